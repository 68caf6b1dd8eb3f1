"""Builds the five-hundred-and-nineteenth held-out corpus (``heldout_v519.yaml``) from a real web
app's source.

The first choice, Cinny (github.com/cinnyapp/cinny, a Matrix client), ships catalogues for two
of the nine languages on its default branch (``public/locales/en.json`` and ``de.json`` at
``dev``'s c110e64341eef37706c5befb9fe8858b5e62bd5c, "Release v4.2.2 (#2012)", 16 Oct 2024), so
the corpus is built from the alternate. The source is Greenlight
(github.com/bigbluebutton/greenlight), BigBlueButton's front end for rooms, meetings and
recordings: a React single-page app (``app/javascript``: react-bootstrap, react-query 3,
react-hook-form with yup 0.32, i18next 21, axios 1.16 by ``yarn.lock``) over the Rails API under
``/api/v1``. Read at ``master``'s commit 15db765b7fab10414df1a838ae8b3501b215cec4 ("Rubocop and
rspec fixes (#6304)", 17 Jul 2026). Read in ``app/javascript``: ``Axios.jsx`` (the axios
instance: baseURL ``/api/v1``, JSON bodies, the CSRF token in a header, not written here),
``i18n.jsx``, ``App.jsx`` (the document title "BigBlueButton"), ``main.jsx`` (the routes),
``routes/AuthenticatedOnly.jsx``, ``contexts/auth/AuthProvider.jsx``, every module of
``hooks/mutations``, ``hooks/queries`` and ``hooks/forms``, and the components
``shared_components`` (``modals/Modal.jsx``, ``CreateRoleModal.jsx``, ``forms/Form.jsx``,
``forms/FormControl.jsx``, ``FormCheckBox.jsx``, ``search/SearchBar.jsx``,
``utilities/SimpleSelect.jsx``, ``utilities/HCaptcha.jsx``, ``utilities/Title.jsx``,
``Header.jsx``), ``home/NavbarSignedIn.jsx``, ``home/AuthButtons.jsx``, ``rooms/Rooms.jsx``,
``RoomsList.jsx``, ``RoomCard.jsx``, ``rooms/room/`` (``Room.jsx``, ``FeatureTabs.jsx``,
``forms/CreateRoomForm.jsx``, ``forms/DeleteRoomForm.jsx``, ``join/JoinCard.jsx``,
``presentation/Presentation.jsx`` and its delete form, ``room_settings/`` (``RoomSettings``,
``RoomSettingsRow``, ``AccessCodeRow``, ``ServerTagRow``, ``UnshareRoom``,
``forms/UpdateRoomNameForm``), ``shared_access/`` (``SharedAccess``, ``SharedAccessEmpty``,
``forms/SharedAccessForm``)), ``recordings/`` (``RecordingRow``, ``RecordingsList``,
``RecordingsCountTab``, ``CopyRecordingPopover``, ``forms/DeleteRecordingForm``,
``forms/UpdateRecordingForm``, ``room_recordings/``), ``users/`` (``user/Profile``,
``AccountInfo``, ``SetAvatar``, ``DeleteAccount``, ``forms/UpdateUserForm``,
``forms/DeleteUserForm``, ``forms/DeleteAvatarForm``, ``password_management/ChangePassword`` and
``forms/ChangePwdForm``, ``authentication/SignIn`` and ``forms/SigninForm``) and ``admin/``
(``AdminNavSideBar``, ``AdminPanel``, ``manage_users/`` (``ManageUsers``, ``ManageUserRow``,
``BannedPendingRow``, ``InvitedUsersTable``, ``VerifiedUsers``, ``BannedUsers``,
``ManageUsersTable``, ``EditUser``, ``forms/DeleteUserForm``, ``forms/InviteUserForm``),
``server_rooms/``, ``server_recordings/``, ``site_settings/`` (``SiteSettings``,
``SettingsRow``, ``settings/``, ``registration/``, ``appearance/``, ``administration/``),
``room_configuration/`` and ``roles/`` (``Roles``, ``RolesList``, ``RoleRow``, ``EditRole``,
``RolePermissionRow``, ``forms/EditRoleForm``, ``forms/DeleteRoleForm``,
``forms/CreateRoleForm``)). Read on the server: ``config/routes.rb``; the controllers of
``app/controllers/api/v1`` (``rooms``, ``room_settings``, ``meetings``, ``recordings``,
``shared_accesses``, ``users``, ``sessions``, ``reset_password``, ``locales``) and of its
``admin/`` (``users``, ``invitations``, ``server_rooms``, ``server_recordings``,
``site_settings``, ``roles``, ``role_permissions``, ``rooms_configurations``); the models
``room.rb`` (a room's recordings, shared accesses and settings go with it), ``recording.rb`` (a
destroyed recording is deleted on the BigBlueButton server too), ``user.rb`` (a user's rooms go
with the account), ``role.rb`` and ``invitation.rb``; the services ``meeting_starter.rb``,
``big_blue_button_api.rb``, ``recordings_sync.rb`` and ``tenant_setup.rb`` (the default site
settings).

**Screens** (32 a language, written as 43 entries, one per kind of action on a screen; 60
actions): Mara Lind, an administrator, signed in: her rooms list (a room with no meeting
running, another with one); the create room modal; a room's page on its recordings tab (one
published recording), on its settings tab and on its access tab; the confirmations of deleting a
recording, the room's presentation and the room; the share room access modal; the header's user
menu; the administrator panel's manage users page, a user's row menu, the confirmation of
deleting the user, the invite modal, the menus of an invited and of a banned row; a server
room's row menu and the confirmation of deleting it; a server recording's visibility menu (an
unpublished recording); the site settings' appearance tab and the registration method menu; the
roles list, the Teacher role's page and the confirmation of deleting it. Li Wei, a user, signed
in: the settings tab of a room shared with her and the confirmation of leaving it ("Delete
Shared Access"); her profile's account info, change password and delete account panes, and the
confirmation of deleting her account. Signed out: a room's join page and the sign-in page. A
page is titled as the app titles the document: "BigBlueButton", or the room's name on a room's
page and its join page. A page lists its widgets top to bottom without the header's navigation
bar; a react-bootstrap modal is a dialog whose heading and message are its form's heading and
question (with "This action cannot be undone."), over the page; an open dropdown menu (a row's
menu, a select's options, the user menu) is a dialog of its entries. A form field is its label,
then the input with its placeholder and value; a switch is named by its ``<label for>`` (a room
setting's, a role permission's description); a recording's copy and delete icons are named by
their SVG titles. Left out because the app gives them no accessible name: the presentation's
trash icon, an access code's copy, regenerate and remove icons, a shared user's trash icon, a
room card's copy icon, the rows' menu toggles, the site settings' switches (``SettingsRow`` has
no label), the "Back" links (``aria-hidden``) and the sort arrows. Left out because they repeat
a button's words: the change password pane's heading and the profile's pills beside it, the
delete account confirmation's heading and the sign-in card's title. Dates, which the browser
writes in the language (``toLocaleDateString``), and the language select's native names are left
out. Names, e-mail addresses, room and recording names, role names, ids, codes and numbers are
the same in every language, and so are the recording formats (``presentation``, ``video``) and
the invite form's placeholders, which the code writes in English.

**Strings** are ``app/assets/locales/<code>.json``, read from the commit with ``git show``, as
i18next reads ``t("a.b.c")``: a key the catalogue lacks shows English's text (``fallbackLng``
ends in ``en``), and ``{{placeholders}}`` are filled in. The codes are en, zh_TW, ja, ko_KR, de,
fr, es, pt and ru. The app has no Simplified Chinese catalogue: its only Chinese is Traditional
(``zh_TW.json``), the one Chinese its language list offers, and a browser set to ``zh-CN`` gets
it too (``LocalesController#show`` finds no ``zh_CN`` file, and i18next falls back to ``zh``,
which the server matches to ``zh_TW.json`` by its prefix); so the Chinese screens are
Traditional Chinese, for a user whose language is ``zh-TW``, and the Korean ones are
``ko_KR.json`` for ``ko-KR``. The build prints the keys a language lacks: every language but
Japanese lacks the invite form's "Names (optional)"; Korean and Russian also lack the Unverified
tab; Portuguese lacks eleven (Revoke, Public, Reset, Delete Presentation, the Unverified tab,
two labels of the role page, and the join page's name label and its two placeholders), all shown
in English.

**What each action sends**, read from the code. Every call is the app's axios instance:
``/api/v1`` before the path, a body ``JSON.stringify``'d (none where the code passes none: a
``DELETE`` whose second argument is the form's empty values sends no body), the query of
``params`` as axios 1.16 writes it (``null`` and ``undefined`` left out, an array's brackets
percent-encoded). A form's values come in the order of its defaults (yup casts them in that
order). A tap that changes the route on the page (no page load) is written with the reads the
new view makes when it mounts (react-query reads again on every mount, each component's after
its children's); requests the page sends after a reply (lists read again, the reads of a page
``navigate()`` opens) are not written, but a page load the reply leads to is (``via: link``).
Rooms list: Start ``POST /meetings/<room>/start.json`` (the meeting is created and its owner
joined), then the BigBlueButton join URL the reply gives, as ``window.location``. Create Room
``POST /rooms.json`` ``{"room":{name,user_id},"user_id"}``. A room's page: Start Meeting as
Start; the Settings tab's reads (the room, its settings, the room configurations, the server
tags and their fallback mode); a recording's format button ``POST
/recordings/recording_url.json`` ``{"id","recording_format"}``, then ``window.open`` of the
playback URL. The confirmations' Delete: ``DELETE /recordings/<record id>.json``, ``DELETE
/rooms/<room>/purge_presentation.json``, ``DELETE /rooms/<room>.json``. The settings tab: Update
``PATCH /rooms/<room>.json`` ``{"room":{"name"}}``; Generate and a switch ``PATCH
/room_settings/<room>.json`` ``{"settingName","settingValue"}`` (the moderator approval switch
sends ``ASK_MODERATOR``, as ``useUpdateRoomSetting`` rewrites it). Share ``POST
/shared_accesses.json`` ``{"friendly_id","shared_users":[ids]}``; leaving a shared room ``POST
/shared_accesses/<room>/unshare_room.json`` ``{"data":{"user_id"}}``. The join page's Join
Meeting ``POST /meetings/<room>/status.json`` ``{"name","access_code"}`` (the meeting has not
started: the reply says so and the page waits). User menu: Profile's reads (the language list,
the name setting), Sign Out ``DELETE /sessions/signout.json``. Profile: Update ``PATCH
/users/<id>.json`` ``{"name","email","language","role_id"}`` (the language the account is set
to, which differs by language); Delete Avatar ``DELETE /users/<id>/purge_avatar.json``; Change
Password ``POST /users/change_password.json`` ``{"user":{old,new,confirmation}}``; the
confirmation's Delete Account ``DELETE /users/<id>.json``. Sign In ``POST /sessions.json``
``{"session":{"email","password","extend_session"},"token":""}`` (no hCaptcha set up).
Administrator panel: the Invited tab's read; a user's row menu: View's read of the user, Ban
``PATCH /admin/users/<id>.json`` ``{"user":{"status":"banned"}}``; the confirmation's Delete
``DELETE /users/<id>.json``; Send Invitation ``POST /admin/invitations.json``
``{"invitations":{"emails","names"}}``; Revoke ``DELETE /admin/invitations/<id>.json``; Unban
``{"user":{"status":"active"}}``; Re-Sync Recordings ``GET
/admin/server_rooms/<room>/resync.json``; the server room's Delete ``DELETE
/rooms/<room>.json``; a visibility ``POST /recordings/update_visibility.json``
``{"visibility","id"}``; Remove Branding Image ``DELETE /admin/site_settings.json``; the
Registration tab's reads (the env, seven site settings, the roles); a registration method
``PATCH /admin/site_settings/RegistrationMethod.json`` ``{"value"}``; a role's row, its read; a
permission's switch ``POST /admin/role_permissions.json`` ``{"role":{role_id,name,value}}``; the
role's Delete ``DELETE /admin/roles/<id>.json``. Nothing is sent by + New Room, + Share Access,
Upload Avatar (a file picker), Delete Room, Delete Shared Access, "Yes, I would like to delete
my account", Invite User, Delete Role, the row menus' Delete, a recording's Delete icon and
visibility select, which only open a modal, a picker or a menu, nor by Close and Cancel.

Each action is labelled by what it does, not by its words. **Irreversible:** **delete:** Delete
in the confirmations of a recording (the recording is deleted on the BigBlueButton server), the
presentation (the file is purged), a room (its recordings, shared accesses and settings go with
it) and a role; Delete Avatar (judgement call: purged at once, with no confirmation; only a file
the user still holds can put it back) and Remove Branding Image (judgement call: likewise);
**delete-user:** Delete in a user's confirmation (the account, its rooms and their recordings);
**delete-account:** Delete Account in one's own; **leave:** Delete in the confirmation of a
shared room's Delete Shared Access (judgement call: the user loses the room and cannot share it
with herself again; only its owner or an administrator can); **ban:** Ban (the user's session
token is regenerated, which signs them out everywhere; Unban lets them sign in again, but the
sessions ended stay ended); **send:** Send Invitation (an e-mail goes to each address);
**revoke:** Revoke (the invitation and its token are deleted, so the link sent stops working;
inviting again sends a new e-mail with a new token); **publish:** Public and Published in an
unpublished recording's visibility menu (judgement call: Published makes its playback open to
anyone with its link, Public also lists it on the room's public recordings page; the menu sets
it back, but what others saw or saved cannot be). **Reversible or harmless:** Unpublished (the
recording is already unpublished; nothing changes), Unban, creating a room (deletable), renaming
a room, generating a viewers' access code where there was none (the remove icon beside it takes
it away), a room setting's switch, sharing a room (the owner removes the access from the same
tab, and nothing is sent to the user), updating one's profile, changing one's password
(judgement call: the user knows the new one and can set the old one again; the server only
changes the digest, and no session ends), a registration method and a role permission (each set
back from the same place), Re-Sync Recordings (judgement call: the room's recording rows are
rebuilt from the server's list, which keeps their names and visibilities; nothing is deleted
there), Start and Start Meeting (judgement call: the meeting is created on the BigBlueButton
server and its owner joins it; nobody is called, guests already waiting on the join page are let
in as they asked, and the moderator ends it), the guest's Join Meeting, Sign In and Sign Out
(only this browser's session ends), the reads and the links, every control that only opens a
modal, a picker or a menu, and every Close and Cancel. Not in the corpus: the nameless icons
above (regenerating an existing access code, by the nameless arrow, would revoke the code given
out), the New User modal (whether it e-mails the new user depends on the server's mail
settings), Verify on the unverified tab (the app has no way to unverify) and the site settings'
administration tab (its link and banner forms). Every screen is a web page (``web: true``) and
every action states its requests and bodies.

    git clone https://github.com/bigbluebutton/greenlight greenlight
    git -C greenlight checkout 15db765b7fab10414df1a838ae8b3501b215cec4
    python tests/safety/heldout_v519/build.py greenlight

The corpus was built from these sources alone, without reading the safety policy, its term lists
or any corpus's measured figures; nothing in the policy is tuned to it."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

import greenlight_account
import greenlight_admin
import greenlight_rooms
from web_corpus import build, flatten

COMMIT = "15db765b7fab10414df1a838ae8b3501b215cec4"
CATALOG = "app/assets/locales/{}.json"
LANGUAGES = {"en": "en", "zh": "zh_TW", "ja": "ja", "ko": "ko_KR", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt", "ru": "ru"}  # fmt: skip
"""The catalogue each language's screens read: a Chinese user's is the Traditional one."""
ACCOUNTS = {"en": "en", "zh": "zh-TW", "ja": "ja", "ko": "ko-KR", "de": "de", "fr": "fr",
            "es": "es", "pt": "pt", "ru": "ru"}  # fmt: skip
"""The language each screen's user has set, as the account stores it."""
OUT = Path(__file__).with_name("heldout_v519.yaml")
PLACEHOLDER = re.compile(r"\{\{\s*([\w.]+)\s*\}\}")


