"""The three-hundred-and-nineteenth held-out corpus, phpList (server-rendered PHP admin pages
whose controls are links carrying the session token ``tk``, HTML forms carrying
``formtoken``, the pages' ``confirm()`` dialogs and a few ``a.ajaxable`` links loaded by
jQuery): what it holds, that every action states its requests in nine languages, and that
its build script writes it. Its figures are reported by bench/safety.py, never pinned
here."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from urllib.parse import unquote_plus

from m2miner.testing.safety_corpus import Case, load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v319"
ADMIN = "/lists/admin/"
CATEGORIES = {"opens-prompt": 180, "delete": 171, "reversible": 108, "harmless": 27,
              "send": 18, "delete-user": 18, "reset": 18, "overwrite": 9}  # fmt: skip
# A submit button's value is its words, and the subscriber removal's URL carries the
# button's words: these are the only parts of a request that differ between languages.
WORDED = {"send", "savedraft", "sendtest", "processtags", "go", "process"}


def _unworded(text: str | None) -> str | None:
    if text is None:
        return None
    head, mark, query = text.rpartition("?") if "?" in text else ("", "", text)
    parts = []
    for part in query.split("&"):
        name, eq, _ = part.partition("=")
        parts.append(f"{name}=*" if unquote_plus(name) in WORDED else part if eq else "*")
    return head + mark + "&".join(parts)


def _fields(c: Case) -> object:
    sends = tuple(_unworded(r) for r in c.sends or ())
    bodies = tuple(_unworded(b) for b in c.bodies)
    return (c.category, c.irreversible, sends, bodies, c.vias)


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v319", total=549, irreversible=153)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, _fields)
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert all(r.split()[1].startswith(ADMIN) for r, _, _ in sent)
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Page loads are GETs; every XMLHttpRequest is a jQuery load of pageaction, a GET too.
    assert all(r.startswith("GET ") for r, _, v in sent if v != "form")
    assert all(r.endswith("&ajaxed=true&page=pageaction") for r, _, v in sent if v is None)
    # The admin's forms post formtoken first, but for the login and mass removal pages,
    # which are no formStart() forms, and the reconcile page's GET form.
    posts = [(r, b) for r, b, v in sent if v == "form" and r.startswith("POST ")]
    assert {r for r, b in posts if not (b or "").startswith("formtoken=")} == {
        f"POST {ADMIN}",
        f"POST {ADMIN}?page=massremove&tk=8c1f4e7a2b9d3065e4a7c1f9b2d6e830",
    }
    # Every link that writes carries the session token.
    commits = [(r, b) for c in cases if c.irreversible
               for r, b in zip(c.sends or (), c.bodies, strict=True)]  # fmt: skip
    links = [r for r, _ in commits if r.startswith("GET ") and "option=bounces" not in r]
    assert links and all("&tk=" in r for r in links)
    # Placing the campaign in the queue sends; saving it and the test mail do not commit.
    finish = [(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
              strict=True) if "page=send&id=12" in r and r.startswith("POST ")]  # fmt: skip
    assert {d for d, _ in finish} == {True, False}
    assert all(("&send=" in (b or "")) == d for d, b in finish)
    # The members page deletes with the list-wide choice, copies the tagged harmlessly.
    members = {(c.irreversible, re.search(r"tagaction_all=(\w+)", b or "").group(1))
               for c in cases for r, b in zip(c.sends or (), c.bodies, strict=True)
               if r == f"POST {ADMIN}?page=members&id=3"}  # fmt: skip
    assert members == {(True, "delete"), (False, "nothing")}
    # A member's removal from one list is no commit; a subscriber's from the system is.
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert any("page=members&start=0" in r and "&delete=41" in r for r in harmless)
    assert any("page=user&delete=41" in r for r, _ in commits)
    assert f"GET {ADMIN}?page=logout" in harmless


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
