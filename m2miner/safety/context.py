"""Reading a screen for the policy: what an action lands on, what role that element
plays, and what its dialog, form or screen says around it. Pure, no device I/O.

Roles (:func:`role_of`), decided from the widget class, the window and the layout:

- ``field``: a text field (tapping it only focuses it);
- ``toggle``: a checkbox, switch, radio button (a choice that can be undone);
- ``tab``: a tab or bottom-navigation item;
- ``link``: a web link (``<a>``);
- ``row``: a clickable layout holding texts in a full-screen window: a list row that
  opens a screen;
- ``menu_item``: the same inside a dialog, popup or sheet: a menu entry that acts;
- ``button``: a button, icon, clickable text or image, and anything else small.

The context of an element (:attr:`Target.context`) is the dialog's texts when the
element is in a dialog (its title and message, not its buttons); otherwise the screen's
title, the texts of the element's own form or card (a container up to half the screen),
the activity name and the URL's path.
"""

from __future__ import annotations

import functools
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from urllib.parse import urlsplit

from m2miner.devices.base import Observation
from m2miner.devices.uixml import CACHED, parse_xml
from m2miner.safety.normalize import fold, split_id, variants

_BOUNDS = re.compile(r"\[(-?\d+),(-?\d+)\]\[(-?\d+),(-?\d+)\]")
_DIALOG = re.compile(r"dialog|popup|sheet|menu|alert|modal", re.IGNORECASE)
_TITLE_IDS = re.compile(r"toolbar|action_?bar|app_?bar|title|header", re.IGNORECASE)
_PHONE = re.compile(r"\+?\d[\d\s().-]{6,}\d")
DIALOG_SHARE = 0.85
"""A window covering less of the screen than this is a dialog, popup or sheet."""


@dataclass(frozen=True)
class UiNode:
    """One node of a uiautomator hierarchy with the parts the policy reads."""

    element: ET.Element
    bounds: tuple[int, int, int, int]
    depth: int

    @property
    def area(self) -> int:
        return area(self.bounds)

    def contains(self, x: int, y: int) -> bool:
        x1, y1, x2, y2 = self.bounds
        return x1 <= x < x2 and y1 <= y < y2


def area(bounds: tuple[int, int, int, int]) -> int:
    x1, y1, x2, y2 = bounds
    return max(0, x2 - x1) * max(0, y2 - y1)


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


def own_texts(el: ET.Element) -> list[str]:
    """Visible text, content-desc and hint of one element."""
    values = (el.get("text"), el.get("content-desc"), el.get("hint"))
    return [v.strip() for v in values if v and v.strip()]


def actionable(el: ET.Element) -> bool:
    return any(el.get(a) == "true" for a in ("clickable", "long-clickable"))


def cls(el: ET.Element) -> str:
    name = el.get("class") or (el.tag if el.tag != "node" else "")
    return name.rsplit(".", 1)[-1].casefold()


@dataclass(frozen=True)
class Screen:
    """A parsed observation: its nodes, whether the window is a dialog, its title."""

    nodes: list[UiNode]
    parents: dict[ET.Element, ET.Element]
    size: int
    dialog: bool
    title: str
    extra: str
    """Folded words of the activity name and the URL's path."""
    web: bool = False
    """A web page (the observation has a URL), where what a tap sends decides."""

    @property
    def readable(self) -> bool:
        return bool(self.nodes)

    def target(self, x: int, y: int) -> Target | None:
        node = node_at(self.nodes, x, y)
        return None if node is None else self.target_of(node)

    def target_of(self, node: UiNode) -> Target:
        el = node.element
        while el is not None and not actionable(el):
            el = self.parents.get(el)  # type: ignore[assignment]
        acted = el if el is not None else node.element
        return Target(node.element, acted, self)

    def focused_field(self) -> ET.Element | None:
        fields = [n.element for n in self.nodes if role_of(n.element, self) == "field"]
        focused = [f for f in fields if f.get("focused") == "true"]
        return focused[0] if focused else None

    def bounds(self, el: ET.Element) -> tuple[int, int, int, int]:
        return parse_bounds(el.get("bounds")) or (0, 0, 0, 0)


