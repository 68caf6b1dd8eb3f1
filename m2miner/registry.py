"""Lazy registries of backends: names map to ``"module:Class"`` strings.

Nothing is imported until a backend is chosen, so ``m2miner --help`` never imports torch
or appium. Outside packages add backends through the entry-point groups
``m2miner.devices`` and ``m2miner.models``.
"""

from __future__ import annotations

import importlib
from importlib.metadata import entry_points
from typing import Any

from m2miner.errors import BackendNotFoundError


class Registry:
    """Maps a backend name to the dotted path of its class, resolved on first use."""

    def __init__(self, kind: str, group: str) -> None:
        self.kind = kind
        self.group = group
        self._targets: dict[str, str] = {}
        self._loaded_entry_points = False

    def register(self, name: str, target: str) -> None:
        """Register ``target`` (``"package.module:Class"``) under ``name``."""
        self._targets[name] = target

    def names(self) -> list[str]:
        self._load_entry_points()
        return sorted(self._targets)

    def resolve(self, name: str) -> Any:
        """Import and return the class registered as ``name``."""
        self._load_entry_points()
        try:
            target = self._targets[name]
        except KeyError:
            known = ", ".join(sorted(self._targets))
            raise BackendNotFoundError(
                f"no {self.kind} backend named {name!r}; known: {known}",
                hint=f"install the package that provides it (entry point group {self.group})",
            ) from None
        module_name, _, attr = target.partition(":")
        try:
            module = importlib.import_module(module_name)
        except ImportError as exc:
            raise BackendNotFoundError(
                f"{self.kind} backend {name!r} needs a package that is not installed: {exc.name}",
                hint=_extra_hint(exc.name),
            ) from exc
        return getattr(module, attr)

    def _load_entry_points(self) -> None:
        if self._loaded_entry_points:
            return
        self._loaded_entry_points = True
        for ep in entry_points(group=self.group):
            self._targets.setdefault(ep.name, ep.value)


def _extra_hint(module: str | None) -> str:
    extras = {
        "torch": "train",
        "transformers": "train",
        "trl": "train",
        "peft": "train",
        "vllm": "vllm",
        "appium": "appium",
        "ray": "ray",
        "psycopg": "postgres",
    }
    root = (module or "").split(".")[0]
    extra = extras.get(root)
    if extra:
        return f"pip install 'm2miner[{extra}]'"
    return f"pip install {root}" if root else "check the installation"


DEVICES = Registry("device", "m2miner.devices")
DEVICES.register("sim", "m2miner.devices.sim.device:SimDevice")
DEVICES.register("adb", "m2miner.devices.adb:AdbDevice")
DEVICES.register("appium", "m2miner.devices.appium:AppiumDevice")

MODELS = Registry("model", "m2miner.models")
MODELS.register("openai", "m2miner.llm.openai_compat:OpenAICompatModel")
MODELS.register("hf", "m2miner.llm.hf:HFModel")
MODELS.register("vllm", "m2miner.llm.vllm_local:VLLMModel")
# The replaying model: a dry run answers from a script file (docs/architecture.md).
MODELS.register("scripted", "m2miner.rehearsal.scripted:ScriptedModel")
