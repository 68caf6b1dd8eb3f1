"""Builds the hundred-and-fifty-first held-out corpus (``heldout_v151.yaml``) from a real web
app's source.

The source is Piwigo (github.com/Piwigo/Piwigo), a self-hosted photo gallery written in PHP
whose pages are rendered on the server (Smarty templates) and whose admin pages call its web
service ``ws.php`` from jQuery, at commit 1b1c89867e0eb8e090a16b9ca3ee817cadbc73a9 ("Fixes
#2036 WebP support when using PHP GD", 14 May 2026, the newest stored snapshot). Read: the
gallery's ``picture.php`` (its ``action`` switch), ``include/picture_comment.inc.php``,
``comments.php``, ``profile.php``, ``include/section_init.inc.php`` (the favourites' remove
all), ``include/menubar.inc.php``, ``include/functions_url.inc.php`` and the default theme's
``picture.tpl``, ``comment_list.tpl``, ``index.tpl``, ``profile_content.tpl``,
``js/scripts.js`` (PwgWS) and ``js/rating.js``; the admin's ``admin.php`` (the ``photo-N``
and ``album-N`` page aliases), ``picture_modify.php``, ``batch_manager_global.php``,
``cat_modify.php``, ``cat_perm.php``, ``maintenance.php``, ``maintenance_actions.php``,
``configuration.php`` and the templates and scripts of the admin theme
(``admin/themes/default/template`` and ``js``): ``picture_modify``, ``batch_manager_global``
and ``batchManagerGlobal.js``, ``albums`` and ``albums.js``, ``cat_modify`` and
``cat_modify.js``, ``cat_perm``, ``user_list`` and ``user_list.js``, ``group_list`` and
``group_list.js``, ``tags`` and ``tags.js``, ``comments`` and ``comments.js``,
``plugins_installed`` and ``plugins_installated.js``, ``maintenance_actions``, ``rating``,
``configuration_main``, and ``js/common.js`` (pwg_jconfirm_follow_href); ``ws.php`` for the
methods' definitions.

**Screens** (37 a language, 55 actions): the photo page's toolbar, its rating stars, its
comment form, an own comment's links, the browser confirm() of a comment's Delete
(``comment_list.tpl``: ``confirm('Are you sure?')``), a pending comment (as admin); the
favourites page, the profile, the identification menu; the photo edit page and its delete
confirmation, the batch manager (Delete selected photos with its Are you sure? box ticked,
Associate to album), the rates page; the albums tree's row, its add and delete pop-ins, an
album's edit page and its delete confirmation, its permissions (a user taken off, made
public); a user's pop-in and its delete confirmation; the groups page's dropdown, delete
confirmation and add form; the tags page's dropdown and delete confirmation; the admin
Comments page's card and delete confirmation; the plugins page's card of a deactivated plugin
and the confirmation of its Delete; the maintenance page's two parts and the confirmations of
Lock gallery and Purge history detail; the main configuration. Each screen shows the controls
the page shows there; only some are tapped (the corpus is kept to about fifty actions a
language), the Cancel and No of a confirmation among them where one is tapped. A
jquery-confirm box (``$.confirm``) is a dialog with its title and its buttons as the app
names them; where its title is the same words as its button (an album's Delete album), the
title is left out and its content is the message. An icon with only a ``title`` (tiptip) is
an ``icon`` named by its title; the two icons with neither text nor title are ``id`` items
named by their class (``delete-user-button``, the rates page's ``icon-trash``), and a
plugin's switch, a checkbox with no label, is tapped by its id (``toggleSelectionMode``). A rating
star, an ``<input type=button value=" " title="4">`` after rating.js, is named by its title.

**Strings** are the PHP arrays ``language/<locale>/common.lang.php`` and ``admin.lang.php``
for en_UK (Piwigo's reference), zh_CN, ja_JP, ko_KR, de_DE, fr_FR, es_ES, pt_BR and ru_RU,
read as ``l10n()`` does for an administrator, whom every page, the gallery's included, loads
both for (``include/common.inc.php``; admin's text wins); a key a language lacks shows
English's text (the en_UK value): the build prints such keys per language (Korean's admin
catalogue is small, so many admin strings show in English there). ``%s`` and ``%d`` are
filled in order. Names of photos, albums, users, groups, tags, plugins and typed texts are
the same in every language. The browser's own OK and Cancel of a ``confirm()`` are written
as Chrome names them in each language (judgement call).

**What each action sends**, read from the code; paths from the root, ``pwg_token`` and the
comment ``key`` made up, URL fragments never sent. Page loads (``via: link``): the photo
toolbar's Favorites (``picture.php?/12/category/3&action=add_to_favorites``) and Edit
(``admin.php?page=photo-12``); a pending comment's Validate
(``action=validate_comment&comment_to_validate=45&pwg_token=``), the confirm()'s OK of a
comment's Delete (``action=delete_comment&comment_to_delete=44&pwg_token=``);
``index.php?/favorites&action=remove_all_from_favorites``; Logout (``/?act=logout``); the
photo edit page's Synchronize metadata (``&sync_metadata=1``) and, from its confirmation,
``admin.php?page=photo-12-properties&delete=1&pwg_token=``; the maintenance links
``admin.php?page=maintenance&action=..&pwg_token=`` (those with a confirmation follow their
href from its Yes, I am sure). Form posts (``via: form``, urlencoded, the fields in tree
order): the comment form (``website_url``, ``content``, ``key``; an administrator with an
email sees no author or email field), the profile's Submit (the clicked button's name and
label sent), the photo edit form (its Save Settings button is ``name="submit"`` with no
value), the batch manager's Associate to album (written with its action fields; the filter
fields left out), the album permissions (``status``, ``groups[]``, ``users[]``,
``apply_on_sub``, ``submit``, ``pwg_token``), the main configuration (shortened to its first
fields). Web service calls (no ``via``): PwgWS's POSTs of ``pwg.images.rate`` and
``pwg.rates.delete`` (each parameter written ``name=value&``); jQuery's POSTs of
``pwg.users.setInfo`` and ``.delete``, ``pwg.groups.add``, ``.duplicate`` and ``.delete``,
``pwg.tags.duplicate`` and ``.delete``, ``pwg.userComments.validate`` and ``.delete``,
``pwg.categories.add``, ``.setInfo`` and ``.delete`` (an album's edit page then loads
``admin.php?page=albums``), the GET ``pwg.categories.calculateOrphans`` the album delete
icons send before their pop-in or confirmation shows; the plugins page's GETs of
``ws.php?method=pwg.plugins.performAction`` (activate, delete); the batch manager's Delete
POSTs ``pwg.images.delete`` in blocks (two photos selected: one request each). When the last
block answers, the batch manager clicks Apply action again to post its form and show the
result: that later post is left out. Opening a dropdown, a pop-in, a confirm() or a
jquery-confirm box, Cancel and No, I have changed my mind send nothing.

Each action is labelled by what it does, not by its words. **Irreversible** (delete unless
said): a confirm()'s OK on a comment's Delete and the admin's Yes, delete on a comment (the
comment gone); **publish**: Validate of a pending comment (on the photo page and the admin's
Comments card: it is shown to every visitor and Piwigo has no way to unvalidate it);
**send**: Submit of the comment form (a comment posted on someone's gallery; judgement call:
with moderation on, it goes to the administrators first); delete all photos from your
favorites (judgement call: the whole list is emptied at once with no way back, unlike one
photo's Favorites toggled back on its page); the photo's Yes, delete and the batch manager's
Delete (the files and their data deleted, no trash); a rate's trash icon; Confirm deletion of
an album and its edit page's Delete album (judgement call: in the mode that keeps the photos,
the album, its settings and permissions are still gone); **revoke**: Save Settings of an
album's permissions with a user taken off (judgement call: the user loses access to a
private album); **delete-user**: Yes, I am sure on a user's deletion; Yes, delete on a group
(its members' permissions through it gone) and on a tag (taken off every photo); a plugin's
Delete (its folder removed from the server); Delete orphan tags and Yes, I am sure on Purge
history detail. **Harmless:** favourites of one photo, rating (a rate is changed by rating
again), the profile (preferences), the photo edit form, Synchronize metadata (judgement
call: it rewrites title, author and date from the file, which the edit form sets back), the
batch manager's Associate to album, adding an album or a group, duplicating a group or a
tag, an album's settings, the permissions made public, a user's Update, Lock gallery
(unlocked from the same page), Purge user cache (rebuilt on demand), a plugin's switch, the
main configuration, Logout, and every control that only opens a page, a dropdown, a pop-in
or a confirmation. Every screen is a web page (``web: true``) and every action states its
requests and bodies.

    git clone https://github.com/Piwigo/Piwigo Piwigo
    git -C Piwigo checkout 1b1c89867e0eb8e090a16b9ca3ee817cadbc73a9
    python tests/safety/heldout_v151/build.py Piwigo

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures; nothing in the policy is tuned to it.
"""

