"""How the five-hundred-and-thirtieth held-out corpus writes a screen of Kolibri's web app (Vue
single-page apps, one per plugin, drawn with the Kolibri Design System, whose every control
calls the Django REST API under ``/api/`` through the app's axios client): a page is its app
bar's title and its widgets, top to bottom; a KModal is a dialog headed by its title and its
text over the page; an open KDropdownMenu (or the side navigation) is a dialog of its entries.
Every action says what the browser sends, read from the app's client code; the names,
usernames, ids, passwords and numbers below are the same in every language. What each action
sends and why it is labelled so is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

T = Callable[..., str]
Act = tuple[str, bool, list[Any]]

# The device: two facilities; Mara Lind is a super admin and a member (and admin) of the
# first, and coaches its class; Jonas Berg is a learner of the class, Li Wei a coach.
RIVERSIDE, RIVERSIDE_NAME = "4a3b9c1d2e5f40718293a4b5c6d7e8f9", "Riverside School"
HILLSIDE, HILLSIDE_NAME = "8c1e5a7b3d9f40a2b6c8e1d3f5a7b9c2", "Hillside Annex"
DATASET = "d2b4f6a8c0e1435b9d7f2a4c6e8b0d13"  # Riverside School's FacilityDataset
MARA, MARA_NAME, MARA_USER = "5e8c2a4b6d0f4e1a9c3b5d7f9a1c3e5b", "Mara Lind", "mara.lind"
JONAS, JONAS_NAME, JONAS_USER = "c5e7a9b13d5f4a7c9e1b3d5f7a9c1e2b", "Jonas Berg", "jonas.berg"
LI, LI_NAME, LI_USER = "9b2e4d6f1a3c4e5b8d7f2c4e6a8b0d1f", "Li Wei", "li.wei"
CLASS, CLASS_NAME = "e1f3a5c79b2d4f6e8a0c2e4a6c8e0b3d", "Grade 5 Science"
NEW_CLASS_NAME = "Grade 6 Biology"
GROUP, GROUP_NAME = "a7d1c3e52f4b4e6a8c9d0b1e2f3a4c5d", "Reading circle"
LESSON, LESSON_TITLE = "b8e2d4f63a5c4d7e9f0a1c3e5a7b9d2f", "Plant cells"
DRAFT, DRAFT_TITLE = "f2a4c6e80b2d4d6f8a1c3e5a7c9e1b4d", "Fractions check"  # a draft quiz
QUIZ, QUIZ_TITLE = "d4b6f8a02c4e4b6d9f1a3c5e7a9b1d3f", "Water cycle quiz"  # started
SESSION = "6f1d3b5a7c9e4f2a8b0d2c4e6a8f0b13"  # Jonas's progress-tracking session of the quiz
CHANNEL, CHANNEL_NAME = "2c0e3f1a5b7d4c9e8f6a1b3d5c7e9f02", "African Storybook"
RESET_PASSWORD = "River-2025"  # what Mara gives Jonas
NEW_PASSWORD = "Harbor#2025"  # Mara's own new password
TIME_SPENT = 38.512  # seconds on the quiz since the last save (the tracker's timer)
URL_CODES = {"en": "en", "zh": "zh-hans", "ja": "en", "ko": "ko", "de": "de", "fr": "fr-fr",
             "es": "es-es", "pt": "pt-br", "ru": "en"}  # fmt: skip
"""The language code in a page's path (Django's ``i18n_patterns``): Kolibri has no Japanese or
Russian, so those browsers get the device's default, English."""


def call(method: str, path: str, body: Any = None) -> dict[str, str]:
    """A request of the app's axios client (``kolibri/client``): the URL a Django route
    name resolves to, a body ``JSON.stringify``'d (none where the code passes no data)."""
    sent = {"request": f"{method} {path}"}
    if body is not None:
        sent["body"] = json.dumps(body, separators=(",", ":"), ensure_ascii=False)
    return sent


def link(path: str) -> dict[str, str]:
    """A page load: an ``<a href>`` of the side navigation."""
    return {"request": f"GET {path}", "via": "link"}


def url_code(t: T) -> str:
    """The language code of the screens' page paths (``t.lang``, English where the lookup
    has none)."""
    return URL_CODES[getattr(t, "lang", "en")]


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"kolibri {source}", "web": True,
            "screen": copy.deepcopy(screen), "cases": cases}  # fmt: skip


def page(title: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    return {"title": title, "items": items}


def modal(title: str, heading: str | None, message: str, items: list[dict[str, Any]]
          ) -> dict[str, Any]:  # fmt: skip
    """A KModal over the page titled ``title``: its heading (left out where it repeats a
    button's words) and its text, then its controls, Cancel before the submit button."""
    dialog = {key: text for key, text in (("title", heading), ("message", message)) if text}
    return {"title": title, "dialog": dialog, "items": items}


def menu(title: str, entries: list[str]) -> dict[str, Any]:
    """An open KDropdownMenu over the page titled ``title``: its entries."""
    return {"title": title, "dialog": {}, "items": [{"menu": label} for label in entries]}


def field(label: str, rid: str, text: str = "", hint: str = "") -> dict[str, Any]:
    """A KTextbox: its floating label as the hint, its value."""
    box: dict[str, Any] = {"field": rid, "hint": hint or label}
    if text:
        box["text"] = text
    return box


def facility_title(t: T) -> str:
    """The facility plugin's app bar title for a super admin of a device with two
    facilities (FacilityAppBarPage)."""
    return t("FacilityAppBarPage.facilityLabelWithName", {"facilityName": RIVERSIDE_NAME})


def coach_title(t: T) -> str:
    """The coach plugin's app bar title in a class (useCoreCoach's getAppBarTitle)."""
    return t(
        "CommonCoachStrings.coachLabelWithOneTwoNames",
        {"name1": RIVERSIDE_NAME, "name2": CLASS_NAME},
    )


def megabytes(t: T, size: int) -> str:
    """``bytesForHumans`` of ``size`` megabytes."""
    return t("BytesForHumansStrings.fileSizeInMegabytes", {"n": size})


def gigabytes(t: T, size: int) -> str:
    """``bytesForHumans`` of ``size`` gigabytes."""
    return t("BytesForHumansStrings.fileSizeInGigabytes", {"n": size})


def cancel_submit(t: T, submit: str) -> list[dict[str, str]]:
    """A KModal's buttons: Cancel, then its submit text."""
    return [{"button": t("CommonCoreStrings.cancelAction")}, {"button": submit}]
