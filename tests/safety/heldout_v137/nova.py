"""Nova Wallet's screens (``io.novafoundation.nova``, a Polkadot and Kusama wallet: wallets
added and forgotten, tokens sent, referenda voted on, proxies granted and revoked, dApps
connected through WalletConnect, gifts shared and reclaimed, networks and the Google Drive
backup managed), strings from ``common/src/main/res/values*/strings.xml``. The wallet, token,
account and network names on the screens are the same in every language.

Read from the code: ``feature-account-impl/.../account/management/WalletManagmentFragment.kt``
and ``WalletManagmentViewModel.kt`` (``fragment_accounts.xml``: the toolbar's right text Edit,
then Done in edit mode, the list and "Add wallet"; ``AccountHolder.kt`` and
``item_account.xml``: in edit mode each wallet shows its delete icon ``itemAccountDelete``,
whose click asks ``warningDialog`` "Forget wallet?" with Cancel and Forget, and Forget deletes
the wallet and its keys from the device); ``feature-settings-impl/.../networkManagement/chain/
ChainNetworkManagementViewModel.kt`` and ``ChainNetworkManagementFragment.kt`` (the toolbar's
more icon opens the "Manage network" selector with "Edit network" and "Delete network"; Delete
network asks ``warningDialog`` "Delete network?" with Cancel and Delete, and the network is
deleted after either answer, as the view model ignores the Boolean the dialog returns: Cancel
is shown but not tapped); ``feature-settings-impl/.../cloudBackup/settings/
BackupSettingsViewModel.kt`` and ``BackupSettingsFragment.kt`` ("Manage backup" selector with
"Change password" and "Delete backup"; Delete backup opens ``launchDeleteBackupAction``'s action
sheet, ``feature-cloud-backup-api/.../action/CloudBackupActions.kt`` and
``bottom_sheet_action.xml``, with Cancel ``actionBottomSheetNeutralBtn`` and "Delete Backup"
``actionBottomSheetPositiveBtn``, whose button only asks ``awaitDeleteBackupConfirmation``,
``CloudBackupConfirmations.kt``, an ``AlertDialog`` with Cancel and "Delete Backup", whose
button deletes the backup from Google Drive); ``feature-assets/.../fragment_confirm_send.xml``
(the transfer's review page and its Confirm ``confirmSendConfirm``, which signs and submits the
transfer); ``feature-governance-impl/.../fragment_referendum_confirm_vote.xml`` (the vote's
review page and its Confirm ``confirmReferendumVoteConfirm``, which submits the vote);
``feature-wallet-connect-impl/.../fragment_wc_session_approve.xml`` (Reject
``wcApproveSessionReject``, which declines the dApp's proposal, and Allow
``wcApproveSessionAllow``, which opens the session: the dApp sees the wallet's accounts and may
send it requests) and ``fragment_wc_session_details.xml`` with
``WalletConnectSessionDetailsViewModel.kt`` (Disconnect ``wcSessionDetailsDisconnect`` ends
the session at once); ``feature-staking-impl/.../fragment_confirm_add_staking_proxy.xml`` and
``fragment_confirm_revoke_staking_proxy.xml`` (Confirm ``confirmAddStakingProxyButton`` grants
the other account a staking proxy on chain, a deposit reserved; Confirm
``confirmRemoveStakingProxyButton`` revokes it); ``feature-gift-impl/.../share/
ShareGiftFragment.kt`` and ``ShareGiftViewModel.kt`` (``fragment_share_gift.xml``: the toolbar's
Reclaim, shown when the gift is opened again, asks ``warningDialog`` "Reclaim ... Gift?" with
Cancel and Continue, whose Continue takes the tokens back and disables the shared link; "Share
gift link" opens the system's share sheet).
"""

from __future__ import annotations

from typing import Any

from screens import alert, dialog, entry, page, popup

ID = "io.novafoundation.nova:id/"
WALLET, OTHER = "Main wallet", "Ledger"
DOT, ADDRESS = "25 DOT", "14E5nqKAp3oAJcmzgZhUD2RcptBeUBScxKHgJKU4HPNcKVf3"
SENDER = "12xLgPQunSsPkwMJ3vAgfac7mtU3Xw6R4fbHQcCp2QqXzdtu"
PROXY = "16ZL8yLyXv3V3L3z9ofR1ovFLziyXaN1DPq4yffMAZ9czzBD"


def screens(t: Any) -> list[dict[str, Any]]:
    return wallets(t) + networks(t) + backup(t) + transactions(t) + connections(t) + gifts(t)


