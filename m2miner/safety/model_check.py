"""Layer (c), the optional model check: a configured model is asked whether an action
commits an irreversible real-world effect, for the actions layers (a) and (b) do not
decide with certainty.

Asked (:func:`question_for`), only when ``safety.model_check`` names a model and the
policy allowed the action with no rule (no block, no allow rule, no sandbox):

- a tap (``click``, ``long_press``, ``double_tap``) on an element in the foreground
  window, unless the element is a text field, a tab, a toggle (one in a list of choices
  that acts when tapped is asked, and every one with ``safety.model_check_toggles``),
  says it dismisses ("Cancel", "Not now"; a negated label such as "Don't show again" and
  the ``harmless`` list's export or end call only outside a dialog, the latter only where
  the label names no operation beside it; signing in or out, the ``session`` list, is
  always asked) or is a search field's button on a full screen whose whole label is a
  search word ("Search"; beside the field "Clear search history" is asked, and in a
  dialog both are). A dismissal in a dialog whose only other control saves
  (a prompt about unsaved changes, where Cancel may discard them) is asked. A control the
  policy
  takes for a dismissal only by its place (a dialog's negative button) or its first word
  ("Cancelar inscrição") is asked;
- a swipe whose path crosses a slider, or a control that is not inside something that
  scrolls (a swipe-to-submit view); a swipe that scrolls a list or a page is not asked;
- Enter (and typed text with a line break) with a focused field that is not a search
  field on a full screen.

The question carries a crop of the screenshot around the element (outlined in red), the
app, the screen's title and texts, and the element's label, resource id and role (with a
switch's state before the tap). The
answer is read from the first word ("yes"/"no", in the nine languages of the term lists)
and, where the backend gives them, the first token's log-probabilities of "yes" and
"no"; either saying yes blocks (rule ``model-check``). An answer that says neither, or a
model that fails, blocks too (fail closed) and is recorded, and is asked again next time.
With ``safety.model_check_release`` above 0, a block of the words or the structure
(:data:`RELEASABLE`) on an action that would be asked is asked too
(:func:`release_question`), and released when the first token's log-probabilities put
"yes" at or below the threshold (:func:`released_verdict`). A critical term's block is
released only with ``safety.model_check_release_critical`` above 0, at that threshold, and
only on a native full screen (a settings row's "Delete account", which opens its
confirmation), on a menu's entry in a popup or sheet ("Uninstall" in an app's menu) or on
a web page's link outside a dialog (a settings page's "Delete account" link to its
confirmation page), never on a dialog's button or a web page's button.
A read answer is cached per (app, layout, element), once per process for every device
that shares the model entry, so each is asked once. The layout is the screen's structure
(each node's depth, class and id) and the texts outside its controls, with digits
masked; the element is its role, class, id and label, digits masked, and a switch's
state (on or off, asked apart).
"""

from __future__ import annotations

import hashlib
import io
import math
import re
import threading
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Protocol

from m2miner.actions import TAP_TYPES, Action
from m2miner.errors import ModelError
from m2miner.llm.base import ChatModel, Image, Message
from m2miner.safety.context import Screen, Target, actionable, cls, field_words, own_texts
from m2miner.safety.normalize import fold
from m2miner.safety.policy import ALLOWED, ENTER_KEYS, IRREVERSIBLE_RULES, Policy, Verdict
from m2miner.safety.structure import (
    beside_lone_save,
    choices_act,
    is_slider,
    leaves_unsaved,
    negates,
    says_dismiss,
)
from m2miner.safety.terms import Terms

if TYPE_CHECKING:
    from m2miner.config import ModelConfig

