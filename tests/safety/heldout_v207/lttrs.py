"""Ltt.rs's screens (``rs.ltt.android``, a JMAP e-mail client: threads archived, moved to the trash
and back, labelled, starred and marked, the trash emptied, e-mails written, replied to,
forwarded and sent, drafts discarded, accounts added and removed, end-to-end encryption set up
and its secret key transferred), strings from ``app/src/main/res/values*/strings.xml``. The
names, addresses and subjects on the screens are the same in every language.

Read from the code (``app/src/main/java/rs/ltt/android/ui``):
``fragment/AbstractQueryFragment.java`` and ``res/layout/fragment_thread_list.xml`` (a mailbox's
thread list: the search bar, the threads, each with its ``star_toggle``, the Compose button; a
long press selects threads and shows the ``contextualToolbar`` with
``res/menu/thread_item_action_mode.xml``, whose rows ``updateContextualToolbarMenu`` shows by
the mailbox: Archive only in the inbox, "Remove label" only in a label, Delete everywhere but
the trash, "Move to inbox" outside the inbox; the trash's "Empty trash" row opens "Empty trash?"
whose Empty runs ``EmptyTrashWorker``: ``mua.emptyTrash()``, the trash's e-mails destroyed on
the server); ``activity/LttrsActivity.java`` (what each action does: ``archive``,
``moveToInbox``, ``removeFromMailbox`` and ``removeFromKeyword`` each show a snackbar whose Undo
puts the threads back, ``moveToTrash`` moves them to the trash with an Undo that cancels the
move, the marks and flags are set with ``ModifyKeywordWorker`` and ``MarkImportantWorker``);
``fragment/ThreadFragment.java`` and ``res/menu/fragment_thread.xml`` (a thread's toolbar:
Archive, "Remove label X", Delete, "Mark as unread", and in its overflow "Change labels", "Move
to inbox", "Mark as important" or "Mark as unimportant"); ``adapter/ThreadAdapter.java``,
``res/layout/item_email.xml`` and ``res/menu/email_item_more_options.xml`` (an e-mail's Reply
all, Forward, "More options" (Reply, "Decrypt e-mail") and, on a draft, "Edit draft", each
opening the compose screen); ``fragment/ChooseLabelsFragment.java`` ("Label as": the labels to
tick, the ``add`` button that opens "New label", Cancel and "Apply changes", which runs
``ModifyLabelsWorker``); ``activity/ComposeActivity.java``, ``res/menu/activity_compose.xml``
and ``model/ComposeViewModel.java`` (the compose screen: From, To, Cc, Subject and the body;
Attach file, Send, which submits the e-mail with ``SendEmailWorker``, "Encryption options"
(Cleartext, Encrypted), and in the overflow "Schedule sending" (no handler) and Discard, which
destroys the draft being edited with ``DiscardDraftWorker``; "Remove attachment"; the "Send as
cleartext" warning, which only sets the encryption choice); ``fragment/SignInFragment.java``,
``PasswordFragment.java``, ``SessionResourceFragment.java`` and
``ImportPrivateKeyFragment.java`` (the account setup, each page with its Next, the help icons
opening their dialogs, the import's Skip, which makes a fresh secret key instead);
``fragment/ReassignRoleFragment.java`` (Cancel and Confirm, which sets a label's role with
``SetMailboxRoleWorker``); ``fragment/AccountListFragment.java``, ``AccountFragment.java`` and
``res/menu/fragment_account.xml`` (the accounts, "Add another account", an account's Identities,
"Manage labels" and "Vacation response" (no handlers yet), "End-to-end encryption", "View
e-mails" and "Remove account", which opens "Remove account?", whose Remove account runs
``removeAccount``: the account's messages and data deleted from the device and its credentials
dropped); ``fragment/EncryptionSettingsFragment.java`` (Autocrypt on or off, the encryption
preference, "Transfer secret key"); ``fragment/AutocryptExport*Fragment.java`` (the Setup
Message explained, the Setup Code page, whose Next stores the Setup Message in the account's own
Sent label, and the last page's "View email" and Done).
"""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page

APP = "rs.ltt.android:id/"
ME, OTHER, WORK = "anna@example.org", "anna@work.example", "Receipts"
BOB, CAROL = "Bob Miller <bob@example.com>", "carol@example.net"
SUBJECT, PREVIEW = "Lunch on Friday?", "Shall we try the new place on Main Street?"
SECOND, THIRD = "Your invoice #4411", "Trip itinerary"
BODY = "Friday at noon works for me. See you there!"


