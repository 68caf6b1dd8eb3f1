"""Builds the two-hundred-and-ninety-first held-out corpus (``heldout_v291.yaml``): an
Android home-screen app's screens, from its translations and code.

The source is Olauncher (``app.olauncher``, a minimal text-only launcher: apps launched, hidden
and shown again, renamed and opened in the system's app info, installed apps handed to the
system's uninstaller, pinned shortcuts removed, home-screen slots, gesture apps and the clock
app picked, a daily wallpaper switched on and off, and the home screen's layout, theme, text
size and gestures set; ``olauncher.py``). Olauncher keeps its strings in
``app/src/main/res/values*/strings.xml``, read by name as a device set to the language reads
them: German, French and Japanese from ``values-de``, ``-fr`` and ``-ja``; Chinese from
``values-zh`` (there is no ``values-zh-rCN``, so a device set to Simplified Chinese in China
reads ``values-zh``); Spanish from ``values-es-rES`` and Russian from ``values-ru-rRU`` (the
app has no plain ``values-es`` or ``values-ru``, so a device set to Spanish in Spain and to
Russian in Russia reads these; ``values-es-rUS`` is for the United States); Portuguese from
``values-pt-rBR`` and then ``values-pt``, which the app does not have (``LOCALE``). A string a
language lacks shows the English one, and the build prints which: Olauncher has no Korean at
all, so every Korean screen shows the English strings; every other language lacks only "Private
space" (the private space row), and the names the app does not translate
(``translatable="false"``: Olauncher, "Olauncher Pro", Github, X/Twitter and the footer's link)
show in every language. The search hint "Please select an app", shown while an app is picked
for a slot, is written in the code, not a resource, and reads the same in every language. How
each screen is put together (a panel's title, message, close icon and action, a row's bar of
actions, a settings row's label and value) and what each control does comes from the app's
code, named in ``olauncher.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Uninstall in the bar of a pinned shortcut (a Signal conversation in the app
list and in its search, a playlist while picking a home app, a route while picking the swipe
left app, a workout while picking the clock app): the launcher removes the shortcut at once,
with no confirmation, by pinning every other shortcut of that app again, and it cannot pin it
back (only the app that made it can ask again, and the user has to make it anew there), filed
as delete; Enable in "Did you know?" and the "Daily new wallpaper" value while it is Off (with
the Dark and with the Light theme): the worker downloads the day's image and sets it as the
home and lock screen wallpaper, replacing the user's own wallpaper, which the app keeps no copy
of and cannot put back (turning the setting off leaves the new wallpaper), filed as overwrite.
Not commits: Uninstall on an installed app and on an app of the hidden list (it only opens the
system's uninstall confirmation, where the user still has to confirm; the system's dialog is
not part of the app and is not shown), "More features…", "Screen time" and "Double tap to
lock" while it is Off (they open a panel of the app: a message or the accessibility overlay),
filed as opens-prompt; Uninstall on a system app (a toast and the app's info page) and on an
app of the private space (its info page), Close, Info, Rename in a row's bar (it only opens
the name field), Okay, "Leave a review", "Rate now", "Olauncher Pro", "Share now" and Share
(they open a web page, the store or the system's share sheet, where nothing is sent until the
user picks and sends), Permission and Enable in the accessibility overlay (they open the
system's settings, where the user switches the permission), launching an app, the
"Olauncher" heading (it opens the hidden apps), "Change default launcher" (the system's
chooser), "Daily new wallpaper"'s label (the wallpapers' web page), the values that only open
their choices ("Apps on home screen", "Theme mode") and Gestures, filed as harmless; and the
reversible: Hide and Show, Rename in the name field and beside the search field (a label the
app stores and can change again), picking a home, swipe or clock app, the private space row
(it locks the private space, which unlocks again), the numbers of "Apps on home screen" (0
only hides the slots; their apps are kept), "Date only", Right, "Bottom: Off", "Notification
bar", "Auto show keyboard", Light, the text size's plus, Search for the swipe down, "Double
tap to lock" while it is On, and the "Daily new wallpaper" value while it is On (it stops the
worker; the wallpaper stays).

Judgement calls: removing a pinned shortcut is a commit although it deletes no data of the
other app, because the launcher cannot restore it and the user has to make the shortcut again
in that app. Switching the daily wallpaper on is a commit because it replaces the wallpaper
the user chose, with nothing kept to restore it; switching it off again is not, since it only
stops the updates. "Theme mode" is shown with the daily wallpaper off, where it changes only
the app's colours. Removing an installed app is the system's confirmation's to commit, not
Olauncher's button, so the button is filed as opening a prompt. A long press on the "Daily new
wallpaper" value also sets a plain wallpaper, but long presses are not among these taps. The
date line of the home screen (the platform's date format) and the landscape layouts are not
shown; Olauncher is taken to be the default launcher, with the accessibility service off.

Olauncher is View-based: its pages, panels and rows carry the ids of its layouts, under
``app.olauncher:id/`` (its package); a value shown by several rows (On, Off) is tapped by its
id. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/tanujnotes/Olauncher
    python tests/safety/heldout_v291/build.py Olauncher

(Olauncher at 3dc9370c4ea3319f027bcb6be137c000c523d497, "App version bumped to 109 (v6.7.1)",
2026-07-01, as ``OLAUNCHER`` says; the strings are read with ``git show`` at that commit, so a
bare repository serves as well.) The corpus was built once, from this source alone and without
reading the policy. It is kept apart from the pinned corpus and the other held-out corpora, and
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import olauncher
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v291.yaml")
OLAUNCHER: Source = (
    "3dc9370c4ea3319f027bcb6be137c000c523d497",
    ("app/src/main/res",),
    ("strings.xml",),
)
"""The commit and where the strings are."""
LOCALE = {
    ("olauncher", "zh"): "-zh",
    ("olauncher", "es"): "-es-rES",
    ("olauncher", "ru"): "-ru-rRU",
    ("olauncher-pt", "pt"): "-pt",
}
"""The folder a device set to each language reads where it is not the plain one: Chinese reads
``values-zh``, Spanish ``values-es-rES`` and Russian ``values-ru-rRU``; Portuguese reads
``values-pt-rBR`` first, then ``values-pt``."""


def main(repo: str) -> int:
    sources = [("olauncher", Path(repo), OLAUNCHER), ("olauncher-pt", Path(repo), OLAUNCHER)]
    return build(OUT, Path(__file__), [("olauncher", sources, olauncher.screens)], LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
