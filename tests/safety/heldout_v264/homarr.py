"""Homarr's screens for the two-hundred-and-sixty-fourth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, **values)`` being that language's lookup of a key of the
app's ``packages/translation/src/lang/<lang>.json`` catalogue. What each action sends, and why
it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import urlencode

ORIGIN = "http://homarr.lan:7575"  # made up; the app's own origin (7575 is its default port)
CSRF = "9f3b6c1e8a4d2f7b0c5e9a1d3f6b8c2e4a7d0f1b3c5e7a9d2f4b6c8e0a1d3f5b"  # made up
RSC = "1q7vx"  # made up; the cache key Next.js puts on a client-side navigation's request
BOARD, BOARD_ID = "homelab", "k8f2m4q1w7e3r5t9y0u6i2op"
BOARD2, BOARD2_ID = "media", "n3b5v7c9x1z2a4s6d8f0g1hj"
USER, USER_ID = "alice", "p0o9i8u7y6t5r4e3w2q1az9x"
USER2, USER2_ID = "bob", "m1n2b3v4c5x6z7l8k9j0hg5d"
GROUP, GROUP_ID = "family", "q2w3e4r5t6y7u8i9o0p1ls3k"
APP, APP_ID = "Jellyfin", "z9x8c7v6b5n4m3l2k1j0hf7g"
INTEGRATION, INTEGRATION_ID = "Sonarr", "c4v5b6n7m8l9k0j1h2g3fd1s"
ENGINE, ENGINE_ID = "Startpage", "r6t7y8u9i0o1p2a3s4d5fg2h"
MEDIA, MEDIA_ID = "living-room.png", "f5g6h7j8k9l0z1x2c3v4bn6m"
INVITE_ID = "w8e7r6t5y4u3i2o1p0a9sd4f"
KEY_ID = "e1r2t3y4u5i6o7p8a9s0dj5k"
CERT = "home-lan-root-ca.crt"
HOST, THUMB = "nas.home.lan", "6A2F9C1D7E3B5A8F0C4D2E6B9A1F3C5D7E8B0A2C"
CONTAINERS = [
    "3f1a9c7e5b2d8f6a4c0e9b7d5f3a1c8e6b4d2f0a9c7e5b3d1f8a6c4e2b0d9f7a",
    "8b2d4f6a0c9e7b5d3f1a8c6e4b2d0f9a7c5e3b1d8f6a4c2e0b9d7f5a3c1e8b6d",
]
CONTAINER_NAMES = ["jellyfin", "sonarr"]
EXPIRES = "2026-08-09T18:30:00.000Z"  # the invite modal's default: four hours from now
Act = tuple[str, bool, list[Any]]


class Date(str):
    """A ``Date`` in a tRPC input: superjson writes it as its ISO text and notes its type."""


def _superjson(value: Any) -> dict[str, Any]:
    """superjson.serialize: plain JSON as ``json``; a Date or an ``undefined`` input adds
    ``meta`` with its ``values`` and the format version ``v``."""
    if value is None:
        return {"json": None, "meta": {"values": ["undefined"], "v": 1}}
    dates = {k: ["Date"] for k, v in value.items() if isinstance(v, Date)}
    out: dict[str, Any] = {"json": {k: str(v) if isinstance(v, Date) else v
                                    for k, v in value.items()}}  # fmt: skip
    if dates:
        out["meta"] = {"values": dates, "v": 1}
    return out


def trpc(procedure: str, data: Any = None) -> dict[str, str]:
    """A mutation through httpBatchStreamLink: ``POST /api/trpc/<procedure>?batch=1`` whose body
    is the batch ``{"0": superjson(input)}`` as JSON.stringify writes it."""
    body = json.dumps({"0": _superjson(data)}, separators=(",", ":"), ensure_ascii=False)
    return {"request": f"POST /api/trpc/{procedure}?batch=1", "body": body}


def revalidate(page: str, path: str) -> dict[str, str]:
    """The server action revalidatePathActionAsync(path): a script POST to the page shown, its
    argument list as the body."""
    return {"request": f"POST {page}", "body": json.dumps([path])}


def push(path: str) -> str:
    """router.push or a ``<Link>``: Next.js requests the page's server component payload."""
    return f"GET {path}{'&' if '?' in path else '?'}_rsc={RSC}"


def load(path: str) -> dict[str, str]:
    """A page load: ``window.location.assign(path)``."""
    return {"request": f"GET {path}", "via": "link"}


