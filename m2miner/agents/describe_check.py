"""Whether a step's one-line description says what the step did.

:func:`check_description` holds a stored description against the step's
:class:`~m2miner.agents.effects.Effect`:

- ``ok``: it fits (or the screens cannot tell otherwise);
- ``reworded``: the step did something with a name the description does not give: a
  switch or checkbox turned on or off, a choice selected, a value typed, a dialog
  confirmed or cancelled; the effect's wording replaces it;
- ``flagged``: a tap (or typing) that changed nothing, or whose target did not produce
  the change (it only took the focus from a field, whose blur handler then changed the
  page; a link that did not open). The reason says which; there is no true description
  of the step (``description`` is None), and no description is rewritten into a claim
  about another element than the one acted on.

Changes that came with the target's own (another checkbox that flipped with it) are the
effect's ``side_effects``: named in the reason, never the description.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Literal

from m2miner.actions import TAP_TYPES, Action
from m2miner.agents.effects import Effect

CheckStatus = Literal["ok", "reworded", "flagged"]

_ON = re.compile(r"\b(turn(s|ed|ing)? on|switch(es|ed|ing)? on|enable|activate|check|tick)")
_OFF = re.compile(
    r"\b(turn(s|ed|ing)? off|switch(es|ed|ing)? off|disable|deactivate|uncheck|untick)"
)
_CONFIRM = re.compile(r"\b(confirm|accept|agree|ok\b|yes\b)")
_CANCEL = re.compile(r"\b(cancel|dismiss|decline|close)")
_SELECT = re.compile(r"\b(select|choose|pick|set)")


@dataclass(frozen=True)
class DescriptionCheck:
    """The verdict on one description and the description to use (None: none is true)."""

    status: CheckStatus
    description: str | None
    reason: str = ""
    effect: str = "unknown"
    """The effect's kind (:data:`m2miner.agents.effects.EffectKind`)."""
    side_effects: tuple[str, ...] = ()
    """What changed with the step that was not its target's doing (see Effect)."""

    def to_dict(self) -> dict[str, object]:
        return {
            "status": self.status,
            "effect": self.effect,
            "reason": self.reason,
            "description": self.description,
            "side_effects": list(self.side_effects),
        }


def check_description(description: str, action: Action, effect: Effect) -> DescriptionCheck:
    """The verdict on ``description`` of ``action``, whose effect was ``effect``."""
    verdict = _verdict(description, action, effect)
    if effect.side_effects:
        return replace(verdict, side_effects=effect.side_effects)
    return verdict


def _verdict(description: str, action: Action, effect: Effect) -> DescriptionCheck:
    text = description.casefold()

    def ok() -> DescriptionCheck:
        return DescriptionCheck("ok", description, effect=effect.kind)

    def reword(reason: str) -> DescriptionCheck:
        if effect.summary is None:
            return ok()
        return DescriptionCheck("reworded", effect.summary, reason, effect.kind)

    acts = action.type in (*TAP_TYPES, "type")
    if acts and effect.kind == "none":
        reason = "nothing changed on the screen"
        return DescriptionCheck("flagged", None, reason, effect.kind)
    if action.type in TAP_TYPES and effect.target_changed is False:
        return DescriptionCheck("flagged", None, _not_the_target(effect), effect.kind)
    if effect.kind == "toggled":
        right, wrong = (_ON, _OFF) if effect.on else (_OFF, _ON)
        if right.search(text) and not wrong.search(text):
            return ok()
        return reword(f"does not say it turned {'on' if effect.on else 'off'}")
    if effect.kind == "selected":
        return ok() if _SELECT.search(text) else reword("does not say what was selected")
    if effect.kind == "typed":
        value = " ".join((effect.value or "").split()).casefold()
        return ok() if value and value in text else reword("does not give the typed value")
    if effect.kind == "dialog_confirmed":
        return ok() if _CONFIRM.search(text) else reword("does not say the dialog was confirmed")
    if effect.kind == "dialog_cancelled":
        return ok() if _CANCEL.search(text) else reword("does not say the dialog was cancelled")
    return ok()


def _not_the_target(effect: Effect) -> str:
    """Why a tap's change is not its target's doing, in words."""
    target = _name(effect.target)
    if effect.kind == "blurred":
        field = f'"{effect.label}"' if effect.label else "a text field"
        return (
            f"focus loss: the tap only took the focus from {field}, whose blur changed the "
            f"page; {target} did not change"
        )
    return f"the change ({effect.kind}) was not the doing of {target}"


def _name(target: str | None) -> str:
    return f'"{target}"' if target else "the tapped point"
