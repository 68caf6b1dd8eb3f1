"""Shaarli's screens for the hundred-and-sixty-second held-out corpus: ``screens(t, ok)`` lays
them out in one language, ``t(msgid)`` being that language's lookup of a string of the app's
``inc/languages/<code>/LC_MESSAGES/shaarli.po`` catalogue and ``ok`` the browser's OK and Cancel
of a JavaScript ``confirm()``. What each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote_plus

TOKEN = "5c0d8a3f1e7b29c4d6a8e0f2b4c6d8e0a1b3c5d7"  # made up; SessionManager::generateToken()
NEW_TOKEN = "9e1f3a5c7b2d4f6a8c0e2b4d6f8a1c3e5b7d9f0a"  # made up; GET /admin/token's answer
SITE = "https://links.example"
INSTANCE = "Alice's links"  # general.title, the same in every language
ID, HASH, TITLE = 12, "Mf4z3A", "The quiet return of the home server"
URL = "https://lwn.net/Articles/947941/"
ID2, HASH2, TITLE2 = 13, "x7QbTw", "Why e-ink tablets keep getting better"
URL2 = "https://www.theverge.com/e-ink-tablets"
TAG, NEW_TAG = "selfhosting", "self-hosting"
NEW_URL, NEW_TITLE = "https://jvns.ca/blog/2024/01/dns/", "Some notes on DNS"
DESC = "Why people are running their own servers again."
BOUNDARY = "----WebKitFormBoundary7MA4YWxkTrZu0gW"  # the browser's; made up
Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, str]]


def body(fields: Fields) -> str:
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


def multipart(fields: Fields, files: dict[str, tuple[str, str, str]] | None = None) -> str:
    """A multipart/form-data body as the browser writes it (a FormData, an upload form)."""
    parts = []
    for name, value in fields:
        if files and name in files:
            filename, kind, content = files[name]
            head = f'form-data; name="{name}"; filename="{filename}"'
            parts.append(
                f"--{BOUNDARY}\r\nContent-Disposition: {head}\r\n"
                f"Content-Type: {kind}\r\n\r\n{content}\r\n"
            )
        else:
            parts.append(
                f'--{BOUNDARY}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'
            )
    return "".join(parts) + f"--{BOUNDARY}--\r\n"


def form(path: str, fields: Fields, raw: str | None = None) -> dict[str, str]:
    """An HTML form's POST (urlencoded, or ``raw`` for an upload)."""
    return {
        "request": f"POST {path}",
        "body": raw if raw is not None else body(fields),
        "via": "form",
    }


def get_form(path: str, fields: Fields) -> dict[str, str]:
    """A ``method="GET"`` form: a page load with the fields as its query."""
    return {"request": f"GET {path}?{body(fields)}", "via": "form"}


def link(path: str) -> dict[str, str]:
    """An ``<a href>`` page load, or base.js's ``window.location`` assignment."""
    return {"request": f"GET {path}", "via": "link"}


def xhr(method: str, path: str, data: str | None = None) -> Any:
    """An XMLHttpRequest of the app's scripts."""
    return f"{method} {path}" if data is None else {"request": f"{method} {path}", "body": data}


