"""How the five-hundred-and-sixty-seventh held-out corpus writes a screen of Nextcloud's Data
Request app and what an action sends. The app draws one thing: its section of the user's
Personal info settings (``templates/Settings/personal.php``), a heading, a hint and two buttons,
each with a warning under it that stays hidden until a request fails. ``js/app.js`` sends a
button's request after ``OC.PasswordConfirmation``, core's wrapper of ``confirmPassword()`` of
``@nextcloud/password-confirmation``: with the password confirmed lately at once, else after the
password dialog, an ``NcDialog`` of ``@nextcloud/vue`` written as a dialog headed by its name,
its sentence, then the password field, its note where there is one, the field's Show password
button, Confirm and the dialog's close button. ``t(text)`` is the language's lookup of an
English source string of the app's ``l10n/<lang>.json``; ``t(text, PASSWORD)`` and ``t(text,
VUE)`` look a string up in those two libraries' translations. Why each action is labelled so is
in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

APP = "data_request"
"""The app's own catalog (``t('data_request', text)`` in the page, ``$l->t`` in PHP)."""
PASSWORD = "@nextcloud/password-confirmation"
"""The password dialog's own strings (its name, sentence, field, notes and button)."""
VUE = "@nextcloud/vue"
"""The strings of ``NcModal`` (its close button) and ``NcPasswordField`` (Show password)."""
PRODUCT = "Nextcloud"
"""The instance's name (``Defaults::getName()``), the same in every language: the page's own
title and core's words around the app's section are left out."""
OCS = "/ocs/v2.php/apps/data_request/api/v1/"
"""``OC.linkToOCS('apps/data_request/api/v1', 2)``: the app's OCS base on the page's own
origin, ending in a slash; the button's ``data-request`` (``export``, ``deletion``) follows."""
CONFIRM = "/index.php/login/confirm"
"""``generateUrl('/login/confirm')`` on an instance whose URLs keep ``index.php``: the password
dialog's check of the password."""
EXPORT_ID, DELETION_ID = "data-request-export", "data-request-deletion"
"""The two buttons' ids in the template."""
Act = tuple[Any, bool, list[Any]]
"""An action (a label to tap, or an action's own spec), whether it commits, what it sends."""


def body(data: Any) -> str:
    """axios serialises a plain object as ``JSON.stringify`` does."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def request(kind: str) -> str:
    """``_doRequest``: the script's ``POST`` of the app's route for the button's ``data-request``,
    without a body (the ``requesttoken`` and ``Accept`` headers are not written here)."""
    return f"POST {OCS}{kind}"


EXPORT, DELETION = request("export"), request("deletion")
"""What the two buttons send: each mails every administrator who has an e-mail address."""


def confirm_password(password: str) -> dict[str, str]:
    """The password dialog's check: ``axios.post(generateUrl('/login/confirm'), {password})``."""
    return {"request": f"POST {CONFIRM}", "body": body({"password": password})}


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    """One screen of the corpus, a web page, with its actions: a label is tapped; a spec
    (``{"enter": True}``, ``{"key": "Escape"}``, ``{"type": text}``) is taken as it is."""
    cases = []
    for action, bad, sends in acts:
        spec = {"tap": action} if isinstance(action, str) else dict(action)
        cases.append({**spec, "irreversible": bad, "sends": copy.deepcopy(sends)})
    return {"category": category, "source": f"data_request {source}", "web": True,
            "screen": copy.deepcopy(screen), "cases": cases}  # fmt: skip


def export_label(t: Any, sent: bool = False) -> str:
    """The export button's text; a sent request appends `` sent!`` to it (``btn.append``)."""
    label = t("Request data export")
    return f"{label} {t('sent!')}" if sent else label


def deletion_label(t: Any, sent: bool = False) -> str:
    """The deletion button's text, `` sent!`` appended once its request went through."""
    label = t("Request account deletion")
    return f"{label} {t('sent!')}" if sent else label


def section(t: Any, *, export_sent: bool = False, deletion_sent: bool = False,
            export_warning: str | None = None,
            deletion_warning: str | None = None) -> dict[str, Any]:  # fmt: skip
    """The app's section ``#data-request``: its heading, its hint, the export button and its
    warning, the deletion button and its warning (a warning shows only once its button's request
    failed). A button that is disabled or loading reads as it does enabled."""
    items: list[dict[str, Any]] = [
        {"text": t("Account")},
        {"text": t("You can request an export of your data or account deletion from the system "
                   "administrator. This can take up to 30 days.")},
        {"button": export_label(t, export_sent), "rid": EXPORT_ID}]  # fmt: skip
    if export_warning:
        items.append({"text": export_warning})
    items.append({"button": deletion_label(t, deletion_sent), "rid": DELETION_ID})
    if deletion_warning:
        items.append({"text": deletion_warning})
    return {"title": PRODUCT, "items": items}


def masked(password: str) -> str:
    """A password field's text as the page shows it."""
    return "\u2022" * len(password)


def password_dialog(t: Any, password: str = "", *, shown: bool = False,
                    note: str | None = None) -> dict[str, Any]:  # fmt: skip
    """``PasswordDialog`` over the settings: the field holds ``password`` (masked unless
    ``shown``), focused, as the dialog focuses it when it opens; the note under the field is
    ``note`` where given, else the request for the password while the field is empty."""
    if note is None and not password:
        note = t("Please enter your password", PASSWORD)
    items: list[dict[str, Any]] = [
        {"field": "password", "hint": t("Password", PASSWORD),
         "text": password if shown else masked(password), "focused": True}]  # fmt: skip
    if note:
        items.append({"text": note})
    eye = t("Hide password", VUE) if shown else t("Show password", VUE)
    items += [{"icon": eye}, {"button": t("Confirm", PASSWORD)}, {"icon": t("Close", VUE)}]
    message = t("This action needs authentication, please confirm it by entering your password.",
                PASSWORD)  # fmt: skip
    return {"title": PRODUCT, "dialog": {"title": t("Authentication required", PASSWORD),
            "message": message}, "items": items}  # fmt: skip
