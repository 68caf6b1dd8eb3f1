"""Fcitx5 for Android's settings app (``org.fcitx.fcitx5.android``): its main page and
overflow menu, the notification permission prompt, the Developer page (logs, restarting the
engine, re-copying its bundled data, clearing the clipboard database), the log page, the
Advanced page (exporting and importing the user data), the Clipboard and Virtual Keyboard
pages and their dialogs, the About page and the setup wizard; strings from
``app/src/main/res/values*/strings.xml``.

Read from the code (``app/src/main/java/org/fcitx/fcitx5/android``): ``ui/main/
MainActivity.kt`` (the toolbar; the notification permission dialog, "I don't need it" and
"Grant permission", which asks the system for the permission); ``ui/main/MainFragment.kt``
(the rows under "Fcitx" and "Android", each opening a page, and the overflow's FAQ, which
opens the browser, Developer and About); ``ui/main/settings/SettingsRoute.kt`` (each page's
title); ``ui/main/DeveloperFragment.kt`` ("Real-time logs", the switches "Verbose logging"
and "EditorInfo Inspector", "Restart fcitx instance", whose OK calls
``FcitxDaemon.restartFcitx``, "Delete and sync runtime data", whose OK calls
``DataManager.deleteAndSync``, "Clear clipboard database", whose OK calls
``ClipboardManager.nukeTable``, and "Capture heap dump", which opens the system's save
picker); ``core/data/DataManager.kt`` (``deleteAndSync`` deletes the copy of the bundled data
under the app's data directory, ``usr``, and copies it again from the APK and the plugins;
the user's own data lives in the external files directory and is not touched);
``data/clipboard/ClipboardManager.kt`` (``nukeTable``: ``clearAllTables`` on the clipboard
database, pinned entries included, with no undo); ``ui/main/LogActivity.kt`` (Clear, which
empties the shown list only, and Export, which opens the save picker); ``ui/main/settings/
behavior/AdvancedSettingsFragment.kt`` and ``data/prefs/AppPrefs.kt`` (the Advanced
switches, "Browse user data directory", "Export user data", which opens the save picker, and
"Import user data", whose confirmation's OK opens the system's file picker; a zip picked
there then replaces the settings and data and restarts the app); ``ui/main/modified/
MySwitchPreference.kt`` (a long press on a switch row asks "Would you like to reset this
preference to default?", Reset calling ``restore``); ``ui/main/settings/
EditTextIntPreference.kt``, ``DialogSeekBarPreference.kt`` and ``ui/main/modified/
MyListPreferenceDialogFragment.kt`` (a number's or a choice's dialog: Default, Cancel and
OK; a choice is set when tapped); ``data/clipboard/ClipboardManager.kt`` (a higher history
limit drops nothing); ``ui/main/AboutFragment.kt`` (rows that open the browser or the
licenses page); ``ui/setup/SetupActivity.kt``, ``SetupFragment.kt`` and ``SetupPage.kt``
(the wizard's hint, "Enable Input Method", which opens the system's keyboard settings, Skip
and Next).
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, entry, menu, page, plain, pref, switch

APP = "Fcitx5"
VERSION = "0.1.3-7-g69985025-release"
GIT_HASH = "6998502528cd26efb6079556da92003638e4179c"
"""The About page's version (``git describe --tags --long``, then the build type) and commit,
as a release built from the pinned commit shows them; its build time, which the device's
locale formats, is left off."""
LOG = ("I/Fcitx5: Starting fcitx with: locale=en_US", "D/FcitxDaemon: Fcitx is ready")


def screens(t: Any) -> list[dict[str, Any]]:
    return main(t) + developer(t) + advanced(t) + clipboard(t) + keyboard(t) + about(t)


def _main_page(t: Any) -> dict[str, Any]:
    rows = [
        {"text": "Fcitx"},
        *(pref(t(k)) for k in ("global_options", "input_methods", "addons")),
        {"text": "Android"},
        *(pref(t(k)) for k in ("theme", "virtual_keyboard", "candidates_window", "clipboard",
                               "emoji_and_symbols", "plugins", "advanced")),
    ]  # fmt: skip
    return page(t("app_name_release"), [{"list": rows}])


def main(t: Any) -> list[dict[str, Any]]:
    where = "fcitx5 MainFragment"
    home = _main_page(t)
    overflow = [t("faq"), t("developer"), t("about")]
    prompt = "fcitx5 MainActivity (notification permission)"
    title, message = t("notification_permission_title"), t("notification_permission_message")
    return [
        entry("harmless", where, home, [(t("advanced"), False)]),
        menu("harmless", f"{where} (overflow)", APP, overflow, [(t("developer"), False)]),
        alert(
            "opens-prompt",
            prompt,
            APP,
            title,
            message,
            (t("i_do_not_need_it"), None),
            (t("grant_permission"), False),
        ),
    ]


def developer(t: Any) -> list[dict[str, Any]]:
    where = "fcitx5 DeveloperFragment"
    dev = page(
        t("developer"),
        [
            pref(t("real_time_logs")),
            switch(t("verbose_log"), False),
            switch(t("editor_info_inspector"), False),
            pref(t("restart_fcitx_instance")),
            pref(t("delete_and_sync_data")),
            pref(t("clear_clb_db")),
            pref(t("capture_heap_dump")),
        ],
    )
    behind = t("developer")
    cancel, ok = t("android:cancel"), t("android:ok")
    logs = page(
        t("real_time_logs"),
        [{"icon": t("clear")}, {"icon": t("export")}, {"list": [{"text": line} for line in LOG]}],
    )
    return [
        entry("opens-prompt", where, dev, [(t("clear_clb_db"), False)]),
        entry("reversible", where, dev, [(t("verbose_log"), False)]),
        alert(
            "delete",
            f"{where} (clear clipboard database)",
            behind,
            t("clear_clb_db"),
            t("clear_clp_db_confirm"),
            (cancel, False),
            (ok, True),
        ),
        alert(
            "harmless",
            f"{where} (delete and sync runtime data)",
            behind,
            t("delete_and_sync_data"),
            t("delete_and_sync_data_message"),
            (cancel, None),
            (ok, False),
        ),
        alert(
            "harmless",
            f"{where} (restart fcitx instance)",
            behind,
            t("restart_fcitx_instance"),
            t("restart_fcitx_instance_confirm"),
            (cancel, None),
            (ok, False),
        ),
        entry("harmless", "fcitx5 LogActivity", logs, [(t("clear"), False)]),
    ]


def advanced(t: Any) -> list[dict[str, Any]]:
    where = "fcitx5 AdvancedSettingsFragment"
    adv = page(
        t("advanced"),
        [
            switch(t("ignore_sys_cursor"), False),
            switch(t("hide_key_config"), True),
            switch(t("disable_animation"), False),
            switch(t("vivo_keypress_workaround"), False),
            switch(t("ignore_system_window_insets"), False),
            pref(t("keyboard_height_percent_base"), t("display_metrics")),
            pref(t("browse_user_data_dir")),
            pref(t("export_user_data")),
            pref(t("import_user_data")),
        ],
    )
    cancel, ok = t("android:cancel"), t("android:ok")
    return [
        entry("opens-prompt", where, adv, [(t("import_user_data"), False)]),
        alert(
            "opens-prompt",
            f"{where} (import user data)",
            t("advanced"),
            t("import_user_data"),
            t("confirm_import_user_data"),
            (cancel, None),
            (ok, False),
        ),
        entry("harmless", where, adv, [(t("export_user_data"), False)]),
        entry("reversible", where, adv, [(t("disable_animation"), False)]),
    ]


def clipboard(t: Any) -> list[dict[str, Any]]:
    where = "fcitx5 ClipboardSettingsFragment"
    clip = page(
        t("clipboard"),
        [
            switch(t("clipboard_listening"), True),
            pref(t("clipboard_limit"), "10"),
            switch(t("clipboard_suggestion"), True),
            pref(t("clipboard_suggestion_timeout"), "30 s"),
            switch(t("clipboard_return_after_paste"), False),
            switch(t("clipboard_mask_sensitive"), False),
        ],
    )
    behind = t("clipboard")
    cancel, ok, default = t("android:cancel"), t("android:ok"), t("default_")
    limit = ({"field": "android:id/edit", "text": "20", "focused": True},)
    return [
        entry("reversible", where, clip, [(t("clipboard_return_after_paste"), False)]),
        alert(
            "reversible",
            "fcitx5 MySwitchPreference (reset to default)",
            behind,
            t("clipboard_mask_sensitive"),
            t("whether_reset_switch_preference"),
            (cancel, None),
            (t("reset"), False),
        ),
        alert(
            "reversible",
            f"{where} (clipboard history limit)",
            behind,
            t("clipboard_limit"),
            None,
            (cancel, None),
            (ok, False),
            (default, None),
            limit,
        ),
    ]


def keyboard(t: Any) -> list[dict[str, Any]]:
    where = "fcitx5 KeyboardSettingsFragment"
    delay = "450 ms"
    keys = page(
        t("virtual_keyboard"),
        [
            switch(t("expand_keypress_area"), False),
            pref(t("swipe_symbol_behavior"), t("swipe_down")),
            pref(t("keyboard_long_press_delay"), delay),
            pref(t("space_long_press_behavior"), t("space_behavior_none")),
            switch(t("space_swipe_move_cursor"), True),
            switch(t("show_lang_switch_key"), True),
        ],
    )
    behind = t("virtual_keyboard")
    cancel, ok, default = t("android:cancel"), t("android:ok"), t("default_")
    slider = ({"text": delay}, {"slider": ""})
    options = ("space_behavior_none", "space_behavior_enumerate", "space_behavior_activate",
               "space_behavior_picker")  # fmt: skip
    radios = tuple(
        {"radio": t(k), "checked": k == "space_behavior_none", "rid": "android:id/text1"}
        for k in options
    )
    return [
        entry("opens-prompt", where, keys, [(t("keyboard_long_press_delay"), False)]),
        alert(
            "reversible",
            f"{where} (key long press delay)",
            behind,
            t("keyboard_long_press_delay"),
            None,
            (cancel, None),
            (ok, None),
            (default, False),
            slider,
        ),
        alert(
            "reversible",
            f"{where} (space key long press behavior)",
            behind,
            t("space_long_press_behavior"),
            None,
            (cancel, None),
            None,
            (default, None),
            radios,
            ((t("space_behavior_picker"), False),),
        ),
    ]


def about(t: Any) -> list[dict[str, Any]]:
    info = page(
        t("about"),
        [
            pref(t("privacy_policy")),
            pref(t("open_source_licenses"), t("licenses_of_third_party_libraries")),
            pref(t("source_code"), t("github_repo")),
            pref(t("license"), "LGPL-2.1-or-later"),
            {"text": t("version")},
            pref(t("current_version"), VERSION),
            pref(t("build_git_hash"), GIT_HASH),
        ],
    )
    wizard = {
        "items": [
            {"text": plain(t("enable_ime_hint", APP)), "rid": f"{ID}hint_text"},
            {"button": t("enable_ime"), "rid": f"{ID}action_button"},
            {"button": t("skip"), "rid": f"{ID}skip_button"},
            {"button": t("next"), "rid": f"{ID}next_button"},
        ]
    }
    return [
        entry("harmless", "fcitx5 AboutFragment", info, [(t("open_source_licenses"), False)]),
        entry("harmless", "fcitx5 SetupFragment (enable)", wizard, [(t("enable_ime"), False)]),
    ]
