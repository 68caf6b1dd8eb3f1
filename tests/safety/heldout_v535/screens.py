"""How the five-hundred-and-thirty-fifth held-out corpus writes a screen of Nextcloud
Registration: a page of Nextcloud's guest layout (the registration steps, titled by the
instance's name), a section of the administration settings (titled by the app's section in
the settings' navigation) and an e-mail the app sends, as a mail reader shows it (titled by
its subject). ``t(msgid, *values)`` is the language's lookup of one of the app's strings, its
``%s`` or ``%1$s`` filled in from ``values``; ``t("vue:...")`` is a string of the
@nextcloud/vue components the app's bundle carries. Every action says what the browser sends,
read from the app's client code; names, addresses, codes, passwords, group names and the
administrator's own texts are the same in every language. What each action sends and why it
is labelled so is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

T = Callable[..., str]
ORIGIN = "https://cloud.example.org"
APP = "/index.php/apps/registration"  # linkToRoute of the app's routes, no pretty URLs
LOGIN = "/index.php/login"  # linkToRoute('core.login.showLoginForm'): Back to login
INSTANCE = "Nextcloud"  # the theme's name: the guest pages' title and the mails' %s
# Nextcloud's request token of the visitor's session (the hidden field of every form):
# base64 of the token XOR a one-time secret, a colon, base64 of the secret.
REQUEST_TOKEN = (
    "4tuvc3FC9VI9vLxjZDg+SGymKGczxFgk99MFzcQaAL0=:0ojOCwZ1vjlq2vtXC2oGDSPfTClytzBokKNPuPRsSuk="
)


def form_encoded(pairs: list[tuple[str, str]]) -> str:
    """A form's fields as the browser sends them (application/x-www-form-urlencoded): every
    byte but letters, digits and ``*-._`` percent-encoded, a space as ``+``."""

    def encode(text: str) -> str:
        out = []
        for byte in text.encode("utf-8"):
            char = chr(byte)
            if char.isascii() and (char.isalnum() or char in "*-._"):
                out.append(char)
            elif char == " ":
                out.append("+")
            else:
                out.append(f"%{byte:02X}")
        return "".join(out)

    return "&".join(f"{encode(name)}={encode(value)}" for name, value in pairs)


def form_post(path: str, pairs: list[tuple[str, str]]) -> dict[str, Any]:
    """A form's submission (``action=""``: the page's own URL), its fields in page order."""
    return {"request": f"POST {path}", "body": form_encoded(pairs), "via": "form"}


def link(url: str) -> dict[str, Any]:
    """A navigation by a link (an ``<a href>``, as NcButton with ``href`` renders)."""
    return {"request": f"GET {url}", "via": "link"}


def xhr(method: str, path: str, body: Any = None) -> dict[str, Any]:
    """An XMLHttpRequest of @nextcloud/axios, a body ``JSON.stringify``'d (the request token
    goes in a header, not written)."""
    request: dict[str, Any] = {"request": f"{method} {path}"}
    if body is not None:
        request["body"] = json.dumps(body, separators=(",", ":"), ensure_ascii=False)
    return request


def tap(label: str, irreversible: bool, sends: list[Any]) -> dict[str, Any]:
    return {"tap": label, "irreversible": irreversible, "sends": sends}


def enter(irreversible: bool, sends: list[Any]) -> dict[str, Any]:
    """Enter in the focused field: the browser submits its form."""
    return {"enter": True, "irreversible": irreversible, "sends": sends}


def typed(text: str, irreversible: bool, sends: list[Any]) -> dict[str, Any]:
    """Text typed into the focused field."""
    return {"type": text, "irreversible": irreversible, "sends": sends}


def entry(category: str, source: str, screen: dict[str, Any], cases: list[dict[str, Any]]
          ) -> dict[str, Any]:  # fmt: skip
    return {"category": category, "source": f"registration {source}", "web": True,
            "screen": copy.deepcopy(screen), "cases": copy.deepcopy(cases)}  # fmt: skip


def guest(path: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A page of the guest layout (the registration steps): titled by the instance's name;
    its logo and its footer are left out."""
    return {"title": INSTANCE, "url": ORIGIN + path, "items": items}


def mail(subject: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """An e-mail of the app in a web mail reader: its subject, then its body (the core's
    header image and footer left out)."""
    return {"title": subject, "url": "https://mail.example.org/inbox", "items": items}


def note(text: str) -> dict[str, Any]:
    """An NcNoteCard (an error, a hint): its text."""
    return {"text": text}


def field(name: str, label: str, text: str = "", focused: bool = False) -> dict[str, Any]:
    """An input, named by its ``name``, else its ``id`` or model, labelled by its accessible
    name (its label, or a native input's ``aria-label``), holding ``text``."""
    item: dict[str, Any] = {"field": name, "hint": label}
    if text:
        item["text"] = text
    if focused:
        item["focused"] = True
    return item


def masked(password: str) -> str:
    """A password field's text while it is hidden."""
    return "\u2022" * len(password)


# The people who register, each with the registration the app made for them: the client
# secret of its links and its verification code (ISecureRandom's CHAR_HUMAN_READABLE, 32
# and 10 characters), and the password each chooses.
LENA = "lena.vogt@example.org"
LENA_SECRET, LENA_CODE = "kED2RZDkiqg7mHPTCnK7pb37Jb5LWGpW", "8jx8A3r7Fb"
LENA_PASSWORD = "Tide&Pine 42!"
ANA = "ana.souza@example.org"  # registers from the desktop client (Login Flow v2)
ANA_SECRET, ANA_CODE = "wLzAnkJnbPP3bzFc4LdBdztQiaoyQDNP", "xk3FYM6ktN"
ANA_PASSWORD = "Orchard-7-lantern"
KOFI = "kofi.mensah@example.org"  # registers where an administrator must approve
KOFI_SECRET, KOFI_CODE = "iPbWoBPdGfJqWMe7BYtzwHWKAEQ8mkbP", "faac5Rd9QH"
KOFI_PASSWORD = "Kestrel#2208"
JONAS_SECRET, JONAS_CODE = "K2xf3FCgWoJRBfNeQTofZSTbMFBZrFkg", "NNqKMrKoef"  # no e-mail
JONAS_PASSWORD = "blue river stone 9"
MARTA, NOAH = "marta.keller@example.org", "noah.fischer@example.org"
DOMAINS = "example.org;*.example.edu"  # the allowed domains, as the administrator set them
# The administrator's instructions for the account step (never translated by the app).
HINT = "Please choose your login name as firstname.lastname, e.g. lena.vogt."
