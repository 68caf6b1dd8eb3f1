"""PairDrop's screens for the three-hundred-and-seventy-fifth held-out corpus: ``screens(t)``
lays them out in one language, ``t(key, **data)`` being that language's lookup of a key of the
app's ``public/lang/<lang>.json`` catalogue. What each action sends, and why it is labelled
so, is in build.py's docstring."""

from __future__ import annotations

import base64
import copy
import hashlib
import json
from typing import Any

# The page is https://drop.example.com/, an instance started with WS_FALLBACK=true; this
# browser has WebRTC turned off, so every peer is a WSPeer and all it sends goes through the
# server's WebSocket (ServerConnection._endpoint(): no SIGNALING_SERVER, first connection).
WS = "wss://drop.example.com/server?webrtc_supported=false"
TITLE = "PairDrop | Transfer Files Cross-Platform. No Setup, No Signup."  # index.html, English
ME = "Amber Falcon"  # the display name the server gave this device


def _secret(seed: str) -> str:
    """A made-up 256-character room secret, as the server makes on pairing."""
    return "".join(hashlib.sha256(f"{seed}-{i}".encode()).hexdigest() for i in range(4))


SECRET1, SECRET2 = _secret("coral"), _secret("slate")
IP = "198.51.100.37"  # the IP room: the network's public address, as the server sees it
ROOM = "kqzvb"  # the public room this device created
# (display name, device name, peer id, room type, room id): a peer on this network, a
# paired device elsewhere, a device in the public room.
P1 = ("Violet Otter", "Mac Firefox", "3f1c9a52-7d4e-4b8a-9e21-6c0d5f8a2b17", "ip", IP)
P2 = ("Coral Lynx", "Windows Edge", "a84e0c73-1b5f-4d29-8c6a-f27d93e1b450", "secret", SECRET1)
P3 = ("Olive Badger", "iOS Safari", "c5d71e08-96a2-4f3b-b4e7-0a1f6c8d9e23", "public-id", ROOM)
Peer = tuple[str, str, str, str, str]
Act = tuple[Any, bool, list[Any]]

TEXT = "Gate code is 4471. I'll be at the back door at 8."
SHARED = "Wi-Fi for the cabin: lantern-42-moss"
LINK_TEXT = "Tickets for Saturday: https://tickets.example.org/order/58213"
FILES = [("lease-renewal.pdf", "application/pdf", 482133), ("meter-readings.csv", "text/csv", 2210)]
ONE_FILE = [("boarding-pass.pdf", "application/pdf", 118406)]
INCOMING = [("holiday-budget.xlsx", 1048576 + 731204), ("route.gpx", 402113),
            ("receipts.zip", 1190331)]  # fmt: skip
IMAGES = [("IMG_2041.jpg", 2411520), ("IMG_2042.jpg", 3187204)]


def ws(message: dict[str, Any]) -> dict[str, str]:
    """ServerConnection.send(): one WebSocket message, JSON.stringify's."""
    body = json.dumps(message, separators=(",", ":"), ensure_ascii=False)
    return {"request": f"WEBSOCKET {WS}", "body": body, "via": "websocket"}


def to_peer(message: dict[str, Any], peer: Peer) -> dict[str, str]:
    """WSPeer.sendJSON(): the message with its recipient and room, relayed by the server."""
    return ws({**message, "to": peer[2], "roomType": peer[3], "roomId": peer[4]})


def text_to(peer: Peer, text: str) -> dict[str, str]:
    """Peer.sendText(): the text as btoa(unescape(encodeURIComponent(text)))."""
    return to_peer({"type": "text", "text": base64.b64encode(text.encode()).decode()}, peer)


def request_to(peer: Peer, files: list[tuple[str, str, int]]) -> dict[str, str]:
    """Peer.requestFileTransfer(): names, types and sizes; no thumbnail (no image first)."""
    header = [{"name": name, "mime": mime, "size": size} for name, mime, size in files]
    return to_peer({"type": "request", "header": header,
                    "totalSize": sum(size for _, _, size in files), "imagesOnly": False,
                    "thumbnailDataUrl": ""}, peer)  # fmt: skip


