"""What the search does with screen comparisons: the no-change reward and transpositions.

:class:`SearchCritic` sits between a node's device work and its JudgeAgent call
(:meth:`m2miner.mining.tree.TreeMiner._judge`). For every executed node it compares the
parent's screen with the new one (:func:`m2miner.critic.compare`, the hierarchies first:
when they differ, the pixels are not compared) and names the new one's state by its
layout (:func:`m2miner.critic.identity.layout`), or by its fingerprint
(:func:`m2miner.critic.fingerprint`) when it has no hierarchy or its layout was met
before in a search for transpositions; the record goes to ``info["critic"]``:
``no_change``, ``magnitude``, ``elements_changed``, ``regions``, ``source``, ``layout``,
``fingerprint``, and where the critic decided, ``decided`` (``no_change``,
``transposition``, ``critic``, ``prefilter``) and ``transposition_of`` (the node id).
A screenshot is thus decoded only when its pixels decide something.

- **No visible change** (``critic.no_change``, on by default): an intermediate step after
  which nothing changed on the screen is given ``critic.no_change_reward`` (0.05) and no
  JudgeAgent call, unless it tapped a clickable element (``on_control``: a control may
  change state the screen does not show, so the judge decides). Terminal steps are
  always judged (a ``terminate`` changes nothing).
- **Transpositions** (``critic.dedup``): a node whose fingerprint equals that of a node
  judged earlier in the same tree (only nodes of its layout are candidates) is linked to
  it (``transposition_of``) and gets status :data:`~m2miner.mcts.TRANSPOSITION`: it is
  backpropagated once and never expanded, so a state is expanded once, under the node
  that reached it first. Its reward is that node's (the same state is as far from the
  goal), without a JudgeAgent call, or the no-change reward when the first node is one
  of its own ancestors (the step went round in a circle). Statistics are not shared: the
  duplicate is pruned, see docs/critic.md.
- **The learned critic** (``critic.judge``): its score replaces the JudgeAgent's
  intermediate reward (``critic``) or spares the call when it is low (``prefilter``).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from m2miner.actions import TAP_TYPES
from m2miner.critic.diff import ScreenDiff, Thresholds, compare
from m2miner.critic.identity import fingerprint, layout
from m2miner.critic.screens import Masks, Screen, prepare_observation
from m2miner.devices.hierarchy import element_at
from m2miner.mcts import DEAD_STATUSES, JUDGED, TRANSPOSITION, Node

if TYPE_CHECKING:
    from m2miner.actions import Action
    from m2miner.config import Config, CriticConfig
    from m2miner.critic.learned.model import LearnedCritic
    from m2miner.devices.base import Observation

SCREENS_KEPT = 64
"""Prepared screens kept (a 135x300 grey image and a parsed hierarchy each)."""


def is_transposition(info: Mapping[str, Any]) -> bool:
    """Whether a stored node's ``info`` says it is a transposition of another node."""
    critic = info.get("critic")
    return isinstance(critic, dict) and critic.get("transposition_of") is not None


def masks_for(config: CriticConfig, app: str) -> Masks:
    """The masks of ``app``: its ``[critic.masks.APP]`` entry and the ``*`` entry."""
    regions: list[tuple[float, float, float, float]] = []
    ids: list[str] = []
    for name in ("*", app):
        entry = config.masks.get(name)
        if entry is not None:
            regions += [tuple(r) for r in entry.regions]  # type: ignore[misc]
            ids += entry.ids
    return Masks(regions=tuple(regions), ids=tuple(ids))


@dataclass(frozen=True)
class Decision:
    """The critic's reward for a step, in place of a JudgeAgent call; ``status`` is
    :data:`~m2miner.mcts.TRANSPOSITION` for a linked duplicate."""

    reward: float
    verdict: str
    status: str = JUDGED


