"""Judge targets: the answer is the bare word, and its first token is the one the judge reads."""

from __future__ import annotations

from pathlib import Path

import pytest

from m2miner.errors import ConfigError
from m2miner.train.judge_targets import check_answer_token, judge_completion, judge_word

pytest.importorskip("transformers")


@pytest.mark.parametrize(
    ("answer", "word"),
    [
        ("valid", "valid"),
        ("Invalid.", "invalid"),
        ("  SUCCESS", "success"),
        ("failure - the list is empty", "failure"),
        ("<think>the screen changed</think>valid", "valid"),
        ("The step is valid", None),
        ("", None),
    ],
)
def test_judge_word_reads_the_first_word(answer: str, word: str | None) -> None:
    assert judge_word(answer) == word


def test_completion_is_the_bare_word() -> None:
    turn = judge_completion("Valid.", "row 3")
    assert turn == [{"role": "assistant", "content": [{"type": "text", "text": "valid"}]}]


def test_an_unreadable_answer_names_the_sample() -> None:
    with pytest.raises(ConfigError, match=r"row 3: judge answer 'maybe' is not one of valid"):
        judge_completion("maybe", "row 3")


PROMPT = [{"role": "user", "content": [{"type": "image"}, {"type": "text", "text": "valid?"}]}]


@pytest.mark.parametrize("word", ["valid", "invalid", "success", "failure"])
def test_the_qwen_template_starts_the_answer_with_the_word(tiny_model_dir: Path, word: str) -> None:
    from transformers import AutoProcessor

    check_answer_token(AutoProcessor.from_pretrained(tiny_model_dir), PROMPT, word)


def test_a_thinking_template_is_refused(tiny_model_dir: Path) -> None:
    from transformers import AutoProcessor

    processor = AutoProcessor.from_pretrained(tiny_model_dir)
    # A Qwen3-thinking style template: the assistant turn opens with an empty think block.
    processor.chat_template = processor.chat_template.replace(
        "<|im_start|>{{ message['role'] }}\n",
        "<|im_start|>{{ message['role'] }}\n"
        "{% if message['role'] == 'assistant' %}<think>\n\n</think>\n\n{% endif %}",
    )
    with pytest.raises(ConfigError, match="would start with token '<', not 'valid'"):
        check_answer_token(processor, PROMPT, "valid")
