"""``m2miner export`` (training data from stored trees) and ``m2miner stats`` (what was mined)."""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.table import Table

from m2miner.cli.app import app
from m2miner.cli.common import ConfigOpt, DataDirOpt, JsonOpt, console, resolve_config
from m2miner.cli.errors import command_line
from m2miner.cli.progress import StageProgress
from m2miner.cli.render import print_labelled, print_table

if TYPE_CHECKING:
    from m2miner.config import Config

_FORMATS = "llamafactory, swift, trl, hf, androidcontrol, graph or all"
_KINDS = "sft, description, preference, judge or all"


def _store(cfg: Config) -> Any:
    """The configured store, read-only: a store that was never written is an error, not a
    new one, and a data directory this user cannot write still exports."""
    from m2miner.store.opening import open_store

    return open_store(cfg, read_only=True)


def _view(
    cfg: Config, model: str | None, coords: str | None, pixels: tuple[int | None, ...]
) -> Any:
    """The model view: a configured model's coordinates and limits, then explicit flags."""
    from m2miner.export import ModelView

    base = ModelView(history=cfg.agents.infer.history)
    fields: dict[str, Any] = {
        "coords": base.coords,
        "min_pixels": base.min_pixels,
        "max_pixels": base.max_pixels,
    }
    if model is not None:
        entry = cfg.model(model)
        fields = {
            "coords": entry.coords,
            "min_pixels": entry.min_pixels,
            "max_pixels": entry.max_pixels,
        }
    min_pixels, max_pixels, history = pixels
    overrides = {"coords": coords, "min_pixels": min_pixels, "max_pixels": max_pixels}
    fields.update({k: v for k, v in overrides.items() if v is not None})
    return ModelView(history=history if history is not None else base.history, **fields)