@dataclass
class SearchCritic:
    """The critic of one tree. ``observe(node)`` returns a node's stored screen."""

    config: CriticConfig
    app: str
    observe: Callable[[Node], Observation]
    learned: LearnedCritic | None = None
    masks: Masks = field(init=False)
    _screens: OrderedDict[int, Screen] = field(init=False, default_factory=OrderedDict)
    _states: dict[str, list[Node]] | None = field(init=False, default=None)
    _prints: dict[int, str] = field(init=False, default_factory=dict)
    _lock: threading.Lock = field(init=False, default_factory=threading.Lock)

    def __post_init__(self) -> None:
        self.masks = masks_for(self.config, self.app)
        self.thresholds = Thresholds(self.config.pixel_tolerance, self.config.min_changed)

    # -- per node -----------------------------------------------------------------------

    def step(
        self,
        node: Node,
        after: Observation,
        *,
        terminal: bool,
        intent: str = "",
        action: Action | None = None,
    ) -> tuple[dict[str, Any], Decision | None]:
        """The record for ``info["critic"]`` of ``node`` (whose action led to ``after``),
        and the critic's decision when it spares the JudgeAgent call (None: ask it)."""
        parent = node.parent
        assert parent is not None
        now = prepare_observation(after)
        if node.id is not None:  # stored: kept, it need not hold the screenshot's bytes
            now.read_from(lambda: self.observe(node).png)
        self._keep(node, now)
        parent_screen = self._screen(parent)
        diff = compare(parent_screen, now, self.masks, self.thresholds, hierarchy_first=True)
        record: dict[str, Any] = diff.record()
        shape = layout(now, self.masks)
        if shape is None:
            record["fingerprint"] = self._print(node, now)
        else:
            record["layout"] = shape
        if terminal:
            return record, None
        decision = self._transposition(node, now, record) or self._no_change(
            diff, record, parent, action
        )
        if decision is None and self.learned is not None and self.config.judge != "model":
            decision = self._learned(parent, after, record, intent, action)
        return record, decision

    def seen(self, node: Node) -> None:
        """``node`` was judged: its state, where reached first here, is linked to from
        now on."""
        key = _state_key(node)
        if key is None or node.terminal or node.status in DEAD_STATUSES:
            return
        if node.status == TRANSPOSITION:
            return
        with self._lock:
            nodes = self._table(node).setdefault(key, [])
            if not any(n is node for n in nodes):
                nodes.append(node)

    # -- decisions ----------------------------------------------------------------------

    def _transposition(self, node: Node, now: Screen, record: dict[str, Any]) -> Decision | None:
        """The first node judged with ``node``'s fingerprint, among those of its layout:
        only when there are some is the fingerprint computed (the screenshot decoded)."""
        if not self.config.dedup:
            return None
        with self._lock:
            others = [n for n in self._table(node).get(_key(record) or "", ()) if n is not node]
        if not others:
            return None
        fp = record.get("fingerprint") or self._print(node, now)
        record["fingerprint"] = fp
        first = next((n for n in others if self._print_of(n) == fp), None)
        if first is None:
            return None
        record["transposition_of"] = first.id
        record["decided"] = "transposition"
        ancestor = any(a is first for a in node.path())
        if ancestor or first.reward is None:
            return Decision(self.config.no_change_reward, "invalid", TRANSPOSITION)
        verdict = "valid" if first.reward >= 0.5 else "invalid"
        return Decision(first.reward, verdict, TRANSPOSITION)

    def _no_change(
        self, diff: ScreenDiff, record: dict[str, Any], parent: Node, action: Action | None
    ) -> Decision | None:
        if not (self.config.no_change and diff.no_change):
            return None
        if hits_control(self._screen(parent), action):
            # A control that shows nothing may still count (a counter, a setting stored
            # silently: Settings' seven taps on Build number): the judge decides.
            record["on_control"] = True
            return None
        record["decided"] = "no_change"
        return Decision(self.config.no_change_reward, "invalid")

    def _learned(
        self,
        parent: Node,
        after: Observation,
        record: dict[str, Any],
        intent: str,
        action: Action | None,
    ) -> Decision | None:
        assert self.learned is not None
        before = self.observe(parent)
        score = self.learned.score(before, after, action, intent)
        record["score"] = round(score, 4)
        if self.config.judge == "prefilter" and score >= self.config.prefilter_below:
            return None
        record["decided"] = "critic" if self.config.judge == "critic" else "prefilter"
        return Decision(score, "valid" if score >= 0.5 else "invalid")

    # -- screens and states -------------------------------------------------------------

    def _screen(self, node: Node) -> Screen:
        key = _slot(node)
        screen = self._screens.get(key)
        if screen is None:
            screen = prepare_observation(self.observe(node))
            self._keep(node, screen)
        else:
            self._screens.move_to_end(key)
        return screen

    def _keep(self, node: Node, screen: Screen) -> None:
        key = _slot(node)
        with self._lock:
            self._screens[key] = screen
            self._screens.move_to_end(key)
            while len(self._screens) > SCREENS_KEPT:
                self._screens.popitem(last=False)

    def _table(self, node: Node) -> dict[str, list[Node]]:
        """Layout (fingerprint without a hierarchy) -> the nodes judged with it, first
        first; built on first use from the tree (a resumed tree's nodes carry theirs in
        ``info``; a record of a version before layouts, its fingerprint only: its layout
        is read from its stored screen). Hold the lock."""
        if self._states is None:
            root = node.path()[0]
            self._states = {}
            if root.id is not None:
                screen = self._screen_unlocked(root)
                self._states[layout(screen, self.masks) or self._print(root, screen)] = [root]
            for other in sorted(root.walk(), key=lambda n: n.id or 0):
                found = _state_key(other)
                if found is None or not _linkable(other):
                    continue
                if "layout" not in other.info["critic"]:
                    found = layout(self._screen_unlocked(other), self.masks) or found
                self._states.setdefault(found, []).append(other)
        return self._states

    def _screen_unlocked(self, node: Node) -> Screen:
        assert node.id is not None
        screen = self._screens.get(node.id)
        return screen if screen is not None else prepare_observation(self.observe(node))

    def _print(self, node: Node, screen: Screen) -> str:
        """``screen``'s fingerprint (decoding it), kept as ``node``'s."""
        fp = fingerprint(screen, self.masks)
        self._prints[_slot(node)] = fp
        return fp

    def _print_of(self, node: Node) -> str:
        """``node``'s fingerprint: stored, computed before, or computed now from its
        screen."""
        critic = node.info.get("critic")
        fp = critic.get("fingerprint") if isinstance(critic, dict) else None
        if isinstance(fp, str):
            return fp
        known = self._prints.get(_slot(node))
        return known if known is not None else self._print(node, self._screen(node))


