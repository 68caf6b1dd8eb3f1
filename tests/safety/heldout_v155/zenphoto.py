"""Zenphoto's screens for the hundred-and-fifty-fifth held-out corpus: ``screens(t, ok)`` lays
them out in one language, ``t(msgid, *args)`` being that language's gettext lookup in the app's
``zp-core/locale/<locale>/LC_MESSAGES/zenphoto.po`` and ``ok`` the browser's OK and Cancel of
a JavaScript ``confirm()``. What each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any

ZP = "/zp-core/"
ZENPAGE = "/zp-core/zp-extensions/zenpage/"
COMMENTS = "/zp-core/zp-extensions/comment_form/admin-comments.php"
TOKEN = "5e1b0c9a7f3d2e8b4a6c1d0f9e8b7a6c5d4e3f2a"  # made up; getXSRFToken() is a sha1
ALBUM, COMMENT, EMAIL, USER = "holidays", 12, "ann@example.org", "bob"
ARTICLE, PAGE, CATEGORY, THEME, LOG = "spring-news", "about-us", "events", "garland", "security"
Act = tuple[str, bool, list[Any]]


def link(url: str) -> dict[str, str]:
    """An ``<a href>`` page load, or ``window.location`` set by a script."""
    return {"request": f"GET {url}&XSRFToken={TOKEN}" if "XSRF" in url else f"GET {url}",
            "via": "link"}  # fmt: skip


def tokened(url: str) -> dict[str, str]:
    return {"request": f"GET {url}&XSRFToken={TOKEN}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"zenphoto {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(ok: tuple[str, str], title: str, message: str) -> dict[str, Any]:
    """zp_general.js's confirm(): the browser's dialog over the page, OK and Cancel."""
    return {"title": title, "dialog": {"message": message},
            "items": [{"button": ok[0]}, {"button": ok[1]}]}  # fmt: skip


def prompt(category: str, source: str, ok: tuple[str, str], title: str, message: str,
           sends: list[Any], irreversible: bool = True) -> dict[str, Any]:  # fmt: skip
    return _entry(category, source, confirm(ok, title, message), [
        (ok[0], irreversible, sends), (ok[1], False, [])])  # fmt: skip


def screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    out += album_screens(t, ok)
    out += comment_screens(t, ok)
    out += user_screens(t, ok)
    out += zenpage_screens(t, ok)
    out += maintenance_screens(t, ok)
    return out


def album_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """admin-edit.php's album list: a row's delete icon (confirmDeleteAlbum: two confirm()s,
    then window.location), its edit link; the album page's Clear album cache and Reset
    hitcounters links."""
    title = t("Albums")
    delete = t("Delete the album %s", ALBUM)
    url = f"{ZP}admin-edit.php?page=edit&action=deletealbum&album={ALBUM}&return=."
    row = {"title": title, "items": [
        {"text": ALBUM}, {"link": t("Edit")}, {"link": delete}]}  # fmt: skip
    return [
        _entry(
            "opens-prompt",
            "album list row",
            row,
            [
                (t("Edit"), False, [link(f"{ZP}admin-edit.php?page=edit&album={ALBUM}")]),
                (delete, False, []),
            ],
        ),
        prompt(
            "opens-prompt",
            "delete album first confirm",
            ok,
            title,
            t("Are you sure you want to delete this entire album?"),
            [],
            False,
        ),
        prompt(
            "delete",
            "delete album second confirm",
            ok,
            title,
            t(
                "Are you Absolutely Positively sure you want to delete the album? "
                "THIS CANNOT BE UNDONE!"
            ),
            [tokened(url)],
        ),
        _entry(
            "reversible",
            "album edit page cache",
            {"title": title, "items": [{"text": ALBUM}, {"link": t("Clear album image cache")}]},
            [
                (
                    t("Clear album image cache"),
                    False,
                    [tokened(f"{ZP}admin-edit.php?action=clear_cache&album={ALBUM}")],
                )
            ],
        ),
        _entry(
            "purge",
            "album edit page hit counters",
            {"title": title, "items": [{"text": ALBUM}, {"link": t("Reset album hit counters")}]},
            [
                (
                    t("Reset album hit counters"),
                    True,
                    [
                        tokened(
                            f"{ZP}admin-edit.php?action=reset_hitcounters&album={ALBUM}&albumid=3"
                        )
                    ],
                )
            ],
        ),
    ]


def comment_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """admin-comments.php: an approved and a held comment's row icons, the edit page's
    Delete, the delete confirm()."""
    title = t("Comments")
    msg = t("Are you sure you want to delete this comment?")
    page = f"{COMMENTS}?action="
    shown = {"title": title, "items": [
        {"text": "Lovely light in these."}, {"link": t("Mark this message as SPAM")},
        {"link": t("Edit this comment.")}, {"link": f"{t('Reply:')} {EMAIL}"},
        {"link": t("Delete this comment.")}]}  # fmt: skip
    held = {
        "title": title,
        "items": [{"text": "Buy cheap watches"}, {"link": t("Approve this message (not SPAM)")}],
    }
    edit = {"title": title, "items": [{"link": t("Delete")}, {"button": t("Apply")}]}
    return [
        _entry(
            "reversible",
            "approved comment row",
            shown,
            [
                (t("Mark this message as SPAM"), False, [tokened(f"{page}spam&id={COMMENT}")]),
                (
                    t("Edit this comment."),
                    False,
                    [link(f"{COMMENTS}?page=editcomment&id={COMMENT}")],
                ),
                (f"{t('Reply:')} {EMAIL}", False, []),
            ],
        ),
        _entry(
            "opens-prompt",
            "approved comment row delete",
            shown,
            [(t("Delete this comment."), False, [])],
        ),
        _entry(
            "publish",
            "held comment row",
            held,
            [
                (
                    t("Approve this message (not SPAM)"),
                    True,
                    [tokened(f"{page}notspam&id=%20{COMMENT}")],
                )
            ],
        ),
        _entry("opens-prompt", "comment edit page", edit, [(t("Delete"), False, [])]),
        prompt(
            "delete",
            "delete comment confirm",
            ok,
            title,
            msg,
            [tokened(f"{page}deletecomment&id={COMMENT}")],
        ),
    ]


def user_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """admin-users.php: a user's row delete icon and its confirm()."""
    title = t("Users")
    row = {"title": title, "items": [{"text": USER}, {"link": t("Delete this user.")}]}
    url = f"{ZP}admin-users.php?action=deleteadmin&adminuser={USER}&pagenumber=0"
    return [
        _entry("opens-prompt", "user row", row, [(t("Delete this user."), False, [])]),
        prompt(
            "delete-user",
            "delete user confirm",
            ok,
            title,
            t("Are you sure you want to delete this user?"),
            [tokened(url)],
        ),
    ]


