"""A judged success on whose path the safety policy held back a request is refuted: on
web devices the tap is performed and its mutating request never leaves, so whatever the
page shows, the server never got it. A sim phone stands in for such a page: every action
it performs reports a POST the guard held back, as the web wrapper records it."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from m2miner.actions import Action
from m2miner.devices.base import Observation
from m2miner.devices.sim import SimDevice
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import Components
from m2miner.mining.terminal import held_requests
from tests.verify.test_mining_checks import REF, _intents, _judged, _mine, credulous

HELD = {"method": "POST", "url": "http://127.0.0.1:8000/api/settings", "sent": False}


class HoldsBackRequests(SimDevice):
    """Every action it performs sends a POST that the request guard held back."""

    held = False

    def execute(self, action: Action) -> None:
        super().execute(action)
        self.held = True

    def observe(self) -> Observation:
        obs = super().observe()
        if not self.held:
            return obs
        self.held = False
        safety = {"rule": "network", "reason": "held back 1 of 1", "requests": [HELD]}
        return replace(obs, info={**obs.info, "safety": safety})


def test_held_requests_lists_what_never_left() -> None:
    sent = {**HELD, "sent": True}
    infos = [{}, {"safety": {"requests": [sent, HELD]}}, {"safety": {"rule": "deny"}}]
    assert held_requests(infos) == ["POST http://127.0.0.1:8000/api/settings"]


def test_a_success_whose_request_was_held_back_is_refuted(tmp_path: Path) -> None:
    verifier = {
        "type": "python",
        "ref": f"{REF}:setting_is",
        "params": {"name": "dark_theme", "value": True},
    }
    request = MineRequest(app="settings", intents_file=_intents(tmp_path, verifier))
    components = Components(
        agents=credulous, device=lambda i: HoldsBackRequests("settings", render=False)
    )
    report = _mine(tmp_path, request, components)
    [outcome] = report.outcomes
    judged = _judged(tmp_path, report)
    assert judged and outcome.verified == 0 and outcome.refuted == len(judged)
    for node in judged:
        assert node.status == "failure" and node.info.refuted is True
        check = node.info.checks[-1]
        assert (check.method, check.passed) == ("requests", False)
        assert check.detail == "held back: POST http://127.0.0.1:8000/api/settings"
