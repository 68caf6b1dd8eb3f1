"""The three-hundred-and-ninety-ninth held-out corpus, Sharry (an Elm single-page file-sharing
app whose controls call its own REST API, with tus uploads, page loads after logging in or
out and after a deletion, and the app's own confirmation dimmers): what it holds, that every
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

FOLDER = Path(__file__).parent / "heldout_v399"
CATEGORIES = {"reversible": 216, "delete": 90, "opens-prompt": 63, "harmless": 54,
              "send": 45, "publish": 18, "delete-user": 18, "revoke": 9, "reset": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v399", total=522, irreversible=117)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every call goes to the app's own API; page loads are GETs of its pages, of its files
    # or of the documentation.
    assert all(r.split()[1].startswith("/api/v2/") for r, _, v in sent if v is None)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Writes with a body send JSON; the tus upload, notify and log-out calls send none.
    writes = [(r, b) for r, b, v in sent if v is None and r.split()[0] in ("POST", "PUT")]
    assert all(b[0] == "{" for r, b in writes if b is not None)
    assert all(b is None for r, b in writes if r.endswith(("/files/tus", "/auth/logout")))
    commits = [(r, b) for c in cases if c.irreversible
               for r, b in zip(c.sends or (), c.bodies, strict=True)]  # fmt: skip
    requests = {r for r, _ in commits}
    assert "POST /api/v2/sec/mail/send" in requests
    assert any(r.startswith("DELETE /api/v2/admin/account/") for r in requests)
    assert any(r.startswith("DELETE /api/v2/sec/alias/") for r in requests)
    assert any(r.startswith("POST /api/v2/alias/mail/notify/") for r in requests)
    # Publishing again under the old link and under a new one are both commits; a first
    # publication, unpublishing and the log-out are not.
    assert {b for r, b in commits if r.endswith("/publish")} == {
        '{"reuseId":true}',
        '{"reuseId":false}',
    }
    assert not any(r.startswith(("DELETE", "POST")) and r.endswith("/publish") and
                   "/share/Mc3vB7nQ1wE-" in r for r in requests)  # fmt: skip
    assert not any(r.endswith("/publish") for r in requests if r.startswith("DELETE"))
    assert "POST /api/v2/sec/auth/logout" not in requests
    # An admin's new password for another user is a commit; one's own change is not.
    assert any(r.startswith("POST /api/v2/admin/account/") and '"password":"' in b
               for r, b in commits)  # fmt: skip
    assert "POST /api/v2/sec/settings/password" not in requests


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
