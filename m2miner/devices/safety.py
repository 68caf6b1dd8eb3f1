"""The safety guard: no irreversible taps, no wandering out of the app. Pure, no device I/O.

The miner asks :meth:`SafetyGuard.check_action` before it executes an action and
:meth:`SafetyGuard.check_location` after each observation. Both read only the
observation (its uiautomator-style hierarchy, package and url), so the same guard works
on the sim, adb, Appium Android and web, whose hierarchy is synthesised in the same
format.
"""

from __future__ import annotations

import functools
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from urllib.parse import urlsplit

from m2miner.actions import Action
from m2miner.config import SafetyConfig
from m2miner.devices.base import AppTarget, Observation
from m2miner.devices.uixml import CACHED, parse_xml

# Dialogs the system shows on top of any app (runtime permissions) are not "leaving".
SYSTEM_OVERLAY_PACKAGES = (
    "com.android.permissioncontroller",
    "com.google.android.permissioncontroller",
    "com.android.packageinstaller",
    "com.google.android.packageinstaller",
)

_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff"
# A word character that is not CJK: Latin terms must not touch one on either side, so
# "pay" matches "Pay now" and "立即Pay" but not "Payment" or "PayPal".
_WORD = rf"[^\W{_CJK}]"
_BOUNDS = re.compile(r"\[(-?\d+),(-?\d+)\]\[(-?\d+),(-?\d+)\]")


@dataclass(frozen=True)
class Verdict:
    """Whether an action (or the current screen) is allowed, and why not."""

    allowed: bool
    reason: str | None = None
    element_text: str | None = None


ALLOWED = Verdict(True)


@dataclass(frozen=True)
class UiNode:
    """One node of a uiautomator hierarchy with the parts the guard reads."""

    element: ET.Element
    bounds: tuple[int, int, int, int]
    depth: int

    @property
    def area(self) -> int:
        return _area(self.bounds)

    def contains(self, x: int, y: int) -> bool:
        x1, y1, x2, y2 = self.bounds
        return x1 <= x < x2 and y1 <= y < y2


def parse_bounds(text: str | None) -> tuple[int, int, int, int] | None:
    """``"[0,0][1080,2400]"`` as ``(0, 0, 1080, 2400)``, or None when malformed."""
    m = _BOUNDS.fullmatch((text or "").strip())
    return tuple(int(v) for v in m.groups()) if m else None  # type: ignore[return-value]


def parse_hierarchy(xml: str | None) -> tuple[list[UiNode], dict[ET.Element, ET.Element]]:
    """The nodes with bounds in document order, and a child-to-parent map.

    Accepts uiautomator dumps (``<node class=...>``) and UiAutomator2 page sources (the
    class as tag name). Returns empty results for None or malformed XML. Both are computed
    once per distinct dump and shared: the map must not be modified.
    """
    if not xml:
        return [], {}
    nodes, parents = _walked(xml)
    return list(nodes), parents


@functools.lru_cache(maxsize=CACHED)
def _walked(xml: str) -> tuple[tuple[UiNode, ...], dict[ET.Element, ET.Element]]:
    root = parse_xml(xml)
    if root is None:
        return (), {}
    nodes: list[UiNode] = []
    parents: dict[ET.Element, ET.Element] = {}

    def walk(el: ET.Element, depth: int) -> None:
        bounds = parse_bounds(el.get("bounds"))
        if bounds is not None:
            nodes.append(UiNode(el, bounds, depth))
        for child in el:
            parents[child] = el
            walk(child, depth + 1)

    walk(root, 0)
    return tuple(nodes), parents


def node_at(nodes: list[UiNode], x: int, y: int) -> UiNode | None:
    """The node a tap at (x, y) lands on: the smallest containing it, deepest on a tie."""
    hits = [n for n in nodes if n.contains(x, y)]
    if not hits:
        return None
    return min(hits, key=lambda n: (n.area, -n.depth))


def _own_texts(el: ET.Element) -> list[str]:
    return [v.strip() for v in (el.get("text"), el.get("content-desc")) if v and v.strip()]


