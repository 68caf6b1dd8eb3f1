"""Nextcloud Notes' screens (``it.niedermann.owncloud.notes``, an Android client of the
Nextcloud Notes server app: notes created, edited, deleted, favoured, given a category and moved
between accounts, shared with people, groups, email addresses and public links, shares
revoked, accounts switched and removed, the user's status set), strings from
``app/src/main/res/values*/strings.xml``. The account, note, person and file names on the
screens are the same in every language.

Read from the code (``app/src/main/java/it/niedermann/owncloud/notes``):
``main/MainActivity.java`` with ``res/layout/drawer_layout.xml``,
``activity_notes_list_view.xml``, ``search_bar.xml`` and
``item_notes_list_note_item_with_excerpt.xml`` (the note list: the sorting icon, which switches
between the modified date and the alphabet, the notes with their favourite stars, the New note
button, which opens an empty note; the drawer's categories and its Formatting, "Deleted notes",
which opens the server's trash bin in the Files app or the browser, Settings and About, from
``main/menu/MenuAdapter.java``); ``main/MultiSelectedActionModeCallback.java`` and
``res/menu/menu_list_context_multiple.xml`` (the selection's contextual bar: Category, which
opens the category dialog, Share, which opens the system's share sheet with the notes' text,
Move, which opens the account picker, and Delete, which deletes the selected notes and shows a
snackbar whose Undo adds them again through ``addNoteAndSync``);
``accountpicker/AccountPickerDialogFragment.java`` (Move: the other accounts and Cancel; an
account picked moves the notes there through ``NotesRepository.moveNoteToAnotherAccount``, which
adds a copy to that account and deletes the note from this one);
``edit/category/CategoryDialogFragment.java`` and ``res/layout/dialog_change_category.xml``
("Choose a category" with Cancel and Save); ``edit/EditNoteActivity.java``,
``edit/BaseNoteFragment.java``, ``edit/NoteEditFragment.java``,
``edit/NotePreviewFragment.java``, ``res/menu/menu_note_fragment.xml`` and
``menu_note_activity.xml`` (the editor's toolbar: Search, Favorite, "Edit title", Category,
Preview or Edit; its overflow: Share, which opens the share sheet, Move, Cancel, which puts the
note back as it was when it was opened, or deletes a new note, through ``updateNoteAndSync`` and
``deleteNoteAndSync``, Delete, shown for a note that is not new, which deletes the note at once
with no question and no undo, and "Pin to homescreen"; the "Rich edit mode" button);
``edit/title/EditTitleDialogFragment.java`` ("Change note title" with Cancel and Save);
``accountswitcher/AccountSwitcherDialog.java`` and ``res/layout/dialog_account_switcher.xml``
(the current account, "Online status", "Status message", the other accounts, which switch to
that account, "Add account" and "Manage accounts");
``accountswitcher/bottomSheet/SetOnlineStatusBottomSheet.kt`` and
``res/layout/set_online_status_bottom_sheet.xml`` (Online, Away, Busy, "Do not disturb",
Invisible, each set at once); ``accountswitcher/bottomSheet/SetStatusMessageBottomSheet.kt``
and ``res/layout/set_status_message_bottom_sheet.xml`` (the message, "Clear status after",
Clear and "Set message"); ``manageaccounts/ManageAccountsActivity.java``,
``ManageAccountViewHolder.java`` and ``res/menu/menu_account.xml`` (an account's popup: "Set
folder", "File extension" and Remove, which for an account with unsynchronized changes opens
"Remove ..." with Cancel and Remove, which deletes the account and its notes from the device
through ``deleteAccount``; the server settings dialog with Cancel as its neutral button and
Save, which writes the folder or the file extension for new notes to the server through
``putServerSettings``); ``share/NoteShareActivity.java`` with
``res/layout/activity_note_share.xml``, ``item_share_share.xml``,
``item_share_link_share.xml``, ``item_add_public_share.xml`` and
``item_internal_share_link.xml`` (the Sharing page: the search for people, groups and email
addresses, "Send copy to", which opens the share sheet, "Share internal link", the button that
adds a public link at once through ``createPublicShareLink``, the shares with their Copy link
and more icons); ``share/dialog/NoteShareActivityShareItemActionBottomSheetDialog.java`` and
``res/layout/item_note_share_action.xml`` (a share's sheet: Settings, "Send new email", "Delete
share" for a person's share and "Delete link" for every other share, which removes the share
on the server at once through ``unShare``, and "Add another link" for a public link);
``share/NoteShareDetailActivity.kt`` and ``res/layout/activity_note_share_detail.xml`` (a new
share's permissions with Cancel and Next, then its "Note to recipient" with Cancel and "Send
Share", which creates the share on the server through ``ShareRepository.addShare``; an existing
share's permissions with Cancel and Confirm, or "Share and Copy Link" for a public link, which
update it; "Send new email" with Cancel and "Set Note", which writes the note to the share
through ``updateShare``); ``preferences/PreferencesFragment.java`` and
``res/xml/preferences.xml`` (Synchronization, Appearance and behavior, Security, each switch
applied at once; Theme's list).
"""

