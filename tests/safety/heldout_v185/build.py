"""Builds the hundred-and-eighty-fifth held-out corpus (``heldout_v185.yaml``) from a real web
app's source.

The source is NodeBB (github.com/NodeBB/NodeBB), a Node.js forum whose pages are rendered on
the server (Benchpress templates) and driven by client scripts that call its write API, at
commit ab329b3b4c4d4cc9717b2938908649382cca2b39 ("chore: up compser", 22 Aug 2026), with the
templates of its default theme nodebb-theme-harmony (github.com/NodeBB/nodebb-theme-harmony,
commit d3a62460489231a62e8f8c7aec1c1e376aa0a94e, "Update dependency eslint to v10.9.0") and
its composer plugin nodebb-plugin-composer-default (github.com/NodeBB/nodebb-plugin-composer-
default, commit d8afd0e80eb00a31e46b738a23e242280109562f, "11.0.9"). Read: the client
modules ``public/src/client/topic/postTools.js``, ``threadTools.js``, ``votes.js``,
``move.js``, ``fork.js``, ``delete-posts.js``, ``client/chats.js``, ``chats/messages.js``,
``client/account/header.js``, ``edit.js``, ``edit/password.js``, ``sessions.js``,
``consent.js``, ``settings.js``, ``modules/api.js``, ``modals.js``, ``flags.js``,
``notifications.js``, ``accounts/delete.js``, ``accounts/moderate.js``,
``accounts/picture.js``; the write routes ``src/routes/write/posts.js``, ``topics.js``,
``users.js``, ``chats.js``, ``notifications.js`` and the ``src/api`` and ``src/user``
functions they reach (``users.changePassword``/``onPasswordChange``, ``users.ban`` and
``bans.js``, ``removeProfileImage``, ``follow.js``); the core templates
``src/views/partials/topic/post-menu-list.tpl``, ``topic-menu-list.tpl``,
``partials/chats/*.tpl``, ``modals/flag.tpl``, ``temporary-ban.tpl``, ``temporary-mute.tpl``,
``move-topic.tpl``, ``rename-room.tpl``, ``change-picture.tpl``; harmony's
``partials/topic/post.tpl``, ``watch.tpl``, ``reply-button.tpl``, ``mark-unread.tpl``,
``partials/account/header.tpl``, ``sidebar-left.tpl``, ``admin-menu.tpl``,
``account/edit.tpl``, ``edit/password.tpl``, ``consent.tpl``, ``session-list.tpl``,
``notifications.tpl`` and ``notifications_list.tpl``; the composer's ``static/lib/composer.js``
(``post``, the discard handler) and ``static/templates/partials/composer-title-container.tpl``.

**Screens** (35 a language): in a topic (Alice, a global moderator, reads bob's post), a
post's bar, the topic's bar, the watch menu, the post tools menu and the one of a deleted
post, the confirmations of a post's Delete and Purge, the flag modal with a reason chosen,
the topic tools menu and the one of a deleted, locked, pinned topic, the confirmations of the
topic's Delete and Purge; the composer of a new topic, a reply and an edit; a chat room, its
options menu, the Rename Room modal, the Leave confirmation, the tools of one's own message
and its Delete confirmation; bob's profile (followed and blocked, or not), its moderation
menu, the Ban Account modal, the profile's flag modal; Alice's Edit Profile page, its Delete
Account confirmation, the change password page, the change picture modal (twice: its Save,
and the trash button of an uploaded picture), the sessions page, the consent page, the
notifications page (its Mark all read, and scrolled to the list, an item's Mark as Read:
in Russian both read the same, so they are two screens). An open dropdown is a popup over
its page; a bootbox or Bootstrap modal is a page dialog titled as the app titles it, with
its own buttons: ``modals.confirm`` shows the app's Cancel and Confirm
(``modules:bootbox.cancel``/``confirm``). The Ban Account modal is written without its title
(judgement call: its submit button is labelled with the title, ``user:ban-account``, and the
modal's explanation stands as its message). A confirmation's Cancel and a modal's Close
only close it and are not tapped. An icon-only control is written with a symbol and, where
the template gives one, its title as description (the vote arrows, the post and topic tools
toggles); the picture's trash button has no title. Names of users, topics, rooms and typed
texts are the same in every language.

**Strings** are NodeBB's catalogues ``public/language/<lang>/<namespace>.json`` (the
composer and the theme use the core's keys), read as the translator does
(``namespace:key``, ``%1`` filled in, tags dropped): en is en-GB (the source language), zh
zh-CN, ja, ko, de, fr, es, pt pt-BR, ru. A missing or empty string falls back to English and
the build prints such keys per language: none of the strings used here fell back (a string a
translator left in English would not show).

**What each action sends**, read from the code. ``modules/api.js`` sends a ``fetch`` to
``/api/v3<route>``; a body is ``JSON.stringify`` of the data (a call without data, as
bookmark, follow, a post's delete/restore/purge, sends none; one with ``{}`` sends ``{}``;
``undefined`` fields are dropped); ``api.get``'s data becomes the query. ``socket.emit`` with
a callback sends a socket.io event message ``42<ack>["event",data]`` over the page's
WebSocket (``via: websocket``; the ack ids are made up). Requests: Quote ``GET
/posts/311/raw`` (no text selected); the votes ``PUT /posts/311/vote`` with ``{"delta":1}``;
Post tools ``posts.loadPostTools`` and Topic Tools ``topics.loadTopicTools`` (the menus are
loaded when they open); Mark unread ``DELETE /topics/42/read``; the watch menu ``PUT
/topics/42/follow``, ``PUT /topics/42/ignore``; Edit ``plugins.composer.push``; Bookmark
``PUT /posts/311/bookmark``; a post's Delete ``DELETE /posts/311/state``, Purge ``DELETE
/posts/311``; the flag modal's Submit ``POST /flags`` with ``type``, ``id``, ``reason`` (the
radio's value is the reason's translated text, so the body differs by language) and
``notifyRemote``; Lock ``PUT /topics/42/lock``, Unlock ``DELETE``; the topic's Delete
``DELETE /topics/42/state``, Purge ``DELETE /topics/42``, all with ``{}``; the composer's
Submit ``POST /topics`` (a new topic: ``uuid``, ``title``, ``content``, ``thumb``, ``cid``,
``tags``, ``thumbs``, ``timestamp`` 0 when not scheduled), ``POST /topics/42`` (a reply) and
``PUT /posts/312`` (an edit); a chat's Send ``POST /chats/7`` with ``{"message":..}``;
Rename Room first ``GET /chats/7``, its Save ``PUT /chats/7`` with ``{"name":..}``; Leave's
Confirm ``DELETE /chats/7/users/4``; a message's Edit ``GET .../messages/901/raw``, Pin
``PUT .../pin``, Delete's Confirm ``DELETE /chats/7/messages/901``; Follow ``PUT
/users/9/follow``, Unfollow ``DELETE``; Chat ``GET /users/9/chat``; Block and Unblock
``user.toggleBlock``; Ban and Mute Account first ``user.getCustomReasons``, the Ban modal's
submit ``PUT /users/9/ban`` with ``until`` (0: no length typed) and ``reason``; the
profile's Save changes ``PUT /users/4`` (the form serialised, shortened to its text
fields); Change Picture ``user.getProfilePictures``, its Save ``PUT /users/4/picture``, its
trash ``user.removeUploadedPicture``; Change Password ``PUT /users/4/password`` with
``currentPassword`` and ``newPassword``; Delete Account's Confirm ``DELETE
/users/4/account`` with ``{"password":..}``; Revoke Session ``DELETE
/users/4/sessions/<uuid>``; I Consent ``user.gdpr.consent``; the exports ``POST
/users/4/exports/profile``; Mark all read ``notifications.markAllRead``; an item's Mark as
Read ``PUT /notifications/<nid>/read`` (the nid URI-encoded). Page loads (``via: link``):
Change Password on the Edit Profile page. Opening a menu, a modal or a confirmation, Reply
(the composer opens locally), copying, and Discard (a changed draft asks first) send nothing.
Compiled templates the client loads for a modal, once, are left out.

Each action is labelled by what it does, not by its words. **Irreversible:** publishing a
new topic or a reply and sending a chat message (**send**: others see and are notified);
submitting a flag on a post or a profile (**send**: the report and its notification go to
the moderators; judgement call: the reporter may rescind it later, but it has been sent);
Purge on a post or a topic (**delete**: removed for good, unlike Delete); the trash of an
uploaded picture (**delete**: the file is deleted from the server); Leave Room (**leave**:
judgement call: one cannot rejoin a private room oneself, and a re-added member does not see
the earlier history); Ban Account (**ban**: judgement call: Unban exists, but the ban
revokes all of the user's sessions and e-mails them); Change Password (**revoke**: every
session, this one included, is revoked); Revoke Session (**revoke**: the device is logged
out); Delete Account's Confirm (**delete-user**: the account deleted, posts anonymised).
**Harmless:** a post's or a topic's Delete and a chat message's Delete (soft deletes that
Restore undoes), Lock, Unlock, Mark unread, watching and ignoring, votes, bookmarks, Follow
and Unfollow (judgement call: a follow notifies the followed user, but it is a state that is
set back), Block and Unblock, editing a post (judgement call: the post's history keeps the
earlier version, which can be restored), renaming a room, pinning a chat message, saving the
profile and the picture choice, the consent and the data exports (files prepared for the
user), marking notifications read, and every control that only opens a menu, a modal, a
confirmation, a composer or a page. Every screen is a web page (``web: true``) and every
action states its requests and bodies.

    git clone https://github.com/NodeBB/NodeBB NodeBB
    git -C NodeBB checkout ab329b3b4c4d4cc9717b2938908649382cca2b39
    python tests/safety/heldout_v185/build.py NodeBB

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures; nothing in the policy is tuned to it.
"""

