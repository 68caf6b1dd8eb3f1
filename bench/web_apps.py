"""The real web apps ``bench/web.py`` mines: npm packages nobody wrote for this project.

Each app is a published npm package, fetched with ``npm pack`` at a pinned version into a
cache folder and served from 127.0.0.1 as published:

- **todomvc** (``todomvc@0.1.1``, ``examples/vanillajs``): TodoMVC's plain-JavaScript to-do
  list; its list lives in localStorage (``todos-vanillajs``), seeded with two items.
- **jsoneditor** (``jsoneditor@10.4.3``, ``examples/01_basic_usage.html``): a tree editor
  for JSON on a fixed 500 px page; the state is the editor's (``editor.get()``).
- **swagger** (``swagger-ui-dist@5.35.0``): Swagger UI, an API explorer, in front of a small
  pet-store API served here (:class:`PetServer`) whose records are the state; the app
  declares a reset hook (``POST /reset``) that restores the two seeded pets. Only the
  configuration block the package tells users to change (``swagger-initializer.js``) is
  replaced, to point at the local API description.

Every intent has a verifier that reads the whole state it is about (a JavaScript
expression, run in the page; the pet store's records are read with a synchronous request
to its API), and a plan: the steps a competent model takes, which the scripted model of
``bench/web.py`` follows (``tap``/``double_tap`` a label or resource id, ``type`` text,
``enter``).
"""

from __future__ import annotations

import contextlib
import json
import shutil
import subprocess
import tarfile
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import partial
from http.server import SimpleHTTPRequestHandler
from pathlib import Path
from typing import Any

from m2miner.devices.appium_server import http_server

Step = tuple[str, str]
"""A plan step: ``("tap", label)``, ``("double_tap", label)``, ``("type", text)``,
``("enter", "")``; a label is an element's text or its resource id."""


@dataclass(frozen=True)
class WebIntent:
    text: str
    verifier: str
    plan: tuple[Step, ...]


@dataclass(frozen=True)
class NpmApp:
    name: str
    package: str
    version: str
    folder: str
    """The app's folder inside the package."""
    page: str
    """The start page, relative to ``folder``."""
    intents: tuple[WebIntent, ...]
    setup: dict[str, Any] = field(default_factory=dict)
    pets: bool = False
    """Served by :class:`PetServer` (a backend with a reset hook) instead of plain files."""


def _todos(expr: str) -> str:
    return (
        "(() => { const t = JSON.parse(localStorage.getItem('todos-vanillajs') || "
        "'{\"todos\": []}').todos; const titles = t.map(x => x.title).join('|'); "
        f"const done = t.filter(x => x.completed).map(x => x.title).join('|'); return {expr}; }})()"
    )


_SEED_TODOS = json.dumps(
    {
        "todos": [
            {"title": "Buy milk", "completed": False, "id": 1},
            {"title": "Walk the dog", "completed": False, "id": 2},
        ]
    }
)

TODOMVC = NpmApp(
    "todomvc",
    "todomvc",
    "0.1.1",
    "examples/vanillajs",
    "index.html",
    (
        WebIntent(
            'Add "Buy bread" to the list',
            _todos("titles === 'Buy milk|Walk the dog|Buy bread' && done === ''"),
            (("tap", "new-todo"), ("type", "Buy bread"), ("enter", "")),
        ),
        WebIntent(
            'Mark "Buy milk" as completed',
            _todos("titles === 'Buy milk|Walk the dog' && done === 'Buy milk'"),
            (("tap", "toggle:Buy milk"),),
        ),
        WebIntent(
            "Show only the active items",
            _todos(
                "titles === 'Buy milk|Walk the dog' && done === '' && location.hash === '#/active'"
            ),
            (("tap", "Active"),),
        ),
        WebIntent(
            'Rename "Walk the dog" to "Walk the cat"',
            _todos("titles === 'Buy milk|Walk the cat' && done === ''"),
            (("double_tap", "Walk the dog"), ("type", "Walk the cat"), ("enter", "")),
        ),
        WebIntent(
            "Mark all items as complete, then clear the completed ones",
            _todos("titles === ''"),
            (("tap", "toggle-all"), ("tap", "Clear completed")),
        ),
    ),
    setup={"local_storage": {"todos-vanillajs": _SEED_TODOS}, "stateless": True},
)


def _editor(expr: str) -> str:
    return (
        "(() => { const j = editor.get(); const loaded = j.number === 123 && "
        f"Array.isArray(j.array) && Object.keys(j).length === 9; return {expr}; }})()"
    )


