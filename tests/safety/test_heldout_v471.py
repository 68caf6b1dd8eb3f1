"""The four-hundred-and-seventy-first held-out corpus, Virtualmin (a Webmin module's pages
rendered on the server: GET forms, urlencoded and multipart POST forms, confirmation pages,
bulk actions on ticked rows that act at once): what it holds, that every action states its
requests in nine languages, and that its build script writes it. Its figures are reported by
bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v471"
CATEGORIES = {
    "harmless": 225,
    "delete": 108,
    "reversible": 63,
    "opens-prompt": 54,
    "reset": 27,
    "delete-user": 18,
    "send": 18,
    "overwrite": 9,
}
M = "/virtual-server/"


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v471", total=522, irreversible=180)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    # A submit button's name=value carries its words, so queries and bodies differ by
    # language; the requests' methods and paths, and how they go, do not.
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.vias,
                                          [r.split("?")[0] for r in c.sends or ()]))  # fmt: skip
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert sent and all(r.split()[1].startswith(M) for r, _, _ in sent)
    assert {v for _, _, v in sent} == {"form", "link"}
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Webmin checks the Referer, so no form carries a token; a GET form has no body.
    assert not any("csrf" in (r + (b or "")).lower() for r, b, _ in sent)
    assert all(b is None for r, b, _ in sent if r.startswith("GET "))
    # Every commit is a form.
    assert all(c.sends and c.vias[-1] == "form" for c in cases if c.irreversible)
    commits = {r.split("?")[0] for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r.split("?")[0] for c in cases if not c.irreversible for r in c.sends or ()}
    # The server's deletion is a GET form; the aliases go at once, with no confirmation.
    assert f"GET {M}delete_domain.cgi" in commits
    assert f"POST {M}delete_aliases.cgi" in commits
    # The DNS list's Reset Records commits through the same script as Manually Edit.
    assert f"GET {M}delete_records.cgi" in commits & harmless
    # Disabling a server is undone by enabling it; Stop Selected Backups is no loss.
    assert {f"GET {M}disable_domain.cgi", f"POST {M}kill_running.cgi"} <= harmless
    # The two email forms are multipart, with an empty attachment part.
    mails = [b for r, b, _ in sent if r in (f"POST {M}notify.cgi", f"POST {M}mailusers.cgi")]
    assert len(mails) == 18 and all('name="attach"; filename=""' in (b or "") for b in mails)
    # The restore's body repeats its form's fields in no fixed order and is not written.
    assert {b for r, b, _ in sent if r == f"POST {M}restore.cgi"} == {None}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
