"""Plume's screens for the four-hundred-and-forty-third held-out corpus: ``screens(t, lang)``
lays them out in one language, ``t(msgid, *args)`` being that language's lookup in the app's
gettext catalogue ``po/plume/<lang>.po``. What each action sends, and why it is labelled so, is
in build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote

from m2miner.testing.safety_corpus import CONFIRM_BUTTONS

CSRF = "Zr7Kq2Vx9PmL4tNc8WbH3sYd6FgJ1uAe5RoQ0iXk"  # made up; rocket_csrf's "csrf-token" field
ME, ME_NAME, ME_MAIL = "dana", "Dana Whitfield", "dana@blog.example"
PASSWORD = "tide-pool-42"
# A reader's view of another author's article and its comments.
OTHER_BLOG, OTHER_SLUG, OTHER_TITLE = "harbour-log", "winter-ferries", "Winter ferries"
AUTHOR, AUTHOR_NAME = "ana", "Ana Lima"
COMMENT, OWN_COMMENT = 313, 314
COMMENT_TEXT, OWN_COMMENT_TEXT = "The night crossing is the best one.", "Great photos of the pier."
# The signed-in user's own blog, a draft and a published article in it.
BLOG, BLOG_TITLE = "field-notes", "Field Notes"
DRAFT, DRAFT_TITLE = "tidal-gardens", "Tidal gardens"
PUBLISHED, PUBLISHED_TITLE = "kelp-forests", "Kelp forests"
MEDIA, MEDIA_ALT = 27, "Kelp at low tide"
FRIEND, FRIEND_NAME = "lena", "Lena Park"
# The administration pages.
INSTANCE_NAME = "Blog Example"
OPEN_INSTANCE, OPEN_DOMAIN = 5, "social.example"
BLOCKED_INSTANCE, BLOCKED_DOMAIN = 9, "spam.example"
MOD_USER, MOD_USER_NAME = 12, "Ana Lima"
BAN_USER, BAN_USER_NAME = 18, "Rex Spammer"
BLOCKED_EMAIL, BLOCKED_PATTERN = 3, "*@spam.example"
RESET_TOKEN = "b8e1d4a7-2c6f-4e93-9a05-7f3c1e8d2b64"  # made up
Fields = list[tuple[str, str]]
Act = tuple[str, bool, list[Any]]


def urlencode(fields: Fields) -> str:
    """A form's body as the browser serialises it (application/x-www-form-urlencoded: ``*``
    kept, ``~`` escaped, a space written ``+``)."""

    def enc(text: str) -> str:
        return quote(text, safe="*-._").replace("~", "%7E").replace("%20", "+")

    return "&".join(f"{enc(n)}={enc(v)}" for n, v in fields)


def form(url: str, fields: Fields = (), method: str = "") -> dict[str, str]:
    """An HTML form posted by the browser: rocket_csrf's hidden ``csrf-token`` comes before
    the form's first control, or after a first ``_method`` field (``method``)."""
    put = [("_method", method)] if method else []
    return {"request": f"POST {url}",
            "body": urlencode([*put, ("csrf-token", CSRF), *fields]), "via": "form"}  # fmt: skip


def get_form(url: str, fields: Fields) -> dict[str, str]:
    """A ``method="get"`` form: its fields, the token first, as the URL's query."""
    return {"request": f"GET {url}?{urlencode([('csrf-token', CSRF), *fields])}", "via": "form"}


