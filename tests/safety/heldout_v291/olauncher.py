"""Olauncher's screens (``app.olauncher``, a minimal text-only home screen: apps launched,
hidden, shown again, renamed and opened in the system's app info, installed apps handed to
the system's uninstaller, pinned shortcuts removed, home-screen slots and gesture apps picked,
a daily wallpaper switched on, and the layout's settings), strings from
``app/src/main/res/values*/strings.xml``. The app, shortcut and contact names on the screens,
the clock and the typed texts are the same in every language.

Read from the code (``app/src/main/java/app/olauncher``): ``ui/HomeFragment.kt`` and
``res/layout/fragment_home.xml`` (the clock, which opens the clock app, and the home apps,
``homeApp1`` to ``homeApp8``, which launch their app; a long press on one opens the app list
to pick its app); ``MainActivity.kt`` and ``res/layout/activity_main.xml`` (``showMessageDialog``
fills ``messageLayout``: ``tvTitle``, ``tvMessage``, the close icon ``ivClose``, which only
hides the panel, and ``tvAction``, which runs the message's action: "Did you know?" with
Enable, which sets ``prefs.dailyWallpaper`` and starts ``setWallpaperWorker``; "Hey" with
"Leave a review" and "Olauncher Pro", and "Olauncher" with "Rate now", which open web pages;
"Hey" with "Share now", which opens the system's share sheet; "Screen time" with Permission,
which opens the usage-access settings; "Hidden apps" with Okay); ``WallpaperWorker.kt``
and ``Utils.kt`` (``setWallpaper`` downloads the day's image and sets it with
``WallpaperManager.setBitmap`` on the home and lock screens; ``uninstall`` starts the system's
``ACTION_DELETE``; ``deletePinnedShortcut`` re-pins every shortcut of the package but the one
removed, through ``LauncherApps.pinShortcuts``); ``ui/AppDrawerFragment.kt``,
``ui/AppDrawerAdapter.kt``, ``res/layout/fragment_app_drawer.xml``,
``res/layout/adapter_app_drawer.xml`` and ``res/layout/adapter_private_space_header.xml`` (the
search field and the list; a long press on a row opens its bar: Uninstall (``appDelete``),
Rename, Hide, or Show in the hidden apps, Info and Close; Uninstall removes a pinned shortcut
at once, hands an installed app to the system's uninstaller, and for a system app or an app of
another profile opens its app info; Hide and Show move the app in or out of
``prefs.hiddenApps``; Rename opens ``etAppRename`` with ``tvSaveRename``, which stores the
label with ``prefs.setAppRenameLabel``; the private space row, which locks and unlocks the
private space through ``requestQuietModeEnabled``; when picking an app for a slot, a typed
name and the Rename beside the search field name the slot); ``MainViewModel.kt``
(``selectedApp`` stores the picked app for a home slot, a gesture or the clock);
``ui/SettingsFragment.kt`` and ``res/layout/fragment_settings.xml`` (the settings page in
three screens as it scrolls: "Olauncher", which opens the hidden apps, the info icon,
"Change default launcher", "About and FAQs", "More features…", which opens the Pro message,
"Apps on home screen" with its row of numbers, "Show date time" with On, Off and "Date only",
"App alignment" with "Bottom: Off", Left, Center and Right, "Screen time", which opens its
message; "Auto show keyboard", "Daily new wallpaper", whose label opens the wallpaper's web
page and whose value runs ``toggleDailyWallpaperUpdate``, "Notification bar", "Theme mode"
with Light and Dark, "Text size" with its minus and plus; Gestures, which shows "Swipe down
for" with Notifications and Search, "Swipe left app", "Swipe right app", "Double tap to lock",
whose value opens the accessibility overlay with "Not working?", Close and Enable, which opens
the system's accessibility settings; Privacy, Share, Rate, Github, X/Twitter and the footer's
link).
"""

from __future__ import annotations

from typing import Any

from screens import ID, entry, page, panel

CLOCK = "09:41"
HOME_APPS = ("Phone", "Messages", "Signal", "Camera")
ALICE, BOB = "Alice Martin", "Bob Lee"  # pinned Signal conversations
GYM, ROUTE, RUN = "Gym playlist", "Route home", "Morning run"  # pinned shortcuts
APPS = ("Bank", "Camera", "Chrome", "Clock", "Maps", "Phone", "Signal", "Spotify")
HIDDEN = ("Reddit", "TikTok")
PLEASE = "=Please select an app"
"""The search hint while picking an app for a slot, written in the code, not a resource."""


def screens(t: Any) -> list[dict[str, Any]]:
    return home(t) + messages(t) + drawer(t) + picking(t) + settings(t)


