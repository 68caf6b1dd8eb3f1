"""FreeOTP+'s screens (``org.liberty.android.freeotpplus``, a two-factor authenticator that
keeps TOTP and HOTP tokens on the device: tokens added, scanned, edited, reordered and
deleted, their codes shown and copied, tokens imported from and exported to files, shared
to other apps and as a QR code, the app locked behind the device's authentication), strings
from ``app/src/main/res/values*/strings.xml``. The token names, accounts and typed texts on
the screens are the same in every language.

Read from the code (``app/src/main/java/org/fedorahosted/freeotp``): ``ui/MainActivity.kt``
with ``res/layout/main.xml`` and ``res/menu/main.xml`` (the token list ``token_list``, the
search field, the ``add_token_fab`` button, which opens the QR scanner, the empty view "No OTP
keys installed.", the toolbar's "Quit and lock", which only finishes the activity, and the
overflow: "Scan QR Code" and "Add Token", which open their pages, Import and Export, which
open their submenus, "Import JSON format" and "Import key URI format", which open the
system's file picker, "Export JSON format" and "Export key URI format", which open the
system's save screen, "Use dark theme" and "Copy to clipboard", which flip their settings at
once, "Require authentication", which turns the lock off at once when it is on and asks for
the device's authentication before turning it on, and "About FreeOTP+"; the "Import JSON
file" dialog shown once a JSON file is picked, with Cancel and Ok, whose Ok calls
``ImportExportUtil.importJsonFile``); ``token-data/.../data/legacy/ImportExportUtil.kt``,
``data/MigrationUtil.kt`` and ``data/OtpTokenDao.kt`` (the JSON import numbers the file's
tokens from 1 and inserts them with ``OnConflictStrategy.REPLACE``, so the tokens stored under
those numbers are replaced, secrets and all, as the dialog warns: "All the current tokens will
be cleared and overwritten"; the key URI import appends the file's tokens at once, with no
dialog; the exports write every token's secret to the file the user names); ``ui/
TokenListAdapter.kt`` and ``token/TokenLayout.kt`` with ``res/layout/token.xml`` (a tap on a
token's card shows its code, copies it to the clipboard when that setting is on, and for an
HOTP token adds one to its counter through ``incrementCounter``; the card's ``menu`` icon opens
the token's popup menu); ``ui/TokenViewHolder.kt`` and ``res/menu/token.xml`` (the popup:
Edit, Delete, which only opens the delete page, "Share to other apps", which opens the
system's chooser with the token's ``otpauth`` URI, and "Share QR Code", which opens a page
showing the token's QR code); ``ui/DeleteActivity.kt`` and ``res/layout/delete.xml`` (the
delete page, a dialog-themed activity: the warning "This is your last chance", the token's
issuer and account, Cancel and Delete, which calls ``deleteById``; there is no trash and no
undo); ``ui/EditActivity.kt`` with ``res/layout/edit.xml`` and ``metadata.xml`` (the image
button, which opens the gallery, the issuer and account fields, the token's details, "Remove
user token image" and "Restore Defaults", which only change the form, Cancel, and Save, which
updates the token's issuer, account and image); ``ui/AddActivity.kt`` and
``res/layout/add.xml`` (issuer, account and secret fields, the TOTP and HOTP radios, the
digits radios, the algorithm spinner, the interval and, for HOTP, the counter, Cancel and
Add, which inserts the token); ``ui/AboutActivity.kt`` and ``res/layout/about.xml`` (the
version, copyright and licence texts, whose links open the browser). The app's name,
"FreeOTP+", is set in ``app/build.gradle.kts`` (``resValue``), and its version (3.1.1, 23)
in the root ``build.gradle.kts``.
"""

from __future__ import annotations

import re
from typing import Any

from screens import ID, alert, entry, menu, page

