"""Cake Wallet's screens (``com.cakewallet.cake_wallet``, a Monero, Bitcoin and multi-coin
wallet with swaps), strings from ``t(name)``, read from ``res/values/strings_<lang>.arb``.

Read from the code (``lib/src/screens``): ``wallet/wallet_edit_page.dart`` ("Edit wallet":
the wallet's name, Delete, which only asks for the PIN and then opens "Delete wallet" with
"Are you sure that you want to delete … wallet?", Cancel and Delete, which removes the
wallet's files from the device, ``walletEditViewModel.remove``; Save, which renames the
wallet); ``send/send_page.dart`` (the page's trailing Clear, which resets the form, or, with
several receivers, Remove, which drops the shown receiver from the form; a template's
``onRemove``: "Template", "This action will delete this template…", Cancel and Delete, which
removes the template, ``removeTemplate``; once the transaction is built,
``ConfirmSendingBottomSheet`` "Confirm transaction" with the amount, fee and address, whose
slide button becomes a Send button under accessible navigation,
``accessibleNavigationModeSlideActionButtonText``, and commits the transaction,
``commitTransaction``; the same sheet, with the same Send, confirms a fee bumped by
replace-by-fee in ``transaction_details/rbf_details_page.dart`` and pays for a gift card,
with its payment ID and quantity, in
``lib/cake_pay/src/cards/cake_pay_buy_card_page.dart``); ``exchange/exchange_page.dart``
(headed Swap and the provider, with ``PresentProviderPicker``; the same template dialog,
``removeTemplate``); ``exchange_trade/exchange_trade_page.dart`` ("Send from External
Wallet", which opens the deposit details, and "Send from Cake Wallet", which builds the
transaction and opens the confirmation sheet); ``nodes/node_create_or_edit_page.dart``
("Edit Node": address, port, Delete, which opens "Remove node", Cancel and Remove, which
deletes the node, ``editingNode.delete``, and Save); ``contact/contact_list_page.dart`` (a
contact's slide actions Edit and Delete, which opens ``DialogService.showAlertDialog``:
"Remove contact", Cancel and Remove, which deletes the contact); ``backup/backup_page.dart``
("Change password", "Export backup", which opens "Export backup" with "Go back" and "Yes, I
have", which writes the encrypted backup and opens a second "Export backup" dialog with
Share, which opens the share sheet, and "Save to Downloads", which saves the file);
``seed/wallet_seed_page.dart`` (Save, which opens the share sheet, and "Verify Seed");
``wallet_connect/wc_pairing_detail_page.dart`` (a WalletConnect pairing: the dApp, its
address and expiry, then "Extend Session" and "Update Session", which refresh the session,
"Disconnect Session", which ends it for the dApp, ``disconnectSession``, and Delete, which
opens a dialog headed Delete with a Delete button, left out as its label is its title);
``settings/display_settings_page.dart`` (a custom background's Replace dialog: Remove, which
clears the background, set again from the gallery, and Replace, which opens the picker).
Every dialog is ``AlertWithTwoActions`` (the left button, then the right one) and every
button is known by its label.
"""

from __future__ import annotations

from typing import Any

from screens import entry, label_dialog, page

WALLET, CONTACT, NODE = "Savings", "Alice", "xmr-node.cakewallet.com"
DAPP = "Uniswap Interface"
ADDRESS = (
    "888tNkZrPN6JsEgekjMnABU4TBzc2Dt29EPAvkRxbANsAnjyPbb3iQ1Y"
    "BRk1UXcdRsiKc9dhwMVgN5S9cQUiyoogDavup3H"
)
BTC_ADDRESS = "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"
SEED = "sequence atlas unveil summon pebbles tuesday beer rudely snake rockets different fuselage"


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        wallet(t)
        + send(t)
        + exchange(t)
        + nodes(t)
        + contacts(t)
        + backup(t)
        + connections(t)
        + display(t)
    )


