"""Send's screens for the three-hundred-and-ninety-second held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, **args)`` being that language's lookup of a message of the
app's ``public/locales/<lang>/send.ftl`` catalogue, and ``t.decimal`` the decimal sign its
locale writes sizes with. What each action sends, and why it is labelled so, is in build.py's
docstring."""

from __future__ import annotations

import base64
import copy
import json
from typing import Any
from urllib.parse import urlencode

ORIGIN = "https://send.example.com"  # BASE_URL's default in server/config.js
SOCKET = "wss://send.example.com/api/ws"  # upload(): the page's host with wss:, /api/ws
FXA_AUTHORIZE = "https://accounts.firefox.com/authorization"  # FXA_URL's openid configuration
FXA_DESTROY = "https://oauth.accounts.firefox.com/v1/destroy"  # its revocation_endpoint
CLI = "https://github.com/timvisee/ffsend"  # SEND_FOOTER_CLI_URL's default
SOURCE = "https://github.com/timvisee/send"  # SEND_FOOTER_SOURCE_URL's default
FIREFOX = ("https://www.mozilla.org/firefox/new/?utm_campaign=send-acquisition"
           "&utm_medium=referral&utm_source=send.firefox.com")  # fmt: skip
WHY = "https://github.com/timvisee/send/blob/master/docs/faq.md#why-is-my-browser-not-supported"
EMAIL = "mira.okafor@example.com"  # the signed-in account (the avatar's alt text)
# Made-up tokens: the account's OAuth tokens, the file list's key id, the client id.
ACCESS, REFRESH = "7d1c4e9a0b3f52e86a7c1d0e9f4b2a6c", "c9e2a7f10b4d3e58a61f7c2d9e0b4a13"
KID, CLIENT_ID = "Qm3xT8vK1pR6wN2z", "5882386c6d801776"
MAX_SIZE = 1024 * 1024 * 1024 * 5 // 2  # MAX_FILE_SIZE's default, 2.5 GiB
MiB = 1024 * 1024


class Shared:
    """A file in the uploads list: its id and owner token (made up, as the server makes them:
    8 and 10 random bytes in hex), its secret key (the link's fragment), name, size in bytes,
    the downloads allowed and done, and the time left as the tile shows it."""

    def __init__(self, id_: str, owner: str, key: str, name: str, size: int,
                 downloads: tuple[int, int], left: tuple[int, int, int],
                 files: tuple[tuple[str, int], ...] = ()) -> None:  # fmt: skip
        self.id, self.owner, self.key, self.name, self.size = id_, owner, key, name, size
        self.dlimit, self.dtotal = downloads
        self.left, self.files = left, files

    @property
    def url(self) -> str:
        return f"{ORIGIN}/download/{self.id}/#{self.key}"


REPORT = Shared("3fa81c0e9b27d465", "9c04e7b1a2f36d58e0c4", "rK7vQ2mX9pL4wT1zN8bYcA",
                "quarterly-report.pdf", 1843200, (1, 0), (0, 23, 59))  # fmt: skip
PLANS = Shared("b6d20e4f17a9c385", "41f8a0c6e2d7b93a5e10", "Hx3nV8qR1tK6mW0pZ4sLdE",
               "Send-Archive.zip", 5 * MiB // 2, (1, 0), (0, 23, 58),
               (("floor-plan.pdf", 1153434), ("kitchen.jpg", 1258291),
                ("notes.txt", 209715)))  # fmt: skip
MINUTES = Shared("e7a93d1b40c6f258", "a2d5f0b7c1e94368d7a3", "Tq9wB2nF7xJ4kP1vR6mYhS",
                 "boarding-pass.pdf", 409600, (1, 0), (0, 0, 4))  # fmt: skip
STARTED = Shared("5c18f6e02ab4d937", "e6b1c9d4f03a7285b1e6", "Lp4sM8cZ2vN6xQ0tW3kRjF",
                 "band-demo.mp3", 8 * MiB, (5, 3), (6, 23, 12))  # fmt: skip
VIDEO = Shared("0d4b7e2f91c3a586", "7f3e0a9c5b1d2684f0a7", "Wm6kD1pX5rT9vB3nQ8zHgU",
               "wedding-video.mp4", 740 * MiB, (100, 0), (6, 23, 59))  # fmt: skip
