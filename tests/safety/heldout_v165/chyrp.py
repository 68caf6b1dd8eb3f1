"""Chyrp Lite's screens for the hundred-and-sixty-fifth held-out corpus: ``screens(t, ok)`` lays
them out in one language, ``t(msgid, domain="admin")`` being that language's gettext lookup of
the app's catalog for a text domain (``admin``, ``chyrp``, ``comments``, ``tags``, ``text``,
``photo``, ``video``, ``blossom``) and ``ok`` the browser's OK and Cancel of a JavaScript
``confirm()``. What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote_plus

ADMIN = "/admin/?action="  # Route::url with the AdminController's dirty URLs
AJAX = "/ajax/"  # url('/', 'AjaxController'): Site.ajax_url
HASH = "5d0c2a9e8f7b4c1d3e6a9b2f0c8d7e4a1b3c5f6e"  # made up; Session token of authenticate()
POST_ID, POST_TITLE, DRAFT_ID, DRAFT_TITLE = 7, "Spring garden notes", 8, "Notes on pruning"
PAGE_ID, PAGE_TITLE, USER_ID, USER, OTHER = 3, "About", 4, "bob", "carol"
GROUP_ID, GROUP, UPLOAD, COMMENT_ID = 5, "Editors", "garden.jpg", 12
STAMP = "2026-04-12 09:30:00"
Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, str]]


def body(fields: Fields) -> str:
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


def form(action: str, fields: Fields) -> dict[str, str]:
    """An admin form submitted by the browser: a POST to ``/admin/?action=<action>``."""
    return {"request": f"POST {ADMIN}{action}", "body": body(fields), "via": "form"}


def link(query: str) -> dict[str, str]:
    """An ``<a href>`` admin page load."""
    return {"request": f"GET {ADMIN}{query}", "via": "link"}


def ajax(fields: Fields) -> dict[str, str]:
    """jQuery's ``$.ajax``/``$.post`` to ``Site.ajax_url``."""
    return {"request": f"POST {AJAX}", "body": body(fields)}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"chyrp-lite {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(title: str, message: str, ok: tuple[str, str]) -> dict[str, Any]:
    """The browser's ``confirm()`` over the page: its message, OK and Cancel."""
    return {"title": title, "dialog": {"message": message},
            "items": [{"button": ok[0]}, {"button": ok[1]}]}  # fmt: skip