def open_critic(config: Config, app: str, observe: Callable[[Node], Observation]) -> SearchCritic:
    """The critic of one tree of ``app``; loads the learned critic (and torch) only when
    ``critic.judge`` asks for it."""
    learned = None
    if config.critic.judge != "model" and config.critic.model is not None:
        from m2miner.critic.learned.model import load_critic

        learned = load_critic(config.critic.model)
    return SearchCritic(config.critic, app, observe, learned)


def hits_control(screen: Screen, action: Action | None) -> bool:
    """Whether ``action`` is a tap on a clickable element of ``screen``'s hierarchy."""
    if action is None or action.type not in TAP_TYPES:
        return False
    if action.x is None or action.y is None or not screen.elements:
        return False
    return element_at(screen.elements, action.x, action.y) is not None


def _slot(node: Node) -> int:
    """Where ``node``'s screen and fingerprint are kept: its id, or the object's own
    before it is stored."""
    return id(node) if node.id is None else node.id


def _state_key(node: Node) -> str | None:
    """The key of ``node``'s state in the table: its layout, else its fingerprint."""
    critic = node.info.get("critic")
    return _key(critic) if isinstance(critic, dict) else None


def _key(record: Mapping[str, Any]) -> str | None:
    key = record.get("layout") or record.get("fingerprint")
    return key if isinstance(key, str) else None


def _linkable(node: Node) -> bool:
    return (
        node.evaluated
        and not node.terminal
        and node.status not in DEAD_STATUSES
        and node.status != TRANSPOSITION
    )