from __future__ import annotations

import html
import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from nodebb import screens
from web_corpus import build

LANGUAGES = {"en": "en-GB", "zh": "zh-CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt-BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v185.yaml")


def read_catalogue(folder: Path) -> dict[str, str]:
    """A language's ``public/language/<lang>/*.json``: ``namespace:key`` to its text (the
    admin catalogues are not read)."""
    table: dict[str, str] = {}
    for path in sorted(folder.glob("*.json")):
        for key, value in json.loads(path.read_text(encoding="utf-8")).items():
            table[f"{path.stem}:{key}"] = str(value)
    return table


class Lookup:
    """``t("ns:key", *args)`` as NodeBB's translator: a missing or empty string shows
    English's (``fallbacks``); ``%1``, ``%2``... are filled in; tags are dropped and
    entities decoded as the page shows the text."""

    def __init__(self, root: Path, lang: str) -> None:
        self.table = read_catalogue(root / lang)
        self.english = read_catalogue(root / "en-GB")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in public/language/en-GB")
        text = self.table.get(key) or ""
        if not text:
            self.fallbacks.add(key)
            text = self.english[key]
        for n, arg in enumerate(args, 1):
            text = text.replace(f"%{n}", arg)
        text = re.sub(r"<br\s*/?>", " ", text)
        text = html.unescape(re.sub(r"<[^>]+>", "", text))
        return re.sub(r"\s+", " ", text).strip()


def main(checkout: str) -> int:
    root = Path(checkout) / "public" / "language"

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
