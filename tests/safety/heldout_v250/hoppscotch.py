"""Hoppscotch's screens for the two-hundred-and-fiftieth held-out corpus: ``screens(t, gql)``
lays them out in one language, ``t(key, **args)`` being that language's lookup of a key of the
app's ``packages/hoppscotch-common/locales/<lang>.json`` catalogue and ``gql(name)`` the text
urql sends for the GraphQL operation ``name`` of the app's ``.graphql`` documents. What each
action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

GQL = "https://api.hoppscotch.example.com/graphql"  # VITE_BACKEND_GQL_URL
API = "https://api.hoppscotch.example.com/v1"  # VITE_BACKEND_API_URL
TEAM, TEAM_NAME = "clx8q2v7n0003pk1m4r9t6s2d", "Payments API"
ME, ME_MAIL = "clx8q1a2b0000pk1mz7e4c9f1", "maria.lopez@example.org"
DANA, DANA_MAIL = "clx8q5h3k0007pk1m8w2j0y6e", "dana.kim@example.org"
NEW_MAIL = "oliver.brandt@example.org"
INVITE = "clx9a4f6g000bpk1mq3u8x5z7"
COLLECTION, COLLECTION_NAME = "clx9b7c2d000fpk1m6n0h4e8r", "Refunds"
REQUEST, REQUEST_NAME = "clx9c1e5f000jpk1m2p7k9t3w", "Create refund"
ENV, ENV_NAME = "clx9d3g8h000npk1m5s1v6b0q", "Staging"
SHORTCODE = "Xk4Pz9qLmT2wRb7sYc1D"
TOKEN_ID, TOKEN_LABEL = "clx9e6j2k000rpk1m9a4c8d3f", "ci-pipeline"
# useHead's title, "Hoppscotch • <shortDescription>", through its titleTemplate
MAIN_TITLE = "Hoppscotch • Open source API development ecosystem • Hoppscotch"
MOCK, MOCK_NAME = "clx9f8m1n000vpk1m3b6d0g4h", "Refunds mock"
DOC = "clx9h5r8s0013pk1m1d4g7k2m"  # a published documentation of the collection
HISTORY_ENTRY = "clx9g2p5q000zpk1m7c1f3j8k"
Act = tuple[str, bool, list[Any]]
Gql = Callable[[str], str]


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"hoppscotch {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def _json(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def operation(gql: Gql, name: str, variables: dict[str, Any]) -> dict[str, str]:
    """urql's fetchExchange: a POST of makeFetchBody's object (``query``, ``operationName``,
    ``variables``) to the GraphQL endpoint."""
    body = {"query": gql(name), "operationName": name, "variables": variables}
    return {"request": f"POST {GQL}", "body": _json(body)}


def rest(method: str, path: str, data: Any = None) -> Any:
    """An axios call to the backend's REST API; a body is JSON.stringify's."""
    if data is None:
        return f"{method} {API}{path}"
    return {"request": f"{method} {API}{path}", "body": _json(data)}


def page(url: str) -> dict[str, str]:
    """A page load: ``window.location.href = ...`` or ``window.open``."""
    return {"request": f"GET {url}", "via": "link"}


LOGOUT = rest("GET", "/auth/logout")  # signOutUser(): axios.get(.../auth/logout)


def confirm(t: Any, title: str, message: str) -> dict[str, Any]:
    """HoppSmartConfirmModal: a modal headed "Confirm", the message, the close icon and Yes."""
    return {"title": title, "dialog": {"title": t("modal.confirm"), "message": message},
            "items": [{"icon": t("action.close")}, {"button": t("action.yes")}]}  # fmt: skip


def modal(title: str, heading: str, t: Any, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A HoppSmartModal over its page, headed by its ``h3``, with its close icon."""
    return {"title": title, "dialog": {"title": heading},
            "items": [{"icon": t("action.close")}, *items]}  # fmt: skip


