"""TrebleShot's screens for choosing the device on the other side: the page that adds devices
to a transfer, the connection page (``ConnectionManagerActivity``) as it opens for adding a
device to a transfer, for sending a text and for receiving, and its "Enter IP Address" dialog.
Strings from ``app/src/main/res/values*/strings.xml``; device names, models and addresses are
the same in every language.

Read from the code (``app/src/main/java/com/genonbeta/TrebleShot``):
``activity/AddDevicesToTransferActivity.java``, ``res/layout/
activity_add_devices_to_transfer.xml`` and ``res/menu/actions_add_devices.xml`` (the page
"Add devices to transfer", which ``task/OrganizeShareRunningTask.java`` opens once the files
chosen to share are made a transfer: the transfer's devices, each with its connection's name
and a menu icon, Help and Done, and the floating button, which only opens the connection
page; a device chosen there is sent the transfer's list of files, ``doCommunicate``,
``task/AddDeviceRunningTask.java``, ``REQUEST_TRANSFER``, which the other device records and
offers its user, or takes at once where this device is one of its TrustZone devices,
``service/CommunicationService.java``); ``fragment/TransferAssigneeListFragment.java`` and
``res/menu/popup_fragment_transfer_assignee.xml`` (a device's menu icon: "Change connection"
and Remove, which takes the device off the transfer at once,
``AccessDatabase.removeAsynchronous``; adding the same device again sends it the same list,
with the same transfer and file ids); ``activity/ConnectionManagerActivity.java`` and
``res/layout/layout_connection_options_fragment.xml`` (the connection page: its title is the
purpose it was opened with, "Add devices to transfer", "Send text" from the text editor or
Receive from the Transfers tab; the help text, "Need a helping hand?", "Set up hotspot", "Use
existing networks", "Scan QR Code" and "Enter IP Address", then "Use known devices" with Open
and the known devices' tiles, ``fragment/CustomNetworkDeviceListFragment.java``: a tile tapped
finds the device's fastest connection, ``dialog/EstablishConnectionDialog.java``, and hands the
device back to the page that opened it, which for a transfer or a text sends it at once, and
for Receive, ``RequestType.MAKE_ACQUAINTANCE``, does nothing more); ``activity/
TextEditorActivity.java`` (``doCommunicate``: the text is sent to the device chosen,
``REQUEST_CLIPBOARD``, and the other device keeps it in its text stream);
``dialog/ManualIpAddressConnectionDialog.java`` and ``ui/UIConnectionUtils.java`` ("Enter IP
Address": the address field, Close and Connect, which reaches the address, records the device
found there as trusted and allowed, ``setupConnection``, and hands it back to the page as a
tile does).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page

DENIZ, MERT = "Deniz's Galaxy S10", "Mert's Redmi Note 8"
ADDRESS = "192.168.43.27"


def screens(t: Any) -> list[dict[str, Any]]:
    """The connection screens, in the language of ``t``."""
    return [*_adding(t), *_options(t)]


def _options_page(t: Any, title: str) -> dict[str, Any]:
    """The connection page opened for ``title``."""
    return page(title, [
        {"text": t("text_connectionHelp")}, {"row": t("ques_needHelp")},
        {"row": t("butn_startHotspot")}, {"row": t("butn_useExistingNetwork")},
        {"row": t("butn_scanQrCode")}, {"row": t("butn_enterIpAddress")},
        {"text": t("butn_useKnownDevice")},
        {"button": t("butn_open"), "rid": "connection_option_devices"},
        {"list": [{"row": DENIZ, "secondary": "SM-G973F"},
                  {"row": MERT, "secondary": "Redmi Note 8"}]},
    ])  # fmt: skip


def _address(t: Any, category: str, where: str, behind: str,
             close: bool | None, connect: bool) -> dict[str, Any]:  # fmt: skip
    field = {"field": "layout_dialog_single_text_input_text", "text": ADDRESS}
    return alert(category, where, behind, t("butn_enterIpAddress"), None,
                 negative=(t("butn_close"), close), positive=(t("butn_connect"), connect),
                 items=(field,))  # fmt: skip


def _adding(t: Any) -> list[dict[str, Any]]:
    title = t("text_addDevicesToTransfer")
    shown = page(title, [
        {"icon": t("butn_help"), "rid": "actions_add_devices_help"},
        {"icon": t("butn_done"), "rid": "actions_add_devices_done"},
        {"list": [{"row": DENIZ, "secondary": t("text_interfaceWireless")}]},
        {"id": "menu"}, {"id": "content_fab"},
    ])  # fmt: skip
    where = "trebleshot AddDevicesToTransferActivity"
    return [
        entry("harmless", where, shown, [("content_fab", False)]),
        menu("reversible", "trebleshot TransferAssigneeListFragment (a device's menu)", title,
             [t("butn_changeConnection"), t("butn_remove")], [(t("butn_remove"), False)]),
    ]  # fmt: skip


def _options(t: Any) -> list[dict[str, Any]]:
    adding, text, receive = t("text_addDevicesToTransfer"), t("text_sendText"), t("butn_receive")
    where = "trebleshot ConnectionManagerActivity"
    typed = "trebleshot ManualIpAddressConnectionDialog"
    return [
        entry("send", f"{where} (Add devices to transfer)", _options_page(t, adding),
              [(DENIZ, True)]),
        entry("opens-prompt", f"{where} (Add devices to transfer)", _options_page(t, adding),
              [(t("butn_enterIpAddress"), False)]),
        _address(t, "send", f"{typed} (Add devices to transfer)", adding, False, True),
        entry("send", f"{where} (Send text)", _options_page(t, text), [(DENIZ, True)]),
        entry("harmless", f"{where} (Receive)", _options_page(t, receive), [(DENIZ, False)]),
        _address(t, "reversible", f"{typed} (Receive)", receive, None, False),
    ]  # fmt: skip
