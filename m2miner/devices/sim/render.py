"""Draw a laid-out :class:`Frame` with Pillow, the way Android would show it.

Every node is painted inside its own box, so what the hierarchy reports is what is drawn.
Static layers (the system bars, the map, the wallpaper) are cached per size.
"""

from __future__ import annotations

import functools

from PIL import Image, ImageDraw

from m2miner.devices.sim import artwork
from m2miner.devices.sim.fonts import Font, fit, font, text_width, wrap
from m2miner.devices.sim.icons import draw_icon
from m2miner.devices.sim.nodes import NAV_DP, STATUS_DP, Box, Frame, Look, Node
from m2miner.devices.sim.paint import INK, PAINTERS, WHITE

_DIM = [round(v * 0.45) for v in range(256)] * 3


class Renderer:
    """Renders frames of one screen size."""

    def __init__(self, width: int, height: int) -> None:
        self.width = width
        self.height = height
        self.scale = width / 360

    def px(self, dp: float) -> int:
        return round(dp * self.scale)

    def render(self, frame: Frame, clock: str) -> Image.Image:
        """The screenshot of ``frame`` with ``clock`` in the status bar."""
        im = self._window(frame)
        dark = frame.launcher or (frame.below is not None and frame.below.launcher)
        im.paste(_status_bar(self.width, self.height, dark), (0, 0), _alpha_mask(frame, self))
        d = ImageDraw.Draw(im)
        color = WHITE if dark else INK
        d.text(
            (self.px(18), self.px(STATUS_DP / 2)),
            clock,
            fill=color,
            font=font(self.px(14), True),
            anchor="lm",
        )
        nav = _nav_bar(self.width, self.height, frame.launcher)
        im.paste(nav, (0, self.height - nav.height))
        return im

    def _window(self, frame: Frame) -> Image.Image:
        if frame.below is not None:
            im = self._window(frame.below).point(_DIM)
        elif frame.launcher:
            im = artwork.wallpaper(self.width, self.height).copy()
        else:
            im = Image.new("RGB", (self.width, self.height), WHITE)
        d = ImageDraw.Draw(im)
        self._paint(im, d, frame.root)
        for node in frame.chrome:
            self._paint(im, d, node)
        return im

    def _paint(self, im: Image.Image, d: ImageDraw.ImageDraw, node: Node) -> None:
        if node.look is not None:
            painter = PAINTERS.get(node.look.kind)
            if painter is not None:
                painter(self, im, d, node, node.look)
        if node.clip is None:
            for child in node.children:
                self._paint(im, d, child)
            return
        # Children of a scrolled list may stick out of its viewport: keep what lies
        # outside the viewport and put it back after drawing them.
        clip = node.clip
        saved = []
        top = min((c.box[1] for c in node.children), default=clip[1])
        bottom = max((c.box[3] for c in node.children), default=clip[3])
        if top < clip[1]:
            area = (clip[0], max(0, top), clip[2], clip[1])
            saved.append((im.crop(area), area))
        if bottom > clip[3]:
            area = (clip[0], clip[3], clip[2], min(self.height, bottom))
            saved.append((im.crop(area), area))
        for child in node.children:
            self._paint(im, d, child)
        for patch, area in saved:
            im.paste(patch, area[:2])

    # --- text ---------------------------------------------------------------------------

    def font(self, size_dp: float, bold: bool = False) -> Font:
        return font(self.px(size_dp), bold)

    def text_width(self, text: str, look: Look) -> float:
        return text_width(text, self.px(look.size), look.bold)

    def text(self, d: ImageDraw.ImageDraw, box: Box, text: str, look: Look, color: str) -> None:
        if not text:
            return
        size = self.px(look.size)
        left, top, _, bottom = box
        lines = text_lines(text, size, look.bold, box, look.lines)
        f = font(size, look.bold)
        step = size * 1.3
        if len(lines) > 1:
            y = (top + bottom) / 2 - step * (len(lines) - 1) / 2
            for line in lines:
                d.text((left, y), line, fill=color, font=f, anchor="lm")
                y += step
            return
        x, y, anchor = _anchor(box, look.align, size)
        d.text((x, y), lines[0], fill=color, font=f, anchor=anchor)