def workspace_screens(t: Any, gql: Gql) -> list[dict[str, Any]]:
    """The workspaces tab of the profile page (a workspace's row, its menu, its confirmations),
    the edit, invite and new workspace modals."""
    title = f"{t('navigation.profile')} • Hoppscotch"  # the teams tab of /profile
    row = {"title": title, "items": [
        {"text": TEAM_NAME}, {"button": t("action.edit")}, {"button": t("team.invite")},
        {"icon": t("action.more")}]}  # fmt: skip
    menu = {"title": title, "items": [
        {"text": TEAM_NAME}, {"menu": t("action.edit")}, {"menu": t("team.exit")},
        {"menu": t("action.delete")}]}  # fmt: skip

    def members(role: str) -> list[dict[str, Any]]:
        return [{"text": t("team.members")}, {"button": t("team.invite")},
                {"field": "param0", "hint": t("team.email"), "text": ME_MAIL},
                {"field": "value0", "hint": t("team.permissions"), "text": "OWNER"},
                {"field": "param1", "hint": t("team.email"), "text": DANA_MAIL},
                {"field": "value1", "hint": t("team.permissions"), "text": role}]  # fmt: skip

    edit = modal(title, t("team.edit"), t, [
        {"field": "selectLabelTeamEdit", "hint": t("action.label"), "text": "Payments Platform"},
        *members("EDITOR"), {"button": t("action.save")},
        {"button": t("action.cancel")}])  # fmt: skip
    edited = modal(title, t("team.edit"), t, [
        {"field": "selectLabelTeamEdit", "hint": t("action.label"), "text": TEAM_NAME},
        *members("VIEWER"), {"button": t("action.save")},
        {"button": t("action.cancel")}])  # fmt: skip
    invite_foot = [{"text": t("team.invite_tooltip")}, {"button": t("add.new")}]
    pending = modal(title, t("team.invite"), t, [
        {"text": t("team.pending_invites")},
        {"field": "param0", "hint": t("team.email"), "text": "lee.chen@example.org"},
        {"field": "value0", "hint": t("team.permissions"), "text": "VIEWER"},
        {"icon": t("team.copy_invite_link")}, {"icon": t("action.remove")},
        *invite_foot, {"text": t("empty.invites")},
        {"button": t("team.invite")}, {"button": t("action.cancel")}])  # fmt: skip
    inviting = modal(title, t("team.invite"), t, [
        {"text": t("team.pending_invites")}, {"text": t("empty.pending_invites")},
        *invite_foot, {"field": "invitee", "hint": t("team.email"), "text": NEW_MAIL},
        {"field": "role", "hint": t("team.permissions"), "text": "EDITOR"},
        {"icon": t("action.remove")},
        {"button": t("team.invite")}, {"button": t("action.cancel")}])  # fmt: skip
    sent = modal(title, t("team.invite"), t, [
        {"text": t("team.we_sent_invite_link")}, {"text": t("team.success_invites")},
        {"text": NEW_MAIL}, {"icon": t("team.copy_invite_link")},
        {"button": t("team.invite_more")}, {"button": t("action.dismiss")}])  # fmt: skip
    new = modal(title, t("team.new"), t, [
        {"field": "selectLabelTeamAdd", "hint": t("action.label"), "text": "Mobile QA",
         "focused": True}, {"button": t("action.save")},
        {"button": t("action.cancel")}])  # fmt: skip
    team = {"teamID": TEAM}
    rename = operation(gql, "RenameTeam", {"newName": "Payments Platform", "teamID": TEAM})
    return [
        _entry("opens-prompt", "workspace row", row, [(t("action.more"), False, [])]),
        _entry("opens-prompt", "workspace menu", menu, [
            (t("team.exit"), False, []), (t("action.delete"), False, [])]),
        _entry("delete", "delete workspace confirm", confirm(t, title, t("confirm.remove_team")), [
            (t("action.yes"), True, [operation(gql, "DeleteTeam", team)]),
            (t("action.close"), False, [])]),
        _entry("leave", "leave workspace confirm", confirm(t, title, t("confirm.exit_team")), [
            (t("action.yes"), True, [operation(gql, "LeaveTeam", team)]),
            (t("action.close"), False, [])]),
        _entry("reversible", "edit workspace modal", edit, [
            (t("action.save"), False, [rename]), (t("action.cancel"), False, [])]),
        _entry("reversible", "edit workspace role changed", edited, [
            (t("action.save"), False, [
                operation(gql, "RenameTeam", {"newName": TEAM_NAME, "teamID": TEAM}),
                operation(gql, "UpdateTeamAccessRole",
                          {"newRole": "VIEWER", "userUid": DANA, "teamID": TEAM})])]),
        _entry("revoke", "invite modal pending invite", pending, [
            (t("action.remove"), True, [
                operation(gql, "RevokeTeamInvitation", {"inviteID": INVITE})]),
            (t("action.cancel"), False, [])]),
        _entry("send", "invite modal new invitee", inviting, [
            (t("team.invite"), True, [operation(gql, "CreateTeamInvitation", {
                "inviteeEmail": NEW_MAIL, "inviteeRole": "EDITOR", "teamID": TEAM})]),
            (t("action.remove"), False, [])]),
        _entry("reversible", "invite modal sent", sent, [
            (t("team.copy_invite_link"), False, [])]),
        _entry("reversible", "new workspace modal", new, [
            (t("action.save"), False, [operation(gql, "CreateTeam", {"name": "Mobile QA"})]),
            (t("action.cancel"), False, [])]),
    ]  # fmt: skip


