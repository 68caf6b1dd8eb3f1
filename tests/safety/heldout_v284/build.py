"""Builds the two-hundred-and-eighty-fourth held-out corpus (``heldout_v284.yaml``): an
Android photo gallery's screens, from its translations and code.

The source is Gallery (``com.dot.gallery``, by IacobIonut01: photos and videos selected,
shared, marked as favourites, copied and moved between albums, moved to the system's trash,
restored and deleted for good, their location and metadata stripped, their label and
description edited, images edited and saved over the original or as a copy, media hidden in
encrypted vaults and restored from them, vaults deleted and decrypted, albums pinned, ignored
and trashed, the settings; ``gallery.py``), at ebe9ea6ac1b0b00512b109efb21d773bdb4a6327
("monochrome app icon: increase strokeWidth", 27 November 2025). Its strings are in
``app/src/main/res/values*/strings.xml``, whose folders carry a region: ``values-zh-rCN``,
``-ja-rJP``, ``-ko-rKR``, ``-de-rDE``, ``-fr-rFR``, ``-es-rES``, ``-pt-rBR`` (the app has no
plain ``values-pt``) and ``-ru-rRU`` (``LOCALE``), read by name as a device set to the language
reads them. A string a language lacks shows the English one, and the build prints which: no
translation has "Require confirmation on trash" or the "Other" heading of the general settings
(both newer than the translations). The translations are kept in a translation service that
writes the English text into a language's file where a string is not translated yet, so some
strings show English though the build reads them from the language's own file: Korean most of
all (about two thirds of its file is English, among them "Moving to Trash", "Deleting
Permanently", "Restoring from Trash", "Move", "Delete Location", "Delete Metadata", Hide and the
vault's chips and sheets), Portuguese the vault's sheets, their Yes and "Decrypt Vault", and
Spanish "Select a vault" and the message of "Confirm Deletion?". The album sheet's rows
"Select a new thumbnail" and "Change to default", the viewer's "Go back" and "info" and the
editor's icons (named by their icons' names, "Outlined.Close", "Undo", "Redo") are written in
English in the code and show so in every language. How each screen is put together (a sheet's
title, count and buttons, a page's widgets, a sheet's rows) and what each control does comes
from the app's code, named in ``gallery.py``'s docstring; how a screen is written is in
``screens.py``'s.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Confirm in "Deleting Permanently" (over the timeline's selection, opened by a
long press on Trash; over the Trash page, from Empty and from a selection's Delete; over the
viewer, by a long press), the trashed item's Delete in the viewer (for a photo and for a video:
it deletes at once, with no sheet), Confirm in "Moving to Trash" where "Use trash can" is off
(over the timeline's selection and over the viewer: the words say trash, but ``trashMedia``
deletes for good when the trash can is off), Confirm in "Moving to Trash" with the warning "Some
items cannot be trashed!" (the items that cannot be trashed are deleted for good, as the
warning says), Confirm in the sheet an item in a vault opens from Delete (it says "Moving to
Trash", but the encrypted file is deleted from the vault, which has no trash), Yes in "Confirm
Deletion?" (the vault and its encrypted media deleted), "Delete Location" and "Delete Metadata"
(the GPS tags or all the EXIF tags stripped from the file itself) and "Delete all categories",
filed as delete; Override in the editor, after a crop and after drawing markup (the edited image
is written over the original file), filed as overwrite. Not commits: the buttons that only open
a sheet or a confirmation (Trash and Delete in the selection bar and the viewer, Empty, Restore
and Delete on the Trash page, "Delete Vault", "Decrypt Vault", the vault item's Delete), filed as
opens-prompt; Cancel everywhere, Move (it opens the album sheet), Edit, Hide (it opens "Select a
vault") and "Add Media to Vault" (it opens the picker), filed as harmless; and the reversible:
Favorite, Confirm in "Moving to Trash" with the trash can on (the media stay in the trash for 30
days and Restore brings them back), Confirm in "Restoring from Trash", the trashed item's
Restore, a vault picked in "Select a vault" (the item is encrypted into the vault and its
original deleted; Restore decrypts it back), the vault item's Restore, Yes in "Confirm
Decryption?", Confirm in "Edit Metadata" (the file renamed and its description written; both
can be edited again), an album picked in the move and copy sheets, Confirm in "Create new
album", "Move album to trash", Pin, Unpin, "Add to ignored albums", "Change to default", "Remove
all" on Favorites, "Save Copy", the "Use trash can", "Require confirmation on trash" and
"Disable image classification" switches, and Confirm in "Remove from ignored list".

Judgement calls: the media actions are shown as they run where Gallery holds the "Manage Media"
permission its setup asks for, so the system's own confirmation of a trash, delete or write
request is skipped and the app's Confirm acts at once. "Move album to trash" moves every item
of the album to the system's trash at once, with no sheet; it is reversible, since the items
stay in the trash for 30 days and Restore brings them back. "Remove all" on Favorites clears
the favourite mark of every favourite at once, with no confirmation and no undo; it is filed as
reversible, since nothing is deleted and each mark is set again with Favorite, though the list
of favourites is not kept. Moving and copying into an album is reversible (the media can be
moved back, the copies deleted). Hiding an item in a vault deletes the original from the
gallery, but the encrypted copy is kept and Restore decrypts it back: reversible. Deleting an
item from a vault is a commit although its sheet says "Moving to Trash". Turning "Use trash
can" off deletes nothing at once and can be turned on again: reversible. "Delete all
categories" deletes the database of the classification at once, with no confirmation; it is
filed as a commit, as the app itself calls it irreversible, though a new scan of the whole
library can build the categories again. Stripping the location or the metadata rewrites the
file without keeping the old tags: a commit. The details sheet shows Edit twice (the action
row's, which opens the editor, and the metadata's, which opens "Edit Metadata"), so neither is
tapped there. The selection bar, the viewer's buttons and the details sheet's "Delete Location"
and "Delete Metadata" are each one clickable node holding an icon and a text of the same words,
written as one button.

Gallery draws with Jetpack Compose, so its controls carry no resource ids a hierarchy shows
and are known by their labels alone. A control a screen shows but no case taps is still on the
screen.

    git clone https://github.com/IacobIonut01/Gallery
    python tests/safety/heldout_v284/build.py Gallery

(The strings are read with ``git show`` at that commit, so a clone whose work tree could not
be checked out serves as well.) The corpus was built once, from this source alone and without
reading the policy. It is kept apart from the pinned corpus and the other held-out corpora, and
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import gallery
from android_corpus import SUFFIX, Source, build

OUT = Path(__file__).with_name("heldout_v284.yaml")
GALLERY: Source = (
    "ebe9ea6ac1b0b00512b109efb21d773bdb4a6327",
    ("app/src/main/res",),
    ("strings.xml",),
)
"""The commit and where the strings are."""
REGION = {"ja": "JP", "ko": "KR", "de": "DE", "fr": "FR", "es": "ES", "ru": "RU"}
LOCALE = {("gallery", lang): f"{SUFFIX[lang]}-r{region}" for lang, region in REGION.items()}
"""Gallery's folders carry a region (``values-ja-rJP``); Chinese and Portuguese read
``values-zh-rCN`` and ``values-pt-rBR`` as the other corpora do."""


def main(repo: str) -> int:
    sources = [("gallery", Path(repo), GALLERY)]
    return build(OUT, Path(__file__), [("gallery", sources, gallery.screens)], LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
