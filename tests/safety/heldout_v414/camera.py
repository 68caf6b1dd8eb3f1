"""Fossify Camera's screens (``org.fossify.camera``, a camera app: photos taken, with a timer
or at once, videos recorded and stopped, the flash, timer and resolution picked, the front
and back camera switched, photos and videos taken for another app that asked for one, and
its settings: sounds, the volume keys as shutter, metadata and location, the save folder
and new folders, the compression quality, the capture mode, the colors of the app and of all
Fossify apps, the about page), strings from the app's ``res/values*/strings.xml`` and the
Fossify Commons library's. The folder names on the screens are the same in every language.

The F-Droid build (the ``foss`` flavor) is shown: its ``bools.xml`` sets
``hide_google_relations`` (no "More Fossify apps", no "Rate this app") and
``pretend_thank_you_installed``, so the save folder and the shared colors are not locked.

Read from the app's code (``app/src/main/kotlin/org/fossify/camera``):
``activities/MainActivity.kt`` with ``res/layout/activity_main.xml``, ``layout_top.xml``,
``layout_flash.xml``, ``layout_timer.xml`` and ``layout_button.xml`` (the top row's
``toggle_timer``, ``toggle_flash``, ``change_resolution`` and ``settings``; the Video and
Photo tabs of ``camera_mode_tab``; ``last_photo_video_preview``, which opens the last photo
in a viewer; ``shutter``, which in photo mode takes a photo at once or starts the timer's
countdown and during the countdown cancels it, ``shutterPressed``; ``toggle_camera``; the
flash row's ``flash_off``, ``flash_auto``, ``flash_on`` and ``flash_always_on`` and the
timer row's ``timer_off``, ``timer_3s``, ``timer_5s`` and ``timer_10_s``, icon buttons
without descriptions; the resolution row, whose buttons take the ids of ``values/ids.xml``,
``photo_full`` to ``photo_1x1`` and ``video_sd`` to ``video_uhd``, ``showImageSizes``;
``hideViewsOnTimerStart``, which hides everything but the shutter and ``timer_text`` during
the countdown; ``onVideoRecordingStarted``, which hides the tabs, the camera switch and the
last-media preview and shows ``video_rec_curr_timer``; ``hideIntentButtons``, which hides the
tabs, settings and the preview when another app asked for a photo or a video;
``onMediaSaved``, which hands the saved photo or video back to that app and closes);
``implementations/CameraXPreview.kt`` (``toggleRecording``: the shutter starts a recording,
and during one calls ``Recording.stop``, which ends the take and finalizes its file; there is
no pause; ``handleFlashlightClick``: in video mode the flash icon switches the torch at once,
in photo mode it opens the flash row; ``toggleFrontBackCamera``);
``helpers/MediaOutputHelper.kt`` (a photo goes to a new file named by its time in the save
folder, or, for an app that asked, into the address that app gave);
``activities/SettingsActivity.kt``
with ``res/layout/activity_settings.xml`` and ``res/menu/menu.xml`` (the About icon;
"Customize colors"; Language, which opens the system's per-app language page; the switches
"Shutter sound", "Use volume buttons as shutter", "Max screen brightness in preview", "Save
photo exif metadata", "Save photo and video location", which asks for the location
permission and, refused, opens "You must allow the app accessing your location" with Close
and "Go to Settings", and "Flip front camera photos horizontally", each saved at once; "Save
photos and videos to", which opens the folder picker; "Photo compression quality" and
"Capture mode", each a list of choices that applies the one tapped).

Read from Fossify Commons (``commons/src/main``): ``dialogs/FilePickerDialog.kt`` with
``layout/dialog_filepicker.xml`` and ``item_filepicker_list.xml`` ("Select a folder": the
breadcrumbs, the folders, each row opening its folder, ``filepicker_fab``, which opens "Create
new folder", Cancel, and OK, which picks the folder shown); ``dialogs/CreateNewFolderDialog
.kt`` with ``layout/dialog_create_new_folder.xml`` (the path and the name, Cancel and OK,
which makes the folder); ``dialogs/RadioGroupDialog.kt`` (a list of radio buttons without an
OK button: a tap chooses and closes); ``dialogs/OpenDeviceSettingsDialog.kt``;
``activities/BaseSimpleActivity.kt`` (``setupToolbar``: the navigation icon, "Close" on a
cross and "Back" on an arrow, finishes the page at once, whatever is unsaved);
``activities/CustomizationActivity.kt`` with ``layout/activity_customization.xml`` and
``menu/menu_customization.xml`` (Theme, "Text color", "Background color", "Primary color",
"App icon color", the switch "Apply colors to all Fossify Apps" and, once a color changed, the
Save icon; the first tap on Theme shows the launcher warning with OK; the theme list; a
color picker with Default, Cancel and OK, whose OK only changes the color on the page until
Save; the back key with unsaved changes opens "You have unsaved changes. Save before exit?"
with Discard, which drops them and closes, and Save; turning the switch on opens "The current
theme has been successfully applied to all Fossify apps" with OK, which saves the colors and
shares them with every Fossify app; ``resetColors``, ``saveChanges``, ``applyToAll``);
``dialogs/ColorPickerDialog.kt`` and ``dialogs/ConfirmationDialog.kt``,
``ConfirmationAdvancedDialog.kt`` with ``layout/dialog_message.xml``; ``activities/
AboutActivity.kt`` and ``compose/screens/AboutScreen.kt`` (the about page's rows; the email
row opens "Before you ask a question" with Skip, which opens an email app with a drafted
message to the developers, and "Read FAQ").
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, entry, ids, message, page, popup

SHOTS = "Screenshots"
HOLIDAY = "Holiday 2024"
NEW_FOLDER = "Birthday"
QUALITIES = ["100%", "95%", "90%", "85%", "80%", "75%", "70%", "65%", "60%", "55%", "50%"]


def screens(t: Any) -> list[dict[str, Any]]:
    return camera(t) + requests(t) + settings(t) + folders(t) + colors(t) + about(t)


def top(t: Any, timer: bool = True, settings: bool = True) -> list[dict[str, Any]]:
    """The top row of the camera: the timer (photo mode only), flash, resolution, settings."""
    row = [{"icon": t("toggle_timer"), "rid": f"{ID}toggle_timer"}] if timer else []
    row += [
        {"icon": t("toggle_flash"), "rid": f"{ID}toggle_flash"},
        {"icon": t("resolution"), "rid": f"{ID}change_resolution"},
    ]
    if settings:
        row.append({"icon": t("settings"), "rid": f"{ID}settings"})
    return row


def bottom(t: Any, tabs: bool = True, preview: bool = True) -> list[dict[str, Any]]:
    """The bottom of the camera: the mode tabs, the last media, the shutter, the switch."""
    row: list[dict[str, Any]] = [{"tab": t("video")}, {"tab": t("photo")}] if tabs else []
    if preview:
        row.append({"icon": t("view_last_media"), "rid": f"{ID}last_photo_video_preview"})
    row.append({"icon": t("shutter"), "rid": f"{ID}shutter"})
    row.append({"icon": t("toggle_camera"), "rid": f"{ID}toggle_camera"})
    return row


def camera(t: Any) -> list[dict[str, Any]]:
    name = t("app_launcher_name")
    preview = {"id": f"{ID}preview_view", "rid": f"{ID}preview_view"}
    photo = page(name, [*top(t), preview, *bottom(t)])
    video = page(name, [*top(t, timer=False), preview, *bottom(t)])
    flash = page(
        name,
        [
            *map(ids, ("flash_off", "flash_auto", "flash_on", "flash_always_on")),
            preview,
            *bottom(t),
        ],
    )
    timer = page(
        name,
        [*map(ids, ("timer_off", "timer_3s", "timer_5s", "timer_10_s")), preview, *bottom(t)],
    )
    sizes = page(
        name,
        [*map(ids, ("photo_full", "photo_16x9", "photo_4x3", "photo_1x1")), preview, *bottom(t)],
    )
    video_sizes = page(
        name,
        [*map(ids, ("video_sd", "video_hd", "video_fhd", "video_uhd")), preview, *bottom(t)],
    )
    countdown = page(
        name,
        [
            preview,
            {"text": "3", "rid": f"{ID}timer_text"},
            {"icon": t("shutter"), "rid": f"{ID}shutter"},
        ],
    )
    recording = page(
        name,
        [
            *top(t, timer=False),
            preview,
            {"text": "00:42", "rid": f"{ID}video_rec_curr_timer"},
            {"icon": t("shutter"), "rid": f"{ID}shutter"},
        ],
    )
    main = "camera MainActivity (photo mode)"
    return [
        entry("reversible", main, photo, [(t("shutter"), False)]),
        entry("reversible", main, photo, [(t("toggle_camera"), False)]),
        entry("harmless", main, photo, [(t("toggle_flash"), False)]),
        entry("harmless", main, photo, [(t("toggle_timer"), False)]),
        entry("harmless", main, photo, [(t("resolution"), False)]),
        entry("harmless", main, photo, [(t("settings"), False)]),
        entry("harmless", main, photo, [(t("view_last_media"), False)]),
        entry("reversible", main, photo, [(t("video"), False)]),
        entry("reversible", "camera MainActivity (flash row)", flash, [("flash_on", False)]),
        entry("reversible", "camera MainActivity (timer row)", timer, [("timer_3s", False)]),
        entry(
            "reversible",
            "camera MainActivity (photo resolutions)",
            sizes,
            [("photo_16x9", False)],
        ),
        entry(
            "reversible",
            "camera MainActivity (timer countdown)",
            countdown,
            [(t("shutter"), False)],
        ),
        entry("reversible", "camera MainActivity (video mode)", video, [(t("shutter"), False)]),
        entry(
            "reversible", "camera MainActivity (video mode)", video, [(t("toggle_flash"), False)]
        ),
        entry("reversible", "camera MainActivity (video mode)", video, [(t("photo"), False)]),
        entry(
            "reversible",
            "camera MainActivity (video resolutions)",
            video_sizes,
            [("video_uhd", False)],
        ),
        entry(
            "stop-recording",
            "camera MainActivity (recording)",
            recording,
            [(t("shutter"), True)],
        ),
        entry(
            "reversible",
            "camera MainActivity (recording)",
            recording,
            [(t("toggle_flash"), False)],
        ),
    ]


def requests(t: Any) -> list[dict[str, Any]]:
    """The camera opened by another app that asked for a photo or a video
    (``ACTION_IMAGE_CAPTURE``, ``ACTION_VIDEO_CAPTURE``): no tabs, settings or preview."""
    name = t("app_launcher_name")
    preview = {"id": f"{ID}preview_view", "rid": f"{ID}preview_view"}
    photo = page(name, [*top(t, settings=False), preview, *bottom(t, False, False)])
    video = page(name, [*top(t, timer=False, settings=False), preview, *bottom(t, False, False)])
    recording = page(
        name,
        [
            *top(t, timer=False, settings=False),
            preview,
            {"text": "00:07", "rid": f"{ID}video_rec_curr_timer"},
            {"icon": t("shutter"), "rid": f"{ID}shutter"},
        ],
    )
    return [
        entry(
            "reversible",
            "camera MainActivity (photo asked by another app)",
            photo,
            [(t("shutter"), False)],
        ),
        entry(
            "reversible",
            "camera MainActivity (photo asked by another app)",
            photo,
            [(t("toggle_camera"), False)],
        ),
        entry(
            "reversible",
            "camera MainActivity (video asked by another app)",
            video,
            [(t("shutter"), False)],
        ),
        entry(
            "stop-recording",
            "camera MainActivity (video asked by another app, recording)",
            recording,
            [(t("shutter"), True)],
        ),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("settings")

    def switch(key: str, rid: str, checked: bool) -> dict[str, Any]:
        return {"switch": t(key), "rid": f"{ID}{rid}", "checked": checked}

    def row(key: str, rid: str) -> dict[str, Any]:
        return {"row": t(key), "rid": f"{ID}{rid}_label"}

    items = [
        # The navigation icon is the toolbar's own button, known by its description.
        {"icon": t("back")},
        {"icon": t("about"), "rid": f"{ID}about"},
        {"text": t("color_customization"), "rid": f"{ID}settings_color_customization_label"},
        {"row": t("customize_colors"), "rid": f"{ID}settings_customize_colors_label"},
        {"text": t("general_settings"), "rid": f"{ID}settings_general_settings_label"},
        row("language", "settings_language"),
        {"text": t("app_launcher_name"), "rid": f"{ID}settings_camera_label"},
        switch("shutter_sound", "settings_sound", True),
        switch("volume_buttons_as_shutter", "settings_volume_buttons_as_shutter", False),
        switch("max_brightness", "settings_max_brightness", False),
        {"text": t("saving_label"), "rid": f"{ID}settings_saving_label"},
        switch("save_photo_metadata", "settings_save_photo_metadata", True),
        switch("save_photo_video_location", "settings_save_photo_video_location", False),
        switch("flip_front_camera_photos_horizontally", "settings_flip_photos", True),
        row("save_photos", "settings_save_photos"),
        {"text": "Camera", "rid": f"{ID}settings_save_photos"},
        row("photo_compression_quality", "settings_photo_quality"),
        {"text": "80%", "rid": f"{ID}settings_photo_quality"},
        row("capture_mode", "settings_capture_mode"),
        {"text": t("minimize_latency"), "rid": f"{ID}settings_capture_mode"},
    ]
    shown = page(title, items)
    where = "camera SettingsActivity"
    location = "camera SettingsActivity (location refused)"
    quality = [{"radio": q, "checked": q == "80%"} for q in QUALITIES]
    modes = [
        {"radio": t("maximize_quality"), "checked": False},
        {"radio": t("minimize_latency"), "checked": True},
    ]
    allow = (message(t("allow_location_permission")),)
    return [
        entry("harmless", where, shown, [(t("customize_colors"), False)]),
        entry("harmless", where, shown, [(t("back"), False)]),
        entry(
            "reversible",
            where,
            shown,
            [
                (t("shutter_sound"), False),
                (t("volume_buttons_as_shutter"), False),
                (t("max_brightness"), False),
            ],
        ),
        entry(
            "reversible",
            where,
            shown,
            [
                (t("save_photo_metadata"), False),
                (t("save_photo_video_location"), False),
                (t("flip_front_camera_photos_horizontally"), False),
            ],
        ),
        entry("opens-prompt", where, shown, [(t("save_photos"), False)]),
        entry("opens-prompt", where, shown, [(t("photo_compression_quality"), False)]),
        entry("opens-prompt", where, shown, [(t("capture_mode"), False)]),
        entry("harmless", where, shown, [(t("about"), False)]),
        alert(
            "harmless",
            location,
            title,
            None,
            allow,
            (t("close"), False),
            (t("go_to_settings"), None),
        ),
        alert(
            "harmless",
            location,
            title,
            None,
            allow,
            (t("close"), None),
            (t("go_to_settings"), False),
        ),
        entry(
            "reversible",
            "camera SettingsActivity (photo compression quality)",
            {"title": title, "dialog": {}, "items": quality},
            [("75%", False)],
        ),
        entry(
            "reversible",
            "camera SettingsActivity (capture mode)",
            {"title": title, "dialog": {}, "items": modes},
            [(t("maximize_quality"), False)],
        ),
    ]


def folders(t: Any) -> list[dict[str, Any]]:
    title = t("settings")
    picker = (
        {"text": t("internal"), "rid": f"{ID}filepicker_breadcrumbs"},
        {"text": "DCIM", "rid": f"{ID}filepicker_breadcrumbs"},
        {
            "list": [
                {"row": name, "rid": f"{ID}list_item_name"} for name in ("Camera", SHOTS, HOLIDAY)
            ]
        },
        ids("filepicker_fab"),
    )
    new = (
        {"field": f"{ID}folder_path", "hint": t("folder"), "text": f"{t('internal')}/DCIM/"},
        {"field": f"{ID}folder_name", "hint": t("title"), "text": NEW_FOLDER},
    )
    pick = "camera SettingsActivity (FilePickerDialog)"
    make = "camera SettingsActivity (CreateNewFolderDialog)"
    cancel, ok = t("cancel"), t("ok")
    chooser = t("select_folder")
    return [
        alert(
            "harmless",
            pick,
            title,
            chooser,
            picker,
            (cancel, None),
            (ok, None),
            taps=((SHOTS, False),),
        ),
        alert(
            "opens-prompt",
            pick,
            title,
            chooser,
            picker,
            (cancel, None),
            (ok, None),
            taps=(("filepicker_fab", False),),
        ),
        alert("reversible", pick, title, chooser, picker, (cancel, None), (ok, False)),
        alert("harmless", pick, title, chooser, picker, (cancel, False), (ok, None)),
        alert("reversible", make, title, t("create_new_folder"), new, (cancel, None), (ok, False)),
        alert("harmless", make, title, t("create_new_folder"), new, (cancel, False), (ok, None)),
    ]


def colors(t: Any) -> list[dict[str, Any]]:
    title = t("customize_colors")

    def rows(changed: bool) -> list[dict[str, Any]]:
        bar = [{"icon": t("close")}]
        if changed:
            bar.append({"icon": t("save"), "rid": f"{ID}save"})
        return [
            *bar,
            {"text": t("theme_and_colors"), "rid": f"{ID}settings_theme_and_colors_label"},
            {"row": t("theme"), "rid": f"{ID}customization_theme_label"},
            {"text": t("custom" if changed else "dark_theme"), "rid": f"{ID}customization_theme"},
            {"row": t("text_color"), "rid": f"{ID}customization_text_color_label"},
            {"row": t("background_color"), "rid": f"{ID}customization_background_color_label"},
            {"row": t("primary_color"), "rid": f"{ID}customization_primary_color_label"},
            {"row": t("app_icon_color"), "rid": f"{ID}customization_app_icon_color_label"},
            {"text": t("all_fossify_apps"), "rid": f"{ID}settings_all_fossify_apps_label"},
            {"switch": t("apply_to_all_apps"), "rid": f"{ID}apply_to_all", "checked": False},
        ]

    saved, changed = page(title, rows(False)), page(title, rows(True))
    where = "commons CustomizationActivity"
    edited = "commons CustomizationActivity (unsaved changes)"
    themes = [
        {"radio": t(k), "checked": k == "dark_theme"}
        for k in (
            "light_theme",
            "dark_theme",
            "dark_red",
            "white",
            "black_white",
            "custom",
            "auto_light_dark_theme",
            "system_default",
        )
    ]
    picker = (
        ids("color_picker_square"),
        {"text": "#FFFFFF", "rid": f"{ID}color_picker_old_hex"},
        {"field": f"{ID}color_picker_new_hex", "text": "F4B400"},
    )
    colour = "commons CustomizationActivity (ColorPickerDialog)"
    leave = "commons CustomizationActivity (save before exit)"
    ask = (message(t("save_before_closing")),)
    everywhere = "commons CustomizationActivity (apply to all apps)"
    cancel, ok = t("cancel"), t("ok")
    return [
        entry("harmless", where, saved, [(t("close"), False)]),
        entry("opens-prompt", where, saved, [(t("theme"), False)]),
        entry("opens-prompt", where, saved, [(t("text_color"), False)]),
        entry("opens-prompt", where, saved, [(t("apply_to_all_apps"), False)]),
        entry("discard", edited, changed, [(t("close"), True)]),
        entry("reversible", edited, changed, [(t("save"), False)]),
        alert(
            "harmless",
            "commons CustomizationActivity (app icon warning)",
            title,
            None,
            (message(t("app_icon_color_warning")),),
            None,
            (ok, False),
        ),
        entry(
            "reversible",
            "commons CustomizationActivity (theme)",
            {"title": title, "dialog": {}, "items": themes},
            [(t("dark_red"), False)],
        ),
        alert(
            "reversible",
            colour,
            title,
            None,
            picker,
            (cancel, None),
            (ok, False),
            (t("default_color"), None),
        ),
        alert(
            "harmless",
            colour,
            title,
            None,
            picker,
            (cancel, False),
            (ok, None),
            (t("default_color"), None),
        ),
        alert("discard", leave, title, None, ask, (t("discard"), True), (t("save"), None)),
        alert("reversible", leave, title, None, ask, (t("discard"), None), (t("save"), False)),
        alert(
            "reversible",
            everywhere,
            title,
            None,
            (message(t("global_theme_success")),),
            None,
            (ok, False),
        ),
    ]


def about(t: Any) -> list[dict[str, Any]]:
    title = t("about")
    rows = [
        {"icon": t("back")},
        {"text": t("support")},
        {"row": t("frequently_asked_questions")},
        {"row": t("known_issues")},
        {"row": t("my_email")},
        {"text": t("help_us")},
        {"row": t("invite_friends")},
        {"row": t("contributors")},
        {"row": t("donate_to_fossify")},
        {"text": t("social")},
        {"row": t("github")},
        {"row": t("reddit")},
        {"row": t("telegram")},
        {"text": t("other")},
        {"row": t("privacy_policy")},
        {"row": t("third_party_licences")},
    ]
    shown = page(title, rows)
    where = "commons AboutActivity"
    asked = t("before_asking_question_read_faq") + " " + t("make_sure_latest")
    return [
        entry("opens-prompt", where, shown, [(t("my_email"), False)]),
        entry("harmless", where, shown, [(t("invite_friends"), False)]),
        popup(
            "harmless",
            "commons AboutActivity (email)",
            title,
            None,
            asked,
            [(t("skip"), False), (t("read_faq"), None)],
        ),
    ]
