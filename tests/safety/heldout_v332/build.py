"""Builds the three-hundred-and-thirty-second held-out corpus (``heldout_v332.yaml``): an
Android weather app's screens, from its translations and code.

The source is Breezy Weather (``org.breezyweather``, a weather app: saved locations added,
edited, reordered and deleted, their weather sources chosen, weather data shared with other
apps on the device, background updates, notifications, widgets and the live wallpaper set;
``breezy.py``), at eda0d87e0db9084d3d9ab599e3f9dd2ca1d897fd ("Fix #2867 - Breezy Update
Notifier broadcast", 2026-08-01). Its strings are in ``app/src/main/res/values*/strings.xml``,
and its brand name in ``app/src/res_breezy/values/strings.xml`` (``BREEZY``), translated into
all nine languages: ``values-zh-rCN``, ``-ja``, ``-ko``, ``-de``, ``-fr``, ``-es``, ``-ru``,
and for Portuguese ``values-pt-rBR`` and then ``values-pt`` (``LOCALE``), read by name as a
device set to the language reads them. A string a language lacks shows the English one, and
the build prints which: only the brand name, Breezy Weather, which is not translated
(``translatable="false"``) and shows in every language inside the translated title "Send
Breezy Weather Location Update Notifier data"; every other string shown is translated in all
nine languages. Dialogs take Cancel from the platform where the code asks for
``android.R.string.cancel`` (:data:`android_corpus.PLATFORM`). How each screen is put together
(a dialog's title, message, widgets and buttons, a menu's rows, a page's widgets) and what each
control does comes from the app's code, named in ``breezy.py``'s docstring; how a screen is
written is in ``screens.py``'s.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Confirm in "Delete location?", for nine locations (Paris, Tokyo, New York, Lyon,
Lyon again under its custom name, Berlin, São Paulo, Reykjavík, and the current location
without a city, whose message names none), filed as delete; Save in "Send Gadgetbridge data"
with Gadgetbridge, its nightly build or both switched on, and Save in "Send Breezy Weather
Location Update Notifier data" with one receiving app and with two, filed as send. Not commits:
the controls that only open a dialog ("Edit this location" on the main screen's toolbar, Delete
in the edit dialog, "Add current location", "Change location search source", "Refresh rate",
the two data sharing rows, "Source code"), filed as opens-prompt; Cancel and Close everywhere,
"Open in another app", the edit dialog's "Weather sources" row, "Add a new location", a
location card, "Add location manually and delete “Current location”", the settings rows, "Live
wallpaper", "Disable battery optimization", "Share crash logs", "Check for app updates",
Confirm in the link dialog (it opens the page in the browser) and a switch ticked inside the
data sharing dialog before Save, filed as harmless; and the reversible: Save in the weather
sources dialog, Done on the custom name and on an API key, a search result added as a location,
a location search source picked, the swiped card's Undo, Continue in the warning that turns
background updates off, "Skip when battery is low", the alert notifications, the notification
widget, Confirm on the notification time, Save in "Send Gadgetbridge data" with no app switched
on (it only stops the sharing) and Enable on the wallpaper animations' warning.

Judgement calls: Confirm in "Delete location?" removes the location from the app's database
with its custom name, its weather sources, its per-location settings and its stored weather,
and the snackbar that follows offers no Undo; the city can be searched and added again, but
what was set for it is gone: a commit. A card swiped off the location list is deleted the same
way, but its snackbar offers Undo, which puts it back where it was: the Undo is filed as
reversible (the swipe itself is not a case). Save in a data sharing dialog stores the apps
switched on and calls ``broadcastDataIfNecessary`` at once, which hands another app every
location's name and weather (Gadgetbridge, which passes them on to a watch) or the ids of all
the locations, which carry their coordinates (the Location Update Notifier): what another app
has received cannot be called back, so Save with an app switched on is a send, and Save with
none only stops the sharing. The row "Add location manually and delete “Current location”"
deletes nothing; it only opens the location list, where the user may delete it. Continue in
the warning against turning background updates off is a setting that "Refresh rate" sets back
(the button is shown after its ten-second countdown, without the seconds). Done on an API key
replaces the stored key, but the key is the user's own, from the source's site, and can be
typed again: an edit, filed as reversible. Adding a location and choosing its weather sources
download its weather from the chosen source, the app's ordinary work: reversible. The apps that
receive the broadcasts are those a device might have installed (Gadgetbridge, its nightly
build, Home Assistant, a weather logger). The link dialog's title is a string absent from the
app's resource files at this commit, so the dialog is shown with its message alone.

Breezy Weather mixes Views and Compose: the main screen's toolbar and overflow, the location
cards and the snackbar carry the ids of its layouts and menus under ``org.breezyweather:id/``
(its package); its dialogs and settings pages are Compose, whose controls carry no ids and
are known by their words. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/breezy-weather/breezy-weather
    python tests/safety/heldout_v332/build.py breezy-weather

(The strings are read with ``git show`` at that commit, as ``BREEZY`` says, so a clone whose
work tree could not be checked out serves as well.) The corpus was built once, from this
source alone and without reading the policy. It is kept apart from the pinned corpus and the
other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import breezy
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v332.yaml")
BREEZY: Source = (
    "eda0d87e0db9084d3d9ab599e3f9dd2ca1d897fd",
    ("app/src/main/res", "app/src/res_breezy"),
    ("strings.xml",),
)
"""The commit and where the strings are (the brand name is in ``res_breezy``)."""
LOCALE = {("breezy-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("breezy", Path(repo), BREEZY), ("breezy-pt", Path(repo), BREEZY)]
    return build(OUT, Path(__file__), [("breezy", sources, breezy.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
