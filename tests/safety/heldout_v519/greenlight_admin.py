"""Greenlight's administrator panel for the five-hundred-and-nineteenth held-out corpus:
``screens(t)`` lays out, in one language, the manage users page, a user's row menu and the
confirmation of deleting a user, the invite modal, the invited and banned rows' menus, a
server room's row menu and the confirmation of deleting it, a server recording's visibility
menu, the site settings' appearance tab and registration method menu, the roles list, a
role's page and the confirmation of deleting it; ``t(key, *values)`` is the language's lookup
of an i18next key of ``app/assets/locales/<lang>.json``, its ``{{placeholders}}`` filled in
order."""

from __future__ import annotations

from typing import Any

from screens import (
    INVITATION,
    JONAS,
    JONAS_NAME,
    KAI,
    PAGE,
    RID4,
    TEACHER_ROLE,
    THESIS,
    T,
    call,
    confirm_delete,
    entry,
    field,
    menu,
    modal,
    page,
    sidebar,
)

# The role-permission switches of EditRoleForm, with the Teacher role's values.
PERMISSIONS = (("create_room", True), ("record", True), ("manage_users", False),
               ("manage_rooms", False), ("manage_recordings", False),
               ("manage_site_settings", False), ("manage_roles", False), ("shared_list", True),
               ("email_on_signup", False))  # fmt: skip
REGISTRATION = ("RoleMapping", "DefaultRole", "ResyncOnLogin", "SignInOnRoomJoin",
                "RegistrationMethod", "AllowedDomains", "AllowNameUpdate")  # fmt: skip


