"""Fossify Paint's screens (``org.fossify.paint``, a drawing app: strokes drawn, undone and
redone, the canvas cleared, colours picked, drawings saved as PNG, SVG or JPG, existing files
overwritten, a picture handed over by another app edited and saved back, unsaved drawings
discarded, the app's colours customised and shared with the other Fossify apps), strings from
the app's ``app/src/main/res/values*/strings.xml`` and the Fossify Commons library's
``commons/src/main/res/values*/strings.xml``. The file and folder names on the screens are
the same in every language.

Read from the app's code (``app/src/main/kotlin/org/fossify/paint``): ``activities/MainActivity
.kt`` with ``res/layout/activity_main.xml`` and ``res/menu/menu.xml`` (the toolbar's Save,
``menu_save``, which only opens "Save as", Clear, which opens "Are you sure you want to clear
the canvas?" when the canvas holds something, and Share, which hands a PNG copy to the
system's share sheet; the overflow's "Open file", which opens the system's picker, "Change
background color", which opens the colour picker, Print, which opens the system's print
screen, Settings and About; the tools under the canvas: Redo, "Bucket fill", Eraser,
Eyedropper, "Change color", which opens the colour picker, and Undo; ``menu_confirm``, the
Save shown instead of ``menu_save`` when another app hands over a picture to edit
(``ACTION_EDIT``), which writes the drawing over the output file that app named and closes;
``displayClearCanvasPrompt``, a Commons ``ConfirmationDialog`` with No and Yes;
``onBackPressedCompat``, "You have unsaved changes. Save before exit?" with Discard, which
closes the drawing without saving it, and Save, which opens "Save as";
``trySaveImage`` and ``saveImage``);
``views/MyCanvas.kt`` (``clearCanvas`` keeps the cleared strokes and picture in
``mLastOperations`` and ``mLastBackgroundBitmap``, and ``undo`` puts them back; the strokes
live in memory only, so a closed drawing is gone); ``dialogs/SaveImageDialog.kt`` with
``res/layout/dialog_save_image.xml`` ("Save as": the Path field, shown below Android 10 and
opening the folder picker, the Filename field, the ``.png``, ``.svg`` and ``.jpg`` radio
buttons, Cancel and OK; from Android 10 OK only opens the system's save screen, below it OK
writes the file, first asking "File "…" already exists. Overwrite?" with No and Yes when the
name is taken); ``activities/SettingsActivity.kt`` with ``res/layout/activity_settings.xml``
("Customize colors", Language, which opens the system's language page, and five switches that
act at once: "Prevent phone from sleeping…", "Show brush size tool", "Allow zooming and moving
the canvas with gestures", "Adjust brush size based on zoom level" and "Force portrait mode").

Read from the library's code (``commons/src/main/kotlin/org/fossify/commons``):
``dialogs/ConfirmationDialog.kt`` and ``ConfirmationAdvancedDialog.kt`` (a message in
``dialog_message.xml``, Yes and No unless other buttons are given); ``dialogs/ColorPickerDialog
.kt`` with ``res/layout/dialog_color_picker.xml`` (the hex field, Cancel and OK);
``dialogs/FilePickerDialog.kt`` with ``dialog_filepicker.xml`` ("Select a folder": the
folders, the ``filepicker_fab`` button, which opens "Create new folder", Cancel and OK);
``dialogs/CreateNewFolderDialog.kt`` with ``dialog_create_new_folder.xml`` (Folder and Title,
Cancel and OK, which makes the folder); ``activities/CustomizationActivity.kt`` with
``res/layout/activity_customization.xml`` and ``res/menu/menu_customization.xml`` ("Customize
colors": Theme, whose first tap shows the app icon warning with OK and then the list of
themes, the text, background, primary and app icon colours, each opening a picker, "Apply
colors to all Fossify Apps", which shows "The current theme has been successfully applied to
all Fossify apps…" with OK, which saves the theme for all of them, the toolbar's Save, shown
while a change is unsaved, and "You have unsaved changes. Save before exit?" with Discard,
which leaves the saved colours as they were, and Save); ``dialogs/RadioGroupDialog.kt`` (the
theme list: a tap picks a theme and closes it); ``compose/screens/AboutScreen.kt`` (About:
"Invite friends", which opens the share sheet with a link to the app, Contributors, "Donate to
Fossify", "Privacy policy" and "Third party licences", each only opening a page).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, notice, page

ID = "org.fossify.paint:id/"
STAMP = "image_2026_08_05_10_42_17"
FOLDER = "Internal/Fossify Paint"
TAKEN = (
    "sketch.png",
    "drawing.jpg",
    "logo.svg",
    "image_2026_07_30_18_05_31.png",
    "floor_plan.png",
    "birthday_card.jpg",
)
"""The files already in the folder that "Save as" asks to overwrite."""


def screens(t: Any) -> list[dict[str, Any]]:
    return canvas(t) + saving(t) + folders(t) + colours(t) + settings(t) + about(t)


def tools(t: Any) -> list[dict[str, Any]]:
    """The canvas and the tools under it (``activity_main.xml``)."""
    return [
        {"id": "my_canvas"},
        {"icon": t("redo"), "rid": f"{ID}redo"},
        {"icon": t("bucket_fill"), "rid": f"{ID}bucket_fill"},
        {"icon": t("eraser"), "rid": f"{ID}eraser"},
        {"icon": t("eyedropper"), "rid": f"{ID}eye_dropper"},
        {"icon": t("change_color"), "rid": f"{ID}color_picker"},
        {"icon": t("undo"), "rid": f"{ID}undo"},
    ]


def main_page(t: Any) -> dict[str, Any]:
    return page(
        t("app_launcher_name"),
        [
            {"icon": t("save"), "rid": f"{ID}menu_save"},
            {"icon": t("clear"), "rid": f"{ID}clear"},
            {"icon": t("share"), "rid": f"{ID}menu_share"},
            *tools(t),
        ],
    )


def canvas(t: Any) -> list[dict[str, Any]]:
    home = t("app_launcher_name")
    bar = "paint MainActivity (toolbar)"
    main = main_page(t)
    taps = [
        ("opens-prompt", "save"),
        ("opens-prompt", "clear"),
        ("harmless", "share"),
        ("reversible", "undo"),
        ("reversible", "redo"),
        ("reversible", "eraser"),
        ("reversible", "eyedropper"),
        ("reversible", "bucket_fill"),
        ("opens-prompt", "change_color"),
    ]
    overflow = [
        t(k) for k in ("open_file", "change_background_color", "print", "settings", "about")
    ]
    more = "paint MainActivity (overflow)"
    edit = page(
        home,
        [
            {"icon": t("save"), "rid": f"{ID}menu_confirm"},
            {"icon": t("clear"), "rid": f"{ID}clear"},
            *tools(t),
        ],
    )
    clearing = "paint MainActivity (clear canvas)"
    leaving = "paint MainActivity (save before exit)"
    no, yes = t("no"), t("yes")
    discard, save = t("discard"), t("save")
    return [
        *(entry(kind, bar, main, [(t(key), False)]) for kind, key in taps),
        menu("harmless", more, home, overflow, [(t("open_file"), False)]),
        menu("opens-prompt", more, home, overflow, [(t("change_background_color"), False)]),
        menu("opens-prompt", more, home, overflow, [(t("print"), False)]),
        menu("harmless", more, home, overflow, [(t("settings"), False)]),
        menu("harmless", more, home, overflow, [(t("about"), False)]),
        entry(
            "overwrite",
            "paint MainActivity (editing another app's picture)",
            edit,
            [(t("save"), True)],
        ),
        alert(
            "reversible",
            clearing,
            home,
            None,
            t("clear_canvas_confirmation"),
            (no, None),
            (yes, False),
        ),
        alert(
            "harmless",
            clearing,
            home,
            None,
            t("clear_canvas_confirmation"),
            (no, False),
            (yes, None),
        ),
        alert(
            "discard", leaving, home, None, t("save_before_closing"), (discard, True), (save, None)
        ),
        alert(
            "opens-prompt",
            leaving,
            home,
            None,
            t("save_before_closing"),
            (discard, None),
            (save, False),
        ),
    ]


def save_as(t: Any, path: bool) -> tuple[dict[str, Any], ...]:
    """ "Save as"'s own widgets: the Path field below Android 10, the Filename field and the
    three formats."""
    where = ({"field": f"{ID}folder_value", "hint": t("path"), "text": FOLDER},) if path else ()
    name = "sketch_2" if path else STAMP
    return (
        *where,
        {"field": f"{ID}save_image_filename", "hint": t("filename"), "text": name},
        {"radio": ".png", "rid": f"{ID}save_image_radio_png", "checked": True},
        {"radio": ".svg", "rid": f"{ID}save_image_radio_svg", "checked": False},
        {"radio": ".jpg", "rid": f"{ID}save_image_radio_jpg", "checked": False},
    )


def saving(t: Any) -> list[dict[str, Any]]:
    home = t("app_launcher_name")
    cancel, ok, title = t("cancel"), t("ok"), t("save_as")
    modern = "paint SaveImageDialog (Android 10 and later)"
    older = "paint SaveImageDialog (below Android 10)"
    taken = "paint SaveImageDialog (file already exists)"
    now, before = save_as(t, False), save_as(t, True)
    no, yes = t("no"), t("yes")

    def form(source: str, items: tuple[dict[str, Any], ...]) -> dict[str, Any]:
        """ "Save as" as a screen, for the cases on its own widgets."""
        return alert("", source, home, title, None, (cancel, None), (ok, None), items)["screen"]

    def overwrite(name: str, ok: bool | None, cancel: bool | None) -> dict[str, Any]:
        message = t("file_already_exists_overwrite", name)
        kind = "overwrite" if ok else "harmless"
        return alert(kind, taken, home, None, message, (no, cancel), (yes, ok))

    return [
        alert("opens-prompt", modern, home, title, None, (cancel, None), (ok, False), now),
        alert("harmless", modern, home, title, None, (cancel, False), (ok, None), now),
        entry(
            "harmless",
            modern,
            form(modern, now),
            [(".svg", False)],
        ),
        alert("reversible", older, home, title, None, (cancel, None), (ok, False), before),
        entry(
            "opens-prompt",
            older,
            form(older, before),
            [(t("path"), False)],
        ),
        alert("harmless", older, home, title, None, (cancel, False), (ok, None), before),
        *(overwrite(name, True, None) for name in TAKEN),
        overwrite(TAKEN[0], None, False),
    ]


def folders(t: Any) -> list[dict[str, Any]]:
    home = t("app_launcher_name")
    cancel, ok = t("cancel"), t("ok")
    picker = "commons FilePickerDialog (save folder)"
    rows = (
        {"id": "filepicker_fab"},
        {"list": [{"row": name} for name in ("DCIM", "Download", "Fossify Paint", "Pictures")]},
    )
    chooser = alert("", picker, home, t("select_folder"), None, (cancel, None), (ok, None), rows)
    new = "commons CreateNewFolderDialog"
    fields = (
        {"field": f"{ID}folder_path", "hint": t("folder"), "text": "Internal/Pictures/"},
        {"field": f"{ID}folder_name", "hint": t("title"), "text": "Sketches"},
    )
    title = t("create_new_folder")
    return [
        alert(
            "harmless", picker, home, t("select_folder"), None, (cancel, None), (ok, False), rows
        ),
        entry("harmless", picker, chooser["screen"], [("Pictures", False)]),
        entry("opens-prompt", picker, chooser["screen"], [("filepicker_fab", False)]),
        alert("reversible", new, home, title, None, (cancel, None), (ok, False), fields),
        alert("harmless", new, home, title, None, (cancel, False), (ok, None), fields),
    ]


def colours(t: Any) -> list[dict[str, Any]]:
    home = t("app_launcher_name")
    cancel, ok = t("cancel"), t("ok")
    picker = "commons ColorPickerDialog (brush color)"
    hex_field = ({"field": f"{ID}color_picker_new_hex", "text": "E53935"},)
    custom = t("customize_colors")
    where = "commons CustomizationActivity"
    rows = page(
        custom,
        [
            {"icon": t("save"), "rid": f"{ID}save"},
            {"text": t("theme_and_colors")},
            {
                "row": t("theme"),
                "secondary": t("dark_theme"),
                "rid": f"{ID}customization_theme_holder",
            },
            {"row": t("text_color"), "rid": f"{ID}customization_text_color_holder"},
            {"row": t("background_color"), "rid": f"{ID}customization_background_color_holder"},
            {"row": t("primary_color"), "rid": f"{ID}customization_primary_color_holder"},
            {"row": t("app_icon_color"), "rid": f"{ID}customization_app_icon_color_holder"},
            {"text": t("all_fossify_apps")},
            {"switch": t("apply_to_all_apps"), "rid": f"{ID}apply_to_all", "checked": False},
        ],
    )
    themes = [
        t(k)
        for k in (
            "system_default",
            "light_theme",
            "dark_theme",
            "dark_red",
            "white",
            "black_white",
            "custom",
        )
    ]
    theme_list = {
        "title": custom,
        "dialog": {},
        "items": [{"radio": name, "checked": name == t("dark_theme")} for name in themes],
    }
    leaving = "commons CustomizationActivity (save before exit)"
    discard, save = t("discard"), t("save")
    return [
        alert("reversible", picker, home, None, None, (cancel, None), (ok, False), hex_field),
        alert("harmless", picker, home, None, None, (cancel, False), (ok, None), hex_field),
        entry("opens-prompt", where, rows, [(t("theme"), False)]),
        entry("opens-prompt", where, rows, [(t("primary_color"), False)]),
        entry("opens-prompt", where, rows, [(t("app_icon_color"), False)]),
        entry("opens-prompt", where, rows, [(t("apply_to_all_apps"), False)]),
        entry("reversible", where, rows, [(t("save"), False)]),
        entry(
            "reversible",
            "commons RadioGroupDialog (theme)",
            theme_list,
            [(t("light_theme"), False)],
        ),
        notice(
            "harmless",
            "commons CustomizationActivity (app icon warning)",
            custom,
            t("app_icon_color_warning"),
            (t("ok"), False),
        ),
        notice(
            "reversible",
            "commons CustomizationActivity (apply to all apps)",
            custom,
            t("global_theme_success"),
            (t("ok"), False),
        ),
        alert(
            "harmless",
            leaving,
            custom,
            None,
            t("save_before_closing"),
            (discard, False),
            (save, None),
        ),
        alert(
            "reversible",
            leaving,
            custom,
            None,
            t("save_before_closing"),
            (discard, None),
            (save, False),
        ),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    where = "paint SettingsActivity"
    switches = [
        ("prevent_phone_from_sleeping", "settings_prevent_phone_from_sleeping", False),
        ("show_brush_size", "settings_show_brush_size", True),
        ("allow_zooming_moving_canvas", "settings_allow_zooming_canvas", True),
        ("use_relative_brush_size", "settings_relative_brush_size", False),
        ("force_portrait_mode", "settings_force_portrait", False),
    ]
    shown = page(
        t("settings"),
        [
            {"text": t("color_customization")},
            {"row": t("customize_colors"), "rid": f"{ID}settings_color_customization_holder"},
            {"text": t("general_settings")},
            {"row": t("language"), "rid": f"{ID}settings_language_holder"},
            *({"switch": t(key), "rid": f"{ID}{rid}", "checked": on} for key, rid, on in switches),
        ],
    )
    return [
        entry("harmless", where, shown, [(t("customize_colors"), False)]),
        entry("harmless", where, shown, [(t("language"), False)]),
        *(entry("reversible", where, shown, [(t(key), False)]) for key, _, _ in switches),
    ]


def about(t: Any) -> list[dict[str, Any]]:
    where = "commons AboutActivity"
    shown = page(
        t("about"),
        [
            {"text": t("help_us")},
            {"row": t("invite_friends")},
            {"row": t("contributors")},
            {"row": t("donate_to_fossify")},
            {"text": t("other")},
            {"row": t("privacy_policy")},
            {"row": t("third_party_licences")},
        ],
    )
    return [
        entry("harmless", where, shown, [(t("invite_friends"), False)]),
        entry("harmless", where, shown, [(t("privacy_policy"), False)]),
        entry("harmless", where, shown, [(t("third_party_licences"), False)]),
    ]