from __future__ import annotations

from typing import Any

from screens import alert, dialog, entry, menu, page, settings_dialog

ID = "it.niedermann.owncloud.notes:id/"
NEGATIVE = "android:id/button2"
ALICE, ALICE_ACCOUNT = "alice", "alice@cloud.example.org"
WORK, WORK_ACCOUNT = "alice.work", "alice.work@office.example.com"
HOST, WORK_HOST = "cloud.example.org", "office.example.com"
NOTE, NOTE_TEXT = "Shopping list", "Milk, eggs, flour, apples"
OTHER, OTHER_TEXT = "Meeting notes", "Budget review moved to Thursday"
NEW, NEW_TEXT = "Packing list", "Passport, charger, sunscreen"
BOB, FAMILY, CAROL, DAVE = "Bob Lee", "Family", "carol@example.com", "dave@cloud.example.net"
MESSAGE = "For Saturday's shopping"


def screens(t: Any) -> list[dict[str, Any]]:
    return note_list(t) + editor(t) + accounts(t) + sharing(t) + share_details(t) + settings(t)


def list_page(t: Any) -> dict[str, Any]:
    """The note list: the search bar with its sorting icon, the notes, the New note button."""
    return page(
        t("label_all_notes"),
        [
            {"text": t("search_in_all"), "rid": f"{ID}search_text"},
            {"icon": t("sort_alphabetically"), "rid": f"{ID}sorting_method"},
            {"text": t("listview_updated_today")},
            {"list": [
                {"row": NOTE, "secondary": NOTE_TEXT, "rid": f"{ID}noteCard"},
                {"row": OTHER, "secondary": OTHER_TEXT, "rid": f"{ID}noteCard"},
            ]},
            {"icon": t("action_create"), "rid": f"{ID}fab_create"},
        ],
    )  # fmt: skip


