"""Seal's screens (``com.junkfood.seal``, a video and audio downloader built on yt-dlp),
strings from ``t(name)``.

Read from the code (``app/src/main/java/com/junkfood/seal/ui``): ``page/videolist/
VideoDetailDrawer.kt`` (a downloaded video's sheet: Remove, which opens ``RemoveItemDialog``,
Share, which opens the share sheet, and Redownload); ``page/videolist/RemoveItemDialog.kt``
("Remove?", "Remove "%s" from your download history for good?", the "Delete file" checkbox,
which only sets whether the file goes too, Cancel and Confirm, which deletes the history
entry, and the file when checked, ``deleteDownloadHistory``); ``page/videolist/
VideoListPage.kt`` (in selection mode, the bottom bar's count and its Remove icon, which
opens the same "Remove?" dialog for the selected items, ``delete_multiple_items_msg``, with
the checkbox "Delete file (size)", Cancel and Confirm, which deletes them); ``page/settings/
directory/DownloadDirectoryPreferences.kt`` (the "Download directory" page's rows, among them
"Clear temporary files", which opens a dialog of that title whose Confirm deletes every file
in the temporary folders, ``FileUtil.clearTempFiles``, and Cancel); ``page/settings/network/
CookieProfilesPage.kt`` (the cookies page's overflow menu: "User-Agent header", "Export to
file", which opens the system's document creator, and "Clear all cookies", which opens
``ClearCookiesDialog``, whose Confirm deletes every cookie the app stores; a site's
``DeleteCookieDialog``, titled Remove, whose Confirm deletes the site's entry);
``page/settings/command/TemplateListPage.kt`` (templates selected: the top bar's "Export to
clipboard" and Remove icons, the latter opening "Remove?" with ``remove_multiple_templates_msg``,
whose Confirm deletes the templates, ``DatabaseUtil.deleteTemplates``). The buttons are
``component/Buttons.kt``'s ``ConfirmButton`` (Confirm) and ``DismissButton`` (Cancel).
"""

from __future__ import annotations

from typing import Any

from screens import compose_dialog, entry, menu

VIDEO, SITE = "Big Buck Bunny 60fps 4K", "https://www.youtube.com"


def screens(t: Any) -> list[dict[str, Any]]:
    return history(t) + directory(t) + cookies(t) + templates(t)


def buttons(t: Any, bad: bool | None = True) -> list[tuple[str, bool | None]]:
    """``DismissButton`` and ``ConfirmButton``."""
    return [(t("dismiss"), False), (t("confirm"), bad)]


def history(t: Any) -> list[dict[str, Any]]:
    sheet = {"title": t("download_history"), "dialog": {"title": VIDEO}, "items": [
        {"icon": "link", "desc": t("video_url")},
        {"button": t("remove")}, {"button": t("share")}, {"button": t("redownload")},
    ]}  # fmt: skip
    where = "Seal VideoDetailDrawer (a downloaded video's sheet)"
    one, three = t("delete_info_msg", VIDEO), t("delete_multiple_items_msg", 3)
    checkbox = ({"switch": t("delete_file")},)
    sized = ({"switch": f"{t('delete_file')} (412.7 MB)"},)
    selection = {"title": t("download_history"), "items": [
        {"text": t("multiselect_item_count", 3, 0)},
        {"icon": "delete_sweep", "desc": t("remove")},
    ]}  # fmt: skip
    return [
        entry("opens-prompt", where, sheet, [(t("remove"), False)]),
        entry("harmless", where, sheet, [(t("share"), False)]),
        compose_dialog("delete", "Seal RemoveItemDialog (one video)", t("download_history"),
                       t("delete_info"), one, buttons(t), checkbox),
        compose_dialog("reversible", "Seal RemoveItemDialog (the Delete file checkbox)",
                       t("download_history"), t("delete_info"), one,
                       [(t("dismiss"), None), (t("confirm"), None)],
                       checkbox, ((t("delete_file"), False),)),
        entry("opens-prompt", "Seal VideoListPage (three videos selected)", selection,
              [(t("remove"), False)]),
        compose_dialog("delete", "Seal VideoListPage (Remove?, three videos)",
                       t("download_history"), t("delete_info"), three, buttons(t), sized),
    ]  # fmt: skip


def directory(t: Any) -> list[dict[str, Any]]:
    rows = [(t("subdirectory"), t("subdirectory_desc")),
            (t("private_directory"), t("private_directory_desc")),
            (t("restrict_filenames"), t("restrict_filenames_desc")),
            (t("clear_temp_files"), t("clear_temp_files_desc"))]  # fmt: skip
    page = {"title": t("download_directory"),
            "items": [{"list": [{"row": r, "secondary": s} for r, s in rows]}]}  # fmt: skip
    info = t("clear_temp_files_info", "/storage/emulated/0/Download/Seal/tmp")
    return [
        entry("opens-prompt", "Seal DownloadDirectoryPreferences (the directory page)", page,
              [(t("clear_temp_files"), False)]),
        compose_dialog("delete", "Seal DownloadDirectoryPreferences (Clear temporary files)",
                       t("download_directory"), t("clear_temp_files"), info, buttons(t)),
    ]  # fmt: skip


def cookies(t: Any) -> list[dict[str, Any]]:
    where = "Seal CookieProfilesPage (the overflow menu)"
    entries = [t("ua_header"), t("export_to_file"), t("clear_all_cookies")]
    remove = t("remove_cookie_profile_desc", SITE)
    return [
        menu("opens-prompt", where, t("cookies"), entries, [(t("clear_all_cookies"), False)]),
        menu("harmless", where, t("cookies"), entries, [(t("export_to_file"), False)]),
        compose_dialog("delete", "Seal ClearCookiesDialog", t("cookies"),
                       t("clear_all_cookies"), t("clear_all_cookies_desc"), buttons(t)),
        compose_dialog("delete", "Seal DeleteCookieDialog (a site)", t("cookies"),
                       t("remove"), remove, buttons(t)),
    ]  # fmt: skip


def templates(t: Any) -> list[dict[str, Any]]:
    page = {"title": t("custom_command_template"), "items": [
        {"icon": "paste", "desc": t("export_to_clipboard")},
        {"icon": "delete_sweep", "desc": t("remove")},
        {"text": "Audio only"}, {"text": "Embed subtitles"},
    ]}  # fmt: skip
    where = "Seal TemplateListPage (two templates selected)"
    two = t("remove_multiple_templates_msg", t("item_count#2"))
    return [
        entry("opens-prompt", where, page, [(t("remove"), False)]),
        entry("harmless", where, page, [(t("export_to_clipboard"), False)]),
        compose_dialog("delete", "Seal TemplateListPage (Remove?, two templates)",
                       t("custom_command_template"), t("remove_template"), two, buttons(t)),
    ]  # fmt: skip
