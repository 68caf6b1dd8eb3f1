"""A provider's settings dialog of SSO & SAML authentication for the five-hundred-and-fifty-second
held-out corpus: ``screens(t)`` lays out, in one language, the parts of the dialog in view (its
general settings, the service provider's data and the list of name ID formats, the identity
provider's data, the attribute mapping, the security settings, the user filtering), each with
the dialog's action buttons, before and after an edit. Read from
``src/components/ProviderSettingsDialog.vue``, ``ProviderGeneralSection.vue``,
``lib/Settings/Admin.php`` (the fields' words) and ``lib/Controller/SettingsController.php``
(the order of the settings the dialog is given); what each action sends, and why it is labelled
so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import APP, entry, field, link, pem, save_provider, section, switch

KEYCLOAK = 1
"""The provider whose dialog is open, named Keycloak."""
PARTNER = 4
"""The provider registered from the list, without settings until its dialog is saved."""
SP_CERT = pem("CERTIFICATE", "MIIDXTCCAkWgAwIBAgIJAOb3q9ZtK1hXMA0GCSqGSIb3DQEBCwUAMEUxCzAJBgNV")
SP_KEY = pem("PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQDQ4mTz9Wc7hLbN")
NEW_CERT = pem("CERTIFICATE", "MIIDYzCCAkugAwIBAgIUQ7kLm2XzW4cJpV0rT8nF1aBdE6swDQYJKoZIhvcNAQEL")
NEW_KEY = pem("PRIVATE KEY", "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQC5n0Hq8Yv2KxTe")
"""The service provider's certificate and private key (shortened PEM texts), and the new
pair pasted over them."""
PARTNER_CERT = pem("CERTIFICATE", "MIIDbjCCAlagAwIBAgIUf2Rk9TqWm3Lx8vY1cZ0pB4nHs7EwDQYJKoZIhvcN")
PARTNER_KEY = pem("PRIVATE KEY", "MIIEvAIBADANBgkqhkiG9w0BAQEFAASCBKYwggSiAgEAAoIBAQCx7Tj3Kq9Wm1Rc")
"""The pair pasted into the new provider's empty fields."""
IDP_CERT = "MIICnzCCAYcCBgGQx2m7ZTANBgkqhkiG9w0BAQsFADATMREwDwYDVQQDDAhzdGFmZjAe"
"""Keycloak's signing certificate as its realm page gives it (base64, shortened)."""
PARTNER_IDP_CERT = "MIIDMDCCAhigAwIBAgIVAKr4n2Wq8YtJ0cFzK5mXo3LdT1hBMA0GCSqGSIb3DQEBCwUA"
KEYCLOAK_IDP = {
    "entityId": "https://sso.example.org/realms/staff",
    "ssoUrl": "https://sso.example.org/realms/staff/protocol/saml",
    "sloUrl": "https://sso.example.org/realms/staff/protocol/saml",
    "sloResponseUrl": "",
    "x509cert": IDP_CERT,
    "passthroughParameters": "",
}
"""Keycloak's identity provider data (the dialog's ``draftIdp``)."""
MOVED = "https://login.example.org/realms/staff/protocol/saml"
"""The new address of Keycloak's sign-on service, typed over the old one."""
PARTNER_IDP = {
    "entityId": "https://idp.partner.example.edu/idp/shibboleth",
    "ssoUrl": "https://idp.partner.example.edu/idp/profile/SAML2/Redirect/SSO",
    "sloUrl": "",
    "sloResponseUrl": "",
    "x509cert": PARTNER_IDP_CERT,
    "passthroughParameters": "",
}
IDP_FIELDS = {
    "entityId": ("user-saml-entityId", "Identifier of the IdP entity (must be a URI)"),
    "ssoUrl": ("user-saml-singleSignOnService-url",
               "URL Target of the IdP where the SP will send the Authentication Request Message"),
    "sloUrl": ("user-saml-singleLogoutService-url",
               "URL Location of the IdP where the SP will send the SLO Request"),
    "sloResponseUrl": ("user-saml-singleLogoutService-responseUrl",
                       "URL Location of the IDP's SLO Response"),
    "x509cert": ("user-saml-x509cert", "Public X.509 certificate of the IdP"),
    "passthroughParameters": ("user-saml-passthroughParameters",
                              "Request parameters to pass-through to IdP (comma separated list)"),
}  # fmt: skip
"""The identity provider's inputs, in the dialog's order: their ids and labels."""
NAME_ID_FORMATS = ("Email address", "Encrypted", "Entity", "Kerberos", "Persistent", "Transient",
                   "Unspecified", "Windows domain qualified name", "X509 subject name")  # fmt: skip
