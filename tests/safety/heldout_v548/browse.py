"""Tachiyomi's Browse page: its sources, its extensions and the migration of a manga to
another source (``eu.kanade.tachiyomi``), strings from ``app/src/main/res/values*/strings.xml``.
The source, extension, package, version and manga names on the screens are the same in every
language.

Read from the code (``app/src/main/java/eu/kanade/tachiyomi``): ``ui/browse/BrowseController.kt``
(the tabs Sources, Extensions and Migrate); ``ui/browse/source/SourceController.kt`` (a long
press on a source opens ``SourceOptionsDialog``, titled with the source's name and language,
whose Pin and Disable each add the source to a preference at once, ``pinnedSources`` and
``disabledSources``, which Unpin and the source's switch in the Browse settings take it out of
again); ``ui/browse/extension/ExtensionController.kt``, ``ExtensionPresenter.kt`` and
``ExtensionHolder.kt`` (the extensions grouped as "Updates pending", Installed and by language,
each with a button: Update and Install, which download the APK with the system's download
manager and hand it to ``ExtensionInstallActivity``, which starts the system's
``ACTION_INSTALL_PACKAGE`` screen, where the user still has to confirm the install; Settings,
which opens the extension's page; Trust for an extension signed with an unknown certificate,
which opens ``ExtensionTrustDialog``); ``ui/browse/extension/ExtensionTrustDialog.kt`` ("Untrusted
extension", its warning, Uninstall, which starts the system's ``ACTION_UNINSTALL_PACKAGE``
confirmation, and Trust, which adds the certificate to the trusted signatures kept in the
preferences and loads the extension's code into the app, ``ExtensionManager.trustSignature``;
nothing in the app takes a signature off that list again);
``ui/browse/extension/details/ExtensionDetailsController.kt`` and
``ExtensionDetailsHeaderAdapter.kt`` (an installed extension's page: its name, version,
language and package, the Uninstall button, which starts the system's uninstall confirmation,
and a switch for each of its sources); ``ui/browse/migration/search/SearchController.kt`` and
``SearchPresenter.kt`` (the manga found in another source; tapping one opens ``MigrationDialog``,
"Select data to include" with the check boxes Chapters, Categories and Tracking, Cancel, Copy,
which adds the new manga to the library with the old one's read chapters, categories and
tracking, and Migrate, which does the same and takes the old manga out of the library, its
chapters, history and tracking left in the database, ``migrateMangaInternal``).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, NEUTRAL, POSITIVE, TEXT1, checks, dialog, entry, icon, nav, page, rid

SOURCE, MANGA = "MangaDex (EN)", "Vinland Saga"
KOMGA_PACKAGE = "eu.kanade.tachiyomi.extension.all.komga"


def screens(t: Any) -> list[dict[str, Any]]:
    return sources(t) + extensions(t) + migration(t)


def _tabs(t: Any) -> list[dict[str, Any]]:
    return [{"tab": t(k)} for k in ("label_sources", "label_extensions", "label_migration")]


def sources(t: Any) -> list[dict[str, Any]]:
    rows = tuple({"row": t(k), "rid": TEXT1} for k in ("action_pin", "action_disable"))
    return [
        dialog("reversible", "tachiyomi SourceController (a source's options)", t("browse"),
               SOURCE, None, [], rows, ((t("action_disable"), False),)),
    ]  # fmt: skip


def extensions(t: Any) -> list[dict[str, Any]]:
    def card(name: str, detail: str, button: str) -> list[dict[str, Any]]:
        return [{"row": name, "secondary": detail},
                {"button": t(button), "rid": rid("ext_button")}]  # fmt: skip

    listed = page(
        t("browse"),
        [
            icon(t("action_search"), "action_search"),
            icon(t("action_filter"), "action_settings"),
            *_tabs(t),
            {"text": t("ext_updates_pending")},
            *card("MangaDex", "1.2.151", "ext_update"),
            {"text": t("ext_installed")},
            *card("Komga", "1.2.24", "action_settings"),
            *card("Cubari", t("ext_untrusted"), "ext_trust"),
            {"text": t("all_lang")},
            *card("Comick", "1.2.40", "ext_install"),
            *nav(t),
        ],
    )
    details = page(
        t("label_extension_info"),
        [
            icon(t("whats_new"), "action_history"),
            {"text": "Komga", "rid": rid("extension_title")},
            {"text": t("ext_version_info", "1.2.24"), "rid": rid("extension_version")},
            {"text": t("ext_language_info", t("all_lang")), "rid": rid("extension_lang")},
            {"text": KOMGA_PACKAGE, "rid": rid("extension_pkg")},
            {"button": t("ext_uninstall"), "rid": rid("extension_uninstall_button")},
            {"switch": "Komga (ALL)", "checked": True},
            {"switch": "Komga (2) (ALL)", "checked": True},
        ],
    )
    return [
        entry("opens-prompt", "tachiyomi ExtensionController", listed, [(t("ext_install"), False)]),
        dialog("install", "tachiyomi ExtensionTrustDialog", t("browse"),
               t("untrusted_extension"), t("untrusted_extension_message"),
               [(t("ext_uninstall"), NEGATIVE, False), (t("ext_trust"), POSITIVE, True)]),
        entry("opens-prompt", "tachiyomi ExtensionDetailsController", details,
              [(t("ext_uninstall"), False)]),
    ]  # fmt: skip


def migration(t: Any) -> list[dict[str, Any]]:
    boxes = checks([(t("chapters"), True), (t("categories"), True), (t("track"), True)])

    def migrate(category: str, cancel: bool | None, copy: bool | None, go: bool | None) -> dict:
        return dialog(
            category,
            "tachiyomi SearchController.MigrationDialog",
            MANGA,
            t("migration_dialog_what_to_include"),
            None,
            [(t("android:cancel"), NEUTRAL, cancel), (t("copy"), NEGATIVE, copy),
             (t("migrate"), POSITIVE, go)],
            boxes,
        )  # fmt: skip

    return [migrate("reversible", None, False, False), migrate("harmless", False, None, None)]
