from __future__ import annotations

import pytest

from m2miner.actions import Action
from m2miner.agents.base import Candidate
from m2miner.agents.merge import (
    Screen,
    compare,
    merge_candidates,
    normalise_text,
    rule_merge,
    swipe_direction,
)
from m2miner.devices.base import Observation
from m2miner.devices.hierarchy import parse_hierarchy


def cand(action: Action, description: str = "", merged_from: int = 1) -> Candidate:
    return Candidate(action, description or action.type, model="m", merged_from=merged_from)


def click(x: int, y: int) -> Action:
    return Action("click", x=x, y=y)


def test_taps_on_the_same_element_at_different_pixels_merge(observation: Observation) -> None:
    cands = [cand(click(100, 400), "Open Wi-Fi"), cand(click(700, 480), "Tap the Wi-Fi row")]
    result = rule_merge(cands, observation)
    assert result.groups == ((0, 1),)
    assert result.undecided == ()
    merged = result.merged()
    assert len(merged) == 1
    assert merged[0].description == "Open Wi-Fi"
    assert merged[0].merged_from == 2


def test_taps_on_different_elements_stay_apart_even_when_close(observation: Observation) -> None:
    # 10 pixels apart, across the border between the Wi-Fi and Bluetooth rows.
    cands = [cand(click(500, 495)), cand(click(500, 505))]
    result = rule_merge(cands, observation)
    assert result.groups == ((0,), (1,))
    assert result.undecided == ()


def test_toggle_inside_a_row_is_a_different_element(observation: Observation) -> None:
    cands = [cand(click(950, 400)), cand(click(860, 400))]
    assert rule_merge(cands, observation).groups == ((0,), (1,))


def test_long_press_and_click_never_merge(observation: Observation) -> None:
    cands = [cand(click(100, 400)), cand(Action("long_press", x=100, y=400, time=2))]
    assert rule_merge(cands, observation).groups == ((0,), (1,))


def test_double_taps_compare_by_element_like_other_taps(observation: Observation) -> None:
    def double(x: int, y: int) -> Action:
        return Action("double_tap", x=x, y=y)

    # The Wi-Fi row twice, then the Bluetooth row: two actions, not one.
    cands = [cand(double(100, 400)), cand(double(700, 480)), cand(double(500, 505))]
    assert rule_merge(cands, observation).groups == ((0, 1), (2,))


def test_without_hierarchy_taps_use_the_radius(bare_observation: Observation) -> None:
    # Radius 2% of 1080 = 21.6 pixels.
    base = click(500, 1000)
    near = click(520, 1000)  # 20 px: same
    middle = click(530, 1000)  # 30 px: between radius and 2x radius: undecided
    far = click(550, 1000)  # 50 px: different
    screen = Screen.of(bare_observation)
    assert compare(base, near, screen) == "same"
    assert compare(base, middle, screen) == "undecided"
    assert compare(base, far, screen) == "different"
    result = rule_merge([cand(base), cand(near), cand(middle), cand(far)], bare_observation)
    # far is 20 px from middle, so it joins middle's group; groups compare representatives.
    assert result.groups == ((0, 1), (2, 3))
    assert result.undecided == ((0, 1),)


def test_taps_outside_every_clickable_node_fall_back_to_distance(
    observation: Observation,
) -> None:
    screen = Screen.of(observation)
    assert compare(click(500, 2100), click(510, 2100), screen) == "same"
    assert compare(click(500, 2100), click(800, 2100), screen) == "different"


def test_a_shared_element_covering_most_of_the_screen_is_too_coarse() -> None:
    xml = (
        '<hierarchy><node class="android.webkit.WebView" clickable="true" '
        'bounds="[0,0][1080,2400]" /></hierarchy>'
    )
    screen = Screen(1080, 2400, Screen.of(Observation(b"", 1080, 2400, xml)).elements)
    assert compare(click(100, 100), click(900, 2000), screen) == "different"
    assert compare(click(100, 100), click(105, 100), screen) == "same"


