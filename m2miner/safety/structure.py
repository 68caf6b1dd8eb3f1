"""The structure and context layer: what a screen is for, read from its layout and the
shape of its texts rather than from a list of words. Pure, no device I/O.

- :func:`stakes`: what a screen or dialog states that makes its primary action a
  commit: an amount of money, a recipient (``To:``, an IBAN, a pickup address), a
  question put to the user ("Leave room?", "¿Finalizar encuesta?", "방을 떠나겠습니까?"),
  an operation named in its title, a review of what is about to happen.
- :func:`primary`: the control a screen or dialog is built around: in a confirmation
  dialog every control that does not dismiss it; on a screen, its one call to action that
  neither dismisses, navigates nor opens a review (a page offering several is a detail
  page, not a last step).
- :func:`question_of`: the confirmation a web page asks on the page itself ("Are you
  sure you want to delete #5?" [No] [Yes]), read as the dialog it stands for.
- :func:`silent`: why a readable hierarchy still says nothing about what a tap does: one
  view covering the screen with no labels (Flutter, games), a WebView without children,
  only the keyboard's window. The policy treats such screens like a missing hierarchy.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from m2miner.safety.context import (
    Screen,
    Target,
    UiNode,
    actionable,
    area,
    cls,
    in_control,
    own_texts,
    role_of,
)
from m2miner.safety.normalize import fold, has_cjk
from m2miner.safety.terms import Match, Terms

_CURRENCY = "$€£¥₩₽₹¢฿₫₺₴"
_AMOUNT = re.compile(
    rf"[{_CURRENCY}]\s?\d|\d[\d.,\s]*\s?(?:[{_CURRENCY}]|원|円|元|руб|zł|kr\b|R\$|"
    r"(?:USD|EUR|GBP|JPY|CNY|KRW|RUB|BRL|CHF|BTC|ETH)\b)|\b(?:R\$|US\$|CHF|EUR|USD)\s?\d"
)
_RECIPIENT = re.compile(
    r"^(?:to|para|an|à|a|pour|recipient|payee|pickup|pick-up|deliver to|ship to|"
    r"empfänger|destinataire|destinatário|destinatario|получатель|кому|"
    r"收款人|收款方|宛先|받는 사람|수취인)\s*[:：]|"
    r"\b[A-Z]{2}\d{2}(?:\s?[0-9A-Z]{4}){3,}",
    re.IGNORECASE,
)
_QUESTION = re.compile(r"[?？¿]")
_CLAUSES = re.compile(r"[,.;:!?，。、；：！？]")
_IME = re.compile(r"inputmethod|keyboard|\.ime\b|swiftkey|gboard", re.IGNORECASE)
_SLIDERS = ("seekbar", "slider")


def stakes(screen: Screen, terms: Terms) -> tuple[str, ...]:
    """What the screen (or its dialog) states: ``amount``, ``recipient``, ``question``,
    ``operation`` (named in a title or dialog text), ``review``; empty when nothing."""
    texts = _stated(screen)
    joined = " ".join(texts)
    found: list[str] = []
    if _AMOUNT.search(joined):
        found.append("amount")
    if any(_RECIPIENT.search(t) for t in texts):
        found.append("recipient")
    if screen.dialog and _QUESTION.search(joined):
        found.append("question")
    folded = fold(" ".join([screen.title, *texts] if screen.dialog else [screen.title]))
    if terms.find("critical", folded) or terms.operation(folded):
        found.append("operation")
    if terms.find("review", fold(joined)):
        found.append("review")
    return tuple(found)


def _stated(screen: Screen) -> list[str]:
    """Texts of the screen (or dialog) that are not inside a control, and the title."""
    out = [screen.title] if screen.title else []
    for node in screen.nodes:
        if not in_control(node.element, screen):
            out += [t for t in own_texts(node.element) if t not in out]
    return out


def controls(screen: Screen) -> list[Target]:
    """The actionable elements of the screen, top to bottom, each once."""
    seen: list[ET.Element] = []
    for node in screen.nodes:
        if actionable(node.element) and node.element not in seen:
            seen.append(node.element)
    out = [Target(el, el, screen) for el in seen]
    return [t for t in out if area(screen.bounds(t.element)) * 2 <= screen.size]


PLATFORM_BUTTONS = {"android:id/button1": "positive", "android:id/button2": "negative"}
"""A platform dialog's buttons by resource id (``AlertDialog``'s positive and negative)."""


def dialog_role(target: Target) -> str | None:
    """``positive`` or ``negative`` for a platform dialog's button, else None."""
    if not target.screen.dialog:
        return None
    return PLATFORM_BUTTONS.get(target.element.get("resource-id") or "")


