"""SABnzbd's history for the five-hundred-and-fifty-first held-out corpus: ``screens(t, lang)``
lays out, in one language, Glitter's page scrolled to its History with the pointer on the
failed job (twice: what it opens, the archive's view), the dialog that deletes a job (three
times: the failed job; the completed job, to the archive and for good), the Purge History
dialog (twice: to the archive, for good), the failed job's details and the confirmation of
marking it completed. What each action sends, and why it is labelled so, is in build.py's
docstring."""

from __future__ import annotations

from typing import Any

from screens import (
    SCRIPT,
    SINTEL,
    SINTEL_PATH,
    SINTEL_SIZE,
    TEARS,
    api,
    chrome,
    confirm,
    entry,
    glitter_title,
    modal,
    page,
    popup,
)


def delete_dialog(t: Any, job: tuple[str, str], permanently: bool) -> dict[str, Any]:
    """The dialog of a job's trash button. Its title is its Delete button's words and is
    left out, so that the label names the button alone."""
    return modal(glitter_title(t), "/", None, t("confirm-delete"), [
        {"text": job[1]},
        {"switch": t("permanently-delete"), "checked": permanently},
        {"button": t("cancel")},
        {"button": t("nzo-delete")},
    ])  # fmt: skip


def purge_dialog(t: Any, permanently: bool) -> dict[str, Any]:
    """The Purge History dialog, two jobs on the page."""
    return modal(glitter_title(t), "/", t("Glitter-clearHistory"), None, [
        {"button": t("purgeFailed")},
        {"button": t("purgeFailed-Files")},
        {"button": t("purgeCompl")},
        {"button": f"{t('purgePage')} 2"},
        {"switch": t("permanently-delete"), "checked": permanently},
    ])  # fmt: skip


def remove(job: tuple[str, str], archive: int) -> list[Any]:
    """``removeDownloads``: the jobs' ids, each followed by a comma; ``del_files`` always."""
    return [api(("mode", "history"), ("name", "delete"), ("del_files", 1), ("archive", archive),
                ("value", f"{job[0]},"))]  # fmt: skip


def purge(what: str, del_files: int, archive: int) -> list[Any]:
    """``emptyHistory`` of the failed or the completed jobs."""
    return [api(("mode", "history"), ("name", "delete"), ("del_files", del_files),
                ("archive", archive), ("value", what))]  # fmt: skip


def screens(t: Any, lang: str = "en") -> list[dict[str, Any]]:
    ok, cancel = chrome(lang)
    title = glitter_title(t)
    archive = f"{t('showArchive')} / {t('showAllHis')}"
    history = page(title, "/", [
        {"text": t("menu-history")},
        {"icon": t("Glitter-multiOperations")},
        {"link": t("button-retry")},
        {"text": SINTEL[1]},
        {"icon": t("nzo-delete")},
        {"text": TEARS[1]},
        {"text": t("post-Completed", SCRIPT)},
        {"field": "history-search", "hint": t("Glitter-search")},
        {"icon": archive},
        {"icon": f"{t('showFailedHis')} / {t('showAllHis')}"},
        {"icon": t("link-retryAll")},
        {"icon": t("purgeHist")},
    ])  # fmt: skip
    details = popup(title, "/", [
        {"text": t("name")},
        {"text": SINTEL[1]},
        {"text": t("status")},
        {"text": t("post-Failed", SCRIPT)},
        {"link": t("post-Completed"), "desc": t("button-mark-completed")},
        {"text": t("size")},
        {"text": SINTEL_SIZE},
        {"text": t("category")},
        {"text": t("default", SCRIPT)},
        {"text": t("msg-path")},
        {"text": SINTEL_PATH},
    ])  # fmt: skip
    return [
        entry("opens-prompt", "history (opens)", history, [
            (t("nzo-delete"), False, []),
            (t("purgeHist"), False, []),
        ]),
        entry("harmless", "history (archive view)", history, [
            (archive, False, [
                api(("mode", "queue"), ("start", 0), ("limit", 20)),
                api(("mode", "history"), ("failed_only", 0), ("start", 0), ("limit", 10),
                    ("archive", 1), ("last_history_update", 0)),
            ]),
        ]),
        entry("delete", "delete failed job dialog", delete_dialog(t, SINTEL, False), [
            (t("nzo-delete"), True, remove(SINTEL, 1)),
            (t("cancel"), False, []),
        ]),
        entry("harmless", "delete completed job dialog (to archive)",
              delete_dialog(t, TEARS, False), [
            (t("nzo-delete"), False, remove(TEARS, 1)),
            (t("cancel"), False, []),
        ]),
        entry("delete", "delete completed job dialog (for good)",
              delete_dialog(t, TEARS, True), [
            (t("nzo-delete"), True, remove(TEARS, 0)),
            (t("cancel"), False, []),
        ]),
        entry("delete", "purge history dialog (to archive)", purge_dialog(t, False), [
            (t("purgeFailed-Files"), True, purge("failed", 1, 1)),
            (t("purgeCompl"), False, purge("completed", 0, 1)),
            ("×", False, []),
        ]),
        entry("delete", "purge history dialog (for good)", purge_dialog(t, True), [
            (t("purgeCompl"), True, purge("completed", 0, 0)),
            ("×", False, []),
        ]),
        entry("opens-prompt", "failed job details", details, [
            (t("post-Completed"), False, []),
        ]),
        entry("delete", "mark completed confirmation",
              confirm(title, "/", t("button-mark-completed", SCRIPT), lang), [
            (ok, True, [api(("mode", "history"), ("name", "mark_as_completed"),
                            ("value", SINTEL[0]))]),
            (cancel, False, []),
        ]),
    ]  # fmt: skip
