"""Valora's screens (``co.clabs.valora``, a React Native crypto wallet: sending, swapping, earn
pools' deposits and withdrawals, live links, WalletConnect dapps, the recovery phrase and the
account), strings from its i18next catalogs (``locales/<locale>/translation.json``, English in
``locales/base``). The tokens, amounts, the recipient, the pool and the dapp written on the
screens are the same in every language; ``{{appName}}`` is Valora, as the app's default
interpolation variables say.

Read from the code (``src``): ``send/EnterAmount.tsx`` (Enter Amount: the amount field and
Review, which only opens the review); ``send/SendConfirmation.tsx`` ("Review Send": Sending,
the recipient, Network, "Network Fee", "Total Plus Fees" and Send, which calls
``sendPayment``: the tokens leave the wallet on chain); ``swap/SwapScreen.tsx`` (Swap: the two
tokens and "Confirm Swap", which dispatches ``swapStart`` with the prepared transactions);
``earn/poolInfoScreen/EarnPoolInfoScreen.tsx`` (a pool: "Deposit & Earnings", "View Pool on
Aave", then Withdraw, which opens ``WithdrawBottomSheet``, and Deposit, which opens the
amount); ``earn/poolInfoScreen/WithdrawBottomSheet.tsx`` ("Select withdraw type": Withdraw,
which opens the amount, "Claim Rewards" and Exit, which open ``EarnConfirmationScreen``);
``earn/EarnEnterAmount.tsx`` ("How much would you like to deposit?": Continue, which opens the
review sheet); ``earn/EarnDepositBottomSheet.tsx`` ("Review & Deposit": the yield rate, the
amount, fees, provider, network, the terms, then Cancel and Complete, which dispatches
``depositStart``); ``earn/EarnConfirmationScreen.tsx`` ("You're going to withdraw:" or
"claim:", then Withdraw, "Exit Pool" or "Claim Reward", which dispatch ``withdrawStart``);
``jumpstart/JumpstartSendConfirmation.tsx`` ("Create a Live Link": "Send and create link",
which sends the funds into the link's escrow); ``jumpstart/
JumpstartTransactionDetailsScreen.tsx`` (a sent live link: Reclaim, which only opens the
"Confirm transaction" sheet, whose Confirm dispatches ``jumpstartReclaimStarted``: the funds
come back and the link can no longer be claimed); ``walletConnect/screens/SessionRequest.tsx``
and ``RequestContent.tsx`` ("Connect to ...": the wallet address, networks and "Connect
wallet", which approves the session); ``walletConnect/screens/ActionRequest.tsx`` and
``walletConnect/constants.ts`` ("Send transaction" with Send, which sends the dapp's
transaction; "Verify wallet" with Allow, which signs the dapp's message);
``walletConnect/screens/Sessions.tsx`` ("Connected Dapps": a dapp's row, "Tap to Disconnect",
which only opens "Disconnect ...?", with Cancel and Disconnect, which closes the session);
``account/SecuritySubmenu.tsx`` ("Security & Privacy": "Recovery Phrase", "Email & Phone
Backup", whose row, once a backup exists, shows Delete and deletes the backup at once
(``deleteEncryptedMnemonic``), "Change PIN", the "Require PIN on App Open" and "Share
Analytics" switches, "Reset Valora", which opens a sheet whose Continue only asks the PIN and
shows the recovery phrase, and "Delete Valora", which opens "Are you sure?", whose Continue
unlinks the verified phone number at once and then goes on to the phrase; after the quiz,
"Are you sure you want to proceed?" with Cancel and Continue, which calls
``clearStoredAccount``: the wallet is erased from the device); ``account/ProfileSubmenu.tsx``
and ``RevokePhoneNumber.tsx`` (Profile: "Edit Profile" and "Unlink Phone Number", which opens
a sheet whose "Unlink now" revokes the number's mapping to the wallet);
``backup/BackupPhrase.tsx`` and ``backup/CancelConfirm.tsx`` (the recovery phrase: the
warning, the "Yes, I have written down my Phrase." switch and Continue, which opens the quiz;
the header's cancel opens "Finish setting up your Recovery Phrase" with "Set Up Later", which
goes home, and "Complete Now", which stays).
"""

from __future__ import annotations

from typing import Any

from screens import entry, page, popup

RECIPIENT, ADDRESS, NETWORK = "Maria Lopez", "0x3f2a…9c41", "Celo"
AMOUNT, LOCAL, FEE = "25.00 cUSD", "$25.00", "0.01 cUSD"
POOL, PROVIDER, DAPP, PHRASE = "USDT · Aave", "Aave", "Ubeswap", "horse leopard dog … whale"


