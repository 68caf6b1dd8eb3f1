"""Kontalk's screens (``org.kontalk``, an end-to-end encrypted XMPP messenger tied to a phone
number: messages and files sent, chats deleted, groups left, members removed, users blocked,
personal keys trusted and regenerated, the account deleted), strings from
``app/src/main/res/values*/strings.xml``. Names, phone numbers and typed text are the same in
every language.

Read from the code (``app/src/main/java/org/kontalk/ui``): ``ConversationsActivity.java``
(the chat list's overflow, ``res/menu/conversation_list_menu.xml``: Search, "Go offline",
Status, "Delete chats", "My personal key", Help, Donate, Settings; "Delete chats" asks "All
chats will be deleted." with the "Also leave any groups" prompt, and OK calls
``Conversation.deleteAll``; "Go offline", used for the first time, warns first and OK only
switches offline mode, which the same entry switches back) and
``AbstractConversationsFragment.java`` (the selected chats' action mode,
``conversation_list_ctx.xml``: Archive, Delete, Favorite; Delete opens the dialog whose
``dialog_text2_check`` view says how many chats, that groups only lose their history unless
the box is ticked, and the box; OK deletes each chat with ``conv.delete``);
``ArchivedConversationsFragment`` (``archived_conversation_list_ctx.xml``: Unarchive and
Delete); ``AbstractComposeFragment.java``, ``ComposeMessageFragment.java`` and
``view/ComposerBar.java`` (a chat: the composer's Smileys, ``text_editor``, Attach, Send,
which sends the typed message, and Record; the attachment panel
``circular_attach_view.xml``: Camera, Picture, Audio, File, Contact and Location, each
opening a picker or the camera; the message action mode ``compose_message_ctx.xml``: "Delete
message", Reply, "Send again" (``menu_retry``: the failed message is sent again at once),
Share, "Copy text", Details; "The selected messages will be deleted." whose OK deletes them
from the device, there is no trash and nothing is retracted from the other side; the chat's
overflow ``compose_message_menu.xml``: Call, which places a phone call to the contact's
number with ``SystemUtils.call`` when the call permission is granted, "View contact", "Delete
chat", "Start group", Block or Unblock, Encryption; "The entire chat will be deleted." whose OK
calls ``deleteConversation``; "Really block this user?" and "Really unblock this user?" whose
Block and Unblock send the privacy command, which the other entry reverses; "Disable
encryption for this chat?" whose Disable turns encryption off for the chat, the same entry
turning it back on; "Personal key changed", shown from the warning bar, whose Accept marks the
new key as verified, Identity shows the key and Block blocks the user);
``GroupMessageFragment.java`` (a group chat's overflow ``group_message_menu.xml``: "Group
info", "Set group subject", "Delete chat history", "Leave group", "Add users", Encryption;
"You won't be able to enter this group again after you leave." with the "Delete all messages"
prompt, whose OK leaves the group; "Group subject" with its field, whose OK sets the subject);
``GroupInfoFragment.java`` and ``res/layout/group_info.xml`` (the group's page: "Change
subject", "Leave group", the members and "Ignore all"; the members' action mode
``group_info_ctx.xml``: "Private chat", Remove, which removes the selected members from the
group at once with ``removeUsers``, and "Add again"; "Ignore all identities?" whose OK marks
the unverified keys as ignored; the leave confirmation, whose OK leaves the group);
``StatusFragment`` (the status page: its field, recent statuses, Cancel and OK);
``ContactsListFragment`` (``contacts_list_menu.xml``: Refresh and "Invite users", which opens
the share chooser with an invitation); ``prefs/AccountFragment.java`` and
``res/xml/preferences_account.xml`` (the account's settings: "Change personal key password",
"Regenerate personal key", "Export personal key", "Register device", "Service terms", "Update
server list", "Delete your account"; "Regenerate personal key" asks, and OK generates a new
key pair that replaces the old one, which becomes invalid; "Delete your account" asks, and OK
stops the message center and removes the account with all its messages).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page, rid

PEER, NUMBER, GROUP, OTHER = "Alice Moreau", "+33 6 12 34 56 78", "Climbing club", "Bruno Silva"
TYPED = "See you at the gym at 7?"


def screens(t: Any) -> list[dict[str, Any]]:
    return chats(t) + chat(t) + groups(t) + account(t)


def ok_cancel(t: Any, ok: bool | None, cancel: bool | None) -> list[tuple[str, str, bool | None]]:
    return [(t("android:cancel"), "negative", cancel), (t("android:ok"), "positive", ok)]


def chats(t: Any) -> list[dict[str, Any]]:
    title = t("app_name")
    keys = ("menu_search", "menu_offline", "menu_status", "menu_delete_all",
            "mykey_activity_title", "pref_help", "pref_donate", "menu_settings")  # fmt: skip
    rows = [t(k) for k in keys]
    where = "kontalk ConversationsActivity (conversation_list_menu)"
    prompt = t("delete_threads_leave_any_groups")
    box = ({"switch": prompt, "checked": False, "rid": rid("md_promptCheckbox")},)
    every = "kontalk ConversationsActivity.deleteAll"
    ctx = [t("menu_ctx_archive_threads"), t("menu_ctx_delete_threads"), t("menu_ctx_sticky")]
    selected = "kontalk AbstractConversationsFragment (conversation_list_ctx)"
    threads = (
        {"text": t("confirm_will_delete_threads#2")},
        {"text": t("delete_threads_groups_disclaimer")},
        {"switch": t("delete_threads_leave_groups#2"), "checked": False,
         "rid": rid("promptCheckbox")},
    )  # fmt: skip
    several = "kontalk AbstractConversationsFragment.deleteSelectedThreads"
    archived = t("title_archived_threads")
    actx = [t("menu_ctx_unarchive_threads"), t("menu_ctx_delete_threads")]
    offline = "kontalk ConversationsActivity (offline mode warning)"
    status = t("status_activity_title")
    status_page = (
        {"field": t("hint_status_entry"), "text": "Climbing all weekend"},
        {"text": t("header_recent_status")},
        {"row": "Available"},
        {"button": t("android:cancel"), "rid": rid("button_cancel")},
        {"button": t("android:ok"), "rid": rid("button_ok")},
    )
    contacts = t("contacts_list_title")
    crows = [t("menu_refresh"), t("menu_invite")]
    return [
        menu("opens-prompt", where, title, rows, [(t("menu_delete_all"), False)]),
        menu("opens-prompt", where, title, rows, [(t("menu_offline"), False)]),
        menu("harmless", where, title, rows, [(t("menu_status"), False)]),
        alert("delete", every, title, None, t("confirm_will_delete_all"),
              ok_cancel(t, True, None), box),
        alert("reversible", every, title, None, t("confirm_will_delete_all"),
              ok_cancel(t, None, None), box, ((prompt, False),)),
        alert("reversible", offline, title, None, t("message_offline_mode_warning"),
              ok_cancel(t, False, None)),
        menu("reversible", selected, title, ctx, [(t("menu_ctx_archive_threads"), False)]),
        menu("reversible", selected, title, ctx, [(t("menu_ctx_sticky"), False)]),
        menu("opens-prompt", selected, title, ctx, [(t("menu_ctx_delete_threads"), False)]),
        alert("delete", several, title, None, None, ok_cancel(t, True, None), threads),
        alert("harmless", several, title, None, None, ok_cancel(t, None, False), threads),
        menu("reversible", "kontalk ArchivedConversationsFragment (archived_conversation_list_ctx)",
             archived, actx, [(t("menu_ctx_unarchive_threads"), False)]),
        entry("reversible", "kontalk StatusFragment", page(status, list(status_page)),
              [("button_ok", False)]),
        menu("harmless", "kontalk ContactsListFragment (contacts_list_menu)", contacts, crows,
             [(t("menu_invite"), False)]),
    ]  # fmt: skip


def composer(t: Any) -> list[dict[str, Any]]:
    return [
        {"row": "Are you coming on Saturday?", "secondary": "18:02"},
        {"icon": t("menu_smileys"), "rid": rid("emoji_button")},
        {"field": t("hint_type_to_compose"), "text": TYPED, "rid": rid("text_editor")},
        {"icon": t("menu_attachment"), "rid": rid("attach_button")},
        {"icon": t("send"), "rid": rid("send_button")},
    ]


def chat(t: Any) -> list[dict[str, Any]]:
    screen = page(PEER, composer(t))
    where = "kontalk ComposerBar"
    attach = [(k, t(f"attachment_{k}")) for k in ("camera", "picture", "audio", "file", "vcard",
                                                  "location")]  # fmt: skip
    ids = {"picture": "gallery"}
    panel = page(PEER, [{"button": label, "rid": rid(f"attach_{ids.get(k, k)}")}
                        for k, label in attach])  # fmt: skip
    ctx = [t(k) for k in ("delete_message", "reply", "resend", "share", "copy_message_text",
                          "menu_message_details")]  # fmt: skip
    mctx = "kontalk AbstractComposeFragment (compose_message_ctx)"
    rows = [t(k) for k in ("call", "view_contact", "delete_thread", "menu_start_group",
                           "menu_block_user", "menu_encryption")]  # fmt: skip
    blocked = [t(k) for k in ("call", "view_contact", "delete_thread", "menu_start_group",
                              "menu_unblock_user", "menu_encryption")]  # fmt: skip
    over = "kontalk ComposeMessageFragment (compose_message_menu)"
    key = "kontalk ComposeMessageFragment.showKeyWarning"
    keybuttons = [(t("button_identity"), "neutral", None), (t("button_block"), "negative", None),
                  (t("button_accept"), "positive", None)]  # fmt: skip

    def keyed(which: str) -> list[tuple[str, str, bool | None]]:
        return [(label, w, False if w == which else None) for label, w, _ in keybuttons]

    return [
        entry("send", where, screen, [("send_button", True)]),
        entry("harmless", where, screen, [("attach_button", False)]),
        entry("harmless", "kontalk AbstractComposeFragment (circular_attach_view)", panel,
              [(t("attachment_file"), False)]),
        menu("opens-prompt", mctx, PEER, ctx, [(t("delete_message"), False)]),
        menu("send", mctx, PEER, ctx, [(t("resend"), True)]),
        menu("harmless", mctx, PEER, ctx, [(t("reply"), False)]),
        alert("delete", "kontalk AbstractComposeFragment.deleteSelectedMessages", PEER, None,
              t("confirm_will_delete_messages"), ok_cancel(t, True, None)),
        menu("call", over, PEER, rows, [(t("call"), True)]),
        menu("opens-prompt", over, PEER, rows, [(t("delete_thread"), False)]),
        menu("opens-prompt", over, PEER, rows, [(t("menu_block_user"), False)]),
        menu("opens-prompt", over, PEER, rows, [(t("menu_encryption"), False)]),
        menu("opens-prompt", over, PEER, blocked, [(t("menu_unblock_user"), False)]),
        alert("delete", "kontalk AbstractComposeFragment.deleteThread", PEER, None,
              t("confirm_will_delete_thread"), ok_cancel(t, True, None)),
        alert("harmless", "kontalk AbstractComposeFragment.deleteThread", PEER, None,
              t("confirm_will_delete_thread"), ok_cancel(t, None, False)),
        alert("reversible", "kontalk ComposeMessageFragment.blockUser", PEER,
              t("title_block_user_warning"), t("msg_block_user_warning"),
              [(t("android:cancel"), "negative", None), (t("menu_block_user"), "positive", False)]),
        alert("reversible", "kontalk ComposeMessageFragment.unblockUser", PEER,
              t("title_unblock_user_warning"), t("msg_unblock_user_warning"),
              [(t("android:cancel"), "negative", None),
               (t("menu_unblock_user"), "positive", False)]),
        alert("reversible", "kontalk AbstractComposeFragment (disable encryption)", PEER,
              t("title_disable_encryption"), t("msg_disable_encryption"),
              [(t("android:cancel"), "negative", None),
               (t("menu_disable_encryption"), "positive", False)]),
        alert("reversible", key, PEER, t("title_public_key_changed_warning"),
              t("msg_public_key_changed_warning"), keyed("positive")),
        alert("reversible", key, PEER, t("title_public_key_changed_warning"),
              t("msg_public_key_changed_warning"), keyed("negative")),
    ]  # fmt: skip


def groups(t: Any) -> list[dict[str, Any]]:
    rows = [t(k) for k in ("menu_group_info", "menu_set_group_subject", "delete_thread_messages",
                           "menu_leave_group", "menu_invite_group", "menu_encryption")]  # fmt: skip
    over = "kontalk GroupMessageFragment (group_message_menu)"
    leave = t("confirm_will_leave_group")
    prompt = t("leave_group_delete_messages")
    box = ({"switch": prompt, "checked": False, "rid": rid("md_promptCheckbox")},)
    subject = ({"field": None, "text": GROUP, "rid": rid("md_input")},)
    info = page(GROUP, [
        {"text": GROUP, "rid": rid("title")},
        {"button": t("group_info_set_title"), "rid": rid("btn_change_title")},
        {"button": t("group_info_leave"), "rid": rid("btn_leave")},
        {"text": t("group_info_members")},
        {"button": t("group_info_ignore_all"), "rid": rid("btn_ignore_all")},
        {"row": PEER, "secondary": t("group_info_owner_member")},
        {"row": OTHER},
    ])  # fmt: skip
    members = [t("button_private_chat"), t("group_info_menu_remove"),
               t("group_info_menu_add_again")]  # fmt: skip
    mctx = "kontalk GroupInfoFragment (group_info_ctx)"
    return [
        menu("opens-prompt", over, GROUP, rows, [(t("menu_leave_group"), False)]),
        menu("opens-prompt", over, GROUP, rows, [(t("delete_thread_messages"), False)]),
        menu("harmless", over, GROUP, rows, [(t("menu_set_group_subject"), False)]),
        alert("leave", "kontalk GroupMessageFragment.leaveGroup", GROUP, None, leave,
              ok_cancel(t, True, None), box),
        alert("reversible", "kontalk GroupMessageFragment.leaveGroup", GROUP, None, leave,
              ok_cancel(t, None, None), box, ((prompt, False),)),
        alert("harmless", "kontalk GroupMessageFragment.leaveGroup", GROUP, None, leave,
              ok_cancel(t, None, False), box),
        alert("delete", "kontalk AbstractComposeFragment.deleteThread (group)", GROUP, None,
              t("confirm_will_delete_thread"), ok_cancel(t, True, None)),
        alert("reversible", "kontalk GroupMessageFragment.changeGroupSubject", GROUP,
              t("title_group_subject"), None, ok_cancel(t, False, None), subject),
        entry("opens-prompt", "kontalk GroupInfoFragment", info, [("btn_leave", False)]),
        entry("opens-prompt", "kontalk GroupInfoFragment", info, [("btn_ignore_all", False)]),
        alert("reversible", "kontalk GroupInfoFragment (ignore all)", GROUP,
              t("title_ignore_all_identities"), t("msg_ignore_all_identities"),
              ok_cancel(t, False, None)),
        alert("leave", "kontalk GroupInfoFragment.confirmLeave", GROUP, None, leave,
              ok_cancel(t, True, None)),
        menu("remove-member", mctx, GROUP, members, [(t("group_info_menu_remove"), True)]),
    ]  # fmt: skip


def account(t: Any) -> list[dict[str, Any]]:
    title = t("pref_account_settings")
    keys = ("pref_change_passphrase", "pref_regenerate_keypair", "pref_export_keypair",
            "pref_register_device", "pref_service_terms", "pref_update_server_list",
            "pref_delete_account")  # fmt: skip
    prefs = page(title, [{"row": t(k)} for k in keys])
    where = "kontalk AccountFragment (preferences_account)"
    regen = "kontalk AccountFragment (regenerate key pair)"
    delete = "kontalk AccountFragment (delete account)"
    return [
        entry("opens-prompt", where, prefs, [(t("pref_regenerate_keypair"), False)]),
        entry("opens-prompt", where, prefs, [(t("pref_delete_account"), False)]),
        entry("harmless", where, prefs, [(t("pref_export_keypair"), False)]),
        alert("revoke", regen, title, t("pref_regenerate_keypair"),
              t("pref_regenerate_keypair_confirm"), ok_cancel(t, True, None)),
        alert("delete-user", delete, title, t("pref_delete_account"), t("msg_delete_account"),
              ok_cancel(t, True, None)),
        alert("harmless", delete, title, t("pref_delete_account"), t("msg_delete_account"),
              ok_cancel(t, None, False)),
    ]  # fmt: skip