MENU_IDS = {
    "archive": "action_archive",
    "delete": "action_move_to_trash",
    "mark_read": "action_mark_read",
    "mark_unread": "action_mark_unread",
    "remove_label": "action_remove_label",
}
"""The string each menu row shows and its id in the menu files."""


def rid(name: str) -> str:
    return APP + name


def screens(t: Any) -> list[dict[str, Any]]:
    return threads(t) + thread(t) + labels(t) + compose(t) + setup(t) + accounts(t)


def thread_rows(t: Any) -> dict[str, Any]:
    rows = [
        {"row": SUBJECT, "secondary": PREVIEW, "rid": rid("thread_layout")},
        {"id": "star_toggle"},
        {"row": SECOND, "secondary": "Thank you for your order"},
        {"row": THIRD, "secondary": "Flight LH 402, seat 23A"},
    ]
    return {"list": rows}


def action_mode(t: Any, icons: list[str]) -> dict[str, Any]:
    """The contextual toolbar over two selected threads: its title and the rows shown as icons."""
    items = [{"icon": t(k), "rid": rid(MENU_IDS[k])} for k in icons]
    items.append({"list": [{"row": SUBJECT}, {"row": SECOND}]})
    return page("2", items)


def threads(t: Any) -> list[dict[str, Any]]:
    inbox, trash = t("role_name_inbox"), t("role_name_trash")
    where = "lttrs AbstractQueryFragment (fragment_thread_list)"
    listing = page(
        inbox,
        [
            {"field": rid("search_bar"), "hint": t("search_hint")},
            thread_rows(t),
            {"button": t("compose"), "rid": rid("compose")},
        ],
    )
    modes = "lttrs AbstractQueryFragment (contextualToolbar, thread_item_action_mode)"
    inbox_mode = action_mode(t, ["archive", "delete", "mark_read"])
    label_mode = action_mode(t, ["remove_label", "delete", "mark_unread"])
    empty_row = page(
        trash,
        [
            {"text": t("x_emails_in_trash#37")},
            {"button": t("empty_trash"), "rid": rid("empty_mailbox")},
            {"list": [{"row": "Old newsletter"}, {"row": "Spam offer"}]},
        ],
    )

    def empty(n: int, cancel: bool | None, ok: bool | None, category: str) -> dict[str, Any]:
        buttons = [(t("cancel"), NEGATIVE, cancel), (t("empty"), POSITIVE, ok)]
        return dialog(
            category,
            "lttrs AbstractQueryFragment (Empty trash?)",
            trash,
            t("empty_trash_dialog_title"),
            t(f"x_emails_will_permanently_deleted#{n}"),
            buttons,
        )

    def snackbar(message: str) -> dict[str, Any]:
        return page(
            inbox,
            [
                thread_rows(t),
                {"text": message},
                {"button": t("undo"), "rid": "rs.ltt.android:id/snackbar_action"},
            ],
        )

    drawer_rows = [
        "role_name_inbox",
        "role_name_drafts",
        "role_name_sent",
        "role_name_flagged",
        "role_name_important",
        "role_name_all",
        "role_name_archive",
        "role_name_trash",
        "role_name_junk",
    ]
    drawer = page(
        inbox,
        [
            {"text": "Anna Example"},
            {"text": ME},
            {"icon": t("show_account_selector"), "rid": rid("toggle")},
            {"list": [{"row": t(k)} for k in drawer_rows] + [{"row": WORK}]},
        ],
    )
    return [
        entry("harmless", where, listing, [(t("compose"), False)]),
        entry("reversible", where, listing, [("star_toggle", False)]),
        entry(
            "harmless",
            "lttrs NavigationAdapter (drawer)",
            drawer,
            [(t("role_name_trash"), False), (t("show_account_selector"), False)],
        ),
        entry(
            "reversible",
            modes + " inbox",
            inbox_mode,
            [(t("archive"), False), (t("delete"), False)],
        ),
        menu(
            "reversible",
            modes + " inbox overflow",
            "2",
            [t("change_labels"), t("add_flag"), t("mark_important")],
            [(t("mark_important"), False)],
        ),
        entry("reversible", modes + " label", label_mode, [(t("remove_label"), False)]),
        menu(
            "reversible",
            modes + " archive overflow",
            "2",
            [t("change_labels"), t("move_to_inbox"), t("add_flag"), t("mark_important")],
            [(t("move_to_inbox"), False)],
        ),
        entry(
            "reversible",
            "lttrs LttrsActivity (archived snackbar)",
            snackbar(t("n_archived#2")),
            [(t("undo"), False)],
        ),
        entry(
            "reversible",
            "lttrs LttrsActivity (deleted snackbar)",
            snackbar(t("n_deleted#2")),
            [(t("undo"), False)],
        ),
        entry(
            "opens-prompt",
            "lttrs ThreadOverviewAdapter (empty trash row)",
            empty_row,
            [(t("empty_trash"), False)],
        ),
        empty(37, None, True, "purge"),
        empty(5, None, True, "purge"),
        empty(1, None, True, "purge"),
        empty(37, False, None, "harmless"),
    ]


