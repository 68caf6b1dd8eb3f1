"""The screens of authentik's admin interface (web/src/admin) and user settings
(web/src/user), with what each tapped control sends, read from the Lit components and the
API client calls they make (``@goauthentik/api``, its paths those of ``schema.yml``)."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "/api/v3"
USER, USERNAME, USER_NAME = 7, "jdoe", "Jane Doe"
GROUP = "3f9c1b52-6a0e-4d8e-9c71-2b4e5f6a7d80"
APP, PROVIDER, FLOW = "grafana", 4, "default-recovery-flow"
OUTPOST = "c2d7e1a4-5b3f-4e9a-8d6c-1f2e3a4b5c6d"
BRAND = "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d"
KEYPAIR = "5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b"
TOKEN, SESSION, DEVICE, CONSENT = "ak-jdoe-api", "f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b", 12, 31
STAGE = "0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e"
Act = tuple[str, bool, list[Any]]


def req(method: str, path: str, data: Any = None) -> Any:
    """A request of the generated API client (fetch); a body is its JSON, snake_case."""
    if data is None:
        return f"{method} {API}{path}"
    return {"request": f"{method} {API}{path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"authentik {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def modal(title: str, texts: list[str], buttons: list[str], message: str = "",
          page: str = "") -> dict[str, Any]:  # fmt: skip
    """A PatternFly modal box over its page (``page``, else titled as its heading): its
    heading, body texts and footer buttons."""
    dialog = {"title": title, **({"message": message} if message else {})}
    items = [*({"text": x} for x in texts), *({"button": b} for b in buttons)]
    return {"title": page or title, "dialog": dialog, "items": items}


def delete_bulk(t: Any, label: str, name: str, source: str, category: str,
                page: str, path: str) -> list[dict[str, Any]]:  # fmt: skip
    """The modal that a table's toolbar Delete opens (``ak-forms-delete-bulk``, one row
    selected) over its page: its Delete sends the row's destroy call."""
    box = modal(t("Delete {0}", label), [name], [t("Cancel"), t("Delete")],
                t("Are you sure you want to delete {0}?", f"1 {label}"), page=page)  # fmt: skip
    return [
        _entry(
            category,
            f"{source} delete",
            box,
            [
                (t("Cancel"), False, []),
                (t("Delete"), True, [req("DELETE", path)]),
            ],
        ),
    ]


