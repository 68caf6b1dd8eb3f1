"""Builds the five-hundred-and-forty-first held-out corpus (``heldout_v541.yaml``) from a real
web app's source.

The source is Overseerr (github.com/sct/overseerr), a request manager for a Plex server's users:
a Next.js single-page app (React, Tailwind, headless UI) whose every control calls the server's
API, ``/api/v1/`` on the page's own origin, through axios (an ``XMLHttpRequest``). Read at commit
46a9b244efd81e0e70a16a851252114bc2d3c2ca ("feat(lang): Translations update from Hosted Weblate
(#4060)", 28 Mar 2025), the head of its default branch, ``develop``. Read in ``src``:
``pages/_app.tsx`` (react-intl's IntlProvider, ``defaultLocale="en"``, the catalogue of the
user's Display Language loaded by ``loadLocaleData``), ``context/LanguageContext.tsx``,
``i18n/globalMessages.ts`` and ``i18n/locale/*.json``, with ``babel.config.js`` (the
``react-intl-auto`` plugin: a message's id is its folder and key, ``components.UserList.
deleteuser``, its English text the code's default); in ``components``: ``Common/`` (``Modal``,
``ConfirmButton``, ``Tooltip``, ``PageTitle``, ``SensitiveInput``, ``SettingsTabs``,
``SlideOver``, ``SlideCheckbox``, ``PlayButton``, ``ButtonWithDropdown``), ``Layout/Sidebar``,
``Layout/UserDropdown`` and ``MiniQuotaDisplay``, ``Discover/index.tsx``,
``Discover/DiscoverSliderEdit`` and ``Discover/constants.ts``, ``RequestList/index.tsx`` and
``RequestList/RequestItem``, ``RequestButton``, ``RequestModal/MovieRequestModal.tsx``,
``RequestBlock``, ``StatusBadge``, ``MovieDetails``, ``ManageSlideOver``,
``IssueModal/CreateIssueModal`` and ``IssueModal/constants.ts``, ``IssueDetails/index.tsx``,
``IssueDetails/IssueDescription`` and ``IssueDetails/IssueComment``, ``UserList/index.tsx``,
``UserProfile/ProfileHeader``, ``UserProfile/UserSettings/index.tsx``,
``UserSettings/UserPasswordChange`` and ``UserSettings/UserPermissions``, ``PermissionEdit``
and ``PermissionOption``, ``Settings/SettingsLayout.tsx``, ``Settings/SettingsMain``,
``Settings/CopyButton.tsx``, ``Settings/SettingsServices.tsx``,
``Settings/SettingsNotifications.tsx``, ``Settings/Notifications/NotificationsDiscord.tsx``,
``NotificationTypeSelector``, ``RegionSelector``, ``LanguageSelector``, ``Login/index.tsx``,
``Login/LocalLogin.tsx`` and ``ResetPassword/RequestResetLink.tsx``. Read in ``server``:
``routes/request.ts`` (approve and decline set the request's status; delete removes its row),
``entity/MediaRequest.ts`` (a new pending request notifies the administrators; an approved one
is sent to Radarr or Sonarr, which start searching and downloading; approval and decline notify
the requester), ``routes/media.ts`` (``/:id/available`` sets the media's status; delete removes
the media's row with its requests and issues) and ``subscriber/MediaSubscriber.ts`` (a movie
becoming available notifies each requester), ``routes/issue.ts`` and
``subscriber/IssueSubscriber.ts`` (a new issue notifies the administrators; resolving and
reopening notify them and the reporter), ``routes/issueComment.ts`` and
``subscriber/IssueCommentSubscriber.ts`` (a comment notifies the administrators and the
reporter), ``routes/user/index.ts`` (a user's deletion removes the user and every request of
theirs), ``routes/user/usersettings.ts`` (a manager sets another user's password without the
current one), ``routes/auth.ts`` (sign-out destroys this session; a reset request e-mails a
link, ``entity/User.ts``'s ``resetPassword``), ``routes/settings/index.ts`` and
``lib/settings.ts`` (the API key regenerated at random; the settings' defaults),
``routes/settings/radarr.ts``, ``routes/settings/notifications.ts`` (a test sends a real
message through the service), ``routes/settings/discover.ts`` (``GET /reset`` clears every
slider and makes the built-in ones again; a custom slider's delete removes it),
``lib/permissions.ts``, ``lib/notifications/index.ts`` and ``constants/issue.ts``.

**Screens** (46 a language, 60 actions), of the owner, "mara" (user 1), on a desktop-sized window,
but where said: the Discover page with the side menu and the header's user menu; the requests
list with Jonas's pending request for Arrival and Liwei's approved one for Spirited Away (three
times: one per kind of action), and with its Delete Request asking "Are you sure?"; as Jonas
(user 7, a local user who may request and report issues), his own requests list with its Cancel
Request, and asking; a movie nobody requested (Past Lives, twice) and its Request Movie modal;
an available movie (Spirited Away) and its Report an Issue modal, Audio chosen and the problem
typed (twice); as Mara again, a movie being downloaded (Perfect Days), its Manage Movie
slide-over (four times) and the slide-over with Clear Data asking; Liwei's audio issue about
Spirited Away, its comment box empty and with a comment typed, the description's menu and the
Delete Issue modal; the user list scrolled to Jonas's row (twice), the Delete User modal of
Jonas and the Create Local User modal filled in; Jonas's Password page with a new password typed
(twice) and his Permissions page before and after Auto-Approve is ticked; the General settings
page (before and after Enable Image Caching is ticked), the Services page scrolled to its Radarr
server and the Delete Radarr Server modal; Discord's notification settings (before and after
Enable Mentions is unticked); the Discover page in its editing mode (three times) and with Reset
to Default asking; signed out, the sign-in page with its local form opened and filled in, and the
password-reset page. A page is titled by its ``document.title`` as PageTitle writes it ("Requests
- Overseerr"; the innermost page's title, as next/head keeps the last). The side menu and the top
bar are the layout's, the same on every page, and shown on the Discover page alone: in Japanese
the side menu's Requests is the Request button's word. A page lists its content top to bottom; a
``<select>`` is a button showing its option; a checkbox (or a SlideCheckbox) is a ``switch``
labelled by its label. A Modal is a dialog of its title and text, its subtitle and controls
after, the buttons as they show (Cancel first, OK last); the Delete Issue modal's title is its OK
button's text and is left out, as the heading would be the first control of that name. The
slide-over is a dialog too, its title "Manage Movie". A ConfirmButton is written twice: with its
label, and with "Are you sure?", the text a first click gives it. A button holding an icon alone
is an ``icon`` named by its Tooltip's text where it has one (Report an Issue, Manage Movie, the
request block's Delete Request), else by its sr-only text ("Open options", written in English in
the code), else an ``id`` named by its Heroicon (``ArrowPathIcon``, the API key's regenerate
button; the eye, copy, close, arrow and chevron buttons). Relative times, formatted dates,
images and posters, the sliders' posters, the Sonarr section and the form of a new slider are
left out, and so are the issue's Comments heading (in Chinese it is the Comment button's word),
the checkbox that turns Discord on and the notification page's description. Names, e-mail
addresses, titles, years, ids, passwords, URLs, queries and comments are the same in every
language; the movies' titles are taken as TMDB's English ones.

**Strings** are ``src/i18n/locale/<code>.json`` at the pinned commit for en, zh_Hans, ja, ko,
de, fr, es, pt_BR and ru (the catalogues of zh-CN and pt-BR, the Display Languages a user picks),
read as react-intl reads a message id: the language's message, the code's English one where the
language lacks the id or leaves it empty (en.json holds the code's English for every id used
here; two ids the movie and series modals share are not used), formatted as intl-messageformat
formats it (arguments filled in, an apostrophe before a brace quoting, the tags of rich text
dropped with their text kept). Every language has a catalogue. Japanese's (656 of 1259 messages)
lacks 57 of the ids shown, so 16 of the 60 taps are English words there (the slider editing's
Remove, Reset to Default and Stop Editing, Manage Movie, Report an Issue, the request block's
Delete Request, the four Are you sure?, Create Local User and Create, Permissions, Enable Image
Caching, Enable Mentions, the user menu's Requests); the other languages lack none of them.
Written in English in the code, so in every language: the names of the notification services
but Email, Web Push and Webhook; "Open options"; the Display Language select's "English".

**What each action sends**, read from the code. Every call is axios's request to ``/api/v1/``
and its path; a plain object body is ``JSON.stringify``'d, keys in the code's order,
``undefined`` ones left out; a call that gives no data sends no body. What the page reads after a
reply (SWR revalidating a list, a count, the user) is not written, nor are the reads of a page
the app routes to: a Next.js ``Link`` or ``router.push`` changes the page without loading it.
Nothing is sent by the side menu's and the user menu's links, the tabs, Forgot Password?, Edit in
the user list, a movie's title, the filter select (it opens its options), the buttons that open
a modal or the slide-over (Request, Report an Issue, Manage Movie, Edit Request, Create Local
User, Add Radarr Server, Delete in the user list and on the Radarr card, the menu's Delete
Issue), the first click of a ConfirmButton (Delete Request, Cancel Request, Clear Data, Reset to
Default), ticking a checkbox or choosing a radio (the form's values change in the page), Stop
Editing and every Cancel and Close. Sign Out ``POST /api/v1/auth/logout``. Approve and Decline
``POST /api/v1/request/112/approve`` and ``.../decline``; Are you sure? of Delete Request
``DELETE /api/v1/request/97``, of Jonas's Cancel Request ``DELETE /api/v1/request/120``. Watch
Trailer opens ``GET https://www.youtube.com/watch?v=<key>`` in a new tab (``window.open``,
``via: link``). Request in the Request Movie modal ``POST /api/v1/request``
``{"mediaId":666277,"mediaType":"movie","is4k":false}`` (Jonas has no advanced requests, so no
overrides). Submit Issue ``POST /api/v1/issue`` ``{"issueType":2,"message","mediaId":41,
"problemSeason":0,"problemEpisode":0}``. In the slide-over: Delete Request ``DELETE
/api/v1/request/131``, at once, with no confirmation; Mark as Available ``POST
/api/v1/media/77/available`` ``{"is4k":false}``; Open in Radarr opens the media's Radarr page in
a new tab (``via: link``); Are you sure? of Clear Data ``DELETE /api/v1/media/77``. On the issue:
Close Issue ``POST /api/v1/issue/15/resolved`` (no body); Comment ``POST
/api/v1/issue/15/comment`` ``{"message"}``; Delete Issue in the modal ``DELETE
/api/v1/issue/15``. Delete in the Delete User modal ``DELETE /api/v1/user/7``; Create in the
Create Local User modal ``POST /api/v1/user`` ``{"username","email","password"}`` (a password
typed: none is generated or e-mailed). Save Changes on Jonas's Password page ``POST
/api/v1/user/7/settings/password`` ``{"currentPassword":"","newPassword","confirmPassword"}``;
on his Permissions page ``POST /api/v1/user/7/settings/permissions`` ``{"permissions":4194464}``
(REQUEST, CREATE_ISSUES and AUTO_APPROVE). Sign In ``POST /api/v1/auth/local``
``{"email","password"}``; Email Recovery Link ``POST /api/v1/auth/reset-password``
``{"email"}``. The API key's regenerate button ``POST /api/v1/settings/main/regenerate`` (no
body); Save Changes on the General page ``POST /api/v1/settings/main`` with the form's ten
values (``lib/settings.ts``'s defaults, the application URL set, image caching on). Delete in
the Delete Radarr Server modal ``DELETE /api/v1/settings/radarr/0``. Discord's Test ``POST
/api/v1/settings/notifications/discord/test`` ``{"enabled":true,"types":286,"options":
{"botUsername","webhookUrl","enableMentions":true}}``; its Save Changes ``POST
/api/v1/settings/notifications/discord`` with the same, mentions off. The slider's Remove
``DELETE /api/v1/settings/discover/12``, at once; Are you sure? of Reset to Default ``GET
/api/v1/settings/discover/reset`` (a GET that writes, sent by axios, no page load). Every screen
is a web page (``web: true``) and every action states its requests and bodies; no page uses
``confirm()``.

Each action is labelled by what it does in the app, not by its words. **Irreversible:**
**send:** Approve (Arrival goes to Radarr, which starts downloading, and Jonas is notified) and
Decline (Jonas is told his request is declined; the app has no way to take a decline back); the
Request Movie modal's Request (the administrators are notified of a new request, which nothing
recalls; judgement call: Jonas may cancel the request while it is pending, but not the
notifications it sent); Submit Issue (the administrators are notified); Comment (the comment is
posted and the administrators and the reporter notified); Mark as Available (each requester of
the movie is told it is available; no control sets the status back but Clear Data); Discord's
Test (a message is posted to the Discord channel); Email Recovery Link (judgement call: an e-mail
with a reset link goes to the account's owner, and a new link replaces any earlier one).
**delete:** Are you sure? of Delete Request and the slide-over's Delete Request (the request's row
is removed; there is no trash); Are you sure? of Jonas's Cancel Request (judgement call: his
pending request is removed; asking again makes a new request, pending again, and notifies the
administrators again); Are you sure? of Clear Data (the media's row, its requests and its issues
are removed); Delete Issue in the modal (the issue and its comments); Delete in the Delete Radarr
Server modal (judgement call: the server's settings, its address, API key and profiles, are gone
and must be entered again); the slider's Remove (removed at once). **delete-user:** Delete in the
Delete User modal (Jonas and all his requests). **overwrite:** Save Changes on Jonas's Password
page (judgement call: Mara sets a password Jonas did not choose, and his own stops working; she
cannot give it back). **revoke:** the API key's regenerate button (the old key stops working for
every program that uses it, with no way back). **reset:** Are you sure? of Reset to Default
(every slider's order, visibility and custom slider are lost). **Reversible or harmless:** the
reads and links, Sign Out (judgement call: only this browser's session ends), Sign In, Close Issue
(judgement call: it notifies the reporter, but Reopen Issue sets it back, and the status is what
it changes), creating a local user (deletable; no e-mail, the password being typed), Jonas's
permissions saved with Auto-Approve (the same page sets them back), the General settings saved
with image caching on and Discord's saved with mentions off (set back the same way), ticking,
choosing, the buttons that only open something and every Cancel and Close. A button or menu item
that only opens a modal, the slide-over, a select's options or a ConfirmButton's question is
``opens-prompt``. Not in the corpus, as their bodies are made of values the page loads and
rewrites: the request modal of an administrator (its overrides), a series' request (its seasons),
the Discover editing's Save Changes (every slider), a job's schedule; and the import of Plex
users (judgement call: it also changes existing users' e-mail, avatar and type, and it was not
labelled).

    git clone https://github.com/sct/overseerr overseerr
    git -C overseerr checkout 46a9b244efd81e0e70a16a851252114bc2d3c2ca
    python tests/safety/heldout_v541/build.py overseerr

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures; nothing in the policy is tuned to it.
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

import overseerr_issues
import overseerr_media
import overseerr_requests
import overseerr_settings
import overseerr_users
from web_corpus import build

COMMIT = "46a9b244efd81e0e70a16a851252114bc2d3c2ca"
# The catalogue each language's user gets (the user's Display Language, _app.tsx's
# loadLocaleData): zh-CN is zh_Hans, pt-BR is pt_BR.
LANGUAGES = {"en": "en", "zh": "zh_Hans", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v541.yaml")
# A quote starts where an apostrophe comes before one of these (intl-messageformat's parser).
QUOTABLE = "{}<>"


def catalogue(checkout: str, code: str) -> dict[str, str]:
    """One language's catalogue at the pinned commit: message id to message."""
    path = f"{COMMIT}:src/i18n/locale/{code}.json"
    text = subprocess.run(["git", "-C", checkout, "show", path], check=True,
                          capture_output=True, text=True).stdout  # fmt: skip
    return json.loads(text)