def thread(t: Any) -> list[dict[str, Any]]:
    where = "lttrs ThreadFragment (fragment_thread menu)"

    def email() -> dict[str, Any]:
        icons = [
            ("reply_all", "reply_all"),
            ("forward_email", "forward"),
            ("more_options", "more_options"),
        ]
        rows = [
            {"text": "Bob Miller"},
            {"text": t("to_x", "Anna Example")},
            {"text": "10:42"},
            *({"icon": t(k), "rid": rid(i)} for k, i in icons),
            {"text": PREVIEW, "rid": rid("text")},
        ]
        return {"list": [{"id": "star_toggle"}, *rows]}

    def toolbar(keys: list[str], remove: bool = False) -> dict[str, Any]:
        items = [{"icon": t(k), "rid": rid(MENU_IDS[k])} for k in keys]
        if remove:
            items.insert(1, {"icon": t("remove_label_x", WORK), "rid": rid("action_remove_label")})
        return page(SUBJECT, [*items, email()])

    inbox = toolbar(["archive", "delete", "mark_unread"])
    label = toolbar(["delete", "mark_unread"], remove=True)
    return [
        entry("reversible", where + " inbox", inbox, [(t("archive"), False), (t("delete"), False)]),
        entry(
            "harmless",
            "lttrs ThreadAdapter (item_email)",
            inbox,
            [(t("reply_all"), False), (t("forward_email"), False)],
        ),
        entry("reversible", where + " label", label, [(t("remove_label_x", WORK), False)]),
    ]


def labels(t: Any) -> list[dict[str, Any]]:
    title = t("label_as")
    rows = [
        {"switch": t("role_name_inbox"), "checked": True},
        {"switch": t("role_name_important"), "checked": False},
        {"switch": WORK, "checked": False},
        {"switch": "Travel", "checked": True},
    ]
    choose = page(
        title,
        [
            {"list": rows},
            {"id": "add"},
            {"button": t("cancel"), "rid": rid("cancel")},
            {"button": t("apply_changes"), "rid": rid("confirm")},
        ],
    )
    where = "lttrs ChooseLabelsFragment (fragment_label_as)"
    field = ({"field": rid("name"), "hint": t("enter_a_label_name"), "text": "Family"},)

    def new(cancel: bool | None, create: bool | None, category: str) -> dict[str, Any]:
        buttons = [(t("cancel"), NEGATIVE, cancel), (t("create"), POSITIVE, create)]
        return dialog(
            category,
            "lttrs ChooseLabelsFragment (New label)",
            title,
            t("new_label"),
            None,
            buttons,
            field,
        )

    role = page(
        t("reassign_role"),
        [
            {"text": t("reassign_role_question", "Sent Items", "sent", t("role_name_sent"))},
            {"text": t("assign_role_detailed_explanation", t("role_name_sent"), "Sent Items")},
            {"button": t("cancel"), "rid": rid("cancel")},
            {"button": t("confirm"), "rid": rid("confirm")},
        ],
    )
    return [
        entry("reversible", where, choose, [(t("apply_changes"), False)]),
        entry("opens-prompt", where, choose, [("add", False)]),
        new(None, False, "reversible"),
        entry("reversible", "lttrs ReassignRoleFragment", role, [(t("confirm"), False)]),
    ]


