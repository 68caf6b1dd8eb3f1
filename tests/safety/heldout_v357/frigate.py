"""Frigate's screens for the three-hundred-and-fifty-seventh held-out corpus: ``screens(t)``
lays them out in one language, ``t(key, count=None, **values)`` being that language's lookup
of ``"namespace:key"`` in the app's ``web/public/locales/<lang>/<namespace>.json``
catalogues. What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

ORIGIN = "https://frigate.example.net"  # the page's own origin; axios's baseURL is /api/
SOCKET = "wss://frigate.example.net/ws"  # WsProvider: the origin with ws, then "ws"
CAMERA, CAMERA_TITLE = "front_door", "Front Door"
REVIEW = "1753268412.5-r4k9tz"
REVIEWS = [REVIEW, "1753268905.25-m2q7xw", "1753269310.75-h8c3vn"]
EVENT = "1753268415.523881-x7k2pq"
EXPORT, EXPORT_NAME = "front_door_8kq2mz", "Front Door 2026-07-22 driveway"
CASE, CASE_NAME = "c4f9e2a7", "Driveway scratch"
FACE = "Alice"
FACES = ["Alice-1753101200.118402.webp", "Alice-1753187655.902115.webp",
         "Alice-1753268420.330917.webp"]  # fmt: skip
USER = "dana"
ROLE, ROLE_USER = "porch_only", "eli"  # a custom role and its one user
MODEL = "doorbell_state"
CONFIG = (
    "mqtt:\n  enabled: false\n\ncameras:\n  front_door:\n    ffmpeg:\n      inputs:\n"
    "        - path: rtsp://192.168.1.20:554/stream1\n          roles:\n            - detect\n"
    "            - record\n    detect:\n      enabled: true\n    record:\n      enabled: true\n"
    "      retain:\n        days: 14\n"
)
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """axios's request to ``/api/<path>``; a body is JSON.stringify's."""
    if data is None:
        return f"{method} /api/{path}"
    return {"request": f"{method} /api/{path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def ws(topic: str, payload: str) -> dict[str, str]:
    """useWs's send: one JSON message on the page's WebSocket."""
    body = json.dumps({"topic": topic, "payload": payload, "retain": False},
                      separators=(",", ":"))  # fmt: skip
    return {"request": f"WEBSOCKET {SOCKET}", "body": body, "via": "websocket"}


def page(url: str) -> dict[str, str]:
    """A page load: an ``<a href>`` or ``window.location.href = ...``."""
    return {"request": f"GET {url}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"frigate {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def alert(title: str, heading: str, message: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """An AlertDialog or Dialog over its page: its title, its description, its buttons."""
    return {"title": title, "dialog": {"title": heading, "message": message}, "items": items}


def menu_screens(t: Any) -> list[dict[str, Any]]:
    """The account menu, the restart confirmation, the set-password dialog and the login
    page."""
    live_t = t("views/live:documentTitle.default")
    menu = {"title": live_t, "items": [
        {"text": t("common:menu.user.current", user="admin") + f" ({t('common:role.admin')})"},
        {"menu": t("common:menu.user.setPassword")}, {"menu": t("common:menu.user.logout")},
        {"text": t("common:menu.system")}, {"menu": t("common:menu.systemMetrics")},
        {"menu": t("common:menu.systemLogs")}, {"menu": t("common:menu.settings")},
        {"menu": t("common:menu.configurationEditor")}, {"menu": t("common:menu.faceLibrary")},
        {"menu": t("common:menu.documentation.title")},
        {"menu": t("common:menu.restart")}]}  # fmt: skip
    restart = alert(live_t, t("components/dialog:restart.title"),
                    t("components/dialog:restart.description"), [
        {"button": t("common:button.cancel")},
        {"button": t("components/dialog:restart.button")}])  # fmt: skip
    password = {"title": live_t, "dialog": {
        "title": t("views/settings:users.dialog.passwordSetting.updatePassword", username="admin"),
        "message": t("views/settings:users.dialog.passwordSetting.desc")}, "items": [
        {"field": "oldPassword",
         "hint": t("views/settings:users.dialog.form.currentPassword.placeholder"),
         "text": "Lantern-Owl-4471"},
        {"field": "password",
         "hint": t("views/settings:users.dialog.form.newPassword.placeholder"),
         "text": "Copper-Fern-9023"},
        {"field": "confirmPassword",
         "hint": t("views/settings:users.dialog.form.newPassword.confirm.placeholder"),
         "text": "Copper-Fern-9023"},
        {"button": t("common:button.cancel")}, {"button": t("common:button.save")}]}  # fmt: skip
    login = {"title": "Frigate", "items": [
        {"field": "user", "hint": t("components/auth:form.user"), "text": "admin"},
        {"field": "password", "hint": t("components/auth:form.password"),
         "text": "Lantern-Owl-4471"},
        {"button": t("components/auth:form.login")},
        {"text": t("components/auth:form.firstTimeLogin")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "account menu", menu, [
            (t("common:menu.user.setPassword"), False, []),
            (t("common:menu.restart"), False, [])]),
        _entry("reversible", "account menu logout", menu, [
            (t("common:menu.user.logout"), False, [page("/api/logout")])]),
        _entry("reversible", "restart confirm", restart, [
            (t("components/dialog:restart.button"), False, [ws("restart", "restart")]),
            (t("common:button.cancel"), False, [])]),
        _entry("reversible", "set password dialog", password, [
            (t("common:button.save"), False, [api("PUT", "users/admin/password", {
                "password": "Copper-Fern-9023", "old_password": "Lantern-Owl-4471"})]),
            (t("common:button.cancel"), False, [])]),
        _entry("reversible", "login page", login, [
            (t("components/auth:form.login"), False, [
                api("POST", "login", {"user": "admin", "password": "Lantern-Owl-4471"}),
                api("GET", "profile"), page(f"{ORIGIN}/")])]),
    ]  # fmt: skip


def review_screens(t: Any) -> list[dict[str, Any]]:
    """A review card's context menu and its delete confirmation, the selection bar of three
    review items and its delete confirmation."""
    title = t("views/events:documentTitle")
    card = {"title": title, "items": [
        {"menu": t("components/dialog:recording.button.export")},
        {"menu": t("components/dialog:recording.button.markAsReviewed")},
        {"menu": t("common:button.delete")}]}  # fmt: skip
    confirm_title = t("components/dialog:recording.confirmDelete.title")

    def confirm(message: str) -> dict[str, Any]:
        return alert(title, confirm_title, message, [
            {"button": t("common:button.cancel")},
            {"button": t("common:button.delete")}])  # fmt: skip

    bar = {"title": title, "items": [
        {"text": t("views/events:selected", count=3)},
        {"button": t("common:button.unselect")},
        {"button": t("components/dialog:recording.button.markAsReviewed")},
        {"button": t("common:button.delete")}]}  # fmt: skip
    export = api("POST", f"export/{CAMERA}/start/1753268408.5/end/1753268441.25",
                 {"playback": "realtime"})  # fmt: skip
    return [
        _entry("opens-prompt", "review card menu", card, [
            (t("common:button.delete"), False, [])]),
        _entry("reversible", "review card menu actions", card, [
            (t("components/dialog:recording.button.export"), False, [export]),
            (t("components/dialog:recording.button.markAsReviewed"), False, [
                api("POST", "reviews/viewed", {"ids": [REVIEW]})])]),
        _entry("delete", "review delete confirm", confirm(confirm_title), [
            (t("common:button.delete"), True, [api("POST", "reviews/delete", {"ids": [REVIEW]})]),
            (t("common:button.cancel"), False, [])]),
        _entry("reversible", "review selection bar", bar, [
            (t("components/dialog:recording.button.markAsReviewed"), False, [
                api("POST", "reviews/viewed", {"ids": REVIEWS, "reviewed": True})]),
            (t("common:button.unselect"), False, [])]),
        _entry("opens-prompt", "review selection bar delete", bar, [
            (t("common:button.delete"), False, [])]),
        _entry("delete", "review bulk delete confirm", confirm(
            t("components/dialog:recording.confirmDelete.desc.selected")), [
            (t("common:button.delete"), True, [api("POST", "reviews/delete", {"ids": REVIEWS})]),
            (t("common:button.cancel"), False, [])]),
    ]  # fmt: skip


def explore_screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """A tracked object's menu, its delete confirmation, its details with the Frigate+
    question and the description."""
    title = t("views/explore:documentTitle")
    menu = {"title": title, "items": [
        {"menu": t("views/explore:itemMenu.downloadVideo.label")},
        {"menu": t("views/explore:itemMenu.downloadSnapshot.label")},
        {"menu": t("views/explore:itemMenu.downloadCleanSnapshot.label")},
        {"menu": t("views/explore:itemMenu.viewTrackingDetails.label")},
        {"menu": t("views/explore:itemMenu.debugReplay.label")},
        {"menu": t("common:button.delete")}]}  # fmt: skip
    confirm = alert(title, t("views/explore:dialog.confirmDelete.title"),
                    t("views/explore:dialog.confirmDelete.desc"), [
        {"button": t("common:button.cancel")}, {"button": t("common:button.delete")}])  # fmt: skip
    if lang == "en":  # English asks with a or an; the others name the label in both forms
        question = t("components/dialog:explore.plus.review.question.ask_a", label="car")
    else:
        question = t("components/dialog:explore.plus.review.question.ask_full",
                     untranslatedLabel="car", translatedLabel=t("objects:car"))  # fmt: skip
    heading = t("views/explore:trackedObjectDetails")
    plus = {"title": title, "dialog": {"title": heading}, "items": [
        {"text": t("views/explore:details.label")}, {"text": t("objects:car")},
        {"text": t("views/explore:details.camera")}, {"text": CAMERA_TITLE},
        {"text": t("components/dialog:explore.plus.submitToPlus.label")},
        {"text": t("components/dialog:explore.plus.submitToPlus.desc")},
        {"text": question}, {"button": t("common:button.yes")},
        {"button": t("common:button.no")}]}  # fmt: skip
    description = "Grey hatchback parked across the driveway"
    details = {"title": title, "dialog": {"title": heading}, "items": [
        {"text": t("views/explore:details.description.label")},
        {"field": "description", "hint": t("views/explore:details.description.placeholder"),
         "text": description},
        {"button": t("views/explore:details.button.regenerate.title")},
        {"button": t("common:button.save")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "tracked object menu", menu, [
            (t("common:button.delete"), False, [])]),
        _entry("reversible", "tracked object menu downloads", menu, [
            (t("views/explore:itemMenu.downloadVideo.label"), False, [
                page(f"{ORIGIN}/api/events/{EVENT}/clip.mp4")]),
            (t("views/explore:itemMenu.downloadSnapshot.label"), False, [
                page(f"{ORIGIN}/api/events/{EVENT}/snapshot.jpg?crop=0&bbox=1&timestamp=0")])]),
        _entry("delete", "tracked object delete confirm", confirm, [
            (t("common:button.delete"), True, [api("DELETE", f"events/{EVENT}")]),
            (t("common:button.cancel"), False, [])]),
        _entry("send", "tracked object submit to frigate plus", plus, [
            (t("common:button.yes"), True, [
                api("POST", f"events/{EVENT}/plus", {"include_annotation": 1})]),
            (t("common:button.no"), True, [api("PUT", f"events/{EVENT}/false_positive")])]),
        _entry("reversible", "tracked object description", details, [
            (t("common:button.save"), False, [
                api("POST", f"events/{EVENT}/description", {"description": description})])]),
    ]  # fmt: skip


def export_screens(t: Any) -> list[dict[str, Any]]:
    """An export card's menu, its delete confirmation and rename dialog, a case's delete
    confirmation with the exports kept or deleted."""
    title = t("views/exports:documentTitle")
    menu = {"title": title, "items": [
        {"text": EXPORT_NAME},
        {"menu": t("views/exports:tooltip.shareExport")},
        {"menu": t("views/exports:tooltip.downloadVideo")},
        {"menu": t("views/replay:title")},
        {"menu": t("views/exports:tooltip.assignToCase")},
        {"menu": t("views/exports:tooltip.editName")},
        {"menu": t("views/exports:tooltip.deleteExport")}]}  # fmt: skip
    confirm = alert(title, t("views/exports:deleteExport.label"),
                    t("views/exports:deleteExport.desc", exportName=EXPORT_NAME), [
        {"button": t("common:button.cancel")},
        {"button": t("common:button.delete"), "desc": "Delete Export"}])  # fmt: skip
    rename = {"title": title, "dialog": {"title": t("views/exports:editExport.title"),
                                         "message": t("views/exports:editExport.desc")},
              "items": [{"field": "name", "hint": EXPORT_NAME, "text": "Driveway visitor"},
                        {"button": t("common:button.save"),
                         "desc": t("views/exports:editExport.saveExport")}]}  # fmt: skip

    def case(delete_exports: bool) -> dict[str, Any]:
        tail = "descDeleteExports" if delete_exports else "descKeepExports"
        message = (t("views/exports:deleteCase.desc", caseName=CASE_NAME) + " "
                   + t(f"views/exports:deleteCase.{tail}"))  # fmt: skip
        return alert(title, t("views/exports:deleteCase.label"), message, [
            {"switch": t("views/exports:deleteCase.deleteExports"), "checked": delete_exports},
            {"button": t("common:button.cancel")},
            {"button": t("common:button.delete")}])  # fmt: skip

    return [
        _entry("opens-prompt", "export card menu", menu, [
            (t("views/exports:tooltip.deleteExport"), False, []),
            (t("views/exports:tooltip.editName"), False, [])]),
        _entry("delete", "export delete confirm", confirm, [
            (t("common:button.delete"), True, [api("POST", "exports/delete", {"ids": [EXPORT]})]),
            (t("common:button.cancel"), False, [])]),
        _entry("reversible", "export rename dialog", rename, [
            (t("common:button.save"), False, [
                api("PATCH", f"export/{EXPORT}/rename", {"name": "Driveway visitor"})])]),
        _entry("delete", "case delete confirm", case(False), [
            (t("views/exports:deleteCase.deleteExports"), False, []),
            (t("common:button.delete"), True, [api("DELETE", f"cases/{CASE}")]),
            (t("common:button.cancel"), False, [])]),
        _entry("delete", "case delete confirm with exports", case(True), [
            (t("common:button.delete"), True, [
                api("DELETE", f"cases/{CASE}?delete_exports=true")])]),
    ]  # fmt: skip


def face_screens(t: Any) -> list[dict[str, Any]]:
    """The face library's collection menu, a face image, the delete confirmations of two
    selected faces and of the collection, the rename dialog."""
    title = t("views/faceLibrary:documentTitle")
    collections = {"title": title, "items": [
        {"menu": t("views/faceLibrary:train.title")},
        {"text": t("views/faceLibrary:collections")}, {"menu": f"{FACE} ({len(FACES)})"},
        {"icon": t("views/faceLibrary:button.renameFace")},
        {"icon": t("views/faceLibrary:button.deleteFace")}]}  # fmt: skip
    image = {"title": title, "items": [
        {"button": t("views/faceLibrary:button.addFace")},
        {"button": t("views/faceLibrary:button.uploadImage")},
        {"text": FACE}, {"icon": t("views/faceLibrary:reclassifyFace")},
        {"icon": t("views/faceLibrary:button.deleteFaceAttempts")}]}  # fmt: skip
    selected = alert(title, t("views/faceLibrary:deleteFaceAttempts.title"),
                     t("views/faceLibrary:deleteFaceAttempts.desc", count=2), [
        {"button": t("common:button.cancel")}, {"button": t("common:button.delete")}])  # fmt: skip
    library = alert(title, t("views/faceLibrary:deleteFaceLibrary.title"),
                    t("views/faceLibrary:deleteFaceLibrary.desc", name=FACE), [
        {"button": t("common:button.cancel")}, {"button": t("common:button.delete")}])  # fmt: skip
    rename = alert(title, t("views/faceLibrary:renameFace.title"),
                   t("views/faceLibrary:renameFace.desc", name=FACE), [
        {"field": "text", "hint": "", "text": "Alice Moreau"},
        {"button": t("common:button.cancel")}, {"button": t("common:button.save")}])  # fmt: skip
    return [
        _entry("opens-prompt", "face collections menu", collections, [
            (t("views/faceLibrary:button.renameFace"), False, []),
            (t("views/faceLibrary:button.deleteFace"), False, [])]),
        _entry("delete", "face image", image, [
            (t("views/faceLibrary:button.deleteFaceAttempts"), True, [
                api("POST", f"faces/{FACE}/delete", {"ids": [FACES[2]]})]),
            (t("views/faceLibrary:reclassifyFace"), False, [])]),
        _entry("delete", "selected faces delete confirm", selected, [
            (t("common:button.delete"), True, [
                api("POST", f"faces/{FACE}/delete", {"ids": FACES[:2]})]),
            (t("common:button.cancel"), False, [])]),
        _entry("delete", "face collection delete confirm", library, [
            (t("common:button.delete"), True, [
                api("POST", f"faces/{FACE}/delete", {"ids": FACES})]),
            (t("common:button.cancel"), False, [])]),
        _entry("reversible", "face rename dialog", rename, [
            (t("common:button.save"), False, [
                api("PUT", f"faces/{FACE}/rename", {"new_name": "Alice Moreau"})])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The users table (the row of one user), its delete, create and role dialogs; a camera's
    live view toggles; the config editor; a classification model's menu and delete
    confirmation; a custom role's delete dialog."""
    title = t("views/settings:documentTitle.default")
    users = {"title": title, "items": [
        {"text": t("views/settings:users.management.title")},
        {"button": t("views/settings:users.addUser")}, {"text": USER},
        {"text": t("common:role.viewer")}, {"button": t("common:role.title")},
        {"button": t("views/settings:users.table.password")},
        {"button": t("common:button.delete")}]}  # fmt: skip
    delete_user = alert(title, t("views/settings:users.dialog.deleteUser.title"),
                        t("views/settings:users.dialog.deleteUser.desc"), [
        {"text": t("views/settings:users.dialog.deleteUser.warn", username=USER)},
        {"button": t("common:button.cancel")}, {"button": t("common:button.delete")}])  # fmt: skip
    create = alert(title, t("views/settings:users.dialog.createUser.title"),
                   t("views/settings:users.dialog.createUser.desc"), [
        {"field": "user", "hint": t("views/settings:users.dialog.form.user.placeholder"),
         "text": USER},
        {"field": "password", "hint": t("views/settings:users.dialog.form.password.title"),
         "text": "Quiet-Harbor-5186"},
        {"field": "confirmPassword",
         "hint": t("views/settings:users.dialog.form.password.confirm.title"),
         "text": "Quiet-Harbor-5186"},
        {"text": t("common:role.title")}, {"button": t("common:role.viewer")},
        {"button": t("common:button.cancel")}, {"button": t("common:button.save")}])  # fmt: skip
    role = alert(title, t("views/settings:users.dialog.changeRole.title"),
                 t("views/settings:users.dialog.changeRole.desc", username=USER), [
        {"button": t("common:role.admin")},
        {"button": t("common:button.cancel")}, {"button": t("common:button.save")}])  # fmt: skip
    live = {"title": t("views/live:documentTitle.withCamera", camera=CAMERA_TITLE), "items": [
        {"button": t("common:button.back")}, {"button": t("common:button.history")},
        {"icon": t("views/live:camera.turnOff")}, {"icon": t("views/live:detect.disable")},
        {"icon": t("views/live:recording.disable")},
        {"icon": t("views/live:snapshots.disable")},
        {"icon": t("views/live:manualRecording.start")},
        {"icon": t("views/live:snapshot.takeSnapshot")}]}  # fmt: skip
    editor = {"title": t("views/configEditor:documentTitle"), "items": [
        {"button": t("views/configEditor:copyConfig")},
        {"button": t("views/configEditor:saveAndRestart")},
        {"button": t("views/configEditor:saveOnly")},
        {"field": "editor", "hint": "", "text": CONFIG}]}  # fmt: skip
    models_t = t("views/classificationModel:documentTitle")
    model = {"title": models_t, "items": [
        {"text": MODEL}, {"menu": t("common:button.edit")},
        {"menu": t("common:button.delete")}]}  # fmt: skip
    delete_model = alert(models_t, t("views/classificationModel:deleteModel.title"),
                         t("views/classificationModel:deleteModel.single", name=MODEL), [
        {"button": t("common:button.cancel")}, {"button": t("common:button.delete")}])  # fmt: skip
    delete_role = alert(title, t("views/settings:roles.dialog.deleteRole.title"),
                        t("views/settings:roles.dialog.deleteRole.desc", role=ROLE), [
        {"text": t("views/settings:roles.dialog.deleteRole.warn", role=ROLE)},
        {"button": t("common:button.cancel")}, {"button": t("common:button.delete")}])  # fmt: skip
    save = {"request": "POST /api/config/save?save_option=saveonly", "body": CONFIG}
    model_off = {"requires_restart": 0, "update_topic": f"config/classification/custom/{MODEL}",
                 "config_data": {"classification": {"custom": {MODEL: ""}}}}  # fmt: skip
    role_off = {"requires_restart": 0, "config_data": {"auth": {"roles": {ROLE: ""}}},
                "update_topic": "config/auth"}  # fmt: skip
    return [
        _entry("opens-prompt", "users table", users, [
            (t("views/settings:users.addUser"), False, []),
            (t("common:button.delete"), False, [])]),
        _entry("delete-user", "delete user dialog", delete_user, [
            (t("common:button.delete"), True, [api("DELETE", f"users/{USER}")]),
            (t("common:button.cancel"), False, [])]),
        _entry("reversible", "create user dialog", create, [
            (t("common:button.save"), False, [api("POST", "users", {
                "username": USER, "password": "Quiet-Harbor-5186", "role": "viewer"})]),
            (t("common:button.cancel"), False, [])]),
        _entry("reversible", "change role dialog", role, [
            (t("common:button.save"), False, [api("PUT", f"users/{USER}/role",
                                                   {"role": "admin"})]),
            (t("common:button.cancel"), False, [])]),
        _entry("reversible", "live camera toggles", live, [
            (t("views/live:detect.disable"), False, [ws(f"{CAMERA}/detect/set", "OFF")]),
            (t("views/live:recording.disable"), False, [ws(f"{CAMERA}/recordings/set", "OFF")]),
            (t("views/live:manualRecording.start"), False, [
                api("POST", f"events/{CAMERA}/on_demand/create",
                    {"include_recording": True, "duration": None})])]),
        _entry("overwrite", "config editor", editor, [
            (t("views/configEditor:saveOnly"), True, [save]),
            (t("views/configEditor:saveAndRestart"), True, [save])]),
        _entry("opens-prompt", "classification model menu", model, [
            (t("common:button.delete"), False, [])]),
        _entry("delete", "classification model delete confirm", delete_model, [
            (t("common:button.delete"), True, [
                api("DELETE", f"classification/{MODEL}"), api("PUT", "config/set", model_off)]),
            (t("common:button.cancel"), False, [])]),
        _entry("delete", "role delete dialog", delete_role, [
            (t("common:button.delete"), True, [
                api("PUT", f"users/{ROLE_USER}/role", {"role": "viewer"}),
                api("PUT", "config/set", role_off)]),
            (t("common:button.cancel"), False, [])]),
    ]  # fmt: skip


def screens(t: Any, lang: str = "en") -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language (``lang``, its code among en, zh, ...)."""
    return [*menu_screens(t), *review_screens(t), *explore_screens(t, lang), *export_screens(t),
            *face_screens(t), *settings_screens(t)]  # fmt: skip
