"""The two-hundred-and-thirtieth held-out corpus, Piped (a Vue single-page YouTube front end
whose controls call a Piped API instance with fetch, with page loads after logging in or out
and the app's own confirmation modals): what it holds, that every action states its requests
in nine languages, and that its build script writes it. Its figures are reported by
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

FOLDER = Path(__file__).parent / "heldout_v230"
API = "https://pipedapi.kavin.rocks"
CATEGORIES = {"reversible": 369, "opens-prompt": 90, "delete": 36, "reset": 18,
              "overwrite": 9, "delete-user": 9, "revoke": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v230", total=540, irreversible=54)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every fetch goes to the API instance (or the instances list); page loads are GETs.
    assert all(r.split()[1].startswith(("https://pipedapi.", "https://piped-instances."))
               for r, _, v in sent if v is None)  # fmt: skip
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Every write is a fetch whose body is JSON, but for the log-out of every device.
    writes = [(r, b) for r, b, v in sent if v is None and not r.startswith("GET ")]
    assert all(b and b[0] in "[{" for r, b in writes if r != f"POST {API}/logout")
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert f"POST {API}/user/delete" in commits and f"POST {API}/logout" in commits
    assert f"POST {API}/import?override=true" in commits
    assert f"POST {API}/import?override=false" not in commits
    assert f"POST {API}/unsubscribe" not in commits
    assert f"POST {API}/user/playlists/remove" not in commits


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
