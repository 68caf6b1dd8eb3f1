"""Builds the three-hundred-and-thirty-third held-out corpus (``heldout_v333.yaml``): a real
Android app's screens, a call and SMS screening app's, from its translations and code.

The source is SpamBlocker (``spam.blocker``, by aj3423: incoming calls and messages screened
by number and content rules, a spam number database, online query and report services and
workflows; the call and SMS history kept, numbers reported to the services, rules, history,
database numbers and notification channels deleted, settings exported and imported;
``spamblocker.py``), at 7ee7cd38f3a70d5283904c021a17e662652ee221 ("update readme
permission.SCHEDULE_EXACT_ALARM", 24 July 2026). Its strings are split over thirty files,
``app/src/main/res/values*/strings_1.xml`` to ``strings_30.xml`` (``SPAMBLOCKER`` lists
them), with its lists (``string-array``) in the same files, read as ``name[i]``; each is read
by name in each language's folder: ``values-zh-rCN``, ``-ja``, ``-de``, ``-fr``, ``-es``,
``-pt-rBR`` and ``-ru``. A language without a string shows the English one, as Android
does, and the build prints which: SpamBlocker has no Korean translation, so Korean shows
all 141 strings the screens read in English; the other seven languages have every one of
them. How each screen is put together (a dialog's text and buttons, a menu's
rows, a page's widgets) and what each control does comes from the app's code, named in
``spamblocker.py``'s docstring; how a screen is written is in ``screens.py``'s.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Delete in "Confirm to delete all records?" over the call history and over the
SMS history (every record deleted, no undo), Clear in the same words over the spam database
(every number in it deleted), "Remove from database" in a record's menu (the number's entry
deleted at once), Delete in the rule editor opened from a record (the rule deleted, no undo,
unlike a swiped rule), Delete in "Delete all rules?" over the number rules and over the
message rules, Delete in "Confirm to delete 2 duplicated Rules?", Delete in a notification
channel's "Confirm to delete?" (the channel deleted from the system and the app) and Delete
in the crash page's "Confirm to delete?" (the call and SMS history and the workflows' logs
cleared), filed as delete; Fraud and "Valid Number" in the report dialog of a call record and
Marketing in that of a message record (each at once sends the number, or the message, and
the category to every enabled report service), and OK in a report service's test (its HTTP
request reports the typed number to the service), filed as send; Reset in the caller ID's
"Confirm to reset?" (the custom background colour and content template replaced by the
defaults), filed as reset; Import in the backup's categories dialog (every included
category's settings, rules, services and workflows replaced by the file's, the tables
cleared first), filed as overwrite. Not commits: the rows and buttons that only open a
confirmation ("Delete All(4) Rules", "Delete Duplicated Rules", the spam database's Clear,
the emergency and caller ID popups' Reset, the channel editor's Delete, "Clear History",
"Report Number", "Report SMS", the report services' PhoneBlock preset and a service's Test,
which first asks for a number, and Backup's Export, which opens the categories dialog),
filed as opens-prompt; Comment, "Edit regex rule", Test in "Rule Testing", the export
dialog's Copy, "Delete Rule" (it only shows the hint to swipe), Import in a rule list's New
(it opens the text dialog) and on the Backup row (it opens the file picker), "Import .csv as
multiple rules", "Get a new token", a category button in the import dialog, Dismiss and
"Open Settings", filed as harmless; and the
reversible: "Add to database", the rule editor's Save, a preset added from New (a rule
list's "Private Number", the workflows' "Auto Backup"), Import in "Configuration Text" (a
rule added), "Clone Rule", the snackbars' Undelete, "Use this token" (the service added),
the service and workflow editors' Save, the switches (screening's Enable, "Repeated Call",
"Allowed Records"), Reset in the emergency popup's "Confirm to reset?" and "Call
To"; Export in the backup's categories dialog is filed as export.

Judgement calls: "Remove from database" deletes one number from the spam database with no
undo; "Add to database" in the same menu adds it again, but as a new entry whose date, and so
its expiry, start afresh: a commit. The emergency window's Reset only ends early the
minutes in which every call is let through after an emergency call; the popup's Test ("Call
To" with the emergency number) starts the window again, and nothing is lost: reversible,
though it says Reset. The caller ID's Reset replaces a typed template with the default one,
which cannot be had back: a commit. Reporting a number as valid sends it to the service as
much as reporting it as fraud: both commits. A report service's Test runs its workflow for
real, so OK after the number reports that number. The backup's Export only writes a file
through the system's picker; nothing in the app changes and nothing is sent: not a commit,
filed as export. Import applies the file over the chosen categories and restarts the app,
replacing the rules, services and workflows there were: a commit, filed as overwrite.
Adding a preset or a rule, or a workflow that will later reply by SMS, sends nothing and is
undone by swiping it away: reversible. A swiped rule or history record is deleted at once
but its snackbar's Undelete puts it back, so the swipe is not among the cases (the corpus
taps) and Undelete is reversible. Turning screening off deletes nothing.

SpamBlocker is Jetpack Compose and sets no test tags, so no control has a resource id a
hierarchy shows; each is known by its words. Its confirmations have no Cancel button (a tap
outside or Back closes them). A control a screen shows but no case taps is still on the
screen.

    git clone https://github.com/aj3423/SpamBlocker
    python tests/safety/heldout_v333/build.py SpamBlocker

(SpamBlocker at 7ee7cd38f3a70d5283904c021a17e662652ee221, as ``SPAMBLOCKER`` says; the
strings are read with ``git show`` at that commit, so a clone whose work tree could not be
checked out serves as well.) The corpus was built once, from this source alone and without
reading the policy. It is kept apart from the pinned corpus and the other held-out corpora,
and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import spamblocker
from android_corpus import SUFFIX, Lookup, Repo, Source, Strings, read_arrays, write_languages

OUT = Path(__file__).with_name("heldout_v333.yaml")
SPAMBLOCKER: Source = (
    "7ee7cd38f3a70d5283904c021a17e662652ee221",
    ("app/src/main/res",),
    tuple(f"strings_{i}.xml" for i in range(1, 31)),
)
"""The commit and where the strings and lists are."""


class Resources(Strings):
    """SpamBlocker's strings in one language, and its lists' items as ``name[i]`` after them,
    each falling back to English as the strings do."""

    def __init__(self, repo: Path, lang: str) -> None:
        sources: list[Repo] = [("spamblocker", repo, SPAMBLOCKER)]
        super().__init__(sources, lang)
        suffix = SUFFIX[lang]
        translated = [(False, read_arrays(repo, SPAMBLOCKER, suffix))] if suffix else []
        self.tables = [*translated, *self.tables, (True, read_arrays(repo, SPAMBLOCKER, ""))]


def main(repo: str) -> int:
    def lookups(lang: str) -> list[Lookup]:
        return [("spamblocker", Resources(Path(repo), lang), spamblocker.screens)]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
