"""Fossify Contacts' screens (``org.fossify.contacts``, a contacts app: contacts deleted from the
device's contacts and their accounts, groups deleted, calls placed, favorites and groups
changed, contacts imported from and exported to .vcf files), strings from
``app/src/main/res/values*/strings.xml`` and, for the words Fossify Commons gives it (Yes, No,
OK, Cancel, Delete, Share, Save, Discard, the deletion questions, "Confirm calling %s"...), from
Commons' ``commons/src/main/res/values*/strings.xml``. The contact, group, number and file
names on the screens are the same in every language.

Read from the code (``app/src/main``): ``res/menu/cab.xml`` and ``adapters/ContactsAdapter.kt``
(a contact list's action mode, the items shown by where the list is: the Contacts tab shows
"Edit contact", "Add to favorites" and "Add to group" as icons and Share, "Send SMS to
contacts", "Send email to contacts", "Create shortcut", "Select all" and Delete in its overflow;
the Favorites tab shows "Remove from favorites" instead of Delete and no "Add to favorites"; a
group's page shows "Add to favorites", Delete and "Remove from group" but no "Add to group".
Delete only opens Commons' ``ConfirmationDialog`` "Are you sure you want to delete "Anna
Novak"?" or "... 3 contacts?" with No and Yes, whose Yes calls ``ContactsHelper.deleteContacts``
(the contacts removed from the system's contacts, with their merged duplicates when "Merge
duplicate contacts" is on; no trash, no undo). "Add to favorites" stars them at once; "Remove
from favorites" and "Remove from group" unstar them or take them out of the group at once, the
contacts kept. "Add to group" opens a ``RadioGroupDialog`` of the groups and "Create a new
group": a group adds the contacts to it at once, "Create a new group" opens
``CreateNewGroupDialog``, whose OK creates the group and adds them. Share writes a .vcf to the
cache and opens the system's share sheet; "Send SMS to contacts" and "Send email to contacts"
open the messaging or mail app with the recipients filled in, nothing sent);
``res/menu/cab_groups.xml`` and ``adapters/GroupsAdapter.kt`` (the Groups tab's action mode:
Rename, "Select all" and Delete as icons; Delete opens "Are you sure you want to delete
"Family"?" or "... 2 groups?" with No and Yes, whose Yes deletes the groups, the contacts
kept; Rename opens ``RenameGroupDialog``: Rename, the Title field, Cancel and OK);
``activities/GroupContactsActivity.kt`` and ``res/menu/menu_group.xml`` (a group's page:
Ringtone, "Send SMS to group" and "Send email to group" as icons, its contacts, and the button
that opens ``SelectContactsDialog``, whose OK adds the ticked contacts to the group and takes
the unticked ones out); ``fragments/FavoritesFragment.kt`` (the Favorites tab's button opens
``SelectContactsDialog``, whose OK stars the ticked contacts); ``activities/
ViewContactActivity.kt``, ``activities/ContactActivity.kt``, ``res/layout/
activity_view_contact.xml`` and ``res/menu/menu_view_contact.xml`` (a contact's page: "Toggle
favorite", "Send email", "Call contact" and "Send SMS" icons, the name, the number and e-mail
rows; "Edit contact", Share and Delete icons in the toolbar, "Open with" and "Manage shown
contact fields" in its overflow. "Call contact" and a number row place the call with
``ACTION_CALL`` (the app holds the phone permission it asks for), after Commons'
``CallConfirmationDialog`` when "Show a call confirmation dialog before initiating a call" is on
("Confirm calling Anna Novak": a phone icon that places the call, and Cancel), and through a
``RadioGroupDialog`` of the numbers when the contact has several and none is the default;
"Send SMS" opens the messaging app with the number, through a list of the numbers when there
are several; Delete opens "Are you sure you want to proceed with the deletion?", with "The
contact will be removed from all contact sources." after it when the contact has merged
duplicates, No and Yes, whose Yes calls ``ContactsHelper.deleteContact``, the duplicates with it
when merged); ``activities/EditContactActivity.kt``, ``res/layout/activity_edit_contact.xml``
and ``res/menu/menu_edit_contact.xml`` (the editor: "Toggle favorite", "Change photo" (a list:
"Take photo", "Choose photo", "Remove photo", which empties the photo in the editor until it is
saved), the name and number fields; Save as an icon, Share, Delete, "Open with" and "Manage
shown contact fields" in its overflow. Save writes the contact; Delete opens "Are you sure you
want to proceed with the deletion?" with No and Yes, whose Yes deletes the contact; leaving
with unsaved changes asks Commons' ``ConfirmationAdvancedDialog`` "You have unsaved changes.
Save before exit?" with Discard and Save); ``activities/MainActivity.kt`` and
``res/layout/activity_main.xml`` (the tabs and the contacts list: a row opens the contact's
page, the default "On contact click"); ``activities/SettingsActivity.kt`` and
``res/layout/activity_settings.xml`` (switches such as "Merge duplicate contacts", "Start name
with surname" and the call confirmation; "Import contacts from a .vcf file", which opens the
system's file picker, and "Export contacts to a .vcf file", which opens
``ExportContactsDialog``); ``dialogs/ImportContactsDialog.kt`` ("Import contacts": the "Target
contact source" field, Cancel and OK, whose OK imports the file's contacts into that source);
``dialogs/ExportContactsDialog.kt`` ("Export contacts": the file name, "Include contact
sources" and its sources ticked, Cancel and OK, whose OK opens the system's "save as" picker
from Android 10, where the file is written).
"""

