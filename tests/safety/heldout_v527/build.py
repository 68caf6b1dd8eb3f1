"""Builds the five-hundred-and-twenty-seventh held-out corpus (``heldout_v527.yaml``) from a real
web app's source.

The source is LibrePhotos's web app (github.com/LibrePhotos/librephotos-frontend, the front end
of github.com/LibrePhotos/librephotos), a self-hosted photo library: a React single-page app
drawn with Mantine 6 whose every control calls the server's API, ``/api/`` on the page's own
origin, through Redux Toolkit Query's ``fetchBaseQuery`` (the browser's ``fetch``). Read at
commit f23c8b82c779f180a92244a6008d7012360d2b86 ("Blacklist refresh token on logout", 14 Sep
2024), the head of its default branch, ``dev``. Read in ``src``: ``i18n.ts`` (i18next, one
``translation`` namespace per language, ``fallbackLng: "en"``, ``escapeValue: false``);
``api_client/apiClient.js`` (``serverAddress`` empty: every URL on the page's origin),
``api_client/api.ts`` (``fetchBaseQuery({baseUrl: "/api/"})``, the access token in an
``Authorization`` header, not written here; the login, logout, sign-up, user, job, face and
statistics endpoints), ``admin-jobs.ts``, ``site-settings.ts``, ``user.ts``, ``util.ts``,
``people.ts``, ``nextcloud.ts``, ``dir-tree.ts``, ``albums/user.ts``, ``albums/auto.ts``,
``albums/people.ts``, ``albums/sharing.ts``, ``albums/types.ts``, ``photos/delete.ts``,
``photos/favorite.ts``, ``photos/visibility.ts``, ``photos/sharing.ts``, ``photos/scan.ts``,
``photos/download.ts`` and ``photos/photoDetail.ts``; ``store/auth/authSlice.ts`` and
``auth.zod.ts``, ``store/user/user.zod.ts`` and ``userSlice.ts``; in ``components``:
``photolist/PhotoListView.tsx``, ``SelectionBar.tsx``, ``SelectionActions.tsx``,
``TrashcanActions.tsx`` and ``DefaultHeader.tsx``, ``album/ModalAlbumEdit.tsx``,
``sharing/ModalPhotosShare.tsx``, ``ModalAlbumShare.tsx``, ``UserEntry.tsx`` and ``utils.ts``,
``lightbox/LightBox.tsx``, ``Toolbar.tsx``, ``Sidebar.tsx``, ``VersionComponent.tsx``,
``FileInfoComponent.tsx``, ``TimestampItem.tsx`` and ``Description.tsx``,
``facedashboard/ButtonHeaderGroup.tsx``, ``TabComponent.tsx``, ``HeaderComponent.tsx`` and
``FaceComponent.tsx``, ``modals/ModalPersonEdit.tsx``, ``ModalUserDelete.tsx`` and
``ModalUserEdit.tsx``, ``settings/PasswordEntry.tsx``, ``job/JobList.tsx`` and
``DeleteJobButton.tsx``, ``menubars/TopMenu.tsx``, ``SideMenuNarrow.tsx`` and ``navigation.tsx``;
in ``layouts``: ``albums/AlbumUser.tsx``, ``AlbumPeople.tsx``, ``AlbumAuto.tsx`` and
``HeaderComponent.tsx``, ``dataviz/FaceDashboard.tsx``, ``photos/TimestampPhotos.tsx`` and
``DeletedPhotos.tsx``, ``settings/AdminPage.tsx``, ``SiteSettings.tsx``, ``Library.tsx``,
``Profile.tsx`` and ``Settings.tsx``, ``login/LoginPage.tsx`` and ``SignUpPage.tsx``;
``util/util.ts`` (``fuzzyMatch``, ``copyToClipboard``); ``index.html`` (the title
"LibrePhotos"); ``package.json`` and ``yarn.lock`` (@reduxjs/toolkit 2.2.6, i18next 23.11.5,
@mantine/core 6.0.22, @tabler/icons-react 3.14.0). Read in the server, github.com/LibrePhotos/
librephotos at commit e675a0dc1000af0faa51c4e9411d6bea82e3ac1a ("chore(deps): update dependency
faker to v30.8.1", 24 Oct 2024): ``librephotos/urls.py`` and ``settings/production.py``
(djangorestframework-simplejwt with its token blacklist); ``api/views/photos.py`` (the trash is
a flag, ``in_trashcan``, set and cleared by ``SetPhotosDeleted``; ``DeletePhotos`` deletes only
a photo in the trash; ``SetPhotosPublic``; ``SetPhotosShared`` adds or removes the photos'
``shared_to`` rows) and ``api/models/photo.py`` (``manual_delete`` removes the photo's files
from the disk and marks it removed; ``delete_duplicate`` removes that one file from the disk);
``api/views/views.py`` (``MediaAccessView``: a public photo's files are served to anyone,
signed in or not, a shared photo's to the users it is shared to; ``DeleteMissingPhotosView``,
``SetUserAlbumShared``); ``api/autoalbum.py`` (``generate_event_albums`` groups the photos by
the time they were taken and makes an event album for each group of two or more that has none,
titled by ``_generate_title``; ``delete_missing_photos`` deletes the photos that have no file
left, their faces and their places in every album); ``api/models/album_auto.py`` and
``api/views/album_auto.py`` (``delete_all``); ``api/models/album_user.py``;
``api/views/albums.py`` (``PersonViewSet``), ``api/serializers/person.py`` and
``api/models/face.py`` (a deleted person's faces go back to the unknown person; a deleted
face's thumbnail is removed from the disk); ``api/views/faces.py`` (``DeleteFaces``,
``SetFacePersonLabel``, ``TrainFaceView``); ``api/views/user.py`` (``DeleteUserViewSet``: the
user's row deleted, with what the database ties to it; an administrator is refused) and
``api/views/jobs.py`` (the worker logs: a plain model view set, whose delete deletes the row).

**Screens** (40 a language, 61 actions), all of an administrator, "mara" (Mara Lindqvist, user 1),
signed in on a desktop-sized window, but the last: the photos page (``/``) with three photos
selected; its "Photo Actions" menu (twice: one per kind of action) and its "+" menu; the
add-to-album modal (with a new album's title typed, then empty, listing Mara's albums); the share
modal with "jon" typed (twice); the trash with two photos selected (twice) and its "Delete images"
modal; a private photo's lightbox (twice); its details panel scrolled to the file's versions, one
duplicate listed (twice), and the duplicate's delete modal; the menu of the album "Summer 2023" on
"My Albums", its delete and rename modals; the menu of the person "Rosa" on "People" and her delete
modal; the menu of the event album "Saturday Morning in Porto" and its delete modal; the face
dashboard on its Labeled tab with three of Rosa's faces selected (three times) and the delete-faces
and label-faces modals; the header's user menu; the library page (twice) and its missing-photos
modal; the admin area scrolled to the site settings, the admin tools, the users (Mara and Jonas) and
the worker logs (one finished photo scan), the delete-user modal of Jonas and the create-user modal
filled in; the profile scrolled to its appearance card; and, signed out, the login page
(registration allowed), the password typed. Every screen is titled "LibrePhotos" (index.html's
title: no page sets one). A page lists the side menu's six entries (``link`` items: Photos, Albums,
Data, Faces, Sharing, Trash) before its content, but for the login page, which has none; the top bar
is left out, but for the user menu it opens. A Mantine ``Menu`` is a dialog of its labels (``text``)
and items (``menu``), an item's leading spaces trimmed (the code writes "  Hide"); a Mantine
``Modal`` is a dialog headed by its title (the rename modal's by the heading inside it), its text as
the message, then its controls. An icon button with a ``title`` (the users table's Modify and
Delete) is an ``icon`` named by it; one with none (the selection bar's, the trash's restore and
delete, the lightbox's toolbar, the share modal's share and unshare, the face dashboard's buttons,
whose Mantine ``Tooltip`` names nothing) is an ``id`` named by its Tabler icon's class
(``tabler-icon-trash``...), the only name the page gives it. A Mantine ``Switch`` is a ``switch``, a
``Radio`` and a ``SegmentedControl``'s option a ``radio``, a ``Tabs.Tab`` a ``tab``, an album's
``UnstyledButton`` in the add-to-album modal a ``row``. Relative times ("Joined 3 months ago"),
images, avatars and the library's counts are left out, and so are the modals' close buttons (no
name), the lightbox's own zoom, arrow and close buttons and the worker logs' column headings (in
Spanish "Eliminar" is both a heading and the Remove button). Names, e-mail addresses, image hashes,
paths, ids, passwords and numbers are the same in every language.

**Strings** are ``src/locales/<code>/translation.json`` at the pinned commit for en, zh_Hans, ja,
ko, de, fr, es, pt and ru, the codes the profile's language picker sets (it offers pt and pt_BR; pt
is taken), read as i18next reads ``t(key)``: the nested keys joined by dots, the language's string,
English's where the language lacks the key, the key itself where English lacks it too (``enabled``
and ``disabled``, the public-sharing radios, in every language), ``{{name}}`` filled in, a
``<Trans>`` message's numbered tags dropped. Every language has a catalogue, but Japanese's (114
strings) and Korean's (48) hold the settings pages' strings alone: the build prints 115 keys
Japanese shows in English and 128 for Korean, so Japanese shows its own words in five of the 61 taps
(Scan, Train, the missing photos' badge, Small and Sign Up) and Korean in two (Scan and Small).
Russian lacks 25 of the keys shown (``cancel``, ``confirm``, ``delete``, ``rename``, ``save``,
``modify``, the face dashboard's, the share modal's and the label-faces modal's strings, the album's
and the faces' delete modals' texts, the admin tools' Delete and Download), French lacks
``deletealbumexplanation``; Chinese, German, Spanish and Portuguese lack none. Written in English in
the code, so in every language: the trash modal's title "Delete images"; the library's "Scan
Library" and "Generate", the missing photos' modal's text and its Cancel and Confirm; the "+" menu's
"Album"; the users table's "Add/Modify/Delete"; the worker logs' "Removing entries"; a job's type
("Scan Photos", a key no catalogue has).

**What each action sends**, read from the code. Every call is ``fetchBaseQuery``'s request to
``/api/`` and the endpoint's ``url`` (its leading slash dropped); a plain object body is
``JSON.stringify``'d, keys in the code's order; an endpoint that gives no body sends none. What
the page sends after a reply (the lists a mutation invalidates read again, a photo's details
read again, a download's polling) is not written, nor are the reads of a page the app routes to
(``push``). Nothing is sent by "3 selected" (it leaves the select mode), the "+" and the dots
icons and the menus' items that open a modal (Album, an album's Rename, Sharing and Delete, a
person's and an event album's Delete), the trash's delete icon, the duplicate's Delete, Show
Less, the face dashboard's add and delete icons, the missing photos' badge, the users table's
Delete and "Add New User", the user menu's Library and Admin Area, the thumbnail size's Small
(it only opens a "Save Changes?" dialog) and every Cancel. Favorite ``POST
/api/photosedit/favorite/`` ``{"image_hashes","favorite":true}``, Hide ``.../hide/``
``{"image_hashes","hidden":true}``, Move to trash ``.../setdeleted/``
``{"image_hashes","deleted":true}``, Make Public ``.../makepublic/``
``{"image_hashes","val_public":true}`` (the photos' links copied to the clipboard too); the
lightbox's star and globe the same for the one photo. Create ``POST /api/albums/user/edit/``
``{"title","photos"}``; an album's row ``PATCH /api/albums/user/edit/12/`` with the same body.
The share icon ``POST /api/photosedit/share/`` ``{"image_hashes","val_shared":true,
"target_user_id":7}``, the unshare icon the same with ``false``. The trash's restore icon ``POST
/api/photosedit/setdeleted/`` ``{"image_hashes","deleted":false}``; Confirm in "Delete images"
``DELETE /api/photosedit/delete/`` ``{"image_hashes"}``. The file's name opens ``GET
/media/photos/<hash>`` in a new tab (``via: link``); Delete in "Delete Duplicate" ``DELETE
/api/photosedit/duplicate/delete/`` ``{"image_hash","path"}``. Confirm in the album's delete
modal ``DELETE /api/albums/user/12/`` ``{}``; Rename ``PATCH /api/albums/user/12/``
``{"title"}``; Delete in "Delete Person" ``DELETE /api/persons/5/`` (no body); Delete in "Delete
Auto Album" ``DELETE /api/albums/auto/31/`` ``{}``. The face dashboard's user-off icon ``POST
/api/labelfaces`` ``{"person_name":"Unknown - Other","face_ids"}``, its barbell icon ``POST
/api/trainfaces`` (no body); Confirm in "Delete faces" ``POST /api/deletefaces``
``{"face_ids"}``; "Add Person" ``POST /api/labelfaces`` ``{"person_name","face_ids"}``. Log out
``POST /api/auth/token/blacklist/`` ``{"refresh"}`` (the refresh cookie, a made-up token). Scan
``POST /api/scanphotos/`` ``{}``; Train ``POST /api/trainfaces``; Confirm in "Remove missing
photos" ``POST /api/deletemissingphotos`` ``{}``. "Allow user registration" ``POST
/api/sitesettings`` ``{"allow_registration":true}``; the admin tools' Delete ``POST
/api/albums/auto/delete_all/`` ``{}``, at once, with no confirmation; Confirm in "Delete User"
``DELETE /api/delete/user/7/`` ``{"id":7}``; Save in "Create User" ``POST /api/user/``
``{"username","password","email","first_name","last_name"}``; the worker logs' Remove ``DELETE
/api/jobs/58/``, at once. On the login page, Enter in the password field ``POST
/api/auth/token/obtain/`` ``{"username","password"}``; Sign Up, a plain link, loads ``GET
/signup`` (``via: link``). Every screen is a web page (``web: true``) and every action states
its requests and bodies.

Each action is labelled by what it does in the app, not by its words. **Irreversible:** **delete:**
Confirm in "Delete images" (the photos' files are removed from the disk: the trash was the way back,
and there is none after it); Delete in "Delete Duplicate" (that copy's file is removed from the
disk); Confirm in the album's delete modal (judgement call: the photos stay, but the album, its
cover and its shares are deleted, with no trash); Delete in "Delete Person" (the person is deleted
and every face labelled as her goes back to unknown, to be labelled again one by one); Confirm in
"Delete faces" (the faces and their thumbnails are deleted, their labels with them); Confirm in
"Remove missing photos" (the photos whose files are gone are deleted with their faces, labels and
places in albums; if the files come back, a scan adds them as new photos without these); the worker
logs' Remove (judgement call: the job's record is deleted from the database, which nothing restores;
the job itself is not stopped). **delete-user:** Confirm in "Delete User" (Jonas's account and what
the database ties to it). **publish:** Make Public and the lightbox's globe on a private photo (the
photos' files are served to anyone, signed in or not, and their links are put on the clipboard to be
given out; making them private later cannot take back what was seen or saved). **share:** the share
icon (judgement call: Jonas sees and can download the three photos at once, under "Shared with you";
unsharing later cannot take that back). **Reversible or harmless:** Move to trash (the trash's
restore brings the photos back) and the restore; Favorite, Hide and the lightbox's star; unsharing
(judgement call: sharing again sets it back); creating an album, adding photos to one and renaming
one; deleting an event album and the admin tools' "Delete all auto created albums" (judgement call:
an event album holds nothing of the user's own: Generate Event Albums makes the same albums again
from the photos' dates, titled by the same rule, and no control of this version renames, favourites
or shares one); "Not this person" and "Add Person" (labels, set again by labelling the faces); the
registration switch; creating a user (judgement call: a new account, which the same table deletes);
Log out (judgement call: only this browser's refresh token is blacklisted, and signing in again
starts a new session; no other session ends); logging in; Scan and Train (jobs that add the new
files as photos and make the face clusters and their guesses again; faces labelled by hand keep
their labels, and a person left with no face is dropped); the thumbnail size, kept in the page until
Update; the links, the route changes, Show Less and the menus; every control that only opens a modal
or a menu (``opens-prompt`` where it opens a modal); and every Cancel. Not in the corpus: the "Photo
Actions" menu's two "Sharing" items (neither is one label alone), the album share modal's switches
(no name), the library's two "Generate" buttons, the users table's Modify icons (one per row),
Download (the archive is made by a job the page polls), the settings' and profile's Update (it sends
the whole user object as the server returned it), the avatar's upload (a multipart form) and the
sign-up page (its heading and its button are one string).

    git clone https://github.com/LibrePhotos/librephotos-frontend librephotos-frontend
    git -C librephotos-frontend checkout f23c8b82c779f180a92244a6008d7012360d2b86
    python tests/safety/heldout_v527/build.py librephotos-frontend

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures; nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

import librephotos_admin
import librephotos_albums
import librephotos_photos
from web_corpus import build, flatten

COMMIT = "f23c8b82c779f180a92244a6008d7012360d2b86"
# The catalogue each language's user picks on the profile page (i18n.ts's resources).
LANGUAGES = {"en": "en", "zh": "zh_Hans", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt", "ru": "ru"}  # fmt: skip
# Keys the code looks up that no catalogue has, English's included: i18next shows the key.
KEYS_SHOWN = {"enabled", "disabled"}
OUT = Path(__file__).with_name("heldout_v527.yaml")


def catalogue(checkout: str, code: str) -> dict[str, str]:
    """One language's catalogue at the pinned commit, its nested keys joined with dots."""
    path = f"{COMMIT}:src/locales/{code}/translation.json"
    text = subprocess.run(["git", "-C", checkout, "show", path], check=True,
                          capture_output=True, text=True).stdout  # fmt: skip
    return flatten(json.loads(text))


