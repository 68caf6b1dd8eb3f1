"""The five-hundred-and-thirtieth held-out corpus, Kolibri (Learning Equality's offline learning
platform: Vue single-page apps whose every control calls the Django REST API through axios,
with a KModal before each deletion and long-running work started as server tasks): what it
holds, that every action states its requests in nine languages, that the translated languages
show their own words, and that its build script writes it. Its figures are reported by
bench/safety.py, never pinned here."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from m2miner.testing.safety_corpus import Case, load_corpus, read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_screen_modules_lay_out_the_file,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v530"
CORPUS = FOLDER / "heldout_v530.yaml"
CATEGORIES = {"opens-prompt": 171, "delete": 108, "reversible": 90, "send": 45, "harmless": 45,
              "reset": 36, "delete-user": 18, "publish": 18, "end-quiz": 18}  # fmt: skip
URL_CODES = {"en": "en", "zh": "zh-hans", "ja": "en", "ko": "ko", "de": "de", "fr": "fr-fr",
             "es": "es-es", "pt": "pt-br", "ru": "en"}  # fmt: skip
JONAS, CLASS = "c5e7a9b13d5f4a7c9e1b3d5f7a9c1e2b", "e1f3a5c79b2d4f6e8a0c2e4a6c8e0b3d"
DRAFT, QUIZ = "f2a4c6e80b2d4d6f8a1c3e5a7c9e1b4d", "d4b6f8a02c4e4b6d9f1a3c5e7a9b1d3f"
RIVERSIDE, HILLSIDE = "4a3b9c1d2e5f40718293a4b5c6d7e8f9", "8c1e5a7b3d9f40a2b6c8e1d3f5a7b9c2"
TASKS = "POST /api/tasks/tasks/"


def requests(case: Case) -> list[tuple[str, object, str | None]]:
    """A case's requests, each with its body read as JSON and how it goes."""
    return [(r, None if b is None else json.loads(b), v)
            for r, b, v in zip(case.sends or (), case.bodies, case.vias, strict=True)]  # fmt: skip


