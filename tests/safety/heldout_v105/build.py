"""Builds the hundred-and-fifth held-out corpus (``heldout_v105.yaml``): two real Android apps'
screens about a shared workspace of notes and databases and a VPN client, from their
translations and code.

The sources are AppFlowy's mobile app (``io.appflowy.appflowy``, the Flutter client of the
AppFlowy workspace: pages published and moved to the Trash, the Trash emptied, workspaces
deleted and left, members invited and removed, the invite link reset, spaces, database rows
and properties deleted; ``appflowy.py``) and OpenVPN for Android (``de.blinkt.openvpn``:
profiles added, connected, disconnected and removed, server entries removed, external apps
allowed to control the VPN and their list cleared, the log cleared; ``openvpn.py``), two apps
the project had not used. AppFlowy reads its strings with ``easy_localization`` from one JSON
catalog a locale (``frontend/resources/translations/<locale>.json``, copied into the app's
assets), nested keys read by their dotted path as ``LocaleKeys`` names them; its supported
locales are each a language and a region (``app_widget.dart``), and on first launch it takes
the device's locale when that exact locale is supported, so each language is read from the
locale of a device set to it (``LOCALES``: ``zh-CN``, ``ja-JP``, ``ko-KR``, ``de-DE``,
``fr-FR``, ``es-VE``, the only Spanish it has, ``pt-BR`` and ``ru-RU``), and a key missing
from a catalog shows the English (``en-US``) one (``useFallbackTranslations``); a catalog's
``@:key`` link shows the linked string. OpenVPN for Android keeps its English strings in
``main/src/main/res/values/strings.xml`` and its translations in ``main/src/ui/res/
values-*/strings.xml``, translated into all nine languages and read by name as Android does;
the buttons and the title its code takes from the platform (``android.R.string.ok``,
``cancel``, ``yes``, ``no`` and ``dialog_alert_title``) are the platform's own words
(``PLATFORM``, and "Attention" transcribed from the Android framework's translations). A
language without a string shows the English one, and the build prints which. How each screen
is put together (a dialog's title, message, own widgets and buttons, a sheet's or menu's
rows, a page's rows, fields and buttons) and what each control does comes from the apps'
code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in AppFlowy, Publish in a page's more sheet (the page is published to the web
at once); "Delete All" in the Trash's dialog (every page in it is deleted for good); Delete in
"Delete: ..." for a workspace (the workspace and its pages are deleted, which the dialog says
cannot be undone); Confirm in "Leave workspace: ..." and in the Members page's "Are you sure
you want to leave the current workspace?" (one leaves the workspace); Reset in "Reset the
invite link?" (the old link stops working for everyone who has it); "Remove from Workspace"
in a member's sheet (the member is removed at once, with no dialog); "Send invite" (the
invitation is e-mailed); Delete in a database row's sheet (the row is deleted at once) and on
the "Edit property" page (the property and its values in every row are deleted at once). In
OpenVPN for Android, yes (OK) in "Confirm deletion" (the profile is removed); Delete in
"Remove remote server entry?" (the server entry is removed from the profile); Clear in the
dialog of allowed external apps (every app's permission is forgotten); OK in an app's request
to control the VPN (the app may start and stop it from then on); "clear log" in the log's menu
(the log is cleared at once). Not commits: a row or a button that only opens a confirmation
(a workspace's Delete and "Leave workspace", the Trash's "Delete All" and
"Restore All", "Remove from Recent", a space's Delete, "Log out", "Delete account", "Remove
VPN", the server entry's remove icon, "Clear allowed external apps", "Disconnect VPN");
Cancel, Keep and no everywhere; Duplicate, "Copy link", "Copy Link", "Duplicate VPN",
"Configure the VPN"; and the reversible Delete in a page's more sheet (the page is moved to
the Trash, from which it is restored), Unpublish, a space's Delete (its pages go to the
Trash), the rename's Confirm, "Log out", "Hide property", Delete in "Remove this page from the
Recent?", a profile's row (it connects), OK in "Add Profile", the Enabled switch, Disconnect
and Restart.

Judgement calls: a page's Delete in its more sheet is reversible (``ViewEvent.delete`` moves
it to the Trash, from which it can be restored), while "Delete All" in the Trash is the
permanent deletion; a space's Delete is reversible (the dialog says its pages are moved to the
Trash, and the Trash holds spaces too), though it unpublishes published pages, which can be
published again; Unpublish is reversible (the page can be published again under the same path
name); Publish is filed as publish and is a commit (the page is public on the web at once);
Delete in "Remove this page from the Recent?" is harmless (the page stays and comes back to
the list when opened); "Log out" is reversible (the data stays in AppFlowy Cloud and one signs
in again); resetting the invite link is filed as revoke (everyone holding the old link loses
the way in); "Send invite" is filed as invite; a row's and a property's Delete are deletes
(the database offers no undo for them on mobile and they do not go to the Trash). In OpenVPN
for Android, clearing the allowed external apps is filed as revoke (each app must ask again
and be confirmed); OK in an app's request is filed as grant (that app controls the VPN, and
the checkbox "I trust this application." is shown ticked, as OK is enabled only then);
"clear log" is filed as delete (the log is gone, with no undo); connecting, Disconnect,
Restart and adding a profile are reversible (the VPN is started or stopped again, a profile
deleted). AppFlowy's "Restore All" dialog is not tapped (its action button's label is also
its title), nor is its account-deletion sheet (its "Delete account" button reads as its title
in several languages), nor the Trash's per-page icons, which carry no label; OpenVPN's "Add
Profile" dialog's Import and the Disconnect dialog's Reconnect are shown, not tapped.

OpenVPN for Android is View-based: its dialogs are ``AlertDialog`` dialogs whose buttons are
``android:id/button1/2/3`` (a button whose label is also a text of the dialog or of the page
behind it is tapped by its id), and its pages' and dialogs' own views carry the ids of its
layouts; its menus' entries are known by their text. AppFlowy is a Flutter app, so its
controls carry no resource ids a hierarchy shows, and they are known by their labels alone. A
control a screen shows but no case taps is still on the screen.

    git clone https://github.com/AppFlowy-IO/AppFlowy
    git clone https://github.com/schwabe/ics-openvpn
    python tests/safety/heldout_v105/build.py AppFlowy ics-openvpn

(AppFlowy at 5cf3a365dec0d59f64bad1ee4bb1050471a39b93 and OpenVPN for Android at
ede0aa0b334b47941407599fef3d76da8b933edf, as ``APPFLOWY`` and ``OPENVPN`` say; the strings
are read with ``git show`` at those commits, so a clone whose work tree could not be checked
out serves as well.) The corpus was built once, from these sources alone and without reading
the policy, and measured once after it was final. It is kept apart from the pinned corpus and
the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import appflowy
import openvpn
from android_corpus import PLATFORM, Lookup, Source, Strings, write_languages

OUT = Path(__file__).with_name("heldout_v105.yaml")
OPENVPN: Source = (
    "ede0aa0b334b47941407599fef3d76da8b933edf",
    ("main/src/main/res", "main/src/ui/res"), ("strings.xml",),
)  # fmt: skip
APPFLOWY = (
    "5cf3a365dec0d59f64bad1ee4bb1050471a39b93",
    "frontend/resources/translations/{}.json",
)
"""Each repository's commit and where its strings are."""
LOCALES = {"en": "en-US", "zh": "zh-CN", "ja": "ja-JP", "ko": "ko-KR", "de": "de-DE",
           "fr": "fr-FR", "es": "es-VE", "pt": "pt-BR", "ru": "ru-RU"}  # fmt: skip
