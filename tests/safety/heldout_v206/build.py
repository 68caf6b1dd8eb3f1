"""Builds the two-hundred-and-sixth held-out corpus (``heldout_v206.yaml``) from a real web
app's source.

The source is diaspora* (github.com/diaspora/diaspora), a federated social network in Rails
6.1 whose pages are HAML views with a Backbone.js front end, at commit
ea6c79a94cb2e3d73e3fe28cd81fa09c5c437cb8 ("chore: drop double branching. closes #8480",
30 Apr 2026). Read: ``config/routes.rb``; the controllers ``share_visibilities``, ``report``,
``notifications``, ``conversation_visibilities`` and ``admin/users``; the views
``publisher/_publisher``, ``aspects/_aspect_dropdown``, ``contacts/_header`` and ``index``,
``conversations/index``, ``_new``, ``_show`` and ``_messages``, ``notifications/index`` and
``_notification``, ``users/_edit``, ``_close_account_modal``, ``_blocked_person``,
``admins/_user_entry``, ``report/_reports`` and ``_report_modal``; the templates
``post-controls``, ``feedback``, ``comment``, ``comment-stream``, ``stream-element``,
``poll``, ``poll_creator``, ``aspect_membership_dropdown``, ``aspect_create_modal`` and
``header``; the scripts ``app/views.js`` (report, destroyModel), ``post_controls_view``,
``feedback_view``, ``comment_view``, ``comment_stream_view``, ``publisher_view``,
``publisher/aspect_selector_view``, ``poll_view``, ``aspect_membership_view``,
``aspect_create_view``, ``conversations_form_view``, ``notifications_view``,
``pages/contacts.js``, ``osmlocator.js`` and the models and collections they save through
(post, comment, likes, reshare, block, report, poll_participation, aspect_membership,
notification).

**Screens** (34 a language): another's post (its notification bell, Report, Ignore and Hide
icons, Like, Reshare), a liked post (Unlike), the confirmations of Ignore, Hide and Reshare,
the report modal, the comment form, one's own post with a comment (the two Delete icons,
named by their classes ``remove_post`` and ``comment_delete`` as both read "Delete") and the
two deletions' confirmations, a poll, the publisher (Share, Add a poll, Get location) and the
publisher with a poll, the user menu; an aspect's contact list (rename, delete, the
membership dropdown's button), its deletion's confirmation, the membership dropdown, the new
aspect modal, the rename form, a new conversation, a conversation (Reply, Hide) and Hide's
confirmation, the notifications page; the settings' e-mail, password and e-mail
notification forms, the export and close-account part, the close-account modal and its
confirmation, the ignored users, an admin's user search result and its Close account
confirmation, the reports page and its Delete confirmation. A ``confirm()`` (the scripts'
own, or rails-ujs's for ``data-confirm``) is a dialog with the browser's OK and Cancel
(judgement call: named as Chrome names them in each language); an open dropdown or modal is
a dialog over its page; icon links are named by their ``title``.

**Strings** are the Rails catalogues ``config/locales/diaspora/<lang>.yml`` and the front
end's ``config/locales/javascript/javascript.<lang>.yml`` (``javascripts.*``, written
``js.`` here) for en, zh-CN, ja, ko, de, fr, es, pt-BR and ru; a key a language lacks shows
English's text, as Rails's and Diaspora.I18n's fallbacks do, and the build prints such keys
per language: zh-CN lacks 40 of the strings used (the admin's user search, the report modal
and reports page, several poll, publisher and conversation strings, Cancel and Create of the
JavaScript catalogue), ko 31 likewise, ja, de, fr, es, pt-BR and ru only the report modal's
four strings. Names of people, aspects, posts and typed texts are the same in every
language.

**What each action sends**, read from the code (ids, guids and the CSRF token made up).
Backbone.sync (JSON bodies, the CSRF token in a header): Like ``POST /posts/1204/likes``
``{}``, Unlike ``DELETE /posts/1204/likes/9120``; Ignore's OK ``POST /blocks``
``{"block":{"person_id":77}}``; Reshare's OK ``POST /reshares`` ``{"root_guid":..}``; the
report modal's Submit ``POST /report`` with ``item_id``, ``item_type`` and ``text``; Comment
``POST /posts/1204/comments`` ``{"text":..}``; the deletions' OK ``DELETE /posts/1210`` and
``DELETE /comments/3301``; Vote ``POST /posts/1204/poll_participations``; Share ``POST
/status_messages`` with the serialised form (``status_message.text``, ``aspect_ids``,
``location_coords``, ``poll_question``, ``poll_answers``; the poll creator's two empty
answers are sent when no poll is made); an aspect membership ``POST /aspect_memberships``
or ``DELETE /aspect_memberships/55``; Create ``POST /aspects`` ``{"person_id":..,"name":..}``.
jQuery.ajax (urlencoded): the bell ``POST /posts/1204/participation`` (empty body), Hide's OK
``PUT /share_visibilities/42`` ``post_id=1204`` (the id 42 is the script's own placeholder),
a notification's eye ``PUT /notifications/8801`` ``set_unread=false``. Get location asks the
browser for the position, then ``GET`` nominatim.openstreetmap.org's ``reverse``. rails-ujs
remote forms (XMLHttpRequest, no token field): the aspect rename ``POST /aspects/3`` with
``_method=patch``, ``aspect[name]`` and ``commit``; a new conversation ``POST
/conversations`` with ``contact_autocomplete``, ``person_ids``, ``conversation[subject]``,
``conversation[text]`` and ``commit``. Form posts (``via: form``, fields in tree order,
``_method`` then ``authenticity_token`` as Rails 6.1 writes them): Reply ``POST
/conversations/41/messages``; the settings forms ``PUT /user/edit`` (as ``POST`` with
``_method=put``; the e-mail notifications' check boxes each with Rails's hidden field, the
values inverted as the view writes them); the account's closing ``DELETE /user`` with
``user[current_password]``; the reports' ``button_to`` forms ``/report/5?type=Post`` with
``_method=put`` or ``delete``. rails-ujs ``data-method`` links, posted as a hidden form
with ``_method`` and ``authenticity_token`` (``via: form``): Log out (``delete
/users/sign_out``), the aspect's deletion (``delete /aspects/3``), the conversation's Hide
(``delete /conversations/41/visibility``), Request my profile data (``post
/user/export_profile``), Stop ignoring (``delete /blocks/9``), the admin's Make admin
and Close account (``post /admin/users/12/...``). Page loads (``via:
link``): the user menu's Settings and Admin, Mark all as read (``GET
/notifications/read_all``, a plain link: the view gives it no ``mark-all-read-link`` id, so
the script's handler never binds). Opening a modal, a dropdown, a ``confirm()`` or the
comment box, the poll creator, Cancel, and a ``data-confirm`` link's first tap send nothing.

Each action is labelled by what it does, not by its words. **Irreversible:** **send**:
Share (with or without a poll), Comment, Reshare's OK (the post goes out to the user's
followers and other pods), the report's Submit (a report to the pod's moderators), Vote
(judgement call: the poll offers no way to change or withdraw a vote), a new conversation's
Send and Reply (private messages delivered to other people); **delete**: the OK of a post's
and a comment's deletion, of an aspect's deletion (judgement call: the aspect and every
membership in it are gone, and posts limited to it lose that audience), of a conversation's
Hide (the user's visibility of the conversation is destroyed; no page brings it back), of a
report's Delete (``destroy_reported_item`` deletes the reported post or comment);
**delete-user**: the OK of Close account in the settings and of an admin's Close account on
a user. **Harmless:** Like and Unlike, the post's notification bell, Ignore (judgement call:
undone by Stop ignoring on the privacy page), Hide a post (judgement call: it toggles the
post's hidden flag for this user only; the post stays), aspect memberships added or removed
and a new aspect (judgement call: adding someone starts sharing with them, removing stops
it, both set back from the same dropdown), the aspect's rename, marking notifications read,
the settings forms (e-mail, password: judgement call, set again at will; notifications),
Request my profile data (an archive made for download), Stop ignoring, Make admin (undone
by the Remove admin button that replaces it), Mark as reviewed (judgement call: a
moderation mark, the reported item kept), Log out, Get location (an address looked up, not
posted), and every control that only opens a modal, a dropdown, a ``confirm()`` or a page.
Every screen is a web page (``web: true``) and every action states its requests and bodies.

    git clone https://github.com/diaspora/diaspora diaspora
    git -C diaspora checkout ea6c79a94cb2e3d73e3fe28cd81fa09c5c437cb8
    python tests/safety/heldout_v206/build.py diaspora

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import html
import re
import sys
from pathlib import Path
from typing import Any

import yaml

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from diaspora import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh-CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt-BR", "ru": "ru"}  # fmt: skip
# A JavaScript confirm()'s buttons as Chrome names them in each language.
OK_CANCEL = {"en": ("OK", "Cancel"), "zh": ("确定", "取消"), "ja": ("OK", "キャンセル"),
             "ko": ("확인", "취소"), "de": ("OK", "Abbrechen"), "fr": ("OK", "Annuler"),
             "es": ("Aceptar", "Cancelar"), "pt": ("OK", "Cancelar"),
             "ru": ("ОК", "Отмена")}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v206.yaml")


def read_catalogue(path: Path, lang: str, inner: str | None = None) -> dict[str, Any]:
    """A Rails YAML catalogue's tree under its language (and ``inner``, the front end's
    ``javascripts``), every value read as text (``yes:``, ``no:`` stay keys)."""
    if not path.exists():
        return {}
    tree = yaml.load(path.read_text(encoding="utf-8"), Loader=yaml.BaseLoader) or {}
    tree = tree.get(lang) or {}
    return (tree.get(inner) or {}) if inner else tree


def find(tree: dict[str, Any], key: str) -> Any:
    node: Any = tree
    for part in key.split("."):
        if not isinstance(node, dict) or part not in node:
            return None
        node = node[part]
    return node


class Lookup:
    """``t(key, **values)`` as Rails's ``t`` (``config/locales/diaspora``) or, for a ``js.``
    key, Diaspora.I18n.t (``config/locales/javascript``): a language's text, English's where
    the language lacks it (``fallbacks``); a plural's ``one`` or ``other`` by ``count``;
    ``%{name}`` and ``<%= name %>`` filled in; tags dropped and entities decoded."""

    def __init__(self, root: Path, lang: str) -> None:
        locales = root / "config" / "locales"
        self.rails = read_catalogue(locales / "diaspora" / f"{lang}.yml", lang)
        self.js = read_catalogue(locales / "javascript" / f"javascript.{lang}.yml", lang,
                                 "javascripts")  # fmt: skip
        self.en_rails = read_catalogue(locales / "diaspora" / "en.yml", "en")
        self.en_js = read_catalogue(locales / "javascript" / "javascript.en.yml", "en",
                                    "javascripts")  # fmt: skip
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **values: str) -> str:
        js = key.startswith("js.")
        bare = key[3:] if js else key
        english = find(self.en_js if js else self.en_rails, bare)
        if english is None:
            raise SystemExit(f"no key {key!r} in the English catalogue")
        text = find(self.js if js else self.rails, bare)
        if not text:
            self.fallbacks.add(key)
            text = english
        if isinstance(text, dict):
            count = values.get("count", "")
            text = text.get("one" if count == "1" else "other") or text.get("other") or ""
        for name, value in values.items():
            text = re.sub(r"%\{" + name + r"\}|<%=\s*" + name + r"\s*%>", value, text)
        return html.unescape(re.sub(r"<[^>]+>", "", text)).strip()


def main(checkout: str) -> int:
    root = Path(checkout)

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t, OK_CANCEL[lang])

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