def page(title: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    return {"title": title, "items": items}


def post_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """Manage Posts, Write (text feather), editing a draft and a public post, the edit's
    Cancel confirm(), Delete Post?."""
    text = [("title", "Seed swap"), ("body", "Bring your spare seeds on Saturday.")]
    opts = [("slug", ""), ("created_at", STAMP)]
    new = [*text, ("status", "public"), *opts]
    draft = [("title", DRAFT_TITLE), ("body", "Cut back the roses."), ("status", "draft"),
             ("slug", "notes-on-pruning"), ("created_at", STAMP)]  # fmt: skip
    live = [("title", POST_TITLE), ("body", "The tulips are up."), ("status", "public"),
            ("slug", "spring-garden-notes"), ("created_at", STAMP)]  # fmt: skip
    tail = [("feather", "text"), ("hash", HASH)]
    edit_draft = [("id", str(DRAFT_ID)), *tail]
    edit_live = [("id", str(POST_ID)), *tail]
    fields = [{"field": "title_field", "hint": t("Title", "text"), "text": "Seed swap"},
              {"field": "body_field", "hint": t("Body", "text"),
               "text": "Bring your spare seeds on Saturday."},
              {"text": t("Status")}]  # fmt: skip
    editing = t("Editing &#8220;%s&#8221;", "admin", POST_TITLE)
    editing_draft = t("Editing &#8220;%s&#8221;", "admin", DRAFT_TITLE)
    destroy = [("id", str(POST_ID)), ("hash", HASH)]
    return [
        _entry(
            "reversible",
            "manage posts",
            page(
                t("Manage Posts"),
                [
                    {"button": t("Search")},
                    {"link": t("New Post")},
                    {"text": POST_TITLE},
                    {"link": t("Edit")},
                    {"link": t("Delete")},
                ],
            ),
            [
                (t("Edit"), False, [link(f"edit_post&id={POST_ID}")]),
                (t("Delete"), False, [link(f"delete_post&id={POST_ID}")]),
            ],
        ),
        _entry(
            "publish",
            "write post",
            page(t("Write"), [*fields, {"button": t("Publish")}, {"button": t("Save")}]),
            [
                (t("Publish"), True, [form("add_post", [*new, *tail])]),
                (t("Save"), False, [form("add_post", [*new, ("draft", "true"), *tail])]),
            ],
        ),
        _entry(
            "publish",
            "edit draft post",
            page(
                t("Edit Post"),
                [
                    {"text": editing_draft},
                    {"text": t("Status")},
                    {"button": t("Publish")},
                    {"button": t("Save")},
                ],
            ),
            [
                (
                    t("Publish"),
                    True,
                    [form("update_post", [*draft, ("publish", "true"), *edit_draft])],
                ),
                (t("Save"), False, [form("update_post", [*draft, *edit_draft])]),
            ],
        ),
        _entry(
            "reversible",
            "edit public post",
            page(
                t("Edit Post"),
                [
                    {"text": editing},
                    {"text": t("Status")},
                    {"button": t("Save")},
                    {"button": t("Cancel")},
                ],
            ),
            [
                (t("Save"), False, [form("update_post", [*live, *edit_live])]),
                (t("Cancel"), False, []),
            ],
        ),
        _entry(
            "opens-prompt",
            "edit public post, Cancel's confirm",
            confirm(t("Edit Post"), t("Are you sure you want to proceed?"), ok),
            [
                (ok[0], False, [form("update_post", [*live, ("cancel", "true"), *edit_live])]),
                (ok[1], False, []),
            ],
        ),
        _entry(
            "delete",
            "delete post",
            page(
                t("Delete Post?"),
                [
                    {
                        "text": t(
                            "&#8220;%s&#8221; will be permanently deleted.", "admin", POST_TITLE
                        )
                    },
                    {"button": t("Delete!")},
                    {"button": t("Cancel")},
                ],
            ),
            [
                (
                    t("Delete!"),
                    True,
                    [form("destroy_post", [("destroy", "indubitably"), *destroy])],
                ),
                (
                    t("Cancel"),
                    False,
                    [form("destroy_post", [("destroy", "undecidedly"), *destroy])],
                ),
            ],
        ),
    ]


def page_screens(t: Any) -> list[dict[str, Any]]:
    """Manage Pages, Write (page), Delete Page? with its children kept and deleted."""
    fields = [("title", "Visiting hours"), ("body", "Open on weekends."), ("slug", ""),
              ("status", "listed"), ("list_priority", "4"), ("parent_id", "0")]  # fmt: skip
    destroy = [("id", str(PAGE_ID)), ("hash", HASH)]
    question = t("Are you sure you want to delete &#8220;%s&#8221;?", "admin", PAGE_TITLE)
    children = {"switch": t("Delete children?"), "checked": False}
    return [
        _entry(
            "reversible",
            "manage pages",
            page(
                t("Manage Pages"),
                [
                    {"button": t("Search")},
                    {"link": t("New Page")},
                    {"text": PAGE_TITLE},
                    {"link": t("Edit")},
                    {"link": t("Delete")},
                ],
            ),
            [
                (t("Edit"), False, [link(f"edit_page&id={PAGE_ID}")]),
                (t("Delete"), False, [link(f"delete_page&id={PAGE_ID}")]),
            ],
        ),
        _entry(
            "publish",
            "write page",
            page(
                t("Write"),
                [
                    {"field": "title", "hint": t("Title"), "text": "Visiting hours"},
                    {"text": t("Status")},
                    {"button": t("Publish")},
                    {"button": t("Save")},
                ],
            ),
            [
                (t("Publish"), True, [form("add_page", [*fields, ("hash", HASH)])]),
                (
                    t("Save"),
                    False,
                    [form("add_page", [*fields, ("private", "true"), ("hash", HASH)])],
                ),
            ],
        ),
        _entry(
            "delete",
            "delete page, children kept",
            page(
                t("Delete Page?"),
                [{"text": question}, children, {"button": t("Delete!")}, {"button": t("Cancel")}],
            ),
            [
                (
                    t("Delete!"),
                    True,
                    [form("destroy_page", [("destroy", "indubitably"), *destroy])],
                ),
                (
                    t("Cancel"),
                    False,
                    [form("destroy_page", [("destroy", "undecidedly"), *destroy])],
                ),
            ],
        ),
        _entry(
            "delete",
            "delete page with its children",
            page(
                t("Delete Page?"),
                [
                    {"text": question},
                    {**children, "checked": True},
                    {"button": t("Delete!")},
                    {"button": t("Cancel")},
                ],
            ),
            [
                (
                    t("Delete!"),
                    True,
                    [
                        form(
                            "destroy_page",
                            [("destroy_children", "on"), ("destroy", "indubitably"), *destroy],
                        )
                    ],
                )
            ],
        ),
    ]


def people_screens(t: Any) -> list[dict[str, Any]]:
    """Manage Users, New User, editing a user, Delete User? (posts deleted, posts given to
    another user), Manage Groups, editing a group, Delete Group?."""
    new_user = [("login", "dave"), ("email", "dave@example.org"), ("group", "2"),
                ("password1", "correct horse"), ("password2", "correct horse"),
                ("full_name", "Dave"), ("website", ""), ("activated", "on"),
                ("hash", HASH)]  # fmt: skip
    edit_user = [("login", USER), ("email", "bob@example.org"), ("group", "2"),
                 ("new_password1", ""), ("new_password2", ""), ("full_name", "Bob"),
                 ("website", ""), ("activated", "on"), ("id", str(USER_ID)),
                 ("hash", HASH)]  # fmt: skip
    gone = t("&#8220;%s&#8221; will be permanently deleted.", "admin", USER)
    user_id = [("id", str(USER_ID)), ("hash", HASH)]
    group_id = [("id", str(GROUP_ID)), ("hash", HASH)]
    return [
        _entry(
            "reversible",
            "manage users",
            page(
                t("Manage Users"),
                [
                    {"button": t("Search")},
                    {"link": t("New User")},
                    {"text": USER},
                    {"link": t("Edit")},
                    {"link": t("Delete")},
                ],
            ),
            [
                (t("Edit"), False, [link(f"edit_user&id={USER_ID}")]),
                (t("Delete"), False, [link(f"delete_user&id={USER_ID}")]),
            ],
        ),
        _entry(
            "send",
            "new user",
            page(
                t("New User"),
                [
                    {"field": "login", "hint": t("Login"), "text": "dave"},
                    {"field": "email", "hint": t("Email"), "text": "dave@example.org"},
                    {"button": t("Add User")},
                ],
            ),
            [(t("Add User"), True, [form("add_user", new_user)])],
        ),
        _entry(
            "reversible",
            "edit user",
            page(
                t("Edit User"),
                [
                    {"text": t("Editing User &#8220;%s&#8221;", "admin", USER)},
                    {"button": t("Update")},
                ],
            ),
            [(t("Update"), False, [form("update_user", edit_user)])],
        ),
        _entry(
            "delete-user",
            "delete user, posts deleted",
            page(
                t("Delete User?"),
                [
                    {"text": gone},
                    {"text": t("Attribute posts to:")},
                    {"text": t("[Delete Posts]")},
                    {"button": t("Delete!")},
                    {"button": t("Cancel")},
                ],
            ),
            [
                (
                    t("Delete!"),
                    True,
                    [
                        form(
                            "destroy_user",
                            [("move_posts", "0"), ("destroy", "indubitably"), *user_id],
                        )
                    ],
                ),
                (
                    t("Cancel"),
                    False,
                    [
                        form(
                            "destroy_user",
                            [("move_posts", "0"), ("destroy", "undecidedly"), *user_id],
                        )
                    ],
                ),
            ],
        ),
        _entry(
            "delete-user",
            "delete user, posts attributed",
            page(
                t("Delete User?"),
                [
                    {"text": gone},
                    {"text": t("Attribute posts to:")},
                    {"text": OTHER},
                    {"button": t("Delete!")},
                    {"button": t("Cancel")},
                ],
            ),
            [
                (
                    t("Delete!"),
                    True,
                    [
                        form(
                            "destroy_user",
                            [("move_posts", "6"), ("destroy", "indubitably"), *user_id],
                        )
                    ],
                )
            ],
        ),
        _entry(
            "reversible",
            "manage groups",
            page(
                t("Manage Groups"),
                [
                    {"button": t("Search")},
                    {"link": t("New Group")},
                    {"text": GROUP},
                    {"link": t("Edit")},
                    {"link": t("Delete")},
                ],
            ),
            [
                (t("Edit"), False, [link(f"edit_group&id={GROUP_ID}")]),
                (t("Delete"), False, [link(f"delete_group&id={GROUP_ID}")]),
            ],
        ),
        _entry(
            "reversible",
            "edit group",
            page(
                t("Edit Group"),
                [
                    {"text": t("Editing Group &#8220;%s&#8221;", "admin", GROUP)},
                    {"button": t("Update")},
                ],
            ),
            [
                (
                    t("Update"),
                    False,
                    [
                        form(
                            "update_group",
                            [
                                ("name", GROUP),
                                ("permissions[add_post]", "on"),
                                ("permissions[edit_own_post]", "on"),
                                *group_id,
                            ],
                        )
                    ],
                )
            ],
        ),
        _entry(
            "delete",
            "delete group",
            page(
                t("Delete Group?"),
                [
                    {"text": t("&#8220;%s&#8221; will be permanently deleted.", "admin", GROUP)},
                    {"text": t("Move members to:")},
                    {"button": t("Delete!")},
                    {"button": t("Cancel")},
                ],
            ),
            [
                (
                    t("Delete!"),
                    True,
                    [
                        form(
                            "destroy_group",
                            [("move_group", "2"), ("destroy", "indubitably"), *group_id],
                        )
                    ],
                ),
                (
                    t("Cancel"),
                    False,
                    [
                        form(
                            "destroy_group",
                            [("move_group", "2"), ("destroy", "undecidedly"), *group_id],
                        )
                    ],
                ),
            ],
        ),
    ]


def upload_and_comment_screens(t: Any) -> list[dict[str, Any]]:
    """Manage Uploads and Delete Upload?; Manage Comments (a row, its batch tasks),
    Manage Spam's batch delete, Delete Comment?."""
    chosen = [("comment[12]", ""), ("comment[13]", "")]

    def batch(source: str, title: str, task: str, label: str, irreversible: bool,
              category: str) -> dict[str, Any]:  # fmt: skip
        return _entry(
            category,
            source,
            page(
                title,
                [
                    {"text": t("With selected:", "comments")},
                    {"text": label},
                    {"button": t("Batch Process", "comments")},
                ],
            ),
            [
                (
                    t("Batch Process", "comments"),
                    irreversible,
                    [form("bulk_comments", [*chosen, ("task", task), ("hash", HASH)])],
                )
            ],
        )

    manage = t("Manage Comments", "comments")
    destroy = [("id", str(COMMENT_ID)), ("hash", HASH)]
    return [
        _entry(
            "reversible",
            "manage uploads",
            page(t("Manage Uploads"), [{"text": UPLOAD}, {"link": t("Delete")}]),
            [(t("Delete"), False, [link(f"delete_upload&file={UPLOAD}")])],
        ),
        _entry(
            "delete",
            "delete upload",
            page(
                t("Delete Upload?"),
                [
                    {"text": t("&#8220;%s&#8221; will be permanently deleted.", "admin", UPLOAD)},
                    {"button": t("Delete!")},
                    {"button": t("Cancel")},
                ],
            ),
            [
                (
                    t("Delete!"),
                    True,
                    [
                        form(
                            "destroy_upload",
                            [("destroy", "indubitably"), ("file", UPLOAD), ("hash", HASH)],
                        )
                    ],
                ),
                (
                    t("Cancel"),
                    False,
                    [
                        form(
                            "destroy_upload",
                            [("destroy", "undecidedly"), ("file", UPLOAD), ("hash", HASH)],
                        )
                    ],
                ),
            ],
        ),
        _entry(
            "reversible",
            "manage comments row",
            page(manage, [{"text": POST_TITLE}, {"link": t("Edit")}, {"link": t("Delete")}]),
            [
                (t("Edit"), False, [link(f"edit_comment&id={COMMENT_ID}")]),
                (t("Delete"), False, [link(f"delete_comment&id={COMMENT_ID}")]),
            ],
        ),
        batch("batch deny", manage, "deny", t("Deny", "comments"), False, "reversible"),
        batch("batch approve", manage, "approve", t("Approve", "comments"), True, "send"),
        batch("batch spam", manage, "spam", t("Mark as Spam", "comments"), False, "reversible"),
        batch("batch delete", manage, "delete", t("Delete", "comments"), True, "delete"),
        batch(
            "spam batch delete",
            t("Manage Spam", "comments"),
            "delete",
            t("Delete", "comments"),
            True,
            "delete",
        ),
        _entry(
            "delete",
            "delete comment",
            page(
                t("Delete Comment?", "comments"),
                [
                    {"text": t("&#8220;%s&#8221; will be permanently deleted.", "comments", "Ann")},
                    {"button": t("Delete!")},
                    {"button": t("Cancel")},
                ],
            ),
            [
                (
                    t("Delete!"),
                    True,
                    [form("destroy_comment", [("destroy", "indubitably"), *destroy])],
                ),
                (
                    t("Cancel"),
                    False,
                    [form("destroy_comment", [("destroy", "undecidedly"), *destroy])],
                ),
            ],
        ),
    ]


def extend_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """Modules (Comments enabled, Tags disabled) and the Uninstall confirm(), Feathers,
    Themes, General Settings, Export."""
    comments = [("extension", "comments"), ("type", "module"), ("hash", HASH)]
    settings = [("name", "My Garden"), ("description", ""), ("chyrp_url", "https://blog.example"),
                ("url", ""), ("email", "me@example.org"), ("timezone", "Europe/London"),
                ("locale", "en_US"), ("hash", HASH)]  # fmt: skip
    export = [("posts", ""), ("filter_posts", ""), ("pages", ""), ("filter_pages", ""),
              ("groups", ""), ("filter_groups", ""), ("users", ""), ("filter_users", ""),
              ("uploads", ""), ("filter_uploads", ""), ("hash", HASH)]  # fmt: skip
    theme = [("theme", "sparrow"), ("hash", HASH)]
    return [
        _entry(
            "reversible",
            "modules",
            page(
                t("Modules"),
                [
                    {"text": t("Comments", "comments")},
                    {"button": t("Uninstall")},
                    {"button": t("Disable")},
                    {"text": t("Tags", "tags")},
                    {"button": t("Enable")},
                ],
            ),
            [
                (t("Uninstall"), False, []),
                (t("Disable"), False, [form("disable", comments)]),
                (
                    t("Enable"),
                    False,
                    [form("enable", [("extension", "tags"), ("type", "module"), ("hash", HASH)])],
                ),
            ],
        ),
        _entry(
            "delete",
            "modules, Uninstall's confirm",
            confirm(
                t("Modules"), t("Do you want to remove comments from the database?", "comments"), ok
            ),
            [
                (ok[0], True, [form("disable", [*comments[:2], ("hash", HASH), ("confirm", "1")])]),
                (ok[1], False, []),
            ],
        ),
        _entry(
            "reversible",
            "feathers",
            page(
                t("Feathers"),
                [
                    {"text": t("Photo", "photo")},
                    {"button": t("Disable")},
                    {"text": t("Video", "video")},
                    {"button": t("Enable")},
                ],
            ),
            [
                (
                    t("Disable"),
                    False,
                    [
                        form(
                            "disable", [("extension", "photo"), ("type", "feather"), ("hash", HASH)]
                        )
                    ],
                ),
                (
                    t("Enable"),
                    False,
                    [form("enable", [("extension", "video"), ("type", "feather"), ("hash", HASH)])],
                ),
            ],
        ),
        _entry(
            "reversible",
            "themes",
            page(
                t("Blog Themes"),
                [{"text": "Sparrow"}, {"button": t("Preview")}, {"button": t("Select")}],
            ),
            [
                (t("Preview"), False, [form("change_theme", [*theme, ("change", "undecidedly")])]),
                (t("Select"), False, [form("change_theme", [*theme, ("change", "indubitably")])]),
            ],
        ),
        _entry(
            "reversible",
            "general settings",
            page(
                t("General Settings"),
                [
                    {"field": "name", "hint": t("Site Name"), "text": "My Garden"},
                    {"button": t("Update")},
                ],
            ),
            [(t("Update"), False, [form("general_settings", settings)])],
        ),
        _entry(
            "reversible",
            "export",
            page(
                t("What would you like to export?"), [{"text": t("Posts")}, {"button": t("Export")}]
            ),
            [(t("Export"), False, [form("export", export)])],
        ),
    ]


def public_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The blossom theme's post page: the comment form of a guest, an administrator's
    comment delete link and its confirm()."""
    comment = [("author", "Ann"), ("author_email", "ann@example.org"), ("author_url", ""),
               ("body", "Lovely tulips!"), ("parent_id", "0"), ("post_id", str(POST_ID)),
               ("hash", HASH), ("action", "add_comment")]  # fmt: skip
    return [
        _entry(
            "send",
            "public comment form",
            page(
                POST_TITLE,
                [
                    {
                        "field": "comment_body_field",
                        "hint": t("Your comment", "blossom"),
                        "text": "Lovely tulips!",
                    },
                    {"button": t("Speak", "blossom")},
                    {"link": t("Log out", "blossom")},
                ],
            ),
            [
                (t("Speak", "blossom"), True, [ajax(comment)]),
                (
                    t("Log out", "blossom"),
                    False,
                    [{"request": "GET /?action=logout", "via": "link"}],
                ),
            ],
        ),
        _entry(
            "opens-prompt",
            "public comment, delete link",
            page(POST_TITLE, [{"text": "Lovely tulips!"}, {"link": t("Delete", "chyrp")}]),
            [(t("Delete", "chyrp"), False, [])],
        ),
        _entry(
            "delete",
            "public comment, delete confirm",
            confirm(
                POST_TITLE,
                t("Are you sure you want to permanently delete this comment?", "comments"),
                ok,
            ),
            [
                (
                    ok[0],
                    True,
                    [
                        ajax(
                            [("action", "destroy_comment"), ("id", str(COMMENT_ID)), ("hash", HASH)]
                        )
                    ],
                ),
                (ok[1], False, []),
            ],
        ),
    ]


def screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    return [*post_screens(t, ok), *page_screens(t), *people_screens(t),
            *upload_and_comment_screens(t), *extend_screens(t, ok),
            *public_screens(t, ok)]  # fmt: skip