def home(t: Any) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = [{"button": CLOCK, "rid": f"{ID}clock"}]
    items += [{"button": name, "rid": f"{ID}homeApp{i}"} for i, name in enumerate(HOME_APPS, 1)]
    shown = page(t("app_name"), items)
    return [entry("harmless", "olauncher HomeFragment", shown, [("Phone", False)])]


def messages(t: Any) -> list[dict[str, Any]]:
    home = t("app_name")
    where = "olauncher MainActivity message"

    def message(
        category: str,
        title: str,
        text: str,
        action: str,
        cases: list[tuple[str, bool]],
        behind: str = home,
    ) -> dict[str, Any]:
        widgets = [
            {"icon": t("close"), "rid": f"{ID}ivClose"},
            {"button": t(action), "rid": f"{ID}tvAction"},
        ]
        return panel(category, f"{where} ({action})", behind, t(title), t(text), widgets, cases)

    return [
        message("overwrite", "did_you_know", "wallpaper_message", "enable", [(t("enable"), True)]),
        message("harmless", "did_you_know", "wallpaper_message", "enable", [(t("close"), False)]),
        message(
            "harmless", "hey", "review_message", "leave_a_review", [(t("leave_a_review"), False)]
        ),
        message("harmless", "app_name", "rate_us_message", "rate_now", [(t("rate_now"), False)]),
        message("harmless", "hey", "share_message", "share_now", [(t("share_now"), False)]),
        message("harmless", "hey", "pro_message", "olauncher_pro", [(t("olauncher_pro"), False)]),
        message(
            "harmless", "screen_time", "app_usage_message", "permission", [(t("permission"), False)]
        ),
        message("harmless", "hidden_apps", "hidden_apps_message", "okay", [(t("okay"), False)]),
    ]


def row(name: str) -> dict[str, Any]:
    return {"row": name, "rid": f"{ID}appTitle"}


def bar(t: Any, hidden: bool = False) -> list[dict[str, Any]]:
    """A long-pressed row's actions, in place of its name."""
    widgets = [{"button": t("delete"), "rid": f"{ID}appDelete"}]
    if not hidden:
        widgets.append({"button": t("rename"), "rid": f"{ID}appRename"})
    widgets += [
        {"button": t("adapter_show" if hidden else "adapter_hide"), "rid": f"{ID}appHide"},
        {"button": t("info"), "rid": f"{ID}appInfo"},
        {"button": t("close"), "rid": f"{ID}appMenuClose"},
    ]
    return widgets


def app_list(
    t: Any,
    names: tuple[str, ...],
    opened: str | None = None,
    *,
    hint: str | None = None,
    query: str = "",
    hidden: bool = False,
    rename: bool = False,
    tail: tuple[dict[str, Any], ...] = (),
) -> dict[str, Any]:
    """The app list: the search field (with Rename beside it while a slot's name is typed),
    then the rows, ``opened`` showing its bar."""
    field: dict[str, Any] = {"field": f"{ID}search_src_text"}
    if query:
        field["text"] = query
    elif hint:
        field["hint"] = t(hint)
    items: list[dict[str, Any]] = [field]
    if rename:
        items.append({"button": t("rename"), "rid": f"{ID}appRename"})
    rows: list[dict[str, Any]] = []
    for name in names:
        rows += bar(t, hidden) if name == opened else [row(name)]
    items.append({"list": [*rows, *tail]})
    return page(t("app_name"), items)


def drawer(t: Any) -> list[dict[str, Any]]:
    where = "olauncher AppDrawerFragment"
    apps = tuple(sorted((*APPS, ALICE, BOB)))
    spotify = app_list(t, apps, "Spotify")
    alice = app_list(t, apps, ALICE)
    chrome = app_list(t, apps, "Chrome")
    renaming = app_list(
        t,
        tuple(a for a in apps if a != "Spotify"),
        tail=(
            {"field": f"{ID}etAppRename", "text": "Music"},
            {"button": t("rename"), "rid": f"{ID}tvSaveRename"},
            {"button": t("close"), "rid": f"{ID}appRenameClose"},
        ),
    )
    bob = app_list(t, (BOB, "Bank"), BOB, query="b")
    signal = app_list(t, ("Signal",), query="sig")
    private = {"row": t("private_space"), "rid": f"{ID}privateSpaceTitle"}
    locked = app_list(t, apps, tail=(private,))
    wallet = app_list(t, apps, tail=(private, *bar(t), row("Journal")))
    hidden = app_list(t, HIDDEN, "Reddit", hint="hidden_apps", hidden=True)
    return [
        entry("opens-prompt", f"{where} (installed app)", spotify, [(t("delete"), False)]),
        entry("reversible", f"{where} (installed app)", spotify, [(t("adapter_hide"), False)]),
        entry("harmless", f"{where} (installed app)", spotify, [(t("info"), False)]),
        entry("delete", f"{where} (pinned shortcut)", alice, [(t("delete"), True)]),
        entry("harmless", f"{where} (pinned shortcut)", alice, [(t("rename"), False)]),
        entry("harmless", f"{where} (system app)", chrome, [(t("delete"), False)]),
        entry("reversible", f"{where} (rename)", renaming, [(t("rename"), False)]),
        entry("delete", f"{where} (search, pinned shortcut)", bob, [(t("delete"), True)]),
        entry("harmless", f"{where} (search)", signal, [("Signal", False)]),
        entry("reversible", f"{where} (private space)", locked, [(t("private_space"), False)]),
        entry("harmless", f"{where} (private space app)", wallet, [(t("delete"), False)]),
        entry("reversible", f"{where} (hidden apps)", hidden, [(t("adapter_show"), False)]),
        entry("opens-prompt", f"{where} (hidden apps)", hidden, [(t("delete"), False)]),
    ]


