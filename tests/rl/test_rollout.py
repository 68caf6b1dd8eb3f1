"""The rollout service: quotas at the consumer, back-pressure at producers, staleness."""

from __future__ import annotations

import threading
from typing import Any

import pytest

from m2miner.rl.rollout import Group, Rollout, RolloutService, Worker


def _worker(domain: str, gate: threading.Semaphore | None = None) -> Worker:
    count = iter(range(10**9))

    def run_group(version: int) -> Group:
        if gate is not None:
            gate.acquire()  # the slow domain: one group per release
        n = next(count)
        rollout = Rollout(("x",), float(n % 2), 1, True, False)
        return Group(f"{domain}-{n}", domain, version, (rollout,))

    return Worker(domain, run_group)


def test_quotas_hold_while_one_domain_is_much_slower() -> None:
    # The slow domain produces only when the test releases it: one group per five the
    # fast domain could make, and never before the consumer is waiting for it.
    gate = threading.Semaphore(0)
    workers = [_worker("fast"), _worker("fast"), _worker("slow", gate)]
    service = RolloutService(workers, {"fast": 3, "slow": 1}, buffer_groups=8)
    taken: list[str] = []
    with service:
        for _ in range(400):
            due = service.due()
            if due == "slow":
                gate.release()
            taken.append(service.next_group(timeout=60).domain)
        gate.release(4)  # let the slow worker finish whatever it started
    # After every prefix the mix is within one group of the quotas (75 % / 25 %).
    for n in range(1, len(taken) + 1):
        assert abs(taken[:n].count("slow") - 0.25 * n) <= 1
    assert service.stats.taken == {"fast": 300, "slow": 100}
    # Back-pressure: the fast domain never buffered more than its share of 8 groups.
    assert service.capacity == {"fast": 6, "slow": 2}
    assert service.stats.max_buffered["fast"] <= 6
    # It paused instead of running ahead: at most its share beyond what was taken.
    assert service.stats.produced["fast"] <= 300 + 6


def test_stale_groups_are_dropped() -> None:
    third_started = threading.Event()
    calls = iter(range(10**9))

    def run_group(version: int) -> Group:
        n = next(calls)
        if n == 2:
            third_started.set()  # calls 0, 1 and 2 were all started at version 0
        return Group(f"t{n}", "web", version, (Rollout((), 0.0, 0, True, False),))

    service = RolloutService([Worker("web", run_group)], {"web": 1}, max_staleness=1)
    with service:
        first = service.next_group(timeout=60)
        assert third_started.wait(60)
        service.set_version(2)  # groups started at version 0 are now two behind
        later = [service.next_group(timeout=60) for _ in range(5)]
    assert (first.task_id, first.version) == ("t0", 0)
    assert all(g.version == 2 for g in later)
    assert service.stats.lags == [0] + [0] * 5
    assert service.stats.stale >= 2  # t1 and t2 at least


def test_a_failing_worker_is_reported_to_the_consumer() -> None:
    def boom(version: int) -> Group:
        raise RuntimeError("device gone")

    service = RolloutService([Worker("mobile", boom)], {"mobile": 1})
    with service, pytest.raises(TimeoutError, match="device gone"):
        service.next_group(timeout=60)


def test_env_worker_runs_groups_on_the_sim(pool: Any) -> None:
    pytest.importorskip("gymnasium")
    from m2miner.devices.sim.device import SimDevice
    from m2miner.rl.env import DeviceEnv
    from m2miner.rl.rollout import env_worker

    task = min((t for t in pool if not t.judged_only), key=lambda t: t.length)
    env = DeviceEnv(SimDevice(render=False), [task], width=54, height=120, max_steps=10)
    plan = task.action_list()

    def oracle(obs: Any, info: dict[str, Any]) -> Any:
        return plan[info["step"]]

    worker = env_worker(env, lambda: task, oracle, domain="mobile", group_size=3)
    service = RolloutService([worker], {"mobile": 1}, buffer_groups=2)
    with service:
        group = service.next_group(timeout=120)
    assert group.task_id == task.id and group.rewards == (1.0, 1.0, 1.0)
    assert [r.steps for r in group.rollouts] == [len(plan)] * 3


def test_a_finite_plan_ends_and_a_finished_domain_leaves_the_mix() -> None:
    from m2miner.rl.rollout import PlanDone

    def finite(domain: str, n: int) -> Worker:
        left = iter(range(n))

        def run_group(version: int) -> Group:
            i = next(left, None)
            if i is None:
                raise PlanDone
            return Group(f"{domain}-{i}", domain, version, (Rollout((), 1.0, 0, True, False),))

        return Worker(domain, run_group)

    sunk: list[str] = []
    service = RolloutService(
        [finite("web", 2), finite("mobile", 6)],
        {"web": 1, "mobile": 1},
        sink=lambda g: sunk.append(g.task_id),
    )
    taken = []
    with service:
        while True:
            try:
                taken.append(service.next_group(timeout=60).task_id)
            except PlanDone:
                break
    # Half and half while both have groups; then mobile alone, to the end of its plan.
    assert [t.split("-")[0] for t in taken[:4]].count("web") == 2
    assert sorted(taken) == sorted(
        [f"web-{i}" for i in range(2)] + [f"mobile-{i}" for i in range(6)]
    )
    assert sunk == taken
    with pytest.raises(PlanDone):
        service.due()
