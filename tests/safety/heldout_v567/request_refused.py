"""The Data Request section after the server refused a request, for the five-hundred-and-sixty-
seventh held-out corpus: ``screens(t)`` lays out, in one language, the section with a request
already made within the hour (HTTP 429, its button disabled) and after a request the server
answered with an error of its own (HTTP 500 with the reason, its button enabled again). Read from
``js/app.js``, ``lib/Controller/DataRequestController.php`` (``#[UserRateLimit(limit: 1,
period: 3600)]`` on both routes) and ``lib/Services/Request.php``; what each action sends, and
why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import DELETION, EXPORT, deletion_label, entry, export_label, section


def screens(t: Any) -> list[dict[str, Any]]:
    export, deletion = export_label(t), deletion_label(t)
    again = t("Already requested, please try again later.")
    export_refused = section(t, export_warning=again)
    deletion_refused = section(t, deletion_warning=again)
    both_refused = section(t, export_warning=again, deletion_warning=again)
    no_address = section(t, export_warning=t("No administrator has set an email address"))
    no_mail = section(t, deletion_warning=t("No administrator could have been contacted."))
    return [
        entry("harmless", "export already requested", export_refused, [
            (export, False, [])]),
        entry("send", "export already requested, deletion next", export_refused, [
            (deletion, True, [DELETION])]),
        entry("harmless", "deletion already requested", deletion_refused, [
            (deletion, False, [])]),
        entry("opens-prompt", "deletion already requested, export, password to confirm",
              deletion_refused, [
            (export, False, [])]),
        entry("harmless", "both already requested", both_refused, [
            (export, False, []),
            (deletion, False, [])]),
        # The failed request counted towards the hour's one request: a retry is refused.
        entry("harmless", "export failed, no administrator address, tried again", no_address, [
            (export, False, [EXPORT])]),
        entry("harmless", "deletion failed, no administrator reached, tried again", no_mail, [
            (deletion, False, [DELETION])]),
    ]  # fmt: skip
