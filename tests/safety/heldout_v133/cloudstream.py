"""Cloudstream's screens (``com.lagradost.cloudstream3``, a media player and downloader whose
sources are third-party extensions: downloaded episodes played, paused and deleted, the
continue-watching history cleared, extension repositories added and deleted, their plugins
installed and deleted, tracking accounts signed out), strings from
``app/src/main/res/values*/strings.xml``. The titles, episode, repository, plugin and account
names on the screens are the same in every language.

Read from the code (``app/src/main``): ``ui/download/button/PieFetchButton.kt`` (a downloaded
episode's button opens a popup menu, ``popupMenuNoIcons``: "Play File", "Delete File" and, for
a download under 98 %, "Pause Download" or "Resume Download"; an episode still in the queue
offers Cancel alone, which takes it off the queue) and ``ui/download/DownloadButtonSetup.kt``
("Delete File" asks "Delete File" "This will permanently delete ... Are you sure?" with
Cancel and Delete, whose Delete deletes the file, ``deleteFilesAndUpdateSettings``; Pause
pauses the download, which Resume goes on with); ``ui/download/DownloadFragment.kt`` and
``fragment_downloads.xml`` (items selected: ``btnCancel`` (Cancel), ``btnDelete`` ("Delete (n |
size)") and ``btnToggleAll`` ("Select All"); Delete calls ``DownloadViewModel.handleMultiDelete``,
which asks "Delete Files" "Are you sure you want to permanently delete the following items?"
with Cancel and Delete, whose Delete deletes them); ``ui/home/HomeParentItemAdapterPreview.kt``,
``HomeChildItemAdapter.kt`` and ``home_remove_grid.xml`` (the Continue Watching row ends with
the "Clear history" card, which asks "Clear history" "This will permanently delete Continue
Watching ..." with Cancel and Delete, whose Delete calls ``deleteAllResumeStateIds``);
``ui/settings/extensions/ExtensionsFragment.kt``, ``RepoAdapter.kt``,
``fragment_extensions.xml``, ``repository_item.xml`` and ``add_repo_input.xml`` (the
Extensions page: each repository's row with its ``action_button``, which asks "Delete
repository" "This will also delete all repository plugins" with Cancel and Delete, whose
Delete calls ``RepositoryManager.removeRepository``, the plugins' files deleted with it; "Add
repository" opens its dialog: the name and URL fields, ``apply_btt`` "Add repository", which
adds it, and ``cancel_btt`` Cancel, whose label ``sort_cancel`` is ``@string/cancel``);
``ui/settings/extensions/PluginsFragment.kt``, ``PluginAdapter.kt`` and
``PluginsViewModel.handlePluginAction`` (a plugin's row: tapping it opens its details sheet;
its ``action_button``, described as Download whatever its icon, downloads and loads a plugin
not yet installed and deletes an installed one at once, with no dialog);
``ui/settings/SettingsAccount.kt`` and ``account_managment.xml`` (an account's dialog: its
name and site, "Switch account" and "Log out", which calls ``api.logout``).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page, popup

ID = "com.lagradost.cloudstream3:id/"
SHOW, EPISODE = "Frieren", "Frieren S1 E7"
REPO, URL = "Megarepo", "https://example.org/megarepo/repo.json"
PLUGIN, SITE = "ExampleProvider", "AniList"


def screens(t: Any) -> list[dict[str, Any]]:
    return downloads(t) + history(t) + extensions(t) + accounts(t)


def sure(t: Any, category: str, source: str, behind: str, title: str, message: str,
         cancel: bool | None, delete: bool | None) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog.Builder`` confirmation with Cancel and Delete."""
    return alert(category, f"cloudstream {source}", behind, title, message,
                 (t("cancel"), cancel), (t("delete"), delete))  # fmt: skip


def downloads(t: Any) -> list[dict[str, Any]]:
    rows = [t(k) for k in ("popup_play_file", "popup_delete_file", "popup_pause_download")]
    where = "cloudstream PieFetchButton (popupMenuNoIcons)"
    one = t("delete_message", EPISODE)
    title = t("title_downloads")
    chosen = page("2", [
        {"icon": t("cancel"), "rid": f"{ID}btnCancel"},
        {"button": t("delete_format", 2, "1.4 GB"), "rid": f"{ID}btnDelete"},
        {"button": t("select_all"), "rid": f"{ID}btnToggleAll"},
        {"row": SHOW}, {"row": "Dungeon Meshi"}, {"row": "Blue Eye Samurai"}])  # fmt: skip
    many = t("delete_message_multiple", f"{SHOW}\nDungeon Meshi")
    return [
        menu("opens-prompt", where, EPISODE, rows, [(t("popup_delete_file"), False)]),
        menu("harmless", where, EPISODE, rows, [(t("popup_play_file"), False)]),
        menu("reversible", where, EPISODE, rows, [(t("popup_pause_download"), False)]),
        menu("reversible", f"{where} (queued)", EPISODE, [t("cancel")], [(t("cancel"), False)]),
        sure(t, "delete", "DownloadButtonSetup (DOWNLOAD_ACTION_DELETE_FILE)", EPISODE,
             t("delete_file"), one, None, True),
        sure(t, "harmless", "DownloadButtonSetup (DOWNLOAD_ACTION_DELETE_FILE)", EPISODE,
             t("delete_file"), one, False, None),
        entry("opens-prompt", "cloudstream DownloadFragment (selection)", chosen,
              [("btnDelete", False)]),
        entry("harmless", "cloudstream DownloadFragment (selection)", chosen,
              [(t("select_all"), False)]),
        sure(t, "delete", "DownloadViewModel (handleMultiDelete)", title, t("delete_files"),
             many, None, True),
        sure(t, "harmless", "DownloadViewModel (handleMultiDelete)", title, t("delete_files"),
             many, False, None),
    ]  # fmt: skip


