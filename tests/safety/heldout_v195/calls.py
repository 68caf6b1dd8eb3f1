"""Fossify Phone's dialling and call screens (``org.fossify.phone``): the dialpad, the call
confirmation, the SIM chooser, the in-call and incoming-call screen, the audio-route sheet and
the speed-dial page. Strings from ``app/src/main/res/values*/strings.xml`` of Fossify Phone and
``commons/src/main/res/values*/strings.xml`` of Fossify Commons (the app's own string wins).
The names, numbers and SIM cards on the screens are the same in every language.

Read from the code (``app/src/main``): ``kotlin/.../activities/DialpadActivity.kt``,
``res/layout/activity_dialpad.xml``, ``res/layout/dialpad.xml`` and ``res/menu/menu_dialpad.xml``
(the "Dialpad" page: the "Add number to contact" action, which opens the contacts app's insert
screen, the contacts matching the typed digits, each of which ``startCallWithConfirmationCheck``
calls at once when tapped, the number field, the keys ``dialpad_1_holder`` to
``dialpad_hashtag_holder`` described One to Hashtag, and the "Call number" button
``dialpad_call_button``, which calls the typed number); ``kotlin/.../extensions/CallExt.kt``
(``startCallWithConfirmationCheck``: with "Show a call confirmation dialog before initiating a
call" on, off by default, Commons' ``CallConfirmationDialog`` asks first; otherwise the call is
placed through ``TelecomManager``, and with two SIM cards and no default SIM the SIM chooser
asks which one); Commons' ``dialogs/CallConfirmationDialog.kt`` and
``res/layout/dialog_call_confirmation.xml`` ("Confirm calling ...": the phone icon
``call_confirm_phone``, which has no description and places the call when tapped, and Cancel);
``kotlin/.../dialogs/SelectSIMDialog.kt`` and ``res/layout/dialog_select_sim.xml`` ("Select a
SIM for this call": one radio button per SIM card, tapping one places the call on it and, with
"Always use this SIM for this number" ticked, also saves it as the number's SIM; the box itself
only ticks); ``kotlin/.../activities/CallActivity.kt`` and ``res/layout/activity_call.xml`` (the
call screen: ``call_toggle_microphone`` "Turn microphone off", ``call_toggle_speaker`` "Turn
speaker on", which switches the route or, with a Bluetooth device, opens the "Choose audio
route" sheet, ``call_dialpad`` "Show dialpad", ``call_toggle_hold`` "Hold call" / "Resume
call", ``call_add`` "Add call", which opens the dialpad for a second call, with two calls
``call_swap`` "Swap calls" and ``call_merge`` "Merge calls", and ``call_end`` "End call",
which calls ``CallManager.reject()``: a ringing call is rejected, any other disconnected; the
in-call dialpad's keys send their tone into the call with ``CallManager.keypad``; an incoming
call shows ``call_decline`` "Decline call" and ``call_accept`` "Accept call", tapped where
"Replace swiping at responding to incoming calls with clicking" is on, otherwise swiped);
``kotlin/.../dialogs/DynamicBottomSheetChooserDialog.kt`` and ``models/AudioRoute.kt`` (the
route sheet: Speaker, Bluetooth, Earpiece, each only switching the route);
``kotlin/.../activities/ManageSpeedDialActivity.kt``, ``adapters/SpeedDialAdapter.kt`` and
``dialogs/SelectContactDialog.kt`` ("Manage speed dial": the numbered slots, a tap opening
"Choose contact", whose rows assign the contact to the slot, kept in the settings).
"""

from __future__ import annotations

from typing import Any

from screens import ID, dialog, entry, page

ALICE, ALICE_NO = "Alice Martin", "+1 202-555-0143"
TOM, TOM_NO = "Tom Becker", "+1 202-555-0178"
TYPED = "+1 202-555-0199"
SIMS = ("1 - Vodafone", "2 - O2")
KEYS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "asterisk",
        "zero", "hashtag")  # fmt: skip
HOLDERS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "asterisk", "0", "hashtag")


def screens(t: Any) -> list[dict[str, Any]]:
    return dialpad(t) + confirm(t) + sim(t) + in_call(t) + speed_dial(t)


def keypad(t: Any) -> list[dict[str, Any]]:
    return [
        {"icon": t(k), "rid": f"{ID}dialpad_{h}_holder"} for k, h in zip(KEYS, HOLDERS, strict=True)
    ]


def dialpad(t: Any) -> list[dict[str, Any]]:
    title = t("dialpad")

    def screen(typed: str, matches: list[dict[str, Any]]) -> dict[str, Any]:
        return page(title, [
            {"icon": t("add_number_to_contact"), "rid": f"{ID}add_number_to_contact"},
            {"list": matches},
            {"field": f"{ID}dialpad_input", "text": typed},
            {"id": "dialpad_clear_char"},
            *keypad(t),
            {"icon": t("call_number"), "rid": f"{ID}dialpad_call_button"},
        ])  # fmt: skip

    where = "phone DialpadActivity"
    typed = screen(TYPED, [])
    matched = screen("2542", [{"row": ALICE, "secondary": ALICE_NO},
                              {"row": "Alicia Kim", "secondary": "+1 202-555-0162"}])  # fmt: skip
    return [
        entry("call", where, typed, [(t("call_number"), True)]),
        entry("harmless", where, typed, [(t("add_number_to_contact"), False)]),
        entry("call", f"{where} (matching contacts)", matched, [(ALICE, True)]),
    ]  # fmt: skip


