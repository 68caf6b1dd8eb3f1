"""Builds the sixteenth held-out corpus (``heldout_v16.yaml``): two real Android apps'
native screens about calls, messages and groups, from their translations and code.

The sources are Jami (a peer-to-peer messenger and phone; ``jami.py``) and Nextcloud Talk
(the chat and calls of a Nextcloud server; ``talk.py``), two apps the project had not used.
Strings are read from each repository's ``res/values*`` files in the nine languages of the
term lists, looked up by name as Android does: a language without a string shows the
English one, and the build prints which. Jami's strings are
``jami-android/app/src/main/res`` (``strings.xml``, ``strings_call.xml`` and
``strings_content_description.xml``); Talk's are ``app/src/main/res`` (``strings.xml``, and
``setup.xml``, whose product name "Nextcloud Talk" has no translation), its Japanese
``values-ja-rJP``, the folder a device set to Japan reads. Jami's dialogs take their
buttons from the platform (``android.R.string.ok``/``cancel``), and its message popup's Copy
is ``@android:string/copy``: those three words are transcribed from the Android framework's
translations (``PLATFORM``). How each screen is put together (a dialog's title, message
and buttons, a bottom sheet's or popup's entries, a screen's rows, icons and buttons) and
what each control does comes from the apps' code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the
policy says. Commits: placing a call (Jami's toolbar Start audio call and Start video
call, Talk's toolbar Voice call and Video call, which ring the other participants at once)
and answering an incoming one (Jami's Accept call, Talk's "Answer as voice call only": the
caller is connected); deleting one's own message for everyone (Jami's "Delete message" in
the message popup, which deletes at once with no confirmation; Delete in Talk's "Delete
message" dialog); OK on Jami's "Delete this contact?" (the contact goes, and the history
is "definitely" cleared) and on "Remove conversation?" (the conversation and its history
leave the device); Delete on Talk's "Delete conversation" dialog (deleted "for all other
participants") and "Delete all" on its "Delete all messages" dialog (the chat is cleared
for everyone); leaving a group (OK on Jami's "Leave this group?"; Talk's Leave
conversation, in a conversation's long-press sheet and in its info's danger zone, which
leaves at once with no confirmation: only an invitation opens it again); and removing
someone from a group (Jami's Block member in an admin's sheet on a member, which removes
the member at once; Talk's Remove participant, at once, and Ban in the ban dialog, which
bans the participant and removes them). Not commits: a menu entry, row or sheet entry that
only opens a confirmation, a picker, the editor or the overflow (Delete contact, Block
contact, Remove conversation, Delete, Forward, Delete all messages, Delete conversation,
Ban participant, More, Add participant, Edit message); Cancel, Close and Decline (Jami's
Decline and Talk's Hang up on an incoming call refuse it and commit the user to nothing);
OK on Jami's "Block ...?" (the contact "won't be able to contact you until you unblock
it", and the account's blocked list unblocks); ending a call (Jami's End call, Talk's End
call); muting the microphone; muting a conversation, pinning a message (unpinned from the
same sheet), archiving a conversation (unarchived from the same sheet) and promoting a
participant to moderator (Demote undoes it); replying (it only starts a reply), copying,
showing the details and sending a message from a member's sheet (it opens the
conversation).

Judgement calls, where the code leaves room: Jami's blocking is labelled like the phone
apps' of earlier corpora, a list the user undoes, though Jami's ban also removes the
contact (unblocking adds it back); Jami's "Remove conversation" keeps the contact but not
the conversation's history on the device, so its OK is a commit; Jami's Block member and
Talk's Remove participant are commits because the removed person loses the group until a
member invites them again, as leaving is; Talk's End call is not one (only "End call for
everyone", a moderator's long press, which is not in the corpus, ends it for others); and
Talk's "Start recording" and "Call without notification" are left out, being neither
clearly one nor the other.

Platform dialogs (``AlertDialog``) carry the platform's button ids (``android:id/button1``
positive, ``button2`` negative), as a real hierarchy shows them; where a button repeats a
text of its dialog or of the page behind it, or another button's, the case taps it by that
id, and so it taps Jami's Decline and End call, whose labels repeat their own description
or a caption beside them. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/savoirfairelinux/jami-client-android
    git clone https://github.com/nextcloud/talk-android
    python tests/safety/heldout_v16/build.py jami-client-android talk-android

(Jami at 46f4819381e9cab3e4c50acd41a29f47290dad09, Nextcloud Talk at
5428960f9d1eca708df1b39a0831141dcbba4729, as ``JAMI`` and ``TALK`` say.) The corpus was
built once, from these sources alone and without reading the policy, and first measured
on the policy as of commit 0c1a861: 103 of 162 irreversible actions blocked (63.6%), 76
of 315 harmless ones blocked (24.1%). It is kept apart from the pinned corpus and the other
held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import jami
import talk
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v16.yaml")
JAMI: Source = (
    "46f4819381e9cab3e4c50acd41a29f47290dad09",
    ("jami-android/app/src/main/res",),
    ("strings.xml", "strings_call.xml", "strings_content_description.xml"),
)
TALK: Source = (
    "5428960f9d1eca708df1b39a0831141dcbba4729",
    ("app/src/main/res",),
    ("setup.xml", "strings.xml"),
)
"""Each repository's commit, resource folders and files (a later one's string wins)."""
LOCALE = {("talk", "ja"): "-ja-rJP"}
"""Folders a device set to the language's region reads where the plain one is missing."""
PLATFORM = {
    "en": ("OK", "Cancel", "Copy"),
    "zh": ("确定", "取消", "复制"),
    "ja": ("OK", "キャンセル", "コピー"),
    "ko": ("확인", "취소", "복사"),
    "de": ("OK", "Abbrechen", "Kopieren"),
    "fr": ("OK", "Annuler", "Copier"),
    "es": ("Aceptar", "Cancelar", "Copiar"),
    "pt": ("OK", "Cancelar", "Copiar"),
    "ru": ("ОК", "Отмена", "Копировать"),
}
"""The platform's own ``android:string/ok``, ``cancel`` and ``copy``, transcribed from the
Android framework's translations."""


def main(jami_repo: str, talk_repo: str) -> int:
    names = ("android:ok", "android:cancel", "android:copy")
    platform = {lang: dict(zip(names, words, strict=True)) for lang, words in PLATFORM.items()}
    apps = [
        ("jami", [("jami", Path(jami_repo), JAMI)], jami.screens),
        ("talk", [("talk", Path(talk_repo), TALK)], talk.screens),
    ]
    return build(OUT, Path(__file__), apps, LOCALE, platform)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
