"""Builds the four-hundred-and-fourteenth held-out corpus (``heldout_v414.yaml``): an
Android camera app's screens, from its translations and code.

The source is Fossify Camera (``org.fossify.camera``, a camera app: photos taken at once or
after a timer, videos recorded and stopped, the flash, timer, resolution and camera picked,
photos and videos taken for another app that asked for one, and its settings: sounds, the
volume keys as shutter, photo metadata and location, the save folder and new folders, the
compression quality and the capture mode; ``camera.py``), together with the Fossify Commons
library it is built on, which draws its dialogs, its color customization page and its about
page. The app keeps its strings in ``app/src/main/res/values*/strings.xml`` and the library
in ``commons/src/main/res/values*/strings.xml`` and ``donottranslate.xml``, both translated
into all nine languages: ``values-zh-rCN``, ``-ja``, ``-ko`` (the library's Korean is
``values-ko-rKR``, which a device set to Korean reads), ``-de``, ``-fr``, ``-es``, ``-ru``,
and for Portuguese ``values-pt-rBR`` and then ``values-pt`` (``LOCALE``), read by name as a
device set to the language reads them; the app's strings come before the library's. A
string a language lacks shows the English one, and the build prints which: GitHub, Reddit,
Telegram and the developers' address hello@fossify.org are not translated and show in every
language; Japanese has no "Max screen brightness in preview" and "Known issues"; Korean has
no "Max screen brightness in preview", and the library's Korean lacks the section headings
("Color customization", "General", "Theme and colors", "All Fossify apps", "Support", "Help
us", "Social", "Other"), Language, the themes "Dark red", White and "Black & White", the
location message, the about page's Contributors, "Donate to Fossify", "Known issues" and
"Privacy policy", and the email dialog's "Read FAQ" and its second sentence. The library's
words are its own, also where they read oddly: its Korean Discard reads as Cancel ("취소")
and its Russian Discard as No ("Нет"), and they are kept as a device shows them. How each
screen is put together (a dialog's title, message and buttons, a page's widgets, the
camera's rows of icon buttons) and what each control does comes from the code, named in
``camera.py``'s docstring.

Each action is labelled by what it does, not by its words or by what the policy says.
Commits: the shutter during a recording, in the camera and in a video another app asked for
(``Recording.stop`` ends the take and finalizes its file; the app has no pause, and what
happens after the stop can never be added to that take; for another app, the clip goes back
to it and the camera closes), filed as stop-recording; Close on the color page with unsaved
changes (the toolbar's navigation finishes the page at once, with no question, and the
changed colors are lost) and Discard in "You have unsaved changes. Save before exit?", filed
as discard. Not commits: the shutter in photo mode (a new photo in a new file named by its
time; nothing is overwritten and the photo can be deleted) and when another app asked for a
photo, the shutter that starts a recording, and the shutter during the timer's countdown,
which cancels it; the camera switch, the Video and Photo tabs, the flash, timer and
resolution choices and the torch, filed as reversible; the top row's flash, timer,
resolution and settings icons, which only open a row of choices or a page, the last-media
preview, which opens a viewer; in settings, the switches (each saved at once and turned
back the same way), the quality and capture mode choices, OK in "Select a folder" (the save
folder) and in "Create new folder" (an empty folder), reversible; the rows that open those
dialogs and the email row, opens-prompt; Back, Close, Cancel, Skip, "Go to Settings",
About, "Customize colors", a folder row and "Invite friends", harmless; on the color page,
Theme, "Text color" and "Apply colors to all Fossify Apps" (which only opens its dialog),
opens-prompt; Save, OK in the color picker (the color changes on the page until Save), a
theme, and OK in "The current theme has been successfully applied to all Fossify apps"
(which saves the colors and shares them with every Fossify app), reversible; OK on the
launcher warning, harmless.

Judgement calls: stopping a recording loses no file, but it ends the take for good, as
ending a call does, and a person who did not start it would not want it ended; it is the
app's one commit on the camera. Taking a photo creates a file and nothing else: not a commit.
A photo taken for another app goes into the place that app gave and back to it, and what
happens next is that app's step (a message app still asks before it sends); the camera
sends nothing to anyone: not a commit. Closing the color page with unsaved changes drops them
without a question: a commit, as Discard is, though the colors could be picked again by
hand. Sharing the colors with all Fossify apps only changes their colors, and the switch
turns it off: reversible. Skip in the email dialog only opens an email app with a drafted
message, which still has to be sent there: harmless. "Save photo and video location" only
adds the place to photos taken later: reversible. A camera deletes, sends and pays nothing
itself, so its commits are few. The F-Droid build is shown (``hide_google_relations`` and
``pretend_thank_you_installed``): no "More Fossify apps", no rating row and no purchase
dialogs. The SD card and USB access dialogs, the FAQ, licence and contributors pages and the
system's per-app language page are not shown.

Fossify Camera is View-based: its dialogs' buttons are ``android:id/button1`` (positive),
``button2`` (negative) and ``button3`` (neutral), and its pages, rows and icon buttons carry
the ids of its layouts and of the library's, under ``org.fossify.camera:id/`` (its package);
the flash, timer and resolution buttons show only an icon and are tapped by their ids. The
about page is Jetpack Compose, with no ids. A control a screen shows but no case taps is
still on the screen.

    git clone https://github.com/FossifyOrg/Camera
    git clone https://github.com/FossifyOrg/Commons
    python tests/safety/heldout_v414/build.py Camera Commons

(Fossify Camera at 275cf5cdbae1cd9ddd2e44a4d8188218f2c13cdc, "chore(l10n): update Chinese
(Simplified Han script) translations", 2026-08-04, as ``CAMERA`` says; Fossify Commons at
ba6c2bc9cedc179693fe70a9d1becf3f982cb319, "build: fix publishing configuration and build
errors (#127)", 2025-06-16, as ``COMMONS`` says, an earlier version than the release 6.1.6
the app's build names, so a string the release changed reads as it did then. The strings are
read with ``git show`` at those commits, so a clone whose work tree could not be checked out
serves as well.) The corpus was built once, from this source alone and without reading the
policy. It is kept apart from the pinned corpus and the other held-out corpora, and nothing
in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import camera
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v414.yaml")
CAMERA: Source = ("275cf5cdbae1cd9ddd2e44a4d8188218f2c13cdc", ("app/src/main/res",),
                  ("strings.xml",))  # fmt: skip
"""The app's commit and where its strings are."""
COMMONS: Source = ("ba6c2bc9cedc179693fe70a9d1becf3f982cb319", ("commons/src/main/res",),
                   ("strings.xml", "donottranslate.xml"))  # fmt: skip
"""The library's commit and where its strings are (its settings, dialogs and about page)."""
LOCALE = {
    ("camera-pt", "pt"): "-pt",
    ("commons-pt", "pt"): "-pt",
    ("commons", "ko"): "-ko-rKR",
}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; the library keeps Korean in ``values-ko-rKR``, which a device set to Korean
(Korea) reads; every other language reads its one folder."""


def main(app: str, library: str) -> int:
    sources = [
        ("camera", Path(app), CAMERA),
        ("camera-pt", Path(app), CAMERA),
        ("commons", Path(library), COMMONS),
        ("commons-pt", Path(library), COMMONS),
    ]
    return build(OUT, Path(__file__), [("camera", sources, camera.screens)], LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
