"""Fixtures of the viewer tests: a store with a mined sim tree and a 5,000-node tree, the
viewer serving it on 127.0.0.1, and a headless Chromium driven by Selenium."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from m2miner.store import Store
from m2miner.testing.synthetic_tree import SyntheticTree, build_synthetic_tree

pytest.importorskip("flask")


@dataclass(frozen=True)
class ViewerData:
    """A data directory holding one mined sim tree and one synthetic 5,000-node tree."""

    data_dir: Path
    mined_tree: int
    success_node: int
    synthetic: SyntheticTree


@pytest.fixture(scope="session")
def viewer_data(tmp_path_factory: pytest.TempPathFactory) -> ViewerData:
    from m2miner.cli import app
    from m2miner.cli.errors import run_guarded

    data_dir = tmp_path_factory.mktemp("viewer") / "m2miner-data"
    code = run_guarded(
        app, ["mine", "--app", "maps", "--task", "maps.open_saved", "--data-dir", str(data_dir)]
    )
    assert code == 0
    with Store.open(data_dir / "m2miner.db") as store:
        mined = store.trees.find()[0]
        success = next(n for n in store.trees.load(mined.id).nodes if n.status == "success")
        synthetic = build_synthetic_tree(store, nodes=5000)
    return ViewerData(data_dir, mined.id, success.id, synthetic)


@pytest.fixture
def viewer_store(viewer_data: ViewerData) -> Iterator[Store]:
    with Store.open(viewer_data.data_dir / "m2miner.db") as store:
        yield store


@pytest.fixture
def viewer_url(viewer_store: Store) -> Iterator[str]:
    from m2miner.view.server import serving

    with serving(viewer_store) as url:
        yield url


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    driver_path = shutil.which("chromedriver")
    if chromium is None or driver_path is None:
        pytest.skip(
            "chromium and chromedriver are needed (apt-get install chromium chromium-driver)"
        )
    webdriver = pytest.importorskip("selenium.webdriver")
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for arg in (
        "--headless=new",
        "--no-sandbox",
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--window-size=1400,1000",
    ):
        options.add_argument(arg)
    driver = webdriver.Chrome(service=Service(driver_path), options=options)
    driver.set_page_load_timeout(60)
    yield driver
    driver.quit()
