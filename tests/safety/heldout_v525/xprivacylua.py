"""XPrivacyLua's screens (``eu.faircode.xlua``, an Xposed module that restricts what apps can
read and do: restriction groups ticked and unticked for one app or toggled for every app in
the list at once, apps force-stopped to apply them, new apps notified and restricted, the
list filtered by search, by group and by kind of app), strings from
``app/src/main/res/values*/strings.xml``. App names, package names and hook ids are the same
in every language.

Read from the code (``app/src/main/java/eu/faircode/xlua`` unless named): ``ActivityMain.java``
(the drawer's rows: "Notify on new apps" and "Restrict new apps", checkable rows that save
the global setting at once, "Pro features", which opens the Pro companion or its web page,
Documentation, FAQ and Donate, which open the browser; the options menu of
``res/menu/main.xml``: Show, whose submenu of "Show user apps", "Show apps with icon" and
"Show all apps" saves the global ``show`` setting, Search, which filters the list as one
types, and Help, which opens the help page; ``checkFirstRun``, the licence dialog of
``res/layout/license.xml`` with "I agree", which only records that it was shown, and "I
disagree", which ends the app's process with ``System.exit(0)`` and leaves it to be shown
again; and the snackbar "Module not running or updated" with Fix, which opens the Xposed
installer); ``FragmentMain.java`` and ``res/layout/restrictions.xml`` (the group spinner
``spGroup``, its drop-down of All and the groups, which only filters what the list shows;
``tvRestrict`` where All is chosen and ``btnRestrict`` Restrict where a group is, which asks
``Util.areYouSure`` "Are you sure to toggle '...' for all apps?" and on the platform's OK
calls ``AdapterApp.restrict``); ``AdapterApp.java`` and ``res/layout/app.xml`` (an app's row
``itemView``, which expands or collapses it; ``ivSettings``, which opens the Pro companion
for the app or its web page; ``cbAssigned``, which assigns or removes the hooks of the chosen
group, or of every group under All; ``cbForceStop`` "Force stop automatically", saved at once
for the app; ``tvAndroid`` "Restricting can cause a bootloop" on the Android system's row;
``restrict``, which lifts the group's restriction from every app in the list when any of them
has it and otherwise restricts every one, with each app's force stop; the filter, which
expands a search's single result); ``AdapterGroup.java`` and ``res/layout/group.xml`` (a
group's row: ``ivException``, which opens a dialog with the hooks' errors, ``tvGroup``, which
ticks or unticks the group's box, and ``cbAssigned``); ``XApp.java``; ``XProvider.java``
(``assignHooks`` inserts or deletes the app's assignment rows, with their last use and error,
and force-stops the app where asked; ``getApps`` turns force stop on by default for user
apps and off for system and persistent ones; ``report``, the notifications "Restricted '...'"
and "Error in ..."); ``ReceiverPackage.java`` (a new app's notification "Review privacy
settings", which opens the app searching for it, and the new app restricted where "Restrict
new apps" is on); ``Util.java`` (``areYouSure``: a message, ``android.R.string.yes`` and
``no``, which read OK and Cancel). The groups' titles are ``group_*`` strings, found by the
hooks' group names.

The app sorts the groups by the language's collation, in the drop-down and in an app's
rows; the corpus keeps English's order in every language, so that a tapped row is at the
same place in the nine. The last-use time beside a group is left off.
"""

from __future__ import annotations

import html
import re
from typing import Any

from screens import ID, alert, dropdown, entry, page, popup_menu

TITLE = "XPrivacyLua"
"""The app's name (not translated), the action bar's title."""
YEAR = 2025
"""The year the licence's copyright line reads."""
PACKAGES = {
    "Instagram": "com.instagram.android",
    "Signal": "org.thoughtcrime.securesms",
    "Telegram": "org.telegram.messenger",
    "Waze": "com.waze",
    "Android System": "android",
}
GROUPS = [
    "group_determine_activity", "group_get_applications", "group_get_calendars",
    "group_get_call_log", "group_get_contacts", "group_get_location", "group_get_messages",
    "group_get_sensors", "group_read_account", "group_read_clipboard", "group_read_identifiers",
    "group_read_network", "group_read_notifications", "group_read_sync", "group_read_telephony",
    "group_record_audio", "group_record_video", "group_send_messages", "group_use_analytics",
    "group_use_camera", "group_use_tracking",
]  # fmt: skip
"""The restriction groups, in English's order."""
RESTRICT = ["group_get_location", "group_read_identifiers", "group_send_messages",
            "group_record_audio", "group_use_camera", "group_use_tracking"]  # fmt: skip