def zenpage_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """Zenpage's article, page and category lists: publish links, comments switches,
    view, hitcounter reset, delete icons and their confirm()s."""
    news, pages, cats = t("Articles"), t("Pages"), t("Categories")
    art = f"{ZENPAGE}admin-news-articles.php?"
    pag = f"{ZENPAGE}admin-pages.php?"
    draft = {"title": news, "items": [
        {"text": ARTICLE}, {"link": t("Publish")}, {"link": t("Disable comments")},
        {"link": t("View article")}, {"link": t("Reset hitcounter")},
        {"link": t("Delete article")}]}  # fmt: skip
    live = {
        "title": news,
        "items": [{"text": ARTICLE}, {"link": t("Unpublish")}, {"link": t("Enable comments")}],
    }
    page = {"title": pages, "items": [
        {"text": PAGE}, {"link": t("Publish")}, {"link": t("Disable comments")},
        {"link": t("Delete page")}]}  # fmt: skip
    cat = {"title": cats, "items": [{"text": CATEGORY}, {"link": t("Delete Category")}]}
    return [
        _entry(
            "publish",
            "draft article publish",
            draft,
            [(t("Publish"), True, [tokened(f"{art}publish=1&titlelink={ARTICLE}")])],
        ),
        _entry(
            "reversible",
            "draft article row",
            draft,
            [
                (t("Disable comments"), False, [tokened(f"{art}commentson=0&titlelink={ARTICLE}")]),
                (t("View article"), False, [link(f"/index.php?p=news&title={ARTICLE}")]),
            ],
        ),
        _entry(
            "purge",
            "draft article hitcounter",
            draft,
            [(t("Reset hitcounter"), True, [tokened(f"{art}hitcounter=1&titlelink={ARTICLE}")])],
        ),
        _entry("opens-prompt", "draft article delete", draft, [(t("Delete article"), False, [])]),
        prompt(
            "delete",
            "delete article confirm",
            ok,
            news,
            t("Are you sure you want to delete this article? THIS CANNOT BE UNDONE!"),
            [tokened(f"{art}delete={ARTICLE}")],
        ),
        _entry(
            "reversible",
            "published article row",
            live,
            [
                (t("Unpublish"), False, [tokened(f"{art}publish=0&titlelink={ARTICLE}")]),
                (t("Enable comments"), False, [tokened(f"{art}commentson=1&titlelink={ARTICLE}")]),
            ],
        ),
        _entry(
            "publish",
            "draft page publish",
            page,
            [(t("Publish"), True, [tokened(f"{pag}publish=1&titlelink={PAGE}")])],
        ),
        _entry(
            "reversible",
            "draft page comments",
            page,
            [(t("Disable comments"), False, [tokened(f"{pag}commentson=0&titlelink={PAGE}")])],
        ),
        _entry("opens-prompt", "draft page delete", page, [(t("Delete page"), False, [])]),
        prompt(
            "delete",
            "delete page confirm",
            ok,
            pages,
            t("Are you sure you want to delete this page? THIS CANNOT BE UNDONE!"),
            [tokened(f"{pag}delete={PAGE}&add")],
        ),
        _entry("opens-prompt", "category row", cat, [(t("Delete Category"), False, [])]),
        prompt(
            "delete",
            "delete category confirm",
            ok,
            cats,
            t("Are you sure you want to delete this category? THIS CANNOT BE UNDONE!"),
            [tokened(f"{ZENPAGE}admin-categories.php?delete={CATEGORY}&tab=categories")],
        ),
    ]


