"""The four-hundred-and-thirty-ninth held-out corpus, Spoolman (a SvelteKit single-page
inventory of filament spools whose controls call the app's own REST API with fetch, with its
own confirmation dialogs and the page's confirm()): what it holds, that every action states
its requests in nine languages, and that its build script writes it. Its figures are
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

FOLDER = Path(__file__).parent / "heldout_v439"
API = "/api/v1"
CATEGORIES = {"delete": 225, "reversible": 189, "opens-prompt": 99, "harmless": 45}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v439", total=558, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every fetch goes to the app's own API; the one page load is the footer's link.
    assert all(r.split()[1].startswith(f"{API}/") for r, _, v in sent if v is None)
    assert {r for r, _, v in sent if v == "link"} == {
        "GET https://github.com/Donkie/Spoolman/issues"
    }
    # Every write but a DELETE carries a JSON body; a setting's is its value encoded twice.
    writes = [(r, b) for r, b, v in sent if v is None and not r.startswith(("GET ", "DELETE "))]
    assert all(b and b[0] in '[{"' for _, b in writes)
    assert all(b and b[0] == '"' for r, b in writes if r.startswith(f"POST {API}/setting/"))
    # Every commit is a delete: of a record, of an extra field, of a label design (the
    # designs' setting written without it); five of them answer a page's confirm().
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert all(r.startswith("DELETE ") for r in commits - {f"POST {API}/setting/label_designs"})
    assert f"DELETE {API}/spool/12" in commits and f"DELETE {API}/vendor/3" in commits
    assert f"DELETE {API}/field/spool/drybox" in commits
    assert sum(c.confirmed for c in cases) == 45
    assert all(c.irreversible for c in cases if c.confirmed)
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert f"PATCH {API}/spool/12" in harmless and f"PUT {API}/spool/12/measure" in harmless
    assert f"PATCH {API}/spool/field/location" in harmless
    assert f"POST {API}/setting/dashboard_groups" in harmless
    assert not any(r.startswith("DELETE ") for r in harmless)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
