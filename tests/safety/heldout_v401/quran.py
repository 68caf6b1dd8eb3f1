"""Quran for Android's screens (``com.quran.labs.androidquran``, a Quran reader: pages read and
bookmarked, bookmarks tagged and deleted with Undo, ayahs shared, copied and played,
translations downloaded, ordered and removed, recitations downloaded and removed, bookmarks
imported and exported, the data folder moved, a Quran.com account signed in and out), strings
from ``res/values*/strings.xml`` of the app and its modules. The names of translations,
reciters, surahs, tags and collections on the screens are the same in every language.

Read from the code (``app/src/main/java/com/quran/labs/androidquran``): ``ui/QuranActivity.kt``
and ``res/menu/home_menu.xml`` (the home page's tabs Surahs, Juz' and Bookmarks; the overflow
with "Last page", Search, "Go to page", Settings, Help, "About Us" and "Other apps", and the
Sort submenu with "Date Added", "Location in Quran", "Group by Tags", "Recent pages" and "Show
Date", which only change how the bookmarks are listed; the translation update dialog with Later
and Yes, which opens the translation manager); ``ui/fragment/JumpFragment.kt`` and
``res/layout/jump_dialog.xml`` ("Go to page" with the page field, the surah and ayah spinners
and OK, which only turns to the page); ``ui/fragment/BookmarksFragment.kt``,
``presenter/bookmark/BookmarksContextualModePresenter.kt`` and
``res/menu/bookmark_contextual_menu.xml`` (the selected bookmarks' bar: "Tag Bookmark", "Edit
Tag", "Delete Tag", which deletes the bookmarks or tags only after
``DELAY_DELETION_DURATION_IN_MS`` and shows a snackbar with Undo, which calls
``cancelDeletion``, and "New Tag"); ``ui/fragment/TagBookmarkDialog.kt`` and
``res/layout/tag_row.xml`` (the tags with their check boxes, the "New Tag" row, Cancel and OK,
which saves the bookmark's tags); ``ui/fragment/AddTagDialog.kt`` and
``res/layout/tag_dialog.xml`` (Tag: the name field and OK, which adds or renames the tag);
``ui/PagerActivity.kt`` and ``res/menu/quran_menu.xml`` (the reading page's Bookmarks icon,
which sets or clears the page's reading bookmark, a move showing Undo, and overflow: "Show
Translation", Search, "Night mode", "Go to page", Settings and Help; the dialog asking to
download the small files needed for sharing and translations, with No and Yes, which downloads
them); ``common/toolbar`` with ``res/menu/ayah_menu.xml`` (the selected ayah's bar: "Bookmark
this Ayah", which opens the bookmark sheet, "Share Ayah Link", which opens the system's share
sheet, where the app to send it with is still to be picked, "Copy Ayah", "Ayah
Translation/Tafseer", "Play from Here" and "Recite from here"); ``feature/ayahbookmark`` (the
Compose bookmark sheet: Done, the reading bookmark, the collections, each toggled by a tap, "New
collection", whose row opens a name field with Cancel and Create, and "Remove bookmark", which
removes the bookmark and shows "Bookmark removed" with Undo);
``ui/fragment/QuranSettingsFragment.kt`` and ``res/xml/quran_preferences.xml`` (Settings: "Night
mode", Streaming and the other check boxes, which apply at once and can be unticked,
Translations, which opens the translation manager, "Audio Manager" and "Advanced Options");
``ui/fragment/QuranAdvancedSettingsFragment .kt`` and ``res/xml/quran_advanced_preferences.xml``
(Import, which opens the system's file picker; Export and "Export CSV", which write a copy of
the bookmarks and tags to a file of the app and offer it to the share sheet; "Quran data
directory", whose list of storages opens the Warning with Cancel and OK, which copies the app's
pages and audio to the new place through ``QuranFileUtils.moveAppFiles`` and uses it from then
on); ``QuranImportActivity.kt`` and ``presenter/QuranImportPresenter.kt`` (the chosen backup's
dialog with Cancel and "Import Data", which merges its bookmarks and tags into the current ones
through ``BookmarkImportExportModel.importBookmarks``, ``deleteExisting = false``);
``ui/TranslationManagerActivity.kt``, ``res/menu/downloaded_translation_menu.xml`` and
``res/layout/translation_row.xml`` (a downloaded translation's bar: "Move Up", "Move Down" and
"Remove Translation", which opens "Remove Translation?" with Cancel and Remove, which deletes
the translation's database file through ``removeTranslation``); ``feature/downloadmanager``
(Compose: ``AudioManagerActivity.kt`` lists the reciters; ``SheikhAudioDownloadsActivity.kt``
with ``SheikhDownloadToolbar.kt`` and ``SheikhSuraRow.kt``: the surahs of a reciter, the
selection's "Download selection" and "Delete selection" icons and, with nothing selected,
"Download all", which opens the range of ``SuraRangeDialog.kt`` with "From", "To" and "DOWNLOAD
SELECTION"; ``RemoveConfirmationDialog .kt``: "Remove Surah?" for one surah or several and
"Delete database" for the reciter's timing database, each with Cancel and Remove, which deletes
the files through ``AudioManagerPresenter``); ``feature/sync`` (``QuranSyncScreen.kt``:
"Quran.com Sync", with "Log in", which opens Quran.com's sign-in page in the browser, and,
signed in, the account's name, email and id with "Log out", which ends the session through
``QuranSyncManager.logout``).
"""

