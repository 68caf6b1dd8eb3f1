"""The two-hundred-and-ninety-second held-out corpus, ntfy's web app (a React single-page app
that calls its own ntfy server with fetch, publishes with XMLHttpRequest, and keeps topics
and notifications in the browser): what it holds, that every action states its requests in
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

FOLDER = Path(__file__).parent / "heldout_v292"
CATEGORIES = {"reversible": 216, "opens-prompt": 108, "publish": 63, "release": 36,
              "delete": 27, "send": 18, "revoke": 18, "delete-user": 18, "pay": 18,
              "cancel": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v292", total=540, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # The app's own server is the page's origin; only ntfy.sh and the publisher's HTTP
    # action are called absolute.
    assert {r.split()[1].split("/")[2] for r, _, v in sent if v is None
            and "://" in r} == {"ntfy.sh", "backup.example.org"}  # fmt: skip
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    # Every publish is a commit, and the publish dialog's body is the bare message.
    puts = {(r, b) for r, b, _ in sent if r.startswith("PUT /homelab-alerts?")}
    assert puts and all(b == "Volume /srv is at 91%" for _, b in puts)
    publishes = [r for r, _, _ in sent if r in ("PUT /", "PUT https://ntfy.sh/")
                 or r.startswith("PUT /homelab-alerts?")]  # fmt: skip
    assert len(set(publishes)) == 7 and set(publishes) <= commits
    assert "DELETE /v1/account" in commits and "PUT /v1/account/billing/subscription" in commits
    assert "DELETE https://backup.example.org/api/backups?older_than=30d" in commits
    # Deleting a token and logging out send the same request (a header tells them apart).
    assert "DELETE /v1/account/token" in commits and "DELETE /v1/account/token" in harmless
    # Paying now only opens the checkout; unsubscribing and changing the password undo.
    assert "POST /v1/account/billing/subscription" in harmless
    assert "POST /v1/account/billing/subscription" not in commits
    assert {"DELETE /v1/account/subscription", "POST /v1/account/password"} <= harmless - commits


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
