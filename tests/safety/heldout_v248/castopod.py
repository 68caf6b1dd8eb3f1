"""Castopod's screens for the two-hundred-and-forty-eighth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, **args)`` being that language's ``lang()`` lookup in the
app's language files. What each action sends, and why it is labelled so, is in build.py's
docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote_plus

CSRF = "9f3c1a7e52b04d6f8e2a1c5b7d9e0f4a6b8c2d1e3f5a7b9c0d2e4f6a8b1c3d5e"  # made up
ADMIN = "/cp-admin"  # Config\Admin::$gateway
AUTH = "/cp-auth"  # Config\Auth::$gateway
POD, HANDLE, PODCAST, ACTOR = 1, "slowkitchen", "Slow Kitchen Radio", 3
PODCAST_URL = f"{ADMIN}/podcasts/{POD}"
EP, EP_TITLE, EP_SLUG = 12, "Sourdough at altitude", "sourdough-at-altitude"  # published
DRAFT, DRAFT_TITLE = 14, "Winter stocks"  # not published
EP_URL, DRAFT_URL = f"{PODCAST_URL}/episodes/{EP}", f"{PODCAST_URL}/episodes/{DRAFT}"
SOUNDBITE, SOUNDBITE_TITLE = 4, "The starter trick"
CONTRIBUTOR, CONTRIBUTOR_NAME = 7, "lena"
USER, USER_NAME, USER_MAIL = 5, "theo", "theo@example.org"
ME, ME_MAIL = "maya", "maya@podcasts.example"
SUBSCRIPTION, SUBSCRIBER = 3, "sam@example.net"
PAGE, PAGE_TITLE, PAGE_SLUG = 2, "Sponsorship", "sponsorship"
PLUGIN, PLUGIN_TITLE = "acme/show-notes", "Show Notes Plus"
BLOCKED_ACTOR, BLOCKED_NAME, BLOCKED_DOMAIN = 41, "old_troll", "ads.example"
POST = "5b1f2c7a-3d4e-4f60-8a9b-0c1d2e3f4a5b"  # the podcast's own post
REPLY = "7c2e9d14-6a3b-4c85-9f01-b2d3e4f5a6c7"  # kim@social.example's reply to it
COMMENT = "9e8d7c6b-5a49-4382-b716-05f4e3d2c1b0"
MESSAGE = "Winter stocks is out: bones, patience and a very big pot."
Fields = list[tuple[str, str]]
Act = tuple[str, bool, list[Any]]


def body(fields: Fields) -> str:
    """A form's ``application/x-www-form-urlencoded`` body, fields in tree order."""
    return "&".join(f"{quote_plus(name)}={quote_plus(value)}" for name, value in fields)


def form(url: str, fields: Fields = (), token_first: bool = True) -> dict[str, str]:
    """An HTML form posted by the browser, carrying ``csrf_field()``'s token (first, but
    where the form holds a field before it)."""
    token = [("csrf_test_name", CSRF)]
    fields = [*token, *fields] if token_first else [*fields, *token]
    return {"request": f"POST {url}", "body": body(fields), "via": "form"}


def link(url: str) -> dict[str, str]:
    """An ``<a href>`` page load (a ``<x-Button uri>``, a dropdown menu's entry)."""
    return {"request": f"GET {url}", "via": "link"}


def admin_title(title: str) -> str:
    """``BaseController::setHtmlHead``'s document title."""
    return f"{title} | Castopod Admin"


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"castopod {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def menu(title: str, rows: list[str], entries: list[dict[str, Any]]) -> dict[str, Any]:
    """An open ``DropdownMenu`` over its page: the row it belongs to, then its entries."""
    return {"title": title, "dialog": {}, "items": [*({"text": r} for r in rows), *entries]}


def understand_form(t: Any, title: str, disclaimer: str, understand: str, checked: bool,
            submit: str) -> dict[str, Any]:  # fmt: skip
    """A delete form: its danger alert, the ``understand`` box, Cancel and the submit."""
    return {"title": title, "items": [
        {"text": disclaimer}, {"switch": understand, "checked": checked},
        {"link": t("Common.cancel")}, {"button": submit}]}  # fmt: skip


