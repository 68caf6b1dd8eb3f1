"""TeamPass's screens for the four-hundred-and-eighty-first held-out corpus: ``screens(t, ok,
cancel)`` lays them out in one language, ``t(key)`` being that language's lookup of a key of
the app's ``app/includes/language/<language>.php`` catalogue and ``ok``, ``cancel`` the
browser's own buttons of a ``confirm()``. What each action sends, and why it is labelled so,
is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote

KEY = "5c0e9a27d41b86f3e2a7c915b08d4f6a"  # made up: the session key, sent as `key` by each call
TITLE = "Teampass"  # document.title: the teampass_title setting's default
ITEM, ITEM_LABEL, FOLDER, FOLDER_NAME = 418, "Billing portal", 23, "Finance"
ITEM_KEY = "7f3a91c05e28d4b6a1f09c3e7d52b8a46e0c1f9d3b7a25e8c4"  # made up: uniqidReal(50)
OTHER, OTHER_LABEL = 512, "Payroll SFTP"  # an item the user may not open
FOLDER2, FOLDER2_NAME = 31, "Marketing"
USER_ID = 9  # the user of the items and profile pages (eortiz)
MEMBER, MEMBER_LOGIN = 17, "mdubois"  # a user on the administrator's users page
GONE, GONE_LOGIN = 14, "jkeller"  # a deleted user
ROLE, ROLE_NAME = "6", "Contractors"
FILE_ID, FILE_NAME = 77, "contract-2026"
BACKUP = "teampass_backup_20260801_0900.sql"
Act = tuple[str, bool, list[Any]]


def encode(value: str) -> str:
    """encodeURIComponent, as jQuery's $.param writes a field, with %20 as +."""
    return quote(value, safe="-_.!~*'()").replace("%20", "+")


