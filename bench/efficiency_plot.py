"""The plot of ``bench/efficiency.py --plot``: median search steps and median cost to the
first verified success against task length, one line per variant, with the bootstrap
interval over tasks and seeds as a bar; a median resting on capped runs is drawn as a
hollow marker with an arrow up (a lower bound). One row of two panels per setting, on
log scales. Drawn with Pillow, so the benchmark needs no plotting library."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from efficiency_cost import Prices, cost_of, median_interval
from efficiency_tables import by_task, steps_of
from PIL import Image, ImageDraw

from m2miner.testing.stats import Interval

COLOURS = {
    "m2m": (31, 119, 180),
    "vanilla": (214, 39, 40),
    "vanilla-infer": (255, 127, 14),
    "m2m-replay": (44, 160, 44),
}
OTHER = (120, 120, 120)
PANEL = (520, 340)
MARGIN = (70, 40, 20, 50)  # left, top, right, bottom


def write_plot(
    results: Sequence[Any],
    path: Path,
    lengths: list[int],
    variants: list[str],
    settings: list[str],
    prices: Prices,
    header: dict[str, Any],
) -> None:
    boot = {"resamples": min(header["resamples"], 500), "seed": header["seed"]}
    width, height = PANEL[0] * 2, PANEL[1] * len(settings) + 30 * len(variants)
    image = Image.new("RGB", (width, height), "white")
    draw = ImageDraw.Draw(image)
    panels: list[tuple[str, Callable[[Any], Interval]]] = [
        ("search device steps", steps_of),
        ("cost, US$", cost_of(prices)),
    ]
    for row, setting in enumerate(settings):
        mine = [r for r in results if r.setting == setting]
        for col, (title, of) in enumerate(panels):
            series = {}
            for variant in variants:
                points = []
                for length in lengths:
                    trees = [r for r in mine if r.variant == variant and r.length == length]
                    if trees:
                        points.append((length, *median_interval(
                            list(by_task(trees).values()), of, **boot)))  # fmt: skip
                series[variant] = points
            box = (col * PANEL[0], row * PANEL[1], (col + 1) * PANEL[0], (row + 1) * PANEL[1])
            _panel(draw, box, f"{setting}: {title} to the first verified success", lengths,
                   series)  # fmt: skip
    _legend(draw, variants, PANEL[1] * len(settings))
    image.save(path, format="PNG")


def _panel(
    draw: ImageDraw.ImageDraw,
    box: tuple[int, int, int, int],
    title: str,
    lengths: list[int],
    series: dict[str, list[tuple[int, Interval, Interval]]],
) -> None:
    left, top, right, bottom = box
    x0, y0 = left + MARGIN[0], top + MARGIN[1]
    x1, y1 = right - MARGIN[2], bottom - MARGIN[3]
    draw.text((left + 10, top + 10), title, fill="black")
    draw.rectangle((x0, y0, x1, y1), outline="black")
    values = [v for pts in series.values() for _, p, ci in pts
              for v in (p.lo, ci.lo, ci.hi, p.hi) if 0 < v < math.inf]  # fmt: skip
    if not values:
        return
    low = math.floor(math.log10(min(values)))
    high = max(low + 1, math.ceil(math.log10(max(values))))
    span = max(1, len(lengths) - 1)

    def x(length: int) -> float:
        return x0 + 20 + (x1 - x0 - 40) * lengths.index(length) / span

    def y(value: float) -> float:
        share = (math.log10(max(value, 10.0**low)) - low) / (high - low)
        return y1 - (y1 - y0) * min(1.0, share)

    for power in range(low, high + 1):
        draw.line((x0 - 4, y(10.0**power), x0, y(10.0**power)), fill="black")
        draw.text((left + 8, y(10.0**power) - 6), f"1e{power}", fill="black")
    for length in lengths:
        draw.text((x(length) - 3, y1 + 6), str(length), fill="black")
    draw.text(((x0 + x1) // 2 - 30, y1 + 24), "task length", fill="black")
    for variant, points in series.items():
        colour = COLOURS.get(variant, OTHER)
        _series(draw, [(x(n), p, ci) for n, p, ci in points], y, colour, y0)


def _series(
    draw: ImageDraw.ImageDraw,
    points: list[tuple[float, Interval, Interval]],
    y: Callable[[float], float],
    colour: tuple[int, int, int],
    ceiling: float,
) -> None:
    line = [(px, y(p.lo)) for px, p, _ in points]
    if len(line) > 1:
        draw.line(line, fill=colour, width=2)
    for px, p, ci in points:
        top = y(ci.hi) if ci.hi < math.inf else ceiling
        draw.line((px, y(ci.lo), px, top), fill=colour, width=1)
        py = y(p.lo)
        capped = p.hi == math.inf
        draw.ellipse((px - 4, py - 4, px + 4, py + 4), outline=colour,
                     fill=None if capped else colour)  # fmt: skip
        if capped:  # a lower bound: the true median is at least here
            draw.polygon([(px - 4, py - 8), (px + 4, py - 8), (px, py - 14)], fill=colour)


def _legend(draw: ImageDraw.ImageDraw, variants: list[str], top: int) -> None:
    for i, variant in enumerate(variants):
        colour = COLOURS.get(variant, OTHER)
        ty = top + 8 + 30 * i
        draw.line((20, ty + 6, 50, ty + 6), fill=colour, width=3)
        draw.text((58, ty), f"{variant} (hollow + arrow: median is a lower bound, capped runs)",
                  fill="black")  # fmt: skip
