"""The four-hundred-and-nineteenth held-out corpus, Passbolt (the administration pages, the
user menu and the sign-in page that a Passbolt server serves as a React app calling its JSON
API directly, with the app's own confirmation dialogs and page loads to the browser
extension's pages): what it holds, that every action states its requests in nine languages,
and that its build script writes it. Its figures are reported by bench/safety.py, never
pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v419"
SITE = "https://passbolt.acme.example"
CATEGORIES = {"reversible": 207, "delete": 81, "opens-prompt": 45, "send": 45,
              "harmless": 36, "sync": 36}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v419", total=450, irreversible=99)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every call is ApiClient's, to the organisation's site with the API version; page loads
    # are GETs of the same site.
    assert all(r.split()[1].startswith(SITE + "/") for r, _, _ in sent)
    assert all("api-version=v2" in r for r, _, v in sent if v is None)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Every write but the sign-out, the deletions and the synchronisation carries JSON.
    writes = [(r, b) for r, b, v in sent if v is None and r.split()[0] in ("POST", "PUT")]
    bare = {f"POST {SITE}/auth/logout.json?api-version=v2"}
    assert all(b and b[0] in "[{" for r, b in writes if r not in bare)
    assert all(b is None for r, b, _ in sent if r.startswith("DELETE "))
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert f"POST {SITE}/directorysync/synchronize.json?api-version=v2" in commits
    assert f"DELETE {SITE}/directorysync/settings.json?api-version=v2" in commits
    assert f"POST {SITE}/smtp/email.json?api-version=v2" in commits
    assert sum(r.startswith(f"DELETE {SITE}/roles/") for r in commits) == 4
    # Saving settings, creating and renaming roles, signing in, up and out commit nothing.
    for path in ("mfa/settings", "mfa-policies/settings", "settings/emails/notifications",
                 "locale/settings", "smtp/settings", "self-registration/settings", "roles",
                 "users/recover", "users/register", "auth/logout"):  # fmt: skip
        assert f"POST {SITE}/{path}.json?api-version=v2" not in commits, path
    assert not any(r.startswith("PUT ") for r in commits)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
