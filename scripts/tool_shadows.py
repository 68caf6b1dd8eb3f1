"""Print what a tool's virtualenv must install to shadow the outer environment, one per line.

    .venvs/NAME/bin/python scripts/tool_shadows.py

A tool's virtualenv (scripts/test's ``tool_env``) sees the outer environment's packages
after its own, so that torch is not installed three times. That goes wrong for a package
a library imports whenever it is installed, without requiring it: the outer environment
holds the version its own, newer library asks for, and the tool's older library finds it
and breaks at import. transformers imports ``kernels`` so (its hub-kernels integration):
the outer transformers 5.25 requires kernels 0.19, which LLaMA-Factory's transformers 5.6
(written for kernels 0.12) cannot construct its layers with.

For every distribution installed in the virtualenv itself, each requirement on one of
``IMPORTED_WHEN_PRESENT`` under any extra is checked against the version the virtualenv
sees; a mismatch is printed as the requirement, for ``pip install`` into the virtualenv.
"""

from __future__ import annotations

import sysconfig
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement

IMPORTED_WHEN_PRESENT = frozenset({"kernels"})
"""Packages a library imports at its own import whenever they are installed."""


def shadows() -> list[str]:
    """The requirements the virtualenv must install itself (empty when none)."""
    own = Path(sysconfig.get_path("purelib")).resolve()
    found: dict[str, str] = {}
    for dist in metadata.distributions():
        if Path(str(dist.locate_file(""))).resolve() != own:
            continue  # the outer environment's: its requirements are its own affair
        for text in dist.requires or []:
            req = Requirement(text)
            if req.name.lower() not in IMPORTED_WHEN_PRESENT:
                continue
            try:
                seen = metadata.version(req.name)
            except metadata.PackageNotFoundError:
                continue  # not installed anywhere: nothing imports it
            if not req.specifier.contains(seen, prereleases=True):
                found[req.name.lower()] = f"{req.name}{req.specifier}"
    return sorted(found.values())


if __name__ == "__main__":
    print("\n".join(shadows()))
