"""Step effects and description checks on hierarchies written for these tests.

Two kinds of screens: Android-like dumps (a settings list with switch rows, a sign-up form
with a checkbox, an AlertDialog window) and web-like ones as the Chromium backend
synthesises them from the DOM (``android.widget.EditText`` for inputs, links as text
views, a modal marked by its id). Then the same checks on real sim screens.
"""

from __future__ import annotations

from m2miner.actions import Action, describe
from m2miner.agents.describe_check import check_description
from m2miner.agents.effects import effect_of
from m2miner.devices.base import AppTarget
from m2miner.devices.sim.device import SimDevice

SCREEN = "[0,0][1080,2400]"


def node(bounds: str, cls: str = "android.view.View", **attrs: str) -> str:
    """One uiautomator ``node`` element (self-closing); attributes default to false/empty."""
    fields = {"text": "", "resource-id": "", "content-desc": "", "clickable": "false"}
    fields |= {k.replace("_", "-"): v for k, v in attrs.items()}
    body = " ".join(f'{k}="{v}"' for k, v in fields.items())
    return f'<node class="{cls}" bounds="{bounds}" {body} />'


def dump(*nodes: str, root: str = SCREEN) -> str:
    inner = "".join(nodes)
    return (
        f'<hierarchy rotation="0"><node class="android.widget.FrameLayout" bounds="{root}" '
        f'text="" resource-id="" clickable="false">{inner}</node></hierarchy>'
    )


def tap(x: int, y: int) -> Action:
    return Action("click", x=x, y=y)


# -- Android-like: a privacy settings list ----------------------------------------------


def privacy(location: bool, backup: bool) -> str:
    """Rows are clickable containers; the switch inside has no label of its own."""
    rows = []
    for top, rid, label, on in ((300, "location", "Use location", location),
                                (520, "backup", "Back up to cloud", backup)):  # fmt: skip
        rows += [
            f'<node class="android.widget.LinearLayout" bounds="[0,{top}][1080,{top + 200}]" '
            f'clickable="true" text="" resource-id="">',
            node(f"[40,{top + 40}][800,{top + 120}]", "android.widget.TextView", text=label),
            node(
                f"[880,{top + 50}][1040,{top + 150}]",
                "android.widget.Switch",
                resource_id=f"com.example.privacy:id/{rid}_switch",
                checked=str(on).lower(),
            ),
            "</node>",
        ]
    title = node("[40,100][1040,220]", "android.widget.TextView", text="Privacy")
    return dump(title, *rows)


def test_a_switch_row_tapped_turns_the_switch_on_or_off() -> None:
    on = effect_of(privacy(False, True), privacy(True, True), tap(500, 400))
    assert (on.kind, on.on, on.label) == ("toggled", True, "Use location")
    assert on.summary == 'Turn on "Use location"'
    off = effect_of(privacy(True, True), privacy(True, False), tap(500, 620))
    assert (off.kind, off.on, off.summary) == ("toggled", False, 'Turn off "Back up to cloud"')


def test_switch_descriptions_say_on_or_off() -> None:
    action = tap(500, 400)
    effect = effect_of(privacy(False, True), privacy(True, True), action)
    clicked = check_description(describe(action, "Use location"), action, effect)
    assert (clicked.status, clicked.description) == ("reworded", 'Turn on "Use location"')
    wrong = check_description("Turn off location", action, effect)
    assert wrong.status == "reworded"
    right = check_description("Turn on Use location", action, effect)
    assert (right.status, right.description) == ("ok", "Turn on Use location")


def test_a_checkbox_is_named_by_its_own_label() -> None:
    def form(ticked: bool) -> str:
        box = node(
            "[40,900][1040,1000]",
            "android.widget.CheckBox",
            text="I agree to the terms",
            clickable="true",
            checked=str(ticked).lower(),
        )
        return dump(node("[40,100][1040,220]", "android.widget.TextView", text="Sign up"), box)

    effect = effect_of(form(True), form(False), tap(300, 950))
    assert effect.summary == 'Turn off "I agree to the terms"'
    check = check_description('Click "I agree to the terms"', tap(300, 950), effect)
    assert check.status == "reworded"


