"""What a step did: the change between the screens before and after an action.

:func:`effect_of` compares two uiautomator-style hierarchies (web pages are read into the
same form, see :mod:`m2miner.devices.web_dom`), or two screenshots where there is no
hierarchy, and says what changed in words a description can be checked against: a switch
or checkbox turned on or off, a choice selected, text typed into a field, a dialog
confirmed or cancelled, a new screen, a field left (its value committed), or nothing.

It also says whether the element the action landed on can be the cause. A tap whose
target stayed as it was while the only change was a text field losing focus (on the web,
blurring a field submits it) did not do what its label says: ``target_changed`` is False.
:func:`m2miner.agents.describe_check.check_description` turns that into a verdict on a
stored description. Pure functions of their inputs: the export and the quality benchmark
call them on stored screens.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Literal

from m2miner.actions import TAP_TYPES, Action
from m2miner.agents.steps import clean, element_name, inner_labels, is_function
from m2miner.devices.hierarchy import Bounds, Element, element_at, parse_hierarchy

EffectKind = Literal[
    "none",
    "toggled",
    "selected",
    "typed",
    "dialog_confirmed",
    "dialog_cancelled",
    "dialog_opened",
    "new_screen",
    "focused",
    "blurred",
    "changed",
    "unknown",
]

_TOGGLE_CLASSES = ("Switch", "CheckBox", "ToggleButton", "CheckedTextView")
_RADIO_CLASSES = ("RadioButton",)
_CANCEL_WORDS = frozenset(
    {"cancel", "no", "dismiss", "close", "back", "keep", "later", "deny", "never", "stay"}
    | {"decline", "×", "x"}
)
_CANCEL_PHRASES = ("not now", "don't", "do not", "go back")
NEW_SCREEN_SIMILARITY = 0.5
"""Below this share of elements in common, the after screen is a different screen."""


@dataclass(frozen=True)
class Effect:
    """What changed between two screens, and whether the acted-on element explains it.

    ``summary`` says it as a one-line description ("Turn on \"Dark theme\"") where the
    change has a name, else None. ``target`` is the label of the element a tap landed on.
    ``target_changed``: True when the change is the target's doing (it changed, or the
    screen or a dialog it belongs to did), False when the target stayed as it was and
    something else explains the change, None when the screens cannot tell.
    """

    kind: EffectKind
    summary: str | None = None
    target: str | None = None
    target_changed: bool | None = None
    label: str | None = None
    """The element the effect is about: the switch, the field, the dialog's title."""
    on: bool | None = None
    """For ``toggled``: whether it ended on."""
    value: str | None = None
    """For ``typed``: the text typed."""
    changed: int = 0
    """Elements added, removed or altered."""
    source: Literal["hierarchy", "image", "none"] = "hierarchy"
    side_effects: tuple[str, ...] = ()
    """Changes that came with the step but are not the target's: other switches that
    flipped. Recorded, never described as what the step did."""


def effect_of(
    before_xml: str | None,
    after_xml: str | None,
    action: Action,
    *,
    before_png: bytes | None = None,
    after_png: bytes | None = None,
) -> Effect:
    """The effect of ``action`` taken on the ``before`` screen, which led to ``after``.

    Hierarchies are compared where both screens have one; otherwise the screenshots
    (only "something changed" or "nothing changed" can be told from pixels); with
    neither, the effect is ``unknown``.
    """
    before, after = parse_hierarchy(before_xml), parse_hierarchy(after_xml)
    if not before or not after:
        return _image_effect(before_png, after_png, action)
    target = _target(before, action)
    name = _name(target, before)
    changed = _changed(before, after)
    if not changed and before_png is not None and after_png is not None:
        changed = 0 if _same_pixels(before_png, after_png) else 1
    side = side_effects(before, after, own_toggles(target, name, before))
    for reader in (_typed, _toggled, _dialog, _focus, _screen):
        effect = reader(before, after, action, target, name, changed)
        if effect is not None:
            return replace(effect, side_effects=side)
    if not changed:
        return Effect("none", target=name, target_changed=False if name else None)
    # A change elsewhere may still be the target's doing (a badge, a counter, a list).
    cause = True if _target_changed(target, before, after) else None
    return Effect("changed", target=name, target_changed=cause, changed=changed, side_effects=side)


# -- readers, tried in order -------------------------------------------------------------


