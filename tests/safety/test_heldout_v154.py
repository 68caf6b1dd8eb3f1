"""The hundred-and-fifty-fourth held-out corpus, Coppermine Photo Gallery (server-rendered PHP
pages whose controls are HTML forms and links carrying a form token, jQuery requests and the
browser's ``confirm()``): what it holds, that every action states its requests in nine
languages, and that its build script writes it. Its figures are reported by bench/safety.py,
never pinned here."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from urllib.parse import parse_qsl, urlsplit

from m2miner.testing.safety_corpus import Case, load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v154"
CATEGORIES = {
    "reversible": 180,
    "delete": 135,
    "opens-prompt": 72,
    "send": 45,
    "delete-user": 27,
    "vote": 9,
    "revoke": 9,
    "publish": 9,
    "reset": 9,
}
TOKEN = "form_token=5d41402abc4b2a76b9719d911017c592"


def _shape(case: Case) -> object:
    """What a case sends, less the words: a button's value (``submit``, ``go``...) and the
    user manager's ``new_password`` text are the page's translated labels, so the requests
    of the nine languages agree on methods, paths and field names, not on every value."""

    def fields(text: str | None) -> list[str]:
        return [name for name, _ in parse_qsl(text or "", keep_blank_values=True)]

    requests = [(r.split()[0], urlsplit(r.split()[1]).path, fields(urlsplit(r.split()[1]).query),
                 fields(b) if v else b) for r, b, v in zip(case.sends or (), case.bodies,
                                                           case.vias, strict=True)]  # fmt: skip
    return (case.category, case.irreversible, case.vias, requests)


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v154", total=495, irreversible=180)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, _shape)
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert sent and all(r.split()[1].startswith("/gallery/") for r, _, _ in sent)
    assert {v for _, _, v in sent} == {"form", "link", None}
    # A POSTed form carries the form token; a page load and a jQuery request are GETs.
    assert all(TOKEN in (b or "") for r, b, v in sent if v == "form" and r.startswith("POST"))
    assert all(r.startswith("GET ") for r, _, v in sent if v != "form")
    # The ban form's OK commits only as it comes, deleting all the user's comments.
    english = [c for c in cases if c.language == "en"]
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    bans = {(b, c.irreversible) for c in english for b in c.bodies if b and "delete_comment=" in b}
    assert {("delete_comment=2&" in b, irreversible) for b, irreversible in bans} == {
        (True, True),
        (False, False),
    }
    # Delete This Log and Delete my account go out as plain GETs: a link and a GET form.
    assert any(r == "GET /gallery/viewlog.php?action=dthis&log=global" for r in commits)
    assert any(r.startswith("GET /gallery/delete.php?confirmation=1") for r in commits)
    # Logout is a GET page load, and harmless.
    logouts = [c for c in english if any("logout.php" in r for r in c.sends or ())]
    assert logouts and not any(c.irreversible for c in logouts)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
