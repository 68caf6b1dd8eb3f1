"""Pocket Paint's screens (``org.catrobat.paintroid``, a drawing app of the Catrobat project:
images drawn in layers with tools whose every stroke can be undone, saved, copied and exported
to the device's storage, existing files overwritten, new images started, pictures loaded in
place of the drawing or into a layer, shared, settings changed), strings from
``Paintroid/src/main/res/values*/string.xml`` and ``colorpicker/src/main/res/values*/strings.xml``.
The file names and typed texts on the screens are the same in every language.

Read from the code (``Paintroid/src/main/java/org/catrobat/paintroid``): ``MainActivity.kt``
with ``res/menu/menu_pocketpaint_more_options.xml`` (the toolbar's overflow: "Save image",
"Save copy", "Load image" with its submenu "Replace image" and "Add to current layer", "New
image", "Hide buttons", "Rate us!", Help, About, "Share image", Feedback, "Zoom window
settings" and "Advanced settings"; ``onOptionsItemSelected`` says what each does) and
``ui/viewholder/TopBarViewHolder.kt`` (a standalone app drops Export and "Discard image" from
the menu; opened from Pocket Code it drops "Save image", "Save copy", "New image" and "Rate
us!" and hides the title); ``presenter/MainActivityPresenter.kt`` (``newImageClicked`` asks
"Save changes?" when the drawing is unsaved, and ``onNewImage`` deletes the temporary copy and
resets the command history; ``discardImageClicked`` only adds a ``ResetCommand``, which Undo
takes back; ``replaceImageClicked`` asks before the picker opens; ``showSecurityQuestionBefore
Exit`` asks on quitting, and ``MainActivity.onDestroy`` writes the drawing to its temporary
copy, which ``onCreate`` opens again on the next start; ``onLoadImagePostExecute`` puts the
picked picture in place of the drawing and resets the history; ``shareImageClicked`` opens
the system's share sheet); ``dialog/SaveBeforeNewImageDialog.kt``,
``SaveBeforeLoadImageDialog.kt`` and ``SaveBeforeFinishDialog.kt`` (each with Discard and
Save), ``SaveInformationDialog.kt`` and ``res/layout/dialog_pocketpaint_save.xml`` (the name,
the format spinner, the information button, Cancel and Save, which writes a new file or,
where one of that name exists, opens "Overwrite File?"), ``dialog_pocketpaint_save_jpg_sub
_dialog.xml`` (the JPG quality), ``OverwriteDialog.kt`` (Cancel and Overwrite, which writes
over the existing file), ``PngInfoDialog.kt``, ``ScaleImageOnLoadDialog.kt`` ("Image is too
big to load" with Cancel and OK, which loads the picture scaled down), ``ImportImageDialog.kt``
with ``dialog_pocketpaint_import_image.xml`` (Gallery, Stickers and Cancel),
``AdvancedSettingsDialog.kt`` with ``dialog_pocketpaint_advanced_settings.xml``,
``ZoomWindowSettingsDialog.kt`` with ``dialog_pocketpaint_zoomwindow_settings.xml`` and
``LikeUsDialog.kt`` (No opens the feedback note, Yes the rating dialog);
``res/layout/pocketpaint_layout_top_bar.xml`` (Undo, Redo and the checkmark),
``res/menu/menu_pocketpaint_bottom_navigation.xml`` and ``ui/BottomNavigationPortrait.kt``
(Tools, the current tool, Color and Layers), ``pocketpaint_layout_bottom_bar.xml`` (the
sixteen tools), ``pocketpaint_layout_main_menu_layer.xml``, ``pocketpaint_item_layer.xml`` and
``presenter/LayerPresenter.kt`` (the layer drawer: a new layer and a deleted one are commands
Undo takes back), ``dialog_pocketpaint_transform_tool.xml``,
``dialog_pocketpaint_clipboard_tool.xml`` and ``dialog_pocketpaint_text_tool.xml`` (the tool
panels, whose every change is a command), and, in ``colorpicker/src/main``,
``ColorPickerDialog.kt`` with ``res/layout/color_picker_dialog_view.xml`` (Cancel and Apply,
whose color change is a command too).
"""

from __future__ import annotations

from typing import Any

from screens import alert, dialog, entry, menu, page

