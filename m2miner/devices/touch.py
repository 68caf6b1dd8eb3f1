"""W3C input actions for Appium sessions: finger gestures and keyboard chords.

Points are what the session's pointer actions expect (CSS client pixels on web, device
pixels on UiAutomator2); the platforms convert screenshot pixels before calling these.
Selenium is imported inside the functions, so importing this module stays cheap.
"""

from __future__ import annotations

from typing import Any

SWIPE_MS = 300
DOUBLE_TAP_GAP_S = 0.08
"""Between the two taps of a double tap: well inside Android's 300 ms double-tap
timeout and Chromium's double-click interval."""
SELECT_ALL_MODIFIER = "\ue009"
"""WebDriver's Control key: Control+A selects a field's text in Chromium on Linux and
Windows (the headless browser the web backend drives)."""


def _touch(driver: Any) -> Any:
    from selenium.webdriver.common.actions import interaction
    from selenium.webdriver.common.actions.action_builder import ActionBuilder
    from selenium.webdriver.common.actions.pointer_input import PointerInput

    # duration=0: the default 250 ms move before a tap makes every tap slow.
    finger = PointerInput(interaction.POINTER_TOUCH, "finger")
    return ActionBuilder(driver, mouse=finger, duration=0)


def tap(driver: Any, x: int, y: int, hold_s: float = 0.0, *, count: int = 1) -> None:
    """``count`` W3C touch taps at viewport (x, y), ``DOUBLE_TAP_GAP_S`` apart, in one
    action sequence (so the gap is the browser's, not a round trip's); ``hold_s`` > 0
    makes each a long press."""
    builder = _touch(driver)
    finger = builder.pointer_action
    finger.move_to_location(x, y)
    for i in range(count):
        if i:
            finger.pause(DOUBLE_TAP_GAP_S)
        finger.pointer_down()
        if hold_s > 0:
            finger.pause(hold_s)
        finger.pointer_up()
    builder.perform()


def swipe(driver: Any, x: int, y: int, x2: int, y2: int, duration_ms: int = SWIPE_MS) -> None:
    """A W3C touch swipe: down at (x, y), move to (x2, y2) over ``duration_ms``, up."""
    builder = _touch(driver)
    finger = builder.pointer_action
    finger.move_to_location(x, y)
    finger.pointer_down()
    finger.source.create_pointer_move(duration=duration_ms, x=x2, y=y2, origin="viewport")
    finger.pointer_up()
    builder.perform()


def replace_text(driver: Any, text: str) -> None:
    """Select all of the focused field's text with the keyboard, then type ``text`` over
    it (Backspace when ``text`` is empty). The field keeps its focus throughout, so no
    blur or change handler runs before the user would have left the field (WebDriver's
    element clear would blur it); typing into the focused element keeps the selection."""
    from selenium.webdriver.common.actions.action_builder import ActionBuilder

    builder = ActionBuilder(driver, duration=0)
    keys = builder.key_action
    keys.key_down(SELECT_ALL_MODIFIER).key_down("a").key_up("a").key_up(SELECT_ALL_MODIFIER)
    builder.perform()
    driver.switch_to.active_element.send_keys(text or "\ue003")  # WebDriver's Backspace