SYSTEM = (
    "You check actions an automated agent is about to perform in a phone or web app, "
    "on a real account. Answer yes if performing the action would, at once and without "
    "a further confirmation, commit an irreversible real-world effect: pay, buy, order, "
    "trade, transfer money, send or post a message, publish, book, call, delete, leave or "
    "ban, subscribe, submit a form, change an account. Answer no if it only navigates, "
    "opens a screen, a dialog, a review or a picker, selects, scrolls, types, or can be "
    "undone. Answer with one word: yes or no."
)
MAX_TEXTS = 60
MAX_RECORDED = 1500
_DIGITS = re.compile(r"\d+")
_WORDS = re.compile(r"[^\W_]+")
_YES = frozenset(
    [
        "yes",
        "y",
        "true",
        "irreversible",
        "是",
        "はい",
        "예",
        "네",
        "oui",
        "sí",
        "si",
        "sim",
        "ja",
        "да",
    ]
)
_NO = frozenset(
    [
        "no",
        "n",
        "false",
        "reversible",
        "否",
        "いいえ",
        "아니요",
        "아니오",
        "non",
        "não",
        "nein",
        "нет",
    ]
)
_SCROLLERS = ("recyclerview", "listview", "scrollview", "viewpager", "webview")
RELEASABLE = IRREVERSIBLE_RULES - {"critical", "model-check"}
"""Blocks the model check may release (``safety.model_check_release``): the words' and the
structure's. A critical term (a factory reset, deleting the account) is released only at
``safety.model_check_release_critical``, and only on a native full screen, a popup's
or sheet's menu entry, or a web page's link outside a dialog (:func:`release_threshold`)."""
UNLIKELY = -30.0
"""Log-probability given to "yes" or "no" when the backend's top list lacks it."""


class Shot(Protocol):
    """A screenshot and the device size its coordinates are in (an ``Observation``)."""

    @property
    def png(self) -> bytes: ...
    @property
    def width(self) -> int: ...
    @property
    def height(self) -> int: ...


@dataclass(frozen=True)
class Question:
    """What the model is asked about one action; ``key`` is the cache key: (app, layout,
    element), or for a held request (app, ``"request"``, its key, the tap)."""

    key: tuple[str, ...]
    action: str
    element: str
    ids: str
    role: str
    app: str
    title: str
    texts: tuple[str, ...]
    box: tuple[int, int, int, int] | None
    target: Target | None = field(default=None, compare=False)
    state: str = ""
    """A toggle's state before the action, ``on`` or ``off``; empty for anything else."""

    def prompt(self) -> str:
        lines = [
            f"App: {self.app}",
            f"Screen title: {self.title or '(none)'}",
            f"Screen texts: {' | '.join(self.texts) or '(none)'}",
            f"Action: {self.action}",
            f"Element: {self.element or '(no label)'} (role {self.role}"
            + (f", currently {self.state}" if self.state else "")
            + (f", id {self.ids})" if self.ids else ")"),
            "Does this action commit an irreversible real-world effect? Answer yes or no.",
        ]
        return "\n".join(lines)


@dataclass(frozen=True)
class Answer:
    """What the model said: ``irreversible`` (True also when it could not be read),
    ``parsed`` (False: unreadable or a failed call, ``error`` says which)."""

    irreversible: bool
    parsed: bool
    text: str
    p_yes: float | None = None
    cached: bool = False
    error: str | None = None

    @property
    def verdict(self) -> str:
        if not self.parsed:
            return "unparsed"
        return "irreversible" if self.irreversible else "harmless"

    def record(self, question: Question, model: str) -> dict[str, Any]:
        """What the node stores (``info["safety"]["layers"]["model"]``)."""
        out: dict[str, Any] = {
            "model": model,
            "verdict": self.verdict,
            "answer": self.text[:200],
            "cached": self.cached,
            "key": [question.key[0], question.key[1][:12], *question.key[2:]],
            "question": question.prompt()[:MAX_RECORDED],
        }
        if self.p_yes is not None:
            out["p_yes"] = round(self.p_yes, 4)
        if self.error:
            out["error"] = self.error[:300]
        return out


