"""Output that reads at 80 columns and in a pipe: tables that wrap text instead of cutting
it, fix lines whose commands stay whole, and click's plain help.

A table keeps its ids, numbers, dates and statuses on one line and wraps only its text;
where the columns do not fit the width, the least important ones move into a second line
of the row as ``key=value`` words, so nothing is truncated with an ellipsis.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any

import click
from rich import box
from rich.console import Console, ConsoleDimensions
from rich.markup import escape
from rich.segment import Segment
from rich.table import Table
from rich.text import Text
from typer.core import TyperGroup

PIPE_WIDTH = 80
"""The width of output to a pipe or file when COLUMNS does not say."""
ATOMIC_CHARS = 24
"""A column whose cells are all this short (ids, dates, statuses) or single words is
never wrapped."""
MIN_TEXT = 20
"""The least width a wrapped text column gets: never one word per line."""

# Tables have no outer edges or column lines: a header rule and spaces between columns
# (rich's SIMPLE_HEAD on a terminal; hyphens in a pipe, for grep and cut).
PIPE_BOX = box.Box("    \n    \n -- \n    \n    \n -- \n    \n    \n", ascii=True)

COMMANDS = ("m2miner", "pip", "python", "python3", "adb", "appium", "ray", "npm", "apt-get")
"""Words that start a shell command in a hint: the command is kept on one line."""


_TRAILING = re.compile(r"[ \t]+\n")


class _Console(Console):
    """A console 80 columns wide when it writes to a pipe or file, unless COLUMNS says
    otherwise (rich would take the width of a terminal on another stream)."""

    @property
    def size(self) -> ConsoleDimensions:
        size = super().size
        if not self.is_terminal and not os.environ.get("COLUMNS", "").isdigit():
            return ConsoleDimensions(PIPE_WIDTH, size.height)
        return size

    @size.setter
    def size(self, new_size: tuple[int, int]) -> None:
        Console.size.fset(self, new_size)  # type: ignore[attr-defined]

    def _render_buffer(self, buffer: Iterable[Segment]) -> str:
        # Wrapped text keeps the space it broke at; a file or pipe gets no trailing spaces.
        text = super()._render_buffer(buffer)
        return text if self.is_terminal else _TRAILING.sub("\n", text)


def make_console(*, stderr: bool = False) -> Console:
    """The console commands print to (stdout, or stderr); see :class:`_Console`."""
    return _Console(stderr=stderr)


def is_pipe(console: Console) -> bool:
    return not console.is_terminal


# -- tables ------------------------------------------------------------------------------


@dataclass
class _Col:
    name: str
    cells: list[Any]
    plain: list[str]
    justify: Any
    style: Any
    atomic: bool

    @property
    def natural(self) -> int:
        lines = [line for text in [self.name, *self.plain] for line in text.splitlines()]
        return max((len(line) for line in lines), default=1)

    @property
    def minimum(self) -> int:
        if self.atomic:
            return self.natural
        # A command in a cell is one unit: the column is at least as wide as it.
        words = [w for text in [self.name, *self.plain] for w in _atoms(text)]
        longest = max((len(w) for w in words), default=1)
        return min(self.natural, max(MIN_TEXT, longest))


def _plain(cell: Any) -> str:
    if isinstance(cell, Text):
        return cell.plain
    if isinstance(cell, str):
        try:
            return Text.from_markup(cell).plain
        except Exception:  # not markup after all
            return cell
    return str(cell)


def _columns(table: Table) -> list[_Col]:
    cols = []
    for column in table.columns:
        cells = list(column.cells)
        plain = [_plain(c) for c in cells]
        # Short cells, and cells of one word (a URL, a path), are never wrapped.
        atomic = column.no_wrap or all(len(p) <= ATOMIC_CHARS or " " not in p for p in plain)
        name = _plain(column.header)
        cols.append(_Col(name, cells, plain, column.justify, column.style, atomic))
    return cols


def _overhead(table: Table, n: int) -> int:
    """The width a fitted table adds to its columns': a divider and padding between
    each two (no outer edges)."""
    return max(n - 1, 0) * 3 if table.box is not None else max(n - 1, 0) * 2


def _need(cols: Sequence[_Col], table: Table, pipe: bool) -> int:
    return sum(c.minimum for c in cols) + _overhead(table, len(cols))


def _value(plain: str) -> str:
    """A dropped cell as the value of a ``key=value`` word: quoted when it has spaces, so
    a wrapped ``faults="4 drop, 1 disconnect"`` still reads as one value."""
    return f'"{plain}"' if any(ch.isspace() for ch in plain) else plain


def _merge(cols: list[_Col], dropped: list[_Col], into: str | None) -> list[_Col]:
    """``cols`` with the dropped columns' values as ``key=value`` words on a line of
    their own in the ``into`` column (a new ``more`` column when there is none)."""
    if not dropped:
        return cols
    rows = len(dropped[0].cells)
    extra = [
        " ".join(f"{d.name.replace(' ', '_')}={_value(d.plain[i])}" for d in dropped)
        for i in range(rows)
    ]
    target = next((c for c in cols if c.name == into), None)
    if target is None:
        target = _Col("more", [""] * rows, [""] * rows, "left", None, False)
        cols = [*cols, target]
    cells = []
    for i in range(rows):
        text = target.cells[i]
        text = text.copy() if isinstance(text, Text) else Text.from_markup(str(text))
        if text.plain:
            text.append("\n")
        text.append(extra[i], style="dim")
        cells.append(text)
    merged = replace(target, cells=cells, plain=[t.plain for t in cells], atomic=False)
    return [merged if c is target else c for c in cols]


def fit_table(
    table: Table,
    width: int,
    *,
    drop: Iterable[str] = (),
    into: str | None = None,
    pipe: bool = False,
) -> Table:
    """``table`` laid out for ``width`` columns without cutting a cell.

    Columns whose cells are all short stay on one line; text columns wrap at spaces and
    get at least :data:`MIN_TEXT` characters. While the table is too wide, columns leave
    it in the order of ``drop`` (then from the right, the first column staying) and
    their values go to a second line in the ``into`` column.
    """
    cols = _columns(table)
    order = [c for name in drop for c in cols if c.name == name]
    order += [c for c in reversed(cols[1:]) if c not in order and c.name != into]
    kept, dropped = list(cols), []
    final = cols
    for victim in order:
        if _need(final, table, pipe) <= width:
            break
        kept.remove(victim)
        dropped.append(victim)
        final = _merge(kept, sorted(dropped, key=cols.index), into)
    if _need(final, table, pipe) > width:  # narrower than the ids: wrap everything
        final = [replace(c, atomic=False) for c in final]
    room = width - _overhead(table, len(final))
    return _build(table, final, _widths(final, room), width, pipe)


def _widths(cols: Sequence[_Col], room: int) -> list[int]:
    """Each column's least width, then the room left shared one character at a time
    among the text columns that can still use it."""
    widths = [c.minimum for c in cols]
    spare = room - sum(widths)
    growing = [i for i, c in enumerate(cols) if not c.atomic]
    while spare > 0 and growing:
        growing = [i for i in growing if widths[i] < cols[i].natural]
        for i in growing[:spare]:
            widths[i] += 1
        spare -= len(growing[:spare])
    return widths


def _build(
    old: Table, cols: Sequence[_Col], widths: Sequence[int], width: int, pipe: bool
) -> Table:
    table = Table(
        title=old.title,
        caption=old.caption,
        show_header=old.show_header,
        show_lines=old.show_lines,
        box=None if old.box is None else (PIPE_BOX if pipe else box.SIMPLE_HEAD),
        show_edge=False,
        pad_edge=False,
        title_justify="left",
        highlight=old.highlight,
        # A title (a path, say) wider than the columns gets a line instead of wrapping.
        min_width=min(len(_plain(old.title or "")), width),
    )
    for col, w in zip(cols, widths, strict=True):
        table.add_column(
            col.name,
            justify=col.justify,
            style=col.style,
            width=w,
            no_wrap=col.atomic,
            overflow="fold",
        )
    cells = [
        [_keep_commands(cell, w) if not col.atomic else cell for cell in col.cells]
        for col, w in zip(cols, widths, strict=True)
    ]
    for row in zip(*cells, strict=True):
        table.add_row(*row)
    return table


def _keep_commands(cell: Any, width: int) -> Any:
    """A cell quoting a command, broken into lines here so rich's wrapping (at any
    space) does not split the command; other cells as they are."""
    plain = _plain(cell)
    if "`" not in plain and not any(w in COMMANDS for w in plain.split()):
        return cell
    lines = [line for part in plain.splitlines() for line in wrap_keeping_commands(part, width)]
    return Text("\n".join(lines), style=cell.style if isinstance(cell, Text) else "")


def print_table(
    console: Console, table: Table, *, drop: Iterable[str] = (), into: str | None = None
) -> None:
    """Print ``table`` fitted to the console's width (see :func:`fit_table`); to a pipe
    without the spaces that pad its lines to the width."""
    title = _plain(table.title or "")
    if len(title) > console.width:  # a path, say: its own lines, words whole
        for line in wrap_keeping_commands(title, console.width):
            console.print(escape(line), style="italic", highlight=False, soft_wrap=True)
        table.title = None
    fitted = fit_table(table, console.width, drop=drop, into=into, pipe=is_pipe(console))
    if not is_pipe(console):
        console.print(fitted)
        return
    with console.capture() as captured:
        console.print(fitted)
    lines = captured.get().splitlines()
    console.file.write("".join(line.rstrip() + "\n" for line in lines))


# -- fix lines ----------------------------------------------------------------------------


_TOKEN = re.compile(r"(?:`[^`]*`|[^\s`]|`)+")
"""A word: non-space characters, a `quoted command` counting as part of its word."""
_BREAKS = ("or", "and", "then", "to")


def _atoms(text: str) -> list[str]:
    """``text`` as the units a line may break between: words, with a command starting
    with one of :data:`COMMANDS` kept whole up to a word ending in , ; or . or before
    ``or``, ``and``, ``then``, ``to`` or a parenthesis (a `quoted` one is a word)."""
    words = _TOKEN.findall(text)
    atoms: list[str] = []
    i = 0
    while i < len(words):
        j = i
        if words[i] in COMMANDS:
            while (
                j + 1 < len(words)
                and not words[j].endswith((",", ";", "."))
                and words[j + 1] not in _BREAKS
                and not words[j + 1].startswith("(")
            ):
                j += 1
            # "the adb server" is prose: a command starts with m2miner or pip or has
            # an option.
            if words[i] not in ("m2miner", "pip") and not any(
                w.startswith("-") for w in words[i + 1 : j + 1]
            ):
                j = i
        atoms.append(" ".join(words[i : j + 1]))
        i = j + 1
    return atoms


def wrap_keeping_commands(text: str, width: int, indent: int = 0, prefix: str = "") -> list[str]:
    """``prefix`` + ``text`` broken into lines of at most ``width`` at spaces, never
    inside a word, a `quoted` command or a command (see :func:`_atoms`): one longer than
    a line gets a line of its own and may exceed ``width``. Lines after the first are
    indented by ``indent`` spaces, or fewer where a command needs the room; ``prefix`` is
    kept as it is."""
    if "\n" in text:  # the text's own lines stay lines, each wrapped under itself
        first, *rest = text.split("\n")
        out = wrap_keeping_commands(first, width, indent, prefix)
        for part in rest:
            lead = len(part) - len(part.lstrip())
            out += wrap_keeping_commands(part.lstrip(), width, indent + lead, " " * (indent + lead))
        return out
    lines: list[str] = []
    line = prefix
    bare = True  # nothing but the prefix or the indent on the line yet
    for atom in _atoms(text):
        if len(line) + (0 if bare else 1) + len(atom) > width and (not bare or line.strip()):
            lines.append(line.rstrip())
            # A command wider than the room under the text moves left to fit.
            line, bare = " " * max(0, min(indent, width - len(atom))), True
        line = line + atom if bare else f"{line} {atom}"
        bare = False
    lines.append(line)
    return lines


def print_labelled(
    console: Console, label: str, text: str, *, prefix: str = "", style: str = "bold"
) -> None:
    """``prefix label text`` wrapped to the console's width under the text, commands and
    paths whole; each line printed as it is (rich never re-wraps it)."""
    head = f"{prefix}{label} "
    lines = wrap_keeping_commands(text, console.width, len(head), head)
    first = lines[0][len(head) :]
    shown = f"[{style}]{escape(label)}[/]" if style else escape(label)
    console.print(
        f"{escape(prefix)}{shown} {escape(first)}".rstrip(),
        highlight=False,
        soft_wrap=True,
    )
    for line in lines[1:]:
        console.print(escape(line), highlight=False, soft_wrap=True)


# -- help -------------------------------------------------------------------------------


class HelpFormatter(click.HelpFormatter):
    """click's help formatter, without the backslashes typer puts before ``[default: ...]``
    for rich (they show when its rich help is off)."""

    def write_dl(self, rows: Sequence[tuple[str, str]], col_max: int = 30, col_spacing: int = 2):  # type: ignore[override]
        rows = [(term, text.replace("\\[", "[")) for term, text in rows]
        super().write_dl(rows, col_max, col_spacing)


class HelpGroup(TyperGroup):
    """Lists each command with its whole first sentence, wrapped, instead of cutting it
    at the width with ``...``."""

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        rows = []
        for name in self.list_commands(ctx):
            cmd = self.get_command(ctx, name)
            if cmd is not None and not cmd.hidden:
                rows.append((name, cmd.get_short_help_str(limit=1000)))
        if rows:
            with formatter.section("Commands"):
                formatter.write_dl(rows)
