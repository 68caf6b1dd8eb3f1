"""Birday's screens (``com.minar.birday``, an app that keeps birthdays and other yearly events on
the device and reminds of them: events added, edited, starred, noted and deleted, search results
deleted at once, events imported from the contacts, the calendar and a demo set, every event
deleted, backups written and read, settings switched), strings from
``app/src/main/res/values*/strings.xml``. The names, dates and notes on the screens are the same
in every language.

Read from the code (``app/src/main/java/com/minar/birday``): ``activities/MainActivity.kt`` and
``res/layout/activity_main.xml`` (the bottom bar's Home, Favorites and Settings, the "New event"
button, which opens the insert sheet, and the "Delete search selection" button shown while a
search is typed with the experimental setting on, which opens "Are you sure?" with Cancel and
OK; OK deletes every event the search shows and the snackbar "Deleted!" offers Cancel, which
inserts them again; ``showImportDialog``, the list of found events with a check box each and
Cancel, "Select all" and OK, where OK inserts the ticked events through
``MainViewModel.insertAll``); ``viewmodels/MainViewModel.kt``, ``persistence/EventDao.kt`` and
``model/Event.kt`` (with "Replace on conflict" on, its default, an inserted event whose name,
surname and date match a stored one replaces it, favourite star, notes and photo included);
``fragments/HomeFragment.kt``, ``res/layout/fragment_home.xml`` and ``res/layout/event_row.xml``
(the next event's card, the search field, an event's row, which opens its details, and its star,
which adds it to the favourites; a row's long press shows the days left in a snackbar whose
"Delete event" deletes the event and offers Cancel);
``fragments/dialogs/InsertEventBottomSheet.kt`` and ``res/layout/bottom_sheet_insert_event
.xml`` (the type, name, surname and date fields, "Consider the year", and the button that
inserts the event, or in the edit sheet "Update event", which saves it, and Cancel);
``fragments/DetailsFragment.kt`` and ``res/layout/fragment_details.xml`` ("Edit event", "Delete
event", which deletes it and offers Cancel in a snackbar, "Share event", which opens the
system's share screen, and Notes, which opens the notes dialog with Cancel and OK, where OK
saves the note); ``fragments/dialogs/QuickAppsBottomSheet.kt`` (Dialer and "Text message", which
only open those apps); ``fragments/FavoritesFragment.kt`` and ``res/layout/favorite_row.xml`` (a
favourite's row opens its notes dialog); ``fragments/SettingsFragment.kt``,
``res/xml/preferences.xml`` and the rows in ``preferences/`` (the notification hour, "Additional
notification", whose list dialog saves the ticked days on OK, the switches, "App theme", whose
list saves the theme picked, the backup rows: "Export and share events" and "Import a Birday
backup", which open the system's file picker, where a file picked is written, or read over every
stored event; "Import events from contacts" and "Import from calendar", which read the contacts
or the calendar's yearly events and open the list of found events; the auto import switch;
"Disable battery optimization", which opens the system's setting, and Experimental);
``fragments/ExperimentalSettingsFragment.kt`` and ``res/xml/experimental_preferences.xml`` (the
disclaimer's "Check GitHub", the switches, "Export to calendar", which writes every event into a
local Birday calendar at once, the CSV and JSON rows, which open the system's file picker, "Add
demo entries" and "Delete all events", each opening "Are you sure?" with Cancel and OK, where OK
adds the demo set through ``CsvImporter`` or calls ``clearAllTables``);
``fragments/dialogs/ImportContactsBottomSheet.kt`` (the first start's offer to import every
contact's events at once: Import and "No way!"); and ``fragments/dialogs/RateBottomSheet.kt``
("Review!", which opens the store, and "Later, I swear").
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, page, picker

ID = "com.minar.birday:id/"
NEXT, LUCA, ANNA, PAOLO = "Maria Rossi", "Luca Bianchi", "Anna Verdi", "Paolo Neri"
FIRST, NOTE = "Maria", "Likes orchids, call after 6 pm"
DATES = {NEXT: "1990-03-12", LUCA: "1985-07-04", ANNA: "1978-11-23", PAOLO: "2001-01-30"}


def screens(t: Any) -> list[dict[str, Any]]:
    return home(t) + editing(t) + details(t) + favorites(t) + settings(t) + experimental(t)


def bar(t: Any) -> list[dict[str, Any]]:
    """The bottom bar of ``activity_main.xml``: the three destinations and the add button."""
    return [
        {"tab": t("title_home"), "rid": f"{ID}navigationMain"},
        {"tab": t("title_favorites"), "rid": f"{ID}navigationFavorites"},
        {"tab": t("title_settings"), "rid": f"{ID}navigationSettings"},
        {"icon": t("new_event"), "rid": f"{ID}fab"},
    ]


def home_page(
    t: Any, search: str = "", snackbar: list[dict[str, Any]] | None = None
) -> dict[str, Any]:
    """The home page: the next event's card, the search field, Luca's row with its star (the
    search's delete button while a search is typed), a snackbar if one shows, the bar."""
    items: list[dict[str, Any]] = [
        {"text": t("next_event"), "rid": f"{ID}upcomingTitle"},
        {"text": NEXT, "rid": f"{ID}upcomingSubtitle"},
        {"text": t("days_left#12"), "rid": f"{ID}upcomingDescription"},
        {
            "field": f"{ID}homeSearch",
            "hint": t("search_event"),
            **({"text": search} if search else {}),
        },
        {
            "list": [
                {"row": LUCA, "secondary": DATES[LUCA], "rid": f"{ID}eventPerson"},
                {"icon": t("add_favorite"), "rid": f"{ID}favoriteButton"},
            ]
        },
        *(snackbar or []),
        *bar(t),
    ]
    if search:
        items.append({"icon": t("delete_search_title"), "rid": f"{ID}fabDelete"})
    return page(t("app_name"), items)


def snack(t: Any, text: str, action: str) -> list[dict[str, Any]]:
    return [
        {"text": text, "rid": f"{ID}snackbar_text"},
        {"button": action, "rid": f"{ID}snackbar_action"},
    ]


def home(t: Any) -> list[dict[str, Any]]:
    where = "birday HomeFragment"
    shown = home_page(t)
    searching = home_page(t, "Bianchi")
    sure, ok, cancel = t("delete_db_dialog_title"), t("android:ok"), t("android:cancel")
    deleted = home_page(t, snackbar=snack(t, t("deleted"), t("cancel")))
    pressed = home_page(t, snackbar=snack(t, t("days_left#45"), t("delete_event")))
    return [
        entry("harmless", where, shown, [(LUCA, False)]),
        entry("reversible", where, shown, [(t("add_favorite"), False)]),
        entry("opens-prompt", where, shown, [(t("new_event"), False)]),
        entry(
            "opens-prompt",
            f"{where} (search typed)",
            searching,
            [(t("delete_search_title"), False)],
        ),
        alert(
            "reversible",
            "birday MainActivity (delete search selection)",
            t("app_name"),
            sure,
            t("delete_search_confirm"),
            (cancel, None),
            (ok, False),
        ),
        alert(
            "harmless",
            "birday MainActivity (delete search selection)",
            t("app_name"),
            sure,
            t("delete_search_confirm"),
            (cancel, False),
            (ok, None),
        ),
        entry("reversible", f"{where} (deleted, Cancel)", deleted, [(t("cancel"), False)]),
        entry("reversible", f"{where} (a row's long press)", pressed, [(t("delete_event"), False)]),
    ]


def sheet(t: Any, edit: bool) -> dict[str, Any]:
    """The insert sheet, empty but for what was typed, or the edit sheet of Maria Rossi."""
    title = t("edit_event" if edit else "insert_event")
    save = t("update_event" if edit else "insert_event")
    name, surname, date = (FIRST, "Rossi", DATES[NEXT]) if edit else ("Paolo", "Neri", DATES[PAOLO])
    return page(
        t("app_name"),
        [
            {"text": title, "rid": f"{ID}insertEventTitle"},
            {"icon": t("event_details"), "rid": f"{ID}imageEvent"},
            {"field": f"{ID}typeEvent", "hint": t("event_type_hint"), "text": t("birthday")},
            {"field": f"{ID}nameEvent", "hint": t("insert_name_hint"), "text": name},
            {"field": f"{ID}surnameEvent", "hint": t("insert_surname_hint"), "text": surname},
            {"field": f"{ID}dateEvent", "hint": t("insert_date_hint"), "text": date},
            {"switch": t("consider_year"), "checked": True, "rid": f"{ID}countYearSwitch"},
            {"button": save, "rid": f"{ID}positiveButton"},
            {"button": t("cancel"), "rid": f"{ID}negativeButton"},
        ],
    )


def editing(t: Any) -> list[dict[str, Any]]:
    where = "birday InsertEventBottomSheet"
    # The insert sheet's button reads as its title, so it is tapped by its id.
    return [
        entry("reversible", where, sheet(t, False), [("positiveButton", False)]),
        entry("harmless", where, sheet(t, False), [(t("cancel"), False)]),
        entry("reversible", f"{where} (edit)", sheet(t, True), [(t("update_event"), False)]),
        entry("harmless", f"{where} (edit)", sheet(t, True), [(t("cancel"), False)]),
    ]


def details_page(t: Any) -> dict[str, Any]:
    return page(
        t("app_name"),
        [
            {"text": NEXT, "rid": f"{ID}detailsEventName"},
            {"text": t("birth_date"), "rid": f"{ID}detailsBirthDate"},
            {"text": DATES[NEXT], "rid": f"{ID}detailsBirthDateValue"},
            {"text": t("days_left#12"), "rid": f"{ID}detailsCountdown"},
            {"text": t("next_age"), "rid": f"{ID}detailsNextAge"},
            {"button": t("edit_event"), "rid": f"{ID}detailsEditButton"},
            {"button": t("delete_event"), "rid": f"{ID}detailsDeleteButton"},
            {"button": t("share_event"), "rid": f"{ID}detailsShareButton"},
            {"button": t("notes"), "rid": f"{ID}detailsNotesButton"},
        ],
    )


def notes(
    t: Any, category: str, where: str, behind: str, ok: bool | None, no: bool | None
) -> dict[str, Any]:
    """The notes dialog of Maria Rossi, her note typed in."""
    field = ({"field": f"{ID}favoritesNotes", "text": NOTE},)
    title = f"{t('notes')} - {FIRST}"
    return alert(
        category,
        where,
        behind,
        title,
        None,
        (t("android:cancel"), no),
        (t("android:ok"), ok),
        field,
    )


def details(t: Any) -> list[dict[str, Any]]:
    where = "birday DetailsFragment"
    shown = details_page(t)
    quick = page(
        t("app_name"),
        [
            {"text": t("event_apps"), "rid": f"{ID}quickAppsTitle"},
            {"text": t("event_apps_description"), "rid": f"{ID}quickAppsDescription"},
            {"button": t("dialer"), "rid": f"{ID}dialerButton"},
            {"button": t("text_message"), "rid": f"{ID}messagesButton"},
            {"button": t("email"), "rid": f"{ID}emailButton"},
            {"button": t("whatsapp"), "rid": f"{ID}whatsappButton"},
            {"button": t("telegram"), "rid": f"{ID}telegramButton"},
        ],
    )
    return [
        entry("opens-prompt", where, shown, [(t("edit_event"), False), (t("notes"), False)]),
        entry("reversible", where, shown, [(t("delete_event"), False)]),
        entry("harmless", where, shown, [(t("share_event"), False)]),
        notes(t, "reversible", f"{where} (notes)", t("app_name"), False, None),
        notes(t, "harmless", f"{where} (notes)", t("app_name"), None, False),
        entry(
            "harmless",
            "birday QuickAppsBottomSheet",
            quick,
            [(t("dialer"), False), (t("text_message"), False)],
        ),
    ]


def favorites(t: Any) -> list[dict[str, Any]]:
    where = "birday FavoritesFragment"
    shown = page(
        t("title_favorites"),
        [
            {"text": t("stats"), "rid": f"{ID}statsTitle"},
            {
                "list": [
                    {"row": NEXT, "secondary": DATES[NEXT], "rid": f"{ID}eventPerson"},
                    {"text": t("days_left#12"), "rid": f"{ID}eventCountdown"},
                ]
            },
            *bar(t),
        ],
    )
    return [
        entry("opens-prompt", where, shown, [(NEXT, False)]),
        notes(t, "reversible", f"{where} (notes)", t("title_favorites"), False, None),
    ]


def switch(t: Any, key: str, on: bool = False) -> list[dict[str, Any]]:
    """A ``SwitchPreferenceCompat``: its title's switch, then its summary."""
    summary = t(f"{key}_description_{'on' if on else 'off'}")
    return [
        {"switch": t(NAMED.get(key, f"{key}_title")), "checked": on, "rid": f"{ID}switchWidget"},
        {"text": summary, "rid": "android:id/summary"},
    ]


NAMED = {
    "notification_only_favorites": "notification_only_favorites",
    "surname_first": "surname_first",
    "hide_images": "hide_images",
    "vibration": "vibration_name",
    "shimmer": "shimmer_name",
    "launch_auto_import": "launch_auto_import_title",
    "angry_bird": "angry_bird_title",
}
"""Switches whose title is not ``<key>_title``."""


def row(t: Any, title: str, summary: str, rid: str = "android:id/title") -> dict[str, Any]:
    return {"row": title, "secondary": summary, "rid": rid}


def settings(t: Any) -> list[dict[str, Any]]:
    where = "birday SettingsFragment"
    home = t("title_settings")
    none = t("no_additional_notification")
    alerts = page(
        home,
        [
            {"text": t("events_notification_channel"), "rid": "android:id/title"},
            row(t, t("notification_hour_name"), "08:00", f"{ID}timePicker"),
            row(
                t, t("additional_notification_name"), t("additional_notification_description", none)
            ),
            *switch(t, "notification_only_favorites"),
            row(
                t,
                t("notification_sound_title"),
                t("notification_sound_description"),
                f"{ID}notificationSound",
            ),
            *bar(t)[:3],
        ],
    )
    days = [
        t(k)
        for k in ("one_day_before", "two_days_before", "three_days_before", "seven_days_before")
    ]
    looks = page(
        home,
        [
            {"text": t("app_behavior"), "rid": "android:id/title"},
            *switch(t, "surname_first"),
            *switch(t, "disable_astrology"),
            {"text": t("customization"), "rid": "android:id/title"},
            row(t, t("theme_name"), t("system_theme")),
            row(t, t("accent_name"), t("aqua")),
            *switch(t, "vibration", True),
            *bar(t)[:3],
        ],
    )
    themes = [t(k) for k in ("system_theme", "dark_theme", "light_theme", "black_theme")]
    backups = page(
        home,
        [
            {"text": t("import_export"), "rid": "android:id/title"},
            row(t, t("birday_export_title"), t("birday_export_description"), f"{ID}birdayExport"),
            row(t, t("birday_import_title"), t("birday_import_description"), f"{ID}birdayImport"),
            row(
                t,
                t("import_contacts_title"),
                t("import_contacts_description"),
                f"{ID}importContacts",
            ),
            row(
                t,
                t("import_calendar_title"),
                t("import_calendar_description"),
                f"{ID}importCalendar",
            ),
            *switch(t, "launch_auto_import"),
            {"text": t("troubleshoot"), "rid": "android:id/title"},
            row(
                t,
                t("battery_optimization_title"),
                t("battery_optimization_description"),
                f"{ID}batteryOptimizations",
            ),
            row(t, t("experimental_settings_title"), t("experimental_settings_description")),
            *bar(t)[:3],
        ],
    )
    ok, cancel, every = t("android:ok"), t("android:cancel"), t("android:selectAll")
    found = [f"{n}, {DATES[n]}" for n in (LUCA, ANNA, PAOLO)]

    def contacts(
        ticks: tuple[bool, ...],
        category: str,
        yes: bool | None,
        no: bool | None,
        select: bool | None,
    ) -> dict[str, Any]:
        return picker(
            category,
            "birday MainActivity (import from contacts)",
            home,
            t("import_contacts_title"),
            list(zip(found, ticks, strict=True)),
            [(every, "neutral", select), (cancel, "negative", no), (ok, "positive", yes)],
        )

    def calendar(
        ticks: tuple[bool, ...], category: str, yes: bool | None, no: bool | None
    ) -> dict[str, Any]:
        yearly = ["Wedding day, 1970-06-14", "Nonna Lucia, 1970-09-02"]
        return picker(
            category,
            "birday MainActivity (import from calendar)",
            home,
            t("import_calendar_title"),
            list(zip(yearly, ticks, strict=True)),
            [(every, "neutral", None), (cancel, "negative", no), (ok, "positive", yes)],
        )

    return [
        entry(
            "opens-prompt",
            where,
            alerts,
            [(t("additional_notification_name"), False), (t("notification_hour_name"), False)],
        ),
        entry("reversible", where, alerts, [(t("notification_only_favorites"), False)]),
        picker(
            "reversible",
            "birday SettingsFragment (additional notification)",
            home,
            t("additional_notification_name"),
            [(d, i == 0) for i, d in enumerate(days)],
            [(cancel, "negative", None), (ok, "positive", False)],
        ),
        entry("reversible", where, looks, [(t("surname_first"), False)]),
        entry("opens-prompt", where, looks, [(t("theme_name"), False)]),
        picker(
            "reversible",
            "birday SettingsFragment (app theme)",
            home,
            t("theme_name"),
            [(th, i == 0) for i, th in enumerate(themes)],
            [(cancel, "negative", None)],
            ((t("dark_theme"), False),),
        ),
        picker(
            "harmless",
            "birday SettingsFragment (app theme)",
            home,
            t("theme_name"),
            [(th, i == 0) for i, th in enumerate(themes)],
            [(cancel, "negative", False)],
        ),
        entry(
            "opens-prompt",
            where,
            backups,
            [
                (t("birday_export_title"), False),
                (t("birday_import_title"), False),
                (t("import_contacts_title"), False),
                (t("import_calendar_title"), False),
            ],
        ),
        entry("reversible", where, backups, [(t("launch_auto_import_title"), False)]),
        entry("harmless", where, backups, [(t("battery_optimization_title"), False)]),
        contacts((True, False, True), "import", True, None, None),
        contacts((False, True, False), "import", True, None, None),
        contacts((True, True, True), "import", True, None, None),
        contacts((True, False, True), "harmless", None, False, False),
        calendar((True, False), "import", True, None),
        calendar((True, True), "import", True, None),
        calendar((False, True), "harmless", None, False),
    ]


def experimental(t: Any) -> list[dict[str, Any]]:
    where = "birday ExperimentalSettingsFragment"
    title = t("experimental_settings_title")
    switches = page(
        title,
        [
            {"text": t("experimental_disclaimer"), "rid": f"{ID}experimentalDisclaimer"},
            {"button": t("check_github"), "rid": f"{ID}checkGithubButton"},
            {"button": t("translate_app"), "rid": f"{ID}translateButton"},
            *switch(t, "order_alphabetically"),
            *switch(t, "delete_search"),
            *switch(t, "replace_on_conflict", True),
            *switch(t, "auto_export"),
        ],
    )
    rows = page(
        title,
        [
            row(
                t,
                t("export_calendar_title"),
                t("export_calendar_description"),
                f"{ID}importCalendar",
            ),
            row(t, t("import_csv_title"), t("import_csv_description"), f"{ID}csvImport"),
            row(t, t("export_csv_title"), t("export_csv_description"), f"{ID}csvExport"),
            row(t, t("import_json_title"), t("import_json_description"), f"{ID}jsonImport"),
            row(t, t("export_json_title"), t("export_json_description"), f"{ID}jsonExport"),
            row(
                t,
                t("add_demo_entries_title"),
                t("add_demo_entries_description"),
                f"{ID}addDemoEntries",
            ),
            row(t, t("delete_db_title"), t("delete_db_description"), f"{ID}clearDb"),
        ],
    )
    sure, ok, cancel = t("delete_db_dialog_title"), t("android:ok"), t("android:cancel")
    nuke, demo = t("delete_db_dialog_description"), t("add_demo_entries_dialog_description")
    offer = page(
        t("app_name"),
        [
            {"text": t("import_contacts_title"), "rid": f"{ID}importContactsTitle"},
            {
                "text": t("import_contacts_bottom_sheet_description"),
                "rid": f"{ID}importContactsDescription",
            },
            {"button": t("yes_import"), "rid": f"{ID}importContactsConfirmButton"},
            {"button": t("no_thanks"), "rid": f"{ID}importContactsCancelButton"},
        ],
    )
    rate = page(
        t("app_name"),
        [
            {"text": t("leave_review_title"), "rid": f"{ID}rateTitle"},
            {"text": t("leave_review_subtitle"), "rid": f"{ID}rateText"},
            {"button": t("yes_review"), "rid": f"{ID}positiveButton"},
            {"button": t("later"), "rid": f"{ID}negativeButton"},
            {"button": t("no_thanks"), "rid": f"{ID}neutralButton"},
        ],
    )
    return [
        entry("harmless", where, switches, [(t("check_github"), False)]),
        entry(
            "reversible",
            where,
            switches,
            [
                (t("delete_search_title"), False),
                (t("replace_on_conflict_title"), False),
                (t("auto_export_title"), False),
            ],
        ),
        entry("export", where, rows, [(t("export_calendar_title"), False)]),
        entry(
            "opens-prompt",
            where,
            rows,
            [
                (t("import_csv_title"), False),
                (t("export_json_title"), False),
                (t("add_demo_entries_title"), False),
                (t("delete_db_title"), False),
            ],
        ),
        alert("delete", "birday ClearDBPreference", title, sure, nuke, (cancel, None), (ok, True)),
        alert(
            "harmless", "birday ClearDBPreference", title, sure, nuke, (cancel, False), (ok, None)
        ),
        alert(
            "import",
            "birday AddDemoEntriesPreference",
            title,
            sure,
            demo,
            (cancel, None),
            (ok, True),
        ),
        alert(
            "harmless",
            "birday AddDemoEntriesPreference",
            title,
            sure,
            demo,
            (cancel, False),
            (ok, None),
        ),
        entry("import", "birday ImportContactsBottomSheet", offer, [(t("yes_import"), True)]),
        entry("harmless", "birday ImportContactsBottomSheet", offer, [(t("no_thanks"), False)]),
        entry("harmless", "birday RateBottomSheet", rate, [(t("later"), False)]),
    ]
