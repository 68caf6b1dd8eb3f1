"""Homebox's screens for the hundred-and-ninetieth held-out corpus: ``screens(t)`` lays them
out in one language, ``t(key)`` being that language's lookup of a key of the app's
``frontend/locales/<lang>.json`` catalogue. What each action sends, and why it is labelled
so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "/api/v1"
ITEM, LOC = "5e1c2a90-7b3d-4f21-9a6e-0c8d4b2f1a37", "a2f4c6e8-1b3d-4e5f-8a9b-3c5d7e9f1a2b"
TAG, ATT = "7d9e1f3a-5b7c-4d9e-a1b3-c5d7e9f1a3b5", "c3e5a7b9-2d4f-4a6b-8c0d-e2f4a6b8c0d1"
MAINT, INVITE = "9b1d3f5a-7c9e-4b1d-8f3a-5c7e9b1d3f5a", "e4a6c8e0-3b5d-4f7a-9c1e-3a5c7e9b1d3f"
MEMBER = "f6b8d0f2-4c6e-4a8b-9d1f-4b6d8f0a2c4e"
NOTIFIER, KEY = "1a3c5e7a-9b1d-4f3a-8c5e-7a9b1d3f5a7c", "2b4d6f8b-0c2e-4a4b-9d6f-8b0c2e4a6b8d"
ITEM_NAME, LOC_NAME, TAG_NAME, ATT_NAME = "Cordless drill", "Garage", "Power tools", "manual.pdf"
MAINT_NAME, NOTIFIER_NAME = "Replace battery", "Phone"
NOTIFIER_URL = "ntfy://ntfy.sh/homebox-alice"
PREFIX = "Copy - "  # the user's own Copy Prefix, set in Duplicate Settings
MORE = "global.more_actions"  # its aria-label key is in no catalogue: vue-i18n shows the key
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """A request of lib/requests: JSON.stringify'd body, none where the call passes none."""
    if data is None:
        return f"{method} {API}{path}"
    return {"request": f"{method} {API}{path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"homebox {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(t: Any, title: str, message_key: str) -> dict[str, Any]:
    """ModalConfirm (useConfirm): an AlertDialog, the message, Cancel and Confirm, over the
    page (its title, Confirm again, is left out: the button carries that text)."""
    return {"title": title, "dialog": {"message": t(message_key)},
            "items": [{"button": t("global.cancel")}, {"button": t("global.confirm")}]}  # fmt: skip


def confirmed(t: Any, category: str, source: str, title: str, key: str, irreversible: bool,
              sends: list[Any]) -> dict[str, Any]:  # fmt: skip
    return _entry(category, source, confirm(t, title, key), [
        (t("global.confirm"), irreversible, sends), (t("global.cancel"), False, [])])  # fmt: skip


def item_screens(t: Any) -> list[dict[str, Any]]:
    """The sidebar, the create-tag modal, an item's page, menu, edit page, attachments and
    maintenance log, with their dialogs."""
    sidebar = {"title": "Homebox", "items": [
        {"button": t("global.create")}, {"link": t("menu.home")}, {"link": t("menu.locations")},
        {"link": t("menu.maintenance")}, {"link": t("menu.collection")},
        {"link": t("menu.profile")}, {"button": t("global.sign_out")}]}  # fmt: skip
    tag_modal = {"title": "Homebox", "dialog": {
        "title": t("components.tag.create_modal.title")}, "items": [
        {"field": t("components.tag.create_modal.tag_name"), "text": "Garden"},
        {"field": t("components.tag.create_modal.tag_description"), "text": ""},
        {"button": t("global.create")}]}  # fmt: skip
    item = {"title": ITEM_NAME, "items": [
        {"text": ITEM_NAME}, {"button": t("global.create_subitem")},
        {"button": MORE}, {"link": t("items.details")},
        {"link": t("global.maintenance")}, {"link": t("global.edit")}]}  # fmt: skip
    more = {"title": ITEM_NAME, "dialog": {}, "items": [
        {"button": t("global.duplicate")},
        {"button": t("components.template.save_as_template")},
        {"button": t("global.delete")}]}  # fmt: skip
    edit = {"title": ITEM_NAME, "items": [
        {"text": t("items.edit_details")}, {"field": t("global.name"), "text": ITEM_NAME},
        {"field": t("global.quantity"), "text": "1"}, {"button": t("global.save")},
        {"text": t("items.attachments")}, {"text": ATT_NAME},
        {"button": t("global.edit")}, {"button": t("global.delete")}]}  # fmt: skip
    att_edit = {"title": ITEM_NAME, "dialog": {
        "title": t("items.edit.edit_attachment_dialog.title")}, "items": [
        {"field": t("items.edit.edit_attachment_dialog.attachment_title"), "text": ATT_NAME},
        {"switch": t("items.edit.edit_attachment_dialog.primary_photo"), "checked": False},
        {"button": t("global.update")}]}  # fmt: skip
    log = {"title": ITEM_NAME, "items": [
        {"button": t("maintenance.filter.scheduled")},
        {"button": t("maintenance.filter.completed")},
        {"button": t("maintenance.filter.both")}, {"button": t("maintenance.list.new")},
        {"text": MAINT_NAME}, {"button": t("maintenance.list.edit")},
        {"button": t("maintenance.list.complete")}, {"button": t("maintenance.list.duplicate")},
        {"button": t("maintenance.list.delete")}]}  # fmt: skip
    new_entry = {"title": ITEM_NAME, "dialog": {"title": t("maintenance.modal.new_title")},
                 "items": [{"field": t("maintenance.modal.entry_name"), "text": "Oil chuck"},
                           {"field": t("maintenance.modal.notes"), "text": ""},
                           {"button": t("maintenance.modal.new_action")}]}  # fmt: skip
    maint_body = {"name": MAINT_NAME, "completedDate": "2026-08-22",
                  "scheduledDate": "2026-09-01", "description": "", "cost": "0"}  # fmt: skip
    return [
        _entry("reversible", "sidebar", sidebar, [
            (t("global.create"), False, []),
            (t("global.sign_out"), False, [api("POST", "/users/logout")])]),
        _entry("reversible", "create tag modal", tag_modal, [
            (t("global.create"), False, [api("POST", "/tags", {
                "name": "Garden", "description": "", "color": ""})])]),
        _entry("opens-prompt", "item page", item, [
 (MORE, False, []),
            (t("global.maintenance"), False, [api(
                "GET", f"/entities/{ITEM}/maintenance?status=both")]),
            (t("global.edit"), False, [api("GET", f"/entities/{ITEM}")])]),
        _entry("reversible", "item more-actions menu", more, [
            (t("global.duplicate"), False, [api("POST", f"/entities/{ITEM}/duplicate", {
                "copyMaintenance": False, "copyAttachments": True, "copyCustomFields": True,
                "copyPrefix": PREFIX})]),
            (t("global.delete"), False, [])]),
        confirmed(t, "delete", "item delete confirm", ITEM_NAME, "items.delete_item_confirm",
                  True, [api("DELETE", f"/entities/{ITEM}")]),
        _entry("reversible", "item edit page", edit, [
            (t("global.save"), False, [api("PUT", f"/entities/{ITEM}", {
                "id": ITEM, "name": ITEM_NAME, "quantity": 1, "parentId": LOC,
                "tagIds": [TAG]})]),
            (t("global.edit"), False, []), (t("global.delete"), False, [])]),
        _entry("reversible", "attachment edit dialog", att_edit, [
            (t("global.update"), False, [api("PUT", f"/entities/{ITEM}/attachments/{ATT}", {
                "title": ATT_NAME, "type": "manual", "primary": False})])]),
        confirmed(t, "delete", "attachment delete confirm", ITEM_NAME,
                  "items.delete_attachment_confirm", True,
                  [api("DELETE", f"/entities/{ITEM}/attachments/{ATT}")]),
        _entry("reversible", "item maintenance log", log, [
            (t("maintenance.list.new"), False, []),
            (t("maintenance.list.complete"), False, [
                api("PUT", f"/maintenance/{MAINT}", maint_body),
                api("GET", f"/entities/{ITEM}/maintenance?status=both")]),
            (t("maintenance.list.delete"), False, [])]),
        _entry("reversible", "new maintenance entry", new_entry, [
            (t("maintenance.modal.new_action"), False, [api(
                "POST", f"/entities/{ITEM}/maintenance", {
                    "name": "Oil chuck", "completedDate": "", "scheduledDate": "2026-09-15",
                    "description": "", "cost": "0"})])]),
        confirmed(t, "delete", "maintenance delete confirm", ITEM_NAME,
                  "maintenance.modal.delete_confirmation", True,
                  [api("DELETE", f"/maintenance/{MAINT}")]),
    ]  # fmt: skip


def place_screens(t: Any) -> list[dict[str, Any]]:
    """A tag's edit dialog and delete confirmation, a location's delete confirmation."""
    tag_edit = {
        "title": TAG_NAME,
        "dialog": {"title": t("tags.update_tag")},
        "items": [{"field": t("global.name"), "text": TAG_NAME}, {"button": t("global.update")}],
    }
    return [
        _entry("reversible", "tag edit dialog", tag_edit, [
            (t("global.update"), False, [api("PUT", f"/tags/{TAG}", {
                "name": TAG_NAME, "description": "", "color": "", "id": TAG})])]),
        confirmed(t, "delete", "tag delete confirm", TAG_NAME, "tags.tag_delete_confirm", True,
                  [api("DELETE", f"/tags/{TAG}")]),
        confirmed(t, "delete", "location delete confirm", LOC_NAME,
                  "locations.location_items_delete_confirm", True,
                  [api("DELETE", f"/entities/{LOC}")]),
    ]  # fmt: skip


def profile_screens(t: Any) -> list[dict[str, Any]]:
    """The profile page, the password and API key dialogs, and the confirmations."""
    title = t("menu.profile")
    page = {"title": title, "items": [
        {"text": t("profile.user_profile")}, {"button": t("profile.change_password")},
        {"button": t("profile.logout_all_devices")}, {"button": t("items.duplicate.title")},
        {"text": t("profile.api_keys")}, {"button": t("profile.api_key_create")},
        {"text": "Home Assistant"}, {"button": t("global.delete")},
        {"button": t("profile.delete_account")}]}  # fmt: skip
    password = {"title": title, "dialog": {"title": t("profile.change_password")}, "items": [
        {"field": t("profile.current_password"), "text": "••••••••"},
        {"field": t("profile.new_password"), "text": "••••••••••"},
        {"button": t("global.submit")}]}  # fmt: skip
    key = {"title": title, "dialog": {"title": t("profile.api_key_create")}, "items": [
        {"field": t("profile.api_key_name"), "text": "Grafana"},
        {"button": t("global.create")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "profile page", page, [
            (t("profile.change_password"), False, []),
            (t("profile.logout_all_devices"), False, []),
 (t("profile.api_key_create"), False, []),
            (t("global.delete"), False, []), (t("profile.delete_account"), False, [])]),
        _entry("reversible", "change password dialog", password, [
            (t("global.submit"), False, [api("PUT", "/users/self/change-password", {
                "current": "old-harbor-51", "new": "quiet-lantern-88"})])]),
        _entry("reversible", "create API key dialog", key, [
            (t("global.create"), False, [api("POST", "/users/self/api-keys", {
                "name": "Grafana"})])]),
        confirmed(t, "reversible", "log out of all devices confirm", title,
                  "profile.logout_all_confirm", False, [api("POST", "/users/logout/all")]),
        confirmed(t, "revoke", "API key revoke confirm", title, "profile.api_key_delete_confirm",
                  True, [api("DELETE", f"/users/self/api-keys/{KEY}")]),
        confirmed(t, "delete-user", "account delete confirm", title,
                  "profile.delete_account_confirm", True, [api("DELETE", "/users/self")]),
    ]  # fmt: skip


def collection_screens(t: Any) -> list[dict[str, Any]]:
    """The collection's settings and tools tabs, its invite, member and notifier dialogs."""
    title = t("collection.manage_collection")
    settings = {"title": title, "items": [
        {"link": t("collection.tabs.settings")}, {"link": t("collection.tabs.members")},
        {"link": t("collection.tabs.invites")}, {"link": t("collection.tabs.notifiers")},
        {"link": t("collection.tabs.tools")}, {"field": t("global.name"), "text": "Home"},
        {"button": t("profile.update_group")}]}  # fmt: skip
    invite_new = {
        "title": title,
        "dialog": {"title": t("collection.create_invite")},
        "items": [
            {"field": t("collection.expires_at"), "text": "2026-09-21"},
            {"field": t("collection.uses"), "text": "1"},
            {"button": t("global.create")},
        ],
    }
    notifier = {"title": title, "dialog": {"title": NOTIFIER_NAME}, "items": [
        {"field": t("global.name"), "text": NOTIFIER_NAME},
        {"field": t("profile.url"), "text": NOTIFIER_URL},
        {"switch": t("profile.enabled"), "checked": True},
        {"button": t("profile.test")}, {"button": t("global.submit")}]}  # fmt: skip
    tools = {"title": title, "items": [
        {"text": t("tools.reports")}, {"button": t("tools.reports_set.asset_labels_button")},
        {"button": t("tools.reports_set.bill_of_materials_button")},
        {"button": t("tools.import_export_set.import_button")},
        {"button": t("tools.import_export_set.export_button")},
        {"button": t("tools.actions_set.ensure_ids_button")},
        {"button": t("tools.actions_set.zero_datetimes_button")},
        {"button": t("tools.actions_set.set_primary_photo_button")},
        {"button": t("tools.actions_set.wipe_inventory_button")},
        {"button": t("tools.backups_set.create_button")}]}  # fmt: skip
    wipe = {"title": title, "dialog": {"title": t("tools.actions_set.wipe_inventory"),
                                       "message": t("tools.actions_set.wipe_inventory_confirm")},
            "items": [{"switch": t("tools.actions_set.wipe_inventory_tags"), "checked": False},
                      {"switch": t("tools.actions_set.wipe_inventory_locations"),
                       "checked": False},
                      {"switch": t("tools.actions_set.wipe_inventory_maintenance"),
                       "checked": False},
                      {"button": t("global.cancel")}, {"button": t("global.confirm")}]}  # fmt: skip
    return [
        _entry("reversible", "collection settings", settings, [
            (t("profile.update_group"), False, [api("PUT", "/groups", {
                "name": "Home", "currency": "EUR"})])]),
        _entry("reversible", "create invite dialog", invite_new, [
            (t("global.create"), False, [api("POST", "/groups/invitations", {
                "expiresAt": "2026-09-21T00:00:00.000Z", "uses": 1})])]),
        confirmed(t, "revoke", "invite delete confirm", title, "collection.invites_delete_confirm",
                  True, [api("DELETE", f"/groups/invitations/{INVITE}")]),
        confirmed(t, "revoke", "member remove confirm", title,
                  "collection.members.remove_confirm", True,
                  [api("DELETE", f"/groups/members/{MEMBER}")]),
        _entry("send", "notifier dialog", notifier, [
            (t("profile.test"), True, [api("POST", "/notifiers/test", {"url": NOTIFIER_URL})]),
            (t("global.submit"), False, [api("PUT", f"/notifiers/{NOTIFIER}", {
                "name": NOTIFIER_NAME, "url": NOTIFIER_URL, "isActive": True}),
                api("GET", "/notifiers")])]),
        confirmed(t, "delete", "notifier delete confirm", title, "profile.delete_notifier_confirm",
                  True, [api("DELETE", f"/notifiers/{NOTIFIER}")]),
        _entry("reversible", "collection tools", tools, [
            (t("tools.reports_set.bill_of_materials_button"), False, [
                {"request": f"GET {API}/reporting/bill-of-materials", "via": "link"}]),
            (t("tools.import_export_set.export_button"), False, [
                {"request": f"GET {API}/entities/export", "via": "link"}]),
            (t("tools.actions_set.wipe_inventory_button"), False, []),
            (t("tools.backups_set.create_button"), False, [api("POST", "/group/exports")])]),
        confirmed(t, "delete", "zero date times confirm", title,
                  "tools.actions_set.zero_datetimes_confirm", True,
                  [api("POST", "/actions/zero-item-time-fields")]),
        _entry("delete", "wipe inventory dialog", wipe, [
            (t("global.confirm"), True, [api("POST", "/actions/wipe-inventory", {
                "wipeTags": False, "wipeLocations": False, "wipeMaintenance": False})]),
            (t("global.cancel"), False, [])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*item_screens(t), *place_screens(t), *profile_screens(t), *collection_screens(t)]