@app.command("export")
def export_cmd(
    out_dir: Annotated[
        Path, typer.Argument(help="Directory to write (new, empty, or an export to --overwrite).")
    ],
    formats: Annotated[
        list[str] | None,
        typer.Option("--format", "-f", help=f"Output format (repeatable): {_FORMATS}."),
    ] = None,
    kinds: Annotated[
        list[str] | None, typer.Option("--kind", "-k", help=f"Sample kind (repeatable): {_KINDS}.")
    ] = None,
    coords: Annotated[
        str | None, typer.Option("--coords", help="Coordinates: qwen25, norm1000 or norm1.")
    ] = None,
    model: Annotated[
        str | None, typer.Option("--model", help="Take coords and pixel limits from this model.")
    ] = None,
    min_pixels: Annotated[
        int | None, typer.Option("--min-pixels", help="qwen25 resize floor.")
    ] = None,
    max_pixels: Annotated[
        int | None, typer.Option("--max-pixels", help="qwen25 resize cap.")
    ] = None,
    history: Annotated[
        int | None, typer.Option("--history", help="Earlier steps shown in the prompt.")
    ] = None,
    runs: Annotated[
        list[int] | None, typer.Option("--run", help="Only this run (repeatable).")
    ] = None,
    apps: Annotated[
        list[str] | None, typer.Option("--app", "-a", help="Only this app (repeatable).")
    ] = None,
    recycled: Annotated[
        bool, typer.Option("--recycled/--no-recycled", help="Include verified recycled intents.")
    ] = True,
    require_ground_truth: Annotated[
        bool,
        typer.Option("--require-ground-truth", help="Drop successes the sim task's check refutes."),
    ] = False,
    include: Annotated[
        list[str] | None,
        typer.Option(
            "--include",
            help="Also export judged-only or refuted trajectories (repeatable): judged, "
            "refuted or all; labelled in the manifest and meta. Default: verified only.",
        ),
    ] = None,
    exclude_rejected: Annotated[
        bool,
        typer.Option(
            "--exclude-rejected",
            help="Leave out trajectories a reviewer marked wrong in `m2miner view` "
            "(their latest verdict).",
        ),
    ] = False,
    stored_descriptions: Annotated[
        bool,
        typer.Option(
            "--stored-descriptions",
            help="Export step descriptions as stored, without checking them against what "
            "each step changed on the screen.",
        ),
    ] = False,
    min_judge: Annotated[
        float | None, typer.Option("--min-judge", help="Least judge reward (or confidence).")
    ] = None,
    val_ratio: Annotated[float, typer.Option("--val-ratio", help="Share of groups for val.")] = 0.1,
    test_ratio: Annotated[
        float, typer.Option("--test-ratio", help="Share of groups for test.")
    ] = 0.0,
    split_by: Annotated[
        str, typer.Option("--split-by", help="Split by intent or by app.")
    ] = "intent",
    seed: Annotated[int | None, typer.Option("--seed", help="Seed of splits and sampling.")] = None,
    no_dedup: Annotated[bool, typer.Option("--no-dedup", help="Keep identical samples.")] = False,
    mix: Annotated[
        str | None, typer.Option("--mix", help="Domain quotas, e.g. mobile=0.5,web=0.5.")
    ] = None,
    balance: Annotated[bool, typer.Option("--balance", help="Balance judge classes.")] = False,
    low_q: Annotated[
        float,
        typer.Option("--low-q", help="Preference: a sibling with Q at most this is rejected."),
    ] = 0.3,
    preference_scope: Annotated[
        str, typer.Option("--preference-scope", help="paths (default) or tree (every node).")
    ] = "paths",
    rejected: Annotated[
        str,
        typer.Option(
            "--rejected", help="judged, or ranked: also unexecuted lower-ranked siblings."
        ),
    ] = "ranked",
    copy_images: Annotated[
        bool, typer.Option("--copy-images", help="Copy screenshots instead of hard-linking.")
    ] = False,
    image_paths: Annotated[
        str | None,
        typer.Option(
            "--image-paths",
            help="relative (default: the export folder can be moved or copied) or "
            "absolute image paths in the JSON formats.",
        ),
    ] = None,
    tfrecord: Annotated[
        bool,
        typer.Option("--tfrecord", help="androidcontrol: also GZIP TFRecords with PNG bytes."),
    ] = False,
    overwrite: Annotated[
        bool,
        typer.Option("--overwrite", help="Replace an earlier export in OUT_DIR once done."),
    ] = False,
    as_json: JsonOpt = False,
    config: ConfigOpt = None,
    data_dir: DataDirOpt = None,
) -> None:
    """Turn stored trees into training data: samples, episodes and graphs, with a manifest."""
    from m2miner.export import (
        FORMATS,
        KINDS,
        ExportOptions,
        parse_choices,
        parse_mix,
    )
    from m2miner.export.options import INCLUDE, check_kinds_apply
    from m2miner.export.run import check_out_dir

    cfg = resolve_config(config, **{"store.data_dir": data_dir})
    chosen_formats = parse_choices(formats or ["llamafactory"], FORMATS, "format")
    chosen_formats, not_written = _formats_available(chosen_formats, formats or [])
    check_kinds_apply(chosen_formats, kinds_given=bool(kinds))
    options = ExportOptions(
        formats=chosen_formats,  # type: ignore[arg-type]
        kinds=parse_choices(kinds or ["all"], KINDS, "kind"),  # type: ignore[arg-type]
        view=_view(cfg, model, coords, (min_pixels, max_pixels, history)),
        run_ids=tuple(runs or ()),
        apps=tuple(apps or ()),
        recycled=recycled,
        require_ground_truth=require_ground_truth,
        include=parse_choices(include, INCLUDE, "--include label"),
        exclude_rejected=exclude_rejected,
        check_descriptions=not stored_descriptions,
        min_judge=min_judge,
        val_ratio=val_ratio,
        test_ratio=test_ratio,
        split_by=split_by,  # type: ignore[arg-type]
        seed=cfg.seed if seed is None else seed,
        dedup=not no_dedup,
        mix=parse_mix(mix) if mix else (),
        balance_judge=balance,
        low_q=low_q,
        preference_scope=preference_scope,  # type: ignore[arg-type]
        rejected=rejected,  # type: ignore[arg-type]
        copy_images=copy_images,
        image_paths=image_paths,  # type: ignore[arg-type]
        tfrecord=tfrecord,
        license=cfg.export.license,
    )
    command = command_line()
    with _store(cfg) as store:
        # Mistakes are reported before the progress bar draws.
        check_out_dir(out_dir, overwrite=overwrite)
        for run_id in options.run_ids:
            store.runs.get(run_id)
        report = _export(store, out_dir, options, overwrite, command, quiet=as_json)
    if as_json:
        console.print_json(json.dumps({**report.to_dict(), "not_written": not_written}))
        return
    _export_summary(report, options)
    for fmt, why in not_written.items():
        print_labelled(console, "not written:", f"{fmt}: {why}", prefix="  ", style="")


