"""Secrets never leave the process: redaction of keys from everything that is written.

A model server that echoes the request's headers in an error body, a proxy that quotes
the URL with its ``api_key=`` parameter, a traceback that prints a config: each would put
an API key into an error text, and from there into the store, the logs, an export or the
viewer. :func:`redact` replaces, in any text:

- every **registered secret** (:func:`register_secret`; the OpenAI-compatible backend
  registers the key it reads from ``api_key_env``), also URL-encoded, and a registered
  secret cut off at the end of a truncated text (its first 8 or more characters);
- anything **shaped like a credential**: an ``Authorization:`` / ``Proxy-Authorization:``
  header's value, ``Bearer …`` and ``Basic …`` tokens, ``api_key=…``, ``"api-key": "…"``,
  ``x-api-key``, ``access_token``, ``client_secret`` … assignments, and key formats with a
  known prefix (``sk-…``, ``hf_…``, ``ghp_…``, ``AKIA…``, ``xox?-…``).

:func:`redact_value` applies it to every string (keys included) of JSON-like data. The
store's text and JSON columns pass every value through it on the way to the database,
the CLI's error messages and the viewer's pages through :func:`redact`, and
:func:`install_log_filter` puts it on the root logger's handlers.

Secrets shorter than :data:`MIN_SECRET` characters are not registered: replacing a short
word everywhere would corrupt data; such a key is still caught where it stands after
``Bearer`` or ``api_key=``.
"""

from __future__ import annotations

import json
import logging
import re
import threading
from collections.abc import Iterable
from typing import Any
from urllib.parse import quote

MASK = "[REDACTED]"
MIN_SECRET = 8
"""The shortest value :func:`register_secret` accepts."""

_VALUE = r"(?:\[REDACTED\]|[^\s\"'&,;<>{}()\[\]]+)"
_SHAPES = re.compile(
    "|".join(
        (
            # A header line or a JSON/dict entry: Authorization: Bearer abc / "authorization": "…"
            rf"(?P<h>\b(?:proxy-)?authorization[\"']?\s*[:=]\s*[\"']?)"
            rf"(?:(?:bearer|basic|token|digest|apikey)\s+)?{_VALUE}",
            rf"(?P<b>\b(?:bearer|basic)\s+){_VALUE}",
            r"(?P<k>\b(?:x-)?(?:api[_-]?key|apikey|access[_-]?token|auth[_-]?token|"
            r"refresh[_-]?token|secret[_-]?key|client[_-]?secret|private[_-]?key|password)"
            rf"[\"']?\s*[:=]\s*[\"']?){_VALUE}",
            r"\b(?:sk-(?:proj-|ant-|live-)?[A-Za-z0-9_\-]{16,}|hf_[A-Za-z0-9]{20,}|"
            r"gh[pousr]_[A-Za-z0-9]{20,}|AKIA[0-9A-Z]{16}|xox[abpr]-[A-Za-z0-9\-]{10,}|"
            r"AIza[0-9A-Za-z_\-]{30,})",
        )
    ),
    re.IGNORECASE,
)
# Bearer/Basic are words too ("basic settings"): only a value that looks like a token.
_TOKENISH = re.compile(r"[A-Za-z0-9._~+/=\-]{16,}|(?=[^\d]*\d)[A-Za-z0-9._~+/=\-]{8,}")

_lock = threading.Lock()
_secrets: set[str] = set()
_literal: re.Pattern[str] | None = None
_heads: re.Pattern[str] | None = None
"""The first :data:`MIN_SECRET` characters of every secret: where none occurs, no secret
(whole or cut off) does."""
_tails: tuple[str, ...] = ()


def register_secret(value: str | None) -> None:
    """Redact ``value`` (and its URL-encoded form) from everything written from now on.
    Values shorter than :data:`MIN_SECRET` are ignored (see the module docstring)."""
    global _literal, _heads, _tails
    if not value or len(value.strip()) < MIN_SECRET:
        return
    value = value.strip()
    with _lock:
        if value in _secrets:
            return
        _secrets.add(value)
        forms = {s for v in _secrets for s in (v, quote(v, safe=""))}
        _literal = re.compile("|".join(re.escape(f) for f in sorted(forms, key=len, reverse=True)))
        _heads = re.compile("|".join(sorted({re.escape(f[:MIN_SECRET]) for f in forms})))
        _tails = tuple(sorted(_secrets, key=len, reverse=True))


