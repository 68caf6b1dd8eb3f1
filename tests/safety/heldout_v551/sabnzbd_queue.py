"""SABnzbd's queue for the five-hundred-and-fifty-first held-out corpus: ``screens(t, lang)``
lays out, in one language, Glitter's page with the pointer on a job (three times: what it
changes, what it opens, where it goes), the job's priority picker, its files dialog, the
dialog that removes it, the Add NZB dialog, the main menu (three times: what it opens, the
quota's reset, what it reads and where it goes), the picker of what to do when the queue
finishes, and the confirmations of Shutdown and Restart. What each action sends, and why it
is labelled so, is in build.py's docstring."""

from __future__ import annotations

import re
from typing import Any

from screens import (
    APIKEY,
    BUNNY,
    BUNNY_FILES,
    LEFT,
    LIBRE,
    PID,
    SCRIPT,
    UBUNTU,
    api,
    chrome,
    confirm,
    entry,
    glitter_title,
    link,
    modal,
    page,
    popup,
)

NZB_URL = "https://indexer.example.net/getnzb/5d1f0c8e2a7b.nzb"  # typed into Add NZB
FREE = "214.6 GB"  # free space in the download folder


def queue_page(t: Any) -> dict[str, Any]:
    """Glitter with downloads paused, the pointer on Big Buck Bunny's name: its row shows
    its buttons (the other rows' buttons, named alike, are left out)."""
    paused = t("post-Paused", SCRIPT)
    return page(glitter_title(t), "/", [
        {"icon": t("link-resume")},
        {"text": paused},
        {"icon": t("Glitter-addNZB")},
        {"icon": t("Glitter-statusInterfaceOptions")},
        {"icon": t("cmenu-rss")},
        {"icon": f"SABnzbd {t('menu-config')}"},
        {"text": t("menu-queue")},
        {"text": f"{LEFT} {t('Glitter-left')}"},
        {"text": f"{FREE} {t('Glitter-free')}"},
        {"icon": t("cmenu-sorting")},
        {"icon": t("Glitter-multiOperations")},
        {"text": UBUNTU[1]},
        {"text": paused},
        {"icon": t("link-pause")},
        {"text": BUNNY[1]},
        {"icon": t("Glitter-top")},
        {"icon": t("Glitter-bottom")},
        {"icon": t("Glitter-rename")},
        {"icon": f"{t('nzoDetails')} - {t('srv-password')}"},
        {"text": paused},
        {"icon": t("removeNZB-Files")},
        {"text": LIBRE[1]},
        {"text": paused},
    ])  # fmt: skip


def main_menu(t: Any) -> dict[str, Any]:
    """The menu of the navigation bar's last button (logging in, a quota and RSS feeds are set
    up; no watched folder)."""
    labels = ["menu-help", "menu-donate", "logout", "link-resetQuota", "button-rssNow",
              "shutdownSab", "Glitter-restartSab"]  # fmt: skip
    items: list[dict[str, Any]] = [{"menu": t(key)} for key in labels]
    return popup(glitter_title(t), "/", [*items, {"text": f"{t('Glitter-onFinish')}:"}])


