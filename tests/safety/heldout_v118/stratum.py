"""Stratum's screens (``com.stratumauth.app``, formerly Authenticator Pro, a two-factor
authenticator whose entries hold secret keys: entries, categories, icon packs, backups and
the database password), strings from ``Stratum.Droid/Resources/values*/strings.xml``. The
issuer, username, category, icon pack and codes are the same in every language.

Read from the code (``Stratum.Droid``): ``src/Activity/MainActivity.cs`` and
``Resources/layout/activityMain.axml`` and ``listItemAuth.axml`` (the entries: ``textIssuer``,
``textUsername``, ``textCode`` and ``buttonMenu`` "Edit", which opens the entry's sheet; the
label-less ``buttonAdd``, which opens the add sheet; ``OpenDeleteDialog``: "Warning",
``confirmAuthenticatorDelete``, Cancel and Delete, which calls
``DeleteWithCategoryBindingsAsync``, with no undo); ``src/Interface/Fragment/
AuthenticatorMenuBottomSheet.cs`` (the entry's sheet "Edit": "Edit details", "Change icon",
"Assign categories", "Show QR code" and Delete, which only opens the dialog);
``QrCodeBottomSheet.cs`` and ``sheetQrCode.axml`` ("QR code": ``buttonCopyUri``, which only
opens a "Warning" with Cancel and "Copy URI", and ``buttonOk``);
``EditAuthenticatorBottomSheet.cs``, ``InputAuthenticatorBottomSheet.cs``,
``AddAuthenticatorBottomSheet.cs``, ``sheetEditAuthenticator.axml`` and
``sheetAddAuthenticator.axml`` ("Edit details" and "Enter a provided key": issuer,
username and secret fields, ``buttonShowAdvanced``, which asks first with
``advancedOptionsWarning``, Cancel and ``buttonSubmit``, Edit or Add, which saves the entry);
``AddMenuBottomSheet.cs`` (the add sheet: "Scan a QR code", "Enter a provided key", "Restore a
backup", "Import from other apps"); ``MainMenuBottomSheet.cs`` and ``sheetMainMenu.axml``
("Main menu": the categories, then "Back up", Categories, "Icon packs", Settings, About);
``BackupBottomSheet.cs`` ("Back up": the encrypted file, which opens the system's file
picker, and the HTML and URI list files, which first warn that the file is unencrypted, OK
then opening the picker); ``BackupPasswordBottomSheet.cs`` and ``sheetBackupPassword.axml``
(asked once the file is chosen: the backup password, Cancel and ``buttonOK``, which writes the
backup to the chosen file, an empty password first asking with ``confirmEmptyPassword``);
``src/Activity/CategoriesActivity.cs``, ``activityCategories.axml``,
``listItemEditCategory.axml``, ``EditCategoryMenuBottomSheet.cs`` and
``EditCategoryBottomSheet.cs`` (the categories: ``textName`` and ``buttonMenu``; a category's
sheet "Edit": Rename, "Assign entries", "Set as default" and Delete, which only opens a
Delete dialog, ``confirmCategoryDelete``, whose Delete calls
``DeleteWithCategoryBindingsASync``; the add sheet "Category" with Name, Cancel and Add);
``src/Activity/IconPacksActivity.cs`` and ``listItemIconPack.axml`` (a pack's
``buttonViewSource`` and ``buttonDelete``, which only opens a Delete dialog,
``confirmIconPackDelete``, whose Delete calls ``DeletePackAsync``);
``src/Activity/SettingsActivity.cs`` and ``Resources/xml/settings.xml`` (Settings: "Tap to
Copy" and "Allow Screenshots" switches; "Reset Copy Count", which calls
``ResetCopyCountsAsync`` at once, with no dialog; Password, which opens
``PasswordSetupBottomSheet.cs`` and ``sheetPasswordSetup.axml``: Password and "Confirm
password", the warning, Cancel and ``buttonSetPassword``, "Set password", which re-encrypts
the database with the new password and clears the biometric unlock, or "Clear password" when
a password is set and the fields are left empty, which decrypts it).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, page, sheet

ID = "com.stratumauth.app:id/"
APP = "=Stratum"
ISSUER, USER, CODE = "GitHub", "octocat@example.com", "482 913"
CATEGORY, PACK = "Work", "Simple Icons"


def screens(t: Any) -> list[dict[str, Any]]:
    return entries(t) + adding(t) + categories(t) + packs(t) + backup(t) + settings(t)


def row(t: Any) -> list[dict[str, Any]]:
    return [{"text": ISSUER, "rid": f"{ID}textIssuer"}, {"text": USER, "rid": f"{ID}textUsername"},
            {"text": CODE, "rid": f"{ID}textCode"},
            {"icon": t("edit"), "rid": f"{ID}buttonMenu"}]  # fmt: skip


def entries(t: Any) -> list[dict[str, Any]]:
    behind = t(APP)
    main = page(behind, [*row(t), {"id": "buttonAdd"}])
    keys = ["editDetails", "changeIcon", "assignCategories", "showQrCode", "delete"]
    rows = [{"menu": t(k)} for k in keys]
    where = "stratum AuthenticatorMenuBottomSheet"
    gone = "stratum MainActivity (OpenDeleteDialog)"
    qr = [{"text": t("qrCodeHelp")}, {"button": t("copyUri"), "rid": f"{ID}buttonCopyUri"},
          {"button": t("ok"), "rid": f"{ID}buttonOk"}]  # fmt: skip
    edit = [{"field": f"{ID}editIssuer", "hint": t("issuerHint"), "text": ISSUER},
            {"field": f"{ID}editUsername", "hint": t("usernameHint"), "text": "octocat"},
            {"button": t("showAdvancedOptions"), "rid": f"{ID}buttonShowAdvanced"},
            {"button": t("cancel"), "rid": f"{ID}buttonCancel"},
            {"button": t("edit"), "rid": f"{ID}buttonSubmit"}]  # fmt: skip
    return [
        entry("harmless", "stratum MainActivity (an entry's buttonMenu)", main,
              [(t("edit"), False)]),
        sheet("opens-prompt", where, behind, t("edit"), rows, [(t("delete"), False)]),
        sheet("harmless", where, behind, t("edit"), rows, [(t("showQrCode"), False)]),
        alert("delete", gone, behind, t("warning"), t("confirmAuthenticatorDelete"),
              (t("cancel"), None), (t("delete"), True)),
        alert("harmless", gone, behind, t("warning"), t("confirmAuthenticatorDelete"),
              (t("cancel"), False), (t("delete"), None)),
        alert("delete", f"{gone[:-1]}, an entry in a category)", CATEGORY, t("warning"),
              t("confirmAuthenticatorDelete"), (t("cancel"), None), (t("delete"), True)),
        sheet("opens-prompt", "stratum QrCodeBottomSheet", behind, t("qrCode"), qr,
              [(t("copyUri"), False)]),
        alert("harmless", "stratum QrCodeBottomSheet (copy the URI)", behind, t("warning"),
              t("copyUriWarning"), (t("cancel"), False), (t("copyUri"), None)),
        sheet("reversible", "stratum EditAuthenticatorBottomSheet", behind, t("editDetails"),
              edit, [(t("edit"), False)]),
    ]  # fmt: skip


def adding(t: Any) -> list[dict[str, Any]]:
    behind = t(APP)
    rows = [{"menu": t(k)} for k in ("scanQrCode", "enterKey", "restoreBackup",
                                      "importFromOtherApps")]  # fmt: skip
    form = [{"field": f"{ID}editIssuer", "hint": t("issuerHint"), "text": ISSUER},
            {"field": f"{ID}editUsername", "hint": t("usernameHint"), "text": USER},
            {"field": f"{ID}editSecret", "hint": t("secretKey"), "text": "JBSWY3DPEHPK3PXP"},
            {"button": t("showAdvancedOptions"), "rid": f"{ID}buttonShowAdvanced"},
            {"button": t("cancel"), "rid": f"{ID}buttonCancel"},
            {"button": t("add"), "rid": f"{ID}buttonSubmit"}]  # fmt: skip
    where = "stratum AddAuthenticatorBottomSheet"
    return [
        sheet("harmless", "stratum AddMenuBottomSheet", behind, t("add"), rows,
              [(t("enterKey"), False)]),
        sheet("reversible", where, behind, t("enterKey"), form, [(t("add"), False)]),
        sheet("harmless", where, behind, t("enterKey"), form, [(t("cancel"), False)]),
        alert("harmless", f"{where} (advanced options)", behind, t("warning"),
              t("advancedOptionsWarning"), (t("cancel"), None), (t("ok"), False)),
    ]  # fmt: skip


def categories(t: Any) -> list[dict[str, Any]]:
    title = t("categories")
    listed = page(title, [{"text": CATEGORY, "rid": f"{ID}textName"},
                          {"id": "buttonMenu"}, {"id": "buttonAdd"}])  # fmt: skip
    rows = [{"menu": t(k)} for k in ("rename", "assignEntries", "setAsDefault", "delete")]
    where = "stratum EditCategoryMenuBottomSheet"
    gone = "stratum CategoriesActivity (delete a category)"
    add = [{"field": f"{ID}editName", "hint": t("name"), "text": "Personal"},
           {"button": t("cancel"), "rid": f"{ID}buttonCancel"},
           {"button": t("add"), "rid": f"{ID}buttonSubmit"}]  # fmt: skip
    return [
        entry("harmless", "stratum CategoriesActivity (a category's buttonMenu)", listed,
              [("buttonMenu", False)]),
        sheet("opens-prompt", where, title, t("edit"), rows, [(t("delete"), False)]),
        sheet("reversible", where, title, t("edit"), rows, [(t("setAsDefault"), False)]),
        alert("delete", gone, title, t("delete"), t("confirmCategoryDelete"),
              (t("cancel"), None), (t("delete"), True)),
        alert("harmless", gone, title, t("delete"), t("confirmCategoryDelete"),
              (t("cancel"), False), (t("delete"), None)),
        sheet("reversible", "stratum EditCategoryBottomSheet", title, t("category"), add,
              [(t("add"), False)]),
    ]  # fmt: skip


def packs(t: Any) -> list[dict[str, Any]]:
    title = t("iconPacks")
    listed = page(title, [
        {"text": PACK, "rid": f"{ID}textName"}, {"text": "3,200", "rid": f"{ID}textDescription"},
        {"button": t("viewSource"), "rid": f"{ID}buttonViewSource"},
        {"button": t("delete"), "rid": f"{ID}buttonDelete"}, {"id": "buttonAdd"}])  # fmt: skip
    gone = "stratum IconPacksActivity (OnDeleteClicked)"
    return [
        entry("opens-prompt", "stratum IconPacksActivity", listed, [(t("delete"), False)]),
        alert("delete", gone, title, t("delete"), t("confirmIconPackDelete"),
              (t("cancel"), None), (t("delete"), True)),
        alert("harmless", gone, title, t("delete"), t("confirmIconPackDelete"),
              (t("cancel"), False), (t("delete"), None)),
    ]  # fmt: skip


def backup(t: Any) -> list[dict[str, Any]]:
    behind = t(APP)
    main = [{"text": t("categories")}, {"menu": CATEGORY}, {"text": t("more")},
            *({"menu": t(k)} for k in ("backup", "categories", "iconPacks", "settings",
                                        "about"))]  # fmt: skip
    kinds = [("backupToFile", "backupToFileMessage"), ("backupHtml", "backupHtmlMessage"),
             ("backupUriList", "backupUriListMessage")]  # fmt: skip
    rows = [i for k, m in kinds for i in ({"menu": t(k)}, {"text": t(m)})]
    password = [{"text": t("backupPasswordMessage"), "rid": f"{ID}textMessage"},
                {"field": f"{ID}editPassword", "hint": t("passwordHint"), "text": "••••••••"},
                {"button": t("cancel"), "rid": f"{ID}buttonCancel"},
                {"button": t("ok"), "rid": f"{ID}buttonOK"}]  # fmt: skip
    where = "stratum BackupPasswordBottomSheet"
    return [
        entry("harmless", "stratum MainMenuBottomSheet",
              {"title": behind, "dialog": {"title": t("mainMenu")}, "items": main},
              [(t("backup"), False)]),
        sheet("harmless", "stratum BackupBottomSheet", behind, t("backup"), rows,
              [(t("backupToFile"), False)]),
        sheet("opens-prompt", "stratum BackupBottomSheet", behind, t("backup"), rows,
              [(t("backupHtml"), False)]),
        alert("harmless", "stratum BackupBottomSheet (ShowUnencryptedWarning)", behind,
              t("warning"), t("backupHtmlWarning"), (t("cancel"), False), (t("ok"), None)),
        sheet("reversible", where, behind, t("password"), password, [(t("ok"), False)]),
        sheet("harmless", where, behind, t("password"), password, [(t("cancel"), False)]),
        alert("harmless", f"{where} (an empty password)", behind, t("warning"),
              t("confirmEmptyPassword"), (t("cancel"), False), (t("ok"), None)),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("settings")
    prefs = page(title, [
        {"text": t("prefGeneral")},
        {"switch": t("prefTapToCopyTitle"), "secondary": t("prefTapToCopySummary")},
        {"row": t("prefResetCopyCountTitle"), "secondary": t("prefResetCopyCountSummary")},
        {"text": t("prefSecurity")},
        {"row": t("prefPasswordTitle"), "secondary": t("prefPasswordSummary")},
        {"switch": t("prefAllowScreenshotsTitle"),
         "secondary": t("prefAllowScreenshotsSummary")}])  # fmt: skip

    def setup(button: str) -> list[dict[str, Any]]:
        return [{"text": t("passwordSetupHelp")},
                {"field": f"{ID}editPassword", "hint": t("password"), "text": ""},
                {"field": f"{ID}editPasswordConfirm", "hint": t("confirmPassword"), "text": ""},
                {"text": t("passwordSetupWarning")},
                {"button": t("cancel"), "rid": f"{ID}buttonCancel"},
                {"button": t(button), "rid": f"{ID}buttonSetPassword"}]  # fmt: skip

    where = "stratum PasswordSetupBottomSheet"
    new = setup("setPassword")
    new[1]["text"] = new[2]["text"] = "••••••••••"
    return [
        entry("delete", "stratum SettingsActivity (pref_resetCopyCount)", prefs,
              [(t("prefResetCopyCountTitle"), True)]),
        entry("reversible", "stratum SettingsActivity", prefs,
              [(t("prefTapToCopyTitle"), False)]),
        entry("reversible", "stratum SettingsActivity", prefs,
              [(t("prefAllowScreenshotsTitle"), False)]),
        entry("opens-prompt", "stratum SettingsActivity (pref_password)", prefs,
              [(t("prefPasswordTitle"), False)]),
        sheet("revoke", where, title, t("prefPasswordTitle"), new, [(t("setPassword"), True)]),
        sheet("harmless", where, title, t("prefPasswordTitle"), new, [(t("cancel"), False)]),
        sheet("revoke", f"{where} (a password is set)", title, t("prefPasswordTitle"), new,
              [(t("setPassword"), True)]),
        sheet("reversible", f"{where} (a password is set)", title, t("prefPasswordTitle"),
              setup("clearPassword"), [(t("clearPassword"), False)]),
    ]  # fmt: skip
