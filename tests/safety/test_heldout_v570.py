"""The five-hundred-and-seventieth held-out corpus: what it holds, and that its build script
writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from m2miner.testing.safety_corpus import read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v570"
CORPUS = FOLDER / "heldout_v570.yaml"
MODULES = ("ffupdater_main", "ffupdater_cards", "ffupdater_download", "ffupdater_settings")


def _entries(lang: str) -> list[dict]:
    return [e for e in read_entries(CORPUS) if e["language"] == lang]


def _taps(lang: str) -> list[str]:
    return [str(c["tap"]) for e in _entries(lang) for c in e["cases"]]


def _labels(lang: str) -> dict[tuple[str, str], list[bool]]:
    taps: dict[tuple[str, str], list[bool]] = {}
    for e in _entries(lang):
        for c in e["cases"]:
            taps.setdefault((e["source"], str(c["tap"])), []).append(c["irreversible"])
    return taps


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {"install": 198, "harmless": 135, "reversible": 135, "opens-prompt": 90}
    assert_native_corpus(FOLDER, total=558, irreversible=126, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # FFUpdater has no Korean catalog: Korean shows the app's words in English, and only the
    # platform's OK and Cancel of the settings' dialogs (four taps) differ from English's.
    assert_same_controls(CORPUS, differ=3)


def test_the_translated_languages_show_their_own_words() -> None:
    # Chinese, Japanese and Russian hold every string shown; German and Spanish lack the
    # "Update all apps" strings and IronFox's, French those and a few more, Portuguese only the
    # menu's "Update all apps". 49 (German) to 59 (Russian) of the 62 taps differ from English's.
    english = _taps("en")
    for lang in ("zh", "ja", "de", "fr", "es", "pt", "ru"):
        taps = _taps(lang)
        assert sum(a != b for a, b in zip(taps, english, strict=True)) >= 45, lang
    korean = _taps("ko")
    assert {b for a, b in zip(english, korean, strict=True) if a != b} == {"취소", "확인"}
    chinese = {e["source"]: e for e in _entries("zh")}
    card = chinese["ffupdater CardviewOptionsDialog (main page, Firefox)"]["screen"]
    assert card["items"][-1]["button"] == "安装最新版本"
    german = {e["source"]: e for e in _entries("de")}
    # German has no translation of the "Update all apps" question: it shows in English.
    question = german["ffupdater MainActivity (update all apps)"]["screen"]
    assert question["dialog"]["title"] == "Update all apps"


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, MODULES, 54)


def test_what_the_app_commits() -> None:
    taps = _labels("en")
    cards = "ffupdater CardviewOptionsDialog"
    # "Install latest version" opens DownloadActivity, which downloads and installs the app at
    # once, for an installed app, for one another installer put on the device and for a new
    # one; Close only closes the dialog.
    for which in (
        "main page, Firefox",
        "main page, Tor Browser",
        "main page, Brave, other installer",
        "Add New Application, IronFox",
        "Add New Application, Fennec F-Droid",
        "Add New Application, Orbot",
    ):
        assert taps[(f"{cards} ({which})", "Install latest version")] == [True]
        assert taps[(f"{cards} ({which})", "Close")] == [False]
    # A card's download button and an update's notification install the update.
    for where in ("Firefox update", "Tor Browser update"):
        assert taps[(f"ffupdater MainActivity ({where})", "download the app")] == [True]
    updates = "ffupdater NotificationBuilder (update available)"
    assert taps[(updates, "Update for Firefox Browser available")] == [True]
    assert taps[(updates, "Update for Tor Browser available")] == [True]
    # The last notification of "Update all apps" opens UpdateAllActivity, which installs every
    # downloaded update; the question's "Update apps" only downloads them in the background.
    done = "ffupdater NotificationBuilder (all updates downloaded)"
    assert taps[(done, "Update for all apps are downloaded")] == [True]
    assert taps[("ffupdater MainActivity (update all apps)", "Update apps")] == [False]
    assert taps[("ffupdater MainActivity (overflow)", "Update all apps")] == [False]
    # Starting a second download while one runs installs as well; its negative button does not.
    for where in ("main page", "Add New Application"):
        assert taps[(f"ffupdater RunningDownloadsDialog ({where})", "Yes")] == [True]
        assert taps[(f"ffupdater RunningDownloadsDialog ({where})", "No, don't download it")] == [
            False
        ]
    # Retrying a failed installation downloads and installs again; clearing the cache only
    # deletes a downloaded file FFUpdater downloads again.
    assert taps[("ffupdater DownloadActivity (installation failed)", "Retry installation")] == [
        True
    ]
    assert taps[("ffupdater DownloadActivity (installed)", "clear cache")] == [False]
    # Hiding an app is undone in the settings' "Hidden apps"; granting the permission only
    # opens the system's page.
    assert taps[(f"{cards} (main page, Firefox)", "Hide")] == [False]
    permission = "ffupdater RequestInstallationPermissionDialog (main page)"
    assert taps[(permission, "Grant permission")] == [False]
    # Nothing in the settings commits.
    assert not any(
        bad for (source, _), marks in taps.items() if "Settings" in source for bad in marks
    )