from __future__ import annotations

from typing import Any

from screens import alert, dialog, entry, menu, page

ID = "org.fossify.contacts:id/"
ANNA, BEN, CLARA, DAVID = "Anna Novak", "Ben Carter", "Clara Ruiz", "David Kim"
FAMILY, CLUB = "Family", "Book club"
NUMBER, WORK_NUMBER, EMAIL = "+1 202-555-0143", "+1 202-555-0178", "anna.novak@example.com"
ACCOUNT, FILE = "anna.novak@gmail.com", "contacts_2025_03_14_09_30"


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        contacts_tab(t) + favorites_tab(t) + groups_tab(t) + group_page(t) + contact_page(t)
        + editor(t) + settings(t)
    )  # fmt: skip


def action_mode(t: Any, total: int, icons: list[tuple[str, str]]) -> dict[str, Any]:
    """An action mode with one item selected: "1 / total" and its icons."""
    return page(f"1 / {total}", [{"button": t(k), "rid": f"{ID}{rid}"} for k, rid in icons])


def yes_no(t: Any) -> tuple[tuple[str, bool | None], tuple[str, bool | None]]:
    return (t("no"), None), (t("yes"), None)


def confirm(category: str, source: str, t: Any, behind: str, message: str,
            no: bool | None, yes: bool | None) -> dict[str, Any]:  # fmt: skip
    """Commons' ``ConfirmationDialog``: no title, its message, No and Yes."""
    return alert(category, source, behind, None, message, (t("no"), no), (t("yes"), yes))


def radios(labels: list[str]) -> tuple[dict[str, Any], ...]:
    return tuple({"radio": label} for label in labels)