PHOTOS = Shared("8e2c5a0f3d6b1947", "c8a4e1f7b0d3956a2c8e", "Fz2hN7tR4kW9mC1xV5pQsB",
                "Send-Archive.zip", 45 * MiB, (20, 0), (0, 0, 59),
                (("IMG_2041.jpg", 4 * MiB), ("IMG_2042.jpg", 4 * MiB),
                 ("IMG_2043.jpg", 4 * MiB)))  # fmt: skip
LEASE = Shared("c3f06a8d2e5b7914", "5d9b2e7a0f4c1836b9d2", "Nb8rJ3wS6mX1qV4tK9pZcD",
               "lease-signed.pdf", 2 * MiB, (2, 0), (0, 0, 59))  # fmt: skip
FILE_KEY = "Hc5tR0wM8qB3nX7kV2pLzA"  # the secret key of a file shared with the reader
NEW_ID, NEW_OWNER = "f2a7c4e9b1d06358", "0b6e3a9d7c2f5148e1a4"  # a file as it is uploaded
Act = tuple[str, bool, list[Any]]


def b64(data: bytes) -> str:
    """arrayToB64: base64url without padding."""
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def compact(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def post(path: str, data: Any) -> dict[str, str]:
    """api.js's post(): a POST request with JSON.stringify's body."""
    return {"request": f"POST {path}", "body": compact(data)}


def page(url: str) -> dict[str, str]:
    """A page load: an ``<a href>``, ``location.assign`` or ``window.open``."""
    return {"request": f"GET {url}", "via": "link"}


HOME = page("/")
METADATA = b64(bytes(range(7, 250, 3)))  # the encrypted metadata, made up
VERIFIER = b64(bytes(range(100, 164, 2)))  # the file's auth key (authKeyB64), made up


def upload(dlimit: int, time_limit: int, bearer: bool = False) -> dict[str, str]:
    """The first message on the upload socket (the file's chunks follow as binary frames)."""
    meta: dict[str, Any] = {"fileMetadata": METADATA, "authorization": f"send-v1 {VERIFIER}"}
    if bearer:
        meta["bearer"] = ACCESS
    meta.update(timeLimit=time_limit, dlimit=dlimit)
    return {"request": f"WEBSOCKET {SOCKET}", "body": compact(meta), "via": "websocket"}


SYNC = [f"GET /api/filelist/{KID}", f"POST /api/filelist/{KID}"]  # syncFileList, logged in


def delete(file: Shared) -> list[Any]:
    return [post(f"/api/delete/{file.id}", {"owner_token": file.owner})]


def sign_in_url() -> str:
    """User.login(): location.assign of the authorization endpoint with URLSearchParams (the
    e-mail field is hidden, so no ``email``); state, keys and challenge are made up."""
    jwk = {"crv": "P-256", "ext": True, "key_ops": [], "kty": "EC",
           "x": b64(bytes(range(1, 33))), "y": b64(bytes(range(40, 72))), "kid": {}}  # fmt: skip
    params = {"action": "email", "access_type": "offline", "client_id": CLIENT_ID,
              "code_challenge": b64(bytes(range(200, 232))), "code_challenge_method": "S256",
              "response_type": "code", "scope": "profile https://identity.mozilla.com/apps/send",
              "state": b64(bytes(range(60, 76))), "keys_jwk": b64(compact(jwk).encode()),
              "entrypoint": "send-button", "utm_campaign": "none", "utm_content": "none",
              "utm_medium": "none", "utm_source": "send", "utm_term": "none"}  # fmt: skip
    return f"{FXA_AUTHORIZE}?{urlencode(params)}"


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"send {source}", "web": True,
            "screen": {"title": "Send", **screen}, "cases": cases}  # fmt: skip


def size(t: Any, num: int) -> str:
    """utils.bytes(): the unit by thousands, the number in 1024s, one decimal unless whole,
    written with the locale's decimal sign."""
    units = ["bytes", "kb", "mb", "gb"]
    exponent = 0
    while exponent < 3 and num >= 1000 ** (exponent + 1):
        exponent += 1
    n = num / 1024**exponent
    text = str(int(n)) if n == int(n) else f"{n:.1f}".replace(".", t.decimal)
    return t("fileSize", num=text, units=t(units[exponent]))


def left(t: Any, days: int, hours: int, minutes: int) -> str:
    """utils.timeLeft()'s message for the time left."""
    if days:
        return t("expiresDaysHoursMinutes", days=days, hours=hours, minutes=minutes)
    if hours:
        return t("expiresHoursMinutes", hours=hours, minutes=minutes)
    return t("expiresMinutes", minutes=minutes)


