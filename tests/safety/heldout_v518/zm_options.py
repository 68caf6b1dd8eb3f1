"""ZoneMinder's options and log screens for the five-hundred-and-eighteenth held-out corpus:
``screens(t, lang)`` lays them out in one language (``t`` as in zm_console). The Users,
Storage, API and Encoder Templates tabs of Options with the dialogs their deletions open,
and the system log with its Clear Logs confirmation. What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import (
    API,
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

# Users in the order of the list (by username): id, e-mail, API enabled.
USERS = {"admin": ("1", "admin@example.org", True), "kim": ("3", "kim@example.org", True),
         "marco": ("2", "marco@example.org", False)}  # fmt: skip
KIM = "3"
NAS = "2"  # the storage area "NAS archive", which holds no events
TEMPLATE = ("3", "libx264", "Low CPU")  # ZoneMinder's own template, as installed
TEMPLATE_PARAMS = ["preset=ultrafast", "crf=26", "g=30", "profile=baseline", "pix_fmt=yuv420p"]
LOG_IDS = ("52311", "52312")
# The tabs of the options page's side menu written here, as translate(ucfirst(category)).
TABS = ("System", "API", "Servers", "Storage", "Users", "Roles", "EncoderTemplates")


def options_page(t: Any, content: list[dict[str, Any]]) -> dict[str, Any]:
    tabs = [{"link": t(k)} for k in TABS]
    return {"title": page_title(t, "Options"), "items": [*navbar(t), *tabs, *content]}


def users_tab(t: Any, marked: str | None) -> dict[str, Any]:
    """``_options_users.php``: Add New User, Delete (enabled once a user is marked) and the
    users, the current one's name starred."""
    content: list[dict[str, Any]] = [{"button": t("AddNewUser")}, {"button": t("Delete")}]
    content += [{"text": t(k)} for k in ("Mark", "Username", "Email", "Language", "Enabled",
                                         "Role")]  # fmt: skip
    for name, (uid, email, _) in USERS.items():
        content += [{"switch": t("Mark"), "checked": uid == marked},
                    {"link": name + ("*" if name == "admin" else "")}, {"text": email},
                    {"text": "default"}, {"text": t("Yes")}]  # fmt: skip
    return options_page(t, content)


def storage_tab(t: Any) -> dict[str, Any]:
    """``_options_storage.php``: the areas, NAS archive marked (an area holding events has
    its Mark box disabled)."""
    content: list[dict[str, Any]] = [{"button": t("AddNewStorage")}, {"button": t("Delete")}]
    content += [{"text": t(k)} for k in ("Id", "Name", "Path", "Type", "StorageScheme",
                                         "DiskSpace", "Events", "Mark")]  # fmt: skip
    for sid, name, path, disk, events in (
        ("1", "Default", "/var/cache/zoneminder/events", "41% 1.49TB of 3.63TB",
         "2214 using 412.07GB"),
        (NAS, "NAS archive", "/mnt/nas/zoneminder", "3% 112.64GB of 3.58TB", "0 using 0.00B"),
    ):  # fmt: skip
        content += [{"link": sid}, {"link": name}, {"link": path}, {"link": "local"},
                    {"link": "Medium"}, {"text": disk}, {"link": events},
                    {"switch": t("Mark"), "checked": sid == NAS}]  # fmt: skip
    return options_page(t, content)


def api_tab(t: Any, revoke: str | None, enabled: dict[str, bool]) -> dict[str, Any]:
    """``_options_api.php``: Update, New Token, Revoke All Tokens, and per user a Revoke
    Token box and an API Enabled box."""
    content: list[dict[str, Any]] = [{"button": t(k)} for k in ("Update", "New Token",
                                                                 "RevokeAllTokens")]  # fmt: skip
    content += [{"text": t(k)} for k in ("Username", "Revoke Token", "API Enabled")]
    for name, (uid, _, _) in USERS.items():
        content += [{"text": name}, {"switch": t("Revoke Token"), "checked": uid == revoke},
                    {"switch": t("API Enabled"), "checked": enabled[name]}]  # fmt: skip
    return options_page(t, content)


def api_form(submit: str, revoke: str | None, enabled: dict[str, bool]) -> dict[str, str]:
    """The API tab's form (``userForm``, action ``?``): the submitting button (no value),
    the hidden view, tab and action, then the ticked boxes row by row."""
    fields = [(submit, ""), ("view", "options"), ("tab", "API"), ("action", "delete")]
    for name, (uid, _, _) in USERS.items():
        fields += [("tokenUids[]", uid)] if uid == revoke else []
        fields += [("apiUids[]", uid)] if enabled[name] else []
    return form("?", fields, "api")


def templates_tab(t: Any) -> dict[str, Any]:
    """``_options_encoderTemplates.php``: the filter, Add New Template and the table, shown
    by the one row acted on (every row carries the same three buttons)."""
    tid, encoder, name = TEMPLATE
    params = " ".join(TEMPLATE_PARAMS)
    short = params if len(params) <= 60 else params[:59] + "\u2026"  # mb_strimwidth(…, 60, '…')
    content: list[dict[str, Any]] = [
        {"text": t("EncoderTemplates")}, {"text": t("EncoderTemplatesDescription")},
        {"text": t("FilterByEncoder")}, {"button": t("AllEncoders")},
        {"button": t("AddNewEncoderTemplate")}]  # fmt: skip
    content += [{"text": t(k)} for k in ("Id", "Encoder", "Name", "Params", "Actions")]
    content += [{"text": tid}, {"text": encoder}, {"text": name}, {"text": short},
                {"button": t("Edit")}, {"button": t("Copy")}, {"button": t("Delete")}]  # fmt: skip
    return options_page(t, content)


