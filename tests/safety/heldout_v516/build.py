"""Builds the five-hundred-and-sixteenth held-out corpus (``heldout_v516.yaml``): a VPN
client's screens on Android, from its translations and code.

The source is Outline's client (``org.outline.android.client``, the Android app of the
Outline VPN: access keys added, servers connected, disconnected, renamed and forgotten,
feedback sent to the Outline team, the language and the appearance changed;
``outline.py``). The app is a Cordova app: its screens are a web client in a WebView, and
its strings are the web client's, ``client/web/messages/<language>.json`` (one flat object of
ICU messages a language), which ``app-root.js`` loads for the language it matches to the
device's: ``zh-CN`` for Chinese (China), ``pt-BR`` for Portuguese (Brazil), and ``ja``,
``ko``, ``de``, ``fr``, ``es``, ``ru`` (``CATALOGS``). A message's ``{name}`` placeholders
are filled as the code fills them (a link's ``{openLink}`` and ``{closeLink}`` become the
link around its words), and its markup is read as the text a hierarchy shows. The app is
translated into all nine languages, but its newer strings are in English only: the
translations lack 28 of the 154 messages. The web client's ``localize``
(``AppLocalizeBehavior`` with ``useKeyIfMissing``) shows a missing message as its key, not
in English, and so do these screens: every server card's "Connect for details" line
(``server-card-no-connection-type``) reads ``server-card-no-connection-type`` in the eight
other languages, and the build prints it; no tapped control is such a string. The
notification's "Connected" is the Android plugin's own string,
``client/src/cordova/plugin/android/res/values*/strings.xml``, read by name as Android reads
it (``values-zh-rCN``, ``-ja``, ``-ko``, ``-de``, ``-fr``, ``-es``, ``-ru``, and for
Portuguese ``values-pt-rBR`` and then ``values-pt``, ``LOCALE``); it is translated into all
nine. How each screen is put together (a dialog's headline, content and buttons, a menu's
rows, a page's rows, fields and buttons) and what each control does comes from the app's
code, named in ``outline.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Forget in a server card's menu, on seven cards (the only server, a connected
one, one added from a dynamic ``ssconf://`` key, one just renamed, and three others), filed as
delete; Submit on the support form, on seven filled forms (with and without the outreach
consent box ticked), filed as send. Not commits: the controls that only open a dialog ("Add
server" in the empty list, the header's ``add``, Rename in a card's menu, the error toast's
Details); Cancel everywhere; the header's ``menu``, a card's ``more_vert``,
the drawer's rows and links, "Got it" in the tips and privacy dialogs, "Learn More", Copy and
Dismiss in "Error Details", Yes and No in the open-ticket question, the rows of the issue
list, the exit message's link and the notification; and the reversible: Connect and
Disconnect (also Connect on a second server while the first is connected, which switches
over), Confirm in "Add VPN access key" (a typed ``ss://`` key and a dynamic key from the
clipboard), save in Rename, Undo in the "Forgot server" toast, the outreach consent box, two
rows of the language page and the Dark and Light appearances.

Judgement calls: Forget is a commit although its toast offers Undo. It acts at once, with no
confirmation: ``forgetServer`` stops the VPN if the server is connected and ``forget`` deletes
the server from the stored list and erases its service storage; Undo lasts ten seconds and
puts back only the last forgotten server's entry. The access key is a secret one gets from
the server's administrator, and the app keeps no copy of it after that, so the key is lost to
the device unless its holder can ask for it again. Undo itself is filed as reversible (it
puts the server back). Submitting the support form sends the email address, the answers and
the description to the Outline team (``errorReporter.report``), which cannot be recalled:
a send, whether or not the consent box is ticked. Adding an access key only adds a server to
the list, which Forget removes; connecting only starts the VPN, which Disconnect stops, and
neither is a commit. The consent box only marks the form until it is sent. Yes in "Do you
have an open ticket for this issue?" only shows a message, and the issue rows only show the
form or a message with a link. Choosing a language or an appearance applies at once and
can be chosen back. "Got it" in the privacy dialog only records that it was seen.

Outline draws its screens with web components in a WebView, so its controls carry no
resource ids a hierarchy shows and are known by their labels alone; an icon button's label is
its icon's ligature (``more_vert``, ``menu``, ``add``, ``arrow_back``), the same in every
language. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/Jigsaw-Code/outline-apps
    python tests/safety/heldout_v516/build.py outline-apps

(Outline at d2d72a13c1d04e5907c72b2da054e6961da340ff, "refactor(client): update outline-sdk
dependency to vanity URL (#2681)", 2025-12-18, as ``OUTLINE`` says; the strings are read with
``git show`` at that commit, so a clone whose work tree could not be checked out serves as
well.) The corpus was built once, from this source alone and without reading the policy. It
is kept apart from the pinned corpus and the other held-out corpora, and nothing in the
policy is tuned to it.
"""

