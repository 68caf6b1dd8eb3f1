"""The hundred-and-eighty-fourth held-out corpus, Nextcloud Forms (a Vue front end whose
controls send axios XMLHttpRequests to the app's OCS API under
``/ocs/v2.php/apps/forms/api/v3/``, its confirmations ``NcDialog``s): what it holds, that every
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

FOLDER = Path(__file__).parent / "heldout_v184"
OCS = "/ocs/v2.php/apps/forms/api/v3/"
CATEGORIES = {"reversible": 279, "opens-prompt": 45, "delete": 63, "send": 63, "revoke": 27,
              "transfer": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v184", total=486, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, v) for c in cases for r, v in zip(c.sends or (), c.vias, strict=True)]
    # The app's requests go to its OCS API, but for the admin settings, the file picker's
    # listing and the linked spreadsheet's page.
    assert {r for r, _ in sent if not r.split()[1].startswith(OCS)} == {
        "PATCH /apps/forms/config",
        "PROPFIND /remote.php/dav/files/alice/",
        "GET /f/4242",
    }
    assert {v for _, v in sent} == {None, "link"}
    assert all(r.startswith("GET ") for r, v in sent if v == "link")
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert f"DELETE {OCS}forms/7" in commits
    assert f"DELETE {OCS}forms/7/submissions" in commits
    assert f"DELETE {OCS}forms/7/shares/13" in commits
    # Archiving and locking a form are set back from the app, deleting an option is an edit:
    # the commits that patch are the ownership transfer and a public link's new token.
    patches = [b for c in cases if c.irreversible
               for r, b in zip(c.sends or (), c.bodies, strict=True)
               if r.startswith("PATCH")]  # fmt: skip
    assert patches and all('"ownerId"' in (b or "") or '"token"' in (b or "") for b in patches)
    assert not any("/options/" in r for r in commits)
    # Submitting is a commit (logged in, by the public link with its token, an empty form).
    submits = [c for c in cases if c.language == "en" and c.sends
               and c.sends[0] == f"POST {OCS}forms/7/submissions"]  # fmt: skip
    assert len(submits) == 3 and all(c.irreversible for c in submits)
    assert any('"shareHash":"Xc9Lm2Qp7RtZw4Ks"' in (b or "") for c in submits for b in c.bodies)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