def _typed(
    before: Sequence[Element],
    after: Sequence[Element],
    action: Action,
    target: Element | None,
    name: str | None,
    changed: int,
) -> Effect | None:
    if action.type != "type":
        return None
    value = action.text or ""
    field = next((e for e in before if e.editable and e.focused), None)
    field = field or next((e for e in before if e.editable), None)
    label = _field_label(field, before, value) if field is not None else None
    if not changed:
        return Effect("none", label=label, value=value, target_changed=False)
    into = f' into "{label}"' if label else ""
    summary = f"Type {_quote(value)}{into}"
    return Effect("typed", summary, label=label, value=value, changed=changed, target_changed=True)


def _toggled(
    before: Sequence[Element],
    after: Sequence[Element],
    action: Action,
    target: Element | None,
    name: str | None,
    changed: int,
) -> Effect | None:
    """The tapped switch's own change; a switch elsewhere that flipped with it (a "select
    all" box, a row that moved into its place) is a side effect, never the description."""
    if action.type not in TAP_TYPES:
        return None
    for old in own_toggles(target, name, before):
        new = _match(old, after)
        if new is None or new.checked == old.checked:
            continue
        label = checkable_label(old, before)
        if label != checkable_label(new, after):
            # Another row moved into its place and this one went away, unless the label
            # only shows the state ("boolean : true" -> "boolean : false").
            label = _common_name(label, checkable_label(new, after)) or ""
            if not label:
                continue
        if old.cls.endswith(_RADIO_CLASSES):
            if not new.checked:
                continue  # the one that was chosen before; the new choice says it
            summary = f"Select {_quote(label)}" if label else None
            return Effect("selected", summary, name, True, label, True, changed=changed)
        verb = "Turn on" if new.checked else "Turn off"
        summary = f"{verb} {_quote(label)}" if label else None
        return Effect("toggled", summary, name, True, label, new.checked, changed=changed)
    return None


def own_toggles(
    target: Element | None, name: str | None, elements: Sequence[Element]
) -> list[Element]:
    """The switches a tap on ``target`` works: the target itself, the one switch of the
    row it is, or the switch it labels (an HTML ``<label for=…>``)."""
    if target is None:
        return []
    if is_toggle(target):
        return [target]
    inside = [e for e in elements if is_toggle(e) and _inside(e.bounds, target.bounds)]
    if len(inside) == 1:
        return inside
    if not inside and name:
        return [e for e in elements if is_toggle(e) and checkable_label(e, elements) == name]
    return []


_STATE_WORDS = frozenset(
    {"true", "false", "on", "off", "yes", "no", "0", "1"}
    | {"checked", "unchecked", "enabled", "disabled", "selected"}
)
"""Words a switch's label may show its state with ("boolean : true")."""


def _common_name(old: str, new: str) -> str | None:
    """The name of a switch whose label shows its state, from its labels before and after:
    the words they share, when the only words that differ are state words ("enabled :
    true" and "enabled : false" give "enabled"); None for labels that differ otherwise."""
    a, b = old.split(), new.split()
    if len(a) != len(b):
        return None
    differ = [(x, y) for x, y in zip(a, b, strict=True) if x != y]
    if not differ or any(
        x.casefold().strip(":,;()") not in _STATE_WORDS
        or y.casefold().strip(":,;()") not in _STATE_WORDS
        for x, y in differ
    ):
        return None
    shared = " ".join(x for x, y in zip(a, b, strict=True) if x == y)
    return shared.strip(" :=-,;()[]").strip() or None


def is_toggle(e: Element) -> bool:
    """Whether ``e`` is a switch, checkbox or radio button (it shows a checked state)."""
    return e.cls.endswith(_TOGGLE_CLASSES + _RADIO_CLASSES)


def side_effects(
    before: Sequence[Element], after: Sequence[Element], own: Sequence[Element]
) -> tuple[str, ...]:
    """Switches other than the tapped one that flipped, as phrases ("turned on \"All\"")."""
    out = []
    for old in before:
        if not is_toggle(old) or any(old is e for e in own):
            continue
        new = _match(old, after)
        if new is None or new.checked == old.checked:
            continue
        label = checkable_label(old, before)
        if label == checkable_label(new, after):  # not a row that moved into its place
            out.append(f"turned {'on' if new.checked else 'off'} {_quote(label or 'a switch')}")
    return tuple(out)


