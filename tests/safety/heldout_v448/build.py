"""Builds the four-hundred-and-forty-eighth held-out corpus (``heldout_v448.yaml``): an
Android Twitter client's screens, from its translations and code.

The source is Talon for Twitter (``com.klinker.android.twitter_l``, a Twitter client: tweets,
replies, retweets and direct messages sent, tweets, messages and conversations deleted, tweets
reported as spam, drafts, queued and scheduled tweets deleted, users blocked, muted, followed
and added to lists, lists created and deleted, the app's databases trimmed, its settings backed
up and restored, the account signed out; ``talon.py``), at
https://github.com/klinker-apps/talon-for-twitter-android. Talon keeps its strings in
``app/src/main/res/values*/strings.xml`` and ``strings-l.xml``, with a catalog for all nine
languages: ``values-zh-rCN``, ``-ja``, ``-ko``, ``-de``, ``-es``, ``-ru``, for French
``values-fr-rFR`` and then ``values-fr``, and for Portuguese ``values-pt-rBR`` and then
``values-pt``, which the app lacks (``LOCALE``), read by name as a device set to the language
reads them. A string a language lacks shows the English one, and the build prints which. Of the
121 strings the screens use, Korean has only 23: its catalog is a few dozen strings, so 98
show in English (most menus and dialogs, OK and No among them; its Cancel, Delete, Yes,
Update, Mute, "Delete Tweet", "Delete List", "Delete Message?", Logout and a few page names
are Korean). French lacks 12 ("Update
Tweet", "Save for Later", "Open in Web", the spam and unfollow questions, "Muffle User", the
mutes page's names, "Clear Memory", "Advanced Options" and the custom tabs dialog's title and
message); Portuguese lacks 7 (the spam and unfollow questions, "Update Tweet", "Save for
Later", "Open in Web", "Split Tweet" and the custom tabs message); Spanish 4, Japanese and
Russian 3, among them "Save for Later" and "Split Tweet"; Chinese, Japanese and German lack
"Delete Conversation?". The app's Chinese "Save for Later" is German in its own catalog and is
shown as it stands. The descriptions of the tweet's buttons (Like, Retweet, ...) and of the
compose and message screens' buttons ("Send Button", "Send Message", "Find GIF", ...) are
written in English in the layouts and read the same in every language. Dialogs take their
buttons from the app's own ``ok``, ``cancel``, ``no``, ``yes``, ``delete`` and so on (Chinese
shows its ``no`` and ``cancel`` alike, and Spanish OK reads "Sí"). How each screen is put
together (a dialog's title, message and buttons, a menu's rows, a page's widgets) and what
each control does comes from the app's code, named in ``talon.py``'s docstring.

Each action is labelled by what it does in the world, not by its words or by what the policy
says. Commits: "Delete Tweet" in one's own tweet's menu (``destroyStatus`` at once, no dialog),
Delete in "Delete Message?" and in "Delete Conversation?" (the messages are deleted from the
account), "Delete List" in a list's long-press items (``destroyUserList`` at once), OK in
"Delete all drafts?", "Delete Draft" in a draft's "Apply?" and in "Keep Queued Tweet?", OK in
the scheduled tweet's "Delete Tweet?", "Clear Searches" (the search history is cleared at
once) and OK in "Trim databases now?", filed as delete; Retweet (at once, to every follower),
the compose screen's "Send Button", TwitLonger and "Split Tweet" in "Tweet too long!" and the
message screen's "Send Message", filed as send; OK in the spam question (``reportSpam``),
filed as report; "Block User" (``createBlock`` at once), filed as block; "Restore Settings"
(it loads the backup file over the settings at once) and OK in "Create new backup?", filed as
overwrite; the drawer's Logout, filed as sign-out. Not commits: the rows and buttons that only
open a dialog ("Mark as Spam", "Delete all drafts", a scheduled tweet's row, the follow button,
"Clean Databases Now", "Backup Settings"); Cancel and No
everywhere; Pwiccer (it hands the text to another app, where it still has to be posted), the
compose overflow's "Schedule a Tweet", "Add New Tweet", the message screen's attach button, the
compose screen's overflow button, "Copy Tweet Text", "Change Profile Info", "View Users", OK in
"Delete Cache?" and in "Sync Friends Data"; and the reversible: Like, OK in "Remove Retweet",
"Save for Later", "Save Draft", OK in a draft's "Apply?" (the draft moves into the compose
box), Edit in the scheduled tweet's dialog (it opens the tweet in the editor), Mute, "Muffle
User", "Unblock User", a list row in "Add to List", Yes in the unfollow question, Update in
"Change Profile Info", Public in the new list dialog, OK in "Remove User", in "Delete Saved
Search" and in "Removing Like?", "Save Search", Yes in "Chrome Custom Tabs", a muted user's row
(it unmutes), Mute in "Mute Expression" and "Dismiss All".

Judgement calls: a retweet goes at once to every follower's timeline; removing it later does not
take it back from those who saw it, so Retweet is a send, while removing a retweet (OK in
"Remove Retweet") is reversible, since the tweet can be retweeted again. Like is a toggle and
is filed as reversible, though its author is told. Blocking on Twitter also removes the follows
between the two accounts, which Unblock does not restore: a commit, filed as block. Unfollowing
is undone by following again: reversible. Deleting a saved search, taking a user off the app's
favourite users or off a list only removes a pointer that the same control puts back as it was
(a search's words, a user): reversible, though the saved search's dialog says it cannot be
undone. Deleting a list destroys it with its members and subscribers: a commit. "Trim databases
now?" deletes the stored tweets, mentions and messages beyond the set sizes and the
notifications history beyond 100, which exists only on the device: a commit; "Delete Cache?"
only drops cached files the app downloads again: harmless. "Create new backup?" writes
``/Talon/backup.prefs`` over the previous backup, which is lost (as its message says): a
commit, filed as overwrite. Logout deletes the account's tokens and its stored timeline,
messages, notifications history and search history at once, with no dialog: a commit, filed as
sign-out. "Dismiss All" only marks the notifications read: reversible. Mutes, muffles and the
muted expression are kept in the app's preferences and undone from its mute settings:
reversible. A tweet too long for one goes out as several with "Split Tweet", or through
TwitLonger: both sends. The tweet's overflow menu is shown for another user's tweet and for
one's own; the second account's variants, the media viewer, the login, the themes and the
widget settings are not shown.

Talon is View-based: its ``AlertDialog`` buttons are ``android:id/button1`` (positive),
``button2`` (negative) and ``button3`` (neutral), and its pages, dialogs' own views and menu
items carry the ids of its layouts and menus, under ``com.klinker.android.twitter_l:id/`` (its
package). A control with no text or description is known by its id (the follow button, the
compose screen's overflow and attach buttons, the message screen's attach button). A control a
screen shows but no case taps is still on the screen.

    git clone https://github.com/klinker-apps/talon-for-twitter-android
    python tests/safety/heldout_v448/build.py talon-for-twitter-android

(Talon for Twitter at 363311f24491434d57179c4b6a1e01f8aae51e97, 'Revert "default to timeline
style tweets"', 2021-02-01, as ``TALON`` says; the strings are read with ``git show`` at that
commit, so a clone whose work tree could not be checked out serves as well.) The corpus was
built once, from this source alone and without reading the policy. It is kept apart from the
pinned corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import talon
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v448.yaml")
TALON: Source = (
    "363311f24491434d57179c4b6a1e01f8aae51e97",
    ("app/src/main/res",),
    ("strings.xml", "strings-l.xml"),
)
"""The commit, where the strings are and the files read in each folder."""
LOCALE = {("talon", "fr"): "-fr-rFR", ("talon-base", "fr"): "-fr", ("talon-base", "pt"): "-pt"}
"""French reads ``values-fr-rFR`` first, then ``values-fr``, as a device set to French
(France) does; Portuguese reads ``values-pt-rBR``, then ``values-pt`` (the app has none);
every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("talon", Path(repo), TALON), ("talon-base", Path(repo), TALON)]
    return build(OUT, Path(__file__), [("talon", sources, talon.screens)], LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
