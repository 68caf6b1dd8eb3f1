"""The viewer's HTTP contract through Flask's test client: what it serves, what it
refuses (tokens, CSRF, other origins, paths instead of hashes), and that verdicts are the
only thing it writes."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from m2miner.store import Store
from m2miner.view.server import create_app, needs_token
from tests.view.conftest import ViewerData


@pytest.fixture
def client(viewer_store: Store) -> Iterator[Any]:
    yield create_app(viewer_store).test_client()


def csrf_of(page: str) -> str:
    marker = 'name="csrf-token" content="'
    start = page.index(marker) + len(marker)
    return page[start : page.index('"', start)]


def trajectory_name(data: ViewerData) -> str:
    return f"t{data.mined_tree}-n{data.success_node}"


def test_pages_render(client: Any, viewer_data: ViewerData) -> None:
    for path in (
        "/",
        "/run/1",
        f"/tree/{viewer_data.mined_tree}",
        f"/node/{viewer_data.success_node}",
        f"/trajectory/{trajectory_name(viewer_data)}",
        f"/trajectory/r{viewer_data.synthetic.recycled_intent_id}",
        "/review?review=1",
        "/static/tree.js",
    ):
        response = client.get(path)
        assert response.status_code == 200, path
        assert "default-src 'self'" in response.headers["Content-Security-Policy"]
    node_page = client.get(f"/node/{viewer_data.success_node}").get_data(as_text=True)
    assert "sim: the predicate of maps.open_saved holds" in node_page  # its checks


def test_unknown_things_are_404(client: Any) -> None:
    for path in ("/tree/999999", "/node/999999", "/trajectory/t1-n999999", "/trajectory/x1"):
        assert client.get(path).status_code == 404, path
    assert client.get("/trajectory/r1").status_code == 404  # intent 1 is not recycled


def test_images_are_served_by_hash_only(
    client: Any, viewer_store: Store, viewer_data: ViewerData
) -> None:
    digest = viewer_data.synthetic.images[0]
    response = client.get(f"/img/{digest}.png")
    assert response.status_code == 200 and response.mimetype == "image/png"
    assert response.data == viewer_store.screenshots.get(digest)
    assert "immutable" in response.headers["Cache-Control"]
    thumb = client.get(f"/thumb/{digest}.png")
    assert thumb.status_code == 200 and thumb.data[:8] == b"\x89PNG\r\n\x1a\n"
    for bad in (
        "/img/../../m2miner.db",
        "/img/..%2f..%2fm2miner.db",
        f"/img/{digest[:-1]}.png",
        f"/img/{digest.upper()}.png",
        f"/img/{digest}.db",
        "/img/" + "0" * 64 + ".png",  # well-formed, not stored
        "/static/..%2fserver.py",
        "/static/view.py",
    ):
        assert client.get(bad).status_code == 404, bad


def test_a_verdict_needs_the_csrf_token_and_same_origin(
    client: Any, viewer_store: Store, viewer_data: ViewerData
) -> None:
    name = trajectory_name(viewer_data)
    page = client.get(f"/trajectory/{name}").get_data(as_text=True)
    token = csrf_of(page)
    body = {"trajectory": name, "verdict": "correct"}
    before = viewer_store.verdicts.latest()
    assert client.post("/api/verdict", json=body).status_code == 403
    assert client.post("/api/verdict", json=body, headers={"X-CSRF-Token": "x"}).status_code == 403
    evil = {"X-CSRF-Token": token, "Origin": "http://evil.example"}
    assert client.post("/api/verdict", json=body, headers=evil).status_code == 403
    form = client.post("/api/verdict", data=body, headers={"X-CSRF-Token": token})
    assert form.status_code == 415
    bad = client.post(
        "/api/verdict", json={**body, "verdict": "maybe"}, headers={"X-CSRF-Token": token}
    )
    assert bad.status_code == 400
    assert viewer_store.verdicts.latest() == before
    ok = client.post(
        "/api/verdict",
        json=body,
        headers={"X-CSRF-Token": token, "Origin": "http://localhost"},
    )
    assert ok.status_code == 200 and ok.get_json()["verdict"] == "correct"
    key = (viewer_data.success_node, viewer_store.trees.get(viewer_data.mined_tree).intent_id)
    assert viewer_store.verdicts.latest([key]) == {key: "correct"}


def test_nothing_else_writes(client: Any) -> None:
    for path in ("/", "/tree/1", "/node/1", "/review", "/api/verdict/1"):
        assert client.post(path).status_code in (403, 404, 405), path
    assert client.delete("/api/verdict").status_code == 405


def test_a_token_guards_every_request(viewer_store: Store) -> None:
    client = create_app(viewer_store, token="s3cret").test_client()
    assert client.get("/").status_code == 403
    assert client.get("/?token=wrong").status_code == 403
    assert client.get("/static/view.css").status_code == 403
    entered = client.get("/tree/1?token=s3cret")
    assert entered.status_code == 302 and entered.headers["Location"] == "/tree/1"
    cookie = entered.headers["Set-Cookie"]
    assert "HttpOnly" in cookie and "SameSite=Strict" in cookie and "s3cret" not in entered.location
    assert client.get("/tree/1").status_code == 200  # the cookie now


def test_only_loopback_goes_without_a_token() -> None:
    assert not needs_token("127.0.0.1") and not needs_token("localhost")
    assert needs_token("0.0.0.0") and needs_token("192.168.1.5") and needs_token("::")


def test_node_page_lists_the_model_calls_with_tokens_and_cost(
    viewer_store: Store, viewer_data: ViewerData
) -> None:
    from m2miner.store import NewModelCall

    node = viewer_store.nodes.get(viewer_data.synthetic.success_path[1])
    for role, tokens, cost in (("infer", (1200, 80), 0.0021), ("judge", (900, 3), 0.0011)):
        viewer_store.model_calls.record(
            NewModelCall(
                role=role,  # type: ignore[arg-type]
                model="qwen-test",
                prompt_tokens=tokens[0],
                completion_tokens=tokens[1],
                cost_usd=cost,
                tree_id=node.tree_id,
                node_id=node.id,
                response="<answer>valid</answer>",
            )
        )
    page = create_app(viewer_store).test_client().get(f"/node/{node.id}").get_data(as_text=True)
    calls = page[page.index('id="calls"') :]
    assert "infer" in calls and "judge" in calls and "qwen-test" in calls
    assert "2100" in calls and "83" in calls and "0.00320" in calls  # totals
    assert "&lt;answer&gt;valid&lt;/answer&gt;" in calls  # escaped, not markup


def test_a_verdict_is_stored_under_the_sessions_reviewer(
    viewer_store: Store, viewer_data: ViewerData
) -> None:
    client = create_app(viewer_store, reviewer="ann").test_client()
    name = f"r{viewer_data.synthetic.recycled_intent_id}"
    token = csrf_of(client.get(f"/trajectory/{name}").get_data(as_text=True))
    body = {"trajectory": name, "verdict": "wrong"}
    assert (
        client.post("/api/verdict", json=body, headers={"X-CSRF-Token": token}).status_code == 200
    )
    key = (viewer_data.synthetic.success_path[2], viewer_data.synthetic.recycled_intent_id)
    assert viewer_store.verdicts.history(*key)[-1].reviewer == "ann"


def test_without_a_token_only_loopback_host_names_are_served(client: Any) -> None:
    assert client.get("/", headers={"Host": "127.0.0.1:8765"}).status_code == 200
    assert client.get("/", headers={"Host": "[::1]:8765"}).status_code == 200
    assert client.get("/", headers={"Host": "rebound.example:8765"}).status_code == 403


def test_run_and_tree_pages_count_faults_by_kind(tmp_path: Any) -> None:
    from m2miner.testing.synthetic_tree import build_synthetic_tree

    with Store.open(tmp_path / "m2miner.db") as store:
        tree = build_synthetic_tree(store, nodes=20, images=2)
        timeout, reconnect = {"kind": "model_timeout"}, {"kind": "reconnect"}
        store.nodes.add_info(tree.success_path[1], {"faults": [timeout, timeout]})
        store.nodes.add_info(tree.success_path[2], {"faults": [reconnect], "note": "x"})
        client = create_app(store).test_client()
        run_page = client.get(f"/run/{tree.run_id}").get_data(as_text=True)
        tree_page = client.get(f"/tree/{tree.tree_id}").get_data(as_text=True)
    faults = run_page[run_page.index('id="run-faults"') :]
    assert "<span>model_timeout 2</span><span>reconnect 1</span>" in faults
    assert "<span>model_timeout 2</span><span>reconnect 1</span>" in tree_page
