"""The three-hundred-and-forty-seventh held-out corpus, Zigbee2MQTT's frontend (a React
single-page app whose every control sends a JSON message to the Zigbee2MQTT bridge over one
WebSocket, most destructive ones behind the same generic confirmation): what it holds, that
every action states its messages in nine languages, and that its build script writes it. Its
figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v347"
CATEGORIES = {"reversible": 198, "delete": 144, "opens-prompt": 108, "harmless": 54,
              "overwrite": 27, "reset": 27}  # fmt: skip


def test_the_corpus_states_every_message_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v347", total=558, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # Everything goes over the one WebSocket, as a JSON message with a topic and a payload.
    assert {v for _, _, v in sent} == {"websocket"}
    assert all(r.startswith("WEBSOCKET ") and r.endswith("//192.168.1.20:8080/api")
               for r, _, _ in sent)  # fmt: skip
    messages = [json.loads(b) for _, b, _ in sent]
    assert all(set(m) == {"topic", "payload"} for m in messages)
    # A bridge request carries a transaction; a device's /set topic does not.
    for m in messages:
        assert ("transaction" in m["payload"]) == m["topic"].startswith("bridge/request/")

    def topics(commit: bool) -> set[str]:
        return {json.loads(b)["topic"] for c in cases if c.irreversible is commit
                for b in c.bodies}  # fmt: skip

    commits, others = topics(True), topics(False)
    assert {"bridge/request/device/remove", "bridge/request/group/remove",
            "bridge/request/extension/remove", "bridge/request/device/ota_update/update",
            "bridge/request/touchlink/factory_reset"} <= commits  # fmt: skip
    assert {"bridge/request/restart", "bridge/request/permit_join",
            "bridge/request/device/unbind", "bridge/request/group/members/remove",
            "bridge/request/device/ota_update/check", "bridge/request/touchlink/identify",
            "bridge/request/device/configure"} <= others - commits  # fmt: skip
    # Scenes are removed through the device's or group's own topic, and recalled there too.
    scene_removals = [json.loads(b) for c in cases if c.irreversible for b in c.bodies
                      if json.loads(b)["topic"].endswith("/set")]  # fmt: skip
    assert scene_removals and all(
        set(m["payload"]) <= {"scene_remove", "scene_remove_all"} for m in scene_removals
    )


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
