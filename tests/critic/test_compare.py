"""The before/after comparison: masks, thresholds, regions and fingerprints."""

from __future__ import annotations

import pytest

from m2miner.critic import Masks, Thresholds, compare, fingerprint, prepare, similarity
from m2miner.critic.same_screen import same_screen
from tests.critic import screens as s


def screen(with_hierarchy: bool = True, **look: object) -> object:
    keys = {"checked", "text", "ticker"}
    tree = s.hierarchy(**{k: v for k, v in look.items() if k in keys}) if with_hierarchy else None  # type: ignore[arg-type]
    return prepare(s.png(**look), tree)  # type: ignore[arg-type]


@pytest.mark.parametrize("with_hierarchy", [True, False])
def test_the_clock_in_the_status_bar_is_no_change(with_hierarchy: bool) -> None:
    diff = compare(screen(with_hierarchy, clock="9:00"), screen(with_hierarchy, clock="9:01"))
    assert diff.no_change and diff.magnitude == 0.0 and diff.regions == ()
    assert diff.source == ("image+hierarchy" if with_hierarchy else "image")


def test_a_blinking_cursor_is_no_change_with_or_without_the_hierarchy() -> None:
    focused = s.hierarchy(text="hi", focused=True)
    on, off = s.png(text="hi", cursor=True), s.png(text="hi", cursor=False)
    # With the hierarchy, the focused field is masked; its text is compared there.
    assert compare(prepare(on, focused), prepare(off, focused)).no_change
    # Without it, the cursor is a thin vertical bar, which does not count.
    assert compare(prepare(on), prepare(off)).no_change
    # Typed text does count, on both sides.
    typed = compare(prepare(off, s.hierarchy(focused=True)), prepare(on, focused))
    assert not typed.no_change and typed.elements_changed == 2
    assert not compare(prepare(s.png(cursor=True)), prepare(on)).no_change


def test_a_switch_turned_on_is_a_change_where_the_switch_is() -> None:
    diff = compare(screen(checked=False), screen(checked=True))
    assert not diff.no_change and diff.elements_changed == 2
    assert 0 < diff.magnitude < 0.01  # type: ignore[operator]
    (left, top, right, bottom), *_ = diff.regions
    assert top >= 400 and bottom <= 528 and left >= 800 and right <= 1080
    record = diff.record()
    assert record["no_change"] is False and record["regions"][0] == [left, top, right, bottom]


def test_per_app_masks_leave_a_volatile_region_and_ids_out() -> None:
    a, b = screen(ticker="AAPL 191.2"), screen(ticker="AAPL 192.8")
    assert not compare(a, b).no_change
    by_region = Masks(regions=((0.0, 2200 / 2400, 1.0, 2300 / 2400),))
    assert compare(a, b, by_region).elements_changed == 2  # the hierarchy still sees it
    by_id = Masks(ids=(r"com\.test\.reader:id/tick.*",))
    assert compare(a, b, by_id).no_change
    assert fingerprint(a, by_id) == fingerprint(b, by_id) != fingerprint(a)


def test_pixel_tolerance_and_the_smallest_change_are_thresholds() -> None:
    a, b = screen(False, shade=255), screen(False, shade=245)
    assert compare(a, b).no_change  # a 10-level shift is rendering noise by default
    moved = compare(a, b, thresholds=Thresholds(pixel_tolerance=5))
    assert not moved.no_change and moved.magnitude > 0.9  # type: ignore[operator]
    knob = (screen(False, checked=False), screen(False, checked=True))
    assert not compare(*knob).no_change
    assert compare(*knob, thresholds=Thresholds(min_changed=10_000)).no_change


def test_state_only_screens_compare_by_identity_and_hierarchy() -> None:
    plain, checked = s.hierarchy(), s.hierarchy(checked=True)
    same = compare(prepare(s.state_only("a"), plain), prepare(s.state_only("a"), plain))
    assert same.no_change and same.source == "identity+hierarchy"
    other = compare(prepare(s.state_only("a"), plain), prepare(s.state_only("b"), checked))
    assert not other.no_change and other.magnitude == 1.0 and other.regions
    # The identity alone decides without hierarchies; a drawn screen is never the same.
    assert not compare(prepare(s.state_only("a")), prepare(s.state_only("b"))).no_change
    assert not compare(prepare(s.state_only("a")), prepare(s.png())).no_change
    assert similarity(prepare(s.state_only("a")), prepare(s.state_only("a"))) == 1.0


def test_fingerprints_name_the_state_not_the_clock_or_comments() -> None:
    tree = s.hierarchy()
    tagged = tree + "\n<!-- m2miner-sim-state:xyz -->"
    a = prepare(s.png(clock="9:00"), tree)
    b = prepare(s.png(clock="10:41"), tagged)
    assert fingerprint(a) == fingerprint(b)
    assert fingerprint(a) != fingerprint(screen(checked=True))
    assert fingerprint(prepare(s.state_only("a"), tree)) != fingerprint(
        prepare(s.state_only("b"), tree)
    )


def test_replay_similarity_is_the_critics() -> None:
    assert same_screen(s.png(clock="9:00"), s.png(clock="11:59"))
    assert not same_screen(s.png(), s.png(shade=120))


def test_pixels_are_read_when_first_needed_and_not_kept() -> None:
    reads: list[int] = []

    def stored() -> bytes:
        reads.append(1)
        return s.png()

    screen = prepare(s.png(), s.hierarchy())
    screen.read_from(stored)
    other = prepare(s.png(checked=True), s.hierarchy(checked=True))
    diff = compare(screen, other, hierarchy_first=True)
    assert diff.source == "hierarchy" and diff.magnitude is None and reads == []
    assert screen.grey is not None and reads == [1] and screen.source is None
    assert screen.grey is not None and reads == [1]  # decoded once
    assert compare(screen, other).source == "image+hierarchy"