def header(t: Any, signed_in: bool) -> list[dict[str, Any]]:
    """The logo link (its image's alt is ``title``) and the account: Sign in, or the avatar
    (an image input whose alt is the e-mail)."""
    account = {"icon": EMAIL} if signed_in else {"button": t("signInOnlyButton")}
    return [{"link": t("title")}, account]


def footer(t: Any) -> list[dict[str, Any]]:
    return [{"text": t("footerText")}, {"link": t("footerLinkCli")},
            {"link": t("footerLinkSource")}]  # fmt: skip


def empty_area(t: Any, signed_in: bool) -> list[dict[str, Any]]:
    """archiveTile.empty: the drop area, its file label and the sign-in upsell."""
    items = [{"text": t("dragAndDropFiles")},
             {"text": t("orClickWithSize", size=size(t, MAX_SIZE))},
             {"button": t("addFilesButton")}]  # fmt: skip
    if not signed_in:
        items.append({"button": t("signInSizeBump", size=size(t, MAX_SIZE))})
    return items


def intro(t: Any) -> list[dict[str, Any]]:
    return [{"text": t("introTitle")}, {"text": t("introDescription")}]


def tile(t: Any, file: Shared, opened: bool = False, copied: bool = False) -> list[Any]:
    """archiveTile: name, size and the Delete image input, the expiry line, the file count
    of an archive (a ``<details>`` summary, its files when open), Download and Copy link."""
    expiry = t("archiveExpiryInfo", downloadCount=t("downloadCount", num=file.dlimit - file.dtotal),
               timespan=left(t, *file.left))  # fmt: skip
    items: list[Any] = [{"text": file.name}, {"text": size(t, file.size)},
                        {"icon": t("deleteButtonHover")}, {"text": expiry}]  # fmt: skip
    if file.files:
        items.append({"button": t("fileCount", num=len(file.files))})
        if opened:
            for name, num in file.files:
                items += [{"text": name}, {"text": size(t, num)}]
    copy_label = t("copiedUrl") if copied else t("copyLinkButton")
    return [*items, {"link": t("downloadButtonLabel")}, {"button": copy_label}]


def expiry_selects(t: Any, dlimit: int, seconds: int) -> list[Any]:
    """expiryOptions: archiveExpiryInfo with the two ``<select>``s in place of its counts, each
    shown as a button of its chosen option."""
    marker = t("archiveExpiryInfo", downloadCount="\0", timespan="\1")
    order = ["dl", "time"] if marker.find("\0") < marker.find("\1") else ["time", "dl"]
    chosen = {"dl": t("downloadCount", num=dlimit), "time": timespan(t, seconds)}
    items: list[Any] = []
    for i, text in enumerate(marker.replace("\1", "\0").split("\0")):
        if text.strip():
            items.append({"text": text.strip()})
        if i < 2:
            items.append({"button": chosen[order[i]]})
    return items