@functools.lru_cache(maxsize=64)
def _screen(xml: str | None, width: int, height: int, activity: str, url: str) -> Screen:
    nodes, parents = parse_hierarchy(xml)
    size = max(width * height, max((n.area for n in nodes), default=0))
    extra = fold(split_id(activity.rsplit(".", 1)[-1]).replace("Activity", ""))
    path = urlsplit(url).path if url else ""
    extra = f"{extra} {fold(split_id(path.replace('/', ' ')))}".strip()
    if not nodes:
        return Screen([], {}, size, False, "", extra, bool(url))
    window = nodes[0]
    dialog = window.area < DIALOG_SHARE * size or any(
        _DIALOG.search(f"{cls(n.element)} {n.element.get('resource-id') or ''}") for n in nodes[:3]
    )
    modal = _web_dialog(nodes, parents) if url and not dialog else None
    titled = nodes if modal is None else [n for n in nodes if _inside(n.element, modal, parents)]
    dialog = dialog or modal is not None
    return Screen(nodes, parents, size, dialog, _title(titled, dialog), extra, bool(url))


def _web_dialog(nodes: list[UiNode], parents: dict[ET.Element, ET.Element]) -> ET.Element | None:
    """The open dialog of a web page (a node the page hook marks ``role="dialog"``) that
    holds every control of the screen: the rest of the page is behind it."""
    acting = [n.element for n in nodes if actionable(n.element)]
    boxes = [n.element for n in nodes if n.element.get("role") == "dialog"] if acting else []
    return next((b for b in boxes if all(_inside(a, b, parents) for a in acting)), None)


def _inside(el: ET.Element, box: ET.Element, parents: dict[ET.Element, ET.Element]) -> bool:
    up: ET.Element | None = el
    while up is not None and up is not box:
        up = parents.get(up)
    return up is box


def read_screen(obs: Observation) -> Screen:
    """The :class:`Screen` of ``obs``; cached per distinct hierarchy."""
    return _screen(obs.hierarchy, obs.width, obs.height, obs.activity or "", obs.url or "")


def _title(nodes: list[UiNode], dialog: bool) -> str:
    texts = [n for n in nodes if n.element.get("text") and not actionable(n.element)]
    if dialog:
        return texts[0].element.get("text", "") if texts else ""
    for n in nodes:
        if _TITLE_IDS.search(n.element.get("resource-id") or ""):
            inner = [t for t in n.element.iter() if t.get("text") and not actionable(t)]
            if inner:
                return inner[0].get("text", "")
    return ""


@dataclass(frozen=True)
class Target:
    """What an action lands on: the node hit and the element that takes the action."""

    hit: ET.Element
    element: ET.Element
    screen: Screen

    @functools.cached_property
    def role(self) -> str:
        return role_of(self.element, self.screen)

    @functools.cached_property
    def label(self) -> str:
        """Texts, descriptions, hints and id words of the element and, when it covers up
        to half the screen, everything below it (a row's, card's or button's labels)."""
        texts = own_texts(self.hit)
        el = self.element
        # A card up to half the screen is judged by everything it says, wherever the tap
        # lands in it (a one-click card is tapped away from its text as well).
        small = area(self.screen.bounds(el)) * 2 <= self.screen.size
        for sub in el.iter() if small else [el]:
            texts += [t for t in own_texts(sub) if t not in texts]
        return " ".join(texts)

    @functools.cached_property
    def ids(self) -> str:
        rids = {self.hit.get("resource-id") or "", self.element.get("resource-id") or ""}
        return " ".join(split_id(r) for r in sorted(rids) if r)

    @functools.cached_property
    def folded(self) -> str:
        """The label and id words, folded (both ways of reading invisible characters)."""
        return " | ".join(variants(f"{self.label} {self.ids}"))

    @functools.cached_property
    def context(self) -> str:
        """The folded words around the element (see the module docstring)."""
        return fold(" ".join(context_texts(self.element, self.screen)))

    @property
    def has_phone_number(self) -> bool:
        return bool(_PHONE.search(self.label))


