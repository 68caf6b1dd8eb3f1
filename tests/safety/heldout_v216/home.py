"""Zulip's home, profile, settings and account screens (``zulip-flutter``): the main menu, All
channels, a new direct message, the profile and status, the settings, and the accounts (add
one, log out). Strings from ``assets/l10n/app_<lang>.arb``; the organization, email and user
names are the same in every language.

Read from the code (``lib/widgets``): ``home.dart`` (the Menu tab's sheet: Search, Inbox,
Mentions, "Starred messages", "Combined feed", Channels, "Direct messages", "My profile",
Settings, "About Zulip", each only opening a page); ``all_channels.dart`` (each channel's
``_SubscribeToggle``: on calls ``subscribeToChannel``, off calls ``unsubscribeFromChannel``
without asking where the user could subscribe again); ``recent_dm_conversations.dart`` and
``new_dm_sheet.dart`` (the "New DM" button, the sheet's Cancel, the user search and Compose,
which only opens the conversation); ``profile.dart`` (the own profile's status button and
"Invisible mode" toggle, ``updatePresence`` / the ``presence_enabled`` setting; another user's
"Send direct message", which opens the conversation); ``set_status.dart`` ("Set status":
Clear, Save, which calls ``updateStatus``, the suggested statuses and the "Your status"
field); ``settings.dart`` (THEME with System, Light and Dark, "Open links with in-app browser",
"Open message feeds at" and "Mark messages as read on scroll", each a page of choices, all kept
on the device); ``app.dart`` (``ChooseAccountPage``: each account with its menu, whose "Log
out" opens "Log out?" with Cancel and a destructive "Log out" that runs ``logOutAccount``:
the device's push registration is removed at the server, the account's notifications and its
stored credentials removed from the device; and "Add an account"); ``login.dart`` ("Add an
account": the organization URL field and Continue, which goes on to the server's log-in
page).
"""

from __future__ import annotations

from typing import Any

from android_corpus import menu, popup

REALM, OTHER = "https://acme.zulipchat.com/", "https://chat.zulip.org/"
EMAIL = "sam@acme.example"
ALICE = "Alice Chen"


def screens(t: Any) -> list[dict[str, Any]]:
    return navigation(t) + profile(t) + settings(t) + accounts(t)


def navigation(t: Any) -> list[dict[str, Any]]:
    keys = ("searchMessagesPageTitle", "inboxPageTitle", "mentionsPageTitle",
            "starredMessagesPageTitle", "combinedFeedPageTitle", "channelsPageTitle",
            "recentDmConversationsPageTitle", "mainMenuMyProfile", "settingsPageTitle",
            "aboutPageTitle")  # fmt: skip
    sheet = tuple({"button": t(k)} for k in keys)
    channels = (
        {"switch": "#announcements", "checked": False},
        {"switch": "#design", "checked": True},
        {"switch": "#leads", "checked": True},
    )
    new_dm = (
        {"button": t("dialogCancel")},
        {"text": t("newDmSheetScreenTitle")},
        {"button": t("newDmSheetComposeButtonLabel")},
        {"field": "search", "hint": t("newDmSheetSearchHintSomeSelected")},
        {"row": ALICE},
        {"row": "Bo Li"},
    )
    return [
        popup("harmless", "zulip home.dart _MainMenu", t("inboxPageTitle"), None, None, [],
              sheet, ((t("settingsPageTitle"), False), (t("mainMenuMyProfile"), False))),
        popup("reversible", "zulip all_channels.dart _SubscribeToggle",
              t("allChannelsPageTitle"), None, None, [], channels,
              (("#announcements", False),)),
        popup("harmless", "zulip new_dm_sheet.dart", t("recentDmConversationsPageTitle"), None,
              None, [], new_dm, ((t("newDmSheetComposeButtonLabel"), False),)),
    ]  # fmt: skip