"""The groups whose Restrict button is tapped."""
TOGGLED = [*RESTRICT, "group_get_contacts", "group_get_call_log", "group_read_clipboard"]
"""The groups toggled for all apps (some apps in each list already have the group)."""
HOOK = "Privacy.AudioRecord.startRecording"
"""A hook (collection and name) that failed in Signal."""


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of XPrivacyLua, in the language of ``t``."""
    return [*main(t), *groups(t), *toggle_all(t), *expanded(t), *drawer(t), *outside(t)]


def shown(text: str) -> str:
    """A string's markup as the text a hierarchy shows."""
    text = re.sub(r"<br\s*/?>", " ", text)
    text = html.unescape(re.sub(r"<[^>]+>", "", text))
    return re.sub(r"\s+", " ", text).strip()


def actions(t: Any) -> list[dict[str, Any]]:
    """The action bar's items: Show, Search and Help, each described by its title."""
    keys = ("menu_show", "menu_search", "menu_help")
    return [{"icon": t(k), "rid": f"{ID}{k}"} for k in keys]


def head(t: Any, group: str | None = None) -> list[dict[str, Any]]:
    """The spinner with the chosen group, and Restrict: a text under All, a button under a
    group."""
    spinner = {"row": t(group or "title_all"), "rid": f"{ID}spGroup"}
    if group is None:
        return [spinner, {"text": t("title_restrict"), "rid": f"{ID}tvRestrict"}]
    return [spinner, {"button": t("title_restrict"), "rid": f"{ID}btnRestrict"}]


def app(name: str, checked: bool) -> list[dict[str, Any]]:
    """An app's row: its name and package, the settings icon and its restriction box."""
    return [
        {"row": name, "secondary": PACKAGES[name], "rid": f"{ID}itemView"},
        {"id": f"{ID}ivSettings", "rid": f"{ID}ivSettings"},
        {"switch": "", "rid": f"{ID}cbAssigned", "checked": checked},
    ]  # fmt: skip


def group_rows(t: Any, ticked: dict[str, bool], error: str | None = None) -> list[dict[str, Any]]:
    """An expanded app's group rows (the group's title with its box), the error icon before
    the group whose hooks failed."""
    rows: list[dict[str, Any]] = []
    for key, on in ticked.items():
        if key == error:
            rows.append({"id": f"{ID}ivException", "rid": f"{ID}ivException"})
        rows.append({"switch": t(key), "rid": f"{ID}cbAssigned", "checked": on})
    return rows


def search(query: str) -> dict[str, Any]:
    """The expanded search view's field."""
    return {"field": f"{ID}search_src_text", "text": query}


def main(t: Any) -> list[dict[str, Any]]:
    listed = page(TITLE, [*actions(t), *head(t),
                          {"list": [*app("Instagram", True), *app("Signal", True),
                                    *app("Telegram", False)]}])  # fmt: skip
    show = [(t("menu_show_user"), False), (t("menu_show_icon"), True), (t("menu_show_all"), False)]
    return [
        entry("harmless", "xlua FragmentMain", listed,
              [("Signal", False), (t("menu_search"), False), (t("menu_help"), False)]),
        entry("opens-prompt", "xlua FragmentMain (show menu and group spinner)", listed,
              [(t("menu_show"), False), (t("title_all"), False)]),
        popup_menu("reversible", "xlua ActivityMain (show submenu)", TITLE, show,
                   [(t("menu_show_user"), False), (t("menu_show_all"), False)]),
        dropdown("harmless", "xlua FragmentMain (group drop-down)", TITLE,
                 [t("title_all"), *(t(k) for k in GROUPS[:7])],
                 [(t("group_get_location"), False), (t("group_get_contacts"), False)]),
    ]  # fmt: skip


def groups(t: Any) -> list[dict[str, Any]]:
    """The list under a chosen group: Restrict, which only asks; and one app found by search,
    whose box assigns the group's hooks to it."""
    out = []
    for key in RESTRICT:
        listed = page(TITLE, [*actions(t), *head(t, key),
                              {"list": [*app("Instagram", True), *app("Signal", True),
                                        *app("Telegram", False)]}])  # fmt: skip
        out.append(entry("opens-prompt", f"xlua FragmentMain (restrict, {key})", listed,
                         [(t("title_restrict"), False)]))  # fmt: skip
    waze = page(TITLE, [search("waze"), *head(t, "group_get_location"),
                        {"list": app("Waze", False)}])  # fmt: skip
    out.append(entry("reversible", "xlua AdapterApp (Waze, group_get_location)", waze,
                     [("cbAssigned", False)]))  # fmt: skip
    return out


def toggle_all(t: Any) -> list[dict[str, Any]]:
    """The question Restrict asks; OK lifts the group from every app in the list (some have
    it) and force-stops each one whose box is on."""
    return [
        alert("overwrite", f"xlua FragmentMain (toggle for all apps, {key})", TITLE, None,
              t("msg_restrict_sure", t(key)), (t("android:no"), False), (t("android:yes"), True))
        for key in TOGGLED
    ]  # fmt: skip


