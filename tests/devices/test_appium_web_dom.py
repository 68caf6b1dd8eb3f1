"""The uiautomator-style hierarchy synthesised from a DOM snapshot."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from m2miner.devices.web_dom import Viewport, hierarchy_xml, widget_class


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


def test_fields_show_their_hint_when_empty_and_mask_passwords():
    _, by = parse()
    field = by["message"]
    assert field.get("class") == "android.widget.EditText"
    assert field.get("text") == "Type your message"
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
    assert widget_class(node()) == "android.view.View"


def test_zoomed_out_pages_convert_both_ways():
    vp = Viewport(dpr=1, scale=412 / 980, left=0, top=0, width=980, height=2177)
    assert vp.screen_size == (412, 915)
    assert vp.to_screen(490, 1000) == (206, 420)
    assert vp.to_client(206, 420) == (490, 999)
    scrolled = Viewport(dpr=2, scale=2, left=100, top=50, width=103, height=228.75)
    assert scrolled.to_client(*scrolled.to_screen(150, 80)) == (150, 80)
