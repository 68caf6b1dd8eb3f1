"""Waiting until the screen stops changing, and spotting blank (secure) screenshots.

Device backends call :func:`wait_until_stable` after every action instead of sleeping a
fixed time: it grabs screenshots until two in a row are equal within a tolerance (the
share of changed pixels after downscaling, so a blinking cursor or anti-aliasing noise
does not count), or until the timeout. The time it waited goes into
``Observation.info["settle_s"]``.
"""

from __future__ import annotations

import io
import time
from collections.abc import Callable
from dataclasses import dataclass

from PIL import Image, ImageChops

# Longest side of the thumbnails that are compared; small enough to be cheap and to
# average away sub-pixel noise, large enough that a changed button or line of text shows.
THUMB_SIDE = 128
# A thumbnail pixel counts as changed when a channel moved by more than this (0-255).
PIXEL_THRESHOLD = 16


@dataclass(frozen=True)
class SettleResult:
    """The last screenshot taken, how long the wait took, and whether the screen settled.

    ``stable`` is False when the timeout ran out first; ``png`` is then the last frame.
    """

    png: bytes
    waited_s: float
    frames: int
    stable: bool


def decode_png(png: bytes) -> Image.Image:
    """The screenshot as an RGB image; raises ``ValueError`` for bytes that are no image."""
    try:
        img = Image.open(io.BytesIO(png))
        img.load()
    except (OSError, SyntaxError) as exc:
        raise ValueError(f"screenshot is not a readable image: {exc}") from exc
    return img.convert("RGB")


def thumbnail(png: bytes, *, ignore_top: int = 0) -> Image.Image:
    """The screenshot without its top ``ignore_top`` rows, shrunk to :data:`THUMB_SIDE`."""
    img = decode_png(png)
    if 0 < ignore_top < img.height:
        img = img.crop((0, ignore_top, img.width, img.height))
    factor = max(1, max(img.size) // THUMB_SIDE)
    return img.reduce(factor) if factor > 1 else img


def changed_share(a: Image.Image, b: Image.Image) -> float:
    """Share of pixels (0..1) that differ between two thumbnails; 1.0 if sizes differ."""
    if a.size != b.size:
        return 1.0
    diff = ImageChops.difference(a, b)
    bands = diff.split()
    strongest = bands[0]
    for band in bands[1:]:
        strongest = ImageChops.lighter(strongest, band)
    mask = strongest.point(lambda v: 255 if v > PIXEL_THRESHOLD else 0)
    changed = mask.histogram()[255]
    return changed / (a.width * a.height)


def wait_until_stable(
    grab: Callable[[], bytes],
    *,
    tolerance: float = 0.002,
    timeout_s: float = 5.0,
    interval_s: float = 0.1,
    status_bar_px: int = 0,
    clock: Callable[[], float] = time.monotonic,
    sleep: Callable[[float], None] = time.sleep,
) -> SettleResult:
    """Grab screenshots until two consecutive ones are equal within ``tolerance``.

    ``tolerance`` is the share of thumbnail pixels allowed to differ; ``status_bar_px``
    rows at the top (clock, notification icons) are ignored. Waits ``interval_s``
    between grabs and gives up after ``timeout_s``, returning the last frame with
    ``stable=False``. ``clock`` and ``sleep`` are injectable for tests.
    """
    start = clock()
    png = grab()
    thumb = thumbnail(png, ignore_top=status_bar_px)
    frames = 1
    while True:
        elapsed = clock() - start
        if elapsed >= timeout_s:
            return SettleResult(png=png, waited_s=elapsed, frames=frames, stable=False)
        if interval_s > 0:
            sleep(min(interval_s, timeout_s - elapsed))
        nxt = grab()
        frames += 1
        nxt_thumb = thumbnail(nxt, ignore_top=status_bar_px)
        same = changed_share(thumb, nxt_thumb) <= tolerance
        png, thumb = nxt, nxt_thumb
        if same:
            return SettleResult(png=png, waited_s=clock() - start, frames=frames, stable=True)


def is_blank(png: bytes, *, ignore_top: int = 0, spread: int = 8) -> bool:
    """True when every pixel (below ``ignore_top``) has nearly one colour.

    Secure windows (``FLAG_SECURE``: banking, payment, DRM) come out of screencap as an
    all-black frame; a model should not be asked to read them. ``spread`` is the largest
    per-channel range (0-255) still seen as one colour.
    """
    img = decode_png(png)
    if 0 < ignore_top < img.height:
        img = img.crop((0, ignore_top, img.width, img.height))
    extrema = img.getextrema()
    return all(hi - lo <= spread for lo, hi in extrema)  # type: ignore[misc]
