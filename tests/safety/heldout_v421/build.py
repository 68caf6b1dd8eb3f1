"""Builds the four-hundred-and-twenty-first held-out corpus (``heldout_v421.yaml``): an
Android Reddit client's screens, from its translations and code.

The source is Slide (``me.ccrama.redditslide``, a Reddit client: posts and comments saved,
hidden, voted on, reported, replied to, edited and deleted, posts submitted and messages sent,
moderators' removals, locks and bans, drafts and multireddits deleted, subscriptions
reordered, per-subreddit themes reset, history and offline copies cleared, accounts removed
from the app; ``slide.py``). Slide keeps its strings in ``app/src/main/res/values*/strings.xml``,
translated into every language but Korean in folders named with a region: ``values-zh-rCN``,
``-ja-rJP``, ``-de-rDE``, ``-fr-rFR``, ``-es-rES``, ``-pt-rBR`` and ``-ru-rRU`` (``LOCALE``),
read by name as a device set to the language in that region reads them. A string a language
lacks shows the English one, and the build prints which: Slide has no Korean translation, so
Korean shows the whole app in English; the submit page's "Select flair" is untranslated in the
other seven; German and French also lack "Lock thread", "Lock comment" and "Remove &
Unsubscribe"; Spanish lacks Upvote, Downvote, "Award comment", "Lock thread" and "Remove &
Unsubscribe". "Read later" in a post's sheet, Distinguish in the moderator's sheet and
"Sending as you" on the message page are written in English in the code and show in every
language. Slide asks with its own Yes, No, Cancel and Delete (``btn_yes``, ``btn_no``,
``btn_cancel``, ``btn_delete``), never the platform's. How each screen is put together (a
dialog's title, message and buttons, a bottom sheet's rows, a bar's icons, a page's widgets)
and what each control does comes from the app's code, named in ``slide.py``'s docstring.

Each action is labelled by what it does, not by its words or by what the policy says. Commits:
Report in "Report post" and "Report comment" (the report goes to the subreddit's moderators and
cannot be taken back), the reply area's Submit (the reply is posted), Remove in "What is the
reason for removing this submission?" (it removes the post and posts the reason as a public
reply), the send buttons of a new message and of a new post, filed as send; Yes in "Delete
comment" and "Really delete this submission? You cannot undo this" (deleted on Reddit, no undo),
in "Do you really want to delete /m/...?" (the multireddit is deleted on Reddit), in "Really
delete these drafts?", the reply area's Discard and Yes in "Discard comment?" (both drop the
typed reply without saving it as a draft), and the rows "Clear submission history", "Clear
subreddit history" and "Clear all saved subreddits" (each empties its store at once, with no
prompt), filed as delete; Yes in "Clear all subreddit themes?" and in "Do you really want to
delete settings for /r/...?" (the subreddits' colours, layouts, fonts and picture settings are
dropped, as the first says, for good), filed as reset; Ban in the ban dialog, filed as revoke.
Not commits: the rows and icons that only open a dialog (Report, "Delete submission", "Remove
with reason", "Ban user", the comment bar's Delete, "Manage drafts", the drafts list's Delete,
the multireddit's Delete, the reorder bar's delete icon, the subreddit settings' reset icon,
"DISCONNECT SYNCCIT"); Cancel and No everywhere; Crosspost (it opens the crosspost page), "Award
comment" (it opens the comment's page on reddit.com; nothing is paid there), Reply, which only
opens the reply area; and the reversible: Save, "Read later", "Hide post", Mark NSFW, Upvote,
the moderator's Remove (Approve brings the post back), "Lock thread", Distinguish, Remove and
"Remove & Unsubscribe" in "Remove this subreddit?", Yes in "Really remove this subreddit?",
"Mark all as read", "Block user", "Add friend" and the "Save history" switch (its heading reads
the same, so it is tapped by its id).

Judgement calls: the edit dialog's Submit replaces a comment's text on Reddit; it is an edit,
which can be edited again, so reversible, not overwrite. A ban can be lifted, but Reddit
tells the banned user at once and the user loses the right to post: a commit, filed as
revoke. A typed reply is lost for good when Discard drops it (no draft is kept, unlike
leaving the page, which saves one), so Discard is a commit, filed as delete. "Delete account"
only drops the account's login from the app (the Reddit account is untouched, and the user
can log in again): its Delete, the dialog's negative button, is reversible; Cancel is the
positive one. "Really delete Synccit account?" only clears the name and key kept in the app,
which can be typed again: reversible. Removing a subreddit in the reorder list or in a
multireddit being edited only takes it out of a list (and unsubscribes, for "Remove &
Unsubscribe"): it can be added or subscribed to again. Clearing the offline copies deletes
what was saved for reading without a connection; the copies can be downloaded again only while
the posts still exist: a commit. Blocking a user acts at once with no prompt, but Reddit
lets the user be unblocked: reversible. "Mark all as read" only marks the messages, each of
which can be marked unread again. The Korean screens are the English ones (no translation).

Where a translation gives two controls of a screen one word (French's Supprimer for the
comment bar's Delete and the reply area's Discard), the case taps the control by its id.
Slide is View-based: its ``AlertDialog`` buttons are ``android:id/button3`` (neutral),
``button2`` (negative) and ``button1`` (positive), its Material Dialogs' buttons carry the
library's ids under the app's package, ``me.ccrama.redditslide:id/`` (``screens.py``), and its
pages, bars and rows carry the ids of its layouts. A control a screen shows but no case taps
is still on the screen.

    git clone https://github.com/ccrama/Slide
    python tests/safety/heldout_v421/build.py Slide

(Slide at 9f59f5328834d5a4fcddd69222ca4db80e902ac7, "Bump version number", 2021-06-17, as
``SLIDE`` says; the strings are read with ``git show`` at that commit, so a clone whose work
tree could not be checked out serves as well.) The corpus was built once, from this source
alone and without reading the policy. It is kept apart from the pinned corpus and the other
held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import slide
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v421.yaml")
SLIDE: Source = ("9f59f5328834d5a4fcddd69222ca4db80e902ac7", ("app/src/main/res",),
                 ("strings.xml",))  # fmt: skip
"""The commit and where the strings are."""
LOCALE = {
    ("slide", "ja"): "-ja-rJP",
    ("slide", "de"): "-de-rDE",
    ("slide", "fr"): "-fr-rFR",
    ("slide", "es"): "-es-rES",
    ("slide", "ru"): "-ru-rRU",
}
"""Slide names its folders with a region: each language reads the region's folder (Chinese
``values-zh-rCN`` and Portuguese ``values-pt-rBR`` as every corpus does). Korean has none."""


def main(repo: str) -> int:
    sources = [("slide", Path(repo), SLIDE)]
    return build(OUT, Path(__file__), [("slide", sources, slide.screens)], LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
