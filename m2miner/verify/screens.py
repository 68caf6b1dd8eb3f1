"""Comparing a replayed screen with the stored one, by its view hierarchy.

A screen's signature has two parts: its **elements** (class, resource id, text and
content description of every element that has one of them), compared as multisets by
their Jaccard share, which tolerates a changed counter or an advert; and its **state**
(whether each checkable element is checked, and each text field's value), which must be
equal: a switch left off where the stored path had it on is a different outcome, however
alike the screens look. Screens without a hierarchy are compared by their pixels
(:func:`m2miner.critic.same_screen.similarity`, the status bar masked).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import Counter
from dataclasses import dataclass

from m2miner.devices.base import Observation

_EDIT = ("EditText", "AutoCompleteTextView")
PIXEL_THRESHOLD = 0.985


@dataclass(frozen=True)
class Signature:
    """What of a screen a replay must reproduce."""

    elements: Counter[tuple[str, str, str, str]]
    state: Counter[tuple[str, str, str]]


@dataclass(frozen=True)
class Comparison:
    """How alike two screens are, and, when they differ, how."""

    same: bool
    similarity: float
    how: str = ""


def signature(hierarchy: str) -> Signature | None:
    """The signature of a uiautomator-style hierarchy; None when it does not parse."""
    try:
        root = ET.fromstring(hierarchy.encode("utf-8") if hierarchy.startswith("<?") else hierarchy)
    except ET.ParseError:
        return None
    elements: Counter[tuple[str, str, str, str]] = Counter()
    state: Counter[tuple[str, str, str]] = Counter()
    for el in root.iter("node"):
        cls, rid = el.get("class", ""), el.get("resource-id", "")
        text, desc = el.get("text", ""), el.get("content-desc", "")
        if text or desc or rid:
            elements[(cls.rsplit(".", 1)[-1], rid, text, desc)] += 1
        key = rid or desc or text or cls
        if el.get("checkable") == "true":
            state[(key, "checked", el.get("checked", ""))] += 1
        if cls.endswith(_EDIT):
            state[(rid or desc or cls, "text", text)] += 1
    return Signature(elements, state)


def jaccard(a: Counter[tuple[str, str, str, str]], b: Counter[tuple[str, str, str, str]]) -> float:
    union = sum((a | b).values())
    return 1.0 if union == 0 else sum((a & b).values()) / union


def compare(
    stored: Observation, replayed: Observation, threshold: float, status_bar_px: int | None = None
) -> Comparison:
    """Whether ``replayed`` reproduces ``stored`` (see the module docstring)."""
    a = signature(stored.hierarchy) if stored.hierarchy else None
    b = signature(replayed.hierarchy) if replayed.hierarchy else None
    if a is None or b is None:
        return _pixels(stored, replayed, status_bar_px)
    score = jaccard(a.elements, b.elements)
    if a.state != b.state:
        lost = sorted((a.state - b.state).elements())[:3]
        found = sorted((b.state - a.state).elements())[:3]
        return Comparison(False, score, f"state differs: stored {lost}, replayed {found}")
    if score < threshold:
        missing = [e[2] or e[3] or e[1] for e in (a.elements - b.elements).elements()][:3]
        return Comparison(False, score, f"elements differ (missing {missing})")
    return Comparison(True, score)


def _pixels(stored: Observation, replayed: Observation, status_bar_px: int | None) -> Comparison:
    from m2miner.critic.same_screen import similarity

    score = similarity(stored.png, replayed.png, status_bar_px=status_bar_px)
    if score < PIXEL_THRESHOLD:
        return Comparison(False, score, "the screenshot differs (no hierarchy to compare)")
    return Comparison(True, score)