def says_dismiss(target: Target, terms: Terms) -> bool:
    """Whether the control's own words dismiss: its whole label is a dismissing or
    harmless one ("Cancel"), or it negates an operation ("Don't delete"). Unlike
    :func:`dismisses`, not a guess from its place in a dialog or from a first word."""
    shown = fold(target.label)
    return _says_dismiss(target, terms) or bool(shown and negates(shown, terms))


def negates(shown: str, terms: Terms) -> bool:
    """Whether the folded label ``shown`` negates what it says: a clause of it holds a
    negation and, where the label names an operation, names it too ("Don't delete",
    削除しない, "Not now"). A negation in another clause speaks of something else: "Delete
    it, I will never need it" and "No, overwrite" do what they name. A critical
    operation is never negated away ("Never mind, delete account"). Where the negation is
    a word of a language that writes it before its verb (Latin and Cyrillic letters:
    "Don't delete", "No eliminar", "Не удалять"), it negates an operation named after
    it: a settings row's "Eliminar el primer artículo … no sincronizado" names the
    operation first and negates something else."""
    if terms.find("critical", shown):
        return False
    named = terms.operation(shown) is not None
    return any(_negated(clause, named, terms) for clause in _CLAUSES.split(shown))


def _negated(clause: str, named: bool, terms: Terms) -> bool:
    """Whether one clause of a label negates (:func:`negates`)."""
    negation = terms.lists["negation"].locate(clause)
    if negation is None:
        return False
    if not named:
        return True
    operation = terms.locate_operation(clause)
    if operation is None:
        return False
    return has_cjk(negation[2]) or negation[0] <= operation[0]  # "don't" holds "don"


def _says_dismiss(target: Target, terms: Terms) -> bool:
    """Whether the control's whole label is a dismissing or harmless one ("Cancel")."""
    shown = fold(target.label)
    return bool(
        shown
        and (terms.find("dismiss", shown, whole=True) or terms.find("harmless", target.folded))
    )


def _swapped(target: Target, terms: Terms) -> bool:
    """Whether a platform dialog's negative button ``target`` holds its decision: its own
    label is no dismissal, while the positive button's is ("Cancel")."""
    if not fold(target.label) or _says_dismiss(target, terms):
        return False
    return any(
        dialog_role(other) == "positive" and _says_dismiss(other, terms)
        for other in controls(target.screen)
    )


def dismisses(target: Target, terms: Terms) -> bool:
    """Whether the control closes, cancels or keeps things as they are: its whole label is
    a dismissing one ("Cancel"), or it starts with one and names no operation ("Keep my
    subscription"; not "Cancel subscription")."""
    shown = fold(target.label)
    # A platform dialog's negative answer leaves things as they are, unless its own label
    # names an operation (some apps make "Discard" the negative answer to "Save?") or the
    # dialog put its dismissal in the positive slot ("Leave" as the negative answer,
    # "Cancel" as the positive one).
    negative = dialog_role(target) == "negative" and terms.operation(target.folded) is None
    if negative and not _swapped(target, terms):
        return True
    if not shown:
        return False
    # "Don't delete", 削除しない: a negated operation keeps things as they are.
    if says_dismiss(target, terms):
        return True
    return bool(terms.find("dismiss", shown, prefix=True)) and terms.operation(shown) is None


def id_names_dismissal(target: Target, terms: Terms) -> bool:
    """Whether the element's id names a dismissal beside the critical term it names, the
    screen it sits on (Rocket.Chat's ``profile-view-delete-account-sheet-cancel``), not
    within it (``close_account_button``: Close is that term's own first word)."""
    ids = fold(target.ids)
    found = terms.lists["critical"].locate(ids)
    return found is not None and terms.find_outside("dismiss", ids, found[:2]) is not None


