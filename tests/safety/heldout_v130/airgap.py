"""AirGap Wallet's screens (``it.airgap.wallet``, the online half of AirGap: a watch-only
wallet whose accounts are synced from AirGap Vault, which signs offline; the wallet
prepares transactions, shows them to the Vault as a QR code and broadcasts what the Vault
signed; Beacon and WalletConnect dapps, isolated modules), strings from
``src/assets/i18n/<language>.json``. The accounts, amounts, addresses and dapps written on
the screens are the same in every language. Ionic draws in a WebView, so no control has a
resource id.

Read from the code (``src/app``): ``pages/transaction-confirm/transaction-confirm.html`` and
``.ts`` ("Confirm Transaction", the signed transaction scanned back from the Vault: Decline,
which dismisses it, and Confirm, ``broadcastTransaction``, which broadcasts it);
``pages/transaction-prepare/transaction-prepare.html`` ("Send ...": Amount, MAX,
Recipient, Paste, "Scan QR", Fee and "Create Transaction", which builds the unsigned
transaction and opens its QR for the Vault); ``pages/transaction-qr/transaction-qr.html``
("Transaction QR": Done and "Scan QR", which opens the scanner for the signed one);
``pages/account-transaction-list`` (an account: Receive and Send, which opens the form);
``components/account-edit-popover`` (an account's popover: "Account Settings", "Copy
Address", "Open Blockexplorer" and Remove, which opens "Confirm Account Removal", Cancel
and Remove, ``removeWallet``: "You can always sync it again from your vault");
``pages/dapp-permission-list`` ("Dapp Permissions": a dapp's Remove, which opens "Delete
Permission?", Cancel and Yes, ``removePermission``); ``pages/dapp-settings`` and
``components/dapp-peer`` ("Dapp Settings": "Remove All", which opens its alert, Cancel and
Confirm, ``removeAllPeers``; Reset; a peer's Delete, an English-only sliding option, which
calls ``removePeer`` at once); ``pages/beacon-request/beacon-request.page.html`` and
``.ts`` (a Beacon permission request's Cancel, which answers the dapp with an abort, and
Connect, which grants the checked permissions; an operation, a sign-payload and a broadcast
request's Continue, which opens the Vault's QR for the first two and "Confirm Transaction"
for the last); ``pages/walletconnect/walletconnect.page.html`` (a connection request's
Cancel and Connect); ``pages/isolated-modules-details`` (an installed module's Remove, which
opens "Remove Module", Cancel and Remove, ``removeInstalledModule``);
``pages/account-transaction-list`` (the KT migration alert: Cancel and Migrate, which
prepares the transfer for the Vault to sign).
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, page, popup

BTC, XTZ, DAPP = "bc1qk4m3…7d2f", "tz1VSUr8…9eNp", "objkt.com"


def screens(t: Any) -> list[dict[str, Any]]:
    return transactions(t) + accounts(t) + dapps(t) + modules(t)


def confirm_page(t: Any, what: str) -> dict[str, Any]:
    return page(t("transaction-confirm.title"), [
        {"text": what}, {"button": t("transaction-confirm.decline_label")},
        {"button": t("transaction-confirm.confirm_label")}])  # fmt: skip


def transactions(t: Any) -> list[dict[str, Any]]:
    where = "airgap TransactionConfirmPage"
    confirm, decline = (
        t("transaction-confirm.confirm_label"),
        t("transaction-confirm.decline_label"),
    )
    form = page(t("transaction-prepare.title", "BTC"), [
        {"text": t("transaction-prepare.amount_label")}, {"field": "0.0", "text": "0.015"},
        {"button": t("transaction-prepare.fee.max_label")},
        {"text": t("transaction-prepare.to-address_label")}, {"field": "bc1", "text": BTC},
        {"button": t("transaction-prepare.paste_label")},
        {"button": t("transaction-prepare.to-address-scan_label")},
        {"text": t("transaction-prepare.fee.label")},
        {"button": t("transaction-prepare.create-transaction")}])  # fmt: skip
    qr = page(t("transaction-qr.title"), [
        {"text": t("transaction-qr.text")}, {"text": "0.015 BTC"},
        {"button": t("transaction-qr.done_label")},
        {"button": t("transaction-qr.scan_qr_label")}])  # fmt: skip
    return [
        entry("send", f"{where} (a Bitcoin payment)", confirm_page(t, f"0.015 BTC → {BTC}"),
              [(confirm, True)]),
        entry("harmless", f"{where} (a Bitcoin payment)", confirm_page(t, f"0.015 BTC → {BTC}"),
              [(decline, False)]),
        entry("send", f"{where} (a Tezos delegation)", confirm_page(t, f"{XTZ} → Baking Benjamins"),
              [(confirm, True)]),
        entry("send", f"{where} (a dapp's broadcast request)", confirm_page(t, f"2 XTZ → {DAPP}"),
              [(confirm, True)]),
        entry("opens-prompt", "airgap TransactionPreparePage", form,
              [(t("transaction-prepare.create-transaction"), False)]),
        entry("harmless", "airgap TransactionPreparePage", form,
              [(t("transaction-prepare.to-address-scan_label"), False)]),
        entry("harmless", "airgap TransactionQrPage", qr,
              [(t("transaction-qr.done_label"), False)]),
        entry("harmless", "airgap TransactionQrPage", qr,
              [(t("transaction-qr.scan_qr_label"), False)]),
    ]  # fmt: skip


def accounts(t: Any) -> list[dict[str, Any]]:
    account = page(t("account-transaction-list.title"), [
        {"text": "Bitcoin"}, {"text": BTC},
        {"text": t("account-transaction-list.transactions_label")},
        {"button": t("account-transaction-list.receive_label")},
        {"button": t("account-transaction-list.send_label")}])  # fmt: skip
    key = "wallet-edit-popover-component."
    rows = [t(key + "settings_label"), t(key + "copy-address_label"),
            t(key + "block-explorer_label"), t(key + "delete_label")]  # fmt: skip
    title = t("account-transaction-list.title")
    remove = "account-edit-popover-component."

    def removing(category: str, cancel: bool | None, ok: bool | None) -> dict[str, Any]:
        return popup(category, "airgap AccountEditPopoverComponent (remove the account)", title,
                     t(remove + "header"), t(remove + "message"),
                     [(t(remove + "cancel"), cancel), (t(remove + "delete"), ok)])  # fmt: skip

    migrate = "account-transaction-list.migrate-alert."
    return [
        entry("harmless", "airgap AccountTransactionListPage", account,
              [(t("account-transaction-list.send_label"), False)]),
        entry("harmless", "airgap AccountTransactionListPage", account,
              [(t("account-transaction-list.receive_label"), False)]),
        menu("opens-prompt", "airgap AccountEditPopoverComponent", title, rows,
             [(t(key + "delete_label"), False)]),
        menu("harmless", "airgap AccountEditPopoverComponent", title, rows,
             [(t(key + "copy-address_label"), False)]),
        removing("reversible", None, False),
        removing("harmless", False, None),
        popup("opens-prompt", "airgap AccountTransactionListPage (KT balance migration)", title,
              t(migrate + "header"), t(migrate + "message", "120 XTZ"),
              [(t(migrate + "cancel"), None), (t(migrate + "confirm"), False)]),
    ]  # fmt: skip


def dapps(t: Any) -> list[dict[str, Any]]:
    perms = t("dapp-permission-list.title")
    listing = page(perms, [
        {"text": t("dapp-permission-list.connected-dapps")}, {"text": DAPP}, {"text": XTZ},
        {"button": t("dapp-permission-list.remove_label")}])  # fmt: skip
    alert = "dapp-permission-list.delete-permission-alert."

    def revoking(category: str, cancel: bool | None, yes: bool | None) -> dict[str, Any]:
        return popup(
            category,
            "airgap DappPermissionListPage (Delete Permission?)",
            perms,
            t(alert + "header"),
            t(alert + "message"),
            [(t(alert + "cancel_label"), cancel), (t(alert + "yes_label"), yes)],
        )

    settings = t("dapp-settings.title")
    peers = page(settings, [
        {"button": t("dapp-settings.remove-all_label")}, {"button": t("dapp-settings.reset")},
        {"text": DAPP}, {"button": "Delete"}])  # fmt: skip

    def clearing(category: str, cancel: bool | None, yes: bool | None) -> dict[str, Any]:
        return popup(category, "airgap DappSettingsPage (Remove All)", settings,
                     t("dapp-settings.alert.heading"), t("dapp-settings.alert.message"),
                     [(t("dapp-settings.alert.cancel"), cancel),
                      (t("dapp-settings.alert.confirm"), yes)])  # fmt: skip

    def request(title: str, what: str, button: str) -> dict[str, Any]:
        return page(t(title), [
            {"text": t("beacon-request.request-by-dapp_label")}, {"text": DAPP}, {"text": what},
            {"button": t("beacon-request.cancel_label")}, {"button": t(button)}])  # fmt: skip

    permission = page(t("beacon-request.title.permission-request"), [
        {"text": t("beacon-request.request.heading", DAPP)},
        {"text": t("beacon-request.request.text")}, {"text": XTZ},
        {"switch": t("beacon-request.permission.sign-transactions")},
        {"button": t("beacon-request.cancel_label")},
        {"button": t("beacon-request.connect_label")}])  # fmt: skip
    walletconnect = page(t("walletconnect.connection_request"), [
        {"text": "app.uniswap.org"}, {"text": "0x71C7…976F"},
        {"button": t("beacon-request.cancel_label")},
        {"button": t("beacon-request.connect_label")}])  # fmt: skip
    cont = "beacon-request.continue_label"
    return [
        entry("opens-prompt", "airgap DappPermissionListPage", listing,
              [(t("dapp-permission-list.remove_label"), False)]),
        revoking("revoke", None, True),
        revoking("harmless", False, None),
        entry("opens-prompt", "airgap DappSettingsPage", peers,
              [(t("dapp-settings.remove-all_label"), False)]),
        entry("revoke", "airgap DappPeerComponent (a peer's Delete)", peers, [("Delete", True)]),
        clearing("revoke", None, True),
        clearing("harmless", False, None),
        entry("reversible", "airgap BeaconRequestPage (a permission request)", permission,
              [(t("beacon-request.connect_label"), False)]),
        entry("harmless", "airgap BeaconRequestPage (a permission request)", permission,
              [(t("beacon-request.cancel_label"), False)]),
        entry("opens-prompt", "airgap BeaconRequestPage (an operation request)",
              request("beacon-request.title.operation-request", f"2 XTZ → {DAPP}", cont),
              [(t(cont), False)]),
        entry("opens-prompt", "airgap BeaconRequestPage (a sign-payload request)",
              request("beacon-request.title.sign-payload-request",
                      t("beacon-request.sign-data_label"), cont), [(t(cont), False)]),
        entry("opens-prompt", "airgap BeaconRequestPage (a broadcast request)",
              request("beacon-request.title.broadcast-request", f"2 XTZ → {DAPP}", cont),
              [(t(cont), False)]),
        entry("reversible", "airgap WalletconnectPage (a connection request)", walletconnect,
              [(t("beacon-request.connect_label"), False)]),
    ]  # fmt: skip


def modules(t: Any) -> list[dict[str, Any]]:
    title = "Coreum"
    alert = "isolated-modules-details-page.alert.remove."
    remove = t("isolated-modules-details-page.popover.remove_label")

    def removing(category: str, cancel: bool | None, ok: bool | None) -> dict[str, Any]:
        return popup(
            category,
            "airgap IsolatedModulesDetailsPage (Remove Module)",
            title,
            t(alert + "header"),
            t(alert + "message"),
            [(t(alert + "cancel_label"), cancel), (t(alert + "proceed_label"), ok)],
        )

    return [
        menu(
            "opens-prompt",
            "airgap IsolatedModulesDetailsPage (popover)",
            title,
            [remove],
            [(remove, False)],
        ),
        removing("delete", None, True),
        removing("harmless", False, None),
    ]
