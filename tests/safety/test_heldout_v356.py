"""The three-hundred-and-fifty-sixth held-out corpus, Teable (a Next.js no-code database whose
controls call its own /api with axios, with the app's own confirmation dialogs, a trash for
spaces, bases and tables, and undo for records, fields and views): what it holds, that every
action states its requests in nine languages, and that its build script writes it. Its
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

FOLDER = Path(__file__).parent / "heldout_v356"
CATEGORIES = {"reversible": 234, "opens-prompt": 126, "revoke": 90, "delete": 54,
              "send": 18, "delete-user": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v356", total=540, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every call goes to the app's own origin: its API or the Next.js page data.
    assert all(r.split()[1].startswith(("/api/", "/_next/data/")) for r, _, _ in sent)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # A body is JSON wherever there is one.
    assert all(b[0] in "[{" for _, b, _ in sent if b)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert any(r.endswith("/permanent") for r in commits)
    assert any(r.startswith("DELETE /api/trash/reset-items") for r in commits)
    assert any(r.endswith("/refresh-share-id") for r in commits)
    assert any(r.endswith("/invitation/email") for r in commits)
    # What the trash or undo takes back is no commit: a space, base, table, view, field or
    # record deleted, and a restore.
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    for prefix in ("DELETE /api/space/spc", "DELETE /api/base/bse", "DELETE /api/table/tbl",
                   "POST /api/trash/restore/"):  # fmt: skip
        assert any(r.startswith(prefix) for r in harmless), prefix
    assert not any(r.startswith(("DELETE /api/space/", "DELETE /api/base/"))
                   and not r.endswith("/permanent") and "/collaborators" not in r
                   and "/invitation/" not in r for r in commits)  # fmt: skip


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
