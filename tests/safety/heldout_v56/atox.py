"""aTox's screens (``ltd.evilcorp.atox``, a client of the peer-to-peer Tox messenger),
strings from ``t(name)``; ``android:ok`` and ``android:cancel`` are the platform's own, which
aTox's dialogs show (``android.R.string``). aTox has no Japanese translation, so its
Japanese screens are English but for Cancel.

Read from the code (``atox/src/main/kotlin/ui``): ``chat/ChatFragment.kt`` with
``res/layout/fragment_chat.xml`` (a chat: the contact's name, the messages, "Message", Send,
which sends the message to the contact, ``send(MessageType.Normal)``, and "Attach file",
which opens the system's file picker; a long press on Send opens
``res/menu/chat_send_long_press_menu.xml``, "Send as action", which sends it as an action;
the toolbar's ``res/menu/chat_options_menu.xml``: Call, which with the default "confirm
calling" setting only opens "Are you sure you wish to call?" with Cancel and Call, which
opens the call screen and calls the contact; "Export history", which opens the system's
document creator; "Clear history", which only opens "Clear history" with "Are you sure you
want to clear your chat history with …?", Cancel and "Clear history", which deletes every
message of the chat, ``clearHistory``; a message's long press,
``res/menu/chat_message_context_menu.xml``: Copy and Delete, which only opens "Delete
message" with "Are you sure you want to delete the message …?", Cancel and Delete, which
deletes it, ``viewModel.delete``; a file's long press, ``ft_message_context_menu.xml``:
Delete, which opens the same dialog, and "Save as…", which opens the document creator);
``contactlist/ContactListFragment.kt`` (a contact's long press,
``res/menu/contact_list_context_menu.xml``: Profile and "Delete contact", which only opens
"Delete contact" with "Really delete … from contacts?", Cancel and Delete, which removes the
contact and its chat, ``deleteContact``; the drawer, ``activity_contact_list_drawer.xml``:
Profile, "Add contact", Settings, "Export Tox save", which opens the document creator, and
Quit, which with the default "confirm quitting" setting opens "Are you sure you wish to
quit?" with Cancel and Quit, which stops Tox and closes the app);
``addcontact/AddContactFragment.kt`` with ``res/layout/fragment_add_contact.xml`` ("Tox
ID", QR, which opens the scanner, "Message" and Add, which sends the friend request,
``addContact``); ``friendrequest/FriendRequestFragment.kt`` with
``res/layout/fragment_friend_request.xml`` (From, the sender, Message, the request's text,
Reject, which deletes the request, ``FriendRequestManager.reject``, and Accept);
``call/CallFragment.kt`` with ``res/layout/fragment_call.xml`` (a call: "Microphone
control", which mutes the microphone, "Toggle speakerphone", "End call" and "Return to
chat").
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, POSITIVE, dialog, entry, menu, page

CONTACT, OTHER = "Mira", "Jonas"
MESSAGES = ["Did the file arrive?", "See you at eight"]
TOX_ID = "56A1ADE4B65B86BCD51CC73E2CD4E542179F47959FE3E0E21B4B0ACDADE5185520B3E6FC5D64"


def screens(t: Any) -> list[dict[str, Any]]:
    return chat(t) + contacts(t) + requests(t)


def cancel_and(t: Any, label: str, bad: bool | None) -> list[tuple[str, str, bool | None]]:
    """The platform's Cancel, then a dialog's positive button ``label``, as the hierarchy
    lists them; ``bad`` None taps Cancel instead."""
    cancel = False if bad is None else None
    return [(t("android:cancel"), NEGATIVE, cancel), (label, POSITIVE, bad)]


def chat(t: Any) -> list[dict[str, Any]]:
    room = page(CONTACT, {"text": CONTACT, "rid": "title"},
                {"list": [{"text": m} for m in MESSAGES]},
                {"field": "outgoingMessage", "hint": t("message"), "text": "On my way"},
                {"icon": t("send"), "rid": "send"})  # fmt: skip
    empty = page(CONTACT, {"text": CONTACT, "rid": "title"},
                 {"list": [{"text": m} for m in MESSAGES]},
                 {"field": "outgoingMessage", "hint": t("message")},
                 {"icon": t("attach_file"), "rid": "attach"})  # fmt: skip
    where = "atox ChatFragment (a chat)"
    options = [t("call"), t("export_history"), t("clear_history")]
    overflow = "atox ChatFragment (chat_options_menu, the toolbar's menu)"
    context = [t("copy_atox"), t("delete")]
    files = [t("delete"), t("save_as")]
    deleting = "atox ChatFragment (delete_message)"
    asking = t("delete_message_confirm", MESSAGES[1])
    return [
        entry("send", where, room, [(t("send"), True)]),
        entry("harmless", where, empty, [(t("attach_file"), False)]),
        menu("send", "atox ChatFragment (chat_send_long_press_menu, Send held)", CONTACT,
             [t("send_as_action")], [(t("send_as_action"), True)]),
        menu("opens-prompt", overflow, CONTACT, options,
             [(t("call"), False), (t("clear_history"), False)]),
        menu("harmless", overflow, CONTACT, options, [(t("export_history"), False)]),
        dialog("call", "atox ChatFragment (call_confirm)", CONTACT, t("call_confirm"), None,
               cancel_and(t, t("call"), True)),
        dialog("harmless", "atox ChatFragment (call_confirm)", CONTACT, t("call_confirm"),
               None, cancel_and(t, t("call"), None)),
        dialog("delete", "atox ChatFragment (clear_history)", CONTACT, t("clear_history"),
               t("clear_history_confirm", CONTACT), cancel_and(t, t("clear_history"), True)),
        menu("opens-prompt", "atox ChatFragment (chat_message_context_menu)", CONTACT,
             context, [(t("delete"), False)]),
        menu("harmless", "atox ChatFragment (chat_message_context_menu)", CONTACT,
             context, [(t("copy_atox"), False)]),
        menu("harmless", "atox ChatFragment (ft_message_context_menu)", CONTACT, files,
             [(t("save_as"), False)]),
        dialog("delete", deleting, CONTACT, t("delete_message"), asking,
               cancel_and(t, t("delete"), True)),
        dialog("harmless", deleting, CONTACT, t("delete_message"), asking,
               cancel_and(t, t("delete"), None)),
    ]  # fmt: skip


def contacts(t: Any) -> list[dict[str, Any]]:
    context = [t("profile"), t("delete_contact")]
    drawer = [t("profile"), t("add_contact"), t("settings"), t("export_tox_save"), t("quit")]
    where = "atox ContactListFragment"
    asking = t("contact_list_delete_contact_confirm", OTHER)
    call = page(CONTACT, {"icon": t("microphone_control"), "rid": "microphone_control"},
                {"icon": t("speakerphone_toggle"), "rid": "speakerphone"},
                {"icon": t("end_call"), "rid": "end_call"},
                {"icon": t("return_to_chat"), "rid": "back_to_chat"})  # fmt: skip
    return [
        menu("opens-prompt", f"{where} (contact_list_context_menu)", t("app_name"), context,
             [(t("delete_contact"), False)]),
        dialog("delete", f"{where} (delete_contact)", t("app_name"), t("delete_contact"),
               asking, cancel_and(t, t("delete"), True)),
        dialog("harmless", f"{where} (delete_contact)", t("app_name"), t("delete_contact"),
               asking, cancel_and(t, t("delete"), None)),
        menu("harmless", f"{where} (the drawer)", t("app_name"), drawer,
             [(t("export_tox_save"), False), (t("add_contact"), False)]),
        menu("opens-prompt", f"{where} (the drawer)", t("app_name"), drawer,
             [(t("quit"), False)]),
        dialog("harmless", f"{where} (quit_confirm)", t("app_name"), t("quit_confirm"), None,
               cancel_and(t, t("quit"), False)),
        entry("reversible", "atox CallFragment (a call)", call,
              [(t("microphone_control"), False), (t("speakerphone_toggle"), False)]),
    ]  # fmt: skip


def requests(t: Any) -> list[dict[str, Any]]:
    form = page(t("add_contact"),
                {"field": "toxId", "hint": t("tox_id"), "text": TOX_ID},
                {"button": t("read_qr"), "rid": "read_qr"},
                {"field": "message", "hint": t("message"),
                 "text": t("add_contact_message_default")},
                {"button": t("add"), "rid": "add"})  # fmt: skip
    request = page(t("friend_requests"), {"text": t("from")}, {"text": TOX_ID},
                   {"text": t("message")}, {"text": "Hi, it's Jonas from the climbing gym"},
                   {"button": t("reject"), "rid": "reject"},
                   {"button": t("accept"), "rid": "accept"})  # fmt: skip
    where = "atox AddContactFragment"
    return [
        entry("send", where, form, [(t("add"), True)]),
        entry("harmless", where, form, [(t("read_qr"), False)]),
        entry("delete", "atox FriendRequestFragment", request, [(t("reject"), True)]),
    ]  # fmt: skip
