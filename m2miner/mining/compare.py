"""Perceptual comparison of screenshots, tolerant to the clock in the status bar.

A state-only device's screens have no pixels (see :mod:`m2miner.devices.screens`): two
of them are the same screen exactly when their identities are equal, and never the same
as a rendered screenshot.
"""

from __future__ import annotations

import io

from PIL import Image, ImageChops, ImageStat

from m2miner.devices.screens import placeholder_key

_THUMB_WIDTH = 96
DEFAULT_STATUS_BAR_SHARE = 0.04
"""Share of the screen height masked at the top when the device does not say."""
_KEY = "m2miner-screen"
"""Where the thumbnail of a state-only screen keeps the screen's identity."""


def thumbnail(png: bytes, status_bar_px: int | None = None) -> Image.Image:
    """The small grey image :func:`similarity` compares (keep it to compare again)."""
    key = placeholder_key(png)
    if key is not None:
        thumb = Image.new("L", (1, 1))
        thumb.info[_KEY] = key
        return thumb
    image = Image.open(io.BytesIO(png)).convert("L")
    width, height = image.size
    top = status_bar_px if status_bar_px is not None else int(height * DEFAULT_STATUS_BAR_SHARE)
    image = image.crop((0, min(top, height - 1), width, height))
    thumb_height = max(1, round(image.height * _THUMB_WIDTH / width))
    return image.resize((_THUMB_WIDTH, thumb_height), Image.Resampling.BILINEAR)


def similarity(a: bytes, b: bytes, *, status_bar_px: int | None = None) -> float:
    """1.0 for screens that look the same below the status bar, down to 0.0.

    Both screenshots are cropped below the status bar, shrunk to a small grey thumbnail
    and compared by mean absolute difference, so a ticking clock, a battery icon or
    anti-aliasing noise does not count as a different screen.
    """
    return thumbnail_similarity(thumbnail(a, status_bar_px), thumbnail(b, status_bar_px))


def thumbnail_similarity(ta: Image.Image, tb: Image.Image) -> float:
    """:func:`similarity` of two :func:`thumbnail` images."""
    if _KEY in ta.info or _KEY in tb.info:
        return 1.0 if ta.info.get(_KEY) == tb.info.get(_KEY) else 0.0
    if ta.size != tb.size:
        return 0.0
    diff = ImageChops.difference(ta, tb)
    return 1.0 - ImageStat.Stat(diff).mean[0] / 255.0


def same_screen(
    a: bytes, b: bytes, *, threshold: float = 0.985, status_bar_px: int | None = None
) -> bool:
    """Whether two screenshots show the same screen (see :func:`similarity`)."""
    return similarity(a, b, status_bar_px=status_bar_px) >= threshold
