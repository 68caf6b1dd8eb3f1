"""PassAndroid's screens (``org.ligi.passandroid``, a viewer and editor of Passbook and esPass
files: boarding passes, tickets, coupons and member cards kept on the device, sorted into
topics, moved to the trash and emptied from it, deleted, updated from their issuer's web
service, edited field by field), strings from ``android/src/main/res/values*/strings.xml``.
The pass, place and field names on the screens are the same in every language.

Read from the code (``android/src/main/java/org/ligi/passandroid``): ``ui/PassListActivity
.kt`` with ``res/layout/pass_list.xml`` and ``res/menu/activity_pass_list_view.xml`` (the
list's toolbar: "empty trash", shown on the trash topic only, which opens the "warning"
dialog with Cancel and "empty trash", which calls ``deletePassWithId`` for every pass in the
trash, and Help; the topic tabs; the floating menu's "Open File", which opens the system's
file picker, "Add Demo-Pass", which opens the example page in the browser, "Scan for pkpass
files", which starts ``PassScanActivity``, and "Create Pass", which saves an empty pass and
opens the editor); ``ui/PassListFragment.kt`` and ``moveWithUndoSnackbar`` in ``functions/`` (a card
swiped to the next topic, with the snackbar's undo, which moves it back); ``ui/MoveToNew
TopicUI.kt`` and ``res/layout/dialog_move_to_new_topic.xml`` ("Move to new Topic", shown
when a card is swiped past the last topic: the title field, the suggestion buttons trash,
archive and new other than the card's own topic, Cancel and OK, each moving the pass to that
topic with the undo snackbar); ``ui/PassAdapter.kt``, ``ui/pass_view_holder/PassViewHolder
.kt`` and ``res/layout/pass_list_item.xml`` with ``time_and_nav.xml`` (a card: its title
opens the pass, "to Calendar" opens the calendar app's new event, or, for a pass that only
has an expiry date, the "Add Expiration-Date" dialog first, and Navigate opens the map, or
"Choose Location" for a pass with several places; ``functions/AddToCalendar.kt``,
``ui/NavigateToLocationsDialog.kt``); ``ui/PassNavigationView.kt`` and
``res/menu/navigation_drawer.xml`` (Settings, GitHub, Share, which hands the app's store link
to the system's share screen, "Betatest opt-in/out" and "Improve translation", which open web
pages); ``ui/PassViewActivity.kt``, ``ui/PassViewActivityBase.kt``, ``ui/PassMenuOptions.kt``
with ``res/menu/map_item.xml``, ``update.xml``, ``shortcut.xml`` and ``activity_pass_view.xml``
(a pass's toolbar: "Show on map" for a pass with places, update for a pass with a web
service, which downloads the issuer's current pass and replaces the stored one with it
(``UpdateAsync``, ``spec.overwrite = true``, the old pass deleted), Share, which exports the
pass and opens the share screen, light, Edit, Print, which opens the system's print dialog,
Delete and "Launcher shortcut", which asks the launcher to pin a shortcut; "Sure?" with
Cancel (``android.R.string.no``) and "Delete!", which deletes the pass's folder, and with
"also delete source?" ticked the file it was imported from too, for a pass imported from a
file); ``ui/PassViewFragment.kt`` and ``res/layout/pass_view_extra_data.xml`` (the barcode,
which opens it full screen, and MORE, which shows the back fields); ``ui/PassEditActivity
.kt``, ``ui/edit/FieldsEditFragment.kt`` with ``res/layout/edit.xml``, ``edit_fields.xml`` and
``edit_field.xml`` (the editor: the title field, the category badge, which opens the
choice of "Select category", "Select color" and "Select Icon" (``category_edit_options``),
"add header image", "add logo image" and "add footer image", which open the image picker,
"add Barcode", which opens "Edit BarCode", "Add front field" and "Add back field", which add
an empty field, and each field's ``delete_button``, which removes the field from the pass at
once, with no undo, the pass being saved when the editor closes); ``ui/edit/dialogs/
CategoryPickDialog.kt``, ``ColorPickDialog.kt`` and ``BarcodePickDialog.kt`` with
``ui/edit/BarcodeEditController.kt`` and ``res/layout/barcode_edit.xml`` (the categories with
Cancel; the colour picker with Cancel and OK; "Edit BarCode": the message field, scan and
random, which fills in a random message, the alternative message, the formats as radio
buttons, Cancel and OK, which sets the barcode); ``ui/PrefsFragment.kt`` with
``res/xml/preferences.xml`` and ``res/values/arrays.xml`` ("Automatic light", "Condensed
mode", "Sort order" and "Day/Night theme" with their lists); ``scan/PassScanActivity.kt`` and
``scan/SearchPassesIntentService.kt`` (the scan imports each pkpass file it finds and ends
in "Scan finished." with OK); ``functions/PassTemplates.kt`` (a created pass is called
"custom Pass"; an image import holds the source, advice and note fields).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page

ID = "org.ligi.passandroid:id/"
FLIGHT, RETURN = "Lufthansa LH 2406", "Lufthansa LH 2407"
JAZZ, CARD = "Jazz Night at Blue Hall", "Linden Books member card"
COFFEE, FESTIVAL = "Café Aurora: free cappuccino", "Open Air Festival 2024"
CUSTOM = "custom Pass"
SHOPS = ("Café Aurora Marienplatz", "Café Aurora Schwabing", "Café Aurora Sendlinger Tor")
WHEN = "14.03.2025 19:05"
CODE = "7F3A9C21-5B0E-4D8A-9E61-2C47B8D0F513"


def screens(t: Any) -> list[dict[str, Any]]:
    return pass_list(t) + topics(t) + drawer(t) + pass_view(t) + editor(t) + settings(t)


def card(t: Any, title: str, line: str, navigate: bool, calendar: bool) -> list[dict[str, Any]]:
    """A pass's card in a topic's list: its date or first field, title and buttons."""
    items: list[dict[str, Any]] = [{"text": line, "rid": f"{ID}date"}] if line else []
    items.append({"row": title, "rid": f"{ID}passTitle"})
    if navigate:
        items.append({"button": t("pass_directions"), "rid": f"{ID}locationButton"})
    if calendar:
        items.append({"button": t("pass_to_calendar"), "rid": f"{ID}timeButton"})
    return items


def pass_list_page(t: Any, cards: list[dict[str, Any]], fab: bool = False,
                   trash: bool = False, snackbar: str | None = None) -> dict[str, Any]:  # fmt: skip
    """The pass list on one topic's tab: the toolbar, the tabs, the cards, then the floating
    menu (expanded, or only its + button) and a snackbar."""
    items: list[dict[str, Any]] = [{"icon": t("drawer_open")}]
    if trash:
        items.append({"icon": t("emtytrash_label"), "rid": f"{ID}menu_emptytrash"})
    items += [
        {"icon": t("help_label"), "rid": f"{ID}menu_help"},
        *({"tab": t(k)} for k in ("topic_new", "topic_archive", "topic_trash")),
        {"list": cards},
    ]
    if fab:
        items += [
            {"button": t("open_file"), "rid": f"{ID}fab_action_open_file"},
            {"button": t("fab_choice_add_demo_pass"), "rid": f"{ID}fab_action_demo_pass"},
            {"button": t("fab_choice_scan_pkpass_files"), "rid": f"{ID}fab_action_scan"},
            {"button": t("fab_choice_create_pass"), "rid": f"{ID}fab_action_create_pass"},
        ]
    items.append({"id": f"{ID}fab_expand_menu_button", "rid": f"{ID}fab_expand_menu_button"})
    if snackbar:
        items += [
            {"text": f"Pass moved to {snackbar}", "rid": f"{ID}snackbar_text"},
            {"button": t("undo"), "rid": f"{ID}snackbar_action"},
        ]
    return page(t("app_name"), items)


def pass_list(t: Any) -> list[dict[str, Any]]:
    home = t("app_name")
    where = "passandroid PassListActivity"
    new = pass_list_page(
        t,
        [*card(t, FLIGHT, WHEN, True, True), *card(t, CARD, "Points: 1,240", False, False)],
    )
    fab = pass_list_page(t, card(t, CARD, "Points: 1,240", False, False), fab=True)
    archive = pass_list_page(t, card(t, COFFEE, "expires 30.04.2025", True, True))
    trash = pass_list_page(
        t,
        [*card(t, FESTIVAL, "12.07.2024 14:00", True, True), *card(t, CUSTOM, "", False, False)],
        trash=True,
    )
    expiry = (
        t("expiration_date_to_calendar_warning_title"),
        t("expiration_date_to_calendar_warning_message"),
    )
    empty = (t("empty_trash_dialog_title"), t("empty_trash_dialog_message"))
    ok, cancel = t("android:ok"), t("android:cancel")
    places = {
        "title": home,
        "dialog": {"title": t("choose_location")},
        "items": [{"row": s} for s in SHOPS],
    }
    return [
        entry("harmless", f"{where} (topic new)", new, [(FLIGHT, False)]),
        entry("harmless", f"{where} (topic new, card)", new, [(t("pass_to_calendar"), False)]),
        entry("harmless", f"{where} (topic new, tabs)", new, [(t("topic_trash"), False)]),
        entry(
            "reversible", f"{where} (floating menu)", fab, [(t("fab_choice_create_pass"), False)]
        ),
        entry(
            "reversible",
            f"{where} (floating menu)",
            fab,
            [(t("fab_choice_scan_pkpass_files"), False)],
        ),
        entry(
            "harmless", f"{where} (floating menu)", fab, [(t("fab_choice_add_demo_pass"), False)]
        ),
        entry(
            "opens-prompt",
            f"{where} (topic archive, coupon)",
            archive,
            [(t("pass_to_calendar"), False)],
        ),
        entry(
            "opens-prompt",
            f"{where} (topic archive, coupon)",
            archive,
            [(t("pass_directions"), False)],
        ),
        alert(
            "harmless",
            "passandroid AddToCalendar (expiry date)",
            home,
            *expiry,
            (cancel, None),
            (ok, False),
        ),
        alert(
            "harmless",
            "passandroid AddToCalendar (expiry date)",
            home,
            *expiry,
            (cancel, False),
            (ok, None),
        ),
        entry("harmless", "passandroid NavigateToLocationsDialog", places, [(SHOPS[1], False)]),
        entry("opens-prompt", f"{where} (topic trash)", trash, [(t("emtytrash_label"), False)]),
        alert(
            "delete",
            f"{where} (empty trash)",
            home,
            *empty,
            (cancel, None),
            (t("emtytrash_label"), True),
        ),
        alert(
            "harmless",
            f"{where} (empty trash)",
            home,
            *empty,
            (cancel, False),
            (t("emtytrash_label"), None),
        ),
    ]


def topics(t: Any) -> list[dict[str, Any]]:
    """A card swiped to the trash (the snackbar's undo), and one swiped past the last topic."""
    moved = pass_list_page(
        t, card(t, CARD, "Points: 1,240", False, False), snackbar=t("topic_trash")
    )
    where = "passandroid MoveToNewTopicUI"
    home = t("app_name")

    def move(typed: str, taps: list[tuple[str, bool]], ok: bool | None, cancel: bool | None,
             category: str) -> dict[str, Any]:  # fmt: skip
        items = (
            {"field": f"{ID}new_topic_edit", "hint": t("new_topic_input_hint"), "text": typed},
            {"text": t("new_topic_suggestions")},
            {"button": t("topic_trash")},
            {"button": t("topic_archive")},
        )
        title = t("move_to_new_topic")
        shown = alert(
            category,
            where,
            home,
            title,
            None,
            (t("android:cancel"), cancel),
            (t("android:ok"), ok),
            items,
        )
        shown["cases"] = [{"tap": label, "irreversible": bad} for label, bad in taps] + shown[
            "cases"
        ]
        return shown

    return [
        entry("reversible", "passandroid moveWithUndoSnackbar", moved, [(t("undo"), False)]),
        move("", [(t("topic_trash"), False)], None, None, "reversible"),
        move("Holidays", [], False, None, "reversible"),
        move("Holidays", [], None, False, "harmless"),
    ]


def drawer(t: Any) -> list[dict[str, Any]]:
    rows = [
        t(k)
        for k in (
            "nav_settings",
            "nav_github",
            "nav_share",
            "nav_betatest_opt_in_out",
            "nav_improve_translation",
        )
    ]
    shown = {
        "title": t("app_name"),
        "dialog": {},
        "items": [
            {"text": t("categories_nav", 3), "rid": f"{ID}pass_count_header"},
            *({"menu": r} for r in rows),
        ],
    }
    where = "passandroid PassNavigationView (navigation_drawer)"
    return [
        entry("harmless", where, shown, [(t("nav_settings"), False)]),
        entry("harmless", where, shown, [(t("nav_share"), False)]),
    ]


TOOLBAR = (
    ("menu_map", "menu_map"),
    ("menu_update", "action_update"),
    ("menu_share", "menu_share"),
    ("menu_light", "=light"),
    ("menu_edit", "menu_edit"),
    ("menu_print", "menu_print"),
    ("menu_delete", "menu_delete"),
)
"""A pass's toolbar items in the order they are inflated (``map_item``, ``update``, then
``activity_pass_view``); "Launcher shortcut" is always in the overflow."""


def toolbar(t: Any, places: bool, updates: bool) -> tuple[list[dict[str, Any]], list[str]]:
    """The toolbar of a pass: the first three items it shows as icons, and the overflow."""
    shown = [(rid, key) for rid, key in TOOLBAR
             if (rid != "menu_map" or places) and (rid != "menu_update" or updates)]  # fmt: skip
    icons = [{"icon": t(key), "rid": f"{ID}{rid}"} for rid, key in shown[:3]]
    return icons, [t(key) for _, key in shown[3:]] + [t("launcher_shortcut")]


def viewed(t: Any, title: str, line: str, fields: list[tuple[str, str]], places: bool,
           updates: bool, dated: bool, back: bool) -> tuple[dict[str, Any], list[str]]:  # fmt: skip
    """A pass's page: the toolbar, the card, the front fields, the barcode and MORE."""
    icons, overflow = toolbar(t, places, updates)
    items = [*icons, *card(t, title, line, places, dated)]
    for label, value in fields:
        items += [{"text": label, "rid": f"{ID}key"}, {"text": value, "rid": f"{ID}value"}]
    items += [
        {"icon": t("barcode"), "rid": f"{ID}barcode_img"},
        {"text": CODE[:8], "rid": f"{ID}barcode_alt_text"},
    ]
    if back:
        items.append({"button": t("more"), "rid": f"{ID}moreTextView"})
    return page(t("app_name"), items), overflow


def pass_view(t: Any) -> list[dict[str, Any]]:
    where = "passandroid PassViewActivity"
    home = t("app_name")
    flight, flight_menu = viewed(
        t, FLIGHT, WHEN, [("Gate", "K12"), ("Seat", "23A")], True, True, True, True
    )
    back, _ = viewed(t, RETURN, "21.03.2025 08:40", [("Gate", "B7")], True, True, True, False)
    jazz, _ = viewed(
        t, JAZZ, "05.04.2025 20:00", [("Doors", "19:30"), ("Row", "F")], True, True, True, False
    )
    member, _ = viewed(
        t, CARD, "Points: 1,240", [("Member", "Alex Weber")], False, True, False, False
    )
    sure = (t("dialog_delete_title"), t("dialog_delete_confirm_text"))
    no, delete = t("android:no"), t("delete")
    source = t("dialog_delete_confirm_delete_source_checkbox")

    def box(checked: bool) -> tuple[dict[str, Any], ...]:
        return ({"switch": source, "rid": f"{ID}sourceDeleteCheckbox", "checked": checked},)

    gone = "passandroid PassMenuOptions (delete"
    update = t("action_update")
    return [
        entry("overwrite", f"{where} (boarding pass)", flight, [(update, True)]),
        entry("overwrite", f"{where} (return flight)", back, [(update, True)]),
        entry("overwrite", f"{where} (event ticket)", jazz, [(update, True)]),
        entry("overwrite", f"{where} (member card)", member, [(update, True)]),
        entry("harmless", f"{where} (boarding pass)", flight, [(t("menu_share"), False)]),
        entry("harmless", f"{where} (boarding pass)", flight, [(t("more"), False)]),
        menu("opens-prompt", f"{where} (overflow)", home, flight_menu, [(t("menu_delete"), False)]),
        menu("harmless", f"{where} (overflow)", home, flight_menu, [(t("menu_print"), False)]),
        menu("harmless", f"{where} (overflow)", home, flight_menu, [(t("menu_edit"), False)]),
        menu(
            "opens-prompt",
            f"{where} (overflow)",
            home,
            flight_menu,
            [(t("launcher_shortcut"), False)],
        ),
        alert(
            "delete", f"{gone}, imported file)", home, *sure, (no, None), (delete, True), box(False)
        ),
        alert(
            "delete", f"{gone}, source ticked)", home, *sure, (no, None), (delete, True), box(True)
        ),
        alert("delete", f"{gone}, no source file)", home, *sure, (no, None), (delete, True)),
        alert("harmless", f"{gone}, no source file)", home, *sure, (no, False), (delete, None)),
        alert(
            "harmless",
            f"{gone}, imported file)",
            home,
            *sure,
            (no, None),
            (delete, None),
            box(False),
            taps=((source, False),),
        ),
    ]


def edit_page(t: Any, title: str, front: list[tuple[str, str]] | None,
              back: list[tuple[str, str]] | None, barcode: bool) -> dict[str, Any]:  # fmt: skip
    """The editor, scrolled to its front fields (``front``) or to its back fields: the
    title, the category badge, the time and place buttons and "add header image" above the
    front fields; the barcode or "add Barcode", the back fields and the image buttons
    below them."""

    def fields(shown: list[tuple[str, str]], key: str) -> list[dict[str, Any]]:
        items: list[dict[str, Any]] = []
        for label, value in shown:
            items += [
                {"id": f"{ID}delete_button", "rid": f"{ID}delete_button"},
                {"field": f"{ID}label_field_edit", "hint": "label", "text": label},
                {"field": f"{ID}value_field_edit", "hint": "value", "text": value},
            ]
        return [*items, {"button": t(key), "rid": f"{ID}add_field"}]

    code = (
        [{"icon": t("barcode"), "rid": f"{ID}barcode_img"}]
        if barcode
        else [{"button": t("add_barcode"), "rid": f"{ID}add_barcode_button"}]
    )
    items: list[dict[str, Any]] = []
    if front is not None:
        items += [
            {"field": f"{ID}passTitle", "text": title},
            {"id": f"{ID}categoryView", "rid": f"{ID}categoryView"},
            {"button": t("edit_location"), "rid": f"{ID}locationButton"},
            {"button": t("edit_time"), "rid": f"{ID}timeButton"},
            {"button": t("add_header_image"), "rid": f"{ID}add_strip"},
            *fields(front, "add_front_field"),
            *code,
        ]
    if back is not None:
        if front is None:
            items += code
        items += [
            *fields(back, "add_back_fields"),
            {"button": t("add_logo_image"), "rid": f"{ID}add_logo"},
            {"button": t("add_footer_image"), "rid": f"{ID}add_footer"},
        ]
    return page(t("app_name"), items)


def editor(t: Any) -> list[dict[str, Any]]:
    where = "passandroid PassEditActivity"
    home = t("app_name")
    custom = edit_page(t, CUSTOM, [("Seat", "12")], None, False)
    flight = edit_page(t, FLIGHT, [("Gate", "K12")], None, True)
    flight_back = edit_page(t, FLIGHT, None, [("Terms", "Boarding closes 20 minutes before")], True)
    member = edit_page(t, CARD, [("Member", "Alex Weber")], None, True)
    jazz = edit_page(t, JAZZ, [("Doors", "19:30")], None, True)
    image = edit_page(
        t, t("image_import"), [(t("field_source"), t("field_source_image"))], None, False
    )
    image_back = edit_page(
        t, t("image_import"), None, [(t("field_note"), t("field_note_image"))], False
    )
    choices = [t("select_category_dialog_title"), t("change_color_dialog_title"),
               t("category_edit_options[2]")]  # fmt: skip
    options = {"title": home, "dialog": {}, "items": [{"row": c} for c in choices]}
    kinds = ("boarding_pass", "category_event", "category_generic", "category_storecard",
             "categories_voucher", "category_coupon")  # fmt: skip
    category = (
        {"title": home, "dialog": {"title": t("select_category_dialog_title")},
         "items": [*({"row": t(k)} for k in kinds),
                   {"button": t("android:cancel"), "rid": "android:id/button2"}]}
    )  # fmt: skip
    color = ({"id": f"{ID}colorPicker", "rid": f"{ID}colorPicker"},)
    formats = ("AZTEC", "CODE_39", "CODE_128", "DATA_MATRIX", "EAN_8", "EAN_13", "ITF",
               "PDF_417", "QR_CODE")  # fmt: skip
    code = (
        {"field": f"{ID}messageInput", "hint": t("barcode_edit_message"), "text": CODE},
        {"icon": "scan", "rid": f"{ID}scanButton"},
        {"icon": "random", "rid": f"{ID}randomButton"},
        {"field": f"{ID}alternativeMessageInput",
         "hint": t("barcode_edit_hint_alternative_message")},
        *({"radio": f, "checked": f == "QR_CODE"} for f in formats),
        {"icon": t("barcode"), "rid": f"{ID}barcode_img"},
    )  # fmt: skip
    title, cancel, ok = t("edit_barcode_dialog_title"), t("android:cancel"), t("android:ok")
    bar = "passandroid BarcodePickDialog"
    trash = "delete_button"
    return [
        entry("opens-prompt", f"{where} (created pass)", custom, [("categoryView", False)]),
        entry("opens-prompt", f"{where} (created pass)", custom, [(t("add_barcode"), False)]),
        entry("reversible", f"{where} (created pass)", custom, [(t("add_front_field"), False)]),
        entry("delete", f"{where} (created pass, front field)", custom, [(trash, True)]),
        entry("delete", f"{where} (boarding pass, front field)", flight, [(trash, True)]),
        entry("delete", f"{where} (boarding pass, back field)", flight_back, [(trash, True)]),
        entry(
            "reversible",
            f"{where} (boarding pass, back fields)",
            flight_back,
            [(t("add_back_fields"), False)],
        ),
        entry("delete", f"{where} (member card, front field)", member, [(trash, True)]),
        entry("delete", f"{where} (event ticket, front field)", jazz, [(trash, True)]),
        entry("delete", f"{where} (image import, front field)", image, [(trash, True)]),
        entry("delete", f"{where} (image import, back field)", image_back, [(trash, True)]),
        entry("opens-prompt", f"{where} (category_edit_options)", options, [(choices[0], False)]),
        entry(
            "reversible",
            "passandroid CategoryPickDialog",
            category,
            [(t("category_storecard"), False)],
        ),
        alert(
            "reversible",
            "passandroid ColorPickDialog",
            home,
            t("change_color_dialog_title"),
            None,
            (cancel, None),
            (ok, False),
            color,
        ),
        alert(
            "reversible",
            f"{bar} (new barcode)",
            home,
            title,
            None,
            (cancel, None),
            (ok, False),
            code,
        ),
        alert(
            "harmless", f"{bar} (new barcode)", home, title, None, (cancel, False), (ok, None), code
        ),
        alert(
            "reversible",
            f"{bar} (new barcode)",
            home,
            title,
            None,
            (cancel, None),
            (ok, None),
            code,
            taps=(("random", False),),
        ),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    where = "passandroid PrefsFragment (preferences)"
    home = t("app_name")
    prefs = page(
        home,
        [
            {"switch": t("preference_autolight_title"), "checked": True},
            {"text": t("preference_autolight_summary")},
            {"switch": t("preference_condensed_title"), "checked": False},
            {"text": t("preference_condensed_summary")},
            {"row": t("preference_sort_title"), "secondary": t("preference_sort_summary")},
            {"row": t("preference_daynight_title"), "secondary": t("preference_daynight_summary")},
        ],
    )

    def choose(title: str, keys: tuple[str, ...], checked: str) -> dict[str, Any]:
        return {
            "title": home,
            "dialog": {"title": title},
            "items": [
                *({"radio": t(k), "checked": k == checked} for k in keys),
                {"button": t("android:cancel"), "rid": "android:id/button2"},
            ],
        }

    sort = choose(
        t("preference_sort_title"),
        ("sort_order_date_asc", "sort_order_date_desc", "sort_order_date_type",
         "sort_order_date_temporaldistance"),
        "sort_order_date_desc",
    )  # fmt: skip
    night = choose(
        t("preference_daynight_title"),
        ("night_mode_night", "night_mode_day", "night_mode_auto"),
        "night_mode_auto",
    )
    scan = "passandroid PassScanActivity"
    found = (t("scan_finished_dialog_title"), t("scan_finished_dialog_text", 2))
    dialog = {"title": home, "dialog": dict(zip(("title", "message"), found, strict=True)),
              "items": [{"button": t("android:ok"), "rid": "android:id/button1"}]}  # fmt: skip
    return [
        entry("reversible", where, prefs, [(t("preference_autolight_title"), False)]),
        entry("reversible", where, prefs, [(t("preference_condensed_title"), False)]),
        entry("opens-prompt", where, prefs, [(t("preference_sort_title"), False)]),
        entry("reversible", f"{where} (sort order)", sort, [(t("sort_order_date_type"), False)]),
        entry("reversible", f"{where} (day/night)", night, [(t("night_mode_night"), False)]),
        entry("harmless", f"{where} (day/night)", night, [(t("android:cancel"), False)]),
        entry("harmless", f"{scan} (scan finished)", dialog, [(t("android:ok"), False)]),
    ]
