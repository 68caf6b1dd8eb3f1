"""LocalSend's screens (``org.localsend.localsend_app``, which sends files and messages to
devices on the same network, keeps a history of what it received and a list of favorite
devices), strings from ``t`` (slang: ``app/assets/i18n/<language>.json``, a string that
says ``@:path`` reads the one at that path). The device names, the address, the file names
and sizes are written the same in every language.

Read from the code (``app/lib``): ``pages/tabs/send_tab.dart`` with ``send_tab_vm.dart``
(the send tab: "Selection" with Edit and Add, which opens the "Add to selection" picker;
"Nearby devices" with "Search devices", "Manual sending", which opens "Enter address",
"Favorites", which opens the favorites, and "Send mode", a popup menu that only sets the
mode; a nearby device's tile, whose tap starts the session at once: the files are offered
to that device and sent when it accepts); ``widget/dialogs/address_input_dialog.dart``
("Enter address": Cancel and Confirm, which returns the device to ``onTapAddress``, which
starts the session with the selected files); ``widget/dialogs/favorite_dialog.dart``
("Favorites": a favorite's name, which returns it to ``onTapFavorite``, which starts the
session; Cancel; Add) with ``favorite_edit_dialog.dart`` (Delete, which only opens
``favorite_delete_dialog.dart``, "Delete from favorites", whose Delete removes the favorite
with no undo); ``widget/dialogs/message_input_dialog.dart`` ("Type message": Confirm only
puts the text in the selection); ``pages/selected_files_page.dart`` ("Delete all" empties
the selection and leaves the files alone); ``pages/send_page.dart`` ("Waiting for
response…" and Cancel, which withdraws the request); ``pages/progress_page.dart`` with
``widget/dialogs/cancel_session_dialog.dart`` (a bottom sheet "Cancel files transfer":
Continue, and Cancel, which stops the transfer); ``pages/receive_page.dart`` (an incoming
request: Options, Decline, which refuses it, and Accept, which lets the files be written to
the device); ``pages/receive_history_page.dart`` ("Open folder", "Delete history", which
only opens ``widget/dialogs/history_clear_dialog.dart``, "Clear history", whose Delete
removes every entry with no undo; an entry's menu, whose "Delete from history" removes it
at once) and ``pages/tabs/settings_tab.dart`` (the "Save to history" switch).
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, page, popup

PEER, FRIEND, ADDRESS = "Clever Banana", "Office PC", "192.168.2.34"
FILES = ("holiday.jpg", "report.pdf")


def screens(t: Any) -> list[dict[str, Any]]:
    return sending(t) + prompts(t) + receiving(t) + history(t)


def tabs(t: Any) -> list[dict[str, Any]]:
    return [{"button": t("receiveTab.title")}, {"button": t("sendTab.title")},
            {"button": t("settingsTab.title")}]  # fmt: skip


def send_tab(t: Any, count: int = 2, size: str = "3.4 MB") -> dict[str, Any]:
    """The send tab with ``count`` items selected."""
    return page(t("sendTab.title"), [
        {"text": t("sendTab.selection.title")}, {"text": t("sendTab.selection.files", count)},
        {"text": t("sendTab.selection.size", size)},
        {"button": t("general.edit")}, {"button": t("general.add")},
        {"text": t("sendTab.nearbyDevices")}, {"icon": t("sendTab.scan")},
        {"icon": t("sendTab.manualSending")}, {"icon": t("dialogs.favoriteDialog.title")},
        {"icon": t("sendTab.sendMode")}, {"row": PEER, "secondary": ADDRESS},
        *tabs(t)])  # fmt: skip


def sending(t: Any) -> list[dict[str, Any]]:
    where = "localsend SendTab (two files selected)"
    tab = send_tab(t)
    texted = send_tab(t, 1, "12 B")
    modes = [t("sendTab.sendModes.single"), t("sendTab.sendModes.multiple"),
             t("sendTab.sendModes.link")]  # fmt: skip
    chosen = page(t("sendTab.selection.title"), [
        {"text": t("sendTab.selection.files", 2)}, {"button": t("selectedFilesPage.deleteAll")},
        {"list": [{"row": name} for name in FILES]}])  # fmt: skip
    waiting = page(
        t("sendTab.title"),
        [{"text": PEER}, {"text": t("sendPage.waiting")}, {"button": t("general.cancel")}],
    )
    return [
        entry("send", where, tab, [(PEER, True)]),
        entry("send", "localsend SendTab (a message selected)", texted, [(PEER, True)]),
        entry("send", "localsend SendTab (multiple recipients, two files)", tab,
              [(PEER, True)]),
        entry("opens-prompt", where, tab, [(t("sendTab.manualSending"), False)]),
        entry("opens-prompt", where, tab, [(t("dialogs.favoriteDialog.title"), False)]),
        entry("opens-prompt", where, tab, [(t("general.add"), False)]),
        menu("reversible", "localsend SendTab (_SendModeButton)", t("sendTab.title"), modes,
             [(t("sendTab.sendModes.multiple"), False)]),
        entry("reversible", "localsend SelectedFilesPage", chosen,
              [(t("selectedFilesPage.deleteAll"), False)]),
        entry("harmless", "localsend SendPage (waiting)", waiting, [(t("general.cancel"), False)]),
    ]  # fmt: skip


def prompts(t: Any) -> list[dict[str, Any]]:
    behind = t("sendTab.title")
    typed = ({"field": "address", "text": ADDRESS},)
    where = "localsend AddressInputDialog (two files selected)"
    title = t("dialogs.addressInput.title")
    favorites = "localsend FavoritesDialog (two files selected)"
    listed = ({"button": FRIEND},)
    fav = t("dialogs.favoriteDialog.title")
    add = t("dialogs.favoriteDialog.addFavorite")
    edit = "localsend FavoriteEditDialog"
    fields = (
        {"text": t("dialogs.favoriteEditDialog.name")},
        {"field": "alias", "text": FRIEND},
        {"text": t("dialogs.favoriteEditDialog.ip")},
        {"field": "ip", "text": "192.168.2.50"},
        {"text": t("dialogs.favoriteEditDialog.port")},
        {"field": "port", "text": "53317"},
    )
    gone = "localsend FavoriteDeleteDialog"
    asked = t("dialogs.favoriteDeleteDialog.content", FRIEND)
    drop = t("dialogs.favoriteDeleteDialog.title")
    message = "localsend MessageInputDialog"
    text = ({"field": "message", "text": "See you at 6"},)
    typing = t("dialogs.messageInput.title")
    return [
        popup("send", where, behind, title, None,
              [(t("general.cancel"), None), (t("general.confirm"), True)], items=typed),
        popup("harmless", where, behind, title, None,
              [(t("general.cancel"), False), (t("general.confirm"), None)], items=typed),
        popup("send", favorites, behind, fav, None,
              [(t("general.cancel"), None), (add, None)], items=listed, taps=((FRIEND, True),)),
        popup("opens-prompt", favorites, behind, fav, None,
              [(t("general.cancel"), None), (add, False)], items=listed),
        popup("opens-prompt", edit, behind, t("dialogs.favoriteEditDialog.titleEdit"), None,
              [(t("general.delete"), False), (t("general.cancel"), None),
               (t("general.confirm"), None)], items=fields),
        popup("delete", gone, behind, drop, asked,
              [(t("general.cancel"), None), (t("general.delete"), True)]),
        popup("harmless", message, behind, typing, None,
              [(t("general.cancel"), None), (t("general.confirm"), False)], items=text),
    ]  # fmt: skip


def receiving(t: Any) -> list[dict[str, Any]]:
    asked = page(t("receiveTab.title"), [
        {"text": PEER}, {"text": t("receivePage.subTitle#2")},
        {"button": t("receiveOptionsPage.title")}, {"button": t("general.decline")},
        {"button": t("general.accept")}])  # fmt: skip
    where = "localsend ReceivePage (two files offered)"
    sheet = "localsend ProgressPage (CancelSessionDialog)"
    behind = t("progressPage.titleSending")
    title, body = t("dialogs.cancelSession.title"), t("dialogs.cancelSession.content")
    return [
        entry("harmless", where, asked, [(t("general.accept"), False)]),
        entry("harmless", where, asked, [(t("general.decline"), False)]),
        popup("reversible", sheet, behind, title, body,
              [(t("general.continueStr"), None), (t("general.cancel"), False)]),
    ]  # fmt: skip


def history(t: Any) -> list[dict[str, Any]]:
    title = t("receiveHistoryPage.title")
    listed = page(title, [
        {"button": t("receiveHistoryPage.openFolder")},
        {"button": t("receiveHistoryPage.deleteHistory")},
        {"list": [{"row": name} for name in FILES]}])  # fmt: skip
    where = "localsend ReceiveHistoryPage"
    clear = "localsend HistoryClearDialog"
    asked, body = t("dialogs.historyClearDialog.title"), t("dialogs.historyClearDialog.content")
    actions = [t("receiveHistoryPage.entryActions.open"),
               t("receiveHistoryPage.entryActions.showInFolder"),
               t("receiveHistoryPage.entryActions.info"),
               t("receiveHistoryPage.entryActions.deleteFromHistory")]  # fmt: skip
    entry_menu = "localsend ReceiveHistoryPage (an entry's menu)"
    settings = page(t("settingsTab.title"), [
        {"text": t("settingsTab.receive.title")},
        {"switch": t("settingsTab.receive.saveToHistory")}, *tabs(t)])  # fmt: skip
    return [
        entry("opens-prompt", where, listed, [(t("receiveHistoryPage.deleteHistory"), False)]),
        popup("delete", clear, title, asked, body,
              [(t("general.cancel"), None), (t("general.delete"), True)]),
        popup("harmless", clear, title, asked, body,
              [(t("general.cancel"), False), (t("general.delete"), None)]),
        menu("delete", entry_menu, title, actions,
             [(t("receiveHistoryPage.entryActions.deleteFromHistory"), True)]),
        entry("reversible", "localsend SettingsTab", settings,
              [(t("settingsTab.receive.saveToHistory"), False)]),
    ]  # fmt: skip
