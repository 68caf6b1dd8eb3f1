"""Fonts for the sim renderer: DejaVu Sans when the system has it, Pillow's own otherwise.

Layout never depends on the font (widths are estimated from character counts), so a
machine without DejaVu draws slightly different glyphs but the same bounds.
"""

from __future__ import annotations

import functools

from PIL import ImageFont

Font = ImageFont.FreeTypeFont | ImageFont.ImageFont

_FACES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}
_SYSTEM_DIRS = (
    "/usr/share/fonts/truetype/dejavu",
    "/usr/share/fonts/TTF",
    "/usr/share/fonts/dejavu",
)


@functools.cache
def font(size: int, bold: bool = False) -> Font:
    """A font of ``size`` pixels; never fails for lack of a system font."""
    size = max(1, size)
    face = _FACES[bold]
    # Pillow searches the platform's font folders for a bare file name; the explicit
    # folders cover distributions that keep DejaVu elsewhere.
    for candidate in (face, *(f"{d}/{face}" for d in _SYSTEM_DIRS)):
        try:
            return ImageFont.truetype(candidate, size)
        except OSError:
            continue
    return ImageFont.load_default(size=size)


@functools.lru_cache(maxsize=8192)
def text_width(text: str, size: int, bold: bool = False) -> float:
    return float(font(size, bold).getlength(text))


def fit(text: str, size: int, bold: bool, width: float) -> str:
    """``text`` cut with an ellipsis so it fits in ``width`` pixels."""
    if text_width(text, size, bold) <= width:
        return text
    lo, hi = 0, len(text)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if text_width(text[:mid] + "…", size, bold) <= width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo].rstrip() + "…"


def wrap(text: str, size: int, bold: bool, width: float, max_lines: int) -> list[str]:
    """Break ``text`` into at most ``max_lines`` lines of ``width`` pixels."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        candidate = f"{current} {word}".strip()
        if current and text_width(candidate, size, bold) > width:
            lines.append(current)
            current = word
        else:
            current = candidate
    if current:
        lines.append(current)
    if len(lines) > max_lines:
        lines = [*lines[: max_lines - 1], " ".join(lines[max_lines - 1 :])]
    return [fit(line, size, bold, width) for line in lines]