"""``Admin.php``'s name ID formats, in its order (the select's options)."""
OFFERED = {
    "nameIdEncrypted": "Indicates that the nameID of the <samlp:logoutRequest> sent by this SP "
    "will be encrypted.",
    "authnRequestsSigned": "Indicates whether the <samlp:AuthnRequest> messages sent by this SP "
    "will be signed. [Metadata of the SP will offer this info]",
    "logoutRequestSigned": "Indicates whether the  <samlp:logoutRequest> messages sent by this SP "
    "will be signed.",
    "logoutResponseSigned": "Indicates whether the  <samlp:logoutResponse> messages sent by this "
    "SP will be signed.",
    "signMetadata": "Whether the metadata should be signed.",
}
REQUIRED = {
    "wantMessagesSigned": "Indicates a requirement for the <samlp:Response>, "
    "<samlp:LogoutRequest> and <samlp:LogoutResponse> elements received by this SP to be signed.",
    "wantAssertionsSigned": "Indicates a requirement for the <saml:Assertion> elements received "
    "by this SP to be signed. [Metadata of the SP will offer this info]",
    "wantAssertionsEncrypted": "Indicates a requirement for the <saml:Assertion> elements "
    "received by this SP to be encrypted.",
    "wantNameId": " Indicates a requirement for the NameID element on the SAMLResponse received "
    "by this SP to be present.",
    "wantNameIdEncrypted": "Indicates a requirement for the NameID received by this SP to be "
    "encrypted.",
    "wantXMLValidation": "Indicates if the SP will validate all received XML.",
}
"""The security switches ``Admin.php`` offers and requires, in its order, by key."""
MAPPING = {
    "displayName_mapping": "Attribute to map the displayname to.",
    "email_mapping": "Attribute to map the email address to.",
    "quota_mapping": "Attribute to map the quota to.",
    "home_mapping": "Attribute to map the users home to.",
    "group_mapping": "Attribute to map the users groups to.",
    "mfa_mapping": "Attribute to map the users MFA login status",
    "user_id_ldap_mapping": "Attribute to map the users to an existing LDAP user",
}
"""The attribute mapping's inputs (the group prefix's label, with its default, comes last)."""


def actions(t: Any) -> list[dict[str, Any]]:
    """The dialog's action buttons (Cancel changes and Save changes disabled until an edit)."""
    return [{"button": t("Cancel changes")}, {"button": t("Download metadata XML")},
            {"button": t("Save changes")}]  # fmt: skip


def configure(t: Any, name: str, body: list[dict[str, Any]]) -> dict[str, Any]:
    """The dialog titled by the provider's name over the section, the part ``body`` in view."""
    return {"title": section(t), "dialog": {"title": t("Configure: {name}", {"name": name})},
            "items": [*body, *actions(t)]}  # fmt: skip


def general(t: Any, uid: str, name: str, post: bool) -> list[dict[str, Any]]:
    """The General section (``ProviderGeneralSection`` of type ``saml``): the UID attribute,
    the display name, the POST switch with its warning, and, through the template's
    precedence of ``||``, the global login form switch as well."""
    return [
        {"text": t("General")},
        field("user-saml-general-uid_mapping", t("Attribute to map the UID to."), uid),
        field("user-saml-general-idp0_display_name",
              t('Optional display name of the identity provider (default: "SSO & SAML log in")'),
              name),
        switch(t("Use POST method for SAML request (default: GET)"), post),
        {"text": t("This feature might not work with all identity providers. Use only if your "
                   "IdP specifically requires POST binding for SAML requests.")},
        switch(t("Use normal Nextcloud login form"), False)]  # fmt: skip


