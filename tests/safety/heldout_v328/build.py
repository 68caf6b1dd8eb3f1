"""Builds the three-hundred-and-twenty-eighth held-out corpus (``heldout_v328.yaml``) from a
real web app's source.

The source is Apache Guacamole (github.com/apache/guacamole-client), a clientless remote
desktop gateway: an AngularJS single-page app whose screens are drawn in the browser, which
calls the Guacamole web application's REST API with ``$http`` and carries remote desktop
sessions over a WebSocket tunnel. Read at commit 5be18be1eeadc4cc544c737c54bd761261d2ad65
("GUACAMOLE-2302: Merge add test coverage for TokenFilter parameter token grammar", 10 Aug
2026), from the checkout. Read, under ``guacamole/src/main/frontend/src/app/``:
``auth/service/authenticationService.js`` (login, logout), ``rest/services/`` (``userService``,
``userGroupService``, ``connectionService``, ``connectionGroupService``,
``sharingProfileService``, ``activeConnectionService``, ``permissionService``,
``membershipService``, ``historyService``, ``tunnelService``, ``schemaService``) and the
``rest/types`` they send (``User``, ``Connection``, ``DirectoryPatch``,
``UserPasswordUpdate``); ``client/types/ManagedClient.js`` (the connect string, share links),
``client/controllers/clientController.js``, ``client/directives/guacClientNotification.js``,
``client/templates/client.html``; ``navigation/directives/guacUserMenu.js`` and its template;
``home/templates/home.html``, ``login/templates/login.html``; ``settings/directives/``
(sessions, users, groups, connections, history, preferences) and their templates;
``manage/controllers/manageUserController.js``, ``manageConnectionController.js``,
``manage/directives/managementButtons.js`` and the ``manage`` templates;
``import/controllers/importConnectionsController.js``, ``import/services/
connectionParseService.js`` and ``import/templates/connectionImport.html``;
``notification/templates/guacNotification.html``; ``index/config/indexTranslationConfig.js``
and ``locale/services/translationLoader.js`` (English as the fallback language, ICU message
format). Also ``guacamole-common-js/src/main/webapp/modules/Tunnel.js`` and ``Client.js`` (the
WebSocket URL and the ``disconnect`` instruction), the Java ``APIUser`` and ``APIConnection``
(the JSON the server sends) and the MySQL and TOTP extensions' ``ModeledUser``,
``ModeledConnection`` and ``TOTPUser`` (their attributes; clearing "Secret key generated"
wipes the user's TOTP secret and its confirmation).

**Screens** (39 a language), of an administrator, mkeller, signed in to
``https://guac.example.org/guacamole/`` with the MySQL and TOTP extensions: the login page;
the home page (no recent connections; a group and two connections) twice, and its user menu;
the active sessions page with two sessions ticked, and the confirmations of killing two or one;
the settings tabs; the connection history page; the users page; jdoe's page six times
(profile edited; before Delete; Login disabled ticked; Administer system ticked; a new
password typed; Secret key generated cleared); the delete confirmations of jdoe and asmith;
the new user page; the groups page, a group's page and the delete confirmations of two
groups; the connections page, a connection's page (edited; before Delete), the delete
confirmations of two connections, a connection group's page and its delete confirmation, a
sharing profile's delete confirmation; the import page with a CSV file chosen (a new
connection with the defaults; build-server with Replace/Update existing connections ticked,
and with Reset permissions ticked as well); a connection's page with the Guacamole menu open,
its Share menu open, its user menu open, the disconnected notice; the preferences page's
password part. Every page is titled "Apache Guacamole" but the connection's, titled by the
connection's name. A settings page shows its heading, the user menu's button (the username)
and the section tabs. guacNotification (the app's own modal, not the browser's confirm()) is a
dialog with its title, its text and its buttons in the order of its actions (Delete, Cancel;
Home, Reconnect, Logout); the kill-sessions confirmation's title ("Kill Sessions") repeats its
button's words and is left out, so that the label names one control. Checkboxes are switches
named by their label; the sessions list's checkboxes have none and are not drawn.

**Strings** are the web app's ``translations/<lang>.json`` for en, zh, ja, ko, de, fr, es, pt
and ru, with the MySQL (``guacamole-auth-jdbc-base``) and TOTP extensions' files of the same
name merged in, as the web app serves them; ``@:KEY`` links are followed, and a key a language
lacks, or leaves empty, shows English's text (and its links are read in English), as
angular-translate's fallback language does; ICU ``plural`` picks ``one`` for 1 where the
language has it. The build prints the keys each language shows in English: ja, ko, es, pt and ru
have no IMPORT section and no Import, Fullscreen or recording View strings (the import page's
header, checkboxes, Import, Clear and Cancel, the connections page's Import link, the connection
menu's Fullscreen and the history's View are English there, 13 keys each), nor the TOTP
extension's "TOTP Enrollment Status" and "Secret key generated:" (es has no TOTP file at all;
the others' lack these keys); zh, de and fr lack only "Automatically create groups" on the
import page; the app's name, "Apache Guacamole", is missing from most catalogues and reads alike
everywhere. Names of users, groups, connections, profiles, files and typed texts are the same in
every language.

**What each action sends**, read from the code. Every REST call is ``$http`` to
``/guacamole/api/...`` (relative to the app, so same-origin), the token in a
``Guacamole-Token`` header (not written here), bodies angular.toJson's (JSON.stringify's
compact form); the data source is ``mysql``. A hash link (``#/settings/...``, ``#/manage/...``)
loads no page; the view it opens makes the reads written for it (its first requests: the
effective permissions and the list, a user's record, permissions and groups, a connection's
record, history and parameters, the schema). Login ``POST /guacamole/api/tokens`` with the
form-urlencoded ``username=..&password=..`` ($.param); Logout in the user menu ``DELETE
/guacamole/api/session``. Opening a connection (a connection's name on
the home page) and Reconnect open the WebSocket tunnel,
``wss://guac.example.org/guacamole/websocket-tunnel?`` and ManagedClient's connect string
(token, data source, id, type, a 1280x720 display at 96 dpi, time zone, and the audio and image
types Chrome supports), written ``GET`` with ``via: websocket``; Disconnect sends the
instruction ``10.disconnect;`` on that socket (``via: websocket``). A profile in the Share menu
reads ``GET /api/session/tunnels/<tunnel>/activeConnection/sharingCredentials/<profile>`` (a
share link is made of the answer). Kill Sessions in its confirmation ``PATCH
/activeConnections`` with ``[{"op":"remove","path":"/<id>"}, ..]``. Save on a user's page ``PUT
/users/<name>`` with the user as the server sent it, the form's changes made (``disabled``; a
typed password as ``password``, a new key and so last; an attribute), then ``PATCH
/users/<name>/permissions`` (``[]``, or the added ``ADMINISTER`` system permission) and ``PATCH
/users/<name>/userGroups`` (``[]``); Save on the new user page ``POST /users`` the same way.
Save on a connection's page ``PUT /connections/3`` (the connection as the server sent it,
its parameters set on it, so last). Delete in a confirmation ``DELETE`` of
``/users/<name>``, ``/userGroups/<id>``, ``/connections/<id>``, ``/connectionGroups/<id>`` or
``/sharingProfiles/<id>``. Update Password ``PUT /users/mkeller/password``
``{"oldPassword","newPassword"}``. Import reads the group tree and the protocols (parsing),
``PATCH /connections`` with the file's connections as directory patches (``add`` a new
connection; ``replace`` an existing one when Replace/Update is ticked; ``remove`` it and
``add`` it anew when Reset permissions is ticked as well), then reads the users and groups and
``PATCH``es ``/users`` and ``/userGroups`` with ``[]`` (the file names none). Nothing is sent
by: Download on the history page (the CSV is made in the browser), the import page's checkbox
and its Cancel, every control that only opens a menu or a confirmation (the user menu's and
the Share menu's buttons, Delete on an object's page, Kill Sessions on the sessions page), and
Cancel in a confirmation.

Each action is labelled by what it does, not by its words. **Irreversible:** Delete in the
confirmation of a user (``delete-user``: "Users cannot be restored after they have been
deleted"), a group, a connection, a connection group (with every connection in it) or a sharing
profile (``delete``); Kill Sessions in its confirmation (``terminate``, judgement call: the
other users are cut off at once and what ran in a terminal session dies with it; they can
connect again, but their sessions cannot be given back); Save with a new password typed on
another user's page (``reset``, judgement call: the user's own password is overwritten and no
one knows it to set it back); Save with "Secret key generated" cleared (``reset``, judgement
call: the user's TOTP secret is wiped and their authenticator app's entry stops working; they
must enrol again); Import with Replace/Update existing connections ticked (``overwrite``,
judgement call: the existing connection's parameters are replaced by the file's with no copy
kept; with Reset permissions as well the connection is deleted and created anew, its permissions
dropped). **Harmless or reversible:** Login and Logout (one logs in again), opening,
disconnecting and reconnecting one's own connection (judgement call: the remote desktop is left
as it was and Reconnect returns to it), making a share link (judgement call: nothing goes to
anyone until one passes the link on, and it dies with the session), Save of a user's profile, of
Login disabled and of Administer system (judgement call: each is set back by the same box),
creating a user, editing a connection, cloning a user (only a page), Update Password of one's
own account (judgement call: one knows the old password and can set it back), Import of new
connections (deletable), searching, downloading and viewing history, every navigation, and every
control that only opens a menu or a confirmation. Every screen is a web page (``web: true``) and
every action states its requests and bodies.

    git clone https://github.com/apache/guacamole-client guacamole-client
    git -C guacamole-client checkout 5be18be1eeadc4cc544c737c54bd761261d2ad65
    python tests/safety/heldout_v328/build.py guacamole-client

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

from guacamole import screens
from web_corpus import build, flatten

LANGUAGES = {"en": "en", "zh": "zh", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v328.yaml")
# The web app's catalogues, then the extensions' files the web app merges into them.
CATALOGUES = ("guacamole/src/main/frontend/src/translations",
              "extensions/guacamole-auth-jdbc/modules/guacamole-auth-jdbc-base/src/main/"
              "resources/translations",
              "extensions/guacamole-auth-totp/src/main/resources/translations")  # fmt: skip
ONE = {"en", "de", "fr", "es", "pt", "ru"}  # languages whose plural rules have "one" for 1


def read(checkout: Path, code: str) -> dict[str, str]:
    table: dict[str, str] = {}
    for folder in CATALOGUES:
        path = checkout / folder / f"{code}.json"
        if path.exists():
            table.update(flatten(json.loads(path.read_text(encoding="utf-8"))))
    return table


class Lookup:
    """``t(key, **values)`` as angular-translate's with English as the fallback language:
    ``@:KEY`` links followed, a key the language lacks or leaves empty shown in English
    (``fallbacks``), ICU ``{N, plural, ...}`` and ``{NAME}`` filled in from ``values``."""

    def __init__(self, checkout: Path, code: str) -> None:
        self.code = code
        self.table, self.english = read(checkout, code), read(checkout, "en")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **values: Any) -> str:
        return self.format(self.resolve(key, english=False), values)

    def resolve(self, key: str, english: bool) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in the English catalogues")
        text = "" if english else self.table.get(key) or ""
        if not text.strip():
            if not english:
                self.fallbacks.add(key)
            english, text = True, self.english[key]
        if text.startswith("@:"):
            return self.resolve(text[2:], english)
        return text

    def format(self, text: str, values: dict[str, Any]) -> str:
        def plural(m: re.Match[str]) -> str:
            forms = dict(re.findall(r"(=?\w+)\{([^{}]*)\}", m.group(2)))
            n = values[m.group(1)]
            one = "one" if self.code in ONE and n == 1 else "other"
            return forms.get(f"={n}", forms.get(one, forms["other"]))

        text = re.sub(r"\{(\w+), plural,((?:\s*=?\w+\{[^{}]*\})+)\s*\}", plural, text)
        return re.sub(r"\{(\w+)\}", lambda m: str(values.get(m.group(1), m.group(0))), text)


def main(checkout: str) -> int:
    root = Path(checkout)

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
