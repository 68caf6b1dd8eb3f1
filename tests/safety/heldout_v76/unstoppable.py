"""Unstoppable Wallet's screens (``io.horizontalsystems.bankwallet``, a non-custodial wallet
of many blockchains that sends and swaps coins, revokes token allowances, connects to dApps
with WalletConnect, keeps contacts and restores backups), strings from
``app/src/main/res/values*/strings.xml``. The wallet, coins, amounts, addresses, the contact
and the dApp written on the screens are the same in every language.

Read from the code (``app/src/main/java/io/horizontalsystems/bankwallet/modules``):
``balance/BalanceModule.kt`` (a coin's context menu on the balance page: Send, which opens
the send form, "Copy Address", Swap, "Coin Info" and "Hide Coin", which takes the coin off
the list until it is enabled again); ``send/SendConfirmationScreen.kt`` ("Confirm Send":
the coin and amount sent, the address, the fee, and Send, which signs and broadcasts the
transaction); ``multiswap/SwapConfirmFragment.kt`` ("Confirm Swap": the coins and amounts
paid and got, the guaranteed amount, the slippage, and Swap, which broadcasts the swap);
``eip20revoke/Eip20RevokeConfirmFragment.kt`` ("Confirm Revoke": the token, its spender,
the fee, and Revoke, which broadcasts the revoking transaction);
``ui/compose/components/TransactionInfoCells.kt`` and ``transactionInfo/`` (a pending
transaction's page, with its note that the transaction can be resent with a higher fee and
its "Speed Up" and "Cancel Transaction" rows, which only open their pages; there Resend
broadcasts the transaction again with a higher fee and "Cancel Transaction" broadcasts one
that sends the funds back to the wallet with a higher fee, replacing it);
``manageaccount/ManageAccountFragment.kt`` (a wallet's page: its name, Save, the backups,
the keys and "Unlink Wallet", which only opens ``unlinkaccount/UnlinkAccountDialog.kt``:
"Delete Wallet", two statements to tick, and "Delete from Phone", which deletes the wallet
and its keys from the device, or for a watched wallet "Do you want to stop watching this
wallet address?" and "Stop Watching"); ``contacts/screen/ContactScreen.kt`` (a contact's
page: its name, addresses, "Add Address", "Delete Contact", which only opens its sheet
with Delete, which deletes the contact, and Cancel; leaving with changes asks "Are you sure
you want to discard these new changes?" with "Discard Changes" and "Keep Editing");
``walletconnect/list/ui/WCSessionScreen.kt`` (``RemoveSessionBottomSheet``: "Disconnect
...", "Are you sure you want to remove this connection?" and Disconnect, which ends the
dApp's session); ``walletconnect/pairing/WCPairingsFragment.kt`` and
``ConfirmDeleteAllPairingsDialog.kt`` ("Paired dApps" with "Delete All", which only opens
"Delete All Pairs" and its Delete, which deletes every pairing);
``walletconnect/request/WcRequestScreen.kt`` ("Sign Request": the message, Reject and
Confirm, which signs the message for the dApp); ``walletconnect/session/
WCSessionBottomSheet.kt`` (a dApp's connection request: Cancel and Connect);
``restorelocal/RestoreLocalFragment.kt`` (a backup file's items, and the "Attention!" sheet
"Saved contacts will be replaced with data from the backup." with Replace, which restores
the backup over the saved contacts, and Cancel).
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, page, popup

WALLET, WATCH, CONTACT, DAPP = "Wallet 1", "Cold storage", "Maria", "Uniswap Interface"
ADDRESS = "0x4b7d3e2A9f1C6a8E5d0B3c7F2e9A1d4C6b8E0f2A"
SPENDER = "0x66a9893cC07D91D95644AEDD05D03f95e1dBA8Af"
TXID = "0x9f2c4e7a1b3d5f6e8a0c2b4d6f8e1a3c5b7d9f0e2a4c6b8d0f1e3a5c7b9d2f4e"
SIGN_TEXT = "app.uniswap.org wants you to sign in with your Ethereum account."


def screens(t: Any) -> list[dict[str, Any]]:
    return coins(t) + transactions(t) + wallets(t) + contacts(t) + dapps(t)


def coins(t: Any) -> list[dict[str, Any]]:
    """The balance page's context menu and the send, swap and revoke confirmations."""
    context = [t("Balance_Send"), t("Button_CopyAddress"), t("Swap"), t("Coin_Info"),
               t("Button_HideCoin")]  # fmt: skip
    where = "unstoppable BalanceModule (a coin's context menu)"
    send = page(t("Send_Confirmation_Title"), [
        {"icon": t("Button_Back")}, {"text": "Ethereum"}, {"text": "0.25 ETH"},
        {"text": "$871.40"}, {"text": ADDRESS},
        {"text": t("FeeSettings_NetworkFee")}, {"text": "0.00042 ETH"},
        {"button": t("Send_Confirmation_Send_Button")}])  # fmt: skip
    swap = page(t("Swap_Confirm_Title"), [
        {"icon": t("Button_Back")}, {"text": "USD Coin"}, {"text": "500 USDC"},
        {"text": "Ethereum"}, {"text": "0.1652 ETH"},
        {"text": t("Swap_MinimumReceived")}, {"text": "0.1644 ETH"},
        {"text": t("Swap_Slippage")}, {"text": "0.5%"},
        {"text": t("FeeSettings_NetworkFee")}, {"text": "0.00061 ETH"},
        {"button": t("Swap")}])  # fmt: skip
    revoke = page(t("Swap_ConfirmRevoke_Title"), [
        {"icon": t("Button_Back")}, {"text": "Tether USD"}, {"text": "USDT"},
        {"text": t("Approve_Spender")}, {"text": SPENDER},
        {"text": t("FeeSettings_NetworkFee")}, {"text": "0.00019 ETH"},
        {"button": t("Swap_Revoke")}])  # fmt: skip
    return [
        menu("harmless", where, t("Balance_Title"), context, [(t("Balance_Send"), False)]),
        menu("reversible", where, t("Balance_Title"), context,
             [(t("Button_HideCoin"), False)]),
        menu("harmless", where, t("Balance_Title"), context,
             [(t("Button_CopyAddress"), False)]),
        entry("send", "unstoppable SendConfirmationScreen", send,
              [(t("Send_Confirmation_Send_Button"), True)]),
        entry("harmless", "unstoppable SendConfirmationScreen", send,
              [(t("Button_Back"), False)]),
        entry("swap", "unstoppable SwapConfirmFragment", swap, [(t("Swap"), True)]),
        entry("revoke", "unstoppable Eip20RevokeConfirmFragment", revoke,
              [(t("Swap_Revoke"), True)]),
    ]  # fmt: skip


