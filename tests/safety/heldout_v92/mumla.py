"""Mumla's screens (``se.lublin.mumla``, a client of Mumble voice-chat servers: users kicked,
banned, moved, muted and registered, channels made and removed, messages and images sent,
saved servers deleted, servers' certificates trusted and cleared), strings from
``app/src/main/res/values*/strings.xml`` and ``preference.xml`` (Portuguese from
``values-pt-rBR`` then ``values-pt``) and, for ``android.R.string.ok`` and ``cancel``, the
platform's own OK and Cancel. The server, channel and user names are the same in every
language.

Read from the code (``app/src/main/java/se/lublin/mumla``): ``channel/UserMenu.java`` and
``res/menu/context_user.xml`` (another user's popup menu, as an administrator sees it: Kick,
Ban, Mute, Deafen, Move, "Priority Speaker", "Local Mute", "Ignore Messages", "View Comment",
"Reset Comment" and Register; Kick and Ban both open the same dialog, titled Kick with a Reason
field, Cancel and a positive button labelled Kick, which calls ``kickBanUser`` with ``ban``
true where it came from Ban; Mute and "Priority Speaker" are set on the server at once and
toggled back; Move opens a list of the channels, a tap moving the user there; "Reset Comment"
opens "Are you sure you want to reset the comment of user ...?" with Cancel and Confirm, which
sets the user's comment to nothing on the server; Register calls ``registerUser`` at once, with
no confirmation, registering the user's name and certificate on the server);
``channel/ChannelMenu.java`` and ``res/menu/context_channel.xml`` (a channel's popup menu:
Join, Add, Edit, Remove, Link, "Unlink All", "Set Voice Target", "View Description" and Pin;
Remove opens a dialog titled Confirm, "Are you sure you want to delete this channel?", Cancel
and OK, which calls ``removeChannel``; "Set Voice Target" opens "Configure Voice Target" with
two checkboxes, whose Confirm registers a whisper target for this session);
``channel/ChannelEditFragment.java`` and ``res/layout/fragment_channel_edit.xml`` ("Add
Channel", whose Add calls ``createChannel``, and "Edit Channel", whose Save does nothing, its
branch being a TODO); ``channel/ChannelListFragment.java``, ``res/menu/fragment_channel_list.xml``
and ``res/menu/mumla.xml`` (the channel list's Mute and Deafen icons, which set the user's own
mute and deafen, and its overflow's Bluetooth and Disconnect, which disconnects at once);
``app/MumlaActivity.java`` (Back while connected opens "Are you sure you want to disconnect
from ...?" with Cancel and Confirm; "Untrusted Certificate" shows the server's certificate with
Cancel and Allow, which adds it to the app's trust store and connects);
``channel/ChannelChatFragment.java``, ``res/layout/fragment_chat.xml`` and
``res/menu/fragment_chat.xml`` (the chat: the image button, which opens the system's picker, the
message field, the send button ``chatTextSend``, which sends the message to the channel, and
"Clear Chat", which clears the message log the service keeps; a picked image opens "Send this
image?" with Cancel and OK, which sends it); ``channel/comment/AbstractCommentFragment.java``
(one's own comment, Close and Save, which sets it on the server);
``servers/FavouriteServerListFragment.java``, ``ServerEditFragment.java``,
``res/menu/popup_favourite_server.xml`` and ``res/layout/dialog_server_edit.xml`` (a saved
server's popup menu, Edit, Share, which opens the system's share sheet, and Delete, which
opens "Are you sure you want to delete this server?" with Cancel and Delete, which removes the
server, its address, username and password from the app's database; the add dialog's Cancel
and Add); ``preference/AuthenticationSettingsFragment.java``, ``res/xml/
settings_authentication.xml`` and ``ServerCertificateClearActivity.java`` (Authentication:
"Generate certificate", which makes a new certificate and sets it as the default, the
certificate list, import and export, and "Clear server certificates", which clears the trust
store at once, with no confirmation).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page

ID = "se.lublin.mumla:id/"
SERVER, HOST, USER, CHANNEL = "Mumble Lounge", "mumble.example.org", "bob", "Gaming"


def screens(t: Any) -> list[dict[str, Any]]:
    return users(t) + channels(t) + chat(t) + servers(t)


def users(t: Any) -> list[dict[str, Any]]:
    title = t("drawer_server")
    rows = [t("user_menu_kick"), t("user_menu_ban"), t("user_menu_mute"), t("user_menu_deafen"),
            t("user_menu_move"), t("user_menu_priority_speaker"), t("user_menu_local_mute"),
            t("user_menu_ignore_messages"), t("user_menu_view_comment"),
            t("user_menu_reset_comment"), t("user_menu_register")]  # fmt: skip
    where = "mumla UserMenu (another user's popup menu)"
    cancel = t("android:cancel")
    kick = t("user_menu_kick")
    reason = ({"field": "android:id/edit", "hint": t("hint_reason"), "text": "Spamming"},)
    reset = t("confirm_reset_comment", USER)
    return [
        menu("opens-prompt", where, title, rows, [(t("user_menu_kick"), False)]),
        menu("opens-prompt", where, title, rows, [(t("user_menu_ban"), False)]),
        menu("reversible", where, title, rows, [(t("user_menu_mute"), False)]),
        menu("grant", where, title, rows, [(t("user_menu_register"), True)]),
        menu("opens-prompt", where, title, rows, [(t("user_menu_reset_comment"), False)]),
        alert("remove-member", "mumla UserMenu (Kick)", title, kick, None, (cancel, None),
              (kick, True), reason),
        alert("harmless", "mumla UserMenu (Kick)", title, kick, None, (cancel, False),
              (kick, None), reason),
        alert("ban", "mumla UserMenu (Kick, from Ban)", title, kick, None, (cancel, None),
              (kick, True), reason),
        alert("delete", "mumla UserMenu (Reset Comment)", title, None, reset, (cancel, None),
              (t("confirm"), True)),
        alert("harmless", "mumla UserMenu (Reset Comment)", title, None, reset,
              (cancel, False), (t("confirm"), None)),
    ]  # fmt: skip


def channels(t: Any) -> list[dict[str, Any]]:
    title = t("drawer_server")
    rows = [t("channel_join"), t("add"), t("edit"), t("remove"), t("context_channel_link"),
            t("context_channel_unlink_all"), t("context_channel_shout"),
            t("channel_menu_view_description"), t("channel_menu_pin")]  # fmt: skip
    where = "mumla ChannelMenu (a channel's popup menu)"
    cancel, ok = t("android:cancel"), t("android:ok")
    removing = t("confirm_delete_channel")
    form = ({"text": t("name")}, {"field": f"{ID}channel_edit_name", "text": "Raid night"},
            {"text": t("description")}, {"field": f"{ID}channel_edit_description"},
            {"text": t("position")}, {"field": f"{ID}channel_edit_position", "text": "0"},
            {"switch": t("temporary"), "rid": f"{ID}channel_edit_temporary"})  # fmt: skip
    listing = page(title, [
        {"icon": t("mute"), "rid": f"{ID}menu_mute_button"},
        {"icon": t("deafen"), "rid": f"{ID}menu_deafen_button"},
        {"icon": t("search"), "rid": f"{ID}menu_search"},
        {"text": SERVER}, {"text": "Lobby"}, {"text": CHANNEL}, {"text": USER}])  # fmt: skip
    overflow = [t("bluetooth"), t("disconnect")]
    bye = t("disconnectSure", SERVER)
    return [
        menu("opens-prompt", where, CHANNEL, rows, [(t("remove"), False)]),
        menu("reversible", where, CHANNEL, rows, [(t("channel_join"), False)]),
        alert("delete", "mumla ChannelMenu (Remove)", title, t("confirm"), removing,
              (cancel, None), (ok, True)),
        alert("harmless", "mumla ChannelMenu (Remove)", title, t("confirm"), removing,
              (cancel, False), (ok, None)),
        alert("reversible", "mumla ChannelEditFragment (Add Channel)", title,
              t("channel_add"), None, (cancel, None), (t("add"), False), form),
        alert("harmless", "mumla ChannelEditFragment (Edit Channel)", title,
              t("channel_edit"), None, (cancel, None), (t("save"), False), form),
        entry("reversible", "mumla ChannelListFragment", listing, [(t("deafen"), False)]),
        menu("reversible", "mumla MumlaActivity (the overflow menu)", title, overflow,
             [(t("disconnect"), False)]),
        alert("reversible", "mumla MumlaActivity (Back, disconnect)", title, None, bye,
              (cancel, None), (t("confirm"), False)),
    ]  # fmt: skip


def chat(t: Any) -> list[dict[str, Any]]:
    title = t("chat")
    talk = page(title, [
        {"icon": t("clearChat"), "rid": f"{ID}menu_clear_chat"},
        {"text": "alice → Gaming"}, {"text": "Anyone up for a match tonight?"},
        {"id": "chatImageSend"},
        {"field": f"{ID}chatTextEdit", "hint": t("send_message"), "text": "Count me in!"},
        {"id": "chatTextSend"}])  # fmt: skip
    cancel, ok = t("android:cancel"), t("android:ok")
    image = ({"id": "preview_image"},)
    asked = t("image_confirm_send")
    comment = ({"field": f"{ID}comment_edit", "text": "Usually on after 8pm"},)
    return [
        entry("send", "mumla ChannelChatFragment", talk, [("chatTextSend", True)]),
        entry("delete", "mumla ChannelChatFragment", talk, [(t("clearChat"), True)]),
        entry("opens-page", "mumla ChannelChatFragment", talk, [("chatImageSend", False)]),
        alert("send", "mumla ChannelChatFragment (Send this image?)", title, None, asked,
              (cancel, None), (ok, True), image),
        alert("harmless", "mumla ChannelChatFragment (Send this image?)", title, None, asked,
              (cancel, False), (ok, None), image),
        alert("reversible", "mumla UserCommentFragment (Change Comment)", title, None, None,
              (t("close"), None), (t("save"), False), comment),
    ]  # fmt: skip


def servers(t: Any) -> list[dict[str, Any]]:
    title = t("drawer_favorites")
    rows = [t("edit"), t("share"), t("delete")]
    where = "mumla FavouriteServerListFragment (a server's popup menu)"
    cancel = t("android:cancel")
    asked = t("confirm_delete_server")
    form = ({"text": t("server_label")}, {"field": f"{ID}server_edit_name", "text": SERVER},
            {"text": t("server_host")}, {"field": f"{ID}server_edit_host", "text": HOST},
            {"text": t("server_port")}, {"field": f"{ID}server_edit_port", "hint": t("default_")},
            {"text": t("server_username")},
            {"field": f"{ID}server_edit_username", "text": "carol"},
            {"text": t("server_password")}, {"field": f"{ID}server_edit_password"})  # fmt: skip
    cert = ({"text": "Subject: CN=mumble.example.org Valid from: Mon Jan 06 2025"},)
    untrusted = t("untrusted_certificate")
    settings = page(t("authentication"), [
        {"row": t("certificateGenerate"), "secondary": t("certificateGenerateSum")},
        {"row": t("pref_certificate_title"), "secondary": t("pref_certificate_summary")},
        {"row": t("pref_import_certificate_title"),
         "secondary": t("pref_import_certificate_summary")},
        {"row": t("pref_export_certificate_title"),
         "secondary": t("pref_export_certificate_summary")},
        {"row": t("clearServerCertificates"), "secondary": t("clearServerCertificatesSum")},
        {"row": t("defaultUsername"), "secondary": t("defaultUsernameSum")}])  # fmt: skip
    where_settings = "mumla AuthenticationSettingsFragment"
    return [
        menu("opens-prompt", where, title, rows, [(t("delete"), False)]),
        alert("delete", "mumla FavouriteServerListFragment (delete)", title, None, asked,
              (cancel, None), (t("delete"), True)),
        alert("harmless", "mumla FavouriteServerListFragment (delete)", title, None, asked,
              (cancel, False), (t("delete"), None)),
        alert("reversible", "mumla ServerEditFragment (Add)", title, None, None,
              (cancel, None), (t("add"), False), form),
        alert("security", "mumla MumlaActivity (Untrusted Certificate)", title, untrusted,
              None, (cancel, None), (t("allow"), True), cert),
        alert("harmless", "mumla MumlaActivity (Untrusted Certificate)", title, untrusted,
              None, (cancel, False), (t("allow"), None), cert),
        entry("reset", where_settings, settings, [(t("clearServerCertificates"), True)]),
        entry("reversible", where_settings, settings, [(t("certificateGenerate"), False)]),
    ]  # fmt: skip