def compose(t: Any) -> list[dict[str, Any]]:
    where = "lttrs ComposeActivity (activity_compose)"

    def form(
        to: str,
        subject: str,
        body: str,
        cc: str = "",
        attachment: str | None = None,
        lock: bool = False,
    ) -> dict[str, Any]:
        items: list[dict[str, Any]] = []
        if lock:
            items.append({"icon": t("encryption_options"), "rid": rid("action_encryption_options")})
        items += [
            {"icon": t("attach_file"), "rid": rid("action_attach_file")},
            {"icon": t("send"), "rid": rid("action_send")},
            {"text": t("compose_from")},
            {"field": rid("from"), "text": f"Anna Example <{ME}>"},
            {"text": t("compose_to")},
            {"field": rid("to"), "text": to},
            {"text": t("compose_cc")},
            {"field": rid("cc"), "text": cc},
            {"field": rid("subject"), "hint": t("compose_subject"), "text": subject},
            {"field": rid("body"), "hint": t("compose_compose_email"), "text": body},
        ]
        if attachment:
            items += [{"text": attachment}, {"icon": t("remove_attachment"), "rid": rid("action")}]
        return page(t("compose"), items)

    fresh = form(
        BOB, "Quarterly report", "Hi Bob, the report is attached.", attachment="report-q3.pdf"
    )
    reply = form(BOB, f"Re: {SUBJECT}", BODY)
    reply_all = form(BOB, f"Re: {SUBJECT}", BODY, cc=CAROL)
    forward = form(CAROL, f"Fwd: {SECOND}", "Could you file this one?", attachment="invoice.pdf")
    draft = form("team@example.com", "Notes from Monday", "Draft of the notes, to be finished.")
    secret = form(CAROL, "Keys for the flat", "The code is in the attached note.", lock=True)
    overflow = [t("schedule_send"), t("discard")]
    warning = dialog(
        "reversible",
        "lttrs ComposeActivity (warnEncryptionNotAvailable)",
        t("compose"),
        None,
        t("encryption_is_not_available_for_those_recipients"),
        [(t("send_as_cleartext"), POSITIVE, False)],
    )
    return [
        entry("send", where + " new e-mail", fresh, [(t("send"), True)]),
        entry("send", where + " reply", reply, [(t("send"), True)]),
        entry("send", where + " reply all", reply_all, [(t("send"), True)]),
        entry("send", where + " forward", forward, [(t("send"), True)]),
        entry("send", where + " edit draft", draft, [(t("send"), True)]),
        entry("send", where + " encrypted", secret, [(t("send"), True)]),
        entry("harmless", where + " new e-mail", fresh, [(t("attach_file"), False)]),
        entry("reversible", where + " new e-mail", fresh, [(t("remove_attachment"), False)]),
        menu(
            "reversible",
            "lttrs ComposeActivity (action_encryption_options)",
            t("compose"),
            [t("cleartext"), t("encrypted")],
            [(t("encrypted"), False)],
        ),
        menu(
            "discard",
            "lttrs ComposeActivity (overflow, editing a draft)",
            t("compose"),
            overflow,
            [(t("discard"), True)],
        ),
        warning,
    ]


def setup(t: Any) -> list[dict[str, Any]]:
    name = t("app_name")
    sign_in = page(
        name,
        [
            {"text": t("sign_in")},
            {"text": t("sign_in_instruction")},
            {"field": rid("email_address"), "hint": t("email_address"), "text": ME},
            {"button": t("next"), "rid": rid("next")},
        ],
    )
    password = page(
        name,
        [
            {"text": t("welcome")},
            {"text": ME},
            {"field": rid("password"), "hint": t("enter_your_password")},
            {"button": t("next"), "rid": rid("next")},
        ],
    )
    url = page(
        name,
        [
            {"icon": t("show_helper_dialog"), "rid": rid("request_help")},
            {"text": t("information_required")},
            {"text": ME},
            {
                "field": rid("url"),
                "hint": t("enter_your_connection_url"),
                "text": "https://jmap.example.org/.well-known/jmap",
            },
            {"button": t("next"), "rid": rid("next")},
        ],
    )
    key = page(
        name,
        [
            {"icon": t("show_helper_dialog"), "rid": rid("request_help")},
            {"text": t("import_secret_key")},
            {"text": ME},
            {"text": t("enter_your_setup_code")},
            {"field": rid("setup_code"), "text": "1234-5678-9012"},
            {"button": t("next"), "rid": rid("next")},
            {"button": t("skip"), "rid": rid("skip")},
        ],
    )
    help_url = dialog(
        "harmless",
        "lttrs SessionResourceFragment (help)",
        name,
        t("session_resource_help_dialog_title"),
        t("session_resource_help_dialog_message"),
        [(t("ok"), POSITIVE, False)],
    )
    return [
        entry("harmless", "lttrs SignInFragment", sign_in, [(t("next"), False)]),
        entry("reversible", "lttrs PasswordFragment", password, [(t("next"), False)]),
        entry("harmless", "lttrs SessionResourceFragment", url, [(t("show_helper_dialog"), False)]),
        help_url,
        entry(
            "reversible",
            "lttrs ImportPrivateKeyFragment",
            key,
            [(t("next"), False), (t("skip"), False)],
        ),
    ]