from __future__ import annotations

from typing import Any

from screens import alert, dialog, entry, menu, page, popup

ID = "com.quran.labs.androidquran:id/"
SAHIH, YUSUF, KHAN = "Sahih International", "Yusuf Ali", "Muhsin Khan"
KATHIR, JALALAYN = "Tafsir Ibn Kathir", "Tafsir al-Jalalayn"
ALAFASY, HUSARY = "Mishary Rashid Alafasy", "Mahmoud Khalil Al-Husary"
BASIT, MINSHAWI = "Abdul Basit Abdul Samad", "Mohamed Siddiq al-Minshawi"
TAGS = ("Memorize", "Daily reading", "Duas")
BOOKMARKS = ("Al-Baqarah 2:255", "Al-Kahf 18:10", "Yasin 36:1")
SURAS = ("Al-Fatihah", "Al-Baqarah", "Al-Kahf", "Maryam", "Yasin", "Al-Mulk")
EMAIL, NAME, ACCOUNT = "yusuf.ahmed@example.com", "Yusuf Ahmed", "8f3c2a91"


def screens(lookup: Any) -> list[dict[str, Any]]:
    def t(key: str, *args: Any) -> str:
        """A string as the device shows it: one that only names another
        (``@string/cancel``) shows that one, as Android resolves it."""
        text = lookup(key, *args)
        return lookup(text[len("@string/") :], *args) if text.startswith("@string/") else text

    return (
        home(t)
        + bookmarks(t)
        + reading(t)
        + bookmark_sheet(t)
        + settings(t)
        + advanced(t)
        + importing(t)
        + translations(t)
        + audio(t)
        + sync(t)
    )


def home_page(t: Any) -> dict[str, Any]:
    return page(
        t("app_name"),
        [
            {"tab": t("quran_sura")},
            {"tab": t("quran_juz2")},
            {"tab": t("menu_bookmarks")},
            {"list": [{"row": name, "rid": f"{ID}sura_title"} for name in SURAS[:4]]},
        ],
    )


