"""``m2miner report --tree ID --out DIR``: the viewer's pages of one tree as static HTML.

DIR gets ``index.html`` (the tree page), ``node-<id>.html`` for every node,
``trajectory-<name>.html`` for every trajectory, the screenshots (``img/``), their
thumbnails (``thumb/``) and the CSS and script (``static/``). It opens from disk without
a server; reviewing needs ``m2miner view``.
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path

from m2miner.errors import NotFoundError, OutputError
from m2miner.store import Store
from m2miner.view import data, pages


@dataclass(frozen=True)
class ReportSummary:
    """What a report wrote."""

    out: Path
    pages: int
    images: int


def write_report(store: Store, tree_id: int, out: Path) -> ReportSummary:
    """Write the static report of ``tree_id`` into ``out`` (created; files overwritten)."""
    links = pages.StaticLinks()
    view = data.tree_page(store, tree_id)
    try:
        for sub in ("img", "thumb", "static"):
            (out / sub).mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise OutputError(f"cannot create the report directory {out}: {exc}") from exc
    written = 0

    def write(name: str, text: str) -> None:
        nonlocal written
        (out / name).write_text(text, encoding="utf-8")
        written += 1

    write(
        "index.html",
        pages.render("tree.html", links, page=view, tree_json=pages.tree_json(view, links)),
    )
    hierarchies = set()
    whole = data.whole_tree(store, tree_id)
    for node in view.nodes:
        node_page = data.node_view(store, node["i"], whole)
        write(f"node-{node['i']}.html", pages.render("node.html", links, view=node_page))
        if node_page.node.hierarchy_hash:
            hierarchies.add(node_page.node.hierarchy_hash)
    for ref in view.trajectories:
        trajectory = data.trajectory_view(store, ref.id)
        write(
            f"trajectory-{ref.id}.html",
            pages.render("trajectory.html", links, view=trajectory, review="", following=None),
        )
    for name in ("view.css", "tree.js", "review.js"):
        (out / "static" / name).write_bytes(pages.static_file(name))
    images = 0
    for digest in sorted(view.images):
        try:
            shutil.copyfile(store.screenshots.path(digest), out / "img" / f"{digest}.png")
            (out / "thumb" / f"{digest}.png").write_bytes(pages.thumbnail(store, digest))
        except NotFoundError:
            continue
        images += 1
    for digest in sorted(hierarchies):
        try:
            shutil.copyfile(store.screenshots.path(digest, ".xml"), out / "img" / f"{digest}.xml")
        except (NotFoundError, OSError):
            continue
    return ReportSummary(out=out, pages=written, images=images)
