"""The uiautomator-style hierarchy synthesised from a DOM snapshot.

The first tests convert hand-written snapshots; the rest open the pages of
tests/webapp_names in Chromium through a real Appium server and check how elements are
named (as browsers compute accessible names) and how list rows are grouped, and that the
heuristic agents match "mark ... completed" and "delete ..." to the right row's controls.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

from m2miner.actions import Action
from m2miner.agents.base import StepContext
from m2miner.agents.heuristic import heuristic_agents
from m2miner.config import DeviceConfig
from m2miner.devices.appium_server import static_server
from m2miner.devices.base import AppTarget, Observation
from m2miner.devices.hierarchy import parse_hierarchy
from m2miner.devices.web_dom import Viewport, hierarchy_xml, widget_class
from tests.fixtures_web import write_web_config

PAGES = Path(__file__).resolve().parents[1] / "webapp_names"


def node(**kw):
    base = {
        "parent": -1,
        "tag": "div",
        "type": "",
        "role": "",
        "id": "",
        "text": "",
        "desc": "",
        "hint": "",
        "field": False,
        "password": False,
        "clickable": False,
        "scrollable": False,
        "checkable": False,
        "checked": False,
        "enabled": True,
        "focused": False,
        "selected": False,
        "rect": [0, 0, 10, 10],
    }
    return {**base, **kw}


SNAPSHOT = {
    "url": "http://127.0.0.1:8000/form.html",
    "title": "Feedback",
    "rootScrollable": True,
    "viewport": {"dpr": 2, "scale": 1, "left": 0, "top": 0, "width": 412, "height": 915},
    "nodes": [
        node(
            tag="form",
            id="feedback",
            clickable=False,
            text="",
            scrollable=True,
            rect=[0, 60, 412, 400],
        ),
        node(
            parent=0,
            tag="input",
            type="text",
            id="message",
            field=True,
            clickable=True,
            hint="Type your message",
            focused=True,
            rect=[16, 100, 396, 150],
        ),
        node(
            parent=0, tag="button", id="save", text="Save", clickable=True, rect=[16, 160, 396, 210]
        ),
        node(
            parent=0,
            tag="input",
            type="password",
            field=True,
            text="hunter2",
            clickable=True,
            rect=[16, 220, 396, 260],
        ),
        node(tag="a", text="All items", clickable=True, rect=[16, 900, 100, 960]),
        node(
            tag="input",
            type="checkbox",
            checkable=True,
            checked=True,
            clickable=True,
            text="Remember me",
            rect=[16, 300, 40, 324],
        ),
    ],
}


def parse():
    root = ET.fromstring(hierarchy_xml(SNAPSHOT))
    return root, {n.get("resource-id") or n.get("text"): n for n in root.iter("node")}


def test_the_tree_mirrors_the_dom_and_bounds_are_device_pixels():
    root, by = parse()
    (frame,) = list(root)
    assert frame.get("class") == "android.widget.FrameLayout"
    assert frame.get("bounds") == "[0,0][824,1830]"
    assert frame.get("scrollable") == "true"
    assert frame.get("package") == "127.0.0.1:8000"
    form = by["feedback"]
    assert [c.get("resource-id") for c in form] == ["message", "save", ""]
    assert by["save"].get("bounds") == "[32,320][792,420]"
    assert by["save"].get("class") == "android.widget.Button"
    assert by["save"].get("index") == "1"


def test_an_empty_field_keeps_its_hint_apart_and_passwords_are_masked():
    _, by = parse()
    field = by["message"]
    assert field.get("class") == "android.widget.EditText"
    assert field.get("text") == ""
    assert field.get("hint") == "Type your message"
    assert field.get("focused") == "true" and field.get("focusable") == "true"
    password = next(n for n in by.values() if n.get("password") == "true")
    assert password.get("text") == "•••••••"


def test_elements_are_clipped_to_the_screen():
    _, by = parse()
    assert by["All items"].get("bounds") == "[32,1800][200,1830]"


def test_checkboxes_and_roles_map_to_android_classes():
    _, by = parse()
    box = by["Remember me"]
    assert box.get("class") == "android.widget.CheckBox"
    assert (box.get("checkable"), box.get("checked")) == ("true", "true")
    assert widget_class(node(role="switch")) == "android.widget.Switch"
    assert widget_class(node(tag="img", desc="logo")) == "android.widget.ImageView"
    assert widget_class(node(text="Hello")) == "android.widget.TextView"
    assert widget_class(node(tag="ul", list=True, scrollable=True)) == "android.widget.ListView"
    assert widget_class(node(tag="li", row=True)) == "android.widget.LinearLayout"
    assert widget_class(node()) == "android.view.View"


def test_zoomed_out_pages_convert_both_ways():
    vp = Viewport(dpr=1, scale=412 / 980, left=0, top=0, width=980, height=2177)
    assert vp.screen_size == (412, 915)
    assert vp.to_screen(490, 1000) == (206, 420)
    assert vp.to_client(206, 420) == (490, 999)
    scrolled = Viewport(dpr=2, scale=2, left=100, top=50, width=103, height=228.75)
    assert scrolled.to_client(*scrolled.to_screen(150, 80)) == (150, 80)
    # Pointer actions are measured from the visual viewport's corner (a page panned
    # sideways inside a wider layout is touched where it shows).
    assert scrolled.to_pointer(*scrolled.to_screen(150, 80)) == (50, 30)


# -- real pages in Chromium ----------------------------------------------------------------


@pytest.fixture(scope="module")
def names_url() -> Iterator[str]:
    with static_server(PAGES) as url:
        yield url


@pytest.fixture(scope="module")
def device(appium_url: str) -> Iterator[object]:
    """One Chromium device for the module: each test opens its page in it."""
    from m2miner.devices.appium import AppiumDevice

    config = DeviceConfig.model_validate({"kind": "appium", "settle_timeout_s": 3.0})
    web = AppiumDevice(appium_url, config=config, domain="web")
    yield web
    web.close()


def open_page(device, names_url: str, page: str) -> Observation:
    device.start_app(AppTarget(name="names", url=f"{names_url}/{page}"))
    return device.observe()


def nodes(obs: Observation) -> dict[str, ET.Element]:
    """The page's nodes by resource id (the element's HTML id)."""
    root = ET.fromstring(obs.hierarchy or "")
    return {n.get("resource-id", ""): n for n in root.iter("node") if n.get("resource-id")}


def named(node: ET.Element) -> tuple[str | None, str | None, str | None]:
    return node.get("text"), node.get("content-desc"), node.get("hint")


def centre(node: ET.Element) -> tuple[int, int]:
    x1, y1, x2, y2 = (int(v) for v in node.get("bounds", "")[1:-1].replace("][", ",").split(","))
    return (x1 + x2) // 2, (y1 + y2) // 2


@pytest.mark.slow
def test_form_controls_are_named_by_label_labelledby_aria_label_and_title(device, names_url):
    by = nodes(open_page(device, names_url, "form.html"))
    # (text, content-desc, hint): text is the value (empty), the name is the description.
    assert named(by["email"]) == ("", "Email address", "you@example.com")  # <label for>
    assert named(by["phone"]) == ("", "Phone (mobile)", "07…")  # aria-labelledby, 2 ids
    assert named(by["search"]) == ("", "Search countries", "Search…")  # aria-label first
    assert named(by["postcode"]) == ("", "Postcode", "")  # title, last
    assert named(by["bio"]) == ("", "About you", "A line or two")  # a textarea's label
    assert named(by["plan"]) == ("Team", "Plan", "")  # a select shows its choice
    assert by["plan"].get("class") == "android.widget.Spinner"
    # Checkboxes and radios: their label (wrapping or for=) or aria-label, never "on".
    assert named(by["news"])[:2] == ("Send me the newsletter", "")
    assert named(by["terms"])[:2] == ("I accept the terms", "")
    assert [by[i].get("text") for i in ("size-s", "size-l")] == ["Small", "Large"]
    assert [by[i].get("checked") for i in ("size-s", "size-l", "news")] == [
        "false",
        "true",
        "false",
    ]
    assert by["size-s"].get("class") == "android.widget.RadioButton"
    # Button inputs are named by their value; disabled and aria-disabled are not enabled.
    assert by["send"].get("text") == "Create account"
    assert by["restart"].get("text") == "Start over"
    assert (by["later"].get("enabled"), by["soon"].get("enabled")) == ("false", "false")
    assert by["send"].get("enabled") == "true"
    # No placeholder ever shows as text.
    texts = {n.get("text") for n in by.values()}
    assert not texts & {"you@example.com", "07…", "Search…", "A line or two"}


@pytest.mark.slow
def test_a_typed_value_is_the_field_text_and_the_hint_stays(device, names_url):
    by = nodes(open_page(device, names_url, "form.html"))
    x, y = centre(by["email"])
    device.execute(Action("click", x=x, y=y))
    device.execute(Action("type", text="ada@example.org"))
    email = nodes(device.observe())["email"]
    assert named(email) == ("ada@example.org", "Email address", "you@example.com")
    assert email.get("focused") == "true"


@pytest.mark.slow
def test_icon_only_buttons_are_named_by_aria_label_alt_title_and_svg_title(device, names_url):
    obs = open_page(device, names_url, "icons.html")
    by = nodes(obs)
    assert named(by["menu"])[:2] == ("", "Open menu")  # aria-label
    assert named(by["share"])[:2] == ("", "Share")  # the <img alt> inside the button
    assert named(by["help"])[:2] == ("", "Help")  # a link named by its title
    assert named(by["close"])[:2] == ("×", "Close dialog")  # shows ×, named by aria-label
    assert named(by["favourite"])[:2] == ("", "Add to favourites")  # an SVG <title>
    assert by["logo"].get("content-desc") == "Acme logo"
    assert by["logo"].get("class") == "android.widget.ImageView"
    assert all(by[i].get("clickable") == "true" for i in ("menu", "share", "help", "favourite"))
    labels = {e.resource_id: e.label for e in parse_hierarchy(obs.hierarchy)}
    assert labels["close"] == "Close dialog"  # a symbol gives way to the name


@pytest.mark.slow
def test_list_rows_group_checkbox_title_and_delete_and_name_the_checkbox(device, names_url):
    obs = open_page(device, names_url, "todo.html")
    by = nodes(obs)
    assert by["tasks"].get("class") == "android.widget.ListView"
    rows = list(by["tasks"])
    assert [r.get("resource-id") for r in rows] == ["row-1", "row-2", "row-3"]
    assert [r.get("content-desc") for r in rows] == ["Buy milk", "Walk the dog", "Pay rent"]
    assert {r.get("class") for r in rows} == {"android.widget.LinearLayout"}
    first = rows[0]
    assert [(c.get("class"), c.get("resource-id")) for c in first] == [
        ("android.widget.CheckBox", "done-1"),
        ("android.widget.TextView", ""),
        ("android.widget.Button", "delete-1"),
    ]
    # A checkbox without a label is named by its row, not by its value ("on").
    assert [by[f"done-{i}"].get("text") for i in (1, 2, 3)] == [
        "Buy milk",
        "Walk the dog",
        "Pay rent",
    ]
    assert [by[f"done-{i}"].get("checked") for i in (1, 2, 3)] == ["false", "false", "true"]
    assert by["done-1"].get("checkable") == "true"
    assert named(by["delete-1"])[:2] == ("", "Delete")
    # The empty field has a hint and no text.
    assert named(by["new-task"]) == ("", "", "New task")
    # The flat elements know their row.
    rows_of = {e.resource_id: e.row for e in parse_hierarchy(obs.hierarchy)}
    assert rows_of["delete-2"] == "Walk the dog" and rows_of["done-3"] == "Pay rent"
    assert rows_of["row-1"] == "" and rows_of["new-task"] == ""


@pytest.mark.slow
def test_aria_rows_and_table_rows_name_their_switches_and_checkboxes(device, names_url):
    by = nodes(open_page(device, names_url, "settings.html"))
    assert by["radios"].get("class") == by["alerts"].get("class") == "android.widget.ListView"
    assert [r.get("resource-id") for r in by["alerts"]] == ["row-email", "row-sms"]
    assert by["wifi"].get("class") == "android.widget.Switch"
    assert named(by["wifi"])[:2] == ("Wi-Fi Connected to Home", "")
    assert (by["wifi"].get("checked"), by["bluetooth"].get("checked")) == ("true", "false")
    assert by["bluetooth"].get("text") == "Bluetooth"
    assert by["plane"].get("enabled") == "false"  # aria-disabled
    assert [by[i].get("text") for i in ("alert-email", "alert-sms")] == [
        "Email alerts",
        "Text alerts",
    ]
    assert (by["alert-email"].get("checked"), by["alert-sms"].get("checked")) == ("true", "false")


def best(obs: Observation, intent: str) -> tuple[Action, str]:
    """The heuristic InferAgent's first candidate for ``intent`` on ``obs``."""
    infer, _, _ = heuristic_agents()
    ctx = StepContext(intent=intent, domain="web", observation=obs, app="names")
    top = infer.propose(ctx, k=3, exclude=[]).candidates[0]
    return top.action, top.description


