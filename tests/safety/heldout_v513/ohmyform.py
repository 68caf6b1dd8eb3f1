"""OhMyForm's screens for the five-hundred-and-thirteenth held-out corpus: ``screens(t, ops)``
lays them out in one language, ``t(key, **args)`` being that language's lookup of an
``ns:key`` of the app's ``ui/locales/<lang>/<ns>.json`` catalogue and ``ops`` the GraphQL
documents of ``ui/graphql`` as Apollo Client prints them, by module. What each action sends,
and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

GRAPHQL = "POST /graphql"  # publicRuntimeConfig.endpoint: the API behind the same origin
PAGE = "OhMyForm"  # document.title of every page (_app.tsx's <Head>)
CANCEL, OK = "Cancel", "OK"  # antd's Popconfirm and Modal in its default en_US locale
RESTART = "restart"  # t('from:restart'): a namespace the app lacks, so i18next shows the key
BADGE = "OhMyForm Fork & Support!"  # the Omf badge's link
ME, ME_NAME, ME_EMAIL = "N2vKfA", "mara", "mara@example.org"
FORM1, FORM1_TITLE = "Xk9PqL", "Volunteer sign-up"  # live, card layout with a start page
FORM2, FORM2_TITLE = "bR4nWz", "Team lunch survey"  # not live
FORM3, FORM3_TITLE = "Hc6TwE", "Event feedback"  # live, slider layout with an end page
NEW_FORM = "Vt5RcN"  # the id the API gives the form created on the create page
FIELD_NAME, FIELD_EMAIL = "Fa81Kc", "Gd27Hn"  # FORM1's two fields
FIELD_HEARD, FIELD_IDEAS = "Pz4YmB", "Ru9JxS"  # FORM3's two fields
SUB1, SUB2, SUB3 = "Lp3XeY", "Wq8DnR", "Ty6GbM"  # submissions of FORM1
SLIDER_SUB = "Ke2HvW"  # the submission the slider form started
TOKEN = "k3x9q0m2v7b1n8c4z6l5j0h2g9f1d3s7a8p4w6e0"  # made up: useSubmission's 40 random chars
USERS = {"Qm7TzD": ("jonas@example.org", "jonas", "Jonas", "Berg"),
         "Yd5NwP": ("li.wei@example.org", "liwei", "Li", "Wei"),
         "Cs3RkV": ("olu@example.org", "olu", "Olu", "Adeyemi"),
         "Ab4KeL": ("noor@example.org", "noor", "Noor", "Haddad")}  # fmt: skip
SUBMISSIONS = {SUB1: ("2025-03-02 10:14", "100%"), SUB2: ("2025-03-04 18:40", "50%"),
               SUB3: ("2025-03-05 08:05", "100%")}  # fmt: skip
Act = tuple[str, bool, list[Any]]


class Requests:
    """Apollo Client's HttpLink ``fetch`` of an operation: ``POST /graphql`` with the body
    ``JSON.stringify({operationName, variables, query})``, ``query`` being the printed
    document."""

    def __init__(self, ops: dict[str, tuple[str, str]]) -> None:
        self.ops = ops

    def __call__(self, module: str, variables: dict[str, Any] | None = None) -> dict[str, str]:
        name, query = self.ops[module]
        body = {"operationName": name, "variables": variables or {}, "query": query}
        return {"request": GRAPHQL,
                "body": json.dumps(body, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def page(url: str) -> dict[str, str]:
    """A page load: ``router.reload()``, an ``<a href target=_blank>`` or ``window.location``."""
    return {"request": f"GET {url}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"ohmyform {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def admin(t: Any, title: str, crumbs: list[str], extra: list[dict[str, Any]],
          content: list[dict[str, Any]]) -> dict[str, Any]:  # fmt: skip
    """Structure: the page header's breadcrumbs and title, its extra buttons, the content."""
    items = [{"link": crumb} for crumb in crumbs]
    return {"title": PAGE, "items": [*items, {"text": title}, *extra, *content]}


def confirm(message: str, ok: str) -> dict[str, Any]:
    """An antd Popconfirm: its title as the message, Cancel and its OK button."""
    return {"title": PAGE, "dialog": {"message": message},
            "items": [{"button": CANCEL}, {"button": ok}]}  # fmt: skip


