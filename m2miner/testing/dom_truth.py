"""What a web step really did, read from the page's own DOM: an independent truth for
step descriptions.

The description check (:mod:`m2miner.agents.effects`) reads the synthesised hierarchy of
the screens before and after a step. This module does not: before a tap it asks the page
which element is under the finger (``document.elementFromPoint``), marks it, and records
its state (checked, shown, the URL, the focused field and its value); after the step it
finds the marked element again (or, where the page rendered it anew, the element with
its id or at its place that has its name) and reads the same, and whether a click reached
it (a capture-phase listener on the window). :func:`truth_of` turns the two
readings into what the tapped element did, and :func:`description_is_true` holds a
description against it. The description-truth benchmark (``bench/descriptions_web.py``)
and the web description tests use it; it reads the page only through ``execute_script``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from m2miner.actions import TAP_TYPES, Action, describe
from m2miner.agents.describe_check import DescriptionCheck, check_description
from m2miner.agents.effects import effect_of
from m2miner.agents.steps import touched

_COMMON_JS = r"""
const clean = s => (s || '').replace(/\s+/g, ' ').trim();
// A field: an input or textarea (its value), or an editable element (its text).
const field = () => {
  const a = document.activeElement;
  if (a && a.matches('input:not([type=checkbox]):not([type=radio]),textarea')) {
    return {value: a.value};
  }
  return a && a.isContentEditable ? {value: a.innerText} : null;
};
// A checkbox or radio without a label of its own is named by its row: the row's
// <label>, else the row's visible text; its value ("on") is a form value, not a name.
const nameOf = el => {
  const labels = el.labels ? Array.from(el.labels).map(l => clean(l.textContent)) : [];
  const box = el.matches('input[type=checkbox],input[type=radio]');
  const row = el.closest('li,tr,[role=row],[role=listitem]');
  const rowLabel = row && row !== el ? row.querySelector('label') : null;
  const rowName = !box || !row || row === el ? ''
    : clean(rowLabel ? rowLabel.textContent : row.innerText);
  // A form control without a label is named by its title; a drop-down also by the
  // option it shows (people name it either way), never by the text of every option.
  const control = el.matches('input,select,textarea');
  const named = clean(el.getAttribute('aria-label')) || labels.find(Boolean) || rowName ||
    (control ? clean(el.getAttribute('title')) : '');
  if (el.tagName === 'SELECT') {
    const shown = el.selectedOptions && el.selectedOptions[0];
    return clean(named + ' ' + (shown ? shown.textContent : ''));
  }
  return named || clean(el.textContent) || (box ? '' : clean(el.value));
};
const state = el => ({found: !!el, tag: el ? el.tagName.toLowerCase() : '',
  type: el ? (el.type || '') : '', name: el ? nameOf(el) : '',
  checked: el && 'checked' in el ? !!el.checked : null,
  shown: !!el && el.getClientRects().length > 0, url: location.href, field: field()});
"""

BEFORE_JS = (
    _COMMON_JS
    + r"""
const [x, y] = arguments;
for (const e of document.querySelectorAll('[data-m2-truth]')) e.removeAttribute('data-m2-truth');
const vv = window.visualViewport || {scale: 1, offsetLeft: 0, offsetTop: 0};
const f = (vv.scale || 1) * (window.devicePixelRatio || 1);
let el = null;
if (x !== null) {
  const hit = document.elementFromPoint(x / f + (vv.offsetLeft || 0), y / f + (vv.offsetTop || 0));
  el = hit && (hit.closest('input,textarea,select,button,a[href],summary,label,' +
    '[role=button],[role=link],[role=checkbox],[role=switch],[onclick]') || hit);
  if (el && el.tagName === 'LABEL' && el.control) el = el.control;
}
// Where it sits, to find it again if the page renders it anew: its id, else its path.
const path = [];
for (let n = el; n && n !== document.body && n.parentElement; n = n.parentElement) {
  path.unshift(Array.prototype.indexOf.call(n.parentElement.children, n));
}
if (el) el.setAttribute('data-m2-truth', '1');
// Whether the press ends in a click on it (a link whose page moved under the finger
// never gets one): seen first, in the capture phase, whatever the page's handlers do.
window.__m2clicked = false;
if (el && !window.__m2listening) {
  window.__m2listening = true;
  window.addEventListener('click', e => {
    const t = document.querySelector('[data-m2-truth]');
    if (t && (t === e.target || t.contains(e.target) || e.target.control === t)) {
      window.__m2clicked = true;
    }
  }, true);
}
return Object.assign(state(el), {id: el ? el.id : '', path: path});
"""
)

AFTER_JS = (
    _COMMON_JS
    + r"""
const [id, path, name] = arguments;
let el = document.querySelector('[data-m2-truth]');
if (!el && (id || path.length)) {
  // Rendered anew: the element with its id, else at its path, if it has the same name.
  let again = id ? document.getElementById(id) : document.body;
  for (const i of id ? [] : path) again = again && again.children[i];
  el = again && nameOf(again) === name ? again : null;
}
return Object.assign(state(el), {clicked: window.__m2clicked === true});
"""
)

TruthKind = Literal[
    "toggled", "gone", "navigated", "blur_only", "typed", "unchanged", "no_target", "key"
]


class ScriptRunner(Protocol):
    """A web device: runs JavaScript in the page (``AppiumDevice.execute_script``)."""

    def execute_script(self, script: str, *args: Any) -> Any: ...


@dataclass(frozen=True)
class Reading:
    """The page as one of the two scripts saw it."""

    data: dict[str, Any]


@dataclass(frozen=True)
class Truth:
    """What the tapped element (or the typing) did, by the page's own DOM."""

    kind: TruthKind
    name: str = ""
    on: bool | None = None
    """For ``toggled``: whether it ended checked."""
    value: str = ""
    """For ``typed``: the field's value after."""


