"""The four-hundred-and-thirty-eighth held-out corpus, Overleaf (a collaborative LaTeX editor
whose React pages call its server with fetch, with a few HTML forms and page loads): what it
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

FOLDER = Path(__file__).parent / "heldout_v438"
P1, USER = "6650f1c2a4b3e8d9c0f1a2b3", "664f9a0b1c2d3e4f5a6b7c8d"
CATEGORIES = {"reversible": 207, "delete": 81, "opens-prompt": 72, "revoke": 36, "send": 27,
              "leave": 18, "transfer": 18, "delete-user": 18, "harmless": 9, "overwrite": 9,
              "publish": 9, "disconnect": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v438", total=513, irreversible=153)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every request goes to the app's own origin; page loads are GETs, forms are POSTs
    # whose urlencoded body starts with the CSRF field.
    assert all(r.split()[1].startswith("/") for r, _, _ in sent)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    assert all(r.startswith("POST ") and b.startswith("_csrf=") for r, b, v in sent
               if v == "form")  # fmt: skip
    # fetch bodies are JSON.stringify's compact objects.
    assert all(b is None or b.startswith("{") for _, b, v in sent if v is None)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert f"DELETE /project/{P1}" in commits and "POST /user/delete" in commits
    assert f"POST /project/{P1}/invite" in commits
    assert f"DELETE /project/{P1}/users/{USER}" in commits
    assert f"POST /project/{P1}/messages" in commits and "POST /user/sessions/clear" in commits
    # Archive, trash, the file deletion (kept by the history), a version's restore and
    # logging out commit nothing.
    assert f"POST /project/{P1}/archive" not in commits
    assert f"POST /project/{P1}/trash" not in commits
    assert not any("/doc/" in r or "revert-project" in r or "/labels/" in r for r in commits)
    assert "POST /logout" not in commits and "POST /login" not in commits
    # The chat's message goes out on Enter, as the app sends it.
    chat = next(c for c in cases if c.category == "send" and c.language == "en")
    assert chat.sends == (f"POST /project/{P1}/messages",)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
