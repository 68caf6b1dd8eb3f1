"""Builds the five-hundred-and-forty-ninth held-out corpus (``heldout_v549.yaml``) from a real web
app's source.

The source is Lidarr (github.com/Lidarr/Lidarr), the music collection manager for Usenet and
BitTorrent users: a C# (.NET) server and a React and Redux single-page app (``frontend/src``)
whose every action is a jQuery ``$.ajax`` request on an ``XMLHttpRequest`` to the server's API,
``/api/v1``. Read at commit 0501e61565a3527351a82453156caa72214e3c18 ("Multiple Translations
updated by Weblate", 5 Oct 2025, on ``develop``, the default branch). Read in ``frontend/src``:
``Utilities/createAjaxRequest.js`` (the API root, the ``X-Api-Key`` header, not written here,
``application/json`` for a PUT, POST or DELETE with ``dataType: 'json'``),
``Utilities/String/translate.ts``, ``Utilities/Table/getSelectedIds.ts``, ``Store/thunks.ts``,
every handler maker of ``Store/Actions/Creators/`` that the actions below use (the list, page
and server-side collection loaders, ``createRemoveItemHandler``,
``createBulkRemoveItemHandler``, ``createSaveHandler``, ``createSaveProviderHandler``,
``createTestProviderHandler``, ``createTestAllProvidersHandler``,
``createBatchToggleAlbumMonitoredHandler``), ``Store/Actions/`` (``commandActions``,
``artistActions``, ``artistIndexActions``, ``trackFileActions``, ``trackActions``,
``retagPreviewActions``, ``queueActions``, ``blocklistActions``, ``wantedActions``,
``systemActions``, ``Settings/indexers``, ``Settings/ui``), ``Commands/commandNames.js``, the
icon and sort direction tables (``icons.js``, ``sortDirections.js``); the components
``Components/Icon.js``, ``Link/IconButton.js``, ``Link/SpinnerIconButton.js``,
``Link/ClipboardButton.js``, ``Modal/ConfirmModal.js``, ``Page/PageContent.js``,
``Page/Header/PageHeader.js`` and ``PageHeaderActionsMenu.tsx``, the menus' ``FilterMenu``,
``ViewMenu`` and ``SortMenu``; ``Artist/Index/`` (``ArtistIndex.tsx``,
``ArtistIndexRefreshArtistsButton.tsx``, ``Menus/``, ``Select/ArtistIndexSelectFooter.tsx``,
``Select/ArtistIndexSelectAllButton.tsx``, ``Select/Delete``, ``Select/AudioTags``,
``Select/Organize``), ``Artist/Details/`` (``ArtistDetails.js``, ``ArtistDetailsConnector.js``),
``Artist/Delete/``, ``Album/Details/`` (``AlbumDetails.js``, ``TrackActionsCell.js``),
``Retag/`` (``RetagPreviewModalContent.js``, its connector, ``RetagPreviewRow.js``),
``Activity/Queue/`` (``Queue.js``, ``QueueConnector.js``, ``QueueRow.js``, its connector,
``RemoveQueueItemModal.tsx``, ``ProtocolLabel.js``), ``Activity/Blocklist/``,
``Wanted/Missing/``, ``System/Backup/`` (``Backups.js``, its connector, ``BackupRow.js``,
``RestoreBackupModalContent.js`` and its connector), ``System/Updates/Updates.tsx``,
``System/Events/`` (``LogsTable.js``, its connector), ``System/Logs/`` (``LogsNavMenu.js``,
``Files/``), ``Settings/SettingsToolbar.js``, ``Settings/AdvancedSettingsButton.js``,
``Settings/General/`` (``GeneralSettings.js``, its connector, ``SecuritySettings.js``),
``Settings/Indexers/`` (``IndexerSettings.js``, ``Indexers/Indexer.js``, its connector,
``EditIndexerModalContent.js``), ``Settings/Quality/`` (``Quality.js``,
``Reset/ResetQualityDefinitionsModalContent.js`` and its connector) and
``Settings/UI/UISettings.js``; jQuery 3.7.1's ``$.param`` (an undefined value is sent empty, an
undefined object as nothing) and ``$.ajax`` (a GET's data joins the URL, a DELETE's URL is kept
as written). Read in ``src``: ``NzbDrone.Core/Localization/LocalizationService.cs`` and
``Lidarr.Api.V1/Localization/`` (how the page's strings are put together),
``NzbDrone.Core/Parser/IsoLanguages.cs`` and ``Languages/Language.cs``,
``NzbDrone.Common/Crypto/HashConverter.cs``, ``Serializer/System.Text.Json/STJson.cs`` (camel
case), ``Lidarr.Api.V1/Queue/QueueController.cs`` (removing from the client calls the client's
``RemoveItem`` with its data deleted), ``NzbDrone.Core/Queue/QueueService.cs``,
``Lidarr.Api.V1/System/Backup/BackupController.cs`` and
``NzbDrone.Core/Backup/BackupService.cs`` (a backup's id is a hash of its type and name;
deleting deletes the file; restoring moves the backup's ``Config.xml`` and ``lidarr.db`` over
the running ones), ``Lidarr.Api.V1/Config/`` (``ConfigController.cs``,
``UiConfigController.cs``, ``UiConfigResource.cs``),
``NzbDrone.Core/Configuration/ConfigService.cs`` and ``ConfigFileProvider.cs`` (the UI settings'
defaults; ``ResetApiKey`` sets a new key), ``MediaFiles/AudioTagService.cs`` (``RetagFiles`` and
``RetagArtist`` write the tags with ``force``, whatever the tag settings, after scrubbing the
old ones where that is set), ``MediaFiles/MediaFileDeletionService.cs``,
``Blocklisting/BlocklistService.cs`` (``ClearBlocklist`` purges the table),
``Instrumentation/DeleteLogFilesService.cs`` (the log folder emptied) and ``LogService.cs``, and
``azure-pipelines.yml`` (version 2.14.5).

**Screens** (37 a language, 61 actions), of an administrator logged in with the login page
(forms authentication), the server not in Docker: the artist index (poster view) and the same
in select mode with Radiohead and Sigur Rós ticked (twice: its toolbar, its footer), the
footer's Delete (artist folders ticked), Write Metadata Tags and Rename Files modals;
Radiohead's page (twice: its toolbar, its Delete), its Delete modal with the files ticked and
its retag preview (three files whose tags differ); an album's tracks and the ConfirmModal of
deleting a track's file; the queue with one download and its removal modal; the blocklist and
its Clear confirmation; the missing albums with two ticked (three times: the searches, Search
All, Unmonitor Selected) and the Search All confirmation; the header's actions menu (twice); the
backups page (twice) with one scheduled backup, its Delete confirmation and its restore modal;
the updates page with a newer build; the logs and the log files pages; the general settings'
security section and the API key's reset confirmation; the indexers page, an indexer's edit
modal and its Delete confirmation; the quality settings and the reset definitions modal; the UI
settings with Show Relative Dates turned off. A page's title is its document title (``<title>
- Lidarr``, or ``Lidarr`` on the index); a page lists its toolbar's buttons, then its content;
a Modal or ConfirmModal is a dialog over its page, titled by its header, with its message, its
body and its buttons. A check box is a ``switch`` with its state; a select is a ``field`` named
by its label, its value its text; a menu's entries are ``menu`` items. An IconButton is named
by its title where the code gives one ("Remove from queue", "Delete Backup", "Clone Indexer"),
else by its FontAwesome icon's ``data-icon`` (``trash-can``, ``clock-rotate-left``,
``arrows-rotate``, ``copy``); the aria-label the code gives every IconButton, "Table Options
Button" whatever the icon, is left out so that a label names one control. The restore modal's
three step names are left out (the first repeats the button's words). Only one row is shown
where rows repeat an icon (one backup, one track with a file, one queue item). Artists, albums,
tracks, paths, file names, release titles, versions, dates, sizes, log lines and the API key are
made up and the same in every language (dates as the page formats them, in English).

**Strings.** The page's ``translate(key, tokens)`` reads the dictionary ``GET
/api/v1/localization`` gives: ``en.json`` of ``src/NzbDrone.Core/Localization/Core``, then the
UI language's own file, then its country's, keys matched without regard to case (the
culture is ``IsoLanguages``' two-letter code and country: ``zh_cn`` reads ``zh.json``, absent,
then ``zh_CN.json``; ``fr_fr`` ``fr.json``, ``de_de`` ``de.json``, ``pt_pt`` ``pt.json``; ja,
ko, es and ru their own); a key the dictionary lacks would show as the key, ``{token}`` is
filled in from the tokens (by name, or by position), ``{appName}`` being Lidarr. Each corpus
language is the UI language of its screens (the UI settings' ``uiLanguage``: 1, 10, 8, 21, 4,
2, 3, 18 and 11). This script reads the catalogues, ``IsoLanguages.cs`` and ``Language.cs`` at
the pinned commit with ``git show``, and prints the keys each language shows in English. Every
language has a catalogue; zh, de, fr and es lack none of these strings. ja lacks 44 (among them
Retag, Write Metadata Tags, Delete Selected Artists, Delete Artist Folders, Delete Track File,
Clear blocklist, Reset Definitions, Reset Quality Definitions, Search Monitored, Preview Retag,
Menu, Logout, Donate, the queue removal's title and selects), ko 27 (among them Retag, Install
Latest, Delete Track File, Delete Selected Artists, Organize Selected Artists), pt 21 (among
them Retag, Logout, Menu, Unmonitor Selected, the queue removal's title and selects), ru 11
(Retag, Delete Selected Artists, Delete Track File, Preview Retag, Manage Tracks, Search Album
among them); those show in English. Written in English in the code, in every language:
ConfirmModal's Cancel (its default cancelLabel), "Select Artists", "Stop Selecting", "Select
All", "View", "Sort", "Filter", the single artist's "Delete - <name>", "Delete <n> Track Files"
and "<n> track files totaling <size>", the bulk modals' tips and questions, the retag preview's
note, the restore modal's "Restore Backup", the indexer cards' RSS, Automatic Search and
Interactive Search, the log files menu's "Log Files", the log files' "Download", the first day
of the week and the date formats' examples.

**What each action sends**, read from the code, as ``createAjaxRequest`` sends it (compact
``JSON.stringify`` bodies, ``$.param`` queries). A command is ``executeCommand``: ``POST
/api/v1/command`` with ``{"name", ...}`` (its ``commandFinished`` callback left out). Index:
Update All ``RefreshArtist`` ``{"artistIds"}`` of the index's artists in its order (sortName),
Update Selected the ticked ones; RSS Sync ``RssSync``; the footer's buttons open their modals.
Delete Selected Artists' Delete ``DELETE /api/v1/artist/editor`` ``{"artistIds","deleteFiles",
"addImportListExclusion"}``; Retag ``RetagArtist``, Organize ``RenameArtist`` with the ticked
ids. Artist page: Refresh & Scan ``RefreshArtist`` ``{"artistId"}``, Search Monitored
``ArtistSearch``, Preview Retag the preview's ``GET /api/v1/retag?artistId=7&albumId=`` (the
page gives no album, and ``$.param`` sends it empty); the Delete modal's Delete ``DELETE
/api/v1/artist/7?deleteFiles=true&addImportListExclusion=false``; the retag preview's Retag
``RetagFiles`` ``{"artistId","files"}``, every previewed file ticked as the rows tick
themselves. A track file's Delete ``DELETE /api/v1/trackFile/341?`` (``createRemoveItemHandler``
adds ``$.param`` of no query: a bare ``?``; so too a backup's and an indexer's deletion). The
queue's removal ``DELETE /api/v1/queue/<id>?removeFromClient=true&blocklist=false&
skipRedownload=false&changeCategory=false`` (the modal's defaults; the id is
``HashConverter.GetHashInt31`` of the download, computed here). The blocklist's Clear
``ClearBlocklist``. Missing: Search Selected ``AlbumSearch`` ``{"albumIds"}``, Unmonitor Selected
``PUT /api/v1/album/monitor`` ``{"albumIds","monitored":false}``, the Search All confirmation's
Search ``MissingAlbumSearch``. The header menu's Restart ``POST /api/v1/system/restart`` and
Shutdown ``POST /api/v1/system/shutdown``, at once, without a confirmation; Logout an ``<a
href="/logout">`` (``via: link``). Backups: Backup Now ``Backup``; the Delete confirmation
``DELETE /api/v1/system/backup/<id>?``; the restore modal's Restore ``POST
/api/v1/system/backup/restore/<id>`` ``{"id"}``, then, when it is done, the modal's ``POST
/api/v1/system/restart`` (the pings and the reload that follow are not written). Install Latest
``ApplicationUpdate`` (a minor update: no confirmation). Logs: Clear ``ClearLog``, Refresh ``GET
/api/v1/log?page=1&pageSize=50&sortDirection=descending&sortKey=time``; log files: Clear
``DeleteLogFiles``, Refresh ``GET /api/v1/log/file``. Settings: the API key's reset
confirmation's Reset ``ResetApiKey``; Test All Indexers ``POST /api/v1/indexer/testall``; the
indexer's Delete confirmation ``DELETE /api/v1/indexer/5?``; the reset definitions modal's
Reset ``ResetQualityDefinitions`` ``{"resetTitles":false}``; the UI settings' Save Changes
``PUT /api/v1/config/ui`` with the settings as ``GET /api/v1/config/ui`` gave them
(``UiConfigResource``'s properties in their order, camel case, the base class's ``id`` last, as
System.Text.Json writes them; the defaults but ``uiLanguage``, the language of the screen) and
``showRelativeDates`` turned off. Nothing is sent by the buttons that open a modal, a
confirmation or a menu, by Keyboard Shortcuts, or by any Cancel or Close.

Each action is labelled by what it does in the app, not by its words. **Irreversible:**
**delete:** Delete Selected Artists' Delete and the artist's Delete modal's Delete (the
artists, their albums, tracks and history are deleted rows, and with the files ticked the
folders are deleted, to the recycle bin only where one is set, which it is not by default); a
track file's Delete (the file deleted likewise); the queue removal's Remove (the client deletes
the download and its data); the blocklist's Clear (every entry purged); a backup's Delete (the
file deleted); Clear on the logs page and on the log files page (judgement calls: done at once,
without a confirmation; the log table is emptied and the log folder's files deleted, and they
cannot be had again); an indexer's Delete (its settings and credentials gone); **overwrite:**
Retag in Retag Selected Artists and in the retag preview (judgement call: the files' own tags
are overwritten with MusicBrainz's, forced whatever the tag settings, and the old ones are not
kept anywhere); the restore modal's Restore (the database and configuration are replaced by the
backup's, and the server restarts); **install:** Install Latest (a new build is downloaded and
installed over the running one); **reboot:** the header menu's Restart (judgement call: the
server stops and starts at once, without a confirmation, ending every running task, download
check and import and every other user's session; it is a server, not a device, but restarting
it is the app's reboot); **shutdown:** Shutdown (the server stops; nothing in the page can start
it again); **revoke:** Reset in the API key's confirmation (the old key stops working at once
for every program that uses it); **reset:** Reset in the reset definitions modal (every
quality's size limits go back to the defaults; the user's are lost). **Harmless or
reversible:** Update All and Update Selected, Refresh & Scan (metadata read again, the disk
scanned), RSS Sync, Search Monitored, Search Selected and the Search All confirmation's Search
(judgement calls: searches that may send releases to the download client, which the queue can
remove; nothing is deleted), Backup Now, Test All Indexers, the reads (Preview Retag, the logs'
Refresh), Logout (only this browser's cookie), Keyboard Shortcuts; **reversible:** Organize
in Organize Selected Artists (judgement call: the files are renamed to the naming settings'
names, their contents untouched; a rename is undone by renaming), Unmonitor Selected (Monitor
Selected sets it back), the UI settings' Save Changes. A button that only opens a modal or a
confirmation (the footer's Delete, Write Metadata Tags and Rename Files, the artist page's
Delete, the track's ``trash-can``, the queue's Remove from queue, the blocklist's Clear, Search
All, the backup's ``clock-rotate-left`` and Delete Backup, the API key's ``arrows-rotate``, the
edit indexer modal's Delete, Reset Definitions) is ``opens-prompt``; the modal is a screen of
its action's category, its Cancel or Close included. Every screen is a web page (``web:
true``) and every action states its requests and bodies.

    git clone https://github.com/Lidarr/Lidarr lidarr
    git -C lidarr checkout 0501e61565a3527351a82453156caa72214e3c18
    python tests/safety/heldout_v549/build.py lidarr

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures; nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

import lidarr_activity
import lidarr_library
import lidarr_settings
import lidarr_system
from web_corpus import build

COMMIT = "0501e61565a3527351a82453156caa72214e3c18"
CATALOGS = "src/NzbDrone.Core/Localization/Core"
# The UI language each corpus language sets, by the English name IsoLanguages gives it.
LANGUAGES = {"en": "English", "zh": "Chinese", "ja": "Japanese", "ko": "Korean",
             "de": "German", "fr": "French", "es": "Spanish", "pt": "Portuguese",
             "ru": "Russian"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v549.yaml")
TOKEN = re.compile(r"\{([a-z0-9]+?)\}", re.IGNORECASE)


def show(checkout: str, path: str) -> str | None:
    """The file ``path`` at the pinned commit, None where the commit has none."""
    done = subprocess.run(["git", "-C", checkout, "show", f"{COMMIT}:{path}"],
                          capture_output=True, check=False)  # fmt: skip
    return done.stdout.decode("utf-8-sig") if done.returncode == 0 else None


def ui_languages(checkout: str) -> dict[str, tuple[str, int]]:
    """Each corpus language's catalogue culture and UI language id, read as the server reads
    them: ``IsoLanguages`` gives the two-letter code and the country (``zh`` and ``cn`` make
    ``zh_cn``), ``Language`` the id the UI settings store."""
    iso = show(checkout, "src/NzbDrone.Core/Parser/IsoLanguages.cs") or ""
    ids = show(checkout, "src/NzbDrone.Core/Languages/Language.cs") or ""
    out = {}
    for lang, name in LANGUAGES.items():
        found = re.search(r'new IsoLanguage\("(\w+)", "(\w*)", "\w*", "' + name + '"', iso)
        number = re.search(r"public static Language " + name + r" => new Language\((\d+),", ids)
        if not found or not number:
            raise SystemExit(f"no {name} in the checkout's languages")
        two, country = found.groups()
        out[lang] = (f"{two}_{country}" if country else two, int(number.group(1)))
    return out


def resource(culture: str) -> str:
    """LocalizationService.GetResourceFilename: ``zh_cn`` is ``zh_CN.json``."""
    parts = culture.split("_")
    name = f"{parts[0].lower()}_{parts[1].upper()}" if len(parts) == 2 else culture.lower()
    return f"{name}.json"


class Lookup:
    """``translate(key, tokens)`` of the page for one UI language: the server's dictionary is
    ``en.json``, then the language's own file (``zh.json``, ``de.json``), then its country's
    (``zh_CN.json``; a file the commit lacks is skipped), keys matched without regard to
    case; the page shows a key's text, or the key where it has none, ``{token}`` filled in from
    ``tokens`` (a dict, or a list read by position), ``appName`` being Lidarr. ``fallbacks``:
    the keys shown in English for want of a translation."""

    def __init__(self, checkout: str, culture: str) -> None:
        def read(name: str) -> dict[str, str] | None:
            text = show(checkout, f"{CATALOGS}/{name}")
            return None if text is None else json.loads(text)

        english = read("en.json")
        if english is None:
            raise SystemExit("no en.json at the pinned commit")
        self.english = english
        self.table = dict(english)
        self.translated: set[str] = set()
        names = [resource(culture.split("_")[0])] if "_" in culture else []
        names = [*names, resource(culture)] if culture != "en" else []
        by_case = {k.lower(): k for k in self.table}
        for name in names:
            for key, value in (read(name) or {}).items():
                key = by_case.setdefault(key.lower(), key)
                self.table[key] = value
                self.translated.add(key)
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, tokens: Any = None) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in en.json")
        if key not in self.translated:
            self.fallbacks.add(key)
        text = self.table.get(key) or key
        values = list(tokens) if isinstance(tokens, list) else list((tokens or {}).values())
        table = dict(tokens) if isinstance(tokens, dict) else {}
        table["appName"] = "Lidarr"
        if "appName" not in (tokens if isinstance(tokens, dict) else {}):
            values.append("Lidarr")
        table.update({str(i): v for i, v in enumerate(values)})

        def fill(match: re.Match[str]) -> str:
            value = table.get(match.group(1))
            return match.group(0) if value is None else str(value)

        return TOKEN.sub(fill, text)


def main(checkout: str) -> int:
    cultures = ui_languages(checkout)

    def lookup(lang: str) -> Lookup:
        return Lookup(checkout, cultures[lang][0])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return [*lidarr_library.screens(t), *lidarr_activity.screens(t),
                *lidarr_system.screens(t),
                *lidarr_settings.screens(t, cultures[lang][1])]  # fmt: skip

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