def test_a_checkbox_whose_label_shows_its_state_is_still_the_one_tapped() -> None:
    # A JSON tree editor names a boolean's checkbox by its row, value included.
    def row(value: bool) -> str:
        box = node(
            "[299,269][320,290]",
            "android.widget.CheckBox",
            text=f"boolean : {str(value).lower()}",
            clickable="true",
            checked=str(value).lower(),
        )
        return dump(node("[172,266][277,302]", "android.widget.EditText", text="boolean"), box)

    effect = effect_of(row(True), row(False), tap(310, 280))
    assert (effect.kind, effect.on, effect.summary) == ("toggled", False, 'Turn off "boolean"')
    # A different label in the same place is another row, not a toggle.
    other = row(False).replace("boolean : false", "color : false")
    assert effect_of(row(True), row(True).replace("true", "false"), tap(310, 280)).on is False
    assert effect_of(row(True), other, tap(310, 280)).kind != "toggled"


def alert(title: str) -> str:
    """An AlertDialog as a real dump holds it: only its window, inset from the edges."""
    return dump(
        node("[100,900][980,1000]", "android.widget.TextView", text=title,
             resource_id="android:id/alertTitle"),
        node("[100,1000][980,1200]", "android.widget.TextView",
             text="Your data will be erased.", resource_id="android:id/message"),
        node("[560,1250][760,1380]", "android.widget.Button", text="Cancel", clickable="true",
             resource_id="android:id/button2"),
        node("[780,1250][980,1380]", "android.widget.Button", text="Erase", clickable="true",
             resource_id="android:id/button1"),
        root="[60,860][1020,1420]",
    )  # fmt: skip


def test_an_android_dialog_is_confirmed_or_cancelled() -> None:
    under = privacy(True, True)
    erase = effect_of(alert("Erase all data?"), under, tap(880, 1300))
    assert erase.kind == "dialog_confirmed"
    assert erase.summary == 'Confirm the "Erase all data?" dialog with "Erase"'
    assert check_description('Click "Erase"', tap(880, 1300), erase).status == "reworded"
    cancel = effect_of(alert("Erase all data?"), under, tap(660, 1300))
    assert cancel.summary == 'Cancel the "Erase all data?" dialog'
    back = Action("system_button", button="Back")
    by_back = effect_of(alert("Erase all data?"), under, back)
    assert by_back.kind == "dialog_cancelled"
    assert check_description("Press the Back button", back, by_back).status == "reworded"
    said = check_description("Cancel erasing the data", tap(660, 1300), cancel)
    assert said.status == "ok"


def test_a_tap_that_changed_nothing_is_flagged() -> None:
    screen = privacy(True, False)
    effect = effect_of(screen, screen, tap(500, 160))
    assert effect.kind == "none"
    check = check_description('Click "Privacy"', tap(500, 160), effect)
    assert (check.status, check.description) == ("flagged", None)
    assert check.reason == "nothing changed on the screen"


# -- web-like: a newsletter form, as the Chromium backend dumps a page --------------------


def page(value: str, focused: bool, message: str = "") -> str:
    field = node(
        "[40,400][1040,520]",
        "android.widget.EditText",
        text=value or "Your email",
        resource_id="email",
        clickable="true",
        focused=str(focused).lower(),
    )
    parts = [
        node("[40,100][1040,220]", "android.widget.TextView", text="Newsletter"),
        field,
        node("[40,560][400,680]", "android.widget.Button", text="Subscribe", clickable="true"),
    ]
    if message:
        parts.append(node("[40,720][1040,800]", "android.widget.TextView", text=message))
    parts.append(
        node("[40,2200][500,2260]", "android.widget.TextView", text="Privacy policy",
             clickable="true")
    )  # fmt: skip
    return dump(*parts)


def test_typed_text_is_described_with_its_value() -> None:
    action = Action("type", text="ana@example.com")
    effect = effect_of(page("", True), page("ana@example.com", True), action)
    assert (effect.kind, effect.value, effect.label) == ("typed", "ana@example.com", "Your email")
    assert effect.summary == 'Type "ana@example.com" into "Your email"'
    vague = check_description("Enter your email address", action, effect)
    assert (vague.status, vague.description) == ("reworded", effect.summary)
    assert check_description('Type "ana@example.com"', action, effect).status == "ok"


def test_a_link_tap_whose_real_effect_was_leaving_a_field_is_flagged() -> None:
    # Tapping the footer link took the focus from the field, which submitted it; the
    # link itself did nothing (the page did not leave).
    before = page("ana@example.com", True)
    after = page("ana@example.com", False, message="Thanks, check your inbox")
    action = tap(200, 2230)
    effect = effect_of(before, after, action)
    assert (effect.kind, effect.target, effect.target_changed) == (
        "blurred",
        "Privacy policy",
        False,
    )
    check = check_description('Click "Privacy policy"', action, effect)
    # No description is written about the field: the tap has no true description.
    assert (check.status, check.description) == ("flagged", None)
    assert check.reason == (
        'focus loss: the tap only took the focus from "email", whose blur changed the page; '
        '"Privacy policy" did not change'
    )


