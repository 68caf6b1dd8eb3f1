"""The deterministic rule that merges candidate actions which are the same action.

Two proposals are the same when they would do the same thing on this screen:

- ``click`` / ``long_press``: they land on the same element, the smallest clickable node
  of the hierarchy containing the point ("a tap inside the same bounds"). Where no
  clickable node holds a point (no hierarchy, a web page, a canvas) or the shared node
  covers most of the screen (a WebView), the points are compared by distance instead:
  within ``radius`` (a fraction of the screen width) they are the same, beyond twice the
  radius they differ, and in between the rule cannot tell.
- ``swipe``: the same direction (dominant axis and sign) starting in the same scrollable
  node; without one, the start points are compared by distance as above.
- ``type`` / ``answer``: equal text after case and space folding; texts that are only
  nearly equal (similarity ratio at least ``similar``) are left undecided.
- ``key``, ``open`` (case-folded), ``system_button``, ``terminate``: equal argument.
  ``wait``: always the same.

Actions of different types always differ. The rule returns the groups it formed and the
pairs of groups it could not decide, which the OrchestraAgent may put to a model.
"""

from __future__ import annotations

import difflib
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Literal

from m2miner.actions import TAP_TYPES, Action
from m2miner.agents.base import Candidate
from m2miner.devices.base import Observation
from m2miner.devices.hierarchy import Element, element_at, parse_hierarchy

Verdict = Literal["same", "different", "undecided"]

RADIUS = 0.02
"""Taps closer than this fraction of the screen width are the same tap."""
SIMILAR = 0.8
"""Texts at least this similar (difflib ratio) but not equal are left to the model."""
COARSE = 0.5
"""A shared element covering more than this share of the screen is too coarse to tell."""


@dataclass(frozen=True)
class Screen:
    """What the rule needs to know about the screen: its size and its elements."""

    width: int
    height: int
    elements: tuple[Element, ...] = ()

    @classmethod
    def of(cls, observation: Observation) -> Screen:
        return cls(observation.width, observation.height, parse_hierarchy(observation.hierarchy))

    @classmethod
    def from_elements(cls, elements: Sequence[Element]) -> Screen:
        """A screen as large as its elements reach (the root node covers the screen).

        Without elements the size is 0, so only taps on the very same pixel merge.
        """
        width = max((e.bounds.right for e in elements), default=0)
        height = max((e.bounds.bottom for e in elements), default=0)
        return cls(width, height, tuple(elements))


@dataclass(frozen=True)
class RuleMerge:
    """The rule's result over ``candidates``.

    ``groups`` hold indices into ``candidates``, each group in proposal order, groups in
    the order of their first member. ``undecided`` holds pairs ``(i, j)``, ``i < j``, of
    group indices whose representatives the rule could not tell apart.
    """

    candidates: tuple[Candidate, ...]
    groups: tuple[tuple[int, ...], ...]
    undecided: tuple[tuple[int, int], ...] = ()

    def representative(self, group: int) -> Candidate:
        return self.candidates[self.groups[group][0]]

    def merged(self, same: Iterable[tuple[int, int]] = ()) -> list[Candidate]:
        """One candidate per group, after also joining the group pairs in ``same``.

        The representative of a joined group is its earliest proposal; its
        ``merged_from`` is the sum over the proposals it stands for.
        """
        parent = list(range(len(self.groups)))

        def root(i: int) -> int:
            while parent[i] != i:
                parent[i] = parent[parent[i]]
                i = parent[i]
            return i

        for i, j in same:
            a, b = root(i), root(j)
            if a != b:
                parent[max(a, b)] = min(a, b)
        members: dict[int, list[int]] = {}
        for g, group in enumerate(self.groups):
            members.setdefault(root(g), []).extend(group)
        out = []
        for indices in members.values():
            first = self.candidates[min(indices)]
            total = sum(self.candidates[i].merged_from for i in indices)
            out.append(replace(first, merged_from=total))
        return out


