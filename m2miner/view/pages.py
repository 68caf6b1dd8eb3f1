"""The viewer's HTML pages, rendered with Jinja2 for the web app and for static reports.

Both render the same templates; only the links differ (:class:`ServerLinks` point at the
app's routes, :class:`StaticLinks` at the files ``m2miner report`` writes).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from io import BytesIO
from typing import Any

from jinja2 import Environment, PackageLoader, select_autoescape
from markupsafe import Markup

from m2miner.redact import redact
from m2miner.store import Store
from m2miner.view.data import TreePage

THUMB_WIDTH = 120


class ServerLinks:
    """Links of the web app."""

    static = False
    css = "/static/view.css"
    tree_js = "/static/tree.js"
    review_js = "/static/review.js"

    def home(self) -> str:
        return "/"

    def run(self, run_id: int) -> str:
        return f"/run/{run_id}"

    def tree(self, tree_id: int) -> str:
        return f"/tree/{tree_id}"

    def node(self, node_id: int) -> str:
        return f"/node/{node_id}"

    def trajectory(self, name: str, review: str = "") -> str:
        return f"/trajectory/{name}{review}"

    def image(self, digest: str) -> str:
        return f"/img/{digest}.png"

    def thumb(self, digest: str) -> str:
        return f"/thumb/{digest}.png"

    def hierarchy(self, digest: str) -> str:
        return f"/hierarchy/{digest}.xml"


class StaticLinks(ServerLinks):
    """Links between the files of a static report (all in one directory)."""

    static = True
    css = "static/view.css"
    tree_js = "static/tree.js"
    review_js = "static/review.js"

    def home(self) -> str:
        return "index.html"

    def run(self, run_id: int) -> str:
        return "index.html"

    def tree(self, tree_id: int) -> str:
        return "index.html"

    def node(self, node_id: int) -> str:
        return f"node-{node_id}.html"

    def trajectory(self, name: str, review: str = "") -> str:
        return f"trajectory-{name}.html"

    def image(self, digest: str) -> str:
        return f"img/{digest}.png"

    def thumb(self, digest: str) -> str:
        return f"thumb/{digest}.png"

    def hierarchy(self, digest: str) -> str:
        return f"img/{digest}.xml"


_ENV: Environment | None = None


def environment() -> Environment:
    """The Jinja2 environment of the viewer's templates (built once)."""
    global _ENV
    if _ENV is None:
        _ENV = Environment(
            loader=PackageLoader("m2miner.view", "templates"),
            autoescape=select_autoescape(["html"]),
            trim_blocks=True,
            lstrip_blocks=True,
            finalize=_redacted,
        )
        _ENV.filters["num"] = _num
        _ENV.filters["pretty"] = lambda v: json.dumps(v, indent=2, default=_plain)
    return _ENV


def _num(value: Any, digits: int = 2) -> str:
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:.{digits}f}"
    return str(value)


def _redacted(value: Any) -> Any:
    """Every value a page shows, secrets redacted (rows stored before redaction was
    applied on writing may still hold one)."""
    if isinstance(value, Markup):
        return Markup(redact(str(value)))
    return redact(value) if isinstance(value, str) else value


def render(template: str, links: ServerLinks, csrf: str = "", **context: Any) -> str:
    """Render one page."""
    return environment().get_template(template).render(links=links, csrf=csrf, **context)


def tree_json(page: TreePage, links: ServerLinks) -> str:
    """The data the tree page's script draws, safe to embed in a ``<script>`` element."""
    data = {
        "tree": page.tree.id,
        "nodes": page.nodes,
        "images": page.images,
        "links": {
            "node": links.node(0).replace("0", "{id}", 1),
            "thumb": links.thumb("0" * 64).replace("0" * 64, "{hash}"),
            "trajectory": links.trajectory("{name}"),
        },
    }
    # "</" would end the script element early.
    return json.dumps(data, separators=(",", ":")).replace("</", "<\\/")


def thumbnail(store: Store, digest: str, width: int = THUMB_WIDTH) -> bytes:
    """A small PNG of a stored screenshot; raises NotFoundError when it is not stored."""
    from PIL import Image

    raw = store.screenshots.get(digest, ".png", verify=False)
    with Image.open(BytesIO(raw)) as image:
        height = max(1, round(image.height * width / image.width))
        small = image.convert("RGB").resize((width, height), Image.Resampling.BILINEAR)
    out = BytesIO()
    small.save(out, format="PNG", optimize=True)
    return out.getvalue()


def static_file(name: str) -> bytes:
    """The bytes of one of the viewer's static files (CSS, JavaScript); raises
    FileNotFoundError."""
    from importlib.resources import files

    return files("m2miner.view").joinpath("static", name).read_bytes()


def _plain(value: object) -> object:
    """JSON for what json does not know: a mapping (a node's info) as an object."""
    return dict(value) if isinstance(value, Mapping) else str(value)
