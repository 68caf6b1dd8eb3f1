"""Builds the two-hundred-and-fourteenth held-out corpus (``heldout_v214.yaml``) from a real web
app's source.

The source is Apache Answer (github.com/apache/answer), a Q&A platform whose React front end
(``ui/src``) calls a Go REST API (``/answer/api/v1`` and, for the admin panel,
``/answer/admin/api``) by axios, at commit 3b9f1370612e690a0b7f230f05e688930db4c6d3 ("fix:
edit question fails when short links enabled (#1554)", 17 Jul 2026). Read: the services
``ui/src/services/common.ts``, ``client/question.ts``, ``client/revision.ts``,
``client/review.ts``, ``client/settings.ts``, ``admin/users.ts``, ``admin/question.ts``,
``admin/answer.ts``, ``admin/settings.ts``, ``admin/plugins.ts`` and ``utils/request.ts`` (a
``request.delete`` sends its data as the body); the components ``Operate`` (a post's Flag,
Edit, Delete, Undelete and its Close, Reopen, Pin, Unpin, Unlist, List menu), ``Actions``
(votes, bookmark), ``Comment`` with its ``ActionBar``, ``Form`` and ``Reply``, ``Modal``
(``Modal.confirm``), ``Header``'s ``NavItems``, ``SchemaForm``; the pages
``Questions/Detail`` (``Question``, ``Answer``, ``WriteAnswer``), ``Questions/Ask``,
``Review/QueuedContent``, ``Users/Settings`` (``Profile``, ``Account``'s ``ModifyEmail`` and
``ModifyPass``, ``Notification``), ``Admin/Users`` (its ``Action`` menu, ``DeleteUserModal``,
``SuspenseUserModal``), ``Admin/Questions`` and ``Admin/Answers`` (their ``Action`` menus and
Deleted permanently), ``Admin/Smtp``, ``Admin/Plugins/Installed``; the hooks
``useReportModal`` (flag and close) and ``useChangeUserRoleModal``; on the server
``internal/router/answer_api_router.go``, ``internal/service/permission`` (which post actions
a user gets, named by the server), ``service/comment``, ``service/content/question_service.go``,
``service/review``, ``service/siteinfo`` (the SMTP test e-mail), ``repo/comment``,
``repo/reason`` and ``migrations/init_data.go`` (the reasons' ids: spam 57, not an answer 61,
needs details or clarity 64; the Moderator role 3).

**Screens** (41 a language): Bob's question as Alice sees it (votes, bookmark, Follow, Flag,
Add comment), the flag modal of a question and of an answer, the comment form, Bob's comment,
the reply form, Alice's comment being edited and its delete confirmation, the answer editor
and the Add another answer confirmation, Bob's answer on Alice's question and the accepted
answer, Alice's own question and the delete confirmations of a question with answers and of
an accepted answer; a moderator's question menu, the close modal, the pin confirmation, a
closed question's menu, the reopen and undelete confirmations, the ask page, the review
queue's queued post; the account menu, the profile, change e-mail, change password and
notification settings; the admin panel's user menu, the change role modal, the deactivate
confirmation, the suspend and delete user modals, a suspended user's menu, Deleted
permanently of users, questions and answers, a question's menu and its delete confirmation,
the SMTP page with a test recipient filled in, an installed plugin's menu. An open dropdown
is a popup over its page; a react-bootstrap modal (and ``Modal.confirm``) is a dialog with
its title and text, its buttons Cancel first. Where the title of a ``Modal.confirm`` is the
same words as its confirm button (zh's 删除 for ``delete.title`` and ``btns.delete``), the
title is left out and its content is the message. A vote or bookmark button with only an
icon is an ``icon`` named by its ``title``; the delete user modal's checkbox is a switch.
Only some of a screen's controls are tapped, a Cancel among them on a few.

**Strings** are the catalogs ``i18n/<lang>.yaml`` for en_US, zh_CN, ja_JP, ko_KR, de_DE,
fr_FR, es_ES, pt_BR and ru_RU: its ``ui`` part as the front end's ``t()`` reads it (the
component's ``keyPrefix`` joined to the key), its ``backend`` part (``.other``) for the names
the server gives: the post actions (``action.report`` is Flag), the flag and close reasons
and the roles. A missing or empty key shows English's text; the build prints such keys per
language: none for zh, ja, ko, de, fr, es and ru; for pt_BR 61 of the strings used (the
server's action, reason and role names, the admin user dialogs, the pin and undelete
confirmations, the vote and bookmark titles, Follow, the account and notification settings'
headings and labels and others) are missing from the catalog and shown in English. HTML in a
message (``<p>``, ``<strong>``) is dropped as the page shows its text. Names of people,
questions, tags, plugins and typed texts are the same in every language.

**What each action sends**, read from the code: every request is an axios request with a
JSON body (``undefined`` fields such as an unused captcha's left out), so no action has a
``via``. Votes ``POST /answer/api/v1/vote/up`` or ``/vote/down`` (``object_id``,
``is_cancel``); the bookmark ``POST /collection/switch``; Follow ``POST /follow``; Flag and a
moderator's Close first ``GET /reasons?object_type=question&action=flag`` (or ``close``);
the flag modal's Submit ``POST /report`` (``source``, ``report_type``, ``object_id``,
``content``); the close modal's Submit ``PUT /question/status``; Pin, Unpin, Unlist and List
``PUT /question/operation`` with ``pin``, ``unpin``, ``hide``, ``show`` (only Pin and the
admin list's List/Unlist confirm first; a question page's Unlist and List do not); Reopen
``PUT /question/reopen``; Undelete ``POST /question/recover``; a comment ``POST``, ``PUT``
or ``DELETE /comment`` (a reply adds ``reply_comment_id``; an edit sends the form's fields and
``comment_id``); Post your answer ``POST /answer`` with the Markdown and its HTML (marked);
Post your question ``POST /question`` (``title``, ``content``, ``tags``; a tag written with
its ``slug_name`` and ``display_name``, the selector's other fields left out); Accept ``POST
/answer/acceptance`` (Accepted sends ``answer_id`` ``0``); Edit ``GET
/revisions/edit/check?id=..`` before the edit page opens; the post's delete confirmations
``DELETE /question`` or ``/answer`` with ``id``; the review queue ``PUT
/review/pending/post`` (``status`` approve or reject, ``review_id``); Log out ``GET
/user/logout`` (the menu item's handler, then the page reloads); the profile ``PUT
/user/info``; the e-mail form ``POST /user/email/change/code`` (``e_mail``, ``pass``); the
password form ``PUT /user/password`` (``old_pass``, ``pass``); the notification settings
``PUT /user/notification/config`` (each setting's ``enable`` and its channel ``key``,
``email``). In the admin panel (``/answer/admin/api``): Change role first ``GET /roles``,
its Submit ``PUT /user/role``; Deactivate, Suspend, Unsuspend and Delete ``PUT
/user/status`` (``inactive``, ``suspended`` with ``suspend_duration``, ``normal``,
``deleted`` with ``remove_all_content``); Deleted permanently ``DELETE /delete/permanently``
(``type`` users, questions or answers); a question's Delete ``PUT /question/status``
(``deleted``); the SMTP page's Save ``PUT /setting/smtp`` (all its fields; the server sends a
test e-mail to ``test_email_recipient`` when it is filled in); a plugin's Deactivate ``PUT
/plugin/status``. Controls that only open a modal, a menu or a form (Add comment's first tap,
Reply, Delete before its confirmation, Pin, Reopen, Suspend, the user menu's Delete,
Continue of Add another answer, the admin question menu's Delete) and Cancel send nothing.

Each action is labelled by what it does, not by its words. **Irreversible** (send): Submit of a
flag (a report goes to the moderators' review queue and cannot be withdrawn), Add comment and a
reply, Post your answer, Post your question (published to every reader), Approve of a queued
post (published), Save of the change e-mail form (an e-mail with a code is sent to the typed
address) and of the SMTP page with a test recipient (a test e-mail is sent); (delete) the
comment's Delete (``RemoveComment`` marks it deleted and no page or admin list can restore it),
Deleted permanently of questions and of answers (purged); (delete-user) a user's Delete (the
account marked deleted: a deleted user has no actions left in the admin list) and Deleted
permanently of users. **Harmless:** votes (cancelled by a second tap), bookmarks, Follow,
Accept and Accepted, Close and Reopen, Pin and Unpin, Unlist and List, Undelete, editing a
comment, the profile, password and notification settings, Log out, role changes, Deactivate
(undone by Active), Suspend (judgement call: Unsuspend in the same menu restores the account,
even for a suspension forever), a plugin's Deactivate, the reads that open a modal or page, and
every control that sends nothing. Judgement calls: deleting a question or an answer (its
author's Delete, or a question's Delete in the admin list) is harmless: the server only marks
the post deleted, a moderator's Undelete on the post and the admin list's Deleted filter bring
it back, and only Deleted permanently purges it; Reject of a queued post is harmless for the
same reason (the post is marked deleted); a flag is a send although it is addressed to the site's
moderators; the password change is harmless (it can be set again). Every screen is a web page
(``web: true``) and every action states its requests and bodies.

    git clone https://github.com/apache/answer answer
    git -C answer checkout 3b9f1370612e690a0b7f230f05e688930db4c6d3
    python tests/safety/heldout_v214/build.py answer

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import html
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import yaml

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from answer import screens
from web_corpus import build, flatten

LANGUAGES = {"en": "en_US", "zh": "zh_CN", "ja": "ja_JP", "ko": "ko_KR", "de": "de_DE",
             "fr": "fr_FR", "es": "es_ES", "pt": "pt_BR", "ru": "ru_RU"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v214.yaml")
COMMIT = "3b9f1370612e690a0b7f230f05e688930db4c6d3"


def read_catalogue(root: Path, lang: str) -> dict[str, str]:
    """A language's ``i18n/<lang>.yaml``, flattened to dotted keys (``ui.*`` and ``backend.*``)."""
    path = root / "i18n" / f"{lang}.yaml"
    return flatten(yaml.safe_load(path.read_text(encoding="utf-8")) or {})


