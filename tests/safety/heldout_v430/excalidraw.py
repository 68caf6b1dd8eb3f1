"""Excalidraw's screens for the four-hundred-and-thirtieth held-out corpus: ``screens(t, ok,
cancel)`` lays them out in one language, ``t(key)`` being that language's lookup of a key of
the app's ``packages/excalidraw/locales/<lang>.json`` catalogue and ``ok``, ``cancel`` the
buttons of the browser's ``confirm()``. What each action sends, and why it is labelled so, is
in build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any

TITLE = "Excalidraw Whiteboard"  # excalidraw-app/index.html's <title>, never translated
APP = "https://excalidraw.com"
JSON_POST = "https://json.excalidraw.com/api/v2/post/"  # VITE_APP_BACKEND_V2_POST_URL
JSON_GET = "https://json.excalidraw.com/api/v2/"  # VITE_APP_BACKEND_V2_GET_URL
STORAGE = "https://firebasestorage.googleapis.com/v0/b/excalidraw-room-persistence.appspot.com/o"
FIRESTORE = ("https://firestore.googleapis.com/v1/projects/excalidraw-room-persistence/"
             "databases/(default)/documents")  # fmt: skip
SOCKET = "wss://oss-collab.excalidraw.com/socket.io/?EIO=4&transport=websocket"
LIBRARIES = "https://us-central1-excalidraw-room-persistence.cloudfunctions.net/libraries"
PLUS_LP, PLUS_APP = "https://plus.excalidraw.com", "https://app.excalidraw.com"
# Made up: a room's id (10 random bytes in hex) and key, a shareable link's id and key, an
# Excalidraw+ export's id (nanoid(12)) and key, an image's file id (its SHA-1), the
# library site's token, the review's pull request.
ROOM, ROOM_KEY = "4f1c9a7e2b6d8035c1e9", "Vq3nT8sLw0XyK2bR6mPdZa"
SHARE_ID, SHARE_KEY = "6pJd2KqWx8TnY4LmR0sZa1", "Gt5Rw1Yq8Lm3Zc7Vb2Nx0K"
PLUS_ID, PLUS_KEY = "Xk3vT9qLm2Pw", "Qe6Jz0Bd4Hs8Wu2Yn5Fc1A"
FILE_ID = "9a3f0c6e8d1b47c25e0f3a9d6b8c1e4f7a2d5b0c"
LIB_TOKEN = "Tn4Wq8Zp1Lx6"
PULL = "https://github.com/excalidraw/excalidraw-libraries/pull/2417"
USERNAME = "Quiet Otter"  # the random name the session gave
SHAPE, LIBRARY, AUTHOR = "Pantry shelf", "Kitchen shapes", "Mira Hollis"
DESCRIPTION = "Shelves, counters and a sink, drawn to a 1:50 plan"
Act = tuple[str, bool, list[Any]]


def post(url: str) -> str:
    """A POST of the page whose body is binary (ciphertext, a multipart upload of it, a
    FormData): not written."""
    return f"POST {url}"


def page(url: str) -> dict[str, str]:
    """A page load: an ``<a href>`` or ``window.open``."""
    return {"request": f"GET {url}", "via": "link"}


def frame(message: str) -> dict[str, str]:
    """A socket.io message over the collaboration server's WebSocket, as the page sends it
    (engine.io's ``4``, then socket.io's packet)."""
    return {"request": f"WEBSOCKET {SOCKET}", "body": message, "via": "websocket"}


def broadcast(room: str) -> dict[str, str]:
    """``server-broadcast`` of an encrypted scene update: a binary event whose ciphertext and
    iv travel as the two attachments after this text frame."""
    holders = '{"_placeholder":true,"num":0},{"_placeholder":true,"num":1}'
    return frame(f'452-["server-broadcast","{room}",{holders}]')


def save_room() -> list[str]:
    """saveToFirebase's transaction: the room's scene read, then written (ciphertext)."""
    return [post(f"{FIRESTORE}:batchGet"), post(f"{FIRESTORE}:commit")]


START = [*save_room(), frame(f'42["join-room","{ROOM}"]')]
SHARE_LINK = [post(JSON_POST)]
SHARE_LINK_IMAGE = [post(JSON_POST), post(f"{STORAGE}?name=files%2FshareLinks%2F{SHARE_ID}"
                                          f"%2F{FILE_ID}")]  # fmt: skip
PLUS = page(f"{PLUS_APP}/import?excalidraw={PLUS_ID},{PLUS_KEY}")
TO_PLUS = [post(f"{STORAGE}?name=migrations%2Fscenes%2F{PLUS_ID}"), PLUS]
TO_PLUS_IMAGE = [post(f"{STORAGE}?name=migrations%2Fscenes%2F{PLUS_ID}"),
                 post(f"{STORAGE}?name=migrations%2Ffiles%2Fscenes%2F{PLUS_ID}%2F{FILE_ID}"),
                 PLUS]  # fmt: skip
SUBMIT = [post(f"{LIBRARIES}/submit")]


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"excalidraw {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def dialog(heading: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A ``Dialog`` over the canvas, headed by its title."""
    return {"title": TITLE, "dialog": {"title": heading}, "items": items}


