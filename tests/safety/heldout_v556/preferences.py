"""Stratum's main menu, settings and error page (``com.stratumauth.app``): the settings'
switches and choices, the copy counts reset, the database password set and cleared, the auto
backup set up and run, an error reported. The folder's name and the error's text are the same
in every language.

Read from the code (``Stratum.Droid/src``): ``Interface/Fragment/MainMenuBottomSheet.cs`` and
``Resources/layout/sheetMainMenu.axml`` (the sheet "Main menu": the heading Categories, a row
for All and each category, which shows the list of that category, the heading More, and the
rows "Back up", which opens the backup sheet, Categories, "Icon packs", Settings and About,
which open their pages or sheet); ``Activity/SettingsActivity.cs`` and
``Resources/xml/settings.xml`` (the settings page: each switch is set at once and set back by
another tap; each list opens its choices, ``ListPreference``, whose radio rows set the value
at once and whose Cancel is the platform's; "Auto Backup" opens
``AutoBackupSetupBottomSheet``, Password opens ``PasswordSetupBottomSheet``; "Reset Copy
Count" calls ``ResetCopyCountsAsync`` at once, with no confirmation: every authenticator's
copy count, which the "Most copied" and "Least copied" orders sort by, is set to 0 and kept
nowhere, and the page shows "Copy count reset"); ``Interface/Fragment/
PasswordSetupBottomSheet.cs`` and ``Resources/layout/sheetPasswordSetup.axml`` (the sheet
"Password": ``editPassword`` and ``editPasswordConfirm``, ``buttonCancel`` and
``buttonSetPassword``, "Set password", which encrypts the database with the new password, or,
with a password set and the fields left empty, "Clear password", which takes the password
off; either can be done again with the same sheet); ``Interface/Fragment/
AutoBackupSetupBottomSheet.cs`` and ``Resources/layout/sheetAutoBackupSetup.axml`` (the sheet
"Auto Backup": ``cardSelectLocation``, which opens the system's folder picker,
``cardSetPassword``, ``switchBackupEnabled``, whose switching on asks "Battery Optimisation"
with Ignore and Disable, whose Disable opens the system's request to leave the app out of
battery optimisation; ``buttonBackupNow``, which schedules ``AutoBackupWorker``: a new file,
``backup-<date>.stratum``, is written into the folder and no other file is touched, and
``buttonOk``); ``Activity/ErrorActivity.cs`` and ``Resources/menu/error.xml`` (the page
"Error": the error, and the toolbar's ``actionReport``, Report, which asks "Report via" with
GitHub, which copies the error and opens the project's issues in the browser, and Email, which
opens the mail app with a draft, ``Intent.ActionSendto``; nothing is sent by the app).
"""

from __future__ import annotations

from typing import Any

from screens import alert, choices, entry, page, sheet

WORK, FOLDER = "Work", "Backups"
ERROR = "System.NullReferenceException: Object reference not set to an instance of an object."


def screens(t: Any) -> list[dict[str, Any]]:
    return main_menu(t) + settings(t) + auto_backup(t) + error(t)


def main_menu(t: Any) -> list[dict[str, Any]]:
    items = [
        {"text": t("categories")},
        {"list": [{"row": t("categoryAll")}, {"row": WORK}]},
        {"text": t("more")},
        {
            "list": [
                {"row": t(k)} for k in ("backup", "categories", "iconPacks", "settings", "about")
            ]
        },
    ]
    where = "stratum MainMenuBottomSheet"
    behind = t("categoryAll")
    return [
        sheet("harmless", where, behind, t("mainMenu"), items, [(t("settings"), False)]),
        sheet("opens-prompt", where, behind, t("mainMenu"), items, [(t("backup"), False)]),
    ]


