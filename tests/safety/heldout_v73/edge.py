"""Edge's screens (``co.edgesecure.app``, a self-custody wallet of many coins with swaps,
WalletConnect and DeFi loans), strings from ``lstrings.name``
(``src/locales/strings/<language>.json``, the English one ``enUS.json``). The wallets',
tokens' and card's names, the amounts and the addresses are written the same in every
language.

Read from the code (``src``): ``components/scenes/SendScene2.tsx`` (the rows "Send from
Wallet" and "Send to Address", the amount and the fee, then ``themed/SafeSlider`` "Slide to
Confirm", whose ``handleSliderComplete`` signs and broadcasts the spend);
``components/scenes/SwapCreateScene.tsx`` ("Exchange": "I have", "I want", MAX, Next, which
fetches quotes and opens the confirmation, and Cancel) with ``SwapConfirmationScene.tsx``
(the quote and its slider, which performs the swap);
``components/modals/WcSmartContractModal.tsx`` ("Smart Contract Call": wallet, DApp, fee,
total, and the slider, which signs and sends the DApp's transaction);
``components/scenes/Loans/LoanCloseScene.tsx`` ("Close Loan": the slider repays the loan and
withdraws the collateral); ``components/modals/WalletListMenuModal.tsx`` (a wallet's and a
token's options) with ``actions/WalletListMenuActions.tsx``,
``actions/DeleteWalletModalActions.tsx`` ("Archive Wallet"/"Disable Token": Archive sets the
wallet ``deleted`` or disables the token; an archived wallet comes back from
``WalletRestoreScene``, which sets it ``deleted: false``; a token is enabled again in
"Add / Edit Tokens") and ``actions/ResyncWalletModalActions.tsx`` (Resync and Cancel);
``components/scenes/OtpSettingsScene.tsx`` ("Disable 2FA" opens a ``ButtonsModal`` whose
"Disable 2FA" calls ``account.disableOtp``; "Enable 2FA" calls ``account.enableOtp`` at
once; "Show 2FA code" unfolds the key); ``components/scenes/SettingsScene.tsx`` ("Delete
Account" opens ``ConfirmContinueModal``, whose check circle shows "Confirm & Finish", which
opens a ``TextInputModal`` (a field with no hint, React Native's inputs carrying no resource
id) whose Delete, with the username typed, calls ``account.deleteRemoteAccount``);
``plugins/gui/RewardsCardPlugin.tsx`` ("Delete Card?": Delete adds the card to
``providers/ioniaProvider.ts``'s hidden cards, kept in the account's store and shown by no
screen, and drops it from the dashboard; Keep closes).
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, page, popup

WALLET, TOKEN, USER = "My Bitcoin", "USDC", "satoshi42"
ADDRESS, AMOUNT, FEE = "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh", "0.0025 BTC", "0.00001 BTC"


def screens(t: Any) -> list[dict[str, Any]]:
    return spending(t) + wallets(t) + security(t) + account(t)


def slide(t: Any, category: str, source: str, screen: dict[str, Any]) -> dict[str, Any]:
    """A scene whose ``SafeSlider`` commits what the scene shows."""
    return entry(category, source, screen, [(t("send_confirmation_slide_to_confirm"), True)])


def spending(t: Any) -> list[dict[str, Any]]:
    slider = {"slider": t("send_confirmation_slide_to_confirm")}
    send = page(t("fragment_send_subtitle"), [
        {"row": t("send_scene_send_from_wallet")}, {"text": WALLET},
        {"row": t("send_scene_send_to_address")}, {"text": ADDRESS}, {"text": AMOUNT},
        {"text": t("wc_smartcontract_network_fee")}, {"text": FEE}, slider])  # fmt: skip
    payee = page(t("fragment_send_subtitle"), [
        {"row": t("send_scene_send_from_wallet")}, {"text": WALLET},
        {"row": t("send_scene_send_to_address")}, {"text": "alice@edge"}, {"text": AMOUNT},
        {"row": t("send_scene_metadata_name_title")}, {"text": "Alice"}, slider])  # fmt: skip
    create = page(t("title_exchange"), [
        {"text": t("exchange_title_sending")}, {"text": WALLET},
        {"field": "", "text": "0.01"}, {"button": t("string_max_cap")},
        {"text": t("exchange_title_receiving")}, {"text": "My Ethereum"},
        {"text": t("string_tap_next_for_quote")},
        {"button": t("string_next_capitalized")},
        {"button": t("string_cancel_cap")}])  # fmt: skip
    quote = page(t("title_exchange"), [
        {"text": "0.01 BTC"}, {"text": t("string_to_capitalize")}, {"text": "0.4 ETH"},
        {"row": t("quote_swap_provider")}, {"text": "Changelly"},
        {"text": t("quote_exchange_cost")}, {"text": "0.00012 BTC"}, slider])  # fmt: skip
    contract = {"title": "WalletConnect", "dialog": {"title": t("wc_smartcontract_title")},
                "items": [{"text": t("string_amount")}, {"text": "0.05 ETH"},
                          {"row": t("wc_smartcontract_wallet")}, {"text": "My Ethereum"},
                          {"row": t("wc_smartcontract_dapp")}, {"text": "Uniswap"},
                          {"text": t("wc_smartcontract_network_fee")}, {"text": "0.0009 ETH"},
                          {"text": t("wc_smartcontract_max_total")}, {"text": "0.0509 ETH"},
                          slider]}  # fmt: skip
    loan = page(t("loan_close_loan_title"), [
        {"text": t("loan_remaining_principal")}, {"text": "1,000 USDC"},
        {"text": t("loan_collateral_amount")}, {"text": "0.05 WBTC"}, slider])  # fmt: skip
    return [
        slide(t, "payment", "edge SendScene2 (SafeSlider, to an address)", send),
        slide(t, "payment", "edge SendScene2 (SafeSlider, to a FIO name)", payee),
        entry("opens-prompt", "edge SwapCreateScene (KavButtons)", create,
              [(t("string_next_capitalized"), False)]),
        entry("harmless", "edge SwapCreateScene (the MAX button)", create,
              [(t("string_max_cap"), False)]),
        entry("harmless", "edge SwapCreateScene (KavButtons)", create,
              [(t("string_cancel_cap"), False)]),
        slide(t, "payment", "edge SwapConfirmationScene (SafeSlider)", quote),
        entry("harmless", "edge SwapConfirmationScene (the provider row)", quote,
              [(t("quote_swap_provider"), False)]),
        slide(t, "payment", "edge WcSmartContractModal (SafeSlider)", contract),
        slide(t, "payment", "edge LoanCloseScene (SafeSlider)", loan),
    ]  # fmt: skip


def wallets(t: Any) -> list[dict[str, Any]]:
    options = [t("settings_asset_settings"), t("string_rename"), t("string_resync"),
               t("fragment_wallets_export_transactions"), t("string_master_private_key"),
               t("string_add_edit_tokens"), t("string_get_raw_keys"),
               t("fragment_wallets_split_wallet"), t("string_archive_wallet")]  # fmt: skip
    token = [
        t("go_to_parent_wallet"),
        t("string_resync"),
        t("fragment_wallets_export_transactions"),
        t("fragment_wallets_delete_token"),
    ]
    home = t("title_wallets")
    where = "edge WalletListMenuModal"
    archive = t("fragmet_wallets_delete_wallet_first_confirm_message_mobile") + f"{WALLET}?"
    disable = t("fragment_wallets_delete_token_prompt_2s", TOKEN, "My Ethereum")
    resync = t("fragment_wallets_resync_wallet_first_confirm_message_mobile") + f"{WALLET}?"

    def buttons(confirm: str, yes: bool | None, no: bool | None) -> list:
        return [(t(confirm), yes), (t("string_cancel_cap"), no)]

    modal = "edge DeleteWalletModalActions.showDeleteWalletModal"
    return [
        menu("opens-prompt", where, home, options, [(t("string_archive_wallet"), False)]),
        menu("opens-prompt", where, home, options, [(t("string_resync"), False)]),
        menu("harmless", where, home, options, [(t("string_rename"), False)]),
        menu("opens-prompt", f"{where} (a token)", home, token,
             [(t("fragment_wallets_delete_token"), False)]),
        popup("reversible", f"{modal} (a wallet)", home, t("fragment_wallets_delete_wallet"),
              archive, buttons("string_archive", False, None)),
        popup("harmless", f"{modal} (a wallet)", home, t("fragment_wallets_delete_wallet"),
              archive, buttons("string_archive", None, False)),
        popup("reversible", f"{modal} (a token)", home, t("fragment_wallets_delete_token"),
              disable, buttons("string_archive", False, None)),
        popup("harmless", "edge ResyncWalletModalActions", home,
              t("fragment_wallets_resync_wallet"), resync, buttons("string_resync", False, None)),
    ]  # fmt: skip


def security(t: Any) -> list[dict[str, Any]]:
    title = t("title_otp")
    enabled = page(title, [
        {"text": t("title_otp_enabled")}, {"text": t("otp_description")},
        {"text": t("otp_enabled_message")}, {"button": t("otp_show_code")},
        {"button": t("otp_disable")}])  # fmt: skip
    disabled = page(title, [
        {"text": t("title_otp_disabled")}, {"text": t("otp_description")},
        {"button": t("otp_enable")}])  # fmt: skip
    ask = (t("otp_modal_headline"), t("otp_modal_body"))
    where = "edge OtpSettingsScene"
    return [
        entry("opens-prompt", where, enabled, [(t("otp_disable"), False)]),
        entry("harmless", where, enabled, [(t("otp_show_code"), False)]),
        entry("reversible", f"{where} (handleEnable)", disabled, [(t("otp_enable"), False)]),
        popup("reversible", f"{where}.handleDisable (ButtonsModal)", title, *ask,
              [(t("otp_disable"), False), (t("string_cancel_cap"), None)]),
        popup("harmless", f"{where}.handleDisable (ButtonsModal)", title, *ask,
              [(t("otp_disable"), None), (t("string_cancel_cap"), False)]),
    ]  # fmt: skip


def account(t: Any) -> list[dict[str, Any]]:
    title = t("title_settings")
    settings = page(title, [
        {"text": t("settings_account_title_cap")}, {"row": t("backup_account")},
        {"row": t("settings_button_change_password")}, {"row": t("settings_button_pin")},
        {"row": t("settings_button_setup_two_factor")},
        {"row": t("settings_button_password_recovery")}, {"row": t("spending_limits")},
        {"row": t("delete_account_title")}])  # fmt: skip
    body = t("delete_account_body", "Edge", "support@edge.app")
    agree = t("confirm_continue_modal_button_text")
    agreed = (t("delete_account_title"), body)
    terms = ({"text": t("confirm_continue_modal_body")}, {"button": agree})
    verify = {"title": title, "dialog": {
        "title": t("delete_account_title"),
        "message": t("delete_account_verification_body", USER)}, "items": [
        {"field": "", "text": USER},
        {"button": t("string_delete")}]}  # fmt: skip
    card = "edge RewardsCardPlugin.showDeleteItemModal"
    question = (t("delete_card_confirmation_title"), t("rewards_card_delete_modal_message"))
    shown = ({"text": "Visa •••• 4242"},)
    return [
        entry("opens-prompt", "edge SettingsScene (handleDeleteAccount)", settings,
              [(t("delete_account_title"), False)]),
        entry("harmless", "edge SettingsScene", settings,
              [(t("settings_button_setup_two_factor"), False)]),
        popup("reversible", "edge ConfirmContinueModal (the check circle)", title, *agreed,
              [], terms, ((agree, False),)),
        popup("opens-prompt", "edge ConfirmContinueModal (agreed)", title, *agreed,
              [(t("confirm_finish"), False)], terms),
        entry("delete", "edge SettingsScene (TextInputModal, the username typed)", verify,
              [(t("string_delete"), True)]),
        popup("delete", card, "Visa", *question,
              [(t("string_delete"), True), (t("string_keep"), None)], shown),
        popup("harmless", card, "Visa", *question,
              [(t("string_delete"), None), (t("string_keep"), False)], shown),
    ]  # fmt: skip
