"""Builds the sixty-eighth held-out corpus (``heldout_v68.yaml``): two real Android apps'
screens about publishing to public databases, from their translations and code.

The sources are Wikimedia Commons (``fr.free.nrw.commons``, the Commons app, which uploads
photos to Wikimedia Commons, nominates files for deletion, thanks their authors and lets a
user review recent uploads; ``commons.py``) and Open Food Facts (``org.openfoodfacts.scanner``,
the Flutter app ``smooth_app``, which scans food products, edits them in the public Open
Food Facts database and keeps lists of products; ``openfoodfacts.py``), two apps the
project had not used. Commons keeps its strings in ``app/src/main/res/values*/strings.xml``,
read by name as Android does; Open Food Facts in one ARB catalog a language,
``packages/smooth_app/lib/l10n/app_<language>.arb``, read as Flutter's generated
``AppLocalizations`` does: a device set to Chinese (China) or Portuguese (Brazil) reads
``app_zh`` and ``app_pt`` (European Portuguese, the only one), and a string missing from a
catalog shows the English one; its translation platform also writes the English text into a
catalog for a string not yet translated, so a few Korean, Russian, Chinese and Portuguese
labels read in English although the build prints none. Both apps are translated into all
nine languages. Commons' ``values-zh-rCN`` holds few strings
and ``values-pt-rBR`` not all, so, as Android resolves each string on its own, one missing
there is read from ``values-zh`` or ``values-pt`` before English. A language without a
string shows the English one, and the build prints which. How each screen is put together
(a dialog's title, message, own widgets and buttons, a page's rows, fields and icons) and
what each control does comes from the apps' code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Commons, Submit on the upload's last step (the photos are published on
Commons); OK in "Why should ... be deleted?" and Proceed in "Nominate For Deletion" (a
deletion request is published on the file's page and a discussion page); "Thank the
author" (a thank-you is sent to the uploader at once); Submit in "Edit descriptions and
captions" (the file's page is edited in public); in Peer Review, OK in "It is out of scope
because it is" (a deletion request), No to "Is this correctly categorized?" (a template is
added to the file's page at once) and "Yes, why not" (thanks sent); Yes in "Cancelling all
the uploads..." (the queued uploads are deleted); Yes in "Are you sure you want to clear
your search history?" and DELETE in "Do you want to delete this search?"; Delete in
"Confirm Deletion" (the folder's images are deleted from the phone). In Open Food Facts,
Save on "Basic Details", "Nutrition Facts" and "Edit Ingredients" and "Save changes" in
"Edit product" (the product is edited in the public database); Yes in "Confirm" after
"Unselect photo" (the product's photo is unselected on the server); "Send image" (a photo is
uploaded to the product); Yes in "Empty the list" and in the history's "Delete selected
items" popup and "Yes, I confirm" in "Delete the list?" (no undo). Not commits: a button,
row or menu entry that only opens the confirmation ("Nominate for Deletion", No to "Is this
in-scope?", the uploads' cancel icon, Logout, the recent searches' bin icon, "Delete
Folder", Cancel with changes on "Basic Details", "Unselect photo", "Empty the list" and
Delete in the lists' menus, "Delete selected items", "Delete account", which only opens the
web page where the deletion is asked for, "Sign out"); Cancel, No, "Continue Upload" and
"Discard changes" everywhere; Previous; "Next image", Yes to "Is this in-scope?" and "Skip
this image"; "Copy the wikitext to the clipboard"; the bookmark icon; the uploads' pause
icon; Yes in "Do you really want to logout?" and in "Sign out"; Share; Okay in "Rename
list"; Yes in "Reset your food preferences?"; "Clear offline product data"; Yes in "Leave
this page?".

Judgement calls: "Cancel Upload" in the upload wizard's back warning is harmless (nothing
was sent, the photo stays on the phone, only the typed captions go); Yes in "Cancelling all
the uploads..." is a delete (nothing is published, but the queued uploads and everything
typed for them are deleted from the app with no undo); a deletion nomination is filed as
publish (the file is not deleted by it, a public request is published); the category
check's template and a caption edit are filed as publish although a wiki edit can be
reverted by another edit; the thanks are filed as send; logging and signing out are
reversible (one signs in again); "Discard changes" is harmless (nothing leaves the phone);
"Reset your food preferences?"'s Yes is reversible (the preferences can be set again);
"Clear offline product data" is reversible although it deletes at once (it is a cache of
public products, downloaded again); "Delete account" is filed as opens-prompt (it opens a
web form); Rename's Okay is reversible; the Peer Review buttons are written as the strings
read, though drawn in capitals (``textAllCaps``); the button "Yes, why not" carries the id
``button_no`` and "Next image" ``button_yes``, as the layout has them.

Commons' dialogs (``AlertDialog``) carry the platform's button ids (``android:id/button1``
positive, ``button2`` negative); where a button repeats a text of its dialog or of the page
behind it, or another button's, the case taps it by that id. Open Food Facts is a Flutter
app with no platform button ids and no keys, so its buttons are known by their labels
alone. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/commons-app/apps-android-commons
    git clone https://github.com/openfoodfacts/smooth-app
    python tests/safety/heldout_v68/build.py apps-android-commons smooth-app

(Commons at c5d5b227caec6d45595d57202a3c38ac18ab2270 and smooth-app at
3fde3e6f9386074ac14d14b8fced4792bb4ff0df, as ``COMMONS`` and ``SMOOTH`` say.) The corpus
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

import commons
import openfoodfacts
from android_corpus import SUFFIX, Lookup, Source, Strings, write_languages

OUT = Path(__file__).with_name("heldout_v68.yaml")
COMMONS: Source = (
    "c5d5b227caec6d45595d57202a3c38ac18ab2270", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
SMOOTH = ("3fde3e6f9386074ac14d14b8fced4792bb4ff0df", "packages/smooth_app/lib/l10n/app_{}.arb")
"""Each repository's commit and where its strings are."""
PARENT = {"zh": "-zh", "pt": "-pt"}
"""The folder Android reads a Commons string from when the region's folder lacks it."""
LOCALE = {("commons-parent", lang): PARENT.get(lang, "") for lang in SUFFIX}
"""The second Commons source reads only the region's parent folder (none elsewhere)."""
CLOSE = {
    "en": "Close", "zh": "关闭", "ja": "閉じる", "ko": "닫기", "de": "Schließen",
    "fr": "Fermer", "es": "Cerrar", "pt": "Fechar", "ru": "Закрыть",
}  # fmt: skip
"""Flutter's ``MaterialLocalizations.closeButtonLabel``, a popup's close icon, transcribed
from ``flutter_localizations``."""


