"""Komikku's Browse: its extensions, their repositories, the sources and the feed
(``app.komikku``), strings from the three ``moko-resources`` modules. The extensions', sources',
repositories' and saved searches' names, the package name, version and URL are the same in
every language.

Read from the code (``app/src/main/java``): ``eu/kanade/tachiyomi/ui/browse/BrowseTab.kt`` (the
tabs Sources, Feed, Extensions and Migrate, Feed second by default);
``eu/kanade/tachiyomi/ui/browse/extension/ExtensionsTab.kt`` (the Extensions tab's Search,
"Toggle NSFW only" and overflow) and ``eu/kanade/presentation/browse/ExtensionsScreen.kt`` (the
headers Installed and, for the extensions of all languages, Multi; an installed extension's
Settings icon; an available one's "Open in WebView" and Install, which calls
``ExtensionManager.installExtension``: the APK is downloaded and installed by the chosen
installer, with the private installer into the app's own storage at once; an untrusted one's
``ExtensionTrustDialog``: "Untrusted extension", its warning, Uninstall and Trust, which adds the
extension's signature to the trusted ones, as "Revoke trusted unknown extensions" in the
advanced settings takes all of them back); ``eu/kanade/presentation/browse/
ExtensionDetailsScreen.kt`` ("Extension info": "Open in WebView", "Open source repo", the
overflow's "Enable all", "Disable all" and "Clear cookies", the version and language, Uninstall,
"App info" for an extension installed as a package, "Incognito mode" and a switch per source,
named by its language)
with ``ExtensionDetailsScreenModel.uninstallExtension`` and ``extension/util/
ExtensionInstaller.uninstallApk`` (an extension installed as a package is handed to the
system's uninstall screen, ``ACTION_UNINSTALL_PACKAGE``, which asks first; a private one's file
is deleted at once, ``ExtensionLoader.uninstallPrivateExtension``);
``eu/kanade/presentation/more/settings/screen/browse/`` (``components/ExtensionReposScreen.kt``
and ``ExtensionReposContent.kt``: "Extension repos", Refresh, a repository's card with "Open in
browser", "Copy to clipboard", Disable and Delete, which opens ``ExtensionRepoDeleteDialog``,
and the Add button; ``components/ExtensionReposDialogs.kt``: "Delete repo", "Do you wish to
delete the repo ...?", Cancel and OK, whose OK calls ``ExtensionReposScreenModel.deleteRepo``,
which deletes the repository from the database and drops its extensions from the list; the
conflict dialog "Signing Key Fingerprint Already Exists", Cancel and Replace, whose Replace calls
``replaceRepo``: ``extension_repos.sq``'s ``replace`` writes the new URL and name over the
repository with the same key, the old URL kept nowhere); ``eu/kanade/presentation/browse/
SourcesScreen.kt`` (``SourceOptionsDialog`` on a long press: Pin, which pins the source, Unpin
taking it back, Disable and "Extension info"); ``eu/kanade/presentation/browse/components/
SourceFeedDialogs.kt`` and ``eu/kanade/tachiyomi/ui/browse/feed/FeedTab.kt`` (a feed item's
``FeedActionsDialog`` sheet: its title, Delete, which opens ``SourceFeedDeleteDialog``, and
Cancel; ``SourceFeedDeleteDialog``: Feed, "Delete feed item?", Cancel and Delete, whose Delete
calls ``FeedScreenModel.deleteFeed``, which deletes the saved feed entry).
"""

from __future__ import annotations

from typing import Any

from screens import entry, icons, page, popup

MANGADEX, COMICK, BATOTO = "MangaDex", "Comick", "Bato.to"
UN = "\U0001f1fa\U0001f1f3"
"""The flag a row shows before the language of an extension for all languages (``FlagEmoji``)."""
REPO, NEW_REPO = "Keiyoushi", "Keiyoushi CDN"
REPO_URL = "https://raw.githubusercontent.com/keiyoushi/extensions/repo"
FEED = "Isekai (completed)"


def screens(t: Any) -> list[dict[str, Any]]:
    return _extensions(t) + _repos(t) + _sources(t)


def _browse(t: Any) -> list[dict[str, Any]]:
    return [
        {"tab": t("label_sources")},
        {"tab": t("sy.feed")},
        {"tab": t("label_extensions")},
        {"tab": t("label_migration")},
    ]


