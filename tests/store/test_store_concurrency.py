"""Several threads (and processes) writing through the store lose and duplicate nothing."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import threading
from collections import Counter

from m2miner.actions import Action
from m2miner.store import Judgement, NewModelCall, NewNode, NodeValue, Store

WORKERS = 4
STEPS = 25


def _run_threads(target, count: int = WORKERS) -> None:
    errors: list[BaseException] = []

    def guarded(index: int) -> None:
        try:
            target(index)
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=guarded, args=(i,)) for i in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert not errors, errors


def test_four_threads_writing_nodes_lose_and_duplicate_nothing(store: Store, make_tree):
    trees = [make_tree(store, text=f"intent {i}") for i in range(WORKERS)]
    shared = trees[0]

    def work(worker: int) -> None:
        own = trees[worker]
        parent = own.tap
        for step in range(STEPS):
            # Own tree: a chain of judged nodes, with Q/N written in the same transaction.
            child = store.nodes.add(
                own.tree.id,
                NewNode(parent.id, Action("click", x=worker, y=step), f"{worker}/{step}"),
            )
            store.nodes.record_result(
                child.id,
                Judgement("valid", 0.5, "judge"),
                [NodeValue(own.root.id, 0.5, step + 1), NodeValue(child.id, 0.5, 1)],
            )
            # Shared tree: siblings under one parent, written by every thread at once.
            store.nodes.add(
                shared.tree.id,
                NewNode(shared.back.id, Action("click", x=worker, y=step), f"s{worker}/{step}"),
            )
            store.model_calls.record(
                NewModelCall("infer", "m", run_id=own.run_id, tree_id=own.tree.id, cost_usd=0.001)
            )
            parent = child

    _run_threads(work)

    for worker, own in enumerate(trees):
        loaded = store.trees.load(own.tree.id)
        chain = [n for n in loaded.nodes if n.description.startswith(f"{worker}/")]
        assert [n.description for n in chain] == [f"{worker}/{s}" for s in range(STEPS)]
        assert [n.depth for n in chain] == list(range(2, STEPS + 2))
        assert all((n.status, n.n) == ("valid", 1) for n in chain)
        assert store.nodes.get(own.root.id).n == STEPS
    siblings = store.nodes.children(shared.back.id)
    names = Counter(n.description for n in siblings)
    assert names == Counter(f"s{w}/{s}" for w in range(WORKERS) for s in range(STEPS))
    totals = store.stats.totals()
    assert totals.nodes == WORKERS * 3 + 2 * WORKERS * STEPS
    assert totals.model_calls == WORKERS * STEPS
    with store.db.engine.connect() as connection:
        ids = connection.exec_driver_sql("SELECT id FROM nodes").scalars().all()
    assert len(ids) == len(set(ids)) == totals.nodes


def test_two_stores_on_one_file_share_the_write_lock(tmp_path, make_tree):
    path = tmp_path / "m2miner.db"
    with Store.open(path) as first, Store.open(path) as second:
        small = make_tree(first)
        stores = [first, second, first, second]

        def work(worker: int) -> None:
            for step in range(STEPS):
                stores[worker].nodes.add(
                    small.tree.id, NewNode(small.tap.id, Action("wait"), f"{worker}/{step}")
                )

        _run_threads(work)
        assert len(second.nodes.children(small.tap.id)) == WORKERS * STEPS


WRITER_PROCESS = textwrap.dedent(
    """
    import sys
    from m2miner.actions import Action
    from m2miner.store import NewNode, Store

    store = Store.open(sys.argv[1])
    tree_id, parent_id, name = int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
    for step in range(int(sys.argv[5])):
        store.nodes.add(tree_id, NewNode(parent_id, Action("wait"), f"{name}/{step}"))
    store.close()
    """
)


def test_writers_in_other_processes_wait_for_the_lock(tmp_path, make_tree):
    path = tmp_path / "m2miner.db"
    with Store.open(path) as store:
        small = make_tree(store)
        args = [str(path), str(small.tree.id), str(small.tap.id)]
        procs = [
            subprocess.Popen(
                [sys.executable, "-c", WRITER_PROCESS, *args, f"p{i}", str(STEPS)],
                stderr=subprocess.PIPE,
                text=True,
            )
            for i in range(2)
        ]

        def work(worker: int) -> None:
            for step in range(STEPS):
                store.nodes.add(
                    small.tree.id, NewNode(small.tap.id, Action("wait"), f"t{worker}/{step}")
                )

        _run_threads(work, count=2)
        for proc in procs:
            _out, err = proc.communicate(timeout=120)
            assert proc.returncode == 0, err
        names = Counter(n.description for n in store.nodes.children(small.tap.id))
        expected = [f"{who}{i}/{s}" for who in ("p", "t") for i in range(2) for s in range(STEPS)]
        assert names == Counter(expected)
