"""Monerujo's wallet list (``com.m2049r.xmrwallet``, ``LoginActivity``): the wallets opened,
renamed, backed up, deleted and reset, their secrets shown and their passphrase changed, and
new wallets made or restored. Strings from ``app/src/main/res/values*/strings.xml``; wallet
names, node names, amounts and seeds are the same in every language.

Read from the code (``app/src/main/java/com/m2049r/xmrwallet``): ``LoginFragment.java`` with
``res/layout/fragment_login.xml``, ``item_wallet.xml`` and ``layout_fabmenu.xml`` (the wallet
list: the toolbar's ``bSettings`` "Settings", which opens the settings page, the action items
Help and "Connect Sidekick" of ``res/menu/list_menu.xml``; the node row ``llNode``, which
opens the nodes page; ``ibRenew`` "Touch to refresh!", which pings the bookmarked nodes and
selects the best, ``findBestNode``; ``ibNetwork`` "Enable TOR", which toggles Tor through
Orbot (``changeNetwork``, the ``toggle`` of ``util``'s NetCipher class) or, without Orbot,
shows the Tor help; the wallets' rows, whose tap asks for the wallet's password before
opening it, and their ``ibOptions``, which open the popup menu
``res/menu/list_context_menu.xml``: "Street Mode", Rename, Backup, Delete, "Show Secrets!" and
"Reset wallet!"; the floating button ``fab`` "Create new wallet", which only opens the menu
of ``fabNew``, ``fabView``, ``fabKey``, ``fabSeed`` and ``fabImport``, each beside its label:
the first four open the page that makes or restores a wallet, the last the system's file
picker for a backup); ``LoginActivity.java``
(``onWalletDelete``: a dialog titled with the wallet's name, "This wallet will be deleted…",
the checkbox "I get it!" (``res/layout/checkbox_confirm.xml``), which only enables the
positive button, "No thanks!" and "Yes, do that!", which calls ``deleteWallet``: the
wallet's cache, keys and address files are deleted from the device, with no trash;
``onWalletDeleteCache``: the same dialog with "This wallet will be reset, losing all
off-chain data…", whose "Yes, do that!" deletes the wallet's cache file, and with it the
notes, account and subaddress names and private transaction keys the wallet kept;
``onWalletRename``: ``res/layout/prompt_rename.xml`` "Rename NAME" with its field, Cancel and
OK, which copies the wallet's files to the new name and deletes the old ones; a second
rename gives the old name back; ``onWalletBackup``, which opens the system's save picker for
a new zip file; ``onWalletDetails``: "Sensitive data will now be shown…" with "Take me
back!" and "I'm safe", which asks for the password before showing the seed and keys);
``GenerateFragment.java`` with ``res/layout/fragment_generate.xml`` ("Create Wallet - New"
and "Create Wallet - Seed": the name, the passphrase, the fingerprint switch beside its label,
for a seed the mnemonic, "Seed encryption (EXPERIMENTAL)", which only shows the offset field,
and the restore height, and "Make me a wallet already!", which writes a new wallet under a
name no wallet has; the list's Delete removes it again); ``GenerateReviewFragment.java`` with
``res/layout/fragment_review.xml`` and ``res/menu/wallet_details_menu.xml`` (the details
page, whose overflow holds "Change Passphrase"; ``createChangePasswordDialog``:
``res/layout/prompt_changepw.xml`` with the two passphrase fields and the fingerprint switch,
Cancel and OK, which encrypts the wallet's keys file with the new passphrase; the same
dialog sets it back).
"""

from __future__ import annotations

from typing import Any

from screens import DOTS, ID, NEGATIVE, POSITIVE, alert, entry, menu, page, plain, switch

DAILY, SAVINGS, SHOP = "daily", "savings", "shop-viewonly"
"""The wallets on the list (the last a view-only wallet)."""
NODE = "monerujo.io"
SEED = (
    "vaults enigma lemon gasp duties rhino tutor orphans elbow ointment hazard mammal "
    "jolted unopened awning taxi obtains lifestyle ponies cell dangerous gorilla fading "
    "itself vaults"
)


def screens(t: Any) -> list[dict[str, Any]]:
    return wallet_list(t) + wallet_files(t) + new_wallets(t) + passphrase(t)


