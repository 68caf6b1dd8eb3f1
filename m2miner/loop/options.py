"""What a loop is asked to do: the options of ``m2miner loop``, validated once and stored
with every round so ``--resume`` continues with exactly them."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from m2miner.errors import ConfigError
from m2miner.train.options import GrpoOptions, TrainOptions

Serve = Literal["none", "vllm"]
Start = Literal["base", "config"]
Role = Literal["infer", "judge"]
ROLES: tuple[Role, ...] = ("infer", "judge")
STAGES = (1, 2, 3)
LOOP_OWNED_TRAIN = frozenset({"role", "base", "data", "out", "resume"})
"""TrainOptions fields the loop sets itself for each job."""


RL_OWNED = frozenset({"base", "out", "runs", "min_version"})
"""GRPO options the loop's RL step sets itself."""


class RlRound(BaseModel):
    """The RL step of each stage (``rl``): rollouts of the stage's verified tasks by the
    InferAgent just trained, then GRPO on them; the next stage mines with the result."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    pool: Path | None = Field(
        None,
        description="A task pool (`m2miner tasks export`) to draw from instead of the loop's "
        "own verified trajectories (a loop's generated intents carry no verifier on the sim).",
    )
    group_size: int = Field(4, ge=2, description="Rollouts per group.")
    repeats: int = Field(1, ge=1, description="Groups per task.")
    max_steps: int = Field(10, ge=1, description="Steps before a rollout is truncated.")
    temperature: float = Field(1.0, ge=0, description="The policy's sampling temperature.")
    split: Literal["train", "test", "all"] = Field(
        "train", description="Which split of the stage's task pool the rollouts draw from."
    )
    grpo: dict[str, Any] = Field(
        default_factory=dict, description="GRPO options (m2miner train --grpo KEY=VALUE)."
    )

    @field_validator("grpo")
    @classmethod
    def _grpo(cls, grpo: dict[str, Any]) -> dict[str, Any]:
        owned = sorted(RL_OWNED & set(grpo))
        if owned:
            raise ValueError(f"the loop sets {', '.join(owned)} of each GRPO job itself")
        GrpoOptions.build(base="base", out=Path("out"), **grpo)
        return grpo


class LoopOptions(BaseModel):
    """One progressive model-in-the-loop run; see ``docs/loop.md`` for each option."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(description="The loop's id in the rounds table.")
    apps: tuple[str, ...] = Field(description="Apps every stage generates for and mines.")
    stages: tuple[int, ...] = Field(description="Stages to run, ascending: 1, 2 and/or 3.")
    infer_base: str = Field(description="Base checkpoint every InferAgent round trains from.")
    judge_base: str | None = Field(None, description="JudgeAgent base (default: infer_base).")
    warmup: Path | None = Field(
        None, description="TRL export of public data: trains round 0 and joins every round."
    )
    serve: Serve = Field("none", description="none: hf in process; vllm: OpenAI endpoints.")
    start: Start = Field(
        "base", description="Who mines the first stage: the base models or the config's agents."
    )
    n: int | None = Field(None, ge=1, description="Intents per generation (agents.intents.n).")
    rewrites: int | None = Field(None, ge=0, description="Stage-1 rewrites per intent.")
    retries: bool = Field(True, description="Stage 2 also retries the failed intents.")
    mine_recycled: bool = Field(True, description="Stage 3 mines its recycled intents.")
    device: str = Field("sim", description="Device spec the loop mines on.")
    out: Path = Field(description="Directory for the exports, checkpoints and server logs.")
    val_ratio: float = Field(
        0.0, ge=0, lt=1, description="Share of intents held out as val (default: train on all)."
    )
    include: tuple[Literal["judged", "refuted"], ...] = Field(
        ("judged",),
        description="Trajectories each round's export takes besides verified ones, as "
        "`m2miner export --include`: judged-only by default, since the intents a loop "
        "generates carry no verifier on the sim; () trains on verified trajectories only.",
    )
    train: dict[str, Any] = Field(
        default_factory=dict, description="Other m2miner train options (max_steps, dpo …)."
    )
    rl: RlRound | None = Field(
        None, description="After each stage's training, an RL step on its verified tasks."
    )

    @field_validator("apps")
    @classmethod
    def _apps(cls, apps: tuple[str, ...]) -> tuple[str, ...]:
        apps = tuple(dict.fromkeys(a.strip() for a in apps if a.strip()))
        if not apps:
            raise ValueError("give the apps to mine: --apps maps,settings")
        return apps

    @field_validator("stages")
    @classmethod
    def _stages(cls, stages: tuple[int, ...]) -> tuple[int, ...]:
        if not stages:
            raise ValueError("give the stages to run: --stages 1,2,3")
        wrong = [s for s in stages if s not in STAGES]
        if wrong:
            raise ValueError(f"stages are 1, 2 and 3, not {wrong}")
        if list(stages) != sorted(set(stages)):
            raise ValueError(f"stages run once each, in order: got {list(stages)}")
        return stages

    @field_validator("train")
    @classmethod
    def _train(cls, train: dict[str, Any]) -> dict[str, Any]:
        owned = sorted(LOOP_OWNED_TRAIN & set(train))
        if owned:
            raise ValueError(f"the loop sets {', '.join(owned)} of each training job itself")
        if train.get("merge") is False:
            raise ValueError("the next stage mines with the merged model: keep merge on")
        return train

    @classmethod
    def build(cls, **values: Any) -> LoopOptions:
        """Validate ``values`` (and a training job of each role); ConfigError names each
        bad option."""
        try:
            options = cls.model_validate(values)
        except ValidationError as exc:
            problems = "; ".join(
                f"{'.'.join(str(p) for p in err['loc']) or 'options'}: {err['msg']}"
                for err in exc.errors()
            )
            raise ConfigError(f"bad loop options: {problems}") from None
        for role in ROLES:
            options.train_options(role, (options.out,), options.out)
        return options

    def base(self, role: Role) -> str:
        """The checkpoint ``role``'s models train from in every round."""
        return self.infer_base if role == "infer" else (self.judge_base or self.infer_base)

    def train_options(
        self, role: Role, data: tuple[Path, ...], out: Path, *, resume: bool = False
    ) -> TrainOptions:
        """The training job of ``role`` on ``data`` into ``out``."""
        values = dict(self.train)
        if role == "judge":
            values.pop("dpo", None)  # preference pairs teach the InferAgent only
        return TrainOptions.build(
            role=role, base=self.base(role), data=data, out=out, resume=resume, **values
        )

    @property
    def pixels(self) -> tuple[int, int]:
        """The image limits the checkpoints train and mine with."""
        opts = self.train_options("infer", (self.out,), self.out)
        return opts.min_pixels, opts.max_pixels

    def stage_dir(self, stage: int) -> Path:
        return self.out / f"stage-{stage}"
