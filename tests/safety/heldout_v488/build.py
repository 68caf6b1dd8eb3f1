"""Builds the four-hundred-and-eighty-eighth held-out corpus (``heldout_v488.yaml``) from a real
web app's source.

The source is XBackBone (github.com/SergiX44/XBackBone), a self-hosted file and screenshot
sharing server written in PHP (Slim and Twig) whose pages are rendered on the server, with
jQuery for the dashboard's buttons, at commit 8668aab500bd6de0a9e606960b7df24ce846e3c5
("Merge pull request #351 from weblate/weblate-xbackbone-xbackbone", 16 Jul 2021), version
3.3.5. Read: the routes ``app/routes.php``; the controllers ``MediaController`` (togglePublish,
delete, deleteByToken, show), ``UserController`` (store, update, delete, clearUserMedia,
refreshToken and the new account e-mail), ``AdminController`` (deleteOrphanFiles,
recalculateUserQuota, getThemes), ``UpgradeController`` (upgrade, checkForUpdates),
``DashboardController`` (home, switchView), ``UserQuery::refreshToken``; the functions
``route``, ``urlFor`` and ``queryParams`` (``app/helpers.php``); ``app/Web/Lang.php`` (how a
string is looked up and falls back); the templates ``comp/navbar.twig``,
``comp/modal_delete.twig``, ``comp/pager.twig``, ``dashboard/list.twig``, ``grid.twig``,
``pager_header.twig`` and ``system.twig``, ``upload/web.twig`` and ``public.twig``,
``user/index.twig``, ``create.twig`` and ``edit.twig`` (also the profile page),
``auth/login.twig``, ``recover_mail.twig``, ``recover_password.twig`` and ``register.twig``,
``base.twig`` (``window.AppConfig``); and the script ``src/js/app.js`` (every button the
dashboard handles in the browser).

**Screens** (35 a language, 55 actions): the sign-in page, the password recovery page, the
new password page a recovery e-mail opens, the sign-up page; the uploads table with one of
the user's uploads (its Open, Download, Hide, its tag and the tag's long press) and, as a
second entry, its Delete; the table as an administrator sees another user's upload and its
Delete; a gallery card (Publish, Copy link) and, as a second entry, its Delete; the table's
bulk selection (a long press on a row) and, with two rows selected, its Delete Selected; the
gallery with two cards selected and its Delete Selected; the table with a new tag typed
(Enter); the account menu; the web upload page; an upload's public page, its delete dialog,
and the delete page a deletion URL opens; the users list and its delete dialog; the new user
form without the e-mail notification, with it, and with it and no password; a user's edit
page (its upper part with the token and client configuration, its danger zone with Save, its
token's Update and its Clear Account as entries of their own); the profile page and its
token's Update; the system page's settings card, updates card, updates channel menu, updates
card once a new version is found (Upgrade enabled) and maintenance card (its recalculation
and, as an entry of its own, its orphaned uploads' deletion). A screen holds the part of a
page its taps need: the navbar is written on the upload page only, a table shows the rows a
case needs (a row's icons would repeat their names from row to row), and the edit page is
written in two parts. A Bootstrap dropdown or modal open over its page is a dialog screen
whose items are its entries. An ``<a href>`` is a ``link``; an ``<a href="javascript:
void(0)">`` or an ``<a>`` without ``href`` that a script handles, like a ``<button>``, is a
``button``; an icon control is named by its ``title`` (its tooltip); a Bootstrap toggle is a
``switch`` named by its label; the theme and language selects are buttons showing their
selected option. The updates card's split toggle is named by its screen reader text
(``Toggle Dropdown``, English in the template). Controls with no name at all are left out:
the search button, the tag filter button, the sort direction link, the gallery card's
overlay link, the ``+`` badge that opens a tag field (the field it opens is written, with
its Enter), the modals' close cross and the donation icons. Uploading itself is a file
dropped or chosen, no tap, and is not written.

**Strings** are the app's catalogues ``resources/lang/<lang>.lang.php`` (PHP arrays read as
``'key' => 'string'``) for ja, de, fr, es, pt and ru, English being ``en.lang.php``; each
lookup names its key, ``%s`` filled as ``vsprintf`` does. The app ships no Chinese and no
Korean catalogue, and ``Lang::getString`` then shows English, so every string of zh and ko
is English (the build prints them all, 75 each); a key a catalogue lacks shows English too:
the Japanese catalogue lacks 30 of the strings here (among them Cancel, Delete Selected, Clear
Account, Clean Orphaned Uploads, Recalculate user quota from disk, Check for updates, Send
E-mail Notification, Recover password and Register), while de, fr, es, pt and ru have them
all. The app's own names (XBackBone, ShareX, Screencloud, Linux Script, the ``E-Mail`` hint
and ``Toggle Dropdown``) are English in every language, as the templates write them. User
names, addresses, file names, tags, sizes, dates and typed texts are the same in every
language.

**What each action sends**, read from the code; every request goes to the app's own origin
and is written as its path (``route`` and ``urlFor`` prefix the configured ``base_url``).
The app has no anti-forgery token, so a form's urlencoded body holds only its fields, in
tree order: an unchecked checkbox sends nothing, a checked one ``on``, a readonly field its
value, an input without ``name`` (the profile's username, the token) nothing, and a form
with no named field (Upgrade, the deletion URL page's Yes) posts an empty body. HTML form
posts (``via: form``): Login (``/login``), Recover password (``/recover/mail`` and
``/recover/password/<reset token>``), Register (``/register``), Save on the new user form
(``/user/create``), on the edit page (``/user/5``) and on the profile (``/profile/1``), Apply
(``/system/settings/save``), Upgrade (``/system/upgrade``) and Yes on the deletion URL page
(``/<user code>/<media code>/delete/<upload token>``). jQuery requests (XMLHttpRequest, no
``via``): Publish and Hide ``POST /upload/<id>/publish`` and ``/unpublish`` and a table or
card's Delete ``POST /upload/<id>/delete``, all with no body (``$.post`` with no data);
Delete Selected one such ``POST`` for each selected row; Update ``POST
/user/<id>/refreshToken``; a tag's long press (its ``contextmenu``) ``POST /tag/remove``
with ``tagId=3&mediaId=12``; Enter in a new tag's field ``POST /tag/add`` (the page's empty
query appended) with ``tag=receipts&mediaId=12`` (``$.ajax`` with a data object); Check for
updates and the Prerelease Channel ``GET /system/checkForUpdates?prerelease=false`` and
``=true``; the theme select ``GET /system/themes``. Page loads (``via: link``): every link,
among them the delete dialogs' Delete (``GET /upload/17/delete`` and ``GET /user/5/delete``,
the ``href`` the script copies from the icon's ``data-link``), Clear Account (``GET
/user/5/clear``), Clean Orphaned Uploads (``GET /system/deleteOrphanFiles``), Recalculate
(``GET /system/recalculateUserQuota``), the view switch (``GET /home/switchView``), Logout
(``GET /logout``), the tag filter (``?tag=3`` on ``/home``), the client configurations and
the data export (``GET /user/5/config/sharex``, ``GET /user/5/export``). Opening a dropdown,
a modal or the file chooser, Copy link (the clipboard), Cancel on the upload page (the
upload queue emptied in the browser), No in a dialog, a switch and a row's long press
(selection) send nothing.

Each action is labelled by what it does, not by its words. **Irreversible:** **delete:** a
table row's and a gallery card's Delete (judgement call: one tap deletes the file from
storage at once, with no confirmation and no trash), the same for another user's upload
deleted by an administrator, Delete Selected in the table and in the gallery, Delete in the
public page's dialog, Yes on the deletion URL page, Clear Account (every upload of the user
deleted, behind a plain link with no confirmation) and Clean Orphaned Uploads (the files of
deleted users' uploads removed from storage); **delete-user:** Delete in the users list's
dialog (the account row deleted); **send:** Save on the new user form with Send E-mail
Notification on (judgement call: creating a user can be undone, but the e-mail, with the
password in it or a link to set one, goes to the new user at once and cannot be taken back),
with and without a password typed; **revoke:** Update beside the upload token on the edit
page and the profile (judgement call: a new token replaces the old one, and every ShareX,
Screencloud or script configuration and every deletion URL made with the old token stops
working; the old token cannot be restored); **overwrite:** Upgrade (the installed code is
replaced by the downloaded release, the vendor folder and every file the release lacks
removed; the app has no way back). **Harmless:** Login, Logout, Recover password on the
recovery page (judgement call: the e-mail only goes to the account's own address and changes
nothing until its link is used), the new password page's Recover password (judgement call: a
password can be set again from the profile), Register (judgement call: it creates the
registrant's own account and mails its activation link to the address they typed), Publish
and Hide (each undoes the other, nobody is told), adding and removing a tag (judgement call:
a tag removed from its last upload is deleted, and typing it again creates it), the new user
form without the notification (the user can be deleted), Save on the edit page and the
profile (judgement call: a password typed there can be set again), the settings' Apply (every
setting can be set back), Check for updates, Recalculate user quota from disk (recomputed
from the files), the view switch, the tag filter, the downloads of client configurations and
of the data export, and every control that only opens a page, a menu, a dialog or the file
chooser, or copies a link. Every screen is a web page (``web: true``) and every action states
its requests and bodies.

    git clone https://github.com/SergiX44/XBackBone XBackBone
    git -C XBackBone checkout 8668aab500bd6de0a9e606960b7df24ce846e3c5
    python tests/safety/heldout_v488/build.py XBackBone

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[3]))  # the m2miner package
sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from web_corpus import build
from xbackbone import screens

# The catalogue each language reads; None where the app ships none (every string English).
LANGUAGES = {"en": "en", "zh": None, "ja": "ja", "ko": None, "de": "de", "fr": "fr",
             "es": "es", "pt": "pt", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v488.yaml")
ENTRY = re.compile(r"^'((?:[^'\\]|\\.)*)'\s*=>\s*'((?:[^'\\]|\\.)*)',?$")


def read_catalogue(path: Path) -> dict[str, str]:
    """A ``<lang>.lang.php`` file's ``'key' => 'string'`` pairs (PHP single-quoted strings:
    ``\\'`` and ``\\\\`` are their only escapes)."""
    table: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line in ("<?php", "return [", "];", ""):
            continue
        match = ENTRY.match(line)
        if not match:
            raise SystemExit(f"cannot read {path.name}: {line!r}")
        key, text = (re.sub(r"\\(['\\])", r"\1", g) for g in match.groups())
        table[key] = text
    return table


def vsprintf(text: str, args: tuple[Any, ...]) -> str:
    """PHP's ``vsprintf`` for the ``%s``, ``%d`` and ``%1$s`` the catalogues use."""
    values = iter(args)

    def fill(match: re.Match[str]) -> str:
        if match.group(0) == "%%":
            return "%"
        if match.group(1):
            return str(args[int(match.group(1)) - 1])
        return str(next(values))

    return re.sub(r"%%|%(?:(\d+)\$)?[sd]", fill, text)


class Lookup:
    """``t(key, *args)`` as the app's ``lang()`` (``App\\Web\\Lang::getString``): the
    language's string, English's where the language has no catalogue or lacks the key
    (``fallbacks``), its ``%s`` filled from ``args``."""

    def __init__(self, root: Path, name: str | None) -> None:
        self.english = read_catalogue(root / "en.lang.php")
        self.table = read_catalogue(root / f"{name}.lang.php") if name else {}
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in the app")
        if key not in self.table:
            self.fallbacks.add(key)
        return vsprintf(self.table.get(key, self.english[key]), args)


def main(checkout: str) -> int:
    root = Path(checkout) / "resources" / "lang"

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
