"""The five-hundred-and-second held-out corpus, motionEye (a camera surveillance server whose
page calls its own Tornado handlers with jQuery's XMLHttpRequest, downloads through a hidden
iframe, and asks with its own Yes/No dialogs): what it holds, that every action states its
requests in nine languages, and that its build script writes it. Its figures are reported by
bench/safety.py, never pinned here."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import Case, load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v502"
TS = "_=1773655200000"
CATEGORIES = {"reversible": 225, "delete": 108, "opens-prompt": 99, "overwrite": 36,
              "shutdown": 18, "reboot": 18, "update": 18, "send": 18}  # fmt: skip


def _bodies(case: Case) -> list[str | None]:
    """The bodies as English's: the main configuration sends the page's own language."""
    lang = f'"lang":"{case.language}"'
    return [b.replace(lang, '"lang":"en"') if b else b for b in case.bodies]


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v502", total=540, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, _bodies(c), c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every request goes to the server's own paths; page loads are GETs.
    assert all(r.split()[1].startswith("/") for r, _, _ in sent)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Every XHR but the log in and out carries ajax()'s cache breaker.
    assert all(TS in r for r, _, v in sent if v is None and "/log" not in r)
    # A POST without data still sends JSON's "null"; power requests send nothing.
    assert all(b == "null" for r, b, _ in sent if "/delete" in r or r.endswith(f"/rem/?{TS}"))
    assert all(b is None for r, b, _ in sent if r.startswith("POST /power/"))
    # Every commit is one XHR POST, then at most reads.
    for case in cases:
        if case.irreversible:
            assert (case.sends or [""])[0].startswith("POST ") and case.vias[0] is None
            assert all(r.startswith("GET ") for r in (case.sends or [])[1:])
    commits = {r.split("?")[0] for c in cases if c.irreversible for r in (c.sends or [])[:1]}
    harmless = {r.split("?")[0] for c in cases if not c.irreversible for r in c.sends or ()}
    assert {"POST /power/shutdown/", "POST /power/reboot/", "POST /update/",
            "POST /config/restore/", "POST /config/0/set/", "POST /config/1/rem/",
            "POST /picture/1/delete_all/2026-03-15/"} <= commits  # fmt: skip
    # The configuration tests: the email and Telegram ones send a message, the network
    # share and upload ones only try the connection.
    tests = {
        (c.irreversible, b.split('"')[3])
        for c in cases
        for r, b in zip(c.sends or (), c.bodies, strict=True)
        if r.startswith("POST /config/1/test/") and b
    }
    assert tests == {(True, "email"), (True, "telegram"), (False, "network_share"),
                     (False, "upload_service")}  # fmt: skip
    # The camera's action buttons (picture, recording, unlock, alarm) and the log out are
    # harmless.
    assert "POST /action/1/unlock/" in harmless and "POST /logout/" in harmless
    assert not any(r.startswith("POST /action/") for r in commits)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
