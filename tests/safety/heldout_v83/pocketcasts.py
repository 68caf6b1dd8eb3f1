"""Pocket Casts' screens (``au.com.shiftyjelly.pocketcasts``, a podcast player with an
account: podcasts followed, downloads, listening and search history, Up Next, playlists,
folders, bookmarks, files uploaded to its cloud and the account itself), strings from
``modules/services/localization/src/main/res/values*/strings.xml``, a ``@string/`` alias
read as the string it names. The podcast, episode and file counts written on the screens
are the same in every language.

Read from the code (``modules``): ``services/views/.../dialog/ConfirmationDialog.kt`` (the
bottom sheet every confirmation below uses: an icon, the title, the summary, the secondary
button where one is set, and the confirm button, which runs ``onConfirm``; it has no Cancel,
and is dismissed by swiping it away); ``features/profile/.../AccountDetailsFragment.kt`` and
``AccountSections.kt`` (the Account page's rows: "Change email address", "Change password",
"Upgrade to Patron", "Cancel subscription", which opens the win-back sheet, the "Pocket Casts
newsletter" switch, "Privacy policy", "Terms of use", "Sign out", which only opens "Sign out"
("Are you sure you want to sign out of syncing?") whose button calls ``userManager.signOut``,
and "Delete account", which only opens "Delete account?" whose Delete only opens the last
chance, "Yes, delete it", which calls ``deleteAccount``); ``features/podcasts/.../podcast/
PodcastFragment.kt`` and ``PodcastSettingsFragment.kt`` (Unfollow asks, titled "N Downloaded
Files" or "Are you sure?" by the downloaded episodes, "Unfollowing will delete all
downloaded files.", and its Unfollow calls ``unsubscribe``); ``features/podcasts/.../
ProfileEpisodeListFragment.kt`` (the Downloads page's options sheet, "Auto download
settings", "Stop all downloads" and "Clean up", which opens the clean-up page; the listening
history's options sheet, "Clear listening history", which only opens "Clear Listening
History" whose "Clear all" calls ``clearAllEpisodeHistory``); ``features/settings/.../
ManualCleanupConfirmationDialog.kt`` ("Clean up": Delete deletes the chosen downloaded
files); ``features/search/.../SearchHistoryClearAllConfirmationDialog.kt`` ("Clear Search
History"); ``features/player/.../ClearUpNextDialog.kt`` ("Clear N episodes" empties the Up
Next queue); ``features/settings/.../history/HistoryFragment.kt`` ("Restore Up Next?");
``features/filters/.../playlists/PlaylistsFragment.kt`` ("Delete playlist?": Delete calls
``deletePlaylist``, "There's no way to undo this."); ``features/podcasts/.../folders/
FolderEditFragment.kt`` ("Delete folder", the podcasts going back to the Podcasts screen)
and ``SuggestedFoldersFragment.kt`` ("Replace existing folders?": "Replace folders"
overwrites the folders, "This can't be undone."); ``services/views/.../multiselect/
MultiSelectBookmarksHelper.kt`` ("Delete bookmarks" deletes them, "This cannot be undone.")
and ``MultiSelectEpisodesHelper.kt`` ("Archive N episodes" and "Mark N episodes as
played", with Unarchive and "Mark as unplayed" to undo them);
``services/views/.../helper/DeleteState.kt`` (an uploaded file's deletion: "Delete
everywhere" or "Delete from device only" for a file on the device and in the cloud,
"Delete from cloud" for one only in the cloud); ``ConfirmationDialog``'s
``deleteDownloadWarningDialog`` ("Remove N downloads" deletes the downloaded files);
``features/settings/.../LowStorageDialogPresenter.kt`` ("Need to free up space?": "Manage
downloads" first, then "Maybe later"); ``services/views/.../helper/WarningsHelper.kt``
("You're on metered WiFi": "Queue for later" and "Download now");
``features/settings/.../PlaybackSettingsFragment.kt`` ("Apply to existing podcasts?": "No
thanks" and "Apply to existing", which changes every podcast's setting).
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, page, sheet

PODCAST, PLAYLIST, FOLDER = "The Daily", "Commute", "News"
FILES, EPISODES, DOWNLOADS = 3, 4, 12


def screens(t: Any) -> list[dict[str, Any]]:
    return account(t) + podcasts(t) + history(t) + organising(t) + episodes(t)


def account(t: Any) -> list[dict[str, Any]]:
    title = t("profile_account")
    rows = page(title, [
        {"button": t("profile_change_email_address")}, {"button": t("profile_change_password")},
        {"button": t("profile_upgrade_to_patron")}, {"button": t("profile_cancel_subscription")},
        {"switch": t("profile_pocket_casts_newsletter")},
        {"text": t("profile_newsletter_detail")}, {"button": t("profile_privacy_policy")},
        {"button": t("profile_terms_of_use")}, {"button": t("profile_sign_out")},
        {"button": t("profile_delete_account")}])  # fmt: skip
    where = "pocketcasts AccountDetailsFragment"
    return [
        entry("opens-prompt", f"{where} (Account)", rows, [(t("profile_sign_out"), False)]),
        entry("opens-prompt", f"{where} (Account)", rows,
              [(t("profile_delete_account"), False)]),
        entry("opens-prompt", f"{where} (Account)", rows,
              [(t("profile_cancel_subscription"), False)]),
        entry("reversible", f"{where} (Account)", rows,
              [(t("profile_pocket_casts_newsletter"), False)]),
        entry("harmless", f"{where} (Account)", rows, [(t("profile_change_password"), False)]),
        sheet("reversible", f"{where} (Sign out)", title, t("profile_sign_out"),
              t("profile_sign_out_confirm"), (t("profile_sign_out"), False)),
        sheet("opens-prompt", f"{where} (Delete account?)", title,
              t("profile_delete_account_title"), t("profile_delete_account_question"),
              (t("profile_account_delete"), False)),
        sheet("delete-account", f"{where} (Delete account?, the last chance)", title,
              t("profile_delete_account_title"), t("profile_delete_account_permanent_question"),
              (t("profile_account_delete_yes"), True)),
    ]  # fmt: skip


def podcasts(t: Any) -> list[dict[str, Any]]:
    where = "pocketcasts PodcastFragment (Unfollow)"
    warning = t("podcast_unsubscribe_warning")
    unfollow = t("unsubscribe")
    return [
        sheet("delete", f"{where}, with downloaded files", PODCAST,
              t("podcast_unsubscribe_downloaded_file_plural", FILES), warning,
              (unfollow, True)),
        sheet("reversible", f"{where}, with none downloaded", PODCAST, t("are_you_sure"),
              warning, (unfollow, False)),
        sheet("reversible", "pocketcasts PlaybackSettingsFragment (Apply to existing)",
              t("settings"), t("settings_apply_to_existing_podcasts"),
              t("settings_apply_archived_hide"), (t("settings_apply_to_existing"), False),
              (t("settings_no_thanks"), None)),
        sheet("harmless", "pocketcasts PlaybackSettingsFragment (Apply to existing)",
              t("settings"), t("settings_apply_to_existing_podcasts"),
              t("settings_apply_archived_hide"), (t("settings_apply_to_existing"), None),
              (t("settings_no_thanks"), False)),
    ]  # fmt: skip


def history(t: Any) -> list[dict[str, Any]]:
    downloads = t("downloads")
    options = [t("profile_auto_download_settings"), t("settings_auto_download_stop_all"),
               t("profile_clean_up")]  # fmt: skip
    listened = t("profile_navigation_listening_history")
    where = "pocketcasts ProfileEpisodeListFragment"
    return [
        menu("harmless", f"{where} (the Downloads options)", downloads, options,
             [(t("profile_clean_up"), False)]),
        menu("reversible", f"{where} (the Downloads options)", downloads, options,
             [(t("settings_auto_download_stop_all"), False)]),
        sheet("delete", "pocketcasts ManualCleanupConfirmationDialog", t("profile_clean_up"),
              t("settings_downloads_clean_up"), t("settings_downloads_clean_up_summary"),
              (t("delete"), True)),
        menu("opens-prompt", f"{where} (the Listening history options)", listened,
             [t("profile_clear_listening_history")],
             [(t("profile_clear_listening_history"), False)]),
        sheet("delete", f"{where} (Clear Listening History)", listened,
              t("profile_clear_listening_history_title"), t("profile_clear_cannot_be_undone"),
              (t("profile_clear_all"), True)),
        sheet("delete", "pocketcasts SearchHistoryClearAllConfirmationDialog", t("search"),
              t("clear_all"), t("search_history_clear_all_confirmation_message"),
              (t("search_history_clear_all_confirm_button_title"), True)),
        sheet("reversible", "pocketcasts ClearUpNextDialog", t("up_next"),
              t("player_up_next_clear_queue_button"), t("player_up_next_clear_queue_summary"),
              (t("player_up_next_clear_episodes_plural", 5), False)),
        sheet("reversible", "pocketcasts HistoryFragment (Restore Up Next?)",
              t("up_next_history"), t("up_next_history_restore_confirmation_title"),
              t("up_next_history_restore_confirmation_description"),
              (t("up_next_history_restore_button"), False)),
    ]  # fmt: skip


def organising(t: Any) -> list[dict[str, Any]]:
    return [
        sheet("delete", "pocketcasts PlaylistsFragment (Delete playlist?)", PLAYLIST,
              t("delete_playlist_confirmation_title"), t("delete_playlist_confirmation_body"),
              (t("delete"), True)),
        sheet("delete", "pocketcasts FolderEditFragment (Delete folder)", t("edit_folder"),
              t("are_you_sure"), t("delete_folder_question"), (t("delete_folder"), True)),
        sheet("overwrite", "pocketcasts SuggestedFoldersFragment (Replace existing folders?)",
              t("podcasts"), t("suggested_folders_replace_folders_confirmation_tittle"),
              t("suggested_folders_replace_folders_confirmation_description"),
              (t("suggested_folders_replace_folders_button"), True)),
        sheet("delete", "pocketcasts MultiSelectBookmarksHelper (Delete bookmarks)",
              PODCAST, t("are_you_sure"), t("bookmarks_delete_summary_plural", FILES),
              (t("bookmarks_delete_plural"), True)),
    ]  # fmt: skip


def episodes(t: Any) -> list[dict[str, Any]]:
    files = t("profile_navigation_files")
    asked = t("profile_cloud_delete_files_singular")
    everywhere = "pocketcasts CloudDeleteHelper (Delete File, on the device and in the cloud)"
    return [
        sheet("delete", everywhere, files, t("profile_delete_file_title"), asked,
              (t("profile_delete_everywhere"), True),
              (t("profile_delete_from_device_only"), None)),
        sheet("reversible", everywhere, files, t("profile_delete_file_title"), asked,
              (t("profile_delete_everywhere"), None),
              (t("profile_delete_from_device_only"), False)),
        sheet("delete", "pocketcasts CloudDeleteHelper (Delete from Cloud)", files,
              t("profile_delete_from_cloud_title"), asked,
              (t("profile_delete_from_cloud"), True)),
        sheet("reversible", "pocketcasts MultiSelectEpisodesHelper (Archive)", PODCAST,
              t("archive_title"), t("archive_summary"),
              (t("archive_episodes_plural", EPISODES), False)),
        sheet("reversible", "pocketcasts MultiSelectEpisodesHelper (Mark as played)",
              PODCAST, t("mark_as_played_title"), None,
              (t("mark_as_played_plural", EPISODES), False)),
        sheet("delete", "pocketcasts ConfirmationDialog (Remove downloaded episodes)",
              PODCAST, t("delete_download_warning_title"),
              t("delete_download_warning_summary"),
              (t("delete_download_warning_button", DOWNLOADS), True)),
        sheet("harmless", "pocketcasts LowStorageDialogPresenter (Need to free up space?)",
              t("downloads"), t("need_to_free_up_space"),
              t("save_space_by_managing_downloaded_episodes", "1.2 GB"),
              (t("manage_downloads"), None), (t("maybe_later"), False), confirm_first=True),
        sheet("harmless", "pocketcasts LowStorageDialogPresenter (Need to free up space?)",
              t("downloads"), t("need_to_free_up_space"),
              t("save_space_by_managing_downloaded_episodes", "1.2 GB"),
              (t("manage_downloads"), False), (t("maybe_later"), None), confirm_first=True),
        sheet("reversible", "pocketcasts WarningsHelper (You're on metered WiFi)", PODCAST,
              t("download_warning_title_metered_wifi"),
              t("download_warning_on_wifi_summary"),
              (t("download_warning_on_wifi_button"), None),
              (t("download_warning_on_wifi_later"), False)),
        sheet("reversible", "pocketcasts WarningsHelper (You're on metered WiFi)", PODCAST,
              t("download_warning_title_metered_wifi"),
              t("download_warning_on_wifi_summary"),
              (t("download_warning_on_wifi_button"), False),
              (t("download_warning_on_wifi_later"), None)),
    ]  # fmt: skip
