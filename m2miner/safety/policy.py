"""The safety policy: whether an action may run on the screen it is aimed at. Pure.

:meth:`Policy.check_action` looks at what an action does on the screen it is aimed at:

- ``click``/``long_press``: the element hit and its role (:mod:`m2miner.safety.context`).
  ``critical`` terms (factory reset, delete account) block on any element. A button or
  menu entry whose own label or resource id names an operation (``commit-label``:
  "Pay", ``pay_button``, 下单) is a commit, unless its label says it opens a screen
  ("Payment methods", "Proceed to checkout", "Confirm edit") or a confirmation
  ("Delete…"), or records a state ("Mark as paid"); a list row, tab or link naming one
  is navigation. An entry of an overflow or context menu (a popup of several entries
  that states nothing) naming a destructive operation (delete, reset, a cancelled
  account, uninstall; critical ones too) opens its confirmation and is navigation; a
  menu entry that sends, pays or calls still commits. A button naming a non-critical
  destructive operation on a full native screen (a toolbar's or a detail page's
  "Delete") opens its confirmation too, unless it is the one call to action the screen
  is built around, a list item's own control, a contextual action bar's, or on a screen
  whose title names an operation. A label that negates its operation ("Don't delete",
  削除しない) dismisses, and so does a platform dialog's negative button
  (``android:id/button2``) that names none, unless the dialog put a dismissal ("Cancel")
  in the positive slot; its positive one (``button1``) acts where the dialog names an
  operation. In a dialog of choices with no
  button, a choice acts when tapped and is judged as a menu entry. A confirming button
  ("Confirm", "OK", 确定) is a commit when its dialog, form or screen names an operation
  (``commit-context``: "Confirm" in "Confirm transfer?"), and a confirming or next-step
  button on a review screen is one too (``commit-after-review``; in a dialog only where
  it states an operation, amount or recipient, not for "Are you sure?" alone). An
  unlabelled control in such a dialog is a commit. On a full screen whose fields hold
  what was typed, the button whose whole label is the screen's title ("Create poll"
  under "Create poll") publishes it (``commit-primary``, kind ``form``), unless it names
  a reversible, next or navigation step; signing in is ``harmless``.
- ``type``: typing is undone by clearing the field; text with a line break submits it,
  like Enter.
- Enter (``system_button`` Enter, ``key`` ENTER): submits the focused field. Search
  fields are allowed; a message, comment or amount field, one next to a Send button or
  in a form that names an operation is a commit (``submit-field``).
- ``key`` CALL dials (``call-key``); other keys type or navigate.
- ``swipe``: every element along the path; a slide-to-act control ("Slide to pay")
  or a slider in a context naming an operation is a commit (``slide-commit``).
- ``open`` of another app leaves it (``leave-app``, with ``safety.stay_in_app``).

A screen without a readable hierarchy, or flagged secure (a blank screenshot), cannot be
checked: actions that need it are blocked (``unchecked``) unless ``safety.unchecked`` is
``allow``. Deny rules of policy files come first, then the checks, then allow rules; in
sandbox mode the checks' blocks are allowed and recorded (``Verdict.sandboxed``).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from m2miner.actions import TAP_TYPES, Action
from m2miner.config import SafetyConfig
from m2miner.devices.base import AppTarget, Observation, app_scope, in_scope
from m2miner.safety.context import Screen, Target, field_words, form_buttons, read_screen
from m2miner.safety.files import AppRules, app_rules, load_policy_file
from m2miner.safety.normalize import fold
from m2miner.safety.structure import (
    acknowledgement,
    alternative,
    changes_back,
    choices_act,
    chosen_operation,
    confirmation,
    dialog_role,
    dismisses,
    empty_web_focus,
    id_names_dismissal,
    in_list,
    is_menu,
    is_slider,
    leaves_unsaved,
    names_the_form,
    primary,
    question_of,
    selecting,
    silent,
    stakes,
    submits_choice,
)
from m2miner.safety.terms import Terms, load_terms

# Dialogs the system shows on top of any app (runtime permissions) are not "leaving".
SYSTEM_OVERLAY_PACKAGES = (
    "com.android.permissioncontroller",
    "com.google.android.permissioncontroller",
    "com.android.packageinstaller",
    "com.google.android.packageinstaller",
)
ENTER_KEYS = frozenset({"enter", "keycode_enter", "66", "numpad_enter", "keycode_numpad_enter"})
CALL_KEYS = frozenset({"call", "keycode_call", "5"})
IRREVERSIBLE_RULES = frozenset(
    {
        "critical",
        "commit-label",
        "commit-context",
        "commit-after-review",
        "submit-field",
        "call-key",
        "slide-commit",
        "commit-primary",
        "model-check",
    }
)
"""Rules that sandbox mode turns from a block into an allowed, recorded action."""
SWIPE_STEP_PX = 24
DESTRUCTIVE = frozenset(
    {"delete", "reset", "account", "uninstall", "terminate", "membership", "critical"}
)
"""Operation kinds a platform's guidelines ask to confirm in a dialog before they act."""
AT_STAKE = frozenset({"amount", "recipient", "operation"})
"""What a dialog states that makes its affirmative answer a commit."""