def parse_answer(text: str, logprobs: dict[str, float] | None = None) -> Answer:
    """Read a yes/no answer: the first word, else the only one of yes or no the text
    holds ("yes or no" is neither), and the first token's log-probabilities of yes and
    no where given."""
    words = _WORDS.findall(text.casefold())
    said: bool | None = None
    echoed = len(words) >= 3 and words[1] == "or" and {words[0], words[2]} <= _YES | _NO
    if echoed:  # "yes or no": the question repeated, not answered
        said = None
    elif words and (words[0] in _YES or words[0] in _NO):
        said = words[0] in _YES
    else:
        seen = {w in _YES for w in words if len(w) > 1 and (w in _YES or w in _NO)}
        said = seen.pop() if len(seen) == 1 else None
    p_yes = _p_yes(logprobs)
    if said is None and p_yes is None:
        return Answer(True, False, text)
    yes = bool(said) or (p_yes is not None and p_yes >= 0.5)
    return Answer(yes, True, text, p_yes)


def _p_yes(logprobs: dict[str, float] | None) -> float | None:
    if not logprobs:
        return None
    yes = [lp for tok, lp in logprobs.items() if tok.strip().casefold() in _YES]
    no = [lp for tok, lp in logprobs.items() if tok.strip().casefold() in _NO]
    if not yes and not no:
        return None
    a, b = max(yes, default=UNLIKELY), max(no, default=UNLIKELY)
    return 1.0 / (1.0 + math.exp(b - a))


# -- which actions are asked --------------------------------------------------------------


def masked(text: str) -> str:
    """``text`` as a cache key holds it: folded, its digits masked (``#``), so "Delete 3
    items" and "Delete 12 items" are asked once."""
    return _DIGITS.sub("#", fold(text))


def question_for(
    policy: Policy, action: Action, screen: Screen, verdict: Verdict, package: str | None = None
) -> Question | None:
    """The question for ``action`` on ``screen`` (of ``package``), or None when layers
    (a) and (b) decided it with certainty (see the module docstring). Allow rules of
    policy files are the caller's to apply."""
    if not verdict.allowed or verdict.rule is not None or policy.sandbox:
        return None
    if not screen.readable:
        return None
    target, what = _subject(policy, action, screen)
    if target is None:
        return None
    app = policy.app.name if policy.app is not None else (package or "")
    layout = layout_signature(screen)
    el = target.element
    element = "|".join((target.role, cls(el), el.get("resource-id") or "", masked(target.label)))
    # A switch that is on and the same switch off are two questions: turning a public
    # link off revokes it, turning it on does not.
    state = ""
    if target.role == "toggle":
        state = {"true": "on", "false": "off"}.get(el.get("checked") or "", "")
        element += f"|{state}" if state else ""
    return Question(
        key=(app, layout, element),
        action=what,
        element=target.label,
        ids=target.ids,
        role=target.role,
        app=app,
        title=screen.title,
        texts=screen_texts(screen),
        box=screen.bounds(el),
        target=target,
        state=state,
    )


def screen_texts(screen: Screen) -> tuple[str, ...]:
    """The texts a question shows of its screen: each once, in the hierarchy's order, the
    first :data:`MAX_TEXTS`, each cut at 80 characters."""
    texts: list[str] = []
    for node in screen.nodes:
        texts += [t[:80] for t in own_texts(node.element) if t[:80] not in texts]
    return tuple(texts[:MAX_TEXTS])


def release_question(
    policy: Policy, action: Action, screen: Screen, verdict: Verdict, package: str | None = None
) -> Question | None:
    """The question whose answer may release ``verdict``, a block (``model_check_release``):
    one of the words and structure (:data:`RELEASABLE`), or with
    ``model_check_release_critical`` a critical term's on a native full screen, a menu
    entry in a popup or sheet or a web page's link, on an action the check would ask about
    had it been allowed; None for any other verdict. A dialog's button is never released
    from a critical block: it is the dialog's answer, and most such buttons commit. Nor is
    a web page's button: its requests decide (a link's GET goes unseen, so its words do)."""
    if verdict.allowed or policy.sandbox:
        return None
    critical = verdict.rule == "critical"
    if critical:
        if policy.config.model_check_release_critical <= 0:
            return None
        if screen.web and verdict.role != "link":
            return None  # a web page's button is judged by what it sends
    elif verdict.rule not in RELEASABLE:
        return None
    question = question_for(policy, action, screen, ALLOWED, package)
    if critical and question is not None and screen.dialog and question.role != "menu_item":
        return None
    return question


