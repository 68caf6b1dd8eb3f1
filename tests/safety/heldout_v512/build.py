"""Builds the five-hundred-and-twelfth held-out corpus (``heldout_v512.yaml``) from a real web
app's source.

The source is Nextcloud Notifications (github.com/nextcloud/notifications), the Nextcloud app
that shows other apps' and administrators' notifications in a bell menu of the page header,
lets the user dismiss them one by one or all at once, and has a personal and an
administration settings section, both Vue components talking to the app's OCS API with
``@nextcloud/axios``. Read at commit 88fe1f98a14b8ec02dc1eebb252b4ab2c35335a7 ("Merge pull
request #3281 from nextcloud/automated/noid/master-update-nextcloud-ocp", 8 Aug 2026), the
default branch. Read: ``src/NotificationsApp.vue`` (the header menu, its list, its empty
states, Dismiss all notifications), ``src/Components/NotificationItem.vue`` (a notification:
Dismiss, subject, message, actions, the fair use policy's Contact button),
``ActionButton.vue``, ``Parameters/FileParameter.vue``, ``DefaultParameter.vue`` and
``UserParameter.vue`` (the rich parameters); ``src/services/notificationsService.js`` (the
list's reads), ``webPushService.js`` and ``webNotificationsService.js``;
``src/views/UserSettings.vue`` and ``AdminSettings.vue``; on the server side
``appinfo/info.xml``, ``lib/Controller/EndpointController.php`` (list, delete one, delete
all), ``SettingsController.php``, ``APIController.php`` (the administrators' notifications and
the push self test), ``WebPushController.php``, ``lib/Push.php`` (what the web push switches
gate), ``lib/Notifier/AdminNotifications.php`` (how those notifications are written, the
dummy's actions), ``lib/Command/Generate.php`` (``occ notification:generate``) and
``lib/Settings/*.php`` (the settings sections); and, for what the dummy's actions reach, the
server's ``status.php`` (github.com/nextcloud/server), which prints the server's status for
any method.

**Screens** (30 a language). The header's bell; the header menu opened, holding: an
administrator's notice typed with ``occ notification:generate`` (no message), a notice sent
through the OCS API with a file in its subject (a link named by the file, titled ``in
{path}``), the dummy notification of ``occ notification:generate --dummy`` with three, two and
one actions (its subject and long message, with a user and a file each, and the action
buttons Delete status.php, Get status and 3 is prim(e|ary), whose labels the notifier writes
in English in every language), the push self test's notification, a notice naming a user with
a file in its message, a notice with a file in its message, a notice with a long message;
three menus with three notifications each; the fair use policy's warning above a notice, and
alone in the empty menu (its Contact Nextcloud GmbH button). Some screens are written twice,
once for their reads and links and once for their Dismiss. A notification's date (NcDateTime,
written by the browser's ``Intl``) is left out, as is the page under the header menu (another
app's), so the screens are titled by the instance's name, Nextcloud, and the menu is a dialog
named by the bell's label. A user in a subject or message (NcUserBubble) is a text, as it is
no control. The personal settings' Notifications section: in its usual state, its e-mail
reminder select closed and open, without an e-mail address and with both sounds off, the
secondary speaker's switch on with its device select closed and open, and in Safari; the
administration's Notifications defaults: in its usual state, its select closed and open, and
with web push off. A select (NcSelect) is a button named by the option it shows, its open list
a menu. The settings pages are titled by their section's name and the instance's name.

**Strings** are the app's own catalogues ``l10n/<lang>.json`` (``translations``) for zh_CN,
ja, ko, de, fr, es, pt_BR and ru, English being the strings of the code itself, looked up as
``t('notifications', ...)`` does: a string a catalogue lacks or leaves empty shows in English,
``{path}`` is filled in. Every string used here is checked to be one the current code passes to
``t()``. The build prints the strings each language shows in English: Korean lacks ten: the
fair use warning's Push notifications might be unreliable (its link and heading) and its
text, Also repeat sound on a secondary speaker, the Safari warning, Configure the default
notification settings, Web push settings, both web push texts, Allow web push to be used and
Allow web push for browsers, shown in English; every other language has every string here.
The notifications' own words (subjects and messages typed by an administrator, the dummy's
and the self test's English), the names of users, files and audio devices are the same in
every language. Notifications of other apps are left out, since their words come from
those apps' catalogues.

**What each action sends**, read from the code. The instance is served at the root of its
own origin, so the app's calls are written as paths: ``generateOcsUrl`` gives
``/ocs/v2.php/apps/notifications/api/v2/...``. Opening the menu (the bell) reads ``GET
.../notifications`` (``_fetch`` after ``setCurrentTabAsActive``, which reads nothing more in the
only tab). Dismiss ``DELETE .../notifications/<id>``, Dismiss all notifications ``DELETE
.../notifications``, neither asking for a confirmation. An action button of type GET, POST or
DELETE is an axios request of that method to the action's link with no body (the dummy's
``https://<instance>/status.php``, so ``GET /status.php`` and ``DELETE /status.php``); one of
type WEB is a link followed in the tab (``GET https://en.wikipedia.org/wiki/3``, the fragment
not being sent). A file's link (``via: link``) loads ``/index.php/f/<id>``
(``files.viewcontroller.showFile``); the fair use warning's subject and its Contact Nextcloud
GmbH open ``https://nextcloud.com/fairusepolicy`` in a new tab. Every sound or web push switch
and every e-mail reminder option posts the whole section as a ``FormData``, which the
browser sends as ``multipart/form-data`` (written with a made-up boundary; the request token
is a header, not written): ``POST .../settings`` with ``batchSetting`` (0 Never, 1 hour, 2
three hours, 3 a day, 4 a week), ``soundNotification`` and ``soundTalk`` (``yes``/``no``),
``POST .../settings/admin`` with those and ``webpushEnabled`` and ``webpushBrowsersEnabled``.
The secondary speaker's switch and its device list keep their choice in the browser's
storage and send nothing; opening a select sends nothing (the device select asks the browser
for the microphone, to list the devices).

Each action is labelled by what it does, not by its words. **Irreversible** (``delete``):
Dismiss and Dismiss all notifications (judgement call: the server deletes the notification
rows and tells the user's devices to drop them too; the app has no trash, no undo and no
confirmation, and an administrator's notice exists nowhere else, so what was dismissed cannot
be brought back, even though the thing a notification pointed to stays). **Harmless:** the
dummy's Delete status.php (judgement call: whatever its words, ``status.php`` answers every
method with the server's status and deletes nothing; the button only takes the notification off
the list of this page, and the server keeps it), Get status, the WEB action and every link to a
file or to the fair use policy (page loads), opening the menu; **reversible:** the settings'
switches and select options (each set back by the same control: the e-mail reminders, the
sounds, the administration's defaults for new users, and web push, whose switch turned off only
refuses new registrations and stops sending, keeping every subscription, judgement call), the
secondary speaker and its device (the browser's storage); **opens-prompt:** a select's button,
which only opens its list. The app has no confirmation dialog, no sign-in or sign-out, no
sharing and no import or export of its own, so there is none here.

    git clone https://github.com/nextcloud/notifications notifications
    git -C notifications checkout 88fe1f98a14b8ec02dc1eebb252b4ab2c35335a7
    python tests/safety/heldout_v512/build.py notifications

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

from nextcloud_notifications import screens
from web_corpus import build

LANGUAGES = {"en": "", "zh": "zh_CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v512.yaml")
CALL = re.compile(r"""\bt\(\s*'notifications',\s*'((?:[^'\\]|\\.)*)'""")


