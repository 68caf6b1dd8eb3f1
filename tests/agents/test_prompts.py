from __future__ import annotations

import pytest

from m2miner.actions import Action
from m2miner.errors import ConfigError
from m2miner.prompts import (
    DOMAINS,
    action_text,
    history_text,
    load_prompt,
    prompt_fields,
    prompt_names,
    render_prompt,
)

# Every prompt an agent renders, with the fields the agent fills in.
FIELDS = {
    "infer_system": {"tools", "action_format"},
    "infer_user": {"intent", "history"},
    "infer_exclude": {"actions"},
    "infer_retry": {"error"},
    "answer_retry": {"instruction"},
    "orchestra_merge": {"intent", "first", "second"},
    "orchestra_rank": {"intent", "history", "options"},
    "judge_step": {"intent", "history", "action"},
    "judge_terminal": {"intent", "history", "action"},
    "recycle_filter": {"app", "steps"},
    "recycle_write": {"app", "steps"},
    "recycle_verify": {"intent", "steps"},
    "intents_common": {"app", "n"},
    "intents_rewrite": {"app", "intents", "k"},
    "intents_combine": {"app", "intents", "functions", "n"},
}


@pytest.mark.parametrize("domain", DOMAINS)
def test_every_prompt_exists_and_names_exactly_its_fields(domain: str) -> None:
    assert set(prompt_names(domain)) == set(FIELDS)
    for name, fields in FIELDS.items():
        assert prompt_fields(domain, name) == fields, name
        values = {field: f"<{field}>" for field in fields}
        text = render_prompt(domain, name, **values)
        assert "$" not in text
        for field in fields:
            assert f"<{field}>" in text
        assert not text.endswith("\n")


def test_prompts_speak_of_their_domain() -> None:
    assert "Android phone" in load_prompt("mobile", "infer_system")
    assert "mobile browser" in load_prompt("web", "infer_system")
    # Follow-up prompts (a retry, the user turn) go with a system prompt or a question
    # that already says where the agent is.
    follow_ups = {"answer_retry", "infer_exclude", "infer_retry", "infer_user", "infer_system"}
    for name in sorted(set(FIELDS) - follow_ups):
        assert "mobile browser" in load_prompt("web", name)
        assert "browser" not in load_prompt("mobile", name)


def test_infer_user_follows_the_qwen_mobile_agent_format() -> None:
    text = render_prompt("mobile", "infer_user", intent="Turn on Wi-Fi", history="Step 1: a; ")
    assert text == (
        "The user query: Turn on Wi-Fi\n"
        "Task progress (You have done the following operation on the current device): "
        "Step 1: a; "
    )


def test_judge_prompts_ask_for_the_answer_word_first() -> None:
    for domain in DOMAINS:
        assert (
            load_prompt(domain, "judge_step")
            .rstrip()
            .endswith("Answer with a single word first: valid or invalid.")
        )
        assert "success or failure" in load_prompt(domain, "judge_terminal")
        assert "Answer with the letter only." in load_prompt(domain, "orchestra_rank")


def test_render_rejects_missing_and_unused_fields() -> None:
    with pytest.raises(ConfigError, match=r"missing fields \['history'\]"):
        render_prompt("mobile", "infer_user", intent="x")
    with pytest.raises(ConfigError, match=r"unused fields \['extra'\]"):
        render_prompt("mobile", "infer_user", intent="x", history="", extra=1)


def test_unknown_prompt_or_domain() -> None:
    with pytest.raises(ConfigError, match="no prompt named 'nope'"):
        load_prompt("mobile", "nope")
    with pytest.raises(ConfigError, match="unknown prompt domain"):
        load_prompt("desktop", "infer_user")


def test_history_text_numbers_steps_and_keeps_the_last() -> None:
    history = ("Open Settings", 'Click "Wi-Fi"', "Swipe up")
    assert history_text(history) == (
        'Step 1: Open Settings; Step 2: Click "Wi-Fi"; Step 3: Swipe up; '
    )
    assert history_text(history, 2) == 'Step 2: Click "Wi-Fi"; Step 3: Swipe up; '
    assert history_text(history, 0) == ""
    assert history_text((), empty="none yet") == "none yet"
    # Steps left out before the history shift the numbers, limited or not.
    assert history_text(history[1:], first=2) == 'Step 2: Click "Wi-Fi"; Step 3: Swipe up; '
    assert history_text(history, 1, first=11) == "Step 13: Swipe up; "


def test_action_text_uses_the_model_coordinates() -> None:
    click = Action("click", x=540, y=600)
    text = action_text(click, 'Click "Wi-Fi"', 1080, 2400, "norm1000")
    assert text == 'Click "Wi-Fi" {"action": "click", "coordinate": [500, 250]}'
    typed = action_text(Action("type", text="café"), 'Type "café"', 1080, 2400, "qwen25")
    assert typed == 'Type "café" {"action": "type", "text": "café"}'