def admin_screens(t: Any, q: Requests) -> list[dict[str, Any]]:
    """The admin home with its side menu, the header's user menu, the forms list, its
    delete confirmations, the create page and the form editor's tabs."""
    home, forms = t("admin:home"), t("admin:forms")
    side = admin(t, home, [], [], [
        {"text": t("statistic:totalForms")}, {"text": "3"},
        {"text": t("statistic:totalUsers")}, {"text": "4"},
        {"text": t("statistic:totalSubmissions")}, {"text": "27"},
        {"menu": home}, {"menu": t("admin:profile")}, {"text": forms.upper()},
        {"menu": forms}, {"text": t("admin:administration").upper()},
        {"menu": t("admin:users")}])  # fmt: skip
    user_menu = {"title": PAGE, "items": [
        {"text": f"Hi {ME_NAME},"}, {"menu": "Profile"}, {"menu": "Logout"}]}  # fmt: skip
    columns = [
        {"text": t(f"form:row.{c}")}
        for c in ("isLive", "title", "admin", "language", "created", "lastModified")
    ]

    def listing(form: str, title: str, live: bool) -> dict[str, Any]:
        row = [{"icon": "check-circle" if live else "close-circle"}, {"text": title},
               {"button": ME_NAME}, {"text": t("language:en")},
               {"text": "2025-02-20 09:30"}, {"text": "3 days ago"},
               {"icon": "unordered-list"}, {"icon": "edit"}, {"icon": "delete"},
               {"icon": "global" if live else "warning"}]  # fmt: skip
        return admin(t, forms, [home], [{"button": t("form:new")}], [*columns, *row])

    def delete(form: str) -> list[Any]:
        return [q("mutation/form.delete.mutation", {"id": form}), list_forms]

    list_forms = q("query/form.pager.query", {"limit": 25, "start": 0})
    create = admin(t, t("form:create"), [home, forms], [{"button": t("form:createNow")}], [
        {"tab": t("form:baseDataTab")},
        {"switch": t("form:baseData.isLive"), "checked": True},
        {"field": "form_title", "hint": t("form:baseData.title"), "text": "Choir rehearsal RSVP"},
        {"text": t("form:baseData.language")}, {"text": t("language:en")},
        {"switch": t("form:baseData.showFooter"), "checked": False},
        {"switch": t("form:baseData.anonymousSubmission"), "checked": False}])  # fmt: skip
    # The create page's hidden fields (layout, the end page's show, title and button text)
    # come first in the form's values, then the base data tab's, as antd registers them.
    created = {"form": {"layout": "card", "endPage": {
        "show": True, "title": t("form:submitted"), "buttonText": t("form:restart")},
        "isLive": True, "title": "Choir rehearsal RSVP", "language": "en"}}  # fmt: skip
    edit_t = t("form:mange", title=FORM1_TITLE)
    tabs = [{"tab": t(f"form:{k}")} for k in ("fieldsTab", "baseDataTab", "designTab",
            "notificationsTab", "startPageTab", "endPageTab", "hooksTab")]  # fmt: skip
    editor_extra = [{"button": t("admin:submissions")}, {"button": t("form:updateNow")}]
    fields_tab = admin(t, edit_t, [home, forms], editor_extra, [*tabs,
        {"text": t("type:textfield.name")}, {"icon": "delete"},
        {"field": "title", "hint": t("type:title"), "text": "Your name"},
        {"field": "description", "hint": t("type:description"), "text": ""},
        {"switch": t("type:required"), "checked": True},
        {"text": t("type:textfield.name")}, {"button": t("type:add")}])  # fmt: skip
    notifications_tab = admin(t, edit_t, [home, forms], editor_extra, [*tabs,
        {"switch": t("form:notifications.enabled"), "checked": True},
        {"field": "subject", "hint": t("form:notifications.subject"), "text": "New volunteer"},
        {"button": t("form:notifications.add")}])  # fmt: skip
    submissions_page = {"form": FORM1, "limit": 25, "start": 0, "filter": {"excludeEmpty": True}}
    return [
        _entry("harmless", "admin home side menu", side, [
            (t("admin:users"), False, [q("query/user.pager.query", {"limit": 10, "start": 0})])]),
        _entry("reversible", "header user menu", user_menu, [
            ("Logout", False, [page("/admin")])]),
        _entry("harmless", "forms list", listing(FORM1, FORM1_TITLE, True), [
            (t("form:new"), False, []),
            ("global", False, [page(f"/form/{FORM1}")]),
            (ME_NAME, False, [q("query/admin.user.query", {"id": ME})])]),
        _entry("opens-prompt", "forms list delete", listing(FORM1, FORM1_TITLE, True), [
            ("delete", False, [])]),
        _entry("delete", "delete form confirm", confirm(
            t("form:confirmDelete"), t("form:deleteNow")), [
            (t("form:deleteNow"), True, delete(FORM1)), (CANCEL, False, [])]),
        _entry("delete", "delete second form confirm", confirm(
            t("form:confirmDelete"), t("form:deleteNow")), [
            (t("form:deleteNow"), True, delete(FORM2)), (CANCEL, False, [])]),
        _entry("delete", "delete third form confirm", confirm(
            t("form:confirmDelete"), t("form:deleteNow")), [
            (t("form:deleteNow"), True, delete(FORM3))]),
        _entry("harmless", "forms list form not live", listing(FORM2, FORM2_TITLE, False), [
            ("warning", False, [page(f"/form/{FORM2}")])]),
        _entry("reversible", "create form page", create, [
            (t("form:createNow"), False, [q("mutation/form.create.mutation", created),
                                         q("query/form.query", {"id": NEW_FORM})])]),
        _entry("harmless", "form editor", fields_tab, [
            (t("form:notificationsTab"), False, []),
            (t("admin:submissions"), False, [q("query/submission.pager.query",
                                               submissions_page)]),
            (forms, False, [list_forms])]),
        _entry("reversible", "form editor add field", fields_tab, [(t("type:add"), False, [])]),
        _entry("opens-prompt", "form editor field card", fields_tab, [("delete", False, [])]),
        _entry("reversible", "remove field confirm", confirm(
            t("type:confirmDelete"), t("type:deleteNow")), [
            (t("type:deleteNow"), False, []), (CANCEL, False, [])]),
        _entry("reversible", "form editor notifications tab", notifications_tab, [
            (t("form:notifications.add"), False, [])]),
    ]  # fmt: skip


