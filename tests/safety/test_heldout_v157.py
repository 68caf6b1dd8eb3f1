"""The hundred-and-fifty-seventh held-out corpus, Friendica (server-rendered PHP pages whose
controls are HTML forms, page links carrying the ``t`` form security token, jQuery
``$.get``/``$.post`` calls of main.js and the browser's ``confirm()``): what it holds, that
every action states its requests in nine languages, and that its build script writes it. Its
figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v157"
CATEGORIES = {
    "reversible": 153,
    "delete": 135,
    "send": 81,
    "revoke": 63,
    "delete-user": 36,
    "opens-prompt": 9,
}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v157", total=477, irreversible=189)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    # Form bodies carry the pages' localised submit values, so only the requests must agree.
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert sent and {v for _, _, v in sent} == {"form", "link", None}
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    assert all(r.startswith("POST ") for r, _, v in sent if v == "form")
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    # Deleting a post is a GET link behind confirm(); the reshare is a $.post.
    assert "GET /item/drop/1042/6e6574776f726b" in commits
    assert "POST /item/1042/activity/announce" in commits
    # Likes, stars, pins, blocks and logout are not commits.
    assert "POST /item/1042/activity/like" not in commits
    assert "GET /logout" not in commits and "POST /item/1042/star" not in commits
    assert not any("/block?t=" in r for r in commits)
    # The account removal form posts the password under a per-session field, no token.
    removal = [b for c in cases if c.language == "en" for r, b in zip(c.sends or (), c.bodies,
               strict=True) if r == "POST /settings/removeme"]  # fmt: skip
    assert removal and "form_security_token" not in (removal[0] or "")


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
