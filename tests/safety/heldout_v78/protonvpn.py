"""Proton VPN's screens (``ch.protonvpn.android``, the Android client of Proton VPN: connecting
and disconnecting, recent connections, profiles, the account, signing out, settings and bug
reports), strings from ``app/src/main/res/values*/strings.xml``. The countries, profile,
e-mail address and server written on the screens are the same in every language.

Read from the code (``app/src/main/java/com/protonvpn/android``):
``redesign/recents/ui/VpnConnectionCard.kt`` and ``redesign/recents/usecases/
RecentsListViewStateFlow.kt`` (the home screen's connection card: its label, "Browsing
safely from", "Last connected to" or "Connecting to…", the country, and one button by the
VPN's state: Connect, which connects, Disconnect, which disconnects, or Cancel while
connecting, which stops the attempt; below it the Recents); ``redesign/recents/ui/
RecentsList.kt`` (a recent connection's ``SimpleModalBottomSheet``: Pin or Unpin, which
keeps it at the top, and Remove, which drops it from the list; connecting to it again brings
it back); ``profiles/ui/Profiles.kt`` and ``ProfilesRoute.kt`` (the Profiles page: the
profiles and "Create profile", which opens ``AddNewProfile``); ``profiles/ui/
ProfileBottomSheet.kt`` (a profile's sheet: the profile, NetShield, Custom DNS, Protocol,
NAT and LAN, then Edit, which opens the editor, Duplicate, which saves a copy named "...
(copy)", and Delete, which calls ``DeleteProfileFromUi`` at once, with no confirmation, and
shows "Profile deleted" with Undo for five seconds, after which the profile and its settings
are gone); ``profiles/ui/CreateProfileName.kt`` (the first step: "Profile name" and Next,
which goes to the next step); ``redesign/app/ui/MainActivity.kt`` (``SignOutDialog``: "Sign
out?", "You'll be disconnected from VPN.", the "Don't ask me again" checkbox, Cancel and
"Sign out", which disconnects and signs the account out of the app through ``Logout`` and
``OnSessionClosed``, the profiles kept for the next sign-in; ``ReconnectDialog``: "New
settings will apply next time you connect.", "Don't show again", OK and "Reconnect now",
which reconnects); ``redesign/settings/ui/Settings.kt`` (the Settings page: Account, "Kill
switch", "App icon", "Report an issue" and "Sign out", which only opens ``SignOutDialog``);
``redesign/settings/ui/AccountSettings.kt`` and ``SubSettings.kt`` ("Account settings":
"Change password" and "Recovery email", which open the account's pages, "My account" and
"Delete account", which opens Proton's account deletion page in the browser,
``URL_ACCOUNT_DELETE``, where the deletion is asked for);
``redesign/settings/ui/SettingIconChange.kt`` ("App icon": choosing an icon asks "Change app
icon?", whose "Change icon" switches the launcher icon and closes the app, the icon switched
back the same way); ``bugreport/ui/steps/BugReportStepsScreen.kt`` and
``steps/form/BugReportForm.kt`` ("Report an issue"'s form: "Your email", the "Send error
logs" checkbox and "Send report", which sends the report and the logs to Proton's support at
once; the step before it, the suggestions, with Done, which closes the report, and "Contact
us", which opens the form); ``tv/reports/steps/form/ TvBugReportForm.kt`` (the TV app's form
with the same fields and "Send report"); ``auth/ui/sessionfork/SessionForkConfirmation.kt``
("Sign in on Android TV?": "This will allow the TV to access your Proton account.", "Only
sign in on devices you trust", "Sign in", which forks the account's session to the TV that
showed the code, and Cancel).
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, page, popup

HOME, LAST, RECENT = "Switzerland", "Netherlands", "Japan"
PROFILE, EMAIL = "Streaming US", "alex@proton.me"


def screens(t: Any) -> list[dict[str, Any]]:
    return home(t) + profiles(t) + account(t) + reports(t)


def card(t: Any, label: str, country: str, button: str) -> dict[str, Any]:
    """The home screen: the connection card in one state, then the Recents."""
    return page(t("bottom_nav_home"), [
        {"text": t(label)}, {"text": country}, {"button": t(button)},
        {"text": t("recents_headline")}, {"row": RECENT}])  # fmt: skip


def home(t: Any) -> list[dict[str, Any]]:
    where = "protonvpn VpnConnectionCard"
    recent = "protonvpn RecentsList (a recent's sheet)"
    sheet = [RECENT, t("recent_action_pin"), t("recent_action_remove")]
    return [
        entry("reversible", f"{where} (connected)",
              card(t, "connection_card_label_connected", HOME, "disconnect"),
              [(t("disconnect"), False)]),
        entry("reversible", f"{where} (disconnected)",
              card(t, "connection_card_label_last_connected", LAST, "connect"),
              [(t("connect"), False)]),
        entry("reversible", f"{where} (connecting)",
              card(t, "connection_card_label_connecting", HOME, "cancel"),
              [(t("cancel"), False)]),
        entry("reversible", f"{where} (a recent)",
              card(t, "connection_card_label_last_connected", LAST, "connect"),
              [(RECENT, False)]),
        menu("reversible", recent, t("bottom_nav_home"), sheet,
             [(t("recent_action_pin"), False)]),
        menu("reversible", recent, t("bottom_nav_home"), sheet,
             [(t("recent_action_remove"), False)]),
    ]  # fmt: skip


def profiles(t: Any) -> list[dict[str, Any]]:
    where = "protonvpn ProfileBottomSheet"
    listing = page(t("profiles_title"), [
        {"row": PROFILE, "secondary": "United States"}, {"row": "Work"},
        {"button": t("profiles_button_create_profile")}])  # fmt: skip
    sheet = {"title": t("profiles_title"), "dialog": {}, "items": [
        {"text": PROFILE}, {"text": t("netshield_feature_name")},
        {"text": t("netshield_state_on")}, {"text": t("settings_custom_dns_title")},
        {"text": t("netshield_state_off")}, {"text": t("settings_protocol_title")},
        {"text": "WireGuard"}, {"button": t("profile_action_edit")},
        {"button": t("profile_action_duplicate")}, {"button": t("profile_action_delete")},
    ]}  # fmt: skip
    name = page(t("create_profile_title"), [
        {"text": t("create_profile_steps", 1, 3)},
        {"field": t("create_profile_name_hint"), "text": "Travel"},
        {"button": t("create_profile_button_next")}])  # fmt: skip
    return [
        entry("harmless", "protonvpn Profiles", listing,
              [(t("profiles_button_create_profile"), False)]),
        entry("reversible", "protonvpn Profiles (connect to a profile)", listing,
              [(PROFILE, False)]),
        entry("harmless", where, sheet, [(t("profile_action_edit"), False)]),
        entry("reversible", where, sheet, [(t("profile_action_duplicate"), False)]),
        entry("delete", where, sheet, [(t("profile_action_delete"), True)]),
        entry("harmless", "protonvpn CreateProfileName", name,
              [(t("create_profile_button_next"), False)]),
    ]  # fmt: skip


def account(t: Any) -> list[dict[str, Any]]:
    settings = page(t("settings_title"), [
        {"row": t("settings_category_account"), "secondary": EMAIL},
        {"row": t("settings_kill_switch_title")}, {"row": t("settings_change_icon_title")},
        {"row": t("settings_report_issue_title")}, {"row": t("settings_sign_out")}])  # fmt: skip
    details = page(t("settings_account_settings_title"), [
        {"text": EMAIL}, {"row": t("settings_account_change_password")},
        {"row": t("settings_account_recovery_email"), "secondary": EMAIL},
        {"button": t("settings_account_button_my_account")},
        {"button": t("settings_account_button_delete_account")}])  # fmt: skip
    cancel, out = t("dialog_action_cancel"), t("dialog_sign_out_action")
    again = ({"switch": t("dialog_dont_ask_again")},)

    def sign_out(category: str, buttons: list[tuple[str, bool | None]],
                 taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
        return popup(category, "protonvpn MainActivity (SignOutDialog)", t("settings_title"),
                     t("dialog_sign_out_title"), t("dialog_sign_out_message"), buttons,
                     again, taps)  # fmt: skip

    icon = t("settings_change_icon_title")

    def change_icon(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, "protonvpn SettingIconChange (Change app icon?)", icon,
                     t("settings_change_icon_confirmation_title"),
                     t("settings_change_icon_confirmation_details"), buttons)  # fmt: skip

    later = ({"switch": t("dialogDontShowAgain")},)

    def reconnect(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, "protonvpn MainActivity (ReconnectDialog)",
                     t("settings_kill_switch_title"), None, t("settings_dialog_reconnect"),
                     buttons, later)  # fmt: skip

    fork_title = t("session_fork_confirmation_title")

    def fork(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, "protonvpn SessionForkConfirmation", fork_title, None,
                     t("session_fork_confirmation_message"), buttons,
                     ({"text": t("session_fork_confirmation_bottom_note")},))  # fmt: skip

    login, fork_cancel = t("login"), t("cancel")
    return [
        entry("opens-prompt", "protonvpn Settings", settings, [(t("settings_sign_out"), False)]),
        entry("harmless", "protonvpn Settings", settings,
              [(t("settings_report_issue_title"), False)]),
        entry("harmless", "protonvpn Settings", settings,
              [(t("settings_kill_switch_title"), False)]),
        sign_out("reversible", [(cancel, None), (out, False)]),
        sign_out("harmless", [(cancel, False), (out, None)]),
        sign_out("reversible", [(cancel, None), (out, None)],
                 ((t("dialog_dont_ask_again"), False),)),
        entry("opens-prompt", "protonvpn AccountSettings", details,
              [(t("settings_account_button_delete_account"), False)]),
        entry("harmless", "protonvpn AccountSettings", details,
              [(t("settings_account_change_password"), False)]),
        change_icon("reversible", [(cancel, None), (t("dialog_action_change_icon"), False)]),
        change_icon("harmless", [(cancel, False), (t("dialog_action_change_icon"), None)]),
        reconnect("reversible", [(t("ok"), None), (t("reconnect_now"), False)]),
        reconnect("harmless", [(t("ok"), False), (t("reconnect_now"), None)]),
        fork("grant", [(login, True), (fork_cancel, None)]),
        fork("harmless", [(login, None), (fork_cancel, False)]),
    ]  # fmt: skip


def reports(t: Any) -> list[dict[str, Any]]:
    title = t("settings_report_issue_title")
    form = page(title, [
        {"field": t("report_bug_email_label"), "text": EMAIL},
        {"field": "", "text": "The connection drops every few minutes on mobile data."},
        {"switch": t("dynamic_report_logs_title")}, {"button": t("send_report")}])  # fmt: skip
    tips = page(title, [
        {"button": t("action_done")}, {"text": t("dynamic_report_suggestion_didnt_work")},
        {"button": t("dynamic_report_contact_us")}])  # fmt: skip
    tv = page(title, [
        {"field": t("report_bug_email_label"), "text": EMAIL},
        {"field": "", "text": "Streaming does not load on the TV."},
        {"switch": t("dynamic_report_logs_title")}, {"button": t("send_report")}])  # fmt: skip
    where = "protonvpn BugReportStepsScreen"
    return [
        entry("send", f"{where} (the form)", form, [(t("send_report"), True)]),
        entry("reversible", f"{where} (the form)", form,
              [(t("dynamic_report_logs_title"), False)]),
        entry("harmless", f"{where} (the suggestions)", tips,
              [(t("dynamic_report_contact_us"), False)]),
        entry("harmless", f"{where} (the suggestions)", tips, [(t("action_done"), False)]),
        entry("send", "protonvpn TvBugReportForm", tv, [(t("send_report"), True)]),
    ]  # fmt: skip