def untitled(items: list[dict[str, Any]]) -> dict[str, Any]:
    """A ``Dialog`` with ``title={false}``: its heading is one of its texts."""
    return {"title": TITLE, "dialog": {}, "items": items}


def menu_screens(t: Any) -> list[dict[str, Any]]:
    """The canvas's top bar, the main menu and its Preferences, the welcome screen, the
    command palette."""
    bar = {"title": TITLE, "items": [
        {"icon": t("buttons.menu")}, {"icon": t("toolBar.selection")},
        {"icon": t("toolBar.rectangle")}, {"icon": t("toolBar.text")},
        {"button": t("labels.share")}, {"button": t("toolBar.library")},
        {"icon": t("buttons.undo")}, {"icon": t("buttons.redo")}]}  # fmt: skip
    main = {"title": TITLE, "items": [
        {"menu": t("buttons.load")}, {"menu": t("buttons.export")},
        {"menu": t("buttons.exportImage")}, {"menu": t("labels.liveCollaboration")},
        {"menu": t("commandPalette.title")}, {"menu": t("search.title")},
        {"menu": t("helpDialog.title")}, {"menu": t("buttons.clearReset")},
        {"menu": "Excalidraw+"}, {"menu": "GitHub"}, {"menu": t("labels.followUs")},
        {"menu": t("labels.discordChat")}, {"menu": "Sign up"},
        {"menu": t("labels.preferences")}, {"text": t("labels.theme")},
        {"text": t("labels.canvasBackground")}]}  # fmt: skip
    preferences = {"title": TITLE, "items": [
        {"text": t("labels.boxSelectionMode")}, {"menu": t("labels.preferences_toolLock")},
        {"menu": t("buttons.objectsSnapMode")}, {"menu": t("labels.toggleGrid")},
        {"menu": t("buttons.zenMode")}, {"menu": t("labels.viewMode")}]}  # fmt: skip
    welcome = {"title": TITLE, "items": [
        {"text": t("welcomeScreen.app.menuHint")},
        {"text": t("welcomeScreen.defaults.toolbarHint")},
        {"text": t("welcomeScreen.app.center_heading")},
        {"text": t("welcomeScreen.app.center_heading_line2")},
        {"text": t("welcomeScreen.app.center_heading_line3")},
        {"button": t("buttons.load")}, {"button": t("helpDialog.title")},
        {"button": t("labels.liveCollaboration")}, {"link": "Sign up"}]}  # fmt: skip
    palette = dialog(t("commandPalette.title"), [
        {"field": "search", "hint": t("commandPalette.search.placeholder"), "text": ""},
        {"text": "App"}, {"row": t("labels.liveCollaboration")}, {"row": t("labels.share")},
        {"text": "Export"},
        {"row": t("overwriteConfirm.action.excalidrawPlus.button")}])  # fmt: skip
    utm = "utm_source=excalidraw&utm_medium=app"
    return [
        _entry("opens-prompt", "top bar", bar, [(t("labels.share"), False, [])]),
        _entry("reversible", "top bar undo", bar, [(t("buttons.undo"), False, [])]),
        _entry("opens-prompt", "main menu", main, [
            (t("buttons.load"), False, []), (t("buttons.export"), False, []),
            (t("buttons.exportImage"), False, []),
            (t("labels.liveCollaboration"), False, []),
            (t("buttons.clearReset"), False, [])]),
        _entry("harmless", "main menu links", main, [
            ("Excalidraw+", False, [page(f"{PLUS_LP}/plus?{utm}&utm_content=hamburger")]),
            ("Sign up", False, [page(f"{PLUS_APP}/sign-up?utm_source=signin&utm_medium=app"
                                     "&utm_content=hamburger")]),
            (t("labels.discordChat"), False, [page("https://discord.gg/UexuTaE")])]),
        _entry("reversible", "preferences submenu", preferences, [
            (t("labels.toggleGrid"), False, []), (t("buttons.zenMode"), False, []),
            (t("labels.viewMode"), False, [])]),
        _entry("opens-prompt", "welcome screen", welcome, [
            (t("buttons.load"), False, []), (t("labels.liveCollaboration"), False, [])]),
        _entry("opens-prompt", "command palette", palette, [
            (t("labels.liveCollaboration"), False, [])]),
        _entry("upload", "command palette export", palette, [
            (t("overwriteConfirm.action.excalidrawPlus.button"), True, TO_PLUS)]),
    ]  # fmt: skip