def release_threshold(policy: Policy, verdict: Verdict) -> float:
    """The p(yes) at or below which an answer releases ``verdict``, a block that
    :func:`release_question` puts to the model: ``safety.model_check_release_critical``
    for a critical term, ``safety.model_check_release`` for any other."""
    config = policy.config
    critical = verdict.rule == "critical"
    return config.model_check_release_critical if critical else config.model_check_release


def _subject(policy: Policy, action: Action, screen: Screen) -> tuple[Target | None, str]:
    if action.type in TAP_TYPES and action.point is not None:
        target = screen.target(*action.point)
        if target is None or target.role in ("field", "tab"):
            return None, ""
        # A choice in a list that acts when tapped is asked, as the policy judges it;
        # any other switch only with model_check_toggles.
        toggles = policy.config.model_check_toggles
        if target.role == "toggle" and not (toggles or choices_act(screen)):
            return None, ""
        # Only a control whose own words dismiss is certain; one taken for a dismissal by
        # its place (a dialog's negative slot) or its first word ("Cancelar inscrição",
        # cancel a subscription) is asked.
        # A search field's button on a page only searches; in a dialog, the field is what
        # the dialog asks for ("Customize URL" before Publish, an address before Confirm).
        # Only a button whose whole label is a search word is certain: another in the
        # field's row ("Clear search history", which clears at once) is asked.
        searches = (
            not screen.dialog
            and policy.terms.find("search", fold(target.label), whole=True) is not None
            and policy.searches(target, screen)
        )
        if _certain(target, screen, policy.terms) or searches:
            return None, ""
        return target, action.type.replace("_", " ")
    if action.type == "swipe":
        return _swiped(action, screen), "swipe across it"
    if not _enters(action):
        return None, ""
    field_el = screen.focused_field()
    if field_el is None:
        return None, ""
    target = Target(field_el, field_el, screen)
    if policy.terms.find("search", field_words(field_el, screen)) and not screen.dialog:
        return None, ""
    return target, "press Enter in this field (submits it)"


def _certain(target: Target, screen: Screen, terms: Terms) -> bool:
    """Whether the control's own words settle that it commits nothing: a dismissal whose
    whole label is one ("Cancel", "Not now") unless the screen's title repeats its words
    ("Close" on "Close Connection" closes a channel) or it answers a prompt about unsaved
    changes (:func:`~m2miner.safety.structure.beside_lone_save`,
    :func:`~m2miner.safety.structure.leaves_unsaved`); a negated label ("Don't show again",
    "No, keep it") or a word of the ``harmless`` list (export, end call) only outside a
    dialog, and never one of the ``session`` list: a settings row's "Log out" may forget
    what only the password brings back (a streaming service's session, the downloads tied
    to it), and Bitwarden's "Confirm login" lets another device in. In a dialog such a
    label is the dialog's answer, and what it does is what the dialog says: "Log out"
    under "This will log you out on all devices" revokes every session, "Understood, I
    will never need them" under "You're about to permanently delete 2 aliases" deletes
    them, "Don't show again" beside "Block" in "Block & Hide User" blocks, and "Sign in"
    under "This will allow the TV to access your account" grants it. A harmless word
    beside an operation's settles nothing either: "Envoyer le commentaire" holds
    "commentaire" (feedback) and sends a comment."""
    if not says_dismiss(target, terms):
        return False
    shown = fold(target.label)
    if terms.find("dismiss", shown, whole=True):
        # A prompt about unsaved changes: its Cancel or No may leave without them.
        unsaved = leaves_unsaved(target, screen, terms) or beside_lone_save(target, screen, terms)
        return not unsaved and not _titled(shown, screen.title)
    if screen.dialog or terms.find("session", target.folded):
        return False
    return negates(shown, terms) or terms.operation(shown) is None


_UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]")


