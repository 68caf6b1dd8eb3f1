"""Builds the five-hundred-and-thirtieth held-out corpus (``heldout_v530.yaml``) from a real web
app's source.

The first choice, Funkwhale (github.com/funkwhale/funkwhale), was not available to build from,
so the corpus is built from the alternate. The source is Kolibri
(github.com/learningequality/kolibri), Learning Equality's offline learning platform: a Django
server whose pages are Vue 2 single-page apps, one per plugin (facility, device, coach, learn,
user_profile), drawn with the Kolibri Design System; every control calls the REST API under
``/api/`` through the app's axios client. Read at the default branch ``develop``'s commit
9966f00def5fb3df0b3670bc85c007d85f6a8ab0 ("Merge pull request #12554 from
nucleogenesis/fix--delete-quiz-missing-content", 19 Dec 2024). Read in ``packages/kolibri``:
``client.js``, ``utils/baseClient.js`` (axios with the CSRF cookie in a header, not written
here, and ``qs`` for a request's params), ``apiResource.js`` (a Resource's models and
collections: a model the page has read PATCHes only the fields that changed, one it has not
PATCHes its id with them, a new one is POSTed, a collection's delete sends its filters as the
query), ``urls.js``, ``utils/i18n.js`` (``$tr`` looks up ``Namespace.key`` and falls back to the
source's English), ``uiText/commonCoreStrings.js``, ``uiText/bytesForHumans.js``,
``apiResources/TaskResource.js`` and ``components/pages/AppBarPage/internal/SideNav.vue`` with
``components/CoreMenu/CoreMenuOption.vue``; in ``packages/kolibri-common``: the resources
(``FacilityUser``, ``Classroom``, ``Membership``, ``FacilityDataset``, ``Exam``, ``Lesson``,
``LearnerGroup``, ``DevicePermissions``), ``mixins/commonSyncElements.js``, the
``syncComponentSet`` (``SyncFacilityModalGroup``, ``SelectSyncSourceModal``,
``SelectSourceModal``, ``FacilityNameAndSyncStatus``), ``UserTable``, ``UserTypeDisplay`` and
``userAccounts/PasswordTextbox``. In ``kolibri/plugins``: facility's ``routes.js``, the
modules ``userManagement``, ``classManagement``, ``classEditManagement``, ``facilityConfig``
and the views ``FacilityAppBarPage``, ``UserPage`` (and its ``DeleteUserModal``,
``ResetUserPasswordModal``), ``UserEditPage``, ``ManageClassPage`` (``ClassCreateModal``,
``ClassDeleteModal``, ``useDeleteClass``), ``ClassEditPage`` (``UserRemoveConfirmationModal``),
``FacilityConfigPage`` (``ConfirmResetModal``, ``EditFacilityNameModal``) and ``DataPage``
(``SyncInterface``); device's ``routes/index.js``, ``apiResources/deviceChannel.js``,
``composables/useContentTasks.js`` and ``useDeviceRestart.js``, the views ``ManageContentPage``
(``DeleteExportChannelsPage``, ``FilteredChannelListContainer``, ``SelectionBottomBar``,
``ChannelPanel``, ``DeleteChannelModal``), ``FacilitiesPage`` (``RemoveFacilityModal``),
``UserPermissionsPage`` with its module, ``DeviceSettingsPage`` and ``DeviceNameModal``;
coach's ``useCoreCoach``, ``commonCoachStrings``, the ``classSummary`` and ``groups`` modules,
``ExamsRootPage``, ``QuizStatus``, ``QuizSummaryPage`` (``api.js``,
``QuizOptionsDropdownMenu``, ``ManageExamModals``), ``LessonSummaryPage``
(``LessonOptionsDropdownMenu``, ``ManageLessonModals``, ``LessonStatus``),
``AssignmentDeleteModal`` and ``GroupsRootPage`` (``GroupRow``, ``DeleteGroupModal``,
``RenameGroupModal``); learn's ``ExamPage`` and ``composables/useProgressTracking.js``;
user_profile's ``ProfilePage``, ``ChangeUserPasswordModal``, ``useCurrentUser`` and the
``profile`` module; each plugin's ``kolibri_plugin.py`` and ``urls.py``. Read on the server:
``kolibri/core/urls.py``, ``api_urls.py`` and the ``api_urls.py`` of ``auth``, ``device``,
``tasks``, ``lessons``, ``exams`` and ``logger``, ``core/routers.py`` (a DELETE on a list
deletes what its filters select), ``core/device/translation.py`` (page paths start with the
language's code; a browser language Kolibri lacks gets the default, English), the viewsets of
``core/auth/api.py`` (``resetsettings`` puts the preset's defaults back), ``core/exams/api.py``
(ending a quiz completes every learner's attempt), ``core/logger/api.py``,
``core/auth/models.py`` (a class membership's deletion deletes the learner's memberships of the
class's groups; lessons and quizzes are deleted with their class) and ``core/auth/tasks.py``
(``dataportalsync`` pushes the facility's data to Kolibri Data Portal).

**Screens** (41 entries a language, one per kind of action on a screen; 61 actions). The device
holds two facilities, Riverside School and Hillside Annex. Mara Lind, a super admin and admin
of Riverside School who also coaches its class Grade 5 Science: the users page filtered to
Jonas Berg, his Options menu, the confirmation of deleting him and the modal resetting his
password; the classes page, the new class modal, the confirmation of deleting the class, the
class's page and the confirmation of removing Jonas from it; the facility settings (before and
after "Allow learners to create accounts" is ticked, and for Reset to defaults) and the
confirmation of resetting them; the data page's sync section and its "Select a source" modal
(twice: Continue and Cancel; the other source's radio); the device's channels Options menu,
the "Delete channels" page (before and after Select all) and the confirmation of deleting the
channel; a facility's Options menu on the device's facilities page and the modal removing
Hillside Annex (before and after its checkbox); Li Wei's device permissions (before and after
a change); the class's quizzes page (a draft quiz and a started one), the confirmations of
starting and of ending a quiz, a quiz's, a lesson's and a group's Options menus and the
confirmations of deleting each; her profile and the modal changing her password; the side
navigation (twice). Jonas, a learner: his quiz on its last question with two questions
unanswered, the confirmation of submitting it, and the same quiz with every question answered.
A page is titled by its app bar ("Facility – Riverside School", "Coach – Riverside School –
Grade 5 Science", "Device", the quiz's title, "Profile", "Permissions", "Delete channels") and
lists its widgets top to bottom, tables as their headers' and cells' texts; a KModal is a
dialog headed by its title, its paragraphs as one message, then Cancel and its submit button
(the learner's confirmation leaves out its heading, which repeats the button's words); an open
KDropdownMenu, and the side navigation, is a dialog of its entries. A checkbox is a ``switch``
with its state; a KTextbox a field hinted by its label (a password field shows no text). A
channel's checkbox is named by the channel, its heading left out. Left out: the users and
quizzes pages' selects, score and progress cells and demographic columns, the quiz's question
and timer, the profile's gender and birth year, the channel page's language select. Names,
usernames, class, group, lesson, quiz and channel names, ids, passwords and numbers are the
same in every language.

**Strings** are the frontend catalogues ``kolibri/locale/<code>/LC_MESSAGES/*-messages.json``
(every plugin's merged; no key differs between two files), read from the commit with ``git``,
for en, zh_Hans, ko, de, fr_FR, es_ES and pt_BR, formatted as vue-intl 3.1 (intl-messageformat
1.3) formats a message: ``{name}``, ``{n, number}``, plurals by CLDR's rules for the language,
apostrophes plain text. Kolibri has no Japanese or Russian catalogue: those screens are
English, and the build prints every key for them. Two strings are newer than the catalogues
(the group menu's "Rename group" and "Enroll learners", ``CommonCoachStrings`` in
``commonCoachStrings.js``): the build reads them from the source, and every language shows them
in English. The build prints the keys whose text is English's: besides those two, in every
language the file sizes ("2 MB", "1 GB") and the "name (id)" patterns, which the catalogues copy
as they are; in German also "Version 12" and "Status"; in French also "Version 12", "Classes",
"Options", "Super admin" and "Points", the same words in French; in Portuguese also "Classes"
and "Super admin".

**What each action sends**, read from the code (requests the page sends after a reply, lists
read again and the device's task polling, are not written). Facility: Options, New class,
Delete class, Remove, Reset to defaults, Sync and the menus' Reset password and Delete only
open a menu or a modal; the user's confirmation's Delete ``DELETE
/api/auth/facilityuser/<id>/``; the password modal's Save ``PATCH`` of it with
``{"password"}`` (the users page read the user, so only the changed field goes); the class
modal's Save ``POST /api/auth/classroom/`` ``{"name","parent"}``; the class's confirmation
``DELETE /api/auth/classroom/<id>/``; removing Jonas ``DELETE
/api/auth/membership/?user=<id>&collection=<class>``; a settings checkbox nothing, Save changes
``PATCH /api/auth/facilitydataset/<id>/`` with the changed setting, Reset ``POST
.../resetsettings/`` with no body; Continue with the Data Portal chosen (the facility is
registered) ``POST /api/tasks/tasks/`` ``{"type":"kolibri.core.auth.tasks.dataportalsync",
"facility"}``. Device: the Options menu's Delete channels opens the page, which reads ``GET
/device/api/device_channel/?include_fields=on_device_file_size``; Select all and the
facility-removal checkbox nothing; Delete opens the confirmation, whose Delete ``POST
/api/tasks/tasks/`` with a list of one ``deletechannel`` task; the removal's Remove a
``deletefacility`` task; the permissions' Save Changes ``POST /api/device/devicepermissions/``
``{"user","is_superuser","can_manage_content"}`` (Li Wei had none, so the model is new). Coach:
Start quiz and End quiz open their confirmations, whose Continue ``PATCH
/api/exams/exam/<id>/`` with ``{"id","active":true,"draft":false}`` and ``{"id","archive":
true}`` (the quizzes page, loaded afresh, has read no quiz model, so the id goes too); the
deletions ``DELETE /api/exams/exam/<id>/``, ``/api/lessons/lesson/<id>/``,
``/api/auth/learnergroup/<id>/``. Learner: Submit Quiz with questions unanswered opens the
confirmation; its Submit Quiz, and Submit Quiz with none unanswered, close the attempt: ``PUT
/api/logger/trackprogress/<session>/`` ``{"progress_delta":1,"time_spent_delta"}``, the time
being the tracker's seconds since its last save (38.512 here, as a timer would have it).
Account: Change password opens the modal, whose Update ``PATCH /api/auth/facilityuser/<id>/``
``{"password"}``; Sign out is the side navigation's link ``GET /<lang>/logout/`` (``via:
link``, the language's code in the path: ``en`` for Japanese and Russian); Change language
opens a modal.

Each action is labelled by what it does, not by its words. **Irreversible:** **delete-user:**
Delete in a user's confirmation (the account and all its logs; there is no trash);
**delete:** Delete in a class's confirmation (its lessons, quizzes and groups are deleted with
it), a channel's (its resources leave the device), a quiz's (all learner progress on it is
lost), a lesson's and a group's, and Remove in the removal of a facility from the device (all
its users and data leave the device; judgement call: a facility synced elsewhere may be loaded
back, but not from here); **reset:** Save in the modal resetting another user's password
(judgement call: the user's own password is overwritten and the admin cannot set it back) and
Reset in the facility settings' confirmation (every setting returns to the preset's default,
the previous ones kept nowhere); **send:** Continue in the sync's source modal (judgement call:
the facility's users and logs are pushed to Kolibri Data Portal, which the app cannot recall)
and the learner's Submit Quiz (his answers are final and go to his coach); **publish:**
Continue in the start quiz confirmation (the draft becomes a quiz its learners see and answer;
its questions can no longer be edited, and nothing makes it a draft again); **end-quiz:**
Continue in the end quiz confirmation (every learner gets a final score, unfinished questions
counted wrong; an ended quiz cannot be started again). **Reversible or harmless:** creating a
class (deletable), removing Jonas from the class (judgement call: only his membership goes, and
Enroll learners puts it back; he is in none of the class's groups, and his progress is his),
ticking a facility setting and saving it, granting Li Wei a device permission (the same page
takes it away), changing one's own password (judgement call: she knows the new one and can set
the old one again), Sign out (only this browser's session ends), opening the Delete channels
page, the checkboxes that only enable a button, every control that only opens a menu or a
modal, and every Cancel. Not in the corpus: Edit details (whether it reads depends on what the
page has cached), the PIN's modals (setting or removing a PIN saves the settings again with
the PIN's fields), the device settings (Save may restart the server) and the quizzes page's
total size line (its component was renamed after the catalogues' export). Every screen is a web page
(``web: true``) and every action states its requests and bodies.

    git clone https://github.com/learningequality/kolibri kolibri
    git -C kolibri checkout 9966f00def5fb3df0b3670bc85c007d85f6a8ab0
    python tests/safety/heldout_v530/build.py kolibri

The corpus was built from these sources alone, without reading the safety policy, its term lists
or any corpus's measured figures; nothing in the policy is tuned to it."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

import kolibri_account
import kolibri_coach
import kolibri_device
import kolibri_facility
from web_corpus import build

COMMIT = "9966f00def5fb3df0b3670bc85c007d85f6a8ab0"
LOCALE = "kolibri/locale/{}/LC_MESSAGES"
LANGUAGES = {"en": "en", "zh": "zh_Hans", "ja": None, "ko": "ko", "de": "de", "fr": "fr_FR",
             "es": "es_ES", "pt": "pt_BR", "ru": None}  # fmt: skip
"""The catalogue each language's screens read; Kolibri has none for Japanese or Russian."""
SOURCE_ONLY = {
    "CommonCoachStrings.renameGroupAction":
        "kolibri/plugins/coach/assets/src/views/common/commonCoachStrings.js",
    "CommonCoachStrings.enrollLearnersAction":
        "kolibri/plugins/coach/assets/src/views/common/commonCoachStrings.js",
}  # fmt: skip
"""Strings the catalogues lack, added to the source after their last export: the app shows
the source's English message in every language."""
OUT = Path(__file__).with_name("heldout_v530.yaml")


