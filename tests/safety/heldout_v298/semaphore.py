"""Semaphore UI's screens for the two-hundred-and-ninety-eighth held-out corpus: ``screens(t)``
lays them out in one language, ``t(key, **args)`` being that language's lookup of a key of
the app's ``web/src/lang/<lang>.js`` catalogue. What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

P = 1  # the project, "Web servers"
PROJECT = f"/api/project/{P}"
TEMPLATE, TPL = "Deploy nginx", 3
TASK = 57
KEY, KEY_ID = "Deploy password", 4
ENV_ID = 2
INV, INV_ID = "Production hosts", 5
REPO, REPO_ID = "infra-playbooks", 6
SCHEDULE_ID = 8
USER, USER_ID, LOGIN = "Dana Ortiz", 9, "dana"
USER2, USER2_ID = "Lee Park", 11
RUNNER_ID = 2
HOOK_ID = 7
ALIAS_ID = 12
ALIAS_URL = "https://semaphore.example.org/api/integrations/4k9x2mq7dz1wv8ht"
CREATED = "2024-09-02T08:15:40Z"
ROLES = ["Owner", "Manager", "Task Runner", "Guest"]  # USER_ROLES, English in every language
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """axios's request to the app's own origin (baseURL is document.baseURI); a body is
    JSON.stringify's."""
    if data is None:
        return f"{method} {path}"
    return {"request": f"{method} {path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def page(url: str) -> dict[str, str]:
    """A page load: ``document.location = ...`` or ``window.location.reload()``."""
    return {"request": f"GET {url}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"semaphore {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def yes_no(t: Any, page_title: str, title_key: str, text: str) -> dict[str, Any]:
    """YesNoDialog: a v-dialog over its page with a headline, a text, Cancel and Yes."""
    return {"title": page_title, "dialog": {"title": t(title_key), "message": text},
            "items": [{"button": t("cancel")}, {"button": t("yes")}]}  # fmt: skip


def edit_dialog(t: Any, page_title: str, heading: str, items: list[dict[str, Any]],
                save: str) -> dict[str, Any]:  # fmt: skip
    """EditDialog: a v-dialog headed by its title and a close icon, its form, Cancel and the
    save button."""
    return {"title": page_title, "dialog": {"title": heading},
            "items": [{"icon": "mdi-close"}, *items, {"button": t("cancel")},
                      {"button": save}]}  # fmt: skip


def listing(t: Any, title_key: str, new_key: str, row: list[dict[str, Any]],
            icons: tuple[str, ...] = ("mdi-delete", "mdi-pencil")) -> dict[str, Any]:  # fmt: skip
    """A list page of ItemListPageBase: the toolbar (drawer icon, title, the New button) and
    one row of the table with its action icons."""
    return {"title": t(title_key), "items": [
        {"icon": "mdi-menu"}, {"button": t(new_key)}, {"text": t("name")},
        {"text": t("actions")}, *row, *({"icon": i} for i in icons)]}  # fmt: skip


def refs(path: str) -> list[Any]:
    """askDeleteItem(): the object's references are read before the confirmation opens."""
    return [api("GET", f"{path}/refs")]


def resource_screens(t: Any) -> list[dict[str, Any]]:
    """The navigation drawer, the key store with its new, edit and delete dialogs, the
    environments, inventories and repositories with their dialogs, the schedules."""
    keys = f"{PROJECT}/keys"
    nav = {"title": t("taskTemplates2"), "items": [
        {"button": "WS"}, {"text": "Web servers"}, {"link": t("dashboard")},
        {"link": t("taskTemplates")}, {"link": t("schedule")}, {"link": t("inventory")},
        {"link": t("environment")}, {"link": t("keyStore")}, {"link": t("repositories")},
        {"link": t("integrations")}, {"link": t("team")},
        {"switch": t("darkMode"), "checked": False}, {"button": "🇺🇸"},
        {"row": "Admin User"}]}  # fmt: skip
    key_page = listing(t, "keyStore", "newKey", [{"text": KEY}, {"text": "login_password"}])
    key_fields = [
        {"field": "name", "hint": t("keyName"), "text": KEY},
        {"field": "type", "hint": t("type"), "text": t("keyFormLoginPassword")},
        {"field": "login", "hint": t("loginOptional"), "text": "deploy"},
        {"field": "password", "hint": t("password"), "text": "Harbor-Lamp-77"}]  # fmt: skip
    new_key = edit_dialog(t, t("keyStore"), f"{t('nnew')} Key", key_fields, t("create"))

    def edit_key(override: bool) -> dict[str, Any]:
        name = {"field": "name", "hint": t("keyName"), "text": "Deploy password (old)"}
        fields = [name, key_fields[1]]
        if override:
            login = {"field": "login", "hint": t("loginOptional"), "text": "deploy"}
            secret = {"field": "password", "hint": t("password"), "text": "Quarry-Mint-58"}
            fields = [key_fields[0], key_fields[1], login, secret]
        fields.append({"switch": t("override"), "checked": override})
        return edit_dialog(t, t("keyStore"), f"{t('edit')} Key", fields, t("save"))

    def key_body(name: str, override: bool) -> dict[str, Any]:
        secret = {"login": "deploy", "password": "Quarry-Mint-58"} if override else {
            "login": "", "password": ""}  # fmt: skip
        return {"id": KEY_ID, "name": name, "type": "login_password", "project_id": P,
                "string": "", "login_password": secret,
                "ssh": {"login": "", "passphrase": "", "private_key": ""},
                "override_secret": override}  # fmt: skip

    env = f"{PROJECT}/environment"
    env_name = {"field": "name", "hint": t("environmentName"), "text": "Staging EU"}
    new_env = edit_dialog(t, t("environment"), t("editEnvironment"), [env_name], t("save"))
    inv = f"{PROJECT}/inventory"
    repos = f"{PROJECT}/repositories"
    new_repo = edit_dialog(t, t("repositories"), f"{t('nnew')} Repository", [
        {"field": "name", "hint": t("name"), "text": "site-config"},
        {"field": "git_url", "hint": t("urlOrPath"),
         "text": "https://github.com/example/site-config.git"},
        {"field": "git_branch", "hint": t("branch"), "text": "main"},
        {"field": "ssh_key_id", "hint": t("accessKey"), "text": KEY}], t("create"))  # fmt: skip
    schedules = f"{PROJECT}/schedules"
    return [
        _entry("harmless", "navigation drawer", nav, [
            (t("keyStore"), False, [api("GET", keys)]),
            (t("team"), False, [api("GET", f"{PROJECT}/users?sort=name&order=asc")]),
            (t("darkMode"), False, [])]),
        _entry("opens-prompt", "key store", key_page, [
            (t("newKey"), False, []),
            ("mdi-delete", False, refs(f"{keys}/{KEY_ID}"))]),
        _entry("reversible", "new key dialog", new_key, [
            (t("create"), False, [api("POST", keys, {
                "ssh": {}, "login_password": {"login": "deploy", "password": "Harbor-Lamp-77"},
                "name": KEY, "type": "login_password", "project_id": P}), api("GET", keys)])]),
        _entry("reversible", "edit key dialog", edit_key(False), [
            (t("save"), False, [api("PUT", f"{keys}/{KEY_ID}",
                                    key_body("Deploy password (old)", False)), api("GET", keys)])]),
        _entry("overwrite", "edit key dialog with override", edit_key(True), [
            (t("save"), True, [api("PUT", f"{keys}/{KEY_ID}", key_body(KEY, True)),
                               api("GET", keys)]),
            (t("cancel"), False, [])]),
        _entry("delete", "delete key confirm", yes_no(
            t, t("keyStore"), "deleteKey", t("askDeleteKey")), [
            (t("yes"), True, [api("DELETE", f"{keys}/{KEY_ID}"), api("GET", keys)]),
            (t("cancel"), False, [])]),
        _entry("reversible", "new environment dialog", new_env, [
            (t("save"), False, [api("POST", env, {
                "name": "Staging EU", "json": "{}", "env": "{}", "secrets": [],
                "project_id": P}), api("GET", env)])]),
        _entry("delete", "delete environment confirm", yes_no(
            t, t("environment"), "deleteEnvironment", t("askDeleteEnv")), [
            (t("yes"), True, [api("DELETE", f"{env}/{ENV_ID}"), api("GET", env)])]),
        _entry("delete", "delete inventory confirm", yes_no(
            t, t("inventory"), "deleteInventory", t("askDeleteInv")), [
            (t("yes"), True, [api("DELETE", f"{inv}/{INV_ID}"), api("GET", inv)])]),
        _entry("reversible", "new repository dialog", new_repo, [
            (t("create"), False, [api("POST", repos, {
                "name": "site-config", "git_url": "https://github.com/example/site-config.git",
                "git_branch": "main", "ssh_key_id": KEY_ID, "project_id": P}),
                api("GET", repos)])]),
        _entry("delete", "delete repository confirm", yes_no(
            t, t("repositories"), "deleteRepository", t("askDeleteRepo")), [
            (t("yes"), True, [api("DELETE", f"{repos}/{REPO_ID}"), api("GET", repos)])]),
        _entry("delete", "delete schedule confirm", yes_no(
            t, t("schedule"), "deleteSchedule", t("askDeleteSchedule")), [
            (t("yes"), True, [api("DELETE", f"{schedules}/{SCHEDULE_ID}"),
                              api("GET", schedules)])]),
    ]  # fmt: skip


def task_screens(t: Any) -> list[dict[str, Any]]:
    """The templates page, the new task dialog with and without Dry Run, a template's page
    and its delete confirmation, the task log while running, stopping and waiting for a
    confirmation, the active tasks page."""
    tpl = f"{PROJECT}/templates/{TPL}"
    tasks = f"{PROJECT}/tasks"
    templates = {"title": t("taskTemplates2"), "items": [
        {"icon": "mdi-menu"}, {"button": t("newTemplate")}, {"icon": "mdi-cog"},
        {"tab": t("all")}, {"icon": "mdi-pencil"}, {"link": TEMPLATE},
        {"text": t("notLaunched")}, {"button": t("Run")}]}  # fmt: skip

    def new_task(message: str, dry_run: bool) -> dict[str, Any]:
        return edit_dialog(t, t("taskTemplates2"), f"{TEMPLATE} > {t('newTask')}", [
            {"field": "message", "hint": t("messageOptional"), "text": message},
            {"switch": f"{t('debug')} --vvvv", "checked": False},
            {"switch": f"{t('dryRun')} --check", "checked": dry_run},
            {"switch": f"{t('diff')} --diff", "checked": False}], t("Run"))  # fmt: skip

    def run(message: str, dry_run: bool) -> list[Any]:
        body: dict[str, Any] = {"template_id": TPL, "params": {}, "message": message}
        if dry_run:
            body["dry_run"] = True
        body |= {"environment": "{}", "secret": "{}", "project_id": P}
        return [api("POST", tasks, body)]

    view = {"title": f"{t('taskTemplates2')} {TEMPLATE}", "items": [
        {"icon": "mdi-menu"}, {"link": t("taskTemplates2")}, {"button": t("Run")},
        {"icon": "mdi-delete"}, {"icon": "mdi-content-copy"}, {"icon": "mdi-pencil"},
        {"text": t("playbook")}, {"text": "deploy-nginx.yml"}, {"text": t("inventory")},
        {"text": INV}, {"text": t("repository2")}, {"text": REPO}]}  # fmt: skip
    log_title = f"{TEMPLATE} > {t('task', expr=str(TASK))}"

    def log(items: list[dict[str, Any]]) -> dict[str, Any]:
        return {"title": t("taskTemplates2"), "dialog": {"title": log_title}, "items": [
            {"link": TEMPLATE}, {"icon": "mdi-close"}, {"text": t("author")},
            {"text": "Admin User"}, {"text": t("started")}, {"text": t("duration")},
            {"text": "TASK [nginx : Reload nginx]"}, *items]}  # fmt: skip

    stop = f"{tasks}/{TASK}/stop"
    active = {"title": t("activeTasks"), "items": [
        {"icon": "mdi-arrow-left"}, {"text": t("status")}, {"link": f"#{TASK}"},
        {"link": f"#{P}"}, {"text": "admin"}, {"text": "Local Running"},
        {"icon": "mdi-stop"}]}  # fmt: skip
    template_reads = [api("GET", tpl), api("GET", f"{PROJECT}/inventory"),
                      api("GET", f"{PROJECT}/environment"), api("GET", f"{PROJECT}/repositories"),
                      api("GET", f"{tpl}/tasks/last?limit=200")]  # fmt: skip
    return [
        _entry("opens-prompt", "templates page", templates, [
            (t("Run"), False, [api("GET", tpl)]),
            (t("newTemplate"), False, []),
            (TEMPLATE, False, template_reads)]),
        _entry("run", "new task dialog", new_task("Roll out nginx 1.27", False), [
            (t("Run"), True, run("Roll out nginx 1.27", False)),
            (f"{t('dryRun')} --check", False, []),
            (t("cancel"), False, [])]),
        _entry("reversible", "new task dialog with dry run", new_task("Check nginx config", True), [
            (t("Run"), False, run("Check nginx config", True))]),
        _entry("opens-prompt", "template page", view, [
            ("mdi-delete", False, [api("GET", f"{tpl}/refs")])]),
        _entry("delete", "delete template confirm", yes_no(
            t, f"{t('taskTemplates2')} {TEMPLATE}", "deleteTemplate", t("askDeleteTemp")), [
            (t("yes"), True, [api("DELETE", tpl)]), (t("cancel"), False, [])]),
        _entry("stop", "task log running", log([{"button": t("stop")}]), [
            (t("stop"), True, [api("POST", stop, {"force": False})])]),
        _entry("stop", "task log stopping", log([{"button": t("forceStop")}]), [
            (t("forceStop"), True, [api("POST", stop, {"force": True})])]),
        _entry("run", "task log waiting for confirmation", log([
            {"text": "Please confirm this task."}, {"button": t("confirmTask")},
            {"button": t("stop")}]), [
            (t("confirmTask"), True, [api("POST", f"{tasks}/{TASK}/confirm", {})])]),
        _entry("stop", "active tasks page", active, [
            ("mdi-stop", True, [api("DELETE", f"/api/tasks/{TASK}"), api("GET", "/api/tasks")])]),
    ]  # fmt: skip


def people_screens(t: Any) -> list[dict[str, Any]]:
    """The user menu, the sign-in page and its help, the users page with its dialogs, the
    team page with its role menu and dialogs, the project settings and their confirmation,
    the integrations, the runners, the language menu."""
    user_menu = {"title": t("taskTemplates2"), "items": [
        {"text": "v2.10.33"}, {"menu": t("users")}, {"menu": t("activeTasks")},
        {"menu": t("runners")}, {"menu": t("editAccount")}, {"menu": t("signOut")}]}  # fmt: skip
    login = {"title": t("semaphore"), "items": [
        {"text": t("semaphore")},
        {"field": "username", "hint": t("username"), "text": "admin"},
        {"field": "password", "hint": t("password"), "text": "Tidal-Brick-305"},
        {"button": t("signIn")}, {"link": t("dontHaveAccountOrCantSignIn")}]}  # fmt: skip
    help_dialog = {"title": t("semaphore"), "dialog": {
        "title": t("howToFixSigninIssues"),
        "message": t("firstlyYouNeedAccessToTheServerWhereSemaphoreRunni")}, "items": [
        {"icon": "mdi-close"}, {"text": "semaphore user list"},
        {"button": t("close2")}]}  # fmt: skip
    users = "/api/users"
    users_page = {"title": t("users"), "items": [
        {"icon": "mdi-arrow-left"}, {"button": t("newUser")}, {"text": t("name")},
        {"text": t("email")}, {"text": USER}, {"text": LOGIN}, {"text": "dana@example.org"},
        {"icon": "mdi-delete"}, {"icon": "mdi-pencil"}]}  # fmt: skip

    def user_dialog(password: str, admin: bool) -> dict[str, Any]:
        return edit_dialog(t, t("users"), t("editUser"), [
            {"field": "name", "hint": t("name"), "text": USER},
            {"field": "username", "hint": t("username"), "text": LOGIN},
            {"field": "email", "hint": t("email"), "text": "dana@example.org"},
            {"field": "password", "hint": t("password"), "text": password},
            {"switch": t("adminUser"), "checked": admin},
            {"switch": t("sendAlerts"), "checked": True}], "Save")  # fmt: skip

    members = f"{PROJECT}/users"
    team_list = api("GET", f"{members}?sort=name&order=asc")
    team = {"title": t("team2"), "items": [
        {"icon": "mdi-menu"}, {"button": t("LeaveProject")}, {"button": t("newTeamMember")},
        {"text": t("role")}, {"text": USER}, {"text": LOGIN}, {"button": "Manager"},
        {"icon": "mdi-delete"}]}  # fmt: skip
    role_menu = {"title": t("team2"), "items": [
        {"text": USER}, {"text": LOGIN}, *({"menu": role} for role in ROLES)]}  # fmt: skip

    def role(slug: str) -> list[Any]:
        return [api("PUT", f"{members}/{USER_ID}", {
            "id": USER_ID, "username": LOGIN, "name": USER, "role": slug}), team_list]  # fmt: skip

    new_member = edit_dialog(t, t("team2"), t("teamMember", expr=t("nnew")), [
        {"field": "user_id", "hint": t("user"), "text": f"lee ({USER2})"},
        {"field": "role", "hint": t("role"), "text": "Task Runner"}], "Link")  # fmt: skip
    dash = t("dashboard")
    settings = {"title": dash, "items": [
        {"icon": "mdi-menu"}, {"tab": t("history")}, {"tab": t("activity")},
        {"tab": t("settings")},
        {"field": "name", "hint": t("projectName"), "text": "Web servers EU"},
        {"switch": t("allowAlertsForThisProject"), "checked": True},
        {"field": "alert_chat", "hint": t("telegramChatIdOptional"), "text": "-1001875532"},
        {"field": "max_parallel_tasks", "hint": t("maxNumberOfParallelTasksOptional"),
         "text": "2"},
        {"button": t("save")}, {"button": t("backup")},
        {"text": t("downloadTheProjectBackupFile")}, {"button": t("deleteProject2")},
        {"text": t("onceYouDeleteAProjectThereIsNoGoingBackPleaseBeCer")}]}  # fmt: skip
    hooks = f"{PROJECT}/integrations"
    aliases = f"{hooks}/aliases"
    aliases_page = {"title": t("integrations"), "items": [
        {"icon": "mdi-menu"}, {"button": t("NewIntegration")}, {"text": ALIAS_URL},
        {"icon": "mdi-content-copy"}, {"icon": "mdi-delete"},
        {"button": t("AddAlias")}]}  # fmt: skip
    languages = {"title": t("taskTemplates2"), "items": [
        {"menu": "English"}, {"menu": "Español"}, {"menu": "Russian"}, {"menu": "German"},
        {"menu": "中文(大陆)"}, {"menu": "中文(台灣)"}, {"menu": "French"}]}  # fmt: skip
    return [
        _entry("harmless", "user menu", user_menu, [
            (t("users"), False, [api("GET", users)])]),
        _entry("opens-prompt", "user menu account", user_menu, [
            (t("editAccount"), False, [api("GET", "/api/users/1")])]),
        _entry("reversible", "user menu sign out", user_menu, [
            (t("signOut"), False, [api("POST", "/api/auth/logout"),
                                   api("GET", "/api/auth/login")])]),
        _entry("reversible", "sign-in page", login, [
            (t("signIn"), False, [api("POST", "/api/auth/login", {
                "auth": "admin", "password": "Tidal-Brick-305"}), page("/")]),
            (t("dontHaveAccountOrCantSignIn"), False, [])]),
        _entry("harmless", "sign-in help dialog", help_dialog, [(t("close2"), False, [])]),
        _entry("opens-prompt", "users page", users_page, [
            (t("newUser"), False, []),
            ("mdi-delete", False, refs(f"{users}/{USER_ID}"))]),
        _entry("reversible", "new user dialog", user_dialog("Plum-Kettle-42", False), [
            ("Save", False, [api("POST", users, {
                "name": USER, "username": LOGIN, "email": "dana@example.org",
                "password": "Plum-Kettle-42", "alert": True, "project_id": P}),
                api("GET", users)])]),
        _entry("reversible", "edit user dialog made admin", user_dialog("", True), [
            ("Save", False, [api("PUT", f"{users}/{USER_ID}", {
                "id": USER_ID, "created": CREATED, "username": LOGIN, "name": USER,
                "email": "dana@example.org", "admin": True, "external": False, "alert": True,
                "project_id": P}), api("GET", users)])]),
        _entry("delete-user", "delete user confirm", yes_no(
            t, t("users"), "deleteUser", t("askDeleteUser")), [
            (t("yes"), True, [api("DELETE", f"{users}/{USER_ID}"), api("GET", users)]),
            (t("cancel"), False, [])]),
        _entry("opens-prompt", "team page", team, [
            (t("newTeamMember"), False, [api("GET", members), api("GET", users)]),
            ("Manager", False, [])]),
        _entry("leave", "team page leave", team, [
            (t("LeaveProject"), True, [api("DELETE", f"{PROJECT}/me"),
                                       page(f"/project/{P}/team")])]),
        _entry("reversible", "team role menu", role_menu, [
            ("Guest", False, role("guest"))]),
        _entry("reversible", "new team member dialog", new_member, [
            ("Link", False, [api("POST", members, {
                "user_id": USER2_ID, "role": "task_runner", "project_id": P}), team_list])]),
        _entry("remove-member", "delete team member confirm", yes_no(
            t, t("team2"), "deleteTeamMember", t("askDeleteTMem")), [
            (t("yes"), True, [api("DELETE", f"{members}/{USER_ID}"), team_list])]),
        _entry("reversible", "project settings", settings, [
            (t("save"), False, [api("PUT", PROJECT, {
                "id": P, "name": "Web servers EU", "created": "2024-08-19T10:02:11Z",
                "alert": True, "alert_chat": "-1001875532", "max_parallel_tasks": 2,
                "type": ""})]),
            (t("backup"), False, [api("GET", f"{PROJECT}/backup")]),
            (t("deleteProject2"), False, [])]),
        _entry("delete", "delete project confirm", yes_no(
            t, dash, "deleteProject", t("askDeleteProj")), [
            (t("yes"), True, [api("DELETE", PROJECT)]), (t("cancel"), False, [])]),
        _entry("revoke", "integration aliases", aliases_page, [
            ("mdi-delete", True, [api("DELETE", f"{aliases}/{ALIAS_ID}"), api("GET", aliases)]),
            ("mdi-content-copy", False, []),
            (t("AddAlias"), False, [api("POST", aliases), api("GET", aliases)])]),
        _entry("delete", "delete integration confirm", yes_no(
            t, t("integrations"), "DeleteIntegration", t("DeleteIntegrationMsg")), [
            (t("yes"), True, [api("DELETE", f"{hooks}/{HOOK_ID}"), api("GET", hooks)])]),
        _entry("delete", "delete runner confirm", yes_no(
            t, t("runners"), "deleteRunner", t("askDeleteRunner", runner=str(RUNNER_ID))), [
            (t("yes"), True, [api("DELETE", f"/api/runners/{RUNNER_ID}"),
                              api("GET", "/api/runners")])]),
        _entry("harmless", "language menu", languages, [
            ("German", False, [page(f"/project/{P}/templates")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*resource_screens(t), *task_screens(t), *people_screens(t)]
