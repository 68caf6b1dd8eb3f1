"""YTDLnis' screens (``com.deniscerri.ytdl``, a yt-dlp front end: the downloads' history and
the files downloaded, the download queue, search history, cookies, command templates and
backups restored), strings from ``app/src/main/res/values*/strings.xml``. The titles, counts
and addresses written on the screens are the same in every language.

Read from the code (``app/src/main``): ``java/.../ui/downloads/HistoryFragment.kt`` and
``res/menu/history_menu.xml``, ``history_menu_context.xml`` (the Downloads page's overflow:
"Remove all", which only opens "Deleting multiple items" with the "Delete the files from the
device" checkbox, Cancel and OK, which deletes the whole history, and the files where ticked;
"Remove deleted" and "Remove duplicates", each only opening Confirm / "Delete the entire
history, permanently", Cancel and OK, which calls ``clearDeleted`` or ``deleteDuplicates``;
the selection's menu: "Clear results", which only opens "Deleting multiple items" with the
checkbox, Share and Redownload, which queues the items again, "Select all" and "Invert
selected"); ``java/.../util/UiUtil.kt`` (``showRemoveHistoryItemDialog``: "Deleting "..."!",
the "Delete the file from the device" checkbox, Cancel and OK, which removes the item and, if
ticked, its file; ``showGenericDeleteAllDialog``: "Deleting multiple items", Cancel and OK);
``java/.../ui/downloads/DownloadQueueMainFragment.kt`` and ``res/menu/download_queue_menu.xml``
(the queue's menu: "Cancel downloads", which only opens "Deleting multiple items" whose OK
calls ``cancelAllDownloads``, the downloads moving to Cancelled, and "Remove all", whose OK
calls ``deleteAll``: the downloads are cancelled and every queued, scheduled, cancelled,
errored and saved item deleted); ``java/.../ui/HomeFragment.kt`` and ``res/menu/main_menu.xml``
("Clear search history", which deletes the saved searches at once);
``java/.../ui/more/cookies/CookiesFragment.kt``, ``res/layout/fragment_cookies.xml`` and
``res/menu/cookies_menu.xml`` (the Cookies page: the "Use cookies" switch, the "New cookie"
chip, a cookie's row; the menu's "Delete all cookies", which only opens Confirm / "Delete all
the cookies, permanently", Cancel and OK, "Import from clipboard", which adds the cookies it
reads, "Export to clipboard" and "Export to file"; a cookie's "Deleting "..."!", Cancel and
OK); ``java/.../ui/more/CommandTemplatesFragment.kt`` and ``res/menu/templates_menu_context.xml``
(the selection's "Clear results", which only opens "Deleting multiple items", whose OK
deletes the templates); ``java/.../ui/more/settings/MainSettingsFragment.kt``,
``SettingsViewModel.kt`` and ``res/xml/root_preferences.xml`` (Settings' "Backup and restore":
Backup, which writes a backup file, and Restore, which only opens the file picker and then
Restore / "Press 'Restore' to merge ...", with Reset (neutral), Cancel and Restore: Restore
merges the file's items into the data and replaces the preferences with the file's, Reset
erases the data first and keeps only the file's).
"""

from __future__ import annotations

from typing import Any

from screens import YTDL, alert, entry, menu, page

VIDEO, COOKIE = "Lo-fi beats to study to (2 hour mix)", "https://www.youtube.com"


def screens(t: Any) -> list[dict[str, Any]]:
    return history(t) + queue(t) + cookies(t) + templates(t) + settings(t)


def checked(t: Any, key: str) -> tuple[dict[str, Any], ...]:
    """A dialog's multi-choice row (``setMultiChoiceItems``), unticked."""
    return ({"switch": t(key)},)


