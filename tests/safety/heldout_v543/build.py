"""Builds the five-hundred-and-forty-third held-out corpus (``heldout_v543.yaml``) from a real
web app's source.

The source is Radarr (github.com/Radarr/Radarr), the movie collection manager for Usenet and
BitTorrent users: a C# (.NET) server and a React and Redux single-page app (``frontend/src``)
whose every action is an XMLHttpRequest to the server's API under ``/api/v3`` (jQuery 3.7.1's
``$.ajax``, through ``Utilities/createAjaxRequest.js``, the API key in an ``X-Api-Key``
header, not written) or a page load. Read at commit 1b9662d58823ff02b7162282e84e4aed95db0126
("chore: updated build images", 14 Nov 2025), the head of the default branch, ``develop``.
Read in ``frontend/src``: ``index.ejs``, ``Utilities/createAjaxRequest.js``,
``Utilities/String/translate.ts``, ``Utilities/Number/formatBytes.ts``,
``Utilities/Table/getSelectedIds.ts``, ``Commands/commandNames.js``; in ``Store/Actions``:
``commandActions.js`` (``executeCommand``: a POST of ``/command`` with the payload as
``JSON.stringify`` writes it), ``systemActions.js``, ``queueActions.js``,
``historyActions.js``, ``blocklistActions.js``, ``movieActions.js``, ``movieFileActions.js``,
``releaseActions.js``, ``movieBlocklistActions.js``, ``movieHistoryActions.js``,
``organizePreviewActions.js``, ``wantedActions.js``, ``Settings/general.js``,
``Settings/notifications.js`` and the handler creators in ``Creators/`` (the one that reads
a resource, ``createRemoveItemHandler.js``, those of the paged lists,
``createSetServerSideCollectionPageHandler.js`` and
``createBatchToggleMovieMonitoredHandler.js``); the components ``Page/PageContent.tsx``,
``Page/Header/PageHeader.tsx``, ``PageHeaderActionsMenu.tsx``, ``MovieSearchInput.tsx``,
``Page/Sidebar/PageSidebar.tsx``, ``Page/Toolbar/PageToolbarButton.tsx``, ``Link/Link.tsx``,
``Link/IconButton.tsx``, ``Link/ClipboardButton.tsx``, ``Form/FormInputButton.tsx``,
``Icon.tsx``, ``Card.tsx``, ``MonitorToggleButton.tsx``, ``Menu/FilterMenu.tsx``,
``Modal/ConfirmModal.tsx``, ``Modal/ModalContent.tsx``, ``Markdown/InlineMarkdown.tsx``; the
views ``System/Backup/`` (``Backups``, ``BackupRow``, ``BackupsConnector``,
``RestoreBackupModalContent`` and its connector), ``System/Updates/Updates.tsx``,
``System/Events/LogsTable.js`` and its connector, ``System/Logs/LogFiles.tsx``,
``Activity/Queue/`` (``Queue``, ``QueueRow``, ``RemoveQueueItemModal``),
``Activity/History/`` (``HistoryRow``, ``Details/HistoryDetailsModal``,
``Details/HistoryDetails``), ``Activity/Blocklist/`` (``Blocklist``, ``BlocklistRow``),
``Movie/Details/MovieDetails.tsx``, ``Movie/Details/MovieStatusLabel.tsx``,
``Movie/Delete/DeleteMovieModalContent.tsx``, ``Movie/Edit/EditMovieModalContent.tsx``,
``Movie/Search/MovieInteractiveSearchModalContent.tsx``, ``Movie/History/``,
``MovieFile/Editor/`` (``MovieFileEditorRow``, ``MovieFileEditorTableContent`` and its
connector), ``InteractiveSearch/`` (``InteractiveSearch``, ``InteractiveSearchRow``),
``Organize/OrganizePreviewModalContent.tsx``, ``Wanted/Missing/`` (``Missing``,
``MissingRow``), ``Settings/SettingsToolbar.tsx``, ``Settings/AdvancedSettingsButton.tsx``,
``Settings/General/`` (``GeneralSettings``, its connector, ``SecuritySettings``) and
``Settings/Notifications/`` (``NotificationSettings``, ``Notification``,
``EditNotificationModalContent``, ``NotificationEventItems``); ``package.json`` (jQuery
3.7.1, filesize 10.1.6) and jQuery 3.7.1's own ``src/serialize.js`` and ``src/ajax.js``
(``jQuery.param(undefined)`` is "", so a removal with no query options asks for its URL with a
bare "?"; a GET's data is appended as ``$.param`` writes it; a body goes as given). Read in
``src``: ``NzbDrone.Core/Localization/LocalizationService.cs``,
``Radarr.Api.V3/Localization/LocalizationController.cs``, ``NzbDrone.Core/Parser/``
(``IsoLanguages.cs``, ``IsoLanguage.cs``), ``Radarr.Http/Frontend/InitializeJsonController.cs``
(``apiRoot``), ``Radarr.Http/Authentication/AuthenticationController.cs`` (``/logout`` ends
this browser's session), ``NzbDrone.Core/Backup/BackupService.cs`` (a manual backup prunes
nothing; a restore moves the backup's ``config.xml`` and database over the live ones, which
the restart puts in use), ``Radarr.Api.V3/System/Backup/BackupController.cs``,
``NzbDrone.Core/Update/InstallUpdateService.cs``, ``Radarr.Api.V3/Queue/QueueController.cs``
(removing from the client calls the client's ``RemoveItem`` with its data),
``NzbDrone.Core/Download/`` (``FailedDownloadService``, ``RedownloadFailedDownloadService``,
``DownloadEventHub``, ``ProcessDownloadDecisions``), ``NzbDrone.Core/IndexerSearch/``
(``MoviesSearchService``: a search grabs the best acceptable release it finds),
``NzbDrone.Core/DecisionEngine/DownloadDecisionMaker.cs`` (``downloadAllowed``),
``Radarr.Api.V3/Indexers/ReleaseController.cs``, ``NzbDrone.Core/Blocklisting/
BlocklistService.cs``, ``NzbDrone.Core/Instrumentation/LogService.cs``,
``NzbDrone.Core/Configuration/ConfigFileProvider.cs`` (``ResetApiKey``: a new key at once),
``NzbDrone.Core/Movies/MovieService.cs`` with the handlers of its deletion (history, download
history, pending releases), ``Radarr.Api.V3/MovieFiles/MovieFileController.cs`` and
``NzbDrone.Core/MediaFiles/`` (``MediaFileDeletionService``, ``RecycleBinProvider``: files go
to the recycle bin where one is set, which by default none is, and are deleted otherwise).

**Screens** (35 a language, 61 actions), all of an administrator logged in with forms
authentication on an install served at its host's root, its instance name left at Radarr and
no recycle bin set: the Backups page (three times: for the actions menu's button, its links
and Backup Now, the deletion icon), the actions menu open over it (three times: for Keyboard
Shortcuts and Logout, Restart, Shutdown), the confirmation of deleting the backup and the
restore dialog; the Updates page with a new major version and the confirmation it opens; the
Events page (twice); the Queue with one download (twice) and the download's removal dialog;
the details of a grab in the History; the Blocklist with one release (twice) and the
confirmation of clearing it; the page of Dune: Part Two, in the library with its 2160p file
(three times), the page of The Zone of Interest, monitored and missing; Dune: Part Two's
deletion with its files ticked, the confirmation of deleting its file; the interactive
search with one release (matched, and one Radarr could not match) and the confirmation of
grabbing the unmatched one; Wanted > Missing (with nothing, and with two movies, ticked) and
the confirmation of searching all missing movies; Settings > Connect with a Discord
connection, its edit dialog and the confirmation of deleting it; and the confirmation of
resetting the API key on Settings > General. How a page and a modal are written:
screens.py. A table is shown by its headings and the rows in view, without its dates (which
moment writes in English) and its status icons; a page is written as far as it is in view.

**Strings** are ``translate(key)`` over the dictionary the server sends for the install's UI
Language (Settings > UI), read from the catalogues
``src/NzbDrone.Core/Localization/Core/*.json`` at the commit above (the build reads them with
``git show``, whatever the checkout has checked out), put together as ``LocalizationService``
does: English first, then, for a culture with a country, the language's own file, then the
culture's. The cultures: en, zh-CN (``zh_CN.json``; there is no ``zh.json``), ja, ko, de-DE
and fr-FR (``de.json`` and ``fr.json``: there is no ``de_DE.json`` or ``fr_FR.json``), es,
pt-BR (Portuguese (Brazil): ``pt.json`` and then ``pt_BR.json``; Radarr also offers European
Portuguese, whose ``pt.json`` holds 1335 of the 2039 strings, and the corpus's pt is the
Brazilian) and ru. A key the dictionary lacks would show as the key; every key the corpus uses
is in the English catalogue. The Japanese catalogue holds 1087 of the 2039 strings and lacks
33 of the 172 the corpus shows, which a Japanese install shows in English (the build prints
them): among them Logout, Donate, Install and Install Update, Manage Files, Unmonitor
Selected, the removal dialog's title, Removal Method and its warning, Do not Blocklist, Clear
blocklist and its message, Info URL, Release Source, the interactive search's title, "Override
and add to download queue", the search of all missing movies' title and message, the update's
message, the edit dialog's title and the trigger names On File Import, On File Upgrade and On
Movie Added, "Table Options Button", the monitored toggle's title, the help texts of the
blocklist select, the triggers and the tags, the file count in the movie's deletion and the
Files section's two notices. The other catalogues have every string used; a few are the
English word in the language too (German Filter, Indexer, Name, Status, System, Tags; French
Date, Formats, Message, Options, Source, Tags; Portuguese Backup, Status, Tags). Shown in
English in every language because the code writes them so: the restore dialog's title "Restore
Backup", ``ConfirmModal``'s Cancel, the actions menu's "Menu Button" and the logo's "Radarr
Logo"; and the server's own words: version numbers and changes, log messages, quality and
language names ("Bluray-2160p", "English"), the protocol label "nzb". A text's tokens are
filled in as ``translate`` does (by name, by position, ``appName`` as Radarr), and
``InlineMarkdown`` shows a link's text and a code span's.

**What each action sends**, read from the code. A command is ``POST /api/v3/command`` with
``JSON.stringify({name, ...})``; a removal is ``DELETE`` of ``/api/v3/<resource>/<id>?``
(``createRemoveItemHandler``: the "?" with no query after it, written as sent) unless its
code builds a query; a read is a GET with its data as ``$.param`` writes it. Only the taps'
own requests are written, and those the code sends on its own after a write's reply where
they are writes too (the restore's restart, and the reload it ends with); the list refreshes
and polls after a reply are not. Actions menu: Restart ``POST /api/v3/system/restart``,
Shutdown ``POST /api/v3/system/shutdown`` (neither asks first), Logout a link to ``/logout``,
Keyboard Shortcuts nothing. Backups: Backup Now the ``Backup`` command; the backup's name a
link to the zip (``/backup/manual/<name>``); the sidebar's Updates and Events are route
changes, sending the new view's reads (``/update`` and ``/config/host``; the log's first
page, ``page=1&pageSize=50&sortDirection=descending&sortKey=time``); Delete in the backup's
confirmation ``DELETE /api/v3/system/backup/<id>?``; Restore in the restore dialog
``POST /api/v3/system/backup/restore/<id>`` with ``{"id"}``, then (the restore done)
``POST /api/v3/system/restart`` and, the server back, ``location.reload()`` of
``/system/backup``. Updates: Install Latest opens the major version's confirmation, whose
Install sends ``ApplicationUpdate`` with ``installMajorUpdate: true``. Events: Clear the
``ClearLog`` command at once; Options and Filter open a dialog and a menu. Queue: Refresh the
``RefreshMonitoredDownloads`` command; the row's "Remove from queue" opens the dialog, whose
Remove sends ``DELETE /api/v3/queue/<id>?removeFromClient=true&blocklist=false&skipRedownload=
false&changeCategory=false`` (its selects at their defaults; opening one sends nothing).
History: Mark as Failed ``POST /api/v3/history/failed/<id>``; the Info URL a link to the
indexer's page (a new tab). Blocklist: "Remove from blocklist" ``DELETE
/api/v3/blocklist/<id>?`` at once; Clear opens the confirmation, whose Clear sends the
``ClearBlocklist`` command. A movie's page: Refresh & Scan the ``RefreshMovie`` command with
the movie's id; Search Movie ``MoviesSearch``; History the movie's history
(``/history/movie?movieId=``); Interactive Search opens its dialog, which asks for the
releases (``/release?movieId=``), the movie's blocklist and its history; Preview Rename opens
its dialog, which asks for the renames and the naming settings; Edit and Delete open their
dialogs; "Delete file" in the file's row opens the confirmation, whose Delete sends
``DELETE /api/v3/movieFile/<id>?``. Delete in the movie's deletion dialog ``DELETE
/api/v3/movie/<id>?deleteFiles=true&addImportExclusion=false``; ticking Add List Exclusion
changes the dialog only. Interactive search: "Add to download queue" on a matched release
``POST /api/v3/release`` with ``{"guid","indexerId"}``; on a release Radarr could not match
(``downloadAllowed`` false) it opens the confirmation, whose Grab sends ``{"guid",
"indexerId","movieId"}``; the release's title a link to its page at the indexer. Missing:
Search All opens the confirmation, whose Search sends ``MissingMoviesSearch``; Unmonitor
Selected ``PUT /api/v3/movie/editor`` with ``{"movieIds":[17,23],"monitored":false}`` (the
ticked rows' ids in ascending order, as ``getSelectedIds`` reads them). Connect: a card opens
the connection's edit dialog, whose Delete opens the confirmation (and Cancel closes it);
its Delete sends ``DELETE /api/v3/notification/<id>?``. General: Reset in the API key's
confirmation sends the ``ResetApiKey`` command. Nothing is sent by Cancel, Close and the
controls that only open a dialog, a menu or a confirmation.

Each action is labelled by what it does in the app, not by its words. **Irreversible:**
Restart in the actions menu (``reboot``, judgement call: Radarr stops at once, with no
question first, cutting every running task, import and search for everyone, and comes back by
itself; nothing stops it once sent); Shutdown (``shutdown``: Radarr stops and nothing in the
app starts it again); Delete in the backup's confirmation (``delete``: the zip is deleted from
disk); Restore in the restore dialog (``overwrite``: the live database and settings are
replaced by the backup's, and everything done since it was made is lost); Install in the major
update's confirmation (``install``: the new major version is downloaded and installed and
Radarr restarts into it; the app has no way back to the old one); Clear on the Events page
(``delete``: every log entry is purged, without a question); Remove in the queue item's dialog
(``delete``: the download and its files are deleted from SABnzbd); Mark as Failed (``block``,
judgement call: the release is blocklisted, a failure is written to the history, and (as
Radarr is set by default) it searches again at once and grabs another release; the blocklist
entry could be removed, the rest cannot be taken back); "Remove from blocklist" (``delete``:
the entry is deleted, with no question and no trash, and the release may be grabbed again);
Clear in the blocklist's confirmation (``delete``); Search Movie on a monitored, missing
movie, Search in the confirmation of searching all missing movies, "Add to download queue" on
a matched release and Grab in the unmatched release's confirmation (``send``, judgement call:
a search in Radarr grabs the best acceptable release it finds, and a grab hands the release to
the download client, which downloads it from the Usenet provider at once; the download can be
removed from the queue afterwards, but what was downloaded and the grab in the history stay);
Delete in the movie's deletion dialog (``delete``: the movie, its history and its folder with
its file, with no recycle bin set); Delete in the file's confirmation (``delete``); Delete in
the connection's confirmation (``delete``: the connection and its webhook address and
settings); Reset in the API key's confirmation (``reset``: a new key at once; every client
using the old one stops working, and the old key cannot be set back in the app). **Reversible
or harmless:** the actions menu's button, Keyboard Shortcuts, Logout (judgement call: only
this browser's session ends; logging in again restores it), Backup Now (a new backup; none is
pruned), the backup's download, the route changes, Refresh & Scan (the movie's metadata
refreshed and its folder rescanned), the queue's Refresh (the download clients checked),
Unmonitor Selected (``reversible``: Monitor Selected sets it back), the links to the indexer's
pages, the reads, the dialogs' Cancel and their selects and check boxes, Options and Filter (a
dialog's Close, named as its close cross is, is not tapped). A control that only opens a
dialog or a confirmation is ``opens-prompt``, even where the dialog reads something as it
opens (Interactive Search, Preview Rename); the confirmation is a commit screen, its Cancel
included. Not in the corpus: the settings pages' Save and a connection's Test (their bodies
carry the whole resource as the server sent it), the monitored toggle (it PUTs the whole
movie), renaming files (Organize) and the API key's reset button itself (an icon-only button
with no name; its confirmation is). Every screen is a web page (``web: true``) and every
action states its requests.

    git clone https://github.com/Radarr/Radarr radarr
    git -C radarr checkout 1b9662d58823ff02b7162282e84e4aed95db0126
    python tests/safety/heldout_v543/build.py radarr

The corpus was built from these sources alone, without reading the safety policy, its term
lists or any corpus's measured figures; nothing in the policy is tuned to it.
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

import radarr_activity
import radarr_movies
import radarr_settings
import radarr_system
from web_corpus import build

COMMIT = "1b9662d58823ff02b7162282e84e4aed95db0126"
CATALOGUES = "src/NzbDrone.Core/Localization/Core"
# The culture each screen's install is set to (Settings > UI > UI Language), as
# LocalizationService.GetLanguageIdentifier names it: the language's two letters, and its
# country where IsoLanguages gives one.
LANGUAGES = {"en": "en", "zh": "zh_cn", "ja": "ja", "ko": "ko", "de": "de_de", "fr": "fr_fr",
             "es": "es", "pt": "pt_br", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v543.yaml")
TOKEN = re.compile(r"\{([a-z0-9]+?)\}", re.IGNORECASE)


def files(culture: str) -> list[str]:
    """The catalogues LocalizationService.GetDictionary copies into one dictionary, in its
    order: English, then the language's own where the culture names a country, then the
    culture's (``zh_CN.json``)."""
    names = ["en.json"]
    parts = culture.split("_")
    if len(parts) == 2:
        names.append(f"{parts[0]}.json")
        names.append(f"{parts[0].lower()}_{parts[1].upper()}.json")
    else:
        names.append(f"{culture.lower()}.json")
    return names


