"""``m2miner safety requests``: the mutating web requests a store's nodes record, grouped
by endpoint, and the policy file it drafts from the held ones. The store is a real one,
written with the store's own API; each node's info carries requests as the safety
wrapper records them on the node after a web action."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner, Result

from m2miner.actions import Action
from m2miner.cli import app
from m2miner.config import SafetyConfig
from m2miner.devices.base import AppTarget
from m2miner.devices.sim import SimDevice
from m2miner.devices.sim.solve import widget_point
from m2miner.errors import ConfigError, NotFoundError
from m2miner.safety.files import app_rules, load_policy_file
from m2miner.safety.held_requests import Endpoint, policy_draft
from m2miner.safety.network import DRAIN_SCRIPT, NetworkRules, rules_from
from m2miner.safety.policy import Policy
from m2miner.safety.wrapper import SafeDevice
from m2miner.store import Store
from m2miner.store.records import NewIntent, NewNode, ScreenRef
from tests.cli_helpers import isolate, run

SITE = "http://127.0.0.1:8000"


def _request(method: str, path: str, sent: bool, **more: Any) -> dict[str, Any]:
    return {"method": method, "url": f"{SITE}{path}", "kind": "fetch", "sent": sent, **more}


def _safety(requests: list[dict[str, Any]], **more: Any) -> dict[str, Any]:
    held = sum(not r["sent"] for r in requests)
    reason = f"held back {held} of {len(requests)} mutating requests"
    return {"safety": {**more, "rule": "network", "reason": reason, "requests": requests}}


FORUM = [  # (description, info) of each node after a tap on the forum's pages
    ("Tap Like", _safety([_request("POST", "/api/posts/7/like", False)], element_text="Like")),
    ("Tap Like", _safety([_request("POST", "/api/posts/12/like", False)], element_text="Like")),
    (
        "Tap Favourite",
        _safety(
            [_request("POST", "/api/posts/9/like", False)],
            words={"rule": "commit-label", "element_text": "Favourite"},
        ),
    ),
    ("Tap the heart", _safety([_request("POST", "/api/posts/3/like", False)])),
    ("Tap Heart", _safety([_request("POST", "/api/posts/4/like", False)], element_text="Heart")),
    (
        "Tap Star",
        _safety(
            [
                _request("POST", "/api/repos/3/star", True, asked={"verdict": "harmless"}),
                _request("POST", "/api/repos/4/star", False, asked={"verdict": "irreversible"}),
            ],
            element_text="Star",
        ),
    ),
    (
        "Tap Delete",
        _safety(
            [
                _request("DELETE", "/api/posts/7", False),
                {"method": "WEBSOCKET", "url": "ws://127.0.0.1:8000/socket", "sent": False},
            ],
            element_text="Delete",
        ),
    ),
    (
        "Tap Log out",
        _safety(
            [_request("POST", "/api/users/logout", True, released="logout")],
            element_text="Log out",
        ),
    ),
    ("Tap Pay", {"blocked": "looks irreversible", "element": "Pay", "safety": {"rule": "deny"}}),
    ("Scroll down", {}),
]
SHOP_SITE = "http://127.0.0.1:8001"
CART = {"method": "POST", "url": f"{SHOP_SITE}/cart/items", "kind": "xhr", "sent": True}
SHOP = [("Tap Add", _safety([CART], element_text="Add"))]


def _tree(store: Store, run_id: int, app: str, nodes: list[tuple[str, dict]]) -> None:
    intent = store.intents.add(NewIntent(text=f"use {app}", app=app, domain="web"))
    tree = store.trees.create(run_id, intent.id)
    root = store.nodes.add_root(tree.id, ScreenRef(store.screenshots.put(app.encode())))
    for i, (description, info) in enumerate(nodes):
        action = Action("click", x=10 * i, y=20)
        new = NewNode(root.id, action, description, status="valid", info=info)
        store.nodes.add(tree.id, new)


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Run 1 mined the forum without sandbox mode; run 2 the shop in sandbox mode."""
    isolate(monkeypatch, tmp_path)
    folder = tmp_path / "data"
    folder.mkdir()
    with Store.open(folder / "m2miner.db") as store:
        forum = store.runs.create("mine", config={"safety": {"sandbox": False}})
        _tree(store, forum.id, "forum", FORUM)
        shop = store.runs.create("mine", config={"safety": {"sandbox": True}})
        _tree(store, shop.id, "shop", SHOP)
    return folder


