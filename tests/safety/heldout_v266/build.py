"""Builds the two-hundred-and-sixty-sixth held-out corpus (``heldout_v266.yaml``): a real
Android app's screens, a scrobbler's, from its translations and code.

The source is Pano Scrobbler (``com.arn.scrobble``, by kawaiiDango: plays scrobbled to Last.fm,
Libre.fm, ListenBrainz and other services; scrobbles loved, edited and deleted; metadata edit
rules, regex rules and a blocklist kept in the app; accounts logged in and out; settings
imported and exported; ``pano.py``), at 3cf82165e241721fb1c4fb5d141b75b2adfeba3d ("Merge pull
request #984 from arrufat/pause-time-accounting", 19 July 2026). It is a Compose Multiplatform
app: its strings are in ``composeApp/src/commonMain/composeResources/values*/strings.xml``,
with the names it does not translate in ``values/strings_no_translate.xml`` (``PANO``), read by
name in each language's folder as a device set to the language reads them: ``values-zh`` (the
app's one Chinese catalog, which a device set to simplified Chinese reads), ``-ja``, ``-ko``,
``-de``, ``-fr``, ``-es``, ``-ru``, and for Portuguese ``values-pt-rBR`` and then
``values-pt`` (``LOCALE``). A string a language lacks shows the English one, and the build
prints which: the services' and Spotify's names (``translatable="false"``) show in every
language (four strings in Chinese and Portuguese, which lack nothing else). Japanese and
German also show in English "Artist Splitting Exceptions", the edit sheet's continue switch,
"Forget unchecked apps", "Move up", "Move down" and Scanning (ten strings in all); Korean those
and Disable and the minimum duration slider's title (twelve); Spanish nine of them, French six
("Artist Splitting Exceptions" and Scanning) and Russian five (the continue switch).

How each screen is put together (a menu's rows, a sheet's widgets, a page's widgets) and what
each control does comes from the app's code, named in ``pano.py``'s docstring; how a screen is
written is in ``screens.py``'s.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Delete in a scrobble's menu (for two scrobbles: the scrobble is deleted from the
service at once, with no confirmation and no undo), Delete in a pending scrobble's menu (the
queued play is dropped before it is sent, and is never recorded), Delete in the menus of an
edit rule, a regex rule, a blocked entry and an artist splitting exception, and Delete on an
edit rule's page and a regex rule's page (each deletes the rule from the database at once),
filed as delete; the second tap on a logged-in service's row, Last.fm's and ListenBrainz's,
when it reads "Sure? Tap again" (the account's session is deleted from the app), filed as
sign-out; Import with "Import settings" ticked, with Replace all (the chosen lists emptied and
the file's written in), with the settings alone, and with "Merge, replacing existing" (the
file's rules written over the app's rules of the same match), filed as overwrite; a device
tapped on the export page's network list (the settings, edits and blocklist sent to that
device), filed as send; "Forget unchecked apps" (the unchecked apps forgotten and every
blocked app's choice cleared) and Reset on an artist's image page (the picked image dropped),
filed as reset. Not commits: the first tap on a logged-in service's row (it only arms the
logout, for three seconds), filed as opens-prompt, with the Block level's Artist, which only
opens the block dialog; the rows and buttons that open a page, a sheet or a picker (a track,
Edit, Share, Copy, Search, "More info", "Scrobble from", "Regex rules", Import, "Delete your
account", Presets, Test, "Add new item", File, a friend, "From gallery", Swap, the write
mode), filed as harmless, among them the link on the "Delete your
account" page (it opens the service's own deletion page in the browser, where the deletion is
still to be confirmed); Verify on the GNU FM login page, filed as sign-in; and the reversible:
Love, Unlove and Hate, Love on a pending scrobble, Edit in a scrobble's edit sheet, Save on a
rule's page, Disable in a regex rule's menu, Block in the block dialog, the settings' switches
and the slider's Reset, an app's switch, Import merging and keeping existing rules, Pin and
Unpin, a tag's Delete and the collage's Save.

Judgement calls: editing a scrobble rewrites it on the service, but the scrobble can be edited
back the same way: reversible. Deleting a pending scrobble is a commit though nothing has left
the device: the play is lost for good. Deleting a rule or a blocked entry is a commit: the app
deletes it with no confirmation and no undo, and it has to be written again by hand. Logging
out is a commit: the app forgets the session and scrobbling to the service stops until the user
signs in again with the password. An import that writes the file's settings, or replaces
rules, over the app's own is a commit (overwrite); one that only adds the file's rules and keeps
the existing ones is not, since each added rule can be deleted. Sending the export to another
device over the local network is a commit (send), although that device's user still picks
Import there. Exporting to a file only opens the save picker. "Forget unchecked apps" is a
commit: the app's record of which players the user chose not to scrobble is cleared with no
undo. Resetting an artist's image drops the image the user picked: a commit, filed as reset.
Deleting one's own tag on a track removes it from the service, but the tag is added again from
the same sheet: reversible. Blocking an artist only adds an entry to the blocklist, deleted
again from there: reversible. The purchase page and the onboarding pages are not shown.

Pano Scrobbler draws with Compose, so its controls carry no resource ids a hierarchy shows and
are known by their labels and content descriptions; the login pages alone show their test
tags as resource ids under ``com.arn.scrobble:id/``. The import page's app bar reads Import,
the words of its Import button, so the page is titled by its heading, "Import options"; a
device reads both. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/kawaiiDango/pano-scrobbler
    python tests/safety/heldout_v266/build.py pano-scrobbler

(The strings are read with ``git show`` at that commit, so a clone whose work tree could not be
checked out serves as well.) The corpus was built once, from this source alone and without
reading the policy. It is kept apart from the pinned corpus and the other held-out corpora,
and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import pano
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v266.yaml")
PANO: Source = (
    "3cf82165e241721fb1c4fb5d141b75b2adfeba3d",
    ("composeApp/src/commonMain/composeResources",),
    ("strings_no_translate.xml", "strings.xml"),
)
"""The repository's commit and where its strings are."""
LOCALE = {
    ("pano", "zh"): "-zh",
    ("pano-pt", "zh"): "-zh",
    ("pano-pt", "pt"): "-pt",
}
"""Chinese reads ``values-zh``, the app's one Chinese catalog; Portuguese reads
``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian Portuguese does;
every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("pano", Path(repo), PANO), ("pano-pt", Path(repo), PANO)]
    return build(OUT, Path(__file__), [("pano", sources, pano.screens)], LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
