"""Text that fits as in a Material app: a one-line app bar title or button label is
ellipsized with "…" only when it is wider than it is drawn, and never wrapped; body text
in a tall box still wraps."""

from __future__ import annotations

from typing import Any

from m2miner.devices.sim.engine import World
from m2miner.devices.sim.fonts import text_width
from m2miner.devices.sim.layout import build_frame
from m2miner.devices.sim.nodes import Look
from m2miner.devices.sim.render import Renderer, text_lines

BUTTON = Look("button", size=14, bold=True, align="center", lines=1)
LABEL = "Download the offline maps of the whole region now"


class Recorder:
    """Stands in for a PIL drawing: keeps the text lines drawn."""

    def __init__(self) -> None:
        self.lines: list[str] = []

    def text(self, xy: Any, line: str, **kwargs: Any) -> None:
        self.lines.append(line)


def test_a_one_line_label_is_ellipsized_at_its_real_width_and_never_wrapped() -> None:
    renderer = Renderer(1080, 2400)
    box = (0, 0, 3 * 120, 3 * 40)  # a 120 x 40 dp button at 3 pixels per dp
    drawn = Recorder()
    renderer.text(drawn, box, LABEL, BUTTON, "#000000")  # type: ignore[arg-type]
    [line] = drawn.lines
    size = renderer.px(14)
    assert line.endswith("…") and LABEL.startswith(line[:-1])
    assert text_width(line, size, True) <= box[2]
    # Without the one-line rule the same box is tall enough for two lines.
    assert len(text_lines(LABEL, size, True, box)) == 2


def test_a_label_that_fits_is_drawn_whole() -> None:
    size = Renderer(1080, 2400).px(14)
    box = (0, 0, 3 * 120, 3 * 40)
    assert text_lines("Done", size, True, box, 1) == ["Done"]
    assert text_lines("Done", size, True, box) == ["Done"]
    width = text_width("Move to trash", size, True)
    assert text_lines("Move to trash", size, True, (0, 0, width, 120), 1) == ["Move to trash"]


def test_body_text_in_a_tall_box_still_wraps() -> None:
    size = Renderer(1080, 2400).px(16)
    lines = text_lines(LABEL, size, False, (0, 0, 600, 400))
    assert len(lines) >= 2 and " ".join(lines) == LABEL


def test_app_bar_titles_and_buttons_are_laid_out_as_one_line() -> None:
    world = World()
    nodes = build_frame(world, world.start("settings"), 1080, 2400).nodes()
    title = next(n for n in nodes if n.text == "Settings")
    assert title.look.lines == 1
    maps = build_frame(world, world.start("maps"), 1080, 2400).nodes()
    buttons = [n.look for n in maps if n.look is not None and n.look.kind == "button"]
    assert buttons and all(look.lines == 1 for look in buttons)