def timespan(t: Any, seconds: int) -> str:
    """secondsToL10nId's message for an expiry option."""
    if seconds < 3600:
        return t("timespanMinutes", num=seconds // 60)
    if seconds < 86400:
        return t("timespanHours", num=seconds // 3600)
    return t("timespanDays", num=seconds // 86400)


def wip(t: Any, files: list[tuple[str, int]], dlimit: int = 1, seconds: int = 86400,
        password: str | None = None) -> list[Any]:  # fmt: skip
    """archiveTile.wip: the chosen files (each with its Delete image input), the file label,
    the total size, the expiry selects, the password box and Upload."""
    items: list[Any] = []
    for name, num in reversed(files):
        items += [{"text": name}, {"text": size(t, num)}, {"icon": t("deleteButtonHover")}]
    items += [{"button": t("addFilesButton")},
              {"text": t("totalSize", size=size(t, sum(n for _, n in files)))},
              *expiry_selects(t, dlimit, seconds),
              {"switch": t("addPassword"), "checked": password is not None}]  # fmt: skip
    if password is not None:
        items += [{"field": "password-input", "hint": t("unlockInputPlaceholder"),
                   "text": password}, {"id": "password-preview-button"}]  # fmt: skip
    return [*items, {"button": t("uploadButton")}]


def uploading(t: Any, name: str, num: int, dlimit: int, seconds: int) -> list[Any]:
    """archiveTile.uploading: name, size, expiry line, percentage and Cancel."""
    expiry = t("archiveExpiryInfo", downloadCount=t("downloadCount", num=dlimit),
               timespan=left(t, seconds // 86400, seconds % 86400 // 3600, 0))  # fmt: skip
    return [{"text": name}, {"text": size(t, num)}, {"text": expiry}, {"text": "37%"},
            {"button": t("deletePopupCancel")}]  # fmt: skip


def modal(heading: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A send-modal over the page, headed by its ``h1``/``h2``."""
    return {"dialog": {"title": heading}, "items": items}


def ok_dialog(t: Any, message: str) -> dict[str, Any]:
    """okDialog: the message (its only heading) and OK."""
    return {"dialog": {"message": message}, "items": [{"button": t("okButton")}]}


def upload_screens(t: Any) -> list[dict[str, Any]]:
    """The home page empty (signed out and in), the sign-in dialog, the account menu, the
    files chosen for an upload, the expiry selects opened, the upload in progress, the link
    dialog after it and the app's OK dialogs."""
    home = {"items": [*header(t, False), *empty_area(t, False), *intro(t), *footer(t)]}
    home_in = {"items": [*header(t, True), *empty_area(t, True), *intro(t), *footer(t)]}
    signup = modal(t("accountBenefitTitle"), [
        {"text": t("accountBenefitLargeFiles", size=size(t, MAX_SIZE))},
        {"text": t("accountBenefitDownloadCount")},
        {"text": t("accountBenefitTimeLimit", count=7)}, {"text": t("accountBenefitSync")},
        {"button": t("signInOnlyButton")}, {"button": t("deletePopupCancel")}])  # fmt: skip
    menu = {"items": [*header(t, True), {"text": EMAIL}, {"button": t("signOut")},
                      *empty_area(t, True)]}  # fmt: skip
    one = [("holiday-itinerary.pdf", 524288)]
    chosen = {"items": [*header(t, False), *wip(t, one), *intro(t)]}
    counts = [1, 2, 3, 4, 5, 20, 50, 100]  # DOWNLOAD_COUNTS' default
    dl_open = {"items": [{"menu": t("downloadCount", num=n)} for n in counts]}
    times = [300, 3600, 86400, 604800]  # EXPIRE_TIMES_SECONDS' default
    time_open = {"items": [{"menu": timespan(t, s)} for s in times]}
    three = [("contract.pdf", 348160), ("annex-a.pdf", 122880), ("signatures.png", 901120)]
    locked = {"items": [*header(t, False),
                        *wip(t, three, 5, 604800, password="Lantern-Harbor-82"),
                        *intro(t)]}  # fmt: skip
    busy = {"items": [*header(t, False),
                      *uploading(t, "holiday-itinerary.pdf", 524288, 1, 86400),
                      *intro(t)]}  # fmt: skip
    beside = {"items": [*header(t, True), *wip(t, [("site-photos.zip", 31 * MiB)], 20, 3600),
                         *tile(t, STARTED)]}  # fmt: skip
    link = f"{ORIGIN}/download/{NEW_ID}/#{FILE_KEY}"
    done = modal(t("notifyUploadEncryptDone"), [
        {"text": t("copyLinkDescription")}, {"text": "holiday-itinerary.pdf"},
        {"field": "share-url", "hint": "", "text": link}, {"icon": "QR code"},
        {"button": t("copyLinkButton")}, {"button": t("okButton")}])  # fmt: skip
    big = ok_dialog(t, t("fileTooBig", size=size(t, MAX_SIZE)))
    archives = ok_dialog(t, t("tooManyArchives", count=16))  # MAX_ARCHIVES_PER_USER
    auth = b64(bytes(range(3, 67, 2)))  # the key the password derives, made up
    locked_sends = [
        upload(5, 604800),
        post(f"/api/password/{NEW_ID}", {"owner_token": NEW_OWNER, "auth": auth}),
    ]
    return [
        _entry("opens-prompt", "home page", home, [
            (t("addFilesButton"), False, []),
            (t("signInSizeBump", size=size(t, MAX_SIZE)), False, []),
            (t("signInOnlyButton"), False, [])]),
        _entry("harmless", "home page links", home, [
            (t("footerLinkCli"), False, [page(CLI)]),
            (t("footerLinkSource"), False, [page(SOURCE)])]),
        _entry("harmless", "sign-in dialog", signup, [
            (t("signInOnlyButton"), False, [page(sign_in_url())]),
            (t("deletePopupCancel"), False, [])]),
        _entry("opens-prompt", "home page signed in", home_in, [
            (EMAIL, False, [])]),
        _entry("reversible", "account menu", menu, [
            (t("signOut"), False, [post(FXA_DESTROY, {"refresh_token": REFRESH}),
                                   post(FXA_DESTROY, {"token": ACCESS})])]),
        _entry("reversible", "chosen file", chosen, [
            (t("deleteButtonHover"), False, []), (t("addPassword"), False, []),
            (t("uploadButton"), False, [upload(1, 86400)])]),
        _entry("opens-prompt", "chosen file options", chosen, [
            (t("downloadCount", num=1), False, []),
            (timespan(t, 86400), False, [])]),
        _entry("reversible", "download count select", dl_open, [
            (t("downloadCount", num=5), False, [])]),
        _entry("reversible", "expiry time select", time_open, [
            (timespan(t, 604800), False, [])]),
        _entry("reversible", "chosen files with password", locked, [
            (t("uploadButton"), False, locked_sends),
            ("password-preview-button", False, [])]),
        _entry("reversible", "upload in progress", busy, [
            (t("deletePopupCancel"), False, [])]),
        _entry("reversible", "chosen file beside a shared file", beside, [
            (t("uploadButton"), False, [upload(20, 3600, bearer=True), *SYNC])]),
        _entry("harmless", "link dialog", done, [
            (t("copyLinkButton"), False, []), ("QR code", False, []),
            (t("okButton"), False, [])]),
        _entry("harmless", "file too big dialog", big, [(t("okButton"), False, [])]),
        _entry("harmless", "too many archives dialog", archives, [(t("okButton"), False, [])]),
    ]  # fmt: skip


def uploads_screens(t: Any) -> list[dict[str, Any]]:
    """The home page with one file in the uploads list, in the states the list shows: a file
    or an archive (closed and open), signed out and in, partly downloaded, about to expire,
    beside an upload in progress, just copied."""
    out, signed = header(t, False), header(t, True)

    def home(head: list[Any], left_: list[Any], right: list[Any]) -> dict[str, Any]:
        return {"items": [*head, *left_, *right, *footer(t)]}

    dl = t("downloadButtonLabel")
    cancel = t("deletePopupCancel")
    gone = t("deleteButtonHover")
    return [
        _entry("delete", "shared file", home(out, empty_area(t, False), tile(t, REPORT)), [
            (gone, True, delete(REPORT)), (t("copyLinkButton"), False, []),
            (dl, False, [page(f"/download/{REPORT.id}/")])]),
        _entry("delete", "shared archive", home(out, empty_area(t, False), tile(t, PLANS)), [
            (gone, True, delete(PLANS)), (t("fileCount", num=3), False, [])]),
        _entry("delete", "shared archive opened",
               home(out, empty_area(t, False), tile(t, PLANS, opened=True)), [
            (gone, True, delete(PLANS))]),
        _entry("delete", "shared file signed in", home(signed, empty_area(t, True),
                                                       tile(t, VIDEO)), [
            (gone, True, delete(VIDEO))]),
        _entry("delete", "partly downloaded file",
               home(out, empty_area(t, False), tile(t, STARTED)), [
            (gone, True, delete(STARTED))]),
        _entry("delete", "file about to expire",
               home(out, empty_area(t, False), tile(t, MINUTES)), [
            (gone, True, delete(MINUTES))]),
        _entry("delete", "upload beside a shared file",
               home(out, uploading(t, "holiday-itinerary.pdf", 524288, 1, 86400),
                    tile(t, REPORT)), [
            (gone, True, delete(REPORT)), (cancel, False, [])]),
        _entry("delete", "upload beside a shared archive signed in",
               home(signed, uploading(t, "site-photos.zip", 31 * MiB, 20, 3600),
                    tile(t, PHOTOS)), [
            (gone, True, delete(PHOTOS)), (cancel, False, [])]),
        _entry("delete", "shared photos signed in",
               home(signed, empty_area(t, True), tile(t, PHOTOS, opened=True)), [
            (gone, True, delete(PHOTOS))]),
        _entry("delete", "link just copied",
               home(out, empty_area(t, False), tile(t, LEASE, copied=True)), [
            (gone, True, delete(LEASE))]),
        _entry("delete", "shared file two downloads",
               home(signed, empty_area(t, True), tile(t, LEASE)), [
            (gone, True, delete(LEASE))]),
        _entry("delete", "shared video",
               home(out, empty_area(t, False), tile(t, VIDEO)), [
            (gone, True, delete(VIDEO))]),
        _entry("delete", "shared boarding pass signed in",
               home(signed, empty_area(t, True), tile(t, MINUTES)), [
            (gone, True, delete(MINUTES))]),
        _entry("delete", "shared demo signed in",
               home(signed, empty_area(t, True), tile(t, STARTED)), [
            (gone, True, delete(STARTED))]),
    ]  # fmt: skip


def download_screens(t: Any) -> list[dict[str, Any]]:
    """A reader's pages: a file's and an archive's download page, the password page, the
    finished download, the expired link, the unsupported-browser page and the big-file
    warning, its first choice and Continue with this browser."""
    file_id, archive_id, locked_id = "a9c3e6f1024b7d58", "6e1b9d4a7f2c3e05", "d2f8b5a1c9e04763"
    big_id = "4b7e1a0d6c9f2358"

    def preview(name: str, num: int, files: list[tuple[str, int]]) -> dict[str, Any]:
        items: list[Any] = [{"text": t("downloadTitle")}, {"text": t("downloadDescription")},
                            {"text": name}, {"text": size(t, num)}]  # fmt: skip
        if files:
            items.append({"button": t("fileCount", num=len(files))})
            for fname, fnum in files:
                items += [{"text": fname}, {"text": size(t, fnum)}]
        return {"items": [*header(t, False), *items, {"button": t("downloadButtonLabel")},
                          *footer(t)]}  # fmt: skip

    locked = {"items": [*header(t, False), {"text": t("downloadTitle")},
                        {"text": t("downloadDescription")},
                        {"field": "password-input", "hint": t("unlockInputPlaceholder"),
                         "text": "Lantern-Harbor-82", "focused": True},
                        {"button": t("unlockButtonLabel")}, *footer(t)]}  # fmt: skip

    def ending(heading: str) -> dict[str, Any]:
        """downloadCompleted and notFound signed out: the heading, Try Send's promise and
        its link home."""
        return {"items": [*header(t, False), {"text": heading},
                          {"text": t("trySendDescription")},
                          {"link": t("sendYourFilesLink")}, *footer(t)]}  # fmt: skip

    unsupported = {"items": [*header(t, False), {"text": t("notSupportedHeader")},
                             {"text": t("notSupportedDescription")},
                             {"link": t("notSupportedLink")}, {"link": t("downloadFirefox")},
                             *footer(t)]}  # fmt: skip

    def warning(choice: str, submit: str) -> dict[str, Any]:
        radios = [("copy", "noStreamsOptionCopy"), ("firefox", "noStreamsOptionFirefox"),
                  ("download", "noStreamsOptionDownload")]  # fmt: skip
        return {"items": [*header(t, False), {"text": t("downloadTitle")},
                          {"text": f"⚠️ {t('noStreamsWarning')} ⚠️"},
                          {"text": "film-scan-raw.tar"}, {"text": size(t, 1200 * MiB)},
                          *({"radio": t(key), "checked": value == choice}
                            for value, key in radios),
                          {"button": t(submit)}]}  # fmt: skip

    archive_files = [("slides.pdf", 3 * MiB), ("speaker-notes.docx", 98304)]
    return [
        _entry("harmless", "download page", preview("invoice-0427.pdf", 215040, []), [
            (t("downloadButtonLabel"), False, [page(f"/api/download/{file_id}")]),
            (t("signInOnlyButton"), False, [])]),
        _entry("harmless", "download page archive",
               preview("Send-Archive.zip", 3 * MiB + 98304, archive_files), [
            (t("fileCount", num=2), False, []),
            (t("downloadButtonLabel"), False, [page(f"/api/download/{archive_id}")])]),
        _entry("harmless", "password page", locked, [
            (t("unlockButtonLabel"), False, [f"GET /api/metadata/{locked_id}"])]),
        _entry("harmless", "download finished", ending(t("downloadFinish")), [
            (t("sendYourFilesLink"), False, [HOME])]),
        _entry("harmless", "expired link page", ending(t("expiredTitle")), [
            (t("sendYourFilesLink"), False, [HOME])]),
        _entry("harmless", "unsupported browser page", unsupported, [
            (t("downloadFirefox"), False, [page(FIREFOX)])]),
        _entry("harmless", "big file warning", warning("copy", "copyLinkButton"), [
            (t("noStreamsOptionDownload"), False, []), (t("copyLinkButton"), False, [])]),
        _entry("harmless", "big file warning download", warning("download",
                                                                "downloadButtonLabel"), [
            (t("downloadButtonLabel"), False, [f"GET /api/download/blob/{big_id}"])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return [*upload_screens(t), *uploads_screens(t), *download_screens(t)]
