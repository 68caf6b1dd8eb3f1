"""Builds the ninth held-out corpus (``heldout_v9.yaml``): two real Android apps' native
screens, from their translations and code.

The sources are Tusky (a Mastodon client; ``tusky.py``) and Nextcloud's Files app (a
file sync and sharing client; ``nextcloud.py``). Strings are read from each repository's
``res/values*/strings.xml`` in the nine languages of the term lists, looked up by name
as Android does: a language without a string shows the English one, and the build prints
which; Nextcloud's Japanese is its ``values-ja-rJP`` (what a device set to ``ja-JP``
reads). Tusky's dialogs take their OK and Cancel from the platform
(``android.R.string.ok`` and ``cancel``); those are Android's own translations
(``frameworks/base``, ``core/res/res/values-*/strings.xml``), written out in ``PLATFORM``.
How each screen is put together (a platform dialog's message and its buttons, a bottom
sheet's buttons or rows, an overflow or popup menu's entries) and what each control does
comes from the apps' code, named in each module's docstring; checkboxes are written as
the corpus's ``switch`` (a checkable control).

Each action is labelled by what it does, not by its words or by what the policy says:
voting in a poll (a vote cannot be changed), posting, deleting a post (and deleting it
to re-draft it: its boosts, favourites and replies' thread go), discarding a new post
when closing it (Delete: the text is not kept anywhere), sending a report, blocking a
whole domain (the app says the followers from that domain are removed), clearing all
notifications, logging out (the app says the account's drafts and preferences are
deleted), deleting a scheduled post or a list, leaving a share, emptying the trash bin
or deleting an item of it permanently, deleting a share link and sending a share (it
mails the recipient) are commits. A menu entry or button that only opens a confirmation,
a sheet or a form, the negative button of a confirmation, favouriting, bookmarking,
boosting (undone by Remove boost), muting a conversation, hiding boosts, blocking one
account (the app only asks "Block @…?" and Unblock undoes it), deleting a draft (Undo
brings it back), ticking the report's forward box, deleting a file on Nextcloud (it goes
to the server's deleted files, from which it is restored), removing only the device's
copy, restoring, locking a file, creating a share link (nothing is sent), opening the
system's share sheet and removing the account from the device (the files stay on the
server) are not.

Platform dialogs (``AlertDialog``) carry the platform's button ids (``android:id/button1``
positive, ``button2`` negative, ``button3`` neutral) as a real hierarchy shows them;
where a button repeats a text of its dialog, the case taps it by that id. A button a
screen shows but no case taps is still on the screen.

    git clone https://github.com/tuskyapp/Tusky
    git clone https://github.com/nextcloud/android nextcloud-android
    python tests/safety/heldout_v9/build.py Tusky nextcloud-android

The corpus was built once, before any policy change made after the seventh held-out
corpus, and is kept apart from the pinned corpus and the other held-out corpora; nothing
in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import nextcloud
import tusky
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v9.yaml")
TUSKY: Source = (
    "43ae0bb4556392393a3d759ce42a93f3a003e83a",
    ("app/src/main/res",),
    ("strings.xml",),
)
NEXTCLOUD: Source = (
    "36277a102205708553c5f274d265f7e83da43596",
    ("app/src/main/res",),
    ("strings.xml",),
)
"""Each repository's commit, resource folders and files."""
LOCALE = {("nextcloud", "ja"): "-ja-rJP"}
"""Folders a device set to the language's region reads where the plain one is missing."""
PLATFORM = {
    "en": ("OK", "Cancel"), "zh": ("确定", "取消"), "ja": ("OK", "キャンセル"),
    "ko": ("확인", "취소"), "de": ("OK", "Abbrechen"), "fr": ("OK", "Annuler"),
    "es": ("Aceptar", "Cancelar"), "pt": ("OK", "Cancelar"), "ru": ("ОК", "Отмена"),
}  # fmt: skip
"""``android.R.string.ok`` and ``cancel`` in each language (Android's ``frameworks/base``),
which the screens ask for as ``t("@ok")`` and ``t("@cancel")``."""


def main(tusky_repo: str, nextcloud_repo: str) -> int:
    platform = {lang: {"@ok": ok, "@cancel": cancel} for lang, (ok, cancel) in PLATFORM.items()}
    apps = [
        ("tusky", [("tusky", Path(tusky_repo), TUSKY)], tusky.screens),
        ("nextcloud", [("nextcloud", Path(nextcloud_repo), NEXTCLOUD)], nextcloud.screens),
    ]
    return build(OUT, Path(__file__), apps, LOCALE, platform)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
