"""Baresip Studio's screens (``com.tutpro.baresip``, a SIP phone and messaging app: calls
placed, transferred and redirected, call history and chats deleted, messages sent and deleted,
contacts and accounts deleted, blocking rules added and deleted, application data backed up
and restored, settings reset), strings from ``app/src/main/res/values*/strings.xml``. The
contact, account, address and message texts on the screens are the same in every language.

Read from the code (``app/src/main/kotlin/com/tutpro/baresip``): ``CustomElements.kt``
(``AlertDialog``: a title, a message and the first, second, third and last buttons, each
written with ``uppercase()``; ``PasswordDialog``: a title, a password field, Cancel and OK;
``DropdownMenu``); ``MainScreen.kt`` (the top bar's menu: About, Settings, Accounts, Backup and
Restore, which open the system's file picker, Logcat, Restart and Quit; the "Encrypt
Password" dialog after Backup, whose OK writes the encrypted backup of the application data
to the chosen file; the "Decrypt Password" dialog after Restore, whose OK unzips the backup
over the accounts, contacts, history, messages and settings; the Info dialog after a restore
with Cancel and Restart; the voicemail dialog with Cancel and Listen, which calls the
account's voicemail URI; the call transfer dialog with its destination field, Blind and
Attended, Cancel and Transfer, which refers the call to the destination, or Call, which places
a consultation call; the "Transfer Request" and "Redirect Request" dialogs with No and Yes,
whose Yes hands the call over or places the call to the new target; the "Verify Request"
dialog with No and Yes, which runs ``zrtp_verify``; the secure call's Info with Cancel and
Unverify, which runs ``zrtp_unverify``); ``CallsScreen.kt`` ("Call History": the menu with
Disable, which turns the account's history off, Delete and Blocked; "Do you want to delete
call history of account ...?" with Cancel and Delete, which clears the history and the
blocked requests; a row's dialog with Cancel, Call, which places the call at once, and Send
Message, which opens the chat; a row's long press for a peer not in contacts, with Cancel,
Add Contact, Block, which adds a blocking rule, and Delete, which removes the calls from the
history); ``CallDetailsScreen.kt`` ("Do you want to delete this call from history?" with
Cancel and Delete; "Save Recording" with Cancel and Save, which opens the file picker);
``BlockedScreen.kt`` ("Blocked Calls": the menu's Delete and its dialog, which clears the
blocked requests; a row's dialog with Cancel and Add Contact); ``BlockingScreen.kt``
(Blocking: the "Block Strangers" and "Block Hidden" switches, the rules with a Delete icon
each, which opens "Do you want to delete blocking rule ...?" with Cancel and Delete, and the
new rule's field and Add icon); ``ChatsScreen.kt`` ("Chat History": the menu's Delete, Blocked
and "Do you want to delete chat history of account ...?"; a chat's long press, with Cancel and
Delete for a contact, and Cancel, Add Contact, Block and Delete for a stranger);
``ChatScreen.kt`` ("Chat with ...": the Call icon, which places the call, the message field
and the send button, whose description is the app's "Add" and which sends the message with
``Api.message_send``; a message tapped opens "Do you want to delete this message?" with Cancel
and Delete); ``ContactsScreen.kt`` (Contacts: the menu with the contact mode, Call, which
switches what a contact's call icon does between calling and showing the number, Import and
Export, which open the file picker, and Delete, which opens "Do you want to delete all
contacts?" with Cancel and Delete; a contact's long press opens "Do you want to delete contact
...?" with Cancel and Delete); ``ContactScreen.kt`` ("New Contact": Back, Save, the name and
URI fields); ``AccountsScreen.kt`` (Accounts: each account with a Delete button, which opens
"Do you want to delete account ...?" with Cancel and Delete, which removes the account with
its call history, messages, blocked requests and blocking rules; the new account's field and
Add); ``SettingsScreen.kt`` (Settings: Back, Check, "Start Automatically", "Dark Theme" and
"Reset to Factory Defaults", whose switch opens the confirmation with Cancel and Reset, which
calls ``Config.reset()`` and restarts; "Restart Request" with Cancel and Restart).
"""

from __future__ import annotations

from typing import Any

from screens import confirm, entry, menu, page, sheet

HOME = "baresip"
ACCOUNT = "bob@sip.example.net"
ALICE, CAROL = "Alice Martin", "Carol Diaz"
STRANGER = "sip:9034@voip.example.org"
CAROL_URI = "sip:carol@sip.example.net"
RULE = "sip:.*@spam.example.com"
TEXT = "See you at 7 at the station"


def screens(t: Any) -> list[dict[str, Any]]:
    return main(t) + calls(t) + blocking(t) + chats(t) + contacts(t) + settings(t)


