"""phpMyFAQ's screens for the hundred-and-sixty-third held-out corpus: ``screens(t, ok)`` lays
them out in one language, ``t(key)`` being that language's lookup of a key of the app's
``phpmyfaq/translations/language_<code>.php`` catalogue and ``ok`` the browser's OK and Cancel
of a JavaScript ``confirm()``. What each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

ADMIN = "/admin/"  # the admin pages' <base href>; the admin scripts fetch "./api/..."
CSRF = "9c2f4e1a7b3d5f60"  # made up; phpMyFAQ's Token::getTokenString()
FAQ, LANG, CAT, QUESTION, USER, GROUP, ATT, INSTANCE = "42", "en", "3", "5", "7", "2", "11", "4"
CAT_NAME, FAQ_TITLE, USER_NAME, GROUP_NAME = (
    "Databases",
    "How do I reset my router?",
    "Bob",
    "Editors",
)
MONTH = "2026-07"
Act = tuple[str, bool, list[Any]]


def js(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def api(method: str, path: str, data: Any = None, base: str = ADMIN) -> Any:
    """A fetch() of the admin (or public) scripts; a body is JSON.stringify's."""
    if data is None:
        return f"{method} {base}api/{path}"
    return {"request": f"{method} {base}api/{path}", "body": js(data)}


