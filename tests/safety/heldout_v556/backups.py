"""Stratum's backups, restores and imports (``com.stratumauth.app``): a backup written to a
file, a Stratum backup restored, another app's export imported. The apps' names in the import
menu are the same in every language (``translatable="false"`` in ``values/strings.xml``).

Read from the code (``Stratum.Droid/src``): ``Activity/MainActivity.cs`` (``OpenImportMenu``:
"Google Authenticator", Authy, Steam and "Blizzard Authenticator" open the project's guide in
the browser, the others the system's file picker for their export; ``RestoreFromUri``,
``RestoreFromData`` and ``PromptForRestorePassword``: a Stratum backup picked in the file
picker that is encrypted asks for its password in ``BackupPasswordBottomSheet``, whose OK
decrypts it and calls ``RestoreAndUpdateAsync``, and on a wrong password shows "Password is
incorrect" under the field; ``OpenBackupMenu``: each kind of backup opens the system's save
picker for a new file, and an HTML or URI list backup asks "Warning" first; ``BackupToFile``:
the picked file is then filled after ``BackupPasswordBottomSheet`` in its setting mode, whose
Cancel deletes the new, empty file); ``Stratum.Core/src/Service/Impl/RestoreService.cs``
(``RestoreAndUpdateAsync``: ``AddOrUpdateManyAsync`` adds the backup's authenticators the
device lacks and writes the backup's copy over every authenticator it has already, issuer,
username, icon, counter, ranking and copy count, and the same for the categories and their
entries; the versions on the device are kept nowhere) and ``ImportService.cs`` (an import only
adds, ``RestoreAsync``); ``Interface/Fragment/ImportBottomSheet.cs``, ``BackupBottomSheet.cs``
and ``BackupPasswordBottomSheet.cs`` with ``Resources/layout/sheetMenu.axml``,
``listItemMenu.axml`` and ``sheetBackupPassword.axml`` (the sheets' rows, each with its
description; the password sheet's ``textMessage``, shown when a password is set,
``editPassword``, ``buttonCancel`` and ``buttonOK``).
"""

from __future__ import annotations

from typing import Any

from screens import sheet

APPS = ("Google Authenticator", "andOTP", "FreeOTP", "FreeOTP+", "Aegis", "Bitwarden",
        "Ente Auth", "Proton Authenticator")  # fmt: skip
HINTS = ("viewGuideImportHint", "andOtpImportHint", "freeOtpImportHint", "freeOtpPlusImportHint",
         "aegisImportHint", "bitwardenImportHint", "enteAuthImportHint",
         "protonAuthenticatorImportHint")  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return importing(t) + restoring(t) + backing_up(t)


def importing(t: Any) -> list[dict[str, Any]]:
    rows = [{"row": app, "secondary": t(hint)} for app, hint in zip(APPS, HINTS, strict=True)]
    where = "stratum ImportBottomSheet"
    title = t("importFromOtherApps")
    return [
        sheet("opens-prompt", where, t("categoryAll"), title, rows, [("Aegis", False)]),
        sheet("harmless", where, t("categoryAll"), title, rows, [("Google Authenticator", False)]),
    ]


def _password(t: Any, error: bool, message: bool) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = [{"text": t("backupPasswordMessage")}] if message else []
    items.append({"field": "editPassword", "hint": t("passwordHint"), "text": "••••••••••••••"})
    if error:
        items.append({"text": t("passwordIncorrect")})
    return [
        *items,
        {"button": t("cancel"), "rid": "buttonCancel"},
        {"button": t("ok"), "rid": "buttonOK"},
    ]


def restoring(t: Any) -> list[dict[str, Any]]:
    where = "stratum MainActivity.PromptForRestorePassword"
    cases = [(t("ok"), True), (t("cancel"), False)]
    return [
        sheet(
            "overwrite", where, t("categoryAll"), t("password"), _password(t, False, False), cases
        ),
        sheet(
            "overwrite",
            f"{where} (password is incorrect)",
            t("categoryAll"),
            t("password"),
            _password(t, True, False),
            cases,
        ),
    ]


def backing_up(t: Any) -> list[dict[str, Any]]:
    rows = [
        {"row": t("backupToFile"), "secondary": t("backupToFileMessage")},
        {"row": t("backupHtml"), "secondary": t("backupHtmlMessage")},
        {"row": t("backupUriList"), "secondary": t("backupUriListMessage")},
    ]
    where = "stratum MainActivity.BackupToFile"
    items = _password(t, False, True)
    return [
        sheet(
            "opens-prompt",
            "stratum BackupBottomSheet",
            t("categoryAll"),
            t("backup"),
            rows,
            [(t("backupToFile"), False)],
        ),
        sheet("reversible", where, t("categoryAll"), t("password"), items, [(t("ok"), False)]),
        sheet("harmless", where, t("categoryAll"), t("password"), items, [(t("cancel"), False)]),
    ]
