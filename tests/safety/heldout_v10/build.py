"""Builds the tenth held-out corpus (``heldout_v10.yaml``) from a real web app's source.

The source is Lemmy's web UI (github.com/LemmyNet/lemmy-ui, commit
d08625c82e6127eea52e889c3f24ed897b54a620, 6 Aug 2026), the front end of a federated link
aggregator: a post's vote and mark-read buttons, its action menu for a member, for its
author and for a moderator and admin, the moderation dialogs (report, remove, lock,
warn, ban from the community and from the site, purge a post or a person), the
confirmations for appointing a moderator and transferring a community, the comment and
reply forms, creating and editing a post, private messages and their report dialog,
subscribing to a community, user notes, the account settings and account deletion, the
notifications' "mark all as read" and the navigation bar. Its translations are
lemmy-translations' ``frontend/<lang>.json`` at commit
4d43bb15280f731bc268bd346a4a124143f9cf54 (the submodule lemmy-ui pins; en, zh, ja, ko,
de, fr, es, pt_BR, ru, the files the app loads for zh-CN and pt-BR); strings are looked
up by key in each of the nine languages of the term lists, ``{{name}}`` is filled in,
and a key a language lacks or leaves empty shows its English text, as the app's i18next
does (``fallbackLng: "en"``, ``returnEmptyString: false``); labels the app capitalises
(``capitalizeFirstLetter``) are capitalised. The screens and **what each action sends**
are read from the same source: each handler's form, passed unchanged to lemmy-js-client
(the version lemmy-ui pins, 1.0.0-resolve-reason.1, which the npm registry does not
serve: read at github.com/LemmyNet/lemmy-js-client commit
bc7f113fc6482390fc5b5388f9d0874cc56d3d9f, the branch where a report's ``conclusion``
replaced ``resolve_reason`` as lemmy-ui uses it): every method sends its ``HttpType`` to
``/api/v4`` plus its path with ``JSON.stringify(form)`` as the body (GET puts the form
in the query), written here byte for byte as JavaScript writes it (no spaces; fields
left undefined are dropped). Ids: someone else's post ``42`` by person ``15`` (jamie) in
community ``7`` (gardening), one's own post ``43``, a comment ``310``, one's own comment
``311``, a private message ``88`` from jamie.

Each action is labelled by what it does, not by what the policy says. Irreversible:
publishing a post, a comment or a reply, sending a private message, reporting a post or
a message (the moderators are told), warning a user (the warning is delivered to them),
banning a user from a community or the whole site (a sanction on a person, not on one
piece of content: they are notified, at once cannot post, vote or act, and with "Remove
content" their posts, comments and communities go too; an unban lifts it but does not
unsend it), purging a post or a person ("You will not be able to recover the data"),
transferring a community (the new owner decides whether to give it back) and deleting
one's account. Not irreversible: votes (a second tap withdraws them), saving, marking
read, subscribing, blocking a user (quiet, and the settings page lists every block with
an Unblock button), a user note, featuring a post, locking and removing a post as a
moderator (the author is notified, but the same menu offers Unlock and Restore),
appointing a moderator (the same menu removes them), deleting one's own post or a
private message (the app offers Undelete and Restore, and asks for no confirmation),
editing a post or a comment, saving the settings, "mark all as read", logging out,
navigating, and every control that only opens a menu, a dialog, a form or a confirmation
("Delete account" shows the password prompt; its Delete button is the commit). A
moderation dialog's title may repeat its button's label ("Warn user", "Lock post"): the
tap is the button. Every screen is a web page (``web: true``), and every action states
its requests and, where it has one, the JSON body (``{request, body}``).

    git clone https://github.com/LemmyNet/lemmy-translations
    git -C lemmy-translations checkout 4d43bb15280f731bc268bd346a4a124143f9cf54
    python tests/safety/heldout_v10/build.py lemmy-translations

The corpus was built once, before any change to the policy, and is kept apart from the
pinned corpus and the other held-out corpora; nothing in the policy is tuned to it.
"""

from __future__ import annotations

import copy
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus

from web_corpus import JsonLookup, build

