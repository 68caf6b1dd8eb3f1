"""Builds the five-hundred-and-forty-sixth held-out corpus (``heldout_v546.yaml``): an Android
weather app's screens, from its translations and code.

The source is Geometric Weather (``wangdaye.com.geometricweather``, a weather app: the weather
of the cities on a list, the list filled from a search or with the current location, sorted,
pruned and marked, the weather source and the providers' keys chosen, the cards of the home
page picked, the units, the look, the forecasts, the notification, the widgets and the live
wallpaper set; ``gw_main.py``, ``gw_settings.py``, ``gw_widgets.py``). Its words are
``app/src/main/res/values*/strings.xml`` and ``arrays.xml`` (``SOURCE``), read by name as
Android reads them: a device set to Chinese (China) reads ``values-zh-rCN``, one set to
Brazilian Portuguese ``values-pt-rBR`` and then ``values-pt``, the others ``values-ja``,
``-ko``, ``-de``, ``-fr``, ``-es`` and ``-ru`` (``LOCALES``), and a string or string array a
folder lacks shows the English one, which the build prints. The app's Language setting is left
at "Follow system", so it shows the device's language. An array item that names another string
(``@string/follow_system``) shows that string, as Android resolves it. All nine languages have
a catalog. Every language shows the advanced provider settings in English (their section names
and the eight keys' titles, ``settings_provider_*``, are in no catalog), and with them the
language names (each written in its own script), the temperature units and the widget row's
title, ``widget_day``, which the code takes from an untranslated key: the build prints those
too. Beyond them, Chinese lacks nothing and Portuguese only the app's name; French lacks
"Filter weather sources", Contributors and the app's name; Spanish lacks the location
statement's title and message, "Advanced service provider settings" and its summary, "Display
hourly trend", Contributors and the descriptions of the Back, filter, add, drag, delete and
preview buttons; Russian the same descriptions, the location statement, Contributors, the app's
name, Alipay and Wechat; Japanese and Korean the descriptions, both location permission
dialogs, Contributors, the advanced settings' row, "Display daily trend", "Display hourly
trend" and "Horizontal lines in trend" (Japanese the app's name as well); German the same as
Korean and, as its ``arrays.xml`` holds few arrays, the weather sources, the location services,
the notification styles, the subtitle choices, the live wallpaper's choices and the custom
subtitle's explanation. Some catalogs hold English words of their own, which show as they are:
the Spanish dark modes, "Follow system" among the Japanese, Korean and German ones. How each
screen is put together (a dialog's title, message, own widgets and buttons, a snackbar's
message and action, a sheet's rows, a page's widgets) comes from the app's layouts and code,
named in ``screens.py`` and in each screen module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: DONE in the dialog of each of the eight keys of "Advanced service provider
settings" (AccuWeather's weather, current and AQI keys, OpenWeather's key, Baidu IP location's
AK, Météo France's WSFT key, Air Parif's and ATMO AURA's keys), each opened on a key the user
set before (the page shows it as the row's summary). ``EditTextPreferenceView`` writes the
field's text over the setting with ``SettingsManager``, which keeps one value and no history,
and the app has no undo: four dialogs with the field emptied put the setting back to the app's
own key and lose the user's (filed as reset), four with another key typed lose the one before
(filed as overwrite). Not commits: the controls that only open a dialog, a dropdown or the
system's permission prompt ("Dark mode", "Forecast time for today", "Weather source", Language,
a key's row, a widget's style spinner, Wechat, which opens the WeChat payment code, HELP, LEARN
MORE, NEXT and SET in the location permission dialogs, the filter button of the search page,
DONE in "Block notification group", which only goes on to "Ignore battery optimization")
(opens-prompt); CANCEL everywhere and the controls that only open a page, the app store or the
browser (Manage, Settings, Edit, About, "Live wallpaper", ``widget_day``, "Advanced service
provider settings", a city's row on the list, the search bar, the rows of "Cannot get location
correctly?", App Store in the icon packs, GitHub, Alipay, Restart in the snackbar after a
language is chosen, which only recreates the app's pages) (harmless); and the reversible: "Add
current location" and a search result (both add a city to the list, where a swipe removes it),
CANCEL in the "Delete location success" snackbar (it puts the city back), DONE in the search
page's sheet of weather sources, the checkboxes ("Background Free", "Send Notification"), the
choices of dark mode, refresh rate, weather source, language and temperature unit, DONE in the
time picker, the card editor's delete button (the card goes to the tags at the foot, one tap
from the list again), and DONE in the Daily widget's settings (with a preset subtitle and with
a custom one) and on the live wallpaper's page.

Judgement calls: a key the user set is a value the app cannot bring back once it is written
over or emptied, and the user has to get it again from the provider's site, so those DONEs are
commits, though each is one setting; typing a key where the app's own was in use would be set
back by emptying the field, so no such DONE is here (it would show the same dialog with the
opposite label). Choosing another weather source drops the stored weather of the current
location, which the next refresh downloads again: reversible. Deleting a city is a swipe, not a
tap, so only the snackbar's CANCEL after it is here; a deleted city can be found and added
again, and the snackbar puts it back at its place. Alipay opens the Alipay app on the author's
payment code, where the amount still has to be typed and the payment confirmed: harmless, as a
share sheet would be. The custom subtitle's DONE replaces a preset subtitle with the template
typed, and choosing the preset again sets it back: reversible. Switching "Background Free" off
also opens "Block notification group", but its effect is the setting, which can be switched
back. Restart recreates the app's pages and loses nothing. Geometric Weather keeps no account,
sends nothing to others and deletes nothing by a tap: its only commits are these key writes, so
the corpus holds fewer commits than other screens.

Geometric Weather draws its home page, city list, search page, card editor and widget settings
with Android views, which carry the ids of its layouts and menus, and its settings, about page
and live wallpaper page with Jetpack Compose, whose controls carry none, so those are known by
their words. German names Manage and Edit alike (Bearbeiten), so there the home page's Edit is
tapped by its id. The card editor is shown with one card left on its list, so its delete button
names one control. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/WangDaYeeeeee/GeometricWeather
    python tests/safety/heldout_v546/build.py GeometricWeather

(Geometric Weather at b2373551ea97232176afd8cd82dd75f1ef53c8b8, "Merge branch 'dev' of
github.com:WangDaYeeeeee/GeometricWeather into dev", 2022-06-10, the head of master, as
``COMMIT`` says; the strings are read with ``git show`` at that commit, so a clone whose work
tree could not be checked out serves as well.) The corpus was built once, from this source
alone and without reading the policy. It is kept apart from the pinned corpus and the other
held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import functools
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import gw_main
import gw_settings
import gw_widgets
from android_corpus import (
    SUFFIX,
    Lookup,
    Source,
    Strings,
    read_arrays,
    read_strings,
    write_languages,
)

OUT = Path(__file__).with_name("heldout_v546.yaml")
COMMIT = "b2373551ea97232176afd8cd82dd75f1ef53c8b8"
"""Geometric Weather's commit: the head of its default branch, master."""
SOURCE: Source = (COMMIT, ("app/src/main/res",), ("strings.xml", "arrays.xml"))
"""Where the strings are: ``app/src/main/res/values*/strings.xml`` and ``arrays.xml`` at
:data:`COMMIT`."""
LOCALES = {"en": (), "zh": ("-zh-rCN",), "ja": ("-ja",), "ko": ("-ko",), "de": ("-de",),
           "fr": ("-fr",), "es": ("-es",), "pt": ("-pt-rBR", "-pt"), "ru": ("-ru",)}  # fmt: skip
