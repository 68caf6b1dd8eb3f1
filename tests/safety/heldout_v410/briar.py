"""Briar's screens (``org.briarproject.briar.android``, a peer-to-peer messenger that sends over
Tor, Wi-Fi and Bluetooth: private messages sent, deleted one by one or all at once, contacts
deleted and renamed, introductions made and answered, group invitations sent, private groups
created, dissolved and left, forums created and left, blog posts published, blogs removed, RSS
feeds imported, the mailbox unlinked, the account deleted when the password is lost, the
profile picture changed, reports sent), strings from
``briar-android/src/main/res/values*/strings.xml``. The contact, group, forum and feed names
and the typed texts on the screens are the same in every language.

Read from the code (``briar-android/src/main/java/org/briarproject/briar/android``):
``conversation/ConversationActivity.java`` with ``res/layout/activity_conversation.xml``,
``text_input_view.xml`` and ``view_composite_send_button.xml`` (the compose bar: the
``input_text`` field, ``imageButton``, "Attach image", which opens the file picker, and
``sendButton``, Send, which sends the message through ``ConversationViewModel.sendMessage``),
``res/menu/conversation_actions.xml`` (the overflow: "Make Introduction", "Disappearing
messages", "Delete all messages", the Connections submenu with "Connect via Bluetooth" and
"Connect via Removable Drive", and the Contact submenu with "Change contact name" and "Delete
contact"), ``askToDeleteAllMessages`` ("Confirm Message Deletion" with Delete, which calls
``ConversationManager.deleteAllMessages``, and Cancel), ``askToRemoveContact`` ("Confirm
Contact Deletion" with Delete, which calls ``ContactManager.removeContact``, and Cancel) and
``res/menu/conversation_message_actions.xml`` (the selected messages' action bar: Delete,
``action_delete``, which calls ``deleteSelectedMessages`` at once, with no dialog);
``conversation/AliasDialogFragment.java`` and ``res/layout/fragment_alias_dialog.xml`` ("Change
contact name": the ``aliasEditText`` field, Cancel and Change, which sets the local alias);
``conversation/ConversationSettingsDialog.java`` and
``res/layout/fragment_conversation_settings .xml`` (the "Disappearing messages" switch,
``switchDisappearingMessages``); ``view/TextSendController.java`` (``showTimerChangedDialog``:
"Disappearing messages changed" with Cancel and "Send anyway", which sends the message);
``conversation/ConversationRequestViewHolder.java`` and
``res/layout/list_item_conversation_request.xml`` (an introduction or an invitation in the
conversation, with Accept and Decline, ``acceptButton`` and ``declineButton``, each sending the
answer to the contact); ``conversation/ImageActivity.java`` and ``res/menu/image_actions.xml``
("Save image", which opens "Save Image?" with Cancel and "Save image", which writes the picture
to a file the user picks); ``introduction/IntroductionMessageFragment.java`` and
``res/layout/introduction_message.xml`` ("Introduce Contacts": "Make Introduction" sends the
introduction to both contacts); ``contact/ContactListFragment.java`` and
``res/menu/contact_list_actions.xml``; ``contact/add/remote/PendingContactListActivity.java``
and ``res/layout/list_item_pending_contact.xml`` (the Remove icon opens "Confirm Removal" with
Remove, which calls ``removePendingContact``, and Cancel);
``privategroup/conversation/GroupActivity .java`` and ``res/menu/group_actions.xml`` (the
creator's overflow: "Invite Members", "Member List" and "Dissolve Group"; a member's: "Member
List", "Reveal Contacts" and "Leave Group"; "Confirm Dissolving Group" with Dissolve and
"Confirm Leaving Group" with Leave, both calling ``deletePrivateGroup``, each beside Cancel);
``privategroup/creation/CreateGroupFragment.java`` and ``res/layout/fragment_create_group.xml``
("Create Group"); ``privategroup/creation /CreateGroupMessageFragment.java`` and
``sharing/BaseMessageFragment.java`` ("Send Invitation", which sends the invitations to the
chosen contacts); ``privategroup/reveal/RevealContactsActivity .java`` and
``res/layout/activity_reveal_contacts.xml`` (the ``revealButton``, which reveals the chosen
contact relationships to the group); ``forum/ForumListFragment.java`` and
``res/menu/forum_list_actions.xml``; ``forum/CreateForumActivity.java`` and
``res/layout/activity_create_forum.xml`` (``createForumButton``); ``forum/ForumActivity.java``
and ``res/menu/forum_actions.xml`` ("Share Forum", "Sharing Status" and "Leave Forum", which
opens "Confirm Leaving Forum" with Leave, which calls ``deleteForum``, and Cancel);
``blog/FeedFragment.java`` and ``res/menu/blogs_feed_actions.xml``;
``blog/WriteBlogPostActivity .java`` and ``res/layout/activity_write_blog_post.xml`` (Publish,
which posts to the user's blog, shared with every contact); ``blog/BlogFragment.java`` and
``res/menu/blogs_blog_actions .xml`` ("Remove Blog" opens "Remove Blog" with Remove, which
calls ``deleteBlog``, and Cancel); ``blog/RssFeedImportFragment.java`` and
``res/layout/fragment_rss_feed_import.xml`` (Import, which adds the feed as a blog);
``blog/RssFeedManageFragment.java``, ``res/layout/list_item_rss_feed .xml`` and
``blog/RssFeedDeleteFeedDialogFragment.java`` (the Delete icon opens "Remove Feed" with Remove,
which calls ``removeFeed``, and Cancel); ``settings/SettingsFragment.java`` and
``res/xml/settings.xml``; ``reporting/ReportFormFragment.java``,
``res/layout/fragment_report_form .xml`` and ``res/menu/dev_report_actions.xml`` ("Send
report", which uploads the feedback); ``settings/ConnectionsFragment.java`` and
``res/xml/settings_connections.xml``; ``settings/SecurityFragment.java`` and
``res/xml/settings_security.xml``; ``login/ChangePasswordActivity.java`` and
``res/layout/activity_change_password.xml``; ``panic/PanicPreferencesFragment.java`` and
``res/xml/panic_preferences.xml``; ``settings/NotificationsFragment.java`` and
``res/xml/settings_notifications.xml``; ``settings/DisplayFragment.java``
(``onLanguageChanged``: "Language & region" with Cancel and "Sign Out");
``settings/ConfirmAvatarDialogFragment.java`` and
``res/layout/fragment_confirm_avatar_dialog.xml`` ("Change profile picture" with Cancel and
Change, which calls ``setAvatar``); ``mailbox/MailboxStatusFragment.java`` and
``res/layout/fragment_mailbox_status.xml`` (``unlinkButton`` opens "Unlink mailbox?" with
Unlink, which calls ``unlink``, and Cancel); ``login/PasswordFragment.java`` and
``res/layout/fragment_password.xml`` ("Forgot your password?" opens "Lost Password" with
Delete, which calls ``deleteAccount``, and Cancel); ``navdrawer/NavDrawerActivity.java`` and
``res/menu/navigation_drawer.xml``.
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page

ID = "org.briarproject.briar.android:id/"
ALICE, BOB, CAROL, DAVE, ME = "Alice Martin", "Bob Lee", "Carol Diaz", "Dave Kim", "Sam"
GROUP, FORUM, FEED = "Book club", "Cycling club", "City news"
TEXT = "See you at 7 at the station"
URL = "https://news.example.org/rss.xml"


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        conversation(t)
        + requests(t)
        + contacts(t)
        + groups(t)
        + forums(t)
        + blogs(t)
        + settings(t)
        + account(t)
    )


def compose(t: Any) -> dict[str, Any]:
    """The conversation with Alice: the messages, then the compose bar."""
    return page(
        ALICE,
        [
            {"list": [{"text": "Are you coming tonight?"}, {"text": "Yes, which train?"}]},
            {"field": f"{ID}input_text", "hint": t("message_hint"), "text": TEXT},
            {"icon": t("image_attach"), "rid": f"{ID}imageButton"},
            {"icon": t("send"), "rid": f"{ID}sendButton"},
        ],
    )


def conversation(t: Any) -> list[dict[str, Any]]:
    where = "briar ConversationActivity"
    overflow = [
        t(k)
        for k in (
            "introduction_menu_item",
            "menu_item_disappearing_messages",
            "delete_all_messages",
            "network_settings_title",
            "menu_contact",
        )
    ]
    contact = [t("set_contact_alias"), t("delete_contact")]
    selected = page(
        "1",
        [
            {"icon": t("delete"), "rid": f"{ID}action_delete"},
            {"list": [{"text": "Are you coming tonight?"}, {"text": TEXT}]},
        ],
    )
    alias = {
        "title": ALICE,
        "dialog": {"title": t("set_contact_alias")},
        "items": [
            {"field": f"{ID}aliasEditText", "hint": t("set_contact_alias_hint"), "text": "Ali"},
            {"button": t("cancel"), "rid": f"{ID}cancelButton"},
            {"button": t("change"), "rid": f"{ID}setButton"},
        ],
    }
    timer = page(
        t("disappearing_messages_title"),
        [
            {
                "switch": t("disappearing_messages_summary"),
                "rid": f"{ID}switchDisappearingMessages",
                "checked": False,
            },
            {"button": t("learn_more"), "rid": f"{ID}buttonLearnMore"},
        ],
    )
    everything = (t("dialog_title_delete_all_messages"), t("dialog_message_delete_all_messages"))
    removal = (t("dialog_title_delete_contact"), t("dialog_message_delete_contact"))
    changed = (
        t("auto_delete_changed_warning_title"),
        t("auto_delete_changed_warning_message_enabled"),
    )
    save = (t("dialog_title_save_image"), t("dialog_message_save_image"))
    cancel, delete = t("cancel"), t("delete")
    over = f"{where} (conversation_actions)"
    return [
        entry("send", f"{where} (compose)", compose(t), [(t("send"), True)]),
        entry("harmless", f"{where} (compose)", compose(t), [(t("image_attach"), False)]),
        menu("opens-prompt", over, ALICE, overflow, [(t("delete_all_messages"), False)]),
        menu("harmless", over, ALICE, overflow, [(t("introduction_menu_item"), False)]),
        menu("opens-prompt", f"{over}, Contact", ALICE, contact, [(t("delete_contact"), False)]),
        alert(
            "delete",
            f"{where} (delete all messages)",
            ALICE,
            *everything,
            (delete, True),
            (cancel, None),
        ),
        alert(
            "harmless",
            f"{where} (delete all messages)",
            ALICE,
            *everything,
            (delete, None),
            (cancel, False),
        ),
        alert(
            "delete", f"{where} (delete contact)", ALICE, *removal, (delete, True), (cancel, None)
        ),
        alert(
            "harmless",
            f"{where} (delete contact)",
            ALICE,
            *removal,
            (delete, None),
            (cancel, False),
        ),
        entry("delete", f"{where} (conversation_message_actions)", selected, [(delete, True)]),
        entry("reversible", "briar AliasDialogFragment", alias, [(t("change"), False)]),
        entry(
            "reversible",
            "briar ConversationSettingsDialog",
            timer,
            [(t("disappearing_messages_summary"), False)],
        ),
        alert(
            "send",
            "briar TextSendController (timer changed)",
            ALICE,
            *changed,
            (cancel, None),
            (t("auto_delete_changed_warning_send"), True),
        ),
        alert(
            "harmless",
            "briar TextSendController (timer changed)",
            ALICE,
            *changed,
            (cancel, False),
            (t("auto_delete_changed_warning_send"), None),
        ),
        menu(
            "opens-prompt",
            "briar ImageActivity (image_actions)",
            ALICE,
            [t("save_image")],
            [(t("save_image"), False)],
        ),
        alert(
            "export",
            "briar ImageActivity (save image)",
            ALICE,
            *save,
            (cancel, None),
            (t("save_image"), False),
        ),
    ]


def requests(t: Any) -> list[dict[str, Any]]:
    def request(text: str) -> dict[str, Any]:
        return page(
            BOB,
            [
                {"list": [{"text": "Hi, how are you?"}]},
                {"text": text, "rid": f"{ID}text"},
                {"button": t("accept"), "rid": f"{ID}acceptButton"},
                {"button": t("decline"), "rid": f"{ID}declineButton"},
                {"field": f"{ID}input_text", "hint": t("message_hint")},
                {"icon": t("image_attach"), "rid": f"{ID}imageButton"},
                {"icon": t("send"), "rid": f"{ID}sendButton"},
            ],
        )

    introduced = request(t("introduction_request_received", BOB, CAROL))
    where = "briar ConversationRequestViewHolder"
    introduce = page(
        t("introduction_message_title"),
        [
            {"text": ALICE, "rid": f"{ID}nameContact1"},
            {"text": CAROL, "rid": f"{ID}nameContact2"},
            {
                "field": f"{ID}input_text",
                "hint": t("introduction_message_hint"),
                "text": "You both cycle to work",
            },
            {"button": t("introduction_button"), "rid": f"{ID}compositeSendButton"},
        ],
    )
    return [
        entry("send", f"{where} (introduction)", introduced, [(t("accept"), True)]),
        entry("send", f"{where} (introduction)", introduced, [(t("decline"), True)]),
        entry(
            "send",
            "briar IntroductionMessageFragment",
            introduce,
            [(t("introduction_button"), True)],
        ),
    ]


def contacts(t: Any) -> list[dict[str, Any]]:
    home = t("contact_list_button")
    add = [t("add_contact_nearby_title"), t("add_contact_remotely_title")]
    title = t("pending_contact_requests")
    pending = page(
        title,
        [
            {"list": [{"row": DAVE, "rid": f"{ID}name"}]},
            {"icon": t("groups_remove"), "rid": f"{ID}removeButton"},
        ],
    )
    removal = (
        t("dialog_title_remove_pending_contact"),
        t("dialog_message_remove_pending_contact"),
    )
    where = "briar PendingContactListActivity"
    remove, cancel = t("groups_remove"), t("cancel")
    return [
        menu(
            "harmless",
            "briar ContactListFragment (contact_list_actions)",
            home,
            add,
            [(t("add_contact_remotely_title"), False)],
        ),
        entry("opens-prompt", where, pending, [(remove, False)]),
        alert("delete", f"{where} (remove)", title, *removal, (remove, True), (cancel, None)),
        alert("harmless", f"{where} (remove)", title, *removal, (remove, None), (cancel, False)),
    ]


def groups(t: Any) -> list[dict[str, Any]]:
    where = "briar GroupActivity (group_actions)"
    creator = [t("groups_invite_members"), t("groups_member_list"), t("groups_dissolve")]
    member = [t("groups_member_list"), t("groups_reveal_contacts"), t("groups_leave")]
    dissolve = (t("groups_dissolve_dialog_title"), t("groups_dissolve_dialog_message"))
    leave = (t("groups_leave_dialog_title"), t("groups_leave_dialog_message"))
    create = page(
        t("groups_create_group_title"),
        [
            {"field": f"{ID}name", "hint": t("groups_create_group_hint"), "text": GROUP},
            {"button": t("groups_create_group_button"), "rid": f"{ID}button"},
        ],
    )
    invite = page(
        t("groups_invite_members"),
        [
            {
                "field": f"{ID}input_text",
                "hint": t("forum_share_message"),
                "text": "Join us for the next book",
            },
            {
                "button": t("groups_create_group_invitation_button"),
                "rid": f"{ID}compositeSendButton",
            },
        ],
    )
    reveal = page(
        t("groups_reveal_contacts"),
        [
            {"list": [{"row": ALICE, "checked": True}, {"row": CAROL, "checked": False}]},
            {"button": t("groups_reveal_contacts"), "rid": f"{ID}revealButton"},
        ],
    )
    cancel = t("cancel")
    return [
        menu("opens-prompt", f"{where}, creator", GROUP, creator, [(t("groups_dissolve"), False)]),
        menu("opens-prompt", f"{where}, member", GROUP, member, [(t("groups_leave"), False)]),
        alert(
            "end",
            "briar GroupActivity (dissolve)",
            GROUP,
            *dissolve,
            (t("groups_dissolve_button"), True),
            (cancel, None),
        ),
        alert(
            "harmless",
            "briar GroupActivity (dissolve)",
            GROUP,
            *dissolve,
            (t("groups_dissolve_button"), None),
            (cancel, False),
        ),
        alert(
            "leave",
            "briar GroupActivity (leave)",
            GROUP,
            *leave,
            (t("dialog_button_leave"), True),
            (cancel, None),
        ),
        entry(
            "reversible",
            "briar CreateGroupFragment",
            create,
            [(t("groups_create_group_button"), False)],
        ),
        entry(
            "send",
            "briar CreateGroupMessageFragment",
            invite,
            [(t("groups_create_group_invitation_button"), True)],
        ),
        entry("send", "briar RevealContactsActivity", reveal, [("revealButton", True)]),
    ]


def forums(t: Any) -> list[dict[str, Any]]:
    home = page(
        t("forums_button"),
        [
            {"icon": t("create_forum_button"), "rid": f"{ID}action_create_forum"},
            {"list": [{"row": FORUM}, {"row": "Garden swap"}]},
        ],
    )
    create = page(
        t("create_forum_title"),
        [
            {"field": f"{ID}createForumNameEntry", "hint": t("choose_forum_hint"), "text": FORUM},
            {"button": t("create_forum_button"), "rid": f"{ID}createForumButton"},
        ],
    )
    rows = [t("forum_share_button"), t("sharing_status"), t("forum_leave")]
    leave = (t("dialog_title_leave_forum"), t("dialog_message_leave_forum"))
    where = "briar ForumActivity (forum_actions)"
    cancel, out = t("cancel"), t("dialog_button_leave")
    return [
        entry(
            "harmless",
            "briar ForumListFragment (forum_list_actions)",
            home,
            [(t("create_forum_button"), False)],
        ),
        entry("reversible", "briar CreateForumActivity", create, [("createForumButton", False)]),
        menu("opens-prompt", where, FORUM, rows, [(t("forum_leave"), False)]),
        alert("leave", "briar ForumActivity (leave)", FORUM, *leave, (out, True), (cancel, None)),
        alert(
            "harmless", "briar ForumActivity (leave)", FORUM, *leave, (out, None), (cancel, False)
        ),
    ]


def blogs(t: Any) -> list[dict[str, Any]]:
    feed = page(
        t("blogs_button"),
        [
            {"icon": t("blogs_write_blog_post"), "rid": f"{ID}action_write_blog_post"},
            {"list": [{"row": BOB, "secondary": "New bike lanes downtown"}]},
        ],
    )
    write = page(
        t("blogs_write_blog_post"),
        [
            {
                "field": f"{ID}input_text",
                "hint": t("blogs_write_blog_post_body_hint"),
                "text": "Our garden is open on Sunday",
            },
            {"button": t("blogs_publish_blog_post"), "rid": f"{ID}compositeSendButton"},
        ],
    )
    rows = [t("sharing_status"), t("blogs_remove_blog")]
    remove = (t("blogs_remove_blog"), t("blogs_remove_blog_dialog_message"))
    rss = page(
        t("blogs_rss_feeds_import"),
        [
            {"field": f"{ID}urlInput", "hint": t("blogs_rss_feeds_import_hint"), "text": URL},
            {"button": t("blogs_rss_feeds_import_button"), "rid": f"{ID}importButton"},
        ],
    )
    manage = page(
        t("blogs_rss_feeds"),
        [
            {"text": FEED, "rid": f"{ID}titleView"},
            {"icon": t("delete"), "rid": f"{ID}deleteButton"},
            {"text": t("blogs_rss_feeds_manage_author")},
            {"text": "City desk", "rid": f"{ID}authorView"},
        ],
    )
    cancel = t("cancel")
    return [
        entry(
            "harmless",
            "briar FeedFragment (blogs_feed_actions)",
            feed,
            [(t("blogs_write_blog_post"), False)],
        ),
        entry("send", "briar WriteBlogPostActivity", write, [(t("blogs_publish_blog_post"), True)]),
        menu(
            "opens-prompt",
            "briar BlogFragment (blogs_blog_actions)",
            BOB,
            rows,
            [(t("blogs_remove_blog"), False)],
        ),
        alert(
            "delete",
            "briar BlogFragment (remove blog)",
            BOB,
            *remove,
            (t("blogs_remove_blog_ok"), True),
            (cancel, None),
        ),
        alert(
            "harmless",
            "briar BlogFragment (remove blog)",
            BOB,
            *remove,
            (t("blogs_remove_blog_ok"), None),
            (cancel, False),
        ),
        entry(
            "reversible",
            "briar RssFeedImportFragment",
            rss,
            [(t("blogs_rss_feeds_import_button"), False)],
        ),
        entry("opens-prompt", "briar RssFeedManageFragment", manage, [(t("delete"), False)]),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    home = page(
        t("settings_button"),
        [
            {"row": ME, "rid": f"{ID}username"},
            *(
                {"row": t(k)}
                for k in (
                    "display_settings_title",
                    "network_settings_title",
                    "security_settings_title",
                    "notification_settings_title",
                    "mailbox_settings_title",
                )
            ),
            {"text": t("pref_category_actions")},
            *({"row": t(k)} for k in ("hotspot_title", "share_app_link", "send_feedback")),
            {"row": t("about_title")},
        ],
    )
    report = page(
        t("feedback_title"),
        [
            {"icon": t("send_report"), "rid": f"{ID}action_send_report"},
            {
                "field": f"{ID}user_comment",
                "hint": t("enter_feedback"),
                "text": "The app closes when I open a forum",
            },
            {"field": f"{ID}user_email", "hint": t("optional_contact_email")},
            {
                "switch": t("include_debug_report_feedback"),
                "rid": f"{ID}include_debug_report",
                "checked": True,
            },
        ],
    )
    connections = page(
        t("network_settings_title"),
        [
            {"switch": t("bluetooth_setting"), "checked": False},
            {"switch": t("wifi_setting"), "checked": False},
            {"switch": t("tor_enable_title"), "checked": True},
            {"switch": t("tor_mobile_data_title"), "checked": True},
        ],
    )
    security = page(
        t("security_settings_title"),
        [
            {"switch": t("pref_lock_title"), "checked": False},
            {"row": t("pref_lock_timeout_title")},
            {"row": t("change_password")},
            {"text": t("panic_setting_title")},
            {"row": t("panic_setting"), "secondary": t("panic_setting_hint")},
        ],
    )
    password = page(
        t("change_password"),
        [
            {"field": f"{ID}current_password_entry", "hint": t("current_password")},
            {"field": f"{ID}new_password_entry", "hint": t("choose_new_password")},
            {"field": f"{ID}new_password_confirm", "hint": t("confirm_new_password")},
            {"button": t("change_password"), "rid": f"{ID}change_password"},
        ],
    )
    panic = page(
        t("panic_setting"),
        [
            {"switch": t("panic_setting_signout_title"), "checked": True},
            {"text": t("panic_setting_destructive_action")},
            {"row": t("panic_app_setting_title"), "secondary": t("panic_app_setting_summary")},
            {"switch": t("purge_setting_title"), "checked": False},
        ],
    )
    return [
        entry("harmless", "briar SettingsFragment (settings)", home, [(t("send_feedback"), False)]),
        entry(
            "send",
            "briar ReportFormFragment (dev_report_actions)",
            report,
            [(t("send_report"), True)],
        ),
        entry(
            "reversible",
            "briar ConnectionsFragment (settings_connections)",
            connections,
            [(t("bluetooth_setting"), False)],
        ),
        entry(
            "reversible",
            "briar ConnectionsFragment (settings_connections)",
            connections,
            [(t("tor_enable_title"), False)],
        ),
        entry(
            "reversible",
            "briar SecurityFragment (settings_security)",
            security,
            [(t("pref_lock_title"), False)],
        ),
        entry("reversible", "briar ChangePasswordActivity", password, [("change_password", False)]),
        entry(
            "reversible",
            "briar PanicPreferencesFragment (panic_preferences)",
            panic,
            [(t("purge_setting_title"), False)],
        ),
    ]


def account(t: Any) -> list[dict[str, Any]]:
    cancel = t("cancel")
    language = (t("pref_language_title"), t("pref_language_changed"))
    avatar = (
        {"text": ME, "rid": f"{ID}username"},
        {"text": t("dialog_confirm_profile_picture_remark"), "rid": f"{ID}remark"},
    )
    mailbox = page(
        t("mailbox_settings_title"),
        [
            {"text": t("mailbox_status_connected_title"), "rid": f"{ID}statusTitleView"},
            {"button": t("mailbox_status_unlink_button"), "rid": f"{ID}unlinkButton"},
        ],
    )
    unlink = (
        t("mailbox_status_unlink_dialog_title"),
        t("mailbox_status_unlink_dialog_question"),
    )
    sign_in = page(
        t("app_name"),
        [
            {"text": t("sign_in_title")},
            {"field": f"{ID}edit_password", "hint": t("enter_password")},
            {"button": t("forgotten_password"), "rid": f"{ID}btn_forgotten"},
            {"button": t("sign_in_button"), "rid": f"{ID}btn_sign_in"},
        ],
    )
    lost = (t("dialog_title_lost_password"), t("dialog_message_lost_password"))
    drawer = page(
        t("contact_list_button"),
        [
            *(
                {"row": t(k)}
                for k in (
                    "contact_list_button",
                    "groups_button",
                    "forums_button",
                    "blogs_button",
                    "settings_button",
                    "lock_button",
                    "sign_out_button",
                )
            ),
        ],
    )
    display = t("display_settings_title")
    settings, box = t("settings_button"), t("mailbox_settings_title")
    return [
        alert(
            "reversible",
            "briar DisplayFragment (language changed)",
            display,
            *language,
            (cancel, None),
            (t("sign_out_button"), False),
        ),
        alert(
            "send",
            "briar ConfirmAvatarDialogFragment",
            settings,
            t("dialog_confirm_profile_picture_title"),
            None,
            (cancel, None),
            (t("change"), True),
            avatar,
        ),
        alert(
            "harmless",
            "briar ConfirmAvatarDialogFragment",
            settings,
            t("dialog_confirm_profile_picture_title"),
            None,
            (cancel, False),
            (t("change"), None),
            avatar,
        ),
        entry(
            "opens-prompt",
            "briar MailboxStatusFragment",
            mailbox,
            [(t("mailbox_status_unlink_button"), False)],
        ),
        alert(
            "revoke",
            "briar MailboxStatusFragment (unlink)",
            box,
            *unlink,
            (t("mailbox_status_unlink_button"), True),
            (cancel, None),
        ),
        alert(
            "harmless",
            "briar MailboxStatusFragment (unlink)",
            box,
            *unlink,
            (t("mailbox_status_unlink_button"), None),
            (cancel, False),
        ),
        entry(
            "opens-prompt", "briar PasswordFragment", sign_in, [(t("forgotten_password"), False)]
        ),
        alert(
            "delete",
            "briar PasswordFragment (lost password)",
            t("app_name"),
            *lost,
            (t("delete"), True),
            (cancel, None),
        ),
        alert(
            "harmless",
            "briar PasswordFragment (lost password)",
            t("app_name"),
            *lost,
            (t("delete"), None),
            (cancel, False),
        ),
        entry(
            "harmless",
            "briar NavDrawerActivity (navigation_drawer)",
            drawer,
            [(t("sign_out_button"), False)],
        ),
    ]
