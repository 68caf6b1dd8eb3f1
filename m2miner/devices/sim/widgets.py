"""Lay out an app's widgets by flow and turn each into view nodes.

All geometry here is in dp; :meth:`Ctx.node` converts to pixels once, so adjacent views
share their edges exactly. Inside its flow slot each widget is drawn like its Android
counterpart (a 48 dp pill for a button, a 56 dp box for a text field...), and the node's
bounds are that drawn rectangle.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from m2miner.devices.sim import expr
from m2miner.devices.sim.apps import SimApp
from m2miner.devices.sim.nodes import Box, ListInfo, Look, Node, intersect
from m2miner.devices.sim.schema import DEFAULT_HEIGHT, Widget
from m2miner.devices.sim.state import Page

DpBox = tuple[float, float, float, float]

INK = "#1f1f1f"
MUTED = "#5f6368"
TEXT_STYLES: dict[str, tuple[float, bool, str]] = {
    "headline": (24, False, INK),
    "title": (20, True, INK),
    "body": (16, False, INK),
    "caption": (13, False, MUTED),
    "label": (14, True, ""),
    "banner": (22, True, "#ffffff"),
}
CLASSES = {
    "text": "android.widget.TextView",
    "button": "android.widget.Button",
    "icon_button": "android.widget.ImageButton",
    "text_field": "android.widget.EditText",
    "switch": "android.widget.LinearLayout",
    "checkbox": "android.widget.CheckBox",
    "radio": "android.widget.RadioButton",
    "list_item": "android.widget.LinearLayout",
    "image": "android.widget.ImageView",
    "tabs": "android.widget.TabWidget",
    "tab": "android.widget.TextView",
    "row": "android.widget.LinearLayout",
    "list": "androidx.recyclerview.widget.RecyclerView",
    "divider": "android.view.View",
}


def text_width_dp(text: str, size: float) -> float:
    """A font-independent estimate of a text's width, so layout never depends on fonts."""
    return len(text) * size * 0.6


@dataclass
class Ctx:
    """What laying out one screen needs; collects the scrolling lists it meets."""

    app: SimApp
    env: dict[str, expr.Value]
    scale: float
    page: Page
    focus: str | None
    clip: Box
    screen: tuple[int, int] = (0, 0)
    enabled: bool = True
    in_row: bool = False
    lists: list[ListInfo] = field(default_factory=list)

    @property
    def accent(self) -> str:
        return self.app.spec.color

    def px(self, box: DpBox) -> Box:
        s = self.scale
        return (round(box[0] * s), round(box[1] * s), round(box[2] * s), round(box[3] * s))

    def node(self, cls: str, box: DpBox, **kw: Any) -> Node | None:
        """A node drawn in ``box`` (dp); None when the clip hides it entirely."""
        drawn = self.px(box)
        bounds = intersect(drawn, self.clip)
        if bounds is None:
            return None
        kw.setdefault("package", self.app.package)
        return Node(cls, bounds, drawn, **kw)

    def text(self, raw: str | None) -> str:
        return expr.interpolate(raw, self.env) if raw else ""

    def rid(self, w: Widget) -> str:
        return f"{self.app.package}:id/{w.id}" if w.id else ""

    def visible(self, w: Widget) -> bool:
        return w.visible_if is None or expr.evaluate(w.visible_if, self.env)

    def enabled_for(self, w: Widget) -> bool:
        own = w.enabled_if is None or expr.evaluate(w.enabled_if, self.env)
        return self.enabled and own

    def checked(self, w: Widget) -> bool:
        if w.checked_if is not None:
            return expr.evaluate(w.checked_if, self.env)
        if w.bind and w.type == "radio":
            return self.env.get(w.bind) == w.value
        return w.bind is not None and self.env.get(w.bind) is True

    def selected(self, w: Widget) -> bool:
        return w.selected_if is not None and expr.evaluate(w.selected_if, self.env)


def height_of(w: Widget) -> float:
    return w.height if w.height is not None else DEFAULT_HEIGHT[w.type]


def flow(widgets: tuple[Widget, ...], area: DpBox, ctx: Ctx) -> list[Node]:
    """Stack the visible widgets of ``area`` top to bottom; absolute ones go on top."""
    shown = [w for w in widgets if ctx.visible(w)]
    stacked = [w for w in shown if w.bounds is None]
    fixed = sum(height_of(w) for w in stacked if height_of(w) > 0)
    fills = sum(1 for w in stacked if height_of(w) == 0)
    fill = max(0.0, (area[3] - area[1] - fixed) / fills) if fills else 0.0
    nodes: list[Node] = []
    y = area[1]
    for w in stacked:
        h = height_of(w) or fill
        nodes.extend(build(w, (area[0], y, area[2], y + h), ctx))
        y += h
    for w in shown:
        if w.bounds is not None:
            nodes.extend(build(w, _absolute(w.bounds, area), ctx))
    return nodes