APP = "=FreeOTP+"
TOKENS = [
    ("GitHub", "alice.martin"),
    ("Google", "alice.martin@gmail.com"),
    ("Microsoft", "alice@contoso.com"),
    ("Proton", "alice@proton.me"),
    ("Corporate VPN", "amartin"),
    ("Dropbox", "alice.martin@gmail.com"),
    ("Amazon Web Services", "root@martin-design"),
    ("Nextcloud", "alice@cloud.martin.fr"),
    ("Bitwarden", "alice@proton.me"),
    ("Discord", "alice_martin"),
    ("PayPal", "alice.martin@gmail.com"),
    ("Coinbase", "alice.martin@gmail.com"),
    ("Steam", "alicem_92"),
    ("", "root@homeserver.lan"),
]
"""The tokens on the device, as (issuer, account); the last has no issuer, so its card and
its delete page show the account alone. Corporate VPN is an HOTP token, the rest TOTP."""
SECRET = "JBSWY3DPEHPK3PXP"


def screens(t: Any) -> list[dict[str, Any]]:
    return token_list(t) + options(t) + token_menu(t) + deleting(t) + editing(t) + adding(t)


def card(issuer: str, account: str) -> list[dict[str, Any]]:
    """A token's card: its issuer and account (the account alone where there is no issuer),
    and its menu icon, which has no description."""
    if not issuer:
        return [{"row": account}, {"id": "menu"}]
    return [{"row": issuer, "secondary": account}, {"id": "menu"}]


def main(t: Any, tokens: list[tuple[str, str]], query: str | None = None) -> dict[str, Any]:
    """The token list: the toolbar's search and "Quit and lock", the cards, the scan button."""
    items: list[dict[str, Any]] = []
    if query is not None:
        items.append({"field": f"{ID}search_src_text", "text": query})
    items.append({"icon": t("quit_and_lock"), "rid": f"{ID}quit_and_lock"})
    if tokens:
        items.append({"list": [i for issuer, account in tokens for i in card(issuer, account)]})
    else:
        items.append({"text": t("no_keys"), "rid": f"{ID}empty_view"})
    items.append({"icon": t("add_token"), "rid": f"{ID}add_token_fab"})
    return page(t(APP), items)


def token_list(t: Any) -> list[dict[str, Any]]:
    where = "freeotp MainActivity (main)"
    shown = main(t, TOKENS[:6])
    return [
        entry("harmless", f"{where} (TOTP card)", shown, [("GitHub", False)]),
        entry("harmless", f"{where} (HOTP card)", shown, [("Corporate VPN", False)]),
        entry("harmless", where, shown, [(t("add_token"), False)]),
        entry("harmless", where, shown, [(t("quit_and_lock"), False)]),
        entry("harmless", f"{where} (search)", main(t, TOKENS[:1], "git"), [("menu", False)]),
        entry("harmless", f"{where} (empty)", main(t, []), [(t("add_token"), False)]),
    ]


def options(t: Any) -> list[dict[str, Any]]:
    home = t(APP)
    rows = [
        t(k)
        for k in (
            "scan_qr_code",
            "add_token",
            "import_text",
            "export_text",
            "use_dark_theme",
            "copy_to_clipboard",
            "require_authentication",
            "about_freeotp",
        )
    ]
    where = "freeotp MainActivity (main menu)"
    imports = [t("import_json_format"), t("import_key_uri_format")]
    exports = [t("export_json_format"), t("export_key_uri_format")]
    about = about_page(t)
    warning = (t("import_json_file"), t("import_json_file_warning"))
    cancel, ok = t("cancel_text"), t("ok_text")
    licence, images = about_links(t)
    return [
        menu("harmless", where, home, rows, [(t("scan_qr_code"), False)]),
        menu("harmless", where, home, rows, [(t("add_token"), False)]),
        menu("harmless", where, home, rows, [(t("import_text"), False)]),
        menu("harmless", where, home, rows, [(t("export_text"), False)]),
        menu("reversible", where, home, rows, [(t("use_dark_theme"), False)]),
        menu("reversible", where, home, rows, [(t("copy_to_clipboard"), False)]),
        menu(
            "reversible",
            f"{where} (authentication on)",
            home,
            rows,
            [(t("require_authentication"), False)],
        ),
        menu("harmless", where, home, rows, [(t("about_freeotp"), False)]),
        menu("harmless", f"{where} (Import)", home, imports, [(imports[0], False)]),
        menu("harmless", f"{where} (Import)", home, imports, [(imports[1], False)]),
        menu("harmless", f"{where} (Export)", home, exports, [(exports[0], False)]),
        menu("harmless", f"{where} (Export)", home, exports, [(exports[1], False)]),
        alert(
            "overwrite",
            "freeotp MainActivity (import JSON file)",
            home,
            *warning,
            (cancel, None),
            (ok, True),
        ),
        alert(
            "harmless",
            "freeotp MainActivity (import JSON file)",
            home,
            *warning,
            (cancel, False),
            (ok, None),
        ),
        entry("harmless", "freeotp AboutActivity (about)", about, [(licence, False)]),
        entry("harmless", "freeotp AboutActivity (about)", about, [(images, False)]),
    ]