def note_list(t: Any) -> list[dict[str, Any]]:
    where = "notes MainActivity"
    bar = page(
        t("ab_selected#2"),
        [
            {"icon": t("menu_change_category"), "rid": f"{ID}menu_category"},
            {"icon": t("menu_share"), "rid": f"{ID}menu_share"},
            {"icon": t("simple_move"), "rid": f"{ID}menu_move"},
            {"icon": t("menu_delete"), "rid": f"{ID}menu_delete"},
            {"list": [
                {"row": NOTE, "secondary": NOTE_TEXT, "rid": f"{ID}noteCard"},
                {"row": OTHER, "secondary": OTHER_TEXT, "rid": f"{ID}noteCard"},
            ]},
        ],
    )  # fmt: skip
    snackbar = page(
        t("label_all_notes"),
        [
            {"text": t("search_in_all"), "rid": f"{ID}search_text"},
            {"text": t("bulk_notes_deleted#2"), "rid": f"{ID}snackbar_text"},
            {"button": t("action_undo"), "rid": f"{ID}snackbar_action"},
            {"icon": t("action_create"), "rid": f"{ID}fab_create"},
        ],
    )
    drawer = page(
        t("label_all_notes"),
        [
            {"text": t("app_name"), "rid": f"{ID}app_name"},
            {"list": [
                {"row": t("label_all_notes"), "secondary": "12"},
                {"row": t("label_favorites"), "secondary": "3"},
                {"row": "Work", "secondary": "5"},
                {"row": t("action_uncategorized"), "secondary": "4"},
            ]},
            {"list": [
                {"row": t("action_formatting_help")},
                {"row": t("action_trashbin")},
                {"row": t("action_settings")},
                {"row": t("simple_about")},
            ]},
        ],
    )  # fmt: skip
    cab = f"{where} (selection, menu_list_context_multiple)"
    cancel = t("android:cancel")
    picker = dialog(
        "reversible",
        "notes AccountPickerDialogFragment (move)",
        t("ab_selected#2"),
        t("simple_move"),
        None,
        [(cancel, NEGATIVE, None)],
        ({"list": [{"row": WORK, "secondary": WORK_HOST, "rid": f"{ID}accountLayout"}]},),
        ((WORK, False),),
    )
    picker_cancel = dialog(
        "harmless",
        "notes AccountPickerDialogFragment (move)",
        t("ab_selected#2"),
        t("simple_move"),
        None,
        [(cancel, NEGATIVE, False)],
        ({"list": [{"row": WORK, "secondary": WORK_HOST, "rid": f"{ID}accountLayout"}]},),
    )
    category = (
        {"field": f"{ID}search", "hint": t("change_category_title"), "text": "Groceries"},
        {"list": [{"row": "Work", "rid": f"{ID}category"},
                  {"row": t("add_category", "Groceries"), "rid": f"{ID}category"}]},
    )  # fmt: skip
    chosen = "notes CategoryDialogFragment"
    title = t("change_category_title")
    save, cancel_app = t("action_edit_save"), t("simple_cancel")
    return [
        entry("harmless", where, list_page(t), [(t("action_create"), False)]),
        entry("reversible", where, list_page(t), [(t("sort_alphabetically"), False)]),
        entry("reversible", cab, bar, [(t("menu_delete"), False)]),
        entry("opens-prompt", cab, bar, [(t("menu_change_category"), False)]),
        entry("opens-prompt", cab, bar, [(t("simple_move"), False)]),
        entry("harmless", cab, bar, [(t("menu_share"), False)]),
        entry("reversible", f"{where} (deleted, Undo)", snackbar, [(t("action_undo"), False)]),
        picker,
        picker_cancel,
        alert("reversible", chosen, t("ab_selected#2"), title, None, (cancel_app, None),
              (save, False), category),
        alert("harmless", chosen, t("ab_selected#2"), title, None, (cancel_app, False),
              (save, None), category),
        entry("harmless", f"{where} (drawer)", drawer, [(t("action_trashbin"), False)]),
    ]  # fmt: skip


def editor_page(t: Any, title: str, text: str, preview: bool = False) -> dict[str, Any]:
    """The editor (or the preview) of a note: its toolbar's icons, the text, the rich editor
    button."""
    mode = ("simple_edit", "menu_edit") if preview else ("menu_preview", "menu_preview")
    items: list[dict[str, Any]] = [
        {"icon": t("action_search"), "rid": f"{ID}search"},
        {"icon": t("menu_favorite"), "rid": f"{ID}menu_favorite"},
        {"icon": t("menu_edit_title"), "rid": f"{ID}menu_title"},
        {"icon": t("menu_change_category"), "rid": f"{ID}menu_category"},
        {"icon": t(mode[0]), "rid": f"{ID}{mode[1]}"},
    ]
    if preview:
        items.append({"text": text, "rid": f"{ID}single_note_content"})
    else:
        items.append({"field": f"{ID}editContent", "text": text})
        items.append({"button": t("noteMode_rich_edit"), "rid": f"{ID}direct_editing"})
    return page(title, items)


