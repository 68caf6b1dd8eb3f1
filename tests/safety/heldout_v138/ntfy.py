"""ntfy's screens (``io.heckel.ntfy``, the Android client of the ntfy publish and subscribe
notification service: topics subscribed to and unsubscribed from, notifications received,
deleted and cleared, messages published to a topic, attachments downloaded and deleted, the
users a server is reached with kept and deleted), strings from
``app/src/main/res/values*/strings.xml``. The topic, server, user and file names on the screens
are the same in every language.

Read from the code (``app/src/main/java/io/heckel/ntfy/ui``): ``DetailActivity.kt`` (a topic's
page, ``activity_detail.xml``, titled with the topic's name; its overflow menu
``menu_detail_action_bar.xml`` lists "Subscription settings", "Copy topic address", "Clear all
notifications", "Send test notification" and Unsubscribe, the search and mute items shown as
icons; "Send test notification" (``onTestClick``) publishes a test message to the topic on the
server at once, so every subscriber of the topic is notified; "Clear all notifications"
(``onClearClick``) asks "Delete all of the notifications in this topic?" with Cancel and "Delete
permanently", whose button deletes them all (``markAllAsDeleted``, no undo); Unsubscribe
(``onDeleteClick``) asks "Unsubscribe from this topic and delete all received notifications?"
with Cancel and "Delete permanently", whose button removes the subscription and its
notifications and unsubscribes from the topic; a long press starts the action mode
``menu_detail_action_mode.xml`` with Copy and Delete, whose Delete (``onMultiDeleteClick``) asks
"Delete the selected notification(s) permanently?" with Cancel and "Delete permanently"; the
message bar ``view_message_bar.xml``, shown where it is enabled, with its text field, "More
options" ``message_bar_expand_button``, which opens the publish page, and "Publish message"
``message_bar_publish_button``, which publishes the typed message to the topic at once);
``MainActivity.kt`` (the "Subscribed topics" list; its overflow ``menu_main_action_bar.xml``
with Settings, "Read the docs", "Rate the app" and "Report a bug", each opening a page or the
browser; a long press starts ``menu_main_action_mode.xml`` with Unsubscribe, whose
``onMultiDeleteClick`` asks "Unsubscribe from the selected topic(s) and permanently delete all
notifications?" with Cancel and "Delete permanently", whose button removes the subscriptions);
``PublishFragment.kt`` (``fragment_publish_dialog.xml``: the toolbar "Publish to ..." with
Publish ``publish_dialog_publish_button``, which sends the message to the server, and the Title,
Message, Tags and Priority fields); ``DetailAdapter.kt`` (a notification's attachment popup
``menu_detail_attachment.xml``: for a downloaded file "Open file", "Delete file", which deletes
the downloaded file from the device at once, "Save file", which copies it to Downloads, and "Copy
URL"); ``UserFragment.kt`` (``fragment_user_dialog.xml``, "Edit user": Save
``user_dialog_action_save``, which stores the changed username or password, and in the
toolbar's overflow "Delete user" ``user_dialog_action_delete``, which deletes the stored
credentials at once, ``SettingsActivity.onDeleteUser``); ``AddFragment.kt``
(``fragment_add_dialog.xml``, "Subscribe to topic": the topic field, "Use another server",
"Instant delivery in doze mode" (check boxes, written as switches) and Subscribe
``add_dialog_action_button``, which subscribes).
The confirmations are ``MaterialAlertDialogBuilder`` dialogs with only a message.
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page

ID = "io.heckel.ntfy:id/"
TOPIC, SERVER, USER = "backups", "https://ntfy.sh", "phil"


def screens(t: Any) -> list[dict[str, Any]]:
    return topic(t) + selections(t) + publishing(t) + attachments(t) + accounts(t)


def topic(t: Any) -> list[dict[str, Any]]:
    overflow = [t(k) for k in ("detail_menu_settings", "detail_menu_copy_url",
                               "detail_menu_clear", "detail_menu_test",
                               "detail_menu_unsubscribe")]  # fmt: skip
    where = "ntfy DetailActivity (menu_detail_action_bar)"
    clear, cancel = t("detail_clear_dialog_message"), t("detail_clear_dialog_cancel")
    remove = t("detail_delete_dialog_message")
    yes, gone = (
        t("detail_clear_dialog_permanently_delete"),
        t("detail_delete_dialog_permanently_delete"),
    )
    main = [t(k) for k in ("main_menu_settings_title", "main_menu_docs_title",
                           "main_menu_rate_title", "main_menu_report_bug_title")]  # fmt: skip
    return [
        menu("opens-prompt", where, TOPIC, overflow, [(t("detail_menu_clear"), False)]),
        menu("opens-prompt", where, TOPIC, overflow, [(t("detail_menu_unsubscribe"), False)]),
        menu("send", f"{where} (onTestClick)", TOPIC, overflow, [(t("detail_menu_test"), True)]),
        menu("harmless", where, TOPIC, overflow, [(t("detail_menu_copy_url"), False)]),
        menu("harmless", where, TOPIC, overflow, [(t("detail_menu_settings"), False)]),
        alert("delete", "ntfy DetailActivity (onClearClick)", TOPIC, None, clear,
              (cancel, None), (yes, True)),
        alert("harmless", "ntfy DetailActivity (onClearClick)", TOPIC, None, clear,
              (cancel, False), (yes, None)),
        alert("delete", "ntfy DetailActivity (onDeleteClick)", TOPIC, None, remove,
              (t("detail_delete_dialog_cancel"), None), (gone, True)),
        alert("harmless", "ntfy DetailActivity (onDeleteClick)", TOPIC, None, remove,
              (t("detail_delete_dialog_cancel"), False), (gone, None)),
        menu("harmless", "ntfy MainActivity (menu_main_action_bar)", t("main_action_bar_title"),
             main, [(t("main_menu_report_bug_title"), False)]),
    ]  # fmt: skip


def selections(t: Any) -> list[dict[str, Any]]:
    selected = page("1", [
        {"button": t("common_button_copy"), "rid": f"{ID}detail_action_mode_copy"},
        {"button": t("detail_action_mode_menu_delete"), "rid": f"{ID}detail_action_mode_delete"},
        {"row": "Backup of /home finished"}, {"row": "Backup of /srv failed"}])  # fmt: skip
    topics = page("1", [
        {"button": t("main_action_mode_menu_unsubscribe"), "rid": f"{ID}main_action_mode_delete"},
        {"row": TOPIC}, {"row": "alerts"}])  # fmt: skip
    many = t("detail_action_mode_delete_dialog_message")
    subs = t("main_action_mode_delete_dialog_message")
    where = "ntfy DetailActivity (action mode)"
    main = "ntfy MainActivity (action mode)"
    cancel, cancel2 = (
        t("detail_action_mode_delete_dialog_cancel"),
        t("main_action_mode_delete_dialog_cancel"),
    )
    yes = t("detail_action_mode_delete_dialog_permanently_delete")
    yes2 = t("main_action_mode_delete_dialog_permanently_delete")
    return [
        entry("opens-prompt", where, selected, [(t("detail_action_mode_menu_delete"), False)]),
        entry("harmless", where, selected, [(t("common_button_copy"), False)]),
        alert("delete", f"{where} (onMultiDeleteClick)", TOPIC, None, many, (cancel, None),
              (yes, True)),
        alert("harmless", f"{where} (onMultiDeleteClick)", TOPIC, None, many, (cancel, False),
              (yes, None)),
        entry("opens-prompt", main, topics, [(t("main_action_mode_menu_unsubscribe"), False)]),
        alert("delete", f"{main} (onMultiDeleteClick)", t("main_action_bar_title"), None, subs,
              (cancel2, None), (yes2, True)),
        alert("harmless", f"{main} (onMultiDeleteClick)", t("main_action_bar_title"), None, subs,
              (cancel2, False), (yes2, None)),
    ]  # fmt: skip


def publishing(t: Any) -> list[dict[str, Any]]:
    form = page(t("publish_dialog_title", f"ntfy.sh/{TOPIC}"), [
        {"button": t("publish_dialog_button_publish"), "rid": f"{ID}publish_dialog_publish_button"},
        {"field": t("publish_dialog_title_hint"), "text": "Backup",
         "rid": f"{ID}publish_dialog_title_text"},
        {"field": t("publish_dialog_message_hint"), "text": "Backup of /home finished",
         "rid": f"{ID}publish_dialog_message_text"},
        {"field": t("publish_dialog_tags_hint"), "text": "",
         "rid": f"{ID}publish_dialog_tags_text"},
        {"field": t("publish_dialog_priority_hint"), "text": "3",
         "rid": f"{ID}publish_dialog_priority_dropdown"}])  # fmt: skip
    bar = page(TOPIC, [
        {"row": "Backup of /srv failed"},
        {"icon": t("message_bar_expand_button_description"),
         "rid": f"{ID}message_bar_expand_button"},
        {"field": t("message_bar_hint"), "text": "Disk almost full",
         "rid": f"{ID}message_bar_text"},
        {"icon": t("message_bar_publish_button_description"),
         "rid": f"{ID}message_bar_publish_button"}])  # fmt: skip
    return [
        entry("send", "ntfy PublishFragment (onSendClick)", form,
              [(t("publish_dialog_button_publish"), True)]),
        entry("send", "ntfy DetailActivity (message bar)", bar,
              [(t("message_bar_publish_button_description"), True)]),
        entry("harmless", "ntfy DetailActivity (message bar)", bar,
              [(t("message_bar_expand_button_description"), False)]),
    ]  # fmt: skip


def attachments(t: Any) -> list[dict[str, Any]]:
    rows = [t(k) for k in ("detail_item_menu_open", "detail_item_menu_delete",
                           "detail_item_menu_save_file", "detail_item_menu_copy_url")]  # fmt: skip
    where = "ntfy DetailAdapter (menu_detail_attachment)"
    return [
        menu("delete", f"{where} (deleteFile)", TOPIC, rows,
             [(t("detail_item_menu_delete"), True)]),
        menu("harmless", where, TOPIC, rows, [(t("detail_item_menu_save_file"), False)]),
        menu("harmless", where, TOPIC, rows, [(t("detail_item_menu_open"), False)]),
    ]  # fmt: skip


def accounts(t: Any) -> list[dict[str, Any]]:
    edit = t("user_dialog_title_edit")
    user = page(edit, [
        {"button": t("common_button_save"), "rid": f"{ID}user_dialog_action_save"},
        {"text": t("user_dialog_description_edit")},
        {"field": t("common_service_url"), "text": SERVER, "rid": f"{ID}user_dialog_base_url"},
        {"field": t("user_dialog_username_hint"), "text": USER, "rid": f"{ID}user_dialog_username"},
        {"field": t("user_dialog_password_hint_edit"), "text": "",
         "rid": f"{ID}user_dialog_password"}])  # fmt: skip
    add = page(t("add_dialog_title"), [
        {"button": t("add_dialog_button_subscribe"), "rid": f"{ID}add_dialog_action_button"},
        {"field": t("add_dialog_topic_name_hint"), "text": "alerts",
         "rid": f"{ID}add_dialog_subscribe_topic_text"},
        {"switch": t("add_dialog_use_another_server"), "checked": False},
        {"switch": t("add_dialog_instant_delivery"), "checked": False}])  # fmt: skip
    return [
        menu("delete", "ntfy UserFragment (onDeleteUser)", edit, [t("user_dialog_button_delete")],
             [(t("user_dialog_button_delete"), True)]),
        entry("reversible", "ntfy UserFragment", user, [(t("common_button_save"), False)]),
        entry("reversible", "ntfy AddFragment", add, [(t("add_dialog_button_subscribe"), False)]),
    ]  # fmt: skip