def _titled(shown: str, title: str) -> bool:
    """Whether the screen's title names the label's own words: "Close" on a page titled
    "Close Connection" closes the connection; there a dismissing word is no dismissal.
    Unlike :func:`~m2miner.safety.structure.names_the_form`'s phrase match, the words may
    stand in any order, and a label in a script without spaces (关闭) is found inside a
    title word (关闭连接)."""
    words = _WORDS.findall(shown)
    heading = fold(title)
    if not words or not heading:
        return False
    if _UNSPACED.search(shown):
        return shown in heading
    return set(words) <= set(_WORDS.findall(heading))


def _enters(action: Action) -> bool:
    """Whether the action is Enter: the button, the key, or typed text with a line break."""
    if action.type == "system_button":
        return action.button == "Enter"
    if action.type == "key":
        return fold(action.text or "").replace(" ", "_") in ENTER_KEYS or action.text == "\n"
    return action.type == "type" and "\n" in (action.text or "")


def _swiped(action: Action, screen: Screen) -> Target | None:
    """The first slider, or control outside anything that scrolls, along the path."""
    assert action.x is not None and action.y is not None
    x2 = action.x2 if action.x2 is not None else action.x
    y2 = action.y2 if action.y2 is not None else action.y
    steps = max(1, int(max(abs(x2 - action.x), abs(y2 - action.y)) / 24))
    for i in range(steps + 1):
        x = round(action.x + (x2 - action.x) * i / steps)
        y = round(action.y + (y2 - action.y) * i / steps)
        target = screen.target(x, y)
        if target is None:
            continue
        el = target.element
        if is_slider(el) or (actionable(el) and not _scrolls(el, screen)):
            return target
    return None


def _scrolls(el: Any, screen: Screen) -> bool:
    node = el
    while node is not None:
        if node.get("scrollable") == "true" or any(k in cls(node) for k in _SCROLLERS):
            return True
        node = screen.parents.get(node)
    return False


def layout_signature(screen: Screen) -> str:
    """The screen's structure and the texts outside its controls, digits masked."""
    parts = [str(screen.dialog), masked(screen.title)]
    for node in screen.nodes:
        el = node.element
        parts.append(f"{node.depth}:{cls(el)}:{el.get('resource-id') or ''}")
        if not actionable(el):
            parts += [masked(t) for t in own_texts(el)]
    return hashlib.sha1("\n".join(parts).encode("utf-8")).hexdigest()


def model_verdict(verdict: Verdict, question: Question, answer: Answer, model: str) -> Verdict:
    """``verdict`` with the model's answer: blocked (``model-check``) when it says yes or
    cannot be read, else as it was; the answer is in ``detail["layers"]["model"]``."""
    layers = {**verdict.detail.get("layers", {}), "model": answer.record(question, model)}
    detail = {**verdict.detail, "layers": layers}
    if not answer.irreversible:
        return replace(verdict, detail=detail)
    what = f"{question.action} on {question.element or 'an unlabelled element'!r}"
    if answer.parsed:
        why = f"{what} commits an irreversible effect, says the model check ({model})"
    else:
        said = answer.error or f"answer {answer.text[:60]!r}"
        why = f"{what} is blocked: the model check ({model}) gave no readable answer ({said})"
    return replace(
        verdict,
        allowed=False,
        reason=why,
        rule="model-check",
        kind=verdict.kind or "model",
        element_text=verdict.element_text or question.element or None,
        role=verdict.role or question.role,
        detail=detail,
    )


def released_verdict(
    verdict: Verdict, question: Question, answer: Answer, model: str, threshold: float
) -> Verdict:
    """``verdict``, a block, released (rule ``model-release``) when the model gave the action
    a probability of an irreversible effect of at most ``threshold``; else still blocked,
    with the answer recorded beside the words' reason. An answer without log-probabilities
    releases nothing: a bare "no" is not a measured probability."""
    record = {**answer.record(question, model), "threshold": threshold}
    layers = {**verdict.detail.get("layers", {}), "model": record}
    p_yes = answer.p_yes
    if not answer.parsed or answer.irreversible or p_yes is None or p_yes > threshold:
        return replace(verdict, detail={**verdict.detail, "layers": layers})
    why = (
        f"released by the model check ({model}): p(irreversible) {p_yes:.3f} <= {threshold:g}; "
        f"the words said: {verdict.reason}"
    )
    detail = {**verdict.detail, "layers": layers, "released": verdict.rule}
    return replace(verdict, allowed=True, reason=why, rule="model-release", detail=detail)


