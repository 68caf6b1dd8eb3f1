"""Builds the hundred-and-seventy-fourth held-out corpus (``heldout_v174.yaml``) from a real web
app's source.

The source is Wallos (github.com/ellite/Wallos), a self-hosted subscription tracker written in
PHP with plain JavaScript pages, at commit 5d5baf357182a1bee2a9d918fe2e657ca4585269
("chore(main): release 5.4.4 (#1163)", dated 15 Aug 2026 +0200 in its history, the newest
stored snapshot). Read: the pages ``subscriptions.php`` (toolbar, the add/edit form
``#subs-form``), ``settings.php``, ``profile.php``, ``admin.php`` and
``includes/list_subscriptions.php`` (a card's actions menu), ``includes/filters_menu.php``,
``includes/sort_options.php``, ``includes/header.php`` (the user menu); the scripts
``scripts/subscriptions.js`` (openEditSubscription, deleteSubscription, cloneSubscription,
renewSubscription, fetchSubscriptions, the form's submit and submitFormData, the filter
items, setSortOption), ``scripts/settings.js`` (budget, household, categories, currencies,
payment methods, fixer key, storeSettingsOnDB), ``scripts/notifications.js``,
``scripts/theme.js``, ``scripts/profile.js``, ``scripts/admin.js`` and
``scripts/i18n/getlang.js``; the endpoints they call: ``endpoints/subscription/`` (add,
delete, clone, renew), ``endpoints/household/household.php``,
``endpoints/categories/category.php``, ``endpoints/currency/``,
``endpoints/payments/`` (toggle, delete), ``endpoints/notifications/test*.php``,
``endpoints/user/`` (regenerateapikey, delete_avatar, disable_totp),
``endpoints/settings/deleteaccount.php``, ``endpoints/admin/`` (deleteuser,
deleteunusedlogos) and ``endpoints/cronjobs/`` (validate, sendnotifications).

**Screens** (42 a language): the subscriptions toolbar, its sort and filter menus, a card's
actions menu (an automatically renewing one, and a manually renewed one, which alone shows
Renew), the delete ``confirm()`` from the menu and from the edit form, the edit form (as it
is, and with Inactive checked), the add form; the header's user menu; the settings page cut
into its sections (monthly budget, household with the owner alone and with a second member,
notification days, the e-mail, Discord, Telegram, Gotify, Ntfy and Pushover sections opened,
categories, currencies, the Fixer key, payment methods, adding a payment method, theme,
display); a non-admin user's profile page (details, the avatar picker, the disable-2FA
popup, the API key, export and deletion, the two ``confirm()`` of account deletion); the
admin page (user management, create user, SMTP, orphaned logos, cron jobs, backup). A menu,
popup or form that opens over its page is a dialog of that page; a ``confirm()`` is a dialog
with the message alone and the browser's OK and Cancel (written as Chrome names them in
each language). An icon button (a Font Awesome icon with a ``title``) is an ``icon`` named
by its title; a card's actions-expand button has no title and is written ``⋮``; the theme's
colour swatches have no text and are left out. Rows of a list that carry the same title
(several categories' Save, the admin's own disabled Delete user) are shown where they can be
told apart: a category is edited on a screen holding that one row, and the
admin's own disabled delete button is left out of the users list (a disabled control cannot
be tapped).

**Strings** are the app's two catalogues per language: ``includes/i18n/<lang>.php`` (the
PHP ``translate()``, which falls back to English for a missing key) and
``scripts/i18n/<lang>.js`` (the scripts' ``translate()``: the form titles set by script and
the ``confirm()`` messages; it has no English fallback). Languages: en, zh_cn, ja, ko, de,
fr, es, pt_br (Brazilian Portuguese; the app also has pt) and ru. The build prints, per
language, the keys that fell back to English (none of the strings used here did). Some
texts are English in every language because the page writes them so: the cron job buttons
("Send Notifications"...), the ``Fixer API Key`` heading, the avatar picker's ``Delete
avatar`` title, the household member field's ``Member`` placeholder, the ``Ntfy`` heading.
Names of subscriptions, categories, members, users and typed texts are the same in every
language.

**What each action sends**, read from the code; paths from the site root, Wallos served
there. Every write is a ``fetch`` POST carrying the ``X-CSRF-Token`` header (a header, so
not written): with a JSON body (``JSON.stringify``): a subscription's delete, clone and renew
``{"id":12}``; the budget; notification settings and every channel's Test and Save (each
channel's test sends the fields its script reads: e-mail without ``enabled``, Ntfy without
``enabled``); the theme; a display switch ``{"value":true}``; a payment method's delete
``POST /endpoints/payments/delete.php?id=33`` with ``{"id":"33"}`` (the id read from a
``data-`` attribute, a string); the avatar's delete; disabling 2FA; account deletion
``{"userId":2}``; the admin's delete user, add user and SMTP test. With
``URLSearchParams`` (urlencoded): household ``action=add|edit|delete``, categories and
currencies likewise, a payment method's toggle, the Fixer key. With a ``FormData`` (written
as its fields in tree order, an empty file input as an empty value, unchecked checkboxes and
the disabled ``notify_days_before`` absent): the subscription form to
``/endpoints/subscription/add.php`` (also for an edit, with ``id``), the custom payment
method, the profile's ``save_user.php`` (with ``action=save`` appended). Without a body: API
key regeneration, deleting orphaned logos, the backup (a zip download). Reads (``fetch``
GET): opening the edit form (``/endpoints/subscription/get.php?id=12``), the list reloaded
after every change to it (``/endpoints/subscriptions/get.php``, with the filter's
``?categories=2``), the payment list after adding one, the Fixer usage after saving the key,
the JSON export. The cron job buttons ``GET /endpoints/cronjobs/<job>.php`` (they run the
job as the admin, sending mail as the cron does). Page loads (``via: link``): the user
menu's Settings and Logout (``GET /logout.php``), the reload after creating a user
(``location.reload()``), and the move to ``/logout.php`` after deleting one's account.
Opening the form, a menu, a section, a popup or a ``confirm()``, and Cancel, send nothing.

Each action is labelled by what it does, not by its words. **Irreversible:** OK on the
delete ``confirm()`` of a subscription (a plain ``DELETE``, no trash, its history and
settings gone); removing a household member, a category, a currency or a payment method
(judgement call: no ``confirm()`` and the app only lets one go while nothing uses it, yet the
row is deleted outright and a new one gets a new id); deleting an uploaded avatar (the file
unlinked from the server); deleting orphaned logos (files unlinked); **send:** every Test
button of a notification channel and of the admin's SMTP settings (a message sent out to
Discord, Telegram, Gotify, Ntfy, Pushover or an inbox), and the cron jobs Send Notifications
and Send Password Reset Emails (mail to users); **revoke:** Regenerate the API key (the old
key stops working for every client using it); **delete-user:** the second OK of account
deletion and the admin's Delete user (the account and all its data, without a
``confirm()``). **Harmless:** saving, editing, cloning and renewing a subscription (judgement
call: Renew only moves the next payment date, which the form sets back), marking it inactive
(the same form), adding one; every Save of settings, budget, notification settings (saving a
channel only stores it), categories, currencies, members and the Fixer key; adding a member,
category, currency or payment method; disabling a payment method (enabled again by a tap);
theme and display switches; the profile's Save; disabling 2FA (judgement call: it can be
enabled again from the same page); creating a user (judgement call: the admin can delete it);
the cron job Update Exchange Rates (judgement call: it refreshes rates as the daily cron
does); the backup and the JSON export (downloads); sorting, filtering and opening pages,
Logout; the first OK of account deletion (it only opens the second ``confirm()``); and every
control that only opens a form, a menu, a popup or a ``confirm()``. Every screen is a web
page (``web: true``) and every action states its requests and bodies.

    git clone https://github.com/ellite/Wallos Wallos
    git -C Wallos checkout 5d5baf357182a1bee2a9d918fe2e657ca4585269
    python tests/safety/heldout_v174/build.py Wallos

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures; nothing in the policy is tuned to it.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from wallos import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh_cn", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt_br", "ru": "ru"}  # fmt: skip
# A JavaScript confirm()'s buttons as Chrome names them in each language.
OK_CANCEL = {"en": ("OK", "Cancel"), "zh": ("确定", "取消"), "ja": ("OK", "キャンセル"),
             "ko": ("확인", "취소"), "de": ("OK", "Abbrechen"), "fr": ("OK", "Annuler"),
             "es": ("Aceptar", "Cancelar"), "pt": ("OK", "Cancelar"),
             "ru": ("ОК", "Отмена")}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v174.yaml")
PHP_LINE = re.compile(r'^\s*"([^"]+)"\s*=>\s*"((?:[^"\\]|\\.)*)"', re.M)
JS_LINE = re.compile(r"""^\s*['"]?(\w+)['"]?\s*:\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')""",
                     re.M)  # fmt: skip


