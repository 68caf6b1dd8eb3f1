"""Builds the ninety-first held-out corpus (``heldout_v91.yaml``): two real Android apps'
screens about a federated link aggregator and calendar subscriptions, from their translations
and code.

The sources are Thunder (``com.hjiangsu.thunder``, a Flutter client of Lemmy: posts and
comments deleted, reported and removed, users, communities and instances blocked, bans and
moderators, accounts removed from the app and its own data cleared; ``thunder.py``) and ICSx5
(``at.bitfire.icsdroid``, subscriptions to iCalendar feeds kept as calendars on the device:
unsubscribed, synchronised, backed up and restored; ``icsx5.py``), two apps the project had
not used. The brief's second app, Lawnchair (a launcher), was not used: on its default branch
(``14-dev``, 159177582f060ea7ccd8ab4425ca91726dfbe5e1) its own strings
(``lawnchair/res/values*/strings.xml``) are translated only into Chinese and Portuguese
(Brazil), its German, Spanish, French, Japanese, Korean and Russian files holding two strings
each, so its settings, backups and resets would show English in six of the nine languages.
The first alternate, Findroid (a Jellyfin client), was not used either: its Compose screens'
icons (download, delete, played, favourite) carry no content description, and its "Delete
download" confirmation's button reads as the dialog's title, so none of its commits could be
tapped by a label that names it alone. ICSx5, the second alternate, was used.

Thunder reads its strings from ``AppLocalizations``, one ARB catalog a language in
``lib/l10n/app_<language>.arb`` generated with English as the template, so a string missing
from a catalog shows the English one. Thunder shows English until a language is chosen in its
own settings, which keep only the language code and use the first supported locale with that
code (``main.dart``): German, Spanish, French and Russian read ``app_de``, ``app_es``,
``app_fr`` and ``app_ru``; Portuguese reads ``app_pt`` (``pt`` sorts before ``pt_BR``);
Chinese reads ``app_zh``, which is empty (``zh`` sorts before ``zh_Hans``), so it shows English;
Japanese and Korean have no catalog and are not offered, so they show English too. The
corpus is built as a user who chose their language there sees it. ICSx5 keeps its strings in
``app/src/main/res/values*/strings.xml``, read by name as Android does; its Chinese is
``values-zh``, its Portuguese ``values-pt-rBR`` then ``values-pt``, and it has no Korean, so
Korean shows English, as its backup strings do in every language; its dialogs' OK and Cancel
are the platform's (``PLATFORM``). Thunder shows its own words in six of the nine languages
(English, German, Spanish, French, Russian and, partly, Portuguese) and ICSx5 in eight; both
were kept, Thunder's French, Russian and Portuguese being partial. A
language without a string shows the English one, and the build prints which. How each screen
is put together (a dialog's title, message, own widgets and buttons, a sheet's or menu's rows,
a page's rows, fields and icons) and what each control does comes from the apps' code, named
in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Thunder, Report in "Report Post" and "Report Comment" (the report is sent to
the community's moderators and the instance's admins); Remove in "Removal Reason" (a
moderator removes another's post from the community, with the reason, in the public modlog);
"Block User" on the User Actions page of a post's and of a comment's author, "Block
Community", "Block Community Instance" and "Block User Instance" (each blocked at once, with no
confirmation); Ban in "Ban from Community" (the user is banned from the community); "Add as
Community Moderator" (done at once); Delete in "Delete?" for an uploaded image (deleted from
the instance's image store); "Clear Preferences" (every setting of the app is cleared) and
"Clear Database" (the app's database, with its accounts, drafts and labels, is deleted). In
ICSx5, Unsubscribe in "Do you really want to unsubscribe from this calendar?" (the subscription
and its calendar, with its events, are deleted from the device). Not commits: rows that only
open a confirmation or a form ("Report Post", "Remove Post", "Ban from Community", "Report
Comment", "Mark all as read" in the inbox's menu, the active account's "Log out" icon, "Delete
Account", "Delete Local Preferences", "Import Backup", the Unsubscribe icon); Cancel everywhere;
OK in "Attention!" (it only opens the file picker); "Confirm" in "Delete Account" and "Change
Password" (each only opens the instance's web site, where the account is deleted or the
password changed; filed as opens-page); User, "Edit Post", "Visit User Profile", "Visit User
Instance", "Force sync", "Export Backup", "Send URL" and "SUBSCRIBE" (it only validates the
address; the subscription is made on a later page); and the reversible "Delete Post", "Restore
Post", "Delete Comment", "Lock Post", "Pin Post to Community", "Unblock User", "Remove as
Community Moderator", "Subscribe to Community", "Unsubscribe from Community", "Mark all as
read", "Log out", "Remove Account", Save for the display name and for a subscription, and
"Force dark theme".

Judgement calls: "Delete Post" and "Delete Comment" are reversible (Lemmy keeps the deleted
post or comment, and Thunder offers "Restore Post" and "Restore Comment" in its place); a
moderator's Remove is filed as moderate and is a commit although a moderator can restore the
post, as the author and the public modlog see it at once; "Add as Community Moderator" is filed
as grant (another user gets a moderator's powers over the community at once, and what they do
with them is not undone by removing them), while "Remove as Community Moderator" is reversible
(they can be added back); a report is filed as report; a block is a commit (it is sent to the
instance at once, with no confirmation, hiding the user's, community's or instance's content
and, for a user, their messages), though "Unblock" undoes it; "Log out" and "Remove Account"
are reversible (the account is only removed from the app and is signed in again; nothing on
the instance changes); "Clear Preferences" is filed as reset and "Clear Database" as delete
(no undo, the drafts and labels are gone); unsubscribing in ICSx5 is a delete, although the
feed can be subscribed to again, as the subscription's address, credentials, colour and alarms
and the calendar go with no undo;
OK in "Attention!" is not a commit (the import runs only once a backup file is chosen in the
system's picker); "Mark all as read" is reversible (each item can be marked unread again).
Thunder's "Create Post" and "Create Comment" pages are not shown: their send button's label is
the page's title, so it cannot be tapped by a label that names it alone; the feed's
unsubscribe confirmation is not shown for the same reason (its title and button are Confirm).

Thunder is a Flutter app and ICSx5 draws with Jetpack Compose, so neither app's buttons carry
resource ids a hierarchy shows, and they are known by their labels alone. A control a screen
shows but no case taps is still on the screen.

    git clone https://github.com/thunder-app/thunder
    git clone https://github.com/bitfireAT/icsx5
    python tests/safety/heldout_v91/build.py thunder icsx5

(Thunder at cf91d954ee415beb8b07d269454fbbda3b300c06 and ICSx5 at
537f835c1ed7e75e0f3291259adc4b0b831e28ad, as ``THUNDER`` and ``ICSX5`` say.) The corpus was
built once, from these sources alone and without reading the policy, and measured once after
it was final. It is kept apart from the pinned corpus and the other held-out corpora, and
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import icsx5
import thunder
from android_corpus import Lookup, Source, Strings, platform_buttons, write_languages

OUT = Path(__file__).with_name("heldout_v91.yaml")
THUNDER = ("cf91d954ee415beb8b07d269454fbbda3b300c06", "lib/l10n/app_{}.arb")
ICSX5: Source = (
    "537f835c1ed7e75e0f3291259adc4b0b831e28ad", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
CATALOGS = {"en": ["en"], "zh": ["zh"], "de": ["de"], "fr": ["fr"], "es": ["es"],
            "pt": ["pt"], "ru": ["ru"]}  # fmt: skip
"""The Thunder catalog each language reads (the first supported locale with its code);
Japanese and Korean have none and show English."""
LOCALE = {("icsx5", "zh"): "-zh", ("icsx5-pt", "pt"): "-pt"}
"""ICSx5's Chinese folder (``values-zh``), and its Portuguese read as ``values-pt-rBR`` then
``values-pt``, as Android resolves a device set to Portuguese (Brazil)."""


def read_catalog(repo: Path, code: str) -> dict[str, Any]:
    commit, path = THUNDER
    done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{path.format(code)}"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    return {k: v for k, v in json.loads(done.stdout).items() if not k.startswith("@")}


def plural(text: str, n: int, lang: str) -> str:
    """An ICU ``{count, plural, zero {..} one {..} other {..}}`` for ``n``, as Flutter's
    ``Intl.pluralLogic`` picks it (an explicit zero or one first, then the language's
    category); a plain string is itself."""
    found = re.fullmatch(r"\s*\{\s*\w+\s*,\s*plural\s*,(.*)\}\s*", text, re.S)
    if not found:
        return text
    forms = dict(re.findall(r"(=?\w+)\s*\{([^{}]*)\}", found.group(1)))
    if n == 0 and ("zero" in forms or "=0" in forms):
        return forms.get("=0", forms.get("zero", ""))
    if n == 1 and ("one" in forms or "=1" in forms):
        return forms.get("=1", forms.get("one", ""))
    if lang == "ru":
        kind = "few" if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14) else "many"
        return forms.get(kind) or forms["other"]
    return forms["other"]


class Catalog:
    """``t("name")``, ``t("name#N")`` (an ICU plural for N) or ``t("name", arg, ...)`` (each
    ``{placeholder}`` filled in order) in one language, from its catalog, a missing or empty
    string shown in English, as the generated ``AppLocalizations`` does; ``t("=text")`` is
    the text itself, written in English in the code."""

    def __init__(self, own: list[dict[str, Any]], english: dict[str, Any], lang: str) -> None:
        self.tables, self.english, self.lang = own, english, lang
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        if key.startswith("="):
            return key[1:]
        name, _, count = key.partition("#")
        value = next((table[name] for table in self.tables if table.get(name)), None)
        if not value:
            value = self.english[name]
            if self.lang != "en":
                self.fallbacks.add(name)
        value = plural(str(value), int(count or 1), self.lang).strip()
        values = iter(args)
        value = re.sub(r"\{\w+\}", lambda _: str(next(values)), value)
        return re.sub(r"\s+", " ", value)


def main(thunder_repo: str, icsx5_repo: str) -> int:
    english = read_catalog(Path(thunder_repo), "en")
    platform = platform_buttons()

    def lookups(lang: str) -> list[Lookup]:
        own = [read_catalog(Path(thunder_repo), c) for c in CATALOGS.get(lang, [])]
        sources = [("icsx5", Path(icsx5_repo), ICSX5), ("icsx5-pt", Path(icsx5_repo), ICSX5)]
        return [
            ("thunder", Catalog(own, english, lang), thunder.screens),
            ("icsx5", Strings(sources, lang, LOCALE, platform[lang]), icsx5.screens),
        ]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