def before(device: ScriptRunner, action: Action) -> Reading:
    """Mark the element ``action`` lands on and read the page; run before the step."""
    point = (action.x, action.y) if action.type in TAP_TYPES else (None, None)
    return Reading(dict(device.execute_script(BEFORE_JS, *point)))


def after(device: ScriptRunner, was: Reading) -> Reading:
    """Read the element ``was`` marked, and the page, again; run after the step."""
    where = (was.data.get("id") or "", was.data.get("path") or [], was.data.get("name") or "")
    return Reading(dict(device.execute_script(AFTER_JS, *where)))


def truth_of(action: Action, was: Reading, now: Reading) -> Truth:
    """What the step did to its own target, from the readings around it."""
    a, b = was.data, now.data
    if action.type == "type":
        value = str((b.get("field") or {}).get("value", ""))
        return Truth("typed", value=value)
    if action.type not in TAP_TYPES:
        return Truth("key")
    if not a.get("found"):
        return Truth("no_target")
    name = str(a.get("name") or "")
    if a.get("checked") is not None and b.get("found") and b.get("checked") != a.get("checked"):
        return Truth("toggled", name, on=bool(b.get("checked")))
    if not b.get("found") or (a.get("shown") and not b.get("shown")):
        return Truth("gone", name)
    if b.get("url") != a.get("url"):
        return Truth("navigated", name)
    left = a.get("field") is not None and b.get("field") is None
    if left and str(a["field"].get("value") or "").strip() and not b.get("clicked"):
        return Truth("blur_only", name)
    return Truth("unchanged", name)


_TOGGLE = re.compile(r'^(turn on|turn off|check|uncheck|select)\s+"(.*)"$', re.IGNORECASE)
_CLICK = re.compile(
    r'^(click|tap|long-press|long press|double[- ]tap|double[- ]click)\s+(?:on\s+)?"(.*)"',
    re.IGNORECASE,
)
_TYPE = re.compile(r'^type\s+"(.*?)"', re.IGNORECASE)


def description_is_true(description: str, action: Action, truth: Truth) -> bool:
    """Whether ``description`` of ``action`` says only what the page says happened.

    A claim that something was turned on or off must be about the tapped element, in the
    direction it went; a "Click X" must name the tapped element and is false when the tap
    only took the focus from a field; "Type v" must leave v in the field.
    """
    text = " ".join(description.split())
    toggle = _TOGGLE.match(text)
    if toggle:
        verb, label = toggle.group(1).casefold(), toggle.group(2)
        on = verb in ("turn on", "check", "select")
        return truth.kind == "toggled" and truth.on == on and _same(label, truth.name)
    typed = _TYPE.match(text)
    if typed:
        return truth.kind == "typed" and typed.group(1) in truth.value
    if truth.kind == "blur_only":
        return False
    click = _CLICK.match(text)
    if click and truth.name:
        return _same(click.group(2), truth.name)
    return True


_QUOTE_MARKS = str.maketrans("", "", "\"'\u201c\u201d\u2018\u2019`\\")


def _same(said: str, name: str) -> bool:
    """Whether a description's name and the page's name for the element agree; spaces do
    not count (``textContent`` joins a link's parts without them), nor quote marks and
    backslashes (a name quoted inside a quoted description has its quotes changed or
    escaped)."""
    a, b = ("".join(t.casefold().translate(_QUOTE_MARKS).split()) for t in (said, name))
    return bool(a) and bool(b) and (a == b or a in b or b in a)


@dataclass(frozen=True)
class CheckedStep:
    """One step on a live page: the description stored for it, the export's verdict on
    it, and the page's own account of what it did."""

    action: Action
    stored: str
    check: DescriptionCheck
    truth: Truth

    @property
    def exported(self) -> str | None:
        """The description a description sample would teach (None: no sample)."""
        return self.check.description

    @property
    def true(self) -> bool | None:
        """Whether the exported description is true; None when none is exported."""
        if self.exported is None:
            return None
        return description_is_true(self.exported, self.action, self.truth)


class Stepper:
    """Runs steps on a web device and checks each one both ways (see :class:`CheckedStep`).

    The stored description is what the heuristic agents store (``Click "<label>"``);
    ``execute`` on a device that is also a :class:`ScriptRunner`.
    """

    def __init__(self, device: Any) -> None:
        self.device = device
        self.obs = device.observe()
        self.steps: list[CheckedStep] = []

    def step(self, action: Action, stored: str | None = None) -> CheckedStep:
        was = before(self.device, action)
        self.device.execute(action)
        new = self.device.observe()
        truth = truth_of(action, was, after(self.device, was))
        if stored is None:
            target = touched(self.obs.hierarchy, action)
            stored = describe(action, target.label if target is not None else None)
        effect = effect_of(self.obs.hierarchy, new.hierarchy, action)
        checked = CheckedStep(action, stored, check_description(stored, action, effect), truth)
        self.obs = new
        self.steps.append(checked)
        return checked