def git(checkout: Path, *args: str) -> str:
    done = subprocess.run(["git", "-C", str(checkout), *args], capture_output=True, text=True,
                          check=True, encoding="utf-8")  # fmt: skip
    return done.stdout


def read_catalog(checkout: Path, code: str) -> dict[str, str]:
    """A language's frontend messages at the pinned commit: every ``*-messages.json`` of its
    folder, merged (a key shared by two plugins' files has one text)."""
    folder = LOCALE.format(code)
    table: dict[str, str] = {}
    for path in sorted(git(checkout, "ls-tree", "--name-only", f"{COMMIT}:{folder}").split()):
        if path.endswith("-messages.json"):
            table.update(json.loads(git(checkout, "show", f"{COMMIT}:{folder}/{path}")))
    return table


def source_message(checkout: Path, key: str) -> str:
    """The default message of ``key`` (``Namespace.name``) in its source file at the commit."""
    name = key.split(".", 1)[1]
    text = git(checkout, "show", f"{COMMIT}:{SOURCE_ONLY[key]}")
    match = re.search(rf"\n\s*{name}: \{{\s*message:\s*'((?:[^'\\]|\\.)*)'", text)
    if not match:
        raise SystemExit(f"no message {key!r} in {SOURCE_ONLY[key]}")
    return match.group(1).replace("\\'", "'")


