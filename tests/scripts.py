"""A script of ``bench/`` or ``scripts/`` loaded as a module, for the tests of its functions."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType


def load_script(path: Path, name: str | None = None) -> ModuleType:
    """The script at ``path`` as the module ``name`` (its file's stem by default). It is
    registered in ``sys.modules`` (dataclasses look their module up there) and its folder
    put on ``sys.path`` (a bench script imports its siblings)."""
    name = name or path.stem
    if str(path.parent) not in sys.path:
        sys.path.insert(0, str(path.parent))
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module
