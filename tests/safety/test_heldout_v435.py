"""The four-hundred-and-thirty-fifth held-out corpus, Nextcloud Notes (a Vue app inside a
Nextcloud page whose controls call the app's own routes with axios, with the server's
confirmation dialog before a category and its notes are deleted, an undo toast after a note
is deleted and a modal for update conflicts): what it holds, that every action states its
requests in nine languages, and that its build script writes it. Its figures are reported by
bench/safety.py, never pinned here."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v435"
APP = "/index.php/apps/notes"
CATEGORIES = {"delete": 216, "reversible": 189, "harmless": 63, "opens-prompt": 45,
              "overwrite": 27}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v435", total=540, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every request goes to the app's own routes; the dashboard's links are GETs.
    assert all(r.split()[1].startswith(f"{APP}/") for r, _, _ in sent)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Bodies are JSON; the sample note is written in the page's language, every other body
    # is the same in all nine.
    assert all(json.loads(b) is not None for _, b, _ in sent if b)
    samples = {json.loads(b)["title"] for r, b, _ in sent
               if r == f"POST {APP}/notes" and b and json.loads(b)["title"]}  # fmt: skip
    assert "Sample note" in samples and len(samples) > 5

    def plain_bodies(lang: str) -> list[object]:
        pairs = [p for c in cases if c.language == lang
                 for p in zip(c.sends or (), c.bodies, strict=True)]  # fmt: skip
        return [b for r, b in pairs if r != f"POST {APP}/notes"]

    assert all(plain_bodies(c.language) == plain_bodies("en") for c in cases[::60])
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    # A commit deletes a note or a category with its notes, or overwrites a note's content
    # with the version of this session; the reads before a deletion ride along.
    assert {r.split()[0] for r in commits} == {"GET", "DELETE", "PUT"}
    assert f"DELETE {APP}/notes/category?category=Archive+2023" in commits
    assert f"DELETE {APP}/notes/4827" in commits and f"PUT {APP}/notes/4815" in commits
    assert f"DELETE {APP}/notes/category?category=Recipes" not in commits
    assert not any(r.endswith(("/favorite", "/category", "/title", "/settings", "/undo"))
                   for r in commits)  # fmt: skip


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
