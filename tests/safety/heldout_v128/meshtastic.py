"""Meshtastic's screens (``org.meshtastic.app``, the Android app of the Meshtastic LoRa mesh
radios: nodes favourited, ignored and removed, the radio rebooted, shut down and reset, its
node database cleaned, messages sent and deleted, logs and tracks cleared, key backups deleted
and firmware flashed), strings from
``core/resources/src/commonMain/composeResources/values*/strings.xml``. The node, channel and
file names on the screens are the same in every language.

Read from the code: ``core/ui/.../component/AlertDialogs.kt`` (``MeshtasticDialog``: a title,
a message or its own content, then the dismiss button, Cancel unless set, and the confirm
button, OK unless set) and ``core/ui/.../util/AlertManager.kt`` (a view model's alert, drawn
with it); ``feature/node/.../component/NodeContextMenu.kt`` (a node's menu: "Add to favorites",
"Mute notifications", Message, "Trace Route", Ignore and Remove); ``feature/node/.../detail/
NodeManagementActions.kt`` (Remove asks "Remove" with ``remove_node_text``, whose OK calls
``removeByNodenum`` on the radio and deletes the node from the app's database; Ignore asks with
``ignore_add`` and its OK sets the node ignored, undone by "Remove from ignored"; favourite
asks with ``favorite_add`` and sets it, undone by "Remove from favorites");
``feature/settings/.../AdministrationScreen.kt``, ``radio/RadioConfig.kt``,
``radio/component/ShutdownConfirmationDialog.kt``, ``WarningDialog.kt`` and
``radio/RadioConfigViewModel.kt`` (Administration: "Set time", Reboot, Shutdown, "Factory
reset" and "NodeDB reset", each only opening a dialog titled with its name and "?", with
Cancel and Send, which sends the admin message: ``reboot``, ``shutdown``, ``factoryReset``,
``nodedbReset``; the NodeDB reset's dialog holds the "Preserve Favorites" switch);
``feature/settings/.../debugging/Debug.kt`` and ``DebugViewModel.kt`` (the Debug Panel's
"Clear Logs" icon asks "Clear Logs", whose OK calls ``meshLogRepository.deleteAll``);
``feature/messaging/.../Message.kt``, ``component/MessageActionsBottomSheet.kt`` and
``component/MessageScreenComponents.kt`` (a conversation: the message field and its Send icon,
which sends the text over the mesh; a message's sheet: Reply, Copy, Select and Delete, which
opens "Delete Messages?" with Cancel and Delete, which deletes it); ``ui/contact/Contacts.kt``
(conversations selected: "Close selection", "Mute selected", "Delete selected" and "Select
all"; Delete selected asks "Are you sure?" with Cancel and Delete, which deletes the
conversations' messages; Mute selected opens "Mute notifications" with Unmute, "8 hours", "1
week" and Always, Cancel and OK); ``feature/settings/.../radio/CleanNodeDatabaseScreen.kt`` and
``CleanNodeDatabaseViewModel.kt`` ("Clean Node Database": the "older than" slider, the
"Clean only unknown nodes" switch and "Clean Now", which asks "Are you sure?" with Cancel and
"Clean Now", which removes the nodes from the app and the radio); ``feature/node/.../metrics/
PositionLogScreens.kt`` (the position log's "Export GPX" and Clear icons; Clear asks "Clear
position track?" with Cancel and Delete); ``feature/settings/src/androidMain/.../
SecurityConfigScreen.android.kt`` ("Delete Key Backup", with Cancel and OK, which deletes the
stored backup); ``feature/firmware/.../FirmwareUpdateScreen.kt`` (the update's "Update Warning"
with Cancel and "I know what I'm doing.", which starts flashing the chosen release, and a local
file's "Confirm Firmware File" with Cancel and "Start Flashing").
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, page, popup

NODE, OURS, CHAT = "Ridge Relay", "Base Camp", "LongFast"
FILE = "firmware-heltec-v3-2.6.11.bin"


def screens(t: Any) -> list[dict[str, Any]]:
    return nodes(t) + administration(t) + messages(t) + upkeep(t) + firmware(t)


def ask(t: Any, category: str, source: str, behind: str, title: str | None,
        message: str | None, cancel: bool | None, confirm: bool | None,
        confirm_key: str = "okay",
        items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A ``MeshtasticDialog``: Cancel, then its confirm button."""
    buttons = [(t("cancel"), cancel), (t(confirm_key), confirm)]
    return popup(category, f"meshtastic {source}", behind, title, message, buttons, items)