def home(t: Any) -> list[dict[str, Any]]:
    title = t("app_name")
    overflow = [
        t(k)
        for k in (
            "menu_sort",
            "menu_jump_last_page",
            "menu_search",
            "gotoPage",
            "menu_settings",
            "menu_help",
            "menu_about",
            "menu_other_apps",
        )
    ]
    sort = [
        t(k)
        for k in (
            "menu_sort_date",
            "menu_sort_location",
            "menu_sort_group_by_tags",
            "recent_pages",
            "menu_show_date",
        )
    ]
    where = "quran QuranActivity (home_menu)"
    jump = dialog(
        "harmless",
        "quran JumpFragment",
        title,
        None,
        None,
        [(t("dialog_ok"), "android:id/button1", False)],
        (
            {"text": t("gotoPage")},
            {"field": f"{ID}page_number", "hint": "1", "text": "293"},
            {"text": t("sura_and_ayah")},
            {"field": f"{ID}sura_spinner", "text": "Al-Kahf"},
            {"field": f"{ID}ayah_spinner", "text": "1"},
        ),
    )
    update = "quran QuranActivity (translation updates)"
    message = t("translation_updates_available")
    return [
        menu("harmless", where, title, overflow, [(t("gotoPage"), False)]),
        menu("reversible", f"{where} sort", title, sort, [(t("menu_sort_date"), False)]),
        menu("reversible", f"{where} sort", title, sort, [(t("menu_sort_group_by_tags"), False)]),
        jump,
        alert(
            "harmless",
            update,
            title,
            None,
            message,
            (t("translation_dialog_later"), None),
            (t("translation_dialog_yes"), False),
        ),
    ]


def bookmarks(t: Any) -> list[dict[str, Any]]:
    title = t("app_name")
    rows = [
        {"row": b, "secondary": TAGS[i % 2], "rid": f"{ID}title"} for i, b in enumerate(BOOKMARKS)
    ]
    bar = page(
        "1",
        [
            {"icon": t("tag_bookmark"), "rid": f"{ID}cab_tag_bookmark"},
            {"icon": t("delete_tag"), "rid": f"{ID}cab_delete"},
            {"icon": t("new_tag"), "rid": f"{ID}cab_new_tag"},
            {"tab": t("quran_sura")},
            {"tab": t("quran_juz2")},
            {"tab": t("menu_bookmarks")},
            {"list": rows},
        ],
    )
    cab = "quran BookmarksFragment (contextual bar)"
    snackbar = page(
        title,
        [
            {"tab": t("quran_sura")},
            {"tab": t("quran_juz2")},
            {"tab": t("menu_bookmarks")},
            {"list": rows[1:]},
            {"text": t("bookmark_tag_deleted#1"), "rid": f"{ID}snackbar_text"},
            {"button": t("undo"), "rid": f"{ID}snackbar_action"},
        ],
    )
    tag_rows = [
        {"switch": name, "rid": f"{ID}tag_checkbox", "checked": i == 0}
        for i, name in enumerate(TAGS)
    ]
    tag_rows.append({"row": t("new_tag"), "rid": f"{ID}tag_name"})
    tagging = "quran TagBookmarkDialog"
    add_tag = dialog(
        "reversible",
        "quran AddTagDialog",
        title,
        t("tag_dlg_title"),
        None,
        [(t("dialog_ok"), "android:id/button1", False)],
        ({"field": f"{ID}tag_name", "hint": t("tag_name"), "text": "Night prayer"},),
    )
    return [
        entry("reversible", cab, bar, [(t("delete_tag"), False)]),
        entry("opens-prompt", cab, bar, [(t("tag_bookmark"), False)]),
        entry("opens-prompt", cab, bar, [(t("new_tag"), False)]),
        entry(
            "reversible",
            "quran BookmarksFragment (deleted, Undo)",
            snackbar,
            [(t("undo"), False)],
        ),
        alert(
            "reversible",
            tagging,
            title,
            None,
            None,
            (t("cancel"), None),
            (t("dialog_ok"), False),
            ({"list": tag_rows},),
        ),
        add_tag,
    ]


def pager_page(t: Any) -> list[dict[str, Any]]:
    return [
        {"icon": t("menu_bookmarks"), "rid": f"{ID}favorite_item"},
        {"icon": t("menu_translation"), "rid": f"{ID}goto_translation"},
        {"text": t("page_description", "293", "15"), "rid": f"{ID}page_info"},
    ]