class Lookup:
    """``t(key, values)`` as i18next 23 reads it with ``fallbackLng: "en"``: the language's
    string, English's where the language lacks the key (``fallbacks``), the key itself where
    English lacks it too; ``{{name}}`` filled in from ``values`` (``escapeValue: false``)."""

    def __init__(self, table: dict[str, str], english: dict[str, str]) -> None:
        self.table, self.english = table, english
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, values: dict[str, Any] | None = None) -> str:
        if key not in self.english and key not in KEYS_SHOWN:
            raise SystemExit(f"no key {key!r} in the app's English catalogue")
        if any(k.startswith(f"{key}_") for k in (*self.table, *self.english)):
            raise SystemExit(f"{key!r} has plural forms")
        text = self.table.get(key)
        if text is None:
            if key in self.english:
                self.fallbacks.add(key)
            text = self.english.get(key, key)

        def fill(match: re.Match[str]) -> str:
            if match.group(1) not in (values or {}):
                raise SystemExit(f"{key!r} needs {match.group(1)!r}")
            return str((values or {})[match.group(1)])

        return re.sub(r"\{\{\s*(\w+)\s*\}\}", fill, text)


def main(checkout: str) -> int:
    english = catalogue(checkout, LANGUAGES["en"])

    def lookup(lang: str) -> Lookup:
        return Lookup(catalogue(checkout, LANGUAGES[lang]), english)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return (librephotos_photos.screens(t) + librephotos_albums.screens(t)
                + librephotos_admin.screens(t))  # fmt: skip

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
