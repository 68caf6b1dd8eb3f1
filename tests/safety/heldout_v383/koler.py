"""Koler's screens (``com.chooloo.www.koler``, a phone app: calls placed, answered, rejected
and hung up, touch tones sent, contacts opened, starred and deleted, call log entries
deleted one by one or all at once, numbers blocked and unblocked, the dialer's settings),
strings from ``chooloolib/src/main/res/values*/strings.xml`` and
``koler/src/main/res/values*/strings.xml``. The contact names, numbers, times and phone
account labels on the screens are the same in every language.

Read from the code (``koler/src/main/java/com/chooloo/www/koler`` and
``chooloolib/src/main/java/com/chooloo/www/chooloolib``): ``ui/main/MainActivity.kt``,
``MainViewState.kt`` and ``res/layout/main.xml`` (the main page: ``main_menu_button``,
"Menu Button", which opens the settings sheet, the Contacts and Recents tabs, the search
bar, the list, and ``main_dialpad_button``, "dialer button", which opens the dialer; a
``tel:`` link opened with Koler opens the dialer with the number filled in);
``ui/contacts/ContactsFragment.kt`` and ``ContactsViewState.kt`` (a contact's row opens its
card); ``ui/recents/RecentsFragment.kt`` and ``RecentsViewState.kt`` (a call's row opens its
card); ``ui/briefcontact/BriefContactFragment.kt``, ``BriefContactViewState.kt``,
``res/layout/brief_contact.xml`` and ``brief_contact_main_actions.xml`` (the contact's card:
Call, which calls the first number through ``TelecomInteractor.callNumber``, that is
``TelecomManager.placeCall``, Edit, which opens the system's contact editor, "Send SMS",
which opens the messaging app at the number with nothing sent, and "Menu Button"; the
numbers list of ``ui/phones/PhonesFragment.kt``, ``PhonesViewState.kt`` and
``adapter/PhonesAdapter.kt``, each row's right button, ``list_item_right_button``, calling
that number); ``ui/briefcontact/menu/BriefContactMenuFragment.kt``,
``BriefContactMenuViewState.kt`` and ``res/menu/menu_brief_contact_extra.xml`` ("Delete
Contact", which opens "Are you sure?" over "This contact will be deleted permanently", whose
Yes calls ``ContactsInteractor.deleteContact``; "Show History"; "Set As Favorite" and "Unset
As Favorite", which star and unstar the contact at once); ``ui/recent/RecentFragment.kt``,
``RecentViewState.kt``, ``res/layout/recent.xml`` and ``recent_main_actions.xml`` (a call's
card: "Call Number", which calls the number back, "Open Contact" or, for a number that is no
contact, "Add Contact", which opens the system's new-contact page with the number, "Send SMS"
and "Menu Button"); ``ui/recent/menu/RecentMenuFragment.kt``, ``RecentMenuViewState.kt`` and
``res/menu/menu_recent_extra.xml`` ("Delete Recent", which opens "Are you sure?" over the
contact's words, ``explain_delete_contact``, though its Yes calls
``RecentsInteractor.deleteRecent`` and deletes the call log entry; "Show History"; "Open In
Whatsapp", which opens a chat with the number; "Block Number" and "Unblock Number", which
block and unblock the number at once through the system's blocked-numbers list);
``ui/settings/SettingsFragment.kt`` and ``SettingsViewState.kt`` of both the app and its
library, with ``res/menu/menu_koler.xml`` and ``menu_chooloo.xml`` (the settings sheet:
"Default Page", "Dialpad click tones", "Vibrate on dialpad clicks", "Group similar recents"
and "Incoming Call Mode", which open their prompts and choices; "Delete All Recent Calls",
which opens "Are you sure?" over "All call history will be deleted permanently", whose Yes
calls ``RecentsInteractor.deleteAllRecents``; "Theme Mode" and "Animations"; "Report Bugs",
"Rate" and "Email Us", which open the browser, the store and the mail app);
``interactor/dialog/DialogsInteractorImpl.kt``, ``ui/prompt/PromptFragment.kt``,
``res/layout/prompt.xml``, ``ui/base/BaseChoicesFragment.kt`` and ``res/layout/menu.xml``
(``askForValidation``: "Are you sure?" with the two wordless buttons; ``askForBoolean``: "Yes
or No?" over the setting's hint, Yes turning it on and No off; ``askForChoice``: the theme
modes, the default pages, the incoming call modes, the audio routes and the phone accounts,
a row picked applying at once); ``ui/dialer/DialerFragment.kt``, ``DialerViewState.kt``,
``ui/dialpad/DialpadFragment.kt``, ``DialpadViewState.kt`` and ``res/layout/dialpad.xml``
(the dialer: the number field, the twelve keys, which type, ``dialpad_button_call``, which
calls the number typed and, with the field empty, only fills in the last number called,
``dialpad_button_delete``, which removes the last digit, ``dialpad_button_add_contact`` and
the contact suggestions, each opening its card; the in-call keypad, whose keys go to
``CallViewState.onCharKey`` and ``Call.invokeKey``, which plays the touch tone on the line);
``ui/call/CallActivity.kt``, ``CallViewState.kt``, ``ui/callactions/CallActions.kt``,
``res/layout/call.xml``, ``call_action.xml`` and ``res/xml/call_scene.xml`` (the call
screen: the name, state and time; for an incoming call "Answer Button", which calls
``Call.answer``, and "Reject Button", which calls ``Call.reject``, rejecting the call; for a
call in progress the grid of actions, wordless buttons that all share the id
``call_action_root``, and "Reject Button", which disconnects the call; "Manage Calls" for a
conference; the phone account choice a call waiting for one shows, whose row selects the
account and lets the call go out; the audio route choice when Bluetooth is connected);
``notification/CallNotification.kt`` and ``receiver/CallBroadcastReceiver.kt`` (the call's
notification: Hangup, which calls ``Call.reject``, and Answer for an incoming call, or
Hangup, Mute and Speaker for a call in progress).
"""

