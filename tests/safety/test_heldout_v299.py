"""The two-hundred-and-ninety-ninth held-out corpus, I Hate Money (server-rendered Flask pages
whose controls are HTML forms carrying Flask-WTF's ``csrf_token``, page links,
click-to-confirm buttons, Bootstrap modals and a multipart import): what it holds, that
every action states its requests in nine languages, and that its build script writes it. Its
figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import Case, load_corpus, read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v299"
P = "/weekend-trip/"
CATEGORIES = {
    "harmless": 171,
    "reversible": 135,
    "opens-prompt": 99,
    "delete": 72,
    "send": 36,
    "revoke": 18,
    "reset": 9,
}


def _bodies(case: Case) -> tuple[str | None, ...]:
    """The bodies with a submit input's value (its words, in the page's language) left out."""
    return tuple(re.sub(r"(submit2?)=[^&]*", r"\1=", b) if b else b for b in case.bodies)


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v299", total=540, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.vias,
                                          _bodies(c)))  # fmt: skip
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link"}
    # Every page load is a GET, every form but the filters a POST.
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    posts = [(r, b) for r, b, v in sent if v == "form" and r.startswith("POST ")]
    assert {r for r, _, v in sent if v == "form" and not r.startswith("POST ")} == {
        f"GET {P}?search=train&payer=&date_from=&date_to=&amount_min=&amount_max="
    }
    # Every form post carries the token but the admin dashboard's, which has no body.
    untokened = {r for r, b in posts if not (b or "").startswith(("csrf_token=", "------"))}
    assert untokened == {
        "POST /dashboard/old-trip-2023/delete",
        "POST /dashboard/flat-share/delete",
    }
    assert all(b is None for r, b in posts if r in untokened)
    # The import is multipart, the token then the file.
    imports = {b for r, b in posts if r == f"POST {P}import"}
    assert len(imports) == 1 and 'name="csrf_token"' in imports.pop()
    # The one request outside the app's origin is the documentation link.
    assert {r for r, _, _ in sent if not r.split()[1].startswith("/")} == {
        "GET https://ihatemoney.readthedocs.io/en/latest/"
    }
    # Every commit is a form post; a click-to-confirm button's first tap sends nothing.
    assert all(c.sends and c.vias[-1] == "form" for c in cases if c.irreversible)
    entries = read_entries(FOLDER / "heldout_v299.yaml")
    taps = [(e["category"], c["tap"], c["sends"]) for e in entries if e["language"] == "en"
            for c in e["cases"]]  # fmt: skip
    assert {tap for category, tap, _ in taps if category == "delete"} == {
        "Are you sure?",
        "Delete project",
        "Confirm deletion",
    }
    assert all(sends == [] for _, tap, sends in taps if tap in ("delete", "deactivate"))
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    # Deactivating a participant with bills is undone by reactivate; deleting a bill is not.
    assert f"POST {P}members/3/delete" in harmless and f"POST {P}delete/12" in commits
    # Saving the settings commits only with a new private code (the shared links revoked).
    edits = {(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
             strict=True) if r == f"POST {P}edit"}  # fmt: skip
    assert {d for d, _ in edits} == {True, False}
    assert all(("&password=&" not in (b or "")) == d for d, b in edits)
    # A reset with mismatching codes is refused: the same URL, no commit.
    resets = {(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
              strict=True) if r.startswith("POST /reset-password?token=")}  # fmt: skip
    assert {d for d, _ in resets} == {True, False}
    # Emails: invitations and the password reminder; a settlement moves no money.
    assert {f"POST {P}invite", "POST /password-reminder"} <= commits
    assert f"POST {P}settle" in harmless


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
