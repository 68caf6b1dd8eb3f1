"""The four-hundred-and-eighty-second held-out corpus, NextChat (a Next.js chat client that keeps
its chats in the browser and calls its own server's API routes from script: the model's chat
completions, ShareGPT through a rewrite, the artifacts store, a WebDAV proxy; page loads after
wiping the local data): what it holds, that every action states its requests in nine
languages, and that its build script writes it. Its figures are reported by bench/safety.py,
never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v482"
CHAT = "POST /api/openai/v1/chat/completions"
CATEGORIES = {"harmless": 234, "opens-prompt": 126, "reversible": 126, "publish": 45,
              "delete": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v482", total=540, irreversible=54)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Page loads are GETs; every script request but GitHub's tag list goes to the app's own origin.
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    assert all(r.split()[1].startswith(("/", "https://api.github.com/"))
               for r, _, v in sent if v is None)  # fmt: skip
    # A chat request is JSON.stringify's, streamed, with the injected system prompt first.
    for r, b, _ in sent:
        if r == CHAT:
            payload = json.loads(b)
            assert payload["stream"] is True and payload["messages"][0]["role"] == "system"
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert commits == {"POST /sharegpt", "POST /api/artifacts", "GET /"}
    # Talking to the model, retrying a reply and checking the WebDAV server commit nothing.
    assert CHAT not in commits and not any(r.startswith("GET /api/webdav/") for r in commits)
    # Clearing the data after the error page has saved a backup loads the same page, unlabelled.
    assert any(c.sends == ("GET /",) and not c.irreversible for c in cases)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
