"""Elk's screens for the three-hundred-and-sixtieth held-out corpus: ``screens(t)`` lays them
out in one language, ``t(key, *args)`` being that language's lookup of a key of the app's
``locales/<code>.json`` catalogue (``{0}`` filled in from ``args``). What each action sends,
and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "https://mastodon.social"  # the signed-in user's server: createRestAPIClient({url})
ME, ME_NAME = "lena@mastodon.social", "Lena Hartmann"
TOMAS, TOMAS_ACCT, TOMAS_NAME = "109923846512307711", "tomas@fosstodon.org", "Tomás Reyes"
DOMAIN = "fosstodon.org"
DEALS, DEALS_ACCT, DEALS_NAME = "111207385519062841", "quickdeals@mstdn.example", "Quick Deals"
MIKA, MIKA_NAME = "110582039174625390", "Mika Sato"
POST, POST_TEXT = "112503918846205517", "Our community garden opens for the season this Saturday."
ORIGINAL = "https://fosstodon.org/@tomas/112503917630118204"  # the post's url on its server
DEALS_POST, DEALS_TEXT = "112504233106920117", "Cheap seeds!!! Click the link in my bio"
POLL_POST, POLL = "112503977120458830", "480213"
POLL_TEXT, OPTIONS = "What should we plant in bed 4?", ["Tomatoes", "Beans", "Squash"]
MINE, MINE_TEXT = "112504102937715302", "Finished repotting the basil today."
SCHEDULED, SCHEDULED_TEXT = "8841", "Seed swap at the library on Saturday, 10 to 12."
LIST, LIST_NAME = "54218", "Gardening friends"
TAG = "gardening"
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """masto.js's request to the server's REST API: a body is JSON.stringify's of the
    parameters with their keys in snake case (none when there are no parameters)."""
    if data is None:
        return f"{method} {API}{path}"
    return {"request": f"{method} {API}{path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def status_body(text: str, **params: Any) -> dict[str, Any]:
    """publishDraft's payload as masto.js sends it: the draft's params in
    getDefaultDraftItem's order (undefined ones dropped), then ``media_ids``."""
    body: dict[str, Any] = {"status": text}
    for key in ("scheduled_at", "in_reply_to_id", "quoted_status_id"):
        if key in params:
            body[key] = params.pop(key)
    body.update({"quote_approval_policy": "public", "visibility": "public", "sensitive": False,
                 "spoiler_text": "", "language": "en"})  # fmt: skip
    body.update(params)
    body["media_ids"] = []
    return body


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"elk {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return timeline_screens(t) + account_screens(t) + compose_screens(t) + other_screens(t)


def titled(t: Any, *parts: str) -> str:
    """useHydratedHead's title through the app's titleTemplate: ``... | Elk``."""
    return " | ".join([*parts, t("app_name")])


def confirm(t: Any, title: str, group: str, *args: str) -> dict[str, Any]:
    """openConfirmDialog's ModalConfirm: its title and description, then the cancel and
    confirm buttons (the app's own dialog, not the browser's)."""
    return {"title": title,
            "dialog": {"title": t(f"confirm.{group}.title"),
                       "message": t(f"confirm.{group}.description", *args)},
            "items": [{"button": t(f"confirm.{group}.cancel")},
                      {"button": t(f"confirm.{group}.confirm")}]}  # fmt: skip


def post_items(t: Any, name: str, text: str, boosted: bool = False) -> list[dict[str, Any]]:
    """A post in a timeline: its author, its text and StatusActions' buttons, each named
    by its aria-label (its tooltip's content)."""
    return [{"link": name}, {"text": text},
            {"button": t("action.reply")},
            {"button": t("action.boosted" if boosted else "action.boost")},
            {"button": t("action.quote")},
            {"button": t("action.favourite")},
            {"button": t("action.bookmark")},
            {"button": t("action.more")}]  # fmt: skip


