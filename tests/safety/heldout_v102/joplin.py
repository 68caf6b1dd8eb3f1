"""Joplin's mobile app's screens (``net.cozic.joplin``, a React Native note taker: notes and
notebooks moved to the trash and restored, the trash emptied, notes deleted for good,
profiles deleted, shared notebooks accepted, rejected and left, autosaved drawings
discarded), strings from the gettext catalogs ``packages/tools/locales/<locale>.po`` (the
key is the English ``msgid``, as ``_()`` takes it). The notebook, note, profile and people
written on the screens are the same in every language.

Read from the code (``packages/app-mobile``, ``packages/lib``):
``components/side-menu-content.tsx`` (the side menu: "All notes", Notebooks and each
notebook, then "New Notebook", Tags, "Switch profile", Configuration and "Synchronise",
which starts a synchronisation; a notebook's long press asks ``Alert.alert('', "Notebook:
...", [Edit, Delete, Cancel])``, whose Delete only opens ``Alert.alert('', "Move notebook
... to the trash?", [OK, Cancel])``, OK calling ``Folder.delete`` with ``toTrash: true``;
the Trash's long press asks with "Empty trash" and Cancel, "Empty trash" only opening "This
will permanently delete all items in the trash. Continue?" with "Empty trash", which calls
``emptyTrash`` (``lib/services/trash/emptyTrash.ts``: every note and notebook in the trash
is deleted for good), and Cancel; a notebook in the trash offers Restore, which calls
``restoreItems``); ``components/screens/Note.tsx`` (``menuOptions``: "Attach...", "Draw
picture", Share, which opens the system's share sheet, Tags, "Convert to todo", "Copy
Markdown link", "Copy external link", Properties, and Delete, the ``deleteNote`` command,
which moves the note to the trash at once; for a note in the trash Restore and the
``permanentlyDeleteNote`` command "Permanently delete note", which only opens
``shim.showMessageBox("Permanently delete note ...?", [Delete, Cancel])``, Delete calling
``Note.batchDelete`` with ``toTrash: false``; ``lib/commands/deleteNote.ts`` and
``permanentlyDeleteNote.ts``); ``components/ScreenHeader/index.tsx`` (notes selected in a
notebook: the icons "Select all", Delete, which moves them to the trash at once, and
Duplicate; in the trash, Restore; moving several notes to another notebook asks
``showConfirmationDialog("Move N notes to notebook ...?")``, whose buttons are
``makeShowMessageBox``'s OK and Cancel); ``components/ProfileSwitcher/ProfileSwitcher.tsx``
("Profiles": tapping a profile only asks to switch to it; a profile's ``Alert``
Configuration with Edit, Delete and Close, Delete only opening "Delete this profile?" "All
data, including notes, notebooks and tags will be permanently deleted." with "Delete
profile ..." and Cancel; switching asks Confirmation with Continue, which restarts the app
in that profile, and Cancel); ``components/screens/ShareManager`` (Shares: a new
invitation's card with Accept and Reject, each answering the invitation at once through
``invitationRespond``, and an accepted one's "Leave notebook", which only opens
``showConfirmationDialog("This will remove the notebook from your collection ...")``, whose
OK calls ``leaveSharedFolder``); ``components/screens/ConfigScreen/ConfigScreen.tsx``
(leaving with unsaved settings asks "There are unsaved changes." with "Save changes" and
"Discard changes"); ``components/screens/encryption-config.tsx`` ("Encryption Config":
"Disable encryption", which only opens a confirmation);
``components/NoteEditor/ImageEditor/ promptRestoreAutosave.ts`` (opening the drawing editor
with an autosaved drawing asks "An autosaved drawing was found. Attach a copy of it to the
note?" with Discard, which deletes the autosave, and Attach)."""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page

NOTEBOOK, OTHER, NOTE, PROFILE = "Recipes", "Travel", "Sourdough starter", "Work"
SHARER, EMAIL, SHARED, FOLDER_ID = "Alex Martin", "alex@example.com", "Family", "4f1c2e9a"


def screens(t: Any) -> list[dict[str, Any]]:
    return notebooks(t) + notes(t) + profiles(t) + shares(t) + settings(t)


