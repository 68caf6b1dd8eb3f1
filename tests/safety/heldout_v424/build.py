"""Builds the four-hundred-and-twenty-fourth held-out corpus (``heldout_v424.yaml``) from a
real web app's source.

The source is Nextcloud Announcement Center (github.com/nextcloud/announcementcenter), a
Nextcloud app in which the members of chosen groups post announcements to every user or to
some groups, with activities, notifications and e-mails: a Vue page drawn in the browser that
calls the app's OCS API with @nextcloud/axios. Read at commit
4009f870d3814a7aa53bc418b150dcca21f45deb ("fix(l10n): Update translations from Transifex", 17
Aug 2026). Read: ``src/App.vue``, ``src/Components/NewForm.vue``,
``src/Components/Announcement.vue``, ``src/AdminSettings.vue``, ``src/views/Dashboard.vue``,
``src/dashboard.js``, ``src/services/announcementsService.js``,
``src/store/announcementsStore.js``; ``appinfo/routes.php``, ``appinfo/info.xml``;
``lib/Controller/APIController.php``, ``lib/Controller/PageController.php``,
``lib/Manager.php`` (what an announcement, its deletion and the clearing of its notifications
do), ``lib/Settings/Admin.php``, ``lib/Notification/Notifier.php``,
``lib/Activity/Provider.php`` and ``lib/Dashboard/Widget.php``. The components the page is
built of are @nextcloud/vue's (github.com/nextcloud-libraries/nextcloud-vue, version 9.9.0, the
one the app asks for, at commit 0e0af102a3d5aed8a1309bf17d2dc106959473c4, "Merge pull request
#8829 from Koc/fix/nc-select-ellipsised-option-overflow", 22 Aug 2026): ``NcActions`` (its
trigger is named by its aria-label, "Actions"), ``NcActionCheckbox``, ``NcActionInput``,
``NcSelect`` (a chosen option has a button "Deselect {option}"), ``NcSettingsSelectGroup``
(emits the ids of the chosen groups), ``NcAppSidebar`` ("Close sidebar") and their
``l10n/<lang>.pot`` catalogues. The admin settings save with Nextcloud's
``OCP.AppConfig.setValue`` (core/src/OCP/appconfig.ts): an axios ``POST`` of ``{"value": ..}``
to the provisioning API, with a password prompt first only when the admin's last password entry
is old (here it is recent).

**Screens** (38 a language, 32 of them different; an admin logged in unless said): the new
announcement form empty, filled, and with its options menu open (the four checkboxes all on,
two off, all off), the visibility select of that menu open, with a group chosen; the filled
form to one group without e-mails, with every channel off, scheduled for later, with a deletion
time, to two groups without comments, and on a page with no announcement yet; five
announcements of the list (visible to everyone, to one group, a scheduled one to two groups, to
a group and two more, one with comments off), each with its actions menu closed and open ("Clear
notifications" shows only where the announcement still has notifications), and the comments
sidebar; the admin settings section with its switches on, off, its group select open and with
a second group chosen; the dashboard widget, two notifications, an activity and the entry of
the app menu. A screen of the app's page is titled by its ``document.title``, "Announcements -
Nextcloud"; a menu that is open is written below the form or the announcement it belongs to,
as the page shows it. The authors' dates (``NcDateTime``, "scheduled at {time}") and the
dashboard's relative times are written by the browser's date formats and are left out; a
date-and-time input shows its value as typed (``2026-09-01T09:00``), the browser's time zone
being UTC. The comments in the sidebar are drawn by Nextcloud's comments app, not this app,
and are left out, as is Nextcloud's own header (its log-out).

**Strings** are the app's ``l10n/<lang>.json`` for zh_CN, ja, ko, de, fr, es, pt_BR and ru,
read as @nextcloud/l10n does: English is the string in the source itself, a language that lacks
a string or leaves it empty shows English, ``{name}`` is filled in, and a plural (``%n
comments``, ``visible to group {name} and %n more``) takes the form the catalogue's own
``pluralForm`` rule picks. The build reads the checkout's files and checks every string against
the app's sources. It prints the strings each language shows in English: zh_CN and ko lack
"Schedule announcement time", "Schedule deletion time", "Write announcement text, Markdown can
be used …" and "There are currently no announcements …" (the form's schedule inputs, the
message's placeholder and the empty page's text); es lacks the last two; every other string
here is translated. The three strings of the Vue components are kept in
``announcementcenter.py`` (``LIBRARY``) as their catalogues have them (ru's "Actions" without
its trailing space, as an accessible name drops it); given a checkout of @nextcloud/vue as its
second argument, the build checks them against it. Subjects, messages, people's and groups'
names and numbers are the same in every language.

**What each action sends**, read from the code. Every request goes to the page's own origin;
the OCS paths are ``generateOcsUrl``'s (``/ocs/v2.php/apps/announcementcenter/api/v1``), the
page's ``generateUrl``'s ``/index.php/apps/announcementcenter`` (no URL rewriting set up);
bodies are axios's ``JSON.stringify``, the request token travelling in a header (not written).
Announce ``POST /announcements`` with ``{"subject", "message", "plainMessage", "groups",
"activities", "notifications", "emails", "comments", "scheduleTime", "deleteTime"}``:
``plainMessage`` is remark's output with strip-markdown (the plain sentences with a final
newline; empty for an empty message), ``groups`` the chosen groups' ids, the four flags the
options menu's checkboxes, the two times in seconds (``new Date(null).getTime() / 1000``, 0,
where none was set). Delete announcement ``DELETE /announcements/<id>``; Clear notifications
``DELETE /announcements/<id>/notifications``; neither asks first. The admin settings' switches
``POST /ocs/v2.php/apps/provisioning_api/api/v1/config/apps/announcementcenter/<key>`` with
``{"value":"yes"}`` or ``"no"`` (``create_activities``, ``create_notifications``,
``send_emails``, ``allow_comments``), its group select the same to ``admin_groups`` with the
chosen ids as a JSON text. Page loads (``via: link``): the dashboard widget's announcements
(``/index.php/apps/announcementcenter?announcement=<id>``), a notification's and an activity's
announcement (``linkToRouteAbsolute``, ``/index.php/apps/announcementcenter/?announcement=<id>``;
loading it marks one's own notification read) and the app menu's entry. Nothing is sent by the
options menu's checkboxes, the visibility select and its deselect button (the form's state until
Announce), the "Actions" triggers (they open a menu) or closing a menu or the sidebar.

Each action is labelled by what it does, not by its words. **Irreversible:** Announce
(``publish``): the announcement shows at once to every user it is for, on the page and the
dashboard, and a background job creates their activities and notifications and sends the
e-mails; a later deletion cannot take back what was read or mailed. With every channel off
(judgement call) it is still shown to every user at once. With a deletion time it is published
at once all the same. Delete announcement (``delete``): done at once with no confirmation and no
trash; the announcement, its comments and its notifications are gone, the scheduled one too
(judgement call: nobody has seen it yet, but its text and schedule are lost). Clear
notifications (``withdraw``, judgement call): every recipient's notification is removed from
their list and the pending job loses its notifications, and the app has no way to send them
again, though the announcement stays. **Not irreversible:** Announce with a schedule time
(judgement call): it is stored, only those who may post see it, and nobody is notified until
the scheduler publishes it (it has no group links before then), so Delete announcement before
then withdraws it unseen; the admin settings'
switches (defaults for the next announcements, set back by the same switch); adding a group to
those that may post, or removing one (judgement call: it grants or takes the right to post, and
the same select gives it back; nothing is posted); the options menu's checkboxes, the
visibility select and its deselect buttons; the page loads (``reversible``); the "Actions"
triggers (``opens-prompt``); closing a menu or the sidebar (``harmless``). Every screen is a web
page (``web: true``) and every action states its requests and bodies.

    git clone https://github.com/nextcloud/announcementcenter announcementcenter
    git -C announcementcenter checkout 4009f870d3814a7aa53bc418b150dcca21f45deb
    git clone https://github.com/nextcloud-libraries/nextcloud-vue nextcloud-vue
    git -C nextcloud-vue checkout 0e0af102a3d5aed8a1309bf17d2dc106959473c4
    python tests/safety/heldout_v424/build.py announcementcenter nextcloud-vue

(The second checkout only checks the Vue components' strings; ``build.py announcementcenter``
writes the same file.)

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

from announcementcenter import LIBRARY, screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh_CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v424.yaml")
STRING = r"'((?:[^'\\]|\\.)*)'"


def source_strings(checkout: Path) -> set[str]:
    """The strings the app translates: ``t('announcementcenter', ..)`` and ``n(..)`` in its
    Vue and JavaScript sources, ``$l->t(..)`` in its PHP, and its navigation entry's name."""
    found: set[str] = set()
    for path in sorted((checkout / "src").rglob("*")):
        if path.suffix in (".vue", ".js"):
            text = path.read_text(encoding="utf-8")
            found.update(re.findall(rf"\bt\(\s*'announcementcenter',\s*{STRING}", text))
            for one, many in re.findall(
                rf"\bn\(\s*'announcementcenter',\s*{STRING},\s*{STRING}", text
            ):
                found.add(f"_{one}_::_{many}_")
    for path in sorted((checkout / "lib").rglob("*.php")):
        found.update(re.findall(rf"->t\(\s*{STRING}", path.read_text(encoding="utf-8")))
    info = (checkout / "appinfo" / "info.xml").read_text(encoding="utf-8")
    found.update(re.findall(r"<navigation>\s*<name>(.*?)</name>", info))
    return found