def editor(t: Any) -> list[dict[str, Any]]:
    where = "notes EditNoteActivity (NoteEditFragment)"
    shown = [t(k) for k in ("menu_share", "simple_move", "android:cancel", "menu_delete",
                            "pin_to_homescreen")]  # fmt: skip
    new = [t(k) for k in ("menu_share", "simple_move", "android:cancel", "pin_to_homescreen")]
    overflow = f"{where} (overflow, menu_note_fragment)"
    rename = (
        {"field": f"{ID}title", "hint": t("change_note_title"), "text": "Shopping for Saturday"},
    )
    save, cancel = t("action_edit_save"), t("simple_cancel")
    return [
        entry("reversible", where, editor_page(t, NOTE, NOTE_TEXT), [(t("menu_favorite"), False)]),
        entry("opens-prompt", where, editor_page(t, NOTE, NOTE_TEXT),
              [(t("menu_edit_title"), False)]),
        menu("delete", overflow, NOTE, shown, [(t("menu_delete"), True)]),
        menu("overwrite", overflow, NOTE, shown, [(t("android:cancel"), True)]),
        menu("delete", f"{overflow}, new note", NEW, new, [(t("android:cancel"), True)]),
        menu("opens-prompt", overflow, NOTE, shown, [(t("simple_move"), False)]),
        menu("harmless", overflow, NOTE, shown, [(t("pin_to_homescreen"), False)]),
        menu("delete", "notes EditNoteActivity (NotePreviewFragment, overflow)", OTHER, shown,
             [(t("menu_delete"), True)]),
        entry("harmless", "notes EditNoteActivity (NotePreviewFragment)",
              editor_page(t, OTHER, OTHER_TEXT, preview=True), [(t("simple_edit"), False)]),
        alert("reversible", "notes EditTitleDialogFragment", NOTE, t("change_note_title"), None,
              (cancel, None), (save, False), rename),
    ]  # fmt: skip


def accounts(t: Any) -> list[dict[str, Any]]:
    switcher = page(
        t("label_all_notes"),
        [
            {"text": ALICE, "rid": f"{ID}accountName"},
            {"text": HOST, "rid": f"{ID}accountHost"},
            {"button": t("set_online_status"), "rid": f"{ID}online_status"},
            {"button": t("status_message"), "rid": f"{ID}status_message"},
            {"list": [{"row": WORK, "secondary": WORK_HOST, "rid": f"{ID}accountLayout"}]},
            {"row": t("add_account"), "rid": f"{ID}add_account"},
            {"row": t("manage_accounts"), "rid": f"{ID}manage_accounts"},
        ],
    )
    online = page(
        t("label_all_notes"),
        [
            {"text": t("online_status"), "rid": f"{ID}onlineStatusView"},
            {"row": t("online"), "rid": f"{ID}onlineStatus"},
            {"row": t("away"), "rid": f"{ID}awayStatus"},
            {"row": t("busy"), "rid": f"{ID}busyStatus"},
            {"row": t("dnd"), "secondary": t("mute_all_notifications"), "rid": f"{ID}dndStatus"},
            {"row": t("invisible"), "secondary": t("appear_offline"),
             "rid": f"{ID}invisibleStatus"},
        ],
    )  # fmt: skip
    message = page(
        t("label_all_notes"),
        [
            {"text": t("status_message"), "rid": f"{ID}statusMessage"},
            {"field": f"{ID}customStatusInput", "hint": t("whats_your_status"),
             "text": "Working from home"},
            {"text": t("clear_status_after"), "rid": f"{ID}clearStatusMessageTextView"},
            {"text": t("dontClear"), "rid": "android:id/text1"},
            {"button": t("clear"), "rid": f"{ID}clearStatus"},
            {"button": t("set_message"), "rid": f"{ID}setStatus"},
        ],
    )  # fmt: skip
    manage = t("manage_accounts")
    rows = [t("settings_notes_path"), t("settings_file_suffix"), t("simple_remove")]
    popup = "notes ManageAccountsActivity (account popup, menu_account)"
    removing = "notes ManageAccountsActivity (remove account)"
    cancel, remove = t("android:cancel"), t("simple_remove")

    def remove_dialog(user: str, account: str, ok: bool | None, no: bool | None) -> dict[str, Any]:
        return alert(
            "delete" if ok else "harmless",
            removing,
            manage,
            t("remove_account", user),
            t("remove_account_message", account, 1),
            (cancel, no),
            (remove, ok),
        )

    def server_setting(key: str, value: str, ok: bool | None, no: bool | None) -> dict[str, Any]:
        field = ({"field": f"{ID}property", "hint": t(key), "text": value},)
        return settings_dialog(
            "reversible" if ok is False else "harmless",
            f"notes ManageAccountsActivity (server setting, {key})",
            manage,
            t(key),
            t(f"{key}_description"),
            field,
            (cancel, no),
            (t("action_edit_save"), ok),
        )

    sheet = "notes AccountSwitcherDialog"
    return [
        entry("opens-prompt", sheet, switcher, [(t("set_online_status"), False)]),
        entry("reversible", sheet, switcher, [(WORK, False)]),
        entry("reversible", "notes SetOnlineStatusBottomSheet", online, [(t("away"), False)]),
        entry("reversible", "notes SetStatusMessageBottomSheet", message, [(t("clear"), False)]),
        entry("reversible", "notes SetStatusMessageBottomSheet", message,
              [(t("set_message"), False)]),
        menu("opens-prompt", popup, manage, rows, [(t("simple_remove"), False)]),
        remove_dialog(ALICE, ALICE_ACCOUNT, True, None),
        remove_dialog(WORK, WORK_ACCOUNT, True, None),
        remove_dialog(ALICE, ALICE_ACCOUNT, None, False),
        server_setting("settings_notes_path", "Notes/Personal", False, None),
        server_setting("settings_notes_path", "Notes/Personal", None, False),
        server_setting("settings_file_suffix", ".md", False, None),
    ]  # fmt: skip


