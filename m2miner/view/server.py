"""``m2miner view``: a local Flask app over the store (runs, trees, nodes, trajectories,
the review queue), read-only apart from reviewers' verdicts.

- Images are served by content hash only (``/img/<64 hex>.png``): no path reaches the
  file system.
- It binds 127.0.0.1 by default. On any other address a non-empty token is required
  (printed at start, as Jupyter does): ``?token=`` once, then an HttpOnly same-site
  cookie; an empty one is refused (:func:`check_bind`).
- Whatever the token, it answers only to a ``Host`` that cannot be a rebound name (DNS
  rebinding): loopback names, IP addresses, and the names it is told (this machine's
  names when it binds beyond loopback, ``--allow-host``).
- Ids beyond the database's integer range are 404s, like any id that is not there.
- Verdicts are JSON posts that carry the page's CSRF token in a header, and a
  cross-origin ``Origin`` is refused; a form on another site can send neither.
"""

from __future__ import annotations

import hmac
import ipaddress
import secrets
import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache
from typing import Any
from urllib.parse import urlparse

from flask import Flask, Response, abort, jsonify, redirect, request

from m2miner.errors import ConfigError, NotFoundError, StoreError
from m2miner.store import Store
from m2miner.store.records import VERDICTS
from m2miner.view import data, pages
from m2miner.view.data import MAX_ROW_ID as MAX_ID
from m2miner.view.review import DEFAULT_SAMPLE, next_in_queue, review_queue

LOOPBACK = frozenset({"127.0.0.1", "localhost", "::1"})
_ID = f"int(max={MAX_ID})"
_HASH = "<regex('[0-9a-f]{64}'):digest>"
_COOKIE = "m2miner_view_token"


def needs_token(host: str) -> bool:
    """Whether binding ``host`` requires a token (anything but loopback)."""
    return host not in LOOPBACK


def check_bind(host: str, token: str | None) -> None:
    """Refuse to serve ``host`` beyond loopback without a (non-empty) token."""
    if needs_token(host) and not token:
        raise ConfigError(
            f"the viewer on {host} would let anyone on the network write verdicts: "
            "an empty token is refused beyond 127.0.0.1",
            hint="leave --token out (a random one is printed) or give a non-empty one",
        )


def host_names(host: str, allow: tuple[str, ...] = ()) -> frozenset[str]:
    """The ``Host`` names served when bound to ``host``: loopback names, ``allow``, and
    this machine's names when ``host`` is beyond loopback (IP addresses always pass)."""
    names = set(LOOPBACK) | {a.lower() for a in allow}
    if needs_token(host):
        names |= {socket.gethostname().lower(), socket.getfqdn().lower(), host.lower()}
    return frozenset(names)


def _host_ok(header: str, names: frozenset[str]) -> bool:
    name = (urlparse(f"//{header}").hostname or "").lower()
    if name in names:
        return True
    try:
        ipaddress.ip_address(name)  # a rebound page's origin is a name, never an address
    except ValueError:
        return False
    return True