def transactions(t: Any) -> list[dict[str, Any]]:
    """A pending transaction's page, and its speed-up and cancel pages."""
    info = page(t("TransactionInfo_Title"), [
        {"text": t("TransactionInfo_Status")}, {"text": t("TransactionInfo_Date")},
        {"text": "Jun 30, 2026 17:18"}, {"text": t("TransactionInfo_Id")}, {"text": TXID},
        {"text": t("TransactionInfo_SpeedUpDescription")}, {"row": t("TransactionInfo_SpeedUp")},
        {"row": t("TransactionInfoOptions_Cancel_Button")}])  # fmt: skip

    def option(title: str, button: str) -> dict[str, Any]:
        return page(t(title), [
            {"icon": t("Button_Back")}, {"text": t("FeeSettings_NetworkFee")},
            {"text": "0.00093 ETH"}, {"button": t(button)}])  # fmt: skip

    speed = option("TransactionInfoOptions_SpeedUp_Title", "TransactionInfoOptions_SpeedUp_Button")
    cancel = option("TransactionInfoOptions_Cancel_Title", "TransactionInfoOptions_Cancel_Button")
    where = "unstoppable TransactionInfoFragment"
    return [
        entry("opens-prompt", where, info, [(t("TransactionInfo_SpeedUp"), False)]),
        entry("opens-prompt", where, info,
              [(t("TransactionInfoOptions_Cancel_Button"), False)]),
        entry("send", "unstoppable TransactionSpeedUpCancel (speed up)", speed,
              [(t("TransactionInfoOptions_SpeedUp_Button"), True)]),
        entry("send", "unstoppable TransactionSpeedUpCancel (cancel)", cancel,
              [(t("TransactionInfoOptions_Cancel_Button"), True)]),
    ]  # fmt: skip


def wallets(t: Any) -> list[dict[str, Any]]:
    """A wallet's page, its deletion, a watched wallet's, and a backup's restore."""
    manage = page(WALLET, [
        {"icon": t("Button_Back")}, {"button": t("ManageAccount_Save")},
        {"text": t("ManageAccount_Name")}, {"field": "", "text": WALLET},
        {"row": t("RecoveryPhrase_Title")}, {"row": t("PrivateKeys_Title")},
        {"row": t("PublicKeys_Title")}, {"row": t("ManageAccount_RecoveryPhraseBackup")},
        {"row": t("ManageAccount_LocalBackup")}, {"row": t("ManageAccount_Unlink")}])  # fmt: skip
    where = "unstoppable ManageAccountFragment"
    ticks = ({"switch": t("ManageAccount_Delete_ConfirmationRemove")},
             {"switch": t("ManageAccount_Delete_ConfirmationLose")})  # fmt: skip
    delete = t("ManageKeys_Delete_FromPhone")
    stop = t("ManageKeys_StopWatching")
    unlink = "unstoppable UnlinkAccountDialog"
    restore = "unstoppable RestoreLocalFragment (the merge sheet)"

    def merge(category: str, replace: bool | None, cancel: bool | None) -> dict[str, Any]:
        return popup(category, restore, t("BackupManager_Restore"),
                     t("BackupManager_MergeTitle"), t("BackupManager_MergeDescription"),
                     [(t("BackupManager_MergeButton"), replace),
                      (t("Button_Cancel"), cancel)])  # fmt: skip

    return [
        entry("opens-prompt", where, manage, [(t("ManageAccount_Unlink"), False)]),
        entry("harmless", where, manage, [(t("ManageAccount_RecoveryPhraseBackup"), False)]),
        entry("reversible", where, manage, [(t("ManageAccount_Save"), False)]),
        popup("delete", f"{unlink} (a wallet)", WALLET, t("ManageKeys_Delete_Title"), None,
              [(delete, True)], ticks),
        popup("harmless", f"{unlink} (a wallet)", WALLET, t("ManageKeys_Delete_Title"), None,
              [(delete, None)], ticks, ((t("ManageAccount_Delete_ConfirmationRemove"), False),)),
        popup("reversible", f"{unlink} (a watched wallet)", WATCH,
              t("ManageKeys_Delete_Title"), t("ManageAccount_DeleteWarning"), [(stop, False)]),
        merge("overwrite", True, None),
        merge("harmless", None, False),
    ]  # fmt: skip


