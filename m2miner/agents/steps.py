"""What the steps of a path did, in words: the element each touched and a verb phrase.

Heuristic intent recycling and heuristic intent generation both need to say what an
action does in a user's words ("search for Central Park", "save it"). They read the
element under the action's point on the screen *before* the step: the innermost clickable
node, named by its own label or, for a list row, by its first inner label (the row's
title, without the address and distance lines under it).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from m2miner.actions import TAP_TYPES, Action
from m2miner.devices.hierarchy import Element, element_at, parse_hierarchy

NAVIGATION_LABELS = frozenset({"back", "navigate up", "up", "close", "dismiss", "home"})
"""Labels of elements that only move around the app, never towards a goal."""

_VERB_WORDS = """
    add apply block book buy call cancel change choose clear close confirm copy create delete
    disable download edit enable follow get install join like log mark mute open order pause
    pin play post print rate remove rename reply report reset save search select send set
    share sign start stop submit subscribe switch turn unmute update upload
"""
VERBS = frozenset(_VERB_WORDS.split())
"""First words that make a label a function ("Save", "Call a taxi") rather than a place."""

_SWITCH_CLASSES = ("Switch", "CheckBox", "ToggleButton", "RadioButton")
_SPACES = re.compile(r"\s+")


@dataclass(frozen=True)
class Touched:
    """The element an action landed on, as a person would name it."""

    label: str
    editable: bool = False
    switch: bool = False
    checked: bool = False
    row: bool = False
    """Whether the label is a list row's title (the row holds several lines of text)."""


def clean(text: str) -> str:
    """``text`` on one line, without surrounding spaces and quotes."""
    return _SPACES.sub(" ", text).strip().strip("\"'“”‘’").strip()


def inner_labels(outer: Element, elements: Sequence[Element]) -> list[str]:
    """Labels of the elements inside ``outer``, in document order."""
    b = outer.bounds
    return [
        e.label
        for e in elements
        if e is not outer
        and e.label
        and b.left <= e.bounds.left
        and e.bounds.right <= b.right
        and b.top <= e.bounds.top
        and e.bounds.bottom <= b.bottom
    ]


def inner_switch(outer: Element, elements: Sequence[Element]) -> Element | None:
    """The switch or checkbox inside ``outer`` (a settings row holds its switch), if one."""
    b = outer.bounds
    for e in elements:
        if (
            e is not outer
            and e.cls.endswith(_SWITCH_CLASSES)
            and b.left <= e.bounds.left
            and e.bounds.right <= b.right
            and b.top <= e.bounds.top
            and e.bounds.bottom <= b.bottom
        ):
            return e
    return None


def element_name(element: Element, elements: Sequence[Element]) -> Touched | None:
    """How a person names ``element``: its label, else its first inner label (a title),
    else its hint (an empty field's placeholder).

    A row that holds a switch is the switch: tapping it turns the switch on or off.
    """
    inner = inner_labels(element, elements)
    label = element.label or (inner[0] if inner else "") or element.hint
    if not label:
        words = element.resource_id.rsplit("/", 1)[-1].replace("_", " ").strip()
        label = words if words and not words.isdigit() else ""
    if not label:
        return None
    switch = element if element.cls.endswith(_SWITCH_CLASSES) else inner_switch(element, elements)
    return Touched(
        label=clean(label),
        editable=element.editable,
        switch=switch is not None,
        checked=(switch or element).checked,
        row=not element.label and len(inner) >= 2 and switch is None,
    )


def result_texts(elements: Sequence[Element]) -> list[str]:
    """Labels outside every clickable element: titles and messages, not options."""
    interactive = [e.bounds for e in elements if e.clickable or e.editable]
    out = []
    for e in elements:
        if not e.label or e.clickable or e.editable:
            continue
        b = e.bounds
        if not any(
            o.left <= b.left and b.right <= o.right and o.top <= b.top and b.bottom <= o.bottom
            for o in interactive
        ):
            out.append(e.label)
    return out


def touched(hierarchy: str | None, action: Action) -> Touched | None:
    """The element a tap (click, long press, double tap) at ``action``'s point landed on."""
    if action.type not in TAP_TYPES or action.x is None or action.y is None:
        return None
    elements = parse_hierarchy(hierarchy)
    element = element_at(elements, action.x, action.y)
    return element_name(element, elements) if element is not None else None


def is_navigation(action: Action, target: Touched | None) -> bool:
    """Whether a step only moves around (back, home, up, scroll, wait) rather than acts."""
    if action.type == "system_button":
        return action.button in ("Back", "Home", "Menu")
    if action.type in ("swipe", "wait"):
        return True
    return target is not None and target.label.casefold() in NAVIGATION_LABELS


def is_function(label: str) -> bool:
    """Whether ``label`` names something to do ("Save", "Call a taxi") by its first word."""
    first = label.split(" ", 1)[0].casefold()
    return first in VERBS


def lower_first(text: str) -> str:
    """``text`` with a lower-case first letter unless it starts a name or an acronym."""
    if len(text) > 1 and text[1].isupper():
        return text
    return text[:1].lower() + text[1:]


def upper_first(text: str) -> str:
    return text[:1].upper() + text[1:]


def join_phrases(phrases: Sequence[str]) -> str:
    """``A``, ``A and B``, ``A, B and C``: one sentence, first letter capitalised."""
    parts = [p for i, p in enumerate(phrases) if p and (i == 0 or p != phrases[i - 1])]
    if not parts:
        return ""
    text = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
    return upper_first(text)


