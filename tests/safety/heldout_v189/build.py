"""Builds the hundred-and-eighty-ninth held-out corpus (``heldout_v189.yaml``): a real Android
app's screens about team chat, from its translations and code.

The source is Rocket.Chat's mobile app (``chat.rocket.android``, the React Native client of a
Rocket.Chat workspace; ``rocketchat.py``), read at commit
2af4bda3e664c539f5ca5b042c7f1e84fb2e42c4 ("fix(voip,connect): probe Meteor Connect on foreground
and lock-screen accept (#7298)", 2026-05-06). Its strings are ``app/i18n/locales/<lang>.json``
(flat keys with ``{{name}}`` placeholders, shown with ``i18n-js``, English where a catalog lacks
a string), read by name for each language: ``zh-CN``, ``ja``, ``ko``, ``de``, ``fr``, ``es``,
``pt-BR`` and ``ru`` (``CATALOGS``). ``ko.json`` is an empty catalog (``{}``) and the app's
``app/i18n/index.ts`` does not even list Korean among its languages, so a phone set to Korean
shows the app in English, and the Korean screens are English ones (reported as fallbacks). The
other catalogs lack some of the strings used here (Chinese 37, Japanese 51, Spanish 57, French
20, German and Russian 12, Portuguese 6, mostly the newer ones: a room's encryption keys,
member roles, account deletion, "Report user"), which show in English as the app shows them;
the build prints which. The app has no "e-mail the transcript" action at this commit (no such
string or view outside omnichannel, which is not shown), so there is none here.

How each screen is put together comes from the app's code (named in ``rocketchat.py``'s
docstring and each entry's ``source``; the layout rules in ``screens.py``): React Native's
``Alert.alert`` (``showConfirmationAlert``, default title "Are you sure?") is the platform's
dialog, Cancel ``android:id/button2`` and the confirmation ``android:id/button1``; the action
sheets' rows and the pages' widgets carry the ``testID`` the code gives them, as their resource
id, and are otherwise known by their labels (an icon button by its ``accessibilityLabel``).

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: the composer's Send (``sendMessage``), ShareView's Send (a chosen file uploaded
to the room) and ForwardMessageView's Send (the message posted to other rooms), filed as send;
Send while editing a message (the new text replaces the old one for everyone in the room, and
the app keeps no earlier version to go back to), filed as edit; Report in a message's sheet
(``reportMessage`` at once, no confirmation) and Report in "Report user" (``reportUser``),
filed as report; Delete in the message's "You will not be able to recover this message!",
"Yes, delete it!" for a room ("This cannot be undone."), for a team and for a team's channel,
filed as delete; "Yes, leave it!" (``leaveRoom``), filed as leave; "Yes, remove user!"
(``removeUserFromRoom``) and "Yes, remove it!" for a team member (``removeTeamMember``), filed
as remove-member; Reset in "Reset encryption key" (``e2eResetRoomKey``: "All members may lose
access to previously encrypted content.") and "Yes, reset it" for the user's own E2E key
(``e2eResetOwnKey``, which also logs out), filed as reset-key; Logout in "You'll be logged out
from other locations." (``logoutOtherLocations``: the other devices' sessions are ended), filed
as revoke; "Delete account" in the delete-account sheet (``deleteOwnAccount`` with the
password, which deletes the account unless the user is the last owner of rooms) and "Yes,
delete" in the second sheet that case shows, filed as delete-account. Not commits: the rows and
buttons that only open a sheet, a confirmation or a page (a message's Delete and Edit, the
composer's Actions and "Choose file", Leave, the room editor's Delete and Archive, "Remove from
room", "Disable writing in room", a team channel's Delete, "Logout from other logged in
locations", "Delete my account", Settings' Logout, "Reset E2E key", the room's encryption
switch, which asks before saving, and "Reset encryption keys"), filed as opens-prompt or
harmless; Cancel everywhere; and the reversible: Mark read and Hide in a room's sheet (a
hidden room comes back when it is opened again), Star and Pin (Unstar, Unpin), Block in a
direct message (Unblock) and Ignore in a user's info (Unignore), the room editor's "Save
changes" and "Yes, archive it!" (Unarchive), the notification switches, Owner and Moderator
(set or unset at once from the same sheet), "Disable writing in room" in its confirmation
(``toggleMuteUserInRoom``, undone by "Enable writing in room"), the profile's "Save changes",
"Set new password", the security switches and the theme.

Judgement calls: removing a workspace (Delete in "This will remove all data from this
workspace.") and Settings' Logout only end this device's session and drop its local copy: the
messages stay on the server and signing in again brings them back, so both are filed as
sign-out and not as commits. "Set new password" changes the account's password to one the user
knows and can change back: reversible. Pin also posts a "pinned a message" notice in the room,
but Unpin takes the pin back: reversible. Editing a message is a commit (the old text is gone
for everyone), filed apart as edit. Removing a member is a commit though an owner could add
them again: it ends their access to the room at once. Reacting to a message, the omnichannel
(livechat) actions, calls and the team conversions are not shown. The Block and Report rows of
a direct message's actions both carry the id ``room-actions-block-user`` in the app's code,
and the second delete-account sheet's buttons ``room-info-edit-view-name-cancel`` and
``-confirm``, as they do here; the E2E page's "Reset E2E key" button reads as its section's
title, so it is tapped by its id.

    git clone https://github.com/RocketChat/Rocket.Chat.ReactNative
    git -C Rocket.Chat.ReactNative checkout 2af4bda3e664c539f5ca5b042c7f1e84fb2e42c4
    python tests/safety/heldout_v189/build.py Rocket.Chat.ReactNative

(The strings are read with ``git show`` at the commit ``ROCKETCHAT`` names, so a clone whose
work tree could not be checked out serves as well.) The corpus was built once, from this source
alone and without reading the policy. It is kept apart from the pinned corpus and the other
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

import rocketchat
from android_corpus import SUFFIX, Lookup, write_languages

OUT = Path(__file__).with_name("heldout_v189.yaml")
ROCKETCHAT = ("2af4bda3e664c539f5ca5b042c7f1e84fb2e42c4", "app/i18n/locales/{}.json")
"""The repository's commit and where its catalogs are."""
CATALOGS = {"en": "en", "zh": "zh-CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
            "es": "es", "pt": "pt-BR", "ru": "ru"}  # fmt: skip