def data_screens(t: Any, q: Requests) -> list[dict[str, Any]]:
    """A form's submissions page and the confirmations of deleting a submission, the users
    list, its delete confirmations and a user's page, the profile page."""
    home, forms = t("admin:home"), t("admin:forms")
    edit_t = t("form:mange", title=FORM1_TITLE)
    page_vars = {"form": FORM1, "limit": 25, "start": 0, "filter": {"excludeEmpty": True}}
    columns = [{"text": t(f"submission:{c}")} for c in ("progress", "created", "lastModified")]

    def submissions(sub: str) -> dict[str, Any]:
        created, progress = SUBMISSIONS[sub]
        return admin(t, t("admin:submissions"), [home, forms, edit_t], [
            {"button": t("submission:export")}, {"button": t("submission:edit")},
            {"button": t("submission:add")}], [*columns,
            {"text": progress}, {"text": created}, {"text": "2 hours ago"},
            {"button": t("submission:deleteNow")}])  # fmt: skip

    def delete_submission(sub: str) -> list[Any]:
        return [q("mutation/submission.delete.mutation", {"id": sub}),
                q("query/submission.pager.query", page_vars)]  # fmt: skip

    user_columns = [{"text": t(f"user:row.{c}")} for c in ("roles", "email", "created")]

    def users(user: str) -> dict[str, Any]:
        return admin(t, t("admin:users"), [home], [], [*user_columns,
            {"text": "ADMIN"}, {"text": USERS[user][0]}, {"text": "2024-11-08 16:02"},
            {"icon": "edit"}, {"icon": "delete"}])  # fmt: skip

    def delete_user(user: str) -> list[Any]:
        return [q("mutation/user.delete.mutation", {"id": user}),
                q("query/user.pager.query", {"limit": 10, "start": 0})]  # fmt: skip

    jonas = "Qm7TzD"
    email, username, first, last = USERS[jonas]
    # BaseDataTab's labels are written in English in the code.
    user_page = admin(t, t("user:mange", email=email), [home, t("admin:users")],
                      [{"button": t("user:updateNow")}], [
        {"tab": t("user:baseData")},
        {"field": "username", "hint": "Username", "text": username},
        {"field": "email", "hint": "Email", "text": email},
        {"text": "Role"}, {"text": "USER"}, {"text": "Language"}, {"text": "EN"},
        {"field": "firstName", "hint": "First Name", "text": first},
        {"field": "lastName", "hint": "Last Name", "text": last}])  # fmt: skip
    updated_user = {"user": {"id": jonas, "username": username, "email": email,
                             "roles": ["user"], "language": "en", "firstName": first,
                             "lastName": last}}  # fmt: skip

    def profile(password: str) -> dict[str, Any]:
        return admin(t, t("admin:profile"), [home], [{"button": t("profile:updateNow")}], [
            {"field": "username", "hint": t("profile:username"), "text": ME_NAME},
            {"field": "email", "hint": t("profile:email"), "text": ME_EMAIL},
            {"text": t("profile:language")}, {"text": t("language:en")},
            {"field": "firstName", "hint": t("profile:firstName"), "text": "Mara"},
            {"field": "lastName", "hint": t("profile:lastName"), "text": "Lindqvist"},
            {"field": "password", "hint": t("profile:password"), "text": password},
            {"field": "confirm", "hint": t("profile:confirmPassword"),
             "text": password}])  # fmt: skip

    me = {"id": ME, "username": ME_NAME, "email": ME_EMAIL, "language": "en",
          "firstName": "Mara", "lastName": "Lindqvist"}  # fmt: skip
    return [
        _entry("harmless", "submissions page", submissions(SUB1), [
            (t("submission:export"), False, [q("query/submission.pager.query", {
                "form": FORM1, "limit": 50, "start": 0})]),
            (t("submission:add"), False, [page(f"/form/{FORM1}")])]),
        _entry("opens-prompt", "submissions page delete", submissions(SUB1), [
            (t("submission:deleteNow"), False, [])]),
        _entry("delete", "delete submission confirm", confirm(
            t("submission:confirmDelete"), OK), [
            (OK, True, delete_submission(SUB1)), (CANCEL, False, [])]),
        _entry("delete", "delete second submission confirm", confirm(
            t("submission:confirmDelete"), OK), [
            (OK, True, delete_submission(SUB2)), (CANCEL, False, [])]),
        _entry("delete", "delete third submission confirm", confirm(
            t("submission:confirmDelete"), OK), [(OK, True, delete_submission(SUB3))]),
        _entry("harmless", "users list", users(jonas), [
            ("edit", False, [q("query/admin.user.query", {"id": jonas})])]),
        _entry("opens-prompt", "users list delete", users(jonas), [("delete", False, [])]),
        _entry("delete-user", "delete user confirm", confirm(
            t("user:confirmDelete"), t("user:deleteNow")), [
            (t("user:deleteNow"), True, delete_user(jonas)), (CANCEL, False, [])]),
        _entry("delete-user", "delete second user confirm", confirm(
            t("user:confirmDelete"), t("user:deleteNow")), [
            (t("user:deleteNow"), True, delete_user("Yd5NwP")), (CANCEL, False, [])]),
        _entry("delete-user", "delete third user confirm", confirm(
            t("user:confirmDelete"), t("user:deleteNow")), [
            (t("user:deleteNow"), True, delete_user("Cs3RkV"))]),
        _entry("delete-user", "delete fourth user confirm", confirm(
            t("user:confirmDelete"), t("user:deleteNow")), [
            (t("user:deleteNow"), True, delete_user("Ab4KeL"))]),
        _entry("reversible", "user page", user_page, [
            (t("user:updateNow"), False, [q("mutation/user.update.mutation", updated_user)])]),
        _entry("reversible", "profile page", profile(""), [
            (t("profile:updateNow"), False, [q("mutation/profile.update.mutation",
                                               {"user": me})])]),
        _entry("reversible", "profile page new password", profile("spring-fair-25"), [
            (t("profile:updateNow"), False, [q("mutation/profile.update.mutation", {
                "user": {**me, "password": "spring-fair-25"}})])]),
    ]  # fmt: skip


