"""Each layer of the policy on its own: the structure and context layer (a screen's
primary action, confirmation dialogs, notices, pickers, slide and hold controls), the
term layer's id words and confusables fold, and the screens that say nothing."""

from __future__ import annotations

from typing import Any

import pytest

from m2miner.actions import Action
from m2miner.config import SafetyConfig
from m2miner.devices.base import AppTarget, Observation
from m2miner.safety.normalize import fold, split_id
from m2miner.safety.policy import Policy, Verdict
from m2miner.testing.safety_corpus import PACKAGE, build_observation, locate

POLICY = Policy(SafetyConfig(), AppTarget("app", PACKAGE))


def tap(screen: dict[str, Any], label: str, kind: str = "click") -> Verdict:
    obs = build_observation(screen)
    x, y = locate(obs, label)
    return POLICY.check_action(Action(kind, x=x, y=y), obs)


def swipe(screen: dict[str, Any], y: int) -> Verdict:
    obs = build_observation(screen)
    return POLICY.check_action(Action("swipe", x=80, y=y, x2=1000, y2=y), obs)


ORDER = {"title": "Sell BTC", "items": [{"text": "0.015 BTC ≈ $1,020.55"}, {"button": "Go"}]}


def test_the_primary_action_of_a_screen_stating_an_amount_commits_whatever_its_label() -> None:
    verdict = tap(ORDER, "Go")
    assert not verdict.allowed and verdict.rule == "commit-primary"
    assert verdict.detail["layers"]["structure"] == {
        "stakes": ["amount"],
        "primary": True,
        "dialog": False,
    }
    assert tap({**ORDER, "items": [{"text": "Nothing stated"}, {"button": "Go"}]}, "Go").allowed


def test_a_recipient_makes_the_stakes_too_and_a_secondary_button_is_not_primary() -> None:
    screen = {"title": "Ride", "items": [{"text": "Pickup: 350 5th Ave"}, {"button": "Go"},
                                         {"button": "Preview"}]}  # fmt: skip
    assert tap(screen, "Go").rule == "commit-primary"
    assert tap(screen, "Preview").allowed


def test_press_and_hold_and_label_less_slides_on_such_screens_commit() -> None:
    hold = {"title": "Pay", "items": [{"text": "$42.00"}, {"button": "Hold", "rid": "h1"}]}
    assert tap(hold, "Hold", "long_press").rule == "commit-primary"
    slide = {"title": "Maria", "items": [{"text": "$250.00"}, {"slider": ""}]}
    verdict = swipe(slide, 264 + 150 + 75)
    assert not verdict.allowed and verdict.rule == "slide-commit" and verdict.kind == "stakes"
    volume = {"title": "Now playing", "items": [{"text": "Track 3"}, {"slider": "Volume"}]}
    assert swipe(volume, 264 + 150 + 75).allowed


def test_a_dialog_with_cancel_and_one_button_is_a_confirmation() -> None:
    screen = {"dialog": {"title": "Hide user", "message": "They will not show again."},
              "items": [{"button": "Cancel"}, {"button": "Hide"}]}  # fmt: skip
    assert tap(screen, "Hide").rule == "commit-primary"
    assert tap(screen, "Cancel").allowed


@pytest.mark.parametrize(
    "screen",
    [
        # A notice: one control, no question.
        {"dialog": {"title": "Payment sent", "message": "You paid $25.00"},
         "items": [{"button": "Done"}]},
        # A picker: entries are choices.
        {"dialog": {"title": "Choose payment method"},
         "items": [{"menu": "Done"}, {"menu": "PayPal"}]},
        # A prompt that can be put off.
        {"dialog": {"title": "Enjoying the app?"},
         "items": [{"button": "Not now"}, {"button": "Done"}]},
        # A rename form.
        {"dialog": {"title": "Rename"},
         "items": [{"field": "name", "text": "Phone"}, {"button": "Cancel"}, {"button": "Done"}]},
    ],
)  # fmt: skip
def test_notices_pickers_prompts_and_forms_are_not_confirmations(screen: dict[str, Any]) -> None:
    assert tap(screen, "Done").allowed