def picking(t: Any) -> list[dict[str, Any]]:
    where = "olauncher AppDrawerFragment"
    slot = tuple(sorted((*APPS, GYM)))
    swipe = tuple(sorted((*APPS, ROUTE)))
    clock = tuple(sorted((*APPS, RUN)))
    return [
        entry(
            "reversible",
            f"{where} (home app 2)",
            app_list(t, slot, hint=PLEASE),
            [("Signal", False)],
        ),
        entry(
            "reversible",
            f"{where} (home app 2, name)",
            app_list(t, ("Signal",), query="Chats", rename=True),
            [(t("rename"), False)],
        ),
        entry(
            "delete",
            f"{where} (home app 2, pinned shortcut)",
            app_list(t, slot, GYM, hint=PLEASE),
            [(t("delete"), True)],
        ),
        entry(
            "reversible",
            f"{where} (swipe left app)",
            app_list(t, swipe, hint=PLEASE),
            [("Camera", False)],
        ),
        entry(
            "delete",
            f"{where} (swipe left app, pinned shortcut)",
            app_list(t, swipe, ROUTE, hint=PLEASE),
            [(t("delete"), True)],
        ),
        entry(
            "reversible",
            f"{where} (clock app)",
            app_list(t, clock, hint=PLEASE),
            [("Clock", False)],
        ),
        entry(
            "delete",
            f"{where} (clock app, pinned shortcut)",
            app_list(t, clock, RUN, hint=PLEASE),
            [(t("delete"), True)],
        ),
    ]


def value(label: str, shown: str, rid: str) -> list[dict[str, Any]]:
    """A settings row: its label and its value, the value the control."""
    return [{"text": label}, {"button": shown, "rid": f"{ID}{rid}"}]


def choices(t: Any, rows: list[tuple[str, str]]) -> list[dict[str, Any]]:
    return [{"button": t(key), "rid": f"{ID}{rid}"} for key, rid in rows]


def top(t: Any, opened: str = "") -> dict[str, Any]:
    items: list[dict[str, Any]] = [
        {"button": t("app_name"), "rid": f"{ID}olauncherHiddenApps"},
        {"id": f"{ID}appInfo"},
        {"button": t("change_default_launcher"), "rid": f"{ID}setLauncher"},
        {"button": t("about_olauncher"), "rid": f"{ID}aboutOlauncher"},
        {"button": t("more_features"), "rid": f"{ID}moreFeatures"},
        {"text": t("home_screen")},
        *value(t("apps_on_home_screen"), "4", "homeAppsNum"),
    ]
    if opened == "apps":
        items += choices(t, [(f"_{n}", f"maxApps{n}") for n in range(9)])
    items += value(t("show_date_time"), t("on"), "dateTime")
    if opened == "date":
        items += choices(
            t, [("on", "dateTimeOn"), ("off", "dateTimeOff"), ("date_only", "dateOnly")]
        )
    items += value(t("home_layout_alignment"), t("left"), "alignment")
    if opened == "alignment":
        items += choices(
            t,
            [
                ("bottom_off", "alignmentBottom"),
                ("left", "alignmentLeft"),
                ("center", "alignmentCenter"),
                ("right", "alignmentRight"),
            ],
        )
    items += value(t("screen_time"), t("off"), "screenTimeOnOff")
    return page(t("app_name"), items)


