"""The three-hundred-and-forty-eighth held-out corpus, Authelia (a React single sign-on portal
whose controls call its own API with axios: sign-in, password reset, OpenID Connect consent,
identity verification and the registration and removal of second factors): what it holds,
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

FOLDER = Path(__file__).parent / "heldout_v348"
CATEGORIES = {"reversible": 225, "grant": 108, "delete": 72, "reset": 36,
              "opens-prompt": 36, "overwrite": 36}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v348", total=513, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every call goes to the portal's own API; the only page load is a sign-in's redirection.
    assert all(r.split()[1].startswith("/api/") for r, _, v in sent if v is None)
    assert {r for r, _, v in sent if v == "link"} == {"GET https://grafana.example.com/"}
    # Every write with a body sends JSON, but the device code's form-encoded PUT.
    writes = [(r, b) for r, b, v in sent if b is not None]
    assert all(b[0] == "{" for r, b in writes if r != "PUT /api/oidc/device-authorization")
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert {"DELETE /api/secondfactor/totp", "POST /api/change-password",
            "POST /api/reset-password", "POST /api/oidc/consent"} <= commits  # fmt: skip
    assert "DELETE /api/secondfactor/webauthn/credential/3" in commits
    # Sign-ins, sign-outs, the reset link's request, the emailed code and its voiding, the
    # default method, renaming a credential and a pending registration's discard commit nothing.
    for harmless in ("POST /api/firstfactor", "POST /api/logout",
                     "POST /api/reset-password/identity/start", "POST /api/user/session/elevation",
                     "PUT /api/user/session/elevation", "POST /api/user/info/2fa_method",
                     "PUT /api/secondfactor/webauthn/credential/3",
                     "DELETE /api/secondfactor/totp/register"):  # fmt: skip
        assert harmless not in commits, harmless
    assert not any(r.startswith("DELETE /api/user/session/elevation/") for r in commits)
    # A consent's Deny posts to the same URL as its Accept, and commits nothing.
    denies = [c for c in cases if not c.irreversible and c.bodies
              and any(b and '"consent":false' in b for b in c.bodies)]  # fmt: skip
    assert len(denies) == 6 * 9


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