ID = "org.catrobat.paintroid:id/"
NAME, EXPORT_NAME = "image3", "Harbour at dusk"
TYPED = "Happy birthday, Lena!"
TOOLS = (
    ("brush", "button_brush"), ("hand", "button_hand"), ("eraser", "button_eraser"),
    ("line", "button_line"), ("rectangle", "button_shape"), ("fill", "button_fill"),
    ("spray_can", "button_spray_can"), ("cursor", "button_cursor"), ("text", "button_text"),
    ("stamp", "button_clipboard"), ("transform", "button_transform"),
    ("import", "button_import_image"), ("pipette", "button_pipette"),
    ("watercolor", "button_watercolor"), ("smudge", "button_smudge"), ("clipping", "button_clip"),
)  # fmt: skip
"""The tools bar's cells (``pocketpaint_tools_<id>``) and their names, row by row."""


def screens(t: Any) -> list[dict[str, Any]]:
    return main(t) + menus(t) + questions(t) + saving(t) + tools(t) + settings(t)


def bars(t: Any, current: str = "button_brush", checkmark: bool = False) -> list[dict[str, Any]]:
    """The top bar (Undo, Redo, the checkmark of a tool that has one) and the bottom
    navigation, whose second tab is the current tool."""
    top = [
        {"icon": t("button_undo"), "rid": f"{ID}pocketpaint_btn_top_undo"},
        {"icon": t("button_redo"), "rid": f"{ID}pocketpaint_btn_top_redo"},
    ]
    if checkmark:
        top.append({"icon": t("button_checkmark"), "rid": f"{ID}pocketpaint_btn_top_checkmark"})
    return [
        *top,
        {"tab": t("bottom_navigation_tools"), "rid": f"{ID}action_tools"},
        {"tab": t(current), "rid": f"{ID}action_current_tool"},
        {"tab": t("bottom_navigation_color"), "rid": f"{ID}action_color_picker"},
        {"tab": t("bottom_navigation_layers"), "rid": f"{ID}action_layers"},
    ]


def main(t: Any) -> list[dict[str, Any]]:
    home = page(t("pocketpaint_app_name"), bars(t))
    where = "paint MainActivity (drawing)"
    return [
        entry("reversible", where, home, [(t("button_undo"), False)]),
        entry("reversible", where, home, [(t("button_redo"), False)]),
        entry("harmless", where, home, [(t("bottom_navigation_tools"), False)]),
        entry("harmless", where, home, [(t("bottom_navigation_layers"), False)]),
        entry("opens-prompt", where, home, [(t("bottom_navigation_color"), False)]),
    ]


def menus(t: Any) -> list[dict[str, Any]]:
    home = t("pocketpaint_app_name")
    standalone = [
        t(k)
        for k in (
            "menu_save_image", "menu_save_copy", "menu_load_image", "menu_new_image",
            "menu_hide_menu", "menu_rate_us", "help_title", "pocketpaint_about_title",
            "share_image_menu", "menu_feedback", "menu_zoom_settings", "menu_advanced",
        )
    ]  # fmt: skip
    catroid = [
        t(k)
        for k in (
            "menu_export", "menu_load_image", "menu_discard_image", "menu_hide_menu",
            "help_title", "pocketpaint_about_title", "share_image_menu", "menu_feedback",
            "menu_zoom_settings", "menu_advanced",
        )
    ]  # fmt: skip
    where = "paint MainActivity (more options)"
    sub = "paint MainActivity (load image submenu)"
    loading = [t("menu_replace_image"), t("menu_add_to_current_layer")]
    # Opened from Pocket Code, the toolbar shows no title.
    pocket_code = {"dialog": {}, "items": [{"menu": e} for e in catroid]}
    from_pocket_code = "paint MainActivity (more options, opened from Pocket Code)"

    def tap(category: str, key: str) -> dict[str, Any]:
        return menu(category, where, home, standalone, [(t(key), False)])

    return [
        tap("opens-prompt", "menu_save_image"),
        tap("opens-prompt", "menu_save_copy"),
        tap("opens-prompt", "menu_new_image"),
        tap("harmless", "menu_load_image"),
        tap("harmless", "share_image_menu"),
        tap("reversible", "menu_hide_menu"),
        tap("opens-prompt", "menu_advanced"),
        menu("opens-prompt", sub, home, loading, [(t("menu_replace_image"), False)]),
        menu("harmless", sub, home, loading, [(t("menu_add_to_current_layer"), False)]),
        entry("reversible", from_pocket_code, pocket_code, [(t("menu_discard_image"), False)]),
        entry("opens-prompt", from_pocket_code, pocket_code, [(t("menu_export"), False)]),
    ]


