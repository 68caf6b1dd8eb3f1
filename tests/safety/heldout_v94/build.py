"""Builds the ninety-fourth held-out corpus (``heldout_v94.yaml``): two real Android apps'
screens about a Mastodon client and encrypted cloud storage, from their translations and code.

The sources are tooot (``com.xmflsct.app.tooot``, a React Native client of Mastodon: toots
posted, boosted, deleted, reported, users muted and blocked, instances blocked, polls, lists
and the account; ``tooot.py``) and Proton Drive (``me.proton.android.drive``, end-to-end
encrypted cloud storage: files trashed and deleted for good, the trash emptied, shares,
invitations and members' access, albums; ``drive.py``), two apps the project had not used.

tooot reads its strings with i18next from ``src/i18n/<language>/*.json`` (one namespace a
file: ``common``, ``componentContextMenu``, ``componentTimeline``, ``componentRelationship``,
``screenTabs``, ``screenCompose``), a missing or empty string shown in English
(``fallbackLng``, ``returnEmptyString: false``). On Android tooot shows English until a
language is chosen in its own settings (``App.tsx``, ``SettingsLanguage.tsx``), which offer
``LOCALES``: Chinese reads ``zh-Hans``, Portuguese ``pt_BR`` (``pt-BR``), the others their
own folder; Russian has a folder, but it is neither in ``LOCALES`` nor among i18next's
resources (``src/i18n/index.ts``), so Russian shows English throughout. The corpus is built
as a user who chose their language there sees it. Proton Drive keeps its strings in
``drive/i18n/src/main/res/values*/*.xml``, read by name as Android does (a ``@string/``
reference read as the string it names); its Chinese is ``values-zh-rCN``, its Portuguese
``values-pt-rBR`` and its Spanish ``values-es-rES`` (it has no plain ``values-es``; a device set
to Spanish (Spain) reads it). tooot shows its own words in eight of the nine languages and
Proton Drive in all nine; both were kept. A language without a string shows the English one,
and the build prints which. How each screen is put together (a dialog's title, message, own
widgets and buttons, a sheet's or menu's rows, a page's rows, fields and icons) and what each
control does comes from the apps' code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in tooot, "Public boost" and "Unlist boost" (the toot is boosted to one's
followers at once); Vote in a poll (the vote is cast and cannot be changed); Confirm in
"Confirm deleting?" and in "Confirm deleting and repost?" (the toot is deleted, with its
boosts, favourites and replies; the second then opens the composer with its text); Confirm in
"Confirm blocking user @...?" and in "Confirm blocking instance ...?" (blocked at once);
Report on the Report page (the report is posted to the moderators); "Toot", "Toot reply" and
"Toot DM" in the composer (posted); "Delete draft" in "Cancel editing?" (the draft is removed
from the device); Delete in "Delete list ...?" (the list is deleted). In Proton Drive, "Delete
permanently" in "Delete permanently?" (the file is deleted for good); "Empty trash" in "Empty
trash?" (every item in the trash is deleted for good); "Remove me" on a file shared with one
(one leaves the share at once); "Remove access" on a member's and on an invitation's sheet
(their access is removed or the invitation withdrawn at once); "Resend invite" (the invitation
is sent again); Decline on a pending invitation; "Delete album" in "Delete album?"; "Leave
without saving" and "Save photos and leave" in "Leave album?". Not commits: rows and buttons
that only open a confirmation, a sheet, a submenu or a page ("Delete toot", "Delete toot and
repost", "Mute user", "Block and report", "Block user", "Report and block user", "Block
instance ...", the Boost icon, the composer's Cancel and "Upload attachment", "Log out",
"Delete list", Send, "Delete permanently" in the trash's sheet, "Delete album", "Leave album");
Cancel everywhere; "Save draft", Reply, "Edit toot", "Copy toot", "Edit list details", "Also
hide notifications from this user", a report's reason, Rename, "Manage access", Download,
"File details", "Copy invite link"; and the reversible "Pin toot", "Mute
toot and replies", Mute on the Mute page, Follow, Unblock, Logout, "Move to trash", "Make
available offline", Restore, Editor and Accept.

Judgement calls: a boost is filed as share and is a commit (it reaches the followers' timelines
and notifies the author at once, though it can be undone); a reply and a direct message are
filed as send, a toot as publish; muting a user is reversible (it only hides their posts from
one and is undone by "Unmute user"), while a block is a commit (Mastodon drops the follows both
ways, which unblocking does not restore); Logout is reversible (tooot revokes its own token
and removes the account from the app; one logs in again and nothing else changes); "Delete
draft" is filed as delete (the typed toot and its stored draft go with no undo); "Move to
trash" is reversible (the file is restored from the trash, and Undo is offered); "Remove me",
"Leave without saving" and "Save photos and leave" are filed as leave (only the owner can
invite one back); "Remove access" is filed as revoke; "Resend invite" as send; Decline as
delete (the invitation is gone; only its sender can invite again); Accept is reversible ("Remove
me" leaves again); the Editor permission is reversible (it can be set back to Viewer). Proton
Drive's "Stop sharing" confirmation's own button reads as its title, so it cannot be tapped by
a label that names it alone; only its Cancel is tapped. The file sheets' rows are those the
options' states keep for the file, in the order of the options' set; the Share row, which the
sharing feature flags may hide, is kept. Tooot's poll options are written as checkable rows.

tooot's ``Alert.alert`` is the platform's ``AlertDialog``, so its buttons carry the platform's
ids (``android:id/button1``, ``2`` and ``3``), and its dropdown menus are the platform's popup
menus; its pages and header buttons are React Native views, and Proton Drive draws with Jetpack
Compose, so those controls carry no resource ids a hierarchy shows and are known by their
labels alone. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/tooot-app/app tooot
    git clone https://github.com/ProtonDriveApps/android-drive
    python tests/safety/heldout_v94/build.py tooot android-drive

(tooot at 7bcef6fe1df1c64f47b2c599f1f56da922e04d4e and Proton Drive at
4e93d25c818c2bb487d67c47ead9f1f84d65019e, as ``TOOOT`` and ``DRIVE`` say.) The corpus was
built once, from these sources alone and without reading the policy, and measured once after
it was final. It is kept apart from the pinned corpus and the other held-out corpora, and
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import drive
import tooot
from android_corpus import Lookup, Source, Strings, write_languages

OUT = Path(__file__).with_name("heldout_v94.yaml")
TOOOT = ("7bcef6fe1df1c64f47b2c599f1f56da922e04d4e", "src/i18n/{}/{}.json")
FILES = ("common", "components/contextMenu", "components/relationship",
         "components/timeline", "screens/tabs", "screens/compose")  # fmt: skip
NAMESPACES = ("common", "componentContextMenu", "componentRelationship",
              "componentTimeline", "screenTabs", "screenCompose")  # fmt: skip
DRIVE_FILES = ("albums.xml", "common.xml", "files_list.xml", "link.xml", "manage_access.xml",
               "navigation_drawer.xml", "share_invitations.xml", "share_url.xml", "trash.xml",
               "app.xml")  # fmt: skip
DRIVE: Source = (
    "4e93d25c818c2bb487d67c47ead9f1f84d65019e", ("drive/i18n/src/main/res",), DRIVE_FILES,
)  # fmt: skip
"""Each repository's commit and where its strings are."""
FOLDERS = {"en": "en", "zh": "zh-Hans", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
           "es": "es", "pt": "pt_BR"}  # fmt: skip
