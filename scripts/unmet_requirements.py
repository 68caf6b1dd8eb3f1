"""Print the requirements that this Python does not satisfy, one per line; exit 1 if any.

    python3 scripts/unmet_requirements.py EXTRA,EXTRA... [REQUIREMENT...]

Reads pyproject.toml next to this folder: the core dependencies, those of the named
extras, and the extras they ask for in turn (``transformers[serving]``), plus the
REQUIREMENTs given (``torch==2.14.1``). Also unmet: m2miner not installed from this
checkout. Used by scripts/test to skip ``pip install`` when nothing would change; needs
only the standard library and pip.
"""

from __future__ import annotations

import importlib.util
import sys
import tomllib
from collections.abc import Iterable
from importlib import metadata
from pathlib import Path

try:
    from packaging.requirements import Requirement
except ImportError:  # a bare environment: pip carries its own copy
    from pip._vendor.packaging.requirements import Requirement  # type: ignore[no-redef, assignment]

REPO = Path(__file__).resolve().parents[1]


def _applies(req: Requirement, extras: Iterable[str]) -> bool:
    if req.marker is None:
        return True
    return any(req.marker.evaluate({"extra": extra}) for extra in ("", *extras))


def unmet(requirements: Iterable[Requirement]) -> list[str]:
    """The requirements (and their own extras' requirements) not installed as asked."""
    found: list[str] = []
    todo, seen = list(requirements), set()
    while todo:
        req = todo.pop(0)
        if str(req) in seen:
            continue
        seen.add(str(req))
        try:
            version = metadata.version(req.name)
        except metadata.PackageNotFoundError:
            found.append(str(req))
            continue
        if req.specifier and not req.specifier.contains(version, prereleases=True):
            found.append(f"{req} (installed: {version})")
            continue
        for line in (metadata.requires(req.name) or []) if req.extras else []:
            sub = Requirement(line)  # only what the asked-for extras add
            if "extra" in str(sub.marker) and _applies(sub, req.extras):
                todo.append(sub)
    return found


def main(argv: list[str]) -> int:
    extras = [e for e in (argv[0].split(",") if argv else []) if e]
    project = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    wanted = [Requirement(r) for r in project["dependencies"]]
    for extra in extras:
        wanted += [Requirement(r) for r in project["optional-dependencies"][extra]]
    wanted += [Requirement(r) for r in argv[1:]]
    missing = unmet(r for r in wanted if _applies(r, extras))
    spec = importlib.util.find_spec("m2miner")
    if spec is None or not spec.origin or not Path(spec.origin).is_relative_to(REPO):
        missing.insert(0, f"m2miner from {REPO} (pip install -e .)")
    print("\n".join(missing))
    return 1 if missing else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
