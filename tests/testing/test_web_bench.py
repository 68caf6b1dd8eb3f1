"""bench/web.py's own parts: the pet-store API behind Swagger UI, and the scripted model
that follows each intent's plan on the screen the device last showed (the npm apps and
Chromium are exercised by running the benchmark)."""

from __future__ import annotations

import json
import sys
import urllib.request
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from m2miner.action_parse import parse_action
from m2miner.devices.base import Observation
from m2miner.llm.base import Message

BENCH = Path(__file__).resolve().parents[2] / "bench"


@pytest.fixture(scope="module")
def bench() -> Any:
    sys.path.insert(0, str(BENCH))
    try:
        import web_apps
        import web_script

        yield SimpleNamespace(apps=web_apps, script=web_script)
    finally:
        sys.path.remove(str(BENCH))


def _call(method: str, url: str, body: object = None) -> tuple[int, Any]:
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, method=method)
    with urllib.request.urlopen(request, timeout=10) as answer:
        raw = answer.read()
        return answer.status, json.loads(raw) if raw else None


def test_the_pet_store_keeps_records_and_its_reset_hook_restores_them(
    bench: Any, tmp_path: Path
) -> None:
    server = bench.apps.PetServer(tmp_path)
    with server.serve() as url:
        assert _call("GET", f"{url}/api/pets")[1] == [
            {"id": 1, "name": "Rex", "tag": "dog"},
            {"id": 2, "name": "Tom", "tag": "cat"},
        ]
        assert _call("POST", f"{url}/api/pets", {"name": "Bella"}) == (
            201,
            {"id": 3, "name": "Bella"},
        )
        assert _call("DELETE", f"{url}/api/pets/2") == (204, None)
        assert [p["name"] for p in _call("GET", f"{url}/api/pets")[1]] == ["Rex", "Bella"]
        assert _call("POST", f"{url}/reset") == (204, None)
        assert [p["name"] for p in _call("GET", f"{url}/api/pets")[1]] == ["Rex", "Tom"]
        assert _call("GET", f"{url}/openapi.json")[1]["servers"] == [{"url": "/api"}]
        with urllib.request.urlopen(f"{url}/swagger-initializer.js", timeout=10) as answer:
            assert 'url: "/openapi.json"' in answer.read().decode()
    assert server.requests == {"GET": 3, "POST": 1, "DELETE": 1}


def _node(bounds: str, cls: str, **attrs: str) -> str:
    fields = {"text": "", "resource-id": "", "clickable": "true", "enabled": "true"}
    fields |= {k.replace("_", "-"): v for k, v in attrs.items()}
    body = " ".join(f'{k}="{v}"' for k, v in fields.items())
    return f'<node class="{cls}" bounds="{bounds}" {body} />'


SCREEN = (
    '<hierarchy><node class="android.widget.FrameLayout" bounds="[0,0][800,1600]" '
    'text="" resource-id="" clickable="false">'
    + _node("[0,200][800,300]", "android.widget.EditText", resource_id="new-todo")
    + _node("[0,400][60,460]", "android.widget.CheckBox", text="Walk the dog", checkable="true")
    + _node("[80,400][600,460]", "android.widget.TextView", text="Walk the dog", clickable="false")
    + "</node></hierarchy>"
)


def _ask(model: Any, intent: str, history: str) -> Any:
    """The model's next operation, parsed as the InferAgent parses it."""
    user = f"The user query: {intent}\nTask progress (operations already done): {history}"
    answer = str(model.chat([Message.text("user", user)], n=1).texts[0])
    return parse_action(answer, domain="web", coords="norm1000", width=800, height=1600)


def test_the_scripted_model_follows_the_plan_on_the_last_screen(bench: Any) -> None:
    app = bench.apps.TODOMVC
    device = SimpleNamespace(last=Observation(b"", 800, 1600, SCREEN))
    model = bench.script.ScriptedWebModel(app, device)
    rename = 'Rename "Walk the dog" to "Walk the cat"'
    # A double tap edits the row by its text, not by its checkbox; points are 0-999.
    first = _ask(model, rename, "")
    assert (first.action.type, first.description) == ("double_tap", 'Double tap "Walk the dog"')
    assert (first.action.x, first.action.y) == (340, 430)
    typed = _ask(model, rename, 'Step 1: Double tap "Walk the dog"; ')
    assert (typed.action.type, typed.action.text) == ("type", "Walk the cat")
    # Scrolls do not count as plan steps; at the end of the plan it terminates.
    done = "Step 1: x; Step 2: Scroll down; Step 3: y; Step 4: z; "
    end = _ask(model, rename, done)
    assert (end.action.type, end.action.status) == ("terminate", "success")
    # A target the screen does not show is scrolled to.
    active = _ask(model, "Show only the active items", "")
    assert active.action.type == "swipe"


def test_the_scripted_model_passes_every_step_and_ending(bench: Any) -> None:
    model = bench.script.ScriptedWebModel(bench.apps.TODOMVC, SimpleNamespace(last=None))
    step = model.chat([Message.text("user", "Is this step valid? Answer")], n=2, logprobs=True)
    assert step.texts == ["valid", "valid"]
    end = model.chat([Message.text("user", "Was the user query completed? Answer")], n=1)
    assert end.texts == ["success"]


def test_a_field_named_by_its_hint_comes_before_a_label_that_contains_the_name(
    bench: Any,
) -> None:
    from m2miner.devices.hierarchy import parse_hierarchy

    screen = (
        '<hierarchy><node class="android.widget.FrameLayout" bounds="[0,0][800,1600]" '
        'text="" resource-id="" clickable="false">'
        + _node("[0,100][800,200]", "android.widget.Button", text="GET /pets/{petId} Show one pet")
        + _node("[300,600][700,700]", "android.widget.EditText", hint="petId")
        + "</node></hierarchy>"
    )
    found = bench.script._find(parse_hierarchy(screen), "petId")
    assert found is not None and found.cls == "android.widget.EditText"
