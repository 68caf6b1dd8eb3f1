"""Fcitx5 for Android's keyboard themes (``org.fcitx.fcitx5.android``): the Theme page's list
and its Configure tab, a new theme's choices, the prompt shown when a theme is picked while
the day/night themes follow the system, and a custom theme's editor and its deletion;
strings from ``app/src/main/res/values*/strings.xml``. A custom theme is named by a random
UUID, which its deletion prompt shows; the theme presets' names (PixelLight, PixelDark) are
not translated.

Read from the code (``app/src/main/java/org/fcitx/fcitx5/android``): ``ui/main/settings/
theme/ThemeFragment.kt`` (the page, titled Theme, with its tabs Theme and Configure);
``ThemeListFragment.kt`` and ``ThemeListAdapter.kt`` (the "New theme" tile, which opens "New
theme" with "Choose Image…", "Import from file…" and "Duplicate builtin theme…", the last
opening a list of the built-in themes; a theme's tile, which sets the theme, or, while
"Follow system day/night theme" is on, asks "Configure" with OK and "Disable it", which turns
that switch off and sets the theme; a custom theme's edit button, an unlabelled image, which
opens the editor; a result ``Deleted`` calls ``ThemeManager.deleteTheme``); ``data/theme/
ThemeManager.kt`` and ``ThemeFilesManager.kt`` (``deleteTheme`` deletes the theme's JSON
file and its cropped and source background images; nothing keeps a copy); ``ui/main/
settings/theme/CustomThemeActivity.kt`` (the editor, titled "Edit Theme": "Re-Crop Image",
which opens the crop page, "Dark Keys" and its switch, which change the preview until it is
saved, Brightness and its slider; its two toolbar actions, a delete icon and a check icon,
are both titled ``R.string.save``, so both read Save; the delete icon asks "Delete Theme", "Do
you really want to delete theme "NAME"?", Cancel and OK, whose OK returns ``Deleted``);
``data/theme/ThemePrefs.kt`` and ``ThemeSettingsFragment.kt`` (the Configure tab's rows and
switches, each set at once).
"""

from __future__ import annotations

from typing import Any

from screens import alert, choices, entry, page, pref, switch

THEMES = ("5f1c2a9e-3b7d-4c8e-9a21-6d0e4b7f8c13", "a7d3e0b2-91f4-4e6a-8c5d-2b9f1e7a4c60")
"""Two custom themes' names (the app names a new theme with a random UUID)."""


def screens(t: Any) -> list[dict[str, Any]]:
    return theme_list(t) + editor(t)


def _tabs(t: Any) -> list[dict[str, Any]]:
    return [{"tab": t("theme")}, {"tab": t("configure")}]


def theme_list(t: Any) -> list[dict[str, Any]]:
    where = "fcitx5 ThemeListFragment"
    themes = page(t("theme"), [*_tabs(t), {"row": t("new_theme")}])
    configure = page(
        t("theme"),
        [
            *_tabs(t),
            pref(t("punctuation_position"), t("punctuation_pos_bottom")),
            pref(t("navbar_background"), t("navbar_bkg_full")),
            switch(t("follow_system_day_night_theme"), True),
            {"text": t("follow_system_day_night_theme_summary")},
            pref(t("light_mode_theme")),
            pref(t("dark_mode_theme")),
        ],
    )
    new = choices([t("choose_image"), t("import_from_file"), t("duplicate_builtin_theme")])
    behind = t("theme")
    cancel, ok = t("android:cancel"), t("android:ok")
    return [
        entry("opens-prompt", where, themes, [(t("new_theme"), False)]),
        alert(
            "opens-prompt",
            f"{where} (new theme)",
            behind,
            t("new_theme"),
            None,
            (cancel, None),
            None,
            items=new,
            taps=((t("duplicate_builtin_theme"), False),),
        ),
        entry("harmless", "fcitx5 ThemeFragment", themes, [(t("configure"), False)]),
        entry(
            "reversible",
            "fcitx5 ThemeSettingsFragment",
            configure,
            [(t("follow_system_day_night_theme"), False)],
        ),
        alert(
            "reversible",
            f"{where} (select theme, following system)",
            behind,
            t("configure"),
            t("theme_message_follow_system_day_night_mode_enabled"),
            (t("disable_it"), False),
            (ok, None),
        ),
    ]


def editor(t: Any) -> list[dict[str, Any]]:
    where = "fcitx5 CustomThemeActivity"
    edit = page(
        t("edit_theme"),
        [
            {"icon": t("save")},
            {"icon": t("save")},
            {"row": t("recrop_image")},
            {"row": t("dark_keys")},
            {"switch": "", "checked": False},
            {"text": t("brightness")},
            {"text": "70%"},
            {"slider": ""},
        ],
    )
    behind = t("edit_theme")
    cancel, ok = t("android:cancel"), t("android:ok")
    return [
        entry("harmless", where, edit, [(t("recrop_image"), False)]),
        entry("reversible", where, edit, [(t("dark_keys"), False)]),
        *(
            alert(
                "delete",
                f"{where} (delete theme)",
                behind,
                t("delete_theme"),
                t("delete_theme_msg", name),
                (cancel, False),
                (ok, True),
            )
            for name in THEMES
        ),
    ]
