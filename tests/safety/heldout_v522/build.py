"""Builds the five-hundred-and-twenty-second held-out corpus (``heldout_v522.yaml``) from a real
web app's source and translation catalogs.

TriliumNext (github.com/TriliumNext/Notes) was read first: its default branch (``develop``, at
841fddb2ec04934a350044f3ef9666b4175b8591, 19 Apr 2025) ships client catalogs for English,
Chinese (``cn``, ``tw``), German, Spanish, French, Brazilian Portuguese and Romanian only, so
Japanese, Korean and Russian, three of the nine languages, have none, and the corpus is built
from pigallery2 instead.

The source is pigallery2 (github.com/bpatrik/pigallery2), a self-hosted photo gallery: an
Angular single-page app (``src/frontend``) drawn with Bootstrap and ngx-bootstrap whose every
control calls the app's Express API under ``/pgapi`` (``src/backend``) through Angular's
HttpClient. Read at commit cd42146424917b68243825e83b6d9823f4e85b18 ("Fixing live photo test on
Windows", 5 Jul 2026). Read in ``src/frontend/app``: ``app.routing.ts``,
``app.component.ts``, ``model/network/`` (``network.service.ts``: every call is an
XMLHttpRequest to ``/pgapi`` plus the path, a body serialised with ``JSON.stringify``;
``user.service.ts``, ``authentication.service.ts``), ``model/navigation.service.ts``,
``model/notification.service.ts``, ``model/pi-title.service.ts``, ``model/query.service.ts``,
``model/theme.service.ts``, ``model/backendtext.service.ts``, ``ui/EnumTranslations.ts`` and
the components and services of ``ui/login``, ``ui/language``, ``ui/frame``, ``ui/admin``,
``ui/albums`` (with ``album/`` and ``saved-search-popup/``), ``ui/duplicates``, ``ui/faces``,
``ui/gallery`` (``gallery.component``, ``contentLoader.service``, ``share.service``,
``navigator/``, ``share/``, ``random-query-builder/``, ``photo-frame-builder/``,
``lightbox/controls/``, ``uploader/``, ``search/``, ``grid/photo/media-button-modal/``) and
``ui/settings`` (``settings.service``, ``scheduled-jobs.service``, ``template/``, ``users/``,
``sharings-list/``, ``extension-installer/``, ``workflow/`` with ``button/``); in
``src/common``: ``Utils.ts`` (``concatUrls``), ``SearchQueryParser.ts``,
``SearchQueryUtils.ts``, ``entities/`` (``SearchQueryDTO``, ``UserDTO``, ``LoginCredential``,
``SortingMethods``, ``job/JobDTO``), ``config/public/ClientConfig.ts`` and
``config/private/PrivateConfig.ts`` with ``subconfigs/ServerExtensionsConfig.ts`` (defaults,
the settings sections' names, the default job schedules); in ``src/backend``: ``server.ts``
and ``routes/PublicRouter.ts`` (which build a page is served in), the routers of users,
albums, persons, sharing and the gallery, ``model/database/`` (``UserManager``,
``AlbumManager``, ``SharingManager``, ``IndexingManager.resetDB``, ``PersonManager`` and the
entities' relations), ``model/jobs/`` (``JobRepository`` and the jobs ``IndexingJob``,
``GalleryResetJob``, ``TopPickSendJob``), ``model/messenger/EmailMessenger.ts`` and
``model/extension/`` (``ExtensionRepository``, ``ExtensionManager``,
``ExtensionConfigTemplateLoader``); and ``extension/REPOSITORY.md``, the list of extensions
the installer offers.

**Screens** (32 a language), all of an administrator, "mara", logged in but the first two:
the login page and its language menu; a folder of the gallery ("Trips/Lisbon 2024", 36
photos and videos) with its navigator, the frame's menu (three times: one per kind of
action), the Tools submenu (twice), the share dialog, the same with its list of active shares
open, and the lightbox's controls; the albums page (twice, one per saved search deleted) and
the dialog that adds a saved search; then the settings page (``/admin``): its menu, the Users
section (twice, one per user deleted), the dialogs that add a user and edit one (twice: with
and without a new password), the Sharing section (twice, one per share deleted, and once
switched off), the Indexing section and the dialog that runs Gallery reset, the Extensions
section (twice: the installer's button, an installed extension) and the installer's dialog,
the Jobs section with a Top Pick Sending schedule (collapsed and opened), the dialog that runs
it, and the default Indexing schedule. The pages are laid out as a phone-wide browser shows
them (Bootstrap's smallest breakpoint): the navbar's links, its Share button, the user's name
and the language button move into the frame's menu, whose toggle, like the navigator's
sorting and grid size toggles, holds only an icon and no name, and is left off. A page is
titled by ``document.title`` ("PiGallery 2", then " - " and the folder, the photo's path,
"Albums" or "Admin" in the page's language); a modal is a dialog over the page with its
header's title (and, for a job, its body's question and the job's description as the
message), its header's close button (``aria-label="Close"``, in English everywhere) and its
controls. An icon button is named by its icon's ``title`` (``i18n-title``: "Delete", "Edit",
"Restart", "Trigger job run manually", the lightbox's key hints), a button by its text; the
share dialog's Share button is known by its id (``getShareButton``), since the dialog's
title has the same words. A list shows the row acted on with its buttons: in the Users and
Sharing sections, the administrator's own row shows its name and role only, and the other
rows, whose buttons bear the same titles, are left off; the albums page shows the album
acted on and a locked album (read from a ``.saved_searches.pg2conf`` file, with a lock icon
and no trash button); the installer lists one extension to install and one installed; the
Jobs section shows the schedule acted on. The settings page is shown in its Advanced mode
(installed extensions and job schedules are advanced settings) and its full style (the
descriptions shown). Dates, which Angular's date pipe writes in the locale of the page, are
left out; names, paths, album names, share keys, e-mail addresses, the schedule's name (a
job's name, which "Add Job" does not translate) and numbers are the same in every language.

**Strings** are Angular's compile-time translations: ``src/frontend/translate/messages.<code>
.xlf``, one build of the app per locale (``angular.json``: ``zh`` from ``messages.cn.xlf``,
``pt-br``, ``de``, ``fr``, ``es``, ``ru`` and others; English is the source). The server
serves the build of the browser's language (the ``locale`` middleware over the built
locales, English where none matches; the language button shows the locale served): Chinese
reads ``cn``, Portuguese ``pt-br``, and Japanese and Korean, which have no catalog, read
English throughout. A message is looked up by its English source words (``t("Delete")``), the
white space of the template collapsed as Angular does; where two messages have the same
words, their translations agree. A catalog leaves a message it has not translated in
English, and the build prints, per language, the strings shown in English: of the 100 shown,
Chinese lacks 26 (the user and extension dialogs' words, "Edit", "Restart", "Refresh",
"Photo frame link", "Do you want to run", ...), German 49, French 57, Spanish 62, Russian 73
and Brazilian Portuguese 93 (all but "Add saved search", "Add new User", "Add User", "Name",
"Password", "Role" and "Username"), Japanese and Korean all. Shown in English in
every language because the code writes them so: the modals' close button ("Close"), the
saved-search dialog's labels "Album name" and "Search query", a role's name in a user dialog's
select (the enum's name, "User"), the auto-update select's "off", the language codes, and
"PiGallery 2".

**What each action sends**, read from the code: the path under ``/pgapi``, and for a POST or
PUT the body as ``JSON.stringify`` writes the object the code builds (no spaces, keys in the
order they were set). A tap that opens another page of the app writes its handler's calls and
the page's content read; the reads on a timer (the job progress poll, the gallery's
auto-update, the server notifications) and the images the page loads are not written.
Login ``POST /user/login`` ``{"loginCredential":{"username","password","rememberMe"}}`` and
the gallery's root content ``GET /gallery/content/``; Logout ``POST /user/logout`` ``{}``;
the menu's Albums ``GET /albums`` and Faces ``GET /person``, the Tools submenu's Duplicates
``GET /admin/duplicates``; the navigator's Download a page load (``via: link``) of
``/pgapi/gallery/zip/`` with the folder's exact search query, URL-encoded, and an empty
query string; a language code, a page load of ``/<code>`` (the server sets the language's
cookie and sends the browser home). The share dialog's Share ``POST /share/``
``{"createSharing":{"valid","password","searchQuery"}}`` (30 days in milliseconds, the
password typed, the folder as a directory query), then the folder's share list
``GET /share/list/<query>``; its list's trash button ``DELETE /share/<key>`` and the list
again. An album tile ``GET /search/<query>``; its trash button ``DELETE /albums/<id>`` then
``GET /albums``; the saved-search dialog's Save ``PUT /albums/saved-searches``
``{"name","searchQuery"}`` then ``GET /albums``. A user's trash button ``DELETE /user/<id>``,
its edit button ``GET /user/list`` (the dialog opens on a fresh list), Add User ``PUT /user``
``{"newUser":{"role","name","password"}}``, Save changes ``POST /user/<id>/settings``
``{"settings":{"overrideAllowBlockList","allowQuery","blockQuery"}}`` with ``newPassword``
where one was typed (the role unchanged, so no ``/role`` call), each then
``GET /user/list``. The Sharing section's trash button ``DELETE /share/<key>`` then
``GET /share/listAll``; a share's key, a page load of ``/share/<key>``; Reset
``GET /settings``. A job's Run now ``POST /admin/jobs/scheduled/<job>/start`` (the space in
the job's name percent-encoded) ``{"config","allowParallelRun","soloRun"}``, the config left
out where the job has none (Gallery Reset), then ``GET /admin/jobs/scheduled/progress``: from
a section's card ``soloRun`` is true, from a schedule (its play button, which starts the job
at once, or its Run now dialog) false and the schedule's config sent. The installer's button
``GET /extension/list``, Install ``POST /extension/install`` ``{"id"}``, Refresh the list
again; an installed extension's trash button ``POST /extension/delete`` and Restart
``POST /extension/reload``, both ``{"path"}``; each of these three then ``GET /settings``.
Nothing is sent by Remember me, Filters, Tools, the theme button, the menu's Share, Random
link, the list of active shares' link, the lightbox's controls, the saved-search dialog's "To
.pg2conf", the switches, a schedule's trash button (it drops the schedule from the unsaved
form), the buttons that open a job's dialog, Cancel and the close buttons.

Each action is labelled by what it does in the app, not by its words. **Irreversible:** a
user's trash button in the Users section (``delete-user``: the row is removed at once, with no
confirmation and no trash); a saved search's trash button on the albums page (``delete``);
the trash button of an active share, in the share dialog and in the Sharing section
(``revoke``: whoever holds the link loses the folder, and a new share gets a new random key);
Save changes with a new password typed for another user (``reset``, judgement call: the
user's password is overwritten by a hash the app cannot undo, and they can no longer log in
with their own); Install in the installer (``install``: the extension's code is downloaded,
unpacked and started on the server); an installed extension's trash button (``uninstall``:
its folder is removed from the disk with its settings); Run now in Top Pick Sending's dialog and its
schedule's play button (``send``: the photos picked are e-mailed to the schedule's recipients,
who cannot be unsent them). **Reversible or harmless:** logging in; logging out (only this
browser's session ends); the language and theme; Share in the share dialog (judgement call:
it makes a link and copies it, but nothing is sent to anyone, and the same dialog deletes
it); a new saved search and a new user (both deletable); Save changes without a new password;
Reset in a section (it only reads the saved settings back into the form); switching a
section off before saving; Run now for Gallery reset (judgement call: it deletes the index of
folders, photos and videos from the database, but the files on the disk are untouched, the
gallery indexes a folder again when it is opened or when Indexing runs, and persons, albums,
shares and users are not in the rows deleted); Indexing from its schedule's play button;
Restart of an extension; a schedule's trash button (unsaved); the reads, the page loads, and
every Cancel and close button. A button that only opens a dialog is ``opens-prompt``. Not in
the corpus: a section's Save (``PUT /settings`` carries the whole section's configuration as
the page holds it, kilobytes that depend on the server's settings), Upload (off by default,
and it goes through the system's file picker or a drop), the faces page's star (an icon with
no name), extensions' own buttons on a photo, and a role changed in the edit dialog (its
select holds the enum's names, and a choice is not a tap). Every screen is a web page (``web:
true``) and every action states its requests and bodies.

    git clone https://github.com/bpatrik/pigallery2
    python tests/safety/heldout_v522/build.py pigallery2

(The catalogs are read with ``git show`` at the commit in ``COMMIT``, so a clone whose work
tree could not be checked out serves as well.) The corpus was built once from these sources
alone, without reading the safety policy, its term lists or any corpus's measured figures;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

import admin
import gallery
from web_corpus import build

OUT = Path(__file__).with_name("heldout_v522.yaml")
COMMIT = "cd42146424917b68243825e83b6d9823f4e85b18"
"""The repository's commit; its strings are ``src/frontend/translate/messages.<code>.xlf``."""
CATALOG = {"en": "en", "zh": "cn", "ja": None, "ko": None, "de": "de", "fr": "fr",
           "es": "es", "pt": "pt-br", "ru": "ru"}  # fmt: skip