def episode_screens(t: Any) -> list[dict[str, Any]]:
    """A published episode's dashboard and its unpublish form; a draft's row menu, its
    delete form (box ticked and not), its publish form (with a message, without one, and
    after the warning); the episode's edit page (its files) and a soundbite's row menu."""
    dashboard = {"title": admin_title(EP_TITLE), "items": [
        {"text": t("Episode.publication_status.published")},
        {"icon": t("Episode.publish_date_edit")}, {"link": t("Episode.unpublish")},
        {"text": t("Charts.episode_by_day")}]}  # fmt: skip
    unpublish = understand_form(
        t, admin_title(t("Episode.unpublish")), t("Episode.unpublish_form.disclaimer"),
        t("Episode.unpublish_form.understand"), True, t("Episode.unpublish_form.submit"),
    )  # fmt: skip
    list_t = admin_title(t("Episode.all_podcast_episodes"))
    row_menu = menu(list_t, [DRAFT_TITLE], [
        {"link": t("Episode.go_to_page")}, {"link": t("Episode.edit")},
        {"link": t("Episode.embed.title")}, {"link": t("Person.persons")},
        {"link": t("VideoClip.list.title")}, {"link": t("Soundbite.list.title")},
        {"link": t("Episode.delete")}])  # fmt: skip

    def delete(checked: bool) -> dict[str, Any]:
        return understand_form(
            t, admin_title(t("Episode.delete")), t("Episode.delete_form.disclaimer"),
            t("Episode.delete_form.understand"), checked, t("Episode.delete_form.submit"),
        )  # fmt: skip

    def publish(message: str, warned: bool) -> dict[str, Any]:
        submit = t("Episode.publish_form.message_warning_submit" if warned
                   else "Episode.publish_form.submit")  # fmt: skip
        notes = (
            "Episode.publish_form.message_warning",
            "Episode.publish_form.message_warning_hint",
        )
        warning = [{"text": t(key)} for key in notes] if warned else []
        return {"title": admin_title(t("Episode.publish")), "items": [
            {"link": t("Episode.publish_form.back_to_episode_dashboard")},
            {"text": t("Episode.publish_form.post")},
            {"field": "message", "hint": t("Episode.publish_form.message_placeholder"),
             "text": message, "focused": True},
            {"text": DRAFT_TITLE}, {"text": t("Episode.publish_form.publication_date")},
            {"radio": t("Episode.publish_form.publication_method.now"), "checked": True},
            {"radio": t("Episode.publish_form.publication_method.schedule"), "checked": False},
            *warning, {"link": t("Episode.publish_form.cancel_publication")},
            {"button": submit}]}  # fmt: skip

    def publish_form(message: str) -> dict[str, str]:
        return form(f"{DRAFT_URL}/publish", [
            ("client_timezone", "Europe/Paris"), ("message", message),
            ("publication_method", "now"), ("scheduled_publication_date", "")])  # fmt: skip

    files = {"title": admin_title(t("Episode.edit")), "items": [
        {"text": t("Episode.form.transcript")}, {"link": t("Episode.form.transcript_download")},
        {"icon": t("Episode.form.transcript_file_delete")}, {"text": t("Episode.form.chapters")},
        {"link": t("Episode.form.chapters_download")},
        {"icon": t("Episode.form.chapters_file_delete")},
        {"button": t("Episode.form.submit_edit")}]}  # fmt: skip
    transcript = f"/media/podcasts/{HANDLE}/{EP_SLUG}-transcript.srt"
    soundbites = menu(admin_title(t("Soundbite.list.title")), [SOUNDBITE_TITLE], [
        {"link": t("Soundbite.delete")}])  # fmt: skip
    return [
        _entry("opens-prompt", "episode dashboard", dashboard, [
            (t("Episode.unpublish"), False, [link(f"{EP_URL}/unpublish")])]),
        _entry("delete", "episode unpublish form", unpublish, [
            (t("Episode.unpublish_form.submit"), True, [
                form(f"{EP_URL}/unpublish", [("understand", "yes")])]),
            (t("Common.cancel"), False, [link(EP_URL)])]),
        _entry("opens-prompt", "episode row menu", row_menu, [
            (t("Episode.delete"), False, [link(f"{DRAFT_URL}/delete")])]),
        _entry("delete", "episode delete form", delete(True), [
            (t("Episode.delete_form.submit"), True, [
                form(f"{DRAFT_URL}/delete", [("understand", "yes")])]),
            (t("Common.cancel"), False, [link(DRAFT_URL)])]),
        _entry("harmless", "episode delete form unticked", delete(False), [
            (t("Episode.delete_form.submit"), False, [form(f"{DRAFT_URL}/delete")])]),
        _entry("publish", "episode publish form", publish(MESSAGE, False), [
            (t("Episode.publish_form.submit"), True, [publish_form(MESSAGE)]),
            (t("Episode.publish_form.back_to_episode_dashboard"), False, [link(DRAFT_URL)])]),
        _entry("harmless", "episode publish form without a message", publish("", False), [
            (t("Episode.publish_form.submit"), False, [])]),
        _entry("publish", "episode publish form after the warning", publish("", True), [
            (t("Episode.publish_form.message_warning_submit"), True, [publish_form("")]),
            (t("Episode.publish_form.cancel_publication"), False, [
                link(f"{DRAFT_URL}/publish-cancel")])]),
        _entry("delete", "episode edit files", files, [
            (t("Episode.form.transcript_file_delete"), True, [
                link(f"{EP_URL}/transcript-delete")]),
            (t("Episode.form.transcript_download"), False, [link(transcript)])]),
        _entry("delete", "soundbite row menu", soundbites, [
            (t("Soundbite.delete"), True, [
                link(f"{EP_URL}/soundbites/{SOUNDBITE}/delete")])]),
    ]  # fmt: skip


