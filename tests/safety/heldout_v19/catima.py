"""Catima's screens (a loyalty card wallet), strings from ``t(name)``.

Read from the code (``app/src/main``): ``res/menu/main_menu.xml`` and ``MainActivity.kt``
(the card list's action bar and overflow: Search, Display options, Sort, Groups,
Import/export, Settings, About, each opening its screen or dialog), ``layout/main_activity
.xml`` and ``loyalty_card_layout.xml`` (the cards and the Add button),
``res/menu/card_longclick_menu.xml`` with ``MainActivity``'s action mode (cards selected by
a long press: Edit and Share, then Add to favorites, Archive and Duplicate, each undone
from the same menu or edited again, and Delete, which opens a dialog: "Delete card" and
"Delete this card permanently?" for one card, the ``deleteCardsTitle`` and
``deleteCardsConfirmation`` plurals for several, Cancel and Confirm, which deletes them with
``DBHelper.deleteLoyaltyCard``, images included), ``cardview/LoyaltyCardViewActivity
.java`` with ``res/menu/card_view_menu.xml`` and ``layout/loyalty_card_view_layout.xml`` (a
card's page: Share and Add to favorites in the action bar, Archive, Duplicate and Delete in
its overflow, Delete opening the same dialog, whose Confirm deletes the card; the bottom
bar's previous, info, update-balance and next buttons, known by their ids, and the Edit
button), ``cardview/LoyaltyCardViewDialogs.showBalanceUpdateDialog`` ("How much did you
spend or receive?", the current balance, the amount, Cancel, Receive and Spend: Spend and
Receive only write the card's new balance, which the same dialog or the editor changes
again; nothing is paid), ``ManageGroupsActivity.kt`` with ``layout/group_layout.xml`` (a
group's row: move up, move down, Edit, Delete, which opens "Delete group?" with the group's
name, Cancel and OK, which deletes the group, ``DBHelper.deleteGroup``, and with it which
cards were in it; the Add button opens "Enter group name", whose OK creates a group, to be
renamed or deleted again) and ``ImportExportActivity.kt`` with ``layout/import_export_activity
.xml`` (Export opens a password prompt whose OK opens the system's picker to save the file;
"From filesystem" opens the list of formats, and its alert's OK opens the file picker).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu

STORE, GROUP, BALANCE = "Green Grocer", "Supermarkets", "€ 12.50"


def screens(t: Any) -> list[dict[str, Any]]:
    return cards(t) + card(t) + groups(t) + backups(t)


def listing(t: Any) -> dict[str, Any]:
    return {"title": t("app_name"), "items": [
        {"tab": t("all")}, {"tab": GROUP},
        {"list": [{"row": STORE, "secondary": "4006381333931"},
                  {"row": "Book Corner", "secondary": "9780201379624"},
                  {"row": "City Pharmacy", "secondary": "2400000032632"}]},
        {"icon": t("action_add"), "rid": "fabAdd"}]}  # fmt: skip


def cards(t: Any) -> list[dict[str, Any]]:
    page = t("app_name")
    overflow = [t("action_search"), t("action_display_options"), t("sort"), t("groups"),
                t("importExport"), t("settings"), t("about")]  # fmt: skip
    selected = [t("editCardTitle"), t("share"), t("star"), t("archive"), t("duplicateCard"),
                t("delete")]  # fmt: skip
    where = "catima card_longclick_menu (a card selected)"
    buttons = [(t("cancel"), NEGATIVE), (t("confirm"), POSITIVE)]
    return [
        menu("harmless", "catima main_menu (the card list's overflow)", page, overflow,
             [(t("groups"), False)]),
        entry("harmless", "catima main_activity (the card list)", listing(t),
              [(t("action_add"), False)]),
        menu("opens-prompt", where, page, selected, [(t("delete"), False)]),
        menu("reversible", where, page, selected, [(t("archive"), False)]),
        dialog("delete", "catima MainActivity (deleting one selected card)", page,
               t("deleteTitle"), t("deleteConfirmation"),
               [(label, rid, True if rid == POSITIVE else None) for label, rid in buttons]),
        dialog("delete", "catima MainActivity (deleting three selected cards)", page,
               t("deleteCardsTitle#3"), t("deleteCardsConfirmation#3"),
               [(label, rid, rid == POSITIVE) for label, rid in buttons]),
    ]  # fmt: skip


def card(t: Any) -> list[dict[str, Any]]:
    page = {"title": STORE, "items": [
        {"icon": t("share"), "rid": "action_share"},
        {"icon": t("star"), "rid": "action_star_unstar"},
        {"text": STORE, "rid": "icon_text"},
        {"text": "4006381333931", "rid": "main_image_description"},
        {"id": "bottom_app_bar_previous_button"}, {"id": "bottom_app_bar_info_button"},
        {"id": "bottom_app_bar_update_balance_button"}, {"id": "bottom_app_bar_next_button"},
        {"icon": t("edit"), "rid": "fabEdit"}]}  # fmt: skip
    overflow = [t("archive"), t("duplicateCard"), t("delete")]
    balance = (
        {"text": t("currentBalanceSentence", BALANCE)},
        {"field": "balance", "hint": t("updateBalanceHint"), "text": "4.20"})  # fmt: skip
    return [
        entry("opens-prompt", "catima LoyaltyCardViewActivity (a card's page)", page,
              [("bottom_app_bar_update_balance_button", False)]),
        entry("reversible", "catima LoyaltyCardViewActivity (a card's page)", page,
              [(t("star"), False)]),
        entry("harmless", "catima LoyaltyCardViewActivity (a card's page)", page,
              [(t("edit"), False)]),
        menu("opens-prompt", "catima card_view_menu (a card's overflow)", STORE, overflow,
             [(t("delete"), False)]),
        dialog("delete", "catima LoyaltyCardViewActivity (deleting the card)", STORE,
               t("deleteTitle"), t("deleteConfirmation"),
               [(t("cancel"), NEGATIVE, None), (t("confirm"), POSITIVE, True)]),
        dialog("reversible", "catima LoyaltyCardViewDialogs.showBalanceUpdateDialog", STORE,
               t("updateBalanceTitle"), None,
               [(t("cancel"), NEUTRAL, None), (t("receive"), NEGATIVE, False),
                (t("spend"), POSITIVE, False)], balance),
    ]  # fmt: skip


def groups(t: Any) -> list[dict[str, Any]]:
    page = t("groups")
    screen = {"title": page, "items": [
        {"text": GROUP, "rid": "name"}, {"text": t("groupCardCount#4"), "rid": "cardCount"},
        {"icon": t("moveUp"), "rid": "moveUp"}, {"icon": t("moveDown"), "rid": "moveDown"},
        {"icon": t("edit"), "rid": "edit"}, {"icon": t("delete"), "rid": "delete"},
        {"icon": t("action_add"), "rid": "fabAdd"}]}  # fmt: skip
    name = ({"field": "group_name", "text": "Pharmacies"},)
    return [
        entry("opens-prompt", "catima ManageGroupsActivity (the groups)", screen,
              [(t("delete"), False)]),
        entry("reversible", "catima ManageGroupsActivity (the groups)", screen,
              [(t("moveUp"), False)]),
        dialog("delete", "catima ManageGroupsActivity.onDeleteButtonClicked", page,
               t("deleteConfirmationGroup"), GROUP,
               [(t("ok"), POSITIVE, True), (t("cancel"), NEGATIVE, None)]),
        dialog("reversible", "catima ManageGroupsActivity.createGroup", page,
               t("enter_group_name"), None,
               [(t("ok"), POSITIVE, False), (t("cancel"), NEGATIVE, None)], name),
    ]  # fmt: skip


def backups(t: Any) -> list[dict[str, Any]]:
    page = t("importExport")
    screen = {"title": page, "items": [
        {"text": t("importExportHelp")}, {"text": t("exportOptionExplanation")},
        {"button": t("exportName"), "rid": "exportButton"},
        {"text": t("importOptionFilesystemTitle"), "rid": "importOptionFilesystemTitle"},
        {"text": t("importOptionFilesystemExplanation")},
        {"button": t("importOptionFilesystemButton"),
         "rid": "importOptionFilesystemButton"}]}  # fmt: skip
    password = ({"field": "export_password", "hint": t("exportPasswordHint"),
                 "text": "••••••••"},)  # fmt: skip
    return [
        entry("harmless", "catima import_export_activity (Import/export)", screen,
              [(t("exportName"), False)]),
        dialog("harmless", "catima ImportExportActivity (the export's password)", page,
               t("exportPassword"), None,
               [(t("ok"), POSITIVE, False), (t("cancel"), NEGATIVE, None)], password),
        dialog("harmless", "catima ImportExportActivity.chooseImportType (its alert)", page,
               t("importCatima"), t("importCatimaMessage"),
               [(t("ok"), POSITIVE, False), (t("cancel"), NEGATIVE, None)]),
    ]  # fmt: skip