def expanded(t: Any) -> list[dict[str, Any]]:
    """An app expanded: Signal, the single result of a search (top and scrolled down), and
    the Android system, expanded in the list of all apps."""
    top = {
        "group_determine_activity": False,
        "group_get_applications": False,
        "group_get_calendars": True,
        "group_get_call_log": True,
        "group_get_contacts": True,
    }
    lower = {
        "group_read_telephony": True,
        "group_record_audio": True,
        "group_record_video": False,
        "group_send_messages": False,
        "group_use_analytics": True,
        "group_use_camera": True,
        "group_use_tracking": True,
    }
    system = {"group_read_account": False, "group_read_clipboard": False,
              "group_read_identifiers": False, "group_read_network": False}  # fmt: skip
    force = {"switch": t("title_force_stop"), "rid": f"{ID}cbForceStop", "checked": True}
    signal = page(
        TITLE,
        [search("signal"), *head(t), {"list": [*app("Signal", True), force, *group_rows(t, top)]}],
    )
    scrolled = page(TITLE, [search("signal"), *head(t),
                            {"list": group_rows(t, lower, "group_record_audio")}])  # fmt: skip
    android = page(TITLE, [*head(t), {"list": [
        *app("Android System", False),
        {"text": t("title_bootloop"), "rid": f"{ID}tvAndroid"},
        {"switch": t("title_force_stop"), "rid": f"{ID}cbForceStop", "checked": False},
        *group_rows(t, system)]}])  # fmt: skip
    return [
        entry("reversible", "xlua AdapterApp (Signal expanded)", signal,
              [(t("title_force_stop"), False), (t("group_get_contacts"), False),
               (t("group_determine_activity"), False)]),
        entry("harmless", "xlua AdapterApp (Signal expanded, row and settings)", signal,
              [("Signal", False), ("ivSettings", False)]),
        entry("reversible", "xlua AdapterGroup (Signal, scrolled)", scrolled,
              [(t("group_send_messages"), False), (t("group_record_audio"), False)]),
        entry("opens-prompt", "xlua AdapterGroup (Signal, error icon)", scrolled,
              [("ivException", False)]),
        entry("reversible", "xlua AdapterGroup (Android System, all apps shown)", android,
              [(t("group_read_identifiers"), False)]),
    ]  # fmt: skip


def drawer(t: Any) -> list[dict[str, Any]]:
    """The drawer: two checkable rows that save a global setting, and four that open the
    companion app or the browser."""
    rows = page(TITLE, [
        {"switch": t("menu_notify_new"), "rid": f"{ID}cbItem", "checked": False},
        {"switch": t("menu_restrict_new"), "rid": f"{ID}cbItem", "checked": False},
        *({"row": t(k), "rid": f"{ID}tvItem"}
          for k in ("menu_companion", "menu_readme", "menu_faq", "menu_donate")),
    ])  # fmt: skip
    return [
        entry("reversible", "xlua ActivityMain (drawer, settings)", rows,
              [(t("menu_notify_new"), False), (t("menu_restrict_new"), False)]),
        entry("harmless", "xlua ActivityMain (drawer, links)", rows,
              [(t("menu_companion"), False), (t("menu_readme"), False), (t("menu_faq"), False),
               (t("menu_donate"), False)]),
    ]  # fmt: skip


def outside(t: Any) -> list[dict[str, Any]]:
    """The first run's licence, the snackbar of a module that does not run, and the
    notifications."""
    licence = {"text": shown(t("title_license", YEAR)), "rid": f"{ID}tvLicense"}
    snackbar = page(TITLE, [{"text": t("msg_no_service"), "rid": f"{ID}snackbar_text"},
                            {"button": t("title_fix"), "rid": f"{ID}snackbar_action"}])  # fmt: skip
    usage = t("msg_usage", t("group_get_location"))
    shade = page(None, [
        {"row": t("msg_review_settings"), "secondary": "Waze"},
        {"row": usage, "secondary": "Instagram"},
        {"row": t("msg_exception", HOOK), "secondary": "Signal"},
    ])  # fmt: skip
    return [
        alert("harmless", "xlua ActivityMain (first run licence)", TITLE, None, None,
              (t("title_deny"), False), (t("title_accept"), False), (licence,)),
        entry("harmless", "xlua ActivityMain (module not running)", snackbar,
              [(t("title_fix"), False)]),
        entry("harmless", "xlua notifications", shade,
              [(t("msg_review_settings"), False), (usage, False),
               (t("msg_exception", HOOK), False)]),
    ]  # fmt: skip