def screens(t: Any, lang: str = "en") -> list[dict[str, Any]]:
    ok, cancel = chrome(lang)
    title = glitter_title(t)
    bunny = BUNNY[0]
    queue = queue_page(t)
    ticked = [nzf for nzf, _, done in BUNNY_FILES if not done]
    file_rows: list[dict[str, Any]] = []
    for _, name, done in BUNNY_FILES:
        if not done:
            file_rows.append({"switch": t("Glitter-multiSelect"), "checked": True})
        file_rows.append({"text": name})
    # glitterTranslate.restart: the two strings in one, every <br> a line break.
    restart = f"{t('explain-Restart', SCRIPT)} {t('explain-needNewLogin', SCRIPT)}"
    restart = re.sub(r"<br(\s*/|)>", "\n", restart)
    menu = main_menu(t)
    priorities = ["pr-force", "pr-high", "pr-normal", "pr-low", "pr-stop"]
    return [
        entry("reversible", "queue page (changes)", queue, [
            (t("link-resume"), False, [api(("mode", "resume"))]),
            (t("link-pause"), False, [api(("mode", "queue"), ("name", "pause"), ("value", bunny))]),
            (t("Glitter-top"), False, [api(("mode", "switch"), ("value", bunny), ("value2", 0))]),
        ]),
        entry("opens-prompt", "queue page (opens)", queue, [
            (t("removeNZB-Files"), False, []),
            (t("Glitter-addNZB"), False, []),
            (f"{t('nzoDetails')} - {t('srv-password')}", False,
             [api(("mode", "get_files"), ("value", bunny))]),
        ]),
        entry("harmless", "queue page (goes)", queue, [
            (t("Glitter-statusInterfaceOptions"), False,
             [api(("mode", "status"), ("skip_dashboard", 0), ("calculate_performance", 0))]),
            (f"SABnzbd {t('menu-config')}", False, [link("/config/")]),
        ]),
        entry("reversible", "job priority picker",
              popup(title, "/", [{"menu": t(key, SCRIPT)} for key in priorities]), [
            (t("pr-force", SCRIPT), False,
             [api(("mode", "queue"), ("name", "priority"), ("value", bunny), ("value2", 2))]),
        ]),
        entry("delete", "job files dialog", modal(title, "/", BUNNY[1], None, [
            {"field": "nzb_password", "hint": t("srv-password"), "text": ""},
            {"button": t("Glitter-submit")},
            {"switch": t("Glitter-checkAll")},
            {"icon": t("Glitter-removeSelected")},
            {"link": "100%", "desc": t("Glitter-toggleCompletedFiles")},
            *file_rows,
        ]), [
            (t("Glitter-removeSelected"), True, [api(
                ("mode", "queue"), ("name", "delete_nzf"), ("value", bunny),
                ("value2", ",".join(ticked)))]),
            ("×", False, []),
        ]),
        entry("delete", "remove job dialog", modal(
            title, "/", t("removeNZB-Files"), t("confirm-delete"), [
                {"text": BUNNY[1]},
                {"button": t("cancel")},
                {"button": t("nzo-delete")},
            ]), [
            (t("nzo-delete"), True, [api(("mode", "queue"), ("name", "delete"),
                                         ("del_files", 1), ("value", f"{bunny},"))]),
            (t("cancel"), False, []),
        ]),
        entry("reversible", "add NZB dialog", modal(title, "/", t("Glitter-addNZB"), None, [
            {"field": "nzbURL", "hint": t("enterURL"), "text": NZB_URL},
            {"button": t("add")},
            {"text": t("Glitter-addFromFile")},
            {"button": f"{t('Glitter-chooseFile')}…"},
            {"text": t("name")},
            {"field": "nzbname", "hint": t("Glitter-addnzbFilename")},
            {"text": t("srv-password")},
            {"field": "password", "hint": t("srv-optional")},
            {"text": t("category")},
            {"text": t("priority")},
            {"text": t("swtag-pp")},
            {"text": t("eoq-scripts")},
        ]), [
            (t("add"), False, [api(("mode", "addurl"), ("name", NZB_URL), ("nzbname", ""),
                                   ("password", ""), ("cat", ""), ("priority", ""),
                                   ("pp", ""), ("script", ""))]),
        ]),
        entry("opens-prompt", "main menu (opens)", menu, [
            (t("shutdownSab"), False, []),
            (t("Glitter-restartSab"), False, []),
        ]),
        entry("reset", "main menu (quota)", menu, [
            (t("link-resetQuota"), True, [api(("mode", "reset_quota"))]),
        ]),
        entry("harmless", "main menu (reads)", menu, [
            (t("logout"), False, [link("/login/?logout=1")]),
            (t("button-rssNow"), False, [api(("mode", "rss_now"))]),
        ]),
        entry("reversible", "queue finish picker",
              popup(title, "/", [{"menu": t(key)} for key in
                                 ("shutdownSab", "shutdownPc", "standbyPc", "hibernatePc")]), [
            (t("shutdownPc"), False, [api(("mode", "queue"), ("name", "change_complete_action"),
                                          ("value", "shutdown_pc"))]),
        ]),
        entry("shutdown", "shutdown confirmation",
              confirm(title, "/", t("shutdownOK?", SCRIPT), lang), [
            (ok, True, [link(f"/shutdown/?apikey={APIKEY}&pid={PID}")]),
            (cancel, False, []),
        ]),
        entry("reboot", "restart confirmation", confirm(title, "/", restart, lang), [
            (ok, True, [api(("mode", "restart"))]),
            (cancel, False, []),
        ]),
    ]  # fmt: skip