# -- asking -------------------------------------------------------------------------------


class ModelCheck:
    """Asks ``model`` and caches what it read; ``calls`` and ``hits`` count both."""

    def __init__(self, model: ChatModel, *, logprobs: bool = True, max_tokens: int = 4) -> None:
        self.model = model
        self.logprobs = logprobs
        self.max_tokens = max_tokens
        self.calls = 0
        self.hits = 0
        self._cache: dict[tuple[str, ...], Answer] = {}
        self._lock = threading.Lock()

    def ask(self, question: Question, shot: Shot, system: str = SYSTEM) -> Answer:
        """The answer to ``question`` about the screenshot ``shot``, cached or asked,
        with ``system`` as the system prompt."""
        with self._lock:
            known = self._cache.get(question.key)
            if known is not None:
                self.hits += 1
                return Answer(known.irreversible, True, known.text, known.p_yes, cached=True)
            self.calls += 1
        answer = self._ask(question, shot, system)
        if answer.parsed:
            with self._lock:
                self._cache[question.key] = answer
        return answer

    def _ask(self, question: Question, shot: Shot, system: str) -> Answer:
        content: tuple[str | Image, ...] = (question.prompt(),)
        image = crop(shot, question.box)
        if image is not None:
            content = (image, question.prompt())
        messages = [Message.text("system", system), Message("user", content)]
        try:
            result = self.model.chat(
                messages,
                max_tokens=self.max_tokens,
                temperature=0.0,
                logprobs=self.logprobs,
                logprob_tokens=["yes", "no"] if self.logprobs else None,
            )
        except ModelError as exc:
            return Answer(True, False, "", error=f"{type(exc).__name__}: {exc}")
        text = result.texts[0] if result.texts else ""
        first = result.first_token_logprobs[0] if result.first_token_logprobs else None
        return parse_answer(text, first)


def crop(shot: Shot, box: tuple[int, int, int, int] | None) -> Image | None:
    """The screenshot around ``box`` (a margin of 15% of the shorter side, in device
    pixels), the box outlined in red; None without a screenshot."""
    if not shot.png or box is None or shot.width <= 0 or shot.height <= 0:
        return None
    from PIL import Image as PILImage
    from PIL import ImageDraw

    try:
        picture = PILImage.open(io.BytesIO(shot.png)).convert("RGB")
    except (OSError, ValueError):
        return None
    sx, sy = picture.width / shot.width, picture.height / shot.height
    margin = max(24, int(0.15 * min(shot.width, shot.height)))
    x1, y1, x2, y2 = box
    left, top = max(0, x1 - margin), max(0, y1 - margin)
    right, bottom = min(shot.width, x2 + margin), min(shot.height, y2 + margin)
    if right <= left or bottom <= top:
        return None
    part = picture.crop((int(left * sx), int(top * sy), int(right * sx), int(bottom * sy)))
    ImageDraw.Draw(part).rectangle(
        ((x1 - left) * sx, (y1 - top) * sy, (x2 - left) * sx - 1, (y2 - top) * sy - 1),
        outline=(255, 0, 0),
        width=4,
    )
    out = io.BytesIO()
    part.save(out, format="PNG")
    return Image(out.getvalue(), part.width, part.height)


_SHARED: dict[str, ModelCheck] = {}
_SHARED_LOCK = threading.Lock()


def shared_check(entry: ModelConfig) -> ModelCheck:
    """One :class:`ModelCheck` (one model, one cache) per model entry and process."""
    from m2miner.llm import create_model

    key = entry.model_dump_json()
    with _SHARED_LOCK:
        check = _SHARED.get(key)
        if check is None:
            check = ModelCheck(create_model(entry), logprobs=entry.supports_logprobs)
            _SHARED[key] = check
        return check