"""The tooot folder each language reads; Russian is not offered and shows English."""
LOCALE = {("drive", "es"): "-es-rES"}
"""Proton Drive's Spanish folder (it has no plain ``values-es``)."""


def read_catalog(repo: Path, folder: str) -> dict[str, Any]:
    """A tooot language's strings, by ``namespace:dotted.key``."""
    commit, path = TOOOT
    table: dict[str, Any] = {}

    def walk(prefix: str, value: Any) -> None:
        if isinstance(value, dict):
            for k, v in value.items():
                walk(f"{prefix}.{k}" if not prefix.endswith(":") else f"{prefix}{k}", v)
        else:
            table[prefix] = value

    for namespace, file in zip(NAMESPACES, FILES, strict=True):
        name = path.format(folder, file)
        done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{name}"],
                              capture_output=True, text=True, check=True)  # fmt: skip
        walk(f"{namespace}:", json.loads(done.stdout))
    return table


class Catalog:
    """``t("ns:key")`` or ``t("ns:key", arg, ...)`` (each ``{{placeholder}}`` filled in order)
    in one language, a missing or empty string shown in English, as i18next does."""

    def __init__(self, own: dict[str, Any], english: dict[str, Any], lang: str) -> None:
        self.own, self.english, self.lang = own, english, lang
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        value = self.own.get(key)
        if not value:
            value = self.english[key]
            if self.lang != "en":
                self.fallbacks.add(key)
        values = iter(args)
        value = re.sub(r"\{\{\s*\w+\s*\}\}", lambda _: str(next(values)), str(value))
        return re.sub(r"\s+", " ", value).strip()


class Resolved:
    """Android's strings with a ``@string/`` reference read as the string it names."""

    def __init__(self, strings: Strings) -> None:
        self.strings = strings
        self.fallbacks = strings.fallbacks

    def __call__(self, key: str, *args: Any) -> str:
        value = self.strings(key, *args)
        if value.startswith("@string/"):  # a reference is read in the device's language
            self.fallbacks.discard(key)
        while value.startswith("@string/"):
            value = self.strings(value.removeprefix("@string/"), *args)
        return value


def main(tooot_repo: str, drive_repo: str) -> int:
    english = read_catalog(Path(tooot_repo), "en")

    def lookups(lang: str) -> list[Lookup]:
        own = read_catalog(Path(tooot_repo), FOLDERS[lang]) if lang in FOLDERS else {}
        sources = [("drive", Path(drive_repo), DRIVE)]
        return [
            ("tooot", Catalog(own, english, lang), tooot.screens),
            ("drive", Resolved(Strings(sources, lang, LOCALE)), drive.screens),
        ]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
