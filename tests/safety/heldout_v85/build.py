"""Builds the eighty-fifth held-out corpus (``heldout_v85.yaml``): two real Android apps'
screens about a habit tracker played as a game and a client of a self-hosted Git forge,
from their translations and code.

The sources are Habitica (``com.habitrpg.android.habitica``, the Android app of the Habitica
habit tracker: tasks, a party with its chat and quests, challenges, private messages, shops
paid in Gold and Gems, Gems bought and gifted, and the account; ``habitica.py``) and GitNex
(``org.mian.gitnex``, an Android client of Gitea and Forgejo servers: repositories and their
settings, pull requests merged, issues closed and commented, releases, tags, milestones,
collaborators, SSH keys, notes and the accounts the app holds; ``gitnex.py``), two apps the
project had not used. Habitica keeps its strings in ``common/src/main/res``,
``Habitica/res`` and ``Habitica/src/main/res`` ``values*/strings.xml`` (a later folder's
string wins), read by name as Android does; its Chinese is ``values-zh`` (read by a device
set to Chinese, China). GitNex keeps its strings in ``app/src/main/res/values*/strings.xml``,
its translations in region folders (``values-zh-rCN``, ``-ja-rJP``, ``-de-rDE``,
``-fr-rFR``, ``-es-rES``, ``-pt-rBR``, ``-ru-rRU``), read by a device set to that region; it
has no Korean, so its Korean screens show English throughout, and it was kept, being
translated into eight of the nine languages. Its translations come from Crowdin, which
writes a string not yet translated as the English one, so the build reports as shown in
English, for both apps, a string a language's file holds as the English one (a few are the
same word in both languages). The Android framework's OK and Cancel, which Habitica asks
for with ``android.R.string.ok`` and ``cancel``, are the platform's own words
(``PLATFORM``). A language without a string shows the English one, and the build prints
which. How each screen is put together (a dialog's title, message, own widgets and buttons,
a sheet's or menu's rows, a page's rows, fields and buttons) and what each control does
comes from the apps' code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Habitica, "Delete Task" in "Are you sure?" (the task is deleted, with its
history); "Delete N Tasks" in "Broken Challenge"; Leave in "Are you sure you want to leave
this party?"; Remove in "Are you sure you want to remove ... from the group?"; Yes in the
platform's "Are you sure you want to cancel this Quest? All progress will be lost." (the
active quest is aborted); "Leave & Keep Tasks" in "Leave Challenge"; Block in "Block ...?";
Report on a player's report sheet (the report goes to the moderators and the player is
blocked); the chat bar's Send in the party chat and in a private conversation; Yes in "Are
you sure?" "Do you really want to delete?" for a party chat message; Buy in an item's
purchase dialog (the Gold is spent at once); "Use Orb Of Rebirth" (its Gems are spent and the
character starts again at level 1); "Send Gift" (the Gems go to the other player); "Delete
Account" on its confirmation page. In GitNex, Delete on "Delete Repository" (the repository
is deleted for good); "Perform Transfer" on "Transfer Ownership"; Merge (``btnMerge``) on the
pull request's actions sheet; the comment box's send button (``btn_quick_send``: the comment
is posted); Delete in "Delete Comment" and in a release's "Delete ..."; Remove in "Remove
...?" (the collaborator loses access to the repository); Delete of an SSH key. Not commits:
rows, menu entries and buttons that only open a confirmation or a form (the task's Delete,
the party page's "Leave Party" and the overflow's Leave, a member's "Remove Member" and
"Transfer Leadership", the quest page's "Begin Quest" and Cancel, a challenge's Leave and
"Report Challenge", a player's "Block Player" and "Report Player", a chat message's Delete and
Report, a Gem pack's price, the Danger Zone's "Delete Account" and "Reset Account", GitNex's
"Delete Repository" and "Transfer Ownership" cards, the pull request's Actions, a comment's
and a release's Delete); Cancel, No, Close and "Go Back"; the pull request's "Copy URL",
the issue page's Menu and the actions sheet's Close icon; and the reversible Save of a task,
"Keep N Tasks" (the tasks stay, as one's own), Join, "Unblock Player", Pin, Yes in the
HabiticaAlertDialog that cancels a quest not begun (the scroll goes back to its owner and the
party can be invited again), GitNex's Close of a pull request, an issue and a milestone
(each reopened), Subscribe, "Delete branch after merge" (a checkbox) and Remove in "Remove
Account".

Judgement calls: "Leave & Keep Tasks" is a leave although the tasks are kept (one's
participation and progress in the challenge end, and rejoining starts afresh); Remove is
filed as remove-member; aborting an active quest is filed as abort (every member's progress
in it is lost, "All progress will be lost"); Buy is filed as payment (Gold, earned in the
game, is spent, and the shop does not buy it back); "Use Orb Of Rebirth" is filed as reset;
"Send Gift" is filed as transfer; a Gem pack's price only opens Google Play's purchase sheet,
where the payment is confirmed, so it opens a prompt; Join is reversible (the challenge can be
left again, its tasks deleted); "Keep N Tasks" is reversible (the tasks are unlinked from a
challenge that no longer exists and stay); the Yes that cancels a quest not begun is
reversible (nothing was fought, and the scroll is returned); the challenge task's "Leave &
Delete Task" and "Leave & Delete N Tasks", "Leave & Delete Tasks", Transfer in "Transfer
Leadership?" and the Begin Quest's Yes are shown, not tapped; French shows "Copy Username"
and "Copy User ID" alike, so neither is tapped. In GitNex, closing an issue, a pull request or
a milestone is reversible (Reopen); Merge is filed as merge (the commits land on the base
branch); the comment's send is filed as comment; deleting an SSH key is filed as revoke (the
key no longer opens the account); "Perform Transfer" is filed as transfer (the repository goes
to the other owner, who alone can give it back); Remove in "Remove Account" is reversible
(only the app's record of the account goes, "on the app only", and one signs in again);
"Delete Branch" and Update on a pull request, and the unadopted repositories' Adopt and
Delete, are not shown.

Both apps are View-based: their pages, sheets and menus carry the ids their layouts give,
Habitica's ``HabiticaAlertDialog`` buttons carry none (they are known by their labels, its
extra Close button is ``close_button``), and the platform's ``AlertDialog`` buttons are
``android:id/button1/2/3``. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/HabitRPG/habitica-android
    git clone https://github.com/gitnex-org/gitnex
    python tests/safety/heldout_v85/build.py habitica-android gitnex

(Habitica at 56dfaf326cb1908fe7d02a2895a43ba8a5570451 and GitNex at
447c9977a6571e36b717081bec872562dff6a1d1, as ``HABITICA`` and ``GITNEX`` say.) The corpus was
built once, from these sources alone and without reading the policy, and measured once after
it was final. It is kept apart from the pinned corpus and the other held-out corpora, and
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import gitnex
import habitica
from android_corpus import Lookup, Repo, Source, Strings, platform_buttons, write_languages

OUT = Path(__file__).with_name("heldout_v85.yaml")
HABITICA: Source = (
    "56dfaf326cb1908fe7d02a2895a43ba8a5570451",
    ("common/src/main/res", "Habitica/res", "Habitica/src/main/res"), ("strings.xml",),
)  # fmt: skip
GITNEX: Source = (
    "447c9977a6571e36b717081bec872562dff6a1d1", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
LOCALE = {
    ("habitica", "zh"): "-zh", ("gitnex", "ja"): "-ja-rJP", ("gitnex", "de"): "-de-rDE",
    ("gitnex", "fr"): "-fr-rFR", ("gitnex", "es"): "-es-rES", ("gitnex", "ru"): "-ru-rRU",
}  # fmt: skip
"""The folders a device set to each language (and its region) reads where they are not
the plain ones: Habitica's Chinese is ``values-zh``, GitNex's translations are regional."""
PLATFORM = platform_buttons()


class Reported:
    """An app's strings in one language (``Strings``), a string the language's file holds
    as the English one reported as shown in English, as Crowdin writes one not translated."""

    def __init__(self, sources: list[Repo], lang: str) -> None:
        self.lang = lang
        self.own = Strings(sources, lang, LOCALE, PLATFORM[lang])
        self.english = Strings(sources, "en", LOCALE, PLATFORM["en"])
        self.fallbacks = self.own.fallbacks

    def __call__(self, key: str, *args: Any) -> str:
        value = self.own(key, *args)
        own = self.lang != "en" and ":" not in key and not key.startswith("=")
        if own and value == self.english(key, *args) and re.search("[A-Za-z]", value):
            self.fallbacks.add(key.partition("#")[0])
        return value


def main(habitica_repo: str, gitnex_repo: str) -> int:
    def lookups(lang: str) -> list[Lookup]:
        return [
            ("habitica", Reported([("habitica", Path(habitica_repo), HABITICA)], lang),
             habitica.screens),
            ("gitnex", Reported([("gitnex", Path(gitnex_repo), GITNEX)], lang),
             gitnex.screens),
        ]  # fmt: skip

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