def auth_form(path: str, fields: dict[str, str]) -> dict[str, str]:
    """next-auth's signIn and signOut: an urlencoded POST carrying the CSRF token."""
    return {"request": f"POST {path}", "body": urlencode(fields)}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"homarr {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def page_title(text: str) -> str:
    """createMetaTitle: the page's title with the app's name."""
    return f"{text} • Homarr"


def confirm(t: Any, title: str, heading: str, message: str) -> dict[str, Any]:
    """useConfirmModal: a Mantine modal over its page, titled, with the message as its body and
    the buttons Cancel and Confirm."""
    return {"title": title, "dialog": {"title": heading, "message": message},
            "items": [{"button": t("common.action.cancel")},
                      {"button": t("common.action.confirm")}]}  # fmt: skip


def modal(title: str, heading: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A Mantine modal of the modals collection over its page, headed by its title."""
    return {"title": title, "dialog": {"title": heading}, "items": items}


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The header's user menu, the login page."""
    boards_t = page_title(t("management.page.board.title"))
    user_menu = {"title": boards_t, "items": [
        {"menu": t("common.userAvatar.menu.homeBoard")},
        {"menu": t("common.userAvatar.menu.preferences")},
        {"menu": t("common.userAvatar.menu.management")},
        {"menu": t("common.userAvatar.menu.logout")}]}  # fmt: skip
    login_t = page_title(t("user.action.login.label"))
    login = {"title": login_t, "items": [
        {"field": "username", "hint": t("user.field.username.label"), "text": USER},
        {"field": "password", "hint": t("user.field.password.label"),
         "text": "Kettle-Lamp-42"},
        {"button": t("user.action.login.label")},
        {"button": t("user.action.login.forgotPassword.label")}]}  # fmt: skip
    csrf = "GET /api/auth/csrf"
    return [
        _entry("reversible", "user menu", user_menu, [
            (t("common.userAvatar.menu.homeBoard"), False, [push("/boards")]),
            (t("common.userAvatar.menu.logout"), False, [
                csrf, auth_form("/api/auth/signout", {
                    "csrfToken": CSRF, "callbackUrl": f"{ORIGIN}/manage/boards"}),
                load("/auth/login")])]),
        _entry("reversible", "login page", login, [
            (t("user.action.login.label"), False, [
                "GET /api/auth/providers", csrf,
                auth_form("/api/auth/callback/credentials?", {
                    "name": USER, "password": "Kettle-Lamp-42", "provider": "credentials",
                    "csrfToken": CSRF, "callbackUrl": f"{ORIGIN}/"}),
                revalidate("/auth/login", "/"), push("/")])]),
    ]  # fmt: skip


def board_screens(t: Any) -> list[dict[str, Any]]:
    """The boards page, a board's menu and its delete confirmation, the new board modal, a
    board's danger zone with its confirmations."""
    title = page_title(t("management.page.board.title"))
    pb = "management.page.board"
    boards = {"title": title, "items": [
        {"text": t(f"{pb}.title")}, {"button": t(f"{pb}.action.new.label")},
        {"text": BOARD}, {"text": t(f"{pb}.action.setHomeBoard.badge.label")},
        {"link": t(f"{pb}.action.open.label")},
        {"icon": t(f"{pb}.action.settings.label")}]}  # fmt: skip
    menu = {"title": title, "items": [
        {"menu": t(f"{pb}.action.setHomeBoard.label")},
        {"menu": t(f"{pb}.action.setMobileHomeBoard.label")},
        {"menu": t(f"{pb}.action.duplicate.label")},
        {"menu": t(f"{pb}.action.settings.label")}, {"text": t("common.dangerZone")},
        {"menu": t(f"{pb}.action.delete.label")}]}  # fmt: skip
    delete_board = confirm(
        t,
        title,
        t(f"{pb}.action.delete.confirm.title"),
        t(f"{pb}.action.delete.confirm.description", name=BOARD2),
    )
    new_board = modal(title, t(f"{pb}.action.new.label"), [
        {"field": "name", "hint": t("board.field.name.label"), "text": "garage"},
        {"text": t("board.field.columnCount.label")},
        {"switch": t("board.field.isPublic.label"), "checked": False},
        {"button": t("common.action.cancel")}, {"button": t("common.action.create")}])  # fmt: skip
    settings_t = page_title(t("board.setting.title", boardName=BOARD))
    dz = "board.setting.section.dangerZone.action"
    danger = {"title": settings_t, "items": [
        {"text": t("board.setting.section.dangerZone.title")},
        {"text": t(f"{dz}.rename.label")}, {"text": t(f"{dz}.rename.description")},
        {"button": t(f"{dz}.rename.button")}, {"text": t(f"{dz}.visibility.label")},
        {"text": t(f"{dz}.visibility.description.private")},
        {"button": t(f"{dz}.visibility.button.private")},
        {"text": t(f"{dz}.delete.description")},
        {"button": t(f"{dz}.delete.button")}]}  # fmt: skip
    go_public = confirm(
        t,
        settings_t,
        t(f"{dz}.visibility.confirm.private.title"),
        t(f"{dz}.visibility.confirm.private.description"),
    )
    go_private = confirm(
        t,
        settings_t,
        t(f"{dz}.visibility.confirm.public.title"),
        t(f"{dz}.visibility.confirm.public.description"),
    )
    delete_here = confirm(
        t, settings_t, t(f"{dz}.delete.confirm.title"), t(f"{dz}.delete.confirm.description")
    )
    manage = "/manage/boards"
    return [
        _entry("opens-prompt", "boards page", boards, [
            (t(f"{pb}.action.new.label"), False, [])]),
        _entry("reversible", "board menu home boards", menu, [
            (t(f"{pb}.action.setHomeBoard.label"), False, [
                trpc("board.setHomeBoard", {"id": BOARD2_ID}), revalidate(manage, "/")])]),
        _entry("opens-prompt", "board menu prompts", menu, [
            (t(f"{pb}.action.duplicate.label"), False, []),
            (t(f"{pb}.action.delete.label"), False, [])]),
        _entry("delete", "delete board confirm", delete_board, [
            (t("common.action.confirm"), True, [
                trpc("board.deleteBoard", {"id": BOARD2_ID}), revalidate(manage, manage)]),
            (t("common.action.cancel"), False, [])]),
        _entry("reversible", "new board modal", new_board, [
            (t("common.action.create"), False, [
                trpc("board.createBoard", {"name": "garage", "columnCount": 10,
                                           "isPublic": False}),
                revalidate(manage, manage)]),
            (t("common.action.cancel"), False, [])]),
        _entry("opens-prompt", "board settings danger zone", danger, [
            (t(f"{dz}.visibility.button.private"), False, []),
            (t(f"{dz}.delete.button"), False, [])]),
        _entry("publish", "make board public confirm", go_public, [
            (t("common.action.confirm"), True, [trpc("board.changeBoardVisibility", {
                "id": BOARD_ID, "visibility": "public"})]),
            (t("common.action.cancel"), False, [])]),
        _entry("reversible", "make board private confirm", go_private, [
            (t("common.action.confirm"), False, [trpc("board.changeBoardVisibility", {
                "id": BOARD_ID, "visibility": "private"})]),
            (t("common.action.cancel"), False, [])]),
        _entry("delete", "delete board from settings confirm", delete_here, [
            (t("common.action.confirm"), True, [
                trpc("board.deleteBoard", {"id": BOARD_ID}), push("/")]),
            (t("common.action.cancel"), False, [])]),
    ]  # fmt: skip


def user_screens(t: Any) -> list[dict[str, Any]]:
    """A user's general page (avatar menu, danger zone) and confirmations, the security page,
    the invites: the new invite modal and an invite's delete confirmation."""
    general_t = page_title(t("management.page.user.edit.metaTitle", username=USER2))
    ma = "user.action.manageAvatar"
    avatar = {"title": general_t, "items": [
        {"menu": t(f"{ma}.changeImage.label")},
        {"menu": t(f"{ma}.removeImage.label")}]}  # fmt: skip
    remove_image = confirm(
        t, general_t, t(f"{ma}.removeImage.label"), t(f"{ma}.removeImage.confirm")
    )
    danger = {"title": general_t, "items": [
        {"text": t("common.dangerZone")}, {"text": t("user.action.delete.label")},
        {"text": t("user.action.delete.description")},
        {"button": t("common.action.delete")}]}  # fmt: skip
    delete_user = confirm(
        t, general_t, t("user.action.delete.label"), t("user.action.delete.confirm", username=USER2)
    )
    own_t = page_title(t("management.page.user.edit.metaTitle", username=USER))
    security = {"title": own_t, "items": [
        {"text": t("user.action.changePassword.label")},
        {"field": "previousPassword", "hint": t("user.field.previousPassword.label"),
         "text": "Kettle-Lamp-42"},
        {"field": "password", "hint": t("user.field.password.label"), "text": "Orbit-Fern-77"},
        {"field": "confirmPassword", "hint": t("user.field.passwordConfirm.label"),
         "text": "Orbit-Fern-77"},
        {"button": t("common.action.confirm")}]}  # fmt: skip
    inv = "management.page.user.invite"
    invites_t = page_title(t(f"{inv}.title"))
    new_invite = modal(invites_t, t(f"{inv}.action.new.title"), [
        {"text": t(f"{inv}.action.new.description")},
        {"text": t(f"{inv}.field.expirationDate.label")},
        {"button": t("common.action.cancel")}, {"button": t("common.action.create")}])  # fmt: skip
    delete_invite = confirm(
        t, invites_t, t(f"{inv}.action.delete.title"), t(f"{inv}.action.delete.description")
    )
    general = f"/manage/users/{USER2_ID}/general"
    return [
        _entry("opens-prompt", "user avatar menu", avatar, [
            (t(f"{ma}.removeImage.label"), False, [])]),
        _entry("delete", "remove avatar confirm", remove_image, [
            (t("common.action.confirm"), True, [trpc("user.setProfileImage", {
                "userId": USER2_ID, "image": None})]),
            (t("common.action.cancel"), False, [])]),
        _entry("opens-prompt", "user danger zone", danger, [
            (t("common.action.delete"), False, [])]),
        _entry("delete-user", "delete user confirm", delete_user, [
            (t("common.action.confirm"), True, [
                trpc("user.delete", {"userId": USER2_ID}),
                revalidate(general, "/manage/users"), push("/manage/users")]),
            (t("common.action.cancel"), False, [])]),
        _entry("reversible", "change password form", security, [
            (t("common.action.confirm"), False, [
                trpc("user.changePassword", {
                    "userId": USER_ID, "previousPassword": "Kettle-Lamp-42",
                    "password": "Orbit-Fern-77", "confirmPassword": "Orbit-Fern-77"}),
                revalidate(f"/manage/users/{USER_ID}/security", f"/manage/users/{USER_ID}")])]),
        _entry("reversible", "new invite modal", new_invite, [
            (t("common.action.create"), False, [
                trpc("invite.createInvite", {"expirationDate": Date(EXPIRES)})])]),
        _entry("revoke", "delete invite confirm", delete_invite, [
            (t("common.action.confirm"), True, [
                trpc("invite.deleteInvite", {"id": INVITE_ID})]),
            (t("common.action.cancel"), False, [])]),
    ]  # fmt: skip


def group_screens(t: Any) -> list[dict[str, Any]]:
    """A group's general page (danger zone), its delete and transfer confirmations, its
    members page and a member's removal."""
    ga = "group.action"
    gs = "management.page.group.setting"
    general_t = page_title(t(f"{gs}.general.title"))
    general = {"title": general_t, "items": [
        {"text": t(f"{gs}.general.title")}, {"text": t(f"{gs}.general.owner")},
        {"text": USER}, {"text": t("common.dangerZone")},
        {"text": t(f"{ga}.transfer.description")}, {"button": t(f"{ga}.transfer.label")},
        {"text": t(f"{ga}.delete.description")},
        {"button": t(f"{ga}.delete.label")}]}  # fmt: skip
    delete_group = confirm(
        t, general_t, t(f"{ga}.delete.label"), t(f"{ga}.delete.confirm", name=GROUP)
    )
    transfer = confirm(
        t,
        general_t,
        t(f"{ga}.transfer.label"),
        t(f"{ga}.transfer.confirm", name=GROUP, username=USER2),
    )
    members_t = page_title(t(f"{gs}.members.title"))
    members = {"title": members_t, "items": [
        {"text": t(f"{gs}.members.title")},
        {"field": "search", "hint": t(f"{gs}.members.search"), "text": ""},
        {"button": t(f"{ga}.addMember.label")}, {"text": USER2},
        {"button": t("common.action.remove")}]}  # fmt: skip
    remove = confirm(
        t, members_t, t(f"{ga}.removeMember.label"), t(f"{ga}.removeMember.confirm", user=USER2)
    )
    page = f"/manage/users/groups/{GROUP_ID}"
    return [
        _entry("opens-prompt", "group danger zone", general, [
            (t(f"{ga}.transfer.label"), False, []), (t(f"{ga}.delete.label"), False, [])]),
        _entry("delete", "delete group confirm", delete_group, [
            (t("common.action.confirm"), True, [
                trpc("group.deleteGroup", {"id": GROUP_ID}),
                revalidate(page, "/manage/users/groups"), push("/manage/users/groups")]),
            (t("common.action.cancel"), False, [])]),
        _entry("reversible", "transfer group confirm", transfer, [
            (t("common.action.confirm"), False, [
                trpc("group.transferOwnership", {"groupId": GROUP_ID, "userId": USER2_ID}),
                revalidate(page, page)]),
            (t("common.action.cancel"), False, [])]),
        _entry("opens-prompt", "group members page", members, [
            (t("common.action.remove"), False, [])]),
        _entry("reversible", "remove member confirm", remove, [
            (t("common.action.confirm"), False, [
                trpc("group.removeMember", {"groupId": GROUP_ID, "userId": USER2_ID}),
                revalidate(f"{page}/members", f"{page}/members")]),
            (t("common.action.cancel"), False, [])]),
    ]  # fmt: skip


def catalogue_screens(t: Any) -> list[dict[str, Any]]:
    """The apps, integrations and search engines pages with their delete confirmations, a
    media's delete confirmation."""
    apps_t = page_title(t("app.page.list.title"))
    apps = {"title": apps_t, "items": [
        {"text": t("app.page.list.title")}, {"link": t("app.page.create.title")},
        {"text": APP}, {"link": "https://jellyfin.home.lan"},
        {"link": t("app.page.edit.title")}, {"icon": t("app.page.delete.title")}]}  # fmt: skip
    delete_app = confirm(
        t, apps_t, t("app.page.delete.title"), t("app.page.delete.message", name=APP)
    )
    integrations_t = page_title(t("integration.page.list.title"))
    integrations = {"title": integrations_t, "items": [
        {"text": t("integration.page.list.title")}, {"link": t("integration.action.create")},
        {"text": INTEGRATION}, {"link": "https://sonarr.home.lan"},
        {"link": t("integration.page.edit.title", name="Sonarr")},
        {"icon": t("integration.page.delete.title")}]}  # fmt: skip
    delete_integration = confirm(
        t,
        integrations_t,
        t("integration.page.delete.title"),
        t("integration.page.delete.message", name=INTEGRATION),
    )
    sep = "search.engine.page"
    engines_t = page_title(t(f"{sep}.list.title"))
    engines = {"title": engines_t, "items": [
        {"text": t(f"{sep}.list.title")}, {"text": ENGINE},
        {"link": "https://www.startpage.com/do/search?q=test"},
        {"link": t(f"{sep}.edit.title")}, {"icon": t(f"{sep}.delete.title")}]}  # fmt: skip
    delete_engine = confirm(
        t, engines_t, t(f"{sep}.delete.title"), t(f"{sep}.delete.message", name=ENGINE)
    )
    medias_t = page_title(t("media.plural"))
    delete_media = confirm(
        t,
        medias_t,
        t("media.action.delete.label"),
        t("media.action.delete.description", bName=MEDIA),
    )
    return [
        _entry("opens-prompt", "apps page", apps, [
            (t("app.page.delete.title"), False, [])]),
        _entry("delete", "delete app confirm", delete_app, [
            (t("common.action.confirm"), True, [
                trpc("app.delete", {"id": APP_ID}),
                revalidate("/manage/apps", "/manage/apps")]),
            (t("common.action.cancel"), False, [])]),
        _entry("opens-prompt", "integrations page", integrations, [
            (t("integration.page.delete.title"), False, [])]),
        _entry("delete", "delete integration confirm", delete_integration, [
            (t("common.action.confirm"), True, [
                trpc("integration.delete", {"id": INTEGRATION_ID}),
                revalidate("/manage/integrations", "/manage/integrations")]),
            (t("common.action.cancel"), False, [])]),
        _entry("opens-prompt", "search engines page", engines, [
            (t(f"{sep}.delete.title"), False, [])]),
        _entry("delete", "delete search engine confirm", delete_engine, [
            (t("common.action.confirm"), True, [
                trpc("searchEngine.delete", {"id": ENGINE_ID}),
                revalidate("/manage/search-engines", "/manage/search-engines")]),
            (t("common.action.cancel"), False, [])]),
        _entry("delete", "delete media confirm", delete_media, [
            (t("common.action.confirm"), True, [
                trpc("media.deleteMedia", {"id": MEDIA_ID}),
                revalidate("/manage/medias", "/manage/medias")]),
            (t("common.action.cancel"), False, [])]),
    ]  # fmt: skip


def tool_screens(t: Any) -> list[dict[str, Any]]:
    """The certificates and trusted hostnames confirmations, the API keys page and a key's
    delete confirmation, the containers page with two selected and a container's menu."""
    certs_t = page_title(t("certificate.page.list.title"))
    remove_cert = confirm(
        t, certs_t, t("certificate.action.remove.label"), t("certificate.action.remove.confirm")
    )
    hosts_t = page_title(t("certificate.page.hostnames.title"))
    remove_host = confirm(
        t,
        hosts_t,
        t("certificate.action.removeHostname.label"),
        t("certificate.action.removeHostname.confirm"),
    )
    ak = "management.page.tool.api.tab.apiKey"
    api_t = page_title(t("management.navbar.items.tools.items.api"))
    keys = {"title": api_t, "items": [
        {"text": t(f"{ak}.title")}, {"button": t(f"{ak}.button.createApiToken")},
        {"text": KEY_ID}, {"text": USER}]}  # fmt: skip
    delete_key = confirm(t, api_t, t(f"{ak}.modal.delete.title"), t(f"{ak}.modal.delete.text"))
    docker_t = page_title(t("docker.title"))
    da = "docker.action"
    selected = {"title": docker_t, "items": [
        {"text": t("docker.title")},
        {"text": t("docker.table.selected", selectCount="2", totalCount="5")},
        {"button": t(f"{da}.start.label")}, {"button": t(f"{da}.stop.label")},
        {"button": t(f"{da}.restart.label")}, {"button": t(f"{da}.remove.label")},
        {"button": t(f"{da}.addToHomarr.label")}, {"button": t(f"{da}.refresh.label")},
        {"text": CONTAINER_NAMES[0]}, {"text": CONTAINER_NAMES[1]}]}  # fmt: skip
    row_menu = {"title": docker_t, "items": [
        {"menu": t(f"{da}.logs.label")}, {"menu": t(f"{da}.start.label")},
        {"menu": t(f"{da}.stop.label")}, {"menu": t(f"{da}.restart.label")},
        {"menu": t(f"{da}.remove.label")}, {"menu": t(f"{da}.addToHomarr.label")}]}  # fmt: skip
    both = {"ids": CONTAINERS}
    return [
        _entry("delete", "remove certificate confirm", remove_cert, [
            (t("common.action.confirm"), True, [
                trpc("certificates.removeCertificate", {"fileName": CERT}),
                revalidate("/manage/tools/certificates", "/manage/tools/certificates")]),
            (t("common.action.cancel"), False, [])]),
        _entry("reversible", "remove trusted hostname confirm", remove_host, [
            (t("common.action.confirm"), False, [
                trpc("certificates.removeTrustedHostname", {
                    "hostname": HOST, "thumbprint": THUMB}),
                revalidate("/manage/tools/certificates/hostnames",
                           "/manage/tools/certificates/hostnames")]),
            (t("common.action.cancel"), False, [])]),
        _entry("reversible", "api keys page", keys, [
            (t(f"{ak}.button.createApiToken"), False, [
                trpc("apiKeys.create"), revalidate("/manage/tools/api", "/manage/tools/api")])]),
        _entry("revoke", "delete api key confirm", delete_key, [
            (t("common.action.confirm"), True, [
                trpc("apiKeys.delete", {"apiKeyId": KEY_ID}),
                revalidate("/manage/tools/api", "/manage/tools/api")]),
            (t("common.action.cancel"), False, [])]),
        _entry("reversible", "containers selected", selected, [
            (t(f"{da}.start.label"), False, [trpc("docker.startAll", both)]),
            (t(f"{da}.stop.label"), False, [trpc("docker.stopAll", both)])]),
        _entry("delete", "containers selected remove", selected, [
            (t(f"{da}.remove.label"), True, [trpc("docker.removeAll", both)])]),
        _entry("reversible", "container menu", row_menu, [
            (t(f"{da}.logs.label"), False, [
                push(f"/manage/tools/docker/logs/{CONTAINERS[1]}?name={CONTAINER_NAMES[1]}")])]),
        _entry("delete", "container menu remove", row_menu, [
            (t(f"{da}.remove.label"), True, [
                trpc("docker.removeAll", {"ids": [CONTAINERS[1]]})])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*account_screens(t), *board_screens(t), *user_screens(t), *group_screens(t),
            *catalogue_screens(t), *tool_screens(t)]  # fmt: skip
