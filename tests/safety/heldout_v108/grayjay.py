"""Grayjay's screens (``com.futo.platformplayer``, FUTO's video client that gathers YouTube,
PeerTube and other platforms through plugins, with subscriptions, playlists, downloads,
history, Polycentric comments and profiles, and device sync), strings from
``app/src/main/res/values*/strings.xml``. The video, playlist, channel, plugin and profile
written on the screens are the same in every language; strings the code writes in English
(``"Are you sure you want to delete this comment?"``, ``"Allow connection from ...?"``,
"Moderation Settings", "Logout without Clear") are English in every language.

Read from the code (``app/src/main/java/com/futo/platformplayer``):
``UIDialogs.kt`` (``showConfirmationDialog``: the text, then Cancel and Confirm, Confirm
running the action; ``showDialog``'s buttons are ``TextView``s with no ids);
``views/adapters/viewholders/VideoDownloadViewHolder.kt`` with ``layout/list_downloaded.xml``
(a downloaded video's row: its name and author, "Add to queue" (``button_add_to_queue``),
Export (``button_export``, which copies the file out to the download directory) and Delete
(``downloaded_video_delete``), which only opens "Are you sure you want to delete this
video?", whose Confirm calls ``StateDownloads.deleteCachedVideo``, deleting the file);
``fragment/mainactivity/main/VideoListEditorView.kt`` (a downloaded playlist's download
button opens "Are you sure you want to delete the downloaded videos?", whose Confirm calls
``deleteCachedPlaylist``); ``fragment/mainactivity/main/SourceDetailFragment.kt`` (a plugin's
page: Authentication's Logout, which calls ``setPluginAuth(null)`` at once, and "Logout
without Clear"; "Import Subscriptions"; Management's Uninstall, which only opens "Are you
sure you want to uninstall ...", whose Confirm calls ``StatePlugins.deletePlugin``, deleting
the plugin's script and its saved settings and login); ``fragment/mainactivity/main/
HistoryFragment.kt`` (a time range's tag opens "Are you sure you want to remove these
historical entries?", whose Confirm calls ``removeHistoryRange``);
``activities/PolycentricProfileActivity.kt`` with ``layout/activity_polycentric_profile.xml``
(the profile: its name, "Moderation Settings", Export, Logout (``setProcessHandle(null)``:
the identity stays stored and can be chosen again) and Delete, which only opens "Are you
sure you want to remove this profile?", whose Confirm removes the identity's secret keys
from the device, ``removeProcessSecret``); ``views/adapters/SubscriptionAdapter.kt`` with
``layout/list_subscription.xml`` and ``CreatorsFragment.kt`` (a subscription's row with its
Settings and Delete icons, Delete only opening "Are you sure you want to delete this
subscription?", whose Confirm calls ``removeSubscription``); ``views/adapters/
PlaylistsAdapter.kt`` with ``layout/list_playlists.xml`` and ``PlaylistsFragment.kt`` (a
playlist's row with its Play and Delete icons, Delete only opening "Are you sure you want to
delete this playlist?", whose Confirm deletes the playlist); ``SourcesFragment.kt`` (removing
a source that leaves subscriptions unresolved asks "Removing this source will result in some
of your subscriptions not being resolved.", whose Confirm moves the source to the disabled
ones); ``dialogs/CommentDialog.kt`` with ``layout/dialog_comment.xml`` (the comment field,
Cancel, which with text typed asks "Comment is not empty, close anyway?", and Comment
(``button_create``), which posts the comment to Polycentric); ``views/segments/
CommentsList.kt`` (one's own comment's delete asks "Are you sure you want to delete this
comment?", whose Confirm publishes the comment's deletion); ``states/StateSync.kt`` (a device
pairing by code asks "Allow connection from ...?", whose Confirm authorizes the device to
sync with this one).
"""

from __future__ import annotations

from typing import Any

from screens import entry, page, popup