def wallets(t: Any) -> list[dict[str, Any]]:
    title = t("profile_accounts_title_2_0")
    editing = page(title, [
        {"button": t("common_done"), "rid": f"{ID}rightText"},
        {"icon": "", "rid": f"{ID}itemAccountDelete"},
        {"row": WALLET, "rid": f"{ID}itemAccountTitle"},
        {"button": t("accounts_add_wallet"), "rid": f"{ID}addAccount"}])  # fmt: skip
    listing = page(title, [
        {"button": t("common_edit"), "rid": f"{ID}rightText"},
        {"row": WALLET, "rid": f"{ID}itemAccountTitle"}, {"row": OTHER},
        {"button": t("accounts_add_wallet"), "rid": f"{ID}addAccount"}])  # fmt: skip
    ask = "nova WalletManagmentFragment (confirmAccountDeletion)"
    forget = t("account_delete_confirmation_title")
    text = t("account_delete_confirmation_description")
    cancel, yes = t("common_cancel"), t("account_delete_confirm")
    return [
        entry("opens-prompt", "nova WalletManagmentFragment (edit mode)", editing,
              [("itemAccountDelete", False)]),
        entry("harmless", "nova WalletManagmentFragment", listing, [(t("common_edit"), False)]),
        entry("harmless", "nova WalletManagmentFragment", listing,
              [(t("accounts_add_wallet"), False)]),
        alert("delete", ask, title, forget, text, (cancel, None), (yes, True)),
        alert("harmless", ask, title, forget, text, (cancel, False), (yes, None)),
    ]  # fmt: skip


def networks(t: Any) -> list[dict[str, Any]]:
    behind = "Polkadot"
    rows = tuple({"row": t(k)} for k in ("manage_network_action_edit",
                                        "manage_network_action_delete"))  # fmt: skip
    where = "nova ChainNetworkManagementViewModel (networkActionsClicked)"
    return [
        popup("opens-prompt", where, behind, t("manage_network_actions_title"), None, [], rows,
              ((t("manage_network_action_delete"), False),)),
        popup("harmless", where, behind, t("manage_network_actions_title"), None, [], rows,
              ((t("manage_network_action_edit"), False),)),
        alert("delete", "nova ChainNetworkManagementViewModel (deleteNetwork)", behind,
              t("manage_network_delete_title"), t("manage_network_delete_message"),
              (t("common_cancel"), None), (t("common_delete"), True)),
    ]  # fmt: skip


def backup(t: Any) -> list[dict[str, Any]]:
    behind = t("backup_settings_toolbar_title")
    rows = tuple({"row": t(k)} for k in ("common_change_password",
                                        "backup_settings_delete_backup"))  # fmt: skip
    where = "nova BackupSettingsViewModel (cloudBackupManageClicked)"
    sheet_title = t("cloud_backup_delete_action_title")
    subtitle = t("cloud_backup_delete_action_subtitle",
                 t("cloud_backup_delete_action_subtitle_highlighted"))  # fmt: skip
    cancel, delete = t("common_cancel"), t("cloud_backup_delete_button")
    neutral = (cancel, f"{ID}actionBottomSheetNeutralBtn")
    positive = (delete, f"{ID}actionBottomSheetPositiveBtn")
    shown = ({"text": sheet_title, "rid": f"{ID}actionBottomSheetTitle"},
             {"text": subtitle, "rid": f"{ID}actionBottomSheetSubtitle"})  # fmt: skip
    action = "nova CloudBackupActions (launchDeleteBackupAction)"
    ask = "nova CloudBackupConfirmations (awaitDeleteBackupConfirmation)"
    sure = t("cloud_backup_delete_backup_confirmation_title")
    message = t("cloud_backup_delete_backup_confirmation_message")
    return [
        popup("opens-prompt", where, behind, t("manage_cloud_backup"), None, [], rows,
              ((t("backup_settings_delete_backup"), False),)),
        popup("harmless", where, behind, t("manage_cloud_backup"), None, [], rows,
              ((t("common_change_password"), False),)),
        dialog("opens-prompt", action, behind, None, None, [(*neutral, None), (*positive, False)],
               shown),
        dialog("harmless", action, behind, None, None, [(*neutral, False), (*positive, None)],
               shown),
        alert("delete", ask, behind, sure, message, (cancel, None), (delete, True)),
        alert("harmless", ask, behind, sure, message, (cancel, False), (delete, None)),
    ]  # fmt: skip


