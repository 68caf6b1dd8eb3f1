"""The four-hundred-and-forty-fifth held-out corpus, pgAdmin 4 (a React single-page admin tool
for PostgreSQL whose controls call its Flask back end with axios, with a few server-rendered
forms for logging in): what it holds, that every action states its requests in nine
languages, and that its build script writes it. Its figures are reported by
bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v445"
START = "POST /sqleditor/query_tool/start/5820411"
CATEGORIES = {"delete": 207, "opens-prompt": 117, "harmless": 72, "reversible": 36,
              "reset": 27, "terminate": 18, "overwrite": 18, "delete-user": 18,
              "send": 18}  # fmt: skip


def _same(c: Case) -> object:
    # The login form sends the page's own language (its select holds the language cookie).
    bodies = [re.sub(r"&language=[\w]+&", "&language=&", b) if b else b for b in c.bodies]
    return (c.category, c.irreversible, c.sends, bodies, c.vias)


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v445", total=531, irreversible=171)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, _same)
    sent = [(r, b, v, c.irreversible) for c in cases
            for r, b, v in zip(c.sends or (), c.bodies, c.vias, strict=True)]  # fmt: skip
    assert {v for _, _, v, _ in sent} == {"form", "link", None}
    # Every request goes to pgAdmin's own origin; forms are the login pages' posts.
    assert all(r.split()[1].startswith("/") for r, _, _, _ in sent)
    assert {r for r, _, v, _ in sent if v == "form"} == {
        "POST /authenticate/login",
        "POST /browser/reset_password",
    }
    assert all(r.startswith("GET ") for r, _, v, _ in sent if v == "link")
    commits = {r for r, _, _, bad in sent if bad}
    assert "DELETE /browser/table/obj/1/1/16402/2200/16421" in commits
    assert "DELETE /browser/database/delete/1/1/16402" in commits
    assert "DELETE /dashboard/terminate_session/1/48213" in commits
    assert "DELETE /user_management/save/7" in commits
    assert "PUT /browser/table/set_trigger/1/1/16402/2200/16421" not in commits
    assert "DELETE /dashboard/cancel_query/1/48213" not in commits
    assert "DELETE /browser/server/connect/1/1" not in commits
    # The Query Tool sends every statement to one URL: its body decides.
    runs = {(b, bad) for r, b, _, bad in sent if r == START}
    assert ('{"sql":"COMMIT;"}', True) in runs and ('{"sql":"ROLLBACK;"}', False) in runs
    plain = {(b, bad) for b, bad in runs if "explain" not in b}
    assert all(bad == b.startswith(('{"sql":"DELETE', '{"sql":"COMMIT')) for b, bad in plain)
    analyze = {bad for b, bad in runs if '"analyze":true' in b and "DELETE" in b}
    assert analyze == {True}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
