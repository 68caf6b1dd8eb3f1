"""Builds the forty-ninth held-out corpus (``heldout_v49.yaml``) from a real web app's source.

The source is Umami (github.com/umami-software/umami), self-hosted web analytics with a
Next.js/React front end, at commit c0ea3aefbee7a3429ee2f824b06dc4a9dbe0b7e1 ("Migrate tests
to Vitest", 14 May 2026). Read: the pages and forms under ``src/app/(main)`` (websites/
[websiteId]/settings: WebsiteEditForm, WebsiteReplaySettings, WebsiteShareForm,
ShareEditForm, ShareDeleteButton, WebsiteData, WebsiteTransferForm, WebsiteResetForm,
WebsiteDeleteForm; teams: TeamSettings, TeamEditForm, TeamLeaveButton, TeamLeaveForm,
TeamManage, TeamDeleteForm, TeamMemberEditForm, TeamMemberRemoveButton, TeamJoinForm,
TeamsMemberAddButton, TeamMemberAddForm; admin/users: UserEditForm, UserAddForm,
UserDeleteButton, UserDeleteForm; settings/profile: PasswordChangeButton,
PasswordEditForm; the delete buttons of segments, cohorts, boards, links and pixels;
SegmentEditForm, LinkEditForm), the shared ``src/components/common`` forms
(ConfirmationForm, TypeConfirmationForm) and ``input/DialogButton``, the client
(``src/components/hooks/useApi.ts``, ``queries/useUpdateQuery.ts``,
``queries/useDeleteQuery.ts``, ``src/lib/fetch.ts``) and the API routes behind each
request under ``src/app/api`` with the queries they run (``src/queries/prisma``). Screens:
a website's details, its replay switch and replay settings, its data panel (transfer,
reset, delete) and the three dialogs, its share links, the share create, edit and delete
dialogs; a team's settings (rename; a regenerated access code; leave), the leave and
delete dialogs, a member's role dialog and remove confirmation, the join dialog and an
administrator's add-member dialog; a user's details, the delete-user
dialog, the create-user dialog and the change-password dialog; the delete
confirmations of a segment, a cohort, a board, a short link and a pixel, and the edit
dialogs of a segment and a link.

**Strings** are next-intl catalogues, ``public/intl/messages/<locale>.json`` for en-US,
zh-CN, ja-JP, ko-KR, de-DE, fr-FR, es-ES, pt-BR and ru-RU, read by the keys the components
pass through ``useMessages`` (``label.*``, ``message.*``), with their ICU arguments filled
in (website "Harbour Shop", team "Harbour Analytics", member "lena", the typed words
DELETE and RESET) and the ``<b>`` tags of ``t.rich`` dropped. A key a locale leaves out or
keeps in English is shown in English; the build prints them. A Dialog's title is a heading,
not a control: "Delete" may be both the title of the user delete dialog and its button, so
only a dialog's message is kept apart from the labels tapped. The share dialog's section
switches are react-aria checkboxes, written as switches; a Select is written as the button
showing its value. Icon-only buttons (edit, delete in a table row) carry no name and are
left out: the corpus starts from the dialog they open.

**What each action sends** is read from useApi: every request is a ``fetch`` to ``/api``
plus the path; POST and PUT carry ``JSON.stringify`` of the object (a mutation run with null
sends ``{}``; undefined fields drop), GET and DELETE none. Saving a website ``POST
/api/websites/<id>`` with the form's values (written here as id, name, domain); the replay
switch and the replay settings' Save POST the same path with ``replayEnabled`` and
``replayConfig``; Transfer ``POST /api/websites/<id>/transfer`` with ``teamId``; Reset ``POST
/api/websites/<id>/reset`` with ``{}``; Delete ``DELETE /api/websites/<id>``; a new share
``POST /api/websites/<id>/shares`` with the name and a switch per shared view, its edit
``POST /api/share/id/<id>`` with the slug kept, its delete ``DELETE /api/share/id/<id>``; a
team's Save ``POST /api/teams/<id>`` (written as id, name, access code); leaving ``DELETE
/api/teams/<id>/users/<own id>``; the team's delete ``DELETE /api/teams/<id>``; a member's
role ``POST /api/teams/<id>/users/<user id>``, the member's removal DELETEs it; joining
``POST /api/teams/join`` with the code; adding a member ``POST /api/teams/<id>/users`` with
userId and role; a user's Save ``POST /api/users/<id>``, a new user ``POST /api/users``, the
user's delete ``DELETE /api/users/<id>``; the password ``POST /api/me/password`` with the
three fields of the form; segments and cohorts ``DELETE /api/websites/<id>/segments/<id>``,
boards, links and pixels ``DELETE /api/<kind>/<id>``; a segment's Save ``POST
/api/websites/<id>/segments/<id>`` with ``type`` segment, a link's ``POST /api/links/<id>``
with its id. Buttons that open a dialog, Regenerate (it only writes a new code into the
form) and Cancel send nothing.

Each action is labelled by what it does, not by its words. Irreversible: Transfer (judgement
call: updateWebsite hands the website to the team, every member sees its data at once, and
only a team role allowed ``website:transfer-to-user`` can hand it back), Reset (resetWebsite
deletes every event, session and replay of the website, the settings kept: "All statistics
for this website will be deleted"), Delete in the website's, the team's ("will also delete
all team websites") and the user's dialogs (deleteWebsite, deleteTeam and deleteUser remove
the rows and their data on a self-hosted server, with no trash), deleting a share (judgement
call: whoever holds the link loses the dashboard for good; a new share gets a new random
slug), Save after Regenerate (judgement call: the old access code stops working for
everyone it was given to and cannot be set back from the form, whose field is read-only),
Leave (only an owner or manager can add the user back), Remove of a member, Save in the
administrator's add-member dialog (judgement call: the user gains the team's websites and
data at once, as an invitation that needs no acceptance), Save in the change-password dialog
(the account's security), and Delete in the segment, cohort, board, link (the short link
stops redirecting for whoever follows it) and pixel confirmations (gone with no trash).
Harmless: saving a website's name and domain, the replay switch and settings (switched
back), the data panel's buttons (they only open the dialogs), Add and the share create
dialog's Save (judgement call: a share is a new random address nobody holds yet, listed
and deleted on the same panel), editing a share's name and views, renaming a team with its
code unchanged, a member's role (set back the same way), joining a team with a code (left
again), a user's details and creating a user (an account nobody is told of, deleted from
the same list), saving a segment and a link's name, destination and slug kept, and every
control that only opens a dialog or cancels. Every screen is a web page (``web: true``) and
every action states its requests and, where it has one, the JSON body.

    git clone https://github.com/umami-software/umami umami
    git -C umami checkout c0ea3aefbee7a3429ee2f824b06dc4a9dbe0b7e1
    python tests/safety/heldout_v49/build.py umami

The corpus was built once, before any change to the policy, and is kept apart from the
pinned corpus and the other held-out corpora; nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from umami import screens
from web_corpus import build

LANGUAGES = {"en": "en-US", "zh": "zh-CN", "ja": "ja-JP", "ko": "ko-KR", "de": "de-DE",
             "fr": "fr-FR", "es": "es-ES", "pt": "pt-BR", "ru": "ru-RU"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v49.yaml")


def read(folder: Path, locale: str) -> dict[str, str]:
    """A catalogue's two namespaces as one table of dotted keys, as next-intl resolves them."""
    table = json.loads((folder / f"{locale}.json").read_text(encoding="utf-8"))
    return {f"{space}.{key}": text for space, entries in table.items()
            for key, text in entries.items() if isinstance(text, str)}  # fmt: skip


class IntlLookup:
    """``t(key, **values)`` for one locale: its string (English where the locale lacks the
    key or leaves it empty), ICU arguments ``{name}`` filled in and ``<b>`` tags dropped;
    ``fallbacks`` names the keys shown in English."""

    def __init__(self, table: dict[str, str], english: dict[str, str]) -> None:
        self.table, self.english = table, english
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **values: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in the app")
        text = self.table.get(key) or self.english[key]
        if text == self.english[key]:
            self.fallbacks.add(key)
        if re.search(r"\{\s*\w+\s*,", text):
            raise SystemExit(f"{key!r} pluralises or selects: not read here")
        text = re.sub(r"</?b>", "", text)
        return re.sub(r"\{\s*(\w+)\s*\}", lambda m: values.get(m.group(1), m.group(0)), text)


def main(checkout: str) -> int:
    folder = Path(checkout) / "public" / "intl" / "messages"
    english = read(folder, LANGUAGES["en"])

    def lookup(lang: str) -> IntlLookup:
        return IntlLookup(read(folder, LANGUAGES[lang]), english)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens, ("message",))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
