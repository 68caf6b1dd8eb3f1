"""The five-hundred-and-forty-fourth held-out corpus, Cospend (a Nextcloud app that shares
expenses within a group, a Vue single-page app whose every control calls its OCS API through
``@nextcloud/axios``, with a trash bin for bills, dialogs before the selections' and the trash
bin's deletions and a seven-second countdown before a project's, a trashed bill's and a
currency's): what it holds, that every action states its requests in nine languages, that the
translated languages show their own words, what the app commits, and that its build script
writes it. Its figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

import json
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from m2miner.testing.safety_corpus import Case, load_corpus, read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_screen_modules_lay_out_the_file,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v544"
CORPUS = FOLDER / "heldout_v544.yaml"
APPS = ("cospend_navigation", "cospend_bills", "cospend_project")
OCS = "/ocs/v2.php/apps/cospend/api/v1"
PROJECT = f"{OCS}/projects/lisbon-trip-2026"
OPTIONS = "PUT /index.php/apps/cospend/option-values"
TRACKER = "GET https://github.com/julien-nc/cospend-nc/issues"
CATEGORIES = {
    "reversible": 225,
    "delete": 81,
    "harmless": 72,
    "opens-prompt": 72,
    "revoke": 27,
    "leave": 18,
    "publish": 18,
    "share": 9,
}
COMMITS = {
    f"DELETE {OCS}/projects/flat-3b-groceries",
    f"DELETE {OCS}/federation/invitation/7",
    f"DELETE {OCS}/federation/invitation/9",
    f"PUT {PROJECT}/members/14",
    f"DELETE {PROJECT}/user-share/31",
    f"DELETE {PROJECT}/trash-bin",
    f"DELETE {PROJECT}/bills/305",
    f"DELETE {PROJECT}/bills?billIds%5B%5D=306&billIds%5B%5D=307",
    f"POST {OCS}/public-file-share",
    f"DELETE {PROJECT}/bills/307",
    f"POST {PROJECT}/user-share",
    f"DELETE {PROJECT}/public-share/41",
    f"DELETE {PROJECT}/user-share/32",
    f"DELETE {PROJECT}/currency/5",
}


@cache
def cases() -> list[Case]:
    return load_corpus([CORPUS])


def by_source(source: str, lang: str = "en") -> list[Case]:
    """The cases of the screen entry ``source`` in ``lang``, in order."""
    entries = read_entries(CORPUS)
    number = next(i for i, e in enumerate(entries)
                  if e["source"] == f"cospend {source}" and e["language"] == lang)  # fmt: skip
    return [c for c in cases() if c.id.startswith(f"heldout_v544#{number}.")]


def sent(case: Case) -> list[tuple[str, Any]]:
    """A case's requests, each with its body read as JSON (None where it has none)."""
    return [(r, None if b is None else json.loads(b))
            for r, b in zip(case.sends or (), case.bodies, strict=True)]  # fmt: skip


def taps(lang: str) -> list[str]:
    return [str(c["tap"]) for e in read_entries(CORPUS) if e["language"] == lang
            for c in e["cases"]]  # fmt: skip


def untranslated(case: Case) -> tuple[object, ...]:
    """What a case does, the words of the page taken out of its bodies: only the individual
    reimbursement's bill carries one, its ``what``, the catalog's "Reimbursement"."""
    bodies = [json.loads(b) if b else None for b in case.bodies]
    for data in bodies:
        if isinstance(data, dict) and data.get("categoryId") == "-11":
            data.pop("what")
    return case.category, case.irreversible, case.sends, case.vias, json.dumps(bodies)


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    assert_counts(cases(), "heldout_v544", total=522, irreversible=126)
    assert_web_requests(cases())
    assert Counter(c.category for c in cases()) == CATEGORIES
    assert_same_actions(cases(), untranslated)
    requests = [(r, b, v) for c in cases() for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                               strict=True)]  # fmt: skip
    # Every call goes to the app's OCS API but the preferences' and the one link's.
    assert all(r.split(" ", 1)[1].startswith(OCS + "/") for r, _, v in requests
               if not r.startswith(OPTIONS) and v is None)  # fmt: skip
    assert {(r, v) for r, _, v in requests if v is not None} == {(TRACKER, "link")}
    # A read or a deletion carries no body; every other write carries JSON.
    assert all(b is None for r, b, _ in requests if r.startswith(("GET ", "DELETE ")))
    assert all(b is not None for r, b, _ in requests if r.startswith(("POST ", "PUT ")))


def test_the_translated_languages_show_their_own_words() -> None:
    english = taps("en")
    # German and French translate every string shown; Spanish and Portuguese all but the
    # newer federation and search strings.
    for lang, floor in (("de", 50), ("fr", 50), ("es", 44), ("pt", 44)):
        assert sum(a != b for a, b in zip(taps(lang), english, strict=True)) >= floor, lang
    # Chinese, Japanese and Russian lack more of them (the trash bin's, the sharing words).
    for lang in ("zh", "ja", "ru"):
        assert 30 <= sum(a != b for a, b in zip(taps(lang), english, strict=True)) < 44, lang
    # The app ships no Korean catalog: a Korean user reads English everywhere.
    assert taps("ko") == english
    assert {"Papierkorb leeren", "Freigabe verlassen", "Kein Zugriff", "Leeren"} <= set(taps("de"))
    assert {"Очистить корзину", "Удалить ссылку", "Восстановить"} <= set(taps("ru"))
    assert "Leave share" in taps("ru") and "Leave share" in taps("zh")
    # The plural of the trash bin's dialogs follows each language's rule.
    clear = {e["language"]: e["screen"]["dialog"]["message"] for e in read_entries(CORPUS)
             if e["source"] == "cospend clear trash bin dialog"}  # fmt: skip
    assert clear["en"] == "Are you sure you want to clear the trash bin? (3 bills)"
    assert clear["ru"].endswith("(3 счёта)") and clear["fr"].endswith("(3 factures)")


