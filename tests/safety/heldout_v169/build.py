"""Builds the hundred-and-sixty-ninth held-out corpus (``heldout_v169.yaml``) from a real web
app's source.

The corpus is built from Pleroma-FE as Akkoma ships it (Akkoma-FE,
github.com/AkkomaGang/akkoma-fe, a Vue single-page client of the Mastodon and Pleroma APIs),
at commit 5106fcedd6b46ee5cbe1a1ece0cc4bab25eb3ac4 ("Merge branch 'develop' into stable",
5 Aug 2023, the v3.10.0 release). Read: ``src/services/api/api.service.js`` (every request
below), ``src/services/follow_manipulate``,
``src/modules/users.js`` (hide/show repeats), ``src/modules/config.js`` (the
modalOn* settings); the components ``extra_buttons``, ``retweet_button``,
``favorite_button``, ``react_button``, ``post_status_form``, ``edit_status_modal``,
``confirm_modal``, ``user_card``, ``follow_button``, ``account_actions``,
``user_reporting_modal``, ``follow_request_card``, ``notifications``, ``lists``,
``list_new``, ``list_edit``, and the settings tabs ``security_tab``, ``profile_tab`` and
``data_import_export_tab``.

**Screens** (37 a language): a post's buttons, the repeat confirmation, a repeated and
favourited post, a post's menu and one's own post's menu, the delete and the delete & redraft
confirmations, the composer, the reply form, the edit modal; a profile's follow and mute
buttons, the mute and unfollow confirmations, a followed profile, the profile's actions menu
(and a blocked profile's), the block confirmation, the report modal, a follow request, its
approve and deny confirmations, the notifications column's Read! button, the lists page,
new list and list editor; the security tab's email, password, authorized apps (and the
revoke ``confirm()``), aliases, move account and delete account parts (before and after its
first button), the profile tab's Save, the avatar's reset and its ``confirm()``, the account
backup. The confirmations that the modalOn* settings govern
(repeat, delete, mute, block, unfollow, approve, deny; ``undefined``, the instance's
default) are shown as with the setting on: the button opens the ConfirmModal and sends
nothing; the modal's accept button sends. A ConfirmModal is a dialog (its header, its text,
Cancel then the accept button); ``window.confirm()`` (Revoke, reset avatar) is the browser's
dialog with OK and Cancel as Chrome names them in each language (judgement call). A menu is
a popover over its page. The delete account part's heading repeats its button's words and
is left out.

**Strings** are ``src/i18n/<lang>.json`` for en, zh (simplified), ja_pedantic (the app's
``ja``), ko, de, fr, es, pt and ru, read as vue-i18n does (``section.key``; ``{name}`` and
``{0}`` filled in); a key a language lacks shows English's text: the build prints such keys per
language. Many fell back: ko 71 of the strings used, ru 61, pt 51, es 36 (mostly the
confirmation modals' texts and buttons, added to the app after those catalogues were last
translated); zh, ja, de and fr none or few. Names of people, posts, lists and typed texts are
the same in every language.

**What each action sends**, read from the code; every request is a ``fetch`` (no ``via``), ids
and tokens made up. A JSON body is ``JSON.stringify``'s; a ``FormData`` body is written as its
fields in order, urlencoded (the composer's ``content_type`` and ``language``, set only where
the user chose them, are left out). Favourite ``POST /api/v1/statuses/<id>/favourite``
(``unfavourite``), repeat ``reblog`` (``unreblog``), mute conversation ``mute``, bookmark
``bookmark`` (``unbookmark``), pin ``pin``; Edit first reads ``GET
/api/v1/statuses/<id>/source`` and opens the modal, whose Post sends ``PUT
/api/v1/statuses/<id>``; delete ``DELETE /api/v1/statuses/<id>``; delete & redraft reads the
source and deletes; Post ``POST /api/v1/statuses`` (``status``, ``source``, ``visibility``,
``in_reply_to_id`` for a reply). Follow ``POST /api/v1/accounts/<id>/follow`` with ``{}`` (a
later relationship read, made only when the server has not yet answered following, is left out),
hide and show repeats the same with ``reblogs``, unfollow, mute, unmute, block, unblock and
remove_from_followers ``POST`` without a body; block and unblock domain ``POST``/``DELETE
/api/v1/domain_blocks``; report ``POST /api/v1/reports``; approve and deny ``POST
/api/v1/follow_requests/<id>/authorize`` and ``reject`` (approve then marks its notification
read); Read! ``POST /api/v1/pleroma/notifications/read`` with ``max_id``; lists ``POST
/api/v1/lists``, ``PUT /api/v1/lists/7`` with ``POST .../accounts``, ``DELETE /api/v1/lists/7``
(no confirmation); ``/api/pleroma/change_email``, ``change_password``, ``move_account``,
``delete_account`` (FormData), ``PUT``/``DELETE /api/pleroma/aliases``, ``DELETE
/api/oauth_tokens/42`` after the confirm()'s OK; profile Save ``PATCH
/api/v1/accounts/update_credentials`` with the form's fields (values made up), the avatar reset
the same with an empty ``avatar`` FormData field; ``POST /api/v1/pleroma/backups``. Opening a
menu, a modal, a form or a confirm(), Copy link, the external source link, Cancel and the
report's forward switch send nothing.

Each action is labelled by what it does, not by its words. **Irreversible:** publishing a post,
a reply or an edit (judgement call: an edit is sent to every follower's server and stays in the
edit history), repeating a post (judgement call: unrepeat exists, but the repeat has already
gone out to followers), deleting a post and delete & redraft (the post, its favourites and
repeats are gone), submitting a report (sent to the moderators), Remove follower and denying a
follow request (judgement calls: the other person has to ask again; nothing in the app undoes
it), blocking (judgement call: unblock exists, but the block has ended both follows, which
unblocking does not restore), deleting a list (no confirmation, no trash), revoking an
authorized app's token, moving the account (followers are moved to the new account) and deleting
the account. **Harmless:** favourites, bookmarks, pins, muting a conversation, an account or a
domain (each undone from the same place), following and unfollowing (judgement call: follow
again), hide/show repeats, approving a follow request (judgement call: Remove follower undoes
it), marking notifications read, creating and saving lists, changing the email or the password,
aliases (judgement call: set again at will), profile Save and the avatar reset (a setting set
back by uploading), a backup, and every control that only opens something.

    git clone https://github.com/AkkomaGang/akkoma-fe akkoma-fe
    git -C akkoma-fe checkout 5106fcedd6b46ee5cbe1a1ece0cc4bab25eb3ac4
    python tests/safety/heldout_v169/build.py akkoma-fe

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures; nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from akkoma_fe import screens
from web_corpus import build, flatten

LANGUAGES = {"en": "en", "zh": "zh", "ja": "ja_pedantic", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt", "ru": "ru"}  # fmt: skip
# A JavaScript confirm()'s buttons as Chrome names them in each language.
OK_CANCEL = {"en": ("OK", "Cancel"), "zh": ("确定", "取消"), "ja": ("OK", "キャンセル"),
             "ko": ("확인", "취소"), "de": ("OK", "Abbrechen"), "fr": ("OK", "Annuler"),
             "es": ("Aceptar", "Cancelar"), "pt": ("OK", "Cancelar"),
             "ru": ("ОК", "Отмена")}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v169.yaml")


class Lookup:
    """``t(key, *args, **values)`` as vue-i18n's ``$t``: English's text where the language
    lacks the key or leaves it empty (``fallbacks``), ``{name}`` and ``{0}`` filled in."""

    def __init__(self, root: Path, lang: str) -> None:
        self.table = flatten(json.loads((root / f"{lang}.json").read_text(encoding="utf-8")))
        self.english = flatten(json.loads((root / "en.json").read_text(encoding="utf-8")))
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: str, **values: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in the app")
        text = self.table.get(key) or ""
        if not text:
            self.fallbacks.add(key)
            text = self.english[key]
        named = {**{str(i): a for i, a in enumerate(args)}, **values}
        return re.sub(r"\{\s*(\w+)\s*\}", lambda m: named.get(m.group(1), m.group(0)), text)


def main(checkout: str) -> int:
    root = Path(checkout) / "src" / "i18n"

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t, OK_CANCEL[lang])

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
