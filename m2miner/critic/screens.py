"""Screens prepared for comparison: a small grey image, the hierarchy, and the masks.

:func:`prepare` makes a :class:`Screen` of a screenshot: the image shrunk by a whole
factor (box filter, so a 1080x2400 screenshot becomes 135x300) as a numpy array,
the parsed view hierarchy, and the screen's identity where the device drew no pixels
(a state-only sim screen, :mod:`m2miner.devices.screens`). Every comparison in
:mod:`m2miner.critic` works on prepared screens, so a screen reached once is decoded at most
once, and only when a comparison needs its pixels.

Volatile regions are left out of every comparison (:func:`mask_of`): the status bar (its
clock and icons change on their own), regions and resource ids an app's config names
(``[critic.masks.APP]``: a ticker, an ad, a live map), and the focused text field, whose
cursor blinks; what is typed into it is still seen in the hierarchy's ``text``.
"""

from __future__ import annotations

import hashlib
import io
import re
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

import numpy as np

from m2miner.devices.hierarchy import Element, parse_hierarchy
from m2miner.devices.screens import placeholder_key

THUMB_WIDTH = 135
"""Width the screenshot is shrunk to (by a whole factor: 1080 / 8)."""
DEFAULT_STATUS_BAR_SHARE = 0.04
"""Share of the screen height masked at the top when the device does not say."""


@dataclass(frozen=True)
class Masks:
    """What a comparison leaves out.

    ``status_bar_px``: pixels at the top (None: :data:`DEFAULT_STATUS_BAR_SHARE` of the
    height). ``regions``: rectangles as shares of the screen, ``(left, top, right,
    bottom)`` in 0..1. ``ids``: regular expressions matched (in full) against resource
    ids; those elements' bounds are masked and they are left out of the hierarchy.
    ``focused_field``: mask the focused text field's bounds (its blinking cursor).
    """

    status_bar_px: int | None = None
    regions: tuple[tuple[float, float, float, float], ...] = ()
    ids: tuple[str, ...] = ()
    focused_field: bool = True

    def with_status_bar(self, px: int | None) -> Masks:
        """These masks with the device's status bar height, where it says one."""
        if px is None or self.status_bar_px is not None:
            return self
        return Masks(px, self.regions, self.ids, self.focused_field)

    def ignores(self, element: Element) -> bool:
        """Whether ``element`` is left out of hierarchy comparisons (a masked id)."""
        return bool(self.ids) and _ids_pattern(self.ids).fullmatch(element.resource_id) is not None


@lru_cache(maxsize=64)
def _ids_pattern(ids: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{p})" for p in ids))


@dataclass(frozen=True, eq=False)
class Screen:
    """One screen, ready to compare: build with :func:`prepare`.

    ``grey`` is the shrunk image (``uint8``, rows x columns), decoded on first use from
    the PNG that ``source`` returns (then dropped), ``factor`` the shrink factor; ``grey``
    is None when the screen has no pixels (``key`` then names it). ``elements`` is the
    flattened hierarchy (empty without one). A comparison the hierarchy decides never
    decodes the PNG.
    """

    width: int
    height: int
    factor: int
    key: str | None
    elements: tuple[Element, ...] = ()
    status_bar_px: int | None = None
    has_hierarchy: bool = field(default=False)
    source: Callable[[], bytes] | None = field(default=None, repr=False)

    @property
    def drawn(self) -> bool:
        """Whether the screen has pixels to compare."""
        return self.key is None

    @cached_property
    def grey(self) -> np.ndarray | None:
        """The shrunk grey image, decoded once (see :func:`decode`)."""
        if self.key is not None or self.source is None:
            return None
        grey = decode(self.source())[0]
        object.__setattr__(self, "source", None)  # the PNG is not needed again
        return grey

    def read_from(self, source: Callable[[], bytes]) -> None:
        """Read the PNG from ``source`` when its pixels are first needed, so a screen kept
        undecoded does not keep the screenshot's bytes in memory."""
        if self.key is None and "grey" not in self.__dict__:
            object.__setattr__(self, "source", source)


_DECODED: OrderedDict[bytes, tuple[np.ndarray, int, int, int]] = OrderedDict()
_DECODED_MAX = 128
"""Screens decoded last, by a digest of their bytes: a search comes back to the same
screens over and over (a sim draws a state the same every time), and decoding a
phone-sized PNG costs 7 ms or more where the digest costs a tenth of a millisecond.
128 thumbnails of a 1080x2400 screen are about 5 MiB."""
_DECODED_LOCK = threading.Lock()