def is_menu(screen: Screen) -> bool:
    """A popup of several entries and nothing else: an overflow or context menu. It
    states nothing (no title or message outside its entries) and has no buttons."""
    if not screen.dialog or _stated(screen) != ([screen.title] if screen.title else []):
        return False
    found = controls(screen)
    entries = [t for t in found if t.role == "menu_item"]
    return len(found) >= 2 and len(entries) == len(found) and not _loose_title(screen)


def leaves_unsaved(target: Target, screen: Screen, terms: Terms) -> bool:
    """Whether the control is the "Don't Save" of a prompt about unsaved changes: a
    dialog (not a menu) of three controls and no field, one of which saves (a word of the
    ``save`` list: Save, Apply) and one of the others dismisses with its whole label
    (Cancel, Close). The third leaves without the changes, whatever its words:
    platform guidelines lay such a prompt out as Save, Don't Save and Cancel, and File
    Browser's editor asks with Cancel, Save changes and 변경 사항 취소 or Отказаться
    (v257). Where the third reads as the dismissal does (Annuler twice), the label cannot
    tell them apart, and either may be the one that discards."""
    if not screen.dialog:
        return False
    found = controls(screen)
    if len(found) != 3 or any(t.role == "field" for t in found) or is_menu(screen):
        return False
    saves = [t for t in found if _saves(fold(t.label), terms)]
    if len(saves) != 1 or saves[0].element is target.element:
        return False
    rest = [t for t in found if t.element is not saves[0].element]
    if not any(t.element is target.element for t in rest):
        return False
    other = next(fold(t.label) for t in rest if t.element is not target.element)
    shown = fold(target.label)
    if not other or not terms.find("dismiss", other, whole=True):
        return False
    return shown == other or not terms.find("dismiss", shown, whole=True)


def beside_lone_save(target: Target, screen: Screen, terms: Terms) -> bool:
    """Whether the dismissal answers a dialog whose only other control saves (a word of the
    ``reversible`` list: Save, Apply) and which asks for nothing typed: a prompt about
    unsaved changes, where Cancel or No may leave without them ("Save before exiting?"
    with No and Save, v181 and v210; 変更を適用またはキャンセルしますか with キャンセル and 適用,
    v113). Whether it goes back to the edit or discards it, only the dialog's words say,
    so the model is asked. A dialog with a field is a form: its Cancel drops only what was
    typed in it."""
    if not screen.dialog:
        return False
    others = [t for t in controls(screen) if t.element is not target.element]
    if len(others) != 1 or others[0].role == "field":
        return False
    return terms.find("reversible", fold(others[0].label)) is not None


def _saves(shown: str, terms: Terms) -> bool:
    """A label with a word of the ``save`` list and none that dismisses or negates: Save
    and 변경사항 저장 (save the changes), not "Don't Save"."""
    said = terms.find("save", shown) is not None
    return said and not terms.find("dismiss", shown) and not negates(shown, terms)


def _loose_title(screen: Screen) -> bool:
    """Whether the dialog's title is a text of its own, not an entry's label."""
    return bool(screen.title) and not any(
        screen.title in own_texts(sub) for t in controls(screen) for sub in t.element.iter()
    )


def choices_act(screen: Screen) -> bool:
    """A dialog of choices with no button to confirm or dismiss them: tapping a choice
    is the decision (a radio list that acts and closes, as a menu entry does)."""
    if not screen.dialog:
        return False
    found = controls(screen)
    return (
        bool(found)
        and all(t.role in ("toggle", "menu_item") for t in found)
        and any(t.role == "toggle" for t in found)
    )


NOT_CHOICES = ("switch", "checkbox", "togglebutton", "chip")
"""Classes of toggles that set an option rather than make a dialog's choice."""


def chosen_operation(target: Target, screen: Screen, terms: Terms) -> Match | None:
    """The operation a choice commits: a dialog whose choices act (:func:`choices_act`)
    and whose own texts, not its choices', name an operation performs it with the choice
    tapped (Android's SIM picker, "Select a SIM for this call", places the call). A
    switch or a check box beside the choices sets an option, and choices that name
    operations of their own ("Send now", "Delete") are a menu of them: None for those."""
    if target.role != "toggle" or any(k in cls(target.element) for k in NOT_CHOICES):
        return None
    if not choices_act(screen):
        return None
    choices = [t for t in controls(screen) if t.role == "toggle"]
    if any(terms.operation(fold(t.label)) for t in choices):
        return None
    return terms.operation(fold(" ".join(_stated(screen))))


