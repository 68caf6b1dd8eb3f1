"""``SafeDevice``: the safety policy as a wrapper around any device backend.

It takes a :class:`~m2miner.devices.base.Device` and is one (Gymnasium's ``Wrapper``
pattern), like :class:`~m2miner.rehearsal.faults.FaultyDevice`. Every device the miner opens
is wrapped (:func:`m2miner.mining.device_stack.open_device`, and devices built in code by
:func:`m2miner.mining.run.mine`), so every action passes the
:class:`~m2miner.safety.policy.Policy` before it reaches the backend:

- ``execute(action)`` checks the action against the screen the device showed last (the
  wrapper keeps the last observation; after ``start_app``, ``restore`` or ``reconnect``
  it observes once first) and raises :class:`~m2miner.errors.UnsafeActionError`, carrying
  the :class:`~m2miner.safety.policy.Verdict`, instead of performing a blocked action;
- an action that sandbox mode or an allow rule let through despite a check is reported
  once on the next observation, ``info["safety"]``, so the miner records it on the node;
- the faults of an observation the wrapper made for itself (a slow screen, say) are
  handed on with the next observation, ``info["faults"]``, so none is lost to the miner;
- ``start_app(app)`` selects the policy files of ``app``;
- on a web device that runs scripts, every action is also judged by what it sends
  (:mod:`m2miner.safety.network`): the guard is installed in every document of the tab
  at ``start_app`` (or, where the backend cannot, armed before each action), mutating requests
  the rules do not allow are held back, and every one is recorded on the next
  observation (``info["safety"]["requests"]``). There the requests decide: a tap is not
  blocked for its words alone, and the words' verdict is recorded beside the requests
  (an app's policy file can set ``requests_decide: false`` to let the words block too);
  before a tap the words call a commit the guard is marked, so that the request layer
  (:mod:`m2miner.safety.release`) releases none of its requests;
  where no guard runs (native screens, a page that refuses scripts) the words decide;
- with a model check (``safety.model_check``, :mod:`m2miner.safety.model_check`), an
  action the policy allowed without certainty is put to the model first; its answer (or
  the cached one) is recorded on the next node, and a yes or an unreadable answer blocks
  (``model-check``), except where the requests decide: there the model is asked about
  each held ``fetch`` or ``XMLHttpRequest`` instead, which waits in the page for the
  answer (:mod:`m2miner.safety.request_check`). With ``safety.model_check_release`` set,
  a block of the words or the structure is put to the model too, and released
  (``model-release``) where its first-token log-probabilities give the action at most
  that probability of an irreversible effect; with ``safety.model_check_release_critical``
  so is a critical term's on a native full screen, a menu entry or a web page's link, at
  that threshold.
  :meth:`SafeDevice.check_action` does not ask the model.
"""

from __future__ import annotations

import contextlib
from dataclasses import replace
from typing import Any

from m2miner.actions import TAP_TYPES, Action
from m2miner.config import SafetyConfig
from m2miner.devices.base import AppTarget, Device, Observation, SnapshotDevice
from m2miner.errors import ConfigError, UnsafeActionError
from m2miner.safety.context import read_screen
from m2miner.safety.model_check import (
    ModelCheck,
    model_verdict,
    question_for,
    release_question,
    release_threshold,
    released_verdict,
    shared_check,
)
from m2miner.safety.network import (
    DRAIN_SCRIPT,
    GUARD_NAME,
    GUARD_SCRIPT,
    STRICT_SCRIPT,
    NetworkRules,
    guard_document,
    held_back,
    lift_words,
    names_operation,
    rules_from,
    strictness,
    url_operations,
)
from m2miner.safety.policy import Policy, Verdict
from m2miner.safety.request_check import Tap, settle_waiting