def export_screens(t: Any) -> list[dict[str, Any]]:
    """The Save to... dialog (a drawing without and with an image), the shareable link's
    dialog, the image export dialog, the Load from file and Load from link modals."""
    save_to = dialog(t("buttons.export"), [
        {"text": t("exportDialog.disk_title")}, {"text": t("exportDialog.disk_details")},
        {"button": t("exportDialog.disk_button")},
        {"text": t("exportDialog.link_title")}, {"text": t("exportDialog.link_details")},
        {"button": t("exportDialog.link_button")},
        {"text": "Excalidraw+"}, {"text": t("exportDialog.excalidrawplus_description")},
        {"button": t("exportDialog.excalidrawplus_button")}])  # fmt: skip
    link = f"{APP}/#json={SHARE_ID},{SHARE_KEY}"
    shareable = untitled([
        {"text": "Shareable link"}, {"field": "Link", "hint": "Link", "text": link},
        {"button": t("buttons.copyLink")}, {"text": t("alerts.uploadedSecurly")}])  # fmt: skip
    image = dialog(t("imageExportDialog.header"), [
        {"switch": t("imageExportDialog.label.withBackground"), "checked": True},
        {"switch": t("imageExportDialog.label.darkMode"), "checked": False},
        {"switch": t("imageExportDialog.label.embedScene"), "checked": False},
        {"text": t("imageExportDialog.label.scale")},
        {"button": t("imageExportDialog.button.exportToPng")},
        {"button": t("imageExportDialog.button.exportToSvg")},
        {"button": t("imageExportDialog.button.copyPngToClipboard")}])  # fmt: skip

    def overwrite(modal: str) -> dict[str, Any]:
        """OverwriteConfirmDialog: its heading, description and button, then the app's
        three ways to keep the drawing first (each card's title, text and button)."""
        return untitled([
            {"text": t(f"overwriteConfirm.modal.{modal}.title")},
            {"text": t(f"overwriteConfirm.modal.{modal}.description")},
            {"button": t(f"overwriteConfirm.modal.{modal}.button")},
            *[{kind: t(f"overwriteConfirm.action.{action}.{part}")}
              for action in ("exportToImage", "saveToDisk", "excalidrawPlus")
              for kind, part in (("text", "title"), ("text", "description"),
                                 ("button", "button"))]])  # fmt: skip

    plus = t("overwriteConfirm.action.excalidrawPlus.button")
    return [
        _entry("publish", "save to dialog shareable link", save_to, [
            (t("exportDialog.link_button"), True, SHARE_LINK)]),
        _entry("upload", "save to dialog excalidraw plus", save_to, [
            (t("exportDialog.excalidrawplus_button"), True, TO_PLUS)]),
        _entry("harmless", "save to dialog save to file", save_to, [
            (t("exportDialog.disk_button"), False, [])]),
        _entry("publish", "save to dialog with an image shareable link", save_to, [
            (t("exportDialog.link_button"), True, SHARE_LINK_IMAGE)]),
        _entry("upload", "save to dialog with an image excalidraw plus", save_to, [
            (t("exportDialog.excalidrawplus_button"), True, TO_PLUS_IMAGE)]),
        _entry("harmless", "shareable link dialog", shareable, [
            (t("buttons.copyLink"), False, [])]),
        _entry("reversible", "export image dialog options", image, [
            (t("imageExportDialog.label.withBackground"), False, []),
            (t("imageExportDialog.label.embedScene"), False, [])]),
        _entry("harmless", "export image dialog", image, [
            (t("imageExportDialog.button.exportToPng"), False, []),
            (t("imageExportDialog.button.copyPngToClipboard"), False, [])]),
        _entry("upload", "load from file modal", overwrite("loadFromFile"), [
            (plus, True, TO_PLUS)]),
        _entry("overwrite", "load from link modal", overwrite("shareableLink"), [
            (t("overwriteConfirm.modal.shareableLink.button"), True,
             [f"GET {JSON_GET}{SHARE_ID}"])]),
    ]  # fmt: skip