def questions(t: Any) -> list[dict[str, Any]]:
    """The three "Save changes?" questions: before a new image, before a picture is loaded in
    place of the drawing, and on quitting."""
    home = t("pocketpaint_app_name")
    discard, save = t("discard_button_text"), t("save_button_text")
    new = ("paint SaveBeforeNewImageDialog", t("menu_new_image"), t("dialog_warning_new_image"))
    load = ("paint SaveBeforeLoadImageDialog", t("menu_load_image"), t("dialog_warning_new_image"))
    quit_ = (
        "paint SaveBeforeFinishDialog",
        t("closing_security_question_title"),
        t("closing_security_question"),
    )
    return [
        alert("delete", new[0], home, *new[1:], (discard, True), (save, None)),
        alert("opens-prompt", new[0], home, *new[1:], (discard, None), (save, False)),
        alert("harmless", load[0], home, *load[1:], (discard, False), (save, None)),
        alert("opens-prompt", load[0], home, *load[1:], (discard, None), (save, False)),
        alert("reversible", quit_[0], home, *quit_[1:], (discard, False), (save, None)),
        alert("opens-prompt", quit_[0], home, *quit_[1:], (discard, None), (save, False)),
    ]


def save_form(t: Any, name: str, fmt: str) -> tuple[dict[str, Any], ...]:
    """The save dialog's own widgets: the name, the format and, for a JPG, its quality."""
    items = [
        {"text": t("dialog_save_image_name"), "rid": f"{ID}pocketpaint_save_info_title"},
        {"field": f"{ID}pocketpaint_image_name_save_text", "text": name},
        {"text": t("dialog_save_image_format"), "rid": f"{ID}pocketpaint_image_format_title"},
        {"button": fmt, "rid": f"{ID}pocketpaint_save_dialog_spinner"},
        {"icon": t("button_info"), "rid": f"{ID}pocketpaint_btn_save_info"},
    ]
    if fmt == "jpg":
        items += [
            {"text": t("dialog_save_jpg_option_quality")},
            {"text": "90%", "rid": f"{ID}pocketpaint_percentage_save_info"},
            {"slider": "90", "rid": f"{ID}pocketpaint_jpg_seekbar_save_info"},
        ]
    return tuple(items)


def saving(t: Any) -> list[dict[str, Any]]:
    home = t("pocketpaint_app_name")
    cancel, save = t("cancel_button_text"), t("save_button_text")
    title = t("menu_save_image")  # dialog_save_image_title is this string
    info = "paint SaveInformationDialog"
    png, jpg = save_form(t, NAME, "png"), save_form(t, EXPORT_NAME, "jpg")
    over = (t("pocketpaint_overwrite_title"), t("pocketpaint_overwrite", t("menu_save_copy")))
    overwrite = t("overwrite_button_text")

    def overwriting(flow: str, ok: bool | None, no: bool | None) -> dict[str, Any]:
        category = "overwrite" if ok else "harmless"
        source = f"paint OverwriteDialog ({flow})"
        return alert(category, source, home, *over, (cancel, no), (overwrite, ok))

    scale = (t("dialog_scale_title"), t("dialog_scale_message"))
    scaled = "paint ScaleImageOnLoadDialog (replace image, drawing discarded)"
    ok, platform_cancel = t("android:ok"), t("android:cancel")
    return [
        alert("reversible", f"{info} (save image)", home, title, None, (cancel, None),
              (save, False), png),
        alert("harmless", f"{info} (save image)", home, title, None, (cancel, False),
              (save, None), png),
        dialog("opens-prompt", f"{info} (save image)", home, title, None,
               [(cancel, "android:id/button2", None), (save, "android:id/button1", None)], png,
               ((t("button_info"), False),)),
        alert("reversible", f"{info} (export)", home, title, None, (cancel, None),
              (save, False), jpg),
        overwriting("save image", True, None),
        overwriting("save copy", True, None),
        overwriting("export", True, None),
        overwriting("save before new image", True, None),
        overwriting("save before quitting", True, None),
        overwriting("save before loading", True, None),
        overwriting("save image", None, False),
        alert("harmless", "paint PngInfoDialog", home, t("pocketpaint_png_title_dialog"),
              t("pocketpaint_png_message_dialog"), None, (ok, False)),
        alert("overwrite", scaled, home, *scale, (platform_cancel, None), (ok, True)),
        alert("harmless", scaled, home, *scale, (platform_cancel, False), (ok, None)),
    ]  # fmt: skip


