"""The import structure check (scripts/import_graph.py): what it finds, and that the
package has none of it: no cycle between packages, no import of mining from a layer below
it, no production import of a test double (docs/architecture.md).
"""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest

from tests.scripts import load_script

SCRIPT = Path(__file__).resolve().parent.parent / "scripts" / "import_graph.py"


@pytest.fixture(scope="module")
def graph() -> ModuleType:
    return load_script(SCRIPT)


def write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / "m2miner" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def test_it_finds_a_cycle_an_import_into_mining_and_a_test_double(
    graph: ModuleType, tmp_path: Path
) -> None:
    write(
        tmp_path,
        {
            "__init__.py": "",
            "errors.py": "",
            "mining/__init__.py": "",
            "mining/run.py": "from m2miner.store import open_store\nfrom m2miner import errors\n",
            "mining/trust.py": "",
            "store/__init__.py": "from .records import Record\n",
            "store/records.py": (
                "def f():\n    from ..mining import trust\n"
                "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import m2miner.errors\n"
            ),
            "devices/__init__.py": "from m2miner.testing.faults import wrap\n",
            "testing/__init__.py": "",
            "testing/faults.py": "import m2miner.mining.run\n",
        },
    )
    report = graph.analyse(graph.all_imports(tmp_path))
    assert report.cycles == [["mining", "store"]]
    assert [str(i) for i in report.cycle_edges] == [
        "m2miner/mining/run.py:1: m2miner.mining.run -> m2miner.store",
        "m2miner/store/records.py:2: m2miner.store.records -> m2miner.mining.trust",
    ]
    # A deferred import in a function counts; the relative one resolves to its module.
    assert [str(i) for i in report.into_mining] == [
        "m2miner/store/records.py:2: m2miner.store.records -> m2miner.mining.trust"
    ]
    # devices -> testing -> mining is no cycle (nothing imports devices), but a test
    # double imported by production code.
    assert [str(i) for i in report.test_doubles] == [
        "m2miner/devices/__init__.py:1: m2miner.devices -> m2miner.testing.faults"
    ]
    # The store is below mining: that import also goes up a layer.
    assert [str(i) for i in report.upward] == [str(i) for i in report.into_mining]
    assert report.counts() == {
        "cycle_edges": 2,
        "into_mining": 1,
        "test_doubles": 1,
        "upward": 1,
    }
    assert report.package_edges() == {"mining -> store": 1, "store -> mining": 1}


def test_a_layered_package_has_nothing_to_report(graph: ModuleType, tmp_path: Path) -> None:
    write(
        tmp_path,
        {
            "__init__.py": "",
            "errors.py": "",
            "mining/__init__.py": "from m2miner.store import records\nfrom m2miner import errors\n",
            "store/__init__.py": "",
            "store/records.py": "from m2miner.errors import StoreError\n",
            "testing/__init__.py": "from m2miner.mining import run\n",
        },
    )
    report = graph.analyse(graph.all_imports(tmp_path))
    assert report.counts() == {"cycle_edges": 0, "into_mining": 0, "test_doubles": 0, "upward": 0}
    assert report.cycles == []


def test_the_package_imports_only_downward(graph: ModuleType) -> None:
    report = graph.analyse(graph.all_imports())
    zero = {"cycle_edges": 0, "into_mining": 0, "test_doubles": 0, "upward": 0}
    assert report.counts() == zero, "what counts:\n" + graph.render(report)


def test_the_engines_and_rehearsal_import_downward(graph: ModuleType) -> None:
    """The CLI picks the run engine: mining never imports the Ray engine. Devices and dry
    runs take their fault machinery from rehearsal, which imports no test double."""
    forbidden = {
        ("mining", "scaleout"),
        ("mining", "testing"),
        ("scaleout", "testing"),
        ("devices", "testing"),
        ("rehearsal", "testing"),
    }
    assert [str(i) for i in graph.all_imports() if i.edge in forbidden] == []
