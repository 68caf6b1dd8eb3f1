"""Keepass2Android's screens (``keepass2android.keepass2android``, a password manager for
KeePass databases, with a recycle bin and a cached copy of a remote database), strings from
``t(name)`` (``src/keepass2android-app/Resources/values*/strings.xml``); ``android:ok`` and
``android:cancel`` are the platform's own (``Android.Resource.String``).

Read from the code (``src``): ``keepass2android-app/Resources/menu/entry.xml`` with
``EntryActivity.cs`` (an entry's toolbar: "Lock Database", "Show password", Delete, which
only starts the deletion, and "Move to another group", which starts the move mode);
``Resources/menu/group_entriesselected.xml`` with ``GroupBaseActivity.cs`` (the selection's
action bar: Edit, Delete, "Create duplicate", "Move to another group" and "Navigate to parent
group"); ``views/PwEntryView.cs`` (an entry's long-press menu: Open, Delete, "Move to another
group"); ``Resources/menu/group.xml`` (a group's overflow: "Advanced Search", "Synchronize
database…", which merges the database with its source, "Work on internal cache only",
"Sort by..." and "Open another database…"); ``Kp2aBusinessLogic/database/edit/
DeleteRunnable.cs`` with ``DeleteEntry.cs``, ``DeleteGroup.cs`` and
``DeleteMultipleItemsFromOneDatabase.cs`` and ``app/App.cs`` (``AskYesNoCancel``: "Delete
permanently?" with the entry's, group's or selection's question; with the recycle bin on,
Yes (``button1``) deletes for good, No (``button2``) moves to the recycle bin and Cancel
(``button3``, the platform's) does nothing; with the bin off or the item already in it, Yes
deletes for good and Cancel does nothing); ``Kp2aBusinessLogic/database/edit/SaveDB.cs``
("Merge changes?": "Yes, merge" loads and merges the external changes before saving, "No,
overwrite" saves over the external changes, Cancel); ``settings/AppSettingsActivity.cs`` with
``Resources/xml/pref_app_file_handling.xml`` (the "Database caching" switch: turning it off
opens "Clear cache?", whose Yes deletes the cached files with their unsynchronised changes
and whose No sets the switch back); ``Resources/xml/pref_database.xml`` and
``SetPasswordDialog.cs`` with ``Resources/layout/set_password.xml`` ("Change Master Key"
opens "Enter database password": the password, its confirmation and a key file, OK
(``ok``), which saves the database under the new key, and Cancel (``cancel``));
``EntryActivity.cs`` with ``Resources/layout/entry_view_contents.xml`` (a previous version
of an entry: "Restore this version", which makes it the current one and keeps the current
one in the history, and "Remove this version", which removes it from the history and saves
at once); ``fileselect/FileSelectActivity.cs`` (a recent database's popup menu: Remove,
which takes it off the list of recent files and leaves the file).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

ENTRY, GROUP, OTHER = "GitHub", "Banking", "Email"
RID = "keepass2android.keepass2android:id/"


def screens(t: Any) -> list[dict[str, Any]]:
    return toolbars(t) + delete(t) + sync(t) + master_key(t) + history(t)


def toolbars(t: Any) -> list[dict[str, Any]]:
    entry_page = page(ENTRY, [
        {"icon": t("menu_lock")}, {"icon": t("show_password")}, {"icon": t("menu_delete")},
        {"icon": t("menu_move")}, {"text": t("entry_user_name")}, {"text": "octocat"},
        {"text": t("entry_url")}, {"text": "https://github.com"}])  # fmt: skip
    selected = page(GROUP, [
        {"icon": t("menu_edit")}, {"icon": t("menu_delete")}, {"icon": t("menu_copy")},
        {"icon": t("menu_move")}, {"icon": t("menu_navigate")},
        {"list": [{"text": ENTRY}, {"text": OTHER}]}])  # fmt: skip
    long_press = [t("menu_open"), t("menu_delete"), t("menu_move")]
    overflow = [t("menu_search_advanced"), t("synchronize_database_menu"),
                t("UseOfflineMode"), t("sort_menu"), t("open_other_db")]  # fmt: skip
    recent = [t("remove_from_filelist")]
    return [
        entry("opens-prompt", "keepass2android EntryActivity (an entry's toolbar)",
              entry_page, [(t("menu_delete"), False)]),
        entry("harmless", "keepass2android EntryActivity (an entry's toolbar)", entry_page,
              [(t("menu_move"), False), (t("menu_lock"), False)]),
        entry("opens-prompt", "keepass2android GroupBaseActivity (selected entries)",
              selected, [(t("menu_delete"), False)]),
        entry("reversible", "keepass2android GroupBaseActivity (selected entries)",
              selected, [(t("menu_copy"), False)]),
        menu("opens-prompt", "keepass2android PwEntryView (an entry's long-press menu)",
             GROUP, long_press, [(t("menu_delete"), False)]),
        menu("harmless", "keepass2android PwEntryView (an entry's long-press menu)",
             GROUP, long_press, [(t("menu_move"), False)]),
        menu("harmless", "keepass2android GroupBaseActivity (a group's overflow)", GROUP,
             overflow, [(t("synchronize_database_menu"), False)]),
        menu("reversible", "keepass2android GroupBaseActivity (a group's overflow)", GROUP,
             overflow, [(t("UseOfflineMode"), False)]),
        menu("harmless", "keepass2android FileSelectActivity (a recent database's menu)",
             "Keepass2Android", recent, [(t("remove_from_filelist"), False)]),
    ]  # fmt: skip


def yes_no_cancel(t: Any, yes: bool | None, no: bool | None, cancel: bool | None,
                  bin_on: bool = True) -> list[tuple[str, str, bool | None]]:  # fmt: skip
    """``AskYesNoCancel``'s buttons as the hierarchy lists them (No only with the bin)."""
    buttons = [(t("android:cancel"), NEUTRAL, cancel)]
    if bin_on:
        buttons.append((t("no"), NEGATIVE, no))
    return [*buttons, (t("yes"), POSITIVE, yes)]