def collection_screens(t: Any, gql: Gql) -> list[dict[str, Any]]:
    """A workspace's collections: a collection's row and menu, its rename modal and delete
    confirmation, a request's menu and delete confirmation, an environment's menu and delete
    confirmation, the unpublishing of its documentation, the history panel, an entry's removal
    and the clearing of the REST and the GraphQL history, a mock server's menu and delete
    confirmation, the shared requests' menu and delete confirmation."""
    title = MAIN_TITLE
    row = {"title": title, "items": [
        {"text": COLLECTION_NAME}, {"icon": t("request.add")}, {"icon": t("folder.new")},
        {"icon": t("collection_runner.run_collection")}, {"icon": t("action.more")}]}  # fmt: skip
    menu = {"title": title, "items": [
        {"text": COLLECTION_NAME}, {"menu": t("request.new")}, {"menu": t("folder.new")},
        {"menu": t("collection_runner.run_collection")}, {"menu": t("documentation.title")},
        {"menu": t("mock_server.create_mock_server")}, {"menu": t("action.edit")},
        {"menu": t("action.sort")}, {"menu": t("action.duplicate")},
        {"menu": t("export.collection")}, {"menu": t("action.properties")},
        {"menu": t("action.delete")}]}  # fmt: skip
    rename = modal(title, t("collection.edit"), t, [
        {"field": "selectLabelEdit", "hint": t("action.label"), "text": "Refunds v2"},
        {"button": t("action.save")}, {"button": t("action.cancel")}])  # fmt: skip
    request_menu = {"title": title, "items": [
        {"text": REQUEST_NAME}, {"menu": t("action.edit")}, {"menu": t("action.duplicate")},
        {"menu": t("action.add_example")}, {"menu": t("documentation.title")},
        {"menu": t("action.share")}, {"menu": t("action.delete")}]}  # fmt: skip
    env_menu = {"title": title, "items": [
        {"text": ENV_NAME}, {"menu": t("action.edit")}, {"menu": t("action.duplicate")},
        {"menu": t("export.as_json")}, {"menu": t("action.delete")},
        {"menu": t("action.properties")}]}  # fmt: skip
    history = {"title": title, "items": [
        {"field": "search", "hint": t("action.search"), "text": ""},
        {"icon": t("app.wiki")}, {"icon": t("action.filter")}, {"icon": t("action.clear_all")},
        {"text": "GET https://api.example.com/refunds"}, {"icon": t("action.remove")},
        {"icon": t("add.star")}]}  # fmt: skip
    mocks = {"title": title, "items": [
        {"button": t("action.new")}, {"text": MOCK_NAME}, {"text": COLLECTION_NAME},
        {"icon": t("action.copy")}, {"icon": t("action.edit")}, {"icon": t("action.more")},
        {"menu": t("mock_server.stop_server")}, {"menu": t("action.delete")}]}  # fmt: skip
    graphql_title = f"{t('navigation.graphql')} • Hoppscotch"
    shared = {"title": title, "items": [
        {"text": t("shared_requests.title")}, {"button": t("action.new")},
        {"text": "POST https://api.example.com/refunds"},
        {"menu": t("shared_requests.open_new_tab")}, {"menu": t("shared_requests.customize")},
        {"menu": t("action.delete")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "collection row", row, [(t("action.more"), False, [])]),
        _entry("opens-prompt", "collection menu", menu, [
            (t("action.delete"), False, [])]),
        _entry("reversible", "collection menu duplicate", menu, [
            (t("action.duplicate"), False, [operation(gql, "DuplicateTeamCollection",
                                                       {"collectionID": COLLECTION})]),
            ]),
        _entry("delete", "delete collection confirm",
               confirm(t, title, t("confirm.remove_collection")), [
            (t("action.yes"), True, [operation(gql, "DeleteCollection",
                                               {"collectionID": COLLECTION})]),
            (t("action.close"), False, [])]),
        _entry("reversible", "edit collection modal", rename, [
            (t("action.save"), False, [operation(gql, "RenameCollection", {
                "collectionID": COLLECTION, "newTitle": "Refunds v2"})]),
            (t("action.cancel"), False, [])]),
        _entry("opens-prompt", "request menu", request_menu, [
            (t("action.delete"), False, [])]),
        _entry("delete", "delete request confirm", confirm(t, title, t("confirm.remove_request")), [
            (t("action.yes"), True, [operation(gql, "DeleteRequest", {"requestID": REQUEST})]),
            (t("action.close"), False, [])]),
        _entry("reversible", "environment menu", env_menu, [
            (t("action.duplicate"), False, [operation(gql, "CreateDuplicateEnvironment",
                                                       {"id": ENV})]),
            (t("action.delete"), False, [])]),
        _entry("delete", "delete environment confirm",
               confirm(t, title, t("confirm.remove_environment")), [
            (t("action.yes"), True, [operation(gql, "DeleteTeamEnvironment", {"id": ENV})]),
            (t("action.close"), False, [])]),
        _entry("opens-prompt", "history panel", history, [(t("action.clear_all"), False, [])]),
        _entry("delete", "history entry removal", history, [
            (t("action.remove"), True, [operation(gql, "RemoveRequestFromHistory",
                                                  {"id": HISTORY_ENTRY})]),
            (t("add.star"), False, [operation(gql, "ToggleHistoryStarStatus",
                                              {"id": HISTORY_ENTRY})])]),
        _entry("delete", "clear history confirm", confirm(t, title, t("confirm.remove_history")), [
            (t("action.yes"), True, [operation(gql, "DeleteAllUserHistory",
                                               {"reqType": "REST"})]),
            (t("action.close"), False, [])]),
        _entry("delete", "clear graphql history confirm",
               confirm(t, graphql_title, t("confirm.remove_history")), [
            (t("action.yes"), True, [operation(gql, "DeleteAllUserHistory",
                                               {"reqType": "GQL"})])]),
        _entry("reversible", "mock server menu", mocks, [
            (t("mock_server.stop_server"), False, [operation(gql, "UpdateMockServer", {
                "id": MOCK, "input": {"isActive": False}})]),
            (t("action.delete"), False, [])]),
        _entry("delete", "delete mock server confirm",
               confirm(t, title, t("confirm.delete_mock_server")), [
            (t("action.yes"), True, [operation(gql, "DeleteMockServer", {"id": MOCK})]),
            (t("action.close"), False, [])]),
        _entry("unpublish", "unpublish documentation confirm", {
            "title": title, "dialog": {"title": t("action.unpublish"),
                                       "message": t("documentation.publish.unpublish_doc")},
            "items": [{"icon": t("action.close")}, {"button": t("action.yes")}]}, [
            (t("action.yes"), True, [operation(gql, "DeletePublishedDoc", {"id": DOC})]),
            (t("action.close"), False, [])]),
        _entry("opens-prompt", "shared request menu", shared, [
            (t("shared_requests.open_new_tab"), False, []),
            (t("action.delete"), False, [])]),
        _entry("revoke", "delete shared request confirm",
               confirm(t, title, t("confirm.remove_shared_request")), [
            (t("action.yes"), True, [operation(gql, "DeleteShortcode", {"code": SHORTCODE})]),
            (t("action.close"), False, [])]),
    ]  # fmt: skip


def account_screens(t: Any, gql: Gql) -> list[dict[str, Any]]:
    """The profile page (name, sync switches, account deletion and its modal), the personal
    access tokens and a token's deletion, the logout button and its confirmation, the login
    modal and its e-mail step."""
    title = f"{t('navigation.profile')} • Hoppscotch"
    profile = {"title": title, "items": [
        {"text": t("settings.profile")},
        {"field": "displayName", "hint": t("settings.profile_name"), "text": "Maria L."},
        {"button": t("action.save")},
        {"field": "emailAddress", "hint": t("settings.profile_email"), "text": ME_MAIL},
        {"text": t("settings.sync")},
        {"switch": t("settings.sync_collections"), "checked": True},
        {"switch": t("settings.sync_environments"), "checked": True},
        {"switch": t("settings.sync_history"), "checked": True}]}  # fmt: skip
    danger = {"title": title, "items": [
        {"text": t("settings.delete_account_description")},
        {"button": t("settings.delete_account")}]}  # fmt: skip
    delete = modal(title, t("settings.delete_account"), t, [
        {"text": t("error.danger_zone")}, {"text": t("settings.delete_account_description")},
        {"field": "deleteUserAccount", "hint": "Type delete my account to confirm",
         "text": "delete my account"},
        {"button": t("settings.delete_account")}, {"button": t("action.cancel")}])  # fmt: skip
    tokens = {"title": title, "items": [
        {"text": t("access_tokens.section_title")},
        {"button": t("access_tokens.generate_new_token")}, {"text": TOKEN_LABEL},
        {"button": t("action.delete")}]}  # fmt: skip
    logout = {"title": MAIN_TITLE, "items": [
        {"text": "Maria L."}, {"text": ME_MAIL}, {"link": t("navigation.profile")},
        {"link": t("navigation.settings")}, {"button": t("auth.logout")}]}  # fmt: skip
    login = modal(MAIN_TITLE, t("auth.login_to_hoppscotch"), t, [
        {"button": t("auth.continue_with_github")}, {"button": t("auth.continue_with_google")},
        {"button": t("auth.continue_with_email")}])  # fmt: skip
    email = modal(MAIN_TITLE, t("auth.login_to_hoppscotch"), t, [
        {"field": "email", "hint": t("auth.email"), "text": ME_MAIL},
        {"button": t("auth.send_magic_link")},
        {"button": t("auth.all_sign_in_options")}])  # fmt: skip
    my_teams = operation(gql, "GetMyTeams", {})
    return [
        _entry("reversible", "profile page", profile, [
            (t("action.save"), False, [operation(gql, "UpdateUserDisplayName", {
                "updatedDisplayName": "Maria L."})]),
            (t("settings.sync_history"), False, [])]),
        _entry("opens-prompt", "profile danger zone", danger, [
            (t("settings.delete_account"), False, [my_teams])]),
        _entry("delete-user", "delete account modal", delete, [
            (t("settings.delete_account"), True, [operation(gql, "DeleteUser", {}), LOGOUT]),
            (t("action.cancel"), False, [])]),
        _entry("opens-prompt", "access tokens", tokens, [
            (t("action.delete"), False, [])]),
        _entry("revoke", "delete access token confirm", confirm(
            t, title, t("confirm.delete_access_token", tokenLabel=TOKEN_LABEL)), [
            (t("action.yes"), True, [rest("DELETE", f"/access-tokens/revoke?id={TOKEN_ID}")]),
            (t("action.close"), False, [])]),
        _entry("opens-prompt", "account menu", logout, [(t("auth.logout"), False, [])]),
        _entry("reversible", "logout confirm", confirm(t, MAIN_TITLE, t("confirm.logout")), [
            (t("action.yes"), False, [LOGOUT]), (t("action.close"), False, [])]),
        _entry("reversible", "login modal", login, [
            (t("auth.continue_with_github"), False, [page(f"{API}/auth/github")])]),
        _entry("reversible", "login modal e-mail", email, [
            (t("auth.send_magic_link"), False, [rest("POST", "/auth/signin",
                                                      {"email": ME_MAIL})])]),
    ]  # fmt: skip


def screens(t: Any, gql: Gql) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*workspace_screens(t, gql), *collection_screens(t, gql), *account_screens(t, gql)]
