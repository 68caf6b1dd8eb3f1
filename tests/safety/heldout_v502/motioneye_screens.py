"""motionEye's screens for the five-hundred-and-second held-out corpus: ``screens(t)`` lays them
out in one language, ``t(msgid)`` being that language's string of a template text (the
server's gettext catalogue) and ``t.js(msgid)`` of a script text (the JSON catalogue the page
loads). What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

HOST = "garage-pi"  # the server's host name: every page's document.title
TS = "1773655200000"  # made up; ajax() appends "_=" and the time of the request
CAM, CAM_NAME = 1, "Driveway"
CAM2, CAM2_NAME = 2, "Back Garden"
NEW_CAM = 3  # the id the server gives the added camera
RTSP = "rtsp://192.168.1.64:554/stream1"
DAY, OLD_DAY = "2026-03-15", "2026-03-14"
PICTURE, OLD_PICTURE, MOVIE = "06-12-45.jpg", "17-40-11.jpg", "07-58-40.mp4"
ZIP_KEY = "2f9d41c7b0e35a68"  # made up; the key the zipped request answers with
UPDATE = "20260412"  # the version the update check offers
Act = tuple[Any, bool, list[Any]]
_UNSET = object()


def ajax(method: str, path: str, data: Any = _UNSET, query: str = "") -> Any:
    """main.js's ajax(): ``_=`` appended to the URL; a POST's object (``null`` too, whose
    typeof is "object") sent as JSON.stringify's text, a GET's object as a query."""
    url = f"/{path}{'&' if '?' in path else '?'}_={TS}"
    if query:
        url += f"&{query}"
    if data is _UNSET:
        return f"{method} {url}"
    return {"request": f"{method} {url}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def link(path: str) -> dict[str, str]:
    """A page load: ``window.location.reload()`` or downloadFile()'s hidden iframe."""
    return {"request": f"GET {path}", "via": "link"}


