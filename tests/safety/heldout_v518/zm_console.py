"""ZoneMinder's console and system screens for the five-hundred-and-eighteenth held-out corpus:
``screens(t, lang)`` lays them out in one language, ``t(key)`` being the app's
``translate(key)`` in that language and ``t(key, *args)`` its ``$CLANG[key]`` filled in as
``sprintf`` does. The console's monitor list and its deletion, the navigation bar's run
state, shutdown and account buttons with the dialogs they open, and the login page. What
each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import (
    ADMIN,
    WEB_TITLE,
    chrome_buttons,
    confirm,
    entry,
    form,
    link,
    modal,
    navbar,
    page_title,
    xhr,
    xhr_post,
)

MID, MONITOR = "3", "Driveway"
OTHER_MID, OTHER = "1", "Front Door"
PASSWORD = "Quiet-Harbour-19"  # typed on the login page
# console.js's deleteMonitor(): the words are the code's own, English in every language.
DELETE_MONITOR = ("Deleting a monitor only marks it as deleted.  Events will age out. If you "
                  "want them to be immediately removed, please delete them first.\nAre you "
                  "sure you wish to delete?")  # fmt: skip
SAVED_STATE = "Away"  # a run state saved earlier beside ZoneMinder's "default"


def console_page(t: Any, ticked: bool) -> dict[str, Any]:
    """The console: the toolbar over the monitor list (Clone, Edit, Delete and Select are
    enabled once a row is ticked), the list's headings and two monitors."""
    toolbar = [{"button": t(k)} for k in ("AddNewMonitor", "CloneMonitor", "Edit", "Delete",
                                          "Select", "Sort")]  # fmt: skip
    headings = [{"text": t(k)} for k in ("Name", "Function", "Source", "Events", "Hour", "Day",
                                         "Week", "Month", "Archived", "Zones")]  # fmt: skip

    def row(name: str, source: str, counts: list[str], zones: str, on: bool) -> list[Any]:
        cells: list[dict[str, Any]] = [{"switch": "", "checked": on}, {"link": name},
                                       {"link": source}, {"text": "1920x1080"}]  # fmt: skip
        return [*cells, *({"link": c} for c in counts), {"link": zones}]

    rows = [*row(MONITOR, "rtsp://192.168.1.64:554/Streaming/Channels/101",
                 ["214", "3", "17", "96", "214", "2"], "2", ticked),
            *row(OTHER, "rtsp://192.168.1.61:554/Streaming/Channels/101",
                 ["87", "0", "6", "31", "87", "0"], "1", False)]  # fmt: skip
    return {"title": page_title(t, "Console"), "items": [*navbar(t), *toolbar, *headings, *rows]}


def state_dialog(t: Any, picked: str) -> dict[str, Any]:
    """The run state modal (``modals/state.php``): the state picked in its select, the new
    state's name, Apply, Save (disabled until a name is typed) and Delete (enabled for a
    saved state only). It has no Cancel; its header's cross closes it."""
    return modal(page_title(t, "Console"), t("Run State"), None, [
        {"icon": "Close"}, {"text": t("Change State")}, {"button": picked},
        {"text": t("NewState")}, {"field": "newState", "hint": "", "text": ""},
        {"button": t("Apply")}, {"button": t("Save")}, {"button": t("Delete")}])  # fmt: skip


def shutdown_dialog(t: Any, now: bool, scheduled: bool = False) -> dict[str, Any]:
    """The shutdown modal (``modals/shutdown.php``, its words English but for its title and
    buttons): Now or 1 Minute (the default), Cancel (enabled once a command has run),
    Restart, Shutdown and Close; after a command, the answer shown above the buttons."""
    items: list[dict[str, Any]] = [
        {"text": "Warning"},
        {"text": "This command will either shutdown or restart all ZoneMinder Servers"},
        {"radio": "Now", "checked": now}, {"radio": "1 Minute", "checked": not now}]  # fmt: skip
    if scheduled:
        items += [{"text": "Success"},
                  {"text": f"You may cancel this shutdown by clicking {t('Cancel')}"}]  # fmt: skip
    items += [{"button": t(k)} for k in ("Cancel", "Restart", "Shutdown", "Close")]
    return modal(page_title(t, "Console"), f"{t('Shutdown')} {t('Restart')}", None, items)


def shutdown(when: str, command: str) -> str:
    """manageShutdownBtns(): the radio's ``when`` and the button's ``data-command``."""
    return xhr(f"request=shutdown&when={when}&command={command}")


