"""Nextcloud Registration's account step for the five-hundred-and-thirty-fifth held-out
corpus: ``screens(t)`` lays out, in one language, the account step (``UserDetails.vue``) as
the administrator's settings shape it (the login name and password; with the full name, the
phone number and the administrator's instructions; with the e-mail as the login name; on an
instance that requires approval; inside the desktop client's login flow; after a login name
already taken; without an e-mail) and the e-mail that tells the administrators of a new
account waiting to be enabled (``MailService::sendNewUserNotifyEmail``)."""

from __future__ import annotations

from typing import Any

from screens import (
    ANA,
    ANA_CODE,
    ANA_PASSWORD,
    ANA_SECRET,
    APP,
    HINT,
    INSTANCE,
    JONAS_CODE,
    JONAS_PASSWORD,
    JONAS_SECRET,
    KOFI,
    KOFI_CODE,
    KOFI_PASSWORD,
    KOFI_SECRET,
    LENA,
    LENA_CODE,
    LENA_PASSWORD,
    LENA_SECRET,
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
    masked,
    note,
    tap,
)

LENA_STEP = f"{APP}/register/{LENA_SECRET}/{LENA_CODE}"  # registration.register.showUserForm


def created(path: str, login: str, password: str, fullname: str = "", phone: str = ""
            ) -> list[dict[str, Any]]:  # fmt: skip
    """The account step's form: the hidden request token first, then the login name (the
    field, or the hidden copy of the address), the full name and the phone number (the
    fields, or hidden empty ones) and the password; the e-mail field is disabled, so the
    browser leaves it out."""
    pairs = [("requesttoken", REQUEST_TOKEN), ("loginname", login), ("fullname", fullname),
             ("phone", phone), ("password", password)]  # fmt: skip
    return [form_post(path, pairs)]


def account_step(t: T, path: str, items: list[dict[str, Any]], password: str,
                 shown: bool = False) -> dict[str, Any]:  # fmt: skip
    """The account step: ``items`` (the message or welcome, the fields above the password),
    the password field with its trailing button (Show password, or Hide password while it
    shows the password), and Create account."""
    toggle = t("vue:Hide password") if shown else t("vue:Show password")
    secret = password if shown else masked(password)
    return guest(path, [*items, field("password", t("Password"), secret, focused=True),
                        {"icon": toggle}, {"button": t("Create account")}])  # fmt: skip


def screens(t: T) -> list[dict[str, Any]]:
    welcome = {"text": t("Welcome, you can create your account below.")}
    create = t("Create account")

    def email(address: str) -> dict[str, Any]:
        return field("email", t("Email"), address)

    def login(name: str) -> dict[str, Any]:
        return field("loginname", t("Login name"), name)

    lena = created(LENA_STEP, "lena.vogt", LENA_PASSWORD)
    plain = account_step(t, LENA_STEP, [welcome, email(LENA), login("lena.vogt")], LENA_PASSWORD)
    full = account_step(t, LENA_STEP, [
        welcome, note(HINT), email(LENA), login("lena.vogt"),
        field("fullname", t("Full name"), "Lena Vogt"),
        field("phone", t("Phone number"), "+49 30 901820")], LENA_PASSWORD, shown=True)  # fmt: skip
    as_login = account_step(t, LENA_STEP, [welcome, email(LENA)], LENA_PASSWORD)
    kofi_step = f"{APP}/register/{KOFI_SECRET}/{KOFI_CODE}"
    approval = account_step(t, kofi_step, [welcome, email(KOFI), login("kofi.mensah")],
                            KOFI_PASSWORD)  # fmt: skip
    ana_step = f"{APP}/register/{ANA_SECRET}/{ANA_CODE}"
    client = account_step(t, ana_step, [welcome, email(ANA), login("ana.souza")], ANA_PASSWORD)
    taken = account_step(t, LENA_STEP, [
        note(t("The login name you have chosen already exists.")), email(LENA),
        login("lena.vogt")], LENA_PASSWORD)  # fmt: skip
    jonas_step = f"{APP}/register/{JONAS_SECRET}/{JONAS_CODE}"
    no_email = account_step(t, jonas_step, [welcome, login("jonas.berg")], JONAS_PASSWORD)
    notice = mail(t('New user "%1$s" has created an account on %2$s', "kofi.mensah", INSTANCE), [
        {"text": t("New user registered")},
        {"text": t('"%1$s" (%2$s) registered a new account on %3$s and needs to be enabled.',
                   "kofi.mensah", KOFI, INSTANCE)},
        {"link": t("Enable now")}])  # fmt: skip
    return [
        entry(
            "send",
            "account step",
            plain,
            [tap(create, True, lena), enter(True, lena), tap(t("vue:Show password"), False, [])],
        ),
        entry(
            "send",
            "account step with full name and phone",
            full,
            [
                tap(
                    create,
                    True,
                    created(LENA_STEP, "lena.vogt", LENA_PASSWORD, "Lena Vogt", "+49 30 901820"),
                ),
                tap(t("vue:Hide password"), False, []),
            ],
        ),
        entry(
            "send",
            "account step with email as login name",
            as_login,
            [tap(create, True, created(LENA_STEP, LENA, LENA_PASSWORD))],
        ),
        entry(
            "send",
            "account step requiring approval",
            approval,
            [tap(create, True, created(kofi_step, "kofi.mensah", KOFI_PASSWORD))],
        ),
        entry(
            "send",
            "account step in a client login flow",
            client,
            [tap(create, True, created(ana_step, "ana.souza", ANA_PASSWORD))],
        ),
        entry(
            "send",
            "account step after a login name in use",
            taken,
            [tap(create, True, lena), tap(t("vue:Show password"), False, [])],
        ),
        entry(
            "send",
            "account step without email",
            no_email,
            [tap(create, True, created(jonas_step, "jonas.berg", JONAS_PASSWORD))],
        ),
        entry(
            "harmless",
            "new user notification email",
            notice,
            [tap(t("Enable now"), False, [link(f"{ORIGIN}/index.php/settings/users/disabled")])],
        ),
    ]
