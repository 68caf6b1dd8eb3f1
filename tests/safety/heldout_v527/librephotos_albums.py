"""LibrePhotos's albums, people, events and faces, screens for the five-hundred-and-twenty-seventh
held-out corpus: the menu of an album on "My Albums" and its delete and rename modals, the menu
of a person on "People" and the person's delete modal, the menu of an event album and its
delete modal, the face dashboard with three faces selected, the delete-faces modal and the
label-faces modal. ``screens(t)`` lays them out in one language (see screens.py); what each
action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import call, entry, menu, modal, page

ALBUM, ALBUM_TITLE, NEW_TITLE = 12, "Summer 2023", "Summer 2023 in the Algarve"
PEOPLE = [(5, "Rosa", 212), (8, "Tomás", 96)]  # persons/?page_size=1000, by name
EVENT, EVENT_TITLE = 31, "Saturday Morning in Porto"  # an auto-created (event) album
FACES = [412, 415, 418]  # the ids of the three faces selected on the face dashboard
NEW_PERSON = "Ana Costa"


def screens(t: Any) -> list[dict[str, Any]]:
    return album_screens(t) + face_screens(t)


def album_screens(t: Any) -> list[dict[str, Any]]:
    """An album's, a person's and an event album's menus and the modals they open."""
    album_menu = menu([{"menu": t(k)} for k in ("rename", "sidemenu.sharing", "delete")])
    delete_album = modal(None, t("deletealbumexplanation"), [
        {"button": t("cancel")}, {"button": t("confirm")}])  # fmt: skip
    rename = modal(t("useralbum.renamealbum"), None, [
        {"field": "title", "hint": t("useralbum.albumplaceholder"), "text": NEW_TITLE},
        {"button": t("rename")}])  # fmt: skip
    person_menu = menu([{"menu": t(k)} for k in ("rename", "delete")])
    delete_person = modal(t("personalbum.deleteperson"), t("personalbum.deletepersondescription"),
                          [{"button": t("cancel")}, {"button": t("delete")}])  # fmt: skip
    event_menu = menu([{"menu": t("delete")}])
    delete_event = modal(t("autoalbum.delete"), t("autoalbum.deleteexplanation"), [
        {"text": EVENT_TITLE}, {"button": t("cancel")}, {"button": t("delete")}])  # fmt: skip
    person, _, _ = PEOPLE[0]
    return [
        entry("opens-prompt", "AlbumUser album menu", album_menu, [
            (t("rename"), False, []), (t("sidemenu.sharing"), False, []),
            (t("delete"), False, [])]),
        entry("delete", "AlbumUser delete album", delete_album, [
            (t("confirm"), True, [call("DELETE", f"albums/user/{ALBUM}/", {})]),
            (t("cancel"), False, [])]),
        entry("reversible", "AlbumUser rename album", rename, [
            (t("rename"), False, [call("PATCH", f"albums/user/{ALBUM}/", {"title": NEW_TITLE})])]),
        entry("opens-prompt", "AlbumPeople person menu", person_menu, [(t("delete"), False, [])]),
        entry("delete", "AlbumPeople delete person", delete_person, [
            (t("delete"), True, [call("DELETE", f"persons/{person}/")]),
            (t("cancel"), False, [])]),
        entry("opens-prompt", "AlbumAuto event menu", event_menu, [(t("delete"), False, [])]),
        entry("reversible", "AlbumAuto delete event album", delete_event, [
            (t("delete"), False, [call("DELETE", f"albums/auto/{EVENT}/", {})]),
            (t("cancel"), False, [])]),
    ]  # fmt: skip


def face_screens(t: Any) -> list[dict[str, Any]]:
    """The face dashboard (``/faces``) on its Labeled tab, three of Rosa's faces selected, and
    the modals its buttons open. An icon button's tooltip (Mantine's) names nothing: the
    buttons are known by their icons."""
    fd = "facesdashboard"
    dashboard = page(t, [
        {"tab": t("settings.labeled")}, {"tab": t("settings.inferred")},
        {"switch": t(f"{fd}.selectedfaces", {"number": len(FACES)}), "checked": True},
        {"text": t(f"{fd}.sortby")}, {"radio": t(f"{fd}.sortbyconfidence"), "checked": True},
        {"radio": t(f"{fd}.sortbydate"), "checked": False},
        *[{"id": f"tabler-icon-{icon}"} for icon in ("plus", "user-off", "trash", "barbell")],
        {"text": PEOPLE[0][1]},
        {"text": t(f"{fd}.numberoffaces", {"number": PEOPLE[0][2]})}])  # fmt: skip
    delete_faces = modal(t("deleteface"), t("deletefaceexplanation"), [
        {"button": t("cancel")}, {"button": t("confirm")}])  # fmt: skip
    label = modal(t("personedit.labelfaces"), None, [
        {"text": t("personedit.numberselected", {"number": len(FACES)})},
        {"text": t("personedit.newperson")},
        {"field": "person", "hint": t("personedit.personname"), "text": NEW_PERSON},
        {"button": t("personedit.addperson")}])  # fmt: skip
    return [
        entry("reversible", "FaceDashboard not this person", dashboard, [
            ("tabler-icon-user-off", False, [call("POST", "labelfaces", {
                "person_name": "Unknown - Other", "face_ids": FACES})])]),
        entry("opens-prompt", "FaceDashboard buttons", dashboard, [
            ("tabler-icon-plus", False, []), ("tabler-icon-trash", False, [])]),
        entry("harmless", "FaceDashboard train", dashboard, [
            ("tabler-icon-barbell", False, [call("POST", "trainfaces")])]),
        entry("delete", "FaceDashboard delete faces", delete_faces, [
            (t("confirm"), True, [call("POST", "deletefaces", {"face_ids": FACES})]),
            (t("cancel"), False, [])]),
        entry("reversible", "ModalPersonEdit new person", label, [
            (t("personedit.addperson"), False, [call("POST", "labelfaces", {
                "person_name": NEW_PERSON, "face_ids": FACES})])]),
    ]  # fmt: skip
