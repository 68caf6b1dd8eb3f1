"""Builds the hundred-and-ninety-first held-out corpus (``heldout_v191.yaml``) from a real web
app's source.

The source is wger (github.com/wger-project/wger), a fitness and nutrition manager written in
Django whose account, gallery and gym pages are rendered on the server (crispy forms carrying
``csrfmiddlewaretoken``, htmx for modals and a few buttons), at commit
aaba20184527b018e10f1be576202aa7e7cb4c21 ("Translated using Weblate (Chinese (Simplified Han
script))", 21 Aug 2026). Read: ``wger/urls.py`` (i18n_patterns, allauth mounted at
``/account/`` without a language prefix), ``wger/core/urls.py``, ``gallery/urls.py``,
``gym/urls.py``; ``wger/core/views/user.py`` (delete, api_key, trainer_login, the activate and
deactivate views), ``wger/core/forms.py`` (PasswordConfirmationForm, UserPreferencesForm),
``wger/utils/generic_views.py`` (WgerFormMixin, WgerDeleteMixin), ``gym/views/gym.py``
(reset_user_password), the delete views of ``gallery/views/images.py``,
``gym/views/admin_notes.py`` and ``document.py``; the templates ``core/templates/template.html``
(the ``#wger-ajax-info`` modal and its Close), ``navigation.html`` (the account menu),
``tags/modal_link.html``, ``delete.html``, ``user/preferences.html``, ``api_key.html``,
``delete_account.html``, ``overview.html``, ``gallery/templates/images/overview.html``,
``gym/templates/admin_notes/list.html`` and ``document/list.html``. The routines, nutrition
plans, body weight and measurements pages are React pages (``react/react-page.html``) of the
separate ``@wger-project/react-components`` package, whose code is not in this repository:
they are left out, as are the admin lists of languages, licences and units and the gym list,
whose templates were not read.

**Screens** (24 a language): the account menu, the preferences page, the account deletion
modal, the API access page (with a key and refresh tokens, and without a key); the gallery,
an image's modal, its delete modal, the add and edit forms; a member's overview (as a gym
trainer or manager sees it), its Actions menu (of an active and of an inactive member), the
deactivate, activate, reset-password and delete modals; the member's notes, a note's menu,
delete and add modals; the member's documents, a document's menu and delete modal. A modal
(``#wger-ajax-info``) is a dialog over its page holding the form htmx loaded, with the
footer's Close (which only hides it); an open dropdown menu is a dialog over its page. Icon
links (the gallery's trash and edit icons, a thumbnail) are written with a glyph as their
text.

**Strings** are the gettext catalogues ``wger/locale/<lang>/LC_MESSAGES/django.po`` for en
(the msgids themselves), zh_Hans, ja, ko, de, fr, es, pt and ru, read by msgid (with its
msgctxt where it has one); an empty or fuzzy msgstr shows the msgid, as gettext does: the
build prints such strings per language (ja's catalogue lacks most of these, so its pages show
45 of them in English; zh, ko and pt lack the newer API-access and preferences strings; every
language lacks the activate, deactivate and reset-password confirmations and Image).
Names, notes and typed texts are the same in every language.

**What each action sends**, read from the code; every page is under ``/<lang>/`` as
i18n_patterns writes it (``zh-hans`` for Chinese), ``csrfmiddlewaretoken`` made up. A
``modal_link`` (``hx-get``) is htmx's XMLHttpRequest ``GET`` of the form's URL into the
modal; the API page's buttons are ``hx-post`` XMLHttpRequests to ``/<lang>/user/api-key``
whose body is their ``hx-vals`` (``new_key=true``, ``delete_key=true``,
``new_refresh_token=true``, ``revoke_refresh_token=<session key>``,
``revoke_all_refresh_tokens=true``, ``revoke_jwt_sessions=true``; the CSRF token in a
header). HTML form submits (``via: form``, urlencoded, ``csrfmiddlewaretoken`` first and the
crispy ``Submit`` input's ``submit=<its label>`` last): Logout ``POST /account/logout/``
(allauth), the preferences' Save, the account deletion (``password``), the gallery's delete
(``Yes, delete``), add and edit (judgement call: these are multipart uploads, written as
their fields with the image's file name), the trainer-login forms (``next``), deactivate,
activate, reset password, the member's delete, a note's add and delete, a document's delete.
Page loads (``via: link``): My preferences, the security links, API key, API documentation,
Add image, the image's edit icon, a document's download. Opening a menu, an image's modal,
Close and × send nothing.

Each action is labelled by what it does, not by its words. **Irreversible:** deleting a
gallery image, a member's note or a document (``delete``: no trash); revoking one or all
long-lived refresh tokens and all JWT sessions, deleting the API key, and "Delete current API
key and generate new one" (``revoke``: the old token stops working for every script or
device holding it), a member's password reset (``revoke``, judgement call: the old password
is replaced by a random one that cannot be set back, the member is locked out until told
the new one); **delete-user:** the account deletion and a manager's Delete of a member (the
account and all its data). **Harmless:** Save on preferences and forms (set back at will),
generating a refresh token or a first API key (revoked at will), Logout, logging in as a
member (judgement call: a session switch, nothing written to the member's data),
deactivating and activating a member (switched back from the same menu), adding a note,
and every control that only opens a menu, a modal or a page.
Every screen is a web page (``web: true``) and every action states its requests and bodies.

    git clone https://github.com/wger-project/wger wger
    git -C wger checkout aaba20184527b018e10f1be576202aa7e7cb4c21
    python tests/safety/heldout_v191/build.py wger

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from web_corpus import build
from wger_app import screens

LANGUAGES = {"en": "", "zh": "zh_Hans", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v191.yaml")
STRING = re.compile(r'^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?)\s+(".*")\s*$')


def read_po(path: Path) -> dict[str, str]:
    """A gettext catalogue: ``msgid`` (``ctxt\\x04msgid`` with a context) to its msgstr
    (the first plural form), fuzzy or empty entries left out."""
    table: dict[str, str] = {}
    for block in re.split(r"\n\s*\n", path.read_text(encoding="utf-8")):
        parts: dict[str, str] = {}
        last = ""
        fuzzy = False
        for line in block.splitlines():
            if line.startswith("#,") and "fuzzy" in line:
                fuzzy = True
            m = STRING.match(line)
            if m:
                last = m.group(1)
                parts[last] = ast.literal_eval(m.group(2))
            elif line.startswith('"') and last:
                parts[last] += ast.literal_eval(line.strip())
        text = parts.get("msgstr", parts.get("msgstr[0]", ""))
        if "msgid" in parts and parts["msgid"] and text and not fuzzy:
            key = parts["msgid"]
            if "msgctxt" in parts:
                key = f"{parts['msgctxt']}\x04{key}"
            table[key] = text
    return table


class Lookup:
    """``t(msgid)`` as Django's gettext: the language's msgstr, the msgid where it has none
    (``fallbacks``)."""

    def __init__(self, root: Path, folder: str) -> None:
        self.table = read_po(root / folder / "LC_MESSAGES" / "django.po") if folder else {}
        self.english = not folder
        self.fallbacks: set[str] = set()

    def __call__(self, msgid: str) -> str:
        if self.english:
            return msgid
        text = self.table.get(msgid)
        if not text:
            self.fallbacks.add(msgid)
            return msgid
        return text


def main(checkout: str) -> int:
    root = Path(checkout) / "wger" / "locale"

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t, lang)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