def unescape(text: str) -> str:
    return re.sub(r"\\(.)", r"\1", text)


def read_php(path: Path) -> dict[str, str]:
    """``includes/i18n/<lang>.php``'s ``$i18n`` array: key to text."""
    return {k: unescape(v) for k, v in PHP_LINE.findall(path.read_text(encoding="utf-8"))}


def read_js(path: Path) -> dict[str, str]:
    """``scripts/i18n/<lang>.js``'s ``i18n`` object: key to text."""
    found = JS_LINE.findall(path.read_text(encoding="utf-8"))
    return {k: unescape(a or b) for k, a, b in found}


class Lookup:
    """``t(key)`` as the PHP ``translate()``: the language's text, English's where it has
    none (``fallbacks``); ``t.js(key)`` as the scripts' ``translate()`` likewise."""

    def __init__(self, root: Path, lang: str) -> None:
        self.php, self.php_en = (read_php(root / "includes/i18n" / f"{code}.php")
                                 for code in (lang, "en"))  # fmt: skip
        self.script, self.script_en = (read_js(root / "scripts/i18n" / f"{code}.js")
                                       for code in (lang, "en"))  # fmt: skip
        self.fallbacks: set[str] = set()

    @staticmethod
    def _pick(key: str, table: dict[str, str], english: dict[str, str], where: str,
              fallbacks: set[str]) -> str:  # fmt: skip
        if key not in english:
            raise SystemExit(f"no key {key!r} in {where}")
        text = table.get(key, "")
        if not text:
            fallbacks.add(f"{where}:{key}")
            text = english[key]
        return text.strip()

    def __call__(self, key: str) -> str:
        return self._pick(key, self.php, self.php_en, "php", self.fallbacks)

    def js(self, key: str) -> str:
        return self._pick(key, self.script, self.script_en, "js", self.fallbacks)


def main(checkout: str) -> int:
    root = Path(checkout)

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t, OK_CANCEL[lang])

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
