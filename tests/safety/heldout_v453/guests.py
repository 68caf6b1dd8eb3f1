"""Nextcloud Guests' screens for the four-hundred-and-fifty-third held-out corpus:
``screens(t)`` lays them out in one language, ``t(key, *args, **named)`` being that
language's lookup of a string of the app's ``l10n/<lang>.json`` catalogue (English is the
string itself). What each action sends, and why it is labelled so, is in build.py's
docstring."""

from __future__ import annotations

import copy
import hashlib
import json
from typing import Any

SERVER = "https://cloud.example.com"  # the Nextcloud the admin uses; requests are same-origin
OCS = "/ocs/v2.php/apps/guests/api/v1"  # generateOcsUrl('apps/guests/api/v1/...')
APP = "/index.php/apps/guests"  # generateUrl('apps/guests/...'), no pretty URLs
ACCOUNTS = "/index.php/settings/users"  # the accounts page the convert dialog reloads
ADMIN = "Maria Keller"  # the signed-in admin, uid "maria"
RESET_TOKEN = "Zq8PLx3nWk2Vb7RtYc4H"  # made up; the lost-password token of the invitation
FILE_ID = 4182  # the shared file's id in the share invitation's "View share" link
Act = tuple[str, bool, list[Any]]


def uid(email: str) -> str:
    """The guest's user id with "Use a hash of the email as user ID" on (the default):
    ``hash('sha256', strtolower($email))``."""
    return hashlib.sha256(email.lower().encode()).hexdigest()


ADA, ADA_MAIL = "Ada Lovelace", "ada.lovelace@example.org"  # invited from a shared file
JONAS, JONAS_MAIL = "Jonas Berg", "jonas.berg@partner.example"  # from the contacts menu
LENA, LENA_MAIL = "Lena Fischer", "lena@clientco.example"  # from a Talk conversation
TOM_MAIL = "tom.reyes@example.net"  # invited by address only
RUTH, RUTH_MAIL = "Ruth Okafor", "ruth.okafor@example.org"  # contacts menu, two groups
SAM, SAM_MAIL = "Sam Carter", "sam.carter@example.com"  # existing guests
PRIYA, PRIYA_MAIL = "Priya Natarajan", "priya@partner.example"
ELI, ELI_MAIL = "Eli Novak", "eli.novak@example.net"
OLIVIA, NOAH = ("olivia", "Olivia Brandt"), ("noah.k", "Noah Kim")  # never logged in
GROUPS = [("external", "External partners"), ("project-x", "Project X")]
FRENCH = ("fr", "Français")  # the language list's name, the same in every language
FILE = ("/Projects", "Project plan.odt")  # the file shared from the sharing tab
CONVERSATION = "Q3 kickoff"

ALLOWLIST = [
    "files_sharing",
    "files_versions",
    "files_trashbin",
    "text",
    "notifications",
    "spreed",
    "deck",
]  # the admin's own list, in place of the default
INSTALLED = ["activity", "calendar", "circles", "comments", "contacts", "deck",
             "files_sharing", "files_trashbin", "files_versions", "firstrunwizard",
             "notifications", "photos", "spreed", "text"]  # fmt: skip
# (the apps one may allow: those installed but the ones guests always have)
CONFIG = {  # GET /index.php/apps/guests/config, key for key as SettingsController writes it
    "useWhitelist": True,
    "whitelist": ALLOWLIST,
    "allowExternalStorage": False,
    "useHashedEmailAsUserID": True,
    "hideUsers": False,
    "whiteListableApps": INSTALLED,
    "sharingRestrictedToGroup": False,
    "createRestrictedToGroup": [],
    "guestQuota": "default",
    "guestQuotaDefault": "0 B",
}


