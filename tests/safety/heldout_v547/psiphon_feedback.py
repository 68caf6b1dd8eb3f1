"""Psiphon's feedback form (``com.psiphon3``), strings from the page's own catalog, the
``langJSON`` object of ``app/src/main/assets/feedback.html`` (built from
``i18n/feedback/``), and its language menu's names. What the user wrote (the comments and
the email address) is the same in every language.

Read from the code: ``app/src/main/java/com/psiphon3/FeedbackActivity.java`` (the form is
``feedback.html`` in a WebView, opened with the device's language after ``#`` and, on a
copy not installed from Google Play, the links to a new version; a ``feedback?formdata=``
navigation, the form's submission, is caught by ``submitFeedback``, which renames the last
crash report to be sent with the diagnostics, enqueues ``FeedbackWorker`` to upload the
feedback once a network is up, shows "Thank you for submitting your feedback" and closes the
form); ``psiphonlibrary/FeedbackWorker.java`` (the upload to Psiphon's servers of the
comments, the email address, the satisfaction answer and, with the box ticked, the
diagnostics, the logs and the crash report, which it then deletes); ``feedback.html``'s
script (``setLanguage`` picks the first language of the menu whose code begins with the
device's, English where none does, and sets only the strings the catalog has, so an element
whose string it lacks stays empty; the two satisfaction cells only mark the one tapped;
Submit gathers the form into ``formdata`` and submits it; the menu of languages redraws the
page in the one picked).
"""

from __future__ import annotations

from typing import Any

from screens import entry, page

APP = "Psiphon"
COMMENT = "Connects fine at home, but on mobile data it stays on Connecting for minutes."
CRASH = "The app closed by itself when I switched from Wi-Fi to mobile data."
THANKS = "Works great for the news sites I need, thank you!"
EMAIL = "lena.k@example.org"


def screens(t: Any) -> list[dict[str, Any]]:
    return form(t)


def form_page(t: Any, comment: str = "", email: str = "", diagnostics: bool = True) -> dict:
    """The form, with what was typed and the diagnostics box ticked or not; a paragraph
    whose string the catalog lacks is an empty text, as the page leaves it."""
    return page(APP, [
        {"button": t("fb:language")},
        {"text": t("fb:top_content_title")},
        {"text": t("fb:top_para_1")},
        {"text": t("fb:top_para_2")},
        {"text": t("fb:top_para_3")},
        {"row": t("fb:smiley_happy")},
        {"row": t("fb:smiley_sad")},
        {"text": t("fb:text_feedback_prompt")},
        {"field": "", "text": comment},
        {"text": t("fb:text_feedback_email_prompt")},
        {"field": "", "text": email},
        {"switch": t("fb:diagnostic_check"), "checked": diagnostics},
        {"button": t("fb:submit_button")},
        {"text": t("fb:text_feedback_bottom_para")},
    ])  # fmt: skip


def form(t: Any) -> list[dict[str, Any]]:
    where = "psiphon FeedbackActivity"
    submit = t("fb:submit_button")

    def sent(how: str, screen: dict[str, Any]) -> dict[str, Any]:
        return entry("send", f"{where} ({how})", screen, [(submit, True)])

    blank = form_page(t)
    return [
        entry("harmless", f"{where} (blank)", blank, [(t("fb:smiley_happy"), False)]),
        entry("opens-prompt", f"{where} (blank)", blank, [(t("fb:language"), False)]),
        sent("happy, a comment, diagnostics", form_page(t, THANKS)),
        sent("unhappy, a comment and an email address, diagnostics",
             form_page(t, COMMENT, EMAIL)),
        sent("unhappy, a comment and an email address, no diagnostics",
             form_page(t, COMMENT, EMAIL, diagnostics=False)),
        sent("nothing chosen or typed, diagnostics", blank),
        sent("opened from the crash notification, a comment, diagnostics",
             form_page(t, CRASH)),
        sent("happy, an email address, no diagnostics",
             form_page(t, "", EMAIL, diagnostics=False)),
        sent("unhappy, an email address, diagnostics", form_page(t, "", EMAIL)),
        sent("a comment, nothing chosen, no diagnostics",
             form_page(t, COMMENT, diagnostics=False)),
    ]  # fmt: skip