def state(action: str, run_state: str) -> dict[str, str]:
    """stateStuff(): ``$.ajax`` POST to index.php; ``newState`` is undefined for Apply and
    Delete, which ``$.param`` writes empty."""
    fields = [("view", "state"), ("action", action), ("apply", "1"), ("runState", run_state),
              ("newState", "")]  # fmt: skip
    return xhr_post("", fields, "console")


def screens(t: Any, lang: str = "en") -> list[dict[str, Any]]:
    console = page_title(t, "Console")
    idle, ticked = console_page(t, False), console_page(t, True)
    logout = modal(console, f"{WEB_TITLE} {t('Logout')}", t("CurrentLogin", ADMIN), [
        {"text": "Other logged in users:"},
        *({"text": t(k)} for k in ("Username", "IPAddress", "Last Access")),
        {"link": ADMIN}, {"text": "192.168.1.20"}, {"link": "kim"}, {"text": "192.168.1.37"},
        {"button": t("Logout")}, {"button": t("Cancel")}])  # fmt: skip
    login = {"title": page_title(t, "Login"), "items": [
        {"link": WEB_TITLE}, {"text": f"{WEB_TITLE} {t('Login')}"},
        {"field": "inputUsername", "hint": "Username", "text": ADMIN},
        {"field": "inputPassword", "hint": "Password", "text": PASSWORD, "focused": True},
        {"icon": t("Password")}, {"button": t("Login")}]}  # fmt: skip
    monitor_confirm = confirm(console, DELETE_MONITOR, lang)
    ok, cancel = chrome_buttons(lang)
    return [
        entry("harmless", "console", idle, [
            (t("Options"), False, [link("view=options")]),
            (t("Log"), False, [link("view=log")]),
            (t("AddNewMonitor"), False, [link("view=monitor")])]),
        entry("harmless", "console monitor ticked", ticked, [
            (t("Edit"), False, [link(f"view=monitor&mid={MID}")]),
            (t("CloneMonitor"), False, [link(f"view=monitor&dupId={MID}")]),
            (t("Select"), False, [link(f"view=console&MonitorId[]={MID}")])]),
        entry("opens-prompt", "console delete monitor", ticked, [(t("Delete"), False, [])]),
        entry("reversible", "delete monitor confirm", monitor_confirm, [
            (ok, False, [form("?view=console", [("action", "delete"), ("btSelectItem", "on"),
                                                ("markMids[]", MID)], "console")]),
            (cancel, False, [])]),
        entry("opens-prompt", "navbar state shutdown account", idle, [
            (t("Running"), False, [xhr("request=modal&modal=state")]),
            (t("Shutdown"), False, [xhr("request=modal&modal=shutdown")]),
            (ADMIN, False, [xhr("request=modal&modal=logout")])]),
        entry("reversible", "run state stop", state_dialog(t, t("Stop")), [
            (t("Apply"), False, [state("state", "stop")]),
            ("Close", False, [])]),
        entry("delete", "run state delete saved", state_dialog(t, SAVED_STATE), [
            (t("Delete"), True, [state("delete", SAVED_STATE)]),
            ("Close", False, [])]),
        entry("shutdown", "shutdown now", shutdown_dialog(t, now=True), [
            (t("Shutdown"), True, [shutdown("now", "shutdown")]),
            (t("Close"), False, [])]),
        entry("reboot", "restart now", shutdown_dialog(t, now=True), [
            (t("Restart"), True, [shutdown("now", "restart")]),
            (t("Close"), False, [])]),
        entry("reversible", "shutdown in a minute", shutdown_dialog(t, now=False), [
            (t("Shutdown"), False, [shutdown("1min", "shutdown")]),
            (t("Restart"), False, [shutdown("1min", "restart")])]),
        entry("reversible", "shutdown scheduled cancel",
              shutdown_dialog(t, now=False, scheduled=True), [
            (t("Cancel"), False, [shutdown("1min", "cancel")])]),
        entry("harmless", "logout dialog", logout, [
            (t("Logout"), False, [form("?view=logout", [("action", "logout")], "logout")]),
            (t("Cancel"), False, [])]),
        entry("harmless", "login page", login, [
            (t("Login"), False, [form("?view=login", [
                ("action", "login"), ("postLoginQuery", ""), ("username", ADMIN),
                ("password", PASSWORD)], "login")])]),
    ]  # fmt: skip
