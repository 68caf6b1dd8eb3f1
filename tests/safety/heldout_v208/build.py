"""Builds the two-hundred-and-eighth held-out corpus (``heldout_v208.yaml``) from a real web
app's source.

The source is Plane (github.com/makeplane/plane), a project-tracking app whose React front end
(``apps/web``, ``packages/*``) calls a Django REST API, at commit
4ca6d6c7b807ad09bb571af2c43e85bf47c3ec6b ("[WEB-7182] fix: remove profile preferences activity
(#9025)", 19 May 2026). Read: the services ``apps/web/core/services`` (issue, issue_archive,
issue_comment, cycle, cycle_archive, module, module_archive, page/project-page, project,
project-archive, workspace, workspace-notification, user, auth) and
``packages/services/src/developer`` (api-token, webhook); the components
``issues/issue-layouts/quick-action-dropdowns/helper.tsx``, ``issues/delete-issue-modal.tsx``,
``issues/archive-issue-modal.tsx``, ``core/modals/bulk-delete-issues-modal.tsx``,
``comments/comment-create.tsx`` and ``quick-actions.tsx``, ``editor/lite-text/toolbar.tsx``,
``common/quick-actions-factory.tsx``, ``cycles/quick-actions.tsx``, ``delete-modal.tsx`` and
``archived-cycles/modal.tsx``, the modules' counterparts, ``pages/dropdowns/actions.tsx`` and
``pages/modals/delete-page-modal.tsx``, ``project/leave-project-modal.tsx``,
``delete-project-modal.tsx`` and ``archive-restore-modal.tsx``,
``workspace/settings/member-columns.tsx``, ``workspace/confirm-workspace-member-remove.tsx``,
``workspace/invite-modal/*`` and ``hooks/use-workspace-invitation.tsx``,
``workspace/delete-workspace-form.tsx``, ``api-token/modal/form.tsx`` and
``delete-token-modal.tsx``, ``web-hooks/delete-webhook-modal.tsx``,
``settings/profile/content/pages/security.tsx``, ``account/deactivate-account-modal.tsx``,
``workspace-notifications/sidebar/notification-card/options/*``,
``workspace/sidebar/user-menu-root.tsx``; ``packages/ui/src/modals/alert-modal.tsx``; and the
Django views they reach (``apps/api/plane/app/views``: issue/base.py's destroy, page/base.py's
destroy, workspace/invite.py's create).

**Screens** (34 a language, 59 actions): a work item's quick-action menu, its delete and
archive modals, an archived work item's menu, the state dropdown, the comment box, a comment's
menu, the bulk delete modal; a cycle's and a module's menus, archive and delete modals and an
archived cycle's menu; a page's menu, an archived page's menu and the delete page modal; the
leave, archive and delete project modals; the workspace members page (a member's row, the role
dropdown, the remove and leave confirmations, the invite modal), the create and delete API
token modals, the delete webhook modal, the delete workspace form; the security page's change
password form, the deactivate account modal, a notification's options, the user menu. An open
menu or modal is a popup over its page.

**Strings** are the i18next catalogs ``packages/i18n/src/locales/<lang>/*.json`` for en, zh-CN,
ja, ko, de, fr, es, pt-BR and ru, looked up as the app's instance does
(``packages/i18n/src/core/instance.ts``: the ``common`` namespace first, then every other
namespace, each in the language and then in English; ICU ``{name}`` placeholders); none of the
keys used here falls back to English. Many controls are written in English in the components
themselves, with no ``t()``, and show English in every language: AlertModalCore's default
Delete and Cancel (the delete work item, cycle, module, page, API token and webhook modals),
the cycle, module and project archive modals, the leave and delete project modals, the bulk
delete modal, the archived work item's Restore, the page menu, the member row's Remove and the
role names; so are their headings and texts where the component writes them so. Where a
modal's heading is the words of its submit button (Leave Project, Delete project, Change
password, and the API token form in Korean), the heading is left out of the screen so that the
button's words name one control. Names of projects, work items, members and typed texts are
the same in every language.

**What each action sends**, read from the services (axios, JSON bodies; every id made up):
Delete on the work item modal ``DELETE /api/workspaces/acme/projects/{p}/issues/{i}/``; its
Archive ``POST .../issues/{i}/archive/`` and the archived item's Restore ``DELETE`` on the same
URL; a state ``PATCH .../issues/{i}/`` with ``state_id``; Comment ``POST .../comments/`` with
``comment_html`` (the form's ``access`` stays unset until the toggle is used, so the body has
none); a comment's Delete ``DELETE .../comments/{c}/`` straight from the menu, with no
confirmation; Delete selected work items ``DELETE .../bulk-delete-issues/`` with
``issue_ids``; a cycle's, a module's and a page's Archive ``POST .../archive/``, Restore
``DELETE .../archive/``, Delete ``DELETE`` on the object; a page's Lock ``POST .../lock/``;
Leave Project ``POST .../members/leave/``; a project's Archive ``POST .../archive/`` and Delete
project ``DELETE /api/workspaces/acme/projects/{p}/``; a member's role ``PATCH
/api/workspaces/acme/members/{m}/`` with ``role`` (20 admin, 15 member, 5 guest), Remove
``DELETE`` on it, Leave ``POST /api/workspaces/acme/members/leave/``; Send invitations ``POST
/api/workspaces/acme/invitations/`` with ``emails`` ({email, role}); Generate token ``POST
/api/users/api-tokens/`` (label, description, expired_at null for Never expires) and the
token's Delete ``DELETE /api/users/api-tokens/{t}`` (no trailing slash); the webhook's Delete
``DELETE /api/workspaces/acme/webhooks/{w}/``; the workspace form's Confirm ``DELETE
/api/workspaces/acme/``; Change password ``GET /auth/get-csrf-token/`` and then ``POST
/auth/change-password/`` (old_password, new_password); Deactivate's Confirm ``DELETE
/api/users/me/``; a notification's Mark as read ``POST .../users/notifications/{n}/read/`` and
Archive ``POST .../archive/``; Sign out ``GET /auth/get-csrf-token/`` and then a form the
service builds and submits (``via: form``, ``POST /auth/sign-out/`` with
``csrfmiddlewaretoken``). Opening a menu or modal, Edit, Cancel and a menu entry that opens a
modal send nothing.

Each action is labelled by what it does, not by its words. **delete** (irreversible):
deleting a work item, bulk-deleting work items, deleting a comment, a cycle, a module, a page,
a project, an API token (judgement call: revoked, whatever uses it stops working, a new one is
a different secret), a webhook, the workspace. Plane's models are soft-deleted in the database,
but the web app offers no trash or restore for any of them (the delete modals say "This action
cannot be undone"), so they are gone from the app. **send**: Comment (judgement call: the
comment is posted to the work item for every member and its subscribers are notified, by email
too) and Send invitations (an invitation email is sent by ``workspace_invitation.delay``).
**leave**: Leave Project and leaving the workspace (judgement call: the user's membership and
role are gone and only an admin can add them back). **delete-user**: removing a member from the
workspace (their access revoked) and deactivating one's own account. **Harmless**
(``reversible``): archiving and restoring work items, cycles, modules, pages and projects
(judgement call: archive asks for a confirmation, yet every archive can be restored from the
app), changing a state or a role, locking a page, creating an API token (judgement call:
deleted again at will), marking a notification read or archiving it, changing the password
(judgement call: set again at will), signing out; **opens-prompt**: the menu entries that only
open a modal. Every screen is a web page (``web: true``) and every action states its requests
and bodies.

    git clone https://github.com/makeplane/plane plane
    git -C plane checkout 4ca6d6c7b807ad09bb571af2c43e85bf47c3ec6b
    python tests/safety/heldout_v208/build.py plane

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures; nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from plane import screens
from web_corpus import build, flatten

LANGUAGES = {"en": "en", "zh": "zh-CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt-BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v208.yaml")
LOCALES = "packages/i18n/src/locales"
# packages/i18n/src/constants/namespaces.ts: "common" is the default namespace, the others are
# searched after it in this order (fallbackNS).
NAMESPACES = ("common", "accessibility", "auth", "automation", "cycle", "editor", "empty-state",
              "home", "inbox", "integration", "module", "navigation", "notification", "page",
              "power-k", "project", "project-settings", "settings", "stickies", "template", "tour",
              "update", "wiki", "work-item", "work-item-type", "workflow", "workspace",
              "workspace-settings")  # fmt: skip


def read_catalogue(root: Path, lang: str) -> dict[str, dict[str, str]]:
    """A language's namespaces: each ``<ns>.json`` flattened to dotted keys."""
    out = {}
    for ns in NAMESPACES:
        path = root / LOCALES / lang / f"{ns}.json"
        out[ns] = flatten(json.loads(path.read_text(encoding="utf-8"))) if path.exists() else {}
    return out


class Lookup:
    """``t(key, **values)`` as the app's i18next instance resolves it: namespace by namespace
    (common first), in the language and then in English (fallbackLng), ICU ``{name}``
    placeholders filled in; a key found only in English is recorded in ``fallbacks``."""

    def __init__(self, root: Path, lang: str) -> None:
        self.table = read_catalogue(root, LANGUAGES[lang])
        self.english = self.table if lang == "en" else read_catalogue(root, "en")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **values: str) -> str:
        for ns in NAMESPACES:
            text = self.table[ns].get(key) or ""
            if not text and self.english[ns].get(key):
                self.fallbacks.add(key)
                text = self.english[ns][key]
            if text:
                return re.sub(r"\{(\w+)\}", lambda m: values.get(m.group(1), m.group(0)), text)
        raise SystemExit(f"no key {key!r} in the app's catalogs")


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


COMMIT = "4ca6d6c7b807ad09bb571af2c43e85bf47c3ec6b"

if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
