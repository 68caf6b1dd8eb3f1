"""Builds the four-hundred-and-eighty-fifth held-out corpus (``heldout_v485.yaml``): a Mastodon
client's screens, from its translations and code.

The source is Megalodon (``org.joinmastodon.android.sk``, a fork of the Mastodon app for
Android: posts published, deleted and re-drafted, pinned, boosted and favourited, polls
voted in, drafts saved, discarded and deleted, accounts followed, muted, blocked and
reported, followers removed, domains blocked, personal notes deleted, follow requests
answered, notifications marked read and cleared, lists and filters edited and deleted,
recent searches and caches cleared, the account logged out; ``megalodon.py``). Megalodon
keeps its strings in ``mastodon/src/main/res/values*/strings.xml`` (those it shares with the
Mastodon app) and ``strings_sk.xml`` (its own), translated into all nine languages in
folders named with a region: ``values-zh-rCN``, ``-ja-rJP``, ``-ko-rKR``, ``-de-rDE``,
``-fr-rFR``, ``-es-rES``, ``-ru-rRU``, and for Portuguese ``values-pt-rBR`` and then
``values-pt``, which this commit does not have (``LOCALE``); they are read by name as a
device set to the language in that country reads them. A string a language lacks shows the
English one, and the build prints which: the poll's "Show results" is translated into none
of them; Korean translates only part of the shared strings and shows 46 of the corpus's
strings in English (among them Log out, "Clear all", "Mark all as read", "Delete post", the
filter pages, the report reasons, the Behavior and Privacy switches, the unfollow question
and the alt text reminder); Portuguese has no "Add or switch accounts", "Add personal note",
"Delete personal note" and its question, "Manually approve new followers", "Default posting
visibility", "Clear home timeline cache" and the discovery switch; Russian the same but the
discovery switch; Chinese, Japanese and French have no "Add personal note", "Delete personal
note" or its question (Chinese also no "Add or switch accounts", Japanese no "Make list
exclusive" switch of the list editor); Spanish has no "Add or switch accounts". The dialogs'
Cancel, OK and Save are the app's own strings. How each screen is put together (a dialog's
title, message and buttons, a menu's rows, a page's widgets) and what each control does
comes from the app's code, named in ``megalodon.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Delete in "Delete post" (``DeleteStatus``: the post, with its boosts and
favourites, is gone from the server), "Delete and re-draft" in "Delete and re-draft Post"
(the post is deleted the same way; the editor only gets its text back), Delete in "Delete
draft" (the unsent post is deleted on the server), Discard in "Save draft?" on leaving the
editor (the text typed is dropped, kept nowhere), Delete in "Delete personal note about
...?", Delete all in "Clear all notifications" (``DismissNotification`` dismisses every
notification on the server), the Recents header's "Clear all" (the recent searches are
cleared at once, with no undo), Delete in "Delete list" and in "Delete filter “Spoilers”?"
(both deleted through the API at once), filed as delete; the editor's Publish, Post in
"Media missing alt text" and Publish in "Save draft?" while editing a draft (each publishes
the post to its audience), Public in the boost menu (the post goes out to every follower's
home timeline and its author is told), and Next on the report's comment page (it sends the
report to the moderators), filed as send; Vote under a poll, filed as vote (Mastodon lets no
one take a vote back); Block in "Block Account" and in "Block Domain", Remove in "Remove as
follower", the follow request's reject button and Log out in "Log out of
@sam@mastodon.social?", filed as revoke. Not commits: the menu rows and buttons that only
open a confirmation (the post menu's Delete and the unsent post's Delete, "Pin to profile",
"Mute @alice", "Block @alice", the boost button while "Ask before boosting" is on, "Remove
as follower", "Block fosstodon.org", "Delete personal note", "Clear all notifications", the
list's Delete, "Delete filter", "Log out"); Cancel everywhere; the Behavior row; and the
reversible: Pin in "Pin post to profile", "Follow @alice", Follow Back, Mute in "Mute
Account", Unblock in "Unblock Account", Unfollow in "Unfollow ...?", the favourite button,
"Undo boost", "Add a poll", "Mark as draft", Save in both "Save draft?" dialogs, the
report's "Forward to fosstodon.org" switch and its "It’s spam" reason, "Mark all as read",
the follow request's accept button, "Pin timeline", Save in "Edit list", "Follow #trains",
the filter's Save, Delete in "Delete word “finale”?", "Ask before deleting posts", "Clear
media cache" and "Manually approve new followers".

Judgement calls: blocking an account or a domain ends the follows between them and oneself
(Mastodon removes them on the server, and a domain block drops every follower on that
server), and unblocking does not bring them back; the profile blocked here follows the user
("Follows you"), so Block is a commit, filed as revoke, while muting only hides their posts
until Unmute. "Remove as follower" blocks and at once unblocks the account just to end its
follow: a commit, filed as revoke. Rejecting a follow request drops it for good (only the
requester can ask again); accepting one is undone with "Remove as follower": the first is a
commit, the second reversible. Unfollowing is reversible by following again. Logging out
revokes the app's token on the server and deletes the account's database and preferences on
the device (its cached timelines and its settings in the app); logging in again gives a new
session, not the old one: a commit, filed as revoke. A boost can be undone, but by then it
has been delivered to every follower and the author has been told: a commit, filed as send;
a favourite only tells the author and is undone with a second tap: reversible. Editing a
published post is not tapped (Megalodon keeps its edit history). Discarding an unsent post
loses the text for good: a commit, filed as delete; Save keeps it on the server as a draft
that can be opened again. Deleting a muted word only takes it out of the filter being
edited; nothing changes on the server until the filter's Save, and leaving the filter asks
"Discard changes?": reversible. Clearing the media cache deletes only copies of pictures,
which load again: not a commit, filed as harmless. "Mark all as read" only moves the read
marker: reversible, though there is no "mark unread". The footer's buttons carry no words
but their counts, so the corpus taps the boost and favourite buttons by their ids; Japanese
calls the Publish button and the Public visibility both 公開, so there the Publish button is
tapped by its id.

Megalodon is View-based: its ``AlertDialog`` buttons are ``android:id/button1`` (positive)
and ``button2`` (negative), and its pages, bars and menu items carry the ids of its layouts
and menus, under ``org.joinmastodon.android.sk:id/`` (its application id). A control a
screen shows but no case taps is still on the screen.

    git clone https://github.com/sk22/megalodon
    python tests/safety/heldout_v485/build.py megalodon

(Megalodon at f7dfebcbeacb3db182bdc3b01cf7a1d9cea720ca, "fix schedule date picker not time
zone safe", 2023-11-27, the head of its default branch ``main``, as ``MEGALODON`` says; the
strings are read with ``git show`` at that commit, so a clone whose work tree could not be
checked out serves as well.) The corpus was built once, from this source alone and without
reading the policy. It is kept apart from the pinned corpus and the other held-out corpora,
and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import megalodon
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v485.yaml")
MEGALODON: Source = (
    "f7dfebcbeacb3db182bdc3b01cf7a1d9cea720ca",
    ("mastodon/src/main/res",),
    ("strings.xml", "strings_sk.xml"),
)
"""The commit, where the strings are and the files read (Megalodon's own strings, in
``strings_sk.xml``, after the ones it shares with the Mastodon app)."""
LOCALE = {
    ("megalodon", "zh"): "-zh-rCN", ("megalodon", "ja"): "-ja-rJP",
    ("megalodon", "ko"): "-ko-rKR", ("megalodon", "de"): "-de-rDE",
    ("megalodon", "fr"): "-fr-rFR", ("megalodon", "es"): "-es-rES",
    ("megalodon", "pt"): "-pt-rBR", ("megalodon", "ru"): "-ru-rRU",
    ("megalodon-pt", "pt"): "-pt",
}  # fmt: skip
"""Megalodon ships its translations in folders named with a region (``values-ja-rJP``), which
a device set to the language in that country reads; Portuguese reads ``values-pt-rBR``, then
``values-pt`` (there is none at this commit)."""


def main(repo: str) -> int:
    sources = [("megalodon", Path(repo), MEGALODON), ("megalodon-pt", Path(repo), MEGALODON)]
    return build(OUT, Path(__file__), [("megalodon", sources, megalodon.screens)], LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
