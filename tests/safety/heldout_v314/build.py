"""Builds the three-hundred-and-fourteenth held-out corpus (``heldout_v314.yaml``): an Android
Twitch client's screens, from its translations and code.

The source is Xtra (``com.github.andreyasadchy.xtra``, a Twitch client: streams, videos and
clips watched, channels followed, chat messages sent, videos downloaded and deleted, bookmarks,
saved filters, recent searches and video positions kept and deleted, custom proxies, the
account logged in and out; ``xtra.py``). Xtra keeps its strings in
``app/src/main/res/values*/strings.xml``, translated into ``values-zh-rCN``, ``-ja``, ``-de``,
``-fr``, ``-es``, ``-pt-rBR`` and ``-ru`` (and other languages this corpus does not use), read
by name as a device set to the language reads them. Xtra has no Korean translation: every
string of the Korean screens shows the English one, and only the platform's own OK and Cancel
(:data:`android_corpus.PLATFORM`) read in Korean; the build prints which. The seven other
languages have every string the screens show. Dialogs take OK and Cancel from the platform
where the code asks for ``android.R.string.ok`` and ``cancel``; Yes and No are the app's own
``yes`` and ``no``. How each screen is put together (a dialog's title, message and buttons, a
menu's rows, a toolbar's icons, a page's widgets) and what each control does comes from the
app's code, named in ``xtra.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Yes in "Log out?" (from the top streams page, the Saved page and a channel's
page), which clears the stored tokens and revokes each of them with Twitch, filed as revoke;
Delete in a download's "Delete" dialog with "Keep files" unticked (a finished download, and a
stream being recorded, whose recording is cancelled too), which deletes the video's files from
the device; Delete in a bookmark's "Delete" (two bookmarks), in a saved filter's "Delete" and
in a custom proxy's "Delete"; the ``delete`` button of a recent search's row, which deletes it
at once; Yes in "Are you sure you want to delete all saved video positions?" and in "Are you
sure you want to delete all recent searches?", all filed as delete (none of these has a trash
or an undo); the chat's ``send`` button with a message typed, with an emote typed and with a
reply typed, which posts the message to the channel's public chat, filed as send. Not commits:
the rows and icons that only open a confirmation or a dialog (the overflow's "Log out",
Unfollow, the popups' Delete, "Convert to a file" and Download, "Get user by ID/login", "Sleep
timer", "Delete video positions", "Delete recent searches", "Restore settings and data", which
opens the system's file picker, a proxy's ``delete`` button, and Yes in "Update available");
Cancel and No; the harmless ("Import files", a recent search's row, OK in the user lookup,
which only looks the user up, ``replyClose``, Reply, Yes in "Download language model for
French?", Convert in "Convert", "Backup settings and data"); and the reversible: Follow, "Turn
on notifications", Yes in "Unfollow NovaPlays?", "Add bookmark", the download dialog's
Download, "Stop download", Delete with "Keep files" ticked, "Ignore auto-deletion for this
user", "Remove bookmark" and "Disconnect from chat" in the player's sheet, Start and Stop in
"Sleep timer", and the "Live notifications" and "Save positions of watched videos" switches.

Judgement calls: logging out is a revocation, not a navigation: the app tells Twitch to revoke
the tokens, which can never be used again; logging in makes new ones. Deleting a download with
"Keep files" ticked (as the dialog opens) removes only the list's entry and leaves the files,
which "Import files" brings back: reversible; with it unticked the files are deleted: a commit.
"Convert to a file" joins a downloaded video's segments into one file of the same video; nothing
of the video is lost: harmless, though it cannot be split again. A bookmark deleted from the
Saved page is gone with what the app kept of the video (its title, times and saved thumbnail),
and an expiring video's bookmark cannot be made again once Twitch deletes the video: a commit;
"Remove bookmark" in the player's sheet is a toggle whose same row adds the bookmark back at
once while the video plays: reversible. Unfollowing only ends the follow, and Follow makes it
again (the follow's date starts anew): reversible. A recent search is a small thing, but its
``delete`` button removes it at once and for good: a commit. Yes in "Update available"
downloads the update and hands it to the system's installer, which asks again before anything
is installed: it only opens a prompt. The download dialog's Download writes a video to the
device, which Delete removes again: reversible. "Backup settings and data" only opens the
system's folder picker (and would write a copy of the settings there); "Restore settings and
data" opens the system's file picker, where the commit would be the choice of a file in the
system's screen, not in the app. The login pages, the integrity token dialog, the chat's emote
picker, the viewer list and the games' pages are not shown.

Xtra is View-based: its ``AlertDialog`` buttons are ``android:id/button1`` (positive),
``button2`` (negative) and ``button3`` (neutral), and its pages, toolbars, sheets and list items
carry the ids of its layouts and menus, under ``com.github.andreyasadchy.xtra:id/`` (its
package). An image button with no label of its own (the chat's ``send``, ``emotes`` and
``replyClose``, a recent search's or a proxy's ``delete``) is known by its resource id alone,
as a hierarchy dump shows it, and is tapped by it. A control a screen shows but no case taps is
still on the screen.

    git clone https://github.com/crackededed/Xtra
    python tests/safety/heldout_v314/build.py Xtra

(Xtra at a6dcee1856e2e85ada5304cb114bae31173e59e1, "fix markdown heading parser",
2026-08-20, as ``XTRA`` says; the strings are read with ``git show`` at that commit, so a clone
whose work tree could not be checked out serves as well.) The corpus was built once, from this
source alone and without reading the policy. It is kept apart from the pinned corpus and the
other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import xtra
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v314.yaml")
XTRA: Source = (
    "a6dcee1856e2e85ada5304cb114bae31173e59e1",
    ("app/src/main/res",),
    ("strings.xml",),
)
"""The commit and where the strings are."""


def main(repo: str) -> int:
    sources = [("xtra", Path(repo), XTRA)]
    return build(OUT, Path(__file__), [("xtra", sources, xtra.screens)], None, platform_buttons())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