def public_screens(t: Any, q: Requests) -> list[dict[str, Any]]:
    """The login, register and lost-password pages with their footer, and the public forms:
    a card form's start page, questions and thank-you, a slider form's questions and end
    page."""
    me_query = q("query/me.query")
    login = {"title": PAGE, "items": [
        {"link": BADGE},
        {"field": "username", "hint": t("login:usernamePlaceholder"), "text": ME_NAME},
        {"field": "password", "hint": t("login:passwordPlaceholder"), "text": "spring-fair-25"},
        {"button": t("login:loginNow")}, {"button": t("common:register")},
        {"button": t("common:recover")}]}  # fmt: skip
    register = {"title": PAGE, "items": [
        {"link": BADGE},
        {"field": "username", "hint": t("login:usernamePlaceholder"), "text": "sam"},
        {"field": "email", "hint": "Email", "text": "sam@example.org"},
        {"field": "password", "hint": t("login:passwordPlaceholder"), "text": "garden-hose-7"},
        {"button": t("register:registerNow")}, {"button": t("register:gotoLogin")}]}  # fmt: skip
    footer = {"title": PAGE, "items": [
        {"link": BADGE}, {"text": "Work in Progress"}, {"text": f"Hi, {ME_NAME}"},
        {"button": t("common:admin")}, {"button": t("common:profile")},
        {"button": t("common:logout")}]}  # fmt: skip
    start = {"title": PAGE, "items": [
        {"link": BADGE}, {"text": FORM1_TITLE}, {"text": "Help us at the spring fair on 12 April."},
        {"button": t("form:continue")}]}  # fmt: skip
    card = {"title": PAGE, "items": [
        {"link": BADGE}, {"text": "Your name"},
        {"field": FIELD_NAME, "hint": "", "text": "Ana Souza"},
        {"text": "Email"}, {"field": FIELD_EMAIL, "hint": "", "text": "ana@example.org"},
        {"button": t("form:previous")}, {"button": t("form:next")}]}  # fmt: skip
    thanks = {"title": PAGE, "dialog": {"message": t("form:submitted")},
              "items": [{"button": RESTART}]}  # fmt: skip

    def question(title: str, field: str, answer: str) -> dict[str, Any]:
        return {"title": PAGE, "items": [
            {"link": BADGE}, {"text": title}, {"field": field, "hint": "", "text": answer},
            {"button": t("form:previous")}, {"button": t("form:next")}]}  # fmt: skip

    end = {"title": PAGE, "items": [
        {"link": BADGE}, {"text": "Thank you!"}, {"text": "See you at the next meetup."},
        {"button": t("form:previous")}, {"button": t("form:continue")}]}  # fmt: skip

    def set_field(sub: str, field: str, value: str) -> dict[str, str]:
        return q("mutation/submission.set.field.mutation", {"submission": sub, "field": {
            "token": TOKEN, "field": field, "data": json.dumps(value)}})  # fmt: skip

    def finish(sub: str) -> dict[str, str]:
        return q("mutation/submission.finish.mutation", {"submission": sub})

    return [
        _entry("reversible", "login page", login, [
            (t("login:loginNow"), False, [
                q("mutation/login.mutation", {"username": ME_NAME, "password": "spring-fair-25"}),
                me_query, q("query/admin.statistic.query")]),
            (t("common:recover"), False, [me_query])]),
        _entry("reversible", "register page", register, [
            (t("register:registerNow"), False, [
                q("mutation/register.mutation", {"user": {
                    "username": "sam", "email": "sam@example.org", "password": "garden-hose-7"}}),
                q("query/status.query"), me_query]),
            (t("register:gotoLogin"), False, [me_query])]),
        _entry("reversible", "lost password page footer", footer, [
            (t("common:logout"), False, [page("/login/recover")])]),
        _entry("harmless", "card form start page", start, [(t("form:continue"), False, [])]),
        _entry("send", "card form questions", card, [
            (t("form:next"), True, [set_field(SUB1, FIELD_NAME, "Ana Souza"),
                                    set_field(SUB1, FIELD_EMAIL, "ana@example.org"),
                                    finish(SUB1)]),
            (t("form:previous"), False, [])]),
        _entry("harmless", "card form submitted", thanks, [
            (RESTART, False, [page(f"/form/{FORM1}")])]),
        _entry("reversible", "slider form first question", question(
            "How did you hear about the event?", FIELD_HEARD, "From a friend"), [
            (t("form:next"), False, [set_field(SLIDER_SUB, FIELD_HEARD, "From a friend")])]),
        _entry("send", "slider form last question", question(
            "Anything we should change?", FIELD_IDEAS, "More seating, please."), [
            (t("form:next"), True, [set_field(SLIDER_SUB, FIELD_IDEAS, "More seating, please."),
                                    finish(SLIDER_SUB)]),
            (t("form:previous"), False, [])]),
        _entry("send", "slider form end page", end, [
            (t("form:continue"), True, [finish(SLIDER_SUB)])]),
    ]  # fmt: skip


def screens(t: Any, ops: dict[str, tuple[str, str]]) -> list[dict[str, Any]]:
    q = Requests(ops)
    return [*admin_screens(t, q), *data_screens(t, q), *public_screens(t, q)]