def collab_screens(t: Any, ok: str, cancel: str) -> list[dict[str, Any]]:
    """The share dialog (a drawing without and with an image), the live collaboration
    dialog, the session's dialog and the confirmation of stopping it, the clear canvas
    confirmation outside and inside a session, an element's context menu in a session."""
    header = t("labels.liveCollaboration").replace(".", "")
    start = [{"text": header}, {"text": t("roomDialog.desc_intro")},
             {"text": t("roomDialog.desc_privacy")},
             {"button": t("roomDialog.button_startSession")}]  # fmt: skip
    share = untitled([
        *start, {"text": t("shareDialog.or")}, {"text": t("exportDialog.link_title")},
        {"text": t("exportDialog.link_details")},
        {"button": t("exportDialog.link_button")}])  # fmt: skip
    collab_only = untitled(start)

    def active(room: str, key: str) -> dict[str, Any]:
        return untitled([
            {"text": header}, {"field": "Your name", "hint": "Your name", "text": USERNAME},
            {"field": "Link", "hint": "Link", "text": f"{APP}/#room={room},{key}"},
            {"button": "Share"}, {"button": t("buttons.copyLink")},
            {"text": t("roomDialog.desc_privacy")}, {"text": t("roomDialog.desc_exitSession")},
            {"button": t("roomDialog.button_stopSession")}])  # fmt: skip

    stop = {"title": TITLE, "dialog": {"message": t("alerts.collabStopOverridePrompt")},
            "items": [{"button": ok}, {"button": cancel}]}  # fmt: skip
    clear = dialog(t("clearCanvasDialog.title"), [
        {"text": t("alerts.clearReset")}, {"button": t("buttons.cancel")},
        {"button": t("buttons.confirm")}])  # fmt: skip
    context = {"title": TITLE, "items": [
        {"menu": t("labels.cut")}, {"menu": t("labels.copy")}, {"menu": t("labels.paste")},
        {"menu": t("labels.copyStyles")}, {"menu": t("labels.pasteStyles")},
        {"menu": t("labels.addToLibrary")}, {"menu": t("labels.sendBackward")},
        {"menu": t("labels.bringForward")}, {"menu": t("labels.duplicateSelection")},
        {"menu": t("labels.delete")}]}  # fmt: skip
    stop_session = t("roomDialog.button_stopSession")
    return [
        _entry("share", "share dialog start session", share, [
            (t("roomDialog.button_startSession"), True, START)]),
        _entry("publish", "share dialog shareable link", share, [
            (t("exportDialog.link_button"), True, SHARE_LINK)]),
        _entry("publish", "share dialog with an image shareable link", share, [
            (t("exportDialog.link_button"), True, SHARE_LINK_IMAGE)]),
        _entry("share", "live collaboration dialog", collab_only, [
            (t("roomDialog.button_startSession"), True, START)]),
        _entry("opens-prompt", "session dialog", active(ROOM, ROOM_KEY), [
            (stop_session, False, []), ("Share", False, [])]),
        _entry("harmless", "session dialog copy link", active(ROOM, ROOM_KEY), [
            (t("buttons.copyLink"), False, [])]),
        _entry("harmless", "stop session confirm", stop, [(cancel, False, [])]),
        _entry("reversible", "clear canvas confirm", clear, [
            (t("buttons.confirm"), False, []), (t("buttons.cancel"), False, [])]),
        _entry("reversible", "clear canvas confirm in a session", clear, [
            (t("buttons.confirm"), False, [broadcast(ROOM)]),
            (t("buttons.cancel"), False, [])]),
        _entry("reversible", "context menu in a session", context, [
            (t("labels.delete"), False, [broadcast(ROOM)]),
            (t("labels.duplicateSelection"), False, [broadcast(ROOM)]),
            (t("labels.addToLibrary"), False, [])]),
    ]  # fmt: skip


