"""Material-like icons drawn with Pillow primitives, by name.

Each icon is drawn in a square of side ``size`` centred on ``(cx, cy)``. An unknown name is
drawn as its first letter in a circle, so app files may use any name.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PIL import ImageDraw

from m2miner.devices.sim.fonts import font

Draw = ImageDraw.ImageDraw
Painter = Callable[[Draw, float, float, float, str, str], None]
_ICONS: dict[str, Painter] = {}


def icon(name: str) -> Callable[[Painter], Painter]:
    def register(fn: Painter) -> Painter:
        _ICONS[name] = fn
        return fn

    return register


def draw_icon(
    d: Draw, name: str, cx: float, cy: float, size: float, color: str, bg: str = "#ffffff"
) -> None:
    """Draw icon ``name``; ``bg`` is the colour behind it (used for cut-outs)."""
    painter = _ICONS.get(name)
    if painter is not None:
        painter(d, cx, cy, size, color, bg)
        return
    r = size * 0.45
    d.ellipse((cx - r, cy - r, cx + r, cy + r), outline=color, width=_lw(size))
    letter = (name[:1] or "?").upper()
    d.text((cx, cy), letter, fill=color, font=font(round(size * 0.5), True), anchor="mm")


def known_icons() -> list[str]:
    return sorted(_ICONS)


def _lw(size: float) -> int:
    return max(2, round(size / 11))


def _box(cx: float, cy: float, r: float) -> tuple[float, float, float, float]:
    return (cx - r, cy - r, cx + r, cy + r)


@icon("search")
def _search(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    r = s * 0.27
    ox, oy = cx - s * 0.08, cy - s * 0.08
    d.ellipse(_box(ox, oy, r), outline=c, width=_lw(s))
    d.line((ox + r * 0.7, oy + r * 0.7, cx + s * 0.36, cy + s * 0.36), fill=c, width=_lw(s) + 1)


@icon("back")
def _back(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    w = _lw(s)
    d.line((cx - s * 0.32, cy, cx + s * 0.32, cy), fill=c, width=w)
    d.line((cx - s * 0.32, cy, cx - s * 0.05, cy - s * 0.27), fill=c, width=w)
    d.line((cx - s * 0.32, cy, cx - s * 0.05, cy + s * 0.27), fill=c, width=w)


@icon("close")
def _close(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    k = s * 0.28
    d.line((cx - k, cy - k, cx + k, cy + k), fill=c, width=_lw(s))
    d.line((cx - k, cy + k, cx + k, cy - k), fill=c, width=_lw(s))


@icon("menu")
def _menu(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    for dy in (-0.25, 0, 0.25):
        d.line((cx - s * 0.35, cy + dy * s, cx + s * 0.35, cy + dy * s), fill=c, width=_lw(s))


@icon("more")
def _more(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    for dy in (-0.28, 0, 0.28):
        d.ellipse(_box(cx, cy + dy * s, s * 0.07), fill=c)


@icon("plus")
def _plus(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    d.line((cx - s * 0.32, cy, cx + s * 0.32, cy), fill=c, width=_lw(s) + 1)
    d.line((cx, cy - s * 0.32, cx, cy + s * 0.32), fill=c, width=_lw(s) + 1)


@icon("minus")
def _minus(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    d.line((cx - s * 0.32, cy, cx + s * 0.32, cy), fill=c, width=_lw(s) + 1)


@icon("check")
def _check(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    pts = [(cx - s * 0.32, cy), (cx - s * 0.1, cy + s * 0.22), (cx + s * 0.34, cy - s * 0.24)]
    d.line(pts, fill=c, width=_lw(s) + 1, joint="curve")


def _star_points(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    pts = []
    for i in range(10):
        rad = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
    return pts


@icon("star")
def _star(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    d.polygon(_star_points(cx, cy + s * 0.03, s * 0.42), fill=c)


@icon("star_outline")
def _star_outline(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    d.polygon(_star_points(cx, cy + s * 0.03, s * 0.42), outline=c, width=_lw(s))


@icon("bookmark")
def _bookmark(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    x0, x1, y0, y1 = cx - s * 0.25, cx + s * 0.25, cy - s * 0.36, cy + s * 0.38
    d.polygon([(x0, y0), (x1, y0), (x1, y1), (cx, y1 - s * 0.2), (x0, y1)], fill=c)


@icon("share")
def _share(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    a, b, e = (cx + s * 0.25, cy - s * 0.3), (cx - s * 0.25, cy), (cx + s * 0.25, cy + s * 0.3)
    d.line([a, b, e], fill=c, width=_lw(s))
    for x, y in (a, b, e):
        d.ellipse(_box(x, y, s * 0.12), fill=c)


@icon("layers")
def _layers(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    for dy, fill in ((s * 0.12, c), (-s * 0.1, None)):
        y = cy + dy
        pts = [(cx, y - s * 0.22), (cx + s * 0.38, y), (cx, y + s * 0.22), (cx - s * 0.38, y)]
        d.polygon(pts, fill=fill or bg, outline=c, width=_lw(s))


def _pin(d: Draw, cx: float, cy: float, s: float, c: str, hole: str) -> None:
    r = s * 0.28
    top = cy - s * 0.12
    d.ellipse(_box(cx, top, r), fill=c)
    d.polygon(
        [(cx - r * 0.86, top + r * 0.5), (cx + r * 0.86, top + r * 0.5), (cx, cy + s * 0.42)],
        fill=c,
    )
    d.ellipse(_box(cx, top, r * 0.4), fill=hole)


@icon("pin")
def _pin_icon(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    _pin(d, cx, cy, s, c, bg)


@icon("location")
def _location(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    d.ellipse(_box(cx, cy, s * 0.28), outline=c, width=_lw(s))
    d.ellipse(_box(cx, cy, s * 0.12), fill=c)
    for dx, dy in ((0, -1), (0, 1), (-1, 0), (1, 0)):
        d.line(
            (cx + dx * s * 0.28, cy + dy * s * 0.28, cx + dx * s * 0.42, cy + dy * s * 0.42),
            fill=c,
            width=_lw(s),
        )


@icon("directions")
def _directions(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    r = s * 0.42
    d.polygon([(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)], fill=c)
    w = _lw(s)
    d.line(
        [(cx - s * 0.12, cy + s * 0.16), (cx - s * 0.12, cy), (cx + s * 0.14, cy)], fill=bg, width=w
    )
    d.polygon(
        [(cx + s * 0.1, cy - s * 0.1), (cx + s * 0.22, cy), (cx + s * 0.1, cy + s * 0.1)], fill=bg
    )


def _vehicle(d: Draw, cx: float, cy: float, s: float, c: str, bg: str, tall: bool) -> None:
    top = cy - (s * 0.38 if tall else s * 0.22)
    d.rounded_rectangle((cx - s * 0.36, top, cx + s * 0.36, cy + s * 0.22), radius=s * 0.1, fill=c)
    d.rectangle((cx - s * 0.26, top + s * 0.08, cx + s * 0.26, cy - s * 0.04), fill=bg)
    for dx in (-0.22, 0.22):
        d.ellipse(_box(cx + dx * s, cy + s * 0.26, s * 0.08), fill=c)


@icon("car")
def _car(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    _vehicle(d, cx, cy, s, c, bg, tall=False)


@icon("taxi")
def _taxi(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    _vehicle(d, cx, cy, s, c, bg, tall=False)
    d.rectangle((cx - s * 0.1, cy - s * 0.36, cx + s * 0.1, cy - s * 0.24), fill=c)


@icon("bus")
def _bus(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    _vehicle(d, cx, cy, s, c, bg, tall=True)


@icon("walk")
def _walk(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    w = _lw(s) + 1
    d.ellipse(_box(cx + s * 0.04, cy - s * 0.34, s * 0.08), fill=c)
    d.line([(cx, cy - s * 0.2), (cx - s * 0.06, cy + s * 0.08)], fill=c, width=w)
    d.line([(cx - s * 0.06, cy + s * 0.08), (cx - s * 0.2, cy + s * 0.4)], fill=c, width=w)
    d.line(
        [
            (cx - s * 0.06, cy + s * 0.08),
            (cx + s * 0.12, cy + s * 0.22),
            (cx + s * 0.14, cy + s * 0.4),
        ],
        fill=c,
        width=w,
    )
    d.line(
        [
            (cx - s * 0.22, cy - s * 0.02),
            (cx - s * 0.02, cy - s * 0.16),
            (cx + s * 0.2, cy - s * 0.02),
        ],
        fill=c,
        width=w,
    )


@icon("phone")
def _phone(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    d.arc(_box(cx + s * 0.1, cy - s * 0.1, s * 0.4), 90, 180, fill=c, width=round(s * 0.16))


@icon("home")
def _home(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    d.polygon([(cx, cy - s * 0.36), (cx + s * 0.38, cy), (cx - s * 0.38, cy)], fill=c)
    d.rectangle((cx - s * 0.26, cy - s * 0.02, cx + s * 0.26, cy + s * 0.34), fill=c)
    d.rectangle((cx - s * 0.07, cy + s * 0.12, cx + s * 0.07, cy + s * 0.34), fill=bg)


@icon("work")
def _work(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    d.rounded_rectangle((cx - s * 0.38, cy - s * 0.2, cx + s * 0.38, cy + s * 0.32), s * 0.06, c)
    d.rectangle(
        (cx - s * 0.14, cy - s * 0.34, cx + s * 0.14, cy - s * 0.2), outline=c, width=_lw(s)
    )


@icon("history")
def _history(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    d.arc(_box(cx, cy, s * 0.34), -240, 60, fill=c, width=_lw(s))
    d.line([(cx, cy - s * 0.18), (cx, cy), (cx + s * 0.14, cy + s * 0.1)], fill=c, width=_lw(s))


@icon("clock")
def _clock(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    d.ellipse(_box(cx, cy, s * 0.38), outline=c, width=_lw(s))
    d.line([(cx, cy - s * 0.22), (cx, cy), (cx + s * 0.16, cy + s * 0.1)], fill=c, width=_lw(s))


@icon("alarm")
def _alarm(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    _clock(d, cx, cy + s * 0.04, s * 0.9, c, bg)
    for dx in (-1, 1):
        d.line(
            (cx + dx * s * 0.26, cy - s * 0.42, cx + dx * s * 0.42, cy - s * 0.28),
            fill=c,
            width=_lw(s) + 1,
        )


@icon("wifi")
def _wifi(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    base = cy + s * 0.3
    for r in (0.62, 0.42, 0.22):
        d.pieslice(_box(cx, base, s * r), 225, 315, fill=c if r == 0.22 else None)
        d.arc(_box(cx, base, s * r), 225, 315, fill=c, width=_lw(s))


@icon("bluetooth")
def _bluetooth(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    t, b, r, l_ = cy - s * 0.38, cy + s * 0.38, cx + s * 0.18, cx - s * 0.2
    pts = [(l_, cy - s * 0.18), (r, cy + s * 0.18), (cx, b), (cx, t), (r, cy - s * 0.18)]
    d.line([*pts, (l_, cy + s * 0.18)], fill=c, width=_lw(s), joint="curve")


@icon("display")
def _display(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    d.ellipse(_box(cx, cy, s * 0.2), fill=c)
    for i in range(8):
        a = i * math.pi / 4
        d.line(
            (
                cx + math.cos(a) * s * 0.28,
                cy + math.sin(a) * s * 0.28,
                cx + math.cos(a) * s * 0.4,
                cy + math.sin(a) * s * 0.4,
            ),
            fill=c,
            width=_lw(s),
        )


_ICONS["sun"] = _display


@icon("moon")
def _moon(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    d.ellipse(_box(cx, cy, s * 0.36), fill=c)
    d.ellipse(_box(cx + s * 0.16, cy - s * 0.12, s * 0.3), fill=bg)


@icon("sound")
def _sound(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    x = cx - s * 0.2
    d.polygon(
        [
            (x - s * 0.16, cy - s * 0.1),
            (x, cy - s * 0.1),
            (x + s * 0.16, cy - s * 0.28),
            (x + s * 0.16, cy + s * 0.28),
            (x, cy + s * 0.1),
            (x - s * 0.16, cy + s * 0.1),
        ],
        fill=c,
    )
    for r in (0.22, 0.38):
        d.arc(_box(x + s * 0.1, cy, s * r), -50, 50, fill=c, width=_lw(s))


@icon("bell")
def _bell(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    d.pieslice(_box(cx, cy, s * 0.3), 180, 360, fill=c)
    d.rectangle((cx - s * 0.3, cy, cx + s * 0.3, cy + s * 0.2), fill=c)
    d.rectangle((cx - s * 0.38, cy + s * 0.2, cx + s * 0.38, cy + s * 0.26), fill=c)
    d.ellipse(_box(cx, cy + s * 0.34, s * 0.07), fill=c)


@icon("battery")
def _battery(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    d.rounded_rectangle(
        (cx - s * 0.18, cy - s * 0.34, cx + s * 0.18, cy + s * 0.38),
        s * 0.04,
        outline=c,
        width=_lw(s),
    )
    d.rectangle((cx - s * 0.08, cy - s * 0.42, cx + s * 0.08, cy - s * 0.34), fill=c)
    d.rectangle((cx - s * 0.1, cy, cx + s * 0.1, cy + s * 0.3), fill=c)


@icon("info")
def _info(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    d.ellipse(_box(cx, cy, s * 0.4), fill=c)
    d.rectangle((cx - s * 0.04, cy - s * 0.04, cx + s * 0.04, cy + s * 0.24), fill=bg)
    d.ellipse(_box(cx, cy - s * 0.18, s * 0.05), fill=bg)


@icon("language")
def _language(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    r, w = s * 0.38, _lw(s)
    d.ellipse(_box(cx, cy, r), outline=c, width=w)
    d.ellipse((cx - r * 0.45, cy - r, cx + r * 0.45, cy + r), outline=c, width=w)
    d.line((cx - r, cy, cx + r, cy), fill=c, width=w)


@icon("lock")
def _lock(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    d.arc(_box(cx, cy - s * 0.1, s * 0.2), 180, 360, fill=c, width=_lw(s) + 1)
    d.line((cx - s * 0.2, cy - s * 0.1, cx - s * 0.2, cy), fill=c, width=_lw(s) + 1)
    d.line((cx + s * 0.2, cy - s * 0.1, cx + s * 0.2, cy), fill=c, width=_lw(s) + 1)
    d.rounded_rectangle((cx - s * 0.3, cy - s * 0.02, cx + s * 0.3, cy + s * 0.38), s * 0.05, c)


@icon("person")
def _person(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    d.ellipse(_box(cx, cy - s * 0.16, s * 0.17), fill=c)
    d.pieslice((cx - s * 0.36, cy + s * 0.06, cx + s * 0.36, cy + s * 0.7), 180, 360, fill=c)


@icon("mail")
def _mail(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    box = (cx - s * 0.38, cy - s * 0.26, cx + s * 0.38, cy + s * 0.26)
    d.rectangle(box, outline=c, width=_lw(s))
    d.line([(box[0], box[1]), (cx, cy + s * 0.04), (box[2], box[1])], fill=c, width=_lw(s))


@icon("message")
def _message(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    d.rounded_rectangle((cx - s * 0.38, cy - s * 0.32, cx + s * 0.38, cy + s * 0.2), s * 0.08, c)
    d.polygon(
        [(cx - s * 0.2, cy + s * 0.18), (cx - s * 0.28, cy + s * 0.4), (cx, cy + s * 0.18)], fill=c
    )


@icon("settings")
def _settings(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    for i in range(8):
        a = i * math.pi / 4
        x, y = cx + math.cos(a) * s * 0.3, cy + math.sin(a) * s * 0.3
        d.ellipse(_box(x, y, s * 0.09), fill=c)
    d.ellipse(_box(cx, cy, s * 0.3), fill=c)
    d.ellipse(_box(cx, cy, s * 0.12), fill=bg)


@icon("cart")
def _cart(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    w = _lw(s)
    d.line(
        [
            (cx - s * 0.4, cy - s * 0.3),
            (cx - s * 0.26, cy - s * 0.3),
            (cx - s * 0.14, cy + s * 0.14),
            (cx + s * 0.3, cy + s * 0.14),
        ],
        fill=c,
        width=w,
    )
    d.polygon(
        [
            (cx - s * 0.22, cy - s * 0.2),
            (cx + s * 0.4, cy - s * 0.2),
            (cx + s * 0.3, cy + s * 0.06),
            (cx - s * 0.14, cy + s * 0.06),
        ],
        fill=c,
    )
    for dx in (-0.1, 0.24):
        d.ellipse(_box(cx + dx * s, cy + s * 0.3, s * 0.07), fill=c)


@icon("edit")
def _edit(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    d.line(
        (cx - s * 0.26, cy + s * 0.26, cx + s * 0.26, cy - s * 0.26), fill=c, width=round(s * 0.16)
    )
    d.polygon(
        [
            (cx - s * 0.36, cy + s * 0.36),
            (cx - s * 0.32, cy + s * 0.16),
            (cx - s * 0.16, cy + s * 0.32),
        ],
        fill=c,
    )


@icon("delete")
def _delete(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    d.rectangle((cx - s * 0.24, cy - s * 0.18, cx + s * 0.24, cy + s * 0.38), fill=c)
    d.rectangle((cx - s * 0.32, cy - s * 0.3, cx + s * 0.32, cy - s * 0.22), fill=c)
    d.rectangle((cx - s * 0.1, cy - s * 0.38, cx + s * 0.1, cy - s * 0.3), fill=c)


@icon("calendar")
def _calendar(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    d.rounded_rectangle(
        (cx - s * 0.36, cy - s * 0.3, cx + s * 0.36, cy + s * 0.36),
        s * 0.05,
        outline=c,
        width=_lw(s),
    )
    d.rectangle((cx - s * 0.36, cy - s * 0.3, cx + s * 0.36, cy - s * 0.12), fill=c)
    d.rectangle((cx + s * 0.06, cy + s * 0.04, cx + s * 0.22, cy + s * 0.2), fill=c)


@icon("camera")
def _camera(d: Draw, cx: float, cy: float, s: float, c: str, bg: str) -> None:
    d.rounded_rectangle((cx - s * 0.4, cy - s * 0.22, cx + s * 0.4, cy + s * 0.32), s * 0.06, c)
    d.rectangle((cx - s * 0.14, cy - s * 0.32, cx + s * 0.14, cy - s * 0.2), fill=c)
    d.ellipse(_box(cx, cy + s * 0.05, s * 0.15), fill=bg)
