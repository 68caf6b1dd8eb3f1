"""Builds the two-hundred-and-ninety-second held-out corpus (``heldout_v292.yaml``) from a real
web app's source.

The source is ntfy (github.com/binwiederhier/ntfy), a publish-subscribe notification service
written in Go whose web app is a React single-page app (``web/``): its topics, notifications
and local settings live in the browser's IndexedDB, and it calls the ntfy server that serves
it with ``fetch`` (and ``XMLHttpRequest`` to publish from the publish dialog). Read at commit
81a486adc11fe24efcbedefb28ae946028597c2f ("Merge pull request #1388 from
KristopherPaulsen/add-missing-quote-on-cli-example", 13 Jul 2025). Read: ``web/src/app/``
``AccountApi.js``, ``Api.js`` (publish, publishXHR, topicAuth), ``utils.js`` (the URLs, openUrl,
formatShortDate), ``Session.js`` (resetAndRedirect), ``SubscriptionManager.js`` (what stays in
IndexedDB), ``config.js``, ``i18n.js``; the components ``ActionBar``, ``SubscriptionPopup``,
``Navigation``, ``Notifications``, ``Messaging``, ``PublishDialog``, ``SubscribeDialog``,
``ReserveDialogs``, ``ReserveTopicSelect``, ``Preferences``, ``Account``, ``UpgradeDialog``,
``Login``, ``Signup`` and ``routes.js``; ``web/public/config.js`` (the options); and, for what
the server does with a request, ``server/server_account.go`` (the account's deletion; a
password change that revokes no token) and ``server/server_payments.go`` (a tier change
invoices the difference at once; a cancellation takes effect at the period's end).

**Screens** (48 a language, written from 40 distinct screens; a screen is written twice
where its actions are of two kinds): the navigation drawer with the notification
permission alert; a topic's app bar; its action menu (unreserved and unmuted) and a reserved,
muted topic's; the display name dialog; the reserve topic dialog; the remove reservation
dialog with cached messages kept or deleted; a notification with a view and an HTTP action;
the message bar of an own topic and of a topic on ntfy.sh; the publish dialog plain, with an
email forward, a phone call, a delay and an attachment URL; the subscribe dialog, the same
with another server, and its login page for a protected topic; the profile menu; the
settings page's delete-after and language menus, its users and reserved topics cards and the
remove reservation dialog opened there; the account page's basics, the change password
dialog, the add phone number dialog and its code step, the access tokens card and its create
and delete dialogs, the delete account card and dialog; the tier dialog changing Pro to
Business, changing Pro to Free and, for a free account, choosing Pro; the login and signup
pages. The app runs with the options of ``web/public/config.js`` and payments on, for the
user ``alice`` with the Pro tier billed annually, at ``https://push.example.org``; a MUI Dialog
is a dialog over its page (titled as the app bar is: the topic, Settings or Account), headed
by its DialogTitle with its DialogContentText as message; a popup menu and an open Select are
dialogs whose items are the menu's entries; a Select shut is a ``button`` showing its value;
an IconButton is an ``icon`` named by its ``aria-label``; a notification's action button
shows its label and is described by its ``aria-label``. A dialog's heading that repeats a
tapped button's words in a language is left out there (the change password dialog's in
every language but Japanese and Russian, the remove reservation dialog's in Russian); so are
the delete account card's heading and title, which repeat its button's words, and the
drawer's "Subscribed topics" heading (in Chinese the words of Subscribe to topic); nameless
controls (the phone number's add icon, the copy icons) are left out. The login and signup
pages are titled ``ntfy``.

**Strings** are ``web/public/static/langs/<lang>.json`` for en, zh_Hans, ja, ko, de, fr, es,
pt_BR and ru, read as i18next does with English as the fallback language (``{{name}}`` filled
in, the tags of ``<Trans>`` strings dropped); the build prints the keys a language lacks and
so shows in English. Only Korean falls back: its catalogue lacks 102 of the strings used
here (most of the account page and its dialogs, the tier dialog, the reservation and display
name dialogs, most of the topic's action menu, the profile menu, and the login and signup
pages), shown in English; every other language here is fully translated. The language
menu's entries are each in its own language, as the app writes them; the paid-until date is
``Intl.DateTimeFormat``'s short date in each language.
Names of topics, users, tokens, tiers, phone numbers, notifications and typed texts are the
same in every language.

**What each action sends**, read from the code. The server is the page's origin, so its
requests are written as paths; the session token travels in an ``Authorization`` header (not
written), a login's user and password as Basic auth, and some requests name their object in
headers (``X-BaseURL``/``X-Topic``, ``X-Token``, ``X-Delete-Messages``) with no body; bodies are
``JSON.stringify``'s. Background notifications (Web Push) are off, so no ``/v1/webpush``
request follows a change of subscriptions. Writes: Send test notification and the message
bar's Publish message ``PUT`` the server's root (``Api.publish``: ``{"topic","message",...}``;
the test message is one of the app's random draws: no title, priority 3, no tags), to
``https://ntfy.sh`` for its topic; the publish dialog's Send ``PUT /<topic>?title=..`` by
``XMLHttpRequest`` with the message as the body and the options as the query
(``URLSearchParams``: ``email``, ``call``, ``delay``, ``attach``, ``filename``); Unsubscribe
``DELETE /v1/account/subscription``; Save in the display name dialog ``PATCH
/v1/account/subscription``; Add in the reserve dialog ``POST /v1/account/reservation``; Delete
reservation ``DELETE /v1/account/reservation/<topic>``; a notification's HTTP action the
publisher's request (here ``DELETE https://backup.example.org/api/backups?older_than=30d``,
no body); Subscribe ``GET /<topic>/auth``, ``POST /v1/account/subscription`` and the poll ``GET
/<topic>/json?poll=1`` (absolute for another server); the login page of a protected topic the
same with its credentials; the reserved topics' Not subscribed ``POST
/v1/account/subscription``; the profile menu's Logout ``DELETE /v1/account/token`` then a load
of ``/``; a setting chosen in a menu ``PATCH /v1/account/settings``; Change password ``POST
/v1/account/password``; Send SMS ``PUT /v1/account/phone/verify``; Confirm code ``PUT
/v1/account/phone``; Create token ``POST /v1/account/token`` (never expiring, so ``expires``
is 0); Permanently delete token ``DELETE /v1/account/token``; Permanently delete account
``DELETE /v1/account`` ``{"password"}`` then a load of ``/``; Update subscription ``PUT``,
Cancel subscription ``DELETE`` and Pay now and subscribe ``POST
/v1/account/billing/subscription`` (the last then loads Stripe's checkout page, a made-up
URL); Manage billing ``POST /v1/account/billing/portal`` then opens Stripe's portal; Change
(the account type) reads ``GET /v1/tiers``; Sign in ``POST /v1/account/token`` then loads
``/``; Sign up ``POST /v1/account``, ``POST /v1/account/token`` and loads ``/``. Page loads
(``via: link``): Documentation (``window.open("/docs")``), a notification's view action, and
the loads after logging in, out or deleting the account. Nothing is sent by: Mute and Mark as
read (IndexedDB), the publish dialog's Forward to email chip (it shows a field), and every
control that only opens a menu or a dialog (Reset topic access in the reserved topics card
opens the remove reservation dialog), and every Cancel.

Each action is labelled by what it does, not by its words. **Irreversible:** every publish
(``publish``: Send test notification, the message bar's Publish message to either server,
Send in the publish dialog plain, delayed and with an attachment URL: a notification reaches
every subscriber at once and the app has no way to take it back; judgement call for the
delay: the web app offers no cancel of a scheduled message); Send with an email forward or a
phone call (``send``: an email or a call goes out besides); Delete reservation with cached
messages kept (``release``: judgement call: the topic's ownership is given up, anyone may
reserve it, and the cached messages become readable to anyone who knows its name), and with
them deleted (``delete``); a notification's HTTP action that prunes old backups
(``delete``: judgement call: the request goes to another service whose effect the app cannot
undo, and this one deletes); Permanently delete token (``revoke``: every script using it
stops working, and a new token is another string); Permanently delete account
(``delete-user``); Update subscription to a higher tier (``pay``: the price difference is
invoiced at once); Cancel subscription (``cancel``: judgement call: the downgrade takes
effect at the period's end, when the reservations and cached messages are deleted, and the
dialog offers no way to restore the same plan). **Harmless:** Unsubscribe (judgement call:
one subscribes again and the server's cached messages come back, though notifications kept
only in this browser are gone), muting, the display name, reserving a topic (removed
again), settings chosen in a menu, subscribing, logging in, out and signing up (judgement
call: a new account, which can be deleted), Change password (judgement call: it can be
changed back, and the server revokes no token), Send SMS (judgement call: it only sends a
one-time code to the number being added; nothing is published and the account is unchanged
until the code is confirmed), Confirm code (the number can be removed), Create token,
Manage billing, Pay now and subscribe (judgement call: it only opens Stripe's checkout page,
where the payment is confirmed or not), the links, and every control that only opens a menu
or a dialog, and every Cancel. Not in the corpus: Clear all notifications, a notification's
Delete and Delete user in the settings, which remove data kept only in the browser and send
no request. Every screen is a web page (``web: true``) and every action states its requests
and bodies.

    git clone https://github.com/binwiederhier/ntfy ntfy
    git -C ntfy checkout 81a486adc11fe24efcbedefb28ae946028597c2f
    python tests/safety/heldout_v292/build.py ntfy

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

from ntfy import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh_Hans", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v292.yaml")


class Lookup:
    """``t(key, **args)`` as i18next's with English as the fallback language: a key the
    language lacks, or leaves empty, shows English's text (``fallbacks``); ``{{name}}`` is
    filled in from ``args`` and the tags a ``<Trans>`` renders are dropped."""

    def __init__(self, folder: Path, code: str) -> None:
        def read(name: str) -> dict[str, str]:
            return json.loads((folder / f"{name}.json").read_text(encoding="utf-8"))

        self.table, self.english = read(code), read("en")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **args: Any) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in web/public/static/langs/en.json")
        text = self.table.get(key) or ""
        if not text.strip():
            self.fallbacks.add(key)
            text = self.english[key]
        text = re.sub(r"</?\w+\s*/?>", "", text)
        return re.sub(r"\{\{\s*(\w+)\s*\}\}", lambda m: str(args.get(m.group(1), m.group(0))),
                      text)  # fmt: skip


def main(checkout: str) -> int:
    folder = Path(checkout) / "web" / "public" / "static" / "langs"

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t, lang)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
