"""Reads FlatPress's language files, PHP scripts that fill the ``$lang`` array, without PHP:
each ``$lang [..] [..] = array(..);`` (or a string) is parsed and set at its path. Only
literal strings are kept; a PHP expression inside a string (a constant, a call) reads as
nothing, which no string used here has."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

TOKEN = re.compile(
    r"""(?P<space>\s+|//[^\n]*|\#[^\n]*|/\*.*?\*/|<\?php|\?>)
      |(?P<single>'(?:[^'\\]|\\.)*')
      |(?P<double>"(?:[^"\\]|\\.)*")
      |(?P<var>\$\w+)
      |(?P<number>\d+(?:\.\d+)?)
      |(?P<name>\w+)
      |(?P<op>=>|[\[\]()=,;.\-+*/])""",
    re.S | re.X,
)
DOUBLE = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\", "$": "$"}


def tokens(source: str) -> list[tuple[str, str]]:
    out, pos = [], 0
    while pos < len(source):
        match = TOKEN.match(source, pos)
        if not match:
            raise SystemExit(f"cannot read PHP near {source[pos : pos + 40]!r}")
        pos = match.end()
        kind = match.lastgroup or ""
        text = match.group()
        if kind == "space":
            continue
        if kind == "single":
            out.append(("str", re.sub(r"\\([\\'])", r"\1", text[1:-1])))
        elif kind == "double":
            out.append(("str", re.sub(r"\\(.)", lambda m: DOUBLE.get(m[1], m[0]), text[1:-1])))
        else:
            out.append((kind, text))
    return out


class Parser:
    def __init__(self, source: str) -> None:
        self.toks = tokens(source)
        self.i = 0

    def peek(self) -> tuple[str, str]:
        return self.toks[self.i] if self.i < len(self.toks) else ("end", "")

    def take(self, text: str | None = None) -> tuple[str, str]:
        tok = self.peek()
        if text is not None and tok[1] != text:
            raise SystemExit(f"expected {text!r}, found {tok!r}")
        self.i += 1
        return tok

    def statements(self, table: dict[Any, Any]) -> None:
        while self.peek()[0] != "end":
            kind, text = self.take()
            if kind != "var" or text != "$lang":
                # Anything else (a define, a global): skip to the end of its statement.
                while self.peek()[1] != ";" and self.peek()[0] != "end":
                    self.take()
                self.take()
                continue
            path = []
            while self.peek()[1] == "[":
                self.take("[")
                path.append(self.key())
                self.take("]")
            self.take("=")
            value = self.expr()
            self.take(";")
            if not path:  # ``$lang = array();``
                continue
            node = table
            for key in path[:-1]:
                node = node.setdefault(key, {})
            node[path[-1]] = value

    def key(self) -> Any:
        kind, text = self.take()
        if text == "-":
            return -int(self.take()[1])
        return int(text) if kind == "number" else text

    def expr(self) -> Any:
        text = self.peek()[1]
        if text == "array" and self.toks[self.i + 1][1] == "(":
            self.take()
            return self.items(")")
        if text == "[":
            return self.items("]")
        parts = [self.term()]
        while self.peek()[1] == ".":
            self.take()
            parts.append(self.term())
        return "".join(parts)

    def items(self, close: str) -> dict[Any, Any]:
        self.take()
        out: dict[Any, Any] = {}
        index = 0
        while self.peek()[1] != close:
            start = self.i
            value = self.expr()
            if self.peek()[1] == "=>":
                self.i = start
                key = self.key()
                self.take("=>")
                value = self.expr()
            else:
                key, index = index, index + 1
            out[key] = value
            if self.peek()[1] == ",":
                self.take()
        self.take(close)
        return out

    def term(self) -> str:
        kind, text = self.take()
        if kind == "str":
            return text
        if text == "(":
            value = self.expr()
            self.take(")")
            return value if isinstance(value, str) else ""
        if kind == "name" and self.peek()[1] == "(":  # a call: its value is not known
            depth = 0
            while True:
                t = self.take()[1]
                depth += {"(": 1, ")": -1}.get(t, 0)
                if depth == 0:
                    break
        return ""


def read_lang(path: Path, table: dict[Any, Any]) -> None:
    """Set into ``table`` what the language file at ``path`` assigns to ``$lang``."""
    Parser(path.read_text(encoding="utf-8")).statements(table)