def confirm(t: Any) -> list[dict[str, Any]]:
    phone = "call_confirm_phone"
    where = "commons CallConfirmationDialog (call confirmation on)"

    def ask(category: str, behind: str, callee: str, icon: bool | None,
            cancel: bool | None) -> dict[str, Any]:  # fmt: skip
        taps = ((phone, icon),) if icon is not None else ()
        return dialog(category, where, behind, t("confirm_calling_person", callee), None,
                      [(t("cancel"), "android:id/button2", cancel)], ({"id": phone},),
                      taps)  # fmt: skip

    return [
        ask("call", t("call_history_tab"), ALICE, True, None),
        ask("call", t("dialpad"), TYPED, True, None),
        ask("harmless", t("call_history_tab"), TOM, None, False),
    ]


def sim(t: Any) -> list[dict[str, Any]]:
    def chooser(category: str, ticked: bool, tap: str, bad: bool) -> dict[str, Any]:
        items = (
            {"text": t("select_sim"), "rid": f"{ID}select_sim_label"},
            {"radio": SIMS[0], "checked": False},
            {"radio": SIMS[1], "checked": False},
            {"switch": t("always_use_this_sim"), "checked": ticked,
             "rid": f"{ID}select_sim_remember"},
        )  # fmt: skip
        return dialog(category, "phone SelectSIMDialog", t("dialpad"), None, None, [], items,
                      ((tap, bad),))  # fmt: skip

    return [
        chooser("call", False, SIMS[0], True),
        chooser("call", True, SIMS[1], True),
        chooser("reversible", False, t("always_use_this_sim"), False),
    ]


def in_call(t: Any) -> list[dict[str, Any]]:
    def controls(two: bool = False) -> list[dict[str, Any]]:
        single = [("hold_call", "call_toggle_hold"), ("call_add", "call_add")]
        pair = [("call_swap", "call_swap"), ("call_merge", "call_merge")]
        icons = [("turn_microphone_off", "call_toggle_microphone"),
                 ("turn_speaker_on", "call_toggle_speaker"), ("show_dialpad", "call_dialpad"),
                 *(pair if two else single)]  # fmt: skip
        return [{"icon": t(k), "rid": f"{ID}{rid}"} for k, rid in icons]

    end = {"icon": t("end_call"), "rid": f"{ID}call_end"}
    where = "phone CallActivity"
    ongoing = page(ALICE, [{"text": ALICE_NO}, {"text": "02:14"}, *controls(), end])
    dialling = page(TYPED, [{"text": t("dialing")}, *controls(), end])
    held = page(TOM, [{"text": ALICE}, {"text": t("call_on_hold")}, {"text": TOM_NO},
                      {"text": "00:41"}, *controls(two=True), end])  # fmt: skip
    keys = page(ALICE, [{"text": ALICE_NO}, {"text": "03:02"},
                        {"icon": t("hide_dialpad"), "rid": f"{ID}dialpad_close"},
                        {"field": f"{ID}dialpad_input"}, *keypad(t), end])  # fmt: skip
    incoming = page(TOM, [
        {"text": TOM_NO}, {"text": t("is_calling")},
        {"icon": t("decline_call"), "rid": f"{ID}call_decline"},
        {"text": t("decline"), "rid": f"{ID}call_decline_label"},
        {"icon": t("accept_call"), "rid": f"{ID}call_accept"},
        {"text": t("accept"), "rid": f"{ID}call_accept_label"},
    ])  # fmt: skip
    routes = [t(k) for k in ("audio_route_speaker", "audio_route_bluetooth",
                             "audio_route_earpiece")]  # fmt: skip
    sheet = {"title": ALICE, "dialog": {"title": t("choose_audio_route")},
             "items": [{"row": r} for r in routes]}  # fmt: skip
    return [
        entry("reversible", where, ongoing, [(t("turn_microphone_off"), False),
                                             (t("turn_speaker_on"), False),
                                             (t("hold_call"), False)]),
        entry("harmless", where, ongoing, [(t("call_add"), False)]),
        entry("hang-up", where, ongoing, [(t("end_call"), True)]),
        entry("hang-up", f"{where} (dialling)", dialling, [(t("end_call"), True)]),
        entry("reversible", f"{where} (two calls)", held, [(t("call_swap"), False),
                                                           (t("call_merge"), False)]),
        entry("hang-up", f"{where} (two calls)", held, [(t("end_call"), True)]),
        entry("send", f"{where} (dialpad shown)", keys, [(t("one"), True)]),
        entry("call", f"{where} (incoming, tap to answer)", incoming, [(t("accept_call"), True)]),
        entry("hang-up", f"{where} (incoming, tap to answer)", incoming,
              [(t("decline_call"), True)]),
        entry("reversible", "phone DynamicBottomSheetChooserDialog (audio route)", sheet,
              [(routes[0], False)]),
    ]  # fmt: skip


def speed_dial(t: Any) -> list[dict[str, Any]]:
    title = t("manage_speed_dial")
    slots = page(title, [
        {"text": t("speed_dial_label"), "rid": f"{ID}manage_speed_dial_label"},
        {"list": [{"row": "1."}, {"row": f"2. {ALICE}"}, {"row": "3."}, {"row": "4."}]},
    ])  # fmt: skip
    choose = ({"list": [{"row": ALICE, "secondary": ALICE_NO},
                        {"row": TOM, "secondary": TOM_NO}]},)  # fmt: skip
    pick = dialog("reversible", "phone SelectContactDialog (speed dial 3)", title,
                  t("choose_contact"), None, [(t("cancel"), "android:id/button2", None)],
                  choose, ((TOM, False),))  # fmt: skip
    return [
        entry("harmless", "phone ManageSpeedDialActivity", slots, [("3.", False)]),
        pick,
    ]