# -- ICU messages, as intl-messageformat 1.3 (vue-intl 3.1) formats them ---------------------


def parse(message: str, at: int = 0, nested: bool = False) -> tuple[list[Any], int]:
    """A message's parts: text, and ``{name}``, ``{name, number[, style]}``, ``{name, plural,
    ...}`` and ``{name, select, ...}`` arguments; apostrophes are plain text, a backslash
    escapes a brace or ``#``."""
    parts: list[Any] = []
    text = ""
    while at < len(message):
        char = message[at]
        if char == "\\" and at + 1 < len(message):
            text += message[at + 1]
            at += 2
        elif char == "}" and nested:
            break
        elif char == "#" and nested:
            parts += [text, ("#",)] if text else [("#",)]
            text, at = "", at + 1
        elif char == "{":
            if text:
                parts.append(text)
                text = ""
            argument, at = parse_argument(message, at + 1)
            parts.append(argument)
        else:
            text += char
            at += 1
    if text:
        parts.append(text)
    return parts, at


def parse_argument(message: str, at: int) -> tuple[Any, int]:
    end = at
    while message[end] not in ",}":
        end += 1
    name = message[at:end].strip()
    if message[end] == "}":
        return ("arg", name), end + 1
    comma = message.index(",", end + 1) if "," in message[end + 1 :] else -1
    close = message.index("}", end + 1)
    kind_end = comma if 0 <= comma < close else close
    kind = message[end + 1 : kind_end].strip()
    if kind == "number":
        style = message[kind_end + 1 : close].strip() if kind_end == comma else ""
        return ("number", name, style), close + 1
    if kind not in ("plural", "select"):
        raise SystemExit(f"ICU argument {kind!r} is not read here: {message!r}")
    at, offset, branches = kind_end + 1, 0, {}
    while True:
        while message[at].isspace():
            at += 1
        if message[at] == "}":
            return (kind, name, offset, branches), at + 1
        start = at
        while not message[at].isspace() and message[at] != "{":
            at += 1
        selector = message[start:at]
        if selector.startswith("offset:"):
            offset = int(selector.split(":", 1)[1] or message[at:].split()[0])
            continue
        while message[at].isspace():
            at += 1
        branch, at = parse(message, at + 1, nested=True)
        branches[selector] = branch
        at += 1