RELOAD = link("/")
CAMERA_LIST = ajax("GET", "config/list/")
CONFIG_READ = [ajax("GET", "prefs/"), ajax("GET", "config/main/get/"), CAMERA_LIST]


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = []
    for action, irreversible, sends in acts:
        verb = action if isinstance(action, dict) else {"tap": action}
        cases.append({**verb, "irreversible": irreversible, "sends": copy.deepcopy(sends)})
    return {"category": category, "source": f"motioneye {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(t: Any, message: str) -> dict[str, Any]:
    """runConfirmDialog(): the message in the title bar, then No and Yes."""
    return {"title": HOST, "dialog": {"message": message},
            "items": [{"button": t.js("Ne")}, {"button": t.js("Jes")}]}  # fmt: skip


def modal(t: Any, heading: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """runModalDialog() with a title and the close button."""
    return {"title": HOST, "dialog": {"title": heading},
            "items": [*items, {"icon": t.js("fermi")}]}  # fmt: skip


def camera_screens(t: Any) -> list[dict[str, Any]]:
    """The header bar, the camera removal confirmations, a camera's frame with its top and
    action buttons."""
    header = {"title": HOST, "items": [
        {"icon": t("agordojn")}, {"icon": t("ŝanĝi uzanton")},
        {"text": CAM_NAME}, {"icon": t("forigi kameraon")}]}  # fmt: skip
    remove = t.js("Ĉu forigi kameraon ")
    frame = {"title": HOST, "items": [
        {"text": CAM_NAME},
        {"icon": t.js("montru ĉi tiun fotilon plenekranan")},
        {"icon": t.js("malfermaj bildoj retumilo")},
        {"icon": t.js("malferma videoj retumilo")},
        {"icon": t.js("agordi ĉi tiun kameraon")}]}  # fmt: skip
    actions = {"title": HOST, "items": [
        {"text": CAM_NAME}, {"icon": "lock"}, {"icon": "unlock"}, {"icon": "turn light on"},
        {"icon": "turn light off"}, {"icon": "turn alarm on"}, {"icon": "turn alarm off"},
        {"icon": t.js("preni instantaron")},
        {"icon": "toggle continuous recording mode"}]}  # fmt: skip

    def action(name: str) -> list[Any]:
        return [ajax("POST", f"action/{CAM}/{name}/", None)]

    return [
        _entry("reversible", "header bar", header, [
            (t("agordojn"), False, []),
            (t("ŝanĝi uzanton"), False, ["POST /logout/", RELOAD])]),
        _entry("opens-prompt", "header bar remove camera", header, [
            (t("forigi kameraon"), False, [])]),
        _entry("delete", "remove camera confirm", confirm(t, f"{remove}{CAM_NAME}?"), [
            (t.js("Jes"), True, [ajax("POST", f"config/{CAM}/rem/", None), *CONFIG_READ]),
            (t.js("Ne"), False, [])]),
        _entry("delete", "remove second camera confirm", confirm(t, f"{remove}{CAM2_NAME}?"), [
            (t.js("Jes"), True, [ajax("POST", f"config/{CAM2}/rem/", None), *CONFIG_READ])]),
        _entry("reversible", "camera frame", frame, [
            (t.js("malfermaj bildoj retumilo"), False, [
                ajax("GET", f"picture/{CAM}/list/?with_stat=false")]),
            (t.js("malferma videoj retumilo"), False, [
                ajax("GET", f"movie/{CAM}/list/?with_stat=false")])]),
        _entry("reversible", "camera action buttons", actions, [
            (t.js("preni instantaron"), False, action("snapshot")),
            ("toggle continuous recording mode", False, action("record_start")),
            ("unlock", False, action("unlock")),
            ("turn alarm on", False, action("alarm_on"))]),
    ]  # fmt: skip


def media_screens(t: Any) -> list[dict[str, Any]]:
    """The pictures and movies browsers, their delete confirmations, the time-lapse dialog
    and the picture viewer."""
    pictures_title = t.js("Bildoj prenitaj de ") + CAM_NAME
    movies_title = t.js("Filmoj registritaj de ") + CAM_NAME

    def browser(title: str, newest: str, older: str, entry: str,
                picture: bool) -> dict[str, Any]:  # fmt: skip
        items = [{"button": newest}, {"button": older}, {"text": entry},
                 {"button": t.js("Elŝuti")}, {"button": t.js("Forigi")}]  # fmt: skip
        if picture:
            items += [{"button": t.js("Zipitaj")}, {"button": t.js("Akselita video")}]
        items.append({"button": t.js("Forigi ĉiujn")})
        return modal(t, title, items)

    pictures = browser(pictures_title, f"{DAY} (1)", f"{OLD_DAY} (36)", PICTURE, True)
    movies = browser(movies_title, f"{DAY} (1)", f"{OLD_DAY} (4)", MOVIE, False)
    timelapse = modal(t, t.js("Krei akselita video"), [
        {"text": t.js("Grupo")}, {"text": DAY},
        {"text": t.js("Inkluzivi foton prenitan ĉiun")}, {"text": t.js("minuto")},
        {"text": t.js("Filmo framfrekvenco")}, {"slider": "20"},
        {"button": t.js("Nuligi")}, {"button": t.js("Bone")}])  # fmt: skip
    viewer = modal(t, OLD_PICTURE, [
        {"icon": t.js("antaŭa bildo")}, {"icon": t.js("sekva bildo")},
        {"button": t.js("Fermi")}, {"button": t.js("Elŝuti")},
        {"button": t.js("Forigi")}])  # fmt: skip
    delete_file = t.js("Ĉu vere forigi ĉi tiun dosieron?")
    all_pictures = t.js('Ĉu vere forigi ĉiujn bildojn de "%(group)s"?').replace("%(group)s", DAY)
    all_movies = t.js('Ĉu vere forigi ĉiujn filmojn de "%(group)s"?').replace("%(group)s", DAY)
    ungrouped = t.js("Ĉu vere forigi ĉiujn ne grupigitajn bildojn?")

    def post(path: str) -> list[Any]:
        return [ajax("POST", path, None)]

    return [
        _entry("reversible", "pictures browser", pictures, [
            (f"{OLD_DAY} (36)", False, [ajax(
                "GET", f"picture/{CAM}/list/?prefix={OLD_DAY}&with_stat=true")]),
            (t.js("Elŝuti"), False, [link(f"/picture/{CAM}/download/{DAY}/{PICTURE}")]),
            (t.js("Zipitaj"), False, [ajax("GET", f"picture/{CAM}/zipped/{DAY}/"),
                                      link(f"/picture/{CAM}/zipped/{DAY}/?key={ZIP_KEY}")])]),
        _entry("opens-prompt", "pictures browser prompts", pictures, [
            (t.js("Forigi"), False, []), (t.js("Forigi ĉiujn"), False, []),
            (t.js("Akselita video"), False, [])]),
        _entry("delete", "delete picture confirm", confirm(t, delete_file), [
            (t.js("Jes"), True, post(f"picture/{CAM}/delete/{DAY}/{PICTURE}")),
            (t.js("Ne"), False, [])]),
        _entry("delete", "delete day of pictures confirm", confirm(t, all_pictures), [
            (t.js("Jes"), True, post(f"picture/{CAM}/delete_all/{DAY}/")),
            (t.js("Ne"), False, [])]),
        _entry("delete", "delete ungrouped pictures confirm", confirm(t, ungrouped), [
            (t.js("Jes"), True, post(f"picture/{CAM}/delete_all/"))]),
        _entry("reversible", "time-lapse dialog", timelapse, [
            (t.js("Bone"), False, [ajax("GET", f"picture/{CAM}/timelapse/{DAY}/",
                                        query="interval=60&framerate=20")])]),
        _entry("reversible", "movies browser", movies, [
            (t.js("Elŝuti"), False, [link(f"/movie/{CAM}/download/{DAY}/{MOVIE}")])]),
        _entry("opens-prompt", "movies browser prompts", movies, [
            (t.js("Forigi"), False, []), (t.js("Forigi ĉiujn"), False, [])]),
        _entry("delete", "delete movie confirm", confirm(t, delete_file), [
            (t.js("Jes"), True, post(f"movie/{CAM}/delete/{DAY}/{MOVIE}")),
            (t.js("Ne"), False, [])]),
        _entry("delete", "delete day of movies confirm", confirm(t, all_movies), [
            (t.js("Jes"), True, post(f"movie/{CAM}/delete_all/{DAY}/"))]),
        _entry("reversible", "picture viewer", viewer, [
            (t.js("Elŝuti"), False, [link(f"/picture/{CAM}/download/{OLD_DAY}/{OLD_PICTURE}")])]),
        _entry("opens-prompt", "picture viewer delete", viewer, [
            (t.js("Forigi"), False, [])]),
        _entry("delete", "picture viewer delete confirm", confirm(t, delete_file), [
            (t.js("Jes"), True, post(f"picture/{CAM}/delete/{OLD_DAY}/{OLD_PICTURE}"))]),
    ]  # fmt: skip


def system_screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """The preferences and general settings, the Apply button after a password change, the
    power, update and restore confirmations and dialogs, the login dialog."""
    prefs = {"title": HOST, "items": [
        {"text": t("Preferoj")}, {"text": t("Aranĝo Kolumnoj")}, {"slider": "2"},
        {"switch": t("Fiksi Kadrojn Vertikale"), "checked": True},
        {"text": t("Aranĝo linioj")}, {"slider": "1"}]}  # fmt: skip

    def general(admin: str, normal: str, apply: bool) -> dict[str, Any]:
        top = [{"icon": t("agordojn")}, {"icon": t("ŝanĝi uzanton")},
               {"icon": t("forigi kameraon")}]  # fmt: skip
        if apply:
            top.append({"button": t("Apliki")})
        return {"title": HOST, "items": [
            *top, {"text": HOST}, {"text": t("Ĝeneralaj Agordoj")},
            {"field": "adminUsernameEntry", "hint": t("Administranto"), "text": "admin"},
            {"field": "adminPasswordEntry", "hint": t("Pasvorto"), "text": admin},
            {"field": "normalUsernameEntry", "hint": t("Observanto"), "text": "user"},
            {"field": "normalPasswordEntry", "hint": t("Pasvorto"), "text": normal}]}  # fmt: skip

    system = {"title": HOST, "items": [
        {"text": t("motionEye Versio")}, {"text": "0.44.0"},
        {"text": t("Programara Ĝisdatigo")}, {"button": "Check"},
        {"text": t("Nutro")}, {"button": t("Fermu")}, {"button": t("Rekomencu")},
        {"text": t("Agordo")}, {"button": t("Sekurkopio")}, {"button": t("Restaŭri")}]}  # fmt: skip
    update = t.js("Nova versio havebla: ") + UPDATE + t.js(". Ĝisdatigi?")
    restore = modal(t, t.js("Restaŭrigi Agordon"), [
        {"text": t.js("Rezerva dosiero")}, {"text": "motioneye-config.tar.gz"},
        {"button": t.js("Nuligi")}, {"button": t.js("Bone")}])  # fmt: skip
    changed = {"title": HOST, "dialog": {
        "message": t.js("Admin password updated. Please log in again.")},
        "items": [{"button": t.js("Bone")}]}  # fmt: skip
    login = {"title": HOST, "dialog": {"title": t.js("Ensaluti")}, "items": [
        {"field": "username", "hint": t.js("Uzantnomo"), "text": "admin"},
        {"field": "password", "hint": t.js("Pasvorto"), "text": "Garage-Door-42",
         "focused": True},
        {"button": t.js("Nuligi")}, {"button": t.js("Ensaluti")}]}  # fmt: skip

    def main_config(**password: str) -> list[Any]:
        main = {"admin_username": "admin", "normal_username": "user", "lang": lang, **password}
        return [ajax("POST", "config/0/set/", {"main": main})]

    return [
        _entry("reversible", "preferences", prefs, [
            (t("Fiksi Kadrojn Vertikale"), False, [ajax("POST", "prefs/", {
                "layout_columns": 2, "fit_frames_vertically": False, "layout_rows": 1,
                "framerate_factor": 1, "resolution_factor": 1})])]),
        _entry("opens-prompt", "general settings system", system, [
            ("Check", False, [ajax("GET", "update/")]),
            (t("Fermu"), False, []), (t("Rekomencu"), False, []),
            (t("Restaŭri"), False, [])]),
        _entry("reversible", "general settings backup", system, [
            (t("Sekurkopio"), False, [link("/config/backup/")])]),
        _entry("shutdown", "shut down confirm", confirm(t, t.js("Vere fermiti sistemon?")), [
            (t.js("Jes"), True, [ajax("POST", "power/shutdown/")]),
            (t.js("Ne"), False, [])]),
        _entry("reboot", "reboot confirm", confirm(t, t.js("Ĉu vere restartigi ?")), [
            (t.js("Jes"), True, [ajax("POST", "power/reboot/")]),
            (t.js("Ne"), False, [])]),
        _entry("update", "update confirm", confirm(t, update), [
            (t.js("Jes"), True, [ajax("POST", f"update/?version={UPDATE}", None)]),
            (t.js("Ne"), False, [])]),
        _entry("overwrite", "restore dialog", restore, [
            (t.js("Bone"), True, [{"request": f"POST /config/restore/?_={TS}"}]),
            (t.js("Nuligi"), False, [])]),
        _entry("overwrite", "apply admin password", general("Kestrel-Gate-7", "*****", True), [
            (t("Apliki"), True, main_config(admin_password="Kestrel-Gate-7"))]),
        _entry("overwrite", "apply surveillance password",
               general("*****", "Porch-Light-3", True), [
            (t("Apliki"), True, [*main_config(normal_password="Porch-Light-3"),
                                 CAMERA_LIST])]),
        _entry("reversible", "admin password updated alert", changed, [
            (t.js("Bone"), False, [RELOAD])]),
        _entry("reversible", "login dialog", login, [
            ({"enter": True}, False, [
                {"request": "POST /login/", "body": "username=admin&password=Garage-Door-42"},
                ajax("GET", "prefs/")])]),
    ]  # fmt: skip


def camera_settings_screens(t: Any) -> list[dict[str, Any]]:
    """The add-camera and edit-credentials dialogs and the camera settings: the device,
    the motion detection switch, the file storage tests, the notification tests."""
    add = modal(t, t.js("Aldonadi kameraon..."), [
        {"text": t.js("Kamerao tipo")}, {"text": t.js("Loka V4L2-kamerao")},
        {"text": t.js("Kamerao")}, {"text": "HD Pro Webcam C920"},
        {"button": t.js("Nuligi")}, {"button": t.js("Bone")}])  # fmt: skip
    device_path = "/dev/v4l/by-id/usb-046d_HD_Pro_Webcam_C920_5A3C2B1F-video-index0"
    credentials = modal(t, t.js("Edit connection information"), [
        {"field": "urlEntry", "hint": t.js("URL"), "text": RTSP},
        {"field": "usernameEntry", "hint": t.js("Uzantnomo"), "text": "viewer"},
        {"field": "passwordEntry", "hint": t.js("Pasvorto"), "text": "Cam-Stream-19"},
        {"button": t.js("Nuligi")}, {"button": t.js("Bone")}])  # fmt: skip
    device = {"title": HOST, "items": [
        {"switch": t("Video-Aparato"), "checked": True},
        {"field": "deviceNameEntry", "hint": t("Kamerao Nomo"), "text": CAM_NAME},
        {"text": t("Connection")}, {"button": t("Edit Credentials")},
        {"switch": t("Movado-Detekto"), "checked": True}]}  # fmt: skip
    storage = {"title": HOST, "items": [
        {"text": t("Stokado de dosieroj")},
        {"field": "networkServerEntry", "hint": t("Retservilo"), "text": "192.168.1.20"},
        {"field": "networkShareNameEntry", "hint": t("Kunhava nomo"), "text": "cameras"},
        {"field": "rootDirectoryEntry", "hint": t("Radika dosierujo"), "text": "/driveway"},
        {"button": t("Testi la reton dosierujon")},
        {"switch": t("Alŝutu Mediajn Dosierojn"), "checked": True},
        {"text": t("Alŝuta Servo")}, {"text": t("Servilo FTP")},
        {"field": "uploadServerEntry", "hint": t("Servila Adreso"), "text": "ftp.example.net"},
        {"switch": t("Purigi la nubon"), "checked": False},
        {"button": t("Testi la servon")}]}  # fmt: skip
    notify = {"title": HOST, "items": [
        {"text": t("Moviĝaj sciigoj")},
        {"switch": t("Sendi retpoŝton"), "checked": True},
        {"field": "emailAddressesEntry", "hint": t("Retpoŝtadresoj"),
         "text": "alerts@example.org"},
        {"field": "smtpServerEntry", "hint": t("Servilo SMTP"), "text": "smtp.example.org"},
        {"button": t("Testi retpoŝto")},
        {"switch": t("Sendu Telegraman Sciigon"), "checked": True},
        {"field": "telegramAPIEntry", "hint": t("HTTP API ĵetono"),
         "text": "7012345678:AAFq3kV9xLm2Pw8RtZ5nBc1YdHs4Ge6Jo0U"},
        {"field": "telegramCIDEntry", "hint": t("Babileja ID"), "text": "-1002233445566"},
        {"button": t("API-Informoj")}, {"button": t("Testo")}]}  # fmt: skip
    test = f"config/{CAM}/test/"

    return [
        _entry("reversible", "add camera dialog", add, [
            (t.js("Bone"), False, [
                ajax("POST", "config/add/", {"proto": "v4l2", "path": device_path}),
                ajax("GET", f"config/{NEW_CAM}/get/?force=true"), CAMERA_LIST])]),
        _entry("reversible", "edit credentials dialog", credentials, [
            (t.js("Bone"), False, [
                ajax("POST", f"config/{CAM}/credentials/", {
                    "url": RTSP, "username": "viewer", "password": "Cam-Stream-19"}),
                ajax("GET", f"config/{CAM}/get/?force=true")])]),
        _entry("reversible", "video device settings", device, [
            (t("Edit Credentials"), False, []), (t("Movado-Detekto"), False, [])]),
        _entry("reversible", "file storage settings", storage, [
            (t("Testi la reton dosierujon"), False, [ajax("POST", test, {
                "what": "network_share", "server": "192.168.1.20", "share": "cameras",
                "smb_ver": "3.0", "username": "motioneye", "password": "Share-Pass-8",
                "root_directory": "/driveway"})]),
            (t("Purigi la nubon"), False, []),
            (t("Testi la servon"), False, [ajax("POST", test, {
                "what": "upload_service", "service": "ftp", "server": "ftp.example.net",
                "port": "21", "method": "post", "location": "/cams/driveway/",
                "subfolders": True, "username": "cams", "password": "Ftp-Pass-4",
                "authorization_key": "", "endpoint_url": "", "access_key": "",
                "secret_key": "", "bucket": "", "sse_c_key": ""})])]),
        _entry("send", "email notification test", notify, [
            (t("Testi retpoŝto"), True, [ajax("POST", test, {
                "what": "email", "from": "", "addresses": "alerts@example.org",
                "smtp_server": "smtp.example.org", "smtp_port": "587",
                "smtp_account": "garage-pi@example.org", "smtp_password": "Mail-Relay-55",
                "smtp_tls": True})])]),
        _entry("send", "telegram notification test", notify, [
            (t("Testo"), True, [ajax("POST", test, {
                "what": "telegram", "api": "7012345678:AAFq3kV9xLm2Pw8RtZ5nBc1YdHs4Ge6Jo0U",
                "chatid": "-1002233445566"})])]),
    ]  # fmt: skip


def screens(t: Any, lang: str = "en") -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language (``lang`` is the language setting the
    main configuration sends back)."""
    return [*camera_screens(t), *media_screens(t), *system_screens(t, lang),
            *camera_settings_screens(t)]  # fmt: skip