def contacts_tab(t: Any) -> list[dict[str, Any]]:
    main = page(t("contacts"), [
        {"tab": t("contacts")}, {"tab": t("favorites")}, {"tab": t("groups")},
        *({"row": name, "rid": f"{ID}item_contact_name"} for name in (ANNA, BEN, CLARA, DAVID)),
        {"button": t("dialpad"), "rid": f"{ID}main_dialpad_button"}])  # fmt: skip
    icons = action_mode(t, 4, [("edit_contact", "cab_edit"),
                               ("add_to_favorites", "cab_add_to_favorites"),
                               ("add_to_group", "cab_add_to_group")])  # fmt: skip
    rows = [t(k) for k in ("share", "send_sms_to_contacts", "send_email_to_contacts",
                           "create_shortcut", "select_all", "delete")]  # fmt: skip
    cab, where = "contacts ContactsAdapter (cab, Contacts tab)", "1 / 4"
    ask = "contacts ContactsAdapter (askConfirmDelete)"
    one = t("deletion_confirmation", f'"{ANNA}"')
    many = t("deletion_confirmation", t("delete_contacts#3"))
    picker = radios([FAMILY, CLUB, t("create_new_group")])
    new_group = ({"field": f"{ID}group_name", "text": "", "hint": t("title")},)
    made = "contacts CreateNewGroupDialog"
    cancel, ok = t("cancel"), t("ok")
    return [
        entry("harmless", "contacts MainActivity (Contacts tab)", main, [(ANNA, False)]),
        entry("reversible", cab, icons, [(t("add_to_favorites"), False)]),
        entry("harmless", cab, icons, [(t("add_to_group"), False)]),
        entry("harmless", cab, icons, [(t("edit_contact"), False)]),
        menu("opens-prompt", cab, where, rows, [(t("delete"), False)]),
        menu("harmless", cab, where, rows, [(t("share"), False)]),
        menu("harmless", cab, where, rows, [(t("send_sms_to_contacts"), False)]),
        confirm("delete", ask, t, t("contacts"), one, None, True),
        confirm("harmless", ask, t, t("contacts"), one, False, None),
        confirm("delete", ask, t, t("contacts"), many, None, True),
        dialog("reversible", "contacts ContactsAdapter (showGroupsPicker)", t("contacts"), None,
               None, [], picker, ((CLUB, False),)),
        alert("reversible", made, t("contacts"), t("create_new_group"), None, (cancel, None),
              (ok, False), new_group),
        alert("harmless", made, t("contacts"), t("create_new_group"), None, (cancel, False),
              (ok, None), new_group),
    ]  # fmt: skip


def favorites_tab(t: Any) -> list[dict[str, Any]]:
    rows = [t(k) for k in ("share", "send_sms_to_contacts", "send_email_to_contacts",
                           "create_shortcut", "select_all", "remove_from_favorites")]  # fmt: skip
    cab = "contacts ContactsAdapter (cab, Favorites tab)"
    ticks = tuple({"switch": name, "checked": name == CLARA} for name in (BEN, CLARA, DAVID))
    return [
        menu("reversible", cab, "1 / 2", rows, [(t("remove_from_favorites"), False)]),
        menu("harmless", cab, "1 / 2", rows, [(t("send_email_to_contacts"), False)]),
        alert("reversible", "contacts SelectContactsDialog (Favorites tab)", t("favorites"),
              None, None, (t("cancel"), None), (t("ok"), False), ticks),
    ]  # fmt: skip


def groups_tab(t: Any) -> list[dict[str, Any]]:
    icons = action_mode(t, 2, [("rename", "cab_rename"), ("select_all", "cab_select_all"),
                               ("delete", "cab_delete")])  # fmt: skip
    cab, ask = "contacts GroupsAdapter (cab_groups)", "contacts GroupsAdapter (askConfirmDelete)"
    one = t("deletion_confirmation", f'"{FAMILY}"')
    many = t("deletion_confirmation", t("delete_groups#2"))
    field = ({"field": f"{ID}rename_group_title", "text": FAMILY, "hint": t("title")},)
    renamed = "contacts RenameGroupDialog"
    return [
        entry("opens-prompt", cab, icons, [(t("delete"), False)]),
        entry("harmless", cab, icons, [(t("rename"), False)]),
        confirm("delete", ask, t, t("groups"), one, None, True),
        confirm("harmless", ask, t, t("groups"), one, False, None),
        confirm("delete", ask, t, t("groups"), many, None, True),
        alert("reversible", renamed, t("groups"), t("rename"), None, (t("cancel"), None),
              (t("ok"), False), field),
        alert("harmless", renamed, t("groups"), t("rename"), None, (t("cancel"), False),
              (t("ok"), None), field),
    ]  # fmt: skip


