"""ConnectBot's screens (``org.connectbot``, an SSH client: hosts, their known host keys and
port forwards, keys, profiles and colour schemes deleted, sessions disconnected, a server's
host key accepted), strings from ``app/src/main/res/values*/strings.xml``. The hosts, key,
profile, scheme and fingerprint on the screens are the same in every language.

Read from the code (``app/src/main/java/org/connectbot``): ``ui/screens/hostlist/
HostListScreen.kt`` (the host list's overflow menu: "Sort by color", Settings, Profiles,
"Manage pubkeys", "Export Hosts" and "Import Hosts", each only opening a file picker, "Disconnect
all", which only opens ``ui/components/DisconnectAllDialog.kt``, "Are you sure you want to
disconnect from all connected hosts?" with Cancel and "Yes, disconnect", which closes every
session, and Help; a host's menu: "Edit host", "Edit port forwards", "Duplicate host", "Forget
host keys", Disconnect and "Delete host", the last three only opening ``ForgetHostKeysDialog``,
``HostDisconnectDialog`` and ``HostDeleteDialog``, each with No and Yes: Yes forgets the stored
host keys, closes the session or deletes the host); ``ui/screens/console/ConsoleScreen.kt``
(the terminal's menu: Reconnect, Disconnect, which opens the same ``HostDisconnectDialog``,
"URL scan", "Force size" and "Port forwards"); ``ui/components/InlinePrompt.kt`` and
``transport/SSH.kt`` (an unknown server's "Host key verification" over the terminal: the host,
the key's type and size, the "Fingerprint format" field, the fingerprint with its copy icon,
"Are you sure you want to continue connecting?", No and Yes, which saves the key as the host's
known key and goes on to log in; a changed host key prints the warning in the terminal and asks
the same question with No and Yes, which replaces the stored key and logs in);
``ui/screens/pubkeylist/PubkeyListScreen.kt`` (a key's menu: "Edit pubkey", "Copy public key",
"Export public key" and "Delete key", which only opens "Delete key", "Are you sure you want to
delete '…'?" with Cancel and "Yes, delete", which deletes the key pair);
``ui/screens/portforwardlist/PortForwardListScreen.kt`` and ``PortForwardListViewModel.kt`` (a
port forward's menu: Disable or Enable, "Edit port forward" and "Delete port forward", which
deletes it at once, with no dialog); ``ui/screens/profiles/ProfileListScreen.kt`` (a profile's
menu: Duplicate and Delete, which only opens "Delete Profile" with Cancel and Delete, which
deletes it); ``ui/screens/colors/ColorsScreen.kt`` (a scheme's menu: "Export Scheme",
Duplicate and, for one's own scheme, Delete, which only opens "Delete Scheme?" with Cancel and
Delete) and ``PaletteEditorScreen.kt`` ("Reset All" in the bar only opens "Reset All Colors?",
whose "Reset All" sets the 256 colours back to their defaults).
"""

from __future__ import annotations

from typing import Any

from screens import menu, popup

APP, HOST, ADDRESS, KEY = "ConnectBot", "build-server", "deploy@build.example.org:22", "id_ed25519"
PROFILE, SCHEME = "Solarized work", "My dark"
FINGERPRINT = "SHA256:4bW9x0Qe1nLrT2kq8Zp7vYc3uJd6sFgHaM5oEiR1wXk"


def screens(t: Any) -> list[dict[str, Any]]:
    return hosts(t) + console(t) + keys(t) + lists(t)


def hosts(t: Any) -> list[dict[str, Any]]:
    sort = t("list_menu_sortcolor")
    overflow = [sort, *(t(k) for k in ("list_menu_settings", "profile_list_title",
                                       "list_menu_pubkeys", "list_menu_export_hosts",
                                       "list_menu_import_hosts", "list_menu_disconnect",
                                       "title_help"))]  # fmt: skip
    where = "connectbot HostListScreen (overflow)"
    everyone = "connectbot DisconnectAllDialog"
    message = t("disconnect_all_message")
    neg, pos = t("disconnect_all_neg"), t("disconnect_all_pos")
    rows = [t(k) for k in ("list_host_edit", "list_host_portforwards", "list_host_duplicate",
                           "list_host_forget_keys", "list_host_disconnect",
                           "list_host_delete")]  # fmt: skip
    host = "connectbot HostListScreen (a host's menu)"
    no, yes = t("button_no"), t("button_yes")

    def asked(category: str, name: str, title: str, text: str, tap: bool) -> dict[str, Any]:
        buttons = [(no, False if not tap else None), (yes, True if tap else None)]
        return popup(category, f"connectbot HostListScreen ({name})", APP, t(title),
                     t(text, HOST), buttons)  # fmt: skip

    return [
        menu("opens-prompt", where, APP, overflow, [(t("list_menu_disconnect"), False)]),
        menu("harmless", where, APP, overflow, [(t("list_menu_import_hosts"), False)]),
        menu("harmless", where, APP, overflow, [(t("list_menu_export_hosts"), False)]),
        menu("reversible", where, APP, overflow, [(sort, False)]),
        popup("disconnect", everyone, APP, None, message, [(neg, None), (pos, True)]),
        popup("harmless", everyone, APP, None, message, [(neg, False), (pos, None)]),
        menu("opens-prompt", host, APP, rows, [(t("list_host_delete"), False)]),
        menu("opens-prompt", host, APP, rows, [(t("list_host_forget_keys"), False)]),
        menu("opens-prompt", host, APP, rows, [(t("list_host_disconnect"), False)]),
        menu("harmless", host, APP, rows, [(t("list_host_duplicate"), False)]),
        menu("harmless", host, APP, rows, [(t("list_host_portforwards"), False)]),
        asked("delete", "HostDeleteDialog", "list_host_delete", "delete_host_confirm", True),
        asked("harmless", "HostDeleteDialog", "list_host_delete", "delete_host_confirm", False),
        asked("delete", "ForgetHostKeysDialog", "list_host_forget_keys",
              "forget_host_keys_confirm", True),
        asked("harmless", "ForgetHostKeysDialog", "list_host_forget_keys",
              "forget_host_keys_confirm", False),
        asked("disconnect", "HostDisconnectDialog", "list_host_disconnect",
              "disconnect_host_alert", True),
        asked("harmless", "HostDisconnectDialog", "list_host_disconnect",
              "disconnect_host_alert", False),
    ]  # fmt: skip