@dataclass(frozen=True)
class Verdict:
    """Whether an action (or the current screen) is allowed, and why not.

    ``rule`` names the check that decided (``commit-label``, ``unchecked``, ``deny``,
    ...; None when nothing fired); ``kind`` the operation (payment, send, ...);
    ``role`` the element's role; ``sandboxed`` is True when the action would have been
    blocked and sandbox mode allowed it.
    """

    allowed: bool
    reason: str | None = None
    element_text: str | None = None
    rule: str | None = None
    kind: str | None = None
    role: str | None = None
    sandboxed: bool = False
    detail: dict[str, Any] = field(default_factory=dict)

    def record(self) -> dict[str, Any]:
        """What a node stores about this verdict."""
        out: dict[str, Any] = {"rule": self.rule, "reason": self.reason}
        for key in ("element_text", "kind", "role"):
            value = getattr(self, key)
            if value:
                out[key] = value
        if self.sandboxed:
            out["sandboxed"] = True
        return {**out, **self.detail}


ALLOWED = Verdict(True)


class Policy:
    """Checks actions against ``config`` for ``app``; see the module docstring."""

    def __init__(self, config: SafetyConfig, app: AppTarget | None = None) -> None:
        self.config = config
        self.terms: Terms = load_terms(
            tuple(config.languages),
            tuple(config.terms_files),
            tuple(config.blocked_terms),
            derived=config.derived_terms,
        )
        self._files = [(load_policy_file(p), str(p)) for p in config.policy_files]
        self.app = app
        self.rules: AppRules = app_rules(self._files, app)

    def for_app(self, app: AppTarget) -> Policy:
        """This policy with the policy files of ``app``."""
        if app == self.app:
            return self
        clone = object.__new__(Policy)
        clone.__dict__.update(self.__dict__)
        clone.app, clone.rules = app, app_rules(self._files, app)
        return clone

    @property
    def sandbox(self) -> bool:
        return self.config.sandbox or self.rules.sandbox

    @property
    def unchecked(self) -> str:
        return self.rules.unchecked or self.config.unchecked

    def blocked_term(self, text: str) -> str | None:
        """The first operation or critical term ``text`` names, or None."""
        folded = fold(text)
        found = self.terms.find("critical", folded) or self.terms.operation(folded)
        return found.term if found else None

    # -- actions ------------------------------------------------------------------------

    def check_action(self, action: Action, observation: Observation) -> Verdict:
        """Whether ``action`` may run on the screen ``observation`` shows."""
        kind = action.type
        if kind in ("terminate", "answer", "wait"):
            return ALLOWED
        if kind == "open":
            return self._check_open(action.text or "") if self.config.stay_in_app else ALLOWED
        if kind == "system_button" and action.button != "Enter":
            return ALLOWED  # Back, Home and Menu navigate
        if kind == "key":
            key = fold(action.text or "").replace(" ", "_")
            if key in CALL_KEYS:
                verdict = Verdict(False, f"key {action.text!r} places a call", rule="call-key")
                return self._finish(verdict, None, read_screen(observation), observation)
            if key not in ENTER_KEYS and action.text != "\n":
                return ALLOWED
        if kind == "type" and "\n" not in (action.text or ""):
            return ALLOWED  # typing is undone by clearing the field
        return self._check_on_screen(action, observation)

    def _check_on_screen(self, action: Action, obs: Observation) -> Verdict:
        screen = read_screen(obs)
        if not screen.readable or _secure(obs):
            return self._unchecked(action, screen, obs)
        quiet = silent(screen, obs.package)
        if quiet is not None:
            return self._unchecked(action, screen, obs, quiet)
        if action.type in TAP_TYPES and action.point is not None:
            target = screen.target(*action.point)
            quiet = silent(screen, obs.package, target) if target is not None else None
            if quiet is not None:
                return self._unchecked(action, screen, obs, quiet)
            verdict = self._tap(action, target, screen)
        elif action.type == "swipe":
            assert action.x is not None and action.y is not None
            start = screen.target(action.x, action.y)
            quiet = silent(screen, obs.package, start) if start is not None else None
            if quiet is not None:
                return self._unchecked(action, screen, obs, quiet)
            target, verdict = self._swipe(action, screen)
        elif action.type in ("type", "key", "system_button"):
            if empty_web_focus(screen):
                why = "Enter goes to a WebView whose content the hierarchy does not show"
                return self._unchecked(action, screen, obs, why)
            target, verdict = self._enter(screen)
        else:
            target, verdict = None, ALLOWED
        return self._finish(verdict, target, screen, obs)

    def settle(self, verdict: Verdict, target: Target | None, obs: Observation) -> Verdict:
        """``verdict`` (of a later check: the model's) with deny and allow rules and
        sandbox mode applied, as the policy's own checks get them."""
        return self._finish(verdict, target, read_screen(obs), obs)

    def allows(self, target: Target | None, obs: Observation) -> bool:
        """Whether an allow rule of the app's policy files matches acting on ``target``."""
        screen = read_screen(obs)
        return any(rule.matches(target, screen, obs) for rule, _ in self.rules.allow)

    def _unchecked(
        self, action: Action, screen: Screen, obs: Observation, quiet: str | None = None
    ) -> Verdict:
        why = "the screen is flagged secure" if _secure(obs) else "there is no view hierarchy"
        if obs.hierarchy and not screen.readable:
            why = "the view hierarchy cannot be read"
        if quiet is not None and not _secure(obs):
            why = quiet
        error = obs.info.get("hierarchy_error")
        detail = {"unchecked": why, **({"hierarchy_error": str(error)[:200]} if error else {})}
        verdict = Verdict(
            self.unchecked == "allow",
            f"{action.type} cannot be checked: {why} (safety.unchecked = {self.unchecked!r})",
            rule="unchecked",
            detail=detail,
        )
        return self._finish(verdict, None, screen, obs)

    def _finish(
        self, verdict: Verdict, target: Target | None, screen: Screen, obs: Observation
    ) -> Verdict:
        """Apply policy-file rules and sandbox mode to a check's verdict."""
        for rule, source in self.rules.deny:
            if rule.matches(target, screen, obs):
                reason = f"denied by {source}: {rule.describe()}"
                return replace(verdict, allowed=False, reason=reason, rule="deny", sandboxed=False)
        if verdict.allowed:
            return verdict
        for rule, source in self.rules.allow:
            if rule.matches(target, screen, obs):
                detail = {**verdict.detail, "allowed_by": f"{source}: {rule.describe()}"}
                return replace(verdict, allowed=True, detail=detail)
        if self.sandbox and verdict.rule in IRREVERSIBLE_RULES:
            return replace(verdict, allowed=True, sandboxed=True)
        return verdict

    # -- taps ---------------------------------------------------------------------------

    def _tap(self, action: Action, target: Target | None, screen: Screen) -> Verdict:
        if target is None:
            return Verdict(True, "outside the foreground window", rule=None)
        verdict = self.element_verdict(target, screen)
        if verdict.allowed:
            return verdict
        reason = f"{action.type} on {target.label!r} {verdict.reason}"
        return replace(verdict, reason=reason)

    def element_verdict(self, target: Target, screen: Screen) -> Verdict:
        """Whether acting on ``target`` commits an irreversible operation; the reason
        reads after the action and the element ("looks irreversible (matches 'pay')").
        The layers' findings are in ``detail["layers"]``."""
        verdict = self._element(target, screen)
        layers = {
            "structure": {
                "stakes": list(stakes(screen, self.terms)),
                "primary": primary(target, screen, self.terms),
                "dialog": screen.dialog,
            },
            "terms": verdict.kind if verdict.rule in ("critical", "commit-label") else None,
        }
        return replace(verdict, detail={**verdict.detail, "layers": layers})

    def _element(self, target: Target, screen: Screen) -> Verdict:
        # A link answering a page's confirmation is that confirmation's answer, as in a
        # dialog: it navigates with a GET the request guard does not see.
        asked = question_of(target, self.terms) if target.role == "link" else None
        if asked is not None:
            return self._element(Target(target.hit, target.element, asked), asked)
        terms, role, label = self.terms, target.role, target.folded
        if role == "toggle" and choices_act(screen):
            role = "menu_item"  # a radio list that acts when a choice is tapped
        shown = fold(target.label)
        common: dict[str, Any] = {"element_text": target.label or None, "role": role}
        critical = terms.find("critical", label)
        if role == "menu_item" and is_menu(screen):
            named = critical or terms.operation(label)
            if named is not None and named.kind in DESTRUCTIVE and not dismisses(target, terms):
                why = f"a menu entry naming {named.term!r} opens its confirmation"
                return Verdict(True, why, kind=named.kind, **common)
        # A dismissal whose id names the critical screen it sits on, and the dismissal
        # beside it (Rocket.Chat's profile-view-delete-account-sheet-cancel), closes it.
        quiet = critical and not terms.find("critical", shown) and dismisses(target, terms)
        if quiet and id_names_dismissal(target, terms):
            critical = None
        if critical and role != "field":
            why = f"looks irreversible (matches {critical.term!r}, on any element)"
            return Verdict(False, why, rule="critical", kind="critical", **common)
        if role not in ("field", "toggle") and leaves_unsaved(target, screen, terms):
            why = "leaves without the changes its dialog offers to save"
            return Verdict(False, why, rule="commit-context", kind="delete", **common)
        if role in ("field", "toggle") or dismisses(target, terms):
            return Verdict(True, **common)
        if self.searches(target, screen):
            return Verdict(True, "submits a search", **common)
        found = terms.locate_operation(label)
        # "Mark as paid" records a state: its operation word names the state.
        if found is not None and not terms.find("mark", shown):
            return self._names_operation(target, found, shown, common)
        if role not in ("button", "menu_item") and not self._answer_link(target):
            return Verdict(True, **common)
        return self._in_context(target, screen, shown, common)

    def _answer_link(self, target: Target) -> bool:
        """A link that is a confirmation dialog's one answer: judged as a button is."""
        return target.role == "link" and primary(target, target.screen, self.terms)

    def _names_operation(
        self,
        target: Target,
        found: tuple[int, int, str, str],
        shown: str,
        common: dict[str, Any],
    ) -> Verdict:
        """A control whose label names an operation: a commit, unless it is a row, tab or
        link (but a confirmation's one answer), or its label says it opens a screen, a
        review or a confirmation."""
        start, end, term, kind = found
        terms, label = self.terms, target.folded
        # A label ending in an ellipsis asks for more before it acts (platform
        # guidelines): "Delete…" opens its confirmation.
        opens = (
            terms.find_outside("navigation", label, (start, end))
            or terms.find("review", shown)
            or shown.endswith("...")
        )
        navigates = target.role in ("row", "tab", "link") and not self._answer_link(target)
        if (navigates or opens) and not (kind == "call" and target.has_phone_number):
            return Verdict(True, f"navigation (names {term!r})", kind=kind, **common)
        if self._asks_first(target, kind):
            why = f"a screen's control naming {term!r} opens its confirmation"
            return Verdict(True, why, kind=kind, **common)
        why = f"looks irreversible (matches {term!r})"
        return Verdict(False, why, rule="commit-label", kind=kind, **common)

    def _asks_first(self, target: Target, kind: str) -> bool:
        """Whether a control naming a destructive operation on a full screen (a toolbar's
        or a detail page's "Delete") opens its confirmation, as an overflow menu's entry
        does: the platforms' guidelines ask for a dialog or an undo before such an
        operation acts. Not the one call to action a screen is built around (the last
        step), a list item's own control (a clock's per-alarm delete acts on its row at
        once), a contextual action bar's (its title counts a selection: many delete the
        selected items at once), a control on a screen whose title names the operation,
        nor one in a dialog, where the confirmation is. Native screens only: on a web page
        what the tap sends decides, and the words stay what they were (recorded, or
        deciding where a policy file says ``requests_decide: false``). Critical operations
        never get here."""
        screen = target.screen
        return (
            kind in DESTRUCTIVE
            and target.role == "button"
            and not screen.web
            and not screen.dialog
            and not primary(target, screen, self.terms)
            and not in_list(target)
            and not selecting(screen, self.terms)
            and "operation" not in stakes(screen, self.terms)
        )

    def _in_context(
        self, target: Target, screen: Screen, shown: str, common: dict[str, Any]
    ) -> Verdict:
        terms, context = self.terms, target.context
        if acknowledgement(screen, terms) and shown:
            return Verdict(True, "acknowledges a notice", **common)
        # "Settings" in a dialog about a call opens the settings: a label that is a
        # navigation word and nothing else names where it goes, not the decision.
        if terms.find("navigation", shown, whole=True):
            return Verdict(True, f"navigation ({shown!r} names where it goes)", **common)
        if alternative(target, screen, terms):
            return Verdict(True, "a way forward beside the operation another control names",
                           **common)  # fmt: skip
        chosen = chosen_operation(target, screen, terms)
        if chosen is not None:
            why = f"commits {chosen.term!r}: a choice of a dialog that names it acts when tapped"
            return Verdict(False, why, rule="commit-context", kind=chosen.kind, **common)
        confirm = terms.find("confirm", shown, prefix=True)
        step = confirm or terms.find("next", shown, prefix=True)
        critical = terms.find("critical", context)
        ctx_op = critical or terms.operation(context)
        # In a dialog that asks for a decision every control but a dismissing one acts
        # (a picker's choices do not); in a form or screen a confirming one does (a next
        # step too where it is critical).
        deciding = confirmation(screen, terms) or (screen.dialog and not shown)
        positive = dialog_role(target) == "positive"
        acts = deciding or confirm or positive or (critical and step)
        if ctx_op is not None and acts:
            what = repr(target.label) if shown else "an unlabelled control"
            why = f"commits {ctx_op.term!r}: {what} in a context that names it"
            return Verdict(False, why, rule="commit-context", kind=ctx_op.kind, **common)
        review = terms.find("review", context)
        # "Are you sure?" alone states no effect: a dialog's answer commits only where
        # the dialog says what is at stake.
        said = not screen.dialog or bool(AT_STAKE & set(stakes(screen, terms)))
        if review is not None and step is not None and said:
            why = f"confirms after a review screen ({review.term!r}, {step.term!r})"
            return Verdict(False, why, rule="commit-after-review", kind="review", **common)
        stated = stakes(screen, terms)
        # A next step on a screen leads to the review; in a dialog it is the decision.
        next_only = terms.find("next", shown, prefix=True) and not confirm and not screen.dialog
        if primary(target, screen, terms) and (screen.dialog or stated) and not next_only:
            if screen.dialog and changes_back(shown, stated, terms):
                return Verdict(True, "changes a setting that can be changed back", **common)
            what = repr(target.label) if shown else "an unlabelled control"
            where = "a dialog that asks for a decision" if screen.dialog else "a screen"
            why = f"is the primary action of {where} that states {', '.join(stated) or 'it'}"
            return Verdict(False, f"{what} {why}", rule="commit-primary", kind="stakes", **common)
        if submits_choice(target, screen, terms):
            why = f"{target.label!r} sends the choice made among the options beside it"
            return Verdict(False, why, rule="commit-primary", kind="choice", **common)
        if names_the_form(target, screen, terms):
            why = f"{target.label!r} does what its screen is named for, on a filled form"
            return Verdict(False, why, rule="commit-primary", kind="form", **common)
        return Verdict(True, **common)

    def searches(self, target: Target, screen: Screen) -> bool:
        """Whether the control is a search field's button (its form's, or on its row).
        A control whose label names an operation other than sending is not: a search
        form's button may read Submit or Send, but "Delete" beside an address book's
        field deletes the entry whatever the field's words say."""
        named = self.terms.locate_operation(target.folded)
        if named is not None and named[3] != "send":
            return False
        for node in screen.nodes:
            el = node.element
            if el is target.element or Target(el, el, screen).role != "field":
                continue
            if self.terms.find("search", field_words(el, screen)) and any(
                b.element is target.element for b in form_buttons(el, screen)
            ):
                return True
        return False

    # -- Enter and swipes ---------------------------------------------------------------

    def _enter(self, screen: Screen) -> tuple[Target | None, Verdict]:
        """Enter submits the focused field's form: it does what the form's button does
        (Send, Save); without one, what the field's label says (message, search)."""
        field_el = screen.focused_field()
        if field_el is None:
            return None, Verdict(True, "Enter with no focused field")
        target = Target(field_el, field_el, screen)
        common: dict[str, Any] = {"element_text": target.label or None, "role": "field"}
        if self.terms.find("search", field_words(field_el, screen)):
            return target, Verdict(True, "Enter searches", **common)
        buttons = form_buttons(field_el, screen)
        if buttons:
            for button in buttons:
                verdict = self.element_verdict(button, screen)
                if not verdict.allowed:
                    why = f"Enter submits the field like {button.label!r}: {verdict.reason}"
                    return target, replace(verdict, reason=why, rule="submit-field")
            return target, Verdict(True, f"Enter submits like {buttons[0].label!r}", **common)
        own = field_words(field_el, screen)
        found = self.terms.find("submit_fields", own) or self.terms.operation(own)
        found = found or self.terms.operation(target.context)
        if found is None:
            return target, Verdict(True, **common)
        why = f"Enter submits the field {target.label or target.ids!r} (matches {found.term!r})"
        return target, Verdict(False, why, rule="submit-field", kind=found.kind, **common)

    def _swipe(self, action: Action, screen: Screen) -> tuple[Target | None, Verdict]:
        assert action.x is not None and action.y is not None
        x2 = action.x2 if action.x2 is not None else action.x
        y2 = action.y2 if action.y2 is not None else action.y
        steps = max(1, int(max(abs(x2 - action.x), abs(y2 - action.y)) / SWIPE_STEP_PX))
        seen: set[int] = set()
        first: Target | None = None
        for i in range(steps + 1):
            x = round(action.x + (x2 - action.x) * i / steps)
            y = round(action.y + (y2 - action.y) * i / steps)
            target = screen.target(x, y)
            if target is None or id(target.element) in seen:
                continue
            seen.add(id(target.element))
            first = first or target
            verdict = self._slide(target, screen)
            if verdict is not None:
                return target, verdict
        return first, ALLOWED

    def _slide(self, target: Target, screen: Screen) -> Verdict | None:
        label = target.folded
        slide = self.terms.find("slide", label)
        slider = is_slider(target.element)
        if not (slide or slider):
            return None
        op = self.terms.operation(label) or self.terms.operation(target.context)
        stated = [s for s in stakes(screen, self.terms) if s != "question"]
        if op is None and not ((slide or not target.label) and stated):
            return None
        what = op.term if op is not None else ", ".join(stated)
        why = f"swipe over {target.label or 'an unlabelled slider'!r} commits {what!r}"
        kind = op.kind if op is not None else "stakes"
        return Verdict(
            False, why, target.label or None, rule="slide-commit", kind=kind, role="slider"
        )

    # -- leaving the app ----------------------------------------------------------------

    def _check_open(self, name: str) -> Verdict:
        if self.app is None:
            return ALLOWED
        wanted = name.strip().lower()
        own = {self.app.name, self.app.package or "", *self.app.allowed_packages}
        if wanted in {o.lower() for o in own if o}:
            return ALLOWED
        why = f"open({name!r}) would leave the app {self.app.name!r}"
        return Verdict(False, why, rule="leave-app")

    def check_location(self, observation: Observation) -> Verdict:
        """Whether the device still shows the app: its package (or an allowed one) on
        Android; on web a url under an allowed prefix or the start url's origin, and
        no ``left_app`` the device reported (it left and came back)."""
        if not self.config.stay_in_app or self.app is None:
            return ALLOWED
        left = observation.info.get("left_app")
        if left:  # the device left the app and came back (web: Back, an external link)
            return Verdict(False, f"left the app: {left}", rule="leave-app")
        if observation.url is not None and self.app.url:
            return self._check_url(observation.url)
        package = observation.package
        if package is None or self.app.package is None:
            return ALLOWED
        allowed = (self.app.package, *self.app.allowed_packages, *SYSTEM_OVERLAY_PACKAGES)
        if package in allowed:
            return ALLOWED
        why = f"left the app: {package!r} is in front, not {self.app.package!r}"
        return Verdict(False, why, rule="leave-app")

    def _check_url(self, url: str) -> Verdict:
        assert self.app is not None
        scope = app_scope(self.app)
        if in_scope(url, scope):
            return ALLOWED
        why = f"left the app: {url!r} is outside {', '.join(scope)}"
        return Verdict(False, why, rule="leave-app")


def _secure(obs: Observation) -> bool:
    """A window the system would not capture: flagged by the backend, or blank."""
    return bool(obs.info.get("secure") or obs.info.get("blank_screen"))
