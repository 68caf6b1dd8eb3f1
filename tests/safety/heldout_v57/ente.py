"""Ente Photos' screens (``io.ente.photos``, an end-to-end encrypted photo library with
shared albums), strings from ``t(name)``, read from ``lib/l10n/intl_<locale>.arb``.

Read from the code (``mobile/apps/photos/lib``): ``ui/viewer/actions/
file_selection_actions_widget.dart`` with ``ui/components/bottom_action_bar/
action_bar_widget.dart`` (photos selected in an album, "3 selected": Share, "Add to album",
"Move to album", Delete, which only opens the delete sheet, ``showDeleteSheet``, "Remove
from album", which only opens its sheet, Favorite, which adds the photos to the favourites,
and Hide and Archive, which move them to the hidden album or the archive, each undone from
there; in the trash,
Restore, which opens the album picker, and "Permanently delete", which opens
``deleteFromTrash``'s sheet); ``utils/delete_file_util.dart`` (``DeleteConfirmationSheet``:
"Delete item?" or "Delete 3 items?", the close icon, and the one button its files allow:
"Delete from Ente" for photos kept only in Ente, which moves them to the trash, where they
stay 30 days, ``deleteFilesFromRemoteOnly``, "Moved to trash"; "Delete from device" for
photos not backed up, "Permanently delete from device?", which deletes them from the phone,
``deleteFilesOnDeviceOnly``; ``deleteFromTrash``: "Are you sure?", "Selected items will be
permanently deleted and cannot be recovered.", "Yes, delete", which deletes them from the
trash for good; ``emptyTrash``: "Empty trash?", Empty, which empties the trash for good, and
Cancel); ``ui/viewer/gallery/gallery_app_bar_widget.dart`` (the overflow of an owned album:
"Rename album", "Set cover", Map, "Sort by", Pin, "Archive album", Hide, "Guest view" and
"Delete album", which only opens the delete sheet, ``_trashCollection``; of an album shared
with the user: Pin, "Archive album", Hide, "Guest view" and "Leave album", which only opens
``_leaveAlbum``: "Leave shared album?", "Photos added by you will be removed from the
album", "Leave album", which leaves it, ``CollectionsService.leaveAlbum``, and Cancel; of the
trash: "Delete All", which only opens "Empty trash?"); ``ui/actions/collection/
collection_sharing_actions.dart`` (``_confirmSharedAlbumDeletion``: "Delete shared album?",
"The album will be deleted for everyone", "Delete album" and Cancel; ``
_showDeleteCollectionConfirmationSheet``: "Delete this album?", "Also delete the photos…",
"Keep photos", which deletes the album and keeps its photos, and "Delete photos", which
deletes the album and moves its photos to the trash; ``disableUrl``: "Remove public link",
"This will remove the public link…", "Yes, remove", which disables the link, and Cancel;
``removeParticipant``: "Remove?", "… will be removed from this shared album", "Yes,
remove", which unshares the album with the participant, ``CollectionsService.unshare``, and
Cancel); ``ui/sharing/manage_album_participant.dart`` (a participant's Manage page: "Added
as" Admin, Collaborator, which changes the role at once, Viewer, which only opens "Change
permissions?" with "Yes, convert to viewer" and Cancel, and "Remove participant"'s Remove,
which only opens ``removeParticipant``); ``ui/actions/collection/
collection_file_actions.dart`` ("Remove from album?", "Selected items will be removed from
this album", Remove, which moves the user's own photos out of the album, and Cancel);
``ui/social/widgets/delete_comment_confirmation_dialog.dart`` ("Are you sure?", "Your
comment … will be deleted permanently" and "Delete comment", which deletes it);
``ui/viewer/actions/delete_empty_albums.dart`` ("Delete empty albums?", the close icon and
Yes, which deletes every empty album); ``ui/sharing/memory_link_details_sheet.dart`` (a
shared memory's "Share link" sheet: the link, "Copy link", "Share link" and "Delete link",
which only opens "Delete link?", "People you shared this link with will lose access once it
is deleted." and "Delete link", which deletes the link, ``deleteMemoryShare``);
``ui/tabs/shared/all_links_page.dart`` ("Remove public links", Remove, which deletes the
selected quick links); ``ui/family/family_ui.dart`` with ``ui/family/family_plan_page.dart``
(``showFamilyConfirmationSheet``: a title, a text and one button: "Remove member?" and
Remove, which removes the member from the plan; "Revoke invite?" and Revoke, which cancels
the invitation; "Close family plan?" and "Close family plan", which ends the plan for every
member; "Leave family" and Leave, which leaves the plan); ``ui/account/
delete_account_page.dart`` (``_initiateDelete``: "Confirm Account Deletion", the text that
the data will be deleted, "Delete Account Permanently", which deletes the account, and
Cancel). ``showChoiceActionSheet`` (``utils/dialog_util.dart``)
labels its second button with a literal "Cancel" that no translation replaces, written
``=Cancel``; ``showActionSheet``'s own Cancel buttons are translated.
"""

