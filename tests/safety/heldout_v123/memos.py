"""Memos' screens for the hundred-and-twenty-third held-out corpus: ``screens(t)`` lays them out
in one language, ``t(key, **values)`` being that language's lookup of a key of the app's
catalogue. What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

ME, MEMBER = "users/1", "users/7"
EMAIL = "alice@harbour.example"
MEMO = "memos/9Zx4kLpQ2mW7tRbD"
CONTENT = "Ferry times for Saturday: 08:40 and 11:15. Bring the bike lock."
TASKS = "memos/Lr5bW2qH7nXd4KcA"
TASK_CONTENT = "- [ ] Call the plumber\n- [x] Buy paint"
ARCHIVED = "memos/Hc2vN6yUq8sLp3Ke"
ARCHIVED_CONTENT = "Old router settings, before the move."
OTHERS = "memos/Tg7mK1pZ4xCv9NaE"
COMMENT = "memos/Fq3nR8sT1vYbJ5Wd"
COMMENT_CONTENT = "Count me in for the 08:40 one."
DRAFT = "Trip budget: ferry 2 x 14 EUR, lunch 30 EUR."
SHARE = f"{MEMO}/shares/pX82kQm1Zt4Hs9Va"
SHARE_URL = "https://notes.harbour.example/memos/shares/pX82kQm1Zt4Hs9Va"
TOKEN_NAME, TOKEN_DESCRIPTION = f"{ME}/personalAccessTokens/5", "Raycast"
WEBHOOK_NAME, WEBHOOK_TITLE = f"{ME}/webhooks/3", "Deploy notifier"
WEBHOOK_URL = "https://hooks.harbour.example/memos"
IDP_NAME, IDP_TITLE = "identity-providers/github", "GitHub"
VIEW_NAME, VIEW_TITLE = f"{ME}/views/2", "Work"
SMTP = {"enabled": True, "smtpHost": "smtp.harbour.example", "smtpPort": 587,
        "smtpUsername": "notes@harbour.example", "fromEmail": "notes@harbour.example",
        "fromName": "Harbour Notes", "useTls": True}  # fmt: skip
Act = tuple[str, bool, list[Any]]


def rpc(service: str, method: str, body: dict[str, Any]) -> dict[str, str]:
    """One Connect unary call: ``POST /memos.api.v1.<Service>/<Method>``, the request message
    written in protobuf's JSON form (the client sends the same message binary-encoded)."""
    text = json.dumps(body, ensure_ascii=False, separators=(",", ":"))
    return {"request": f"POST /memos.api.v1.{service}/{method}", "body": text}


def memo_rpc(method: str, body: dict[str, Any]) -> dict[str, str]:
    return rpc("MemoService", method, body)


def user_rpc(method: str, body: dict[str, Any]) -> dict[str, str]:
    return rpc("UserService", method, body)


def update_memo(memo: dict[str, Any], mask: str) -> dict[str, str]:
    return memo_rpc("UpdateMemo", {"memo": memo, "updateMask": mask})


def confirm(
    t: Any, title: str, heading: str, description: str | None, label: str
) -> dict[str, Any]:
    """ConfirmDialog: a title, a description where it has one, Cancel and the confirm button."""
    dialog = {"title": heading, **({"message": description} if description else {})}
    return {"title": title, "dialog": dialog,
            "items": [{"button": t("common.cancel")}, {"button": label}]}  # fmt: skip


def menu(title: str, *labels: str) -> dict[str, Any]:
    """An open dropdown menu over the page called ``title``."""
    return {"title": title, "dialog": {}, "items": [{"menu": label} for label in labels]}


