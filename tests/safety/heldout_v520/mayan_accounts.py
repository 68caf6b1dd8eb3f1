"""Mayan EDMS's account screens for the five-hundred-and-twentieth held-out corpus: the top bar's
user menu, the users list, a user's deletion and new password, a group's and a role's
deletion. ``screens(t)`` lays them out in one language."""

from __future__ import annotations

from typing import Any

from screens import by_words, confirm, entry, form, get, link, page, submit, title

ME, ME_NAME = 1, "Mara Lindqvist"
USER, USERNAME = 9, "jonas.berg"
GROUP, GROUP_NAME = 6, "Temp staff"
ROLE, ROLE_LABEL = 4, "Auditors"
PASSWORD = "harbor-lantern-58"
USERS = "/accounts/users/"
GROUPS = "/accounts/groups/"
ROLES = "/permissions/roles/"


def screens(t: Any) -> list[dict[str, Any]]:
    # The top bar's user menu over the All documents page, in the order its links were bound
    # (by position): the user's name, User details, OTP details, then Logout (Change
    # password, between them, is left out: see build.py).
    user_menu = {"title": title(t("All documents")), "dialog": {}, "items": [
        {"text": ME_NAME}, {"link": t("User details")}, {"link": t("OTP details")},
        {"link": t("Logout")}]}  # fmt: skip
    users = page(t("Users"), [
        {"text": USERNAME},
        *({"button": label} for label in by_words(t("Groups"), t("User options"))),
        *({"button": label} for label in by_words(
            t("Delete"), t("Edit"), t("Impersonate"), t("Set password")))])  # fmt: skip
    user_delete = confirm(t, t("Delete user: %(object)s.") % {"object": USERNAME})
    password = form(t, t("Change password for user: %s") % USERNAME, [
        {"field": "new_password1", "hint": "", "text": PASSWORD},
        {"field": "new_password2", "hint": "", "text": PASSWORD}], t("Submit"))  # fmt: skip
    group_delete = confirm(t, t("Delete group: %(object)s.") % {"object": GROUP_NAME})
    role_delete = confirm(t, t("Delete role: %(object)s.") % {"object": ROLE_LABEL})

    set_password = f"/authentication/users/{USER}/set_password/"
    return [
        entry("harmless", "user menu", user_menu, [
            (t("User details"), False, [get(f"/accounts/users/{ME}/")])]),
        entry("reversible", "user menu (logout)", user_menu, [
            (t("Logout"), False, [link("/authentication/logout/")])]),
        entry("opens-prompt", "users list", users, [
            (t("Delete"), False, [get(f"/accounts/users/{USER}/delete/")]),
            (t("Set password"), False, [get(set_password)])]),
        entry("delete-user", "delete user confirmation", user_delete, [
            (t("Yes"), True, submit(f"/accounts/users/{USER}/delete/", [
                ("next", USERS), ("previous", USERS)], USERS)),
            (t("No"), False, [get(USERS)])]),
        entry("reset", "set password form", password, [
            (t("Submit"), True, submit(set_password, [
                ("next", USERS), ("previous", USERS), ("new_password1", PASSWORD),
                ("new_password2", PASSWORD), ("submit", "")], USERS)),
            (t("Cancel"), False, [get(USERS)])]),
        entry("delete", "delete group confirmation", group_delete, [
            (t("Yes"), True, submit(f"/accounts/groups/{GROUP}/delete/", [
                ("next", GROUPS), ("previous", GROUPS)], GROUPS)),
            (t("No"), False, [get(GROUPS)])]),
        entry("delete", "delete role confirmation", role_delete, [
            (t("Yes"), True, submit(f"/permissions/roles/{ROLE}/delete/", [
                ("next", ROLES), ("previous", ROLES)], ROLES)),
            (t("No"), False, [get(ROLES)])]),
    ]  # fmt: skip
