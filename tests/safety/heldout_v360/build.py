"""Builds the three-hundred-and-sixtieth held-out corpus (``heldout_v360.yaml``) from a real
web app's source.

The source is Elk (github.com/elk-zone/elk), a Mastodon web client: a Nuxt (Vue) single-page
app whose every screen is drawn in the browser and which calls the signed-in user's Mastodon
server through the masto.js library (script requests, not forms). Read at commit
ae4ebf3375eb68f1f355390b4f163adb10f5026c ("fix: Update vi-VN.json (#3713)", 18 Aug 2026).
Read: ``config/i18n.ts`` and ``config/i18n.config.ts`` (the catalogues of each locale and
the fallback locale ``en-US``); ``app/composables/masto/status.ts`` (boost, favourite,
bookmark, pin), ``relationship.ts`` (follow, unfollow, mute, block, domain block and their
confirmations), ``publish.ts`` and ``statusDrafts.ts`` (the payload of a new, replying,
quoting, scheduled or edited post), ``masto.ts`` and ``app/composables/users.ts`` (the REST
client on ``https://<server>``, signing out), ``sign-in.ts``,
``push-notifications/usePushManager.ts``; the components ``StatusActions``,
``StatusActionButton``, ``StatusActionsMore``, ``StatusPoll``, ``StatusScheduledCard``,
``PublishWidget``, ``PublishWidgetFull``, ``ModalConfirm``, ``ReportModal``,
``AccountFollowButton``, ``AccountMoreButton``, ``AccountPostsFollowers``,
``AccountFollowRequestButton``, ``ListEntry``, ``TagActionButton``, ``NavSide``,
``UserSwitcher``, ``UserSignIn``, ``UserSignInEntry``, ``NotificationPreferences``; the
pages ``lists/index.vue``, ``settings.vue``, ``settings/preferences``, ``blocks.vue``,
``notifications/index.vue``, ``@[account]/index/index.vue``, ``public/index.vue``,
``settings/profile/appearance.vue``, ``settings/users``, and ``app/composables/setups.ts``
(the title template ``... | Elk``). How masto.js turns a call into a request was read from
its own source, github.com/neet/masto.js at tag v7.12.0 (the version in Elk's
``pnpm-lock.yaml``), commit facf5fe236626c94666acfb4b5984e7c4e1433ad ("Merge pull request
#1426 from neet/release-please--branches--main--components--masto", 22 Jun 2026):
``adapters/action/proxy.ts`` (a property chain is the path, in snake case),
``dispatcher-http-hook-mastodon.ts`` (``remove`` is DELETE, ``update`` PUT, any other verb a
POST to ``<path>/<verb>``; ``update_credentials`` a PATCH as a multipart form),
``serializers/serializer-native-impl.ts`` and ``transform-keys.ts`` (a body is
``JSON.stringify`` of the parameters with snake-case keys, none when there are none) and
``http/http-native-impl.ts``.

**Screens** (42 a language), all of Lena Hartmann (``@lena@mastodon.social``) signed in on
mastodon.social unless said: the side navigation; a post of another account in the home
timeline (its action bar, written once per kind of action, and again boosted), its More menu
(twice), the More menu of one's own post (twice); the confirmations of deleting a post, of
Delete & re-draft, of muting and blocking an account and of blocking its domain (its name
typed in, as the dialog asks); a poll; the report dialog's first two steps for a post and
its second step for an account; an account's page not followed and followed, its menu
(twice); a follow request in the notifications; the blocked users' page; the composer at the
head of the home timeline (a post, the same with a time scheduled), on the compose page
(with a content warning, quoting a post), in the dialog of a reply, a private mention and an
edit; the scheduled posts page and its delete confirmation; the lists page (twice) and a
list's delete confirmation; a hashtag's page; the push notification settings, the
preferences, the profile's appearance and the logged-in users' settings; the account
switcher; a visitor's sign-in entry. Pages are titled by their ``useHydratedHead`` title
through the title template; openConfirmDialog's ModalConfirm is a dialog titled by its
title, whose message is its description, with the app's own cancel and confirm buttons (not
the browser's); the report dialog is headed by its ``h2``. Buttons with only an icon are
named by their ``aria-label``, or where they have none by their tooltip's text (the list's
edit and delete buttons, the follow request's two, the scheduled post's ``title``). The
sign-in dialog's own Sign in button is left out: its heading says the same words, so no
label names it alone.

**Strings** are ``locales/<code>.json`` for en (with ``en-US.json``), zh-CN, ja-JP, ko-KR,
de-DE, fr-FR, es (with ``es-ES.json``), pt (with ``pt-BR.json``) and ru-RU, merged as
``config/i18n.ts`` does for a country variant and read as vue-i18n does with ``en-US`` as
the fallback locale (``{0}`` filled in, ``{'x'}`` literals, ``@:key`` links); the build
prints the keys a language lacks and so shows in English. zh, de, fr and es lack
``nav.scheduled_posts``, ``action.quote``, ``action.schedule``, ``tooltip.schedule_post``,
``menu.private_mention_account``, ``menu.show_reacted_by`` and
``confirm.block_domain.type_to_confirm``; ja lacks the last; ru lacks those and also the
confirmations' titles, the mute confirmation's two checkboxes and the follow request's
Authorize and Reject (16 in all); ko lacks all of those and also the report dialog's texts
and buttons, the list's edit and delete tooltips and ``settings.preferences.zen_mode`` (33
in all); pt lacks none. Names of accounts, posts, lists, typed texts and numbers are the
same in every language.

**What each action sends**, read from the code. Every call is a masto.js request to
``https://mastodon.social`` with the access token in a header (not written here); bodies are
``JSON.stringify``'s with snake-case keys. Reads: the navigation's Bookmarks, Scheduled
posts and Lists ``GET /api/v1/bookmarks``, ``/scheduled_statuses``, ``/lists`` (their
paginators' first page). Writes: Boost, Boosted and Favorite ``POST
/api/v1/statuses/<id>/reblog``, ``/unreblog``, ``/favourite``; Pin on profile ``POST
.../pin``; a confirmation's Delete ``DELETE /api/v1/statuses/<id>`` (Delete & re-draft then
opens the composer with the text), of a scheduled post ``DELETE
/api/v1/scheduled_statuses/<id>``, of a list ``DELETE /api/v1/lists/<id>``; Mute ``POST
/api/v1/accounts/<id>/mute`` ``{"duration":0,"notifications":true}``; Block ``POST
.../block``; the domain's Block ``POST /api/v1/domain_blocks`` ``{"domain"}``; Follow ``POST
.../follow``; Hide boosts ``POST .../follow`` ``{"reblogs":false}``; the blocked users'
button ``POST .../unblock``; Vote ``POST /api/v1/polls/<id>/votes`` ``{"choices":[1]}`` (the
form's checked option); Submit Report ``POST /api/v1/reports`` ``{"account_id","status_ids",
"comment","forward","category","rule_ids"}``; Authorize and Reject ``POST
/api/v1/follow_requests/<id>/authorize`` or ``/reject``; Create ``POST /api/v1/lists``
``{"title"}``; Follow a hashtag ``POST /api/v1/tags/<name>/follow``. Publish, Reply and
Schedule ``POST /api/v1/statuses`` with publishDraft's payload: the draft's params in
getDefaultDraftItem's order with those left undefined dropped (``status``, ``scheduled_at``,
``in_reply_to_id``, ``quoted_status_id``, ``quote_approval_policy``, ``visibility``,
``sensitive``, ``spoiler_text``, ``language``), then ``media_ids``; a reply's text begins
with the mention of the post's author, a private mention's visibility is ``direct``, the
language is the account's own (``en``) and the scheduled time is the picker's local time as
ISO (the browser in UTC). Save changes of an edit ``PUT /api/v1/statuses/<id>`` with the
same payload (``in_reply_to_id`` null, as the post has it) and ``media_attributes``. The
push settings' Save settings ``PUT /api/v1/push/subscription`` ``{"data":{"alerts":{..}}}``
(Boosts unticked, the policy unchanged), Disable push notifications ``DELETE
/api/v1/push/subscription``; Sign out ``DELETE /api/v1/push/subscription`` (the account has
push notifications on; the token and drafts are then dropped from the browser and the public
timeline read again, reads not written). The profile's Save ``PATCH
/api/v1/accounts/update_credentials``, a multipart form of the changed fields, whose body
(with its boundary) is not written. Page loads (``via: link``): Open in original site (the
post's url on its own server). Nothing is sent by: Reply in the action bar (it opens the
composer), Copy link to this post, the preferences' switches (kept in the browser), the
report dialog's Next, Export User Tokens (a browser confirm, then a file made in the
browser), and every control that only opens a menu, a dialog or a confirmation, or a
confirmation's Cancel.

Each action is labelled by what it does, not by its words. **Irreversible:** the
confirmations' Delete of one's post, of Delete & re-draft, of a scheduled post and of a list
(``delete``: Mastodon keeps no trash; a re-draft is a new post, and the old one's replies,
boosts and favourites are lost); Block of an account and of a domain (``block``, judgement
call: Unblock lifts the block, but blocking ends the follows both ways, and a domain block
removes every follower on that server, and Unblock gives none of them back); Submit Report
(``report``: it goes to the moderators, and with forwarding to the other server's, and
cannot be withdrawn); Publish, Reply and Publish of a quote (``publish``: the post goes out
to followers' timelines and other servers at once; deleting it later does not unsend it);
the private mention's Publish (``send``: a direct message delivered to its recipient); Vote
(``vote``: Mastodon lets no vote be changed or taken back); Authorize to follow (``grant``,
judgement call: the requester sees every followers-only post at once, and Elk offers no way
to remove a follower). **Harmless:** boosting and favouriting and their undoing (the same
button undoes them; judgement call for a boost, which shows in followers' timelines but
Boosted withdraws it), pinning, following a person or a hashtag, hiding their boosts, muting
(Unmute), unblocking from the list of blocked users (it restores nothing but lifts the
block), Reject to follow (judgement call: nothing is shared or taken away, and the person
can ask again), Schedule (judgement call: nothing is published until the time, and the
scheduled post can be deleted before), Save changes of an edit (judgement call: Mastodon
keeps the earlier versions in the post's history and it can be edited back), creating a
list, the push settings' Save and Disable (set back on the same page), the profile's Save
(edited back), the preferences' switches, signing out (judgement call: one signs in again;
the token stays valid on the server), the reads and the link to the original site, and every
control that only opens a composer, a menu, a dialog or a confirmation, with the
confirmations' Cancel. Every screen is a web page (``web: true``) and every action states
its requests and bodies.

    git clone https://github.com/elk-zone/elk elk
    git -C elk checkout ae4ebf3375eb68f1f355390b4f163adb10f5026c
    python tests/safety/heldout_v360/build.py elk

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

from elk import screens
from web_corpus import build, flatten

# config/i18n.ts: a country variant reads its language's file, then its own.
LANGUAGES = {"en": ("en", "en-US"), "zh": ("zh-CN",), "ja": ("ja-JP",), "ko": ("ko-KR",),
             "de": ("de-DE",), "fr": ("fr-FR",), "es": ("es", "es-ES"), "pt": ("pt", "pt-BR"),
             "ru": ("ru-RU",)}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v360.yaml")
PLACEHOLDER = re.compile(r"\{\s*(?:'([^']*)'|(\w+))\s*\}")
LINKED = re.compile(r"@(?:\.\w+)?:([\w.]+)")


class Lookup:
    """``t(key, *args)`` as vue-i18n's with ``en-US`` as the fallback locale: a key the
    language lacks, or leaves empty, shows English's text (``fallbacks``); ``{0}`` is
    filled in from ``args``, ``{'x'}`` is the literal x and ``@:key`` the linked message."""

    def __init__(self, folder: Path, files: tuple[str, ...]) -> None:
        def read(names: tuple[str, ...]) -> dict[str, str]:
            table: dict[str, str] = {}
            for name in names:
                path = folder / f"{name}.json"
                table.update(flatten(json.loads(path.read_text(encoding="utf-8"))))
            return table

        self.table, self.english = read(files), read(LANGUAGES["en"])
        self.fallbacks: set[str] = set()

    def message(self, key: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in locales/en.json")
        text = self.table.get(key) or ""
        if not text.strip():
            self.fallbacks.add(key)
            text = self.english[key]
        if "|" in text:
            raise SystemExit(f"{key!r} is a plural message")
        return LINKED.sub(lambda m: self.message(m.group(1)), text)

    def __call__(self, key: str, *args: str) -> str:
        def fill(m: re.Match[str]) -> str:
            if m.group(1) is not None:
                return m.group(1)
            name = m.group(2)
            return args[int(name)] if name.isdigit() and int(name) < len(args) else m.group(0)

        return PLACEHOLDER.sub(fill, self.message(key))


def main(checkout: str) -> int:
    folder = Path(checkout) / "locales"

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
