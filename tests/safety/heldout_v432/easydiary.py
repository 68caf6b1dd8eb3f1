"""Easy Diary's screens (``me.blog.korn123.easydiary``, a diary kept on the device: entries
written, edited, duplicated, linked and deleted, auto-saved drafts loaded or thrown away,
postcards made and deleted, unlinked photos deleted, the database backed up, restored from a
backup and its backup files deleted, schedules and D-Days set and deleted, settings switched),
strings from ``app/src/main/res/values*/strings.xml`` and, for the few words the app takes from
its commons library (Delete), from that library's ``commons/src/main/res/values*/strings.xml``.
The diary titles, dates, file names and typed texts on the screens are the same in every
language.

Read from the code (``app/src/main/java/me/blog/korn123/easydiary``):
``activities/DiaryMainActivity.kt`` with ``res/layout/activity_diary_main.xml``,
``res/menu/activity_diary_main.xml`` (the action bar: Timeline, which opens the dashboard,
Calendar, Timeline, "Speech To Text" and "Popup Menu"), the Compose bottom bar ("New Entry",
"Tree View", "Move Today"), ``res/layout/popup_menu_main.xml`` (the popup: "Grid options",
"Diary Postcard", "Photo Gallery", Statistics and Settings; "Dev Console" and "Quick Settings"
are hidden), and ``res/menu/activity_diary_main_delete.xml`` (the selection mode a long press
opens: "Check All", HTML, which opens the system's save dialog for an HTML book, Duplicate and
Delete, whose titles are written in the menu file and not translated); Delete opens "Are you
sure you want to delete the N selected items?" with Cancel and Delete, which calls
``deleteFromRealm`` on each (no trash, no undo); Duplicate opens "Are you sure you want to
duplicate the N selected items?" with Cancel and OK, which copies each entry
(``duplicateDiaryBy``); ``extensions/Activity.kt`` (``openGridSettingDialog``: "Grid options"
with one row per column count and Cancel); ``extensions/Context.kt`` (``showAlertDialog``: the
title is the app's name, OK for an information dialog, WARNING for a warning or the caller's
title; the buttons are the app's OK and Cancel unless the caller names others;
``updateAlertDialogWithIcon``: Settings for a settings dialog);
``activities/DiaryReadingActivity.kt`` with ``res/menu/activity_diary_reading.xml`` ("Edit
diary", "Diary to speech", Highlight, "Popup Menu") and ``res/layout/popup_menu_read.xml``
("Postcard Making", "Encrypt Diary", Delete and "Link Entry"): Delete opens "Are you sure you
want to delete?" with Cancel and Delete, which calls ``deleteDiaryBy``; a diary picked after
"Link Entry" opens "Do you want to link the selected item?" with Later, "As Parent" and "As
Child", which add the link; a long press on a linked entry opens "Are you sure you want to
unlink this diary?" with Cancel and OK, which removes it; ``activities/BaseDiaryEditingActivity
.kt``, ``DiaryWritingActivity.kt`` and ``DiaryEditingActivity.kt`` with
``res/layout/partial_edit_contents.xml`` (Back opens the information dialog "Click the 'OK'
button to go to the previous screen without saving the current diary." with Cancel and OK, and
``onPause`` keeps the unsaved entry as the auto-saved draft; a tapped photo opens "Are you
sure you want to delete this photo?" with Cancel and OK, which only marks it to be left out
when the entry is saved; an auto-saved draft opens "Load auto-save diary" with Cancel, which
deletes the draft, ``deleteDiaryBy(DIARY_SEQUENCE_TEMPORARY)``, and OK, which loads it);
``activities/PostcardViewerActivity.kt`` with ``res/layout/activity_postcard_viewer.xml`` (the
``deletePostCard`` button opens "Are you sure you want to delete?" with its one OK button, which
deletes the selected postcard files with ``FileUtils.forceDelete``);
``activities/GalleryActivity.kt`` with ``res/layout/dialog_setting_gallery.xml`` (the options
sheet: "View photos without diary references" and "Delete unlinked photos", whose button opens
the warning with Cancel and OK, which deletes the photo files no entry refers to); the
settings pages of the ``foss`` flavour's ``activities/SettingsActivity.kt``, drawn with Compose
cards
(``ui/components/SettingCard.kt``): ``fragments/SettingsBasicFragment.kt`` (the switches and
"Thumbnail size", which opens a list of sizes with Cancel), ``fragments/SettingsFontFragment
.kt``, ``fragments/SettingsLockFragment.kt`` ("PIN lock setting", whose switch turns the lock
off at once and tells so), ``fragments/SettingsLocalBackupFragment.kt`` with
``res/layout/popup_location_selector.xml``, ``dialog_realm_files.xml`` and
``dialog_delete_realm_files.xml`` ("Backup diary" opens the choice of internal or external
storage, the internal one copying the database to a new dated file; "Recover diary" opens the
same choice for a restore, the internal one listing the backup files, where tapping one copies
it over the database and restarts the app, ``FileUtils.copyFile`` then ``refreshApp``; "Delete
backup file" lists the backup files with check boxes, Cancel and Delete, which opens "Are you
sure you want to delete?" with Cancel and Delete, which deletes the checked files; "Excel file
creation and email sending" writes the workbook and opens the system's share sheet; "[BETA]
Recover full data" opens the system's file picker); ``fragments/SettingsScheduleFragment.kt``
with ``res/layout/dialog_alarm.xml`` (a schedule's dialog: the delete icon, which opens "Are
you sure you want to delete the selected schedule?" with Cancel and OK, which cancels the alarm
and deletes the schedule, the switch, the kinds of schedule, the description, Cancel and OK,
which saves it); ``adapters/DDayAdapter.kt`` with ``res/layout/dialog_dday.xml`` (a D-Day's
dialog: the delete icon, which opens "Are you sure you want to delete the selected D-Day?" with
Cancel and Delete, which deletes it, Cancel and OK, which saves it); and
``fragments/SettingsAppInfoFragment.kt`` ("Rate App", "Invite friends", which opens the share
sheet).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, listing, notice, page

ID = "me.blog.korn123.easydiary:id/"
DIARIES = [
    ("Morning run by the river", "Sunday, May 12, 2024 7:40 AM"),
    ("Dinner with Mina", "Saturday, May 11, 2024 8:15 PM"),
    ("Notes on the new book", "Friday, May 10, 2024 10:05 PM"),
]
TEXT = "Ran five kilometres along the river before work. The cherry trees are green now."
BACKUPS = [
    ("diary.realm_20240512_074002", "Sun May 12 07:40:02 GMT+09:00 2024"),
    ("diary.realm_20240428_213015", "Sun Apr 28 21:30:15 GMT+09:00 2024"),
]
ALARM = "Write the diary before bed"
DDAY = "Trip to Jeju"


def screens(t: Any) -> list[dict[str, Any]]:
    return main(t) + reading(t) + editing(t) + media(t) + settings(t) + backup(t) + schedules(t)


def rows(selecting: bool = False) -> dict[str, Any]:
    """The main page's list of entries (with their check boxes in the selection mode)."""
    items: list[dict[str, Any]] = []
    for title, when in DIARIES:
        if selecting:
            items.append({"id": "selection"})
        items.append({"row": title, "secondary": when, "rid": f"{ID}text_title"})
    return {"list": items}


