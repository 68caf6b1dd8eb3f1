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
from rich.console import Console, ConsoleDimensions, ConsoleOptions, RenderResult
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

COMMANDS = (
    *("m2miner", "pip", "python", "python3", "adb", "appium", "ray", "npm", "apt-get"),
    *("export", "mkdir"),
)
"""Words that start a shell command in a hint: the command is kept on one line."""


_ASSIGNMENT = re.compile(r"[A-Z_][A-Z0-9_]*=")
_PLACEHOLDER = re.compile(r"[A-Z][A-Z0-9_]*[,;.)]?$")
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
    cap: int | None = None
    """With a cap, a word or command longer than it does not widen the column: it gets
    a line of its own that runs past the column (see :class:`_Fitted`)."""

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
        if self.cap is not None:
            longest = min(longest, self.cap)
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
    # An empty value is left out; a column without a name gives its value alone.
    extra = [
        " ".join(
            f"{d.name.replace(' ', '_')}={_value(d.plain[i])}" if d.name else _value(d.plain[i])
            for d in dropped
            if d.plain[i]
        )
        for i in range(rows)
    ]
    target = next((c for c in cols if c.name == into), None)
    if target is None:
        target = _Col("more", [""] * rows, [""] * rows, "left", None, False, dropped[0].cap)
        cols = [*cols, target]
    cells = []
    for i in range(rows):
        text = target.cells[i]
        text = text.copy() if isinstance(text, Text) else Text.from_markup(str(text))
        if text.plain and extra[i]:
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
) -> _Fitted:
    """``table`` laid out for ``width`` columns without cutting a cell or a word.

    Columns whose cells are all short stay on one line; text columns wrap at spaces and
    get at least :data:`MIN_TEXT` characters. While the table is too wide, columns leave
    it in the order of ``drop`` (then from the right, the first column staying) and
    their values go to a second line in the ``into`` column. When even that does not
    fit, a word or command longer than half the width (a path, say) stops widening its
    column and gets a line of its own, past the width.
    """
    final = _fit(table, width, drop, into, None)
    if _need(final, table, pipe) > width:
        final = _fit(table, width, drop, into, max(MIN_TEXT, width // 2))
    if _need(final, table, pipe) > width:  # narrower than the ids: wrap everything
        final = [replace(c, atomic=False) for c in final]
    room = width - _overhead(table, len(final))
    return _build(table, final, _widths(final, room), width, pipe)


def _fit(
    table: Table, width: int, drop: Iterable[str], into: str | None, cap: int | None
) -> list[_Col]:
    """The columns that stay, the dropped ones merged (see :func:`fit_table`)."""
    cols = [replace(c, cap=cap) for c in _columns(table)]
    order = [c for name in drop for c in cols if c.name == name]
    order += [c for c in reversed(cols[1:]) if c not in order and c.name != into]
    kept, dropped = list(cols), []
    final = cols
    for victim in order:
        if _need(final, table, False) <= width:
            break
        kept.remove(victim)
        dropped.append(victim)
        final = _merge(kept, sorted(dropped, key=cols.index), into)
    return final


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


class _Fitted:
    """A fitted table; a line too long for its column (a path, a command) shows whole,
    past the column, where rich would fold it."""

    def __init__(self, table: Table, long: dict[str, str]) -> None:
        self.table = table
        self.long = long

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        if not self.long:
            yield self.table
            return
        for line in console.render_lines(self.table, options, pad=False):
            if not any(ch in seg.text for seg in line for ch in self.long):
                yield from [*line, Segment.line()]
                continue
            out, excess = [], 0  # excess: the spaces after a long line its overflow takes
            for seg in line:
                text, excess = self._unmark(seg.text, excess)
                out.append(Segment(text, seg.style, seg.control))
            while out and not out[-1].text.strip():
                out.pop()
            if out:
                out[-1] = Segment(out[-1].text.rstrip(), out[-1].style, out[-1].control)
            yield from [*out, Segment.line()]

    def _unmark(self, text: str, excess: int) -> tuple[str, int]:
        """``text`` with its marks replaced by their lines, and as many of the spaces after
        them removed as the lines overflow, two still parting the columns."""
        marks = [ch for ch in text if ch in self.long]
        # the text before the first mark, then each mark with the text after it
        out, *rests = re.split(f"[{''.join(marks)}]", text) if marks else ["", text]
        for i, rest in enumerate(rests):
            if marks:
                out += self.long[marks[i]]
                excess += len(self.long[marks[i]]) - 1
            spaces = len(rest) - len(rest.lstrip(" "))
            cut = min(excess, max(0, spaces - 2))
            out, excess = out + rest[cut:], excess - cut
        return out, excess


def _build(
    old: Table, cols: Sequence[_Col], widths: Sequence[int], width: int, pipe: bool
) -> _Fitted:
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
    long: dict[str, str] = {}
    cells = [
        [_keep_words(cell, w, long) if not col.atomic else cell for cell in col.cells]
        for col, w in zip(cols, widths, strict=True)
    ]
    for row in zip(*cells, strict=True):
        table.add_row(*row)
    return _Fitted(table, long)


_MARK = 0xE000
"""Lines too long for their column are printed as one private-use character each, put
back whole after rich's layout."""


def _keep_words(cell: Any, width: int, long: dict[str, str]) -> Any:
    """A text cell broken into lines here, at spaces, so that rich's wrapping (which folds
    a word longer than the column) never splits a word, a command or a path; a line
    longer than ``width`` becomes a mark in ``long``. Styles are kept."""
    text = cell.copy() if isinstance(cell, Text) else Text.from_markup(str(cell))
    plain = text.plain
    pieces: list[Text] = []
    pos = 0
    for part in plain.split("\n"):  # each line wrapped under its own indent
        lead = len(part) - len(part.lstrip())
        for line in wrap_keeping_commands(part.lstrip(), width, lead, " " * lead):
            words = line.lstrip()
            start = plain.find(words, pos)
            piece = text[start : start + len(words)] if start >= 0 else Text(words, text.style)
            pos = start + len(words) if start >= 0 else pos
            if len(line) > width:
                mark = chr(_MARK + len(long))
                long[mark] = words
                piece = Text(mark, style=piece.spans[0].style if piece.spans else text.style)
            pieces.append(Text(line[: len(line) - len(words)]) + piece)
    return Text("\n", style=text.style).join(pieces)


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
        console.print(fitted, crop=False)
        return
    with console.capture() as captured:
        console.print(fitted, crop=False)
    lines = captured.get().splitlines()
    console.file.write("".join(line.rstrip() + "\n" for line in lines))


# -- fix lines ----------------------------------------------------------------------------


_TOKEN = re.compile(r"(?:`[^`]*`|[^\s`]|`)+")
"""A word: non-space characters, a `quoted command` counting as part of its word."""
_BREAKS = ("or", "and", "then", "to")


def _atoms(text: str) -> list[str]:
    """``text`` as the units a line may break between: words, with a command starting
    with one of :data:`COMMANDS` (or a parenthesis and one) kept whole up to a word ending
    in , ; . or ) or before ``or``, ``and``, ``then``, ``to`` or a parenthesis (a
    `quoted` one is a word)."""
    words = _TOKEN.findall(text)
    atoms: list[str] = []
    i = 0
    while i < len(words):
        j = i
        head = words[i].lstrip("(")
        if head in COMMANDS:
            while (
                j + 1 < len(words)
                and not words[j].endswith((",", ";", ".", ")"))
                and words[j + 1] not in _BREAKS
                and not words[j + 1].startswith("(")
            ):
                j += 1
            # "the adb server" is prose: a command starts with m2miner or pip, has an
            # option, or sets a variable (export NAME=VALUE).
            if not (
                head in ("m2miner", "pip")
                or any(w.startswith("-") for w in words[i + 1 : j + 1])
                or (head == "export" and j > i and _ASSIGNMENT.match(words[i + 1]))
            ):
                j = i
        elif words[i].startswith("--") and j + 1 < len(words) and _PLACEHOLDER.match(words[j + 1]):
            j += 1  # an option and its value's placeholder: --infer-base MODEL_DIR
        atoms.append(" ".join(words[i : j + 1]))
        i = j + 1
    return atoms


def wrap_keeping_commands(text: str, width: int, indent: int = 0, prefix: str = "") -> list[str]:
    """``prefix`` + ``text`` broken into lines of at most ``width`` at spaces, never
    inside a word, a `quoted` command or a command (see :func:`_atoms`): one longer than
    a line gets a line of its own and may exceed ``width``. Lines after the first are
    indented by ``indent`` spaces; a command too long for that starts under ``prefix``'s
    first character (a label) instead. ``prefix`` is kept as it is."""
    if "\n" in text:  # the text's own lines stay lines, each wrapped under itself
        first, *rest = text.split("\n")
        out = wrap_keeping_commands(first, width, indent, prefix)
        for part in rest:
            lead = len(part) - len(part.lstrip())
            out += wrap_keeping_commands(part.lstrip(), width, indent + lead, " " * (indent + lead))
        return out
    lines: list[str] = []
    line = prefix
    label = len(prefix) - len(prefix.lstrip()) if prefix.strip() else 0
    bare = True  # nothing but the prefix or the indent on the line yet
    for atom in _atoms(text):
        if len(line) + (0 if bare else 1) + len(atom) > width and (not bare or line.strip()):
            lines.append(line.rstrip())
            # A command wider than the room under the text starts under the label.
            line, bare = " " * (indent if indent + len(atom) <= width else min(label, indent)), True
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