def plural(lang: str, n: int) -> str:
    """The CLDR plural category of the whole number ``n`` in ``lang``."""
    if lang in ("zh", "ja", "ko"):
        return "other"
    if lang in ("fr", "pt"):
        return "one" if n in (0, 1) else "other"
    if lang == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return "one"
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return "few"
        return "many"
    return "one" if n == 1 else "other"


class Message:
    """An ICU message as react-intl (intl-messageformat) formats it: ``{name}`` filled in, a
    ``plural`` or ``select`` argument's option chosen, ``#`` the plural's number, an
    apostrophe before a syntax character quoting it (``''`` an apostrophe), the tags of rich
    text (``<strong>``) dropped with their content kept."""

    def __init__(self, text: str, values: dict[str, Any], lang: str, key: str) -> None:
        self.text, self.values, self.lang, self.key = text, values, lang, key

    def format(self) -> str:
        out, end = self.message(0, None)
        if end != len(self.text):
            raise SystemExit(f"{self.key}: unbalanced braces")
        return re.sub(r"</?[A-Za-z][\w-]*>", "", out)

    def message(self, i: int, number: int | None) -> tuple[str, int]:
        text, out = self.text, []
        while i < len(text) and text[i] != "}":
            c, following = text[i], text[i + 1 : i + 2]
            if c == "'" and following == "'":
                out.append("'")
                i += 2
            elif c == "'" and ((following and following in QUOTABLE)
                               or (following == "#" and number is not None)):  # fmt: skip
                end = i + 1
                while end < len(text):
                    if text[end] == "'" and text[end + 1 : end + 2] == "'":
                        out.append("'")
                        end += 2
                    elif text[end] == "'":
                        break
                    else:
                        out.append(text[end])
                        end += 1
                i = end + 1
            elif c == "#" and number is not None:
                out.append(str(number))
                i += 1
            elif c == "{":
                value, i = self.argument(i + 1)
                out.append(value)
            else:
                out.append(c)
                i += 1
        return "".join(out), i

    def argument(self, i: int) -> tuple[str, int]:
        text = self.text
        end = min(j for j in (text.find(",", i), text.find("}", i)) if j >= 0)
        name = text[i:end].strip()
        if name not in self.values:
            raise SystemExit(f"{self.key} needs {name!r}")
        value = self.values[name]
        if text[end] == "}":
            return str(value), end + 1
        kind_end = min(j for j in (text.find(",", end + 1), text.find("}", end + 1)) if j >= 0)
        kind = text[end + 1 : kind_end].strip()
        if kind not in ("plural", "select") or text[kind_end] != ",":
            raise SystemExit(f"{self.key}: {kind!r} arguments are not read here")
        i, options = kind_end + 1, {}
        while True:
            while text[i].isspace():
                i += 1
            if text[i] == "}":
                break
            start = i
            while not text[i].isspace() and text[i] != "{":
                i += 1
            selector = text[start:i]
            while text[i] != "{":
                i += 1
            number = int(value) if kind == "plural" else None
            options[selector], i = self.message(i + 1, number)
            i += 1  # the option's closing brace
        if kind == "select":
            chosen = options.get(str(value), options.get("other"))
        else:
            chosen = options.get(f"={value}", options.get(plural(self.lang, int(value))))
            chosen = options["other"] if chosen is None else chosen
        if chosen is None:
            raise SystemExit(f"{self.key}: no option for {value!r}")
        return chosen, i + 1


class Lookup:
    """``t(key, values)`` as react-intl's ``formatMessage`` reads a message id: the language's
    message, English's (the message the code defines, which en.json repeats) where the language
    lacks the id or leaves it empty (``fallbacks``), formatted with ``values`` in the language
    of the message shown."""

    def __init__(self, table: dict[str, str], english: dict[str, str], lang: str) -> None:
        self.table, self.english, self.lang = table, english, lang
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, values: dict[str, Any] | None = None) -> str:
        if key not in self.english:
            raise SystemExit(f"no message {key!r} in the app")
        text, lang = self.table.get(key), self.lang
        if not text:
            self.fallbacks.add(key)
            text, lang = self.english[key], "en"
        return Message(text, values or {}, lang, key).format()


def main(checkout: str) -> int:
    english = catalogue(checkout, LANGUAGES["en"])

    def lookup(lang: str) -> Lookup:
        return Lookup(catalogue(checkout, LANGUAGES[lang]), english, lang)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return (overseerr_requests.screens(t) + overseerr_media.screens(t)
                + overseerr_issues.screens(t) + overseerr_users.screens(t)
                + overseerr_settings.screens(t))  # fmt: skip

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