def main(t: Any) -> list[dict[str, Any]]:
    home = t("app_name")
    where = "easydiary DiaryMainActivity"
    start = page(
        home,
        [
            {"icon": t("menu_timeline"), "rid": f"{ID}openDashboard"},
            {"icon": t("menu_calendar"), "rid": f"{ID}planner"},
            {"icon": t("menu_timeline"), "rid": f"{ID}timeline"},
            {"icon": t("menu_speech_to_text"), "rid": f"{ID}microphone"},
            {"icon": "Popup Menu", "rid": f"{ID}popupMenu"},
            {"field": f"{ID}query", "hint": t("guide_message_2")},
            rows(),
            {"button": t("button_new_entry")},
            {"button": t("button_tree_view")},
            {"button": "Move Today"},
        ],
    )
    popup = page(
        home,
        [
            {"row": t("postcard_grid_option_title"), "rid": f"{ID}gridLayout"},
            {"row": t("post_card"), "rid": f"{ID}postCard"},
            {"row": t("attached_photo_gallery"), "rid": f"{ID}attachedPhotoGallery"},
            {"row": t("menu_chart"), "rid": f"{ID}chart"},
            {"row": t("settings"), "rid": f"{ID}settings"},
        ],
    )
    grid = [{"row": t("postcard_grid_option_column_number", n)} for n in (1, 2, 3)]
    selecting = page(
        home,
        [
            {"icon": "Check All", "rid": f"{ID}checkAll"},
            {"icon": "HTML", "rid": f"{ID}saveAsHtml"},
            {"icon": "Duplicate", "rid": f"{ID}duplication"},
            {"icon": "Delete", "rid": f"{ID}delete"},
            rows(selecting=True),
        ],
    )
    cancel, ok, delete = t("cancel"), t("ok"), t("delete")
    chosen = f"{where} (delete selected)"

    def deleting(n: int, yes: bool | None, no: bool | None) -> dict[str, Any]:
        message = t("delete_selected_items_confirm", n)
        return alert(
            "delete" if yes else "harmless",
            chosen,
            home,
            delete,
            message,
            (cancel, no),
            (delete, yes),
        )

    return [
        entry(
            "harmless",
            where,
            start,
            [(t("button_new_entry"), False)],
        ),
        entry(
            "harmless",
            f"{where} (popup_menu_main)",
            popup,
            [(t("settings"), False)],
        ),
        entry(
            "opens-prompt",
            f"{where} (popup_menu_main)",
            popup,
            [(t("postcard_grid_option_title"), False)],
        ),
        listing(
            "reversible",
            "easydiary Activity.openGridSettingDialog",
            home,
            t("postcard_grid_option_title"),
            (t("android:cancel"), None),
            ({"list": grid},),
            ((t("postcard_grid_option_column_number", 2), False),),
        ),
        entry(
            "opens-prompt",
            f"{where} (activity_diary_main_delete)",
            selecting,
            [("Delete", False), ("Duplicate", False)],
        ),
        entry(
            "reversible", f"{where} (activity_diary_main_delete)", selecting, [("Check All", False)]
        ),
        entry("harmless", f"{where} (activity_diary_main_delete)", selecting, [("HTML", False)]),
        deleting(2, True, None),
        deleting(1, True, None),
        deleting(3, True, None),
        deleting(2, None, False),
        alert(
            "reversible",
            f"{where} (duplicate selected)",
            home,
            ok,
            t("duplicate_selected_items_confirm", 2),
            (cancel, None),
            (ok, False),
        ),
    ]