def test_what_the_app_commits() -> None:
    commits = {c.sends[0] for c in cases() if c.irreversible and c.sends}
    assert commits == COMMITS
    # A bill goes to the trash bin and is deleted from it by the same request: the bill's
    # state, not the request, tells them apart.
    trash = by_source("bill form")[0]
    assert not trash.irreversible and trash.sends == (f"DELETE {PROJECT}/bills/301",
                                                      f"GET {PROJECT}")  # fmt: skip
    assert by_source("trashed bill form")[0].sends == (f"DELETE {PROJECT}/bills/307",
                                                       f"GET {PROJECT}")  # fmt: skip
    to_trash, cancel = by_source("move selection to trash dialog")
    assert not to_trash.irreversible and not cancel.sends
    assert to_trash.sends[0] == f"DELETE {PROJECT}/bills?billIds%5B%5D=303&billIds%5B%5D=304"
    for_good = by_source("delete selection dialog")
    assert [c.irreversible for c in for_good] == [True, False]
    # In the trash bin the selection's button says "Move selected bills to trash", and only
    # opens the dialog.
    words = next(e for e in read_entries(CORPUS) if e["language"] == "en"
                 and e["source"] == "cospend trash bin multiple selection")  # fmt: skip
    assert words["cases"][0]["tap"] == "Move selected bills to trash"
    assert by_source("trash bin multiple selection")[0].sends == ()
    # Deactivating a member and deleting one in no bill send the same request.
    deactivate = sent(by_source("member menu (balance)")[0])[0]
    delete = by_source("member menu (no bill)")[0]
    assert deactivate[1]["activated"] == sent(delete)[0][1]["activated"] == "false"
    assert delete.irreversible and delete.category == "delete"
    assert sent(delete) == [(f"PUT {PROJECT}/members/14", {
        "name": "Olu Adeyemi", "weight": 1, "activated": "false", "color": "a87ed6",
        "userId": ""})]  # fmt: skip
    # The countdowns: the tap is the commit, the request follows it unasked.
    assert by_source("other project menu (delete)")[0].category == "delete"
    assert by_source("trashed bill menu (delete)")[0].sends[0] == f"DELETE {PROJECT}/bills/305"
    # Clearing the trash bin closes it and reads the list again.
    clear = by_source("clear trash bin dialog")[0]
    assert clear.sends == (f"DELETE {PROJECT}/trash-bin",
                           f"GET {PROJECT}/bills?offset=0&limit=50&reverse=true&deleted=0",
                           OPTIONS, f"GET {PROJECT}")  # fmt: skip
    # The share link attached to a bill: the file is published, then the bill saved with it.
    choose = sent(by_source("file picker")[0])
    assert choose[0] == (f"POST {OCS}/public-file-share",
                         {"path": "/Receipts/lisbon-hotel-invoice.pdf"})  # fmt: skip
    assert choose[1][1]["what"].endswith("https://cloud.example.org/index.php/s/Wq7bRk2mXz9Lp4T")
    # Sharing notifies; the level and a new link do not commit.
    assert sent(by_source("sidebar sharing tab")[0]) == [(f"POST {PROJECT}/user-share", {
        "accessLevel": 2, "manuallyAdded": True, "userId": "sam"})]  # fmt: skip
    viewer, another = by_source("share link menu (access level)")
    assert sent(viewer) == [(f"PUT {PROJECT}/share-access-level/41", {"accessLevel": 1})]
    assert sent(another) == [(f"POST {PROJECT}/public-share", {"accessLevel": 2})]
    assert not viewer.irreversible and not another.irreversible
    # Leaving a federated project and rejecting an invitation are one request; accepting is a
    # POST to the same URL.
    assert by_source("federated project menu")[0].sends == (
        f"DELETE {OCS}/federation/invitation/7",
    )
    accept = by_source("pending invitation (accept)")[0]
    assert not accept.irreversible and accept.sends[0] == f"POST {OCS}/federation/invitation/9"
    assert accept.sends[1].startswith(f"GET {OCS}/projects/book-club%40cloud.bookworms.example/")
    # The settlement's payments are bills, made by a GET.
    settle = by_source("settlement page")[0]
    assert (
        not settle.irreversible and settle.sends[0] == f"GET {PROJECT}/auto-settlement?precision=2"
    )
    # The individual reimbursement's bill is named in the language of the page.
    names = {lang: sent(by_source("individual reimbursement", lang)[0])[0][1]["what"]
             for lang in ("en", "ko", "de", "fr", "ru")}  # fmt: skip
    assert names == {"en": "Reimbursement", "ko": "Reimbursement", "de": "Erstattung",
                     "fr": "Remboursement", "ru": "Возмещение"}  # fmt: skip


def test_the_screen_modules_lay_out_the_file(monkeypatch: pytest.MonkeyPatch) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, APPS, screens=40)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