REFRESH = xhr("GET", "/admin/token")  # base.js's refreshToken


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [
        {"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
        for label, irreversible, sends in acts
    ]
    return {
        "category": category,
        "source": f"shaarli {source}",
        "web": True,
        "screen": screen,
        "cases": cases,
    }


def confirm(ok: tuple[str, str], title: str, message: str) -> dict[str, Any]:
    """The browser's ``confirm()`` over the page: its message, OK and Cancel."""
    return {
        "title": title,
        "dialog": {"message": message},
        "items": [{"button": ok[0]}, {"button": ok[1]}],
    }


def delete_link(ids: str) -> dict[str, str]:
    """The delete href, ``/admin/shaare/delete?id=..&token=..`` (ShaareManageController)."""
    return link(f"/admin/shaare/delete?id={ids}&token={TOKEN}")


def list_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The bookmark list: a public and a private sticky bookmark's controls, the filters, the
    menu, the search form, the bulk actions bar and its forms, the delete confirmations."""
    public_row = {
        "title": INSTANCE,
        "items": [
            {"text": TITLE},
            {"text": DESC},
            {"link": TAG, "desc": t("Add tag")},
            {"icon": t("Edit")},
            {"icon": t("Delete")},
            {"icon": t("Toggle sticky")},
            {"link": t("permalink"), "desc": t("Permalink")},
        ],
    }
    private_row = {
        "title": INSTANCE,
        "items": [
            {"text": t("Sticky")},
            {"text": t("Private")},
            {"text": TITLE2},
            {"icon": t("Edit")},
            {"icon": t("Delete")},
            {"icon": t("Toggle sticky")},
            {"link": t("permalink"), "desc": t("Permalink")},
            {"icon": t("Share a private link")},
        ],
    }
    filters = {
        "title": INSTANCE,
        "items": [
            {"text": t("Filters")},
            {"icon": t("Only display private links")},
            {"icon": t("Only display public links")},
            {"icon": t("Filter untagged links")},
            {"icon": t("Select all")},
            {"text": t("Links per page")},
            {"link": "20"},
            {"link": "50"},
            {"link": "100"},
        ],
    }
    menu = {
        "title": INSTANCE,
        "items": [
            {"link": INSTANCE},
            {"link": t("Shaare")},
            {"link": t("Tools")},
            {"link": t("Tag cloud")},
            {"link": t("Daily")},
            {"icon": t("Search")},
            {"icon": t("RSS Feed")},
            {"icon": t("Logout")},
        ],
    }
    search = {
        "title": INSTANCE,
        "items": [
            {
                "field": "searchterm",
                "hint": t("Search text"),
                "text": "home server",
                "focused": True,
            },
            {"field": "searchtags", "hint": t("Filter by tag"), "text": ""},
            {"button": t("Search")},
        ],
    }
    bar = {
        "title": INSTANCE,
        "items": [
            {"link": t("Delete")},
            {"link": t("Set public")},
            {"link": t("Set private")},
            {"link": t("Add tags")},
            {"link": t("Delete tags")},
            {"switch": TITLE, "checked": True},
            {"switch": TITLE2, "checked": True},
        ],
    }
    both = f"{ID}+{ID2}"  # the ids joined with "+" in the URL (base.js)
    bulk_message = (
        f"Are you sure you want to delete 2 links?\nThis action is IRREVERSIBLE!\n\n"
        f"Titles:\n  - {TITLE}\n  - {TITLE2}\n"
    )

    def tags_form(action: str, hint: str, button: str) -> dict[str, Any]:
        return {
            "title": INSTANCE,
            "items": [
                {"field": "tag", "hint": t(hint), "text": "reading", "focused": True},
                {"link": t(button)},
                {"link": t("Cancel")},
            ],
        }

    def tags_post(action: str) -> list[Any]:
        return [
            form(
                "/admin/shaare/update-tags",
                [("tag", "reading"), ("action", action), ("id", f"{ID} {ID2}"), ("token", TOKEN)],
            )
        ]

    one = t("Are you sure you want to delete this link?")
    return [
        _entry(
            "reversible",
            "public bookmark",
            public_row,
            [
                (t("Edit"), False, [link(f"/admin/shaare/{ID}")]),
                (t("Delete"), False, []),
                (t("Toggle sticky"), False, [link(f"/admin/shaare/{ID}/pin?token={TOKEN}")]),
            ],
        ),
        _entry(
            "delete",
            "bookmark delete confirm",
            confirm(ok, INSTANCE, one),
            [(ok[0], True, [delete_link(str(ID))]), (ok[1], False, [])],
        ),
        _entry(
            "reversible",
            "private sticky bookmark",
            private_row,
            [
                (
                    t("Share a private link"),
                    False,
                    [link(f"/admin/shaare/private/{HASH2}?token={TOKEN}")],
                )
            ],
        ),
        _entry(
            "reversible",
            "filters and paging",
            filters,
            [
                (t("Only display private links"), False, [link("/admin/visibility/private")]),
                (t("Filter untagged links"), False, [link("/untagged-only")]),
            ],
        ),
        _entry(
            "reversible",
            "menu",
            menu,
            [
                (t("Shaare"), False, [link("/admin/add-shaare")]),
                (t("Logout"), False, [link("/admin/logout")]),
            ],
        ),
        _entry(
            "reversible",
            "search form",
            search,
            [
                (
                    t("Search"),
                    False,
                    [get_form("/", [("searchterm", "home server"), ("searchtags", "")])],
                )
            ],
        ),
        _entry(
            "publish",
            "bulk actions bar",
            bar,
            [
                (t("Delete"), False, []),
                (
                    t("Set public"),
                    True,
                    [
                        link(
                            f"/admin/shaare/visibility?token={TOKEN}&newVisibility=public&id={both}"
                        )
                    ],
                ),
                (
                    t("Set private"),
                    False,
                    [
                        link(
                            f"/admin/shaare/visibility?token={TOKEN}&newVisibility=private&id={both}"
                        )
                    ],
                ),
                (t("Add tags"), False, []),
                (t("Delete tags"), False, []),
            ],
        ),
        _entry(
            "delete",
            "bulk delete confirm",
            confirm(ok, INSTANCE, bulk_message),
            [(ok[0], True, [delete_link(both)]), (ok[1], False, [])],
        ),
        _entry(
            "reversible",
            "bulk add tag form",
            tags_form("add", "Tag to add", "Add tag"),
            [(t("Add tag"), False, tags_post("add"))],
        ),
        _entry(
            "reversible",
            "bulk delete tag form",
            tags_form("delete", "Tag to delete", "Delete tag"),
            [(t("Delete tag"), False, tags_post("delete"))],
        ),
    ]


def shaare_fields(
    url: str, title: str, tags: str, private: bool, label: str, bookmark: int | None = None
) -> Fields:
    """editlink.html's form in tree order: the submitter ``save_edit`` before the hidden
    token, source and returnurl."""
    fields = [("lf_id", str(bookmark))] if bookmark is not None else []
    fields += [("lf_url", url), ("lf_title", title), ("lf_description", DESC), ("lf_tags", tags)]
    if private:
        fields.append(("lf_private", "on"))
    referer = f"{SITE}/" if bookmark else f"{SITE}/admin/add-shaare"
    return [*fields, ("save_edit", label), ("token", TOKEN), ("source", ""), ("returnurl", referer)]


def batch_fields(url: str, title: str, bookmark: int | None = None) -> Fields:
    """shaare-batch.js's FormData: text inputs, the textarea, the checkbox as true or false
    and the hidden inputs, in tree order (no submitter)."""
    fields = [("lf_id", str(bookmark))] if bookmark is not None else []
    return [
        *fields,
        ("lf_url", url),
        ("lf_title", title),
        ("lf_description", ""),
        ("lf_tags", "reading "),
        ("lf_private", "false"),
        ("token", TOKEN),
        ("source", "batch"),
        ("returnurl", f"{SITE}/admin/add-shaare"),
    ]


def shaare_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The add page, the new and edit forms, bulk creation and its delete."""
    add = {
        "title": t("Shaare a new link"),
        "items": [
            {"field": "post", "hint": t("URL or leave empty to post a note"), "text": NEW_URL},
            {"button": t("Add link")},
            {"link": t("BULK CREATION")},
        ],
    }

    def editor(
        title: str, url: str, name: str, tags: str, private: bool, submit: str, delete: bool
    ) -> dict[str, Any]:
        items = [
            {"field": "lf_url", "hint": t("URL"), "text": url},
            {"field": "lf_title", "hint": t("Title"), "text": name},
            {"field": "lf_description", "hint": t("Description"), "text": DESC},
            {"field": "lf_tags", "hint": t("Tags"), "text": tags},
            {"switch": t("Private"), "checked": private},
            {"button": t(submit)},
        ]
        if delete:
            items.append({"link": t("Delete")})
        return {"title": t(title), "items": items}

    new_public = editor("New Shaare", NEW_URL, NEW_TITLE, "dns ", False, "Save", False)
    new_private = editor("New Shaare", NEW_URL, NEW_TITLE, "dns ", True, "Save", False)
    edit = editor("Edit Shaare", URL, TITLE, f"{TAG} ", False, "Apply Changes", True)
    unprivate = editor("Edit Shaare", URL2, TITLE2, "", False, "Apply Changes", True)
    batch = {
        "title": t("Shaare"),
        "items": [
            {"button": t("Save all")},
            {"text": t("New Shaare")},
            {"field": "lf_url", "hint": t("URL"), "text": NEW_URL},
            {"field": "lf_title", "hint": t("Title"), "text": NEW_TITLE},
            {"switch": t("Private"), "checked": False},
            {"link": t("Cancel")},
            {"button": t("Save")},
            {"text": "https://www.gnu.org/software/emacs/"},
        ],
    }
    batch_edit = {
        "title": t("Shaare"),
        "items": [
            {"button": t("Save all")},
            {"text": t("Edit Shaare")},
            {"field": "lf_url", "hint": t("URL"), "text": URL},
            {"field": "lf_title", "hint": t("Title"), "text": TITLE},
            {"button": t("Apply Changes")},
            {"link": t("Delete")},
        ],
    }
    emacs = ("https://www.gnu.org/software/emacs/", "GNU Emacs")
    batch_post = xhr("POST", "/admin/shaare", multipart(batch_fields(NEW_URL, NEW_TITLE)))
    emacs_post = xhr("POST", "/admin/shaare", multipart(batch_fields(*emacs)))
    batch_delete = [xhr("GET", f"/admin/shaare/delete?id={ID}&token={TOKEN}&source=batch")]
    one = t("Are you sure you want to delete this link?")
    return [
        _entry(
            "reversible",
            "add shaare page",
            add,
            [
                (
                    t("Add link"),
                    False,
                    [
                        get_form("/admin/shaare", [("post", NEW_URL)]),
                        xhr("GET", f"/admin/metadata?url={NEW_URL}&token={TOKEN}"),
                    ],
                )
            ],
        ),
        _entry(
            "publish",
            "new shaare form",
            new_public,
            [
                (
                    t("Save"),
                    True,
                    [
                        form(
                            "/admin/shaare",
                            shaare_fields(NEW_URL, NEW_TITLE, "dns ", False, t("Save")),
                        )
                    ],
                )
            ],
        ),
        _entry(
            "reversible",
            "new private shaare form",
            new_private,
            [
                (
                    t("Save"),
                    False,
                    [
                        form(
                            "/admin/shaare",
                            shaare_fields(NEW_URL, NEW_TITLE, "dns ", True, t("Save")),
                        )
                    ],
                )
            ],
        ),
        _entry(
            "reversible",
            "edit public shaare",
            edit,
            [
                (
                    t("Apply Changes"),
                    False,
                    [
                        form(
                            "/admin/shaare",
                            shaare_fields(URL, TITLE, f"{TAG} ", False, t("Apply Changes"), ID),
                        )
                    ],
                ),
                (t("Delete"), False, []),
            ],
        ),
        _entry(
            "delete",
            "edit page delete confirm",
            confirm(ok, t("Edit Shaare"), one),
            [(ok[0], True, [delete_link(str(ID))]), (ok[1], False, [])],
        ),
        _entry(
            "publish",
            "edit private shaare made public",
            unprivate,
            [
                (
                    t("Apply Changes"),
                    True,
                    [
                        form(
                            "/admin/shaare",
                            shaare_fields(URL2, TITLE2, "", False, t("Apply Changes"), ID2),
                        )
                    ],
                )
            ],
        ),
        _entry(
            "publish",
            "bulk creation page",
            batch,
            [(t("Save all"), True, [batch_post, emacs_post]), (t("Save"), True, [batch_post])],
        ),
        _entry(
            "reversible",
            "bulk creation page, known URL",
            batch_edit,
            [
                (
                    t("Apply Changes"),
                    False,
                    [xhr("POST", "/admin/shaare", multipart(batch_fields(URL, TITLE, ID)))],
                ),
                (t("Delete"), False, []),
            ],
        ),
        _entry(
            "delete",
            "bulk creation delete confirm",
            confirm(ok, t("Shaare"), one),
            [(ok[0], True, batch_delete), (ok[1], True, batch_delete)],
        ),
    ]


def tag_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The tag cloud, the tag list with its delete and rename, the manage tags page."""
    cloud = {
        "title": t("Tag cloud"),
        "items": [
            {"text": t("Sort by:")},
            {"link": t("Cloud")},
            {"link": t("Most used")},
            {"link": t("Alphabetical")},
            {"link": TAG},
            {"link": "7", "desc": t("Filter by tag")},
        ],
    }
    listing = {
        "title": t("Tag list"),
        "items": [
            {"icon": t("Delete")},
            {"icon": t("Rename tag")},
            {"link": "7", "desc": t("Filter by tag")},
            {"link": TAG},
        ],
    }
    rename = {
        "title": t("Tag list"),
        "items": [
            {"link": TAG},
            {"field": "rename-tag-input", "hint": "", "text": NEW_TAG, "focused": True},
            {"id": "validate-rename-tag"},
        ],
    }
    manage = {
        "title": t("Manage tags"),
        "items": [
            {"field": "fromtag", "hint": t("Tag"), "text": TAG},
            {"field": "totag", "hint": t("New name"), "text": NEW_TAG},
            {"text": t("Case sensitive")},
            {"button": t("Rename tag")},
            {"button": t("Delete tag")},
            {"link": t("tag list")},
            {"text": t("Change tags separator")},
            {"field": "separator", "hint": t("New separator"), "text": ","},
            {"button": t("Save")},
        ],
    }
    manage_delete = confirm(ok, t("Manage tags"), t("Are you sure you want to delete this tag?"))
    list_delete = confirm(ok, t("Tag list"), f'Are you sure you want to delete the tag "{TAG}"?')
    return [
        _entry(
            "reversible",
            "tag cloud",
            cloud,
            [
                (TAG, False, [link(f"/?searchtags={TAG}+")]),
                (t("Most used"), False, [link("/tags/list?sort=usage")]),
            ],
        ),
        _entry("reversible", "tag list", listing, [(t("Delete"), False, [])]),
        _entry(
            "delete",
            "tag list delete confirm",
            list_delete,
            [
                (
                    ok[0],
                    True,
                    [
                        xhr("POST", "/admin/tags", f"deletetag=1&fromtag={TAG}&token={TOKEN}"),
                        REFRESH,
                    ],
                ),
                (ok[1], False, []),
            ],
        ),
        _entry(
            "reversible",
            "tag list rename form",
            rename,
            [
                (
                    "validate-rename-tag",
                    False,
                    [
                        xhr(
                            "POST",
                            "/admin/tags",
                            (f"renametag=1&fromtag={TAG}&totag={NEW_TAG}&token={TOKEN}"),
                        ),
                        REFRESH,
                    ],
                )
            ],
        ),
        _entry(
            "reversible",
            "manage tags page",
            manage,
            [
                (
                    t("Rename tag"),
                    False,
                    [
                        form(
                            "/admin/tags",
                            [
                                ("fromtag", TAG),
                                ("totag", NEW_TAG),
                                ("token", TOKEN),
                                ("renametag", t("Rename tag")),
                            ],
                        )
                    ],
                ),
                (t("Delete tag"), False, []),
                (
                    t("Save"),
                    False,
                    [
                        form(
                            "/admin/tags/change-separator",
                            [("separator", ","), ("token", TOKEN), ("saveseparator", t("Save"))],
                        )
                    ],
                ),
            ],
        ),
        _entry(
            "delete",
            "manage tags delete confirm",
            manage_delete,
            [
                (
                    ok[0],
                    True,
                    [
                        form(
                            "/admin/tags",
                            [
                                ("fromtag", TAG),
                                ("totag", ""),
                                ("token", TOKEN),
                                ("deletetag", t("Delete tag")),
                            ],
                        )
                    ],
                ),
                (ok[1], False, []),
            ],
        ),
    ]


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """The tools page, configure, change password, plugins, server, import, export."""
    tools = {
        "title": t("Tools"),
        "items": [
            {"text": t("Settings")},
            {"link": t("Configure your Shaarli")},
            {"link": t("Plugin administration")},
            {"link": t("Server administration")},
            {"link": t("Change password")},
            {"link": t("Manage tags")},
            {"link": t("Import links")},
            {"link": t("Export database")},
            {"text": t("Bookmarklets")},
            {"link": "✚ " + t("Shaare link")},
            {"link": "✚ " + t("Add Note")},
        ],
    }
    configure = {
        "title": t("Configure"),
        "items": [
            {"field": "title", "hint": "", "text": INSTANCE},
            {"switch": "privateLinkByDefault", "checked": False},
            {"field": "apiSecret", "hint": "", "text": "f1d2e3c4b5a6"},
            {"button": t("Save")},
        ],
    }
    password = {
        "title": t("Change password"),
        "items": [
            {"field": "oldpassword", "hint": t("Current password"), "text": "••••••••"},
            {"field": "setpassword", "hint": t("New password"), "text": "••••••••••"},
            {"button": t("Change")},
        ],
    }
    plugins = {
        "title": t("Plugin administration"),
        "items": [
            {"text": t("Enabled Plugins")},
            {"switch": "qrcode", "checked": True},
            {"switch": "wallabag", "checked": True},
            {"text": t("Disabled Plugins")},
            {"switch": "archiveorg", "checked": False},
            {"button": t("Save")},
        ],
    }
    server = {
        "title": t("Server administration"),
        "items": [
            {"text": t("Thumbnails")},
            {"link": t("Synchronize thumbnails")},
            {"text": t("Cache")},
            {"link": t("Clear main cache")},
            {"link": t("Clear thumbnails cache")},
        ],
    }

    def importer(privacy: str, overwrite: bool) -> dict[str, Any]:
        choices = {
            "default": "Use values from the imported file, default to public",
            "private": "Import all bookmarks as private",
            "public": "Import all bookmarks as public",
        }
        return {
            "title": t("Import Database"),
            "items": [
                {"text": "bookmarks.html"},
                {"text": t("Visibility")},
                *({"radio": t(text), "checked": key == privacy} for key, text in choices.items()),
                {"switch": t("Overwrite existing bookmarks"), "checked": overwrite},
                {"field": "default_tags", "hint": t("Tag"), "text": ""},
                {"button": t("Import")},
            ],
        }

    netscape = (
        "bookmarks.html",
        "text/html",
        '<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n<DT><A HREF="https://lwn.net/" '
        'ADD_DATE="1714554000" PRIVATE="0" TAGS="news">LWN.net</A>\n'
        "</DL><p>\n",
    )

    def upload(privacy: str, overwrite: bool) -> list[Any]:
        fields = [
            ("token", TOKEN),
            ("MAX_FILE_SIZE", "8388608"),
            ("filetoupload", ""),
            ("privacy", privacy),
            *([("overwrite", "on")] if overwrite else []),
            ("default_tags", ""),
            ("import_file", t("Import")),
        ]
        return [form("/admin/import", [], multipart(fields, {"filetoupload": netscape}))]

    export = {
        "title": t("Export Database"),
        "items": [
            {"text": t("Selection")},
            {"radio": t("All"), "checked": True},
            {"radio": t("Private"), "checked": False},
            {"radio": t("Public"), "checked": False},
            {"button": t("Export")},
        ],
    }
    thumbs = [
        link("/admin/thumbnails"),
        *(xhr("PATCH", f"/admin/shaare/{i}/update-thumbnail") for i in (ID, ID2)),
    ]
    return [
        _entry(
            "reversible",
            "tools page",
            tools,
            [(t("Configure your Shaarli"), False, [link("/admin/configure")])],
        ),
        _entry(
            "reversible",
            "configure page",
            configure,
            [
                (
                    t("Save"),
                    False,
                    [
                        form(
                            "/admin/configure",
                            [
                                ("title", INSTANCE),
                                ("titleLink", "/"),
                                ("theme", "default"),
                                ("formatter", "markdown"),
                                ("language", "auto"),
                                ("continent", "Europe"),
                                ("city", "Paris"),
                                ("updateCheck", "on"),
                                ("enableApi", "on"),
                                ("apiSecret", "f1d2e3c4b5a6"),
                                ("enableThumbnails", "common"),
                                ("save", t("Save")),
                                ("token", TOKEN),
                            ],
                        )
                    ],
                )
            ],
        ),
        _entry(
            "reversible",
            "change password",
            password,
            [
                (
                    t("Change"),
                    False,
                    [
                        form(
                            "/admin/password",
                            [
                                ("oldpassword", "harbor-lamp-42"),
                                ("setpassword", "quiet-cedar-913"),
                                ("token", TOKEN),
                            ],
                        )
                    ],
                )
            ],
        ),
        _entry(
            "reversible",
            "plugin administration",
            plugins,
            [
                (
                    t("Save"),
                    False,
                    [
                        form(
                            "/admin/plugins",
                            [
                                ("qrcode", "on"),
                                ("order_qrcode", "0"),
                                ("wallabag", "on"),
                                ("order_wallabag", "1"),
                                ("save", t("Save")),
                                ("token", TOKEN),
                            ],
                        )
                    ],
                )
            ],
        ),
        _entry(
            "reversible",
            "server administration",
            server,
            [
                (t("Synchronize thumbnails"), False, thumbs),
                (t("Clear thumbnails cache"), False, [link("/admin/clear-cache?type=thumbnails")]),
            ],
        ),
        _entry(
            "reversible",
            "import as private",
            importer("private", False),
            [(t("Import"), False, upload("private", False))],
        ),
        _entry(
            "overwrite",
            "import overwriting",
            importer("private", True),
            [(t("Import"), True, upload("private", True))],
        ),
        _entry(
            "publish",
            "import with the file's visibility",
            importer("default", False),
            [(t("Import"), True, upload("default", False))],
        ),
        _entry(
            "reversible",
            "export page",
            export,
            [
                (
                    t("Export"),
                    False,
                    [REFRESH, form("/admin/export", [("token", NEW_TOKEN), ("selection", "all")])],
                )
            ],
        ),
    ]


def screens(t: Any, ok: tuple[str, str] = ("OK", "Cancel")) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*list_screens(t, ok), *shaare_screens(t, ok), *tag_screens(t, ok), *admin_screens(t)]