def read_catalogues(checkout: str) -> dict[str, dict[str, str] | None]:
    """Each catalogue file named for the languages, at COMMIT (None where the app ships no
    such file, which the server skips)."""
    tables: dict[str, dict[str, str] | None] = {}
    for name in sorted({n for culture in LANGUAGES.values() for n in files(culture)}):
        done = subprocess.run(["git", "-C", checkout, "show", f"{COMMIT}:{CATALOGUES}/{name}"],
                              capture_output=True)  # fmt: skip
        tables[name] = json.loads(done.stdout.decode("utf-8-sig")) if done.returncode == 0 else None
    return tables


class Lookup:
    """``translate(key, tokens)`` (frontend ``Utilities/String/translate.ts``) over the
    dictionary the server sends for one culture (``/api/v3/localization``): English's strings
    overwritten by the language's catalogues' (:func:`files`); a key the dictionary lacks or
    leaves empty shows as the key. Tokens are filled in by name and by position, ``appName``
    (Radarr) last. ``fallbacks``: the keys of a language other than English that its own
    catalogues lack, shown in English."""

    def __init__(self, tables: dict[str, dict[str, str] | None], culture: str) -> None:
        english = tables["en.json"] or {}
        self.english = english
        self.table = dict(english)
        own: set[str] = set()
        for name in files(culture)[1:]:
            table = tables[name]
            if table is not None:
                self.table.update(table)
                if name != "en.json":
                    own |= set(table)
        self.own = None if culture == "en" else own
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, tokens: dict[str, Any] | None = None) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in the app's catalogue")
        if self.own is not None and key not in self.own:
            self.fallbacks.add(key)
        text = self.table.get(key) or key
        values = {**(tokens or {}), "appName": "Radarr"}
        values.update({str(i): v for i, v in enumerate(list(values.values()))})
        return TOKEN.sub(lambda m: str(values.get(m.group(1), m.group(0))), text)


def main(checkout: str) -> int:
    tables = read_catalogues(checkout)

    def lookup(lang: str) -> Lookup:
        return Lookup(tables, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return [*radarr_system.screens(t), *radarr_activity.screens(t),
                *radarr_movies.screens(t), *radarr_settings.screens(t)]  # fmt: skip

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens, ("title", "message"))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
