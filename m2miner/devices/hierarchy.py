"""The view hierarchy as flat element records, and which element a point lands on.

Devices give a uiautomator-dump-compatible XML (``<hierarchy><node bounds="[0,0][1080,2400]"
text=... clickable="true" .../></hierarchy>``). The merge rule and the heuristic agents only
need each node's texts, flags and bounds, so the tree is flattened in document order.
What the flat records lose of the tree is kept where a reader needs it: each element
knows the list row it sits in (a row is a child of a ListView, RecyclerView or GridView,
as web pages' rows are made, see :mod:`m2miner.devices.web_dom`), so a checkbox or an
icon button can be matched by its row's title ("Delete" in the "Buy milk" row).
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
# Containers whose children are list rows (RecyclerView items, web list rows).
LIST_CLASSES = ("ListView", "RecyclerView", "GridView")
_WORDY = re.compile(r"\w")


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
    checkable: bool = False
    hint: str = ""
    """A text field's hint (a web placeholder): what to enter, never its value."""
    row: str = ""
    """The title of the list row the element sits in ("" outside rows and for the row)."""

    @property
    def label(self) -> str:
        """The text a person would name the element by: its text, else its content
        description; a text of symbols only ("×", "+") gives way to a description."""
        text = self.text.strip()
        if _WORDY.search(text):
            return text
        return self.content_desc.strip() or text


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
    # Depth first in document order, carrying the innermost row's title down.
    stack: list[tuple[ET.Element, str, bool]] = [(root, "", False)]
    while stack:
        node, row, is_row = stack.pop()
        if node.tag == "node":
            element = _element(node, len(elements), "" if is_row else row)
            if element is not None:
                elements.append(element)
            if is_row:
                row = _row_title(node)
        in_list = node.get("class", "").endswith(LIST_CLASSES)
        stack.extend((child, row, in_list) for child in reversed(node))
    return tuple(elements)


def _row_title(row: ET.Element) -> str:
    """A row's title: its own label, else the first label inside it that is not a control."""
    for node in row.iter("node"):
        if node is not row and _flag(node, "clickable"):
            continue
        text = node.get("text", "").strip()
        label = text if _WORDY.search(text) else node.get("content-desc", "").strip() or text
        if label:
            return label
    return ""


def _element(node: ET.Element, index: int, row: str = "") -> Element | None:
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
        checkable=_flag(node, "checkable"),
        hint=node.get("hint", ""),
        row=row,
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
