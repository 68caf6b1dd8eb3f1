"""The learned critic: samples from mined trees, training, saving, loading, in the search."""

from __future__ import annotations

from pathlib import Path

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("transformers")

from m2miner.critic.learned.data import open_data_store, store_samples  # noqa: E402
from m2miner.critic.learned.model import build_tiny_vit, load_critic, load_encoder  # noqa: E402
from m2miner.critic.learned.train import (  # noqa: E402
    CriticTraining,
    _load,
    fit,
    train_critic,
)
from m2miner.devices.sim import get_task  # noqa: E402
from m2miner.mining.plan import MineRequest  # noqa: E402
from m2miner.mining.run import Components, mine  # noqa: E402
from m2miner.testing.calibrated import CalibratedWorld  # noqa: E402
from tests.cli_helpers import isolate, run  # noqa: E402
from tests.mining.conftest import make_config  # noqa: E402

SIZE = (216, 480)
TASKS = ("clock.turn_on_800", "clock.start_stopwatch")


@pytest.fixture(scope="module")
def mined(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A store of calibrated-agent trees on two short clock tasks, rendered."""
    data = tmp_path_factory.mktemp("mined")
    tasks = [get_task(t) for t in TASKS]
    world = CalibratedWorld(tasks, size=SIZE)
    config = make_config(
        data,
        **{"device.width": SIZE[0], "device.height": SIZE[1], "search.successes": 2},
        **{"budget.iterations": 25},
    )
    parts = Components(agents=world.agents, device=world.device)
    mine(config, MineRequest(app="clock", task_ids=TASKS), components=parts)
    return data / "data"


@pytest.fixture(scope="module")
def encoder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_tiny_vit(tmp_path_factory.mktemp("vit") / "tiny-vit")


def test_samples_come_from_verified_paths_their_siblings_and_the_judge(mined: Path) -> None:
    with open_data_store(mined) as store:
        samples = store_samples(store)
        assert {s.source for s in samples} >= {"verified", "sibling"}
        assert all(s.action.type != "terminate" for s in samples)
        assert all(s.label == 1.0 for s in samples if s.source == "verified")
        assert all(s.label == 0.0 for s in samples if s.source in ("sibling", "loop", "no_change"))
        strict = store_samples(store, judge_margin=None)
    assert {s.source for s in strict} <= {"verified", "loop", "sibling", "no_change"}


def test_training_changes_the_weights_and_a_saved_critic_loads_and_scores(
    mined: Path, encoder: Path, tmp_path: Path
) -> None:
    model, feed = load_encoder(encoder)
    options = CriticTraining(epochs=0, tune_encoder=True, seed=3)
    samples, images = _load([mined], options, feed)
    untrained = fit(model, feed, samples, images, options)
    head0 = {k: v.clone() for k, v in untrained.head.state_dict().items()}
    enc0 = {k: v.clone() for k, v in untrained.encoder.state_dict().items()}
    trained = fit(model, feed, samples, images, CriticTraining(epochs=3, tune_encoder=True, seed=3))
    for before, state in ((head0, trained.head.state_dict()), (enc0, trained.encoder.state_dict())):
        assert any(not torch.equal(before[k], state[k]) for k in before)

    out = tmp_path / "critic"
    report = train_critic(encoder, [mined], out, CriticTraining(epochs=20, seed=1))
    assert report.samples == len(samples) and report.losses[-1] < report.losses[0]
    assert (out / "critic.json").exists() and (out / "head.safetensors").exists()
    critic = load_critic(out)
    with open_data_store(mined) as store:
        (tree,) = store.trees.find()[:1]
        loaded = store.trees.load(tree.id)
        node = next(n for n in loaded.nodes if n.parent_id is not None and n.action is not None)
        parent = loaded.node(node.parent_id)  # type: ignore[arg-type]
        from m2miner.devices.base import Observation

        before = Observation(store.screenshots.get(parent.screenshot_hash), *SIZE)  # type: ignore[arg-type]
        after = Observation(store.screenshots.get(node.screenshot_hash), *SIZE)  # type: ignore[arg-type]
    score = critic.score(before, after, node.action, loaded.intent.text)
    assert 0.0 <= score <= 1.0
    assert load_critic(out).score(before, after, node.action, loaded.intent.text) == score


def test_train_role_critic_from_the_command_line_and_mine_with_it(
    mined: Path,
    encoder: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    isolate(monkeypatch, tmp_path)
    out = tmp_path / "critic"
    args = ("train", "--role", "critic", "--base", str(encoder), "--data", str(mined))
    code, stdout, _ = run(capsys, *args, "--out", str(out), "--epochs", "5")
    assert code == 0, stdout
    assert "train accuracy" in stdout and (out / "critic.json").exists()

    # The critic in place of the JudgeAgent's intermediate rewards: no step is judged.
    task = get_task(TASKS[0])
    world = CalibratedWorld([task], size=SIZE)
    calls: list[str] = []
    agents = world.agents

    def counted(config, recorder):  # type: ignore[no-untyped-def]
        made = agents(config, recorder)
        step = made.judge.judge_step

        def judge_step(*a, **k):  # type: ignore[no-untyped-def]
            calls.append("step")
            return step(*a, **k)

        made.judge.judge_step = judge_step  # type: ignore[method-assign]
        return made

    config = make_config(
        tmp_path / "mine",
        **{"device.width": SIZE[0], "device.height": SIZE[1], "budget.iterations": 8},
        **{"critic.judge": "critic", "critic.model": str(out)},
    )
    mine(
        config,
        MineRequest(app="clock", task_ids=(task.id,)),
        components=Components(counted, world.device),
    )
    with open_data_store(tmp_path / "mine" / "data") as store:
        nodes = store.trees.load(store.trees.find()[0].id).nodes
    scored = [n for n in nodes if n.info.get("critic", {}).get("decided") == "critic"]
    assert scored and not calls
    assert all(n.reward_source == "critic" and 0 <= n.info["critic"]["score"] <= 1 for n in scored)


def test_a_state_without_a_stored_fingerprint_is_named_by_its_stored_screen(mined: Path) -> None:
    """The search stores a layout per node and a fingerprint only where it needed one;
    the samples' loop check computes the rest from the stored screens."""
    from m2miner.critic.learned.data import stored_fingerprints

    with open_data_store(mined) as store:
        fingerprint_of = stored_fingerprints(store)
        nodes = [
            n
            for tree in store.trees.find()
            for n in store.trees.load(tree.id).nodes
            if n.screenshot_hash is not None and "layout" in n.info.get("critic", {})
        ]
        prints = {n.id: fingerprint_of(n) for n in nodes}
    layouts: dict[str | None, set[str]] = {}
    for n in nodes:
        layouts.setdefault(prints[n.id], set()).add(n.info["critic"]["layout"])
    assert nodes and all(len(found) == 1 for found in layouts.values())
    assert len(layouts) < len(nodes)  # some states were reached twice
