"""Mayan EDMS's system screens for the five-hundred-and-twentieth held-out corpus: the events
page's actions menu, clearing the events, and a private signing key's deletion.
``screens(t)`` lays them out in one language."""

from __future__ import annotations

from typing import Any

from screens import by_words, confirm, entry, get, menu, submit

KEY, KEY_NAME = 2, "6F3A9D2C81B4E075 - Records Office <records@harborpine.example>"
EVENTS = "/events/events/"
PRIVATE_KEYS = "/keys/keys/private/"


def screens(t: Any) -> list[dict[str, Any]]:
    events = menu(t("Events"), by_words(t("Clear events"), t("Export events")))
    clear = confirm(t, t("Clear events"), t(
        "This action is not reversible. The process will be performed in the background. "
    ).strip())  # fmt: skip
    key_delete = confirm(t, t("Delete key: %s") % KEY_NAME)
    return [
        entry("opens-prompt", "events actions menu", events, [
            (t("Clear events"), False, [get("/events/events/clear/")])]),
        entry("delete", "clear events confirmation", clear, [
            (t("Yes"), True, submit("/events/events/clear/", [
                ("next", EVENTS), ("previous", EVENTS)], EVENTS)),
            (t("No"), False, [get(EVENTS)])]),
        entry("delete", "delete private key confirmation", key_delete, [
            (t("Yes"), True, submit(f"/keys/keys/{KEY}/delete/", [
                ("next", PRIVATE_KEYS), ("previous", PRIVATE_KEYS)], PRIVATE_KEYS)),
            (t("No"), False, [get(PRIVATE_KEYS)])]),
    ]  # fmt: skip