def test_keep_and_call_controls_are_not_commits() -> None:
    keep, cancel = "Keep my subscription", "Cancel subscription"
    screen = {"dialog": {"title": "Cancel it?"}, "items": [{"button": keep}, {"button": cancel}]}
    assert tap(screen, keep).allowed
    assert not tap(screen, cancel).allowed
    call = {"title": "Call", "items": [{"button": "End call", "rid": "call_end"}]}
    assert tap(call, "End call").allowed


def test_a_dismissal_whose_id_names_a_critical_screen_closes_it() -> None:
    # Rocket.Chat's account-deletion sheet names its buttons after the sheet.
    screen = {"dialog": {}, "items": [
        {"text": "Are you sure you want to delete your account?"},
        {"field": "password", "hint": "Password", "text": "secret"},
        {"button": "Cancel", "rid": "profile-view-delete-account-sheet-cancel"},
        {"button": "Delete account", "rid": "profile-view-delete-account-sheet-confirm"},
        {"button": "Go on", "rid": "profile-view-delete-account-go"}]}  # fmt: skip
    assert tap(screen, "Cancel").allowed
    assert tap(screen, "Delete account").rule == "critical"
    # An id naming the critical operation still decides for a label that dismisses nothing,
    # and for one whose dismissal is the term's own word (Close of close_account).
    assert tap(screen, "Go on").rule == "critical"
    close = {"dialog": {"title": "Leaving us?"}, "items": [
        {"button": "Not now", "rid": "keep_account_button"},
        {"button": "Close", "rid": "close_account_button"}]}  # fmt: skip
    assert tap(close, "Close").rule == "critical" and tap(close, "Not now").allowed


def test_a_search_field_and_its_button_search() -> None:
    screen = {"title": "Shop", "items": [
        {"field": "search_src_text", "hint": "Search products", "text": "usb", "focused": True},
        {"button": "Submit", "rid": "search_go_btn"}]}  # fmt: skip
    assert tap(screen, "Submit").allowed
    obs = build_observation(screen)
    assert POLICY.check_action(Action("system_button", button="Enter"), obs).allowed


def test_a_label_that_only_names_where_it_goes_does_not_commit_its_dialog() -> None:
    # A permission dialog about calls: Settings opens the system settings.
    screen = {"title": "Chat", "dialog": {
        "title": "Call permissions required",
        "message": "Allow microphone access in Settings to make voice calls."},
        "items": [{"button": "Cancel", "rid": "android:id/button2"},
                  {"button": "Settings", "rid": "android:id/button1"}]}  # fmt: skip
    verdict = tap(screen, "Settings")
    assert verdict.allowed and verdict.reason == "navigation ('settings' names where it goes)"
    # A word of the label beyond the navigation word keeps the decision.
    hide = {**screen, "items": [{"button": "Hide entire domain", "rid": "android:id/button1"}],
            "dialog": {"title": "Hide the whole domain?"}}  # fmt: skip
    assert not (tap(hide, "Hide entire domain").reason or "").startswith("navigation")


def test_a_button_naming_a_deletion_beside_a_field_is_not_its_search() -> None:
    # "address" is a search word (a browser's address bar), yet Delete in an address
    # book entry's dialog deletes the entry.
    screen = {"title": "Address book", "dialog": {"title": "Edit label of sending address"},
              "items": [{"field": "edit_address_book_entry_label", "text": "Alice"},
                        {"button": "Cancel", "rid": "android:id/button2"},
                        {"button": "Delete", "rid": "android:id/button3"},
                        {"button": "Save", "rid": "android:id/button1"}]}  # fmt: skip
    verdict = tap(screen, "Delete")
    assert not verdict.allowed and verdict.rule == "commit-label"
    assert tap(screen, "Cancel").allowed


@pytest.mark.parametrize(
    ("rid", "words"),
    [("btnSubmitOrder2", "btn Submit Order 2"), ("fab_send1", "fab send 1"),
     ("confirm_transfer_v2", "confirm transfer v 2"),
     ("dialpad_call_button", "dialpad call button")],
)  # fmt: skip
def test_ids_split_at_humps_digits_and_underscores(rid: str, words: str) -> None:
    assert split_id(rid) == words
    assert not tap({"title": "X", "items": [{"id": rid}]}, rid).allowed


