"""Builds the four-hundred-and-thirty-first held-out corpus (``heldout_v431.yaml``): a real
Android app's screens, a team chat client's, from its translations and code.

The source is Mattermost's mobile app (the React Native client of the Mattermost team
chat server: messages sent, edited, pinned, saved and deleted, channels
favourited, muted, left, archived and converted to private, members removed, threads marked
read, drafts and scheduled messages sent and deleted, bookmarks deleted, servers removed and
logged out of, teams left, checklist runs finished; ``mattermost.py``), at
06ed862d222012d7c9d0d9fc6111399ad60cf7fa ("Bump app build number to 799 (#10021)", 7 August
2026). Being React Native, it keeps its strings not in ``res/values*/strings.xml`` but in
``assets/base/i18n/<locale>.json``, one flat catalog per language of ICU messages, which
``app/i18n/index.ts`` loads by the device's language: ``zh-CN``, ``ja``, ``ko``, ``de``,
``fr``, ``es``, ``pt-BR`` and ``ru`` (``CATALOG``; for Portuguese the app loads only
``pt-BR.json``, never ``pt.json``, so ``pt-BR`` alone is read). They are read by name, their
``{name}``, ``{n, plural, ...}`` and ``{n, number}`` arguments filled in as ``react-intl``
fills them (:class:`Catalog`). A string a language lacks (absent or empty) shows the English
one, as ``react-intl`` shows the code's English default, and the build prints which. Of the
137 strings the screens read, Chinese, German and Russian lack none. Japanese lacks 16 and
Korean 20, all of them newer ones: "Channel Settings", Configuration, "Reset cached messages"
and its dialog, the burn-on-read question, the editor's Save, "Leave team" and its dialog,
and the checklist run's Finish dialog (Korean also the run's Finish button and the dialog's
title and buttons). Spanish lacks 33 and French 39: Korean's, and the scheduled message's
sheet, "Delete scheduled post", "Send message now" and "Component library", and in French
the drafts' page, sheet and "Delete draft". Portuguese, whose catalog is the least complete,
lacks 67, nearly half: French's, and among others the servers list and its two questions,
"Advanced Settings" and "Delete local files", the member's sheet and "Remove from Channel",
"Channel info", Save in a message's sheet and "Confirm Post Delete"; fewer of its taps differ
from English's. How each screen is put together (a dialog's title, message and buttons, a
sheet's rows, a page's widgets) and what each control does comes from the app's code, named
in ``mattermost.py``'s docstring; how a screen is written is in ``screens.py``'s.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: the compose box's send button (the message is posted to the channel's
members), Confirm in "Confirm sending notifications to entire channel" (the @all message is
posted and notifies 48 people), Yes in "Attachment failure" (the message is posted without
the files), Send in "Send message now" over a draft, filed as send; Delete in "Delete Post"
(``deletePost``: the message is deleted for everyone), in the burn-on-read "Delete Message
Now?" (deleted for all recipients at once), in "Confirm Post Delete" (an edited message
emptied and saved is deleted), in "Delete draft" and in "Delete scheduled post" (the unsent
text is gone, with no trash and no undo), Yes in "Delete bookmark" (the channel's bookmark
deleted for every member), and Remove in "Are you sure you want to remove Community?" (the
server taken off the list with all the app's data for it), filed as delete; Leave in "Leave
channel" for a private channel (no way back without a new invitation) and in "Leave Northwind
Ops?" (the team left, and with it its channels), filed as leave; Yes in "Convert Launch Plans
to a private channel?" (permanent, as its message says), filed as convert; Remove in "Remove
from Channel" (another member loses the private channel, which they cannot rejoin by
themselves), filed as revoke; Finish in the checklist run's Finish dialog (the run is
finished for every participant), filed as finish. Not commits: Cancel and No everywhere;
the rows and buttons that only open a confirmation (Delete in a message's sheet, "Leave
channel", "Reset cached messages", "Archive Channel", "Convert to private channel", "Remove
from Channel", the threads' mark-all-read button, "Send draft", "Delete draft", the scheduled
message's Delete, a bookmark's Delete, a swiped server's Remove, the account's "Log out",
"Delete local files", "Leave team", the run's Finish button), filed as opens-prompt; the
controls that only open a picker or an editor or copy something (the attachment quick action,
"Copy Text", "Edit draft", a bookmark's "Copy Link"), Reset in "Reset cached messages?" and
Delete in "Delete local files" (see below), filed as harmless; and the reversible: Save, "Pin
to Channel" and "Mark as Unread" in a message's sheet, the editor's Save, Favorite, "Ignore
@channel, @here, @all", Leave for a public channel, Close in "Close direct message", Yes in
"Archive Public Channel" and "Unarchive Public Channel", "Make Channel Admin", "Mark read" in
the mark-all-read question, "Mark as Read" in a thread's sheet, and "Log out" in the server's
log-out question.

Judgement calls: leaving a public channel is reversible (its message says it can always be
joined again), leaving a private one is not (it cannot be rejoined without an invitation),
and closing a direct message only hides it. Archiving a channel is reversible: the app itself
offers "Unarchive Channel", and the contents stay. Converting a channel to private is a
commit: its message says the change is permanent and cannot be undone. Removing a member is a
commit, filed as revoke: it takes another person's access to the private channel away, posts
the removal to the channel, and they cannot come back by themselves. Leaving a team is a
commit: it takes the user out of the team's channels, private ones included. Editing a message
is reversible (it can be edited again). Removing a server deletes the app's whole local data
for it along with its sign-in and its place in the list, with no undo: a commit; logging out
of a server leaves it listed and is undone by signing in again, when the data is downloaded
again: not a commit, filed as reversible, though its question says the same of the data.
"Delete local files" only deletes the copies the app downloaded, which are downloaded again
from the server when opened: harmless. "Reset cached messages" clears the channel's local messages
and downloads them again: harmless. Marking all threads read is reversible, as each thread can
be marked unread again. Finishing a checklist run is a commit: it ends the run for all
participants and announces it, and the app has no way to restart it. The bookmark's "Delete
bookmark" lists Yes before Cancel, so its Yes is the dialog's negative button
(``android:id/button2``) and Cancel its positive one, as the app draws it.

Mattermost's React Native dialogs are the platform's ``AlertDialog`` (``android:id/button1``
positive, ``button2`` negative); its sheets, pages and rows carry the code's ``testID`` as
the resource id, with no package; a control without one (a bookmark's rows, the run's Finish
button) is known by its words, and one with no words (the send button, the quick actions, the
mark-all-read button) by its id. A dialog whose title is its button's words (Finish) is
tapped by the button's id. A control a screen shows but no case taps is still on the
screen.

    git clone https://github.com/mattermost/mattermost-mobile
    python tests/safety/heldout_v431/build.py mattermost-mobile

(Mattermost's mobile app at 06ed862d222012d7c9d0d9fc6111399ad60cf7fa, as ``MATTERMOST``
says; the catalogs are read with ``git show`` at that commit, so a clone whose work tree could
not be checked out serves as well.) The corpus was built once, from this source alone and
without reading the policy. It is kept apart from the pinned corpus and the other held-out
corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import mattermost
from android_corpus import Lookup, write_languages

OUT = Path(__file__).with_name("heldout_v431.yaml")
MATTERMOST = ("06ed862d222012d7c9d0d9fc6111399ad60cf7fa", "assets/base/i18n")
"""The commit and the folder of the catalogs."""
CATALOG = {"en": "en", "zh": "zh-CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
           "es": "es", "pt": "pt-BR", "ru": "ru"}  # fmt: skip
"""The catalog ``app/i18n/index.ts`` loads for a device set to each language."""


def read_catalog(repo: Path, locale: str) -> dict[str, str]:
    """One language's catalog at the commit, by name."""
    commit, folder = MATTERMOST
    done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{folder}/{locale}.json"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    return json.loads(done.stdout)


