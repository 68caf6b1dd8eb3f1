"""The DOM truth checker's verdicts on descriptions, from readings given by hand (the
browser side is tested on real Chromium in tests/agents/test_effects_web.py)."""

from __future__ import annotations

from m2miner.actions import Action
from m2miner.testing.dom_truth import Reading, Truth, description_is_true, truth_of

TAP = Action("click", x=10, y=10)
DOUBLE = Action("double_tap", x=10, y=10)


def test_a_double_tap_must_name_the_element_it_landed_on() -> None:
    opened = Truth("unchanged", "Walk the dog")
    assert description_is_true('Double tap "Walk the dog"', DOUBLE, opened)
    assert description_is_true('Double-tap on "walk the dog"', DOUBLE, opened)
    assert not description_is_true('Double tap "Buy milk"', DOUBLE, opened)


def test_names_agree_whatever_the_spaces_and_quote_marks() -> None:
    link = Truth("navigated", "GET/petsList all pets")
    assert description_is_true('Click "GET /pets List all pets"', TAP, link)
    assert not description_is_true('Click "POST /pets Add a pet"', TAP, link)
    body = Truth("unchanged", '{ "name": "string" }')
    assert description_is_true("Click \"{ 'name': 'string' }\"", TAP, body)
    assert not description_is_true("Click \"{ 'tag': 'string' }\"", TAP, body)
    assert description_is_true('Click "{ \\"name\\": \\"string\\" }"', TAP, body)  # escaped
    # A drop-down is named by its label and the option it shows.
    select = Truth("unchanged", "Request content type application/json")
    assert description_is_true('Click "application/json"', TAP, select)
    assert description_is_true('Click "Request content type"', TAP, select)


def test_a_toggle_must_go_the_way_it_went_and_name_its_own_element() -> None:
    was = Reading({"found": True, "name": "enabled : true", "checked": True, "url": "u"})
    now = Reading({"found": True, "name": "enabled : false", "checked": False, "url": "u"})
    truth = truth_of(TAP, was, now)
    assert (truth.kind, truth.on) == ("toggled", False)
    assert description_is_true('Turn off "enabled"', TAP, truth)
    assert not description_is_true('Turn on "enabled"', TAP, truth)
    assert not description_is_true('Turn off "Mark all as complete"', TAP, truth)


def test_a_tap_that_only_took_the_focus_is_never_a_true_click() -> None:
    was = Reading({"found": True, "name": "About", "url": "u", "field": {"value": "milk"}})
    now = Reading({"found": True, "name": "About", "url": "u", "field": None, "clicked": False})
    truth = truth_of(TAP, was, now)
    assert truth.kind == "blur_only"
    assert not description_is_true('Click "About"', TAP, truth)