def podcast_screens(t: Any) -> list[dict[str, Any]]:
    """The podcast's delete form, its contributors and a contributor's removal, a premium
    subscription's row menu (active and suspended), its suspend and delete forms, the
    notifications page."""
    delete = understand_form(
        t, admin_title(t("Podcast.delete")), t("Podcast.delete_form.disclaimer"),
        t("Podcast.delete_form.understand"), True, t("Podcast.delete_form.submit"),
    )  # fmt: skip
    contributors = {"title": admin_title(t("Contributor.podcast_contributors")), "items": [
        {"link": t("Contributor.add")}, {"text": CONTRIBUTOR_NAME},
        {"text": t("Auth.podcast_groups.editor.title")}, {"link": t("Contributor.edit")},
        {"link": t("Contributor.remove")}]}  # fmt: skip
    contributor = f"{PODCAST_URL}/contributors/{CONTRIBUTOR}"
    remove = understand_form(
        t,
        admin_title(t("Contributor.delete_form.title", contributor=CONTRIBUTOR_NAME)),
        t("Contributor.delete_form.disclaimer", contributor=CONTRIBUTOR_NAME,
          podcastTitle=PODCAST),
        t("Contributor.delete_form.understand", contributor=CONTRIBUTOR_NAME,
          podcastTitle=PODCAST),
        True,
        t("Contributor.delete_form.submit"),
    )  # fmt: skip
    subs_t = admin_title(t("Subscription.podcast_subscriptions"))
    subs = f"{PODCAST_URL}/subscriptions"
    sub = f"{subs}/{SUBSCRIPTION}"

    def sub_menu(status: str, toggle: str) -> dict[str, Any]:
        return menu(subs_t, [SUBSCRIBER, t(f"Subscription.status.{status}")], [
            {"link": t("Subscription.view")}, {"link": t("Subscription.edit")},
            {"link": t("Subscription.regenerate_token")}, {"link": t(toggle)},
            {"link": t("Subscription.delete")}])  # fmt: skip

    suspend = {"title": admin_title(t("Subscription.suspend")), "items": [
        {"text": t("Subscription.suspend_form.disclaimer", email=SUBSCRIBER)},
        {"field": "reason", "hint": t("Subscription.suspend_form.reason"),
         "text": "Two payments failed"},
        {"link": t("Common.cancel")},
        {"button": t("Subscription.suspend_form.submit")}]}  # fmt: skip
    sub_delete = understand_form(
        t, admin_title(t("Subscription.delete")),
        t("Subscription.delete_form.disclaimer", subscriber=SUBSCRIBER),
        t("Subscription.delete_form.understand"), False, t("Subscription.delete_form.submit"),
    )  # fmt: skip
    notifications = {"title": admin_title(t("Notifications.title")), "items": [
        {"link": t("Notifications.mark_all_as_read")},
        {"link": t("Notifications.reply", actor_username="@kim@social.example")},
        {"text": "Which flour do you use up there?"}]}  # fmt: skip
    return [
        _entry("delete", "podcast delete form", delete, [
            (t("Podcast.delete_form.submit"), True, [
                form(f"{PODCAST_URL}/delete", [("understand", "yes")])]),
            (t("Common.cancel"), False, [link(PODCAST_URL)])]),
        _entry("opens-prompt", "contributors list", contributors, [
            (t("Contributor.remove"), False, [link(f"{contributor}/remove")])]),
        _entry("revoke", "contributor remove form", remove, [
            (t("Contributor.delete_form.submit"), True, [
                form(f"{contributor}/remove", [("understand", "yes")])]),
            (t("Common.cancel"), False, [link(contributor)])]),
        _entry("revoke", "subscription row menu", sub_menu("active", "Subscription.suspend"), [
            (t("Subscription.regenerate_token"), True, [link(f"{sub}/regenerate-token")]),
            (t("Subscription.suspend"), False, [link(f"{sub}/suspend")])]),
        _entry("reversible", "subscription suspend form", suspend, [
            (t("Subscription.suspend_form.submit"), False, [
                form(f"{sub}/suspend", [("reason", "Two payments failed")])])]),
        _entry("delete", "subscription delete form", sub_delete, [
            (t("Subscription.delete_form.submit"), True, [form(f"{sub}/delete")]),
            (t("Common.cancel"), False, [link(subs)])]),
        _entry("reversible", "suspended subscription row menu",
               sub_menu("suspended", "Subscription.resume"), [
            (t("Subscription.resume"), False, [link(f"{sub}/resume")])]),
        _entry("reversible", "notifications page", notifications, [
            (t("Notifications.mark_all_as_read"), False, [
                link(f"{PODCAST_URL}/notifications/mark-all-as-read")])]),
    ]  # fmt: skip


