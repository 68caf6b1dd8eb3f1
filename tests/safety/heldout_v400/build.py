"""Builds the four-hundredth held-out corpus (``heldout_v400.yaml``) from a real web app's source.

The source is SiYuan (github.com/siyuan-note/siyuan), a local-first note-taking app: a
TypeScript front end whose every screen is drawn in the page and which calls the SiYuan kernel
(a Go server on the same origin, ``127.0.0.1:6806`` in a browser) with ``fetch``. Read at
commit eef10568384e2e7cf547adb029ae46a72e43c287 ("Merge remote-tracking branch
'origin/master'", 21 Jul 2026). Read: ``app/src/util/fetch.ts`` (fetchPost: a ``POST`` whose
body is ``JSON.stringify(data)``, a ``FormData`` as is, none without data),
``dialog/confirmDialog.ts`` (Cancel and Confirm, or Delete when ``isDelete``),
``editor/deleteFile.ts``, ``menus/navigation.ts``, ``menus/tag.ts``, ``menus/dataMigration.ts``,
``history/history.ts``, ``config/tabs/syncTab.ts``, ``syncUi.ts``, ``accountUi.ts``,
``fileTab.ts``, ``config/assets.ts``, ``config/bazaar.ts``, ``sync/syncGuide.ts``,
``card/makeCard.ts``, ``card/viewCards.ts``, ``protyle/breadcrumb/index.ts``,
``layout/dock/Inbox.ts``, ``plugin/uninstall.ts``, ``util/processTitle.ts``,
``util/functions.ts`` (getFrontend) and ``config/util/about.ts`` (getCloudURL);
``app/package.json`` (version 3.7.3). What the kernel
does with each request was read from ``kernel/api/router.go`` and ``kernel/model``:
``mount.go`` (RemoveBox copies the notebook into the data history before removing it),
``file.go``, ``assets.go`` and ``tag.go`` (a removed document, the unused assets and the
documents a removed tag is taken from are copied into the data history first),
``bazaar.go`` (UninstallPackage deletes the plugin's folder; the front end's
``plugin/uninstall.ts`` then runs the plugin's own ``uninstall()``), ``cloud_service.go``
(an inbox item is removed from the cloud inbox),
``repository.go`` (checkoutRepo first indexes the current data as a "Backup before checkout"
snapshot) and ``flashcard.go`` (RemoveDeck deletes the deck's files, nothing kept).

**Screens** (37 a language), all in a desktop browser, with the document "Soil samples 2026"
of the notebook "Field notes" open: the file tree's document menu, the confirmation of
deleting the document, the notebook's menu and its delete confirmation; the settings' history
retention with its Purge button and the confirmation of deleting all history; the
confirmation of importing a data archive; the data history's snapshot tab, its memo dialog,
its tag dialog and the rollback confirmation; the cloud's tagged snapshots and the
confirmation of removing one; the settings' repo key before and after one is set (with the
repo and cloud purges), the key import dialog, the confirmations of resetting the repo and of
the two purges; the cloud sync directories and the confirmation of deleting one, the sync
direction dialog, the account panel; the unreferenced assets and their delete confirmation;
a downloaded plugin and its uninstall confirmation; the flashcard decks and the delete
confirmation of one, all flashcards, a deck's cards and the confirmation of resetting them;
the document's More menu and the share to community confirmation; an inbox item's menu and
its delete confirmation; a tag's delete confirmation. A confirmDialog is a dialog with its
title and text (the HTML it writes read as the text it shows), Cancel and Confirm or Delete;
menus, panels and other dialogs are dialogs headed by their title; an icon's name is its
``aria-label``. Pages are titled as setTitle writes them: the document, the workspace
(``workspace``, as a browser has no workspace path) and "SiYuan v3.7.3".

**Strings** are ``app/appearance/langs/<lang>.json`` for en, zh-CN, ja, ko, de, fr, es, pt-BR
and ru, read as ``window.siyuan.languages[key]`` with ``${name}`` replaced as the code does;
a string a language lacks would show in English and the build prints it: every string here
is translated in all nine, so none falls back. Names of notebooks, documents, snapshots,
tags, decks, plugins and typed texts are the same in every language, and the history
retention is the default 30 days.

**What each action sends**, read from the code. Every request is fetchPost's ``fetch``
``POST`` to the kernel on the page's own origin, so its URL is the path; bodies are
``JSON.stringify``'s. Reads and opening: Delete in the document menu ``/api/block/getDocInfo``
``{"id"}`` before its confirmation; Download of a cloud snapshot
``/api/repo/downloadCloudSnapshot`` ``{"tag","id"}``; choosing a sync directory
``/api/sync/setCloudSyncDir`` ``{"name"}``. Writes: Delete in the document's confirmation
``/api/filetree/removeDoc`` ``{"notebook","path"}``; Close of a notebook
``/api/notebook/closeNotebook`` and Delete in its confirmation ``/api/notebook/removeNotebook``
``{"notebook"}``; Confirm in "Delete all history" ``/api/history/clearWorkspaceHistory``
``{}``; Confirm in "Import Data" ``/api/import/importData`` with the archive as a multipart
``FormData`` (written without a body, as its boundary is the browser's); the memo dialog's
Confirm ``/api/repo/createSnapshot`` ``{"memo"}``; "Tag snapshot and upload"
``/api/repo/tagSnapshot`` ``{"id","name"}`` then ``/api/repo/uploadCloudSnapshot``
``{"tag","id"}``; Confirm in a snapshot's rollback ``/api/repo/checkoutRepo`` ``{"id"}``;
Delete in a cloud snapshot's removal ``/api/repo/removeCloudRepoTagSnapshot`` ``{"tag"}``;
the key dialog's Confirm ``/api/repo/importRepoKey`` ``{"key"}`` (a made-up key); Confirm in
"Reset data repo" ``/api/repo/resetRepo`` ``{}``; Confirm in the repo purge
``/api/repo/purgeRepo`` and in the cloud storage purge ``/api/repo/purgeCloudRepo`` (no data,
no body); Delete in a cloud directory's removal ``/api/sync/removeCloudSyncDir`` ``{"name"}``;
the sync direction dialog's Confirm with "Upload local data snapshot" chosen
``/api/sync/performSync`` ``{"upload":true}``; Logout ``/api/setting/logoutCloudUser`` then
``/api/setting/getCloudUser``, both ``{}``; Delete in the unreferenced assets' confirmation
``/api/asset/removeUnusedAssets`` ``{}``; Confirm in a plugin's uninstall
``/api/bazaar/uninstallBazaarPlugin`` ``{"packageName","keyword","frontend"}``
(``browser-desktop``); Delete in a deck's confirmation ``/api/riff/removeRiffDeck``
``{"deckID"}``; a card's Reset ``/api/riff/resetRiffCards`` ``{"type","deckID","id",
"blockIDs"}`` and "Remove from deck" ``/api/riff/removeRiffCards`` ``{"deckID","blockIDs"}``
(in the view of all cards the deck id is empty); Confirm in the deck's reset
``/api/riff/resetRiffCards`` ``{"type","deckID","id"}``; Confirm in "Share to community"
``/api/export/export2Liandi`` ``{"id"}``; Delete in an inbox item's confirmation
``/api/inbox/removeShorthands`` ``{"ids"}``; Delete in a tag's confirmation
``/api/tag/removeTag`` ``{"label"}``. Nothing is sent by the controls that only open a
confirmation, a dialog or a submenu, nor by a Cancel.

Each action is labelled by what it does, not by its words. **delete:** Confirm in "Delete
all history" (the data history, which is what makes other deletions undoable, is wiped);
Confirm in the two purges (unreferenced snapshots and their objects are deleted for good,
locally or in the cloud); Delete of a cloud directory (all data synced to it); Delete of a
cloud tagged snapshot (judgement call: it can no longer be downloaded, and the cloud purge
then drops its data); Confirm in a plugin's uninstall (judgement call: its files are deleted and
its own uninstall hook runs, which the dialog warns may remove its settings and data;
reinstalling brings back the code, not them); Delete of a flashcard deck (its deck
and cards files are deleted, nothing kept); Delete of an inbox item (removed from the cloud
inbox, no trash). **reset:** Confirm in "Reset data repo" (the key and every snapshot are
deleted); a card's Reset and the deck's reset (judgement call: the review history and
schedule are set back to new, with no undo); "Remove from deck" in the view of all cards
(judgement call: the card's review history goes with it, and adding it again starts anew).
**overwrite:** Confirm in "Import Data" (the archive overwrites ``workspace/data/`` by path).
**publish:** Confirm in "Share to community" (the document is published for everyone to
read). **Harmless:** Delete of a document and of a notebook, Delete of the unreferenced
assets and Delete of a tag (judgement calls: the kernel copies each into the data history
first, from which it can be rolled back; the confirmations of a document and a notebook say
so, with the 30 retention days), Confirm in
a snapshot's rollback (judgement call: the dialog says it cannot be undone, but the kernel
first takes a "Backup before checkout" snapshot one can roll back to), closing a notebook,
creating, tagging and uploading snapshots to one's own cloud, downloading one, importing a
key where none is set, choosing a sync directory, uploading a sync snapshot, logging out
(one logs in again), every control that only opens a menu, dialog or confirmation, and every
Cancel. Every screen is a web page (``web: true``) and every action states its requests and
bodies.

    git clone https://github.com/siyuan-note/siyuan siyuan
    git -C siyuan checkout eef10568384e2e7cf547adb029ae46a72e43c287
    python tests/safety/heldout_v400/build.py siyuan

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import html
import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[3]))  # m2miner
sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from siyuan import VERSION, screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh-CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt-BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v400.yaml")


class Lookup:
    """``t(key, **args)`` as ``window.siyuan.languages[key]`` with ``.replace("${x}", ..)``:
    a key the language lacks, or leaves empty, shows English's text (``fallbacks``); the
    HTML the app writes into its dialogs is read as the text it shows."""

    def __init__(self, folder: Path, code: str) -> None:
        def read(name: str) -> dict[str, Any]:
            return json.loads((folder / f"{name}.json").read_text(encoding="utf-8"))

        self.table, self.english = read(code), read("en")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **args: str) -> str:
        if not isinstance(self.english.get(key), str):
            raise SystemExit(f"no key {key!r} in app/appearance/langs/en.json")
        text = self.table.get(key)
        if not isinstance(text, str) or not text.strip():
            self.fallbacks.add(key)
            text = self.english[key]
        text = re.sub(r"\$\{(\w+)\}", lambda m: args.get(m.group(1), m.group(0)), text)
        text = re.sub(r"<li[^>]*>", " ", text)
        text = re.sub(r"<br\s*/?>", " ", text)
        text = html.unescape(re.sub(r"<[^>]+>", "", text))
        return re.sub(r"\s+", " ", text).strip()


def main(checkout: str) -> int:
    app = Path(checkout) / "app"
    version = json.loads((app / "package.json").read_text(encoding="utf-8"))["version"]
    if version != VERSION:
        raise SystemExit(f"app/package.json says {version}, the screens {VERSION}")
    folder = app / "appearance" / "langs"

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