def english_taps() -> dict[tuple[str, str], tuple[bool, list[tuple[str, object, str | None]]]]:
    """Each English tap, by its screen's source and its label: whether it commits, what it
    sends."""
    entries = [e for e in read_entries(CORPUS) if e["language"] == "en"]
    cases = [c for c in load_corpus([CORPUS]) if c.language == "en"]
    keys = [(e["source"], str(c["tap"])) for e in entries for c in e["cases"]]
    assert len(keys) == len(cases) == len(set(keys))
    return {key: (case.irreversible, requests(case)) for key, case in zip(keys, cases, strict=True)}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus([CORPUS])
    assert_counts(cases, "heldout_v530", total=549, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    # The same actions, requests and bodies everywhere, but that a page's path carries the
    # language's code (English for Japanese and Russian, which Kolibri lacks).
    for lang, code in URL_CODES.items():
        links = [r for c in cases if c.language == lang for r, _, v in requests(c) if v]
        assert links == [f"GET /{code}/logout/"], lang

    def sent(case: Case) -> list[tuple[str, object, str | None]]:
        return [(re.sub(r"^GET /[a-z-]+/logout/$", "GET /?/logout/", r), b, v)
                for r, b, v in requests(case)]  # fmt: skip

    assert_same_actions(cases, lambda c: (c.category, c.irreversible, sent(c)))
    everything = [s for c in cases for s in requests(c)]
    # Every call is the axios client's, to the core API or the device plugin's; the one page
    # load is Sign out's link; bodies are JSON, a DELETE's and a GET's none.
    assert {v for _, _, v in everything} == {None, "link"}
    assert all(re.match(r"(GET|POST|PUT|PATCH|DELETE) /(device/)?api/", r)
               for r, _, v in everything if v is None)  # fmt: skip
    assert all(b is None for r, b, _ in everything if r.split()[0] in ("GET", "DELETE"))
    assert all(b is not None for r, b, _ in everything if r.split()[0] in ("PUT", "PATCH")
               and "resetsettings" not in r)  # fmt: skip


def test_what_the_app_commits() -> None:
    taps = english_taps()
    # Deleting a user, a class, a quiz, a lesson and a group: the confirmation's Delete sends
    # the DELETE, its Cancel nothing, and the controls that open it nothing.
    assert taps[("kolibri delete user confirm", "Delete")] == (
        True, [(f"DELETE /api/auth/facilityuser/{JONAS}/", None, None)])  # fmt: skip
    assert taps[("kolibri delete user confirm", "Cancel")] == (False, [])
    assert taps[("kolibri user options menu", "Delete")] == (False, [])
    assert taps[("kolibri delete class confirm", "Delete")] == (
        True, [(f"DELETE /api/auth/classroom/{CLASS}/", None, None)])  # fmt: skip
    assert taps[("kolibri classes page", "Delete class")] == (False, [])
    assert taps[("kolibri delete quiz confirm", "Delete")] == (
        True, [(f"DELETE /api/exams/exam/{QUIZ}/", None, None)])  # fmt: skip
    assert taps[("kolibri delete lesson confirm", "Delete")][0]
    assert taps[("kolibri delete group confirm", "Delete")][0]
    # Removing a learner from a class deletes only his membership: he can be enrolled again.
    assert taps[("kolibri remove learner confirm", "Remove")] == (False, [
        (f"DELETE /api/auth/membership/?user={JONAS}&collection={CLASS}", None, None)])  # fmt: skip
    # An admin's reset of another user's password commits; one's own change does not.
    reset = taps[("kolibri reset user password modal", "Save")]
    assert reset == (True, [(f"PATCH /api/auth/facilityuser/{JONAS}/",
                             {"password": "River-2025"}, None)])  # fmt: skip
    own = taps[("kolibri change password modal", "Update")]
    assert not own[0] and own[1][0][1] == {"password": "Harbor#2025"}
    # Resetting the facility's settings commits; saving a changed setting does not.
    assert taps[("kolibri reset settings confirm", "Reset")] == (True, [
        ("POST /api/auth/facilitydataset/d2b4f6a8c0e1435b9d7f2a4c6e8b0d13/resetsettings/",
         None, None)])  # fmt: skip
    saved = taps[("kolibri facility settings changed", "Save changes")]
    assert not saved[0] and saved[1][0][1] == {"learner_can_sign_up": True}
    assert taps[("kolibri facility settings", "Allow learners to create accounts")] == (False, [])
    # Server tasks: syncing to the Data Portal, deleting a channel, removing a facility.
    assert taps[("kolibri sync source modal", "Continue")] == (True, [
        (TASKS, {"type": "kolibri.core.auth.tasks.dataportalsync", "facility": RIVERSIDE},
         None)])  # fmt: skip
    deleted = taps[("kolibri delete channel confirm", "Delete")]
    assert deleted[0] and deleted[1][0][0] == TASKS
    assert [task["type"] for task in deleted[1][0][1]] == [
        "kolibri.core.content.tasks.deletechannel"
    ]
    assert taps[("kolibri remove facility confirm", "Remove")] == (True, [
        (TASKS, {"type": "kolibri.core.auth.tasks.deletefacility", "facility": HILLSIDE},
         None)])  # fmt: skip
    assert taps[
        ("kolibri remove facility modal", "I understand the consequences of removing the facility")
    ] == (False, [])
    # Starting a draft quiz publishes it; ending a quiz finalises every learner's score.
    assert taps[("kolibri start quiz confirm", "Continue")] == (True, [
        (f"PATCH /api/exams/exam/{DRAFT}/", {"id": DRAFT, "active": True, "draft": False},
         None)])  # fmt: skip
    assert taps[("kolibri end quiz confirm", "Continue")] == (True, [
        (f"PATCH /api/exams/exam/{QUIZ}/", {"id": QUIZ, "archive": True}, None)])  # fmt: skip
    assert taps[("kolibri quizzes page", "Start quiz")] == (False, [])
    # A learner's Submit Quiz closes the attempt; with questions left it only asks first.
    submitted = taps[("kolibri submit quiz confirm", "Submit Quiz")]
    assert submitted[0] and submitted[1][0][0].startswith("PUT /api/logger/trackprogress/")
    assert submitted[1][0][1]["progress_delta"] == 1
    assert taps[("kolibri quiz page all answered", "Submit Quiz")] == submitted
    assert taps[("kolibri quiz page unanswered", "Submit Quiz")] == (False, [])
    # Granting a device permission and signing out can be taken back.
    granted = taps[("kolibri user permissions changed", "Save Changes")]
    assert not granted[0] and granted[1][0][0] == "POST /api/device/devicepermissions/"
    assert taps[("kolibri side navigation", "Sign out")] == (False, [("GET /en/logout/", None,
                                                                       "link")])  # fmt: skip


def test_each_language_shows_its_own_words() -> None:
    taps: dict[str, list[str]] = {}
    for entry in read_entries(CORPUS):
        taps.setdefault(entry["language"], []).extend(str(c["tap"]) for c in entry["cases"])
    english = taps["en"]
    # Kolibri has no Japanese or Russian catalogue: those browsers get English.
    assert taps["ja"] == taps["ru"] == english
    # The six translated languages show their own words on nearly every tap (French's
    # "Options" is the English word).
    for lang in ("zh", "ko", "de", "fr", "es", "pt"):
        assert sum(a != b for a, b in zip(taps[lang], english, strict=True)) >= 60, lang
    deletes = {e["language"]: [c["tap"] for c in e["cases"]] for e in read_entries(CORPUS)
               if e["source"] == "kolibri delete class confirm"}  # fmt: skip
    assert deletes["zh"] == ["删除", "取消"]
    assert deletes["de"] == ["Löschen", "Abbrechen"]
    # Strings added to the source after the catalogues' last export show in English.
    menus = {e["language"]: [i["menu"] for i in e["screen"]["items"]] for e in read_entries(CORPUS)
             if e["source"] == "kolibri group options menu"}  # fmt: skip
    assert all(m[:2] == ["Rename group", "Enroll learners"] for m in menus.values())
    assert len({m[2] for m in menus.values()}) == 7


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    apps = ("kolibri_facility", "kolibri_device", "kolibri_coach", "kolibri_account")
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, apps, 41)
