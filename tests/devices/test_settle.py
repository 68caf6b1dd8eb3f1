"""wait_until_stable on synthetic frame sequences with an injected clock."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageDraw

from m2miner.devices.settle import changed_share, is_blank, thumbnail, wait_until_stable


def png(color=(255, 255, 255), *, box=None, box_color=(0, 0, 0), size=(360, 800), status=None):
    img = Image.new("RGB", size, color)
    draw = ImageDraw.Draw(img)
    if box:
        draw.rectangle(box, fill=box_color)
    if status:
        draw.rectangle((0, 0, size[0] - 1, 39), fill=status)  # rows 0..39
    buf = io.BytesIO()
    img.save(buf, "PNG")
    return buf.getvalue()


class FakeTime:
    """A clock that only moves when the code sleeps or grabs (each grab costs ``grab_s``)."""

    def __init__(self, grab_s=0.05):
        self.now = 100.0
        self.grab_s = grab_s
        self.sleeps: list[float] = []

    def clock(self):
        return self.now

    def sleep(self, s):
        self.sleeps.append(s)
        self.now += s

    def grabber(self, frames):
        seq = iter(frames)
        last = [None]

        def grab():
            self.now += self.grab_s
            last[0] = next(seq, last[0])
            return last[0]

        return grab


def settle(t, frames, **kw):
    kw.setdefault("interval_s", 0.1)
    kw.setdefault("timeout_s", 2.0)
    return wait_until_stable(t.grabber(frames), clock=t.clock, sleep=t.sleep, **kw)


def test_a_still_screen_settles_after_two_frames():
    t = FakeTime()
    a = png()
    result = settle(t, [a, a])
    assert result.stable
    assert result.frames == 2
    assert result.png == a
    assert result.waited_s == pytest.approx(0.05 + 0.1 + 0.05)
    assert t.sleeps == [0.1]


def test_an_animation_is_waited_out_and_the_last_frame_returned():
    t = FakeTime()
    moving = [png(box=(0, 100 * i, 360, 100 * i + 80)) for i in range(4)]
    final = moving[-1]
    result = settle(t, [*moving, final])
    assert result.stable
    assert result.frames == 5
    assert result.png == final
    assert result.waited_s == pytest.approx(5 * 0.05 + 4 * 0.1)


def test_a_screen_that_never_settles_times_out_with_its_last_frame():
    t = FakeTime(grab_s=0.0)
    frames = [png(box=(0, (17 * i) % 700, 360, (17 * i) % 700 + 60)) for i in range(200)]
    result = settle(t, frames, timeout_s=1.0, interval_s=0.25)
    assert not result.stable
    assert result.waited_s == pytest.approx(1.0)
    assert result.frames == 5
    assert result.png == frames[4]
    assert sum(t.sleeps) == pytest.approx(1.0)


def test_the_timeout_caps_the_last_sleep():
    t = FakeTime(grab_s=0.0)
    frames = [png(box=(0, 0, 10 * (i + 1), 300)) for i in range(10)]
    settle(t, frames, timeout_s=0.25, interval_s=0.1)
    assert t.sleeps == pytest.approx([0.1, 0.1, 0.05])


def test_a_blinking_cursor_is_within_tolerance():
    t = FakeTime()
    on = png(box=(100, 300, 102, 340))
    off = png()
    result = settle(t, [on, off], tolerance=0.002)
    assert result.stable and result.frames == 2


def test_a_changed_button_is_not_within_tolerance():
    a = png(box=(40, 600, 320, 680), box_color=(30, 120, 240))
    b = png(box=(40, 600, 320, 680), box_color=(200, 200, 200))
    assert changed_share(thumbnail(a), thumbnail(b)) > 0.05


def test_the_status_bar_clock_is_ignored_when_told_its_height():
    t = FakeTime()
    frames = [png(status=(0, 0, 0)), png(status=(90, 90, 90))]
    assert not settle(t, frames, tolerance=0.0, timeout_s=0.05).stable
    t = FakeTime()
    result = settle(t, frames, tolerance=0.0, status_bar_px=40)
    assert result.stable and result.frames == 2


def test_frames_of_different_sizes_differ():
    assert changed_share(thumbnail(png(size=(360, 800))), thumbnail(png(size=(800, 360)))) == 1.0


def test_blank_screens_are_detected():
    assert is_blank(png((0, 0, 0)))
    assert is_blank(png((3, 3, 3), box=(0, 0, 50, 50), box_color=(6, 7, 5)))
    assert not is_blank(png((0, 0, 0), box=(100, 400, 140, 420), box_color=(255, 255, 255)))
    black_with_status = png((0, 0, 0), status=(255, 255, 255))
    assert not is_blank(black_with_status)
    assert is_blank(black_with_status, ignore_top=40)


def test_unreadable_bytes_are_a_value_error():
    with pytest.raises(ValueError, match="not a readable image"):
        is_blank(b"not a png")
