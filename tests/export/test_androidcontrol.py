"""AndroidControl fidelity: its action vocabulary only (Enter folded into ``type`` as the
dataset records typing), integer episode ids, accessibility forests from uiautomator dumps
of an app written for the test, step instructions apart from the low-level action text,
and TFRecord framing."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from m2miner.actions import Action
from m2miner.export import ExportReport
from m2miner.export.a11y import forest, forest_bytes
from m2miner.export.androidcontrol import (
    VOCABULARY,
    Conversion,
    Unmappable,
    _actions,
    instruction,
    to_androidcontrol,
)
from m2miner.export.tfrecord import (
    crc32c,
    crc32c_python,
    example,
    read_tfrecord,
    record,
    write_tfrecord,
)

# A screen of a small notes app written for this test: a toolbar, a focused search field
# and a list with two rows, the second long-clickable and checked.
NOTES_XML = """<?xml version='1.0' encoding='UTF-8'?>
<hierarchy rotation="0">
  <node index="0" text="" resource-id="" class="android.widget.FrameLayout"
        package="org.example.notes" content-desc="" checkable="false" checked="false"
        clickable="false" enabled="true" focusable="false" focused="false"
        scrollable="false" long-clickable="false" password="false" selected="false"
        bounds="[0,0][720,1280]">
    <node index="0" text="Notes" resource-id="org.example.notes:id/title"
          class="android.widget.TextView" package="org.example.notes" content-desc=""
          enabled="true" bounds="[0,0][720,96]"/>
    <node index="1" text="" hint="Search notes" resource-id="org.example.notes:id/search"
          class="android.widget.EditText" package="org.example.notes" content-desc=""
          clickable="true" enabled="true" focusable="true" focused="true"
          bounds="[16,112][704,176]"/>
    <node index="2" class="androidx.recyclerview.widget.RecyclerView" scrollable="true"
          package="org.example.notes" enabled="true" bounds="[0,192][720,1280]">
      <node index="0" text="Groceries" class="android.widget.TextView" clickable="true"
            package="org.example.notes" enabled="true" bounds="[0,192][720,288]"/>
      <node index="1" text="Ideas" class="android.widget.CheckBox" checkable="true"
            checked="true" long-clickable="true" package="org.example.notes"
            enabled="true" bounds="[0,288][720,384]"/>
    </node>
  </node>
