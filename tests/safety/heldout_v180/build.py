"""Builds the hundred-and-eightieth held-out corpus (``heldout_v180.yaml``) from a real web
app's source.

The source is Pixelfed (github.com/pixelfed/pixelfed), a federated photo-sharing server in
Laravel whose signed-in pages are Vue components (the ``/i/web`` app) and Blade settings
pages, at commit 8aae92d75b4881e5cd6a4e2c83ca52046e5b3d66 ("Merge pull request #5001 from
pixelfed/staging", 10 Mar 2024). Read: ``resources/assets/components/Post.vue``,
``partials/post/PostHeader``, ``PostReactions``, ``ContextMenu`` and ``CommentDrawer``,
``partials/profile/ProfileSidebar``, ``Notifications.vue``, ``DirectMessage.vue`` and
``partials/direct/Message``, ``partials/navbar``; ``resources/assets/js/components/
ComposeModal.vue`` and ``passport/AuthorizedClients.vue``; the Blade views
``settings/privacy``, ``settings/privacy/blocked``, ``settings/remove/temporary`` and
``permanent``; ``routes/web.php`` and ``AccountController`` (block, follow requests).

**Screens** (37 a language): a post's page (fresh, and liked, shared and bookmarked; the
share icon written as a screen of its own), the context menu of another's post, of my post
and of my archived post, the confirm()s of Delete, Archive and Unarchive, the share modal
(unshared and shared), the report modal and sweetalert's Confirm Report,
the comment drawer and its Delete confirm(); another's profile (public, followed,
private, requested), the Cancel Follow Request confirm(), the cog menu (Block written as a
screen of its own) and the cog menu of a muted, blocked profile; the follow requests and the
Accept and Reject confirm()s, a direct message thread, its Delete confirm() and options, the
navigation menu; the compose modal's last step and its media removal confirm(); the privacy
settings, the blocked accounts page, the authorized applications, the temporary and the
permanent account removal pages. A menu's Cancel, a confirm()'s Cancel (but on the post's
and the message's Delete and the report) and the navigation links are on their screens
without being tapped, to keep the corpus small. A ``b-modal`` or dropdown is a popup over
its page. An icon-only button (the post's ellipsis, share and bookmark, the profile's and
the thread's cogs, a message's trash) has no text or title: it is an ``icon`` named by its
Font Awesome classes (judgement call). A ``window.confirm()`` is a dialog screen with the
browser's OK and Cancel, written as Chrome names them in each language; sweetalert's
``swal({buttons: true})`` is a page modal whose buttons are the library's own English Cancel
and OK.

**Strings** are the PHP arrays ``resources/lang/<lang>/*.php`` for en, zh-cn, ja, ko, de,
fr, es, pt and ru: the Vue components' ``$t('a.b')`` is ``web.php``'s ``a.b``, Blade's
``__('profile.x')`` is ``profile.php``'s ``x``; a key a language lacks shows English's
text, and the build prints such keys per language. At this commit zh-cn's ``web.php`` (as
zh's) holds English's text throughout, and ko's, es's and others' leave some keys in English;
those strings show as the app shows them. Much of the UI is not translated at all and is
English in every language: the comment drawer's Like, Reply and Delete, the profile's Request
Follow, Cancel Follow Request and cog menu, the follow requests' Accept and Reject, the direct
messages, every confirm() message but the post's delete, archive and unarchive, the compose
modal, the Blade settings pages (``__('Private Account')`` has no catalogue entry; the
privacy page's ``profile.mutedAccounts``, ``blockedAccounts`` and ``blockedDomains`` exist in
English only), and the share modal's Share/Unshare word before ``menu.toFollowers``; zh-cn
lacks ``navmenu.logout``. Names, captions and typed texts are the same in every language.

**What each action sends**, read from the code. By axios (JSON bodies; the CSRF token
goes as a header): Like ``POST /api/v1/statuses/<id>/favourite`` (``unfavourite`` when
liked); the share icon ``POST .../reblog`` (``unreblog``); the bookmark icon ``POST
/i/bookmark`` ``{item}`` (a toggle); Comment opens the drawer, which ``GET
/api/v2/statuses/<id>/replies?limit=3``; the drawer's Comment ``POST /api/v1/statuses``
``{status, in_reply_to_id, sensitive}``, a comment's Like its favourite; OK on Delete
``POST /i/delete`` ``{type: status, item}`` (a post or a comment); OK on Archive and
Unarchive ``POST /api/pixelfed/v2/status/<id>/archive`` / ``unarchive``; the share
modal's Share/Unshare to Followers ``POST /i/share`` ``{item}``; OK on Confirm Report
``POST /i/report/`` ``{report, type: post, id}``; Follow, Request Follow ``POST
/api/v1/accounts/<id>/follow``, Unfollow and OK on Cancel Follow Request ``.../unfollow``;
the cog menu's Mute, Block, Unmute, Unblock ``POST /i/mute`` (``block``, ``unmute``,
``unblock``) ``{type: user, item}``; OK on Accept/Reject ``POST /account/follow-requests``
``{action, id}``; Send ``POST /api/direct/create`` ``{to_id, message, type}``; OK on a
message's delete ``DELETE /api/direct/message?id=<id>``; the options' Mute Notifications
switch ``POST /api/direct/mute`` ``{id}``; Logout ``POST /logout``; the compose modal's Post
``POST /api/compose/v0/publish`` with its data (``spoiler_text`` undefined, so absent);
OK on a media's removal ``DELETE /api/compose/v0/media/delete?id=<id>``; Revoke
``DELETE /oauth/tokens/<id>``. Page loads (``via: link``): the cog menu's Direct Message
and Report links, the privacy page's Blocked Accounts. HTML form
submits (``via: form``, urlencoded with ``_token``, made up): the privacy Submit (its hidden
``pa_*`` fields and the checked Show Follower Count; the other checkboxes left out), a
blocked account's Unblock (``profile_id``), Temporarily Disable Account and Permanently delete
my account (``_token`` alone). Opening a menu, modal, drawer or confirm(), Copy Link (the
clipboard), Embed (a modal), Cancel send nothing.

Each action is labelled by what it does, not by its words. **Irreversible:** OK on Delete of
a post or comment (removed at once, federated as a Delete; no trash), sharing a post to
followers by the icon or the share modal (judgement call: a boost is published to the
followers' timelines and federated; Unshare takes it off but they have seen it), OK on
Confirm Report (sent to the moderators), the comment drawer's Comment, a direct message's
Send and the compose modal's Post (published to other people), OK on a message's delete (no
trash, removed for both), Block (judgement call: AccountController::block deletes the follow
relationships both ways, and Unblock does not restore them), OK on Reject of a follow request
(judgement call: the request is deleted; only its sender can make a new one), Revoke (the
application's token is gone; it must be authorized again); **delete-user:** Permanently
delete my account. **Harmless:** likes, bookmarks, Unshare, Archive and Unarchive (each
undoes the other), follow, unfollow, Request Follow and cancelling it (judgement call: the
other side is told of a follow, but the relationship is set back at will), Mute, Unmute,
Unblock, OK on Accept of a follow request (judgement call: the follower can be removed
later), the thread's mute switch, Logout, OK on removing an uploaded media from an
unpublished post (judgement call: a draft's media, uploaded again at will), the privacy
Submit, Temporarily Disable Account (judgement call: logging in again reactivates it), and
every control that only opens a menu, modal, drawer, confirm() or page. Every screen is a
web page (``web: true``) and every action states its requests and bodies.

    git clone https://github.com/pixelfed/pixelfed pixelfed
    git -C pixelfed checkout 8aae92d75b4881e5cd6a4e2c83ca52046e5b3d66
    python tests/safety/heldout_v180/build.py pixelfed

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures; nothing in the policy is tuned to it.
"""

