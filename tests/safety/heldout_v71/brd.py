"""BRD's screens (``com.breadwallet``, the bitcoin and token wallet formerly called
breadwallet, which sends and receives bitcoin and Ethereum tokens, sweeps private keys,
creates paper-wallet gifts and wipes itself from the device), strings from ``t(name)``
(``app-core/src/main/res/values*/strings.xml``; a name with a dot, as the XML writes it).
Amounts, addresses and names are written the same in every language.

Read from the code (``app/src/main/java/com/breadwallet/ui``, ``ui/ui-common`` and
``ui/ui-gift``): ``ui-common/.../controllers/AlertDialogController.kt`` with
``controller_alert_dialog.xml`` (the app's own popup: a title, a message, an optional text
input, then ``neg_button`` and ``pos_button``); ``settings/SettingsScreenHandler.kt`` (the
menu's rows, the security settings' rows and the Bitcoin settings' rows, each of which
opens a page or a popup); ``settings/wipewallet/WipeWalletController.kt`` (its Continue
opens the recovery phrase entry) with ``recovery/RecoveryKey.kt`` (``GoToWipeWallet``:
"Wipe Wallet?", whose Wipe deletes the wallet's data from the device, and Cancel);
``sync/SyncBlockchain.kt`` and ``SyncBlockchainController.kt`` ("Start Sync" asks "Sync
with Blockchain?", whose Sync rescans the chain; nothing is lost); ``settings/fastsync/
FastSync.kt`` (turning Fastsync off asks first; it can be turned on again);
``importwallet/Import.kt`` and ``ImportUpdate.kt`` (``ShowConfirmImport``: "Import" submits
the sweep transaction that moves the key's funds into the wallet and pays the network fee);
``settings/SettingsScreen.kt`` ("Export transactions?": Continue writes a CSV file);
``home/HomeScreen.kt`` with ``tools/util/SupportManager.kt`` (the support form: Submit
only opens an email app with the text, to be sent from there); ``settings/segwit/
EnableSegWitController.kt`` (Enable shows the confirmation in the page: Cancel and
Continue); ``send/SendSheetController.kt`` with ``controller_send_sheet.xml`` (the send
sheet: its Send opens the confirmation; Paste and the fee options change the form) and
``send/ConfirmTxController.kt`` with ``controller_confirm_tx_details.xml`` and
``SendSheetUpdate.kt`` (the confirmation's Send, ``ok_btn``, confirms the transfer, after
which only the PIN or fingerprint is asked before it is sent; Cancel); ``ui-gift/
CreateGiftController.kt`` and ``CreateGiftUpdate.kt`` (Create opens the gift's
confirmation, whose Send sends the amount to the new paper wallet at once).
"""

from __future__ import annotations

from typing import Any

from screens import dialog, entry, page

RID = "com.breadwallet:id/"
ADDRESS = "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"
TOKEN = "0x8ba1f109551bD432803012645Ac136ddd64DBA72"
NAME = "Alex"


def screens(t: Any) -> list[dict[str, Any]]:
    return security(t) + bitcoin(t) + menu_page(t) + sending(t) + gift(t)