def python_plural(expression: str) -> str:
    """A gettext ``plural=`` expression (C's ``?:``, ``&&``, ``||``) written in Python."""
    expression = expression.strip()
    depth, question = 0, -1
    for i, c in enumerate(expression):
        depth += (c == "(") - (c == ")")
        if c == "?" and depth == 0:
            question = i
            break
    if question < 0:
        if expression.startswith("(") and expression.endswith(")"):
            inner, depth = expression[1:-1], 0
            closes = [depth := depth + (c == "(") - (c == ")") for c in inner]
            if min(closes, default=0) >= 0:
                return f"({python_plural(inner)})"
        text = expression.replace("&&", " and ").replace("||", " or ")
        return re.sub(r"!(?!=)", " not ", text)
    depth, nested = 0, 0
    for i in range(question + 1, len(expression)):
        c = expression[i]
        depth += (c == "(") - (c == ")")
        if depth == 0 and c == "?":
            nested += 1
        elif depth == 0 and c == ":":
            if nested == 0:
                test, then, other = expression[:question], expression[question + 1 : i], (
                    expression[i + 1 :])  # fmt: skip
                return (f"({python_plural(then)} if {python_plural(test)} "
                        f"else {python_plural(other)})")  # fmt: skip
            nested -= 1
    raise SystemExit(f"cannot read the plural rule {expression!r}")


