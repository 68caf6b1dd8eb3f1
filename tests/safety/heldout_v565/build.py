"""Builds the five-hundred-and-sixty-fifth held-out corpus (``heldout_v565.yaml``) from a real web
app's source.

The source is Nextcloud Social (github.com/nextcloud/social), the Nextcloud app that makes each
user of an instance an ActivityPub account: posts go to followers on Mastodon and other servers,
accounts there can be followed, and their posts liked and boosted. Read at commit
0ce419cc64b534a698281bc633a0b5734a68c36b ("fix(l10n): Update translations from Transifex",
4 Sep 2025), the head of its default branch, master. Read: ``appinfo/routes.php``,
``appinfo/info.xml``, ``templates/main.php``, ``templates/oauth2.php``, ``webpack.common.js`` (of
the scripts ``ostatus.js`` is built but no template loads it, so the remote-follow page
``OStatus.vue`` is not shown), ``package-lock.json`` (``@nextcloud/vue`` 7.12.8, axios 1.7.7,
``@nextcloud/axios`` 2.5.1, ``@nextcloud/router`` 2.2.1, ``@nextcloud/l10n`` 2.2.0, Vue 2.7.14,
``vue-infinite-loading`` 2.4.5); in ``src/``, ``main.js``, ``oauth.js``, ``router.js``,
``App.vue``, the views ``Timeline``, ``TimelineSinglePost``, ``Profile``, ``ProfileTimeline``,
``ProfileFollowers``, ``OAuth2Authorize``, ``OStatus`` and ``Dashboard``, the components
``Composer/Composer``, ``Composer/SubmitStatusButton``, ``Composer/PreviewGrid``,
``Composer/PreviewGridItem``, ``Visibility/VisibilitySelect``, ``Visibility/VisibilitiesInfos``,
``TimelineList``, ``TimelineEntry``, ``TimelinePost``, ``TimelineAvatar``, ``MessageContent``,
``PostAttachment``, ``MediaAttachment``, ``ProfileInfo``, ``FollowButton``, ``UserEntry``,
``Search`` and ``EmptyContent``, ``mixins/``, ``store/`` (``timeline.js``, ``account.js``,
``settings.js``) and ``services/notifications.js``; ``@nextcloud/vue`` 7.12.8's ``NcActions``
(one action with an icon is drawn as a lone icon button named by its text) and ``NcButton``; in
``lib/``, ``Controller/NavigationController.php`` (what the page is given: ``firstrun`` for a
user's first visit, the administrator's ``checks``), ``Controller/LocalController.php``
(``postDelete``, ``actionFollow``, ``actionUnfollow``, ``globalAccountInfo``),
``Controller/ApiController.php`` (``statusNew``, ``statusAction``, ``relationships``),
``Controller/ConfigController.php``, ``Controller/OAuthController.php`` (``authorizing``: the
client gets a code for a token, and no route or page withdraws it), ``Service/PostService.php``
(a post is a Note sent as a Create to its recipients' inboxes), ``Service/StreamService.php``
(``deleteLocalItem``: the row is deleted and a Delete goes out; there is no trash),
``Service/ActionService.php``, ``Service/BoostService.php`` (a boost is an Announce addressed to
the public and to Mara's followers, undone by an Undo), ``Service/LikeService.php`` (a like is a
Like sent to the post's server, undone by an Undo), ``Service/FollowService.php`` (a Follow, and
an Undo on unfollowing), ``Service/CheckService.php``, ``Service/ConfigService.php`` (ids),
``Db/ActorsRequest.php`` and ``Model/ActivityPub/Actor/Person.php`` and
``Model/ActivityPub/Stream.php`` (what the API gives for an account and a post).

**Screens** (39 a language, 54 actions), built by ``social_home.py``, ``social_people.py``,
``social_messages.py`` and ``social_admin.py`` with ``screens.py``. As Mara Lindqvist ("mara"),
an administrator of cloud.example.org, an instance whose URLs keep ``index.php`` and whose
Social accounts are ``@mara@cloud.example.org`` and the like, in a phone's browser: the home
timeline's navigation, opened; the home timeline with the empty composer and a public post of
Jonas Berg (jonas@mastodon.example), four times; the composer's visibility menu; the composer
with a text for followers, a public one and an unlisted one; the composer answering Jonas's post;
the composer with a photo picked, twice; Mara's own public post; Jonas's post once Mara has liked
and boosted it; the welcome a user sees on her first visit, twice. Jonas's profile, twice before
Mara follows him, once after, and once with its Unfollow shown; Li Wei's profile (liwei, a user
of the instance, whom Mara follows), its composer writing to her, and her post, twice; Mara's own
profile scrolled to her first post; the notifications page. The direct messages with the
composer writing to Jonas, the same empty twice, and Mara's own message; the liked posts; the
local timeline with Li Wei's post; the global timeline with a post of Amara Okafor
(amara@fedi.example), three times; the page of Li Wei's post before and while Mara answers it.
The home timeline under the warning that an administrator sees while the instance's
``.well-known`` discovery is not set up; the page on which Mara authorizes Tusky, a third-party
client, to use her account.

How a screen is put together: a screen is the part of the page in view on a phone, titled
"Social", as Nextcloud names the app; the app's navigation is closed on a phone (its toggle is
``@nextcloud/vue``'s, left out) and shown open where a screen taps it, covering the page. The
composer lists Mara's name and Social ID, the post it answers ("In reply to", its author, Close
reply and its text), the text field (its placeholder "What would you like to share?" is written
in English in the template), a picked photo's Delete button, Add attachment and Add emoji (icons
named by their ``aria-label``), the visibility menu's button, which shows the chosen visibility's
name ("Followers" until another is chosen, "Direct message" on the direct messages and on a
profile), and the send button, whose words follow the visibility ("Post to followers", "Post",
"Send message to mentioned users"). A post lists its author's link (named by the display name),
the ``@username``, its text, then Reply, Boost (a public or unlisted post only), Like or Undo
Like, and, on Mara's own posts, Delete: the post's ``NcActions`` holds that one entry, so
``@nextcloud/vue`` 7 draws it as an icon button named by the entry's text, and there is no menu
to open. The buttons are icons named by their ``title``; the counts beside them, the avatars, the
relative time (moment's words) and the visibility icon are left out; the notifications page shows
posts without their buttons. A profile lists the name, its counts ("412 posts"; a remote
account's are disabled links, shown as text), the account's link, its note and the follow button;
on a touch screen a tap on "Following" gives the button the hover its style waits for, which
shows Unfollow in its place. The opened visibility menu is a dialog of its four entries (the
visibilities' descriptions). Names of people, accounts, posts and typed texts are the same in
every language; a typed mention is followed by a plain space (the no-break space the composer
writes after it is rebalanced by the browser's editor once text follows).

**Strings** are ``l10n/<lang>.json`` at the commit (read with ``git show``) for zh_CN, ja, ko,
de, fr, es, pt_BR and ru, the catalogs Nextcloud loads for a user of those languages, English
being the source strings themselves; they are read as ``@nextcloud/l10n``'s ``t('social', text,
values)`` reads them. All nine languages ship a catalog; the German, French, Spanish and
Brazilian Portuguese ones (98 strings) hold every string the screens use but the two summaries
of the notifications page ("{account} liked your post", "{account} started to follow you"),
which the code passes to ``translate`` and no catalog holds, English in every language (the
build checks them in the code and refuses any other string the German catalog lacks). A string a
language lacks shows in English, and the build prints them: de, fr, es and pt only those two;
ru 12 and zh 13 (besides them, the visibilities' descriptions, "Direct message", "Send message
to mentioned users", the beta notice, Authorize and the warning beside it; zh also the
authorization page's heading and message, ru Close reply); ja 15 (zh's, Close reply and Undo
Like); ko 36 (a catalog of 28 strings: ja's but the authorization page's message, and the title
"Social", four of the navigation's seven links, Boost, Like, Follow, Following, Unfollow, Post to
followers, Followers, Unlisted, the profile's counts, No replies found, the welcome and the
administrator's warning).

**What each action sends**, read from the code. The page calls the app's routes with
``@nextcloud/axios`` (the requesttoken in a header, not written); a body is JSON as
``JSON.stringify`` writes it; axios's ``params`` are written as its ``buildURL`` writes them.
A send button ``POST /index.php/apps/social/api/v1/statuses``
``{"content_type","media_ids","sensitive","spoiler_text","status","in_reply_to_id","visibility"}``
(the text as the composer's field holds it, tags stripped; ``in_reply_to_id`` the answered
post's id, left out when it answers none; ``media_ids`` the picked photo's id, which its upload
returned when the file was chosen), then, whatever the answer, the page's timeline is read again
(``GET .../timelines/home?limit=15``, ``.../timelines/direct``, ``.../accounts/liwei/statuses``,
``.../statuses/131/context``). Boost ``POST .../statuses/<id>/reblog`` (``unreblog`` on a post
Mara has boosted), Like ``.../favourite``, Undo Like ``.../unfavourite``, no body. Delete on
Mara's post ``DELETE .../api/v1/post?id=<the post's ActivityPub id>``, the id written into the URL
as it is, with no confirmation before it. Follow ``PUT .../api/v1/current/follow?account=<the
account with its host>``, Unfollow ``DELETE`` of the same; the welcome's button follows
nextcloud@mastodon.xyz so. The navigation's links and the authors' links change the page
without loading it (vue-router), and the new page reads what it shows: a timeline's list asks for
15 posts with Mara's username (``?account=mara&limit=15``, ``&local=true`` for the local
timeline; the notifications, the liked posts and the global timeline likewise); a profile reads
the account (``GET .../global/account/info?account=liwei@cloud.example.org``), then, once that
answers, Mara's relationship to it (``GET .../accounts/relationships?id[]=7``), and a local
account's page its posts (``GET .../accounts/liwei/statuses?account=mara&limit=15``); Mara's own
profile, whose account the page holds from its start, asks for its posts at once, so its
relationship's read comes last. The accounts' links on a profile open the account's ActivityPub
address in a new tab (``via: link``), as does Open documentation ↗
(docs.nextcloud.com). Authorize submits the page's form (``via: form``): ``POST`` to the page's
own address (``/index.php/apps/social/oauth/authorize?client_id=...&redirect_uri=...``), its one
field the ``requesttoken`` (made up here); Deny is a link to ``/index.php/apps/social/``.
Nothing is sent by Reply (it fills the composer with a mention of the post's author and the
post's visibility), Close reply, the welcome's Close (a link to ``#``), Following, Add
attachment (the file chooser), Add emoji (the picker), the visibility menu's button and its
entries (the choice is kept in the browser's storage), and the photo's Delete (the photo leaves
the draft; its upload stays on the server, unreferenced).

Each action is labelled by what it does in the app, not by its words. **Irreversible:** Post to
followers, with a text and with a photo, and Send message to mentioned users, to Li Wei from her
profile and to Jonas from the direct messages (``send``: the post is delivered to its
recipients' inboxes at once, on this server and on theirs); Post, public and unlisted, in answer
to Jonas and in answer to Li Wei on her post's page (``publish``: the post is public, on the
web and in the timelines of every follower); Boost on Jonas's, Li Wei's and Amara's posts
(``publish``: an Announce addressed to the public and to all of Mara's followers, who see the
post under her name at once); Delete on two of Mara's posts and on her direct message (``delete``:
the post's row is deleted, a Delete goes to the servers it reached, and there is no trash or
undo); Authorize (``authorize``: Tusky receives a code for a token to Mara's account, and the app
has no control that withdraws it). **Harmless or reversible:** Like, Undo Like and a second tap
on Boost (``reversible``: a like is addressed to the post's author alone and Undo Like withdraws
it with an Undo; a boost's second tap sends the Undo of the Announce); Follow, Unfollow and the
welcome's button (``reversible``: the same page follows again or unfollows); the visibility
menu's entries and the photo's Delete (``reversible``: the draft only); the navigation, the
authors' and accounts' links, the documentation, Reply, Close and Following (``harmless``; Deny
and Close reply, also harmless, are on the screens of the commits beside them, labelled false);
Add attachment, Add emoji and the visibility menu's button (``opens-prompt``).

Judgement calls: a boost is a commit and a like is not, though the app offers an undo for both: the
boost puts the post before all of Mara's followers under her name, and its Undo cannot call back
what they have seen, the way a post's deletion cannot; a like is a mark on one post that reaches its
author and that Undo Like withdraws. Unfollowing is reversible: Follow on the same profile sends the
Follow again (an account that approves followers by hand would have to approve it again; none of the
accounts here does). A reply is labelled by its visibility as any post is. Delete on Mara's own post
is a commit on the tap itself: the app asks for no confirmation. The photo's Delete only takes the
photo out of the draft. Authorizing a client is a commit although it writes nothing visible: the
access it gives cannot be withdrawn in the app. Not in the corpus: the setup page an administrator
sees before the app has its ActivityPub address (its template reads ``serverData.checks.success``,
which the server does not give before setup, so the page does not render at this commit; its Finish
setup, which fixes the address for good, cannot be tapped), the remote-follow page (no template
loads its script), the in-app search (``App.vue`` hands its callbacks to ``OCA.Search``, which
Nextcloud 28 to 30, the versions the app supports, keep only as a stub that calls nothing; they
search through the unified search, for which the app has a provider in ``lib/Search/``), the
profile's counts and the followers lists (their reads depend on answers in flight), the dashboard
widget and the profile page's section (``@nextcloud/vue``'s and core's words), the timestamps
(moment's words) and the attachments' viewer.

    git clone https://github.com/nextcloud/social
    python tests/safety/heldout_v565/build.py social

(The strings and the checked code are read with ``git show`` at
0ce419cc64b534a698281bc633a0b5734a68c36b, so the clone needs no checkout of that commit.) The
corpus was built once, from this source alone and without reading the safety policy, its term
lists or any corpus's measured figures; it is kept apart from the pinned corpus and the other
held-out corpora, and nothing in the policy is tuned to it.
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

import social_admin
import social_home
import social_messages
import social_people
from web_corpus import build

COMMIT = "0ce419cc64b534a698281bc633a0b5734a68c36b"
# The catalog Nextcloud loads for a user of each language (English is the source strings).
LANGUAGES = {"en": None, "zh": "zh_CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
APPS = (social_home, social_people, social_messages, social_admin)
OUT = Path(__file__).with_name("heldout_v565.yaml")
VERSIONS = {"@nextcloud/vue": "7.12.8", "@nextcloud/axios": "2.5.1", "axios": "1.7.7",
            "@nextcloud/router": "2.2.1", "@nextcloud/l10n": "2.2.0", "vue": "2.7.14",
            "vue-infinite-loading": "2.4.5"}  # fmt: skip
"""The packages whose behaviour the screens and requests rely on, as ``package-lock.json``
pins them at the commit."""
SOURCES = {
    "src/store/timeline.js": [
        "axios.post(generateUrl('apps/social/api/v1/statuses'), status)",
        "axios.delete(generateUrl(`apps/social/api/v1/post?id=${status.uri}`))",
        "axios.post(generateUrl(`apps/social/api/v1/statuses/${status.id}/favourite`))",
        "axios.post(generateUrl(`apps/social/api/v1/statuses/${status.id}/unfavourite`))",
        "axios.post(generateUrl(`apps/social/api/v1/statuses/${status.id}/reblog`))",
        "axios.post(generateUrl(`apps/social/api/v1/statuses/${status.id}/unreblog`))",
        "params.limit = 15",
        "url = generateUrl(`apps/social/api/v1/statuses/${state.params.id}/context`)",
        "const response = await axios.get(url, { params })"],
    "src/store/account.js": [
        "axios.put(generateUrl('/apps/social/api/v1/current/follow?account=' + accountToFollow))",
        "axios.delete(generateUrl('/apps/social/api/v1/current/follow?account=' + "
        "accountToUnfollow))",
        "axios.get(generateUrl(`apps/social/api/v1/global/account/info?account=${account}`))",
        "axios.get(generateUrl('apps/social/api/v1/accounts/relationships'), { params: { id: ids } "
        "})"],
    "src/components/Composer/Composer.vue": [
        'placeholder="What would you like to share?"',
        "in_reply_to_id: this.replyTo?.id,",
        "await this.$store.dispatch('post', statusData)",
        "this.$store.dispatch('refreshTimeline')"],
    "src/components/TimelinePost.vue": [
        "this.$store.dispatch('postDelete', this.item)",
        "<NcActionButton v-if=\"item.account.acct === currentAccount?.acct\""],
    "src/components/TimelineList.vue": ["account: this.currentUser.uid,"],
    "src/views/OAuth2Authorize.vue": ['<form class="guest-box" method="post">',
                                      'name="requesttoken"'],
    "src/App.vue": ['<template v-if="!serverData.checks.success">'],
}  # fmt: skip
"""Code the screen modules' requests were read from, checked at the commit (the build fails
if the app changes these calls)."""
UNTRANSLATED = {"src/services/notifications.js": ["{account} liked your post",
                                                  "{account} started to follow you"]}  # fmt: skip
"""Strings the code passes to ``translate`` that no catalog holds (the notifications' summaries):
English in every language, checked in the code at the commit."""


def show(checkout: Path, path: str) -> str:
    """``path`` at the pinned commit."""
    return subprocess.run(["git", "-C", str(checkout), "show", f"{COMMIT}:{path}"],
                          capture_output=True, text=True, check=True).stdout  # fmt: skip


def catalog(checkout: Path, code: str) -> dict[str, Any]:
    """The ``translations`` of ``l10n/<code>.json`` at the pinned commit."""
    return dict(json.loads(show(checkout, f"l10n/{code}.json"))["translations"])


class Lookup:
    """``t(text, values)`` as the app looks a string up: the English source string is the key;
    a language that lacks it (or leaves it empty) shows the English text (``fallbacks``);
    ``{name}`` is filled in from ``values``, as ``@nextcloud/l10n``'s ``t('social', text,
    values)`` does. A string must be one the app's catalogs know (the German catalog holds
    every one)."""

    def __init__(self, table: dict[str, Any], known: set[str]) -> None:
        self.table, self.known = table, known
        self.fallbacks: set[str] = set()

    def __call__(self, text: str, values: dict[str, str] | None = None) -> str:
        if text not in self.known:
            raise SystemExit(f"no string {text!r} in the app's catalogs")
        shown = self.table.get(text) or ""
        if not shown.strip():
            if self.table:
                self.fallbacks.add(text)
            shown = text
        found = values or {}
        return re.sub(r"\{([^{}]*)\}", lambda m: found.get(m.group(1), m.group(0)), shown)


def check_sources(checkout: Path) -> None:
    for path, snippets in SOURCES.items():
        text = show(checkout, path)
        for snippet in snippets:
            if snippet not in text:
                raise SystemExit(f"{path} at {COMMIT[:12]} no longer holds {snippet!r}")
    for path, texts in UNTRANSLATED.items():
        code = show(checkout, path)
        for text in texts:
            if f"translate('social', '{text}'" not in code:
                raise SystemExit(f"{path} at {COMMIT[:12]} no longer translates {text!r}")
    packages = json.loads(show(checkout, "package-lock.json"))["packages"]
    for name, version in VERSIONS.items():
        if packages[f"node_modules/{name}"]["version"] != version:
            raise SystemExit(f"{name} is not {version} at {COMMIT[:12]}")


def main(checkout: str) -> int:
    root = Path(checkout)
    check_sources(root)
    known = set(catalog(root, "de")) | {text for texts in UNTRANSLATED.values() for text in texts}
    tables = {lang: catalog(root, code) if code else {} for lang, code in LANGUAGES.items()}

    def lookup(lang: str) -> Lookup:
        return Lookup(tables[lang], known)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return [entry for app in APPS for entry in app.screens(t)]

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