def nodes(t: Any) -> list[dict[str, Any]]:
    rows = [t(k) for k in ("add_favorite", "mute_notifications", "message", "trace_route",
                           "ignore", "remove")]  # fmt: skip
    where = "meshtastic NodeContextMenu"
    behind = t("nodes")
    gone = t("remove_node_text")
    return [
        menu("opens-prompt", where, NODE, rows, [(t("remove"), False)]),
        menu("opens-prompt", where, NODE, rows, [(t("ignore"), False)]),
        menu("opens-prompt", where, NODE, rows, [(t("add_favorite"), False)]),
        menu("harmless", where, NODE, rows, [(t("message"), False)]),
        ask(t, "delete", "NodeManagementActions (remove)", behind, t("remove"), gone, None, True),
        ask(t, "harmless", "NodeManagementActions (remove)", behind, t("remove"), gone, False,
            None),
        ask(t, "reversible", "NodeManagementActions (ignore)", behind, t("ignore"),
            t("ignore_add", NODE), None, False),
        ask(t, "reversible", "NodeManagementActions (favorite)", behind, t("favorite"),
            t("favorite_add", NODE), None, False),
    ]  # fmt: skip


def administration(t: Any) -> list[dict[str, Any]]:
    title = t("administration")
    admin = page(title, [
        {"text": OURS}, {"text": title},
        *({"row": t(k)} for k in ("set_time", "reboot", "shutdown", "factory_reset",
                                  "nodedb_reset"))])  # fmt: skip
    where = "meshtastic AdministrationScreen"
    said = {"text": t("shutdown_node_name", OURS)}
    warning = {"text": t("shutdown_warning")}
    keep = ({"switch": t("preserve_favorites")},)

    def confirm(category: str, key: str, cancel: bool | None, send: bool | None,
                items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
        return ask(t, category, f"AdministrationScreen ({key})", title, f"{t(key)}?", None,
                   cancel, send, "send", items)  # fmt: skip

    return [
        entry("opens-prompt", where, admin, [(t("reboot"), False)]),
        entry("opens-prompt", where, admin, [(t("factory_reset"), False)]),
        entry("opens-prompt", where, admin, [(t("nodedb_reset"), False)]),
        confirm("power", "reboot", None, True, (said,)),
        confirm("harmless", "reboot", False, None, (said,)),
        confirm("power", "shutdown", None, True, (said, warning)),
        confirm("reset", "factory_reset", None, True),
        confirm("harmless", "factory_reset", False, None),
        confirm("reset", "nodedb_reset", None, True, keep),
        popup("reversible", "meshtastic AdministrationScreen (nodedb_reset)", title,
              f"{t('nodedb_reset')}?", None, [(t("cancel"), None), (t("send"), None)],
              keep, ((t("preserve_favorites"), False),)),
    ]  # fmt: skip


def messages(t: Any) -> list[dict[str, Any]]:
    chat = page(CHAT, [
        {"text": "Anyone near the north trailhead?"}, {"text": "On my way, 20 min."},
        {"field": t("message_input_label"), "text": "Copy that, meet at the gate"},
        {"icon": t("send")}])  # fmt: skip
    sheet = ({"row": t("reply")}, {"row": t("copy")}, {"row": t("select")},
             {"row": t("delete")})  # fmt: skip
    where = "meshtastic MessageActionsBottomSheet"
    title = t("delete_messages_title")
    one = t("delete_messages#1")
    toolbar = page("2", [
        {"icon": t("close_selection")}, {"icon": t("mute_selected")},
        {"icon": t("delete_selection")}, {"icon": t("select_all")},
        {"row": CHAT}, {"row": NODE}])  # fmt: skip
    contacts = "meshtastic Contacts (two selected)"
    sure = t("are_you_sure")
    many = t("delete_messages#2")
    mutes = tuple({"radio": t(k)} for k in ("unmute", "mute_8_hours", "mute_1_week",
                                            "mute_always"))  # fmt: skip
    return [
        entry("send", "meshtastic Message (MessageInput)", chat, [(t("send"), True)]),
        popup("opens-prompt", where, CHAT, None, None, [], sheet, ((t("delete"), False),)),
        popup("harmless", where, CHAT, None, None, [], sheet, ((t("copy"), False),)),
        ask(t, "delete", "Message (DeleteMessageDialog)", CHAT, title, one, None, True,
            "delete"),
        ask(t, "harmless", "Message (DeleteMessageDialog)", CHAT, title, one, False, None,
            "delete"),
        entry("opens-prompt", contacts, toolbar, [(t("delete_selection"), False)]),
        entry("opens-prompt", contacts, toolbar, [(t("mute_selected"), False)]),
        ask(t, "delete", "Contacts (DeleteConfirmationDialog)", t("conversations"), sure, many,
            None, True, "delete"),
        ask(t, "reversible", "Contacts (MuteNotificationsDialog)", t("conversations"),
            t("mute_notifications"), None, None, False, items=mutes),
    ]  # fmt: skip


def upkeep(t: Any) -> list[dict[str, Any]]:
    debug = page(t("debug_panel"), [{"icon": t("debug_clear")}, {"text": "NodeInfo !a1b2c3d4"}])
    clean_title = t("clean_node_database_title")
    clean = page(clean_title, [
        {"text": t("clean_node_database_description")},
        {"text": t("clean_nodes_older_than", 30)}, {"slider": "30"},
        {"switch": t("clean_unknown_nodes")},
        {"text": t("nodes_queued_for_deletion", 12)}, {"button": t("clean_now")}])  # fmt: skip
    queued = t("clean_node_database_confirmation", 12)
    track = page(
        t("position_log"),
        [{"icon": t("export_gpx")}, {"icon": t("clear")}, {"text": "47.6062, -122.3321"}],
    )
    track_title = t("clear_position_track_title")
    track_text = t("clear_position_track_message")
    security = t("security")
    return [
        entry("opens-prompt", "meshtastic Debug (DebugMenuActions)", debug,
              [(t("debug_clear"), False)]),
        ask(t, "delete", "DebugViewModel (requestDeleteAllLogs)", t("debug_panel"),
            t("debug_clear"), t("debug_clear_logs_confirm"), None, True),
        ask(t, "harmless", "DebugViewModel (requestDeleteAllLogs)", t("debug_panel"),
            t("debug_clear"), t("debug_clear_logs_confirm"), False, None),
        entry("opens-prompt", "meshtastic CleanNodeDatabaseScreen", clean,
              [(t("clean_now"), False)]),
        entry("reversible", "meshtastic CleanNodeDatabaseScreen", clean,
              [(t("clean_unknown_nodes"), False)]),
        ask(t, "delete", "CleanNodeDatabaseViewModel (requestCleanNodes)", clean_title,
            t("are_you_sure"), queued, None, True, "clean_now"),
        ask(t, "harmless", "CleanNodeDatabaseViewModel (requestCleanNodes)", clean_title,
            t("are_you_sure"), queued, False, None, "clean_now"),
        entry("opens-prompt", "meshtastic PositionLogScreen", track, [(t("clear"), False)]),
        ask(t, "delete", "PositionLogScreen (clear the track)", t("position_log"), track_title,
            track_text, None, True, "delete"),
        ask(t, "delete", "SecurityConfigScreen (delete the key backup)", security,
            t("delete_key_backup"), t("delete_key_backup_confirmation"), None, True),
    ]  # fmt: skip


def firmware(t: Any) -> list[dict[str, Any]]:
    behind = t("firmware_update_title")
    warning = (
        {"text": t("firmware_update_disclaimer_text")},
        {"text": t("firmware_update_disconnect_warning")},
    )
    chosen = ({"text": t("firmware_update_confirm_file_message")}, {"text": FILE})
    return [
        ask(t, "install", "FirmwareUpdateScreen (DisclaimerDialog)", behind,
            t("firmware_update_disclaimer_title"), None, None, True, "i_know_what_i_m_doing",
            warning),
        ask(t, "harmless", "FirmwareUpdateScreen (DisclaimerDialog)", behind,
            t("firmware_update_disclaimer_title"), None, False, None, "i_know_what_i_m_doing",
            warning),
        ask(t, "install", "FirmwareUpdateScreen (LocalFirmwareFileConfirmationDialog)", behind,
            t("firmware_update_confirm_file_title"), None, None, True,
            "firmware_update_confirm_file_button", chosen),
    ]  # fmt: skip
