"""Coordinate conventions: how a model names a point on a screen of device pixels.

``qwen25``
    Absolute pixels of the image the model was shown: the screenshot resized by
    :func:`smart_resize` (Qwen2.5-VL). The grid is ``model_width`` x ``model_height``.
``norm1000``
    Integers 0-999 on each axis (Qwen3-VL, UI-TARS): a value ``v`` is the point at
    ``v / 1000`` of the width or height. The grid is 1000 x 1000.
``norm1``
    Fractions 0-1 of the width and height, written with 4 decimals.

Both directions round to the nearest point (halves round up) and clamp to the grid they
land on, so a point is always on the screen or in the model's range. The integer systems
(``qwen25``, ``norm1000``) share one rule, per axis, with ``G`` model steps over ``D``
device pixels:

- where ``G <= D`` (the device grid is finer), model -> device -> model is the identity;
- where ``G >= D`` (the model grid is finer), device -> model -> device is the identity;
- the other direction lands within half a step of the coarser grid plus half a unit,
  and always within one step of the coarser grid (the clamp at the far edge costs up to
  one step).

Hence a device point that is the image of a model point always survives device -> model
-> device unchanged, on every screen. For ``norm1`` device -> model -> device is the
identity on screens narrower than 10,000 pixels (4 decimals).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal, get_args

CoordSystem = Literal["qwen25", "norm1000", "norm1"]
COORD_SYSTEMS: tuple[str, ...] = get_args(CoordSystem)

IMAGE_FACTOR = 28
MIN_PIXELS = 4 * 28 * 28
MAX_PIXELS = 16384 * 28 * 28
MAX_RATIO = 200
NORM1_DECIMALS = 4


def smart_resize(
    height: int,
    width: int,
    factor: int = IMAGE_FACTOR,
    min_pixels: int = MIN_PIXELS,
    max_pixels: int = MAX_PIXELS,
) -> tuple[int, int]:
    """The (height, width) Qwen2.5-VL resizes an image to; same rounding as qwen-vl-utils.

    Both sides become multiples of ``factor``, the area lands in
    ``[min_pixels, max_pixels]`` and the aspect ratio is kept as closely as possible.
    Raises ValueError for limits that contradict each other or an aspect ratio over 200.
    """
    if height <= 0 or width <= 0:
        raise ValueError(f"image size must be positive, got {width}x{height}")
    if max_pixels < min_pixels:
        raise ValueError(f"max_pixels ({max_pixels}) must be >= min_pixels ({min_pixels})")
    ratio = max(height, width) / min(height, width)
    if ratio > MAX_RATIO:
        raise ValueError(f"absolute aspect ratio must be smaller than {MAX_RATIO}, got {ratio}")
    # The float expressions below are the library's own, so the results match it bit for bit
    # (round() is Python's round-half-even there too).
    h_bar = max(factor, round(height / factor) * factor)
    w_bar = max(factor, round(width / factor) * factor)
    if h_bar * w_bar > max_pixels:
        beta = math.sqrt((height * width) / max_pixels)
        h_bar = math.floor(height / beta / factor) * factor
        w_bar = math.floor(width / beta / factor) * factor
    elif h_bar * w_bar < min_pixels:
        beta = math.sqrt(min_pixels / (height * width))
        h_bar = math.ceil(height * beta / factor) * factor
        w_bar = math.ceil(width * beta / factor) * factor
    return h_bar, w_bar


@dataclass(frozen=True)
class ModelFrame:
    """A screen of ``width`` x ``height`` device pixels as one coordinate system sees it.

    ``model_width`` x ``model_height`` is the model's grid: the resized image for
    ``qwen25``, 1000 x 1000 for ``norm1000``, 1 x 1 for ``norm1``. Build with :func:`frame`.
    """

    coords: CoordSystem
    width: int
    height: int
    model_width: int
    model_height: int

    def to_model(self, x: int, y: int) -> tuple[int, int] | tuple[float, float]:
        """The model's name for device pixel ``(x, y)``."""
        if self.coords == "norm1":
            return (round(x / self.width, NORM1_DECIMALS), round(y / self.height, NORM1_DECIMALS))
        return (
            _scale_int(x, self.width, self.model_width),
            _scale_int(y, self.height, self.model_height),
        )

    def to_device(self, mx: float, my: float) -> tuple[int, int]:
        """The device pixel nearest the model point ``(mx, my)``, clamped to the screen."""
        return (
            _scale(mx, self.model_width, self.width),
            _scale(my, self.model_height, self.height),
        )

    def in_range(self, mx: float, my: float) -> bool:
        """Whether ``(mx, my)`` lies on the model's grid, its far edge included.

        The far edge (``model_width``, 1000, 1.0) is accepted because models told "the
        screen is 1000x1000" name it; :meth:`to_device` clamps it onto the last pixel.
        """
        return 0 <= mx <= self.model_width and 0 <= my <= self.model_height


def frame(
    coords: CoordSystem,
    width: int,
    height: int,
    *,
    min_pixels: int = MIN_PIXELS,
    max_pixels: int = MAX_PIXELS,
) -> ModelFrame:
    """The :class:`ModelFrame` of a ``width`` x ``height`` screen in ``coords``.

    ``min_pixels``/``max_pixels`` are the resize limits of a ``qwen25`` model (its
    processor's settings) and are ignored by the normalised systems. Raises ValueError
    for an unknown system or a screen size that cannot be resized.
    """
    if coords not in COORD_SYSTEMS:
        raise ValueError(
            f"unknown coordinate system {coords!r}; expected one of {', '.join(COORD_SYSTEMS)}"
        )
    if width <= 0 or height <= 0:
        raise ValueError(f"screen size must be positive, got {width}x{height}")
    if coords == "norm1":
        return ModelFrame(coords, width, height, 1, 1)
    if coords == "norm1000":
        return ModelFrame(coords, width, height, 1000, 1000)
    model_height, model_width = smart_resize(
        height, width, min_pixels=min_pixels, max_pixels=max_pixels
    )
    if model_height <= 0 or model_width <= 0:
        raise ValueError(
            f"a {width}x{height} screen resizes to an empty image under max_pixels={max_pixels}"
        )
    return ModelFrame(coords, width, height, model_width, model_height)


def _scale_int(value: int, source: int, target: int) -> int:
    """``round(value * target / source)`` in exact integer arithmetic, clamped to the target."""
    scaled = (2 * value * target + source) // (2 * source)
    return min(target - 1, max(0, scaled))


def _scale(value: float, source: int, target: int) -> int:
    if isinstance(value, int):
        return _scale_int(value, source, target)
    scaled = math.floor(value * target / source + 0.5)
    return min(target - 1, max(0, scaled))