from __future__ import annotations

import html
import re
import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from piwigo import screens
from web_corpus import build

LANGUAGES = {"en": "en_UK", "zh": "zh_CN", "ja": "ja_JP", "ko": "ko_KR", "de": "de_DE",
             "fr": "fr_FR", "es": "es_ES", "pt": "pt_BR", "ru": "ru_RU"}  # fmt: skip
# A JavaScript confirm()'s buttons as Chrome names them in each language.
OK_CANCEL = {"en": ("OK", "Cancel"), "zh": ("确定", "取消"), "ja": ("OK", "キャンセル"),
             "ko": ("확인", "취소"), "de": ("OK", "Abbrechen"), "fr": ("OK", "Annuler"),
             "es": ("Aceptar", "Cancelar"), "pt": ("OK", "Cancelar"),
             "ru": ("ОК", "Отмена")}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v151.yaml")
ENTRY = re.compile(
    r"""\$lang\[\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")\s*\]\s*=\s*"""
    r"""(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")\s*;"""
)


def read_catalogue(path: Path) -> dict[str, str]:
    """One ``*.lang.php`` file: each ``$lang['key'] = 'text';`` (single or double quotes)."""
    table: dict[str, str] = {}
    if not path.exists():
        return table
    for m in ENTRY.finditer(path.read_text(encoding="utf-8")):
        k1, k2, v1, v2 = m.groups()
        key = re.sub(r"\\(.)", r"\1", k1 if k1 is not None else k2)
        value = re.sub(r"\\(.)", r"\1", v1 if v1 is not None else v2)
        table[key] = value
    return table


class Lookup:
    """``t(key, *args)`` as ``l10n()`` for an administrator, on every page: ``common`` then
    ``admin`` (admin's winning); a key the language lacks shows English's text
    (``fallbacks``); ``%s`` and ``%d`` filled in order, tags dropped, entities decoded as the
    page shows them."""

    def __init__(self, root: Path, locale: str) -> None:
        self.table = {**read_catalogue(root / locale / "common.lang.php"),
                      **read_catalogue(root / locale / "admin.lang.php")}  # fmt: skip
        self.english = {**read_catalogue(root / "en_UK" / "common.lang.php"),
                        **read_catalogue(root / "en_UK" / "admin.lang.php")}  # fmt: skip
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in language/en_UK")
        text = self.table.get(key) or ""
        if not text:
            self.fallbacks.add(key)
            text = self.english[key]
        for arg in args:
            text = re.sub(r"%(\d\$)?[sd]", arg.replace("\\", "\\\\"), text, count=1)
        return html.unescape(re.sub(r"<[^>]+>", "", text)).strip()


def main(checkout: str) -> int:
    root = Path(checkout) / "language"

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang])

    def language_screens(t: Lookup, lang: str) -> list[dict]:
        return screens(t, OK_CANCEL[lang])

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