def profile(t: Any) -> list[dict[str, Any]]:
    own = (
        {"text": t("userRoleMember")},
        {"button": t("statusButtonLabelStatusUnset")},
        {"switch": t("invisibleMode"), "checked": False},
    )
    other = (
        {"text": ALICE},
        {"text": t("userActiveNow")},
        {"text": t("userRoleAdministrator")},
        {"button": t("profileButtonSendDirectMessage")},
    )
    suggestions = ("userStatusBusy", "userStatusInAMeeting", "userStatusCommuting",
                   "userStatusOutSick", "userStatusVacationing", "userStatusWorkingRemotely",
                   "userStatusAtTheOffice")  # fmt: skip
    status = (
        {"button": t("statusClearButtonLabel")},
        {"button": t("statusSaveButtonLabel")},
        {"field": "status", "hint": t("statusTextHint"), "text": t("userStatusInAMeeting")},
        *({"row": t(k)} for k in suggestions),
    )
    return [
        popup("reversible", "zulip profile.dart _InvisibleModeToggle", "Sam Rivera",
              None, None, [], own, ((t("invisibleMode"), False),)),
        popup("harmless", "zulip profile.dart ProfilePage", ALICE, None, None, [], other,
              ((t("profileButtonSendDirectMessage"), False),)),
        popup("reversible", "zulip set_status.dart SetStatusPage", t("setStatusPageTitle"),
              None, None, [], status, ((t("statusSaveButtonLabel"), False),)),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("settingsPageTitle")
    page = (
        {"text": t("themeSettingTitle")},
        {"radio": t("themeSettingSystem"), "checked": True},
        {"radio": t("themeSettingLight"), "checked": False},
        {"radio": t("themeSettingDark"), "checked": False},
        {"switch": t("openLinksWithInAppBrowser"), "checked": True},
        {"row": t("initialAnchorSettingTitle"),
         "secondary": t("initialAnchorSettingFirstUnreadConversations")},
        {"row": t("markReadOnScrollSettingTitle"),
         "secondary": t("markReadOnScrollSettingConversations")},
    )  # fmt: skip
    scroll = (
        {"text": t("markReadOnScrollSettingDescription")},
        {"radio": t("markReadOnScrollSettingAlways"), "checked": False},
        {"radio": t("markReadOnScrollSettingConversations"), "checked": True},
        {"text": t("markReadOnScrollSettingConversationsDescription")},
        {"radio": t("markReadOnScrollSettingNever"), "checked": False},
    )
    where = "zulip settings.dart SettingsPage"
    return [
        popup("reversible", where, title, None, None, [], page,
              ((t("themeSettingDark"), False), (t("openLinksWithInAppBrowser"), False))),
        popup("harmless", where, title, None, None, [], page,
              ((t("initialAnchorSettingTitle"), False),)),
        popup("reversible", "zulip settings.dart MarkReadOnScrollSettingPage",
              t("markReadOnScrollSettingTitle"), None, None, [], scroll,
              ((t("markReadOnScrollSettingNever"), False),)),
    ]  # fmt: skip


def accounts(t: Any) -> list[dict[str, Any]]:
    title = t("chooseAccountPageTitle")
    page = (
        {"row": REALM, "secondary": EMAIL},
        {"row": OTHER, "secondary": EMAIL},
        {"button": t("chooseAccountButtonAddAnAccount")},
    )

    def log_out(category: str, cancel: bool | None, ok: bool | None) -> dict[str, Any]:
        buttons = [(t("dialogCancel"), cancel), (t("logOutConfirmationDialogConfirmButton"), ok)]
        return popup(category, "zulip app.dart ChooseAccountPage (log out)", title,
                     t("logOutConfirmationDialogTitle"), t("logOutConfirmationDialogMessage"),
                     buttons)  # fmt: skip

    add = (
        {"field": "url", "hint": t("loginRealmUrlLabel"), "text": "acme.zulipchat.com"},
        {"text": t("loginRealmUrlHelperText")},
        {"button": t("dialogContinue")},
    )
    return [
        popup("harmless", "zulip app.dart ChooseAccountPage", title, None, None, [], page,
              ((t("chooseAccountButtonAddAnAccount"), False),)),
        menu("opens-prompt", "zulip app.dart ChooseAccountPage (account menu)", title,
             [t("chooseAccountPageLogOutButton")],
             [(t("chooseAccountPageLogOutButton"), False)]),
        log_out("sign-out", None, True),
        log_out("harmless", False, None),
        popup("harmless", "zulip login.dart AddAccountPage", t("loginAddAnAccountPageTitle"),
              None, None, [], add, ((t("dialogContinue"), False),)),
    ]  # fmt: skip
