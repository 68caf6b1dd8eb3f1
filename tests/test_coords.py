from __future__ import annotations

import itertools

import pytest

from m2miner.coords import MAX_PIXELS, MIN_PIXELS, ModelFrame, frame, smart_resize
from tests.property import given, settings, st

SCREENS = [
    (720, 1600),
    (1080, 2400),
    (1440, 3200),
    (412, 915),
    (1080, 1920),
    (721, 1599),
    (333, 777),
    (1001, 2003),
    (999, 999),
    (1000, 1000),
    (2560, 1600),
    (3001, 4001),
]
# Limits that real deployments use: the library default, a common serving cap, a small one.
LIMITS = [(MIN_PIXELS, MAX_PIXELS), (3136, 1280 * 28 * 28), (256 * 28 * 28, 512 * 28 * 28)]


def _frames() -> list[ModelFrame]:
    frames = [frame("norm1000", w, h) for w, h in SCREENS]
    for (w, h), (lo, hi) in itertools.product(SCREENS, LIMITS):
        frames.append(frame("qwen25", w, h, min_pixels=lo, max_pixels=hi))
    return frames


def _x_axis(fr: ModelFrame) -> tuple[int, int]:
    return fr.width, fr.model_width


def _y_axis(fr: ModelFrame) -> tuple[int, int]:
    return fr.height, fr.model_height


def _device_to_model(fr: ModelFrame, axis: int, value: int) -> int:
    point = (value, 0) if axis == 0 else (0, value)
    model = fr.to_model(*point)[axis]
    assert isinstance(model, int)
    return model


def _model_to_device(fr: ModelFrame, axis: int, value: int) -> int:
    point = (value, 0) if axis == 0 else (0, value)
    return fr.to_device(*point)[axis]


@pytest.mark.parametrize(
    ("height", "width", "expected"),
    [
        (2400, 1080, (2408, 1092)),
        (1600, 720, (1596, 728)),
        (3200, 1440, (3192, 1428)),
        (915, 412, (924, 420)),
        (10, 10, (56, 56)),  # below min_pixels: scaled up
    ],
)
def test_smart_resize_known_sizes(height: int, width: int, expected: tuple[int, int]) -> None:
    assert smart_resize(height, width) == expected


def test_smart_resize_caps_area_at_max_pixels() -> None:
    h, w = smart_resize(3200, 1440, max_pixels=1280 * 28 * 28)
    assert h * w <= 1280 * 28 * 28
    assert h % 28 == 0 and w % 28 == 0
    assert (h, w) == (1484, 672)


def test_smart_resize_rejects_bad_input() -> None:
    with pytest.raises(ValueError, match="aspect ratio"):
        smart_resize(10, 2100)
    with pytest.raises(ValueError, match="max_pixels"):
        smart_resize(100, 100, min_pixels=1000, max_pixels=10)
    with pytest.raises(ValueError, match="positive"):
        smart_resize(0, 100)


def test_smart_resize_matches_qwen_vl_utils_on_a_grid() -> None:
    qwen_vl_utils = pytest.importorskip("qwen_vl_utils")
    sizes = list(range(1, 60)) + list(range(60, 4200, 37)) + [s for pair in SCREENS for s in pair]
    compared = 0
    for (h, w), (lo, hi) in itertools.product(itertools.product(sizes, repeat=2), LIMITS):
        if max(h, w) / min(h, w) > 200:
            continue
        expected = qwen_vl_utils.smart_resize(h, w, factor=28, min_pixels=lo, max_pixels=hi)
        assert smart_resize(h, w, min_pixels=lo, max_pixels=hi) == expected, (h, w, lo, hi)
        compared += 1
    assert compared > 50_000


@settings(max_examples=400, deadline=None)
@given(
    height=st.integers(1, 20_000),
    width=st.integers(1, 20_000),
    factor=st.sampled_from([14, 28, 32]),
    min_tokens=st.integers(1, 64),
    max_tokens=st.integers(64, 20_000),
)
def test_smart_resize_matches_qwen_vl_utils_anywhere(
    height: int, width: int, factor: int, min_tokens: int, max_tokens: int
) -> None:
    qwen_vl_utils = pytest.importorskip("qwen_vl_utils")
    lo, hi = min_tokens * factor**2, max_tokens * factor**2
    try:
        expected = qwen_vl_utils.smart_resize(height, width, factor, lo, hi)
    except ValueError:
        with pytest.raises(ValueError):
            smart_resize(height, width, factor, lo, hi)
        return
    assert smart_resize(height, width, factor, lo, hi) == expected


def test_frame_sizes_per_system() -> None:
    fr = frame("qwen25", 1080, 2400)
    assert (fr.model_width, fr.model_height) == (1092, 2408)
    norm1000 = frame("norm1000", 412, 915)
    assert (norm1000.model_width, norm1000.model_height) == (1000, 1000)
    assert frame("norm1", 412, 915).model_width == 1
    small = frame("qwen25", 1080, 2400, max_pixels=1280 * 28 * 28)
    assert small.model_width * small.model_height <= 1280 * 28 * 28


