"""Run inside ms-swift's own environment: parse an emitted ``swift`` command with its
argument classes, and for ``sft``/``rlhf`` load the command's datasets and encode every
row with the command's template, as ``swift sft``/``swift rlhf`` would before training.

``python swift_check.py JOBS_JSON``: a list of ``[SUBCOMMAND, ARGV]`` (``sft``, ``rlhf`` or
``export``, and the command's arguments after it), checked in one process (importing
ms-swift takes a minute). Prints one JSON list, per job: ``unknown`` (arguments the parser
does not take; swift refuses them with ``remaining_argv``), and for sft/rlhf the resolved
model type, template and tuner type and per split the rows encoded and the image tokens
in each.
"""

from __future__ import annotations

import json
import sys

from swift.arguments import ExportArguments, RLHFArguments, SftArguments
from swift.utils import parse_args
from transformers import HfArgumentParser

CLASSES = {"sft": SftArguments, "rlhf": RLHFArguments, "export": ExportArguments}


def main() -> None:
    jobs = json.loads(sys.argv[1])
    print("RESULT " + json.dumps([check(command, argv) for command, argv in jobs]))


def check(command: str, argv: list[str]) -> dict:
    cls = CLASSES[command]
    _, unknown = HfArgumentParser([cls]).parse_known_args(argv)
    out: dict = {"unknown": unknown}
    if command != "export" and not unknown:
        args, remaining = parse_args(cls, argv)
        out.update(
            remaining=remaining,
            model_type=args.model_type,
            template=args.template,
            tuner_type=args.tuner_type,
        )
        template = args.get_template()
        template.set_mode("train" if command == "sft" else "rlhf")
        image_token = template.tokenizer.convert_tokens_to_ids("<|image_pad|>")
        train, val = args.load_dataset()
        for split, dataset in (("train", train), ("val", val)):
            if dataset is None:
                continue
            encoded = [template.encode(row) for row in dataset]
            tokens = [_count(e, image_token) for e in encoded]
            out[split] = {"rows": len(encoded), "image_tokens": tokens}
    return out


def _count(encoded: dict, token: int) -> int:
    ids = encoded.get("input_ids") or encoded.get("chosen_input_ids") or []
    return sum(1 for i in ids if i == token)


if __name__ == "__main__":
    main()
