"""What lies beyond the screen's edges, from a DOM snapshot (pure; the real pages are in
test_web_gestures.py)."""

from __future__ import annotations

from m2miner.devices.web_dom import offscreen

VIEWPORT = {"dpr": 2, "scale": 1, "left": 0, "top": 0, "width": 412, "height": 915}


def test_a_page_wider_than_the_screen_reports_its_right_edge_in_screenshot_pixels() -> None:
    snapshot = {"viewport": VIEWPORT, "page": {"width": 550, "height": 915, "x": 0, "y": 0}}
    assert offscreen(snapshot) == {"right": 276}


def test_a_page_scrolled_sideways_and_down_reports_every_edge_with_more() -> None:
    page = {"width": 550, "height": 3000, "x": 138, "y": 1000}
    assert offscreen({"viewport": VIEWPORT, "page": page}) == {
        "left": 276,
        "above": 2000,
        "below": 2170,
    }


def test_a_zoomed_out_page_counts_at_its_zoom_and_a_fitting_page_reports_nothing() -> None:
    zoomed = {**VIEWPORT, "scale": 0.5, "width": 824, "height": 1830}
    page = {"width": 1000, "height": 1830, "x": 0, "y": 0}
    assert offscreen({"viewport": zoomed, "page": page}) == {"right": 176}  # 176 CSS px x 1
    assert offscreen({"viewport": VIEWPORT, "page": {"width": 412, "height": 915}}) == {}
    assert offscreen({"viewport": VIEWPORT}) == {}  # an older snapshot without a page