def link(url: str) -> dict[str, str]:
    """An ``<a href>`` page load."""
    return {"request": f"GET {url}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"plume {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


class Pages:
    """One language's page parts: the document title (``{title} ⋅ Plume``, as base.rs.html
    writes it) and a page's ``confirm()`` as Chrome shows it."""

    def __init__(self, t: Any, lang: str) -> None:
        self.t = t
        self.ok, self.cancel = CONFIRM_BUTTONS[lang]

    def title(self, heading: str) -> str:
        return f"{heading} ⋅ {self.t('Plume')}"

    def confirm(self, heading: str, message: str) -> dict[str, Any]:
        return {"title": self.title(heading), "dialog": {"message": message},
                "items": [{"button": self.ok}, {"button": self.cancel}]}  # fmt: skip


def session_screens(t: Any, p: Pages) -> list[dict[str, Any]]:
    """The signed-in menu, the login page, the two password reset pages, the registration
    page and the e-mail sign-up page."""
    menu = {"title": p.title(t("Your Dashboard")), "items": [
        {"link": t("Plume")}, {"link": t("Search")}, {"link": t("Dashboard")},
        {"link": t("Notifications")}, {"link": t("Log Out")},
        {"link": t("My account")}]}  # fmt: skip
    login = {"title": p.title(t("Log in")), "items": [
        {"field": "email_or_name", "hint": t("Username, or email"), "text": ME},
        {"field": "password", "hint": t("Password"), "text": PASSWORD},
        {"button": t("Log in")}, {"link": "Forgot your password?"}]}  # fmt: skip
    reset = t("Reset your password")
    request = {"title": p.title(reset), "items": [
        {"text": reset}, {"field": "email", "hint": t("Email"), "text": ME_MAIL},
        {"button": t("Send password reset link")}]}  # fmt: skip
    new_password = {"title": p.title(reset), "items": [
        {"text": reset},
        {"field": "password", "hint": t("New password"), "text": PASSWORD},
        {"field": "password_confirmation", "hint": t("Confirmation"), "text": PASSWORD},
        {"button": t("Update password")}]}  # fmt: skip
    register = {"title": p.title(t("Create your account")), "items": [
        {"field": "username", "hint": t("Username"), "text": "omar"},
        {"field": "email", "hint": t("Email"), "text": "omar@mail.example"},
        {"field": "password", "hint": t("Password"), "text": PASSWORD},
        {"field": "password_confirmation", "hint": t("Password confirmation"),
         "text": PASSWORD},
        {"button": t("Create your account")}]}  # fmt: skip
    signup = {"title": p.title(t("Create an account")), "items": [
        {"field": "email", "hint": t("Email"), "text": "omar@mail.example"},
        {"field": "email_confirmation", "hint": t("Email confirmation"),
         "text": "omar@mail.example"},
        {"text": t("An email will be sent to provided email. You can continue signing-up via "
                   "the email.")},
        {"button": t("Create your account")}]}  # fmt: skip
    return [
        _entry("harmless", "signed-in menu", menu, [
            (t("Dashboard"), False, [link("/dashboard")]),
            (t("Log Out"), False, [link("/logout")])]),
        _entry("harmless", "login page", login, [
            (t("Log in"), False, [form("/login", [
                ("email_or_name", ME), ("password", PASSWORD)])])]),
        _entry("send", "password reset request", request, [
            (t("Send password reset link"), True, [form("/password-reset", [
                ("email", ME_MAIL)])])]),
        _entry("reversible", "new password page", new_password, [
            (t("Update password"), False, [form(f"/password-reset/{RESET_TOKEN}", [
                ("password", PASSWORD), ("password_confirmation", PASSWORD)])])]),
        _entry("reversible", "registration page", register, [
            (t("Create your account"), False, [form("/users/new", [
                ("username", "omar"), ("email", "omar@mail.example"),
                ("password", PASSWORD), ("password_confirmation", PASSWORD)])])]),
        _entry("send", "e-mail sign-up page", signup, [
            (t("Create your account"), True, [form("/email_signups/new", [
                ("email", "omar@mail.example"),
                ("email_confirmation", "omar@mail.example")])])]),
    ]  # fmt: skip


def reading_screens(t: Any, p: Pages) -> list[dict[str, Any]]:
    """Another author's article: its like, boost and subscribe forms before and after, the
    comment form, a reply, the reader's own comment and its delete confirmation, the
    signed-out article and its remote interaction page."""
    base = f"/~/{OTHER_BLOG}/{OTHER_SLUG}"
    title = p.title(OTHER_TITLE)
    written = t("Written by {0}", AUTHOR_NAME)

    def actions(liked: bool) -> dict[str, Any]:
        return {"title": title, "items": [
            {"text": OTHER_TITLE}, {"text": written}, {"text": "4" if liked else "3"},
            {"button": t("I don't like this anymore") if liked else t("Add yours")},
            {"text": "2" if liked else "1"},
            {"button": t("I don't want to boost this anymore") if liked else t("Boost")},
            {"link": AUTHOR_NAME},
            {"button": t("Unsubscribe") if liked else t("Subscribe")}]}  # fmt: skip

    text = "How long does the crossing take in February?"
    comments = {"title": title, "items": [
        {"text": t("Comments")},
        {"field": "warning", "hint": t("Content warning"), "text": ""},
        {"field": "content", "hint": t("Your comment"), "text": text},
        {"button": t("Submit comment")},
        {"link": AUTHOR_NAME}, {"text": COMMENT_TEXT},
        {"link": t("Respond")}]}  # fmt: skip
    reply = "Agreed, the lights of the harbour are worth it."
    reply_page = {"title": title, "items": [
        {"text": t("Comments")},
        {"field": "warning", "hint": t("Content warning"), "text": ""},
        {"field": "content", "hint": t("Your comment"), "text": reply},
        {"button": t("Submit comment")}]}  # fmt: skip
    own = {"title": title, "items": [
        {"link": ME_NAME}, {"text": OWN_COMMENT_TEXT}, {"link": t("Respond")},
        {"button": t("Delete this comment")}]}  # fmt: skip
    sure = p.confirm(OTHER_TITLE, t("Are you sure?"))
    signed_out = {"title": title, "items": [
        {"text": OTHER_TITLE}, {"text": written},
        {"text": t("{0}Log in{1}, or {2}use your Fediverse account{3} to interact with this "
                   "article", "", "", "", "")},
        {"link": t("Add yours")}, {"link": t("Boost")}]}  # fmt: skip
    interact = t("Interact with {}", OTHER_TITLE)
    remote = {"title": p.title(interact), "items": [
        {"text": t("I'm from this instance")},
        {"field": "email_or_name", "hint": t("Username, or email"), "text": ""},
        {"field": "password", "hint": t("Password"), "text": ""},
        {"button": t("Log in")},
        {"text": t("I'm from another instance")},
        {"field": "remote", "hint": t("Username"), "text": "dana@social.example"},
        {"button": t("Continue to your instance")}]}  # fmt: skip
    return [
        _entry("reversible", "article like, boost and subscribe", actions(False), [
            (t("Add yours"), False, [form(f"{base}/like")]),
            (t("Boost"), False, [form(f"{base}/reshare")]),
            (t("Subscribe"), False, [form(f"/@/{AUTHOR}/follow")])]),
        _entry("reversible", "article undo like, boost and subscribe", actions(True), [
            (t("I don't like this anymore"), False, [form(f"{base}/like")]),
            (t("I don't want to boost this anymore"), False, [form(f"{base}/reshare")]),
            (t("Unsubscribe"), False, [form(f"/@/{AUTHOR}/follow")])]),
        _entry("send", "comment form", comments, [
            (t("Submit comment"), True, [form(f"{base}/comment", [
                ("warning", ""), ("content", text)])])]),
        _entry("harmless", "comment respond link", comments, [
            (t("Respond"), False, [link(f"{base}?responding_to={COMMENT}")])]),
        _entry("send", "reply form", reply_page, [
            (t("Submit comment"), True, [form(f"{base}/comment", [
                ("warning", ""), ("responding_to", str(COMMENT)), ("content", reply)])])]),
        _entry("opens-prompt", "own comment", own, [
            (t("Delete this comment"), False, [])]),
        _entry("delete", "comment delete confirmation", sure, [
            (p.ok, True, [form(f"{base}/comment/{OWN_COMMENT}/delete")])]),
        _entry("harmless", "comment delete confirmation cancel", sure, [
            (p.cancel, False, [])]),
        _entry("harmless", "signed-out article", signed_out, [
            (t("Add yours"), False, [link(f"{base}/remote_interact")])]),
        _entry("harmless", "remote interaction page", remote, [
            (t("Continue to your instance"), False, [form(f"{base}/remote_interact", [
                ("remote", "dana@social.example")])])]),
    ]  # fmt: skip


def writing_screens(t: Any, p: Pages) -> list[dict[str, Any]]:
    """The author's draft and its bottom bar, the delete confirmation, the editor of the
    draft (kept a draft, or published), the new article editor (likewise) and the editor of
    a published article."""
    draft_url = f"/~/{BLOG}/{DRAFT}"
    bar = {"title": p.title(DRAFT_TITLE), "items": [
        {"text": DRAFT_TITLE}, {"button": t("Delete")},
        {"text": t("This article is still a draft. Only you and other authors can see it.")},
        {"link": t("Publish")}, {"link": t("Edit")}]}  # fmt: skip
    sure = p.confirm(DRAFT_TITLE, t("Are you sure?"))
    content = "Rock pools at dawn hold more life than the whole beach at noon."

    def editor(heading: str, title: str, subtitle: str, tags: str, draft: bool | None,
               button: str) -> dict[str, Any]:  # fmt: skip
        items: list[dict[str, Any]] = [
            {"field": "title", "hint": t("Title"), "text": title},
            {"field": "subtitle", "hint": t("Subtitle"), "text": subtitle},
            {"field": "content", "hint": t("Content"), "text": content},
            {"field": "tags", "hint": t("Tags, separated by commas"), "text": tags},
            {"field": "license", "hint": t("License"), "text": "CC-BY-SA"},
        ]
        if draft is not None:
            items.append({"switch": t("This is a draft, don't publish it yet."),
                          "checked": draft})  # fmt: skip
        items.append({"button": button})
        return {"title": p.title(heading), "items": items}

    def fields(title: str, subtitle: str, tags: str, draft: bool) -> Fields:
        body = [("title", title), ("subtitle", subtitle), ("content", content), ("tags", tags),
                ("license", "CC-BY-SA"), ("cover", "none")]  # fmt: skip
        return [*body, ("draft", "on")] if draft else body

    edit_t = t("Edit {0}", DRAFT_TITLE)
    sub, tags = "Notes from the shore", "tides, photography"
    new_t, new_title = t("New post"), "Spring ferries"
    update, publish = t("Update"), t("Update, or publish")
    done_t = t("Edit {0}", PUBLISHED_TITLE)
    return [
        _entry("opens-prompt", "draft bottom bar", bar, [
            (t("Delete"), False, [])]),
        _entry("harmless", "draft bottom bar links", bar, [
            (t("Publish"), False, [link(f"{draft_url}/edit")]),
            (t("Edit"), False, [link(f"{draft_url}/edit")])]),
        _entry("delete", "article delete confirmation", sure, [
            (p.ok, True, [form(f"{draft_url}/delete")])]),
        _entry("harmless", "article delete confirmation cancel", sure, [
            (p.cancel, False, [])]),
        _entry("reversible", "draft editor kept a draft",
               editor(edit_t, DRAFT_TITLE, sub, tags, True, update), [
            (update, False, [form(f"{draft_url}/edit", fields(DRAFT_TITLE, sub, tags, True))])]),
        _entry("publish", "draft editor published",
               editor(edit_t, DRAFT_TITLE, sub, tags, False, update), [
            (update, True, [form(f"{draft_url}/edit", fields(DRAFT_TITLE, sub, tags, False))])]),
        _entry("reversible", "new article kept a draft",
               editor(new_t, new_title, "", "", True, publish), [
            (publish, False, [form(f"/~/{BLOG}/new", fields(new_title, "", "", True))])]),
        _entry("publish", "new article published",
               editor(new_t, new_title, "", "", False, publish), [
            (publish, True, [form(f"/~/{BLOG}/new", fields(new_title, "", "", False))])]),
        _entry("reversible", "published article editor",
               editor(done_t, PUBLISHED_TITLE, sub, tags, None, update), [
            (update, False, [form(f"/~/{BLOG}/{PUBLISHED}/edit",
                                  fields(PUBLISHED_TITLE, sub, tags, False))])]),
    ]  # fmt: skip


def blog_screens(t: Any, p: Pages) -> list[dict[str, Any]]:
    """The blog's page, its settings and danger zone, the delete confirmation, the new blog
    page and the dashboard."""
    page = {"title": p.title(BLOG_TITLE), "items": [
        {"text": BLOG_TITLE}, {"link": t("New article")}, {"link": t("Edit")},
        {"text": t("Latest articles")}]}  # fmt: skip
    heading = t('Edit "{}"', BLOG_TITLE)
    summary = "Notes from the shore, one tide at a time."
    settings = {"title": p.title(heading), "items": [
        {"field": "title", "hint": t("Title"), "text": BLOG_TITLE},
        {"field": "summary", "hint": t("Description"), "text": summary},
        {"link": t("Upload images")}, {"button": t("Update blog")}]}  # fmt: skip
    danger = {"title": p.title(heading), "items": [
        {"button": t("Update blog")}, {"text": t("Danger zone")},
        {"text": t("Be very careful, any action taken here can't be reversed.")},
        {"button": t("Permanently delete this blog")}]}  # fmt: skip
    sure = p.confirm(heading, t("Are you sure that you want to permanently delete this blog?"))
    new = {"title": p.title(t("New Blog")), "items": [
        {"field": "title", "hint": t("Title"), "text": "Night Walks"},
        {"button": t("Create blog")}]}  # fmt: skip
    dashboard = {"title": p.title(t("Your Dashboard")), "items": [
        {"text": t("Your Blogs")}, {"link": BLOG_TITLE}, {"link": t("Start a new blog")},
        {"text": t("Your media")}, {"link": t("Go to your gallery")}]}  # fmt: skip
    return [
        _entry("harmless", "blog page", page, [
            (t("New article"), False, [link(f"/~/{BLOG}/new")])]),
        _entry("reversible", "blog settings", settings, [
            (t("Update blog"), False, [form(f"/~/{BLOG}/edit", [
                ("title", BLOG_TITLE), ("summary", summary), ("icon", "none"),
                ("banner", "none"), ("theme", "")], method="put")])]),
        _entry("opens-prompt", "blog danger zone", danger, [
            (t("Permanently delete this blog"), False, [])]),
        _entry("delete", "blog delete confirmation", sure, [
            (p.ok, True, [form(f"/~/{BLOG}/delete")])]),
        _entry("harmless", "blog delete confirmation cancel", sure, [
            (p.cancel, False, [])]),
        _entry("reversible", "new blog page", new, [
            (t("Create blog"), False, [form("/blogs/new", [("title", "Night Walks")])])]),
        _entry("harmless", "dashboard", dashboard, [
            (t("Start a new blog"), False, [link("/blogs/new")])]),
    ]  # fmt: skip


def account_screens(t: Any, p: Pages) -> list[dict[str, Any]]:
    """The gallery, a media's page, the account settings and danger zone, another user's
    profile."""
    media = f"/medias/{MEDIA}"
    gallery = {"title": p.title(t("Your media")), "items": [
        {"link": t("Upload")}, {"text": MEDIA_ALT}, {"button": t("Delete")},
        {"link": t("Details")}]}  # fmt: skip
    details = {"title": p.title(t("Media details")), "items": [
        {"link": t("Go back to the gallery")}, {"text": MEDIA_ALT},
        {"button": t("Use as an avatar")}, {"button": t("Delete")}]}  # fmt: skip
    summary = "I write about the sea."
    settings = {"title": p.title(t("Edit your account")), "items": [
        {"text": t("Your Profile")}, {"link": t("Upload an avatar")},
        {"field": "display_name", "hint": t("Display name"), "text": ME_NAME},
        {"field": "email", "hint": t("Email"), "text": ME_MAIL},
        {"field": "summary", "hint": t("Summary"), "text": summary},
        {"switch": t("Never load blogs custom themes"), "checked": False},
        {"button": t("Update account")}]}  # fmt: skip
    danger = {"title": p.title(t("Edit your account")), "items": [
        {"button": t("Update account")}, {"text": t("Danger zone")},
        {"text": t("Be very careful, any action taken here can't be cancelled.")},
        {"button": t("Delete your account")}]}  # fmt: skip
    profile = {
        "title": p.title(FRIEND_NAME),
        "items": [{"text": FRIEND_NAME}, {"text": f"@{FRIEND}"}, {"button": t("Subscribe")}],
    }
    return [
        _entry("delete", "gallery", gallery, [
            (t("Delete"), True, [form(f"{media}/delete")])]),
        _entry("harmless", "gallery details link", gallery, [
            (t("Details"), False, [link(media)])]),
        _entry("reversible", "media page", details, [
            (t("Use as an avatar"), False, [form(f"{media}/avatar")])]),
        _entry("delete", "media page delete", details, [
            (t("Delete"), True, [form(f"{media}/delete")])]),
        _entry("reversible", "account settings", settings, [
            (t("Update account"), False, [form(f"/@/{ME}/edit", [
                ("display_name", ME_NAME), ("email", ME_MAIL), ("summary", summary),
                ("theme", "")], method="put")])]),
        _entry("delete-user", "account danger zone", danger, [
            (t("Delete your account"), True, [form(f"/@/{ME}/delete")])]),
        _entry("reversible", "another user's profile", profile, [
            (t("Subscribe"), False, [form(f"/@/{FRIEND}/follow")])]),
    ]  # fmt: skip


def admin_screens(t: Any, p: Pages) -> list[dict[str, Any]]:
    """The instance's configuration, its instances list, its users list (the search, the
    action menu, Ban and Grant moderator rights run on a ticked user), its e-mail blocklist
    (adding an address, deleting the ticked ones) and the search page."""
    admin_t = p.title(t("Administration of {0}", INSTANCE_NAME))
    short, long = "A small home for long reads.", "Be kind. No spam."
    config = {"title": admin_t, "items": [
        {"tab": t("Configuration")}, {"tab": t("Instances")}, {"tab": t("Users")},
        {"tab": t("Email blocklist")},
        {"field": "name", "hint": t("Name"), "text": INSTANCE_NAME},
        {"switch": t("Allow anyone to register here"), "checked": True},
        {"field": "short_description", "hint": t("Short description"), "text": short},
        {"field": "long_description", "hint": t("Long description"), "text": long},
        {"field": "default_license", "hint": t("Default article license"), "text": "CC-BY-SA"},
        {"button": t("Save these settings")}]}  # fmt: skip
    instances = {"title": admin_t, "items": [
        {"text": t("Instances")}, {"link": OPEN_DOMAIN}, {"button": t("Block")},
        {"link": BLOCKED_DOMAIN}, {"button": t("Unblock")}]}  # fmt: skip
    users_t = p.title(t("Users"))

    def users(action: str) -> dict[str, Any]:
        return {"title": users_t, "items": [
            {"field": "user", "text": ""}, {"button": t("Search users")},
            {"button": action}, {"button": t("Run on selected users")},
            {"link": MOD_USER_NAME}, {"link": BAN_USER_NAME}]}  # fmt: skip

    search = {
        "title": users_t,
        "items": [
            {"field": "user", "text": "rex"},
            {"button": t("Search users")},
            {"button": t("Grant admin rights")},
            {"button": t("Run on selected users")},
        ],
    }
    menu = {"title": users_t, "dialog": {}, "items": [
        {"menu": t("Grant admin rights")}, {"menu": t("Revoke admin rights")},
        {"menu": t("Grant moderator rights")}, {"menu": t("Revoke moderator rights")},
        {"menu": t("Ban")}]}  # fmt: skip
    note = "Spam wave"
    blocklist_t = p.title(t("Blocklisted Emails"))
    add = {"title": blocklist_t, "items": [
        {"field": "email_address", "hint": t("Email address"), "text": BLOCKED_PATTERN},
        {"field": "note", "hint": t("Note"), "text": note},
        {"switch": t("Notify the user?"), "checked": False},
        {"button": t("Add blocklisted address")}]}  # fmt: skip
    listing = {"title": blocklist_t, "items": [
        {"button": t("Add blocklisted address")}, {"button": t("Delete selected emails")},
        {"text": t("Email address:")}, {"text": "*@junk.example"},
        {"text": t("Blocklisted for:")}, {"text": "Old spam"}]}  # fmt: skip
    query = {"title": p.title(t("Search")), "items": [
        {"field": "q", "hint": "Your query", "text": "kelp"},
        {"button": t("Advanced search")}, {"button": t("Search")}]}  # fmt: skip
    empty = ["title", "subtitle", "content", "after", "before", "tag", "instance", "author",
             "blog", "lang", "license"]  # fmt: skip
    return [
        _entry("reversible", "administration settings", config, [
            (t("Save these settings"), False, [form("/admin", [
                ("name", INSTANCE_NAME), ("open_registrations", "on"),
                ("short_description", short), ("long_description", long),
                ("default_license", "CC-BY-SA")])]),
            (t("Allow anyone to register here"), False, [])]),
        _entry("reversible", "instances list", instances, [
            (t("Block"), False, [form(f"/admin/instances/{OPEN_INSTANCE}/block")]),
            (t("Unblock"), False, [form(f"/admin/instances/{BLOCKED_INSTANCE}/block")])]),
        _entry("harmless", "users search", search, [
            (t("Search users"), False, [get_form("/admin/users", [("user", "rex")])])]),
        _entry("harmless", "users action menu", menu, [
            (t("Ban"), False, [])]),
        _entry("delete-user", "users ban", users(t("Ban")), [
            (t("Run on selected users"), True, [form("/admin/users/edit", [
                ("action", "ban"), (str(BAN_USER), "on")])])]),
        _entry("reversible", "users grant moderator", users(t("Grant moderator rights")), [
            (t("Run on selected users"), False, [form("/admin/users/edit", [
                ("action", "moderator"), (str(MOD_USER), "on")])])]),
        _entry("reversible", "e-mail blocklist add", add, [
            (t("Add blocklisted address"), False, [form("/admin/emails/new", [
                ("email_address", BLOCKED_PATTERN), ("note", note),
                ("notification_text", "")])])]),
        _entry("delete", "e-mail blocklist delete", listing, [
            (t("Delete selected emails"), True, [form("/admin/emails/delete", [
                (str(BLOCKED_EMAIL), "on")])])]),
        _entry("harmless", "search page", query, [
            (t("Search"), False, [get_form("/search", [
                ("q", "kelp"), *((name, "") for name in empty)])])]),
    ]  # fmt: skip


def screens(t: Any, lang: str = "en") -> list[dict[str, Any]]:
    """Every screen of the corpus in one language."""
    p = Pages(t, lang)
    return [
        *session_screens(t, p),
        *reading_screens(t, p),
        *writing_screens(t, p),
        *blog_screens(t, p),
        *account_screens(t, p),
        *admin_screens(t, p),
    ]
