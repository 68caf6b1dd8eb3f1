"""The hundred-and-sixty-seventh held-out corpus, Grocy (server-rendered PHP pages whose controls
call the app's REST API by XMLHttpRequest, with bootbox confirmation modals and a few page
loads): what it holds, that every action states its requests in nine languages, and that its
build script writes it. Its figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from m2miner.config import SAFETY_LANGUAGES as LANGS
from m2miner.testing.safety_corpus import load_corpus, read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v167"
CATEGORIES = {
    "delete": 234,
    "reversible": 144,
    "opens-prompt": 72,
    "revoke": 27,
    "delete-user": 18,
}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v167", total=495, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # API calls are XMLHttpRequests under /api/ with a JSON body on every write; the only
    # other requests are page loads.
    assert {v for _, _, v in sent} == {"link", None}
    for request, body, via in sent:
        if via is None:
            assert request.split()[1].startswith("/api/")
            assert (body is None) == request.startswith("GET "), request
            if body is not None:
                json.loads(body)
        else:
            assert request.startswith("GET ") and not request.split()[1].startswith("/api/")
    # Every commit is an API write; deletes are DELETE requests with an empty JSON body.
    commits = [(r, b) for c in cases if c.irreversible for r, b in zip(c.sends or (), c.bodies,
                                                                       strict=True)]  # fmt: skip
    assert commits and all(not r.startswith("GET ") for r, _ in commits)
    assert ("DELETE /api/users/2", "{}") in commits
    assert ("DELETE /api/objects/api_keys/3", "{}") in commits
    assert ("PUT /api/users/1/permissions", '{"permissions":[7]}') in commits
    # Undoing a booking, consuming and saving another user's permissions are not commits.
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert "POST /api/stock/bookings/41/undo" in harmless
    assert "POST /api/stock/products/5/consume" in harmless
    assert "PUT /api/users/2/permissions" in harmless
    # quantityunits.js writes its confirmation's buttons untranslated: English in every
    # language, where the other confirmations say Yes and No in the language's words.
    entries = read_entries(FOLDER / "heldout_v167.yaml")
    taps = {(e["language"], e["source"]): [c["tap"] for c in e["cases"]] for e in entries}
    assert {taps[lang, "grocy delete quantity unit confirm"][0] for lang in LANGS} == {"Yes"}
    assert taps["de", "grocy delete location confirm"] == ["Ja", "Nein"]


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
