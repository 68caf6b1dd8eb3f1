"""A Python check, named by ``module:function`` or registered through an entry point.

Outside packages register checks in the entry-point group ``m2miner.verifiers``::

    [project.entry-points."m2miner.verifiers"]
    cart-has-item = "mychecks.shop:cart_has_item"

and an intent names one with ``{"type": "python", "name": "cart-has-item"}``, or refers
to any importable function with ``{"type": "python", "ref": "mychecks.shop:cart_has_item"}``.
``params`` are passed as keyword arguments. The function is called as
``fn(device, **params)`` with the device at the trajectory's last screen (the backend
object: ``AdbDevice``, ``AppiumDevice``, ``SimDevice``) and returns a bool, or a
:class:`~m2miner.verify.base.Verdict` to add a detail. Anything else it returns, and any
exception it raises, is recorded as an error.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from m2miner.devices.base import Device
from m2miner.errors import ConfigError
from m2miner.registry import Registry
from m2miner.verify.base import Verdict

GROUP = "m2miner.verifiers"
VERIFIERS = Registry("verifier", GROUP)
"""Python checks by name: entry points of ``m2miner.verifiers``, or registered in code."""


def load_function(ref: str) -> Callable[..., Any]:
    """The function ``module:function`` names; ConfigError when it cannot be imported."""
    module_name, _, attr = ref.partition(":")
    if not module_name or not attr:
        raise ConfigError(
            f"python verifier {ref!r} is not a module:function reference",
            hint='write it as "package.module:function"',
        )
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise ConfigError(
            f"python verifier {ref!r}: cannot import {module_name}: {exc}",
            hint="install the package that holds the check, or fix the module name",
        ) from None
    fn = getattr(module, attr, None)
    if not callable(fn):
        raise ConfigError(f"python verifier {ref!r}: {module_name} has no function {attr!r}")
    return fn  # type: ignore[no-any-return]


def resolve_name(name: str) -> Callable[..., Any]:
    """The check registered as ``name`` (entry point group ``m2miner.verifiers``)."""
    if name not in VERIFIERS.names():
        known = ", ".join(VERIFIERS.names()) or "none installed"
        raise ConfigError(
            f"no python verifier named {name!r} (registered: {known})",
            hint=f"install the package that registers it in the entry point group {GROUP}, "
            'or refer to the function itself with "ref": "package.module:function"',
        )
    fn = VERIFIERS.resolve(name)
    if not callable(fn):
        raise ConfigError(f"python verifier {name!r} is registered as {fn!r}, not a function")
    return fn  # type: ignore[no-any-return]


@dataclass(frozen=True)
class PythonVerifier:
    """``fn(device, **params)`` of a registered or referenced Python check."""

    label: str
    fn: Callable[..., Any] = field(compare=False)
    params: Mapping[str, Any] = field(default_factory=dict, compare=False)
    kind: str = "python"
    spec: dict[str, Any] | None = field(default=None, compare=False)

    def check(self, device: Device) -> Verdict:
        backend = getattr(device, "unwrapped", device)
        value = self.fn(backend, **dict(self.params))
        if isinstance(value, Verdict):
            return value
        if isinstance(value, bool):
            return Verdict(value, f"{self.label} returned {value}")
        return Verdict.failed(f"{self.label} returned {value!r}, not a bool or a Verdict")