def user_screens(t: Any) -> list[dict[str, Any]]:
    u = f"/core/users/{USER}"
    out = [
        _entry(
            "opens-prompt",
            "UserListPage",
            {
                "title": t("Users"),
                "items": [
                    {"button": t("New User")},
                    {"row": USERNAME, "secondary": USER_NAME},
                    {"button": t("Revoke Sessions")},
                    {"button": t("Delete")},
                    {"button": t("Impersonate")},
                ],
            },
            [
                (t("New User"), False, []),
                (
                    t("Revoke Sessions"),
                    False,
                    [req("GET", f"/core/authenticated_sessions/?user_username={USERNAME}")],
                ),
                (t("Delete"), False, []),
                (t("Impersonate"), False, [req("GET", "/admin/settings/")]),
            ],
        ),
        *delete_bulk(t, t("User(s)"), USERNAME, "UserListPage", "delete-user", t("Users"), f"{u}/"),
        _entry(
            "revoke",
            "UserBulkRevokeSessionsForm",
            modal(
                t("Revoke Sessions"),
                [USERNAME],
                [t("Cancel"), t("Revoke Sessions")],
                page=t("Users"),
            ),
            [
                (t("Cancel"), False, []),
                (
                    t("Revoke Sessions"),
                    True,
                    [req("DELETE", f"/core/authenticated_sessions/bulk_delete/?user_pks={USER}")],
                ),
            ],
        ),
        _entry(
            "reversible",
            "UserImpersonateForm",
            {
                "title": t("Impersonate User"),
                "dialog": {"title": t("Impersonate User")},
                "items": [
                    {
                        "field": "reason",
                        "hint": t("Reason for impersonating the user"),
                        "text": "Ticket 4411",
                    },
                    {"button": t("Cancel")},
                    {"button": t("Impersonate")},
                ],
            },
            [
                (t("Cancel"), False, []),
                (
                    t("Impersonate"),
                    False,
                    [req("POST", f"{u}/impersonate/", {"reason": "Ticket 4411"})],
                ),
            ],
        ),
        _entry(
            "opens-prompt",
            "UserViewPage",
            {
                "title": t("User {0}", USERNAME),
                "items": [
                    {"text": t("User Info")},
                    {"button": t("Edit User")},
                    {"button": t("Deactivate")},
                    {"button": t("Impersonate")},
                    {"button": t("Set password")},
                    {"button": t("Create recovery link")},
                    {"button": t("Email recovery link")},
                    {"tab": t("Sessions")},
                ],
            },
            [
                (t("Edit User"), False, []),
                (t("Deactivate"), False, [req("GET", f"{u}/used_by/")]),
                (t("Impersonate"), False, [req("GET", "/admin/settings/")]),
                (t("Set password"), False, []),
                (t("Create recovery link"), False, []),
                (t("Email recovery link"), False, []),
            ],
        ),
        _entry(
            "revoke",
            "UserActiveForm deactivate",
            modal(
                t("form.headline.deactivation", t("User")),
                [USERNAME],
                [t("Cancel"), t("form.submit.verb-entity", t("Deactivate"), t("User"))],
            ),
            [
                (t("Cancel"), False, []),
                (
                    t("form.submit.verb-entity", t("Deactivate"), t("User")),
                    True,
                    [req("PATCH", f"{u}/", {"is_active": False})],
                ),
            ],
        ),
        _entry(
            "reversible",
            "UserActiveForm activate",
            modal(
                t("form.headline.activation", t("User")),
                [USERNAME],
                [t("Cancel"), t("form.submit.verb-entity", t("Activate"), t("User"))],
            ),
            [
                (t("Cancel"), False, []),
                (
                    t("form.submit.verb-entity", t("Activate"), t("User")),
                    False,
                    [req("PATCH", f"{u}/", {"is_active": True})],
                ),
            ],
        ),
        _entry(
            "password",
            "UserPasswordForm",
            {
                "title": t("Update {0}'s password", USER_NAME),
                "dialog": {"title": t("Update {0}'s password", USER_NAME)},
                "items": [
                    {
                        "field": "password",
                        "hint": t("Type a new password..."),
                        "text": "••••••••••",
                    },
                    {"button": t("Cancel")},
                    {"button": t("Set Password")},
                ],
            },
            [
                (t("Cancel"), False, []),
                (
                    t("Set Password"),
                    True,
                    [req("POST", f"{u}/set_password/", {"password": "N3w-Passw0rd!"})],
                ),
            ],
        ),
        _entry(
            "reversible",
            "UserRecoveryLinkForm",
            {
                "title": t("Create recovery link"),
                "dialog": {"title": t("Create recovery link")},
                "items": [
                    {"text": t("Token duration")},
                    {"field": "tokenDuration", "text": "days=1"},
                    {"button": t("Cancel")},
                    {"button": t("Create link")},
                ],
            },
            [
                (t("Cancel"), False, []),
                (
                    t("Create link"),
                    False,
                    [req("POST", f"{u}/recovery/", {"token_duration": "days=1"})],
                ),
            ],
        ),
        _entry(
            "send",
            "UserResetEmailForm",
            {
                "title": t("Send recovery link to user"),
                "dialog": {"title": t("Send recovery link to user")},
                "items": [
                    {"text": t("Email stage")},
                    {"text": "default-recovery-email"},
                    {"text": t("Token duration")},
                    {"field": "tokenDuration", "text": "days=1"},
                    {"button": t("Cancel")},
                    {"button": t("Send link")},
                ],
            },
            [
                (t("Cancel"), False, []),
                (
                    t("Send link"),
                    True,
                    [
                        req(
                            "POST",
                            f"{u}/recovery_email/",
                            {"email_stage": STAGE, "token_duration": "days=1"},
                        )
                    ],
                ),
            ],
        ),
    ]
    out += delete_bulk(
        t,
        t("Session(s)"),
        "Firefox on Linux",
        "SessionList",
        "revoke",
        t("Sessions"),
        f"/core/authenticated_sessions/{SESSION}/",
    )
    out += delete_bulk(
        t,
        t("Device(s)"),
        "Authenticator app",
        "UserDevicesTable",
        "delete",
        t("MFA Authenticators"),
        f"/authenticators/admin/totp/{DEVICE}/",
    )
    out += delete_bulk(
        t,
        t("Token(s)"),
        TOKEN,
        "admin UserTokenList",
        "revoke",
        t("Tokens"),
        f"/core/tokens/{TOKEN}/",
    )
    out += delete_bulk(
        t,
        t("Consent(s)"),
        "Grafana",
        "UserConsentList",
        "revoke",
        t("Explicit Consent"),
        f"/core/user_consent/{CONSENT}/",
    )
    return out