LANGUAGES = {"en": "en", "zh": "zh", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v10.yaml")
API = "/api/v4"
VALUES = {"user": "jamie", "community": "gardening"}
Act = tuple[str, bool, list[Any]]


def send(request: str, body: Any = None) -> Any:
    """One request an action makes; with a body, the JSON ``JSON.stringify`` writes."""
    if body is None:
        return request
    return {"request": request, "body": json.dumps(body, ensure_ascii=False, separators=(",", ":"))}


def post_screens(t: Any) -> list[dict[str, Any]]:
    """A post's action bar (post-action-bar.tsx, vote-buttons.tsx) and its menu
    (content-action-dropdown.tsx) for a member and for the post's author."""
    member = [{"link": t("fedilink")}, {"menu": t("save")}, {"menu": t("cross_post")},
              {"menu": t("hide_post")}, {"menu": t("create_report")},
              {"menu": t("create_user_note")}, {"menu": t("block_user")},
              {"menu": t("block_community")}]  # fmt: skip
    own = [{"link": t("fedilink")}, {"menu": t("save")}, {"menu": t("cross_post")},
           {"menu": t("hide_post")}, {"menu": t("edit")}]  # fmt: skip
    return [
        _entry("harmless", "post action bar", {
            "title": "gardening", "items": [
                {"text": "First tulips of the year"}, {"button": t("mark_as_read")},
                {"link": "12"}, {"button": t("upvote")}, {"button": t("downvote")},
                {"button": t("more")}],
        }, [(t("upvote"), False, [send(f"POST {API}/post/like",
                                       {"post_id": 42, "is_upvote": True})]),
            (t("mark_as_read"), False, [send(f"POST {API}/post/mark_as_read",
                                             {"post_id": 42, "read": True})]),
            (t("more"), False, [])]),
        _entry("reversible", "post menu (member)", {
            "title": "gardening", "dialog": {}, "items": member,
        }, [(t("save"), False, [send(f"PUT {API}/post/save", {"post_id": 42, "save": True})]),
            (t("block_user"), False, [send(f"POST {API}/account/block/person",
                                           {"person_id": 15, "block": True})])]),
        _entry("opens-prompt", "post menu (member, dialogs)", {
            "title": "gardening", "dialog": {}, "items": member,
        }, [(t("create_report"), False, []), (t("create_user_note"), False, [])]),
        _entry("delete", "post menu (author)", {
            "title": "gardening", "dialog": {}, "items": [*own, {"menu": t("delete")}],
        }, [(t("edit"), False, []),
            (t("delete"), False, [send(f"DELETE {API}/post",
                                       {"post_id": 43, "deleted": True})])]),
        _entry("delete", "post menu (author, deleted post)", {
            "title": "gardening", "dialog": {}, "items": [*own, {"menu": t("undelete")}],
        }, [(t("undelete"), False, [send(f"DELETE {API}/post",
                                         {"post_id": 43, "deleted": False})])]),
    ]  # fmt: skip


def mod_menu_screens(t: Any) -> list[dict[str, Any]]:
    """The same menu for an admin who moderates the community: its moderation entries
    open dialogs; featuring acts at once."""
    menu = [{"menu": t("save")}, {"menu": t("hide_post")}, {"menu": t("create_report")},
            {"menu": t("view_votes")}, {"menu": t("feature_in_community")},
            {"menu": t("remove_post")}, {"menu": t("lock_post")}, {"menu": t("warn_user")},
            {"menu": t("ban_from_community")}, {"menu": t("transfer_community")},
            {"menu": t("ban_from_site")}, {"menu": t("purge_user")},
            {"menu": t("purge_post")}]  # fmt: skip
    return [
        _entry("opens-prompt", "post menu (moderator)", {
            "title": "gardening", "dialog": {}, "items": menu,
        }, [(t("remove_post"), False, []), (t("ban_from_site"), False, []),
            (t("purge_post"), False, [])]),
        _entry("moderate", "post menu (moderator, feature)", {
            "title": "gardening", "dialog": {}, "items": menu,
        }, [(t("feature_in_community"), False, [send(
            f"POST {API}/post/feature",
            {"post_id": 42, "featured": True, "feature_type": "community"})])]),
    ]  # fmt: skip


def _mod_dialog(
    t: Any, title: str, button: str, before: tuple[Any, ...] = (), after: tuple[Any, ...] = ()
) -> dict[str, Any]:
    """ModActionFormModal (mod-action-form-modal.tsx): a purge's warning, the reason, a
    ban's expiry and options, then submit and cancel."""
    reason = {"field": "reason", "hint": t("reason"), "text": "Spam link", "focused": True}
    return {
        "title": "gardening",
        "dialog": {"title": title},
        "items": [*before, reason, *after, {"button": button}, {"button": t("cancel")}],
    }


def mod_dialog_screens(t: Any) -> list[dict[str, Any]]:
    """The moderation dialogs and what their submit button sends (post-action-bar.tsx)."""
    reason = "Spam link"
    ban_extra = (
        {"field": "expires", "hint": t("days_until_expiration"), "text": "7"},
        {"switch": t("remove_content")},
        {"switch": t("permanently_ban")},
    )
    until = 1786579200  # futureDaysToUnixTime(7) a week after the commit: 13 Aug 2026
    purge_warning = ({"text": t("purge_warning")},)
    return [
        _entry("report", "report post dialog", _mod_dialog(t, t("report_post"), t("create_report")),
               [(t("create_report"), True, [send(f"POST {API}/post/report",
                                                 {"post_id": 42, "reason": reason})]),
                (t("cancel"), False, [])]),
        _entry("moderate", "remove post dialog", _mod_dialog(t, t("remove_post"), t("remove")),
               [(t("remove"), False, [send(f"POST {API}/post/remove",
                                           {"post_id": 42, "removed": True, "reason": reason})])]),
        _entry("moderate", "lock post dialog", _mod_dialog(t, t("lock_post"), t("lock_post")),
               [(t("lock_post"), False, [send(f"POST {API}/post/lock", {
                   "post_id": 42, "locked": True, "reason": reason})])]),
        _entry("warn", "warn user dialog", _mod_dialog(t, t("warn_user"), t("warn_user")),
               [(t("warn_user"), True, [send(f"POST {API}/post/warn",
                                             {"post_id": 42, "reason": reason})])]),
        _entry("ban", "ban from community dialog", _mod_dialog(
            t, t("ban_from_community_with_name"), t("ban"), after=ban_extra),
               [(t("ban"), True, [send(f"POST {API}/community/ban_user", {
                   "community_id": 7, "person_id": 15, "ban": True,
                   "remove_or_restore_data": True, "reason": reason, "expires_at": until})])]),
        _entry("ban", "ban from site dialog", _mod_dialog(
            t, t("ban_with_name"), t("ban"), after=ban_extra),
               [(t("ban"), True, [send(f"POST {API}/admin/ban", {
                   "person_id": 15, "ban": True, "remove_or_restore_data": True,
                   "reason": reason, "expires_at": until})])]),
        _entry("purge", "purge post dialog", _mod_dialog(
            t, t("purge_post"), t("purge"), before=purge_warning),
               [(t("purge"), True, [send(f"POST {API}/admin/purge/post",
                                         {"post_id": 42, "reason": reason})])]),
        _entry("purge", "purge person dialog", _mod_dialog(
            t, t("purge_user_with_name"), t("purge"), before=purge_warning),
               [(t("purge"), True, [send(f"POST {API}/admin/purge/person",
                                         {"person_id": 15, "reason": reason})])]),
    ]  # fmt: skip


def confirm_screens(t: Any) -> list[dict[str, Any]]:
    """ConfirmationModal (confirmation-modal.tsx): Yes runs the action, No closes."""

    def confirm(message: str) -> dict[str, Any]:
        return {"title": "gardening",
                "dialog": {"title": t("confirmation_required"), "message": message},
                "items": [{"button": t("yes")}, {"button": t("no")}]}  # fmt: skip

    transfer = {"community_id": 7, "person_id": 15}
    return [
        _entry("transfer", "transfer community confirmation",
               confirm(t("transfer_community_are_you_sure")),
               [(t("yes"), True, [send(f"POST {API}/community/transfer", transfer)]),
                (t("no"), False, [])]),
        _entry("moderate", "appoint moderator confirmation",
               confirm(t("appoint_as_mod_are_you_sure")),
               [(t("yes"), False, [send(f"POST {API}/community/mod",
                                        {**transfer, "added": True})])]),
    ]  # fmt: skip


def write_screens(t: Any) -> list[dict[str, Any]]:
    """The comment form (comment-form.tsx, markdown-textarea.tsx), the post form
    (post-form.tsx) and the private message form (private-message-form.tsx)."""
    text = "Lovely colours!"
    post = cap(t("post"))
    title = {"field": "name", "hint": t("title"), "text": "First tulips of the year"}
    body = {"field": "body", "hint": t("body"), "text": "Planted in October."}
    return [
        _entry("publish", "comment form", {
            "title": "First tulips of the year", "items": [
                {"field": "content", "hint": t("comment_here"), "text": text, "focused": True},
                {"button": post}, {"button": t("preview")}],
        }, [(post, True, [send(f"POST {API}/comment", {"content": text, "post_id": 42})])]),
        _entry("publish", "reply form", {
            "title": "First tulips of the year", "items": [
                {"text": "Are these early?"},
                {"field": "content", "hint": t("comment_here"), "text": "Yes, a week early",
                 "focused": True},
                {"button": cap(t("reply"))}, {"button": t("preview")}, {"button": t("cancel")}],
        }, [(cap(t("reply")), True, [send(f"POST {API}/comment", {
                "content": "Yes, a week early", "parent_id": 310, "post_id": 42})])]),
        _entry("reversible", "comment form (edit)", {
            "title": "First tulips of the year", "items": [
                {"field": "content", "text": "Lovely colours!!", "focused": True},
                {"button": cap(t("save"))}, {"button": t("preview")}, {"button": t("cancel")}],
        }, [(cap(t("save")), False, [send(f"PUT {API}/comment", {
                "content": "Lovely colours!!", "comment_id": 311})])]),
        _entry("publish", "create post", {
            "title": t("create_post"), "items": [
                {"field": "url", "hint": t("url")}, title, body,
                {"text": t("community")}, {"text": "gardening"},
                {"button": cap(t("create"))}],
        }, [(cap(t("create")), True, [send(f"POST {API}/post", {
                "name": "First tulips of the year", "community_id": 7,
                "body": "Planted in October."})])]),
        _entry("reversible", "edit post", {
            "title": "First tulips of the year", "items": [
                {"field": "url", "hint": t("url")}, title, body, {"button": cap(t("save"))},
                {"button": t("cancel")}],
        }, [(cap(t("save")), False, [send(f"PUT {API}/post", {
                "post_id": 43, "name": "First tulips of the year",
                "body": "Planted in October."})])]),
        _entry("send", "private message form", {
            "title": t("create_private_message"), "items": [
                {"text": cap(t("to"))}, {"text": "jamie"}, {"text": t("message")},
                {"field": "content", "text": "See you at the fair", "focused": True},
                {"button": cap(t("send_message"))}, {"button": t("preview")}],
        }, [(cap(t("send_message")), True, [send(f"POST {API}/private_message", {
                "content": "See you at the fair", "recipient_id": 15})])]),
    ]  # fmt: skip


def message_screens(t: Any) -> list[dict[str, Any]]:
    """A received private message (private-message.tsx) and its report dialog."""
    actions = [{"button": t("reply")}, {"button": t("delete")},
               {"button": t("view_source")}, {"button": t("show_report_dialog")}]  # fmt: skip
    return [
        _entry("delete", "private message", {
            "title": t("inbox"), "items": [{"text": "jamie"}, {"text": "Free seeds?"}, *actions],
        }, [(t("delete"), False, [send(f"DELETE {API}/private_message",
                                       {"private_message_id": 88, "deleted": True})]),
            (t("show_report_dialog"), False, [])]),
        _entry("report", "report message dialog", {
            "title": t("inbox"), "dialog": {"title": t("report_message")}, "items": [
                {"field": "reason", "hint": t("reason"), "text": "Spam", "focused": True},
                {"button": t("create_report")}, {"button": t("cancel")}],
        }, [(t("create_report"), True, [send(f"POST {API}/private_message/report",
                                              {"private_message_id": 88, "reason": "Spam"})])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """Subscribing (subscribe-button.tsx), the user note (person-note-modal.tsx), the
    settings (settings.tsx), notifications (notifications.tsx) and the navigation bar."""
    # The form the page starts from (the account's settings, in the order settings.tsx
    # copies them; unset fields are dropped), with the name and bio typed in.
    settings = {
        "show_nsfw": False,
        "blur_nsfw": True,
        "theme": "browser",
        "default_post_sort_type": "active",
        "default_comment_sort_type": "hot",
        "default_listing_type": "local",
        "post_listing_mode": "list",
        "default_items_per_page": 20,
        "interface_language": "browser",
        "discussion_languages": [0, 37],
        "display_name": "Alex",
        "show_avatars": True,
        "show_media": True,
        "bot_account": False,
        "show_bot_accounts": True,
        "show_score": True,
        "show_upvotes": True,
        "show_downvotes": "show",
        "show_upvote_percentage": False,
        "show_person_votes": True,
        "show_read_posts": True,
        "email": "alex@example.org",
        "bio": "Gardener",
        "send_notifications_to_email": False,
        "open_links_in_new_tab": False,
        "private_messages_enabled": True,
        "auto_mark_fetched_posts_as_read": False,
        "blocking_keywords": [],
        "animated_images_enabled": True,
        "hide_posts_with_media": False,
        "collapse_bot_comments": False,
    }
    return [
        _entry("reversible", "community sidebar", {
            "title": "gardening", "items": [
                {"text": "Everything that grows"}, {"button": t("subscribe")},
                {"link": t("create_post")}],
        }, [(t("subscribe"), False, [send(f"POST {API}/community/follow",
                                          {"community_id": 7, "follow": True})])]),
        _entry("reversible", "user note dialog", {
            "title": "gardening", "dialog": {"title": t("create_user_note")}, "items": [
                {"field": "note", "text": "Runs the seed swap", "focused": True},
                {"button": t("save")}, {"button": t("cancel")}],
        }, [(t("save"), False, [send(f"POST {API}/person/note",
                                     {"note": "Runs the seed swap", "person_id": 15})])]),
        _entry("reversible", "settings", {
            "title": t("settings"), "items": [
                {"field": "display_name", "hint": t("display_name"), "text": "Alex"},
                {"field": "bio", "hint": t("bio"), "text": "Gardener"},
                {"button": cap(t("save"))}, {"button": t("delete_account")}],
        }, [(cap(t("save")), False, [send(f"PUT {API}/account/settings/save", settings)]),
            (t("delete_account"), False, [])]),
        _entry("delete-account", "settings (delete account)", {
            "title": t("settings"), "items": [
                {"text": t("delete_account_confirm")},
                {"field": "password", "text": "••••••••", "focused": True},
                {"switch": t("delete_account_content")},
                {"button": cap(t("delete"))}, {"button": t("cancel")}],
        }, [(cap(t("delete")), True, [send(f"DELETE {API}/account",
                                           {"password": "hunter22", "delete_content": False})]),
            (t("cancel"), False, [])]),
        _entry("reversible", "notifications", {
            "title": t("notifications"), "items": [
                {"button": cap(t("mark_all_as_read"))}, {"text": "jamie replied"}],
        }, [(cap(t("mark_all_as_read")), False, [send(
            f"POST {API}/account/notification/mark_as_read/all", {})])]),
        _entry("harmless", "navbar", {
            "title": "Lemmy", "items": [
                {"link": t("communities")}, {"link": t("create_post")}, {"link": t("search")},
                {"menu": t("logout")}],
        }, [(t("search"), False, []),
            (t("logout"), False, [send(f"POST {API}/account/auth/logout", {})])]),
    ]  # fmt: skip


def cap(text: str) -> str:
    """capitalizeFirstLetter (utils)."""
    return text[:1].upper() + text[1:]


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"lemmy-ui {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def main(translations: str) -> int:
    folder = Path(translations) / "frontend"
    english = json.loads((folder / "en.json").read_text(encoding="utf-8"))

    def lookup(lang: str) -> JsonLookup:
        resource = LANGUAGES[lang]
        table = json.loads((folder / f"{resource}.json").read_text(encoding="utf-8"))
        return JsonLookup(table, english, VALUES)

    def screens(t: JsonLookup, lang: str) -> list[dict[str, Any]]:
        return [*post_screens(t), *mod_menu_screens(t), *mod_dialog_screens(t),
                *confirm_screens(t), *write_screens(t), *message_screens(t),
                *account_screens(t)]  # fmt: skip

    # A dialog's title is no item of the screen: only its message counts as a text.
    return build(OUT, Path(__file__), LANGUAGES, lookup, screens, dialog_texts=("message",))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