def _list_page(t: Any) -> dict[str, Any]:
    return page(
        None,
        [
            {"icon": t("menu_settings"), "rid": f"{ID}bSettings"},
            {"icon": t("menu_help"), "rid": f"{ID}action_help_list"},
            {"icon": t("menu_bluetooth"), "rid": f"{ID}action_sidekick"},
            {"text": t("label_daemon")},
            {"icon": t("tor_enable"), "rid": f"{ID}ibNetwork"},
            {"row": NODE, "secondary": t("node_updated_now", 38)},
            {"icon": t("node_refresh_hint"), "rid": f"{ID}ibRenew"},
            {"text": t("label_login_wallets")},
            {
                "list": [
                    {"row": DAILY},
                    plain("ibOptions"),
                    {"row": SAVINGS},
                    plain("ibOptions"),
                    {"row": SHOP},
                    plain("ibOptions"),
                ]
            },
            {"icon": t("fab_create_new"), "rid": f"{ID}fab"},
        ],
    )


def wallet_list(t: Any) -> list[dict[str, Any]]:
    where = "monerujo LoginFragment"
    home = _list_page(t)
    fab = page(
        None,
        [
            {"text": t("label_login_wallets")},
            {"text": t("fab_create_new"), "rid": f"{ID}fabNewT"},
            plain("fabNew"),
            {"text": t("fab_restore_viewonly"), "rid": f"{ID}fabViewT"},
            plain("fabView"),
            {"text": t("fab_restore_key"), "rid": f"{ID}fabKeyT"},
            plain("fabKey"),
            {"text": t("fab_restore_seed"), "rid": f"{ID}fabSeedT"},
            plain("fabSeed"),
            {"text": t("menu_restore"), "rid": f"{ID}fabImportT"},
            plain("fabImport"),
            {"icon": t("fab_create_new"), "rid": f"{ID}fab"},
        ],
    )
    return [
        entry("opens-prompt", where, home, [(DAILY, False)]),
        entry("harmless", where, home, [(t("menu_settings"), False)]),
        entry("harmless", where, home, [(NODE, False)]),
        entry("reversible", where, home, [(t("node_refresh_hint"), False)]),
        entry("reversible", where, home, [(t("tor_enable"), False)]),
        entry("harmless", where, home, [(t("fab_create_new"), False)]),
        entry(
            "harmless",
            f"{where} (create menu open)",
            fab,
            [("fabSeed", False), ("fabImport", False)],
        ),
    ]


def _options(t: Any) -> list[str]:
    keys = (
        "menu_streetmode",
        "menu_rename",
        "menu_backup",
        "menu_delete",
        "menu_info",
        "menu_deletecache",
    )
    return [t(k) for k in keys]


def _confirm(
    t: Any,
    category: str,
    source: str,
    name: str,
    message: str,
    ticked: bool,
    yes: bool | None,
    no: bool | None,
    tick: bool | None = None,
) -> dict[str, Any]:
    """``onWalletDelete``'s or ``onWalletDeleteCache``'s dialog for the wallet ``name``."""
    box = (switch(t("onboarding_agree"), "checkbox", ticked),)
    taps = () if tick is None else ((t("onboarding_agree"), tick),)
    buttons = [(t("delete_alert_no"), NEGATIVE, no), (t("delete_alert_yes"), POSITIVE, yes)]
    return alert(category, source, None, name, t(message), buttons, box, taps)