def reading(t: Any) -> list[dict[str, Any]]:
    title = t("quran_sura_title", "Al-Kahf")
    overflow = [
        t(k)
        for k in (
            "menu_search",
            "prefs_night_mode_title",
            "gotoPage",
            "menu_settings",
            "menu_help",
        )
    ]
    where = "quran PagerActivity (quran_menu)"
    toolbar = page(
        title,
        [
            *pager_page(t),
            {"icon": t("bookmark_ayah"), "rid": f"{ID}cab_bookmark_ayah"},
            {"icon": t("share_ayah_text"), "rid": f"{ID}cab_share_ayah"},
            {"icon": t("translation_ayah"), "rid": f"{ID}cab_translate_ayah"},
            {"icon": t("play_from_here"), "rid": f"{ID}cab_play_from_here"},
            {"icon": t("recite_from_here"), "rid": f"{ID}cab_recite_from_here"},
        ],
    )
    share = [t("share_ayah"), t("share_ayah_text"), t("copy_ayah")]
    bar = "quran AyahToolBar (ayah_menu)"
    extra = "quran PagerActivity (required files)"
    message = t("download_extra_data")
    return [
        menu("harmless", where, title, overflow, [(t("menu_search"), False)]),
        menu("reversible", where, title, overflow, [(t("prefs_night_mode_title"), False)]),
        entry(
            "reversible",
            "quran PagerActivity (page)",
            page(title, pager_page(t)),
            [(t("menu_bookmarks"), False)],
        ),
        entry("opens-prompt", bar, toolbar, [(t("bookmark_ayah"), False)]),
        menu("opens-prompt", f"{bar} share", title, share, [(t("share_ayah"), False)]),
        menu("harmless", f"{bar} share", title, share, [(t("copy_ayah"), False)]),
        alert(
            "reversible",
            extra,
            title,
            None,
            message,
            (t("downloadPrompt_no"), None),
            (t("downloadPrompt_ok"), False),
        ),
        alert(
            "harmless",
            extra,
            title,
            None,
            message,
            (t("downloadPrompt_no"), False),
            (t("downloadPrompt_ok"), None),
        ),
    ]


def sheet_items(t: Any) -> tuple[dict[str, Any], ...]:
    return (
        {"button": t("ayahbookmark_done")},
        {
            "row": t("ayahbookmark_reading_bookmark_title"),
            "secondary": t("ayahbookmark_reading_bookmark_currently_at", "Maryam 19:1"),
        },
        {"text": t("ayahbookmark_collections_header").upper()},
        {"list": [{"row": name} for name in TAGS]},
        {"row": t("ayahbookmark_new_collection")},
        {"row": t("ayahbookmark_remove_bookmark")},
    )


