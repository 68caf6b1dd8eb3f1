"""The four-hundred-and-seventy-fourth held-out corpus, FlatPress (a flat-file blog whose admin
pages are rendered on the server: forms posted with a ``_wpnonce``, commands sent as links
carrying one, the browser's ``confirm()`` before some of them, and three plugins' panels):
what it holds, that every action states its requests in nine languages, and that its build
script writes it. Its figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from urllib.parse import parse_qsl

from m2miner.testing.safety_corpus import load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v474"
CATEGORIES = {"harmless": 198, "reversible": 117, "opens-prompt": 81, "delete": 81,
              "publish": 45, "send": 9}  # fmt: skip
# A submit button sends its name and its words, which differ from language to language.
BUTTONS = {"save", "savecontinue", "preview", "delete", "cancel", "delok", "commdelok",
           "ccancel", "mpubcomm", "mdelcomm", "configure", "newsletter_save_settings",
           "newsletter_send_now", "mm-newgallery"}  # fmt: skip


def without_words(body: str | None) -> object:
    """A body less its button's words."""
    if body is None or body.startswith("--"):
        return body and re.sub(r'(name="submit"\r\n\r\n)[^\r]*', r"\1", body)
    return [(n, v) for n, v in parse_qsl(body, keep_blank_values=True) if n not in BUTTONS]


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v474", total=531, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.vias,
                                          [without_words(b) for b in c.bodies]))  # fmt: skip
    # Korean has no catalogue in the app: its pages, and so its bodies, are English's.
    assert [c.bodies for c in cases if c.language == "ko"] == [
        c.bodies for c in cases if c.language == "en"
    ]
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link"}
    assert all(r.split()[1].startswith(("/admin.php?", "/login.php", "/fp-content/"))
               for r, _, _ in sent)  # fmt: skip
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Every admin form carries its nonce and the page's address, but the newsletter's own
    # forms (its CSRF token) and the login form (multipart, its CSRF token).
    forms = [(r, b) for r, b, v in sent if v == "form"]
    assert all(r.startswith("POST ") for r, _ in forms)
    own = {"POST /admin.php?p=plugin&action=newsletter", "POST /login.php"}
    assert all((b or "").startswith("_wpnonce=") != (r in own and "_wpnonce" not in (b or ""))
               for r, b in forms)  # fmt: skip
    commits = {(r, b) for c in cases if c.irreversible for r, b in zip(c.sends or (), c.bodies,
                                                                     strict=True)}  # fmt: skip
    harmless = {(r, b) for c in cases if not c.irreversible
                for r, b in zip(c.sends or (), c.bodies, strict=True)}  # fmt: skip
    requests = {r for r, _ in commits}
    # Clearing the categories is a plain link without a nonce, and it deletes.
    assert ("GET /admin.php?p=entry&action=cats&do=clear", None) in commits
    # A new entry is published unless its draft box is ticked.
    writes = [
        (b, (r, b) in commits)
        for r, b in commits | harmless
        if r == "POST /admin.php?p=entry&action=write" and "save=" in (b or "")
    ]
    assert {d for _, d in writes} == {True, False}
    assert all(("flags%5Bdraft%5D=on" in b or "entry=entry" in b) != d for b, d in writes)
    # The cancel beside each delete posts the same form, and commits nothing.
    assert all("cancel" not in (b or "").split("&")[-1] for _, b in commits)
    assert any("cancel" in (b or "").split("&")[-1] for _, b in harmless)
    # Maintenance and the plugin switches carry nonces in links, and commit nothing.
    assert not any("p=maintain" in r or "p=plugin&action=default" in r for r in requests)
    assert "POST /admin.php?p=plugin&action=newsletter" in requests


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
