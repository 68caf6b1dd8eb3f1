"""Builds the eighty-seventh held-out corpus (``heldout_v87.yaml``): two real Android apps'
screens about a manga reader and a work-profile manager, from their translations and code.

The sources are Kotatsu (``org.koitharu.kotatsu``, a manga reader with history, favourites
and their categories, manga and chapters downloaded to the device, downloads, reading
statistics, an updates feed, saved filters, migration between sources, backups and trackers;
``kotatsu.py``) and Shelter (``net.typeblog.shelter``, which sets up Android's work profile
and clones, uninstalls, freezes and unfreezes apps in it; ``shelter.py``), two apps the
project had not used. The pair asked for was Primal and Shelter, but Primal (the Nostr
client, at f5d5ee2f4f4af925dd8d7619340c4f18a42584a9) keeps its strings in English alone
(``app/src/main/res/values/strings.xml``, no ``values-*`` folder), so it was replaced by an
alternate; the first alternate, Ultrasonic, cannot be used, as its GitHub repository holds
only a README (the project moved to GitLab), so Kotatsu took Primal's place. Both apps keep
their strings in ``app/src/main/res/values*/strings.xml``, read by name as Android does.
Kotatsu's Chinese is ``values-zh-rCN``, and a device set to Portuguese (Brazil) reads
``values-pt-rBR``, then ``values-pt``, then English; its Korean holds about a third of its
strings, so many of its Korean screens show English. Shelter's Russian is ``values-ru-rRU``
(read by a device set to Russian, Russia). Both apps' dialogs use the platform's OK and
Cancel (``android.R.string``), which read as the platform's own words (``PLATFORM``). A
language without a string shows the English one, and the build prints which. How each
screen is put together (a dialog's title, message, own widgets and buttons, a menu's
entries, a page's rows and switches) and what each control does comes from the apps' code,
named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Kotatsu, Clear in "Clear history" (the chosen history goes, with no
undo), OK in "Mark as completed" (the reading progress is replaced, "current reading
progress will be lost"), Remove in the favourite category's Remove, from a tab's menu and
from "Manage categories" (the categories and the manga in them, "this cannot be undone"),
Delete in "Delete manga" for one local manga and for the selection (the files leave the
device), the chapters selection's Delete (the chosen chapters' files are deleted at once),
Clear in "Remove completed" (the downloads history), in "Clear statistics", in "Clear
updates feed" and in "Clear search history", "Clear updates feed" on the "Data removal" page
(cleared at once), Delete in "Delete read chapters", Migrate in "Manga migration", a saved
filter's Delete (at once), Overwrite in "Save filter", Restore in "Restore from backup" and
Reset in "Reader actions". In Shelter, "Clone to Shelter (Work Profile)" for a system app
(enabled in the work profile at once). Not commits: the menu entries that only open a
confirmation (the History menu's "Clear history", "Mark as completed", a category tab's
Delete, "Manage categories"' Remove, a local manga's Delete and the local selection's
Delete, "Cancel all", "Remove completed", "Clear statistics", "Clear feed", the Reader
actions menu's Reset, the "Data removal" page's "Clear cookies"; Shelter's "Show All Apps",
its "Continue anyway" on MIUI, and the "File Shuttle" and "Skip Foreground Apps" check
boxes, which ask for a missing permission first); Shelter's Uninstall of an app that is not
a system app and its clone into the work profile, which hand over to the system's own
install or uninstall prompt (``PackageInstaller``'s ``STATUS_PENDING_USER_ACTION``, as
Shelter is not an affiliated profile owner); Cancel, OK in a permission prompt or on MIUI,
Bye, a choice in "Clear history", "Install APK into Shelter" (the system's file picker);
and the reversible Remove from history and from favourites (both offer Undo), Hide, "Mark as
current", Confirm in "Cancel all" (the downloads can be started again), "Clear page cache",
the "Delete read chapters automatically" switch, Clear in "Clear cookies", "Log out" of a
tracker, Apply in "Ignore SSL errors", a source's Disable (with Undo), Apply's "This manga"
and "Globally", Shelter's "Batch Freeze", Freeze, Unfreeze, "Unfreeze and Launch", "Allow
Cross-Profile Interaction", Continue in "Show All Apps" and the "Block Contacts Searching"
check box.

Judgement calls: "Mark as completed" is filed as overwrite (the app warns that the reading
progress is lost, and nothing restores it); "Manga migration" is filed as overwrite (the
old manga's history, favourites and tracking are replaced and the trackers told, with no
undo); "Restore from backup" is filed as overwrite (the backup's history, favourites,
settings and the rest are written over the app's); Reset in "Reader actions" is filed as
reset ("This action cannot be undone."); "Remove completed" is a delete although no file
goes (the downloads history is deleted for good, as it says); Clear in "Clear cookies" is
reversible (one is logged out of the sources and logs in again, as with a sign-out);
"Cancel all" is reversible (the partial data is lost, but the downloads are queued again);
clearing a cache is reversible (it fills again); cloning a system app into the work profile
is filed as install (``enableSystemApp``, which the code says nothing reverses; Uninstall
only hides it); Shelter's Freeze and "Batch Freeze" are reversible (the apps are hidden and
unfrozen again); "Allow Cross-Profile Interaction" is reversible (the check is taken off
again). Shelter's "Destroy work profile" is not in this version of the app (the work
profile is removed in the system's settings), so it is not shown; Kotatsu's Korean screens
are kept although they show English often, as Kotatsu is translated into eight of the nine
languages.

Both apps are View-based: their dialogs are AppCompat ``AlertDialog``s, whose buttons are
``android:id/button1/2/3``, Kotatsu's restore dialog has its own ``button_cancel`` and
``button_restore``, and Shelter's main page's actions and tabs carry their menu ids; a menu
entry is known by its title. A button whose label is also the dialog's title (Remove) is
tapped by its id. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/KotatsuApp/Kotatsu kotatsu
    git clone https://github.com/PeterCxy/Shelter shelter
    python tests/safety/heldout_v87/build.py kotatsu shelter

(Kotatsu at 34f6e5232bf7f0bcdf8f3fbddb986697518e82a4 and Shelter at
831c3753f205c4c8c1cd5bbb1f24e56b9d52eb76, as ``KOTATSU`` and ``SHELTER`` say.) The corpus
was built once, from these sources alone and without reading the policy, and measured once
after it was final. It is kept apart from the pinned corpus and the other held-out corpora,
and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import kotatsu
import shelter
from android_corpus import Lookup, Repo, Source, Strings, platform_buttons, write_languages

OUT = Path(__file__).with_name("heldout_v87.yaml")
KOTATSU: Source = (
    "34f6e5232bf7f0bcdf8f3fbddb986697518e82a4", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
SHELTER: Source = (
    "831c3753f205c4c8c1cd5bbb1f24e56b9d52eb76", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
LOCALE = {("shelter", "ru"): "-ru-rRU", ("kotatsu-pt", "pt"): "-pt"}
"""Shelter's Russian folder (``values-ru-rRU``, read by a device set to Russian, Russia),
and Kotatsu's ``values-pt``, read after ``values-pt-rBR`` by a device set to Portuguese
(Brazil)."""
PLATFORM = platform_buttons()
"""The platform's OK and Cancel, which both apps' dialogs use."""


def main(kotatsu_repo: str, shelter_repo: str) -> int:
    def lookups(lang: str) -> list[Lookup]:
        read: list[Repo] = [("kotatsu", Path(kotatsu_repo), KOTATSU)]
        if lang == "pt":
            read.append(("kotatsu-pt", Path(kotatsu_repo), KOTATSU))
        own: list[Repo] = [("shelter", Path(shelter_repo), SHELTER)]
        return [
            ("kotatsu", Strings(read, lang, LOCALE, PLATFORM[lang]), kotatsu.screens),
            ("shelter", Strings(own, lang, LOCALE, PLATFORM[lang]), shelter.screens),
        ]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