def rule_merge(
    candidates: Sequence[Candidate],
    screen: Screen | Observation,
    *,
    radius: float = RADIUS,
    similar: float = SIMILAR,
) -> RuleMerge:
    """Group ``candidates`` that are the same action on ``screen``.

    Each proposal joins the first group whose representative (first member) the rule
    calls the same; otherwise it opens a new group. Pairs of groups the rule cannot
    decide are listed in :attr:`RuleMerge.undecided`.
    """
    if isinstance(screen, Observation):
        screen = Screen.of(screen)
    groups: list[list[int]] = []
    for index, candidate in enumerate(candidates):
        for group in groups:
            rep = candidates[group[0]].action
            if compare(rep, candidate.action, screen, radius=radius, similar=similar) == "same":
                group.append(index)
                break
        else:
            groups.append([index])
    undecided = []
    for i in range(len(groups)):
        for j in range(i + 1, len(groups)):
            a, b = candidates[groups[i][0]].action, candidates[groups[j][0]].action
            if compare(a, b, screen, radius=radius, similar=similar) == "undecided":
                undecided.append((i, j))
    return RuleMerge(tuple(candidates), tuple(tuple(g) for g in groups), tuple(undecided))


def merge_candidates(
    candidates: Sequence[Candidate],
    screen: Screen | Observation | Sequence[Element],
    *,
    radius: float = RADIUS,
    similar: float = SIMILAR,
) -> list[Candidate]:
    """``candidates`` with the ones the rule calls the same merged, in proposal order.

    Pairs the rule cannot decide stay apart (no model is asked). ``screen`` may be the
    elements of the hierarchy alone; see :meth:`Screen.from_elements`.
    """
    if not isinstance(screen, Screen | Observation):
        screen = Screen.from_elements(screen)
    return rule_merge(candidates, screen, radius=radius, similar=similar).merged()


def compare(
    a: Action, b: Action, screen: Screen, *, radius: float = RADIUS, similar: float = SIMILAR
) -> Verdict:
    """Whether ``a`` and ``b`` are the same action on ``screen`` (see the module doc)."""
    if a.type != b.type:
        return "different"
    if a.type in TAP_TYPES:
        return _compare_taps(a, b, screen, radius)
    if a.type == "swipe":
        return _compare_swipes(a, b, screen, radius)
    if a.type in ("type", "answer"):
        return _compare_texts(a.text or "", b.text or "", similar)
    if a.type in ("key", "open"):
        return _same(normalise_text(a.text or "") == normalise_text(b.text or ""))
    if a.type == "system_button":
        return _same(a.button == b.button)
    if a.type == "terminate":
        return _same(a.status == b.status)
    return "same"  # wait: the duration does not make a different action


def normalise_text(text: str) -> str:
    """Case-folded text with runs of white space collapsed and the ends stripped."""
    return " ".join(text.casefold().split())


def _same(equal: bool) -> Verdict:
    return "same" if equal else "different"


def _compare_taps(a: Action, b: Action, screen: Screen, radius: float) -> Verdict:
    pa, pb = _point(a), _point(b)
    ea = element_at(screen.elements, *pa)
    eb = element_at(screen.elements, *pb)
    if ea is not None and eb is not None:
        if ea != eb:
            return "different"
        if not _coarse(ea, screen):
            return "same"
    return _compare_points(pa, pb, screen, radius)


def _compare_swipes(a: Action, b: Action, screen: Screen, radius: float) -> Verdict:
    if swipe_direction(a) != swipe_direction(b):
        return "different"
    pa, pb = _point(a), _point(b)
    ea = element_at(screen.elements, *pa, scrollable=True)
    eb = element_at(screen.elements, *pb, scrollable=True)
    if ea is not None and eb is not None:
        return _same(ea == eb)
    return _compare_points(pa, pb, screen, radius)


def _compare_points(
    pa: tuple[int, int], pb: tuple[int, int], screen: Screen, radius: float
) -> Verdict:
    limit = radius * screen.width
    distance = math.dist(pa, pb)
    if distance <= limit:
        return "same"
    if distance <= 2 * limit:
        return "undecided"
    return "different"


def _compare_texts(a: str, b: str, similar: float) -> Verdict:
    na, nb = normalise_text(a), normalise_text(b)
    if na == nb:
        return "same"
    if difflib.SequenceMatcher(None, na, nb).ratio() >= similar:
        return "undecided"
    return "different"


def _coarse(element: Element, screen: Screen) -> bool:
    return element.bounds.area > COARSE * screen.width * screen.height


def _point(action: Action) -> tuple[int, int]:
    return (action.x or 0, action.y or 0)


def swipe_direction(action: Action) -> str:
    """``up``, ``down``, ``left`` or ``right``: the way the finger moves, by the dominant
    axis; ``none`` for a swipe that does not move."""
    dx = (action.x2 or 0) - (action.x or 0)
    dy = (action.y2 or 0) - (action.y or 0)
    if dx == dy == 0:
        return "none"
    if abs(dy) >= abs(dx):
        return "up" if dy < 0 else "down"
    return "left" if dx < 0 else "right"