def element_text(node: UiNode, parents: dict[ET.Element, ET.Element], screen_area: int) -> str:
    """The text a tap on ``node`` acts on.

    That is the tapped node's own text and content-desc, plus the nearest clickable
    ancestor (the button around an icon or label) with every text below it, unless that
    ancestor covers more than a quarter of the screen (a clickable root or page).
    """
    texts = _own_texts(node.element)
    el: ET.Element | None = node.element
    while el is not None and not _actionable(el):
        el = parents.get(el)
    if el is not None:
        bounds = parse_bounds(el.get("bounds"))
        small = bounds is not None and _area(bounds) * 4 <= screen_area
        for sub in el.iter() if small else [el]:
            texts += [t for t in _own_texts(sub) if t not in texts]
    return " ".join(texts)


def _actionable(el: ET.Element) -> bool:
    return any(el.get(a) == "true" for a in ("clickable", "long-clickable"))


def _area(bounds: tuple[int, int, int, int]) -> int:
    x1, y1, x2, y2 = bounds
    return max(0, x2 - x1) * max(0, y2 - y1)


@functools.lru_cache(maxsize=256)
def _term_pattern(term: str) -> re.Pattern[str]:
    words = r"\s+".join(re.escape(w) for w in term.split())
    if re.search(f"[{_CJK}]", term):
        return re.compile(words, re.IGNORECASE)
    return re.compile(rf"(?<!{_WORD}){words}(?!{_WORD})", re.IGNORECASE)


class SafetyGuard:
    """Blocks irreversible actions and notices when the device left the app."""

    def __init__(self, config: SafetyConfig, app: AppTarget) -> None:
        self.config = config
        self.app = app
        self._patterns = [(t, _term_pattern(t)) for t in config.blocked_terms if t.strip()]

    def blocked_term(self, text: str) -> str | None:
        """The first blocked term ``text`` matches, or None."""
        for term, pattern in self._patterns:
            if pattern.search(text):
                return term
        return None

    def check_action(self, action: Action, observation: Observation) -> Verdict:
        """Refuse taps on elements whose text names an irreversible operation
        (unless ``allow_irreversible``) and ``open`` of another app (with ``stay_in_app``)."""
        if action.type == "open" and self.config.stay_in_app:
            return self._check_open(action.text or "")
        if action.type not in ("click", "long_press") or action.point is None:
            return ALLOWED
        nodes, parents = parse_hierarchy(observation.hierarchy)
        node = node_at(nodes, *action.point)
        if node is None:
            return ALLOWED
        screen = max(n.area for n in nodes)
        text = element_text(node, parents, screen)
        term = self.blocked_term(text) if text else None
        if term is None or self.config.allow_irreversible:
            return Verdict(True, None, text or None)
        return Verdict(
            False,
            f"{action.type} on {text!r} looks irreversible (matches {term!r})",
            text,
        )

    def _check_open(self, name: str) -> Verdict:
        wanted = name.strip().lower()
        own = {self.app.name, self.app.package or "", *self.app.allowed_packages}
        if wanted in {o.lower() for o in own if o}:
            return ALLOWED
        return Verdict(False, f"open({name!r}) would leave the app {self.app.name!r}")

    def check_location(self, observation: Observation) -> Verdict:
        """Whether the device still shows the app: its package (or an allowed one) on
        Android; on web a url under an allowed prefix or the start url's origin."""
        if not self.config.stay_in_app:
            return ALLOWED
        if observation.url is not None and self.app.url:
            return self._check_url(observation.url)
        package = observation.package
        if package is None or self.app.package is None:
            return ALLOWED
        allowed = (self.app.package, *self.app.allowed_packages, *SYSTEM_OVERLAY_PACKAGES)
        if package in allowed:
            return ALLOWED
        return Verdict(False, f"left the app: {package!r} is in front, not {self.app.package!r}")

    def _check_url(self, url: str) -> Verdict:
        if any(url.startswith(p) for p in self.app.allowed_url_prefixes):
            return ALLOWED
        start = urlsplit(self.app.url or "")
        here = urlsplit(url)
        if (here.scheme, here.netloc) == (start.scheme, start.netloc) and here.netloc:
            return ALLOWED
        return Verdict(False, f"left the app: {url!r} is outside {start.scheme}://{start.netloc}")