def memo_screens(t: Any) -> list[dict[str, Any]]:
    """A memo's action menu (normal, archived, comment), its tasks submenu, the delete dialogs,
    a memo card's reactions and the reaction picker."""
    home, archived = t("common.home"), t("common.archived")
    actions = menu(home, t("common.pin"), t("common.edit"), t("common.copy"),
                   t("memo.task-actions.title"), t("common.archive"),
                   t("common.delete"))  # fmt: skip
    tasks = menu(home, t("memo.task-actions.check-all"), t("memo.task-actions.uncheck-all"))
    delete = confirm(t, home, t("memo.delete-confirm"), t("memo.delete-confirm-description"),
                     t("common.delete"))  # fmt: skip
    archived_menu = menu(archived, t("common.restore"), t("common.delete"))
    comment_menu = menu(t("memo.comment.self"), t("common.edit"), t("common.copy"),
                        t("common.delete"))  # fmt: skip
    comment_delete = confirm(t, t("memo.comment.self"), t("memo.delete-confirm"),
                             t("memo.delete-confirm-description"), t("common.delete"))  # fmt: skip
    card = {"title": home, "items": [
        {"text": CONTENT}, {"button": "🎉 2"}, {"button": "👀 1"}]}  # fmt: skip
    emoji = ("👍", "👎", "💛", "🔥", "👏", "😂", "👌", "🚀", "👀", "🤔")
    reactions = {"title": home, "dialog": {}, "items": [{"button": e} for e in emoji]}
    reaction = f"{MEMO}/reactions/31"
    get = memo_rpc("GetMemo", {"name": MEMO})
    return [
        _entry("reversible", "memo action menu", actions, [
            (t("common.pin"), False, [update_memo({"name": MEMO, "pinned": True}, "pinned")]),
            (t("common.archive"), False, [
                update_memo({"name": MEMO, "state": "ARCHIVED"}, "state")]),
            (t("common.delete"), False, [])]),
        _entry("reversible", "memo tasks submenu", tasks, [
            (t("memo.task-actions.check-all"), False, [update_memo({
                "name": TASKS, "content": TASK_CONTENT.replace("[ ]", "[x]")},
                "content,updateTime")])]),
        _entry("delete", "delete memo dialog", delete, [
            (t("common.delete"), True, [memo_rpc("DeleteMemo", {"name": MEMO})]),
            (t("common.cancel"), False, [])]),
        _entry("reversible", "archived memo menu", archived_menu, [
            (t("common.restore"), False, [
                update_memo({"name": ARCHIVED, "state": "NORMAL"}, "state")]),
            (t("common.delete"), False, [])]),
        _entry("delete", "archived memo delete dialog",
               {**confirm(t, archived, t("memo.delete-confirm"),
                          t("memo.delete-confirm-description"), t("common.delete"))}, [
            (t("common.delete"), True, [memo_rpc("DeleteMemo", {"name": ARCHIVED})])]),
        _entry("opens-prompt", "comment action menu", comment_menu, [
            (t("common.delete"), False, [])]),
        _entry("delete", "delete comment dialog", comment_delete, [
            (t("common.delete"), True, [memo_rpc("DeleteMemo", {"name": COMMENT})])]),
        _entry("reversible", "memo card reactions", card, [
            ("🎉 2", False, [memo_rpc("DeleteMemoReaction", {"name": reaction}), get])]),
        _entry("reversible", "reaction picker", reactions, [
            ("👍", False, [memo_rpc("UpsertMemoReaction", {
                "name": MEMO, "reaction": {"reactionType": "👍"}}), get])]),
    ]  # fmt: skip


