"""The four-hundred-and-forty-seventh held-out corpus, Nextcloud Appointments (a Vue app in
Nextcloud whose settings are axios posts of JSON to the app's ``state`` route, with public
booking forms posted natively and e-mail links to confirm or cancel an appointment): what it
holds, that every action states its requests in nine languages, and that its build script
writes it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v447"
BASE = "/index.php/apps/appointments"
CATEGORIES = {"harmless": 207, "reversible": 99, "delete": 54, "opens-prompt": 45,
              "publish": 18, "book": 18, "confirm": 18, "cancel": 18}  # fmt: skip


def _bodies(bodies: tuple[str | None, ...]) -> tuple[str | None, ...]:
    """The bodies less the booking form's dtstr, the picked date as the page's language
    writes it."""
    return tuple(b and re.sub(r"^dtstr=[^&]*&", "", b) for b in bodies)


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v447", total=477, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(
        cases, lambda c: (c.category, c.irreversible, c.sends, _bodies(c.bodies), c.vias)
    )
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert all(r.split()[1].startswith((BASE, "https://cloud.example.org" + BASE))
               for r, _, _ in sent)  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # The booking form is the one native form post; page loads are GETs.
    assert all(r.startswith("POST ") and (b or "").startswith("dtstr=")
               for r, b, v in sent if v == "form")  # fmt: skip
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Every settings call is JSON posted to the state route.
    assert all(b and b.startswith('{"a":') for r, b, v in sent if r == f"POST {BASE}/state")
    # The picked date is sent as each language writes it.
    dates = {c.language: c.bodies[0] for c in cases if c.category == "book"}
    assert len(set(dates.values())) == 9
    commits = [(r, b) for c in cases if c.irreversible
               for r, b in zip(c.sends or (), c.bodies, strict=True)]  # fmt: skip
    harmless = [(r, b) for c in cases if not c.irreversible
                for r, b in zip(c.sends or (), c.bodies, strict=True)]  # fmt: skip
    # Deleting a page or a directory item commits; disabling a page, renaming it and saving
    # the weekly template do not; publishing a page does.
    assert (f"POST {BASE}/state", '{"a":"set_pages","p":"p1"}') in commits
    assert (f"POST {BASE}/state", '{"a":"set_pages","p":"_"}') in harmless
    assert (f"POST {BASE}/state", '{"a":"set_one","p":"p1","k":"enabled","v":true}') in commits
    assert (f"POST {BASE}/state", '{"a":"set_one","p":"p0","k":"enabled","v":false}') in harmless
    assert (f"POST {BASE}/state", '{"a":"set_one","p":"d0","k":"dirItems","v":[]}') in commits
    assert any(b and '"k":"template_data"' in b for _, b in harmless)
    # Confirming and cancelling an appointment are the cncf link's GET after its POST.
    assert {r.split("?")[0] for r, _ in commits if "/cncf" in r} == {
        f"POST {BASE}/pub/Qm7xT2rVn9KdLw4pZc8H/cncf",
        f"GET {BASE}/pub/Qm7xT2rVn9KdLw4pZc8H/cncf",
        f"POST {BASE}/embed/Qm7xT2rVn9KdLw4pZc8H/cncf",
        f"GET {BASE}/embed/Qm7xT2rVn9KdLw4pZc8H/cncf",
    }


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