def sharing_page(t: Any, typed: str = "") -> dict[str, Any]:
    """The Sharing page of the shopping list: the search, "Send copy to", the internal link,
    a public link to add, and the shares already made (Bob's and a public link)."""
    items: list[dict[str, Any]] = [
        {"text": NOTE, "rid": f"{ID}file_name"},
        {"field": f"{ID}searchView", "hint": t("note_share_activity_search_text"), "text": typed},
        {"icon": t("note_share_activity_contact_icon_content_description"),
         "rid": f"{ID}pick_contact_email_btn"},
    ]  # fmt: skip
    if typed:
        items.append({"list": [
            {"row": BOB, "rid": "android:id/text1"},
            {"row": t("share_group_clarification", "Book club"), "rid": "android:id/text1"},
        ]})  # fmt: skip
        return page(t("activity_sharing_title"), items)
    items += [
        {"button": t("note_share_activity_send_copy_to"), "rid": f"{ID}btnShareButton"},
        {"row": t("share_internal_link"), "secondary": t("share_internal_link_to_file_text"),
         "rid": f"{ID}copy_internal_container"},
        {"text": t("share_via_link_section_title"), "rid": f"{ID}add_new_public_share_link_text"},
        {"icon": t("add_new_public_share"), "rid": f"{ID}add_new_public_share_link_plus"},
        {"list": [
            {"row": BOB, "secondary": t("share_permission_can_edit"), "rid": f"{ID}name"},
            {"row": t("share_link_with_label", "Recipe club"),
             "secondary": t("share_permission_view_only"), "rid": f"{ID}label"},
            {"icon": t("copy_link"), "rid": f"{ID}copy_link"},
        ]},
    ]  # fmt: skip
    return page(t("activity_sharing_title"), items)