def reading(t: Any) -> list[dict[str, Any]]:
    home = t("app_name")
    where = "easydiary DiaryReadingActivity"
    title, when = DIARIES[0]
    diary = [
        {"text": title, "rid": f"{ID}diaryTitle"},
        {"text": when, "rid": f"{ID}date"},
        {"text": TEXT, "rid": f"{ID}diaryContents"},
    ]
    bar = [
        {"icon": t("edit_diary"), "rid": f"{ID}edit"},
        {"icon": t("text_to_speech"), "rid": f"{ID}speechOutButton"},
        {"icon": "Highlight", "rid": f"{ID}highlightText"},
        {"icon": "Popup Menu", "rid": f"{ID}popupMenu"},
    ]
    shown = page(home, [*bar, *diary])
    popup = page(
        home,
        [
            {"row": t("postcard_making"), "rid": f"{ID}postcard"},
            {"row": t("encrypt_diary"), "rid": f"{ID}encryptData"},
            {"row": t("menu_delete"), "rid": f"{ID}delete"},
            {"row": t("link_entry"), "rid": f"{ID}linkEntry"},
        ],
    )
    cancel, ok, delete = t("cancel"), t("ok"), t("delete")
    gone = f"{where} (delete)"
    return [
        entry("harmless", where, shown, [(t("edit_diary"), False)]),
        entry("opens-prompt", f"{where} (popup_menu_read)", popup, [(t("menu_delete"), False)]),
        entry("harmless", f"{where} (popup_menu_read)", popup, [(t("postcard_making"), False)]),
        alert("delete", gone, home, delete, t("delete_confirm"), (cancel, None), (delete, True)),
        alert("harmless", gone, home, delete, t("delete_confirm"), (cancel, False), (delete, None)),
        alert(
            "reversible",
            f"{where} (link entry)",
            home,
            t("link_entry"),
            t("link_entry_confirm"),
            (t("link_entry_as_parent"), None),
            (t("link_entry_as_child"), False),
            neutral=(t("link_entry_later"), None),
        ),
        alert(
            "reversible",
            f"{where} (unlink)",
            home,
            ok,
            t("=Are you sure you want to unlink this diary?"),
            (cancel, None),
            (ok, False),
        ),
    ]


