"""How far the policy's own signals go: a classifier learned from them, on corpora it never saw.

The policy reads words and structure: a screen's class (menu, confirmation, notice,
dialog, full screen), the tapped control's role, its place in a dialog, the operation
its words name, what the screen states (an amount, a recipient, a question, an
operation, a review) and the rule that fired. This script turns those signals into
features for every native tap of the held-out corpora and fits a logistic regression
(each signal, and each signal crossed with the screen's class) on the corpora before
``--split``; with words, also the folded words of the control's label and of the title
(CJK as character pairs). Only features seen in three training corpora are kept. Then it
judges the corpora from ``--split`` on, which neither it nor the policy's author had
read when they were built, and prints, side by side with the policy:

- the classifier at the policy's own false-block rate, and at its own commit rate, on
  those corpora (thresholds chosen on the test corpora: not deployable, but where the
  two decisions stand against each other);
- the classifier at the threshold that blocks 90 %, 95 % and 98 % of the training
  corpora's commits (deployable), with the spread over the test corpora.

If a learner given the same signals cannot do better than the hand-written rules, more
rules on those signals will not meet the goals either: what is missing is what a control
does in its app, which is what the model check (layer c) is asked.

    python bench/safety_learned.py                # split at v64, with and without words
    python bench/safety_learned.py --split 76
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from safety_groups import pooled, spread

from m2miner.config import SafetyConfig
from m2miner.devices.base import AppTarget
from m2miner.safety import structure as s
from m2miner.safety.context import Screen, Target, read_screen
from m2miner.safety.normalize import fold
from m2miner.safety.policy import Policy
from m2miner.testing.safety_corpus import PACKAGE, Outcome, load_corpus, run_corpus

TESTS = Path(__file__).parent.parent / "tests" / "safety"
TERM_LISTS = (
    "harmless",
    "navigation",
    "reversible",
    "review",
    "next",
    "critical",
    "negation",
    "search",
    "cancel",
    "refuse",
)
FLAGS = ("primary", "dismisses", "says_dismiss", "alternative", "in_list")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
STEPS, RATE, L2 = 4000, 2.0, 1e-4


@dataclass(frozen=True)
class Tap:
    """One native tap of a corpus: its corpus, label, the policy's verdict, its features."""

    version: int
    irreversible: bool
    blocked: bool
    signals: frozenset[str]
    words: frozenset[str]


def screen_class(screen: Screen, policy: Policy) -> str:
    """menu, confirm, notice, choices, dialog or screen: how the policy reads the window."""
    terms = policy.terms
    if not screen.dialog:
        return "screen"
    if s.is_menu(screen):
        return "menu"
    if s.confirmation(screen, terms):
        return "confirm"
    if s.acknowledgement(screen, terms):
        return "notice"
    return "choices" if s.choices_act(screen) else "dialog"


def signals(outcome: Outcome, screen: Screen, target: Target | None, policy: Policy) -> set[str]:
    """The policy's signals about a tap, each crossed with the screen's class."""
    terms = policy.terms
    found = {f"rule={outcome.verdict.rule}"}
    found |= {f"stake={name}" for name in s.stakes(screen, terms)}
    found.add(f"controls={min(len(s.controls(screen)), 5)}")
    if s.selecting(screen, terms):
        found.add("selecting")
    if (named := terms.operation(fold(screen.title))) is not None:
        found.add(f"title-op={named.kind}")
    if target is None:
        found.add("role=none")
    else:
        found.add(f"role={target.role}")
        operation = terms.operation(target.folded)
        found.add(f"op={operation.kind if operation else 'none'}")
        found.add(f"role-op={target.role}/{operation.kind if operation else 'none'}")
        if (place := s.dialog_role(target)) is not None:
            found.add(f"dialog-role={place}")
        checks = {
            "primary": s.primary(target, screen, terms),
            "dismisses": s.dismisses(target, terms),
            "says_dismiss": s.says_dismiss(target, terms),
            "alternative": s.alternative(target, screen, terms),
            "in_list": s.in_list(target),
        }
        found |= {name for name in FLAGS if checks[name]}
        label = fold(target.label)
        found |= {f"term={name}" for name in TERM_LISTS if terms.find(name, label)}
        if terms.find("confirm", label, prefix=True):
            found.add("term=confirm")
    kind = f"class={screen_class(screen, policy)}"
    return {kind} | {f"{kind}&{signal}" for signal in found}


def words(screen: Screen, target: Target | None) -> set[str]:
    """The folded words of the control's label and of the title, CJK as character pairs."""

    def split(text: str) -> list[str]:
        out: list[str] = []
        for word in re.findall(r"\w+", fold(text)):
            if word.isdigit():
                continue
            out += (
                [word[i : i + 2] for i in range(max(1, len(word) - 1))]
                if _CJK.search(word)
                else [word]
            )
        return out

    label = target.label if target is not None else ""
    return {f"label:{w}" for w in split(label)} | {f"title:{w}" for w in split(screen.title)}


def taps(policy: Policy, versions: Sequence[int]) -> list[Tap]:
    """Every native tap (click, long press) of the held-out corpora ``versions``."""
    found = []
    for version in versions:
        folder = TESTS / f"heldout_v{version}"
        for outcome in run_corpus(policy, load_corpus(sorted(folder.glob("*.yaml")))):
            case = outcome.case
            if case.web or case.action.type not in ("click", "long_press"):
                continue
            screen = read_screen(case.observation)
            point = case.action.point
            target = screen.target(*point) if point is not None else None
            found.append(
                Tap(
                    version,
                    case.irreversible,
                    not outcome.verdict.allowed,
                    frozenset(signals(outcome, screen, target, policy)),
                    frozenset(words(screen, target)),
                )
            )
    return found


