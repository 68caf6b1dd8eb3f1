"""Nucleus CMS's screens for the hundred-and-fifty-sixth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(name)`` being that language's text of a constant of the app's
``nucleus/language/*.php`` catalogue (``define('_NAME', '...')``). What each action sends,
and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote_plus

ADMIN = "/nucleus/index.php"  # the admin area ($CONF['AdminURL'] . 'index.php')
SITE = "/index.php"  # the public blog (URLMode normal)
TICKET = "9c1e4b7a2f6d8035e1c4a9b7d2f60e38"  # made up; MANAGER::_generateTicket() (an md5)
BLOG, BLOG_NAME, ITEM, ITEM2, DRAFT = 2, "Field Notes", 12, 13, 15
TITLE, DRAFT_TITLE = "Spring planting log", "Notes on seed saving"
COMMENT, COMMENT2, CAT, CAT_NAME = 41, 42, 6, "Garden"
MEMBER, MEMBER_NAME, PLUGIN, PLUGIN_NAME = 3, "ruth", 4, "NP_SkinFiles"
TEMPLATE, TEMPLATE_NAME, SKIN, SKIN_NAME, PART = 5, "grey/short", 4, "grey", "tagsearch"
IP, BOUNDARY = "203.0.113.77", "----WebKitFormBoundary7MA4YWxkTrZu0gW"
Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, str]]


def body(fields: Fields) -> str:
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


def form(fields: Fields, url: str = ADMIN) -> dict[str, str]:
    """An HTML form posted by the browser (urlencoded, the fields in tree order)."""
    return {"request": f"POST {url}", "body": body(fields), "via": "form"}


def link(query: str, url: str = ADMIN) -> dict[str, str]:
    """An ``<a href>`` page load (or a GET form's submit)."""
    return {"request": f"GET {url}?{query}", "via": "link"}


def ticketed(query: str) -> dict[str, str]:
    """A link written with MANAGER::addTicketToUrl: ``&ticket=`` appended."""
    return link(f"{query}&ticket={TICKET}")


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"nucleus {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


HOME = link("action=overview")
DOCUMENT = f"{BLOG_NAME} - Admin"  # pagehead's <title>: the site's name and " - Admin"


def titled(heading: str, *labels: str) -> str:
    """A page's heading as its screen's title, or, where it reads as a control the screen
    taps (an edit form's heading and its submit, a batch confirmation's heading and its
    button), the document's ``<title>`` (the heading left out)."""
    return DOCUMENT if heading in labels else heading


def confirm_page(t: Any, texts: list[str], button: str = "_DELETE_CONFIRM_BTN",
                 title: str = "_DELETE_CONFIRM") -> dict[str, Any]:  # fmt: skip
    """A delete confirmation page (ADMIN::action_*delete): its heading, its texts, the form's
    one submit button, and the quick menu's Home link (pagefoot). Where the heading reads as
    the button does (the batch confirmation), the screen is titled by the document's
    ``<title>`` (pagehead: the site's name and " - Admin") and the heading left out."""
    items = [*({"text": x} for x in texts), {"button": t(button)}, {"link": t("_QMENU_HOME")}]
    return {"title": titled(t(title), t(button)), "items": items}


# The confirmation pages whose Home link is tapped too (on the others it is only shown).
HOME_TAPPED = frozenset({"blog delete confirm", "item delete confirm", "comment delete confirm",
                         "member delete confirm", "plugin uninstall confirm"})  # fmt: skip


def confirmation(t: Any, category: str, source: str, texts: list[str], fields: Fields,
                 button: str = "_DELETE_CONFIRM_BTN", title: str = "_DELETE_CONFIRM",
                 commits: bool = True) -> dict[str, Any]:  # fmt: skip
    acts: list[Act] = [(t(button), commits, [form(fields)])]
    if source in HOME_TAPPED:
        acts.append((t("_QMENU_HOME"), False, [HOME]))
    return _entry(category, source, confirm_page(t, texts, button, title), acts)


def item_fields(action: str, actiontype: str, title: str, ident: Fields) -> Fields:
    """The add and edit forms (admin-add/admin-edit.template), shortened: the plugin extras
    and item options left out."""
    return [("action", action), *ident, ("draftid", "0"), ("ticket", TICKET), ("title", title),
            ("body", "Beans went in along the north fence."), ("closed", "0"),
            ("catid", str(CAT)), ("actiontype", actiontype), ("day", "21"), ("month", "4"),
            ("year", "2022"), ("hour", "9"), ("minutes", "30"), ("more", "")]  # fmt: skip


def blog_screens(t: Any) -> list[dict[str, Any]]:
    """The overview, a blog's deletion, the item list and its batch deletion, an item's
    deletion, move, add and edit forms."""
    overview = {"title": t("_OVERVIEW_YRBLOGS"), "items": [
        {"text": BLOG_NAME}, {"link": t("_BLOGLIST_ADD"), "desc": t("_BLOGLIST_TT_ADD")},
        {"link": t("_BLOGLIST_EDIT")},  # its title, _BLOGLIST_TT_EDIT, is empty
        {"link": t("_BLOGLIST_COMMENTS"), "desc": t("_BLOGLIST_TT_COMMENTS")},
        {"link": t("_BLOGLIST_DELETE"), "desc": t("_BLOGLIST_TT_DELETE")},
        {"link": t("_LOGOUT")}]}  # fmt: skip
    items = {"title": t("_ITEMLIST_BLOG"), "items": [
        {"switch": TITLE, "checked": False}, {"link": t("_LISTS_MOVE")},
        {"link": t("_LISTS_CLONE")}, {"link": t("_LISTS_DELETE")},
        {"link": t("_BATCH_SELECTALL")}]}  # fmt: skip
    # The list scrolled to its foot: two rows ticked, Delete chosen in the batch select.
    batch_foot = {"title": t("_ITEMLIST_BLOG"), "items": [
        {"switch": TITLE, "checked": True}, {"text": t("_BATCH_WITH_SEL")},
        {"menu": t("_BATCH_ITEM_DELETE")}, {"button": t("_BATCH_EXEC")}]}  # fmt: skip
    batch = [("batch[0]", str(ITEM)), ("batch[1]", str(ITEM2))]
    move = {"title": titled(t("_MOVE_TITLE"), t("_MOVE_BTN")), "items": [
        {"menu": CAT_NAME}, {"button": t("_MOVE_BTN")}]}  # fmt: skip
    add_t = titled(t("_ADD_ADDTO"), t("_ADD_ADDITEM"))
    add_now = {"title": add_t, "items": [
        {"field": "title", "hint": "", "text": "Spring planting, week two"},
        {"button": t("_ADD_ADDITEM")}, {"radio": t("_ADD_ADDNOW"), "checked": True},
        {"radio": t("_ADD_ADDDRAFT"), "checked": False}]}  # fmt: skip
    add_draft = {"title": add_t, "items": [
        {"field": "title", "hint": "", "text": "Spring planting, week two"},
        {"button": t("_ADD_ADDITEM")}, {"radio": t("_ADD_ADDNOW"), "checked": False},
        {"radio": t("_ADD_ADDDRAFT"), "checked": True}]}  # fmt: skip
    new_item = [("blogid", str(BLOG))]
    edit_t = titled(t("_EDIT_ITEM"), t("_EDIT_SUBMIT"))

    def edit(radios: list[tuple[str, bool]], title: str) -> dict[str, Any]:
        return {"title": edit_t, "items": [
            {"field": "title", "hint": "", "text": title}, {"button": t("_EDIT_SUBMIT")},
            *({"radio": t(r), "checked": on} for r, on in radios)]}  # fmt: skip

    # A published item's radios start with Edit Item (_BMLET_EDIT), which reads as the
    # submit button above it: left out, so that the label names one control.
    published = edit([("_BMLET_BACKTODRAFTS", False), ("_BMLET_DELETE", False)], TITLE)
    deleting = edit([("_BMLET_BACKTODRAFTS", False), ("_BMLET_DELETE", True)], TITLE)
    draft_now = edit([("_ADD_ADDNOW", True), ("_EDIT_BACKTODRAFTS", False),
                      ("_BMLET_DELETE", False)], DRAFT_TITLE)  # fmt: skip
    draft_kept = edit([("_ADD_ADDNOW", False), ("_EDIT_BACKTODRAFTS", True),
                       ("_BMLET_DELETE", False)], DRAFT_TITLE)  # fmt: skip
    return [
        _entry("reversible", "overview", overview, [
            (t("_BLOGLIST_DELETE"), False, [link(f"action=deleteblog&blogid={BLOG}")]),
            (t("_LOGOUT"), False, [link("action=logout")])]),
        confirmation(t, "delete", "blog delete confirm", [
            t("_WARNINGTXT_BLOGDEL"), f"{t('_CONFIRMTXT_BLOG')} {BLOG_NAME}"], [
            ("action", "deleteblogconfirm"), ("ticket", TICKET), ("blogid", str(BLOG))]),
        _entry("reversible", "item list", items, [
            (t("_LISTS_CLONE"), False, [ticketed(f"action=itemclone&itemid={ITEM}")]),
            (t("_LISTS_DELETE"), False, [link(f"action=itemdelete&itemid={ITEM}")])]),
        _entry("opens-prompt", "item list batch delete", batch_foot, [
            (t("_BATCH_EXEC"), False, [form([*batch, ("batchaction", "delete"),
                                             ("action", "batchitem"), ("ticket", TICKET)])])]),
        confirmation(t, "delete", "item batch delete confirm", [], [
            ("action", "batchitem"), ("ticket", TICKET), ("batchaction", "delete"),
            ("confirmation", "yes"), *batch],
            "_BATCH_DELETE_CONFIRM_BTN", "_BATCH_DELETE_CONFIRM"),
        confirmation(t, "delete", "item delete confirm", [t("_CONFIRMTXT_ITEM"), TITLE], [
            ("action", "itemdeleteconfirm"), ("ticket", TICKET), ("itemid", str(ITEM))]),
        _entry("reversible", "item move", move, [
            (t("_MOVE_BTN"), False, [form([("action", "itemmoveto"), ("itemid", str(ITEM)),
                                           ("ticket", TICKET), ("catid", "7")])])]),
        _entry("publish", "add item (add now)", add_now, [
            (t("_ADD_ADDITEM"), True, [form(item_fields(
                "additem", "addnow", "Spring planting, week two", new_item))]),
            (t("_ADD_ADDDRAFT"), False, [])]),
        _entry("reversible", "add item (draft)", add_draft, [
            (t("_ADD_ADDITEM"), False, [form(item_fields(
                "additem", "adddraft", "Spring planting, week two", new_item))])]),
        _entry("reversible", "edit published item", published, [
            (t("_EDIT_SUBMIT"), False, [form(item_fields(
                "itemupdate", "edit", TITLE, [("itemid", str(ITEM))]))])]),
        _entry("opens-prompt", "edit item (delete chosen)", deleting, [
            (t("_EDIT_SUBMIT"), False, [form(item_fields(
                "itemupdate", "delete", TITLE, [("itemid", str(ITEM))]))])]),
        _entry("publish", "edit draft (add now chosen)", draft_now, [
            (t("_EDIT_SUBMIT"), True, [form(item_fields(
                "itemupdate", "addnow", DRAFT_TITLE, [("itemid", str(DRAFT))]))])]),
        _entry("reversible", "edit draft (kept a draft)", draft_kept, [
            (t("_EDIT_SUBMIT"), False, [form(item_fields(
                "itemupdate", "adddraft", DRAFT_TITLE, [("itemid", str(DRAFT))]))])]),
    ]  # fmt: skip


def comment_screens(t: Any) -> list[dict[str, Any]]:
    """An item's comments, a comment's deletion (one and batch), edit, the ban pages, and the
    public blog's comment and member mail forms."""
    comments = {"title": t("_COMMENTS"), "items": [
        {"text": "Lovely beans! Which variety?"}, {"link": t("_LISTS_EDIT")},
        {"link": t("_LISTS_DELETE")}, {"link": t("_LIST_COMMENT_BANIP")}]}  # fmt: skip
    edit = {"title": titled(t("_EDITC_TITLE"), t("_EDITC_EDIT")), "items": [
        {"field": "body", "hint": "", "text": "Lovely beans! Which variety?"},
        {"button": t("_EDITC_EDIT")}]}  # fmt: skip
    ban_new = {"title": titled(t("_BAN_ADD_TITLE"), t("_BAN_ADD_BTN")), "items": [
        {"radio": IP, "checked": True}, {"radio": t("_BAN_ALLBLOGS"), "checked": True},
        {"field": "reason", "hint": "", "text": "Comment spam"},
        {"button": t("_BAN_ADD_BTN")}]}  # fmt: skip
    bans = {"title": t("_BAN_TITLE"), "items": [
        {"text": IP}, {"link": t("_LISTS_DELETE")}, {"link": t("_BAN_NEW_TEXT")}]}  # fmt: skip
    ban_remove = {"title": titled(t("_BAN_REMOVE_TITLE"), t("_DELETE_CONFIRM_BTN")), "items": [
        {"text": f"{t('_CONFIRMTXT_BAN')} {IP}"},
        {"radio": t("_BAN_ALLBLOGS"), "checked": True}, {"button": t("_DELETE_CONFIRM_BTN")},
        {"link": t("_QMENU_HOME")}]}  # fmt: skip
    public = {"title": TITLE, "items": [
        {"field": "body", "hint": t("_COMMENTFORM_COMMENT"), "text": "Try scarlet runners."},
        {"field": "user", "hint": t("_COMMENTFORM_NAME"), "text": "Mara"},
        {"switch": t("_COMMENTFORM_REMEMBER"), "checked": False},
        {"button": t("_COMMENTFORM_SUBMIT")}]}  # fmt: skip
    comment_url = f"{SITE}?itemid={ITEM}"
    mail = {"title": MEMBER_NAME, "items": [
        {"field": "message", "hint": "", "text": "Could I quote your planting log?"},
        {"button": t("_MEMBERMAIL_SUBMIT")}]}  # fmt: skip
    mail_url = f"{SITE}?memberid={MEMBER}"
    return [
        _entry("reversible", "item comments", comments, [
            (t("_LISTS_DELETE"), False, [link(f"action=commentdelete&commentid={COMMENT}")]),
            (t("_LIST_COMMENT_BANIP"), False, [
                link(f"action=banlistnewfromitem&itemid={ITEM}&ip={IP}")])]),
        confirmation(t, "delete", "comment delete confirm", [
            t("_CONFIRMTXT_COMMENT"), "Lovely beans! Which variety?"], [
            ("action", "commentdeleteconfirm"), ("ticket", TICKET),
            ("commentid", str(COMMENT))]),
        confirmation(t, "delete", "comment batch delete confirm", [], [
            ("action", "batchcomment"), ("ticket", TICKET), ("batchaction", "delete"),
            ("confirmation", "yes"), ("batch[0]", str(COMMENT)), ("batch[1]", str(COMMENT2)),
            ("itemid", str(ITEM))], "_BATCH_DELETE_CONFIRM_BTN", "_BATCH_DELETE_CONFIRM"),
        _entry("reversible", "comment edit", edit, [
            (t("_EDITC_EDIT"), False, [form([
                ("action", "commentupdate"), ("ticket", TICKET), ("commentid", str(COMMENT)),
                ("body", "Lovely beans! Which variety?")])])]),
        _entry("reversible", "ban from comment", ban_new, [
            (t("_BAN_ADD_BTN"), False, [form([
                ("iprange", IP), ("customiprange", IP), ("blogid", str(BLOG)), ("allblogs", "1"),
                ("reason", "Comment spam"), ("action", "banlistadd"), ("ticket", TICKET)])])]),
        _entry("reversible", "ban list", bans, [
            (t("_LISTS_DELETE"), False, [
                link(f"action=banlistdelete&blogid={BLOG}&iprange={IP}")])]),
        _entry("reversible", "ban remove confirm", ban_remove, [
            (t("_DELETE_CONFIRM_BTN"), False, [form([
                ("iprange", IP), ("blogid", str(BLOG)), ("allblogs", "1"), ("ticket", TICKET),
                ("action", "banlistdeleteconfirm")])])]),
        _entry("send", "public comment form", public, [
            (t("_COMMENTFORM_SUBMIT"), True, [form([
                ("action", "addcomment"), ("url", f"https://blog.example{comment_url}"),
                ("itemid", str(ITEM)), ("body", "Try scarlet runners."), ("user", "Mara"),
                ("userid", ""), ("email", "")], comment_url)])]),
        _entry("send", "member mail form", mail, [
            (t("_MEMBERMAIL_SUBMIT"), True, [form([
                ("memberid", str(MEMBER)), ("action", "sendmessage"),
                ("url", f"https://blog.example{mail_url}"),
                ("message", "Could I quote your planting log?")], mail_url)])]),
    ]  # fmt: skip


def team_screens(t: Any) -> list[dict[str, Any]]:
    """The blog's settings and categories, a category's deletion, the team, a team member's
    removal, the members and a member's deletion."""
    settings = {"title": t("_EBLOG_TITLE"), "items": [
        {"link": t("_EBLOG_TEAM_TEXT")}, {"field": "name", "hint": "", "text": BLOG_NAME},
        {"button": t("_EBLOG_CHANGE_BTN")}, {"text": CAT_NAME}, {"link": t("_LISTS_DELETE")},
        {"field": "cname", "hint": "", "text": "Orchard"},
        {"button": t("_EBLOG_CAT_CREATE")}]}  # fmt: skip
    team = {"title": f"{t('_TEAM_TITLE')} {BLOG_NAME}", "items": [
        {"text": MEMBER_NAME}, {"link": t("_LISTS_DELETE")}, {"link": t("_LIST_TEAM_CHADMIN")},
        {"menu": "jonas"}, {"button": t("_TEAM_ADD_BTN")}]}  # fmt: skip
    members = {"title": t("_MEMBERS_TITLE"), "items": [
        {"text": MEMBER_NAME}, {"link": t("_LISTS_EDIT")}, {"link": t("_LISTS_DELETE")},
        {"field": "name", "hint": "", "text": "jonas"},
        {"button": t("_MEMBERS_NEW_BTN")}]}  # fmt: skip
    return [
        _entry("reversible", "blog settings", settings, [
            (t("_EBLOG_CHANGE_BTN"), False, [form([
                ("action", "blogsettingsupdate"), ("ticket", TICKET), ("blogid", str(BLOG)),
                ("name", BLOG_NAME), ("shortname", "fieldnotes"),
                ("url", "https://blog.example/"), ("comments", "1")])]),
            (t("_LISTS_DELETE"), False, [
                link(f"action=categorydelete&blogid={BLOG}&catid={CAT}")])]),
        confirmation(t, "delete", "category delete confirm", [
            f"{t('_CONFIRMTXT_CATEGORY')} {CAT_NAME}"], [
            ("action", "categorydeleteconfirm"), ("ticket", TICKET), ("blogid", str(BLOG)),
            ("catid", str(CAT))]),
        _entry("reversible", "team page", team, [
            (t("_LIST_TEAM_CHADMIN"), False, [
                ticketed(f"action=teamchangeadmin&memberid={MEMBER}&blogid={BLOG}")])]),
        confirmation(t, "revoke", "team member remove confirm", [
            " ".join([t("_CONFIRMTXT_TEAM1"), MEMBER_NAME, t("_CONFIRMTXT_TEAM2"), BLOG_NAME])], [
            ("action", "teamdeleteconfirm"), ("ticket", TICKET), ("memberid", str(MEMBER)),
            ("blogid", str(BLOG))]),
        _entry("reversible", "members page", members, [
            (t("_LISTS_DELETE"), False, [link(f"action=memberdelete&memberid={MEMBER}")]),
            (t("_MEMBERS_NEW_BTN"), False, [form([
                ("action", "memberadd"), ("ticket", TICKET), ("name", "jonas"),
                ("realname", "Jonas Berg"), ("password", "fern-gate-5512"),
                ("repeatpassword", "fern-gate-5512"), ("email", "jonas@example.org"),
                ("url", ""), ("admin", "0"), ("canlogin", "1"), ("notes", "")])])]),
        confirmation(t, "delete-user", "member delete confirm", [
            f"{t('_CONFIRMTXT_MEMBER')} {MEMBER_NAME}", t("_WARNINGTXT_NOTDELMEDIAFILES")], [
            ("action", "memberdeleteconfirm"), ("ticket", TICKET),
            ("memberid", str(MEMBER))]),
        confirmation(t, "delete-user", "member batch delete confirm", [], [
            ("action", "batchmember"), ("ticket", TICKET), ("batchaction", "delete"),
            ("confirmation", "yes"), ("batch[0]", str(MEMBER)), ("batch[1]", "5")],
            "_BATCH_DELETE_CONFIRM_BTN", "_BATCH_DELETE_CONFIRM"),
    ]  # fmt: skip


def manage_screens(t: Any) -> list[dict[str, Any]]:
    """Management: the action log, settings, backups, plugins, templates and skins."""
    manage = {"title": t("_MANAGE_GENERAL"), "items": [
        {"link": t("_OVERVIEW_SETTINGS")}, {"link": t("_OVERVIEW_VIEWLOG")},
        {"link": t("_OVERVIEW_BACKUP")}, {"link": t("_OVERVIEW_PLUGINS")}]}  # fmt: skip
    log = {"title": titled(t("_ACTIONLOG_CLEAR_TITLE"), t("_ACTIONLOG_CLEAR_TEXT")), "items": [
        {"link": t("_BACKTOMANAGE")}, {"link": t("_ACTIONLOG_CLEAR_TEXT")},
        {"text": t("_ACTIONLOG_TITLE")}]}  # fmt: skip
    settings = {"title": titled(t("_SETTINGS_TITLE"), t("_SETTINGS_UPDATE_BTN")), "items": [
        {"field": "SiteName", "hint": "", "text": "Field Notes"},
        {"button": t("_SETTINGS_UPDATE_BTN")}]}  # fmt: skip
    backups = {"title": t("_BACKUPS_TITLE"), "items": [
        {"radio": t("_BACKUP_ZIP_YES"), "checked": True}, {"button": t("_BACKUP_BTN")},
        # The Restore heading, left out where it reads as its button (French).
        *([{"text": t("_RESTORE_TITLE")}] if t("_RESTORE_TITLE") != t("_RESTORE_BTN") else []),
        {"button": t("_RESTORE_BTN")},
        {"switch": t("_RESTORE_IMSURE"), "checked": True}]}  # fmt: skip
    restore = (
        "".join(
            f'--{BOUNDARY}\r\nContent-Disposition: form-data; name="{name}"'
            f"{extra}\r\n\r\n{value}\r\n"
            for name, extra, value in [
                ("action", "", "backuprestore"),
                ("ticket", "", TICKET),
                (
                    "backup_file",
                    '; filename="nucleus-2022-04-20.sql.gz"\r\nContent-Type: application/gzip',
                    "(the file)",
                ),
                ("letsgo", "", "1"),
            ]
        )
        + f"--{BOUNDARY}--\r\n"
    )
    plugins = {"title": t("_PLUGS_TITLE_MANAGE"), "items": [
        {"text": PLUGIN_NAME}, {"link": t("_LIST_PLUGS_UP")}, {"link": t("_LIST_PLUGS_UNINSTALL")},
        {"link": t("_LIST_PLUGS_OPTIONS")}, {"menu": "NP_Ping"},
        {"button": t("_PLUGS_BTN_INSTALL")}]}  # fmt: skip
    templates = {"title": t("_TEMPLATE_TITLE"), "items": [
        {"text": TEMPLATE_NAME}, {"link": t("_LISTS_CLONE")}, {"link": t("_LISTS_DELETE")},
        {"field": "name", "hint": "", "text": "grey/long"},
        {"button": t("_TEMPLATE_CREATE_BTN")}]}  # fmt: skip
    skins = {"title": t("_SKIN_EDIT_TITLE"), "items": [
        {"text": SKIN_NAME}, {"link": t("_LISTS_CLONE")}, {"link": t("_LISTS_DELETE")},
        {"field": "name", "hint": "", "text": "grey-wide"},
        {"button": t("_SKIN_CREATE_BTN")}]}  # fmt: skip
    skin_parts = {"title": t("_SKIN_EDIT_TITLE"), "items": [
        {"link": PART.capitalize()}, {"link": t("_LISTS_DELETE")}]}  # fmt: skip
    return [
        _entry("reversible", "manage page", manage, [
            (t("_OVERVIEW_VIEWLOG"), False, [link("action=actionlog")])]),
        _entry("delete", "action log", log, [
            (t("_ACTIONLOG_CLEAR_TEXT"), True, [ticketed("action=clearactionlog")]),
            (t("_BACKTOMANAGE"), False, [link("action=manage")])]),
        _entry("reversible", "general settings", settings, [
            (t("_SETTINGS_UPDATE_BTN"), False, [form([
                ("action", "settingsupdate"), ("ticket", TICKET), ("DefaultBlog", "1"),
                ("BaseSkin", "1"), ("AdminEmail", "admin@blog.example"),
                ("SiteName", "Field Notes"), ("IndexURL", "https://blog.example/")])])]),
        _entry("overwrite", "backups page", backups, [
            (t("_BACKUP_BTN"), False, [form([("action", "backupcreate"), ("ticket", TICKET),
                                             ("gzip", "1")])]),
            (t("_RESTORE_BTN"), True, [{"request": f"POST {ADMIN}", "body": restore,
                                        "via": "form"}])]),
        _entry("reversible", "plugin list", plugins, [
            (t("_LIST_PLUGS_UP"), False, [ticketed(f"plugid={PLUGIN}&action=pluginup")]),
            (t("_LIST_PLUGS_UNINSTALL"), False, [
                link(f"action=plugindelete&plugid={PLUGIN}")])]),
        confirmation(t, "uninstall", "plugin uninstall confirm", [
            f"{t('_CONFIRMTXT_PLUGIN')} {PLUGIN_NAME}?"], [
            ("ticket", TICKET), ("action", "plugindeleteconfirm"), ("plugid", str(PLUGIN))]),
        _entry("reversible", "template overview", templates, [
            (t("_LISTS_DELETE"), False, [
                link(f"action=templatedelete&templateid={TEMPLATE}")])]),
        confirmation(t, "delete", "template delete confirm", [
            f"{t('_CONFIRMTXT_TEMPLATE')} {TEMPLATE_NAME}"], [
            ("action", "templatedeleteconfirm"), ("ticket", TICKET),
            ("templateid", str(TEMPLATE))]),
        _entry("reversible", "skin overview", skins, [
            (t("_LISTS_DELETE"), False, [link(f"action=skindelete&skinid={SKIN}")]),
            (t("_SKIN_CREATE_BTN"), False, [form([
                ("action", "skinnew"), ("ticket", TICKET), ("name", "grey-wide"),
                ("desc", "")])])]),
        confirmation(t, "delete", "skin delete confirm", [f"{t('_CONFIRMTXT_SKIN')} {SKIN_NAME}"], [
            ("action", "skindeleteconfirm"), ("ticket", TICKET), ("skinid", str(SKIN))]),
        _entry("opens-prompt", "skin special parts", skin_parts, [
            (t("_LISTS_DELETE"), False, [
                link(f"action=skinremovetype&skinid={SKIN}&type={PART}")])]),
        confirmation(t, "delete", "skin part delete confirm", [
            t("_CONFIRMTXT_SKIN_PARTS_SPECIAL") + f" {PART} ({SKIN_NAME})"], [
            ("action", "skinremovetypeconfirm"), ("ticket", TICKET), ("skinid", str(SKIN)),
            ("type", PART)]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*blog_screens(t), *comment_screens(t), *team_screens(t), *manage_screens(t)]