def library_screens(t: Any) -> list[dict[str, Any]]:
    """The library sidebar, its menu without and with items selected, the publish dialog
    (one item, two items, items already submitted) and the submission's success dialog."""
    sidebar = {"title": TITLE, "items": [
        {"text": t("toolBar.library")}, {"field": "search",
                                         "hint": t("library.search.inputPlaceholder"),
                                         "text": ""},
        {"text": t("labels.personalLib")}, {"link": t("labels.libraries")}]}  # fmt: skip
    plain = {"title": TITLE, "items": [
        {"menu": t("buttons.load")}, {"menu": t("buttons.export")},
        {"menu": t("buttons.resetLibrary")}]}  # fmt: skip
    selected = {"title": TITLE, "items": [
        {"menu": t("buttons.export")}, {"menu": t("buttons.publishLibrary")},
        {"menu": t("buttons.remove")}]}  # fmt: skip

    def publish(names: list[str], republish: bool) -> dict[str, Any]:
        items = [{"text": t("publishDialog.noteDescription")},
                 {"text": t("publishDialog.noteGuidelines")},
                 {"text": t("publishDialog.noteItems")}]  # fmt: skip
        if republish:
            items.append({"text": t("publishDialog.republishWarning")})
        for name in names:
            items += [{"text": t("publishDialog.itemName")},
                      {"field": "name", "hint": "", "text": name},
                      {"icon": t("buttons.remove")}]  # fmt: skip
        fields = (("libraryName", "libraryName", LIBRARY),
                  ("libraryDesc", "libraryDesc", DESCRIPTION),
                  ("authorName", "authorName", AUTHOR), ("githubUsername", "githubHandle", ""),
                  ("twitterUsername", "twitterHandle", ""), ("website", "website", ""))  # fmt: skip
        for label, hint, value in fields:
            items += [{"text": t(f"publishDialog.{label}")},
                      {"field": label, "hint": t(f"publishDialog.placeholder.{hint}"),
                       "text": value}]  # fmt: skip
        items += [{"text": t("publishDialog.noteLicense")},
                  {"button": t("buttons.saveLibNames")},
                  {"button": t("buttons.submit")}]  # fmt: skip
        return dialog(t("publishDialog.title"), items)

    success = dialog(t("publishSuccessDialog.title"), [
        {"text": t("publishSuccessDialog.content")},
        {"link": t.tagged("publishSuccessDialog.content", "link")},
        {"button": t("buttons.close")}])  # fmt: skip
    browse = (f"https://libraries.excalidraw.com?target=_blank&referrer={APP}/&useHash=true"
              f"&token={LIB_TOKEN}&theme=light&version=2")  # fmt: skip
    return [
        _entry("harmless", "library sidebar", sidebar, [
            (t("labels.libraries"), False, [page(browse)])]),
        _entry("opens-prompt", "library menu", plain, [
            (t("buttons.load"), False, []), (t("buttons.resetLibrary"), False, [])]),
        _entry("harmless", "library menu export", plain, [(t("buttons.export"), False, [])]),
        _entry("opens-prompt", "library menu with items selected", selected, [
            (t("buttons.publishLibrary"), False, []), (t("buttons.remove"), False, [])]),
        _entry("publish", "publish library dialog", publish([SHAPE], False), [
            (t("buttons.submit"), True, SUBMIT)]),
        _entry("reversible", "publish library dialog save names", publish([SHAPE], False), [
            (t("buttons.saveLibNames"), False, [])]),
        _entry("publish", "publish library dialog two items", publish(
            [SHAPE, "Sink"], False), [(t("buttons.submit"), True, SUBMIT)]),
        _entry("publish", "publish library dialog resubmission", publish(
            [SHAPE, "Sink"], True), [(t("buttons.submit"), True, SUBMIT)]),
        _entry("harmless", "library submitted dialog", success, [
            (t.tagged("publishSuccessDialog.content", "link"), False, [page(PULL)]),
            (t("buttons.close"), False, [])]),
    ]  # fmt: skip


def screens(t: Any, ok: str, cancel: str) -> list[dict[str, Any]]:
    """Every screen of the corpus in one language."""
    return [*menu_screens(t), *export_screens(t), *collab_screens(t, ok, cancel),
            *library_screens(t)]  # fmt: skip
