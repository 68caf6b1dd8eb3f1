"""The personal settings of Nextcloud Office for the five-hundred-and-forty-second held-out
corpus: ``screens(t)`` lays out, in one language, the personal template folder and each block of
the document signing settings (the certificate, the private key, the CA chain). Read from
``src/components/PersonalSettings.vue`` and ``DocSigningField.vue``; what each action sends,
and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import entry, field, page, personal_save

FOLDER = "/Templates/Office"
"""The personal template folder the user chose."""


def pem(kind: str, line: str) -> str:
    """A PEM text of one base64 line (shortened), as pasted: its lines ended by newlines."""
    return f"-----BEGIN {kind}-----\n{line}\n-----END {kind}-----\n"


CERT = pem("CERTIFICATE", "MIIDazCCAlOgAwIBAgIUe3Fq8kR2vW5nT1xJ0cYb7mLdP4swDQYJKoZIhvcNAQEL")
KEY = pem("PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7Vq2LmX9tR4wK")
NEW_KEY = pem("PRIVATE KEY", "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQDN3xPq7Wc1vY8s")
CA = pem("CERTIFICATE", "MIIFYDCCA0igAwIBAgIQCgFCgAAAAUUjyES1AAAAAjANBgkqhkiG9w0BAQsFADBK")
"""The user's signing certificate, private key and CA chain (shortened PEM texts), and the new
key pasted over the stored one."""


def screens(t: Any) -> list[dict[str, Any]]:
    office = t("Office")
    product = t("Nextcloud Office (Collabora)")
    pick, reset = t("Select a personal template folder"), t("Remove personal template folder")
    folder = page(office, [
        {"text": product}, {"text": t("Personal Settings for Nextcloud Office (Collabora)")},
        field("template-folder", t("Select a template directory"), FOLDER),
        {"icon": pick}, {"icon": reset},
        {"text": t("Templates inside of this directory will be added to the template selector"
                   " of Nextcloud Office (Collabora).")}])  # fmt: skip
    save, remove = t("Save"), t("Remove")
    labels = {"Cert": t("Enter document signing cert (in PEM format)"),
              "Key": t("Enter document signing key"),
              "Ca": t("Enter document signing CA chain")}  # fmt: skip

    def block(kind: str, text: str, heading: bool = False) -> dict[str, Any]:
        """One ``DocSigningField``: its text area (labelled), Save, and the Remove icon."""
        top = [{"text": t("Document signing")}] if heading else []
        return page(office, [*top, field(f"document-signing-{kind.lower()}", labels[kind], text),
                             {"button": save}, {"icon": remove}])  # fmt: skip

    def sent(kind: str, value: str) -> list[Any]:
        return personal_save({f"documentSigning{kind}Input": value})

    return [
        entry("opens-prompt", "template folder", folder, [(pick, False, [])]),
        entry("reversible", "template folder (reset)", folder, [
            (reset, False, personal_save({"templateFolder": ""}))]),
        entry("reversible", "signing certificate (first one pasted)", block("Cert", CERT, True), [
            (save, False, sent("Cert", CERT))]),
        entry("delete", "signing certificate", block("Cert", CERT, True), [
            (remove, True, sent("Cert", ""))]),
        entry("overwrite", "signing key (new key pasted)", block("Key", NEW_KEY), [
            (save, True, sent("Key", NEW_KEY))]),
        entry("delete", "signing key", block("Key", KEY), [(remove, True, sent("Key", ""))]),
        entry("delete", "signing CA chain", block("Ca", CA), [(remove, True, sent("Ca", ""))]),
    ]  # fmt: skip
