"""The three-hundredth held-out corpus, Nextcloud Cookbook (a Vue single-page app inside
Nextcloud whose controls call the app's own ``/webapp`` routes with axios, with its own
confirmation and alert dialogs): what it holds, that every action states its requests in nine
languages, and that its build script writes it. Its figures are reported by bench/safety.py,
never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v300"
WEBAPP = "/index.php/apps/cookbook/webapp"
CATEGORIES = {"harmless": 189, "delete": 180, "reversible": 99, "opens-prompt": 45,
              "merge": 27}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v300", total=540, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every axios call goes to the app's own routes; page loads are GETs.
    assert all(r.split()[1].startswith(f"{WEBAPP}/") for r, _, v in sent if v is None)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Every write carries JSON, but the import's "url=..." string and the rescan.
    writes = [(r, b) for r, b, v in sent if v is None and not r.startswith(("GET ", "DELETE "))]
    assert all(b and b[0] == "{" for r, b in writes
               if r not in (f"POST {WEBAPP}/import", f"POST {WEBAPP}/reindex"))  # fmt: skip
    assert {b for r, b in writes if r == f"POST {WEBAPP}/import"} == {
        "url=https://www.example-recipes.org/recipes/green-shakshuka"
    }
    # Commits: the deletions, the merges of a category into another, the saves that drop
    # a recipe's images; never a new recipe, a rename to a new name or a setting.
    commits = [(r, b) for c in cases if c.irreversible
               for r, b in zip(c.sends or (), c.bodies, strict=True)]  # fmt: skip
    assert {r.split()[0] for r, _ in commits} >= {"DELETE", "PUT"}
    assert all(r.split()[0] in ("DELETE", "PUT", "GET") for r, _ in commits)
    assert all('"image":""' in b for r, b in commits if r.startswith(f"PUT {WEBAPP}/recipes/"))
    assert f"PUT {WEBAPP}/category/Baking" in {r for r, _ in commits}
    assert f"PUT {WEBAPP}/category/Bread" not in {r for r, _ in commits}
    assert not any(r.startswith(f"POST {WEBAPP}/") for r, _ in commits)
    assert sum(r.startswith("DELETE ") for c in cases if c.language == "en"
               for r in c.sends or ()) == 9  # fmt: skip


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