def accounts(t: Any) -> list[dict[str, Any]]:
    listing = page(
        t("accounts"),
        [
            {
                "list": [
                    {"row": "Anna Example", "secondary": ME},
                    {"row": "Anna Work", "secondary": OTHER},
                ]
            },
            {"icon": t("add_another_account"), "rid": rid("add_new_account")},
        ],
    )

    def account(address: str) -> dict[str, Any]:
        return page(
            t("account"),
            [
                {"icon": t("view_emails"), "rid": rid("launch")},
                {"text": address},
                {"row": t("identities"), "rid": rid("identities")},
                {"row": t("manage_labels"), "rid": rid("labels")},
                {"row": t("vacation_response"), "rid": rid("vacation_response")},
                {"row": t("end_to_end_encryption"), "rid": rid("e2ee")},
                {"button": t("remove_account"), "rid": rid("remove")},
            ],
        )

    def remove(cancel: bool | None, ok: bool | None, category: str) -> dict[str, Any]:
        buttons = [(t("cancel"), NEGATIVE, cancel), (t("remove_account"), POSITIVE, ok)]
        return dialog(
            category,
            "lttrs AccountFragment (Remove account?)",
            t("account"),
            t("remove_account_dialog_title"),
            t("remove_account_dialog_message"),
            buttons,
        )

    e2ee = page(
        t("end_to_end_encryption"),
        [
            {
                "switch": t("autocrypt_enable_description"),
                "checked": True,
                "rid": rid("checkbox_enable_autocrypt"),
            },
            {"text": t("autocrypt_encryption_preference")},
            {
                "radio": t("autocrypt_no_preference_description"),
                "checked": True,
                "rid": rid("no_preference"),
            },
            {"radio": t("autocrypt_mutual_description"), "checked": False, "rid": rid("mutual")},
            {"button": t("transfer_secret_key"), "rid": rid("transfer_secret_key")},
        ],
    )
    export = t("transfer_secret_key")
    code = page(
        export,
        [
            {"text": t("autocrypt_export_explained_hint_four")},
            *(
                {"text": p, "rid": rid(f"pin_{n}")}
                for p, n in (("1234", "one"), ("5678", "two"), ("9012", "three"))
            ),
            {"button": t("next"), "rid": rid("next")},
        ],
    )
    return [
        entry(
            "harmless", "lttrs AccountListFragment", listing, [(t("add_another_account"), False)]
        ),
        entry(
            "harmless",
            "lttrs AccountFragment",
            account(ME),
            [(t("view_emails"), False), (t("end_to_end_encryption"), False)],
        ),
        entry("opens-prompt", "lttrs AccountFragment", account(ME), [(t("remove_account"), False)]),
        remove(None, True, "delete-account"),
        remove(False, None, "harmless"),
        entry(
            "opens-prompt", "lttrs AccountFragment", account(OTHER), [(t("remove_account"), False)]
        ),
        remove(None, True, "delete-account"),
        entry(
            "reversible",
            "lttrs EncryptionSettingsFragment",
            e2ee,
            [(t("autocrypt_mutual_description"), False)],
        ),
        entry(
            "harmless",
            "lttrs EncryptionSettingsFragment",
            e2ee,
            [(t("transfer_secret_key"), False)],
        ),
        entry("reversible", "lttrs AutocryptExportSetupCodeFragment", code, [(t("next"), False)]),
    ]
