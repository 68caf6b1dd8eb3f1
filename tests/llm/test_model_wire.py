"""Screenshots resized and encoded for models, and the OpenAI message format."""

from __future__ import annotations

import base64
import io

import pytest
from PIL import Image as PILImage

from m2miner.coords import smart_resize
from m2miner.llm.base import Image, Message
from m2miner.llm.images import model_size, to_data_url, to_pil
from m2miner.llm.wire import merge_logprobs, to_openai_messages
from tests.llm.llm_helpers import png_image


def _decode(url: str) -> tuple[bytes, PILImage.Image]:
    assert url.startswith("data:image/png;base64,")
    raw = base64.b64decode(url.split(",", 1)[1])
    return raw, PILImage.open(io.BytesIO(raw))


@pytest.mark.parametrize(("width", "height"), [(1080, 2400), (412, 915), (30, 30), (2560, 1440)])
def test_resize_matches_qwen_vl_utils(width: int, height: int) -> None:
    qwen = pytest.importorskip("qwen_vl_utils.vision_process")
    image = png_image(width, height)
    for min_pixels, max_pixels in ((3136, 1280 * 28 * 28), (3136, 64 * 28 * 28)):
        expected = qwen.smart_resize(height, width, 28, min_pixels, max_pixels)
        assert model_size(image, min_pixels, max_pixels, 28) == (expected[1], expected[0])
        _, sent = _decode(to_data_url(image, min_pixels, max_pixels, 28))
        assert sent.size == (expected[1], expected[0])


def test_an_image_already_at_model_size_is_sent_unchanged() -> None:
    image = png_image(28 * 10, 28 * 20)
    raw, _ = _decode(to_data_url(image, 3136, 1280 * 28 * 28, 28))
    assert raw == image.png


def test_modes_other_than_rgb_are_converted() -> None:
    buf = io.BytesIO()
    PILImage.new("RGBA", (100, 200), (255, 0, 0, 128)).save(buf, format="PNG")
    pil = to_pil(Image(buf.getvalue(), 100, 200), 3136, 1280 * 28 * 28, 28)
    assert pil.mode == "RGB" and pil.size == (112, 196)
    assert smart_resize(200, 100) == (196, 112)


def test_openai_messages_keep_order_and_use_strings_for_text() -> None:
    a, b = png_image(280, 560, "red"), png_image(280, 560, "blue")
    wire = to_openai_messages(
        [
            Message.text("system", "rules"),
            Message("user", ("before", a, "between", b)),
            Message("assistant", ("one", "two")),
        ],
        3136,
        1280 * 28 * 28,
    )
    assert wire[0] == {"role": "system", "content": "rules"}
    assert [p["type"] for p in wire[1]["content"]] == ["text", "image_url", "text", "image_url"]
    colors = [_decode(p["image_url"]["url"])[1].getpixel((0, 0)) for p in wire[1]["content"][1::2]]
    assert colors == [(255, 0, 0), (0, 0, 255)]
    assert wire[2] == {"role": "assistant", "content": "onetwo"}


def test_merge_logprobs_keeps_the_highest_per_text() -> None:
    merged = merge_logprobs([("valid", -3.0), ("valid", -0.5), ("invalid", -1), ("valid", -2.0)])
    assert merged == {"valid": -0.5, "invalid": -1.0}
    assert isinstance(merged["invalid"], float)