def _plural(n: int, lang: str) -> str:
    if lang in ("zh", "ja", "ko"):
        return "other"
    if lang == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return "one"
        return "few" if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14) else "many"
    if lang == "fr":
        return "one" if n in (0, 1) else "other"
    return "one" if n == 1 else "other"


class Catalog:
    """``t("name")`` or ``t("name", {"arg": value})`` in one language: the catalog's ICU
    message, its arguments filled in and its line breaks shown as spaces; a missing or empty
    one shows English's and is recorded in ``fallbacks``. ``t("=text")`` is the text
    itself."""

    def __init__(self, repo: Path, lang: str) -> None:
        self.lang = lang
        self.own = read_catalog(repo, CATALOG[lang])
        self.english = read_catalog(repo, "en")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, args: dict[str, Any] | None = None) -> str:
        if key.startswith("="):
            return key[1:]
        text = self.own.get(key)
        if not text:
            text = self.english[key]
            if self.lang != "en":
                self.fallbacks.add(key)
        return re.sub(r"\s+", " ", self.format(text, args or {})).strip()

    def format(self, text: str, args: dict[str, Any], count: int | None = None) -> str:
        """An ICU message with ``args`` filled in (``#`` is ``count`` inside a plural)."""
        out, i = [], 0
        while i < len(text):
            c = text[i]
            if c == "'" and text[i + 1 : i + 2] == "'":
                out.append("'")
                i += 2
            elif c == "#" and count is not None:
                out.append(str(count))
                i += 1
            elif c == "{":
                end = _closing(text, i)
                out.append(self._argument(text[i + 1 : end], args))
                i = end + 1
            else:
                out.append(c)
                i += 1
        return "".join(out)

    def _argument(self, body: str, args: dict[str, Any]) -> str:
        name, _, rest = (p.strip() for p in body.partition(","))
        kind, _, options = rest.partition(",")
        kind = kind.strip()
        value = args[name]
        if kind in ("plural", "select"):
            forms = _forms(options)
            if kind == "select":
                return self.format(forms.get(str(value), forms["other"]), args)
            form = forms.get(f"={value}") or forms.get(_plural(int(value), self.lang))
            return self.format(form or forms["other"], args, int(value))
        return str(value)


def _closing(text: str, start: int) -> int:
    depth = 0
    for i in range(start, len(text)):
        depth += {"{": 1, "}": -1}.get(text[i], 0)
        if not depth:
            return i
    raise ValueError(text)


def _forms(options: str) -> dict[str, str]:
    """A plural's or select's forms: ``one {...} other {...}``."""
    forms, i = {}, 0
    while i < len(options):
        brace = options.find("{", i)
        if brace < 0:
            break
        end = _closing(options, brace)
        forms[options[i:brace].strip()] = options[brace + 1 : end]
        i = end + 1
    return forms


def main(repo: str) -> int:
    def lookups(lang: str) -> list[Lookup]:
        return [("mattermost", Catalog(Path(repo), lang), mattermost.screens)]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