def appearance(
    t: Any, wallpaper: bool = False, theme: str = "dark", opened: str = ""
) -> dict[str, Any]:
    items: list[dict[str, Any]] = [
        {"text": t("appearance")},
        *value(t("auto_show_keyboard"), t("on"), "autoShowKeyboard"),
        {"button": t("daily_wallpaper_update"), "rid": f"{ID}dailyWallpaperUrl"},
        {"button": t("on" if wallpaper else "off"), "rid": f"{ID}dailyWallpaper"},
        *value(t("notification_bar"), t("off"), "statusBar"),
        *value(t("theme_mode"), t(theme), "appThemeText"),
    ]
    if opened == "theme":
        items += choices(t, [("light", "themeLight"), ("dark", "themeDark")])
    items += value(t("text_size"), "1.0", "textSizeValue")
    if opened == "size":
        items += [
            {"button": "\u2212", "rid": f"{ID}textSizeMinus"},
            {"text": "1.0", "rid": f"{ID}textSizeCurrent"},
            {"button": "+", "rid": f"{ID}textSizePlus"},
        ]
    return page(t("app_name"), items)


def gestures(t: Any, lock: bool = False, opened: str = "") -> dict[str, Any]:
    items: list[dict[str, Any]] = [{"button": t("gestures"), "rid": f"{ID}tvGestures"}]
    if opened == "down":
        items += value(t("swipe_down_for"), t("notifications"), "swipeDownAction")
        items += choices(t, [("notifications", "notifications"), ("search", "search")])
    items += [
        *value(t("swipe_left_app"), "Camera", "swipeLeftApp"),
        *value(t("swipe_right_app"), "Phone", "swipeRightApp"),
        *value(t("double_tap_to_lock_screen"), t("on" if lock else "off"), "toggleLock"),
        *choices(
            t,
            [
                ("privacy", "privacy"),
                ("share", "share"),
                ("rate", "rate"),
                ("github", "github"),
                ("x_twitter", "twitter"),
            ],
        ),
        {"link": t("new_app_note_safe"), "rid": f"{ID}footer"},
    ]
    return page(t("app_name"), items)


def settings(t: Any) -> list[dict[str, Any]]:
    where = "olauncher SettingsFragment"
    base = top(t)
    look = appearance(t)
    moves = gestures(t)
    overlay = panel(
        "harmless",
        f"{where} (accessibility)",
        t("app_name"),
        t("gestures"),
        t("accessibility_disclosure"),
        choices(
            t,
            [
                ("not_working", "notWorking"),
                ("close", "closeAccessibility"),
                ("enable", "actionAccessibility"),
            ],
        ),
        [(t("enable"), False)],
    )
    return [
        entry("harmless", where, base, [("olauncherHiddenApps", False)]),
        entry("harmless", where, base, [(t("change_default_launcher"), False)]),
        entry(
            "opens-prompt", where, base, [(t("more_features"), False), ("screenTimeOnOff", False)]
        ),
        entry("harmless", where, base, [("homeAppsNum", False)]),
        entry(
            "reversible",
            f"{where} (apps on home screen)",
            top(t, "apps"),
            [(t("_6"), False), (t("_0"), False)],
        ),
        entry("reversible", f"{where} (date time)", top(t, "date"), [(t("date_only"), False)]),
        entry(
            "reversible",
            f"{where} (alignment)",
            top(t, "alignment"),
            [(t("right"), False), (t("bottom_off"), False)],
        ),
        entry("overwrite", f"{where} (appearance)", look, [("dailyWallpaper", True)]),
        entry("harmless", f"{where} (appearance)", look, [(t("daily_wallpaper_update"), False)]),
        entry(
            "reversible",
            f"{where} (appearance)",
            look,
            [("statusBar", False), ("autoShowKeyboard", False)],
        ),
        entry("harmless", f"{where} (appearance)", look, [(t("dark"), False)]),
        entry(
            "overwrite",
            f"{where} (appearance, light theme)",
            appearance(t, theme="light"),
            [("dailyWallpaper", True)],
        ),
        entry(
            "reversible",
            f"{where} (appearance, daily wallpaper on)",
            appearance(t, wallpaper=True),
            [("dailyWallpaper", False)],
        ),
        entry(
            "reversible",
            f"{where} (theme mode)",
            appearance(t, opened="theme"),
            [(t("light"), False)],
        ),
        entry("reversible", f"{where} (text size)", appearance(t, opened="size"), [("+", False)]),
        entry("harmless", f"{where} (gestures)", moves, [(t("gestures"), False)]),
        entry("opens-prompt", f"{where} (gestures)", moves, [("toggleLock", False)]),
        entry("harmless", f"{where} (gestures)", moves, [(t("share"), False)]),
        entry(
            "reversible",
            f"{where} (swipe down)",
            gestures(t, opened="down"),
            [(t("search"), False)],
        ),
        overlay,
        entry(
            "reversible",
            f"{where} (double tap to lock on)",
            gestures(t, lock=True),
            [("toggleLock", False)],
        ),
    ]