def create_app(
    store: Store,
    *,
    token: str | None = None,
    reviewer: str = "",
    hosts: frozenset[str] = LOOPBACK,
) -> Flask:
    """The viewer over ``store``; with ``token`` every request must present it, and
    whatever the token only ``Host`` names in ``hosts`` (or IP addresses) are served.
    Verdicts are stored under ``reviewer`` unless a post names another."""
    from werkzeug.routing import BaseConverter

    class RegexConverter(BaseConverter):
        def __init__(self, url_map: Any, pattern: str) -> None:
            super().__init__(url_map)
            self.regex = pattern

    _warm_up()
    app = Flask("m2miner.view", static_folder=None)
    app.url_map.converters["regex"] = RegexConverter
    csrf = secrets.token_urlsafe(32)
    links = pages.ServerLinks()
    thumbs = lru_cache(maxsize=4096)(lambda digest: pages.thumbnail(store, digest))

    def page(template: str, **context: Any) -> str:
        return pages.render(template, links, csrf, **context)

    @app.before_request
    def _check_token() -> Any:
        # A page of another site that rebinds its name to this address (DNS rebinding)
        # is refused whether or not there is a token.
        if not _host_ok(request.host, hosts):
            return Response(
                "this viewer answers only to its own names and addresses "
                "(`m2miner view --allow-host NAME` adds one)",
                403,
            )
        if token is None:
            return None
        given = request.args.get("token")
        if given is not None and hmac.compare_digest(given, token):
            response = redirect(request.path)
            response.set_cookie(_COOKIE, token, httponly=True, samesite="Strict")
            return response
        if not hmac.compare_digest(request.cookies.get(_COOKIE, ""), token):
            return Response("a token is needed: open the URL `m2miner view` printed", 403)
        return None

    @app.after_request
    def _headers(response: Response) -> Response:
        response.headers["X-Frame-Options"] = "DENY"
        response.headers["X-Content-Type-Options"] = "nosniff"
        response.headers["Content-Security-Policy"] = (
            "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
            "frame-ancestors 'none'; form-action 'none'"
        )
        return response

    @app.errorhandler(NotFoundError)
    def _not_found(exc: NotFoundError) -> tuple[str, int]:
        return page("error.html", message=str(exc), hint=exc.hint), 404

    @app.get("/")
    def index() -> str:
        return page("index.html", runs=store.runs.summaries(limit=200))

    @app.get(f"/run/<{_ID}:run_id>")
    def run(run_id: int) -> str:
        record = store.runs.get(run_id)
        return page(
            "run.html",
            run=record,
            trees=store.trees.find(run_id=run_id),
            faults=data.run_faults(store, run_id),
        )

    @app.get(f"/tree/<{_ID}:tree_id>")
    def tree(tree_id: int) -> str:
        view = data.tree_page(store, tree_id)
        return page("tree.html", page=view, tree_json=pages.tree_json(view, links))

    @app.get(f"/node/<{_ID}:node_id>")
    def node(node_id: int) -> str:
        return page("node.html", view=data.node_view(store, node_id))

    @app.get("/trajectory/<name>")
    def trajectory(name: str) -> str:
        view = data.trajectory_view(store, name)
        queue = _queue_args()
        following = None
        if queue is not None:
            following = next_in_queue(review_queue(store, **queue), name)
        return page("trajectory.html", view=view, review=_review_suffix(), following=following)

    @app.get("/review")
    def review() -> str:
        args = _queue_args() or {}
        queue = review_queue(store, **args)
        first = next_in_queue(queue, "")
        return page(
            "review.html",
            queue=queue,
            first=first,
            args=args,
            review=_review_suffix(default=True),
            apps=sorted({t.app for t in store.trees.find()}),
        )

    @app.post("/api/verdict")
    def verdict() -> Any:
        _check_csrf(csrf)
        body = request.get_json(silent=True) or {}
        kind = body.get("verdict")
        if kind not in VERDICTS:
            abort(400, f"verdict must be one of {', '.join(VERDICTS)}")
        ref = data.trajectory_view(store, str(body.get("trajectory", ""))).ref
        try:
            record = store.verdicts.add(
                ref.node_id, ref.intent_id, kind, reviewer=str(body.get("reviewer") or reviewer)
            )
        except StoreError as exc:
            abort(409, str(exc))
        return jsonify({"id": record.id, "trajectory": ref.id, "verdict": record.verdict})

    @app.get(f"/img/{_HASH}.png")
    def image(digest: str) -> Response:
        return _blob(store, digest, ".png", "image/png")

    @app.get(f"/thumb/{_HASH}.png")
    def thumb(digest: str) -> Response:
        return _immutable(Response(thumbs(digest), mimetype="image/png"))

    @app.get(f"/hierarchy/{_HASH}.xml")
    def hierarchy(digest: str) -> Response:
        return _blob(store, digest, ".xml", "text/plain; charset=utf-8")

    @app.get("/static/<regex('[a-z]+\\.(css|js)'):name>")
    def static(name: str) -> Response:
        try:
            body = pages.static_file(name)
        except FileNotFoundError:
            abort(404)
        return _immutable(Response(body, mimetype=_mimetype(name)))

    return app