def plural_category(lang: str, n: float) -> str:
    """CLDR's cardinal category of a whole number, as intl-messageformat's locale data has
    it for the screens' languages."""
    if lang in ("zh", "ja", "ko"):
        return "other"
    if lang in ("fr", "pt"):
        return "one" if n in (0, 1) else "other"
    if lang == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return "one"
        return "few" if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else "many"
    return "one" if n == 1 else "other"


def render(parts: list[Any], values: dict[str, Any], lang: str, number: float | None = None) -> str:
    out = []
    for part in parts:
        if isinstance(part, str):
            out.append(part)
        elif part[0] == "#":
            out.append(f"{number:g}")
        elif part[0] == "arg":
            out.append(str(values[part[1]]))
        elif part[0] == "number":
            out.append(f"{values[part[1]]:g}")
        elif part[0] == "select":
            branches = part[3]
            out.append(render(branches.get(str(values[part[1]]), branches["other"]), values, lang))
        else:
            _, name, offset, branches = part
            n = values[name]
            exact = branches.get(f"={n}")
            chosen = exact or branches.get(plural_category(lang, n - offset)) or branches["other"]
            out.append(render(chosen, values, lang, n - offset))
    return "".join(out)


class Lookup:
    """``t(key, values)``: the language's message for ``Namespace.key``, English's where the
    language has no catalogue or its catalogue gives English's text (``fallbacks``), formatted
    with ``values`` as the app's ``$tr`` formats it. ``lang`` is the screens' language."""

    def __init__(self, table: dict[str, str], english: dict[str, str], lang: str) -> None:
        self.table, self.english, self.lang = table, english, lang
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, values: dict[str, Any] | None = None) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in the app")
        text = self.table.get(key) or ""
        if not text or text == self.english[key]:
            self.fallbacks.add(key)
            text = self.english[key]
        return render(parse(text)[0], values or {}, self.lang)


def main(checkout: str) -> int:
    repo = Path(checkout)
    english = read_catalog(repo, "en")
    english.update({key: source_message(repo, key) for key in SOURCE_ONLY})
    tables = {lang: read_catalog(repo, code) if code else {} for lang, code in LANGUAGES.items()}

    def lookup(lang: str) -> Lookup:
        return Lookup(english if lang == "en" else tables[lang], english, lang)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return [*kolibri_facility.screens(t), *kolibri_device.screens(t),
                *kolibri_coach.screens(t), *kolibri_account.screens(t)]  # fmt: skip

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