ID = "com.futo.platformplayer:id/"
VIDEO, AUTHOR, PLAYLIST, CHANNEL = "Rust in 100 Seconds", "Fireship", "Watch later", "Veritasium"
PLUGIN, PROFILE, DEVICE = "YouTube", "moss_runner", "3q2+7wAJVe/bVrj1cQyG9Ew+bYIWQB0XRi1g8N6OYoM="


def screens(t: Any) -> list[dict[str, Any]]:
    return downloads(t) + plugins(t) + profile(t) + library(t) + comments(t)


def confirm(t: Any, category: str, source: str, behind: str, text: str,
            bad: bool | None) -> dict[str, Any]:  # fmt: skip
    """``showConfirmationDialog``: the text, Cancel, then Confirm; ``bad`` is Confirm's label
    where it is tapped, and Cancel (harmless) is tapped where it is None."""
    cancel = (t("cancel"), None if bad is not None else False)
    return popup(category, f"grayjay {source}", behind, text, None,
                 [cancel, (t("confirm"), bad)])  # fmt: skip


def downloads(t: Any) -> list[dict[str, Any]]:
    where = "VideoDownloadViewHolder"
    rows = page(t("downloads"), [
        {"text": t("videos")}, {"text": VIDEO}, {"text": AUTHOR},
        {"icon": t("add_to_queue"), "rid": f"{ID}button_add_to_queue"},
        {"button": t("export"), "rid": f"{ID}button_export"},
        {"button": t("delete"), "rid": f"{ID}downloaded_video_delete"}])  # fmt: skip
    video = t("are_you_sure_you_want_to_delete_this_video")
    playlist = t("are_you_sure_you_want_to_delete_the_downloaded_videos")
    return [
        entry("opens-prompt", f"grayjay {where}", rows, [(t("delete"), False)]),
        entry("harmless", f"grayjay {where}", rows, [(t("export"), False)]),
        entry("harmless", f"grayjay {where}", rows, [(t("add_to_queue"), False)]),
        confirm(t, "delete", f"{where} (delete the download)", t("downloads"), video, True),
        confirm(t, "harmless", f"{where} (delete the download)", t("downloads"), video, None),
        confirm(t, "delete", "VideoListEditorView (delete a playlist's downloads)", PLAYLIST,
                playlist, True),
        confirm(t, "harmless", "VideoListEditorView (delete a playlist's downloads)", PLAYLIST,
                playlist, None),
    ]  # fmt: skip


def plugins(t: Any) -> list[dict[str, Any]]:
    where = "grayjay SourceDetailFragment"
    source = page(PLUGIN, [
        {"icon": t("cd_button_back")}, {"text": t("authentication")},
        {"button": t("logout")}, {"text": t("sign_out_of_the_platform")},
        {"button": t("=Logout without Clear")},
        {"text": t("=Logout but keep the browser cookies. This allows for quick re-logging.")},
        {"button": t("import_subscriptions")},
        {"text": t("import_your_subscriptions_from_this_source")},
        {"text": t("management")}, {"button": t("uninstall")},
        {"text": t("removes_the_plugin_from_the_app")}])  # fmt: skip
    uninstall = f"{t('are_you_sure_you_want_to_uninstall')} {PLUGIN}"
    history = t("are_you_sure_delete_historical")
    sources = t("confirm_remove_source")
    return [
        entry("opens-prompt", where, source, [(t("uninstall"), False)]),
        entry("reversible", where, source, [(t("logout"), False)]),
        confirm(t, "delete", "SourceDetailFragment (uninstall)", PLUGIN, uninstall, True),
        confirm(t, "harmless", "SourceDetailFragment (uninstall)", PLUGIN, uninstall, None),
        confirm(t, "reversible", "SourcesFragment (remove a source)", t("sources"), sources,
                False),
        confirm(t, "delete", "HistoryFragment (remove a time range)", t("history"), history,
                True),
        confirm(t, "harmless", "HistoryFragment (remove a time range)", t("history"), history,
                None),
    ]  # fmt: skip