def transactions(t: Any) -> list[dict[str, Any]]:
    send = page(t("wallet_asset_send"), [
        {"text": DOT, "rid": f"{ID}confirmSendAmount"},
        {"text": t("common_network"), "secondary": "Polkadot"},
        {"text": t("tabbar_wallet_title"), "secondary": WALLET},
        {"text": t("wallet_sender"), "secondary": SENDER},
        {"text": t("network_fee"), "secondary": "0.0158 DOT"},
        {"text": t("wallet_recipient"), "secondary": ADDRESS},
        {"button": t("common_confirm"), "rid": f"{ID}confirmSendConfirm"}])  # fmt: skip
    vote = page(t("confirm_referendum_vote_title"), [
        {"text": "100 DOT", "rid": f"{ID}confirmReferendumVoteAmount"},
        {"text": t("confirm_referendum_vote_referendum"), "secondary": "#1480"},
        {"text": t("confirm_referendum_vote_track"), "secondary": "Small Tipper"},
        {"text": t("referendum_vote_aye"), "rid": f"{ID}confirmReferendumVoteResult"},
        {"text": t("wallet_balance_transferable")},
        {"text": t("referendum_vote_governance_lock")},
        {"text": t("referendum_vote_locking_period")},
        {"button": t("common_confirm"), "rid": f"{ID}confirmReferendumVoteConfirm"}])  # fmt: skip
    add = page(t("staking_add_proxy_confirmation_title"), [
        {"text": t("common_network"), "secondary": "Polkadot"},
        {"text": t("add_proxy_confirmation_delegating_wallet"), "secondary": WALLET},
        {"text": t("common_proxy_deposit"), "secondary": "20.04 DOT"},
        {"text": t("network_fee"), "secondary": "0.0161 DOT"},
        {"text": t("add_proxy_confirmation_grant_access_type"),
         "secondary": t("proxy_access_type_staking_operations")},
        {"text": t("add_proxy_confirmation_delegate_to"), "secondary": PROXY},
        {"button": t("common_confirm"), "rid": f"{ID}confirmAddStakingProxyButton"}])  # fmt: skip
    revoke = page(t("common_proxy_rewoke_access"), [
        {"text": t("common_network"), "secondary": "Polkadot"},
        {"text": t("add_proxy_confirmation_delegating_wallet"), "secondary": WALLET},
        {"text": t("network_fee"), "secondary": "0.0157 DOT"},
        {"text": t("remove_proxy_confirmation_revoke_access_type"),
         "secondary": t("proxy_access_type_staking_operations")},
        {"text": t("remove_proxy_confirmation_revoke_for"), "secondary": PROXY},
        {"button": t("common_confirm"),
         "rid": f"{ID}confirmRemoveStakingProxyButton"}])  # fmt: skip
    return [
        entry("send", "nova ConfirmSendFragment", send, [(t("common_confirm"), True)]),
        entry("vote", "nova ConfirmReferendumVoteFragment", vote, [(t("common_confirm"), True)]),
        entry("grant", "nova ConfirmAddStakingProxyFragment", add, [(t("common_confirm"), True)]),
        entry("revoke", "nova ConfirmRemoveStakingProxyFragment", revoke,
              [(t("common_confirm"), True)]),
    ]  # fmt: skip


def connections(t: Any) -> list[dict[str, Any]]:
    approve = page(t("wallet_connect_title"), [
        {"text": "app.uniswap.org", "rid": f"{ID}wcApproveSessionTitle"},
        {"text": t("dapp_confirm_authorize_subtitle"), "rid": f"{ID}wcApproveSessionSubTitle"},
        {"text": t("dapp_dapp"), "secondary": "app.uniswap.org"},
        {"text": t("common_networks"), "secondary": "Polkadot, Moonbeam"},
        {"text": WALLET, "rid": f"{ID}wcApproveSessionWallet"},
        {"button": t("common_reject"), "rid": f"{ID}wcApproveSessionReject"},
        {"button": t("common_allow"), "rid": f"{ID}wcApproveSessionAllow"}])  # fmt: skip
    details = page(t("wallet_connect_title"), [
        {"text": "app.uniswap.org", "rid": f"{ID}wcSessionDetailsTitle"},
        {"text": t("tabbar_wallet_title"), "secondary": WALLET},
        {"text": t("dapp_dapp"), "secondary": "app.uniswap.org"},
        {"text": t("common_networks"), "secondary": "Polkadot, Moonbeam"},
        {"text": t("common_status")},
        {"button": t("common_disconnect"), "rid": f"{ID}wcSessionDetailsDisconnect"}])  # fmt: skip
    return [
        entry("grant", "nova WalletConnectApproveSessionFragment", approve,
              [(t("common_allow"), True)]),
        entry("harmless", "nova WalletConnectApproveSessionFragment", approve,
              [(t("common_reject"), False)]),
        entry("revoke", "nova WalletConnectSessionDetailsViewModel (disconnect)", details,
              [(t("common_disconnect"), True)]),
    ]  # fmt: skip


def gifts(t: Any) -> list[dict[str, Any]]:
    share = page("", [
        {"button": t("share_gift_reclaim"), "rid": f"{ID}rightText"},
        {"text": t("share_gift_title"), "rid": f"{ID}shareGiftTitle"},
        {"text": DOT, "rid": f"{ID}shareGiftAmount"},
        {"button": t("share_gift_button"), "rid": f"{ID}shareGiftButton"}])  # fmt: skip
    ask = "nova ShareGiftFragment (confirmReclaimGiftAction)"
    title = t("reclaim_gift_confirmation_title", DOT)
    message = t("reclaim_gift_confirmation_message")
    cancel, go = t("common_cancel"), t("common_continue")
    return [
        entry("opens-prompt", "nova ShareGiftFragment (a gift opened again)", share,
              [(t("share_gift_reclaim"), False)]),
        entry("harmless", "nova ShareGiftFragment", share, [(t("share_gift_button"), False)]),
        alert("revoke", ask, "", title, message, (cancel, None), (go, True)),
        alert("harmless", ask, "", title, message, (cancel, False), (go, None)),
    ]  # fmt: skip