def read_catalog(repo: Path, lang: str) -> dict[str, Any]:
    commit, path = SMOOTH
    done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{path.format(lang)}"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    return {k: v for k, v in json.loads(done.stdout).items() if not k.startswith("@")}


def plural(text: str, n: int, lang: str) -> str:
    """An ICU ``{count,plural, =1{...} one{...} few{...} other{...}}`` message for ``n``: the
    exact case, else the language's category (Russian's one, few and many; elsewhere one for
    1), else ``other``, with the count filled in."""
    m = re.search(r"\{(\w+),\s*plural,", text)
    if not m:
        return text
    forms: dict[str, str] = {}
    i = m.end()
    while True:
        while text[i].isspace():
            i += 1
        if text[i] == "}":
            break
        selector = re.match(r"[=\w]+", text[i:]).group(0)  # type: ignore[union-attr]
        i += len(selector)
        while text[i].isspace():
            i += 1
        depth, j = 0, i
        while True:
            depth += {"{": 1, "}": -1}.get(text[j], 0)
            if depth == 0:
                break
            j += 1
        forms[selector] = text[i + 1 : j]
        i = j + 1
    if lang == "ru":
        few = n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14)
        kind = "one" if n % 10 == 1 and n % 100 != 11 else "few" if few else "many"
    else:
        kind = "one" if n == 1 else "other"
    chosen = forms.get(f"={n}") or forms.get(kind) or forms["other"]
    chosen = chosen.replace("{" + m.group(1) + "}", str(n)).replace("#", str(n))
    return text[: m.start()] + chosen + text[i + 1 :]


class Catalog:
    """``t("name")``, ``t("name#N")`` (a plural for N) or ``t("name", arg, ...)`` (each
    ``{placeholder}`` filled in order) in one language, a missing string shown in English,
    as the generated ``AppLocalizations`` does; ``t("=text")`` is the text itself and
    ``t("material:close")`` Flutter's own close label."""

    def __init__(self, own: dict[str, Any], english: dict[str, Any], lang: str) -> None:
        self.own, self.english, self.lang = own, english, lang
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        if key.startswith("="):
            return key[1:]
        if key == "material:close":
            return CLOSE[self.lang]
        name, _, count = key.partition("#")
        value = self.own.get(name)
        if not value:
            value = self.english[name]
            if self.lang != "en":
                self.fallbacks.add(name)
        text = plural(str(value), int(count), self.lang) if count else str(value)
        values = iter(args)
        return re.sub(r"\{\w+\}", lambda _: str(next(values)), text)


def main(commons_repo: str, smooth_repo: str) -> int:
    english = read_catalog(Path(smooth_repo), "en")
    repo = Path(commons_repo)
    sources = [("commons", repo, COMMONS), ("commons-parent", repo, COMMONS)]

    def lookups(lang: str) -> list[Lookup]:
        return [
            ("commons", Strings(sources, lang, LOCALE), commons.screens),
            ("smooth", Catalog(read_catalog(Path(smooth_repo), lang), english, lang),
             openfoodfacts.screens),
        ]  # fmt: skip

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
