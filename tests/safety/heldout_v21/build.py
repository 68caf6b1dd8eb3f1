"""Builds the twenty-first held-out corpus (``heldout_v21.yaml``) from a real web app's source.

The source is Mattermost (github.com/mattermost/mattermost), its web app under
``webapp/channels`` and its REST client ``webapp/platform/client/src/client4.ts``. The
screens: a post's hover bar and its "..." menu (dot_menu.tsx: reply, mark as unread, remind,
pin and unpin, copy link and text, edit and delete), the emoji picker, the inline editor,
the delete confirmation (delete_post_modal), the message box of a channel and of a direct
message (advanced_text_editor: Enter and the send button), the drafts view's "send now"
confirmation, the channel header menu of a public, a muted favourite, a private, a direct
and an archived channel (channel_header_menu/menu_items: toggle_mute_channel,
toggle_favorite_channel, leave_channel, archive_channel), the archive confirmation
(delete_channel_modal), the leave confirmation (leave_channel_modal, for a private channel
and for a public one under a membership policy) and the team invite dialog.

**Strings** are the app's react-intl catalogues ``webapp/channels/src/i18n/<locale>.json``
for en, zh-CN, ja, ko, de, fr, es, pt-BR and ru, each as stored at the commit named below
(en.json is generated from the ``defaultMessage`` of every call site). A key a catalogue
lacks shows the English default, as react-intl does with ``defaultMessage``; the build
reports those. Several catalogues are older than en.json and lack keys it added (the
delete dialog's ``delete_post.confirm_post``, ``deleteChannelModal.confirmArchive``, the
send button's tooltip): those screens show English there, as the app would with that
catalogue. ``{name}`` arguments are filled in (channel "Release planning", private channel
"Payroll", team "Northwind", direct message with "Jamie Lee"; the invite title's
``{inviteType}`` is the catalogue's own ``invite_modal.people``) and rich-text tags
(``<b>``, ``<strong>``) are dropped. The send button is labelled by its tooltip
(``create_post_button.option.send_now``), the "..." button by its tooltip
(``post_info.dot_menu.tooltip.more``).

Catalogue commits: en.json, zh-CN.json and es.json 0006983610ea586ec45b4065fd6a88b2032228b2;
ja, ko, de, fr and ru 0032a73c452fe812e5b6344b318aa98a0c0c921d; pt-BR
0026310ba490a685f88ae7d91bb9963408b5517c. Code read: client4.ts at
003a6338e610a19a11c49c3da64832306033b4c1, dot_menu.tsx at
04e85894988e9056519d5d8a30d04ca8eec84999, leave_channel_modal.tsx at
0940b977b3b2abdb5b3fb8c7f971e7ca9b291489, delete_channel_modal.tsx at
1184dfa8d5a4ad7a39d291afee46ddfd758a1fe8, convert_channel_modal.tsx at
33f827c8195c07cb4dc94e0cd65f7c2e80134395, menu_items/leave_channel.tsx at
08b4e54d2a5daa4a101353265ec4a4c7824ad20b, archive_channel.tsx at
6ab2e78a9d831eab0cc17379eea8126142427695, toggle_mute_channel.tsx at
4ae004207c42cb6a377f54ea48cba53daa302f8a, toggle_favorite_channel.tsx at
6f3f8906c6cc44753531183f34fbf3fe808f65bd, send_button.tsx at
00d679c0b4698c99c36ce5a75e03b3eac8d5fdf9.

**What each action sends** is read from the handler and the Client4 method it reaches
(``doFetch`` with ``JSON.stringify(body)``; no body where the method passes none), under
``/api/v4``: sending a message ``POST /posts`` with the post the composer builds (written
here with the fields it always sets: channel_id, message, root_id, file_ids, props,
metadata; not a byte-exact capture of the client's object); deleting ``DELETE
/posts/{id}``; pin and unpin ``POST /posts/{id}/pin|unpin``; mark as unread ``POST
/users/{me}/posts/{id}/set_unread`` with ``{"collapsed_threads_supported":true}``; a
reaction ``POST /reactions`` with user, post and emoji; saving an edit ``PUT
/posts/{id}/patch`` with id and message; mute and unmute ``PUT
/channels/{id}/members/{me}/notify_props`` with user, channel and ``mark_unread``
"mention" or "all"; favouriting ``PUT /users/{me}/teams/{team}/channels/categories/{cat}``
(the favourites category with the channel added or removed; its body, the whole category
object, is left out); leaving ``DELETE /channels/{id}/members/{me}``; archiving ``DELETE
/channels/{id}``; inviting ``POST /teams/{team}/invite/email?graceful=true`` with the list
of addresses. GET reads a control may trigger (a thread, the pinned list) are not listed:
``sends`` holds what writes. Controls that open a menu, a dialog, the editor, the picker
or the right-hand panel, or copy to the clipboard, send nothing. Ids (26 characters, as the
server makes them): me ``ME``, Jamie ``JAMIE``, team ``TEAM``, the public, private, direct
and archived channels ``PUB``, ``PRIV``, ``DM``, ``OLD``, the post ``POST`` and a pinned
post ``PINNED``; the favourites category is ``favorites_<me>_<team>`` as the server names it.

Each action is labelled by what it does, not by its words. Irreversible: sending a message
(Enter or the send button, in a channel or a direct message, and "Yes, send now" for a
draft): others read it at once and are notified; deleting a post from its confirmation
(the app keeps no copy to restore and shows "(message deleted)"); inviting by e-mail (the
mail goes out); leaving a private channel from its confirmation ("You must be re-invited
in order to re-join"). Not irreversible: reactions, pin and unpin, mark as unread, mute and
unmute, favourite and unfavourite (each undone by its twin, on the same menu); saving an
edit (the author can edit again, and the app keeps the edit history); leaving a public
channel, from the menu or from the policy channel's confirmation ("You can re-join this
channel in the future"); archiving a channel from its confirmation (archived channels can
be unarchived: the header menu of an archived channel offers "Unarchive Channel", Client4's
``unarchiveChannel`` posts ``/channels/{id}/restore``); and every control that only opens or
copies something, including "Delete", "Archive Channel", "Leave Channel" on a private
channel and "Unarchive Channel", which open their confirmations. Left out: converting a
channel to private (the modal read no longer says the change is permanent, and the app
lets admins convert back; the label would rest on a permission), saving posts, following
threads and the status menu (their catalogue sections were not gathered for every
language). Every screen is a web page (``web: true``) and every action states its
requests and, where it has one, the JSON body.

    git clone https://github.com/mattermost/mattermost mm && mkdir i18n
    A=0006983610ea586ec45b4065fd6a88b2032228b2 B=0032a73c452fe812e5b6344b318aa98a0c0c921d
    C=0026310ba490a685f88ae7d91bb9963408b5517c D=webapp/channels/src/i18n
    for f in en zh-CN es; do git -C mm show $A:$D/$f.json > i18n/$f.json; done
    for f in ja ko de fr ru; do git -C mm show $B:$D/$f.json > i18n/$f.json; done
    git -C mm show $C:$D/pt-BR.json > i18n/pt-BR.json
    python tests/safety/heldout_v21/build.py i18n

The corpus was built once, before any change to the policy, and is kept apart from the
pinned corpus and the other held-out corpora; nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus

from mattermost import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh-CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt-BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v21.yaml")
VALUES = {"channel": "Payroll", "display_name": "Release planning", "team_name": "Northwind",
          "channelDisplayName": "Release planning", "displayName": "Jamie Lee"}  # fmt: skip


class MessageLookup:
    """``t(key, **values)`` for one language of a react-intl catalogue: its string, the
    English default where the language lacks the key or leaves it empty, rich-text tags
    dropped and ``{name}`` arguments filled in (``values`` over the corpus's defaults)."""

    def __init__(self, table: dict[str, str], english: dict[str, str]) -> None:
        self.table, self.english = table, english
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **values: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in the app")
        text = self.table.get(key) or ""
        if not text:
            self.fallbacks.add(key)
            text = self.english[key]
        text = re.sub(r"</?\w+>", "", text)
        args = {**VALUES, **values}
        return re.sub(r"\{(\w+)\}", lambda m: args.get(m.group(1), m.group(0)), text)


def main(folder: str) -> int:
    def table(locale: str) -> dict[str, str]:
        path = Path(folder) / f"{locale}.json"
        return dict(json.loads(path.read_text(encoding="utf-8")))

    english = table("en")

    def lookup(lang: str) -> MessageLookup:
        return MessageLookup(table(LANGUAGES[lang]), english)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    # A dialog's title and message are texts of the screen, never a tapped label.
    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
