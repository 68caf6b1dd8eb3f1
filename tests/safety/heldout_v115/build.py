"""Builds the hundred-and-fifteenth held-out corpus (``heldout_v115.yaml``): two real Android
apps' screens about an app freezer and a public transport planner, from their translations
and code.

The sources are Hail (``com.aistra.hail``, an app freezer: apps frozen, unfrozen,
uninstalled and reinstalled through a working mode, tags removed, a root shell run, the device
owner given up; ``hail.py``) and Transportr (``de.grobox.transportr``, a public transport app:
saved trips starred, deleted one by one or all at once, stop alerts, settings;
``transportr.py``), two apps the project had not used. Hail keeps its strings in
``app/src/main/res/values*/strings.xml``, translated into all nine languages, its Japanese in
``values-ja-rJP`` (read by a device set to Japanese in Japan, ``LOCALE``); Transportr keeps its
in ``app/src/main/res/values*/strings.xml``, translated into German, French, Spanish,
Japanese, Brazilian Portuguese and Russian (seven of the nine with English), but into
Chinese only as ``values-zh-rTW`` (Traditional, which a device set to Simplified Chinese does
not read) and not into Korean, so its Chinese and Korean screens show English, as Android
does. Both read by name; a language without a string shows the English one, and the build
prints which. Hail's dialogs take OK and Cancel from the platform (``android.R.string.ok``
and ``cancel``, ``PLATFORM``). How each screen is put together (a dialog's title, message,
list and buttons, a menu's rows, a page's widgets) and what each control does comes from the
apps' code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Hail, "Remove tag" in a tag's "Set tag" dialog (the tag is dropped from
every app, and the apps it was the only tag of leave Home, with no undo); OK in the uninstall
dialog of a user app and of a system app (``pm uninstall``, or ``--user current`` for a
system app); Reinstall in the context menu of an app uninstalled for the user (``pm
install-existing`` runs at once); Continue in "Remove Device Owner"; OK in "Terminal" with
``pm clear`` typed (the shell command runs as root and wipes the app's data). In Transportr,
the label-less ``clearAllFab`` on the map (every saved trip, favourites too, is deleted at
once) and "Delete Trip" in a trip's menu, for a favourite and a recent trip on the map and
under the directions form (each deleted at once, with no dialog). Not commits: rows and icons
that only open a dialog, a form or a list (Hail's "Set tag", the Filter submenu's System, an
app's Uninstall row, the Terminal and "Remove Device Owner" icons, "Add tag"; Transportr's
Change); Cancel everywhere; Hail's Deselect, "App info" and Transportr's "Search return trip",
"Add to Calendar" (the calendar app asks before saving) and "Report Issue" (a web page); and
the reversible: freezing (the ``fab``, Freeze, "Freeze all", a deferred freeze with its
Undo), "Remove from Home" and "Unfreeze and Remove from Home", renaming a tag, Continue in the
system apps' warning (it only lists them), the biometric login switch; Transportr's stars
("Mark Trip as Favourite", "Unmark Trip as Favourite", the form's ``favIcon``), Alert (a
service the notification's Stop ends), the lock screen checkbox and a walk speed.

Judgement calls: Hail's freeze in any working mode is reversible (Unfreeze undoes it; the
app's data stays), and "Remove from Home" is reversible (the app stays installed and is
added again by ticking it in Apps; only its pin and whitelist marks go), while "Remove tag" is
filed as delete and is a commit (the tag the user made and every app's membership of it are
gone). Reinstalling is filed as install and is a commit (an app comes back on the device, undone
only by uninstalling it). Removing Hail as device owner is filed as revoke (Hail cannot be made
device owner again without adb, on a device with no accounts, and the apps it hid stay
hidden). The terminal's OK is labelled by the command typed on the screen, ``pm clear``,
filed as clear-data. Transportr's saved trips are the user's data kept on the device:
deleting one is filed as delete and is a commit though it could be searched again (the
favourite mark and the saved search are gone, with no undo). Hail's Settings page is drawn
with Jetpack Compose (its rows carry no ids); its "Set Device Owner" dialog is not shown,
since its Copy button is the platform's ``android.R.string.copy``, whose translations are not
transcribed here. Transportr's map menu button takes its description from the MaterialDrawer
library, not from the app, and is not shown.

Hail's home and apps pages and all dialogs of both apps are View-based, with
``android:id/button1/2/3`` buttons and the ids of the apps' layouts; Transportr is
View-based throughout. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/aistra0528/Hail
    git clone https://github.com/grote/Transportr
    python tests/safety/heldout_v115/build.py Hail Transportr

(Hail at 12850b6d14748aa0ed695fa58863ddd1c0210c49 and Transportr at
c7be3d0194f745cb835dd85b584c13b974ded8ba, as ``HAIL`` and ``TRANSPORTR`` say; the strings are
read with ``git show`` at those commits, so a clone whose work tree could not be checked out
serves as well.) The corpus was built once, from these sources alone and without reading the
policy, and measured once after it was final. It is kept apart from the pinned corpus and the
other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import hail
import transportr
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v115.yaml")
HAIL: Source = ("12850b6d14748aa0ed695fa58863ddd1c0210c49", ("app/src/main/res",), ("strings.xml",))
TRANSPORTR: Source = (
    "c7be3d0194f745cb835dd85b584c13b974ded8ba", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
LOCALE = {("hail", "ja"): "-ja-rJP"}
"""Hail keeps its Japanese in a folder of its region, read by a device set to Japanese in
Japan."""


def main(hail_repo: str, transportr_repo: str) -> int:
    apps = [
        ("hail", [("hail", Path(hail_repo), HAIL)], hail.screens),
        ("transportr", [("transportr", Path(transportr_repo), TRANSPORTR)], transportr.screens),
    ]
    return build(OUT, Path(__file__), apps, LOCALE, platform_buttons())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
