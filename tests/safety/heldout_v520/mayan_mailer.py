"""Mayan EDMS's mail screens for the five-hundred-and-twentieth held-out corpus: the form that
emails a document's link, and a mailing profile's test. ``screens(t)`` lays them out in one
language."""

from __future__ import annotations

from typing import Any

from mayan_documents import DOC, DOC_LABEL, PREVIEW
from screens import entry, form, get, submit

PROFILE, PROFILE_LABEL = 1, "Office SMTP"
PROFILES = "/mailer/user_mailers/"
RECIPIENT = "dana.okafor@northwind.example"
SUBJECT = "Signed Q3 supplier contract"
BODY = "Dana, the signed contract is in the archive now. Mara"
TEST_RECIPIENT = "it-desk@harborpine.example"


def screens(t: Any) -> list[dict[str, Any]]:
    # The view's title is a string no catalogue has: English everywhere.
    mail = form(t, f"Email link for document: {DOC_LABEL}", [
        {"field": "email", "hint": t("Email address"), "text": RECIPIENT},
        {"field": "subject", "hint": t("Subject"), "text": SUBJECT},
        {"field": "body", "hint": t("Body"), "text": BODY},
        {"field": "user_mailer", "hint": t("Mailing profile"), "text": PROFILE_LABEL}],
        t("Submit"))  # fmt: skip
    test = form(t, t("Test mailing profile: %s") % PROFILE_LABEL, [
        {"field": "email", "hint": t("Email address"), "text": TEST_RECIPIENT}],
        t("Test"))  # fmt: skip
    mail_url = f"/mailer/documents/{DOC}/send/link/"
    test_url = f"/mailer/user_mailers/{PROFILE}/test/"
    return [
        entry("send", "email document link form", mail, [
            (t("Submit"), True, submit(mail_url, [
                ("next", PREVIEW), ("previous", PREVIEW), ("email", RECIPIENT),
                ("subject", SUBJECT), ("body", BODY), ("user_mailer", str(PROFILE)),
                ("submit", "")], PREVIEW)),
            (t("Cancel"), False, [get(PREVIEW)])]),
        entry("send", "mailing profile test form", test, [
            (t("Test"), True, submit(test_url, [
                ("next", PROFILES), ("previous", PROFILES), ("email", TEST_RECIPIENT),
                ("submit", "")], PROFILES)),
            (t("Cancel"), False, [get(PROFILES)])]),
    ]  # fmt: skip
