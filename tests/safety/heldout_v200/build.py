"""Builds the two-hundredth held-out corpus (``heldout_v200.yaml``) from a real web app's
source.

The source is authentik (github.com/goauthentik/authentik), an identity provider whose admin
and user interfaces are Lit web components (``web/src``) calling its Django REST API
(``/api/v3/``) through the generated client ``@goauthentik/api``, at commit
6c04503c746dccd2df7ea90583f3e18ef562c156 ("tests: add security regression tests for OAuth
JWT-bearer and flow session handling (#23190)", 23 Jun 2026). Build it with::

    git clone https://github.com/goauthentik/authentik && cd authentik
    git checkout 6c04503c746dccd2df7ea90583f3e18ef562c156
    python tests/safety/heldout_v200/build.py /path/to/authentik   # from m2miner's root

Read: ``web/src/admin/users`` (UserListPage, UserViewPage, UserActiveForm,
UserImpersonateForm, UserPasswordForm, UserRecoveryLinkForm, UserResetEmailForm,
UserBulkRevokeSessionsForm, recovery.ts, UserDevicesTable, UserTokenList), the list pages of
groups, applications, providers, tokens, flows, outposts, brands and certificate-key pairs,
``web/src/elements/user`` (SessionList, UserConsentList), ``web/src/user/user-settings``
(MFADevicesPage, tokens/UserTokenList, UserSettingsPage), the shared forms
``web/src/elements/forms`` (DeleteBulkForm, DestructiveModelForm, ConfirmationForm, ModalForm)
and ``elements/entities/UsedByTable``; ``schema.yml`` for each client call's method and
path; ``authentik/core/api/users.py`` (partial_update, set_password, recovery,
recovery_email, impersonate) and ``authentik/core/signals.py``.

**Screens** (28 a language): the users list (its toolbar and a row's Impersonate) and the
modals of its Delete, Revoke Sessions and Impersonate; a user's page and the modals of its
Deactivate / Activate review, Set password, Create recovery link and Email recovery link; the
Delete confirmation modal of a user's sessions, MFA devices, tokens and consents, of groups,
applications, providers, tokens, flows, outposts, brands and certificate-key pairs (admin)
and of the user settings' MFA devices and tokens; the applications toolbar and its Clear
cache modal, the flows' Clear cache modal; the user settings' token toolbar. A modal is a
dialog over its page, its heading the dialog's title.

**Strings** are the lit-localize catalogs ``web/xliff/<locale>.xlf`` of the locales in
``web/lit-localize.json``: en, zh-Hans, ja-JP, ko-KR, de-DE, fr-FR, es-ES, pt-BR and ru-RU,
looked up by the message's source text (placeholders as ``{0}``, ``{1}``) or by its explicit
id (``form.submit.verb-entity``, ``form.headline.deactivation``); a unit without a target
shows its English source, as the runtime does: the build prints such strings per language.
No catalog translates the explicit-id messages (the submit label "Deactivate User" /
"Activate User" and the review headlines), nor, in most languages, Clear Cache, Set
Password, Create link, Revoke Sessions, Impersonate User, New Token, New App Password,
New Application and Certificate-Key Pair: those show in English, as on the real page.
Names of users, groups, applications and tokens are the same in every language.

**What each action sends**, read from the code: every request is a fetch of the generated
client to ``/api/v3/...``, a body its JSON in snake_case. A table's toolbar Delete opens
``ak-forms-delete-bulk`` and sends nothing (its used-by table reads ``used_by/`` only when a
row is expanded); the modal's Delete sends the row's ``DELETE``. The bulk Revoke Sessions
modal reads the sessions (``GET core/authenticated_sessions/?user_username=``) and sends
``DELETE core/authenticated_sessions/bulk_delete/?user_pks=``. Impersonate opens its form,
which reads ``GET admin/settings/`` (whether a reason is required). Deactivate / Activate open
``ak-user-active-form`` (a DestructiveModelForm) which loads ``GET core/users/<id>/used_by/``
and submits ``PATCH core/users/<id>/`` with ``is_active``. Other buttons that open a modal
(New User, Edit User, Set password, the recovery buttons, New Token) send nothing. Ids, names
and the typed reason and password are made up.

**Labels** (judgement calls):
- Deleting any object (user, group, application, provider, flow, outpost, brand,
  certificate-key pair, MFA device) is irreversible: the API deletes the row, there is no
  trash. A deleted user is ``delete-user``.
- Deleting a session, a token or a consent, the bulk Revoke Sessions and deactivating a
  user are ``revoke``, irreversible: they end access that cannot be given back as it was
  (``partial_update`` deletes every session of a user who is no longer active; a deleted
  token's key is gone; a revoked consent must be granted again by the user).
- Set Password is ``password``, irreversible: it replaces the user's password, and the old one
  cannot be set back.
- Send link (email a recovery link) is ``send``, irreversible: ``recovery_email`` queues an
  email to the user.
- Impersonate is ``reversible``: it switches the admin's own session to the user's until the
  admin ends it (``impersonate_end``); nothing is sent to the user or changed on the account.
- Create link (recovery link) is ``reversible``: it creates (or extends) a recovery token and
  copies its link to the admin's clipboard; nothing is sent and the token can be deleted.
- Activate and Clear cache (applications' policy cache, flows' cache) are ``reversible``: an
  account state that can be set back, and caches rebuilt on their next use.
- Buttons that only open a modal, a form or a tab are ``opens-prompt``; every Cancel is
  harmless and counts in its screen's category.
"""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]

