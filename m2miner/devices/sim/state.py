"""The state of the simulated world: frozen, hashable values.

A :class:`SimState` is everything that decides what the screen shows and how the next
action behaves: the foreground app, each started app's back stack, variables, focused
field and scroll offsets, and a popup if one is shown. The status-bar clock is not part
of it (it only advances), so equal states are the same node of the state graph.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Mapping
from dataclasses import dataclass, replace

from m2miner.devices.sim.apps import LAUNCHER
from m2miner.devices.sim.expr import Value


@dataclass(frozen=True)
class Page:
    """One entry of a back stack: a screen and the scroll offsets (dp) of its lists."""

    screen: str
    scroll: tuple[tuple[str, int], ...] = ()

    def offset(self, list_id: str) -> int:
        return dict(self.scroll).get(list_id, 0)

    def scrolled(self, list_id: str, offset: int) -> Page:
        rest = tuple((k, v) for k, v in self.scroll if k != list_id)
        items = (*rest, (list_id, offset)) if offset else rest
        return replace(self, scroll=tuple(sorted(items)))


@dataclass(frozen=True)
class AppState:
    """One app: its back stack (empty when not running), variables and focused field."""

    stack: tuple[Page, ...]
    vars: tuple[tuple[str, Value], ...]
    focus: str | None = None

    @functools.cached_property
    def variables(self) -> dict[str, Value]:
        return dict(self.vars)

    @property
    def top(self) -> Page | None:
        return self.stack[-1] if self.stack else None

    def with_vars(self, values: Mapping[str, Value]) -> AppState:
        """A copy with ``values``; keys keep the order of ``vars`` (sorted by name)."""
        items = tuple(values.items())
        if any(a[0] > b[0] for a, b in itertools.pairwise(items)):
            items = tuple(sorted(items))
        return AppState(self.stack, items, self.focus)


@dataclass(frozen=True)
class SimState:
    """The whole world. ``app`` is the foreground app, ``None`` for the launcher."""

    app: str | None
    apps: tuple[tuple[str, AppState], ...]
    popup: int | None = None

    def app_state(self, name: str) -> AppState | None:
        for key, value in self.apps:
            if key == name:
                return value
        return None

    def with_app(self, name: str, value: AppState) -> SimState:
        if len(self.apps) == 1 and self.apps[0][0] == name:
            return SimState(self.app, ((name, value),), self.popup)
        rest = tuple((k, v) for k, v in self.apps if k != name)
        apps = tuple(sorted((*rest, (name, value)), key=lambda item: item[0]))
        return SimState(self.app, apps, self.popup)

    @property
    def current(self) -> AppState | None:
        """The foreground app's state."""
        return self.app_state(self.app) if self.app else None

    @property
    def screen(self) -> str:
        """The foreground screen id, or ``launcher``."""
        current = self.current
        return current.stack[-1].screen if current and current.stack else LAUNCHER

    @property
    def stack(self) -> tuple[str, ...]:
        """The foreground app's back stack as screen ids, bottom first."""
        current = self.current
        return tuple(p.screen for p in current.stack) if current else ()

    @property
    def variables(self) -> dict[str, Value]:
        """The foreground app's variables."""
        current = self.current
        return dict(current.vars) if current else {}

    @property
    def focus(self) -> str | None:
        current = self.current
        return current.focus if current else None

    def env(self, app: str) -> dict[str, Value]:
        """What predicates about ``app`` read: its variables, ``screen`` and ``app``.

        ``screen`` is the app's top screen only while the app is in the foreground.
        """
        own = self.app_state(app)
        env: dict[str, Value] = dict(own.variables) if own else {}
        on_top = self.app == app and own is not None and bool(own.stack)
        env["screen"] = own.stack[-1].screen if on_top and own else ""
        env["app"] = self.app or LAUNCHER
        return env
