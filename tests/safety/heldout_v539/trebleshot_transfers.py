"""TrebleShot's transfer screens (``com.genonbeta.TrebleShot``, files and text sent between
devices on the same network, with no account or server): the Transfers tab, a transfer's page,
its files and their details. Strings from ``app/src/main/res/values*/strings.xml`` and
``plurals.xml``; device, file and size names are the same in every language.

Read from the code (``app/src/main/java/com/genonbeta/TrebleShot``):
``activity/HomeActivity.java``, ``fragment/HomeFragment.java`` and
``res/layout/layout_home_fragment.xml`` (the home page, titled with the app's name, its bottom
bar the tabs Transfers, "File explorer" and "Text stream"); ``fragment/
TransferGroupListFragment.java`` and ``res/layout/layout_transfer_group_list.xml`` (the
Transfers tab: Send, which only opens the page that picks what to share,
``ContentSharingActivity``, Receive, which only opens the connection page, each transfer a card
of its devices' names and its size; its selection bar, ``res/menu/action_mode_group.xml``
after ``action_mode_abs_editable.xml``: the Delete icon, which removes the chosen transfers at
once with no question, ``AccessDatabase.removeAsynchronous``, and the overflow's "Select all",
"Select none", "Preview selections", "Share on browser" and "Hide on browser", the first of the
last two marking an outgoing transfer as served by the app's web server, the second taking it
off); ``object/TransferGroup.java`` and ``object/TransferObject.java`` (removing a transfer
removes its files' records, its devices' assignments and the partly received file of an
interrupted one); ``activity/ViewTransferActivity.java`` and ``res/menu/actions_transfer.xml``
(a transfer's page, titled with its count of files: the action shown as words, Send for a
transfer going out to one device, which asks that device to start taking the files,
``TransferUtils.startTransferWithTest``, ``startTransfer``, ``requestStartSending``, and Receive
for one coming in, which starts taking them into the save folder, ``ACTION_SEAMLESS_RECEIVE``;
the overflow's "Add devices", "Connection test", "Share on browser", Remove and Settings for an
outgoing transfer; Remove only opens "Remove all?", "This will remove all pending transfers you
see here", Cancel and Remove, whose Remove removes the transfer as the Delete icon does);
``fragment/TransferListFragment.java``, ``TransferFileExplorerFragment.java`` and
``res/menu/action_mode_transfer.xml`` (the transfer's files: the selection bar's Delete icon
only opens "Remove transfer?" with the count of the files chosen, Close and Proceed, whose
Proceed removes their records, ``removeAsynchronous``); ``dialog/TransferInfoDialog.java`` and
``res/layout/layout_transfer_info.xml`` (a file tapped: Details, its name, size, type, status
and location, Open, which opens it in another app, Remove, which only opens "Remove
transfer?", "This will remove NAME from the queue", Close and Proceed, whose Proceed removes
its record, and Close); ``util/TransferUtils.java`` and ``service/CommunicationService.java``
(what a start asks of the other device, ``REQUEST_START_TRANSFER``, which starts taking the
files at once where the sender is one of its TrustZone devices).
"""

from __future__ import annotations

from typing import Any

from screens import action, alert, entry, menu, page, words

APP = "TrebleShot"
"""The home page's title, the app's name (``text_appName``, not translated)."""
DENIZ, MERT = "Deniz's Galaxy S10", "Mert's Redmi Note 8"
"""The devices on the other side of the transfers."""
PHOTO, PHOTO2, VIDEO = "IMG_2041.jpg", "IMG_2042.jpg", "Holiday 2019.mp4"


def screens(t: Any) -> list[dict[str, Any]]:
    """The transfer screens, in the language of ``t``."""
    return [*_transfers(t), *_outgoing(t), *_incoming(t), *_files(t)]


def _rows() -> dict[str, Any]:
    return {"list": [{"row": DENIZ, "secondary": "24.6 MB"}, {"row": MERT, "secondary": "3.1 MB"}]}


def _files_list() -> dict[str, Any]:
    return {"list": [{"row": PHOTO, "secondary": "3.2 MB"}, {"row": PHOTO2, "secondary": "2.9 MB"},
                     {"row": VIDEO, "secondary": "18.5 MB"}]}  # fmt: skip


