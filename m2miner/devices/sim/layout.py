"""Assemble the frame for a world state: app screens, dialogs, launcher, keyboard, popups."""

from __future__ import annotations

from dataclasses import replace

from m2miner.devices.sim.apps import SimApp
from m2miner.devices.sim.engine import Key, Press, Tap, World
from m2miner.devices.sim.launcher import launcher_frame, popup_frame
from m2miner.devices.sim.nodes import (
    APPBAR_DP,
    KEYBOARD_DP,
    NAV_DP,
    STATUS_DP,
    Box,
    Frame,
    Look,
    Node,
    Target,
)
from m2miner.devices.sim.schema import Widget
from m2miner.devices.sim.state import AppState, SimState
from m2miner.devices.sim.widgets import Ctx, build, flow, height_of

DIALOG_DP = 312
KEY_ROWS = ("qwertyuiop", "asdfghjkl", "zxcvbnm")


def build_frame(
    world: World, state: SimState, width: int, height: int, *, underlay: bool = True
) -> Frame:
    """Lay out what the screen shows in ``state`` at ``width`` x ``height`` pixels.

    ``underlay=False`` skips laying out the screen under a dialog, which is only drawn.
    """
    current = state.current
    if state.app is None or current is None or not current.stack:
        frame = launcher_frame(width, height, _system_targets(width, height, width / 360))
    else:
        app = world.app(state.app)
        frame = _app_frame(app, state, current, width, height, underlay)
    if state.popup is not None:
        frame = popup_frame(frame, state.popup, _system_targets(width, height, width / 360))
    return frame


def _system_targets(width: int, height: int, scale: float) -> list[Target]:
    top = height - round(NAV_DP * scale)
    return [
        Target((round(width * 0.1), top, round(width * 0.4), height), Press("back")),
        Target((round(width * 0.4), top, round(width * 0.6), height), Press("home")),
        Target((0, top, width, height), None),
    ]


def _tap_targets(root: Node) -> list[Target]:
    """Targets of the nodes that carry a widget tap, topmost first."""
    out = []
    for node in reversed(root.walk()):
        if node.tap is not None:
            out.append(Target(node.bounds, Tap(node.tap) if node.enabled else None))
    return out


def _app_frame(
    app: SimApp, state: SimState, current: AppState, w: int, h: int, underlay: bool = True
) -> Frame:
    scale = w / 360
    page = current.stack[-1]
    screen = app.screen(page.screen)
    focus = current.focus if app.field(page.screen, current.focus or "") else None
    bottom = h / scale - NAV_DP - (KEYBOARD_DP if focus else 0)
    env = state.env(app.name)
    if screen.dialog and len(current.stack) > 1:
        under = replace(current, stack=current.stack[:-1], focus=None)
        below = _app_frame(app, state.with_app(app.name, under), under, w, h) if underlay else None
        ctx = Ctx(app, env, scale, page, focus, (0, 0, w, round(bottom * scale)), (w, h))
        root, targets = _dialog(ctx, screen.title, screen.widgets, bottom)
        targets.append(Target((0, 0, w, round(bottom * scale)), Press("back")))
    else:
        below = None
        ctx = Ctx(app, env, scale, page, focus, (0, 0, w, round(bottom * scale)), (w, h))
        root, targets = _screen(
            ctx, screen.title, screen.up, screen.actions, screen.widgets, bottom
        )
    chrome = _keyboard(w, h, scale) if focus else ()
    key_targets = [Target(n.bounds, _key_op(n)) for n in chrome if n.clickable]
    return Frame(
        width=w,
        height=h,
        scale=scale,
        package=app.package,
        activity=app.activity(page.screen),
        root=root,
        targets=tuple(key_targets + _system_targets(w, h, scale) + targets),
        lists=tuple(ctx.lists),
        below=below,
        chrome=chrome,
        keyboard=bool(focus),
    )


def _screen(
    ctx: Ctx,
    title: str | None,
    up: bool,
    actions: tuple[Widget, ...],
    widgets: tuple[Widget, ...],
    bottom: float,
) -> tuple[Node, list[Target]]:
    width = 360.0
    top = float(STATUS_DP)
    parts: list[Node] = []
    special: list[Target] = []
    if title is not None:
        bar, up_target = _app_bar(ctx, ctx.text(title), up, actions)
        parts.append(bar)
        special.extend(up_target)
        top += APPBAR_DP
    body = flow(widgets, (0, top, width, bottom), ctx)
    content = ctx.node(
        "android.widget.FrameLayout",
        (0, top, width, bottom),
        rid="android:id/content",
        children=tuple(body),
        look=Look("surface"),
    )
    if content is not None:
        parts.append(content)
    full = (0, 0, ctx.screen[0], ctx.screen[1])
    root = Node(
        "android.widget.FrameLayout", full, full, package=ctx.app.package, children=tuple(parts)
    )
    return root, special + _tap_targets(root)