def decode(png: bytes, width: int | None = None) -> tuple[np.ndarray, int, int, int]:
    """``(grey, factor, width, height)``: the PNG shrunk by a whole factor towards
    :data:`THUMB_WIDTH` columns (box filter, then grey). Decoding the PNG is most of
    the cost; the shrink and the conversion are a few milliseconds. The same bytes are
    decoded once while they are among the last :data:`_DECODED_MAX` (``grey`` is then
    read-only)."""
    if width is not None:
        return _decode(png, width)
    key = hashlib.blake2b(png, digest_size=16).digest()
    with _DECODED_LOCK:
        hit = _DECODED.get(key)
        if hit is not None:
            _DECODED.move_to_end(key)
            return hit
    decoded = _decode(png, None)
    decoded[0].flags.writeable = False
    with _DECODED_LOCK:
        _DECODED[key] = decoded
        while len(_DECODED) > _DECODED_MAX:
            _DECODED.popitem(last=False)
    return decoded


def _decode(png: bytes, width: int | None) -> tuple[np.ndarray, int, int, int]:
    from PIL import Image

    with Image.open(io.BytesIO(png)) as image:
        w, h = image.size
        factor = max(1, (width or w) // THUMB_WIDTH)
        small = image.reduce(factor) if factor > 1 else image.copy()
    grey = np.asarray(small.convert("L"), dtype=np.uint8)
    return grey, factor, w, h


def prepare(
    png: bytes,
    hierarchy: str | None = None,
    *,
    status_bar_px: int | None = None,
) -> Screen:
    """Parse ``hierarchy`` for comparison; ``png`` is decoded when its pixels are first
    needed (once while among the last decoded)."""
    elements = parse_hierarchy(hierarchy)
    key = placeholder_key(png)
    width, height = _png_size(png)
    if key is not None:
        return Screen(width, height, 1, key, elements, status_bar_px, bool(elements))
    factor = max(1, width // THUMB_WIDTH)
    return Screen(width, height, factor, None, elements, status_bar_px, bool(elements), lambda: png)


def prepare_observation(obs: object) -> Screen:
    """:func:`prepare` of a :class:`~m2miner.devices.base.Observation` (its status bar
    height from ``info["status_bar_height"]`` where the device reports one)."""
    info = getattr(obs, "info", {}) or {}
    bar = info.get("status_bar_height")
    return prepare(
        obs.png,  # type: ignore[attr-defined]
        getattr(obs, "hierarchy", None),
        status_bar_px=bar if isinstance(bar, int) else None,
    )


def mask_of(screens: Sequence[Screen], masks: Masks) -> np.ndarray | None:
    """The pixels of the shrunk image to compare (True) for ``screens`` (same size),
    None when they have no pixels."""
    first = screens[0]
    if first.grey is None:
        return None
    rows, cols = first.grey.shape
    keep = np.ones((rows, cols), dtype=bool)
    f = first.factor
    bar = masks.status_bar_px
    if bar is None:
        bar = first.status_bar_px
    if bar is None:
        bar = round(first.height * DEFAULT_STATUS_BAR_SHARE)
    keep[: -(-bar // f), :] = False
    for left, top, right, bottom in masks.regions:
        _clear(
            keep,
            f,
            left * first.width,
            top * first.height,
            right * first.width,
            bottom * first.height,
        )
    for screen in screens:
        for e in screen.elements:
            if masks.ignores(e) or (masks.focused_field and e.editable and e.focused):
                b = e.bounds
                _clear(keep, f, b.left, b.top, b.right, b.bottom)
    return keep


def _clear(keep: np.ndarray, f: int, left: float, top: float, right: float, bottom: float) -> None:
    """Mask the device-pixel rectangle (every shrunk pixel it touches)."""
    keep[
        max(0, int(top) // f) : max(0, -(-int(bottom) // f)),
        max(0, int(left) // f) : max(0, -(-int(right) // f)),
    ] = False


def _png_size(png: bytes) -> tuple[int, int]:
    return int.from_bytes(png[16:20], "big"), int.from_bytes(png[20:24], "big")