def _transfers(t: Any) -> list[dict[str, Any]]:
    send, receive = t("text_send"), t("butn_receive")
    tabs = [{"tab": t("text_transfers")}, {"tab": t("text_fileExplorer")},
            {"tab": t("text_textStream")}]  # fmt: skip
    home = page(APP, [*tabs, {"button": send, "rid": "sendLayoutButton"},
                      {"button": receive, "rid": "receiveLayoutButton"}, _rows()])  # fmt: skip
    chosen = page("1", [action(t("butn_delete"), "action_mode_group_delete"), _rows()])
    overflow = [t("butn_selectAll"), t("butn_selectNone"), t("butn_previewSelections"),
                t("butn_shareOnBrowser"), t("butn_hideOnBrowser")]  # fmt: skip
    where = "trebleshot TransferGroupListFragment"
    return [
        entry("harmless", where, home, [(send, False), (receive, False)]),
        entry("delete", f"{where}.SelectionCallback", chosen, [(t("butn_delete"), True)]),
        menu("reversible", f"{where}.SelectionCallback (overflow)", "1", overflow,
             [(t("butn_shareOnBrowser"), False)]),
    ]  # fmt: skip


def _outgoing(t: Any) -> list[dict[str, Any]]:
    title, send = t("text_files#3"), t("text_send")
    shown = page(title, [words(send, "actions_transfer_toggle"), _files_list()])
    overflow = [t("butn_addDevices"), t("butn_connectionTest"), t("butn_shareOnBrowser"),
                t("butn_remove"), t("butn_settings")]  # fmt: skip
    where = "trebleshot ViewTransferActivity (outgoing, one device)"
    return [
        entry("send", where, shown, [(send, True)]),
        menu("opens-prompt", f"{where} (overflow)", title, overflow, [(t("butn_remove"), False)]),
        alert("delete", "trebleshot ViewTransferActivity (Remove all?)", title, t("ques_removeAll"),
              t("text_removeCertainPendingTransfersSummary"), negative=(t("butn_cancel"), False),
              positive=(t("butn_remove"), True)),
    ]  # fmt: skip


def _incoming(t: Any) -> list[dict[str, Any]]:
    receive = t("butn_receive")
    rows = {"list": [{"row": "Thesis draft.pdf", "secondary": "1.4 MB"},
                     {"row": "Lecture 7.m4a", "secondary": "22.8 MB"}]}  # fmt: skip
    shown = page(t("text_files#2"), [words(receive, "actions_transfer_toggle"), rows])
    return [entry("reversible", "trebleshot ViewTransferActivity (incoming)", shown,
                  [(receive, False)])]  # fmt: skip


def _files(t: Any) -> list[dict[str, Any]]:
    title = t("text_files#3")
    close, proceed = t("butn_close"), t("butn_proceed")
    chosen = page("2", [action(t("butn_delete"), "action_mode_transfer_delete"), _files_list()])
    info = (
        {"text": t("text_fileName")}, {"text": PHOTO, "rid": "transfer_info_file_name"},
        {"text": t("text_fileSize")}, {"text": "3.2 MB", "rid": "transfer_info_file_size"},
        {"text": t("text_fileMime")}, {"text": "image/jpeg", "rid": "transfer_info_file_mime"},
        {"text": t("text_fileStatus")},
        {"text": t("text_flagPending"), "rid": "transfer_info_file_status"},
        {"text": t("text_location")},
        {"text": f"/storage/emulated/0/DCIM/Camera/{PHOTO}",
         "rid": "transfer_info_pseudo_location"},
    )  # fmt: skip
    chosen_src = "trebleshot TransferListFragment.SelectionCallback"
    return [
        entry("opens-prompt", chosen_src, chosen, [(t("butn_delete"), False)]),
        alert("delete", f"{chosen_src} (Remove transfer?)", title, t("ques_removeQueue"),
              t("text_removeQueueSummary#2"), negative=(close, False),
              positive=(proceed, True)),
        alert("opens-prompt", "trebleshot TransferInfoDialog", title,
              t("text_transactionDetails"), None, neutral=(t("butn_open"), None),
              negative=(t("butn_remove"), False), positive=(close, None), items=info),
        alert("delete", "trebleshot TransferInfoDialog (Remove transfer?)", title,
              t("ques_removeQueue"), t("text_removePendingTransferSummary", PHOTO),
              negative=(close, False), positive=(proceed, True)),
    ]  # fmt: skip
