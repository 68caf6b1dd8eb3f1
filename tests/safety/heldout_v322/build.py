"""Builds the three-hundred-and-twenty-second held-out corpus (``heldout_v322.yaml``) from a real
web app's source.

The source is Sonarr (github.com/Sonarr/Sonarr), a TV series manager that watches indexers,
sends releases to a download client and imports, renames and deletes the episode files on
disk: a React single-page app that calls its own server's API with ``fetch``. Read at commit
49df353fa14c453929b79f32144b2c8c86d94b09 ("New: Statistics Page", 21 Jun 2026). Read:
``frontend/src/Utilities/Fetch/fetchJson.ts``, ``getQueryPath.ts`` and ``getQueryString.ts``
(every call goes to ``/api/v5`` under the empty default URL base; a body is
``JSON.stringify``'s; query values are written by ``URLSearchParams``),
``Helpers/Hooks/useApiMutation.ts``, ``useApiQuery.ts``, ``Commands/useCommands.ts`` and
``CommandNames.ts`` (a command is ``POST /api/v5/command`` with its name and options),
``Utilities/String/translate.ts``, ``Components/Modal/ConfirmModal.tsx``,
``Components/Page/PageContent.tsx`` and ``Header/PageHeaderActionsMenu.tsx``,
``System/useSystem.ts``; the series index, its select footer and its bulk delete and delete-files
modals (``Series/Index``), ``Series/useSeries.ts``, ``seriesOptionsStore.ts``,
``Series/Details/SeriesDetails.tsx`` and ``SeriesDetailsSeason.tsx``,
``Series/Delete/DeleteSeriesModalContent.tsx``, ``Organize/OrganizePreviewModalContent.tsx``
and ``useOrganizePreview.ts``, ``Activity/History/useSeriesHistory.ts``,
``Episode/EpisodeDetailsModalContent.tsx``, ``Episode/Summary/EpisodeFileRow.tsx``,
``Episode/Search/EpisodeSearch.tsx``, ``Episode/useEpisode.ts``,
``EpisodeFile/useEpisodeFiles.ts``, ``InteractiveImport/Interactive/
InteractiveImportModalContent.tsx`` (the Manage Episodes modal's deletion);
``Activity/Queue`` (``Queue.tsx``, ``QueueRow.tsx``, ``RemoveQueueItemModal.tsx``,
``queueOptionsStore.ts``, ``useQueue.ts``), ``Activity/History/Details/HistoryDetailsModal.tsx``
and ``useHistory.ts``, ``Activity/Blocklist`` (``Blocklist.tsx``, ``BlocklistRow.tsx``,
``useBlocklist.ts``), ``Wanted/Missing/Missing.tsx`` and ``toWantedSearchCommandBody.ts``;
``System/Backup`` (``Backups.tsx``, ``BackupRow.tsx``, ``RestoreBackupModalContent.tsx``,
``useBackups.ts``), ``System/Events/LogsTable.tsx``, ``System/Logs/LogFiles.tsx`` and
``App/AppLogFiles.tsx``, ``System/Updates/Updates.tsx``;
``Settings/General/SecuritySettings.tsx``, ``Settings/Quality/Quality.tsx``,
``Settings/Tags/Tag.tsx`` and ``Details/TagDetailsModalContent.tsx``, ``Tags/useTags.ts``,
``Settings/Indexers`` (``Indexer.tsx``, ``EditIndexerModalContent.tsx``,
``Manage/ManageIndexersModalContent.tsx``, ``useIndexers.ts``), ``DownloadClient.tsx`` and
``useDownloadClients.ts``, ``Notification.tsx`` and ``useConnections.ts``,
``ImportListExclusionRow.tsx`` and ``useImportListExclusions.ts``,
``Settings/useProviderSettings.ts``; ``frontend/src/login.html`` (the login form). What the
server does with a request was read from ``src/Sonarr.Api.V5`` (``Queue/QueueController.cs``:
removing a queue item removes the download from the client with its data;
``History/HistoryController.cs``, ``System/SystemController.cs``,
``System/Backup/BackupController.cs``), ``src/Sonarr.Http/Authentication`` (``GET /logout``)
and ``src/NzbDrone.Core/Localization/LocalizationService.cs`` and ``Parser/IsoLanguages.cs``
(which catalogue each interface language reads).

**Screens** (35 a language), all of a user signed in to a Sonarr with no URL base and the
recycling bin unset (its default): the header's menu (written twice, once for Shutdown); the
series index, and the same with two series selected in select mode (its footer's Edit, Rename
Files, Set Tags, Update Monitoring, Delete and Delete Files); the bulk delete modal with Delete
Series Folders on, the bulk delete-files modal; a series' page (its toolbar, written twice), its
delete modal with its episode files' box off and on; the rename preview ("Organize & Rename") of
two files; an episode's details modal on its file; the confirmations of deleting one episode
file and the files selected in Manage Episodes; the queue (a row with Grab and Remove from
queue, written twice) and the removal modal of one item (Remove From Download Client and Do not
Blocklist, the app's defaults); a grabbed history item's details; the blocklist (written twice)
and its clear confirmation; the missing episodes with two selected and the search-all
confirmation; the backups page, a backup's deletion confirmation and its restore modal; the
logs page; the updates page with a newer version; the confirmations of resetting the API key
and the quality definitions; the deletion confirmations of an unused tag, an indexer, a
download client and an import list exclusion; the login page. A page is titled by
PageContent's document title (the page's name, " - Sonarr"; the series index sets none, so
"Sonarr"); a modal is a dialog over its page headed by its ModalHeader; a ConfirmModal is a
dialog with its title and message, then its cancel and confirm buttons. ConfirmModal's cancel
label defaults to the English "Cancel" and none of these pages passes one, so that button
reads "Cancel" in every language; the restore modal's header "Restore Backup" and the whole
login page (``login.html``) are written in English in the app. The restore modal's three step
labels (Restore, Restart, Reload) are left out, as they repeat its button's word. A title-only
icon button is an ``icon`` named by its title or ``aria-label``; a menu item is a ``menu``; a
checkbox is a ``switch`` named by its form label; a select is a ``button`` showing its value.

**Strings** are ``src/NzbDrone.Core/Localization/Core/<lang>.json`` for en, zh_CN, ja, ko, de,
fr, es, pt_BR and ru (IsoLanguages maps the interface's Chinese to ``zh-CN`` and Portuguese
(Brazil) to ``pt-BR``), read as LocalizationService merges them (English first, then for a
code with a region the base language's catalogue, ``pt`` for ``pt_BR``, then the language's
own) and as ``translate()`` fills ``{token}``, with ``{appName}`` as Sonarr. The build prints
the keys each language's own catalogue lacks, which show in English. Japanese has 11 strings
in all, none of them used here, so every Japanese screen shows the English strings, as the app
does. Chinese lacks ``ImportSelected``; Korean ``DeleteFiles``, ``DeleteSelectedSeriesFiles``,
``DeleteSeriesFilesConfirmation``, ``EpisodeMonitoring`` and ``ImportSelected``; French
``DeleteFiles``, ``DeleteSelectedSeriesFiles`` and ``DeleteSeriesFilesConfirmation``; Russian
the same three and ``ImportSelected``; German, Spanish and Portuguese (Brazil) lack none. Names
of series, episodes, releases, backups, tags, indexers and typed texts are the same in every
language.

**What each action sends**, read from the code. Every call is a ``fetch`` to ``/api/v5`` on
the app's own origin, with the ``X-Api-Key`` header (not written here). Commands (``POST
/api/v5/command``): Update All ``{"name":"RefreshSeries","seriesIds":[..]}`` (every series
shown), RSS Sync, Refresh & Scan (``RefreshSeries`` with ``seriesId``), Search Selected
(``EpisodeSearch`` with the selected episodes), Search in the search-all confirmation
(``MissingEpisodeSearch``; the default filter adds nothing), Delete in the delete-files modal
(``DeleteSeriesFiles`` with ``seriesIds``), Organize (``RenameFiles`` with the files and the
series), Clear on the blocklist's confirmation (``ClearBlocklist``), Backup Now (``Backup``),
Clear on the logs page (``ClearLog``, at once with no confirmation), Install Latest
(``ApplicationUpdate``; the newer version is no major one, so no confirmation), Reset on the
API key's confirmation (``ResetApiKey``) and on the quality definitions'
(``ResetQualityDefinitions`` with ``resetTitles``). Other requests: Restart and Shutdown ``POST
/system/restart`` and ``/system/shutdown``; Preview Rename ``GET /rename?seriesId=..``; Delete
in the series' delete modal ``DELETE /series/<id>?deleteFiles=..&addImportListExclusion=false``
and in the bulk one ``DELETE /series/editor`` with
``{"seriesIds","deleteFiles","addImportListExclusion"}``; an episode file's Delete ``DELETE
/episodeFile/<id>``, Manage Episodes' ``DELETE /episodeFile/bulk`` ``{"episodeFileIds":[..]}``;
Grab ``POST /queue/grab/<id>``; Remove in the queue's removal modal ``DELETE /queue/<id>`` with
the query ``remove=true&changeCategory=false&blocklist=false&skipRedownload=false``; Mark as
Failed ``POST /history/failed/<id>``; Remove from Blocklist ``DELETE /blocklist/<id>``;
Unmonitor Selected ``PUT /episode/monitor`` ``{"episodeIds":[..],"monitored":false}``; a
backup's Delete ``DELETE /system/backup/<id>`` and Restore ``POST
/system/backup/restore/<id>`` (no body); Delete in the confirmations of a tag, an indexer, a
download client and a list exclusion ``DELETE /tag/<id>``, ``/indexer/<id>``,
``/downloadclient/<id>``, ``/importlistexclusion/<id>``. Page loads (``via: link``): Logout
(the menu item's ``/logout``, outside the router) and the login page's "Forgot your
password?" (the Servarr wiki; the fragment is not sent). The login form posts itself (``via:
form``) to ``/login`` as ``username=..&password=..&rememberMe=on``; the page has no
anti-forgery field, so none is written. Nothing is sent by Keyboard Shortcuts, Close and
Cancel, and every control that only opens a modal or a confirmation (the select footer's
Delete and Delete Files, a series' Delete, Delete episode from disk, Remove from queue, the
blocklist's Clear).

Each action is labelled by what it does, not by its words. **delete:** Delete in a series'
delete modal with its files' box off and on (judgement call for the box off: the files stay on
disk, but the series' history, episodes' monitoring, profile, tags and settings are removed with
no undo; adding the series again starts it afresh) and in the bulk delete modal with the
folders' box on; Delete in the delete-files modal and in the episode files' confirmations (with
the recycling bin unset the files are gone from disk); Remove in the queue's removal modal (the
download and its data are removed from the download client; the server reads its
``removeFromClient`` parameter, which defaults to true); Remove from Blocklist and Clear on the
blocklist (judgement call: the entries that stop Sonarr grabbing bad releases again are gone,
one or all, and cannot be put back by hand); Clear on the logs page (done at once, with no
confirmation); a backup's Delete; the deletion of an indexer and of a download client (their
settings and credentials are gone). **rename:** Organize (judgement call: the files are renamed
on disk to the naming pattern, and their former names are lost with nothing in the app to
restore them). **overwrite:** Restore of a backup (the database and settings are replaced by
the backup's and the app restarts). **install:** Install Latest (judgement call: the running
version is replaced, and the app offers no way back to the former one). **revoke:** Reset on
the API key's confirmation (every client that uses the old key stops working). **reset:** Reset
on the quality definitions' confirmation (every size limit and title set by hand goes back to
the default). **shutdown:** Shutdown (judgement call: the app stops, and nothing in it can start
it again). **Harmless:** Restart (the app comes back by itself), Logout, Login, the refreshes,
RSS sync, searches and Grab (a grabbed release can be removed from the queue), Mark as Failed
(judgement call: the release is blocklisted and another is searched for; removing it from the
blocklist sets that back, and no file is touched), Unmonitor Selected (the same button
monitors them again), Preview Rename (a read), Backup Now, the deletion of an unused tag
(judgement call: the app deletes only a tag nothing uses, and such a tag is only a name one
types again) and of an import list exclusion (judgement call: the exclusions page's Add puts
the same exclusion back), every control that only opens a modal or a confirmation, and every
Cancel and Close. Every screen is a web page (``web: true``) and every action states its
requests and bodies.

    git clone https://github.com/Sonarr/Sonarr Sonarr
    git -C Sonarr checkout 49df353fa14c453929b79f32144b2c8c86d94b09
    python tests/safety/heldout_v322/build.py Sonarr

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from sonarr import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh_CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v322.yaml")


class Lookup:
    """``translate(key, tokens)`` over the dictionary LocalizationService serves: English's
    strings, overlaid by the language's base catalogue (``pt`` for ``pt_BR``) where the code
    has a region, then by the language's own. A key the language's own catalogue lacks is
    noted (``fallbacks``); ``{token}`` is filled in from ``tokens``, ``{appName}`` as Sonarr."""

    def __init__(self, folder: Path, code: str) -> None:
        def read(name: str) -> dict[str, str]:
            path = folder / f"{name}.json"
            return json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}

        self.english = read("en")
        self.own = read(code)
        self.table = {**self.english}
        if "_" in code:
            self.table.update(read(code.split("_")[0]))
        self.table.update(self.own)
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **tokens: Any) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in en.json")
        if not self.own.get(key):
            self.fallbacks.add(key)
        text = self.table.get(key) or key  # translate(): translations[key] || key
        values = {**{k: str(v) for k, v in tokens.items()}, "appName": "Sonarr"}
        return re.sub(r"\{([a-z0-9]+?)\}", lambda m: values.get(m.group(1), m.group(0)), text,
                      flags=re.IGNORECASE)  # fmt: skip


def main(checkout: str) -> int:
    folder = Path(checkout) / "src" / "NzbDrone.Core" / "Localization" / "Core"

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