def html(text: str) -> str:
    """A string as ``HtmlCompat.fromHtml`` shows it: its tags dropped (and the ``<andotp@...>``
    address with them, which it reads as a tag)."""
    return re.sub(r"\s+", " ", re.sub(r"<[^>]*>", "", text)).strip()


def about_links(t: Any) -> tuple[str, str]:
    """The words of the about page's two links: the Apache licence's (not translated) and
    the MIT licence's, inside ``about_token_image`` in each language."""
    found = re.search(r">([^<]+)</a>", t("about_token_image"))
    return "Apache 2.0", found.group(1) if found else "MIT License"


def about_page(t: Any) -> dict[str, Any]:
    licence, images = about_links(t)
    return page(
        t(APP),
        [
            {"text": t("about_version", "3.1.1", 23), "rid": f"{ID}about_version"},
            {"text": t("about_copyright")},
            {"text": html(t("about_license", "Apache 2.0")), "rid": f"{ID}about_license"},
            {"link": licence},
            {"text": t("about_icons"), "rid": f"{ID}about_icons"},
            {"text": html(t("about_token_image")), "rid": f"{ID}about_token_image"},
            {"link": images},
        ],
    )


def token_menu(t: Any) -> list[dict[str, Any]]:
    where = "freeotp TokenViewHolder (token menu, GitHub)"
    rows = [t("edit"), t("delete"), t("share_to_other_apps"), t("share_qr_code")]
    home = t(APP)
    return [
        menu("harmless", where, home, rows, [(t("edit"), False)]),
        menu("opens-prompt", where, home, rows, [(t("delete"), False)]),
        menu("harmless", where, home, rows, [(t("share_to_other_apps"), False)]),
        menu("harmless", where, home, rows, [(t("share_qr_code"), False)]),
    ]


def delete_page(t: Any, issuer: str, account: str) -> dict[str, Any]:
    """The delete page of one token: the warning, the token's issuer (none when it has no
    issuer) and account, Cancel and Delete."""
    items: list[dict[str, Any]] = [{"text": t("delete_summary")}]
    if issuer:
        items.append({"text": issuer, "rid": f"{ID}issuer"})
    items += [
        {"text": account, "rid": f"{ID}label"},
        {"button": t("android:cancel"), "rid": f"{ID}cancel"},
        {"button": t("delete"), "rid": f"{ID}delete"},
    ]
    return page(t(APP), items)


def deleting(t: Any) -> list[dict[str, Any]]:
    where = "freeotp DeleteActivity (delete)"
    found = [
        entry(
            "delete",
            f"{where} {issuer or account}",
            delete_page(t, issuer, account),
            [(t("delete"), True)],
        )
        for issuer, account in TOKENS
    ]
    kept = [
        entry(
            "harmless",
            f"{where} {TOKENS[i][0] or TOKENS[i][1]}",
            delete_page(t, *TOKENS[i]),
            [(t("android:cancel"), False)],
        )
        for i in (0, 4, 13)
    ]
    return found + kept