def _formats_available(
    chosen: tuple[str, ...], asked: list[str]
) -> tuple[tuple[str, ...], dict[str, str]]:
    """The formats to write, and those ``all`` named that this install cannot write, with
    why. A format asked for by name and not installed is an error with the fix."""
    from m2miner.errors import ConfigError
    from m2miner.export import hf

    reason = hf.missing() if "hf" in chosen else None
    if reason is None:
        return chosen, {}
    named = any("hf" in (v.strip() for v in value.split(",")) for value in asked)
    if named:
        raise ConfigError(f"--format hf: {reason}", hint=hf.INSTALL_HINT)
    return tuple(f for f in chosen if f != "hf"), {"hf": f"{reason} ({hf.INSTALL_HINT})"}


def _export(
    store: Any, out_dir: Path, options: Any, overwrite: bool, command: str, quiet: bool
) -> Any:
    from m2miner.export import export_dataset

    progress = StageProgress("export", console, quiet=quiet)
    with progress.shown():
        return export_dataset(
            store, out_dir, options, overwrite=overwrite, progress=progress.update, command=command
        )


def _export_summary(report: Any, options: Any) -> None:
    table = Table(title=f"Export to {report.out_dir}")
    for column in ("kind", "train", "val", "test", "duplicates", "classes / mix"):
        table.add_column(column, justify="left" if column in ("kind", "classes / mix") else "right")
    for kind, kr in report.kinds.items():
        notes = []
        if kr.classes is not None:
            notes.append(", ".join(f"{k} {v}" for k, v in sorted(kr.classes.items())))
        if kr.mix is not None:
            notes.append(_mix_text(kr.mix))
        counts = kr.counts
        table.add_row(
            kind, str(counts["train"]), str(counts["val"]), str(counts["test"]),
            str(kr.duplicates), "; ".join(notes),
        )  # fmt: skip
    if report.episodes is not None:
        e = report.episodes
        mix_note = _mix_text(report.episodes_mix) if report.episodes_mix else ""
        table.add_row("episodes", str(e["train"]), str(e["val"]), str(e["test"]), "-", mix_note)
    print_table(console, table)
    t = report.trajectories
    console.print(_trust_line(report.trust), highlight=False)
    for kind in ("description", "sft"):
        checked = report.kinds[kind].descriptions if kind in report.kinds else None
        if checked:
            words = ", ".join(f"{n} {verdict}" for verdict, n in checked.items())
            console.print(f"step descriptions checked ({kind} samples): {words}", highlight=False)
            break
    console.print(
        f"{t['successful']} successful + {t['recycled']} recycled trajectories, "
        f"{report.images['total']} images ({report.images['linked']} linked, "
        f"{report.images['copied']} copied), {report.graphs} tree graphs; "
        f"formats: {', '.join(options.formats)}; coordinates: {options.view.coords}"
    )
    for reason, count in sorted(report.skipped.items()):
        print_labelled(console, "left out:", f"{count} × {reason}", prefix="  ", style="")
    print_labelled(console, "manifest:", str(report.out_dir / "export.json"), style="")


def _trust_line(trust: dict[str, dict[str, int]]) -> str:
    """``trajectories: 5 verified, 0 judged only, 0 refuted exported; left out: ...``."""
    from m2miner.store.trust import TRUST_WORDS

    def counts(group: dict[str, int], labels: Iterable[str]) -> str:
        return ", ".join(f"{group.get(k, 0)} {TRUST_WORDS[k]}" for k in labels)

    line = f"trajectories exported: {counts(trust['exported'], TRUST_WORDS)}"
    if any(trust["left_out"].values()):
        left = counts(trust["left_out"], ("judged", "refuted"))
        line += f"; left out: {left} (see --include)"
    return line


def _mix_text(mix: Any) -> str:
    shares = ", ".join(f"{d} {share:.0%}" for d, share in mix.achieved.items())
    missing = f" (no {', '.join(mix.missing)} samples)" if mix.missing else ""
    return f"mix {shares}{missing}"