def share_sheet(t: Any, link: bool, person: bool) -> dict[str, Any]:
    """A share's sheet over the Sharing page: a person's share says "Delete share", every other
    one "Delete link", and a public link adds "Add another link"."""
    unshare = t("delete_share" if person else "share_delete_link")
    items = [
        {"row": t("share_settings"), "rid": f"{ID}menu_share_advanced_permissions"},
        {"row": t("share_send_new_email"), "rid": f"{ID}menu_share_send_new_email"},
        {"row": unshare, "rid": f"{ID}menu_share_unshare"},
    ]
    if link:
        items.append(
            {"row": t("add_another_public_share_link"), "rid": f"{ID}menu_share_add_another_link"}
        )
    return page(t("activity_sharing_title"), items)


def sharing(t: Any) -> list[dict[str, Any]]:
    where = "notes NoteShareActivity"
    sheet = "notes NoteShareActivityShareItemActionBottomSheetDialog"
    user, link = share_sheet(t, False, True), share_sheet(t, True, False)
    other = share_sheet(t, False, False)
    delete_link, delete_share = t("share_delete_link"), t("delete_share")
    return [
        entry("harmless", where, sharing_page(t), [(t("note_share_activity_send_copy_to"), False)]),
        entry("reversible", where, sharing_page(t), [(t("add_new_public_share"), False)]),
        entry("harmless", f"{where} (search)", sharing_page(t, "Bo"), [(BOB, False)]),
        entry("revoke", f"{sheet} (a person's share)", user, [(delete_share, True)]),
        entry("opens-prompt", f"{sheet} (a person's share)", user,
              [(t("share_send_new_email"), False)]),
        entry("revoke", f"{sheet} (public link)", link, [(delete_link, True)]),
        entry("reversible", f"{sheet} (public link)", link,
              [(t("add_another_public_share_link"), False)]),
        entry("revoke", f"{sheet} (a group's share)", other, [(delete_link, True)]),
        entry("revoke", f"{sheet} (an email share)", other, [(delete_link, True)]),
    ]  # fmt: skip


def permissions(t: Any, next_key: str, link: bool = False) -> dict[str, Any]:
    """A share's permissions: view or edit, the switches of its kind, Cancel and the next
    step's button."""
    items: list[dict[str, Any]] = [
        {"text": t("share_permissions"), "rid": f"{ID}share_process_edit_share_link"},
        {"radio": t("link_share_view_only"), "checked": link, "rid": f"{ID}can_view_radio_button"},
        {"radio": t("link_share_editing"), "checked": not link,
         "rid": f"{ID}can_edit_radio_button"},
    ]  # fmt: skip
    if link:
        items += [
            {"switch": t("share_no_password_title"), "checked": False,
             "rid": f"{ID}share_process_set_password_switch"},
            {"switch": t("share_no_expiration_date_label"), "checked": False,
             "rid": f"{ID}share_process_set_exp_date_switch"},
            {"switch": t("note_share_detail_activity_share_via_link_hide_download"),
             "checked": False, "rid": f"{ID}share_process_hide_download_checkbox"},
            {"switch": t("note_share_detail_activity_link_name"), "checked": True,
             "rid": f"{ID}share_process_change_name_switch"},
            {"field": f"{ID}share_process_change_name",
             "hint": t("note_share_detail_activity_hint_name"), "text": "Recipe club"},
        ]  # fmt: skip
    else:
        items += [
            {"switch": t("share_no_expiration_date_label"), "checked": False,
             "rid": f"{ID}share_process_set_exp_date_switch"},
            {"switch": t("note_share_detail_activity_allow_download_and_sync"), "checked": True,
             "rid": f"{ID}allow_download_and_sync"},
        ]  # fmt: skip
    items += [
        {"button": t("note_share_detail_activity_cancel"), "rid": f"{ID}share_process_btn_cancel"},
        {"button": t(next_key), "rid": f"{ID}share_process_btn_next"},
    ]
    return page(t("activity_sharing_details_title"), items)


def note_step(t: Any, button: str, text: str) -> dict[str, Any]:
    """A share's second step: the note to the recipient, Cancel and the button that sends."""
    return page(
        t("activity_sharing_details_title"),
        [
            {"text": t("note_share_detail_activity_share_send_note"),
             "rid": f"{ID}share_process_message_title"},
            {"field": f"{ID}note_text", "hint": t("note_share_detail_activity_hint_note"),
             "text": text},
            {"button": t("note_share_detail_activity_cancel"),
             "rid": f"{ID}share_process_btn_cancel"},
            {"button": t(button), "rid": f"{ID}share_process_btn_next"},
        ],
    )  # fmt: skip


