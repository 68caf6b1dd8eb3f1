"""The hundred-and-forty-second held-out corpus, Wekan's web client (a Meteor kanban board whose
every write and read goes as a DDP method message on the SockJS websocket): what it holds, that
every action states its messages in nine languages, and that its build script writes it. Its
figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus, read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v142"
SOCKET = "WEBSOCKET wss://wekan.example/sockjs/482/k3v9xq2m/websocket"
CATEGORIES = {
    "reversible": 198, "opens-prompt": 144, "delete": 117, "remove-member": 9, "leave": 9,
    "delete-account": 9,
}  # fmt: skip


def test_the_corpus_states_every_message_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v142", total=486, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))


def stated() -> list[tuple[bool, list[dict[str, str]]]]:
    """Each action's messages as the corpus file states them (the frames as sent)."""
    entries = read_entries(FOLDER / "heldout_v142.yaml")
    return [(c["irreversible"], c["sends"]) for e in entries for c in e["cases"]]


def method(sent: dict[str, str]) -> str:
    """The DDP method a SockJS frame calls."""
    [text] = json.loads(sent["body"])
    return json.loads(text)["method"]


def test_every_message_is_a_sockjs_framed_ddp_method_call() -> None:
    sent = [s for _, sends in stated() for s in sends]
    assert sent and {(s["request"], s["via"]) for s in sent} == {(SOCKET, "websocket")}
    for each in sent:
        [text] = json.loads(each["body"])
        message = json.loads(text)
        assert list(message) == ["msg", "id", "method", "params"]
        assert message["msg"] == "method" and isinstance(message["params"], list)
    # Each frame is read as the one method call it carries.
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert sum(len(c.sends or ()) for c in cases) == len(sent)


def test_the_soft_deletes_and_archives_are_harmless_and_the_removals_are_not() -> None:
    for irreversible, sends in stated():
        called = {method(s) for s in sends}
        if called & {"lists.softRemove", "archiveBoard"}:
            assert not irreversible
        if any(m.endswith(("/remove", "/removeAsync")) for m in called):
            assert irreversible


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
