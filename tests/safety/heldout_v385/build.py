"""Builds the three-hundred-and-eighty-fifth held-out corpus (``heldout_v385.yaml``) from a real
web app's source.

The source is Revite (github.com/revoltchat/revite), the web client of the Revolt chat
platform: a Preact single-page app whose every screen is drawn in the browser and whose
servers, channels, messages, friends, sessions and account live on the Revolt API, which it
calls through revolt.js and revolt-api (axios). Read at commit
41f47a1a3f6b750b6665609b76f6ff0f70e6c8f5 ("merge: pull request #1143 from
Asraye/fix/member-sidebar", 7 Sep 2025), with the submodules it pins: ``external/lang``
(github.com/revoltchat/translations at 788261ef41e083ec917ee9bee37bc5b0e4f8d153, "weblate:
translated Corsican", 6 Aug 2025), ``external/revolt.js`` (github.com/revoltchat/revolt.js at
a45710f80cd7b4424a2114d2a32cbb83a4d95761, "feat: support role ordering events", 7 Aug 2025)
and ``external/components`` (@revoltchat/ui, github.com/revoltchat/components at
4be02430c73bb4c69013a3b20b811c1391e1666d, "chore: use discrim", 11 Jun 2023); and revolt-api
0.6.0, the version revolt.js depends on (github.com/revoltchat/api, tag 0.6.0, commit
e32e107154cc506ba0abfe62f43f761fe922d955, 11 Jun 2023): ``src/index.ts`` (a parameter the
route lists as a query goes in the URL, every other one in a JSON body; the session token
travels in an ``X-Session-Token`` header, not written here) and ``src/params.ts``
(``leave_silently`` is a query parameter of ``DELETE /channels/{id}`` and ``/servers/{id}``).
Read in Revite: ``.env`` (``VITE_API_URL=https://app.revolt.chat/api``, the app's own origin,
so every request is written as a path under ``/api``), ``index.html``, ``lib/ContextMenus.tsx``
(the menus and what each entry does), ``lib/i18n.tsx``, ``context/Locale.tsx``,
``controllers/modals/components/`` ``Confirmation``, ``ConfirmLeave``, ``DeleteMessage``,
``KickMember``, ``BanMember``, ``CreateInvite``, ``SignOutSessions``, ``ModifyAccount``,
``MFAFlow``, ``AddFriend`` and ``Report``; ``controllers/client/ClientController.tsx`` and
``Session.tsx`` (login and logout); ``components/common/messaging/MessageBox.tsx``;
``components/settings/account/EditAccount.tsx`` and ``AccountManagement.tsx``;
``pages/settings/Settings.tsx``, ``ServerSettings.tsx``, ``panes/Sessions.tsx``,
``panes/MyBots.tsx``, ``server/Invites.tsx``, ``server/Bans.tsx``, ``server/Emojis.tsx``,
``server/Roles.tsx``; ``pages/friends/Friend.tsx``; ``pages/invite/Invite.tsx``;
``pages/login/forms/Form.tsx``, ``FormLogin.tsx`` and ``FormField.tsx``. In revolt.js:
``src/Client.ts`` and ``src/maps/`` ``Channels``, ``Servers``, ``Members``, ``Messages``,
``Users``, ``Bots`` and ``Emojis``. In @revoltchat/ui: ``tools/form/ModalForm.tsx``,
``Form.tsx`` and ``InputElement.tsx`` (a ModalForm's submit button comes first, then its own
Cancel, written "Cancel" in every language; a checkbox starts unticked).

**Screens** (40 a language), all of a user "ana" logged in to app.revolt.chat but the login
page. Every page is titled "Revolt" (``index.html``; no page sets ``document.title``). A
context menu is a list of ``menu`` entries labelled ``app.context_menu.<entry>``; a modal is a
dialog headed by its title with its description as the message. The screens: the context menu
of a server one owns ("Night Owls Book Club"; written twice, once for the entries that only
open a modal, once for those that do something), its Delete confirmation; the menu of a server
one is a member of ("Pixel Garden") and its Leave confirmation with Silently Leave unticked; a
channel's menu and its Delete confirmation; the server settings' Invites page (one invite),
Bans page (one ban), Emojis page (one emoji) and a role's page ("Moderators"); an invite's
page ("Quiet Coders"); the menu of one's own message (twice, as the server menu), the Delete
message modal, the composer of #general with a message typed; the menus of a friend ("mira"),
of a user whose friend request is pending ("tobias") and of a blocked user ("lena"); the
Unfriend and Block confirmations; a server member's menu ("kaz"), the Kick and Ban modals (the
ban reason typed); a group member's menu in a group one owns ("Trip planning"), the group's
menu and its Leave confirmation with Silently Leave ticked; the Close DM confirmation; the
settings sidebar; the Sessions page (this device and one other, written twice), the "clear
your sessions" modal; the My Account page, the Change your password modal, the Confirm action
modal (the password method) written once for Mark Account for Deletion and once for Disable
Account (the same words, other requests); the My Bots page (twice), the Reset token
confirmation; the login page. The Invites and Bans pages' remove buttons are icons (an X) in
a column headed "Revoke"; each is written as an ``icon`` named by that header, the header
itself not being an item. The session names are what detect-browser gives ("chrome on Linux",
"firefox on Windows"); the Sessions page's "Logs you out of all sessions except this device."
is written in English in every language by the component.

**Strings** are ``external/lang/<lang>.json`` for en, zh_Hans, ja, ko, de, fr, es, pt_BR and
ru, read as preact-i18n does over a language merged with English (``defaultsDeep``), so a key
a language lacks shows English (``{{name}}`` filled in); the build prints the keys that fall
back: zh and ja lack ``app.settings.pages.bots.reset_token`` (the Reset Token button),
``app.special.modals.prompt.reset_bot_token`` and ``reset_bot_token_long`` (the Reset token
confirmation's title and message), ko the last two, all shown in English; every other string
here is translated in every language. ModalForm's Cancel is English everywhere, as the app
shows it. Names of servers, channels, users, the bot, the role, the emoji, typed texts and
ids are the same in every language.

**What each action sends**, read from the code. Every request is revolt-api's axios call to
``/api`` on the app's own origin; a body is ``JSON.stringify``'s. The server menu's Create
invite ``POST /api/channels/<first channel>/invites`` (CreateInvite makes the invite as it
opens); Server settings only changes the route. Delete in the server's confirmation ``DELETE
/api/servers/<id>``; Leave in the server's confirmation ``DELETE
/api/servers/<id>?leave_silently=false``, in the group's (ticked) ``DELETE
/api/channels/<id>?leave_silently=true``; Delete in the channel's confirmation ``DELETE
/api/channels/<id>``; Close in the DM's ``DELETE /api/channels/<dm>`` (no query: the
parameter is left undefined and axios drops it). The Invites page's Revoke ``DELETE
/api/invites/<code>``; the Bans page's Revoke ``DELETE /api/servers/<id>/bans/<user>``; the
Emojis page's Delete ``DELETE /api/custom/emoji/<id>``; Delete Role ``DELETE
/api/servers/<id>/roles/<role>`` (at once, no confirmation); Accept Invite ``POST
/api/invites/<code>``. Mark as unread ``PUT /api/channels/<id>/ack/<previous message>``;
Delete in the Delete message modal ``DELETE /api/channels/<id>/messages/<id>``; Enter in the
composer ``POST /api/channels/<id>/messages`` ``{"content","nonce","replies":[]}`` (the nonce
a made-up ulid). Remove in the Unfriend confirmation and Cancel friend request ``DELETE
/api/users/<id>/friend``; Block ``PUT /api/users/<id>/block``; Unblock user ``DELETE
/api/users/<id>/block``; Add friend ``POST /api/users/friend`` ``{"username":"name#tag"}``;
Kick ``DELETE /api/servers/<id>/members/<user>``; Ban ``PUT /api/servers/<id>/bans/<user>``
``{"reason"}``; Give group ownership ``PATCH /api/channels/<group>`` ``{"owner"}`` (at once,
no confirmation). The sidebar's Log Out ``POST /api/auth/session/logout``; the Sessions
page's Log Out beside the other session ``DELETE /api/auth/session/<id>``; Remove all
sessions ``DELETE /api/auth/session/all``; Disable Account and Mark Account for Deletion open
the Confirm action modal, which reads ``GET /api/auth/mfa/methods``; its Confirm ``PUT
/api/auth/mfa/ticket`` ``{"password"}``, then ``POST /api/auth/account/delete`` (or
``/disable``) with the ticket in a header, then the logout; Update in the password modal
``PATCH /api/auth/account/change/password`` ``{"current_password","password"}``; Reset in the
bot's confirmation ``PATCH /api/bots/<id>`` ``{"remove":["Token"]}`` then ``GET
/api/bots/<id>``; Login ``POST /api/auth/session/login`` ``{"email","password",
"friendly_name"}`` (react-hook-form 6 submits only the fields drawn, so the invite field,
not drawn where the instance is not invite-only, is not sent). Nothing is sent by Reply, Copy
Invite Link (the clipboard), Server settings, a Cancel or Go back, and every control that only
opens a menu, a modal or a confirmation.

Each action is labelled by what it does, not by its words. **Irreversible:** Delete of a server,
a channel, a message, an emoji and a role (``delete``: gone for every member, with no trash);
Leave of a server and of a group (``leave``, judgement call: one cannot come back without a new
invite, and the others see one leave unless it is silent); the Invites page's Revoke
(``revoke``: the code stops working for everyone holding it), the Sessions page's Log Out beside
another device and Remove all sessions (``revoke``, judgement call: one logs in again, but the
other devices are signed out for good), Reset of a bot's token (``revoke``: every running
instance of the bot loses its token); Enter in the composer (``send``: the message reaches the
channel's members); Remove in the Unfriend confirmation (``unfriend``, judgement call: a new
friend request needs the other person to accept it); Block (``block``, judgement call:
unblocking does not give back the friendship it removed); Kick (``remove-member``: the member is
out of the server until invited again) and Ban (``ban``); Give group ownership (``transfer``,
judgement call: only the new owner can give it back); Confirm for Mark Account for Deletion
(``delete-user``, judgement call: one is logged out and the account with its messages and
friends is queued for deletion, which only the support team can stop) and for Disable Account
(``disable``: the account cannot be used again without the support team). **Harmless:** Close in
the Close DM confirmation (judgement call: the confirmation itself says the conversation can be
re-opened later, and Message on the user opens it again), the Bans page's Revoke (an unban: the
user may join again with an invite, and can be banned again), Add friend and Cancel friend
request on a pending request (judgement call: turning a request down loses nothing that either
side cannot ask again, unlike removing a friend, which is the same request), Unblock user,
Accept Invite (one can leave), Create invite (an invite one can revoke), Mark as unread, Update
in the password modal (judgement call: the account stays one's own and the password can be
changed again), the sidebar's Log Out (this device only; one logs in again), Login, Copy Invite
Link, Reply, the navigation, and every Cancel, Go back and control that only opens a modal or a
confirmation. Not in the corpus: the notification options, reports, file uploads and voice
calls. Every screen is a web page (``web: true``) and every action states its requests and
bodies.

    git clone https://github.com/revoltchat/revite revite
    git -C revite checkout 41f47a1a3f6b750b6665609b76f6ff0f70e6c8f5
    git -C revite submodule update --init external/lang
    python tests/safety/heldout_v385/build.py revite

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

from revite import screens
from web_corpus import build, flatten

LANGUAGES = {"en": "en", "zh": "zh_Hans", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v385.yaml")


class Lookup:
    """``t(key, **fields)`` as preact-i18n's over a language's catalogue merged with
    English's (``defaultsDeep``): a key the language lacks, or leaves empty, shows English's
    text (``fallbacks``); ``{{name}}`` is filled in from ``fields``."""

    def __init__(self, folder: Path, code: str) -> None:
        def read(name: str) -> dict[str, str]:
            return flatten(json.loads((folder / f"{name}.json").read_text(encoding="utf-8")))

        self.table, self.english = read(code), read("en")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **fields: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in external/lang/en.json")
        text = self.table.get(key) or ""
        if not text.strip():
            self.fallbacks.add(key)
            text = self.english[key]
        return re.sub(r"\{\{\s*(\w+)\s*\}\}", lambda m: fields.get(m.group(1), m.group(0)), text)


def main(checkout: str) -> int:
    folder = Path(checkout) / "external" / "lang"

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
