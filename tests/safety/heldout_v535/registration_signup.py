"""Nextcloud Registration's first two steps for the five-hundred-and-thirty-fifth held-out
corpus: ``screens(t)`` lays out, in one language, the e-mail step (``RegistrationEmail.vue``)
as it asks for a verification link, with the allowed domains shown, inside a client's login
flow (a verification code), after an address the server refused as invalid and after one an
account already has, then with verification disabled and with the e-mail optional; the
verification e-mail (``MailService::sendTokenByMail``); and the verification step
(``VerificationStep.vue``), before and after a wrong code."""

from __future__ import annotations

from typing import Any

from screens import (
    ANA,
    APP,
    INSTANCE,
    LENA,
    LENA_CODE,
    LENA_SECRET,
    LOGIN,
    MARTA,
    NOAH,
    ORIGIN,
    REQUEST_TOKEN,
    T,
    enter,
    entry,
    field,
    form_post,
    guest,
    link,
    mail,
    note,
    tap,
)

EMAIL_STEP = f"{APP}/"  # registration.register.showEmailForm
VERIFY_STEP = f"{APP}/verify/{LENA_SECRET}"
BACK = link(LOGIN)


def email_step(t: T, button: str, address: str, before: list[dict[str, Any]],
               label: str = "Email") -> dict[str, Any]:  # fmt: skip
    """The e-mail step: the server's message or hint, the address field (autofocus, holding
    what the visitor typed), the submit button and Back to login."""
    return guest(EMAIL_STEP, [*before, field("email", t(label), address, focused=True),
                              {"button": button}, {"link": t("Back to login")}])  # fmt: skip


def submitted(address: str) -> list[dict[str, Any]]:
    """The e-mail step's form: the address, then the hidden request token."""
    return [form_post(EMAIL_STEP, [("email", address), ("requesttoken", REQUEST_TOKEN)])]


def screens(t: T) -> list[dict[str, Any]]:
    link_button, code_button = t("Request verification link"), t("Request verification code")
    back = tap(t("Back to login"), False, [BACK])
    asks = email_step(t, link_button, LENA, [])
    domains = note(t("Registration is only allowed with the following domains: %s",
                     "example.org, *.example.edu"))  # fmt: skip
    invalid = note(t("The email address you entered is not valid"))
    taken = note(t("A user has already taken this email, maybe you already have an account?"))
    sent = submitted(LENA)
    verification_mail = mail(t("Verify your %s registration request", INSTANCE), [
        {"text": t("Registration")},
        {"text": t("Email address verified, you can now complete your registration.") + " "
         + t("Click the button below to continue.")},
        {"text": t("Verification code: %s", LENA_CODE)},
        {"link": t("Continue registration")}])  # fmt: skip
    verify = t("Verify")

    def verification_step(before: list[dict[str, Any]]) -> dict[str, Any]:
        return guest(VERIFY_STEP, [*before, field("token", t("Verification code"), LENA_CODE,
                                                  focused=True),
                                   {"button": verify}, {"link": t("Back to login")}])  # fmt: skip

    verified = [form_post(VERIFY_STEP, [("token", LENA_CODE), ("requesttoken", REQUEST_TOKEN)])]
    return [
        entry("send", "email step", asks, [tap(link_button, True, sent), enter(True, sent), back]),
        entry(
            "send",
            "email step with allowed domains",
            email_step(t, link_button, LENA, [domains]),
            [tap(link_button, True, sent), back],
        ),
        entry(
            "send",
            "email step in a client login flow",
            email_step(t, code_button, ANA, []),
            [tap(code_button, True, submitted(ANA)), back],
        ),
        entry(
            "send",
            "email step after an invalid address",
            email_step(t, link_button, LENA, [invalid]),
            [tap(link_button, True, sent), back],
        ),
        entry(
            "send",
            "email step after an address in use",
            email_step(t, link_button, MARTA, [taken]),
            [tap(link_button, True, submitted(MARTA)), back],
        ),
        entry(
            "harmless",
            "email step without verification",
            email_step(t, t("Continue"), NOAH, []),
            [tap(t("Continue"), False, submitted(NOAH)), back],
        ),
        entry(
            "harmless",
            "email step with optional email",
            email_step(t, t("Continue"), "", [], "Email (optional)"),
            [tap(t("Continue"), False, submitted("")), back],
        ),
        entry(
            "harmless",
            "verification email",
            verification_mail,
            [
                tap(
                    t("Continue registration"),
                    False,
                    [link(f"{ORIGIN}{APP}/register/{LENA_SECRET}/{LENA_CODE}")],
                )
            ],
        ),
        entry(
            "harmless",
            "verification step",
            verification_step([]),
            [tap(verify, False, verified), tap(t("Back to login"), False, [BACK])],
        ),
        entry(
            "harmless",
            "verification step after a wrong code",
            verification_step([note(t("The entered verification code is wrong"))]),
            [tap(verify, False, verified), tap(t("Back to login"), False, [BACK])],
        ),
    ]