from __future__ import annotations

from typing import Any

from screens import entry, label_sheet, menu, page

ALBUM, SHARED, TRASH_PHOTO = "Lisbon 2025", "Family trip", "IMG_2041.jpg"
PERSON, COMMENT = "anna@example.org", "Lovely light on the tram!"
MEMORY, URL = "Summer in Porto", "https://ente.io/m/7Qh2xK#9fLw3Ts"


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        selection(t)
        + deleting(t)
        + trash(t)
        + albums(t)
        + sharing(t)
        + links(t)
        + comments(t)
        + family(t)
        + account(t)
    )


def close(t: Any) -> tuple[dict[str, Any], ...]:
    """``BottomSheetComponent``'s close icon, labelled by its tooltip."""
    return ({"icon": t("close")},)


def cancel(t: Any) -> tuple[str, bool]:
    """``showActionSheet``'s translated Cancel."""
    return (t("cancel"), False)


def selection(t: Any) -> list[dict[str, Any]]:
    actions = [t("share"), t("addToAlbum"), t("moveToAlbum"), t("delete"),
               t("removeFromAlbum"), t("favorite"), t("hide"), t("archive")]  # fmt: skip
    bar = page(ALBUM, {"text": t("selectedPhotos#3")}, *({"button": a} for a in actions))
    where = "ente FileSelectionActionsWidget (three photos selected in an owned album)"
    return [
        entry("opens-prompt", where, bar, [(t("delete"), False), (t("removeFromAlbum"), False)]),
        entry("reversible", where, bar,
              [(t("archive"), False), (t("hide"), False), (t("favorite"), False)]),
        entry("harmless", where, bar, [(t("share"), False), (t("addToAlbum"), False)]),
    ]  # fmt: skip


def deleting(t: Any) -> list[dict[str, Any]]:
    where = "ente DeleteConfirmationSheet"
    one, three = t("deleteItemsQuestion#1"), t("deleteItemsQuestion#3")
    return [
        label_sheet("delete", f"{where} (one photo, not backed up)", ALBUM, one,
                    t("singleFileDeleteFromDevice"), [(t("deleteFromDevice"), True)],
                    close(t)),
        label_sheet("delete", f"{where} (three photos, not backed up)", ALBUM, three,
                    t("selectedFilesSavedOnDeviceOnly"), [(t("deleteFromDevice"), True)],
                    close(t)),
        label_sheet("reversible", f"{where} (one photo, only in Ente)", ALBUM, one,
                    t("singleFileInRemoteOnly"), [(t("deleteFromEnte"), False)], close(t)),
        label_sheet("reversible", f"{where} (three photos, only in Ente)", ALBUM, three,
                    t("selectedFilesBackedUpToEnte"), [(t("deleteFromEnte"), False)],
                    close(t)),
        entry("harmless", f"{where} (the close icon)", label_sheet(
            "harmless", where, ALBUM, three, t("selectedFilesSavedOnDeviceOnly"),
            [(t("deleteFromDevice"), None)], close(t))["screen"], [(t("close"), False)]),
    ]  # fmt: skip


