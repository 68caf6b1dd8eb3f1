"""Builds the sixty-fourth held-out corpus (``heldout_v64.yaml``): two real Android apps'
screens about the apps on a device and a chat account, from their translations and code.

The sources are Droid-ify (``com.looker.droidify``, an F-Droid client that installs,
updates and uninstalls apps and keeps a list of repositories; ``droidify.py``) and
FluffyChat (``chat.fluffy.fluffychat``, a Flutter client for Matrix chats;
``fluffychat.py``), two apps the project had not used. Droid-ify keeps its strings in
``app/src/main/res/values*/strings.xml``, read by name as Android does; FluffyChat keeps
one catalog a language in ``lib/l10n/intl_<language>.arb`` (a Brazilian device reads
``pt_BR``, then ``pt``, as Flutter's generated classes inherit; a Chinese one reads
``zh``), and a message a language lacks is the English one, as ``flutter gen-l10n`` fills
it in. The build prints the strings shown in English. Both apps' dialogs show the apps' own
OK and Cancel. How each screen is put together (a dialog's title, message, own widgets and
buttons, a menu's entries, a page's rows and icons) and what each control does comes from
the apps' code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. An install, an update or an uninstall changes the device, and Droid-ify's code asks
nothing first (it hands the file or the package to the installer at once), so each is a
commit. Commits: in Droid-ify, Install and Update on an app's page (filed as install), a
version's row on the page of an app not installed (it is installed), "Update all" on the
Updates tab, the Uninstall icon on an app's page (filed as delete: the app and its data go),
Delete in "Delete the repository?" and Delete in "Delete the button …?". In FluffyChat, Send
with a message typed, Remove in "Redact message", Ok in "Why do you want to report this?",
Leave in the chat's "Are you sure?", Yes in "Decline invitation", Yes in "Clear archive"'s
question, Yes for kicking and for banning a member, Logout in "Are you sure you want to log
out?", Ok in "Please enter your password" reached from deleting the account and from
removing a device, and Delete in a push device's sheet. Not commits: an icon, a menu entry,
a row or a button that only opens the confirmation (Delete on a repository's page, "Redact
message", "Report message", Leave, "Decline invitation", "Clear archive", "Kick from
chat", Logout, "Delete account", a device's Delete); Ok in "Warning!",
which only asks for the Matrix ID; Cancel and No everywhere; Launch, Details, Share,
Cancel of a download, "Edit", OK in "Open …?" (it opens the browser), a version's row
when a newer one is installed (it only explains); "Copy to clipboard", Emojis, Mention.

Judgement calls: a version's row is a commit only where the app is not installed (with a
newer one installed it shows "Incompatible version"); Cancel during a download only stops
it and is harmless; "Ignore this version", "Ignore new versions", "Enable repository",
"Unstable updates" and "Switch to default" (the installer setting) are reversible, as are
"Pin to room" and "Block Device" (they can be undone from the same place); "Open Shizuku"
only opens another app; a repository deleted can be added again by its address, but its
settings and its apps' index go at once, so its Delete is a commit; deleting a custom link
button is a commit (it is removed with no undo); FluffyChat's Logout is a commit, filed as
revoke (the device is logged out on the server and, without a backup, its keys to the
encrypted messages are lost); Delete in "Please confirm your Matrix ID" is shown, not
tapped (it sends the deactivation, which asks for the password, so the password's Ok is the
commit); Remove in "Are you sure?" for a device is shown, not tapped, for the same reason;
declining an invitation is filed as leave; FluffyChat's "Are you sure?" dialogs list Cancel
(or No) before the OK label, as ``showOkCancelAlertDialog`` builds them.

Droid-ify's dialogs (``MaterialAlertDialogBuilder``) carry the platform's button ids
(``android:id/button1`` positive, ``button2`` negative, ``button3`` neutral), listed
neutral, negative, positive as the button bar lays them out; its views carry the app's ids
(``action``, ``edit_repo_button``, ``delete_repo_button``); where a button repeats a text of
its dialog or of the page behind it, or another button's, the case taps it by that id. Its
Compose settings and FluffyChat's Flutter widgets have no platform button ids and no keys a
hierarchy shows, so their buttons are known by their labels alone. A control a screen shows
but no case taps is still on the screen.

    git clone https://github.com/Droid-ify/client droidify
    git clone https://github.com/krille-chan/fluffychat
    python tests/safety/heldout_v64/build.py droidify fluffychat

(Droid-ify at 061429c29401bcbf762a2367aba5c643614d2c79 and FluffyChat at
76c4ec488e885a962f991fbd812a4d9a8524e145, as ``DROIDIFY`` and ``FLUFFYCHAT`` say.) The
corpus was built once, from these sources alone and without reading the policy, and
measured once after it was final. It is kept apart from the pinned corpus and the other
held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import droidify
import fluffychat
from android_corpus import Lookup, Source, Strings, write_languages

OUT = Path(__file__).with_name("heldout_v64.yaml")
DROIDIFY: Source = (
    "061429c29401bcbf762a2367aba5c643614d2c79", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
FLUFFYCHAT = ("76c4ec488e885a962f991fbd812a4d9a8524e145", "lib/l10n/intl_{}.arb")
"""Each repository's commit and where its strings are."""
FILES = {"en": ("en",), "zh": ("zh",), "ja": ("ja",), "ko": ("ko",), "de": ("de",),
         "fr": ("fr",), "es": ("es",), "pt": ("pt_BR", "pt"), "ru": ("ru",)}  # fmt: skip
"""The FluffyChat catalogs each language reads, the first that has a message winning."""


def read_catalog(repo: Path, code: str) -> dict[str, Any]:
    commit, path = FLUFFYCHAT
    done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{path.format(code)}"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    return {k: v for k, v in json.loads(done.stdout).items() if not k.startswith("@")}


class Catalog:
    """``t("name")`` or ``t("name", arg)`` (each ``{placeholder}`` filled in order) in one
    language, read from its catalogs in order; a missing or empty message is the English
    one, as the generated ``L10n`` classes have it."""

    def __init__(self, own: list[dict[str, Any]], english: dict[str, Any], lang: str) -> None:
        self.own, self.english, self.lang = own, english, lang
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        value = next((table[key] for table in self.own if table.get(key)), None)
        if value is None:
            value = self.english[key]
            if self.lang != "en":
                self.fallbacks.add(key)
        values = iter(args)
        return re.sub(r"\{\w+\}", lambda _: str(next(values)), str(value))


def main(droidify_repo: str, fluffychat_repo: str) -> int:
    repo = Path(fluffychat_repo)
    english = read_catalog(repo, "en")

    def lookups(lang: str) -> list[Lookup]:
        sources = [("droidify", Path(droidify_repo), DROIDIFY)]
        own = [read_catalog(repo, code) for code in FILES[lang]]
        return [
            ("droidify", Strings(sources, lang), droidify.screens),
            ("fluffychat", Catalog(own, english, lang), fluffychat.screens),
        ]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