class Lookup:
    """``t(key, **values)``: a ``ui.`` key as the front end's i18next resolves it (the
    ``ui`` part of the catalogue, English where the language lacks the key or leaves it
    empty), or a ``backend.`` key as the Go translator does (its ``.other`` form); the
    ``{{name}}`` placeholders filled in, tags dropped and entities decoded as the page shows
    them. A key found only in English is recorded in ``fallbacks``."""

    def __init__(self, root: Path, lang: str) -> None:
        self.table = read_catalogue(root, LANGUAGES[lang])
        self.english = self.table if lang == "en" else read_catalogue(root, "en_US")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **values: str) -> str:
        full = key if key.startswith("backend.") else f"ui.{key}"
        if full not in self.english:
            raise SystemExit(f"no key {full!r} in the app's catalogs")
        text = self.table.get(full) or ""
        if not text or text == "None":
            self.fallbacks.add(full)
            text = self.english[full]
        text = re.sub(r"\{\{\s*(\w+)\s*\}\}", lambda m: values.get(m.group(1), m.group(0)), text)
        text = re.sub(r"</p>\s*<p>", " ", text)
        return " ".join(html.unescape(re.sub(r"<[^>]+>", "", text)).split())


def main(checkout: str) -> int:
    root = Path(checkout)
    head = subprocess.run(["git", "-C", checkout, "rev-parse", "HEAD"], capture_output=True,
                          text=True, check=False).stdout.strip()  # fmt: skip
    if head and head != COMMIT:
        print(f"warning: the checkout is at {head}, the corpus was read at {COMMIT}")

    def lookup(lang: str) -> Lookup:
        return Lookup(root, lang)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
