"""Builds the five-hundred-and-forty-seventh held-out corpus (``heldout_v547.yaml``): a
circumvention VPN's screens on Android, from its translations and code.

The source is Psiphon's Android client (``com.psiphon3``, a VPN that tunnels the device's
traffic through Psiphon's network: the tunnel started and stopped, the server region, the
apps the VPN tunnels, an upstream proxy, the language and the advanced options changed, the
first-run disclosure and MalAware prompt answered, Psiphon Bump, which takes another
device's connection information over NFC, the status, upgrade and crash notifications, and
feedback sent to Psiphon), at commit a048834096aff920a62927c71a1302edcb7611b0, "Merge pull
request #433 from Psiphon-Inc/GA-425", 2025-06-16, the head of its default branch
(``COMMIT``). The screens are in ``psiphon_main.py`` (the main activity, Psiphon Bump's
screens, the prompts and alerts, the notifications), ``psiphon_options.py`` (the Options
tab, the region dialog, the VPN, proxy and More Options pages and their dialogs) and
``psiphon_feedback.py`` (the feedback form); each module's docstring names the code read for
it: ``MainActivity.java``, ``HomeTabFragment.java``, ``OptionsTabFragment.java``,
``FeedbackActivity.java``, ``PsiphonBumpNfcReaderActivity.java``,
``PsiphonBumpHelpActivity.java``, ``NotificationPermissionRationaleActivity.java``,
``PsiphonCrashService.java``, and under ``psiphonlibrary/`` ``TunnelManager.java``,
``UpgradeManager.java``, ``UpgradeChecker.java``, ``FeedbackWorker.java``,
``LocalizedActivities.java``, ``LocaleManager.java``, ``RegionListPreference.java``,
``VpnOptionsPreferenceActivity.java``, ``InstalledAppsMultiSelectListPreference.java``,
``ProxyOptionsPreferenceActivity.java``, ``MoreOptionsPreferenceActivity.java`` and
``Utils.java``; the layouts of ``res/layout``, the menu ``res/menu/activity_main.xml``, the
preference screens of ``res/xml``, ``AndroidManifest.xml`` and ``assets/feedback.html``.

The app's words are ``app/src/main/res/values*/strings.xml`` and
``psiphon_android_library_strings.xml`` (with the untranslated ``untranslated_strings.xml``
and ``psiphon_android_library_untranslated_strings.xml``, which hold the language menu's
names, each in its own language), read by name as Android reads them (``RES``): Chinese from
``values-zh`` (the repository has no ``values-zh-rCN``), Portuguese from ``values-pt-rBR``
and then ``values-pt``, the others from ``values-ko``, ``-de``, ``-fr``, ``-es`` and ``-ru``
(``LOCALE``); a string a language lacks shows the English one, as Android does, and the
build prints which. The platform's own OK and Cancel, which the code and AndroidX's
preference dialogs ask for (``android.R.string.ok`` and ``cancel``), are the platform's
words in each language. The feedback form is a page of its own,
``app/src/main/assets/feedback.html``, with its own catalog, the ``langJSON`` object, and a
menu of languages (``read_page``): the activity opens it with the device's language code,
and its script picks the first language of its menu whose code begins with it (``zh``,
``ko``, ``de``, ``fr``, ``es``, ``pt_BR`` for ``pt``, ``ru``), English where none does, and
sets only the strings that language has, so an element whose string is missing stays empty
(``Form``). Japanese has no catalog at all: there is no ``values-ja`` and no Japanese in the
form, so every one of the app's words (105 strings) and the whole form show in English, and
only the platform's Cancel reads otherwise. Korean lacks 50 of the strings shown, among them
"VPN settings", "Proxy settings", the VPN page's rows, "Disable timeouts", "Wi-Fi only",
"Show MalAware alerts", "Enable Psiphon Bump", "About MalAware", the Psiphon Bump dialog and
reader, the data collection disclosure, the MalAware prompt's message, the "Proxy Error"
alert, the notification rationale and the crash notification; its form lacks the first and
third paragraphs, left empty, and its Submit reads 확인. Portuguese lacks 12 (About MalAware,
"Disable timeouts", and "Wi-Fi only", "Show MalAware alerts" and "Enable Psiphon Bump" with
their summaries, "Select apps", the apps summaries and the exclusions footer); its form
leaves the new version's address empty, as its string spells the element's id otherwise.
German lacks one, the "3 apps will be tunneled via VPN" summary, and its form five: the
second and third paragraphs, the email address's prompt, the bottom paragraph and the
diagnostics box's words, so that box shows no words. Chinese, French, Spanish and Russian
lack none (the Chinese catalog itself gives Help in English). The Psiphon Bump dialog's
title, a name left as it is, is empty in the Korean and Brazilian catalogs; the corpus shows
it as "Psiphon Bump" there too. How each screen is put together (a dialog's title, message,
own views and buttons, a preference page's rows, a page's widgets, the shade's
notifications) and what each control does comes from the code, named in the modules'
docstrings.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits, all filed as send: Submit on the feedback form, on eight forms (a
satisfaction cell tapped or not, a comment and an email address typed or not, the
diagnostics box ticked or not, one opened from the crash notification). The form's
submission is caught by ``FeedbackActivity.submitFeedback``, which enqueues
``FeedbackWorker`` to upload to Psiphon's servers, once the tunnel is stopped or connected,
the comment, the email address, the answer and, with the box ticked, the device's system
information, the logs and the last crash report (deleted from the device as it is read):
nothing in the app takes it back. Not commits: the controls that only open a dialog or a
prompt (the Psiphon Bump item with NFC off, "Select server region", "Select apps", "Host
Address", Language, the language menu of the form, the notification rationale's OK, which
asks the system for the permission in its own prompt, and the upgrade notification, which
hands the downloaded package to the system's installer, which asks before it installs)
(opens-prompt); Cancel and Close everywhere, the tabs, Open Browser, the help button, Help,
and Next and Done on Psiphon Bump's help pages, "Open settings", "I accept", the alerts' OK,
a region's row in the region dialog (it only marks the row until OK), "Always-on VPN",
Feedback, "VPN settings", "Proxy settings", "More Options", "About Psiphon", the crash
notification and a satisfaction cell (harmless); and the reversible: Start and Stop (on the
main page and in the status notification), Yes and No in the MalAware prompt, OK in the
region dialog, "Only tunnel selected apps", "Connect through an HTTP Proxy", "Use the
following settings:", OK in "Host Address", a language's row, "Disable timeouts", "Show
MalAware alerts" and "Enable Psiphon Bump".

Judgement calls: Submit is a commit whether or not the diagnostics box is ticked and whether
or not anything was typed: ``createFeedbackData`` always writes the feedback's id, the
comment, the email address and the answers (empty or not), and a blank form with the box
ticked sends the system information and the logs. (A form submitted while an earlier one
still waits to upload is dropped, ``ExistingWorkPolicy.KEEP``; the form cannot tell, and the
tap is still the one that sends.) "I accept" in "Data collection disclosure" only stores
that the disclosure was accepted (the data it describes is what the service collects
whenever the tunnel runs), so it is harmless though nothing in the app withdraws it. Yes and
No in the MalAware prompt only store the MalAware alerts setting, which "Show MalAware
alerts" sets back. Stop stops the tunnel and Start (the VPN permission already granted)
starts it again; OK in the region dialog, a routing radio, a proxy setting or a language
restarts the tunnel, the VPN or the app with the new setting, and choosing again puts it
back. OK in "Host Address" replaces the stored address, which typing it again restores:
reversible. The upgrade notification does not install: the system's installer asks first.
The Psiphon Bump exchange itself happens when two devices touch, not on a tap, so only
Psiphon Bump's buttons are here. Psiphon keeps no account, purchase or deletable content on
this branch: its one irreversible control is the feedback form's Submit, so the corpus holds
fewer commits than other screens.

Psiphon is View-based: the main activity's buttons, the version label, the status lines and
the activities drawn as dialogs carry the ids of its layouts (``com.psiphon3:id/...``), a
platform dialog's buttons ``android:id/button1`` and ``button2``, and the field of
AndroidX's text dialog ``android:id/edit``; the help button and the Psiphon Bump item, which
show an icon with no description (the help button's words are only its tooltip), are known
by their ids alone. The preference rows, the dialogs' choice rows, the tabs and the
notifications are known by their words. The feedback form is a page in a WebView, whose
nodes carry no resource ids a hierarchy shows, so its controls are known by their words; an
element its catalog leaves empty is an empty text, in its place. The values the build embeds
(the client version and the new version's address) are written as the repository's stub of
``EmbeddedValues`` gives them; the copy shown is not one installed from Google Play, so the
form offers the new version. A control a screen shows but no case taps is still on the
screen.

    git clone https://github.com/Psiphon-Inc/psiphon-android
    python tests/safety/heldout_v547/build.py psiphon-android

(The strings and the form are read with ``git show`` at ``COMMIT``, so a clone whose work
tree could not be checked out serves as well.) The corpus was built once, from this source
alone and without reading the policy. It is kept apart from the pinned corpus and the other
held-out corpora, and nothing in the policy is tuned to it.
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

import psiphon_feedback
import psiphon_main
import psiphon_options
from android_corpus import (
    SUFFIX,
    Lookup,
    Repo,
    Source,
    Strings,
    platform_buttons,
    read_arrays,
    write_languages,
)

OUT = Path(__file__).with_name("heldout_v547.yaml")
COMMIT = "a048834096aff920a62927c71a1302edcb7611b0"
RES: Source = (
    COMMIT,
    ("app/src/main/res",),
    ("strings.xml", "psiphon_android_library_strings.xml", "untranslated_strings.xml",
     "psiphon_android_library_untranslated_strings.xml"),
)  # fmt: skip
"""The commit, the resource folder and the string files read in it."""
PAGE = "app/src/main/assets/feedback.html"
"""The feedback form, with its catalog (``langJSON``) and its menu of languages."""
LOCALE = {
    **{("psiphon", lang): "" for lang in SUFFIX},
    **{("psiphon-pt", lang): "" for lang in SUFFIX},
    ("psiphon", "zh"): "-zh",
    ("psiphon", "de"): "-de", ("psiphon", "fr"): "-fr", ("psiphon", "es"): "-es",
    ("psiphon", "ko"): "-ko", ("psiphon", "ru"): "-ru",
    ("psiphon", "pt"): "-pt-rBR", ("psiphon-pt", "pt"): "-pt",
}  # fmt: skip
"""The ``values`` folders each language reads, the first found first: Chinese
``values-zh`` (the repository has no ``values-zh-rCN``), Portuguese ``values-pt-rBR`` and
then ``values-pt``, as Android falls back; Japanese none (there is no ``values-ja``)."""
DEVICE = {"en": "en", "zh": "zh", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr", "es": "es",
          "pt": "pt", "ru": "ru"}  # fmt: skip
"""The language code the feedback form gets after ``#`` (``Locale.getLanguage()``)."""
EMAIL = "get@example.com"
"""``GET_NEW_VERSION_EMAIL``, as the repository's stub of ``EmbeddedValues`` embeds it."""
PLATFORM = "android"
"""The form's platform, which its script writes into the feedback address."""


