"""Fider's screens for the hundred-and-ninety-seventh held-out corpus: ``screens(t)`` lays them
out in one language, ``t(key)`` being that language's lookup of a key of the app's
``locale/<lang>/client.json`` catalogue. The administration pages are written in English in
the app's source (no catalogue key), so they show the same words in every language. What
each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

POST, SLUG, TITLE = 42, "dark-mode-for-the-dashboard", "Dark mode for the dashboard"
NEW, NEW_SLUG, NEW_TITLE = 57, "export-to-pdf", "Export to PDF"
COMMENT, ME = 1187, "Jon Snow"
MEMBER, MEMBER_ID, BLOCKED, BLOCKED_ID = "Maria Lopez", 31, "Bob Gray", 44
TAG, TAG_NAME, TAG2, TAG2_NAME = "mobile", "Mobile", "api", "API"
HOOK, HOOK_NAME = 3, "Slack #feedback"
EMAIL = "jon@example.com"
P = f"/api/v1/posts/{POST}"
SETTINGS = {"event_notification_new_post": "1", "event_notification_new_comment": "3",
            "event_notification_mention": "3", "event_notification_change_status": "3"}  # fmt: skip
Act = tuple[str, bool, list[Any]]


def api(method: str, url: str, data: Any = None) -> Any:
    """http.ts's ``fetch``: a JSON body is JSON.stringify's (undefined fields left out)."""
    if data is None:
        return f"{method} {url}"
    body = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    return {"request": f"{method} {url}", "body": body}


def link(url: str) -> dict[str, str]:
    """An ``<a href>`` (or a Button with ``href``) page load."""
    return {"request": f"GET {url}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"fider {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def popup(title: str, rows: list[str], items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open dropdown or modal over its page (the page's texts above)."""
    return {"title": title, "dialog": {}, "items": [*({"text": r} for r in rows), *items]}


def open_post() -> list[str]:
    """PostDetails opened from the list: its post, comments, tags, votes and subscription."""
    return [f"GET {P}", f"GET {P}/comments", "GET /api/v1/tags", f"GET {P}/votes",
            f"GET {P}/subscription"]  # fmt: skip


def home_screens(t: Any) -> list[dict[str, Any]]:
    """The home page, its sort and filter dropdowns, the new-idea modal, the user menu."""
    title = t("header.nav.feedback")
    invite = t("home.form.defaultinvitation")
    sort = f"{t('home.postsort.label')} {t('home.postfilter.option.trending')}"
    home = {"title": title, "items": [
        {"link": t("header.nav.roadmap")}, {"button": invite}, {"button": sort},
        {"button": t("home.filter.label")}, {"icon": "▲ 12", "desc": t("action.voted")},
        {"link": TITLE}, {"icon": "▲ 8", "desc": t("action.vote")},
        {"text": "Keyboard shortcuts"}]}  # fmt: skip
    sorts = popup(title, [sort], [
        {"menu": t("home.postfilter.option.trending")},
        {"menu": t("home.postfilter.option.mostwanted")},
        {"menu": t("home.postfilter.option.mostdiscussed")},
        {"menu": t("home.postfilter.option.recent")}])  # fmt: skip
    filters = popup(title, [t("home.postfilter.label.myactivity")], [
        {"field": "query", "hint": t("home.filter.search.label"), "text": ""},
        {"menu": t("home.postfilter.option.myvotes")},
        {"menu": t("home.postfilter.option.myposts")},
        {"text": t("home.postfilter.label.status")},
        {"menu": t("enum.poststatus.planned")}, {"menu": t("enum.poststatus.started")},
        {"text": t("label.tags")}, {"menu": t("home.postfilter.option.notags")},
        {"menu": TAG_NAME}])  # fmt: skip
    share = {"title": t("newpost.modal.title"), "items": [
        {"field": "title", "hint": t("newpost.modal.title.placeholder"), "text": NEW_TITLE},
        {"field": "description", "hint": t("newpost.modal.description.placeholder"),
         "text": "A button on each post to download it as a PDF."},
        {"text": t("label.tags")}, {"button": t("newpost.modal.submit")}]}  # fmt: skip
    menu = popup(title, [ME], [
        {"menu": t("menu.mysettings")}, {"menu": t("menu.sitesettings")},
        {"menu": t("menu.signout")}])  # fmt: skip
    q = "GET /api/v1/posts"
    created = api("POST", "/api/v1/posts", {
        "title": NEW_TITLE, "description": "A button on each post to download it as a PDF.",
        "attachments": [], "tags": []})  # fmt: skip
    return [
        _entry("reversible", "home page", home, [
            (t("action.voted"), False, [f"DELETE /api/v1/posts/{POST}/votes"]),
            (t("action.vote"), False, ["POST /api/v1/posts/39/votes"]),
            (TITLE, False, open_post()),
            (invite, False, [])]),
        _entry("reversible", "sort dropdown", sorts, [
            (t("home.postfilter.option.mostwanted"), False, [f"{q}?view=most-wanted"])]),
        _entry("reversible", "filter dropdown", filters, [
            (t("home.postfilter.option.myvotes"), False, [f"{q}?view=trending&myvotes=true"]),
            (t("enum.poststatus.planned"), False, [f"{q}?statuses=planned&view=trending"])]),
        _entry("send", "new idea modal", share, [
            (t("newpost.modal.submit"), True, [created, link(f"/posts/{NEW}/{NEW_SLUG}")])]),
        _entry("reversible", "user menu", menu, [
            (t("menu.mysettings"), False, [link("/settings")]),
            (t("menu.signout"), False, [link("/signout")])]),
    ]  # fmt: skip