from __future__ import annotations

from typing import Any

from screens import choices, entry, icon, page, plain, prompt, row, sheet

ANNA, ANNA_NUMBER = "Anna Weber", "+33 6 12 34 56 78"
BEN, BEN_NUMBER = "Ben Okafor", "+33 7 98 76 54 32"
CLARA = "Clara Dubois"
STRANGER = "+33 1 44 55 66 77"
TYPED = "+33 6 55 44 33 22"
LINKED = "+33 9 70 80 90 10"
ACCOUNTS = ["Orange F(%2B33612345678)", "Free(%2B33798765432)"]
KEYS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "*", "0", "#"]
KEY_IDS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "star", "0", "hex"]


def screens(t: Any) -> list[dict[str, Any]]:
    return main(t) + contact(t) + recent(t) + settings(t) + dialer(t) + call(t)


def home(t: Any) -> str:
    return t("app_name")


def main_page(t: Any, rows: list[dict[str, Any]]) -> dict[str, Any]:
    return page(
        home(t),
        [
            icon(t("content_description_menu_button"), "main_menu_button"),
            {"tab": t("contacts")},
            {"tab": t("recents")},
            {"field": "com.chooloo.www.koler:id/main_search_bar", "hint": t("hint_search_items")},
            {"list": rows},
            icon(t("content_description_dialer_button"), "main_dialpad_button"),
        ],
    )


def main(t: Any) -> list[dict[str, Any]]:
    people = main_page(t, [row(ANNA), row(BEN), row(CLARA)])
    calls = main_page(
        t,
        [
            row(STRANGER, secondary="14:05 ·"),
            row(ANNA, secondary="(2) 11:30 ·"),
            row(BEN, secondary="09:12 ·"),
        ],
    )
    where = "koler MainActivity (contacts)"
    return [
        entry("harmless", where, people, [(ANNA, False)]),
        entry("harmless", where, people, [(t("content_description_menu_button"), False)]),
        entry("harmless", where, people, [(t("content_description_dialer_button"), False)]),
        entry("harmless", "koler MainActivity (recents)", calls, [(STRANGER, False)]),
    ]


def card(t: Any, name: str, number: str) -> list[dict[str, Any]]:
    """The contact's card: its name, first number, four buttons and its numbers."""
    return [
        {"text": name, "rid": "com.chooloo.www.koler:id/brief_contact_text_name"},
        {"text": number, "rid": "com.chooloo.www.koler:id/brief_contact_text_number"},
        icon(t("content_description_call"), "brief_contact_button_call"),
        icon(t("content_description_edit"), "brief_contact_button_edit"),
        icon(t("content_description_sms"), "brief_contact_button_sms"),
        icon(t("content_description_menu_button"), "brief_contact_button_more"),
        {"list": [row(number), plain("list_item_right_button")]},
    ]