def registered() -> int:
    """How many secrets are registered."""
    return len(_secrets)


def forget_secrets() -> None:
    """Unregister every secret (for tests that register their own)."""
    global _literal, _heads, _tails
    with _lock:
        _secrets.clear()
        _literal, _heads, _tails = None, None, ()


# Every credential shape holds one of these (case folded): a substring test in C rules
# out most texts before the shapes' regular expression runs.
_CUES = ("authoriz", "bearer", "basic", "key", "token", "secret", "password", "sk-", "hf_",
         "gho_", "ghp_", "ghu_", "ghs_", "ghr_", "akia", "xox", "aiza")  # fmt: skip


def _suspect(text: str) -> bool:
    """Whether ``text`` may hold something to redact."""
    heads = _heads
    if heads is not None and heads.search(text) is not None:
        return True
    folded = text.lower()
    return any(cue in folded for cue in _CUES) and _SHAPES.search(text) is not None


def redact(text: str) -> str:
    """``text`` with every secret and credential-shaped value replaced by ``[REDACTED]``."""
    if not text or not _suspect(text):
        return text
    literal = _literal
    if literal is not None:
        text = literal.sub(MASK, text)
        text = _cut_tail(text)
    return _SHAPES.sub(_mask, text)


def _mask(m: re.Match[str]) -> str:
    for group in ("h", "b", "k"):
        prefix = m.group(group)
        if prefix is not None:
            value = m.group(0)[len(prefix) :]
            if group == "b" and not _TOKENISH.fullmatch(value):
                return m.group(0)
            if value == MASK or value.startswith(MASK):
                return m.group(0)
            return prefix + MASK
    return MASK


def _cut_tail(text: str) -> str:
    """A registered secret cut off by truncation: its first characters end the text."""
    for secret in _tails:
        start = text.find(secret[:MIN_SECRET], max(0, len(text) - len(secret) + 1))
        while start != -1:
            if secret.startswith(text[start:]):
                return text[:start] + MASK
            start = text.find(secret[:MIN_SECRET], start + 1)
    return text


def redact_value(value: Any) -> Any:
    """JSON-like ``value`` with :func:`redact` applied to every string, keys included.
    Returns ``value`` itself when nothing changed (checked on its JSON text first, so a
    clean value costs one serialisation and a regex scan)."""
    if isinstance(value, dict | list | tuple):
        try:
            text = json.dumps(value, ensure_ascii=False, default=str)
        except (TypeError, ValueError):
            text = None
        if text is not None and not _suspect(text):
            return value
    return _redact_walk(value)


def _redact_walk(value: Any) -> Any:
    if isinstance(value, str):
        return redact(value)
    if isinstance(value, dict):
        out = {_redact_walk(k): _redact_walk(v) for k, v in value.items()}
        return value if out == value else out
    if isinstance(value, list | tuple):
        items = [_redact_walk(v) for v in value]
        if all(a is b for a, b in zip(items, value, strict=True)):
            return value
        return type(value)(items) if isinstance(value, tuple) else items
    return value


class RedactingFilter(logging.Filter):
    """A logging filter that redacts a record's formatted message (and drops its args)."""

    def filter(self, record: logging.LogRecord) -> bool:
        try:
            message = record.getMessage()
        except (TypeError, ValueError):
            return True
        clean = redact(message)
        if clean != message:
            record.msg, record.args = clean, None
        if record.exc_info and record.exc_info[1] is not None:
            text = logging.Formatter().formatException(record.exc_info)
            record.exc_text = redact(text)
        return True


_FILTER = RedactingFilter()


def install_log_filter(handlers: Iterable[logging.Handler] | None = None) -> None:
    """Put the redacting filter on ``handlers`` (default: the root logger's, and the
    handler Python writes to when none is configured)."""
    if handlers is None:
        handlers = [*logging.getLogger().handlers, *filter(None, [logging.lastResort])]
    for handler in handlers:
        if _FILTER not in handler.filters:
            handler.addFilter(_FILTER)