def stringify(data: Any) -> str:
    """JSON.stringify's compact form."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def post(script: str, kind: str, data: Any = None, *, before: tuple[tuple[str, str], ...] = (),
         after: tuple[tuple[str, str], ...] = (), key: bool = True) -> dict[str, str]:  # fmt: skip
    """``$.post('sources/<script>', {type, ..., data, ..., key})``: the body urlencoded in
    the object's order, ``data`` being JSON.stringify's text (prepareExchangedData passes it
    through as is while the exchanges are not encrypted)."""
    fields = [("type", kind), *before]
    if data is not None:
        fields.append(("data", stringify(data)))
    fields += [*after, *([("key", KEY)] if key else [])]
    body = "&".join(f"{encode(k)}={encode(v)}" for k, v in fields)
    return {"request": f"POST /sources/{script}", "body": body}


def page(url: str) -> dict[str, str]:
    """A page load: ``window.location.href = ...`` or an ``<a href>``."""
    return {"request": f"GET {url}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"teampass {source}", "web": True,
            "screen": {"title": TITLE, **screen}, "cases": cases}  # fmt: skip


def modal(heading: str, items: list[dict[str, Any]], message: str = "") -> dict[str, Any]:
    """A Bootstrap modal over its page, headed by its ``h5``/``h4``."""
    dialog = {"title": heading, **({"message": message} if message else {})}
    return {"dialog": dialog, "items": items}


def item_screens(t: Any) -> list[dict[str, Any]]:
    """The items page of a user: the folders' and items' menus, the bulk deletion's
    confirmation, an item's card menu and its modals, the access request, the folder forms,
    the server password form and the attachments of the edit form."""
    folders_menu = {"items": [
        {"text": t("items")}, {"text": t("folders")}, {"menu": t("refresh")},
        {"menu": t("expand")}, {"menu": t("collapse")}, {"menu": t("add")},
        {"menu": t("edit")}, {"menu": t("copy")}, {"menu": t("delete")}]}  # fmt: skip
    items_menu = {"items": [
        {"text": t("items")}, {"text": FOLDER_NAME}, {"menu": t("item_checkbox")},
        {"menu": t("delete_items")}, {"menu": t("show_hide_folders")},
        {"button": t("new")}]}  # fmt: skip
    bulk = modal(t("please_confirm_deletion"), [
        {"button": t("yes")}, {"button": t("cancel")}])  # fmt: skip
    card = {"items": [
        {"text": ITEM_LABEL}, {"link": t("new")}, {"link": t("edit")},
        {"link": t("delete")}, {"link": t("copy")}, {"link": t("link")},
        {"link": t("share")}, {"link": t("notify")}, {"link": t("secure_send")},
        {"link": t("refresh")}, {"text": t("pw")}, {"text": t("index_login")},
        {"text": "e.ortiz"}]}  # fmt: skip
    delete = modal(t("delete_item"), [
        {"text": t("warning")}, {"button": t("perform")}, {"button": t("cancel")}],
        t("delete_item_message"))  # fmt: skip
    copy_item = modal(t("copy_item"), [
        {"text": t("new_label")},
        {"field": "form-item-copy-new-label", "hint": "", "text": "Billing portal (archive)"},
        {"text": t("select_destination_folder")},
        {"field": "form-item-copy-destination", "hint": "", "text": FOLDER2_NAME},
        {"button": t("perform")}, {"button": t("cancel")}])  # fmt: skip
    share = modal(t("share_item"), [
        {"text": t("information")}, {"text": t("email_address")},
        {"field": "form-item-share-email", "hint": t("enter_email"),
         "text": "l.moreau@northwind-example.com"},
        {"button": t("perform")}, {"button": t("cancel")}], t("share_item_message"))  # fmt: skip
    notify = modal(t("notification"), [
        {"text": t("information")}, {"switch": t("notify_on_change"), "checked": True},
        {"button": t("confirm")}, {"button": t("cancel")}], t("notification_message"))  # fmt: skip
    otv = modal(t("secure_send"), [
        {"text": t("information")}, {"text": t("secure_send_passphrase")},
        {"field": "form-secure-send-passphrase", "hint": "", "text": ""},
        {"text": t("number_of_days")}, {"field": "form-item-otv-days", "hint": "", "text": "7"},
        {"text": t("number_of_times")},
        {"field": "form-item-otv-views", "hint": "", "text": "1"},
        {"button": t("generate")}, {"text": t("otv_link")},
        {"field": "form-item-otv-link", "hint": "", "text": ""}, {"button": t("copy")},
        {"text": t("secure_send_my_sends")}, {"text": t("secure_send_no_active")},
        {"button": t("close")}])  # fmt: skip
    access = {"items": [
        {"text": t("request_access")}, {"text": OTHER_LABEL}, {"text": t("information")},
        {"text": t("request_access_message")},
        {"field": "form-item-request-access-reason", "hint": t("request_access_reason"),
         "text": "Needed for the quarterly payroll check."},
        {"button": t("confirm")}, {"button": t("cancel")}]}  # fmt: skip
    folder_add = {"items": [
        {"text": t("add_folder")}, {"text": t("label")},
        {"field": "form-folder-add-label", "hint": "", "text": "Vendors"},
        {"text": t("select_folder_parent")},
        {"field": "form-folder-add-parent", "hint": "", "text": FOLDER_NAME},
        {"text": t("complex_asked")}, {"text": t("icon")},
        {"button": t("perform")}, {"button": t("cancel")}]}  # fmt: skip
    folder_delete = {"items": [
        {"text": t("delete_folder")}, {"text": t("select_folder_to_delete")},
        {"field": "form-folder-delete-selection", "hint": "", "text": FOLDER2_NAME},
        {"switch": t("folder_delete_confirm"), "checked": True},
        {"button": t("perform")}, {"button": t("cancel")}]}  # fmt: skip
    server = {"items": [
        {"text": t("update_server_password")}, {"tab": t("ssh_one_shot_change")},
        {"tab": t("ssh_scheduled_change")}, {"text": t("auto_update_server_password_info")},
        {"text": t("ssh_user")}, {"field": "form-item-server-login", "hint": "", "text": "root"},
        {"text": t("ssh_pwd")},
        {"field": "form-item-server-old-password", "hint": "", "text": "••••••••"},
        {"text": t("index_new_pw")},
        {"field": "form-item-server-password", "hint": "", "text": "••••••••••••"},
        {"icon": t("pw_generate")}, {"button": t("perform")}, {"button": t("cancel")}]}  # fmt: skip
    attachments = {"items": [
        {"text": ITEM_LABEL}, {"text": t("attachments")}, {"text": f"{FILE_NAME}.pdf"},
        {"link": t("download")}, {"icon": t("delete")},
        {"button": t("save")}, {"button": t("cancel")}]}  # fmt: skip

    check = post("items.queries.php", "check_current_access_rights", {
        "itemId": ITEM, "treeId": FOLDER, "userId": USER_ID, "action": "delete"})  # fmt: skip
    download = (f"/sources/downloadFile.php?name={FILE_NAME}&key={KEY}"
                f"&key_tmp=c81f04d2a9e3&fileid={FILE_ID}")  # fmt: skip
    server_fields = (("data[item_id]", str(ITEM)), ("data[new_pwd]", "Vq7#mT2p!Lr9xW4e"),
                     ("data[ssh_root]", "root"), ("data[ssh_pwd]", "Hk3$zN8qPw"),
                     ("data[user_id]", str(USER_ID)))  # fmt: skip
    return [
        _entry("opens-prompt", "folders menu", folders_menu, [
            (t("delete"), False, [])]),
        _entry("opens-prompt", "items menu", items_menu, [
            (t("delete_items"), False, [])]),
        _entry("delete", "delete selected items confirm", bulk, [
            (t("yes"), True, [post("items.queries.php", "items_delete", {
                "selectedItemIds": stringify([ITEM, 421])})]),
            (t("cancel"), False, [])]),
        _entry("opens-prompt", "item card menu", card, [
            (t("delete"), False, [check]), (t("copy"), False, []), (t("share"), False, []),
            (t("secure_send"), False, [post("items.queries.php", "list_secure_sends")])]),
        _entry("delete", "delete item modal", delete, [
            (t("perform"), True, [post("items.queries.php", "delete_item", {
                "item_id": ITEM, "item_key": ITEM_KEY, "folder_id": FOLDER,
                "access_level": 0})]),
            (t("cancel"), False, [])]),
        _entry("reversible", "copy item modal", copy_item, [
            (t("perform"), False, [post("items.queries.php", "copy_item", {
                "item_id": ITEM, "source_id": FOLDER, "dest_id": str(FOLDER2),
                "new_label": "Billing portal (archive)"})])]),
        _entry("send", "share item modal", share, [
            (t("perform"), True, [post("items.queries.php", "send_email", {
                "id": ITEM, "receipt": "l.moreau@northwind-example.com",
                "cat": "share_this_item"})]),
            (t("cancel"), False, [])]),
        _entry("reversible", "notification modal", notify, [
            (t("confirm"), False, [post("items.queries.php", "save_notification_status", {
                "notification_status": 1, "item_id": ITEM})])]),
        _entry("reversible", "secure send modal", otv, [
            (t("generate"), False, [post("items.queries.php", "generate_OTV_url", {
                "send_type": "item", "passphrase": "", "days": "7", "views": "1",
                "shared_globaly": 0, "id": ITEM})])]),
        _entry("send", "request access form", access, [
            (t("confirm"), True, [post("items.queries.php", "send_request_access", {
                "id": OTHER, "email": "Needed for the quarterly payroll check."})]),
            (t("cancel"), False, [])]),
        _entry("reversible", "add folder form", folder_add, [
            (t("perform"), False, [post("folders.queries.php", "add_folder", {
                "title": "Vendors", "parentId": str(FOLDER), "complexity": "38", "icon": "",
                "iconSelected": "", "id": FOLDER})])]),
        _entry("delete", "delete folder form", folder_delete, [
            (t("perform"), True, [post("folders.queries.php", "delete_folders", {
                "selectedFolders": [str(FOLDER2)]})]),
            (t("cancel"), False, [])]),
        _entry("overwrite", "server password form", server, [
            (t("perform"), True, [post("utils.queries.php", "server_auto_update_password",
                                       before=server_fields)]),
            (t("cancel"), False, [])]),
        _entry("delete", "edit form attachments", attachments, [
            (t("download"), False, [page(download)]),
            (t("delete"), True, [post("items.queries.php", "delete_attached_file", {
                "file_id": FILE_ID})])]),
    ]  # fmt: skip


def account_screens(t: Any, ok: str, cancel: str) -> list[dict[str, Any]]:
    """The user menu, the new keys dialog in its two steps, the profile's API token and
    browser extension tokens, and the browser's confirmation of a token's revocation."""
    user_menu = {"items": [
        {"text": "Emma Ortiz"}, {"menu": t("profile")}, {"menu": t("index_change_pw")},
        {"menu": t("generate_new_keys")}, {"menu": t("disconnect")}]}  # fmt: skip
    keys_first = modal(t("generate_new_keys"), [
        {"button": t("close")}, {"button": t("perform")}], t("generate_new_keys_info"))  # fmt: skip
    keys_second = modal(t("generate_new_keys"), [
        {"text": t("confirm_password")},
        {"field": "encryption-otp", "hint": "", "text": "••••••••••••••••"},
        {"icon": t("mask_pw")}, {"button": t("close")}, {"button": t("confirm")}],
        t("generate_new_keys_info"))  # fmt: skip
    api = {"items": [
        {"text": t("profile")}, {"text": "Emma Ortiz"},
        {"text": "W7kQ2mZp9RtX4vN8bL3cY6hJ1dF5gS0aE2uK9oT"},
        {"icon": t("generate_api_token")}, {"icon": t("copy_to_clipboard")}]}  # fmt: skip
    tokens = {"items": [
        {"text": t("profile")}, {"icon": t("extension_token_generate")},
        {"text": "tpx_3f9a…"}, {"text": f"{t('extension_token_created')}: 02/08/2026"},
        {"icon": t("extension_token_revoke")}]}  # fmt: skip
    revoke = {"dialog": {"message": t("extension_token_revoke_confirm")},
              "items": [{"button": ok}, {"button": cancel}]}  # fmt: skip
    new_keys = {"user_pwd": "Summer-Harbor-42", "encryption_key": "",
                "delete_existing_keys": True, "encrypt_with_user_pwd": True,
                "send_email_to_user": True, "email_body": "email_body_user_config_4",
                "generate_user_new_password": False, "user_self_change": True}  # fmt: skip
    generate = post("main.queries.php", "generate_password", before=(
        ("type_category", "action_user"), ("size", "39"), ("lowercase", "true"),
        ("numerals", "true"), ("capitalize", "true"), ("symbols", "false"),
        ("secure", "false")))  # fmt: skip
    save_key = post("users.queries.php", "save_user_change", {
        "field": "user_api_key", "value": "Hn4Rb8Wq2Lx7Tz5Kc9Vm3Pd6Yf1Gs0Aj8Ue2No",
        "user_id": USER_ID, "context": ""}, after=(("isprofileupdate", "true"),))  # fmt: skip
    return [
        _entry("harmless", "user menu", user_menu, [
            (t("generate_new_keys"), False, []),
            (t("disconnect"), False, [page(f"/includes/core/logout.php?token={KEY}")])]),
        _entry("opens-prompt", "new keys dialog", keys_first, [
            (t("perform"), False, [])]),
        _entry("reset", "new keys dialog with password", keys_second, [
            (t("confirm"), True, [post("main.queries.php", "user_new_keys_generation",
                                       new_keys, before=(("type_category", "action_key"),))]),
            (t("close"), False, [])]),
        _entry("revoke", "profile api token", api, [
            (t("generate_api_token"), True, [generate, save_key])]),
        _entry("reversible", "profile extension tokens", tokens, [
            (t("extension_token_generate"), False, [post(
                "users.queries.php", "generate_extension_token", {"label": ""})]),
            (t("extension_token_revoke"), False, [])]),
        _entry("revoke", "revoke token confirm", revoke, [
            (ok, True, [post("users.queries.php", "revoke_extension_token", {"id": 3})]),
            (cancel, False, [])]),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """The administrator's pages: a user's menu, its disable and delete dialogs, the deleted
    users and their purges, the roles page and a role's deletion, the recycled bin and its
    confirmations, the backups page and a backup's deletion."""
    row_menu = {"items": [
        {"text": t("users")}, {"text": MEMBER_LOGIN}, {"menu": t("change_login_password")},
        {"menu": t("edit")}, {"menu": t("bruteforce_reset_account")},
        {"menu": t("see_logs")}, {"menu": t("disable_enable")}, {"menu": t("delete")}]}  # fmt: skip
    attention = t("your_attention_please")
    disable = modal(attention, [
        {"id": "user-disabled", "desc": t("user_disable_status")},
        {"button": t("cancel")}, {"button": t("perform")}],
        t("user_disable_status"))  # fmt: skip
    remove = modal(attention, [
        {"id": "user-to-delete", "desc": t("by_clicking_this_checkbox_confirm_user_deletion")},
        {"button": t("cancel")}, {"button": t("perform")}],
        t("by_clicking_this_checkbox_confirm_user_deletion"))  # fmt: skip
    deleted = {"items": [
        {"text": t("deleted_users")}, {"button": t("purge_users_90days")},
        {"button": t("purge_selected")}, {"text": GONE_LOGIN},
        {"text": "j.keller@northwind-example.com"}, {"text": f"12 {t('days')}"},
        {"icon": t("purge")}, {"icon": t("restore")}, {"button": t("cancel")}]}  # fmt: skip
    purge = modal(t("confirm"), [{"button": t("cancel")}, {"button": t("confirm")}],
                  t("confirm_purge_user"))  # fmt: skip
    purge_selected = modal(t("confirm"), [{"button": t("cancel")}, {"button": t("confirm")}],
                           f"{t('confirm_purge_selected_users')} (1)")  # fmt: skip
    roles = {"items": [
        {"text": t("roles")}, {"button": t("new")}, {"button": t("edit")},
        {"button": t("delete")}, {"text": ROLE_NAME}]}  # fmt: skip
    role_delete = modal(t("caution"), [
        {"switch": f"{t('please_confirm_deletion')} {ROLE_NAME}", "checked": True},
        {"button": t("submit")}, {"button": t("cancel")}])  # fmt: skip
    bin_page = {"items": [
        {"text": t("recycled_bin")}, {"button": t("restore")}, {"button": t("delete")},
        {"text": t("deleted_folders")}, {"text": t("deleted_items")},
        {"text": ITEM_LABEL}, {"text": "Old VPN account"}]}  # fmt: skip

    def bin_confirm(heading: str, message: str) -> dict[str, Any]:
        return {"items": [
            {"text": heading}, {"text": f"{t('number_of_selected_objects')}: 2"},
            {"text": message}, {"button": t("submit")}, {"button": t("cancel")},
            {"text": ITEM_LABEL}, {"text": "Old VPN account"}]}  # fmt: skip

    backups = {"items": [
        {"text": t("backups")}, {"field": "onthefly-backup-key", "hint": "",
                                 "text": "Rm4Tq8Wz2Kx6Vb9N"},
        {"field": "onthefly-backup-comment", "hint": "", "text": "Before the upgrade"},
        {"button": t("perform_backup")}, {"text": BACKUP}, {"icon": t("delete")}]}  # fmt: skip
    backup_delete = modal(t("del_button"), [
        {"button": t("cancel")}, {"button": t("confirm")}],
        f"{t('bck_onthefly_confirm_delete')} {BACKUP}")  # fmt: skip
    binned = {"folders": [], "items": [ITEM, 395]}
    return [
        _entry("opens-prompt", "users row menu", row_menu, [
            (t("disable_enable"), False, []), (t("delete"), False, [])]),
        _entry("reversible", "disable user dialog", disable, [
            (t("perform"), False, [post("users.queries.php", "manage_user_disable_status", {
                "user_id": MEMBER, "disabled_status": 1})])]),
        _entry("reversible", "delete user dialog", remove, [
            (t("perform"), False, [post("users.queries.php", "delete_user", {
                "user_id": MEMBER})]),
            (t("cancel"), False, [])]),
        _entry("reversible", "deleted users", deleted, [
            (t("restore"), False, [post("users.queries.php", "restore_user", {
                "user_id": GONE})]),
            (t("purge"), False, [])]),
        _entry("delete-user", "purge user confirm", purge, [
            (t("confirm"), True, [post("users.queries.php", "purge_user", {
                "user_id": GONE})]),
            (t("cancel"), False, [])]),
        _entry("delete-user", "purge selected users confirm", purge_selected, [
            (t("confirm"), True, [post("users.queries.php", "purge_users_batch", {
                "days_retention": 0, "user_ids": [GONE]})])]),
        _entry("opens-prompt", "roles page", roles, [(t("delete"), False, [])]),
        _entry("delete", "delete role modal", role_delete, [
            (t("submit"), True, [post("roles.queries.php", "delete_role", {"roleId": ROLE})]),
            (t("cancel"), False, [])]),
        _entry("opens-prompt", "recycled bin", bin_page, [
            (t("delete"), False, [])]),
        _entry("reversible", "recycled bin restore", bin_confirm(
            t("restore"), t("confirm_selection_restore")), [
            (t("submit"), False, [post("utilities.queries.php", "restore_selected_objects",
                                       binned)])]),
        _entry("delete", "recycled bin delete", bin_confirm(
            t("delete"), t("confirm_selection_delete")), [
            (t("submit"), True, [post("utilities.queries.php", "delete_selected_objects",
                                      binned)]),
            (t("cancel"), False, [])]),
        _entry("harmless", "backups page", backups, [
            (t("perform_backup"), False, [
                post("backups.queries.php", "check_connected_users"),
                post("backups.queries.php", "onthefly_backup", {
                    "encryptionKey": "Rm4Tq8Wz2Kx6Vb9N", "comment": "Before the upgrade",
                    "include_documents": 0})])]),
        _entry("delete", "delete backup confirm", backup_delete, [
            (t("confirm"), True, [post("backups.queries.php", "onthefly_delete_backup", {
                "file": BACKUP})]),
            (t("cancel"), False, [])]),
    ]  # fmt: skip


