"""Builds the eighteenth held-out corpus (``heldout_v18.yaml``): two real Android apps'
native screens about communities and what people post in them, from their translations and
code.

The sources are Mastodon's official Android app (a client of the federated social network;
``mastodon.py``) and Infinity for Reddit (a Reddit client; ``infinity.py``), two apps the
project had not used. Strings are read from each repository's ``res/values*/strings.xml``
in the nine languages of the term lists, looked up by name as Android does: a language
without a string shows the English one, and the build prints which. Mastodon's are
``mastodon/src/main/res``, whose translations sit in region folders (``values-de-rDE``,
``values-ja-rJP`` ...), the folders a device set to the language's main region reads
(``LOCALE``); Infinity's are ``app/src/main/res``. How each screen is put together (a
dialog's title, message and buttons, a sheet's or menu's entries, a screen's rows, icons,
fields and buttons) and what each control does comes from the apps' code, named in each
module's docstring; a number a string writes ``%,d`` is filled in as the app fills it.

Each action is labelled by what it does in the app, not by its words or by what the
policy says. Commits: publishing (Mastodon's Publish icon in the composer, for a new post
and for a reply; Infinity's Send icon in the comment editor, the text post editor, the poll
post editor and the private message screen); voting in a Mastodon poll (Vote: a vote cannot
be changed or taken back); deleting (Delete in Mastodon's "Delete post" dialog and in its
"Delete list" dialog; Delete in Infinity's "Delete This Post" and "Delete This Comment"
dialogs); reporting (Mastodon's Next on the report flow's last step, which sends the report
to the moderators; Infinity's Send icon on the report screen); removing someone (Remove
follower in Mastodon's "Remove follower?" dialog: the follower stops following and only
they can follow again); Mastodon's Block server (the sheet itself says the followers from
that server "will be removed", and unblocking does not bring them back); and Infinity's
moderator "Mark as spam". Not commits: a menu entry, sheet row or icon that only opens a
confirmation, an editor or a flow (Delete, Delete Post, Delete list, Block ..., Remove
follower, Block <server>, Block User, Report, Send comment, Reply, Boost, which opens the
boost sheet, Content warning); choosing a poll option or a report reason, and the report
flow's first Next; toggles the same control undoes (Favorite; Boost in the boost sheet,
undone by Undo boost; Pin on profile; Follow ..., Follow back and Unfollow; Hide boosts in
timeline; Mute; Mastodon's Block and "Block ... instead", undone by Unblock; Infinity's
upvote, Save, Hide Post, Subscribe and Unsubscribe, the moderator's Remove, undone by
Approve, and Lock; Yes in Infinity's "Block User" dialog, undone from the account's blocked
list); and buttons that only close a screen (Discard in Infinity's "Leave?" dialog shown
while a post is being submitted, which says the post "will still be submitted"; Leave in
its warning on a sensitive subreddit, which only closes the subreddit's screen).

Judgement calls, where the code leaves room: boosting is labelled like favouriting, a toggle
(Undo boost takes it back), though the boost was already shown in followers' timelines;
Mastodon's Block of a user is labelled like the blocking of earlier corpora, a list the
user undoes, though the server also ends follows both ways, while Block server is a commit
because its own sheet warns that the followers from the server will be lost; Remove
follower is a commit, like removing a member from a group; Infinity's Remove by a moderator
is not one (Approve puts the post back) but Mark as spam is, because it also teaches the
spam filter about the author and Approve does not take that back; unfollowing is a toggle
even though a locked account would need a new request; discarding a draft that was never
submitted (Mastodon's "Discard draft?", Infinity's "Discard?") is left out, being neither
clearly one nor the other, as are Mastodon's Save of an edited post and Infinity's mod
"Distinguish as moderator".

Platform dialogs (``AlertDialog``: Mastodon's ``M3AlertDialogBuilder``, Infinity's
``MaterialAlertDialogBuilder``) carry the platform's button ids (``android:id/button1``
positive, ``button2`` negative), as a real hierarchy shows them; where a button repeats a
text of its dialog or of the page behind it, or another button's, the case taps it by that
id. Controls without any text (Infinity's vote buttons) are found by their resource ids. A
control a screen shows but no case taps is still on the screen.

    git clone https://github.com/mastodon/mastodon-android
    git clone https://github.com/Docile-Alligator/Infinity-For-Reddit
    python tests/safety/heldout_v18/build.py mastodon-android Infinity-For-Reddit

(Mastodon at 24ab4a0c57ae417aa074a2666882041f2aecad25, Infinity for Reddit at
af7ccefc29977a50cb136dfcd3403b40a9653f37, as ``MASTODON`` and ``INFINITY`` say.) The corpus
was built once, from these sources alone and without reading the policy, and first measured
on the policy as of commit a3af9ea: 119 of 144 irreversible actions blocked (82.6%), 47 of
333 harmless ones blocked (14.1%) by the default policy (with the hand-written term lists
alone: 119 of 144, and 48 of 333). It is kept apart from the pinned corpus and the other
held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import infinity
import mastodon
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v18.yaml")
MASTODON: Source = (
    "24ab4a0c57ae417aa074a2666882041f2aecad25",
    ("mastodon/src/main/res",),
    ("strings.xml",),
)
INFINITY: Source = (
    "af7ccefc29977a50cb136dfcd3403b40a9653f37",
    ("app/src/main/res",),
    ("strings.xml",),
)
"""Each repository's commit, resource folders and files."""
LOCALE = {
    ("mastodon", "ja"): "-ja-rJP",
    ("mastodon", "ko"): "-ko-rKR",
    ("mastodon", "de"): "-de-rDE",
    ("mastodon", "fr"): "-fr-rFR",
    ("mastodon", "es"): "-es-rES",
    ("mastodon", "ru"): "-ru-rRU",
}
"""Folders a device set to the language's main region reads where the plain one is missing
(Mastodon's Chinese and Portuguese are ``zh-rCN`` and ``pt-rBR``, as for every app)."""


def main(mastodon_repo: str, infinity_repo: str) -> int:
    apps = [
        ("mastodon", [("mastodon", Path(mastodon_repo), MASTODON)], mastodon.screens),
        ("infinity", [("infinity", Path(infinity_repo), INFINITY)], infinity.screens),
    ]
    return build(OUT, Path(__file__), apps, LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