def trash(t: Any) -> list[dict[str, Any]]:
    bin_page = page(t("trash"), {"text": t("deletedItemsStayHereForThirtyDays")},
                    {"text": TRASH_PHOTO}, {"button": t("restore")},
                    {"button": t("permanentlyDelete")})  # fmt: skip
    where = "ente FileSelectionActionsWidget (a photo selected in the trash)"
    empty = [(t("empty"), True), (t("=Cancel"), False)]
    return [
        entry("opens-prompt", where, bin_page, [(t("permanentlyDelete"), False)]),
        entry("harmless", where, bin_page, [(t("restore"), False)]),
        menu("opens-prompt", "ente GalleryAppBarWidget (the trash's overflow)", t("trash"),
             [t("deleteAll")], [(t("deleteAll"), False)]),
        label_sheet("delete", "ente deleteFromTrash", t("trash"), t("areYouSure"),
                    t("selectedItemsWillBePermanentlyDeletedAndCannotBeRecovered"),
                    [(t("yesDelete"), True)], close(t)),
        label_sheet("delete", "ente emptyTrash", t("trash"), t("emptyTrash"),
                    t("permDeleteWarning"), empty),
    ]  # fmt: skip


def albums(t: Any) -> list[dict[str, Any]]:
    owned = [t("renameAlbum"), t("setCover"), t("map"), t("sortAlbumsBy"), t("pin"),
             t("archiveAlbum"), t("hide"), t("guestView"), t("deleteAlbum")]  # fmt: skip
    where = "ente GalleryAppBarWidget (an owned album's overflow)"
    shared_album = [(t("deleteAlbum"), True), (t("=Cancel"), False)]
    return [
        menu("opens-prompt", where, ALBUM, owned, [(t("deleteAlbum"), False)]),
        menu("reversible", where, ALBUM, owned, [(t("archiveAlbum"), False), (t("pin"), False)]),
        menu("harmless", where, ALBUM, owned, [(t("renameAlbum"), False)]),
        label_sheet("delete", "ente CollectionActions._showDeleteCollectionConfirmationSheet",
                    ALBUM, t("deleteAlbumQuestion"), t("deleteAlbumDialog"),
                    [(t("keepPhotos"), True), (t("deletePhotos"), True)], close(t)),
        label_sheet("harmless", "ente CollectionActions (the album sheet's close icon)",
                    ALBUM, t("deleteAlbumQuestion"), t("deleteAlbumDialog"),
                    [(t("keepPhotos"), None), (t("deletePhotos"), None)],
                    close(t)) | {"cases": [{"tap": t("close"), "irreversible": False}]},
        label_sheet("delete", "ente CollectionActions._confirmSharedAlbumDeletion", ALBUM,
                    t("deleteSharedAlbum"), t("deleteSharedAlbumDialogBody"), shared_album),
        label_sheet("delete", "ente DeleteEmptyAlbums._confirmAndDeleteEmptyAlbums",
                    t("albums"), t("deleteEmptyAlbumsWithQuestionMark"),
                    t("deleteAlbumsDialogBody"), [(t("yes"), True)], close(t)),
        label_sheet("reversible", "ente CollectionActions.showRemoveFromCollectionSheetV2",
                    ALBUM, t("removeFromAlbumTitle"), t("itemsWillBeRemovedFromAlbum"),
                    [(t("remove"), False), cancel(t)]),
    ]  # fmt: skip


