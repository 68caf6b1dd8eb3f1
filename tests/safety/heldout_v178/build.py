"""Builds the hundred-and-seventy-eighth held-out corpus (``heldout_v178.yaml``) from a real web
app's source.

The source is Lychee (github.com/LycheeOrg/Lychee), a self-hosted photo manager: a Laravel
JSON API (``routes/api_v2.php``) behind a Vue single-page front end (``resources/js``), at
commit b8e4d1e832ca4eed9432a7acfaf9a36f69e68472 ("chore(deps-dev): bump the
development-dependencies group with 5 updates (#4651)", 22 Aug 2026). Read: the services
``resources/js/services`` (album, photo, sharing, user-management, profile, webauthn, settings,
maintenance, auth, constants), the context menus ``composables/contextMenus/contextMenu.ts``
and their callbacks in ``v7/components/gallery/albumModule/AlbumPanel.vue``; the v7 components
``forms/gallery-dialogs`` (DeleteDialog, RenameDialog, MoveDialog, AlbumMergeDialog),
``forms/album`` (AlbumCreateDialog, AlbumVisibility, AlbumShare, AlbumTransfer, AlbumDelete,
SearchTargetAlbum), ``forms/sharing/CreateSharing``, ``forms/photo/PhotoCopyDialog``,
``drawers/PhotoEdit``, ``forms/users`` (ListUser, CreateEditUser), ``views/admin/Users``,
``views/admin/Settings`` and ``settings/ConfirmSave``, ``views/admin/Maintenance`` and its
``maintenance/*`` cards, ``forms/profile`` (SetLogin, ApiToken, SetSecondFactor,
SetSecondFactorLine); the routes and the controllers ``Gallery/AlbumController``,
``Gallery/PhotoController``, ``Admin/Maintenance/Cleaning`` and ``app/Actions/Photo/Delete``.

**Screens** (27 a language): the album page's context menu of an album, of a photo and of a
selection of photos (a menu over the page); the delete dialogs of an album, a photo and two
photos; the rename, move (album and photo), merge, copy and new-album dialogs at their
confirming step; the album's visibility switches (private, then public), its share tab with one
permission, a new permission's form, its danger zone (transfer, delete); the photo's edit
drawer; the users page, the create-user dialog, the settings page with a change, the
maintenance page and its cleaning card; the profile's login form, the API token dialog with no
token and with one, the WebAuthn keys. A PrimeVue dialog is a dialog screen whose message is
its question; a context menu's entries are ``menu`` items. The left menu's sign-out is an icon
with no text or tooltip, and is left out.

**Strings** are the PHP arrays ``lang/<lang>/*.php`` (``file.key.sub`` as the front end's
``$t`` looks them up) for en, zh_CN, ja, de, fr, es, pt and ru; Lychee has no Korean
catalogue, so ko shows the English strings (the app's fallback language), and a key missing or
empty in a language falls back to English (the build prints them per language; only ko fell
back). Lychee's ja and pt catalogues hold English's text for most strings used here (70 and 72
of the 83 keys: never translated, kept as the app shows them), zh_CN, de, fr, es and ru one to
three (such as ``dialogs.visibility.full``, "Original"). ``%s``, ``%d`` and ``%1$s`` are
filled in order as sprintf does. Names of albums, photos, users and typed texts are the same
in every language.

**What each action sends**, read from the code; every request is an axios call (JSON body as
``JSON.stringify`` writes it, ``undefined`` fields left out) to ``/api/v2/``. The context
menus: Set Album Cover ``POST Album::cover`` (``photo_id``: the album's thumb or the photo,
``album_id``: the album shown), Pin ``PATCH Album::setPinned``, Highlight ``POST
Photo::highlight``; Merge, Move and Copy to open a dialog whose SearchTargetAlbum loads ``GET
Album::getTargetListAlbums`` at once (``album_ids[]`` of the moved albums, of the photo's album
for a photo move, none for a copy: judgement call, written as the dialog's first read); Delete
opens its dialog and sends nothing. The dialogs: ``DELETE Album`` with ``album_ids``, ``DELETE
Photo`` with ``photo_ids`` and ``from_id``, ``PATCH Album::rename``, ``POST Album::move``
(``album_id`` the target), ``POST Photo::move`` (``from_id``, ``album_id``, ``photo_ids``),
``POST Photo::copy``, ``POST Album`` (``title``, ``parent_id`` null at the root), and Merge
Albums, which in this front end calls ``AlbumService.move``, so it sends ``POST Album::move``,
not ``Album::merge``. Each visibility switch saves at once: ``POST
Album::updateProtectionPolicy`` with the whole policy (no ``password`` when none). The share
tab's Delete ``DELETE Sharing`` with ``perm_id``; Share ``POST Sharing``; Transfer ownership
``POST Album::transfer``; Delete Album and Photos ``DELETE Album`` (no further confirmation);
the photo's Save ``PATCH Photo?photo_id=..&from_id=..``. Users: Delete ``DELETE
UserManagement`` with ``id`` (at once, no confirmation), Invite user ``GET
UserManagement::invite``, Create ``POST UserManagement`` (the SE-only quota and note left
out), Edit and Create a new user open a dialog. Settings' Save ``POST Settings::setConfigs``
with the changed ``configs``. Maintenance: ``POST Maintenance::optimize``, ``::flushCache``,
``::jobs``, ``::cleaning`` with the disk's ``path``. Profile: Change Login ``POST
Profile::update``; Create a new token and Reset the token ``POST Profile::resetToken``; Disable
``POST Profile::unsetToken``; a key's Save ``PATCH WebAuthn``, Delete ``DELETE WebAuthn``;
Register new device the WebAuthn library's ``POST WebAuthn::register/options`` and ``POST
WebAuthn::register`` (their bodies, the browser's credential, left out). Cancel and Close, and
controls that only open a dialog, send nothing. Ids, titles and names are made up.

Each action is labelled by what it does, not by its words. **Irreversible** (delete): deleting
an album (its photos and sub-albums' photos deleted; Lychee has no trash), a photo or two
photos (``Photo/Delete`` deletes the records and files where the photo is in no other album),
the danger zone's Delete Album and Photos, and its Transfer ownership (judgement call: the
album and its photos pass to another user and the owner loses access, "This action can not be
undone!"); **publish**: switching a private album Public (anonymous users can see it at once);
**send**: Share, a new access permission for another user; **revoke**: a permission's Delete,
a WebAuthn key's Delete, Reset the token and Disable (the old API token stops working at once:
judgement call, revoking access as any client using it loses it); **purge**: Clean (the
maintenance card unlinks every file under the folder); **delete-user**: a user's Delete.
**Harmless**: covers, pins, highlights, renames, moves, copies, new albums, the photo's Save,
creating or editing users, settings, Optimize, Flush (the cache fills again), Fix job history
(judgement call: it marks stale jobs as failed, a repair of the history), Change Login
(judgement call: the credentials can be changed again), Create a new token where none was,
adding or renaming a WebAuthn key, Invite user (a read: it makes a signed link and shows it),
switching a public album back to private or its other switches (settings set back from the same
panel), and Merge Albums (judgement call: by what it sends, a move of the album into the
target, undone by moving it back). Every screen is a web page (``web: true``) and every action
states its requests and bodies.

    git clone https://github.com/LycheeOrg/Lychee Lychee
    git -C Lychee checkout b8e4d1e832ca4eed9432a7acfaf9a36f69e68472
    python tests/safety/heldout_v178/build.py Lychee

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import codecs
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from lychee import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh_CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v178.yaml")
TOKEN = re.compile(
    r"""\s+|//[^\n]*|\#[^\n]*|/\*.*?\*/|'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|"""
    r"""(=>|\[|\]|,|\.|array\(|\)|\(|;|[\w$:<?]+)""",
    re.S,
)