def _dialog(
    before: Sequence[Element],
    after: Sequence[Element],
    action: Action,
    target: Element | None,
    name: str | None,
    changed: int,
) -> Effect | None:
    box_before, box_after = _dialog_box(before), _dialog_box(after)
    if box_before is None:
        if box_after is not None and changed:
            title = _dialog_title(after, box_after)
            summary = f"Open the {_quote(title)} dialog" if title else None
            return Effect("dialog_opened", summary, name, True, title, changed=changed)
        return None
    if box_after is not None and _dialog_title(after, box_after) == _dialog_title(
        before, box_before
    ):
        return None  # the same dialog is still open
    title = _dialog_title(before, box_before)
    back = action.type == "system_button" and action.button == "Back"
    inside = target is not None and _inside(target.bounds, box_before)
    if not (back or inside):
        return None
    if target is not None and target.cls.endswith(_RADIO_CLASSES) and not back:
        label = checkable_label(target, before)
        summary = f"Select {_quote(label)}"
        return Effect("selected", summary, name, True, label, True, changed=changed)
    of = f" the {_quote(title)} dialog" if title else " the dialog"
    if back or _cancels(name or ""):
        return Effect("dialog_cancelled", f"Cancel{of}", name, True, title, changed=changed)
    button = f" with {_quote(name)}" if name else ""
    summary = f"Confirm{of}{button}"
    return Effect("dialog_confirmed", summary, name, True, title, changed=changed)


def _screen(
    before: Sequence[Element],
    after: Sequence[Element],
    action: Action,
    target: Element | None,
    name: str | None,
    changed: int,
) -> Effect | None:
    if changed and similarity(before, after) < NEW_SCREEN_SIMILARITY:
        return Effect("new_screen", target=name, target_changed=True, changed=changed)
    return None


def _focus(
    before: Sequence[Element],
    after: Sequence[Element],
    action: Action,
    target: Element | None,
    name: str | None,
    changed: int,
) -> Effect | None:
    """A tap on a field focuses it; a tap elsewhere that takes the focus from a field
    holding text commits that text on the web (a blur handler adds the item), whatever
    else the page then shows: the tap's own effect is only the focus loss, unless the
    target changed itself or is a button that submits its form."""
    if action.type not in TAP_TYPES or not changed:
        return None
    if target is not None and target.editable and target.enabled:
        if similarity(before, after) < NEW_SCREEN_SIMILARITY:
            return None  # the field opened a screen of its own (a search page)
        return Effect("focused", target=name, target_changed=True, label=name, changed=changed)
    for old in before:
        if not (old.editable and old.focused) or old is target or not _holds_text(old):
            continue
        new = _match(old, after)
        if new is not None and not new.focused:
            label = _field_label(old, before, old.text)
            summary = f"Leave the {_quote(label)} field" if label else "Leave the text field"
            cause = _target_changed(target, before, after) or _may_submit(target, name)
            return Effect("blurred", summary, name, cause, label, changed=changed)
    return None


def _holds_text(field: Element) -> bool:
    """Whether a field holds a value (an empty one shows its hint, or nothing)."""
    text = field.text.strip()
    return bool(text) and text not in (field.hint.strip(), field.content_desc.strip())


# -- comparing screens -------------------------------------------------------------------


def _key(e: Element) -> tuple[str, str, str]:
    return (e.cls, e.resource_id, e.label)


def similarity(before: Sequence[Element], after: Sequence[Element]) -> float:
    """Share of elements (by class, id and label) the two screens have in common."""
    a, b = Counter(map(_key, before)), Counter(map(_key, after))
    union = sum((a | b).values())
    return sum((a & b).values()) / union if union else 1.0


def _state(e: Element) -> tuple[object, ...]:
    return (e.cls, e.resource_id, e.text, e.content_desc, e.bounds, e.checked, e.enabled)


def _changed(before: Sequence[Element], after: Sequence[Element]) -> int:
    """Elements added, removed or altered (focus alone counts once, as a change)."""
    a, b = Counter(map(_state, before)), Counter(map(_state, after))
    diff = sum(((a - b) + (b - a)).values())
    focus = {(e.cls, e.bounds) for e in before if e.focused} != {
        (e.cls, e.bounds) for e in after if e.focused
    }
    return diff + int(focus)


def _match(old: Element, after: Sequence[Element]) -> Element | None:
    """The element of ``after`` that is ``old``: the same id, else class and place."""
    if old.resource_id:
        same = [e for e in after if e.resource_id == old.resource_id and e.cls == old.cls]
        if len(same) == 1:
            return same[0]
    return next((e for e in after if e.cls == old.cls and e.bounds == old.bounds), None)