class Lookup:
    """``t(key, **args)`` as @nextcloud/l10n's: the language's translation of the English
    string, the English string itself where the language lacks it or leaves it empty
    (``fallbacks``), ``{name}`` filled in from ``args``; ``t.n`` the plural form the
    catalogue's rule picks, ``%n`` the count; ``t.lib`` a string of the Vue components."""

    def __init__(self, checkout: Path, code: str, known: set[str]) -> None:
        self.code, self.known = code, known
        self.table: dict[str, Any] = {}
        self.rule = "int(n != 1)"
        if code != "en":
            catalogue = json.loads((checkout / "l10n" / f"{code}.json").read_text("utf-8"))
            self.table = catalogue["translations"]
            rule = re.search(r"plural=(.*?);?\s*$", catalogue["pluralForm"]).group(1)
            self.rule = f"int({python_plural(rule)})"
        self.fallbacks: set[str] = set()

    @staticmethod
    def fill(text: str, args: dict[str, Any]) -> str:
        return re.sub(r"\{(\w+)\}", lambda m: str(args.get(m.group(1), m.group(0))), text)

    def __call__(self, key: str, **args: Any) -> str:
        if key not in self.known:
            raise SystemExit(f"no string {key!r} in the app's sources")
        text = self.table.get(key) or ""
        if not text.strip():
            if self.code != "en":
                self.fallbacks.add(key)
            text = key
        return self.fill(text, args)

    def n(self, one: str, many: str, count: int, **args: Any) -> str:
        key = f"_{one}_::_{many}_"
        if key not in self.known:
            raise SystemExit(f"no plural {key!r} in the app's sources")
        forms = self.table.get(key) or []
        index = eval(self.rule, {"n": count})  # the catalogue's own rule
        text = forms[index] if index < len(forms) else ""
        if not text.strip():
            if self.code != "en":
                self.fallbacks.add(key)
            text = one if count == 1 else many
        return self.fill(text.replace("%n", str(count)), args)

    def lib(self, key: str, **args: Any) -> str:
        text = key if self.code == "en" else LIBRARY[key].get(self.code, "")
        if not text:
            self.fallbacks.add(key)
            text = key
        return self.fill(text, args)


def check_library(vue: Path) -> None:
    """The Vue components' strings in ``LIBRARY`` are their ``l10n/<lang>.pot`` msgstr
    (the accessible name drops a trailing space)."""
    msg = r'"((?:[^"\\]|\\.)*)"'
    for code in LANGUAGES.values():
        if code == "en":
            continue
        pot = (vue / "l10n" / f"{code}.pot").read_text(encoding="utf-8")
        table = dict(re.findall(rf"msgid {msg}\nmsgstr {msg}", pot))
        for key, texts in LIBRARY.items():
            if table.get(key, "").strip() != texts.get(code, ""):
                raise SystemExit(f"{code}: {key!r} is {table.get(key)!r} in the library")


def main(checkout: str, vue: str | None = None) -> int:
    folder = Path(checkout)
    if vue:
        check_library(Path(vue))
    known = source_strings(folder)

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang], known)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:3]))
