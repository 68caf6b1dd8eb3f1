"""Woodpecker CI's screens for the three-hundred-and-twenty-fourth held-out corpus:
``screens(t, ok, cancel)`` lays them out in one language, ``t(key, **args)`` being that
language's lookup of a key of the app's ``web/src/assets/locales/<lang>.json`` catalogue and
``ok``/``cancel`` the buttons the browser's own ``confirm()`` shows. What each action sends,
and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

SERVER = "https://ci.example.org"  # the server's address; the app's rootPath is empty
REPO, REPO_NAME, ORG = 7, "octo-labs/webshop", 3
PIPELINE, STEP = 42, 311
SECRET, GLOBAL_SECRET = "deploy_key", "docker_password"
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """ApiClient's fetch to the server's ``/api``; a body is JSON.stringify's."""
    if data is None:
        return f"{method} {path}"
    return {"request": f"{method} {path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def page(url: str) -> dict[str, str]:
    """A page load: an ``<a href>`` or ``window.location.href = ...``."""
    return {"request": f"GET {url}", "via": "link"}


def title(*parts: str) -> str:
    """useWPTitle: the parts joined with a middle dot, then the app's name."""
    return " · ".join([*parts, "Woodpecker"])


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"woodpecker {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(page_title: str, message: str, ok: str, cancel: str) -> dict[str, Any]:
    """The browser's ``confirm()`` over a page: its message, OK and Cancel."""
    return {"title": page_title, "dialog": {"message": message},
            "items": [{"button": ok}, {"button": cancel}]}  # fmt: skip


OWN_REPOS = [api("GET", "/api/user/repos?"), api("GET", "/api/repos?page=1")]  # loadRepos()
SECRET_LISTS = [api("GET", f"/api/repos/{REPO}/secrets?page=1"),
                api("GET", f"/api/orgs/{ORG}/secrets?page=1"),
                api("GET", "/api/secrets?page=1")]  # fmt: skip
REGISTRY_LISTS = [api("GET", f"/api/repos/{REPO}/registries?page=1"),
                  api("GET", f"/api/orgs/{ORG}/registries?page=1"),
                  api("GET", "/api/registries?page=1")]  # fmt: skip


def general_screens(t: Any) -> list[dict[str, Any]]:
    """The navigation bar, the repositories page, the add-repository page, the login page,
    the user settings and the CLI and API page."""
    repos_t = title(t("repositories.title"))
    nav = {"title": repos_t, "items": [
        {"link": "v3.9.0"}, {"link": t("repositories.title")}, {"link": t("docs")},
        {"link": t("api")}, {"icon": t("settings")},
        {"icon": t("user.settings.settings")}]}  # fmt: skip
    repos = {"title": repos_t, "items": [
        {"text": t("repositories.title")},
        {"field": "search", "hint": t("search"), "text": ""},
        {"icon": t("repo.add")}, {"icon": t("repo.refresh")},
        {"text": t("repositories.last.title")}, {"link": REPO_NAME}]}  # fmt: skip
    add = {"title": title(t("repo.add")), "items": [
        {"text": t("repo.add")}, {"field": "search", "hint": t("search"), "text": ""},
        {"link": REPO_NAME}, {"text": t("repo.enable.enabled")},
        {"text": "octo-labs/docs-site"}, {"button": t("repo.enable.enable")}]}  # fmt: skip
    login = {"title": title(t("login")), "items": [
        {"text": t("login_to_woodpecker_with")}, {"button": "github.com"}]}  # fmt: skip
    user_t = title(t("user.settings.general.general"), t("user.settings.settings"))
    user = {"title": user_t, "items": [
        {"text": t("user.settings.settings")}, {"button": t("logout")},
        {"tab": t("user.settings.general.general")}, {"tab": t("secrets.secrets")},
        {"tab": t("user.settings.cli_and_api.cli_and_api")},
        {"text": t("user.settings.general.language")},
        {"text": t("user.settings.general.theme.theme")},
        {"switch": t("user.settings.general.pipeline_logs.collapse_groups.collapse"),
         "checked": True}]}  # fmt: skip
    cli_name = t("user.settings.cli_and_api.cli_and_api")
    cli = {"title": title(cli_name, t("user.settings.settings")), "items": [
        {"text": cli_name}, {"text": t("user.settings.cli_and_api.cli_usage")},
        {"link": t("user.settings.cli_and_api.download_cli")},
        {"text": f"# woodpecker setup --server {SERVER}"},
        {"text": t("user.settings.cli_and_api.token")},
        {"button": t("user.settings.cli_and_api.reset_token")},
        {"text": t("user.settings.cli_and_api.api_usage")},
        {"link": t("user.settings.cli_and_api.swagger_ui")}]}  # fmt: skip
    return [
        _entry("reversible", "navigation bar", nav, [
            (t("repositories.title"), False, OWN_REPOS),
            (t("docs"), False, [page("https://woodpecker-ci.org/")])]),
        _entry("reversible", "repositories page", repos, [
            (t("repo.add"), False, [api("GET", "/api/user/repos?all=true")]),
            (t("repo.refresh"), False, [api("POST", "/api/user/repos/refresh"), *OWN_REPOS])]),
        _entry("reversible", "add repository page", add, [
            (t("repo.enable.enable"), False, [
                api("POST", "/api/repos?forge_remote_id=48213911")])]),
        _entry("reversible", "login page", login, [
            ("github.com", False, [page("/authorize?forge_id=1")])]),
        _entry("reversible", "user settings", user, [
            (t("logout"), False, [page(f"{SERVER}/logout")])]),
        _entry("revoke", "cli and api reset token", cli, [
            (t("user.settings.cli_and_api.reset_token"), True, [
                api("DELETE", "/api/user/token"), page(f"{SERVER}/logout")])]),
        _entry("reversible", "cli and api links", cli, [
            (t("user.settings.cli_and_api.download_cli"), False, [
                page("https://github.com/woodpecker-ci/woodpecker/releases")])]),
    ]  # fmt: skip


def pipeline_screens(t: Any, ok: str, cancel: str) -> list[dict[str, Any]]:
    """A repository's header, the manual pipeline form, a pipeline running, finished and
    blocked, the deploy popup, a step's log and its deletion's confirmation."""
    repo_t = title(t("repo.activity"), REPO_NAME)
    header = {"title": repo_t, "items": [
        {"link": "octo-labs"}, {"text": "webshop"}, {"icon": t("repo.open_in_forge")},
        {"icon": t("settings")}, {"button": t("repo.manual_pipeline.trigger")},
        {"tab": t("repo.activity")}, {"tab": t("repo.branches")}]}  # fmt: skip
    manual = {"title": title(t("repo.manual_pipeline.trigger"), REPO_NAME), "items": [
        {"button": t("repo.manual_pipeline.show_pipelines")},
        {"text": t("repo.manual_pipeline.title")},
        {"field": "message", "hint": t("repo.manual_pipeline.message.title"),
         "text": "Rebuild the docs"},
        {"text": t("repo.manual_pipeline.select_branch")}, {"text": "main"},
        {"text": t("repo.manual_pipeline.variables.title")},
        {"button": t("repo.manual_pipeline.trigger")}]}  # fmt: skip
    number = t("repo.pipeline.pipeline", pipelineId=str(PIPELINE))
    pipe_t = title(t("repo.pipeline.tasks"), number, REPO_NAME)

    def pipeline(buttons: list[str], body: list[dict[str, Any]]) -> dict[str, Any]:
        return {"title": pipe_t, "items": [
            {"link": "octo-labs"}, {"link": "webshop"}, {"text": number},
            {"text": "Bump lodash to 4.17.21"}, *({"button": b} for b in buttons),
            {"tab": t("repo.pipeline.tasks")}, {"tab": t("repo.pipeline.config")},
            {"tab": t("repo.pipeline.debug.title")}, *body]}  # fmt: skip

    step = [{"row": "test"}, {"text": t("repo.pipeline.log_title")},
            {"icon": t("repo.pipeline.actions.log_download")},
            {"icon": t("repo.pipeline.actions.log_delete")}]  # fmt: skip
    running = pipeline(
        [t("repo.pipeline.actions.cancel"), t("repo.pipeline.actions.restart")], step
    )
    done = pipeline([t("repo.pipeline.actions.restart"), t("repo.pipeline.actions.deploy")], step)
    blocked = pipeline([], [
        {"text": t("repo.pipeline.protected.awaits")},
        {"button": t("repo.pipeline.protected.approve")},
        {"button": t("repo.pipeline.protected.decline")}])  # fmt: skip
    deploy = {"title": pipe_t,
              "dialog": {"title": t("repo.deploy_pipeline.title", pipelineId=str(PIPELINE))},
              "items": [
        {"field": "environment", "hint": t("repo.deploy_pipeline.enter_target"),
         "text": "production"},
        {"field": "task", "hint": t("repo.deploy_pipeline.enter_task"), "text": ""},
        {"text": t("repo.deploy_pipeline.variables.title")},
        {"button": t("repo.deploy_pipeline.trigger")}]}  # fmt: skip
    base = f"/api/repos/{REPO}/pipelines"
    return [
        _entry("reversible", "repository header", header, [
            (t("repo.manual_pipeline.trigger"), False, [
                api("GET", f"/api/repos/{REPO}/branches?page=1")]),
            (t("repo.open_in_forge"), False, [page(f"https://github.com/{REPO_NAME}")])]),
        _entry("reversible", "manual pipeline form", manual, [
            (t("repo.manual_pipeline.trigger"), False, [api("POST", base, {
                "message": "Rebuild the docs", "branch": "main", "variables": {}})])]),
        _entry("reversible", "pipeline running", running, [
            (t("repo.pipeline.actions.cancel"), False, [
                api("POST", f"{base}/{PIPELINE}/cancel")]),
            (t("repo.pipeline.actions.restart"), False, [
                api("POST", f"{base}/{PIPELINE}?fork=true")])]),
        _entry("opens-prompt", "pipeline finished", done, [
            (t("repo.pipeline.actions.deploy"), False, []),
            (t("repo.pipeline.actions.log_delete"), False, [])]),
        _entry("deploy", "deploy popup", deploy, [
            (t("repo.deploy_pipeline.trigger"), True, [api("POST", f"{base}/{PIPELINE}"
                "?deploy_task=&deploy_to=production&event=deployment")])]),
        _entry("approve", "pipeline blocked approve", blocked, [
            (t("repo.pipeline.protected.approve"), True, [
                api("POST", f"{base}/{PIPELINE}/approve")])]),
        _entry("decline", "pipeline blocked decline", blocked, [
            (t("repo.pipeline.protected.decline"), True, [
                api("POST", f"{base}/{PIPELINE}/decline")])]),
        _entry("delete", "step log delete confirm", confirm(
            pipe_t, t("repo.pipeline.log_delete_confirm"), ok, cancel), [
            (ok, True, [api("DELETE", f"/api/repos/{REPO}/logs/{PIPELINE}/{STEP}")]),
            (cancel, False, [])]),
    ]  # fmt: skip


def settings_screens(t: Any, ok: str, cancel: str) -> list[dict[str, Any]]:
    """A repository's settings: the project page, secrets, registries, crons and actions,
    with their forms and confirmations."""
    general = {"title": title(t("repo.settings.general.project"), REPO_NAME), "items": [
        {"text": t("repo.settings.general.project")},
        {"switch": t("repo.settings.general.allow_pr.allow"), "checked": True},
        {"switch": t("repo.settings.general.allow_deploy.allow"), "checked": True},
        {"text": t("repo.visibility.visibility")},
        {"field": "timeout", "hint": t("repo.settings.general.timeout.timeout"), "text": "60"},
        {"button": t("repo.settings.general.save")}]}  # fmt: skip
    secrets_t = title(t("secrets.secrets"), REPO_NAME)
    secrets = {"title": secrets_t, "items": [
        {"text": t("secrets.secrets")}, {"button": t("secrets.add")},
        {"text": SECRET}, {"text": "push"}, {"icon": t("secrets.edit")},
        {"icon": t("secrets.delete")}, {"text": GLOBAL_SECRET},
        {"text": t("global_level_secret")}]}  # fmt: skip

    def secret_form(name: str, value: str, submit: str) -> dict[str, Any]:
        return {"title": secrets_t, "items": [
            {"button": t("secrets.show")},
            {"field": "name", "hint": t("secrets.name"), "text": name},
            {"field": "value", "hint": t("secrets.value"), "text": value},
            {"text": t("secrets.plugins.images")}, {"text": t("secrets.events.events")},
            {"switch": t("repo.pipeline.event.push"), "checked": True},
            {"switch": t("repo.pipeline.event.tag"), "checked": False},
            {"button": t("cancel")}, {"button": submit}]}  # fmt: skip

    registries_t = title(t("registries.credentials"), REPO_NAME)
    registries = {"title": registries_t, "items": [
        {"text": t("registries.credentials")}, {"button": t("registries.add")},
        {"text": "ghcr.io"}, {"icon": t("registries.edit")},
        {"icon": t("registries.delete")}]}  # fmt: skip
    crons_t = title(t("repo.settings.crons.crons"), REPO_NAME)
    crons = {"title": crons_t, "items": [
        {"text": t("repo.settings.crons.crons")}, {"button": t("repo.settings.crons.add")},
        {"text": "nightly"}, {"icon": t("repo.settings.crons.run")},
        {"icon": t("repo.settings.crons.edit")},
        {"icon": t("repo.settings.crons.delete")}]}  # fmt: skip
    cron_form = {"title": crons_t, "items": [
        {"button": t("repo.settings.crons.show")},
        {"field": "name", "hint": t("repo.settings.crons.name.placeholder"), "text": "weekly"},
        {"switch": t("repo.settings.crons.enabled"), "checked": True},
        {"field": "branch", "hint": t("repo.settings.crons.branch.placeholder"),
         "text": "main"},
        {"field": "schedule", "hint": t("repo.settings.crons.schedule.placeholder"),
         "text": "@weekly"},
        {"button": t("cancel")}, {"button": t("repo.settings.crons.add")}]}  # fmt: skip
    actions_t = title(t("repo.settings.actions.actions"), REPO_NAME)
    actions = {"title": actions_t, "items": [
        {"text": t("repo.settings.actions.actions")},
        {"button": t("repo.settings.actions.repair.repair")},
        {"button": t("repo.settings.actions.disable.disable")},
        {"button": t("repo.settings.actions.delete.delete")}]}  # fmt: skip
    settings = {"config_file": "", "timeout": 60, "visibility": "private",
                "require_approval": "forks",
                "trusted": {"network": False, "volumes": False, "security": False},
                "approval_allowed_users": [], "allow_pr": True, "allow_deploy": True,
                "cancel_previous_pipeline_events": [], "netrc_trusted": []}  # fmt: skip
    secrets_path = f"/api/repos/{REPO}/secrets"
    cron_path = f"/api/repos/{REPO}/cron"
    cron_list = api("GET", f"{cron_path}?page=1")
    return [
        _entry("reversible", "project settings", general, [
            (t("repo.settings.general.allow_deploy.allow"), False, []),
            (t("repo.settings.general.save"), False, [
                api("PATCH", f"/api/repos/{REPO}", settings),
                api("GET", f"/api/repos/{REPO}")])]),
        _entry("opens-prompt", "secrets list", secrets, [
            (t("secrets.add"), False, []), (t("secrets.delete"), False, [])]),
        _entry("delete", "secret delete confirm", confirm(
            secrets_t, t("secrets.delete_confirm"), ok, cancel), [
            (ok, True, [api("DELETE", f"{secrets_path}/{SECRET}"), *SECRET_LISTS]),
            (cancel, False, [])]),
        _entry("reversible", "secret add form", secret_form(
            "npm_token", "npm_q8T2xV5kLm0RwZ3c", t("secrets.add")), [
            (t("secrets.add"), False, [api("POST", secrets_path, {
                "name": "npm_token", "value": "npm_q8T2xV5kLm0RwZ3c", "images": [],
                "events": ["push"]}), *SECRET_LISTS]),
            (t("cancel"), False, [])]),
        _entry("overwrite", "secret edit form", secret_form(
            SECRET, "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIG7k", t("secrets.save")), [
            (t("secrets.save"), True, [api("PATCH", f"{secrets_path}/{SECRET}", {
                "id": 12, "org_id": 0, "repo_id": REPO, "name": SECRET, "images": [],
                "events": ["push"], "note": "",
                "value": "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIG7k"}), *SECRET_LISTS]),
            (t("cancel"), False, [])]),
        _entry("opens-prompt", "registries list", registries, [
            (t("registries.delete"), False, [])]),
        _entry("delete", "registry delete confirm", confirm(
            registries_t, t("registries.delete_confirm"), ok, cancel), [
            (ok, True, [api("DELETE", f"/api/repos/{REPO}/registries/ghcr.io"),
                        *REGISTRY_LISTS]),
            (cancel, False, [])]),
        _entry("reversible", "crons list", crons, [
            (t("repo.settings.crons.run"), False, [api("POST", f"{cron_path}/5")]),
            (t("repo.settings.crons.edit"), False, [])]),
        _entry("delete", "crons list delete", crons, [
            (t("repo.settings.crons.delete"), True, [
                api("DELETE", f"{cron_path}/5"), cron_list])]),
        _entry("reversible", "cron add form", cron_form, [
            (t("repo.settings.crons.add"), False, [api("POST", cron_path, {
                "timezone": "UTC", "name": "weekly", "branch": "main",
                "schedule": "@weekly"}), cron_list]),
            (t("cancel"), False, [])]),
        _entry("reversible", "repository actions", actions, [
            (t("repo.settings.actions.repair.repair"), False, [
                api("POST", f"/api/repos/{REPO}/repair")]),
            (t("repo.settings.actions.disable.disable"), False, [
                api("DELETE", f"/api/repos/{REPO}?remove=false"), *OWN_REPOS])]),
        _entry("opens-prompt", "repository actions delete", actions, [
            (t("repo.settings.actions.delete.delete"), False, [])]),
        _entry("delete", "repository delete confirm", confirm(
            actions_t, t("repo.settings.actions.delete.confirm"), ok, cancel), [
            (ok, True, [api("DELETE", f"/api/repos/{REPO}?remove=true"), *OWN_REPOS]),
            (cancel, False, [])]),
    ]  # fmt: skip


def admin_screens(t: Any, ok: str, cancel: str) -> list[dict[str, Any]]:
    """The server's settings: users, organizations, agents, the queue, forges and global
    secrets, with their forms and confirmations."""
    admin = t("admin.settings.settings")
    users_t = title(t("admin.settings.users.users"), admin)
    users = {"title": users_t, "items": [
        {"text": t("admin.settings.users.users")}, {"button": t("admin.settings.users.add")},
        {"text": "dana"}, {"text": "github.com"},
        {"icon": t("admin.settings.users.edit_user")},
        {"icon": t("admin.settings.users.delete_user")}]}  # fmt: skip
    user_form = {"title": users_t, "items": [
        {"button": t("admin.settings.users.show")},
        {"field": "login", "hint": t("admin.settings.users.login"), "text": "erin"},
        {"field": "email", "hint": t("admin.settings.users.email"), "text": "erin@example.org"},
        {"switch": t("admin.settings.users.admin.placeholder"), "checked": False},
        {"button": t("admin.settings.users.cancel")},
        {"button": t("admin.settings.users.add")}]}  # fmt: skip
    orgs_t = title(t("admin.settings.orgs.orgs"), admin)
    orgs = {"title": orgs_t, "items": [
        {"text": t("admin.settings.orgs.orgs")}, {"text": "old-team"},
        {"icon": t("admin.settings.orgs.view")},
        {"icon": t("admin.settings.orgs.org_settings")},
        {"icon": t("admin.settings.orgs.delete_org")}]}  # fmt: skip
    agents_t = title(t("admin.settings.agents.agents"), admin)
    agents = {"title": agents_t, "items": [
        {"text": t("admin.settings.agents.agents")}, {"button": t("admin.settings.agents.add")},
        {"text": "runner-2"}, {"icon": t("admin.settings.agents.edit_agent")},
        {"icon": t("admin.settings.agents.delete_agent")}]}  # fmt: skip
    queue = {"title": title(t("admin.settings.queue.queue"), admin), "items": [
        {"text": t("admin.settings.queue.queue")}, {"button": t("admin.settings.queue.pause")},
        {"text": t("admin.settings.queue.tasks")}, {"text": "test"},
        {"icon": t("repo.pipeline.view")}]}  # fmt: skip
    forges_t = title(t("forges"), admin)
    forges = {"title": forges_t, "items": [
        {"text": t("forges")}, {"button": t("add_forge")}, {"text": "gitea.example.org"},
        {"icon": t("edit_forge")}, {"icon": t("delete_forge")}]}  # fmt: skip
    secrets_t = title(t("secrets.secrets"), admin)
    return [
        _entry("opens-prompt", "admin users", users, [
            (t("admin.settings.users.add"), False, []),
            (t("admin.settings.users.delete_user"), False, [])]),
        _entry("delete-user", "admin user delete confirm", confirm(
            users_t, t("admin.settings.users.delete_confirm"), ok, cancel), [
            (ok, True, [api("DELETE", "/api/users/dana?forge_id=1"),
                        api("GET", "/api/users?page=1")]),
            (cancel, False, [])]),
        _entry("reversible", "admin user add form", user_form, [
            (t("admin.settings.users.add"), False, [
                api("POST", "/api/users", {"login": "erin", "email": "erin@example.org"}),
                api("GET", "/api/users?page=1")]),
            (t("admin.settings.users.cancel"), False, [])]),
        _entry("opens-prompt", "admin organizations", orgs, [
            (t("admin.settings.orgs.delete_org"), False, [])]),
        _entry("delete", "admin organization delete confirm", confirm(
            orgs_t, t("admin.settings.orgs.delete_confirm"), ok, cancel), [
            (ok, True, [api("DELETE", "/api/orgs/4"), api("GET", "/api/orgs?page=1")]),
            (cancel, False, [])]),
        _entry("opens-prompt", "admin agents", agents, [
            (t("admin.settings.agents.delete_agent"), False, [])]),
        _entry("delete", "admin agent delete confirm", confirm(
            agents_t, t("admin.settings.agents.delete_confirm"), ok, cancel), [
            (ok, True, [api("DELETE", "/api/agents/3"), api("GET", "/api/agents?page=1")]),
            (cancel, False, [])]),
        _entry("reversible", "admin queue", queue, [
            (t("admin.settings.queue.pause"), False, [
                api("POST", "/api/queue/pause"), api("GET", "/api/queue/info")])]),
        _entry("opens-prompt", "admin forges", forges, [
            (t("delete_forge"), False, [])]),
        _entry("delete", "admin forge delete confirm", confirm(
            forges_t, t("forge_delete_confirm"), ok, cancel), [
            (ok, True, [api("DELETE", "/api/forges/2"), api("GET", "/api/forges?page=1")]),
            (cancel, False, [])]),
        _entry("delete", "admin global secret delete confirm", confirm(
            secrets_t, t("secrets.delete_confirm"), ok, cancel), [
            (ok, True, [api("DELETE", f"/api/secrets/{GLOBAL_SECRET}"),
                        api("GET", "/api/secrets?page=1")])]),
    ]  # fmt: skip


def screens(t: Any, ok: str, cancel: str) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*general_screens(t), *pipeline_screens(t, ok, cancel),
            *settings_screens(t, ok, cancel), *admin_screens(t, ok, cancel)]  # fmt: skip
