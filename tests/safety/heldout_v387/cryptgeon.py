"""Cryptgeon's screens for the three-hundred-and-eighty-seventh held-out corpus: ``screens(t)``
lays them out in one language, ``t(key, **args)`` being that language's lookup of a key of the
app's ``packages/frontend/locales/<lang>.json`` catalogue. What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import base64
import copy
import hashlib
import json
from typing import Any

ORIGIN = "https://notes.example.org"  # window.location.origin of the instance
TITLE = "cryptgeon"  # <title>: status.theme_page_title is empty by default
MAX = "2.96 MiB"  # MaxSize: prettyBytes(4 MiB / 1.35, binary), SIZE_LIMIT of docker-compose.yaml
GITHUB = "https://github.com/cupcakearmy/cryptgeon"
TEXT = "Door code 4711, alarm off with 0815. Guide: https://wiki.example.com/office/door"
LINK_IN_TEXT = "https://wiki.example.com/office/door"
PASSWORD = "pigeon-loft-22"  # a custom password typed in the advanced options
FILES = [("door-codes.txt", 412, "text/plain"), ("alarm.txt", 96, "text/plain")]
SHOWN_FILE = ("floor-plan.pdf", "application/pdf", "24.1 kB")  # prettyBytes(24100)
Act = tuple[str, bool, list[Any]]


def _made_up(seed: str, size: int) -> bytes:
    """Made-up bytes standing for random ones (keys, IVs, ciphertexts), the same each build."""
    out = b""
    while len(out) < size:
        out += hashlib.sha256(f"{seed}/{len(out)}".encode()).digest()
    return out[:size]


def note_id(seed: str) -> str:
    """A note id as the backend's generate_id writes it: base62 letters and digits."""
    letters = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    return "".join(letters[b % 62] for b in _made_up(f"id {seed}", 44))


def hex_key(seed: str) -> str:
    """A generated key as the share link carries it: Hex.encode of 32 random bytes."""
    return _made_up(f"key {seed}", 32).hex()


def ciphertext(seed: str, size: int) -> str:
    """occulto's AES.encrypt: base64 of "AES-GCM", the 12-byte IV and the ciphertext with its
    16-byte tag, joined by ``--`` (the bytes made up)."""
    parts = [b"AES-GCM", _made_up(f"iv {seed}", 12), _made_up(f"ct {seed}", size + 16)]
    return "--".join(base64.b64encode(p).decode() for p in parts)


