"""Bitchat's network sheet and private chats (``com.bitchat.android``): the private
conversations with their menu and their deletion, the people on the mesh, a private chat and
what its composer sends, and the security verification of a peer. Strings from
``app/src/main/res/values*/strings.xml``. Nicknames, messages, fingerprints and typed texts
are the same in every language.

Read from the code (``app/src/main/java/com/bitchat/android/``): ``ui/MeshPeerListSheet.kt``
(``MeshPeerListSheet``, the sheet the people counter opens: its title "Network", the QR icon
"Verify", which opens the verification sheet, and Close; "Conversations" with the ONLINE and
OFFLINE groups; a conversation's row, which opens the private chat, and its "Conversation
actions" icon, whose menu holds "Pin conversation", "Mute conversation", "Mark as read" or
"Mark as unread" (``toggleConversationPinned``, ``toggleConversationMuted``,
``setConversationRead``: each a flag on this device that the same row sets back) and Delete,
which only opens the "Delete conversation?" dialog; that dialog's Delete calls
``deletePrivateConversation``, which removes the conversation and its messages from the
device's store at once, and whose snackbar offers Undo for a few seconds only, after which
nothing restores it; its Cancel, ``android.R.string.cancel``, closes it; "People (N)" and a row
per connected peer; a joined channel's row, whose leave button is the same "Close" as the
sheet's, so no case taps it; ``PrivateChatSheet``: the peer's name, the favourite star, whose
description is only a click label and so names nothing in a hierarchy, the lock, whose
description is the session's state ("End-to-end encrypted") and which opens the security
sheet, Close, the messages and the composer, whose Send goes through ``sendMessage`` as on the
chat screen: a text is sent to the peer, "/clear" calls ``MessageManager.clearPrivateMessages``,
which deletes the conversation from the store with no undo, and "/pay TOKEN" sends the token to
the peer); ``ui/SecurityVerificationSheet.kt`` ("Security verification": the peer's name and
session state, "Their fingerprint" and "Your fingerprint", then "Not verified" with "Mark as
verified" or "Verified" with "Remove verification": ``verifyFingerprintValue`` and
``unverifyFingerprintValue`` only set a flag on this device, each undoing the other).
"""

from __future__ import annotations

from typing import Any

from screens import JONAS, ME, PRIYA, TOKEN, TOMAS, alert, composer, menu, sheet

PREVIEW = "are you still at the info tent?"
THEIRS = "44BC FF24 EB67 51FD CC80 626A FFE0 AD38 E91D EADF 89B4 C1DF 8210 5568 8B96 AA47"
MINE = "A95D B5B0 AC15 9E43 84FF 55EF 91C9 4A98 DC56 3D66 A88E 7B02 7FCD 5190 C0F5 BED5"
"""The two Noise fingerprints as ``formatFingerprint`` groups them."""


def screens(t: Any) -> list[dict[str, Any]]:
    """The network sheet's and the private chat's screens, in the language of ``t``."""
    return [*_network(t), *_conversation_menu(t), *_private_chat(t), *_verification(t)]


def _network_sheet(t: Any) -> list[dict[str, Any]]:
    return [
        {"icon": t("verify_title")},
        {"icon": t("close_plain")},
        {"text": t("conversations")},
        {"text": t("online_conversations")},
        {"row": PRIYA, "secondary": PREVIEW},
        {"icon": t("conversation_actions")},
        {"text": t("people_count_title", 2)},
        {"row": JONAS},
        {"row": TOMAS},
    ]


def _network(t: Any) -> list[dict[str, Any]]:
    items, title = _network_sheet(t), t("your_network")
    where = "bitchat MeshPeerListSheet"
    return [
        sheet("harmless", f"{where} (conversation row)", title, items, [(PRIYA, False)]),
        sheet("harmless", f"{where} (verify)", title, items, [(t("verify_title"), False)]),
        sheet("harmless", f"{where} (conversation actions)", title, items,
              [(t("conversation_actions"), False)]),
    ]  # fmt: skip


def _conversation_menu(t: Any) -> list[dict[str, Any]]:
    rows = [t("pin_conversation"), t("mute_conversation"), t("mark_read"), t("delete")]
    where, behind = "bitchat ConversationRow (menu of priya)", t("your_network")
    return [
        menu("reversible", where, behind, rows, [(t("pin_conversation"), False)]),
        menu("reversible", where, behind, rows, [(t("mute_conversation"), False)]),
        menu("reversible", where, behind, rows, [(t("mark_read"), False)]),
        menu("opens-prompt", where, behind, rows, [(t("delete"), False)]),
        alert("delete", "bitchat MeshPeerListSheet (delete conversation with priya)",
              t("delete_conversation_title"), t("delete_conversation_message", PRIYA),
              [(t("android:cancel"), False), (t("delete"), True)], behind=behind),
    ]  # fmt: skip


def chat_sheet(t: Any, text: str = "") -> list[dict[str, Any]]:
    """``PrivateChatSheet`` with ``priya``: the lock, Close, the messages, the composer."""
    return [
        {"icon": t("cd_encrypted")},
        {"icon": t("close_plain")},
        {"text": f"@{PRIYA}  {PREVIEW}"},
        {"text": f"@{ME}  yes, by the second entrance"},
        *composer(t, text),
    ]


def _private_chat(t: Any) -> list[dict[str, Any]]:
    where, send = "bitchat PrivateChatSheet (priya)", t("send_message")
    return [
        sheet("send", where, PRIYA, chat_sheet(t, "be there in five, grab me a coffee"),
              [(send, True)]),
        sheet("delete", f"{where} /clear", PRIYA, chat_sheet(t, "/clear"), [(send, True)]),
        sheet("payment", f"{where} /pay", PRIYA, chat_sheet(t, f"/pay {TOKEN}"),
              [(send, True)]),
        sheet("harmless", f"{where} (lock)", PRIYA, chat_sheet(t),
              [(t("cd_encrypted"), False)]),
    ]  # fmt: skip


def _security(t: Any, verified: bool) -> list[dict[str, Any]]:
    """``SecurityVerificationSheet`` for ``priya``, verified or not."""
    state = t("fingerprint_status_verified" if verified else "fingerprint_status_encrypted")
    items = [
        {"icon": t("close_plain")},
        {"text": PRIYA},
        {"text": state},
        {"text": t("fingerprint_their")},
        {"text": THEIRS},
        {"text": t("fingerprint_yours")},
        {"text": MINE},
    ]
    if verified:
        return [
            *items,
            {"text": t("fingerprint_verified_label")},
            {"text": t("fingerprint_verified_message")},
            {"button": t("verify_remove")},
        ]
    return [*items, {"text": t("fingerprint_not_verified_label")},
            {"text": t("fingerprint_not_verified_message_fmt", PRIYA)},
            {"button": t("fingerprint_mark_verified")}]  # fmt: skip


def _verification(t: Any) -> list[dict[str, Any]]:
    where, title = "bitchat SecurityVerificationSheet (priya)", t("security_verification_title")
    return [
        sheet("reversible", f"{where} not verified", title, _security(t, False),
              [(t("fingerprint_mark_verified"), False)]),
        sheet("reversible", f"{where} verified", title, _security(t, True),
              [(t("verify_remove"), False)]),
    ]  # fmt: skip
