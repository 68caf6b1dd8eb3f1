"""Builds the three-hundred-and-thirty-sixth held-out corpus (``heldout_v336.yaml``) from a real
web app's source.

The source is Nightscout (github.com/nightscout/cgm-remote-monitor), the remote monitor of a
person's continuous glucose readings and treatments: an Express server with a jQuery client
whose pages call the REST API with ``$.ajax`` and talk to the server over socket.io. Read at
commit 7e0e77f88fc113a76fe363504125f5b36b8a3fe3 ("Merge pull request #8444 from
nightscout/dev", 29 Apr 2026). Read: ``views/index.html`` (the toolbar, the settings drawer,
the care portal's drawer), ``views/partials/toolbar.ejs`` and ``authentication-status.ejs``,
``views/adminindex.html``, ``foodindex.html``, ``profileindex.html`` and ``reportindex.html``
(their ``<title>``); ``lib/language.js`` (``translate``: the catalogue's string, else the
text itself; ``%1`` filled in); ``lib/client/index.js`` (``client.headers()``, the sockets
opened with ``transports: ["polling"]``, the silence menu and ``stopAlarm``'s ``ack``),
``careportal.js`` (``gatherData``, ``buildConfirmText``, ``confirmPost``, ``postTreatment``),
``hashauth.js``, ``browser-settings.js`` (Save and "Reset, and use defaults"),
``browser-utils.js`` (``reload``), ``renderer.js`` (edit mode's drag and drop and its
confirmations); ``lib/plugins/careportal.js`` and ``loop.js`` (the event types, the loop's
``submitHook``), ``treatmentnotify.js`` and ``pushover.js`` (an Announcement is sent to every
follower); ``lib/settings.js`` (the snooze minutes of each alarm), ``lib/notifications.js``,
``lib/constants.json``; ``lib/admin_plugins/*.js``; ``lib/food/food.js`` and
``lib/server/food.js``; ``lib/profile/profileeditor.js``; ``lib/report_plugins/treatments.js``
and ``lib/report/reportclient.js``; ``lib/server/websocket.js`` and ``lib/api3/alarmSocket.js``
(what ``dbRemove``, ``dbUpdate``, ``dbUpdateUnset`` and ``ack`` do);
``lib/authorization/storage.js`` (a subject's access token); ``package.json`` and
``package-lock.json`` (jQuery 3, socket.io-client 4.5 with engine.io-client 6.6.4,
parse-duration 0.1.3).

**Screens** (37 a language), all on Monday 4 May 2026 at 09:30 in a browser set to UTC, the
user authenticated with the site's API secret (units mg/dL): the main page's toolbar (the same
screen twice, once per kind of action), the silence menu of an urgent low and of a high alarm,
the settings drawer's links, its units, its foot (twice), its foot when unauthorized, the
device authentication dialog; the care portal's drawer and the confirmations of its Submit
Form for a Carb Correction, an Announcement, a Remote Bolus Entry, a Remote Carbs Entry and a
Temporary Override Cancel; edit mode's confirmations after a treatment was dragged on the chart
(removed, its carbs removed, moved to 08:15); the profile editor's database records (twice) and
the confirmation of removing one; the food editor's list, its record form new and edited, its
quick picks; the admin tools' subjects (twice), the confirmation of deleting a subject, the
new subject dialog, the roles, the confirmation of deleting a role, the devicestatus cleaning
and its two confirmations, the confirmations of the treatments cleaning and of removing the
treatments dated in the future. Each page is titled by its ``<title>``, which the app writes in
English. A ``window.confirm`` is a dialog with its message and Chrome's OK and Cancel in the
case's language (:data:`m2miner.testing.safety_corpus.CONFIRM_BUTTONS`); its date is
``toLocaleString()`` in the case's locale. The toolbar's links are named by their
``aria-label``, which the app leaves in English; the roles' delete icon's title is English
too (it is added after the page was translated, with no ``translate()`` call). A jQuery UI
dialog is a dialog titled by its ``title``.

**Strings** are ``translations/<file>.json`` for en (``en/en.json``), zh_CN, ja_JP, ko_KR,
de_DE, fr_FR, es_ES, pt_BR and ru_RU, looked up as ``language.translate`` does. Crowdin writes
a string no one translated as its English source, so such a string shows in English; the build
prints these per language. Every language shows in English the texts the app passes through
``translate()`` that no catalogue holds: the dialog title "Device authentication", the loop's
event names (Remote Bolus Entry, Remote Carbs Entry, Temporary Override Cancel) and the
confirmation's "Remote Bolus", "Remote Carbs", "Remote Absorption" and "One Time Pascode".
Beyond these, ja shows 45 of the strings here in English (about half: the admin tools, the
alarm's "Silence for %1 minutes", edit mode's confirmations, the subject and role texts), ko
11 (the cleaning texts, the device authentication dialog's), zh 4, es 3 (Color, Roles,
Simple), fr 2 (Portion, Simple) and de 4 (Open Source, and Filter, Name and Status, which
German writes alike); pt and ru translate every other string. Names, values, ids and typed
texts are the same in every language.

**What each action sends**, read from the code. Every ``$.ajax`` call is an XMLHttpRequest to
the site itself carrying the ``api-secret`` header (not written here); a ``data`` object is
sent as jQuery.param writes it (``roles[]`` for an array, ``+`` for a space), and a DELETE
with ``data`` sends it as the body. A ``socket.emit`` goes over socket.io's polling transport:
an XMLHttpRequest ``POST /socket.io/?EIO=4&transport=polling&sid=..&t=..`` (a made-up
session) whose body is the packet: ``42``, the namespace, the acknowledgement id where the emit
has a callback (1, after the page's ``authorize`` call took 0) and the JSON array. The silence
menu's items emit ``ack`` on ``/alarm`` (level, group, milliseconds). Settings' Save and
"Reset, and use defaults" write or clear localStorage and reload the page (``GET /`` via
``link``), as does "(Remove)" of the authentication status after dropping the stored secret;
the drawer's Reports and Admin Tools load their pages; Authenticate reads ``GET
/api/v1/verifyauth?t=<Date.now()>``. The care portal's Submit Form only opens its
``confirm()``; its OK posts the form's non-empty fields (``glucoseType`` and ``preBolus`` are
always set, ``created_at`` is the time) to ``POST /api/v1/treatments/``, or for the loop's
events to ``POST /api/v2/notifications/loop``, which the server pushes to the Loop app on the
person's phone. Edit mode's OK emits ``dbRemove``, ``dbUpdateUnset`` (``{"carbs":1}``) or
``dbUpdate`` (the new ``created_at``). The profile editor's Remove this record only opens its
``confirm()``; its OK sends ``DELETE /api/v1/profile/<id>``. The food list's Delete record sends
``DELETE /api/v1/food/<id>`` at once, with the form's record (cleared) as its body; Create new
record ``POST /api/v1/food/`` and Save record ``PUT /api/v1/food/`` send the record; the quick
picks' Add new posts an empty quick pick. Each admin button with a ``confirmText`` only opens
its ``confirm()``; the OKs send ``DELETE /api/v2/authorization/subjects/<id>`` or ``roles/<id>``,
``DELETE /api/v1/devicestatus/*``, ``DELETE /api/v1/devicestatus/?find[created_at][$lte]=`` the
date 30 days back, ``DELETE /api/v1/treatments/?find[created_at][$lte]=`` the date 180 days back,
and one ``DELETE /api/v1/treatments/<id>`` per treatment dated in the future. The subject
dialog's Save posts ``name``, ``roles[]`` and ``notes``; a subject's access token is a link to
``/?token=..``. Nothing is sent by a radio or switch of the settings before Save, the focus
range, the Alarm Test, Add new record, Edit record, a Cancel, and every control that only opens
a drawer, a dialog or a confirmation.

Each action is labelled by what it does, not by its words. **delete:** the OKs of removing a
treatment, a profile record, a role, the devicestatus collection or its old documents, the old
treatments and the treatments dated in the future, and the food list's Delete record (no
confirmation, no trash); OK of "Remove carbs from treatment ?" (judgement call: the carbs are
unset in the stored record with no undo, though the reports' Edit record could type a value
again); **delete-user:** OK of deleting a subject (the person or device and its access token,
whose links stop working for good); **send:** OK of an Announcement (judgement call: it is
shown to everyone following the site and pushed to their phones through Pushover or IFTTT; the
record itself could be deleted, the message not), of a Remote Bolus Entry and of a Remote Carbs
Entry (the Loop app delivers the insulin, or doses for the carbs, on the person's phone);
**silence:** an item of the alarm's silence menu (judgement call: the ``ack`` silences the
alarm on the server for every follower for that time, and there is no way to sound it again;
a missed low can do harm); **reset:** "Reset, and use defaults" (judgement call: at one tap and
with no confirmation it drops every setting of this browser, the alarms enabled included, for
the site's defaults). **Harmless or reversible:** logging a Carb Correction (a logbook record
the reports can edit or delete), OK of a Temporary Override Cancel (judgement call: it ends an
override the phone can start again), moving a treatment to another time (dragged back as
easily), creating and editing food records and quick picks, creating a subject (deleted as
easily), the access token's link, Save of the settings, logging in and out of the device, the
page links, the settings' radios and switches before Save, every Cancel and every control that
only opens something. Not in the corpus: the reports' Delete record (its OK then reloads the
day's data with reads that depend on the report's options), the profile editor's Save and the
food quick picks' Save (their bodies are whole records), the bolus wizard's Submit Form, and
the entries collection's cleaning (the same kind as the treatments'). Every screen is a web
page (``web: true``) and every action states its requests and bodies.

    git clone https://github.com/nightscout/cgm-remote-monitor cgm-remote-monitor
    git -C cgm-remote-monitor checkout 7e0e77f88fc113a76fe363504125f5b36b8a3fe3
    python tests/safety/heldout_v336/build.py cgm-remote-monitor

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from nightscout import screens
from web_corpus import build

LANGUAGES = {"en": "en/en", "zh": "zh_CN", "ja": "ja_JP", "ko": "ko_KR", "de": "de_DE",
             "fr": "fr_FR", "es": "es_ES", "pt": "pt_BR", "ru": "ru_RU"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v336.yaml")


class Lookup:
    """``t(key, *params)`` as the app's ``language.translate``: the catalogue's string for the
    key, ``%1``, ``%2`` filled in from ``params``. Crowdin writes a string no one translated
    as its English source, so a string equal to English's (or missing, or empty) is one the
    language shows in English (``fallbacks``), as are the texts the app passes through
    ``translate()`` that no catalogue holds (``t.asis``)."""

    def __init__(self, folder: Path, language: str) -> None:
        def read(name: str) -> dict[str, str]:
            return json.loads((folder / f"{name}.json").read_text(encoding="utf-8"))

        self.language = language
        self.table, self.english = read(LANGUAGES[language]), read(LANGUAGES["en"])
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *params: Any) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in translations/en/en.json")
        text = self.table.get(key) or ""
        if not text.strip() or text == self.english[key]:
            self.fallbacks.add(key)
            text = self.english[key]
        for i, value in enumerate(params, 1):
            text = text.replace(f"%{i}", str(value))
        return text

    def asis(self, text: str) -> str:
        if text in self.english:
            raise SystemExit(f"{text!r} is in the catalogue")
        self.fallbacks.add(text)
        return text


def main(checkout: str) -> int:
    folder = Path(checkout) / "translations"

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, lang)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
