"""Builds the three-hundred-and-eighteenth held-out corpus (``heldout_v318.yaml``) from a real web
app's source.

The source is Jellyfin Vue (github.com/jellyfin/jellyfin-vue), a Vue single-page client for a
Jellyfin media server: every screen is drawn in the browser, and every action that changes
anything calls the server's REST API through the Jellyfin TypeScript SDK (axios). Read at commit
a40a41dc4dce8858139672f9879ca9422a58a781 ("chore(i18n): translate terms", 19 Aug 2026). Read:
``packages/frontend/src/plugins/remote/auth.ts`` (connectServer, loginUser, logoutCurrentUser)
and ``sdk/sdk-utils.ts``; ``composables/page-title.ts`` (``<title> | Jellyfin Vue``);
``components/Dialogs/ConfirmDialog.vue``; ``components/Item/ItemMenu.vue``,
``Item/Metadata/RefreshMetadataDialog.vue``, ``Item/Identify/IdentifyDialog.vue`` and
``IdentifyResults.vue``; ``components/Forms/AddServerForm.vue`` and ``LoginForm.vue``;
``components/Layout/AppBar/Buttons/UserButton.vue``, ``Layout/SettingsPage.vue``;
``components/System/AddApiKey.vue``; ``components/Wizard/WizardAdminAccount.vue`` and
``WizardRemoteAccess.vue``; the pages ``server/add.vue``, ``server/login.vue``, ``wizard.vue``,
``settings/index.vue``, ``settings/account.vue``, ``settings/apikeys.vue``,
``settings/devices.vue``, ``settings/logs-and-activity.vue``, ``settings/users/index.vue`` and
``settings/users/[id].vue``; ``utils/items.ts`` (getItemDownloadUrl); ``store/dbs/api/index.ts``
(itemDelete); ``packages/i18n/src/index.ts`` (i18next, English as the fallback language). The
requests each SDK method makes (method, path, query names, ``JSON.stringify`` of the body) were
read from the SDK the app pins, github.com/jellyfin/jellyfin-sdk-typescript at tag v0.13.0
(commit 94695753de92d3777f8b7f07960d0b7b145fa67e, "Merge pull request #952 from
thornbill/v0.13.0", 28 Oct 2025): ``src/generated-client/api/*.ts``, ``common.ts``,
``src/api.ts`` (logout is ``POST /Sessions/Logout``) and ``src/utils/address-candidates.ts``.
What the server does with them was read from github.com/jellyfin/jellyfin at commit
c3ed1407ca698b0905de99da87b67415e6a62dbd ("Translated using Weblate (Faroese)", 22 Aug 2026):
``LibraryController`` (an item is deleted with ``DeleteFileLocation = true``: its files go from
the disk), ``ItemLookupController`` (applying a search result refreshes the item with
``ReplaceAllMetadata = true``), ``UserController.UpdateUserPassword`` (a new password revokes
every other token of the user; ``ResetPassword`` sets the password to the empty one),
``DevicesController.DeleteDevice`` (every session of the device is logged out),
``ImageController.DeleteUserImage`` (the file is deleted), ``ApiKeyController``,
``UserManager`` and ``RemoteSearchResult`` (null fields are not written).

**Screens** (36 a language), of an administrator, alice, signed in to
``https://jellyfin.example.org``, unless said: the add-server page; the login page's form for
alice chosen from the server's public users; the app bar's user menu; an item's menu in the
Movies library and in the music queue; the delete confirmation of the film and of one of its
versions; the refresh-metadata dialog with "Scan for new and updated files", with "Search for
missing metadata" (replace images off, then on) and with "Replace all metadata" (replace images
on); the identify dialog's search form, its results and its confirmation (written twice, replace
images off and on); the settings index; the account page (its picture part and its password part,
the same screen written twice), the delete-image confirmation; the API keys page with one key,
the revoke confirmation for one key and for all (the same dialog), the add-key dialog; the
devices page with one device and with two, the delete-device confirmation; the logs page; the
users page; a user's (maria's) profile tab, the delete-user confirmation, her password tab
(written twice, once per action), her parental-control tab and its add-tag dialog; the setup
wizard's administrator step and remote-access step. A page is titled by its ``document.title``
(the page's name, then "| Jellyfin Vue"; the wizard and the music queue set none). A
ConfirmDialog is a dialog with its title (none for the identify confirmation), its subtitle as
the first text, its text as the message, then Cancel and the confirm button; the API keys' and
devices' own dialogs have only a text, then Confirm and Cancel. Vuetify checkboxes are switches
with their state; the refresh dialog's select is a field showing the chosen method; a card or a
settings entry is a row. The tables' date columns and the users' last-activity line (relative
dates that change with the day) are left out.

**Strings** are ``packages/i18n/strings/<lang>.json`` for en, zh-CN, ja, ko, de, fr, es, pt-BR
and ru, read as i18next does with English as the fallback (``{{name}}`` filled in); 102 keys are
used. The build prints the keys a language lacks and so shows in English: zh, de, fr, es and ru
lack none; pt-BR lacks 4 (changeImage, changePassword, deleteImage, deleteImageConfirm, the
account page's picture and password buttons and the delete-image confirmation); ja lacks 68 and
ko 58 of the 102 (the app's Japanese and Korean catalogues hold 121 and 170 of its 446 strings),
so most of their settings, identify, refresh, queue and user screens show English, with their
own words for Cancel, Delete, Confirm and the rest they have. Names of the server, users, films,
API keys, devices, log files and typed texts are the same in every language.

**What each action sends**, read from the code. Every call is the SDK's axios request to
``https://jellyfin.example.org`` (the access token in an ``Authorization`` header, not written
here); bodies are ``JSON.stringify``'s; query strings are ``URLSearchParams``'. Connect: the SDK's
discovery ``GET /System/Info/Public`` of each address candidate (the address, then ports 8096 and
8920), then ``GET /System/Info/Public``, ``/Branding/Configuration`` and ``/Users/Public`` of the
best. Sign in: ``POST /Users/AuthenticateByName`` ``{"Username","Pw"}`` (the home page's reads
that follow are not written). Log out: ``POST /Sessions/Logout``. Identify in the item menu:
``GET /Items/<id>/ExternalIdInfos`` (the dialog's provider fields). Delete in the item
confirmation: ``DELETE /Items/<id>`` (the version's own id for a version). Refresh: ``POST
/Items/<id>/Refresh?metadataRefreshMode=..&imageRefreshMode=..&replaceAllMetadata=..
&replaceAllImages=..`` (Default for the scan, FullRefresh otherwise). Search: ``POST
/Items/RemoteSearch/Movie`` ``{"ItemId","SearchInfo":{"Name","Year","ProviderIds"}}``. Confirm
in the identify confirmation: ``POST /Items/RemoteSearch/Apply/<id>?replaceAllImages=..`` with
the chosen RemoteSearchResult as the server gave it. The settings index's Devices and API keys:
the page's ``GET /Devices`` or ``GET /Auth/Keys``. Delete in the image confirmation:
``DELETE /UserImage`` then ``GET /Users/Me``. Change password on the account page: ``POST
/Users/Password`` ``{"CurrentPw","NewPw"}``. Confirm in the revoke confirmation: ``DELETE
/Auth/Keys/<token>`` for the key (for every key, one after the other, after Revoke all API keys),
then ``GET /Auth/Keys``; Confirm in the add-key dialog: ``POST /Auth/Keys?app=Home+Assistant``
then ``GET /Auth/Keys``. Delete all on the devices page (at once, with no confirmation) and
Confirm in the device confirmation: ``DELETE /Devices?id=<device>`` for each device, then ``GET
/Devices``. A log file's link: ``GET /System/Logs/Log?name=..&api_key=..`` (``via: link``, a new
tab), as Help on the devices page opens the documentation. A user's card: ``GET /Users/<id>``,
``GET /Library/MediaFolders?isHidden=false``, ``GET /Localization/ParentalRatings``. Delete in
the delete-user confirmation: ``DELETE /Users/<id>`` then the users page's ``GET /Users``. Save
on a user's password tab: ``POST /Users/Password?userId=<id>`` ``{"NewPw","CurrentPw"}`` (the
app puts the confirmation field's value in CurrentPw), Reset password the same URL with
``{"ResetPassword":true}``, each then ``GET /Users/<id>``. The wizard's Next on the
administrator step: ``POST /Startup/User`` ``{"Name","Password"}``; Finish: ``POST
/Startup/RemoteAccess`` ``{"EnableRemoteAccess","EnableAutomaticPortMapping"}`` then ``POST
/Startup/Complete``. Nothing is sent by: Remember me and Change user on the login form,
Settings in the user menu (the settings index reads nothing), Remove from queue (the queue lives
in the browser), Replace existing images, a search result's card (it opens the confirmation),
Add blocked tag, Unblock tag and the tag dialog's Confirm (the tag list changes in the page until
Save), Previous, and every control that only opens a dialog or a confirmation (Delete item,
Refresh metadata, Delete image, Add new API key, Revoke, Revoke all API keys, Delete on the
devices page, Delete user, the Password tab) or a dialog's Cancel.

Each action is labelled by what it does, not by its words. **Irreversible:** Delete in an item's
confirmation (``delete``: the server deletes the film's or the version's files from the disk
and the item from the library; there is no trash); Delete in the image confirmation (``delete``:
the profile picture's file is deleted); Delete in the delete-user confirmation
(``delete-user``); Refresh with "Replace all metadata" or with "Replace existing images" checked,
and Confirm in the identify confirmation (``overwrite``, judgement call: the item's metadata,
with any edits made by hand, or its images, are replaced by the providers'; nothing keeps the
old ones, and an identification applies ``ReplaceAllMetadata``); Confirm in a revoke
confirmation (``revoke``: the program holding the key loses access for good; a new key is a
different token); Delete all on the devices page and Confirm in the device confirmation
(``revoke``, judgement call: every session of the device, this browser's own among them for
Delete all, is logged out and its token dropped on the server); Change password on the account
page and Save on maria's password tab (``revoke``, judgement call: the old password stops
working and the server revokes every other token of the user, so each of her devices is signed
out); Reset password (``reset``, judgement call: the server sets the password to the empty one,
the old one is gone and the account opens without one until a new one is set). **Harmless or
reversible:** Connect and the reads, Sign in and Log out (one signs in again), adding an API key
(revocable), Remove from queue, the refresh with "Scan for new and updated files" or with "Search
for missing metadata" without replacing images (judgement call: they only add what is missing
or changed on the disk), the identify search, the tag list's changes (nothing is saved until
Save), the wizard's Next (the administrator's name and password can be changed later) and Finish
(judgement call: the wizard cannot be run again, but every setting it wrote, remote access
included, can be changed in the dashboard), the links, and every control that only opens a
dialog or a confirmation, and every Cancel. Not in the corpus: saving a user's profile, access
or parental control, creating a user and the server settings page, whose bodies are the whole
user, policy or server configuration (many kilobytes); the image editor's delete icons and a
server card's remove icon, which have no label. Every screen is a web page (``web: true``) and
every action states its requests and bodies.

    git clone https://github.com/jellyfin/jellyfin-vue jellyfin-vue
    git -C jellyfin-vue checkout a40a41dc4dce8858139672f9879ca9422a58a781
    python tests/safety/heldout_v318/build.py jellyfin-vue

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from jellyfin import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh-CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt-BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v318.yaml")


class Lookup:
    """``t(key, **args)`` as i18next's with English as the fallback language: a key the
    language lacks, or leaves empty, shows English's text (``fallbacks``); ``{{name}}`` is
    filled in from ``args``."""

    def __init__(self, folder: Path, code: str) -> None:
        def read(name: str) -> dict[str, str]:
            return json.loads((folder / f"{name}.json").read_text(encoding="utf-8"))

        self.table, self.english = read(code), read("en")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **args: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in packages/i18n/strings/en.json")
        text = self.table.get(key) or ""
        if not text.strip():
            self.fallbacks.add(key)
            text = self.english[key]
        return re.sub(r"\{\{\s*(\w+)\s*\}\}", lambda m: args.get(m.group(1), m.group(0)), text)


def main(checkout: str) -> int:
    folder = Path(checkout) / "packages" / "i18n" / "strings"

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
