"""Tubular's downloads page (``org.polymorphicshade.tubular``), strings from
``app/src/main/res/values*/strings.xml``. The file names, sizes and dates are the same in
every language.

Read from the code (``app/src/main/java/us/shandian/giga``): ``ui/fragment/
MissionsFragment.java`` and ``app/src/main/res/menu/download_menu.xml`` (the page Downloads:
the icons Grid, which switches the layout, and "Clear download history", shown when there are
finished downloads, which asks "Clear download history", "Do you want to clear your download
history or delete all downloaded files?" with the buttons "Clear download history" (the
negative one), Cancel (the neutral one) and "Delete downloaded files" (the positive one); the
first calls ``clearFinishedDownloads(false)``, which forgets every finished download at once,
``DownloadManager.forgetFinishedDownloads``, the files left where they are; the last only asks
again, "Erase all downloaded files from disk?" with Cancel and OK, whose OK calls
``clearFinishedDownloads(true)``: the downloads are hidden, an Undo snackbar stands for five
seconds, and then every finished file is deleted from the storage); ``ui/adapter/
MissionAdapter.java``, ``app/src/main/res/menu/mission.xml`` and ``app/src/main/res/layout/
mission_item.xml`` (a finished download: its name, size and date, and the menu its ``item_more``
icon opens, described with the untranslated word TODO: Share, which opens the system's share
sheet, "Delete file", "Delete entry", "Show info" and Checksum; "Delete file" hands the
download to ``ui/common/Deleter.java``, which hides it, shows "File deleted" with Undo for five
seconds and then calls ``DownloadManager.deleteMission`` with the file, which deletes it from
the storage).
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, entry, icons, menu, page

FILES = (
    ("Restoring a 1950s Lathe – Part 3.mp4", "264.18 MB"),
    ("Hand-cut Dovetails for Beginners.m4a", "18.40 MB"),
)


def screens(t: Any) -> list[dict[str, Any]]:
    title = t("downloads_title")
    rows = [t(k) for k in ("share", "delete_file", "delete_entry", "show_info", "checksum")]
    where = "tubular MissionAdapter (finished download's menu)"
    shown = page(
        title,
        [
            *icons(t, ("grid", "switch_mode"), ("clear_download_history", "clear_list")),
            {"text": t("missions_header_finished")},
            {"text": FILES[0][0], "rid": f"{ID}item_name"},
            {"text": FILES[0][1], "rid": f"{ID}item_size"},
            {"icon": "TODO", "rid": f"{ID}item_more"},
        ],
    )
    prompt = "tubular MissionsFragment showClearDownloadHistoryPrompt"
    erase = "tubular MissionsFragment showDeleteDownloadedFilesConfirmationPrompt"

    def ask(category: str, clear: bool | None, cancel: bool | None, files: bool | None) -> dict:
        return alert(category, prompt, title, t("clear_download_history"), t("confirm_prompt"),
                     (t("clear_download_history"), clear), (t("delete_downloaded_files"), files),
                     (t("cancel"), cancel))  # fmt: skip

    return [
        menu("harmless", where, title, rows, [(t("share"), False)]),
        menu("delete", where, title, rows, [(t("delete_file"), True)]),
        entry(
            "opens-prompt",
            "tubular MissionsFragment",
            shown,
            [(t("clear_download_history"), False)],
        ),
        ask("delete", True, None, None),
        ask("opens-prompt", None, None, False),
        ask("harmless", None, False, None),
        alert(
            "delete",
            erase,
            title,
            t("delete_downloaded_files_confirm"),
            None,
            (t("cancel"), None),
            (t("ok"), True),
        ),
    ]