def instance_screens(t: Any) -> list[dict[str, Any]]:
    """The users list, a user's row menu and delete form; the blocked accounts and domains;
    the pages list; the general settings (the instance, images and housekeeping parts); a
    plugin's card and its menu; the account menu."""
    users = {"title": admin_title(t("User.all_users")), "items": [
        {"link": t("User.create")}, {"text": ME}, {"text": ME_MAIL},
        {"text": t("Auth.instance_groups.superadmin.title")},
        {"icon": t("User.edit_role", username=ME)}, {"text": USER_NAME}, {"text": USER_MAIL},
        {"text": t("Auth.instance_groups.podcaster.title")},
        {"icon": t("User.edit_role", username=USER_NAME)}]}  # fmt: skip
    user = f"{ADMIN}/users/{USER}"
    user_menu = menu(admin_title(t("User.all_users")), [USER_NAME, USER_MAIL], [
        {"link": t("User.delete")}])  # fmt: skip
    delete_user = understand_form(
        t, admin_title(t("User.delete_form.title", user=USER_NAME)),
        t("User.delete_form.disclaimer", user=USER_NAME),
        t("User.delete_form.understand", user=USER_NAME), True, t("User.delete_form.submit"),
    )  # fmt: skip
    actors = {"title": admin_title(t("Fediverse.blocked_actors")), "items": [
        {"field": "handle", "hint": t("Fediverse.block_lists_form.handle"),
         "text": "@spam_bot@mastodon.example"},
        {"button": t("Fediverse.block_lists_form.submit")}, {"text": t("Fediverse.list.actor")},
        {"text": BLOCKED_NAME}, {"button": t("Fediverse.list.unblock")}]}  # fmt: skip
    domains = {"title": admin_title(t("Fediverse.blocked_domains")), "items": [
        {"field": "domain", "hint": t("Fediverse.block_lists_form.domain"),
         "text": "spam.example"},
        {"button": t("Fediverse.block_lists_form.submit")}, {"text": BLOCKED_DOMAIN},
        {"button": t("Fediverse.list.unblock")}]}  # fmt: skip
    pages = {"title": admin_title(t("Page.all_pages")), "items": [
        {"link": t("Page.create")}, {"text": PAGE_TITLE}, {"text": f"/{PAGE_SLUG}"},
        {"link": t("Page.go_to_page")}, {"link": t("Page.edit")},
        {"link": t("Page.delete")}]}  # fmt: skip
    settings_t = admin_title(t("Settings.title"))
    settings = {"title": settings_t, "items": [
        {"text": t("Settings.instance.title")},
        {"field": "site_name", "hint": t("Settings.instance.site_name"), "text": PODCAST},
        {"icon": t("Settings.instance.site_icon_delete")},
        {"button": t("Settings.instance.submit")}, {"text": t("Settings.images.title")},
        {"text": t("Settings.images.subtitle")},
        {"button": t("Settings.images.regenerate")}]}  # fmt: skip

    def housekeeping(option: str) -> dict[str, Any]:
        return {"title": settings_t, "items": [
            {"text": t("Settings.housekeeping.title")},
            {"text": t("Settings.housekeeping.subtitle")},
            *({"switch": t(f"Settings.housekeeping.{name}"), "checked": name == option}
              for name in ("reset_counts", "rename_episodes_files", "clear_cache")),
            {"button": t("Settings.housekeeping.run")}]}  # fmt: skip

    plugin = f"{ADMIN}/plugins/{PLUGIN}"
    vendor, package = PLUGIN.split("/")
    plugins_t = admin_title(t("Plugins.installed"))
    card = {"title": plugins_t, "items": [
        {"text": t("Plugins.active")}, {"link": PLUGIN_TITLE}, {"link": vendor},
        {"link": package}, {"text": "1.2.0"},
        {"text": "Adds chapter marks and links to episode show notes."},
        {"icon": t("Plugins.website")}, {"icon": t("Plugins.repository")},
        {"button": t("Plugins.deactivate")}, {"icon": t("Common.more")}]}  # fmt: skip
    plugin_menu = menu(plugins_t, [PLUGIN_TITLE], [
        {"link": t("Plugins.view")}, {"link": t("Plugins.uninstall")}])  # fmt: skip
    account = menu(admin_title(t("Dashboard.home")), [t("Common.choose_interact")], [
        {"button": PODCAST}, {"link": t("Navigation.account.my-account")},
        {"link": t("Navigation.account.change-password")},
        {"link": t("Navigation.account.logout")}])  # fmt: skip
    run = f"{ADMIN}/settings/instance-housekeeping-run"
    return [
        _entry("opens-prompt", "users list", users, [
            (t("User.edit_role", username=USER_NAME), False, [link(f"{user}/edit")])]),
        _entry("opens-prompt", "user row menu", user_menu, [
            (t("User.delete"), False, [link(f"{user}/delete")])]),
        _entry("delete-user", "user delete form", delete_user, [
            (t("User.delete_form.submit"), True, [
                form(f"{user}/delete", [("understand", "yes")])]),
            (t("Common.cancel"), False, [link(user)])]),
        _entry("reversible", "blocked accounts", actors, [
            (t("Fediverse.block_lists_form.submit"), False, [
                form("/fediverse-block-actor", [("handle", "@spam_bot@mastodon.example")])]),
            (t("Fediverse.list.unblock"), False, [form(
                "/fediverse-unblock-actor", [("actor_id", str(BLOCKED_ACTOR))], False)])]),
        _entry("reversible", "blocked domains", domains, [
            (t("Fediverse.block_lists_form.submit"), False, [
                form("/fediverse-block-domain", [("domain", "spam.example")])]),
            (t("Fediverse.list.unblock"), False, [form(
                "/fediverse-unblock-domain", [("domain", BLOCKED_DOMAIN)], False)])]),
        _entry("delete", "pages list", pages, [
            (t("Page.delete"), True, [link(f"{ADMIN}/pages/{PAGE}/delete")]),
            (t("Page.edit"), False, [link(f"{ADMIN}/pages/{PAGE}/edit")])]),
        _entry("delete", "general settings", settings, [
            (t("Settings.instance.site_icon_delete"), True, [
                link(f"{ADMIN}/settings/instance-delete-icon")]),
            (t("Settings.images.regenerate"), False, [
                form(f"{ADMIN}/settings/instance-images-regenerate")])]),
        _entry("reversible", "housekeeping resetting counts", housekeeping("reset_counts"), [
            (t("Settings.housekeeping.run"), False, [form(run, [("reset_counts", "yes")])])]),
        _entry("revoke", "housekeeping renaming audio files",
               housekeeping("rename_episodes_files"), [
            (t("Settings.housekeeping.run"), True, [
                form(run, [("rename_episodes_files", "yes")])])]),
        _entry("reversible", "plugin card", card, [
            (t("Plugins.deactivate"), False, [form(f"{plugin}/deactivate")]),
            (t("Common.more"), False, [])]),
        _entry("reset", "plugin menu", plugin_menu, [
            (t("Plugins.uninstall"), True, [link(f"{plugin}/uninstall")]),
            (t("Plugins.view"), False, [link(plugin)])]),
        _entry("reversible", "account menu", account, [
            (PODCAST, False, [form(f"{ADMIN}/interact-as-actor", [("actor_id", str(ACTOR))])]),
            (t("Navigation.account.logout"), False, [link(f"{AUTH}/logout")])]),
    ]  # fmt: skip