def delete(t: Any) -> list[dict[str, Any]]:
    title = t("AskDeletePermanently_title")
    where = "keepass2android DeleteRunnable.Start"
    cases = [
        (ENTRY, "AskDeletePermanentlyEntry", "AskDeletePermanentlyEntryNoRecycle", "an entry"),
        (GROUP, "AskDeletePermanentlyGroup", "AskDeletePermanentlyGroupNoRecycle", "a group"),
        (GROUP, "AskDeletePermanentlyItems", "AskDeletePermanentlyItemsNoRecycle",
         "selected elements"),
    ]  # fmt: skip
    out = []
    for behind, ask, ask_no_bin, what in cases:
        out += [
            dialog("delete", f"{where} ({what}, recycle bin on)", behind, title, t(ask),
                   yes_no_cancel(t, True, None, None)),
            dialog("reversible", f"{where} ({what}, recycle bin on)", behind, title, t(ask),
                   yes_no_cancel(t, None, False, None)),
            dialog("delete", f"{where} ({what}, recycle bin off)", behind, title,
                   t(ask_no_bin), yes_no_cancel(t, True, None, None, bin_on=False)),
            dialog("harmless", f"{where} ({what}, recycle bin off)", behind, title,
                   t(ask_no_bin), yes_no_cancel(t, None, None, False, bin_on=False)),
        ]  # fmt: skip
    out.append(
        dialog("harmless", f"{where} (an entry, recycle bin on)", ENTRY, title,
               t("AskDeletePermanentlyEntry"), yes_no_cancel(t, None, None, False)),
    )  # fmt: skip
    return out


def sync(t: Any) -> list[dict[str, Any]]:
    title, question = t("TitleSyncQuestion"), t("MessageSyncQuestion")
    where = "keepass2android SaveDB (the source file changed)"
    merge = [(t("android:cancel"), NEUTRAL), (t("NoOverwrite"), NEGATIVE),
             (t("YesSynchronize"), POSITIVE)]  # fmt: skip

    def buttons(tapped: str) -> list[tuple[str, str, bool | None]]:
        return [(label, rid, (rid == NEGATIVE) if rid == tapped else None)
                for label, rid in merge]  # fmt: skip

    settings = page(t("menu_app_settings"), [
        {"switch": t("UseOfflineCache_title")}, {"text": t("UseOfflineCache_summary")},
        {"switch": t("SyncOfflineCacheInBackground_title")}])  # fmt: skip
    cache = [(t("no"), NEGATIVE, False), (t("yes"), POSITIVE, True)]
    keep = [(t("no"), NEGATIVE, False), (t("yes"), POSITIVE, None)]
    clear = "keepass2android AppSettingsActivity.OnUseOfflineCacheChanged"
    return [
        dialog("overwrite", where, GROUP, title, question, buttons(NEGATIVE)),
        dialog("harmless", where, GROUP, title, question, buttons(POSITIVE)),
        dialog("harmless", where, GROUP, title, question, buttons(NEUTRAL)),
        entry("opens-prompt", "keepass2android AppSettingsActivity (file handling)",
              settings, [(t("UseOfflineCache_title"), False)]),
        dialog("delete", clear, t("menu_app_settings"), t("ClearOfflineCache_title"),
               t("ClearOfflineCache_question"), cache),
        dialog("harmless", clear, t("menu_app_settings"), t("ClearOfflineCache_title"),
               t("ClearOfflineCache_question"), keep),
    ]  # fmt: skip


def master_key(t: Any) -> list[dict[str, Any]]:
    settings = page(t("menu_db_settings"), [
        {"row": t("database_name")}, {"row": t("default_username")},
        {"row": t("menu_change_key")}, {"row": t("algorithm")},
        {"row": t("KeyDerivFunc")}])  # fmt: skip
    fields = (
        {"field": "pass_password", "hint": t("hint_pass")},
        {"field": "pass_conf_password", "hint": t("hint_conf_pass")},
        {"field": "pass_keyfile", "hint": t("hint_keyfile")},
    )
    where = "keepass2android SetPasswordDialog"
    title = t("password_title")
    ok, cancel = (t("android:ok"), f"{RID}ok"), (t("android:cancel"), f"{RID}cancel")
    return [
        entry("opens-prompt", "keepass2android DatabaseSettingsActivity (pref_database)",
              settings, [(t("menu_change_key"), False)]),
        dialog("revoke", where, t("menu_db_settings"), title, None,
               [(*ok, True), (*cancel, None)], fields),
        dialog("harmless", where, t("menu_db_settings"), title, None,
               [(*ok, None), (*cancel, False)], fields),
    ]  # fmt: skip


def history(t: Any) -> list[dict[str, Any]]:
    old = page(ENTRY, [
        {"text": t("entry_user_name")}, {"text": "octocat"},
        {"button": t("restore_history"), "rid": f"{RID}btn_restore_history"},
        {"button": t("remove_history"), "rid": f"{RID}btn_remove_history"}])  # fmt: skip
    where = "keepass2android EntryActivity (a previous version)"
    return [
        entry("delete", where, old, [(t("remove_history"), True)]),
        entry("reversible", where, old, [(t("restore_history"), False)]),
    ]
