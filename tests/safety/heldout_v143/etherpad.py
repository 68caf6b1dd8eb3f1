"""Etherpad's web pages for the hundred-and-forty-third held-out corpus: ``screens(t, lang)``
lays them out in one language, ``t(key)`` being that language's lookup (``t("ep:KEY")`` reads
the admin's ``ep_admin_pads`` namespace). What each action sends, and why it is labelled so, is
in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

PAD_SOCKET = (
    "WEBSOCKET wss://pad.example/socket.io/?EIO=4&transport=websocket&sid=Xk3p9QzR2mLw7vNbAAAD"
)
ADMIN_SOCKET = "WEBSOCKET wss://pad.example/socket.io/?EIO=4&transport=websocket"
PAD, OTHER_PAD = "team-notes", "retro-2025-q3"
AUTHOR, ME, COLOR = "a.k3Jd8sPq0TzWm1Xy", "Dana", 14
SETTINGS_JSON = (
    '{\n  "title": "Etherpad",\n  "defaultPadText": "",\n  "requireAuthentication": false,\n'
    '  "cleanup": {"enabled": true, "keepRevisions": 5}\n}'
)
PAD_QUERY = {"offset": 0, "limit": 12, "pattern": "", "sortBy": "padName", "ascending": True}
PLUGIN_QUERY = {"offset": 0, "limit": 99999, "sortBy": "name", "sortDir": "asc", "searchTerm": ""}
# The browser's own confirm() buttons (Chrome on Android), not the app's strings.
NATIVE = {"en": ("OK", "Cancel"), "zh": ("确定", "取消"), "ja": ("OK", "キャンセル"),
          "ko": ("확인", "취소"), "de": ("OK", "Abbrechen"), "fr": ("OK", "Annuler"),
          "es": ("Aceptar", "Cancelar"), "pt": ("OK", "Cancelar"),
          "ru": ("ОК", "Отмена")}  # fmt: skip
Act = tuple[Any, bool, list[Any]]


def frame(socket: str, event: str, *args: Any, nsp: str = "/") -> dict[str, str]:
    """One socket.io EVENT on the websocket: engine.io's message ``4``, the EVENT ``2``, the
    namespace and a comma where it is not ``/``, no ack id (no emit here passes a callback),
    and ``JSON.stringify([event, ...args])``."""
    prefix = "42" + ("" if nsp == "/" else f"{nsp},")
    body = prefix + json.dumps([event, *args], ensure_ascii=False, separators=(",", ":"))
    return {"request": socket, "body": body, "via": "websocket"}


def collab(data: dict[str, Any]) -> dict[str, str]:
    """``collabClient.sendMessage``: ``socket.emit('message', {type: 'COLLABROOM', ...})``."""
    return frame(PAD_SOCKET, "message", {"type": "COLLABROOM", "component": "pad", "data": data})


def changes(rev: int, changeset: str, attribs: list[list[str]]) -> dict[str, str]:
    """A USER_CHANGES message: the base revision, the changeset and its own attribute pool."""
    pool = {"numToAttrib": {str(i): a for i, a in enumerate(attribs)}, "nextNum": len(attribs)}
    return collab({"type": "USER_CHANGES", "baseRev": rev, "changeset": changeset, "apool": pool})


def admin(event: str, *args: Any) -> dict[str, str]:
    return frame(ADMIN_SOCKET, event, *args, nsp="/settings")


def plugins(event: str, *args: Any) -> dict[str, str]:
    return frame(ADMIN_SOCKET, event, *args, nsp="/pluginfw/installer")


def link(path: str) -> dict[str, str]:
    """A full page load (``location.href``, an ``<a href>`` or ``window.open``)."""
    return {"request": f"GET {path}", "via": "link"}


def pad_screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """The pad page: its toolbar, the native questions, the settings, users, import/export
    and share popups, the colour picker, the chat and the timeslider."""
    ok, cancel = NATIVE[lang]
    text = [{"text": "Agenda"}, {"text": "1. Budget review"}, {"text": "2. Launch plan"}]
    tools = [t(f"pad.toolbar.{k}.title") for k in (
        "bold", "italic", "ol", "undo", "clearAuthorship", "import_export", "timeslider",
        "savedRevision", "settings", "embed", "home", "showusers")]  # fmt: skip
    toolbar = {"title": PAD, "items": [*({"icon": name} for name in tools), *text,
                                       {"button": t("pad.chat")}]}  # fmt: skip
    # The same toolbar while "Launch plan" is selected (the selection shows no other item).
    selected = copy.deepcopy(toolbar)

    def native(page: str, message: str) -> dict[str, Any]:
        return {"title": page, "dialog": {"message": message},
                "items": [{"button": ok}, {"button": cancel}]}  # fmt: skip

    settings = {
        "title": PAD,
        "dialog": {"title": t("pad.settings.padSettings")},
        "items": [
            {"text": t("pad.settings.myView")},
            {"switch": t("pad.settings.colorcheck"), "checked": True},
            {"switch": t("pad.settings.linenocheck"), "checked": True},
            {"switch": t("pad.settings.rtlcheck"), "checked": False},
            {"button": t("pad.settings.deletePad")},
        ],
    }
    users = {
        "title": PAD,
        "dialog": {},
        "items": [
            {"field": "myusernameedit", "hint": t("pad.userlist.entername"), "text": ME,
             "focused": True},
            {"row": "Alex"},
            {"row": "Sam"},
        ],
    }  # fmt: skip
    picker = {
        "title": PAD,
        "dialog": {},
        "items": [{"field": "mycolorpickerpreview", "text": "#ffc7c7"},
                  {"button": t("pad.colorpicker.save")},
                  {"button": t("pad.colorpicker.cancel")}],
    }  # fmt: skip
    impexp = {
        "title": PAD,
        "dialog": {"title": t("pad.importExport.import_export")},
        "items": [
            {"text": t("pad.importExport.import")},
            {"field": "importfileinput", "text": "minutes.txt"},
            {"button": t("pad.impexp.importbutton")},
            {"text": t("pad.importExport.export")},
            {"link": t("pad.importExport.exportetherpad")},
            {"link": t("pad.importExport.exporthtml")},
            {"link": t("pad.importExport.exportplain")},
        ],
    }
    impexp_pad = copy.deepcopy(impexp)
    impexp_pad["items"][1]["text"] = "team-notes-backup.etherpad"
    share = {
        "title": PAD,
        "dialog": {"title": t("pad.share")},
        "items": [
            {"switch": t("pad.share.readonly"), "checked": False},
            {"text": t("pad.share.link")},
            {"field": "linkinput", "text": f"https://pad.example/p/{PAD}"},
        ],
    }

    def chat(message: str) -> dict[str, Any]:
        return {
            "title": PAD,
            "dialog": {"title": t("pad.chat")},
            "items": [
                {"button": t("pad.chat.loadmessages")},
                {"text": "Alex: shall we move the launch?"},
                {"field": "chatinput", "hint": t("pad.chat.writeMessage.placeholder"),
                 "text": message, "focused": True},
            ],
        }  # fmt: skip

    slider = {
        "title": PAD,
        "items": [
            {"button": t("timeslider.toolbar.returnbutton")},
            {"icon": t("timeslider.toolbar.exportlink.title")},
            *text,
        ],
    }
    slider_export = {
        "title": PAD,
        "dialog": {"title": t("timeslider.exportCurrent")},
        "items": [
            {"link": t("pad.importExport.exportetherpad")},
            {"link": t("pad.importExport.exporthtml")},
            {"link": t("pad.importExport.exportplain")},
        ],
    }
    bold, italic, ol, undo, clear, impx, slide, save, sett, embed, home, usr = tools
    rev = 212
    import_body = ("------WebKitFormBoundary7MA4YWxkTrZu0gW\r\nContent-Disposition: form-data; "
                   'name="file"; filename="{}"\r\nContent-Type: {}\r\n\r\n{}\r\n'
                   "------WebKitFormBoundary7MA4YWxkTrZu0gW--\r\n")  # fmt: skip
    txt = import_body.format("minutes.txt", "text/plain", "Minutes\n1. Budget approved")
    epad = import_body.format("team-notes-backup.etherpad", "application/octet-stream",
                              '{"pad:team-notes":{"atext":{"text":"Agenda\\n"}}}')  # fmt: skip
    html = import_body.format("agenda.html", "text/html", "<h1>Agenda</h1><ol><li>Budget</li></ol>")
    return [
        _entry("reversible", "pad toolbar", toolbar, [
            (undo, False, [changes(rev, "Z:3c<6|1=e-6$", [])]),
            (save, False, [collab({"type": "SAVE_REVISION"})]),
            (slide, False, [link(f"/p/{PAD}/timeslider")]),
            (home, False, [link("/")])]),
        _entry("opens-prompt", "pad toolbar", toolbar, [
            (clear, False, []), (impx, False, []), (sett, False, []), (embed, False, []),
            (usr, False, []), (t("pad.chat"), False, [])]),
        _entry("reversible", "pad toolbar with a line selected", selected, [
            (bold, False, [changes(rev + 1, "Z:3c>0|2=s=3*0=b$", [["bold", "true"]])]),
            (italic, False, [changes(rev + 2, "Z:3c>0|2=s=3*0=b$", [["italic", "true"]])]),
            (ol, False, [changes(rev + 3, "Z:3c>1|2=s*0*1*2*3*4+1$*", [
                ["author", AUTHOR], ["insertorder", "first"], ["list", "number1"],
                ["lmkr", "1"], ["start", "1"]])])]),
        _entry("delete", "pad toolbar with others' text selected", selected, [
            (clear, True, [changes(rev + 4, "Z:3c>0|2=s=3*0=b$", [["author", ""]])])]),
        _entry("delete", "clear authorship question", native(PAD, t("pad.editbar.clearcolors")), [
            (ok, True, [changes(rev + 5, "Z:3c>0*0|3=3c$", [["author", ""]])]),
            (cancel, False, [])]),
        _entry("delete", "clear authorship question, a second pad",
               native(OTHER_PAD, t("pad.editbar.clearcolors")), [
            (ok, True, [changes(57, "Z:8k>0*0|9=8k$", [["author", ""]])])]),
        _entry("reversible", "pad settings popup", settings, [
            (t("pad.settings.colorcheck"), False, []),
            (t("pad.settings.linenocheck"), False, []),
            (t("pad.settings.rtlcheck"), False, [])]),
        _entry("opens-prompt", "pad settings popup", settings, [
            (t("pad.settings.deletePad"), False, [])]),
        _entry("delete", "delete pad question", native(PAD, t("pad.delete.confirm")), [
            (ok, True, [collab({"type": "PAD_DELETE", "data": {"padId": PAD}}), link("/")]),
            (cancel, False, [])]),
        _entry("delete", "delete pad question, a second pad",
               native(OTHER_PAD, t("pad.delete.confirm")), [
            (ok, True, [collab({"type": "PAD_DELETE", "data": {"padId": OTHER_PAD}}),
                        link("/")])]),
        _entry("reversible", "users popup", users, [
            ({"enter": True}, False, [collab({"type": "USERINFO_UPDATE", "userInfo": {
                "userId": AUTHOR, "name": ME, "ip": "127.0.0.1", "colorId": COLOR}})])]),
        _entry("reversible", "colour picker", picker, [
            (t("pad.colorpicker.save"), False, [collab({"type": "USERINFO_UPDATE", "userInfo": {
                "userId": AUTHOR, "name": ME, "ip": "127.0.0.1", "colorId": "#ffc7c7"}})]),
            (t("pad.colorpicker.cancel"), False, [])]),
        _entry("send", "chat", chat("I'll send the budget tonight"), [
            ({"enter": True}, True, [collab({"type": "CHAT_MESSAGE", "message": {
                "text": "I'll send the budget tonight", "time": None, "userId": None,
                "userName": None}})])]),
        _entry("reversible", "chat", chat(""), [
            (t("pad.chat.loadmessages"), False, [
                collab({"type": "GET_CHAT_MESSAGES", "start": 58, "end": 157})])]),
        _entry("send", "chat with a link", chat("Draft: https://pad.example/p/launch"), [
            ({"enter": True}, True, [collab({"type": "CHAT_MESSAGE", "message": {
                "text": "Draft: https://pad.example/p/launch", "time": None,
                "userId": None, "userName": None}})])]),
        _entry("send", "chat, a reply", chat("+1, Friday works for me"), [
            ({"enter": True}, True, [collab({"type": "CHAT_MESSAGE", "message": {
                "text": "+1, Friday works for me", "time": None, "userId": None,
                "userName": None}})])]),
        _entry("reversible", "import/export popup", impexp, [
            (t("pad.importExport.exportetherpad"), False, [link(f"/p/{PAD}/export/etherpad")]),
            (t("pad.importExport.exporthtml"), False, [link(f"/p/{PAD}/export/html")])]),
        _entry("opens-prompt", "import/export popup", impexp, [
            (t("pad.impexp.importbutton"), False, [])]),
        _entry("delete", "import question", native(PAD, t("pad.impexp.confirmimport")), [
            (ok, True, [{"request": f"POST /p/{PAD}/import", "body": txt}]),
            (cancel, False, [])]),
        _entry("delete", "import question for an .etherpad file",
               native(PAD, t("pad.impexp.confirmimport")), [
            (ok, True, [{"request": f"POST /p/{PAD}/import", "body": epad},
                        link(f"/p/{PAD}")])]),
        _entry("delete", "import question for an .html file",
               native(PAD, t("pad.impexp.confirmimport")), [
            (ok, True, [{"request": f"POST /p/{PAD}/import", "body": html}])]),
        _entry("reversible", "share popup", share, [(t("pad.share.readonly"), False, [])]),
        _entry("reversible", "timeslider", slider, [
            (t("timeslider.toolbar.returnbutton"), False, [link(f"/p/{PAD}")])]),
        _entry("opens-prompt", "timeslider", slider, [
            (t("timeslider.toolbar.exportlink.title"), False, [])]),
        _entry("reversible", "timeslider export popup", slider_export, [
            (t("pad.importExport.exporthtml"), False, [link(f"/p/{PAD}/180/export/html")])]),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """The admin pages: the menu, the plugin manager, the settings, the pads list and its
    dialogs, the communication page."""
    menu_items = [t("admin_plugins"), t("admin_settings"), t("admin_plugins_info"),
                  t("ep:ep_adminpads2_manage-pads"), "Communication"]  # fmt: skip
    menu = {"title": "Etherpad", "items": [{"link": name} for name in menu_items]}
    manager = {
        "title": t("admin_plugins"),
        "items": [
            {"text": t("admin_plugins.installed")},
            {"link": "ep_align"},
            {"text": "0.3.98"},
            {"icon": t("admin_plugins.installed_uninstall.value")},
            {"text": t("admin_plugins.available")},
            {"field": "search", "hint": t("admin_plugins.available_search.placeholder"),
             "text": ""},
            {"link": "ep_comments_page"},
            {"text": "Adds comments on sidebar and link it to the text."},
            {"icon": t("admin_plugins.available_install.value")},
        ],
    }  # fmt: skip
    settings = {
        "title": t("admin_settings"),
        "items": [
            {"text": t("admin_settings.current")},
            {"field": "settings", "text": SETTINGS_JSON},
            {"icon": t("admin_settings.current_save.value")},
            {"icon": t("admin_settings.current_restart.value")},
            {"link": t("admin_settings.current_example-prod")},
            {"link": t("admin_settings.current_example-devel")},
        ],
    }

    def pads(rows: list[str]) -> dict[str, Any]:
        items: list[dict[str, Any]] = [
            {"icon": t("index.newPad")},
            {"field": "search", "hint": t("ep:ep_adminpads2_search-heading"), "text": ""},
            {"button": t("ep:ep_adminpads2_padname")},
            {"button": t("ep:ep_adminpads2_last-edited")},
        ]
        for row in rows:
            items += [{"text": row}, {"icon": t("ep:ep_adminpads2_delete.value")},
                      {"icon": t("ep:ep_adminpads2_cleanup")},
                      {"icon": t("index.createOpenPad")}]  # fmt: skip
        items += [{"button": "Previous Page"}, {"button": "Next Page"}]
        return {"title": t("ep:ep_adminpads2_manage-pads"), "items": items}

    listing = pads([PAD])
    other = pads([OTHER_PAD])

    def delete(pad: str) -> dict[str, Any]:
        return {"title": t("ep:ep_adminpads2_manage-pads"),
                "dialog": {"message": t("ep:ep_adminpads2_confirm").replace("{{padID}}", pad)},
                "items": [{"button": "Cancel"}, {"button": "Ok"}]}  # fmt: skip

    create = {
        "title": t("ep:ep_adminpads2_manage-pads"),
        "dialog": {"title": t("index.newPad")},
        "items": [
            {"button": "x"},
            {"field": "padName", "hint": t("ep:ep_adminpads2_padname"), "text": "standup"},
            {"button": "admin_settings.createPad"},
        ],
    }

    def shout(sticky: bool, message: str) -> dict[str, Any]:
        return {
            "title": "Communication",
            "items": [
                {"text": "There are currently 7 users online"},
                {"switch": "Change sticky message", "checked": sticky},
                {"field": "message", "text": message, "focused": True},
            ],
        }

    maintenance = "Etherpad restarts at 18:00 for an upgrade"
    return [
        _entry("reversible", "admin menu", menu, [
            (t("admin_plugins"), False, [plugins("getInstalled"),
                                          plugins("search", PLUGIN_QUERY)]),
            (t("admin_settings"), False, []),
            (t("admin_plugins_info"), False, [admin("help")]),
            (t("ep:ep_adminpads2_manage-pads"), False, [admin("padLoad", PAD_QUERY)]),
            ("Communication", False, [plugins("getStats", {})])]),
        _entry("reversible", "plugin manager", manager, [
            (t("admin_plugins.installed_uninstall.value"), False,
             [plugins("uninstall", "ep_align")]),
            (t("admin_plugins.available_install.value"), False,
             [plugins("install", "ep_comments_page"), plugins("getInstalled")])]),
        _entry("reversible", "admin settings", settings, [
            (t("admin_settings.current_save.value"), False, [admin("saveSettings", SETTINGS_JSON)]),
            (t("admin_settings.current_restart.value"), False, [admin("restartServer")])]),
        _entry("reversible", "manage pads", listing, [
            (t("ep:ep_adminpads2_padname"), False,
             [admin("padLoad", {**PAD_QUERY, "ascending": False})]),
            (t("index.createOpenPad"), False, [link(f"/p/{PAD}")])]),
        _entry("opens-prompt", "manage pads", listing, [
            (t("ep:ep_adminpads2_delete.value"), False, []), (t("index.newPad"), False, [])]),
        _entry("delete", "manage pads", listing, [
            (t("ep:ep_adminpads2_cleanup"), True, [admin("cleanupPadRevisions", PAD)])]),
        _entry("delete", "manage pads, a second pad", other, [
            (t("ep:ep_adminpads2_cleanup"), True, [admin("cleanupPadRevisions", OTHER_PAD)])]),
        _entry("delete", "delete pad dialog", delete(PAD), [
            ("Ok", True, [admin("deletePad", PAD)]), ("Cancel", False, [])]),
        _entry("delete", "delete pad dialog, a second pad", delete(OTHER_PAD), [
            ("Ok", True, [admin("deletePad", OTHER_PAD)])]),
        _entry("reversible", "new pad dialog", create, [
            ("admin_settings.createPad", False, [admin("createPad", {"padName": "standup"}),
                                                 admin("padLoad", PAD_QUERY)]),
            ("x", False, [])]),
        _entry("reversible", "communication page", shout(False, ""), [
            ("Change sticky message", False, [])]),
        _entry("send", "communication page, a message typed", shout(False, maintenance), [
            ({"enter": True}, True, [admin("shout", {"message": maintenance, "sticky": False})])]),
        _entry("send", "communication page, a sticky message", shout(True, maintenance), [
            ({"enter": True}, True, [admin("shout", {"message": maintenance, "sticky": True})])]),
    ]  # fmt: skip


def screens(t: Any, lang: str = "en") -> list[dict[str, Any]]:
    """Every screen in one language."""
    return [*pad_screens(t, lang), *admin_screens(t)]


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = []
    for action, irreversible, sends in acts:
        case = dict(action) if isinstance(action, dict) else {"tap": action}
        cases.append({**case, "irreversible": irreversible, "sends": copy.deepcopy(sends)})
    return {"category": category, "source": f"etherpad {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip
