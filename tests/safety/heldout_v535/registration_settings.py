"""Nextcloud Registration's administration settings for the five-hundred-and-thirty-fifth
held-out corpus: ``screens(t)`` lays out, in one language, the section of
``AdminSettings.vue`` as an administrator sees it: its Registration and Email settings (their
switches and the group's clear button; the group select, which opens its options; the options,
picked and searched; the domains as a block list), its User settings (the switches; the login
name policy typed; the switches after it), its User instructions typed, and the Email settings
with the e-mail optional and approval required."""

from __future__ import annotations

from typing import Any

from screens import APP, DOMAINS, HINT, ORIGIN, T, entry, field, tap, typed, xhr

GROUPS = {"admin": "admin", "members": "Members", "students": "Students"}  # id: display name
GROUP = "members"  # the registered users' default group
POLICY = "/^[a-z]+\\.[a-z]+$/"  # the login name policy the administrator types
SEARCH = "Stu"
# The state the page loaded (initial state, as the server stored it); None: no group.
SAVED: dict[str, Any] = {
    "admin_approval_required": False,
    "registered_user_group": GROUP,
    "allowed_domains": DOMAINS,
    "domains_is_blocklist": False,
    "show_domains": True,
    "email_is_optional": False,
    "disable_email_verification": False,
    "email_is_login": False,
    "username_policy_regex": "",
    "show_fullname": True,
    "enforce_fullname": False,
    "show_phone": False,
    "enforce_phone": False,
    "additional_hint": HINT,
    "email_verification_hint": "",
}
# The domains kept out instead, not shown to visitors.
BLOCKING = dict(SAVED, domains_is_blocklist=True, allowed_domains="mailinator.com",
                show_domains=False)  # fmt: skip
# The e-mail optional (which the server stored with verification disabled) and approval on.
OPTIONAL = dict(SAVED, email_is_optional=True, disable_email_verification=True,
                admin_approval_required=True)  # fmt: skip


def saved(state: dict[str, Any], **changes: Any) -> list[dict[str, Any]]:
    """saveData(): ``POST /apps/registration/settings`` with every setting as the page holds
    it after the change, in the code's order; an unset group (``undefined``) is left out, and
    verification is sent disabled and the address never the login name while the e-mail is
    optional."""
    s = {**state, **changes}
    body: dict[str, Any] = {"admin_approval_required": s["admin_approval_required"]}
    if s["registered_user_group"] is not None:
        body["registered_user_group"] = s["registered_user_group"]
    body |= {
        "allowed_domains": s["allowed_domains"],
        "domains_is_blocklist": s["domains_is_blocklist"],
        "show_domains": s["show_domains"],
        "email_is_optional": s["email_is_optional"],
        "disable_email_verification": s["email_is_optional"] or s["disable_email_verification"],
        "email_is_login": not s["email_is_optional"] and s["email_is_login"],
    }
    keys = ("username_policy_regex", "show_fullname", "enforce_fullname", "show_phone",
            "enforce_phone", "additional_hint", "email_verification_hint")  # fmt: skip
    body |= {key: s[key] for key in keys}
    return [xhr("POST", f"{APP}/settings", body)]


def page(t: T, items: list[dict[str, Any]]) -> dict[str, Any]:
    """The administration settings' Registration section, titled by its entry."""
    return {"title": t("Registration"), "url": f"{ORIGIN}/index.php/settings/admin/registration",
            "items": items}  # fmt: skip


def switch(label: str, checked: bool) -> dict[str, Any]:
    return {"switch": label, "checked": checked}


def domain_labels(t: T, s: dict[str, Any]) -> tuple[str, str]:
    """The domains field's label and its switch's, which follow the block list switch."""
    if s["domains_is_blocklist"]:
        return t("Blocked email domains"), t("Show the blocked email domains to users")
    return t("Allowed email domains"), t("Show the allowed email domains to users")


def registration_and_email(t: T, s: dict[str, Any], focus: bool = False) -> list[dict[str, Any]]:
    """The Registration settings and Email settings sections: the group select shows the
    group's name, with the select's clear button beside it."""
    label, show = domain_labels(t, s)
    items = [
        {"text": t("Registration settings")},
        switch(t("Require administrator approval"), s["admin_approval_required"]),
        {"text": t('Enabling "administrator approval" will prevent registrations from mobile '
                   "and desktop clients to complete as the credentials cannot be verified by "
                   "the client until the user was enabled.")},
        {"text": t("Registered users default group")},
        {"button": GROUPS[s["registered_user_group"]], "rid": "registered_user_group"},
        {"icon": t("vue:Clear selected")},
        {"text": t("Email settings")},
        switch(t("Email is optional"), s["email_is_optional"]),
        field("allowedDomains", label, s["allowed_domains"], focus),
        switch(t("Block listed email domains instead of allowing them"),
               s["domains_is_blocklist"]),
        switch(show, s["show_domains"]),
    ]  # fmt: skip
    if not s["email_is_optional"]:
        items.append(switch(t("Disable email verification"), s["disable_email_verification"]))
    return items


def user_settings(t: T, s: dict[str, Any], policy: str = "", focus: bool = False
                  ) -> list[dict[str, Any]]:  # fmt: skip
    """The User settings section, the login name policy field holding ``policy``."""
    items = [{"text": t("User settings")}]
    if not s["email_is_optional"]:
        items.append(switch(t("Force email as login name"), s["email_is_login"]))
    if not s["email_is_login"]:
        items += [
            {"text": t("Login name policy")},
            field("username_policy_regex", t("Regular expression to validate login names"),
                  policy, focus),
            {"text": t("If configured, login names will be validated through the regular "
                       "expression. If the validation fails the user is prompted with a generic "
                       "error. Make sure your regex is working correctly.")},
        ]  # fmt: skip
    items.append(switch(t("Show full name field"), s["show_fullname"]))
    if s["show_fullname"]:
        items.append(switch(t("Enforce full name field"), s["enforce_fullname"]))
    items.append(switch(t("Show phone field"), s["show_phone"]))
    if s["show_phone"]:
        items.append(switch(t("Enforce phone field"), s["enforce_phone"]))
    return items


