"""Nextcloud Polls's screens for the hundred-and-seventy-ninth held-out corpus:
``screens(t)`` lays them out in one language, ``t(text, **values)`` being that language's
lookup of an English string in the app's ``l10n/<lang>.json`` catalogue. What each action
sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

BASE = "/apps/polls/"  # generateUrl('apps/polls/'), the axios instance's baseURL
TIME = 1735732800000  # the `time: +new Date()` parameter of the loads
POLL, TITLE, OWNER = 42, "Team offsite 2025", "Alice Martin"
OTHER_POLL, OTHER_OWNER = 57, "Carol Diaz"
USER_ID, USER = "bob", "Bob Smith"
SHARE, PUBLIC = "Xk3pQ9sT2mWv", "Pb7Lm2Qx9Rt4"
OPTION, OPTION_TEXT, OPTION2, OPTION2_TEXT = 311, "Berlin", 312, "Lisbon"
COMMENT, COMMENT_TEXT = 88, "Berlin works for me, Lisbon only in June."
NEW_COMMENT, NEW_TITLE, ZONE = "Count me in!", "Summer barbecue", "Europe/Berlin"
CONFIG = {
    "title": TITLE, "description": "", "access": "private", "allowComment": True,
    "allowMaybe": True, "allowProposals": "disallow", "anonymous": False,
    "autoReminder": False, "collapseDescription": True, "expire": 0, "allowDownload": True,
    "forceConfidentialComments": False, "forcedDisplayMode": "user-pref",
    "hideBookedUp": False, "proposalsExpire": 0, "showResults": "always", "useNo": True,
    "maxVotesPerOption": 0, "maxVotesPerUser": 0, "timezoneName": ZONE,
}  # fmt: skip
PREFERENCES = {
    "calendarPeek": False, "checkCalendarsUris": [], "checkCalendarsHoursBefore": 0,
    "checkCalendarsHoursAfter": 0, "defaultViewTextPoll": "table-view",
    "defaultViewDatePoll": "table-view", "pollCombo": [], "relevantOffset": 30,
    "useNewPollDialogInNavigation": False, "useNewPollInPollist": False,
    "useCommentsAlternativeStyling": False, "useAlternativeStyling": False,
    "verbosePollsList": False,
}  # fmt: skip
APP_SETTINGS = {
    "allowPollCreation": True, "allowPollDownload": True, "autoArchive": False,
    "autoDelete": False, "autoArchiveOffset": 30, "autoDeleteOffset": 30,
    "showMailAddresses": False,
}  # fmt: skip
Act = tuple[str, bool, list[Any]]


def req(method: str, path: str, data: Any = None, time: bool = False) -> Any:
    """An axios request of the app's httpInstance; a body is JSON.stringify's."""
    url = f"{method} {BASE}{path}{f'?time={TIME}' if time else ''}"
    if data is None:
        return url
    return {"request": url, "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}


POLLS = req("GET", "polls", time=True)  # pollsStore.load()
POLL_LOAD = req("GET", f"poll/{POLL}/poll", time=True)  # pollStore.load()
SHARES = req("GET", f"poll/{POLL}/shares", time=True)  # sharesStore.load()


def write(**changes: Any) -> Any:
    """pollStore.write(): the whole configuration, one setting changed."""
    return req("PUT", f"poll/{POLL}", {"poll": {**CONFIG, **changes}})


def prefs(**changes: Any) -> Any:
    return req("POST", "preferences", {"preferences": {**PREFERENCES, **changes}})


def app_settings(**changes: Any) -> Any:
    return req("POST", "settings/app", {"appSettings": {**APP_SETTINGS, **changes}})


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = []
    for label, irreversible, sends in acts:
        action = {"enter": True} if label == "\n" else {"tap": label}
        cases.append({**action, "irreversible": irreversible, "sends": copy.deepcopy(sends)})
    return {"category": category, "source": f"polls {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def menu(page: str, heading: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open NcActions menu over its page (its heading a text above the entries)."""
    return {"title": page, "dialog": {}, "items": [{"text": heading}, *items]}


def dialog(page: str, name: str, message: str, buttons: list[str]) -> dict[str, Any]:
    """An NcDialog: its name, its text and its buttons."""
    return {"title": page, "dialog": {"title": name, "message": message},
            "items": [{"button": b} for b in buttons]}  # fmt: skip