def service_provider(t: Any, cert: str, key: str) -> list[dict[str, Any]]:
    """The Service Provider Data section: the name ID format's select (a button named by the
    format it shows), the certificate and private key (text areas) and the entity ID."""
    return [
        {"text": t("Service Provider Data")},
        {"text": t("If your Service Provider should use certificates you can optionally specify "
                   "them here.")},
        {"text": t("Name ID format")}, {"button": t("Unspecified")},
        field("user-saml-x509cert", t("X.509 certificate of the Service Provider"), cert),
        field("user-saml-privateKey", t("Private key of the Service Provider"), key),
        field("user-saml-entityId", t("Service Provider Entity ID (optional)"))]  # fmt: skip


def identity_provider(t: Any, idp: dict[str, str]) -> list[dict[str, Any]]:
    """The Identity Provider Data section."""
    return [{"text": t("Identity Provider Data")}] + [
        field(rid, t(label), idp[key]) for key, (rid, label) in IDP_FIELDS.items()
    ]


def security(t: Any, on: set[str]) -> list[dict[str, Any]]:
    """The security settings' switches offered and required (the switches ``on`` checked);
    the server's words keep their leading space, which the page does not show."""
    offered = [switch(t(text).strip(), key in on) for key, text in OFFERED.items()]
    required = [switch(t(text).strip(), key in on) for key, text in REQUIRED.items()]
    return [
        {"text": t("Security settings")},
        {"text": t("For increased security we recommend enabling the following settings if "
                   "supported by your environment.")},
        {"text": t("Signatures and encryption offered")}, *offered,
        {"text": t("Signatures and encryption required")}, *required]  # fmt: skip


def attribute_mapping(t: Any, values: dict[str, str]) -> list[dict[str, Any]]:
    """The Attribute mapping section."""
    fields = [field(f"user-saml-{key}", t(label), values.get(key, ""))
              for key, label in MAPPING.items()]  # fmt: skip
    prefix = t("Group Mapping Prefix, default: %s", ["SAML_"])
    return [
        {"text": t("Attribute mapping")},
        {"text": t("If you want to optionally map attributes to the user you can configure "
                   "these here.")},
        *fields, field("user-saml-group_mapping_prefix", prefix)]  # fmt: skip


