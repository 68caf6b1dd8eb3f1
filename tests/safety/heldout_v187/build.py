"""Builds the hundred-and-eighty-seventh held-out corpus (``heldout_v187.yaml``) from a real web
app's source.

The source is Rallly (github.com/lukevella/rallly), a meeting-poll app whose web app
(``apps/web``, Next.js) calls a tRPC API and next-safe-action server actions, at commit
c629b3148024e40a115a731d3660d725c9329b0e ("Move the demo's winning column into the visible
range (#3052)", 22 Aug 2026). Read: the tRPC client ``src/trpc/client.ts`` and
``client/provider.tsx``, the routers ``src/trpc/routers`` (``polls.ts`` with ``make``,
``modify``, ``markAsDeleted``, ``book``, ``reopen``, ``close``, ``duplicate``;
``polls/participants.ts``, ``polls/comments.ts``, ``spaces.ts``, ``billing.ts``); the server
actions ``settings/profile/actions.ts``, ``features/space/member/actions.ts``,
``features/space/actions.ts``, ``features/api-keys/actions.ts``, ``features/poll/actions.ts``
and their schemas; ``lib/safe-action/client.ts`` and ``lib/auth-client.ts`` (better-auth on
``/api/better-auth``); the components ``features/poll/components`` (manage-poll,
manage-poll/delete-poll-dialog, schedule-poll-dialog, voting-form, voting-footer,
new-participant-modal, participant-dropdown, comments-sheet, notification-toggle,
polls-infinite-list, mutations), the poll pages ``(optional-space)/poll/[urlId]`` (edit-details,
edit-options, edit-settings, duplicate-dialog), ``settings/profile/components`` (profile
settings, change-email-dialog, delete-account-dialog and -setting,
cancel-account-deletion-button), ``features/user/components/nav-user.tsx``, the members page's
member-dropdown-menu, invite-member-dialog and cancel-invite-button,
``settings/api-keys/components/revoke-api-key-button.tsx``, ``settings/general/components``
(delete-space-button, leave-space-button) and ``settings/billing/components/
manage-seats-dialog.tsx``.

**Screens** (36 a language): the poll admin page's header, its Manage menu for an open and for a
closed poll, the delete-poll, schedule and duplicate dialogs, the edit details page, the edit
options page (an option added; a voted option removed) and its "Are you sure?" warning, the
edit settings page, the comments sheet and a comment's menu; the voting footer of a new and of
one's own response, the new participant form, a participant's menu and its delete and
change-name dialogs, the polls list's row menu and its delete dialog; the profile page, the
change-email and verification dialogs, the account deletion dialog of the hosted service
(scheduled deletion) and of a self-hosted instance (immediate), the page of an account pending
deletion, the user menu; the members page's member menu and remove confirmation, the invite
dialog, a pending invite's cancel confirmation, an API key's revoke confirmation, the
delete-space and leave-space dialogs, the manage-seats dialog. A dropdown menu or dialog is
written over its page (the page's title); a dialog's title and description are its texts
(judgement call: a dialog whose action button repeats its title, as "Delete account" or
"Schedule", is tapped by that button). Icon buttons are named by their ``aria-label`` (Add
comment, More options, the seat steppers) or tooltip (Mute notifications). The poll is "Team
offsite planning" with three dates; names, e-mail addresses and typed texts are the same in
every language.

**Strings** are the app's i18next catalogue ``apps/web/public/locales/<lang>/app.json`` (flat
keys, ICU messages: ``{name}`` filled in, a plural's ``one``/``other`` chosen by its count,
``<b>`` tags dropped) for en, zh, de, fr, es, pt-BR and ru. Rallly has no Japanese and no
Korean catalogue: ja and ko show the English strings throughout (the whole language falls
back). A key a language lacks or leaves empty shows English; the build prints those keys.

**What each action sends**, read from the code. The tRPC client is ``httpBatchLink`` on
``/api/trpc`` with superjson, so a mutation is ``POST /api/trpc/<router>.<procedure>?batch=1``
with ``{"0":{"json":<input>}}``; an input field left ``undefined`` (the participant's and the
comment's edit ``token`` of a signed-in user) is named in superjson's ``meta`` (``{"values":
{"token":["undefined"]}}``), and a call with no input (``spaces.leave``) sends superjson's
``undefined``. Every mutation's ``onSuccess`` invalidates all queries; those refetches follow
on their own and are left out. Opening the comments sheet reads ``polls.comments.list``
(``GET`` with the URL-encoded input). A server action is a ``POST`` to the page's own path
(``/poll/<id>``, ``/settings/profile``, ``/members``, ``/settings/api-keys``,
``/settings/general``) whose body is its one argument as React serialises it (``["$undefined"]``
for an action run with none: the account deletion, its cancellation, the space deletion).
better-auth calls: the e-mail change ``POST /api/better-auth/email-otp/request-email-change``
(after the ``checkEmailAvailability`` action) and ``.../email-otp/change-email``; sign out
``POST /api/better-auth/sign-out``. Page changes (``router.push``/``replace``,
``window.location``, ``<Link>``) are written ``via: link``: the edit pages' links and their
return to the poll, ``/polls`` after a delete, the duplicate's new poll, ``/`` after deleting
or leaving a space or the account, ``/login`` after sign out, and the Stripe confirmation page
that ``billing.updateSeats`` returns. Opening a menu or dialog, Share (the dialog copies a link)
and Cancel send nothing. Continue and Decline on a new response open the new participant
form, Decline through its confirmation where options are selected (the response is sent only
from the form).

Each action is labelled by what it does, not by its words. **Irreversible:** the delete-poll
dialog's Delete, from the admin page and from the polls list (``markAsDeleted`` flags the poll
deleted; the app has no restore); Schedule (``polls.book`` with ``notify: "all"``, the only
value the dialog sends: it e-mails every participant with an address and the host a calendar
invitation; judgement call: Reopen takes the event back in the app, but the e-mails are sent);
Delete on the "Are you sure?" warning of edit options (the voted options and their votes are
deleted); Add comment (the comment is shown to everyone and e-mailed to the poll's
notification recipient); a comment's Delete (the comment row deleted, no confirmation); Save
availability on the new participant form (judgement call: the response can be edited and
deleted later, but the host is e-mailed the new response and the participant a confirmation);
the participant's Delete (flagged deleted, no restore); Send invite (an invitation e-mailed);
**revoke:** a member's removal, a pending invite's cancellation (judgement call: its link
stops working; a new invite is another e-mail), an API key's revocation, leaving the space
(judgement call: only a new invitation lets one back in); **delete:** the space's Delete space
permanently (its polls deleted with it); **delete-user:** Delete account on a self-hosted
instance (``deleteAccountAction`` hard-deletes the user at once). **Harmless:** Close and
Reopen poll, the edit pages' Save (details, added options, settings: set back at will),
Duplicate (a new poll), muting notifications, Save on one's own response (votes
set again at will), renaming a participant, Make admin, the profile's Save, the
e-mail change (judgement call: the verification code goes to the user's own new address and
the address can be changed again), Delete account on the hosted service (judgement call:
``scheduleAccountDeletionAction`` only schedules the deletion and stops renewals, the code says
"nothing here is irreversible", and Cancel deletion restores the account within the recovery
window), Cancel deletion, sign out, Add seats (judgement call: ``billing.updateSeats``
only opens Stripe's subscription-update confirmation page, where the charge is confirmed), and
every control that only opens a menu, a dialog or a page. Every screen is a web page
(``web: true``) and every action states its requests and bodies.

    git clone https://github.com/lukevella/rallly rallly
    git -C rallly checkout c629b3148024e40a115a731d3660d725c9329b0e
    python tests/safety/heldout_v187/build.py rallly

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

from rallly import screens
from web_corpus import build

# Rallly's catalogue for each language; ja and ko have none and show English.
LANGUAGES = {"en": "en", "zh": "zh", "ja": None, "ko": None, "de": "de", "fr": "fr",
             "es": "es", "pt": "pt-BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v187.yaml")
PLURAL = re.compile(r"\{(\w+), plural, ((?:[=\w]+ \{[^{}]*\}\s*)+)\}")


class Lookup:
    """``t(key, **values)`` as i18next with ICU: the language's string, English where the
    language (or its string) is missing (``fallbacks``); a plural picks ``=n``, ``one`` or
    ``other`` by its count (``#`` the count), ``{name}`` is filled in, tags dropped."""

    def __init__(self, root: Path, folder: str | None) -> None:
        self.english = self.read(root / "en")
        self.table = self.read(root / folder) if folder else {}
        self.fallbacks: set[str] = set()

    @staticmethod
    def read(folder: Path) -> dict[str, str]:
        return json.loads((folder / "app.json").read_text(encoding="utf-8"))

    def __call__(self, key: str, **values: Any) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in the app")
        text = self.table.get(key) or ""
        if not text:
            self.fallbacks.add(key)
            text = self.english[key]

        def plural(m: re.Match[str]) -> str:
            count = int(values[m.group(1)])
            forms = dict(re.findall(r"([=\w]+) \{([^{}]*)\}", m.group(2)))
            form = forms.get(f"={count}") or forms.get("one" if count == 1 else "other")
            return (form or forms["other"]).replace("#", str(count))

        text = PLURAL.sub(plural, text)
        text = re.sub(r"\{(\w+)\}", lambda m: str(values.get(m.group(1), m.group(0))), text)
        return re.sub(r"</?\w+>", "", text).strip()


def main(checkout: str) -> int:
    root = Path(checkout) / "apps" / "web" / "public" / "locales"

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens, ("message",))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
