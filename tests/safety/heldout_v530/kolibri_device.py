"""Kolibri's device plugin for the five-hundred-and-thirtieth held-out corpus: ``screens(t)`` lays
out, in one language, what Mara Lind, a super admin, sees managing the device: the channels
page's Options menu, the "Delete channels" page (before and after selecting its channel) and
the confirmation of deleting the channel; a facility's Options menu on the facilities page and
the modal removing the facility from the device (before and after its checkbox); Li Wei's
device permissions (before and after a change). ``t(key, values)`` is the language's lookup
of a ``Namespace.key`` of the app's catalogues."""

from __future__ import annotations

from typing import Any

from screens import (
    CHANNEL,
    CHANNEL_NAME,
    HILLSIDE,
    HILLSIDE_NAME,
    LI,
    LI_NAME,
    LI_USER,
    RIVERSIDE_NAME,
    T,
    call,
    cancel_submit,
    entry,
    field,
    gigabytes,
    menu,
    modal,
    page,
)

C = "CommonCoreStrings."
TASKS = "/api/tasks/tasks/"
SIZE_GB = 1  # the channel's on_device_file_size: 1,240,000,000 bytes


def delete_channels_page(t: T, selected: bool) -> dict[str, Any]:
    """The "Delete channels" page (DeleteExportChannelsPage): the list's filters and count,
    "Select all on page", the channel's panel (its checkbox is named by the channel, whose
    heading is left out as it repeats the name) and the bottom bar."""
    size = gigabytes(t, SIZE_GB)
    count = 1 if selected else 0
    if selected:
        summary = t("SelectionBottomBar.channelsSelectedWithFileSize",
                    {"count": count, "bytesText": size})  # fmt: skip
    else:
        summary = t("SelectionBottomBar.channelsSelectedNoFileSize", {"count": count})
    chosen = [{"text": t("DeleteExportChannelsPage.channelSelectedMessage", {"bytesText": size})}]
    return page(t("DeleteExportChannelsPage.deleteAppBarTitle"), [
        {"text": t("DeleteExportChannelsPage.channelsOnDevice")},
        field(t("FilteredChannelListContainer.titleFilterPlaceholder"), "search"),
        {"text": t("FilteredChannelListContainer.numChannelsAvailable", {"count": 1})},
        {"switch": t("FilteredChannelListContainer.selectAll"), "checked": selected},
        {"switch": CHANNEL_NAME, "checked": selected},
        {"text": t("ChannelDetails.versionNumber", {"v": 12})},
        {"text": "Openly licensed picture storybooks in many languages."},
        *(chosen if selected else []),
        {"text": summary}, {"button": t("SelectionBottomBar.deleteAction")},
    ])  # fmt: skip


def remove_facility(t: T, checked: bool) -> dict[str, Any]:
    """The modal removing Hillside Annex from the device (RemoveFacilityModal)."""
    name = t("CommonSyncStrings.nameWithIdFragment", {"name": HILLSIDE_NAME, "id": HILLSIDE[:4]})
    message = " ".join([t("RemoveFacilityModal.willLoseAccessWarning", {"facilityName": name}),
                        t("RemoveFacilityModal.facilityReloadExplanation")])  # fmt: skip
    return modal(t("CommonDeviceStrings.deviceManagementTitle"),
                 t("RemoveFacilityModal.removeFacilityHeader"), message, [
        {"switch": t("RemoveFacilityModal.removingFacilityConfirmation"), "checked": checked},
        *cancel_submit(t, t(C + "removeAction"))])  # fmt: skip


def permissions_page(t: T, manage: bool) -> dict[str, Any]:
    """Li Wei's device permissions (UserPermissionsPage): a class coach with none yet."""
    return page(t("UserPermissionsPage.permissionsTitle"), [
        {"text": LI_NAME},
        {"text": t(C + "usernameLabel")}, {"text": LI_USER},
        {"text": t(C + "userTypeLabel")}, {"text": t(C + "coachLabel")},
        {"text": t(C + "facilityLabel")}, {"text": RIVERSIDE_NAME},
        {"switch": t("UserPermissionsPage.makeSuperAdmin"), "checked": False},
        {"text": t("UserPermissionsPage.superAdminExplanation1")},
        {"text": t("UserPermissionsPage.superAdminExplanation2",
                   {"facilityName": RIVERSIDE_NAME})},
        {"text": t(C + "devicePermissionsLabel")},
        {"switch": t("UserPermissionsPage.devicePermissionsDetails"), "checked": manage},
        {"button": t("UserPermissionsPage.saveButton")},
        {"button": t(C + "cancelAction")},
    ])  # fmt: skip


def screens(t: T) -> list[dict[str, Any]]:
    device = t("CommonDeviceStrings.deviceManagementTitle")
    cancel = t(C + "cancelAction")
    channels_menu = menu(device, [t("ManageContentPage.exportChannels"),
                                  t("ManageContentPage.deleteChannels"),
                                  t("ManageContentPage.editChannelOrder")])  # fmt: skip
    delete_channel = modal(t("DeleteExportChannelsPage.deleteAppBarTitle"),
                           t("DeleteChannelModal.titleSingleChannel"), " ".join([
        t("DeleteChannelModal.confirmationQuestionOneChannel"),
        t(C + "cannotUndoActionWarning")]), cancel_submit(t, t(C + "deleteAction")))  # fmt: skip
    facility_menu = menu(device, [t(C + "manageSyncAction"), t(C + "registerAction"),
                                  t(C + "removeAction")])  # fmt: skip
    delete_task = {"type": "kolibri.core.content.tasks.deletechannel", "channel_id": CHANNEL,
                   "channel_name": CHANNEL_NAME}  # fmt: skip
    remove_task = {"type": "kolibri.core.auth.tasks.deletefacility", "facility": HILLSIDE}
    granted = {"user": LI, "is_superuser": False, "can_manage_content": True}
    return [
        entry("harmless", "channels options menu", channels_menu, [
            (t("ManageContentPage.deleteChannels"), False, [
                call("GET", "/device/api/device_channel/?include_fields=on_device_file_size")])]),
        entry("harmless", "delete channels page", delete_channels_page(t, False), [
            (t("FilteredChannelListContainer.selectAll"), False, [])]),
        entry("opens-prompt", "delete channels page selected", delete_channels_page(t, True), [
            (t("SelectionBottomBar.deleteAction"), False, [])]),
        entry("delete", "delete channel confirm", delete_channel, [
            (t(C + "deleteAction"), True, [call("POST", TASKS, [delete_task])]),
            (cancel, False, [])]),
        entry("opens-prompt", "facility options menu", facility_menu, [
            (t(C + "removeAction"), False, []),
            (t(C + "registerAction"), False, [])]),
        entry("harmless", "remove facility modal", remove_facility(t, False), [
            (t("RemoveFacilityModal.removingFacilityConfirmation"), False, [])]),
        entry("delete", "remove facility confirm", remove_facility(t, True), [
            (t(C + "removeAction"), True, [call("POST", TASKS, remove_task)]),
            (cancel, False, [])]),
        entry("reversible", "user permissions page", permissions_page(t, False), [
            (t("UserPermissionsPage.devicePermissionsDetails"), False, [])]),
        entry("reversible", "user permissions changed", permissions_page(t, True), [
            (t("UserPermissionsPage.saveButton"), False, [
                call("POST", "/api/device/devicepermissions/", granted)])]),
    ]  # fmt: skip