def public_screens(t: Any) -> list[dict[str, Any]]:
    """The podcast's activity page (its post form and a post's actions), a post's menu, a
    reply's menu, a post's page with the reply form, an episode's comments, the follow
    page; the podcast's user is logged in and interacts as the podcast, but on the follow
    page."""
    activity_t = f"{PODCAST} (@{HANDLE}) • {t('Podcast.activity')}"
    composer = {"title": activity_t, "items": [
        {"field": "message", "hint": t("Post.form.message_placeholder"),
         "text": "New episode on Thursday: we bake at 2,000 metres.", "focused": True},
        {"field": "episode_url",
         "hint": f"{t('Post.form.episode_url_placeholder')} ({t('Common.optional')})",
         "text": ""},
        {"button": t("Post.form.submit")}]}  # fmt: skip
    replies, shares, favourites = (
        t("Post.replies", numberOfReplies=4),
        t("Post.reblogs", numberOfReblogs=3),
        t("Post.favourites", numberOfFavourites=12),
    )
    card = {"title": activity_t, "items": [
        {"link": f"{PODCAST} @{HANDLE}"}, {"text": "Our sourdough starter turned ten today."},
        {"link": "4", "desc": replies}, {"button": "3", "desc": shares},
        {"button": "12", "desc": favourites}, {"icon": t("Common.more")}]}  # fmt: skip
    post = f"/@{HANDLE}/posts/{POST}"
    own_menu = menu(activity_t, ["Our sourdough starter turned ten today."], [
        {"link": t("Post.expand")},
        {"button": t("Post.block_actor", actorUsername=HANDLE)},
        {"button": t("Post.block_domain", actorDomain="podcasts.example")},
        {"button": t("Post.delete")}])  # fmt: skip
    post_t = t("Post.title", actorDisplayName=PODCAST)
    reply_menu = menu(post_t, ["Congratulations! Mine is only two."], [
        {"link": t("Post.expand")}, {"button": t("Post.block_actor", actorUsername="kim")},
        {"button": t("Post.block_domain", actorDomain="social.example")}])  # fmt: skip
    text = "Thank you! Feed it rye once a week."
    reply = {"title": post_t, "items": [
        {"link": t("Post.back_to_actor_posts", actor=PODCAST)},
        {"text": "Our sourdough starter turned ten today."},
        {"field": "message", "hint": t("Post.form.reply_to_placeholder", actorUsername=HANDLE),
         "text": text, "focused": True},
        {"button": t("Post.form.submit_reply")}]}  # fmt: skip
    comment = "The altitude tips saved my loaf, thank you."
    comments = {"title": EP_TITLE, "items": [
        {"field": "message", "hint": t("Comment.form.episode_message_placeholder"),
         "text": "Glad it helped! Try a longer final proof.", "focused": True},
        {"button": t("Comment.form.submit")}, {"text": "Ana @ana@mastodon.example"},
        {"text": comment}, {"button": "2", "desc": t("Comment.likes", numberOfLikes=2)},
        {"link": t("Comment.reply")}]}  # fmt: skip
    follow = {"title": t("Podcast.followTitle", actorDisplayName=PODCAST), "items": [
        {"text": t("Fediverse.follow.subtitle")}, {"text": PODCAST},
        {"text": f"@{HANDLE}@podcasts.example"},
        {"field": "handle", "hint": t("Fediverse.your_handle"),
         "text": "@ana@mastodon.example"},
        {"button": t("Fediverse.follow.submit")}]}  # fmt: skip
    episode = f"/@{HANDLE}/episodes/{EP_SLUG}"
    return [
        _entry("publish", "podcast activity post form", composer, [
            (t("Post.form.submit"), True, [form(f"/@{HANDLE}/posts/new", [
                ("message", "New episode on Thursday: we bake at 2,000 metres."),
                ("episode_url", "")])])]),
        _entry("reversible", "podcast activity post actions", card, [
            (shares, False, [form(f"{post}/action", [("action", "reblog")])]),
            (favourites, False, [form(f"{post}/action", [("action", "favourite")])]),
            (t("Common.more"), False, [])]),
        _entry("delete", "own post menu", own_menu, [
            (t("Post.delete"), True, [form(f"{post}/delete")]),
            (t("Post.expand"), False, [link(post)])]),
        _entry("reversible", "reply menu", reply_menu, [
            (t("Post.block_actor", actorUsername="kim"), False, [
                form(f"/@{HANDLE}/posts/{REPLY}/block-actor")]),
            (t("Post.block_domain", actorDomain="social.example"), False, [
                form(f"/@{HANDLE}/posts/{REPLY}/block-domain")])]),
        _entry("publish", "post page reply form", reply, [
            (t("Post.form.submit_reply"), True, [form(f"{post}/action", [
                ("message", text), ("action", "reply")])]),
            (t("Post.back_to_actor_posts", actor=PODCAST), False, [
                link(f"/@{HANDLE}")])]),
        _entry("publish", "episode comments", comments, [
            (t("Comment.form.submit"), True, [form(
                f"{EP_URL}/comments/new",
                [("message", "Glad it helped! Try a longer final proof.")])]),
            (t("Comment.likes", numberOfLikes=2), False, [
                form(f"{episode}/comments/{COMMENT}/like", [("action", "")])])]),
        _entry("reversible", "follow page", follow, [
            (t("Fediverse.follow.submit"), False, [
                form(f"/@{HANDLE}/follow", [("handle", "@ana@mastodon.example")])])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*episode_screens(t), *podcast_screens(t), *instance_screens(t),
            *public_screens(t)]  # fmt: skip