def console(t: Any) -> list[dict[str, Any]]:
    rows = [t(k) for k in ("console_menu_reconnect", "list_host_disconnect",
                           "console_menu_urlscan", "console_menu_resize",
                           "console_menu_portforwards")]  # fmt: skip
    where = "connectbot ConsoleScreen (menu)"
    no, yes = t("button_no"), t("button_yes")
    shown = (
        {"text": t("host_key_verification_title")}, {"text": ADDRESS},
        {"text": t("host_key_type_and_size", "ED25519", 256)},
        {"text": t("fingerprint_format_header")}, {"text": "SHA256"},
        {"text": FINGERPRINT}, {"icon": t("fingerprint_copy_description")},
        {"text": t("prompt_continue_connecting")},
    )  # fmt: skip
    verify = "connectbot InlinePrompt (Host key verification)"
    changed = "connectbot InlinePrompt (a changed host key)"
    question = t("prompt_continue_connecting")
    leave = t("list_host_disconnect"), t("disconnect_host_alert", HOST)
    closing = "connectbot ConsoleScreen (HostDisconnectDialog)"
    return [
        menu("opens-prompt", where, HOST, rows, [(t("list_host_disconnect"), False)]),
        menu("harmless", where, HOST, rows, [(t("console_menu_portforwards"), False)]),
        popup("security", verify, HOST, None, None, [(no, None), (yes, True)], shown),
        popup("harmless", verify, HOST, None, None, [(no, False), (yes, None)], shown),
        popup("security", changed, HOST, None, question, [(no, None), (yes, True)]),
        popup("harmless", changed, HOST, None, question, [(no, False), (yes, None)]),
        popup("disconnect", closing, HOST, *leave, [(no, None), (yes, True)]),
    ]  # fmt: skip


def keys(t: Any) -> list[dict[str, Any]]:
    rows = [t(k) for k in ("list_pubkey_edit", "pubkey_copy_public", "pubkey_export_public",
                           "pubkey_delete")]  # fmt: skip
    title = t("title_pubkey_list")
    where = "connectbot PubkeyListScreen (a key's menu)"
    asked = "connectbot PubkeyListScreen (Delete key)"
    said = t("pubkey_delete"), t("delete_message", KEY)
    cancel, delete = t("delete_neg"), t("delete_pos")
    return [
        menu("opens-prompt", where, title, rows, [(t("pubkey_delete"), False)]),
        menu("harmless", where, title, rows, [(t("pubkey_copy_public"), False)]),
        popup("delete", asked, title, *said, [(cancel, None), (delete, True)]),
        popup("harmless", asked, title, *said, [(cancel, False), (delete, None)]),
    ]  # fmt: skip


def lists(t: Any) -> list[dict[str, Any]]:
    forwards = [t("portforward_disable"), t("portforward_edit"), t("portforward_delete")]
    where = "connectbot PortForwardListScreen (a port forward's menu)"
    title = t("console_menu_portforwards")
    profiles = [t("profile_list_duplicate"), t("profile_list_delete")]
    profile = t("profile_list_title")
    removing = "connectbot ProfileListScreen (Delete Profile)"
    said = t("profile_delete_dialog_title"), t("profile_delete_dialog_message", PROFILE)
    stop, drop = t("profile_delete_cancel"), t("profile_delete_button")
    schemes = [t("button_export_scheme"), t("button_duplicate_scheme"), t("button_delete_scheme")]
    manager = t("title_scheme_manager")
    scheme = "connectbot ColorsScreen (Delete Scheme?)"
    gone = t("dialog_title_delete_scheme"), t("dialog_message_delete_scheme", SCHEME)
    cancel, delete = t("button_cancel"), t("button_delete_scheme")
    palette = t("title_palette_editor")
    reset = "connectbot PaletteEditorScreen (Reset All Colors?)"
    colours = t("dialog_title_reset_all"), t("dialog_message_reset_all")
    every = t("button_reset_all_colors")
    return [
        menu("delete", where, title, forwards, [(t("portforward_delete"), True)]),
        menu("reversible", where, title, forwards, [(t("portforward_disable"), False)]),
        menu("opens-prompt", "connectbot ProfileListScreen (a profile's menu)", profile,
             profiles, [(t("profile_list_delete"), False)]),
        popup("delete", removing, profile, *said, [(stop, None), (drop, True)]),
        popup("harmless", removing, profile, *said, [(stop, False), (drop, None)]),
        menu("opens-prompt", "connectbot ColorsScreen (a scheme's menu)", manager, schemes,
             [(t("button_delete_scheme"), False)]),
        popup("delete", scheme, manager, *gone, [(cancel, None), (delete, True)]),
        popup("harmless", scheme, manager, *gone, [(cancel, False), (delete, None)]),
        popup("reset", reset, palette, *colours, [(cancel, None), (every, True)]),
        popup("harmless", reset, palette, *colours, [(cancel, False), (every, None)]),
    ]  # fmt: skip