def wallet_files(t: Any) -> list[dict[str, Any]]:
    where = f"monerujo LoginFragment (wallet menu, {DAILY})"
    rows = _options(t)
    delete = "monerujo LoginActivity.onWalletDelete"
    reset = "monerujo LoginActivity.onWalletDeleteCache"
    rename = (
        {"text": t("prompt_rename", DAILY), "rid": f"{ID}tvRenameLabel"},
        {"field": f"{ID}etRename", "text": "daily-2025", "focused": True},
    )
    rename_buttons = [(t("label_cancel"), NEGATIVE, False), (t("label_ok"), POSITIVE, False)]
    details = "monerujo LoginActivity.onWalletDetails"
    return [
        menu("opens-prompt", where, None, rows, [(t("menu_delete"), False)]),
        menu("opens-prompt", where, None, rows, [(t("menu_deletecache"), False)]),
        menu("opens-prompt", where, None, rows, [(t("menu_rename"), False)]),
        menu("harmless", where, None, rows, [(t("menu_backup"), False)]),
        menu("opens-prompt", where, None, rows, [(t("menu_info"), False)]),
        _confirm(
            t, "delete", f"{delete} ({DAILY})", DAILY, "delete_alert_message", True, True, False
        ),
        _confirm(t, "delete", f"{delete} ({SHOP})", SHOP, "delete_alert_message", True, True, None),
        _confirm(
            t,
            "harmless",
            f"{delete} ({SAVINGS}, not ticked)",
            SAVINGS,
            "delete_alert_message",
            False,
            None,
            None,
            False,
        ),
        _confirm(
            t,
            "reset",
            f"{reset} ({SAVINGS})",
            SAVINGS,
            "deletecache_alert_message",
            True,
            True,
            False,
        ),
        _confirm(
            t, "reset", f"{reset} ({DAILY})", DAILY, "deletecache_alert_message", True, True, None
        ),
        alert(
            "reversible",
            "monerujo LoginActivity.onWalletRename",
            None,
            None,
            None,
            rename_buttons,
            rename,
        ),
        alert(
            "opens-prompt",
            details,
            None,
            None,
            t("details_alert_message"),
            [(t("details_alert_no"), NEGATIVE, None), (t("details_alert_yes"), POSITIVE, False)],
        ),
        alert(
            "harmless",
            details,
            None,
            None,
            t("details_alert_message"),
            [(t("details_alert_no"), NEGATIVE, False), (t("details_alert_yes"), POSITIVE, None)],
        ),
    ]


def _generate(t: Any, kind: str, help_id: str, fields: list[dict[str, Any]]) -> dict[str, Any]:
    return page(
        f"{t('generate_title')} - {t(kind)}",
        [
            {"icon": t("menu_back"), "rid": f"{ID}bSettings"},
            {"icon": t("menu_help"), "rid": f"{ID}{help_id}"},
            *fields,
            {"button": t("generate_buttonGenerate"), "rid": f"{ID}bGenerate"},
        ],
    )


def new_wallets(t: Any) -> list[dict[str, Any]]:
    who = [
        {"field": "", "hint": t("generate_password_hint"), "text": DOTS},
        switch("", None, False),
        {"text": t("generate_fingerprint_hint")},
    ]
    new = _generate(
        t,
        "generate_wallet_type_new",
        "action_create_help_new",
        [{"field": "", "hint": t("generate_name_hint"), "text": "travel"}, *who],
    )
    seed = _generate(
        t,
        "generate_wallet_type_seed",
        "action_create_help_seed",
        [
            {"field": "", "hint": t("generate_name_hint"), "text": "old-phone"},
            *who,
            {"field": "", "hint": t("generate_mnemonic_hint"), "text": SEED},
            {"button": t("label_seed_offset_encrypt"), "rid": f"{ID}bSeedOffset"},
            {"field": "", "hint": t("generate_restoreheight_hint"), "text": "2024-11-01"},
        ],
    )
    where = "monerujo GenerateFragment"
    make = t("generate_buttonGenerate")
    return [
        entry("reversible", f"{where} (new)", new, [(make, False)]),
        entry("reversible", f"{where} (seed)", seed, [(make, False)]),
    ]


def passphrase(t: Any) -> list[dict[str, Any]]:
    fields = (
        {"field": "", "hint": t("prompt_changepw", DAILY), "text": DOTS},
        {"field": "", "hint": t("prompt_changepwB", DAILY), "text": DOTS},
        switch("", None, False),
        {"text": t("generate_fingerprint_hint")},
    )
    return [
        menu(
            "opens-prompt",
            "monerujo GenerateReviewFragment (details) (overflow)",
            t("details_title"),
            [t("menu_changepw")],
            [(t("menu_changepw"), False)],
        ),
        alert(
            "reversible",
            "monerujo GenerateReviewFragment.createChangePasswordDialog",
            t("details_title"),
            None,
            None,
            [(t("label_cancel"), NEGATIVE, False), (t("label_ok"), POSITIVE, False)],
            fields,
        ),
    ]
