"""pigallery2's settings page (``/admin``) for the five-hundred-and-twenty-second held-out
corpus: ``screens(t)`` lays out its screens in one language, ``t(text)`` being that
language's translation of an English message of the app's XLIFF catalogs. Read from
``src/frontend/app/ui``: ``admin/``, ``settings/template/``, ``settings/users/`` (with
``users.service.ts``), ``settings/sharings-list/``, ``settings/extension-installer/``
(with its service), ``settings/workflow/`` (``workflow.component``, ``button/``),
``settings/scheduled-jobs.service.ts``, ``settings/settings.service.ts``,
``model/backendtext.service.ts`` and ``EnumTranslations.ts``; in ``src/common``:
``config/private/PrivateConfig.ts`` (the sections' names and jobs) and
``config/private/subconfigs/ServerExtensionsConfig.ts``. What each action sends, and why it
is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import CLOSE, delete, entry, get, modal, page, post, put, title

USERS = {1: ("mara", "Admin"), 2: ("jonas", "User"), 3: ("lina", "Guest")}
NEW_USER, NEW_PASSWORD = "olu", "Quay-lamp-82"
RESET_PASSWORD = "Tern-harbor-19"  # the new password set for jonas
SHARES = {"Hn3vXa9c": ('directory:"Trips/Lisbon 2024"', "mara"),
          "bW5kRt2e": ("beach", "jonas")}  # fmt: skip
EXTENSION = "trash"  # an installed extension's folder, its key in the config
REPOSITORY = "https://raw.githubusercontent.com/{}/{}/main/README.md"
NEW_EXTENSION = ("grid-rating-overlay", "Grid Rating Overlay",
                 REPOSITORY.format("Berschi", "pigallery2-grid-rating-extension"))  # fmt: skip
INSTALLED = ("Trash", REPOSITORY.format("pepa65", "pigallery2-trash-extension"))
EMAIL_TO = ["nora@example.org", "ben@example.org"]
# A Top Pick Sending schedule as "Add Job" made it: the dialog starts with the first job
# (Indexing) and its default, then picking Top Pick Sending adds its ConfigTemplate's
# defaults, the mail's recipients filled in: the photos of this week in earlier years
# (date_pattern 60, every_year 3), sorted by rating (30) and person count (40), five of
# them, by e-mail.
TOP_PICK = {
    "indexChangesOnly": True,
    "mediaPick": [{"searchQuery": {"type": 60, "daysLength": 7, "frequency": 3},
                   "sortBy": [{"method": 30, "ascending": False},
                              {"method": 40, "ascending": False}],
                   "pick": 5}],
    "messenger": "Email", "emailTo": EMAIL_TO, "emailSubject": "Latest photos for you",
    "emailText": "I hand picked these photos just for you:",
}  # fmt: skip
PROGRESS = get("/admin/jobs/scheduled/progress")  # ScheduledJobsService.forceUpdate


def start(job: str, body: dict[str, Any]) -> list[Any]:
    """ScheduledJobsService.start: the job's start (its name in the path, the space
    percent-encoded by the browser), then the progress read."""
    return [post(f"/admin/jobs/scheduled/{job.replace(' ', '%20')}/start", body), PROGRESS]


def screens(t: Any) -> list[dict[str, Any]]:
    """The settings page's menu, its Users section with the dialogs to add and edit a user,
    the Sharing section, the Indexing section and its Gallery reset dialog, the Extensions
    section with its installer, and the Jobs section with a Top Pick Sending schedule."""
    admin = title(t("Admin"))

    def users(user: int) -> dict[str, Any]:
        name, role = USERS[user]
        return page(admin, [
            {"text": t("Users")}, {"text": t("User list")}, {"text": t("Name")},
            {"text": t("Role")}, {"text": USERS[1][0]}, {"text": t(USERS[1][1])},
            {"text": name}, {"text": t(role)}, {"icon": t("Delete")}, {"icon": t("Edit")},
            {"button": t("Add user")}])  # fmt: skip

    def delete_user(user: int) -> list[Any]:
        return [delete(f"/user/{user}"), get("/user/list")]

    add_user = modal(admin, t("Add new User"), None, [
        {"icon": CLOSE}, {"field": "name", "hint": t("Username"), "text": NEW_USER},
        {"field": "password", "hint": t("Password"), "text": "•" * len(NEW_PASSWORD)},
        {"field": "passwordConfirm", "hint": t("Confirm Password"),
         "text": "•" * len(NEW_PASSWORD)},
        {"text": "User"}, {"button": t("Close")}, {"button": t("Add User")}])  # fmt: skip

    def edit_user(password: str) -> dict[str, Any]:
        dots = "•" * len(password)
        return modal(admin, f"{t('Edit user')} {USERS[2][0]}", None, [
            {"icon": CLOSE}, {"text": t("Role")}, {"text": USERS[2][1]},
            {"text": t("Controls the permissions of the user.")}, {"text": t("New password")},
            {"field": "newPassword", "hint": t("Leave blank to keep password"), "text": dots},
            {"field": "confirmNewPassword", "hint": t("Confirm new password"), "text": dots},
            {"text": t("Leave empty to keep the current password.")},
            {"switch": t("Override allow/block list"), "checked": False},
            {"text": t("Enable to apply the queries below to limit what this user can see.")},
            {"button": t("Close")}, {"button": t("Save changes")}])  # fmt: skip

    settings = {"overrideAllowBlockList": False, "allowQuery": None, "blockQuery": None}

    def shares(key: str) -> dict[str, Any]:
        query, creator = SHARES[key]
        return page(admin, [
            {"text": t("Sharing")}, {"switch": t("Enabled"), "checked": True},
            {"button": t("Save")}, {"button": t("Reset")}, {"text": t("Active shares")},
            {"text": t("Key")}, {"text": t("Sharing")}, {"text": t("Creator")},
            {"text": t("Expires")}, {"link": key}, {"text": query}, {"text": creator},
            {"icon": t("Delete")}])  # fmt: skip

    def delete_share(key: str) -> list[Any]:
        return [delete(f"/share/{key}"), get("/share/listAll")]

    # The section's name gets a star once a setting differs from the saved one; switched
    # off, the section shows only that it is off.
    changed = t("Sharing") + "*"
    sharing_off = page(admin, [
        {"text": changed}, {"switch": t("Enabled"), "checked": False},
        {"text": f"{changed} {t('config is not supported with these settings.')}"},
        {"button": t("Save")}, {"button": t("Reset")}])  # fmt: skip
    run = t("Run now")
    indexing = page(admin, [
        {"text": t("Indexing")}, {"button": t("Save")}, {"button": t("Reset")},
        {"text": t("If you add a new folder to your gallery, the site indexes it "
                   "automatically. If you would like to trigger indexing manually, click "
                   "index button. (Note: search only works among the indexed directories.)")},
        {"button": f"{run}: {t('Indexing')}"},
        {"button": f"{run}: {t('Gallery reset')}"}])  # fmt: skip
    effect = t("Are you sure you want to run this job? This will have the following effect:")

    def run_job(job: str, description: str) -> dict[str, Any]:
        return modal(admin, f"{t('Do you want to run')} {t(job)}?", f"{effect} {description}",
                     [{"icon": CLOSE}, {"button": t("Cancel")}, {"button": run}])  # fmt: skip

    extensions = page(admin, [
        {"text": t("Extensions")}, {"text": t("Installed extensions")}, {"text": EXTENSION},
        {"icon": t("Delete")}, {"icon": t("Restart")}, {"switch": t("Enabled"), "checked": True},
        {"button": t("Save")}, {"button": t("Reset")},
        {"button": t("Install extensions")}])  # fmt: skip
    installer = modal(admin, t("Install extensions"), None, [
        {"icon": CLOSE}, {"text": t("Name")}, {"text": t("Description")}, {"text": t("Actions")},
        {"text": NEW_EXTENSION[1]}, {"text": NEW_EXTENSION[2]}, {"button": t("Install")},
        {"text": INSTALLED[0]}, {"text": INSTALLED[1]}, {"text": t("Installed")},
        {"button": t("Close")}, {"button": t("Refresh")}])  # fmt: skip
    extension_path = {"path": EXTENSION}
    reread = get("/settings")  # SettingsService.getSettings

    def schedule(name: str, details: list[dict[str, Any]]) -> dict[str, Any]:
        # A schedule's name is its job's name when "Add Job" made it: not translated.
        return page(admin, [
            {"text": t("Jobs")}, {"text": name}, {"text": t("never")}, {"icon": t("Delete")},
            {"icon": t("Trigger job run manually")}, *details,
            {"button": t("Add Job")}])  # fmt: skip

    top_pick = "Top Pick Sending"
    top_pick_details = [
        {"text": t("Job:")}, {"text": t(top_pick)}, {"button": f"{run}: {t(top_pick)}"},
        {"text": t("Periodicity:")}, {"text": t("E-mail to")},
        {"field": "emailTo_6", "hint": "", "text": "; ".join(EMAIL_TO)}, {"text": t("Subject")},
        {"field": "emailSubject_6", "hint": "", "text": TOP_PICK["emailSubject"]},
        {"text": t("Message")},
        {"field": "emailText_6", "hint": "", "text": TOP_PICK["emailText"]}]  # fmt: skip
    top_pick_run = {"config": TOP_PICK, "allowParallelRun": False, "soloRun": False}
    menu = page(admin, [{"text": t("Menu")}, *({"button": t(name)} for name in (
        "Users", "Indexing", "Sharing", "Extensions", "Jobs"))])  # fmt: skip
    return [
        entry("harmless", "settings menu", menu, [(t("Jobs"), False, [])]),
        entry("delete-user", "users section", users(2), [
            (t("Delete"), True, delete_user(2)), (t("Edit"), False, [get("/user/list")])]),
        entry("delete-user", "users section second user", users(3), [
            (t("Delete"), True, delete_user(3)), (t("Add user"), False, [])]),
        entry("reversible", "add user dialog", add_user, [
            (t("Add User"), False, [
                put_user(NEW_USER, NEW_PASSWORD), get("/user/list")])]),
        entry("reversible", "edit user dialog", edit_user(""), [
            (t("Save changes"), False, [
                post("/user/2/settings", {"settings": settings}), get("/user/list")]),
            (t("Override allow/block list"), False, [])]),
        entry("reset", "edit user dialog new password", edit_user(RESET_PASSWORD), [
            (t("Save changes"), True, [
                post("/user/2/settings", {"settings": {**settings,
                                                       "newPassword": RESET_PASSWORD}}),
                get("/user/list")]),
            (t("Override allow/block list"), False, [])]),
        entry("revoke", "sharing section active shares", shares("Hn3vXa9c"), [
            (t("Delete"), True, delete_share("Hn3vXa9c")),
            ("Hn3vXa9c", False, [{"request": "GET /share/Hn3vXa9c", "via": "link"}])]),
        entry("revoke", "sharing section second share", shares("bW5kRt2e"), [
            (t("Delete"), True, delete_share("bW5kRt2e")),
            ("bW5kRt2e", False, [{"request": "GET /share/bW5kRt2e", "via": "link"}])]),
        entry("reversible", "sharing section switched off", sharing_off, [
            (t("Reset"), False, [reread]), (t("Enabled"), False, [])]),
        entry("opens-prompt", "indexing section jobs", indexing, [
            (f"{run}: {t('Indexing')}", False, []),
            (f"{run}: {t('Gallery reset')}", False, [])]),
        entry("reversible", "run gallery reset dialog", run_job(
            "Gallery reset", t("Deletes all directories, photos and videos from the DB.")), [
            (run, False, start("Gallery Reset", {"allowParallelRun": False, "soloRun": True})),
            (t("Cancel"), False, [])]),
        entry("opens-prompt", "extensions section installer", extensions, [
            (t("Install extensions"), False, [get("/extension/list")])]),
        entry("install", "install extensions dialog", installer, [
            (t("Install"), True, [post("/extension/install", {"id": NEW_EXTENSION[0]}), reread]),
            (t("Refresh"), False, [get("/extension/list")])]),
        entry("uninstall", "extensions section installed extension", extensions, [
            (t("Delete"), True, [post("/extension/delete", extension_path), reread]),
            (t("Restart"), False, [post("/extension/reload", extension_path), reread])]),
        entry("send", "jobs section top pick schedule", schedule(top_pick, []), [
            (t("Trigger job run manually"), True, start(top_pick, top_pick_run)),
            (t("Delete"), False, [])]),
        entry("opens-prompt", "jobs section top pick details", schedule(
            top_pick, top_pick_details), [
            (f"{run}: {t(top_pick)}", False, []), (t("Add Job"), False, [])]),
        entry("send", "run top pick sending dialog", run_job(top_pick, t(
            "Gets the top photos of the selected search queries and sends them over email. "
            "You need to set up the SMTP server connection to send e-mails.")), [
            (run, True, start(top_pick, top_pick_run)), (t("Cancel"), False, [])]),
        entry("reversible", "jobs section indexing schedule", schedule("Indexing", []), [
            (t("Trigger job run manually"), False, start("Indexing", {
                "config": {"indexChangesOnly": True}, "allowParallelRun": False,
                "soloRun": False}))]),
    ]  # fmt: skip


def put_user(name: str, password: str) -> dict[str, Any]:
    """UsersSettingsService.createUser: ``PUT /user`` with the new user as the dialog built
    it, its role (User, 3) first, then the fields in the order they were typed."""
    return put("/user", {"newUser": {"role": 3, "name": name, "password": password}})
