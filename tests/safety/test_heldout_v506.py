"""The five-hundred-and-sixth held-out corpus, Remark42 (a comment widget in an iframe whose
controls call its own server with fetch, with the browser's confirm() before deleting,
blocking, pinning and verifying): what it holds, that every action states its requests in nine
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

FOLDER = Path(__file__).parent / "heldout_v506"
HOST = "https://remark42.example.org"
CATEGORIES = {"reversible": 225, "opens-prompt": 108, "publish": 99, "delete": 72,
              "ban": 45}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v506", total=549, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every fetch goes to the Remark42 server and names the site first.
    assert all(r.split()[1].startswith(f"{HOST}/") and "?site=remark" in r
               for r, _, v in sent if v is None)  # fmt: skip
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # A body is JSON carrying the site, as the fetcher adds it.
    assert all(b.startswith("{") and b.endswith('"site":"remark"}') for _, b, _ in sent if b)
    commits = {r.split("?")[0] for c in cases if c.irreversible for r in c.sends or ()}
    assert commits == {
        f"POST {HOST}/api/v1/comment",
        f"PUT {HOST}/api/v1/comment/a4c91e07-3d5b-4a2f-8e16-7b0d2c9f5e38",
        f"PUT {HOST}/api/v1/comment/d2e83b19-7a4c-4f05-9b61-0e5c8a3d7f24",
        *(f"DELETE {HOST}/api/v1/admin/comment/{i}" for i in (
            "1b7d3c52-9e4a-4f18-b6a0-3c2e8f5d7a19", "f93a6d20-1c8e-4b74-a5d9-2e7b0c4f8a61",
            "6e0f2a84-5b1c-4d97-a3e2-8c4b1f6d9e07", "d2e83b19-7a4c-4f05-9b61-0e5c8a3d7f24")),
        *(f"PUT {HOST}/api/v1/admin/user/{u}" for u in (
            "google_8d2e4a6b1c07", "anonymous_7c0e3b9f41d2", "email_5c1b7e93d0aa")),
    }  # fmt: skip
    # A permanent block commits; a week's block, an unblock, a preview and an edit do not.
    blocks = {r.split("?")[1]: c.irreversible for c in cases for r in c.sends or ()
              if "/admin/user/" in r}  # fmt: skip
    assert blocks == {"site=remark&block=1&ttl=undefined": True,
                      "site=remark&block=1&ttl=10080m": False,
                      "site=remark&block=0": False}  # fmt: skip
    harmless = {r.split("?")[0] for c in cases if not c.irreversible for r in c.sends or ()}
    assert f"POST {HOST}/api/v1/preview" in harmless
    assert f"POST {HOST}/api/v1/deleteme" in harmless
    assert f"PUT {HOST}/api/v1/admin/readonly" in harmless
    # Saving an edit of one's comment sends its new text and commits nothing.
    edit = f"PUT {HOST}/api/v1/comment/"
    saves = [c for c in cases for r, b in zip(c.sends or (), c.bodies, strict=True)
             if r.startswith(edit) and b and b.startswith('{"text"')]  # fmt: skip
    assert len(saves) == 9 and not any(c.irreversible for c in saves)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
