"""Rendering samples for LLaMA-Factory, ms-swift and TRL.

All three get one JSON object per line and one image path per screenshot in the order
the prompt shows them: ``images/<sha256>.png`` relative to the export directory (the
default, so the folder travels; see :data:`~m2miner.export.options.DEFAULT_IMAGE_PATHS`),
or that file's absolute path (``--image-paths absolute``).

- LLaMA-Factory, ``sharegpt`` formatting with OpenAI-style tags: ``messages`` of
  ``{"role", "content"}``, an ``<image>`` tag in the content where each screenshot goes,
  ``images``; preference rows end the messages at the user turn and add ``chosen`` and
  ``rejected`` messages. ``dataset_info.json`` registers every file.
- ms-swift: ``messages`` with ``<image>`` tags and ``images``; preference rows hold the
  chosen answer as the last message and the other in ``rejected_response``.
- TRL: ``messages`` whose contents are lists of ``{"type": "text", "text": ...}`` and
  ``{"type": "image"}`` parts, and ``images``; preference rows are ``prompt``, ``chosen``,
  ``rejected`` (conversational) and ``images``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from m2miner.export.samples import Sample, Screenshot, Turn

IMAGE_TAG = "<image>"
LLAMAFACTORY_TAGS = {
    "role_tag": "role",
    "content_tag": "content",
    "user_tag": "user",
    "assistant_tag": "assistant",
    "system_tag": "system",
}

Row = dict[str, Any]


def image_path(shot: Screenshot, root: Path | None = None) -> str:
    """Where a screenshot lives in an export: relative to the export directory, or under
    ``root`` (the export directory's absolute path) when given."""
    relative = f"images/{shot.hash}.png"
    return str(root / relative) if root is not None else relative


def _tagged(turn: Turn) -> str:
    return "".join(part if isinstance(part, str) else IMAGE_TAG for part in turn.parts)


def _tag_messages(sample: Sample) -> list[dict[str, str]]:
    return [{"role": turn.role, "content": _tagged(turn)} for turn in sample.prompt]


def llamafactory_row(sample: Sample, root: Path | None = None) -> Row:
    messages = _tag_messages(sample)
    images = [image_path(s, root) for s in sample.images]
    if sample.kind == "preference":
        return {
            "messages": messages,
            "chosen": {"role": "assistant", "content": sample.answer},
            "rejected": {"role": "assistant", "content": sample.rejected},
            "images": images,
        }
    messages.append({"role": "assistant", "content": sample.answer})
    return {"messages": messages, "images": images}


def llamafactory_entry(file_name: str, ranking: bool) -> dict[str, Any]:
    """The ``dataset_info.json`` entry registering one file of the export."""
    columns = {"messages": "messages", "images": "images"}
    if ranking:
        columns.update(chosen="chosen", rejected="rejected")
    entry: dict[str, Any] = {"file_name": file_name, "formatting": "sharegpt"}
    if ranking:
        entry["ranking"] = True
    entry["columns"] = columns
    entry["tags"] = dict(LLAMAFACTORY_TAGS)
    return entry


def swift_row(sample: Sample, root: Path | None = None) -> Row:
    messages = _tag_messages(sample)
    messages.append({"role": "assistant", "content": sample.answer})
    row: Row = {"messages": messages}
    if sample.kind == "preference":
        row["rejected_response"] = sample.rejected
    row["images"] = [image_path(s, root) for s in sample.images]
    return row


def _parts(turn: Turn) -> list[dict[str, str]]:
    return [
        {"type": "text", "text": part} if isinstance(part, str) else {"type": "image"}
        for part in turn.parts
    ]


def _assistant(text: str | None) -> dict[str, Any]:
    return {"role": "assistant", "content": [{"type": "text", "text": text or ""}]}


def trl_row(sample: Sample, root: Path | None = None) -> Row:
    prompt = [{"role": turn.role, "content": _parts(turn)} for turn in sample.prompt]
    images = [image_path(s, root) for s in sample.images]
    if sample.kind == "preference":
        return {
            "prompt": prompt,
            "chosen": [_assistant(sample.answer)],
            "rejected": [_assistant(sample.rejected)],
            "images": images,
        }
    return {"messages": [*prompt, _assistant(sample.answer)], "images": images}


ROW_WRITERS: dict[str, Callable[[Sample, Path | None], Row]] = {
    "llamafactory": llamafactory_row,
    "swift": swift_row,
    "trl": trl_row,
}
