"""Text and key names turned into Android shell commands that can never run as code.

Everything here is pure: each function returns argument vectors (``["input", "text",
"a%sb"]``) and :func:`shell_line` quotes them for the device shell, which receives the
whole command as one string (``sh -c``). Three layers interpret the text on its way:

1. the device shell, defeated by quoting every argument with :func:`shlex.quote`;
2. ``input text`` itself, which turns ``%s`` into a space and nothing else (there is no
   escape for a literal ``%s``: :func:`android_input_text_decode` mirrors its loop), so
   text is cut into several ``input text`` calls wherever a literal ``%`` precedes ``s``;
3. the virtual keyboard map, which has keys for printable ASCII only; newlines and tabs
   become ENTER and TAB key events, anything else needs ADB Keyboard
   (:func:`adb_keyboard_commands`), which receives base64 and types any Unicode text.
"""

from __future__ import annotations

import base64
import re
import shlex
from collections.abc import Sequence

from m2miner.errors import ActionError, DeviceError

ADB_KEYBOARD_PACKAGE = "com.android.adbkeyboard"
ADB_KEYBOARD_IME = "com.android.adbkeyboard/.AdbIME"

# Android KeyEvent codes by their name without the KEYCODE_ prefix.
KEYCODES: dict[str, int] = {
    "HOME": 3,
    "BACK": 4,
    "CALL": 5,
    "ENDCALL": 6,
    "DPAD_UP": 19,
    "DPAD_DOWN": 20,
    "DPAD_LEFT": 21,
    "DPAD_RIGHT": 22,
    "DPAD_CENTER": 23,
    "VOLUME_UP": 24,
    "VOLUME_DOWN": 25,
    "POWER": 26,
    "CAMERA": 27,
    "CLEAR": 28,
    "COMMA": 55,
    "PERIOD": 56,
    "TAB": 61,
    "SPACE": 62,
    "ENTER": 66,
    "DEL": 67,
    "MENU": 82,
    "NOTIFICATION": 83,
    "SEARCH": 84,
    "MEDIA_PLAY_PAUSE": 85,
    "MEDIA_STOP": 86,
    "MEDIA_NEXT": 87,
    "MEDIA_PREVIOUS": 88,
    "PAGE_UP": 92,
    "PAGE_DOWN": 93,
    "ESCAPE": 111,
    "FORWARD_DEL": 112,
    "MOVE_HOME": 122,
    "MOVE_END": 123,
    "VOLUME_MUTE": 164,
    "APP_SWITCH": 187,
    "BRIGHTNESS_DOWN": 220,
    "BRIGHTNESS_UP": 221,
    "SLEEP": 223,
    "WAKEUP": 224,
    "CUT": 277,
    "COPY": 278,
    "PASTE": 279,
}
KEYCODES.update({str(d): 7 + d for d in range(10)})
KEYCODES.update({chr(ord("A") + i): 29 + i for i in range(26)})

# The action space's system buttons as key names.
BUTTON_KEYS = {"Back": "BACK", "Home": "HOME", "Menu": "MENU", "Enter": "ENTER"}

# Other spellings models use for the same keys (mobile_use, UI-TARS, plain English).
KEY_ALIASES: dict[str, str] = {
    "RETURN": "ENTER",
    "BACKSPACE": "DEL",
    "DELETE": "DEL",
    "ESC": "ESCAPE",
    "UP": "DPAD_UP",
    "DOWN": "DPAD_DOWN",
    "LEFT": "DPAD_LEFT",
    "RIGHT": "DPAD_RIGHT",
    "CENTER": "DPAD_CENTER",
    "ARROWUP": "DPAD_UP",
    "ARROWDOWN": "DPAD_DOWN",
    "ARROWLEFT": "DPAD_LEFT",
    "ARROWRIGHT": "DPAD_RIGHT",
    "ARROW_UP": "DPAD_UP",
    "ARROW_DOWN": "DPAD_DOWN",
    "ARROW_LEFT": "DPAD_LEFT",
    "ARROW_RIGHT": "DPAD_RIGHT",
    "RECENT": "APP_SWITCH",
    "RECENTS": "APP_SWITCH",
    "RECENT_APPS": "APP_SWITCH",
    "OVERVIEW": "APP_SWITCH",
    "MUTE": "VOLUME_MUTE",
    "VOLUMEUP": "VOLUME_UP",
    "VOLUMEDOWN": "VOLUME_DOWN",
    "PAGEUP": "PAGE_UP",
    "PAGEDOWN": "PAGE_DOWN",
    "END": "MOVE_END",
    "PLAY_PAUSE": "MEDIA_PLAY_PAUSE",
    "NOTIFICATIONS": "NOTIFICATION",
}


