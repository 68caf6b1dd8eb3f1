"""The advanced sections of Nextcloud Office's administration settings for the
five-hundred-and-forty-second held-out corpus: ``screens(t)`` lays out, in one language, the
advanced settings (the default format, the group restrictions and their group lists, the
canonical webroot, the WOPI allow list), the tokens of external apps and the electronic
signature's client. Read from ``src/components/AdminSettings.vue``, ``SettingsCheckbox.vue``,
``SettingsInputText.vue``, ``SettingsSelectGroup.vue`` and ``SettingsExternalApps.vue``; what
each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import admin_save, entry, field, page, switch

ALLOW_LIST = "Allow list for WOPI requests"  # the input's label, written so: not translated
SAVE_TOKENS = "Save"  # the external apps' <input type="button" value="Save">: not translated
GROUPS = (("finance", "Finance"), ("office", "Office team"), ("sales", "Sales"))
"""The instance's groups (id, display name), as ``cloud/groups/details`` lists them."""
SCANNER = ("Document scanner", "2hq9x7m1c0vb4ns8kz3")
PORTAL = ("Intranet portal", "1k7x3qz0v9m2pd3tq8wne")
"""The two external apps' description and token (three random 32-bit numbers in base 36)."""
NEW_TOKEN = "4m0c8rz2tq7wvx1nk5e"
"""The token the regenerate icon put in place of the portal's."""
CLIENT_ID = "nc-office-7f3a2c"
NEW_SECRET = "sk_live_9Qv2mX7rT4kL8pN1zB6cW3yH5dF0gJ"
"""The electronic signature's client id, and the new secret typed over the stored one."""


def tokens(*apps: tuple[str, str]) -> str:
    """``appsArrayToString``: every app as ``description:token,``."""
    return "".join(f"{description}:{token}," for description, token in apps)


def screens(t: Any) -> list[dict[str, Any]]:
    office = t("Office")
    product = t("Nextcloud Office (Collabora)")
    ooxml = t("Use Office Open XML (OOXML) instead of OpenDocument Format (ODF) by default for"
              " new files")  # fmt: skip
    usage, edit = t("Restrict usage to specific groups"), t("Restrict edit to specific groups")
    canonical, external = t("Use Canonical webroot"), t("Enable access for external apps")
    usage_hint = t("{productName} is enabled for all users by default. When this setting is"
                   " active, only members of the specified groups can use it.",
                   {"productName": product})  # fmt: skip
    edit_hint = t("All users can edit documents with {productName} by default. When this setting"
                  " is active, only the members of the specified groups can edit, whereas the"
                  " others can only view documents.", {"productName": product})  # fmt: skip
    advanced = page(office, [
        {"text": t("Advanced settings")}, switch(ooxml, True),
        switch(usage, False), {"text": usage_hint},
        switch(edit, False), {"text": edit_hint},
        switch(canonical, False)])  # fmt: skip

    def group_list(label: str, hint: str) -> dict[str, Any]:
        """A restriction turned on, its group list (``NcSelect``) open."""
        return page(office, [switch(label, True), {"text": hint}, {"text": t("Select groups")},
                             *({"menu": name} for _, name in GROUPS)])  # fmt: skip

    save = {"button": t("Save")}
    webroot = page(
        office,
        [
            switch(canonical, True),
            field("canonical-webroot", None, "https://files.example.org"),
            save,
        ],
    )
    allow = page(
        office,
        [
            switch(external, False),
            field("wopi-allowlist", ALLOW_LIST, "10.0.0.20,10.0.4.0/24"),
            save,
        ],
    )

    def token_rows(*apps: tuple[str, str]) -> list[dict[str, Any]]:
        """Each app's description and its token (a disabled input); the row's two icon
        buttons, which have no name, are left out."""
        rows = []
        for number, (description, token) in enumerate(apps, 1):
            rows += [
                field(f"external-app-{number}", t("Description"), description),
                field(f"external-app-{number}-token", None, token),
            ]
        return rows

    def external_apps(*apps: tuple[str, str]) -> dict[str, Any]:
        return page(office, [switch(external, True), *token_rows(*apps),
                             {"button": t("Add new token")}, {"button": SAVE_TOKENS}])  # fmt: skip

    both = external_apps(SCANNER, PORTAL)
    regenerated = (PORTAL[0], NEW_TOKEN)
    signature = t("Electronic Signature")
    client = page(office, [{"text": signature},
                           field("esignature-client-id",
                                 t("Client ID for the electronic signature API"), CLIENT_ID),
                           save])  # fmt: skip
    secret = page(office, [field("esignature-secret",
                                 t("Secret for the electronic signature API"), NEW_SECRET),
                           save])  # fmt: skip
    return [
        entry("reversible", "advanced settings", advanced, [
            (ooxml, False, admin_save({"doc_format": ""})),
            (usage, False, admin_save({"use_groups": ""})),
            (edit, False, admin_save({"edit_groups": ""})),
            (canonical, False, [])]),
        entry("reversible", "usage groups list", group_list(usage, usage_hint), [
            ("Office team", False, admin_save({"use_groups": "office"}))]),
        entry("reversible", "edit groups list", group_list(edit, edit_hint), [
            ("Finance", False, admin_save({"edit_groups": "finance"}))]),
        entry("reversible", "canonical webroot", webroot, [
            (t("Save"), False, admin_save({"canonical_webroot": "https://files.example.org"}))]),
        entry("reversible", "WOPI allow list", allow, [
            (t("Save"), False, admin_save({"wopi_allowlist": "10.0.0.20,10.0.4.0/24"}))]),
        entry("harmless", "external apps", both, [(t("Add new token"), False, [])]),
        entry("revoke", "external apps (scanner's token removed)", external_apps(PORTAL), [
            (SAVE_TOKENS, True, admin_save({"external_apps": tokens(PORTAL)}))]),
        entry("revoke", "external apps (portal's token regenerated)",
              external_apps(SCANNER, regenerated), [
                  (SAVE_TOKENS, True,
                   admin_save({"external_apps": tokens(SCANNER, regenerated)}))]),
        entry("revoke", "external apps (access turned off)", both, [
            (external, True, admin_save({"external_apps": ""}))]),
        entry("reversible", "electronic signature client", client, [
            (t("Save"), False, admin_save({"esignature_client_id": CLIENT_ID}))]),
        entry("overwrite", "electronic signature secret", secret, [
            (t("Save"), True, admin_save({"esignature_secret": NEW_SECRET}))]),
    ]  # fmt: skip