def screens(t: Any) -> list[dict[str, Any]]:
    return sending(t) + earning(t) + links(t) + dapps(t) + account(t)


def sending(t: Any) -> list[dict[str, Any]]:
    amount = page(t("sendEnterAmountScreen.title"), [
        {"field": "cUSD", "text": "25"}, {"text": LOCAL},
        {"button": t("review")}])  # fmt: skip
    review = page(t("reviewTransaction.title"), [
        {"text": t("sending")}, {"text": AMOUNT}, {"text": LOCAL}, {"text": RECIPIENT},
        {"text": t("transactionDetails.network")}, {"text": NETWORK},
        {"text": t("networkFee")}, {"text": FEE}, {"text": t("reviewTransaction.totalPlusFees")},
        {"text": "25.01 cUSD"}, {"button": t("send")}])  # fmt: skip
    swap = page(t("swapScreen.title"), [
        {"field": t("swapScreen.swapFrom"), "text": "25"}, {"button": "cUSD"},
        {"field": t("swapScreen.swapTo"), "text": "31.2"}, {"button": "CELO"},
        {"button": t("swapScreen.confirmSwap")}])  # fmt: skip
    return [
        entry("opens-prompt", "valora EnterAmount (send)", amount, [(t("review"), False)]),
        entry("send", "valora SendConfirmation", review, [(t("send"), True)]),
        entry("transfer", "valora SwapScreen", swap, [(t("swapScreen.confirmSwap"), True)]),
    ]  # fmt: skip


def earning(t: Any) -> list[dict[str, Any]]:
    info = page(POOL, [
        {"text": t("earnFlow.poolInfoScreen.depositAndEarnings")}, {"text": LOCAL},
        {"button": t("earnFlow.poolInfoScreen.learnMoreOnProvider", PROVIDER)},
        {"button": t("earnFlow.poolInfoScreen.withdraw")},
        {"button": t("earnFlow.poolInfoScreen.deposit")}])  # fmt: skip
    kinds = (
        {"row": t("earnFlow.poolInfoScreen.withdraw"),
         "secondary": t("earnFlow.poolInfoScreen.withdrawBottomSheet.withdrawDescription")},
        {"row": t("earnFlow.poolInfoScreen.withdrawBottomSheet.claimRewards"),
         "secondary": t("earnFlow.poolInfoScreen.withdrawBottomSheet.claimRewardsDescription")},
        {"row": t("earnFlow.poolInfoScreen.withdrawBottomSheet.exit"),
         "secondary": t("earnFlow.poolInfoScreen.withdrawBottomSheet.exitWithRewardsDescription")},
    )  # fmt: skip

    def withdraw(category: str, tap: str) -> dict[str, Any]:
        return popup(category, "valora WithdrawBottomSheet", POOL,
                     t("earnFlow.poolInfoScreen.withdrawBottomSheet.title"), None, [], kinds,
                     ((t(tap), False),))  # fmt: skip

    amount = page(t("earnFlow.enterAmount.title"), [
        {"field": "USDT", "text": "25"}, {"text": LOCAL},
        {"button": t("earnFlow.enterAmount.continue")}])  # fmt: skip
    details = (
        {"text": t("earnFlow.depositBottomSheet.yieldRate")}, {"text": "4.12%"},
        {"text": t("earnFlow.depositBottomSheet.amount")}, {"text": "25.00 USDT"},
        {"text": t("earnFlow.depositBottomSheet.fee")}, {"text": FEE},
        {"text": t("earnFlow.depositBottomSheet.provider")}, {"text": PROVIDER},
        {"text": t("earnFlow.depositBottomSheet.network")}, {"text": "Arbitrum"},
        {"text": t("earnFlow.depositBottomSheet.footerV1_93", PROVIDER)},
    )  # fmt: skip
    cancel, complete = (
        t("earnFlow.depositBottomSheet.secondaryCta"),
        t("earnFlow.depositBottomSheet.primaryCta"),
    )

    def deposit(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, "valora EarnDepositBottomSheet", t("earnFlow.enterAmount.title"),
                     t("earnFlow.depositBottomSheet.title"),
                     t("earnFlow.depositBottomSheet.descriptionV1_93", PROVIDER), buttons,
                     details)  # fmt: skip

    def collect(mode: str, heading: str, cta: str) -> dict[str, Any]:
        rows = [{"text": t(heading)}, {"text": t("earnFlow.collect.total")},
                {"text": "25.00 USDT"}, {"text": t("earnFlow.collect.fee")}, {"text": FEE},
                {"button": t(cta)}]  # fmt: skip
        return entry("transfer", f"valora EarnConfirmationScreen ({mode})", page(POOL, rows),
                     [(t(cta), True)])  # fmt: skip

    return [
        entry("opens-prompt", "valora EarnPoolInfoScreen", info,
              [(t("earnFlow.poolInfoScreen.withdraw"), False)]),
        entry("opens-prompt", "valora EarnPoolInfoScreen", info,
              [(t("earnFlow.poolInfoScreen.deposit"), False)]),
        withdraw("opens-prompt", "earnFlow.poolInfoScreen.withdrawBottomSheet.exit"),
        withdraw("opens-prompt", "earnFlow.poolInfoScreen.withdrawBottomSheet.claimRewards"),
        withdraw("harmless", "earnFlow.poolInfoScreen.withdraw"),
        entry("opens-prompt", "valora EarnEnterAmount (deposit)", amount,
              [(t("earnFlow.enterAmount.continue"), False)]),
        deposit("transfer", [(cancel, None), (complete, True)]),
        deposit("harmless", [(cancel, False), (complete, None)]),
        collect("withdraw", "earnFlow.collect.titleWithdraw", "earnFlow.collect.ctaWithdraw"),
        collect("exit", "earnFlow.collect.titleWithdraw", "earnFlow.collect.ctaExit"),
        collect("claim-rewards", "earnFlow.collect.titleClaim", "earnFlow.collect.ctaReward"),
    ]  # fmt: skip


