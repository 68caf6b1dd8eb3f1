"""Aves's screens (``deckers.thibault.aves``, a gallery for the photos and videos on the
device, with a recycle bin), strings from ``t(name)`` (``context.l10n``, read from
``lib/l10n/app_<language>.arb``). Aves writes its dialogs' buttons in capitals
(``Themes.asButtonLabel``, and the English ``DELETE``, ``APPLY``, ``HIDE``).

Read from the code (``lib``): ``model/settings/defaults.dart`` (the viewer's quick actions:
"Rotate screen", "Add to favorites", undone by "Remove from favorites", Share, which opens
the share sheet, and Delete; the selection's: Share and Delete) and ``widgets/collection/
app_bar.dart`` (the recycle bin's selection: Delete and Restore, which moves the items back
to their albums; the bin's menu: Select and "Empty bin", which only opens the confirmation;
the selection's menu: "Copy to album" and "Move to album", which open the album picker,
Rename, which opens the naming page, and "Add to favorites"); ``widgets/viewer/action/
entry_action_delegate.dart`` and ``widgets/collection/entry_set_action_delegate.dart``
(``_delete``/``doDelete``: with the bin on, an item not in the bin is moved there after
"Move this item to the recycle bin?"; an item in the bin, or any item with the bin off, is
deleted from the storage after "Delete this item?" or "Delete these N items?", as "Empty
bin" deletes every item in the bin); ``widgets/common/action_mixins/entry_storage.dart``
(``doMove`` to the bin: "Move these N items to the recycle bin?"); ``widgets/dialogs/
aves_confirmation_dialog.dart`` (``_SkippableConfirmationDialog``: the message, a "Do not
ask again" switch, which only skips the dialog next time, CANCEL and the confirming
button); ``widgets/filter_grids/common/action_delegates/album_set.dart`` (the albums'
selection menu: "Pin to top", Delete, which only opens the confirmation, Rename and Hide;
deleting albums with the bin on moves their items to the bin, with it off deletes them
after "Delete this album and the 5 items in it?" or "Delete these albums and the 7 items in
them?", CANCEL and DELETE); ``widgets/filter_grids/common/action_delegates/chip_set.dart``
(Hide: "Matching photos and videos will be hidden…", CANCEL and HIDE, undone from the
privacy settings); ``widgets/dialogs/filter_editors/rename_stored_album_dialog.dart`` ("New
name", CANCEL and APPLY, which renames the album's folder); ``widgets/dialogs/
entry_editors/remove_metadata_dialog.dart`` with ``model/entry/extensions/
metadata_edition.dart`` ("Metadata Removal": an All switch, which only picks the kinds of
metadata, More, CANCEL, and APPLY, which has ``removeTypes`` rewrite the file without
them). Every dialog is an ``AvesDialog`` (a Flutter ``AlertDialog``, most with no title) with
CANCEL first.
"""

from __future__ import annotations

from typing import Any

from screens import entry, flutter_dialog, menu, page

PHOTO, ALBUM, OTHER = "IMG_2041.jpg", "Camera", "Screenshots"
GRID = [{"text": "IMG_2041.jpg"}, {"text": "IMG_2042.jpg"}, {"text": "IMG_2043.jpg"}]


def screens(t: Any) -> list[dict[str, Any]]:
    return viewer(t) + collection(t) + bin_(t) + albums(t)


def cancel(t: Any) -> str:
    return t("cancelTooltip").upper()


def skippable(category: str, source: str, behind: str, message: str, t: Any,
              cancelled: bool | None, confirmed: bool | None,
              skip: bool = False) -> dict[str, Any]:  # fmt: skip
    """``showSkippableConfirmationDialog``: the message, "Do not ask again", CANCEL and
    DELETE."""
    switch = t("doNotAskAgain")
    buttons = [(cancel(t), cancelled), (t("deleteButtonLabel"), confirmed)]
    taps = ((switch, False),) if skip else ()
    return flutter_dialog(category, source, behind, None, message, buttons,
                          ({"switch": switch},), taps)  # fmt: skip


def viewer(t: Any) -> list[dict[str, Any]]:
    shown = page(PHOTO, [{"icon": t(name)} for name in (
        "entryActionRotateScreen", "entryActionAddFavourite", "entryActionShare",
        "entryActionDelete")])  # fmt: skip
    where = "aves EntryActionDelegate._delete"
    metadata = (
        {"switch": t("removeEntryMetadataDialogAll")},
        {"button": t("removeEntryMetadataDialogMore")},
    )
    return [
        entry("opens-prompt", "aves EntryViewer (the quick actions)", shown,
              [(t("entryActionDelete"), False)]),
        entry("reversible", "aves EntryViewer (the quick actions)", shown,
              [(t("entryActionAddFavourite"), False)]),
        entry("harmless", "aves EntryViewer (the quick actions)", shown,
              [(t("entryActionShare"), False)]),
        skippable("reversible", f"{where} (the bin on)", PHOTO,
                  t("binEntriesConfirmationDialogMessage#1"), t, None, False),
        skippable("harmless", f"{where} (the bin on)", PHOTO,
                  t("binEntriesConfirmationDialogMessage#1"), t, False, None, skip=True),
        skippable("delete", f"{where} (the bin off)", PHOTO,
                  t("deleteEntriesConfirmationDialogMessage#1"), t, None, True),
        skippable("delete", f"{where} (an item in the bin)", t("binPageTitle"),
                  t("deleteEntriesConfirmationDialogMessage#1"), t, False, True),
        flutter_dialog("delete", "aves RemoveEntryMetadataDialog", PHOTO,
                       t("removeEntryMetadataDialogTitle"), None,
                       [(cancel(t), None), (t("applyButtonLabel"), True)], metadata),
        flutter_dialog("harmless", "aves RemoveEntryMetadataDialog", PHOTO,
                       t("removeEntryMetadataDialogTitle"), None,
                       [(cancel(t), False), (t("applyButtonLabel"), None)], metadata,
                       ((t("removeEntryMetadataDialogAll"), False),)),
    ]  # fmt: skip