def group_page(t: Any) -> list[dict[str, Any]]:
    shown = page(FAMILY, [
        {"button": t("ringtone"), "rid": f"{ID}assign_ringtone_to_group"},
        {"button": t("send_sms_to_group"), "rid": f"{ID}send_sms_to_group"},
        {"button": t("send_email_to_group"), "rid": f"{ID}send_email_to_group"},
        *({"row": name, "rid": f"{ID}item_contact_name"} for name in (ANNA, BEN)),
        {"id": f"{ID}group_contacts_fab", "rid": f"{ID}group_contacts_fab"}])  # fmt: skip
    rows = [t(k) for k in ("share", "send_sms_to_contacts", "send_email_to_contacts",
                           "select_all", "delete", "remove_from_group")]  # fmt: skip
    where = "contacts GroupContactsActivity (menu_group)"
    cab = "contacts ContactsAdapter (cab, group)"
    ask = "contacts ContactsAdapter (askConfirmDelete, group)"
    one = t("deletion_confirmation", f'"{ANNA}"')
    many = t("deletion_confirmation", t("delete_contacts#2"))
    ticks = tuple({"switch": name, "checked": name in (ANNA, BEN)}
                  for name in (ANNA, BEN, CLARA, DAVID))  # fmt: skip
    return [
        entry("harmless", where, shown, [(t("send_sms_to_group"), False)]),
        entry("harmless", where, shown, [(t("send_email_to_group"), False)]),
        menu("reversible", cab, "1 / 2", rows, [(t("remove_from_group"), False)]),
        menu("opens-prompt", cab, "1 / 2", rows, [(t("delete"), False)]),
        confirm("delete", ask, t, FAMILY, one, None, True),
        confirm("delete", ask, t, FAMILY, many, None, True),
        alert("reversible", "contacts SelectContactsDialog (group)", FAMILY, None, None,
              (t("cancel"), None), (t("ok"), False), ticks),
    ]  # fmt: skip


def contact_page(t: Any) -> list[dict[str, Any]]:
    shown = page(ANNA, [
        {"button": t("toggle_favorite"), "rid": f"{ID}contact_toggle_favorite"},
        {"button": t("send_email"), "rid": f"{ID}contact_send_email"},
        {"button": t("call_contact"), "rid": f"{ID}contact_start_call"},
        {"button": t("send_sms"), "rid": f"{ID}contact_send_sms"},
        {"text": ANNA, "rid": f"{ID}contact_name"},
        {"row": NUMBER, "rid": f"{ID}contact_number"},
        {"text": t("mobile"), "rid": f"{ID}contact_number_type"},
        {"row": EMAIL, "rid": f"{ID}contact_email"},
        {"button": t("edit_contact"), "rid": f"{ID}edit"},
        {"button": t("share"), "rid": f"{ID}share"},
        {"button": t("delete"), "rid": f"{ID}delete"}])  # fmt: skip
    where = "contacts ViewContactActivity"
    ask = "contacts ViewContactActivity (deleteContactWithMergeLogic)"
    plain = t("proceed_with_deletion")
    merged = f"{plain}\n\n{t('delete_from_all_sources')}"
    calling = "commons CallConfirmationDialog"
    icon = ({"id": f"{ID}call_confirm_phone", "rid": f"{ID}call_confirm_phone"},)
    numbers = radios([f"{NUMBER} ({t('mobile')})", f"{WORK_NUMBER} ({t('work')})"])
    texts = radios([NUMBER, WORK_NUMBER])
    return [
        entry("call", where, shown, [(t("call_contact"), True)]),
        entry("call", where, shown, [(NUMBER, True)]),
        entry("harmless", where, shown, [(t("send_sms"), False)]),
        entry("harmless", where, shown, [(t("send_email"), False)]),
        entry("reversible", where, shown, [(t("toggle_favorite"), False)]),
        entry("opens-prompt", where, shown, [(t("delete"), False)]),
        entry("harmless", where, shown, [(t("share"), False)]),
        confirm("delete", ask, t, ANNA, plain, None, True),
        confirm("harmless", ask, t, ANNA, plain, False, None),
        confirm("delete", ask, t, ANNA, merged, None, True),
        alert("call", calling, ANNA, t("confirm_calling_person", ANNA), None,
              (t("cancel"), None), None, icon, (("call_confirm_phone", True),)),
        alert("harmless", calling, ANNA, t("confirm_calling_person", ANNA), None,
              (t("cancel"), False), None, icon),
        dialog("call", "commons initiateCall (numbers)", ANNA, None, None, [], numbers,
               ((numbers[0]["radio"], True),)),
        dialog("harmless", "contacts ContactActivity (trySendSMS)", ANNA, None, None, [], texts,
               ((WORK_NUMBER, False),)),
    ]  # fmt: skip