def entry_screens(t: Any) -> list[dict[str, Any]]:
    """The login page and the export page."""
    login = {"items": [
        {"text": t("index_get_identified")},
        {"field": "login", "hint": t("index_login"), "text": "eortiz"},
        {"field": "pw", "hint": t("index_password"), "text": "••••••••••••••••"},
        {"field": "session_duration", "hint": f"{t('index_session_duration')} ({t('minutes')})",
         "text": "60"},
        {"button": t("log_in")}, {"button": t("forgot_local_password")}]}  # fmt: skip
    export = {"items": [
        {"text": t("export_items")}, {"text": t("select_folders_to_export")},
        {"text": f"{FOLDER_NAME}, {FOLDER2_NAME}"}, {"text": t("export_format_type")},
        {"text": t("csv")}, {"text": t("filename")},
        {"field": "export-filename", "hint": "", "text": "Teampass_export_1785571200"},
        {"button": t("perform")}]}  # fmt: skip
    credentials = {"login": "eortiz", "pw": "U3VtbWVyLUhhcmJvci00Mg==", "duree_session": "60",
                   "screenHeight": 947, "randomstring": "k7QzP2xWm9", "TimezoneOffset": -3600,
                   "client": "", "user_2fa_selection": ""}  # fmt: skip
    identify = post("identify.php", "identify_user", credentials,
                    before=(("login", "eortiz"),),
                    after=(("xhrFields[withCredentials]", "true"),), key=False)  # fmt: skip
    return [
        _entry("harmless", "login page", login, [(t("log_in"), False, [identify])]),
        _entry("harmless", "export page", export, [
            (t("perform"), False, [post("export.queries.php", "export_to_csv_format",
                                        before=(("ids", stringify(["23", "31"])),),
                                        key=False)])]),
    ]  # fmt: skip


def screens(t: Any, ok: str = "OK", cancel: str = "Cancel") -> list[dict[str, Any]]:
    """Every screen of one language, in the corpus's order."""
    return [*entry_screens(t), *item_screens(t), *account_screens(t, ok, cancel),
            *admin_screens(t)]  # fmt: skip