def editor_screens(t: Any) -> list[dict[str, Any]]:
    """The memo editor: a new memo (private, then public), its visibility menu, editing a
    memo (its words, then its visibility), a comment on another user's memo."""
    home = t("common.home")
    private, public = t("memo.visibility.private"), t("memo.visibility.public")

    def editor(text: str, visibility: str, cancel: bool = False, hint: str = "editor.any-thoughts"):
        items = [{"field": "content", "hint": t(hint), "text": text, "focused": True},
                 {"icon": t("common.add")}, {"button": visibility}]  # fmt: skip
        if cancel:
            items.append({"button": t("common.cancel")})
        return {"title": home, "items": [*items, {"button": t("editor.save")}]}

    visibility = menu(home, private, t("memo.visibility.protected"), public)
    comment = {"title": "Maria", "items": [
        {"text": "Ferry or the coastal bus on Saturday?"}, {"text": t("memo.comment.self")},
        {"field": "content", "hint": t("editor.add-your-comment-here"),
         "text": COMMENT_CONTENT, "focused": True},
        {"icon": t("common.add")}, {"button": private},
        {"button": t("common.cancel")}, {"button": t("editor.save")}]}  # fmt: skip
    get = memo_rpc("GetMemo", {"name": MEMO})
    return [
        _entry("reversible", "new private memo", editor(DRAFT, private), [
            (t("editor.save"), False, [memo_rpc("CreateMemo", {
                "memo": {"content": DRAFT, "visibility": "PRIVATE"}})])]),
        _entry("opens-prompt", "editor visibility menu", visibility, [
            (public, False, [])]),
        _entry("publish", "new public memo", editor(DRAFT, public), [
            (t("editor.save"), True, [memo_rpc("CreateMemo", {
                "memo": {"content": DRAFT, "visibility": "PUBLIC"}})])]),
        _entry("publish", "edit memo made public", editor(CONTENT, public, cancel=True), [
            (t("editor.save"), True, [get, update_memo({
                "name": MEMO, "content": CONTENT, "visibility": "PUBLIC"}, "visibility")])]),
        _entry("reversible", "edit memo words", editor(CONTENT + " Tickets online.", private,
                                                        cancel=True), [
            (t("editor.save"), False, [get, update_memo({
                "name": MEMO, "content": CONTENT + " Tickets online."}, "content,updateTime")])]),
        _entry("send", "comment editor", comment, [
            (t("editor.save"), True, [memo_rpc("CreateMemoComment", {
                "name": OTHERS, "comment": {"content": COMMENT_CONTENT,
                                            "visibility": "PRIVATE"}})]),
            (t("common.cancel"), False, [])]),
    ]  # fmt: skip


def share_screens(t: Any) -> list[dict[str, Any]]:
    """The memo page's sidebar, its share menu and the share-links panel (empty, then with
    one link)."""
    title = t("common.memo")
    sidebar = {"title": title, "items": [
        {"text": CONTENT}, {"text": t("common.actions")},
        {"row": t("common.pin")}, {"row": t("common.share")}]}  # fmt: skip
    share = menu(title, t("memo.copy-link"), t("memo.share.open-image"),
                 t("memo.share.open-panel"))  # fmt: skip
    empty = {"title": title, "dialog": {"title": t("memo.share.title")}, "items": [
        {"text": t("memo.share.active-links")}, {"text": t("memo.share.no-links")},
        {"button": t("memo.share.expiry-never")},
        {"button": t("memo.share.create-link")}]}  # fmt: skip
    panel = {"title": title, "dialog": {"title": t("memo.share.title")}, "items": [
        {"text": t("memo.share.active-links")}, {"text": SHARE_URL},
        {"icon": t("memo.share.copy")}, {"icon": t("memo.share.revoke")},
        {"text": t("memo.share.never-expires")},
        {"button": t("memo.share.expiry-never")},
        {"button": t("memo.share.create-link")}]}  # fmt: skip
    return [
        _entry("reversible", "memo sidebar", sidebar, [
            (t("common.pin"), False, [update_memo({"name": MEMO, "pinned": True}, "pinned")])]),
        _entry("opens-prompt", "memo share menu", share, [
            (t("memo.share.open-panel"), False, [])]),
        _entry("reversible", "share links panel", empty, [
            (t("memo.share.create-link"), False, [memo_rpc("CreateMemoShare", {
                "parent": MEMO, "memoShare": {}})])]),
        _entry("revoke", "share links panel with a link", panel, [
            (t("memo.share.revoke"), True, [memo_rpc("DeleteMemoShare", {"name": SHARE})])]),
    ]  # fmt: skip