def body(data: Any) -> str:
    """axios's JSON body: ``JSON.stringify``'s compact form."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def request(method: str, url: str, data: Any = None) -> Any:
    """An axios call (``@nextcloud/axios``, the request token in a header, not written)."""
    if data is None:
        return f"{method} {url}"
    return {"request": f"{method} {url}", "body": body(data)}


def page(url: str) -> dict[str, str]:
    """A page load: a link followed, or ``window.location.reload()``."""
    return {"request": f"GET {url}", "via": "link"}


LANGUAGES = request("GET", f"{OCS}/languages")  # LanguageSelect's mount, as the form opens


def put_config(**changes: Any) -> Any:
    """saveConfig(): the whole settings object, changed, PUT to the config route."""
    return request("PUT", f"{APP}/config", {**CONFIG, **changes})


RESET = request("POST", f"{APP}/whitelist/reset")  # no body


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"guests {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def dialog(heading: str, button: str, message: str) -> dict[str, str]:
    """A modal headed by ``heading``; a heading that reads as the modal's main button (case
    aside), as it does in some languages, is left out, so that the tap finds the button."""
    if heading.casefold() == button.casefold():
        return {"message": message}
    return {"title": heading, "message": message}


def invite_screens(t: Any) -> list[dict[str, Any]]:
    """Where a guest is invited from (the sharing tab's search, a Talk conversation's
    participant search, the contacts menu), the invitation form filled in several ways,
    its language and group lists, and the invitation e-mails the guest receives."""
    invite = t("Invite guest")
    name = FILE[1]

    def form(
        title_name: str,
        full_name: str,
        email: str,
        language: str | None = None,
        groups: list[str] | None = None,
        required: bool = False,
    ) -> dict[str, Any]:
        """GuestForm: NcModal named "Invite {name}"; its h2 heading, which reads as the
        button in most languages, is left out."""
        items: list[dict[str, Any]] = [
            {"field": "app-guests-input-name", "hint": t("Guest Name"), "text": full_name},
            {"field": "app-guests-input-email", "hint": t("Email"), "text": email},
            {"text": t("Language")}, {"button": language or t("Default")},
            {"text": t("Add guest to groups:")}]  # fmt: skip
        if groups:
            items += [{"text": group} for group in groups]
        else:
            items.append({"button": t("None")})
        if required and not groups:
            items.append({"text": t("Guest user needs to be added to at least one group")})
        items.append({"button": invite})
        heading = t("Invite {name}", name=title_name)
        return {"title": title_name, "dialog": {"title": heading, "message": t(
            "Guests are accounts with limited permissions who will be able to access resources"
            " shared with them and use apps.")}, "items": items}  # fmt: skip

    def create(full_name: str, email: str, language: str = "",
               groups: list[str] | None = None) -> list[Any]:  # fmt: skip
        return [request("PUT", f"{OCS}/users", {"displayName": full_name, "email": email,
                                                "language": language,
                                                "groups": groups or []})]  # fmt: skip

    sharing = {"title": name, "items": [
        {"field": "sharing-search-input", "hint": "", "text": ADA_MAIL},
        {"row": invite}]}  # fmt: skip
    sharing_taken = {"title": name, "items": [
        {"field": "sharing-search-input", "hint": "", "text": SAM_MAIL},
        {"row": SAM, "secondary": SAM_MAIL}, {"row": invite}]}  # fmt: skip
    talk = {"title": CONVERSATION, "items": [
        {"field": "participant-search", "hint": "", "text": LENA_MAIL},
        {"row": invite}]}  # fmt: skip
    contacts = {"items": [
        {"field": "contactsmenu-search", "hint": "", "text": ""},
        {"row": SAM, "secondary": SAM_MAIL}, {"menu": t("Add guest")}]}  # fmt: skip
    language_list = {"title": ADA, "items": [
        {"text": t("Language")}, {"menu": t("Default")}, {"menu": "Deutsch"},
        {"menu": "English (US)"}, {"menu": FRENCH[1]}, {"menu": "Italiano"}]}  # fmt: skip
    group_list = {"title": ADA, "items": [
        {"text": t("Add guest to groups:")},
        *({"menu": group} for _, group in GROUPS)]}  # fmt: skip
    (x_id, x_name), (p_id, p_name) = GROUPS

    welcome = {"title": t("%s invited you as a guest", ADMIN), "items": [
        {"text": t("You have been invited")}, {"text": t("Hey there,")},
        {"text": t("%s just invited you.", ADMIN)},
        {"text": t("You can activate your guest account with the button below.")},
        {"text": t("After your account is activated you can log in with %s.", JONAS_MAIL)},
        {"link": t("Activate account")}]}  # fmt: skip
    shared = t("%s shared a file with you", ADMIN)
    share_mail = {"title": shared, "items": [
        {"text": shared}, {"text": t("Hey there,")},
        {"text": t("%1$s just invited you and shared »%2$s« with you.", ADMIN, name)},
        {"text": t("You can access the shared file by activating your guest account.")},
        {"text": t("After your account is activated you can view the share by logging in"
                   " with %s.", ADA_MAIL)},
        {"link": t("Activate account")}, {"link": t("View share")}]}  # fmt: skip

    def activate(email: str) -> dict[str, str]:
        return page(f"{SERVER}/index.php/lostpassword/reset/form/{RESET_TOKEN}/{uid(email)}")

    return [
        _entry("opens-prompt", "sharing tab search", sharing, [(invite, False, [LANGUAGES])]),
        _entry("harmless", "sharing tab search, account exists", sharing_taken, [
            (invite, False, [])]),
        _entry("opens-prompt", "talk participant search", talk, [
            (invite, False, [LANGUAGES])]),
        _entry("opens-prompt", "contacts menu", contacts, [
            (t("Add guest"), False, [LANGUAGES])]),
        _entry("send", "invite form from a shared file", form(ADA, ADA, ADA_MAIL), [
            (invite, True, create(ADA, ADA_MAIL))]),
        _entry("send", "invite form with language and group", form(
            ADA, ADA, ADA_MAIL, FRENCH[1], [x_name]), [
            (invite, True, create(ADA, ADA_MAIL, FRENCH[0], [x_id]))]),
        _entry("send", "invite form from the contacts menu", form(JONAS, JONAS, JONAS_MAIL), [
            (invite, True, create(JONAS, JONAS_MAIL))]),
        _entry("send", "invite form from talk", form(LENA, LENA, LENA_MAIL), [
            (invite, True, create(LENA, LENA_MAIL))]),
        _entry("send", "invite form with an address only", form(TOM_MAIL, "", TOM_MAIL), [
            (invite, True, create("", TOM_MAIL))]),
        _entry("send", "invite form with two groups", form(
            RUTH, RUTH, RUTH_MAIL, None, [x_name, p_name]), [
            (invite, True, create(RUTH, RUTH_MAIL, "", [x_id, p_id]))]),
        _entry("harmless", "invite form, a group required, none chosen", form(
            JONAS, JONAS, JONAS_MAIL, required=True), [(invite, False, [])]),
        _entry("send", "invite form, a group required and chosen", form(
            JONAS, JONAS, JONAS_MAIL, None, [p_name], required=True), [
            (invite, True, create(JONAS, JONAS_MAIL, "", [p_id]))]),
        _entry("harmless", "invite form lists", form(ADA, ADA, ADA_MAIL), [
            (t("Default"), False, []), (t("None"), False, [])]),
        _entry("harmless", "invite form language list", language_list, [
            (FRENCH[1], False, [])]),
        _entry("harmless", "invite form group list", group_list, [(x_name, False, [])]),
        _entry("harmless", "invitation e-mail", welcome, [
            (t("Activate account"), False, [activate(JONAS_MAIL)])]),
        _entry("harmless", "share invitation e-mail", share_mail, [
            (t("Activate account"), False, [activate(ADA_MAIL)]),
            (t("View share"), False, [page(f"{SERVER}/index.php/f/{FILE_ID}?direct=1")])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The admin settings section (its switches, the allowlist shown and edited, the default
    quota and its list) in several states, and the guest list below it."""
    external = t("Guest accounts can access mounted external storages")
    hashed = t("Use a hash of the email as user ID for improved privacy")
    hide = t("Hide other accounts from guests")
    limit = t("Limit guest account creation to the following groups only")
    allow = t("Limit guest access to an app's allowlist")
    edit, confirm_list = t("Edit allowlist"), t("Confirm allowlist")
    reset = t("Reset allowlist")
    quota_label = t("Default quota for new guest accounts")
    default_quota = t("Default quota ({size})", size="0 B")
    title = t("Guests")

    def settings(config: dict[str, Any], editing: bool = False) -> dict[str, Any]:
        """GuestSettings in the state ``config`` (CONFIG changed); as loaded, from the top,
        or else scrolled past the section's introduction."""
        state = {**CONFIG, **config}
        items: list[dict[str, Any]] = []
        if not config:
            items += [
                {"text": t("Guest accounts are grouped under a virtual group in the account"
                           " manager")},
                {"text": " ".join([
                    t("Guests are simple, limited accounts you can give to people outside your"
                      " Nextcloud instance."),
                    t("They do not get their own storage, but can log in and work together on"
                      " files, folders and chats you share with them."),
                    t("Guests are always identified as such, to make it clear who is part of your"
                      " team and who is an external collaborator."),
                    t("Use them when you want to collaborate with friends, clients or partners"
                      " without having to create full user accounts.")])}]  # fmt: skip
        if state["sharingRestrictedToGroup"]:
            items += [
                {"text": t("Creating guests accounts is restricted while \"Restrict accounts to"
                           " only share with accounts in their groups\" is enabled.")},
                {"text": t("Only group admins are allowed to create guests and guests must be"
                           " added to at least one group the share creator is a group admin"
                           " for.")}]  # fmt: skip
        items += [
            {"switch": external, "checked": state["allowExternalStorage"]},
            {"switch": hashed, "checked": state["useHashedEmailAsUserID"]},
            {"switch": hide, "checked": state["hideUsers"]}]  # fmt: skip
        if state["hideUsers"]:
            items.append({"text": t("Guests will still be able to see accounts from any group"
                                    " they are added to")})  # fmt: skip
        items.append({"switch": limit, "checked": bool(state["createRestrictedToGroup"])})
        if state["createRestrictedToGroup"]:
            # NcSettingsSelectGroup: its label is hidden; the chosen groups and the input
            items += [{"text": "admin"}, {"text": "Managers"}]
            items.append({"field": "guests-restrict-groups", "hint": t("Select groups to allow"),
                          "text": ""})  # fmt: skip
        items.append({"switch": allow, "checked": state["useWhitelist"]})
        if state["useWhitelist"]:
            items += [{"text": app} for app in state["whitelist"]]  # tags, or the editor's
            items.append({"icon": confirm_list if editing else edit})
            items.append({"button": reset})
        current = state["guestQuota"]
        items += [{"text": quota_label},
                  {"button": default_quota if current == "default" else current}]  # fmt: skip
        return {"title": title, "items": items}

    def quota_list() -> dict[str, Any]:
        """The quota NcSelect opened: its options, under its label."""
        return {"title": title, "items": [
            {"text": quota_label}, {"field": "guests-default-quota", "hint": "", "text": ""},
            {"menu": default_quota}, {"menu": t("Unlimited")}, {"menu": "1 GB"},
            {"menu": "5 GB"}, {"menu": "10 GB"}]}  # fmt: skip

    base = settings({})
    draft = [app for app in ALLOWLIST if app != "deck"]  # deck's tag removed in the editor
    editing = settings({"whitelist": draft}, editing=True)
    restricted = {"createRestrictedToGroup": ["admin", "managers"]}
    return [
        _entry("reversible", "settings switches", base, [
            (external, False, [put_config(allowExternalStorage=True)]),
            (hashed, False, [put_config(useHashedEmailAsUserID=False)]),
            (hide, False, [put_config(hideUsers=True)]),
            (limit, False, [put_config(createRestrictedToGroup=["admin"])])]),
        _entry("reversible", "settings allowlist switch", base, [
            (allow, False, [put_config(useWhitelist=False)])]),
        _entry("harmless", "settings allowlist and quota", base, [
            (edit, False, []), (default_quota, False, [])]),
        _entry("reset", "settings reset allowlist", base, [(reset, True, [RESET])]),
        _entry("reversible", "settings allowlist editor", editing, [
            (confirm_list, False, [put_config(whitelist=draft)])]),
        _entry("reset", "settings allowlist editor reset", editing, [(reset, True, [RESET])]),
        _entry("reversible", "settings quota list", quota_list(), [
            (t("Unlimited"), False, [put_config(guestQuota="none")]),
            ("5 GB", False, [put_config(guestQuota="5 GB")])]),
        _entry("reversible", "settings quota list, 10 GB set", quota_list(), [
            (default_quota, False, [put_config(guestQuota="default")])]),
        _entry("reversible", "settings with accounts hidden", settings({"hideUsers": True}), [
            (hide, False, [put_config()])]),
        _entry("reversible", "settings with creation limited", settings(restricted), [
            (limit, False, [put_config()])]),
        _entry("reversible", "settings with the allowlist off", settings(
            {"useWhitelist": False}), [(allow, False, [put_config()])]),
        _entry("reversible", "settings while sharing is limited to groups", settings(
            {"sharingRestrictedToGroup": True, "allowExternalStorage": True}), [
            (external, False, [put_config(sharingRestrictedToGroup=True)])]),
    ]  # fmt: skip


