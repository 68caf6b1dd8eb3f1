"""The RL steps of a stage round (a loop with ``rl``), between training and registering:

    rl_rollouts   the task pool of everything the loop mined so far (verified
                  trajectories of its apps; or the pool ``rl.pool`` names), and a
                  rollout run of it by the InferAgent the round just trained, in process
                  (``hf``) or served (vLLM)
    train_policy  GRPO of that InferAgent on the run's groups; the round's InferAgent
                  checkpoint becomes the GRPO output, so ``register`` hands it to the
                  next stage

Like the other steps each records what it did on the round and can be rerun: the rollout
run resumes (its stored groups are not run again); a finished GRPO job is read back from
its manifest. Nothing to learn from (no verified task, or every group with equal rewards)
is recorded as skipped, and the round keeps its SFT checkpoint.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from m2miner.errors import ConfigError
from m2miner.loop.models import Checkpoint, close_models, hf_entry, open_models, serve_entry
from m2miner.loop.steps import Context, mine_runs, record
from m2miner.store.records import RoundRecord


def rl_rollouts(ctx: Context, rnd: RoundRecord, rounds: list[RoundRecord]) -> dict[str, Any]:
    """Export the stage's pool and run (or resume) its rollouts with the round's InferAgent."""
    from m2miner.rl.policies import ModelPolicy
    from m2miner.rl.pool import PoolFilter, export_pool
    from m2miner.rl.record import RolloutPlan, run_rollouts

    opts, rl = ctx.options, ctx.options.rl
    assert rl is not None, "only a loop with rl has RL steps"
    pool = rl.pool or opts.stage_dir(rnd.stage) / "pool"
    with ctx.store() as store:
        known = store.rounds.get(rnd.id).info.get("rl") or {}
        if known.get("run_id") is None and rl.pool is None:
            keep = PoolFilter(apps=opts.apps, runs=tuple(mine_runs(rounds, rnd.stage)))
            report = export_pool(store, ctx.config, pool, keep)
            if not report.splits.get(rl.split, report.tasks):
                skipped = {"skipped": f"no verified {rl.split} task in the loop's data yet"}
                record(store, rnd.id, "rl", skipped)
                return skipped
        sft = known.get("policy_from") or rnd.checkpoints["infer"]
        record(store, rnd.id, "rl", {"policy_from": sft})
        checkpoint = Checkpoint("infer", f"policy-s{rnd.stage}", sft)
        if opts.serve == "vllm":
            entry = serve_entry(ctx.config, opts, checkpoint, store, rnd.id)
        else:
            entry = hf_entry(checkpoint, opts)
        models = open_models([entry])
        try:
            model = models[entry.name]

            def policy(env: Any, index: int) -> Any:
                env.coords = entry.coords
                return ModelPolicy(env, model, entry, temperature=rl.temperature)

            plan = RolloutPlan(
                str(pool), None if rl.split == "all" else rl.split, (), rl.group_size,
                rl.repeats, f"model:{entry.name}", rnd.stage, rl.max_steps, opts.device,
                1, ctx.config.seed or 0, rl.temperature,
            )  # fmt: skip
            done = run_rollouts(
                store, ctx.config, None if known.get("run_id") else plan, policy=policy,
                resume=known.get("run_id"),
                on_group=lambda g: _started(store, rnd.id, g.run_id, known),
            )  # fmt: skip
        finally:
            close_models(models)
        groups = store.rollouts.groups([done.run_id])
        rewards = [r for g in groups for r in g.rewards]
        summary: dict[str, Any] = {
            "run_id": done.run_id,
            "pool": str(pool),
            "groups": len(groups),
            "rollouts": len(rewards),
            "reward_mean": sum(rewards) / len(rewards) if rewards else 0.0,
        }
        record(store, rnd.id, "rl", summary)
    return summary


def _started(store: Any, round_id: int, run_id: int, known: dict[str, Any]) -> None:
    """Record the rollout run once its first group is in, so a rerun resumes it."""
    if known.get("run_id") != run_id:
        known["run_id"] = run_id
        record(store, round_id, "rl", {"run_id": run_id})


def train_policy(ctx: Context, rnd: RoundRecord, rounds: list[RoundRecord]) -> dict[str, Any]:
    """GRPO of the round's InferAgent on its rollout run; its output becomes the round's
    InferAgent checkpoint."""
    from m2miner.loop.models import model_path
    from m2miner.train.grpo import summary as grpo_summary
    from m2miner.train.grpo import train_grpo
    from m2miner.train.options import GrpoOptions
    from m2miner.train.run import TRAIN_MANIFEST

    opts, rl = ctx.options, ctx.options.rl
    assert rl is not None, "only a loop with rl has RL steps"
    info = rnd.info.get("rl") or {}
    if info.get("run_id") is None:
        return {"skipped": info.get("skipped", "no rollouts")}
    out = opts.stage_dir(rnd.stage) / "policy"
    manifest = out / TRAIN_MANIFEST
    if manifest.is_file():  # finished before an interruption
        result = json.loads(manifest.read_text(encoding="utf-8"))["summary"]
    else:
        _clear(out)
        base = model_path(info["policy_from"])
        values = {"min_pixels": opts.pixels[0], "max_pixels": opts.pixels[1], **rl.grpo}
        cpu = bool(opts.train.get("cpu"))
        job = GrpoOptions.build(base=base, out=out, runs=(info["run_id"],), cpu=cpu, **values)
        try:
            result = grpo_summary(train_grpo(ctx.config, job, round_id=rnd.id))
        except ConfigError as exc:
            if "no advantage" not in str(exc):
                raise
            skipped = {"skipped": "every rollout group has equal rewards: no advantage"}
            with ctx.store() as store:
                record(store, rnd.id, "rl", skipped)
            return skipped
    with ctx.store() as store:
        store.rounds.update(rnd.id, checkpoints={"infer": str(out)})
        record(store, rnd.id, "rl", {"grpo": result})
    return result


def _clear(out: Path) -> None:
    """Remove what a GRPO job stopped before its manifest left behind."""
    import shutil

    if out.exists():
        shutil.rmtree(out)