def screens(t: T) -> list[dict[str, Any]]:
    manage = "admin.manage_users"
    users_page = page(PAGE, [*sidebar(t), {"text": t(f"{manage}.manage_users")},
        {"field": "users-search", "hint": t("search")},
        {"button": t(f"{manage}.invite_user")}, {"button": t(f"{manage}.add_new_user")},
        *({"tab": t(f"{manage}.{key}")} for key in ("active", "unverified", "banned",
                                                     "invited_tab")),
        {"text": t("user.name")}, {"text": t("user.email_address")},
        {"text": t("user.profile.role")},
        {"text": JONAS_NAME}, {"text": "jonas@example.org"}, {"text": "User"}])  # fmt: skip
    row_menu = menu(PAGE, [{"menu": t("view")}, {"menu": t(f"{manage}.create_room")},
                           {"menu": t(f"{manage}.ban")}, {"menu": t("delete")}])  # fmt: skip
    delete_user = confirm_delete(
        t, PAGE, t(f"{manage}.delete_user"), t(f"{manage}.are_you_sure_delete_account", JONAS_NAME)
    )
    invite = modal(PAGE, t(f"{manage}.invite_user"), "", [
        *field(t("forms.admin.invite_user.fields.emails.label"), "emails",
               "ana.costa@example.org,tom.reed@example.org",
               "user1@users.com,user2@users.com,user3@users.com"),
        *field(t("forms.admin.invite_user.fields.names.label"), "names", "Ana Costa,Tom Reed",
               "User 1,User 2,User 3"),
        {"button": t("close")}, {"button": t(f"{manage}.send_invitation")}])  # fmt: skip
    invitations = {"invitations": {"emails": "ana.costa@example.org,tom.reed@example.org",
                                   "names": "Ana Costa,Tom Reed"}}  # fmt: skip
    server_room_menu = menu(PAGE, [
        {"menu": t("start")}, {"menu": t("view")},
        {"menu": t("admin.server_rooms.resync_recordings")}, {"menu": t("delete")}])  # fmt: skip
    delete_room = confirm_delete(
        t, PAGE, t("room.delete_room"), t("room.settings.are_you_sure_delete_room")
    )
    visibility_menu = menu(
        PAGE, [{"menu": t(f"recording.{key}")} for key in ("public", "published", "unpublished")]
    )

    def visibility(value: str) -> list[Any]:
        return [
            call("POST", "/recordings/update_visibility.json", {"visibility": value, "id": RID4})
        ]

    site = "admin.site_settings"
    appearance = page(PAGE, [*sidebar(t), {"text": t(f"{site}.customize_greenlight")},
        *({"tab": t(key)} for key in (f"{site}.appearance.appearance",
                                      f"{site}.administration.administration",
                                      f"{site}.settings.settings",
                                      f"{site}.registration.registration")),
        {"text": t(f"{site}.appearance.brand_color")},
        {"button": t(f"{site}.appearance.regular")}, {"button": t(f"{site}.appearance.lighten")},
        {"text": t(f"{site}.appearance.brand_image")},
        {"text": t(f"{site}.appearance.click_to_upload") + t(f"{site}.appearance.drag_and_drop")},
        {"button": t(f"{site}.appearance.remove_branding_image")}])  # fmt: skip
    names = "&".join(f"names%5B%5D={name}" for name in REGISTRATION)
    methods = f"{site}.registration.registration_methods"
    registration_menu = menu(
        PAGE, [{"menu": t(f"{methods}.{key}")} for key in ("open", "invite", "approval")]
    )
    roles = page(PAGE, [*sidebar(t), {"text": t("admin.roles.manage_roles")},
        {"field": "roles-search", "hint": t("search")}, {"button": t("admin.roles.add_role")},
        {"text": t("admin.roles.role")}, *({"row": name} for name in (
            "Administrator", "Guest", "Teacher", "User"))])  # fmt: skip
    role_page = page(PAGE, [*sidebar(t), {"text": t("admin.roles.roles")},
        {"link": t("admin.roles.role")}, {"text": "Teacher"},
        *field(t("forms.admin.roles.fields.name.label"), "name", "Teacher",
               t("forms.admin.roles.fields.name.placeholder")),
        *({"switch": t(f"admin.roles.edit.{key}"), "checked": on} for key, on in PERMISSIONS),
        {"text": t("admin.roles.edit.allowed_recording_visibility")},
        {"text": t("admin.roles.edit.room_limit")}, {"field": "value", "text": "5"},
        {"button": t("admin.roles.delete_role")}])  # fmt: skip
    return [
        entry("opens-prompt", "manage users invite", users_page, [
            (t(f"{manage}.invite_user"), False, [])]),
        entry("harmless", "manage users tabs", users_page, [
            (t(f"{manage}.invited_tab"), False, [call("GET", "/admin/invitations.json")])]),
        entry("ban", "user row menu ban", row_menu, [
            (t(f"{manage}.ban"), True, [call("PATCH", f"/admin/users/{JONAS}.json",
                                             {"user": {"status": "banned"}})])]),
        entry("opens-prompt", "user row menu delete", row_menu, [(t("delete"), False, [])]),
        entry("harmless", "user row menu view", row_menu, [
            (t("view"), False, [call("GET", f"/users/{JONAS}.json")])]),
        entry("delete-user", "delete user confirm", delete_user, [
            (t("delete"), True, [call("DELETE", f"/users/{JONAS}.json")]),
            (t("close"), False, [])]),
        entry("send", "invite user modal", invite, [
            (t(f"{manage}.send_invitation"), True, [
                call("POST", "/admin/invitations.json", invitations)]),
            (t("close"), False, [])]),
        entry("revoke", "invited row menu", menu(PAGE, [
            {"menu": t(f"{manage}.invited.revoke")}]), [
            (t(f"{manage}.invited.revoke"), True, [
                call("DELETE", f"/admin/invitations/{INVITATION}.json")])]),
        entry("reversible", "banned row menu", menu(PAGE, [{"menu": t(f"{manage}.unban")}]), [
            (t(f"{manage}.unban"), False, [call("PATCH", f"/admin/users/{KAI}.json",
                                                {"user": {"status": "active"}})])]),
        entry("harmless", "server room row menu resync", server_room_menu, [
            (t("admin.server_rooms.resync_recordings"), False, [
                call("GET", f"/admin/server_rooms/{THESIS}/resync.json")])]),
        entry("opens-prompt", "server room row menu delete", server_room_menu, [
            (t("delete"), False, [])]),
        entry("delete", "delete server room confirm", delete_room, [
            (t("delete"), True, [call("DELETE", f"/rooms/{THESIS}.json")])]),
        entry("publish", "server recording visibility menu", visibility_menu, [
            (t("recording.public"), True, visibility("Public")),
            (t("recording.published"), True, visibility("Published")),
            (t("recording.unpublished"), False, visibility("Unpublished"))]),
        entry("delete", "site settings appearance", appearance, [
            (t(f"{site}.appearance.remove_branding_image"), True, [
                call("DELETE", "/admin/site_settings.json")])]),
        entry("harmless", "site settings tabs", appearance, [
            (t(f"{site}.registration.registration"), False, [
                call("GET", "/env.json"), call("GET", f"/admin/site_settings.json?{names}"),
                call("GET", "/admin/roles.json?search=")])]),
        entry("reversible", "registration method menu", registration_menu, [
            (t(f"{methods}.invite"), False, [
                call("PATCH", "/admin/site_settings/RegistrationMethod.json",
                     {"value": "invite"})])]),
        entry("harmless", "roles list", roles, [
            ("Teacher", False, [call("GET", f"/admin/roles/{TEACHER_ROLE}.json")])]),
        entry("reversible", "role page", role_page, [
            (t("admin.roles.edit.manage_users"), False, [
                call("POST", "/admin/role_permissions.json",
                     {"role": {"role_id": TEACHER_ROLE, "name": "ManageUsers", "value": True}})])]),
        entry("opens-prompt", "role page delete role", role_page, [
            (t("admin.roles.delete_role"), False, [])]),
        entry("delete", "delete role confirm", confirm_delete(
            t, PAGE, t("admin.roles.delete_role"), t("admin.roles.are_you_sure_delete_role")), [
            (t("delete"), True, [call("DELETE", f"/admin/roles/{TEACHER_ROLE}.json")])]),
    ]  # fmt: skip
