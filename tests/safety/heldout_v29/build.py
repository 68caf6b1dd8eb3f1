"""Builds the twenty-ninth held-out corpus (``heldout_v29.yaml``) from a real web app's source.

The source is PeerTube (github.com/Chocobozzz/PeerTube), a federated video platform, at
upstream commit 25639d01db0311da34f2e0acca1bcf7449b7a5b8 ("Update translations", 19 Sep 2024,
just after v6.3.0); the whole repository is larger than could be fetched, so its files were
read from the fork github.com/mediafish-agency/peertube, whose history holds that upstream
commit unchanged (the fork's one later commit is not used). Read: the Angular client
(``client/src/app``: templates, components and the services' HttpClient calls), its
catalogues (``client/src/locale``) and the API handlers (``server/core/controllers/api``).

Screens: the watch page's action bar of another's video before and after liking it and
subscribing (action-buttons, video-rate, subscribe-button), the "save to" dropdown and its
new-playlist block (video-add-to-playlist), the "..." menu of another's and of one's own
video (video-actions-dropdown), the own video's delete confirmation, the report modal
(video-report), the comment box and a reply box (video-comment-add), an own comment's and a
held comment's option menus (video-comment) and the delete and re-draft confirmations
(video-comments), My playlists' delete confirmation, a playlist element's menu
(video-playlist-element-miniature), the watch history and its clearing (my-history), My
subscriptions, My videos' delete confirmation, the upload's publish step and the update
page (video-upload, video-update), the channel creation form and the channel's delete
confirmation (video-channel-create, my-video-channels), the password form, the
notification preferences and the danger zone with its confirmation (my-account-settings),
the account moderation menu of a user and of an administrator, the ban modal and the
delete-user, remove-comments and unban confirmations (user-moderation-dropdown,
user-ban-modal). Confirmations are ConfirmService's one modal (modal/confirm.component):
its title, its message, Cancel and "Confirm" (or the button the caller names).

**Strings** are the Angular XLIFF catalogues: ``angular.xlf`` (the English sources) and
``angular.<locale>.xlf`` for zh-Hans-CN, ja-JP, de-DE, fr-FR, es-ES, pt-BR and ru-RU,
looked up (xliff.py) by the English text the template or ``$localize`` carries, as the build
does with ``i18nMissingTranslation: ignore``: the locale's target, the English source where
it has none (Weblate's ``state="new"`` copies of the source count as none); ICU select and
plural messages are given their branch, placeholders filled in, tags dropped. Privacy names
come from ``server.<locale>.json``. Korean: ko-KR is not one of the app's locales at this
commit (packages/core-utils/src/i18n/i18n.ts lists no Korean; its catalogue, 137 of some
2,400 units translated, is not built), so a Korean browser is answered in en-US and the ko
screens read English; the build says so and prints what each locale shows in English. The
notification switches' labels are English in every language (getWebLabel and
getEmailLabel build them without ``$localize``). Where a dialog's title reads like the
button tapped (the ban modal's 'Ban "dana"'; ja "Delete your account" and "Delete my
account") the title is left out, so that the tap finds the button. The upload's publish
step is written without its privacy select (ja: the privacy "公開" and the "Publish" button
read the same); the request body says which privacy it sets.

The signed-in user is Alice on tube.harbour.example, owner of the channel Harbour Talks
(``harbour_talks``, id 3) and its video "Tide tables explained" (id 42); she watches Bob's
"Storm over the pier" (id 57) on the remote channel Coastal Films
(``coastal_films@videos.example``); her playlists are Watch later (5) and Harbour walks (9,
element 77); Bob's comment 311, hers 318, a held comment 322 on her video; the local user
dana (id 7). Typed texts are the same in every language.

**What each action sends**, under ``/api/v1``, read from the service each handler reaches:
Angular's HttpClient sends an object body as ``application/json`` (``JSON.stringify``:
undefined keys dropped) and a FormData (``objectToFormData``) as ``multipart/form-data``
(written with the fixed boundary below, CRLF lines; null values as "null", arrays as
``tags[i]``); each request with a body says its content ``type``. Like, dislike and taking
a like back: ``PUT /videos/{uuid}/rate`` with ``rating`` like, dislike or none; subscribe
``POST /users/me/subscriptions`` ``{"uri": handle}``, unsubscribe ``DELETE
/users/me/subscriptions/{handle}``; a playlist row of "save to" ``POST
/video-playlists/{id}/videos`` ``{"videoId"}`` when unticked, ``DELETE
/video-playlists/{id}/videos/{element}`` when ticked; Create ``POST /video-playlists``
(multipart: displayName, privacy 3 = private); Mute account and "Mute this account" ``POST
/users/me/blocklist/accounts``, "Mute the instance" ``POST /users/me/blocklist/servers``,
their unmutes ``DELETE`` the same with the handle or host, an administrator's "Mute this
account" ``POST /server/blocklist/accounts``; deleting a video ``DELETE /videos/{id}``; the
report ``POST /abuses`` with reason, predefinedReasons and video id; a comment ``POST
/videos/{uuid}/comment-threads``, a reply ``POST /videos/{uuid}/comments/{parent}`` (both
``{"text"}``); Enter in the comment box inserts a line break (only Ctrl/Cmd+Enter sends);
approving ``POST /videos/{id}/comments/{id}/approve`` with ``{}``; deleting a comment
(also for a re-draft) ``DELETE /videos/{id}/comments/{id}``; deleting a playlist ``DELETE
/video-playlists/{id}``; the history switch ``PUT /users/me`` ``{"videosHistoryEnabled":
false}``, "Delete from history" ``DELETE /users/me/history/videos/{id}``, clearing it
``POST /users/me/history/videos/remove`` with ``{}``; Publish and Update ``PUT
/videos/{id}`` with the VideoUpdate form (privacy 1 public, 2 unlisted, 3 private; written
with the fields the form always sets, not a byte-exact capture); creating a channel ``POST
/video-channels``; deleting it ``DELETE /video-channels/{name@host}``; the password ``PUT
/users/me`` with currentPassword and password; a notification switch ``PUT
/users/me/notification-settings`` with the whole settings object (its 18 keys in the
component's order, 1 = web, 3 = web and e-mail, 0 = none); deleting the account ``DELETE
/users/me``; banning ``POST /users/{id}/block`` ``{"reason"}``, unbanning ``POST
/users/{id}/unblock`` ``{}``; deleting a user ``DELETE /users/{id}``; removing an account's
comments ``POST /bulk/remove-comments-of`` with accountName and scope. Controls that open a
menu, a modal or a confirmation send nothing.

Each action is labelled by what it does, not by its words. Irreversible: Confirm on a
video's, a comment's (also "Delete and re-draft"), a playlist's, a channel's and a user's
deletion and on "Delete video history" (the server destroys the rows; nothing restores
them), "Delete from history" (the entry is gone for good; no confirmation), "Delete my
account", Submit in the report modal (moderators are notified and the report stays),
Comment and Reply (federated at once to every instance that follows the video), Approve on
a held comment (judgement call: it becomes public and federated; taking it back is a
deletion), Publish with the privacy public and Update of a private video made public (the
video is federated and subscribers notified; making it private again does not recall the
notifications or the remote copies' announcement), 'Ban "dana"' (judgement call: the server
mails dana the ban with the reason typed, Emailer.addUserBlockJob; unbanning mails again
but does not take back the first) and Confirm on "Delete account comments" (every comment
of the account on one's videos is deleted, in a job). Harmless: like, dislike and taking
the like back, subscribe and unsubscribe, adding to and removing from a playlist (also from
a playlist's own page), creating a private playlist, muting and unmuting an account or an
instance (also by the instance), the history switch, Publish with the privacy private (it
stays in the owner's library), Update from public to unlisted, creating a channel (it can be
deleted), changing the password (the owner can change it back), the notification switches,
Confirm on Unban (it undoes the ban), Enter in the comment and reply boxes, and the controls
that only open something: the own video's Delete and "Report", a comment's Remove, My
playlists' Delete, "Delete your account", Ban in the administrator's menu, and Cancel in the
account's confirmation. Every screen is a web page (``web: true``), and every action states
its requests and bodies (``{request, type, body}``; a request with no body is written alone).

    git clone https://github.com/mediafish-agency/peertube pt   # holds upstream's commit
    git -C pt checkout 25639d01db0311da34f2e0acca1bcf7449b7a5b8
    python tests/safety/heldout_v29/build.py pt

The corpus was built once, before any change to the policy, and is kept apart from the
pinned corpus and the other held-out corpora; nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from peertube_account import screens
from web_corpus import build
from xliff import Lookup, load_units, server_table

LANGUAGES = {"en": "en-US", "zh": "zh-Hans-CN", "ja": "ja-JP", "ko": "ko-KR", "de": "de-DE",
             "fr": "fr-FR", "es": "es-ES", "pt": "pt-BR", "ru": "ru-RU"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v29.yaml")
NOT_SERVED = {"ko-KR"}  # not in packages/core-utils/src/i18n/i18n.ts's I18N_LOCALES


def main(checkout: str) -> int:
    folder = Path(checkout) / "client" / "src" / "locale"
    english = load_units(folder / "angular.xlf")

    def lookup(lang: str) -> Lookup:
        if lang == "en":
            return Lookup(english, None, server_table(folder / "server.en-US.json"))
        if LANGUAGES[lang] in NOT_SERVED:
            # No build in this locale: the app answers the browser in en-US.
            print(f"{lang}: {LANGUAGES[lang]} is not one of the app's locales, shown in en-US")
            return Lookup(english, {}, {})
        locale = load_units(folder / f"angular.{LANGUAGES[lang]}.xlf")
        return Lookup(english, locale, server_table(folder / f"server.{LANGUAGES[lang]}.json"))

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