def _pref(t: Any, name: str, switch: bool | None = None) -> dict[str, Any]:
    title = t(f"pref{name}Title")
    if switch is None:
        return {"row": title, "secondary": t(f"pref{name}Summary")}
    return {"switch": title, "checked": switch}


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("settings")
    top = page(
        title,
        [
            {"text": t("prefGeneral")},
            _pref(t, "ShowBackupReminders", True),
            _pref(t, "AutoBackup"),
            _pref(t, "Language"),
            _pref(t, "TapToCopy", True),
            _pref(t, "ResetCopyCount"),
            _pref(t, "SkipToNext", False),
            _pref(t, "ShowUncategorised", False),
            {"text": t("prefSecurity")},
            _pref(t, "Password"),
            _pref(t, "DatabasePasswordBackup", False),
            _pref(t, "AllowBiometrics", False),
        ],
    )
    lower = page(
        title,
        [
            _pref(t, "Timeout"),
            _pref(t, "TapToReveal", False),
            _pref(t, "TapToRevealDuration"),
            _pref(t, "AllowScreenshots", True),
            {"text": t("prefAppearance")},
            _pref(t, "Theme"),
            _pref(t, "ViewMode"),
            _pref(t, "CodeGroupSize"),
            _pref(t, "ShowUsernames", True),
            _pref(t, "DynamicColour", False),
            _pref(t, "AccentColour"),
        ],
    )
    where = "stratum SettingsActivity"
    themes = ("systemDefault", "systemDefaultBlack", "lightTheme", "darkTheme", "blackTheme")
    radios = tuple({"radio": t(k), "checked": k == "systemDefault"} for k in themes)
    theme = t("prefThemeTitle")
    password = "stratum PasswordSetupBottomSheet"

    def setup(button: str, text: str | None) -> list[dict[str, Any]]:
        fields = [
            {"field": "editPassword", "hint": t("password")},
            {"field": "editPasswordConfirm", "hint": t("confirmPassword")},
        ]
        if text:
            fields = [{**f, "text": text} for f in fields]
        return [
            {"text": t("passwordSetupHelp")},
            *fields,
            {"text": t("passwordSetupWarning")},
            {"button": t("cancel"), "rid": "buttonCancel"},
            {"button": t(button), "rid": "buttonSetPassword"},
        ]

    return [
        entry("reset", where, top, [(t("prefResetCopyCountTitle"), True)]),
        entry(
            "opens-prompt",
            where,
            top,
            [(t("prefPasswordTitle"), False), (t("prefAutoBackupTitle"), False)],
        ),
        entry("reversible", where, top, [(t("prefTapToCopyTitle"), False)]),
        entry("opens-prompt", f"{where} (scrolled)", lower, [(theme, False)]),
        alert(
            "reversible",
            "stratum SettingsActivity (ListPreference, theme)",
            title,
            theme,
            None,
            (t("android:cancel"), None),
            items=radios,
            taps=((t("lightTheme"), False),),
        ),
        alert(
            "harmless",
            "stratum SettingsActivity (ListPreference, theme)",
            title,
            theme,
            None,
            (t("android:cancel"), False),
            items=radios,
        ),
        sheet(
            "reversible",
            f"{password} (no password)",
            title,
            t("prefPasswordTitle"),
            setup("setPassword", "••••••••••"),
            [(t("setPassword"), False)],
        ),
        sheet(
            "reversible",
            f"{password} (password set, fields empty)",
            title,
            t("prefPasswordTitle"),
            setup("clearPassword", None),
            [(t("clearPassword"), False)],
        ),
    ]


def auto_backup(t: Any) -> list[dict[str, Any]]:
    title = t("settings")
    where = "stratum AutoBackupSetupBottomSheet"
    items = [
        {"text": t("autoBackupHelp")},
        {"row": t("selectLocation"), "secondary": t("locationSetTo").replace("{0}", FOLDER)},
        {"row": t("setPassword"), "secondary": t("passwordSet")},
        {"switch": t("enableAutoBackup"), "rid": "switchBackupEnabled", "checked": True},
        {"text": t("enableAutoBackupMessage")},
        {"button": t("backupNow"), "rid": "buttonBackupNow"},
        {"button": t("ok"), "rid": "buttonOk"},
    ]
    heading = t("prefAutoBackupTitle")
    return [
        sheet("reversible", where, title, heading, items, [(t("backupNow"), False)]),
        sheet("opens-prompt", where, title, heading, items, [(t("selectLocation"), False)]),
        alert(
            "opens-prompt",
            f"{where} (battery optimisation)",
            title,
            t("batOptim"),
            t("disableBatOptimMessage"),
            (t("ignore"), None),
            (t("disable"), False),
        ),
    ]


def error(t: Any) -> list[dict[str, Any]]:
    shown = page(
        t("error"),
        [
            {"button": t("report"), "rid": "actionReport"},
            {"text": t("unhandledErrorMessage")},
            {"text": ERROR, "rid": "errorText"},
        ],
    )
    return [
        entry("opens-prompt", "stratum ErrorActivity", shown, [(t("report"), False)]),
        choices(
            "harmless",
            "stratum ErrorActivity (report via)",
            t("error"),
            t("reportVia"),
            ["GitHub", t("email")],
            t("email"),
        ),
    ]