def _warm_up() -> None:
    """Compile the templates before the first request, so the first page a reviewer
    opens is as fast as the rest (fault counts come from the store's node record, which
    the server has imported already)."""
    env = pages.environment()
    for name in env.list_templates():
        env.get_template(name)


def _check_csrf(csrf: str) -> None:
    """Refuse a post without the page's CSRF token or from another origin."""
    if not hmac.compare_digest(request.headers.get("X-CSRF-Token", ""), csrf):
        abort(403, "missing or wrong CSRF token")
    origin = request.headers.get("Origin")
    if origin and urlparse(origin).netloc != request.host:
        abort(403, "cross-origin request")
    if not request.is_json:
        abort(415, "verdicts are posted as JSON")


def _queue_args() -> dict[str, Any] | None:
    """The review queue named by the query string (``?review=1&app=&n=&seed=``)."""
    if "review" not in request.args:
        return None
    try:
        per_app = int(request.args.get("n", DEFAULT_SAMPLE))
        seed = int(request.args.get("seed", 0))
        run_id = int(request.args["run"]) if request.args.get("run") else None
    except ValueError:
        abort(400, "n, seed and run are integers")
    if run_id is not None and not 0 < run_id <= MAX_ID:
        abort(404)
    return {
        "app": request.args.get("app") or None,
        "run_id": run_id,
        "per_app": per_app,
        "seed": seed,
    }


def _review_suffix(default: bool = False) -> str:
    """The query string that keeps a reviewer in the same queue."""
    from urllib.parse import urlencode

    if "review" not in request.args and not default:
        return ""
    keys = ("app", "n", "seed", "run")
    kept = {k: request.args[k] for k in keys if request.args.get(k)}
    return "?" + urlencode({"review": 1, **kept})


def _blob(store: Store, digest: str, suffix: str, mimetype: str) -> Response:
    try:
        body = store.screenshots.get(digest, suffix)
    except NotFoundError:
        abort(404)
    return _immutable(Response(body, mimetype=mimetype))


def _immutable(response: Response) -> Response:
    # Content-addressed: a name never changes its bytes.
    response.headers["Cache-Control"] = "public, max-age=31536000, immutable"
    return response


def _mimetype(name: str) -> str:
    return "text/css" if name.endswith(".css") else "text/javascript"


@contextmanager
def serving(
    store: Store, host: str = "127.0.0.1", port: int = 0, *, token: str | None = None
) -> Iterator[str]:
    """Serve the viewer in a background thread; yields its base URL, stops on exit."""
    from werkzeug.serving import make_server

    check_bind(host, token)
    app = create_app(store, token=token, hosts=host_names(host))
    server = make_server(host, port, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, name="m2miner-view", daemon=True)
    thread.start()
    try:
        yield f"http://{_url_host(host)}:{server.server_port}"
    finally:
        server.shutdown()
        thread.join(timeout=10)


def serve_forever(
    store: Store,
    host: str,
    port: int,
    token: str | None,
    on_ready: Any = None,
    reviewer: str = "",
    allow_hosts: tuple[str, ...] = (),
) -> None:
    """Serve the viewer in this thread until interrupted; ``on_ready(url)`` is called
    once the port is bound. ``allow_hosts``: more ``Host`` names to answer to."""
    from werkzeug.serving import make_server

    check_bind(host, token)
    app = create_app(store, token=token, reviewer=reviewer, hosts=host_names(host, allow_hosts))
    server = make_server(host, port, app, threaded=True)
    if on_ready is not None:
        on_ready(f"http://{_url_host(host)}:{server.server_port}")
    try:
        server.serve_forever()
    finally:
        server.server_close()


def _url_host(host: str) -> str:
    if host in ("0.0.0.0", "::"):
        return "127.0.0.1"
    return f"[{host}]" if ":" in host else host