class SafeDevice:
    """``device`` with every action checked by ``policy``; see the module docstring.

    Over a backend with snapshots it is a :class:`SafeSnapshotDevice`; other attributes
    of ``device`` are reachable through the wrapper.
    """

    def __new__(cls, device: Device, *args: Any, **kwargs: Any) -> SafeDevice:
        if cls is SafeDevice and isinstance(device, SnapshotDevice):
            cls = SafeSnapshotDevice
        return super().__new__(cls)

    def __init__(
        self, device: Device, policy: Policy, model_check: ModelCheck | None = None
    ) -> None:
        self.device = device
        self.policy = policy
        self.model_check = model_check
        self.name = device.name
        self.domain = device.domain
        self.blocked = 0
        self._last: Observation | None = None
        self._pending: dict[str, Any] | None = None
        self._unseen: list[dict[str, Any]] = []
        self.inject_guard = True
        """Install the web request guard in every document (False: arm it per action)."""
        self._guard_in_page = False

    @property
    def unwrapped(self) -> Device:
        """The backend underneath every wrapper."""
        return getattr(self.device, "unwrapped", self.device)  # type: ignore[no-any-return]

    def check_action(self, action: Action, observation: Observation | None = None) -> Verdict:
        """The policy's verdict on ``action`` for ``observation`` (default: the screen
        the device shows now). Performs nothing."""
        if observation is None:
            observation = self._screen() if _needs_screen(action) else _EMPTY
        return self.policy.check_action(action, observation)

    # --- the Device protocol ------------------------------------------------------------

    def start_app(self, app: AppTarget) -> None:
        self.policy = self.policy.for_app(app)
        self._last = None
        platform = self._web_platform()
        if platform is not None:
            platform.document_script(GUARD_NAME, guard_document(self._rules()))
        self.device.start_app(app)
        self._guard_in_page = platform is not None and platform.has_document_script(GUARD_NAME)

    def observe(self) -> Observation:
        obs = self.device.observe()
        self._last = obs
        if not self._unseen and self._pending is None:
            return obs
        info = dict(obs.info)
        if self._unseen:
            info["faults"] = [*self._unseen, *(info.get("faults") or ())]
            self._unseen = []
        if self._pending is not None:
            info["safety"], self._pending = self._pending, None
        return replace(obs, info=info)

    def execute(self, action: Action) -> None:
        verdict = self.check_action(action)
        shown = self._last
        # Where the words call the action a commit, the request layer releases only
        # marks, or nothing after a critical term.
        strict = strictness(verdict)
        # Where the words name an operation, its GETs may be it: they wait for the model
        # where it may release, so the mark is set only then (one script less otherwise).
        named = self._may_release_requests() and names_operation(verdict)
        guarded = self._arm_guard(strict, named)
        checked = self._last if self.model_check is not None else None
        if guarded and self.policy.rules.requests_decide:
            # The page's requests decide; what the words said is kept with them.
            verdict = lift_words(verdict)
            if checked is not None and not verdict.allowed and verdict.role == "link":
                verdict = self._released_link(action, checked, verdict)
        elif checked is not None:
            if verdict.allowed:
                verdict = self._ask_model(action, checked, verdict)
            elif release_threshold(self.policy, verdict) > 0:
                verdict = self._second_opinion(action, checked, verdict)
        if not verdict.allowed:
            if guarded and (strict or named):
                self._unmark_guard()  # the tap is not made: the next one starts unmarked
            self.blocked += 1
            raise UnsafeActionError(
                verdict.reason or f"{action.type} blocked by the safety policy",
                verdict=verdict,
                serial=self.name,
                hint=_hint(verdict),
            )
        self._last = None
        asked = "model" in verdict.detail.get("layers", {})
        record = verdict.record() if verdict.rule is not None or asked else None
        self.device.execute(action)
        sent = self._drain_guard() if guarded else []
        if self.model_check is not None and any(r.get("sent") is None for r in sent):
            app = self.policy.app.name if self.policy.app is not None else ""
            screen = read_screen(shown) if shown is not None else None
            tap = Tap.on(app, verdict.element_text or "", verdict.role or "", screen)
            run = self.device.execute_script  # type: ignore[attr-defined]
            release = self.policy.config.model_check_release
            sent = settle_waiting(sent, self.model_check, run, tap, release)
        if sent:
            held = held_back(sent)
            if held:
                self.blocked += 1
            reason = f"held back {len(held)} of {len(sent)} mutating requests"
            record = {**(record or {}), "rule": "network", "reason": reason, "requests": sent}
            if verdict.element_text:  # the tap that sent them, for `m2miner safety requests`
                record.setdefault("element_text", verdict.element_text)
        if record is not None:
            self._pending = record

    def _ask_model(self, action: Action, obs: Observation, verdict: Verdict) -> Verdict:
        """``verdict`` after the model check, where the layers before it were not sure."""
        assert self.model_check is not None
        question = question_for(self.policy, action, read_screen(obs), verdict, obs.package)
        if question is None or self.policy.allows(question.target, obs):
            return verdict
        answer = self.model_check.ask(question, obs)
        checked = model_verdict(verdict, question, answer, self.model_check.model.name)
        return self.policy.settle(checked, question.target, obs)

    def _second_opinion(self, action: Action, obs: Observation, verdict: Verdict) -> Verdict:
        """``verdict``, a block of the words or the structure, released where the model
        check puts the action's probability of an irreversible effect at or below
        ``safety.model_check_release`` (a critical term's, on a native full screen, a
        menu entry or a web page's link, at ``safety.model_check_release_critical``)."""
        assert self.model_check is not None
        question = release_question(self.policy, action, read_screen(obs), verdict, obs.package)
        if question is None:
            return verdict
        answer = self.model_check.ask(question, obs)
        threshold = release_threshold(self.policy, verdict)
        checked = released_verdict(
            verdict, question, answer, self.model_check.model.name, threshold
        )
        return self.policy.settle(checked, question.target, obs) if checked.allowed else checked

    def _released_link(self, action: Action, obs: Observation, verdict: Verdict) -> Verdict:
        """A link the words block on a guarded page (its GET goes unseen, so its words
        decide): released as a native tap's block is (:meth:`_second_opinion`), and then
        no longer a commit's tap, so the page it loads is not held as a commit's write."""
        if release_threshold(self.policy, verdict) <= 0:
            return verdict
        released = self._second_opinion(action, obs, verdict)
        if released.allowed:
            self._unmark_guard()
        return released

    def _unmark_guard(self) -> None:
        """Clear the mark a commit's tap left on the guard (:data:`STRICT_SCRIPT`)."""
        with contextlib.suppress(Exception):  # no page: nothing to unmark
            # Nor a tap's: the GET the model released is not asked again for its URL.
            self.device.execute_script(  # type: ignore[attr-defined]
                STRICT_SCRIPT, False, False, "released"
            )

    def _rules(self) -> NetworkRules:
        rules = self.policy.rules
        network = rules_from(self.policy.sandbox, rules.requests, rules.release)
        asks = self.model_check is not None
        release = self._may_release_requests()
        operations = url_operations(self.policy.terms.operation_words()) if release else None
        return replace(network, ask=asks, ask_under_commit=release, operations=operations)

    def _may_release_requests(self) -> bool:
        """Whether a model check may let a request held after a commit's tap leave, and
        so the GETs of a tap the words call a commit or name an operation wait for it."""
        return self.model_check is not None and self.policy.config.model_check_release > 0

    def _web_platform(self) -> Any:
        """The backend's web platform where it installs document scripts, else None."""
        if self.domain != "web" or not self.inject_guard:
            return None
        platform = getattr(self.unwrapped, "platform", None)
        return platform if callable(getattr(platform, "document_script", None)) else None

    def _arm_guard(self, strict: bool | str = False, named: bool = False) -> bool:
        """Make sure the request guard watches the page; False where there is none.
        Installed in every document, it is there already (a ``strict`` action, one the
        words call a commit, or a ``named`` one, whose words name an operation, marks it:
        one script more); else it is armed now."""
        run = getattr(self.device, "execute_script", None) if self.domain == "web" else None
        if not callable(run):
            return False
        if self._guard_in_page:
            if strict or named:
                with contextlib.suppress(Exception):  # no page: nothing to mark
                    run(STRICT_SCRIPT, strict, named)
            return True
        try:
            return bool(run(GUARD_SCRIPT, self._rules().script_args(), strict, named))
        except Exception:  # no page, or scripts refused: the words decide
            return False

    def _drain_guard(self) -> list[dict[str, Any]]:
        """What the guard saw; a document without it is armed before the next action."""
        try:
            sent = self.device.execute_script(DRAIN_SCRIPT)  # type: ignore[attr-defined]
        except Exception:  # the page went away with its log; nothing more to say
            self._guard_in_page = False
            return []
        platform = self._web_platform()
        self._guard_in_page = (
            sent is not None and platform is not None and platform.has_document_script(GUARD_NAME)
        )
        return [dict(r) for r in sent or []]

    def close(self) -> None:
        self.device.close()

    def __getattr__(self, name: str) -> Any:
        # Only for attributes the wrapper lacks: the backend's extras stay reachable.
        if name.startswith("_") or name in ("device", "policy"):
            raise AttributeError(name)
        if name == "reconnect":  # only where the backend has one, so callers can tell
            return self._reconnect(getattr(self.device, name))
        return getattr(self.device, name)

    def _reconnect(self, inner: Any) -> Any:
        def reconnect() -> None:
            self._last = None
            self._guard_in_page = False
            inner()

        return reconnect

    def _screen(self) -> Observation:
        if self._last is None:
            self._last = self.device.observe()
            self._unseen += self._last.faults()
        return self._last