def collection(t: Any) -> list[dict[str, Any]]:
    title = t("collectionPageTitle")
    selection = page(title, [{"icon": t("entryActionShare")},
                             {"icon": t("entryActionDelete")}, *GRID])  # fmt: skip
    options = [
        t("collectionActionCopy"),
        t("collectionActionMove"),
        t("entryActionRename"),
        t("entryActionAddFavourite"),
        t("menuActionSlideshow"),
        t("menuActionMap"),
    ]
    where = "aves EntrySetActionDelegate.doDelete"
    return [
        entry("opens-prompt", "aves CollectionAppBar (the selection)", selection,
              [(t("entryActionDelete"), False)]),
        entry("harmless", "aves CollectionAppBar (the selection)", selection,
              [(t("entryActionShare"), False)]),
        menu("harmless", "aves CollectionAppBar (the selection's menu)", title, options,
             [(t("collectionActionMove"), False), (t("entryActionRename"), False)]),
        menu("reversible", "aves CollectionAppBar (the selection's menu)", title, options,
             [(t("entryActionAddFavourite"), False)]),
        skippable("reversible", "aves EntryStorageMixin.doMove (three items to the bin)",
                  title, t("binEntriesConfirmationDialogMessage#3"), t, None, False),
        skippable("delete", f"{where} (three items, the bin off)", title,
                  t("deleteEntriesConfirmationDialogMessage#3"), t, None, True),
    ]  # fmt: skip


def bin_(t: Any) -> list[dict[str, Any]]:
    title = t("binPageTitle")
    selection = page(title, [{"icon": t("entryActionDelete")},
                             {"icon": t("entryActionRestore")}, *GRID])  # fmt: skip
    return [
        menu("opens-prompt", "aves CollectionAppBar (the bin's menu)", title,
             [t("menuActionSelect"), t("collectionActionEmptyBin")],
             [(t("collectionActionEmptyBin"), False)]),
        skippable("delete", "aves EntrySetActionDelegate.doDelete (Empty bin)", title,
                  t("deleteEntriesConfirmationDialogMessage#12"), t, None, True),
        skippable("delete", "aves EntrySetActionDelegate.doDelete (three items in the bin)",
                  title, t("deleteEntriesConfirmationDialogMessage#3"), t, None, True),
        entry("reversible", "aves CollectionAppBar (the bin's selection)", selection,
              [(t("entryActionRestore"), False)]),
        entry("opens-prompt", "aves CollectionAppBar (the bin's selection)", selection,
              [(t("entryActionDelete"), False)]),
    ]  # fmt: skip


def albums(t: Any) -> list[dict[str, Any]]:
    title = t("albumPageTitle")
    options = [
        t("chipActionPin"),
        t("chipActionDelete"),
        t("chipActionRename"),
        t("chipActionHide"),
    ]
    where = "aves AlbumChipSetActionDelegate._delete"
    buttons = [(cancel(t), False), (t("deleteButtonLabel"), True)]
    field = ({"field": "name", "hint": t("renameAlbumDialogLabel"), "text": ALBUM},)
    return [
        menu("opens-prompt", "aves AlbumListPage (the selection's menu)", title, options,
             [(t("chipActionDelete"), False)]),
        menu("harmless", "aves AlbumListPage (the selection's menu)", title, options,
             [(t("chipActionRename"), False)]),
        flutter_dialog("delete", f"{where} (one album, the bin off)", title, None,
                       t("deleteSingleAlbumConfirmationDialogMessage#5"), buttons),
        flutter_dialog("delete", f"{where} (two albums, the bin off)", title, None,
                       t("deleteMultiAlbumConfirmationDialogMessage#7"), buttons),
        skippable("reversible", f"{where} (one album, the bin on)", title,
                  t("binEntriesConfirmationDialogMessage#5"), t, None, False),
        flutter_dialog("reversible", "aves ChipSetActionDelegate._hide", title, None,
                       t("hideFilterConfirmationDialogMessage"),
                       [(cancel(t), None), (t("hideButtonLabel"), False)]),
        flutter_dialog("reversible", "aves RenameStoredAlbumDialog", title, None, None,
                       [(cancel(t), None), (t("applyButtonLabel"), False)], field),
    ]  # fmt: skip