def edit_page(t: Any, issuer: str, account: str) -> dict[str, Any]:
    """The edit page of a token as its form stands: GitHub's issuer typed anew, Proton's
    custom image removed (either enables Save and "Restore Defaults")."""
    return page(
        t(APP),
        [
            {"id": "image"},
            {"text": t("issuer")},
            {"field": f"{ID}issuer", "text": issuer},
            {"text": t("account")},
            {"field": f"{ID}label", "text": account},
            {"text": t("token_details"), "rid": f"{ID}token_details"},
            {"text": t("algorithm"), "rid": f"{ID}algorithm_label"},
            {"text": "SHA1", "rid": f"{ID}algorithm"},
            {"text": t("digits"), "rid": f"{ID}digits_label"},
            {"text": "6", "rid": f"{ID}digits"},
            {"text": t("secret"), "rid": f"{ID}secret_label"},
            {"text": SECRET, "rid": f"{ID}secret"},
            {"text": t("interval"), "rid": f"{ID}interval_label"},
            {"text": "30", "rid": f"{ID}interval"},
            {"button": t("remove_user_token_image"), "rid": f"{ID}remove_user_token_image"},
            {"button": t("restore_defaults"), "rid": f"{ID}restore"},
            {"button": t("android:cancel"), "rid": f"{ID}cancel"},
            {"button": t("save"), "rid": f"{ID}save"},
        ],
    )


def editing(t: Any) -> list[dict[str, Any]]:
    where = "freeotp EditActivity (edit)"
    github = edit_page(t, "GitHub Enterprise", "alice.martin")
    proton = edit_page(t, "Proton", "alice@proton.me")
    return [
        entry("reversible", f"{where} GitHub", github, [(t("save"), False)]),
        entry("harmless", f"{where} GitHub", github, [(t("restore_defaults"), False)]),
        entry("harmless", f"{where} GitHub", github, [(t("android:cancel"), False)]),
        entry("harmless", f"{where} GitHub", github, [("image", False)]),
        entry("harmless", f"{where} Proton", proton, [(t("remove_user_token_image"), False)]),
        entry("reversible", f"{where} Proton (image removed)", proton, [(t("save"), False)]),
    ]


def add_page(t: Any, hotp: bool = False) -> dict[str, Any]:
    """The add page, filled in: a TOTP token for Nextcloud, or an HOTP one (whose counter row
    then shows)."""
    issuer, account = ("Corporate VPN", "amartin") if hotp else ("Nextcloud", "alice")
    items: list[dict[str, Any]] = [
        {"id": "image"},
        {"text": t("issuer")},
        {"field": f"{ID}issuer", "hint": "Example.com", "text": issuer},
        {"text": t("account")},
        {"field": f"{ID}label", "hint": "joe@example.com", "text": account},
        {"text": t("secret")},
        {"field": f"{ID}secret", "hint": "(Base32)", "text": SECRET},
        {"text": t("type")},
        {"radio": "TOTP", "rid": f"{ID}totp", "checked": not hotp},
        {"radio": "HOTP", "rid": f"{ID}hotp", "checked": hotp},
        {"text": t("digits")},
        *({"radio": n, "rid": f"{ID}digits{n}", "checked": n == "6"} for n in ("5", "6", "7", "8")),
        {"text": t("algorithm")},
        {"button": "SHA1", "rid": f"{ID}algorithm"},
        {"text": t("interval")},
        {"field": f"{ID}interval", "text": "30"},
    ]
    if hotp:
        items += [{"text": t("counter")}, {"field": f"{ID}counter", "text": "0"}]
    items += [
        {"button": t("android:cancel"), "rid": f"{ID}cancel"},
        {"button": t("add"), "rid": f"{ID}add"},
    ]
    return page(t("add_token"), items)


def adding(t: Any) -> list[dict[str, Any]]:
    where = "freeotp AddActivity (add)"
    totp = add_page(t)
    return [
        entry("reversible", f"{where} TOTP", totp, [(t("add"), False)]),
        entry("harmless", f"{where} TOTP", totp, [(t("android:cancel"), False)]),
        entry("harmless", f"{where} TOTP", totp, [("HOTP", False)]),
        entry("harmless", f"{where} TOTP", totp, [("8", False)]),
        entry("harmless", f"{where} TOTP", totp, [("SHA1", False)]),
        entry("reversible", f"{where} HOTP", add_page(t, hotp=True), [(t("add"), False)]),
    ]
