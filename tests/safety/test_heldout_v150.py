"""The hundred-and-fiftieth held-out corpus, Serendipity (server-rendered PHP pages of a blog
engine whose controls are HTML forms without a token, page links that delete on a GET,
jQuery XMLHttpRequests and the browser's ``confirm()`` and ``prompt()``): what it holds, that
every action states its requests in nine languages, and that its build script writes it. Its
figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from urllib.parse import parse_qsl

from m2miner.testing.safety_corpus import Case, load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v150"
CATEGORIES = {
    "reversible": 180,
    "delete": 135,
    "opens-prompt": 72,
    "send": 63,
    "publish": 27,
    "delete-user": 18,
}


def _fields(case: Case) -> list[tuple[str, ...] | None]:
    """Each request body's field names (a submit button's value is in the page's language)."""
    return [None if b is None else tuple(k for k, _ in parse_qsl(b, keep_blank_values=True))
            for b in case.bodies]  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v150", total=495, irreversible=153)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.vias,
                                          _fields(c)))  # fmt: skip
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # The admin is one front controller; only the blog's comment form posts elsewhere.
    paths = {r.split()[1].split("?")[0] for r, _, _ in sent}
    assert paths == {"/serendipity_admin.php", "/archives/5-Slow-bread-in-a-cold-kitchen.html"}
    # Page loads are GETs; forms are urlencoded POSTs without a token (s9y checks
    # Sec-Fetch-Site instead); the XMLHttpRequests carry no body.
    assert all(r.startswith("GET ") and b is None for r, b, v in sent if v == "link")
    assert all(r.startswith("POST ") and b is not None for r, b, v in sent if v == "form")
    assert not any("token" in (b or "") for _, b, _ in sent)
    assert all(b is None for _, b, v in sent if v is None)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    # Deleting an entry, and the ticked media files, is a GET from the confirmation's Yes.
    assert (
        "GET /serendipity_admin.php?&serendipity[action]=admin&serendipity[adminModule]=entries"
        "&serendipity[adminAction]=doDelete&serendipity[id]=5" in commits
    )
    assert any("adminAction]=doMultiDelete&serendipity[id]=12,13," in r for r in commits)
    # The Delete icons and buttons that only answer a confirmation page commit nothing.
    assert not any("adminAction]=delete&serendipity[id]=5&" in r for r in commits)
    assert not any("multicheck" in (c.bodies[0] or "") for c in cases if c.irreversible)
    # Save of the entry form commits only with the status Publish.
    saves = {
        (c.irreversible, "serendipity%5Bisdraft%5D=false" in (c.bodies[0] or ""))
        for c in cases
        if c.sends
        and "serendipity%5BadminAction%5D=save" in (c.bodies[0] or "")
        and "serendipity%5Bpreview%5D=false" in (c.bodies[0] or "")
    }
    assert saves == {(True, True), (False, False)}
    # The comments list's form approves with togglemoderate and deletes without it.
    multi = {
        c.irreversible
        for c in cases
        if c.sends and "formAction%5D=multiDelete" in (c.bodies[0] or "")
    }
    assert multi == {True}
    # A user's No posts the same form as Yes; only DELETE_YES deletes.
    users = {(c.irreversible, _fields(c)[0][-1]) for c in cases if c.language == "en"
             and c.sends and "userid%5D" in (c.bodies[0] or "")}  # fmt: skip
    assert users == {(True, "DELETE_YES"), (False, "NO")}
    # Moderate and Logout are page loads that commit nothing.
    assert not any("adminAction]=pending" in r or "logout" in r for r in commits)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