def test_known_conversions() -> None:
    fr = frame("norm1000", 1080, 2400)
    assert fr.to_model(540, 1200) == (500, 500)
    assert fr.to_device(500, 500) == (540, 1200)
    assert fr.to_model(1079, 2399) == (999, 999)
    qwen = frame("qwen25", 1080, 2400)
    assert qwen.to_model(540, 1200) == (546, 1204)
    assert qwen.to_device(546, 1204) == (540, 1200)
    norm = frame("norm1", 1080, 2400)
    assert norm.to_model(540, 600) == (0.5, 0.25)
    assert norm.to_device(0.5, 0.25) == (540, 600)


def test_to_device_rounds_and_clamps_to_the_screen() -> None:
    fr = frame("norm1000", 720, 1600)
    assert fr.to_device(-3, -0.4) == (0, 0)
    assert fr.to_device(1000, 1000) == (719, 1599)
    assert fr.to_device(5000, 2) == (719, 3)
    assert fr.to_device(500.7, 499.2) == (361, 799)  # 360.504 and 798.72
    norm = frame("norm1", 412, 915)
    assert norm.to_device(1.0, 1.5) == (411, 914)
    assert norm.to_device(-0.2, 0.0) == (0, 0)


def test_in_range_includes_the_far_edge() -> None:
    fr = frame("norm1000", 1080, 2400)
    assert fr.in_range(0, 0) and fr.in_range(1000, 999)
    assert not fr.in_range(1001, 0) and not fr.in_range(0, -1)
    qwen = frame("qwen25", 1080, 2400)
    assert qwen.in_range(1092, 2408) and not qwen.in_range(1093, 10)
    assert frame("norm1", 10, 10).in_range(1.0, 0.5) and not frame("norm1", 10, 10).in_range(
        1.01, 0
    )


def test_frame_rejects_bad_input() -> None:
    with pytest.raises(ValueError, match="unknown coordinate system"):
        frame("pixels", 100, 100)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="positive"):
        frame("norm1000", 0, 100)
    with pytest.raises(ValueError, match="empty image"):
        frame("qwen25", 4000, 20, min_pixels=56, max_pixels=56)


@pytest.mark.parametrize(
    "fr", _frames(), ids=lambda f: f"{f.coords}-{f.width}x{f.height}-{f.model_width}"
)
def test_coarser_grid_round_trips_exactly(fr: ModelFrame) -> None:
    """Per axis: the coarser grid survives a trip through the finer one unchanged."""
    for axis, (device, model) in enumerate((_x_axis(fr), _y_axis(fr))):
        if model <= device:
            for m in range(model):
                assert _device_to_model(fr, axis, _model_to_device(fr, axis, m)) == m
        if model >= device:
            for d in range(device):
                assert _model_to_device(fr, axis, _device_to_model(fr, axis, d)) == d


@pytest.mark.parametrize(
    "fr", _frames(), ids=lambda f: f"{f.coords}-{f.width}x{f.height}-{f.model_width}"
)
def test_finer_grid_lands_within_half_a_coarse_step(fr: ModelFrame) -> None:
    for axis, (device, model) in enumerate((_x_axis(fr), _y_axis(fr))):
        if model < device:
            step = device / model
            for d in range(device):
                back = _model_to_device(fr, axis, _device_to_model(fr, axis, d))
                assert abs(back - d) <= step
                if d * model / device < model - 0.5:  # away from the clamped far edge
                    assert abs(back - d) <= step / 2 + 0.5
        if model > device:
            step = model / device
            for m in range(model):
                back = _device_to_model(fr, axis, _model_to_device(fr, axis, m))
                assert abs(back - m) <= step
                if m * device / model < device - 0.5:
                    assert abs(back - m) <= step / 2 + 0.5


@pytest.mark.parametrize(
    "fr", _frames(), ids=lambda f: f"{f.coords}-{f.width}x{f.height}-{f.model_width}"
)
def test_images_of_model_points_survive_device_model_device(fr: ModelFrame) -> None:
    for axis, (_, model) in enumerate((_x_axis(fr), _y_axis(fr))):
        for m in range(model):
            d = _model_to_device(fr, axis, m)
            assert _model_to_device(fr, axis, _device_to_model(fr, axis, d)) == d


@pytest.mark.parametrize(("width", "height"), SCREENS)
def test_norm1_device_model_device_is_identity(width: int, height: int) -> None:
    fr = frame("norm1", width, height)
    for x in range(width):
        mx, _ = fr.to_model(x, 0)
        assert 0 <= mx < 1
        assert fr.to_device(mx, 0)[0] == x
    for y in range(height):
        assert fr.to_device(*fr.to_model(0, y))[1] == y
