"""Silence's screens (``org.smssecure.smssecure``, an SMS/MMS app that encrypts its store and
its messages: conversations deleted, archived and marked read, SMS and MMS sent, failed
messages resent, messages deleted, secure sessions started and ended, contacts blocked and
muted, backups imported and exported, the passphrase changed and disabled, old messages
trimmed), strings from ``res/values*/strings.xml``. The contact, message and file names on
the screens are the same in every language.

Read from the code (``src/org/smssecure/smssecure``): ``ConversationListActivity.java`` and
``res/menu/text_secure_normal.xml`` (the list's overflow: "Archived conversations", "New
group", Lock, which only forgets the cached passphrase, "Mark all read", which marks every
thread read, "Import / export", "Your identity key" and Settings); ``ConversationListFragment
.java`` with ``res/menu/conversation_list_batch_archive.xml``, ``conversation_list_batch.xml``
and ``conversation_send_drafts.xml`` (the batch selection's bar: "Archive selected", which
archives at once and shows a snackbar with Undo, "Delete selected" and "Send drafts", which
only open their dialogs, and "Select all"; "Delete selected conversations?" with Cancel and
Delete, which calls ``deleteConversations``; "Send drafts" with Cancel and Send, which sends
each selected thread's draft); ``ConversationListArchiveActivity.java`` and
``conversation_list_batch_unarchive.xml`` ("Unarchive selected"); ``ConversationActivity.java``
and ``res/layout/conversation_activity.xml`` (the compose bar: ``embedded_text_editor``,
``attach_button``, ``send_button``, which sends the message over the chosen transport, and
``unblock_button`` for a blocked contact; the attachment chooser; the transport popup the send
button's long press opens; the overflow built in ``onPrepareOptionsMenu`` from
``conversation_secure_identity.xml``, ``conversation_secure_sms.xml``,
``conversation_insecure_no_push.xml``, ``conversation_insecure.xml``, ``conversation_callable
.xml``, ``conversation.xml`` and ``conversation_unmuted.xml``: Security with "Verify identity"
and "End secure session" or "Start secure session", Call, which opens the dialer with the
number, "Add attachment", "All images", "Archive conversation", "Delete conversation",
"Conversation settings" and "Mute notifications"; Invite, which only writes an invitation
into the compose box; "Start secure session?" with No and Yes, which sends the key exchange
message through ``KeyExchangeInitiator.initiate``; "End secure session?" with No and Yes,
which sends the end-session message through ``KeyExchangeInitiator.abort``; "Delete
conversation?" with Cancel and Delete, which calls ``deleteConversation``; the unblock
dialog); ``crypto/KeyExchangeInitiator.java`` ("Initiate despite existing request?" with
Cancel and Send); ``ConversationFragment.java`` and ``res/menu/conversation_context.xml``
(a selected message's bar: "Message details", "Delete message", which opens "Delete selected
message?" with No and Yes, which deletes the messages from the database, "Copy text",
"Forward message", which opens the share screen, and, for a failed message, "Resend message",
which sends it again through ``MessageSender.resend``); ``RecipientPreferenceActivity.java``
and ``res/xml/recipient_preferences.xml`` ("Mute conversation", "Notification sound",
Vibrate, Color and Block, which opens "Block this contact?" with Cancel and Block);
``MuteDialog.java`` ("Mute notifications" with the durations); ``GroupCreateActivity.java``
and ``res/menu/group_create.xml`` ("New MMS group": "Create group" opens a group thread, with
nothing sent); ``ImportExportFragment.java`` and ``res/layout/import_export_fragment.xml``
(the five rows, each opening its dialog: "Import system SMS database?" and "Import plaintext
backup?" with Cancel and Import, which copy the system's or the backup file's messages into
the app's conversations; "Restore encrypted backup?" with Cancel and Import, which replaces
the keys, settings and messages with the backup's; "Export encrypted backup?" and "Export
plaintext to storage?" with Cancel and Export, which write the backup to the device's
storage); ``preferences/AppProtectionPreferenceFragment.java`` and
``res/xml/preferences_app_protection.xml`` (Privacy: "Enable passphrase", whose unticking
opens "Disable storage encryption?" with Cancel and Disable, which sets the passphrase to the
unencrypted one, "Change passphrase", "Timeout passphrase", "Screen security" and "Blocked
contacts"); ``PassphraseChangeActivity.java`` and ``res/layout/change_passphrase_activity
.xml`` (the three passphrase fields, Cancel and OK); ``PassphrasePromptActivity.java``
(Unlock); ``preferences/ChatsPreferenceFragment.java`` and ``res/xml/preferences_chats.xml``
(Chats: "Delete old messages", "Conversation length limit" and "Trim all conversations now",
which opens "Delete all old messages now?" with Cancel and Delete, which calls
``Trimmer.trimAllThreads``); ``preferences/AppearancePreferenceFragment.java`` and
``res/xml/preferences_appearance.xml`` (Theme, whose list holds Light and Dark).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page

ID = "org.smssecure.smssecure:id/"
ALICE, BOB, NUMBER = "Alice Martin", "Bob Lee", "+33 6 12 34 56 78"
TEXT = "See you at 7 at the station"


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        conversation_list(t)
        + conversation(t)
        + messages(t)
        + recipient(t)
        + backups(t)
        + passphrase(t)
        + settings(t)
    )


def conversation_list(t: Any) -> list[dict[str, Any]]:
    home = t("app_name")
    rows = [
        t(k)
        for k in (
            "text_secure_normal__menu_archived_conversations",
            "text_secure_normal__menu_new_group",
            "text_secure_normal__menu_clear_passphrase",
            "text_secure_normal__mark_all_as_read",
            "arrays__import_export",
            "arrays__your_identity_key",
            "text_secure_normal__menu_settings",
        )
    ]
    where = "silence ConversationListActivity (text_secure_normal)"
    batch_title = t("conversation_fragment_cab__batch_selection_mode")
    bar = page(
        batch_title,
        [
            {
                "icon": t("conversation_list_batch_archive__menu_archive_selected"),
                "rid": f"{ID}menu_archive_selected",
            },
            {
                "icon": t("conversation_list_batch__menu_delete_selected"),
                "rid": f"{ID}menu_delete_selected",
            },
            {"icon": t("conversation_list_batch__menu_select_all"), "rid": f"{ID}menu_select_all"},
            {
                "icon": t("conversation_list_batch__menu_send_drafts"),
                "rid": f"{ID}menu_send_drafts",
            },
            {"list": [{"row": ALICE, "secondary": TEXT}, {"row": BOB, "secondary": "Thanks!"}]},
        ],
    )
    archived = page(
        t("AndroidManifest_archived_conversations"),
        [
            {
                "icon": t("conversation_list_batch_unarchive__menu_unarchive_selected"),
                "rid": f"{ID}menu_archive_selected",
            },
            {
                "icon": t("conversation_list_batch__menu_delete_selected"),
                "rid": f"{ID}menu_delete_selected",
            },
            {"icon": t("conversation_list_batch__menu_select_all"), "rid": f"{ID}menu_select_all"},
            {"list": [{"row": BOB, "secondary": "Thanks!"}]},
        ],
    )
    snackbar = page(
        home,
        [
            {"list": [{"row": BOB, "secondary": "Thanks!"}]},
            {
                "text": t("ConversationListFragment_conversations_archived#2"),
                "rid": f"{ID}snackbar_text",
            },
            {"button": t("ConversationListFragment_undo"), "rid": f"{ID}snackbar_action"},
            {"icon": t("conversation_list_fragment__fab_content_description"), "rid": f"{ID}fab"},
        ],
    )
    cab = "silence ConversationListFragment (batch selection)"
    gone = "silence ConversationListFragment (delete selected)"
    drafts = "silence ConversationListFragment (send drafts)"
    cancel, delete = t("android:cancel"), t("delete")

    def deleting(n: int, ok: bool | None, no: bool | None) -> dict[str, Any]:
        return alert(
            "delete" if ok else "harmless",
            gone,
            home,
            t(f"ConversationListFragment_delete_selected_conversations#{n}"),
            t(
                f"ConversationListFragment_this_will_permanently_delete_all_n_selected_conversations#{n}"
            ),
            (cancel, no),
            (delete, ok),
        )

    send = (
        t("ConversationListFragment_send_drafts"),
        t("ConversationListFragment_this_will_send_drafts_of_selected_conversations"),
    )
    return [
        menu("reversible", where, home, rows, [(t("text_secure_normal__mark_all_as_read"), False)]),
        entry(
            "opens-prompt", cab, bar, [(t("conversation_list_batch__menu_delete_selected"), False)]
        ),
        entry(
            "reversible",
            cab,
            bar,
            [(t("conversation_list_batch_archive__menu_archive_selected"), False)],
        ),
        entry("opens-prompt", cab, bar, [(t("conversation_list_batch__menu_send_drafts"), False)]),
        entry(
            "reversible",
            "silence ConversationListFragment (archived, Undo)",
            snackbar,
            [(t("ConversationListFragment_undo"), False)],
        ),
        entry(
            "reversible",
            "silence ConversationListArchiveActivity (batch selection)",
            archived,
            [(t("conversation_list_batch_unarchive__menu_unarchive_selected"), False)],
        ),
        deleting(2, True, None),
        deleting(1, True, None),
        deleting(2, None, False),
        alert(
            "send", drafts, home, *send, (cancel, None), (t("ConversationListFragment_send"), True)
        ),
    ]


def compose(t: Any, attachment: bool = False, blocked: bool = False) -> dict[str, Any]:
    """The conversation with Alice: the messages, then the compose bar (with a picture
    attached, or the Unblock button of a blocked contact)."""
    items: list[dict[str, Any]] = [
        {"icon": t("conversation_secure_verified__menu_security"), "rid": f"{ID}menu_security"},
        {"icon": t("conversation_callable__menu_call"), "rid": f"{ID}menu_call"},
        {"list": [{"text": "Are you coming tonight?"}, {"text": "Yes, which train?"}]},
    ]
    if blocked:
        items.append(
            {"button": t("RecipientPreferenceActivity_unblock"), "rid": f"{ID}unblock_button"}
        )
        return page(ALICE, items)
    if attachment:
        items.append(
            {
                "icon": t("conversation_activity__attachment_thumbnail"),
                "rid": f"{ID}attachment_thumbnail",
            }
        )
    items += [
        {"icon": t("conversation_activity__emoji_toggle_description"), "rid": f"{ID}emoji_toggle"},
        {
            "field": f"{ID}embedded_text_editor",
            "hint": t(
                "conversation_activity__type_message_mms_secure"
                if attachment
                else "conversation_activity__type_message_sms_secure"
            ),
            "text": TEXT,
        },
        {"icon": t("ConversationActivity_add_attachment"), "rid": f"{ID}attach_button"},
        {"icon": t("conversation_activity__send"), "rid": f"{ID}send_button"},
    ]
    return page(ALICE, items)


def conversation(t: Any) -> list[dict[str, Any]]:
    where = "silence ConversationActivity"
    overflow = [
        t(k)
        for k in (
            "conversation__menu_add_attachment",
            "conversation__menu_view_all_media",
            "conversation__menu_archive_conversation",
            "conversation__menu_delete_conversation",
            "conversation__menu_conversation_settings",
            "conversation_unmuted__mute_notifications",
        )
    ]
    secure = [
        t("conversation_secure_verified__menu_verify_identity"),
        t("conversation_secure_verified__menu_abort_secure_session"),
    ]
    insecure = [
        t("conversation_insecure__menu_start_secure_session"),
        t("conversation_insecure__invite"),
        *overflow,
    ]
    transports = [
        t("ConversationActivity_transport_insecure_sms"),
        t("ConversationActivity_transport_secure_sms"),
    ]
    start = (
        t("ConversationActivity_initiate_secure_session_question"),
        t("ConversationActivity_initiate_secure_session_with_s_question", ALICE),
    )
    again = (
        t("KeyExchangeInitiator_initiate_despite_existing_request_question"),
        t(
            "KeyExchangeInitiator_youve_already_sent_a_session_initiation_request_to_this_recipient_are_you_sure"
        ),
    )
    end = (
        t("ConversationActivity_abort_secure_session_confirmation"),
        t("ConversationActivity_are_you_sure_that_you_want_to_abort_this_secure_session_question"),
    )
    thread = (
        t("ConversationActivity_delete_thread_question"),
        t("ConversationActivity_this_will_permanently_delete_all_messages_in_this_conversation"),
    )
    unblock = (
        t("RecipientPreferenceActivity_unblock_this_contact_question"),
        t("RecipientPreferenceActivity_are_you_sure_you_want_to_unblock_this_contact"),
    )
    yes, no, cancel = t("yes"), t("no"), t("android:cancel")
    send = t("conversation_activity__send")
    over, sec = f"{where} (overflow)", f"{where} (Security)"
    return [
        entry("send", f"{where} (compose, secure SMS)", compose(t), [(send, True)]),
        entry(
            "send",
            f"{where} (compose, picture attached)",
            compose(t, attachment=True),
            [(send, True)],
        ),
        entry(
            "harmless",
            f"{where} (compose)",
            compose(t),
            [(t("ConversationActivity_add_attachment"), False)],
        ),
        menu(
            "reversible",
            f"{where} (TransportOptionsPopup)",
            ALICE,
            transports,
            [(t("ConversationActivity_transport_insecure_sms"), False)],
        ),
        menu(
            "opens-prompt",
            over,
            ALICE,
            overflow,
            [(t("conversation__menu_delete_conversation"), False)],
        ),
        menu(
            "reversible",
            over,
            ALICE,
            overflow,
            [(t("conversation__menu_archive_conversation"), False)],
        ),
        menu(
            "harmless",
            over,
            ALICE,
            overflow,
            [(t("conversation_unmuted__mute_notifications"), False)],
        ),
        menu(
            "opens-prompt",
            sec,
            ALICE,
            secure,
            [(t("conversation_secure_verified__menu_abort_secure_session"), False)],
        ),
        menu(
            "opens-prompt",
            f"{where} (overflow, insecure)",
            BOB,
            insecure,
            [(t("conversation_insecure__menu_start_secure_session"), False)],
        ),
        alert("send", f"{where} (start secure session)", ALICE, *start, (no, None), (yes, True)),
        alert(
            "send",
            "silence KeyExchangeInitiator (existing request)",
            ALICE,
            *again,
            (cancel, None),
            (t("KeyExchangeInitiator_send"), True),
        ),
        alert("send", f"{where} (end secure session)", ALICE, *end, (no, None), (yes, True)),
        alert(
            "delete",
            f"{where} (delete conversation)",
            ALICE,
            *thread,
            (cancel, None),
            (t("delete"), True),
        ),
        alert(
            "harmless",
            f"{where} (delete conversation)",
            ALICE,
            *thread,
            (cancel, False),
            (t("delete"), None),
        ),
        entry(
            "opens-prompt",
            f"{where} (blocked contact)",
            compose(t, blocked=True),
            [(t("RecipientPreferenceActivity_unblock"), False)],
        ),
        alert(
            "reversible",
            f"{where} (unblock)",
            ALICE,
            *unblock,
            (cancel, None),
            (t("RecipientPreferenceActivity_unblock"), False),
        ),
    ]


def messages(t: Any) -> list[dict[str, Any]]:
    where = "silence ConversationFragment (selected message)"
    keys = (
        "conversation_context__menu_message_details",
        "conversation_context__menu_delete_message",
        "conversation_context__menu_copy_text",
        "conversation_context__menu_forward_message",
    )
    bar = page(
        ALICE,
        [
            *(
                {"icon": t(k), "rid": f"{ID}{rid}"}
                for k, rid in zip(
                    keys,
                    (
                        "menu_context_details",
                        "menu_context_delete_message",
                        "menu_context_copy",
                        "menu_context_forward",
                    ),
                    strict=True,
                )
            ),
            {"list": [{"text": "Are you coming tonight?"}, {"text": "Yes, which train?"}]},
        ],
    )
    failed = [t(k) for k in ("conversation_context__menu_resend_message",)]
    gone = "silence ConversationFragment (delete messages)"
    yes, no = t("yes"), t("no")

    def deleting(n: int, ok: bool | None, cancel: bool | None) -> dict[str, Any]:
        return alert(
            "delete" if ok else "harmless",
            gone,
            ALICE,
            t(f"ConversationFragment_delete_selected_messages#{n}"),
            t(f"ConversationFragment_this_will_permanently_delete_all_n_selected_messages#{n}"),
            (no, cancel),
            (yes, ok),
        )

    return [
        entry(
            "opens-prompt", where, bar, [(t("conversation_context__menu_delete_message"), False)]
        ),
        entry("harmless", where, bar, [(t("conversation_context__menu_copy_text"), False)]),
        entry("harmless", where, bar, [(t("conversation_context__menu_forward_message"), False)]),
        menu(
            "send",
            "silence ConversationFragment (failed message, overflow)",
            ALICE,
            failed,
            [(t("conversation_context__menu_resend_message"), True)],
        ),
        deleting(1, True, None),
        deleting(4, True, None),
        deleting(1, None, False),
    ]


def recipient(t: Any) -> list[dict[str, Any]]:
    where = "silence RecipientPreferenceActivity (recipient_preferences)"
    prefs = page(
        ALICE,
        [
            {"switch": t("recipient_preferences__mute_conversation"), "checked": False},
            {
                "row": t("recipient_preferences__notification_sound"),
                "secondary": t("arrays__settings_default"),
            },
            {
                "row": t("recipient_preferences__vibrate"),
                "secondary": t("arrays__settings_default"),
            },
            {"row": t("recipient_preferences__color")},
            {"row": t("recipient_preferences__block")},
        ],
    )
    block = (
        t("RecipientPreferenceActivity_block_this_contact_question"),
        t("RecipientPreferenceActivity_you_will_no_longer_see_messages_from_this_user"),
    )
    cancel, ok = t("android:cancel"), t("RecipientPreferenceActivity_block")
    durations = [
        t(k)
        for k in (
            "arrays__mute_for_one_hour",
            "arrays__mute_for_two_hours",
            "arrays__mute_for_one_day",
            "arrays__mute_for_seven_days",
            "arrays__mute_for_one_year",
        )
    ]
    mute = {
        "title": ALICE,
        "dialog": {"title": t("MuteDialog_mute_notifications")},
        "items": [{"row": d} for d in durations],
    }
    group = page(
        t("GroupCreateActivity_actionbar_mms_title"),
        [
            {"icon": t("GroupCreateActivity_menu_create_title"), "rid": f"{ID}menu_create_group"},
            {"field": f"{ID}recipients", "text": f"{ALICE}, {BOB}"},
            {"list": [{"row": ALICE, "secondary": NUMBER}, {"row": BOB}]},
        ],
    )
    return [
        entry("opens-prompt", where, prefs, [(t("recipient_preferences__block"), False)]),
        entry("reversible", where, prefs, [(t("recipient_preferences__mute_conversation"), False)]),
        alert(
            "reversible",
            "silence RecipientPreferenceActivity (block)",
            ALICE,
            *block,
            (cancel, None),
            (ok, False),
        ),
        entry("reversible", "silence MuteDialog", mute, [(t("arrays__mute_for_one_day"), False)]),
        entry(
            "harmless",
            "silence GroupCreateActivity (group_create)",
            group,
            [(t("GroupCreateActivity_menu_create_title"), False)],
        ),
    ]


def backups(t: Any) -> list[dict[str, Any]]:
    title = t("arrays__import_export")
    rows = (
        (
            "import_sms",
            "import_fragment__import_system_sms_database",
            "import_fragment__import_the_database_from_the_default_system",
        ),
        (
            "import_encrypted_backup",
            "import_fragment__restore_encrypted_backup",
            "import_fragment__restore_a_previously_exported_encrypted_backup",
        ),
        (
            "import_plaintext_backup",
            "import_fragment__import_plaintext_backup",
            "import_fragment__import_a_plaintext_backup_file",
        ),
        (
            "export_encrypted_backup",
            "export_fragment__export_encrypted_backup",
            "export_fragment__export_an_encrypted_backup_to_storage",
        ),
        (
            "export_plaintext_backup",
            "export_fragment__export_plaintext_backup",
            "export_fragment__export_a_plaintext_backup_compatible_with",
        ),
    )
    fragment = page(
        title,
        [
            {"text": t("import_export_fragment__import")},
            *({"row": t(k), "secondary": t(s), "rid": f"{ID}{rid}"} for rid, k, s in rows[:3]),
            {"text": t("ExportFragment_export")},
            *({"row": t(k), "secondary": t(s), "rid": f"{ID}{rid}"} for rid, k, s in rows[3:]),
        ],
    )
    where = "silence ImportExportFragment"
    cancel_i, cancel_e = t("ImportFragment_cancel"), t("ExportFragment_cancel")
    imp, exp = t("ImportFragment_import"), t("ExportFragment_export")
    sms = (
        t("ImportFragment_import_system_sms_database"),
        t("ImportFragment_this_will_import_messages_from_the_system"),
    )
    restore = (
        t("ImportFragment_restore_encrypted_backup"),
        t(
            "ImportFragment_restoring_an_encrypted_backup_will_completely_replace_your_existing_keys"
        ),
    )
    plain = (
        t("ImportFragment_import_plaintext_backup"),
        t("ImportFragment_this_will_import_messages_from_a_plaintext_backup"),
    )
    backup = (
        t("ExportFragment_export_encrypted_backup"),
        t("ExportFragment_this_will_export_your_encrypted_keys_settings_and_messages"),
    )
    text = (
        t("ExportFragment_export_plaintext_to_storage"),
        t(
            "ExportFragment_warning_this_will_export_the_contents_of_your_messages_to_storage_in_plaintext"
        ),
    )
    return [
        *(entry("opens-prompt", where, fragment, [(t(rows[i][1]), False)]) for i in (0, 1, 4)),
        alert("import", f"{where} (import SMS)", title, *sms, (cancel_i, None), (imp, True)),
        alert(
            "overwrite",
            f"{where} (restore encrypted backup)",
            title,
            *restore,
            (cancel_i, None),
            (imp, True),
        ),
        alert(
            "harmless",
            f"{where} (restore encrypted backup)",
            title,
            *restore,
            (cancel_i, False),
            (imp, None),
        ),
        alert(
            "import",
            f"{where} (import plaintext backup)",
            title,
            *plain,
            (cancel_i, None),
            (imp, True),
        ),
        alert(
            "export",
            f"{where} (export encrypted backup)",
            title,
            *backup,
            (cancel_e, None),
            (exp, False),
        ),
        alert(
            "export", f"{where} (export plaintext)", title, *text, (cancel_e, None), (exp, False)
        ),
    ]


def passphrase(t: Any) -> list[dict[str, Any]]:
    title = t("preferences__privacy")
    privacy = page(
        title,
        [
            {"switch": t("preferences__enable_passphrase"), "checked": True},
            {
                "row": t("preferences__change_passphrase"),
                "secondary": t("preferences__change_your_passphrase"),
            },
            {"switch": t("preferences__timeout_passphrase"), "checked": False},
            {"switch": t("preferences__screen_security"), "checked": True},
            {"switch": t("preferences__incognito_keyboard"), "checked": True},
            {"row": t("preferences_app_protection__blocked_contacts")},
        ],
    )
    where = "silence AppProtectionPreferenceFragment (preferences_app_protection)"
    disable = (
        t("ApplicationPreferencesActivity_disable_storage_encryption"),
        t(
            "ApplicationPreferencesActivity_warning_this_will_disable_storage_encryption_for_all_messages"
        ),
    )
    change = page(
        t("AndroidManifest__change_passphrase"),
        [
            {
                "field": f"{ID}old_passphrase",
                "hint": t("change_passphrase_activity__old_passphrase"),
            },
            {
                "field": f"{ID}new_passphrase",
                "hint": t("change_passphrase_activity__new_passphrase"),
            },
            {
                "field": f"{ID}repeat_passphrase",
                "hint": t("change_passphrase_activity__repeat_new_passphrase"),
            },
            {"button": t("android:cancel"), "rid": f"{ID}cancel_button"},
            {"button": t("android:ok"), "rid": f"{ID}ok_button"},
        ],
    )
    prompt = page(
        t("app_name"),
        [
            {"field": f"{ID}passphrase_edit", "text": "••••••••"},
            {"icon": t("prompt_passphrase_activity__unlock"), "rid": f"{ID}ok_button"},
        ],
    )
    cancel, off = t("android:cancel"), t("ApplicationPreferencesActivity_disable")
    return [
        entry("opens-prompt", where, privacy, [(t("preferences__enable_passphrase"), False)]),
        entry("reversible", where, privacy, [(t("preferences__screen_security"), False)]),
        alert(
            "reversible",
            f"{where} (disable passphrase)",
            title,
            *disable,
            (cancel, None),
            (off, False),
        ),
        entry("reversible", "silence PassphraseChangeActivity", change, [(t("android:ok"), False)]),
        entry(
            "harmless",
            "silence PassphrasePromptActivity",
            prompt,
            [(t("prompt_passphrase_activity__unlock"), False)],
        ),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    chats = page(
        t("preferences__chats"),
        [
            {"text": t("preferences_chats__mms")},
            {"switch": t("preferences__auto_retrieve"), "checked": True},
            {"switch": t("preferences__roaming_auto_retrieve"), "checked": False},
            {"text": t("preferences_chats__message_trimming")},
            {"switch": t("preferences__delete_old_messages"), "checked": False},
            {
                "row": t("preferences__conversation_length_limit"),
                "secondary": t("ApplicationPreferencesActivity_messages_per_conversation#500"),
            },
            {
                "row": t("preferences__trim_all_conversations_now"),
                "secondary": t(
                    "preferences__scan_through_all_conversations_and_enforce_conversation_length_limits"
                ),
            },
        ],
    )
    theme = dict(
        title=t("preferences__appearance"),
        dialog={"title": t("preferences__theme")},
        items=[
            {"radio": t("preferences__light_theme"), "checked": True},
            {"radio": t("preferences__dark_theme"), "checked": False},
            {"button": t("android:cancel"), "rid": "android:id/button2"},
        ],
    )
    trim = (
        t("ApplicationPreferencesActivity_delete_all_old_messages_now"),
        t(
            "ApplicationPreferencesActivity_this_will_immediately_trim_all_conversations_to_the_d_most_recent_messages#500"
        ),
    )
    cancel, delete = t("android:cancel"), t("ApplicationPreferencesActivity_delete")
    ch = "silence ChatsPreferenceFragment"
    return [
        entry("reversible", ch, chats, [(t("preferences__delete_old_messages"), False)]),
        entry("opens-prompt", ch, chats, [(t("preferences__trim_all_conversations_now"), False)]),
        alert(
            "delete",
            f"{ch} (trim now)",
            t("preferences__chats"),
            *trim,
            (cancel, None),
            (delete, True),
        ),
        alert(
            "harmless",
            f"{ch} (trim now)",
            t("preferences__chats"),
            *trim,
            (cancel, False),
            (delete, None),
        ),
        entry(
            "reversible",
            "silence AppearancePreferenceFragment (theme)",
            theme,
            [(t("preferences__dark_theme"), False)],
        ),
    ]