def fit(train: Sequence[Tap], with_words: bool) -> tuple[dict[str, int], np.ndarray]:
    """A logistic regression over the features seen in three training corpora (full-batch
    gradient descent from zero: the same data gives the same weights)."""
    corpora: dict[str, set[int]] = defaultdict(set)
    for tap in train:
        for feature in _features(tap, with_words):
            corpora[feature].add(tap.version)
    index = {f: i for i, f in enumerate(sorted(f for f, vs in corpora.items() if len(vs) >= 3))}
    x, y = _matrix(train, index, with_words), np.array([t.irreversible for t in train], float)
    weights = np.zeros(x.shape[1])
    for _ in range(STEPS):
        p = 1 / (1 + np.exp(-(x @ weights)))
        weights -= RATE * (x.T @ (p - y) / len(y) + L2 * weights)
    return index, weights


def scores(
    taps: Sequence[Tap], index: dict[str, int], weights: np.ndarray, with_words: bool
) -> np.ndarray:
    return 1 / (1 + np.exp(-(_matrix(taps, index, with_words) @ weights)))


def _features(tap: Tap, with_words: bool) -> frozenset[str]:
    return tap.signals | tap.words if with_words else tap.signals


def _matrix(taps: Sequence[Tap], index: dict[str, int], with_words: bool) -> np.ndarray:
    x = np.zeros((len(taps), len(index) + 1))
    x[:, -1] = 1
    for row, tap in enumerate(taps):
        for feature in _features(tap, with_words):
            if (col := index.get(feature)) is not None:
                x[row, col] = 1
    return x


def share(blocked: np.ndarray, labels: np.ndarray, irreversible: bool) -> str:
    chosen = labels == irreversible
    return pooled(int(blocked[chosen].sum()), int(chosen.sum()))


def per_corpus(test: Sequence[Tap], blocked: np.ndarray, irreversible: bool) -> str:
    shares = []
    for version in sorted({t.version for t in test}):
        rows = [
            i for i, t in enumerate(test) if t.version == version and t.irreversible == irreversible
        ]
        if rows:
            shares.append(100 * float(blocked[rows].mean()))
    return spread(shares)


def table(train: Sequence[Tap], test: Sequence[Tap]) -> list[str]:
    labels = np.array([t.irreversible for t in test])
    policy = np.array([t.blocked for t in test])
    rows = [
        "| decision | threshold | irreversible blocked | per corpus | harmless blocked "
        "| per corpus |",
        "|---|---|---:|---|---:|---|",
    ]

    def row(name: str, how: str, blocked: np.ndarray) -> str:
        cells = [
            name,
            how,
            share(blocked, labels, True),
            per_corpus(test, blocked, True),
            share(blocked, labels, False),
            per_corpus(test, blocked, False),
        ]
        return "| " + " | ".join(cells) + " |"

    rows.append(row("the policy", "-", policy))
    trained = np.array([t.irreversible for t in train])
    for with_words, name in (
        (False, "learned from its signals"),
        (True, "learned from its signals and the words"),
    ):
        index, weights = fit(train, with_words)
        seen, judged = (
            scores(train, index, weights, with_words),
            scores(test, index, weights, with_words),
        )
        false_rate = policy[~labels].mean()
        at = np.quantile(judged[~labels], 1 - false_rate)
        rows.append(
            row(name, "the policy's harmless rate here (chosen on these corpora)", judged > at)
        )
        at = np.quantile(judged[labels], 1 - policy[labels].mean())
        rows.append(
            row(name, "the policy's commit rate here (chosen on these corpora)", judged >= at)
        )
        for target in (0.9, 0.95, 0.98):
            at = np.quantile(seen[trained], 1 - target)
            rows.append(row(name, f"{target:.0%} of the training commits", judged >= at))
    return rows


def held_out_versions() -> list[int]:
    return sorted(int(p.name[9:]) for p in TESTS.glob("heldout_v*") if p.is_dir())


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--split",
        type=int,
        default=64,
        metavar="N",
        help="train on the corpora before vN, judge vN on (default: 64)",
    )
    args = parser.parse_args(argv)
    versions = held_out_versions()
    if not any(v >= args.split for v in versions) or not any(v < args.split for v in versions):
        parser.error(
            f"--split {args.split}: no corpus on one side (held out: v2 to v{versions[-1]})"
        )
    policy = Policy(SafetyConfig(), AppTarget("app", PACKAGE))
    every = taps(policy, versions)
    train = [t for t in every if t.version < args.split]
    test = [t for t in every if t.version >= args.split]
    trained_on = sorted({t.version for t in train})
    tested_on = sorted({t.version for t in test})
    print(
        f"## How far the policy's signals go: native taps of v{trained_on[0]} to "
        f"v{trained_on[-1]} ({len(trained_on)} corpora, {len(train)} taps) to learn from, "
        f"v{tested_on[0]} to v{tested_on[-1]} ({len(tested_on)} corpora, {len(test)} taps) "
        "to judge\n"
    )
    print(
        f"logistic regression, {STEPS} full-batch steps of {RATE:g}, L2 {L2:g}; features "
        "seen in three training corpora\n"
    )
    print("\n".join(table(train, test)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
