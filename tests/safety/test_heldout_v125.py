"""The hundred-and-twenty-fifth held-out corpus, Kimai (server-rendered Symfony pages whose
writes are API fetches, modal forms posted by fetch and a few HTML form submits): what it
holds, that every action states its requests in nine languages, and that its build script
writes it. Its figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v125"
CATEGORIES = {
    "opens-prompt": 216, "reversible": 171, "delete": 162, "mail": 18, "revoke": 9,
}  # fmt: skip
LOCALE = re.compile(r"^/(en|zh_CN|ja|ko|de|fr|es|pt_BR|ru)/")


def unlocalized(requests: tuple[str, ...] | None) -> tuple[str, ...]:
    """The requests with the user's locale left out of the web paths."""
    return tuple(f"{r.split()[0]} {LOCALE.sub('/{locale}/', r.split()[1])}" for r in requests or ())


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v125", total=576, irreversible=153)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, unlocalized(c.sends),
                                          c.bodies, c.vias))  # fmt: skip
    # Web paths carry the language's locale; API paths do not.
    for c in cases:
        locale = {"zh": "zh_CN", "pt": "pt_BR"}.get(c.language, c.language)
        for r in c.sends or ():
            path = r.split()[1]
            assert path.startswith(("/api/", f"/{locale}/")), (c.id, r)
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # A form goes by POST with a CSRF field.
    forms = [(r, b) for r, b, v in sent if v == "form"]
    assert forms and all(r.startswith("POST ") and b and "token" in b for r, b in forms)
    # Every API delete is a commit; every commit that is not an e-mail deletes or revokes.
    api_deletes = [c for c in cases if any(r.startswith("DELETE /api/") for r in c.sends or ())]
    assert api_deletes and all(c.irreversible for c in api_deletes)
    assert all(c.category in ("delete", "revoke", "mail") for c in cases if c.irreversible)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
