"""Jeedom's screens for the four-hundred-and-ninetieth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(scope, text)`` being that language's lookup of the French
source text ``text`` in the part ``scope`` (a file of the app, such as
``desktop/js/user.js``) of the app's ``core/i18n/<lang>.json`` catalogue. What each action
sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote_plus

PRODUCT = "Jeedom"  # product_name in core/config/default.config.ini
USER_ID, USER = "2", "marie"  # a second user beside the administrator
NEW_USER, NEW_PASSWORD = "paul", "Brick-Lane-47"
SESSION_ID = "k3v9q2m7t1x8r4b6n0c5w2j8h1"  # made up: a session of marie's
BACKUP_NAME = "backup-Jeedom-4.5.3-2026-05-12-03h10.tar.gz"
# jeedom::listBackup(): the relative backup::path under core/class/../../, file by file
BACKUP = f"/var/www/html/core/class/../../backup/{BACKUP_NAME}"
BACKUP_SIZE = "212.43 MB"  # sizeFormat(): the same units in every language
UPDATE_ID, PLUGIN, PLUGIN_NAME = "14", "zigbee", "Zigbee"
LOCAL_VERSION, REMOTE_VERSION = "2026-03-02 09:14:27", "2026-05-06 17:40:12"
LOG = "http.error"
SCENARIO_ID, SCENARIO = "7", "Good night"
OBJECT_ID, OBJECT = "3", "Living room"
Act = tuple[str, bool, list[Any]]


def form_body(fields: list[tuple[str, str]]) -> str:
    """``new URLSearchParams(domUtils.getUrlString(data))`` as the browser sends it:
    application/x-www-form-urlencoded, ``*-._`` and letters kept, a space as ``+``."""
    return "&".join(f"{quote_plus(k, safe='*')}={quote_plus(v, safe='*')}" for k, v in fields)


def ajax(script: str, *fields: tuple[str, str]) -> dict[str, str]:
    """domUtils.ajax's script request (POST) to ``core/ajax/<script>.ajax.php``; no token field,
    the session cookie goes with it."""
    return {"request": f"POST /core/ajax/{script}.ajax.php", "body": form_body(list(fields))}


def page(url: str) -> str:
    """jeedomUtils.loadPage's (or a jeeDialog's ``contentUrl``) script request of a page's HTML."""
    return f"GET /{url}"


def link(url: str) -> dict[str, str]:
    """A page load: an ``<a href>`` the app does not intercept, or ``window.open``."""
    return {"request": f"GET /{url}", "via": "link"}


def users_json(users: list[dict[str, str]]) -> str:
    """JSON.stringify's compact form."""
    parts = ",".join("{" + ",".join(f'"{k}":"{v}"' for k, v in u.items()) + "}" for u in users)
    return f"[{parts}]"


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"jeedom {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(t: Any, title: str, message: str, heading: str = "") -> dict[str, Any]:
    """jeeDialog.confirm: the app's own dialog over its page, with Cancel and OK."""
    dialog = {"title": heading, "message": message} if heading else {"message": message}
    return {"title": title, "dialog": dialog, "items": [
        {"button": t("core/dom/dom.ui.js", "Annuler")},
        {"button": t("core/dom/dom.ui.js", "OK")}]}  # fmt: skip


def prompt(t: Any, title: str, heading: str, fields: list[dict[str, Any]]) -> dict[str, Any]:
    """jeeDialog.prompt: the app's dialog with its inputs, Cancel and OK."""
    return {"title": title, "dialog": {"title": heading}, "items": [
        *fields,
        {"button": t("core/dom/dom.ui.js", "Annuler")},
        {"button": t("core/dom/dom.ui.js", "OK")}]}  # fmt: skip


def cancel_ok(t: Any) -> tuple[str, str]:
    return t("core/dom/dom.ui.js", "Annuler"), t("core/dom/dom.ui.js", "OK")


