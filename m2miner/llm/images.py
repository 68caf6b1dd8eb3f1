"""Screenshots as a model sees them: resized with Qwen's ``smart_resize`` and encoded.

Every backend resizes with the model's ``min_pixels``/``max_pixels`` before sending, so
the image size a model answers in is the one :mod:`m2miner.coords` converts coordinates
with, whichever server does the inference.
"""

from __future__ import annotations

import base64
import io
from collections.abc import Iterable

from PIL import Image as PILImage

from m2miner.coords import IMAGE_FACTOR, smart_resize
from m2miner.llm.base import Image

QWEN25_FACTOR = IMAGE_FACTOR


def model_size(image: Image, min_pixels: int, max_pixels: int, factor: int) -> tuple[int, int]:
    """(width, height) of ``image`` after resizing for a model."""
    h, w = smart_resize(image.height, image.width, factor, min_pixels, max_pixels)
    return w, h


def image_tokens(
    images: Iterable[Image], min_pixels: int, max_pixels: int, factor: int = QWEN25_FACTOR
) -> int:
    """Tokens the images take in a Qwen-VL prompt: after ``smart_resize``, one token per
    ``factor`` x ``factor`` block (a 2 x 2 merge of the vision encoder's patches)."""
    total = 0
    for image in images:
        w, h = model_size(image, min_pixels, max_pixels, factor)
        total += (w // factor) * (h // factor)
    return total


def to_pil(image: Image, min_pixels: int, max_pixels: int, factor: int) -> PILImage.Image:
    """Decode ``image`` and resize it for a model (RGB)."""
    pil: PILImage.Image = PILImage.open(io.BytesIO(image.png))
    pil.load()
    size = model_size(image, min_pixels, max_pixels, factor)
    if pil.mode != "RGB":
        pil = pil.convert("RGB")
    if pil.size != size:
        pil = pil.resize(size, PILImage.Resampling.BICUBIC)
    return pil


def to_data_url(image: Image, min_pixels: int, max_pixels: int, factor: int) -> str:
    """A ``data:image/png;base64,...`` URL of ``image`` resized for a model.

    The original bytes are sent unchanged when no resize is needed.
    """
    size = model_size(image, min_pixels, max_pixels, factor)
    if size == (image.width, image.height) and image.png.startswith(b"\x89PNG"):
        data = image.png
    else:
        buf = io.BytesIO()
        to_pil(image, min_pixels, max_pixels, factor).save(buf, format="PNG")
        data = buf.getvalue()
    return "data:image/png;base64," + base64.b64encode(data).decode("ascii")