def _app_bar(
    ctx: Ctx, title: str, up: bool, actions: tuple[Widget, ...]
) -> tuple[Node, list[Target]]:
    top, bottom = float(STATUS_DP), float(STATUS_DP + APPBAR_DP)
    children: list[Node] = []
    targets: list[Target] = []
    left = 16.0
    if up:
        arrow = ctx.node(
            "android.widget.ImageButton",
            (4, top + 4, 52, bottom - 4),
            desc="Navigate up",
            clickable=True,
            focusable=True,
            look=Look("icon_button", icon="back"),
        )
        if arrow is not None:
            children.append(arrow)
            targets.append(Target(arrow.bounds, Press("back")))
        left = 68.0
    right = 360.0 - 4
    for action in reversed(actions):
        if not ctx.visible(action):
            continue
        slot_w = action.width or 48.0
        children.extend(build(action, (right - slot_w, top + 4, right, bottom - 4), ctx))
        right -= slot_w
    label = ctx.node(
        "android.widget.TextView",
        (left, top, right - 4, bottom),
        text=title,
        look=Look("text", size=22, lines=1),  # an app bar title is one line
    )
    if label is not None:
        children.insert(1 if up else 0, label)
    bar = ctx.node(
        "android.view.ViewGroup",
        (0, top, 360, bottom),
        rid=f"{ctx.app.package}:id/toolbar",
        look=Look("appbar"),
        children=tuple(children),
    )
    assert bar is not None
    return bar, targets


def _dialog(
    ctx: Ctx, title: str | None, widgets: tuple[Widget, ...], bottom: float
) -> tuple[Node, list[Target]]:
    width = min(float(DIALOG_DP), 360.0 - 48)
    shown = [w for w in widgets if ctx.visible(w) and w.bounds is None]
    head = 64.0 if title else 24.0
    card_h = head + sum(height_of(w) for w in shown) + 16
    left = (360.0 - width) / 2
    top = max(float(STATUS_DP), (STATUS_DP + bottom - card_h) / 2)
    children: list[Node] = []
    if title:
        label = ctx.node(
            "android.widget.TextView",
            (left + 24, top + 16, left + width - 24, top + 56),
            text=ctx.text(title),
            look=Look("text", size=22),
        )
        if label is not None:
            children.append(label)
    children.extend(flow(widgets, (left + 8, top + head, left + width - 8, top + card_h - 16), ctx))
    card = ctx.node(
        "android.widget.FrameLayout",
        (left, top, left + width, top + card_h),
        look=Look("card"),
        children=tuple(children),
    )
    assert card is not None
    return card, [*_tap_targets(card), Target(card.bounds, None)]


def _keyboard(w: int, h: int, scale: float) -> tuple[Node, ...]:
    top = h / scale - NAV_DP - KEYBOARD_DP
    unit = 360.0 / 10
    rows: list[list[tuple[str, float]]] = [
        [(c, 1.0) for c in KEY_ROWS[0]],
        [(c, 1.0) for c in KEY_ROWS[1]],
        [("shift", 1.5), *[(c, 1.0) for c in KEY_ROWS[2]], ("backspace", 1.5)],
        [("?123", 1.5), (",", 1.0), (" ", 5.0), (".", 1.0), ("enter", 1.5)],
    ]
    keys: list[Node] = []
    for r, row in enumerate(rows):
        x = (360.0 - sum(size for _, size in row) * unit) / 2
        y = top + 44 + r * 52
        for label, size in row:
            box = _px((x + 3, y + 4, x + size * unit - 3, y + 48), scale)
            clickable = label not in ("shift", "?123")
            keys.append(
                Node(
                    "android.inputmethodservice.Keyboard$Key",
                    box,
                    box,
                    text=label,
                    clickable=clickable,
                    dump=False,
                    look=Look("key", size=20),
                )
            )
            x += size * unit
    board = _px((0, top, 360, top + KEYBOARD_DP), scale)
    return (
        Node(
            "android.inputmethodservice.KeyboardView",
            board,
            board,
            dump=False,
            look=Look("keyboard"),
        ),
        *keys,
    )


def _key_op(node: Node) -> Key:
    return Key(node.text)


def _px(box: tuple[float, float, float, float], scale: float) -> Box:
    return (
        round(box[0] * scale),
        round(box[1] * scale),
        round(box[2] * scale),
        round(box[3] * scale),
    )
