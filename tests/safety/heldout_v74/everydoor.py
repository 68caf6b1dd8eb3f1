"""Every Door's screens (``info.zverik.everydoor``, an OpenStreetMap editor for shops,
amenities, entrances and notes, which keeps each edit on the device until the mapper
uploads it), strings from ``AppLocalizations`` (``lib/l10n/app_<language>.arb``);
``material:ok``, ``material:cancel`` and ``material:continue`` are Flutter's
``MaterialLocalizations`` ``okButtonLabel``, ``cancelButtonLabel`` and
``continueButtonLabel``. The amenity's name, its tags and the notes' text are written the
same in every language, as is the note sheet's "Publish to OSM" switch, which the code
writes in English.

Read from the code (``lib``): ``widgets/navbar.dart`` (with changes to upload the bar shows
Upload, which uploads them at once with the default changeset review ``never``, in place of
Download; ``navImagery`` switches the background; with hashtags set and the review
``withTags`` it first opens ``screens/settings/changeset_pane.dart``'s sheet, the hashtags,
Clear, the "Confirm tags on upload" switch and Continue, and uploads once the sheet closes
unless it returned ``false``, which nothing in it does), ``widgets/map.dart`` (Settings) and
``providers/uploader.dart`` (``upload`` sends the changes and notes to OpenStreetMap and
reports "Sent ... to OpenStreetMap."); ``screens/editor.dart`` (the editor's app bar: the
history and tags icons; "Does Not Exist" or "Demolished", which only opens the sheet
"Delete ...?" of ``showModalActionSheet``, whose Delete records the deletion as a local
change and whose "Delete, but keep the address" keeps the address tags; Save, which stores
the edit on the device; "Mark checked" on an unchanged amenity; "Is it open?" with Yes and
No; "Close the editor?" when leaving with unsaved edits); ``providers/changes.dart`` (every
edit, a deletion too, is a local change that the changes page can drop again before the
upload); ``screens/settings.dart`` (the rows of the settings page); ``screens/settings/
changes.dart`` (the page "N changes": Share, which shares a file of the changes, "Purge
changes", shown when an upload failed, which opens "Purge Changes?" whose Yes deletes every
recorded change and restores the original data, and Upload); ``screens/settings/
caches.dart`` ("Purge all downloaded data", which opens "Delete Data?", whose Yes drops the
downloaded OpenStreetMap data and unmodified notes, to be downloaded again; "Clear raster
tile caches", which empties the tile cache at once); ``screens/settings/account.dart``
("Log Out", which opens "Log Out?" whose LOG OUT signs the account out);
``screens/editor/note.dart`` (the note sheet: the comment, "Publish to OSM" for a new note,
Cancel and OK, which store the note on the device to be uploaded; on a note of this device
not yet uploaded DELETE, which ``providers/notes.dart`` removes with an entry on the undo
stack; on an OpenStreetMap note
"RESOLVE", which opens "Mark the note resolved?", whose Resolve marks it to be closed at the
next upload).
"""

from __future__ import annotations

from typing import Any

from screens import entry, page, popup

NAME, KIND = "Café Central", "cafe"
NOTE = "The entrance moved to the courtyard"
ASKED = "Is the café still open on Sundays?"


def screens(t: Any) -> list[dict[str, Any]]:
    return editor(t) + changes(t) + settings(t) + notes(t)


def editor(t: Any) -> list[dict[str, Any]]:
    where = f"everydoor PoiEditorPage ({NAME}, edited)"
    edited = page(NAME, [
        {"icon": t("editorHistory")}, {"icon": t("editorTags")},
        {"field": "name", "text": NAME}, {"field": "amenity", "text": KIND},
        {"button": t("editorMissing")}, {"button": t("editorSave")}])  # fmt: skip
    sheet = "everydoor PoiEditorPage.deleteDialog (showModalActionSheet)"
    title = t("editorDeleteTitle", NAME)
    plain = [{"button": t("editorDeleteButton")}, {"button": t("material:cancel")}]
    address = [{"button": t("editorDeleteKeepAddressButton")}, *plain]
    restore = "everydoor PoiEditorPage.confirmDisused"
    asked = t("editorRestoreMessage", NAME)
    closing = "everydoor PoiEditorPage (leaving with unsaved edits)"
    return [
        entry("opens-prompt", where, edited, [(t("editorMissing"), False)]),
        entry("reversible", where, edited, [(t("editorSave"), False)]),
        popup("reversible", sheet, NAME, title, None, [],
              items=tuple(plain), taps=((t("editorDeleteButton"), False),)),
        popup("reversible", sheet + " (an address)", NAME, title, None, [],
              items=tuple(address), taps=((t("editorDeleteKeepAddressButton"), False),)),
        popup("reversible", restore, NAME, t("editorRestoreTitle"), asked,
              [(t("buttonNo"), None), (t("buttonYes"), False)]),
        popup("harmless", closing, NAME, t("editorCloseTitle"), t("editorCloseMessage"),
              [(t("material:cancel"), False), (t("material:ok"), None)]),
    ]  # fmt: skip