def admin_screens(t: Any) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    out += delete_bulk(
        t,
        t("Group(s)"),
        "engineering",
        "GroupListPage",
        "delete",
        t("Groups"),
        f"/core/groups/{GROUP}/",
    )
    out += delete_bulk(
        t,
        t("Application(s)"),
        "Grafana",
        "ApplicationListPage",
        "delete",
        t("Applications"),
        f"/core/applications/{APP}/",
    )
    out.append(
        _entry(
            "opens-prompt",
            "ApplicationListPage toolbar",
            {
                "title": t("Applications"),
                "items": [{"button": t("New Application")}, {"button": t("Clear cache")}],
            },
            [
                (t("New Application"), False, []),
                (t("Clear cache"), False, []),
            ],
        )
    )
    out.append(
        _entry(
            "reversible",
            "ApplicationListPage clear cache",
            modal(
                t("Clear Application cache"),
                [],
                [t("Cancel"), t("Clear Cache")],
                t(
                    "Are you sure you want to clear the application cache? This will cause all "
                    "policies to be re-evaluated on their next usage."
                ),
            ),
            [
                (t("Cancel"), False, []),
                (t("Clear Cache"), False, [req("POST", "/policies/all/cache_clear/")]),
            ],
        )
    )
    out += delete_bulk(
        t,
        t("Provider(s)"),
        "Provider for Grafana",
        "ProviderListPage",
        "delete",
        t("Providers"),
        f"/providers/all/{PROVIDER}/",
    )
    out += delete_bulk(
        t,
        t("Token(s)"),
        "ak-outpost-api",
        "TokenListPage",
        "revoke",
        t("Tokens"),
        "/core/tokens/ak-outpost-api/",
    )
    out += delete_bulk(
        t, t("Flow(s)"), FLOW, "FlowListPage", "delete", t("Flows"), f"/flows/instances/{FLOW}/"
    )
    out.append(
        _entry(
            "reversible",
            "FlowListPage clear cache",
            modal(t("Clear Flow cache"), [], [t("Cancel"), t("Clear Cache")]),
            [
                (t("Cancel"), False, []),
                (t("Clear Cache"), False, [req("POST", "/flows/instances/cache_clear/")]),
            ],
        )
    )
    out += delete_bulk(
        t,
        t("Outpost(s)"),
        "ldap-outpost",
        "OutpostListPage",
        "delete",
        t("Outposts"),
        f"/outposts/instances/{OUTPOST}/",
    )
    out += delete_bulk(
        t,
        t("Brand(s)"),
        "auth.example.com",
        "BrandListPage",
        "delete",
        t("Brands"),
        f"/core/brands/{BRAND}/",
    )
    out += delete_bulk(
        t,
        t("Certificate-Key Pair"),
        "grafana-cert",
        "CertificateKeyPairListPage",
        "delete",
        t("Certificates"),
        f"/crypto/certificatekeypairs/{KEYPAIR}/",
    )
    return out


def settings_screens(t: Any) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = [
        _entry(
            "opens-prompt",
            "user UserTokenList toolbar",
            {
                "title": t("Tokens and App passwords"),
                "items": [{"button": t("New Token")}, {"button": t("New App Password")}],
            },
            [
                (t("New Token"), False, []),
                (t("New App Password"), False, []),
            ],
        ),
    ]
    out += delete_bulk(
        t,
        t("Device(s)"),
        "Authenticator app",
        "MFADevicesPage",
        "delete",
        t("MFA Devices"),
        f"/authenticators/totp/{DEVICE}/",
    )
    out += delete_bulk(
        t,
        t("Token(s)"),
        "nas-backup",
        "user UserTokenList",
        "revoke",
        t("Tokens and App passwords"),
        "/core/tokens/nas-backup/",
    )
    return out


def screens(t: Any) -> list[dict[str, Any]]:
    return [*user_screens(t), *admin_screens(t), *settings_screens(t)]
