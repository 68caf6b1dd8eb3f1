"""Rainbow's screens (``me.rainbow``, an Ethereum wallet that sends tokens, swaps them, signs
dapps' requests, speeds up and cancels pending transactions, and keeps wallets, contacts
and cloud backups), strings from ``i18n.t(i18n.l.<key>)`` (``src/languages/<locale>.json``,
under ``translation``). The amounts, addresses, names of a contact, a wallet and a dapp,
and the wallet's Google account are written the same in every language; the contact's
"Are you sure ..." is English in the code, so in every language. Several labels begin with
the SF Symbols glyph the code writes before them (``􀎽``), kept as the code has it.

Read from the code (``src``): ``features/transfer/screens/SendConfirmationSheet.tsx``
("Sending": the amount, the recipient and ``SendButton``'s "Hold to Send", which signs and
broadcasts the transfer); ``features/transfer/components/SendActionButton.tsx`` (an asset's
"Send", which only opens the send flow); ``features/transfer/components/SendHeader.tsx`` (a
saved recipient's action sheet: "Delete Contact", which only opens
``components/contacts/showDeleteContactActionSheet.js``'s confirmation, whose "Delete
Contact" removes the contact, "Edit Contact", "Copy Address", Cancel);
``__swaps__/screens/Swap`` (``ReviewButton``'s "Review", then ``swap-provider.tsx``'s "Hold
to Swap" or, across networks, "Hold to Bridge", which executes the swap or the bridge);
``screens/SignTransactionSheet`` ("Transaction Request" and "Message Request": Cancel
rejects, "􀎽 Confirm" sends the transaction or returns the signature to the dapp);
``screens/transaction-details/components/TransactionDetailsStatusActionsAndTimestampSection
.tsx`` (a pending transaction's menu: "Speed Up" and "Cancel", which only open
``screens/SpeedUpAndCancelSheet.tsx``, whose "􀎽 Attempt Cancellation" and "􀎽 Confirm"
broadcast a replacing transaction, and Close and Cancel go back);
``screens/change-wallet/ChangeWalletSheet.tsx`` (a wallet's menu: "Remove Wallet" only
opens the action sheet "Are you sure you want to remove this wallet?", whose "Remove
Wallet" deletes the wallet and its keys from the device); ``hooks/useManageCloudBackups.ts``
("Manage ... Backups": "Delete All Google Drive Backups", which only opens "Are you sure you
want to delete your Google Drive wallet backups?", whose "Confirm and Delete Backups"
deletes every backup file); ``features/wallet-connect/components/
WalletConnectV2ListItem.tsx`` with ``helpers/walletConnectNetworks.ts`` (a connected app's
menu: "Disconnect" ends the session at once, "Switch Wallet" opens the wallet picker);
``components/DappBrowser/control-panel/ControlPanel.tsx`` (the browser's panel for a site:
``ConnectButton``'s "Disconnect" ends the site's connection at once, "Favorite" adds the
site to the favorites, undone by tapping it again, and the other buttons open pickers or
the swap screen);
``screens/expandedAssetSheet/components/AssetContextMenu.tsx`` (an asset's menu: "Copy
Contract Address", Share, Hide and Pin, undone by Unhide and Unpin).
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, page, popup

AMOUNT, FIAT, TOKEN = "0.25 ETH", "$812.40", "Ethereum"
RECIPIENT, CONTACT = "0x7a16…e3b9", "Alice"
DAPP, HOST, ACCOUNT = "Uniswap", "app.uniswap.org", "satoshi@gmail.com"
GLYPH = "􀎽 "
"""The SF Symbols glyph the code puts before some labels."""
PLATFORM = "Google Drive"
"""``cloudPlatform`` on Android."""


def screens(t: Any) -> list[dict[str, Any]]:
    return sending(t) + requests(t) + pending(t) + keeping(t)


def sending(t: Any) -> list[dict[str, Any]]:
    asset = page(TOKEN, [
        {"text": FIAT}, {"icon": "Menu"},
        {"button": t("button.swap")}, {"button": t("button.send")}])  # fmt: skip
    confirm = page(t("wallet.transaction.sending_title"), [
        {"text": AMOUNT}, {"text": FIAT}, {"text": t("account.tx_to_lowercase")},
        {"text": RECIPIENT}, {"text": t("wallet.transaction.first_time_send")},
        {"button": t("button.hold_to_send")}])  # fmt: skip
    swap = page(t("button.swap"), [
        {"field": TOKEN, "text": "0.25"}, {"field": "USDC", "text": "812.40"},
        {"button": t("swap.actions.review")}])  # fmt: skip
    review = page(t("button.swap"), [
        {"text": "0.25 ETH"}, {"text": "812.40 USDC"},
        {"button": t("swap.actions.hold_to_swap")}])  # fmt: skip
    bridge = page(t("button.swap"), [
        {"text": "0.25 ETH"}, {"text": "0.25 ETH (Base)"},
        {"button": t("swap.actions.hold_to_bridge")}])  # fmt: skip
    options = [t("contacts.options.delete"), t("contacts.options.edit"),
               t("wallet.settings.copy_address_capitalized"),
               t("contacts.options.cancel")]  # fmt: skip
    header = "rainbow SendHeader (handleOpenContactActionSheet)"
    asked = f'Are you sure you want to delete "{CONTACT}" from your contacts?'
    sure = [(t("contacts.options.delete"), None), (t("contacts.options.cancel"), None)]
    menu_entries = [t("expanded_state.asset.menu.copy_contract_address"),
                    t("expanded_state.asset.menu.share"), t("expanded_state.asset.menu.hide"),
                    t("expanded_state.asset.menu.pin")]  # fmt: skip
    return [
        entry("opens-prompt", "rainbow SendActionButton (an asset's page)", asset,
              [(t("button.send"), False)]),
        entry("payment", "rainbow SendConfirmationSheet (SendButton)", confirm,
              [(t("button.hold_to_send"), True)]),
        entry("opens-prompt", "rainbow Swap (the form)", swap,
              [(t("swap.actions.review"), False)]),
        entry("payment", "rainbow Swap (the review)", review,
              [(t("swap.actions.hold_to_swap"), True)]),
        entry("payment", "rainbow Swap (the review of a bridge)", bridge,
              [(t("swap.actions.hold_to_bridge"), True)]),
        menu("reversible", "rainbow expanded asset (its menu)", TOKEN, menu_entries,
             [(t("expanded_state.asset.menu.hide"), False)]),
        menu("reversible", "rainbow expanded asset (its menu)", TOKEN, menu_entries,
             [(t("expanded_state.asset.menu.pin"), False)]),
        popup("opens-prompt", header, t("wallet.transaction.sending_title"), None, None,
              [(o, False if o == t("contacts.options.delete") else None) for o in options]),
        popup("harmless", header, t("wallet.transaction.sending_title"), None, None,
              [(o, False if o == t("contacts.options.cancel") else None) for o in options]),
        popup("delete", "rainbow showDeleteContactActionSheet", CONTACT, None, asked,
              [(sure[0][0], True), sure[1]]),
        popup("harmless", "rainbow showDeleteContactActionSheet", CONTACT, None, asked,
              [sure[0], (sure[1][0], False)]),
    ]  # fmt: skip


def request(t: Any, title: str, body: str) -> dict[str, Any]:
    """``SignTransactionSheet``: the dapp, the request, Cancel and Confirm."""
    return page(t(title), [
        {"text": DAPP}, {"text": body},
        {"button": t("walletconnect.simulation.buttons.cancel")},
        {"button": t("walletconnect.simulation.buttons.confirm")}])  # fmt: skip


def requests(t: Any) -> list[dict[str, Any]]:
    tx = request(t, "walletconnect.simulation.titles.transaction_request", f"- {AMOUNT}")
    message = request(t, "walletconnect.simulation.titles.message_request",
                      f"Sign in to {HOST}")  # fmt: skip
    confirm = t("walletconnect.simulation.buttons.confirm")
    cancel = t("walletconnect.simulation.buttons.cancel")
    where = "rainbow SignTransactionSheet"
    connection = [t("walletconnect.menu_options.disconnect"),
                  t("walletconnect.menu_options.switch_wallet")]  # fmt: skip
    listed = "rainbow WalletConnectV2ListItem (its menu)"
    apps = t("walletconnect.connected_apps")
    panel = page(HOST, [
        {"text": t("dapp_browser.control_panel.connected")},
        {"button": t("dapp_browser.control_panel.switch_wallet")},
        {"button": t("dapp_browser.control_panel.switch_network")},
        {"button": t("dapp_browser.control_panel.swap")},
        {"button": t("dapp_browser.control_panel.bridge")},
        {"button": t("dapp_browser.control_panel.disconnect")},
        {"button": t("dapp_browser.control_panel.favorite")}])  # fmt: skip
    control = "rainbow DappBrowser ControlPanel"
    return [
        entry("payment", f"{where} (a transaction)", tx, [(confirm, True)]),
        entry("harmless", f"{where} (a transaction)", tx, [(cancel, False)]),
        entry("send", f"{where} (a message)", message, [(confirm, True)]),
        entry("harmless", f"{where} (a message)", message, [(cancel, False)]),
        menu("revoke", listed, apps, connection,
             [(t("walletconnect.menu_options.disconnect"), True)]),
        menu("opens-prompt", listed, apps, connection,
             [(t("walletconnect.menu_options.switch_wallet"), False)]),
        entry("revoke", f"{control} (ConnectButton)", panel,
              [(t("dapp_browser.control_panel.disconnect"), True)]),
        entry("reversible", f"{control} (favorite)", panel,
              [(t("dapp_browser.control_panel.favorite"), False)]),
    ]  # fmt: skip


def pending(t: Any) -> list[dict[str, Any]]:
    actions = [t("transaction_details.actions_menu.speed_up"),
               t("transaction_details.actions_menu.cancel")]  # fmt: skip
    details = "rainbow TransactionDetailsStatusActionsAndTimestampSection (its menu)"
    sheet = "rainbow SpeedUpAndCancelSheet"
    cancel_tx = page(t("wallet.transaction.speed_up.cancel_tx_title"), [
        {"text": t("wallet.transaction.speed_up.cancel_tx_text")},
        {"button": GLYPH + t("button.attempt_cancellation")},
        {"button": t("button.close")}])  # fmt: skip
    speed_up = page(t("wallet.transaction.speed_up.speed_up_title"), [
        {"text": t("wallet.transaction.speed_up.speed_up_text")},
        {"button": t("button.cancel")}, {"button": GLYPH + t("button.confirm")}])  # fmt: skip
    behind = TOKEN
    return [
        menu("opens-prompt", details, behind, actions,
             [(t("transaction_details.actions_menu.cancel"), False)]),
        menu("opens-prompt", details, behind, actions,
             [(t("transaction_details.actions_menu.speed_up"), False)]),
        entry("payment", f"{sheet} (cancel)", cancel_tx,
              [(GLYPH + t("button.attempt_cancellation"), True)]),
        entry("harmless", f"{sheet} (cancel)", cancel_tx, [(t("button.close"), False)]),
        entry("payment", f"{sheet} (speed up)", speed_up, [(GLYPH + t("button.confirm"), True)]),
        entry("harmless", f"{sheet} (speed up)", speed_up, [(t("button.cancel"), False)]),
    ]  # fmt: skip


def keeping(t: Any) -> list[dict[str, Any]]:
    wallet_menu = [t("wallet.change_wallet.address_menu.edit"),
                   t("wallet.change_wallet.address_menu.copy"),
                   t("wallet.change_wallet.address_menu.settings"),
                   t("wallet.change_wallet.address_menu.remove")]  # fmt: skip
    change = "rainbow ChangeWalletSheet"
    wallets = t("wallet.change_wallet.wallets")
    remove = t("wallet.action.remove_confirm")
    removing = [t("wallet.action.remove"), t("button.cancel")]
    manage = t("settings.manage_backups", ACCOUNT)
    first = [t("settings.delete_backups", PLATFORM), t("settings.backup_switch_google_account"),
             t("button.cancel")]  # fmt: skip
    sure = t("settings.confirm_delete_backups_description", PLATFORM)
    deleting = [t("settings.confirm_delete_backups"), t("button.cancel")]
    backups = "rainbow useManageCloudBackups"
    behind = t("settings.backup")
    return [
        menu("opens-prompt", f"{change} (a wallet's menu)", wallets, wallet_menu,
             [(t("wallet.change_wallet.address_menu.remove"), False)]),
        menu("harmless", f"{change} (a wallet's menu)", wallets, wallet_menu,
             [(t("wallet.change_wallet.address_menu.copy"), False)]),
        popup("delete", f"{change} (onPressRemove)", wallets, None, remove,
              [(removing[0], True), (removing[1], None)]),
        popup("harmless", f"{change} (onPressRemove)", wallets, None, remove,
              [(removing[0], None), (removing[1], False)]),
        popup("opens-prompt", f"{backups} (manageCloudBackups)", behind, manage, None,
              [(first[0], False), (first[1], None), (first[2], None)]),
        popup("harmless", f"{backups} (manageCloudBackups)", behind, manage, None,
              [(first[0], None), (first[1], None), (first[2], False)]),
        popup("delete", f"{backups} (the confirmation)", behind, None, sure,
              [(deleting[0], True), (deleting[1], None)]),
        popup("harmless", f"{backups} (the confirmation)", behind, None, sure,
              [(deleting[0], None), (deleting[1], False)]),
    ]  # fmt: skip