def changes(t: Any) -> list[dict[str, Any]]:
    rows = [{"row": NAME, "secondary": t("changesPending")},
            {"row": "Bakery Müller", "secondary": t("changesPending")}]  # fmt: skip
    listed = page(t("changesCount#2"), [
        {"icon": t("tagsShare")}, {"icon": t("changesPurge")}, {"icon": t("navUpload")},
        {"list": rows}])  # fmt: skip
    where = "everydoor ChangeListPage (two changes, an upload failed)"
    purge = "everydoor ChangeListPage (Purge Changes?)"
    message = t("changesPurgeMessage")
    behind = t("changesCount#2")
    bar = "everydoor BrowserNavigationBar (changes to upload)"
    nav = page("Every Door", [
        {"icon": t("navUpload")}, {"icon": t("navImagery")}, {"icon": t("navNotesMode")},
        {"icon": t("mapSettings")}, {"text": NAME}, {"text": "Bakery Müller"}])  # fmt: skip
    review = "everydoor ChangesetSheetPane (changes to upload, hashtags set)"
    go = t("material:continue")
    pane = ({"field": "hashtags", "hint": t("hashtagsLabel"), "text": "#everydoor"},
            {"icon": t("chooseTypeClear")}, {"switch": t("hashtagsConfirm")})  # fmt: skip
    return [
        entry("publish", bar, nav, [(t("navUpload"), True)]),
        entry("reversible", bar, nav, [(t("navImagery"), False)]),
        popup("publish", review, "Every Door", None, None, [(go, True)], items=pane),
        popup("reversible", review, "Every Door", None, None, [(go, None)], items=pane,
              taps=((t("hashtagsConfirm"), False),)),
        entry("publish", where, listed, [(t("navUpload"), True)]),
        entry("harmless", where, listed, [(t("tagsShare"), False)]),
        entry("opens-prompt", where, listed, [(t("changesPurge"), False)]),
        popup("delete", purge, behind, t("changesPurgeTitle"), message,
              [(t("buttonNo"), None), (t("buttonYes"), True)]),
        popup("harmless", purge, behind, t("changesPurgeTitle"), message,
              [(t("buttonNo"), False), (t("buttonYes"), None)]),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    rows = page(t("settingsTitle"), [
        {"text": t("settingsApiServer")}, {"row": t("settingsLoginDetails")},
        {"row": t("settingsHashtags")}, {"text": t("settingsDataManagement")},
        {"row": t("settingsUploads")}])  # fmt: skip
    where = "everydoor SettingsPage"
    caches = page(t("settingsDataManagement"), [
        {"row": t("settingsPurgeAllData"), "secondary": "2,431"},
        {"row": t("settingsCachesClearRaster"), "secondary": "48 MB"}])  # fmt: skip
    data = "everydoor CachesPage"
    purge = "everydoor CachesPage (Delete Data?)"
    message = t("settingsPurgeDataMessage")
    account = page(t("accountTitle"), [
        {"text": "mapper42"}, {"button": t("accountChangesets")},
        {"button": t("accountUnreadMail")}, {"button": t("accountLogout")}])  # fmt: skip
    out = "everydoor AccountPage (Log Out?)"
    asked = t("accountLogout") + "?"
    leave = t("accountLogout").upper()
    return [
        entry("harmless", where, rows, [(t("settingsUploads"), False)]),
        entry("opens-prompt", data, caches, [(t("settingsPurgeAllData"), False)]),
        entry("reversible", data, caches, [(t("settingsCachesClearRaster"), False)]),
        popup("reversible", purge, t("settingsDataManagement"), t("settingsPurgeDataTitle"),
              message, [(t("buttonNo"), None), (t("buttonYes"), False)]),
        entry("opens-prompt", "everydoor AccountPage", account, [(t("accountLogout"), False)]),
        popup("reversible", out, t("accountTitle"), asked, None,
              [(t("material:cancel"), None), (leave, False)]),
    ]  # fmt: skip


def notes(t: Any) -> list[dict[str, Any]]:
    behind = t("navNotesMode")
    fresh = [
        {"field": "comment", "hint": t("notesComment"), "text": NOTE},
        {"switch": "Publish to OSM"},
    ]
    new = "everydoor NoteEditorPane (a new note)"
    ok, cancel = t("material:ok"), t("material:cancel")
    osm = [{"text": f"mapper7: {ASKED}"}, {"field": "comment", "hint": t("notesComment")}]
    resolve = t("notesClose").upper()
    old = "everydoor NoteEditorPane (an OpenStreetMap note)"
    ask = "everydoor NoteEditorPane (Mark the note resolved?)"
    kept = "everydoor NoteEditorPane (a note of this device, not yet uploaded)"
    mine = [{"field": "comment", "hint": t("notesComment"), "text": NOTE}]
    return [
        popup("reversible", new, behind, None, None, [(cancel, None), (ok, False)],
              items=tuple(fresh)),
        popup("reversible", new, behind, None, None, [(cancel, None), (ok, None)],
              items=tuple(fresh), taps=(("Publish to OSM", False),)),
        popup("reversible", kept, behind, None, None,
              [(t("notesDelete").upper(), False), (cancel, None), (ok, None)], items=tuple(mine)),
        popup("opens-prompt", old, behind, None, None,
              [(resolve, False), (cancel, None), (ok, None)], items=tuple(osm)),
        popup("reversible", ask, behind, t("notesCloseMessage"), None,
              [(cancel, None), (t("notesClose"), False)]),
        popup("harmless", ask, behind, t("notesCloseMessage"), None,
              [(cancel, False), (t("notesClose"), None)]),
    ]  # fmt: skip
