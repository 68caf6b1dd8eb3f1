"""Run inside LLaMA-Factory's own environment: parse emitted configs with its parser and
load datasets of an export with its data pipeline (``get_dataset``), as training would.

``python llamafactory_check.py JOBS_JSON``: a list of ``[CONFIG, OVERRIDES, DATASETS]``,
checked in one process. CONFIG (a YAML file), with OVERRIDES applied as
``llamafactory-cli train CONFIG KEY=VALUE`` applies them (on a machine without a GPU:
``bf16: false, use_cpu: true``), is parsed by ``get_train_args``; then each of DATASETS (a
name registered in the config's ``dataset_dir``; empty: the config's own) is tokenized
with the config's template and model. Prints one JSON list, per job: rows per dataset and
the image files the processed rows point at.
"""

from __future__ import annotations

import json
import sys

import yaml
from llamafactory.data import get_dataset, get_template_and_fix_tokenizer
from llamafactory.hparams import get_train_args
from llamafactory.model import load_tokenizer


def main() -> None:
    jobs = json.loads(sys.argv[1])
    print("RESULT " + json.dumps([check(*job) for job in jobs]))


def check(path: str, overrides: dict, names: list[str]) -> dict:
    with open(path, encoding="utf-8") as handle:
        config = {**yaml.safe_load(handle), **overrides}
    model_args, data_args, training_args, finetuning_args, _ = get_train_args(dict(config))
    names = names or data_args.dataset
    tokenizer_module = load_tokenizer(model_args)
    template = get_template_and_fix_tokenizer(tokenizer_module["tokenizer"], data_args)
    stage = "rm" if finetuning_args.stage in ("dpo", "rm") else "sft"
    out = {"stage": finetuning_args.stage, "template": data_args.template, "datasets": {}}
    for name in names:
        data_args.dataset = [name]
        data_args.eval_dataset = None
        module = get_dataset(
            template, model_args, data_args, training_args, stage, **tokenizer_module
        )
        rows = module["train_dataset"]
        images = [image for row in rows for image in (row.get("images") or [])]
        out["datasets"][name] = {"rows": len(rows), "images": images}
    return out


if __name__ == "__main__":
    main()
