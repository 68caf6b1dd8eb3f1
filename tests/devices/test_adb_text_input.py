"""Typing text through adb can never run it as shell code, and types exactly the text."""

from __future__ import annotations

import shlex
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from m2miner.devices.text_input import (
    adb_keyboard_commands,
    android_input_text_decode,
    input_text_commands,
    key_name,
    keycode,
    shell_line,
    typed_text,
)
from m2miner.errors import ActionError, DeviceError
from tests.property import given, settings, st

NASTY = "%s$`'\";\\|&<>(){}*?~#!\n\t"
typeable = st.text(
    alphabet=st.one_of(
        st.characters(min_codepoint=0x20, max_codepoint=0x7E), st.sampled_from(NASTY)
    ),
    max_size=40,
)
SHELLS = [s for s in ("sh", "bash") if shutil.which(s)]


def run_in_shell(shell: str, lines: list[str], cwd: Path) -> list[list[str]]:
    """Run the command lines as a device shell would, with ``input``/``am`` replaced by
    functions that print their arguments; returns each call's argv."""
    script = (
        "input() { printf 'input\\0'; printf '%s\\0' \"$@\"; printf '\\1'; }\n"
        "am() { printf 'am\\0'; printf '%s\\0' \"$@\"; printf '\\1'; }\n" + "\n".join(lines)
    )
    out = subprocess.run(
        [shell, "-c", script], cwd=cwd, capture_output=True, check=True, timeout=10
    ).stdout.decode("utf-8")
    return [call.split("\0")[:-1] for call in out.split("\1")[:-1]]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("hello world", [["input", "text", "hello%sworld"]]),
        ("100%s sure", [["input", "text", "100%"], ["input", "text", "s%ssure"]]),
        ("50% off", [["input", "text", "50%%soff"]]),
        (
            "a\nb",
            [
                ["input", "text", "a"],
                ["input", "keyevent", "KEYCODE_ENTER"],
                ["input", "text", "b"],
            ],
        ),
        ("x\t", [["input", "text", "x"], ["input", "keyevent", "KEYCODE_TAB"]]),
    ],
)
def test_input_text_commands_escape_spaces_and_split_literal_percent_s(text, expected):
    assert input_text_commands(text) == expected
    assert typed_text(expected) == text


def test_android_decoder_matches_input_text_rules():
    assert android_input_text_decode("a%sb") == "a b"
    assert android_input_text_decode("%%s") == "% "
    assert android_input_text_decode("100%") == "100%"
    assert android_input_text_decode("%d%s%") == "%d %"


@given(typeable)
@settings(max_examples=300, deadline=None)
def test_every_text_argument_is_one_word_that_decodes_back(text):
    commands = input_text_commands(text)
    for argv in commands:
        assert shlex.split(shell_line(argv)) == argv
        if argv[1] == "text":
            assert argv[2] and " " not in argv[2]
    assert typed_text(commands) == text


@pytest.mark.skipif(not SHELLS, reason="no POSIX shell")
@given(typeable)
@settings(max_examples=120, deadline=None)
def test_a_real_shell_passes_the_text_through_unexpanded(text):
    typing = input_text_commands(text)
    commands = typing + adb_keyboard_commands(text)
    lines = [shell_line(argv) for argv in commands]
    for shell in SHELLS:
        with tempfile.TemporaryDirectory() as tmp:
            calls = run_in_shell(shell, [*lines, "touch ran-to-the-end"], Path(tmp))
            assert calls == commands
            # Nothing the text might have smuggled in ran: the directory holds only
            # the marker the script itself wrote.
            assert sorted(p.name for p in Path(tmp).iterdir()) == ["ran-to-the-end"]
        assert typed_text(calls[: len(typing)]) == text
        assert typed_text(calls[len(typing) :]) == text


@pytest.mark.parametrize(
    "text",
    ["$(touch pwned)", "`touch pwned`", "a; touch pwned", "'; touch pwned; '", "x && touch pwned"],
)
def test_injection_attempts_are_typed_literally(text, tmp_path):
    commands = input_text_commands(text)
    calls = run_in_shell("sh", [shell_line(a) for a in commands], tmp_path)
    assert calls == commands
    assert typed_text(calls) == text
    assert not (tmp_path / "pwned").exists()


@given(st.text(max_size=60))
@settings(max_examples=200, deadline=None)
def test_adb_keyboard_broadcast_types_any_unicode(text):
    (argv,) = adb_keyboard_commands(text)
    assert shlex.split(shell_line(argv)) == argv
    assert typed_text([argv]) == text


@pytest.mark.parametrize("text", ["咖啡", "café", "emoji 🙂", "bell\a"])
def test_input_text_refuses_what_the_keyboard_map_cannot_type(text):
    with pytest.raises(DeviceError, match="cannot type") as info:
        input_text_commands(text)
    assert "ADB Keyboard" in (info.value.hint or "")


@pytest.mark.parametrize(
    ("name", "code"),
    [
        ("BACK", 4),
        ("back", 4),
        ("KEYCODE_HOME", 3),
        ("Enter", 66),
        ("volume_up", 24),
        ("Volume Down", 25),
        ("backspace", 67),
        ("recents", 187),
        ("66", 66),
        ("a", 29),
        ("7", 14),
        ("clear", 28),
    ],
)
def test_key_names_map_to_android_keycodes(name, code):
    assert keycode(name) == code


@pytest.mark.parametrize("name", ["FLY", "9999", "", "KEYCODE_"])
def test_unknown_keys_are_action_errors(name):
    with pytest.raises(ActionError):
        key_name(name)
