"""The import structure of m2miner, read from the source with ``ast``.

    python scripts/import_graph.py           the three counts and every import behind them
    python scripts/import_graph.py --json    the same as JSON

It reports what the layering of docs/architecture.md forbids:

* **cycle edges**: imports from one top-level package of m2miner to another that lie on a
  cycle (the imported package imports the importer back, directly or through others);
* **into mining**: imports of ``m2miner.mining`` from a package the layers put below it;
* **test doubles**: imports of ``m2miner.testing`` from production code outside it;
* **upward**: imports of a package that the layers put above the importer.

Every import counts: at module level, inside functions (deferred imports are still
dependencies) and under ``TYPE_CHECKING``. A package is what follows ``m2miner.``
(``m2miner.mining.run`` is in ``mining``; a top-level module such as ``m2miner.actions``
is its own package). Each (importing module, imported module) pair counts once.
"""

from __future__ import annotations

import argparse
import ast
import json
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "m2miner"

LAYERS: tuple[tuple[str, ...], ...] = (
    ("cli", "doctor", "__main__"),
    ("loop", "train", "view", "rl"),
    ("scaleout", "mining"),
    ("export", "verify"),
    ("agents",),
    ("critic",),
    ("store", "safety", "rehearsal", "llm"),
    ("devices", "prompts"),
    ("mcts", "actions", "action_parse", "config", "config_sources", "coords", "registry"),
    ("errors", "procs", "redact", "m2miner"),
)
"""The layers of docs/architecture.md, top first: a package imports packages of its own
layer or below. ``rl`` sits above mining and verify; ``doctor`` beside the CLI; the small
modules of the package root (and the root itself, for its version) with the lowest
layer. ``testing`` is in no layer: it is test code that production must not import."""
LAYER_OF = {p: i for i, layer in enumerate(LAYERS) for p in layer}
BELOW_MINING = frozenset(p for p, i in LAYER_OF.items() if i > LAYER_OF["mining"])
TEST_DOUBLES = "testing"


@dataclass(frozen=True)
class Import:
    """``importer`` (a module) imports ``imported`` (a module) at ``line`` of ``path``."""

    importer: str
    imported: str
    path: str
    line: int

    @property
    def edge(self) -> tuple[str, str]:
        return package_of(self.importer), package_of(self.imported)

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.importer} -> {self.imported}"


@dataclass
class Report:
    cycle_edges: list[Import] = field(default_factory=list)
    into_mining: list[Import] = field(default_factory=list)
    test_doubles: list[Import] = field(default_factory=list)
    upward: list[Import] = field(default_factory=list)
    """Imports of a package of a higher layer (the same layer is allowed, cycles aside)."""
    cycles: list[list[str]] = field(default_factory=list)
    """The packages of each tangle (strongly connected set of more than one package)."""

    def package_edges(self) -> dict[str, int]:
        """``"a -> b"``: how many of the cycle edges go from package a to package b."""
        edges: dict[str, int] = {}
        for imp in self.cycle_edges:
            key = " -> ".join(imp.edge)
            edges[key] = edges.get(key, 0) + 1
        return dict(sorted(edges.items()))

    def counts(self) -> dict[str, int]:
        return {
            "cycle_edges": len(self.cycle_edges),
            "into_mining": len(self.into_mining),
            "test_doubles": len(self.test_doubles),
            "upward": len(self.upward),
        }


def package_of(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def module_name(path: Path, root: Path) -> str:
    rel = path.relative_to(root).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _resolve(module: str, is_package: bool, level: int, target: str | None) -> str:
    """The absolute name of a (possibly relative) ``from`` import's module."""
    if level == 0:
        return target or ""
    base = module.split(".")
    if not is_package:
        base = base[:-1]
    base = base[: len(base) - (level - 1)]
    return ".".join([*base, target] if target else base)


def imports_of(path: Path, root: Path, known: set[str]) -> Iterator[Import]:
    """Every import of m2miner in the file ``path``, as modules that exist in ``known``
    (``from m2miner.mining import run`` imports ``m2miner.mining.run``)."""
    module = module_name(path, root)
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    rel = path.relative_to(root).as_posix()
    seen: set[str] = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Import | ast.ImportFrom):
            continue
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        else:
            base = _resolve(module, path.name == "__init__.py", node.level, node.module)
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                targets.append(sub if sub in known else base)
        for target in targets:
            if target.split(".")[0] != PACKAGE or target in seen:
                continue
            seen.add(target)
            yield Import(module, target, rel, node.lineno)


def all_imports(root: Path = ROOT) -> list[Import]:
    files = sorted((root / PACKAGE).rglob("*.py"))
    known = {module_name(f, root) for f in files}
    return [imp for f in files for imp in imports_of(f, root, known)]


def _reachable(graph: dict[str, set[str]], start: str) -> set[str]:
    seen: set[str] = set()
    todo = [start]
    while todo:
        for nxt in graph.get(todo.pop(), ()):
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen


def analyse(imports: list[Import]) -> Report:
    graph: dict[str, set[str]] = {}
    for imp in imports:
        a, b = imp.edge
        if a != b:
            graph.setdefault(a, set()).add(b)
    reach = {p: _reachable(graph, p) for p in graph}
    report = Report()
    tangles: set[frozenset[str]] = set()
    for p in graph:
        if p in reach[p]:
            tangles.add(frozenset(q for q in reach[p] if p in reach.get(q, set())))
    report.cycles = sorted(sorted(t) for t in tangles)
    for imp in imports:
        a, b = imp.edge
        if a != b and a in reach.get(b, set()):
            report.cycle_edges.append(imp)
        if b == "mining" and a in BELOW_MINING:
            report.into_mining.append(imp)
        if b == TEST_DOUBLES and a != TEST_DOUBLES:
            report.test_doubles.append(imp)
        if a in LAYER_OF and b in LAYER_OF and LAYER_OF[b] < LAYER_OF[a]:
            report.upward.append(imp)
    return report


def render(report: Report) -> str:
    lines = []
    for tangle in report.cycles:
        lines.append(f"packages that reach each other: {', '.join(tangle)}")
    edges = report.package_edges()
    lines.append(f"package edges on a cycle: {len(edges)}")
    lines.extend(f"  {edge} ({n})" for edge, n in edges.items())
    for title, found in (
        ("imports on a cycle between packages", report.cycle_edges),
        ("imports of mining from a layer below it", report.into_mining),
        ("production imports of m2miner.testing", report.test_doubles),
        ("imports of a higher layer", report.upward),
    ):
        lines.append(f"{title}: {len(found)}")
        lines.extend(f"  {imp}" for imp in found)
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print JSON")
    args = parser.parse_args(argv)
    report = analyse(all_imports())
    if args.json:
        out = {
            "counts": report.counts(),
            "cycles": report.cycles,
            "package_edges": report.package_edges(),
            "cycle_edges": [str(i) for i in report.cycle_edges],
            "into_mining": [str(i) for i in report.into_mining],
            "test_doubles": [str(i) for i in report.test_doubles],
            "upward": [str(i) for i in report.upward],
        }
        print(json.dumps(out, indent=2))
    else:
        print(render(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
