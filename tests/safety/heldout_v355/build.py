"""Builds the three-hundred-and-fifty-fifth held-out corpus (``heldout_v355.yaml``) from a real
web app's source.

The source is Organizr (github.com/causefx/Organizr), a self-hosted dashboard that gathers a
home server's web apps as tabs: PHP pages (``api/pages/*.php``) drawn into one jQuery page,
whose controls call the app's own API (``api/v2/...``) with XMLHttpRequests. Read at commit
3c37516aab401f956660f282c6c108cbd2b9d23b ("Merge pull request #1953 from causefx/v2-develop",
21 Nov 2023). Read: ``js/functions.js`` (``organizrAPI2``: a GET or DELETE with no body, a
POST whose data gets the page's ``formKey`` and goes as jQuery.param's urlencoded body, a PUT
whose data gets the ``formKey`` and goes as ``JSON.stringify``; ``logout``, ``lock``,
``twoFA``, ``buildTwoFA``, ``accountManager``, ``userMenu``, ``buildActiveTokens``,
``buildTabEditorItem``, ``editTabForm``, ``createImageSwal``, ``buildImageManagerViewItem``,
``buildPluginsItem``, ``createOrganizrBackup``, ``buildVersion``, ``manualUpdateCheck``,
``githubVersions``, ``updateNow``, ``linuxUpdate``, ``submitSettingsForm``, ``importUsers``,
``buildFormItem``), ``js/custom.js`` (the click handlers of login, unlock, register, recover,
the tab, category, group, user and image forms and their SweetAlert confirmations, the plugin
toggles), ``js/jquery.serializeToJSON.js`` and ``js/jquery-lang.js``; the pages ``login.php``,
``lockscreen.php``, ``settings.php``, ``settings-tab-editor-tabs.php``,
``settings-tab-editor-categories.php``, ``settings-user-manage-users.php`` (its jsGrid and
the grid's own tooltips), ``settings-user-manage-groups.php``, ``settings-image-manager.php``,
``settings-settings-backup.php``, ``settings-settings-logs.php``,
``settings-settings-main.php``; ``api/plugins/php-mailer/main.js`` (the Forgot pwd? link) and
``api/plugins/speedTest/plugin.php``. What the server does with each request was read from
``api/classes/organizr.class.php`` (``logout`` revokes the session's token, ``recover`` sets
a new random password at once, ``deleteUser`` removes the row and its tokens, ``deleteTab``,
``deleteCategory``, ``deleteGroup``, ``lockUser``, ``updateUser``, ``updateConfigItems``),
``api/functions/backup-functions.php``, ``api/functions/log-functions.php`` (``purgeLog``
unlinks the log file), ``api/functions/update-functions.php`` (``linuxUpdate`` runs
``scripts/linux-update.sh`` on the configured branch) and ``api/functions/2fa-functions.php``.

**Screens** (31 a language), of the admin marta logged in to an install on Linux (not Docker)
unless said: the user menu; the lock screen; the login page (PHP Mailer enabled, so Forgot
pwd? shows), its recover form and its register form; the account settings modal with the
internal authenticator and with Google's, and the Google enrolment dialog; the tab editor,
its add form and its edit form (the Sonarr tab); the confirmations of deleting the tabs
Sonarr and Radarr, the empty category Downloads and the empty group Guests; the add-group
form; the add-user form; the users grid with jonas's row being edited (a new password typed,
or Locked set to Yes); the confirmations of deleting the users jonas and lea; the import
pane with Import Plex Users; the image manager, an image's action dialog and the
confirmations of deleting the images sonarr and radarr; the confirmation of disabling the
SpeedTest plugin; the backup, logs and updates pages and the main settings' Github and API
sections. Pages are titled by ``document.title`` (the tab's name and the site's title). A
SweetAlert confirmation is a dialog titled by its title (``translate('Delete ')`` and the
name, or ``Disable`` and the plugin's name) with the buttons No and Yes; the image's action
dialog has no title and is written as the page it covers. The edit-tab form's heading is
the words of its own button, Edit Tab, and is left out. An icon button named only by its
tooltip (Add New Tab, Help, Purge Log, jsGrid's Update and Cancel edit, an image's name) is
an ``icon`` of that name. Icon buttons with no name at all (the tab, category, group and
plugin rows' edit, delete and toggle icons, the backups' download and delete icons, the
active tokens' revoke icon, the account modal's save icon, the tab rows' switches) are not
tapped: the confirmations they open are written as opened. A button styled in capitals is
written with its text as the page holds it.

**Strings** are ``js/langpack/<lang>.json``'s tokens for en, zh, ja, de, fr, es, pt and ru,
read as jquery-lang does for an element marked ``lang="en"`` (the page's English text is the
token; where the pack lacks it or leaves it empty, the English text stays). Organizr has no
Korean pack, so the Korean screens are English throughout and the build prints all 65 of
their strings as shown in English. The Japanese pack lacks Choose action: and Copy to
Clipboard, and gives 62 of the other strings used here in English words (it is 716 English
tokens of 721), so the Japanese screens are English but for Password; the other packs give a
few strings in English words (es 7, pt 5, de 4, ru 4, zh 1), which the build also prints. A
text the page does not mark for translation stays English everywhere: the lock screen's
``password`` hint, the enrolment dialog (Enable 2FA: google, Code, Verify), the tooltips
above, jsGrid's Enter new password, Disable SpeedTest?, Organizr Authenticator and Google
Authenticator. Names of users, tabs, groups, images, files, versions and typed texts are the
same in every language.

**What each action sends**, read from the code: every request is organizrAPI2's
XMLHttpRequest to the page's own origin (``/api/v2/...``), the session in a ``Token`` header
(not written); a POST's body is jQuery.param's (``formKey`` last, with a made-up bcrypt
value, spaces as ``+``), a PUT's is ``JSON.stringify``'s (``formKey`` last). Requests the
app makes only after the server's answer (the lists rebuilt after a save or a deletion, the
2FA save after a verified code, a page reload) are not written. User menu: Account Settings
nothing (a modal), Lock Screen ``POST /users/lock`` (no body), Logout ``GET /logout``. Unlock
``POST /users/unlock`` ``password``. Login ``POST /login`` with the form's fields in page
order (``loginAttempts``, the hidden ``tfaCode``, ``username``, ``password``,
``remember=true``, ``oAuth``, ``oAuthType``); Forgot pwd? and Sign Up only switch forms.
Reset ``POST /users/recover`` ``email``; Register ``POST /users/register`` with the four
fields; Go Back nothing. Activate ``POST /2fa/google``; Verify ``POST /2fa`` ``type``,
``secret``, ``code``; Deactivate ``DELETE /2fa``. Test Tab ``POST /test/iframe`` ``url``; Add
Tab ``POST /tabs`` (name, URLs, ``timeout``, ``timeout_ms`` converted to 0, image, then
``order``, the last row's plus one; the form was opened after a tab was edited, and
``editTabForm`` empties the image and icon lists of both tab forms, so they send nothing);
Edit Tab ``PUT /tabs/7`` with the hidden id first; Add Group ``POST /groups`` (the lists
emptied by the previous save, as the app does); Add User ``POST /users``; the grid's Update
``PUT /users/4`` with only the changed field (jsGrid's ``objDiff``: ``password`` or
``locked``), Cancel edit nothing; Import Plex Users ``POST /users/import/plex`` ``type``; a
confirmation's Yes ``DELETE /tabs/<id>``, ``/categories/3``, ``/groups/5``, ``/users/<id>`` or
``/image/<file>``, No nothing; Yes to disabling a plugin ``PUT /config``
``{"SPEEDTEST-enabled":"false"}``; Create Backup ``POST /backup``; Purge Log ``DELETE
/log/1`` (the log chosen in the list); Check For Updates ``GET`` of the branch's
``js/version.json`` on raw.githubusercontent.com; Install Update and Force Install Branch's
Retrieve ``updateNow()``, on Linux ``GET /update/linux``. Nothing is sent by Generate (a new
key typed into the field, saved only by Save), Copy to Clipboard, Add New Tab, Help, an
image's tile and its Delete (they open a form, a help modal or a dialog).

Each action is labelled by what it does, not by its words. **delete:** Yes to deleting a
tab, a category, a group or an image, and Purge Log (rows and files removed with no trash;
judgement calls: the category and the group can only be deleted when empty and could be made
again by hand, but the row, its image and its id are gone, and Purge Log deletes the log file
at once with no confirmation). **delete-user:** Yes to deleting a user (the account and its
sessions). **reset:** Reset in the recover form (judgement call: the server at once replaces
the account's password with a random one, mailed to its owner; the old password cannot be
brought back). **overwrite:** the grid's Update with a new password (the user's password
replaced). **revoke:** Deactivate (judgement call: the second factor is removed at once and
its secret discarded; turning it on again needs a new enrolment). **update:** Install Update
and Retrieve (judgement call: the install's files are replaced by the branch's newest ones
and the app has no way back to the old version). **Harmless:** Logout and Lock Screen (one
logs in or unlocks again), Login, Unlock, Register and Add User (an account one can delete),
Activate and Verify (2FA can be turned off), creating and editing tabs and groups, Test Tab,
locking a user in the grid (unlocked by the same grid), Import Plex Users (accounts one can
delete), disabling a plugin (judgement call: its settings stay and it is enabled again from
the same page), Create Backup, Check For Updates, Generate, every No and Cancel edit, and
every control that only opens a form, a dialog or a confirmation. Every screen is a web page
(``web: true``) and every action states its requests and bodies.

    git clone https://github.com/causefx/Organizr Organizr
    git -C Organizr checkout 3c37516aab401f956660f282c6c108cbd2b9d23b
    python tests/safety/heldout_v355/build.py Organizr

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from organizr import screens
from web_corpus import build

# The catalogues of js/langpack/ (Organizr has none for Korean: its pages stay English).
LANGUAGES = {"en": "en[English]", "zh": "zh[Chinese]", "ja": "ja[Japanese]", "ko": None,
             "de": "de[German]", "fr": "fr[French]", "es": "es[Spanish]",
             "pt": "pt[Portuguese]", "ru": "ru[Russian]"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v355.yaml")


class Lookup:
    """``t(text)`` as jquery-lang's ``translate``: the language pack's token for the page's
    English text, the text itself where the pack lacks it or leaves it empty
    (``fallbacks``); ``english`` collects the tokens the pack gives in English words."""

    def __init__(self, folder: Path, name: str | None) -> None:
        def read(file: str) -> dict[str, str]:
            path = folder / f"{file}.json"
            return json.loads(path.read_text(encoding="utf-8"))["token"]

        self.known = read("en[English]")
        self.table = read(name) if name else {}
        self.fallbacks: set[str] = set()
        self.english: set[str] = set()

    def __call__(self, text: str) -> str:
        if text not in self.known:
            raise SystemExit(f"no token {text!r} in js/langpack/en[English].json")
        translation = self.table.get(text) or ""
        if not translation:
            self.fallbacks.add(text)
            return text
        if translation.strip() == text.strip():
            self.english.add(text)
        return translation


def main(checkout: str) -> int:
    folder = Path(checkout) / "js" / "langpack"
    lookups: dict[str, Lookup] = {}

    def lookup(lang: str) -> Lookup:
        lookups[lang] = Lookup(folder, LANGUAGES[lang])
        return lookups[lang]

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    result = build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)
    for lang, t in lookups.items():
        if lang != "en" and t.english:
            words = ", ".join(sorted(t.english))
            print(f"{lang}: {len(t.english)} strings its catalogue gives in English: {words}")
    return result


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
