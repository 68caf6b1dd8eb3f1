"""Builds the sixth held-out corpus (``heldout_v6.yaml``): two real Android apps' native
screens, from their translations and code.

The sources are Fossify Messages (an SMS app; ``fossify.py``) with the Fossify Commons
library it takes its shared strings and dialogs from, and AntennaPod (a podcast player;
``antennapod.py``). Strings are read from each repository's ``res/values*/strings.xml``
in the nine languages of the term lists, looked up by name as Android does: a language
without a string shows the English one, and the build prints which. How each screen is
put together (a platform dialog's message and its negative and positive buttons, a
bottom sheet's buttons, an overflow menu's entries, a radio list that acts when a choice
is made) and what each control does comes from the apps' code, named in each screen's
comment.

Each action is labelled by what it does, not by its words or by what the policy says:
sending a message, placing a call (Dial number places it when the app may call), deleting
a conversation or all messages of the recycle bin or the archive for good, deleting a
scheduled message, unsubscribing from a podcast (its episodes, downloads, history and
statistics go), clearing the queue, the playback history or the statistics, deleting a
tag and deleting an episode's file from a local folder (it cannot be downloaded again)
are commits; a menu entry or button that only opens a confirmation, the negative button
of a confirmation, blocking a number, archiving, restoring, marking as unread, deleting a
downloaded episode's file or the played downloads (they can be downloaded again),
subscribing to a podcast (free, undone by unsubscribing), opening a podcast's support
page, downloading over mobile data and leaving a dialog are not.

Platform dialogs (``AlertDialog``) carry the platform's button ids (``android:id/button1``
positive, ``button2`` negative) as a real hierarchy shows them; where a button repeats a
text of its dialog, the case taps it by that id.

    git clone https://github.com/FossifyOrg/Messages
    git clone https://github.com/FossifyOrg/Commons
    git clone https://github.com/AntennaPod/AntennaPod
    python tests/safety/heldout_v6/build.py Messages Commons AntennaPod

The corpus was built once, before any policy change made after the fifth held-out
corpus, and is kept apart from the pinned corpus and the other held-out corpora; nothing
in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import antennapod
import fossify
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v6.yaml")
FILES = ("strings.xml", "donottranslate.xml")
MESSAGES: Source = ("2303e65517bcb04c7cc029eafbc4ccb350dddb8d", ("app/src/main/res",), FILES)
COMMONS: Source = ("ba6c2bc9cedc179693fe70a9d1becf3f982cb319", ("commons/src/main/res",), FILES)
ANTENNAPOD: Source = ("b7ee12ccfc026b7fe6ca7206a925a05a23e15cca", ("ui/i18n/src/main/res",), FILES)
"""Each repository's commit, resource folders and files; Fossify Messages' own strings
are read before its library's."""
LOCALE = {("commons", "ko"): "-ko-rKR"}
"""Folders a device set to ``ko-KR`` reads where ``-ko`` is missing."""


def main(messages: str, commons: str, antenna: str) -> int:
    fos = [("messages", Path(messages), MESSAGES), ("commons", Path(commons), COMMONS)]
    apps = [
        ("fossify", fos, fossify.screens),
        ("antennapod", [("antennapod", Path(antenna), ANTENNAPOD)], antennapod.screens),
    ]
    return build(OUT, Path(__file__), apps, LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2], sys.argv[3]))