from __future__ import annotations

import html
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import outline
from android_corpus import Lookup, Source, Strings, write_languages

OUT = Path(__file__).with_name("heldout_v516.yaml")
COMMIT = "d2d72a13c1d04e5907c72b2da054e6961da340ff"
OUTLINE = (COMMIT, "client/web/messages/{}.json")
ANDROID: Source = (COMMIT, ("client/src/cordova/plugin/android/res",), ("strings.xml",))
"""The commit, where the web client's messages are and where the Android plugin's strings
are."""
CATALOGS = {"en": "en", "zh": "zh-CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
            "es": "es", "pt": "pt-BR", "ru": "ru"}  # fmt: skip
"""The web client's messages each language reads."""
LOCALE = {("android-pt", "pt"): "-pt"}
"""The Android strings in Portuguese: ``values-pt-rBR`` first, then ``values-pt``."""
EMPTY = {"openLink": "", "closeLink": "", "openLink2": "", "openLine": "", "closeLine": "",
         "breakLine": " "}  # fmt: skip
"""The placeholders the code fills with markup, as the text a hierarchy shows them."""
_PLACEHOLDER = re.compile(r"\{(\w+)\}")


def read_catalog(repo: Path, code: str) -> dict[str, str]:
    """A language's messages at the commit."""
    commit, path = OUTLINE
    done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{path.format(code)}"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    return json.loads(done.stdout)


def shown(text: str) -> str:
    """A message's markup read as the text a hierarchy shows."""
    text = re.sub(r"<br\s*/?>", " ", text)
    text = html.unescape(re.sub(r"<[^>]+>", "", text))
    return re.sub(r"\s+", " ", text).strip()


class Catalog:
    """``t("key")`` or ``t("key", arg, ...)`` (each placeholder the code fills with a value,
    in order) in one language; ``t("key@link")`` is the words of the message's link and
    ``t("android:name")`` the Android plugin's string. A message the language lacks shows its
    key, as ``localize`` does with ``useKeyIfMissing``."""

    def __init__(self, own: dict[str, str], android: Strings, lang: str) -> None:
        self.own, self.android, self.lang = own, android, lang
        self.keys: set[str] = set()

    @property
    def fallbacks(self) -> set[str]:
        return self.android.fallbacks

    def __call__(self, key: str, *args: Any) -> str:
        if key.startswith("android:"):
            return self.android(key.removeprefix("android:"))
        key, _, part = key.partition("@")
        value = self.own.get(key)
        if not value:
            self.keys.add(key)
            return key
        if part == "link":
            value = value.split("{openLink}", 1)[1].split("{closeLink}", 1)[0]
        values = iter(args)
        filled = _PLACEHOLDER.sub(
            lambda m: EMPTY[m.group(1)] if m.group(1) in EMPTY else str(next(values)), value
        )
        return shown(filled)


def main(repo: str) -> int:
    path = Path(repo)
    catalogs: list[Catalog] = []
    sources = [("android", path, ANDROID), ("android-pt", path, ANDROID)]

    def lookups(lang: str) -> list[Lookup]:
        android = Strings(sources, lang, LOCALE)
        catalogs.append(Catalog(read_catalog(path, CATALOGS[lang]), android, lang))
        return [("outline", catalogs[-1], outline.screens)]

    done = write_languages(OUT, Path(__file__), lookups)
    for catalog in catalogs:
        if catalog.keys:
            keys = ", ".join(sorted(catalog.keys))
            print(f"{catalog.lang} outline: {len(catalog.keys)} strings shown as keys: {keys}")
    return done


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