"""The AppFlowy catalog each language reads (a device set to that language and region)."""
ATTENTION = {"en": "Attention", "zh": "注意", "ja": "注意", "ko": "주의", "de": "Achtung",
             "fr": "Attention", "es": "Atención", "pt": "Atenção", "ru": "Внимание"}  # fmt: skip
"""The platform's ``android.R.string.dialog_alert_title``."""


def platform(lang: str) -> dict[str, str]:
    yes, no = PLATFORM[lang]
    return {"android:ok": yes, "android:yes": yes, "android:cancel": no, "android:no": no,
            "android:dialog_alert_title": ATTENTION[lang]}  # fmt: skip


def read_catalog(repo: Path, locale: str) -> dict[str, Any]:
    commit, path = APPFLOWY
    done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{path.format(locale)}"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    return json.loads(done.stdout)


def _get(table: dict[str, Any], key: str) -> str | None:
    value: Any = table
    for part in key.split("."):
        value = value.get(part) if isinstance(value, dict) else None
    return value if isinstance(value, str) and value else None


class Catalog:
    """``t("a.b.c")`` or ``t("a.b.c", arg, ...)`` (each ``{}`` filled in order) in one
    language, from its catalog, a missing string shown in English as ``easy_localization``
    does with ``useFallbackTranslations``; an ``@:key`` link shows the linked string."""

    def __init__(self, own: dict[str, Any], english: dict[str, Any], lang: str) -> None:
        self.own, self.english, self.lang = own, english, lang
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        if key.startswith("="):
            return key[1:]
        value = _get(self.own, key)
        if value is None:
            value = _get(self.english, key)
            if value is None:
                raise KeyError(key)
            if self.lang != "en":
                self.fallbacks.add(key)
        value = re.sub(r"@:([\w.]+)", lambda m: self(m.group(1)), value)
        values = iter(args)
        return re.sub(r"\{\}", lambda _: str(next(values)), value) if args else value


def main(appflowy_repo: str, openvpn_repo: str) -> int:
    english = read_catalog(Path(appflowy_repo), LOCALES["en"])

    def lookups(lang: str) -> list[Lookup]:
        sources = [("openvpn", Path(openvpn_repo), OPENVPN)]
        own = read_catalog(Path(appflowy_repo), LOCALES[lang])
        return [
            ("appflowy", Catalog(own, english, lang), appflowy.screens),
            ("openvpn", Strings(sources, lang, platform=platform(lang)), openvpn.screens),
        ]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
