"""LNbits's extension screens for the five-hundred-and-twenty-ninth held-out corpus, of the super
user, Mara (``pages/extensions.vue``): the manage dialog of an extension not installed, with
one release opened, the uninstall dialog of an installed one and the dialog that removes its
data. ``screens(t)`` lays them out in one language."""

from __future__ import annotations

from typing import Any

from screens import api, dialog, entry

# The default manifest (settings.lnbits_extensions_manifests): an explicit release's
# source_repo is the manifest's URL.
MANIFEST = "https://raw.githubusercontent.com/lnbits/lnbits-extensions/main/extensions.json"
INSTALLED = "tpos"  # installed and active, with database tables
NEW, NEW_VERSION = "satspay", "1.1.0"
NEW_ARCHIVE = f"https://github.com/lnbits/satspay/archive/refs/tags/v{NEW_VERSION}.zip"
NEW_RELEASE = "Create onchain and LN charges"  # the release's description, its row's label


def screens(t: Any) -> list[dict[str, Any]]:
    manage = dialog([
        {"tab": t("releases")}, {"text": t("repository")}, {"text": MANIFEST},
        {"row": NEW_RELEASE}, {"text": NEW_VERSION}, {"button": t("install")},
        {"link": t("release_notes")}, {"button": t("close")}])  # fmt: skip
    uninstall = dialog([
        {"text": t("extension_uninstall_warning")}, {"text": t("confirm_continue")},
        {"switch": "Cleanup database tables", "checked": True},
        {"button": t("uninstall_confirm")}, {"button": t("cancel")}], t("warning"))  # fmt: skip
    drop = dialog([
        {"text": t("extension_db_drop_warning")},
        {"field": "extension_id", "hint": INSTALLED, "text": INSTALLED},
        {"text": t("confirm_continue")}, {"button": t("confirm")},
        {"button": t("cancel")}], t("warning"))  # fmt: skip
    # installExtension: the release (a free one: no payment hash, Quasar's LocalStorage
    # gives null for the pay link it never stored), then toggleExtension of the listed
    # extension, active as one never deactivated is.
    release = {"ext_id": NEW, "archive": NEW_ARCHIVE, "source_repo": MANIFEST,
               "payment_hash": None, "version": NEW_VERSION}  # fmt: skip
    return [
        entry("install", "manage dialog install release", manage, [
            (t("install"), True, [api("POST", "/api/v1/extension", release),
                                  api("PUT", f"/api/v1/extension/{NEW}/activate")])]),
        entry("uninstall", "uninstall dialog", uninstall, [
            (t("uninstall_confirm"), True, [api("DELETE", f"/api/v1/extension/{INSTALLED}")]),
            (t("cancel"), False, [])]),
        entry("delete", "remove data dialog", drop, [
            (t("confirm"), True, [api("DELETE", f"/api/v1/extension/{INSTALLED}/db")]),
            (t("cancel"), False, [])]),
    ]  # fmt: skip
