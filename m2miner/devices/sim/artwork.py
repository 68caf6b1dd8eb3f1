"""Procedural pictures: the map, the launcher wallpaper, photos. Cached per size and seed."""

from __future__ import annotations

import functools
import itertools
import random

from PIL import Image, ImageDraw

from m2miner.devices.sim.fonts import font
from m2miner.devices.sim.icons import draw_icon

LAND = "#f3f1ec"
BLOCK = "#e6e3dc"
PARK = "#c5e8c5"
WATER = "#a9d3f5"
ROAD = "#ffffff"
ROAD_EDGE = "#d6d3cc"
MAJOR = "#fbd97a"
ROUTE = "#1a73e8"
PIN = "#ea4335"
STREETS = ("Oak St", "Pine Ave", "Main St", "Park Rd", "Lake Dr", "Elm St", "5th Ave")


PALETTES = {
    False: {
        "land": LAND,
        "block": BLOCK,
        "park": PARK,
        "water": WATER,
        "road": ROAD,
        "edge": ROAD_EDGE,
        "major": MAJOR,
        "label": "#7a766d",
    },
    True: {
        "land": "#4f5d43",
        "block": "#676b5c",
        "park": "#36602f",
        "water": "#27465f",
        "road": "#a19f94",
        "edge": "#3e4236",
        "major": "#c9b77a",
        "label": "#f1f1f1",
    },
}


@functools.lru_cache(maxsize=16)
def map_image(
    width: int, height: int, seed: int, scale: float, satellite: bool = False
) -> Image.Image:
    """A street map (or its satellite view): blocks, roads, a park, a river, labels."""
    colors = PALETTES[satellite]
    rng = random.Random(seed)
    im = Image.new("RGB", (width, height), colors["land"])
    d = ImageDraw.Draw(im)
    step = 78 * scale
    xs = _grid(rng, width, step)
    ys = _grid(rng, height, step)
    pad = 7 * scale
    for x0, x1 in itertools.pairwise(xs):
        for y0, y1 in itertools.pairwise(ys):
            box = (x0 + pad, y0 + pad, x1 - pad, y1 - pad)
            d.rounded_rectangle(box, radius=4 * scale, fill=colors["block"])
            if satellite:
                _roofs(d, rng, box, scale)
    px, py = rng.randrange(1, max(2, len(xs) - 2)), rng.randrange(1, max(2, len(ys) - 2))
    d.rectangle((xs[px], ys[py], xs[px + 1], ys[py + 1]), fill=colors["park"])
    river_y = height * rng.uniform(0.72, 0.85)
    d.polygon(
        [
            (0, river_y),
            (width, river_y - 60 * scale),
            (width, river_y + 10 * scale),
            (0, river_y + 70 * scale),
        ],
        fill=colors["water"],
    )
    for x in xs:
        _road(d, (x, 0, x, height), 9 * scale, colors["road"], colors["edge"])
    for y in ys:
        _road(d, (0, y, width, y), 9 * scale, colors["road"], colors["edge"])
    major = xs[len(xs) // 2]
    _road(d, (major, 0, major, height), 14 * scale, colors["major"], colors["edge"])
    _road(d, (0, height * 0.1, width, height * 0.55), 13 * scale, colors["major"], colors["edge"])
    f = font(round(11 * scale))
    for i, y in enumerate(ys[1:-1:2]):
        label = STREETS[(seed + i) % len(STREETS)]
        d.text((8 * scale, y - 7 * scale), label, fill=colors["label"], font=f, anchor="lm")
    return im


def _roofs(
    d: ImageDraw.ImageDraw, rng: random.Random, box: tuple[float, ...], scale: float
) -> None:
    left, top, right, bottom = box
    for _ in range(3):
        w, h = rng.uniform(10, 24) * scale, rng.uniform(10, 24) * scale
        x, y = rng.uniform(left, max(left, right - w)), rng.uniform(top, max(top, bottom - h))
        shade = rng.choice(("#7d7f73", "#8a8577", "#5d6152", "#9a9486"))
        d.rectangle((x, y, min(right, x + w), min(bottom, y + h)), fill=shade)


def _grid(rng: random.Random, size: int, step: float) -> list[float]:
    out, pos = [], -step * rng.uniform(0.2, 0.6)
    while pos < size + step:
        out.append(pos)
        pos += step * rng.uniform(0.8, 1.25)
    return out


def _road(
    d: ImageDraw.ImageDraw, line: tuple[float, ...], width: float, color: str, edge: str
) -> None:
    d.line(line, fill=edge, width=round(width + 3))
    d.line(line, fill=color, width=round(width))


def draw_pin(d: ImageDraw.ImageDraw, cx: float, cy: float, scale: float) -> None:
    """A red map pin whose point touches ``(cx, cy)``."""
    size = 48 * scale
    draw_icon(d, "pin", cx, cy - size * 0.42, size, PIN, "#ffffff")


def draw_you(d: ImageDraw.ImageDraw, cx: float, cy: float, scale: float) -> None:
    """The blue "you are here" dot with its halo."""
    for radius, color in ((26, "#c6dafc"), (11, "#ffffff"), (8, ROUTE)):
        r = radius * scale
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=color)


