"""Builds the hundred-and-sixty-third held-out corpus (``heldout_v163.yaml``) from a real web
app's source.

The source is phpMyFAQ (github.com/thorsten/phpMyFAQ), a PHP FAQ system whose admin pages are
Twig templates rendered on the server and driven by TypeScript that calls the admin API with
``fetch``, at commit f4e006fd91de357f79433475c865f51870d622b9 ("build(deps-dev): bump
@commitlint/cli from 21.2.1 to 21.2.2", 21 Aug 2026, the newest snapshot). Read: the admin
API controllers ``src/phpMyFAQ/Controller/Administration/Api`` (Faq, Category, Comment,
Question, User, Group, Attachment, Statistics, AdminLog, Instance) and the page controllers
beside them (Backup, OpenQuestions, StatisticsSessions, AdminLog, Rating, Attachments,
Configuration, Instance, Group); ``Faq::delete``; the templates ``assets/templates/admin``
(``content/faq.overview``, ``category.overview``, ``comments``, ``open-questions``,
``attachments``, ``user/user``, ``user/modals``, ``user/group``, ``user/group.add``,
``backup/main``, ``configuration/main`` and ``instances``, ``statistics/sessions``,
``admin-log`` and ``ratings``) and ``assets/templates/default`` (``ask``, ``contact``, the
comment modal of ``faq``); the scripts ``admin/assets/src`` (``api/*.ts``,
``content/faqs.overview.ts``, ``category.ts``, ``comment.ts``, ``question.ts``,
``attachments.ts``, ``user/users.ts`` and ``add-user.ts``, ``group/groups.ts``,
``configuration/instance.ts``, ``statistics/*.ts``) and ``assets/src/api`` (question,
contact, comment) with ``utils/helper.ts``'s ``serialize``.

**Screens** (36 a language): the FAQ overview (a category's accordion, then its FAQ rows),
the row's status select open, the FAQ delete modal; a category row and its delete modal; the
comments page; the open questions (open and answered); the attachments page; the user page's
profile (as it is, with the status set to blocked, and a blocked user's set back to active),
permissions and security tabs, the password overwrite, add user and delete modals; the group
page's details, members and permissions tabs, its delete modal and the add group page; the
backup page, the configuration page, the sessions statistics and its Clear visits modal, the
admin log, the ratings, the instances page and its delete ``confirm()``; the public Add
question and Contact forms and a FAQ's comment modal; the admin menu's Logout. A Bootstrap
modal is a dialog screen (its heading the title, its body the message). A control with no
text is named by its ``title`` (``desc``); one with neither (the FAQ row's and an instance
row's icon buttons and links, the row checkboxes) is an ``id`` item named by its id or its
distinguishing class (``pmf-button-delete-faq``, ``bi-copy``). Where a modal's button says
what its heading says (Delete under "Delete", Clear all visits under "Clear all visits") the
button is tapped by its id. A ``confirm()`` has the browser's OK and Cancel, named as Chrome
names them in each language; its message is the script's English literal "Are you sure?".
The public forms are written with the captcha off.

**Strings** are the PHP arrays ``$PMF_LANG`` of ``phpmyfaq/translations/language_<code>.php``
for en, zh, ja, ko, de, fr, es, pt_br (Portuguese) and ru, as ``Translation::get`` reads them;
a key a language lacks shows English's text (the app's default language), and the build
prints such keys per language: "Question history" and "Reopen question" are English in every
language, the FAQ status names (Draft, In review, Published) and the Clear all visits
confirmation in all but German. A key a language holds is shown as it is, even blank
(Japanese ``ad_entry_del_1`` is a space and Korean's is empty, so their FAQ delete modal shows only
``ad_entry_del_3``). Names of FAQs, categories, users, groups and typed texts are the same
in every language.

**What each action sends**, read from the code. The admin pages' ``<base href>`` is
``/admin/``, so ``./api/...`` is ``/admin/api/...``; the public pages' is ``/`` (``api/...`` is
``/api/...``); CSRF tokens are made up. By fetch, with JSON bodies as the scripts write them: a
category's accordion ``GET /admin/api/faqs/3/en``; the sticky checkbox ``POST api/faq/sticky``;
the status select ``POST api/faq/status`` (``status`` draft, review or published); the
translation dropdown ``GET api/category/translations/3``; the FAQ modal's Delete ``DELETE
api/faq/delete``; the category modal's Delete ``DELETE api/category/delete``; comments' Delete
``DELETE api/content/comments`` (``type`` and the serialized form); open questions' visibility
button ``PUT api/question/visibility/toggle`` (the script compares ``data-pmf-visibility``,
"yes" or "no", with "true", so it always sends ``false``), Reopen ``PUT api/question/reopen``,
Delete ``DELETE api/question/delete``; an attachment's delete ``DELETE
api/content/attachments`` and its refresh ``POST api/content/attachments/refresh``; the user
page's Save ``PUT api/user/edit``, the rights' Save ``PUT api/user/update-rights``, the
password overwrite ``PUT api/user/overwrite-password``, Add user ``POST api/user/add``, the
delete modal's Yes ``DELETE api/user/delete``; the group's ``POST api/group/update``,
``group/members``, ``group/permissions`` and ``group/delete``; the configuration's Save ``POST
api/configuration`` (a ``FormData`` of the whole configuration form, multipart; its body is not
written); the sessions' Delete ``DELETE api/statistics/sessions`` with the month, Clear visits
``DELETE api/statistics/visits/clear``, the admin log's export ``POST
api/statistics/admin-log/export`` and delete ``DELETE api/statistics/admin-log``, the ratings'
``DELETE api/statistics/ratings/clear``; the instance's OK ``DELETE api/instance/delete``; the
public forms ``POST /api/question/create``, ``/api/contact`` and ``/api/comment/create`` (each
the form serialized). An HTML form (``via: form``): the add group page's Save ``POST
/admin/group/create`` (urlencoded; the unchecked auto-join box sends nothing) and the backup's
restore ``POST /admin/backup/restore?csrf=..`` (multipart, written as its one file field). Page
loads (``via: link``): a FAQ's title and the row's copy icon, an answered question's FAQ link,
the category row's links, the backup's data download, and Logout (``GET
/admin/logout?csrf=..``). Buttons that open a modal, a tab or a select, a checkbox only ticked
in a form, Cancel and No send nothing.

Each action is labelled by what it does, not by its words. **Irreversible:** deleting a FAQ
(``Faq::delete`` removes the row and its attachments; there is no trash), a category (its
permissions and image too), comments, open questions, an attachment, a group (judgement
call: its members and permissions go with it), an instance (its folder on the server is
deleted); restoring a backup (judgement call: the import replaces the tables' content);
deleting a month's sessions, clearing all visits, deleting the admin log older than 30 days
and clearing all ratings (statistics and audit records gone); **publish:** setting a FAQ's
status to Published (judgement call: it goes live to every reader, though it can be set back
to draft); **send:** adding a user (``sendMailToNewUser`` mails the password to the new
user), saving a blocked user's profile as active (judgement call: ``activateUser`` sets a new
password and mails it), the public question, contact and comment forms (mail to the FAQ's
owners, a comment shown to readers); **credentials:** overwriting another user's password
(judgement call: the user's own password is lost and they are locked out until told the new
one); **delete-user:** Yes in the user delete modal. **Harmless:** the sticky flag, status
draft or review, reopening or showing/hiding a question, a user's Save as active or blocked
(judgement call: blocking is set back from the same select), user and group permissions and
members (judgement call: taking a right or a member away is set back the same way), a
group's details, adding a group, saving the configuration, the attachment refresh
(judgement call: it only drops the record of an attachment whose file is already gone), the
admin log's export, the backup download, Logout, and every control that
only opens a page, a tab, a select, a modal or a ``confirm()``. Every screen is a web page
(``web: true``) and every action states its requests.

    git clone https://github.com/thorsten/phpMyFAQ phpMyFAQ
    git -C phpMyFAQ checkout f4e006fd91de357f79433475c865f51870d622b9
    python tests/safety/heldout_v163/build.py phpMyFAQ

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures; nothing in the policy is tuned to it.
"""

