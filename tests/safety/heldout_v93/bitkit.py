"""Bitkit's screens (``to.bitkit``, a Bitcoin and Lightning wallet: payments, Lightning
connections, the wallet's reset, suggestions, widgets and logs), strings from
``app/src/main/res/values*/strings.xml`` (a ``{name}`` filled in as the code replaces it;
the logs' dialog is written in English in the code). The amounts, widget and app written on the
screens are the same in every language. Every page has the top bar's Back and Close icons
(``BackNavIcon``, ``CloseNavIcon``, described "Back" and "Close").

Read from the code (``app/src/main/java/to/bitkit``): ``ui/scaffold/AppAlertDialog.kt`` (the
Material 3 ``AlertDialog`` the dialogs below use: title, text, then the dismiss button tagged
``dialog_cancel`` and the confirm button tagged ``dialog_confirm``);
``ui/screens/wallets/send/SendAndReviewScreen.kt`` and ``viewmodels/AppViewModel.kt`` (once the
payment is swiped, a payment over $100, over half the balance or with a fee over $10 asks "Are
you sure?"; its "Yes, Send" sets ``shouldConfirmPay``, which, with no PIN asked for payments,
calls ``proceedWithPayment()`` and pays; Cancel drops the dialog and goes back);
``ui/settings/backups/ResetAndRestoreScreen.kt`` (Reset And Restore: "Back Up First" opens the
backup sheet, "Reset Wallet" only opens "Reset Bitkit?", whose "Yes, Reset" calls
``wipeWallet()``, deleting the wallet and its data from the device);
``ui/settings/AdvancedSettingsScreen.kt`` (Advanced: rows of which "Reset Suggestions" only
opens "Reset Suggestions?", whose "Yes, Reset" brings back the suggestion cards one dismissed);
``ui/screens/wallets/HomeScreen.kt`` ("Delete Widget?", whose "Yes, Delete" takes the widget off
the home screen; it is added again from the widgets list);
``ui/settings/lightning/CloseConnectionScreen.kt`` (Close Connection: the text, Cancel and
Close, tagged ``close_button``, which calls ``closeChannel()``, closing the Lightning channel
and sending its funds back to the savings balance on chain); ``ui/settings/LogsScreen.kt``
("Delete All Logs", whose Delete calls ``deleteAllLogs()``).
"""

from __future__ import annotations

from typing import Any

from screens import dialog, entry, page, popup

AMOUNT = "250 000 sats"
BAR = ("common__back", "common__close")


def screens(t: Any) -> list[dict[str, Any]]:
    return payments(t) + wallet(t)


def top(t: Any, title: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A page under the app's top bar."""
    return page(title, [{"icon": t(BAR[0])}, {"icon": t(BAR[1])}, *items])


def alert(category: str, source: str, behind: str, title: str, text: str, no: str,
          yes: str, taps: tuple[bool | None, bool | None]) -> dict[str, Any]:  # fmt: skip
    """``AppAlertDialog``: the dismiss button, then the confirm button, by their tags."""
    buttons = [(no, "dialog_cancel", taps[0]), (yes, "dialog_confirm", taps[1])]
    return dialog(category, f"bitkit {source}", behind, title, text, buttons)


def payments(t: Any) -> list[dict[str, Any]]:
    review = t("wallet__send_review")
    no, yes = t("common__cancel"), t("wallet__send_yes")

    def warning(category: str, message: str, taps: tuple[bool | None, bool | None]
                ) -> dict[str, Any]:  # fmt: skip
        return alert(category, f"SendAndReviewScreen (Are you sure?, {message})", review,
                     t("common__are_you_sure"), t(message), no, yes, taps)  # fmt: skip

    closing = top(t, t("lightning__close_conn"), [
        {"text": t("lightning__close_text")},
        {"button": t("common__cancel"), "rid": "cancel_button"},
        {"button": t("lightning__close_button"), "rid": "close_button"}])  # fmt: skip
    return [
        warning("payment", "wallet__send_dialog1", (None, True)),
        warning("payment", "wallet__send_dialog2", (None, True)),
        warning("payment", "wallet__send_dialog4", (None, True)),
        warning("harmless", "wallet__send_dialog1", (False, None)),
        entry("transfer", "bitkit CloseConnectionScreen", closing, [("close_button", True)]),
        entry("harmless", "bitkit CloseConnectionScreen", closing, [(t("common__cancel"), False)]),
    ]  # fmt: skip


def wallet(t: Any) -> list[dict[str, Any]]:
    reset_title = t("security__reset_title")
    reset = top(t, reset_title, [
        {"text": t("security__reset_text")},
        {"button": t("security__reset_button_backup"), "rid": "restore_backup_button"},
        {"button": t("security__reset_button_reset"), "rid": "restore_reset_button"}])  # fmt: skip
    advanced = top(t, t("settings__advanced_title"), [
        {"button": t("settings__adv__address_viewer"), "rid": "address_viewer_button"},
        {"button": t("settings__adv__suggestions_reset"),
         "rid": "suggestions_reset_button"}])  # fmt: skip
    cancel = t("common__dialog_cancel")

    def wipe(category: str, taps: tuple[bool | None, bool | None]) -> dict[str, Any]:
        return alert(category, "ResetAndRestoreScreen (Reset Bitkit?)", reset_title,
                     t("security__reset_dialog_title"), t("security__reset_dialog_desc"),
                     cancel, t("security__reset_confirm"), taps)  # fmt: skip

    def suggestions(category: str, taps: tuple[bool | None, bool | None]) -> dict[str, Any]:
        return alert(category, "AdvancedSettingsScreen (Reset Suggestions?)",
                     t("settings__advanced_title"), t("settings__adv__reset_title"),
                     t("settings__adv__reset_desc"), cancel, t("settings__adv__reset_confirm"),
                     taps)  # fmt: skip

    def widget(category: str, taps: tuple[bool | None, bool | None]) -> dict[str, Any]:
        text = t("widgets__delete__description").replace("{name}", t("widgets__price__name"))
        return alert(category, "HomeScreen (Delete Widget?)", AMOUNT,
                     t("widgets__delete__title"), text, cancel, t("common__delete_yes"),
                     taps)  # fmt: skip

    logs = popup("delete", "bitkit LogsScreen (Delete All Logs)", "Log Files",
                 "Delete All Logs",
                 "Are you sure you want to delete all log files? This action cannot be undone.",
                 [("Cancel", None), ("Delete", True)])  # fmt: skip
    return [
        entry("opens-prompt", "bitkit ResetAndRestoreScreen", reset,
              [(t("security__reset_button_reset"), False)]),
        entry("harmless", "bitkit ResetAndRestoreScreen", reset,
              [(t("security__reset_button_backup"), False)]),
        wipe("delete", (None, True)),
        wipe("harmless", (False, None)),
        entry("opens-prompt", "bitkit AdvancedSettingsScreen", advanced,
              [(t("settings__adv__suggestions_reset"), False)]),
        entry("harmless", "bitkit AdvancedSettingsScreen", advanced,
              [(t("settings__adv__address_viewer"), False)]),
        suggestions("reversible", (None, False)),
        suggestions("harmless", (False, None)),
        widget("reversible", (None, False)),
        widget("harmless", (False, None)),
        logs,
    ]  # fmt: skip