def instructions(t: T, s: dict[str, Any], focus: str) -> list[dict[str, Any]]:
    """The User instructions section, the field named ``focus`` focused."""
    return [
        {"text": t("User instructions")},
        {"text": t("Caution: The user instructions will not be translated and will therefore be "
                   "displayed as configured below for all users regardless of their actual "
                   "language.")},
        {"text": t("Registration form instructions")},
        field("additional_hint",
              t("A short message that is shown to the user in the registration process."),
              s["additional_hint"], focus == "additional_hint"),
        {"text": t("Add additional user instructions (e.g. for choosing their login name). If "
                   "configured the text is displayed in the account creation step of the "
                   "registration process.")},
        {"text": t("Verification email instructions")},
        field("email_verification_hint",
              t("A short message that is shown to the user in the verification email."),
              s["email_verification_hint"], focus == "email_verification_hint"),
        {"text": t("Add additional user instructions (e.g. for choosing their login name). If "
                   "configured the text is embedded in the verification-email.")},
    ]  # fmt: skip


def screens(t: T) -> list[dict[str, Any]]:
    top = page(t, registration_and_email(t, SAVED))
    group_label = t("Registered users default group")
    options = page(
        t,
        [
            {"text": t("Registration settings")},
            field("registered_user_group", group_label, focused=True),
            *({"row": name} for name in sorted(GROUPS.values(), key=str.casefold)),
        ],
    )
    blocking = page(t, registration_and_email(t, BLOCKING, focus=True))
    _, show_blocked = domain_labels(t, BLOCKING)
    typed_policy = dict(SAVED, show_phone=True, username_policy_regex=POLICY)
    search = f"/ocs/v2.php/cloud/groups/details?search={SEARCH}&limit=20&offset=0"
    appended = " Use lower case letters only."
    block_switch = t("Block listed email domains instead of allowing them")
    return [
        entry(
            "reversible",
            "settings registration and email",
            top,
            [
                tap(
                    t("Require administrator approval"),
                    False,
                    saved(SAVED, admin_approval_required=True),
                ),
                tap(t("Email is optional"), False, saved(SAVED, email_is_optional=True)),
                tap(block_switch, False, saved(SAVED, domains_is_blocklist=True)),
                tap(
                    t("Show the allowed email domains to users"),
                    False,
                    saved(SAVED, show_domains=False),
                ),
                tap(
                    t("Disable email verification"),
                    False,
                    saved(SAVED, disable_email_verification=True),
                ),
                tap(t("vue:Clear selected"), False, saved(SAVED, registered_user_group=None)),
            ],
        ),
        entry("opens-prompt", "settings group select", top, [tap(GROUPS[GROUP], False, [])]),
        entry(
            "reversible",
            "settings group options",
            options,
            [tap(GROUPS["students"], False, saved(SAVED, registered_user_group="students"))],
        ),
        entry(
            "harmless",
            "settings group search",
            options,
            [typed(SEARCH, False, [xhr("GET", search)])],
        ),
        entry(
            "reversible",
            "settings email block list",
            blocking,
            [
                typed(
                    ";*.tempmail.example",
                    False,
                    saved(BLOCKING, allowed_domains="mailinator.com;*.tempmail.example"),
                ),
                tap(show_blocked, False, saved(BLOCKING, show_domains=True)),
                tap(block_switch, False, saved(BLOCKING, domains_is_blocklist=False)),
            ],
        ),
        entry(
            "reversible",
            "settings user",
            page(t, user_settings(t, SAVED)),
            [
                tap(t("Force email as login name"), False, saved(SAVED, email_is_login=True)),
                tap(t("Show full name field"), False, saved(SAVED, show_fullname=False)),
                tap(t("Enforce full name field"), False, saved(SAVED, enforce_fullname=True)),
                tap(t("Show phone field"), False, saved(SAVED, show_phone=True)),
            ],
        ),
        entry(
            "harmless",
            "settings login name policy typed",
            page(t, user_settings(t, SAVED, focus=True)),
            [typed(POLICY, False, [])],
        ),
        entry(
            "reversible",
            "settings user after a typed policy",
            page(t, user_settings(t, typed_policy, POLICY)),
            [
                tap(t("Enforce phone field"), False, saved(typed_policy, enforce_phone=True)),
                tap(t("Show phone field"), False, saved(typed_policy, show_phone=False)),
            ],
        ),
        entry(
            "harmless",
            "settings registration instructions typed",
            page(t, instructions(t, SAVED, "additional_hint")),
            [typed(appended, False, [])],
        ),
        entry(
            "harmless",
            "settings verification email instructions typed",
            page(t, instructions(t, SAVED, "email_verification_hint")),
            [typed("Your code is valid for 30 days.", False, [])],
        ),
        entry(
            "reversible",
            "settings with optional email",
            page(t, registration_and_email(t, OPTIONAL)),
            [
                tap(t("Email is optional"), False, saved(OPTIONAL, email_is_optional=False)),
                tap(
                    t("Require administrator approval"),
                    False,
                    saved(OPTIONAL, admin_approval_required=False),
                ),
            ],
        ),
    ]
