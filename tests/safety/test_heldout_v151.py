"""The hundred-and-fifty-first held-out corpus, Piwigo (server-rendered PHP pages of a photo
gallery whose admin pages call the web service ws.php from jQuery and jquery-confirm boxes,
beside page links, form posts and the browser's ``confirm()``): what it holds, that every
action states its requests in nine languages, and that its build script writes it. Its
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

FOLDER = Path(__file__).parent / "heldout_v151"
CATEGORIES = {
    "reversible": 189, "delete": 171, "opens-prompt": 63, "publish": 36, "delete-user": 18,
    "send": 9, "revoke": 9,
}  # fmt: skip


def masked(bodies: tuple[str | None, ...]) -> tuple[str | None, ...]:
    """The bodies with the words the app writes in the user's language left out: the
    profile's submit button label (``validate``) and a duplicate's name (``copy_name``, the
    name with `` (copy)`` translated)."""
    return tuple(b and re.sub(r"(^|&)(validate|copy_name)=[^&]*", r"\1\2=", b)
                 for b in bodies)  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v151", total=495, irreversible=162)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, masked(c.bodies),
                                          c.vias))  # fmt: skip
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every page load is a GET; every form posts; every web service call goes to ws.php.
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    assert all(r.startswith("POST ") for r, _, v in sent if v == "form")
    assert all(r.split()[1].startswith("/ws.php?") for r, _, v in sent if v is None)
    # Every admin write to the web service carries the token, but pwg.categories.add,
    # pwg.images.rate and pwg.rates.delete, which the app sends without one.
    untokened = {r for r, b, v in sent if v is None and r.startswith("POST ")
                 and "pwg_token=" not in (b or "")}  # fmt: skip
    assert untokened == {
        "POST /ws.php?format=json&method=pwg.categories.add",
        "POST /ws.php?format=json&method=pwg.images.rate",
        "POST /ws.php?format=json&method=pwg.rates.delete",
    }
    # Commits are sent by GET links too: a gallery's comment deletion and validation, the
    # favourites' remove all, the photo deletion and the maintenance purges.
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "GET /admin.php?page=photo-12-properties&delete=1&pwg_token=" in {
        r.split("8c1f")[0] for r in commits
    }
    assert "GET /index.php?/favorites&action=remove_all_from_favorites" in commits
    assert "GET /?act=logout" not in commits
    # Opening an album's delete pop-in reads its orphans and commits nothing.
    orphans = "GET /ws.php?format=json&method=pwg.categories.calculateOrphans&category_id=7"
    assert all(not c.irreversible for c in cases if c.sends == (orphans,))
    assert any(c.sends == (orphans,) for c in cases)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
