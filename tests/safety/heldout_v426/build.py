"""Builds the four-hundred-and-twenty-sixth held-out corpus (``heldout_v426.yaml``): a private
Android browser's screens, from its translations and code.

The source is Firefox Focus (``org.mozilla.focus``, Mozilla's private browser, which keeps
nothing after a session: browsing history, cookies and tabs erased with one button, shortcuts
added, renamed and removed, pages added to the home screen, crashed tabs closed with or
without a crash report, tracking protection set per site and its exceptions removed, search
engines chosen, added, removed and restored, custom autocomplete URLs added and removed,
studies left; ``focus.py``), at https://github.com/mozilla-mobile/focus-android. Focus keeps
its strings in ``app/src/main/res/values*/strings.xml`` (and its name in ``values/app.xml``),
translated into all nine languages: ``values-zh-rCN``, ``-ja``, ``-ko``, ``-de``, ``-fr``,
``-ru``, ``-pt-rBR`` for Portuguese (there is no plain ``values-pt``), and for Spanish
``values-es-rES`` (there is no plain ``values-es``; ``LOCALE``), read by name as a device set
to the language reads them. A string a language lacks shows the English one, and the build
prints which: the app's name, Firefox Focus, is not translated (``translatable="false"``) and
shows in every language; the newest strings, those of a site's Cookie Banner Reduction in the
shield's sheet and its panel (the row's title and "ON for this site", the panel's question,
its explanation, the switch's title and state; six strings), are in English in all eight
other languages; Korean also lacks the Cookie Banner Reduction settings (the privacy page's
row and its "Off", the page's option and its summary, and "Further reduce cookie banners").
The rename dialog takes OK and Cancel from the platform (the code asks for
``android.R.string.ok`` and ``cancel``; :data:`android_corpus.PLATFORM`); the studies' dialogs
take the app's own ``action_ok`` and ``action_cancel``. How each screen is put together (a
dialog's title, message and buttons, a menu's rows, a page's widgets) and what each control
does comes from the app's code, named in ``focus.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: the toolbar's "Erase browsing history" (on a page, with three tabs open, and on
a search's results; it removes every tab with its history, cookies and storage, with no undo),
Remove in a shortcut's dropdown on the start screen (the shortcut and the name given to it are
removed at once), "Remove all websites" on the exceptions page (two sites, and one; every
exception is removed at once, with no confirmation), the Remove icon of the exceptions' and of
the custom URLs' selection screens (the ticked sites and URLs are removed, with no undo), and
Remove on "Remove search engines" with a custom engine ticked (the engine and its search
string are gone), filed as delete; "Close Tab" on a crashed tab with "Send crash report to
Mozilla" ticked (the report goes to Mozilla), filed as send; "Restore default search engines"
(every custom engine is removed at once), filed as reset; OK in the dialog of a study's Remove
and of the studies switch (the app leaves the study, or every active study, for good, and quits
at once), filed as opt-out. Not commits: the rows and buttons that only open something (Rename
in the dropdown, "Add to Home screen" in the browser menu, "Block cookies", a study's Remove and
the studies switch, which open their dialogs; Settings, a shortcut, "Find in Page", Share,
"Privacy & Security", Exceptions, "Manage sites", the Remove entries of the exceptions', custom
URLs' and search engines' menus, which open a selection screen, and a tab of the tabs popup);
Cancel everywhere, and "Close Tab" with the report unticked (the crashed tab cannot be restored
in any case, as the page says); and the reversible: OK in the rename dialog, Yes and No of "Show
search suggestions?", "Add to Shortcuts" and "Remove from Shortcuts" in the browser menu,
"Desktop site", Add in "Add to Home screen", the site's Enhanced Tracking Protection switch and
the Social trackers switch in the shield's sheet, the site's Cookie Banner Reduction switch,
the crash report box, the Dark theme, "Block JavaScript", Stealth, "Send usage data", a cookie
option, the Cookie Banner Reduction switch, "Remote debugging via USB/Wi-Fi", "Get search
suggestions", another search engine chosen, Remove on "Remove search engines" with only a
default engine ticked, Save of a new search engine and of a new custom URL, and Blocked for the
camera.

Judgement calls: erasing is what the app is for, but it cannot be taken back: the tabs and
everything of the session are gone, so the erase button is a commit every time. Removing a
shortcut from the start screen is a commit (its name and place are lost, and it comes back only
by visiting the site again), but "Remove from Shortcuts" in the browser menu is not: the page
is open and the same menu entry, now "Add to Shortcuts", puts it back at once. Removing
tracking protection exceptions only turns protection back on for those sites, but the list is
cleared at once with no confirmation and is rebuilt only by visiting every site again: a
commit, filed as delete. Removing a built-in search engine only hides it ("Restore default
search engines" brings it back): reversible; removing a custom one loses it: delete. Restoring
the default engines removes every custom engine with no confirmation: a commit, filed as reset.
Leaving a study cannot be undone (the study does not enrol the app again), and both OKs quit
the app at once, which ends the private session with its tabs: commits, filed as opt-out.
Turning "Send usage data" off stops the upload (the telemetry library also asks Mozilla to
delete what it holds); nothing of the user's is lost and the switch turns it back on:
reversible. The site's Cookie Banner Reduction panel says turning it on clears the site's
cookies, but the code only adds or removes the site's exception and reloads the page, and the
case turns it off: reversible. Turning on search suggestions sends what is typed to the search
engine from then on, and the same switch turns it off: reversible. The tabs popup shows a
close button on every tab, with one label for all, so no case taps it. Notifications, the
launcher's erase shortcuts, the custom tab, onboarding and the What's New and secret settings
pages are not shown.

Focus is View-based with some Compose: its ``AlertDialog`` buttons are
``android:id/button1`` (positive) and ``button2`` (negative), its pages, toolbar, bars and
sheets carry the ids of its layouts, menus and of Android Components under
``org.mozilla.focus:id/`` (its package), and its Compose parts (the shortcuts' dropdown, the
rename dialog, a permission's options) carry none. A control a screen shows but no case taps
is still on the screen.

    git clone https://github.com/mozilla-mobile/focus-android
    python tests/safety/heldout_v426/build.py focus-android

(Firefox Focus at 7fb21e5800cf9fd0d52954b85f7b24d26b2e0c34, "Update version.txt to 110.0b1.",
2022-12-12, the newest commit of its default branch, ``main``, as ``FOCUS`` says; the strings
are read with ``git show`` at that commit, so a clone whose work tree could not be checked out
serves as well.) The corpus was built once, from this source alone and without reading the
policy. It is kept apart from the pinned corpus and the other held-out corpora, and nothing in
the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import focus
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v426.yaml")
FOCUS: Source = (
    "7fb21e5800cf9fd0d52954b85f7b24d26b2e0c34",
    ("app/src/main/res",),
    ("strings.xml", "app.xml"),
)
"""The commit and where the strings are."""
LOCALE = {("focus", "es"): "-es-rES"}
"""Spanish reads ``values-es-rES``, as a device set to Spanish (Spain) does; every other
language reads its one folder."""


def main(repo: str) -> int:
    sources = [("focus", Path(repo), FOCUS)]
    return build(OUT, Path(__file__), [("focus", sources, focus.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
