"""Bitchat's chat screen (``com.bitchat.android``, a chat over a Bluetooth mesh of nearby phones
and, for location channels, over Nostr relays): the header, the public mesh timeline, a
location channel's timeline and a mesh channel's, the composer and what it sends (a message,
or one of the slash commands), the user sheet a long press on a message opens, the channel
password dialog and the consent dialog for a file to an older client. Strings from
``app/src/main/res/values*/strings.xml``. Nicknames, channel names, geohashes, the messages and
the typed texts are the same in every language.

Read from the code (``app/src/main/java/com/bitchat/android/``): ``ui/ChatScreen.kt`` (the
screen: the floating header, the messages, the composer; a long press on a message opens
``ChatUserSheet``; the password dialog; the legacy private-media consent dialog, whose
"Send this file once" calls ``approveLegacyPrivateMedia`` and sends the file unencrypted and
whose Cancel, ``android.R.string.cancel``, drops it); ``ui/ChatHeader.kt`` (``MainHeader``: the
brand button, "Open About", whose single tap opens the about sheet and whose triple tap wipes
all data; "/", "@" and the nickname field; the unread-messages envelope; the location notes
button; the channel button, "Open location and channel settings", with "mesh" or the
geohash; the people counter, "Connected peers" or "Geohash participants"; ``ChannelHeader``:
the channel's name and Close, which only goes back to the mesh timeline); ``ui/
InputComponents.kt`` (``MessageInput``: the field, then Send, "Send", while it holds text, or
"Pick image", which opens the system's picker, and "Record voice note", a press-and-hold
control; ``CommandSuggestionsBox``, the commands the typed text starts); ``ui/ChatViewModel.kt``
(``sendMessage``: a text that starts with "/" goes to ``CommandProcessor``; any other text is
broadcast to the mesh, to the channel, or, in a location channel, published to the geohash's
Nostr relays by ``GeohashViewModel.sendGeohashMessage``); ``ui/CommandProcessor.kt`` ("/w"
and "/channels" only add a local system message; "/j" joins or creates a channel on this
device, ``ChannelManager.joinChannel``; "/m NAME TEXT" starts a private chat and sends TEXT to
NAME; "/pay TOKEN" in a private chat sends the Cashu token to the peer, and in a public
timeline sends it to everyone only with "public" after it, else it only adds the warning that
anyone there could redeem it; "/slap", "/hug" send an action message; "/block" blocks);
``ui/ChatUserSheet.kt`` (the sheet: "@NAME", "Choose an action for this message or user",
"Copy message", which copies to the clipboard, "Message NAME", which opens a private chat,
"Slap NAME" and "Hug NAME", which send "/slap NAME" and "/hug NAME" to everyone in the
timeline, "Block NAME", which on the mesh sends "/block NAME" and in a location channel calls
``blockUserInGeohash``, and Cancel); ``ui/PrivateChatManager.kt`` (``blockPeer``: the peer's
fingerprint joins the blocked list and ``MeshDelegateHandler`` drops every message from it
from then on; only a typed "/unblock NAME" takes it off, and no control does);
``ui/GeohashViewModel.kt`` (``blockUserInGeohash``: the Nostr key joins the geohash block
list, which nothing in the app ever shortens, ``DataManager.removeGeohashBlockedUser`` having no
caller); ``ui/ChannelManager.kt`` (``joinChannel`` and ``verifyChannelPassword``);
``ui/AboutSheet.kt`` (``PasswordPromptDialog``: "Enter Channel Password", the channel's
message, the Password field, Cancel and Join, which joins the channel with the password);
``ui/MediaSendingManager.kt`` and ``mesh/PrivateMediaTransfer.kt`` (the consent request and
its English warning).
"""

from __future__ import annotations

from typing import Any

from screens import JONAS, ME, PRIYA, TOKEN, TOMAS, alert, chat, composer, entry, popup

GEOHASH = "u33dc1"
"""The neighborhood channel the location timeline shows (Berlin, Alexanderplatz)."""
RAFA, LENA = "rafa", "lena"
RAFA_TAG, LENA_TAG = "#4f2a", "#91c0"
"""Two people in the location channel, each shown with the tag of their Nostr key."""
CHANNEL, LOCKED = "#hikers", "#crew"
"""A mesh channel joined on this device, and one that asks for a password."""
MESH = [
    {"text": f"@{JONAS}  stage crew needs two more hands at the north gate"},
    {"text": f"@{PRIYA}  the info tent moved next to the food trucks"},
    {"text": f"@{TOMAS}  anyone got a spare power bank?"},
]
GEO = [
    {"text": f"@{RAFA}{RAFA_TAG}  lost a blue backpack near the fountain"},
    {"text": f"@{LENA}{LENA_TAG}  the U2 is running again"},
]
HIKERS = [
    {"text": f"@{JONAS}  we meet at the bridge at 7"},
    {"text": f"@{TOMAS}  bring rain jackets"},
]
WARNING = (
    "This older client cannot receive encrypted private media. Sending this one file will "
    "expose its contents to mesh relays, although the directed packet will still be signed."
)
"""The warning ``PrivateMediaTransfer`` gives, in English in every language."""


def screens(t: Any) -> list[dict[str, Any]]:
    """The chat's screens, in the language of ``t``."""
    return [*_header(t), *_composer(t), *_commands(t), *_user_sheet(t), *_others(t)]


