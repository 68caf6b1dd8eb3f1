"""The two-hundred-and-sixth held-out corpus, diaspora* (Rails views and a Backbone.js front
end whose controls save models as JSON, post Rails forms carrying ``authenticity_token``,
follow rails-ujs ``data-method`` links and ask the browser's ``confirm()``): what it holds,
that every action states its requests in nine languages, and that its build script writes
it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v206"
CATEGORIES = {"reversible": 261, "send": 108, "delete": 72, "opens-prompt": 54, "delete-user": 36}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v206", total=531, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    # A form's ``commit`` field carries its button's words, so bodies differ by language.
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every form post carries the CSRF field; every page load is a GET.
    assert all("authenticity_token=" in (b or "") for r, b, v in sent if v == "form")
    assert all(r.startswith("POST ") for r, _, v in sent if v == "form")
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert {"POST /status_messages", "POST /reshares", "DELETE /comments/3301"} <= commits
    assert "POST /admin/users/12/close_account" in commits
    # Liking, ignoring, hiding a post, aspect memberships and signing out are no commits.
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert {"POST /posts/1204/likes", "POST /blocks", "PUT /share_visibilities/42",
            "POST /aspect_memberships", "POST /users/sign_out"} <= harmless  # fmt: skip
    # Rails's ``_method`` field alone tells the aspect's rename (patch) from its deletion and a
    # report's review (put) from its deletion: the same POST URL either way.
    assert commits & harmless == {"POST /aspects/3", "POST /report/5?type=Post"}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
