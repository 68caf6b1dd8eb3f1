"""The four-hundred-and-sixty-second held-out corpus, Recognize (a Nextcloud app whose one page,
in the administration settings, saves every setting at once on each switch and resets tags
and faces with GET requests and no confirmation): what it holds, that every action states its
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

FOLDER = Path(__file__).parent / "heldout_v462"
ADMIN = "/index.php/apps/recognize/admin"
CATEGORIES = {"reset": 315, "reversible": 45, "harmless": 45}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v462", total=405, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every request but the wiki link goes to the app's admin routes on the same server.
    assert all(r.split()[1].startswith(f"{ADMIN}/") for r, _, v in sent if v is None)
    assert all(r.startswith("GET https://github.com/") for r, _, v in sent if v == "link")
    # A switch puts all twenty settings, each as {"value": ...}.
    puts = [c for c in cases if c.sends and c.sends[0].startswith("PUT ")]
    assert puts and all(len(c.sends) == 20 for c in puts)
    assert all(b and b.startswith('{"value":') for c in puts for b in c.bodies)
    assert not any(c.irreversible for c in puts)
    # The commits are the Reset section's two GETs, sent with no confirmation.
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert commits == {f"GET {ADMIN}/reset", f"GET {ADMIN}/countQueued", f"GET {ADMIN}/resetFaces"}
    harmless = {c.sends[0] for c in cases if not c.irreversible and c.sends}
    assert {f"GET {ADMIN}/recrawl", f"GET {ADMIN}/clearJobs"} <= harmless
    # Disabled switches send nothing.
    assert sum(1 for c in cases if c.sends == [] or c.sends == ()) == 36


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
