"""Builds the four-hundred-and-forty-third held-out corpus (``heldout_v443.yaml``) from a real web
app's source.

The source is Plume (github.com/Plume-org/Plume), a federated blogging engine written in Rust
(Rocket) whose pages are rendered on the server from Ructe templates, at commit
befea20fdfb279c30cf2e61a98a2d52ed17752d8 ("Merge pull request 'fix deadlock in search init and
improve search-db filling' (#1164) from 1686a/fast-fill into main", 8 Apr 2025). Read: the
routes ``src/main.rs`` (the mounted routes and the CSRF fairing), ``src/routes/posts.rs``
(details, new, edit, update, create, delete, remote_interact), ``comments.rs`` (create,
delete), ``likes.rs``, ``reshares.rs``, ``user.rs`` (follow, edit, update, delete, create),
``blogs.rs`` (create, edit, update, delete), ``medias.rs`` (list, details, delete,
set_avatar), ``session.rs`` (login, logout, the password reset request and form),
``email_signups.rs``, ``instance.rs`` (update_settings, toggle_block, admin_users,
admin_search_users, edit_users and ban, add_email_blocklist, delete_email_blocklist),
``search.rs`` and ``mod.rs`` (RemoteForm); ``src/template_utils.rs`` (Input's markup); the
templates ``base.rs.html`` (the signed-in menu, the document title ``{title} ⋅ Plume``),
``posts/details.rs.html``, ``posts/new.rs.html``, ``posts/remote_interact.rs.html``,
``remote_interact_base.rs.html``, ``partials/comment.rs.html``, ``partials/image_select.rs.html``,
``blogs/details.rs.html``, ``blogs/edit.rs.html``, ``blogs/new.rs.html``,
``users/dashboard.rs.html``, ``users/edit.rs.html``, ``users/header.rs.html``,
``users/new.rs.html``, ``email_signups/new.rs.html``, ``medias/index.rs.html``,
``medias/details.rs.html``, ``session/login.rs.html``, ``session/password_reset_request.rs.html``,
``session/password_reset.rs.html``, ``instance/admin.rs.html``, ``instance/admin_header.rs.html``,
``instance/list.rs.html``, ``instance/users.rs.html``, ``instance/emailblocklist.rs.html`` and
``search/index.rs.html``; the models ``plume-models/src/users.rs``, ``blogs.rs`` and
``medias.rs`` (what a deletion removes); and, for where the CSRF field goes in a form,
``src/csrf_proxy.rs`` of the rocket_csrf fork the app depends on
(github.com/Plume-org/rocket_csrf).

**Screens** (41 a language, 56 actions). Session: the signed-in menu, the login page, the
password reset request page and the new password page, the registration page and the e-mail
sign-up page. Reading another author's article: its like, boost and subscribe forms, and the
same after they were used (the undo buttons), the comment form with a comment's Respond link,
the reply form, the reader's own comment and its ``confirm()``, the article signed out and its
remote interaction page. Writing: a draft's bottom bar and its ``confirm()``, the draft's editor
with its draft box ticked and unticked, the new article editor with the box ticked and
unticked, a published article's editor. Blogs: the blog's page, its settings, its danger zone
and ``confirm()``, the new blog page, the dashboard. Account: the gallery, a media's page, the
account settings and their danger zone, another user's profile. Administration: the
configuration tab, the instances list, the users list (its search, its open action menu, and
Ban and Grant moderator rights chosen with a user ticked), the e-mail blocklist's form and
list, and the search page. A screen's title is the document title; a heading that says the
same as a control is left out of the items. A page's ``confirm()`` (``onclick`` on the article
and comment delete buttons, ``onsubmit`` on the blog delete form) is a web dialog with no
title, its message and Chrome's two buttons in the case's language
(:data:`m2miner.testing.safety_corpus.CONFIRM_BUTTONS`); its OK and its Cancel are two entries
of one screen. A ``<select>`` shows its chosen option as a button, and its open list as a menu.
The editors are the classic form (``#plume-fallback-editor``), which the rich editor's own
Publish button also submits. Left out: media upload (a multipart body), the rich editor's
popup, and the row checkboxes of the users and blocklist lists, which have no name (the one
ticked shows in the body).

**Strings** are the gettext catalogues ``po/plume/<lang>.po`` for zh, ja, ko, de, fr, es, pt
and ru (the app's only Chinese catalogue is Traditional Chinese, zh_TW, and its Portuguese one
is pt_BR), English being the msgids of ``po/plume/plume.pot``; an empty or fuzzy entry shows
the msgid, as gettext does, and the build prints which strings each language shows in English.
The Korean catalogue ships with no translated string, so every Korean screen shows English
words (Chrome's own ``confirm()`` buttons are Korean). "Search users" is newer than every
catalogue, and "An email will be sent to provided email. You can continue signing-up via the
email." is translated in none of them, so every language shows both in English; Portuguese
and Russian also lack "Email confirmation". A few template strings are English literals, not
catalogue strings, and show in English everywhere ("Forgot your password?", the search box's
"Your query"). Names of the blogs, articles, users, instances and typed texts are the same in
every language.

**What each action sends**, read from the code; every path is on the instance's own origin.
A form is posted by the browser (``via: form``, urlencoded as a browser does: ``*`` kept, a
space ``+``, fields in tree order, an unticked box sending nothing, a ticked one ``on``, a
nameless submit nothing). The CSRF fairing inserts ``<input type="hidden" name="csrf-token">``
before the first control of every form, or after a first ``_method`` field, so the blog and
account settings (Rocket's ``_method=put`` override) send ``_method=put`` first, every other
form ``csrf-token`` first, the token made up; it does so in ``method="get"`` forms too, so the
users search and the search page load with ``csrf-token`` in their query. Posts: log in
``/login``; the reset request ``/password-reset``; the new password
``/password-reset/<token>``; registration ``/users/new``; e-mail sign-up
``/email_signups/new``; like and unlike ``/~/<blog>/<slug>/like``, boost and unboost
``/reshare``, subscribe and unsubscribe ``/@/<user>/follow`` (each a toggle, with only the
token); a comment ``/~/<blog>/<slug>/comment`` (``warning``, ``responding_to`` on a reply,
``content``); a comment's delete ``/comment/<id>/delete``; an article's delete
``/~/<blog>/<slug>/delete``; an article's edit ``/~/<blog>/<slug>/edit`` and a new one
``/~/<blog>/new`` (title, subtitle, content, tags, license, ``cover=none``, ``draft=on`` while
the box is ticked); the blog's settings ``/~/<blog>/edit``, its delete ``/~/<blog>/delete``, a
new blog ``/blogs/new``; a media's delete ``/medias/<id>/delete`` and ``/medias/<id>/avatar``;
the account ``/@/<user>/edit`` and its delete ``/@/<user>/delete``; the configuration
``/admin``; an instance's block and unblock ``/admin/instances/<id>/block``; the users action
``/admin/users/edit`` (``action`` and the ticked ids); the blocklist ``/admin/emails/new`` and
``/admin/emails/delete`` (the ticked ids). Page loads (``via: link``): the menu's Dashboard
and Log Out (``GET /logout`` signs out), Respond (``?responding_to=<id>``), the
signed-out Add yours (the remote interaction page), the bottom bar's Publish and Edit, the
blog's New article, the dashboard's Start a new blog, the gallery's Details. A control that
opens a ``confirm()`` or a menu, Cancel, a checkbox and choosing an option send nothing.

Each action is labelled by what it does, not by its words. **Irreversible:** OK on the
``confirm()`` of a comment's delete (a Delete activity is sent to the other instances), of an
article's delete and of the blog's delete (the blog and all its articles); the gallery's and
the media page's Delete (no confirmation, the file removed); Delete selected emails on the
blocklist (no confirmation, the entries and their notes gone); **send:** Submit comment, on an
article and as a reply (the comment is delivered to the author and to other instances at
once), Send password reset link and the e-mail sign-up's Create your account (judgement
calls: an e-mail goes at once to the typed address, which cannot be recalled, though neither
changes an account); **publish:** Update on the draft's editor and Update, or publish on the
new article's, each with the draft box unticked (the article is made public and a Create
activity sent to the followers' instances); **delete-user:** Delete your account (no
confirmation: the account, its blogs where it is the only author, and its articles are
deleted and a Delete sent out) and Run on selected users with Ban chosen (``ban`` deletes the
user, blocklists the address and sends a Delete). **Reversible or harmless:** Add yours, Boost
and Subscribe and their undo buttons (judgement call: each is a toggle that the same button
takes back, sending an Undo), Update on a published article's editor (judgement call: the
change is sent out as an Update, and the article can be edited again), Update and Update, or
publish with the draft box ticked (a draft only its authors see), Update blog, Update account,
Use as an avatar, Create blog, Create your account on the registration page (an account that
can be deleted), Update password (judgement call: the password can be changed again), Save
these settings, Block and Unblock (judgement call: a flag the other button sets back), Run on
selected users with Grant moderator rights chosen (taken back by Revoke moderator rights), Add
blocklisted address (it can be deleted from the list), Log in, Log Out, Continue to your
instance (it only sends the browser to the reader's own instance), the searches, the bottom
bar's Publish (judgement call: despite its words it only opens the editor), and every control
that only opens a page, a menu or a ``confirm()``. Every screen is a web page (``web: true``)
and every action states its requests and bodies.

    git clone https://github.com/Plume-org/Plume plume
    git -C plume checkout befea20fdfb279c30cf2e61a98a2d52ed17752d8
    python tests/safety/heldout_v443/build.py plume

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final; nothing
in the policy is tuned to it.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from plume import screens
from web_corpus import build

LANGUAGES = {"en": "", "zh": "zh", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr", "es": "es",
             "pt": "pt", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v443.yaml")
# Strings of templates/instance/users.rs.html newer than every catalogue (and the .pot).
NEWER = {"Search users"}


def _unquote(text: str) -> str:
    """A PO string literal's text (its escapes read as C's)."""
    text = text.strip()[1:-1]
    table = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}
    return re.sub(r"\\(.)", lambda m: table.get(m.group(1), m.group(1)), text)


def read_po(path: Path) -> dict[str, str]:
    """A catalogue's singular entries: msgid to msgstr (``msgstr[0]`` of a plural); a fuzzy
    entry counts as untranslated."""
    entries: dict[str, str] = {}
    fields: dict[str, str] = {}
    fuzzy = False
    current = ""

    def flush() -> None:
        if fields.get("msgid"):
            text = fields.get("msgstr", fields.get("msgstr_0", ""))
            entries[fields["msgid"]] = "" if fuzzy else text

    for raw in [*path.read_text(encoding="utf-8").splitlines(), ""]:
        line = raw.strip()
        if not line:
            flush()
            fields, fuzzy, current = {}, False, ""
        elif line.startswith("#,"):
            fuzzy = "fuzzy" in line
        elif line.startswith("#"):
            continue
        elif line.startswith('"'):
            fields[current] += _unquote(line)
        else:
            name, _, rest = line.partition(" ")
            current = name.replace("[", "_").replace("]", "")
            fields[current] = _unquote(rest)
    return entries


class Lookup:
    """``t(msgid, *args)`` as gettext-macros' ``i18n!``: the language's msgstr, the msgid
    where it has none (``fallbacks``), ``{0}``, ``{1}``, ... and then each ``{}`` filled in
    from ``args`` in turn."""

    def __init__(self, folder: Path, code: str) -> None:
        self.english = read_po(folder / "plume.pot")
        self.table = read_po(folder / f"{code}.po") if code else {}
        self.code = code
        self.fallbacks: set[str] = set()

    def __call__(self, msgid: str, *args: str) -> str:
        if msgid not in self.english and msgid not in NEWER:
            raise SystemExit(f"no msgid {msgid!r} in po/plume/plume.pot")
        text = self.table.get(msgid) or ""
        if not text:
            if self.code:
                self.fallbacks.add(msgid)
            text = msgid
        for i, arg in enumerate(args):
            text = text.replace(f"{{{i}}}", arg)
        rest = iter(args)
        return re.sub(r"\{\}", lambda m: next(rest, m.group(0)), text)


def main(checkout: str) -> int:
    folder = Path(checkout) / "po" / "plume"

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t, lang)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