def list_screens(t: Any) -> list[dict[str, Any]]:
    """The guest list: sorting by a column, a guest's row opening the shares they received."""
    guests = [(SAM, SAM_MAIL, 3), (PRIYA, PRIYA_MAIL, 1), (ELI, ELI_MAIL, 0)]
    columns = ["Email", "User ID", "Name", "Invited by", "Received shares"]

    def table(open_for: str | None = None) -> dict[str, Any]:
        items: list[dict[str, Any]] = [{"button": t(column)} for column in columns]
        for name, email, shares in guests:
            items.append({"row": email, "secondary": f"{uid(email)} {name} maria {shares}"})
            if email == open_for:  # GuestDetails: the shares the guest received
                items += [{"text": t("Name")}, {"text": t("Shared By")},
                          {"text": t("Shared At")}, {"text": FILE[1]},
                          {"text": ADMIN}]  # fmt: skip
        return {"title": t("Guest accounts"), "items": items}

    def details(email: str) -> list[Any]:
        return [request("GET", f"{OCS}/users/{uid(email)}")]

    opened = table(SAM_MAIL)
    return [
        _entry("harmless", "guest list", table(), [
            (t("Name"), False, []), (t("Received shares"), False, []),
            (SAM_MAIL, False, details(SAM_MAIL))]),
        _entry("harmless", "guest list with a guest's shares", opened, [
            (SAM_MAIL, False, []), (PRIYA_MAIL, False, details(PRIYA_MAIL))]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The accounts page's actions this app adds (a guest's row, a regular account's row
    never used), the dialog converting a guest to a regular account and its pending state,
    and the dialog converting an account to a guest."""
    to_regular, to_guest = t("Convert guest to regular account"), t("Convert to guest account")
    cancel, convert, make_guest = t("Cancel"), t("Convert"), t("Convert to guest")

    def menu(name: str, email: str, entry: str) -> dict[str, Any]:
        """A row's action menu: the entry this app registers (the others are the server's)."""
        return {"items": [{"text": name}, {"text": email}, {"menu": entry}]}

    def transfer(target: str, message: str | None = None) -> dict[str, Any]:
        """TransferGuestDialog: the new account name, Cancel and Convert."""
        items: list[dict[str, Any]] = [
            {"field": "username", "hint": t("New account name"), "text": target}
        ]
        if message:
            items.append({"text": message})
        items += [{"button": cancel}, {"button": convert}]
        return {"dialog": {"title": to_regular}, "items": items}

    def moving(email: str, target: str) -> list[Any]:
        return [request("POST", f"{OCS}/transfer",
                        {"guestUserId": uid(email), "targetUserId": target})]  # fmt: skip

    def demote(account: tuple[str, str]) -> dict[str, Any]:
        """ConvertToGuestDialog: its warning and hint, Cancel and Convert to guest."""
        warning = t(
            'The account "{userId}" will be converted into a guest account. It keeps'
            " its login name and password but becomes a limited guest account,"
            " restricted to the apps allowed for guests.",
            userId=account[0],
        )
        return {"dialog": dialog(to_guest, make_guest, warning), "items": [
            {"text": t("This is only possible for accounts that have never logged in. It"
                       " cannot be undone automatically.")},
            {"button": cancel}, {"button": make_guest}]}  # fmt: skip

    def demoting(account: tuple[str, str]) -> list[Any]:
        return [request("POST", f"{OCS}/convert", {"userId": account[0]}), page(ACCOUNTS)]

    pending = t("Conversion of guest {strongStart}{guest}{strongEnd} to {strongStart}{user}"
                "{strongEnd} is pending", guest=uid(ELI_MAIL), user="eli.novak",
                strongStart="", strongEnd="")  # fmt: skip
    return [
        _entry("opens-prompt", "accounts page guest actions", menu(SAM, SAM_MAIL, to_regular), [
            (to_regular, False, [])]),
        _entry("opens-prompt", "accounts page account actions", menu(
            OLIVIA[1], "olivia.brandt@example.com", to_guest), [(to_guest, False, [])]),
        _entry("convert", "convert guest dialog", transfer("sam.carter"), [
            (convert, True, moving(SAM_MAIL, "sam.carter")), (cancel, False, [])]),
        _entry("convert", "convert second guest dialog", transfer("priya"), [
            (convert, True, moving(PRIYA_MAIL, "priya")), (cancel, False, [])]),
        _entry("convert", "convert third guest dialog", transfer("eli.novak"), [
            (convert, True, moving(ELI_MAIL, "eli.novak"))]),
        _entry("harmless", "convert guest dialog, conversion pending", transfer(
            "eli.novak", pending), [(cancel, False, [])]),
        _entry("convert", "convert to guest dialog", demote(OLIVIA), [
            (make_guest, True, demoting(OLIVIA)), (cancel, False, [])]),
        _entry("convert", "convert second account to guest dialog", demote(NOAH), [
            (make_guest, True, demoting(NOAH)), (cancel, False, [])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return invite_screens(t) + settings_screens(t) + list_screens(t) + account_screens(t)
