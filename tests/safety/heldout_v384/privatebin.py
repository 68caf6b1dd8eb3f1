"""PrivateBin's screens for the three-hundred-and-eighty-fourth held-out corpus: ``screens(t)``
lays them out in one language, ``t(key, *args)`` being that language's lookup of a message of
the app's ``i18n/<lang>.json`` catalogue (``t.plural(singular, plural, n)`` for a counted one;
``t.current`` and ``t.languages`` name the language menu's entries). What each action sends,
and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import base64
import copy
import hashlib
import json
import re
import zlib
from typing import Any
from urllib.parse import quote

HOST = "https://paste.example.com/"  # the instance: discussion, password, file upload on
AUTO = "https://bin.example.net/"  # a second instance, with shortenbydefault = true
SHORTENER = "https://shortener.example.com/api?link="  # urlshortener, as in conf.sample.php
SHORT_URL = "https://shortener.example.com/r/k2Xw9"  # what the shortener answered
PASSWORD = "harbor-lights-42"
DOTS = "\u2022" * len(PASSWORD)  # a password field's text as the page shows it
URI_COMPONENT = "!'()*-._~"  # what encodeURIComponent leaves as it is, besides A-Z a-z 0-9
Act = tuple[str, bool, list[Any]]


def _made_up(label: str, size: int) -> bytes:
    """Bytes that stand for random ones (an IV, a salt, a cipher text): the same in every
    build and every language."""
    out = b""
    while len(out) < size:
        out += hashlib.sha256(f"{label}/{len(out)}".encode()).digest()
    return out[:size]


class Doc:
    """A document: its id (16 hex digits), its key (base58, after ``#`` in its link) and
    the deletion token the server returned when it was created."""

    def __init__(self, pid: str, key: str, token: str, host: str = HOST, burn: bool = False):
        self.pid, self.key, self.token, self.host, self.burn = pid, key, token, host, burn

    @property
    def url(self) -> str:
        """The link showCreatedPaste writes: ``?ID#KEY``, ``?ID#-KEY`` when burnt after
        reading (loadConfirmPrefix)."""
        return f"{self.host}?{self.pid}{'#-' if self.burn else '#'}{self.key}"


PLAIN = Doc("c10b7e737c914ce5", "FHfhwKv9PuKxaJLzbeN9ENHvSu2NTXLkqNheuHHbPbcz",
            "e12d7271e3ccb0c23b559d756590454ebc0c4c9ddf98b40676e8f84153e8283c")  # fmt: skip
BURN = Doc("70d2083c5a88bb5e", "5S1q7nR7TYFhn1D9zEBz623ivh5LGjZrKuHY9aNVifgN",
           "8cfc5cdca020d3be0c53181645083c82484be1e9821adc41fe2c9027a4bdb1e2",
           burn=True)  # fmt: skip
LOCKED = Doc("9a6c3f6b7ff0da33", "9ZYh5oQKAyRsYYuXfZYjR1tfhHpzacbXg22yHVCWXkVq",
             "cb47e264b5fc9bf8448c255bf24398b12bd5014864cc3c534707acd892caaf4a")  # fmt: skip
NOTES = Doc("32979e0cd5d000da", "2gP6h958n283nSPJzpyanHF7FCceKBHpbjWebxbSv1Mt",
            "fd4cf5ac7a8fd192755a437eccf666eb56e508dd1d2185350cd8d1dbb4916117")  # fmt: skip
FILED = Doc("e66ba3b237e608db", "6EB4AkHBLyMshhq7TvUbwGBeCrnaWBX45ho5TH3uHwm6",
            "e0fe1791b7b65481afddfe034f37f9fea6bc0c220a9a661b0d4b347d8f4db1a2")  # fmt: skip
AUTOED = Doc("bcc11692d5db1c2b", "EGMaJBhmbxKUPbrWPP5A8BUadWUAvT4jeRH6eTvgrSJC",
             "a05f24413fc3b974cec2d74eb1f12b529e8ea92db0adae93124430d2940ba759",
             host=AUTO)  # fmt: skip
# Documents others made and shared; the deletion token is theirs, never seen here.
SHARED = Doc("72177f05c18db137", "787DetTTbTLwh9QUZkwjWHvVv3tfd2gtV1nWFFJ8xQh4", "")
SECRET = Doc("e18a337ead1eb960", "yQD61Eki6WsRjvfXRsAzvpedUGSfC5Mb76TMtBCMFno", "", burn=True)
SECRET_LOCKED = Doc("4f765cd70c438ed1", "EztNF5hiEKZpRVXuGvTCpdCJFZDyUnoLQ54PCHDxiJXa", "",
                    burn=True)  # fmt: skip
SECRET_FILE = Doc("7296177d05550b8b", "3tmaE8a9REGfWSbB2t6PxCQ4T7jU1GtUAbJC3aEhAP9h", "",
                  burn=True)  # fmt: skip
COMMENT_ID = "0dcf98c2374c86f8"  # Mira's comment on SHARED
LOCKED_COMMENT_ID = "b7e6a1d4c0f93582"  # a comment on LOCKED

WIFI = "Wi-Fi for the cabin: network Birchwood, key 58-tulip-harbor"
DOOR = "Door code for Saturday: 4187#"
BUDGET = "Draft budget for the band trip, comments welcome."
MARKDOWN = "# Setup notes\n\n- install the CLI\n- run the migrations"
CHECKLIST = "Floor plan checklist attached."
MEETING = "Meeting notes from Tuesday"
SHARED_TEXT = "Shared grocery list: oats, lemons, coffee"
MIRA = "I can bring the coffee."
REPLY = "Then I will take the lemons."
TOP = "Oats are on me."
LOCKED_REPLY = "The hostel costs 38 per night."


def _encrypt(label: str, message: dict[str, Any]) -> tuple[list[Any], str]:
    """CryptTool.cipher's spec (IV and salt made up, 100000 iterations, AES-256-GCM, zlib)
    and a made-up cipher text as long as the compressed message and its tag."""
    plain = json.dumps(message, separators=(",", ":"), ensure_ascii=False).encode()
    deflate = zlib.compressobj(9, zlib.DEFLATED, -15)
    size = len(deflate.compress(plain) + deflate.flush()) + 16
    spec = [base64.b64encode(_made_up(f"{label}/iv", 16)).decode(),
            base64.b64encode(_made_up(f"{label}/salt", 8)).decode(),
            100000, 256, 128, "aes", "gcm", "zlib"]  # fmt: skip
    return spec, base64.b64encode(_made_up(f"{label}/ct", size)).decode()


def _json(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def create(doc: Doc, text: str, fmt: str, discussion: int, burn: int, expire: str,
           attachment: tuple[str, str] | None = None) -> dict[str, str]:  # fmt: skip
    """PasteEncrypter.sendPaste: ServerInteraction.run's POST to the page's own URL, the body
    ``JSON.stringify`` of adata (spec, format, open discussion, burn after reading), meta,
    v and ct in the order ServerInteraction sets them."""
    message: dict[str, Any] = {"paste": text}
    if attachment:
        name, content = attachment
        data = base64.b64encode(content.encode()).decode()
        message["attachment"] = [f"data:text/plain;base64,{data}"]
        message["attachment_name"] = [name]
    spec, ct = _encrypt(doc.pid, message)
    body = {"adata": [spec, fmt, discussion, burn], "meta": {"expire": expire}, "v": 2,
            "ct": ct}  # fmt: skip
    return {"request": "POST /", "body": _json(body)}


def comment(doc: Doc, parent: str, text: str, nickname: str = "") -> list[Any]:
    """PasteEncrypter.sendComment: POST of pasteid, parentid (the document's id for a
    comment at the top), adata (the spec) and ct; then Controller.refreshPaste reads the
    document again."""
    message = {"comment": text, **({"nickname": nickname} if nickname else {})}
    spec, ct = _encrypt(f"{doc.pid}/{parent}/{text}", message)
    body = {"pasteid": doc.pid, "parentid": parent, "adata": spec, "v": 2, "ct": ct}
    return [{"request": "POST /", "body": _json(body)}, read(doc)]


def read(doc: Doc) -> str:
    """Model.getPasteData: the JSON read of a document (a burnt-after-reading one is
    deleted by the server as it answers)."""
    return f"GET /?pasteid={doc.pid}"


def page(url: str) -> dict[str, str]:
    """A page load: an ``<a href>``, ``window.location`` or ``location.reload()``."""
    return {"request": f"GET {url}", "via": "link"}


def delete(doc: Doc) -> list[Any]:
    """The Delete data link: ``?pasteid=ID&deletetoken=TOKEN``, loaded as a page."""
    return [page(f"/?pasteid={doc.pid}&deletetoken={doc.token}")]


def shorten(doc: Doc) -> str:
    """PasteStatus.sendToShortener: a script GET of the shortener's URL with the document's
    whole link, key included, as encodeURIComponent writes it."""
    return f"GET {SHORTENER}{quote(doc.url, safe=URI_COMPONENT)}"


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"privatebin {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


TITLE = "PrivateBin"  # document.title, the instance's name, the same in every language


def expiry(t: Any, key: str) -> str:
    """An expiration option's label as Controller::_view writes it."""
    if key == "never":
        return t("Never")
    number, unit = re.fullmatch(r"(\d+)(\w+)", key).groups()
    unit = {"min": "minute"}.get(unit, unit)
    return t.plural(f"%d {unit}", f"%d {unit}s", int(number))


EXPIRIES = ("5min", "10min", "1hour", "1day", "1week", "1month", "1year", "never")


def editor(t: Any, text: str, expires: str = "1week", fmt: str = "Plain Text",
           burn: bool = False, discussion: bool = False, password: str = "",
           attached: str = "") -> dict[str, Any]:  # fmt: skip
    """The page of a new document: the navigation bar's options, the editor's tabs, the
    Create button, the text and the tab key's switch."""
    items: list[dict[str, Any]] = [
        {"text": f"{t('Expires')}:"}, {"button": expiry(t, expires)},
        {"switch": t("Burn after reading"), "checked": burn},
        {"switch": t("Open discussion"), "checked": discussion},
        {"field": "passwordinput", "hint": t("Password (recommended)"), "text": password},
        {"button": t("Show password")}, {"link": t("Attach a file")},
        {"text": f"{t('Format')}:"}, {"button": t(fmt)},
        {"switch": t("Dark Mode"), "checked": False},
        {"link": getattr(t, "current", "English")}]  # fmt: skip
    if attached:
        items.append({"text": attached})
    items += [
        {"tab": t("Editor")}, {"tab": t("Preview")}, {"button": t("Create")},
        {"field": "message", "hint": t("Document text"), "text": text},
        {"switch": t("Tabulator key serves as character (Hit <kbd>Ctrl</kbd>+<kbd>m</kbd> or "
                     "<kbd>Esc</kbd> to toggle)"), "checked": True}]  # fmt: skip
    return {"title": TITLE, "items": items}


def view_buttons(t: Any, created: bool) -> list[dict[str, Any]]:
    """TopNav.showViewButtons: after creating, Raw text and Save document stay hidden."""
    shown = ["New", "Clone"] + ([] if created else ["Raw text", "Save document"])
    return [{"button": t(name)} for name in [*shown, "Email", "QR code"]]


def created(t: Any, doc: Doc, text: str, link: str = "", auto: bool = False) -> dict[str, Any]:
    """The page after Create: the view buttons, Copy link and Delete data, the link, the
    shortener's button and warning, the copy hint and the document."""
    link = link or doc.url
    notice = t("URL shortener may expose your decrypt key in URL.")
    if auto:
        notice = f"{t('URL shortener is enabled by default.')} {notice}"
    copy_hint = t("To copy document press on the copy button or use the clipboard shortcut "
                  "<kbd>%s</kbd>+<kbd>c</kbd>", t("Ctrl"))  # fmt: skip
    return {"title": TITLE, "items": [
        *view_buttons(t, True), {"button": t("Copy link")}, {"link": t("Delete data")},
        {"text": t('Your document is <a id="pasteurl" href="%s">%s</a> <span id="copyhint">'
                   "(Hit <kbd>%s</kbd>+<kbd>c</kbd> to copy)</span>", link, link, t("Ctrl"))},
        {"link": link}, {"button": t("Shorten URL")}, {"text": notice},
        {"text": copy_hint}, {"button": t("Copy")}, {"text": text}]}  # fmt: skip


def modal(heading: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A Bootstrap modal over the page, headed by its ``h5``."""
    return {"title": TITLE, "dialog": {"title": heading}, "items": items}


def editing_screens(t: Any) -> list[dict[str, Any]]:
    """The new document's page with its options, the expiration, format, language and
    attachment menus, and the page filled in for each kind of document."""
    page_ = editor(t, WIFI)
    expiries = modal(f"{t('Expires')}:", [{"menu": expiry(t, key)} for key in EXPIRIES])
    formats = modal(f"{t('Format')}:", [{"menu": t(name)} for name in
                                        ("Plain Text", "Source Code", "Markdown")])  # fmt: skip
    languages = {"title": TITLE, "items": [
        {"link": getattr(t, "current", "English")},
        *({"menu": name} for name in getattr(t, "languages", ["Nederlands (Dutch)"]))]}  # fmt: skip
    attach = {"title": TITLE, "items": [
        {"link": t("Attach a file")},
        {"text": t("alternatively drag & drop a file or paste an image from the clipboard")},
        {"menu": t("Remove attachment")}]}  # fmt: skip
    burn = editor(t, DOOR, burn=True)
    locked = editor(t, BUDGET, expires="1day", discussion=True, password=DOTS)
    notes = editor(t, MARKDOWN, expires="never", fmt="Markdown")
    filed = editor(t, CHECKLIST, attached="checklist.txt")
    checklist = ("checklist.txt", "1. measure the hall\n2. mark the sockets\n")
    meeting = create(AUTOED, MEETING, "plaintext", 0, 0, "1week")
    return [
        _entry("reversible", "new document", page_, [
            (t("Create"), False, [create(PLAIN, WIFI, "plaintext", 0, 0, "1week")]),
            (t("Burn after reading"), False, []), (t("Open discussion"), False, [])]),
        _entry("opens-prompt", "new document menus", page_, [
            (expiry(t, "1week"), False, []), (t("Plain Text"), False, []),
            (getattr(t, "current", "English"), False, [])]),
        _entry("reversible", "new document switches", page_, [
            (t("Dark Mode"), False, []), (t("Preview"), False, [])]),
        _entry("reversible", "expiration list", expiries, [
            (expiry(t, "1day"), False, []), (expiry(t, "never"), False, [])]),
        _entry("reversible", "format list", formats, [(t("Markdown"), False, [])]),
        _entry("reversible", "language menu", languages, [
            ("Nederlands (Dutch)", False, [page("/")])]),
        _entry("reversible", "new document burn after reading", burn, [
            (t("Create"), False, [create(BURN, DOOR, "plaintext", 0, 1, "1week")])]),
        _entry("reversible", "new document with password and discussion", locked, [
            (t("Create"), False, [create(LOCKED, BUDGET, "plaintext", 1, 0, "1day")])]),
        _entry("reversible", "new markdown document", notes, [
            (t("Preview"), False, []),
            (t("Create"), False, [create(NOTES, MARKDOWN, "markdown", 0, 0, "never")])]),
        _entry("reversible", "attachment menu", attach, [(t("Remove attachment"), False, [])]),
        _entry("reversible", "new document with attachment", filed, [
            (t("Create"), False, [create(FILED, CHECKLIST, "plaintext", 0, 0, "1week",
                                         checklist)])]),
        _entry("share", "new document shortened by default", editor(t, MEETING), [
            (t("Create"), True, [meeting, shorten(AUTOED)])]),
    ]  # fmt: skip


def created_screens(t: Any) -> list[dict[str, Any]]:
    """The page after Create for each document, the e-mail and QR code modals, and the page
    after a Delete data link."""
    plain = created(t, PLAIN, WIFI)
    email = modal(t("Recipient may become aware of your timezone, convert time to UTC?"), [
        {"icon": t("Close")}, {"button": t("Use Current Timezone")},
        {"button": t("Convert To UTC")}])  # fmt: skip
    qr = modal(t("QR code"), [{"icon": t("Close")}])
    deleted = {"title": TITLE, "items": [
        {"text": t("Document was properly deleted.")}, {"button": t("Start over")}]}  # fmt: skip
    auto = created(t, AUTOED, MEETING, link=SHORT_URL, auto=True)
    return [
        _entry("delete", "document created", plain, [
            (t("Delete data"), True, delete(PLAIN)), (t("Copy link"), False, [])]),
        _entry("opens-prompt", "document created email and qr code", plain, [
            (t("Email"), False, []), (t("QR code"), False, [])]),
        _entry("reversible", "document created link", plain, [
            (PLAIN.url, False, [page(f"/?{PLAIN.pid}"), read(PLAIN)]),
            (t("New"), False, [])]),
        _entry("harmless", "email timezone modal", email, [
            (t("Use Current Timezone"), False, []), (t("Convert To UTC"), False, [])]),
        _entry("harmless", "qr code modal", qr, [(t("Close"), False, [])]),
        _entry("delete", "burn after reading document created", created(t, BURN, DOOR), [
            (t("Delete data"), True, delete(BURN)),
            (BURN.url, False, [page(f"/?{BURN.pid}")])]),
        _entry("delete", "password document created", created(t, LOCKED, BUDGET), [
            (t("Delete data"), True, delete(LOCKED)), (t("QR code"), False, [])]),
        _entry("delete", "markdown document created", created(t, NOTES, MARKDOWN), [
            (t("Delete data"), True, delete(NOTES)), (t("Email"), False, [])]),
        _entry("share", "password document shorten", created(t, LOCKED, BUDGET), [
            (t("Shorten URL"), True, [shorten(LOCKED)])]),
        _entry("share", "burn after reading document shorten", created(t, BURN, DOOR), [
            (t("Shorten URL"), True, [shorten(BURN)]), (t("Copy link"), False, [])]),
        _entry("delete", "attachment document created", created(t, FILED, CHECKLIST), [
            (t("Delete data"), True, delete(FILED))]),
        _entry("delete", "auto-shortened document created", auto, [
            (t("Delete data"), True, delete(AUTOED))]),
        _entry("reversible", "document deleted", deleted, [(t("Start over"), False, [page("/")])]),
    ]  # fmt: skip


def discussion(t: Any, doc_text: str, reply: dict[str, Any] | None = None,
               under: str = "", tail: bool = False) -> list[dict[str, Any]]:  # fmt: skip
    """The document, its discussion with one comment and its Reply button, the Add comment
    button, and the reply form, under the comment or at the tail, when it is open."""
    form = []
    if reply is not None:
        form = [{"field": "nickname", "hint": t("Optional nickname…"), "text": reply["nick"]},
                {"field": "replymessage", "hint": "", "text": reply["text"]},
                {"button": t("Post comment")}]  # fmt: skip
    comment_ = [{"text": "Mira"}, {"text": under or MIRA}, {"button": t("Reply")}]
    return [
        {"text": doc_text}, {"text": t("Discussion")}, *comment_,
        *(form if not tail else []), *([{"button": t("Add comment")}] if not form else []),
        *(form if tail else [])]  # fmt: skip


def viewing_screens(t: Any) -> list[dict[str, Any]]:
    """A shared document with its discussion and its comment forms, a password-protected
    document's prompt and discussion, the burn-after-reading confirmations and a burnt
    document on screen."""
    remaining = t.plural("This document will expire in %d day.",
                         "This document will expire in %d days.", 5)  # fmt: skip
    copy_hint = t("To copy document press on the copy button or use the clipboard shortcut "
                  "<kbd>%s</kbd>+<kbd>c</kbd>", t("Ctrl"))  # fmt: skip
    head = [*view_buttons(t, False), {"text": remaining}, {"text": copy_hint},
            {"button": t("Copy")}]  # fmt: skip

    def shared(**form: Any) -> dict[str, Any]:
        return {"title": TITLE, "items": [*head, *discussion(t, SHARED_TEXT, **form)]}

    asked = "Who books the hostel?"
    form = {"nick": "Jonas", "text": LOCKED_REPLY}
    locked_reply = {"title": TITLE, "items": [*head, *discussion(t, BUDGET, form, under=asked)]}
    prompt = {"title": TITLE, "dialog": {"message": t(
        "Please enter the password for this document:")}, "items": [
        {"field": "passworddecrypt", "hint": t("Enter password"), "text": DOTS},
        {"button": t("Show password")}, {"button": t("Decrypt")}]}  # fmt: skip
    confirm = modal(t("This secret message can only be displayed once. Would you like to see "
                      "it now?"), [{"icon": t("Close")}, {"button": t("Yes, see it")}])  # fmt: skip
    burnt = {"title": TITLE, "items": [
        *view_buttons(t, False),
        {"text": t("FOR YOUR EYES ONLY. Don't close this window, this message can't be "
                   "displayed again.")},
        {"text": copy_hint}, {"button": t("Copy")}, {"text": DOOR}]}  # fmt: skip
    return [
        _entry("reversible", "shared document", shared(), [
            (t("New"), False, []), (t("Raw text"), False, []),
            (t("Save document"), False, [])]),
        _entry("opens-prompt", "shared document discussion", shared(), [
            (t("Reply"), False, []), (t("Add comment"), False, []), (t("Email"), False, [])]),
        _entry("publish", "comment form", shared(reply={"nick": "Jonas", "text": TOP},
                                                 tail=True), [
            (t("Post comment"), True, comment(SHARED, SHARED.pid, TOP, "Jonas"))]),
        _entry("publish", "reply form", shared(reply={"nick": "Jonas", "text": REPLY}), [
            (t("Post comment"), True, comment(SHARED, COMMENT_ID, REPLY, "Jonas"))]),
        _entry("publish", "anonymous comment form", shared(
            reply={"nick": "", "text": "Count me in for Sunday."}, tail=True), [
            (t("Post comment"), True, comment(SHARED, SHARED.pid, "Count me in for Sunday."))]),
        _entry("harmless", "empty comment form", shared(reply={"nick": "Jonas", "text": ""},
                                                        tail=True), [
            (t("Post comment"), False, [])]),
        _entry("harmless", "password prompt", prompt, [
            (t("Decrypt"), False, []), (t("Show password"), False, [])]),
        _entry("publish", "password document reply form", locked_reply, [
            (t("Post comment"), True, comment(LOCKED, LOCKED_COMMENT_ID, LOCKED_REPLY,
                                              "Jonas"))]),
        _entry("delete", "burn after reading confirm", confirm, [
            (t("Yes, see it"), True, [read(SECRET)]), (t("Close"), False, [])]),
        _entry("delete", "password burn after reading confirm", confirm, [
            (t("Yes, see it"), True, [read(SECRET_LOCKED)]), (t("Close"), False, [])]),
        _entry("delete", "attachment burn after reading confirm", confirm, [
            (t("Yes, see it"), True, [read(SECRET_FILE)])]),
        _entry("harmless", "burnt document shown", burnt, [
            (t("Save document"), False, []), (t("Raw text"), False, [])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*editing_screens(t), *created_screens(t), *viewing_screens(t)]
