"""A WebSocket message is read as the request it carries, in Python and in the page alike."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from m2miner.safety.frames import FRAME_JS, Carried, carried
from m2miner.safety.request_check import Tap, request_key, request_question
from m2miner.testing.safety_corpus import load_corpus

EIO = "wss://status.example/socket.io/?EIO=4&transport=websocket"
MUTATION = '{"query":"mutation { deletePost(id: 4) }"}'
PHOENIX = "wss://live.example/socket/websocket?vsn=2.0.0"
SOCKJS = "wss://board.example/sockjs/512/k3j9x2qf/websocket"
ORIGIN = "https://status.example"


def _sockjs(*messages: object) -> str:
    return json.dumps([json.dumps(m, separators=(",", ":")) for m in messages])


FRAMES: list[tuple[str, object, list[Carried]]] = [
    # Engine.IO's and Socket.IO's own packets carry nothing.
    (EIO, "2", []),
    (EIO, "3", []),
    (EIO, "2probe", []),
    (EIO, "5", []),
    (EIO, "40", []),
    (EIO, '40{"token":"abc"}', []),
    (EIO, "40/admin,", []),
    (EIO, "41", []),
    # An event is a POST named by it, its argument the body.
    (EIO, '4213["deleteMonitor",7]', [Carried("POST", f"{ORIGIN}/deleteMonitor", "[7]")]),
    (
        EIO,
        '42["add",{"name":"API","type":"http"}]',
        [Carried("POST", f"{ORIGIN}/add", '{"name":"API","type":"http"}')],
    ),
    (EIO, '42/admin,5["ban user",{"id":3}]', [Carried("POST", f"{ORIGIN}/ban%20user", '{"id":3}')]),
    (EIO, '42["getSettings"]', [Carried("POST", f"{ORIGIN}/getSettings", None)]),
    (
        EIO,
        '451-["upload",{"_placeholder":true,"num":0}]',
        [Carried("POST", f"{ORIGIN}/upload", '{"_placeholder":true,"num":0}')],
    ),
    # A sails.io virtual request is the request it names.
    (
        EIO,
        '4217["patch",{"method":"patch","headers":{},"data":{"listId":"9"},"url":"/api/cards/7"}]',
        [Carried("PATCH", f"{ORIGIN}/api/cards/7", '{"listId":"9"}')],
    ),
    (
        EIO,
        '42["get",{"method":"get","headers":{},"data":{},"url":"/api/boards/3"}]',
        [Carried("GET", f"{ORIGIN}/api/boards/3", None)],
    ),
    # An ack, or a packet it cannot read, is the message itself.
    (EIO, '4313["ok"]', [Carried("WEBSOCKET", EIO.replace("wss", "https"), '4313["ok"]')]),
    (EIO, "4hello", [Carried("WEBSOCKET", EIO.replace("wss", "https"), "4hello")]),
    # Meteor DDP over SockJS: one message per string.
    (SOCKJS, _sockjs({"msg": "connect", "version": "1", "support": ["1"]}), []),
    (
        SOCKJS,
        _sockjs({"msg": "sub", "id": "a1", "name": "board", "params": ["b7"]}, {"msg": "ping"}),
        [],
    ),
    (
        SOCKJS,
        _sockjs(
            {"msg": "method", "method": "/cards/remove", "params": [{"_id": "c4"}], "id": "12"}
        ),
        [Carried("POST", "https://board.example/cards/remove", '{"_id":"c4"}')],
    ),
    (
        SOCKJS,
        _sockjs(
            {"msg": "method", "method": "archiveBoard", "params": ["b7", True], "id": "13"},
            {"msg": "pong"},
        ),
        [Carried("POST", "https://board.example/archiveBoard", '["b7",true]')],
    ),
    # Raw DDP.
    (
        "wss://chat.example/websocket",
        '{"msg":"method","method":"sendMessage","params":[],"id":"4"}',
        [Carried("POST", "https://chat.example/sendMessage", None)],
    ),
    # GraphQL over WebSocket, both protocols.
    ("wss://api.example/graphql", '{"type":"connection_init","payload":{}}', []),
    ("wss://api.example/graphql", '{"id":"1","type":"complete"}', []),
    (
        "wss://api.example/graphql",
        '{"id":"2","type":"subscribe","payload":{"query":"mutation { deletePost(id: 4) }"}}',
        [Carried("POST", "https://api.example/graphql", MUTATION)],
    ),
    (
        "wss://api.example/subscriptions",
        '{"id":"3","type":"start","payload":{"query":"{ me }"}}',
        [Carried("POST", "https://api.example/subscriptions", '{"query":"{ me }"}')],
    ),
    # Action Cable.
    (
        "wss://rails.example/cable",
        '{"command":"subscribe","identifier":"{\\"channel\\":\\"RoomChannel\\",\\"id\\":4}"}',
        [],
    ),
    (
        "wss://rails.example/cable",
        '{"command":"message","identifier":"{\\"channel\\":\\"RoomChannel\\"}",'
        '"data":"{\\"action\\":\\"speak\\",\\"text\\":\\"hi\\"}"}',
        [
            Carried(
                "POST", "https://rails.example/RoomChannel/speak", '{"action":"speak","text":"hi"}'
            )
        ],
    ),
    # Phoenix channels, arrays and objects.
    (PHOENIX, '["3","3","room:lobby","phx_join",{}]', []),
    (PHOENIX, '[null,"4","phoenix","heartbeat",{}]', []),
    (
        PHOENIX,
        '["3","5","room:lobby","new_msg",{"body":"hi"}]',
        [Carried("POST", "https://live.example/room:lobby/new_msg", '{"body":"hi"}')],
    ),
    (
        "wss://live.example/socket/websocket",
        '{"topic":"room:7","event":"delete_msg","payload":{"id":9},"ref":"6"}',
        [Carried("POST", "https://live.example/room:7/delete_msg", '{"id":9}')],
    ),
    # Anything else is the message itself.
    (
        "ws://127.0.0.1:8123/api/websocket",
        '{"id":5,"type":"call_service","domain":"lock"}',
        [
            Carried(
                "WEBSOCKET",
                "http://127.0.0.1:8123/api/websocket",
                '{"id":5,"type":"call_service","domain":"lock"}',
            )
        ],
    ),
    ("wss://chat.example/ws", "hello", [Carried("WEBSOCKET", "https://chat.example/ws", "hello")]),
    (
        "wss://chat.example/ws",
        '["a","b"]',
        [Carried("WEBSOCKET", "https://chat.example/ws", '["a","b"]')],
    ),
    ("wss://chat.example/ws", None, [Carried("WEBSOCKET", "https://chat.example/ws", None)]),
]


@pytest.mark.parametrize(("socket", "message", "expected"), FRAMES)
def test_a_message_carries_what_its_protocol_says(
    socket: str, message: object, expected: list[Carried]
) -> None:
    assert carried(socket, message) == expected


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node.js (installed with Appium)")
def test_the_page_reads_every_message_as_python_does(tmp_path: Path) -> None:
    script = tmp_path / "frames.js"
    script.write_text(
        FRAME_JS
        + "\nconst cases = JSON.parse(require('fs').readFileSync(process.argv[2], 'utf8'));\n"
        + "console.log(JSON.stringify(cases.map(([u, m]) => frameCarried(u, m))));\n",
        encoding="utf-8",
    )
    cases = tmp_path / "cases.json"
    cases.write_text(json.dumps([[u, m] for u, m, _ in FRAMES]), encoding="utf-8")
    node = shutil.which("node")
    assert node is not None
    out = subprocess.run([node, str(script), str(cases)], capture_output=True, text=True,
                         check=True, timeout=60)  # fmt: skip
    page = [[Carried(**c) for c in found] for found in json.loads(out.stdout)]
    assert page == [carried(u, m) for u, m, _ in FRAMES]


def test_a_message_without_fields_is_asked_about_as_itself() -> None:
    socket = "https://chat.example/ws"
    assert request_key("WEBSOCKET", socket, "hello") != request_key("WEBSOCKET", socket, "bye")
    engine = EIO.replace("wss", "https")  # its query does not make two messages one
    assert request_key("WEBSOCKET", engine, "4hi") != request_key("WEBSOCKET", engine, "4yo")
    binary = {"method": "WEBSOCKET", "url": socket, "body": ""}
    keys = {request_question(binary, Tap("chat", "Send", "button", "Room")).key for _ in range(2)}
    assert len(keys) == 2  # binary data: never answered from another message's answer
    assert request_key("WEBSOCKET", socket, '{"type":"call_service","domain":"lock"}') == (
        "WEBSOCKET /ws domain=lock&type=call_service"
    )


def test_a_corpus_states_a_message_and_is_judged_by_what_it_carries(tmp_path: Path) -> None:
    corpus = tmp_path / "live.yaml"
    corpus.write_text(
        """
- category: live
  language: en
  web: true
  screen: {title: Monitors, items: [{button: Pause}, {button: Delete}]}
  cases:
    - tap: Pause
      irreversible: false
      sends:
        - {request: "WEBSOCKET wss://status.example/socket.io/?EIO=4", body: '3', via: websocket}
    - tap: Delete
      irreversible: true
      sends:
        - request: "WEBSOCKET wss://status.example/socket.io/?EIO=4"
          body: '4213["deleteMonitor",7]'
          via: websocket
""",
        encoding="utf-8",
    )
    pause, delete = load_corpus([corpus])
    assert pause.sends == () and delete.sends == ("POST https://status.example/deleteMonitor",)
    assert delete.bodies == ("[7]",) and delete.vias == ("websocket",)
