"""Builds the four-hundred-and-thirty-eighth held-out corpus (``heldout_v438.yaml``) from a real
web app's source.

The source is Overleaf (github.com/overleaf/overleaf), the collaborative LaTeX editor: an
Express server with Pug pages and a React front end whose controls call the server with
``fetch`` (``infrastructure/fetch-json.ts``: the CSRF token in an ``X-CSRF-Token`` header, a
body only where one is given, written by ``JSON.stringify``). Read at commit
05565653a152d9ac6a325334ca91c76fbdfaceba ("Merge branch 'main' into main", 26 Jun 2026), all
under ``services/web``. Read: ``app/src/router.mjs``, ``Features/Collaborators`` and
``Features/History/HistoryRouter.mjs`` (the routes), ``Features/User/UserController.mjs``
(a password change and Clear sessions remove every other session and mail a security alert),
``Features/User/UserPagesController.mjs`` and ``Features/ServerAdmin/AdminController.mjs`` (the
pages' titles), ``app/views/_metadata.pug`` (a page's title is its translated title, the app's
name and "Online LaTeX Editor"; the app's name is the default "Overleaf (Community
Edition)"), ``app/views/user/login.pug``, ``user/sessions.pug`` and ``admin/index.pug``;
``frontend/js/features/form-helpers/hydrate-form.ts`` (a form marked ``data-ol-async-form`` is
sent by ``fetch`` as a JSON object of its fields); in ``frontend/js/features``:
``project-list`` (``util/api.ts``, the table's action buttons and project tools, the
archive, trash, delete, leave, delete tag and new project modals, ``new-project-button``),
``clone-project-modal``, ``file-tree`` (``util/sync-mutation.ts``, the item menu, the delete
modal, ``contexts/file-tree-actionable.tsx``), ``chat`` (``context/chat-context.tsx``, the
message input and menu), ``ide-react/components/modals/generic-confirm-modal.tsx``,
``history`` (``services/api.ts``, the version menu, the restore and delete label modals),
``share-project-modal`` (``utils/api.ts``, ``utils/captcha.ts``, ``add-collaborators-select``,
``invite``, ``edit-member``, ``transfer-ownership-modal``), ``settings`` (the account info,
password, sessions and leave sections, the delete account modal and form, ``root.tsx``) and
``shared/components/navbar/account-menu-items.tsx``.

**Screens** (40 a language), of a user logged in as the owner of "Thesis draft" unless said.
The project dashboard: a project's row (its title link and icons Copy, Download .zip file,
Download PDF, Archive, Trash), the same row in the trash (Restore, Delete), a project shared
with the user in the trash (Restore, Leave), the toolbar of three selected projects and of
three trashed ones, the archive, delete and leave modals of one project, the trash and delete
modals of three, the copy and new project modals, the New project menu, the delete tag modal
and the account menu. The editor: a file's menu in the file tree and its delete modal, the
chat with a typed message, a chat message's menu and the delete message confirmation, the
history's version menu and its restore and delete label modals, the share modal (an e-mail
typed to invite, a pending invite, a member's access menu, the member's row with the removal's
Cancel and Confirm) and the change owner modal. The account: the settings page's account info
(the last name changed), password and foot (sessions and Delete your account), the delete
account modal (filled in), the sessions page, the login page, and the admin panel's System
Messages tab (a message typed) and Open/Close Editor tab. The foot's Delete your account and
the delete account modal are drawn where the instance is overleaf.com (``isOverleaf``); the
admin panel's forms are those of a self-hosted instance, so both are of this code. A modal is a
dialog over its page headed by its ``OLModalTitle``, its paragraph the dialog's message; the
dialog's title is no item of the screen, so a button may carry the heading's words (Delete
under "Delete", Delete label under "Delete label"). An icon button is an ``icon`` named by its
tooltip; a dropdown's entries are ``menu`` items. The login page's heading is left out (in
Chinese it has the button's words). Written dates and names are the same in every language.

**Strings** are ``services/web/locales/<lang>.json`` for en, zh-CN, ja, ko, de, fr, es, pt
and ru (the app ships no pt_BR; ``pt`` is its Portuguese), read as the app's i18next does with
English as the fallback language (``__name__`` filled in, ``<0>`` tags dropped). The corpus
uses 103 keys; the build prints those a language lacks and so shows in English: zh 5 (the chat
message's delete confirmation, Invited people, Resend invite, Set as main document), de 15, fr
21, pt 40, es 45, ru 47, ja 48 and ko 48 (the newer strings: the chat and history dialogs, the
share modal's invite and access parts, the trash and tag modals and more). The admin panel is
written in English in the app and so in every language, as is the editor's title (the
project's name).

**What each action sends**, read from the code; paths are on the app's own origin. By
``fetch`` with no body: Confirm in the archive modal ``POST /project/<id>/archive``, in the
trash modal of three ``POST /project/<id>/trash`` for each, in the delete modals ``DELETE
/project/<id>`` for each, in the leave modal ``POST /project/<id>/leave``; Restore ``DELETE
/project/<id>/trash`` (for each selected); Delete in the delete tag modal ``DELETE
/tag/<id>``; Delete in the file delete modal ``DELETE /project/<id>/doc/<id>``; OK in the
delete message confirmation ``DELETE /project/<id>/messages/<id>``; Delete label ``DELETE
/project/<id>/labels/<id>``; Resend invite ``POST /project/<id>/invite/<id>/resend``; the
invite's revoke icon ``DELETE /project/<id>/invite/<id>``; Confirm of a member's removal
``DELETE /project/<id>/users/<id>``. By ``fetch`` with a JSON body: Copy ``POST
/project/<id>/clone`` ``{"projectName","tags"}`` (the default name "Thesis draft (Copy)");
Create in the new project modal ``POST /project/new`` ``{"projectName","template":"none"}``
then a load of the new project; Enter in the chat ``POST /project/<id>/messages``
``{"content","client_id"}``; Restore in the restore modal ``POST /project/<id>/revert-project``
``{"version"}``; Invite ``POST /project/<id>/invite`` ``{"email","privileges"}`` (no reCAPTCHA
is loaded, so its undefined response is left out); Viewer in the access menu ``PUT
/project/<id>/users/<id>`` ``{"privilegeLevel":"readOnly"}``; Change owner ``POST
/project/<id>/transfer-ownership`` ``{"user_id"}``; Update ``POST /user/settings``
``{"email","first_name","last_name"}``; Change ``POST /user/password/update``
``{"currentPassword","newPassword1","newPassword2"}``; Delete in the delete account modal
``POST /user/delete`` ``{"password"}`` then a load of ``/``; the async forms, Clear sessions
``POST /user/sessions/clear`` ``{"_csrf"}`` and Login ``POST /login``
``{"_csrf","email","password"}`` then a load of ``/project``. By an HTML form (``via: form``,
urlencoded with its ``_csrf`` field, the token made up): Log out ``POST /logout`` and the admin
panel's Post Message ``POST /admin/messages`` (with ``content``), Clear all messages, Close
Editor and Disconnect all users. Page loads (``via: link``): Download .zip file
(``location.assign`` of ``/project/<id>/download/zip``), the toolbar's Download
(``/project/download/zip?project_ids=..``), Manage sessions. Nothing is sent by the controls
that only open a modal, a menu or the removal's confirm buttons (Archive and Trash of a row or
of the toolbar, Delete and Leave of a trashed row, the trashed toolbar's Delete, Blank project,
Upload project, the file menu's Delete, the chat message menu's Delete, Restore project to this
version, Remove access, Delete your account) and by every Cancel.

Each action is labelled by what it does, not by its words. **Irreversible:** Confirm in the
delete modals of one and of three trashed projects (``delete``: the projects, their files and
history are removed, with no way back in the app); Delete in the delete tag modal
(``delete``, judgement call: the projects stay, but the tag and its grouping of projects are
gone with no undo); OK in the
delete message confirmation (``delete``: the message is removed for every collaborator);
Clear all messages in the admin panel (``delete``, judgement call: every system message is
removed from every user's banner with no copy kept); Confirm in the leave modal (``leave``,
judgement call: the user loses the project and only its owner can invite them back); Enter in
the chat (``send``: the message reaches every collaborator at once); Invite and Resend invite
(``send``: an invitation e-mail goes to another person); the invite's revoke icon and Confirm
of a member's removal (``revoke``: the person loses access, or the invitation link stops
working); Clear sessions (``revoke``: every other login is signed out and a security alert is
mailed); Change owner (``transfer``: the modal itself says it cannot be undone, the new owner
is notified and may remove the old one); Change in the password part (``overwrite``,
judgement call: the old password is not kept, every other session is signed out and a security
alert is mailed); Delete in the delete account modal (``delete-user``: the account and all its
projects); Post Message in the admin panel (``publish``: the message is shown at once to every
user of the instance); Disconnect all users (``disconnect``, judgement call: every user with
the editor open is forced off at once, which nothing takes back). **Reversible or harmless:**
Archive and Trash (Unarchive and Restore set them back), Restore, Copy, creating a project,
Log out, Update, Login, Close Editor (Reopen Editor sets it back), Viewer in the access menu
(set back by the same menu), the downloads and page loads, and every control that only opens
something or cancels. Judgement calls among them: Delete in the file tree's delete modal
(the app says "permanently", but the project's history keeps the file and restores it, so
it is reversible); Restore in the restore version modal (the current state stays in the
history, and restoring it is one more version); Delete label (the version stays and can be
labelled again). Not in the corpus: the compile and PDF controls (their bodies are large
option objects), the review panel's comment actions (their routes are not in this
repository's server), and the e-mail part of the settings page (it needs the affiliations
service). Every screen is a web page (``web: true``) and every action states its requests and
bodies.

    git clone https://github.com/overleaf/overleaf overleaf
    git -C overleaf checkout 05565653a152d9ac6a325334ca91c76fbdfaceba
    python tests/safety/heldout_v438/build.py overleaf

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from overleaf import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh-CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v438.yaml")


class Lookup:
    """``t(key, **values)`` as the app's i18next: a key the language lacks, or leaves empty,
    shows English's text (``fallbacks``); ``__name__`` is filled in from ``values`` and the
    ``<0>`` tags of ``<Trans>`` messages are dropped."""

    def __init__(self, folder: Path, code: str) -> None:
        def read(name: str) -> dict[str, str]:
            return json.loads((folder / f"{name}.json").read_text(encoding="utf-8"))

        self.table, self.english = read(code), read("en")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **values: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in services/web/locales/en.json")
        text = self.table.get(key) or ""
        if not text.strip():
            self.fallbacks.add(key)
            text = self.english[key]
        text = re.sub(r"</?\d+>", "", text)
        return re.sub(r"__(\w+?)__", lambda m: values.get(m.group(1), m.group(0)), text)


def main(checkout: str) -> int:
    folder = Path(checkout) / "services" / "web" / "locales"

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    # A dialog's title is no item of the screen: only its message counts as a text.
    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens,
                 dialog_texts=("message",))  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
