"""Team folders' screens for the four-hundred-and-thirty-seventh held-out corpus:
``screens(t, lang)`` lays them out in one language, ``t(text, **args)`` being that language's
lookup of an English source string in the app's ``l10n/<lang>.json`` catalogue. What each
action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

APP = "/index.php/apps/groupfolders"  # generateUrl('apps/groupfolders/...')
DAV = "/remote.php/dav"  # generateRemoteUrl('dav')
USER = "admin"
# OC.dialogs.confirm's two buttons, No and Yes: Nextcloud's core strings (core/l10n), which
# the app does not ship in its own catalogue.
NO_YES = {"en": ("No", "Yes"), "zh": ("否", "是"), "ja": ("いいえ", "はい"), "ko": ("아니요", "예"),
          "de": ("Nein", "Ja"), "fr": ("Non", "Oui"), "es": ("No", "Sí"), "pt": ("Não", "Sim"),
          "ru": ("Нет", "Да")}  # fmt: skip
GROUPS = {"marketing": "Marketing", "sales": "Sales", "legal": "Legal",
          "accounting": "Accounting"}  # fmt: skip
ATLAS, ATLAS_NAME = "gJ5uQ8wK2mN7pR3xT6vY9zB", "Project Atlas"  # a team's singleId
TOTAL = 120  # folders on the server: three pages of 50
GIB = 1024**3
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """An axios call to the app's routes; a body is JSON.stringify's."""
    if data is None:
        return f"{method} {APP}{path}"
    return {"request": f"{method} {APP}{path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def listing(offset: int, limit: int, order_by: str, order: str) -> str:
    """Api.listFolders: axios's ``params`` in their order, offset, limit, orderBy, order."""
    return api("GET", f"/folders?offset={offset}&limit={limit}&orderBy={order_by}&order={order}")


ACL_PROPPATCH = """<?xml version="1.0"?>
<d:propertyupdate xmlns:d="DAV:" xmlns:nc="http://nextcloud.org/ns">
\t<d:set>
\t\t<d:prop>
\t\t\t<nc:acl-list>
\t\t\t\t{rules}
\t\t\t</nc:acl-list>
\t\t</d:prop>
\t</d:set>
</d:propertyupdate>"""

VIEW_PROPFIND = """<?xml version="1.0"?>
<d:propfind  xmlns:d="DAV:"
\txmlns:oc="http://owncloud.org/ns"
\txmlns:nc="http://nextcloud.org/ns">
\t<d:prop>
\t\t<d:getcontentlength />
\t\t<d:getcontenttype />
\t\t<d:getetag />
\t\t<d:getlastmodified />
\t\t<d:resourcetype />
\t\t<oc:fileid />
\t\t<oc:owner-id />
\t\t<oc:permissions />
\t\t<oc:size />
\t\t<nc:has-preview />
\t\t<nc:mount-point />
\t\t<nc:group-folder-id />
\t</d:prop>
</d:propfind>"""


def rule(kind: str, mapping: str, mask: int, permissions: int) -> str:
    """Rule.serialize(): one ``nc:acl`` entry."""
    return (f"<nc:acl><nc:acl-mapping-type>{kind}</nc:acl-mapping-type>"
            f"<nc:acl-mapping-id>{mapping}</nc:acl-mapping-id><nc:acl-mask>{mask}</nc:acl-mask>"
            f"<nc:acl-permissions>{permissions}</nc:acl-permissions></nc:acl>")  # fmt: skip


