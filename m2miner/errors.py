"""One exception tree for m2miner, split by what the caller should do.

Only ``m2miner.cli`` turns these into messages and exit codes; library code raises them
with enough data attached (serial, status code, raw text) to say how to fix the problem.
"""

from __future__ import annotations

from typing import Any


class M2MinerError(Exception):
    """Base class of every error m2miner raises on purpose."""

    hint: str | None = None

    def __init__(self, message: str, *, hint: str | None = None) -> None:
        super().__init__(message)
        if hint is not None:
            self.hint = hint


class ConfigError(M2MinerError):
    """The configuration (file, environment or flags) is invalid; the message names the key."""


class ActionError(M2MinerError):
    """An action is invalid: wrong type, missing argument, out-of-range value."""


class MalformedActionError(ActionError):
    """Model output could not be parsed into an action; ``raw`` keeps the text."""

    def __init__(self, message: str, raw: str, *, hint: str | None = None) -> None:
        super().__init__(message, hint=hint)
        self.raw = raw


class DeviceError(M2MinerError):
    """The device failed to do what was asked (a step may be retried)."""

    def __init__(self, message: str, *, serial: str | None = None, hint: str | None = None):
        super().__init__(message, hint=hint)
        self.serial = serial


class DeviceDisconnectedError(DeviceError):
    """The device went away (offline, session gone); it must be reconnected or replaced."""


class UnsafeActionError(DeviceError):
    """The safety policy refused an action (irreversible operation, unchecked screen,
    leaving the app); ``verdict`` is its :class:`m2miner.safety.policy.Verdict`."""

    def __init__(
        self,
        message: str,
        *,
        verdict: Any = None,
        serial: str | None = None,
        hint: str | None = None,
    ):
        super().__init__(message, serial=serial, hint=hint)
        self.verdict = verdict


class ModelError(M2MinerError):
    """A model backend failed to answer (after its own retries).

    ``faults`` names the failure of every attempt, the last one included, in order, with
    the kinds a node's ``info["faults"]`` uses (``model_timeout``, ``model_5xx`` ...).
    """

    faults: tuple[str, ...] = ()

    def __init__(self, message: str, *, status_code: int | None = None, hint: str | None = None):
        super().__init__(message, hint=hint)
        self.status_code = status_code


class ModelTimeoutError(ModelError):
    """A model call ran past its timeout."""


class ModelUnavailableError(ModelError):
    """The model server cannot be reached or the model is not served there."""


class StoreError(M2MinerError):
    """The database or the screenshot store failed or holds something unexpected."""


class NotFoundError(StoreError):
    """A run, tree, node or intent with the given id does not exist."""


class LeaseHeldError(StoreError):
    """Another live process holds the lease of what we want to write (``run:7``)."""

    def __init__(
        self, message: str, *, key: str, host: str, pid: int, hint: str | None = None
    ) -> None:
        super().__init__(message, hint=hint)
        self.key = key
        self.host = host
        self.pid = pid


class OutputError(M2MinerError):
    """A file or directory could not be written where the user asked (permissions, a full
    disk, a path that cannot hold it); ``path`` names it."""

    def __init__(self, message: str, *, path: str | None = None, hint: str | None = None):
        super().__init__(message, hint=hint)
        self.path = path


class BackendNotFoundError(ConfigError):
    """No device or model backend is registered under the given name."""
