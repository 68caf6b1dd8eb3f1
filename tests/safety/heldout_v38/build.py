"""Builds the thirty-eighth held-out corpus (``heldout_v38.yaml``): two real Android apps'
screens about messages, calls, groups, posts and moderation, from their translations and
code.

The sources are Session (``network.loki.messenger``, an onion-routed messenger;
``session.py``) and Jerboa (``com.jerboa``, a Lemmy client; ``jerboa.py``), two apps the
project had not used. Strings are read from Session's ``app/src/main/res/values*/
strings.xml`` and ``content-descriptions/src/main/res/values/strings.xml`` and from
Jerboa's ``app/src/main/res/values*/strings.xml``, looked up by name as Android does: a
language without a string shows the English one, and the build prints which. Session names
its folders by BCP 47 tags (``values-b+de+DE``, ``values-b+zh+CN``, ``values-b+pt+BR``;
``LOCALE``), which a device set to that language and region reads; its content
descriptions (the chat's call, attachment and send icons) are not translated, so they are
English in every language. Jerboa's Simplified Chinese folder is ``values-zh``. Session's
block, contact deletion and call permission dialogs take Cancel from the platform
(``android.R.string.cancel``), transcribed in ``PLATFORM``. How each screen is put together
(a dialog's title, message, own widgets and buttons, a menu's entries, a screen's rows,
fields, icons and check boxes) and what each control does comes from the apps' code, named
in each module's docstring. Names, titles and typed texts are written the same in every
language.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Session, the chat toolbar's call icon (the call is placed at once) and the
send button (the message is sent); Delete in "Delete Conversation" (its messages and
attachments deleted for good), in "Delete Contact" (the contact and the conversation) and in
the message deletion dialog; Clear in "Clear All Messages" (the conversation's messages
deleted from the device); Leave in "Leave Group" and in "Leave Community"; Clear in "Clear
All Data" with the device only chosen (the device is cleared at once) and in its network
confirmation (the data is deleted from the network too). In Jerboa, Submit on "Remove post"
and "Remove comment" (removed as a moderator, with the reason), on "Ban …" (the person is
banned from the site), on the report screen (the report goes to the moderators), on Create
post and on a private message reply (published and sent), and "Send reply" on a comment
reply (the comment is published). Not commits: a menu entry, row or icon that only opens a
dialog, a screen or a submenu (Session's "Delete Conversation", "Delete Contact", Block and
Leave in the chat sheet, "Clear All Messages" in a conversation's settings, "Delete Message"
among a message's actions, the attachments button, "Clear Data" and Help in Settings,
Settings in "Call Permissions Required"; Jerboa's "Report post", Edit, "Remove post" and
"Ban …" in the menus); Cancel and Back everywhere; a choice or check box that only selects
("Delete for everyone", "Clear device and network", "Permanently ban", "Mark post as NSFW");
Pin and "Pin Conversation" (undone by Unpin and "Unpin Conversation"), "Hide post" (undone
by "Unhide post"), "Lock post" (undone by "Unlock post") and Subscribe (undone from the same
button); Jerboa's "Block …" entries (undone from the blocks settings, and nothing is
published); Jerboa's Delete on one's own post (undone by Restore in the same menu); Exit
when leaving Jerboa.

Judgement calls: Session's message deletion dialog is a commit whichever choice is
selected (its default, "Delete on this device only", deletes the message from the device
with no undo); Session's Block button is shown and not tapped (its label is the dialog's
title too, and its dialog has no ids to tell them apart), and the case taps its Cancel;
Jerboa's Delete on one's own post is harmless, because Lemmy keeps the post and the same
menu entry restores it, whereas a moderator's removal and a ban are commits, because each is
written with its reason to the instance's public modlog and reaches the person, which a
later restore or unban does not take back; a report is a commit (it is delivered to the
community's moderators and cannot be withdrawn from the app); blocking a person or a
community is harmless (private, and undone from the settings at once).

Neither app's dialogs carry the platform's button ids (Session's ``SessionDialogBuilder``
adds its own buttons, described by their text, and its newer dialogs and all of Jerboa's
are Compose ones without test tags), so dialog buttons are known by their labels alone.
Jerboa's top-bar icons are known by their content descriptions, which are their actions'
texts. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/session-foundation/session-android
    git clone https://github.com/LemmyNet/jerboa
    python tests/safety/heldout_v38/build.py session-android jerboa

(Session at bdaeff9dfdee50d89bf6d5d4928553915b9cccab and Jerboa at
a48c76dfcf2d2c57b5a135f472cca36a5ac61504, as ``SESSION`` and ``JERBOA`` say.) The corpus was
built once, from these sources alone and without reading the policy, and measured once
after it was final. It is kept apart from the pinned corpus and the other held-out corpora,
and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import jerboa
import session
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v38.yaml")
SESSION: Source = (
    "bdaeff9dfdee50d89bf6d5d4928553915b9cccab",
    ("app/src/main/res", "content-descriptions/src/main/res"), ("strings.xml",),
)  # fmt: skip
JERBOA: Source = (
    "a48c76dfcf2d2c57b5a135f472cca36a5ac61504", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit, resource folders and files (a later one's string wins)."""
LOCALE = {
    ("session", "zh"): "-b+zh+CN", ("session", "ja"): "-b+ja+JP",
    ("session", "ko"): "-b+ko+KR", ("session", "de"): "-b+de+DE",
    ("session", "fr"): "-b+fr+FR", ("session", "es"): "-b+es+ES",
    ("session", "pt"): "-b+pt+BR", ("session", "ru"): "-b+ru+RU",
    ("jerboa", "zh"): "-zh",
}  # fmt: skip
"""The folder each source reads in a language where it is not the plain ``values-xx``."""
PLATFORM = {
    "en": "Cancel", "zh": "取消", "ja": "キャンセル", "ko": "취소", "de": "Abbrechen",
    "fr": "Annuler", "es": "Cancelar", "pt": "Cancelar", "ru": "Отмена",
}  # fmt: skip
"""The platform's own ``android:string/cancel``, transcribed from the Android framework's
translations."""


def main(session_repo: str, jerboa_repo: str) -> int:
    platform = {lang: {"android:cancel": word} for lang, word in PLATFORM.items()}
    apps = [
        ("session", [("session", Path(session_repo), SESSION)], session.screens),
        ("jerboa", [("jerboa", Path(jerboa_repo), JERBOA)], jerboa.screens),
    ]
    return build(OUT, Path(__file__), apps, LOCALE, platform)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