def post_screens(t: Any) -> list[dict[str, Any]]:
    """A post's page as an administrator: voting, following, the action bar, comments and
    their menu, edit and delete, reactions, the tags list, the response and delete modals,
    a post awaiting moderation."""
    page = {"title": TITLE, "items": [
        {"button": t("action.vote")}, {"text": f"12 {t('label.votes')}"},
        {"button": t("label.edittags")}, {"button": t("action.copylink")},
        {"button": t("action.edit")}, {"button": t("action.respond")},
        {"button": t("action.commentsfeed")}, {"button": t("action.delete")},
        {"button": t("label.follow")}]}  # fmt: skip
    voted = {"title": TITLE, "items": [
        {"button": t("action.voted")}, {"text": f"13 {t('label.votes')}"},
        {"button": t("action.copylink")}, {"button": t("label.following")}]}  # fmt: skip
    content = "Would love this for late-night triage."
    comment_box = {"title": TITLE, "items": [
        {"text": t("label.discussion")},
        {"field": "content", "hint": t("showpost.commentinput.placeholder"), "text": content,
         "focused": True},
        {"button": t("action.postcomment")}]}  # fmt: skip
    comment_menu = popup(TITLE, [ME, "We are looking into it."], [
        {"menu": t("action.copylink")}, {"menu": t("action.edit")},
        {"menu": t("action.delete")}])  # fmt: skip
    edited = "We are looking into it for the next release."
    comment_edit = {"title": TITLE, "items": [
        {"text": ME}, {"field": "content", "hint": "", "text": edited},
        {"button": t("action.save")}, {"button": t("action.cancel")}]}  # fmt: skip
    delete_comment = {"title": TITLE, "dialog": {
        "title": t("modal.deletecomment.header"), "message": t("modal.deletecomment.text")},
        "items": [{"button": t("action.delete")}, {"button": t("action.cancel")}]}  # fmt: skip
    emojis = popup(TITLE, [ME], [{"button": e} for e in ("👍", "👎", "😄", "🎉", "❤️", "🚀")])
    description = "Please add a dark theme to the dashboard and the settings pages."
    post_edit = {"title": TITLE, "items": [
        {"field": "title", "hint": "", "text": TITLE},
        {"field": "description", "hint": "", "text": description},
        {"button": t("action.save")}, {"button": t("action.cancel")}]}  # fmt: skip
    tags = popup(TITLE, [t("label.tags")], [
        {"field": "search", "hint": t("label.searchtags"), "text": ""},
        {"row": TAG_NAME, "desc": "✓"}, {"row": TAG2_NAME}])  # fmt: skip
    reply = "Planned for the March release."

    def respond(status: str, original: int = 0) -> dict[str, Any]:
        items: list[dict[str, Any]] = [{"text": t(f"enum.poststatus.{status}")}]
        if status == "duplicate":
            items += [{"text": "#17 Night theme"},
                      {"text": t("showpost.responseform.message.mergedvotes")}]  # fmt: skip
        items += [
            {"field": "text", "hint": t("showpost.responseform.text.placeholder"),
             "text": "" if original else reply},
            {"button": t("action.submit")}, {"button": t("action.cancel")}]  # fmt: skip
        return {"title": TITLE, "dialog": {}, "items": items}

    def status(value: str, original: int = 0) -> Any:
        return api("PUT", f"{P}/status", {"status": value, "text": "" if original else reply,
                                           "originalNumber": original})  # fmt: skip

    why = "Duplicate of an older request."
    delete_post = {"title": TITLE, "dialog": {}, "items": [
        {"field": "text", "hint": t("showpost.moderationpanel.text.placeholder"), "text": why},
        {"text": t("showpost.moderationpanel.text.help")},
        {"button": t("action.delete")}, {"button": t("action.cancel")}]}  # fmt: skip
    pending = {"title": "Offline mode", "items": [
        {"text": t("showpost.moderation.awaiting")},
        {"text": t("showpost.moderation.admin.description")},
        {"button": t("action.publish")}, {"button": t("action.delete")}]}  # fmt: skip
    pending_comment = {"title": TITLE, "items": [
        {"text": "Any update on this?"}, {"text": t("showpost.moderation.comment.awaiting")},
        {"text": t("showpost.moderation.comment.admin.description")},
        {"button": t("action.publish")}, {"button": t("action.delete")}]}  # fmt: skip
    c = f"{P}/comments/{COMMENT}"
    return [
        _entry("reversible", "post page", page, [
            (t("action.vote"), False, [f"POST {P}/votes"]),
            (t("label.follow"), False, [f"POST {P}/subscription"])]),
        _entry("opens-prompt", "post action bar", page, [
            (t("action.respond"), False, []), (t("action.delete"), False, [])]),
        _entry("reversible", "voted and followed post", voted, [
            (t("action.voted"), False, [f"DELETE {P}/votes"]),
            (t("label.following"), False, [f"DELETE {P}/subscription"])]),
        _entry("send", "comment input", comment_box, [
            (t("action.postcomment"), True, [api("POST", f"{P}/comments",
                                                  {"content": content, "attachments": []})])]),
        _entry("opens-prompt", "comment menu", comment_menu, [
            (t("action.delete"), False, [])]),
        _entry("reversible", "comment edit", comment_edit, [
            (t("action.save"), False, [api("PUT", c, {"content": edited, "attachments": []})]),
            (t("action.cancel"), False, [])]),
        _entry("delete", "delete comment modal", delete_comment, [
            (t("action.delete"), True, [f"DELETE {c}"]), (t("action.cancel"), False, [])]),
        _entry("reversible", "reaction picker", emojis, [
            ("🎉", False, [f"POST {c}/reactions/%F0%9F%8E%89"])]),
        _entry("reversible", "post edit", post_edit, [
            (t("action.save"), False, [api("PUT", P, {"title": TITLE, "description": description,
                                                      "attachments": []})])]),
        _entry("reversible", "post tags", tags, [
            (TAG2_NAME, False, [f"POST {P}/tags/{TAG2}"])]),
        _entry("send", "respond modal (planned)", respond("planned"), [
            (t("action.submit"), True, [status("planned")])]),
        _entry("send", "respond modal (completed)", respond("completed"), [
            (t("action.submit"), True, [status("completed")])]),
        _entry("send", "respond modal (declined)", respond("declined"), [
            (t("action.submit"), True, [status("declined")])]),
        _entry("send", "respond modal (duplicate)", respond("duplicate", 17), [
            (t("action.submit"), True, [status("duplicate", 17)]),
            (t("action.cancel"), False, [])]),
        _entry("delete", "delete post modal", delete_post, [
            (t("action.delete"), True, [api("DELETE", P, {"text": why}), link("/")]),
            (t("action.cancel"), False, [])]),
        _entry("send", "post awaiting moderation", pending, [
            (t("action.publish"), True, ["POST /api/v1/admin/moderation/posts/412/approve"]),
            (t("action.delete"), True, ["POST /api/v1/admin/moderation/posts/412/decline"])]),
        _entry("send", "comment awaiting moderation", pending_comment, [
            (t("action.publish"), True, ["POST /api/v1/admin/moderation/comments/1203/approve"]),
            (t("action.delete"), True, ["POST /api/v1/admin/moderation/comments/1203/decline"])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """Signing in by e-mail, the settings page, its e-mail change, the account deletion."""
    join = t("modal.signin.header")
    signin = {"title": TITLE, "dialog": {}, "items": [
        {"text": join}, {"field": "email", "hint": t("signin.email.placeholder"), "text": EMAIL},
        {"button": t("signin.message.email")}]}  # fmt: skip
    code = {"title": TITLE, "dialog": {}, "items": [
        {"link": t("signin.code.edit")},
        {"field": "code", "hint": t("signin.code.placeholder"), "text": "482913"},
        {"button": t("action.submit")}, {"link": t("signin.code.getnew")}]}  # fmt: skip
    title = t("mysettings.page.title")
    settings = {"title": title, "items": [
        {"text": EMAIL}, {"button": t("action.change")},
        {"field": "name", "hint": t("label.name"), "text": ME},
        {"radio": t("label.letter"), "checked": True}, {"radio": t("label.gravatar")},
        {"text": t("mysettings.notification.event.discussion")},
        {"switch": t("mysettings.notification.channelweb"), "checked": True},
        {"switch": t("mysettings.notification.channelemail"), "checked": True},
        {"button": t("action.save")}, {"button": t("mysettings.apikey.generate")},
        {"button": t("mysettings.dangerzone.delete")}]}  # fmt: skip
    email = {"title": title, "items": [
        {"field": "email", "hint": t("label.email"), "text": "jon.snow@example.org"},
        {"button": t("action.confirm")}, {"button": t("action.cancel")}]}  # fmt: skip
    delete = {"title": title, "dialog": {"title": t("modal.deleteaccount.header"),
              "message": t("modal.deleteaccount.text")},
              "items": [{"button": t("action.confirm")},
                        {"button": t("action.cancel")}]}  # fmt: skip
    saved = {"name": ME, "avatarType": "gravatar", "settings": SETTINGS}
    return [
        _entry("reversible", "sign-in modal", signin, [
            (t("signin.message.email"), False, [api("POST", "/_api/signin", {"email": EMAIL})])]),
        _entry("reversible", "sign-in code", code, [
            (t("action.submit"), False, [api("POST", "/_api/signin/verify",
                                             {"email": EMAIL, "code": "482913"})])]),
        _entry("reversible", "settings page", settings, [
            (t("action.save"), False, [api("POST", "/_api/user/settings", saved)]),
            (t("mysettings.dangerzone.delete"), False, [])]),
        _entry("revoke", "settings API key", settings, [
            (t("mysettings.apikey.generate"), True, ["POST /_api/user/regenerate-apikey"])]),
        _entry("reversible", "change e-mail", email, [
            (t("action.confirm"), False, [api("POST", "/_api/user/change-email",
                                              {"email": "jon.snow@example.org"})])]),
        _entry("delete-user", "delete account modal", delete, [
            (t("action.confirm"), True, ["DELETE /_api/user"]),
            (t("action.cancel"), False, [])]),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """The site settings (English in the app's source): general, privacy, invitations, users
    and a user's menu, tags, webhooks, export."""
    title = "Site Settings"
    side = [{"link": n} for n in ("General", "Privacy", "Users", "Tags", "Invitations",
                                  "Webhooks", "Export")]  # fmt: skip
    general = {"title": title, "items": [
        *side, {"field": "title", "hint": "Your Fider board's title", "text": "Acme Feedback"},
        {"field": "invitation", "hint": "Invitation", "text": "Suggest a feature..."},
        {"button": "Save"}]}  # fmt: skip
    settings = {"title": "Acme Feedback", "cname": "",
                "welcomeMessage": "Tell us what to build next.",
                "welcomeHeader": "Help us build _Acme_", "descriptionTemplate": "",
                "invitation": "Suggest a feature...", "locale": "en"}  # fmt: skip
    privacy = {"title": title, "items": [
        {"text": "Private Board"}, {"switch": "Private Board toggle", "checked": False},
        {"text": "ATOM Feed"}, {"switch": "ATOM Feed toggle", "checked": True},
        {"text": "Content Moderation"},
        {"switch": "Content Moderation toggle", "checked": False}]}  # fmt: skip
    subject = "[Acme Feedback] We would like to hear from you!"
    message = ("Hi,\n\nWe are inviting you to join the Acme Feedback feedback site, a place where"
               " you can vote, discuss and share your ideas and thoughts on how to improve our"
               " services!\n\nClick the link below to join!\n\n%invite%\n\nRegards,\n"
               f"{ME} (Acme Feedback)")  # fmt: skip
    people = ["ana@example.com", "li@example.net"]
    invites = {"title": title, "items": [
        {"field": "recipients", "hint": "Send invitations to", "text": ", ".join(people)},
        {"field": "subject", "hint": "Subject", "text": subject},
        {"button": f"Send a sample email to {EMAIL}"}, {"button": "Send 2 invites"}]}  # fmt: skip
    member = popup(title, [MEMBER], [
        {"menu": "Promote to Administrator"}, {"menu": "Promote to Collaborator"},
        {"menu": "Trust User"}, {"menu": "Block User"}])  # fmt: skip
    blocked = popup(title, [BLOCKED], [{"menu": "Unblock User"}])
    tags = {"title": title, "items": [
        {"button": "Add new tag"}, {"text": TAG_NAME}, {"button": "Edit"},
        {"button": "Delete"}, {"link": "Export tags.json"}]}  # fmt: skip
    tag_form = {"title": title, "items": [
        {"field": "name", "hint": "Name", "text": "Integrations"},
        {"field": "color", "hint": "Color", "text": "1F6FEB"},
        {"radio": "Public", "checked": True}, {"radio": "Private"},
        {"button": "Save"}, {"button": "Cancel"}]}  # fmt: skip
    tag_delete = {"title": title, "items": [
        {"text": "Are you sure?"}, {"text": f"The tag {TAG_NAME} will be removed from all posts."},
        {"button": "Delete tag"}, {"button": "Cancel"}]}  # fmt: skip
    hooks = {"title": title, "items": [
        {"button": "Add new webhook"}, {"text": HOOK_NAME}, {"button": "Test"},
        {"button": "Edit"}, {"button": "Delete"}]}  # fmt: skip
    hook_delete = {"title": title, "items": [
        {"text": "Are you sure?"},
        {"text": f'The webhook #{HOOK} "{HOOK_NAME}" will be deleted forever.'},
        {"button": "Delete webhook"}, {"button": "Cancel"}]}  # fmt: skip
    export = {"title": title, "items": [
        {"text": "Export Posts"}, {"link": "posts.csv"},
        {"text": "Backup your data"}, {"link": "backup.zip"}]}  # fmt: skip
    priv = "/_api/admin/settings/privacy"
    return [
        _entry("reversible", "general settings", general, [
            ("Save", False, [api("POST", "/_api/admin/settings/general", settings)]),
            ("Users", False, [link("/admin/users")])]),
        _entry("reversible", "privacy settings", privacy, [
            ("Private Board toggle", False, [api("POST", priv, {
                "isPrivate": True, "isFeedEnabled": False, "isModerationEnabled": False})])]),
        _entry("send-to-self", "invitations sample", invites, [
            (f"Send a sample email to {EMAIL}", False, [api(
                "POST", "/api/v1/invitations/sample", {"subject": subject, "message": message})])]),
        _entry("send", "invitations", invites, [
            ("Send 2 invites", True, [api("POST", "/api/v1/invitations/send", {
                "subject": subject, "message": message, "recipients": people})])]),
        _entry("reversible", "user menu of a member", member, [
            ("Promote to Administrator", False, [api(
                "POST", "/_api/admin/roles/administrator/users", {"userID": MEMBER_ID})]),
            ("Block User", False, [f"PUT /_api/admin/users/{MEMBER_ID}/block"])]),
        _entry("reversible", "user menu of a blocked member", blocked, [
            ("Unblock User", False, [f"DELETE /_api/admin/users/{BLOCKED_ID}/block"])]),
        _entry("opens-prompt", "tags page", tags, [
            ("Delete", False, [])]),
        _entry("reversible", "new tag form", tag_form, [
            ("Save", False, [api("POST", "/api/v1/tags", {
                "name": "Integrations", "color": "1F6FEB", "isPublic": True})])]),
        _entry("delete", "delete tag", tag_delete, [
            ("Delete tag", True, [f"DELETE /api/v1/tags/{TAG}"]), ("Cancel", False, [])]),
        _entry("send", "webhooks test", hooks, [
            ("Test", True, [f"GET /_api/admin/webhook/test/{HOOK}"])]),
        _entry("delete", "delete webhook", hook_delete, [
            ("Delete webhook", True, [f"DELETE /_api/admin/webhook/{HOOK}"]),
            ("Cancel", False, [])]),
        _entry("reversible", "export page", export, [
            ("backup.zip", False, [link("/admin/export/backup.zip")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return [*home_screens(t), *post_screens(t), *account_screens(t), *admin_screens(t)]
