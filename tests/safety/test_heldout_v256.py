"""The two-hundred-and-fifty-sixth held-out corpus, Adminer (a PHP database manager whose
controls are HTML forms posted back to the page with a ``token`` field, some of them
multipart, an XMLHttpRequest save, page links and the browser's ``confirm()`` before every
drop and delete): what it holds, that every action states its requests in nine languages,
and that its build script writes it. Its figures are reported by bench/safety.py, never
pinned here."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import Case, load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v256"
DB = "/adminer.php?server=db&username=root&db=shop"
CATEGORIES = {"harmless": 189, "reversible": 117, "opens-prompt": 81, "delete": 72,
              "overwrite": 36, "delete-user": 9, "terminate": 9}  # fmt: skip
# The submit buttons whose words (in the language) a form sends as their value.
PRESSED = re.compile(
    r"((?:^|&)(?:drop|truncate|delete|move|copy|optimize|search|logout|insert|edit|export"
    r"|import|webfile)=)[^&]*|(name=\"(?:drop|delete|edit|export|import|insert|webfile)\"\r\n\r\n)"
    r"[^\r]*"
)


def words_left_out(body: str | None) -> str | None:
    """A body with the pressed button's words dropped, the same in every language."""
    return body if body is None else PRESSED.sub(lambda m: m.group(1) or m.group(2), body)


def fields(case: Case) -> object:
    bodies = tuple(words_left_out(b) for b in case.bodies)
    return case.category, case.irreversible, case.sends, bodies, case.vias


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v256", total=513, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, fields)
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every request goes to the one page; page loads are GETs, forms are POSTs.
    assert all(r.split()[1].startswith("/adminer.php") for r, _, _ in sent)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    assert all(r.startswith("POST ") for r, _, v in sent if v == "form")
    # Every form carries the token; a multipart one in its last part.
    assert all("token=739104826%3A551873" in (b or "") or 'name="token"\r\n\r\n739104826:551873'
               in (b or "") for _, b, v in sent if v == "form")  # fmt: skip
    # The XMLHttpRequests: the edit page's Save and continue editing and the upload polls.
    xhr = {r.split("&")[-1] for r, _, v in sent if v is None}
    assert xhr == {"where%5Bid%5D=1042", "upload=x7Qm2Rk9Tb4Lp8Wc"}
    # Every commit is a form post answering a confirm() or pressing a button.
    assert all(c.sends and c.vias[0] == "form" for c in cases if c.irreversible)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    # The SQL command's Execute commits or not by the query typed.
    assert f"POST {DB}&sql=DELETE+FROM+sessions+WHERE+created_at+%3C+%272026-01-01%27" in commits
    assert f"POST {DB}&sql=SELECT+status,+COUNT(*)+FROM+orders+GROUP+BY+status" in harmless
    # Copy only commits with the overwrite box ticked; a foreign key's drop is no commit.
    copies = {(c.irreversible, "overwrite=1" in (c.bodies[0] or "")) for c in cases
              if (c.bodies[:1] or [None])[0] and "&copy=" in (c.bodies[0] or "")}  # fmt: skip
    assert copies == {(True, True), (False, False)}
    assert f"POST {DB}&foreign=orders&name=fk_orders_customer" in harmless - commits
    # Killing a process commits without a confirmation.
    assert "POST /adminer.php?server=db&username=root&processlist=" in commits


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
