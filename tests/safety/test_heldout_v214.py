"""The two-hundred-and-fourteenth held-out corpus, Apache Answer (a React front end calling a Go
REST API by axios, with ``Modal.confirm`` and react-bootstrap modals): what it holds, that every
action states its requests in nine languages, and that its build script writes it. Its figures
are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus, read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v214"
CATEGORIES = {
    "reversible": 261,
    "send": 108,
    "delete": 63,
    "opens-prompt": 63,
    "delete-user": 27,
}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v214", total=522, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert sent and all(r.split()[1].startswith(("/answer/api/v1/", "/answer/admin/api/"))
                        for r, _, _ in sent)  # fmt: skip
    # Everything goes by axios: no form, no link.
    assert {v for _, _, v in sent} == {None}
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert all(not r.startswith("GET ") for r in commits)
    # A comment's delete is for good; a question's or an answer's is a soft delete that
    # Undelete brings back, and only Deleted permanently purges.
    assert {"DELETE /answer/api/v1/comment", "DELETE /answer/admin/api/delete/permanently",
            "POST /answer/api/v1/report"} <= commits  # fmt: skip
    assert not {"DELETE /answer/api/v1/question", "DELETE /answer/api/v1/answer",
                "PUT /answer/api/v1/question/recover"} & commits  # fmt: skip
    # A user's status: only "deleted" commits (suspended and inactive are set back).
    statuses = {(b, c.irreversible) for c in cases for r, b in zip(c.sends or (), c.bodies,
                strict=True) if r == "PUT /answer/admin/api/user/status"}  # fmt: skip
    assert all(('"deleted"' in (b or "")) == bad for b, bad in statuses)
    # The SMTP page's Save sends a test e-mail only because its recipient is filled in.
    assert all("test_email_recipient" in (b or "") for c in cases if c.irreversible
               for r, b in zip(c.sends or (), c.bodies, strict=True)
               if r == "PUT /answer/admin/api/setting/smtp")  # fmt: skip
    # zh's Modal.confirm for a delete has its title in the words of its button: left out.
    entries = read_entries(FOLDER / "heldout_v214.yaml")
    zh = [e for e in entries if e["language"] == "zh"
          and e["source"] == "answer delete comment confirmation"]  # fmt: skip
    assert zh and "title" not in zh[0]["screen"]["dialog"]
    taps = {e["language"]: e["cases"][0]["tap"] for e in entries
            if e["source"] == "answer comment form"}  # fmt: skip
    assert len(set(taps.values())) == 9


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
