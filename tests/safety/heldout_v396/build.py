"""Builds the three-hundred-and-ninety-sixth held-out corpus (``heldout_v396.yaml``) from a real
web app's source.

The source is Astuto (github.com/riggraz/astuto), a self-hosted customer feedback tool: a Ruby
on Rails app whose pages are rendered on the server, with React components on them that call
the app's own JSON endpoints from the page's script (same origin, the CSRF token in an
``X-CSRF-Token`` header, not written here), and Devise's server-rendered account forms. Read at
commit bb7d3e8218a1dc763d7027a28001ff866db3b565 ("Update README.md (#453)", 3 Jan 2025). Read:
``config/routes.rb``; ``buildRequestHeaders.ts``; the actions
``Post/updatePost.ts``, ``Post/deletePost.ts``, ``Comment/submitComment.ts``,
``Comment/deleteComment.ts``, ``Follow/submitFollow.ts``, ``Board/submitBoard.ts``,
``Board/deleteBoard.ts``, ``PostStatus/deletePostStatus.ts``, ``Webhook/updateWebhook.ts``,
``Webhook/deleteWebhook.ts``, ``OAuth/updateOAuth.ts``, ``OAuth/deleteOAuth.ts``,
``User/updateUser.ts``; the components ``Board/NewPost``, ``Board/NewPostForm``,
``Post/ActionBox``, ``Post/PostFooter``, ``Post/PostEditForm``, ``Comments/NewComment``,
``Comments/NewCommentUpdateSection``, ``Comments/CommentFooter``, ``Comments/CommentsP``,
``Moderation/Feedback/FeedbackListItem``, ``Moderation/Users/UserEditable``,
``Moderation/Users/UserForm``, ``SiteSettings/Boards/BoardEditable``, ``BoardForm``,
``SiteSettings/PostStatuses/PostStatusEditable``, ``SiteSettings/Webhooks/WebhookListItem``,
``WebhooksSiteSettingsP``, ``SiteSettings/Authentication/OAuthProviderItem``,
``SiteSettings/Invitations/index``, ``UserProfile/GenerateApiKeyDialog``; the views
``layouts/_header``, ``layouts/_page_title``, ``boards/show``, ``devise/sessions/new``,
``devise/registrations/new`` and ``edit``, ``devise/shared/_links``; the controllers
``registrations_controller.rb`` (an account's cancellation marks it deleted and overwrites its
e-mail and name), ``posts_controller.rb``, ``comments_controller.rb``, ``boards_controller.rb``
(rows destroyed, with no trash), ``invitations_controller.rb`` (the e-mails it sends), the
workflows ``send_notification_for_comment_workflow.rb`` and
``execute_post_status_change_logic_workflow.rb`` (the e-mails a comment or a status change
sends); ``app/models/user.rb``
(Devise's modules); ``app/javascript/translations/index.js.erb`` (English the default locale
and the fallback); the ``Gemfile`` (Rails 6.1, whose forms carry no ``utf8`` field).

**Screens** (42 a language), of a feedback space named Lantern, its owner Paolo Ferri logged
in unless said: the header's profile menu (written twice, once per kind of action), a board's
page and its new-post form (twice), a post's follow switch, its footer's Edit and Delete and
the delete confirmation, its edit form with the status unchanged and changed, the new-comment
box plain and marked as an update, a comment's footer and its delete confirmation; the
feedback moderation list (twice), the users list, the block confirmation, the role form with
Administrator chosen and its confirmation; the site settings' menu, the boards page (twice)
and its delete confirmation, the statuses page and its delete confirmation, the webhooks list
(three times) and its delete confirmation, the OAuth providers and a provider's delete
confirmation, the invitations page (twice); the profile settings form, its API key part
(twice) and the new-key confirmation, its cancel-account part and confirmation; the log-in
page and the sign-up page. Pages are titled as the layout's ``<title>`` writes them (the
page's title, then `` | Lantern``). A page's ``confirm()`` (every delete, the block, the
role, the new API key and the account's cancellation) is Chrome's dialog with the message
and its OK and Cancel in the page's language. ActionLinks are ``link`` items, Switches are
``switch`` items and selects are fields showing their chosen option.

**Strings** are ``config/locales/<lang>.yml`` with ``backend/backend.<lang>.yml`` and
``devise/devise.<lang>.yml`` for en, zh (``zh-CN``), ja, ko, de, fr, es, pt and ru, read as
i18n-js does (``%{name}`` filled in, ``one`` for a count of 1, else ``other``, Chinese always
``other``) with English as the fallback; the build prints the keys a language lacks and so
shows in English: every language but English lacks ``common.forms.api_key.*`` (the API key
part and its confirmation), ``common.forms.auth.notifications``,
``common.forms.auth.recap_notification_frequency_weekly``, ``site_settings.menu.webhooks``,
``site_settings.webhooks.title`` and ``site_settings.webhooks.triggers.new_post`` (10 keys).
Beyond these, the catalogues keep English text where a string was never translated, and the
app shows it: of the 85 strings used here, 75 are English in ja and in ko (their catalogues
are mostly untranslated; the confirm dialog's buttons are Chrome's own), 20 in pt, 17 in zh,
14 in es, 12 in de, 8 in fr and 6 in ru (the invitations page in every one of them). Names of
the site, boards, posts, statuses, users, webhooks, typed texts and numbers are the same in
every language.

**What each action sends**, read from the code. Script requests (bodies are ``JSON.stringify``'s):
Submit feedback in the new-post form ``POST /posts`` ``{"post":{"title","description",
"board_id","is_anonymous","dnf1","dnf2","form_rendered_at"}}`` (the two honeypots empty, the
page's render time in seconds); Follow post ``POST /posts/42/follows``; Save in a post's edit
form ``PATCH /posts/42`` ``{"post":{"title","description","board_id","post_status_id"}}``;
Submit in the comment box ``POST /posts/42/comments`` ``{"comment":{"body","parent_id":null,
"is_post_update"}}``; OK in a delete confirmation ``DELETE`` the post, the comment, the board,
the status, the webhook or the OAuth provider; Approve and Reject ``PATCH /posts/57``
``{"post":{"approval_status"}}``; OK in the block and role confirmations ``PATCH /users/17``
``{"user":{"status":"blocked"}}`` or ``{"user":{"role":"admin"}}``; Create on the boards page
``POST /boards`` ``{"board":{"name","description"}}``; a webhook's and an OAuth provider's
Enabled switch ``PATCH /webhooks/7`` ``{"webhook":{"is_enabled":false}}`` and ``PATCH
/o_auths/2`` ``{"o_auth":{"is_enabled":false}}``; a webhook's Test ``PUT /webhooks/7/test``;
Send 2 invitations ``POST /invitations`` and Test send invitation ``POST /invitations/test``
``{"invitations":{"to","subject","body"}}`` (the test to the owner's own address); OK in the
new-key confirmation ``POST /api_keys``. Forms (``via: form``, urlencoded, the
``authenticity_token`` with a made-up value, ``_method`` first where Rails fakes a PUT or a
DELETE, the submit button's ``commit`` in the page's language): Sign out ``POST
/users/sign_out`` ``_method=delete``; Update profile ``POST /users`` ``_method=put`` with the
profile's fields; OK in the cancel-account confirmation ``POST /users`` ``_method=delete``;
Log in ``POST /users/sign_in``; Sign up ``POST /users``. Page loads (``via: link``): the menu's
Site settings, the site settings menu's Boards and Webhooks, the log-in page's Sign up, and
Learn how to use the API (``window.open`` of docs.astuto.io). Nothing is sent by the controls
that only open a form or a confirmation (Submit feedback and submit anonymously on the board
page, Edit and Delete of a post, a comment, a board, a status, a webhook or a provider, Edit
and Block of a user, Save in the role form, Generate API key, Cancel account), by the
new-post form's Cancel, by Copy URL, nor by a confirmation's Cancel.

Each action is labelled by what it does, not by its words. **Irreversible:** OK in the delete
confirmations of a post, a comment, a board (its posts go with it), a status, a webhook and
an OAuth provider (``delete``: rows destroyed, with no trash or undo); **publish:** Submit
feedback (judgement call: the post is at once public on the board, runs the new-post webhooks
and is read by others, though its author may delete it) and Approve (judgement call: a
pending post goes public, and the app has no way to take it back to pending); **send:**
Submit in the comment box (judgement call: the post's author, and with Mark as update every
follower, is e-mailed at once), Save in the edit form with a new status (judgement call: every
follower is e-mailed about the status change; the same Save with the status unchanged is
harmless), Send 2 invitations (e-mails to two people) and a webhook's Test (judgement call: a
real request goes to the webhook's outside URL); **revoke:** OK in "Are you sure you want to
generate a new API key? The old one will be invalidated." (the old key stops working for
good); **delete-user:** OK in the cancel-account confirmation (the account is marked deleted
and its e-mail and name overwritten, so it cannot be restored). **Harmless:** following a
post, saving a post or a profile (edited back), rejecting a pending post (judgement call: it
stays in the moderation list and can be approved later), blocking a user (judgement call:
Unblock sets it back), making a user an administrator (judgement call: the role form sets it
back), creating a board, the Enabled switches, Test send invitation (judgement call: one
e-mail to the owner's own address), signing out, logging in, signing up (judgement call: a
new account, which Cancel account removes), the page loads, and every control that only opens
a form or a confirmation, and each confirmation's Cancel. Every screen is a web page (``web:
true``) and every action states its requests and bodies.

    git clone https://github.com/riggraz/astuto astuto
    git -C astuto checkout bb7d3e8218a1dc763d7027a28001ff866db3b565
    python tests/safety/heldout_v396/build.py astuto

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import yaml

sys.path.insert(1, str(Path(__file__).resolve().parents[3]))  # m2miner
sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from astuto import screens
from web_corpus import build, flatten

from m2miner.testing.safety_corpus import CONFIRM_BUTTONS

LANGUAGES = {"en": "en", "zh": "zh", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v396.yaml")


def read_catalogue(folder: Path, code: str) -> dict[str, str]:
    """The app's three catalogues of one language (the front end's ``<code>.yml``, the
    back end's and Devise's), under their one top key (``zh-CN`` for zh), flattened."""
    table: dict[str, str] = {}
    for name in (f"{code}.yml", f"backend/backend.{code}.yml", f"devise/devise.{code}.yml"):
        data = yaml.safe_load((folder / name).read_text(encoding="utf-8"))
        (top,) = data.values()
        table.update(flatten(top))
    return table


class Lookup:
    """``t(key, *count, **args)`` as i18n-js and Rails' I18n look it up with English as the
    default locale: a key the language lacks, or leaves empty, shows English's text
    (``fallbacks``); with a count, the plural form (``one`` for 1, else ``other``; always
    ``other`` in Chinese, whose pluralization the app sets so); ``%{name}`` filled in. The
    Chrome ``confirm()`` buttons of the language are ``confirm_buttons``."""

    def __init__(self, folder: Path, lang: str) -> None:
        self.lang = lang
        self.table = read_catalogue(folder, LANGUAGES[lang])
        self.english = read_catalogue(folder, "en")
        self.fallbacks: set[str] = set()
        self.confirm_buttons = CONFIRM_BUTTONS[lang]

    def __call__(self, key: str, *count: int, **args: Any) -> str:
        if count:
            (n,) = count
            args["count"] = n
            key += ".one" if n == 1 and self.lang != "zh" else ".other"
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in config/locales/en.yml")
        text = self.table.get(key) or ""
        if not text.strip():
            self.fallbacks.add(key)
            text = self.english[key]
        return re.sub(r"%\{(\w+)\}", lambda m: str(args.get(m.group(1), m.group(0))), text)


def main(checkout: str) -> int:
    folder = Path(checkout) / "config" / "locales"

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, lang)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