def list_screens(t: Any) -> list[dict[str, Any]]:
    """The navigation, its poll entries' menus (which delete at once), the poll list's
    action menus, the create dialog and the delete, take-over and transfer dialogs."""
    relevant, nav = t("Relevant polls"), t("Navigation")
    clone, archive, restore = t("Clone poll"), t("Archive poll"), t("Restore poll")
    delete, transfer, take = t("Delete poll"), t("Transfer poll ownership"), t("Take over")
    navigation = {"title": relevant, "items": [
        {"button": t("New poll")}, {"link": relevant}, {"link": t("My polls")},
        {"link": t("Private polls")}, {"link": t("Combine polls")},
        {"button": t("Polls settings")}]}  # fmt: skip
    create = {"title": relevant, "dialog": {"title": t("New poll")}, "items": [
        {"field": "title", "hint": t("Enter title"), "text": NEW_TITLE},
        {"radio": t("Text poll"), "checked": True}, {"radio": t("Date poll"), "checked": False},
        {"button": t("Close")}, {"button": t("Add")}]}  # fmt: skip
    add = req("POST", "poll/add", {"type": "textPoll", "title": NEW_TITLE, "timezoneName": ZONE})
    clone_req = [req("POST", f"poll/{POLL}/clone"), POLLS]
    toggle = [req("PUT", f"poll/{POLL}/toggleArchive"), POLLS]
    remove = [req("DELETE", f"poll/{POLL}"), POLLS]
    mine = t("You will become the new owner and {username} will get notified.",
             username=OTHER_OWNER)  # fmt: skip
    own_delete = t("This will irreversibly delete the poll.")
    admin_delete = t("This will irreversibly delete the poll and {username} will get notified.",
                     username=OTHER_OWNER)  # fmt: skip
    transfer_text = t("Transfering a poll to {user} may result in loss of access to this poll.",
                      user=USER)  # fmt: skip
    transfer_dlg = {"title": relevant, "dialog": {"title": t("Transfer poll"),
                                                   "message": transfer_text},
                    "items": [{"text": USER}, {"button": t("Cancel")},
                              {"button": t("OK")}]}  # fmt: skip
    return [
        entry("opens-prompt", "navigation", navigation, [
            (t("New poll"), False, []),
            (t("Polls settings"), False, [req("GET", "preferences", time=True),
                                          req("GET", "calendars", time=True)])]),
        entry("reversible", "navigation entry menu", menu(relevant, TITLE, [
            {"menu": clone}, {"menu": archive}, {"menu": delete}]), [
            (clone, False, clone_req), (archive, False, toggle)]),
        entry("delete", "navigation entry menu (delete)", menu(relevant, TITLE, [
            {"menu": clone}, {"menu": archive}, {"menu": delete}]), [
            (delete, True, remove)]),
        entry("delete", "navigation archived entry menu (delete)", menu(relevant, TITLE, [
            {"menu": clone}, {"menu": restore}, {"menu": delete}]), [
            (delete, True, remove)]),
        entry("reversible", "create poll dialog", create, [
            (t("Add"), False, [add, POLLS])]),
        entry("opens-prompt", "poll list item menu", menu(nav, TITLE, [
            {"menu": clone}, {"menu": archive}, {"menu": delete}, {"menu": transfer}]), [
            (delete, False, []), (transfer, False, [])]),
        entry("opens-prompt", "poll list archived item menu", menu(nav, TITLE, [
            {"menu": clone}, {"menu": restore}, {"menu": delete}, {"menu": transfer}]), [
            (restore, False, toggle)]),
        entry("opens-prompt", "poll list foreign poll menu (admin)", menu(nav, TITLE, [
            {"menu": archive}, {"menu": take}, {"menu": delete}, {"menu": transfer}]), [
            (take, False, []), (delete, False, [])]),
        entry("delete", "delete poll dialog", dialog(nav, delete, own_delete, [
            t("Cancel"), t("OK")]), [(t("Cancel"), False, []), (t("OK"), True, remove)]),
        entry("delete", "delete foreign poll dialog (admin)", dialog(
            nav, delete, admin_delete, [t("Cancel"), t("OK")]), [(t("OK"), True, remove)]),
        entry("transfer", "take over dialog", dialog(nav, t("Take over poll?"), mine, [
            t("Cancel"), t("Ok")]), [
            (t("Ok"), True, [req("PUT", f"administration/poll/{POLL}/takeover"), POLLS])]),
        entry("transfer", "transfer poll dialog", transfer_dlg, [
            (t("OK"), True, [req("PUT", f"poll/{POLL}/changeowner/{USER_ID}"), POLLS,
                             POLL_LOAD])]),
    ]  # fmt: skip


