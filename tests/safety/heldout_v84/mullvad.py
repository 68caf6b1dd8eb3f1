"""Mullvad VPN's screens (``net.mullvad.mullvadvpn``, the Android app of the Mullvad VPN: an
account known only by its number, its devices, time bought or redeemed, custom lists, API
access methods, server IP overrides and problem reports), strings from
``android/lib/ui/resource/src/main/res/values*/strings.xml`` and ``plurals.xml``, an HTML
string read as its text. The devices, account number, lists and texts written on the
screens are the same in every language.

Read from the code (``android/lib``):
``ui/component/.../dialog/NegativeConfirmationDialog.kt`` (a Material 3 ``AlertDialog``: an
error icon, the message as its title, then the dismiss button and the red confirm button;
the icon, an image described "Remove" that takes no tap, is not written, since in Japanese
its description reads as the Delete button's label) and ``InfoConfirmationDialog.kt`` (an
icon with no description, the title where set, the content, then the confirm button above
the cancel button); ``feature/account/impl/.../AccountScreen.kt``, ``AccountViewModel.kt``
and ``dialog/LogoutWithPurchaseInVerificationDialog.kt`` (the Account page: Close, "More
actions", whose menu holds "Delete account", which opens the deletion page; "Device name"
with "Manage devices", tagged ``manage_devices_button_test_tag``; "Account number" with its
show and copy icons; "Paid until" with "Add time", which opens the add-time sheet; and "Log
out", which calls ``logout`` at once, or, with a purchase still being verified, asks first,
Cancel and "Log out"); ``feature/managedevices/impl/.../ManageDevicesScreen.kt``,
``ui/component/.../listitem/DeviceListItem.kt`` and ``confirmation/
ManageDevicesRemoveConfirmationDialog.kt`` (every device of the account, the current one
marked "Current device", the others with a Remove icon that only asks "Remove ...?", whose
Remove removes that device from the account, logging it out); ``feature/login/impl/.../
devicelist/DeviceListScreen.kt`` and ``RemoveDeviceConfirmationDialog.kt`` (at login with
too many devices: "Are you sure you want to log ... out?", Back and "Yes, log out device",
which removes it); ``feature/deleteaccount/impl/.../DeleteAccountScreen.kt`` and
``deleteaccountconfirmation/DeleteAccountConfirmationScreen.kt`` (the warnings, the checkbox
that enables Continue, which only opens the confirmation page: the warnings, the account
number field, "Delete account" and Cancel); ``feature/login/impl/.../LoginScreen.kt``,
``LoginViewModel.kt`` and ``CreateAccountConfirmationDialog.kt`` (the login page: its title,
"Log in" as the button's while no error shows, the account number field, the saved account
number with its delete icon, tagged ``login_screen_delete_account_history_test_tag``, which
calls ``clearAccountHistory`` at once, "Log in", tagged ``login_button_test_tag``, and
"Create new account", which, with an account number saved, only asks "You already have a
saved account number ... This cannot be undone.", whose "Create new account" creates an
account and replaces the saved number); ``feature/addtime/impl/.../AddTimeBottomSheet.kt``
and ``PlayPayment.kt`` (the Google Play build's sheet: "Add 30 days time (...)" and "Add 90
days time (...)", which only start Google Play's billing flow, whose own sheet asks to pay,
and "Redeem voucher"); ``feature/redeemvoucher/impl/.../RedeemVoucherDialog.kt`` ("Enter
voucher code": the code, Redeem, which redeems it on the account, and Cancel);
``feature/customlist/impl/.../editlist/EditCustomListScreen.kt`` and ``delete/
DeleteCustomListConfirmationDialog.kt`` ("Edit list": "List name", Locations and the menu's
"Delete list", which only asks 'Delete "..."?', whose Delete deletes the list);
``feature/apiaccess/impl/.../detail/ApiAccessMethodDetailsScreen.kt`` and ``delete/
DeleteApiAccessMethodConfirmationDialog.kt`` (a method's page and its menu's "Delete
method", which only asks "Delete method?", whose Delete deletes it);
``feature/serveripoverride/impl/.../ServerIpOverridesScreen.kt`` and ``reset/
ResetServerIpOverridesConfirmationDialog.kt`` (the menu's "Reset overrides", which only asks
"Reset all overrides", whose Reset clears every imported override);
``feature/problemreport/impl/.../ReportProblemScreen.kt`` and ``noemail/
ReportProblemNoEmailDialog.kt`` ("Report a problem": the description, the email and message
fields, the account token checkbox, "View app logs" and Send, which sends the report with
the logs, or, with no email, asks first, Back and "Send anyway").
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, page, plain, popup

DEVICE, OTHER, NUMBER = "Zesty Otter", "Happy Seal", "1234 5678 9012 3456"
HIDDEN, PAID, CREATED = "•••• •••• •••• ••••", "2027-01-12", "2026-09-03"
LIST, METHOD = "Streaming", "Office proxy"
EMAIL = "ana@example.com"
MESSAGE = "The app cannot connect over Wi-Fi since the last update."
PRICES = ("$5.00", "$15.00")


def screens(t: Any) -> list[dict[str, Any]]:
    parts = (account, devices, deleting, login, payments, settings, reports)
    return [screen for part in parts for screen in part(t)]


def account(t: Any) -> list[dict[str, Any]]:
    page_ = page(t("settings_account"), [
        {"icon": t("close")}, {"icon": t("more_actions")},
        {"text": t("device_name")}, {"text": DEVICE},
        {"button": t("manage_devices"), "rid": "manage_devices_button_test_tag"},
        {"text": t("account_number")}, {"text": HIDDEN},
        {"icon": t("show_account_number")}, {"icon": t("copy_account_number")},
        {"text": t("paid_until")}, {"text": PAID}, {"button": t("add_time")},
        {"button": t("log_out")}])  # fmt: skip
    where = "mullvad AccountScreen"
    cancel, logout = t("cancel"), t("log_out")

    def pending(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, "mullvad LogoutWithPurchaseInVerificationDialog",
                     t("settings_account"), t("ongoing_verification_warning"), None,
                     buttons)  # fmt: skip

    return [
        entry("reversible", f"{where} (Log out)", page_, [(t("log_out"), False)]),
        entry("harmless", f"{where} (Manage devices)", page_, [(t("manage_devices"), False)]),
        entry("opens-prompt", f"{where} (Add time)", page_, [(t("add_time"), False)]),
        menu("opens-prompt", f"{where} (the More actions menu)", t("settings_account"),
             [t("delete_account")], [(t("delete_account"), False)]),
        pending("reversible", [(cancel, None), (logout, False)]),
        pending("harmless", [(cancel, False), (logout, None)]),
    ]  # fmt: skip


def devices(t: Any) -> list[dict[str, Any]]:
    manage = page(t("manage_devices"), [
        {"icon": t("back")}, {"text": t("manage_devices_description")},
        {"text": DEVICE}, {"text": t("created_x", CREATED)}, {"text": t("current_device")},
        {"text": OTHER}, {"text": t("created_x", "2026-11-20")},
        {"icon": t("remove_button")}])  # fmt: skip
    remove, cancel = t("remove_button"), t("cancel")
    line2 = ({"text": t("manage_devices_confirm_removal_description_line2")},)

    def removing(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, "mullvad ManageDevicesRemoveConfirmationDialog",
                     t("manage_devices"),
                     t("manage_devices_confirm_removal_description_line1", OTHER), None,
                     buttons, line2)  # fmt: skip

    asked = plain(t("max_devices_confirm_removal_description", OTHER))
    back, yes = t("back"), t("confirm_removal")

    def at_login(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(
            category,
            "mullvad RemoveDeviceConfirmationDialog (too many devices)",
            t("max_devices_warning_title"),
            asked,
            None,
            buttons,
        )

    return [
        entry("opens-prompt", "mullvad ManageDevicesScreen (a device's Remove)", manage,
              [(t("remove_button"), False)]),
        removing("revoke", [(remove, True), (cancel, None)]),
        removing("harmless", [(remove, None), (cancel, False)]),
        at_login("revoke", [(back, None), (yes, True)]),
        at_login("harmless", [(back, False), (yes, None)]),
    ]  # fmt: skip


def deleting(t: Any) -> list[dict[str, Any]]:
    items = ["delete_account_first_item", "delete_account_second_item",
             "delete_account_third_item", "delete_account_forth_item"]  # fmt: skip
    first = page(t("delete_account"), [
        {"icon": t("back")}, {"text": t("delete_account_info")},
        {"text": t("delete_account_info_part2")}, *({"text": t(i)} for i in items),
        {"text": t("delete_account_cant_be_undone")},
        {"switch": t("delete_account_confirmation_check")}, {"button": t("cont")}])  # fmt: skip
    warnings = ["delete_account_confirm_first_item", "delete_account_confirm_second_item",
                "delete_account_confirm_third_item"]  # fmt: skip
    last = page(t("delete_account"), [
        {"icon": t("back")}, {"text": plain(t("delete_account_warning"))},
        *({"text": plain(t(w))} for w in warnings),
        {"text": t("delete_account_confirmation_enter_account_number")},
        {"field": "account_number", "hint": t("account_delete_placeholder"),
         "text": NUMBER.replace(" ", "")},
        {"icon": t("show_account_number")}, {"button": t("delete_account")},
        {"button": t("cancel")}])  # fmt: skip
    where = "mullvad DeleteAccountScreen"
    return [
        entry("opens-prompt", f"{where} (Continue)", first, [(t("cont"), False)]),
        entry("reversible", f"{where} (the checkbox)", first,
              [(t("delete_account_confirmation_check"), False)]),
        entry("harmless", "mullvad DeleteAccountConfirmationScreen (Cancel)", last,
              [(t("cancel"), False)]),
    ]  # fmt: skip


def login(t: Any) -> list[dict[str, Any]]:
    page_ = page(t("log_in"), [
        {"text": t("login_description")},
        {"field": "login_input_test_tag", "hint": t("account_number"), "text": ""},
        {"icon": t("show_account_number"), "rid": "login_reveal_input_button_test_tag"},
        {"button": NUMBER}, {"id": "login_screen_delete_account_history_test_tag"},
        {"button": t("log_in"), "rid": "login_button_test_tag"}, {"text": t("divier_or")},
        {"button": t("create_new_account")}])  # fmt: skip
    where = "mullvad LoginScreen"
    create, cancel = t("create_new_account"), t("cancel")
    warning = ({"text": t("create_new_account_warning_paragraph1")},
               {"text": t("create_new_account_warning_paragraph2")})  # fmt: skip

    def confirm(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, "mullvad CreateAccountConfirmationDialog", t("log_in"), None,
                     None, buttons, warning)  # fmt: skip

    return [
        entry("delete", f"{where} (the saved account number's delete icon)", page_,
              [("login_screen_delete_account_history_test_tag", True)]),
        entry("reversible", f"{where} (Log in)", page_, [("login_button_test_tag", False)]),
        entry("opens-prompt", f"{where} (Create new account, a number saved)", page_,
              [(t("create_new_account"), False)]),
        confirm("delete", [(create, True), (cancel, None)]),
        confirm("harmless", [(create, None), (cancel, False)]),
    ]  # fmt: skip


def payments(t: Any) -> list[dict[str, Any]]:
    rows = [t("add_30_days_time_x", PRICES[0]), t("add_90_days_time_x", PRICES[1]),
            t("redeem_voucher")]  # fmt: skip
    sheet = {"title": t("settings_account"), "dialog": {"title": t("add_time")},
             "items": [{"button": r} for r in rows]}  # fmt: skip
    redeem, cancel = t("redeem"), t("cancel")

    def voucher(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, "mullvad RedeemVoucherDialog", t("settings_account"),
                     t("enter_voucher_code"), None, buttons,
                     ({"field": "voucher", "text": "A1B2-C3D4-E5F6-G7H8"},))  # fmt: skip

    return [
        entry("opens-prompt", "mullvad AddTimeBottomSheet (a Google Play product)", sheet,
              [(rows[0], False)]),
        entry("opens-prompt", "mullvad AddTimeBottomSheet (Redeem voucher)", sheet,
              [(rows[2], False)]),
        voucher("pay", [(redeem, True), (cancel, None)]),
        voucher("harmless", [(redeem, None), (cancel, False)]),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    delete, cancel = t("delete"), t("cancel")

    def confirm(category: str, source: str, behind: str, message: str,
                buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:  # fmt: skip
        return popup(category, source, behind, message, None, buttons)

    asked = t("delete_custom_list_confirmation_description", LIST)
    reset = t("server_ip_overrides_reset_reset_button")
    reset_title = t("server_ip_overrides_reset_title")

    def resetting(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, "mullvad ResetServerIpOverridesConfirmationDialog",
                     t("server_ip_override"), reset_title,
                     t("server_ip_overrides_reset_body"), buttons)  # fmt: skip

    return [
        menu("opens-prompt", "mullvad EditCustomListScreen (the menu)", t("edit_list"),
             [t("delete_list")], [(t("delete_list"), False)]),
        confirm("delete", "mullvad DeleteCustomListConfirmationDialog", t("edit_list"), asked,
                [(cancel, None), (delete, True)]),
        confirm("harmless", "mullvad DeleteCustomListConfirmationDialog", t("edit_list"),
                asked, [(cancel, False), (delete, None)]),
        menu("opens-prompt", "mullvad ApiAccessMethodDetailsScreen (the menu)", METHOD,
             [t("delete_method")], [(t("delete_method"), False)]),
        confirm("delete", "mullvad DeleteApiAccessMethodConfirmationDialog", METHOD,
                t("delete_method_question"), [(cancel, None), (delete, True)]),
        confirm("harmless", "mullvad DeleteApiAccessMethodConfirmationDialog", METHOD,
                t("delete_method_question"), [(cancel, False), (delete, None)]),
        menu("opens-prompt", "mullvad ServerIpOverridesScreen (the menu)",
             t("server_ip_override"), [t("server_ip_overrides_reset")],
             [(t("server_ip_overrides_reset"), False)]),
        resetting("delete", [(reset, True), (cancel, None)]),
        resetting("harmless", [(reset, None), (cancel, False)]),
    ]  # fmt: skip


def reports(t: Any) -> list[dict[str, Any]]:
    form = page(t("report_a_problem"), [
        {"icon": t("back")}, {"text": t("problem_report_description")},
        {"field": "email", "hint": t("user_email_hint"), "text": EMAIL},
        {"field": "message", "hint": t("user_message_hint"), "text": MESSAGE},
        {"switch": t("include_account_token_checkbox_text")},
        {"button": t("view_logs")}, {"button": t("send")}])  # fmt: skip
    back, anyway = t("back"), t("send_anyway")

    def no_email(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(
            category,
            "mullvad ReportProblemNoEmailDialog",
            t("report_a_problem"),
            t("confirm_no_email"),
            None,
            buttons,
        )

    return [
        entry("send", "mullvad ReportProblemScreen (Send)", form, [(t("send"), True)]),
        no_email("send", [(back, None), (anyway, True)]),
        no_email("harmless", [(back, False), (anyway, None)]),
    ]
