"""The four-hundred-and-seventy-eighth held-out corpus, Tiny File Manager (one PHP script whose
pages are rendered on the server: HTML forms carrying a CSRF ``token``, jQuery ``$.ajax``
posts, page links, the app's own confirmation modals and ``confirm()`` boxes): what it holds,
that every action states its requests in nine languages, and that its build script writes it.
Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v478"
SELF = "/tinyfilemanager.php"
CATEGORIES = {"reversible": 270, "delete": 126, "opens-prompt": 90, "overwrite": 36}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v478", total=522, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # The app's own requests all go to its one script; only links leave the origin.
    assert all(r.split()[1].startswith(f"{SELF}?") or r == f"POST {SELF}"
               for r, _, v in sent if v != "link")  # fmt: skip
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Every write carries the session's CSRF token; the editor's Save is JSON.
    writes = [(r, b) for r, b, v in sent if r.startswith("POST ")]
    assert all(b and "token" in b for _, b in writes)
    assert all(b.startswith('{"ajax":true,') for r, b in writes if "&edit=" in r
               and "type=backup" not in b)  # fmt: skip
    commits = [(r, b) for c in cases if c.irreversible
               for r, b in zip(c.sends or (), c.bodies, strict=True)]  # fmt: skip
    assert {r for r, _ in commits if "&del=" in r} == {
        f"POST {SELF}?p=&del=notes.txt", f"POST {SELF}?p=&del=invoices",
        f"POST {SELF}?p=photos&del=harbour.jpg", f"POST {SELF}?p=projects&del=website",
        f"POST {SELF}?p=&del=report-2026.pdf", f"POST {SELF}?p=&del=logs.tar"}  # fmt: skip
    assert sum(b.endswith("&delete=Delete") for _, b in commits) == 4 * 9
    assert sum("&unzip=" in b for _, b in commits) == 2 * 9
    # Unpacking into a new folder, packing, copying, moving and downloading are not commits.
    assert not any(b.endswith(("&tofolder=1", "&zip=zip", "&copy=Copy")) for _, b in commits)
    assert not any("copy_to=" in b or "&dl=" in r for r, b in commits)
    assert f"GET {SELF}?logout=1" not in {r for r, _ in commits}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
