"""App Manager's screens (``io.github.muntashirakon.AppManager``, a package manager that
uninstalls, freezes, force-stops and clears apps, backs them up and restores them, with a
file manager and profiles), strings from ``t(name)`` (``app/src/main/res/values*/
strings.xml``). Its dialogs use the app's own OK, Cancel, Yes and No. The app, file and
profile names are written the same in every language.

Read from the code (``app/src/main/java/io/github/muntashirakon/AppManager``):
``details/info/AppInfoFragment.java`` (``getHorizontalActions``: the app info page's row of
buttons, Launch, Freeze, Uninstall, Force-stop, "Clear data", "Clear cache" and Manifest;
Launch starts the app; Freeze freezes it, which Unfreeze on a frozen app undoes; Uninstall
only opens a ``ScrollableDialogBuilder`` with the app's name, "Do you want to uninstall this
app?" (a system app's own question), the "Keep data and signatures" check box, Cancel
(``button2``) and Uninstall (``button1``), which uninstalls the app, and for an updated
system app "Uninstall updates" (``button3``), which removes its updates; "Clear data" only
opens a dialog with the app's name, "Are you sure want to clear data from this app?",
Cancel and Clear (``button1``), which clears the app's data); ``main/MainActivity.java``
with ``res/menu/activity_main_selection_actions.xml`` (the selected apps' menu: Uninstall
opens ``handleBatchOpWithWarning``, "Are you sure?", "This action cannot be undone.", No and
Yes, which uninstalls them; Clear opens "Clear", "Choose what to do.", "Clear cache"
(``button1``), Cancel and "Clear data" (``button3``), which clears their data;
"Block/unblock trackers" opens Block (``button1``), which disables the apps' tracker
components, Cancel and Unblock (``button3``), which enables them again; "Prevent background
operation" opens "Are you sure?", its description, No and Yes, which sets an app op that
can be set back; "Backup/restore" opens the backup dialog); ``backup/dialog/
RestoreSingleFragment.java`` (``handleDelete``: "Delete backup", "Are you sure?", No and
Yes, which deletes the backup; ``handleRestore``: "Backup options" with the parts to
restore, Cancel and Restore, which restores the backup over the app's current data);
``fm/FmAdapter.java`` with ``res/menu/fragment_fm_item_actions.xml`` (a file's menu: "Open
with", Cut, Copy, Rename, Delete, Share...; Delete only opens "Delete <file>", "Are you
sure?", Cancel (``button2``) and "Yes, delete" (``button1``), which deletes the file);
``fm/FmFragment.java`` (the selected files' Delete: "Confirm deletion", "Are you sure?",
Cancel as ``button1`` and "Yes, delete" as ``button2``, which deletes them); ``profiles/
ProfilesActivity.java`` with ``res/menu/activity_profiles_popup_actions.xml`` (a profile's
popup: "Apply now…", Delete, "Routine ops", Duplicate, ...; Delete only opens "Delete
<profile>", "Are you sure?", Cancel as ``button1`` and OK as ``button2``, which deletes the
profile; Duplicate copies it).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

APP, PACKAGE, FILE, PROFILE = "Firefox", "org.mozilla.firefox", "notes.txt", "Night mode"
MAIN, FILES, PROFILES = "App Manager", "/storage/emulated/0/Download", "Profiles"
RID = "io.github.muntashirakon.AppManager:id/"


def screens(t: Any) -> list[dict[str, Any]]:
    return app_info(t) + selection(t) + backups(t) + files(t) + profiles(t)


def app_info(t: Any) -> list[dict[str, Any]]:
    actions = ["launch_app", "freeze", "uninstall", "force_stop", "clear_data", "clear_cache",
               "manifest"]  # fmt: skip
    info = page(APP, [{"text": PACKAGE}, *({"button": t(a)} for a in actions)])
    frozen = page(APP, [{"text": PACKAGE}, *({"button": t(a)} for a in
                  ["uninstall", "unfreeze", "clear_data", "clear_cache", "manifest"])])  # fmt: skip
    where = "AppManager AppInfoFragment.getHorizontalActions"
    keep = ({"switch": t("keep_data_and_app_signing_signatures"), "rid": "android:id/checkbox"},)

    def uninstall(updates: bool, tapped: str) -> list[Any]:
        buttons = [(t("uninstall_updates"), NEUTRAL)] if updates else []
        buttons += [(t("cancel"), NEGATIVE), (t("uninstall"), POSITIVE)]
        return [(label, rid, (rid != NEGATIVE) if rid == tapped else None)
                for label, rid in buttons]  # fmt: skip

    clear = "AppManager AppInfoFragment (Clear data)"
    ask, system = t("uninstall_app_message"), t("uninstall_system_app_message")
    return [
        entry("opens-prompt", f"{where} (the app info page)", info, [(t("uninstall"), False)]),
        entry("opens-prompt", f"{where} (the app info page)", info, [(t("clear_data"), False)]),
        entry("reversible", f"{where} (the app info page)", info, [(t("freeze"), False)]),
        entry("harmless", f"{where} (the app info page)", info, [(t("launch_app"), False)]),
        entry("reversible", f"{where} (a frozen app)", frozen, [(t("unfreeze"), False)]),
        dialog("delete", f"{where} (Uninstall)", APP, APP, ask,
               uninstall(False, POSITIVE), keep),
        dialog("harmless", f"{where} (Uninstall)", APP, APP, ask,
               uninstall(False, NEGATIVE), keep),
        dialog("delete", f"{where} (Uninstall, an updated system app)", APP, APP, system,
               uninstall(True, NEUTRAL), keep),
        dialog("harmless", f"{where} (Uninstall, an updated system app)", APP, APP, system,
               uninstall(True, NEGATIVE), keep),
        dialog("delete", clear, APP, APP, t("clear_data_message"),
               [(t("cancel"), NEGATIVE, None), (t("clear"), POSITIVE, True)]),
        dialog("harmless", clear, APP, APP, t("clear_data_message"),
               [(t("cancel"), NEGATIVE, False), (t("clear"), POSITIVE, None)]),
    ]  # fmt: skip


def selection(t: Any) -> list[dict[str, Any]]:
    bar = [("uninstall", "action_uninstall"), ("freeze_unfreeze", "action_freeze_unfreeze"),
           ("force_stop", "action_force_stop"), ("clear", "action_clear_data_cache")]  # fmt: skip
    labels = [t(key) for key, _ in bar]
    selected = page(MAIN, [
        {"list": [{"text": APP}, {"text": PACKAGE}, {"text": "Signal"}]},
        *({"button": t(key), "rid": f"{RID}{rid}"} for key, rid in bar)])  # fmt: skip

    def tap(key: str) -> str:
        """A bar item by its label, or by its id where another item shows the same."""
        rid = dict(bar)[key]
        return t(key) if labels.count(t(key)) == 1 else rid

    overflow = [t(e) for e in ("add_to_profile", "export_app_list", "export_blocking_rules",
                "action_optimize_app", "net_policy", "block_unblock_trackers",
                "disable_background", "backup_restore", "save_apk")]  # fmt: skip
    where = "AppManager MainActivity (selected apps)"
    sure, undone = t("are_you_sure"), t("this_action_cannot_be_undone")

    def yes_no(yes: bool | None, no: bool | None) -> list[tuple[str, str, bool | None]]:
        return [(t("no"), NEGATIVE, no), (t("yes"), POSITIVE, yes)]

    def three(first: str, third: str, tapped: str, bad: bool) -> list[Any]:
        buttons = [(t(third), NEUTRAL), (t("cancel"), NEGATIVE), (t(first), POSITIVE)]
        return [(label, rid, bad if rid == tapped else None) for label, rid in buttons]

    choose = t("choose_what_to_do")
    background = t("disable_background_run_description")
    trackers = t("block_unblock_trackers")
    return [
        entry("opens-prompt", f"{where} (the selection's bar)", selected,
              [(tap("uninstall"), False)]),
        entry("opens-prompt", f"{where} (the selection's bar)", selected,
              [(tap("clear"), False)]),
        menu("harmless", f"{where} (the bar's overflow)", MAIN, overflow,
             [(t("backup_restore"), False)]),
        menu("opens-prompt", f"{where} (the bar's overflow)", MAIN, overflow,
             [(t("disable_background"), False)]),
        dialog("delete", f"{where} handleBatchOpWithWarning (Uninstall)", MAIN, sure, undone,
               yes_no(True, None)),
        dialog("harmless", f"{where} handleBatchOpWithWarning (Uninstall)", MAIN, sure,
               undone, yes_no(None, False)),
        dialog("delete", f"{where} (Clear)", MAIN, t("clear"), choose,
               three("clear_cache", "clear_data", NEUTRAL, True)),
        dialog("harmless", f"{where} (Clear)", MAIN, t("clear"), choose,
               three("clear_cache", "clear_data", NEGATIVE, False)),
        dialog("reversible", f"{where} (Block/unblock trackers)", MAIN, trackers, choose,
               three("block", "unblock", POSITIVE, False)),
        dialog("reversible", f"{where} (Block/unblock trackers)", MAIN, trackers, choose,
               three("block", "unblock", NEUTRAL, False)),
        dialog("reversible", f"{where} (Prevent background operation)", MAIN, sure,
               background, yes_no(False, None)),
        dialog("harmless", f"{where} (Prevent background operation)", MAIN, sure,
               background, yes_no(None, False)),
    ]  # fmt: skip


def backups(t: Any) -> list[dict[str, Any]]:
    where = "AppManager RestoreSingleFragment"
    parts = tuple({"switch": t(k)} for k in ("backup_apk_files", "internal_data",
                                               "external_data"))  # fmt: skip
    title, sure = t("delete_backup"), t("are_you_sure")
    return [
        dialog("delete", f"{where}.handleDelete", APP, title, sure,
               [(t("no"), NEGATIVE, None), (t("yes"), POSITIVE, True)]),
        dialog("harmless", f"{where}.handleDelete", APP, title, sure,
               [(t("no"), NEGATIVE, False), (t("yes"), POSITIVE, None)]),
        dialog("overwrite", f"{where}.handleRestore", APP, t("backup_options"), None,
               [(t("cancel"), NEGATIVE, None), (t("restore"), POSITIVE, True)], parts),
        dialog("harmless", f"{where}.handleRestore", APP, t("backup_options"), None,
               [(t("cancel"), NEGATIVE, False), (t("restore"), POSITIVE, None)], parts),
    ]  # fmt: skip


def files(t: Any) -> list[dict[str, Any]]:
    entries = [t(e) for e in ("file_open_with", "file_cut", "copy", "rename", "delete",
               "share", "create_shortcut", "add_to_favorites", "file_properties")]  # fmt: skip
    single = "AppManager FmAdapter (a file's Delete)"
    batch = "AppManager FmFragment (the selected files' Delete)"
    title, sure, yes = t("delete_filename", FILE), t("are_you_sure"), t("confirm_file_deletion")
    confirm = t("title_confirm_deletion")
    return [
        menu("opens-prompt", "AppManager FmAdapter (a file's menu)", FILES, entries,
             [(t("delete"), False)]),
        menu("harmless", "AppManager FmAdapter (a file's menu)", FILES, entries,
             [(t("rename"), False)]),
        dialog("delete", single, FILES, title, sure,
               [(t("cancel"), NEGATIVE, None), (yes, POSITIVE, True)]),
        dialog("harmless", single, FILES, title, sure,
               [(t("cancel"), NEGATIVE, False), (yes, POSITIVE, None)]),
        dialog("delete", batch, FILES, confirm, sure,
               [(yes, NEGATIVE, True), (t("cancel"), POSITIVE, None)]),
        dialog("harmless", batch, FILES, confirm, sure,
               [(yes, NEGATIVE, None), (t("cancel"), POSITIVE, False)]),
    ]  # fmt: skip


def profiles(t: Any) -> list[dict[str, Any]]:
    entries = [t(e) for e in ("apply_now", "delete", "routine_ops", "duplicate",
               "copy_profile_id", "pref_export", "create_shortcut")]  # fmt: skip
    where = "AppManager ProfilesActivity (a profile's Delete)"
    title, sure = t("delete_filename", PROFILE), t("are_you_sure")
    return [
        menu("opens-prompt", "AppManager ProfilesActivity (a profile's popup)", PROFILES,
             entries, [(t("delete"), False)]),
        menu("harmless", "AppManager ProfilesActivity (a profile's popup)", PROFILES,
             entries, [(t("duplicate"), False)]),
        dialog("delete", where, PROFILES, title, sure,
               [(t("ok"), NEGATIVE, True), (t("cancel"), POSITIVE, None)]),
        dialog("harmless", where, PROFILES, title, sure,
               [(t("ok"), NEGATIVE, None), (t("cancel"), POSITIVE, False)]),
    ]  # fmt: skip
