"""bench/safety_learned.py: the policy's signals as features, a classifier fitted on older
corpora, and the table that sets it beside the policy on newer ones."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import numpy as np

from m2miner.config import SafetyConfig
from m2miner.devices.base import AppTarget
from m2miner.safety.context import read_screen
from m2miner.safety.policy import Policy
from m2miner.testing.safety_corpus import PACKAGE, load_corpus, run_corpus
from tests.safety.test_bench_model import CORPUS
from tests.scripts import load_script

ROOT = Path(__file__).resolve().parents[2]
POLICY = Policy(SafetyConfig(), AppTarget("app", PACKAGE))


def _learned() -> ModuleType:
    return load_script(ROOT / "bench" / "safety_learned.py")


def test_a_tap_s_signals_are_crossed_with_the_screen_s_class(tmp_path: Path) -> None:
    learned = _learned()
    corpus = tmp_path / "kickoff.yaml"
    corpus.write_text(CORPUS, encoding="utf-8")
    pay = next(
        o for o in run_corpus(POLICY, load_corpus([corpus])) if o.verdict.element_text == "Pay now"
    )
    screen = read_screen(pay.case.observation)
    target = screen.target(*pay.case.action.point)
    found = learned.signals(pay, screen, target, POLICY)
    assert {"class=screen", "class=screen&rule=commit-label", "class=screen&role=button"} <= found
    assert "class=screen&op=payment" in found
    assert learned.words(screen, target) == {
        "label:pay",
        "label:now",
        "title:project",
        "title:kickoff",
    }


def test_the_classifier_learns_a_signal_seen_in_three_corpora_and_ignores_a_rarer_one() -> None:
    learned = _learned()

    def tap(version: int, irreversible: bool, *signals: str) -> object:
        return learned.Tap(version, irreversible, False, frozenset(signals), frozenset())

    train = [tap(v, True, "commit", "odd" if v == 1 else "x") for v in (1, 2, 3)]
    train += [tap(v, False, "x") for v in (1, 2, 3)]
    index, weights = learned.fit(train, with_words=False)
    assert "commit" in index and "odd" not in index
    judged = learned.scores([tap(9, True, "commit"), tap(9, False, "x")], index, weights, False)
    assert judged[0] > 0.9 > 0.1 > judged[1]
    assert isinstance(judged, np.ndarray)