def _extension_tab(t: Any) -> dict[str, Any]:
    installed = f"{UN} {t('multi_lang')} • 1.4.205 • @{REPO}"
    return page(
        t("browse"),
        [
            *icons(
                t("action_search"),
                t("kmk.action_toggle_nsfw_only"),
                t("action_menu_overflow_description"),
            ),
            *_browse(t),
            {"text": t("ext_installed")},
            {
                "list": [
                    {"row": MANGADEX, "secondary": f"{installed} • {t('ext_installer_private')}"}
                ]
            },
            *icons(t("action_settings")),
            {"text": t("multi_lang")},
            {"list": [{"row": COMICK, "secondary": f"{UN} {t('multi_lang')} • 1.4.12 • @{REPO}"}]},
            *icons(t("action_open_in_web_view"), t("ext_install")),
        ],
    )


def _details(t: Any, shared: bool) -> dict[str, Any]:
    name = BATOTO if shared else COMICK
    buttons = [{"button": t("ext_uninstall")}]
    if shared:
        buttons.append({"button": t("ext_app_info")})
    return page(
        t("label_extension_info"),
        [
            *icons(
                t("action_open_in_web_view"),
                t("action_open_repo"),
                t("action_menu_overflow_description"),
            ),
            {"text": name},
            {"text": "all.batoto" if shared else "all.comick"},
            {"text": "1.4.48" if shared else "1.4.12"},
            {"text": t("ext_info_version")},
            {"text": t("multi_lang")},
            {"text": t("ext_info_language")},
            *buttons,
            {"switch": t("pref_incognito_mode"), "checked": False},
            {"text": t("pref_incognito_mode_extension_summary")},
            {"switch": t("multi_lang"), "checked": True},
        ],
    )


def _extensions(t: Any) -> list[dict[str, Any]]:
    return [
        entry(
            "install",
            "komikku ExtensionScreen (an available extension)",
            _extension_tab(t),
            [(t("ext_install"), True)],
        ),
        entry(
            "uninstall",
            "komikku ExtensionDetailsScreen (a private extension)",
            _details(t, False),
            [(t("ext_uninstall"), True)],
        ),
        entry(
            "opens-prompt",
            "komikku ExtensionDetailsScreen (an extension installed as a package)",
            _details(t, True),
            [(t("ext_uninstall"), False)],
        ),
        popup(
            "reversible",
            "komikku ExtensionTrustDialog",
            t("browse"),
            t("untrusted_extension"),
            t("untrusted_extension_message"),
            [(t("ext_uninstall"), None), (t("ext_trust"), False)],
        ),
    ]


def _repos(t: Any) -> list[dict[str, Any]]:
    repos = page(
        t("label_extension_repos"),
        [
            *icons(t("action_webview_refresh")),
            {"text": REPO},
            *icons(
                t("action_open_in_browser"),
                t("action_copy_to_clipboard"),
                t("action_disable"),
                t("action_delete"),
            ),
            {"button": t("action_add")},
        ],
    )
    return [
        entry("opens-prompt", "komikku ExtensionReposScreen", repos, [(t("action_delete"), False)]),
        popup(
            "delete",
            "komikku ExtensionRepoDeleteDialog",
            t("label_extension_repos"),
            t("action_delete_repo"),
            t("delete_repo_confirmation", REPO_URL),
            [(t("action_cancel"), False), (t("action_ok"), True)],
        ),
        popup(
            "overwrite",
            "komikku ExtensionRepoConflictDialog",
            t("label_extension_repos"),
            t("action_replace_repo_title"),
            t("action_replace_repo_message", NEW_REPO, REPO),
            [(t("action_cancel"), False), (t("action_replace_repo"), True)],
        ),
    ]


def _sources(t: Any) -> list[dict[str, Any]]:
    options = (
        {"row": t("action_pin")},
        {"row": t("action_disable")},
        {"row": t("label_extension_info")},
    )
    delete = t("action_delete")
    return [
        popup(
            "reversible",
            "komikku SourceOptionsDialog",
            t("browse"),
            f"{MANGADEX} (EN)",
            None,
            [],
            options,
            ((t("action_pin"), False),),
        ),
        popup(
            "opens-prompt",
            "komikku FeedActionsDialog",
            t("browse"),
            FEED,
            None,
            [(t("action_cancel"), None)],
            ({"row": delete},),
            ((delete, False),),
        ),
        popup(
            "delete",
            "komikku SourceFeedDeleteDialog",
            t("browse"),
            t("sy.feed"),
            t("sy.feed_delete"),
            [(t("action_cancel"), False), (delete, True)],
        ),
    ]
