"""A real model as the safety model check, measured on the corpora.

``bench/safety.py --model-config FILE`` asks the model that ``FILE``'s
``safety.model_check`` names every question the model check would put to it on each
corpus, through the real path (:class:`~m2miner.safety.model_check.ModelCheck`, its
prompt, its cache and its answer parsing): on native screens the actions the first two
layers allow without certainty and, for the release figures, their blocks of the words
(:func:`release_question`); on web pages each request the guard holds, with its body
(:func:`~m2miner.safety.request_check.request_question`). The corpora hold no
screenshots, so each question is the text context alone.

It prints, per corpus: the distinct questions (the model's calls), how many answers were
right (native: the case's label; a request: irreversible when a commit of the corpus
sends its key, as in ``bench/safety_model.py``) and how many could not be read, then the
figures with the policy alone, with the check in its default mode, and with
``model_check_release`` at ``--release-threshold`` (and, with ``--release-critical``,
``model_check_release_critical`` at that threshold for a critical term's block).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from safety_model import decided_by_requests, held_entries

from m2miner.safety.context import read_screen
from m2miner.safety.model_check import Answer, ModelCheck, question_for, release_question
from m2miner.safety.policy import Policy
from m2miner.safety.request_check import NO_SHOT, Tap, request_question
from m2miner.safety.request_check import SYSTEM as REQUEST_SYSTEM
from m2miner.testing.safety_corpus import Outcome


@dataclass
class Asked:
    """What the model said about one outcome's questions, and whether each is a release."""

    answers: list[tuple[tuple[str, ...], Answer, bool]]
    """(question key, answer, truth) for each question."""
    release: bool


def ask_all(policy: Policy, outcomes: Sequence[Outcome], check: ModelCheck) -> dict[int, Asked]:
    """Every question the check would ask on ``outcomes``, in both modes, answered."""
    out: dict[int, Asked] = {}
    commits: set[tuple[str, ...]] = set()
    web: dict[int, list[Any]] = {}
    for i, o in enumerate(outcomes):
        obs = o.case.observation
        if decided_by_requests(policy, o):
            found = held_entries(policy, o)
            if found is None:
                continue
            entries, words = found
            label, role = words.element_text or "", words.role or "control"
            tap = Tap.on("app", label, role, read_screen(obs))
            questions = [request_question(e, tap) for e in entries]
            if questions:
                web[i] = [questions, not words.allowed]
                if o.case.irreversible:
                    commits.update(q.key for q in questions)
            continue
        screen = read_screen(obs)
        question = question_for(policy, o.case.action, screen, o.verdict)
        release = question is None
        if release:
            question = release_question(policy, o.case.action, screen, o.verdict)
        if question is not None:
            answer = check.ask(question, obs)
            out[i] = Asked([(question.key, answer, o.case.irreversible)], release)
    for i, (questions, under_commit) in web.items():
        answers = [
            (q.key, check.ask(q, NO_SHOT, system=REQUEST_SYSTEM), q.key in commits)
            for q in questions
        ]
        out[i] = Asked(answers, under_commit)
    return out


def _leaves(answer: Answer, threshold: float | None) -> bool:
    """Whether ``answer`` lets the action or request go: a read no and, where a threshold
    applies (a release), a measured p(yes) at or below it."""
    if not answer.parsed or answer.irreversible:
        return False
    return threshold is None or (answer.p_yes is not None and answer.p_yes <= threshold)


def blocked(
    outcome: Outcome, asked: Asked | None, threshold: float | None, critical: float = 0.0
) -> bool:
    """Whether ``outcome`` ends blocked; ``threshold`` None: the default mode (no release);
    ``critical``: the threshold for a critical term's block."""
    if asked is None:
        return not outcome.verdict.allowed
    if asked.release and threshold is None:
        return not outcome.verdict.allowed  # a release question, not asked in this mode
    if asked.release and outcome.verdict.rule == "critical":
        threshold = critical
    bar = threshold if asked.release else None
    return not all(_leaves(answer, bar) for _, answer, _ in asked.answers)


def measured_row(
    name: str,
    policy: Policy,
    outcomes: Sequence[Outcome],
    check: ModelCheck,
    threshold: float,
    critical: float = 0.0,
) -> str:
    """One table row: questions, right and unreadable answers, and the three figures;
    ``critical``: the release threshold for a critical term's block (``policy`` asks
    about those only where its ``model_check_release_critical`` is above 0)."""
    before = check.calls
    asked = ask_all(policy, outcomes, check)
    seen: dict[tuple[str, ...], tuple[Answer, bool]] = {}
    for item in asked.values():
        for key, answer, truth in item.answers:
            seen.setdefault(key, (answer, truth))
    read = [(a, t) for a, t in seen.values() if a.parsed]
    right = sum(a.irreversible == t for a, t in read)
    cells = [name, str(check.calls - before), f"{right}/{len(read)}", str(len(seen) - len(read))]
    alone = [not o.verdict.allowed for o in outcomes]
    checked = [blocked(o, asked.get(i), None) for i, o in enumerate(outcomes)]
    released = [blocked(o, asked.get(i), threshold, critical) for i, o in enumerate(outcomes)]
    bad = sum(o.case.irreversible for o in outcomes)
    for ends in (alone, checked, released):
        caught = sum(e for e, o in zip(ends, outcomes, strict=True) if o.case.irreversible)
        false = sum(e for e, o in zip(ends, outcomes, strict=True) if not o.case.irreversible)
        cells.append(f"{caught}/{bad}, {false}/{len(outcomes) - bad}")
    return "| " + " | ".join(cells) + " |"


def measured_header(threshold: float) -> list[str]:
    return [
        "| corpus | calls | right | unreadable | policy alone | with the check | "
        f"with release at p(yes) <= {threshold:g} |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
