"""Builds the hundred-and-ninety-fourth held-out corpus (``heldout_v194.yaml``) from a real web
app's source.

The source is Flarum (github.com/flarum/framework), a forum whose Mithril front end calls a
JSON:API under ``/api``, at commit 3b7b4055f1a76c45d15477bb7ae71adf136f3257 ("test: prevent
false negatives", 24 Oct 2024), with its bundled extensions. Read: ``framework/core/js/src``'s
``forum/utils/DiscussionControls.js``, ``PostControls.js`` and ``UserControls.js``, the
components ``IndexPage``, ``RenameDiscussionModal``, ``ReplyComposer``, ``DiscussionComposer``,
``EditPostComposer``, ``SessionDropdown``, ``NotificationList`` (with
``states/NotificationListState``), ``SettingsPage``, ``NotificationGrid``,
``ChangeEmailModal``, ``ChangePasswordModal``, ``LogInModal``, ``common/components/
EditUserModal``, ``common/Model.ts`` (``save`` and ``delete``), ``common/models/User``
(``savePreferences``), ``common/Session.ts`` (login, logout) and ``common/Application.tsx``
(``request``); the admin's ``AdminPage`` (saveSettings), ``PermissionDropdown``,
``ExtensionPage`` and ``MailPage``; the extensions' ``flags`` (addFlagControl,
FlagPostModal, addFlagsToPosts), ``likes`` (addLikeAction), ``lock``, ``sticky``
(their controls), ``subscriptions`` (addSubscriptionControls, SubscriptionMenu), ``suspend``
(SuspendUserModal, suspensionHelper), ``tags`` (TagDiscussionModal, addTagComposer) and
``approval`` (its Approve control); on the server ``src/Api/routes.php``,
``Api/Middleware/FakeHttpMethods.php`` and the extensions' ``extend.php`` routes.

**Screens** (39 a language): the discussion list and the confirmation of its Mark All as
Read, a discussion's controls dropdown (and a hidden discussion's), the confirmation of
Delete Forever, the rename and tag modals, the follow menu, the reply and new-discussion
composers; a post's Like and Unlike, its controls (and a hidden post's), the confirmations
of its Delete and Delete Forever, the edit composer, the report modal (spam and other), a
flagged post, the controls of a post awaiting approval; a user's controls, the confirmation
of its Delete, the edit-user modal, the suspend modal (suspending and lifting it); the
session dropdown, the notifications dropdown and the confirmation of its Delete all, the
settings page, the change e-mail and change password modals, the log-in modal; the admin's
basics page, a permission's dropdown, an extension's page enabled and disabled, the
confirmation of its Purge, the mail page. A dropdown or a modal is shown over its page;
the report, log-in and change-password modals are written without their heading, which
says what their button says (in some packs).
A ``confirm()`` is a dialog screen with the app's message and the browser's OK and Cancel
(judgement call: written as Chrome names them in each language).

**Strings** are the core's ``framework/core/locale/core.yml`` and the extensions'
``extensions/*/locale/en.yml`` for English, and the language packs' catalogues for the
others: flarum-lang/chinese-simplified (zh, b049143683be5cb153f26ebeadc3a34003bc7e7b),
flarum-lang/japanese (ja, 0165945d5de818badbfdc8e47150f500dcbe39ca), flarum-lang/korean
(ko, 3fdf537c14b4dd9a3ef7aeba9b0e0a1828f2d477), flarum-lang/german (de, its default
``informal`` variant, 80ad0da12c4eff2cc83332bd9a795f92d9587955), flarum-lang/french (fr,
d14b618512db97bd20681bd96331fb62b57a7d8f), flarum-lang/spanish (es, its default ``informal``
variant, 4aa5a0eda3520cefbad0193026e9240ceac4e2b5), flarum-lang/brazilian (pt,
11dcf018f449823fd55daa0447d400b760673626) and flarum-lang/russian (ru,
f2698ab40090c485b03d73e39b987fe4dc27f923), each read from ``locale/`` (the core's
``core.yml`` and ``flarum-<extension>.yml``). A ``=> key`` value is resolved as Flarum's
translator does, in the same language; a key a pack lacks shows English's text, as Flarum
falls back to its English catalogue: the build prints such keys per language (one here:
pt's tag modal OK, ``flarum-tags.lib.tag_selection_modal.submit_button``, is English's). ``{name}``
values are filled in and tags dropped as the page shows them. Names of the forum, users,
discussions, tags, the extension's title (Likes) and typed texts are the same in every
language.

**What each action sends**, read from the code. Every write is an ``app.request`` (an
XMLHttpRequest) with a JSON body: ``Model.save`` sends ``{"data": {"type", "attributes",
"id", "relationships"}}`` to ``/api/<type>/<id>`` as a PATCH, or to ``/api/<type>`` as a POST
for a new record, and ``Model.delete`` a DELETE with the body ``{}``. Application.request
sends any method other than GET and POST **as a POST** with an ``X-HTTP-Method-Override``
header naming it, which the API's FakeHttpMethods middleware honours; the corpus writes the
request as it leaves the browser, a ``POST`` (judgement call), so a discussion's Delete
Forever is ``POST /api/discussions/12`` with ``{}`` and its Lock ``POST /api/discussions/12``
with ``{"data":{"type":"discussions","attributes":{"isLocked":true},"id":"12"}}``. The
discussion controls save ``isSticky``, ``isLocked``, ``isHidden`` (Delete and Restore) and
``subscription`` (``follow``, ``ignore``, ``null``); Rename saves ``title``; the tag modal
saves the ``tags`` relationship; Post Reply creates a ``posts`` record with ``content`` and
the ``discussion`` relationship; Post Discussion a ``discussions`` record with ``title``,
``content`` and ``tags``; a post's Like ``isLiked``, its Delete ``isHidden``, Restore, Save
Changes ``content``, Approve ``isApproved``; Flag Post creates a ``flags`` record (``reason``,
``null`` for Other, ``reasonDetail`` and the ``post``); Dismiss Flag is a DELETE of
``/api/posts/57/flags`` whose body is the click event the handler receives
(``JSON.stringify`` writes ``{"isTrusted":true}``); the edit-user modal saves ``username``,
``email`` and the ``groups``; the suspend modal ``suspendedUntil`` (2038-01-01 for
indefinitely, ``null`` for not suspended), ``suspendReason`` and ``suspendMessage``; Mark All
as Read saves the user's ``markedAllAsReadAt``; the settings page's switches save the whole
``preferences`` object (written with the keys shown here); Change Email saves ``email`` with
``meta.password``; Send Password Reset Email ``POST /api/forgot`` with the user's e-mail;
the notifications' Mark All as Read ``POST /api/notifications/read`` and Delete all a DELETE
of ``/api/notifications`` with no body; Log In ``POST /login`` (``identification``,
``password``, ``remember``); the admin's Save Changes ``POST /api/settings`` with the changed
settings; a permission's Everyone and Members ``POST /api/permission`` (``permission``,
``groupIds``); an extension's switch a PATCH of ``/api/extensions/flarum-likes`` with
``enabled``, its Purge's OK a DELETE of it with no body; Send (test mail) ``POST
/api/mail/test``. Page loads (``via: link``): Log Out ``GET /logout?token=..`` (the session's
CSRF token, made up here) and Administration ``GET /admin``. Opening a dropdown, a modal, a
composer or a ``confirm()``, a radio in a modal and every Cancel send nothing.

Each action is labelled by what it does, not by its words. **Irreversible:** OK on the
confirmations of a discussion's and a post's Delete Forever (deleted from the database, no
trash) and of Delete all notifications; Post Reply, Post Discussion and Flag Post (a post or
discussion published to the forum, a report sent to the moderators; **send**); Dismiss Flag
(judgement call: the post's flags are deleted, the reports gone for good; **delete**);
Approve (judgement call: the post is published to everyone and its notifications go out;
**publish**); OK on the Purge of an extension (its tables and settings removed); and
**delete-user**: OK on a user's Delete. **Harmless:** a discussion's and a post's Delete
(judgement call: Flarum hides them, ``isHidden``, and Restore brings them back), Follow,
Ignore, Sticky, Lock, Rename, the tags, Like and Unlike, Mark All as Read on the list
(judgement call: the confirm asks, yet it only moves the user's read mark) and in the
notifications, editing a post (judgement call: the author can edit it again, though Flarum
keeps no earlier version), the edit-user modal, suspending a user (judgement call: lifted
from the same modal at will, as the lifting screen shows), the settings switches, Change
Email and Send Password Reset Email (judgement call: the mail goes to the user's own
address, and nothing changes until it is followed), Log In and Log Out, the admin's settings,
permissions and extension switches, Send (judgement call: a test mail to the admin's own
address), and every control that only opens a dropdown, a modal, a composer, a
``confirm()`` or a page. Every screen is a web page (``web: true``) and every action states
its requests and bodies.

    git clone https://github.com/flarum/framework framework
    git -C framework checkout 3b7b4055f1a76c45d15477bb7ae71adf136f3257
    mkdir packs && for p in chinese-simplified japanese korean german french spanish \\
        brazilian russian; do git clone https://github.com/flarum-lang/$p packs/$p; done
    (then check each pack out at the commit named above)
    python tests/safety/heldout_v194/build.py framework packs

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import html
import re
import sys
from pathlib import Path
from typing import Any

import yaml

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from flarum import screens
from web_corpus import build, flatten

LANGUAGES = ("en", "zh", "ja", "ko", "de", "fr", "es", "pt", "ru")
PACKS = {"zh": "chinese-simplified/locale", "ja": "japanese/locale", "ko": "korean/locale",
         "de": "german/locale/informal", "fr": "french/locale",
         "es": "spanish/locale/informal", "pt": "brazilian/locale",
         "ru": "russian/locale"}  # fmt: skip
EXTENSIONS = ("approval", "flags", "likes", "lock", "sticky", "subscriptions", "suspend", "tags")
# A JavaScript confirm()'s buttons as Chrome names them in each language.
OK_CANCEL = {"en": ("OK", "Cancel"), "zh": ("确定", "取消"), "ja": ("OK", "キャンセル"),
             "ko": ("확인", "취소"), "de": ("OK", "Abbrechen"), "fr": ("OK", "Annuler"),
             "es": ("Aceptar", "Cancelar"), "pt": ("OK", "Cancelar"),
             "ru": ("ОК", "Отмена")}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v194.yaml")


def read_yaml(paths: list[Path]) -> dict[str, str]:
    table: dict[str, str] = {}
    for path in paths:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        table.update(flatten(data))
    return table


class Lookup:
    """``t(key, **values)`` as Flarum's translator: the language's string, a ``=> key``
    reference followed in that language, English's where the language lacks the key
    (``fallbacks``); ``{name}`` filled in, tags dropped, entities decoded."""

    def __init__(self, table: dict[str, str], english: dict[str, str]) -> None:
        self.table, self.english = table, english
        self.fallbacks: set[str] = set()

    def raw(self, key: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in the app")
        text = self.table.get(key)
        if text is None or text == "" or text == "None":
            if self.table is not self.english:
                self.fallbacks.add(key)
            text = self.english[key]
        if text.startswith("=> "):
            return self.raw(text[3:].strip())
        return text

    def __call__(self, key: str, **values: str) -> str:
        text = self.raw(key)
        text = re.sub(r"\{(\w+)\}", lambda m: values.get(m.group(1), m.group(0)), text)
        return html.unescape(re.sub(r"</?\w+[^>]*>", "", text)).strip()


def main(framework: str, packs: str) -> int:
    root = Path(framework)
    extensions = [root / f"extensions/{e}/locale/en.yml" for e in EXTENSIONS]
    english = read_yaml([root / "framework/core/locale/core.yml", *extensions])

    def lookup(lang: str) -> Lookup:
        if lang == "en":
            return Lookup(english, english)
        folder = Path(packs) / PACKS[lang]
        names = ["core.yml", *(f"flarum-{e}.yml" for e in EXTENSIONS)]
        return Lookup(read_yaml([folder / n for n in names if (folder / n).exists()]), english)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t, OK_CANCEL[lang])

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