def inbox_screens(t: Any) -> list[dict[str, Any]]:
    """The inbox (an unread and an archived comment notification), the attachments page's
    unused uploads and its delete dialog, the user menu."""
    inbox = t("common.inbox")

    def notification(icon: str) -> dict[str, Any]:
        return {"title": inbox, "items": [
            {"text": "Maria"}, {"text": "commented on your memo"}, {"icon": icon},
            {"text": CONTENT}, {"row": COMMENT_CONTENT}]}  # fmt: skip

    attachments = t("common.attachments")
    unused = {"title": attachments, "items": [
        {"tab": t("attachment-library.labels.unused")},
        {"text": t("attachment-library.unused.title")},
        {"text": t("attachment-library.unused.description")},
        {"button": t("resource.delete-all-unused")}, {"text": "IMG_2041.jpg"}]}  # fmt: skip
    delete_unused = confirm(t, attachments, t("resource.delete-all-unused-confirm"),
                            t("attachment-library.unused.confirm-description"),
                            t("common.delete"))  # fmt: skip
    user = menu(t("common.home"), t("common.profile"), t("common.language"),
                t("setting.preference.theme"), t("common.about"), t("common.settings"),
                t("common.sign-out"))  # fmt: skip
    read = user_rpc("UpdateUserNotification", {
        "notification": {"name": f"{ME}/notifications/42", "status": "ARCHIVED"},
        "updateMask": "status"})  # fmt: skip
    return [
        _entry("reversible", "inbox unread notification", notification(t("common.archive")), [
            (t("common.archive"), False, [read])]),
        _entry("reversible", "inbox archived notification", notification(t("common.delete")), [
            (t("common.delete"), False, [user_rpc("DeleteUserNotification", {
                "name": f"{ME}/notifications/40"})])]),
        _entry("opens-prompt", "unused attachments", unused, [
            (t("resource.delete-all-unused"), False, [])]),
        _entry("delete", "delete unused attachments dialog", delete_unused, [
            (t("common.delete"), True, [
                rpc("AttachmentService", "ListAttachments", {
                    "pageSize": 1000, "filter": "memo_id == null"}),
                rpc("AttachmentService", "BatchDeleteAttachments", {
                    "names": ["attachments/Wk3sD9fLq2Xe", "attachments/Pb7nM4cVt8Ry"]})])]),
        _entry("reversible", "user menu", user, [
            (t("common.sign-out"), False, [rpc("AuthService", "SignOut", {})]),
            (t("common.settings"), False, [])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """My account (edit, password, delete account), linked accounts, access tokens,
    preferences."""
    account = t("setting.my-account.label")
    section = {"title": account, "items": [
        {"text": "Alice Moreau"}, {"button": t("common.edit")},
        {"button": t("setting.account.change-password")},
        {"text": t("setting.account.delete-account-description")},
        {"button": t("setting.account.delete-account")}]}  # fmt: skip
    edit = {"title": account, "dialog": {"title": t("setting.account.update-information")},
            "items": [
        {"field": "username", "hint": t("common.username"), "text": "alice"},
        {"field": "displayName", "hint": t("common.nickname"), "text": "Alice M."},
        {"field": "email", "hint": t("common.email"), "text": EMAIL},
        {"button": t("common.cancel")}, {"button": t("common.save")}]}  # fmt: skip
    password = {"title": account, "dialog": {
        "title": f"{t('setting.account.change-password')} (Alice Moreau)"}, "items": [
        {"field": "newPassword", "hint": t("auth.new-password"), "text": "••••••••••"},
        {"field": "newPasswordAgain", "hint": t("auth.repeat-new-password"),
         "text": "••••••••••"},
        {"button": t("common.cancel")}, {"button": t("common.save")}]}  # fmt: skip
    delete = confirm(
        t,
        account,
        t("setting.member.delete-warning", username="alice"),
        t("setting.member.delete-warning-description"),
        t("common.delete"),
    )
    linked = {"title": account, "items": [
        {"text": t("setting.sso.accounts-title")}, {"text": IDP_TITLE},
        {"text": t("setting.sso.linked")}, {"button": t("common.unlink")}]}  # fmt: skip
    tokens_title = t("setting.access-token.title")
    tokens = {"title": tokens_title, "items": [
        {"button": t("common.create")}, {"text": TOKEN_DESCRIPTION},
        {"icon": t("common.delete")}]}  # fmt: skip
    create = {"title": tokens_title, "dialog": {
        "title": t("setting.access-token.create-dialog.create-access-token")}, "items": [
        {"field": "description", "hint": t("setting.access-token.create-dialog.description"),
         "text": "Shortcuts on my phone"},
        {"radio": t("setting.access-token.create-dialog.duration-90d")},
        {"button": t("common.cancel")}, {"button": t("common.create")}]}  # fmt: skip
    revoke = confirm(t, tokens_title, t("setting.access-token.access-token-deletion",
                                        description=TOKEN_DESCRIPTION),
                     t("setting.access-token.access-token-deletion-description"),
                     t("common.delete"))  # fmt: skip
    visibility = menu(
        t("setting.preference.label"),
        t("memo.visibility.private"),
        t("memo.visibility.protected"),
        t("memo.visibility.public"),
    )
    metadata = {"title": t("setting.preference.label"), "items": [
        {"text": t("setting.preference.uploads-privacy-title")},
        {"switch": t("setting.preference.save-media-metadata")}]}  # fmt: skip
    general = f"{ME}/settings/GENERAL"
    settings = user_rpc("ListUserSettings", {"parent": ME})
    return [
        _entry("opens-prompt", "my account", section, [
            (t("setting.account.delete-account"), False, [])]),
        _entry("reversible", "update account dialog", edit, [
            (t("common.save"), False, [user_rpc("UpdateUser", {
                "user": {"name": ME, "username": "alice", "email": EMAIL,
                         "displayName": "Alice M."}, "updateMask": "displayName"})])]),
        _entry("reversible", "change password dialog", password, [
            (t("common.save"), False, [user_rpc("UpdateUser", {
                "user": {"name": ME, "password": "harbour-ferry-2026"},
                "updateMask": "password"})])]),
        _entry("delete-account", "delete account dialog", delete, [
            (t("common.delete"), True, [user_rpc("DeleteUser", {"name": ME}),
                                        rpc("AuthService", "SignOut", {})]),
            (t("common.cancel"), False, [])]),
        _entry("reversible", "linked accounts", linked, [
            (t("common.unlink"), False, [
                user_rpc("DeleteLinkedIdentity", {"name": f"{ME}/linkedIdentities/github"}),
                rpc("IdentityProviderService", "ListIdentityProviders", {}),
                user_rpc("ListLinkedIdentities", {"parent": ME})])]),
        _entry("opens-prompt", "access tokens", tokens, [
            (t("common.delete"), False, [])]),
        _entry("reversible", "create access token dialog", create, [
            (t("common.create"), False, [user_rpc("CreatePersonalAccessToken", {
                "parent": ME, "description": "Shortcuts on my phone", "expiresInDays": 90}),
                user_rpc("ListPersonalAccessTokens", {"parent": ME})])]),
        _entry("revoke", "delete access token dialog", revoke, [
            (t("common.delete"), True, [user_rpc("DeletePersonalAccessToken", {
                "name": TOKEN_NAME})]),
            (t("common.cancel"), False, [])]),
        _entry("reversible", "default visibility menu", visibility, [
            (t("memo.visibility.public"), False, [user_rpc("UpdateUserSetting", {
                "setting": {"name": general, "generalSetting": {"memoVisibility": "PUBLIC"}},
                "updateMask": "memoVisibility"}), settings])]),
        _entry("reversible", "media metadata preference", metadata, [
            (t("setting.preference.save-media-metadata"), False, [
                user_rpc("UpdateUserSetting", {
                    "setting": {"name": general, "generalSetting": {"saveMediaMetadata": True}},
                    "updateMask": "saveMediaMetadata"}), settings])]),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """Members (menu, archive, restore, delete, create), webhooks, the instance's policies,
    e-mail notifications, SSO and saved views."""
    members = t("setting.member.list-title")
    member_menu = menu(members, t("common.update"), t("setting.member.archive-member"))
    archive = confirm(
        t,
        members,
        t("setting.member.archive-warning", username="maria"),
        t("setting.member.archive-warning-description"),
        t("common.confirm"),
    )
    archived_menu = menu(members, t("common.update"), t("common.restore"),
                         t("setting.member.delete-member"))  # fmt: skip
    delete = confirm(
        t,
        members,
        t("setting.member.delete-warning", username="maria"),
        t("setting.member.delete-warning-description"),
        t("common.delete"),
    )
    new_user = {"title": members, "dialog": {
        "title": f"{t('common.create')} {t('common.user')}"}, "items": [
        {"field": "username", "hint": t("common.username"), "text": "tom"},
        {"field": "password", "hint": t("common.password"), "text": "••••••••"},
        {"radio": t("setting.member.user")}, {"radio": t("setting.member.admin")},
        {"button": t("common.cancel")}, {"button": t("common.confirm")}]}  # fmt: skip
    webhooks = t("setting.webhook.title")
    webhook_list = {"title": webhooks, "items": [
        {"button": t("common.create")}, {"text": WEBHOOK_TITLE}, {"text": WEBHOOK_URL},
        {"icon": t("common.edit")}, {"icon": t("common.delete")}]}  # fmt: skip
    new_webhook = {"title": webhooks, "dialog": {
        "title": t("setting.webhook.create-dialog.create-webhook")}, "items": [
        {"field": "displayName", "hint": t("setting.webhook.create-dialog.title"),
         "text": "Backup mirror"},
        {"field": "url", "hint": t("setting.webhook.create-dialog.payload-url"),
         "text": "https://backup.harbour.example/hook"},
        {"button": t("common.cancel")}, {"button": t("common.create")}]}  # fmt: skip
    delete_webhook = confirm(t, webhooks, t("setting.webhook.delete-dialog.delete-webhook-title",
                                            name=WEBHOOK_TITLE),
                             t("setting.webhook.delete-dialog.delete-webhook-description"),
                             t("common.delete"))  # fmt: skip
    system = t("setting.system.label")

    def policies(*switches: str) -> dict[str, Any]:
        return {"title": system, "items": [
            {"text": t("setting.instance.access-title")},
            *({"switch": t(f"setting.instance.{key}")} for key in switches),
            {"button": t("common.save")}]}  # fmt: skip

    notifications = {
        "title": t("setting.notification.label"),
        "items": [
            {"text": t("setting.notification.email-title")},
            {"switch": t("setting.notification.email-enabled")},
            {
                "field": "smtpHost",
                "hint": t("setting.notification.smtp-host"),
                "text": SMTP["smtpHost"],
            },
            {
                "field": "fromEmail",
                "hint": t("setting.notification.from-email"),
                "text": SMTP["fromEmail"],
            },
            {"button": t("setting.notification.test-email")},
            {"button": t("common.save")},
        ],
    }
    sso = menu(t("setting.sso.sso-list"), t("common.edit"), t("common.delete"))
    delete_sso = confirm(t, t("setting.sso.sso-list"),
                         t("setting.sso.confirm-delete", name=IDP_TITLE), None,
                         t("common.delete"))  # fmt: skip
    views = menu(t("common.views"), t("common.edit"), t("common.delete"))
    delete_view = confirm(t, t("common.views"),
                          t("setting.memo-view.delete-confirm", title=VIEW_TITLE), None,
                          t("common.delete"))  # fmt: skip

    def member_state(state: str) -> dict[str, str]:
        return user_rpc("UpdateUser", {"user": {"name": MEMBER, "state": state},
                                       "updateMask": "state"})  # fmt: skip

    def instance(key: str, field: str, value: dict[str, Any]) -> dict[str, str]:
        return rpc(
            "InstanceService",
            "UpdateInstanceSetting",
            {"setting": {"name": f"instance/settings/{key}", field: value}},
        )

    general = {"disallowUserRegistration": True, "customProfile": {"title": "Harbour Notes"},
               "weekStartDayOffset": 1}  # fmt: skip
    return [
        _entry("opens-prompt", "member menu", member_menu, [
            (t("setting.member.archive-member"), False, [])]),
        _entry("reversible", "archive member dialog", archive, [
            (t("common.confirm"), False, [member_state("ARCHIVED")])]),
        _entry("reversible", "archived member menu", archived_menu, [
            (t("common.restore"), False, [member_state("NORMAL")]),
            (t("setting.member.delete-member"), False, [])]),
        _entry("delete", "delete member dialog", delete, [
            (t("common.delete"), True, [user_rpc("DeleteUser", {"name": MEMBER})]),
            (t("common.cancel"), False, [])]),
        _entry("reversible", "create member dialog", new_user, [
            (t("common.confirm"), False, [user_rpc("CreateUser", {"user": {
                "role": "USER", "username": "tom", "password": "harbour-tom-2026"}})])]),
        _entry("opens-prompt", "webhooks", webhook_list, [
            (t("common.delete"), False, [])]),
        _entry("reversible", "create webhook dialog", new_webhook, [
            (t("common.create"), False, [
                user_rpc("CreateUserWebhook", {"parent": ME, "webhook": {
                    "url": "https://backup.harbour.example/hook",
                    "displayName": "Backup mirror"}}),
                user_rpc("GetUserWebhookSigningSecret", {"name": f"{ME}/webhooks/4"})])]),
        _entry("delete", "delete webhook dialog", delete_webhook, [
            (t("common.delete"), True, [user_rpc("DeleteUserWebhook", {"name": WEBHOOK_NAME})])]),
        _entry("reversible", "instance policies",
               policies("disallow-user-registration", "disallow-password-auth"), [
            (t("common.save"), False, [instance("GENERAL", "generalSetting", general)])]),
        _entry("publish", "instance public access",
               policies("allow-public-access", "disallow-user-registration"), [
            (t("common.save"), True, [instance("ACCESS", "accessSetting", {
                "accessMode": "INSTANCE_ACCESS_MODE_PUBLIC"})])]),
        _entry("send", "email notification settings", notifications, [
            (t("setting.notification.test-email"), True, [rpc(
                "InstanceService", "TestInstanceEmailSetting",
                {"email": SMTP, "recipientEmail": EMAIL})]),
            (t("common.save"), False, [instance("NOTIFICATION", "notificationSetting",
                                                {"email": SMTP})])]),
        _entry("opens-prompt", "sso menu", sso, [(t("common.delete"), False, [])]),
        _entry("delete", "delete sso dialog", delete_sso, [
            (t("common.delete"), True, [rpc("IdentityProviderService", "DeleteIdentityProvider",
                                            {"name": IDP_NAME})])]),
        _entry("opens-prompt", "memo view menu", views, [(t("common.delete"), False, [])]),
        _entry("delete", "delete memo view dialog", delete_view, [
            (t("common.delete"), True, [rpc("MemoViewService", "DeleteMemoView",
                                            {"name": VIEW_NAME})])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*memo_screens(t), *editor_screens(t), *share_screens(t), *inbox_screens(t),
            *account_screens(t), *admin_screens(t)]  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"memos {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip
