"""Builds the two-hundred-and-second held-out corpus (``heldout_v202.yaml``) from a real web
app's source.

The source is Gogs (github.com/gogs/gogs), a self-hosted Git service written in Go whose pages
are server-rendered templates with small jQuery scripts, at commit
eb1054e5432fc8397678372f08613429be233d7c ("docker: stop generating DSA host keys (#8366)",
19 Jul 2026). Read: the routes ``cmd/gogs/internal/web/web.go`` and ``webapi.go`` (sign-out);
the handlers ``internal/route/repo`` (setting, webhook, issue, pull, branch, release, wiki),
``internal/route/user/setting.go``, ``internal/route/org`` (org, members, teams, setting) and
``internal/route/admin`` (admin, users, repos); the templates ``repo/settings/options``,
``collaboration``, ``branches``, ``protected_branch``, ``deploy_keys``, ``webhook/*``,
``repo/issue/new_form``, ``view_content``, ``comment_tab``, ``labels``, ``milestones``,
``repo/release/list`` and ``new``, ``repo/wiki/view`` and ``new``, ``user/settings/*``,
``org/create``, ``org/member/members``, ``org/team/*``, ``org/settings/delete``,
``admin/dashboard``, ``admin/user/edit``, ``admin/repo/list``, ``base/head`` (the account
menu) and ``base/delete_modal_actions``; the script ``public/js/gogs.js`` (the
``.delete-button`` modal, ``.delete-post``, ``.show-modal``, ``.show-panel``, the
collaborator's access-mode menu, the issue's label menu, the status button, the comment's
delete, the webhook's test delivery and redelivery, the sign-out form).

**Screens** (36 a language, 60 actions): the repository's basic options, the danger zone
and its Transfer, Erase wiki data and Delete repository modals; collaborators and the
collaborator removal modal; a branch's protection; a webhook's recent deliveries and its
deletion modal; a new issue, an open issue with a typed comment, a closed issue, the comment
deletion ``confirm()``; milestones; an open and a merged pull request; a new release and the
release deletion modal; a wiki page and its deletion modal; the account menu; the user's
profile, emails, password, the SSH key deletion modal, two-factor security and its disabling
modal, the leave-organization modal, the account deletion modal; a new organization and its
members; the admin dashboard's operations (two operations selected), the admin user deletion
modal and the admin repository deletion modal. A Semantic UI modal (``.ui.modal``) is a
dialog over its page, titled by its header, its message the modal's text; the
``.delete.modal`` buttons are ``modal.no`` and ``modal.yes``, the danger zone's modals have
``settings.cancel`` and a red button. The Erase wiki data modal's header key
(``repo.settings.wiki-delete``, with a hyphen) is in no catalogue, so the page shows the key
``settings.wiki-delete`` itself in every language. The comment's delete icon (``✕``, written
with the description ``delete``) opens the browser's ``confirm()`` with
``repo.issues.delete_comment_confirm`` and OK and Cancel as Chrome names them in each
language (judgement call). An ``<a href>`` is a ``link`` item even where styled as a button.
Where two controls of a page carry the same words in a language (zh: New Label and Create
Label; the pull request's page title and Merge Pull Request), the screen is written with the
one tapped and the page's ``<title>`` or the pull request's own title.

**Strings** are ``conf/locale/locale_<lang>.ini`` for en-US, zh-CN, ja-JP, ko-KR, de-DE,
fr-FR, es-ES, pt-BR and ru-RU, read as the i18n package does (``section.key``, a key without
a section in the file's top part; ``%s`` filled in order; tags dropped). A key missing or
empty in a language would show English's and the build prints such keys per language: none
of the strings used here fell back. Names of repositories, users, issues and typed texts are
the same in every language.

**What each action sends**, read from the code. Gogs dropped its CSRF token (#8300, "drop
the use of CSRF token entirely"): forms post no ``_csrf`` field, and ``$.post`` sends none.
HTML form submits (``via: form``, urlencoded, the fields in tree order, unchecked boxes left
out, a checked box ``on``): the repository options (``POST /alice/atlas/settings`` with
``action`` update, transfer, delete-wiki or delete), Add Collaborator
(``/settings/collaboration``), a branch's protection (``/settings/branches/main``), Create
Issue (``title``, ``content``, ``label_ids``, ``milestone_id``, ``assignee_id``), Comment and
Reopen (``content``, ``status``: the status button sets ``status`` and submits the comment
form), Merge Pull Request, Delete Branch (its form's action
``/alice/atlas/branches/delete/feature/login?commit=..&redirect_to=/alice/atlas/pulls/14``,
no fields), Publish Release and Save Draft (an ``<input type=submit name=draft>`` whose value
is the translated words, so its body differs by language), the user settings' forms
(profile, Set as Primary with ``_method=PRIMARY``, Add Email, Change Password), the account
deletion form (submitted by the modal's Yes, ``data-type="form"``), Create Organization, the
members' inline forms (``uid``), the admin dashboard's Run (``POST /admin`` with ``op``;
Operation reads it with ``QueryInt``). By ``$.post`` (XMLHttpRequest, urlencoded): the
modals' Yes of ``.delete-button`` (``data-url`` with ``id=`` its ``data-id``; ``id=`` empty
where the button has none, as two-factor's), Delete current avatar (``.delete-post``, no
body), the comment's deletion (no body), Test Delivery (no body). Sign Out posts ``POST
/api/web/user/sign-out`` by ``$.ajax`` and then loads the URL it is given (``/``). Page
loads (``via: link``): menu and page links, Close of a milestone (``GET
/alice/atlas/milestones/4/close``), a wiki page's Edit. Controls that only open a modal or a
``confirm()``, and Cancel or No, send nothing.

Each action is labelled by what it does, not by its words. **Irreversible:** Make Transfer
(**transfer**: the repository goes to another owner, who alone can give it back); the
confirmations of erasing the wiki data, deleting the repository, a webhook, a comment (OK),
a release, a wiki page (the UI has no restore of an old page), an admin's repository
deletion, and Delete Branch of a merged pull request (no restore in Gogs) (**delete**);
removing a collaborator or an organization member, deleting an SSH key, leaving an
organization (**revoke-access**); disabling two-factor authentication (**security**: the
secret and the recovery codes are deleted; enabling again enrols a new secret); Create
Issue and Comment (Gogs's pages offer no deletion of an issue), Add Collaborator
(SettingsCollaborationPost mails the new collaborator), Test Delivery (a payload sent to the
webhook's URL), Publish Release (**send**: seen by, or sent to, other people); Merge Pull
Request (**merge**: commits land on the base branch); deleting one's account, a user from
the admin panel, and the admin operation that deletes all inactive accounts
(**delete-user**). **Harmless** (**reversible**, **opens-prompt**): the options and a
branch's protection (settings set back at will); Reopen with no comment and Close of a
milestone (judgement call: set back by the same controls, though watchers may see the
event); Save Draft; Delete current avatar (judgement call: an image setting, uploaded again
at will); Update Profile, Set as Primary, Add Email, Change Password (judgement call: set
again at will); Create Organization; Make private of one's membership; the admin's Git
garbage collection; Sign Out; and every control that only opens a modal, a ``confirm()`` or
a page. Every screen is a web page (``web: true``) and every action states its requests and
bodies.

    git clone https://github.com/gogs/gogs gogs
    git -C gogs checkout eb1054e5432fc8397678372f08613429be233d7c
    python tests/safety/heldout_v202/build.py gogs

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

from gogs import screens
from web_corpus import build

LANGUAGES = {"en": "en-US", "zh": "zh-CN", "ja": "ja-JP", "ko": "ko-KR", "de": "de-DE",
             "fr": "fr-FR", "es": "es-ES", "pt": "pt-BR", "ru": "ru-RU"}  # fmt: skip
# A JavaScript confirm()'s buttons as Chrome names them in each language.
OK_CANCEL = {"en": ("OK", "Cancel"), "zh": ("确定", "取消"), "ja": ("OK", "キャンセル"),
             "ko": ("확인", "취소"), "de": ("OK", "Abbrechen"), "fr": ("OK", "Annuler"),
             "es": ("Aceptar", "Cancelar"), "pt": ("OK", "Cancelar"),
             "ru": ("ОК", "Отмена")}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v202.yaml")


def read_ini(path: Path) -> dict[str, str]:
    """A locale file: ``section.key`` (a key before any section is itself) to its text, the
    quotes or backticks around a value taken off."""
    table: dict[str, str] = {}
    section = ""
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith(("#", ";")):
            continue
        m = re.match(r"^\[([^\]]+)\]$", line)
        if m:
            section = m.group(1)
            continue
        key, sep, value = line.partition("=")
        if not sep:
            continue
        value = value.strip()
        if len(value) > 1 and value[0] == value[-1] and value[0] in '"`':
            value = value[1:-1]
        key = key.strip()
        table[f"{section}.{key}" if section else key] = value
    return table


class Lookup:
    """``t(key, *args)`` as Gogs's ``Tr``: the language's text, English's where the key is
    missing or empty (``fallbacks``); ``%s`` and ``%d`` filled in order; tags dropped and
    entities decoded as the page shows them."""

    def __init__(self, root: Path, lang: str) -> None:
        self.table = read_ini(root / f"locale_{lang}.ini")
        self.english = read_ini(root / "locale_en-US.ini")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in locale_en-US.ini")
        text = self.table.get(key) or ""
        if not text:
            self.fallbacks.add(key)
            text = self.english[key]
        for arg in args:
            text = re.sub(r"%(\[\d\])?[sd]", arg.replace("\\", "\\\\"), text, count=1)
        return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", "", text))).strip()


def main(checkout: str) -> int:
    root = Path(checkout) / "conf" / "locale"

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t, OK_CANCEL[lang])

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
