"""``m2miner train`` (fine-tune the InferAgent or JudgeAgent model) and ``m2miner serve``."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TaskID,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table

from m2miner.cli.app import app
from m2miner.cli.common import ConfigOpt, DataDirOpt, console, resolve_config
from m2miner.cli.render import print_table
from m2miner.errors import ModelUnavailableError

RoleOpt = Annotated[str, typer.Option("--role", "-r", help="infer, judge or critic.")]


@app.command("train")
def train_cmd(
    role: Annotated[
        str, typer.Option("--role", "-r", help="infer, judge, critic or policy (GRPO).")
    ],
    base: Annotated[str, typer.Option("--base", help="Base model directory or cached hub id.")],
    out: Annotated[Path, typer.Option("--out", "-o", help="Output directory.")],
    data: Annotated[
        list[Path] | None,
        typer.Option("--data", help="Export directory (TRL format; repeatable)."),
    ] = None,
    method: Annotated[
        str, typer.Option("--method", help="sft (infer, judge) or grpo (policy).")
    ] = "sft",
    grpo: Annotated[
        list[str] | None,
        typer.Option("--grpo", help="GRPO setting KEY=VALUE, e.g. eps_hi=0.28 (repeatable)."),
    ] = None,
    dpo: Annotated[
        bool, typer.Option("--dpo", help="Then DPO on the preference pairs (infer only).")
    ] = False,
    sft: Annotated[bool, typer.Option("--sft/--no-sft", help="Run the SFT stage.")] = True,
    kinds: Annotated[
        list[str] | None,
        typer.Option("--kind", help="SFT kinds (default infer: sft,description; judge: judge)."),
    ] = None,
    finetune: Annotated[str, typer.Option("--finetune", help="lora or full.")] = "lora",
    lora_rank: Annotated[int | None, typer.Option("--lora-rank", help="LoRA rank.")] = None,
    lora_alpha: Annotated[int | None, typer.Option("--lora-alpha", help="LoRA alpha.")] = None,
    lora_dropout: Annotated[
        float | None, typer.Option("--lora-dropout", help="LoRA dropout.")
    ] = None,
    lora_targets: Annotated[
        list[str] | None,
        typer.Option("--lora-target", help="Linear layer LoRA adapts (repeatable)."),
    ] = None,
    tune_vision: Annotated[
        bool, typer.Option("--tune-vision", help="Train the vision tower too (full only).")
    ] = False,
    epochs: Annotated[float | None, typer.Option("--epochs", help="Passes over the data.")] = None,
    max_steps: Annotated[
        int | None, typer.Option("--max-steps", help="Stop after N optimizer steps.")
    ] = None,
    lr: Annotated[float | None, typer.Option("--lr", help="Peak learning rate.")] = None,
    batch_size: Annotated[int | None, typer.Option("--batch-size", help="Per device.")] = None,
    grad_accum: Annotated[
        int | None, typer.Option("--grad-accum", help="Gradient accumulation steps.")
    ] = None,
    max_length: Annotated[
        int | None, typer.Option("--max-length", help="Truncate samples to N tokens.")
    ] = None,
    min_pixels: Annotated[int | None, typer.Option("--min-pixels", help="Image floor.")] = None,
    max_pixels: Annotated[int | None, typer.Option("--max-pixels", help="Image cap.")] = None,
    checkpointing: Annotated[
        bool,
        typer.Option("--gradient-checkpointing/--no-gradient-checkpointing", help="Save memory."),
    ] = True,
    warmup_ratio: Annotated[
        float | None, typer.Option("--warmup-ratio", help="Share of steps warming up.")
    ] = None,
    attn: Annotated[
        str | None, typer.Option("--attn", help="sdpa (default), flash_attention_2 or eager.")
    ] = None,
    precision: Annotated[
        str, typer.Option("--precision", help="auto (bf16 where available), bf16, fp16, fp32.")
    ] = "auto",
    cpu: Annotated[bool, typer.Option("--cpu", help="Train on the CPU.")] = False,
    deepspeed: Annotated[
        Path | None, typer.Option("--deepspeed", help="DeepSpeed JSON config.")
    ] = None,
    beta: Annotated[float | None, typer.Option("--beta", help="DPO beta.")] = None,
    save_steps: Annotated[
        int | None, typer.Option("--save-steps", help="Checkpoint every N steps.")
    ] = None,
    logging_steps: Annotated[
        int | None, typer.Option("--logging-steps", help="Report the loss every N steps.")
    ] = None,
    evaluate: Annotated[bool, typer.Option("--eval/--no-eval", help="Val loss at the end.")] = True,
    merge: Annotated[
        bool, typer.Option("--merge/--no-merge", help="Write a merged model beside the adapter.")
    ] = True,
    seed: Annotated[int | None, typer.Option("--seed", help="Seed.")] = None,
    resume: Annotated[bool, typer.Option("--resume", help="Continue a job in --out.")] = False,
    emit: Annotated[
        str | None,
        typer.Option("--emit", help="Write a llamafactory or swift config instead of training."),
    ] = None,
    round_id: Annotated[
        int | None, typer.Option("--round", help="Loop round this job belongs to.")
    ] = None,
    config: ConfigOpt = None,
    data_dir: DataDirOpt = None,
) -> None:
    """Fine-tune the InferAgent or JudgeAgent model on exported data (TRL, LoRA or full).

    With --role critic: train the learned critic (docs/critic.md): --base is a local
    vision encoder (ViT, SigLIP), --data the data directories of mined trees, --out the
    critic's directory; --tune-vision trains the encoder too.

    With --role policy --method grpo: GRPO on the rollout groups in the store of
    --data-dir (docs/rl.md); --grpo KEY=VALUE sets any of its options.
    """
    if role == "policy" or method != "sft" or grpo:
        from m2miner.cli.train_policy import train_policy

        shared = dict(
            learning_rate=lr, epochs=int(epochs) if epochs else None, max_steps=max_steps,
            finetune=finetune, lora_rank=lora_rank, lora_alpha=lora_alpha,
            lora_dropout=lora_dropout, lora_targets=tuple(lora_targets or ()) or None,
            min_pixels=min_pixels, max_pixels=max_pixels, precision=precision, cpu=cpu,
            seed=seed, merge=merge,
        )  # fmt: skip
        train_policy(role, method, base, out, data, grpo or [], shared, config, data_dir)
        return
    data = data or []
    if role == "critic":
        _train_critic(base, data, out, epochs, lr, batch_size, seed, tune_vision)
        return
    from m2miner.train.options import TrainOptions

    given = dict(
        lora_rank=lora_rank,
        lora_alpha=lora_alpha,
        lora_dropout=lora_dropout,
        lora_targets=tuple(lora_targets) if lora_targets else None,
        warmup_ratio=warmup_ratio,
        attn=attn,
        epochs=epochs,
        max_steps=max_steps,
        learning_rate=lr,
        batch_size=batch_size,
        grad_accum=grad_accum,
        max_length=max_length,
        min_pixels=min_pixels,
        max_pixels=max_pixels,
        beta=beta,
        save_steps=save_steps,
        logging_steps=logging_steps,
        seed=seed,
        deepspeed=deepspeed,
    )
    opts = TrainOptions.build(
        role=role,
        base=base,
        data=tuple(data),
        out=out,
        kinds=tuple(k.strip() for item in kinds or () for k in item.split(",") if k.strip()),
        sft=sft,
        dpo=dpo,
        finetune=finetune,
        tune_vision=tune_vision,
        gradient_checkpointing=checkpointing,
        precision=precision,
        cpu=cpu,
        evaluate=evaluate,
        merge=merge,
        resume=resume,
        **{key: value for key, value in given.items() if value is not None},
    )
    if emit is not None:
        _emit(opts, emit)
        return
    _train(opts, resolve_config(config, **{"store.data_dir": data_dir}), round_id)


def _train_critic(
    base: str,
    data: list[Path],
    out: Path,
    epochs: float | None,
    lr: float | None,
    batch_size: int | None,
    seed: int | None,
    tune: bool,
) -> None:
    from m2miner.critic.learned.train import CriticTraining, train_critic

    defaults = CriticTraining()
    options = CriticTraining(
        epochs=int(epochs) if epochs else defaults.epochs,
        lr=lr or defaults.lr,
        batch_size=batch_size or defaults.batch_size,
        seed=seed or 0,
        tune_encoder=tune,
    )
    report = train_critic(Path(base), data, out, options)
    table = Table(title="critic")
    for column in ("samples", "by source", "loss first -> last", "train accuracy", "seconds"):
        table.add_column(column)
    sources = ", ".join(f"{k} {v}" for k, v in sorted(report.sources.items()))
    losses = f"{report.losses[0]:.3f} -> {report.losses[-1]:.3f}" if report.losses else "-"
    table.add_row(
        str(report.samples), sources, losses, f"{report.accuracy:.3f}", f"{report.seconds:.1f}"
    )
    print_table(console, table)
    note = f'critic saved to {out}; use it with [critic] judge = "critic" and model = "{out}"'
    console.print(note, markup=False, highlight=False)


def _emit(opts: Any, tool: str) -> None:
    from m2miner.train.emit import emit

    emitted = emit(opts, tool)
    for path in emitted.files:
        console.print(f"wrote {path}", highlight=False)
    console.print(f"run it with:\n  {emitted.command}", highlight=False)
    console.print(
        f"the trained model will be in {emitted.model_dir}{emitted.model_note}", highlight=False
    )


def _train(opts: Any, cfg: Any, round_id: int | None) -> None:
    from m2miner.train.model import check_base, is_main_process, require_training_stack
    from m2miner.train.progress import quiet_libraries
    from m2miner.train.run import train

    # Before the libraries are imported (seconds): a fix line, not a traceback or a wait.
    require_training_stack()
    check_base(opts.base)
    quiet_libraries()
    if not is_main_process():
        train(cfg, opts, round_id=round_id)
        return
    view = _TrainView()
    with view.progress:
        report = train(cfg, opts, observer=view.on, round_id=round_id)
    _train_summary(report, opts.role)


class _TrainView:
    """A bar per stage with its loss; each logged loss is also printed above the bars."""

    def __init__(self) -> None:
        self.progress = Progress(
            TextColumn("{task.description:4}"),
            BarColumn(),
            MofNCompleteColumn(),
            TextColumn("loss {task.fields[loss]}"),
            TimeElapsedColumn(),
            TimeRemainingColumn(),
            console=console,
        )
        self.tasks: dict[str, TaskID] = {}

    def on(self, event: Any) -> None:
        if event.stage not in self.tasks:
            self.tasks[event.stage] = self.progress.add_task(
                event.stage, total=max(event.max_steps, 1), loss="-"
            )
        task = self.tasks[event.stage]
        loss = f"{event.loss:.4f}" if event.loss is not None else "-"
        self.progress.update(task, completed=event.step, total=max(event.max_steps, 1), loss=loss)
        if event.event == "log" and "loss" in event.logs:
            extra = "".join(
                f"  {key} {event.logs[key]:.3g}"
                for key in ("learning_rate", "grad_norm", "rewards/accuracies")
                if key in event.logs
            )
            self.progress.console.print(
                f"{event.stage} step {event.step}/{event.max_steps}  "
                f"loss {event.logs['loss']:.4f}{extra}",
                highlight=False,
            )


def _train_summary(report: Any, role: str) -> None:
    table = Table(title=f"Training run {report.training_run_id} ({role})")
    for column in ("stage", "steps", "final loss", "train loss", "eval loss", "time"):
        table.add_column(column, justify="left" if column == "stage" else "right")
    for stage in report.stages:
        m = stage.metrics

        def cell(key: str, m: dict[str, float] = m) -> str:
            return f"{m[key]:.4f}" if key in m else "-"

        runtime = f"{m['train_runtime']:.1f} s" if "train_runtime" in m else "-"
        table.add_row(
            stage.stage,
            str(stage.steps),
            cell("final_loss"),
            cell("train_loss"),
            cell("eval_loss"),
            runtime,
        )
    print_table(console, table)
    if report.model_dir:
        console.print(f"model:   {report.model_dir}", highlight=False)
    if report.adapter_dir:
        console.print(f"adapter: {report.adapter_dir} (on {report.adapter_base})", highlight=False)
    console.print(f"serve it: m2miner serve --role {role} {report.out}", highlight=False)


@app.command("serve")
def serve_cmd(
    checkpoint: Annotated[
        str, typer.Argument(help="A train --out directory, model or adapter directory, or hub id.")
    ],
    role: RoleOpt,
    base: Annotated[
        str | None, typer.Option("--base", help="Base model of a LoRA adapter.")
    ] = None,
    adapter: Annotated[
        bool, typer.Option("--adapter", help="Serve the LoRA adapter, not the merged model.")
    ] = False,
    name: Annotated[
        str | None, typer.Option("--name", help="Model name clients ask for (default: role).")
    ] = None,
    host: Annotated[str, typer.Option("--host", help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", help="Port to listen on.")] = 8000,
    max_model_len: Annotated[
        int, typer.Option("--max-model-len", help="Context length in tokens.")
    ] = 32768,
    max_images: Annotated[
        int, typer.Option("--max-images", help="Images per prompt (the judge sends 2).")
    ] = 2,
    gpu_memory: Annotated[
        float, typer.Option("--gpu-memory-utilization", help="Share of GPU memory vLLM takes.")
    ] = 0.9,
    tensor_parallel: Annotated[
        int, typer.Option("--tensor-parallel", help="GPUs to shard the model over.")
    ] = 1,
    min_pixels: Annotated[int | None, typer.Option("--min-pixels", help="Image floor.")] = None,
    max_pixels: Annotated[int | None, typer.Option("--max-pixels", help="Image cap.")] = None,
    prefix_caching: Annotated[
        bool, typer.Option("--prefix-caching/--no-prefix-caching", help="Reuse prompt prefixes.")
    ] = True,
    vllm_args: Annotated[
        list[str] | None, typer.Option("--vllm-arg", help="Extra vllm serve argument (repeat).")
    ] = None,
    timeout: Annotated[float, typer.Option("--timeout", help="Seconds to wait for health.")] = 900,
    detach: Annotated[
        bool, typer.Option("--detach", help="Leave the server running and return.")
    ] = False,
    dry_run: Annotated[
        bool, typer.Option("--dry-run", help="Print the command and config; start nothing.")
    ] = False,
    round_id: Annotated[
        int | None, typer.Option("--round", help="Record the endpoint on this loop round.")
    ] = None,
    replicas: Annotated[
        int,
        typer.Option(
            "--replicas",
            help="Servers of the checkpoint on consecutive ports, --tensor-parallel GPUs "
            "each; the models entry lists them in base_urls (requests go to the least loaded).",
        ),
    ] = 1,
    config: ConfigOpt = None,
    data_dir: DataDirOpt = None,
) -> None:
    """Serve a checkpoint with vLLM (OpenAI-compatible), wait for health, record the endpoint."""
    from m2miner.train.serve import ServeOptions, plan_serve, serve_blocker

    opts = ServeOptions(
        role=_role(role),
        checkpoint=checkpoint,
        base=base,
        adapter=adapter,
        name=name,
        host=host,
        port=port,
        max_model_len=max_model_len,
        max_images=max_images,
        gpu_memory_utilization=gpu_memory,
        tensor_parallel=tensor_parallel,
        min_pixels=min_pixels,
        max_pixels=max_pixels,
        prefix_caching=prefix_caching,
        extra_args=tuple(vllm_args or ()),
    )
    plan = plan_serve(opts)
    if replicas != 1:
        return _serve_replicas(opts, replicas, dry_run, config, data_dir, timeout, detach)
    if dry_run:
        _print_plan(plan)
        return
    blocker = serve_blocker()
    if blocker is not None:
        _print_plan(plan)
        raise ModelUnavailableError(
            f"cannot start vLLM here: {blocker}",
            hint="run the command above on a machine with a CUDA GPU and vLLM, "
            "then add the models entry above to the config",
        )
    cfg = resolve_config(config, **{"store.data_dir": data_dir})
    _serve(plan, opts, cfg, timeout, detach, round_id)


def _serve_replicas(
    opts: Any,
    replicas: int,
    dry_run: bool,
    config: Any,
    data_dir: Any,
    timeout: float,
    detach: bool,
) -> None:
    """``serve --replicas N``: N servers, one endpoint record and models entry for all."""
    from m2miner.train.serve import (
        endpoint_for,
        record_endpoint,
        replica_plans,
        replicas_endpoint,
        replicas_toml,
        serve_blocker,
        start_server,
        stop_server,
    )

    plans = replica_plans(opts, replicas)
    for plan, env in plans:
        console.print(f"# {env} {plan.command}", highlight=False, markup=False, soft_wrap=True)
    toml = replicas_toml([p for p, _ in plans])
    blocker = None if dry_run else serve_blocker()
    if dry_run or blocker is not None:
        console.print(f"\n# config (m2miner.toml)\n{toml}", highlight=False, markup=False)
        if blocker is not None:
            raise ModelUnavailableError(
                f"cannot start vLLM here: {blocker}",
                hint="run the commands above on a machine with CUDA GPUs and vLLM",
            )
        return
    cfg = resolve_config(config, **{"store.data_dir": data_dir})
    started: list[Any] = []
    try:
        for i, (plan, env) in enumerate(plans):
            log = cfg.store.data_dir / "logs" / f"serve-{plan.role}-{opts.port + i}.log"
            proc = start_server(plan, log, timeout, env)
            started.append((proc, endpoint_for(plan, opts, proc.pid, log)))
    except BaseException:
        for proc, _ in started:
            stop_server(proc)
        raise
    path = record_endpoint(cfg.store.data_dir, replicas_endpoint([e for _, e in started]))
    console.print(f"{replicas} replicas healthy; recorded in {path}\n{toml}", markup=False)
    if detach:
        return
    try:
        for proc, _ in started:
            proc.wait()
    except KeyboardInterrupt:
        for proc, _ in started:
            stop_server(proc)
        raise


def _role(role: str) -> Any:
    from m2miner.errors import ConfigError

    if role not in ("infer", "judge"):
        raise ConfigError(f"--role must be infer or judge, got {role!r}")
    return role


def _print_plan(plan: Any) -> None:
    console.print("# command", highlight=False)
    console.print(plan.command, highlight=False, markup=False, soft_wrap=True)
    console.print("\n# config (m2miner.toml)", highlight=False)
    console.print(plan.models_toml(), highlight=False, markup=False)


def _serve(plan: Any, opts: Any, cfg: Any, timeout: float, detach: bool, round_id: Any) -> None:
    from m2miner.train.serve import (
        endpoint_for,
        record_endpoint,
        record_round_endpoint,
        start_server,
        stop_server,
    )

    data_dir = cfg.store.data_dir
    log = data_dir / "logs" / f"serve-{plan.role}-{opts.port}.log"
    console.print(f"starting: {plan.command}\nlog: {log}", highlight=False, markup=False)
    with console.status(f"waiting for {plan.health_url}"):
        proc = start_server(plan, log, timeout)
    endpoint = endpoint_for(plan, opts, proc.pid, log)
    path = record_endpoint(data_dir, endpoint)
    if round_id is not None:
        record_round_endpoint(cfg, round_id, endpoint)
    console.print(f"healthy at {plan.base_url} (pid {proc.pid}); recorded in {path}")
    console.print(plan.models_toml(), highlight=False, markup=False)
    if detach:
        return
    console.print("serving; Ctrl-C stops the server")
    try:
        proc.wait()
    except KeyboardInterrupt:
        stop_server(proc)
        raise