def cancel_then(t: Any, right: str, bad: bool | None = True) -> list[tuple[str, bool | None]]:
    """``AlertWithTwoActions``' Cancel on the left and its right button."""
    return [(t("cancel"), False), (t(right), bad)]


def back(t: Any) -> dict[str, Any]:
    """The page's leading back button, labelled "Go back" on a phone."""
    return {"icon": t("seed_alert_back")}


def wallet(t: Any) -> list[dict[str, Any]]:
    edit = page(t("wallet_list_edit_wallet"), back(t),
                {"field": t("wallet_list_wallet_name"), "text": WALLET},
                {"button": t("delete")}, {"button": t("save")})  # fmt: skip
    where = "cake WalletEditPage"
    seed = page(t("seed_title"), back(t), {"text": WALLET}, {"text": SEED},
                {"button": t("save")}, {"button": t("verify_seed")})  # fmt: skip
    return [
        entry("opens-prompt", f"{where} (Delete)", edit, [(t("delete"), False)]),
        entry("reversible", f"{where} (Save, a new name)", edit, [(t("save"), False)]),
        label_dialog("delete", f"{where}._onSuccessfulAuth", t("wallet_list_edit_wallet"),
                     t("delete_wallet"), t("delete_wallet_confirm_message", WALLET),
                     cancel_then(t, "delete")),
        entry("harmless", "cake WalletSeedPage", seed,
              [(t("save"), False), (t("verify_seed"), False)]),
    ]  # fmt: skip


def send(t: Any) -> list[dict[str, Any]]:
    form = [back(t), {"field": t("address"), "text": ADDRESS},
            {"field": t("amount"), "text": "0.25"}, {"button": t("add_receiver")},
            {"button": t("send")}]  # fmt: skip
    one = page(t("send"), *form[:1], {"button": t("clear")}, *form[1:])
    two = page(t("send"), *form[:1], {"button": t("remove")}, *form[1:])
    sheet = page(t("confirm_transaction"), {"text": t("send_amount")}, {"text": "0.25 XMR"},
                 {"text": t("send_fee")}, {"text": "0.000031 XMR"}, {"text": t("address")},
                 {"text": ADDRESS}, {"button": t("send")})  # fmt: skip
    bump = page(t("confirm_transaction"), {"text": t("send_amount")}, {"text": "0.0125 BTC"},
                {"text": t("send_fee")}, {"text": "0.00004100 BTC"}, {"text": t("address")},
                {"text": BTC_ADDRESS}, {"button": t("send")})  # fmt: skip
    card = page(
        t("confirm_transaction"),
        {"text": t("payment_id")},
        {"text": "CP-84213377"},
        {"text": t("send_amount")},
        {"text": "0.31 XMR"},
        {"text": "QTY: 1"},
        {"text": t("send_fee")},
        {"text": "0.000031 XMR"},
        {"button": t("send")},
    )
    return [
        entry("harmless", "cake SendPage.trailing (Clear)", one, [(t("clear"), False)]),
        entry("reversible", "cake SendPage.trailing (Remove, two receivers)", two,
              [(t("remove"), False)]),
        label_dialog("delete", "cake SendPage (a template's onRemove)", t("send"),
                     t("template"), t("confirm_delete_template"), cancel_then(t, "delete")),
        entry("payment", "cake SendPage ConfirmSendingBottomSheet (accessible navigation)",
              sheet, [(t("send"), True)]),
        entry("payment", "cake RBFDetailsPage ConfirmSendingBottomSheet (a bumped fee)", bump,
              [(t("send"), True)]),
        entry("payment", "cake CakePayBuyCardPage ConfirmSendingBottomSheet (a gift card)",
              card, [(t("send"), True)]),
    ]  # fmt: skip