def vote_screens(t: Any) -> list[dict[str, Any]]:
    """The vote table, the participants' menus, the options' menus, the comments, the
    export menu and the orphaned votes and confirmation mails actions."""
    yes = t("Click to vote with {nextAnswer} for option {option}", nextAnswer=t("Yes"),
            option=OPTION_TEXT)  # fmt: skip
    maybe = t("Click to vote with {nextAnswer} for option {option}", nextAnswer=t("Maybe"),
              option=OPTION2_TEXT)  # fmt: skip
    table = {"title": TITLE, "items": [
        {"text": OPTION_TEXT}, {"text": OPTION2_TEXT}, {"text": OWNER},
        {"button": yes}, {"button": maybe}, {"button": t("Poll information")}]}  # fmt: skip
    reset, subscribe = t("Reset your votes"), t("Subscribe to notifications")
    own = menu(TITLE, OWNER, [{"switch": subscribe, "checked": False}, {"menu": reset}])
    remove_votes = t("Remove votes of {displayName}", displayName=USER)
    other = menu(TITLE, USER, [{"menu": remove_votes}])
    delete_opt, restore_opt = t("Delete option"), t("Restore option")
    confirm, unconfirm = t("Confirm option"), t("Unconfirm option")
    sort = t("Sort by answers of this option")
    option_menu = menu(TITLE, OPTION_TEXT, [
        {"menu": delete_opt}, {"menu": confirm}, {"menu": sort}])  # fmt: skip
    deleted_option = menu(TITLE, OPTION_TEXT, [{"menu": restore_opt}, {"menu": unconfirm}])
    add_option = {"title": TITLE, "items": [
        {"tab": t("Options")}, {"field": "option", "hint": t("Add option"), "text": "Porto",
                                "focused": True}]}  # fmt: skip
    comments = {"title": TITLE, "items": [
        {"tab": t("Comments")}, {"text": OWNER}, {"text": COMMENT_TEXT},
        {"button": t("Delete comment")}]}  # fmt: skip
    deleted_comment = {"title": TITLE, "items": [
        {"tab": t("Comments")}, {"text": OWNER}, {"text": COMMENT_TEXT},
        {"button": t("Restore comment")}]}  # fmt: skip
    new_comment = {"title": TITLE, "items": [
        {"tab": t("Comments")}, {"text": COMMENT_TEXT},
        {"field": "comment", "hint": t("New comment\u00a0…"), "text": NEW_COMMENT,
         "focused": True}]}  # fmt: skip
    downloads = [t("Download Excel spreadsheet"), t("Download Open Document spreadsheet"),
                 t("Download CSV file"), t("Download HTML file")]  # fmt: skip
    export = menu(TITLE, TITLE, [{"menu": d} for d in downloads])
    addresses = [req("GET", f"poll/{POLL}/addresses")]
    orphaned = {"title": TITLE, "items": [
        {"text": t("This poll is closed.")}, {"button": t("Delete orphaned")}]}  # fmt: skip
    confirmations = {"title": TITLE, "items": [
        {"text": t("This poll is closed.")}, {"button": t("Send confirmation mails")}]}  # fmt: skip
    return [
        entry("reversible", "vote table", table, [
            (yes, False, [req("PUT", "vote", {"optionId": OPTION, "setTo": "yes"})]),
            (maybe, False, [req("PUT", "vote", {"optionId": OPTION2, "setTo": "maybe"})])]),
        entry("reversible", "own participant menu", own, [
            (subscribe, False, [req("PUT", f"poll/{POLL}/subscribe")]),
            (reset, False, [req("DELETE", f"poll/{POLL}/user")])]),
        entry("delete", "participant menu", other, [
            (remove_votes, True, [req("DELETE", f"poll/{POLL}/user/{USER_ID}")])]),
        entry("reversible", "option menu", option_menu, [
            (delete_opt, False, [req("DELETE", f"option/{OPTION}", time=True)]),
            (confirm, False, [req("PUT", f"option/{OPTION}/confirm")])]),
        entry("reversible", "deleted option menu", deleted_option, [
            (restore_opt, False, [req("PUT", f"option/{OPTION}/restore", time=True)])]),
        entry("reversible", "add option", add_option, [
            ("\n", False, [req("POST", f"poll/{POLL}/option", {
                "option": {"text": "Porto"}, "sequence": None, "voteYes": False})])]),
        entry("reversible", "comments", comments, [
            (t("Delete comment"), False, [req("DELETE", f"comment/{COMMENT}", time=True)])]),
        entry("reversible", "deleted comment", deleted_comment, [
            (t("Restore comment"), False, [req("PUT", f"comment/{COMMENT}/restore",
                                               time=True)])]),
        entry("send", "new comment", new_comment, [
            ("\n", True, [req("POST", f"poll/{POLL}/comment", {
                "message": NEW_COMMENT, "confidential": False}, time=True),
                req("GET", f"poll/{POLL}/comments", time=True)])]),
        entry("reversible", "export menu", export, [(downloads[2], False, addresses)]),
        entry("delete", "closed poll, orphaned votes", orphaned, [
            (t("Delete orphaned"), True, [req("DELETE", f"poll/{POLL}/votes/orphaned"),
                                          POLL_LOAD])]),
        entry("send", "closed poll, confirmation mails", confirmations, [
            (t("Send confirmation mails"), True, [req("POST", f"poll/{POLL}/confirmation")])]),
    ]  # fmt: skip