def link(path: str) -> dict[str, str]:
    """An ``<a href>`` page load (relative to the page's <base href>)."""
    return {"request": f"GET {path}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"phpmyfaq {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def modal(page: str, title: str, message: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A Bootstrap modal over its page: its heading and body text, then its buttons."""
    return {"title": page, "dialog": {"title": title, "message": message}, "items": items}


def confirm(page: str, ok: tuple[str, str]) -> dict[str, Any]:
    """instance.ts's and search.ts's ``confirm('Are you sure?')`` (an English literal)."""
    return {"title": page, "dialog": {"message": "Are you sure?"},
            "items": [{"button": ok[0]}, {"button": ok[1]}]}  # fmt: skip


def faq_screens(t: Any) -> list[dict[str, Any]]:
    title = t("msgHeaderFAQOverview")
    collapsed = {"title": title, "items": [
        {"field": "pmf-faq-overview-search", "hint": t("msgAdminSearchFaqs"), "text": ""},
        {"switch": t("msgOnlyNewFAQs"), "checked": False},
        {"button": CAT_NAME}]}  # fmt: skip
    rows = {"title": title, "items": [
        {"text": t("msgQuestion")}, {"link": FAQ_TITLE},
        {"id": f"sticky_record_{CAT}_{FAQ}"},
        {"button": t("msgStatusReview"), "desc": t("ad_entry_status")},
        {"id": "bi-pencil"}, {"id": "bi-copy"},
        {"id": "dropdownAddNewTranslation"},
        {"id": "pmf-button-delete-faq"}]}  # fmt: skip
    status = {"title": title, "dialog": {}, "items": [
        {"menu": t("msgStatusDraft")}, {"menu": t("msgStatusReview")},
        {"menu": t("msgStatusPublished")}]}  # fmt: skip
    delete = modal(title, t("msgDelete"), f"{t('ad_entry_del_1')} {t('ad_entry_del_3')}", [
        {"button": t("msgCancel")},
        {"button": t("msgDelete"), "rid": "confirmDeleteFaqButton"}])  # fmt: skip

    def status_body(value: str) -> dict[str, Any]:
        return api("POST", "faq/status", {"csrf": CSRF, "categoryId": CAT, "faqIds": [FAQ],
                                          "faqLanguage": LANG, "status": value})  # fmt: skip

    return [
        _entry(
            "reversible",
            "faq overview",
            collapsed,
            [(CAT_NAME, False, [api("GET", f"faqs/{CAT}/{LANG}")])],
        ),
        _entry(
            "reversible",
            "faq overview rows",
            rows,
            [
                (FAQ_TITLE, False, [link(f"{ADMIN}faq/edit/{FAQ}/{LANG}")]),
                (
                    f"sticky_record_{CAT}_{FAQ}",
                    False,
                    [
                        api(
                            "POST",
                            "faq/sticky",
                            {
                                "csrf": CSRF,
                                "categoryId": CAT,
                                "faqIds": [FAQ],
                                "faqLanguage": LANG,
                                "checked": True,
                            },
                        )
                    ],
                ),
                ("bi-copy", False, [link(f"{ADMIN}faq/copy/{FAQ}/{LANG}")]),
                ("dropdownAddNewTranslation", False, [api("GET", f"category/translations/{CAT}")]),
                ("pmf-button-delete-faq", False, []),
            ],
        ),
        _entry(
            "reversible",
            "faq status select",
            status,
            [(t("msgStatusDraft"), False, [status_body("draft")])],
        ),
        _entry(
            "publish",
            "faq status select",
            status,
            [(t("msgStatusPublished"), True, [status_body("published")])],
        ),
        _entry(
            "delete",
            "faq delete modal",
            delete,
            [
                (t("msgCancel"), False, []),
                (
                    "confirmDeleteFaqButton",
                    True,
                    [
                        api(
                            "DELETE",
                            "faq/delete",
                            {"csrf": CSRF, "faqId": FAQ, "faqLanguage": LANG},
                        )
                    ],
                ),
            ],
        ),
    ]


def content_screens(t: Any) -> list[dict[str, Any]]:
    cat_title = t("msgHeaderCategoryOverview")
    cat_row = {"title": cat_title, "items": [
        {"link": t("msgAddCategory")}, {"link": t("msgCategoryMatrix")}, {"text": CAT_NAME},
        {"link": "", "desc": t("ad_quick_entry")},
        {"link": "", "desc": t("ad_quick_sub_category")},
        {"link": "", "desc": t("ad_kateg_rename")},
        {"button": "", "desc": t("msgDelete")}]}  # fmt: skip
    cat_delete = modal(cat_title, t("ad_categ_delete"), t("ad_categ_deletesure"), [
        {"button": t("msgCancel")},
        {"button": t("msgDelete"), "rid": "confirmDeleteButton"}])  # fmt: skip
    comments = {"title": t("adminHeaderComments"), "items": [
        {"tab": t("msgAdminCommentFaqs")}, {"tab": t("msgAdminCommentNews")},
        {"id": "comments[]"}, {"link": "Carol"}, {"text": "Worked for me, thanks!"},
        {"button": t("msgDelete")}]}  # fmt: skip
    questions = {"title": t("msgOpenQuestions"), "items": [
        {"id": "questions[]"}, {"text": "Can I export FAQs as PDF?"},
        {"button": t("ad_gen_yes"), "desc": t("ad_entry_visibility")},
        {"link": t("ad_ques_take")}, {"link": t("msgQuestionHistory")},
        {"button": t("msgDelete")}]}  # fmt: skip
    answered = {"title": t("msgOpenQuestions"), "items": [
        {"text": "Can I export FAQs as PDF?"}, {"link": t("msg2answerFAQ")},
        {"button": t("msgReopenQuestion")}, {"link": t("msgQuestionHistory")}]}  # fmt: skip
    att = {"title": t("ad_menu_attachment_admin"), "items": [
        {"text": "router-manual.pdf"},
        {"button": "", "desc": t("ad_gen_delete")},
        {"button": "", "desc": t("msgAdminCleanupMissingAttachment")},
        {"link": "", "desc": t("ad_entry_faq_record")}]}  # fmt: skip
    return [
        _entry(
            "reversible",
            "category overview row",
            cat_row,
            [
                (t("ad_quick_entry"), False, [link(f"{ADMIN}faq/add/{CAT}/{LANG}")]),
                (t("ad_kateg_rename"), False, [link(f"{ADMIN}category/edit/{CAT}")]),
                (t("msgDelete"), False, []),
            ],
        ),
        _entry(
            "delete",
            "category delete modal",
            cat_delete,
            [
                (t("msgCancel"), False, []),
                (
                    "confirmDeleteButton",
                    True,
                    [
                        api(
                            "DELETE",
                            "category/delete",
                            {"categoryId": CAT, "language": LANG, "csrfToken": CSRF},
                        )
                    ],
                ),
            ],
        ),
        _entry(
            "delete",
            "comments",
            comments,
            [
                (
                    t("msgDelete"),
                    True,
                    [
                        api(
                            "DELETE",
                            "content/comments",
                            {"type": "faq", "data": {"pmf-csrf-token": CSRF, "comments[]": "17"}},
                        )
                    ],
                )
            ],
        ),
        _entry(
            "delete",
            "open questions",
            questions,
            [
                (
                    t("ad_gen_yes"),
                    False,
                    [
                        api(
                            "PUT",
                            "question/visibility/toggle",
                            {"questionId": QUESTION, "visibility": False, "csrfToken": CSRF},
                        )
                    ],
                ),
                (
                    t("msgDelete"),
                    True,
                    [
                        api(
                            "DELETE",
                            "question/delete",
                            {"data": {"pmf-csrf-token": CSRF, "questions[]": QUESTION}},
                        )
                    ],
                ),
            ],
        ),
        _entry(
            "reversible",
            "answered open question",
            answered,
            [
                (
                    t("msgReopenQuestion"),
                    False,
                    [api("PUT", "question/reopen", {"questionId": QUESTION, "csrfToken": CSRF})],
                ),
                (t("msg2answerFAQ"), False, [link(f"{ADMIN}faq/answer/{FAQ}/{LANG}")]),
            ],
        ),
        _entry(
            "delete",
            "attachments",
            att,
            [
                (
                    t("ad_gen_delete"),
                    True,
                    [api("DELETE", "content/attachments", {"attId": ATT, "csrf": CSRF})],
                ),
                (
                    t("msgAdminCleanupMissingAttachment"),
                    False,
                    [api("POST", "content/attachments/refresh", {"attId": ATT, "csrf": CSRF})],
                ),
            ],
        ),
    ]


def user_screens(t: Any) -> list[dict[str, Any]]:
    title = t("ad_user")
    tabs = [{"tab": t("ad_user_rights")}, {"tab": t("ad_menu_passwd")}]

    def profile(status: str) -> dict[str, Any]:
        return {"title": title, "items": [
            {"button": t("ad_user_add")}, {"link": t("list_all_users")},
            {"text": USER_NAME}, {"button": t("ad_user_delete")}, *tabs,
            {"button": status, "desc": t("ad_user_status")},
            {"field": "display_name", "hint": t("msgRealname"), "text": USER_NAME},
            {"button": t("ad_gen_save")}]}  # fmt: skip

    def edit(status: str) -> dict[str, Any]:
        return api(
            "PUT",
            "user/edit",
            {
                "csrfToken": CSRF,
                "userId": USER,
                "display_name": USER_NAME,
                "email": "bob@example.org",
                "last_modified": "2026-08-01 10:12",
                "user_status": status,
                "is_superadmin": False,
                "overwrite_twofactor": False,
            },
        )

    rights = {"title": title, "items": [
        {"text": USER_NAME}, {"button": t("ad_user_checkall")},
        {"button": t("ad_user_uncheckall")}, {"switch": "add_faq", "checked": True},
        {"button": t("ad_gen_save")}]}  # fmt: skip
    security = {"title": title, "items": [
        {"text": USER_NAME}, {"text": t("ad_menu_passwd")},
        {"button": t("ad_user_overwrite_passwd")}]}  # fmt: skip
    overwrite = modal(title, t("ad_menu_passwd"), "", [
        {"field": "npass", "hint": t("ad_passwd_new"), "text": "••••••••••"},
        {"field": "bpass", "hint": t("ad_passwd_con"), "text": "••••••••••"},
        {"button": t("ad_user_overwrite_passwd")}])  # fmt: skip
    add = modal(title, t("ad_adus_adduser"), "", [
        {"field": "add_user_name", "hint": t("ad_adus_name"), "text": "dave"},
        {"field": "add_user_realname", "hint": t("msgRealname"), "text": "Dave"},
        {"field": "add_user_email", "hint": t("msgEmail"), "text": "dave@example.org"},
        {"switch": t("ad_add_user_change_password"), "checked": True},
        {"button": t("ad_gen_cancel")}, {"button": t("ad_gen_save")}])  # fmt: skip
    delete = modal(title, t("msgWarning"), f"{t('ad_user_deleteUser')} '{USER_NAME}'?", [
        {"button": t("ad_gen_no")}, {"button": t("ad_gen_yes")}])  # fmt: skip
    return [
        _entry(
            "reversible",
            "user profile",
            profile(t("msgActive")),
            [(t("ad_user_delete"), False, []), (t("ad_gen_save"), False, [edit("active")])],
        ),
        _entry(
            "reversible",
            "user profile, status set to blocked",
            profile(t("ad_user_blocked")),
            [(t("ad_gen_save"), False, [edit("blocked")])],
        ),
        _entry(
            "send",
            "blocked user's profile, status set to active",
            profile(t("msgActive")),
            [(t("ad_gen_save"), True, [edit("active")])],
        ),
        _entry(
            "reversible",
            "user permissions tab",
            rights,
            [
                (
                    t("ad_gen_save"),
                    False,
                    [
                        api(
                            "PUT",
                            "user/update-rights",
                            {"csrfToken": CSRF, "userId": USER, "userRights": ["1", "2", "5"]},
                        )
                    ],
                )
            ],
        ),
        _entry(
            "opens-prompt",
            "user security tab",
            security,
            [(t("ad_user_overwrite_passwd"), False, [])],
        ),
        _entry(
            "credentials",
            "password overwrite modal",
            overwrite,
            [
                (
                    t("ad_user_overwrite_passwd"),
                    True,
                    [
                        api(
                            "PUT",
                            "user/overwrite-password",
                            {
                                "csrf": CSRF,
                                "userId": USER,
                                "newPassword": "Tr0ub4dor&3x",
                                "passwordRepeat": "Tr0ub4dor&3x",
                            },
                        )
                    ],
                )
            ],
        ),
        _entry(
            "send",
            "add user modal",
            add,
            [
                (
                    t("ad_gen_save"),
                    True,
                    [
                        api(
                            "POST",
                            "user/add",
                            {
                                "csrf": CSRF,
                                "userName": "dave",
                                "realName": "Dave",
                                "email": "dave@example.org",
                                "automaticPassword": True,
                                "password": "",
                                "passwordConfirm": "",
                                "isSuperAdmin": False,
                            },
                        )
                    ],
                )
            ],
        ),
        _entry(
            "delete-user",
            "user delete modal",
            delete,
            [
                (t("ad_gen_no"), False, []),
                (
                    t("ad_gen_yes"),
                    True,
                    [api("DELETE", "user/delete", {"csrfToken": CSRF, "userId": USER})],
                ),
            ],
        ),
    ]


def group_screens(t: Any) -> list[dict[str, Any]]:
    title = t("ad_menu_group_administration")
    details = {"title": title, "items": [
        {"link": t("ad_group_add_link")}, {"text": GROUP_NAME},
        {"button": t("ad_group_deleteGroup")},
        {"tab": t("ad_group_details")}, {"tab": t("ad_group_members")},
        {"tab": t("ad_group_rights")},
        {"field": "update_group_name", "hint": t("ad_group_name"), "text": GROUP_NAME},
        {"switch": t("ad_group_autoJoin"), "checked": False},
        {"button": t("ad_gen_save")}]}  # fmt: skip
    members = {"title": title, "items": [
        {"text": GROUP_NAME}, {"tab": t("ad_group_details")}, {"tab": t("ad_group_members")},
        {"switch": "carol", "checked": False}, {"button": t("ad_gen_save")}]}  # fmt: skip
    rights = {"title": title, "items": [
        {"text": GROUP_NAME}, {"tab": t("ad_group_details")}, {"tab": t("ad_group_rights")},
        {"switch": "edit_faq", "checked": True}, {"button": t("ad_gen_save")}]}  # fmt: skip
    delete = modal(title, t("ad_group_deleteGroup"), f"{t('ad_group_deleteQuestion')} {GROUP_NAME}",
                   [{"button": t("ad_gen_cancel")}, {"button": t("ad_gen_delete")}])  # fmt: skip
    add = {"title": t("ad_group_add"), "items": [
        {"field": "group_name", "hint": t("ad_group_name"), "text": "Reviewers"},
        {"field": "group_description", "hint": t("ad_group_description"), "text": ""},
        {"switch": t("ad_group_autoJoin"), "checked": False},
        {"link": t("ad_gen_cancel")}, {"button": t("ad_gen_save")}]}  # fmt: skip
    create = {
        "request": f"POST {ADMIN}group/create",
        "via": "form",
        "body": f"pmf-csrf-token={CSRF}&group_name=Reviewers&group_description=",
    }
    gid = int(GROUP)
    return [
        _entry(
            "reversible",
            "group details tab",
            details,
            [
                (t("ad_group_deleteGroup"), False, []),
                (
                    t("ad_gen_save"),
                    False,
                    [
                        api(
                            "POST",
                            "group/update",
                            {
                                "groupId": gid,
                                "name": GROUP_NAME,
                                "description": "",
                                "autoJoin": False,
                                "csrfToken": CSRF,
                            },
                        )
                    ],
                ),
            ],
        ),
        _entry(
            "reversible",
            "group members tab",
            members,
            [
                (
                    t("ad_gen_save"),
                    False,
                    [
                        api(
                            "POST",
                            "group/members",
                            {"groupId": gid, "memberIds": [7, 9], "csrfToken": CSRF},
                        )
                    ],
                )
            ],
        ),
        _entry(
            "reversible",
            "group permissions tab",
            rights,
            [
                (
                    t("ad_gen_save"),
                    False,
                    [
                        api(
                            "POST",
                            "group/permissions",
                            {"groupId": gid, "rightIds": [1, 2, 3], "csrfToken": CSRF},
                        )
                    ],
                )
            ],
        ),
        _entry(
            "delete",
            "group delete modal",
            delete,
            [
                (t("ad_gen_cancel"), False, []),
                (
                    t("ad_gen_delete"),
                    True,
                    [api("POST", "group/delete", {"groupId": gid, "csrfToken": CSRF})],
                ),
            ],
        ),
        _entry("reversible", "add group page", add, [(t("ad_gen_save"), False, [create])]),
    ]


def system_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    backup = {"title": t("msgBackup"), "items": [
        {"text": t("ad_csv_head")}, {"link": t("ad_csv_linkdat")}, {"link": t("ad_csv_linklog")},
        {"text": t("ad_csv_head2")}, {"field": "userfile", "hint": t("ad_csv_file"),
                                       "text": "phpmyfaq-backup.sql"},
        {"button": t("ad_csv_ok")}]}  # fmt: skip
    restore = {
        "request": f"POST {ADMIN}backup/restore?csrf={CSRF}",
        "via": "form",
        "body": "userfile=phpmyfaq-backup.sql",
    }
    config = {"title": t("ad_config_edit"), "items": [
        {"switch": "records.enableCloseQuestion", "checked": False},
        {"button": t("ad_config_save")}]}  # fmt: skip
    sessions = {"title": t("ad_stat_sess"), "items": [
        {"button": t("ad_clear_all_visits")}, {"text": t("ad_stat_management")},
        {"button": MONTH, "desc": t("ad_stat_choose")},
        {"button": t("ad_stat_delete")}]}  # fmt: skip
    visits = modal(t("ad_stat_sess"), t("ad_clear_all_visits"), t("ad_clear_all_visits_confirm"), [
        {"button": t("ad_gen_cancel")},
        {"button": t("ad_clear_all_visits"), "rid": "pmf-admin-clear-visits"}])  # fmt: skip
    log = {"title": t("ad_menu_adminlog"), "items": [
        {"button": t("msgAdminLogExportCsv")}, {"button": t("msgAdminLogVerifyIntegrity")},
        {"button": t("ad_adminlog_del_older_30d")}]}  # fmt: skip
    ratings = {"title": t("ad_rs"), "items": [{"button": t("ad_delete_all_votings")}]}
    instances = {"title": t("ad_menu_instances"), "items": [
        {"link": t("ad_instance_add")}, {"text": "https://support.example.org/"},
        {"id": "bi-pencil"},
        {"id": "pmf-instance-delete"}]}  # fmt: skip
    return [
        _entry(
            "delete",
            "backup page",
            backup,
            [
                (t("ad_csv_linkdat"), False, [link(f"{ADMIN}backup/export/content")]),
                (t("ad_csv_ok"), True, [restore]),
            ],
        ),
        _entry(
            "reversible",
            "configuration",
            config,
            [(t("ad_config_save"), False, [f"POST {ADMIN}api/configuration"])],
        ),
        _entry(
            "delete",
            "sessions statistics",
            sessions,
            [
                (
                    t("ad_stat_delete"),
                    True,
                    [api("DELETE", "statistics/sessions", {"csrfToken": CSRF, "month": MONTH})],
                )
            ],
        ),
        _entry(
            "delete",
            "clear visits modal",
            visits,
            [
                (t("ad_gen_cancel"), False, []),
                (
                    "pmf-admin-clear-visits",
                    True,
                    [api("DELETE", "statistics/visits/clear", {"csrfToken": CSRF})],
                ),
            ],
        ),
        _entry(
            "delete",
            "admin log",
            log,
            [
                (
                    t("msgAdminLogExportCsv"),
                    False,
                    [api("POST", "statistics/admin-log/export", {"csrf": CSRF})],
                ),
                (
                    t("ad_adminlog_del_older_30d"),
                    True,
                    [api("DELETE", "statistics/admin-log", {"csrfToken": CSRF})],
                ),
            ],
        ),
        _entry(
            "delete",
            "ratings statistics",
            ratings,
            [
                (
                    t("ad_delete_all_votings"),
                    True,
                    [api("DELETE", "statistics/ratings/clear", {"csrfToken": CSRF})],
                )
            ],
        ),
        _entry(
            "opens-prompt",
            "instances",
            instances,
            [(t("ad_instance_add"), False, []), ("pmf-instance-delete", False, [])],
        ),
        _entry(
            "delete",
            "instance delete confirm",
            confirm(t("ad_menu_instances"), ok),
            [
                (ok[1], False, []),
                (
                    ok[0],
                    True,
                    [api("DELETE", "instance/delete", {"csrf": CSRF, "instanceId": INSTANCE})],
                ),
            ],
        ),
    ]


def public_screens(t: Any) -> list[dict[str, Any]]:
    ask = {"title": t("msgQuestion"), "items": [
        {"field": "name", "hint": t("msgNewContentName"), "text": "Erin"},
        {"field": "email", "hint": t("msgNewContentMail"), "text": "erin@example.org"},
        {"field": "question", "hint": t("msgQuestion"), "text": "Is there a dark mode?"},
        {"button": t("msgNewContentSubmit")}]}  # fmt: skip
    contact = {"title": t("msgContact"), "items": [
        {"field": "name", "hint": t("msgNewContentName"), "text": "Erin"},
        {"field": "email", "hint": t("msgNewContentMail"), "text": "erin@example.org"},
        {"field": "question", "hint": t("msgMessage"), "text": "Your search is broken."},
        {"button": t("msgNewContentSubmit")}]}  # fmt: skip
    comment = modal(FAQ_TITLE, t("msgCommentHeader"), "", [
        {"field": "user", "hint": t("msgNewContentName"), "text": "Erin"},
        {"field": "mail", "hint": t("msgNewContentMail"), "text": "erin@example.org"},
        {"field": "comment_text", "hint": t("msgYourComment"), "text": "Step 3 fixed it."},
        {"button": t("msgCancel")}, {"button": t("msgNewContentSubmit")}])  # fmt: skip
    logout = {"title": t("ad_menu_startpage"), "items": [{"link": t("admin_mainmenu_logout")}]}
    return [
        _entry(
            "send",
            "ask a question",
            ask,
            [
                (
                    t("msgNewContentSubmit"),
                    True,
                    [
                        api(
                            "POST",
                            "question/create",
                            {
                                "lang": LANG,
                                "pmf-csrf-token": CSRF,
                                "name": "Erin",
                                "email": "erin@example.org",
                                "category": CAT,
                                "question": "Is there a dark mode?",
                            },
                            base="/",
                        )
                    ],
                )
            ],
        ),
        _entry(
            "send",
            "contact form",
            contact,
            [
                (
                    t("msgNewContentSubmit"),
                    True,
                    [
                        api(
                            "POST",
                            "contact",
                            {
                                "lang": LANG,
                                "name": "Erin",
                                "email": "erin@example.org",
                                "question": "Your search is broken.",
                            },
                            base="/",
                        )
                    ],
                )
            ],
        ),
        _entry(
            "send",
            "comment modal",
            comment,
            [
                (
                    t("msgNewContentSubmit"),
                    True,
                    [
                        api(
                            "POST",
                            "comment/create",
                            {
                                "id": FAQ,
                                "lang": LANG,
                                "type": "faq",
                                "pmf-csrf-token": CSRF,
                                "user": "Erin",
                                "mail": "erin@example.org",
                                "comment_text": "Step 3 fixed it.",
                            },
                            base="/",
                        )
                    ],
                )
            ],
        ),
        _entry(
            "reversible",
            "admin dashboard",
            logout,
            [(t("admin_mainmenu_logout"), False, [link(f"{ADMIN}logout?csrf={CSRF}")])],
        ),
    ]


def screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    return [*faq_screens(t), *content_screens(t), *user_screens(t), *group_screens(t),
            *system_screens(t, ok), *public_screens(t)]  # fmt: skip