from __future__ import annotations

import html
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from pixelfed import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh-cn", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt", "ru": "ru"}  # fmt: skip
# A JavaScript confirm()'s buttons as Chrome names them in each language.
OK_CANCEL = {"en": ("OK", "Cancel"), "zh": ("确定", "取消"), "ja": ("OK", "キャンセル"),
             "ko": ("확인", "취소"), "de": ("OK", "Abbrechen"), "fr": ("OK", "Annuler"),
             "es": ("Aceptar", "Cancelar"), "pt": ("OK", "Cancelar"),
             "ru": ("ОК", "Отмена")}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v180.yaml")
STRING = r"""'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)\""""
LINE = re.compile(rf"""^\s*(?:{STRING})\s*=>\s*(?:(\[|array\()|(?:{STRING})\s*,?)""")


def read_catalogue(folder: Path) -> dict[str, str]:
    """A language's ``resources/lang/<lang>/*.php`` arrays: ``file.key.sub`` to its text."""
    table: dict[str, str] = {}
    for path in sorted(folder.glob("*.php")):
        stack = [path.stem]
        for raw in path.read_text(encoding="utf-8").splitlines():
            m = LINE.match(raw)
            if m:
                k1, k2, opener, v1, v2 = m.groups()
                key = k1 if k1 is not None else k2
                if opener:
                    stack.append(key)
                elif v1 is not None or v2 is not None:
                    value = v1 if v1 is not None else v2
                    table[".".join([*stack, key])] = re.sub(r"\\(.)", r"\1", value)
            elif re.match(r"^\s*[\])]\s*,?\s*$", raw) and len(stack) > 1:
                stack.pop()
    return table


class Lookup:
    """``t(key)``: the language's text, English's where it lacks the key (``fallbacks``)."""

    def __init__(self, root: Path, lang: str) -> None:
        self.table = read_catalogue(root / lang)
        self.english = read_catalogue(root / "en")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in resources/lang/en")
        text = self.table.get(key, "")
        if not text:
            self.fallbacks.add(key)
            text = self.english[key]
        return html.unescape(text).strip()


def main(checkout: str) -> int:
    root = Path(checkout) / "resources" / "lang"

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t, OK_CANCEL[lang])

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