def key_name(text: str) -> str:
    """The canonical key name (a :data:`KEYCODES` key) for what a model wrote.

    Accepts ``back``, ``KEYCODE_BACK``, ``Volume Up``, ``volume-up``, ``backspace``, a
    single letter or digit, and numeric keycodes of two or more digits (``66``), as
    ``adb shell input keyevent`` does. Raises :class:`ActionError` for unknown names.
    """
    raw = text.strip()
    if len(raw) >= 2 and raw.isdigit():
        code = int(raw)
        for name, value in KEYCODES.items():
            if value == code and len(name) > 1:
                return name
        raise ActionError(f"unknown Android keycode {code}")
    name = raw.upper().replace("-", "_").replace(" ", "_")
    name = name.removeprefix("KEYCODE_")
    name = KEY_ALIASES.get(name, name)
    if name not in KEYCODES:
        raise ActionError(
            f"unknown key {text!r}",
            hint="use an Android key name such as BACK, HOME, ENTER, DEL, VOLUME_UP",
        )
    return name


def keycode(text: str) -> int:
    """The Android keycode for a key name (see :func:`key_name`)."""
    return KEYCODES[key_name(text)]


def shell_line(argv: Sequence[str]) -> str:
    """One command line for the device shell, each argument quoted as a single word."""
    return " ".join(shlex.quote(arg) for arg in argv)


def android_input_text_decode(arg: str) -> str:
    """What ``input text ARG`` types: a mirror of Android's ``sendText`` escape loop.

    ``%s`` becomes a space; a ``%`` before anything else stays. Used to prove that
    :func:`input_text_commands` types exactly the text it was given.
    """
    buff = list(arg)
    escape = False
    i = 0
    while i < len(buff):
        if escape:
            escape = False
            if buff[i] == "s":
                buff[i] = " "
                i -= 1
                del buff[i]
        if buff[i] == "%":
            escape = True
        i += 1
    return "".join(buff)


def _printable_ascii(ch: str) -> bool:
    return " " <= ch <= "~"


def _pieces(line: str) -> list[str]:
    """Cut ``line`` where a literal ``%`` is followed by ``s`` (no escape exists for it)."""
    pieces: list[str] = []
    start = 0
    for i in range(1, len(line)):
        if line[i - 1] == "%" and line[i] == "s":
            pieces.append(line[start:i])
            start = i
    pieces.append(line[start:])
    return [p for p in pieces if p]


_CONTROL_KEYS = {"\n": "KEYCODE_ENTER", "\t": "KEYCODE_TAB"}


def input_text_commands(text: str) -> list[list[str]]:
    """Commands that type ``text`` with ``input text`` (and ENTER/TAB key events).

    Only printable ASCII, newlines and tabs can be typed this way; anything else raises
    :class:`DeviceError` with a hint to install ADB Keyboard. Never returns a command
    whose text argument the device shell or ``input`` would change.
    """
    bad = sorted({ch for ch in text if not _printable_ascii(ch) and ch not in _CONTROL_KEYS})
    if bad:
        shown = ", ".join(repr(ch) for ch in bad[:5])
        raise DeviceError(
            f"'input text' cannot type {shown}: only printable ASCII, newlines and tabs",
            hint=f"install ADB Keyboard ({ADB_KEYBOARD_PACKAGE}) on the device to type any text",
        )
    commands: list[list[str]] = []
    for part in re.split(r"([\n\t])", text):
        if part in _CONTROL_KEYS:
            commands.append(["input", "keyevent", _CONTROL_KEYS[part]])
        else:
            commands += [["input", "text", p.replace(" ", "%s")] for p in _pieces(part)]
    return commands


def adb_keyboard_commands(text: str) -> list[list[str]]:
    """The ADB Keyboard broadcast that types ``text`` (any Unicode) into the focused field."""
    payload = base64.b64encode(text.encode("utf-8")).decode("ascii")
    return [["am", "broadcast", "-a", "ADB_INPUT_B64", "--es", "msg", payload]]


CLEAR_FIELD_DELETES = 160
"""Backspaces that clear a field where ADB Keyboard is missing (after moving to its end)."""


def clear_field_commands(adb_keyboard: bool) -> list[list[str]]:
    """Commands that empty the focused field, as ``type`` does before it types (it
    replaces the field's text). ADB Keyboard clears the whole field; plain ``input`` moves
    to the end of the text and deletes :data:`CLEAR_FIELD_DELETES` characters back, in
    one command (a longer text keeps its beginning)."""
    if adb_keyboard:
        return [["am", "broadcast", "-a", "ADB_CLEAR_TEXT"]]
    deletes = ["KEYCODE_DEL"] * CLEAR_FIELD_DELETES
    return [["input", "keyevent", "KEYCODE_MOVE_END", *deletes]]


def typed_text(commands: Sequence[Sequence[str]]) -> str:
    """The text a list of commands from this module types; the inverse of building them."""
    out: list[str] = []
    for argv in commands:
        if list(argv[:2]) == ["input", "text"]:
            out.append(android_input_text_decode(argv[2]))
        elif list(argv[:2]) == ["input", "keyevent"]:
            out.append({v: k for k, v in _CONTROL_KEYS.items()}[argv[2]])
        elif list(argv[:4]) == ["am", "broadcast", "-a", "ADB_INPUT_B64"]:
            out.append(base64.b64decode(argv[6]).decode("utf-8"))
        else:
            raise ValueError(f"not a typing command: {argv!r}")
    return "".join(out)
