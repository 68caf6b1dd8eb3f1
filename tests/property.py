"""Hypothesis's ``given``, ``settings`` and ``strategies``, or stand-ins that skip.

Hypothesis is in the dev extra. Without it, a property test skips with the command that
installs it, and the example-based tests of the same module still run (importing
hypothesis directly would make the whole module fail to collect).
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from typing import Any

import pytest

from tests.extras import missing_reason

__all__ = ["given", "settings", "st"]

if importlib.util.find_spec("hypothesis") is not None:
    from hypothesis import given, settings
    from hypothesis import strategies as st
else:

    class _Anything:
        """Absorbs whatever a module builds strategies with: ``st.text(...).map(f)``."""

        def __getattr__(self, name: str) -> _Anything:
            return self

        def __call__(self, *args: Any, **kwargs: Any) -> _Anything:
            return self

    st = _Anything()  # type: ignore[assignment]

    def given(*args: Any, **kwargs: Any) -> Callable[[Callable[..., Any]], Any]:  # type: ignore[no-redef]
        return pytest.mark.skip(reason=missing_reason("hypothesis") or "needs hypothesis")

    def settings(*args: Any, **kwargs: Any) -> Callable[[Callable[..., Any]], Any]:  # type: ignore[no-redef]
        return lambda test: test
