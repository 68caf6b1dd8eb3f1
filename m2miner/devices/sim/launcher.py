"""Frames the system shows itself: the launcher (home screen) and random popups."""

from __future__ import annotations

from dataclasses import replace

from m2miner.devices.sim.apps import SimAppError, list_apps, load_app
from m2miner.devices.sim.engine import Dismiss, OpenApp
from m2miner.devices.sim.nodes import (
    LAUNCHER_PACKAGE,
    NAV_DP,
    STATUS_DP,
    Box,
    Frame,
    Look,
    Node,
    Target,
)

LAUNCHER_ACTIVITY = "com.android.launcher3.Launcher"
POPUPS = (
    ("Rate this app", "Enjoying it? Tell us with a quick rating.", "Not now", "Rate"),
    ("Allow notifications?", "Get updates about your activity.", "Don't allow", "Allow"),
    ("Update available", "A new version is ready to install.", "Later", "Update"),
    ("Tips", "Swipe down on any list to refresh it.", "Dismiss", "Got it"),
)
"""Popups the device may show at random (realism); both buttons close them."""


def _px(box: tuple[float, float, float, float], scale: float) -> Box:
    left, top, right, bottom = box
    return (round(left * scale), round(top * scale), round(right * scale), round(bottom * scale))


def _node(cls: str, box: Box, package: str, **kw: object) -> Node:
    return Node(cls, box, box, package=package, **kw)  # type: ignore[arg-type]


def _icon(name: str, index: int, scale: float) -> Node:
    app = load_app(name)
    left, top = (index % 4) * 90 + 5, 120 + (index // 4) * 112
    look = Look(
        "launcher_icon",
        icon=app.spec.icon.symbol,
        accent=app.spec.icon.color,
        size=13,
        color="#ffffff",
    )
    return _node(
        "android.widget.TextView",
        _px((left, top, left + 80, top + 100), scale),
        LAUNCHER_PACKAGE,
        text=app.title,
        desc=app.title,
        clickable=True,
        focusable=True,
        long_clickable=True,
        look=look,
    )


def _loads(name: str) -> bool:
    """Whether app ``name`` loads: a broken app file has no icon instead of no home screen."""
    try:
        load_app(name)
    except SimAppError:
        return False
    return True


def launcher_frame(width: int, height: int, system: list[Target]) -> Frame:
    """The home screen: one icon per bundled app, four to a row, over a wallpaper."""
    scale = width / 360
    names = [name for name in list_apps() if _loads(name)]
    icons = [_icon(name, i, scale) for i, name in enumerate(names)]
    targets = [Target(icon.bounds, OpenApp(name)) for icon, name in zip(icons, names, strict=True)]
    area = _px((0, STATUS_DP, 360, height / scale - NAV_DP), scale)
    workspace = _node(
        "android.view.ViewGroup",
        area,
        LAUNCHER_PACKAGE,
        rid=f"{LAUNCHER_PACKAGE}:id/workspace",
        children=tuple(icons),
    )
    root = _node(
        "android.widget.FrameLayout",
        (0, 0, width, height),
        LAUNCHER_PACKAGE,
        look=Look("wallpaper"),
        children=(workspace,),
    )
    return Frame(
        width,
        height,
        scale,
        LAUNCHER_PACKAGE,
        LAUNCHER_ACTIVITY,
        root,
        tuple(system + targets),
        launcher=True,
    )


def _buttons(
    labels: tuple[str, str], right: float, top: float, scale: float, package: str
) -> list[Node]:
    """Text buttons laid out right to left ending at ``right``."""
    nodes = []
    for label in labels:
        button_w = len(label) * 14 * 0.6 + 32
        box = _px((right - button_w, top, right, top + 40), scale)
        nodes.append(
            _node(
                "android.widget.Button",
                box,
                package,
                text=label,
                clickable=True,
                focusable=True,
                look=Look("button", size=14, bold=True, variant="text"),
            )
        )
        right -= button_w + 8
    return nodes


def popup_frame(frame: Frame, which: int, system: list[Target]) -> Frame:
    """``frame`` with popup ``which`` on top: a modal dialog both of whose buttons close it."""
    title, message, dismiss, accept = POPUPS[which % len(POPUPS)]
    scale, package = frame.scale, frame.package
    width, card_h = 312.0, 196.0
    left = (360 - width) / 2
    top = (frame.height / scale - card_h) / 2
    buttons = _buttons((accept, dismiss), left + width - 16, top + card_h - 60, scale, package)
    nodes = [
        _node(
            "android.widget.TextView",
            _px((left + 24, top + 20, left + width - 24, top + 60), scale),
            package,
            text=title,
            look=Look("text", size=22),
        ),
        _node(
            "android.widget.TextView",
            _px((left + 24, top + 64, left + width - 24, top + 124), scale),
            package,
            text=message,
            look=Look("text", size=15, color="#444746"),
        ),
        *buttons,
    ]
    card = _node(
        "android.widget.FrameLayout",
        _px((left, top, left + width, top + card_h), scale),
        package,
        look=Look("card"),
        children=tuple(nodes),
    )
    targets = [Target(b.bounds, Dismiss()) for b in buttons]
    modal = Target((0, 0, frame.width, frame.height), None)
    return replace(
        frame,
        root=card,
        below=frame,
        chrome=(),
        keyboard=False,
        lists=(),
        targets=(*targets, *system, modal),
    )
