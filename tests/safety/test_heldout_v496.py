"""The four-hundred-and-ninety-sixth held-out corpus, Isso (a comment widget that a blog embeds
and that calls the Isso server, another origin, with XMLHttpRequest; its admin page; the
pages of its moderation e-mails' links, each a confirm()): what it holds, that every action
states its requests in nine languages, and that its build script writes it. Its figures are
reported by bench/safety.py, never pinned here."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v496"
ISSO = "https://comments.example.org"
CATEGORIES = {"harmless": 126, "send": 108, "delete": 99, "reversible": 81, "vote": 36,
              "publish": 36, "opens-prompt": 27}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v496", total=513, irreversible=153)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", "form", None}
    # The widget calls the Isso server; the admin and moderation pages call their own origin.
    assert all(r.split()[1].startswith((f"{ISSO}/", "/id/", "/login/"))
               for r, _, v in sent if v is None)  # fmt: skip
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # The only form that writes is the admin's login, its password urlencoded.
    assert {(r, b) for r, b, v in sent if v == "form" and not r.startswith("GET ")} == {
        ("POST /login/", "password=plum-tree-admin-42")
    }
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert f"POST {ISSO}/new?uri=%2F2026%2Fpruning-plums%2F" in commits
    assert f"DELETE {ISSO}/id/12" in commits and f"POST {ISSO}/id/7/like" in commits
    assert any(r.startswith("POST /id/16/activate/") for r in commits)
    assert any(r.startswith("POST /id/15/delete/") for r in commits)
    # Preview, the own comment's Save and the admin's edit never commit.
    assert f"POST {ISSO}/preview" not in commits and f"PUT {ISSO}/id/12" not in commits
    assert not any("/edit/" in r for r in commits)
    # Submit with an empty text (the first action) sends nothing, and the controls that
    # only open something (Edit, the first tap on Delete) send nothing or read.
    english = [c for c in cases if c.language == "en"]
    assert english[0].category == "harmless" and not english[0].sends
    assert all(r.startswith("GET ") for c in english if c.category == "opens-prompt"
               for r in c.sends or ())  # fmt: skip


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
