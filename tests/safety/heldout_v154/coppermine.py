"""Coppermine Photo Gallery's screens for the hundred-and-fifty-fourth held-out corpus:
``screens(t, ok)`` lays them out in one language, ``t(key, *args)`` being that language's
lookup of a ``$lang_<file>['<key>']`` string of the app's ``lang/*.php`` catalogue (written
``file.key``) and ``ok`` the browser's OK and Cancel of a JavaScript ``confirm()``. What each
action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import re
from typing import Any
from urllib.parse import quote, quote_plus

BASE = "/gallery/"  # the gallery's folder; every script sits in it
TOKEN = "5d41402abc4b2a76b9719d911017c592"  # made up; getFormToken()'s md5
TS = "1717423810"  # made up; the form token's timestamp
GALLERY = "Harbour Lights"  # $CONFIG['gallery_name'], the page titles' tail
PID, AID, POS, CAT, MSG = 42, 7, 3, 3, 88
PIC_TITLE, ALBUM, CAT_NAME = "Lighthouse at dusk", "Harbour nights", "Travel"
MEMBER, MEMBER_ID = "bob", 7  # the registered member of the public and profile screens
ADMIN, USER, USER_ID = "alice", "dave", 12  # the admin and the member she manages
GROUP, GROUP_ID, KEYWORD = "Photographers", 5, "sunset"
PLUGIN, PLUGIN_ID = "Sample plugin", 3
COMMENT = "Lovely light on the water!"
REFERER = quote_plus(f"displayimage.php?album={AID}&pid={PID}")  # init.inc.php's $REFERER
TOKENS = f"form_token={TOKEN}&timestamp={TS}"
Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, str]]


def body(fields: Fields) -> str:
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


def form(path: str, fields: Fields) -> dict[str, str]:
    """An HTML form the browser posts: a urlencoded POST, fields in tree order."""
    return {"request": f"POST {BASE}{path}", "body": body(fields), "via": "form"}


def get_form(path: str, fields: Fields) -> dict[str, str]:
    """A ``method="get"`` form: its fields become the query."""
    return {"request": f"GET {BASE}{path}?{body(fields)}", "via": "form"}


def link(path: str) -> dict[str, str]:
    """An ``<a href>``, a ``window.location`` or a ``window.open``: a page load."""
    return {"request": f"GET {BASE}{path}", "via": "link"}


def xhr(path: str) -> str:
    """jQuery's ``$.get`` / ``$.getJSON``: an XMLHttpRequest GET."""
    return f"GET {BASE}{path}"


def token() -> Fields:
    return [("form_token", TOKEN), ("timestamp", TS)]


def title(section: str) -> str:
    """theme_page_title: the section, a dash, the gallery's name."""
    return f"{section} - {GALLERY}"


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"coppermine {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(ok: tuple[str, str], page: str, message: str, literal: bool = True) -> dict[str, Any]:
    """A ``confirm()`` over its page: its message, OK and Cancel as the browser names them.
    A message written into a JavaScript string literal (``literal``) is read as JavaScript
    reads it: ``\\n`` a line break, a backslash before any other character dropped; one
    passed by set_js_var (JSON) is shown as it is."""
    if literal:
        message = re.sub(r"\\(.)", lambda m: "\n" if m[1] == "n" else m[1], message)
    return {
        "title": page,
        "dialog": {"message": message},
        "items": [{"button": ok[0]}, {"button": ok[1]}],
    }


