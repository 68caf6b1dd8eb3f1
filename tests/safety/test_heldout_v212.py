"""The two-hundred-and-twelfth held-out corpus, Medusa's admin dashboard (a React app calling
the Medusa v2 admin API by the JS SDK's fetch, usePrompt's confirmation dialogs): what it
holds, that every action states its requests in nine languages, and that its build script
writes it. Its figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus, read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v212"
CATEGORIES = {
    "reversible": 108,
    "opens-prompt": 108,
    "delete": 99,
    "send": 81,
    "cancel": 36,
    "delete-user": 27,
    "publish": 27,
    "payment": 18,
    "fulfil": 18,
    "revoke": 9,
}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v212", total=531, irreversible=207)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert sent and all(r.split()[1].startswith(("/admin/", "/auth/")) for r, _, _ in sent)
    # Everything goes by the SDK's fetch: no form post, no page load.
    assert {v for _, _, v in sent} == {None}
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert all(not r.startswith("GET ") for r in commits)
    assert "POST /admin/orders/order_01JAXB4T2C6QK9M3N8R5V7W0YZ/cancel" in commits
    assert "POST /admin/payments/pay_01JAXB5D8F3HJ6K2M9P4Q7S1TV/capture" in commits
    # Signing out, creating a fulfillment and a draft product are not commits; publishing is.
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert {"DELETE /auth/session", "POST /admin/products"} <= harmless
    publish = [b for c in cases if c.category == "publish" and c.irreversible for b in c.bodies]
    assert publish and all('"status":"published"' in (b or "") for b in publish)


def test_the_app_ships_english_only_so_every_language_reads_alike() -> None:
    entries = read_entries(FOLDER / "heldout_v212.yaml")
    taps = {lang: [c["tap"] for e in entries if e["language"] == lang for c in e["cases"]]
            for lang in {e["language"] for e in entries}}  # fmt: skip
    assert all(t == taps["en"] for t in taps.values())
    assert "Log out" in taps["en"] and "Revoke API key" in taps["en"]


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
