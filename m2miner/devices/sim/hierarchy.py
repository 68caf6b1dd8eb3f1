"""Dump a frame as a uiautomator-compatible XML view hierarchy."""

from __future__ import annotations

from xml.sax.saxutils import quoteattr

from m2miner.devices.sim.nodes import Frame, Node

_HEADER = "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>"


def dump(frame: Frame) -> str:
    """The window in the foreground as ``uiautomator dump`` writes it.

    Like a real dump it holds only the foreground window: a dialog or popup without the
    screen under it, and neither the keyboard nor the system bars.
    """
    parts = [_HEADER, '<hierarchy rotation="0">']
    _write(frame.root, 0, parts)
    parts.append("</hierarchy>")
    return "".join(parts)


_PLAIN = frozenset("&<>\"'\n\r\t")


def _quote(value: str) -> str:
    """``quoteattr(value)``, without its cost for the usual text that needs no escaping."""
    return quoteattr(value) if _PLAIN.intersection(value) else f'"{value}"'


def _flag(value: bool) -> str:
    return "true" if value else "false"


def _write(node: Node, index: int, parts: list[str]) -> None:
    left, top, right, bottom = node.bounds
    parts.append(
        f'<node index="{index}" text={_quote(node.text)} resource-id={_quote(node.rid)}'
        f" class={_quote(node.cls)} package={_quote(node.package)}"
        f' content-desc={_quote(node.desc)} checkable="{_flag(node.checkable)}"'
        f' checked="{_flag(node.checked)}" clickable="{_flag(node.clickable)}"'
        f' enabled="{_flag(node.enabled)}" focusable="{_flag(node.focusable)}"'
        f' focused="{_flag(node.focused)}" scrollable="{_flag(node.scrollable)}"'
        f' long-clickable="{_flag(node.long_clickable)}" password="{_flag(node.password)}"'
        f' selected="{_flag(node.selected)}" bounds="[{left},{top}][{right},{bottom}]"'
    )
    children = [c for c in node.children if c.dump]
    if not children:
        parts.append(" />")
        return
    parts.append(">")
    for i, child in enumerate(children):
        _write(child, i, parts)
    parts.append("</node>")
