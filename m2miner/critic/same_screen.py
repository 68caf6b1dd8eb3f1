"""Perceptual comparison of screenshots for replays, tolerant to the clock in the status bar.

A thin layer over :mod:`m2miner.critic`, the one place that compares screens: a
screenshot is prepared once (:func:`thumbnail`) and compared by one minus the mean grey
difference outside the status bar (:func:`m2miner.critic.similarity`). A state-only
device's screens have no pixels (see :mod:`m2miner.devices.screens`): two of them are the
same screen exactly when their identities are equal, and never the same as a rendered
screenshot.
"""

from __future__ import annotations

from m2miner.critic import Masks, Screen, prepare
from m2miner.critic import similarity as _similarity
from m2miner.critic.screens import DEFAULT_STATUS_BAR_SHARE

__all__ = [
    "DEFAULT_STATUS_BAR_SHARE",
    "same_screen",
    "similarity",
    "thumbnail",
    "thumbnail_similarity",
]


def thumbnail(png: bytes, status_bar_px: int | None = None) -> Screen:
    """The prepared screen :func:`similarity` compares (keep it to compare again)."""
    return prepare(png, status_bar_px=status_bar_px)


def similarity(a: bytes, b: bytes, *, status_bar_px: int | None = None) -> float:
    """1.0 for screens that look the same below the status bar, down to 0.0.

    Both screenshots are shrunk to small grey images and compared by mean absolute
    difference outside the status bar, so a ticking clock, a battery icon or
    anti-aliasing noise does not count as a different screen.
    """
    return thumbnail_similarity(thumbnail(a, status_bar_px), thumbnail(b, status_bar_px))


def thumbnail_similarity(ta: Screen, tb: Screen) -> float:
    """:func:`similarity` of two :func:`thumbnail` screens."""
    return _similarity(ta, tb, Masks(focused_field=False))


def same_screen(
    a: bytes, b: bytes, *, threshold: float = 0.985, status_bar_px: int | None = None
) -> bool:
    """Whether two screenshots show the same screen (see :func:`similarity`)."""
    return similarity(a, b, status_bar_px=status_bar_px) >= threshold
