"""WireGuard's screens (``com.wireguard.android``, a VPN client that imports and toggles
tunnels), strings from ``t(name)``, read from ``ui/src/main/res/values*/strings.xml``.

Read from the code (``ui/src/main/java/com/wireguard/android`` and ``ui/src/main/res``):
``fragment/TunnelListFragment.kt`` with ``layout/tunnel_list_fragment.xml``,
``layout/tunnel_list_item.xml`` and ``menu/main_activity.xml`` (the tunnel list: the
toolbar's Settings, each tunnel's name and its ``tunnel_switch``, which brings the tunnel
up or down, and the ``create_fab`` button, which has no label and only opens
``AddTunnelsSheet`` with ``layout/add_tunnels_bottom_sheet.xml``: "Import from file or
archive", which opens the system's file picker, "Scan from QR code", which opens the camera
scanner, and "Create from scratch", which opens the editor; outside Google Play, the
``updater/SnackbarUpdateShower.kt`` snackbar "An application update is available. Please
update now." with "Download & Update", which downloads the new APK and installs it,
``Updater``); the list's action mode with
``menu/tunnel_list_action_mode.xml`` (headed "1 tunnel selected" or "3 tunnels selected",
``delete_title``: "Select all", which only checks every tunnel, and Delete, which deletes
the checked tunnels and their configurations at once, ``deleteAsync``, with no prompt and no
undo, "Successfully deleted 3 tunnels"); ``fragment/ConfigNamingDialogFragment.kt`` (a
scanned QR code: "Import Tunnel from QR Code", the "Tunnel Name" field, Cancel and "Create
Tunnel", which adds the tunnel to the list); ``fragment/TunnelDetailFragment.kt`` with
``menu/tunnel_detail.xml`` (a tunnel's page: Edit, which opens the editor, and the tunnel's
switch); ``fragment/TunnelEditorFragment.kt`` with ``menu/config_editor.xml`` and
``layout/tunnel_editor_fragment.xml`` (the editor: Save, which writes the edited
configuration, the interface's fields, the applications row, which opens
``AppListDialogFragment``, and "Add peer", which adds an empty peer to the form);
``fragment/AppListDialogFragment.kt`` (the applications dialog: the Exclude and "Include
only" tabs, the apps, "Toggle All", which checks or unchecks every app, Cancel, and the
positive button, "Exclude 2 apps", which only sets the editor's list); ``xml/
preferences.xml`` with ``preference/ZipExporterPreference.kt`` (Settings: "Restore on
boot", "Use dark theme", "Allow multiple simultaneous tunnels" and "Allow remote control
apps", each a checkbox set back from the same row, and "Export tunnels to zip file", which
writes a zip of the tunnels' configurations to Downloads). The dialogs are
``MaterialAlertDialogBuilder`` dialogs whose buttons carry the platform's ids.
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

TUNNEL, OTHERS = "home", ["office", "mullvad-se4", "travel"]
APPS = ["Firefox", "Signal", "Google Play Store"]


def screens(t: Any) -> list[dict[str, Any]]:
    return tunnels(t) + selected(t) + adding(t) + detail(t) + settings(t)


def tunnels(t: Any) -> list[dict[str, Any]]:
    home = page(t("app_name"), {"icon": t("settings")}, {"text": TUNNEL},
                {"switch": "", "rid": "tunnel_switch"},
                {"button": "", "rid": "create_fab"})  # fmt: skip
    where = "wireguard TunnelListFragment (one tunnel)"
    return [
        entry("reversible", where, home, [("tunnel_switch", False)]),
        entry("harmless", where, home, [("create_fab", False), (t("settings"), False)]),
        entry(
            "install",
            "wireguard SnackbarUpdateShower (an update is available)",
            page(
                t("app_name"),
                {"icon": t("settings")},
                {"text": TUNNEL},
                {"switch": "", "rid": "tunnel_switch"},
                {"text": t("updater_avalable")},
                {"button": t("updater_action")},
            ),
            [(t("updater_action"), True)],
        ),
    ]


def selected(t: Any) -> list[dict[str, Any]]:
    def bar(count: int) -> dict[str, Any]:
        rows = [{"text": name} for name in [TUNNEL, *OTHERS]]
        return page(t(f"delete_title#{count}"), {"icon": t("select_all")},
                    {"icon": t("delete")}, *rows)  # fmt: skip

    where = "wireguard TunnelListFragment.ActionModeListener"
    return [
        entry("delete", f"{where} (one tunnel checked)", bar(1), [(t("delete"), True)]),
        entry("delete", f"{where} (three tunnels checked)", bar(3), [(t("delete"), True)]),
        entry("harmless", f"{where} (Select all)", bar(1), [(t("select_all"), False)]),
    ]


def adding(t: Any) -> list[dict[str, Any]]:
    options = [t("create_from_file"), t("create_from_qr_code"), t("create_empty")]
    create = [(t("cancel"), NEGATIVE, None), (t("create_tunnel"), POSITIVE, False)]
    back = [(t("cancel"), NEGATIVE, False), (t("create_tunnel"), POSITIVE, None)]
    field = ({"field": t("tunnel_name")},)
    where = "wireguard ConfigNamingDialogFragment"
    return [
        menu("harmless", "wireguard AddTunnelsSheet", t("app_name"), options,
             [(t("create_from_file"), False), (t("create_from_qr_code"), False),
              (t("create_empty"), False)]),
        dialog("reversible", where, t("app_name"), t("import_from_qr_code"), None, create,
               field),
        dialog("harmless", f"{where} (Cancel)", t("app_name"), t("import_from_qr_code"), None,
               back, field),
    ]  # fmt: skip


def detail(t: Any) -> list[dict[str, Any]]:
    shown = page(TUNNEL, {"icon": t("edit")}, {"text": t("interface_title")},
                 {"switch": "", "rid": "tunnel_switch"}, {"text": t("name")},
                 {"text": TUNNEL}, {"text": t("public_key")}, {"text": t("peer")})  # fmt: skip
    editor = page(TUNNEL, {"icon": t("save")}, {"text": t("interface_title")},
                  {"field": t("name"), "text": TUNNEL}, {"field": t("private_key")},
                  {"field": t("addresses")}, {"field": t("dns_servers")},
                  {"button": t("all_applications")}, {"text": t("peer")},
                  {"field": t("endpoint")}, {"field": t("allowed_ips")},
                  {"button": t("add_peer")})  # fmt: skip
    apps = [(t("toggle_all"), NEUTRAL, False), (t("cancel"), NEGATIVE, False),
            (t("exclude_n_applications#2"), POSITIVE, False)]  # fmt: skip
    tabs = ({"button": t("exclude_from_tunnel")}, {"button": t("include_in_tunnel")},
            *({"switch": a} for a in APPS))  # fmt: skip
    return [
        entry("reversible", "wireguard TunnelDetailFragment", shown, [("tunnel_switch", False)]),
        entry("harmless", "wireguard TunnelDetailFragment (Edit)", shown, [(t("edit"), False)]),
        entry("harmless", "wireguard TunnelEditorFragment", editor,
              [(t("add_peer"), False), (t("all_applications"), False)]),
        dialog("harmless", "wireguard AppListDialogFragment", TUNNEL, None, None, apps, tabs),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    rows = page(t("settings"), {"text": t("version_title", "1.0.20260315")},
                {"switch": t("restore_on_boot_title")}, {"button": t("zip_export_title")},
                {"button": t("quick_settings_tile_add_title")},
                {"button": t("log_viewer_pref_title")}, {"switch": t("dark_theme_title")},
                {"switch": t("multiple_tunnels_title")},
                {"switch": t("allow_remote_control_intents_title")},
                {"button": t("donate_title")})  # fmt: skip
    where = "wireguard SettingsActivity (preferences.xml)"
    return [
        entry("reversible", where, rows,
              [(t("restore_on_boot_title"), False), (t("multiple_tunnels_title"), False)]),
        entry("harmless", where, rows, [(t("zip_export_title"), False)]),
    ]  # fmt: skip