@dataclass(frozen=True)
class Step:
    """One step of a path as the phrase builder sees it.

    ``after_checked`` and ``dialog`` are what the step did, read from the screen after it
    (:func:`m2miner.agents.end_state.annotate`): the state a tapped switch shows
    afterwards, and for a step that opened a dialog what became of it (``confirmed``,
    ``cancelled``, ``open``), for the step that left one ``answer`` or ``cancel``.
    """

    action: Action
    target: Touched | None
    after_checked: bool | None = None
    dialog: str = ""


def path_phrases(steps: Sequence[Step]) -> list[str]:
    """Verb phrases for the steps that act, in order; navigation steps say nothing.

    A tap on a text field followed by typing becomes "search for X" (or "enter X in
    FIELD"; "type X in FIELD" when the path ends before anything submits it), the Enter
    that submits it is folded in, and a tap on a field that nothing is
    typed into only opens a page (named only when the path does nothing else). A list
    row becomes "open TITLE" (or "open it" when TITLE was just searched for), a
    single-verb function after an object becomes "save it", a switch "turn on/off LABEL"
    (the state it shows afterwards). A tap that opened a dialog says nothing unless the
    dialog was confirmed; a choice that closes a dialog opened from a row is "set ROW to
    CHOICE"; the tap that confirms a dialog opened by a function adds nothing to it.
    """
    phrases: list[str] = []
    field: Touched | None = None
    subject = ""
    opener: Touched | None = None
    for i, step in enumerate(steps):
        action, target = step.action, step.target
        if step.dialog in ("open", "cancelled", "cancel"):
            continue
        if step.dialog == "confirmed":
            opener = target
            following = steps[i + 1] if i + 1 < len(steps) else None
            chosen = _chosen(target, following)
            if chosen:
                phrases.append(chosen)
                continue
        elif step.dialog == "answer":
            phrase = _answer_phrase(opener, step, steps[i - 1] if i else None)
            if phrase:
                phrases.append(phrase)
            continue
        previous = steps[i - 1].action if i else None
        if action.type == "type":
            text = clean(action.text or "")
            if not text:
                continue
            typed_in = field or (target if target is not None and target.editable else None)
            label = typed_in.label if typed_in is not None else ""
            if i + 1 == len(steps):  # typed and left there, never submitted
                phrases.append(f"type {text} in {label or 'the text field'}")
            elif not label or "search" in label.casefold():
                phrases.append(f"search for {text}")
            else:
                phrases.append(f"enter {text} in {label}")
            field, subject = None, text
            continue
        if action.type == "system_button" and action.button == "Enter":
            if previous is None or previous.type != "type":
                phrases.append("press Enter")
            continue
        field = None  # tapping a field without typing only opened it (a search page)
        if action.type == "open" and action.text:
            phrases.append(f"open the {clean(action.text)} app")
            subject = ""
            continue
        if target is None or is_navigation(action, target):
            continue
        if target.editable:
            field = target
            continue
        phrase, subject = _target_phrase(action, target, subject, step.after_checked)
        phrases.append(phrase)
    if field is not None and not phrases:
        phrases.append(f"open {field.label}")
    return phrases


_ACKNOWLEDGE = frozenset({"ok", "okay", "yes", "done", "confirm", "continue", "allow", "apply"})


def _is_choice(answer: Touched | None) -> bool:
    """Whether ``answer`` picks a value: a radio button or checkbox of the dialog."""
    return answer is not None and answer.switch and not is_function(answer.label)


def _chosen(opener: Touched | None, following: Step | None) -> str:
    """The phrase "set ROW to CHOICE" when a row's dialog is answered by picking an option."""
    if opener is None or following is None or following.dialog != "answer":
        return ""
    if is_function(opener.label) or not _is_choice(following.target):
        return ""
    assert following.target is not None
    return f"set {opener.label} to {following.target.label}"


def _answer_phrase(opener: Touched | None, step: Step, previous: Step | None) -> str:
    """The phrase for the step that left the dialog ``opener`` opened, confirming it."""
    answer = step.target
    if opener is None or is_function(opener.label):
        return ""  # a function's phrase already names what its dialog confirmed
    if answer is None:  # Enter submitted the dialog's field
        typed = previous is not None and previous.action.type == "type"
        enter = step.action.type == "system_button" and step.action.button == "Enter"
        return "press Enter" if enter and not typed else ""
    if previous is not None and previous.dialog == "confirmed" and _is_choice(answer):
        return ""  # said by _chosen
    if answer.label.casefold() in _ACKNOWLEDGE:
        return "confirm"
    if is_function(answer.label):
        return lower_first(answer.label)
    return f"choose {answer.label}" if answer.switch else f"open {answer.label}"


def _target_phrase(
    action: Action, target: Touched, subject: str, after_checked: bool | None = None
) -> tuple[str, str]:
    """The phrase for a tap on ``target``, and the object later phrases may call "it"."""
    label = target.label
    if action.type == "long_press":
        return f"long-press {label}", subject
    if target.switch:
        on = after_checked if after_checked is not None else not target.checked
        return f"turn {'on' if on else 'off'} {label}", subject
    if not is_function(label):
        if subject and label.casefold().startswith(subject.casefold()):
            return "open it", subject
        return f"open {label}", label
    words = label.split()
    if len(words) == 1 and subject:
        return f"{words[0].lower()} it", subject
    return lower_first(label), subject