def bookmark_sheet(t: Any) -> list[dict[str, Any]]:
    title = t("quran_sura_title", "Al-Kahf")
    where = "quran AyahBookmarkSheet"
    sheet = page(title, [*pager_page(t), *sheet_items(t)])
    naming = (
        {"button": t("ayahbookmark_done")},
        {"field": "collection_name", "hint": t("ayahbookmark_collection_name_hint"),
         "text": "Friday", "focused": True},
        {"list": [{"row": name} for name in TAGS]},
    )  # fmt: skip
    creating = "quran AyahBookmarkSheet (new collection)"
    removed = page(
        title,
        [
            *pager_page(t),
            {"text": t("ayahbookmark_bookmark_removed")},
            {"button": t("ayahbookmark_undo")},
        ],
    )
    return [
        entry("reversible", where, sheet, [(TAGS[1], False)]),
        entry("reversible", where, sheet, [(t("ayahbookmark_remove_bookmark"), False)]),
        popup(
            "reversible",
            creating,
            title,
            None,
            None,
            [(t("ayahbookmark_cancel"), None), (t("ayahbookmark_create"), False)],
            naming,
        ),
        entry(
            "reversible", "quran BookmarkRemovedToast", removed, [(t("ayahbookmark_undo"), False)]
        ),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    prefs = page(
        t("menu_settings"),
        [
            {"text": t("prefs_category_display_settings")},
            {"switch": t("prefs_night_mode_title"), "checked": False},
            {"text": t("prefs_category_translation")},
            {"row": t("prefs_translations"), "secondary": t("prefs_translations_summary")},
            {"text": t("prefs_category_download")},
            {"switch": t("prefs_streaming_title"), "checked": False},
            {"row": t("audio_manager"), "secondary": t("prefs_audio_manager_summary")},
            {
                "row": t("prefs_category_advanced"),
                "secondary": t("prefs_category_advanced_summary"),
            },
        ],
    )
    where = "quran QuranSettingsFragment"
    return [
        entry("reversible", where, prefs, [(t("prefs_night_mode_title"), False)]),
        entry("harmless", where, prefs, [(t("prefs_translations"), False)]),
        entry("harmless", where, prefs, [(t("prefs_category_advanced"), False)]),
    ]


def advanced(t: Any) -> list[dict[str, Any]]:
    title = t("prefs_category_advanced")
    prefs = page(
        title,
        [
            {"row": t("prefs_import_title"), "secondary": t("prefs_import_summary")},
            {"row": t("prefs_export_title"), "secondary": t("prefs_export_summary")},
            {"row": t("prefs_export_csv_title"), "secondary": t("prefs_export_csv_summary")},
            {"row": t("prefs_app_location_title"), "secondary": t("prefs_app_location_summary")},
        ],
    )
    where = "quran QuranAdvancedSettingsFragment"
    moving = f"{where} (move data)"
    warning = (t("warning"), t("scoped_storage_message"))
    return [
        entry("harmless", where, prefs, [(t("prefs_import_title"), False)]),
        entry("export", where, prefs, [(t("prefs_export_title"), False)]),
        entry("opens-prompt", where, prefs, [(t("prefs_app_location_title"), False)]),
        alert("reversible", moving, title, *warning, (t("cancel"), None), (t("dialog_ok"), False)),
        alert("harmless", moving, title, *warning, (t("cancel"), False), (t("dialog_ok"), None)),
    ]


def importing(t: Any) -> list[dict[str, Any]]:
    where = "quran QuranImportActivity"
    behind = t("prefs_category_advanced")

    def merge(bookmarks: int, tags: int, ok: bool | None, no: bool | None) -> dict[str, Any]:
        return alert(
            "import" if ok else "harmless",
            where,
            behind,
            None,
            t("import_data_and_merge", bookmarks, tags),
            (t("android:cancel"), no),
            (t("import_data"), ok),
        )

    return [
        merge(12, 3, True, None),
        merge(240, 15, True, None),
        merge(1, 0, True, None),
        merge(12, 3, None, False),
    ]


def translations(t: Any) -> list[dict[str, Any]]:
    title = t("prefs_translations")
    downloaded = [SAHIH, YUSUF, KHAN, KATHIR, JALALAYN]
    rows = [
        {"text": t("downloaded_translations"), "rid": f"{ID}separator_txt"},
        {"list": [{"row": name, "rid": f"{ID}translation_title"} for name in downloaded]},
        {"text": t("available_translations"), "rid": f"{ID}separator_txt"},
        {"list": [{"row": "Pickthall", "rid": f"{ID}translation_title"}]},
    ]
    bar = page(
        "1",
        [
            {"icon": t("move_up"), "rid": f"{ID}dtm_move_up"},
            {"icon": t("move_down"), "rid": f"{ID}dtm_move_down"},
            {"icon": t("delete_translation"), "rid": f"{ID}dtm_delete"},
            *rows,
        ],
    )
    cab = "quran TranslationManagerActivity (downloaded_translation_menu)"
    where = "quran TranslationManagerActivity (remove)"

    def remove(name: str, ok: bool | None, no: bool | None) -> dict[str, Any]:
        return alert(
            "delete" if ok else "harmless",
            where,
            title,
            t("remove_dlg_title"),
            t("remove_dlg_msg", name),
            (t("cancel"), no),
            (t("remove_button"), ok),
        )

    return [
        entry("opens-prompt", cab, bar, [(t("delete_translation"), False)]),
        entry("reversible", cab, bar, [(t("move_up"), False)]),
        *(remove(name, True, None) for name in downloaded),
        remove(SAHIH, None, False),
    ]


def audio(t: Any) -> list[dict[str, Any]]:
    manager = t("audio_manager")
    reciters = page(
        manager,
        [
            {
                "list": [
                    {"row": name, "secondary": t(f"audio_manager_files_downloaded#{n}")}
                    for name, n in ((ALAFASY, 6), (HUSARY, 2), (BASIT, 1), (MINSHAWI, 1))
                ]
            }
        ],
    )
    surahs = [{"row": name, "secondary": t("audio_manager_surah_delete")} for name in SURAS]
    selecting = page(
        "",
        [
            {"icon": t("audio_manager_download_selection")},
            {"icon": t("audio_manager_delete_selection")},
            {"row": t("audio_manager_database"), "secondary": t("audio_manager_database_delete")},
            {"list": surahs},
        ],
    )
    idle = page(
        ALAFASY,
        [
            {"icon": t("audio_manager_download_all")},
            {"row": t("audio_manager_database"), "secondary": t("audio_manager_database_delete")},
            {"list": surahs},
        ],
    )
    where = "quran SheikhAudioDownloadsActivity"
    ranged = popup(
        "reversible",
        f"{where} (SuraRangeDialog)",
        ALAFASY,
        t("audio_manager_download_all"),
        None,
        [(t("audio_manager_download_selection").upper(), False)],
        (
            {"field": "from", "hint": t("from"), "text": SURAS[0]},
            {"field": "to", "hint": t("to"), "text": "An-Nas"},
        ),
    )
    removing = f"{where} (RemoveConfirmationDialog)"
    cancel, remove = t("cancel"), t("remove_button")

    def confirm(reciter: str, title: str, message: str, ok: bool | None, no: bool | None
                ) -> dict[str, Any]:  # fmt: skip
        return popup(
            "delete" if ok else "harmless",
            removing,
            reciter,
            title,
            message,
            [(cancel, no), (remove, ok)],
        )

    one = t("audio_manager_remove_audio_title")
    several = t("audio_manager_remove_multiple_audio_msg")
    database = t("audio_manager_database_delete")
    return [
        entry("harmless", "quran AudioManagerActivity", reciters, [(ALAFASY, False)]),
        entry("opens-prompt", where, selecting, [(t("audio_manager_delete_selection"), False)]),
        entry("opens-prompt", where, idle, [(t("audio_manager_download_all"), False)]),
        ranged,
        confirm(ALAFASY, one, t("audio_manager_remove_audio_msg", "Al-Kahf"), True, None),
        confirm(BASIT, one, t("audio_manager_remove_audio_msg", "Yasin"), True, None),
        confirm(HUSARY, one, t("audio_manager_remove_audio_msg", "Al-Fatihah"), True, None),
        confirm(ALAFASY, one, several, True, None),
        confirm(HUSARY, one, several, True, None),
        confirm(ALAFASY, database, None, True, None),
        confirm(MINSHAWI, database, None, True, None),
        confirm(ALAFASY, one, t("audio_manager_remove_audio_msg", "Al-Kahf"), None, False),
    ]


def sync(t: Any) -> list[dict[str, Any]]:
    title = t("quran_sync_title")
    signed_in = page(
        title,
        [
            {"text": t("quran_sync_signed_in")},
            {"text": t("quran_sync_name")},
            {"text": NAME},
            {"text": t("quran_sync_email")},
            {"text": EMAIL},
            {"text": t("quran_sync_account_id")},
            {"text": ACCOUNT},
            {"button": t("quran_sync_logout")},
        ],
    )
    signed_out = page(
        title,
        [
            {"text": t("quran_sync_headline")},
            {"text": t("quran_sync_subtitle")},
            {"text": t("quran_sync_benefit_bookmarks")},
            {"text": t("quran_sync_benefit_collections")},
            {"text": t("quran_sync_benefit_notes")},
            {"button": t("quran_sync_login")},
            {"text": t("quran_sync_continue_caption")},
        ],
    )
    where = "quran QuranSyncScreen"
    return [
        entry("reversible", where, signed_in, [(t("quran_sync_logout"), False)]),
        entry("harmless", where, signed_out, [(t("quran_sync_login"), False)]),
    ]
