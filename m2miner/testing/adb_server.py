"""An adb server on 127.0.0.1 that answers from recorded device facts.

It speaks the adb host protocol (a 4-hex-digit length, the request; ``OKAY``/``FAIL``,
then a length-prefixed block or a raw stream), so adbutils and the ``adb`` client talk to
it exactly as to the real server. Tests use it where no phone or emulator can be
attached: listing devices in every state, reading their properties and packages::

    with recorded_adb_server([RecordedDevice("emulator-5554", props={...})]) as port:
        os.environ["ANDROID_ADB_SERVER_PORT"] = str(port)

Requests it does not know are answered ``FAIL`` with the real server's wording, so a
client that needs more than was recorded fails loudly instead of reading garbage.
"""

from __future__ import annotations

import contextlib
import socketserver
import struct
import threading
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field

SERVER_VERSION = 41  # adb 1.0.41, what Debian's adb package reports

# What the real server says for a device that is attached but not usable.
_STATE_ERRORS = {
    "unauthorized": (
        "device unauthorized.\nThis adb server's $ADB_VENDOR_KEYS is not set\n"
        "Try 'adb kill-server' if that seems wrong.\n"
        "Otherwise check for a confirmation dialog on your device."
    ),
    "offline": "device offline",
}


@dataclass(frozen=True)
class RecordedDevice:
    """One device as ``adb devices -l`` and its shell show it.

    ``state`` is device, offline or unauthorized; ``tags`` are the ``devices -l`` fields
    (product, model, device); ``props`` answer ``getprop NAME``; ``packages`` answer
    ``pm list packages [FILTER]``; ``replies`` answer other shell commands, exactly as
    written (``settings get global airplane_mode_on``: its recorded output). A command
    sent the way adbutils' ``shell2`` sends it (``CMD; echo X4EXIT:$?``) gets its exit
    status too: 0 for a known command, 127 for one not recorded.
    """

    serial: str
    state: str = "device"
    tags: Mapping[str, str] = field(default_factory=dict)
    props: Mapping[str, str] = field(default_factory=dict)
    packages: Sequence[str] = ()
    replies: Mapping[str, str] = field(default_factory=dict)

    def devices_line(self, transport_id: int, long: bool) -> str:
        if not long:
            return f"{self.serial}\t{self.state}"
        tags = " ".join(f"{k}:{v}" for k, v in self.tags.items())
        return f"{self.serial:<22}{self.state} {tags} transport_id:{transport_id}".rstrip()

    def shell(self, command: str) -> str:
        body, marked, _ = command.partition("; echo X4EXIT:$?")
        if marked:
            output, known = self._answer(body.strip())
            return f"{output}X4EXIT:{0 if known else 127}\n"
        return self._answer(command)[0]

    def _answer(self, command: str) -> tuple[str, bool]:
        if command in self.replies:
            return self.replies[command], True
        words = command.split()
        if words[:1] == ["getprop"] and len(words) == 2:
            return self.props.get(words[1], "") + "\n", True
        if words[:3] == ["pm", "list", "packages"]:
            wanted = words[3] if len(words) > 3 else ""
            return "".join(f"package:{p}\n" for p in self.packages if wanted in p), True
        return f"/system/bin/sh: {words[0] if words else ''}: not found\n", False


class _Handler(socketserver.BaseRequestHandler):
    server: _Server

    def handle(self) -> None:
        device: tuple[int, RecordedDevice] | None = None
        while True:
            request = self._read_request()
            if request is None:
                return
            if device is None:
                done, device = self._host(request)
                if done:
                    return
            else:
                self._service(device[1], request)
                return

    def _read_request(self) -> str | None:
        head = self._read(4)
        if head is None:
            return None
        body = self._read(int(head, 16))
        return None if body is None else body.decode("utf-8")

    def _read(self, n: int) -> bytes | None:
        data = b""
        while len(data) < n:
            chunk = self.request.recv(n - len(data))
            if not chunk:
                return None
            data += chunk
        return data

    def _host(self, request: str) -> tuple[bool, tuple[int, RecordedDevice] | None]:
        """Answer a host request; returns (connection done, device switched to)."""
        devices = self.server.devices
        if request == "host:version":
            self._okay(f"{SERVER_VERSION:04x}")
            return True, None
        if request in ("host:devices", "host:devices-l"):
            long = request.endswith("-l")
            lines = [d.devices_line(i, long) for i, d in enumerate(devices, 1)]
            self._okay("".join(line + "\n" for line in lines))
            return True, None
        for prefix in ("host:tport:serial:", "host:transport:"):
            if request.startswith(prefix):
                return self._switch(request[len(prefix) :], tport=prefix.startswith("host:tport"))
        self._fail(f"unknown host service '{request}'")
        return True, None

    def _switch(self, serial: str, tport: bool) -> tuple[bool, tuple[int, RecordedDevice] | None]:
        found = [(i, d) for i, d in enumerate(self.server.devices, 1) if d.serial == serial]
        if not found:
            self._fail(f"device '{serial}' not found")
            return True, None
        index, device = found[0]
        if device.state in _STATE_ERRORS:
            self._fail(_STATE_ERRORS[device.state])
            return True, None
        self.request.sendall(b"OKAY" + (struct.pack("<Q", index) if tport else b""))
        return False, (index, device)

    def _service(self, device: RecordedDevice, request: str) -> None:
        if not request.startswith("shell:"):
            self._fail(f"unknown service '{request.split(':')[0]}'")
            return
        self.request.sendall(b"OKAY" + device.shell(request[len("shell:") :]).encode())

    def _okay(self, block: str) -> None:
        data = block.encode()
        self.request.sendall(b"OKAY" + f"{len(data):04x}".encode() + data)

    def _fail(self, message: str) -> None:
        data = message.encode()
        self.request.sendall(b"FAIL" + f"{len(data):04x}".encode() + data)


class _Server(socketserver.ThreadingTCPServer):
    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, devices: Sequence[RecordedDevice]) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.devices = list(devices)


@contextlib.contextmanager
def recorded_adb_server(devices: Sequence[RecordedDevice] = ()) -> Iterator[int]:
    """Serve ``devices`` on a free port of 127.0.0.1 for the block; yields the port."""
    server = _Server(devices)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield int(server.server_address[1])
    finally:
        server.shutdown()
        server.server_close()
