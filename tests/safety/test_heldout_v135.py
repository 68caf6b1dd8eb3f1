"""The hundred-and-thirty-fifth held-out corpus, Planka's web client (a kanban board whose
requests go by the sails.io.js socket, a websocket, and only its log-out by fetch): what it
holds, that every action states its requests in nine languages, and that its build script
writes it. Its figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v135"
CATEGORIES = {
    "reversible": 234, "opens-prompt": 153, "delete": 108, "revoke": 27, "remove-member": 18,
    "leave": 18, "send": 9, "delete-user": 9, "reset-password": 9,
}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v135", total=585, irreversible=198)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))


def test_every_request_but_the_log_out_goes_by_the_socket() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {r for r, _, v in sent if v is None} == {"DELETE /api/access-tokens/me"}
    assert all(r.split()[1].startswith("/api/") for r, _, _ in sent)
    assert {v for _, _, v in sent} == {"websocket", None}
    assert all(b is None or isinstance(json.loads(b), dict) for _, b, _ in sent)
    # Reads are stated: a board tab, the activity modal and the trash list fetch with a GET.
    assert {r for r, _, _ in sent if r.startswith("GET ")} == {
        "GET /api/boards/1570943491303310341?subscribe=true",
        "GET /api/boards/1570943488736396292/actions",
        "GET /api/lists/1570943488803505157/cards",
    }


def test_the_trash_move_is_harmless_and_the_deletes_for_good_are_not() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    trash = [c for c in cases if c.sends and c.bodies[0] and "1570943488803505157" in
             c.bodies[0]]  # fmt: skip
    assert trash and not any(c.irreversible for c in trash)
    deletes = [c for c in cases if c.sends and c.sends[0].startswith("DELETE /api/")]
    assert all(c.irreversible for c in deletes if "access-tokens" not in c.sends[0])


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
