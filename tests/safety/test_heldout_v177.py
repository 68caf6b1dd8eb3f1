"""The hundred-and-seventy-seventh held-out corpus, Invidious (server-rendered ECR pages whose
controls are HTML forms carrying ``csrf_token``, page links, XMLHttpRequests of its scripts to
``/subscription_ajax``, ``/playlist_ajax``, ``/watch_ajax`` and ``/token_ajax``, and
confirmation pages instead of ``confirm()``): what it holds, that every action states its
requests in nine languages, and that its build script writes it. Its figures are reported by
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

FOLDER = Path(__file__).parent / "heldout_v177"
CATEGORIES = {
    "reversible": 360,
    "delete": 72,
    "opens-prompt": 45,
    "revoke": 27,
    "delete-user": 18,
}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v177", total=522, irreversible=63)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every form POST carries the CSRF token but the preferences' and the import's, whose
    # templates have none; page loads are GETs.
    forms = [(r, b) for r, b, v in sent if v == "form"]
    bare = {r.split("?")[0] for r, b in forms if "csrf_token=" not in (b or "")}
    assert bare == {"POST /preferences", "POST /data_control"}
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # The XMLHttpRequests' POSTs go to the app's ajax endpoints with a csrf_token payload.
    posts = [(r, b) for r, b, v in sent if v is None and r.startswith("POST ")]
    assert posts and all(r.split()[1].split("?")[0].endswith("_ajax") for r, _ in posts)
    assert all((b or "").startswith("csrf_token=") for _, b in posts)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert any(r.startswith("POST /delete_playlist?list=") for r in commits)
    assert any(r.startswith("POST /delete_account?") for r in commits)
    assert not any(r.startswith("POST /signout") for r in commits)
    # Revoking the session in use is a logout; revoking another one cuts its access.
    revokes = [c for c in cases if c.sends and "action=revoke_token" in c.sends[0]]
    assert Counter(c.irreversible for c in revokes) == {True: 18, False: 9}
    # Invidious asks no confirm(): its confirmations are pages with Yes and No.
    assert not any(c.confirmed for c in cases)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
