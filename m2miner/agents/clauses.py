"""The intent, clause by clause, against the screen a trajectory ended on.

A judged success is one model's opinion of the last screen. This check reads the intent
itself: it splits it into clauses ("add 'milk', then mark it done" is two), reads what
each asks for, and looks for it on the final screen's hierarchy:

- *switch* clauses ("turn on Dark theme", "disable Wi-Fi", "mark 'milk' as done",
  "tick 'a'"): the switch or checkbox named so must show that state;
- *add* clauses ("add 'milk'", "create a note 'x'", "type 'Rex'"): the text is shown;
- *remove* clauses ("delete 'milk'", "remove the 9:15 alarm"): the text is gone;
- any other clause: its content words are all shown (an "open Settings" ends on a
  screen that says Settings).

Each clause *holds*, is *contradicted* (the switch shows the other state, the removed
item is still there) or is *unseen* (the screen does not show what it names), with the
element that decided it as evidence. The result is a signal stored beside the other
checks (``info["end_state"]``): it never verifies a success and never refutes one, since
a screen can hide what a clause is about (a list scrolled away, state kept on a server).
The heuristic agents stop on it where every clause asks for a state and holds.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from m2miner.agents.effects import checkable_label, is_toggle
from m2miner.agents.end_state import clauses
from m2miner.agents.lexical import first_quoted, key_terms, matches, phrases_to_type, words
from m2miner.agents.steps import clean
from m2miner.devices.hierarchy import Element, parse_hierarchy

ClauseVerdict = Literal["holds", "contradicted", "unseen"]
ClauseKind = Literal["switch", "add", "remove", "words"]

_ON = re.compile(
    r"^(?:turn on|switch on|enable|activate|check|tick|select|mark)\b(.*?)"
    r"(?:\s+as\s+(?:done|complete|completed|finished))?$"
)
_OFF = re.compile(
    r"^(?:turn off|switch off|disable|deactivate|uncheck|untick|unmark)\b(.*?)"
    r"(?:\s+as\s+(?:not done|active|incomplete))?$"
)
_ADD = re.compile(r"^(?:add|create|type|enter|write|save|rename \S+ to|name \S+)\b(.*)$")
_REMOVE = re.compile(r"^(?:delete|remove|clear|discard)\b(.*)$")
_GENERIC = frozenset(
    {"settings", "setting", "screen", "page", "app", "menu", "tab", "section", "options"}
)
_BOUNDARY = frozenset({"by", "from", "in", "on", "to", "with", "at", "for", "using", "via"})


@dataclass(frozen=True)
class ClauseCheck:
    """One clause, what it asked for, and what the screen showed."""

    clause: str
    verdict: ClauseVerdict
    evidence: str
    kind: ClauseKind = "words"
    """What the clause asks for: a switch state, a text added or removed, or only words
    shown (the weakest reading)."""
    item: str = ""
    """The switch or the item the clause names (empty for a words clause)."""

    def to_dict(self) -> dict[str, str]:
        return {
            "clause": self.clause,
            "kind": self.kind,
            "verdict": self.verdict,
            "evidence": self.evidence,
        }


@dataclass(frozen=True)
class EndStateCheck:
    """Every clause of an intent against one screen."""

    clauses: tuple[ClauseCheck, ...]

    @property
    def passed(self) -> bool | None:
        """False when a clause is contradicted, True when all hold, else None."""
        verdicts = {c.verdict for c in self.clauses}
        if "contradicted" in verdicts:
            return False
        return True if verdicts == {"holds"} else None

    @property
    def state_holds(self) -> bool:
        """Whether every clause asks for a state the screen shows (a switch in it, an item
        added) and every one holds: what an agent may stop on. An item's absence is no
        such evidence (the screen may be another one)."""
        return bool(self.clauses) and all(
            c.verdict == "holds" and c.kind in ("switch", "add") for c in self.clauses
        )

    def to_dict(self) -> dict[str, Any]:
        return {"passed": self.passed, "clauses": [c.to_dict() for c in self.clauses]}


def check_end_state(intent: str, hierarchy: str | None) -> EndStateCheck:
    """Each clause of ``intent`` against the screen whose hierarchy is ``hierarchy``."""
    elements = parse_hierarchy(hierarchy)
    return EndStateCheck(tuple(_clause(c, elements) for c in clauses(intent)))


def _clause(clause: str, elements: Sequence[Element]) -> ClauseCheck:
    said = re.sub(r"^(?:and|then|and then)\s+", "", " ".join(clause.split()), flags=re.I)
    lowered = said.casefold()
    if not elements:
        return ClauseCheck(said, "unseen", "the screen has no hierarchy")
    for pattern, on in ((_OFF, False), (_ON, True)):
        m = pattern.match(lowered)
        if m:
            return _switch(said, _object(said, m.group(1)), on, elements)
    # An item added or removed is looked for only when the clause names it for sure: a
    # phrase's absence ("carlos rivera by moving the contact") proves nothing.
    if _ADD.match(lowered):
        return _shown(said, _named_item(said), elements, want=True)
    if _REMOVE.match(lowered):
        return _shown(said, _named_item(said), elements, want=False)
    return _terms(said, elements)


def _object(clause: str, rest: str) -> str:
    """What a clause is about: its quoted text, else the rest of it after the verb up to
    a preposition ("Bluetooth" of "turn on Bluetooth in the quick settings")."""
    quoted = first_quoted(clause)
    if quoted:
        return quoted
    kept = []
    for w in rest.split():
        if w in _BOUNDARY:
            break
        if w not in ("the", "a", "an", "it", "as"):
            kept.append(w)
    return " ".join(kept)


def _named_item(clause: str) -> str:
    """The item an add or remove clause names for sure: quoted text or a proper name."""
    quoted = first_quoted(clause)
    if quoted:
        return quoted
    names = [p for p in phrases_to_type(clause) if " " in p or p[:1].isupper()]
    return names[0] if names else ""


def _switch(clause: str, name: str, on: bool, elements: Sequence[Element]) -> ClauseCheck:
    toggles = [e for e in elements if is_toggle(e)]
    named = [e for e in toggles if _names(name, _toggle_label(e, elements))]
    if not named:
        evidence = f"no switch or checkbox named {name!r} on screen"
        return ClauseCheck(clause, "unseen", evidence, "switch", name)
    e = named[0]
    state = "on" if e.checked else "off"
    evidence = f"{e.cls.rsplit('.', 1)[-1]} {_toggle_label(e, elements)!r} is {state} at {_at(e)}"
    verdict: ClauseVerdict = "holds" if e.checked == on else "contradicted"
    return ClauseCheck(clause, verdict, evidence, "switch", name)


def _shown(clause: str, text: str, elements: Sequence[Element], *, want: bool) -> ClauseCheck:
    if not text:
        return _terms(clause, elements)
    kind: ClauseKind = "add" if want else "remove"
    # Text still in a field was typed, not added.
    found = next((e for e in elements if not e.editable and _names(text, _texts(e))), None)
    if found is None:
        verdict: ClauseVerdict = "unseen" if want else "holds"
        return ClauseCheck(clause, verdict, f"{text!r} is not on screen", kind, text)
    evidence = f"{text!r} shown by {found.cls.rsplit('.', 1)[-1]} at {_at(found)}"
    return ClauseCheck(clause, "holds" if want else "contradicted", evidence, kind, text)


def _terms(clause: str, elements: Sequence[Element]) -> ClauseCheck:
    # The verb names no state, and "settings", "page" name the kind of screen, not which.
    rest = clause.split(None, 1)[1] if " " in clause else clause
    terms = [t for t in key_terms(rest) if t not in _GENERIC] or key_terms(clause)
    screen = set(words(" ".join(_texts(e) for e in elements)))
    missing = [t for t in terms if not matches(t, screen)]
    if missing or not terms:
        return ClauseCheck(clause, "unseen", f"not on screen: {', '.join(missing) or clause}")
    return ClauseCheck(clause, "holds", f"on screen: {', '.join(terms)}")


def _toggle_label(e: Element, elements: Sequence[Element]) -> str:
    """A switch's own label, its list row's title, else its row's first label."""
    return clean(e.row) if e.row and not e.label else checkable_label(e, elements)


def _texts(e: Element) -> str:
    return " ".join(t for t in (e.text, e.content_desc) if t.strip())


def _names(said: str, shown: str) -> bool:
    """Whether ``shown`` (an element's text) names what ``said`` names."""
    a, b = " ".join(words(said)), " ".join(words(shown))
    return bool(a) and bool(b) and (a == b or f" {a} " in f" {b} ")


def _at(e: Element) -> str:
    b = e.bounds
    return f"[{b.left},{b.top}][{b.right},{b.bottom}]"