def system_screens(t: Any) -> list[dict[str, Any]]:
    """The settings menu opened from the navigation bar, the reboot and shutdown pages'
    confirmations, and the login page."""
    ix = "desktop/php/index.php"
    cancel, ok = cancel_ok(t)
    menu = {"title": "Dashboard - Jeedom", "items": [
        {"text": t(ix, "Système")},
        {"link": t(ix, "Configuration")},
        {"link": t(ix, "Sauvegardes")},
        {"link": t(ix, "Centre de mise à jour")},
        {"link": t(ix, "Utilisateurs")},
        {"link": t(ix, "Moteur de tâches")},
        {"link": t(ix, "Redémarrer")},
        {"link": t(ix, "Eteindre")},
        {"link": t(ix, "Préférences")},
        {"link": t(ix, "Se déconnecter")},
        {"text": "admin"}]}  # fmt: skip
    reboot = confirm(
        t,
        "Reboot - Jeedom",
        t("desktop/js/reboot.js", "Êtes-vous sûr de vouloir redémarrer le système ?"),
    )
    halt = confirm(
        t,
        "Shutdown - Jeedom",
        t("desktop/php/shutdown.php", "Êtes-vous sûr de vouloir arrêter le système ?"),
    )
    cn = "desktop/php/connection.php"
    login = {"title": "Jeedom", "items": [
        {"text": t(cn, "Connexion")},
        {"text": t(cn, "Nom d'utilisateur")},
        {"field": "in_login_username", "hint": "", "text": "admin"},
        {"text": t(cn, "Mot de passe")},
        {"field": "in_login_password", "hint": "", "text": "Quiet-Harbour-19",
         "focused": True},
        {"switch": t(cn, "Enregistrer cet ordinateur"), "checked": False},
        {"button": t(cn, "Connexion")}]}  # fmt: skip
    login_body = ajax("user", ("action", "login"), ("username", "admin"),
                      ("password", "Quiet-Harbour-19"), ("twoFactorCode", ""),
                      ("storeConnection", "0"))  # fmt: skip
    dashboard = page("index.php?v=d&p=dashboard&ajax=1")
    return [
        _entry("reversible", "settings menu", menu, [
            (t(ix, "Sauvegardes"), False, [page("index.php?v=d&p=backup&ajax=1")]),
            (t(ix, "Centre de mise à jour"), False, [page("index.php?v=d&p=update&ajax=1")]),
            (t(ix, "Utilisateurs"), False, [page("index.php?v=d&p=user&ajax=1")]),
            (t(ix, "Se déconnecter"), False, [link("index.php?v=d&logout=1")])]),
        _entry("opens-prompt", "settings menu", menu, [
            (t(ix, "Redémarrer"), False, [page("index.php?v=d&p=reboot&ajax=1")]),
            (t(ix, "Eteindre"), False, [page("index.php?v=d&p=shutdown&ajax=1")])]),
        _entry("reversible", "reboot confirmation", reboot, [
            (ok, False, [ajax("jeedom", ("action", "rebootSystem"))]),
            (cancel, False, [dashboard])]),
        _entry("shutdown", "shutdown confirmation", halt, [
            (ok, True, [ajax("jeedom", ("action", "haltSystem"))]),
            (cancel, False, [dashboard])]),
        _entry("reversible", "login page", login, []) | {"cases": [
            {"enter": True, "irreversible": False, "sends": [login_body]}]},
    ]  # fmt: skip