def tools(t: Any) -> list[dict[str, Any]]:
    home = t("pocketpaint_app_name")
    cells = [{"button": t(name), "rid": f"{ID}pocketpaint_tools_{cell}"} for cell, name in TOOLS]
    bar = page(home, [*bars(t), *cells])
    importing = dialog(
        "harmless",
        "paint ImportImageDialog",
        home,
        t("button_import_image"),  # dialog_import_image_title is this string
        None,
        [(t("pocketpaint_cancel"), "android:id/button2", None)],
        (
            {"row": t("gallery"), "rid": f"{ID}pocketpaint_dialog_import_gallery"},
            {"row": t("stickers"), "rid": f"{ID}pocketpaint_dialog_import_stickers"},
        ),
        ((t("gallery"), False),),
    )
    crop = t("transform_tool_auto_crop_text")
    transform = page(
        home,
        [
            *bars(t, "button_transform", checkmark=True),
            {"text": crop},
            {"text": t("transform_width_text"), "rid": f"{ID}pocketpaint_transform_width_text"},
            {"field": f"{ID}pocketpaint_transform_width_value", "text": "1080"},
            {"text": t("transform_height_text"), "rid": f"{ID}pocketpaint_transform_height_text"},
            {"field": f"{ID}pocketpaint_transform_height_value", "text": "1920"},
            {"button": t("transform_set_center_text"), "desc": crop,
             "rid": f"{ID}pocketpaint_transform_set_center_btn"},
            {"button": t("transform_auto_crop_text"), "desc": crop,
             "rid": f"{ID}pocketpaint_transform_auto_crop_btn"},
            {"text": t("transform_tool_resize_text")},
            {"slider": "100", "rid": f"{ID}pocketpaint_transform_resize_seekbar"},
            {"field": f"{ID}pocketpaint_transform_resize_percentage_text", "text": "100"},
            {"button": t("button_apply"), "rid": f"{ID}pocketpaint_transform_apply_resize_btn"},
            {"text": t("button_transform")},
            {"icon": t("transform_tool_rotate_left"),
             "rid": f"{ID}pocketpaint_transform_rotate_left_btn"},
            {"icon": t("transform_tool_rotate_right"),
             "rid": f"{ID}pocketpaint_transform_rotate_right_btn"},
            {"icon": t("transform_tool_flip_vertical"),
             "rid": f"{ID}pocketpaint_transform_flip_vertical_btn"},
            {"icon": t("transform_tool_flip_horizontal"),
             "rid": f"{ID}pocketpaint_transform_flip_horizontal_btn"},
        ],
    )  # fmt: skip
    clipboard = page(
        home,
        [
            *bars(t, "button_clipboard", checkmark=True),
            {"button": t("clipboard_tool_copy"), "rid": f"{ID}action_copy"},
            {"button": t("clipboard_tool_cut"), "rid": f"{ID}action_cut"},
            {"button": t("clipboard_tool_paste"), "rid": f"{ID}action_paste"},
        ],
    )
    fonts = ("text_tool_dialog_font_sans_serif", "text_tool_dialog_font_serif",
             "text_tool_dialog_font_monospace", "text_tool_dialog_font_arabic_stc",
             "text_tool_dialog_font_dubai")  # fmt: skip
    text = page(
        home,
        [
            *bars(t, "button_text", checkmark=True),
            {"field": f"{ID}pocketpaint_font_size_text", "text": "20"},
            {"button": t("text_tool_dialog_underline_shortcut"),
             "rid": f"{ID}pocketpaint_text_tool_dialog_toggle_underlined"},
            {"button": t("text_tool_dialog_italic_shortcut"),
             "rid": f"{ID}pocketpaint_text_tool_dialog_toggle_italic"},
            {"button": t("text_tool_dialog_bold_shortcut"),
             "rid": f"{ID}pocketpaint_text_tool_dialog_toggle_bold"},
            {"list": [{"row": t(f)} for f in fonts]},
            {"field": f"{ID}pocketpaint_text_tool_dialog_input_text",
             "hint": t("text_tool_dialog_input_hint"), "text": TYPED},
        ],
    )  # fmt: skip
    layer_row = [
        {"icon": t("layer_background"), "rid": f"{ID}pocketpaint_item_layer_background"},
        {"icon": t("layer_preview"), "rid": f"{ID}pocketpaint_item_layer_image"},
    ]
    layers = page(
        home,
        [
            *bars(t),
            {"icon": t("layer_new"), "rid": f"{ID}pocketpaint_layer_side_nav_button_visibility"},
            {"icon": t("layer_new"), "rid": f"{ID}pocketpaint_layer_side_nav_button_opacity"},
            {"icon": t("layer_new"), "rid": f"{ID}pocketpaint_layer_side_nav_button_add"},
            {"icon": t("layer_delete"), "rid": f"{ID}pocketpaint_layer_side_nav_button_delete"},
            {"list": [*layer_row, *layer_row]},
        ],
    )
    return [
        entry("opens-prompt", "paint MainActivity (tools bar)", bar,
              [(t("button_import_image"), False)]),
        entry("harmless", "paint MainActivity (tools bar)", bar, [(t("button_transform"), False)]),
        importing,
        entry("reversible", "paint TransformTool", transform,
              [(t("transform_tool_rotate_left"), False)]),
        entry("reversible", "paint TransformTool", transform,
              [(t("transform_tool_flip_horizontal"), False)]),
        entry("reversible", "paint TransformTool", transform,
              [(t("transform_auto_crop_text"), False)]),
        entry("reversible", "paint ClipboardTool", clipboard, [(t("clipboard_tool_cut"), False)]),
        entry("reversible", "paint TextTool", text, [(t("button_checkmark"), False)]),
        entry("reversible", "paint LayerPresenter (layer drawer)", layers,
              [("pocketpaint_layer_side_nav_button_add", False)]),
        entry("reversible", "paint LayerPresenter (layer drawer)", layers,
              [(t("layer_delete"), False)]),
        entry("reversible", "paint LayerPresenter (layer drawer)", layers,
              [("pocketpaint_layer_side_nav_button_visibility", False)]),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    home = t("pocketpaint_app_name")
    picker = (
        {"text": t("color_picker_current_color")},
        {"text": t("color_picker_new_color")},
        {"button": t("color_picker_pipette"), "rid": f"{ID}color_picker_pipette_btn"},
        {"text": t("color_picker_history_recently_used"), "rid": f"{ID}color_history_text_view"},
    )
    apply, cancel = t("color_picker_apply"), t("color_picker_cancel")
    advanced = (
        {"switch": t("dialog_antialiasing"), "rid": f"{ID}pocketpaint_antialiasing",
         "checked": True},
        {"switch": t("dialog_smoothing"), "rid": f"{ID}pocketpaint_smoothing", "checked": True},
    )  # fmt: skip
    zoom = (
        {"switch": t("dialog_zoom_window_enabled"), "rid": f"{ID}pocketpaint_zoom_window_enabled",
         "checked": False},
        {"text": "100%", "rid": f"{ID}pocketpaint_zoom_window_slider_progress"},
        {"slider": "100", "rid": f"{ID}pocketpaint_zoom_window_slider"},
    )  # fmt: skip
    ok, no = t("android:ok"), t("cancel_button_text")
    like = (t("pocketpaint_rate_us_title"), t("pocketpaint_like_us"))
    yes, nope = t("pocketpaint_yes"), t("pocketpaint_no")
    return [
        alert("reversible", "paint ColorPickerDialog", home, None, None, (cancel, None),
              (apply, False), picker),
        alert("harmless", "paint ColorPickerDialog", home, None, None, (cancel, False),
              (apply, None), picker),
        dialog("reversible", "paint AdvancedSettingsDialog", home, t("menu_advanced"), None,
               [(no, "android:id/button2", None), (ok, "android:id/button1", None)], advanced,
               ((t("dialog_smoothing"), False),)),
        alert("reversible", "paint AdvancedSettingsDialog", home, t("menu_advanced"), None,
              (no, None), (ok, False), advanced),
        dialog("reversible", "paint ZoomWindowSettingsDialog", home, t("menu_zoom_settings"),
               None, [(no, "android:id/button2", None), (ok, "android:id/button1", None)], zoom,
               ((t("dialog_zoom_window_enabled"), False),)),
        alert("opens-prompt", "paint LikeUsDialog", home, *like, (nope, None), (yes, False)),
        alert("opens-prompt", "paint LikeUsDialog", home, *like, (nope, False), (yes, None)),
    ]  # fmt: skip
