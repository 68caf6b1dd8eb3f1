"""The verifier contract, its verdicts, and the record of each check on a node.

Every check run on a terminal node is stored in ``node.info["checks"]`` as
:meth:`Check.info`: ``{"method", "passed", "detail", "error", "device_steps",
"model_calls"}``. ``passed`` is True or False when the check decided, None when it could
not (``error`` then says why); an error never counts as a pass.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from m2miner.devices.base import Device

Method = Literal["verifier", "votes", "replay", "requests"]
DEFAULT_TIMEOUT_S = 30.0


@dataclass(frozen=True)
class Verdict:
    """What a verifier found: ``passed`` True/False, or None with ``error`` set."""

    passed: bool | None
    detail: str = ""
    error: str | None = None

    @classmethod
    def failed(cls, error: str, detail: str = "") -> Verdict:
        """A check that could not decide."""
        return cls(None, detail, error)


class Verifier(Protocol):
    """Checks on the device whether an intent was accomplished.

    ``kind`` names the verifier type (``sim``, ``js``, ``adb``, ``python``); ``spec`` is
    the JSON-able form an intents file gives (None for sim tasks, whose predicate comes
    with the task).
    """

    @property
    def kind(self) -> str: ...

    @property
    def spec(self) -> dict[str, Any] | None: ...

    def check(self, device: Device) -> Verdict:
        """Look at ``device`` as it is now (the trajectory's last screen). May raise any
        exception: :func:`run_verifier` records it as an error, never as a pass."""
        ...


@dataclass(frozen=True)
class Check:
    """One check run on a terminal node, as stored in ``info["checks"]``."""

    method: Method
    passed: bool | None
    detail: str = ""
    error: str | None = None
    device_steps: int = 0
    model_calls: int = 0

    def info(self) -> dict[str, Any]:
        return {
            "method": self.method,
            "passed": self.passed,
            "detail": self.detail,
            "error": self.error,
            "device_steps": self.device_steps,
            "model_calls": self.model_calls,
        }


def run_verifier(verifier: Verifier, device: Device, timeout_s: float = DEFAULT_TIMEOUT_S) -> Check:
    """Run ``verifier`` on ``device`` within ``timeout_s``; its :class:`Check`.

    An exception, a verdict that is not a :class:`Verdict`, or no answer within
    ``timeout_s`` is a check with ``passed: None`` and the error. A verifier still running
    at the timeout is left to finish in the background (a thread cannot be stopped); the
    backends' own calls have timeouts too (adb shell, the Appium session).
    """
    box: dict[str, Any] = {}

    def work() -> None:
        try:
            box["verdict"] = verifier.check(device)
        except BaseException as exc:  # recorded, never raised: a check must not end a tree
            box["error"] = f"{type(exc).__name__}: {exc}"

    # A verifier that reads only memory (a sim predicate) cannot hang: it runs in this
    # thread, so the vanilla rollouts that ask it at every end start no thread each.
    thread = None
    if getattr(verifier, "in_memory", False):
        work()
    else:
        thread = threading.Thread(target=work, name=f"verifier-{verifier.kind}", daemon=True)
        thread.start()
        thread.join(timeout_s)
    if thread is not None and thread.is_alive():
        verdict = Verdict.failed(f"no answer within {timeout_s:g} s")
    elif "error" in box:
        verdict = Verdict.failed(str(box["error"])[:500])
    elif not isinstance(box.get("verdict"), Verdict):
        verdict = Verdict.failed(f"the verifier returned {box.get('verdict')!r}, not a Verdict")
    else:
        verdict = box["verdict"]
    return Check("verifier", verdict.passed, _detail(verifier, verdict), verdict.error)


def _detail(verifier: Verifier, verdict: Verdict) -> str:
    if verdict.detail:
        return f"{verifier.kind}: {verdict.detail}"
    # No verdict to describe (an error): say what was being checked.
    spec = {k: v for k, v in (verifier.spec or {}).items() if k != "type"}
    return f"{verifier.kind}: {spec}"[:300] if spec else verifier.kind


def combined(checks: list[Check]) -> bool | None:
    """Whether ``checks`` verify a success: False when one refutes it, True when all
    passed (at least one ran), None otherwise (none ran, or one could not decide)."""
    if any(c.passed is False for c in checks):
        return False
    if checks and all(c.passed is True for c in checks):
        return True
    return None