def main(t: Any) -> list[dict[str, Any]]:
    where = "baresip MainScreen (menu)"
    rows = [t(k) for k in ("about", "configuration", "accounts", "backup", "restore")]
    rows += ["Logcat", t("restart"), t("quit")]
    cancel, ok = t("cancel"), t("ok")
    password = ({"field": "password", "text": "••••••••••", "focused": True},
                {"icon": "Visibility"})  # fmt: skip

    def secret(category: str, backup: bool, tap: tuple[str, bool]) -> dict[str, Any]:
        buttons = [(label, tap[1] if label == tap[0] else None) for label in (cancel, ok)]
        source = f"baresip MainScreen (PasswordDialog, {'backup' if backup else 'restore'})"
        name = t("encrypt_password" if backup else "decrypt_password")
        return sheet(category, source, HOME, name, password, buttons)

    def transfer(category: str, blind: bool, tap: tuple[str, bool]) -> dict[str, Any]:
        widgets = (
            {"field": "transfer_destination", "hint": t("transfer_destination"),
             "text": CAROL_URI},
            {"radio": t("blind"), "checked": blind},
            {"radio": t("attended"), "checked": not blind},
        )  # fmt: skip
        go = t("transfer" if blind else "call").upper()
        buttons = [(label, tap[1] if label == tap[0] else None) for label in (cancel, go)]
        kind = "blind" if blind else "attended"
        return sheet(category, f"baresip MainScreen (call transfer, {kind})", HOME,
                     t("call_transfer"), widgets, buttons)  # fmt: skip

    transfer_ask = (t("transfer_request"), t("transfer_request_query", CAROL))
    redirect_ask = (t("redirect_request"), t("redirect_request_query", CAROL))
    no, yes = t("no"), t("yes")
    voicemail = f"{t('you_have')} {t('one_new_message')}"
    return [
        menu("opens-prompt", where, HOME, rows, [(t("backup"), False)]),
        menu("opens-prompt", where, HOME, rows, [(t("restore"), False)]),
        menu("harmless", where, HOME, rows, [(t("quit"), False)]),
        secret("export", True, (ok, False)),
        secret("harmless", True, (cancel, False)),
        secret("overwrite", False, (ok, True)),
        secret("harmless", False, (cancel, False)),
        confirm(
            "harmless",
            "baresip MainScreen (restored)",
            HOME,
            t("info"),
            t("restored"),
            [(cancel, None), (t("restart"), False)],
        ),
        confirm(
            "harmless",
            "baresip MainScreen (voicemail)",
            HOME,
            t("voicemail_messages"),
            voicemail,
            [(cancel, None), (t("listen"), False)],
        ),
        transfer("transfer", True, (t("transfer").upper(), True)),
        transfer("harmless", True, (cancel, False)),
        transfer("call", False, (t("call").upper(), True)),
        confirm(
            "transfer",
            "baresip MainScreen (transfer request)",
            HOME,
            *transfer_ask,
            [(no, None), (yes, True)],
        ),
        confirm(
            "harmless",
            "baresip MainScreen (transfer request)",
            HOME,
            *transfer_ask,
            [(no, False), (yes, None)],
        ),
        confirm(
            "call",
            "baresip MainScreen (redirect request)",
            HOME,
            *redirect_ask,
            [(no, None), (yes, True)],
        ),
        confirm(
            "harmless",
            "baresip MainScreen (redirect request)",
            HOME,
            *redirect_ask,
            [(no, False), (yes, None)],
        ),
        confirm(
            "reversible",
            "baresip MainScreen (verify request)",
            HOME,
            t("verify"),
            t("verify_sas", "k7qa"),
            [(no, None), (yes, False)],
        ),
        confirm(
            "reversible",
            "baresip MainScreen (secure call)",
            HOME,
            t("info"),
            t("call_is_secure"),
            [(cancel, None), (t("unverify"), False)],
        ),
    ]


