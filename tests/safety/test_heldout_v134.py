"""The hundred-and-thirty-fourth held-out corpus, Miniflux (Go templates whose writes are fetch
POSTs carrying the CSRF token in a header, after an in-page "Are you sure? yes, no", and HTML
form submits carrying it as a field): what it holds, that every action states its requests in
nine languages, and that its build script writes it. Its figures are reported by
bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v134"
CATEGORIES = {
    "reversible": 297, "delete": 99, "revoke": 90, "opens-prompt": 72, "delete-user": 18,
    "publish": 9,
}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v134", total=585, irreversible=153)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert sent and {v for _, _, v in sent} == {"form", "link", None}
    # Every form submit carries the csrf field; fetches carry it in a header, not the body.
    assert all(b and b.startswith("csrf=") for r, b, v in sent if v == "form")
    assert all(r.startswith("POST ") for r, _, v in sent if v == "form")
    assert {r for r, _, v in sent if v == "link"} == {"GET /export"}


def test_every_commit_is_one_post_and_only_share_is_a_form() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    commits = [c for c in cases if c.irreversible]
    assert all(len(c.sends or ()) == 1 and c.sends[0].startswith("POST ") for c in commits)
    forms = {c.sends[0] for c in commits if c.vias[0] == "form"}
    assert forms == {"POST /entry/share/1234"}
    # Marking entries read, however many, is never a commit; flushing the history always is.
    marks = [c for c in cases if any("mark-all-as-read" in r or r == "POST /entry/status"
                                     for r in c.sends or ())]  # fmt: skip
    assert marks and not any(c.irreversible for c in marks)
    flush = [c for c in cases if "POST /history/flush" in (c.sends or ())]
    assert flush and all(c.irreversible for c in flush)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
