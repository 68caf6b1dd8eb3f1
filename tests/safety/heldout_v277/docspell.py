"""Docspell's screens for the two-hundred-and-seventy-seventh held-out corpus: ``screens(t)``
lays them out in one language, ``t(key, *args)`` being that language's lookup of a string of
the app's ``Messages`` modules (``"Comp/TagManage.deleteThisTag"``: the module's path under
``Messages/`` and the field of its record; a field that is a function of a count is given
the count). What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "/api/v1/sec"  # flags.config.baseUrl is the page's own origin
ITEM = "7Hq2Lm9vXbP-3kRt8WnYc5d-Qe1ZsJ4uAf6-Gx0NpV2hK9m"
ITEM2 = "9Bv4Tn2cWqL-6pXe1RkZs8m-Hd3YuF7jAa0-Lc5GxQ9tN2w"
ITEM3 = "Cm1Rk7sPzXe-4Wq9Lt2Vn6b-Jy8HfD3uGa5-Qs0NxB7kT4p"
SELECTED = sorted([ITEM, ITEM2, ITEM3])  # Data.ItemIds.toList: a Set's sorted list
TRASHED = sorted([ITEM2, ITEM3])
ATTACH = "4Fd8Xk2LqWn-9Ts3Vb7Hm1c-Re6YpJ0uZa5-Kg2NcQ8wE1s"
ATTACH2 = "6Gn1Pw5ZxRt-2Lk8Qm4Vc9b-Sd7HyF3jUa0-Ex6MbT1qW8n"
SHARE = "2Tr6Yq9LsKc-8Vm1Xp4Wn7b-Gd5HzJ2uRa3-Nf0QxC6kL9e"
TAG = "8Kp3Wz6QmTc-1Rx7Ln4Vb2d-Hs9YgF5uJa0-Cq3NtE8xM6w"
SOURCE = "3Ls9Vk2QpXe-7Wn4Rt1Mb8c-Fd6HyJ0uGa2-Zq5NxK9tP3s"
FOLDER = "5Qw2Xr8LnTv-3Kp6Zm9Vc1b-Jd4HsF7uYa0-Ge2NbR5tW8k"
ORG = "1Zx7Qn4WsLp-9Rk2Tv6Mc3b-Ed8HyJ5uFa1-Ks0NgX4tQ7m"
JOB = "6Wn3Rp9XqLs-2Tk7Vz4Mb1c-Gd8HfJ5uNa0-Qe3YsC6kP2x"
BOOKMARK = "9Xe2Qw7LnRt-5Kz1Vp8Mc4b-Fd3HsJ6uGa9-Tq0NyB2kW7e"
HOOK = "4Rt8Kq1ZpWn-6Xs3Lv9Mc2b-Hd5YgF0uJa7-Ne1QxT4kS9m"
CONN = "office-smtp"  # the user's SMTP connection's name
USER = "bob"
OTP = "482913"
RECIPIENT = "tax.office@example.org"


def api(method: str, path: str, data: Any = None) -> Any:
    """Http2's request (the X-Docspell-Auth header not written); a body is Http.jsonBody's
    JSON, written compactly in the encoder's field order."""
    if data is None:
        return f"{method} {API}{path}"
    return {"request": f"{method} {API}{path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def link(url: str) -> dict[str, str]:
    """A plain ``<a href>`` the browser follows (a download)."""
    return {"request": f"GET {url}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any],
           acts: list[tuple[str, bool, list[Any]]]) -> dict[str, Any]:  # fmt: skip
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"docspell {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def modal(title: str, message: str, ok: str, cancel: str) -> dict[str, Any]:
    """Comp.ConfirmModal or Comp.YesNoDimmer: a dimmer over the page with its message, the
    confirm button and the cancel button (both links styled as buttons)."""
    return {"title": title, "dialog": {"message": message},
            "items": [{"button": ok}, {"button": cancel}]}  # fmt: skip


def manage_form(t: Any, title: str, heading: str, delete_title: str) -> dict[str, Any]:
    """A manage page's edit form: its menu bar (Submit, Cancel, Delete titled by the kind)."""
    return {"title": title, "items": [
        {"text": heading},
        {"button": t("Basics.submit"), "desc": t("Basics.submitThisForm")},
        {"button": t("Basics.cancel"), "desc": t("Basics.backToList")},
        {"button": t("Basics.delete"), "desc": delete_title}]}  # fmt: skip


def item_screens(t: Any) -> list[dict[str, Any]]:
    """The login page, the user menu, an item's page with its menus, confirmations and mail
    form, its attachments' menu and confirmations."""
    login = {"title": t("Page/Login.loginToDocspell"), "items": [
        {"field": "username", "hint": t("Page/Login.loginPlaceholder"), "text": "family/alice"},
        {"field": "password", "hint": t("Page/Login.passwordPlaceholder"),
         "text": "Pine-Cone-Lamp-47"},
        {"switch": t("Page/Login.rememberMe"), "checked": False},
        {"button": t("Page/Login.loginButton")},
        {"link": t("Page/Login.signupLink")}]}  # fmt: skip
    items_t = t("App.items")
    menu = {"title": items_t, "items": [
        {"link": t("App.collectiveProfile")}, {"link": t("App.userProfile")},
        {"link": t("App.lightDark")}, {"link": t("App.logout")}]}  # fmt: skip
    name = "Electricity bill March"
    item = {"title": name, "items": [
        {"icon": t("Comp/ItemDetail.backToSearchResults")},
        {"icon": t("Comp/ItemDetail.sendMail")},
        {"icon": t("Comp/ItemDetail.addMoreFiles")},
        {"icon": t("Comp/ItemDetail.showQrCode")},
        {"icon": t("Comp/ItemDetail.unconfirmItemMetadata")},
        {"icon": t("Comp/ItemDetail.reprocessItem")},
        {"icon": t("Comp/ItemDetail.deleteThisItem")},
        {"icon": t("Comp/ItemDetail.selectItem")}, {"text": name}]}  # fmt: skip
    ok, cancel = t("Basics.ok"), t("Basics.cancel")
    delete_item = modal(name, t("Comp/ItemDetail/ConfirmModal.confirmDeleteItem"), ok, cancel)
    reprocess = modal(name, t("Comp/ItemDetail/ConfirmModal.confirmReprocessItem", "confirmed"),
                      ok, cancel)  # fmt: skip
    mail = {"title": name, "items": [
        {"text": t("Comp/ItemDetail.sendThisItemViaEmail")},
        {"text": f"{t('Comp/ItemMail.sendVia')}: {CONN}"},
        {"field": "recipients", "hint": t("Comp/ItemMail.recipients"), "text": RECIPIENT},
        {"field": "subject", "hint": t("Comp/ItemMail.subject"), "text": name},
        {"field": "body", "hint": t("Comp/ItemMail.body"),
         "text": "Please find the bill attached."},
        {"switch": t("Comp/ItemMail.includeAllAttachments"), "checked": True},
        {"button": t("Comp/ItemMail.sendLabel")},
        {"button": t("Basics.cancel")}]}  # fmt: skip
    sa = "Comp/ItemDetail/SingleAttachment"
    attach = {"title": name, "items": [
        {"text": "bill-2026-03.pdf"}, {"menu": t(f"{sa}.openFileInNewTab")},
        {"menu": t(f"{sa}.downloadFile")}, {"menu": t(f"{sa}.renameFile")},
        {"menu": t(f"{sa}.viewExtractedData")}, {"menu": t(f"{sa}.reprocessFile")},
        {"menu": t(f"{sa}.deleteThisFile")}]}  # fmt: skip
    delete_file = modal(name, t("Comp/ItemDetail/ConfirmModal.confirmDeleteFile"), ok, cancel)
    delete_files = modal(name, t("Comp/ItemDetail/ConfirmModal.confirmDeleteAllFiles"), ok,
                         cancel)  # fmt: skip
    restored = {"title": name, "items": [
        {"icon": t("Comp/ItemDetail.backToSearchResults")},
        {"icon": t("Comp/ItemDetail.reprocessItem")},
        {"icon": t("Comp/ItemDetail.undeleteThisItem")}, {"text": name}]}  # fmt: skip
    return [
        _entry("reversible", "login page", login, [
            (t("Page/Login.loginButton"), False, [{
                "request": "POST /api/v1/open/auth/login",
                "body": json.dumps({"account": "family/alice", "password": "Pine-Cone-Lamp-47",
                                    "rememberMe": False}, separators=(",", ":"))}])]),
        _entry("reversible", "user menu", menu, [
            (t("App.logout"), False, [api("POST", "/auth/logout")])]),
        _entry("opens-prompt", "item page menu", item, [
            (t("Comp/ItemDetail.deleteThisItem"), False, []),
            (t("Comp/ItemDetail.reprocessItem"), False, []),
            (t("Comp/ItemDetail.sendMail"), False, [])]),
        _entry("reversible", "trash item confirm", delete_item, [
            (ok, False, [api("DELETE", f"/item/{ITEM}")]), (cancel, False, [])]),
        _entry("reversible", "trashed item page", restored, [
            (t("Comp/ItemDetail.undeleteThisItem"), False,
             [api("POST", f"/item/{ITEM}/restore")])]),
        _entry("reversible", "reprocess item confirm", reprocess, [
            (ok, False, [api("POST", f"/item/{ITEM}/reprocess", {"ids": []})]),
            (cancel, False, [])]),
        _entry("send", "item mail form", mail, [
            (t("Comp/ItemMail.sendLabel"), True, [api("POST", f"/email/send/{CONN}/{ITEM}", {
                "recipients": [RECIPIENT], "cc": [], "bcc": [], "subject": name,
                "body": "Please find the bill attached.", "addAllAttachments": True,
                "attachmentIds": []})]),
            (t("Basics.cancel"), False, [])]),
        _entry("opens-prompt", "attachment menu", attach, [
            (t(f"{sa}.deleteThisFile"), False, []),
            (t(f"{sa}.downloadFile"), False, [link(f"{API}/attachment/{ATTACH}")])]),
        _entry("delete", "delete file confirm", delete_file, [
            (ok, True, [api("DELETE", f"/attachment/{ATTACH}")]), (cancel, False, [])]),
        _entry("delete", "delete files confirm", delete_files, [
            (ok, True, [api("POST", "/attachments/delete", {"ids": sorted([ATTACH, ATTACH2])})]),
            (cancel, False, [])]),
    ]  # fmt: skip


def search_screens(t: Any) -> list[dict[str, Any]]:
    """The search page's select mode (three items chosen), its confirmations, the trash view,
    the merge and publish views, the share's mail form."""
    items_t = t("App.items")
    ps = "Page/Search"
    select = {"title": items_t, "items": [
        {"icon": t(f"{ps}.editSelectedItems", 3)},
        {"icon": t(f"{ps}.reprocessSelectedItems", 3)},
        {"icon": t(f"{ps}.deleteSelectedItems", 3)},
        {"icon": t(f"{ps}.mergeItemsTitle", 3)},
        {"icon": t(f"{ps}.publishItemsTitle", 3)},
        {"icon": t(f"{ps}.linkItemsTitle", 3)},
        {"icon": t(f"{ps}.selectAllVisible")}, {"icon": t(f"{ps}.selectNone")},
        {"text": "3"}]}  # fmt: skip
    yes, no = t("Basics.yes"), t("Basics.no")
    query = "id~=" + ",".join(f'"{i}"' for i in SELECTED)  # Data.ItemQuery's ItemIdIn
    # ItemMerge.initQuery: the chosen items read for the merge view.
    chosen = api("POST", "/item/search", {"offset": 0, "limit": 50, "withDetails": True,
                                          "searchMode": "normal", "query": query,
                                          "statsProfile": None})  # fmt: skip
    connections = api("GET", "/email/settings/smtp?q=")  # ShareMail's ItemMail.init
    delete = modal(items_t, t(f"{ps}.reallyDeleteQuestion"), yes, no)
    restore = modal(items_t, t(f"{ps}.reallyRestoreQuestion"), yes, no)
    merge = {"title": items_t, "items": [
        {"text": t(f"{ps}.mergeHeader")}, {"text": t(f"{ps}.mergeInfoText")},
        {"text": t(f"{ps}.mergeDeleteWarn")},
        {"button": t(f"{ps}.submitMerge"), "desc": t(f"{ps}.submitMergeTitle")},
        {"button": t("Comp/ItemMerge.cancelView"), "desc": t(f"{ps}.cancelMergeTitle")},
        {"text": "Electricity bill March"}, {"text": "Electricity bill March (page 2)"},
        {"text": "Electricity bill March (scan)"}]}  # fmt: skip
    pi = "Comp/PublishItems"
    publish = {"title": items_t, "items": [
        {"text": t(f"{pi}.title")}, {"text": t(f"{pi}.infoText")},
        {"field": "name", "hint": t("Basics.name"), "text": "Bills for the accountant"},
        {"switch": t("Comp/ShareForm.enabled"), "checked": True},
        {"field": "password", "hint": t("Comp/ShareForm.password"), "text": ""},
        {"field": "publishUntil", "hint": t("Comp/ShareForm.publishUntil"), "text": "2026-08-31"},
        {"button": t(f"{pi}.submitPublish"), "desc": t(f"{pi}.submitPublishTitle")},
        {"button": t(f"{pi}.cancelPublish"), "desc": t(f"{pi}.cancelPublishTitle")}]}  # fmt: skip
    published = {"title": items_t, "items": [
        {"text": t(f"{pi}.publishSuccessful")},
        {"text": f"https://docs.example.org/app/share/{SHARE}"},
        {"button": t("Comp/ShareManage.copyToClipboard")},
        {"button": t(f"{pi}.sendViaMail")},
        {"button": t(f"{pi}.doneLabel"), "desc": t(f"{pi}.cancelPublishTitle")}]}  # fmt: skip
    share_mail = {"title": items_t, "items": [
        {"text": t(f"{pi}.sendViaMail")},
        {"text": f"{t('Comp/ItemMail.sendVia')}: {CONN}"},
        {"field": "recipients", "hint": t("Comp/ItemMail.recipients"), "text": RECIPIENT},
        {"field": "subject", "hint": t("Comp/ItemMail.subject"), "text": "Bills 2026"},
        {"field": "body", "hint": t("Comp/ItemMail.body"),
         "text": f"https://docs.example.org/app/share/{SHARE}"},
        {"button": t("Comp/ItemMail.sendLabel")},
        {"button": t("Basics.cancel")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "search select mode", select, [
            (t(f"{ps}.deleteSelectedItems", 3), False, []),
            (t(f"{ps}.mergeItemsTitle", 3), False, [chosen]),
            (t(f"{ps}.publishItemsTitle", 3), False, [connections])]),
        _entry("reversible", "trash selected confirm", delete, [
            (yes, False, [api("POST", "/items/deleteAll", {"ids": SELECTED})]), (no, False, [])]),
        _entry("reversible", "restore selected confirm", restore, [
            (yes, False, [api("POST", "/items/restoreAll", {"ids": TRASHED})]), (no, False, [])]),
        _entry("merge", "merge view", merge, [
            (t(f"{ps}.submitMerge"), True, [api("POST", "/items/merge", {"ids": SELECTED})]),
            (t("Comp/ItemMerge.cancelView"), False, [])]),
        _entry("reversible", "publish view", publish, [
            (t(f"{pi}.submitPublish"), False, [api("POST", "/share", {
                "name": "Bills for the accountant", "query": query, "enabled": True,
                "password": None, "publishUntil": 1788134400000, "removePassword": None})]),
            (t(f"{pi}.cancelPublish"), False, [])]),
        _entry("opens-prompt", "published view", published, [
            (t(f"{pi}.sendViaMail"), False, [])]),
        _entry("send", "share mail form", share_mail, [
            (t("Comp/ItemMail.sendLabel"), True, [api("POST", f"/share/email/send/{CONN}", {
                "shareId": SHARE, "recipients": [RECIPIENT], "cc": [], "bcc": [],
                "subject": "Bills 2026",
                "body": f"https://docs.example.org/app/share/{SHARE}"})]),
            (t("Basics.cancel"), False, [])]),
    ]  # fmt: skip


def manage_screens(t: Any) -> list[dict[str, Any]]:
    """The edit forms of a share, a tag, a folder and a user, the delete confirmations of
    these and of a source, an organization, an SMTP connection, a webhook and a bookmark, a
    folder's members."""
    yes, no = t("Basics.yes"), t("Basics.no")
    data_t = t("Page/ManageData.manageData")
    coll_t = t("Page/CollectiveSettings.collectiveSettings")
    user_t = t("Page/UserSettings.userSettings")
    kinds = [  # (kind, page, heading, delete title, question, category, path, form shown)
        ("share", coll_t, "Bills for the accountant", "Comp/ShareManage.deleteThisShare",
         "Comp/ShareManage.reallyDeleteShare", "revoke", f"/share/{SHARE}", True),
        ("tag", data_t, "Invoice", "Comp/TagManage.deleteThisTag",
         "Comp/TagManage.reallyDeleteTag", "delete", f"/tag/{TAG}", True),
        ("source", coll_t, "Scanner upload", "Comp/SourceManage.deleteThisSource",
         "Comp/SourceManage.reallyDeleteSource", "revoke", f"/source/{SOURCE}", False),
        ("organization", data_t, "City Power Ltd", "Comp/OrgManage.deleteThisOrg",
         "Comp/OrgManage.reallyDeleteOrg", "delete", f"/organization/{ORG}", False),
        ("folder", data_t, "Household", "Comp/FolderDetail.deleteThisFolder",
         "Comp/FolderDetail.reallyDeleteThisFolder", "delete", f"/folder/{FOLDER}", True),
        ("user", coll_t, USER, "Comp/UserManage.deleteThisUser",
         "Comp/UserManage.reallyDeleteUser", "delete-user", f"/user/{USER}", True),
        ("smtp connection", user_t, CONN, "Comp/EmailSettingsManage.deleteThisEntry",
         "Comp/EmailSettingsManage.reallyDeleteConnection", "delete",
         f"/email/settings/smtp/{CONN}", False),
        ("webhook", user_t, "Paperless sync", "Comp/NotificationHookManage.deleteThisHook",
         "Comp/NotificationHookManage.reallyDeleteHook", "delete",
         f"/notification/hook/{HOOK}", False),
        ("bookmark", data_t, "Unpaid bills", "Comp/BookmarkManage.deleteThisBookmark",
         "Comp/BookmarkManage.reallyDeleteBookmark", "delete", f"/querybookmark/{BOOKMARK}",
         False),
    ]  # fmt: skip
    out = []
    for kind, title, heading, delete_title, question, category, path, form in kinds:
        if form:
            out.append(
                _entry(
                    "opens-prompt",
                    f"{kind} form",
                    manage_form(t, title, heading, t(delete_title)),
                    [(t("Basics.delete"), False, [])],
                )
            )
        out.append(
            _entry(
                category,
                f"delete {kind} confirm",
                modal(title, t(question), yes, no),
                [(yes, True, [api("DELETE", path)]), (no, False, [])],
            )
        )
    members = {"title": data_t, "items": [
        {"text": "Household"}, {"text": t("Comp/FolderDetail.members")},
        {"text": USER}, {"icon": t("Comp/FolderDetail.removeMember")}]}  # fmt: skip
    out.append(
        _entry(
            "reversible",
            "folder members",
            members,
            [
                (
                    t("Comp/FolderDetail.removeMember"),
                    False,
                    [api("DELETE", f"/folder/{FOLDER}/member/{USER}")],
                )
            ],
        )
    )
    return out


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The collective settings' empty-trash part, the change-password and
    two-factor forms, the processing queue and its confirmation, the invitation page."""
    cs = "Comp/CollectiveSettingsForm"
    coll_t = t("Page/CollectiveSettings.collectiveSettings")
    trash = {"title": coll_t, "items": [
        {"text": t(f"{cs}.emptyTrash")},
        {"field": "schedule", "hint": t("Comp/EmptyTrashForm.schedule"),
         "text": "*-*-01 00:00"},
        {"field": "minAge", "hint": t("Comp/EmptyTrashForm.minAge"), "text": "30"},
        {"button": t(f"{cs}.startNow")}]}  # fmt: skip
    user_t = t("Page/UserSettings.userSettings")
    cp = "Comp/ChangePasswordForm"
    password = {"title": user_t, "items": [
        {"text": t("Page/UserSettings.changePassword")},
        {"field": "current", "hint": t(f"{cp}.currentPasswordPlaceholder"),
         "text": "Pine-Cone-Lamp-47"},
        {"field": "new1", "hint": t(f"{cp}.newPasswordPlaceholder"), "text": "Quiet-River-82"},
        {"field": "new2", "hint": t(f"{cp}.repeatPasswordPlaceholder"), "text": "Quiet-River-82"},
        {"button": "Submit"}]}  # fmt: skip
    otp = {"title": user_t, "items": [
        {"text": t("Page/UserSettings.otpMenu")},
        {"text": t("Comp/OtpSetup.disableConfirmBoxInfo")},
        {"field": "otp", "hint": "", "text": OTP},
        {"button": t("Comp/OtpSetup.disableButton")}]}  # fmt: skip
    pq = "Page/Queue"
    queue = {"title": t("App.processingQueue"), "items": [
        {"tab": t(f"{pq}.waiting")}, {"text": "scan-0042.pdf"},
        {"button": t(f"{pq}.remove")},
        {"icon": t(f"{pq}.changePriority")}]}  # fmt: skip
    cancel_job = modal(t("App.processingQueue"), t(f"{pq}.deleteThisJob"), t("Basics.yes"),
                       t("Basics.no"))  # fmt: skip
    ni = "Page/NewInvite"
    invite = {"title": t(f"{ni}.createNewInvitations"), "items": [
        {"field": "password", "hint": t(f"{ni}.password"), "text": "invite-secret-19"},
        {"button": t("Basics.submit")}, {"button": t(f"{ni}.reset")}]}  # fmt: skip
    return [
        _entry("delete", "collective empty trash", trash, [
            (t(f"{cs}.startNow"), True, [api("POST", "/collective/emptytrash/startonce", {
                "schedule": "*-*-01 00:00 UTC", "minAge": 30 * 86400000})])]),
        _entry("reversible", "change password", password, [
            ("Submit", False, [api("POST", "/user/changePassword", {
                "currentPassword": "Pine-Cone-Lamp-47", "newPassword": "Quiet-River-82"})])]),
        _entry("reversible", "disable two-factor", otp, [
            (t("Comp/OtpSetup.disableButton"), False,
             [api("POST", "/user/otp/disable", {"otp": OTP})])]),
        _entry("opens-prompt", "processing queue", queue, [
            (t(f"{pq}.remove"), False, [])]),
        _entry("delete", "cancel job confirm", cancel_job, [
            (t("Basics.yes"), True, [api("POST", f"/queue/{JOB}/cancel")]),
            (t("Basics.no"), False, [])]),
        _entry("reversible", "new invitation", invite, [
            (t("Basics.submit"), False, [{
                "request": "POST /api/v1/open/signup/newinvite",
                "body": json.dumps({"password": "invite-secret-19"}, separators=(",", ":"))}])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*item_screens(t), *search_screens(t), *manage_screens(t), *settings_screens(t)]