@pytest.mark.parametrize(
    ("shown", "plain"),
    [("Ꭰеlеtе", "delete"), ("ᴘʟᴀᴄᴇ ᴏʀᴅᴇʀ", "place order"), ("🅿🅰🆈", "pay"),
     ("𝙋𝙡𝙖𝙘𝙚 𝙤𝙧𝙙𝙚𝙧", "place order"), ("Ꮲау", "pay"), ("Раy", "pay")],
)  # fmt: skip
def test_the_confusables_fold_uses_unicode_data(shown: str, plain: str) -> None:
    assert fold(shown) == plain
    assert not tap({"title": "Cart", "items": [{"button": shown}]}, shown).allowed


def test_cyrillic_words_fold_the_same_whatever_their_case() -> None:
    assert fold("Купить") == fold("купить") and fold("send") == "send"


def _raw(nodes: str, package: str = PACKAGE) -> Observation:
    xml = (
        "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\">"
        f"{nodes}</hierarchy>"
    )
    return build_observation({"xml": xml, "package": package})


def _node(cls: str, bounds: str, inner: str = "", **attrs: str) -> str:
    extra = "".join(f' {k.replace("_", "-")}="{v}"' for k, v in attrs.items())
    return f'<node class="{cls}" package="{PACKAGE}" bounds="{bounds}"{extra}>{inner}</node>'


FLUTTER = _raw(_node("android.widget.FrameLayout", "[0,0][1080,2400]",
                     _node("android.view.View", "[0,0][1080,2400]", focusable="true")))  # fmt: skip
_TITLE = _node("android.widget.TextView", "[0,72][1080,240]", text="Checkout")
_WEB = _node("android.webkit.WebView", "[0,240][1080,2400]", clickable="true")
WEBVIEW = _raw(_node("android.widget.FrameLayout", "[0,0][1080,2400]", _TITLE + _WEB))
KEYBOARD = _raw(
    '<node class="android.widget.FrameLayout" package="com.google.android.inputmethod.latin" '
    'bounds="[0,1500][1080,2400]" resource-id="com.google.android.inputmethod.latin:id/kb" />',
    package="com.google.android.inputmethod.latin",
)


@pytest.mark.parametrize("obs", [FLUTTER, WEBVIEW, KEYBOARD], ids=["flutter", "webview", "ime"])
@pytest.mark.parametrize(
    "action",
    [Action("click", x=540, y=2100), Action("system_button", button="Enter"),
     Action("swipe", x=100, y=2100, x2=1000, y2=2100)],
    ids=["tap", "enter", "swipe"],
)  # fmt: skip
def test_screens_that_say_nothing_fail_closed(obs: Observation, action: Action) -> None:
    verdict = POLICY.check_action(action, obs)
    assert not verdict.allowed and verdict.rule == "unchecked", verdict
    assert verdict.detail["unchecked"]
    allowing = Policy(SafetyConfig(unchecked="allow"), AppTarget("app", PACKAGE))
    assert allowing.check_action(action, obs).allowed


def test_a_tap_in_a_large_card_is_judged_by_everything_it_says() -> None:
    card = _node(
        "android.widget.LinearLayout", "[24,1200][1056,2000]",
        _node("android.widget.TextView", "[72,1240][1000,1360]", text="Buy now with 1-Click"),
        clickable="true",
    )  # fmt: skip
    obs = _raw(_node("android.widget.FrameLayout", "[0,0][1080,2400]", card))
    verdict = POLICY.check_action(Action("click", x=540, y=1900), obs)
    assert not verdict.allowed and verdict.rule == "commit-label"


@pytest.mark.parametrize(
    "label",
    [
        "Force stop",
        "Beenden erzwingen",
        "Forzar detención",
        "Forcer l’arrêt",
        "強制停止",
        "강제 중지",
        "Forçar parada",
        "Остановить принудительно",
        "强行停止",
    ],
)
def test_ending_a_process_names_an_operation(label: str) -> None:
    # Android's App info labels its Force stop so in each language; a process page's Kill
    # ends the process, its Suspend only pauses it.
    info = {"title": "App info", "items": [{"text": "Example"}, {"button": label}]}
    verdict = tap(info, label)
    assert not verdict.allowed and verdict.kind == "terminate"
    kill = {"title": "Process 4312", "items": [{"button": "Kill"}, {"button": "Suspend"}]}
    assert tap(kill, "Kill").kind == "terminate" and tap(kill, "Suspend").allowed
