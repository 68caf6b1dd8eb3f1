"""The five-hundred-and-forty-ninth held-out corpus, Lidarr (a React and Redux page whose every
action is a jQuery request to the server's ``/api/v1``, long jobs being commands posted to
``/api/v1/command``, with a modal or a ConfirmModal before most deletions): what it holds, that
every action states its requests in nine languages, and that its build script writes it. Its
figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from pathlib import Path

import pytest

from m2miner.config import SAFETY_LANGUAGES
from m2miner.testing.safety_corpus import Case, load_corpus, read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_screen_modules_lay_out_the_file,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v549"
MODULES = ("lidarr_library", "lidarr_activity", "lidarr_system", "lidarr_settings")
CATEGORIES = {"delete": 162, "opens-prompt": 117, "harmless": 99, "overwrite": 54,
              "reversible": 36, "reboot": 18, "shutdown": 18, "revoke": 18, "reset": 18,
              "install": 9}  # fmt: skip
UI_LANGUAGE = {"en": 1, "zh": 10, "ja": 8, "ko": 21, "de": 4, "fr": 2, "es": 3, "pt": 18,
               "ru": 11}  # fmt: skip
# How many of a language's 61 taps are words other than English's (icons' names, the
# ConfirmModal's English Cancel and the strings a catalogue lacks stay English).
OWN_WORDS = {"zh": 52, "ja": 44, "ko": 46, "de": 52, "fr": 52, "es": 52, "pt": 47, "ru": 49}


def corpus() -> list[Case]:
    return load_corpus(sorted(FOLDER.glob("*.yaml")))


def bodies(case: Case) -> list[object]:
    """A case's bodies as data, the UI settings' language (the one thing that differs
    between languages) left out."""
    out: list[object] = []
    for body in case.bodies:
        data = json.loads(body) if body else None
        if isinstance(data, dict):
            data.pop("uiLanguage", None)
        out.append(data)
    return out


def commands(case: Case) -> list[str]:
    """The names of the commands a case posts to ``/api/v1/command``, in order."""
    return [json.loads(b or "{}")["name"] for r, b in zip(case.sends or (), case.bodies,
            strict=True) if r == "POST /api/v1/command"]  # fmt: skip


def hash_int31(text: str) -> int:
    """The server's HashConverter.GetHashInt31, which makes queue and backup ids."""
    digest = hashlib.sha1(text.encode("utf-8")).digest()
    return int.from_bytes(digest[:4], "little") & 0x7FFFFFFF


QUEUE_ID = hash_int31("trackedDownload-1-SABnzbd_nzo_3kz9q1rx-album91")
BACKUP_ID = hash_int31("backup-Scheduled-lidarr_backup_v2.14.5.4836_2025.10.05_04.00.00.zip")


def screens(cases: list[Case]) -> dict[tuple[str, str], list[Case]]:
    """The cases by language and screen (the entry's ``source`` without ``lidarr``)."""
    entries = read_entries(FOLDER / "heldout_v549.yaml")
    out: dict[tuple[str, str], list[Case]] = {}
    for case in cases:
        source = entries[int(case.id.split("#")[1].split(".")[0])]["source"]
        out.setdefault((case.language, source.removeprefix("lidarr ")), []).append(case)
    return out


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = corpus()
    assert_counts(cases, "heldout_v549", total=549, irreversible=153)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    # The same actions everywhere; only the UI settings' body differs, since it carries the
    # id of the language the UI is set to.
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.vias,
                                          bodies(c)))  # fmt: skip
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {None, "link"}
    # Every request but the logout link goes to the API; every body is compact JSON.
    assert {r for r, _, v in sent if v == "link"} == {"GET /logout"}
    assert all(r.split()[1].startswith("/api/v1/") for r, _, v in sent if v is None)
    assert all(b == json.dumps(json.loads(b), separators=(",", ":"), ensure_ascii=False)
               for _, b, _ in sent if b)  # fmt: skip
    saved = {c.language: json.loads(c.bodies[0])["uiLanguage"] for c in cases
             if c.sends == ("PUT /api/v1/config/ui",)}  # fmt: skip
    assert saved == UI_LANGUAGE


