"""Builds the hundred-and-fifty-ninth held-out corpus (``heldout_v159.yaml``) from a real web
app's source.

The source is Bludit (github.com/bludit/bludit), a flat-file CMS written in PHP whose admin
pages are rendered on the server, at commit 67c375422b0f4370c1f42a8d7be701653da687d9 ("chore:
bump version to 3.21.1 (#1704)", 1 May 2026, the newest stored snapshot). Read: the admin
controllers ``bl-kernel/admin/controllers`` (dashboard, content, new-content, edit-content,
categories, new-category, edit-category, users, new-user, edit-user, user-password, plugins,
install-plugin, uninstall-plugin, configure-plugin, plugins-position, themes, install-theme,
settings, about, logout) and their views ``bl-kernel/admin/views``; the admin theme
``bl-kernel/admin/themes/booty`` (``init.php``'s Bootstrap::formOpen and ::modal,
``html/sidebar.php``, ``html/media.php``, the media manager); the AJAX endpoints
``bl-kernel/ajax`` (change-type, save-as-draft, delete-image, logo-remove);
``bl-kernel/js/bludit-ajax.php`` and ``js/variables.php`` (``tokenCSRF``);
``bl-kernel/boot/rules/99.security.php`` (every POST must carry ``tokenCSRF``);
``bl-kernel/functions.php`` (createPage, editPage, deletePage, disableUser, deleteUser,
deleteCategory, activatePlugin, deactivatePlugin, activateTheme), ``pages.class.php`` (add
schedules a published page with a future date; delete removes the page's folder and its
images), ``users.class.php``, ``abstract/plugin.class.php`` (uninstall deletes the plugin's
database and workspace folders) and ``language.class.php``.

**Screens** (39 a language): the sidebar, the dashboard, the content list, the Actions
dropdown of a published, a sticky, a draft, a static and a scheduled page and the delete
modal each opens; the editor for new content (switch on Publish, on Draft, and with a future
date on the Advanced tab), editing a published page, a draft switched to Publish and a draft
left as Draft, the media manager; the categories list, the new and edit category pages and
the delete category modal; the users list, new user, a user's Profile and Security tabs,
change password; the plugins page (About and Visits Stats enabled, Sitemap enabled with
Search disabled), About's settings, the plugins position page; themes; settings (General,
Language and Logo tabs); about. A Bootstrap dropdown or modal is a popup over its page. The
edit-content view holds a delete modal but no control opens it, so pages are deleted from the
content list only. Bludit has no ``confirm()``; Disable user, both Delete user buttons and a
plugin's Deactivate act at once, without a confirmation.

**Strings** are ``bl-languages/<lang>.json`` read as ``$L->g()`` does: the text lower-cased,
spaces to ``-``, dots dropped, looked up in the language over ``en.json``, and shown as
written where neither holds it (Move to Page, Move to Static, Move to Draft, Unstick, Logo
and Active are in no catalogue, en.json included: English in every language).
Languages: en, zh_CN, ja_JP, de_DE, fr_FR, es, pt_BR, ru; **Bludit has no Korean catalogue,
so ko shows en.json throughout** (judgement call: the closest file is English, as Bludit
itself falls back). The build prints, per language, the strings shown in English. Plugin and
theme names (About, Visits Stats, Sitemap, Search, Alternative, Popeye) are written in
English in every language (their own ``languages/*.json`` are not read; they are never
tapped), as are the names of pages, the category, users and typed texts.

**What each action sends**, read from the code; the admin is at ``/admin/``
(HTML_PATH_ADMIN_ROOT), ``tokenCSRF``, uuid and the auth token made up. Form submits (``via:
form``, urlencoded, to the page's own URL since Bootstrap::formOpen writes ``action=""``, the
fields in tree order, the clicked submit button's ``name`` with an empty value where a
``<button type="submit" name=...>`` is clicked): the content list's delete modal builds a form
``POST /admin/edit-content/<key>`` with ``tokenCSRF``, ``key``, ``type=delete`` and ``tab``
(``location.hash`` or ``pages``: a tab click does not set the hash, so ``draft`` and
``scheduled`` only where the list was opened from the dashboard's ``content#draft`` /
``content#scheduled`` links, as here); the editor's Save (``$("#jsform").submit()``, no
submitter) posts ``new-content`` or ``edit-content/<key>`` with ``type`` set from the
Publish/Draft switch (written with the fields up to the SEO tab; the unchecked Robots
checkboxes send nothing); ``new-category``; ``edit-category/news`` with ``action=edit``, or
``action=delete`` from the modal's Delete (scripted submit, no ``save``); ``new-user``;
``edit-user/bob`` with ``save``, ``disableUser``, ``deleteUserAndKeepContent`` or
``deleteUserAndDeleteContent`` after ``tokenAuth`` (the Social Networks fields after it left
out); ``user-password/bob``; ``configure-plugin/pluginAbout``; ``plugins-position`` (scripted,
``plugin-list`` joined with commas); ``settings`` (written with the General tab's first fields;
the other tabs' fields left out). XMLHttpRequests and fetches (urlencoded): a dropdown's
Sticky, Unstick and Move to ... ``POST /admin/ajax/change-type`` (``tokenCSRF``, ``key``,
``type``); Preview ``POST ajax/save-as-draft`` (bluditAjax.saveAsDraft, an ``autosave-`` page,
then a preview window); the media manager's Delete ``POST ajax/delete-image``; Remove logo
``POST ajax/logo-remove``. Page loads (``via: link``): Content, Logout (``GET /admin/logout``:
logout.php acts on a GET), the dashboard's Drafts (``content#draft``, the fragment not sent),
a category's and a user's link, Deactivate (``GET /admin/uninstall-plugin/<class>``) and
Activate (``install-plugin/<class>``, ``install-theme/<dir>``: GETs with no token), Upgrade to
Bludit PRO. Opening a dropdown or a modal, the Images button, Set as cover image (fills a
hidden field), a modal's Cancel send nothing.

Each action is labelled by what it does, not by its words. **Irreversible:** the delete
modal's Delete for any page (deletePage removes the page's folder and its uploaded images; no
trash); the media manager's Delete (the image and its thumbnails removed, at once) and Remove
logo (the file removed); the delete category modal's Delete (judgement call: the pages keep
the key, but the category, its description and template are gone); **publish:** Save of new
content with the switch on Publish, Save of a draft switched to Publish, a draft's Move to
Page and Move to Static (the page goes live on the public site), and Save of new content with
a future date (judgement call: pages.class.php makes it ``scheduled``; it goes public at that
date with no further step); **delete-user:** Delete user and keep content (the account is
deleted, its pages moved to admin) and Delete user and delete content; **uninstall:**
Deactivate of About (judgement call: uninstall deletes the plugin's database, so the About
text the owner wrote is gone) and of Visits Stats (its workspace of visit logs deleted).
**Harmless:** Sticky, Unstick, Move to Draft and Move to Static/Page of a page already public
(set back from the same menu), Save with the switch on Draft, Save of an already published
page (judgement call: an edit the owner can set back), Preview (an autosave draft only the
preview link shows), Save of categories, users, passwords (judgement call: set again at will),
plugin settings, the plugins' order and settings; Disable user (judgement call: the password
becomes ``!``, and the Security tab says a new password enables the user again), Deactivate of
Sitemap (judgement call: only its two ping settings are lost) and Activate of a plugin;
Activate of a theme (judgement call: the current theme's plugin, with its display settings, is
uninstalled; set back by activating it again), Logout, navigation, and every control that only
opens a dropdown, a modal or a page. Every screen is a web page (``web: true``) and every
action states its requests and bodies.

    git clone https://github.com/bludit/bludit bludit
    git -C bludit checkout 67c375422b0f4370c1f42a8d7be701653da687d9
    python tests/safety/heldout_v159/build.py bludit

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures; nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from bludit import screens
from web_corpus import build

# Bludit has no Korean catalogue: ko shows en.json, as Bludit falls back.
LANGUAGES = {"en": "en", "zh": "zh_CN", "ja": "ja_JP", "ko": "en", "de": "de_DE",
             "fr": "fr_FR", "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v159.yaml")


class Lookup:
    """``t(text)`` as Bludit's ``$L->g()``: the key is the text lower-cased, spaces to ``-``,
    dots dropped; the language's string over en.json's, the text itself where neither has
    it. ``fallbacks``: what this language shows in English."""

    def __init__(self, root: Path, name: str) -> None:
        self.english = json.loads((root / "en.json").read_text(encoding="utf-8"))
        self.table = json.loads((root / f"{name}.json").read_text(encoding="utf-8"))
        self.fallbacks: set[str] = set()

    def __call__(self, text: str) -> str:
        key = text.lower().replace(" ", "-").replace(".", "")
        value = self.table.get(key)
        if not isinstance(value, str) or not value.strip():
            self.fallbacks.add(key)
            value = self.english.get(key)
            if not isinstance(value, str) or not value.strip():
                value = text
        return value.strip()


def main(checkout: str) -> int:
    root = Path(checkout) / "bl-languages"

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