def _invoke(data: Path, *args: str) -> Result:
    return CliRunner().invoke(app, ["safety", "requests", "--data-dir", str(data), *args])


def _lines(data: Path, *args: str) -> list[dict[str, Any]]:
    result = _invoke(data, "--json", *args)
    assert result.exit_code == 0, result.output
    return [json.loads(line) for line in result.stdout.splitlines()]


def test_requests_are_grouped_by_endpoint_most_held_first(data: Path) -> None:
    rows = _lines(data)
    assert [(r["app"], r["method"], r["template"], r["held"], r["sent"]) for r in rows] == [
        ("forum", "POST", "/api/posts/*/like", 5, 0),
        ("forum", "POST", "/api/repos/*/star", 1, 1),
        ("forum", "DELETE", "/api/posts/*", 1, 0),
        ("forum", "WEBSOCKET", "/socket", 1, 0),
        ("forum", "POST", "/api/users/logout", 0, 1),
        ("shop", "POST", "/cart/items", 0, 1),
    ]
    like, star, _, socket, logout, cart = rows
    # The stored labels, most frequent first, at most three: the record's element text,
    # the words' verdict's, else the action's description.
    assert like["labels"] == ["Like", "Favourite", "Tap the heart"]
    assert star == {
        "app": "forum",
        "method": "POST",
        "origin": SITE,
        "template": "/api/repos/*/star",
        "held": 1,
        "sent": 1,
        "why_sent": {"model said harmless": 1},
        "labels": ["Star"],
    }
    assert socket["origin"] == SITE  # a WebSocket's origin is its page's
    assert logout["why_sent"] == {"released (logout)": 1}
    assert (cart["origin"], cart["why_sent"]) == (SHOP_SITE, {"sandbox": 1})


def test_run_and_app_narrow_the_table(data: Path) -> None:
    assert {r["app"] for r in _lines(data, "--run", "2")} == {"shop"}
    assert {r["app"] for r in _lines(data, "--app", "forum")} == {"forum"}
    assert _lines(data, "--run", "2", "--app", "shop")[0]["template"] == "/cart/items"


def test_the_table_shows_counts_reasons_and_taps(data: Path) -> None:
    result = _invoke(data)
    assert result.exit_code == 0, result.output
    rows = [re.split(r"\s{2,}", line.strip()) for line in result.stdout.splitlines()]
    assert rows[1] == ["app", "method", "origin", "template", "held", "sent", "why sent", "tapped"]
    assert [row[3:] for row in rows[3:9]] == [
        ["/api/posts/*/like", "5", "0", "Like / Favourite / Tap the heart"],
        ["/api/repos/*/star", "1", "1", "1 model said harmless", "Star"],
        ["/api/posts/*", "1", "0", "Delete"],
        ["/socket", "1", "0", "Delete"],
        ["/api/users/logout", "0", "1", "1 released (logout)", "Log out"],
        ["/cart/items", "0", "1", "1 sandbox", "Add"],
    ]
    assert rows[3][:3] == ["forum", "POST", SITE] and rows[8][:3] == ["shop", "POST", SHOP_SITE]
    assert result.stdout.splitlines()[9].startswith("6 endpoint(s), 8 request(s) held back")
    # What every row shares goes to the title.
    result = _invoke(data, "--app", "forum")
    lines = result.stdout.splitlines()
    assert lines[0] == f"Mutating web requests of forum to {SITE}, most held back first"
    assert re.split(r"\s{2,}", lines[1].strip()) == [
        "method",
        "template",
        "held",
        "sent",
        "why sent",
        "tapped",
    ]