def text_lines(text: str, size: int, bold: bool, box: Box, max_lines: int = 0) -> list[str]:
    """The lines ``text`` is drawn in inside ``box`` at ``size`` pixels: wrapped when the
    box is tall enough for two lines and ``max_lines`` allows, else one line ellipsized
    with "…" only when it is wider than the box."""
    left, top, right, bottom = box
    width = right - left
    room = int((bottom - top) // (size * 1.3))
    if max_lines:
        room = min(room, max_lines)
    if room >= 2 and text_width(text, size, bold) > width and bottom - top >= size * 2.6:
        return wrap(text, size, bold, width, room)
    return [fit(text, size, bold, width)]


def _anchor(box: Box, align: str, size: int) -> tuple[float, float, str]:
    left, top, right, bottom = box
    cy = (top + bottom) / 2
    if align == "center":
        return (left + right) / 2, cy, "mm"
    if align == "right":
        return right, cy, "rm"
    if align == "bottom":
        return left, bottom - size * 0.25, "ls"
    if align == "top":
        return left, top + size * 0.15, "la"
    return left, cy, "lm"


@functools.lru_cache(maxsize=8)
def _status_bar(width: int, height: int, dark: bool) -> Image.Image:
    s = width / 360
    h = round(STATUS_DP * s)
    im = Image.new("RGB", (width, h), "#000000" if dark else WHITE)
    d = ImageDraw.Draw(im)
    color = WHITE if dark else INK
    right = width - round(16 * s)
    d.rounded_rectangle(
        (right - 20 * s, h * 0.3, right - 2 * s, h * 0.7),
        2 * s,
        outline=color,
        width=max(1, round(1.5 * s)),
    )
    d.rectangle((right - 2 * s, h * 0.42, right, h * 0.58), fill=color)
    d.rectangle((right - 18 * s, h * 0.36, right - 6 * s, h * 0.64), fill=color)
    x = right - 34 * s
    for i in range(4):
        bar = (i + 1) * 2.6 * s
        d.rectangle(
            (x + i * 3.2 * s, h * 0.7 - bar, x + i * 3.2 * s + 2.2 * s, h * 0.7), fill=color
        )
    draw_icon(d, "wifi", right - 48 * s, h * 0.5, 16 * s, color, "#000000" if dark else WHITE)
    return im


def _alpha_mask(frame: Frame, r: Renderer) -> Image.Image | None:
    """The status bar is see-through over the launcher's wallpaper."""
    if not frame.launcher:
        return None
    return _wallpaper_mask(r.width, r.height)


@functools.lru_cache(maxsize=4)
def _wallpaper_mask(width: int, height: int) -> Image.Image:
    bar = _status_bar(width, height, True)
    return bar.convert("L").point(lambda v: 255 if v > 60 else 0)


@functools.lru_cache(maxsize=8)
def _nav_bar(width: int, height: int, launcher: bool) -> Image.Image:
    s = width / 360
    h = round(NAV_DP * s)
    im = Image.new("RGB", (width, h), "#1c1c1c" if launcher else "#f4f4f4")
    d = ImageDraw.Draw(im)
    color = "#e8e8e8" if launcher else "#3c3c3c"
    cy = h / 2
    bx = width * 0.25
    k = 8 * s
    d.polygon(
        [(bx - k, cy), (bx + k * 0.8, cy - k), (bx + k * 0.8, cy + k)],
        outline=color,
        width=max(2, round(2 * s)),
    )
    d.ellipse(
        (width / 2 - k, cy - k, width / 2 + k, cy + k), outline=color, width=max(2, round(2 * s))
    )
    rx = width * 0.75
    d.rounded_rectangle(
        (rx - k * 0.9, cy - k * 0.9, rx + k * 0.9, cy + k * 0.9),
        2 * s,
        outline=color,
        width=max(2, round(2 * s)),
    )
    return im