def draw_route(d: ImageDraw.ImageDraw, box: tuple[int, int, int, int], scale: float) -> None:
    """A route from the lower left of ``box`` to its centre, along streets, with end marks."""
    left, top, right, bottom = box
    start = (left + (right - left) * 0.2, top + (bottom - top) * 0.78)
    end = ((left + right) / 2, (top + bottom) / 2)
    corner = (start[0], end[1] + (bottom - top) * 0.12)
    path = [start, corner, (end[0], corner[1]), end]
    d.line(path, fill="#0b57d0", width=round(11 * scale), joint="curve")
    d.line(path, fill=ROUTE, width=round(7 * scale), joint="curve")
    r = 8 * scale
    d.ellipse(
        (start[0] - r, start[1] - r, start[0] + r, start[1] + r),
        fill="#ffffff",
        outline="#1f1f1f",
        width=max(2, round(3 * scale)),
    )
    draw_pin(d, end[0], end[1], scale)


@functools.lru_cache(maxsize=4)
def wallpaper(width: int, height: int) -> Image.Image:
    """The launcher wallpaper: a vertical gradient with soft hills."""
    top, bottom = (38, 70, 125), (120, 160, 205)
    column = Image.new("RGB", (1, height))
    for y in range(height):
        t = y / max(1, height - 1)
        column.putpixel(
            (0, y), tuple(round(a + (b - a) * t) for a, b in zip(top, bottom, strict=True))
        )
    im = column.resize((width, height))
    d = ImageDraw.Draw(im)
    for i, color in enumerate(((72, 112, 150), (58, 92, 128))):
        hill = height * (0.7 + 0.08 * i)
        d.ellipse(
            (-width * 0.4 + i * width * 0.5, hill, width * (0.9 + i * 0.5), hill + height * 0.6),
            fill=color,
        )
    return im


@functools.lru_cache(maxsize=64)
def photo(width: int, height: int, seed: int) -> Image.Image:
    """A landscape-like placeholder photo: sky, sun, hills, tinted by ``seed``."""
    rng = random.Random(seed)
    hue = rng.randrange(3)
    sky = [(135, 190, 235), (250, 200, 150), (180, 200, 230)][hue]
    hill = [(90, 150, 90), (150, 110, 80), (80, 120, 150)][hue]
    im = Image.new("RGB", (max(1, width), max(1, height)), sky)
    d = ImageDraw.Draw(im)
    r = height * 0.14
    sx, sy = width * rng.uniform(0.6, 0.85), height * 0.3
    d.ellipse((sx - r, sy - r, sx + r, sy + r), fill=(255, 236, 170))
    d.ellipse((-width * 0.2, height * 0.55, width * 0.7, height * 1.6), fill=hill)
    shade = tuple(max(0, c - 30) for c in hill)
    d.ellipse((width * 0.3, height * 0.62, width * 1.3, height * 1.7), fill=shade)
    return im
