"""The state a path ends in, read from its screens: switches, typed values, dialogs.

Intent recycling names what a path *did*, and what a path did is the state it left, not
the labels it tapped: a tap on a "Notifications" row that turns its switch off is "turn
off Notifications"; a tap on "Close account" that only opens a confirmation dialog the
path never answers closed nothing. :func:`annotate` reads, for every step, the screen
before and after it (the view hierarchies) and says:

- for a tap on a switch or checkbox (or on a row that holds one), the state the switch
  shows *after* the step (``after_checked``);
- for a step that opens a dialog (the window after it is narrower than the screen), what
  became of the dialog: ``confirmed`` (left by a button that is not a cancel), ``cancelled``
  (left by Back or a Cancel/No/Close button), ``used`` (still open when the path ends,
  after steps inside it) or ``open`` (the path ends right after opening it); and on the
  step that left it, ``answer`` or ``cancel``.

:class:`EndState` gathers these into facts (:meth:`EndState.lines` for a prompt) and
:meth:`EndState.contradictions` compares an intent with them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Literal

from m2miner.actions import Action
from m2miner.agents.lexical import key_terms, matches, words
from m2miner.agents.steps import Step, Touched, clean, element_name, is_function, result_texts
from m2miner.devices.hierarchy import Element, element_at, parse_hierarchy

CANCEL_LABELS = frozenset(
    {"cancel", "no", "not now", "close", "dismiss", "back", "navigate up", "keep", "never"}
)
"""Labels of buttons that leave a dialog without doing what it asked."""

Outcome = Literal["confirmed", "cancelled", "used", "open"]
_OUTCOMES: dict[str, Outcome] = {o: o for o in ("confirmed", "cancelled", "used", "open")}


@dataclass(frozen=True)
class Screen:
    """One screen of a path: its hierarchy and its width in pixels."""

    hierarchy: str | None
    width: int

    @property
    def elements(self) -> tuple[Element, ...]:
        return parse_hierarchy(self.hierarchy)


def is_dialog(screen: Screen) -> bool:
    """Whether the screen's window is a dialog: its root is narrower than the screen."""
    elements = screen.elements
    if not elements:
        return False
    root = elements[0].bounds
    return root.left > 0 and root.right < screen.width


def dialog_title(screen: Screen) -> str:
    """The dialog's first text that is not a button (its title), or ``dialog``."""
    texts = result_texts(screen.elements)
    return clean(texts[0]) if texts else "dialog"


def switch_after(before: Touched, action: Action, after: Screen) -> bool | None:
    """The state the tapped switch shows on the screen after the step; None if gone."""
    if action.x is None or action.y is None:
        return None
    elements = after.elements
    element = element_at(elements, action.x, action.y)
    name = element_name(element, elements) if element is not None else None
    if name is None or not name.switch or name.label != before.label:
        return None
    return name.checked


def focused_field(screen: Screen) -> Touched | None:
    """The text field that has the focus (where typing goes), named, if there is one."""
    elements = screen.elements
    field = next((e for e in elements if e.editable and e.focused), None)
    return element_name(field, elements) if field is not None else None


@dataclass(frozen=True)
class Dialog:
    """A dialog a step opened, and what became of it."""

    title: str
    opened_by: str
    outcome: Outcome
    answer: str = ""