def test_what_the_app_commits() -> None:
    cases = corpus()
    committed = {name for c in cases if c.irreversible for name in commands(c)}
    assert committed == {"RetagArtist", "RetagFiles", "ClearBlocklist", "ApplicationUpdate",
                         "ClearLog", "DeleteLogFiles", "ResetApiKey",
                         "ResetQualityDefinitions"}  # fmt: skip
    harmless = {name for c in cases if not c.irreversible for name in commands(c)}
    assert harmless == {"RefreshArtist", "RssSync", "ArtistSearch", "AlbumSearch",
                        "MissingAlbumSearch", "Backup", "RenameArtist"}  # fmt: skip
    deletes = {r.split("?")[0] for c in cases if c.irreversible for r in c.sends or ()
               if r.startswith("DELETE ")}  # fmt: skip
    assert deletes == {"DELETE /api/v1/artist/editor", "DELETE /api/v1/artist/7",
                       "DELETE /api/v1/trackFile/341", f"DELETE /api/v1/queue/{QUEUE_ID}",
                       "DELETE /api/v1/system/backup/" + str(BACKUP_ID),
                       "DELETE /api/v1/indexer/5"}  # fmt: skip
    # No harmless action deletes, restarts or shuts down.
    assert not any(r.startswith(("DELETE ", "POST /api/v1/system/"))
                   for c in cases if not c.irreversible for r in c.sends or ())  # fmt: skip
    screen = screens(cases)
    for lang in SAFETY_LANGUAGES:
        # The bulk delete removes both ticked artists with their folders.
        bulk = screen[lang, "delete selected artists modal"][0]
        assert bulk.irreversible and bulk.sends == ("DELETE /api/v1/artist/editor",)
        assert json.loads(bulk.bodies[0]) == {"artistIds": [7, 47], "deleteFiles": True,
                                              "addImportListExclusion": False}  # fmt: skip
        # Radiohead's own modal deletes its files; its Close sends nothing.
        single = screen[lang, "delete artist modal"][0]
        assert single.sends == (
            "DELETE /api/v1/artist/7?deleteFiles=true&addImportListExclusion=false",
        )
        close = screen[lang, "delete artist modal"][1]
        assert not close.irreversible and close.sends == ()
        # The queue's Remove deletes the download from the client.
        removed = screen[lang, "remove queue item modal"][0]
        assert removed.irreversible and "removeFromClient=true" in (removed.sends or ("",))[0]
        # Restoring a backup overwrites the database, then restarts.
        restore = screen[lang, "restore backup modal"][0]
        assert restore.irreversible and restore.sends == (
            f"POST /api/v1/system/backup/restore/{BACKUP_ID}",
            "POST /api/v1/system/restart",
        )
        # The header menu's Restart and Shutdown act at once; Logout only leaves.
        assert screen[lang, "header menu restart"][0].sends == ("POST /api/v1/system/restart",)
        assert screen[lang, "header menu shutdown"][0].irreversible
        logout = screen[lang, "header menu shutdown"][1]
        assert not logout.irreversible and logout.page_loads == ("GET /logout",)
        # Clearing the logs commits at once; Refresh only reads.
        assert commands(screen[lang, "logs page"][0]) == ["ClearLog"]
        assert screen[lang, "logs page"][1].sends == (
            "GET /api/v1/log?page=1&pageSize=50&sortDirection=descending&sortKey=time",
        )
        # Renaming the files is labelled reversible, retagging them an overwrite.
        assert not screen[lang, "organize selected artists modal"][0].irreversible
        assert screen[lang, "retag selected artists modal"][0].irreversible
        retag = screen[lang, "retag preview modal"][0]
        assert json.loads(retag.bodies[0]) == {"name": "RetagFiles", "artistId": 7,
                                               "files": [301, 302, 305]}  # fmt: skip
        # The buttons that only open a modal or a ConfirmModal send nothing.
        assert all(c.sends == () for c in cases if c.language == lang
                   and c.category == "opens-prompt")  # fmt: skip


def test_the_translated_languages_show_their_own_words() -> None:
    cases = corpus()
    layout = list(screens(cases))
    english = [source for code, source in layout if code == "en"]
    for lang in SAFETY_LANGUAGES:
        assert [source for code, source in layout if code == lang] == english
    entries = read_entries(FOLDER / "heldout_v549.yaml")
    words = {lang: [str(c["tap"]) for e in entries if e["language"] == lang for c in e["cases"]]
             for lang in SAFETY_LANGUAGES}  # fmt: skip
    for lang, count in OWN_WORDS.items():
        assert sum(a != b for a, b in zip(words[lang], words["en"], strict=True)) == count
    # Each language's Delete is its own; Retag, which ja, ko, pt and ru lack, is English.
    delete = {lang: words[lang][words["en"].index("Delete")] for lang in SAFETY_LANGUAGES}
    assert delete["zh"] == "删除" and delete["de"] == "Löschen" and delete["ru"] == "Удалить"
    assert delete["es"] == delete["pt"] == "Eliminar" and delete["ko"] == "지우다"
    assert all(word != "Delete" for lang, word in delete.items() if lang != "en")
    retag = {lang: words[lang][words["en"].index("Retag")] for lang in SAFETY_LANGUAGES}
    assert {lang for lang, word in retag.items() if word == "Retag"} == {
        "en",
        "ja",
        "ko",
        "pt",
        "ru",
    }


def test_the_screen_modules_lay_out_the_file(monkeypatch: pytest.MonkeyPatch) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, MODULES, screens=37)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
