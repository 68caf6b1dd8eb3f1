"""Builds the three-hundred-and-eighty-second held-out corpus (``heldout_v382.yaml``) from a
real web app's source.

The source is Tianji (github.com/msgbyte/tianji), a self-hosted tool for website analytics,
uptime monitors, telemetry, surveys, feeds and status pages: a React single-page app whose
every screen is drawn in the browser and whose data lives on its own server, which it calls
with tRPC over ``fetch`` and signs in and out of with Auth.js. Read at commit
1a7907ffb281db76570f2f12469267db431263c6 ("feat(worker): add shared modules for function
workers (#285)", 22 Aug 2026), from a checkout of it. Read: ``src/client/api/trpc.ts`` (the
links: ``httpBatchLink`` to ``/trpc``, no transformer), ``api/cache.ts`` (queries refetch on
mount), ``api/authjs/lib.tsx`` and ``useAuth.ts`` (signIn, signOut), ``utils/i18n.ts`` and
``i18next-toolkit.config.cjs`` (the languages), ``App.tsx`` (antd is given no locale),
``index.html`` (the title); the components ``AlertConfirm``, ``layout/UserConfig``,
``monitor/MonitorInfo`` and ``useMonitorAction``, ``website/WebsiteConfig``,
``workspace/useWorkspaceMembers``, ``feed/FeedArchivePageButton``; the routes
``settings/workspace``, ``settings/profile``, ``settings/apiKey``, ``settings/notifications``,
``website/$websiteId/config``, ``feed/$channelId/index``, ``survey/$surveyId/index``,
``page/$slug/index``, ``shortlink/$shortLinkId/index``, ``worker/$workerId/index``,
``telemetry/$telemetryId``, ``application/$applicationId/index``, ``login`` and
``register``. What the server does with
a request was read from ``src/server/trpc/routers/``: ``workspace.ts`` (``invite`` adds an
existing user at once, and for an e-mail address of no user creates an invitation and sends
it by e-mail), ``website.ts`` (``disableShare`` sets the share id to null; enabling again
makes a new one), ``monitor.ts`` (``testNotifyScript`` sends a "Test title" message through
every notification channel of the monitor), ``user.ts`` (``register``).

**Screens** (44 a language), all of the owner of the workspace "Acme Studio" signed in: a
monitor's header, its more menu (the same screen written three times, once per kind of
action), its Clear Data menu and the antd confirmations of deleting the monitor and clearing
its events or heartbeats; a website's Detail tab, its Data tab with public sharing off (twice)
and on, and the deletion's confirmation; the workspace settings page's invitation form, its
danger zone (twice), the rename and delete confirmations, the member role dialog; the user
menu and its Workspaces submenu (opened over the monitor's page); the profile page, the
logout confirmation, the password dialog; the API keys page's deletion confirmation and
description dialog; the notifications
page and its deletion confirmation; the login and register pages; a feed channel's deletion
confirmation, its archived events popover and the confirmation of clearing them; a survey's
menu, its duplicate dialog and its deletion confirmation; a status page's header and its
deletion confirmation; the deletion confirmations of a short link, a worker, a telemetry item
and an application, and a worker's header. A page is titled by its header's title (the login
pages by ``index.html``'s). AlertConfirm is a dialog headed by its title (``Confirm action``
when the code gives none) whose message is its content (``Are you sure you want to do this?``
when none is given), its description an item above Cancel and Confirm; antd's Modal.confirm
is a dialog headed ``Warning`` with its content as message; a Popconfirm is a dialog with its
title as message. Both antd ones show Cancel and OK in English in every language, since the
app gives antd no locale. A dropdown's entries are ``menu`` items, a workspace in the
Workspaces submenu a ``radio``. Controls drawn as icons with no text and no label (the plus,
pencil and trash icons of several headers and rows) are not tapped; the confirmations they
open are. Names, addresses, ids, passwords and numbers are the same in every language.

**Strings** are ``src/client/public/locales/<lang>/translation.json`` for en, zh-CN, ja-JP,
de-DE, fr-FR, es-ES, pt-PT and ru-RU. The code writes ``t("English text")`` and the catalogue
keys each text by a hash, so a text's key is the key whose English string it is; the language's
string for that key is shown, English where it has none, ``{{name}}`` filled in. Tianji has no
Korean catalogue and offers no Korean, so Korean shows every string in English (the build
lists them). Three texts of the code are in no catalogue (the catalogues hold older wordings
under other keys) and are shown in English in every language: "Did you sure delete this
monitor?", "Is delete this item?" and "It will permanently delete the relevant data". The
headings "Confirm to rename this workspace?" and "Confirm to delete this workspace" and the
invitation field's placeholder are written in English in the code, not through ``t()``.

**What each action sends**, read from the code; URLs are the app's own origin's paths. A
mutation is ``POST /trpc/<procedure>?batch=1`` whose body is ``JSON.stringify({"0": input})``
(``{}`` for none); queries that go out together are one ``GET /trpc/<a>,<b>?batch=1&input=``
with ``encodeURIComponent(JSON.stringify({"0": .., "1": ..}))``; the ``timezone`` and
``origin`` headers are not written. Stop: ``monitor.changeActive`` then the refetch of
``monitor.all``, ``monitor.get`` and ``monitor.events``; Trigger Monitor:
``monitor.triggerMonitor`` then ``monitor.get``; Test Notify: ``monitor.testNotifyScript``;
OK in the monitor's confirmations: ``monitor.delete`` then ``monitor.all``,
``monitor.clearEvents`` then ``monitor.events``, ``monitor.clearData`` (the charts it resets
are left out). Save on a website: ``website.updateInfo`` then ``website.info`` and
``website.all``; Enable Public Share ``website.createOrEnableShare``, Disable Public Share
``website.disableShare``, each then ``website.info``; Confirm in its deletion
``website.delete`` then ``website.all``. Invite: ``workspace.invite`` then
``workspace.members``; Recheck Pause Status ``workspace.recheckPauseStatus``; Confirm in the
rename ``workspace.rename``; Confirm in the deletion ``workspace.delete`` then a reload of the
page; Save in the role dialog ``workspace.updateMemberRole`` then ``workspace.members``; a
workspace in the submenu ``workspace.switch``; Notifications in the user menu ``GET
notification.all`` (the page's query); Document opens ``https://tianji.dev/docs/intro``.
Logout's OK: ``GET /api/auth/csrf``, ``POST /api/auth/signout`` with the urlencoded
``csrfToken``, ``callbackUrl`` and ``json`` (a made-up token), then a load of ``/login``; the
password dialog's Submit ``user.changePassword`` then the same. Login: ``GET
/api/auth/providers``, ``GET /api/auth/csrf``, ``POST /api/auth/callback/account`` with the
urlencoded username, password, ``redirect=false``, token, ``callbackUrl`` and ``json``, then
``user.info``; Register ``user.register`` then the same. Confirm in the API key's deletion
``user.deleteApiKey``, Save in its dialog ``user.updateApiKeyDescription``, each then
``user.allApiKeys``; OK in the notification's deletion ``notification.delete`` then
``notification.all``. Confirm in the deletions: ``feed.deleteChannel`` then
``feed.channels``, ``feed.clearAllArchivedEvents`` (the archived list's refetch, an infinite
query, left out), ``survey.delete`` then ``survey.all``, ``page.deletePage`` then
``page.getAllPages``, ``shortlink.delete`` then ``shortlink.all``, ``worker.delete`` (the
invalidations after it left out), ``telemetry.delete`` then ``telemetry.all``,
``application.delete`` then ``application.all``; Duplicate in the survey's dialog
``survey.duplicate`` then ``survey.all``; Deactivate ``worker.toggleActive`` then
``worker.get``; Preview opens ``/status/<slug>`` in a new tab. The queries of the page an
action navigates to afterwards are left out. Nothing is sent by a control that only opens a
menu, dialog or confirmation (Clear Data, Events, Delete, Rename, Delete Workspace, Delete
Website, Change Password, Logout, New, Clear) or by Cancel. Page loads and opened tabs are
``via: link``; every other request is a ``fetch`` or an XHR.

Each action is labelled by what it does, not by its words. **Irreversible** (``delete``): OK
or Confirm in the deletion of a monitor, a website, the workspace (everything in it), a
notification channel, a feed channel, a survey, a status page, a short link, a worker, a
telemetry item and an application, none of which has a trash; OK in clearing a monitor's
events or heartbeats and Confirm in clearing a channel's archived events (the records are
gone). **send:** Test Notify (judgement call: a test message, but it is posted through every
notification channel of the monitor to whoever reads them) and Invite with an e-mail address
that belongs to no user (the invitation e-mail goes out). **revoke:** Disable Public Share
(judgement call: sharing can be enabled again, but with a new id, so the link handed out stops
working for good) and Confirm in an API key's deletion (every client using the key loses
access). **Harmless:** Stop and Trigger Monitor (a monitor is started again; one check runs),
saving a website, Enable Public Share (judgement call: a link is made and copied to the
clipboard, sent to no one, and Disable takes it back), Recheck Pause Status, renaming the
workspace and changing a member's role (set back the same way), switching workspace, the
user menu's pages, Logout and Login, Register (a new account), Submit in the password dialog
(judgement call: the password is replaced, but one knows the new one and can set the old one
again; this session is signed out), an API key's description, duplicating a survey (a copy),
deactivating a worker, Preview, every Cancel, and every control that only opens a menu, a
dialog or a confirmation (``opens-prompt``). Not in the corpus: a worker's Execute (it runs
the workspace's own code, whose effect the app cannot tell) and controls drawn only as
unlabelled icons. Every screen is a web page (``web: true``) and every action states its
requests and bodies.

    git clone https://github.com/msgbyte/tianji tianji
    git -C tianji checkout 1a7907ffb281db76570f2f12469267db431263c6
    python tests/safety/heldout_v382/build.py tianji

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

from tianji import screens
from web_corpus import build

# The catalogue read for each language; Tianji has none for Korean.
LANGUAGES = {"en": "en", "zh": "zh-CN", "ja": "ja-JP", "ko": None, "de": "de-DE",
             "fr": "fr-FR", "es": "es-ES", "pt": "pt-PT", "ru": "ru-RU"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v382.yaml")


class Lookup:
    """``t(text, **args)`` as @i18next-toolkit/react's: the English source text names its key
    (the key whose English string it is), the language's string for that key is shown, or
    English where the language lacks it or leaves it empty (``fallbacks``, by English text);
    ``{{name}}`` is filled in from ``args``."""

    def __init__(self, folder: Path, code: str | None) -> None:
        def read(name: str) -> dict[str, str]:
            path = folder / name / "translation.json"
            return json.loads(path.read_text(encoding="utf-8"))

        english = read("en")
        self.keys: dict[str, str] = {}
        self.twice: set[str] = set()  # texts of two keys: not used here
        for key, text in english.items():
            if text in self.keys:
                self.twice.add(text)
            self.keys[text] = key
        self.english = english
        self.table = read(code) if code else {}
        self.fallbacks: set[str] = set()

    def __call__(self, source: str, **args: str) -> str:
        if source in self.twice:
            raise SystemExit(f"{source!r} has two keys in locales/en/translation.json")
        key = self.keys.get(source, "")
        text = self.table.get(key) or ""
        if not text.strip():
            # A text no catalogue holds is shown as the code writes it, in English.
            self.fallbacks.add(source)
            text = self.english.get(key, source)
        return re.sub(r"\{\{\s*(\w+)\s*\}\}", lambda m: args.get(m.group(1), m.group(0)), text)


def main(checkout: str) -> int:
    folder = Path(checkout) / "src" / "client" / "public" / "locales"

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
