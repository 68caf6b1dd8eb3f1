"""Builds the hundred-and-ninety-seventh held-out corpus (``heldout_v197.yaml``) from a real
web app's source.

The source is Fider (github.com/getfider/fider), a customer-feedback board: a React front end
(``public/``) calling a Go API (``/api/v1/...`` and ``/_api/...``), at commit
67c52826cca176724a59dd58b9795e1bc8d67bc8 ("Merge pull request #1600 from
getfider/fix-publish-fork-pr-checkout", 2 Jul 2026). Read: the routes ``app/cmd/routes.go``;
the handlers ``app/handlers/apiv1/post.go`` (CreatePost, UpdatePost, SetResponse, DeletePost,
PostComment, UpdateComment, DeleteComment, votes, subscriptions, reactions),
``apiv1/moderation.go``, ``handlers/user.go`` (block, trust), ``handlers/danger_zone.go``; the
tasks ``app/tasks`` (new_post, new_comment, status_change, delete_post, invites: what each
write e-mails or sends to webhooks); ``app/services/sqlstore/postgres/comment.go`` and
``moderation.go``; the front end's ``public/services/http.ts`` (every request is a ``fetch``
with a JSON body, ``JSON.stringify`` leaving undefined fields out), ``services/querystring.ts``
and ``services/actions/*.ts``; the components ``Home.page``, ``ShareFeedback``,
``PostsContainer``, ``PostsSort``, ``PostFilter``, ``VoteCounter``, ``UserMenu``,
``PostDetails``, ``VoteSection``, ``FollowButton``, ``CommentInput``, ``ShowComment``,
``Reactions``, ``TagsPanel``, ``ResponseModal``, ``DeletePostModal``, ``SignInControl``,
``MySettings.page``, ``NotificationSettings``, ``APIKeyForm``, ``DangerZone`` and the
administration pages ``GeneralSettings``, ``PrivacySettings``, ``Invitations``,
``ManageMembers``, ``ManageTags`` with ``TagListItem`` and ``TagForm``, ``ManageWebhooks`` with
``WebhookListItem``, ``Export`` and ``SideMenu``.

**Screens** (40 a language, 60 actions): the home page (a voted and an unvoted post's vote
counters, a post's title, the new-idea button), its sort and filter dropdowns, the new-idea
modal, the user menu; a post's page as an administrator (vote, follow, the Respond and Delete
buttons of its action bar), the voted and followed state, the comment input, an own comment's
menu, its edit form and its delete modal, the reaction picker, the post's edit form, the tags
list, the response modal with the statuses planned, completed, declined and duplicate (of
#17), the delete-post modal, a post and a comment awaiting moderation; the sign-in modal and
its code step, the settings page (its Save, Regenerate API Key and Delete My Account), the
e-mail change form, the account deletion modal; the site settings: general, privacy, the
invitations page (its sample and its send), a member's and a blocked member's menu, the tags
page, the new-tag form, a tag's delete confirmation, the webhooks page's Test, a webhook's
delete confirmation, the export page. An open dropdown or modal is a dialog over its page.
The page's own confirmations are rows or modals of the page (Fider uses no ``confirm()``).

**Strings** are ``locale/<lang>/client.json`` (Lingui's flat catalogue) for en, zh-CN, ja,
ko, de, fr, es-ES, pt-BR and ru, read as ``i18n._(id)`` and ``<Trans id>`` show them, their
``<0>`` tags dropped; an empty or missing string shows English: the build prints such keys
per language (de: ``header.nav.roadmap``; fr: ``label.votes``; pt: ``home.postfilter.label.
status``; each only on screen, never tapped). The administration pages are written in
English in the source (no catalogue key), so they show English in every language, as the
app does. Names of posts, people, tags and typed texts are the same in every language.

**What each action sends**, read from the code (all ``fetch``, bodies as JSON.stringify
writes them): a vote counter or Vote for this idea ``POST /api/v1/posts/42/votes``, Voted!
``DELETE`` it; Follow and Following ``POST``/``DELETE .../subscription``; a post's title in
the list opens PostDetails, which reads the post, its comments, the tags, its votes and the
subscription; the sort and filter entries ``GET /api/v1/posts`` with ``querystring.stringify``
(keys in the order tags, statuses, query, view; ``&myvotes=true`` appended); Submit your
idea ``POST /api/v1/posts`` ``{title, description, attachments, tags}`` then
``location.href`` to the new post (``via: link``); Post ``POST .../comments``; a comment's
Save ``PUT .../comments/1187``; its Delete ``DELETE .../comments/1187``; an emoji ``POST
.../comments/1187/reactions/<emoji>`` (the path percent-encoded as the browser sends it);
the post's Save ``PUT /api/v1/posts/42``; a tag row ``POST``/``DELETE
/api/v1/posts/42/tags/<slug>``; the response modal's Submit ``PUT .../status`` ``{status,
text, originalNumber}``; the delete modal's Delete ``DELETE /api/v1/posts/42`` ``{text}``,
then ``navigator.goHome()``; moderation's Publish and Delete ``POST
/api/v1/admin/moderation/{posts,comments}/<id>/{approve,decline}``; sign-in ``POST
/_api/signin`` and ``/_api/signin/verify``; settings ``POST /_api/user/settings``, ``POST
/_api/user/regenerate-apikey``, ``POST /_api/user/change-email``, ``DELETE /_api/user``;
admin ``POST /_api/admin/settings/general`` and ``.../privacy``, ``POST
/api/v1/invitations/sample`` and ``.../send``, ``POST /_api/admin/roles/administrator/users``
``{userID}``, ``PUT``/``DELETE /_api/admin/users/<id>/block``, ``POST /api/v1/tags``,
``DELETE /api/v1/tags/mobile``, ``GET /_api/admin/webhook/test/3``, ``DELETE
/_api/admin/webhook/3``. Page loads (``via: link``): the user menu's entries (Sign out is
``GET /signout``), the side menu, the export downloads. Buttons that open a modal, a menu or
a confirmation row send nothing.

Each action is labelled by what it does, not by its words. **Irreversible** (``send``):
Submit your idea (published to the board; NotifyAboutNewPost e-mails subscribers and fires
webhooks), Post a comment (NotifyAboutNewComment e-mails followers and mentioned people),
the response modal's Submit (judgement call: the status can be set again, but
NotifyAboutStatusChange has e-mailed every follower; a duplicate also merges the votes into
#17), Publish of a post or comment awaiting moderation (judgement call: it shows to everyone
and the app has no way to un-approve), Send 2 invites (e-mails to other people), the
webhooks page's Test (judgement call: a GET, yet the server delivers a test message to the
webhook's endpoint, a chat channel of other people); (``delete``) a comment's Delete (soft
deleted, the app has no restore), the post's Delete (status ``deleted``, no way back in the
app; followers notified), moderation's Delete (declining deletes the post or comment),
Delete tag (removed from every post), Delete webhook ("deleted forever"); (``revoke``)
Regenerate API Key (judgement call: the old key stops working at once and cannot be
restored); (``delete-user``) the account deletion's Confirm. **Harmless**: votes, follows,
reactions and tag assignments (each undone by the same control), sorting and filtering,
editing a post or a comment and saving (judgement call: an edit can be edited back; only a
newly added mention e-mails someone, and these edits add none), sign-in by e-mail (a code to
oneself), the settings' Save, the e-mail change (judgement call: a confirmation link to the
new address; nothing changes until it is clicked), (``send-to-self``) the sample invitation
(e-mailed to the administrator's own address), the general and privacy settings (set back
from the same page), promoting a member and blocking one (judgement call: Block only sets the
user's status, set back by Unblock User in the same menu), Unblock, creating a tag, the
export downloads, Sign out, and every control that only opens a modal, a menu or a
confirmation. Billing and the site's Danger Zone show only on the hosted service and are
left out. Every screen is a web page (``web: true``) and every action states its requests.

    git clone https://github.com/getfider/fider fider
    git -C fider checkout 67c52826cca176724a59dd58b9795e1bc8d67bc8
    python tests/safety/heldout_v197/build.py fider

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures; nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from fider import screens
from web_corpus import JsonLookup, build

LANGUAGES = {"en": "en", "zh": "zh-CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es-ES", "pt": "pt-BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v197.yaml")


def main(checkout: str) -> int:
    root = Path(checkout) / "locale"

    def read(lang: str) -> dict[str, str]:
        return json.loads((root / LANGUAGES[lang] / "client.json").read_text(encoding="utf-8"))

    english = read("en")

    def lookup(lang: str) -> JsonLookup:
        # Lingui's <Trans> components drop their <0>..</0> placeholders' tags on screen.
        return JsonLookup(read(lang), english, {}, tags=True)

    def language_screens(t: JsonLookup, lang: str) -> list[dict]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