def alert(t: Any, category: str, source: str, behind: str, title: str | None,
          message: str, neg: tuple[str, bool | None], pos: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialogController``: title, message, its widgets, then its two buttons."""
    buttons = [(t(neg[0]), f"{RID}neg_button", neg[1]), (t(pos[0]), f"{RID}pos_button", pos[1])]
    return dialog(category, source, behind, title, message, buttons, items)


def security(t: Any) -> list[dict[str, Any]]:
    rows = page(t("MenuButton.security"), [{"row": t(k)} for k in (
        "UpdatePin.updateTitle", "SecurityCenter.paperKeyTitle", "Settings.wipe.android",
        "TouchIdSettings.switchLabel.android")])  # fmt: skip
    wipe = page(t("RecoveryKeyFlow.wipeWallet"), [
        {"text": t("RecoveryKeyFlow.wipeWalletSubtext")},
        {"button": t("Button.continueAction"), "rid": f"{RID}continue_btn"}])  # fmt: skip
    where = "brd RecoveryKey (GoToWipeWallet)"
    phrase = t("RecoveryKeyFlow.enterRecoveryKey")
    ask = (t("WipeWallet.alertTitle"), t("WipeWallet.alertMessage"))
    return [
        entry("opens-prompt", "brd SettingsScreenHandler (security settings)", rows,
              [(t("Settings.wipe.android"), False)]),
        entry("harmless", "brd SettingsScreenHandler (security settings)", rows,
              [(t("TouchIdSettings.switchLabel.android"), False)]),
        entry("opens-prompt", "brd WipeWalletController", wipe,
              [(t("Button.continueAction"), False)]),
        alert(t, "delete", where, phrase, *ask, ("Button.cancel", None),
              ("WipeWallet.wipe", True)),
        alert(t, "harmless", where, phrase, *ask, ("Button.cancel", False),
              ("WipeWallet.wipe", None)),
    ]  # fmt: skip


def bitcoin(t: Any) -> list[dict[str, Any]]:
    rows = page(f"Bitcoin {t('Settings.title')}", [{"row": t(k)} for k in (
        "WalletConnectionSettings.menuTitle", "Settings.importTitle", "ReScan.header",
        "NodeSelector.title", "Settings.EnableSegwit")])  # fmt: skip
    sync = page(t("Settings.sync"), [
        {"text": t("ReScan.subheader2")}, {"text": t("ReScan.body2")},
        {"text": t("ReScan.body3")}, {"text": t("ReScan.footer")},
        {"button": t("ReScan.buttonTitle"), "rid": f"{RID}button_scan"}])  # fmt: skip
    fast = t("WalletConnectionSettings.viewTitle")
    redeem = t("Settings.importTitle")
    sweep = t("Import.confirm", "0.0142 BTC", "0.00002 BTC")
    segwit = page(t("Settings.EnableSegwit"), [
        {"text": t("Segwit.ConfirmChoiceLayout")},
        {"button": t("Button.cancel"), "rid": f"{RID}cancel_button"},
        {"button": t("Button.continueAction"), "rid": f"{RID}continue_button"}])  # fmt: skip
    enable = page(t("Settings.EnableSegwit"), [
        {"text": t("Segwit.ConfirmationInstructionsInstructions")},
        {"button": t("Segwit.Enable"), "rid": f"{RID}enable_button"}])  # fmt: skip
    where = "brd SettingsScreenHandler (Bitcoin settings)"
    return [
        entry("harmless", where, rows, [(t("ReScan.header"), False)]),
        entry("opens-prompt", "brd SyncBlockchainController", sync,
              [(t("ReScan.buttonTitle"), False)]),
        alert(t, "harmless", "brd SyncBlockchain (ShowSyncConfirmation)", t("Settings.sync"),
              t("ReScan.alertTitle"), t("ReScan.footer"), ("Button.cancel", None),
              ("ReScan.alertAction", False)),
        alert(t, "harmless", "brd SyncBlockchain (ShowSyncConfirmation)", t("Settings.sync"),
              t("ReScan.alertTitle"), t("ReScan.footer"), ("Button.cancel", False),
              ("ReScan.alertAction", None)),
        alert(t, "reversible", "brd FastSync (ShowDisableFastSyncDialog)", fast, None,
              t("WalletConnectionSettings.confirmation"), ("Button.cancel", None),
              ("WalletConnectionSettings.turnOff", False)),
        alert(t, "harmless", "brd FastSync (ShowDisableFastSyncDialog)", fast, None,
              t("WalletConnectionSettings.confirmation"), ("Button.cancel", False),
              ("WalletConnectionSettings.turnOff", None)),
        entry("harmless", where, rows, [(t("Settings.importTitle"), False)]),
        alert(t, "payment", "brd Import (ShowConfirmImport)", redeem, t("Import.title"),
              sweep, ("Button.cancel", None), ("Import.importButton", True)),
        alert(t, "harmless", "brd Import (ShowConfirmImport)", redeem, t("Import.title"),
              sweep, ("Button.cancel", False), ("Import.importButton", None)),
        entry("opens-prompt", "brd EnableSegWitController", enable,
              [(t("Segwit.Enable"), False)]),
        entry("harmless", "brd EnableSegWitController (confirm_choice_layout)", segwit,
              [(t("Button.cancel"), False)]),
    ]  # fmt: skip


def menu_page(t: Any) -> list[dict[str, Any]]:
    rows = page(t("MenuViewController.modalTitle"), [{"row": t(k)} for k in (
        "MenuButton.scan", "Settings.preferences", "MenuButton.security",
        "MenuButton.support", "Settings.review", "Settings.rewards", "Settings.about",
        "Settings.exportTransaction")])  # fmt: skip
    export = (t("ExportConfirmation.title"), t("ExportConfirmation.message"))
    form = (t("SupportForm.helpUsImprove"), t("SupportForm.feedbackAppreciated"))
    field = ({"field": t("SupportForm.pleaseDescribe"), "text": "Sync is slow",
              "rid": f"{RID}textInput"},)  # fmt: skip
    home = t("MenuButton.settings")
    return [
        entry("opens-prompt", "brd SettingsScreenHandler (the menu)", rows,
              [(t("Settings.exportTransaction"), False)]),
        alert(t, "harmless", "brd SettingsScreen (ExportConfirmation)",
              t("MenuViewController.modalTitle"), *export, ("ExportConfirmation.cancel", None),
              ("ExportConfirmation.continue", False)),
        alert(t, "opens-prompt", "brd HomeScreen (GoToSupportForm)", home, *form,
              ("SupportForm.notNow", None), ("Button.submit", False), field),
        alert(t, "harmless", "brd HomeScreen (GoToSupportForm)", home, *form,
              ("SupportForm.notNow", False), ("Button.submit", None), field),
    ]  # fmt: skip


def send_sheet(t: Any, tapped: str, bad: bool) -> dict[str, Any]:
    """The send sheet over the wallet, filled in: its Send is tapped by id, since the
    sheet's title says Send too."""
    items = (
        {"field": t("Send.toLabel"), "text": ADDRESS, "rid": f"{RID}textInputAddress"},
        {"button": t("Send.pasteLabel"), "rid": f"{RID}buttonPaste"},
        {"button": t("Send.scanLabel"), "rid": f"{RID}buttonScan"},
        {"field": t("Send.amountLabel"), "text": "0.005", "rid": f"{RID}textInputAmount"},
        {"text": t("FeeSelector.title")},
        {"button": t("FeeSelector.economy"), "rid": f"{RID}buttonEconomy"},
        {"button": t("FeeSelector.regular"), "rid": f"{RID}buttonRegular"},
        {"button": t("FeeSelector.priority"), "rid": f"{RID}buttonPriority"},
        {"field": t("Send.descriptionLabel"), "text": "", "rid": f"{RID}textInputMemo"},
    )  # fmt: skip
    send = [(t("Send.sendLabel"), f"{RID}buttonSend", bad if tapped == "send" else None)]
    taps = () if tapped == "send" else ((t(tapped), bad),)
    category = {"send": "opens-prompt", "Send.pasteLabel": "harmless"}.get(tapped, "reversible")
    return dialog(category, "brd SendSheetController", "Bitcoin", t("Send.title"), None, send,
                  items, taps)  # fmt: skip


def confirmation(t: Any, category: str, amount: str, to: str, fee: str, bad: tuple[bool | None,
                 bool | None]) -> dict[str, Any]:  # fmt: skip
    items = (
        {"text": t("Confirmation.send")}, {"text": amount}, {"text": t("Confirmation.to")},
        {"text": to}, {"text": t("Confirmation.feeLabel")}, {"text": fee},
        {"text": t("Confirmation.totalLabel")},
    )  # fmt: skip
    buttons = [(t("Button.cancel"), f"{RID}cancel_btn", bad[0]),
               (t("Button.send"), f"{RID}ok_btn", bad[1])]  # fmt: skip
    return dialog(category, "brd ConfirmTxController", t("Send.title"),
                  t("Confirmation.title"), None, buttons, items)  # fmt: skip


def sending(t: Any) -> list[dict[str, Any]]:
    return [
        send_sheet(t, "send", False),
        send_sheet(t, "Send.pasteLabel", False),
        send_sheet(t, "FeeSelector.priority", False),
        confirmation(t, "payment", "0.005 BTC", ADDRESS, "0.00001 BTC", (None, True)),
        confirmation(t, "harmless", "0.005 BTC", ADDRESS, "0.00001 BTC", (False, None)),
        confirmation(t, "payment", "250 USDC", TOKEN, "0.0021 ETH", (None, True)),
    ]  # fmt: skip


def gift(t: Any) -> list[dict[str, Any]]:
    create = page(t("CreateGift.title"), [
        {"text": t("CreateGift.subtitle")}, {"text": t("CreateGift.amountLabel")},
        *({"button": amount, "rid": f"{RID}amountChoice{i}"}
          for i, amount in enumerate(("$25", "$50", "$100", "$250", "$500"), 1)),
        {"field": t("CreateGift.recipientName"), "text": NAME,
         "rid": f"{RID}recipientNameInput"},
        {"button": t("CreateGift.create"), "rid": f"{RID}createBtn"}])  # fmt: skip
    items = (
        {"text": t("ConfirmGift.paperWalletAmount")}, {"text": "0.0011 BTC ($50.00)"},
        {"text": t("CreateGift.recipientName")}, {"text": NAME},
        {"text": t("Confirmation.feeLabel")}, {"text": "$0.42"},
    )  # fmt: skip
    where = "brd CreateGiftController (ConfirmationController)"

    def buttons(cancel: bool | None, send: bool | None) -> list[tuple[str, str, bool | None]]:
        return [(t("Button.cancel"), f"{RID}cancel_btn", cancel),
                (t("Button.send"), f"{RID}ok_btn", send)]  # fmt: skip

    return [
        entry("opens-prompt", "brd CreateGiftController", create,
              [(t("CreateGift.create"), False)]),
        dialog("payment", where, t("CreateGift.title"), t("Confirmation.title"), None,
               buttons(None, True), items),
        dialog("harmless", where, t("CreateGift.title"), t("Confirmation.title"), None,
               buttons(False, None), items),
    ]  # fmt: skip
