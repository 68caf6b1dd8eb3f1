"""What a model check of a stated accuracy would add to the policy, corpus by corpus.

No model can be measured here, so ``bench/safety.py --model-accuracy P`` simulates one:
the actions the model check would put to a model (:func:`question_for` on the policy's
own verdict, exactly as the safety wrapper asks) are answered right with probability
``P`` and wrong otherwise, independently per question key (app, layout, element: the
check's cache key, so one element on one layout always gets one answer). A yes blocks.
An action the policy already blocked, or allowed with a rule (a search, a navigation, a
dismissal), is never asked: what the check cannot reach is shown as the figure at
``P = 1``. Where a web page's requests decide, the tap is not asked but each request
the page holds back is (:func:`held_questions`), as the page makes a ``fetch``, an
``XMLHttpRequest``, a form's submit, a WebSocket message or a link that writes (one that
carries an anti-forgery token, or a navigation after a page's ``confirm()``) wait for the
model's answer; a beacon (``via: beacon``) cannot wait.

With ``release`` (``safety.model_check_release``), a block of the words or the structure
(:func:`release_question`: not a critical term) is put to the model too, and a no
releases it; on web pages, so are the requests held after a tap the words call a
commit. The simulated answers carry no probability: a no counts as sure enough for any
threshold, so the figures are those of a model whose every no is confident.

The simulated model sees only the case's label, flipped with probability ``1 - P``: it
is a model with that accuracy on the questions it is asked, no better on easy ones and no
worse on hard ones. Each figure is the median over ``seeds`` draws, with the range.
"""

from __future__ import annotations

import hashlib
import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from m2miner.safety.context import read_screen
from m2miner.safety.model_check import question_for, release_question
from m2miner.safety.network import (
    carries_token,
    names_operation,
    origin_of,
    rules_from,
    url_names_operation,
    url_operations,
)
from m2miner.safety.policy import Policy, Verdict
from m2miner.safety.request_check import dialog_words, request_key, tap_key
from m2miner.testing.safety_corpus import Outcome


@dataclass(frozen=True)
class Asked:
    """One question the model check would ask: its cache key and its truth."""

    key: tuple[str, ...]
    irreversible: bool


def asked(
    policy: Policy, outcomes: Sequence[Outcome], release: bool = False
) -> dict[int, tuple[Asked, ...]]:
    """The outcomes (by index) the model check would put questions to a model about: the
    actions allowed without certainty and, with ``release``, the blocks it may release
    (one question each; on web pages a link's, whose words decide), and on web pages the
    held requests (:func:`held_questions`). A link released whose URL carries a token
    would have its request asked again by the page; it is asked once here."""
    out: dict[int, tuple[Asked, ...]] = held_questions(policy, outcomes, release)
    for i, o in enumerate(outcomes):
        screen = read_screen(o.case.observation)
        if decided_by_requests(policy, o):
            # The page's requests decide; the model is asked only to release a link's
            # block, which stands on its words.
            link = release and not o.verdict.allowed and o.verdict.role == "link"
            found = release_question(policy, o.case.action, screen, o.verdict) if link else None
            if found is not None:
                out[i] = (Asked(found.key, o.case.irreversible),)
            continue
        question = question_for(policy, o.case.action, screen, o.verdict)
        if question is None and release:
            question = release_question(policy, o.case.action, screen, o.verdict)
        if question is not None:
            out[i] = (Asked(question.key, o.case.irreversible),)
    return out


def decided_by_requests(policy: Policy, outcome: Outcome) -> bool:
    case = outcome.case
    return case.web and case.sends is not None and policy.rules.requests_decide


def can_wait(outcome: Outcome, request: str) -> bool:
    """Whether a held request can wait for the model: any but a beacon's (the corpus says
    ``via: beacon``): a fetch's, an XMLHttpRequest's, a form's, a WebSocket message's and a
    link's (one that carries an anti-forgery token, or a navigation after a page's
    ``confirm()``), which the guard follows on the model's no."""
    return _via(outcome, request) != "beacon"


def _via(outcome: Outcome, request: str) -> str | None:
    vias = dict(zip(outcome.case.sends or (), outcome.case.vias or (), strict=False))
    return vias.get(request)