def exchange(t: Any) -> list[dict[str, Any]]:
    trade = page(t("swap"), back(t), {"text": t("offer_expires_in")},
                 {"button": t("send_from_external_wallet")},
                 {"button": t("send_from_cake_wallet")})  # fmt: skip
    where = "cake ExchangeTradePage"
    return [
        label_dialog("delete", "cake ExchangePage (a template's onRemove)", t("swap"),
                     t("template"), t("confirm_delete_template"), cancel_then(t, "delete")),
        entry("harmless", f"{where} (external wallet)", trade,
              [(t("send_from_external_wallet"), False)]),
        entry("opens-prompt", f"{where} (Cake Wallet)", trade,
              [(t("send_from_cake_wallet"), False)]),
    ]  # fmt: skip


def nodes(t: Any) -> list[dict[str, Any]]:
    edit = page(t("edit_node"), back(t), {"field": t("node_address"), "text": NODE},
                {"field": t("node_port"), "text": "18081"},
                {"button": t("delete")}, {"button": t("save")})  # fmt: skip
    where = "cake NodeCreateOrEditPage"
    return [
        entry("opens-prompt", f"{where} (Delete)", edit, [(t("delete"), False)]),
        label_dialog("delete", f"{where} (Remove node)", t("edit_node"), t("remove_node"),
                     t("remove_node_message"), cancel_then(t, "remove")),
    ]  # fmt: skip


def contacts(t: Any) -> list[dict[str, Any]]:
    row = page(t("address_book"), back(t), {"text": CONTACT},
               {"button": t("edit")}, {"button": t("delete")})  # fmt: skip
    where = "cake ContactListPage (a contact's slide actions)"
    return [
        entry("opens-prompt", where, row, [(t("delete"), False)]),
        entry("harmless", where, row, [(t("edit"), False)]),
        label_dialog("delete", "cake DialogService.showAlertDialog", t("address_book"),
                     t("address_remove_contact"), t("address_remove_content"),
                     cancel_then(t, "remove")),
    ]  # fmt: skip


def backup(t: Any) -> list[dict[str, Any]]:
    where = "cake BackupPage"
    shown = page(t("backup"), back(t), {"text": t("backup_password")},
                 {"text": "bench-harbour-kite-42"}, {"text": t("write_down_backup_password")},
                 {"button": t("change_password")}, {"button": t("export_backup")})  # fmt: skip
    return [
        entry("opens-prompt", where, shown, [(t("export_backup"), False)]),
        entry("harmless", where, shown, [(t("change_password"), False)]),
        label_dialog("harmless", f"{where}.onExportBackup", t("backup"), t("export_backup"),
                     t("save_backup_password"),
                     [(t("seed_alert_back"), False), (t("seed_alert_yes"), False)]),
        label_dialog("harmless", f"{where}.onExportAndroid", t("backup"), t("export_backup"),
                     t("select_destination"),
                     [(t("share"), False), (t("save_to_downloads"), False)]),
    ]  # fmt: skip


def connections(t: Any) -> list[dict[str, Any]]:
    shown = page(DAPP, back(t), {"text": DAPP}, {"text": "https://app.uniswap.org"},
                 {"text": f"{t('expiresOn')}: 2026-12-31"}, {"button": t("extend_session")},
                 {"button": t("update_session")}, {"button": t("disconnect_session")},
                 {"button": t("delete")})  # fmt: skip
    where = "cake WalletConnectPairingDetailsPage"
    return [
        entry("revoke", f"{where} (Disconnect Session)", shown,
              [(t("disconnect_session"), True)]),
        entry("harmless", f"{where} (Extend Session)", shown,
              [(t("extend_session"), False), (t("update_session"), False)]),
        entry("opens-prompt", f"{where} (Delete)", shown, [(t("delete"), False)]),
    ]  # fmt: skip


def display(t: Any) -> list[dict[str, Any]]:
    return [
        label_dialog("reversible", "cake DisplaySettingsPage._pickImage (a custom background)",
                     t("display_settings"), t("replace"), t("customBackgroundDescription"),
                     [(t("remove"), False), (t("replace"), None)]),
    ]  # fmt: skip
