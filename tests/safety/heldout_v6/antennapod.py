"""AntennaPod's screens, strings from ``t(name)``.

Read from the code: ``ui/common/.../ConfirmationDialog.java`` (an ``AlertDialog`` with a
title, a message, Cancel as its negative button and Confirm as its positive one), used
by ``QueueFragment`` (Clear queue: ``DBWriter.clearQueue``), ``PlaybackHistoryFragment``
(Clear history: ``clearPlaybackHistory``), ``StatisticsFragment`` (Reset statistics
data), ``TagMenuHandler`` (Delete tag: the tag leaves every podcast) and
``CompletedDownloadsFragment`` (Delete played: the played episodes' files, which can be
downloaded again); their menus (``queue.xml``, ``statistics.xml``,
``downloads_completed.xml``, ``nav_folder_context.xml``: an overflow or context menu
whose entry opens the confirmation); the episode's context menu
(``feeditemlist_context.xml``: Delete removes a downloaded file at once);
``LocalDeleteModal`` (an episode of a local folder: its file is deleted from the device,
the dialog's positive button is Delete); ``RemoveFeedDialog`` (a bottom sheet: its
Unsubscribe button ``removeButton`` only shows ``removeConfirmButton``, also labelled
Unsubscribe, which deletes the podcast with its episodes, downloads, history and
statistics; Archive keeps them); ``feeditemlist_header.xml`` (Subscribe, free) and
``DownloadActionButton`` (over mobile data: Download later positive, Download anyway
neutral, Cancel negative).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu

PODCAST, TAG = "Tech Talk", "News"


def screens(t: Any) -> list[dict[str, Any]]:
    cancel, ok = t("cancel_label"), t("confirm_label")

    def confirm(category: str, source: str, page: str, title: str, message: str,
                bad: bool) -> dict[str, Any]:  # fmt: skip
        return dialog(category, f"antennapod {source}", page, title, message,
                      [(cancel, NEGATIVE, False), (ok, POSITIVE, bad)])  # fmt: skip

    return [
        menu("opens-prompt", "antennapod QueueFragment (menu)", t("queue_label"),
             [t("refresh_label"), t("lock_queue"), t("sort"), t("clear_queue_label")],
             [(t("clear_queue_label"), False), (t("lock_queue"), False)]),
        confirm("delete", "QueueFragment (clear queue)", t("queue_label"),
                t("clear_queue_label"), t("clear_queue_confirmation_msg"), True),
        entry("opens-prompt", "antennapod PlaybackHistoryFragment", {
            "title": t("playback_history_label"), "items": [
                {"button": t("clear_history_label"), "rid": "clear_history_item"},
                {"list": [{"row": "Episode 12", "secondary": PODCAST}]}]},
            [(t("clear_history_label"), False)]),
        confirm("delete", "PlaybackHistoryFragment (clear history)", t("playback_history_label"),
                t("clear_history_label"), t("clear_playback_history_msg"), True),
        menu("opens-prompt", "antennapod StatisticsFragment (menu)", t("statistics_label"),
             [t("statistics_reset_data"), t("antennapod_echo")],
             [(t("statistics_reset_data"), False)]),
        confirm("reset", "StatisticsFragment (reset)", t("statistics_label"),
                t("statistics_reset_data"), t("statistics_reset_data_msg"), True),
        menu("opens-prompt", "antennapod TagMenuHandler (menu)", t("subscriptions_label"),
             [t("rename_tag_label"), t("delete_tag_label")], [(t("delete_tag_label"), False)]),
        confirm("delete", "TagMenuHandler (delete tag)", t("subscriptions_label"),
                t("delete_tag_label"), t("delete_tag_confirmation", TAG), True),
        menu("opens-prompt", "antennapod CompletedDownloadsFragment (menu)", t("downloads_label"),
             [t("delete_downloads_played"), t("refresh_label"), t("sort")],
             [(t("delete_downloads_played"), False)]),
        confirm("reversible", "CompletedDownloadsFragment (delete played)", t("downloads_label"),
                t("delete_downloads_played"), t("delete_downloads_played_confirmation"), False),
        menu("reversible", "antennapod episode context menu", PODCAST,
             [t("mark_as_played_label"), t("remove_from_queue_label"), t("delete_label"),
              t("add_to_favorite_label"), t("share_label")],
             [(t("delete_label"), False), (t("remove_from_queue_label"), False),
              (t("share_label"), False)]),
        dialog("delete", "antennapod LocalDeleteModal", PODCAST, t("delete_label"),
               t("delete_local_feed_confirmation_dialog_message"),
               [(cancel, NEGATIVE, False), (t("delete_label"), POSITIVE, True)]),
        menu("opens-prompt", "antennapod subscription context menu", t("subscriptions_label"),
             [t("remove_all_inbox_label"), t("edit_tags"), t("remove_archive_feed_label"),
              t("share_label")], [(t("remove_archive_feed_label"), False)]),
        dialog("opens-prompt", "antennapod RemoveFeedDialog", PODCAST,
               t("remove_archive_feed_label"), t("feed_delete_explanation_delete"),
               [(cancel, "cancelButton", False), (t("remove_feed_label"), "removeButton", False),
                (t("archive_feed_label_verb"), "archiveButton", False)],
               (PODCAST, t("feed_delete_explanation_archive"))),
        dialog("delete", "antennapod RemoveFeedDialog (confirm)", PODCAST,
               t("remove_archive_feed_label"), t("feed_delete_explanation_delete"),
               [(cancel, "cancelButton", False),
                (t("remove_feed_label"), "removeConfirmButton", True),
                (t("archive_feed_label_verb"), "archiveButton", False)],
               (PODCAST, t("feed_delete_explanation_archive"))),
        entry("harmless", "antennapod feed header (not subscribed)", {"title": PODCAST, "items": [
            {"text": PODCAST}, {"text": "Tech Talk Media"},
            {"button": t("subscribe_label"), "rid": "butSubscribe"},
            {"list": [{"row": "Episode 12", "secondary": "42 min"}]}]},
            [(t("subscribe_label"), False)]),
        dialog("harmless", "antennapod DownloadActionButton (mobile data)", PODCAST,
               t("confirm_mobile_download_dialog_title"),
               t("confirm_mobile_download_dialog_message"),
               [(cancel, NEGATIVE, False),
                (t("confirm_mobile_download_dialog_allow_this_time"), NEUTRAL, False),
                (t("confirm_mobile_download_dialog_download_later"), POSITIVE, False)]),
    ]  # fmt: skip
