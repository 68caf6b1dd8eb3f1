"""Task pools: export from a mined store, read back, filters, the split and the sampler."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from m2miner.devices.sim import get_task
from m2miner.devices.sim.device import SimDevice
from m2miner.rl.pool import PoolFilter, Task, export_pool, read_pool, split_of
from m2miner.rl.sampler import FrontierSampler
from m2miner.store.opening import open_store
from tests.rl.conftest import TASKS, Mined


def _export(mined: Mined, out: Path, **kwargs: object) -> list[Task]:
    with open_store(mined.config, read_only=True) as store:
        export_pool(store, mined.config, out, **kwargs)  # type: ignore[arg-type]
    return read_pool(out)


def test_round_trip_tasks_replay_to_verified_success(mined: Mined, tmp_path: Path) -> None:
    tasks = _export(mined, tmp_path / "pool")
    assert {t.family for t in tasks} == set(TASKS)
    manifest = json.loads((tmp_path / "pool" / "pool.json").read_text())
    assert manifest["tasks"] == len(tasks)
    assert any("--judged" in reason for reason in manifest["skipped"])
    for task in tasks:
        assert task.verifier == {"kind": "sim", "task_id": task.family}
        assert task.domain == "mobile" and task.app == "maps" and not task.judged_only
        assert task.intent == get_task(task.family).intent
        assert task.start["name"] == "maps" and task.start["package"]
        assert all((tmp_path / "pool" / s.image).is_file() for s in task.reference)
        assert task.reference[-1].action == {"type": "terminate", "status": "success"}
        assert task.length == len(task.reference) - 1
        # The reference actions, replayed from the start state, satisfy the verifier.
        device = SimDevice(render=False)
        device.start_app(task.target())
        for action in task.action_list()[:-1]:
            device.execute(action)
        assert device.check(get_task(task.family))
    assert Task.from_dict(json.loads(json.dumps(tasks[0].to_dict()))) == tasks[0]


def test_judged_only_tasks_only_when_asked_and_labelled(mined: Mined, tmp_path: Path) -> None:
    tasks = _export(mined, tmp_path / "pool", keep=PoolFilter(judged=True))
    judged = [t for t in tasks if t.judged_only]
    assert [t.intent for t in judged] == [mined.recycled_text]
    assert judged[0].verifier is None and judged[0].recycled and judged[0].length == 1


def test_filters_by_length_and_domain(mined: Mined, tmp_path: Path) -> None:
    every = _export(mined, tmp_path / "all")
    short = _export(mined, tmp_path / "short", keep=PoolFilter(max_length=2))
    assert short and all(t.length <= 2 for t in short)
    assert len(short) == sum(t.length <= 2 for t in every) < len(every)
    assert _export(mined, tmp_path / "web", keep=PoolFilter(domains=("web",))) == []


@pytest.mark.parametrize("by", ["app", "intent"])
def test_split_never_leaks(mined: Mined, tmp_path: Path, by: str) -> None:
    base = _export(mined, tmp_path / "pool", keep=PoolFilter(judged=True))[0]
    # Many synthetic tasks: many apps, intents and recycled paths sharing a tree's group.
    tasks = [
        replace(base, id=f"t{i}", app=f"app{i % 7}", group=f"intent {i % 23}") for i in range(400)
    ]
    split = {t.id: split_of(t, by, 0.3) for t in tasks}  # type: ignore[arg-type]
    key = (lambda t: t.app) if by == "app" else (lambda t: t.group)
    sides: dict[str, set[str]] = {}
    for t in tasks:
        sides.setdefault(key(t), set()).add(split[t.id])
    assert all(len(s) == 1 for s in sides.values())
    assert {"train", "test"} == set(split.values())


def test_exported_split_keeps_recycled_paths_with_their_tree(mined: Mined, tmp_path: Path) -> None:
    tasks = _export(mined, tmp_path / "pool", keep=PoolFilter(judged=True), test_fraction=0.5)
    by_group: dict[str, set[str]] = {}
    for t in tasks:
        by_group.setdefault(t.group, set()).add(t.split)
    assert all(len(s) == 1 for s in by_group.values())
    assert sorted(
        read_pool(tmp_path / "pool", "test") + read_pool(tmp_path / "pool", "train"),
        key=lambda t: t.id,
    ) == sorted(tasks, key=lambda t: t.id)


def _task(family: str, length: int) -> Task:
    return Task(
        id=family, app="maps", domain="mobile", intent=family, family=family, group=family,
        start={"name": "maps"}, verifier=None, trust="verified", recycled=False,
        judged_only=False, length=length, reference=(), final_image="",
    )  # fmt: skip


def test_sampler_prefers_the_frontier() -> None:
    easy, mid, hard = _task("easy", 2), _task("mid", 4), _task("hard", 12)
    sampler = FrontierSampler([easy, mid, hard], seed=0, half_length=4.0, strength=4.0)
    # Before any rollout the prior follows length: 4/(4+2), 4/(4+4), 4/(4+12).
    assert sampler.weight("easy") == pytest.approx((2 / 3) * (1 / 3))
    assert sampler.weight("mid") == pytest.approx(0.25)
    assert sampler.weight("hard") == pytest.approx(0.25 * 0.75)
    for _ in range(36):
        sampler.record(easy, True)
        sampler.record(hard, False)
    for i in range(36):
        sampler.record(mid, i % 2 == 0)
    # easy: (36 + 4*2/3)/40; mid: (18 + 2)/40 = 0.5; hard: (0 + 1)/40.
    p_easy = (36 + 8 / 3) / 40
    assert sampler.weight("easy") == pytest.approx(p_easy * (1 - p_easy))
    assert sampler.weight("mid") == pytest.approx(0.25)
    assert sampler.weight("hard") == pytest.approx(max(1 / 40 * 39 / 40, 0.02))
    draws = [sampler.draw().family for _ in range(2000)]
    assert draws.count("mid") > 2 * max(draws.count("easy"), draws.count("hard"))
    assert draws.count("easy") > 0 and draws.count("hard") > 0
    one = FrontierSampler([easy, mid, hard], seed=7)
    two = FrontierSampler([easy, mid, hard], seed=7)
    assert [one.draw().id for _ in range(50)] == [two.draw().id for _ in range(50)]


def test_start_state_keeps_the_seeded_setup() -> None:
    from m2miner.devices.base import AppTarget
    from m2miner.devices.seed import AppSetup
    from m2miner.rl.pool import start_of, target_of

    setup = AppSetup(
        local_storage=(("cart", "[1, 2]"),), shell=("pm clear x",), reset_url="http://h/r"
    )
    target = AppTarget("shop", url="http://127.0.0.1:1/", allowed_url_prefixes=("http://a",))
    target = replace(target, setup=setup)
    assert target_of(json.loads(json.dumps(start_of(target)))) == target


def test_a_defined_task_takes_its_start_from_the_config_and_checks_its_verifier(
    tmp_path: Path,
) -> None:
    from m2miner.config import load_config
    from m2miner.errors import ConfigError
    from m2miner.rl.pool import define_task, write_tasks

    config = load_config(
        None,
        {
            "apps.shop.domain": "web",
            "apps.shop.url": "http://127.0.0.1:9/shop/",
            "apps.shop.setup.cookies": {"session": "abc"},
        },
        environ={},
    )
    spec = {"type": "js", "expr": "location.pathname === '/shop/done'"}
    web = define_task(config, "shop", "Buy it", spec, task_id="shop-1")
    adb = {"type": "adb", "shell": "true", "expect": ""}
    sim = define_task(
        config, "maps", "Open your Recents", adb, task_id="maps-1", family="maps.open_recents"
    )
    write_tasks(tmp_path / "tasks.jsonl", [web, sim])
    back = read_pool(tmp_path)
    assert back == [web, sim]
    assert (web.domain, web.target().url, web.target().setup.cookies) == (  # type: ignore[union-attr]
        "web", "http://127.0.0.1:9/shop/", (("session", "abc"),),
    )  # fmt: skip
    assert web.verifier == {"kind": "spec", "spec": spec}
    assert (sim.domain, sim.target().package, sim.family) == (
        "mobile", "com.m2miner.maps", "maps.open_recents",
    )  # fmt: skip
    with pytest.raises(ConfigError, match="task bad: unknown verifier type 'sql'"):
        define_task(config, "shop", "Buy it", {"type": "sql"}, task_id="bad")