def user_filter(t: Any, reject: str) -> list[dict[str, Any]]:
    """The User filtering section, then the metadata's check below it."""
    return [
        {"text": t("User filtering")},
        {"text": t("If you want to optionally restrict user login depending on user data, "
                   "configure it here.")},
        field("user-saml-reject_groups", t("Reject members of these groups. This setting has "
                                           "precedence over required memberships."), reject),
        field("user-saml-require_groups", t("Require membership in these groups, if any.")),
        {"text": t("Metadata valid")}]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    save, cancel = t("Save changes"), t("Cancel changes")
    download = t("Download metadata XML")
    top = configure(t, "Keycloak", general(t, "username", "Keycloak", True))
    sp = configure(t, "Keycloak", service_provider(t, SP_CERT, SP_KEY))
    formats = configure(
        t,
        "Keycloak",
        [{"text": t("Name ID format")}, *({"menu": t(label)} for label in NAME_ID_FORMATS)],
    )
    offered = configure(t, "Keycloak", security(t, set()))
    signed = configure(t, "Keycloak", security(t, {"authnRequestsSigned", "wantAssertionsSigned"}))
    moved = configure(t, "Keycloak", identity_provider(t, {**KEYCLOAK_IDP, "ssoUrl": MOVED}))
    renamed = configure(t, "Keycloak", general(t, "username", "Staff login", True))
    rejected = configure(t, "Keycloak", user_filter(t, "Contractors"))
    mapped = configure(
        t,
        "Keycloak",
        attribute_mapping(
            t,
            {
                "displayName_mapping": "displayName",
                "email_mapping": "email",
                "group_mapping": "groups",
            },
        ),
    )
    new_key = configure(t, "Keycloak", service_provider(t, SP_CERT, NEW_KEY))
    new_pair = configure(t, "Keycloak", service_provider(t, NEW_CERT, NEW_KEY))
    no_key = configure(t, "Keycloak", service_provider(t, SP_CERT, ""))
    fresh = t("Provider {id}", {"id": str(PARTNER)})
    entered = configure(
        t,
        fresh,
        [*general(t, "uid", "Partner university", False), *identity_provider(t, PARTNER_IDP)],
    )
    first_pair = configure(t, "Partner university", service_provider(t, PARTNER_CERT, PARTNER_KEY))

    def keycloak(configs: dict[str, str]) -> list[Any]:
        return save_provider(KEYCLOAK, configs)

    return [
        entry("harmless", "provider dialog", top, [
            (download, False, [link(f"{APP}/saml/metadata?idp={KEYCLOAK}")])]),
        entry("reversible", "provider dialog (general switches)", top, [
            (t("Use POST method for SAML request (default: GET)"), False, []),
            (t("Use normal Nextcloud login form"), False, [])]),
        entry("opens-prompt", "provider dialog (service provider data)", sp, [
            (t("Unspecified"), False, [])]),
        entry("reversible", "provider dialog (name ID formats)", formats, [
            (t("Persistent"), False, []), (t("Email address"), False, [])]),
        entry("reversible", "provider dialog (security switches)", offered, [
            (t(OFFERED["authnRequestsSigned"]).strip(), False, []),
            (t(OFFERED["signMetadata"]).strip(), False, [])]),
        entry("reversible", "provider dialog (sign-on address changed)", moved, [
            (save, False, keycloak({"idp-singleSignOnService.url": MOVED})),
            (cancel, False, [])]),
        entry("reversible", "provider dialog (display name changed)", renamed, [
            (save, False, keycloak({"general-idp0_display_name": "Staff login"})),
            (cancel, False, [])]),
        entry("reversible", "provider dialog (signatures turned on)", signed, [
            (save, False, keycloak({"security-authnRequestsSigned": "1",
                                    "security-wantAssertionsSigned": "1"})),
            (cancel, False, [])]),
        entry("reversible", "provider dialog (a group rejected)", rejected, [
            (save, False, keycloak({"saml-user-filter-reject_groups": "Contractors"})),
            (cancel, False, [])]),
        entry("reversible", "provider dialog (attributes mapped)", mapped, [
            (save, False, keycloak({"saml-attribute-mapping-email_mapping": "email",
                                    "saml-attribute-mapping-group_mapping": "groups"})),
            (cancel, False, [])]),
        entry("overwrite", "provider dialog (new private key pasted)", new_key, [
            (save, True, keycloak({"sp-privateKey": NEW_KEY})), (cancel, False, [])]),
        entry("overwrite", "provider dialog (new key and certificate pasted)", new_pair, [
            (save, True, keycloak({"sp-x509cert": NEW_CERT, "sp-privateKey": NEW_KEY})),
            (cancel, False, [])]),
        entry("delete", "provider dialog (private key cleared)", no_key, [
            (save, True, keycloak({"sp-privateKey": ""})), (cancel, False, [])]),
        entry("reversible", "new provider dialog (identity provider entered)", entered, [
            (save, False, save_provider(PARTNER, {
                "general-uid_mapping": "uid", "general-idp0_display_name": "Partner university",
                "idp-entityId": PARTNER_IDP["entityId"],
                "idp-singleSignOnService.url": PARTNER_IDP["ssoUrl"],
                "idp-x509cert": PARTNER_IDP_CERT}))]),
        entry("reversible", "new provider dialog (first key pasted)", first_pair, [
            (save, False, save_provider(PARTNER, {"sp-x509cert": PARTNER_CERT,
                                                  "sp-privateKey": PARTNER_KEY}))]),
    ]  # fmt: skip