def context_texts(el: ET.Element, screen: Screen) -> list[str]:
    """Texts that say what the element's dialog, form or screen is about."""
    if screen.dialog:
        return dialog_texts(screen)
    texts = [screen.title, screen.extra]
    # The largest ancestor up to half the screen: the element's form or card. The whole
    # page's texts would say nothing about this element.
    container, up = None, screen.parents.get(el)
    while up is not None and area(screen.bounds(up)) * 2 <= screen.size:
        container, up = up, screen.parents.get(up)
    if container is not None:
        for sub in container.iter():
            if sub is not el and not in_control(sub, screen):
                texts += own_texts(sub)
    return [t for t in texts if t]


def dialog_texts(screen: Screen) -> list[str]:
    """What a dialog says: its title and the texts outside its controls (its message)."""
    return [screen.title] + [
        t for n in screen.nodes if not in_control(n.element, screen) for t in own_texts(n.element)
    ]


def in_control(el: ET.Element, screen: Screen) -> bool:
    """Whether ``el`` is an actionable element or lies inside one."""
    node: ET.Element | None = el
    while node is not None:
        if actionable(node):
            return True
        node = screen.parents.get(node)
    return False


def role_of(el: ET.Element, screen: Screen) -> str:
    """The element's role; see the module docstring."""
    name = cls(el)
    tag = (el.get("tag") or "").casefold()
    if "edittext" in name or "textfield" in name or "searchview" in name or tag == "textarea":
        return "field"
    if el.get("checkable") == "true" or any(
        k in name for k in ("checkbox", "switch", "radiobutton", "togglebutton", "chip")
    ):
        return "toggle"
    parent = screen.parents.get(el)
    parent_name = cls(parent) if parent is not None else ""
    if "tab" in name or any(k in parent_name for k in ("tabwidget", "tablayout", "navigationbar")):
        return "tab"
    if "bottomnavigation" in parent_name or "navigationbarview" in parent_name:
        return "tab"
    if tag == "a":
        return "link"
    if "button" in name or tag in ("button", "input") or "imageview" in name:
        return "button"
    if _is_layout(name) and any(own_texts(sub) for sub in el.iter()):
        if screen.dialog:
            return "menu_item"
        return "row" if _in_list(el, parent) else "button"
    return "button"


def _in_list(el: ET.Element, parent: ET.Element | None) -> bool:
    """Whether a clickable layout is one row of a list: its parent scrolls, or holds
    other clickable rows of its class. A lone one (a bottom bar) is a button."""
    if parent is None:
        return False
    if parent.get("scrollable") == "true" or any(
        k in cls(parent) for k in ("recyclerview", "listview", "scrollview")
    ):
        return True
    name = cls(el)
    return any(c is not el and actionable(c) and cls(c) == name for c in parent)


def _is_layout(name: str) -> bool:
    return any(k in name for k in ("layout", "viewgroup", "cardview", "listitem")) or name in (
        "view",
        "li",
    )


def form_buttons(field_el: ET.Element, screen: Screen) -> list[Target]:
    """The buttons of a field's form: the clickable elements of its container (up to
    half the screen), or else those on its row or just below it, nearest first."""
    parent = screen.parents.get(field_el)
    if parent is not None and area(screen.bounds(parent)) * 2 <= screen.size:
        pool = [el for el in parent.iter() if el is not field_el]
    else:
        _, top, _, bottom = screen.bounds(field_el)
        height = max(1, bottom - top)
        pool = []
        for node in screen.nodes:
            _, y1, _, y2 = node.bounds
            if top - height // 2 <= (y1 + y2) // 2 <= bottom + 2 * height:
                pool.append(node.element)
    out = []
    for el in pool:
        if el.get("clickable") == "true" and el is not field_el:
            target = Target(el, el, screen)
            if target.role not in ("field", "toggle") and target.label:
                out.append(target)
    middle = sum(screen.bounds(field_el)[1::2]) // 2
    return sorted(out, key=lambda t: abs(sum(screen.bounds(t.element)[1::2]) // 2 - middle))


def field_words(field_el: ET.Element, screen: Screen) -> str:
    """A field's hint, description and id words, folded (not what was typed in it)."""
    own = " ".join(v for v in (field_el.get("hint"), field_el.get("content-desc")) if v)
    return fold(f"{own} {Target(field_el, field_el, screen).ids}")