@dataclass(frozen=True)
class EndState:
    """What a path left: switches it set, values it typed, dialogs and the last screen."""

    switches: tuple[tuple[str, bool], ...]
    values: tuple[tuple[str, str], ...]
    dialogs: tuple[Dialog, ...]
    screen: str

    @property
    def unanswered(self) -> Dialog | None:
        """The dialog the path opened and ends on without answering, if any."""
        last = self.dialogs[-1] if self.dialogs else None
        return last if last is not None and last.outcome == "open" else None

    def lines(self) -> list[str]:
        """The facts, one line each, for a prompt."""
        out = [f"switch {label}: {'on' if on else 'off'}" for label, on in self.switches]
        out += [f"typed in {field}: {value}" for field, value in self.values]
        for d in self.dialogs:
            how = {
                "open": "left open, never answered",
                "cancelled": "cancelled",
                "used": "still open",
            }
            out.append(
                f'dialog "{d.title}" (opened by {d.opened_by}): '
                + how.get(d.outcome, f"confirmed with {d.answer}")
            )
        out.append(f"ends on: {self.screen}")
        return out

    def contradictions(self, intent: str) -> list[str]:
        """Claims of ``intent`` that this end state refutes, clause by clause."""
        out = []
        for clause in clauses(intent):
            said = " ".join(words(clause))
            for label, on in self.switches:
                name = re.escape(" ".join(words(label)))
                wrong = "off|disable" if on else "on|enable"
                if re.fullmatch(rf"(?:(?:turn|switch) (?:{wrong})|{wrong}|open) {name}", said):
                    out.append(f"{label} ends {'on' if on else 'off'}")
        terms = set(key_terms(intent))
        for d in self.dialogs:
            if d.outcome == "confirmed" or not is_function(d.opened_by):
                continue
            opener = key_terms(d.opened_by)
            if opener and all(matches(t, terms) for t in opener):
                out.append(f'"{d.title}" ({d.opened_by}) was {d.outcome}, never confirmed')
        return out


_CLAUSE_BREAK = re.compile(r",\s*(?:and\s+)?|\s+and\s+|\s+then\s+")


def clauses(intent: str) -> list[str]:
    """The clauses of an intent: split at commas, "and" and "then"."""
    return [c.strip() for c in _CLAUSE_BREAK.split(intent.strip().rstrip(".")) if c.strip()]


def annotate(screens: Sequence[Screen], steps: Sequence[Step]) -> list[Step]:
    """``steps`` with what each did to switches and dialogs (``screens`` has one more)."""
    out = list(steps)
    for i, step in enumerate(steps):
        target = step.target
        if step.action.type == "type" and target is None:
            out[i] = replace(out[i], target=focused_field(screens[i]))
        if target is not None and target.switch and step.action.type == "click":
            out[i] = replace(
                out[i], after_checked=switch_after(target, step.action, screens[i + 1])
            )
        if is_dialog(screens[i + 1]) and not is_dialog(screens[i]):
            outcome, k = _dialog_outcome(screens, steps, i)
            out[i] = replace(out[i], dialog=outcome)
            if k is not None:
                out[k] = replace(out[k], dialog="cancel" if outcome == "cancelled" else "answer")
    return out


def _dialog_outcome(
    screens: Sequence[Screen], steps: Sequence[Step], opened: int
) -> tuple[Outcome, int | None]:
    """What became of the dialog step ``opened`` opened, and the step that left it."""
    for k in range(opened + 1, len(steps)):
        if is_dialog(screens[k + 1]):
            continue
        step = steps[k]
        back = step.action.type == "system_button" and step.action.button == "Back"
        label = step.target.label.casefold() if step.target is not None else ""
        return ("cancelled" if back or label in CANCEL_LABELS else "confirmed"), k
    return ("open" if opened == len(steps) - 1 else "used"), None


def end_state(screens: Sequence[Screen], steps: Sequence[Step]) -> EndState:
    """The facts of an annotated path (see :func:`annotate`)."""
    switches: dict[str, bool] = {}
    values: dict[str, str] = {}
    dialogs = []
    field = ""
    for i, step in enumerate(steps):
        target, action = step.target, step.action
        if target is not None and target.switch and action.type == "click":
            switches[target.label] = (
                step.after_checked if step.after_checked is not None else not target.checked
            )
        if target is not None and target.editable:
            field = target.label
        if action.type == "type" and action.text:
            values[field or "the text field"] = clean(action.text)
        outcome = _OUTCOMES.get(step.dialog)
        if outcome is not None:
            opener = target.label if target is not None else "a step"
            answer = _answer(steps, i)
            dialogs.append(Dialog(dialog_title(screens[i + 1]), opener, outcome, answer))
    last = screens[-1]
    title = dialog_title(last) if is_dialog(last) else _title(last)
    return EndState(tuple(switches.items()), tuple(values.items()), tuple(dialogs), title)


def _answer(steps: Sequence[Step], opened: int) -> str:
    for step in steps[opened + 1 :]:
        if step.dialog in ("answer", "cancel"):
            return step.target.label if step.target is not None else "Back"
    return ""


def _title(screen: Screen) -> str:
    texts = result_texts(screen.elements)
    return clean(texts[0]) if texts else "the screen"