def history(t: Any) -> list[dict[str, Any]]:
    title = t("title_home")
    home = page(title, [
        {"text": t("continue_watching")}, {"row": SHOW}, {"row": "Dungeon Meshi"},
        {"button": t("clear_history"), "rid": f"{ID}imageText"}])  # fmt: skip
    message = t("delete_message", t("continue_watching"))
    where = "HomeParentItemAdapterPreview (resumeAdapter removeCallback)"
    return [
        entry("opens-prompt", "cloudstream HomeChildItemAdapter (home_remove_grid)", home,
              [(t("clear_history"), False)]),
        sure(t, "delete", where, title, t("clear_history"), message, None, True),
        sure(t, "harmless", where, title, t("clear_history"), message, False, None),
    ]  # fmt: skip


def extensions(t: Any) -> list[dict[str, Any]]:
    title = t("extensions")
    repos = page(title, [
        {"row": REPO, "rid": f"{ID}main_text"}, {"text": URL, "rid": f"{ID}sub_text"},
        {"icon": t("download"), "rid": f"{ID}action_button"},
        {"button": t("add_repository"), "rid": f"{ID}add_repo_button"}])  # fmt: skip
    ask = (t("delete_repository"), t("delete_repository_plugins"))
    adding = (
        {"text": t("add_repository"), "rid": f"{ID}text1"},
        {"field": t("repository_name_hint"), "rid": f"{ID}repo_name_input", "text": REPO},
        {"field": t("repository_url_hint"), "rid": f"{ID}repo_url_input", "text": URL},
        {"button": t("add_repository"), "rid": f"{ID}apply_btt"},
        {"button": t("cancel"), "rid": f"{ID}cancel_btt"},
    )

    def plugins(size: str) -> dict[str, Any]:
        return page(REPO, [
            {"row": PLUGIN, "rid": f"{ID}main_text"}, {"text": "v12", "rid": f"{ID}ext_version"},
            {"text": size, "rid": f"{ID}ext_filesize"},
            {"icon": t("download"), "rid": f"{ID}action_button"}])  # fmt: skip

    installed, missing = plugins("48 kB"), plugins("52 kB")
    where = "cloudstream ExtensionsFragment"
    return [
        entry("opens-prompt", f"{where} (RepoAdapter)", repos, [("action_button", False)]),
        entry("harmless", where, repos, [(t("add_repository"), False)]),
        sure(t, "delete", f"ExtensionsFragment (delete {REPO})", title, *ask, None, True),
        sure(t, "harmless", f"ExtensionsFragment (delete {REPO})", title, *ask, False, None),
        popup("reversible", f"{where} (add_repo_input)", title, None, None, [], adding,
              (("apply_btt", False),)),
        popup("harmless", f"{where} (add_repo_input)", title, None, None, [], adding,
              (("cancel_btt", False),)),
        entry("install", "cloudstream PluginAdapter (not downloaded)", missing,
              [("action_button", True)]),
        entry("uninstall", "cloudstream PluginAdapter (downloaded)", installed,
              [("action_button", True)]),
        entry("harmless", "cloudstream PluginAdapter (PluginDetailsFragment)", installed,
              [(PLUGIN, False)]),
    ]  # fmt: skip


def accounts(t: Any) -> list[dict[str, Any]]:
    shown = (
        {"text": "alex", "rid": f"{ID}account_name"},
        {"text": SITE, "rid": f"{ID}account_site"},
        {"button": t("switch_account"), "rid": f"{ID}account_switch_account"},
        {"button": t("logout"), "rid": f"{ID}account_logout"},
    )
    where = "cloudstream SettingsAccount (showLoginInfo)"
    behind = t("category_account")
    return [
        popup("sign-out", where, behind, None, None, [], shown, ((t("logout"), False),)),
        popup("harmless", where, behind, None, None, [], shown,
              ((t("switch_account"), False),)),
    ]  # fmt: skip
