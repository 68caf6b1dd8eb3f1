"""LibreSign's administration for the five-hundred-and-twenty-sixth held-out corpus:
``screens(t)`` lays out, in one language, an administrator's navigation, the root
certificate's section of the settings with the confirmation and the form that regenerate it,
the Dependencies section, the certificate revocation list with the revocation of an account's
certificate and of the root, and the list of identification documents to validate. What each
action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

from screens import OCS, call, dialog, entry, page, query

CN = "Example Co-op"  # the root certificate's common name
CONFIG_PATH = "/var/www/html/data/appdata_ocm2x7qk4v/libresign/openssl_config"
REQUEST_TOKEN = "q7PzW1mB4cN9vR2tK6yH8sJ0dF3gL5xE+aUo=:Xk2Lm9Pq4Rt7Vw1Yz3Ab6Cd8Ef0Gh2Ij"  # made up
LEAF = ("Jonas Berg", "5A3F9C21D04E7B68")  # an account's certificate, issued
REVOKED = ("Li Wei", "3C81E6F0A97B2D45")  # an account's certificate, revoked before
ROOT = (CN, "1F04A9E3C7B25D80")  # the root certificate authority, issued
ROOT_REASON = "Replaced by the 2026 root"
ID_DOC_NODE = 8841  # the node id of Dana Whitfield's identification document


def crl_list(sort_by: str = "revoked_at", order: str = "DESC") -> str:
    """``loadEntries()``: the first page of the list, in the saved sort order."""
    params = [("page", 1), ("length", 50), ("sortBy", sort_by), ("sortOrder", order)]
    return call("GET", f"/crl/list?{query(params)}")


def screens(t: Any) -> list[dict[str, Any]]:
    nav = page([{"link": t("Request")}, {"link": t("Files")}, {"link": t("Validate")},
                {"link": t("Documents Validation")}, {"link": t("CRL Management")}])  # fmt: skip
    files = [("details", False), ("sortBy", "created_at"), ("sortDirection", "desc")]
    section = t("Root certificate data")
    generated = page([
        {"text": section}, {"text": t("Common Name (CN)")}, {"text": CN},
        {"text": t("Config path")}, {"text": CONFIG_PATH},
        {"button": t("Regenerate root certificate")}])  # fmt: skip
    regenerate = dialog(t("Confirm"), t("Regenerate root certificate will invalidate all "
                                        "signatures keys. Do you confirm this action?"),
                        [{"button": t("Yes")}, {"button": t("No")}])  # fmt: skip
    form = page([
        {"text": section}, {"text": t("Common Name (CN)")},
        {"field": "commonName",
         "hint": t("Full name of the main company or main person of this instance"),
         "text": CN},
        {"text": t("Optional attributes")}, {"button": t("Select a certificate field")},
        {"switch": t("Include certificate policy"), "checked": False},
        {"switch": t("Define custom values to use {engine}", {"engine": "OpenSSL"}),
         "checked": False},
        {"button": t("Generate root certificate")}])  # fmt: skip
    root_data = {"rootCert": {"commonName": CN, "names": []}, "configPath": ""}
    dependencies = page([
        {"text": t("Dependencies")},
        {"text": t("Binaries required to work. Download size could be nearly {size}, please"
                   " wait a moment.", {"size": "186MB"})},
        {"button": t("Download binaries")}])  # fmt: skip
    install = f"GET {OCS}/admin/install-and-validate?requesttoken={quote(REQUEST_TOKEN, safe='')}"
    headers = [{"icon": t("Filters")}, {"button": t("Owner")}, {"button": t("Serial Number")},
               {"text": t("Type")}, {"button": t("Status")}, {"button": t("Engine")},
               {"button": t("Issued At")}, {"button": t("Valid To")},
               {"button": t("Revoked At")}, {"button": t("Reason")}, {"text": t("Comment")},
               {"text": t("Actions")}]  # fmt: skip
    # Dates are the browser's toLocaleString() and left out; a status is the server's word.
    crl = page([*headers,
                {"text": LEAF[0]}, {"text": LEAF[1]}, {"text": t("Account")},
                {"text": "issued"}, {"text": "openssl"}, {"button": t("Revoke")},
                {"text": REVOKED[0]}, {"text": REVOKED[1]}, {"text": t("Account")},
                {"text": "revoked"}, {"text": "openssl"},
                {"text": t("Affiliation Changed")}])  # fmt: skip
    cannot_undo = t("This action cannot be undone. The certificate will be permanently revoked.")

    def about(owner: str, serial: str, root: bool) -> list[dict[str, Any]]:
        lines = [{"text": f"{t('Serial Number:')} {serial}"}, {"text": f"{t('Owner:')} {owner}"}]
        if root:
            lines.append({"text": f"{t('Type:')} {t('Root Certificate (CA)')}"})
        return lines

    def revoke(owner: str, serial: str, reason: str, text: str, root: bool) -> dict[str, Any]:
        warning = [{"text": t("WARNING: This is a CERTIFICATE AUTHORITY! Revoking it will"
                              " affect the certificate chain and may invalidate certificates"
                              " issued by this CA.")}] if root else []  # fmt: skip
        return dialog(t("Revoke Certificate"), cannot_undo, [
            *warning, *about(owner, serial, root),
            {"field": "reason", "hint": t("Revocation Reason"), "text": reason},
            {"field": "reason-text", "hint": t("Reason Description (optional)"), "text": text},
            {"button": t("Cancel")}, {"button": t("Revoke Certificate")}])  # fmt: skip

    ca_warning = dialog(t("Warning: Certificate Authority"),
                        t("You are about to revoke a {type} CERTIFICATE AUTHORITY. This is a"
                          " critical operation that may invalidate certificates issued by"
                          " this CA.", {"type": "ROOT"}),
                        [*about(*ROOT, root=True),
                         {"text": t("Are you absolutely sure you want to proceed?")},
                         {"button": t("Cancel")}, {"button": t("Yes, revoke CA")}])  # fmt: skip
    id_docs = page([
        {"icon": t("Filters")}, {"button": t("Owner")}, {"button": t("Type")},
        {"button": t("Status")}, {"text": t("Approved by")}, {"text": t("Actions")},
        {"text": "Dana Whitfield"}, {"text": t("Identification Document")},
        {"text": t("Ready to sign")}, {"text": "-"}, {"button": t("Open file")},
        {"button": t("Sign")}, {"button": t("Delete")}])  # fmt: skip
    return [
        entry(
            "harmless",
            "navigation",
            nav,
            [
                (t("CRL Management"), False, [crl_list()]),
                (t("Files"), False, [call("GET", f"/file/list?{query(files)}")]),
            ],
        ),
        entry(
            "opens-prompt",
            "root certificate section",
            generated,
            [(t("Regenerate root certificate"), False, [])],
        ),
        entry(
            "opens-prompt",
            "regenerate root certificate confirmation",
            regenerate,
            [(t("Yes"), False, []), (t("No"), False, [])],
        ),
        entry(
            "reset",
            "root certificate form",
            form,
            [
                (
                    t("Generate root certificate"),
                    True,
                    [
                        call("POST", "/admin/certificate/openssl", root_data),
                        call("GET", "/admin/configure-check"),
                    ],
                ),
                (t("Include certificate policy"), False, []),
            ],
        ),
        entry(
            "install",
            "dependencies section",
            dependencies,
            [(t("Download binaries"), True, [install])],
        ),
        entry("opens-prompt", "certificate revocation list", crl, [(t("Revoke"), False, [])]),
        entry(
            "harmless",
            "certificate revocation list (sort)",
            crl,
            [
                (
                    t("Owner"),
                    False,
                    [
                        call(
                            "PUT",
                            "/account/config/crl_sort",
                            {"value": {"sortBy": "owner", "sortOrder": "DESC"}},
                        ),
                        crl_list("owner"),
                    ],
                )
            ],
        ),
        entry(
            "revoke",
            "revoke certificate dialog",
            revoke(*LEAF, t("Unspecified"), "", root=False),
            [
                (
                    t("Revoke Certificate"),
                    True,
                    [
                        call(
                            "POST",
                            "/crl/revoke",
                            {"serialNumber": LEAF[1], "reasonCode": 0, "reasonText": None},
                        ),
                        crl_list(),
                    ],
                ),
                (t("Cancel"), False, []),
            ],
        ),
        entry(
            "opens-prompt",
            "certificate authority warning",
            ca_warning,
            [(t("Yes, revoke CA"), False, []), (t("Cancel"), False, [])],
        ),
        entry(
            "revoke",
            "revoke root certificate dialog",
            revoke(*ROOT, t("Superseded"), ROOT_REASON, root=True),
            [
                (
                    t("Revoke Certificate"),
                    True,
                    [
                        call(
                            "POST",
                            "/crl/revoke",
                            {"serialNumber": ROOT[1], "reasonCode": 4, "reasonText": ROOT_REASON},
                        ),
                        crl_list(),
                    ],
                ),
                (t("Cancel"), False, []),
            ],
        ),
        entry(
            "delete",
            "identification documents to validate",
            id_docs,
            [
                (
                    t("Delete"),
                    True,
                    [
                        call("DELETE", f"/id-docs/{ID_DOC_NODE}"),
                        call("GET", "/id-docs/approval/list?page=1&length=50"),
                    ],
                )
            ],
        ),
    ]