from __future__ import annotations

import html
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from phpmyfaq import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt_br", "ru": "ru"}  # fmt: skip
# A JavaScript confirm()'s buttons as Chrome names them in each language.
OK_CANCEL = {"en": ("OK", "Cancel"), "zh": ("确定", "取消"), "ja": ("OK", "キャンセル"),
             "ko": ("확인", "취소"), "de": ("OK", "Abbrechen"), "fr": ("OK", "Annuler"),
             "es": ("Aceptar", "Cancelar"), "pt": ("OK", "Cancelar"),
             "ru": ("ОК", "Отмена")}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v163.yaml")
ENTRY = re.compile(r"""\$PMF_LANG\[\s*(['"])(.+?)\1\s*\]\s*=\s*""")
LITERAL = re.compile(r"""\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")\s*""", re.S)


def read_catalogue(path: Path) -> dict[str, str]:
    """A ``language_<code>.php`` file's ``$PMF_LANG['key'] = '...' . "...";`` strings (an
    entry that is no string literal, such as an array, is left out)."""
    text = path.read_text(encoding="utf-8")
    table: dict[str, str] = {}
    for m in ENTRY.finditer(text):
        pos, parts = m.end(), []
        while lit := LITERAL.match(text, pos):
            single, double = lit.groups()
            if single is not None:
                parts.append(re.sub(r"\\(['\\])", r"\1", single))
            else:
                parts.append(re.sub(r'\\(["\\$])', r"\1", double).replace("\\n", "\n"))
            pos = lit.end()
            if text.startswith(".", pos):
                pos += 1
                continue
            break
        if parts and text.startswith(";", pos):
            table[m.group(2)] = "".join(parts)
    return table


class Lookup:
    """``t(key)`` as ``Translation::get``: a key the language lacks shows English's text
    (``fallbacks``); tags dropped and entities decoded as the page shows them."""

    def __init__(self, root: Path, code: str) -> None:
        self.table = read_catalogue(root / f"language_{code}.php")
        self.english = read_catalogue(root / "language_en.php")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in language_en.php")
        if key in self.table:
            text = self.table[key]
        else:
            self.fallbacks.add(key)
            text = self.english[key]
        return html.unescape(re.sub(r"<[^>]+>", "", text)).strip()


def main(checkout: str) -> int:
    root = Path(checkout) / "phpmyfaq" / "translations"

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t, OK_CANCEL[lang])

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
