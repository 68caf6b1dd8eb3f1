"""Aegis' screens (a two-factor authenticator), strings from ``t(name)``.

Read from the code (``app/src/main``): ``menu/menu_action_mode.xml`` (an entry long-pressed
in the list: Favorite, Copy, Edit, Transfer and Delete on the bar, the rest in the
overflow; Transfer opens ``TransferEntriesActivity``, which only shows the entries as QR
codes; Delete opens ``Dialogs.showDeleteEntriesDialog``), ``Dialogs.java``
(``showDeleteEntriesDialog``: its own view ``dialog_delete_entry.xml`` with the question
and the warning that 2FA stays on for the service, the platform's Yes and No, which read
OK and Cancel; Yes deletes the entry from the vault, and with it the secret that makes
the codes; ``showDiscardDialog``: Save positive, Discard negative, only about unsaved
edits), ``menu/menu_edit.xml`` and ``EditEntryActivity.java`` (Save on the bar; Delete and
Reset usage count in the overflow open a dialog first), ``menu/menu_main.xml`` (Lock
locks the vault, which the password opens again), ``GroupManagerActivity.java`` and
``card_group.xml`` (a group's Remove group button asks; Yes only takes the group off the
list, and the removal is written to the vault by the screen's Save, after which the
group is gone and its entries have no group), ``IconPacksManagerFragment.java`` (Yes
deletes the icon pack's files), ``SecurityPreferencesFragment.java`` (turning
encryption off asks; Yes stores the vault unencrypted, and setting a password encrypts it
again), ``ImportExportPreferencesFragment.java`` and ``dialog_export.xml`` (the export
dialog: with "Encrypt the vault" unticked it shows the warning and "I understand the
risk"; OK opens the system's file picker to choose where the file goes, and Share writes
the file to the app's cache and opens the share sheet: neither hands the vault to anyone
before the user picks in the system's own screen).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu

ISSUER, ACCOUNT = "GitHub", "ana@example.org"
GROUP, PACK = "Work", "Aegis Icons"


def screens(t: Any) -> list[dict[str, Any]]:
    return entries(t) + editing(t) + groups(t) + settings(t)


def ask(t: Any, category: str, source: str, page: str, title: str, message: str | None,
        bad: bool | None, cancel: bool | None = None,
        items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A ``MaterialAlertDialog`` with the platform's No (Cancel) and Yes (OK)."""
    return dialog(category, f"aegis {source}", page, title, message,
                  [(t("android:cancel"), NEGATIVE, cancel), (t("android:ok"), POSITIVE, bad)],
                  items)  # fmt: skip


def selected(t: Any) -> dict[str, Any]:
    """The list with one entry selected: the action mode's bar."""
    bar = [("favorite", "action_toggle_favorite"), ("copy", "action_copy"),
           ("edit", "action_edit"), ("action_transfer", "action_share_qr"),
           ("action_delete", "action_delete")]  # fmt: skip
    return {"title": "1", "items": [
        *({"icon": t(name), "rid": rid} for name, rid in bar),
        {"list": [{"row": ISSUER, "secondary": ACCOUNT}, {"row": "Proton", "secondary": ACCOUNT}]},
    ]}  # fmt: skip


def entries(t: Any) -> list[dict[str, Any]]:
    name = f"• {ISSUER} ({ACCOUNT})"
    return [
        entry("opens-prompt", "aegis menu_action_mode (an entry selected)", selected(t),
              [(t("action_delete"), False), (t("action_transfer"), False)]),
        entry("reversible", "aegis menu_action_mode (favorite)", selected(t),
              [(t("favorite"), False)]),
        menu("opens-prompt", "aegis menu_action_mode (overflow)", "1",
             [t("select_all"), t("assign_icons"), t("assign_groups")],
             [(t("assign_groups"), False)]),
        ask(t, "delete", "Dialogs.showDeleteEntriesDialog", "Aegis", t("delete_entry"), None,
            True, cancel=False,
            items=({"text": t("delete_entry_description"), "rid": "text_message"},
                   {"text": t("delete_entry_explanation", name), "rid": "text_explanation"})),
        ask(t, "delete", "Dialogs.showDeleteEntriesDialog (two entries)", "Aegis",
            t("delete_entries"), None, True,
            items=({"text": t("delete_entries_description#2"), "rid": "text_message"},)),
        entry("harmless", "aegis menu_main (the list)", {"title": "Aegis", "items": [
            {"icon": t("search"), "rid": "mi_search"}, {"icon": t("lock"), "rid": "action_lock"},
            {"icon": t("sort"), "rid": "action_sort"},
            {"list": [{"row": ISSUER, "secondary": ACCOUNT}]}]},
            [(t("lock"), False)]),
    ]  # fmt: skip