def links(t: Any) -> list[dict[str, Any]]:
    create = page(t("jumpstartSendConfirmationScreen.title"), [
        {"text": t("jumpstartSendConfirmationScreen.sendAmountLabel")}, {"text": AMOUNT},
        {"text": LOCAL}, {"button": t("jumpstartSendConfirmationScreen.confirmButton")},
        {"text": t("jumpstartSendConfirmationScreen.info")}])  # fmt: skip
    sent = page(t("feedItemJumpstartTitle"), [
        {"text": AMOUNT}, {"text": LOCAL}, {"button": t("reclaim")},
        {"text": t("amountSent")}, {"text": AMOUNT}])  # fmt: skip
    sheet = ({"text": t("walletConnectRequest.transactionDataLabel")},
             {"text": '{"to":"0x5c1b…e7a0","data":"0x6f9a…"}'})  # fmt: skip
    return [
        entry("send", "valora JumpstartSendConfirmation", create,
              [(t("jumpstartSendConfirmationScreen.confirmButton"), True)]),
        entry("opens-prompt", "valora JumpstartTransactionDetailsScreen", sent,
              [(t("reclaim"), False)]),
        popup("transfer", "valora JumpstartTransactionDetailsScreen (ReclaimBottomSheet)",
              t("feedItemJumpstartTitle"), t("confirmTransaction"),
              t("jumpstartReclaim.description"), [(t("confirm"), True)], sheet),
    ]  # fmt: skip


def dapps(t: Any) -> list[dict[str, Any]]:
    home = "=Valora"
    request = (
        {"text": t("address")}, {"text": ADDRESS},
        {"text": t("walletConnectRequest.networksList")}, {"text": NETWORK},
    )  # fmt: skip
    payload = ({"text": t("walletConnectRequest.transactionDataLabel")},
               {"text": '{"to":"0xe386…1f2d","value":"0x0"}'})  # fmt: skip
    sessions = page(t("sessionsTitle"), [
        {"text": t("sessionsSubTitle")},
        {"row": DAPP, "secondary": t("tapToDisconnect")}])  # fmt: skip
    cancel, disconnect = t("cancel"), t("disconnect")

    def closing(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, "valora Sessions (Disconnect)", t("sessionsTitle"),
                     t("disconnectTitle", DAPP), t("disconnectBody", DAPP), buttons)  # fmt: skip

    return [
        popup("reversible", "valora SessionRequest", t(home), t("connectToWallet", DAPP),
              t("shareInfo"), [(t("walletConnectRequest.connectWalletAction"), False)],
              request),
        popup("send", "valora ActionRequest (eth_sendTransaction)", t(home),
              t("walletConnectRequest.sendTransactionTitle"),
              t("walletConnectRequest.sendDappTransaction", DAPP, NETWORK),
              [(t("walletConnectRequest.sendTransactionAction"), True)], payload),
        popup("sign", "valora ActionRequest (personal_sign)", t(home),
              t("walletConnectRequest.signPayloadTitle"),
              t("walletConnectRequest.signPayload", DAPP), [(t("allow"), True)],
              ({"text": "Sign in to Ubeswap: 8f3c21"},)),
        entry("opens-prompt", "valora Sessions", sessions, [(DAPP, False)]),
        closing("revoke", [(cancel, None), (disconnect, True)]),
        closing("harmless", [(cancel, False), (disconnect, None)]),
    ]  # fmt: skip