def sharing(t: Any) -> list[dict[str, Any]]:
    shared = [t("pin"), t("archiveAlbum"), t("hide"), t("guestView"), t("leaveAlbum")]
    where = "ente GalleryAppBarWidget (an album shared with the user, its overflow)"
    manage = page(t("manage"), {"text": PERSON}, {"text": t("addedAs")},
                  {"button": t("admin")}, {"button": t("collaborator")},
                  {"button": t("viewer")},
                  {"text": t("adminsAndCollaboratorsCanAddPhotosDescription")},
                  {"text": t("removeParticipant")}, {"button": t("remove")})  # fmt: skip
    manage_where = "ente ManageIndividualParticipant (an admin of an owned album)"
    leave = [(t("leaveAlbum"), True), cancel(t)]
    return [
        menu("opens-prompt", where, SHARED, shared, [(t("leaveAlbum"), False)]),
        menu("reversible", where, SHARED, shared, [(t("hide"), False)]),
        label_sheet("leave", "ente GalleryAppBarWidget._leaveAlbum", SHARED,
                    t("leaveSharedAlbum"), t("photosAddedByYouWillBeRemovedFromTheAlbum"),
                    leave),
        label_sheet("harmless", "ente GalleryAppBarWidget._leaveAlbum (Cancel)", SHARED,
                    t("leaveSharedAlbum"), t("photosAddedByYouWillBeRemovedFromTheAlbum"),
                    [(t("leaveAlbum"), None), cancel(t)]),
        entry("opens-prompt", manage_where, manage, [(t("remove"), False), (t("viewer"), False)]),
        entry("reversible", manage_where, manage, [(t("collaborator"), False)]),
        label_sheet("revoke", "ente CollectionActions.removeParticipant", t("manage"),
                    t("removeWithQuestionMark"), t("removeParticipantBody", PERSON),
                    [(t("yesRemove"), True), cancel(t)]),
        label_sheet("reversible", "ente ManageIndividualParticipant (Change permissions?)",
                    t("manage"), t("changePermissions"),
                    t("cannotAddMorePhotosAfterBecomingViewer", PERSON),
                    [(t("yesConvertToViewer"), False), (t("=Cancel"), False)]),
        label_sheet("revoke", "ente CollectionActions.disableUrl", ALBUM,
                    t("removePublicLink"), t("disableLinkMessage", ALBUM),
                    [(t("yesRemove"), True), cancel(t)]),
        label_sheet("harmless", "ente CollectionActions.disableUrl (Cancel)", ALBUM,
                    t("removePublicLink"), t("disableLinkMessage", ALBUM),
                    [(t("yesRemove"), None), cancel(t)]),
    ]  # fmt: skip


def comments(t: Any) -> list[dict[str, Any]]:
    return [
        label_sheet(
            "delete",
            "ente DeleteCommentConfirmationDialog",
            TRASH_PHOTO,
            t("areYouSure"),
            t("deleteCommentConfirmation", COMMENT),
            [(t("deleteComment"), True)],
        ),
    ]


def links(t: Any) -> list[dict[str, Any]]:
    details = ({"text": t("memoryShareLinkDescription")}, {"text": URL},
               {"icon": t("copyLink")}, {"button": t("shareLink")},
               {"button": t("deleteLink")})  # fmt: skip
    sheet = {"title": MEMORY, "dialog": {"title": t("shareLink")}, "items": list(details)}
    where = "ente MemoryLinkDetailsSheet"
    return [
        entry("opens-prompt", where, sheet, [(t("deleteLink"), False)]),
        entry("harmless", where, sheet, [(t("copyLink"), False)]),
        label_sheet("revoke", f"{where} (Delete link?)", MEMORY, t("deleteLinkQuestion"),
                    t("deleteMemoryLinkMessage"), [(t("deleteLink"), True)]),
        label_sheet("revoke", "ente AllLinksPage._removeSelectedLinks", t("quickLinks"),
                    t("removePublicLinks"), t("deleteMemoryLinkMessage"),
                    [(t("remove"), True)]),
    ]  # fmt: skip


def family(t: Any) -> list[dict[str, Any]]:
    where = "ente FamilyPlanPage (showFamilyConfirmationSheet)"
    page_title = t("family")
    return [
        label_sheet("revoke", f"{where} remove a member", page_title,
                    t("removeMemberConfirmTitle"), t("removeMemberConfirmBody", PERSON),
                    [(t("remove"), True)]),
        label_sheet("revoke", f"{where} revoke an invite", page_title,
                    t("revokeInviteConfirmTitle"), t("revokeInviteConfirmBody", PERSON),
                    [(t("revoke"), True)]),
        label_sheet("revoke", f"{where} close the plan", page_title,
                    t("closeFamilyConfirmTitle"), t("closeFamilyConfirmBody"),
                    [(t("closeFamilyPlan"), True)]),
        label_sheet("leave", f"{where} leave the plan", page_title, t("leaveFamily"),
                    t("areYouSureThatYouWantToLeaveTheFamily"), [(t("leave"), True)]),
    ]  # fmt: skip


def account(t: Any) -> list[dict[str, Any]]:
    where = "ente DeleteAccountPage._initiateDelete (showChoiceDialog)"
    buttons = [(t("deleteAccountPermanentlyButton"), True), (t("=Cancel"), False)]
    return [
        label_sheet(
            "delete",
            where,
            t("deleteAccount"),
            t("confirmAccountDeletion"),
            t("deleteConfirmDialogBody"),
            buttons,
        ),
    ]
