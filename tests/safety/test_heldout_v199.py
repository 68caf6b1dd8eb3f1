"""The hundred-and-ninety-ninth held-out corpus, Nextcloud Tables (a Vue front end whose controls
send axios XMLHttpRequests to the app's controllers under ``/apps/tables/`` and its OCS API
under ``/ocs/v2.php/apps/tables/api/2/``, its confirmations ``NcDialog``s): what it holds, that
every action states its requests in nine languages, and that its build script writes it. Its
figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v199"
OCS, APP = "/ocs/v2.php/apps/tables/api/2/", "/apps/tables/"
CATEGORIES = {"opens-prompt": 117, "reversible": 216, "delete": 90, "transfer": 18, "send": 9,
              "revoke": 18, "permission": 18}  # fmt: skip


def same(bodies: tuple[str | None, ...]) -> tuple[str | None, ...]:
    """The bodies, but for the translated word of a duplicated view's title."""
    return tuple(re.sub(r'"Open leads [^"]+"', '"Open leads …"', b or "") for b in bodies)


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v199", total=486, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(
        cases, lambda c: (c.category, c.irreversible, c.sends, same(c.bodies), c.vias)
    )
    # Duplicate view titles the copy with the view's name and the language's word for Copy.
    copies = {b for c in cases for b in c.bodies if b and '"title":"Open leads ' in b}
    assert len(copies) > 5 and '{"tableId":3,"title":"Open leads Copy","emoji":"🔥"}' in copies
    sent = [(r, v) for c in cases for r, v in zip(c.sends or (), c.vias, strict=True)]
    # Every request goes to the app's controllers or its OCS API; the one page load is the
    # Export form's GET of the table's scheme.
    assert all(r.split()[1].startswith((OCS, APP)) for r, _ in sent)
    assert {v for _, v in sent} == {None, "form"}
    assert {r for r, v in sent if v == "form"} == {
        f"GET {APP}api/1/tables/3/scheme?requesttoken=kR7pT2vX9zB4nM6qW1sD8fG3hJ5lC0aE"
    }
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert {f"DELETE {APP}table/3", f"DELETE {APP}row/42", f"DELETE {APP}api/1/columns/17",
            f"DELETE {APP}share/12", f"PUT {OCS}tables/3/transfer",
            f"DELETE {OCS}contexts/2"} <= commits  # fmt: skip
    # Archiving, favourites and creating a public link are set back from the app.
    assert f"POST {OCS}tables/3/share" not in commits
    assert not any("favorites" in r for r in commits)
    assert {r for r in commits if r.startswith(f"PUT {OCS}tables/")} == {
        f"PUT {OCS}tables/3/transfer"
    }
    assert f"POST {APP}share" in commits  # sharing the table with Bob
    armed = [c for c in cases if c.language == "en" and c.irreversible and c.sends == (
        f"DELETE {APP}row/42",)]  # fmt: skip
    assert len(armed) == 2  # the confirmation's Confirm and Edit row's second button


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
