"""Mangayomi's extensions and their settings (``com.kodjodevf.mangayomi``): the Browse page's
extension tabs, an extension's page, the Browse settings and a list of repositories, strings
from ``lib/l10n/app_*.arb``. Extension names, versions, the language names the app writes
from its own table (``utils/language.dart``) and repository names are the same in every
language.

Read from the code (``lib/modules/``): ``browse/browse_screen.dart`` (the title Browse; the
tabs "Manga Sources", "Anime Sources", "Novel Sources", "Manga Extensions", "Anime Extensions"
and "Novel Extensions"); ``browse/extension/extension_screen.dart`` (the sections "Update
pending", with "Update all", which downloads and installs the new code of every extension with
an update, ``_updateSource``, Installed, and one per language for the extensions not
installed); ``browse/extension/widgets/extension_list_tile_widget.dart`` (a row's tap opens the
page of an installed extension, and installs one not yet installed, downloading its code from
the repository and storing it (``services/``); the row's install and trash icons carry no
words); ``browse/extension/extension_detail.dart`` ("Extension detail": the name, Version,
Language, "Edit code", which opens the code editor, "Delete all cookies", which deletes the
cookies of the source's site at once with ``MClient.deleteAllCookies``, and Uninstall, which
opens a dialog titled with the extension's name, "Uninstall NAME extension?", Cancel and OK; OK
clears the extension's code and deletes its preferences, ``sourcePreferences.deleteAllSync``);
``more/settings/browse/browse_screen.dart`` (the Browse settings: the repositories' rows,
which open their lists, "Check for extension updates", "Clear all sources", which opens "This
will completely erase all sources of the application", whose OK empties the sources with
``sources.clearSync``, "Clean database", which opens "This will remove all items that are not
added to the library!", whose OK deletes every entry not in the library with its chapters,
history and updates, "Clear library", which opens a dialog whose field takes ``manga``,
``anime`` and/or ``novel`` and whose OK deletes every entry of those types with the same
records, "Clear local library", and the NSFW switch);
``more/settings/browse/source_repositories.dart`` ("Manage Manga Repo URLs": each repository's
card, whose eye icon hides it and whose trash icon opens "Remove repo URL", Cancel and OK; OK
drops the repository from the list, with the extensions of it that are not installed,
``_removeOrphanSources``; Add opens "Add repo URL").
"""

from __future__ import annotations

from typing import Any

from screens import alert, confirm, entry, page

UPDATE = ("MangaDex", "English 1.4.2")
"""An installed extension with an update."""
INSTALLED = ("Comick", "English 1.4.8")
NOT_INSTALLED = ("MangaSee", "English 1.4.3")
GROUP = "English"
"""The section of the extensions not installed, named by the app's own table of languages."""
REPO = "Mangayomi Extensions"


def screens(t: Any) -> list[dict[str, Any]]:
    """The extensions, an extension's page and the Browse settings, in the language of ``t``."""
    return [*_extensions(t), *_extension(t), *_settings(t)]


def _extensions_page(t: Any) -> dict[str, Any]:
    tabs = [
        "manga_sources",
        "anime_sources",
        "novel_sources",
        "manga_extensions",
        "anime_extensions",
        "novel_extensions",
    ]
    return page(
        t("browse"),
        [
            *({"tab": t(k)} for k in tabs),
            {"text": t("update_pending")},
            {"button": t("update_all")},
            {"row": UPDATE[0], "secondary": UPDATE[1]},
            {"text": t("installed")},
            {"row": INSTALLED[0], "secondary": INSTALLED[1]},
            {"text": GROUP},
            {"row": NOT_INSTALLED[0], "secondary": NOT_INSTALLED[1]},
        ],
    )


def _extensions(t: Any) -> list[dict[str, Any]]:
    where = "mangayomi ExtensionScreen"
    tab = _extensions_page(t)
    return [
        entry("install", f"{where} (update all)", tab, [(t("update_all"), True)]),
        entry("install", f"{where} (not installed)", tab, [(NOT_INSTALLED[0], True)]),
        entry("harmless", f"{where} (installed)", tab, [(INSTALLED[0], False)]),
    ]


def _extension_page(t: Any) -> dict[str, Any]:
    return page(
        t("extension_detail"),
        [
            {"text": INSTALLED[0]},
            {"text": INSTALLED[1].split()[1]},
            {"text": t("version")},
            {"text": GROUP},
            {"text": t("language")},
            {"button": t("edit_code")},
            {"button": t("delete_all_cookies")},
            {"button": t("uninstall")},
        ],
    )


def _extension(t: Any) -> list[dict[str, Any]]:
    where = "mangayomi ExtensionDetail"
    detail = _extension_page(t)
    return [
        entry("opens-prompt", where, detail, [(t("uninstall"), False)]),
        entry("sign-out", f"{where} (cookies)", detail, [(t("delete_all_cookies"), True)]),
        confirm(
            "uninstall",
            f"{where} (uninstall)",
            t("extension_detail"),
            INSTALLED[0],
            t("uninstall_extension", INSTALLED[0]),
            (t("cancel"), False),
            (t("ok"), True),
        ),
    ]


def _settings_page(t: Any) -> dict[str, Any]:
    return page(
        t("browse"),
        [
            {"text": t("extensions")},
            {"row": t("android_proxy_server"), "secondary": t("apkbridge_description")},
            {"row": t("manga_extensions_repo"), "secondary": t("manage_manga_repo_urls")},
            {"row": t("anime_extensions_repo"), "secondary": t("manage_anime_repo_urls")},
            {"row": t("novel_extensions_repo"), "secondary": t("manage_novel_repo_urls")},
            {"switch": t("check_for_extension_updates"), "checked": True},
            {"button": t("clear_all_sources")},
            {"row": t("clean_database"), "secondary": t("clean_database_desc")},
            {"row": t("clear_library"), "secondary": t("clear_library_desc")},
            {"row": t("clear_local_library"), "secondary": t("clear_local_library_desc")},
        ],
    )


def _settings(t: Any) -> list[dict[str, Any]]:
    where = "mangayomi BrowseSScreen"
    settings = _settings_page(t)
    field = ({"field": "", "text": "manga", "focused": True},)
    repos = t("manage_manga_repo_urls")
    return [
        entry("harmless", where, settings, [(t("manga_extensions_repo"), False)]),
        entry("reversible", where, settings, [(t("check_for_extension_updates"), False)]),
        entry("opens-prompt", where, settings, [(t("clear_all_sources"), False)]),
        entry("opens-prompt", where, settings, [(t("clean_database"), False)]),
        confirm(
            "delete",
            f"{where} (clear all sources)",
            t("browse"),
            t("clear_all_sources"),
            t("clear_all_sources_msg"),
            (t("cancel"), False),
            (t("ok"), True),
        ),
        confirm(
            "delete",
            f"{where} (clean database)",
            t("browse"),
            t("clean_database"),
            t("clean_database_desc"),
            (t("cancel"), False),
            (t("ok"), True),
        ),
        alert(
            "delete",
            f"{where} (clear library)",
            t("browse"),
            t("clear_library"),
            t("clear_library_input"),
            [(t("cancel"), False), (t("ok"), True)],
            field,
        ),
        confirm(
            "delete",
            "mangayomi SourceRepositories (remove repo URL)",
            repos,
            t("remove_extensions_repo"),
            t("remove_extensions_repo"),
            (t("cancel"), False),
            (t("ok"), True),
        ),
    ]