def git_show(repo: Path, path: str) -> str:
    done = subprocess.run(["git", "-C", str(repo), "show", f"{COMMIT}:{path}"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    return done.stdout


def read_page(repo: Path) -> tuple[dict[str, dict[str, str]], list[tuple[str, str]]]:
    """The form's catalog (each language's strings by element id) and its menu of
    languages (code, name), in order."""
    text = git_show(repo, PAGE)
    start = text.index("var langJSON = ") + len("var langJSON = ")
    catalog = json.loads(text[start : text.index("} ;", start) + 1])
    menu = re.findall(r'<option value="([^"]+)">([^<]+)</option>', text.split("<script>")[0])
    return catalog, menu


def shown(value: str) -> str:
    """An element's HTML as the text a hierarchy shows."""
    value = html.unescape(re.sub(r"<[^>]+>", "", value))
    return re.sub(r"\s+", " ", value).strip()


class Form:
    """The feedback form's words in the language ``setLanguage`` picks for ``code``: the
    first language of the menu whose code begins with it, English where none does; an
    element whose string the catalog lacks stays empty."""

    def __init__(self, catalog: dict[str, dict[str, str]], menu: list[tuple[str, str]],
                 code: str) -> None:  # fmt: skip
        picked = next(((c, n) for c, n in menu if c.startswith(code)), ("en", ""))
        self.code = picked[0] if picked[0] in catalog else "en"
        self.name = dict(menu)[self.code]
        self.strings = catalog[self.code]
        self.empty: set[str] = set()

    def __call__(self, key: str) -> str:
        if key == "language":
            return self.name
        value = self.strings.get(key) or ""
        if not value:
            self.empty.add(key)
            return ""
        if key == "top_para_2":
            # The new version's address fills ``#newVersionEmail`` (an id spelt otherwise
            # is left empty).
            value = re.sub(r'(<span id="newVersionEmail">)\s*(</span>)', rf"\g<1>{EMAIL}\g<2>",
                           value)  # fmt: skip
        if key == "text_feedback_bottom_para":
            value = re.sub(r"([a-z0-9]+)@([^\.]+)\.([a-z]+)", rf"\1+{PLATFORM}@\2.\3", value)
        return shown(value)


class Catalog:
    """``t("name")``, ``t("name#N")`` or ``t("name", arg)`` (the app's strings, read as
    Android reads them, a missing one shown in English), ``t("languages[i]")`` (the name of
    the language menu's i-th language), ``t("fb:id")`` (the feedback form's words) and
    ``t("=text")``, the text itself."""

    def __init__(self, strings: Strings, languages: dict[str, str], form: Form) -> None:
        self.strings, self.languages, self.form = strings, languages, form

    @property
    def fallbacks(self) -> set[str]:
        return self.strings.fallbacks

    def __call__(self, key: str, *args: Any) -> str:
        if key.startswith("fb:"):
            return self.form(key[3:])
        if key in self.languages:
            return self.languages[key]
        return self.strings(key, *args)


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen, the app's parts in order (one lookup, so its English fallbacks print
    once)."""
    return psiphon_main.screens(t) + psiphon_options.screens(t) + psiphon_feedback.screens(t)


def main(repo: str) -> int:
    path = Path(repo)
    sources: list[Repo] = [("psiphon", path, RES), ("psiphon-pt", path, RES)]
    platform = platform_buttons()
    arrays = read_arrays(path, RES, "")
    languages = {k: v.split(",")[0] for k, v in arrays.items() if k.startswith("languages[")}
    catalog, menu = read_page(path)
    forms: list[tuple[str, Form]] = []

    def lookups(lang: str) -> list[Lookup]:
        form = Form(catalog, menu, DEVICE[lang])
        forms.append((lang, form))
        t = Catalog(Strings(sources, lang, LOCALE, platform[lang]), languages, form)
        return [("psiphon", t, screens)]

    done = write_languages(OUT, Path(__file__), lookups)
    for lang, form in forms:
        if form.code != DEVICE[lang] and not form.code.startswith(DEVICE[lang]):
            print(f"{lang} feedback form: no catalog, shown in English ({form.code})")
        if form.empty:
            names = ", ".join(sorted(form.empty))
            print(f"{lang} feedback form: {len(form.empty)} strings left empty: {names}")
    return done


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
