"""Builds the twenty-eighth held-out corpus (``heldout_v28.yaml``) from a real web app's source.

The source is Zulip (github.com/zulip/zulip), its web app: the Handlebars templates under
``web/templates``, the scripts under ``web/src`` and the server code behind the ``/json``
routes. The repository is larger than could be fetched whole, so each file was read as the
stored public index holds it; where a file was opened whole its commit is named here:
popovers/message_actions_popover.hbs 00366c6e2504ff4d9102b147a2358176af77d2ee,
popovers/left_sidebar/left_sidebar_stream_actions_popover.hbs
016afbfc171628f4d7c7346c43e7f117e8ada1b7,
popovers/left_sidebar/left_sidebar_topic_actions_popover.hbs
040f64cc406e953a3e24de6893ce9c78a6960b18, web/src/message_flags.ts
0d87ec8f2cb8c88401ae1003a6339c647a5618a5, web/src/transmit.ts
029506d443ef11d2e76dda335b1c9c44296fd5c2. Read as excerpts (commit not recorded):
confirm_dialog/confirm_delete_message.hbs and confirm_delete_topic.hbs, user_topics.ts
(``POST /json/user_topics``), user_profile.ts (self-unsubscribe ``channel.del`` with the
channel names), settings_config.ts (``color_scheme_values``: dark 2, light 3),
zerver/actions/message_edit.py and zproject settings (RESOLVE_TOPIC_UNDO_GRACE_PERIOD_SECONDS).

Screens: a message's hover bar (star, unstar, "Message actions"), the message actions menu
of one's own message (edit, move, delete, mark as unread from here, collapse, copy link), the
delete confirmation (for a channel message, a direct message and a private channel's
message), the inline editor's Save, the compose box of a channel topic, a private channel, a
direct message and a group direct message (Enter and the Send button), the scheduled
messages and drafts overlays, the left sidebar's channel menu (public; pinned and muted;
private) and the private channel's unsubscribe confirmation, the topic menu (open; resolved
and muted) and the delete topic confirmation (public and private channel), the set status
dialog, the account settings' "Deactivate account" and its confirmation, and the theme
buttons.

**Strings** are the web app's catalogues ``locale/<lang>/translations.json`` (keyed by the
English message, FormatJS ``defaultMessage``) for zh_Hans, ja, ko, de, fr, es, pt and ru, all
at commit 007708a626a3261db404dd99eb9754a47c22ff4b; Zulip's ``pt`` catalogue is used for
Portuguese (its ``pt_BR`` one is mostly empty). Only the messages the screens use were
copied, into catalogue.py (``KEYS`` and one tuple per language, in that order); English is
the key itself. An empty translation shows the English message, as the app does; the build
prints those (zh 1, ko 18, fr 5, es 2). ``<z-link></z-link>`` is filled with the channel
name, and the spaces a few strings carry at their ends are dropped, as the page renders
them. The confirm dialogs' buttons are confirm_dialog's defaults, "Cancel" and "Confirm";
the compose box shows its placeholder ("Compose your message here"); the Send and "Send
options" buttons are labelled by their tooltips. The topic menu's visibility tabs show
"Mute" and "Default" ("Unmute" only appears in a muted channel; the "Follow" tab is left
out, its string not having been gathered in every language). Typed texts, names and
messages are the same in every language.

**What each action sends** is read from the handler and the ``channel.post/patch/del`` call
it reaches; jQuery sends the data object ``application/x-www-form-urlencoded`` (written here
with Python's urlencode, fields in the order the code builds them): starring, unstarring and
collapsing ``POST /messages/flags`` (messages, flag, op); "Mark as unread from here",
"Mark all messages as read|unread" ``POST /messages/flags/narrow`` (anchor, include_anchor,
num_before, num_after, narrow, op, flag; the batch size written 1000); saving an edit
``PATCH /messages/{id}`` with the content; sending ``POST /messages`` with the fields the
composer always sets (type, to, topic, content, sender_id, queue_id, local_id,
read_by_sender; not a byte-exact capture); deleting ``DELETE /messages/{id}``; deleting a
topic ``POST /streams/{id}/delete_topic`` with topic_name; deleting a scheduled message
``DELETE /scheduled_messages/{id}``; pin, unpin, mute and unmute ``POST
/users/me/subscriptions/properties`` with subscription_data; unsubscribing ``DELETE
/users/me/subscriptions`` with the channel's name; a topic's visibility ``POST
/user_topics`` (stream_id, topic, visibility_policy: muted 1, inherit 0); resolving and
unresolving ``PATCH /messages/{first}`` renaming the topic with the ✔ prefix
(propagate_mode change_all, notice to the new thread only); the status ``POST
/users/me/status``; the theme ``PATCH /settings`` color_scheme; deactivating ``DELETE
/users/me``. Deleting a draft sends nothing: drafts live in the browser ("Drafts are not
synced to other devices and browsers."). Controls that open a menu, dialog, editor or
overlay, or copy a link, send nothing. Ids: me 8, Jamie Lee 31, Ana Souza 44, channel
"Release planning" 12, private channel "Payroll" 15, messages 1042, 1057 (direct), 1063
(private channel), 1011 (the topic's first), scheduled messages 7 and 9.

Each action is labelled by what it does, not by its words. Irreversible: sending (others
read it at once and are notified); Confirm in the delete message dialog ("Deleting a message
permanently removes it for everyone": no trash); Confirm in the delete topic dialog; Confirm
in the private channel's unsubscribe dialog ("Once you leave this channel, you will not be
able to rejoin."); "Delete scheduled message" (deleted at once, no confirmation, no copy
kept); "Delete draft" (no copy kept; judgement call: only the user loses anything, and no
request shows it); Confirm in "Deactivate your account" (only an administrator can
reactivate). Not irreversible: star and unstar, collapse, mark as unread from here, mark a
channel or topic read or unread, pin and unpin, mute and unmute a channel, a topic's Mute and
Default tabs, the status and the theme (each undone by its twin); saving an edit (the author
can edit again; the app keeps the edit history); unsubscribing from a public channel (the
user can subscribe again and read its history); resolving and unresolving a topic (judgement
call: a rename the same menu reverses, and message_edit.py deletes the resolve notice when it
is undone within RESOLVE_TOPIC_UNDO_GRACE_PERIOD_SECONDS, 60); and every control that only
opens or copies, including "Delete message", "Delete topic", "Unsubscribe" on a private
channel and "Deactivate account", which open their confirmations. Left out: emoji
reactions, "Quote message", scheduling a message and invitations (their strings were not
gathered in every language), archiving a channel (several catalogues still say "This
action cannot be undone." while the app offers to unarchive: the label would be
ambiguous), user group membership. Every screen is a web page (``web: true``) and every
action states its requests and, where it has one, the body.

    python tests/safety/heldout_v28/build.py

The corpus was built once, before any change to the policy, and is kept apart from the
pinned corpus and the other held-out corpora; nothing in the policy is tuned to it.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus

from catalogue import KEYS, TABLES
from web_corpus import build
from zulip import screens

LANGUAGES = ("en", "zh", "ja", "ko", "de", "fr", "es", "pt", "ru")
OUT = Path(__file__).with_name("heldout_v28.yaml")


class MessageLookup:
    """``t(message, **values)`` for one language of the web app's catalogue: its string, the
    English message where the language leaves it empty (as the app's FormatJS does with
    ``defaultMessage``), ``<z-link></z-link>`` filled with ``values["link"]``."""

    def __init__(self, table: dict[str, str]) -> None:
        self.table = table
        self.fallbacks: set[str] = set()

    def __call__(self, message: str, **values: str) -> str:
        if message not in KEYS:
            raise SystemExit(f"no message {message!r} gathered from the app")
        text = self.table.get(message, message) or ""
        if not text:
            self.fallbacks.add(message)
            text = message
        # The page collapses the spaces a few catalogue strings carry at their ends.
        return re.sub(r"<z-link></z-link>", values.get("link", ""), text).strip()


def main() -> int:
    def lookup(lang: str) -> MessageLookup:
        return MessageLookup(TABLES.get(lang, {}))

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main())