</hierarchy>"""
SEARCH_CENTRE = (360, 144)


def test_forest_follows_android_env_structure() -> None:
    data = forest(NOTES_XML)
    assert data is not None and len(data["windows"]) == 1
    window = data["windows"][0]
    assert window["bounds_in_screen"] == {"left": 0, "top": 0, "right": 720, "bottom": 1280}
    assert window["window_type"] == "TYPE_APPLICATION"
    nodes = window["tree"]["nodes"]
    assert [n["unique_id"] for n in nodes] == list(range(6))
    assert nodes[0]["child_ids"] == [1, 2, 3] and nodes[3]["child_ids"] == [4, 5]
    assert [n["depth"] for n in nodes] == [0, 1, 1, 1, 2, 2]
    search = nodes[2]
    assert search["hint_text"] == "Search notes" and search["is_editable"] is True
    assert search["is_focused"] and search["view_id_resource_name"].endswith(":id/search")
    ideas = nodes[5]
    assert ideas["is_checked"] and ideas["is_long_clickable"] and ideas["text"] == "Ideas"
    assert "is_clickable" not in ideas  # proto3 JSON leaves false out
    assert nodes[3]["is_scrollable"] and all(n["is_visible_to_user"] for n in nodes)
    assert forest_bytes(data).startswith(b"\x0a")  # field 1 (windows), length-delimited


def test_forest_is_none_without_a_uiautomator_dump() -> None:
    assert forest(None) is None and forest("") is None
    assert forest("<html><body><p>web page</p></body></html>") is None
    assert forest_bytes(None) == b""


def test_actions_map_to_androidcontrol_vocabulary_only() -> None:
    mapped = [
        to_androidcontrol(Action("click", x=3, y=4)),
        to_androidcontrol(Action("long_press", x=3, y=4)),
        to_androidcontrol(Action("swipe", x=10, y=900, x2=10, y2=100)),
        to_androidcontrol(Action("type", text="milk")),
        to_androidcontrol(Action("open", text="Notes")),
        to_androidcontrol(Action("wait")),
        to_androidcontrol(Action("system_button", button="Back")),
        to_androidcontrol(Action("system_button", button="Home")),
    ]
    assert {m["action_type"] for m in mapped} <= set(VOCABULARY)
    assert mapped[2] == {"action_type": "scroll", "direction": "down"}  # finger up
    assert mapped[3] == {"action_type": "input_text", "text": "milk"}
    for action in (
        Action("system_button", button="Enter"),
        Action("system_button", button="Menu"),
        Action("key", text="volume_up"),
        Action("answer", text="42"),
    ):
        with pytest.raises(Unmappable, match="not in AndroidControl's action vocabulary"):
            to_androidcontrol(action)


def _step(action: Action, description: str, before: int, after: int) -> Any:
    """A step as :func:`_actions` reads it: its action, description and two screens."""
    return SimpleNamespace(
        action=action,
        description=description,
        before=SimpleNamespace(id=before, xml=NOTES_XML if before == 2 else None),
        node=SimpleNamespace(id=after),
    )


def _hierarchy(node: Any) -> str | None:
    return getattr(node, "xml", None)


def test_typed_text_then_enter_becomes_one_type_action_at_the_focused_field() -> None:
    steps = [
        _step(Action("click", x=360, y=150), 'Tap the "Search notes" field.', 1, 2),
        _step(Action("type", text="milk"), 'Type "milk" into the search field', 2, 3),
        _step(Action("system_button", button="Enter"), "Press Enter to search", 3, 4),
        _step(Action("answer", text="2 notes"), "Answer 2 notes", 4, 5),
    ]
    result = Conversion()
    kept = _actions(steps, _hierarchy, result)
    assert (result.enter_merged, result.answers_dropped) == (1, 1)
    assert [k.action for k in kept] == [
        {"action_type": "click", "x": 360, "y": 150},
        {"action_type": "type", "text": "milk", "x": SEARCH_CENTRE[0], "y": SEARCH_CENTRE[1]},
    ]
    assert kept[1].after.id == 4  # the screen after the Enter
    assert [k.instruction for k in kept] == [
        'Tap the "Search notes" field',
        'Type "milk" into the search field, then press Enter to search',
    ]
    assert kept[1].action_text == 'Type "milk"; Press the Enter button'


def test_enter_without_a_known_field_uses_the_click_before_or_leaves_the_episode_out() -> None:
    steps = [
        _step(Action("click", x=100, y=700), "Tap the note", 5, 6),
        _step(Action("type", text="x"), "Type x", 6, 7),
        _step(Action("system_button", button="Enter"), "Press Enter", 7, 8),
    ]
    kept = _actions(steps, _hierarchy, Conversion())
    assert kept[-1].action == {"action_type": "type", "text": "x", "x": 100, "y": 700}
    with pytest.raises(Unmappable, match="no known field"):
        _actions(steps[1:], _hierarchy, Conversion())
    with pytest.raises(Unmappable, match="Enter that does not follow typed text"):
        _actions([steps[0], steps[2]], _hierarchy, Conversion())
    answer = _step(Action("answer", text="a"), "Answer a", 6, 6)
    with pytest.raises(Unmappable, match="answer is not in"):
        _actions([answer, steps[0]], _hierarchy, Conversion())


def test_instruction_is_one_imperative_sentence() -> None:
    assert instruction("  open the   Recents tab. ") == "Open the Recents tab"


def test_episodes_hold_integer_ids_trees_and_instructions_apart_from_action_text(
    full_export: ExportReport,
) -> None:
    paths = sorted((full_export.out_dir / "androidcontrol").rglob("*.json"))
    episodes = [json.loads(p.read_text()) for p in paths]
    ids = [e["episode_id"] for e in episodes]
    assert all(isinstance(i, int) for i in ids) and len(set(ids)) == len(ids)
    for path, ep in zip(paths, episodes, strict=True):
        assert path.stem == ep["m2miner"]["trajectory"]
        assert ep["episode_id"] >> 32 == ep["m2miner"]["intent_id"]
        assert len(ep["accessibility_trees"]) == len(ep["screenshots"])
        for tree in ep["accessibility_trees"]:
            assert tree["windows"][0]["tree"]["nodes"][0]["package_name"] == "com.m2miner.maps"
        texts = ep["m2miner"]["action_texts"]
        assert len(texts) == len(ep["step_instructions"]) == len(ep["actions"])
        for action, text, step in zip(ep["actions"], texts, ep["step_instructions"], strict=True):
            if action["action_type"] == "click":  # coordinates in the text, not the instruction
                assert text == f"Click at ({action['x']}, {action['y']})" and "(" not in step
    manifest = json.loads((full_export.out_dir / "export.json").read_text())
    assert manifest["androidcontrol"] == {
        "enter_merged_into_type": 0,
        "final_answers_left_out": 0,
        "episodes_left_out": 0,
    }


def test_crc32c_and_record_framing(tmp_path: Path) -> None:
    assert crc32c(b"123456789") == crc32c_python(b"123456789") == 0xE3069283  # check value
    data = example({"episode_id": [7], "goal": [b"Open notes"], "empty": []})
    framed = record(data)
    assert int.from_bytes(framed[:8], "little") == len(data) and framed[12:-4] == data
    path = tmp_path / "x.tfrecord.gz"
    assert write_tfrecord(path, [data, b""]) == 2
    assert read_tfrecord(path) == [data, b""]
    broken = bytearray(gzip.decompress(path.read_bytes()))
    broken[14] ^= 0xFF
    path.write_bytes(gzip.compress(bytes(broken)))
    with pytest.raises(ValueError, match="corrupt record"):
        read_tfrecord(path)
