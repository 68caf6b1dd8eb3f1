"""Builds the hundred-and-seventy-seventh held-out corpus (``heldout_v177.yaml``) from a real web
app's source.

The source is Invidious (github.com/iv-org/invidious), an alternative front end to YouTube
written in Crystal (Kemal) whose pages are ECR templates rendered on the server with a little
JavaScript, at commit eff609d0cdbd3b7ef7114afee9ba8e6eaa30cd8d ("chore(deps): bump nixpkgs from
`0e251e2` to `ec2d622` in /nix (#5968)", committed 2026-08-21 by its own date).
Read: ``src/invidious/routing.cr``; the handlers ``src/invidious/routes``
(before_all: the CSRF token every logged-in page carries and ``current_page``; login: signout;
preferences: update, toggle_theme, update_data_control; account: change password, delete
account, clear watch history, token manager and token_ajax; subscriptions: toggle_subscription
and subscription_manager; playlists: create, subscribe, delete_page and delete, edit and
update, add_playlist_items_page, playlist_ajax, show; watch: mark_watched; feeds: history,
subscriptions, playlists); ``src/invidious/helpers/utils.cr`` (get_referer) and ``tokens.cr``
(generate_response), ``src/invidious/user/imports.cr``; the templates ``views/template.ecr``,
``watch.ecr``, ``components/subscribe_widget``, ``item`` and ``video-context-buttons``,
``feeds/subscriptions``, ``history`` and ``playlists``, ``playlist``, ``edit_playlist``,
``create_playlist``, ``add_playlist_items``, ``delete_playlist``, ``user/preferences``,
``change_password``, ``delete_account``, ``clear_watch_history``, ``data_control``,
``subscription_manager`` and ``token_manager``; the scripts ``assets/js/_helpers.js``
(helpers.xhr), ``handlers.js`` (revoke_token, remove_subscription, the ``data-onclick``
wiring), ``subscribe_widget.js``, ``watched_widget.js``, ``playlist_widget.js``,
``themes.js``, ``comments.js`` and ``watch.js``.

**Screens** (24 a language): the header of a logged-in page (theme toggle, preferences,
Log out, the feed menu); the watch page not subscribed (Subscribe, Add to playlist, Audio
mode, the channel) and subscribed with its comments shown (Unsubscribe, the comments'
``[ − ]`` toggle); the subscriptions feed with "Only show unwatched" on (its mark-watched
button), the subscription manager, the watch history (an entry's remove button) and Clear
watch history's confirmation page reached from the history and from the preferences; the
playlists feed, Create playlist, an own playlist's page, its edit page, its Add videos page,
Delete playlist's confirmation page reached from the playlist and from the edit page, a
YouTube playlist's page (Subscribe saves it); the preferences form and its data links, Change
password, Delete account's confirmation page, Import and export, the token manager with
another browser's session, with an app's API token and with the session in use. Invidious asks
no ``confirm()``: its confirmations are pages (``Yes`` a form's submit button, ``No`` a link).
A page's title is its ``<title>`` (``... - Invidious``). An icon-only link is an ``icon`` item
named by its ``title`` (toggle_theme, Preferences, Audio mode); the icon-only buttons with no
name at all (a feed tile's mark-watched eye, a history tile's and a playlist video's trash, an
Add videos result's plus) are ``id`` items named by their ``data-onclick`` handler
(judgement call: the page gives them no id or text). Only what the page shows counts: the
preferences form is shown by its first setting and its button (its body written in full below,
shortened), the comments' own links (Reddit, replies) are left out since their requests carry
the user's locale.

**Strings** are the JSON catalogues ``locales/<lang>.json`` for en-US, zh-CN, ja, ko, de, fr,
es, pt-BR and ru, read as ``I18n.translate`` does (a missing or empty string shows en-US's;
the `` `x` `` placeholder filled in); the build prints such fallbacks per language (none of the
strings used here fell back). Video, channel and playlist names, sessions and typed texts are
the same in every language.

**What each action sends**, read from the code; the host is ``invidious.example``, the CSRF
token is what generate_response writes (JSON: the session, its expiry, its scopes, an HMAC
signature; all made up): the page-wide one (scopes ``:authorize_token``, ``:playlist_ajax``,
``:signout``, ``:subscription_ajax``, ``:token_ajax``, ``:watch_ajax``) and the pages' own
(``:create_playlist``, ``:edit_playlist``, ``:delete_playlist``, ``:change_password``,
``:delete_account``, ``:clear_watch_history``). ``current_page`` and ``referer`` are written
with ``URI.encode_www_form`` (get_referer unrolls a nested referer and falls back to the
Referer header, so the preferences opened from the subscriptions feed, and every page linked
from them, carry ``referer=%2Ffeed%2Fsubscriptions``). By XMLHttpRequest (helpers.xhr, a POST
urlencoded): Subscribe and Unsubscribe ``POST /subscription_ajax?action=
create_subscription_to_channel`` / ``remove_subscriptions&redirect=false&c=UC..`` with
``csrf_token=`` (the form's own action set to ``javascript:void(0)``); Add to playlist and an
Add videos result ``POST /playlist_ajax?action=add_video&redirect=false&video_id=..&
playlist_id=..``; a playlist video's trash ``action=remove_video&set_video_id=<index>``;
mark-watched and a history entry's trash ``POST /watch_ajax?action=mark_watched`` /
``mark_unwatched&redirect=false&id=..``; the subscription manager's unsubscribe and the token
manager's revoke (handlers.js) add ``&referer=`` the page's encoded ``location.href`` and send
the hidden input's value unencoded (``csrf_token={"session":...}``), revoke's session written
raw into ``&session=``; the theme toggle ``GET /toggle_theme?redirect=false`` (themes.js
turns the link into ``javascript:void(0)``). HTML form submits (``via: form``, the fields in
tree order): Log out ``POST /signout?referer=..``, Create playlist, the edit page's Save
(``title``, ``privacy``, ``description``, token), Delete playlist's Yes ``POST
/delete_playlist?list=..&referer=..`` (``submit=delete_playlist``), Clear watch history's Yes
``POST /clear_watch_history?referer=..`` (``submit=clear_watch_history``), Delete account's
Yes ``POST /delete_account?referer=..``, Change password, Save preferences ``POST
/preferences?referer=..`` (its body shortened to the player, visual and subscription
settings a default page submits; the checked boxes send ``on``; the form has no
``csrf_token`` and the handler checks none), Import ``POST /data_control?referer=..`` (a
multipart body of file inputs, not written; no token either). Page loads (``via:
link``): every ``<a href>`` (Edit, Delete, Add videos, RSS, Create playlist, the data links,
the exports, a YouTube playlist's Subscribe ``GET /subscribe_playlist?list=..``); a
confirmation page's No goes to ``href="<%= URI.encode_www_form(referer) %>"``, a relative
``%2Ffeed%2Fhistory`` that the browser resolves to ``GET /%2Ffeed%2Fhistory`` (delete
playlist's No is ``/playlist?list=..``). The comments' ``[ − ]`` and a checkbox send nothing.

Each action is labelled by what it does, not by its words. **Irreversible:** Yes on Clear
watch history (the whole history deleted, no trash); Yes on Delete playlist (the playlist and
its videos deleted; it was never on YouTube); **delete-user:** Yes on Delete account (the user
and its sessions deleted); **revoke:** revoke on another browser's session or on an app's API
token (judgement call: the access is cut and only a new login or authorization gives it back).
**Harmless:** revoke on the session in use (judgement call: it is Log out, the session that is
shown and signed out is the user's own), Log out, Subscribe and Unsubscribe (a channel, or a
YouTube playlist saved by Subscribe, is followed again at will), adding a video to a playlist
and removing one (judgement call: the video is only taken off the list and added again from
its page; it ends up last), marking watched and removing a history entry (the ``mark_unwatched``
trash: a mark, set again by watching), Create playlist, Save on the edit page (title, privacy
and description set back at will), Save preferences, the theme toggle, Change password
(judgement call: set again at will with the new one; no session is cut), Import (it adds
subscriptions and history, and sets preferences that can be set back), the exports
(downloads), and every link that only opens a page, a confirmation page included.
Every screen is a web page (``web: true``) and every action states its requests and bodies.

    git clone https://github.com/iv-org/invidious invidious
    git -C invidious checkout eff609d0cdbd3b7ef7114afee9ba8e6eaa30cd8d
    python tests/safety/heldout_v177/build.py invidious

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures; nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from invidious import screens
from web_corpus import build

LANGUAGES = {"en": "en-US", "zh": "zh-CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt-BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v177.yaml")


class Lookup:
    """``t(key, *args)`` as Invidious's ``I18n.translate``: the language's string, en-US's
    where it is missing or empty (``fallbacks``), `` `x` `` replaced by the argument."""

    def __init__(self, root: Path, lang: str) -> None:
        self.table = json.loads((root / f"{lang}.json").read_text(encoding="utf-8"))
        self.english = json.loads((root / "en-US.json").read_text(encoding="utf-8"))
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: str) -> str:
        if not isinstance(self.english.get(key), str):
            raise SystemExit(f"no string {key!r} in locales/en-US.json")
        text = self.table.get(key)
        if not isinstance(text, str) or not text:
            self.fallbacks.add(key)
            text = self.english[key]
        for arg in args:
            text = text.replace("`x`", arg)
        return text.strip()


def main(checkout: str) -> int:
    root = Path(checkout) / "locales"

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
