"""Nextcloud Notes' screens (``it.niedermann.owncloud.notes``, notes kept in a Nextcloud
account: notes deleted, moved and given categories, notes shared with users and by public
links, accounts added and removed), strings from ``app/src/main/res/values*/strings.xml``
(Japanese from ``values-ja-rJP``, read by a device set to Japanese, Japan) and, for
``android.R.string.cancel``, the platform's own Cancel. The note, category, user and
account names are the same in every language.

Read from the code (``app/src/main/java/it/niedermann/owncloud/notes``):
``manageaccounts/ManageAccountsActivity.java`` and ``res/menu/menu_account.xml`` (an
account's menu: "Set folder", "File extension" and Remove, which counts the account's
unsynchronized changes: with none the account is removed at once, its notes staying on the
server; with some it opens "Remove ..." with Cancel and Remove, whose Remove calls
``deleteAccount`` and loses those changes); ``edit/BaseNoteFragment.java`` and
``res/menu/menu_note_fragment.xml`` (a note's overflow menu, whose Delete calls
``deleteNoteAndSync`` and closes the note, with no undo); ``main/
MultiSelectedActionModeCallback.java`` and ``res/menu/menu_list_context_multiple.xml`` (the
list's selection menu, whose Delete deletes the notes and offers Undo on a snackbar);
``edit/category/CategoryDialogFragment.java`` ("Choose a category", Cancel and Save);
``edit/title/EditTitleDialogFragment.java`` ("Change note title", Cancel and Save);
``share/NoteShareActivity.java`` and ``res/layout/activity_note_share.xml`` (the Sharing
page: the search field, "Send copy to", which opens the system's share sheet, and the
"Share link" row's add button, which opens the optional password dialog);
``share/dialog/SharePasswordDialogFragment.kt`` (Skip or Cancel, Delete and OK; creating
a link, OK calls ``shareFileViaPublicShare``; for a link that exists, OK calls
``setPasswordToShare`` and Cancel does nothing); ``share/dialog/
NoteShareActivityShareItemActionBottomSheetDialog.java`` and ``res/layout/
item_note_share_action.xml`` (a share's sheet: Settings, "Send new email", "Delete link" or,
for a user's share, "Delete share", which calls ``unShare`` at once, and "Add another link");
``share/NoteShareDetailActivity.kt`` and ``res/layout/activity_note_share_detail.xml`` (a new
share's permissions, password and expiry with Cancel and Next, then "Note to recipient" with
Cancel and "Send Share", which creates the share; from "Send new email", the note step
whose "Set Note" updates the share's note); ``accountswitcher/AccountSwitcherDialog.java``.
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page

ID = "it.niedermann.owncloud.notes:id/"
NOTE, ACCOUNT, CATEGORY, SHAREE = "Shopping list", "alice@cloud.example.com", "Home", "Bob"


def screens(t: Any) -> list[dict[str, Any]]:
    return accounts(t) + notes(t) + sharing(t)


def accounts(t: Any) -> list[dict[str, Any]]:
    options = [t("settings_notes_path"), t("settings_file_suffix"), t("simple_remove")]
    manage = t("manage_accounts")
    title = t("remove_account", "alice")
    said = t("remove_account_message", ACCOUNT, 1)
    where = "notes ManageAccountsActivity"
    switcher = {"title": t("label_all_notes"), "dialog": {"title": ACCOUNT}, "items": [
        {"row": "bob@cloud.example.com"},
        {"button": t("add_account"), "rid": f"{ID}add_account"},
        {"button": manage, "rid": f"{ID}manage_accounts"}]}  # fmt: skip
    return [
        menu("opens-prompt", f"{where} (an account's menu, with unsynchronized changes)",
             manage, options, [(t("simple_remove"), False)]),
        menu("reversible", f"{where} (an account's menu, all synchronized)", manage, options,
             [(t("simple_remove"), False)]),
        menu("harmless", f"{where} (an account's menu)", manage, options,
             [(t("settings_notes_path"), False)]),
        alert("delete", f"{where} (Remove account)", manage, title, said,
              (t("android:cancel"), None), (t("simple_remove"), True)),
        alert("harmless", f"{where} (Remove account)", manage, title, said,
              (t("android:cancel"), False), (t("simple_remove"), None)),
        entry("harmless", "notes AccountSwitcherDialog", switcher, [(manage, False)]),
    ]  # fmt: skip


def notes(t: Any) -> list[dict[str, Any]]:
    overflow = [t("menu_edit_title"), t("menu_change_category"), t("menu_share"),
                t("simple_move"), t("android:cancel"), t("menu_delete")]  # fmt: skip
    selected = [t("menu_change_category"), t("menu_share"), t("simple_move"), t("menu_delete")]
    category = ({"field": f"{ID}search", "hint": t("change_category_title"), "text": CATEGORY},
                {"row": "Work"})  # fmt: skip
    title = ({"field": f"{ID}title", "hint": t("change_note_title"), "text": NOTE},)
    where = "notes BaseNoteFragment (the overflow menu)"
    chosen = "notes MultiSelectedActionModeCallback (2 notes selected)"
    save, cancel = t("action_edit_save"), t("simple_cancel")
    return [
        menu("delete", where, NOTE, overflow, [(t("menu_delete"), True)]),
        menu("harmless", where, NOTE, overflow, [(t("menu_edit_title"), False)]),
        menu("harmless", where, NOTE, overflow, [(t("menu_share"), False)]),
        menu("reversible", chosen, t("label_all_notes"), selected, [(t("menu_delete"), False)]),
        alert("reversible", "notes CategoryDialogFragment", NOTE, t("change_category_title"),
              None, (cancel, None), (save, False), items=category),
        alert("harmless", "notes CategoryDialogFragment", NOTE, t("change_category_title"),
              None, (cancel, False), (save, None), items=category),
        alert("reversible", "notes EditTitleDialogFragment", NOTE, t("change_note_title"),
              None, (cancel, None), (save, False), items=title),
    ]  # fmt: skip


def sharing(t: Any) -> list[dict[str, Any]]:
    shares = page(t("activity_sharing_title"), [
        {"text": NOTE},
        {"field": f"{ID}searchView", "hint": t("note_share_activity_search_text")},
        {"button": t("note_share_activity_send_copy_to"), "rid": f"{ID}btnShareButton"},
        {"text": t("share_via_link_section_title")},
        {"icon": t("add_new_public_share"), "rid": f"{ID}add_new_public_share_link_plus"},
        {"text": SHAREE}])  # fmt: skip
    link = [t("share_settings"), t("share_send_new_email"), t("share_delete_link"),
            t("add_another_public_share_link")]  # fmt: skip
    user = [t("share_settings"), t("share_send_new_email"), t("delete_share")]
    hint = t("note_share_detail_activity_hint_password")
    password = ({"field": f"{ID}share_password", "hint": hint, "text": "••••••••"},)
    optional = t("share_password_dialog_fragment_share_link_optional_password_title")
    exists = t("share_link_password_title")
    sheet = "notes NoteShareActivityShareItemActionBottomSheetDialog"
    asked = "notes SharePasswordDialogFragment"
    cancel = t("note_share_detail_activity_cancel")
    details = page(t("activity_sharing_details_title"), [
        {"text": t("share_permissions")}, {"radio": t("link_share_view_only")},
        {"radio": t("link_share_allow_upload_and_editing")},
        {"switch": t("share_no_password_title")},
        {"switch": t("share_no_expiration_date_label")},
        {"button": cancel, "rid": f"{ID}share_process_btn_cancel"},
        {"button": t("note_share_detail_activity_common_next"),
         "rid": f"{ID}share_process_btn_next"}])  # fmt: skip

    def note_step(label: str) -> dict[str, Any]:
        return page(t("activity_sharing_details_title"), [
            {"text": t("note_share_detail_activity_share_send_note")},
            {"field": f"{ID}note_text", "text": "Please add what we need for Saturday"},
            {"button": cancel, "rid": f"{ID}share_process_btn_cancel"},
            {"button": label, "rid": f"{ID}share_process_btn_next"}])  # fmt: skip

    send = t("note_share_detail_activity_send_share")
    set_note = t("note_share_detail_activity_set_note")
    detail = "notes NoteShareDetailActivity"
    return [
        entry("harmless", "notes NoteShareActivity", shares,
              [(t("note_share_activity_send_copy_to"), False)]),
        entry("opens-prompt", "notes NoteShareActivity", shares,
              [(t("add_new_public_share"), False)]),
        alert("reversible", f"{asked} (a new link)", t("activity_sharing_title"), optional,
              None, (t("common_delete"), None), (t("common_ok"), False),
              (t("share_password_dialog_fragment_skip"), None), items=password),
        alert("reversible", f"{asked} (a link's password)", t("activity_sharing_title"),
              exists, None, (t("common_delete"), None), (t("common_ok"), False),
              (cancel, None), items=password),
        alert("harmless", f"{asked} (a link's password)", t("activity_sharing_title"),
              exists, None, (t("common_delete"), None), (t("common_ok"), None),
              (cancel, False), items=password),
        menu("revoke", f"{sheet} (a public link)", t("activity_sharing_title"), link,
             [(t("share_delete_link"), True)]),
        menu("harmless", f"{sheet} (a public link)", t("activity_sharing_title"), link,
             [(t("share_settings"), False)]),
        menu("revoke", f"{sheet} (a user's share)", SHAREE, user, [(t("delete_share"), True)]),
        menu("harmless", f"{sheet} (a user's share)", SHAREE, user,
             [(t("share_send_new_email"), False)]),
        entry("harmless", f"{detail} (a new share, permissions)", details,
              [(t("note_share_detail_activity_common_next"), False)]),
        entry("harmless", f"{detail} (a new share, permissions)", details,
              [(t("link_share_allow_upload_and_editing"), False)]),
        entry("share", f"{detail} (a new share, note to recipient)", note_step(send),
              [(send, True)]),
        entry("harmless", f"{detail} (a new share, note to recipient)", note_step(send),
              [(cancel, False)]),
        entry("send", f"{detail} (Send new email)", note_step(set_note), [(set_note, True)]),
    ]  # fmt: skip