def config_screens(t: Any) -> list[dict[str, Any]]:
    """The sidebar's configuration tab, its danger area, the anonymity dialog."""
    maybe, comments, anon = t('Allow "Maybe" vote'), t("Allow Comments"), t("Anonymous poll")
    always, hide = t("Always show results"), t("Hide results until poll is closed")
    never = t("Never show results")
    collapse = t("Collapse long descriptions")
    config = {"title": TITLE, "items": [
        {"tab": t("Configuration")}, {"text": t("Poll configuration")},
        {"switch": maybe, "checked": True}, {"switch": comments, "checked": True},
        {"switch": anon, "checked": False}, {"switch": collapse, "checked": True},
        {"text": t("Result display")}, {"radio": always, "checked": True},
        {"radio": hide, "checked": False}, {"radio": never, "checked": False},
        {"text": t("Poll closing status")}, {"button": t("Close poll")}]}  # fmt: skip
    closed = {"title": TITLE, "items": [
        {"tab": t("Configuration")}, {"text": t("Poll closing status")},
        {"button": t("Reopen poll")}]}  # fmt: skip
    anonymous = {"title": TITLE, "items": [
        {"tab": t("Configuration")}, {"switch": anon, "checked": True},
        {"button": t("Anonymize poll irrevocably")}]}  # fmt: skip
    anon_dialog = dialog(TITLE, t("Anonymize poll irrevocably"), t(
        "Once enabled, the anonymous setting cannot be reverted anymore."), [
        t("Cancel"), t("Ok")])  # fmt: skip
    danger = {"title": TITLE, "items": [
        {"text": t("Deletion and owner")}, {"button": t("Archive poll")},
        {"button": t("Delete poll")}, {"button": t("Transfer poll")}]}  # fmt: skip
    toggle = [req("PUT", f"poll/{POLL}/toggleArchive"), POLLS]
    return [
        entry("reversible", "configuration tab", config, [
            (maybe, False, [write(allowMaybe=False)]),
            (anon, False, [write(anonymous=True)]),
            (hide, False, [write(showResults="closed")]),
            (t("Close poll"), False, [req("PUT", f"poll/{POLL}/close"), POLLS])]),
        entry("reversible", "configuration tab (closed poll)", closed, [
            (t("Reopen poll"), False, [req("PUT", f"poll/{POLL}/reopen"), POLLS])]),
        entry("opens-prompt", "configuration tab (anonymous poll)", anonymous, [
            (t("Anonymize poll irrevocably"), False, [])]),
        entry("reversible", "anonymize dialog (cancel)", anon_dialog, [
            (t("Cancel"), False, [])]),
        entry("anonymize", "anonymize dialog", anon_dialog, [
            (t("Ok"), True, [req("PUT", f"poll/{POLL}/lockAnonymous"), POLL_LOAD,
                             write(anonymous=True)])]),
        entry("opens-prompt", "danger area", danger, [
            (t("Archive poll"), False, toggle), (t("Delete poll"), False, [])]),
    ]  # fmt: skip