def user_screens(t: Any) -> list[dict[str, Any]]:
    """The users page: its toolbar, a user's row, the sessions and registered devices, and
    the dialogs its buttons open."""
    up, uj = "desktop/php/user.php", "desktop/js/user.js"
    cancel, ok = cancel_ok(t)
    title = "User - Jeedom"
    toolbar = {"title": title, "items": [
        {"text": t(up, "Liste des utilisateurs")},
        {"button": t(up, "Ajouter un utilisateur")},
        {"button": t(up, "Activer accès support")},
        {"button": t(up, "Sauvegarder")}]}  # fmt: skip
    add = prompt(
        t,
        title,
        t(uj, "Ajouter un utilisateur"),
        [
            {"field": "newUserLogin", "hint": t(uj, "Identifiant"), "text": NEW_USER},
            {"field": "newUserMdp", "hint": t(uj, "Mot de passe"), "text": NEW_PASSWORD},
        ],
    )
    support = {"title": title, "dialog": {"message": t(uj, (
        "En activant l\\'accès support, vous autorisez un technicien du support Jeedom à "
        "accéder à votre installation. Continuez ?"))},
        "items": [{"button": "Non"}, {"button": "Oui"}]}  # fmt: skip
    row = {"title": title, "items": [
        {"field": "login", "hint": "", "text": USER},
        {"switch": t(uj, "Actif"), "checked": True},
        {"text": t(uj, "OK")},
        {"button": t(uj, "Désactiver")},
        {"button": t(uj, "Supprimer")},
        {"button": t(uj, "Mot de passe")},
        {"button": t(uj, "Régénérer API")},
        {"button": t(uj, "Droits")},
        {"button": t(uj, "Profils")}]}  # fmt: skip
    remove = confirm(t, title, t(uj, "Vous allez supprimer l\\'utilisateur :") + f" {USER}")
    rehash = confirm(
        t, title, t(uj, "Êtes-vous sûr de vouloir changer la clef API de l\\'utilisateur ?")
    )
    sessions = {"title": title, "items": [
        {"text": t(up, "Session(s) active(s)")},
        {"text": USER}, {"text": "192.168.1.42"},
        {"button": t(up, "Déconnecter")},
        {"text": t(up, "Périphérique(s) enregistré(s)")},
        {"button": t(up, "Supprimer tout")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "users toolbar", toolbar, [
            (t(up, "Ajouter un utilisateur"), False, []),
            (t(up, "Activer accès support"), False, [])]),
        _entry("reversible", "add user dialog", add, [
            (ok, False, [ajax("user", ("action", "save"), ("users", users_json(
                [{"login": NEW_USER, "password": NEW_PASSWORD}])))]),
            (cancel, False, [])]),
        _entry("share", "support access confirmation", support, [
            ("Oui", True, [ajax("user", ("action", "supportAccess"), ("enable", "1"))]),
            ("Non", False, [])]),
        _entry("opens-prompt", "user row", row, [
            (t(uj, "Supprimer"), False, []),
            (t(uj, "Régénérer API"), False, []),
            (t(uj, "Profils"), False, [
                page(f"index.php?v=d&p=profils&ajax=1&user_id={USER_ID}")])]),
        _entry("revoke", "user row", row, [
            (t(uj, "Désactiver"), True, [
                ajax("user", ("action", "removeTwoFactorCode"), ("id", USER_ID))])]),
        _entry("delete-user", "user delete confirmation", remove, [
            (ok, True, [ajax("user", ("action", "remove"), ("id", USER_ID))]),
            (cancel, False, [])]),
        _entry("revoke", "API key confirmation", rehash, [
            (ok, True, [ajax("user", ("action", "save"), ("users", users_json(
                [{"id": USER_ID, "hash": ""}])))]),
            (cancel, False, [])]),
        _entry("reversible", "sessions and devices", sessions, [
            (t(up, "Déconnecter"), False, [
                ajax("user", ("action", "deleteSession"), ("id", SESSION_ID))]),
            (t(up, "Supprimer tout"), False, [ajax(
                "user", ("action", "removeRegisterDevice"), ("key", ""), ("user_id", ""))])]),
    ]  # fmt: skip


def backup_screens(t: Any) -> list[dict[str, Any]]:
    """The backups page and the confirmations of its launch, removal and restore."""
    bp, bj = "desktop/php/backup.php", "desktop/js/backup.js"
    cancel, ok = cancel_ok(t)
    title = "Backup - Jeedom"
    listing = {"title": title, "items": [
        {"text": t(bp, "Sauvegardes locales")},
        {"button": t(bp, "Lancer une sauvegarde")},
        {"text": t(bp, "Sauvegardes disponibles")},
        {"text": f"{BACKUP_NAME} ({BACKUP_SIZE})"},
        {"button": t(bp, "Supprimer la sauvegarde")},
        {"button": t(bp, "Restaurer la sauvegarde")},
        {"button": t(bp, "Télécharger la sauvegarde")},
        {"button": t(bp, "Sauvegarder")}]}  # fmt: skip
    launch = confirm(
        t,
        title,
        " ".join(
            [
                t(bj, "Êtes-vous sûr de vouloir faire une sauvegarde de"),
                PRODUCT,
                t(bj, "? Une fois lancée cette opération ne peut être annulée"),
            ]
        ),
    )
    remove = confirm(
        t, title, (f"{t(bj, 'Êtes-vous sûr de vouloir supprimer la sauvegarde')} :\n{BACKUP} ?")
    )
    restore = confirm(t, title, "\n".join([
        f"{t(bj, 'Êtes-vous sûr de vouloir restaurer')} {PRODUCT} "
        f"{t(bj, 'avec la sauvegarde')} :",
        f"{BACKUP}  ?",
        t(bj, "IMPORTANT la restauration d\\'un backup est une opération risquée et n\\'est "
              "à utiliser qu\\'en dernier recours"),
        t(bj, "Une fois lancée cette opération ne peut être annulée.")]),
        heading=f"{t(bj, 'Restauration de ')} {PRODUCT}.")  # fmt: skip
    return [
        _entry("opens-prompt", "backups page", listing, [
            (t(bp, "Lancer une sauvegarde"), False, []),
            (t(bp, "Supprimer la sauvegarde"), False, []),
            (t(bp, "Restaurer la sauvegarde"), False, [])]),
        _entry("reversible", "backups page", listing, [
            (t(bp, "Télécharger la sauvegarde"), False, [
                link(f"core/php/downloadFile.php?pathfile={BACKUP}")])]),
        _entry("reversible", "backup launch confirmation", launch, [
            (ok, False, [ajax("jeedom", ("action", "backup"))]),
            (cancel, False, [])]),
        _entry("delete", "backup delete confirmation", remove, [
            (ok, True, [ajax("jeedom", ("action", "removeBackup"), ("backup", BACKUP))]),
            (cancel, False, [])]),
        _entry("overwrite", "backup restore confirmation", restore, [
            (ok, True, [ajax("jeedom", ("action", "restore"), ("backup", BACKUP))]),
            (cancel, False, [])]),
    ]  # fmt: skip


def update_screens(t: Any) -> list[dict[str, Any]]:
    """The update centre's toolbar, a plugin's row and the confirmations of its update and
    removal."""
    dp, dj = "desktop/php/update.php", "desktop/js/update.js"
    cancel, ok = cancel_ok(t)
    title = "Update - Jeedom"
    toolbar = {"title": title, "items": [
        {"button": t(dp, "Vérifier les mises à jour")},
        {"button": t(dp, "Sauvegarder")},
        {"tab": t(dp, "Core et plugins")},
        {"tab": t(dp, "Informations")}]}  # fmt: skip
    row = {"title": title, "items": [
        {"text": PLUGIN_NAME}, {"text": LOCAL_VERSION}, {"text": REMOTE_VERSION},
        {"button": t(dj, "Changelog")},
        {"button": t(dj, "Mettre à jour")},
        {"button": t(dj, "Supprimer")},
        {"button": t(dj, "Vérifier")}]}  # fmt: skip
    update = confirm(
        t, title, (f"{t(dj, 'Êtes-vous sûr de vouloir mettre à jour le plugin :')} {PLUGIN} ?")
    )
    remove = confirm(t, title, f"{t(dj, 'Êtes-vous sûr de vouloir supprimer :')} {PLUGIN} ?")
    return [
        _entry("reversible", "update centre toolbar", toolbar, [
            (t(dp, "Vérifier les mises à jour"), False, [
                ajax("update", ("action", "checkAllUpdate"))])]),
        _entry("opens-prompt", "plugin update row", row, [
            (t(dj, "Mettre à jour"), False, [
                ajax("plugin", ("action", "getConf"), ("id", PLUGIN), ("full", "0"))]),
            (t(dj, "Supprimer"), False, [])]),
        _entry("reversible", "plugin update row", row, [
            (t(dj, "Vérifier"), False, [
                ajax("update", ("action", "checkUpdate"), ("id", UPDATE_ID))])]),
        _entry("overwrite", "plugin update confirmation", update, [
            (ok, True, [ajax("update", ("action", "update"), ("id", UPDATE_ID))]),
            (cancel, False, [])]),
        _entry("delete", "plugin removal confirmation", remove, [
            (ok, True, [ajax("update", ("action", "remove"), ("id", UPDATE_ID))]),
            (cancel, False, [])]),
    ]  # fmt: skip


def log_screens(t: Any) -> list[dict[str, Any]]:
    """The logs page's toolbar, its clear-all confirmation, and the message centre."""
    lp, lj = "desktop/php/log.php", "desktop/js/log.js"
    mp = "desktop/modal/message.display.php"
    cancel, ok = cancel_ok(t)
    title = "Log - Jeedom"
    toolbar = {"title": title, "items": [
        {"text": LOG},
        {"switch": t(lp, "Log brut"), "checked": False},
        {"field": "in_searchGlobalLog", "hint": t(lp, "Rechercher"), "text": ""},
        {"button": t(lp, "Pause")},
        {"button": t(lp, "Télécharger")},
        {"button": t(lp, "Vider")},
        {"button": t(lp, "Vider tout")},
        {"button": t(lp, "Supprimer")},
        {"button": t(lp, "Supprimer tout")}]}  # fmt: skip
    clear_all = confirm(t, title, t(lj, "Êtes-vous sûr de vouloir vider tous les logs ?"))
    messages = {"title": "Dashboard - Jeedom",
                "dialog": {"title": t("desktop/common/js/utils.js", "Centre de Messages")},
                "items": [
        {"text": t(mp, "Tout")},
        {"button": t(mp, "Rafraichir")},
        {"button": t(mp, "Vider")},
        {"text": "2026-05-12 03:10:44"}, {"text": "update"},
        {"text": "Zigbee: new version available"}]}  # fmt: skip
    return [
        _entry("delete", "logs toolbar", toolbar, [
            (t(lp, "Vider"), True, [ajax("log", ("action", "clear"), ("log", LOG))]),
            (t(lp, "Supprimer"), True, [ajax("log", ("action", "remove"), ("log", LOG))])]),
        _entry("opens-prompt", "logs toolbar", toolbar, [
            (t(lp, "Vider tout"), False, []),
            (t(lp, "Supprimer tout"), False, [])]),
        _entry("reversible", "logs toolbar", toolbar, [
            (t(lp, "Pause"), False, []),
            (t(lp, "Télécharger"), False, [
                link(f"core/php/downloadFile.php?pathfile=log/{LOG}")])]),
        _entry("delete", "logs clear-all confirmation", clear_all, [
            (ok, True, [ajax("log", ("action", "clearAll"))]),
            (cancel, False, [])]),
        _entry("delete", "message centre", messages, [
            (t(mp, "Vider"), True, [ajax("message", ("action", "clearMessage"), ("plugin", ""))])]),
        _entry("reversible", "message centre", messages, [
            (t(mp, "Rafraichir"), False, [page("index.php?v=d&modal=message.display")])]),
    ]  # fmt: skip


def automation_screens(t: Any) -> list[dict[str, Any]]:
    """A scenario's page and an object's page, with their delete confirmations."""
    sp, sj = "desktop/php/scenario.php", "desktop/js/scenario.js"
    op, oj = "desktop/php/object.php", "desktop/js/object.js"
    cancel, ok = cancel_ok(t)
    scenario = {"title": "Scenario - Jeedom", "items": [
        {"field": "name", "hint": "", "text": SCENARIO},
        {"button": t(sp, "Exécuter")},
        {"button": t(sp, "Sauvegarder")},
        {"button": t(sp, "Supprimer")},
        {"tab": t(sp, "Scénario")}]}  # fmt: skip
    scenario_delete = confirm(
        t,
        "Scenario - Jeedom",
        (f"{t(sj, 'Êtes-vous sûr de vouloir supprimer le scénario')} {SCENARIO} ?"),
    )
    obj = {"title": "Object - Jeedom", "items": [
        {"field": "name", "hint": "", "text": OBJECT},
        {"button": t(op, "Sauvegarder")},
        {"button": t(op, "Supprimer")}]}  # fmt: skip
    object_delete = confirm(
        t, "Object - Jeedom", t(oj, "Êtes-vous sûr de vouloir supprimer l\\'objet") + f" {OBJECT} ?"
    )
    return [
        _entry("reversible", "scenario page", scenario, [
            (t(sp, "Exécuter"), False, [ajax(
                "scenario", ("action", "changeState"), ("id", SCENARIO_ID), ("state", "start"))])]),
        _entry("opens-prompt", "scenario page", scenario, [
            (t(sp, "Supprimer"), False, [])]),
        _entry("delete", "scenario delete confirmation", scenario_delete, [
            (ok, True, [ajax("scenario", ("action", "remove"), ("id", SCENARIO_ID))]),
            (cancel, False, [])]),
        _entry("opens-prompt", "object page", obj, [
            (t(op, "Supprimer"), False, [])]),
        _entry("delete", "object delete confirmation", object_delete, [
            (ok, True, [ajax("object", ("action", "remove"), ("id", OBJECT_ID))]),
            (cancel, False, [])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    entries = [*system_screens(t), *user_screens(t), *backup_screens(t), *update_screens(t),
               *log_screens(t), *automation_screens(t)]  # fmt: skip
    return entries
