"""A JavaScript expression evaluated in the page: the web verifier.

The expression is evaluated with ``return (EXPR);`` through the Appium/Chromium session
(``execute_script``): it sees the page's DOM, ``localStorage``, ``location``. It must
evaluate to ``true`` or ``false``; anything else (a string, null, a thrown error) is an
error, never a pass::

    {"type": "js", "expr": "localStorage.getItem('cart') !== null"}
    {"type": "js", "expr": "location.pathname.endsWith('/done.html')"}
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from m2miner.devices.base import Device
from m2miner.verify.base import Verdict


@dataclass(frozen=True)
class JsVerifier:
    """``expr`` evaluated in the page of a web device."""

    expr: str
    kind: str = "js"
    spec: dict[str, Any] | None = field(default=None, compare=False)
    label: str = ""
    """How verdicts name the check (a template's name), else the expression."""

    def check(self, device: Device) -> Verdict:
        run = getattr(device, "execute_script", None)
        if device.domain != "web" or not callable(run):
            return Verdict.failed(f"{device.name} is not a web device: a js verifier needs one")
        return verdict_of(self.label or self.expr, run(f"return ({self.expr});"))


def verdict_of(expr: str, value: object) -> Verdict:
    """The verdict on what ``expr`` returned: true or false, anything else an error."""
    if isinstance(value, bool):
        return Verdict(value, f"{_short(expr)} is {str(value).lower()}")
    return Verdict.failed(f"{_short(expr)} gave {value!r}, not true or false")


def _short(text: str, limit: int = 80) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
