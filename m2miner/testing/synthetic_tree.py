"""A large stored tree written straight through the repository, for viewer tests and
measurements: thousands of nodes in a few transactions, with screenshots, one verified
successful path and a recycled intent.

Nothing is mined: the nodes are drawn at random (seeded), not searched.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from io import BytesIO

from m2miner.actions import Action
from m2miner.store import NewIntent, NewNode, NodeValue, ScreenRef, Store


@dataclass(frozen=True)
class SyntheticTree:
    """What :func:`build_synthetic_tree` stored."""

    run_id: int
    tree_id: int
    nodes: int
    success_path: tuple[int, ...]
    recycled_intent_id: int
    images: tuple[str, ...]


def screen_png(index: int, size: tuple[int, int] = (270, 600)) -> bytes:
    """A small phone-shaped PNG, different for each ``index``."""
    from PIL import Image, ImageDraw

    rng = random.Random(index)
    colour = tuple(rng.randrange(60, 230) for _ in range(3))
    image = Image.new("RGB", size, colour)  # type: ignore[arg-type]
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, size[0], 40), fill=(30, 30, 30))
    for row in range(5):
        top = 70 + row * 90
        draw.rectangle((16, top, size[0] - 16, top + 64), fill=(250, 250, 250))
        draw.text((28, top + 24), f"screen {index} item {row}", fill=(20, 20, 20))
    out = BytesIO()
    image.save(out, format="PNG")
    return out.getvalue()


def build_synthetic_tree(
    store: Store,
    *,
    nodes: int = 5000,
    branching: int = 4,
    images: int = 16,
    success_depth: int = 5,
    seed: int = 0,
) -> SyntheticTree:
    """Store a tree of ``nodes`` nodes (root included), level by level."""
    rng = random.Random(seed)
    digests = tuple(store.screenshots.put(screen_png(i)) for i in range(images))
    run = store.runs.create("synthetic")
    intent = store.intents.add(
        NewIntent("Open the synthetic screen", app="synthetic"), run_id=run.id
    )
    tree = store.trees.create(run.id, intent.id, device="synthetic")
    root = store.nodes.add_root(tree.id, ScreenRef(digests[0]))
    level, ids, path = [root.id], [root.id], [root.id]
    total = 1
    while level and total < nodes:
        batch: list[NewNode] = []
        for parent in level:
            for rank in range(branching):
                if total + len(batch) >= nodes:
                    break
                batch.append(_child(rng, parent, rank, digests, on_path=parent == path[-1]))
        added = store.nodes.add_many(tree.id, batch)
        total += len(added)
        ids += [n.id for n in added]
        level = [n.id for n in added if n.status == "valid"]
        on_path = [n.id for n in added if n.parent_id == path[-1] and n.rank == 0]
        if on_path and len(path) < success_depth:
            path.append(on_path[0])
    end = store.nodes.add_many(tree.id, [_success(path[-1], digests)])[0]
    path.append(end.id)
    ids.append(end.id)
    values = [NodeValue(i, q=round(rng.random(), 3), n=rng.randrange(1, 9)) for i in ids]
    store.nodes.set_values(values)
    recycled = store.intents.add(
        NewIntent("Open screen 3", app="synthetic", source="recycled", source_node_id=path[2]),
        run_id=run.id,
    )
    return SyntheticTree(run.id, tree.id, total + 1, tuple(path), recycled.id, digests)


def _child(
    rng: random.Random, parent: int, rank: int, digests: tuple[str, ...], on_path: bool
) -> NewNode:
    status = (
        "valid"
        if on_path and rank == 0
        else rng.choices(("valid", "invalid", "candidate"), (0.6, 0.2, 0.2))[0]
    )
    label = f"item {rng.randrange(5)}"
    return NewNode(
        parent_id=parent,
        action=Action("click", x=rng.randrange(20, 1060), y=rng.randrange(100, 2300)),
        description=f'Click "{label}"',
        rank=rank,
        prior=round(0.5 - 0.5 * rank / 4, 3),
        status=status,  # type: ignore[arg-type]
        screen=None if status == "candidate" else ScreenRef(rng.choice(digests)),
    )


def _success(parent: int, digests: tuple[str, ...]) -> NewNode:
    check = {
        "method": "verifier",
        "passed": True,
        "detail": "synthetic: holds",
        "error": None,
        "device_steps": 0,
        "model_calls": 0,
    }
    return NewNode(
        parent_id=parent,
        action=Action("terminate", status="success"),
        description="Terminate: success",
        rank=0,
        status="success",
        screen=ScreenRef(digests[-1]),
        info={"judged": "success", "verified": True, "checks": [check]},
    )
