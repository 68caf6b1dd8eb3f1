"""Builds the hundred-and-tenth held-out corpus (``heldout_v110.yaml``): two real Android apps'
screens about encrypted mail and measuring internet censorship, from their translations and
code.

The sources are Tuta (``de.tutao.tutanota``, the Android app of Tuta mail, formerly
Tutanota: mails sent and deleted for good, folders cleared, labels and contacts deleted,
shared contact lists left, sessions closed, second factors removed and the account deleted;
``tuta.py``) and OONI Probe (``org.openobservatory.ooniprobe``: tests run and published,
measurements uploaded, results deleted, OONI Run links installed and uninstalled;
``ooni.py``), two apps the project had not used. The brief named SimpleLogin's Android app
as the second app, but its repository keeps its strings in English only (one
``values/strings.xml``), so OONI Probe, the alternate, took its place.

Tuta's Android app shows its web client in a WebView, and its strings are the client's:
``src/ui/translations/<language>.ts``, one generated object of keys a language, read by
``LanguageViewModel``, which takes a missing or empty string from English (``get``); a device
set to Chinese (China) reads ``zh`` and one set to Portuguese (Brazil) reads ``pt_br``
(``getSubstitutedLanguageCode``). Tuta is translated into all nine languages (its Chinese
only in part, so some Chinese strings show English). A string's ``{name}`` placeholders are
filled in order. OONI Probe keeps its English strings in ``app/src/main/res/values`` and
its translations in ``app/src/ooni/res/values-*`` (the ``ooni`` flavour), read by name as
Android does; it has no Japanese or Korean, so those screens show English, and it was kept
as it is translated into seven of the nine languages. Its dialogs' Cancel is the platform's
``android.R.string.cancel`` (``PLATFORM``), which the system shows in the device's language,
Japanese and Korean included. A language without a string shows the English
one, and the build prints which. How each screen is put together (a dialog's title, message,
own widgets and buttons, a menu's rows, a page's rows, fields and buttons) and what each
control does comes from the apps' code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy says.
Commits: in Tuta, the editor's Send icon for a new email and for a reply (the mail is sent); OK
in "Are you sure you want to permanently delete the selected email(s)?" and in the confirmation
of "Clear folder" in Trash (the mails are deleted for good); OK in "Are you sure that you want
to delete the label ...?"; OK in "Are you sure you want to delete the selected contact(s)?"; OK
in the question whether to stop using a shared contact list (one is removed from it); the "Close
session" icon of another session (closed at once); OK in "Do you really want to delete your
account?"; OK in the "Password" dialog that removes a second factor. In OONI Probe, "Run N
test(s)" on "Run tests" and Run in "Re-run test" (the tests run and their measurements are
published); Upload in "Results not uploaded" and the snackbar's Upload on a measurement (the
measurements are uploaded and published); Delete in "Do you want to delete all test results?"
and "Do you want to delete this test?"; "Uninstall Link" in "Are you sure?"; and "Install Link".
Not commits: rows and buttons that only open a confirmation or a page (Tuta's Delete in Trash,
on a contact and in a label's dropdown, "Report phishing" in the More dropdown, "Clear folder",
"Leave group", the "Delete account" dialog's Delete, which only asks; OONI Probe's Run on the
Dashboard, the delete action, "Upload All", the menu's Run, the page's "Uninstall Link"); Cancel
everywhere; Forward, More, Move, "Assign labels", "Add label", Close (the draft is kept),
"Attach files", Edit, Sharing, "Change password", "Share Explorer URL"; and the reversible
Trash, "Mark unread", "Report spam", "Deselect all tests", a test group's switch, "Automatically
Publish Results", "Install updates automatically" and "Run tests automatically".

Judgement calls: Tuta's Send is a commit although "Undo send" is on by default (the mail goes
after a few seconds unless undone, and the agent's tap is what sends it); Trash is reversible
(the mail moves to Trash, with Undo, and can be moved back); "Report spam" in the More dropdown
is reversible (``reportSpamForMail`` only moves the mail to Spam, with Undo, and the move may be
reverted), while "Report phishing" only opens "Report this email", which is not shown: in
Russian its "Report phishing" button reads as its title, so it cannot be tapped by a label that
names it alone; clearing Trash is filed as delete, and so is deleting a label (the mails keep,
but the label and its assignments are gone with no undo); leaving a shared contact list is filed
as leave (the owner must invite one again); closing another session is filed as revoke; removing
a second factor is filed as security (the account loses its second factor, which must be
registered again with the device); the account's deletion is filed as delete-account. In OONI
Probe, running the tests is filed as publish (with "Automatically Publish Results" on by
default, the measurements of one's network are published on OONI Explorer and cannot be taken
back by the app), and the Dashboard's Run only opens the choice of tests; uploading is filed as
upload; uninstalling a link is filed as uninstall (the app says it can be installed again only
from the link its creator sent) and installing one as install (its tests may then run
automatically); deleting results is filed as delete (measurements not uploaded are lost;
uploaded ones stay on OONI Explorer, as the app says, but the app's copy is gone). "Report spam"
in Tuta's More dropdown and "Automatically Publish Results" are judged by their code, not by
their names.

Tuta draws with Mithril in a WebView, so its controls carry no resource ids a hierarchy
shows and are known by their labels (an icon button by its title) alone. OONI Probe is
View-based: its dialogs' buttons are ``android:id/button1/2``, and its pages' views carry
the ids of its layouts. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/tutao/tutanota
    git clone https://github.com/ooni/probe-android
    python tests/safety/heldout_v110/build.py tutanota probe-android

(Tuta at 0f34397ae95db354b707ab963bec84cdcbd8f5b6 and OONI Probe at
e1745563cc719478fbfeb25c8232475d4e1a4099, as ``TUTA`` and ``OONI`` say; the strings are read
with ``git show`` at those commits, so a clone whose work tree could not be checked out
serves as well.) The corpus was built once, from these sources alone and without reading the
policy, and measured once after it was final. It is kept apart from the pinned corpus and the
other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import ooni
import tuta
from android_corpus import PLATFORM, Lookup, Source, Strings, write_languages

OUT = Path(__file__).with_name("heldout_v110.yaml")
TUTA = ("0f34397ae95db354b707ab963bec84cdcbd8f5b6", "src/ui/translations/{}.ts")
OONI: Source = (
    "e1745563cc719478fbfeb25c8232475d4e1a4099",
    ("app/src/main/res", "app/src/ooni/res"), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
CATALOGS = {"en": "en", "zh": "zh", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
            "es": "es", "pt": "pt_br", "ru": "ru"}  # fmt: skip
"""The Tuta translation each language reads."""
_KEY = re.compile(r'^\s*"(\w+)":\s*("(?:[^"\\]|\\.)*"),?\s*$', re.M)


def read_catalog(repo: Path, code: str) -> dict[str, str]:
    """A Tuta translation's keys, each value read as the JavaScript string it is."""
    commit, path = TUTA
    done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{path.format(code)}"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    keys = done.stdout.split('"keys": {', 1)[1]
    return {m.group(1): json.loads(m.group(2)) for m in _KEY.finditer(keys)}


class Catalog:
    """``t("key")`` or ``t("key", arg, ...)`` (each ``{placeholder}`` filled in order) in one
    language, a missing or empty string shown in English, as ``LanguageViewModel.get``
    does."""

    def __init__(self, own: dict[str, str], english: dict[str, str], lang: str) -> None:
        self.own, self.english, self.lang = own, english, lang
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        value = self.own.get(key)
        if not value:
            value = self.english[key]
            if self.lang != "en":
                self.fallbacks.add(key)
        values = iter(args)
        return re.sub(r"\{\w+\}", lambda _: str(next(values)), value) if args else value


def main(tuta_repo: str, ooni_repo: str) -> int:
    english = read_catalog(Path(tuta_repo), "en")

    def lookups(lang: str) -> list[Lookup]:
        own = read_catalog(Path(tuta_repo), CATALOGS[lang])
        cancel = {"android:cancel": PLATFORM[lang][1]}
        sources = [("ooni", Path(ooni_repo), OONI)]
        return [
            ("tuta", Catalog(own, english, lang), tuta.screens),
            ("ooni", Strings(sources, lang, platform=cancel), ooni.screens),
        ]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