JSONEDITOR = NpmApp(
    "jsoneditor",
    "jsoneditor",
    "10.4.3",
    "",
    "examples/01_basic_usage.html",
    (
        WebIntent(
            "Load the example JSON",
            _editor("loaded && j.string === 'Hello World' && j.boolean === true"),
            (("tap", "Set JSON"),),
        ),
        WebIntent(
            "Load the example JSON and collapse all fields",
            _editor(
                "loaded && j.string === 'Hello World' && "
                "document.querySelectorAll('.jsoneditor-tree .jsoneditor-expanded').length === 0"
            ),
            (("tap", "Set JSON"), ("tap", "Collapse all fields")),
        ),
        WebIntent(
            'Load the example JSON and change "string" to "Hi"',
            _editor("loaded && j.string === 'Hi' && j.boolean === true"),
            (("tap", "Set JSON"), ("tap", "Hello World"), ("type", "Hi")),
        ),
        WebIntent(
            'Load the example JSON and search it for "Hello"',
            _editor(
                "loaded && j.string === 'Hello World' && "
                "document.querySelector('.jsoneditor-search input').value === 'Hello'"
            ),
            (("tap", "Set JSON"), ("tap", "field:0"), ("type", "Hello")),
        ),
        WebIntent(
            'Load the example JSON and set "boolean" to false',
            _editor("loaded && j.boolean === false && j.string === 'Hello World'"),
            (("tap", "Set JSON"), ("tap", "toggle:boolean")),
        ),
    ),
    setup={"stateless": True},
)


def _pets(expr: str) -> str:
    return (
        "(() => { const r = new XMLHttpRequest(); r.open('GET', '/api/pets', false); r.send(); "
        "const pets = JSON.parse(r.responseText); "
        f"const names = pets.map(p => p.name).join('|'); return {expr}; }})()"
    )


def _opened(op: str, extra: str = "true") -> str:
    return (
        f"(() => {{ const op = document.querySelector('#operations-pets-{op}'); "
        f"return !!op && op.classList.contains('is-open') && {extra}; }})()"
    )


SWAGGER = NpmApp(
    "swagger",
    "swagger-ui-dist",
    "5.35.0",
    "",
    "index.html",
    (
        WebIntent(
            'Show the details of the "List all pets" operation',
            _opened("listPets"),
            (("tap", "List all pets"),),
        ),
        WebIntent(
            "List all pets",
            _opened("listPets", "!!op.querySelector('.live-responses-table .response-col_status')"),
            (("tap", "List all pets"), ("tap", "Try it out"), ("tap", "Execute")),
        ),
        WebIntent(
            "Show the pet with id 1",
            _opened(
                "showPet",
                "(op.querySelector('.live-responses-table .microlight') || {}).textContent"
                "?.includes('Rex') === true",
            ),
            (
                ("tap", "Show one pet"),
                ("tap", "Try it out"),
                ("tap", "petId"),
                ("type", "1"),
                ("tap", "Execute"),
            ),
        ),
        WebIntent(
            "Delete the pet with id 2",
            _pets("names === 'Rex'"),
            (
                ("tap", "Delete a pet"),
                ("tap", "Try it out"),
                ("tap", "petId"),
                ("type", "2"),
                ("tap", "Execute"),
            ),
        ),
        WebIntent(
            'Add a pet named "Bella"',
            _pets("names === 'Rex|Tom|Bella'"),
            (
                ("tap", "Add a pet"),
                ("tap", "Try it out"),
                ("tap", '"name": "string"'),
                ("type", '{"name": "Bella"}'),
                ("tap", "Execute"),
            ),
        ),
    ),
    pets=True,
)

APPS = (TODOMVC, JSONEDITOR, SWAGGER)


def fetch(app: NpmApp, cache: Path) -> Path:
    """The app's folder, from the npm registry the first time (``npm pack``)."""
    root = cache / f"{app.package}-{app.version}"
    if not (root / "package" / "package.json").exists():
        cache.mkdir(parents=True, exist_ok=True)
        npm = shutil.which("npm")
        if npm is None:
            raise SystemExit("bench/web.py needs npm to fetch the apps (apt install npm)")
        done = subprocess.run(
            [npm, "pack", f"{app.package}@{app.version}", "--json", "--pack-destination", cache],
            capture_output=True,
            text=True,
            check=False,
        )
        if done.returncode != 0:
            raise SystemExit(f"npm pack {app.package}@{app.version} failed:\n{done.stderr}")
        tgz = cache / json.loads(done.stdout)[0]["filename"]
        root.mkdir(parents=True, exist_ok=True)
        with tarfile.open(tgz) as tar:
            tar.extractall(root, filter="data")
    return root / "package" / app.folder