def _absolute(bounds: DpBox, area: DpBox) -> DpBox:
    w, h = area[2] - area[0], area[3] - area[1]
    left, top, right, bottom = (
        v if v >= 0 else size + v for v, size in zip(bounds, (w, h, w, h), strict=True)
    )
    return (area[0] + left, area[1] + top, area[0] + right, area[1] + bottom)


def build(w: Widget, slot: DpBox, ctx: Ctx) -> list[Node]:
    """The nodes of one widget placed in ``slot`` (zero or one top-level node)."""
    if w.type == "space":
        return []
    builder = _BUILDERS[w.type]
    node = builder(w, slot, ctx)
    return [node] if node is not None else []


def _common(w: Widget, ctx: Ctx, enabled: bool, **kw: Any) -> dict[str, Any]:
    clickable = w.is_clickable
    kw.setdefault("rid", ctx.rid(w))
    kw.setdefault("desc", ctx.text(w.desc))
    kw.update(
        clickable=clickable,
        enabled=enabled,
        focusable=clickable,
        long_clickable=bool(w.on_long_press),
        tap=w if clickable else None,
    )
    return kw


def _cls(w: Widget) -> str:
    return w.cls or CLASSES[w.type]


def _text(w: Widget, slot: DpBox, ctx: Ctx) -> Node | None:
    size, bold, color = TEXT_STYLES[w.style or "body"]
    align = {"center": "center", "end": "right"}.get(w.align, "left")
    kind = "banner" if w.style == "banner" else "text"
    look = Look(
        kind, size=size, bold=bold, color=color or ctx.accent, align=align, accent=ctx.accent
    )
    enabled = ctx.enabled_for(w)
    kw = _common(w, ctx, enabled) if w.is_clickable else {"rid": ctx.rid(w)}
    inset = 0 if w.style == "banner" else 16
    box = (slot[0] + inset, slot[1], slot[2] - inset, slot[3])
    return ctx.node(_cls(w), box, text=ctx.text(w.text), look=look, **kw)


def _button(w: Widget, slot: DpBox, ctx: Ctx) -> Node | None:
    inset = 6 if ctx.in_row else 16
    label = ctx.text(w.text)
    bh = min(48.0, slot[3] - slot[1] - 8)
    top = (slot[1] + slot[3] - bh) / 2
    left, right = slot[0] + inset, slot[2] - inset
    if w.align != "stretch" or w.width is not None:
        bw = min(right - left, w.width or text_width_dp(label, 14) + 48)
        if w.align == "end":
            left = right - bw
        elif w.align == "center":
            left = (left + right - bw) / 2
        right = left + bw
    enabled = ctx.enabled_for(w)
    look = Look(
        "button",
        size=14,
        bold=True,
        variant=w.style or "filled",
        accent=ctx.accent,
        enabled=enabled,
        icon=w.icon or "",
        lines=1,  # a Material button's label: one line, ellipsized, never wrapped
    )
    return ctx.node(
        _cls(w), (left, top, right, top + bh), text=label, look=look, **_common(w, ctx, enabled)
    )


def _icon_button(w: Widget, slot: DpBox, ctx: Ctx) -> Node | None:
    side = min(48.0, slot[3] - slot[1], slot[2] - slot[0])
    cx, cy = (slot[0] + slot[2]) / 2, (slot[1] + slot[3]) / 2
    enabled = ctx.enabled_for(w)
    look = Look(
        "icon_button",
        icon=w.icon or "",
        color=INK,
        accent=ctx.accent,
        variant=w.style or "",
        enabled=enabled,
        on=ctx.checked(w),
    )
    box = (cx - side / 2, cy - side / 2, cx + side / 2, cy + side / 2)
    return ctx.node(_cls(w), box, look=look, **_common(w, ctx, enabled))