def test_a_submit_button_that_blurs_the_field_is_its_own_cause() -> None:
    before = page("ana@example.com", True)
    after = page("ana@example.com", False, message="Thanks, check your inbox")
    effect = effect_of(before, after, tap(200, 620))
    assert effect.kind == "blurred" and effect.target_changed is True
    assert check_description('Click "Subscribe"', tap(200, 620), effect).status == "ok"


def test_a_tap_on_a_disabled_control_only_takes_the_focus() -> None:
    # A disabled button (an editor's Redo with nothing to redo) or field cannot be the
    # cause: the tap's only effect is the blur of the field that held text.
    def with_disabled(value: str, focused: bool, message: str = "") -> str:
        redo = node("[600,560][1000,680]", "android.widget.Button", text="Redo",
                    clickable="true", enabled="false")  # fmt: skip
        off = node("[40,900][1040,1000]", "android.widget.EditText", text="",
                   hint="petId", clickable="true", enabled="false")  # fmt: skip
        return page(value, focused, message).replace(
            "</node></hierarchy>", redo + off + "</node></hierarchy>"
        )

    before = with_disabled("ana@example.com", True)
    after = with_disabled("ana@example.com", False, message="Saved")
    for action, said in ((tap(800, 620), 'Click "Redo"'), (tap(500, 950), 'Click "petId"')):
        effect = effect_of(before, after, action)
        assert (effect.kind, effect.target_changed) == ("blurred", False), said
        assert check_description(said, action, effect).status == "flagged", said


def test_a_link_that_opens_another_page_is_fine() -> None:
    other = dump(
        node("[40,100][1040,220]", "android.widget.TextView", text="Privacy policy"),
        node("[40,300][1040,1200]", "android.widget.TextView", text="We keep your email..."),
    )
    effect = effect_of(page("", False), other, tap(200, 2230))
    assert effect.kind == "new_screen" and effect.target_changed is True
    assert check_description('Click "Privacy policy"', tap(200, 2230), effect).status == "ok"


def test_a_web_modal_marked_by_its_id() -> None:
    modal = dump(
        node("[0,0][1080,2400]", "android.view.View", resource_id="confirm-modal"),
        node("[100,900][980,1000]", "android.widget.TextView", text="Unsubscribe?"),
        node("[560,1250][760,1380]", "android.widget.Button", text="Keep", clickable="true"),
        node("[780,1250][980,1380]", "android.widget.Button", text="Unsubscribe",
             clickable="true"),
    )  # fmt: skip
    kept = effect_of(modal, page("", False), tap(660, 1300))
    assert kept.summary == 'Cancel the "Unsubscribe?" dialog'
    gone = effect_of(modal, page("", False), tap(880, 1300))
    assert gone.summary == 'Confirm the "Unsubscribe?" dialog with "Unsubscribe"'


def test_without_hierarchies_pixels_tell_change_from_none() -> None:
    device = SimDevice("settings")
    device.start_app(AppTarget("settings"))
    first = device.observe().png
    device.execute(tap(540, 780))
    second = device.observe().png
    assert effect_of(None, None, tap(5, 5), before_png=first, after_png=first).kind == "none"
    moved = effect_of(None, None, tap(540, 780), before_png=first, after_png=second)
    assert (moved.kind, moved.source) == ("changed", "image")
    assert effect_of(None, None, tap(5, 5)).kind == "unknown"


# -- the sim's own screens ----------------------------------------------------------------


def test_sim_switch_radio_dialog_and_typing() -> None:
    device = SimDevice("settings")
    device.start_app(AppTarget("settings"))
    steps = [tap(540, 780), tap(540, 780), tap(540, 780), tap(540, 1000), tap(540, 1200)]
    effects = []
    before = device.observe()
    for action in steps:
        device.execute(action)
        after = device.observe()
        effects.append(effect_of(before.hierarchy, after.hierarchy, action))
        before = after
    assert [e.kind for e in effects] == [
        "new_screen",
        "toggled",
        "toggled",
        "dialog_opened",
        "selected",
    ]
    assert [e.summary for e in effects[1:3]] == ['Turn on "Dark theme"', 'Turn off "Dark theme"']
    assert effects[4].summary == 'Select "2 minutes"'

    maps = SimDevice("maps")
    maps.start_app(AppTarget("maps"))
    maps.execute(tap(500, 200))
    before = maps.observe()
    typing = Action("type", text="coffee")
    maps.execute(typing)
    typed = effect_of(before.hierarchy, maps.observe().hierarchy, typing)
    assert typed.summary == 'Type "coffee" into "Search here"'