def secondary(target: Target, terms: Terms) -> bool:
    """A control that leaves the decision for later: it dismisses, opens a screen
    ("Payment methods", "Edit") or a review ("Review order")."""
    label = fold(target.label)
    return (
        dismisses(target, terms)
        or bool(terms.find("navigation", label))
        or bool(terms.find("review", label))
    )


def confirmation(screen: Screen, terms: Terms) -> bool:
    """A dialog that asks to confirm an action: beside a way out it offers one button and
    a Cancel (the word of the ``cancel`` list, a whole label), or a question and a plain
    No (the ``refuse`` list: "Do you want to empty the spam folder?" [No] [Yes]), or
    buttons and a statement of an amount, a recipient, an operation or a review. A
    picker's entries are not buttons; a prompt that can be put off ("Rate now" / "Not
    now", a permission's "Don't allow"), a share sheet's several targets and a dialog
    with a text field (rename, a Wi-Fi password) are not confirmations unless they state
    such a thing. A check box beside the answer ("Also delete the file") is an option of
    the decision, not a second decision; a question whose one control answers it, with no
    way out but Back (a bottom sheet's "Revoke invite?" [Revoke]), asks to confirm too."""
    if not screen.dialog:
        return False
    found = controls(screen)
    fields = [t for t in found if t.role == "field"]
    dismissing = ways_out(found, terms)
    buttons = answers(found, dismissing)
    if not dismissing and len(found) == 1 and buttons:
        return "question" in stakes(screen, terms)
    if not dismissing or not buttons:
        return False
    stated = set(stakes(screen, terms)) - {"question"}
    if fields or len(buttons) > 1:
        return bool(stated)
    if any(terms.find("cancel", fold(t.label), whole=True) for t in dismissing):
        return True
    refused = any(terms.find("refuse", fold(t.label), whole=True) for t in dismissing)
    return bool(stated) or (refused and "question" in stakes(screen, terms))


def ways_out(found: list[Target], terms: Terms) -> list[Target]:
    """A dialog's controls among ``found`` that dismiss it (not its fields)."""
    return [t for t in found if t.role != "field" and dismisses(t, terms)]


def answers(found: list[Target], dismissing: list[Target]) -> list[Target]:
    """A dialog's answers among its controls ``found``: not its fields, a picker's entries
    (choices, not decisions), its check boxes (they qualify the answer) or its ways out."""
    return [
        t for t in found
        if t.role not in ("field", "menu_item", "toggle") and t not in dismissing
    ]  # fmt: skip


MAX_ANSWERS = 3
"""A question on a web page is followed by this many controls at most: its answers."""


def question_of(target: Target, terms: Terms) -> Screen | None:
    """The confirmation a web page's control answers, read as the dialog it stands for;
    None where there is none. Server-rendered apps ask on a page, not in a dialog:
    Serendipity's "Are you sure you want to delete #5 permanently?" [No] [Yes], whose Yes
    is a link that deletes with a ``GET``. The dialog is the run of texts just before the
    control's run (texts with no control between them, the last one asking a question)
    and that run of controls up to the next text, at most :data:`MAX_ANSWERS` of them,
    one a way out. It must state what is at stake (an operation, an amount, a recipient):
    "Was this helpful?" [Yes] [No] asks nothing of the kind."""
    screen = target.screen
    if not screen.web or screen.dialog:
        return None
    runs: list[tuple[bool, list[UiNode]]] = []  # (controls?, nodes), in document order
    for node in screen.nodes:
        acting = in_control(node.element, screen)
        if not acting and not own_texts(node.element):
            continue
        if runs and runs[-1][0] == acting:
            runs[-1][1].append(node)
        else:
            runs.append((acting, [node]))
    at = next(
        (i for i, (acting, nodes) in enumerate(runs)
         if acting and any(n.element is target.element for n in nodes)),
        None,
    )  # fmt: skip
    if not at:
        return None
    asked, offered = runs[at - 1][1], runs[at][1]
    if not _QUESTION.search(" ".join(own_texts(asked[-1].element))):
        return None
    nodes = asked + offered
    title = own_texts(asked[0].element)[0]
    dialog = Screen(nodes, screen.parents, screen.size, True, title, screen.extra, True)
    found = controls(dialog)
    if not 2 <= len(found) <= MAX_ANSWERS or not ways_out(found, terms):
        return None
    return dialog if set(stakes(dialog, terms)) - {"question"} else None