def notebooks(t: Any) -> list[dict[str, Any]]:
    side = page(NOTEBOOK, [
        {"button": t("All notes")}, {"text": t("Notebooks")}, {"button": NOTEBOOK},
        {"button": OTHER}, {"button": t("Trash")}, {"button": t("New Notebook")},
        {"button": t("Tags")}, {"button": t("Configuration")},
        {"button": t("Synchronise")}])  # fmt: skip
    where = "joplin side-menu-content"
    long_press = "joplin side-menu-content (a notebook's long press)"
    press = [t("Edit"), t("Delete"), t("Cancel")]

    def pressed(category: str, taps: list[bool | None]) -> dict[str, Any]:
        return alert(category, long_press, NOTEBOOK, None, t("Notebook: %s", OTHER),
                     list(zip(press, taps, strict=True)))  # fmt: skip

    moving = t("Move notebook \"%s\" to the trash?\n\nAll notes and sub-notebooks within "
               "this notebook will also be moved to the trash.", OTHER)  # fmt: skip
    ok, cancel, empty = t("OK"), t("Cancel"), t("Empty trash")
    emptying = t("This will permanently delete all items in the trash. Continue?")
    return [
        entry("harmless", where, side, [(t("Synchronise"), False)]),
        pressed("opens-prompt", [None, False, None]),
        pressed("harmless", [False, None, None]),
        alert("reversible", f"{where} (move the notebook to the trash)", NOTEBOOK, None,
              moving, [(ok, False), (cancel, None)]),
        alert("harmless", f"{where} (move the notebook to the trash)", NOTEBOOK, None,
              moving, [(ok, None), (cancel, False)]),
        alert("opens-prompt", "joplin side-menu-content (the Trash's long press)", NOTEBOOK,
              None, t("Notebook: %s", t("Trash")), [(empty, False), (cancel, None)]),
        alert("harmless", "joplin side-menu-content (the Trash's long press)", NOTEBOOK,
              None, t("Notebook: %s", t("Trash")), [(empty, None), (cancel, False)]),
        alert("delete", f"{where} (empty the trash)", t("Trash"), None, emptying,
              [(empty, True), (cancel, None)]),
        alert("harmless", f"{where} (empty the trash)", t("Trash"), None, emptying,
              [(empty, None), (cancel, False)]),
        alert("reversible", "joplin side-menu-content (a notebook in the trash)",
              t("Trash"), None, t("Notebook: %s", OTHER),
              [(t("Restore"), False), (cancel, None)]),
    ]  # fmt: skip


def notes(t: Any) -> list[dict[str, Any]]:
    where = "joplin Note menuOptions"
    rows = [
        t("Attach..."),
        t("Draw picture"),
        t("Share"),
        t("Tags"),
        t("Convert to todo"),
        t("Copy Markdown link"),
        t("Copy external link"),
        t("Properties"),
        t("Delete"),
    ]
    trashed = [t("Attach..."), t("Draw picture"), t("Share"), t("Convert to todo"),
               t("Properties"), t("Restore"), t("Permanently delete note")]  # fmt: skip
    forever = t('Permanently delete note "%s"?', NOTE)
    selected = page(NOTEBOOK, [
        {"icon": t("Back")}, {"icon": t("Select all")}, {"icon": t("Delete")},
        {"icon": t("Duplicate")}, {"icon": t("Actions")}, {"text": NOTE},
        {"text": "Focaccia"}])  # fmt: skip
    in_trash = page(t("Trash"), [
        {"icon": t("Back")}, {"icon": t("Select all")}, {"icon": t("Restore")},
        {"icon": t("Actions")}, {"text": NOTE}])  # fmt: skip
    moving = t('Move %d notes to notebook "%s"?', 2, OTHER)
    autosave = t("An autosaved drawing was found. Attach a copy of it to the note?")
    return [
        menu("reversible", f"{where} (a note)", NOTE, rows, [(t("Delete"), False)]),
        menu("opens-prompt", f"{where} (a note in the trash)", NOTE, trashed,
             [(t("Permanently delete note"), False)]),
        menu("reversible", f"{where} (a note in the trash)", NOTE, trashed,
             [(t("Restore"), False)]),
        alert("delete", "joplin permanentlyDeleteNote (showMessageBox)", NOTE, None, forever,
              [(t("Delete"), True), (t("Cancel"), None)]),
        alert("harmless", "joplin permanentlyDeleteNote (showMessageBox)", NOTE, None,
              forever, [(t("Delete"), None), (t("Cancel"), False)]),
        entry("reversible", "joplin ScreenHeader (notes selected)", selected,
              [(t("Delete"), False)]),
        entry("reversible", "joplin ScreenHeader (notes selected in the trash)", in_trash,
              [(t("Restore"), False)]),
        alert("reversible", "joplin ScreenHeader (move the notes)", NOTEBOOK, None, moving,
              [(t("OK"), False), (t("Cancel"), None)]),
        alert("delete", "joplin promptRestoreAutosave", NOTE, None, autosave,
              [(t("Discard"), True), (t("Attach"), None)]),
        alert("reversible", "joplin promptRestoreAutosave", NOTE, None, autosave,
              [(t("Discard"), None), (t("Attach"), False)]),
    ]  # fmt: skip