def _field(w: Widget, slot: DpBox, ctx: Ctx) -> Node | None:
    value = str(ctx.env.get(w.bind or "", ""))
    focused = ctx.focus == w.id
    enabled = ctx.enabled_for(w)
    bh = min(56.0, slot[3] - slot[1] - 8)
    top = (slot[1] + slot[3] - bh) / 2
    inset = 6 if ctx.in_row else 16
    look = Look(
        "field",
        size=16,
        on=focused,
        variant="" if value else "hint",
        accent=ctx.accent,
        icon=w.icon or "",
        enabled=enabled,
    )
    # An empty EditText reports its hint as text, as Android's accessibility layer does.
    shown = ("•" * len(value) if w.password else value) if value else ctx.text(w.hint)
    kw = _common(w, ctx, enabled)
    return ctx.node(
        _cls(w),
        (slot[0] + inset, top, slot[2] - inset, top + bh),
        text=shown,
        focused=focused,
        password=w.password,
        look=look,
        **kw,
    )


def _labels(w: Widget, box: DpBox, ctx: Ctx, right: float) -> list[Node]:
    """The leading icon, title and summary of a row-like widget, left of ``right``."""
    nodes: list[Node | None] = []
    left, top, bottom = box[0] + 16, box[1], box[3]
    if w.icon:
        cy = (top + bottom) / 2
        nodes.append(
            ctx.node(
                "android.widget.ImageView",
                (left, cy - 12, left + 24, cy + 12),
                look=Look("icon", icon=w.icon, color=MUTED),
            )
        )
        left += 40
    title, summary = ctx.text(w.text), ctx.text(w.secondary)
    color = INK if ctx.enabled_for(w) else "#9e9e9e"
    if summary:
        mid = top + (bottom - top) * 0.52
        nodes.append(
            ctx.node(
                "android.widget.TextView",
                (left, top + 6, right, mid),
                text=title,
                look=Look("text", size=16, color=color, align="bottom"),
            )
        )
        nodes.append(
            ctx.node(
                "android.widget.TextView",
                (left, mid, right, bottom - 6),
                text=summary,
                look=Look("text", size=14, color=MUTED, align="top"),
            )
        )
    elif title:
        nodes.append(
            ctx.node(
                "android.widget.TextView",
                (left, top, right, bottom),
                text=title,
                look=Look("text", size=16, color=color),
            )
        )
    return [n for n in nodes if n is not None]


def _switch(w: Widget, slot: DpBox, ctx: Ctx) -> Node | None:
    enabled = ctx.enabled_for(w)
    on = ctx.checked(w)
    cy = (slot[1] + slot[3]) / 2
    track = (slot[2] - 68, cy - 16, slot[2] - 16, cy + 16)
    knob = ctx.node(
        "android.widget.Switch",
        track,
        rid=ctx.rid(w),
        checkable=True,
        checked=on,
        enabled=enabled,
        look=Look("switch", on=on, accent=ctx.accent, enabled=enabled),
    )
    children = _labels(w, slot, ctx, track[0] - 16)
    if knob is not None:
        children.append(knob)
    kw = _common(w, ctx, enabled, rid="")
    return ctx.node(
        _cls(w), slot, look=Look("row", variant="plain"), children=tuple(children), **kw
    )


def _check(w: Widget, slot: DpBox, ctx: Ctx) -> Node | None:
    enabled = ctx.enabled_for(w)
    on = ctx.checked(w)
    look = Look(
        "radio" if w.type == "radio" else "check",
        size=16,
        on=on,
        accent=ctx.accent,
        enabled=enabled,
    )
    return ctx.node(
        _cls(w),
        slot,
        text=ctx.text(w.text),
        checkable=True,
        checked=on,
        look=look,
        **_common(w, ctx, enabled),
    )


def _list_item(w: Widget, slot: DpBox, ctx: Ctx) -> Node | None:
    enabled = ctx.enabled_for(w)
    right = slot[2] - 16
    children: list[Node | None] = []
    trailing = ctx.text(w.trailing)
    if trailing:
        tw = text_width_dp(trailing, 14) + 8
        children.append(
            ctx.node(
                "android.widget.TextView",
                (right - tw, slot[1], right, slot[3]),
                text=trailing,
                look=Look("text", size=14, color=MUTED, align="right"),
            )
        )
        right -= tw + 8
    children[:0] = _labels(w, slot, ctx, right)
    look = Look("row", on=ctx.selected(w) or ctx.checked(w), accent=ctx.accent)
    return ctx.node(
        _cls(w),
        slot,
        look=look,
        selected=ctx.selected(w),
        children=tuple(n for n in children if n is not None),
        **_common(w, ctx, enabled),
    )


