"""The four-hundred-and-ninety-seventh held-out corpus, Nextcloud Teams (a Vue app in a
Nextcloud server whose controls call the server's OCS API with axios, its own confirmation
dialogs beside a page's ``confirm()``): what it holds, that every action states its requests
in nine languages, and that its build script writes it. Its figures are reported by
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

FOLDER = Path(__file__).parent / "heldout_v497"
OCS = "/ocs/v2.php/apps/circles"
GARDEN = "Hq4kW9pXr2ZbN7cTv5LmJ8sYd3FgA6e"
MARA = "Mk2pV7xQr4ZcN9bTw3LsH8dYf5JgE1a"
CATEGORIES = {"reversible": 126, "opens-prompt": 108, "delete": 54, "harmless": 45,
              "leave": 36, "send": 36, "revoke": 36, "publish": 18, "remove-member": 18,
              "transfer": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v497", total=495, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every call goes to the Nextcloud server itself; page loads are GETs.
    assert all(r.split()[1].startswith(("/ocs/v2.php/", "/remote.php/dav/"))
               for r, _, v in sent if v is None)  # fmt: skip
    assert all(r.startswith("GET /index.php/") for r, _, v in sent if v == "link")
    # A body is JSON.stringify's; the invitation link, join and leave calls send none.
    assert all(b is None or b[0] == "{" for _, b, _ in sent)
    commits = {(r, b) for c in cases if c.irreversible
               for r, b in zip(c.sends or (), c.bodies, strict=True)}  # fmt: skip
    kept = {(r, b) for c in cases if not c.irreversible
            for r, b in zip(c.sends or (), c.bodies, strict=True)}  # fmt: skip
    team = f"{OCS}/circles/{GARDEN}"
    assert (f"DELETE {team}", None) in commits and (f"DELETE {team}/invitation", None) in commits
    assert (f"PUT {team}/invitation", None) in commits
    assert (f"PUT {team}/members/{MARA}/level", '{"level":9}') in commits
    assert (f"PUT {team}/members/{MARA}/level", '{"level":4}') in kept
    assert not {r for r, _ in commits} & {f"PUT {team}/name", f"PUT {team}/setting"}
    # Adding members commits only where an outside address is mailed.
    assert {b for r, b in commits if r.endswith("/multi")} == {
        '{"members":[{"id":"lena.vogel@example.org","type":4}]}'
    }
    assert {b for r, b in kept if r.endswith("/multi")} == {'{"members":[{"id":"jonas","type":1}]}'}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