def test_unknown_run_or_app_is_an_error(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    result = _invoke(data, "--run", "9")
    assert result.exit_code != 0 and isinstance(result.exception, NotFoundError)
    result = _invoke(data, "--app", "mail")
    assert result.exit_code != 0 and isinstance(result.exception, NotFoundError)
    # As the console script prints it: a message with the apps there are, exit 2.
    code, out, err = run(capsys, "safety", "requests", "--data-dir", str(data), "--app", "mail")
    flat = " ".join(err.split())
    assert (code, out) == (2, "")
    assert "error: no tree of app 'mail' in the store" in flat
    assert "fix: apps stored: forum, shop" in flat


def test_no_requests_is_one_line_and_success(tmp_path: Path) -> None:
    folder = tmp_path / "empty"
    folder.mkdir()
    with Store.open(folder / "m2miner.db") as store:
        _tree(store, store.runs.create("mine").id, "forum", [("Scroll", {})])
    result = _invoke(folder)
    assert (result.exit_code, result.output) == (0, "no mutating web request recorded\n")
    result = _invoke(folder, "--app", "forum", "--json")
    assert (result.exit_code, result.stdout) == (0, "")
    assert result.stderr == "no mutating web request recorded in app forum\n"


DRAFT_ENTRIES = f"""\
apps: ["forum"]
allow_requests:
  # DELETE: 1 endpoint(s), held 1 time(s)
  # - {{origin: "{SITE}", methods: [DELETE], paths: ["/api/posts/*"]}}   # held 1 time: "Delete"
  # POST: 2 endpoint(s), held 6 time(s)
  # - {{origin: "{SITE}", methods: [POST], paths: ["/api/posts/*/like"]}}   # held 5 times: \
"Like", "Favourite", "Tap the heart"
  # - {{origin: "{SITE}", methods: [POST], paths: ["/api/repos/*/star"]}}   # held 1 time: "Star"
  # WEBSOCKET: 1 endpoint(s), held 1 time(s)
  # - {{origin: "{SITE}", methods: [WEBSOCKET], paths: ["/socket"]}}   # held 1 time: "Delete"
"""


def _rules(path: Path) -> NetworkRules:
    """The request rules the wrapper builds from the file for the forum."""
    rules = app_rules([(load_policy_file(path), str(path))], AppTarget("forum"))
    return rules_from(False, rules.requests, rules.release)


def test_the_draft_lists_held_endpoints_commented_out(data: Path) -> None:
    draft = data.parent / "forum.yaml"
    result = _invoke(data, "--app", "forum", "--policy-draft", str(draft))
    assert result.exit_code == 0, result.output
    assert f"wrote {draft}: the 4 endpoint(s) of forum held back, commented out" in result.stdout
    text = draft.read_text(encoding="utf-8")
    header, entries = text.split("\napps:")
    assert "apps:" + entries == DRAFT_ENTRIES
    assert all(line.startswith("#") for line in header.splitlines())
    for words in ("commented out", "undoes", "a like", "payment", "deletion", "invitation"):
        assert words in header
    # Released and allowed endpoints are not listed: nothing held them.
    assert "logout" not in text and "/cart/items" not in text
    # As written it loads and allows nothing.
    assert load_policy_file(draft).allow_requests == []
    assert not _rules(draft).allows("POST", SITE, "/api/posts/7/like")


def test_uncommenting_one_line_allows_exactly_that_endpoint(data: Path) -> None:
    draft = data.parent / "forum.yaml"
    assert _invoke(data, "--app", "forum", "--policy-draft", str(draft)).exit_code == 0
    like = '  # - {origin: "http://127.0.0.1:8000", methods: [POST], paths: ["/api/posts/*/like"]}'
    text = draft.read_text(encoding="utf-8")
    assert text.count(like) == 1
    draft.write_text(text.replace(like, like.replace("# ", "", 1)), encoding="utf-8")
    [entry] = load_policy_file(draft).allow_requests
    assert (entry.origin, entry.methods, entry.paths) == (SITE, ["POST"], ["/api/posts/*/like"])
    rules = _rules(draft)
    assert rules.allows("POST", SITE, "/api/posts/12/like")
    assert rules.allows("POST", SITE, "/api/posts/abc7/like")
    for method, origin, path in (
        ("PUT", SITE, "/api/posts/12/like"),
        ("DELETE", SITE, "/api/posts/12/like"),
        ("POST", SITE, "/api/posts/12/like/all"),
        ("POST", SITE, "/api/posts/12"),
        ("POST", SITE, "/api/repos/3/star"),
        ("DELETE", SITE, "/api/posts/7"),
        ("WEBSOCKET", SITE, "/socket"),
        ("POST", "http://127.0.0.1:9000", "/api/posts/12/like"),
    ):
        assert not rules.allows(method, origin, path), (method, origin, path)


def test_the_draft_needs_one_app_and_keeps_an_existing_file(data: Path) -> None:
    draft = data.parent / "draft.yaml"
    result = _invoke(data, "--policy-draft", str(draft))
    assert isinstance(result.exception, ConfigError) and not draft.exists()
    assert result.stdout == ""  # checked before the table is printed
    assert "the store records requests of 2 apps (forum, shop)" in str(result.exception)
    # One app's run alone: no --app needed; the shop held nothing, so no file.
    result = _invoke(data, "--run", "2", "--policy-draft", str(draft))
    assert result.exit_code == 0 and not draft.exists()
    assert "no request of shop was held back: no policy draft written" in result.stdout
    draft.write_text("mine\n", encoding="utf-8")
    result = _invoke(data, "--run", "1", "--policy-draft", str(draft))
    assert isinstance(result.exception, ConfigError) and "exists" in str(result.exception)
    assert result.stdout == ""
    assert draft.read_text(encoding="utf-8") == "mine\n"
    result = _invoke(data, "--run", "1", "--policy-draft", str(draft), "--force")
    assert result.exit_code == 0 and draft.read_text(encoding="utf-8").endswith(DRAFT_ENTRIES)


class GuardedPage(SimDevice):
    """A sim app standing in for a web page whose request guard holds back the POST
    every tap sends: the wrapper drains the guard's log after each action."""

    domain = "web"

    def __init__(self) -> None:
        super().__init__("contacts", render=False)
        self.log: list[dict[str, Any]] = []

    def execute(self, action: Action) -> None:
        super().execute(action)
        self.log.append(_request("POST", f"/api/contacts/{len(self.log) + 1}/star", False))

    def execute_script(self, script: str, *args: Any) -> Any:
        if script == DRAIN_SCRIPT:
            drained, self.log = self.log, []
            return drained
        return True  # the guard armed before the action


def test_the_wrapper_records_the_tapped_label_the_table_shows(tmp_path: Path) -> None:
    device = SafeDevice(GuardedPage(), Policy(SafetyConfig()))
    device.start_app(AppTarget("contacts"))
    infos = []
    for widget in ("contact_alice_wong", "call_button"):
        x, y = widget_point(device.unwrapped.frame(), widget)  # type: ignore[attr-defined]
        device.execute(Action("click", x=x, y=y))
        infos.append(("Tap", {"safety": device.observe().info["safety"]}))
    folder = tmp_path / "page"
    folder.mkdir()
    with Store.open(folder / "m2miner.db") as store:
        _tree(store, store.runs.create("mine").id, "contacts", infos)
    [row] = _lines(folder)
    assert (row["template"], row["held"], row["sent"]) == ("/api/contacts/*/star", 2, 0)
    # The contact's row, and the Call button whose words the requests overrule.
    assert row["labels"] == ["Alice Wong", "Call"]


def test_the_draft_says_when_an_entry_also_allows_another_held_endpoint() -> None:
    # Immich: removing an album's member and leaving the album are one shape of path;
    # the member's entry, uncommented, would let the leave through too.
    def held(path: str, label: str) -> Endpoint:
        return Endpoint("photos", "DELETE", SITE, path, held=1, sent=0, labels=(label,))

    member = held("/api/albums/*/user/*", "Remove")
    leave = held("/api/albums/*/user/me", "Leave")
    draft = policy_draft("photos", [member, leave]).splitlines()
    at = next(i for i, line in enumerate(draft) if '"/api/albums/*/user/*"' in line)
    assert draft[at + 1] == (
        '  #   (this line also allows /api/albums/*/user/me, held 1 time: "Leave")'
    )
    assert not any("also allows /api/albums/*/user/*" in line for line in draft)