def popup(page: str, rows: list[str], items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open ``<select>`` over its page: its options."""
    return {"title": page, "dialog": {}, "items": [*({"text": r} for r in rows), *items]}


def picture_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """displayimage.php in admin mode and as a member: the navigation bar, the picture menu
    and its delete confirm, the favourites link, the old-style rating, the comment form, an
    own comment's icons, its edit box and its delete confirm."""
    page = title(PIC_TITLE)
    pic = f"album={AID}&pid={PID}"
    navbar = {"title": page, "items": [
        {"link": t("img_nav_bar.thumb_title")}, {"link": t("img_nav_bar.pic_info_title")},
        {"link": t("img_nav_bar.slideshow_title")},
        {"text": t("img_nav_bar.pic_pos", str(POS + 1), "12")},
        {"link": t("img_nav_bar.report_title")}, {"link": t("img_nav_bar.ecard_title")},
        {"link": t("img_nav_bar.next_title")}]}  # fmt: skip
    menu = {"title": page, "items": [
        {"link": t("display_image_php.crop_pic")}, {"link": t("display_image_php.edit_pic")},
        {"link": t("display_image_php.del_pic")}, {"text": PIC_TITLE}]}  # fmt: skip
    fav = t("picinfo.addFavPhrase")
    info = {"title": page, "items": [
        {"text": t("picinfo.Album name")}, {"link": ALBUM}, {"text": fav},
        {"link": t("picinfo.addFav")}]}  # fmt: skip
    marks = ["rubbish", "poor", "fair", "good", "excellent", "great"]
    rating = {"title": page, "items": [
        {"text": f"{t('rate_pic.rate_this_pic')} {t('rate_pic.no_votes')}"},
        *({"button": t(f"rate_pic.{m}")} for m in marks)]}  # fmt: skip

    def rate(n: int) -> list[Any]:
        return [xhr(f"ratepic.php?rate={n}&pic={PID}&{TOKENS}")]

    add = {"title": page, "items": [
        {"text": t("display_comments.add_your_comment")},
        {"field": "msg_body", "hint": t("display_comments.comment"), "text": COMMENT},
        {"button": t("common.ok")}]}  # fmt: skip
    own = {"title": page, "items": [
        {"text": MEMBER}, {"link": t("display_comments.report_comment_title")},
        {"link": t("display_comments.edit_title")},
        {"link": t("display_comments.delete_title")}, {"text": COMMENT}]}  # fmt: skip
    edited = "Lovely light on the water at dusk!"
    edit = {"title": page, "items": [
        {"text": MEMBER}, {"field": "msg_body", "hint": "", "text": edited},
        {"button": t("common.ok")}]}  # fmt: skip
    return [
        _entry("reversible", "picture navigation bar", navbar, [
            (t("img_nav_bar.thumb_title"), False, [link(f"thumbnails.php?album={AID}&page=1")]),
            (t("img_nav_bar.pic_info_title"), False, []),
            (t("img_nav_bar.ecard_title"), False, [link(f"ecard.php?{pic}&pos={POS}")])]),
        _entry("opens-prompt", "picture admin menu", menu, [
            (t("display_image_php.edit_pic"), False, [
                link(f"edit_one_pic.php?id={PID}&what=picture")]),
            (t("display_image_php.del_pic"), False, [])]),
        _entry("delete", "picture delete confirm",
               confirm(ok, page, t("display_image_php.confirm_del")), [
            (ok[0], True, [link(f"delete.php?id={PID}&what=picture&{TOKENS}")]),
            (ok[1], False, [])]),
        _entry("reversible", "file info add to favourites", info, [
            (t("picinfo.addFav"), False, [link(f"addfav.php?pid={PID}&referer={REFERER}")])]),
        _entry("vote", "old-style rating", rating, [
            (t("rate_pic.great"), True, rate(5))]),
        _entry("send", "add your comment", add, [
            (t("common.ok"), True, [form("db_input.php", [
                ("msg_body", COMMENT), ("event", "comment"), ("pid", str(PID)),
                ("submit", t("common.ok")), *token()])])]),
        _entry("opens-prompt", "own comment", own, [
            (t("display_comments.delete_title"), False, [])]),
        _entry("reversible", "comment edit box", edit, [
            (t("common.ok"), False, [form("db_input.php", [
                ("event", "comment_update"), ("msg_id", str(MSG)), ("msg_body", edited),
                ("submit", t("common.ok")), *token()])])]),
        _entry("delete", "comment delete confirm",
               confirm(ok, page, t("display_comments.confirm_delete")), [
            (ok[0], True, [link(f"delete.php?msg_id={MSG}&what=comment&{TOKENS}")]),
            (ok[1], False, [])]),
    ]  # fmt: skip


def message_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The ecard form, the contact form (a guest's), the main menu."""
    ecard_t = title(t("ecard_php.title"))
    ecard_fields: Fields = [
        ("sender_name", MEMBER), ("recipient_name", "Maria"),
        ("recipient_email", "maria@example.org"), ("greetings", "Greetings from the coast"),
        ("message", "Thought of you when I took this one.")]  # fmt: skip
    ecard = {"title": ecard_t, "items": [
        {"field": "sender_name", "hint": t("ecard_php.your_name"), "text": MEMBER},
        {"field": "recipient_name", "hint": t("ecard_php.rcpt_name"), "text": "Maria"},
        {"field": "recipient_email", "hint": t("ecard_php.rcpt_email"),
         "text": "maria@example.org"},
        {"field": "greetings", "hint": t("ecard_php.greetings"),
         "text": "Greetings from the coast"},
        {"button": t("ecard_php.preview_button")},
        {"button": t("ecard_php.submit_button")}]}  # fmt: skip
    ecard_url = f"ecard.php?album={AID}&pid={PID}"
    contact_t = title(t("contact_php.title"))
    contact = {"title": contact_t, "items": [
        {"field": "sender_name", "hint": t("contact_php.your_name"), "text": "Jan"},
        {"field": "sender_email", "hint": t("contact_php.your_email"),
         "text": "jan@example.org"},
        {"field": "subject", "hint": t("contact_php.subject"), "text": "Prints"},
        {"field": "message", "hint": t("contact_php.your_message"),
         "text": "Are prints of the lighthouse series for sale?"},
        {"button": t("common.go")}]}  # fmt: skip
    logout = f"{t('main_menu.logout_lnk')} [{MEMBER}]"
    menu = {"title": title(PIC_TITLE), "items": [
        {"link": t("main_menu.home_lnk")}, {"link": t("main_menu.contact_lnk")},
        {"link": t("main_menu.my_gal_lnk")}, {"link": t("main_menu.my_prof_lnk")},
        {"link": logout}]}  # fmt: skip
    return [
        _entry("send", "ecard form", ecard, [
            (t("ecard_php.preview_button"), False, [form(ecard_url, [
                *ecard_fields, ("preview", t("ecard_php.preview_button")), *token()])]),
            (t("ecard_php.submit_button"), True, [form(ecard_url, [
                *ecard_fields, ("submit", t("ecard_php.submit_button")), *token()])])]),
        _entry("send", "contact form", contact, [
            (t("common.go"), True, [form("contact.php?referer=index.php", [
                ("sender_name", "Jan"), ("sender_email", "jan@example.org"),
                ("subject", "Prints"),
                ("message", "Are prints of the lighthouse series for sale?"), *token(),
                ("submit", t("common.go"))])])]),
        _entry("reversible", "main menu", menu, [
            (logout, False, [link(f"logout.php?{TOKENS}&referer={REFERER}")])]),
    ]  # fmt: skip


def profile_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The member's profile: its form, the account deletion and its confirm."""
    page = title(t("register_php.x_s_profile", MEMBER))
    email = "bob@example.org"
    profile = {"title": page, "items": [
        {"text": t("register_php.username")}, {"text": MEMBER},
        {"field": "email", "hint": t("register_php.email"), "text": email},
        {"button": t("common.apply_changes")},
        {"button": t("register_php.change_pass")}]}  # fmt: skip
    delete_t = t("register_php.delete_my_account")
    delete = {"title": page, "items": [
        {"switch": t("register_php.i_am_sure"), "checked": True},
        {"button": delete_t}]}  # fmt: skip
    return [
        _entry("reversible", "profile form", profile, [
            (t("common.apply_changes"), False, [form("profile.php", [
                ("email", email), ("change_profile", t("common.apply_changes")),
                *token()])])]),
        _entry("opens-prompt", "delete my account", delete, [(delete_t, False, [])]),
        _entry("delete-user", "delete my account confirm",
               confirm(ok, page, t("register_php.really_delete"), literal=False), [
            (ok[0], True, [get_form("delete.php", [
                ("confirmation", "1"), ("id", f"u{MEMBER_ID}"), ("action", "delete"),
                ("what", "user"), ("delete_files", "no"), ("delete_comments", "no"),
                ("delete_submit", delete_t), *token()])]),
            (ok[1], False, [])]),
    ]  # fmt: skip


def user_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The user manager: a user's row, the "With selected" list and what its entries do,
    the new-user form; the group manager and its delete confirm."""
    page = title(t("usermgr_php.title"))
    row = {"title": page, "items": [
        {"switch": f"u{USER_ID}", "checked": True}, {"text": USER},
        {"link": t("usermgr_php.view_profile")}, {"link": t("usermgr_php.edit_profile")},
        {"link": t("usermgr_php.ban_user")},
        {"link": t("usermgr_php.create_new_user")}]}  # fmt: skip
    actions = [
        "common.delete",
        "usermgr_php.activate",
        "usermgr_php.deactivate",
        "usermgr_php.reset_password",
        "usermgr_php.change_primary_membergroup",
    ]
    select = popup(page, [USER], [{"menu": t(a)} for a in actions])

    def selected(action: str, password: str, go: bool = False) -> list[Any]:
        """usermgr.php's editForm (method get to delete.php) as selectaction() leaves it."""
        fields = [
            ("id", f"u{USER_ID}"),
            ("album_listbox", "reg_d"),
            (f"u{USER_ID}", ""),
            ("action", action),
            ("what", "user"),
            ("new_password", password),
            ("group", ""),
            ("delete_files", "no"),
            ("delete_comments", "no"),
        ]
        if go:
            fields.append(("go", t("usermgr_php.submit")))
        return [get_form("delete.php", [*fields, *token()])]

    delete = {"title": page, "items": [
        {"text": USER}, {"text": t("usermgr_php.with_selected")},
        {"menu": t("common.delete")},
        {"menu": t("usermgr_php.delete_files_no")},
        {"menu": t("usermgr_php.delete_comments_no")},
        {"button": t("usermgr_php.submit")}]}  # fmt: skip
    reset = {"title": page, "items": [
        {"text": USER}, {"menu": t("usermgr_php.reset_password")},
        {"field": "new_password", "hint": "", "text": "tern-harbour-35"},
        {"button": t("usermgr_php.submit")}]}  # fmt: skip
    new_t = t("usermgr_php.create_new_user")
    new = {"title": page, "items": [
        {"text": new_t}, {"field": "user_name", "hint": t("usermgr_php.name"), "text": "erin"},
        {"field": "user_email", "hint": t("usermgr_php.user_email"),
         "text": "erin@example.org"},
        {"switch": t("usermgr_php.send_login_data"), "checked": False},
        {"button": t("usermgr_php.submit")}]}  # fmt: skip
    new_send = copy.deepcopy(new)
    new_send["items"][3]["checked"] = True

    def create(send: bool) -> list[Any]:
        fields = [
            ("user_name", "erin"),
            ("user_password", "gull-rock-58"),
            ("user_active", "YES"),
            ("user_group", "2"),
            ("user_email", "erin@example.org"),
        ]
        if send:
            fields.append(("send_login_data", "YES"))
        return [
            form(
                "usermgr.php?op=update&user_id=0",
                [*fields, ("usermgr_edit_submit", t("usermgr_php.submit")), *token()],
            )
        ]

    groups_t = title(t("groupmgr_php.title"))
    group = {"title": groups_t, "items": [
        {"switch": GROUP, "checked": True},
        {"field": f"group_name_{GROUP_ID}", "hint": t("groupmgr_php.group_name"),
         "text": GROUP},
        {"button": t("common.apply_changes")},
        {"button": t("groupmgr_php.create_new_group")},
        {"button": t("groupmgr_php.del_groups")}]}  # fmt: skip
    group_fields = [("group_id[]", str(GROUP_ID)), (f"group_name_{GROUP_ID}", GROUP),
                    (f"group_quota_{GROUP_ID}", "1024")]  # fmt: skip
    return [
        _entry("opens-prompt", "user manager row", row, [
            (t("usermgr_php.ban_user"), False, [link(f"banning.php?ban_user={USER_ID}")])]),
        _entry("reversible", "user manager with selected list", select, [
            (t("common.delete"), False, []),
            (t("usermgr_php.deactivate"), False, selected("deactivate", ""))]),
        _entry("delete-user", "user manager delete", delete, [
            (t("usermgr_php.submit"), True, selected(
                "delete", t("usermgr_php.password"), go=True))]),
        _entry("revoke", "user manager reset password", reset, [
            (t("usermgr_php.submit"), True, selected(
                "reset_password", "tern-harbour-35", go=True))]),
        _entry("reversible", "create new user form", new, [
            (t("usermgr_php.submit"), False, create(False))]),
        _entry("send", "create new user form (send login data)", new_send, [
            (t("usermgr_php.submit"), True, create(True))]),
        _entry("reversible", "group manager", group, [
            (t("common.apply_changes"), False, [form("groupmgr.php", [
                ("delete_group[]", str(GROUP_ID)), *group_fields,
                ("apply_modifs", t("common.apply_changes")), *token()])]),
            (t("groupmgr_php.del_groups"), False, [])]),
        _entry("delete", "group delete confirm",
               confirm(ok, groups_t, t("groupmgr_php.confirm_del")), [
            (ok[0], True, [form("groupmgr.php", [
                ("delete_group[]", str(GROUP_ID)), *group_fields,
                ("del_sel", t("groupmgr_php.del_groups")), *token()])]),
            (ok[1], False, [])]),
    ]  # fmt: skip


def album_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The category manager and its delete confirm, the album manager and its delete
    confirm, the album properties and the reset form, the batch edit of files with Delete
    file ticked, the batch add."""
    cats_t = title(t("catmgr_php.manage_cat"))
    cats = {"title": cats_t, "items": [
        {"text": CAT_NAME}, {"link": t("common.move_up")}, {"link": t("common.delete")},
        {"link": t("common.edit")}]}  # fmt: skip
    albmgr_t = title(t("albmgr_php.title"))
    albmgr = {"title": albmgr_t, "items": [
        {"text": ALBUM}, {"button": t("albmgr_php.delete_album")},
        {"button": t("common.album_properties")},
        {"button": t("common.edit_files")}]}  # fmt: skip
    albmgr_confirm = (t("albmgr_php.confirm_delete1") + "\n"
                      + t("albmgr_php.confirm_delete2"))  # fmt: skip
    modify_t = title(t("modifyalb_php.upd_alb_n", ALBUM))
    update = t("modifyalb_php.update")
    properties = {"title": modify_t, "items": [
        {"field": "title", "hint": t("modifyalb_php.alb_title"), "text": "Harbour by night"},
        {"field": "description", "hint": t("modifyalb_php.alb_desc"),
         "text": "Long exposures along the quay."},
        {"button": update}]}  # fmt: skip
    quoted = f'"{ALBUM}"'
    reset_t = t("modifyalb_php.submit_reset")
    reset = {"title": modify_t, "items": [
        {"text": t("modifyalb_php.reset_album")},
        {"switch": t("modifyalb_php.reset_rating", quoted), "checked": False},
        {"switch": t("modifyalb_php.delete_comments", quoted), "checked": False},
        {"switch": t("modifyalb_php.delete_files", "", "", quoted), "checked": True},
        {"button": reset_t},
        {"switch": t("modifyalb_php.reset_views_confirm"), "checked": True}]}  # fmt: skip
    edit_t = title(t("editpics_php.edit_pics"))
    apply = t("common.apply_changes")
    edit_url = f"editpics.php?album={AID}&start=0&count=25"
    editpics = {"title": edit_t, "items": [
        {"field": f"title{PID}", "hint": t("common.title"), "text": "Lighthouse at dusk, west"},
        {"switch": t("editpics_php.del_pic"), "checked": False},
        {"switch": t("editpics_php.reset_view_count"), "checked": False},
        {"switch": t("editpics_php.del_comm"), "checked": False},
        {"button": apply}]}  # fmt: skip
    editpics_del = copy.deepcopy(editpics)
    editpics_del["items"][1]["checked"] = True

    def edited(*extra: tuple[str, str]) -> list[Any]:
        return [form(edit_url, [
            ("count", "25"), ("pid[]", str(PID)), (f"title{PID}", "Lighthouse at dusk, west"),
            *extra, ("go", apply), *token()])]  # fmt: skip

    batch_t = title(t("search_new_php.page_title"))
    insert = t("search_new_php.insert_selected")
    batch = {"title": batch_t, "items": [
        {"text": t("search_new_php.list_new_pic")}, {"switch": "quay_0412.jpg", "checked": True},
        {"button": insert}]}  # fmt: skip
    return [
        _entry("opens-prompt", "category manager", cats, [
            (t("common.delete"), False, [])]),
        _entry("delete", "category delete confirm",
               confirm(
                   ok, cats_t, f"{t('catmgr_php.confirm_delete')} ({CAT_NAME}) ?", literal=False), [
            (ok[0], True, [link(f"catmgr.php?op=deletecat&cid={CAT}&{TOKENS}")])]),
        _entry("opens-prompt", "album manager", albmgr, [
            (t("albmgr_php.delete_album"), False, []),
            (t("common.album_properties"), False, [link(f"modifyalb.php?album={AID}")])]),
        _entry("delete", "album manager delete confirm",
               confirm(ok, albmgr_t, albmgr_confirm, literal=False), [
            (ok[0], True, [link(
                f"delete.php?what=albmgr&op=delete&deleteAid={AID}&cat={CAT}&{TOKENS}")])]),
        _entry("reversible", "album properties", properties, [
            (update, False, [form("db_input.php", [
                ("event", "album_update"), ("aid", str(AID)), ("title", "Harbour by night"),
                ("category", str(CAT)), ("description", "Long exposures along the quay."),
                ("update_album", update), *token()])])]),
        _entry("delete", "album reset form", reset, [
            (reset_t, True, [form("db_input.php", [
                ("event", "album_reset"), ("aid", str(AID)), ("delete_files", "1"),
                ("reset_submit", reset_t), ("agreecheck", "on"), *token()])])]),
        _entry("delete", "edit files (delete ticked)", editpics_del, [
            (apply, True, edited((f"delete{PID}", "1")))]),
        _entry("reversible", "batch add", batch, [
            (insert, False, [form("searchnew.php?insert=1", [
                ("pics[]", "0"), ("album_lb_id_0", str(AID)),
                ("picfile_0", "aGFyYm91ci9xdWF5XzA0MTIuanBn"), ("insert", insert),
                *token()])])]),
    ]  # fmt: skip


def admin_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """Comment review (approve), the ban form, the plugin manager, the configuration and its
    factory reset, the keyword manager and its delete confirm, a log."""
    review_t = title(t("reviewcom_php.title"))
    save = t("reviewcom_php.save_changes")

    def review(choice: str) -> dict[str, Any]:
        checked = {"do_nothing": False, "delete": False, "approve": False,
                   "disapprove": False} | {choice: True}  # fmt: skip
        return {"title": review_t, "items": [
            {"switch": f"#{MSG}", "checked": True}, {"text": MEMBER}, {"text": COMMENT},
            {"text": t("reviewcom_php.with_selected")},
            *({"radio": t(f"reviewcom_php.{k}"), "checked": v} for k, v in checked.items()),
            {"button": save}]}  # fmt: skip

    def reviewed(choice: str) -> list[Any]:
        return [form("reviewcom.php?start=0&count=25&sort=date_d&pid=", [
            ("cid_array[]", str(MSG)), (f"approved{MSG}", "0"),
            (f"status_approved_yes{MSG}", ""), (f"status_approved_no{MSG}", ""),
            ("with_selected", choice), ("total_message_id_collector", str(MSG)),
            ("save_changes", save), *token()])]  # fmt: skip

    ban_t = title(t("banning_php.title"))
    ban = {"title": ban_t, "items": [
        {"text": t("banning_php.add_new")},
        {"field": "add_user_name", "hint": t("banning_php.user_name"), "text": USER},
        {"text": t("banning_php.delete_comments")},
        {"radio": t("banning_php.all"), "checked": True},
        {"radio": t("banning_php.none"), "checked": False},
        {"button": t("common.ok")}]}  # fmt: skip
    ban_none = copy.deepcopy(ban)
    ban_none["items"][3]["checked"], ban_none["items"][4]["checked"] = False, True

    def banned(delete: str) -> list[Any]:
        return [form("banning.php?sort=ban_id%20ASC&page=1", [
            ("add_user_name", USER), ("add_email", ""), ("add_ip", ""), ("add_expires", ""),
            ("delete_comment", delete), ("comment_id", ""), ("submit", t("common.ok")),
            *token()])]  # fmt: skip

    plugins_t = title(t("pluginmgr_php.pmgr"))
    plugins = {"title": plugins_t, "items": [
        {"text": t("pluginmgr_php.i_plugins")}, {"text": PLUGIN},
        {"link": t("pluginmgr_php.disable")}, {"link": t("pluginmgr_php.uninstall")},
        {"text": t("pluginmgr_php.n_plugins")}, {"text": "Album share"},
        {"link": t("pluginmgr_php.install")}, {"link": t("common.delete")}]}  # fmt: skip
    config_t = title(t("admin_php.title"))
    save_cfg = t("admin_php.save_cfg")
    config = {"title": config_t, "items": [
        {"field": "gallery_name", "hint": "", "text": GALLERY},
        {"button": t("admin_php.expand_all")}, {"button": save_cfg}]}  # fmt: skip
    restore_t = t("admin_php.restore_cfg")
    restore = {"title": config_t, "items": [
        {"text": t("admin_php.restore_cfg_confirm")},
        {"switch": t("common.yes"), "checked": True}, {"button": restore_t}]}  # fmt: skip
    keywords_t = title(t("keywordmgr_php.title"))
    change = t("keywordmgr_php.change_keyword")
    delete_kw = t("keywordmgr_php.keyword_del", f'"{KEYWORD}"')
    keywords = {"title": keywords_t, "items": [
        {"radio": KEYWORD, "checked": True}, {"link": KEYWORD, "desc": delete_kw},
        {"link": t("keywordmgr_php.keyword_test_search", f'"{KEYWORD}"')},
        {"field": "newword", "hint": "", "text": "sunsets"}, {"button": change}]}  # fmt: skip
    log = {"title": "Logs :: global", "items": [
        {"button": t("viewlog_php.delete_all")}, {"button": t("viewlog_php.view_logs")},
        {"button": t("viewlog_php.delete_this")}]}  # fmt: skip
    plugin_link = f"p={PLUGIN_ID}&{TOKENS}"
    return [
        _entry("publish", "comment review (approve)", review("approve"), [
            (save, True, reviewed("approve"))]),
        _entry("delete", "ban user (delete all comments)", ban, [
            (t("banning_php.none"), False, []), (t("common.ok"), True, banned("2"))]),
        _entry("reversible", "ban user (keep comments)", ban_none, [
            (t("common.ok"), False, banned("0"))]),
        _entry("reversible", "plugin manager", plugins, [
            (t("pluginmgr_php.disable"), False, [link(f"pluginmgr.php?op=disable&{plugin_link}")]),
            (t("pluginmgr_php.uninstall"), False, [])]),
        _entry("reversible", "configuration", config, [
            (save_cfg, False, [form("admin.php", [
                ("gallery_name", GALLERY), ("update_config", save_cfg), *token()])])]),
        _entry("reset", "restore factory defaults", restore, [
            (restore_t, True, [form("admin.php", [
                ("really_restore", "1"), ("restore_config", restore_t), *token()])])]),
        _entry("reversible", "keyword manager", keywords, [
            (change, False, [form("keywordmgr.php?page=changeword", [
                ("keywordEdit", KEYWORD), ("newword", "sunsets"), ("keyword_submit", change),
                *token()])]),
            (delete_kw, False, [])]),
        _entry("delete", "keyword delete confirm", confirm(
            ok, keywords_t, t("keywordmgr_php.confirm_delete", f'"{KEYWORD}"')), [
            (ok[0], True, [link(f"keywordmgr.php?page=delete&remove={quote(KEYWORD)}&{TOKENS}")])]),
        _entry("delete", "log view", log, [
            (t("viewlog_php.delete_this"), True, [
                link("viewlog.php?action=dthis&log=global")]),
            (t("viewlog_php.view_logs"), False, [link("viewlog.php")])]),
    ]  # fmt: skip


def screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*picture_screens(t, ok), *message_screens(t, ok), *profile_screens(t, ok),
            *user_screens(t, ok), *album_screens(t, ok), *admin_screens(t, ok)]  # fmt: skip