class SafeSnapshotDevice(SafeDevice):
    """A :class:`SafeDevice` over a backend with snapshots."""

    device: SnapshotDevice

    def snapshot(self) -> Any:
        return self.device.snapshot()

    def restore(self, token: Any) -> None:
        self._last = None
        self._guard_in_page = False
        self.device.restore(token)


_EMPTY = Observation(png=b"", width=0, height=0)


def _needs_screen(action: Action) -> bool:
    if action.type in (*TAP_TYPES, "swipe"):
        return True
    if action.type == "type":
        return "\n" in (action.text or "")
    return action.type in ("key", "system_button")


def _hint(verdict: Verdict) -> str:
    if verdict.rule == "unchecked":
        return "set safety.unchecked = 'allow' only where no action can do harm"
    if verdict.rule == "leave-app":
        return "add the other app to the app's allowed_packages, or safety.stay_in_app = false"
    if verdict.rule == "deny":
        return "edit the policy file's deny rules"
    if verdict.rule == "model-check" and "error" in verdict.detail["layers"]["model"]:
        return "the model check's model failed: see its error, or unset safety.model_check"
    return (
        "on a test account set safety.sandbox = true, or allow it in a policy file "
        "(safety.policy_files)"
    )


def wrap_safe(device: Device, config: SafetyConfig, app: AppTarget | None = None) -> Device:
    """``device`` wrapped in a :class:`SafeDevice` with the policy of ``config``; a device
    already wrapped is returned as it is."""
    if isinstance(device, SafeDevice):
        return device
    check = None
    if config.model_check:
        entry = config.model_check_entry
        if entry is None:
            raise ConfigError(
                f"safety.model_check names {config.model_check!r}, but this safety section "
                "was built without the configuration's [[models]]; pass the whole config's "
                "safety section"
            )
        check = shared_check(entry)
    return SafeDevice(device, Policy(config, app), check)
