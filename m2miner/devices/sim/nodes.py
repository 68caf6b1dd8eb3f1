"""Laid-out screens: the node tree that is both drawn and dumped as the view hierarchy.

A :class:`Frame` is one screen at one size. Its nodes carry pixel bounds, the
uiautomator attributes and a :class:`Look` saying how to paint them, so the renderer and
the hierarchy dump read the same rectangles and cannot disagree.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from m2miner.devices.sim.engine import Op
from m2miner.devices.sim.schema import Widget

Box = tuple[int, int, int, int]
"""Pixel rectangle ``(left, top, right, bottom)``, right and bottom exclusive."""

STATUS_DP = 24
APPBAR_DP = 56
NAV_DP = 48
KEYBOARD_DP = 260
LAUNCHER_PACKAGE = "com.android.launcher3"


def contains(box: Box, x: int, y: int) -> bool:
    return box[0] <= x < box[2] and box[1] <= y < box[3]


def intersect(a: Box, b: Box) -> Box | None:
    box = (max(a[0], b[0]), max(a[1], b[1]), min(a[2], b[2]), min(a[3], b[3]))
    return box if box[0] < box[2] and box[1] < box[3] else None


@dataclass(frozen=True, slots=True)
class Look:
    """How to paint a node. ``size`` is a text size in dp; ``on`` means checked/selected/focused."""

    kind: str
    size: float = 16.0
    color: str = "#1f1f1f"
    bold: bool = False
    align: str = "left"
    variant: str = ""
    icon: str = ""
    on: bool = False
    enabled: bool = True
    accent: str = "#1a73e8"
    seed: int = 0
    lines: int = 0
    """At most this many lines of text (1: one line, ellipsized with "…" at the width
    it is drawn at, as a Material app bar title or button label); 0: as many as fit."""


@dataclass(frozen=True, slots=True, eq=False)
class Node:
    """A view: uiautomator attributes, visible ``bounds`` and the ``box`` it is drawn in.

    ``box`` differs from ``bounds`` only for views cut by a scrolling list's viewport;
    ``clip`` is set on lists, whose children are drawn clipped to it. ``tap`` is the
    widget a tap on this view triggers; ``dump`` is false for views that are drawn but are
    not part of the app's window (the keyboard, system bars).
    """

    cls: str
    bounds: Box
    box: Box
    package: str = ""
    text: str = ""
    desc: str = ""
    rid: str = ""
    clickable: bool = False
    long_clickable: bool = False
    checkable: bool = False
    checked: bool = False
    enabled: bool = True
    focusable: bool = False
    focused: bool = False
    scrollable: bool = False
    password: bool = False
    selected: bool = False
    look: Look | None = None
    tap: Widget | None = None
    clip: Box | None = None
    children: tuple[Node, ...] = ()
    dump: bool = True

    def walk(self) -> list[Node]:
        """This node and all below it, in drawing order."""
        out = [self]
        for child in self.children:
            out.extend(child.walk())
        return out


@dataclass(frozen=True, slots=True)
class Target:
    """A touchable area and the operation a tap there performs (None: swallowed)."""

    box: Box
    op: Op | None


@dataclass(frozen=True, slots=True)
class ListInfo:
    """A scrolling list on screen: its viewport and offsets in dp."""

    list_id: str
    viewport: Box
    offset: int
    max_offset: int


@dataclass(frozen=True, eq=False)
class Frame:
    """One laid-out screen.

    ``root`` is the app window (what the hierarchy dump shows); ``below`` is the frame a
    dialog or popup is drawn over (dimmed); ``chrome`` holds the keyboard. ``targets`` are
    ordered topmost first.
    """

    width: int
    height: int
    scale: float
    package: str
    activity: str
    root: Node
    targets: tuple[Target, ...]
    lists: tuple[ListInfo, ...] = ()
    below: Frame | None = None
    chrome: tuple[Node, ...] = ()
    keyboard: bool = False
    launcher: bool = False
    extra: dict[str, object] = field(default_factory=dict)

    def px(self, dp: float) -> int:
        return round(dp * self.scale)

    @property
    def status_bar_height(self) -> int:
        return self.px(STATUS_DP)

    def target_at(self, x: int, y: int) -> Target | None:
        for target in self.targets:
            if contains(target.box, x, y):
                return target
        return None

    def list_at(self, x: int, y: int) -> ListInfo | None:
        for info in reversed(self.lists):
            if contains(info.viewport, x, y):
                return info
        return None

    def nodes(self) -> list[Node]:
        return self.root.walk()
