"""``m2miner loop status``: where a loop is and what each of its rounds produced."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from m2miner.config import Config
from m2miner.errors import ConfigError, NotFoundError
from m2miner.loop.steps import mine_runs
from m2miner.store.opening import open_store
from m2miner.store.records import RoundRecord, RunSummary


@dataclass(frozen=True)
class RoundView:
    """One round as ``loop status`` shows it; counts of mining are read live from the store."""

    id: int
    stage: int
    step: str
    status: str
    intents: int
    """Intents generated (stages 1, 2; retries included) or recycled (stage 3)."""
    runs: list[int]
    trees: int
    succeeded: int
    mined_with: dict[str, Any]
    export_dir: str | None
    export: dict[str, dict[str, int]]
    trajectories: dict[str, int]
    checkpoints: dict[str, str]
    training: dict[str, Any]
    endpoints: dict[str, Any]
    timings: dict[str, float]
    error: str | None
    created_at: datetime
    updated_at: datetime
    info: dict[str, Any] = field(repr=False, default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        out = {k: v for k, v in self.__dict__.items() if k != "info"}
        out["created_at"] = self.created_at.isoformat(timespec="seconds")
        out["updated_at"] = self.updated_at.isoformat(timespec="seconds")
        return out


@dataclass(frozen=True)
class LoopStatus:
    """A loop's options and rounds; ``state``: finished, or where it stands."""

    name: str
    options: dict[str, Any]
    rounds: list[RoundView]

    @property
    def state(self) -> str:
        stages = list(self.options.get("stages", []))
        done = {r.stage for r in self.rounds if r.step == "done"}
        if stages and set(stages) <= done:
            return "finished"
        current = next((r for r in self.rounds if r.step != "done"), None)
        if current is None:
            return "between stages"
        return f"stage {current.stage}, {current.step} ({current.status})"

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "state": self.state,
            "options": self.options,
            "rounds": [r.to_json() for r in self.rounds],
        }


def loop_status(config: Config, name: str | None = None) -> LoopStatus:
    """The status of loop ``name`` (None: the most recently active loop)."""
    with open_store(config) as store:
        loops = store.rounds.loops()
        if name is None:
            if not loops:
                raise ConfigError("no loop has run yet", hint="start one with `m2miner loop`")
            name = loops[0]
        rounds = store.rounds.find(name)
        if not rounds:
            raise NotFoundError(
                f"no loop named {name!r} (loops: {', '.join(loops) or 'none'})",
                hint="give one of the loops named, or start one with `m2miner loop --apps`",
            )
        summaries = {s.run.id: s for s in store.runs.summaries()}
    views = [_view(r, summaries) for r in rounds]
    return LoopStatus(name, dict(rounds[-1].info.get("options") or {}), views)


def _view(rnd: RoundRecord, summaries: dict[int, RunSummary]) -> RoundView:
    info = rnd.info
    runs = mine_runs([rnd], rnd.stage)
    if rnd.stage == 3:
        intents = sum(v.get("intents", 0) for v in (info.get("recycle") or {}).values())
    else:
        intents = sum(v.get("intents", 0) for v in (info.get("generate") or {}).values())
    export = info.get("export") or {}
    return RoundView(
        id=rnd.id,
        stage=rnd.stage,
        step=rnd.step,
        status=rnd.status,
        intents=intents,
        runs=runs,
        trees=sum(summaries[r].trees for r in runs if r in summaries),
        succeeded=sum(summaries[r].succeeded_trees for r in runs if r in summaries),
        mined_with=dict(info.get("mined_with") or {}),
        export_dir=rnd.export_dir,
        export=dict(export.get("kinds") or {}),
        trajectories=dict(export.get("trajectories") or {}),
        checkpoints=dict(rnd.checkpoints),
        training=dict(info.get("train") or {}),
        endpoints=dict(rnd.endpoints),
        timings=dict(info.get("timings") or {}),
        error=info.get("error"),
        created_at=rnd.created_at,
        updated_at=rnd.updated_at,
        info=info,
    )
