"""Builds the four-hundred-and-sixty-fourth held-out corpus (``heldout_v464.yaml``): an
Android ad and host blocker's screens, from its translations and code.

The source is DNS66 (``org.jak_linux.dns66``, an app that blocks ads and trackers by running
as a local VPN that answers DNS queries itself, from hosts lists it downloads, and that can
send the queries to DNS servers of the user's choice: hosts lists added, edited, deleted and
switched between deny, allow and ignore, DNS servers added, edited and deleted, apps let past
the filter, the service started and stopped, the settings imported, exported and reset to
the defaults; ``dns66.py``). DNS66 keeps its strings in ``app/src/main/res/values*/strings
.xml``, and its two string arrays (a list's states, Deny, Allow and Ignore, and the apps'
default modes) there too, read as ``name[i]``. It is translated into eight of the nine
languages: ``values-zh`` (there is no ``values-zh-rCN``, so a device set to Simplified
Chinese reads ``values-zh``; ``LOCALE``), ``-ja``, ``-de``, ``-fr``, ``-es``, ``-ru`` and,
for Portuguese, ``values-pt-rBR`` (there is no ``values-pt``). Korean has no translation:
every string of the Korean screens shows the English one, and only the platform's OK
differs. The strings are read by name as a device set to the language reads them; a string
a language lacks shows the English one, and the build prints which: the app's name, DNS66,
its web address and its copyright line are not translated (``translatable="false"``) and
show in every language (Portuguese's file carries the same words); Chinese, Japanese,
French, Spanish, Portuguese and Russian have no "Unstable feature" dialog (its title,
message, Cancel and Continue); Chinese, Japanese and Russian have no Logcat; Chinese has no
names of the apps' default modes. The dialogs' OK is the platform's
(``android.R.string.ok`` and ``yes``; :data:`android_corpus.PLATFORM`). How each screen is
put together (a dialog's title, message and buttons, a menu's rows, a page's widgets) and
what each control does comes from the app's code, named in ``dns66.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Delete on the "Edit Filter" page of six hosts lists (four from the defaults,
a list the user picked from the device's storage and one that allows a bank's hosts) and
on the "Edit DNS server" page of six DNS servers, filed as delete: the entry is taken out of
the list and the settings are written at once, with no confirmation and no undo (the user
would have to find and type its title and address again); "Load default settings" in the
overflow, filed as reset: it replaces every list, server, allowed app and switch with the
bundled defaults and writes them at once, without asking; and picking a file in the
document picker that "Import settings" opened (two files in Download, one in Documents),
filed as overwrite: the file is read as the whole configuration and written over the
current one. Not commits: the rows that only open something ("Import settings", "Export
settings", "Show Notification", which opens its dialog, Logcat, About, a list's or a
server's row, which opens its editor, the floating button, which opens an empty editor, the
Action spinner, the apps' settings button, the tabs and the details panel's toggle); Done
on an edited and on a new list or server; the switches ("Resume on system start-up", "Watch
connection", "IPv6 support", "Filter hosts", "Refresh daily", "Custom DNS servers", "Show
system apps", a server's Enabled); the start button and Stop; a list's state icon; an app's
row, which turns its bypass on or off; the default modes in their popup; the dialogs'
Continue, Cancel, Yes, No, Abort, "Disable Notification" and OK; Dark Theme; the project's
web address on About; and a file picked for a list's location, which only fills in the field.

Judgement calls: deleting a list or a server is final in the app (no confirmation, no
trash, no undo), though the user could type the entry in again: a commit. "Load default
settings" keeps one ``.bak`` copy of the old settings file, which the app only reads when
the current file cannot be read and which the next write replaces; nothing in the app brings
the old settings back: a commit, filed as reset. An import overwrites the configuration in
the same way; opening the picker is not the commit, picking the file is. "Export settings"
only opens the picker to create ``dns66.json``, and what it writes is a new document; nothing
in the app changes: not a commit. Logcat puts the device log in a new mail to the developer
in the mail app; nothing leaves the device until that app's Send: filed as opens-prompt.
"Refresh host files" downloads the lists the app already follows again and replaces the
previous downloads; nothing of the configuration changes, and a failed download keeps the
old copy: filed as harmless. Starting and stopping the VPN, the state icon's Deny, Allow and
Ignore, an app's bypass and the default mode are settings that are set back as easily:
reversible. Cancel in "Unstable feature" turns the switch back off, as it was before the
tap: harmless. The screens are those of a device before Android 8, where the overflow still
shows Dark Theme and Show Notification (newer ones hide them); the picker's screens are the
system's document picker (its folder and the file names), shown without its own words. The
system's VPN consent dialog and the notification are not shown.

DNS66 is View-based: its ``AlertDialog`` buttons are ``android:id/button1`` (positive) and
``button2`` (negative), and its pages and action bar items carry the ids of its layouts and
menus, under ``org.jak_linux.dns66:id/`` (its package). The start button reads Start, as the
Start tab does, and is tapped by its id, as are the floating button, the apps' settings
button and the Action spinner. A control a screen shows but no case taps is still on the
screen.

    git clone https://github.com/julian-klode/dns66
    python tests/safety/heldout_v464/build.py dns66

(DNS66 at 890243fc916aabe2d73eef9d51f833d190d3bd84, "Add CodeQL workflow for GitHub code
scanning", 2022-11-10, as ``DNS66`` says; the strings are read with ``git show`` at that
commit, so a clone whose work tree could not be checked out serves as well.) The corpus was
built once, from this source alone and without reading the policy. It is kept apart from the
pinned corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import dns66
from android_corpus import (
    SUFFIX,
    Lookup,
    Source,
    Strings,
    platform_buttons,
    read_arrays,
    write_languages,
)

OUT = Path(__file__).with_name("heldout_v464.yaml")
DNS66: Source = ("890243fc916aabe2d73eef9d51f833d190d3bd84", ("app/src/main/res",),
                 ("strings.xml",))  # fmt: skip
"""The commit and where the strings are."""
LOCALE = {("dns66", "zh"): "-zh"}
"""Chinese reads ``values-zh``, as a device set to Simplified Chinese does when there is no
``values-zh-rCN``; every other language reads its one folder (Portuguese ``values-pt-rBR``;
there is no ``values-pt``)."""


def main(repo: str) -> int:
    path = Path(repo)
    sources = [("dns66", path, DNS66)]
    platform = platform_buttons(ok=("android:ok", "android:yes"))
    english = read_arrays(path, DNS66, "")

    def lookups(lang: str) -> list[Lookup]:
        # The string arrays (a list's states, the apps' default modes) are read by
        # ``name[i]``, the language's before the English ones, as the strings are.
        t = Strings(sources, lang, LOCALE, platform[lang])
        suffix = LOCALE.get(("dns66", lang), SUFFIX[lang])
        t.tables.insert(1, (False, read_arrays(path, DNS66, suffix) if suffix else {}))
        t.tables.append((True, english))
        return [("dns66", t, dns66.screens)]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
