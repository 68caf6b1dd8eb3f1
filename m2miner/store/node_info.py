"""A node's info: the typed, versioned record of what happened at a node.

Every layer adds to a node's info (the search its verdict, the critic its comparison,
the verifiers their checks, the wrappers the faults they met, recycling its mark), and
every reader (export, trust labels, statistics, the viewer, the loop) reads it back.
:class:`NodeInfo` is that contract: named, typed sections, read from the stored JSON by
:meth:`NodeInfo.parse` and written by :meth:`NodeInfo.to_json` with the schema version
``"v"``. Rows written before the version existed (version 0) have the same keys and read
unchanged. Keys no section names are kept as they are (:attr:`NodeInfo.extra`): nothing
stored is lost by reading and writing it back.

A :class:`NodeInfo` is also a read-only mapping of the stored keys (the version aside),
so a reader may still look up a key no section names (``info.get("dialogs")``).

docs/reference.md ("A node's info") lists the sections and what writes each.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field, fields
from functools import cached_property
from typing import Any

from m2miner.errors import StoreError

VERSION = 1
"""The schema version :meth:`NodeInfo.to_json` writes (key ``"v"``)."""

_MAPPINGS = ("judge", "critic", "end_state", "safety", "recycle", "recycle_truth", "rollout")
_BOOLS = ("terminal", "verified", "refuted", "ground_truth_success")
_STRINGS = ("verdict", "judged", "error", "expand_error", "env_error", "left_app")


@dataclass(frozen=True)
class Fault:
    """One fault met at the node: a model or device error the run contained, a popup, a
    dropped action. ``kind`` names it (``model_timeout``, ``device_disconnected`` ...);
    ``data`` is the whole entry as stored (``injected``, ``detail`` ...)."""

    data: Mapping[str, Any]

    @property
    def kind(self) -> str:
        kind = self.data.get("kind")
        return kind if isinstance(kind, str) else ""

    @property
    def injected(self) -> bool:
        """Whether a rehearsal put it there (``[faults]``), not the world."""
        return bool(self.data.get("injected"))


@dataclass(frozen=True)
class Check:
    """One check of a terminal node's end state (a verifier, the sim's predicate, an
    end-state reading); ``data`` is the entry as stored."""

    data: Mapping[str, Any]

    @property
    def method(self) -> str:
        return str(self.data.get("method") or "")

    @property
    def passed(self) -> bool | None:
        """True or False as the check decided; None when it could not decide."""
        passed = self.data.get("passed")
        return passed if isinstance(passed, bool) else None

    @property
    def detail(self) -> str:
        return str(self.data.get("detail") or "")

    @property
    def error(self) -> str | None:
        error = self.data.get("error")
        return str(error) if error else None

    @property
    def device_steps(self) -> int:
        return int(self.data.get("device_steps") or 0)

    @property
    def model_calls(self) -> int:
        return int(self.data.get("model_calls") or 0)


@dataclass(frozen=True, eq=False)
class NodeInfo(Mapping[str, Any]):
    """What is recorded at one node, by section (absent sections are None or empty)."""

    verdict: str | None = None
    """The judgement's word: valid, invalid, success, failure, unparseable, unjudged."""
    terminal: bool | None = None
    """Whether the InferAgent ended the episode at this node."""
    judge: Mapping[str, Any] | None = None
    """What the JudgeAgent (or the heuristic judge) added: progress, reason, ..."""
    critic: Mapping[str, Any] | None = None
    """The screen comparison before judging (docs/critic.md)."""
    checks: tuple[Check, ...] = ()
    """The terminal checks, in the order they ran."""
    end_state: Mapping[str, Any] | None = None
    """The end-state reading of the intent's clauses."""
    judged: str | None = None
    """The judge's word on a terminal node before the checks."""
    verified: bool | None = None
    refuted: bool | None = None
    ground_truth_success: bool | None = None
    """The sim's predicate on a terminal node (the first verifier there was)."""
    faults: tuple[Fault, ...] = ()
    safety: Mapping[str, Any] | None = None
    """The safety layers' verdicts on the node's action (docs/safety.md)."""
    recycle: Mapping[str, Any] | None = None
    recycle_truth: Mapping[str, Any] | None = None
    rollout: Mapping[str, Any] | None = None
    """A vanilla rollout's end (docs/performance.md)."""
    error: str | None = None
    expand_error: str | None = None
    env_error: str | None = None
    left_app: str | None = None
    extra: Mapping[str, Any] = field(default_factory=dict)
    """Every other key, as stored."""
    order: tuple[str, ...] = ()
    """The stored keys in their stored order (the mapping view keeps it)."""

    @classmethod
    def parse(cls, raw: Mapping[str, Any] | None, *, node: int | None = None) -> NodeInfo:
        """The info of a stored row (any version up to :data:`VERSION`); raises
        :class:`StoreError` for a newer version or a section of the wrong type."""
        if isinstance(raw, NodeInfo):
            return raw
        data = dict(raw or {})
        version = data.pop("v", 0)
        where = f"node {node}'s info" if node is not None else "a node's info"
        if not isinstance(version, int) or version > VERSION:
            raise StoreError(
                f"{where} has schema version {version!r}; this m2miner reads up to {VERSION}",
                hint="upgrade m2miner to read this data directory",
            )
        values: dict[str, Any] = {"order": tuple(data)}
        for key in _MAPPINGS:
            values[key] = _typed(data, key, Mapping, where)
        for key in _BOOLS:
            values[key] = _typed(data, key, bool, where)
        for key in _STRINGS:
            values[key] = _typed(data, key, str, where)
        values["faults"] = tuple(Fault(f) for f in _entries(data, "faults", where))
        values["checks"] = tuple(Check(c) for c in _entries(data, "checks", where))
        values["extra"] = data
        return cls(**values)

    def to_json(self) -> dict[str, Any]:
        """The stored form: the keys in their order, with the schema version."""
        return {"v": VERSION, **self._stored}

    # -- the read-only mapping of the stored keys -----------------------------------

    @cached_property
    def _stored(self) -> dict[str, Any]:
        return self._view()

    def _view(self) -> dict[str, Any]:
        known = {f.name for f in fields(self)} - {"extra", "order"}
        out: dict[str, Any] = {}
        for key in self.order:
            if key in self.extra:
                out[key] = self.extra[key]
            elif key in ("faults", "checks"):
                out[key] = [dict(e.data) for e in getattr(self, key)]
            elif key in known:
                value = getattr(self, key)
                out[key] = dict(value) if isinstance(value, Mapping) else value
        return out

    def __getitem__(self, key: str) -> Any:
        return self._stored[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self.order)

    def __len__(self) -> int:
        return len(self.order)

    def __contains__(self, key: object) -> bool:
        return key in self.order

    def __repr__(self) -> str:
        return f"NodeInfo({self._stored!r})"


def _typed(data: dict[str, Any], key: str, kind: type, where: str) -> Any:
    if key not in data:
        return None
    value = data.pop(key)
    if value is not None and not isinstance(value, kind):
        data[key] = value  # put back, so the error path loses nothing
        raise StoreError(f"{where}: {key!r} should be {kind.__name__}, not {value!r:.80}")
    return value


def _entries(data: dict[str, Any], key: str, where: str) -> list[Mapping[str, Any]]:
    value = data.pop(key, None) or []
    if not isinstance(value, list) or not all(isinstance(e, Mapping) for e in value):
        data[key] = value
        raise StoreError(f"{where}: {key!r} should be a list of objects, not {value!r:.80}")
    return value


def fault_counts(infos: Iterable[Mapping[str, Any]]) -> dict[str, int]:
    """Faults by kind over nodes' infos, most frequent first."""
    counts = Counter(f.kind for info in infos for f in NodeInfo.parse(info).faults if f.kind)
    return dict(counts.most_common())