WAITS_AS_READ = (None, "form", "websocket")
"""How the GETs go that wait as reads (``via``; None: a fetch or an XMLHttpRequest)."""


def reads(policy: Policy, outcome: Outcome, named: bool = False, by_url: bool = False) -> list[str]:
    """The GETs of a web tap that wait for the model when the words call the tap a commit
    and the model may release (the guard's ``read``): those a fetch, an XMLHttpRequest,
    a form or a WebSocket message sends (a plain link is followed), that carry no
    anti-forgery token (those are writes, held already) and go where no rule allows
    them. After a tap whose words name an operation (``named``,
    :func:`~m2miner.safety.network.names_operation`) its page loads wait too. With
    ``by_url``, after any other tap: only those whose URL names an operation
    (:func:`~m2miner.safety.network.url_names_operation`), page loads too."""
    rules = rules_from(policy.sandbox, policy.rules.requests, policy.rules.release)
    bodies = dict(zip(outcome.case.sends or (), outcome.case.bodies or (), strict=False))
    operations = url_operations(policy.terms.operation_words())
    out = []
    for request in outcome.case.sends or ():
        method, _, url = str(request).partition(" ")
        if method.upper() != "GET" or carries_token(url, bodies.get(request), outcome.case.hidden):
            continue  # a GET that carries a token is a write, held already
        if by_url and not url_names_operation(url, operations):
            continue  # after a tap the words let through, only a GET that names one
        waits = named or by_url
        if request in outcome.case.page_loads and not waits:
            continue  # so is a navigation after a tap the words call a commit
        if _via(outcome, request) not in ((*WAITS_AS_READ, "link") if waits else WAITS_AS_READ):
            continue  # a plain link is followed, a beacon sent: neither waits as a read
        if not rules.allows_read(origin_of(url), urlsplit(url).path or "/"):
            out.append(request)
    return out


def held_entries(
    policy: Policy, outcome: Outcome, release: bool = False
) -> tuple[list[dict[str, Any]], Verdict] | None:
    """The requests the guard holds after a web tap that could wait for the model, as the
    page logs them (``method``, ``url``, ``body``, and ``read`` for a GET), with the
    words' verdict on the tap; with ``release``, after a tap the words call a commit or
    name an operation (:func:`~m2miner.safety.network.names_operation`), its GETs too
    (:func:`reads`), and after any other those whose URL names an operation. None where
    none would be asked: the requests do not decide, nothing is held, or a held write is
    held at once (it cannot wait, :func:`can_wait`, or the words found a critical
    term)."""
    if not decided_by_requests(policy, outcome):
        return None
    if not outcome.verdict.allowed and outcome.verdict.rule != "network":
        return None  # blocked before the tap (a link's words, a deny rule)
    words = policy.check_action(outcome.case.action, outcome.case.observation)
    held = list(outcome.verdict.detail.get("requests", [])) if not outcome.verdict.allowed else []
    if held and (words.rule == "critical" or not all(can_wait(outcome, r) for r in held)):
        return None  # held at once, whatever the model would say
    waiting = [(request, False) for request in held]
    named = names_operation(words)
    if release:
        by_url = words.allowed and not named  # only a GET whose URL names an operation
        waiting += [(request, True) for request in reads(policy, outcome, named, by_url)]
    bodies = dict(zip(outcome.case.sends or (), outcome.case.bodies or (), strict=False))
    entries: list[dict[str, Any]] = []
    for request, read in waiting:
        method, _, url = str(request).partition(" ")
        entry = {"method": method, "url": url, "body": None if read else bodies.get(request)}
        entries.append({**entry, "read": True} if read else entry)
    return (entries, words) if entries else None