def log_page(t: Any, ticked: bool) -> dict[str, Any]:
    """``log.php``: the summary, the toolbar with Clear Logs (enabled once entries are
    ticked), the filters' labels and two entries."""
    items: list[dict[str, Any]] = [*navbar(t)]
    items += [{"text": t(k)} for k in ("State", "Total", "Available", "Displaying", "Updated")]
    items += [{"icon": t("Back")}, {"icon": t("Refresh")}, {"button": t("ClearLogs")}]
    items += [{"text": t(k)} for k in ("Component", "Server", "Level")]
    items += [{"text": t(k)} for k in ("DateTime", "Component", "Pid", "Level", "Message",
                                       "File", "Line")]  # fmt: skip
    for when, pid, message, line in (
        ("2026-08-24 07:30:02", "24113", "Driveway: Unable to get frame at 1920x1080", "2112"),
        ("2026-08-24 07:30:07", "24113", "Driveway: Reopening capture", "2147"),
    ):  # fmt: skip
        items += [{"switch": "", "checked": ticked}, {"text": when}, {"text": "zmc_m3"},
                  {"text": pid}, {"text": "WAR"}, {"text": message},
                  {"text": "zm_monitor.cpp"}, {"text": line}]  # fmt: skip
    return {"title": page_title(t, "SystemLog"), "items": items}


def delconfirm(key: str) -> str:
    """getDelConfirmModal(): ``$.getJSON`` of the modal with its message and title keys."""
    return xhr(f"request=modal&modal=delconfirm&key={key}&title={key}Title")


def screens(t: Any, lang: str = "en") -> list[dict[str, Any]]:
    options, log = page_title(t, "Options"), page_title(t, "SystemLog")
    enabled = {name: on for name, (_, _, on) in USERS.items()}
    kim_off = dict(enabled, kim=False)
    delete_user = modal(options, t("ConfirmDeleteUserTitle"), t("ConfirmDeleteUser"), [
        {"button": t("Cancel")}, {"button": t("Delete")}])  # fmt: skip
    delete_storage = modal(options, t("ConfirmDeleteStorageTitle"), t("ConfirmDeleteStorage"), [
        {"button": t("Cancel")}, {"button": t("Delete")}])  # fmt: skip
    tid, encoder, name = TEMPLATE
    # options-encoder-templates.js's deleteRow(): the words are the code's own.
    template_confirm = confirm(options, f"Delete template '{name}' for {encoder}?", lang)
    ok, cancel = chrome_buttons(lang)
    clear = modal(log, t("ConfirmClearLogsTitle"), t("ConfirmClearLogs"), [
        {"button": t("Cancel")}, {"button": t("ClearLogs")}])  # fmt: skip
    return [
        entry("harmless", "options users", users_tab(t, None), [
            (t("AddNewUser"), False, [link("view=user&uid=0")]),
            (t("Storage"), False, [link("view=options&tab=storage")])]),
        entry("opens-prompt", "options users kim marked", users_tab(t, KIM), [
            (t("Delete"), False, [delconfirm("ConfirmDeleteUser")])]),
        entry("delete-user", "delete user confirm", delete_user, [
            (t("Delete"), True, [form("?", [("view", "options"), ("tab", "users"),
                                            ("action", "delete"), ("markUids[]", KIM)],
                                      "users")]),
            (t("Cancel"), False, [])]),
        entry("opens-prompt", "options storage nas marked", storage_tab(t), [
            (t("Delete"), False, [delconfirm("ConfirmDeleteStorage")])]),
        entry("delete", "delete storage confirm", delete_storage, [
            (t("Delete"), True, [form("?", [("view", "options"), ("tab", "storage"),
                                            ("action", "delete"), ("object", "storage"),
                                            ("markIds[]", NAS)], "storage")]),
            (t("Cancel"), False, [])]),
        entry("revoke", "options api revoke all", api_tab(t, None, enabled), [
            (t("RevokeAllTokens"), True, [api_form("revokeAllTokens", None, enabled)])]),
        entry("revoke", "options api revoke kim", api_tab(t, KIM, enabled), [
            (t("Update"), True, [api_form("updateSelected", KIM, enabled)])]),
        entry("reversible", "options api disable kim", api_tab(t, None, kim_off), [
            (t("Update"), False, [api_form("updateSelected", None, kim_off)])]),
        entry("opens-prompt", "options encoder templates", templates_tab(t), [
            (t("Delete"), False, []),
            (t("Edit"), False, [
                xhr(f"view=request&request=modal&modal=encoderTemplate&id={tid}")])]),
        entry("delete", "delete encoder template confirm", template_confirm, [
            (ok, True, [f"DELETE {API}/encoder_templates/{tid}.json"]),
            (cancel, False, [])]),
        entry("harmless", "system log", log_page(t, False), [
            (t("Events"), False, [link("view=events")])]),
        entry("opens-prompt", "system log entries ticked", log_page(t, True), [
            (t("ClearLogs"), False, [xhr("request=modal&modal=clearlogsconfirm")])]),
        entry("delete", "clear logs confirm", clear, [
            (t("ClearLogs"), True, [xhr_post("request=log&task=delete",
                                             [("ids[]", i) for i in LOG_IDS], "log")]),
            (t("Cancel"), False, [])]),
    ]  # fmt: skip
