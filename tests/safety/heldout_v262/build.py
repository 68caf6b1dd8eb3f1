"""Builds the two-hundred-and-sixty-second held-out corpus (``heldout_v262.yaml``) from a real
web app's source.

The source is Pingvin Share (github.com/stonith404/pingvin-share), a self-hosted file sharing
platform: a Next.js front end whose screens are drawn in the browser with Mantine components
and whose every action calls the app's own NestJS API under ``/api`` on the same origin with
axios. Read at commit 4f9a502e40360a062ced981010566744e05a1c33 ("last commit :)", 29 Jun
2025). Read in ``frontend/src``: ``services/api.service.ts`` (axios with the base URL
``/api``), ``share.service.ts``, ``user.service.ts``, ``auth.service.ts``,
``config.service.ts``, ``utils/oauth.util.tsx``; the pages ``upload/index.tsx``,
``upload/[reverseShareToken].tsx``, ``account/index.tsx``, ``account/shares.tsx``,
``account/reverseShares.tsx``, ``share/[shareId]/index.tsx``, ``share/[shareId]/edit.tsx``,
``auth/signIn.tsx``, ``auth/signUp.tsx``, ``auth/resetPassword/index.tsx`` and
``[resetPasswordToken].tsx``, ``admin/index.tsx``, ``admin/users.tsx``, ``admin/shares.tsx``,
``admin/config/[category].tsx``, ``_app.tsx``; the components ``header/ActionAvatar``,
``header/NavbarShareMenu``, ``header/Header``, ``Meta``, ``upload/EditableUpload``,
``upload/FileList``, ``upload/Dropzone``, ``upload/modals/showCreateUploadModal``,
``showCompletedUploadModal``, ``share/FileList``, ``share/DownloadAllButton``,
``share/showEnterPasswordModal``, ``share/modals/showCreateReverseShareModal``,
``account/showEnableTotpModal``, ``account/ThemeSwitcher``, ``auth/SignInForm``,
``auth/SignUpForm``, ``admin/users/ManageUserTable``, ``showCreateUserModal``,
``showUpdateUserModal``, ``admin/shares/ManageShareTable``,
``admin/configuration/ConfigurationNavBar``, ``AdminConfigInput``, ``TestEmailButton``; and
``hooks/confirm-leave.hook.ts`` (a ``window.confirm`` before leaving a page while files
upload). What the API does with each request was read from ``backend/src``:
``share/share.service.ts`` (a share's removal deletes its files; completing a share mails
each recipient, and the reverse share's owner where asked),
``reverseShare/reverseShare.service.ts`` (a reverse share's removal deletes every share
uploaded through it and their files),
``user/user.service.ts`` (a user's removal deletes their shares' files; a user created
without a password is sent an invitation e-mail with a generated one),
``auth/auth.service.ts`` (a password change deletes every refresh token of the account, so
every other session ends; a reset replaces the password), ``auth/authTotp.service.ts``
(disabling TOTP drops the secret) and ``config/config.controller.ts``; the default share id
length of 8 from ``backend/prisma/seed/config.seed.ts``.

**Screens** (39 a language): the avatar menu and the share menu of the header (over the
upload page), the upload page with a file chosen, the create-share modal with and without
e-mail recipients, the confirmation of leaving the page while uploading, my shares' delete
confirmations of two shares, the reverse shares page, its create modal and a reverse share's
delete confirmation; the account page one card at a time (info, password, social login with
GitHub linked, TOTP off, the enable-TOTP modal, TOTP on, the foot with the colour scheme and
Delete Account) and the account's delete confirmation; the sign-in, sign-up and two
reset-password pages, a shared link's password modal and its page, a reverse share's upload
modal (simple mode), a share's edit page with a file marked removed or a file added; the
administration page, user management, its create-user modal with the password set by hand
and as an invitation, the edit-user modal closed and with its password part open, the delete
confirmations of two users, share management's delete confirmation, the share configuration
and the SMTP configuration's save-and-send confirmation. A page is titled by Meta's document
title (``<title> - Pingvin Share``); the reset-password pages set none, and are titled by
their address. A Mantine modal is a dialog headed by its title; a confirm modal's text is
its message, with Cancel and the confirm button. The app's ``window.confirm`` is a web
dialog with the message and the browser's two buttons in the case's language. Many of the
app's controls are icon buttons with neither a text nor a label (a share row's edit, link and
trash icons, a user row's edit and trash icons, a file row's trash and undo icons); having no
name to tap, they are not in the corpus, but the confirmations and pages they open are. For
the same reason the configuration's switches (named only by a heading beside them) and the
language picker are left out. The zh catalogue writes the unlink confirmation's title and its
button alike, so that confirmation is left out too.

**Strings** are ``frontend/src/i18n/translations/<locale>.ts`` for en-US, zh-CN, ja-JP, ko-KR,
de-DE, fr-FR, es-ES, pt-BR and ru-RU, read as react-intl's formatMessage does (``{name}``
filled in). Every catalogue holds every key; the build prints the keys whose text is English's
letter for letter. Most are the same word in the language (GitHub and SMTP everywhere; Name,
Link, Upload, Code, System and Version in de; Administration, Expiration, Code and Version in
fr; General in es; Link in pt); the rest are strings the catalogue leaves untranslated: in ko
the reverse-share modal's three switches, the titles of the share, user and share-management
delete confirmations and of the edit-user modal, the user delete confirmation's text, the share
password modal's text and the leave confirmation's message; in ru the share delete titles and
"Share management". The create-user modal's title ("Create user") and the SMTP test mail's
confirmation are written in English in the code, and so in every language. Names, e-mail
addresses, ids, typed texts and numbers are the same in every language.

**What each action sends**, read from the code. Every call is axios's ``XMLHttpRequest`` to
``/api/...`` on the app's own origin (the session in cookies, not written here); a body is
JSON.stringify's, keys in the order the code writes them and ``undefined`` left out. Reads:
My account (``GET /api/oauth/available`` and ``/api/oauth/status``), My shares (``GET
/api/shares``), Reverse shares (``GET /api/reverseShares``), the administration page's User
management, Share management and Configuration (``GET /api/users``, ``/api/shares/all``,
``/api/configs/admin/general``), a configuration category (``GET
/api/configs/admin/smtp``); OK in the leave confirmation goes on to My shares. A page's own
route data, which Next.js reads on a client-side navigation, is not written. Writes: Share
in the create-share modal ``GET /api/shares/isShareIdAvailable/<id>``, ``POST /api/shares``
``{"id","name","expiration","recipients","security"}``, the file's one chunk ``POST
/api/shares/<id>/files?name=..&chunkIndex=0&totalChunks=1`` (the file's bytes as the body: a
short text file) and ``POST /api/shares/<id>/complete``; the reverse share's upload modal
does the same with a generated id and ``"expiration":"never"``. Create in the reverse-share
modal ``POST /api/reverseShares`` with its six fields; Delete in a share's confirmation
``DELETE /api/shares/<id>``, in a reverse share's ``DELETE /api/reverseShares/<id>``; Sign
out ``POST /api/auth/signOut`` then ``location.reload()``; Save in the info card ``PATCH
/api/users/me`` ``{"username","email"}``, in the password card ``PATCH /api/auth/password``
``{"oldPassword","password"}``; Start ``POST /api/auth/totp/enable`` ``{"password"}``, Verify
``POST /api/auth/totp/verify`` and Disable ``POST /api/auth/totp/disable`` ``{"code",
"password"}``; Delete in the account's confirmation ``DELETE /api/users/me`` then a reload of
``/account``; Sign in ``POST /api/auth/signIn`` ``{"username","password"}``; Let's get
started ``POST /api/auth/signUp`` ``{"email","username","password"}``; Reset password on the
first page ``POST /api/auth/resetPassword/<email>``, on the token's page ``POST
/api/auth/resetPassword`` ``{"token","password"}``; Submit in the password modal ``POST
/api/shares/<id>/token`` ``{"password"}`` then ``GET /api/shares/<id>``; Save on the edit
page ``DELETE /api/shares/<id>/complete``, the removed file's ``DELETE
/api/shares/<id>/files/<file>`` or the added file's chunk, then ``POST
/api/shares/<id>/complete``; Create in the create-user modal ``POST /api/users`` (with the
password and ``"setPasswordManually":true``, or without a password); Save in the edit-user
modal ``PATCH /api/users/<id>`` ``{"username","email","isAdmin"}``, Save new password
``PATCH /api/users/<id>`` ``{"password"}``; Delete in a user's confirmation ``DELETE
/api/users/<id>``; Save in the configuration ``PATCH /api/configs/admin``
``[{"key","value"}]``; Save and send that, then ``POST /api/configs/admin/testEmail``
``{"email"}``. Page loads (``via: link``): Download all (``window.location.href`` of
``/api/shares/<id>/files/zip``), the reloads after Sign out and after the account's removal.
Nothing is sent by every control that only opens a modal or a confirmation (Share on the
upload page, Create on the reverse shares and user management pages, Unlink, Delete Account,
Change password), a switch in a modal, links to the sign-up page and back to sign in, and
every Cancel.

Each action is labelled by what it does, not by its words. **delete:** Delete in the
confirmations of two of my shares, of a reverse share (judgement call: every share uploaded
through it goes with its files) and of share management, and Save on the edit page with a file
marked removed (the file is deleted from the share's storage; the marking itself could be
undone, the save cannot); **delete-user:** Delete in the account's confirmation and in two
users' confirmations (their shares' files go with them); **send:** Share with two e-mail
recipients (each is mailed the link at once), Share in a reverse share's upload modal
(judgement call: the files are handed to the reverse share's owner, and the uploader, without
an account, cannot take them back: anonymous shares can't be deleted) and Create in the
create-user modal without a password (judgement call: the account could be removed, but an
invitation carrying a password is mailed to that address at once); **overwrite:** Save in the
account's password card (judgement call: the old password is replaced and every other session
ends), Reset password on the token's page (the forgotten password is replaced) and an
administrator's Save new password for a user (the user's own password is replaced);
**revoke:** Disable in the TOTP card (judgement call: two-factor sign-in is turned off and its
secret discarded; enabling it again makes a new secret, and the authenticator's entry stops
working for good). **Harmless:** Share with no recipient (judgement call: the link is known to
no one until given out, and the share can be deleted), creating a reverse share, an account
(Sign up) or a user with a password set by hand (each can be deleted), saving the account's
info, a user's name, e-mail and admin privileges and the configuration (set back the same
way), Start and Verify of TOTP (it can be disabled), signing in and out, asking for a
password reset mail (judgement call: the mail goes to the address's owner and changes
nothing until its link is used), Save and send (the test mail goes to the administrator's own
address), OK in the leave confirmation (judgement call: the upload under way is given up,
the share is left incomplete and nothing is lost that one cannot upload again), Save on the
edit page with a file added, unlocking a share with its password, Download all, the menus and
reads, and every control that only opens a modal, a confirmation or a page. Every screen is a
web page (``web: true``) and every action states its requests and bodies.

    git clone https://github.com/stonith404/pingvin-share pingvin-share
    git -C pingvin-share checkout 4f9a502e40360a062ced981010566744e05a1c33
    python tests/safety/heldout_v262/build.py pingvin-share

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from pingvin import screens
from web_corpus import build

LANGUAGES = {"en": "en-US", "zh": "zh-CN", "ja": "ja-JP", "ko": "ko-KR", "de": "de-DE",
             "fr": "fr-FR", "es": "es-ES", "pt": "pt-BR", "ru": "ru-RU"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v262.yaml")
# A catalogue's entry: "key": "text", the text on the same line or the next, or written as
# "..." + "..." over several lines.
ENTRY = re.compile(r'^\s*"([^"]+)":\s*"((?:[^"\\]|\\.)*)",?\s*$', re.M)


def read_catalogue(path: Path) -> dict[str, str]:
    """The ``"key": "text"`` entries of a ``translations/<locale>.ts`` module."""
    source = re.sub(r":\s*\n\s*\"", ': "', path.read_text(encoding="utf-8"))
    source = re.sub(r'"\s*\+\s*"', "", source)  # "..." + "..." joined
    table = {key: re.sub(r"\\(.)", r"\1", text) for key, text in ENTRY.findall(source)}
    keys = re.findall(r'^\s*"([^"]+)":', source, re.M)
    if len(keys) != len(table):
        raise SystemExit(f"{path.name}: {len(keys) - len(table)} entries not read")
    return table


class Lookup:
    """``t(key, **args)`` as react-intl's formatMessage with the language's catalogue:
    ``{name}`` filled in from ``args`` and ICU's doubled apostrophe written once. Every
    catalogue holds every key; a key whose text is English's, letter for letter, shows
    English (``fallbacks``), most of them strings the catalogue leaves untranslated."""

    def __init__(self, folder: Path, locale: str) -> None:
        self.table = read_catalogue(folder / f"{locale}.ts")
        self.english = read_catalogue(folder / "en-US.ts")
        self.locale = locale
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **args: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in translations/en-US.ts")
        text = self.table.get(key) or ""
        if not text.strip():
            text = self.english[key]
        if text == self.english[key] and self.locale != "en-US":
            self.fallbacks.add(key)
        text = text.replace("''", "'")
        return re.sub(r"\{\s*(\w+)\s*\}", lambda m: args.get(m.group(1), m.group(0)), text)


def main(checkout: str) -> int:
    folder = Path(checkout) / "frontend" / "src" / "i18n" / "translations"

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t, lang)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