def history(t: Any) -> list[dict[str, Any]]:
    where = "ytdlnis HistoryFragment"
    behind = t("downloads")
    overflow = [t("download_queue"), t("remove_all"), t("remove_deleted"),
                t("remove_duplicates")]  # fmt: skip
    chosen = [t("remove_results"), t("share"), t("redownload"), t("select_all"),
              t("invert_selected")]  # fmt: skip
    ok, cancel = t("ok"), t("cancel")

    def everything(category: str, source: str, cancel_bad: bool | None, ok_bad: bool | None,
                   taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
        return alert(category, f"{where} ({source})", behind,
                     t("you_are_going_to_delete_multiple_items"), None, (ok, ok_bad),
                     (cancel, cancel_bad), items=checked(t, "delete_files_too"),
                     taps=taps)  # fmt: skip

    def confirm(category: str, source: str, cancel_bad: bool | None, ok_bad: bool | None
                ) -> dict[str, Any]:  # fmt: skip
        return alert(category, f"{where} ({source})", behind, t("confirm_delete_history"),
                     t("confirm_delete_history_desc"), (ok, ok_bad),
                     (cancel, cancel_bad))  # fmt: skip

    def one(category: str, cancel_bad: bool | None, ok_bad: bool | None,
            taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
        title = f'{t("you_are_going_to_delete")} "{VIDEO}"!'
        return alert(category, "ytdlnis UiUtil.showRemoveHistoryItemDialog", behind, title,
                     None, (ok, ok_bad), (cancel, cancel_bad),
                     items=checked(t, "delete_file_too"), taps=taps)  # fmt: skip

    return [
        menu("opens-prompt", f"{where} (the menu)", behind, overflow, [(t("remove_all"), False)]),
        menu("opens-prompt", f"{where} (the menu)", behind, overflow,
             [(t("remove_deleted"), False)]),
        menu("opens-prompt", f"{where} (the menu)", behind, overflow,
             [(t("remove_duplicates"), False)]),
        everything("delete", "Remove all", None, True),
        everything("harmless", "Remove all", False, None),
        everything("reversible", "Remove all", None, None,
                   ((t("delete_files_too"), False),)),
        confirm("delete", "Remove deleted", None, True),
        confirm("delete", "Remove duplicates", None, True),
        menu("opens-prompt", f"{where} (the selection's menu)", behind, chosen,
             [(t("remove_results"), False)]),
        menu("reversible", f"{where} (the selection's menu)", behind, chosen,
             [(t("redownload"), False)]),
        everything("delete", "Clear results", None, True),
        one("delete", None, True),
        one("harmless", False, None),
        one("reversible", None, None, ((t("delete_file_too"), False),)),
    ]  # fmt: skip


def queue(t: Any) -> list[dict[str, Any]]:
    where = "ytdlnis DownloadQueueMainFragment"
    behind = t("download_queue")
    rows = [t("remove_downloading"), t("remove_all")]
    search = [t("remove_results"), t("remove_search_history")]

    def all_of(category: str, source: str, cancel_bad: bool | None, ok_bad: bool | None
               ) -> dict[str, Any]:  # fmt: skip
        return alert(category, f"{where} ({source})", behind,
                     t("you_are_going_to_delete_multiple_items"), None, (t("ok"), ok_bad),
                     (t("cancel"), cancel_bad))  # fmt: skip

    return [
        menu("opens-prompt", f"{where} (the menu)", behind, rows,
             [(t("remove_downloading"), False)]),
        menu("opens-prompt", f"{where} (the menu)", behind, rows, [(t("remove_all"), False)]),
        all_of("reversible", "Cancel downloads", None, False),
        all_of("delete", "Remove all", None, True),
        menu("delete", "ytdlnis HomeFragment (the search menu)", t("search"), search,
             [(t("remove_search_history"), True)]),
    ]  # fmt: skip


def cookies(t: Any) -> list[dict[str, Any]]:
    where = "ytdlnis CookiesFragment"
    title = t("cookies")
    shown = page(title, [
        {"switch": t("use_cookies"), "rid": f"{YTDL}use_cookies"},
        {"button": t("new_cookie"), "rid": f"{YTDL}newCookie"},
        {"text": COOKIE}])  # fmt: skip
    options = [t("delete_all_cookies"), t("import_from_clipboard"),
               t("export_from_clipboard"), t("export_file")]  # fmt: skip
    ok, cancel = t("ok"), t("cancel")

    def wiping(category: str, cancel_bad: bool | None, ok_bad: bool | None) -> dict[str, Any]:
        return alert(category, f"{where} (Delete all cookies)", title,
                     t("confirm_delete_history"), t("confirm_delete_cookies_desc"),
                     (ok, ok_bad), (cancel, cancel_bad))  # fmt: skip

    return [
        entry("reversible", f"{where} (Use cookies)", shown, [(t("use_cookies"), False)]),
        entry("harmless", f"{where} (New cookie)", shown, [(t("new_cookie"), False)]),
        menu("opens-prompt", f"{where} (the menu)", title, options,
             [(t("delete_all_cookies"), False)]),
        menu("reversible", f"{where} (the menu)", title, options,
             [(t("import_from_clipboard"), False)]),
        wiping("delete", None, True),
        wiping("harmless", False, None),
        alert("delete", f"{where} (a cookie's Delete)", title,
              f'{t("you_are_going_to_delete")} "{COOKIE}"!', None, (ok, True), (cancel, None)),
    ]  # fmt: skip


def templates(t: Any) -> list[dict[str, Any]]:
    where = "ytdlnis CommandTemplatesFragment"
    behind = f"2 {t('selected')}"
    rows = [t("remove_results"), t("select_all"), t("invert_selected"),
            t("export_from_clipboard")]  # fmt: skip

    def deleting(category: str, cancel_bad: bool | None, ok_bad: bool | None
                 ) -> dict[str, Any]:  # fmt: skip
        return alert(category, f"{where} (Deleting multiple items)", t("command_templates"),
                     t("you_are_going_to_delete_multiple_items"), None, (t("ok"), ok_bad),
                     (t("cancel"), cancel_bad))  # fmt: skip

    return [
        menu("opens-prompt", f"{where} (the selection's menu)", behind, rows,
             [(t("remove_results"), False)]),
        menu("harmless", f"{where} (the selection's menu)", behind, rows,
             [(t("export_from_clipboard"), False)]),
        deleting("delete", None, True),
        deleting("harmless", False, None),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    where = "ytdlnis MainSettingsFragment"
    title = t("settings")
    rows = page(title, [
        {"button": t("downloads")}, {"button": t("advanced")},
        {"text": t("backup_restore")}, {"button": t("backup")}, {"button": t("restore")},
        {"switch": t("automatic_backup")}, {"text": t("automatic_backup_summary")}])  # fmt: skip
    restore, reset, cancel = t("restore"), t("reset"), t("cancel")

    def restoring(category: str, bads: tuple[bool | None, bool | None, bool | None]
                  ) -> dict[str, Any]:  # fmt: skip
        return alert(category, f"{where} (Restore)", title, restore, t("restore_info"),
                     (restore, bads[2]), (cancel, bads[1]), (reset, bads[0]))  # fmt: skip

    return [
        entry("opens-prompt", f"{where} (Backup and restore)", rows, [(restore, False)]),
        entry("harmless", f"{where} (Backup and restore)", rows, [(t("backup"), False)]),
        restoring("overwrite", (None, None, True)),
        restoring("overwrite", (True, None, None)),
        restoring("harmless", (None, False, None)),
    ]  # fmt: skip