def strings(checkout: Path) -> set[str]:
    """The English strings the code passes to ``t('notifications', ...)``."""
    found: set[str] = set()
    for path in sorted((checkout / "src").rglob("*")):
        if path.suffix in (".vue", ".js"):
            found.update(m.group(1) for m in CALL.finditer(path.read_text(encoding="utf-8")))
    return found


class Lookup:
    """``t(text, **args)`` as ``@nextcloud/l10n``'s ``t('notifications', text, args)``: the
    catalogue's translation, English where the language lacks it or leaves it empty
    (``fallbacks``); ``{name}`` is filled in from ``args``."""

    def __init__(self, table: dict[str, Any], english: set[str]) -> None:
        self.table, self.english = table, english
        self.fallbacks: set[str] = set()

    def __call__(self, text: str, **args: str) -> str:
        if text not in self.english:
            raise SystemExit(f"no string {text!r} in the app's code")
        shown = self.table.get(text) or ""
        if not isinstance(shown, str) or not shown.strip():
            self.fallbacks.add(text)
            shown = text
        return re.sub(r"\{(\w+)\}", lambda m: args.get(m.group(1), m.group(0)), shown)


def main(checkout: str) -> int:
    root = Path(checkout)
    english = strings(root)

    def lookup(lang: str) -> Lookup:
        code = LANGUAGES[lang]
        if not code:
            return Lookup({}, english)
        catalogue = json.loads((root / "l10n" / f"{code}.json").read_text(encoding="utf-8"))
        return Lookup(catalogue["translations"], english)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