def calls(t: Any) -> list[dict[str, Any]]:
    cancel, delete = t("cancel"), t("delete")
    history = t("call_history")
    rows = [t("disable_history"), delete, t("blocked")]
    where = "baresip CallsScreen (menu)"
    question = t("delete_history_alert", ACCOUNT)
    ask = "baresip CallsScreen (delete call history)"
    row = "baresip CallsScreen (call row)"
    action = t("contact_action_question", ALICE)
    stranger = t("calls_add_delete_question", STRANGER, t("calls_call"))
    press = "baresip CallsScreen (stranger's calls, long press)"
    details = t("call_details")
    gone = t("delete_call_alert")
    save = (t("save_recording"), t("save_recording_question"))
    blocked_calls = t("blocked_calls")
    blocked_ask = t("blocked_delete_alert", ACCOUNT)
    add_contact = t("add_contact")

    def calling(category: str, tap: str, bad: bool) -> dict[str, Any]:
        labels = [cancel, t("call"), t("send_message")]
        buttons = [(label, bad if label == tap else None) for label in labels]
        return confirm(category, row, history, t("confirmation"), action, buttons)

    def pressing(category: str, tap: str, bad: bool) -> dict[str, Any]:
        labels = [cancel, add_contact, t("block"), delete]
        buttons = [(label, bad if label == tap else None) for label in labels]
        return confirm(category, press, history, t("confirmation"), stranger, buttons)

    return [
        menu("opens-prompt", where, history, rows, [(delete, False)]),
        menu("reversible", where, history, rows, [(t("disable_history"), False)]),
        confirm(
            "delete", ask, history, t("confirmation"), question, [(cancel, None), (delete, True)]
        ),
        confirm(
            "harmless", ask, history, t("confirmation"), question, [(cancel, False), (delete, None)]
        ),
        calling("call", t("call"), True),
        calling("harmless", t("send_message"), False),
        pressing("delete", delete, True),
        pressing("reversible", t("block"), False),
        pressing("harmless", add_contact, False),
        confirm(
            "delete",
            "baresip CallDetailsScreen (delete call)",
            details,
            t("confirmation"),
            gone,
            [(cancel, None), (delete, True)],
        ),
        confirm(
            "harmless",
            "baresip CallDetailsScreen (delete call)",
            details,
            t("confirmation"),
            gone,
            [(cancel, False), (delete, None)],
        ),
        confirm(
            "opens-prompt",
            "baresip CallDetailsScreen (save recording)",
            details,
            *save,
            [(cancel, None), (t("save"), False)],
        ),
        menu(
            "opens-prompt",
            "baresip BlockedScreen (menu)",
            blocked_calls,
            [delete],
            [(delete, False)],
        ),
        confirm(
            "delete",
            "baresip BlockedScreen (delete blocked requests)",
            blocked_calls,
            t("confirmation"),
            blocked_ask,
            [(cancel, None), (delete, True)],
        ),
        confirm(
            "harmless",
            "baresip BlockedScreen (blocked peer)",
            blocked_calls,
            t("confirmation"),
            t("blocked_contact_question", STRANGER),
            [(cancel, None), (add_contact, False)],
        ),
    ]


def blocking(t: Any) -> list[dict[str, Any]]:
    title = t("blocking")
    where = "baresip BlockingScreen"
    rules = page(
        title,
        [
            {"icon": "Back"},
            {"switch": t("block_unknown"), "checked": False},
            {"switch": t("block_hidden"), "checked": True},
            {"text": t("blocking_rules")},
            {"list": [{"row": RULE}, {"icon": t("delete")}]},
            {"field": "new_blocking_rule", "hint": t("new_blocking_rule"),
             "text": "sip:sales@call.example.biz"},
            {"icon": t("add")},
        ],
    )  # fmt: skip
    ask = t("blocking_delete_alert", RULE)
    cancel, delete = t("cancel"), t("delete")
    return [
        entry("opens-prompt", where, rules, [(t("delete"), False)]),
        entry("reversible", where, rules, [(t("block_unknown"), False)]),
        entry("reversible", where, rules, [(t("add"), False)]),
        confirm(
            "delete",
            "baresip BlockingScreen (delete rule)",
            title,
            t("confirmation"),
            ask,
            [(cancel, None), (delete, True)],
        ),
    ]