def timeline_screens(t: Any) -> list[dict[str, Any]]:
    """The side navigation, a post in the home timeline and its menus, the confirmations
    they open, the report dialog and a poll."""
    home = titled(t, t("nav.home"))
    nav = {"title": home, "items": [
        {"link": t("nav.home")}, {"link": t("nav.notifications")},
        {"link": t("nav.favourites")}, {"link": t("nav.bookmarks")},
        {"link": t("action.compose")}, {"link": t("nav.scheduled_posts")},
        {"link": t("nav.explore")}, {"link": t("nav.lists")},
        {"link": t("nav.settings")}]}  # fmt: skip
    post = {"title": home, "items": post_items(t, TOMAS_NAME, POST_TEXT)}
    boosted = {"title": home, "items": post_items(t, TOMAS_NAME, POST_TEXT, boosted=True)}
    handle = f"@{TOMAS_ACCT}"
    menu = {"title": home, "items": [
        {"menu": t("menu.show_reacted_by")}, {"menu": t("menu.copy_link_to_post")},
        {"menu": t("menu.copy_original_link_to_post")},
        {"menu": t("menu.open_in_original_site")},
        {"menu": t("menu.mention_account", handle)},
        {"menu": t("menu.mute_account", handle)}, {"menu": t("menu.block_account", handle)},
        {"menu": t("menu.block_domain", DOMAIN)},
        {"menu": t("menu.report_account", handle)}]}  # fmt: skip
    own = {"title": home, "items": [
        {"menu": t("menu.show_reacted_by")}, {"menu": t("menu.copy_link_to_post")},
        {"menu": t("menu.mute_conversation")}, {"menu": t("menu.pin_on_profile")},
        {"menu": t("menu.edit")}, {"menu": t("menu.delete")},
        {"menu": t("menu.delete_and_redraft")}]}  # fmt: skip
    mute = confirm(t, home, "mute_account", TOMAS_ACCT)
    mute["items"][:0] = [
        {"switch": t("confirm.mute_account.specify_duration"), "checked": False},
        {"switch": t("confirm.mute_account.notifications"), "checked": True}]  # fmt: skip
    domain = confirm(t, home, "block_domain", DOMAIN)
    domain["items"][:0] = [
        {"text": t("confirm.block_domain.type_to_confirm", DOMAIN)},
        {"field": "domain", "hint": DOMAIN, "text": DOMAIN}]  # fmt: skip
    poll = {"title": home, "items": [
        {"link": TOMAS_NAME}, {"text": POLL_TEXT},
        *({"radio": o, "checked": o == OPTIONS[1]} for o in OPTIONS),
        {"button": t("action.vote")}]}  # fmt: skip
    delete_mine = [api("DELETE", f"/api/v1/statuses/{MINE}")]
    return [
        _entry("reversible", "side navigation", nav, [
            (t("nav.bookmarks"), False, [api("GET", "/api/v1/bookmarks")]),
            (t("nav.scheduled_posts"), False, [api("GET", "/api/v1/scheduled_statuses")]),
            (t("nav.lists"), False, [api("GET", "/api/v1/lists")])]),
        _entry("reversible", "post actions", post, [
            (t("action.boost"), False, [api("POST", f"/api/v1/statuses/{POST}/reblog")]),
            (t("action.favourite"), False, [
                api("POST", f"/api/v1/statuses/{POST}/favourite")])]),
        _entry("opens-prompt", "post actions reply", post, [(t("action.reply"), False, [])]),
        _entry("reversible", "post actions boosted", boosted, [
            (t("action.boosted"), False, [api("POST", f"/api/v1/statuses/{POST}/unreblog")])]),
        _entry("opens-prompt", "post more menu", menu, [
            (t("menu.mute_account", handle), False, []),
            (t("menu.block_account", handle), False, []),
            (t("menu.block_domain", DOMAIN), False, []),
            (t("menu.report_account", handle), False, [])]),
        _entry("harmless", "post more menu links", menu, [
            (t("menu.copy_link_to_post"), False, []),
            (t("menu.open_in_original_site"), False, [
                {"request": f"GET {ORIGINAL}", "via": "link"}])]),
        _entry("opens-prompt", "own post more menu", own, [
            (t("menu.edit"), False, []), (t("menu.delete"), False, []),
            (t("menu.delete_and_redraft"), False, [])]),
        _entry("reversible", "own post more menu pin", own, [
            (t("menu.pin_on_profile"), False, [api("POST", f"/api/v1/statuses/{MINE}/pin")])]),
        _entry("delete", "delete post confirm", confirm(t, home, "delete_posts"), [
            (t("confirm.delete_posts.confirm"), True, delete_mine),
            (t("confirm.delete_posts.cancel"), False, [])]),
        _entry("delete", "delete and re-draft confirm", confirm(t, home, "delete_posts"), [
            (t("confirm.delete_posts.confirm"), True, delete_mine),
            (t("confirm.delete_posts.cancel"), False, [])]),
        _entry("reversible", "mute account confirm", mute, [
            (t("confirm.mute_account.confirm"), False, [
                api("POST", f"/api/v1/accounts/{TOMAS}/mute",
                    {"duration": 0, "notifications": True})]),
            (t("confirm.mute_account.cancel"), False, [])]),
        _entry("block", "block account confirm", confirm(t, home, "block_account", TOMAS_ACCT), [
            (t("confirm.block_account.confirm"), True, [
                api("POST", f"/api/v1/accounts/{TOMAS}/block")]),
            (t("confirm.block_account.cancel"), False, [])]),
        _entry("block", "block domain confirm", domain, [
            (t("confirm.block_domain.confirm"), True, [
                api("POST", "/api/v1/domain_blocks", {"domain": DOMAIN})]),
            (t("confirm.block_domain.cancel"), False, [])]),
        _entry("vote", "poll", poll, [
            (t("action.vote"), True, [api("POST", f"/api/v1/polls/{POLL}/votes",
                                          {"choices": [1]})])]),
        *report_screens(t, home),
    ]  # fmt: skip