def primary(target: Target, screen: Screen, terms: Terms) -> bool:
    """Whether ``target`` is the control the screen or dialog is built around (see the
    module docstring)."""
    if target.role == "link" and screen.dialog and not secondary(target, terms):
        # A link that is a confirmation's one answer is its commit, as a button is (a
        # modal's <a class="btn" href="/me/delete/…">Yes, do it!</a>): it navigates with
        # a GET the request guard does not see.
        found = controls(screen)
        only = answers(found, ways_out(found, terms))
        return [t.element for t in only] == [target.element] and confirmation(screen, terms)
    if target.role in ("field", "toggle", "tab", "link", "row") or secondary(target, terms):
        return False
    if screen.dialog:
        return confirmation(screen, terms)
    # A screen is the last step when it is built around one call to action; a page that
    # offers several (an order's Capture, Refund and Mark as paid) is a detail page
    # whose buttons each open their own step.
    buttons = [t for t in controls(screen) if _button_like(t) and not secondary(t, terms)]
    return len(buttons) == 1 and buttons[0].element is target.element


def _button_like(target: Target) -> bool:
    """A call to action: a button at least half the screen wide, outside any list (a
    per-item button of a cart or a list is not what the screen is built around) and
    outside the app bar."""
    if target.role in ("field", "toggle", "tab", "link", "row"):
        return False
    screen = target.screen
    x1, _, x2, _ = screen.bounds(target.element)
    width = max(x2 for _, _, x2, _ in (n.bounds for n in screen.nodes[:1]))
    if (x2 - x1) * 2 < width:
        return False
    return not in_list(target, toolbar=True)


def selecting(screen: Screen, terms: Terms) -> bool:
    """Whether the screen's title counts a selection ("2", "1 selected", "Выбрано: 2"):
    a contextual action bar, whose actions apply to the selected items."""
    title = fold(screen.title)
    if not any(c.isdigit() for c in title):
        return False
    bare = "".join(c for c in title if c.isalpha())
    return not bare or bool(terms.find("selection", title))


def in_list(target: Target, toolbar: bool = False) -> bool:
    """Whether ``target`` is inside a scrolling list (one of its items' controls), or,
    with ``toolbar``, inside the app bar."""
    screen = target.screen
    node = screen.parents.get(target.element)
    while node is not None:
        if node.get("scrollable") == "true" or any(
            k in cls(node) for k in ("recyclerview", "listview")
        ):
            return True
        if toolbar and "toolbar" in (node.get("resource-id") or ""):
            return True
        node = screen.parents.get(node)
    return False


def names_the_form(target: Target, screen: Screen, terms: Terms) -> bool:
    """Whether ``target`` does what its full screen is named for, on a form holding what
    was typed: the screen's title names it, in either word order ("Create poll" under
    "Create poll", "Report" under "Report @ana", 신고 under "@ana 신고"), or it is the
    form's only labelled button (a compose screen's "TOOT!" beside icons). Not a change
    that can be made again the other way, a next step, navigation or a harmless control
    (save, continue, sign in)."""
    shown, title = fold(target.label), fold(screen.title)
    if screen.dialog or not shown or target.role != "button":
        return False
    # The title names the action and what it acts on, in either order ("Report @ana",
    # "@ana 신고"); or the button is the only labelled one of the form.
    if f" {shown} " not in f" {title} " and not _sole_text_button(target, terms):
        return False
    if any(terms.find(name, shown) for name in ("reversible", "next", "navigation", "review")):
        return False
    return any(
        role_of(n.element, screen) == "field"
        and (n.element.get("text") or "") not in ("", n.element.get("hint") or "")
        for n in screen.nodes
    )


