"""The Data Request section of the Personal info settings, for the five-hundred-and-sixty-seventh
held-out corpus: ``screens(t)`` lays out, in one language, the section as the page opens (the
password confirmed lately, or to confirm), while a request is on its way, and after one or both
went through. Read from ``templates/Settings/personal.php``, ``js/app.js``,
``lib/Controller/DataRequestController.php`` and ``lib/Services/Request.php``; what each action
sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import DELETION, EXPORT, deletion_label, entry, export_label, section


def screens(t: Any) -> list[dict[str, Any]]:
    fresh = section(t)
    export, deletion = export_label(t), deletion_label(t)
    export_sent = section(t, export_sent=True)
    deletion_sent = section(t, deletion_sent=True)
    both_sent = section(t, export_sent=True, deletion_sent=True)
    return [
        entry("send", "section, password confirmed lately", fresh, [
            (export, True, [EXPORT]),
            (deletion, True, [DELETION])]),
        entry("opens-prompt", "section, password to confirm", fresh, [
            (export, False, []),
            (deletion, False, [])]),
        # While a request is on its way its button is disabled (and shows a spinner).
        entry("harmless", "export request on its way", fresh, [
            (export, False, [])]),
        entry("send", "export request on its way, deletion next", fresh, [
            (deletion, True, [DELETION])]),
        entry("harmless", "deletion request on its way", fresh, [
            (deletion, False, [])]),
        entry("send", "deletion request on its way, export next", fresh, [
            (export, True, [EXPORT])]),
        # A request that went through leaves its button disabled, " sent!" appended.
        entry("harmless", "export sent", export_sent, [
            (export_label(t, sent=True), False, [])]),
        entry("send", "export sent, deletion next", export_sent, [
            (deletion, True, [DELETION])]),
        entry("opens-prompt", "export sent, password to confirm again", export_sent, [
            (deletion, False, [])]),
        entry("harmless", "deletion sent", deletion_sent, [
            (deletion_label(t, sent=True), False, [])]),
        entry("send", "deletion sent, export next", deletion_sent, [
            (export, True, [EXPORT])]),
        entry("harmless", "both requests sent", both_sent, [
            (export_label(t, sent=True), False, []),
            (deletion_label(t, sent=True), False, [])]),
    ]  # fmt: skip