def file_size(size: int) -> str:
    """ReceiveDialog._formatFileSize()."""
    if size >= 1073741824:
        return f"{round(10 * size / 1073741824) / 10} GB"
    if size >= 1048576:
        return f"{round(size / 1048576)} MB"
    return f"{round(size / 1024)} KB" if size > 1024 else f"{size} Bytes"


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = []
    for action, irreversible, sends in acts:
        step = action if isinstance(action, dict) else {"tap": action}
        cases.append({**step, "irreversible": irreversible, "sends": copy.deepcopy(sends)})
    return {"category": category, "source": f"pairdrop {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def header(t: Any) -> list[dict[str, Any]]:
    """The header's icon buttons, named by their titles (About by its aria-label)."""
    keys = ["language-selector", "theme-auto", "theme-light", "theme-dark", "notification",
            "install", "pair-device", "edit-paired-devices", "join-public-room"]  # fmt: skip
    return [{"link": t("header.about_aria-label")},
            *({"icon": t(f"header.{key}_title")} for key in keys)]  # fmt: skip


def footer(t: Any, room: bool, name: str = "", focused: bool = False) -> list[dict[str, Any]]:
    """The WebSocket fallback notice and the footer: the display name and discovery badges."""
    field = {"field": "display-name", "hint": ME, "text": name}
    if focused:
        field["focused"] = True
    items = [{"text": " ".join(t(f"footer.{k}") for k in ("traffic", "routed", "webrtc"))},
             {"text": t("footer.known-as")}, field, {"text": t("footer.discovery")},
             {"text": t("footer.on-this-network")},
             {"button": t("footer.paired-devices")}]  # fmt: skip
    if room:
        items.append({"button": t("footer.public-room-devices", roomId=ROOM.upper())})
    return items


def peer_items(peers: list[Peer]) -> list[dict[str, Any]]:
    """x-peer tiles: the display name and the device name."""
    return [item for p in peers for item in ({"button": p[0]}, {"text": p[1]})]


def main_page(t: Any, peers: list[Peer], room: bool = False, name: str = "",
              focused: bool = False) -> dict[str, Any]:  # fmt: skip
    return {"title": TITLE, "items": [
        *header(t), {"text": t("instructions.x-instructions_mobile")}, *peer_items(peers),
        *footer(t, room, name, focused)]}  # fmt: skip


def share_mode(t: Any, item: str, other: str, instructions: str, peers: list[Peer],
               edit: bool) -> dict[str, Any]:  # fmt: skip
    """The main page in share mode: the shared item, Cancel (and Edit for a text), the
    instructions and the peers, each of which sends at a tap."""
    panel = [{"text": item}, *([{"text": other}] if other else []),
             {"button": t("header.cancel-share-mode")},
             *([{"button": t("header.edit-share-mode")}] if edit else [])]  # fmt: skip
    sending = t("instructions.x-instructions-share-mode_mobile", descriptor=instructions)
    return {"title": TITLE, "items": [
        *header(t), *panel, {"text": sending}, *peer_items(peers),
        *footer(t, True)]}  # fmt: skip


def dialog(heading: str, items: list[dict[str, Any]], title: str = TITLE) -> dict[str, Any]:
    """An x-dialog over the page, headed by its h2."""
    return {"title": title, "dialog": {"title": heading}, "items": items}


def main_screens(t: Any) -> list[dict[str, Any]]:
    """The main page (header, peers, footer), the display name edited, the language dialog,
    the about page and a notification."""
    page = main_page(t, [P1, P2])
    pair = {"type": "pair-device-initiate"}
    languages = dialog(t("dialogs.language-selector-title"), [
        {"button": t("dialogs.system-language")}, {"button": "Deutsch - (German)"},
        {"button": "English"}, {"button": "Italiano - (Italian)"},
        {"button": t("dialogs.close")}])  # fmt: skip
    about = {"title": TITLE, "items": [
        {"link": t("about.close-about_aria-label")}, {"text": "PairDrop"},
        {"text": "v1.11.2"}, {"text": t("about.claim")}, {"link": t("about.github_title")},
        {"link": t("about.buy-me-a-coffee_title")}, {"link": t("about.tweet_title")},
        {"link": t("about.faq_title")}]}  # fmt: skip
    tweet = ("https://x.com/intent/tweet?text=https%3A%2F%2Fpairdrop.net%20by%20https%3A%2F%2F"
             "github.com%2Fschlagmichdoch%2F&")  # fmt: skip
    renamed = main_page(t, [P1, P2], name="Kitchen tablet", focused=True)
    rename = {"type": "display-name-changed", "displayName": "Kitchen tablet"}
    return [
        _entry("opens-prompt", "main page header", page, [
            (t("header.language-selector_title"), False, []),
            (t("header.notification_title"), False, []),
            (t("header.pair-device_title"), False, [ws(pair)]),
            (t("header.join-public-room_title"), False, [ws({"type": "create-public-room"})])]),
        _entry("reversible", "main page theme and about", page, [
            (t("header.theme-dark_title"), False, []),
            (t("header.about_aria-label"), False, [])]),
        _entry("opens-prompt", "main page peers", page, [
            (P1[0], False, []), ({"long_press": P2[0]}, False, []),
            (t("footer.paired-devices"), False, [])]),
        _entry("reversible", "display name edited", renamed, [
            ({"enter": True}, False, [to_peer(rename, P1), to_peer(rename, P2)])]),
        _entry("reversible", "language dialog", languages, [
            ("Italiano - (Italian)", False, ["GET /lang/it.json"]),
            (t("dialogs.close"), False, [])]),
        _entry("reversible", "about page", about, [
            (t("about.github_title"), False, [
                {"request": "GET https://github.com/schlagmichdoch/pairdrop", "via": "link"}]),
            (t("about.tweet_title"), False, [{"request": f"GET {tweet}", "via": "link"}]),
            (t("about.close-about_aria-label"), False, [])]),
    ]  # fmt: skip


def pairing_screens(t: Any) -> list[dict[str, Any]]:
    """The pair dialog with five digits of the other device's key typed, the paired devices
    dialog with one device and after it was unpaired, the public room dialog."""
    digits = "527194"
    pair = dialog(t("dialogs.pair-devices-title"), [
        {"icon": t("dialogs.pair-devices-qr-code_title")}, {"text": "048 613"},
        {"text": t("dialogs.input-key-on-this-device")}, {"text": t("dialogs.scan-qr-code")},
        {"text": t("dialogs.hr-or")},
        *({"field": f"pair-key-char-{i + 1}", "hint": "", "text": d}
          for i, d in enumerate(digits[:5])),
        {"field": "pair-key-char-6", "hint": "", "text": "", "focused": True},
        {"text": t("dialogs.enter-key-from-another-device")},
        {"button": t("dialogs.pair")}, {"button": t("dialogs.cancel")}])  # fmt: skip
    unpair = t("dialogs.unpair").upper()
    auto = t("dialogs.auto-accept").lower()
    note = " ".join(
        t(f"dialogs.{k}")
        for k in ("auto-accept-instructions-1", "auto-accept", "auto-accept-instructions-2")
    )

    def paired(devices: list[dict[str, Any]]) -> dict[str, Any]:
        return dialog(t("dialogs.edit-paired-devices-title"), [
            *devices, {"text": note}, {"button": t("dialogs.close")}])  # fmt: skip

    coral = paired([{"text": P2[0]}, {"text": P2[1]},
                    {"switch": auto, "checked": False}, {"button": unpair}])  # fmt: skip
    slate = paired([{"text": t("dialogs.paired-device-removed")}, {"text": "Slate Heron"},
                    {"text": "Linux Chrome"}, {"switch": auto, "checked": True},
                    {"button": unpair}])  # fmt: skip
    letters = "hmtrw"
    room = dialog(t("dialogs.temporary-public-room-title"), [
        {"icon": t("dialogs.public-room-qr-code_title")}, {"text": ROOM.upper()},
        {"text": t("dialogs.input-room-id-on-another-device")},
        {"text": t("dialogs.scan-qr-code")}, {"text": t("dialogs.hr-or")},
        *({"field": f"room-id-char-{i + 1}", "hint": "", "text": c}
          for i, c in enumerate(letters[:4])),
        {"field": "room-id-char-5", "hint": "", "text": "", "focused": True},
        {"text": t("dialogs.enter-room-id-from-another-device")},
        {"button": t("dialogs.join")}, {"button": t("dialogs.leave")},
        {"button": t("dialogs.close")}])  # fmt: skip

    def deleted(secret: str) -> list[Any]:
        return [ws({"type": "room-secrets-deleted", "roomSecrets": [secret]})]

    return [
        _entry("reversible", "pair devices dialog", pair, [
            ({"type": digits[5]}, False, [ws({"type": "pair-device-join", "pairKey": digits})]),
            (t("dialogs.cancel"), False, [ws({"type": "pair-device-cancel"})]),
            (t("dialogs.pair-devices-qr-code_title"), False, [])]),
        _entry("revoke", "edit paired devices dialog", coral, [
            (unpair, True, deleted(SECRET1)), (auto, False, []),
            (t("dialogs.close"), False, [])]),
        _entry("revoke", "edit paired devices after one unpaired", slate, [
            (unpair, True, deleted(SECRET2)), (t("dialogs.close"), False, [])]),
        _entry("reversible", "public room dialog", room, [
            ({"type": letters[4]}, False, [ws({"type": "join-public-room",
                                               "publicRoomId": letters,
                                               "createIfInvalid": False})]),
            (t("dialogs.leave"), False, [ws({"type": "leave-public-room"})]),
            (t("dialogs.close"), False, []),
            (t("dialogs.public-room-qr-code_title"), False, [])]),
    ]  # fmt: skip


def receiving_screens(t: Any) -> list[dict[str, Any]]:
    """The transfer request dialogs (files from a peer on this network, images from a paired
    device), the received files dialog and a received message with a link."""

    def request(peer: Peer, files: list[tuple[str, int]], images: bool) -> dict[str, Any]:
        heading = t(f"document-titles.{'image' if images else 'file'}-transfer-requested")
        kind = "image" if images else "file"
        other = (
            t(f"dialogs.file-other-description-{kind}")
            if len(files) == 2
            else t(f"dialogs.file-other-description-{kind}-plural", count=str(len(files) - 1))
        )
        return dialog(heading, [
            {"text": peer[0]}, {"text": t("dialogs.would-like-to-share")},
            {"text": files[0][0]}, {"text": other},
            {"text": file_size(sum(size for _, size in files))},
            {"button": t("dialogs.accept")}, {"button": t("dialogs.decline")}],
            f"{heading} - PairDrop")  # fmt: skip

    def respond(peer: Peer, accepted: bool) -> list[Any]:
        return [to_peer({"type": "files-transfer-response", "accepted": accepted}, peer)]

    received_t = t("document-titles.file-received-plural", count=str(len(INCOMING)))
    received = dialog(t("dialogs.receive-title", descriptor=t("dialogs.title-file-plural")), [
        {"text": P1[0]}, {"text": t("dialogs.has-sent")}, {"text": INCOMING[0][0]},
        {"text": t("dialogs.file-other-description-file-plural", count="2")},
        {"text": file_size(sum(size for _, size in INCOMING))},
        {"button": t("dialogs.share")}, {"button": t("dialogs.download")},
        {"button": t("dialogs.close")}], f"{received_t} - PairDrop")  # fmt: skip
    link = LINK_TEXT.split(": ")[1]
    message = dialog(t("dialogs.receive-text-title"), [
        {"text": P2[0]}, {"text": t("dialogs.has-sent")}, {"text": "Tickets for Saturday:"},
        {"link": link}, {"button": t("dialogs.copy")}, {"button": t("dialogs.close")}],
        f"{t('document-titles.message-received')} - PairDrop")  # fmt: skip
    return [
        _entry("reversible", "file transfer request", request(P1, INCOMING, False), [
            (t("dialogs.accept"), False, respond(P1, True)),
            (t("dialogs.decline"), False, respond(P1, False))]),
        _entry("reversible", "image transfer request", request(P2, IMAGES, True), [
            (t("dialogs.accept"), False, respond(P2, True)),
            (t("dialogs.decline"), False, respond(P2, False))]),
        _entry("reversible", "files received dialog", received, [
            (t("dialogs.download"), False, [])]),
        _entry("reversible", "message received dialog", message, [
            (t("dialogs.copy"), False, []),
            (link, False, [{"request": f"GET {link}", "via": "link"}]),
            (t("dialogs.close"), False, [])]),
    ]  # fmt: skip


def sending_screens(t: Any) -> list[dict[str, Any]]:
    """The send message dialog to each kind of peer, share mode with a text, two files, one
    file and a shared link, the share text dialog and the base64 paste dialog."""

    def compose(peer: Peer, text: str) -> dict[str, Any]:
        return dialog(t("dialogs.send-message-title"), [
            {"text": t("dialogs.send-message-to")}, {"text": peer[0]},
            {"field": "message", "hint": t("dialogs.message_placeholder"), "text": text},
            {"button": t("dialogs.send")}, {"button": t("dialogs.cancel")}])  # fmt: skip

    def send(peer: Peer, text: str) -> list[Act]:
        return [(t("dialogs.send"), True, [text_to(peer, text)]),
                (t("dialogs.cancel"), False, [])]  # fmt: skip

    everyone = [P1, P2, P3]
    shared_text = t("instructions.activate-share-mode-shared-text")
    text_mode = share_mode(t, SHARED, "", shared_text, everyone, True)
    two = share_mode(t, FILES[0][0], t("instructions.activate-share-mode-and-other-file"),
                     t("instructions.activate-share-mode-shared-files-plural", count="2"),
                     everyone, False)  # fmt: skip
    one = share_mode(t, ONE_FILE[0][0], "", t("instructions.activate-share-mode-shared-file"),
                     everyone, False)  # fmt: skip
    link = LINK_TEXT.split(": ")[1]
    link_mode = share_mode(t, link, "", shared_text, [P2], True)
    approve = dialog(t("dialogs.share-text-title"), [
        {"text": t("dialogs.share-text-subtitle")},
        {"field": "message", "hint": t("dialogs.message_placeholder"), "text": SHARED},
        {"switch": t("dialogs.share-text-checkbox"), "checked": True},
        {"button": t("dialogs.approve")}])  # fmt: skip
    paste = dialog(t("dialogs.base64-title-text"), [
        {"button": t("dialogs.base64-tap-to-paste", type=t("dialogs.base64-text"))},
        {"button": t("dialogs.close")}])  # fmt: skip
    cancel = t("header.cancel-share-mode")
    return [
        _entry("send", "send message to a peer on this network", compose(P1, TEXT),
               send(P1, TEXT)),
        _entry("send", "send message to a paired device", compose(P2, TEXT), send(P2, TEXT)),
        _entry("send", "send message to a public room peer", compose(P3, TEXT),
               send(P3, TEXT)),
        _entry("send", "share mode with a text", text_mode, [
            *((p[0], True, [text_to(p, SHARED)]) for p in everyone),
            (cancel, False, []), (t("header.edit-share-mode"), False, [])]),
        _entry("send", "share mode with two files", two, [
            *((p[0], True, [request_to(p, FILES)]) for p in everyone), (cancel, False, [])]),
        _entry("send", "share mode with one file", one, [
            *((p[0], True, [request_to(p, ONE_FILE)]) for p in everyone),
            (cancel, False, [])]),
        _entry("send", "share mode with a shared link", link_mode, [
            (P2[0], True, [text_to(P2, link)]), (cancel, False, [])]),
        _entry("reversible", "share text dialog", approve, [
            (t("dialogs.approve"), False, []),
            (t("dialogs.share-text-checkbox"), False, [])]),
        _entry("reversible", "base64 paste dialog", paste, [
            (t("dialogs.base64-tap-to-paste", type=t("dialogs.base64-text")), False, [])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*main_screens(t), *pairing_screens(t), *receiving_screens(t), *sending_screens(t)]