SEED_PETS = ({"id": 1, "name": "Rex", "tag": "dog"}, {"id": 2, "name": "Tom", "tag": "cat"})

API = {
    "openapi": "3.0.3",
    "info": {"title": "Pet Store (local)", "version": "1.0.0"},
    "servers": [{"url": "/api"}],
    "paths": {
        "/pets": {
            "get": {
                "tags": ["pets"],
                "summary": "List all pets",
                "operationId": "listPets",
                "responses": {"200": {"description": "The pets"}},
            },
            "post": {
                "tags": ["pets"],
                "summary": "Add a pet",
                "operationId": "addPet",
                "requestBody": {
                    "required": True,
                    "content": {
                        "application/json": {"schema": {"$ref": "#/components/schemas/NewPet"}}
                    },
                },
                "responses": {"201": {"description": "Added"}},
            },
        },
        "/pets/{petId}": {
            "parameters": [
                {"name": "petId", "in": "path", "required": True, "schema": {"type": "integer"}}
            ],
            "get": {
                "tags": ["pets"],
                "summary": "Show one pet",
                "operationId": "showPet",
                "responses": {"200": {"description": "The pet"}, "404": {"description": "None"}},
            },
            "delete": {
                "tags": ["pets"],
                "summary": "Delete a pet",
                "operationId": "deletePet",
                "responses": {"204": {"description": "Deleted"}, "404": {"description": "None"}},
            },
        },
    },
    "components": {
        "schemas": {
            "NewPet": {
                "type": "object",
                "required": ["name"],
                "properties": {"name": {"type": "string"}, "tag": {"type": "string"}},
            }
        }
    },
}

INITIALIZER = """window.onload = function() {
  window.ui = SwaggerUIBundle({
    url: "/openapi.json",
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    plugins: [SwaggerUIBundle.plugins.DownloadUrl],
    layout: "StandaloneLayout"
  });
};
"""


class PetServer:
    """The pet-store API and Swagger UI's files on 127.0.0.1; ``requests`` counts every
    API call by method (what reached the server)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.pets: list[dict[str, Any]] = []
        self.requests: dict[str, int] = {}
        self.lock = threading.Lock()
        self.reset()

    def reset(self) -> None:
        with self.lock:
            self.pets = [dict(p) for p in SEED_PETS]

    @contextlib.contextmanager
    def serve(self) -> Iterator[str]:
        with http_server(partial(_PetHandler, self)) as url:
            yield url


class _PetHandler(SimpleHTTPRequestHandler):
    def __init__(self, pets: PetServer, *args: Any, **kwargs: Any) -> None:
        self.store = pets
        super().__init__(*args, directory=str(pets.folder), **kwargs)

    def log_message(self, format: str, *args: object) -> None:
        pass

    def _send(self, status: int, body: Any = None, kind: str = "application/json") -> None:
        data = (
            b""
            if body is None
            else (body if isinstance(body, bytes) else json.dumps(body).encode())
        )
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def _api(self, method: str) -> bool:
        path = self.path.split("?", 1)[0]
        if path == "/openapi.json" and method == "GET":
            self._send(200, API)
            return True
        if path == "/swagger-initializer.js":
            self._send(200, INITIALIZER.encode(), "application/javascript")
            return True
        if path == "/reset" and method == "POST":
            self.store.reset()
            self._send(204)
            return True
        if not path.startswith("/api/pets"):
            return False
        with self.store.lock:
            self.store.requests[method] = self.store.requests.get(method, 0) + 1
            self._pets(method, path.removeprefix("/api/pets").strip("/"))
        return True

    def _pets(self, method: str, rest: str) -> None:
        pets = self.store.pets
        if not rest and method == "GET":
            return self._send(200, pets)
        if not rest and method == "POST":
            size = int(self.headers.get("Content-Length") or 0)
            try:
                body = json.loads(self.rfile.read(size) or b"{}")
                pet = {"id": max([p["id"] for p in pets] + [0]) + 1, "name": str(body["name"])}
            except (ValueError, KeyError, TypeError):
                return self._send(400, {"error": "a JSON object with a name"})
            pets.append(pet)
            return self._send(201, pet)
        found = [p for p in pets if str(p["id"]) == rest]
        if not found:
            return self._send(404, {"error": f"no pet {rest}"})
        if method == "DELETE":
            pets.remove(found[0])
            return self._send(204)
        return self._send(200, found[0])

    def do_GET(self) -> None:
        if not self._api("GET"):
            super().do_GET()

    def do_POST(self) -> None:
        if not self._api("POST"):
            self._send(405)

    def do_DELETE(self) -> None:
        if not self._api("DELETE"):
            self._send(405)