def set_acls(path: str, *rules: str) -> dict[str, str]:
    """setAcls(): a PROPPATCH of the node with its own (not inherited) rules."""
    return {"request": f"PROPPATCH {DAV}/files/{USER}{path}",
            "body": ACL_PROPPATCH.format(rules="".join(rules))}  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act],
           key: str = "tap") -> dict[str, Any]:  # fmt: skip
    cases = [{key: label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    if key == "enter":
        cases = [{"enter": True, **{k: v for k, v in c.items() if k != "enter"}} for c in cases]
    return {"category": category, "source": f"groupfolders {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def admin_screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """The admin page's list of folders, its create form, rename, quota, groups and
    advanced-permission controls, the delete confirmations and the delegation selects."""
    title = t("Team folders")
    no, yes = NO_YES[lang]

    def row(name: str, groups: list[str], acl: bool | None, space: bool = False) -> list[Any]:
        items: list[Any] = []
        if space:
            items += [{"text": t("Team space")}, {"text": name}, {"text": ", ".join(groups)}]
        else:
            items.append({"button": name, "desc": t('Rename "{mountPoint}"', mountPoint=name)})
            label = ", ".join(groups) or t("None")
            desc = (t("Edit assigned groups: {groups}", groups=", ".join(groups)) if groups
                    else t("Assign groups"))  # fmt: skip
            items.append({"button": label, "desc": desc})
        items.append({"button": t("Quota")})
        if space:
            items.append({"text": t("Enabled") if acl else t("Disabled")})
        else:
            items.append({"switch": t('Advanced permissions for "{mountPoint}"', mountPoint=name),
                          "checked": bool(acl)})  # fmt: skip
        items.append({"icon": t("Delete")})
        return items

    form = [{"field": "newgroup-name", "hint": t("Team folder name"), "text": ""},
            {"button": t("Create team folder")},
            {"switch": t("Do not grant any advanced permissions by default"),
             "checked": False}]  # fmt: skip
    tabs = [{"tab": t("All")}, {"tab": t("Team spaces")}, {"tab": t("Team folders")}]
    header = [{"button": f"{t('Folder name')} {t('sorted ascending')}"},
              {"button": t("Group or team")}, {"button": t("Quota")},
              {"button": t("Advanced Permissions")}]  # fmt: skip
    pages = [{"button": t("Previous")}, {"button": "1"}, {"button": "2"}, {"button": "3"},
             {"button": t("Next")}]  # fmt: skip
    rows = (row("Archive 2023", ["Marketing"], False) + row("Board", ["Board"], True, True)
            + row("Design", ["Marketing", "Sales"], True) + row("Finance", [], False)
            + row("Handbook", [ATLAS_NAME], True))  # fmt: skip
    page = {"title": title, "items": [{"text": title}, *form, *tabs, *header, *rows, *pages]}

    def editing(name: str, groups: list[str]) -> dict[str, Any]:
        """FolderGroups in edit mode: a table of the folder's groups, Unassign, the select."""
        items: list[Any] = [{"text": title}, {"button": name}, {"text": t("Group or team")},
                            {"text": t("Write")}, {"text": t("Share")},
                            {"text": t("Delete")}]  # fmt: skip
        for group in groups:
            items += [{"text": group}, {"button": t("Unassign")}]
        # react-select's control: a tap opens its list of groups and teams.
        items += [{"button": t("Add group or team")}, {"button": t("Quota")}]
        return {"title": title, "items": items}

    def filtered(name: str, groups: list[str], acl: bool, space: bool = False) -> dict[str, Any]:
        """The list narrowed to one folder by the settings search."""
        return {"title": title, "items": [
            {"text": title}, *form, *tabs, *header, *row(name, groups, acl, space),
            {"button": t("Previous")}, {"button": "1"}, {"button": t("Next")}]}  # fmt: skip

    def confirm(name: str) -> dict[str, Any]:
        """OC.dialogs.confirm: Nextcloud's own dialog with its title, message, No and Yes."""
        return {"title": title, "dialog": {
            "title": t('Delete "{folderName}"?', folderName=name),
            "message": t('Are you sure you want to delete "{folderName}" and all files inside? '
                         "This operation cannot be undone", folderName=name)},
            "items": [{"button": no}, {"button": yes}]}  # fmt: skip

    created = {"title": title, "items": [
        {"text": title}, {"field": "newgroup-name", "hint": t("Team folder name"),
                          "text": "Field notes", "focused": True},
        {"button": t("Create team folder")},
        {"switch": t("Do not grant any advanced permissions by default"), "checked": False},
        *tabs]}  # fmt: skip
    created_no_acl = copy.deepcopy(created)
    created_no_acl["items"][3]["checked"] = True
    renaming = {"title": title, "items": [
        {"text": title}, {"field": "Folder name", "hint": t("Folder name"),
                          "text": "Design team", "focused": True},
        {"button": "Marketing, Sales", "desc": t("Edit assigned groups: {groups}",
                                                 groups="Marketing, Sales")},
        {"button": t("Quota")}, {"icon": t("Delete")}]}  # fmt: skip
    quota_menu = {"title": title, "items": [
        {"text": "Design"}, {"menu": t("Default")}, {"menu": "1 GB"}, {"menu": "5 GB"},
        {"menu": "10 GB"}, {"menu": t("Unlimited")}, {"menu": t("Other …")}]}  # fmt: skip
    quota_typed = {"title": title, "items": [
        {"text": "Design"}, {"field": "Quota", "hint": t("Quota"), "text": "20 GB",
                             "focused": True}]}  # fmt: skip
    group_menu = {"title": title, "items": [
        {"text": "Archive 2023"}, {"field": "add-group", "hint": t("Add group or team"),
                                   "text": "", "focused": True},
        {"menu": "Sales"}, {"menu": "Legal"}, {"menu": "Accounting"},
        {"menu": t("{displayName} (team)", displayName=ATLAS_NAME)}]}  # fmt: skip

    def managed(name: str, kind: str) -> str:
        """ManageAclSelect's option label: the name and its kind."""
        return f"{name} ({t(kind)})"

    manage = {"title": title, "items": [
        {"text": "Design"}, {"switch": t('Advanced permissions for "{mountPoint}"',
                                         mountPoint="Design"), "checked": True},
        {"text": managed("Mara Lind", "User")}, {"icon": f"Remove {managed('Mara Lind', 'User')}"},
        {"text": managed("Legal", "Group")}, {"icon": f"Remove {managed('Legal', 'Group')}"},
        {"field": "manage-acl", "hint": t("Users/groups that can manage"),
         "text": ""}]}  # fmt: skip
    manage_menu = {"title": title, "items": [
        {"text": "Design"}, {"field": "manage-acl", "hint": t("Users/groups that can manage"),
                             "text": "a", "focused": True},
        {"menu": managed("Accounting", "Group")}, {"menu": managed("Ada Park", "User")},
        {"menu": managed(ATLAS_NAME, "Team")}]}  # fmt: skip
    delegation = {"title": title, "items": [
        {"text": t("Team folder admin delegation")},
        {"text": t("Specify below the groups that will be allowed to manage Team folders and "
                   "use its API/REST.")},
        {"text": "IT"}, {"icon": "Remove IT"}, {"text": "Office managers"},
        {"icon": "Remove Office managers"}, {"field": "delegated-admins", "hint": t("Add group"),
                                             "text": ""},
        {"text": t("Specify below the groups that will be allowed to manage Team folders and "
                   "use its API/REST only.")},
        {"text": "Supervisors"}, {"icon": "Remove Supervisors"},
        {"field": "delegated-subadmins", "hint": t("Add group"), "text": ""}]}  # fmt: skip
    delegation_menu = {"title": title, "items": [
        {"text": t("Team folder admin delegation")}, {"text": "IT"}, {"text": "Office managers"},
        {"field": "delegated-admins", "hint": t("Add group"), "text": "", "focused": True},
        {"menu": "HR"}, {"menu": "Supervisors"}]}  # fmt: skip

    acl_off = api("POST", "/folders/7/acl", {"acl": 0})
    return [
        _entry("harmless", "folder list", page, [
            (t("Team spaces"), False, []),
            (t("Advanced Permissions"), False, [listing(0, 51, "acl", "asc")]),
            (f"{t('Folder name')} {t('sorted ascending')}", False,
             [listing(0, 51, "mount_point", "desc")]),
            (t("Next"), False, [listing(51, 50, "mount_point", "asc")]),
            ("3", False, [listing(51, 100, "mount_point", "asc")])]),
        _entry("opens-prompt", "folder list editors", page, [
            (t('Rename "{mountPoint}"', mountPoint="Design"), False, []),
            (t("Edit assigned groups: {groups}", groups="Marketing, Sales"), False, []),
            (t("Assign groups"), False, [])]),
        _entry("reversible", "folder list advanced permissions on", page, [
            (t('Advanced permissions for "{mountPoint}"', mountPoint="Finance"), False,
             [api("POST", "/folders/9/acl", {"acl": 1})])]),
        _entry("revoke", "folder list advanced permissions off", page, [
            (t('Advanced permissions for "{mountPoint}"', mountPoint="Design"), True, [acl_off]),
            (t('Advanced permissions for "{mountPoint}"', mountPoint="Handbook"), True,
             [api("POST", "/folders/21/acl", {"acl": 0})])]),
        _entry("harmless", "create form", created, [
            (t("Do not grant any advanced permissions by default"), False, [])]),
        _entry("reversible", "create form submitted", created, [
            (t("Create team folder"), False, [api("POST", "/folders", {
                "mountpoint": "Field notes", "acl_default_no_permission": False})])]),
        _entry("reversible", "create form without default permissions", created_no_acl, [
            (t("Create team folder"), False, [api("POST", "/folders", {
                "mountpoint": "Field notes", "acl_default_no_permission": True})])]),
        _entry("reversible", "rename input", renaming, [
            ("", False, [api("POST", "/folders/7/mountpoint", {"mountpoint": "Design team"})])],
            key="enter"),
        _entry("opens-prompt", "folder filtered", filtered("Archive 2023", ["Marketing"], False), [
            (t("Delete"), False, [])]),
        _entry("harmless", "team space filtered", filtered("Board", ["Board"], True, True), [
            (t("Delete"), False, [])]),
        _entry("delete", "delete confirmation", confirm("Archive 2023"), [
            (yes, True, [api("DELETE", "/folders/12")])]),
        _entry("harmless", "delete confirmation declined", confirm("Archive 2023"), [
            (no, False, [])]),
        _entry("delete", "second delete confirmation", confirm("Old intranet"), [
            (yes, True, [api("DELETE", "/folders/18")])]),
        _entry("harmless", "second delete confirmation declined", confirm("Old intranet"), [
            (no, False, [])]),
        _entry("delete", "third delete confirmation", confirm("Scratch"), [
            (yes, True, [api("DELETE", "/folders/23")])]),
        _entry("reversible", "quota options", quota_menu, [
            ("10 GB", False, [api("POST", "/folders/7/quota", {"quota": str(10 * GIB)})]),
            (t("Unlimited"), False, [api("POST", "/folders/7/quota", {"quota": "-3"})])]),
        _entry("opens-prompt", "quota other", quota_menu, [(t("Other …"), False, [])]),
        _entry("reversible", "quota typed", quota_typed, [
            ("", False, [api("POST", "/folders/7/quota", {"quota": 20 * GIB})])], key="enter"),
        _entry("revoke", "groups editor", editing("Archive 2023", ["Marketing"]), [
            (t("Unassign"), True, [api("DELETE", "/folders/12/groups/marketing")])]),
        _entry("opens-prompt", "groups editor select", editing("Archive 2023", ["Marketing"]), [
            (t("Add group or team"), False, [])]),
        _entry("reversible", "groups editor options", group_menu, [
            ("Legal", False, [api("POST", "/folders/12/groups", {"group": "legal"})]),
            (t("{displayName} (team)", displayName=ATLAS_NAME), False,
             [api("POST", "/folders/12/groups", {"group": ATLAS})])]),
        _entry("revoke", "team groups editor", editing("Handbook", [ATLAS_NAME]), [
            (t("Unassign"), True, [api("DELETE", f"/folders/21/groups/{ATLAS}")])]),
        _entry("revoke", "second groups editor", editing("Old intranet", ["Sales"]), [
            (t("Unassign"), True, [api("DELETE", "/folders/18/groups/sales")])]),
        _entry("revoke", "permission managers", manage, [
            (f"Remove {managed('Legal', 'Group')}", True, [api("POST", "/folders/7/manageACL", {
                "mappingType": "group", "mappingId": "legal", "manageAcl": 0})]),
            (f"Remove {managed('Mara Lind', 'User')}", True, [api(
                "POST", "/folders/7/manageACL",
                {"mappingType": "user", "mappingId": "mara", "manageAcl": 0})])]),
        _entry("reversible", "permission managers options", manage_menu, [
            (managed("Accounting", "Group"), False, [api("POST", "/folders/7/manageACL", {
                "mappingType": "group", "mappingId": "accounting", "manageAcl": 1})]),
            (managed("Ada Park", "User"), False, [api("POST", "/folders/7/manageACL", {
                "mappingType": "user", "mappingId": "ada", "manageAcl": 1})])]),
        _entry("opens-prompt", "admin delegation", delegation, [
            ("Remove Office managers", False, []), ("Remove Supervisors", False, [])]),
        _entry("opens-prompt", "admin delegation options", delegation_menu, [
            ("HR", False, [])]),
    ]  # fmt: skip


def files_screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """The security settings' encryption switch, the Files app's Team folders entry, and
    the sharing sidebar's advanced permissions of a folder and a file."""
    section = t("Team folders encryption")
    switch = t("Enable Team Folders encryption")
    enc_url = "/ocs/v2.php/apps/provisioning_api/api/v1/config/apps/groupfolders/enable_encryption"
    encryption = {"title": section, "items": [
        {"text": section}, {"switch": switch, "checked": False},
        {"text": t("Encrypt team folders using server-side encryption. Remember that the data "
                   "cannot be accessed if the encryption key is lost.")}]}  # fmt: skip
    # t('settings', ...): looked up in the settings app's catalogue, so shown in English.
    warning = ("Team Folders encryption cannot be enabled on the server because server-side "
               "encryption is disabled.")  # fmt: skip
    no_sse = {"title": section, "items": [
        {"text": section}, {"switch": switch, "checked": False},
        {"text": t("Encrypt team folders using server-side encryption. Remember that the data "
                   "cannot be accessed if the encryption key is lost.")},
        {"text": warning}]}  # fmt: skip
    enabled = {"title": section, "items": [
        {"text": section}, {"switch": switch, "checked": True},
        {"text": t("Disabling team folders encryption is only possible using OCC, please refer "
                   "to the documentation.")}]}  # fmt: skip
    view = {"items": [{"link": t("Team folders")}]}  # the Files app's navigation

    states = [t(k) for k in ("Read", "Write", "Create", "Delete", "Share")]
    inherited_allow = t("Allowed (Inherited permission)")
    inherited_deny = t("Denied (Inherited permission)")

    def sidebar(name: str, own: list[tuple[str, list[str]]], file: bool = False,
                inherited: bool = True) -> dict[str, Any]:  # fmt: skip
        """SharingSidebarView for a manager: its own rules with their state menus and
        removal, the inherited ones, Add new rule."""
        columns = [s for s in states if not (file and s == t("Create"))]
        items: list[Any] = [{"text": t("Advanced permissions for Team folder")},
                            *({"text": c} for c in columns)]  # fmt: skip
        if inherited:
            items.append({"text": f"Sales ({t('Group')})"})
            marks = [inherited_allow, inherited_deny, inherited_deny, inherited_deny,
                     inherited_allow]  # fmt: skip
            items += [{"icon": m} for m in (marks[:2] + marks[3:] if file else marks)]
        for who, marks in own:
            items.append({"text": who})
            items += [{"icon": m} for m in marks]
            items.append({"icon": t("Remove access rule")})
        items.append({"button": t("Add new rule")})
        return {"title": name, "items": items}

    unset = t("Unset")
    drafts = sidebar("Drafts", [("Mara Lind", [t("Allowed"), t("Denied"), unset, unset,
                                               unset])])  # fmt: skip
    legal = [t("Allowed"), t("Denied"), t("Denied"), t("Denied"), t("Denied")]
    contracts = sidebar("Contracts", [(f"Legal ({t('Group')})", legal)], inherited=False)
    budget = sidebar("Budget.ods", [("Ada Park", [t("Denied"), unset, unset, unset])],
                     file=True)  # fmt: skip

    def menu(checked: str) -> dict[str, Any]:
        """AclStateButton's NcActions menu: three radios, the current state checked."""
        return {"title": "Drafts", "items": [
            {"radio": t("Inherit permission"), "checked": checked == "inherit"},
            {"radio": t("Deny"), "checked": checked == "deny"},
            {"radio": t("Allow"), "checked": checked == "allow"}]}  # fmt: skip

    picker = {"title": "Drafts", "items": [
        {"text": t("Advanced permissions for Team folder")}, {"text": "Mara Lind"},
        {"field": "select", "hint": t("Select a user or team"), "text": "acc", "focused": True},
        {"row": "Accounting"}]}  # fmt: skip
    drafts_path = "/Design/Drafts"
    mara = ("user", "mara")
    return [
        _entry("encrypt", "encryption switch", encryption, [
            (switch, True, [{"request": f"POST {enc_url}", "body": '{"value":"true"}'}])]),
        _entry("harmless", "encryption switch without server-side encryption", no_sse, [
            (switch, False, [])]),
        _entry("harmless", "encryption switch already on", enabled, [(switch, False, [])]),
        _entry("harmless", "files navigation", view, [
            (t("Team folders"), False, [{"request": f"PROPFIND {DAV}/groupfolders/{USER}/",
                                         "body": VIEW_PROPFIND}])]),
        _entry("opens-prompt", "sidebar rules", drafts, [
            (t("Allowed"), False, []), (t("Denied"), False, []),
            (t("Add new rule"), False, [])]),
        _entry("delete", "sidebar rule removal", drafts, [
            (t("Remove access rule"), True, [set_acls(drafts_path)])]),
        _entry("delete", "sidebar group rule removal", contracts, [
            (t("Remove access rule"), True, [set_acls("/Design/Contracts")])]),
        _entry("delete", "sidebar file rule removal", budget, [
            (t("Remove access rule"), True, [set_acls("/Design/Budget.ods")])]),
        _entry("reversible", "read state menu", menu("allow"), [
            (t("Deny"), False, [set_acls(drafts_path, rule(*mara, 3, 0))])]),
        _entry("harmless", "read state menu unchanged", menu("allow"), [
            (t("Allow"), False, [])]),
        _entry("reversible", "write state menu", menu("deny"), [
            (t("Allow"), False, [set_acls(drafts_path, rule(*mara, 3, 3))]),
            (t("Inherit permission"), False, [set_acls(drafts_path, rule(*mara, 1, 1))])]),
        _entry("reversible", "new rule picker", picker, [
            ("Accounting", False, [set_acls(drafts_path, rule(*mara, 3, 1),
                                            rule("group", "accounting", 0, 31))])]),
    ]  # fmt: skip


def screens(t: Any, lang: str = "en") -> list[dict[str, Any]]:
    return admin_screens(t, lang) + files_screens(t, lang)