from authentik_admin import screens  # noqa: E402
from web_corpus import build  # noqa: E402

OUT = HERE / "heldout_v200.yaml"
LANGUAGES = {"en": "en", "zh": "zh-Hans", "ja": "ja-JP", "ko": "ko-KR", "de": "de-DE",
             "fr": "fr-FR", "es": "es-ES", "pt": "pt-BR", "ru": "ru-RU"}  # fmt: skip
NS = "{urn:oasis:names:tc:xliff:document:1.2}"


def text_of(node: ET.Element | None) -> str:
    """A source or target as ``{0}``-style text: each ``<x id="N"/>`` becomes ``{N}``."""
    if node is None:
        return ""
    parts = [node.text or ""]
    for child in node:
        parts += [f"{{{child.get('id')}}}" if child.tag == f"{NS}x" else "", child.tail or ""]
    return re.sub(r"\s+", " ", "".join(parts)).strip()


def read_catalog(path: Path) -> tuple[dict[str, str], dict[str, str]]:
    """The units of an xliff catalog: by id, and by source text (the first unit wins)."""
    by_id: dict[str, str] = {}
    by_source: dict[str, str] = {}
    for unit in ET.parse(path).getroot().iter(f"{NS}trans-unit"):
        source, target = text_of(unit.find(f"{NS}source")), text_of(unit.find(f"{NS}target"))
        by_id[unit.get("id", "")] = target
        by_source.setdefault(source, unit.get("id", ""))
        by_id[f"source:{unit.get('id')}"] = source
    return by_id, by_source


class Lookup:
    """``t(message, *args)``: the catalog's target for a message given by its English source
    text or its explicit id, the English source where the unit has no target
    (``fallbacks``), ``{N}`` filled from ``args``."""

    def __init__(self, root: Path, locale: str) -> None:
        self.table, _ = read_catalog(root / f"{locale}.xlf")
        self.english, self.ids = read_catalog(root / "en.xlf")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        unit = key if f"source:{key}" in self.english else self.ids.get(key)
        if unit is None:
            raise SystemExit(f"no message {key!r} in web/xliff/en.xlf")
        text = self.table.get(unit) or ""
        if not text:
            self.fallbacks.add(key)
            text = self.english[unit] or self.english[f"source:{unit}"]
        return re.sub(r"\{(\d+)\}", lambda m: str(args[int(m.group(1))]), text)


def main(checkout: str) -> int:
    root = Path(checkout) / "web" / "xliff"
    return build(OUT, Path(__file__), LANGUAGES, lambda lang: Lookup(root, LANGUAGES[lang]),
                 lambda t, lang: screens(t), ("message",))  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