def _compact(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def create(contents: str, meta: dict[str, Any], limit: dict[str, int]) -> dict[str, str]:
    """API.create's fetch: ``{...rest, meta: JSON.stringify(meta)}``, rest being contents then
    views or expiration, as Create.svelte sets them."""
    body = {"contents": contents, **limit, "meta": _compact(meta)}
    return {"request": "POST /api/notes/", "body": _compact(body)}


def derivation(seed: str) -> dict[str, Any]:
    """occulto's AES.derive options, the Uint8Array salt written by JSON.stringify as an object
    of its indices."""
    salt = _made_up(f"salt {seed}", 16)
    return {"name": "PBKDF2", "hash": "SHA-512", "iterations": 100000, "length": 256,
            "salt": {str(i): b for i, b in enumerate(salt)}}  # fmt: skip


def show(seed: str) -> str:
    """API.get: the note's contents are read with a DELETE, which takes a view off."""
    return f"DELETE /api/notes/{note_id(seed)}"


def page(url: str) -> dict[str, str]:
    """A page load: an ``<a href>`` (in this tab or a new one) or ``location.reload()``."""
    return {"request": f"GET {url}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"cryptgeon {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def footer(mode: str = "auto") -> list[dict[str, str]]:
    """Footer.svelte: ThemeToggle (its Contrast icon's title and the theme's name) and the
    links, written in English in every language."""
    return [{"button": theme(mode)}, {"link": "/home"}, {"link": "/about"},
            {"link": "code"}]  # fmt: skip


def theme(mode: str) -> str:
    """ThemeToggle's name: its Contrast icon's SVG title, then the theme."""
    return f"Contrast {mode}"


def create_screens(t: Any) -> list[dict[str, Any]]:
    """The home page: the text form, its switches, the advanced options (views, time, a custom
    password), file mode without and with files, pasted files, and the result."""
    views1 = t("home.explanation", type=t("common.views", n=1))
    views3 = t("home.explanation", type=t("common.views", n=3))
    minutes = t("home.explanation", type=t("common.minutes", n=60))
    max_size = f"{t('common.max')}: {MAX}"

    def home(text: str, explanation: str, advanced: list[dict[str, Any]] | None = None,
             file_box: list[dict[str, Any]] | None = None,
             switches: tuple[bool, bool] = (False, False)) -> dict[str, Any]:  # fmt: skip
        body = file_box or [{"field": "text-field", "hint": t("common.note"), "text": text}]
        items = [{"text": t("home.intro")}, *body,
                 {"switch": t("common.file"), "checked": switches[0]},
                 {"switch": t("common.advanced"), "checked": switches[1]},
                 {"text": max_size}, {"button": t("common.create")},
                 {"text": explanation}]  # fmt: skip
        return {"title": TITLE, "items": [*items, *(advanced or []), *footer()]}

    def advanced(views: str, by_time: bool, password: str | None) -> list[dict[str, Any]]:
        eye = [{"button": "Eye"}] if password is not None else []
        return [
            {"field": "field-views", "hint": t("common.views", n=0), "text": views},
            {"switch": t("common.mode"), "checked": by_time},
            {"field": "field-expiration", "hint": t("common.minutes", n=0), "text": "60"},
            {"switch": t("home.advanced.custom_password"), "checked": password is not None},
            {"field": "password", "hint": t("common.password"), "text": password or ""},
            *eye, {"button": "Dice"}, {"text": t("home.advanced.explanation")}]  # fmt: skip

    no_files = [{"field": "file-upload", "hint": t("common.file"), "text": ""},
                {"text": t("file_upload.no_files_selected")}, {"text": max_size}]  # fmt: skip
    some_files = [{"field": "file-upload", "hint": t("common.file"), "text": ""},
                  {"text": t("file_upload.selected_files")},
                  *({"text": name} for name, _, _ in FILES),
                  {"button": t("file_upload.clear")}]  # fmt: skip
    pasted_name = "pasted-file-1780834512345-417.png"
    pasted = [{"field": "file-upload", "hint": t("common.file"), "text": ""},
              {"text": t("file_upload.selected_files")}, {"text": pasted_name},
              {"button": t("file_upload.clear")}, {"text": t("home.pasted_files")},
              {"text": pasted_name}, {"button": t("home.remove")}]  # fmt: skip

    def result(link: str) -> dict[str, Any]:
        return {"title": TITLE, "items": [
            {"field": "share-link", "hint": t("common.share_link"), "text": link},
            {"button": "Copy"}, {"text": t("common.qr_code")},
            {"text": t("home.new_note_notice")}, {"button": t("home.new_note")},
            *footer()]}  # fmt: skip

    text_meta = {"type": "text"}
    files = _compact([{"name": name, "size": size, "type": kind,
                       "contents": ciphertext(f"file {name}", size)}
                      for name, size, kind in FILES])  # fmt: skip
    made = f"{ORIGIN}/note/{note_id('made')}#{hex_key('made')}"
    made_password = f"{ORIGIN}/note/{note_id('made with a password')}"
    size = len(TEXT.encode())
    return [
        _entry("harmless", "home page", home("", views1), [
            (t("common.create"), False, []),
            ("/about", False, []), ("code", False, [page(GITHUB)])]),
        _entry("reversible", "home page switches", home("", views1), [
            (t("common.file"), False, []), (t("common.advanced"), False, []),
            (theme("auto"), False, [])]),
        _entry("reversible", "home page with a text note", home(TEXT, views1), [
            (t("common.create"), False, [create(
                ciphertext("text", size), text_meta, {"views": 1})]),
            (theme("auto"), False, [])]),
        _entry("reversible", "advanced options", home(
            TEXT, views3, advanced("3", False, None), switches=(False, True)), [
            (t("common.create"), False, [create(
                ciphertext("text 3 views", size), text_meta, {"views": 3})]),
            (t("common.mode"), False, []), (t("home.advanced.custom_password"), False, [])]),
        _entry("reversible", "advanced options by time", home(
            TEXT, minutes, advanced("1", True, None), switches=(False, True)), [
            (t("common.create"), False, [create(
                ciphertext("text 60 minutes", size), text_meta, {"expiration": 60})]),
            (t("common.mode"), False, [])]),
        _entry("reversible", "advanced options with a custom password", home(
            TEXT, views1, advanced("1", False, PASSWORD), switches=(False, True)), [
            ("Eye", False, []), ("Dice", False, []),
            (t("common.create"), False, [create(
                ciphertext("text password", size),
                {"type": "text", "derivation": derivation("made with a password")},
                {"views": 1})])]),
        _entry("harmless", "file mode without files", home(
            "", views1, file_box=no_files, switches=(True, False)), [
            (t("common.create"), False, []), (t("common.file"), False, [])]),
        _entry("reversible", "file mode with files", home(
            "", views1, file_box=some_files, switches=(True, False)), [
            (t("file_upload.clear"), False, []),
            (t("common.create"), False, [create(files, {"type": "file"}, {"views": 1})])]),
        _entry("harmless", "pasted files", home(
            "", views1, file_box=pasted, switches=(True, False)), [
            (t("home.remove"), False, [])]),
        _entry("harmless", "note created", result(made), [
            ("Copy", False, []), (t("home.new_note"), False, [page("/")])]),
        _entry("harmless", "note created with a custom password", result(made_password), [
            ("Copy", False, []), (t("home.new_note"), False, [page("/")])]),
    ]  # fmt: skip


def note_screens(t: Any) -> list[dict[str, Any]]:
    """The note page of a note read once (key in the link, or a custom password hidden or
    shown, in each theme), its error after a wrong password, a note not found, a shown text
    and file note, and the about page."""

    def note_page(password: str | None = None, shown: bool = False, mode: str = "auto",
                  error: bool = False) -> dict[str, Any]:  # fmt: skip
        items: list[dict[str, Any]] = [{"text": t("show.explanation")}]
        if password is not None:
            items += [{"field": "show-note-password", "hint": t("common.password"),
                       "text": password}, {"button": "Eye Off" if shown else "Eye"}]  # fmt: skip
        items.append({"button": t("show.show_note")})
        if error:
            items.append({"text": t("show.errors.decryption_failed")})
        return {"title": TITLE, "items": [*items, *footer(mode)]}

    shown_text = {"title": TITLE, "items": [
        {"text": t("show.warning_will_not_see_again")}, {"text": TEXT},
        {"button": t("common.copy_clipboard")}, {"text": t("show.links_found")},
        {"link": LINK_IN_TEXT}, *footer()]}  # fmt: skip
    name, kind, size = SHOWN_FILE
    shown_file = {"title": TITLE, "items": [
        {"text": t("show.warning_will_not_see_again")}, {"button": f"↓ {name}"},
        {"text": f"{kind} － {size}"}, {"button": t("show.download_all")}, *footer()]}  # fmt: skip
    not_found = {"title": TITLE, "items": [
        {"text": t("show.errors.not_found")}, *footer()]}  # fmt: skip
    about = {"title": "About", "items": [
        {"text": "About"}, {"link": "PrivNote"}, {"text": "▶ how does it work?"},
        {"link": "source code"}, {"link": "Lokalise"}, {"link": "freepik"},
        {"link": "www.flaticon.com"}, *footer()]}  # fmt: skip
    show_note = t("show.show_note")
    return [
        _entry("delete", "note page", note_page(), [
            (show_note, True, [show("note")]), ("/about", False, [])]),
        _entry("delete", "note page in the dark theme", note_page(mode="dark"), [
            (show_note, True, [show("note dark")]), (theme("dark"), False, [])]),
        _entry("delete", "note page in the light theme", note_page(mode="light"), [
            (show_note, True, [show("note light")]), ("/home", False, [])]),
        _entry("delete", "note page with a password", note_page(PASSWORD), [
            (show_note, True, [show("note password")]), ("Eye", False, [])]),
        _entry("delete", "note page with the password shown", note_page(PASSWORD, True), [
            (show_note, True, [show("note password shown")]), ("Eye Off", False, [])]),
        _entry("delete", "note page with a password in the dark theme",
               note_page(PASSWORD, mode="dark"), [
            (show_note, True, [show("note password dark")])]),
        _entry("delete", "note page with a password in the light theme",
               note_page(PASSWORD, mode="light"), [
            (show_note, True, [show("note password light")])]),
        _entry("delete", "file note page", note_page(), [
            (show_note, True, [show("file note")])]),
        _entry("delete", "file note page with a password", note_page(PASSWORD), [
            (show_note, True, [show("file note password")])]),
        _entry("consume", "note page of a note of three views", note_page(), [
            (show_note, True, [show("note three views")])]),
        _entry("delete", "note page opened from a message", note_page(), [
            (show_note, True, [show("note from a message")])]),
        _entry("consume", "note page of a note of three views in the dark theme",
               note_page(mode="dark"), [
            (show_note, True, [show("note three views dark")])]),
        _entry("harmless", "wrong password", note_page(PASSWORD, error=True), [
            (show_note, False, [show("note password wrong")]), ("Eye", False, [])]),
        _entry("harmless", "note not found", not_found, [
            ("/home", False, []), (theme("auto"), False, [])]),
        _entry("harmless", "shown text note", shown_text, [
            (t("common.copy_clipboard"), False, []),
            (LINK_IN_TEXT, False, [page(LINK_IN_TEXT)])]),
        _entry("harmless", "shown file note", shown_file, [
            (f"↓ {name}", False, []), (t("show.download_all"), False, [])]),
        _entry("harmless", "about page", about, [
            ("PrivNote", False, [page("https://privnote.com")]),
            ("source code", False, [page(GITHUB)]), ("/home", False, [])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*create_screens(t), *note_screens(t)]
