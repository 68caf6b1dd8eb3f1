"""The two-hundred-and-ninety-fifth held-out corpus, Nextcloud Mail (a Vue mail client whose
controls call the app's own API with axios: deletes that go to the trash or, in the trash,
for good, sending, unsubscribing, read receipts, delegation, the app's own confirmation
dialogs): what it holds, that every action states its requests in nine languages, and that
its build script writes it. Its figures are reported by bench/safety.py, never pinned
here."""

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

FOLDER = Path(__file__).parent / "heldout_v295"
API = "/index.php/apps/mail/api"
CATEGORIES = {"reversible": 216, "delete": 126, "opens-prompt": 90, "send": 18,
              "unsubscribe": 18, "remove-account": 18, "share": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v295", total=504, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every call goes to the app's API on the page's own origin; page loads are GETs.
    assert all(r.split()[1].startswith(f"{API}/") for r, _, v in sent if v is None)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # A body is always JSON.
    assert all(b[0] in "[{" for _, b, _ in sent if b)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    # A delete in the trash expunges; the same request from the inbox moves to the trash.
    assert f"DELETE {API}/thread/388" in commits and f"DELETE {API}/thread/412" not in commits
    assert f"DELETE {API}/messages/388" in commits and f"DELETE {API}/messages/412" not in commits
    assert f"POST {API}/mailboxes/14/clear" in commits
    assert f"POST {API}/mailboxes/11/clear" not in commits
    assert f"POST {API}/outbox/63" in commits and f"POST {API}/list/unsubscribe/430" in commits
    assert f"DELETE {API}/accounts/3" in commits and f"POST {API}/delegations/3" in commits
    assert f"POST {API}/accounts" not in commits
    assert f"POST {API}/mailboxes/11/read" not in commits


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