@app.command("stats")
def stats_cmd(
    run: Annotated[int | None, typer.Option("--run", help="Only this run.")] = None,
    app_name: Annotated[str | None, typer.Option("--app", "-a", help="Only this app.")] = None,
    as_json: JsonOpt = False,
    config: ConfigOpt = None,
    data_dir: DataDirOpt = None,
) -> None:
    """Trajectories, images, steps, intents by stage and source, apps, domains, tokens, cost."""
    from m2miner.export import mined_stats

    cfg = resolve_config(config, **{"store.data_dir": data_dir})
    with _store(cfg) as store:
        if run is not None:
            store.runs.get(run)  # a missing run is an error, not empty stats
        stats = mined_stats(store, run_id=run, app=app_name)
        quality = _dqa(store, run, app_name)
    if as_json:
        console.print_json(json.dumps({**stats.to_dict(), "dqa": quality}))
        return
    _stats_tables(stats)
    _dqa_table(quality)


def _dqa(store: Any, run: int | None, app_name: str | None) -> dict[str, Any]:
    """Data-quality accuracy from reviewers' verdicts (``m2miner view``), in total and
    per app."""
    from m2miner.view.review import dqa

    total, per_app = dqa(store, app=app_name, run_id=run)
    return {"total": total.to_dict(), "apps": {k: v.to_dict() for k, v in per_app.items()}}


def _dqa_table(quality: dict[str, Any]) -> None:
    table = Table(title="Data quality (reviewers' verdicts in `m2miner view`)")
    for column in ("app", "DQA", "95% CI", "judged", "correct", "wrong", "skipped"):
        table.add_column(column, justify="left" if column == "app" else "right")
    for name, row in [*quality["apps"].items(), ("all", quality["total"])]:
        ci = row["ci95"]
        table.add_row(
            name,
            "-" if row["accuracy"] is None else f"{row['accuracy']:.1%}",
            "-" if ci is None else f"{ci[0]:.1%} - {ci[1]:.1%}",
            *(str(row[k]) for k in ("judged", "correct", "wrong", "skipped")),
        )
    print_table(console, table)
    if not quality["total"]["judged"]:
        console.print(
            "no trajectory reviewed yet: `m2miner view`, then the review queue", style="dim"
        )


def _stats_tables(stats: Any) -> None:
    data = stats.to_dict()
    overview = Table(title="Mined data", show_header=False)
    overview.add_column("what")
    overview.add_column("value", justify="right")
    t, s, m = data["trajectories"], data["steps_per_trajectory"], data["model"]
    images, trees, nodes = data["images"], data["trees"], data["nodes"]
    cost = m["cost_per_image_usd"]
    rows = [
        (
            "trajectories (successful + recycled)",
            f"{t['total']} ({t['successful']} + {t['recycled']})",
        ),
        (
            "all trajectories: verified / judged only / refuted",
            " / ".join(str(t["by_trust"].get(k, 0)) for k in ("verified", "judged", "refuted")),
        ),
        ("images on trajectories / stored", f"{images['on_trajectories']} / {images['stored']}"),
        (
            "steps per trajectory (mean / median / max)",
            f"{s['mean']:.1f} / {s['median']:g} / {s['max']}",
        ),
        ("trees (succeeded)", f"{trees['total']} ({trees['succeeded']})"),
        ("nodes (judged)", f"{nodes['total']} ({nodes['judged']})"),
        ("model calls", str(m["calls"])),
        ("tokens (prompt + completion)", f"{m['prompt_tokens']} + {m['completion_tokens']}"),
        ("of the prompt, images", str(m["image_tokens"])),
        ("cost", f"${m['cost_usd']:.4f}"),
        ("cost per mined image", "-" if cost is None else f"${cost:.4f}"),
    ]
    for row in rows:
        overview.add_row(*row)
    print_table(console, overview)
    for title, key in (
        ("stage", "intents_by_stage"),
        ("source", "intents_by_source"),
        ("domain", "intents_by_domain"),
    ):
        table = Table(title=f"Intents by {title}")
        for column in (title, "intents", "verified"):
            table.add_column(column, justify="left" if column == title else "right")
        for name, counts in data[key].items():
            table.add_row(name, str(counts["intents"]), str(counts["verified"]))
        print_table(console, table)
    apps = Table(title="Apps")
    for column in ("app", "trees", "succeeded", "nodes", "success nodes", "images"):
        apps.add_column(column, justify="left" if column == "app" else "right")
    for g in data["apps"]:
        apps.add_row(
            g["key"],
            *(str(g[k]) for k in ("trees", "succeeded_trees", "nodes", "success_nodes", "images")),
        )
    print_table(console, apps)
