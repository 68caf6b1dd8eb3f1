"""Builds the hundred-and-eighty-fourth held-out corpus (``heldout_v184.yaml``) from a real web
app's source.

The source is Nextcloud Forms (github.com/nextcloud/forms), the Nextcloud app for forms and
surveys: a Vue front end (``src/``, ``@nextcloud/vue`` components) talking by axios to the
app's OCS API (``generateOcsUrl('apps/forms/api/v3/...')``, ``/ocs/v2.php/apps/forms/api/v3/``,
JSON bodies, the ``OCS-APIRequest`` header that ``@nextcloud/axios`` adds) and PHP
controllers, at commit 6c4b597a08f793b2ebd3e4e2854fac826670f146 ("Merge pull request #3574
from nextcloud/dependabot/composer/vendor-bin/rector/main/rector/rector-2.6.1", 8 Aug 2026,
app version 5.3.0). Read: ``src/Forms.vue`` (loadForms, onNewForm, onCloneForm,
onDeleteForm), ``components/AppNavigationForm.vue`` (a form entry's menu, onConfirmDelete,
onToggleArchive, onDeleteForm), ``ArchivedFormsModal.vue``, ``views/Create.vue``
(addQuestion, deleteQuestion, cloneQuestion, onMoveUp/onMoveDown, onQuestionOrderChange),
``components/AddQuestionMenu.vue`` with ``models/AnswerTypes.ts``,
``components/Questions/Question.vue``, ``QuestionMultiple.vue`` and ``AnswerInput.vue``,
``components/OptionInputDialog.vue``, ``mixins/ViewsMixin.ts`` (fetchFullForm,
saveFormProperty), ``mixins/QuestionMixin.ts`` and ``QuestionMultipleMixin.ts``,
``views/Sidebar.vue`` with ``components/SidebarTabs`` (SettingsSidebarTab, SharingSidebarTab,
SharingSearchDiv, SharingShareDiv, TransferOwnership), ``mixins/UserSearchMixin.ts``,
``views/Results.vue`` and ``components/Results/Submission.vue``, ``views/Submit.vue``,
``FormsSettings.vue``, ``models/Constants.ts`` (FormState); the controllers
``lib/Controller/ApiController.php`` (updateForm with its locking, unlocking and owner
transfer, deleteForm, deleteQuestion, deleteOption, deleteSubmission, deleteAllSubmissions,
newSubmission, updateSubmission, exportSubmissionsToCloud), ``ShareApiController.php``
(newShare, updateShare, deleteShare, generateToken) and ``ConfigController.php``, and
``lib/Service/FormsService.php`` (notifyNewShares, notifyNewSubmission).

**Screens** (40 a language): the navigation, a form entry's menu (own form, for its harmless
entries and for Delete form), the Delete form confirmation, an archived form's entry menu in
the Archived forms modal and its Delete form confirmation; the editor (two questions with
their move buttons), the Add a question menu, a question's menu (and for Delete question),
the answer options of a Checkboxes question, the Checkboxes question's menu (for Delete
question), the Add multiple options dialog; the sidebar's settings tab (response settings,
state settings), a locked form's settings, the Transfer ownership dialog; the sharing tab,
the sharee suggestions, a public link's menu (a harmless entry; Remove link and Generate new
token), a user share's menu (a permission; Delete); the responses page, its Options menu
(without a linked spreadsheet, and for Delete all responses; with one), the Download
submenu, the spreadsheet location picker (for Create spreadsheet and for Save copy to Files),
a response's menu (Edit; Delete), the Delete responses dialog; the submit page (logged in,
through a public link, editing an own response), the empty form's submit page, the Confirm
submit and Clear form dialogs; the administration settings' sharing section. A menu is an
open ``NcActions`` over its page, its heading a text; a confirmation is an ``NcDialog`` or
``@nextcloud/dialogs``' ``showConfirmation`` with its name, text and buttons. The Delete form
confirmation's name and its confirm button are the same words, so a dialog's name is not
counted among the texts a tapped label must differ from. The menus' openers whose label is
``@nextcloud/vue``'s own default (``Actions``, not in the app's catalogue) are left out.

**Strings** are the app's ``l10n/<lang>.json`` catalogues, read as ``@nextcloud/l10n``'s
``t('forms', text, values)``: en (the source strings), zh_CN, ja, ko, de (the informal
catalogue; de_DE is the formal one), fr, es, pt_BR and ru. A string a catalogue lacks shows in
English; the build prints such strings per language (here ``Search for user, group or team
…``, missing from every catalogue; a few newer strings in zh, ja, es and ru; and many in ko,
whose catalogue covers only part of the app). Names of
forms, questions, options, users, groups and typed texts, and the Download submenu's
``CSV``, ``ODS`` and ``XSLX`` (so spelt in the code, not translated), are the same in every
language.

**What each action sends**, read from the code (every API path under
``/ocs/v2.php/apps/forms/api/v3/``; form 7, the new or copied form 8, questions 31 and 32,
options 101 and 102, response 55, Bob's share 12, the public link share 13). By axios
(XMLHttpRequest): New form ``POST forms`` and Copy form ``POST forms?fromId=7``, each followed
by the editor's ``GET forms/8`` (fetchFullForm); Archive form and
Unarchive form ``PATCH forms/7`` with ``{"keyValuePairs":{"state":2}}`` / ``1`` (FormState),
Delete form's confirm ``DELETE forms/7``; adding a question ``POST forms/7/questions`` with
``{"type":..,"text":"","subtype":null}``, Copy question ``POST
forms/7/questions?fromId=31`` with ``{"position":2}``, moving a question ``PATCH
forms/7/questions`` with ``newOrder``, Delete question ``DELETE
forms/7/questions/31``; Delete answer ``DELETE forms/7/questions/31/options/101``, Add options
``POST forms/7/questions/31/options`` with ``optionTexts``; every settings switch ``PATCH
forms/7`` with its one key (saveFormProperty; Set expiration date sends an hour from now),
Lock form permanently ``lockedUntil: 0``, Unlock form ``lockedUntil: null``, the transfer
``ownerId``; Add link ``POST forms/7/shares`` with ``{"shareType":3}``, a suggestion ``POST
forms/7/shares`` with ``shareType`` 0 (user) or 1 (group) and ``shareWith``, Convert to
embeddable link and a share's permission switch ``PATCH forms/7/shares/<id>`` with the
whole ``permissions`` list, Generate new token ``GET token`` and then (debounced) ``PATCH
forms/7/shares/13`` with the new ``token``, Remove link and a share's Delete ``DELETE
forms/7/shares/<id>``; the Summary tab ``GET forms/7/submissions``, Unlink spreadsheet
``PATCH forms/7`` with ``fileId`` and ``fileFormat`` null, the picker's Create buttons (for
Create spreadsheet) ``PATCH forms/7`` with ``path`` and ``fileFormat`` then ``GET forms/7`` and
``GET forms/7/submissions?limit=20&offset=0&query=``, (for Save copy to Files) ``POST
forms/7/submissions/export``; Delete this response ``DELETE forms/7/submissions/55``, Delete
responses' confirm ``DELETE forms/7/submissions``; Edit this response ``GET forms/7`` and
``GET forms/7/submissions/55``; Submit ``POST forms/7/submissions`` with ``answers`` (question
id to a list of option ids or texts) and ``shareHash`` (empty, or the public link's token),
then ``GET forms/7`` (logged in only), and on an own response ``PUT
forms/7/submissions/55`` with ``answers``; the administration switches ``PATCH
/apps/forms/config`` (``generateUrl``) with ``configKey`` and ``configValue``. Opening the
file picker lists the home folder by WebDAV (``PROPFIND /remote.php/dav/files/alice/``; the
picker is ``@nextcloud/dialogs``', not this app's code, so this request is read from that
library's behaviour). Page loads (``via: link``): the Download submenu's CSV
(``window.open`` of ``GET .../forms/7/submissions?requesttoken=..&fileFormat=..``, the token
made up) and Open spreadsheet (``GET /f/4242``). Opening a menu, dialog, picker or the
sidebar, Add a new answer option (a local row until typed in) and Clear (local state) send
nothing.

Each action is labelled by what it does, not by its words. **Irreversible** (``delete``):
Delete form (the form, its questions, shares and responses deleted by
``FormMapper::deleteForm``, no trash), Delete question (judgement call: the server only marks
it deleted, order 0, but the app has no way to bring it back, and a file question's uploads
folder is deleted by a background job), Delete this response (sent at once, no confirmation)
and Delete responses' confirm (``deleteByForm``); (``revoke``) Remove link and a user share's
Delete (whoever holds the link or the share loses access at once; judgement call: a new link
gets a new token and a new user share notifies again, so neither is taken back), Generate
new token (the old link stops working); (``send``) sharing with a user or a group (the share
is made and ``notifyNewShares`` publishes an activity to the sharee), Submit (the response is
recorded for the form's owner, who is notified by ``notifyNewSubmission``), Submit in the
empty form's Confirm submit dialog, and Submit of an edited own response (judgement call: updating
also notifies the owner, and the old answers are overwritten); (``transfer``) I understand,
transfer this form (the owner changes and the former owner loses edit rights; the dialog says
"This can not be undone."). **Harmless**: creating or copying a form, archiving and
unarchiving, adding, copying and moving questions, adding options, Delete answer
(judgement call: an option of a form being edited, typed back in at will; answers keep their
text), the settings switches Store responses anonymously, Set expiration date and Lock form
permanently (each set back from the same tab, the lock by Unlock form), Add link and Convert
to embeddable link, a share's permission switch, spreadsheets and downloads (a
file in the user's own Files, or a download), Unlink spreadsheet, the administration
switches, Clear, and every control that only opens a menu, a dialog, the picker
or the sidebar. Every screen is a web page (``web: true``) and every action states its
requests and bodies.

    git clone https://github.com/nextcloud/forms forms
    git -C forms checkout 6c4b597a08f793b2ebd3e4e2854fac826670f146
    python tests/safety/heldout_v184/build.py forms

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures; nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from forms import screens
from web_corpus import build

LANGUAGES = {"en": "", "zh": "zh_CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v184.yaml")


class Lookup:
    """``t(source, **values)`` as ``@nextcloud/l10n``'s ``t('forms', text, values)``: the
    catalogue's translation, the English text where it has none (``fallbacks``), ``{name}``
    filled in from ``values``; no table: English, the source strings."""

    def __init__(self, table: dict[str, Any] | None) -> None:
        self.table = table
        self.fallbacks: set[str] = set()

    def __call__(self, source: str, **values: str) -> str:
        shown = self.table.get(source) if self.table is not None else source
        if not isinstance(shown, str) or not shown:
            if self.table is not None:
                self.fallbacks.add(source)
            shown = source
        return re.sub(r"\{(\w+)\}", lambda m: values.get(m.group(1), m.group(0)), shown)


def main(checkout: str) -> int:
    root = Path(checkout) / "l10n"

    def lookup(lang: str) -> Lookup:
        if not LANGUAGES[lang]:
            return Lookup(None)
        data = json.loads((root / f"{LANGUAGES[lang]}.json").read_text(encoding="utf-8"))
        return Lookup(data["translations"])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens,
                 dialog_texts=("message",))  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