@pytest.mark.slow
def test_the_heuristic_marks_the_named_task_completed_and_deletes_the_named_one(device, names_url):
    obs = open_page(device, names_url, "todo.html")
    action, description = best(obs, "Mark 'Walk the dog' as completed")
    assert (action.x, action.y) == centre(nodes(obs)["done-2"])
    assert description == 'Click "Walk the dog"'
    device.execute(action)
    after = device.observe()
    by = nodes(after)
    assert by["done-2"].get("checked") == "true" and by["done-1"].get("checked") == "false"
    assert by["summary"].get("text") == "Completed: Walk the dog, Pay rent"

    # "Delete" is on every row: the row picks the one, and the description names it.
    action, description = best(after, "Delete Buy milk")
    assert (action.x, action.y) == centre(by["delete-1"])
    assert description == 'Click "Delete" in the "Buy milk" row'
    device.execute(action)
    left = nodes(device.observe())
    assert "row-1" not in left and {"row-2", "row-3"} <= set(left)
    # Asked to reopen a done task, the agent unticks that one rather than another.
    action, _ = best(device.observe(), "Mark Pay rent as not done: uncheck it")
    assert (action.x, action.y) == centre(left["done-3"])


@pytest.mark.slow
def test_mining_mark_completed_ticks_the_named_tasks_checkbox(
    tmp_path: Path, names_url: str, appium_url: str
) -> None:
    from m2miner.config import load_config
    from m2miner.mining.plan import MineRequest
    from m2miner.mining.run import mine
    from m2miner.store.opening import open_store
    from m2miner.store.treeview import path_to

    config_path = write_web_config(
        tmp_path, "tasks", f"{names_url}/todo.html", iterations=6, scope=f"{names_url}/"
    )
    config = load_config(config_path, {}, environ={})
    intent = "Mark 'Walk the dog' as completed"
    report = mine(
        config, MineRequest(app="tasks", intents=(intent,)), device=f"appium:{appium_url}"
    )
    [outcome] = report.outcomes
    assert report.heuristic and outcome.status == "succeeded"
    with open_store(config) as store:
        nodes = store.trees.load(outcome.tree_id).nodes
        success = next(n for n in nodes if n.status == "success")
        path = path_to(nodes, success.id)
        assert [n.description for n in path[1:]] == ['Click "Walk the dog"', "Terminate: success"]
        ticked = path[1]
        assert ticked.hierarchy_hash is not None
        after = ET.fromstring(store.screenshots.get_text(ticked.hierarchy_hash))
    boxes = {n.get("resource-id"): n.get("checked") for n in after.iter("node")}
    assert (boxes["done-1"], boxes["done-2"], boxes["done-3"]) == ("false", "true", "true")


def test_a_field_named_only_by_its_placeholder_is_called_by_its_hint():
    from m2miner.agents.effects import effect_of
    from m2miner.agents.steps import touched

    field = node(
        tag="input", type="text", id="new-task", field=True, clickable=True, focused=True,
        hint="New task", rect=[16, 100, 396, 150],
    )  # fmt: skip
    before = hierarchy_xml({**SNAPSHOT, "nodes": [field]})
    after = hierarchy_xml({**SNAPSHOT, "nodes": [{**field, "text": "Buy bread"}]})
    tap = touched(before, Action("click", x=100, y=250))
    assert tap is not None and tap.label == "New task" and tap.editable
    effect = effect_of(before, after, Action("type", text="Buy bread"))
    assert effect.kind == "typed" and effect.summary == 'Type "Buy bread" into "New task"'
