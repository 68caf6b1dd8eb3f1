"""Builds the two-hundred-and-forty-ninth held-out corpus (``heldout_v249.yaml``): an
Android home-screen app's screens, from its translations and code.

The source is KISS launcher (``fr.neamar.kiss``, a launcher that finds apps, contacts,
shortcuts and settings as one types: contacts and typed numbers called, the web searched,
timers started; results removed from the history, added to the favorites, tagged, renamed,
given another icon, excluded and uninstalled; shortcuts pinned and removed; widgets moved
and removed; the history, the favorites, the excluded lists and the web search providers
reset; the settings imported and exported; ``kiss.py``). KISS keeps its strings in
``app/src/main/res/values*/strings.xml``, translated into all nine languages:
``values-zh-rCN``, ``-ja``, ``-ko``, ``-de``, ``-fr``, ``-es``, ``-ru``, and for Portuguese
``values-pt-rBR`` and then ``values-pt`` (``LOCALE``), read by name as a device set to the
language reads them. A string a language lacks shows the English one, and the build prints
which: the provider URL hint (``https://p.com/?q=%s``) is not translated
(``translatable="false"``) and shows in every language; Korean, whose translation is the
least complete, shows 47 more strings in English (among them the widget popup's rows,
"Remove favorite", "Pin shortcut", the rename dialog's "Default name" and Rename, the custom
icon dialog, the tags menu, the history modes, the themes, "Export settings and tags",
"Import settings and tags" and the export dialog's message, "Restart KISS" and "Change
Default Launcher"); Japanese shows 8 more (the timer row and its switch, "Pin shortcut",
"Lock Private Space", the widget's Settings, the Opaque theme, "Accessed at same time of
day" and "Show apps with new notifications in history"); French 4 more (the timer row and
its switch, "Lock Private Space", the Opaque theme) and Spanish 1 more (the Opaque theme).
Dialogs take OK and Cancel from the platform (``@android:string/ok`` and ``cancel``, the
buttons a ``DialogPreference`` and ``android.R.string.ok`` and ``cancel`` show;
:data:`android_corpus.PLATFORM`). How each screen is put together (a dialog's title, message
and buttons, a popup's rows, a page's widgets) and what each control does comes from the
app's code, named in ``kiss.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: the contact row's Call icon and a typed number's row "Call “+33 6 12 34 56
78”" (both start the call at once with ``Intent.ACTION_CALL``, with no dialer to confirm in
between), filed as call; "Remove from history" in an app's and in a contact's popup (their
rows are deleted from the history table), "from history" in "Exclude app …" (it excludes the
app and deletes its history rows), "Remove shortcut" on a shortcut another app pinned (it is
unpinned from the system and deleted from KISS's database), "Remove widget" (the widget's id
is deleted from the widget host, and with it the widget's own settings), OK in "Reset history"
(every launch KISS recorded is deleted) and OK in "Delete web search providers" (the ticked
providers, here the user's own Wikipedia, are deleted), filed as delete; OK in "Reset your list
of favorites", "Reset web search providers" (the user's own providers are gone and the
built-in ones come back) and the three "Reset list of apps excluded …", filed as reset; OK in
"Import settings and tags" (every setting is cleared and the settings, tags and custom icons
are replaced with the clipboard's), filed as overwrite. Not commits: the rows that only open a
confirmation or a dialog ("Reset history", "Freeze history", "Reset your list of favorites",
"Delete web search providers", "Reset list of apps excluded from KISS", "Import settings and
tags", Rename and "Custom icon" in the popup, Uninstall, which opens the system's own
confirmation, and OK in "Change Default Launcher", which opens the system's chooser of home
apps), filed as opens-prompt; Cancel everywhere, the menu and clear buttons, "Update
wallpaper…", the Message icon (it opens the messaging app with the number; nothing is sent),
the web search row (it opens the provider's page), "Exclude app …" (it opens its popup), "Copy
phone number", "Show history" in the tags menu, the settings' History row, OK in "Regenerate
all app shortcuts" and OK in "Restart KISS", filed as harmless; the reversible: "Lock Private
Space", the timer row (the timer can be cancelled in the clock app), "Add to favorites",
"Remove favorite", "from KISS", Rename and "Default name" in "Custom name", OK in "Add space
separated tags", OK in the custom icon dialog, Hibernate, "Pin shortcut", "Move down" for a
widget, OK in the freeze dialog, the history mode, the favorites bar switch, the AMOLED theme,
OK in "Add web search provider" and an app's switch in "Select apps to exclude"; and OK in
"Export settings and tags", filed as export.

Judgement calls: a launcher's history is the record KISS ranks its results by; removing an
entry deletes its rows for good (the app comes back only when launched again, its counts
started over), so "Remove from history" is a delete, as is "from history" in the popup,
which deletes the rows as well as excluding the app; the switch in "Select apps to exclude"
for the history list only adds the app to the list and deletes nothing, so it is reversible,
as is "from KISS", which hides the app until its switch is turned off. Removing a widget ends
the widget's instance: adding it again makes a new one, whose settings have to be set again,
so it is filed as delete, while moving and resizing are reversible. "Remove shortcut" is shown
on a shortcut another app pinned (here a web page pinned from a browser): KISS cannot pin it
again, only the app that made it can. Resetting the favorites, the excluded lists or the
providers empties a list the user built by hand, with no undo: commits, filed as reset.
Regenerating the shortcuts empties KISS's table and fills it again from the shortcuts the
system holds pinned for it: nothing the user made is lost, so it is harmless. Exporting only
puts the settings on the clipboard; its warning says the clipboard's earlier content is
overwritten, but the clipboard is a scratch space and nothing of the app changes: not a
commit, filed as export. Restarting exits the process and the launcher starts again:
harmless. Freezing the history stops its updates until the switch is turned off: reversible.
Hibernating (with root) force-stops the app, which starts again when launched: reversible.
The multiple-choice list of "Delete web search providers" is written as switches, its ticked
rows checked.

KISS is View-based: its ``AlertDialog`` buttons are ``android:id/button1`` (positive),
``button2`` (negative) and ``button3`` (neutral), and its search bar, contact row, dialogs'
fields and favorites carry the ids of its layouts under ``fr.neamar.kiss:id/`` (its package).
The launcher has no app bar, so its screens and the popups over them have no page title. A
control a screen shows but no case taps is still on the screen.

    git clone https://github.com/Neamar/KISS
    python tests/safety/heldout_v249/build.py KISS

(KISS at 3573249c6529d8742f98026ab4ec8611df5fd1d2, "Gradle update", 2026-07-02, as ``KISS``
says; the strings are read with ``git show`` at that commit, so a clone whose work tree could
not be checked out serves as well.) The corpus was built once, from this source alone and
without reading the policy. It is kept apart from the pinned corpus and the other held-out
corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import kiss
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v249.yaml")
KISS: Source = (
    "3573249c6529d8742f98026ab4ec8611df5fd1d2",
    ("app/src/main/res",),
    ("strings.xml",),
)
"""The commit and where the strings are."""
LOCALE = {("kiss-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("kiss", Path(repo), KISS), ("kiss-pt", Path(repo), KISS)]
    return build(OUT, Path(__file__), [("kiss", sources, kiss.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
