"""The four-hundred-and-sixty-eighth held-out corpus, GpxPod (a Nextcloud app whose Vue front
end calls its controllers and the link share API with axios, with page loads for downloads and
comparisons and one HTML form on the public share's password page): what it holds, that every
action states its requests in nine languages, and that its build script writes it. Its
figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v468"
APP = "/index.php/apps/gpxpod"
SHARES = "/ocs/v2.php/apps/files_sharing/api/v1/shares"
CATEGORIES = {"reversible": 252, "harmless": 108, "delete": 63, "opens-prompt": 45,
              "revoke": 27, "overwrite": 9, "publish": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v468", total=513, irreversible=108)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every axios request goes to the app's routes or to the link share API of the same cloud.
    assert all(r.split()[1].startswith((f"{APP}/", SHARES)) for r, _, v in sent if v is None)
    # Every axios write but a DELETE carries a JSON body.
    assert all(b and b[0] == "{" for r, b, v in sent
               if v is None and r.split()[0] in ("POST", "PUT"))  # fmt: skip
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # The one form is the public share's password page, which has no token field.
    assert {(r, b) for r, b, v in sent if v == "form"} == {
        (f"POST {APP}/s/Kx7pQm2rT9bWz4Ls", "password=trail-club-26")
    }
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    # Files are deleted with no confirmation, alone or in bulk.
    assert f"DELETE {APP}/tracks/32" in commits
    assert f"DELETE {APP}/tracks?ids[]=31&ids[]=32" in commits
    # Removing a directory from the list leaves its files; a new share link is harmless.
    assert f"DELETE {APP}/directories/4" in harmless and f"POST {SHARES}" in harmless
    assert f"DELETE {SHARES}/58" in commits and f"PUT {SHARES}/58" in commits
    # Correcting elevations is a GET that writes: it commits only beside a corrected copy.
    assert f"GET {APP}/tracks/31/elevations" in commits
    assert f"GET {APP}/tracks/32/elevations" in harmless
    # Every commit's first request is a DELETE but the password's removal and that correction.
    firsts = {(c.sends or [""])[0] for c in cases if c.irreversible}
    assert {r for r in firsts if not r.startswith("DELETE ")} == {
        f"PUT {SHARES}/58",
        f"GET {APP}/tracks/31/elevations",
    }


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
