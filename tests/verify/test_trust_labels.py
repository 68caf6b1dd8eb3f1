"""Trust labels: only a verifier verifies; votes and a replay leave a success judged.

Rows as the miner stores them today and as it stored them when agreeing votes and a
replay could still mark a success verified: the old ones read as judged only.
"""

from __future__ import annotations

from m2miner.mining.tree import verify_success
from m2miner.store.trust import trust_counts, trust_of


def _check(method: str, passed: bool | None) -> dict[str, object]:
    return {"method": method, "passed": passed, "detail": "", "error": None}


def test_a_verifier_verifies() -> None:
    success, info = verify_success(True)
    info["checks"] = [_check("verifier", True)]
    assert success and trust_of(success, info) == "verified"


def test_no_verdict_is_judged_only() -> None:
    success, info = verify_success(None)
    info["checks"] = [_check("votes", True), _check("replay", True)]
    assert (success, info["verified"]) == (True, None)
    assert trust_of(success, info) == "judged"


def test_old_rows_verified_by_votes_and_replay_read_as_judged() -> None:
    old = {"judged": "success", "verified": True}
    old["checks"] = [_check("votes", True), _check("replay", True)]  # type: ignore[assignment]
    assert trust_of(True, old) == "judged"
    errored = dict(old, checks=[_check("verifier", None), _check("replay", True)])
    assert trust_of(True, errored) == "judged"


def test_rows_a_verifier_or_the_sim_confirmed_stay_verified() -> None:
    by_verifier = {"verified": True, "checks": [_check("verifier", True), _check("replay", True)]}
    assert trust_of(True, by_verifier) == "verified"
    sim = {"verified": True, "checks": [], "ground_truth_success": True}
    assert trust_of(True, sim) == "verified"
    # Stored before checks were recorded: nothing says what verified it; kept as stored.
    assert trust_of(True, {"verified": True}) == "verified"
    assert trust_of(True, {"ground_truth_success": True}) == "verified"


def test_refuted_and_counts() -> None:
    success, refuted = verify_success(False)
    assert not success and trust_of(success, refuted) == "refuted"
    rows = [
        (True, {"verified": True, "checks": [_check("verifier", True)]}),
        (True, {"verified": True, "checks": [_check("votes", True)]}),
        (True, {"verified": None}),
        (success, refuted),
        (False, {}),
    ]
    assert trust_counts(rows) == {"verified": 1, "judged": 2, "refuted": 1}
