"""Builds the hundred-and-first held-out corpus (``heldout_v101.yaml``): two real Android apps'
screens about a household's groceries and a Tor and DNSCrypt front end, from their
translations and code.

The sources are KitchenOwl (``com.tombursch.kitchenowl``, a Flutter app for a household's
shopping lists, recipes, meal plans and shared expenses on a KitchenOwl server;
``kitchenowl.py``) and InviZible Pro (``pan.alexander.tordnscrypt.stable``, an Android app
that runs Tor, DNSCrypt and I2P with a firewall; ``invizible.py``), two apps the project had
not used. The pair first drawn was KitchenOwl and Cwtch; Cwtch's own repository
(git.openprivacy.ca) could not be fetched, and the one mirror that could
(``linusdunkers/cwtch-ui``, Cwtch 1.4 of November 2021) has catalogs in five of the nine
languages (English, German, Spanish, French and Portuguese), so InviZible Pro, an alternate,
took its place. KitchenOwl reads its strings from ``AppLocalizations``, one ARB catalog a
language in ``kitchenowl/lib/l10n/app_<language>.arb``, generated with English as the
template, so a string missing from a catalog shows the English one; it follows the device's
locale as Flutter resolves it among the catalogs: Chinese (China) reads ``app_zh``,
Portuguese (Brazil) ``app_pt_BR``, whose generated class extends ``app_pt``'s, then English,
and Japanese, Korean, German, French, Spanish and Russian their own catalogs (Japanese and
Korean only partly translated). Its placeholders are filled by name, as the generated code
does. InviZible Pro keeps its strings in ``tordnscrypt/src/main/res/values*/strings.xml``,
read by name as Android does; its Chinese is ``values-zh``, its Portuguese ``values-pt-rBR``
then ``values-pt``, and it has no Korean, so Korean shows English; its OK is the app's own
untranslatable "OK". Both were kept, KitchenOwl being translated into all nine languages and
InviZible Pro into eight. A language without a string shows the English one, and the build
prints which. How each screen is put together (a dialog's title, message, own widgets and
buttons, a sheet's or menu's rows, a page's rows, fields and buttons) and what each control
does comes from the apps' code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in KitchenOwl, "Leave household" in a household's long-press sheet (done at
once) and Yes in "Leave household" (the user is removed from the household; only a member's
invitation brings them back); Delete in "Delete household" (its items, recipes and expenses
go); Set in "Add language" ("This cannot be undone and will add items and categories to your
household"); "Remove member" in a member's sheet (done at once) and Remove in "Delete user"
(a member's swipe); the Parent switch of a member (turned on, it gives the member the
household's settings, its Delete included); Send in "Report user" and "Report recipe" (the
report reaches the server's admins); Delete in "Delete recipe", "Delete item" and "Delete
category"; Merge in "Merge items" ("This cannot be undone"); an expense's Delete (done at
once); Delete in "Delete account"; "Logout <session>" in a session's sheet and Delete in
"Delete long-lived token". In InviZible Pro, OK in "Reset Settings" (every preference cleared
and the modules' folders removed); OK in "Erase blacklist", "Erase whitelist", "Erase IP
blacklist" and "Erase forwarding rules" (the rules' files are erased, "This action cannot be
undone!"); Reset in "Attention" (the module's settings reset to their defaults); Update in
"Update" (the modules are reinstalled, "This will overwrite your modules settings!"). Not
commits: rows, menu entries and buttons that only open a confirmation or a form ("Leave
household" on the Settings page, "Delete household" on the household's page, "Report user",
"Report recipe", "Delete recipe", an item's Delete, a list's and a category's Delete, "Delete
account", "Reset Settings" and "Restore Settings" on "Backup & Restore", the Erase rows); Okay
in "Do you know what you're doing?" (it only opens the token's name dialog); OK in "Restore
Settings" (it only opens the system's file picker); OK in "Info" (it only opens an e-mail in the
mail app, sent from there); Cancel, Later and "Don't show" everywhere; "Switch household",
Members, Export, Rename, Merge in an item's menu (it only opens the item search), Income and
"Exclude from statistics" (they change the form only), "Save Settings", Blacklist; and the
reversible Logout (the app only signs out of the server; one signs in again), an expense's
Save (it can be edited again), "Save changes" in "Warning!" (the configuration can be edited
again) and OK in "Firewall" (the apps' rules can be changed again).

Judgement calls: the Parent switch is filed as grant and is a commit, although it can be
turned off, as the member can change or delete the household at once and what they do with
it is not undone by turning it off; leaving a household and removing a member are filed as
leave and remove-member; a session's "Logout" and a long-lived token's Delete are filed as
revoke (the device or service using them is signed out for good); Set in "Add language" is
filed as import (the language's items and categories are added and the language cannot be
changed again); Update in "Update" is filed as overwrite and the two resets as reset; the
rules' erasures are deletes; OK in "Restore Settings" is not a commit, as on Android 10 and
later the settings are restored only once a backup file is picked in the system's picker (on
older versions, with the logs folder reachable, it restores at once); OK in "Info" is filed as
opens-page; "Discard changes", "Not ask again", the household's Import and KitchenOwl's
"Unsaved changes" are not tapped. A long-lived token's confirmation is KitchenOwl's "Delete
long-lived token" for any token swiped away.

KitchenOwl is a Flutter app, so its buttons carry no resource ids a hierarchy shows, and they
are known by their labels alone. InviZible Pro is View-based: its dialogs' buttons are
``android:id/button1``, ``button2`` and ``button3`` (a button whose label is also the dialog's
title, as Update in "Update", is tapped by its id), and its backup page's buttons carry their
layout's ids; a settings row is known by its title. A control a screen shows but no case taps
is still on the screen.

    git clone https://github.com/TomBursch/kitchenowl
    git clone https://github.com/Gedsh/InviZible invizible
    python tests/safety/heldout_v101/build.py kitchenowl invizible

(KitchenOwl at 8677319da3e195c705be2c8ea8a064c23b788662 and InviZible Pro at
531122fe7ab6f0c3845ee6132ef6172d08daeaf6, as ``KITCHENOWL`` and ``INVIZIBLE`` say.) The corpus
was built once, from these sources alone and without reading the policy, and measured once
after it was final. It is kept apart from the pinned corpus and the other held-out corpora,
and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import invizible
import kitchenowl
from android_corpus import Lookup, Source, Strings, write_languages

OUT = Path(__file__).with_name("heldout_v101.yaml")
KITCHENOWL = ("8677319da3e195c705be2c8ea8a064c23b788662", "kitchenowl/lib/l10n/app_{}.arb")
INVIZIBLE: Source = (
    "531122fe7ab6f0c3845ee6132ef6172d08daeaf6", ("tordnscrypt/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
CATALOGS = {"en": ["en"], "zh": ["zh"], "ja": ["ja"], "ko": ["ko"], "de": ["de"], "fr": ["fr"],
            "es": ["es"], "pt": ["pt_BR", "pt"], "ru": ["ru"]}  # fmt: skip
"""The KitchenOwl catalogs each language reads, in order."""
LOCALE = {("invizible", "zh"): "-zh", ("invizible-pt", "pt"): "-pt"}
"""InviZible Pro's Chinese folder (``values-zh``), and its Portuguese read as
``values-pt-rBR`` then ``values-pt``, as Android resolves a device set to Portuguese
(Brazil)."""


def read_catalog(repo: Path, code: str) -> dict[str, Any]:
    commit, path = KITCHENOWL
    done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{path.format(code)}"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    return {k: v for k, v in json.loads(done.stdout).items() if not k.startswith("@")}


class Catalog:
    """``t("name")`` or ``t("name", arg, ...)`` in one language, from its catalogs in order,
    a missing or empty string shown in English, as the generated ``AppLocalizations`` does;
    the arguments fill the placeholders by name, in the order the English string first
    names them."""

    def __init__(self, own: list[dict[str, Any]], english: dict[str, Any], lang: str) -> None:
        self.tables, self.english, self.lang = own, english, lang
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        value = next((table[key] for table in self.tables if table.get(key)), None)
        if not value:
            value = self.english[key]
            if self.lang != "en":
                self.fallbacks.add(key)
        names = list(dict.fromkeys(re.findall(r"\{(\w+)\}", str(self.english[key]))))
        filled = dict(zip(names, map(str, args), strict=True))
        return re.sub(r"\{(\w+)\}", lambda m: filled[m.group(1)], str(value))


def main(kitchenowl_repo: str, invizible_repo: str) -> int:
    english = read_catalog(Path(kitchenowl_repo), "en")

    def lookups(lang: str) -> list[Lookup]:
        own = [read_catalog(Path(kitchenowl_repo), c) for c in CATALOGS[lang]]
        sources = [("invizible", Path(invizible_repo), INVIZIBLE),
                   ("invizible-pt", Path(invizible_repo), INVIZIBLE)]  # fmt: skip
        return [
            ("kitchenowl", Catalog(own, english, lang), kitchenowl.screens),
            ("invizible", Strings(sources, lang, LOCALE), invizible.screens),
        ]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