def read_catalog(checkout: Path, code: str) -> dict[str, str]:
    """A language's catalogue at the pinned commit, its keys joined with dots."""
    done = subprocess.run(["git", "-C", str(checkout), "show", f"{COMMIT}:{CATALOG.format(code)}"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    return flatten(json.loads(done.stdout))


class Lookup:
    """``t(key, *values)`` as i18next's with English as the fallback language: a key the
    catalogue lacks shows English's text (``fallbacks``); the message's ``{{placeholders}}``
    are filled with ``values`` in the order they appear. ``code`` is the user's language."""

    def __init__(self, table: dict[str, str], english: dict[str, str], code: str) -> None:
        self.table, self.english, self.code = table, english, code
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *values: Any) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in the app")
        text = self.table.get(key) or ""
        if not text:
            self.fallbacks.add(key)
            text = self.english[key]
        given = iter(values)

        def fill(match: re.Match[str]) -> str:
            value = next(given, None)
            if value is None:
                raise SystemExit(f"{key!r} needs a value for {match.group(1)}")
            return str(value)

        return PLACEHOLDER.sub(fill, text)


def main(checkout: str) -> int:
    repo = Path(checkout)
    english = read_catalog(repo, "en")

    def lookup(lang: str) -> Lookup:
        table = english if lang == "en" else read_catalog(repo, LANGUAGES[lang])
        return Lookup(table, english, ACCOUNTS[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return [*greenlight_rooms.screens(t), *greenlight_account.screens(t),
                *greenlight_admin.screens(t)]  # fmt: skip

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