def chats(t: Any) -> list[dict[str, Any]]:
    cancel, delete = t("cancel"), t("delete")
    history = t("chats")
    rows = [delete, t("blocked")]
    ask = t("delete_chats_alert", ACCOUNT)
    chat_title = t("chat_with", ALICE)
    chat = page(
        chat_title,
        [
            {"icon": "Back"},
            {"icon": "Call"},
            {"list": [{"row": "Are we still on for tonight?", "secondary": "18:02"},
                      {"row": "Yes, see you there", "secondary": "18:05"}]},
            {"field": "new_message", "hint": t("new_message"), "text": TEXT},
            {"icon": "Clear"},
            {"icon": t("add")},
        ],
    )  # fmt: skip
    stranger = t("long_chat_question", STRANGER)
    press = "baresip ChatsScreen (stranger's chat, long press)"
    labels = [cancel, t("add_contact"), t("block"), delete]
    blocks = [(label, False if label == t("block") else None) for label in labels]
    message = t("short_message_question")
    return [
        menu("opens-prompt", "baresip ChatsScreen (menu)", history, rows, [(delete, False)]),
        confirm(
            "delete",
            "baresip ChatsScreen (delete chat history)",
            history,
            t("confirmation"),
            ask,
            [(cancel, None), (delete, True)],
        ),
        confirm(
            "delete",
            "baresip ChatsScreen (contact's chat, long press)",
            history,
            t("confirmation"),
            t("short_chat_question", ALICE),
            [(cancel, None), (delete, True)],
        ),
        confirm("reversible", press, history, t("confirmation"), stranger, blocks),
        entry("send", "baresip ChatScreen", chat, [(t("add"), True)]),
        entry("call", "baresip ChatScreen", chat, [("Call", True)]),
        confirm(
            "delete",
            "baresip ChatScreen (delete message)",
            chat_title,
            t("confirmation"),
            message,
            [(cancel, None), (delete, True)],
        ),
        confirm(
            "harmless",
            "baresip ChatScreen (delete message)",
            chat_title,
            t("confirmation"),
            message,
            [(cancel, False), (delete, None)],
        ),
    ]


def contacts(t: Any) -> list[dict[str, Any]]:
    cancel, delete = t("cancel"), t("delete")
    title = t("contacts")
    rows = ["baresip", t("call"), t("import_contacts"), t("export_contacts"), delete]
    where = "baresip ContactsScreen (menu)"
    new = page(
        t("new_contact"),
        [
            {"icon": "Back"},
            {"icon": "Save"},
            {"field": "contact_name", "hint": t("contact_name"), "text": CAROL},
            {"field": "contact_uri", "hint": t("user_domain_or_number"), "text": CAROL_URI},
            {"switch": t("favorite"), "checked": False},
        ],
    )
    accounts = t("accounts")
    listing = page(
        accounts,
        [
            {"icon": "Back"},
            {"list": [{"row": ACCOUNT}, {"icon": delete}]},
            {"field": "new_account", "hint": t("new_account"), "text": "alice@sip.example.net"},
            {"icon": t("add")},
        ],
    )
    gone = t("delete_account", ACCOUNT)
    return [
        menu("opens-prompt", where, title, rows, [(delete, False)]),
        menu("opens-prompt", where, title, rows, [(t("import_contacts"), False)]),
        menu("opens-prompt", where, title, rows, [(t("export_contacts"), False)]),
        menu("reversible", where, title, rows, [(t("call"), False)]),
        confirm(
            "delete",
            "baresip ContactsScreen (delete all contacts)",
            title,
            t("confirmation"),
            t("contacts_delete_question"),
            [(cancel, None), (delete, True)],
        ),
        confirm(
            "delete",
            "baresip ContactsScreen (delete contact)",
            title,
            t("confirmation"),
            t("contact_delete_question", ALICE),
            [(cancel, None), (delete, True)],
        ),
        entry("reversible", "baresip ContactScreen (new contact)", new, [("Save", False)]),
        entry("opens-prompt", "baresip AccountsScreen", listing, [(delete, False)]),
        entry("reversible", "baresip AccountsScreen", listing, [(t("add"), False)]),
        confirm(
            "delete",
            "baresip AccountsScreen (delete account)",
            accounts,
            t("confirmation"),
            gone,
            [(cancel, None), (delete, True)],
        ),
        confirm(
            "harmless",
            "baresip AccountsScreen (delete account)",
            accounts,
            t("confirmation"),
            gone,
            [(cancel, False), (delete, None)],
        ),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("configuration")
    where = "baresip SettingsScreen"
    form = page(
        title,
        [
            {"icon": "Back"},
            {"icon": "Check"},
            {"switch": t("start_automatically"), "checked": True},
            {"switch": t("dark_theme"), "checked": False},
            {"switch": t("debug"), "checked": False},
            {"switch": t("reset_config"), "checked": False},
        ],
    )
    cancel = t("cancel")
    reset = (t("confirmation"), t("reset_config_alert"))
    restart = (t("restart_request"), t("config_restart"))
    return [
        entry("reversible", where, form, [(t("dark_theme"), False)]),
        entry("opens-prompt", where, form, [(t("reset_config"), False)]),
        confirm(
            "reset",
            "baresip SettingsScreen (reset)",
            title,
            *reset,
            [(cancel, None), (t("reset"), True)],
        ),
        confirm(
            "harmless",
            "baresip SettingsScreen (reset)",
            title,
            *reset,
            [(cancel, False), (t("reset"), None)],
        ),
        confirm(
            "harmless",
            "baresip SettingsScreen (restart request)",
            title,
            *restart,
            [(cancel, None), (t("restart"), False)],
        ),
    ]