def profiles(t: Any) -> list[dict[str, Any]]:
    where = "joplin ProfileSwitcher"
    listing = page(t("Profiles"), [{"button": "Personal"}, {"button": PROFILE}])
    configure = [t("Edit"), t("Delete"), t("Close")]

    def configuring(category: str, taps: list[bool | None]) -> dict[str, Any]:
        return alert(category, f"{where} (Configuration)", t("Profiles"), t("Configuration"),
                     None, list(zip(configure, taps, strict=True)))  # fmt: skip

    title = t("Delete this profile?")
    said = t("All data, including notes, notebooks and tags will be permanently deleted.")
    delete = t('Delete profile "%s"', PROFILE)
    switching = t("To switch the profile, the app is going to close and you will need to "
                  "restart it.")  # fmt: skip
    return [
        entry("opens-prompt", where, listing, [(PROFILE, False)]),
        configuring("opens-prompt", [None, False, None]),
        configuring("harmless", [None, None, False]),
        alert("delete", f"{where} (Delete this profile?)", t("Profiles"), title, said,
              [(delete, True), (t("Cancel"), None)]),
        alert("harmless", f"{where} (Delete this profile?)", t("Profiles"), title, said,
              [(delete, None), (t("Cancel"), False)]),
        alert("reversible", f"{where} (switch the profile)", t("Profiles"),
              t("Confirmation"), switching, [(t("Continue"), False), (t("Cancel"), None)]),
    ]  # fmt: skip


def shares(t: Any) -> list[dict[str, Any]]:
    where = "joplin ShareManager"
    listing = page(t("Shares"), [
        {"text": t("New invitations")}, {"text": t("Share from %s (%s)", SHARER, EMAIL)},
        {"button": t("Accept")}, {"button": t("Reject")},
        {"text": t("Accepted invitations")},
        {"text": t("Notebook: %s (%s)", SHARED, FOLDER_ID)},
        {"text": t("Share from %s (%s)", SHARER, EMAIL)},
        {"button": t("Leave notebook")}])  # fmt: skip
    leaving = t("This will remove the notebook from your collection and you will no longer "
                "have access to its content. Do you wish to continue?")  # fmt: skip
    return [
        entry("decline", f"{where} (IncomingShareItem)", listing, [(t("Reject"), True)]),
        entry("reversible", f"{where} (IncomingShareItem)", listing, [(t("Accept"), False)]),
        entry("opens-prompt", f"{where} (AcceptedShareItem)", listing,
              [(t("Leave notebook"), False)]),
        alert("leave", f"{where} (leave the notebook)", t("Shares"), None, leaving,
              [(t("OK"), True), (t("Cancel"), None)]),
        alert("harmless", f"{where} (leave the notebook)", t("Shares"), None, leaving,
              [(t("OK"), None), (t("Cancel"), False)]),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    unsaved = [(t("Save changes"), None), (t("Discard changes"), False)]
    encryption = page(t("Encryption Config"), [
        {"text": t("Master Key %s", "8e12ab")}, {"text": t("Password:")},
        {"field": t("Password:"), "text": "••••••••"}, {"button": t("Save")},
        {"button": t("Disable encryption")}])  # fmt: skip
    return [
        alert("reversible", "joplin ConfigScreen (unsaved changes)", t("Configuration"), None,
              t("There are unsaved changes."), unsaved),
        entry("opens-prompt", "joplin encryption-config", encryption,
              [(t("Disable encryption"), False)]),
    ]  # fmt: skip