def profile(t: Any) -> list[dict[str, Any]]:
    where = "grayjay PolycentricProfileActivity"
    rows = page(PROFILE, [
        {"icon": t("cd_button_back"), "rid": f"{ID}button_back"},
        {"field": "", "text": PROFILE, "rid": f"{ID}edit_profile_name"},
        {"button": t("=Moderation Settings"), "rid": f"{ID}button_moderation"},
        {"text": t("=Set moderation settings for polycentric comments")},
        {"button": t("export"), "rid": f"{ID}button_export"},
        {"text": t("make_a_backup_of_your_identity")},
        {"button": t("logout"), "rid": f"{ID}button_logout"},
        {"text": t("sign_out_of_this_identity")},
        {"button": t("delete"), "rid": f"{ID}button_delete"},
        {"text": t("delete_this_profile")}])  # fmt: skip
    remove = t("are_you_sure_you_want_to_remove_this_profile")
    return [
        entry("opens-prompt", where, rows, [(t("delete"), False)]),
        entry("reversible", where, rows, [(t("logout"), False)]),
        entry("harmless", where, rows, [(t("export"), False)]),
        confirm(t, "delete", f"{where[8:]} (remove the profile)", PROFILE, remove, True),
        confirm(t, "harmless", f"{where[8:]} (remove the profile)", PROFILE, remove, None),
    ]  # fmt: skip


def library(t: Any) -> list[dict[str, Any]]:
    creators = page(t("subscriptions"), [
        {"text": CHANNEL}, {"icon": t("cd_button_settings"), "rid": f"{ID}button_settings"},
        {"icon": t("cd_button_delete"), "rid": f"{ID}button_trash"}])  # fmt: skip
    playlists = page(t("playlists"), [
        {"text": PLAYLIST}, {"icon": t("cd_button_play"), "rid": f"{ID}button_play"},
        {"icon": t("cd_button_delete"), "rid": f"{ID}button_trash"}])  # fmt: skip
    unsubscribe = t("confirm_delete_subscription")
    playlist = t("confirm_delete_playlist")
    return [
        entry("opens-prompt", "grayjay SubscriptionAdapter", creators,
              [(t("cd_button_delete"), False)]),
        entry("harmless", "grayjay SubscriptionAdapter", creators,
              [(t("cd_button_settings"), False)]),
        confirm(t, "reversible", "SubscriptionAdapter (delete a subscription)",
                t("subscriptions"), unsubscribe, False),
        confirm(t, "harmless", "SubscriptionAdapter (delete a subscription)",
                t("subscriptions"), unsubscribe, None),
        entry("opens-prompt", "grayjay PlaylistsAdapter", playlists,
              [(t("cd_button_delete"), False)]),
        confirm(t, "delete", "PlaylistsAdapter (delete a playlist)", t("playlists"), playlist,
                True),
        confirm(t, "harmless", "PlaylistsAdapter (delete a playlist)", t("playlists"), playlist,
                None),
    ]  # fmt: skip


def comments(t: Any) -> list[dict[str, Any]]:
    where = "grayjay CommentDialog"
    typed = "Great explanation, thanks!"

    def dialog(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        field = ({"field": t("=Type your comment here..."), "text": typed,
                  "rid": f"{ID}edit_comment"},)  # fmt: skip
        return popup(category, where, VIDEO, None, None, buttons, field)

    close = t("not_empty_close")
    delete = t("=Are you sure you want to delete this comment?")
    allow = t(f"=Allow connection from {DEVICE}?")
    pairing = t("=Scan this QR code on another device you want to sync")
    return [
        dialog("comment", [(t("cancel"), None), (t("comment"), True)]),
        dialog("opens-prompt", [(t("cancel"), False), (t("comment"), None)]),
        confirm(t, "harmless", "CommentDialog (close with text)", VIDEO, close, None),
        confirm(t, "delete", "CommentsList (delete one's comment)", VIDEO, delete, True),
        confirm(t, "harmless", "CommentsList (delete one's comment)", VIDEO, delete, None),
        confirm(t, "grant", "StateSync (allow a device)", pairing, allow, True),
        confirm(t, "harmless", "StateSync (allow a device)", pairing, allow, None),
    ]  # fmt: skip