def tokens(text: str) -> list[tuple[str, str]]:
    """A PHP file's strings (``s``) and punctuation or words (``p``), comments dropped."""
    out = []
    for m in TOKEN.finditer(text):
        single, double, word = m.groups()
        if single is not None:
            out.append(("s", re.sub(r"\\(['\\])", r"\1", single)))
        elif double is not None:
            out.append(("s", codecs.decode(double, "unicode_escape") if "\\" in double else double))
        elif word:
            out.append(("p", word))
    return out


def read_file(path: Path) -> dict[str, str]:
    """One ``lang/<lang>/<file>.php``'s returned array, its keys joined with dots under the
    file's name; string concatenations (``.``) joined."""
    toks = tokens(path.read_text(encoding="utf-8"))
    flat: dict[str, str] = {}

    def value(i: int, prefix: str) -> int:
        kind, tok = toks[i]
        if kind == "p" and tok in ("[", "array("):
            close = "]" if tok == "[" else ")"
            i += 1
            while toks[i] != ("p", close):
                key = toks[i][1]
                if toks[i + 1] != ("p", "=>"):
                    raise SystemExit(f"{path}: cannot read {toks[i : i + 3]}")
                i = value(i + 2, f"{prefix}{key}.")
                if toks[i] == ("p", ","):
                    i += 1
            return i + 1
        text = tok
        i += 1
        while toks[i] == ("p", ".") and toks[i + 1][0] == "s":
            text += toks[i + 1][1]
            i += 2
        flat[prefix[:-1]] = text
        return i

    value(toks.index(("p", "return")) + 1, f"{path.stem}.")
    return flat


def read_catalogue(folder: Path) -> dict[str, str]:
    table: dict[str, str] = {}
    for path in sorted(folder.glob("*.php")):
        table.update(read_file(path))
    return table


class Lookup:
    """``t(key, *args)``: the language's string, English's where the language (or the key)
    is missing or empty (``fallbacks``); ``%s``, ``%d``, ``%1$s`` filled in order; tags
    dropped."""

    def __init__(self, root: Path, lang: str) -> None:
        self.table = read_catalogue(root / lang) if (root / lang).is_dir() else {}
        self.english = read_catalogue(root / "en")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in lang/en")
        text = self.table.get(key) or ""
        if not text:
            self.fallbacks.add(key)
            text = self.english[key]
        for number, arg in enumerate(args, 1):
            text = text.replace(f"%{number}$s", arg)
        for arg in args:
            text = re.sub(r"%[sd]", arg.replace("\\", "\\\\"), text, count=1)
        return re.sub(r"<[^>]+>", "", text).strip()


def main(checkout: str) -> int:
    root = Path(checkout) / "lang"

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