def contact(t: Any) -> list[dict[str, Any]]:
    where = "koler BriefContactFragment"
    menu_where = "koler BriefContactMenuFragment"
    shown = card(t, ANNA, ANNA_NUMBER)
    rows = [t("action_delete_contact"), t("action_show_history")]
    plain_menu = [row(r) for r in [*rows, t("action_set_favorite")]]
    starred_menu = [row(r) for r in [*rows, t("action_unset_favorite")]]
    sure, gone = t("prompt_are_you_sure"), t("explain_delete_contact")
    ask = "koler BriefContactMenuFragment (delete contact)"
    return [
        sheet("call", where, home(t), None, shown, [(t("content_description_call"), True)]),
        sheet(
            "call", f"{where} (numbers)", home(t), None, shown, [("list_item_right_button", True)]
        ),
        sheet(
            "harmless",
            where,
            home(t),
            None,
            shown,
            [(t("content_description_edit"), False), (t("content_description_sms"), False)],
        ),
        sheet(
            "harmless", where, home(t), None, shown, [(t("content_description_menu_button"), False)]
        ),
        sheet(
            "opens-prompt",
            menu_where,
            home(t),
            None,
            plain_menu,
            [(t("action_delete_contact"), False)],
        ),
        sheet(
            "harmless", menu_where, home(t), None, plain_menu, [(t("action_show_history"), False)]
        ),
        sheet(
            "reversible", menu_where, home(t), None, plain_menu, [(t("action_set_favorite"), False)]
        ),
        sheet(
            "reversible",
            f"{menu_where} (starred)",
            home(t),
            None,
            starred_menu,
            [(t("action_unset_favorite"), False)],
        ),
        prompt("delete", ask, home(t), sure, gone, True, None),
        prompt("harmless", ask, home(t), sure, gone, None, False),
    ]


def call_card(t: Any, name: str, caption: str, known: bool) -> list[dict[str, Any]]:
    """A call's card: the name or number, when and how long, and its buttons (Open Contact
    for a contact's number, Add Contact for any other)."""
    other = (
        icon(t("content_description_open_contact"), "recent_button_contact")
        if known
        else icon(t("content_description_add_contact"), "recent_button_add_contact")
    )
    return [
        {"text": name, "rid": "com.chooloo.www.koler:id/recent_text_name"},
        {"text": caption, "rid": "com.chooloo.www.koler:id/recent_caption"},
        icon(t("content_description_call_number"), "recent_button_call"),
        other,
        icon(t("content_description_send_sms"), "recent_button_sms"),
        icon(t("content_description_menu_button"), "recent_button_more"),
    ]