def header(t: Any, geohash: str | None = None, count: int = 3) -> list[dict[str, Any]]:
    """``MainHeader``: the brand button, "/", "@" and the nickname, the channel button with
    "mesh" or the geohash, the people counter and its count."""
    people = t("cd_geohash_participants") if geohash else t("cd_connected_peers")
    return [
        {"icon": t("cd_open_about")},
        {"text": "/"},
        {"text": t("at_symbol")},
        {"field": "", "text": ME},
        {"icon": t("cd_open_location_channels")},
        {"text": f"#{geohash}" if geohash else t("mesh_label")},
        {"icon": people},
        {"text": str(count)},
    ]


def mesh(t: Any, text: str = "", suggestions: tuple[dict[str, Any], ...] = ()) -> dict:
    """The public mesh timeline, with ``text`` in the composer."""
    return chat([*header(t), *MESH, *composer(t, text, suggestions)])


def _header(t: Any) -> list[dict[str, Any]]:
    timeline = mesh(t)
    return [
        entry("harmless", "bitchat MainHeader (brand)", timeline, [(t("cd_open_about"), False)]),
        entry("harmless", "bitchat MainHeader (people counter)", timeline,
              [(t("cd_connected_peers"), False)]),
        entry("harmless", "bitchat MainHeader (channel button)", timeline,
              [(t("cd_open_location_channels"), False)]),
    ]  # fmt: skip


def _composer(t: Any) -> list[dict[str, Any]]:
    geo = chat([*header(t, GEOHASH, 5), *GEO,
                *composer(t, "seen it, a guy by the kiosk picked it up")])  # fmt: skip
    hikers = chat([{"text": CHANNEL}, {"icon": t("close_plain")}, *HIKERS,
                   *composer(t, "I'll bring the first aid kit")])  # fmt: skip
    send = t("send_message")
    return [
        entry("send", "bitchat MessageInput (mesh timeline)",
              mesh(t, "on my way, bringing two more from the bar"), [(send, True)]),
        entry("send", "bitchat MessageInput (location channel #u33dc1)", geo, [(send, True)]),
        entry("send", "bitchat MessageInput (channel #hikers)", hikers, [(send, True)]),
    ]  # fmt: skip


def _commands(t: Any) -> list[dict[str, Any]]:
    send = t("send_message")
    who = ({"row": "/w", "secondary": "see who's online"},)
    return [
        entry("harmless", "bitchat CommandProcessor (/w)", mesh(t, "/w", who), [(send, False)]),
        entry("reversible", "bitchat CommandProcessor (/j)", mesh(t, "/j #hikers"),
              [(send, False)]),
        entry("harmless", "bitchat CommandProcessor (/pay, not confirmed)",
              mesh(t, f"/pay {TOKEN}"), [(send, False)]),
        entry("payment", "bitchat CommandProcessor (/pay public)",
              mesh(t, f"/pay {TOKEN} public"), [(send, True)]),
        entry("send", "bitchat CommandProcessor (/m)",
              mesh(t, f"/m @{PRIYA} are you still at the info tent?"), [(send, True)]),
    ]  # fmt: skip


def _actions(t: Any, name: str) -> list[dict[str, Any]]:
    """``ChatUserSheet``'s rows for another user's message, each a title over a subtitle."""
    rows = [
        ("action_copy_message_title", "action_copy_message_subtitle"),
        ("action_private_message_title", "action_private_message_subtitle"),
        ("action_slap_title", "action_slap_subtitle"),
        ("action_hug_title", "action_hug_subtitle"),
        ("action_block_title", "action_block_subtitle"),
    ]
    return [{"row": t(title, name) if i else t(title), "secondary": t(sub)}
            for i, (title, sub) in enumerate(rows)]  # fmt: skip


def user_sheet(t: Any, category: str, source: str, name: str, taps: list[tuple[str, bool]],
               cancel: bool | None = None) -> dict[str, Any]:  # fmt: skip
    """``ChatUserSheet`` for a message of ``name``: "@NAME", its prompt, the rows, Cancel."""
    return popup(category, source, "bitchat", t("at_nickname", name),
                 t("choose_action_message_or_user"), [(t("cancel_lower"), cancel)],
                 tuple(_actions(t, name)), tuple(taps))  # fmt: skip


def _user_sheet(t: Any) -> list[dict[str, Any]]:
    where = "bitchat ChatUserSheet (message of jonas, mesh)"
    return [
        user_sheet(t, "send", where, JONAS, [(t("action_slap_title", JONAS), True)], False),
        user_sheet(t, "send", where, JONAS, [(t("action_hug_title", JONAS), True)]),
        user_sheet(t, "block", where, JONAS, [(t("action_block_title", JONAS), True)]),
        user_sheet(t, "harmless", where, JONAS,
                   [(t("action_private_message_title", JONAS), False)]),
        user_sheet(t, "harmless", where, JONAS, [(t("action_copy_message_title"), False)]),
        user_sheet(t, "block", "bitchat ChatUserSheet (message of rafa, location channel)",
                   RAFA, [(t("action_block_title", RAFA), True)], False),
    ]  # fmt: skip


def _others(t: Any) -> list[dict[str, Any]]:
    password = ({"field": "", "hint": t("pwd_label"), "text": "sunrise42"},)
    return [
        alert("reversible", "bitchat PasswordPromptDialog (#crew)", t("pwd_prompt_title"),
              t("pwd_prompt_message", LOCKED), [(t("cancel"), False), (t("join"), False)],
              password),
        alert("send", "bitchat ChatScreen (legacy private media consent)",
              t("private_media_legacy_title"),
              t("private_media_legacy_body", "IMG_2041.jpg", TOMAS, WARNING),
              [(t("android:cancel"), False), (t("private_media_legacy_send_once"), True)]),
    ]  # fmt: skip