def share_screens(t: Any) -> list[dict[str, Any]]:
    """The sharing tab, a user share's menus (invitation unsent, sent, deleted), the
    public link's menu."""
    public, send_all = t("Add a new public link"), t("Resolve and send all invitations")
    sharing = {"title": TITLE, "items": [
        {"tab": t("Sharing")}, {"text": t("Shares")},
        {"field": "search", "hint": t("Type to add an individual share"), "text": "bob"},
        {"row": USER}, {"button": public}, {"text": t("Unsent invitations")},
        {"button": send_all}]}  # fmt: skip
    user = {"type": "user", "id": USER_ID, "displayName": USER,
            "emailAddress": "bob@example.org"}  # fmt: skip
    label = {"menu": t("Share label")}
    send, resend = t("Send invitation mail"), t("Resend invitation mail")
    grant = t("Grant administrative poll access")
    withdraw = t("Withdraw administrative poll access")
    copy_link, qr = t("Copy link to clipboard"), t("Show QR code")
    lock, unlock = t("Lock share"), t("Unlock share")
    delete, restore = t("Delete share"), t("Restore share")
    unsent = menu(TITLE, USER, [label, {"menu": send}, {"menu": grant}, {"menu": copy_link},
                                {"menu": qr}, {"menu": lock}, {"menu": delete}])  # fmt: skip
    invited = menu(TITLE, USER, [label, {"menu": resend}, {"menu": withdraw},
                                 {"menu": copy_link}, {"menu": unlock},
                                 {"menu": delete}])  # fmt: skip
    deleted = menu(TITLE, f"{USER} {t('(deleted)')}", [{"menu": restore}])
    optional, mandatory = t("Email address is optional"), t("Email address is mandatory")
    no_ask = t("Do not ask for an email address")
    public_menu = menu(TITLE, t("Public link: {token}", token=PUBLIC), [
        label, {"menu": copy_link}, {"menu": qr}, {"menu": lock}, {"menu": delete},
        {"text": t("Options for the registration dialog")},
        {"radio": optional, "checked": True}, {"radio": mandatory, "checked": False},
        {"radio": no_ask, "checked": False}])  # fmt: skip
    share = f"share/{SHARE}"
    pub = f"share/{PUBLIC}"
    return [
        entry("reversible", "sharing tab", sharing, [
            (USER, False, [req("POST", f"poll/{POLL}/share", user)]),
            (public, False, [req("POST", f"poll/{POLL}/publicshare")])]),
        entry("send", "sharing tab (send all)", sharing, [
            (send_all, True, [req("PUT", f"poll/{POLL}/inviteAll"), SHARES])]),
        entry("send", "user share menu (invitation unsent)", unsent, [
            (send, True, [req("POST", f"{share}/invite"), SHARES])]),
        entry("reversible", "user share menu (invitation unsent, other entries)", unsent, [
            (grant, False, [req("PUT", f"{share}/admin")]),
            (lock, False, [req("PUT", f"{share}/lock")]),
            (delete, False, [req("DELETE", share)])]),
        entry("send", "user share menu (invited)", invited, [
            (resend, True, [req("POST", f"{share}/invite"), SHARES])]),
        entry("reversible", "user share menu (invited, other entries)", invited, [
            (withdraw, False, [req("PUT", f"{share}/user")])]),
        entry("reversible", "deleted share menu", deleted, [
            (restore, False, [req("PUT", f"{share}/restore")])]),
        entry("reversible", "public link menu", public_menu, [
            (copy_link, False, []),
            (delete, False, [req("DELETE", pub)]),
            (no_ask, False, [req("PUT", f"{pub}/publicpollemail/disabled")])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The user's preferences dialog and the admin settings page."""
    settings = t("Polls settings")
    verbose, text_list = t("Verbose poll list"), t("Text polls default to list view")
    date_list = t("Date polls default to list view")
    comments_style = t("Use alternative styling for the comments sidebar")
    vote_style = t("Use alternative vote page styling")
    preferences = {"title": settings, "dialog": {"title": settings}, "items": [
        {"switch": verbose, "checked": False}, {"switch": text_list, "checked": False},
        {"switch": date_list, "checked": False},
        {"text": t("The style settings are still experimental!")},
        {"switch": comments_style, "checked": False},
        {"switch": vote_style, "checked": False}]}  # fmt: skip
    archive, delete = t("Enable the automatic poll archiving"), t(
        "Enable the automatic deletion of archived polls")  # fmt: skip
    creation = t("Enable the poll creation globally")
    download = t("Enable the spreadsheet download of polls globally")
    mails = t("Show email addresses of internal accounts")
    admin = {"title": "Polls", "items": [
        {"switch": archive, "checked": False}, {"switch": delete, "checked": False},
        {"switch": creation, "checked": True}, {"switch": download, "checked": True},
        {"switch": mails, "checked": False}]}  # fmt: skip
    return [
        entry("reversible", "preferences dialog", preferences, [
            (verbose, False, [prefs(verbosePollsList=True)]),
            (vote_style, False, [prefs(useAlternativeStyling=True)])]),
        entry("reversible", "admin settings", admin, [
            (archive, False, [app_settings(autoArchive=True)]),
            (delete, False, [app_settings(autoDelete=True)]),
            (mails, False, [app_settings(showMailAddresses=True)])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return [*list_screens(t), *vote_screens(t), *config_screens(t), *share_screens(t),
            *settings_screens(t)]  # fmt: skip
