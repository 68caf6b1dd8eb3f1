"""One painter per kind of node, drawing Material-like widgets inside the node's box."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PIL import Image, ImageDraw

from m2miner.devices.sim import artwork
from m2miner.devices.sim.icons import draw_icon
from m2miner.devices.sim.nodes import Look, Node

if TYPE_CHECKING:
    from m2miner.devices.sim.render import Renderer

Draw = ImageDraw.ImageDraw
Painter = Callable[["Renderer", Image.Image, Draw, Node, Look], None]

WHITE = "#ffffff"
INK = "#1f1f1f"
MUTED = "#5f6368"
DISABLED = "#a8a8a8"
OUTLINE = "#79747e"
DIVIDER = "#e3e3e3"


def tint(color: str, amount: float) -> str:
    """``color`` mixed with white: 0 keeps it, 1 gives white."""
    r, g, b = (int(color[i : i + 2], 16) for i in (1, 3, 5))
    mix = [round(c + (255 - c) * amount) for c in (r, g, b)]
    return "#" + "".join(f"{c:02x}" for c in mix)


def _text(r: Renderer, im: Image.Image, d: Draw, n: Node, look: Look) -> None:
    color = look.color if look.enabled else DISABLED
    r.text(d, n.box, n.text, look, color)


def _banner(r: Renderer, im: Image.Image, d: Draw, n: Node, look: Look) -> None:
    d.rectangle(n.box, fill=look.accent)
    left, top, right, bottom = n.box
    r.text(d, (left + r.px(20), top, right - r.px(20), bottom), n.text, look, look.color)


def _appbar(r: Renderer, im: Image.Image, d: Draw, n: Node, look: Look) -> None:
    d.rectangle(n.box, fill=WHITE)


def _button(r: Renderer, im: Image.Image, d: Draw, n: Node, look: Look) -> None:
    left, top, right, bottom = n.box
    radius = (bottom - top) // 2
    accent = look.accent if look.enabled else "#9e9e9e"
    variant = look.variant
    if variant == "filled":
        d.rounded_rectangle(n.box, radius, fill=accent if look.enabled else "#e0e0e0")
        color = WHITE if look.enabled else DISABLED
    elif variant == "tonal":
        d.rounded_rectangle(n.box, radius, fill=tint(accent, 0.82))
        color = INK if look.enabled else DISABLED
    elif variant == "outlined":
        d.rounded_rectangle(n.box, radius, outline=OUTLINE, width=max(1, r.px(1)))
        color = accent
    else:
        color = accent
    box = n.box
    if look.icon:
        size = r.px(18)
        label_w = r.text_width(n.text, look)
        x = (left + right - label_w - size - r.px(8)) / 2 + size / 2
        draw_icon(d, look.icon, x, (top + bottom) / 2, size, color, accent)
        box = (round(x + size / 2 + r.px(8)), top, right, bottom)
        r.text(d, box, n.text, _with_align(look, "left"), color)
        return
    r.text(d, box, n.text, _with_align(look, "center"), color)


def _with_align(look: Look, align: str) -> Look:
    return Look(look.kind, look.size, look.color, look.bold, align, lines=look.lines)


def _icon_button(r: Renderer, im: Image.Image, d: Draw, n: Node, look: Look) -> None:
    left, top, right, bottom = n.box
    cx, cy = (left + right) / 2, (top + bottom) / 2
    bg = WHITE
    color = look.color if look.enabled else DISABLED
    if look.variant in ("filled", "fab"):
        bg = look.accent if look.variant == "filled" else WHITE
        color = WHITE if look.variant == "filled" else look.accent
        if look.variant == "fab":
            d.rounded_rectangle(
                (left + 2, top + 4, right + 2, bottom + 4), r.px(14), fill="#c9c9c9"
            )
        d.rounded_rectangle(n.box, r.px(14) if look.variant == "fab" else (bottom - top) // 2, bg)
    elif look.on:
        bg = tint(look.accent, 0.8)
        d.ellipse(n.box, fill=bg)
        color = look.accent
    draw_icon(d, look.icon, cx, cy, r.px(24), color, bg)


def _icon(r: Renderer, im: Image.Image, d: Draw, n: Node, look: Look) -> None:
    left, top, right, bottom = n.box
    draw_icon(d, look.icon, (left + right) / 2, (top + bottom) / 2, right - left, look.color)


def _field(r: Renderer, im: Image.Image, d: Draw, n: Node, look: Look) -> None:
    left, top, right, bottom = n.box
    radius = r.px(8)
    if look.on:
        d.rounded_rectangle(n.box, radius, fill=WHITE, outline=look.accent, width=r.px(2))
    else:
        d.rounded_rectangle(n.box, radius, fill=WHITE, outline=OUTLINE, width=max(1, r.px(1)))
    x = left + r.px(16)
    cy = (top + bottom) / 2
    if look.icon:
        draw_icon(d, look.icon, x + r.px(10), cy, r.px(22), MUTED)
        x += r.px(34)
    hint = look.variant == "hint"
    color = MUTED if hint else (INK if look.enabled else DISABLED)
    text_box = (x, top, right - r.px(16), bottom)
    r.text(d, text_box, n.text, look, color)
    if look.on:
        cursor_x = x if hint else x + min(r.text_width(n.text, look), text_box[2] - x)
        half = r.px(11)
        d.line(
            (cursor_x + 2, cy - half, cursor_x + 2, cy + half),
            fill=look.accent,
            width=max(2, r.px(1.5)),
        )


def _switch(r: Renderer, im: Image.Image, d: Draw, n: Node, look: Look) -> None:
    left, top, right, bottom = n.box
    h = bottom - top
    accent = look.accent if look.enabled else "#bdbdbd"
    if look.on:
        d.rounded_rectangle(n.box, h // 2, fill=accent)
        k = h * 0.36
        cx = right - h / 2
        d.ellipse((cx - k, top + h / 2 - k, cx + k, top + h / 2 + k), fill=WHITE)
        draw_icon(d, "check", cx, top + h / 2, k * 1.3, accent)
    else:
        d.rounded_rectangle(n.box, h // 2, fill="#e7e0ec", outline=OUTLINE, width=r.px(2))
        k = h * 0.24
        cx = left + h / 2
        d.ellipse((cx - k, top + h / 2 - k, cx + k, top + h / 2 + k), fill=OUTLINE)


def _check(r: Renderer, im: Image.Image, d: Draw, n: Node, look: Look) -> None:
    left, top, right, bottom = n.box
    cy = (top + bottom) / 2
    cx = left + r.px(28)
    k = r.px(9)
    accent = look.accent if look.enabled else "#bdbdbd"
    if look.kind == "radio":
        outer = (cx - r.px(10), cy - r.px(10), cx + r.px(10), cy + r.px(10))
        d.ellipse(outer, outline=accent if look.on else OUTLINE, width=r.px(2))
        if look.on:
            d.ellipse((cx - r.px(5), cy - r.px(5), cx + r.px(5), cy + r.px(5)), fill=accent)
    elif look.on:
        d.rounded_rectangle((cx - k, cy - k, cx + k, cy + k), r.px(2), fill=accent)
        draw_icon(d, "check", cx, cy, k * 1.9, WHITE, accent)
    else:
        d.rounded_rectangle(
            (cx - k, cy - k, cx + k, cy + k), r.px(2), outline=OUTLINE, width=r.px(2)
        )
    color = INK if look.enabled else DISABLED
    r.text(d, (left + r.px(56), top, right - r.px(16), bottom), n.text, look, color)


def _row(r: Renderer, im: Image.Image, d: Draw, n: Node, look: Look) -> None:
    left, _top, right, bottom = n.box
    if look.on:
        d.rectangle(n.box, fill=tint(look.accent, 0.88))
    if look.variant != "plain":
        d.line((left + r.px(16), bottom - 1, right, bottom - 1), fill=DIVIDER, width=1)


def _image(r: Renderer, im: Image.Image, d: Draw, n: Node, look: Look) -> None:
    left, top, right, bottom = n.box
    w, h = right - left, bottom - top
    if w <= 0 or h <= 0:
        return
    if look.variant in ("map", "satellite"):
        picture = artwork.map_image(w, h, look.seed, r.scale, look.variant == "satellite")
        im.paste(picture, (left, top))
        cx, cy = (left + right) / 2, (top + bottom) / 2
        if look.icon == "route":
            artwork.draw_route(d, n.box, r.scale)
        elif look.icon == "pin":
            artwork.draw_pin(d, cx, cy, r.scale)
        elif look.icon == "location":
            artwork.draw_you(d, cx, cy, r.scale)
        return
    if look.variant == "avatar":
        d.ellipse(n.box, fill=tint(look.accent, 0.6))
        draw_icon(
            d,
            look.icon or "person",
            (left + right) / 2,
            (top + bottom) / 2,
            w * 0.6,
            WHITE,
            tint(look.accent, 0.6),
        )
        return
    pic = artwork.photo(w, h, look.seed)
    mask = _round_mask(w, h, r.px(12))
    im.paste(pic, (left, top), mask)
    if n.text:
        r.text(
            d,
            (left + r.px(16), bottom - r.px(40), right - r.px(16), bottom - r.px(8)),
            n.text,
            Look("text", size=18, bold=True),
            WHITE,
        )


_MASKS: dict[tuple[int, int, int], Image.Image] = {}


def _round_mask(w: int, h: int, radius: int) -> Image.Image:
    key = (w, h, radius)
    if key not in _MASKS:
        mask = Image.new("L", (w, h), 0)
        ImageDraw.Draw(mask).rounded_rectangle((0, 0, w - 1, h - 1), radius, fill=255)
        _MASKS[key] = mask
    return _MASKS[key]


def _tabs(r: Renderer, im: Image.Image, d: Draw, n: Node, look: Look) -> None:
    left, _top, right, bottom = n.box
    d.line((left, bottom - 1, right, bottom - 1), fill=DIVIDER, width=max(1, r.px(1)))


def _tab(r: Renderer, im: Image.Image, d: Draw, n: Node, look: Look) -> None:
    left, top, right, bottom = n.box
    color = look.accent if look.on else (MUTED if look.enabled else DISABLED)
    if look.on and look.icon and bottom - top >= r.px(56):
        cx, cy = (left + right) / 2, top + r.px(18)
        d.rounded_rectangle(
            (cx - r.px(28), cy - r.px(14), cx + r.px(28), cy + r.px(14)),
            r.px(14),
            fill=tint(look.accent, 0.82),
        )
    elif look.on:
        tw = r.text_width(n.text, look)
        cx = (left + right) / 2
        half = max(tw / 2, r.px(12))
        d.rounded_rectangle((cx - half, bottom - r.px(3), cx + half, bottom), r.px(2), fill=color)
    if look.icon and bottom - top >= r.px(56):
        draw_icon(d, look.icon, (left + right) / 2, top + r.px(18), r.px(22), color)
        small = Look("text", 12, look.color, look.bold, "center")
        r.text(d, (left, top + r.px(30), right, bottom - r.px(4)), n.text, small, color)
        return
    r.text(d, n.box, n.text, _with_align(look, "center"), color)


def _divider(r: Renderer, im: Image.Image, d: Draw, n: Node, look: Look) -> None:
    left, top, right, bottom = n.box
    y = (top + bottom) // 2
    d.line((left, y, right, y), fill=DIVIDER, width=max(1, r.px(1)))


def _card(r: Renderer, im: Image.Image, d: Draw, n: Node, look: Look) -> None:
    d.rounded_rectangle(n.box, r.px(28), fill="#f7f2fa")


def _keyboard(r: Renderer, im: Image.Image, d: Draw, n: Node, look: Look) -> None:
    d.rectangle(n.box, fill="#e3e6ea")
    left, top, right, _ = n.box
    for i, word in enumerate(("the", "I", "and")):
        x = left + (right - left) * (i + 0.5) / 3
        d.text((x, top + r.px(22)), word, fill=MUTED, font=r.font(16), anchor="mm")


def _key(r: Renderer, im: Image.Image, d: Draw, n: Node, look: Look) -> None:
    special = n.text in ("shift", "backspace", "?123", "enter")
    fill = "#c6cad0" if special else WHITE
    if n.text == "enter":
        fill = "#1a73e8"
    d.rounded_rectangle(n.box, r.px(6), fill=fill)
    left, top, right, bottom = n.box
    cx, cy = (left + right) / 2, (top + bottom) / 2
    if n.text == "enter":
        draw_icon(d, "check", cx, cy, r.px(22), WHITE, fill)
    elif n.text == "backspace":
        draw_icon(d, "back", cx, cy, r.px(22), INK, fill)
    elif n.text == "shift":
        k = r.px(8)
        d.polygon([(cx, cy - k), (cx + k, cy + k * 0.2), (cx - k, cy + k * 0.2)], outline=INK)
    elif n.text.strip():
        size = 14 if n.text == "?123" else 20
        d.text((cx, cy), n.text, fill=INK, font=r.font(size), anchor="mm")


def _launcher_icon(r: Renderer, im: Image.Image, d: Draw, n: Node, look: Look) -> None:
    left, top, right, _bottom = n.box
    cx = (left + right) / 2
    k = r.px(28)
    cy = top + r.px(8) + k
    d.ellipse((cx - k, cy - k + r.px(2), cx + k, cy + k + r.px(2)), fill="#24344f")
    d.ellipse((cx - k, cy - k, cx + k, cy + k), fill=look.accent)
    if len(look.icon) == 1:
        d.text((cx, cy), look.icon, fill=WHITE, font=r.font(26, True), anchor="mm")
    else:
        draw_icon(d, look.icon, cx, cy, r.px(30), WHITE, look.accent)
    label = (left, cy + k + r.px(4), right, cy + k + r.px(26))
    r.text(d, label, n.text, _with_align(look, "center"), WHITE)


PAINTERS: dict[str, Painter] = {
    "text": _text,
    "appbar": _appbar,
    "banner": _banner,
    "button": _button,
    "icon_button": _icon_button,
    "icon": _icon,
    "field": _field,
    "switch": _switch,
    "check": _check,
    "radio": _check,
    "row": _row,
    "image": _image,
    "tabs": _tabs,
    "tab": _tab,
    "divider": _divider,
    "card": _card,
    "keyboard": _keyboard,
    "key": _key,
    "launcher_icon": _launcher_icon,
}
