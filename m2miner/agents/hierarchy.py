"""The view hierarchy as flat element records, and which element a point lands on.

Devices give a uiautomator-dump-compatible XML (``<hierarchy><node bounds="[0,0][1080,2400]"
text=... clickable="true" .../></hierarchy>``). The merge rule and the heuristic agents only
need each node's texts, flags and bounds, so the tree is flattened in document order.
"""

from __future__ import annotations

import functools
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass

from m2miner.devices.uixml import CACHED, parse_xml

_BOUNDS = re.compile(r"\[(-?\d+),(-?\d+)\]\[(-?\d+),(-?\d+)\]")

# Classes whose nodes take text input; uiautomator has no "editable" attribute on older
# Android versions, so the class name is the reliable signal.
_EDITABLE_CLASSES = ("EditText", "AutoCompleteTextView", "SearchView$SearchAutoComplete")


@dataclass(frozen=True)
class Bounds:
    """A rectangle in device pixels; ``right``/``bottom`` are exclusive."""

    left: int
    top: int
    right: int
    bottom: int

    @property
    def width(self) -> int:
        return max(0, self.right - self.left)

    @property
    def height(self) -> int:
        return max(0, self.bottom - self.top)

    @property
    def area(self) -> int:
        return self.width * self.height

    @property
    def center(self) -> tuple[int, int]:
        return ((self.left + self.right) // 2, (self.top + self.bottom) // 2)

    def contains(self, x: int, y: int) -> bool:
        return self.left <= x < self.right and self.top <= y < self.bottom


@dataclass(frozen=True)
class Element:
    """One node of the hierarchy; ``index`` is its position in document order."""

    text: str
    content_desc: str
    resource_id: str
    cls: str
    bounds: Bounds
    clickable: bool
    editable: bool
    focused: bool
    checked: bool
    scrollable: bool
    long_clickable: bool = False
    enabled: bool = True
    index: int = -1

    @property
    def label(self) -> str:
        """The text a person would name the element by (text, else content description)."""
        return self.text.strip() or self.content_desc.strip()


def parse_hierarchy(xml: str | None) -> tuple[Element, ...]:
    """Flatten a uiautomator XML dump into elements, in document order.

    Nodes without parseable bounds or with an empty area are left out: they cannot be
    touched. Returns an empty tuple for ``None``, an empty string, or text that is not
    uiautomator XML (web page source, a truncated dump), so callers fall back to pixels.
    The result is computed once per distinct dump (the merge rule, the heuristic agents and
    the step judge all read the same screen).
    """
    if not xml or not xml.strip():
        return ()
    return _flatten(xml)


@functools.lru_cache(maxsize=CACHED)
def _flatten(xml: str) -> tuple[Element, ...]:
    root = parse_xml(xml)
    if root is None:
        return ()
    elements: list[Element] = []
    for node in root.iter("node"):
        element = _element(node, len(elements))
        if element is not None:
            elements.append(element)
    return tuple(elements)


def _element(node: ET.Element, index: int) -> Element | None:
    match = _BOUNDS.fullmatch(node.get("bounds", "").strip())
    if match is None:
        return None
    bounds = Bounds(*(int(v) for v in match.groups()))
    if bounds.area == 0:
        return None
    cls = node.get("class", "")
    return Element(
        text=node.get("text", ""),
        content_desc=node.get("content-desc", ""),
        resource_id=node.get("resource-id", ""),
        cls=cls,
        bounds=bounds,
        clickable=_flag(node, "clickable"),
        editable=_flag(node, "editable") or cls.endswith(_EDITABLE_CLASSES),
        focused=_flag(node, "focused"),
        checked=_flag(node, "checked"),
        scrollable=_flag(node, "scrollable"),
        long_clickable=_flag(node, "long-clickable"),
        enabled=node.get("enabled", "true") == "true",
        index=index,
    )


def _flag(node: ET.Element, name: str) -> bool:
    return node.get(name, "false") == "true"


def element_at(
    elements: tuple[Element, ...] | list[Element],
    x: int,
    y: int,
    *,
    clickable: bool = True,
    scrollable: bool = False,
) -> Element | None:
    """The smallest element containing ``(x, y)`` that is clickable (or long-clickable).

    A tap lands on the innermost clickable node: uiautomator marks the row or button as
    clickable and its label as not, so the smallest clickable container is what reacts.
    With ``scrollable=True`` the smallest scrollable node is returned instead (the list a
    swipe moves); with ``clickable=False`` and ``scrollable=False`` the smallest node of
    any kind. Ties in area go to the later (inner) node. Returns ``None`` when none fits.
    """
    best: Element | None = None
    for element in elements:
        if not element.bounds.contains(x, y):
            continue
        if scrollable and not element.scrollable:
            continue
        if not scrollable and clickable and not (element.clickable or element.long_clickable):
            continue
        if best is None or element.bounds.area <= best.bounds.area:
            best = element
    return best
