"""LLaMA-Factory's own rules for a local sharegpt dataset, re-stated to check an export.

LLaMA-Factory cannot be installed beside this project's torch, so its loading path is
followed step by step instead (``src/llamafactory/data``):

- ``parser.get_dataset_list``: an entry of ``dataset_info.json`` with ``file_name`` loads
  from a file; ``formatting``, ``ranking`` and the ``columns`` are read from the entry and,
  for sharegpt, every tag from ``tags`` (a tag the entry leaves out becomes None).
- ``loader._load_single_dataset``: the file is read with ``datasets.load_dataset("json")``.
- ``converter.SharegptDatasetConverter``: a first message with the system tag is the
  system prompt; the rest must alternate user/observation (odd) and assistant/function
  (even) tags; a plain dataset has an even number of them, a ranking dataset an odd one
  plus ``chosen`` and ``rejected`` messages with an assistant tag. Anything else is
  "broken data" and dropped with a warning.
- ``converter._find_medias``: a relative image path is joined to ``media_dir`` (by default
  the dataset directory) when that file exists.
- ``mm_plugin.BasePlugin._validate_messages``: the ``<image>`` placeholders in the messages
  of a sample (prompt plus response) must equal the number of its images.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

IMAGE_PLACEHOLDER = "<image>"
TAG_NAMES = (
    "role_tag",
    "content_tag",
    "user_tag",
    "assistant_tag",
    "observation_tag",
    "function_tag",
    "system_tag",
)


def dataset_attrs(dataset_dir: Path) -> dict[str, dict[str, Any]]:
    """Each registered dataset's attributes, as ``get_dataset_list`` sets them."""
    info = json.loads((dataset_dir / "dataset_info.json").read_text(encoding="utf-8"))
    attrs = {}
    for name, entry in info.items():
        assert "file_name" in entry, f"{name}: local datasets need file_name"
        attr: dict[str, Any] = {
            "file_name": entry["file_name"],
            "formatting": entry.get("formatting", "alpaca"),
            "ranking": entry.get("ranking", False),
            "messages": "conversations",
            "images": None,
            "chosen": None,
            "rejected": None,
        }
        for column in ("system", "tools", "images", "chosen", "rejected", "kto_tag", "messages"):
            if column in entry.get("columns", {}):
                attr[column] = entry["columns"][column]
        if attr["formatting"] == "sharegpt" and "tags" in entry:
            for tag in TAG_NAMES:
                attr[tag] = entry["tags"].get(tag)
        attrs[name] = attr
    return attrs


def convert(example: dict[str, Any], attr: dict[str, Any]) -> dict[str, Any]:
    """``SharegptDatasetConverter.__call__``; raises AssertionError where it would drop
    the example as broken."""
    odd = (attr["user_tag"], attr["observation_tag"])
    even = (attr["assistant_tag"], attr["function_tag"])
    role, content = attr["role_tag"], attr["content_tag"]
    messages = example[attr["messages"]]
    system = ""
    if attr["system_tag"] and messages and messages[0][role] == attr["system_tag"]:
        system = messages[0][content]
        messages = messages[1:]
    for index, message in enumerate(messages):
        assert message[role] in (odd, even)[index % 2], f"invalid role tag in {messages}"
    count = len(messages)
    assert (attr["ranking"] and count % 2 == 1) or (not attr["ranking"] and count % 2 == 0), (
        f"invalid message count {count} (ranking={attr['ranking']})"
    )
    if attr["ranking"]:
        chosen, rejected = example[attr["chosen"]], example[attr["rejected"]]
        assert isinstance(chosen, dict) and isinstance(rejected, dict)
        assert chosen[role] in even and rejected[role] in even, "invalid chosen/rejected tag"
        prompt = messages
        response = [chosen, rejected]
    else:
        prompt, response = messages[:-1], messages[-1:]
    return {
        "prompt": [m[content] for m in prompt],
        "response": [m[content] for m in response],
        "system": system,
        "images": example[attr["images"]] if attr["images"] else None,
    }


def find_medias(images: list[str] | None, media_dir: Path) -> list[Path]:
    """``_find_medias``: paths joined to the media directory; each must be a file there."""
    out = []
    for image in images or []:
        path = media_dir / image
        assert path.is_file(), f"image {image} does not exist in media_dir {media_dir}"
        out.append(path)
    return out


def validate_placeholders(converted: dict[str, Any], n_images: int) -> None:
    """``_validate_messages`` on the messages the processors hand the plugin: for a
    ranking sample, the prompt with each of the two responses in turn."""
    responses = converted["response"]
    pairs = [responses[:1], responses[1:]] if len(responses) == 2 else [responses]
    for response in pairs:
        count = sum(text.count(IMAGE_PLACEHOLDER) for text in converted["prompt"] + response)
        assert count == n_images, f"{count} {IMAGE_PLACEHOLDER} tokens but {n_images} images"