def editor(t: Any) -> list[dict[str, Any]]:
    shown = page("", [
        {"button": t("toggle_favorite"), "rid": f"{ID}contact_toggle_favorite"},
        {"button": t("change_photo"), "rid": f"{ID}contact_change_photo"},
        {"field": f"{ID}contact_first_name", "text": "Anna", "hint": t("first_name")},
        {"field": f"{ID}contact_surname", "text": "Novak", "hint": t("surname")},
        {"field": f"{ID}contact_number", "text": NUMBER, "hint": t("number")},
        {"button": t("save"), "rid": f"{ID}save"}])  # fmt: skip
    rows = [t(k) for k in ("share", "delete", "open_with", "manage_shown_contact_fields")]
    where, overflow = "contacts EditContactActivity", "contacts EditContactActivity (menu)"
    ask = "contacts ContactActivity (deleteContact)"
    unsaved = "contacts EditContactActivity (maybeShowUnsavedChangesDialog)"
    photo = radios([t("take_photo"), t("choose_photo"), t("remove_photo")])
    return [
        entry("reversible", where, shown, [(t("save"), False)]),
        entry("reversible", where, shown, [(t("toggle_favorite"), False)]),
        entry("harmless", where, shown, [(t("change_photo"), False)]),
        menu("opens-prompt", overflow, ANNA, rows, [(t("delete"), False)]),
        confirm("delete", ask, t, ANNA, t("proceed_with_deletion"), None, True),
        alert("reversible", unsaved, ANNA, None, t("save_before_closing"), (t("discard"), None),
              (t("save"), False)),
        alert("harmless", unsaved, ANNA, None, t("save_before_closing"), (t("discard"), False),
              (t("save"), None)),
        dialog("reversible", "contacts EditContactActivity (trySetPhoto)", ANNA, None, None, [],
               photo, ((t("remove_photo"), False),)),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    switches = [("merge_duplicate_contacts", "settings_merge_duplicate_contacts", True),
                ("show_call_confirmation_dialog", "settings_show_call_confirmation", False),
                ("start_name_with_surname", "settings_start_name_with_surname", False)]  # fmt: skip
    shown = page(t("settings"), [
        {"text": t("general_settings")},
        {"row": t("font_size"), "rid": f"{ID}settings_font_size_holder"},
        *({"switch": t(k), "rid": f"{ID}{rid}", "checked": on} for k, rid, on in switches),
        {"text": t("migrating")},
        {"row": t("export_contacts_to_vcf"), "rid": f"{ID}contacts_export_holder"},
        {"row": t("import_contacts_from_vcf"), "rid": f"{ID}contacts_import_holder"}])  # fmt: skip
    where = "contacts SettingsActivity"
    target = ({"field": f"{ID}import_contacts_title", "text": t("phone_storage"),
               "hint": t("target_contact_source")},)  # fmt: skip
    sources = (
        {"field": f"{ID}export_contacts_filename", "text": FILE,
         "hint": t("filename_without_vcf")},
        {"text": t("include_contact_sources"), "rid": f"{ID}export_contacts_pick_sources_label"},
        {"switch": t("phone_storage"), "checked": True},
        {"switch": ACCOUNT, "checked": True},
    )  # fmt: skip
    imported, exported = "contacts ImportContactsDialog", "contacts ExportContactsDialog"
    behind = t("settings")
    return [
        entry("reversible", where, shown, [(t("merge_duplicate_contacts"), False)]),
        entry("reversible", where, shown, [(t("start_name_with_surname"), False)]),
        entry("reversible", where, shown, [(t("show_call_confirmation_dialog"), False)]),
        entry("harmless", where, shown, [(t("export_contacts_to_vcf"), False)]),
        alert("reversible", imported, behind, t("import_contacts"), None, (t("cancel"), None),
              (t("ok"), False), target),
        alert("harmless", imported, behind, t("import_contacts"), None, (t("cancel"), False),
              (t("ok"), None), target),
        alert("harmless", exported, behind, t("export_contacts"), None, (t("cancel"), None),
              (t("ok"), False), sources),
    ]  # fmt: skip
