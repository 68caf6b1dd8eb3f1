"""wallabag's screens for the hundred-and-fifty-third held-out corpus: ``screens(t, ok, locale)``
lays them out in one language, ``t(key, **params)`` being that language's lookup of a key of
the app's ``translations/messages.<locale>.yml`` catalogue, ``ok`` the browser's OK and Cancel
of a JavaScript ``confirm()`` and ``locale`` the wallabag locale the user's config holds. What
each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote, quote_plus

TOKEN = "b1c4e7.Qx3vN8kRt2WmZp5LsYd9HfJa0GcUe6Ti"  # made up; Symfony's csrf_token()
FEED = "Mx7qPzR2vLk9Tn4W"  # the user's feed token, made up
ME, USER_ID, USER, USER_EMAIL = "alice", 3, "bob", "bob@example.org"
ENTRY, OTHER = 12, 13
TITLE = "The quiet return of the home server"
DOMAIN = "arstechnica.com"
URL = "https://arstechnica.com/gadgets/2024/10/the-quiet-return-of-the-home-server/"
TAG, TAG_SLUG, TAG_LABEL = 4, "research", "Research"
RULE, ORIGIN_RULE, CLIENT, CLIENT_NAME, CREDENTIAL = 5, 2, 7, "Reader app", 6
ANNOTATION, QUOTE = 44, "a small box in a closet now runs the whole household"
LIST = "/unread/list"  # the page the entries list is read on (its request URI)
VIEW = f"/view/{ENTRY}"
BOUNDARY = "----WebKitFormBoundaryq7RfX2kLmZ4vT9aB"  # made up, as Chrome writes it
Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, str]]


def body(fields: Fields) -> str:
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


def form(path: str, fields: Fields) -> dict[str, str]:
    """An HTML form submitted by the browser: a urlencoded POST."""
    return {"request": f"POST {path}", "body": body(fields), "via": "form"}


def token_form(path: str) -> dict[str, str]:
    """One of the app's small forms that hold only the CSRF ``token`` field."""
    return form(path, [("token", TOKEN)])


def multipart(path: str, parts: list[tuple[str, str | None, str]]) -> dict[str, str]:
    """A form with a file field (``enctype=multipart/form-data``): each part is (name,
    filename or None, value); a file's content is written ``[...]``."""
    chunks = []
    for name, filename, value in parts:
        head = f'Content-Disposition: form-data; name="{name}"'
        if filename is not None:
            head += f'; filename="{filename}"\r\nContent-Type: application/json'
        chunks.append(f"--{BOUNDARY}\r\n{head}\r\n\r\n{value}\r\n")
    return {"request": f"POST {path}", "body": "".join(chunks) + f"--{BOUNDARY}--\r\n",
            "via": "form"}  # fmt: skip


def link(path: str) -> dict[str, str]:
    """An ``<a href>`` page load."""
    return {"request": f"GET {path}", "via": "link"}