def _image(w: Widget, slot: DpBox, ctx: Ctx) -> Node | None:
    style = w.style or "photo"
    box = slot
    if style in ("photo", "banner"):
        box = (slot[0] + 16, slot[1] + 8, slot[2] - 16, slot[3] - 8)
    elif style == "avatar":
        side = min(72.0, slot[3] - slot[1])
        cx, cy = (slot[0] + slot[2]) / 2, (slot[1] + slot[3]) / 2
        box = (cx - side / 2, cy - side / 2, cx + side / 2, cy + side / 2)
    look = Look(
        "image",
        variant=style,
        icon=w.icon or "",
        accent=ctx.accent,
        seed=sum(map(ord, w.id or w.desc or style)),
    )
    kw = _common(w, ctx, ctx.enabled_for(w)) if w.is_clickable else {"rid": ctx.rid(w)}
    kw.setdefault("desc", ctx.text(w.desc))
    return ctx.node(_cls(w), box, text=ctx.text(w.text), look=look, **kw)


def _tabs(w: Widget, slot: DpBox, ctx: Ctx) -> Node | None:
    tabs = [t for t in w.children if ctx.visible(t)]
    width = (slot[2] - slot[0]) / max(1, len(tabs))
    children: list[Node] = []
    for i, tab in enumerate(tabs):
        box = (slot[0] + i * width, slot[1], slot[0] + (i + 1) * width, slot[3])
        enabled = ctx.enabled_for(tab)
        on = ctx.selected(tab)
        look = Look(
            "tab",
            size=14,
            bold=True,
            on=on,
            accent=ctx.accent,
            icon=tab.icon or "",
            enabled=enabled,
        )
        node = ctx.node(
            _cls(tab),
            box,
            text=ctx.text(tab.text),
            selected=on,
            look=look,
            **_common(tab, ctx, enabled),
        )
        if node is not None:
            children.append(node)
    return ctx.node(_cls(w), slot, rid=ctx.rid(w), look=Look("tabs"), children=tuple(children))


def _row(w: Widget, slot: DpBox, ctx: Ctx) -> Node | None:
    kids = [c for c in w.children if ctx.visible(c)]
    fixed = sum(c.width or 0 for c in kids)
    shared = sum(1 for c in kids if c.width is None)
    share = max(0.0, (slot[2] - slot[0] - fixed) / shared) if shared else 0.0
    saved = ctx.in_row, ctx.enabled
    ctx.in_row, ctx.enabled = True, ctx.enabled_for(w)
    children: list[Node] = []
    x = slot[0]
    for child in kids:
        cw = child.width or share
        children.extend(build(child, (x, slot[1], x + cw, slot[3]), ctx))
        x += cw
    ctx.in_row, ctx.enabled = saved
    return ctx.node(_cls(w), slot, rid=ctx.rid(w), children=tuple(children))


def _list(w: Widget, slot: DpBox, ctx: Ctx) -> Node | None:
    list_id = w.id or ""
    content = sum(height_of(c) for c in w.children if ctx.visible(c) and c.bounds is None)
    viewport = ctx.px(slot)
    max_offset = max(0, round(content - (slot[3] - slot[1])))
    offset = min(ctx.page.offset(list_id), max_offset)
    saved_clip, saved_enabled = ctx.clip, ctx.enabled
    clip = intersect(viewport, saved_clip)
    if clip is None:
        return None
    ctx.clip, ctx.enabled = clip, ctx.enabled_for(w)
    area = (slot[0], slot[1] - offset, slot[2], slot[1] - offset + max(content, 0))
    children = flow(w.children, area, ctx)
    ctx.clip, ctx.enabled = saved_clip, saved_enabled
    ctx.lists.append(ListInfo(list_id, clip, offset, max_offset))
    return ctx.node(
        _cls(w),
        slot,
        rid=ctx.rid(w),
        scrollable=max_offset > 0,
        clip=clip,
        look=Look("list"),
        children=tuple(children),
    )


def _divider(w: Widget, slot: DpBox, ctx: Ctx) -> Node | None:
    return ctx.node(_cls(w), slot, rid=ctx.rid(w), look=Look("divider"))


_BUILDERS = {
    "text": _text,
    "button": _button,
    "icon_button": _icon_button,
    "text_field": _field,
    "switch": _switch,
    "checkbox": _check,
    "radio": _check,
    "list_item": _list_item,
    "image": _image,
    "tabs": _tabs,
    "row": _row,
    "list": _list,
    "divider": _divider,
}