def maintenance_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """admin-logs.php's Delete, Reset and Download; admin-themes.php's Delete and its
    confirm(); search_statistics' reset; gallery_statistics' download counter links."""
    logs, themes = t("Logs"), t("Themes")
    lq = f"{ZP}admin-logs.php?action=%s&page=logs&tab={LOG}&filename={LOG}"
    log = {
        "title": logs,
        "items": [{"link": t("Delete")}, {"link": t("Reset")}, {"link": t("Download")}],
    }
    theme = {"title": themes, "items": [{"text": THEME}, {"button": t("Delete")}]}
    search = {"title": t("Search analysis"), "items": [{"link": t("Reset all search statistics")}]}
    stats = {
        "title": t("Gallery Statistics"),
        "items": [{"link": t("Clear outdated downloads from database")}],
    }
    gs = f"{ZP}utilities/gallery_statistics.php?"
    return [
        _entry(
            "delete",
            "log page",
            log,
            [
                (t("Delete"), True, [tokened(lq % "delete_log")]),
                (t("Reset"), True, [tokened(lq % "clear_log")]),
            ],
        ),
        _entry(
            "reversible",
            "log page download",
            log,
            [(t("Download"), False, [tokened(lq % "download_log")])],
        ),
        _entry("opens-prompt", "theme card", theme, [(t("Delete"), False, [])]),
        prompt(
            "delete",
            "delete theme confirm",
            ok,
            themes,
            t("Do you really want to delete this theme?"),
            [tokened(f"{ZP}admin-themes.php?action=deletetheme&themealbum=&theme={THEME}")],
        ),
        _entry(
            "purge",
            "search statistics",
            search,
            [
                (
                    t("Reset all search statistics"),
                    True,
                    [tokened("/zp-core/zp-extensions/search_statistics/search_analysis.php?reset")],
                )
            ],
        ),
        _entry(
            "purge",
            "gallery statistics downloads",
            stats,
            [
                (
                    t("Clear outdated downloads from database"),
                    True,
                    [
                        {
                            "request": f"GET {gs}removeoutdateddownloads&XSRFToken={TOKEN}"
                            "&sortorder=mostdownloaded&tab=downloads",
                            "via": "link",
                        }
                    ],
                )
            ],
        ),
    ]