def contacts(t: Any) -> list[dict[str, Any]]:
    """A contact's page, its deletion and the question on leaving it with changes."""
    contact = page(CONTACT, [
        {"icon": t("Button_Back")}, {"button": t("Button_Save")},
        {"field": t("Contacts_NameHint"), "text": CONTACT},
        {"row": "Ethereum", "secondary": ADDRESS},
        {"button": t("Contacts_AddAddress")}, {"button": t("Contacts_DeleteContact")}])  # fmt: skip
    where = "unstoppable ContactScreen"

    def deleting(category: str, delete: bool | None, cancel: bool | None) -> dict[str, Any]:
        return popup(category, f"{where} (DeleteConfirmation)", CONTACT,
                     t("Contacts_DeleteContact"), t("Contacts_DeleteContact_Warning"),
                     [(t("Button_Delete"), delete), (t("Button_Cancel"), cancel)])  # fmt: skip

    return [
        entry("opens-prompt", where, contact, [(t("Contacts_DeleteContact"), False)]),
        entry("opens-prompt", where, contact, [(t("Contacts_AddAddress"), False)]),
        deleting("delete", True, None),
        deleting("harmless", None, False),
        popup("harmless", f"{where} (DiscardChangesConfirmation)", CONTACT,
              t("Alert_TitleWarning"), t("Contacts_DiscardChanges_Warning"),
              [(t("Contacts_DiscardChanges"), None), (t("Contacts_KeepEditing"), False)]),
    ]  # fmt: skip


def dapps(t: Any) -> list[dict[str, Any]]:
    """WalletConnect: a session's removal, the pairings, a sign request and a connection
    request."""
    where = "unstoppable WCSessionScreen (RemoveSessionBottomSheet)"

    def disconnect(category: str, bad: bool | None) -> dict[str, Any]:
        return popup(category, where, t("DAppConnection_Title"),
                     t("WalletConnect_Disconnect", DAPP), t("WalletConnect_DisconnectWarning"),
                     [(t("Button_Disconnect"), bad)], ({"text": "app.uniswap.org"},))  # fmt: skip

    pairings = page(t("WalletConnect_PairedDApps"), [
        {"icon": t("Button_Back")}, {"row": DAPP, "secondary": "app.uniswap.org"},
        {"row": "OpenSea", "secondary": "opensea.io"},
        {"row": t("WalletConnect_Pairings_DeleteAll")}])  # fmt: skip
    all_pairs = "unstoppable ConfirmDeleteAllPairingsDialog"
    sign = page(t("WalletConnect_SignMessageRequest_Title"), [
        {"text": DAPP}, {"text": "app.uniswap.org"}, {"text": SIGN_TEXT},
        {"button": t("Button_Reject")}, {"button": t("Button_Confirm")}])  # fmt: skip
    request = "unstoppable WcRequestScreen (a message to sign)"
    proposal = "unstoppable WCSessionBottomSheet (a connection request)"
    return [
        disconnect("revoke", True),
        entry("opens-prompt", "unstoppable WCPairingsFragment", pairings,
              [(t("WalletConnect_Pairings_DeleteAll"), False)]),
        popup("delete", all_pairs, t("WalletConnect_PairedDApps"),
              t("WalletConnect_DeleteAllPairs"), t("WalletConnect_Pairings_ConfirmationDeleteAll"),
              [(t("WalletConnect_Pairings_Delete"), True)]),
        entry("sign", request, sign, [(t("Button_Confirm"), True)]),
        entry("harmless", request, sign, [(t("Button_Reject"), False)]),
        popup("harmless", proposal, t("DAppConnection_Title"), DAPP,
              t("WalletConnect_ConnectWarning"),
              [(t("Button_Cancel"), False), (t("Button_Connect"), None)]),
    ]  # fmt: skip
