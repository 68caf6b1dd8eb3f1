"""Builds the hundred-and-ninety-eighth held-out corpus (``heldout_v198.yaml``): one real Android
app's screens, from its translations and code.

The source is Pachli (``app.pachli``, github.com/pachli/pachli-android), a Mastodon client for
Android in Kotlin, an app the project had not used: the home timeline and a post's controls and
menus, the compose screen, drafts and scheduled posts (``posts.py``), and a profile, reports,
notifications, follow requests, blocked users, lists, content filters and the accounts signed in
(``people.py``). Its strings are in the ``res/values*/strings.xml`` of its modules; the ones
these screens show are in ``core/ui``, ``core/activity``, ``feature/drafts``, ``feature/lists``,
``feature/manageaccounts`` and ``app`` (``PACHLI``), read by name in the folders ``-zh-rCN``,
``-ja``, ``-ko``, ``-de``, ``-fr``, ``-es``, ``-pt-rBR`` and ``-ru``. A language without a string
shows the English one, as Android does, and the build prints which: German, French and Spanish
have every string; Russian lacks 8 (the drafts' and scheduled posts' deletion: "Delete selected
drafts", its dialog's title and message, the scheduled posts' dialog, and Quote, "Change quote
policy", "Where is this sent?"), Chinese those and 8 more (the list dialog's replies policy, the
filter's first action, "Active account", "Manage accounts", "Log out %s"), Japanese and
Brazilian Portuguese those of Chinese and a few more (the Follow button, "Refresh account", "Content
filters", the post button's descriptions), and Korean 52, among them the Follow button, "Block
@mira?", the mute dialog, "Delete conversation", the list and filter deletion dialogs and the
filter page. The dialogs take OK and Cancel from the platform (``android.R.string.ok`` and
``cancel``, :data:`android_corpus.PLATFORM`). How each screen is put together (a dialog's title,
message, own widgets and buttons, a menu's rows, a sheet, a page's widgets) and what each
control does comes from the code named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy says.
Commits: Boost in the boost menu (the post is reblogged to the user's followers), filed as
publish, and TOOT! on the compose screen (a public post sent); TOOT on a direct reply (a message
sent to the person) and Report on the report page (the report sent to the moderators, and
forwarded to the account's server), filed as send; OK in "Block @mira?" (from a post's menu and
from the profile), Block on the report's last page (blocking at once) and "Hide entire domain"
in the domain block dialog, filed as block; OK in "Delete this post?", in "Delete and re-draft
this post?", in "Delete this conversation?", in "Delete selected drafts?" and "Delete selected
scheduled posts?", "Delete the list" in the list's dialog and Delete in "Delete filter
'Spoilers'?", filed as delete; Delete in the "Save draft?" a new post asks on closing (the text
thrown away, no draft kept), filed as discard; OK in "Are you sure you want to permanently clear
all your notifications?", filed as purge; Accept and Reject on a follow request; OK in "Log out
@ada@mastodon.social" (the app's token revoked on the server and the account's local data,
drafts included, deleted), filed as log-out. Not commits: the controls that only open a menu, a
dialog or a page (the Boost icon, which opens the boost menu while "Show confirmation before
boosting" is on, its default; a menu's Block, Delete, "Mute mastodon.art" and "Delete the list";
Unfollow; "Delete notifications"; "Delete selected drafts"; a filter's Delete icon; "Log out";
Reply, which opens the compose screen; the lists page's "Create a list" icon), Cancel
everywhere, and the reversible: Favorite and Bookmark, "Remove boost", OK in the mute dialog
(Unmute undoes it), Pin, Follow, OK in "Unfollow this account?" and in "Revoke the follow
request?", "Add account to the list", the content warning icon, the followers-only choice of the
visibility sheet, Save in "Save draft?", Unblock in "Blocked users", "Create a list" in the list
dialog and Save on "Edit filter".

Judgement calls: a boost puts the post on every follower's home timeline and notifies its
author; "Remove boost" takes the reblog back but not what was shown, so the boost is a commit
and its removal is not. A favourite and a bookmark are marks the same icon takes back, and a
follow, an unfollow and a withdrawn follow request are changes Follow and Unfollow set back
(for a locked account a new follow needs its approval again): reversible. Blocking an account
or a domain is a commit although Unblock exists: the server removes the follows between the two
accounts (the domain's followers, as its dialog says), which unblocking does not restore;
Unblock in "Blocked users" only lifts the block and is reversible. Muting hides and Unmute
shows again: reversible. Deleting a conversation removes it from the user's direct messages
with no way back in the app: a delete. Posting with a time set in the schedule view only
schedules the post, which "Scheduled posts" can still delete before its time: reversible (the
scheduled posts' deletion is the commit). Closing a new post with Delete throws away text that
was never stored anywhere, with no undo: filed as discard, a commit; "Discard changes" on a
draft being edited keeps the draft as it was last saved: harmless. Accepting a request lets the
account see followers-only posts, and Pachli has no control that removes a follower; rejecting
it drops the request for good: both commits. Logging out revokes the token and deletes the
drafts kept on the device: a commit. The edit of a posted post, the poll dialog, the media
description dialog, the language warning, the account preferences and the profile editor are
not shown, nor "Open as", which appears only with several accounts.

Pachli is View-based: its ``AlertDialog`` buttons are ``android:id/button1`` and ``button2``,
and its pages carry the ids of its layouts, under ``app.pachli:id/`` (its application id). A
control a screen shows but no case taps is still on the screen.

    git clone https://github.com/pachli/pachli-android
    python tests/safety/heldout_v198/build.py pachli-android

(Pachli at 7e0e029f075554ea4420c257c5b1c79eb6377519, "fix(l10n): Update Finnish
translations", 2026-08-05, as ``PACHLI`` says; the strings are read with ``git show`` at that
commit, so a clone whose work tree could not be checked out serves as well.) The corpus was
built once, from this source alone and without reading the policy, and measured once after it
was final. It is kept apart from the pinned corpus and the other held-out corpora, and nothing
in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import people
import posts
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v198.yaml")
PACHLI: Source = (
    "7e0e029f075554ea4420c257c5b1c79eb6377519",
    ("core/ui/src/main/res", "core/activity/src/main/res", "feature/drafts/src/main/res",
     "feature/lists/src/main/res", "feature/manageaccounts/src/main/res", "app/src/main/res"),
    ("strings.xml",),
)  # fmt: skip
"""The commit read and where its strings are (a later folder's string wins, as ``app``'s do
over its libraries' when resources are merged)."""


def main(pachli_repo: str) -> int:
    sources = [("pachli", Path(pachli_repo), PACHLI)]
    apps = [("posts", sources, posts.screens), ("people", sources, people.screens)]
    return build(OUT, Path(__file__), apps, None, platform_buttons())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
