"""The three-hundred-and-seventeenth held-out corpus, Cospend (a Nextcloud app for shared
expenses, a Vue page whose controls call the app's OCS API with axios, with countdown
deletions, a trash bin, confirmation dialogs and a share link's password form): what it
holds, that every action states its requests in nine languages, and that its build script
writes it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v317"
OCS = "/ocs/v2.php/apps/cospend/api/v1"
PROJECT = f"{OCS}/projects/lisbon-trip"
CATEGORIES = {"reversible": 261, "delete": 117, "opens-prompt": 72, "revoke": 36,
              "decline": 18, "harmless": 18, "leave": 9, "publish": 9, "share": 9,
              "delete-member": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v317", total=558, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", None}
    # Every call goes to the app's OCS API or its option values, on the same origin; the one
    # form is the share link's password page.
    assert all(r.split()[1].startswith((f"{OCS}/", "/index.php/apps/cospend/"))
               for r, _, _ in sent)  # fmt: skip
    assert all(r == "POST /index.php/apps/cospend/project" for r, _, v in sent if v == "form")
    # Every write with a body sends JSON, but the form.
    assert all(b[0] in "[{" for _, b, v in sent if b is not None and v is None)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert f"DELETE {PROJECT}" in commits and f"DELETE {PROJECT}/trash-bin" in commits
    assert f"DELETE {PROJECT}/bills/49" in commits  # a bill already in the trash bin
    assert f"DELETE {PROJECT}/bills/57" not in commits  # moved to the trash bin
    assert f"DELETE {PROJECT}/bills?billIds[]=49&billIds[]=50" in commits
    assert f"DELETE {PROJECT}/bills?billIds[]=57&billIds[]=58" not in commits
    assert f"DELETE {PROJECT}/public-share/12" in commits
    assert f"PUT {PROJECT}/members/4" in commits  # no bill: the server deletes the member
    assert f"PUT {PROJECT}/members/2" not in commits  # has bills: only deactivated
    assert f"DELETE {OCS}/federation/invitation/7" in commits
    assert f"POST {OCS}/federation/invitation/7" not in commits
    assert f"GET {PROJECT}/auto-settlement?precision=2" not in commits


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
