"""Builds the two-hundred-and-forty-fourth held-out corpus (``heldout_v244.yaml``) from a real web
app's source.

The source is Mbin (github.com/MbinOrg/mbin), a federated link aggregator and microblog (threads
in magazines, comments, boosts, moderation, an admin panel) written in PHP (Symfony): its pages
are rendered on the server from Twig templates, its forms are HTML forms, and Stimulus
controllers send some of them with ``fetch``. Read at commit
1439efd749e7af9d157c6bda4fa2cac4cb79e6bb ("docs: update PHP instructions to 8.5 + Ubuntu to
24.04 (#2198)", 5 Aug 2026). Read: the routes ``config/mbin_routes/entry.yaml``,
``magazine.yaml``, ``magazine_panel.yaml``, ``user.yaml``, ``message.yaml``, ``admin.yaml``,
``bookmark.yaml`` and ``security.yaml``, ``config/packages/security.yaml`` (the log-out's CSRF
token) and ``translation.yaml`` (English as the fallback); the templates
``components/entry.html.twig``, ``vote.html.twig``, ``boost.html.twig``,
``bookmark_standard.html.twig``, ``magazine_sub.html.twig``, ``user_actions.html.twig``,
``filter_list.html.twig`` and ``_settings_row_switch.html.twig``, ``entry/_menu.html.twig``,
``entry/_moderate_panel.html.twig``, ``entry/single.html.twig``,
``entry/comment/_form_comment.html.twig``, ``layout/_form_media.html.twig``,
``layout/_header.html.twig``, ``layout/_sidebar.html.twig``,
``layout/_options_appearance.html.twig``, ``report/_form_report.html.twig``,
``user/_admin_panel.html.twig``, ``user/message.html.twig``,
``messages/_form_create.html.twig``, ``notifications/front.html.twig``,
``user/login.html.twig``, ``user/settings/account_deletion.html.twig``, ``password.html.twig``,
``profile.html.twig`` and ``filter_lists.html.twig``, ``bookmark/overview.html.twig``,
``magazine/panel/general.html.twig``, ``moderators.html.twig`` and ``ban.html.twig``,
``magazine/_moderators_list.html.twig`` and ``admin/signup_requests.html.twig``; the Stimulus
controllers ``assets/controllers/subject_controller.js`` (vote, favourite, getForm, sendForm,
showModPanel), ``subs_controller.js``, ``html_refresh_controller.js``,
``confirmation_controller.js``, ``clipboard_controller.js`` and
``settings_row_switch_controller.js``, and ``assets/utils/http.js``; the forms
``src/Form/EntryCommentType.php``, ``ReportType.php``, ``MessageType.php``,
``ModeratorType.php``, ``MagazineType.php``, ``MagazineBanType.php``, ``UserBasicType.php``,
``UserPasswordType.php``, ``UserDisable2FAType.php``, ``UserRegenerate2FABackupType.php`` and
``UserAccountDeletionType.php`` with the listeners that disable or remove their fields on edit;
and what the server does, in ``src/Controller`` (EntryDeleteController, ReportController,
UserDeleteController, UserRemoveFollowing, UserBanController, AccountDeletionController,
User2FAController, UserAvatarDeleteController, FilterListsController, BookmarkListController,
MagazineDeleteController, MagazineModeratorController, MagazineBanController,
AdminSignupRequestsController, ThemeSettingsController) and ``src/Service`` (EntryManager,
UserManager, MagazineManager, ReportManager, TwoFactorManager), ``src/Security/UserChecker.php``
(logging in cancels a scheduled deletion) and
``src/MessageHandler/SendApplicationAnswerMailHandler.php`` (the email sent on a signup
decision).

**Screens** (39 a language, 61 actions, in 42 entries: the OK and the Cancel of three
confirmations are two entries of one screen; the account deletion page is written with its box
unticked and ticked). The user is dana, who owns the magazine Self-hosting and is an admin. A
thread by marek in the magazine's list (its Favorite, Boost, bookmark icon and More), its open
More menu, the report form it loads, the moderation panel it loads, the confirmations of the
panel's Delete and Purge, the ban page the panel's Ban opens; dana's own thread's open More menu
and the confirmation of its Delete (OK and Cancel), the thread page's comment form; the magazine
Homelab's sidebar; marek's profile (Follow, Direct message) and its admin panel, the
confirmations of Remove following and of Delete account (OK and Cancel), the direct message
form; the notifications page and the confirmation of its Purge; the settings' account deletion
page (twice), the Password & 2FA page and the confirmations of its Disable two-factor
authentication and Create new backup authentication codes, the profile page and the confirmation
of its Remove avatar, the filter lists page, the bookmark lists page; the sidebar's theme
options, the account menu, the login page; the magazine panel's general page and the
confirmations of its Delete magazine, Remove subscriptions and Purge magazine (OK and Cancel),
its moderators page and the confirmation of a moderator's Delete; the admin's signup requests
page and the confirmations of its Approve and Reject. A page is titled by its heading or, where
it has none above its controls, by the magazine's, thread's or user's name shown there; an open
dropdown (the More menu, the account menu) is a dialog over its page whose items are its
entries, with the thread's title or the user's name above. A page's ``confirm()`` (the
``confirmation#ask`` action, whose message is "Are you sure?") is a browser dialog with that
message and the two buttons Chrome shows in the language
(:data:`m2miner.testing.safety_corpus.CONFIRM_BUTTONS`). An icon control is named by its
``aria-label`` or ``title`` (Direct message, Remove avatar, a bookmark list's Delete). The login
page's heading and the header's Log in link repeat the button's words and are left out. The app
has no import or export in its web pages.

**Strings** are the Symfony catalogues ``translations/messages.<lang>.yaml`` for en, zh_Hans,
ja, de, fr, es, pt_BR and ru (keys looked up as ``'key'|trans``, ``%name%`` filled in). Mbin has
no Korean catalogue: a Korean user sees every string in English, as the translator falls back to
English, and so does this corpus. A key a catalogue lacks or leaves empty shows in English; the
build prints them. Of the 103 strings here Korean shows all in English, Japanese 41 (the account
deletion, Password & 2FA, bookmark list, filter list, magazine deletion and signup request
strings among them), French 33 (much the same), Chinese 10, Russian 9, Portuguese 4 (the filter
list strings and Display name); German and Spanish translate them all. The direct message form's
button is Symfony's default label, ``Submit``, which no catalogue translates, so it shows in
English in every language. Names of users, magazines, threads, lists and typed texts are the
same in every language.

**What each action sends**, read from the code; every URL is of the instance's own origin and
written as its path. HTML forms go ``via: form`` with the fields in tree order: a Symfony form's
fields are named ``<form>[<field>]`` (the form's name from its type's class), a disabled field
sends nothing, an unticked box nothing and a ticked one ``1`` (``on`` where the template writes
the box), the clicked submit button its name with an empty value, and ``<form>[_token]`` (the
CSRF token, made up here) comes last; a hand-written form carries its CSRF token as ``token``; a
form with a file field is sent as ``multipart/form-data`` (an empty file part with
``filename=""``), written with a made-up WebKit boundary; a form with no fields posts an empty
body; a GET form with no fields loads its action with an empty query (``?``). Controllers that
send with ``fetch`` send ``new FormData(form)`` (multipart, no button; a form without fields
sends only the closing boundary): the vote's Favorite ``POST /ef/4190?choice=1``, Boost ``POST
/eb/4190``, a magazine's Subscribe ``POST /m/homelab/subscribe``, a user's Follow ``POST
/u/marek/follow``, the report form ``POST /er/4190``; ``fetch`` GETs: the More menu's Report
(``GET /er/4190``, the form) and Moderate (the panel), the bookmark icon (``GET
/bos/4190/entry`` then the menu's refresh ``GET /blr/4190/entry``), a theme switch (``GET
/settings/theme/<cookie>/true``). Links go ``via: link``: Log out carries the ``_csrf_token`` of
Symfony's logout; a filter list's Delete (``GET /settings/filter_lists/delete/7``) and a
bookmark list's Delete (``GET /bookmark-lists/deleteList/5``) are plain links without a token,
and delete at once. Copy Mbin URL writes to the clipboard and sends nothing; opening a menu, a
control that only asks ``confirm()``, and Cancel send nothing.

Each action is labelled by what it does, not by its words. **Irreversible:** **delete:** OK on
the Delete of dana's own thread (judgement call: the author's delete purges a thread without
comments and otherwise marks it deleted by its author, and the author has no Restore; a Delete
activity is sent to other instances), OK on the moderation panel's Purge, on the notifications'
Purge (every notification removed), on Remove avatar (the image detached and the profile change
federated), on the magazine's Purge magazine; a filter list's Delete and a bookmark list's
Delete (no confirmation); **send:** the report form's Report (the report goes to the magazine's
moderators and cannot be withdrawn), the direct message's Submit, OK on a signup request's
Approve and on its Reject (judgement call: each emails the applicant at once, and the decision
cannot be taken back from the page); **revoke:** OK on marek's Remove following (every account
he follows is unfollowed), on the magazine's Remove subscriptions (every subscriber
unsubscribed), on a moderator's Delete (his moderation rights end; adding him again is a new
appointment); **delete-user:** OK on marek's Delete account (the account and its content are
deleted by a queued job), the account deletion page's Delete Account with Delete immediately
ticked; **reset:** OK on Disable two-factor authentication (judgement call: the TOTP secret is
erased; turning it on again needs a new secret scanned into the app); **overwrite:** OK on
Create new backup authentication codes (the codes kept so far stop working); **publish:** Add
comment on the thread page. **Harmless:** Favorite, Boost, the bookmark icon, Subscribe and
Follow (each undone by the same control), OK on the moderation panel's Delete (judgement call: a
moderator's delete moves marek's thread to the trash, and Restore brings it back), OK on Delete
magazine (judgement call: the magazine is marked deleted and the same page offers Restore
magazine), the account deletion page's Delete Account with the box unticked (judgement call: the
account is only scheduled for deletion in 30 days, and logging in again cancels it, as the page
says), the password Save (judgement call: a password can be set again), Add moderator (he can be
removed), the magazine panel's Done (its settings saved), the ban page's Ban (judgement call:
the bans list's Delete lifts it), Read all, a theme switch (a cookie), Log out, Log in, links
that open a page or a form (Edit, Direct message, Settings, the panel's Ban) and every control
that only opens a menu, a panel or a ``confirm()``, and Cancel. Every screen is a web page
(``web: true``) and every action states its requests and bodies.

    git clone https://github.com/MbinOrg/mbin mbin
    git -C mbin checkout 1439efd749e7af9d157c6bda4fa2cac4cb79e6bb
    python tests/safety/heldout_v244/build.py mbin

The corpus was built once from these sources alone, without reading the safety policy, its term
lists or any corpus's measured figures, and was measured once after it was final; nothing in the
policy is tuned to it.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import yaml

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from mbin_screens import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh_Hans", "ja": "ja", "ko": "", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v244.yaml")


class _Loader(yaml.SafeLoader):
    """YAML as Symfony reads it: ``on``, ``off``, ``yes`` and ``no`` are words, not booleans."""


_Loader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:bool"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


def read_catalogue(path: Path) -> dict[str, str]:
    """A flat Symfony catalogue: each key to its text."""
    table = yaml.load(path.read_text(encoding="utf-8"), Loader=_Loader) or {}
    return {str(key): "" if value is None else str(value) for key, value in table.items()}


class Lookup:
    """``t(key, **values)`` as Symfony's ``'key'|trans``: the language's text, English's where
    it has none (``fallbacks``), ``%name%`` filled in from ``values``, tags dropped."""

    def __init__(self, root: Path, language: str, catalogue: str) -> None:
        self.language = language
        self.english = read_catalogue(root / "messages.en.yaml")
        self.table = read_catalogue(root / f"messages.{catalogue}.yaml") if catalogue else {}
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **values: Any) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in the app")
        text = self.table.get(key, "").strip()
        if not text:
            self.fallbacks.add(key)
            text = self.english[key]
        for name, value in values.items():
            text = text.replace(f"%{name}%", str(value))
        text = re.sub(r"<[^>]+>", "", text)
        return re.sub(r"\s+", " ", text).strip()


def main(checkout: str) -> int:
    root = Path(checkout) / "translations"

    def lookup(lang: str) -> Lookup:
        return Lookup(root, lang, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