def _target_changed(
    target: Element | None, before: Sequence[Element], after: Sequence[Element]
) -> bool:
    """Whether the target itself changed or went away (wherever the page moved it)."""
    if target is None:
        return False
    same = [e for e in after if _key(e) == _key(target)]
    if not same:
        return True
    new = min(same, key=lambda e: abs(e.bounds.top - target.bounds.top))
    look = (target.text, target.content_desc, target.checked, target.enabled)
    if (new.text, new.content_desc, new.checked, new.enabled) != look:
        return True
    # A pressed link or button takes the focus on the web; that is the press, not its effect.
    if target.editable and new.focused != target.focused:
        return True
    return inner_labels(target, before) != inner_labels(new, after)


def _may_submit(target: Element | None, name: str | None) -> bool:
    if target is None:
        return True
    if not target.enabled:
        return False  # a disabled control does nothing: a tap on it only takes the focus
    return target.cls.endswith(("Button", "ImageButton")) or is_function(name or "")


def _inside(a: Bounds, box: Bounds) -> bool:
    return (
        box.left <= a.left and a.right <= box.right and box.top <= a.top and a.bottom <= box.bottom
    )


# -- naming ------------------------------------------------------------------------------


def _target(elements: Sequence[Element], action: Action) -> Element | None:
    if action.type not in TAP_TYPES or action.x is None or action.y is None:
        return None
    return element_at(tuple(elements), action.x, action.y)


def _name(element: Element | None, elements: Sequence[Element]) -> str | None:
    if element is None:
        return None
    named = element_name(element, elements)
    return named.label if named is not None else None


def checkable_label(element: Element, elements: Sequence[Element]) -> str:
    """A switch's own label, else the first label of the smallest clickable row holding
    it (a settings row whose title sits beside the switch), else its resource id."""
    if element.label:
        return clean(element.label)
    rows = [
        e
        for e in elements
        if e is not element
        and (e.clickable or e.long_clickable)
        and _inside(element.bounds, e.bounds)
    ]
    for row in sorted(rows, key=lambda e: e.bounds.area):
        labels = inner_labels(row, elements)
        if labels:
            return clean(labels[0])
    return element.resource_id.rsplit("/", 1)[-1].replace("_", " ").strip()


def _field_label(field: Element, elements: Sequence[Element], value: str) -> str | None:
    """A text field's name: its hint or description (not the value in it), else its id."""
    for text in (field.content_desc, field.hint, field.text):
        if text.strip() and clean(text) != clean(value):
            return clean(text)
    words = field.resource_id.rsplit("/", 1)[-1].replace("_", " ").replace("-", " ").strip()
    return words or None


def _dialog_box(elements: Sequence[Element]) -> Bounds | None:
    """The bounds of the dialog the screen shows, if it shows one.

    A dump of a dialog holds only its window, inset from the screen's edges (Android);
    AlertDialog's ids mark one too; a page marks its dialog by class or id (``Dialog``,
    ``dialog``, ``modal``).
    """
    for e in elements:
        if e.resource_id.startswith("android:id/") and e.resource_id.endswith(
            ("alertTitle", "button1", "button2")
        ):
            return elements[0].bounds
        hint = f"{e.cls} {e.resource_id}".casefold()
        if ("dialog" in hint or "modal" in hint) and "title" not in hint:
            return e.bounds
    root = elements[0].bounds
    return root if root.left > 0 and root.top > 0 else None


def _dialog_title(elements: Sequence[Element], box: Bounds) -> str | None:
    for e in elements:
        if e.resource_id.endswith("alertTitle") and e.label:
            return clean(e.label)
    for e in elements:
        if e.label and not e.clickable and not e.editable and _inside(e.bounds, box):
            return clean(e.label)
    return None


def _cancels(label: str) -> bool:
    text = label.casefold()
    return any(word in _CANCEL_WORDS for word in text.split()) or any(
        phrase in text for phrase in _CANCEL_PHRASES
    )


def _quote(text: str) -> str:
    return '"' + " ".join(text.split()).replace('"', "'") + '"'


# -- screenshots -------------------------------------------------------------------------


def _same_pixels(a: bytes, b: bytes) -> bool:
    """Whether two screenshots show no visible change, as the critic compares them (the
    status bar and small noise do not count)."""
    if a == b:
        return True
    from m2miner.critic import compare, prepare

    return compare(prepare(a), prepare(b)).no_change


def _image_effect(before: bytes | None, after: bytes | None, action: Action) -> Effect:
    if before is None or after is None:
        return Effect("unknown", source="none")
    if _same_pixels(before, after):
        tap = action.type in TAP_TYPES
        return Effect("none", target_changed=False if tap else None, source="image")
    return Effect("changed", changed=1, source="image")