"""Each language's catalog (Japanese and Korean have none and show English)."""
LOCALE = {"en": "en", "zh": "zh", "ja": "en", "ko": "en", "de": "de", "fr": "fr",
          "es": "es", "pt": "pt-br", "ru": "ru"}  # fmt: skip
"""The locale the server serves each language (its build's folder; English for a language
it lacks), which the page's language button shows."""
XLIFF = "{urn:oasis:names:tc:xliff:document:1.2}"


def words(text: str) -> str:
    """A message as the page shows it: Angular drops the template's line breaks and
    indentation, so runs of white space are one space."""
    return re.sub(r"\s+", " ", text).strip()


def read_catalog(repo: Path, code: str) -> dict[str, tuple[str, str | None]]:
    """A catalog's messages by id, each its English source and its translation, at the
    commit."""
    path = f"src/frontend/translate/messages.{code}.xlf"
    done = subprocess.run(["git", "-C", str(repo), "show", f"{COMMIT}:{path}"],
                          capture_output=True, check=True)  # fmt: skip
    units: dict[str, tuple[str, str | None]] = {}
    for unit in ET.fromstring(done.stdout).iter(f"{XLIFF}trans-unit"):
        source, target = unit.find(f"{XLIFF}source"), unit.find(f"{XLIFF}target")
        text = None if target is None else words("".join(target.itertext()))
        units[str(unit.get("id"))] = (words("".join(source.itertext())), text)
    return units


