"""Stratum's authenticator list and what opens from it (``com.stratumauth.app``, a two-factor
code generator: authenticators added from a key, edited, sorted, put in categories, shown as a
QR code and deleted), strings from ``Stratum.Droid/Resources/values*/strings.xml``. The
issuers, usernames, codes, keys and the category's name are the same in every language.

Read from the code (``Stratum.Droid/src``): ``Activity/MainActivity.cs`` and
``Resources/layout/activityMain.axml`` (the list: its title is the category shown, "All" for
every authenticator; the toolbar's ``actionSort``, ``Resources/menu/main.xml``, whose menu
sets the sort order or locks the order at once, ``OnOptionsItemSelected``; the bottom bar's
"Main menu" button and ``actionSearch``, ``Resources/menu/bottom.xml``, which opens the search
field; the floating ``buttonAdd``, which opens the add menu, ``OnAddButtonClick``; a card's
tap copies its code and counts the copy, ``OnAuthenticatorCopied``; its ``buttonMenu``, "Edit",
opens ``AuthenticatorMenuBottomSheet``; a counter-based (HOTP) card's ``buttonRefresh``,
"Refresh", adds one to the counter, ``IncrementCounterAsync``, which the counter field of "Edit
details" sets back; ``OpenDeleteDialog``, "Warning", the message that removing the
authenticator stops its codes, Cancel and Delete, whose Delete calls
``DeleteWithCategoryBindingsAsync``: the authenticator and its secret key leave the database,
with no trash and no undo; ``OnEditDialogSubmit``, which saves the edited details and, where
the secret key was changed, replaces the key, ``ChangeSecretAsync``); ``Interface/Adapter/
AuthenticatorListAdapter.cs`` and ``Resources/layout/listItemAuth.axml`` (a card's issuer,
username, code, ``buttonMenu`` and ``buttonRefresh``); ``Interface/Fragment/
AuthenticatorMenuBottomSheet.cs`` (the sheet "Edit": "Edit details", "Change icon", "Assign
categories", "Show QR code" and Delete, which opens the confirmation); ``Interface/Fragment/
InputAuthenticatorBottomSheet.cs``, ``EditAuthenticatorBottomSheet.cs``,
``AddAuthenticatorBottomSheet.cs`` and ``Resources/layout/sheetEditAuthenticator.axml``,
``sheetAddAuthenticator.axml`` ("Edit details" and "Enter a provided key": the fields,
``buttonShowAdvanced``, which in "Edit details" first asks "Warning" with Cancel and OK and
then shows the type, key, algorithm, digits and period, ``buttonCancel`` and ``buttonSubmit``,
Edit or Add); ``Interface/Fragment/AddMenuBottomSheet.cs`` (the sheet "Add": "Scan a QR
code", "Enter a provided key", "Restore a backup", which opens the system's file picker, and
"Import from other apps"); ``Interface/Fragment/QrCodeBottomSheet.cs`` and
``sheetQrCode.axml`` ("QR code": ``buttonCopyUri``, which asks "Warning" first and whose
warning's "Copy URI" puts the key's URI on the clipboard, and ``buttonOk``);
``Interface/Fragment/AssignCategoriesBottomSheet.cs`` and ``sheetAssignCategories.axml``
("Assign categories": a chip for each category, which adds or removes the authenticator at
once, ``buttonEditCategories`` and ``buttonOK``).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page, sheet

GITHUB, GOOGLE, PROTON, VPN, SLACK = "GitHub", "Google", "Proton", "Corporate VPN", "Slack"
WORK = "Work"
CARDS = (
    (GITHUB, "octocat@example.com", "482 193"),
    (GOOGLE, "jane.doe@example.com", "907 215"),
    (PROTON, "jane@proton.me", "115 870"),
    (SLACK, "jane@acme.example", "360 548"),
)
HOTP = (VPN, "j.doe", "739 204")
OLD_KEY, NEW_KEY = "JBSWY3DPEHPK3PXP", "KRSXG5CTMVRXEZLU"


def screens(t: Any) -> list[dict[str, Any]]:
    return lists(t) + deleting(t) + editing(t) + adding(t)


def _card(issuer: str, username: str, code: str, t: Any, hotp: bool = False) -> list[dict]:
    card: list[dict[str, Any]] = [
        {"row": issuer, "secondary": username},
        {"text": code, "rid": "textCode"},
        {"icon": t("edit"), "rid": "buttonMenu"},
    ]
    if hotp:
        card.append({"icon": t("refresh"), "rid": "buttonRefresh"})
    return card


def _bars(t: Any) -> list[dict[str, Any]]:
    return [
        {"icon": t("mainMenu")},
        {"icon": t("search"), "rid": "actionSearch"},
        {"id": "buttonAdd"},
    ]


def _list(t: Any, title: str, cards: tuple[tuple[str, str, str], ...]) -> dict[str, Any]:
    rows = [item for issuer, user, code in cards for item in _card(issuer, user, code, t)]
    rows += _card(*HOTP, t, hotp=True)
    return page(title, [{"icon": t("sort"), "rid": "actionSort"}, {"list": rows}, *_bars(t)])


def _searching(t: Any) -> dict[str, Any]:
    field = {"field": "search_src_text", "hint": t("search"), "text": "github"}
    return page(None, [field, {"list": _card(*CARDS[0], t)}])  # type: ignore[arg-type]


def lists(t: Any) -> list[dict[str, Any]]:
    where = "stratum MainActivity (list, All)"
    everything = _list(t, t("categoryAll"), CARDS)
    sorts = [t(k) for k in ("sortAZ", "sortZA", "sortMostCopied", "sortLeastCopied",
                            "sortCustom", "sortLock")]  # fmt: skip
    rows = [t(k) for k in ("editDetails", "changeIcon", "assignCategories", "showQrCode")]
    return [
        entry("harmless", where, everything, [(GITHUB, False)]),
        entry("opens-prompt", where, everything, [("buttonAdd", False), (t("mainMenu"), False)]),
        entry("reversible", where, everything, [(t("refresh"), False)]),
        menu(
            "reversible",
            "stratum MainActivity (sort menu)",
            t("categoryAll"),
            sorts,
            [(t("sortMostCopied"), False)],
        ),
        entry("opens-prompt", "stratum MainActivity (search)", _searching(t), [(t("edit"), False)]),
        sheet(
            "opens-prompt",
            "stratum AuthenticatorMenuBottomSheet",
            None,
            t("edit"),
            [{"row": r} for r in [*rows, t("delete")]],
            [(t("delete"), False), (t("editDetails"), False)],
        ),
    ]


def deleting(t: Any) -> list[dict[str, Any]]:
    def delete(where: str, behind: str | None) -> dict[str, Any]:
        return alert(
            "delete",
            f"stratum MainActivity.OpenDeleteDialog ({where})",
            behind,
            t("warning"),
            t("confirmAuthenticatorDelete"),
            (t("cancel"), False),
            (t("delete"), True),
        )

    return [
        delete("GitHub, list of All", t("categoryAll")),
        delete("Slack, category Work", WORK),
        delete("GitHub, search", None),
    ]


def _details(t: Any, username: str, advanced: bool, key: str) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = [
        {"field": "editIssuer", "hint": t("issuerHint"), "text": GITHUB},
        {"field": "editUsername", "hint": t("usernameHint"), "text": username},
    ]
    if advanced:
        items += [
            {"text": t("authTypeTime")},
            {"field": "editSecret", "hint": t("secretKey"), "text": key, "focused": True},
            {"text": t("authAlgorithmSHA1")},
            {"field": "editDigits", "hint": t("digitsHint"), "text": "6"},
            {"field": "editPeriod", "hint": t("periodHint"), "text": "30"},
        ]
    else:
        items.append({"button": t("showAdvancedOptions"), "rid": "buttonShowAdvanced"})
    return [
        *items,
        {"button": t("cancel"), "rid": "buttonCancel"},
        {"button": t("edit"), "rid": "buttonSubmit"},
    ]


def editing(t: Any) -> list[dict[str, Any]]:
    where = "stratum EditAuthenticatorBottomSheet"
    all_ = t("categoryAll")
    renamed = _details(t, "octocat@work.example", False, OLD_KEY)
    rekeyed = _details(t, "octocat@example.com", True, NEW_KEY)
    qr_items = [
        {"text": t("qrCodeHelp")},
        {"button": t("copyUri"), "rid": "buttonCopyUri"},
        {"button": t("ok"), "rid": "buttonOk"},
    ]
    chips = [
        {"button": WORK},
        {"button": t("editCategories"), "rid": "buttonEditCategories"},
        {"button": t("ok"), "rid": "buttonOK"},
    ]
    return [
        sheet(
            "reversible",
            f"{where} (username changed)",
            all_,
            t("editDetails"),
            renamed,
            [(t("edit"), False)],
        ),
        sheet(
            "opens-prompt",
            f"{where} (username changed)",
            all_,
            t("editDetails"),
            renamed,
            [(t("showAdvancedOptions"), False)],
        ),
        sheet(
            "overwrite",
            f"{where} (secret key replaced)",
            all_,
            t("editDetails"),
            rekeyed,
            [(t("edit"), True), (t("cancel"), False)],
        ),
        sheet(
            "opens-prompt",
            "stratum QrCodeBottomSheet",
            all_,
            t("qrCode"),
            qr_items,
            [(t("copyUri"), False)],
        ),
        alert(
            "harmless",
            "stratum QrCodeBottomSheet (copy URI warning)",
            all_,
            t("warning"),
            t("copyUriWarning"),
            (t("cancel"), None),
            (t("copyUri"), False),
        ),
        sheet(
            "reversible",
            "stratum AssignCategoriesBottomSheet",
            all_,
            t("assignCategories"),
            chips,
            [(WORK, False)],
        ),
    ]


def adding(t: Any) -> list[dict[str, Any]]:
    all_ = t("categoryAll")
    rows = [t(k) for k in ("scanQrCode", "enterKey", "restoreBackup", "importFromOtherApps")]
    key = [
        {"text": t("authTypeTime")},
        {"field": "editIssuer", "hint": t("issuerHint"), "text": "Dropbox"},
        {"field": "editUsername", "hint": t("usernameHint"), "text": "jane.doe@example.com"},
        {"field": "editSecret", "hint": t("secretKey"), "text": "MFRGGZDFMZTWQ2LK"},
        {"button": t("showAdvancedOptions"), "rid": "buttonShowAdvanced"},
        {"button": t("cancel"), "rid": "buttonCancel"},
        {"button": t("add"), "rid": "buttonSubmit"},
    ]
    return [
        sheet(
            "opens-prompt",
            "stratum AddMenuBottomSheet",
            all_,
            t("add"),
            [{"row": r} for r in rows],
            [(t("enterKey"), False), (t("restoreBackup"), False)],
        ),
        sheet(
            "reversible",
            "stratum AddAuthenticatorBottomSheet",
            all_,
            t("enterKey"),
            key,
            [(t("add"), False)],
        ),
    ]