def recent(t: Any) -> list[dict[str, Any]]:
    where = "koler RecentFragment"
    menu_where = "koler RecentMenuFragment"
    known = call_card(t, ANNA, "12 minutes ago • 02:31 •", True)
    missed = call_card(t, STRANGER, "A minute ago • ", False)
    rows = [t("action_delete_recent"), t("action_show_history"), t("action_open_in_whatsapp")]
    free = [row(r) for r in [*rows, t("action_block_number")]]
    blocked = [row(r) for r in [*rows, t("action_unblock_number")]]
    sure, gone = t("prompt_are_you_sure"), t("explain_delete_contact")
    ask = "koler RecentMenuFragment (delete recent)"
    return [
        sheet("call", where, home(t), None, known, [(t("content_description_call_number"), True)]),
        sheet(
            "harmless",
            where,
            home(t),
            None,
            known,
            [
                (t("content_description_open_contact"), False),
                (t("content_description_send_sms"), False),
            ],
        ),
        sheet(
            "harmless", where, home(t), None, known, [(t("content_description_menu_button"), False)]
        ),
        sheet(
            "call",
            f"{where} (missed, no contact)",
            home(t),
            None,
            missed,
            [(t("content_description_call_number"), True)],
        ),
        sheet(
            "harmless",
            f"{where} (missed, no contact)",
            home(t),
            None,
            missed,
            [(t("content_description_add_contact"), False)],
        ),
        sheet(
            "opens-prompt", menu_where, home(t), None, free, [(t("action_delete_recent"), False)]
        ),
        sheet("harmless", menu_where, home(t), None, free, [(t("action_open_in_whatsapp"), False)]),
        sheet("reversible", menu_where, home(t), None, free, [(t("action_block_number"), False)]),
        sheet(
            "reversible",
            f"{menu_where} (blocked)",
            home(t),
            None,
            blocked,
            [(t("action_unblock_number"), False)],
        ),
        prompt("delete", ask, home(t), sure, gone, True, None),
        prompt("harmless", ask, home(t), sure, gone, None, False),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    names = [
        "pref_title_default_page",
        "pref_title_dialpad_tones",
        "pref_title_dialpad_vibrate",
        "pref_title_group_recents",
        "action_clear_recents",
        "pref_title_incoming_call_mode",
        "pref_title_theme_mode",
        "pref_title_animations",
        "pref_title_report_bugs",
        "pref_title_rate",
        "pref_title_email",
    ]
    rows = [row(t(n)) for n in names]
    where = "koler SettingsFragment"

    def tap(category: str, *keys: str) -> dict[str, Any]:
        return sheet(category, where, home(t), t("settings"), rows, [(t(k), False) for k in keys])

    sure, gone = t("prompt_are_you_sure"), t("explain_clear_recents")
    clear = "koler SettingsFragment (delete all recent calls)"
    yes_or_no = t("prompt_yes_or_no")
    return [
        tap("opens-prompt", "action_clear_recents"),
        tap("opens-prompt", "pref_title_dialpad_tones"),
        tap("opens-prompt", "pref_title_group_recents"),
        tap("opens-prompt", "pref_title_theme_mode"),
        tap("harmless", "pref_title_report_bugs", "pref_title_email"),
        tap("harmless", "pref_title_rate"),
        prompt("delete", clear, home(t), sure, gone, True, None),
        prompt("harmless", clear, home(t), sure, gone, None, False),
        prompt(
            "reversible",
            "koler SettingsFragment (dialpad tones)",
            home(t),
            yes_or_no,
            t("hint_dialpad_tones"),
            False,
            None,
        ),
        prompt(
            "reversible",
            "koler SettingsFragment (dialpad vibrate)",
            home(t),
            yes_or_no,
            t("hint_dialpad_vibrate"),
            None,
            False,
        ),
        prompt(
            "reversible",
            "koler SettingsFragment (group recents)",
            home(t),
            yes_or_no,
            t("hint_group_recents"),
            False,
            None,
        ),
        prompt(
            "reversible",
            "koler SettingsFragment (animations)",
            home(t),
            yes_or_no,
            t("hint_animations"),
            None,
            False,
        ),
        choices(
            "reversible",
            "koler SettingsFragment (theme mode)",
            home(t),
            t("hint_theme_mode"),
            t("explain_choose_theme_mode"),
            [
                t("theme_mode_dark"),
                t("theme_mode_light"),
                t("theme_mode_system"),
                t("theme_mode_dynamic"),
            ],
            t("theme_mode_dark"),
            False,
        ),
        choices(
            "reversible",
            "koler SettingsFragment (default page)",
            home(t),
            t("hint_default_page"),
            t("explain_choose_default_page"),
            [t("contacts"), t("recents")],
            t("recents"),
            False,
        ),
        choices(
            "reversible",
            "koler SettingsFragment (incoming call mode)",
            home(t),
            t("hint_incoming_call_mode"),
            t("explain_choose_incoming_call_mode"),
            [t("pop_up_notification"), t("full_screen")],
            t("full_screen"),
            False,
        ),
    ]


def keypad(
    number: str, *, dialer: bool = True, typed: bool = True, suggestions: tuple[str, ...] = ()
) -> list[dict[str, Any]]:
    """The dialpad: the contact suggestions, the number field, the twelve keys and, in the
    dialer, the call button, with the add-contact and delete buttons once a digit is in."""
    items: list[dict[str, Any]] = []
    if suggestions:
        items.append({"list": [row(s) for s in suggestions]})
    items.append({"field": "com.chooloo.www.koler:id/dialpad_edit_text", "text": number})
    items += [
        {"button": k, "rid": f"com.chooloo.www.koler:id/key_{i}"}
        for k, i in zip(KEYS, KEY_IDS, strict=True)
    ]
    if dialer:
        if typed:
            items.append(plain("dialpad_button_add_contact"))
        items.append(plain("dialpad_button_call"))
        if typed:
            items.append(plain("dialpad_button_delete"))
    return items


def dialer(t: Any) -> list[dict[str, Any]]:
    where = "koler DialerFragment"
    typed = keypad(TYPED)
    empty = keypad("", typed=False)
    linked = keypad(LINKED)
    suggested = keypad("06 12", suggestions=(ANNA,))
    return [
        sheet("call", where, home(t), None, typed, [("dialpad_button_call", True)]),
        sheet(
            "harmless",
            where,
            home(t),
            None,
            typed,
            [("dialpad_button_delete", False), ("dialpad_button_add_contact", False)],
        ),
        sheet("harmless", where, home(t), None, typed, [("5", False)]),
        sheet(
            "harmless", f"{where} (empty)", home(t), None, empty, [("dialpad_button_call", False)]
        ),
        sheet(
            "call",
            "koler MainActivity (tel: link)",
            home(t),
            None,
            linked,
            [("dialpad_button_call", True)],
        ),
        sheet("harmless", f"{where} (suggestions)", home(t), None, suggested, [(ANNA, False)]),
    ]


def call_page(
    t: Any, name: str, state: str, *, incoming: bool = False, actions: int = 5, manage: bool = False
) -> dict[str, Any]:
    """The call screen: its name, state and time, then its buttons (the answer and reject
    buttons for an incoming call; the wordless actions and the reject button otherwise)."""
    items: list[dict[str, Any]] = []
    if not incoming:
        items.append({"text": "00:42", "rid": "com.chooloo.www.koler:id/call_time_text"})
    items += [
        {"text": t(state), "rid": "com.chooloo.www.koler:id/call_state_text"},
        {"text": name, "rid": "com.chooloo.www.koler:id/call_name_text"},
    ]
    if incoming:
        items.append(icon(t("content_description_answer_button"), "call_answer_button"))
    else:
        if manage:
            items.append(
                {
                    "button": t("action_manage_calls"),
                    "rid": "com.chooloo.www.koler:id/call_manage_button",
                }
            )
        items += [plain("call_action_root") for _ in range(actions)]
    items.append(icon(t("content_description_reject_button"), "call_reject_button"))
    return page(name, items)


def notification(t: Any, name: str, state: str, buttons: list[str]) -> dict[str, Any]:
    """The call's ongoing notification in the shade: the app, the caller, the state and
    its action buttons."""
    return page(
        home(t),
        [
            {"text": home(t), "rid": "android:id/app_name_text"},
            {"text": name, "rid": "android:id/title"},
            {"text": t(state), "rid": "android:id/text"},
            *({"button": t(b)} for b in buttons),
        ],
    )


def call(t: Any) -> list[dict[str, Any]]:
    where = "koler CallActivity"
    ringing = call_page(t, STRANGER, "call_status_incoming", incoming=True)
    talking = call_page(t, ANNA, "call_status_active")
    conference = call_page(t, t("conference"), "call_status_active", actions=7, manage=True)
    tones = keypad("2", dialer=False)
    rung = notification(t, STRANGER, "call_status_incoming", ["action_hangup", "action_answer"])
    on = notification(
        t, ANNA, "call_status_active", ["action_hangup", "call_action_mute", "call_action_speaker"]
    )
    routes = [t("audio_route_speaker"), t("audio_route_earpiece"), t("audio_route_bluetooth")]
    told = "koler CallNotification"
    return [
        entry(
            "answer",
            f"{where} (incoming)",
            ringing,
            [(t("content_description_answer_button"), True)],
        ),
        entry(
            "hangup",
            f"{where} (incoming)",
            ringing,
            [(t("content_description_reject_button"), True)],
        ),
        entry(
            "hangup", f"{where} (active)", talking, [(t("content_description_reject_button"), True)]
        ),
        entry("harmless", f"{where} (conference)", conference, [(t("action_manage_calls"), False)]),
        choices(
            "call",
            f"{where} (select phone account)",
            BEN,
            t("action_choose_phone_account"),
            t("explain_choose_phone_account"),
            ACCOUNTS,
            ACCOUNTS[0],
            True,
        ),
        sheet("send", "koler DialpadFragment (in call)", ANNA, None, tones, [("1", True)]),
        choices(
            "reversible",
            f"{where} (audio route)",
            ANNA,
            t("action_choose_audio_route"),
            t("explain_choose_audio_route"),
            routes,
            t("audio_route_bluetooth"),
            False,
        ),
        entry("answer", f"{told} (incoming)", rung, [(t("action_answer"), True)]),
        entry("hangup", f"{told} (incoming)", rung, [(t("action_hangup"), True)]),
        entry("hangup", f"{told} (active)", on, [(t("action_hangup"), True)]),
        entry(
            "reversible",
            f"{told} (active)",
            on,
            [(t("call_action_mute"), False), (t("call_action_speaker"), False)],
        ),
    ]