"""The catalog each language reads (``ko.json`` is empty: Korean shows English)."""
PLACEHOLDER = re.compile(r"\{\{\s*(\w+)\s*\}\}")


def read_catalog(repo: Path, code: str) -> dict[str, str]:
    commit, path = ROCKETCHAT
    done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{path.format(code)}"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    return json.loads(done.stdout)


class Catalog:
    """``t("Key")`` or ``t("Key", value, ...)`` in one language, as the app's ``i18n-js``
    shows it: the language's own string, or the English one where it has none
    (``i18n.fallbacks``); the values fill the English string's ``{{placeholders}}`` in the
    order they first appear there, by name. ``t("=text")`` is the text itself."""

    def __init__(self, own: dict[str, str], english: dict[str, str], lang: str) -> None:
        self.own, self.english, self.lang = own, english, lang
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        if key.startswith("="):
            return key[1:]
        source = self.english.get(key)
        if not source:
            raise KeyError(key)
        value = self.own.get(key)
        if not value:
            value = source
            if self.lang != "en":
                self.fallbacks.add(key)
        names = list(dict.fromkeys(PLACEHOLDER.findall(source)))
        values = dict(zip(names, map(str, args), strict=True))
        text = PLACEHOLDER.sub(lambda m: values.get(m.group(1), m.group(0)), value)
        return re.sub(r"\s+", " ", text).strip()


def main(repo: str) -> int:
    english = read_catalog(Path(repo), "en")

    def lookups(lang: str) -> list[Lookup]:
        own = read_catalog(Path(repo), CATALOGS[lang])
        return [("rocketchat", Catalog(own, english, lang), rocketchat.screens)]

    assert set(CATALOGS) == set(SUFFIX)
    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
