"""LibrePhotos's user menu, library, admin area, profile and login page, screens for the
five-hundred-and-twenty-seventh held-out corpus: the header's user menu; the library page and
its missing-photos modal; the admin area's site settings, admin tools, users (with the delete
and create modals) and worker logs; the profile's appearance; and, signed out, the login page.
``screens(t)`` lays them out in one language (see screens.py); what each action sends, and why
it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import (
    JONAS,
    JONAS_NAME,
    ME_NAME,
    REFRESH_TOKEN,
    call,
    entry,
    link,
    menu,
    modal,
    page,
    trans,
)

MISSING = 2  # countStats.num_missing_photos
JOB = 58  # the one entry of the worker logs, a finished photo scan
NEW_USER = {"username": "lena", "password": "Blue-Heron-1987", "email": "lena@example.org",
            "first_name": "Lena", "last_name": "Fischer"}  # fmt: skip
PASSWORD = "Amber-Lantern-44"  # Mara's, typed on the login page
MISSING_TEXT = "This action will delete all missing photos and it's metadata from the database."


def screens(t: Any) -> list[dict[str, Any]]:
    return library_screens(t) + admin_screens(t) + account_screens(t)


def library_screens(t: Any) -> list[dict[str, Any]]:
    """The user menu, the library page (``/library``) and its missing-photos modal."""
    user_menu = menu([
        {"text": f"{trans(t, 'topmenu.loggedin')} {ME_NAME}"},
        *[{"menu": t(f"topmenu.{k}")} for k in ("library", "profile", "settings", "adminarea",
                                                 "logout")]])  # fmt: skip
    missing = f"{MISSING} {trans(t, 'settings.missingphotos')}"
    # "Scan Library", the "Generate" buttons and the missing photos' modal are written in
    # English in the code.
    library = page(t, [
        {"text": t("settings.library")}, {"text": trans(t, "settings.photos")},
        {"button": missing}, {"text": "Scan Library"}, {"id": "tabler-icon-question-mark"},
        {"text": t("settings.scanphotosdescription")},
        {"button": t("settings.statusscanphotosfalse")}, {"id": "tabler-icon-chevron-down"},
        {"text": t("settings.eventsalbums")}, {"text": t("settings.eventalbumsgenerate")},
        {"button": "Generate"}, {"text": t("settings.eventalbumsregenerate")},
        {"button": "Generate"}, {"text": f"{t('settings.faces')} & {t('settings.people')}"},
        {"text": t("settings.trainfacestitle")}, {"button": trans(t, "settings.facesbutton")},
        {"text": t("settings.rescanfacestitle")},
        {"button": trans(t, "settings.rescanfaces")}])  # fmt: skip
    remove = modal(t("settings.missingphotosbutton"), MISSING_TEXT,
                   [{"button": "Cancel"}, {"button": "Confirm"}])  # fmt: skip
    return [
        entry("harmless", "TopMenu user menu", user_menu, [
            (t("topmenu.library"), False, []), (t("topmenu.adminarea"), False, []),
            (t("topmenu.logout"), False, [call("POST", "auth/token/blacklist/",
                                               {"refresh": REFRESH_TOKEN})])]),
        entry("harmless", "Library scan", library, [
            (t("settings.statusscanphotosfalse"), False, [call("POST", "scanphotos/", {})]),
            (trans(t, "settings.facesbutton"), False, [call("POST", "trainfaces")])]),
        entry("opens-prompt", "Library missing photos", library, [(missing, False, [])]),
        entry("delete", "Library remove missing photos", remove, [
            ("Confirm", True, [call("POST", "deletemissingphotos", {})]),
            ("Cancel", False, [])]),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """The admin area (``/admin``) scrolled to each of its cards, and the modals of its users
    card."""
    header = {"text": t("adminarea.header")}
    site = page(t, [
        header, {"text": t("adminarea.sitesettings")},
        {"switch": t("sitesettings.header"), "checked": False},
        {"switch": t("sitesettings.headerupload"), "checked": True},
        {"text": t("sitesettings.headerskippatterns")},
        {"field": "skip_patterns", "text": "@eaDir,#recycle"}])  # fmt: skip
    tools = page(t, [
        {"text": t("adminarea.admintools")}, {"text": t("adminarea.deleteallautoalbums")},
        {"button": t("adminarea.delete")}, {"text": t("adminarea.downloadserverstats")},
        {"button": t("adminarea.download")}])  # fmt: skip
    columns = [{"text": "Add/Modify/Delete"}, *[{"text": t(f"adminarea.{k}")} for k in (
        "username", "scandirectory", "minimumconfidence", "photocount")]]  # fmt: skip
    users = page(t, [
        {"text": t("adminarea.users")}, *columns,
        {"icon": t("modify")}, {"icon": t("adminarea.cannotdeleteadmin")}, {"text": ME_NAME},
        {"text": "/data/photos/mara"}, {"text": "0.1"}, {"text": "2417"},
        {"icon": t("modify")}, {"icon": t("delete")}, {"text": JONAS_NAME},
        {"text": "/data/photos/jonas"}, {"text": "0.1"}, {"text": "388"},
        {"button": t("adminarea.addnewuser")}])  # fmt: skip
    delete_user = modal(
        trans(t, "adminarea.titledeleteuser"),
        trans(t, "adminarea.deleteuserconfirmexplanation", {"username": JONAS_NAME}),
        [{"text": trans(t, "adminarea.cannotbeundone")}, {"button": t("cancel")},
         {"button": t("confirm")}])  # fmt: skip
    create_user = modal(t("modaluseredit.createheader"), None, [
        {"text": t("login.usernamelabel")},
        {"field": "username", "hint": t("login.usernameplaceholder"), "text": NEW_USER["username"]},
        {"text": t("settings.email")},
        {"field": "email", "hint": t("settings.emailplaceholder"), "text": NEW_USER["email"]},
        {"text": t("settings.firstname")},
        {"field": "first_name", "hint": t("settings.firstnameplaceholder"),
         "text": NEW_USER["first_name"]},
        {"text": t("settings.lastname")},
        {"field": "last_name", "hint": t("settings.lastnameplaceholder"),
         "text": NEW_USER["last_name"]},
        {"text": t("settings.password.titlesetpassword")},
        {"field": "password", "hint": t("login.passwordplaceholder"), "text": "•" * 15},
        {"field": "passwordConfirm", "hint": t("login.confirmpasswordplaceholder"),
         "text": "•" * 15},
        {"button": t("cancel")}, {"button": t("save")}])  # fmt: skip
    jl = "joblist"
    jobs = page(t, [
        {"text": t(f"{jl}.workerlogs")}, {"text": "Removing entries"},
        {"text": t(f"{jl}.removeexplanation")},
        {"text": "Scan Photos"}, {"text": "1204/1204"}, {"text": ME_NAME},
        {"button": t("adminarea.remove")}])  # fmt: skip
    return [
        entry("reversible", "AdminPage SiteSettings", site, [
            (t("sitesettings.header"), False, [call("POST", "sitesettings",
                                                    {"allow_registration": True})])]),
        entry("reversible", "AdminPage AdminTools", tools, [
            (t("adminarea.delete"), False, [call("POST", "albums/auto/delete_all/", {})])]),
        entry("opens-prompt", "AdminPage UserTable", users, [
            (t("delete"), False, []), (t("adminarea.addnewuser"), False, [])]),
        entry("delete-user", "ModalUserDelete", delete_user, [
            (t("confirm"), True, [call("DELETE", f"delete/user/{JONAS}/", {"id": JONAS})]),
            (t("cancel"), False, [])]),
        entry("reversible", "ModalUserEdit create user", create_user, [
            (t("save"), False, [call("POST", "user/", NEW_USER)]),
            (t("cancel"), False, [])]),
        entry("delete", "AdminPage JobList", jobs, [
            (t("adminarea.remove"), True, [call("DELETE", f"jobs/{JOB}/")])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The profile (``/profile``) scrolled to its appearance card, and the login page."""
    profile = page(t, [
        {"text": t("settings.profile")}, {"text": t("settings.appearance")},
        {"text": t("settings.thumbnailsize")},
        {"radio": t("settings.small"), "checked": False},
        {"radio": t("settings.big"), "checked": True},
        {"text": t("settings.public_sharing")}, {"radio": t("enabled"), "checked": False},
        {"radio": t("disabled"), "checked": True}])  # fmt: skip
    login = page(t, [
        {"text": t("login.name")}, {"text": t("login.login")},
        {"field": "username", "hint": t("login.usernameplaceholder"), "text": ME_NAME},
        {"field": "password", "hint": t("login.passwordplaceholder"), "text": "•" * 16,
         "focused": True},
        {"button": t("login.login")}, {"link": t("login.signup")},
        {"text": t("login.tagline")}], nav=False)  # fmt: skip
    return [
        entry("reversible", "Profile appearance", profile, [(t("settings.small"), False, [])]),
        entry("harmless", "LoginPage", login, [
            ({"enter": True}, False, [call("POST", "auth/token/obtain/", {
                "username": ME_NAME, "password": PASSWORD})]),
            (t("login.signup"), False, [link("/signup")])]),
    ]  # fmt: skip
