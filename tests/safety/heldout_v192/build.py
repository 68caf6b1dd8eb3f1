"""Builds the hundred-and-ninety-second held-out corpus (``heldout_v192.yaml``): a real
Android app's screens about a team chat, from its translations and code.

The source is Zulip's mobile app (``com.zulipmobile``, ``zulip/zulip-mobile``, the React Native
client of the Zulip chat server; ``zulip.py``): streams subscribed to and left, muted and
pinned, topics marked as read, muted, followed, resolved and deleted, messages sent to a
stream, a topic, a person and a group, edited, starred, marked unread and deleted, accounts
switched, logged out and removed, the user's status, presence and settings. Its strings are
in ``static/translations/messages_<tag>.json``, keyed by the English text (``messages_en.json``
holds them too), read for each language by the tag the app's language list
(``src/settings/languages.js``) gives it: ``zh-Hans``, ``ja``, ``ko``, ``de``, ``fr``, ``es``,
``pt`` (the app's "Português"; its ``pt_BR`` catalog leaves most of these strings empty) and
``ru``. A string a catalog lacks, leaves empty or gives as the English text is shown in English,
as the app's ``react-intl`` shows it, and the build prints which: Korean shows many of these
screens' strings in English (``Pin to top``, ``Resolve topic``, ``Remove account``...), the
others a handful (most the same word in both, like ``Notifications`` in French). The
``{placeholders}`` are filled with the values the code passes. How each screen is put
together (an action sheet's title and rows, an ``Alert``'s title, message and buttons, a
page's widgets) and what each control does comes from the app's code, named in ``zulip.py``'s
docstring; ``screens.py`` says how a screen is written.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Unsubscribe from a private stream (in its action sheet or its settings page:
the user cannot subscribe again without being invited), filed as leave; "Resolve topic" and
"Unresolve topic" (the topic is renamed for everyone and the server posts a notification in
it, ``send_notification_to_new_thread``), filed as publish; Confirm in "Delete topic" (the
topic's messages deleted for everyone, no undo); "Delete message" in a sent message's action
sheet, in a stream and in a direct message (``api.deleteMessage`` at once: the app asks for no
confirmation); "Send message" in the compose box, to a stream with its topic, in a topic, to a
person and to a group. Not commits: the rows that only open something (``Delete topic``, which
opens the confirmation; ``Log out``; ``Add a reaction``, the emoji picker; ``Share``, the
system's share sheet; ``Edit message`` and ``Quote and reply``, which fill the compose box;
``See who reacted``; ``Copy link to stream``/``topic``; ``Stream settings``; ``Add
subscribers``; ``Switch account``; ``Set your status``; ``Language``; ``Send direct
message``, which opens the conversation); Cancel everywhere; and the reversible: muting,
pinning and unpinning a stream, subscribing to and unsubscribing from a public stream,
marking a topic read, muting and unmuting a topic, starring and unstarring and marking a
message unread, "Save message" while editing, Save in "Edit stream" and in "Set your status",
"Set yourself to away", switching to another account, the settings' switches and the language.

Judgement calls: leaving a public stream is reversible (Subscribe brings it back with its
history), leaving a private one is not (filed as leave). Resolving or unresolving a topic can
be undone by the opposite row, but the notification the server posts to the topic's readers
cannot, so both are commits (publish). Editing a sent message is reversible (it can be edited
again). Confirm in "Log out" only forgets the account's key on this device and stops its
notifications, and Confirm in "Remove account" makes the app forget the account; neither
touches the account on the server, and logging in again brings either back: not commits
(filed as log-out and remove-account). "Delete message" on a message still in the outbox only
drops the unsent message, like a draft; Confirm in "Discard changes" leaves the stream's edit
form without saving: neither is a commit (filed as discard). "Send a test notification" sends
a notification to the user's own device only: harmless. Not shown: the emoji picker, the
stream-creation form, the subscriber picker, the lightbox, sharing into Zulip and the login
screens.

    git clone https://github.com/zulip/zulip-mobile
    python tests/safety/heldout_v192/build.py zulip-mobile

(Zulip's mobile app at d7cf6da79b4b9467e240b42f24330e97390a8aff, "readme: Update to show
completely unsupported status", 2026-07-07, as ``ZULIP`` says; the catalogs are read with ``git
show`` at that commit, so a clone whose work tree could not be checked out serves as well.)
The corpus was built once, from this source alone and without reading the policy, and
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

import zulip
from android_corpus import Lookup, write_languages

OUT = Path(__file__).with_name("heldout_v192.yaml")
ZULIP = ("d7cf6da79b4b9467e240b42f24330e97390a8aff", "static/translations/messages_{}.json")
"""The repository's commit and where its catalogs are."""
CATALOGS = {"en": "en", "zh": "zh-Hans", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
            "es": "es", "pt": "pt", "ru": "ru"}  # fmt: skip
"""The catalog each language reads (the tag of the app's language list)."""
PLACEHOLDER = re.compile(r"\{(\w+)\}")


def read_catalog(repo: Path, code: str) -> dict[str, str]:
    commit, path = ZULIP
    done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{path.format(code)}"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    return json.loads(done.stdout)


class Catalog:
    """``t("English text")`` or ``t("English text", value, ...)`` in one language, from its
    catalog; a string missing, empty or given as the English text is shown in English and
    recorded; the values fill the ``{placeholders}`` by the English string's order of names;
    a line break shows as a space."""

    def __init__(self, own: dict[str, str], english: dict[str, str], lang: str) -> None:
        self.own, self.english, self.lang = own, english, lang
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        if key.startswith("="):
            return key[1:]
        if key not in self.english:
            raise KeyError(key)
        value = self.own.get(key) or key
        if value == key and self.lang != "en":
            self.fallbacks.add(key)
        names = list(dict.fromkeys(PLACEHOLDER.findall(key)))
        values = dict(zip(names, map(str, args), strict=True))
        text = PLACEHOLDER.sub(lambda m: values.get(m.group(1), m.group(0)), value)
        return re.sub(r"\s+", " ", text).strip()


def main(zulip_repo: str) -> int:
    repo = Path(zulip_repo)
    english = read_catalog(repo, "en")

    def lookups(lang: str) -> list[Lookup]:
        own = read_catalog(repo, CATALOGS[lang])
        return [("zulip", Catalog(own, english, lang), zulip.screens)]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