class Strings:
    """``t("English message")`` in one language, as the locale's build shows it: the
    catalog's translation of every message whose source is those words (they must agree),
    English where the language has no catalog or the catalog leaves the message as English
    (``fallbacks``)."""

    def __init__(self, repo: Path, lang: str) -> None:
        self.lang = lang
        english = read_catalog(repo, "en")
        code = CATALOG[lang]
        own = read_catalog(repo, code) if code and lang != "en" else {}
        self.messages: dict[str, list[str]] = defaultdict(list)
        for unit, (source, _) in english.items():
            self.messages[source].append(own.get(unit, (source, None))[1] or source)
        self.fallbacks: set[str] = set()

    def __call__(self, text: str) -> str:
        if text not in self.messages:
            raise SystemExit(f"no message {text!r} in the app")
        shown = set(self.messages[text])
        if len(shown) != 1:
            raise SystemExit(f"{self.lang}: {text!r} is translated {len(shown)} ways")
        value = shown.pop()
        if value == text and self.lang != "en":
            self.fallbacks.add(text)
        return value


def main(repo: str) -> int:
    def lookup(lang: str) -> Strings:
        return Strings(Path(repo), lang)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return gallery.screens(t, LOCALE[lang]) + admin.screens(t)

    return build(OUT, Path(__file__), CATALOG, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
