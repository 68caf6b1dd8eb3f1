"""PipePipe's Downloads page (the downloader it keeps from NewPipe, ``us.shandian.giga``).
Strings from ``app/src/main/res/values*/strings.xml``; file names and sizes are the same in
every language.

Read from the code (``app/src/main/java/us/shandian/giga`` unless named):
``ui/fragment/MissionsFragment.java`` and ``app/src/main/res/menu/download_menu.xml`` (the page,
titled Downloads by ``org/schabi/newpipe/download/DownloadActivity.java``: the Grid icon
(``switch_mode``), which switches the list's layout, and, once a download has finished, the
"Clear download history" icon (``clear_list``), which opens
``showClearDownloadHistoryPrompt``: "Clear download history", "Do you want to clear your
download history or delete all downloaded files?", its buttons set out of their usual roles,
Cancel as the neutral button, "Clear download history" as the negative, which forgets every
finished download, ``DownloadManager.forgetFinishedDownloads``, and "Delete downloaded files"
as the positive, which only opens ``showDeleteDownloadedFilesConfirmationPrompt``, "Erase all
downloaded files from disk?", Cancel and OK, whose OK deletes every finished download's file,
``MissionAdapter.clearFinishedDownloads(true)``); ``ui/adapter/MissionAdapter.java`` and
``app/src/main/res/menu/mission.xml`` (a finished download's menu: Share, Delete, "Show info",
which opens the video it came from, and Checksum; Delete hands the file to ``ui/common/
Deleter.java``, which deletes it from the storage five seconds later, or at once when the page
goes, with an Undo in a snackbar meanwhile; the bulk delete does the same with one snackbar).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page

FILE, FILE2 = "Late Night Coding Mix.mp4", "Rainy Jazz Cafe.m4a"


def screens(t: Any) -> list[dict[str, Any]]:
    """The Downloads page's screens, in the language of ``t``."""
    title = t("downloads_title")
    shown = page(title, [
        {"icon": t("grid"), "rid": "switch_mode"},
        {"icon": t("clear_download_history"), "rid": "clear_list"},
        {"text": t("missions_header_finished")},
        {"list": [{"row": FILE, "secondary": "412.3 MB"}, {"row": FILE2, "secondary": "6.1 MB"}]},
    ])  # fmt: skip
    rows = [t("share"), t("delete"), t("show_info"), t("checksum")]
    prompt = "pipepipe MissionsFragment.showClearDownloadHistoryPrompt"
    return [
        entry("opens-prompt", "pipepipe MissionsFragment (toolbar)", shown,
              [(t("clear_download_history"), False)]),
        alert("delete", prompt, title, t("clear_download_history"), t("confirm_prompt"),
              neutral=(t("cancel"), False), negative=(t("clear_download_history"), True),
              positive=(t("delete_downloaded_files"), None)),
        alert("opens-prompt", prompt, title, t("clear_download_history"), t("confirm_prompt"),
              neutral=(t("cancel"), None), negative=(t("clear_download_history"), None),
              positive=(t("delete_downloaded_files"), False)),
        alert("delete", "pipepipe MissionsFragment.showDeleteDownloadedFilesConfirmationPrompt",
              title, t("delete_downloaded_files_confirm"), None, negative=(t("cancel"), False),
              positive=(t("ok"), True)),
        menu("delete", "pipepipe MissionAdapter (finished download)", title, rows,
             [(t("delete"), True)]),
        menu("harmless", "pipepipe MissionAdapter (finished download)", title, rows,
             [(t("show_info"), False)]),
    ]  # fmt: skip