@pytest.mark.parametrize(
    ("a", "b", "verdict"),
    [
        ("Coffee shops", "  coffee   SHOPS ", "same"),
        ("coffee shops", "coffee shop", "undecided"),
        ("coffee", "tea near me", "different"),
    ],
)
def test_type_text_is_case_and_space_folded(a: str, b: str, verdict: str) -> None:
    screen = Screen(1080, 2400)
    assert compare(Action("type", text=a), Action("type", text=b), screen) == verdict
    assert compare(Action("answer", text=a), Action("answer", text=b), screen) == verdict


def test_keys_buttons_open_terminate_wait() -> None:
    screen = Screen(1080, 2400)
    assert compare(Action("key", text="Volume_Up"), Action("key", text="volume_up"), screen) == (
        "same"
    )
    assert compare(Action("open", text="Maps"), Action("open", text="Clock"), screen) == (
        "different"
    )
    back, home = Action("system_button", button="Back"), Action("system_button", button="Home")
    assert compare(back, back, screen) == "same"
    assert compare(back, home, screen) == "different"
    ok, fail = Action("terminate", status="success"), Action("terminate", status="failure")
    assert compare(ok, fail, screen) == "different"
    assert compare(Action("wait", time=1), Action("wait", time=3), screen) == "same"
    assert compare(Action("type", text="x"), Action("answer", text="x"), screen) == "different"


def test_swipes_compare_direction_and_scrollable_container(observation: Observation) -> None:
    screen = Screen.of(observation)
    up_in_list = Action("swipe", x=540, y=1800, x2=560, y2=600)
    up_elsewhere_in_list = Action("swipe", x=200, y=1200, x2=200, y2=400)
    down_in_list = Action("swipe", x=540, y=600, x2=540, y2=1800)
    left_in_pager = Action("swipe", x=900, y=2100, x2=100, y2=2150)
    up_in_pager = Action("swipe", x=500, y=2200, x2=500, y2=2010)
    assert swipe_direction(up_in_list) == "up"
    assert swipe_direction(left_in_pager) == "left"
    assert compare(up_in_list, up_elsewhere_in_list, screen) == "same"
    assert compare(up_in_list, down_in_list, screen) == "different"
    assert compare(up_in_list, up_in_pager, screen) == "different"
    bare = Screen(1080, 2400)
    assert compare(up_in_list, up_elsewhere_in_list, bare) == "different"
    assert compare(up_in_list, Action("swipe", x=545, y=1790, x2=540, y2=900), bare) == "same"


def test_merged_joins_extra_pairs_and_sums_counts() -> None:
    screen = Screen(1080, 2400)
    cands = [
        cand(Action("type", text="coffee shops"), "type A", merged_from=2),
        cand(Action("system_button", button="Back"), "back"),
        cand(Action("type", text="coffee shop"), "type B"),
        cand(Action("system_button", button="Back"), "back again"),
    ]
    result = rule_merge(cands, screen)
    assert result.groups == ((0,), (1, 3), (2,))
    assert result.undecided == ((0, 2),)
    assert [c.description for c in result.merged()] == ["type A", "back", "type B"]
    joined = result.merged([(2, 0)])
    assert [(c.description, c.merged_from) for c in joined] == [("type A", 3), ("back", 2)]


def test_normalise_text() -> None:
    assert normalise_text("  Hello\tWORLD \n") == "hello world"


def test_merge_candidates_accepts_the_elements_alone(observation: Observation) -> None:
    elements = parse_hierarchy(observation.hierarchy)
    cands = [
        cand(click(100, 400), "row"),
        cand(click(700, 480), "row again"),
        cand(click(950, 400)),
    ]
    merged = merge_candidates(cands, elements)
    assert [(c.description, c.merged_from) for c in merged] == [("row", 2), ("click", 1)]
    assert Screen.from_elements(elements).width == 1080
    assert Screen.from_elements(elements).height == 2400
    # Without elements the screen has no size: only the very same pixel merges.
    assert len(merge_candidates([cand(click(5, 5)), cand(click(5, 5))], ())) == 1
    assert len(merge_candidates([cand(click(5, 5)), cand(click(6, 5))], ())) == 2
    # Undecided pairs stay apart when no model is asked.
    near = [cand(Action("type", text="coffee shops")), cand(Action("type", text="coffee shop"))]
    assert len(merge_candidates(near, observation)) == 2