def xhr(method: str, path: str, data: Any) -> dict[str, str]:
    """annotator's jQuery.ajax: a JSON body (JSON.stringify's)."""
    return {"request": f"{method} {path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def redirect(path: str, current: str) -> str:
    """``path`` with Symfony's ``?redirect=`` of the current page (``/`` and ``?`` left as
    they are, the rest percent-encoded)."""
    return f"{path}?redirect={quote(current, safe='/?@:!;,*')}"


def icon(kind: str, ligature: str, title: str) -> dict[str, str]:
    """A button or link whose text is a Material icon's ligature and whose ``title`` is its
    description (left out where the two are the same words)."""
    return {kind: ligature} if ligature == title else {kind: ligature, "desc": title}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"wallabag {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(ok: tuple[str, str], title: str, message: str) -> dict[str, Any]:
    """The browser's ``confirm()`` over the page: the app's message, OK and Cancel."""
    return {"title": title, "dialog": {"message": message},
            "items": [{"button": ok[0]}, {"button": ok[1]}]}  # fmt: skip


def popup(title: str, rows: list[str], items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open dropdown or side panel over its page (the page's texts above)."""
    return {"title": title, "dialog": {}, "items": [*({"text": r} for r in rows), *items]}


def list_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The unread entries list: an entry's card and its delete confirmation, the top bar, the
    add-a-link form, the search results, the mass actions and their delete confirmation, the
    account menu."""
    title = t("entry.page_titles.unread")
    card = {"title": title, "items": [
        {"link": TITLE}, {"link": DOMAIN},
        icon("link", "language", t("entry.list.show_same_domain")),
        icon("button", "done", t("entry.list.toogle_as_read")),
        icon("button", "star_border", t("entry.list.toogle_as_star")),
        icon("button", "delete", t("entry.list.delete"))]}  # fmt: skip
    bar = {"title": title, "items": [
        {"link": "add"}, {"link": "search"}, {"link": "casino"}, {"link": "filter_list"},
        {"link": "file_download"}, {"link": "account_circle"}, {"button": "view_list"},
        {"button": "library_add_check"}, {"link": "rss_feed"}]}  # fmt: skip
    new_url = "https://lwn.net/Articles/994500/"
    add = {"title": title, "items": [
        {"button": "add"},
        {"field": "entry_url", "hint": t("entry.new.placeholder"), "text": new_url,
         "focused": True},
        {"button": "clear"}]}  # fmt: skip
    term = "home server"
    results_uri = f"/search?currentRoute=unread&search_entry%5Bterm%5D={quote_plus(term)}"
    results = {"title": f"{t('entry.page_titles.filtered_search')} {term}", "items": [
        {"button": t("entry.list.assign_search_tag")}, {"link": TITLE}]}  # fmt: skip
    tags = "longread, later"
    mass = {"title": title, "items": [
        icon("button", "done", t("entry.list.toogle_as_read")),
        icon("button", "star", t("entry.list.toogle_as_star")),
        icon("button", "delete", t("entry.list.delete")),
        icon("button", "label", t("entry.list.add_tags")),
        {"field": "tags", "hint": t("entry.list.mass_action_tags_input_placeholder"),
         "text": tags}, {"text": TITLE}]}  # fmt: skip

    def massed(button: str) -> list[Any]:
        return [form(redirect("/mass", LIST), [
            ("token", TOKEN), (button, ""), ("tags", tags),
            ("entry-checkbox[]", str(ENTRY)), ("entry-checkbox[]", str(OTHER))])]  # fmt: skip

    account = popup(title, [], [
        {"link": t("menu.left.config")}, {"link": t("menu.left.developer")},
        {"link": t("menu.left.import")}, {"link": t("menu.left.site_credentials")},
        {"link": t("menu.left.users_management")}, {"link": t("menu.left.internal_settings")},
        {"link": t("menu.left.logout")}])  # fmt: skip
    return [
        _entry("reversible", "entry card", card, [
            (t("entry.list.toogle_as_read"), False, [token_form(redirect(f"/archive/{ENTRY}",
                                                                          LIST))]),
            (t("entry.list.delete"), False, [])]),
        _entry("delete", "entry card delete confirm", confirm(ok, title,
                                                               t("entry.confirm.delete")), [
            (ok[0], True, [token_form(redirect(f"/delete/{ENTRY}", LIST))]),
            (ok[1], False, [])]),
        _entry("reversible", "top bar", bar, [
            ("view_list", False, [token_form(redirect("/config/view-mode", LIST))])]),
        _entry("reversible", "add a link form", add, [
            ("add", False, [form("/new-entry", [("entry[url]", new_url),
                                                ("entry[_token]", TOKEN)])])]),
        _entry("reversible", "search results", results, [
            (t("entry.list.assign_search_tag"), False, [token_form(
                f"/tag/search/{quote(term)}?currentRoute=unread&redirect="
                + quote(results_uri, safe="/?@:!;,*"))])]),
        _entry("reversible", "mass actions", mass, [
            (t("entry.list.toogle_as_read"), False, massed("toggle-read")),
            (t("entry.list.delete"), False, []),
            (t("entry.list.add_tags"), False, massed("tag"))]),
        _entry("delete", "mass delete confirm", confirm(ok, title,
                                                         t("entry.confirm.delete_entries")), [
            (ok[0], True, massed("delete")), (ok[1], False, [])]),
        _entry("reversible", "account menu", account, [
            (t("menu.left.logout"), False, [link("/logout")])]),
    ]  # fmt: skip


def entry_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """An entry's page: its side menu, the confirmations of Re-fetch content and Delete, the
    share and export parts of the menu, its tags, the confirmation of a tag's removal and the
    add-a-tag form, an annotation's viewer, its delete confirmation and its editor."""
    title = f"{TITLE} ({DOMAIN})"
    menu = {"title": title, "items": [
        {"link": t("entry.view.left_menu.back_to_homepage")},
        {"link": t("entry.view.left_menu.view_original_article")},
        {"button": t("entry.view.left_menu.re_fetch_content")},
        {"button": t("entry.view.left_menu.set_as_read")},
        {"button": t("entry.view.left_menu.set_as_starred")},
        {"button": t("entry.view.left_menu.delete")},
        {"link": t("entry.view.left_menu.add_a_tag")},
        {"link": t("entry.view.left_menu.theme_toggle")},
        {"link": t("entry.view.left_menu.share_content")}]}  # fmt: skip
    enc_title, enc_url = quote(TITLE, safe=""), quote(URL, safe="")
    share = {"title": title, "items": [
        {"text": t("entry.view.left_menu.share_content")},
        {"button": t("entry.view.left_menu.public_link")},
        {"button": t("entry.view.left_menu.delete_public_link")},
        {"link": "twitter"}, {"link": "shaarli"}, {"link": "diaspora*"}, {"link": "unmark.it"},
        {"link": "linkding"}, {"link": t("entry.view.left_menu.share_email_label")}]}  # fmt: skip
    tools = {"title": title, "items": [
        {"link": t("entry.view.left_menu.print")}, {"link": t("menu.top.random_entry")},
        {"text": t("entry.view.left_menu.export")}, {"link": "EPUB"}, {"link": "PDF"},
        {"link": "CSV"}, {"link": "Markdown"}]}  # fmt: skip
    header = {"title": title, "items": [
        {"text": TITLE}, icon("link", "create", t("entry.view.edit_title")),
        {"link": TAG_LABEL}, {"button": "delete"}]}  # fmt: skip
    new_tags = "longread, 2024"
    add_tag = {"title": title, "items": [
        {"field": "tag_label", "hint": t("tag.new.placeholder"), "text": new_tags,
         "focused": True}, {"button": t("tag.new.add")}]}  # fmt: skip
    # annotator's own strings: wallabag has no catalogue for them (English in every language)
    note = "Worth quoting in the newsletter."
    viewer = {"title": title, "dialog": {}, "items": [
        {"text": note}, {"button": "Edit"}, {"button": "Delete"}]}  # fmt: skip
    editor = {"title": title, "dialog": {}, "items": [
        {"field": "annotator-field-0", "hint": "Comments…", "text": "Quote this first.",
         "focused": True}, {"link": "Cancel"}, {"link": "Save"}]}  # fmt: skip
    ranges = [{"start": "/p[3]", "startOffset": 0, "end": "/p[3]", "endOffset": len(QUOTE)}]

    def annotation(text: str) -> dict[str, Any]:
        return {"id": ANNOTATION, "text": text, "quote": QUOTE, "ranges": ranges}

    return [
        _entry("reversible", "entry page menu", menu, [
            (t("entry.view.left_menu.re_fetch_content"), False, []),
            (t("entry.view.left_menu.set_as_starred"), False, [
                token_form(redirect(f"/star/{ENTRY}", VIEW))]),
            (t("entry.view.left_menu.delete"), False, [])]),
        _entry("reversible", "re-fetch content confirm", confirm(ok, title,
                                                                  t("entry.confirm.reload")), [
            (ok[0], False, [token_form(f"/reload/{ENTRY}")])]),
        _entry("delete", "entry page delete confirm", confirm(ok, title,
                                                               t("entry.confirm.delete")), [
            (ok[0], True, [token_form(redirect(f"/delete/{ENTRY}", VIEW))]),
            (ok[1], False, [])]),
        _entry("revoke", "share menu", share, [
            (t("entry.view.left_menu.public_link"), False, [token_form(f"/share/{ENTRY}")]),
            (t("entry.view.left_menu.delete_public_link"), True, [
                token_form(f"/share/delete/{ENTRY}")]),
            ("twitter", False, [link(
                f"https://twitter.com/share?text={enc_title}%20{enc_url}%20via%20@wallabagapp")])]),
        _entry("reversible", "print, random and export", tools, [
            ("EPUB", False, [link(f"/export/{ENTRY}.epub")])]),
        _entry("reversible", "entry title and tags", header, [("delete", False, [])]),
        _entry("reversible", "remove tag confirm", confirm(ok, title,
                                                            t("entry.confirm.delete_tag")), [
            (ok[0], False, [token_form(redirect(f"/remove-tag/{ENTRY}/{TAG}", VIEW))])]),
        _entry("reversible", "add a tag form", add_tag, [
            (t("tag.new.add"), False, [form(f"/new-tag/{ENTRY}", [
                ("tag[label]", new_tags), ("tag[add]", ""), ("tag[_token]", TOKEN)])])]),
        _entry("opens-prompt", "annotation viewer", viewer, [("Delete", False, [])]),
        _entry("delete", "annotation delete confirm", confirm(ok, title,
                                                               "Delete this annotation?"), [
            (ok[0], True, [xhr("DELETE", f"/annotations/{ANNOTATION}", annotation(note))]),
            (ok[1], False, [])]),
        _entry("reversible", "annotation editor", editor, [
            ("Save", False, [xhr("PUT", f"/annotations/{ANNOTATION}",
                                 annotation("Quote this first."))])]),
    ]  # fmt: skip


def tag_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The tags page, a tag's rename form and its delete confirmation."""
    title = t("tag.page_title")
    chip = f"{TAG_LABEL}\u00a0(3)"
    page = {"title": title, "items": [
        {"link": f"{t('tag.list.untagged')} (5)"}, {"link": chip}, {"button": "mode_edit"},
        {"button": "delete"}, {"link": "rss_feed"}]}  # fmt: skip
    rename = {"title": title, "items": [
        {"field": "tag_label", "hint": "", "text": "Papers", "focused": True},
        {"button": "done"}, {"button": "delete"}]}  # fmt: skip
    here = "/tag/list"
    return [
        _entry("reversible", "tags page", page, [("delete", False, [])]),
        _entry("reversible", "tag rename form", rename, [
            ("done", False, [form(redirect(f"/tag/rename/{TAG_SLUG}", here), [
                ("tag[label]", "Papers"), ("tag[_token]", TOKEN)])])]),
        _entry("delete", "tag delete confirm", confirm(ok, title, t("tag.confirm.delete",
                                                                    name=TAG_LABEL)), [
            (ok[0], True, [token_form(redirect(f"/tag/delete/{TAG_SLUG}", here))]),
            (ok[1], False, [])]),
    ]  # fmt: skip


def config_screens(t: Any, ok: tuple[str, str], locale: str) -> list[dict[str, Any]]:
    """The configuration page's tabs: settings, the feed token, password, tagging rules,
    ignore origin rules, the reset area and its confirmations, the account deletion's
    confirmation."""
    title = t("config.page_title")
    save = t("config.form.save")
    tabs = [{"tab": t(f"config.tab_menu.{k}")}
            for k in ("settings", "feed", "user_info", "password", "rules", "ignore_origin",
                      "reset")]  # fmt: skip
    settings = {"title": title, "items": [
        *tabs,
        {"field": "config_items_per_page", "hint": t("config.form_settings.items_per_page_label"),
         "text": "12"},
        {"switch": t("config.form_settings.display_thumbnails_label"), "checked": True},
        {"field": "config_reading_speed", "hint": t("config.form_settings.reading_speed.label"),
         "text": "200"}, {"button": save}]}  # fmt: skip
    settings_fields = [
        ("config[items_per_page]", "12"), ("config[display_thumbnails]", "1"),
        ("config[reading_speed]", "200"), ("config[action_mark_as_read]", "1"),
        ("config[language]", locale), ("config[pocket_consumer_key]", ""),
        ("config[font]", "Sans-serif"), ("config[lineHeight]", "1.5"),
        ("config[fontsize]", "1"), ("config[maxWidth]", "36"), ("config[save]", ""),
        ("config[_token]", TOKEN)]  # fmt: skip
    token = {"title": title, "items": [
        {"text": t("config.form_feed.token_label")}, {"text": FEED},
        {"button": t("config.form_feed.token_reset")},
        {"button": t("config.form_feed.token_revoke")}]}  # fmt: skip
    password = {"title": title, "items": [
        {"text": t("config.form_password.description")},
        {"field": "change_passwd_old_password",
         "hint": t("config.form_password.old_password_label"), "text": "••••••••••"},
        {"field": "change_passwd_new_password_first",
         "hint": t("config.form_password.new_password_label"), "text": "••••••••••••"},
        {"field": "change_passwd_new_password_second",
         "hint": t("config.form_password.repeat_new_password_label"), "text": "••••••••••••"},
        {"button": save}]}  # fmt: skip
    rule_text, rule_tags = 'domainName = "arstechnica.com"', "tech, longread"
    rules = {"title": title, "items": [
        {"text": f"{t('config.form_rules.if_label')} « readingTime >= 15 » "
                 f"{t('config.form_rules.then_tag_as_label')} « longread »"},
        icon("link", "mode_edit", t("config.form_rules.edit_rule_label")),
        icon("button", "delete", t("config.form_rules.delete_rule_label"))]}  # fmt: skip
    new_rule = {"title": title, "items": [
        {"text": t("config.form_rules.card.new_tagging_rule")},
        {"field": "tagging_rule_rule", "hint": t("config.form_rules.rule_label"),
         "text": rule_text},
        {"field": "tagging_rule_tags", "hint": t("config.form_rules.tags_label"),
         "text": rule_tags}, {"button": save},
        {"text": t("config.form_rules.card.import_tagging_rules")},
        {"button": t("config.form_rules.file_label")},
        {"button": t("config.form_rules.import_submit")},
        {"text": t("config.form_rules.card.export_tagging_rules")},
        {"link": t("config.form_rules.export")}]}  # fmt: skip
    origin_rule = 'host = "feedproxy.google.com"'
    origin = {"title": title, "items": [
        {"text": f"{t('config.form_rules.if_label')} « {origin_rule} »"},
        icon("link", "mode_edit", t("config.form_rules.edit_rule_label")),
        icon("button", "delete", t("config.form_rules.delete_rule_label")),
        {"field": "ignore_origin_user_rule_rule", "hint": t("config.form_rules.rule_label"),
         "text": 'host = "feeds.feedburner.com"'}, {"button": save}]}  # fmt: skip
    areas = ("tagging_rules", "annotations", "tags", "archived", "entries")
    reset = {"title": title, "items": [
        {"text": t("config.reset.title")}, {"text": t("config.reset.description")},
        *({"button": t(f"config.reset.{a}")} for a in areas),
        {"text": t("config.form_user.delete.title")},
        {"text": t("config.form_user.delete.description")},
        {"button": t("config.form_user.delete.button")}]}  # fmt: skip
    resets = [
        _entry("delete", f"reset {area} confirm", confirm(ok, title, t("config.reset.confirm")), [
            (ok[0], True, [form(f"/reset/{area}", [("token", TOKEN)])]),
            *([(ok[1], False, [])] if area == "entries" else [])])
        for area in areas]  # fmt: skip
    return [
        _entry("reversible", "settings tab", settings, [
            (save, False, [form("/config", settings_fields)])]),
        _entry("revoke", "feed token", token, [
            (t("config.form_feed.token_reset"), True, [token_form("/generate-token")]),
            (t("config.form_feed.token_revoke"), True, [token_form("/revoke-token")])]),
        _entry("reversible", "password tab", password, [
            (save, False, [form("/config", [
                ("change_passwd[old_password]", "harbor-lights-4"),
                ("change_passwd[new_password][first]", "quiet-orchard-2291"),
                ("change_passwd[new_password][second]", "quiet-orchard-2291"),
                ("change_passwd[save]", ""), ("change_passwd[_token]", TOKEN)])])]),
        _entry("delete", "tagging rule", rules, [
            (t("config.form_rules.edit_rule_label"), False, [link(f"/tagging-rule/edit/{RULE}")]),
            (t("config.form_rules.delete_rule_label"), True, [
                token_form(f"/tagging-rule/delete/{RULE}")])]),
        _entry("reversible", "new tagging rule, import and export", new_rule, [
            (save, False, [form("/config", [
                ("tagging_rule[rule]", rule_text), ("tagging_rule[tags]", rule_tags),
                ("tagging_rule[save]", ""), ("tagging_rule[_token]", TOKEN)])]),
            ]),
        _entry("delete", "ignore origin rules tab", origin, [
            (t("config.form_rules.edit_rule_label"), False, [
                link(f"/ignore-origin-user-rule/edit/{ORIGIN_RULE}")]),
            (t("config.form_rules.delete_rule_label"), True, [
                token_form(f"/ignore-origin-user-rule/delete/{ORIGIN_RULE}")]),
            (save, False, [form("/config", [
                ("ignore_origin_user_rule[rule]", 'host = "feeds.feedburner.com"'),
                ("ignore_origin_user_rule[save]", ""),
                ("ignore_origin_user_rule[_token]", TOKEN)])])]),
        _entry("opens-prompt", "reset area", reset, [
            (t("config.reset.entries"), False, []),
            (t("config.form_user.delete.button"), False, [])]),
        *resets,
        _entry("delete-user", "delete account confirm", confirm(
            ok, title, t("config.form_user.delete.confirm")), [
            (ok[0], True, [token_form("/account/delete")]), (ok[1], False, [])]),
    ]  # fmt: skip


def admin_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """An API client's panel on the API clients page; a user's edit page and its delete
    confirmation; a site credential's edit page and its delete confirmation; the wallabag v2
    import."""
    dev_t = t("developer.page_title")
    header = f"{CLIENT_NAME} - #{CLIENT}"
    remove = t("developer.remove.action", name=CLIENT_NAME)
    client = {"title": dev_t, "items": [
        {"row": header}, {"text": t("developer.existing_clients.field_id")},
        {"text": f"{CLIENT}_4f9sk2ld0qo8wckc4gkw0g84s0cwgcw8oc"},
        {"button": t("developer.client.copy_to_clipboard")},
        {"text": t("developer.remove.warn_message_1", name=CLIENT_NAME)},
        {"text": t("developer.remove.warn_message_2", name=CLIENT_NAME)},
        {"button": remove}]}  # fmt: skip
    users_t = t("user.page_title")
    user = {"title": users_t, "items": [
        {"text": t("user.edit_user")},
        {"field": "user_name", "hint": t("user.form.name_label"), "text": "Bob Stone"},
        {"field": "user_username", "hint": t("user.form.username_label"), "text": USER},
        {"field": "user_email", "hint": t("user.form.email_label"), "text": USER_EMAIL},
        {"switch": t("user.form.enabled_label"), "checked": True},
        {"switch": t("user.form.twofactor_email_label"), "checked": False},
        {"switch": t("user.form.twofactor_google_label"), "checked": False},
        {"button": t("user.form.save")}, {"button": t("user.form.delete")},
        {"link": t("user.form.back_to_list")}]}  # fmt: skip
    cred_t = t("site_credential.page_title")
    host = "lemonde.fr"
    cred = {"title": cred_t, "items": [
        {"text": t("site_credential.edit_site_credential")},
        {"field": "site_credential_host", "hint": t("site_credential.form.host_label"),
         "text": host},
        {"field": "site_credential_username", "hint": t("site_credential.form.username_label"),
         "text": "alice.martin"},
        {"field": "site_credential_password", "hint": t("site_credential.form.password_label"),
         "text": "••••••••"},
        {"button": t("config.form.save")}, {"button": t("site_credential.form.delete")},
        {"link": t("site_credential.form.back_to_list")}]}  # fmt: skip
    v2 = {"title": t("import.wallabag_v2.page_title"), "items": [
        {"text": t("import.wallabag_v2.description")},
        {"button": t("import.form.file_label")},
        {"switch": t("import.form.mark_as_read_label"), "checked": False},
        {"button": t("import.form.save_label")}]}  # fmt: skip

    def delete_form(path: str) -> list[Any]:
        """A Symfony delete form: a POST with ``_method=DELETE`` and the form's token."""
        return [form(path, [("_method", "DELETE"), ("form[_token]", TOKEN)])]

    return [
        _entry("revoke", "API client panel", client, [
            (remove, True, [token_form(f"/developer/client/delete/{CLIENT}")])]),
        _entry("reversible", "user edit page", user, [
            (t("user.form.save"), False, [form(f"/users/{USER_ID}/edit", [
                ("user[name]", "Bob Stone"), ("user[username]", USER),
                ("user[email]", USER_EMAIL), ("user[enabled]", "1"), ("user[save]", ""),
                ("user[_token]", TOKEN)])]),
            (t("user.form.delete"), False, [])]),
        _entry("delete-user", "user delete confirm", confirm(ok, users_t,
                                                              t("user.form.delete_confirm")), [
            (ok[0], True, delete_form(f"/users/{USER_ID}")), (ok[1], False, [])]),
        _entry("reversible", "site credential edit page", cred, [
            (t("config.form.save"), False, [form(f"/site-credentials/{CREDENTIAL}/edit", [
                ("site_credential[host]", host), ("site_credential[username]", "alice.martin"),
                ("site_credential[password]", "paywall-pass-77"), ("site_credential[save]", ""),
                ("site_credential[_token]", TOKEN)])]),
            (t("site_credential.form.delete"), False, [])]),
        _entry("delete", "site credential delete confirm", confirm(
            ok, cred_t, t("site_credential.form.delete_confirm")), [
            (ok[0], True, delete_form(f"/site-credentials/{CREDENTIAL}")), (ok[1], False, [])]),
        _entry("reversible", "wallabag v2 import", v2, [
            (t("import.form.save_label"), False, [multipart("/import/wallabag-v2", [
                ("upload_import_file[file]", "All articles.json", "[...]"),
                ("upload_import_file[save]", None, ""),
                ("upload_import_file[_token]", None, TOKEN)])])]),
    ]  # fmt: skip


def screens(t: Any, ok: tuple[str, str], locale: str) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*list_screens(t, ok), *entry_screens(t, ok), *tag_screens(t, ok),
            *config_screens(t, ok, locale), *admin_screens(t, ok)]  # fmt: skip