def by_id(t: Any, key: str) -> str:
    """The label that taps the step's button: its words, or its id where the words are also
    the note field's hint (Japanese names both ノート)."""
    label = t(key)
    return "share_process_btn_next" if label == t("note_share_detail_activity_hint_note") else label


def share_details(t: Any) -> list[dict[str, Any]]:
    where = "notes NoteShareDetailActivity"
    send = "note_share_detail_activity_send_share"
    cancel = t("note_share_detail_activity_cancel")
    nxt = "note_share_detail_activity_common_next"
    return [
        entry("harmless", f"{where} (new share, permissions)", permissions(t, nxt),
              [(t(nxt), False)]),
        entry("send", f"{where} (new share with a person, note)", note_step(t, send, MESSAGE),
              [(by_id(t, send), True)]),
        entry("send", f"{where} (new share with a group, note)", note_step(t, send, MESSAGE),
              [(by_id(t, send), True)]),
        entry("send", f"{where} (new share by email, note)", note_step(t, send, ""),
              [(by_id(t, send), True)]),
        entry("send", f"{where} (new federated share, note)", note_step(t, send, MESSAGE),
              [(by_id(t, send), True)]),
        entry("harmless", f"{where} (new share with a person, note)",
              note_step(t, send, MESSAGE), [(cancel, False)]),
        entry("reversible", f"{where} (a person's share, settings)",
              permissions(t, "note_share_detail_activity_common_confirm"),
              [(t("note_share_detail_activity_common_confirm"), False)]),
        entry("reversible", f"{where} (public link, settings)",
              permissions(t, "note_share_detail_activity_share_copy_link", link=True),
              [(t("note_share_detail_activity_share_copy_link"), False)]),
        entry("send", f"{where} (an email share, send new email)",
              note_step(t, "note_share_detail_activity_set_note", "The list is updated"),
              [(by_id(t, "note_share_detail_activity_set_note"), True)]),
        entry("harmless", f"{where} (an email share, send new email)",
              note_step(t, "note_share_detail_activity_set_note", "The list is updated"),
              [(cancel, False)]),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    prefs = page(
        t("action_settings"),
        [
            {"text": t("simple_synchronization")},
            {"switch": t("settings_wifi_only"), "checked": False},
            {"switch": t("settings_background_sync"), "checked": True},
            {"text": t("appearance_and_behavior")},
            {"row": t("settings_theme_title"), "secondary": t("darkmode_system_default")},
            {"switch": t("settings_show_ecosystem_apps"), "checked": True},
            {"row": t("settings_note_mode_new"), "secondary": t("noteMode_plain_edit")},
            {"switch": t("settings_gridview"), "checked": False},
            {"switch": t("settings_swipe_actions"), "checked": True},
            {"text": t("simple_security")},
            {"switch": t("settings_lock"), "checked": False},
            {"switch": t("settings_prevent_screen_capture"), "checked": False},
        ],
    )
    theme = {
        "title": t("action_settings"),
        "dialog": {"title": t("settings_theme_title")},
        "items": [
            {"radio": t("darkmode_light"), "checked": False},
            {"radio": t("darkmode_dark"), "checked": False},
            {"radio": t("darkmode_system_default"), "checked": True},
            {"button": t("android:cancel"), "rid": NEGATIVE},
        ],
    }
    where = "notes PreferencesFragment (preferences)"
    return [
        entry("reversible", where, prefs, [(t("settings_swipe_actions"), False)]),
        entry("reversible", where, prefs, [(t("settings_lock"), False)]),
        entry("opens-prompt", where, prefs, [(t("settings_theme_title"), False)]),
        entry("reversible", f"{where}, theme", theme, [(t("darkmode_dark"), False)]),
    ]
