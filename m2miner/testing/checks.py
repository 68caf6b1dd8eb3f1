"""Conformance check for device backends, in the spirit of Gymnasium's ``check_env``.

``check_device(device, app)`` drives a device through the whole contract and raises
:class:`DeviceCheckError` with a message saying which promise was broken. Every backend's
test suite runs it.
"""

from __future__ import annotations

import io
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from typing import TypeVar

from PIL import Image, ImageChops, ImageStat

from m2miner.actions import Action
from m2miner.devices.base import AppTarget, Device, Observation, SnapshotDevice

T = TypeVar("T")
_BOUNDS = re.compile(r"^\[(-?\d+),(-?\d+)\]\[(-?\d+),(-?\d+)\]$")
_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


class DeviceCheckError(AssertionError):
    """A device backend broke the Device contract; the message says where."""


def check_device(device: Device, app: AppTarget) -> None:
    """Check that ``device`` honours the Device contract on ``app``; raise if not.

    Starts the app, observes (a valid PNG of the announced size, a hierarchy that parses
    with bounds inside the screen), executes click, swipe, Back, wait and terminate and
    observes after each, round-trips a snapshot when the device supports them, and
    closes the device. The device is closed afterwards.
    """
    if not isinstance(device, Device):
        raise DeviceCheckError(
            f"{type(device).__name__} does not implement the Device protocol "
            "(name, domain, start_app, observe, execute, close)"
        )
    _expect(isinstance(device.name, str) and bool(device.name), "name must be a non-empty str")
    _expect(device.domain in ("mobile", "web"), f"domain must be mobile or web: {device.domain!r}")
    _call("start_app", lambda: device.start_app(app))
    first = _observation(device, "after start_app")
    cx, cy = first.width // 2, first.height // 2
    actions = [
        Action("click", x=cx, y=cy),
        Action("swipe", x=cx, y=first.height * 7 // 10, x2=cx, y2=first.height * 3 // 10),
        Action("system_button", button="Back"),
        Action("wait", time=0.0),
        Action("terminate", status="success"),
    ]
    for action in actions:
        _call(f"execute({action.to_json()})", _executor(device, action))
        _observation(device, f"after {action.type}")
    if isinstance(device, SnapshotDevice):
        _check_snapshot(device, app)
    _call("close", device.close)


def _executor(device: Device, action: Action) -> Callable[[], None]:
    return lambda: device.execute(action)


def _expect(condition: bool, message: str) -> None:
    if not condition:
        raise DeviceCheckError(message)


def _call(what: str, fn: Callable[[], T]) -> T:
    try:
        return fn()
    except DeviceCheckError:
        raise
    except Exception as exc:
        raise DeviceCheckError(f"{what} raised {type(exc).__name__}: {exc}") from exc


def _observation(device: Device, when: str) -> Observation:
    obs = _call(f"observe() {when}", device.observe)
    _expect(isinstance(obs, Observation), f"observe() {when} returned {type(obs).__name__}")
    _expect(obs.width > 0 and obs.height > 0, f"observe() {when}: size {obs.width}x{obs.height}")
    image = _decode(obs, when)
    _expect(
        image.size == (obs.width, obs.height),
        f"observe() {when}: the PNG is {image.size[0]}x{image.size[1]} but the observation "
        f"says {obs.width}x{obs.height}",
    )
    if obs.hierarchy is not None:
        _check_hierarchy(obs, when)
    return obs


def _decode(obs: Observation, when: str) -> Image.Image:
    png = obs.png
    _expect(
        isinstance(png, bytes) and png.startswith(_PNG_SIGNATURE),
        f"observe() {when}: png is not PNG bytes",
    )
    try:
        image = Image.open(io.BytesIO(png))
        image.load()
    except Exception as exc:
        raise DeviceCheckError(f"observe() {when}: the PNG does not decode: {exc}") from exc
    return image


def _check_hierarchy(obs: Observation, when: str) -> None:
    try:
        root = ET.fromstring(obs.hierarchy or "")
    except ET.ParseError as exc:
        raise DeviceCheckError(f"observe() {when}: the hierarchy is not XML: {exc}") from exc
    for node in root.iter():
        raw = node.get("bounds")
        if raw is None:
            continue
        match = _BOUNDS.match(raw)
        _expect(match is not None, f"observe() {when}: bad bounds {raw!r}")
        assert match is not None
        left, top, right, bottom = (int(v) for v in match.groups())
        inside = 0 <= left <= right <= obs.width and 0 <= top <= bottom <= obs.height
        _expect(
            inside,
            f"observe() {when}: bounds {raw} of {node.get('class')!r} are outside the "
            f"{obs.width}x{obs.height} screen",
        )


def _check_snapshot(device: SnapshotDevice, app: AppTarget) -> None:
    _call("start_app (snapshot check)", lambda: device.start_app(app))
    before = _observation(device, "before snapshot")
    token = _call("snapshot()", device.snapshot)
    move = Action(
        "swipe",
        x=before.width // 2,
        y=before.height * 6 // 10,
        x2=before.width // 2,
        y2=before.height * 4 // 10,
    )
    _call("execute after snapshot", lambda: device.execute(move))
    _call("execute after snapshot", lambda: device.execute(Action("system_button", button="Back")))
    _call("restore()", lambda: device.restore(token))
    after = _observation(device, "after restore")
    if before.hierarchy is not None:
        _expect(
            after.hierarchy == before.hierarchy,
            "restore() did not bring back the hierarchy seen at snapshot()",
        )
    diff = _difference(before, after)
    _expect(diff <= 1.0, f"restore() did not bring back the screen (mean difference {diff:.2f})")


def _difference(a: Observation, b: Observation) -> float:
    """Mean absolute pixel difference (0-255) below the status bar."""
    top = int(a.info.get("status_bar_height", round(a.height * 0.03)))
    first = Image.open(io.BytesIO(a.png)).convert("RGB").crop((0, top, a.width, a.height))
    second = Image.open(io.BytesIO(b.png)).convert("RGB").crop((0, top, b.width, b.height))
    if first.size != second.size:
        return 255.0
    return sum(ImageStat.Stat(ImageChops.difference(first, second)).mean) / 3
