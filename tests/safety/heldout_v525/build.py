"""Builds the five-hundred-and-twenty-fifth held-out corpus (``heldout_v525.yaml``): an Android
privacy module's screens, from its translations and code.

The source is XPrivacyLua (``eu.faircode.xlua``, an Xposed module that restricts what the
other apps on the device can read and do: restriction groups such as "Get location", "Read
identifiers", "Send messages" or "Record audio" ticked and unticked for one app or toggled for
every app in the list at once, each app force-stopped to apply them, new apps notified and
restricted, the list filtered by search, by group and by kind of app; ``xprivacylua.py``).
Its strings are ``app/src/main/res/values*/strings.xml``, read by name as Android reads them:
``values-zh-rCN``, ``-ja``, ``-ko``, ``-de``, ``-fr``, ``-pt-rBR`` and ``-ru``, and for
Spanish ``values-es-rES``, the app's one Spanish folder, which a device set to Spanish (Spain)
reads (``LOCALE``). All nine languages have a catalog. A string a catalog lacks shows the
English one, as Android does, and so does one the catalog carries in the English words (the
translation platform writes an untranslated string so); the build prints both. The licence
(``title_license``) is not translatable and reads in English in every language. The Korean
catalog carries nearly every string in English: of the strings shown it translates only "I
agree", "Read identifiers" and "Read network data", so the Korean screens show English but
for those and the platform's OK and Cancel. Japanese and German show "FAQ" in English, and
French "FAQ" and "Documentation" (the same words in French); Chinese, Spanish, Portuguese and
Russian show none. The questions' buttons are the platform's ``android.R.string.yes`` and
``no``, which read OK and Cancel in each language (``android_corpus.PLATFORM``). The Android
system's own row is written "Android System", the name the platform gives it in English, in
every language. How each screen is put together (a page's widgets and ids, a dialog's message
and buttons, the drop-down and the submenu) and what each control does comes from the app's
code, named in ``xprivacylua.py``'s docstring.

The screens: the app list under All (the action bar's Show, Search and Help, the group
spinner, three apps); the Show submenu; the group drop-down; the list under six groups with
their Restrict button; the question Restrict asks, for nine groups; Waze found by search under
"Get location", with its restriction box; Signal found by search and expanded (its row, its
settings icon, "Force stop automatically" and its group rows, at the top and scrolled down to
the group whose hooks failed, with the error icon); the Android system expanded in the list of
all apps, under "Restricting can cause a bootloop"; the drawer; the first run's licence; the
snackbar of a module that does not run, with Fix; and the notifications "Review privacy
settings", "Restricted '...'" and "Error in ...".

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits, all filed as overwrite: OK in "Are you sure to toggle '...' for all apps?", for
"Get location", "Read identifiers", "Send messages", "Record audio", "Use camera", "Use
tracking", "Get contacts", "Get call log" and "Read clipboard", each asked over a list where
some apps have the group restricted and others not: ``AdapterApp.restrict`` then lifts the
group from every app in the list at once, deleting their assignment rows (with the group's
last use and errors), and force-stops every app whose "Force stop automatically" is on (every
user app by default). Which apps had the group is lost, and the app has no undo: Restrict
again restricts every app in the list, not the ones that had it. Not commits: Cancel in those
questions; Restrict, Show, the group spinner and an error icon, which only open the question,
the submenu, the drop-down or the dialog of the hooks' errors (opens-prompt); an app's row,
which expands or collapses it, its settings icon, Search, Help, the drop-down's groups, which
only filter the list, "Pro features", Documentation, FAQ and Donate, which open the companion
app or the browser (nothing is paid in the app), "I agree", "I disagree", Fix and the
notifications, which open the app (harmless); and the reversible: "Show user apps" and "Show
all apps", "Notify on new apps" and "Restrict new apps", "Force stop automatically", a group's
row in an expanded app (ticked or unticked), Waze's box under "Get location", and "Read
identifiers" on the Android system.

Judgement calls: ticking or unticking one group for one app is a setting the same tap sets
back, though ``assignHooks`` force-stops the app to apply it (where its "Force stop
automatically" is on) and unticking drops the group's last use from the app's record; a force
stop ends the app's process as a restart would, and the app can be opened again: reversible.
The bulk toggle is a commit because it replaces every listed app's choice at once, with no
way back to it, and stops them all; on a list where no app has the group yet it would restrict
every one, which a second Restrict lifts again, and the corpus shows no such list. An app's
own box under All, which assigns or removes every group at once and so replaces the app's
choice of groups, is not tapped (its id is not one control on a screen with group rows).
Restricting the Android system only records the restriction, which takes effect after a
restart and can be unticked before it, despite the bootloop warning beside it: reversible.
"I agree" only records that the licence was shown (it is a free software licence, and the
app asks nothing else of the user); "I disagree" ends the app's process and the licence shows
again at the next start: both harmless. Donate opens the developer's web page, where nothing
is paid in the app.

XPrivacyLua is View-based: its pages carry their layouts' ids under ``eu.faircode.xlua:id/``,
its dialogs the platform's button ids, and a checkbox without text of its own is known by its
id alone (``screens.py``). A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/M66B/XPrivacyLua
    python tests/safety/heldout_v525/build.py XPrivacyLua

(XPrivacyLua at 85a1e498d5a9dbb902ca3d83e987ae6eec377d7a, "Updated description", 2022-11-25,
the head of its default branch, as ``COMMIT`` says; the strings are read with ``git show`` at
that commit, so a clone whose work tree could not be checked out serves as well.) The corpus
was built once, from this source alone and without reading the policy. It is kept apart from
the pinned corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import xprivacylua
from android_corpus import (
    SUFFIX,
    Lookup,
    Repo,
    Source,
    Strings,
    platform_buttons,
    read_strings,
    write_languages,
)

OUT = Path(__file__).with_name("heldout_v525.yaml")
COMMIT = "85a1e498d5a9dbb902ca3d83e987ae6eec377d7a"
XPRIVACYLUA: Source = (COMMIT, ("app/src/main/res",), ("strings.xml",))
"""The commit and where the strings are."""
LOCALE = {("xprivacylua", "es"): "-es-rES"}
"""Spanish reads ``values-es-rES``, the app's one Spanish folder, as a device set to Spanish
(Spain) does; every other language reads its folder of :data:`android_corpus.SUFFIX`."""
PLATFORM = platform_buttons(ok=("android:yes",), cancel=("android:no",))
"""The platform's ``yes`` and ``no`` (OK and Cancel), which the app's questions use."""


class Resources(Strings):
    """XPrivacyLua's strings in one language, as :class:`android_corpus.Strings` reads them; a
    string the language's catalog carries in the English words is recorded in ``fallbacks``
    as well as one it lacks (the translation platform writes an untranslated string so)."""

    def __init__(self, repo: Path, lang: str) -> None:
        sources: list[Repo] = [("xprivacylua", repo, XPRIVACYLUA)]
        super().__init__(sources, lang, LOCALE, PLATFORM[lang])
        suffix = LOCALE.get(("xprivacylua", lang), SUFFIX[lang])
        self.english = read_strings(repo, XPRIVACYLUA, "")
        self.own = read_strings(repo, XPRIVACYLUA, suffix) if suffix else {}

    def __call__(self, key: str, *args: Any) -> str:
        name = key.partition("#")[0]
        if self.lang != "en" and name in self.own and self.own[name] == self.english.get(name):
            self.fallbacks.add(name)
        return super().__call__(key, *args)


def main(repo: str) -> int:
    def lookups(lang: str) -> list[Lookup]:
        return [("xprivacylua", Resources(Path(repo), lang), xprivacylua.screens)]

    assert set(PLATFORM) == set(SUFFIX)
    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
