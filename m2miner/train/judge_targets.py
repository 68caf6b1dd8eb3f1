"""Judge training targets: the answer is one word, and its first token is what the judge reads.

The JudgeAgent (:mod:`m2miner.agents.judge`) scores a step from the first-token
log-probabilities of ``valid`` and ``invalid`` and an ending from ``success`` and
``failure``; the ``hf`` backend reads the log-probability of each word's first token. A
judge trained to answer ``Valid.`` or ``The step is valid`` would put its mass on other
tokens. So every judge sample's answer is rewritten to exactly the lower-case word, and
the tokenisation of a rendered sample is checked: the completion must begin with the
word's first token.
"""

from __future__ import annotations

from typing import Any

from m2miner.agents.judge import END_WORDS, STEP_WORDS, first_word
from m2miner.errors import ConfigError

JUDGE_WORDS = (*STEP_WORDS, *END_WORDS)
_READ = {word: word for word in JUDGE_WORDS}


def judge_word(answer: object) -> str | None:
    """The judge word an answer or label starts with (``valid``, ``invalid``, ``success``,
    ``failure``; case and punctuation ignored); None when it starts with another word."""
    return first_word(str(answer), _READ)


def judge_completion(answer: str, where: str) -> list[dict[str, Any]]:
    """The assistant turn a judge sample is trained on: the bare word, nothing else.

    Raises :class:`ConfigError` naming ``where`` when ``answer`` does not start with a
    judge word.
    """
    word = judge_word(answer)
    if word is None:
        raise ConfigError(
            f"{where}: judge answer {answer[:80]!r} is not one of {', '.join(JUDGE_WORDS)}",
            hint="export judge data with `m2miner export --format trl --kind judge`",
        )
    return [{"role": "assistant", "content": [{"type": "text", "text": word}]}]


def check_answer_token(processor: Any, prompt: list[dict[str, Any]], word: str) -> None:
    """Fail unless the chat template makes the completion start with ``word``'s first token.

    The completion is rendered the way TRL renders prompt-completion samples (the
    conversation minus the prompt with its generation header) and tokenised on its own,
    as TRL's collator does. A template that inserts text before the answer (a thinking
    block) would train a judge whose first token is not the word.
    """
    tokenizer = getattr(processor, "tokenizer", processor)
    answer = [{"role": "assistant", "content": [{"type": "text", "text": word}]}]
    head = processor.apply_chat_template(prompt, tokenize=False, add_generation_prompt=True)
    full = processor.apply_chat_template(prompt + answer, tokenize=False)
    if not full.startswith(head):
        raise ConfigError(
            "the chat template renders the prompt differently with and without the answer; "
            "cannot check the judge's first answer token",
            hint="use an Instruct checkpoint's chat template (Qwen2.5-VL / Qwen3-VL Instruct)",
        )
    ids = tokenizer.encode(full[len(head) :], add_special_tokens=False)
    want = tokenizer.encode(word, add_special_tokens=False)
    if not ids or not want or ids[0] != want[0]:
        got = tokenizer.decode(ids[:1]) if ids else ""
        raise ConfigError(
            f"the judge answer would start with token {got!r}, not {word!r}: "
            "JudgeAgent reads the first answer token",
            hint="use a chat template that starts the assistant turn with the answer "
            "(an Instruct template, not a thinking one)",
        )