def alternative(target: Target, screen: Screen, terms: Terms) -> bool:
    """Whether ``target`` is a dialog's other way forward: a button whose label names no
    operation and does not just confirm, while another of the dialog's controls names
    the operation ("Archive" beside "Unsubscribe" under "Unsubscribe or archive?"). The
    operation a dialog states is the one its naming control commits. A check box is not
    such a control: it qualifies the answer ("Leave?" [✓ Delete the conversation]
    [Leave])."""
    shown = fold(target.label)
    if not screen.dialog or not shown or target.role != "button":
        return False  # a menu's entries are each an action of its own
    if terms.operation(target.folded) is not None:
        return False
    if terms.find("confirm", shown, prefix=True) or dialog_role(target) == "positive":
        return False
    return any(
        other.element is not target.element
        and other.role != "toggle"
        and not dismisses(other, terms)
        and terms.operation(other.folded) is not None
        for other in controls(screen)
    )


def submits_choice(target: Target, screen: Screen, terms: Terms) -> bool:
    """Whether ``target`` is the labelled button (not an icon) of a choice among radio
    buttons on a full screen: it sends the choice (a poll's Vote, a survey's answer). Not
    a change that can be made again, a next step, navigation, a review or a dismissal
    ("Save", "Continue", "Show results")."""
    shown = fold(target.element.get("text") or "")
    if screen.dialog or not shown or target.role != "button" or dismisses(target, terms):
        return False
    parent = screen.parents.get(target.element)
    radios = [
        n for n in screen.nodes
        if cls(n.element) == "radiobutton" and screen.parents.get(n.element) is parent
    ]  # fmt: skip
    if len(radios) < 2:
        return False
    names = ("reversible", "next", "navigation", "review", "search")
    return not any(terms.find(name, shown) for name in names)


def _sole_text_button(target: Target, terms: Terms) -> bool:
    """Whether ``target`` is its screen's one button with a visible label (icons and
    dismissing controls aside): what the screen's form is for."""
    labelled = [
        t for t in controls(target.screen)
        if t.role == "button" and (t.element.get("text") or "").strip() and not dismisses(t, terms)
    ]  # fmt: skip
    return len(labelled) == 1 and labelled[0].element is target.element


def changes_back(shown: str, stated: tuple[str, ...], terms: Terms) -> bool:
    """Whether a dialog's decision (its folded label ``shown``) names a change that can
    be made again the other way ("Update for everyone"), where the dialog states nothing
    at stake (``stated``) but a question or a review."""
    at_stake = {"amount", "recipient", "operation"} & set(stated)
    return bool(terms.find("reversible", shown)) and not at_stake


def acknowledgement(screen: Screen, terms: Terms) -> bool:
    """A dialog with one control and no question: a notice ("Payment sent" [Done])."""
    if not screen.dialog or "question" in stakes(screen, terms):
        return False
    return len(controls(screen)) == 1


def is_slider(el: ET.Element) -> bool:
    return any(k in cls(el) for k in _SLIDERS)


def silent(screen: Screen, package: str | None, target: Target | None = None) -> str | None:
    """Why the screen (or the part ``target`` hits) says nothing, or None."""
    if not screen.nodes:
        return None
    packages = {n.element.get("package") or "" for n in screen.nodes} - {""}
    if (packages and all(_IME.search(p) for p in packages)) or (
        not packages and package and _IME.search(package)
    ):
        return "only the keyboard's window is in the hierarchy"
    labelled = [
        n
        for n in screen.nodes
        if own_texts(n.element) or (n.element.get("resource-id") or "").strip()
    ]
    if not labelled:
        return "the hierarchy has no text, description or id (one view draws the screen)"
    if target is not None and _empty_web(target.element, screen):
        return "the tap lands in a WebView whose content the hierarchy does not show"
    return None


def _empty_web(el: ET.Element, screen: Screen) -> bool:
    node: ET.Element | None = el
    while node is not None:
        if "webview" in cls(node):
            return not any(own_texts(sub) for sub in node.iter() if sub is not node)
        node = screen.parents.get(node)
    return False


def empty_web_focus(screen: Screen) -> bool:
    """Whether Enter would go to a WebView the hierarchy shows nothing of."""
    webs = [n.element for n in screen.nodes if "webview" in cls(n.element)]
    return any(_empty_web(w, screen) for w in webs) and not any(
        role_of(n.element, screen) == "field" for n in screen.nodes
    )
