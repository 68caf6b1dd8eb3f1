"""Blinko's screens for the two-hundred-and-fifty-third held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key)`` being that language's lookup of a key of the app's
``app/public/locales/<lang>/translation.json`` catalogue. What each action sends, and why it
is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from datetime import UTC, datetime
from typing import Any
from urllib.parse import quote

ORIGIN = "https://notes.example.org"  # a self-hosted instance (window.location.origin)
UNDEFINED = object()  # a property the app leaves undefined (superjson writes it down)
NOTE, NOTE2 = 12, 15  # the note "Seed order for the spring beds #garden" and one beside it
TEXT = "Seed order for the spring beds #garden"
TEXT2 = "Call the plumber on Friday"
TAG, TAG_NAME, TAG_NEW = 5, "garden", "allotment"
COMMENT = 31
FILE, FILE2, FILE_NAME = 44, 45, "invoice-march.pdf"
ADMIN, ADMIN_NAME, USER, USER_NAME = 1, "mira", 3, "tomas"
PASSWORD = "Quiet-Harbor-58"  # typed; made up
SHARE_PASSWORD = "482913"  # the six digits the share dialog drew
CREATED = datetime(2025, 3, 2, 9, 30, tzinfo=UTC)
UPDATED = datetime(2025, 3, 4, 18, 5, tzinfo=UTC)
Act = tuple[str, bool, list[Any]]


def superjson(value: Any) -> dict[str, Any]:
    """superjson.serialize: an undefined property is written null and named in ``meta``, a
    Date as its ISO string, named so too."""
    if value is UNDEFINED:
        return {"json": None, "meta": {"values": ["undefined"]}}
    if not isinstance(value, dict):
        return {"json": value}
    out, notes = {}, {}
    for key, item in value.items():
        if item is UNDEFINED:
            out[key], notes[key] = None, ["undefined"]
        elif isinstance(item, datetime):
            stamp = item.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.000Z")
            out[key], notes[key] = stamp, ["Date"]
        else:
            out[key] = item
    return {"json": out, "meta": {"values": notes}} if notes else {"json": out}


def compact(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def mutate(*calls: tuple[str, Any]) -> dict[str, str]:
    """tRPC's httpBatchLink: the mutations called in one tick go as one POST, their paths
    joined by commas, their inputs numbered."""
    paths = ",".join(path for path, _ in calls)
    body = {str(i): superjson(data) for i, (_, data) in enumerate(calls)}
    return {"request": f"POST /api/trpc/{paths}?batch=1", "body": compact(body)}


def query(path: str, data: Any) -> str:
    """A batched query: its input JSON in the URL, as encodeURIComponent writes it."""
    text = quote(compact({"0": superjson(data)}), safe="-_.!~*'()")
    return f"GET /api/trpc/{path}?batch=1&input={text}"


def upsert(**fields: Any) -> dict[str, str]:
    """BlinkoStore.upsertNote: api.notes.upsert with every field it passes, unset ones
    undefined."""
    note = {"content": None, "type": UNDEFINED, "isArchived": UNDEFINED,
            "isRecycle": UNDEFINED, "id": NOTE, "attachments": [], "isTop": UNDEFINED,
            "isShare": UNDEFINED, "references": [], "createdAt": UNDEFINED,
            "updatedAt": UNDEFINED, "metadata": UNDEFINED}  # fmt: skip
    note.update(fields)
    return mutate(("notes.upsert", note))


def note_list(**config: Any) -> dict[str, str]:
    """The note list a page of notes loads: the filter as the route sets it, page one."""
    data = {"isArchived": False, "isRecycle": False, "isShare": None, "type": 0,
            "tagId": None, "withoutTag": False, "withFile": False, "withLink": False,
            "isUseAiQuery": False, "startDate": None, "endDate": None, "hasTodo": False,
            "searchText": "", "page": 1, "size": 30}  # fmt: skip
    data.update(config)
    return mutate(("notes.list", data))


def link(url: str) -> dict[str, str]:
    """A download through an ``<a>`` the page clicks."""
    return {"request": f"GET {url}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"blinko {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def tips(t: Any, title: str, heading: str, message: str) -> dict[str, Any]:
    """showTipsDialog: a dialog over the page with its title, its message, Cancel and the
    red Confirm (the catalogue's ``confrim`` key)."""
    return {"title": title, "dialog": {"title": heading, "message": message},
            "items": [{"button": t("cancel")}, {"button": t("confrim")}]}  # fmt: skip


def note_screens(t: Any) -> list[dict[str, Any]]:
    """The sidebar, a note card, its menu in the list, the archive and the trash, the edit
    time dialog, the trash's header and its confirmation, the multi-select toolbar, its
    confirmation and tag dialog, the daily review and its confirmation."""
    home = t("blinko")
    sidebar = {"title": home, "items": [
        {"link": t("blinko")}, {"link": t("notes")}, {"link": t("resources")},
        {"link": t("archived")}, {"link": t("trash")}, {"link": t("settings")}]}  # fmt: skip
    card = {"title": home, "items": [
        {"text": TEXT}, {"id": "fluent:more-vertical-16-regular"}, {"text": TEXT2}]}  # fmt: skip
    convert = f"{t('convert-to')} {t('note')}"

    def menu(*labels: str) -> dict[str, Any]:
        return {"title": home, "items": [{"menu": label} for label in labels]}

    note_menu = menu(t("edit"), t("multiple-select"), t("select-all"), t("edit-time"),
                     convert, t("top"), t("archive"), t("share"), t("trash"))  # fmt: skip
    archived_menu = {**menu(t("edit"), t("multiple-select"), t("select-all"),
                            t("edit-time"), convert, t("top"), t("recovery"), t("share"),
                            t("trash")), "title": t("archived")}  # fmt: skip
    trash_menu = {**menu(t("edit"), t("multiple-select"), t("select-all"), t("edit-time"),
                         convert, t("top"), t("recovery"), t("delete")),
                  "title": t("trash")}  # fmt: skip
    edit_time = {"title": home, "dialog": {}, "items": [
        {"field": "createdAt", "hint": t("created-at"), "text": "2025-03-02 09:30"},
        {"field": "updatedAt", "hint": t("updated-at"), "text": "2025-03-04 18:05"},
        {"button": t("save")}]}  # fmt: skip
    trash_page = {"title": t("trash"), "items": [
        {"text": t("trash")}, {"id": "mingcute:delete-2-line"}, {"text": TEXT}]}  # fmt: skip
    clear = tips(
        t,
        t("trash"),
        t("confirm-to-delete"),
        t("this-operation-removes-the-associated-label-and-cannot-be-restored-please-confirm"),
    )
    toolbar = {"title": home, "items": [
        {"text": TEXT}, {"text": TEXT2}, {"button": t("archive")}, {"button": t("add-tag")},
        {"button": t("delete")}, {"id": "material-symbols:close"}]}  # fmt: skip
    many = tips(
        t,
        home,
        t("confirm-to-delete"),
        t("this-operation-removes-the-associated-label-and-cannot-be-restored-please-confirm"),
    )
    add_tag = {"title": home, "dialog": {"title": t("update-tag-name")}, "items": [
        {"field": "tag", "hint": "Select a tag", "text": TAG_NAME},
        {"button": "Save"}]}  # fmt: skip
    review_t = t("daily-review")
    review = {"title": review_t, "items": [
        {"text": TEXT}, {"id": "eva:archive-outline"},
        {"id": "mingcute:delete-2-line"}]}  # fmt: skip
    review_confirm = tips(
        t,
        review_t,
        t("confirm-to-delete"),
        t("this-operation-removes-the-associated-label-and-cannot-be-restored-please-confirm"),
    )
    delete_one = mutate(("notes.deleteMany", {"ids": [NOTE]}), ("ai.embeddingDelete", {"id": NOTE}))
    return [
        _entry("reversible", "sidebar", sidebar, [
            (t("archived"), False, [note_list(type=-1, isArchived=True)]),
            (t("trash"), False, [note_list(type=-1, isRecycle=True)])]),
        _entry("opens-prompt", "note card", card, [
            ("fluent:more-vertical-16-regular", False, [])]),
        _entry("reversible", "note menu", note_menu, [
            (convert, False, [upsert(type=1)]), (t("top"), False, [upsert(isTop=True)]),
            (t("archive"), False, [upsert(isArchived=True)]), (t("share"), False, []),
            (t("trash"), False, [mutate(("notes.trashMany", {"ids": [NOTE]}))])]),
        _entry("reversible", "archived note menu", archived_menu, [
            (t("recovery"), False, [upsert(isArchived=False)])]),
        _entry("delete", "trashed note menu", trash_menu, [
            (t("recovery"), False, [upsert(isArchived=False, isRecycle=False)]),
            (t("delete"), True, [delete_one])]),
        _entry("reversible", "edit time dialog", edit_time, [
            (t("save"), False, [upsert(createdAt=CREATED, updatedAt=UPDATED)])]),
        _entry("opens-prompt", "trash page", trash_page, [
            ("mingcute:delete-2-line", False, [])]),
        _entry("delete", "clear trash confirm", clear, [
            (t("confrim"), True, [mutate(("notes.clearRecycleBin", UNDEFINED))]),
            (t("cancel"), False, [])]),
        _entry("reversible", "multi-select toolbar", toolbar, [
            (t("archive"), False, [mutate(("notes.updateMany", {
                "ids": [NOTE, NOTE2], "isArchived": True}))])]),
        _entry("opens-prompt", "multi-select toolbar prompts", toolbar, [
            (t("add-tag"), False, []), (t("delete"), False, [])]),
        _entry("delete", "multi-select delete confirm", many, [
            (t("confrim"), True, [
                mutate(("notes.deleteMany", {"ids": [NOTE, NOTE2]})),
                mutate(("ai.embeddingDelete", {"id": NOTE}),
                       ("ai.embeddingDelete", {"id": NOTE2}))]),
            (t("cancel"), False, [])]),
        _entry("reversible", "multi-select tag dialog", add_tag, [
            ("Save", False, [mutate(("tags.updateTagMany", {
                "tag": TAG_NAME, "ids": [NOTE, NOTE2]}))])]),
        _entry("reversible", "daily review archive", review, [
            ("eva:archive-outline", False, [upsert(isArchived=True)])]),
        _entry("opens-prompt", "daily review", review, [
            ("mingcute:delete-2-line", False, [])]),
        _entry("delete", "daily review delete confirm", review_confirm, [
            (t("confrim"), True, [mutate(("notes.deleteMany", {"ids": [NOTE]}))]),
            (t("cancel"), False, [])]),
    ]  # fmt: skip


def sharing_screens(t: Any) -> list[dict[str, Any]]:
    """The share dialog: public, with a password, of a note shared already, to a team member;
    a tag's menu in the sidebar and its rename dialog; a note's comments."""
    home = t("blinko")

    def share(*, password: bool, shared: bool) -> dict[str, Any]:
        items: list[dict[str, Any]] = [
            {"button": t("public-share")},
            {"button": t("internal-share")},
            {"text": t("expiry-time")},
            {"button": t("permanent-valid")},
            {"switch": t("access-password"), "checked": password},
            {"text": t("protect-your-shared-content")},
        ]
        if password:
            items.append({"field": "password", "hint": t("set-access-password"),
                          "text": SHARE_PASSWORD})  # fmt: skip
        if shared:
            items += [{"text": t("share-link")}, {"text": f"{ORIGIN}/share/k3v9q2xa"},
                      {"button": t("cancel-share")}]  # fmt: skip
        items.append({"button": t("create-share")})
        return {"title": home, "dialog": {"title": t("share")}, "items": items}

    internal = {"title": home, "dialog": {"title": t("share")}, "items": [
        {"button": t("public-share")}, {"button": t("internal-share")},
        {"switch": USER_NAME.upper(), "checked": True}, {"text": t("selected-users")},
        {"button": t("create-share")}]}  # fmt: skip
    tag_menu = {"title": home, "items": [
        {"menu": t("custom-icon")}, {"menu": t("update-tag-icon")}, {"menu": t("update-name")},
        {"menu": t("move-up")}, {"menu": t("move-down")}, {"menu": t("delete-only-tag")},
        {"menu": t("delete-tag-with-note")}]}  # fmt: skip
    rename = {"title": home, "dialog": {"title": t("update-tag-name")}, "items": [
        {"field": "tag", "hint": "", "text": TAG_NEW}, {"button": "Save"}]}  # fmt: skip
    comments = {"title": home, "dialog": {"title": t("comment")}, "items": [
        {"text": ADMIN_NAME}, {"text": "Order from the local nursery this time."},
        {"id": "akar-icons:comment"}, {"id": "akar-icons:trash"}]}  # fmt: skip

    def publish(password: str) -> dict[str, str]:
        return mutate(
            (
                "notes.shareNote",
                {"id": NOTE, "isCancel": False, "password": password, "expireAt": UNDEFINED},
            )
        )

    return [
        _entry("publish", "share dialog", share(password=False, shared=False), [
            (t("create-share"), True, [publish("")]),
            (t("internal-share"), False, [
                query("users.publicUserList", UNDEFINED),
                mutate(("notes.getInternalSharedUsers", {"id": NOTE}))])]),
        _entry("publish", "share dialog with password", share(password=True, shared=False), [
            (t("create-share"), True, [publish(SHARE_PASSWORD)])]),
        _entry("reversible", "share dialog of a shared note", share(password=False, shared=True), [
            (t("cancel-share"), False, [mutate(("notes.shareNote", {
                "id": NOTE, "isCancel": True}))])]),
        _entry("send", "internal share", internal, [
            (t("create-share"), True, [mutate(("notes.internalShareNote", {
                "id": NOTE, "accountIds": [USER], "isCancel": False}))])]),
        _entry("reversible", "tag menu", tag_menu, [
            (t("update-name"), False, []),
            (t("move-up"), False, [
                mutate(("tags.updateTagOrder", {"id": TAG, "sortOrder": 1}))])]),
        _entry("delete", "tag menu deletions", tag_menu, [
            (t("delete-only-tag"), True, [mutate(("tags.deleteOnlyTag", {"id": TAG}))]),
            (t("delete-tag-with-note"), True, [
                mutate(("tags.deleteTagWithAllNote", {"id": TAG}))])]),
        _entry("reversible", "tag rename dialog", rename, [
            ("Save", False, [mutate(("tags.updateTagName", {
                "id": TAG, "oldName": TAG_NAME, "newName": TAG_NEW}))])]),
        _entry("delete", "comments", comments, [
            ("akar-icons:trash", True, [mutate(("comments.delete", {"id": COMMENT}))])]),
    ]  # fmt: skip


def resource_screens(t: Any) -> list[dict[str, Any]]:
    """The resources page's menu of a file, its delete confirmation, the multi-select toolbar
    and its confirmation."""
    title = t("resources")
    menu = {"title": title, "items": [
        {"text": FILE_NAME}, {"menu": t("download")}, {"menu": t("rename")},
        {"menu": t("cut")}, {"menu": t("delete")}]}  # fmt: skip
    confirm = tips(t, title, t("confirm-delete"), t("confirm-delete-content"))
    toolbar = {"title": title, "items": [
        {"text": FILE_NAME}, {"text": "scan-0412.png"}, {"button": t("delete")},
        {"id": "material-symbols:close"}]}  # fmt: skip
    many = tips(
        t,
        title,
        t("confirm-to-delete"),
        t("this-operation-will-delete-the-selected-files-and-cannot-be-restored-please-confirm"),
    )
    return [
        _entry("harmless", "resource menu", menu, [
            (t("download"), False, [link(f"/api/file/{FILE_NAME}")]),
            (t("rename"), False, [])]),
        _entry("opens-prompt", "resource menu delete", menu, [(t("delete"), False, [])]),
        _entry("delete", "resource delete confirm", confirm, [
            (t("confrim"), True, [mutate(("attachments.delete", {
                "id": FILE, "isFolder": False}))]),
            (t("cancel"), False, [])]),
        _entry("opens-prompt", "resource multi-select toolbar", toolbar, [
            (t("delete"), False, [])]),
        _entry("delete", "resource multi-select delete confirm", many, [
            (t("confrim"), True, [mutate(("attachments.deleteMany", {"ids": [FILE, FILE2]}))]),
            (t("cancel"), False, [])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The settings page's account card and its dialogs, the user list, its dialogs and
    confirmation, the SSO providers' confirmation, the export card, the sign-in and sign-up
    pages."""
    title = t("settings")
    account = {"title": title, "items": [
        {"text": t("basic-information")}, {"text": t("name")}, {"id": "tabler:edit"},
        {"id": "material-symbols:password"}, {"text": t("access-token")}, {"id": "mdi:eye"},
        {"link": t("generate-low-permission-token")},
        {"id": "fluent:arrow-sync-12-filled"},
        {"switch": t("allow-register"), "checked": True},
        {"switch": t("two-factor-authentication"), "checked": True},
        {"id": "hugeicons:logout-05"}]}  # fmt: skip
    info = {"title": title, "dialog": {"title": t("change-user-info")}, "items": [
        {"field": "username", "hint": t("username"), "text": ADMIN_NAME},
        {"field": "nickname", "hint": t("nickname"), "text": "Mira K."},
        {"field": "originalPassword", "hint": t("original-password"), "text": PASSWORD},
        {"button": t("save")}]}  # fmt: skip
    reset = {"title": title, "dialog": {"title": t("rest-user-password")}, "items": [
        {"field": "originalPassword", "hint": t("original-password"), "text": PASSWORD},
        {"field": "password", "hint": t("password"), "text": "Still-Meadow-91"},
        {"field": "passwordConfirm", "hint": t("confirm-password"), "text": "Still-Meadow-91"},
        {"button": t("save")}]}  # fmt: skip
    users = {"title": title, "items": [
        {"text": t("user-list")}, {"button": t("create-user")}, {"text": ADMIN_NAME},
        {"text": USER_NAME}]}  # fmt: skip
    create = {"title": title, "dialog": {"title": t("create-user")}, "items": [
        {"field": "username", "hint": t("username"), "text": "lena"},
        {"field": "nickname", "hint": t("nickname"), "text": "lena"},
        {"field": "password", "hint": t("password"), "text": PASSWORD},
        {"button": t("save")}]}  # fmt: skip
    remove_user = tips(
        t,
        title,
        t("confirm-to-delete"),
        t("after-deletion-all-user-data-will-be-cleared-and-unrecoverable"),
    )
    remove_sso = tips(t, title, t("confirm-to-delete"), t("confirm-delete-provider"))
    export = {"title": title, "items": [
        {"text": t("export-format")}, {"button": "Markdown"}, {"text": t("time-range")},
        {"button": t("all")}, {"button": t("export")}]}  # fmt: skip
    signin = {"title": "Blinko", "items": [
        {"field": "username", "hint": t("username"), "text": ADMIN_NAME},
        {"field": "password", "hint": t("password"), "text": PASSWORD},
        {"switch": t("keep-sign-in"), "checked": True}, {"button": t("sign-in")},
        {"text": t("need-to-create-an-account")}, {"link": t("sign-up")}]}  # fmt: skip
    signup = {"title": "Blinko", "items": [
        {"text": f"{t('sign-up')} 👋"},
        {"field": "username", "hint": t("username"), "text": "lena"},
        {"field": "password", "hint": t("password"), "text": PASSWORD},
        {"field": "confirm", "hint": t("confirm-password"), "text": PASSWORD},
        {"button": t("sign-up")},
        {"link": t("already-have-an-account-direct-login")}]}  # fmt: skip
    return [
        _entry("revoke", "account card token", account, [
            ("fluent:arrow-sync-12-filled", True, [mutate(("users.regenToken", UNDEFINED))])]),
        _entry("opens-prompt", "account card dialogs", account, [
            ("tabler:edit", False, [])]),
        _entry("reversible", "account card", account, [
            (t("generate-low-permission-token"), False, [
                mutate(("users.genLowPermToken", UNDEFINED))]),
            (t("allow-register"), False, [
                mutate(("config.update", {"key": "isAllowRegister", "value": False}))]),
            (t("two-factor-authentication"), False, [
                mutate(("config.update", {"key": "twoFactorEnabled", "value": False}))]),
            ("hugeicons:logout-05", False, ["POST /api/auth/logout"])]),
        _entry("reversible", "change user info dialog", info, [
            (t("save"), False, [mutate(("users.upsertUser", {
                "id": ADMIN, "name": ADMIN_NAME, "nickname": "Mira K.",
                "originalPassword": PASSWORD}))])]),
        _entry("reversible", "reset password dialog", reset, [
            (t("save"), False, [mutate(("users.upsertUser", {
                "id": ADMIN, "password": "Still-Meadow-91"}))])]),
        _entry("opens-prompt", "user list", users, [(t("create-user"), False, [])]),
        _entry("reversible", "create user dialog", create, [
            (t("save"), False, [mutate(("users.upsertUserByAdmin", {
                "name": "lena", "password": PASSWORD, "nickname": "lena"}))])]),
        _entry("delete-user", "delete user confirm", remove_user, [
            (t("confrim"), True, [mutate(("users.deleteUser", {"id": USER}))]),
            (t("cancel"), False, [])]),
        _entry("delete", "delete provider confirm", remove_sso, [
            (t("confrim"), True, [
                mutate(("config.update", {"key": "oauth2Providers", "value": []}))]),
            (t("cancel"), False, [])]),
        _entry("harmless", "export card", export, [
            (t("export"), False, [
                mutate(("task.exportMarkdown", {"baseURL": ORIGIN, "format": "markdown"})),
                link("/api/file/notes_export_1747040400000.zip")])]),
        _entry("harmless", "sign-in page", signin, [
            (t("sign-in"), False, [{"request": "POST /api/auth/login", "body": compact({
                "username": ADMIN_NAME, "password": PASSWORD})}])]),
        _entry("harmless", "sign-up page", signup, [
            (t("sign-up"), False, [mutate(("users.register", {
                "name": "lena", "password": PASSWORD}))])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return note_screens(t) + sharing_screens(t) + resource_screens(t) + settings_screens(t)