def editing(t: Any) -> list[dict[str, Any]]:
    home = t("app_name")
    cancel, ok = t("cancel"), t("ok")
    where = "easydiary BaseDiaryEditingActivity"
    draft = (t("load_auto_save_diary_title"), t("load_auto_save_diary_description"))
    return [
        alert(
            "reversible",
            f"{where} (back)",
            home,
            ok,
            t("back_pressed_confirm"),
            (cancel, None),
            (ok, False),
        ),
        alert(
            "reversible",
            f"{where} (delete photo)",
            home,
            ok,
            t("delete_photo_confirm_message"),
            (cancel, None),
            (ok, False),
        ),
        alert(
            "delete",
            "easydiary DiaryWritingActivity (auto-saved draft)",
            home,
            *draft,
            (cancel, True),
            (ok, None),
        ),
        alert(
            "reversible",
            "easydiary DiaryWritingActivity (auto-saved draft)",
            home,
            *draft,
            (cancel, None),
            (ok, False),
        ),
        alert(
            "delete",
            "easydiary DiaryEditingActivity (auto-saved draft)",
            home,
            *draft,
            (cancel, True),
            (ok, None),
        ),
    ]


def media(t: Any) -> list[dict[str, Any]]:
    home = t("app_name")
    cancel, ok = t("cancel"), t("ok")
    cards = page(
        home,
        [
            {"icon": "Layout", "rid": f"{ID}layout"},
            {"list": [{"id": "imageview"}, {"id": "checkbox"}]},
            {"id": "deletePostCard"},
        ],
    )
    sheet = page(
        t("attached_photo_gallery"),
        [
            {"id": "closeBottomSheet"},
            {"text": t("visible_unlinked_photo")},
            {"id": "switch_show_unlinked_photo"},
            {"text": t("linked_photo_count")},
            {"text": "128"},
            {"text": t("unlinked_photo_count")},
            {"text": "7"},
            {"text": t("total_photo_count")},
            {"text": "135"},
            {"text": t("delete_unlinked_photo")},
            {"id": "img_delete_unlinked_photo"},
        ],
    )
    unlinked = "easydiary GalleryActivity (delete unlinked photos)"
    warning = t("delete_unlinked_photo_confirm_message")
    return [
        entry(
            "opens-prompt", "easydiary PostcardViewerActivity", cards, [("deletePostCard", False)]
        ),
        notice(
            "delete",
            "easydiary PostcardViewerActivity (delete)",
            home,
            ok,
            t("delete_confirm"),
            (ok, True),
        ),
        entry(
            "opens-prompt",
            "easydiary GalleryActivity (dialog_setting_gallery)",
            sheet,
            [("img_delete_unlinked_photo", False)],
        ),
        alert("delete", unlinked, home, "WARNING", warning, (cancel, None), (ok, True)),
        alert("harmless", unlinked, home, "WARNING", warning, (cancel, False), (ok, None)),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    where = "easydiary SettingsActivity"
    basic = page(
        t("preferences_category_settings"),
        [
            {"row": t("setting_primary_color_title")},
            {"switch": t("markdown_setting_title"), "checked": False},
            {"switch": t("enable_photo_highlight_title"), "checked": True},
            {"switch": t("location_info_title"), "checked": False},
            {"row": t("thumbnail_setting_title"), "secondary": t("thumbnail_setting_summary")},
            {"row": t("datetime_setting_title"), "secondary": t("datetime_setting_summary")},
            {"switch": t("contents_summary_title"), "checked": True},
            {"switch": t("count_characters_title"), "checked": False},
        ],
    )
    sizes = [{"row": f"{n}dp x {n}dp"} for n in range(40, 130, 10)]
    font = page(
        t("preferences_category_font"),
        [
            {"row": t("font_setting")},
            {"row": t("calendar_font_scale_title")},
            {"row": t("add_ttf_fonts_title"), "secondary": t("add_ttf_fonts_summary")},
            {"switch": t("bold_style_option_title"), "checked": False},
        ],
    )
    lock = page(
        t("preferences_category_lock"),
        [
            {"switch": t("pin_lock_title"), "checked": True},
            {"text": t("pin_lock_summary")},
            {"switch": t("fingerprint_lock_title"), "checked": False},
        ],
    )
    info = page(
        t("preferences_category_information"),
        [
            {"row": t("rate_app")},
            {"row": t("invite_friends"), "secondary": t("invite_friends_summary", t("app_name"))},
            {"row": t("faq_title")},
            {"row": t("privacy_policy_title")},
            {"row": t("release_notes_title")},
        ],
    )
    return [
        entry(
            "reversible",
            f"{where} (SettingsBasicFragment)",
            basic,
            [(t("markdown_setting_title"), False)],
        ),
        entry(
            "opens-prompt",
            f"{where} (SettingsBasicFragment)",
            basic,
            [(t("thumbnail_setting_title"), False)],
        ),
        listing(
            "reversible",
            f"{where} (thumbnail size)",
            t("preferences_category_settings"),
            t("thumbnail_setting_title"),
            (t("android:cancel"), None),
            ({"list": sizes},),
            (("80dp x 80dp", False),),
        ),
        entry(
            "opens-prompt",
            f"{where} (SettingsFontFragment)",
            font,
            [(t("calendar_font_scale_title"), False)],
        ),
        entry(
            "reversible", f"{where} (SettingsLockFragment)", lock, [(t("pin_lock_title"), False)]
        ),
        entry(
            "harmless", f"{where} (SettingsAppInfoFragment)", info, [(t("invite_friends"), False)]
        ),
    ]


def backup(t: Any) -> list[dict[str, Any]]:
    title = t("preferences_category_backup_restore_device")
    where = "easydiary SettingsLocalBackupFragment"
    cards = page(
        title,
        [
            {"text": t("preferences_category_backup_restore_device_sub")},
            *(
                {"row": t(f"{key}_title"), "secondary": t(f"{key}_description")}
                for key in (
                    "export_realm",
                    "import_realm",
                    "delete_realm",
                    "export_excel",
                    "send_email_attach_excel",
                    "export_full_backup",
                    "import_full_backup",
                )
            ),
        ],
    )

    def places(mode: str) -> tuple[dict[str, Any], ...]:
        return tuple(
            {
                "row": t(f"{mode}_{place}_title"),
                "secondary": t(f"{mode}_{place}_description"),
                "rid": f"{ID}mode{place.title()}",
            }
            for place in ("internal", "external")
        )

    files = {
        "list": [{"row": name, "secondary": made, "rid": f"{ID}fileName"} for name, made in BACKUPS]
    }
    checks = {
        "list": [{"row": name, "secondary": made, "rid": f"{ID}title"} for name, made in BACKUPS]
    }
    total = f" (Total: {len(BACKUPS)})"
    platform_cancel, cancel, delete, settings = (
        t("android:cancel"),
        t("cancel"),
        t("delete"),
        t("settings"),
    )
    restore = f"{where} (restore from internal storage)"

    def restoring(category: str, row: str | None) -> dict[str, Any]:
        shown = t("open_realm_file_title") + total
        cancelling = (platform_cancel, None if row else False)
        taps = ((row, True),) if row else ()
        return listing(category, restore, title, shown, cancelling, (files,), taps)

    removing = f"{where} (delete backup files)"
    return [
        entry(
            "opens-prompt",
            where,
            cards,
            [(t("import_realm_title"), False), (t("delete_realm_title"), False)],
        ),
        entry("harmless", where, cards, [(t("import_full_backup_title"), False)]),
        listing(
            "export",
            f"{where} (backup location)",
            title,
            settings,
            (platform_cancel, None),
            places("backup"),
            ((t("backup_internal_title"), False),),
        ),
        listing(
            "opens-prompt",
            f"{where} (restore location)",
            title,
            settings,
            (platform_cancel, None),
            places("recovery"),
            ((t("recovery_internal_title"), False),),
        ),
        restoring("overwrite", BACKUPS[0][0]),
        restoring("overwrite", BACKUPS[1][0]),
        restoring("harmless", None),
        alert(
            "opens-prompt",
            removing,
            title,
            t("delete_realm_title") + total,
            None,
            (platform_cancel, None),
            (delete, False),
            (checks,),
        ),
        alert(
            "delete",
            f"{removing} (confirm)",
            title,
            delete,
            t("delete_confirm"),
            (cancel, None),
            (delete, True),
        ),
    ]


def schedules(t: Any) -> list[dict[str, Any]]:
    title = t("preferences_category_schedule")
    cancel, ok, delete = t("cancel"), t("ok"), t("delete")
    alarm = (
        {"text": t("schedule_time")},
        {"text": "21:30", "rid": f"{ID}text_alarm_time"},
        {"text": t("schedule_type")},
        {"id": "image_delete_alarm"},
        {"id": "switch_alarm"},
        {
            "radio": t("schedule_diary_writing_description"),
            "checked": True,
            "rid": f"{ID}radio_diary_writing",
        },
        {
            "radio": t("schedule_backup_local_description"),
            "checked": False,
            "rid": f"{ID}radio_diary_backup_local",
        },
        {"text": t("schedule_description")},
        {
            "field": f"{ID}edit_alarm_description",
            "hint": t("schedule_description_hint"),
            "text": ALARM,
        },
    )
    dday = (
        {"field": f"{ID}text_title", "text": DDAY},
        {"id": "image_delete_d_day"},
        {"text": "2024-06-20", "rid": f"{ID}text_target_date"},
        {"text": "D-39", "rid": f"{ID}text_day_remaining"},
    )
    home = t("app_name")
    platform_cancel, platform_ok = t("android:cancel"), t("android:ok")
    where = "easydiary SettingsScheduleFragment"
    days = "easydiary DDayAdapter"
    return [
        alert(
            "opens-prompt",
            f"{where} (dialog_alarm)",
            title,
            title,
            None,
            (platform_cancel, None),
            (platform_ok, None),
            alarm,
            taps=(("image_delete_alarm", False),),
        ),
        alert(
            "reversible",
            f"{where} (dialog_alarm)",
            title,
            title,
            None,
            (platform_cancel, None),
            (platform_ok, False),
            alarm,
        ),
        alert(
            "delete",
            f"{where} (delete schedule)",
            title,
            "WARNING",
            t("=Are you sure you want to delete the selected schedule?"),
            (cancel, None),
            (ok, True),
        ),
        alert(
            "opens-prompt",
            f"{days} (dialog_dday)",
            home,
            home,
            None,
            (platform_cancel, None),
            (platform_ok, None),
            dday,
            taps=(("image_delete_d_day", False),),
        ),
        alert(
            "reversible",
            f"{days} (dialog_dday)",
            home,
            home,
            None,
            (platform_cancel, None),
            (platform_ok, False),
            dday,
        ),
        alert(
            "delete",
            f"{days} (delete D-Day)",
            home,
            delete,
            t("=Are you sure you want to delete the selected D-Day?"),
            (cancel, None),
            (delete, True),
        ),
    ]