def report_screens(t: Any, home: str) -> list[dict[str, Any]]:
    """ReportModal over the home timeline (a post reported) and over an account's page."""
    handle = f"@{DEALS_ACCT}"
    heading = t("report.reporting", handle)
    close = {"icon": t("action.close")}
    step1 = {"title": home, "dialog": {"title": heading}, "items": [
        close, {"text": t("report.whats_wrong_post")}, {"text": t("report.select_one")},
        {"radio": t("report.dontlike"), "checked": False},
        {"radio": t("report.spam"), "checked": True},
        {"radio": t("report.other"), "checked": False},
        {"text": t("report.anything_else")},
        {"field": "comment", "hint": t("report.additional_comments"),
         "text": "Links to a fake seed shop."},
        {"text": t("report.another_server")},
        {"switch": t("report.forward", "mstdn.example"), "checked": True},
        {"button": t("action.next")}]}  # fmt: skip
    step2 = {"title": home, "dialog": {"title": heading}, "items": [
        close, {"text": t("report.select_posts_other")}, {"text": t("report.select_many")},
        {"switch": DEALS_TEXT, "checked": True}, {"button": t("report.submit")}]}  # fmt: skip
    account_t = titled(t, t("nav.profile"), f"{DEALS_NAME} (@{DEALS_ACCT})")
    account = {"title": account_t, "dialog": {"title": heading}, "items": [
        close, {"text": t("report.select_posts")}, {"text": t("report.select_many")},
        {"switch": DEALS_TEXT, "checked": True}, {"button": t("report.submit")}]}  # fmt: skip
    return [
        _entry("harmless", "report dialog category", step1, [(t("action.next"), False, [])]),
        _entry("report", "report dialog posts", step2, [
            (t("report.submit"), True, [api("POST", "/api/v1/reports", {
                "account_id": DEALS, "status_ids": [DEALS_POST],
                "comment": "Links to a fake seed shop.", "forward": True,
                "category": "spam", "rule_ids": None})])]),
        _entry("report", "report account dialog posts", account, [
            (t("report.submit"), True, [api("POST", "/api/v1/reports", {
                "account_id": DEALS, "status_ids": [DEALS_POST],
                "comment": "Pretends to be our garden club.", "forward": False,
                "category": "other", "rule_ids": None})])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """An account's page followed and not, its menu, the follow request in the
    notifications, the blocked users' page."""
    title = titled(t, t("nav.profile"), f"{TOMAS_NAME} (@{TOMAS_ACCT})")
    handle = f"@{TOMAS_ACCT}"

    def page(button: str) -> dict[str, Any]:
        return {"title": title, "items": [
            {"text": TOMAS_NAME}, {"text": handle}, {"button": button},
            {"link": t("account.following_count", "38")}]}  # fmt: skip

    menu = {"title": title, "items": [
        {"menu": t("menu.open_in_original_site")},
        {"menu": t("menu.mention_account", handle)},
        {"menu": t("menu.private_mention_account", handle)},
        {"menu": t("menu.hide_reblogs", handle)},
        {"menu": t("menu.add_personal_note", handle)},
        {"menu": t("menu.mute_account", handle)}, {"menu": t("menu.block_account", handle)},
        {"menu": t("menu.block_domain", DOMAIN)},
        {"menu": t("menu.report_account", handle)}]}  # fmt: skip
    notifications_t = titled(t, t("tab.notifications_all"), t("nav.notifications"))
    notifications = {"title": notifications_t, "items": [
        {"tab": t("tab.notifications_all")}, {"link": MIKA_NAME},
        {"text": t("notification.request_to_follow")},
        {"icon": t("account.authorize")}, {"icon": t("account.reject")}]}  # fmt: skip
    blocked = {"title": titled(t, t("nav.blocked_users")), "items": [
        {"link": DEALS_NAME}, {"text": f"@{DEALS_ACCT}"},
        {"button": t("account.blocking")}]}  # fmt: skip
    requests = f"/api/v1/follow_requests/{MIKA}"
    return [
        _entry("reversible", "account page", page(t("account.follow")), [
            (t("account.follow"), False, [api("POST", f"/api/v1/accounts/{TOMAS}/follow")])]),
        _entry("opens-prompt", "account page followed", page(t("account.following")), [
            (t("account.following"), False, [])]),
        _entry("reversible", "account more menu", menu, [
            (t("menu.hide_reblogs", handle), False, [
                api("POST", f"/api/v1/accounts/{TOMAS}/follow", {"reblogs": False})])]),
        _entry("opens-prompt", "account more menu mention", menu, [
            (t("menu.private_mention_account", handle), False, [])]),
        _entry("grant", "follow request", notifications, [
            (t("account.authorize"), True, [api("POST", f"{requests}/authorize")]),
            (t("account.reject"), False, [api("POST", f"{requests}/reject")])]),
        _entry("reversible", "blocked users page", blocked, [
            (t("account.blocking"), False, [api("POST", f"/api/v1/accounts/{DEALS}/unblock")])]),
    ]  # fmt: skip


def composer(t: Any, title: str, text: str, button: str, warning: str | None = None,
             hint: str = "placeholder.default_1") -> dict[str, Any]:  # fmt: skip
    """PublishWidget: the editor, its tools (icon buttons named by their aria-labels) and
    the publish button, whose words say what it will do."""
    items: list[dict[str, Any]] = []
    if warning is not None:
        items.append({"field": "spoiler", "hint": t("placeholder.content_warning"),
                      "text": warning})  # fmt: skip
    items += [
        {"field": "editor", "hint": t(hint), "text": text},
        {"icon": t("tooltip.add_media")}, {"icon": t("polls.create")},
        {"icon": t("tooltip.schedule_post")}, {"icon": t("tooltip.change_language")},
        {"icon": t("tooltip.add_content_warning")},
        {"icon": t("tooltip.change_content_visibility")},
        {"button": button}]  # fmt: skip
    return {"title": title, "items": items}


def compose_screens(t: Any) -> list[dict[str, Any]]:
    """The composer at the head of the home timeline, on the compose page, in the dialog a
    reply, a mention or an edit opens, and with a time scheduled."""
    home = titled(t, t("nav.home"))
    compose = titled(t, t("nav.compose"))
    publish = t("action.publish")
    statuses = "/api/v1/statuses"
    text = "Our seed library is open every Saturday morning."
    cw_text = "Aphids on every rose this week. Soap spray seems to help."
    reply = f"@{TOMAS_ACCT} We will bring the spare seedlings."
    mention = f"@{TOMAS_ACCT} Are the seed packets still available?"
    edited = "Finished repotting the basil and the mint today."
    when = "2026-09-05T08:00:00.000Z"  # the picker's 2026-09-05 08:00, the browser in UTC
    return [
        _entry("publish", "home composer", composer(t, home, text, publish), [
            (publish, True, [api("POST", statuses, status_body(text))])]),
        _entry("publish", "compose page with content warning", composer(
            t, compose, cw_text, publish, warning="Garden pests"), [
            (publish, True, [api("POST", statuses, status_body(
                cw_text, sensitive=True, spoiler_text="Garden pests"))])]),
        _entry("publish", "compose page quoting a post", composer(
            t, compose, "See you there!", publish), [
            (publish, True, [api("POST", statuses, status_body(
                "See you there!", quoted_status_id=POST))])]),
        _entry("publish", "reply dialog", composer(
            t, home, "We will bring the spare seedlings.", t("action.reply"),
            hint="placeholder.replying"), [
            (t("action.reply"), True, [api("POST", statuses, status_body(
                reply, in_reply_to_id=POST))])]),
        _entry("send", "private mention dialog", composer(
            t, titled(t, t("nav.profile"), f"{TOMAS_NAME} (@{TOMAS_ACCT})"), mention, publish), [
            (publish, True, [api("POST", statuses, status_body(
                mention, visibility="direct"))])]),
        _entry("reversible", "home composer scheduled", composer(
            t, home, SCHEDULED_TEXT, t("action.schedule")), [
            (t("action.schedule"), False, [api("POST", statuses, status_body(
                SCHEDULED_TEXT, scheduled_at=when))])]),
        _entry("reversible", "edit dialog", composer(
            t, home, edited, t("action.save_changes")), [
            (t("action.save_changes"), False, [api("PUT", f"{statuses}/{MINE}", {
                **status_body(edited, in_reply_to_id=None), "media_attributes": []})])]),
    ]  # fmt: skip


def other_screens(t: Any) -> list[dict[str, Any]]:
    """The scheduled posts, the lists, a hashtag, the settings pages, the account switcher
    and the sign-in entry of a visitor."""
    scheduled_t = titled(t, t("nav.scheduled_posts"))
    scheduled = {"title": scheduled_t, "items": [
        {"link": ME_NAME}, {"icon": t("menu.delete")}, {"text": SCHEDULED_TEXT}]}  # fmt: skip
    lists_t = titled(t, t("nav.lists"))
    lists = {"title": lists_t, "items": [
        {"field": "title", "hint": t("list.list_title_placeholder"), "text": "Seed swap"},
        {"button": t("list.create")}, {"link": LIST_NAME},
        {"icon": t("list.edit")}, {"icon": t("list.delete")}]}  # fmt: skip
    tag = {"title": titled(t, f"#{TAG}"), "items": [
        {"text": f"#{TAG}"}, {"button": t("tag.follow_label", TAG)}]}  # fmt: skip
    push_t = titled(t, t("settings.notifications.push_notifications.label"),
                    t("settings.notifications.label"), t("nav.settings"))  # fmt: skip

    def push(key: str) -> str:
        return t(f"settings.notifications.push_notifications.{key}")

    push_page = {"title": push_t, "items": [
        {"text": push("alerts.title")},
        {"switch": push("alerts.follow"), "checked": True},
        {"switch": push("alerts.favourite"), "checked": True},
        {"switch": push("alerts.reblog"), "checked": False},
        {"switch": push("alerts.mention"), "checked": True},
        {"switch": push("alerts.poll"), "checked": True},
        {"text": push("policy.title")}, {"radio": push("policy.all"), "checked": True},
        {"button": push("save_settings")}, {"button": push("undo_settings")},
        {"button": push("unsubscribe")}]}  # fmt: skip
    prefs = {"title": titled(t, t("settings.preferences.label"), t("nav.settings")), "items": [
        {"switch": t("settings.preferences.enable_autoplay"), "checked": True},
        {"switch": t("settings.preferences.enable_data_saving"), "checked": False},
        {"switch": t("settings.preferences.zen_mode"), "checked": False}]}  # fmt: skip
    profile = {"title": titled(t, t("settings.profile.appearance.title"), t("nav.settings")),
               "items": [
        {"field": "display_name", "hint": t("settings.profile.appearance.display_name"),
         "text": "Lena H."},
        {"field": "note", "hint": t("settings.profile.appearance.bio"),
         "text": "Allotment 12. Seeds, soil and slow mornings."},
        {"button": t("action.reset")}, {"button": t("action.save")}]}  # fmt: skip
    users = {"title": titled(t, t("settings.users.label"), t("nav.settings")), "items": [
        {"text": ME_NAME}, {"text": f"@{ME}"}, {"button": t("settings.users.export")},
        {"button": t("settings.users.import")}]}  # fmt: skip
    switcher = {"title": titled(t, t("nav.home")), "items": [
        {"menu": t("user.add_existing")},
        {"menu": t("user.sign_out_account", f"@{ME}")}]}  # fmt: skip
    visitor = {"title": titled(t, t("title.federated_timeline")), "items": [
        {"text": t("user.sign_in_desc")}, {"button": t("action.sign_in")}]}  # fmt: skip
    subscription = "/api/v1/push/subscription"
    alerts = {"follow": True, "favourite": True, "reblog": False, "mention": True,
              "poll": True}  # fmt: skip
    return [
        _entry("opens-prompt", "scheduled posts page", scheduled, [
            (t("menu.delete"), False, [])]),
        _entry("delete", "delete scheduled post confirm", confirm(
            t, scheduled_t, "delete_posts"), [
            (t("confirm.delete_posts.confirm"), True, [
                api("DELETE", f"/api/v1/scheduled_statuses/{SCHEDULED}")]),
            (t("confirm.delete_posts.cancel"), False, [])]),
        _entry("reversible", "lists page", lists, [
            (t("list.create"), False, [api("POST", "/api/v1/lists", {"title": "Seed swap"})])]),
        _entry("opens-prompt", "lists page delete", lists, [(t("list.delete"), False, [])]),
        _entry("delete", "delete list confirm", confirm(
            t, lists_t, "delete_list", LIST_NAME), [
            (t("confirm.delete_list.confirm"), True, [api("DELETE", f"/api/v1/lists/{LIST}")]),
            (t("confirm.delete_list.cancel"), False, [])]),
        _entry("reversible", "hashtag page", tag, [
            (t("tag.follow_label", TAG), False, [api("POST", f"/api/v1/tags/{TAG}/follow")])]),
        _entry("reversible", "push notifications settings", push_page, [
            (push("save_settings"), False, [
                api("PUT", subscription, {"data": {"alerts": alerts}})]),
            (push("unsubscribe"), False, [api("DELETE", subscription)])]),
        _entry("reversible", "preferences settings", prefs, [
            (t("settings.preferences.enable_data_saving"), False, [])]),
        _entry("reversible", "profile settings", profile, [
            (t("action.save"), False, [
                f"PATCH {API}/api/v1/accounts/update_credentials"])]),
        _entry("opens-prompt", "logged in users settings", users, [
            (t("settings.users.export"), False, [])]),
        _entry("reversible", "account switcher", switcher, [
            (t("user.sign_out_account", f"@{ME}"), False, [api("DELETE", subscription)])]),
        _entry("opens-prompt", "sign-in entry", visitor, [(t("action.sign_in"), False, [])]),
    ]  # fmt: skip