def security(t: Any, backed_up: bool) -> dict[str, Any]:
    """The "Security & Privacy" page, with the email and phone backup set up or not."""
    backup = t("delete") if backed_up else t("setup")
    return page(t("securityPrivacy"), [
        {"row": t("accountKey")},
        {"row": t("keylessBackupSettingsTitle"), "secondary": backup},
        {"row": t("changePin")}, {"switch": t("requirePinOnAppOpen")},
        {"switch": t("shareAnalytics"), "secondary": t("shareAnalytics_detail")},
        {"row": t("removeAccountTitle"), "secondary": t("removeAccountDetails")},
        {"row": t("deleteAccountTitle"), "secondary": t("deleteAccountDetails")}])  # fmt: skip


def account(t: Any) -> list[dict[str, Any]]:
    where = "valora SecuritySubmenu"
    plain, backed = security(t, False), security(t, True)
    title = t("securityPrivacy")
    erase = [(t("cancel"), None), (t("promptConfirmRemovalModal.resetNow"), True)]
    keep = [(t("cancel"), False), (t("promptConfirmRemovalModal.resetNow"), None)]
    profile = page(t("profile"), [
        {"row": t("editProfile")},
        {"row": t("revokePhoneNumber.title"), "secondary": t("revokePhoneNumber.description")},
    ])  # fmt: skip
    phrase = page("=Valora", [
        {"text": PHRASE}, {"text": t("backupKeyWarning")},
        {"switch": t("savedConfirmation")}, {"button": t("continue")},
        {"button": t("moreInfo")}])  # fmt: skip
    later = [(t("cancelDialog.secondary"), False), (t("cancelDialog.action"), None)]
    now = [(t("cancelDialog.secondary"), None), (t("cancelDialog.action"), False)]

    def confirm(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, f"{where} (ConfirmAccountRemovalModal)", title,
                     t("promptConfirmRemovalModal.header"), t("promptConfirmRemovalModal.body"),
                     buttons)  # fmt: skip

    def cancel(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, "valora BackupPhrase (CancelConfirm)", t("=Valora"),
                     t("cancelDialog.title"), t("cancelDialog.body"), buttons)  # fmt: skip

    return [
        entry("opens-prompt", where, plain, [(t("deleteAccountTitle"), False)]),
        entry("opens-prompt", where, plain, [(t("removeAccountTitle"), False)]),
        entry("opens-prompt", where, plain, [(t("changePin"), False)]),
        entry("reversible", where, plain, [(t("requirePinOnAppOpen"), False)]),
        entry("reversible", where, plain, [(t("shareAnalytics"), False)]),
        entry("harmless", where, plain, [(t("accountKey"), False)]),
        entry("delete", f"{where} (a backup set up)", backed,
              [(t("keylessBackupSettingsTitle"), True)]),
        popup("delete-account", f"{where} (DeleteAccountBottomSheet)", title,
              t("deleteAccountWarning.title"), t("deleteAccountWarning.description"),
              [(t("deleteAccountWarning.buttonLabel"), True)]),
        popup("opens-prompt", f"{where} (ResetAccountBottomSheet)", title,
              t("accountKeyModal.header"),
              f"{t('accountKeyModal.body1')} {t('accountKeyModal.body2')}",
              [(t("continue"), False)]),
        confirm("delete-account", erase),
        confirm("harmless", keep),
        entry("opens-prompt", "valora ProfileSubmenu", profile,
              [(t("revokePhoneNumber.title"), False)]),
        entry("harmless", "valora ProfileSubmenu", profile, [(t("editProfile"), False)]),
        popup("revoke", "valora RevokePhoneNumber", t("profile"),
              t("revokePhoneNumber.bottomSheetTitle"), t("revokePhoneNumber.description"),
              [(t("revokePhoneNumber.confirmButton"), True)], ({"text": "+1 415 555 0132"},)),
        entry("reversible", "valora BackupPhrase", phrase, [(t("savedConfirmation"), False)]),
        entry("harmless", "valora BackupPhrase", phrase, [(t("continue"), False)]),
        cancel("harmless", later),
        cancel("harmless", now),
    ]  # fmt: skip