def editing(t: Any) -> list[dict[str, Any]]:
    page = t("title_activity_edit_entry")
    return [
        entry("reversible", "aegis EditEntryActivity (an entry changed)", {"title": page,
              "items": [{"icon": t("save"), "rid": "action_save"},
                        {"field": "text_name", "text": ACCOUNT},
                        {"field": "text_issuer", "text": ISSUER}]},
              [(t("save"), False)]),
        menu("opens-prompt", "aegis menu_edit (overflow)", page,
             [t("action_edit_icon"), t("action_reset_usage_count"), t("action_default_icon"),
              t("action_delete")],
             [(t("action_delete"), False)]),
        ask(t, "delete", "EditEntryActivity (delete)", page, t("delete_entry"), None, True,
            items=({"text": t("delete_entry_description"), "rid": "text_message"},)),
        dialog("reversible", "aegis Dialogs.showDiscardDialog", page, t("discard_changes"),
               t("discard_changes_description"),
               [(t("discard"), NEGATIVE, False), (t("save"), POSITIVE, False)]),
    ]  # fmt: skip


def groups(t: Any) -> list[dict[str, Any]]:
    page = t("title_activity_manage_groups")
    card = [{"text": GROUP, "rid": "text_group_name"},
            {"icon": t("rename_group"), "rid": "button_edit"},
            {"icon": t("remove_group"), "rid": "button_delete"}]  # fmt: skip
    bar = [{"icon": t("save"), "rid": "action_save"}]
    return [
        entry("opens-prompt", "aegis GroupManagerActivity (the groups)",
              {"title": page, "items": [*bar, {"list": card}]},
              [(t("remove_group"), False)]),
        ask(t, "reversible", "GroupManagerActivity (remove group)", page, t("remove_group"),
            t("remove_group_description"), False, cancel=False),
        menu("opens-prompt", "aegis menu_groups (overflow)", page,
             [t("remove_unused_groups")], [(t("remove_unused_groups"), False)]),
        entry("delete", "aegis GroupManagerActivity (a group removed, not saved)",
              {"title": page, "items": [*bar, {"text": t("empty_group_list_title")}]},
              [(t("save"), True)]),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    exporting = t("pref_export_summary")
    view = ({"text": t("export_help")},
            {"field": "dropdown_export_format", "hint": t("export_format_hint"),
             "text": t("export_format_aegis")},
            {"switch": t("export_encrypted"), "rid": "checkbox_export_encrypt"},
            {"text": t("export_warning_unencrypted"), "rid": "text_export_warning"},
            {"switch": t("understand_risk_accept"), "rid": "checkbox_accept"},
            {"switch": t("export_all_groups"), "rid": "export_selected_groups"})  # fmt: skip
    return [
        ask(t, "delete", "IconPacksManagerFragment (remove)", PACK, t("remove_icon_pack"),
            t("remove_icon_pack_description"), True, cancel=False),
        ask(t, "reversible", "SecurityPreferencesFragment (disable encryption)",
            t("pref_section_security_title"), t("disable_encryption"),
            t("disable_encryption_description"), False),
        dialog("opens-prompt", "aegis ImportExportPreferencesFragment (export)",
               t("pref_section_import_export_title"), exporting, None,
               [(t("share"), NEUTRAL, False), (t("android:cancel"), NEGATIVE, None),
                (t("android:ok"), POSITIVE, False)],
               view, taps=((t("understand_risk_accept"), False),)),
    ]  # fmt: skip
