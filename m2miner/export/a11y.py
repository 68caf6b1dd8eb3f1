"""A stored view hierarchy as android_env's ``AndroidAccessibilityForest``.

AndroidControl (and android_world, which reads it) holds one accessibility forest per
screenshot: ``windows``, each with a ``tree`` of ``nodes`` that name their children by
``unique_id`` (the root is ``0``). The devices store uiautomator dumps; this module maps
their attributes onto the forest's fields (``android_env/proto/a11y/*.proto``), as a
dict in protobuf's JSON mapping with the proto field names (what
``json_format.MessageToDict(..., preserving_proto_field_name=True)`` gives, default
values left out), and serialized to the proto's wire format for TFRecords.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from typing import Any

from m2miner.devices.uixml import parse_xml
from m2miner.export.tfrecord import field_bytes, field_packed, field_varint

_BOUNDS = re.compile(r"\[(-?\d+),(-?\d+)\]\[(-?\d+),(-?\d+)\]")
_EDITABLE = ("EditText", "AutoCompleteTextView", "SearchView$SearchAutoComplete")
TYPE_APPLICATION = 1
"""``AndroidAccessibilityWindowInfo.WindowType.TYPE_APPLICATION``."""

# uiautomator attribute -> (proto field name, proto field number)
_TEXTS = {
    "class": ("class_name", 3),
    "content-desc": ("content_description", 4),
    "hint": ("hint_text", 5),
    "package": ("package_name", 6),
    "text": ("text", 7),
    "resource-id": ("view_id_resource_name", 10),
}
_FLAGS = {
    "checkable": ("is_checkable", 12),
    "checked": ("is_checked", 13),
    "clickable": ("is_clickable", 14),
    "enabled": ("is_enabled", 16),
    "focusable": ("is_focusable", 17),
    "focused": ("is_focused", 18),
    "long-clickable": ("is_long_clickable", 19),
    "password": ("is_password", 20),
    "scrollable": ("is_scrollable", 21),
    "selected": ("is_selected", 22),
    "visible-to-user": ("is_visible_to_user", 23),
}
_NUMBERS = {name: number for name, number in [*_TEXTS.values(), *_FLAGS.values()]}
_NUMBERS.update(is_editable=15, window_id=11, depth=27)
_RECT = ("left", "top", "right", "bottom")


def forest(xml: str | None) -> dict[str, Any] | None:
    """The forest of a uiautomator dump: one window per top-level node; None when there
    is no dump or it is not uiautomator XML (a web page's source)."""
    root = parse_xml(xml)
    if root is None:
        return None
    tops = [n for n in root if n.tag == "node"] if root.tag == "hierarchy" else []
    if root.tag == "node":
        tops = [root]
    if not tops:
        return None
    return {"windows": [_window(top, window_id) for window_id, top in enumerate(tops)]}


def _window(top: ET.Element, window_id: int) -> dict[str, Any]:
    nodes: list[dict[str, Any]] = []
    _walk(top, 0, window_id, nodes)
    window: dict[str, Any] = {}
    if "bounds_in_screen" in nodes[0]:
        window["bounds_in_screen"] = nodes[0]["bounds_in_screen"]
    window.update(id=window_id, window_type="TYPE_APPLICATION", is_active=True)
    window.update(is_focused=True, tree={"nodes": nodes})
    return _without_defaults(window)


def _walk(element: ET.Element, depth: int, window_id: int, nodes: list[dict[str, Any]]) -> int:
    """Add ``element`` and its descendants in document order; returns its unique id."""
    node: dict[str, Any] = {"unique_id": len(nodes)}
    nodes.append(node)
    match = _BOUNDS.fullmatch(element.get("bounds", ""))
    if match:
        node["bounds_in_screen"] = dict(zip(_RECT, map(int, match.groups()), strict=True))
    for attribute, (name, _) in _TEXTS.items():
        node[name] = element.get(attribute, "")
    for attribute, (name, _) in _FLAGS.items():
        node[name] = element.get(attribute, "false") == "true"
    if "visible-to-user" not in element.attrib:
        node["is_visible_to_user"] = True  # uiautomator dumps only what is on screen
    node["is_editable"] = node["class_name"].endswith(_EDITABLE)
    node["window_id"] = window_id
    node["child_ids"] = [
        _walk(child, depth + 1, window_id, nodes) for child in element if child.tag == "node"
    ]
    node["depth"] = depth
    nodes[node["unique_id"]] = _without_defaults(node)
    return int(node["unique_id"])


def _without_defaults(message: dict[str, Any]) -> dict[str, Any]:
    """Proto3's JSON leaves default values out; ids and depths stay, for readers' sake."""
    kept = ("unique_id", "id", "depth")
    return {k: v for k, v in message.items() if k in kept or v not in ("", False, 0, [], None)}


def forest_bytes(data: dict[str, Any] | None) -> bytes:
    """The forest serialized as an ``AndroidAccessibilityForest`` protobuf (empty: none)."""
    if not data:
        return b""
    return b"".join(field_bytes(1, _window_bytes(w), keep_empty=True) for w in data["windows"])


def _rect_bytes(rect: dict[str, int]) -> bytes:
    return b"".join(field_varint(i, rect.get(name, 0)) for i, name in enumerate(_RECT, 1))


def _window_bytes(window: dict[str, Any]) -> bytes:
    out = field_bytes(1, _rect_bytes(window.get("bounds_in_screen", {})))
    out += field_varint(3, window.get("id", 0))
    out += field_varint(6, TYPE_APPLICATION if window.get("window_type") else 0)
    out += field_varint(8, window.get("is_active", False))
    out += field_varint(9, window.get("is_focused", False))
    nodes = window.get("tree", {}).get("nodes", [])
    tree = b"".join(field_bytes(1, _node_bytes(n), keep_empty=True) for n in nodes)
    return out + field_bytes(11, tree, keep_empty=True)


def _node_bytes(node: dict[str, Any]) -> bytes:
    out = field_varint(1, node.get("unique_id", 0))
    if "bounds_in_screen" in node:
        out += field_bytes(2, _rect_bytes(node["bounds_in_screen"]))
    fields = sorted((_NUMBERS[k], v) for k, v in node.items() if k in _NUMBERS)
    for number, value in fields:
        out += field_bytes(number, value) if isinstance(value, str) else b""
        out += field_varint(number, int(value)) if not isinstance(value, str) else b""
    out += field_packed(25, node.get("child_ids", []))
    return out
