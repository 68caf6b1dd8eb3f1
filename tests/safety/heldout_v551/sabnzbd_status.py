"""SABnzbd's status and interface options for the five-hundred-and-fifty-first held-out corpus:
``screens(t, lang)`` lays out, in one language, the dialog's Status tab (twice: what it does,
what it opens), the confirmation of Queue repair, its Orphaned jobs tab (three times: a
folder's deletion, what it opens, a folder sent back to the queue), the confirmation of
Delete All and its Web Interface tab. What each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import (
    ORPHANS,
    SCRIPT,
    api,
    chrome,
    confirm,
    entry,
    glitter_title,
    modal,
    settings_json,
)


def tabs(t: Any) -> list[dict[str, Any]]:
    """The dialog's refresh button and tabs (the orphaned jobs' tab with their count)."""
    return [
        {"icon": t("Glitter-interfaceRefresh")},
        {"tab": t("menu-cons")},
        {"tab": t("connections")},
        {"tab": f"{t('Glitter-orphanedJobs')} {len(ORPHANS)}"},
        {"tab": t("Glitter-interfaceOptions")},
    ]


def screens(t: Any, lang: str = "en") -> list[dict[str, Any]]:
    ok, cancel = chrome(lang)
    title = glitter_title(t)
    name = t("Glitter-statusInterfaceOptions")
    status = modal(title, "/", name, None, [
        *tabs(t),
        {"text": t("dashboard-localIP4")},
        {"text": "192.168.1.20"},
        {"text": t("cache")},
        {"text": f"0 B (0 {t('Glitter-articles')})"},
        {"text": t("dashboard-testDownload")},
        {"button": "100 MB"},
        {"button": "1 GB"},
        {"button": "10 GB"},
        {"button": t("link-forceDisc")},
        {"button": t("Glitter-repairQueue")},
        {"link": t("link-showLog")},
        {"text": t("logging")},
    ])  # fmt: skip
    orphans = modal(title, "/", name, None, [
        *tabs(t),
        {"link": t("Glitter-purgeOrphaned")},
        {"link": t("Glitter-retryAllOrphaned")},
        {"text": ORPHANS[0]},
        {"icon": t("Glitter-backToQueue")},
        {"icon": t("Glitter-deleteJobAndFolders")},
        {"text": ORPHANS[1]},
    ])  # fmt: skip
    interface = modal(title, "/", name, None, [
        *tabs(t),
        {"switch": t("Glitter-useGlobalOptions"), "checked": True},
        {"text": t("Glitter-interfaceRefresh")},
        {"switch": t("Glitter-displayCompact"), "checked": False},
        {"switch": t("Glitter-displayFullWidth"), "checked": False},
        {"switch": t("Glitter-confirmDeleteQueue"), "checked": True},
        {"switch": t("Glitter-confirmDeleteHistory"), "checked": True},
        {"switch": t("Glitter-keyboardShortcuts"), "checked": True},
    ])  # fmt: skip
    repair = t("explain-Repair", SCRIPT).replace("<br />", "\n").replace("&quot;", '"')
    folder = ORPHANS[0]
    return [
        entry("harmless", "status tab (does)", status, [
            (t("link-forceDisc"), False, [api(("mode", "disconnect"))]),
        ]),
        entry("opens-prompt", "status tab (opens)", status, [
            (t("Glitter-repairQueue"), False, []),
        ]),
        entry("reset", "queue repair confirmation", confirm(title, "/", repair, lang), [
            (ok, True, [api(("mode", "restart_repair"))]),
            (cancel, False, []),
        ]),
        entry("delete", "orphaned jobs tab (folder)", orphans, [
            (t("Glitter-deleteJobAndFolders"), True,
             [api(("mode", "status"), ("name", "delete_orphan"), ("value", folder))]),
        ]),
        entry("opens-prompt", "orphaned jobs tab (opens)", orphans, [
            (t("Glitter-purgeOrphaned"), False, []),
        ]),
        entry("reversible", "orphaned jobs tab (back to queue)", orphans, [
            (t("Glitter-backToQueue"), False,
             [api(("mode", "status"), ("name", "add_orphan"), ("value", folder))]),
        ]),
        entry("delete", "delete all orphans confirmation",
              confirm(title, "/", t("Glitter-clearOrphanWarning", SCRIPT), lang), [
            (ok, True, [api(("mode", "status"), ("name", "delete_all_orphan"))]),
            (cancel, False, []),
        ]),
        entry("reversible", "web interface tab", interface, [
            (t("Glitter-confirmDeleteQueue"), False, [api(
                ("mode", "set_config"), ("section", "misc"), ("keyword", "interface_settings"),
                ("value", settings_json(confirmDeleteQueue=False)))]),
        ]),
    ]  # fmt: skip