def held_questions(
    policy: Policy, outcomes: Sequence[Outcome], release: bool = False
) -> dict[int, tuple[Asked, ...]]:
    """The held requests of web taps the words let through, as the page would have them
    wait for the model (``request_check``): one question per endpoint, body shape and tap
    (the check's cache key, :func:`request_key` and :func:`tap_key`), for the taps
    :func:`held_entries` finds; a tap the words call a commit is asked only with
    ``release``. A write's key is irreversible when any commit of the corpus holds it, so
    a harmless write that shares a commit's endpoint and body shape, sent by a tap of the
    same role and label (a bulk "Delete" to the trash and in the trash), stays blocked
    even by a model always right; a
    read's (a GET's) when a commit holds it and sends nothing but GETs, so the GET is what
    commits (a reload after a commit's write, held or released, only reads)."""
    held: dict[int, list[tuple[tuple[str, ...], bool]]] = {}
    for i, o in enumerate(outcomes):
        found = held_entries(policy, o, release)
        if found is None or not (found[1].allowed or release):
            continue  # the words call it a commit: the page asks nothing
        said = dialog_words(read_screen(o.case.observation))
        tap = tap_key(found[1].element_text or "", found[1].role or "", said)
        held[i] = [
            (("app", "request", request_key(e["method"], e["url"], e["body"]), tap), "read" in e)
            for e in found[0]
        ]
    commits = set()
    for i, keys in held.items():
        case = outcomes[i].case
        if case.irreversible:
            only_gets = all(str(r).upper().startswith("GET ") for r in case.sends or ())
            commits |= {k for k, read in keys if only_gets or not read}
    return {i: tuple(Asked(k, k in commits) for k, _ in keys) for i, keys in held.items()}


def says_yes(item: Asked, accuracy: float, seed: int) -> bool:
    """The simulated model's answer: right with probability ``accuracy``."""
    digest = hashlib.sha256(repr((seed, item.key)).encode()).digest()
    draw = int.from_bytes(digest[:8], "big") / 2**64
    right = draw < accuracy
    return item.irreversible if right else not item.irreversible


def blocked_counts(
    outcomes: Sequence[Outcome],
    questions: dict[int, tuple[Asked, ...]],
    accuracy: float,
    seed: int,
) -> tuple[int, int]:
    """(irreversible blocked, harmless blocked) with the simulated model's answers."""
    bad = good = 0
    for i, o in enumerate(outcomes):
        items = questions.get(i)
        blocked = not o.verdict.allowed
        if items:  # asked: an allowed action is blocked, a block released, a request held
            blocked = any(says_yes(item, accuracy, seed) for item in items)
        if blocked and o.case.irreversible:
            bad += 1
        elif blocked:
            good += 1
    return bad, good


def _spread(values: list[int], whole: int) -> str:
    if not whole:
        return "-"
    median = statistics.median(values)
    shown = f"{median:g}" if median != int(median) else str(int(median))
    low, high = min(values), max(values)
    span = f" ({low}–{high})" if low != high else ""
    return f"{shown}/{whole}{span}"


def accuracy_rows(
    name: str,
    policy: Policy,
    outcomes: Sequence[Outcome],
    accuracies: Sequence[float],
    seeds: int,
    release: bool = False,
    questions: dict[int, tuple[Asked, ...]] | None = None,
) -> str:
    """One table row: the corpus, what is asked (``questions``, when already found by
    :func:`asked`), the policy alone, and each accuracy."""
    if questions is None:
        questions = asked(policy, outcomes, release)
    bad = sum(o.case.irreversible for o in outcomes)
    good = len(outcomes) - bad
    items = [item for group in questions.values() for item in group]
    asked_bad = sum(item.irreversible for item in items)
    alone = blocked_counts(outcomes, {}, 1.0, 0)
    cells = [
        name,
        f"{asked_bad} + {len(items) - asked_bad}",
        f"{alone[0]}/{bad}, {alone[1]}/{good}",
    ]
    for accuracy in accuracies:
        runs = [blocked_counts(outcomes, questions, accuracy, s) for s in range(seeds)]
        caught = _spread([r[0] for r in runs], bad)
        false = _spread([r[1] for r in runs], good)
        cells.append(f"{caught}, {false}")
    return "| " + " | ".join(cells) + " |"


def accuracy_header(accuracies: Sequence[float]) -> list[str]:
    heads = [f"P = {a:g}: irreversible, harmless blocked" for a in accuracies]
    return [
        "| corpus | asked (irreversible + harmless) | policy alone | " + " | ".join(heads) + " |",
        "|---|---:|---:|" + "---:|" * len(accuracies),
    ]
