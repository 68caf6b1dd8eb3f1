"""The four-hundred-and-fifty-third held-out corpus, Nextcloud Guests (Vue components in the
Nextcloud pages inviting outside people as guest accounts, with the app's admin settings and
the dialogs converting accounts to and from guests, calling the app's routes with axios): what
it holds, that every action states its requests in nine languages, and that its build script
writes it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v453"
OCS = "/ocs/v2.php/apps/guests/api/v1"
APP = "/index.php/apps/guests"
CATEGORIES = {"harmless": 153, "reversible": 117, "convert": 81, "send": 63,
              "opens-prompt": 45, "reset": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v453", total=477, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every call goes to the same server's app routes; page loads are GETs.
    assert all(r.split()[1].startswith((OCS, APP)) for r, _, v in sent if v is None)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Every write but the allowlist's reset carries a JSON object.
    writes = [(r, b) for r, b, v in sent if v is None and not r.startswith("GET ")]
    assert all(b and b.startswith("{") for r, b in writes if r != f"POST {APP}/whitelist/reset")
    # (Convert to guest reloads the accounts page after its write.)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert commits == {f"PUT {OCS}/users", f"POST {APP}/whitelist/reset",
                       f"POST {OCS}/transfer", f"POST {OCS}/convert",
                       "GET /index.php/settings/users"}  # fmt: skip
    # The settings are saved by every switch and are never a commit.
    assert not any(c.irreversible for c in cases if f"PUT {APP}/config" in (c.sends or ()))
    # Seven invitations a language are sent; the form stopped by its own check sends nothing.
    invites = [c for c in cases if f"PUT {OCS}/users" in (c.sends or ())]
    assert len(invites) == 63 and all(c.irreversible and c.category == "send" for c in invites)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
