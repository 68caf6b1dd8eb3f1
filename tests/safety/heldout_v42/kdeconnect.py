"""KDE Connect's screens (``org.kde.kdeconnect_tp``, which links a phone with the user's
computers), strings from ``t(name)``.

Read from the code (``src/main/java/org/kde/kdeconnect``): ``ui/DeviceFragment.kt`` (a
paired, reachable computer's page: ``PluginsScreen`` with the plugins' buttons, each running
its ``onClick``; the toolbar overflow built by ``menuProvider``: the plugins' menu entries,
"Plugin settings", which opens ``PluginSettingsActivity``, "Encryption Info", which opens a
``MaterialAlertDialogBuilder`` dialog with the fingerprints and OK, and Unpair, which calls
``device.unpair()`` at once: both sides forget the pairing; a device whose pairing was
requested has "Cancel pairing" instead, ``cancelPairing``; an unpaired device shows
``ui/compose/screen/device/DevicePairingScreen.kt``: "Request pairing", which sends a
pairing request that the other device shows to its user, or, when the other device asked,
Accept, ``acceptPairing``, which trusts it at once and gives it access to what the plugins
share, and Reject, which turns the request down); ``plugins/share/SharePlugin.kt`` ("Send
files" opens ``SendFileActivity``, the system's file picker); ``plugins/clipboard/
ClipboardPlugin.kt`` ("Send clipboard", a button where the app cannot sync the clipboard by
itself, as on Android 10 and later, ``userInitiatedSendClipboard``: the clipboard's content
goes to the computer);
``plugins/findremotedevice/FindRemoteDevicePlugin.kt`` (Ring: a find-my-phone request is
sent and the other device rings); ``plugins/ping/PingPlugin.kt`` ("Send ping": a ping that
the other device shows as a notification); ``plugins/runcommand/RunCommandPlugin.java`` and
``RunCommandScreen.kt`` ("Run Command" opens the screen; a tap on a command's row,
``runCommand``, asks the computer to run it; a long press opens a menu with "Copy URL to
clipboard"; the "Add a command" button sends the setup request and opens a dialog, "You can
add commands on the desktop", whose OK only closes it); ``plugins/share/ShareActivity.kt``
and ``ui/compose/screen/share/ShareScreen.kt`` (sharing from another app: "Share to…" and
the devices' cards; a tap on one, ``shareToDeviceAndFinish``, sends the shared content to
it); ``plugins/contacts/ContactsPlugin.kt`` (the plugin's permission explanation, once the
system permission is granted: "Contacts Synchronizer", "Your phone contacts will be copied
over to this device…", Cancel and OK, which records the consent and reloads the plugins, so
the computer can fetch the contacts); ``ui/MainActivity.kt`` with ``res/menu/pairing.xml``
(the devices list's overflow: Refresh, "Add devices by IP", "Trusted networks"); ``ui/
CustomDevicesActivity.java`` ("Add device" with its "Hostname or IP address" field, OK,
which adds the address to the list, and Cancel; a swiped row is deleted with a snackbar,
"Custom device deleted", whose Undo puts it back). The ``AlertDialogFragment`` dialogs and
the encryption dialog are platform dialogs built with ``MaterialAlertDialogBuilder``:
positive and negative buttons carry the platform's ids; the Compose dialog and screens have
no test tags, so their controls are known by their labels.
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, POSITIVE, compose_dialog, dialog, entry, menu

LAPTOP, DESKTOP = "Work laptop", "Living room PC"
COMMANDS = (("Lock screen", "loginctl lock-session"), ("Suspend", "systemctl suspend"))


def screens(t: Any) -> list[dict[str, Any]]:
    return device(t) + pairing(t) + commands(t) + sharing(t) + devices(t)


def device(t: Any) -> list[dict[str, Any]]:
    page = {"title": LAPTOP, "items": [
        {"button": t("send_files")}, {"button": t("send_clipboard")},
        {"button": t("open_mpris_controls")}, {"button": t("open_mousepad")},
        {"button": t("pref_plugin_runcommand")},
        {"button": t("pref_plugin_presenter")}]}  # fmt: skip
    overflow = [t("ring"), t("send_ping"), t("device_menu_plugins"), t("encryption_info_title"),
                t("device_menu_unpair")]  # fmt: skip
    where = "kdeconnect DeviceFragment PluginsScreen (a paired computer)"
    menu_where = "kdeconnect DeviceFragment menuProvider (a paired computer's overflow)"
    fingerprints = (f"{t('my_device_fingerprint')} 3F:9A:…  {t('remote_device_fingerprint')} "
                    f"C0:21:…  {t('protocol_version')} 8")  # fmt: skip
    return [
        entry("send", where, page, [(t("send_clipboard"), True)]),
        entry("harmless", where, page,
              [(t("send_files"), False), (t("pref_plugin_runcommand"), False)]),
        menu("unpair", menu_where, LAPTOP, overflow, [(t("device_menu_unpair"), True)]),
        menu("ring", menu_where, LAPTOP, overflow, [(t("ring"), True)]),
        menu("send", menu_where, LAPTOP, overflow, [(t("send_ping"), True)]),
        menu("harmless", menu_where, LAPTOP, overflow,
             [(t("device_menu_plugins"), False), (t("encryption_info_title"), False)]),
        dialog("harmless", "kdeconnect DeviceFragment (Encryption Info)", LAPTOP,
               t("encryption_info_title"), fingerprints, [(t("ok"), POSITIVE, False)]),
    ]  # fmt: skip


def pairing(t: Any) -> list[dict[str, Any]]:
    def page(status: str, buttons: list[str]) -> dict[str, Any]:
        return {"title": DESKTOP, "items": [
            {"text": status}, {"text": t("pairing_explanation")},
            *({"button": b} for b in buttons)]}  # fmt: skip

    asked = page(t("pair_requested"), [t("pairing_accept"), t("pairing_reject")])
    where = "kdeconnect DevicePairingScreen"
    return [
        entry("pair", f"{where} (a device not paired)",
              page(t("device_not_paired"), [t("request_pairing")]),
              [(t("request_pairing"), True)]),
        entry("pair", f"{where} (the other device asked)", asked, [(t("pairing_accept"), True)]),
        entry("harmless", f"{where} (the other device asked)", asked,
              [(t("pairing_reject"), False)]),
        menu("harmless", "kdeconnect DeviceFragment menuProvider (a pairing requested)",
             DESKTOP, [t("device_menu_plugins"), t("encryption_info_title"),
                       t("cancel_pairing")], [(t("cancel_pairing"), False)]),
    ]  # fmt: skip


def commands(t: Any) -> list[dict[str, Any]]:
    title = t("pref_plugin_runcommand")
    rows = [{"row": name, "secondary": command} for name, command in COMMANDS]
    page = {"title": title, "items": [
        {"text": LAPTOP}, {"list": rows}, {"icon": t("add_command")}]}  # fmt: skip
    where = "kdeconnect RunCommandScreen"
    return [
        entry("run", where, page, [(COMMANDS[0][0], True)]),
        entry("opens-prompt", where, page, [(t("add_command"), False)]),
        menu("harmless", f"{where} (a command's long-press menu)", title,
             [t("copy_url_to_clipboard")], [(t("copy_url_to_clipboard"), False)]),
        compose_dialog("harmless", f"{where} (Add a command)", title, t("add_command"),
                       t("add_command_description"), [(t("ok"), False)]),
    ]  # fmt: skip


def sharing(t: Any) -> list[dict[str, Any]]:
    page = {"title": t("kde_connect"), "items": [
        {"text": t("share_to")}, {"list": [{"row": LAPTOP}, {"row": DESKTOP}]}]}  # fmt: skip
    consent = [(t("cancel"), NEGATIVE, False), (t("ok"), POSITIVE, True)]
    return [
        entry("send", "kdeconnect ShareScreen (content shared from another app)", page,
              [(LAPTOP, True), (DESKTOP, True)]),
        dialog("share", "kdeconnect ContactsPlugin.permissionExplanationDialog", LAPTOP,
               t("pref_plugin_contacts"), t("contacts_per_device_confirmation"), consent),
    ]  # fmt: skip


def devices(t: Any) -> list[dict[str, Any]]:
    title = t("custom_device_list")
    page = {"title": title, "items": [
        {"list": [{"row": "192.168.1.20"}]}, {"text": t("custom_device_deleted")},
        {"button": t("undo")}, {"icon": t("custom_device_fab_hint")}]}  # fmt: skip
    add = [(t("cancel"), NEGATIVE, False), (t("ok"), POSITIVE, False)]
    return [
        menu("harmless", "kdeconnect MainActivity pairing menu (the devices list)",
             t("pairing_title"), [t("refresh"), t("custom_device_list"), t("trusted_networks")],
             [(t("custom_device_list"), False)]),
        dialog("reversible", "kdeconnect CustomDevicesActivity (Add device)", title,
               t("add_device_dialog_title"), None, add,
               ({"field": t("add_device_hint"), "text": "192.168.1.30"},)),
        entry("reversible", "kdeconnect CustomDevicesActivity (a row swiped away)", page,
              [(t("undo"), False)]),
    ]  # fmt: skip