"""The ``values`` folders a device set to each language reads, most specific first: Chinese
(China) reads ``values-zh-rCN``, Brazilian Portuguese ``values-pt-rBR`` and then
``values-pt``, and every language then the English ``values``."""
APPS = (
    ("geometricweather main", gw_main.screens),
    ("geometricweather settings", gw_settings.screens),
    ("geometricweather widgets", gw_widgets.screens),
)
REFERENCE = "@string/"


@functools.cache
def _table(repo: Path, suffix: str) -> dict[str, Any]:
    """The strings, plurals and string arrays (``name[i]``) of ``values<suffix>``."""
    return {**read_strings(repo, SOURCE, suffix), **read_arrays(repo, SOURCE, suffix)}


class Catalog(Strings):
    """``t("name")`` or ``t("array[i]")`` in one language, as :class:`android_corpus.Strings`
    reads it, from the folders of :data:`LOCALES` in order and then the English one; a value
    that names another string (``@string/name``) shows that string, as Android resolves it."""

    def __init__(self, repo: Path, lang: str) -> None:
        self.lang = lang
        own = [(False, _table(repo, suffix)) for suffix in LOCALES[lang]]
        self.tables = [*own, (True, _table(repo, ""))]
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        known = key in self.fallbacks
        text = super().__call__(key, *args)
        if text.startswith(REFERENCE):
            # A reference is no words of its own: the string it names is what shows.
            if not known:
                self.fallbacks.discard(key)
            return self(text[len(REFERENCE) :], *args)
        return text


def main(repo: str) -> int:
    def lookups(lang: str) -> list[Lookup]:
        return [(name, Catalog(Path(repo), lang), screens) for name, screens in APPS]

    assert set(LOCALES) == set(SUFFIX)
    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
