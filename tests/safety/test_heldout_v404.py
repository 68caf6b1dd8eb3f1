"""The four-hundred-and-fourth held-out corpus, Logto (the Admin Console of an identity
service, a React single-page app whose controls call the tenant's Management API by script,
with its own confirmation modals and the browser SDK's sign-out): what it holds, that every
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

FOLDER = Path(__file__).parent / "heldout_v404"
API = "https://auth.example.com/api"
ADMIN = "https://admin.example.com"
CATEGORIES = {"delete": 162, "opens-prompt": 144, "reversible": 117, "revoke": 90,
              "delete-user": 18, "overwrite": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v404", total=549, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every script request goes to the Management API but the sign-out's token revocation; page
    # loads are GETs of the admin endpoint.
    scripted = {r for r, _, v in sent if v is None}
    assert all(r.split()[1].startswith(f"{API}/") for r in scripted
               if r != f"POST {ADMIN}/oidc/token/revocation")  # fmt: skip
    assert all(r.startswith(f"GET {ADMIN}/") for r, _, v in sent if v == "link")
    # Every Management API write with a body sends JSON; the revocation is URL-encoded.
    assert all(b[0] == "{" for r, b, v in sent if b and r.split()[1].startswith(API))
    assert all(b.startswith("client_id=admin-console&token=") for r, b, v in sent
               if r == f"POST {ADMIN}/oidc/token/revocation")  # fmt: skip
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert f"DELETE {API}/users/q7vx2mkd9w3e" in commits
    assert f"PATCH {API}/users/q7vx2mkd9w3e/is-suspended" in commits
    assert f"POST {API}/configs/oidc/private-keys/rotate" in commits
    assert f"PATCH {API}/users/q7vx2mkd9w3e" not in commits
    # Removing a role from a user, a user from a role or a member from an organization,
    # and disabling a webhook, are not commits; deleting the role or the webhook is.
    user, hook = f"{API}/users/q7vx2mkd9w3e", f"{API}/hooks/h6j2n8b4v0c5x1z7m3l9k"
    assert f"DELETE {user}/roles/t5ljw0e8y1rdkqz3vb6nh" not in commits
    assert f"DELETE {API}/roles/t5ljw0e8y1rdkqz3vb6nh/users/q7vx2mkd9w3e" not in commits
    assert f"DELETE {API}/organizations/o4k8m2q6w0e3r7t1y5u9i/users/q7vx2mkd9w3e" not in commits
    assert f"PATCH {hook}" not in commits and f"DELETE {hook}" in commits
    assert f"POST {ADMIN}/oidc/token/revocation" not in commits


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
