"""PCAPdroid's screens (``com.emanuelef.remote_capture``, a traffic capture and firewall app
that runs as a local VPN: captures saved as PCAP files and kept in a capture list, the
firewall's and the other lists' rules, apps controlling the capture through its API, and
settings backups), strings from ``app/src/main/res/values*/strings.xml``. The files, apps,
addresses and dates written on the screens are the same in every language.

Read from the code (``app/src/main/java/com/emanuelef/remote_capture``):
``fragments/CaptureListFragment.java`` with ``res/menu/capture_list_cab.xml`` and
``capture_list_context_menu.xml`` (selected captures show an action mode titled "N
selected" with "Select all" and Delete, ``showAsAction="ifRoom"``; a capture's long-press
menu: Select, Share, Rename and Delete; Delete only calls ``confirmDelete``, an
``AlertDialog`` "Delete the selected captures?" with No and Yes, which calls
``deleteCaptures``, deleting the files; Rename opens a dialog with the name, Cancel and
OK, which renames the file); ``activities/MainActivity.java`` (the toolbar's Stop,
``res/menu/main_menu.xml``, which stops the capture; once stopped, the dump's dialog
"Traffic saved to the ... file" with OK (neutral, keeps it), Delete (negative,
``deletePcapFile``) and Share (positive); "Active VPN detected" with Cancel and OK, which
starts the capture and so disconnects the other VPN; "Update available" for the mitm addon
with Cancel and Update, which opens the setup wizard); ``fragments/EditListFragment.java``
with ``res/menu/list_edit_cab.xml`` and ``list_edit_menu.xml`` (a list of rules, titled by
``ListInfo.getTitle``: selected rules show Delete, which only opens "Delete the selected
rules?" with No and Yes, which removes the rules and saves the list; Add's submenu opens
``views/RuleAddDialog.java``, titled by the rule's kind, with Cancel and Add);
``fragments/FirewallStatus.java`` and ``res/menu/firewall_menu.xml`` ("Whitelist mode" asks
first, with Cancel and OK, which turns the mode on; "Block newly installed apps" is a
checkable item); ``fragments/ConnectionsFragment.java`` and
``res/menu/connection_context_menu.xml`` (a connection's menu: Select, "Hide…", "Block…",
"Search…", "Copy…", "Decrypt…" and "App details"; "Block…" is a submenu of the app, the IP
address and the host, each adding a firewall rule that "Unblock…" removes);
``res/menu/app_context_menu.xml`` (a blocked app's menu: "Unblock permanently" and
"Unblock for 10m", 1h and 8h); ``activities/CaptureCtrl.java`` and
``res/layout/ctrl_consent.xml`` ("PCAPdroid control request": the calling app, Once or
Forever, Deny and Allow, which runs the app's request, starting a capture with its
settings, and with Forever stores the app as allowed); ``activities/prefs/
EditCtrlPermissions.java`` ("Control permissions": selected apps' Delete removes their
permissions at once; the overflow's "Generate API key", when a key exists, asks "Do you
really want to discard the current API key and generate a new one?" with Cancel and OK,
which replaces the key; "Show API key" shows it with Copy and OK);
``activities/prefs/SettingsBackupHandler.java`` ("Import settings": Cancel and Import, which
replaces every setting and restarts the app; "Capture list": "Keep current", Replace, which
overwrites this device's capture list with the backup's, and Merge).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

ID = "com.emanuelef.remote_capture:id/"
PCAP, OLD = "PCAPdroid_05_Aug_19_03_40.pcap", "PCAPdroid_01_Aug_08_12_10.pcap"
APP, IP, HOST = "Chrome", "142.250.180.14", "www.google.com"
CALLER, DATE = "Tasker", "08/05/2025 19:03"


def screens(t: Any) -> list[dict[str, Any]]:
    return captures(t) + capture(t) + rules(t) + firewall(t) + control(t) + backup(t)


def yes_no(t: Any, category: str, source: str, behind: str, message: str,
           no: bool | None, yes: bool | None) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` with a message, No (negative) and Yes (positive)."""
    return dialog(category, f"pcapdroid {source}", behind, None, t(message),
                  [(t("no"), NEGATIVE, no), (t("yes"), POSITIVE, yes)])  # fmt: skip


def ok_cancel(t: Any, category: str, source: str, behind: str, title: str | None,
              message: str | None, cancel: bool | None, ok: bool | None, ok_label: str = "ok",
              items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` with Cancel (negative) and OK or another positive button."""
    return dialog(category, f"pcapdroid {source}", behind, title, message,
                  [(t("cancel_action"), NEGATIVE, cancel), (t(ok_label), POSITIVE, ok)],
                  items)  # fmt: skip


def captures(t: Any) -> list[dict[str, Any]]:
    where = "CaptureListFragment"
    selected = page(t("n_selected", 2), [
        {"icon": t("select_all"), "rid": f"{ID}select_all"},
        {"icon": t("delete"), "rid": f"{ID}delete_entry"},
        {"text": PCAP}, {"text": OLD}])  # fmt: skip
    options = [t("select"), t("share"), t("rename"), t("delete")]
    rename = ({"field": t("rename"), "text": PCAP.removesuffix(".pcap")},)
    return [
        entry("opens-prompt", f"pcapdroid {where} (two captures selected)", selected,
              [(t("delete"), False)]),
        entry("harmless", f"pcapdroid {where} (two captures selected)", selected,
              [(t("select_all"), False)]),
        menu("opens-prompt", f"pcapdroid {where} (a capture's menu)", t("capture_list"),
             options, [(t("delete"), False)]),
        menu("harmless", f"pcapdroid {where} (a capture's menu)", t("capture_list"), options,
             [(t("share"), False)]),
        yes_no(t, "delete", f"{where} (delete the selected)", t("n_selected", 2),
               "captures_delete_confirm", None, True),
        yes_no(t, "delete", f"{where} (delete one capture)", t("capture_list"),
               "captures_delete_confirm", None, True),
        yes_no(t, "harmless", f"{where} (delete the selected)", t("n_selected", 2),
               "captures_delete_confirm", False, None),
        dialog("reversible", f"pcapdroid {where} (Rename)", t("capture_list"), t("rename"),
               None, [(t("cancel_action"), NEGATIVE, None), (t("ok"), POSITIVE, False)],
               rename, page_said=False),
    ]  # fmt: skip


def capture(t: Any) -> list[dict[str, Any]]:
    where = "pcapdroid MainActivity"
    running = page(t("status"), [
        {"icon": t("stop_button"), "rid": f"{ID}action_stop"},
        {"icon": t("title_activity_settings"), "rid": f"{ID}action_settings"},
        {"text": PCAP}])  # fmt: skip
    saved = t("pcap_file_action", PCAP, "1.2 MB")

    def dump(category: str, ok: bool | None, delete: bool | None,
             share: bool | None) -> dict[str, Any]:  # fmt: skip
        return dialog(category, f"{where} (the dump's dialog)", t("status"), None, saved,
                      [(t("ok"), NEUTRAL, ok), (t("delete"), NEGATIVE, delete),
                       (t("share"), POSITIVE, share)])  # fmt: skip

    return [
        entry("reversible", f"{where} (capturing)", running, [(t("stop_button"), False)]),
        dump("delete", None, True, None),
        dump("harmless", None, None, False),
        ok_cancel(t, "reversible", "MainActivity (Active VPN detected)", t("status"),
                  t("active_vpn_detected"), t("disconnect_vpn_confirm"), None, False),
    ]  # fmt: skip


def rules(t: Any) -> list[dict[str, Any]]:
    where = "EditListFragment"
    selected = page(t("n_selected", 1), [
        {"icon": t("select_all"), "rid": f"{ID}select_all"},
        {"icon": t("delete"), "rid": f"{ID}delete_entry"},
        {"text": t("ip_address_val", IP)}, {"text": t("host_val", HOST)}])  # fmt: skip
    field = ({"field": t("ip_address_or_cidr"), "text": "10.0.0.0/8"},)
    return [
        entry("opens-prompt", f"pcapdroid {where} (Firewall rules, a rule selected)",
              selected, [(t("delete"), False)]),
        yes_no(t, "delete", f"{where} (Firewall rules, delete)", t("firewall_rules"),
               "rules_delete_confirm", None, True),
        yes_no(t, "delete", f"{where} (Decryption rules, delete)", t("decryption_rules"),
               "rules_delete_confirm", None, True),
        yes_no(t, "delete", f"{where} (Malware detection whitelist, delete)",
               t("malware_whitelist_rules"), "rules_delete_confirm", None, True),
        yes_no(t, "harmless", f"{where} (Firewall rules, delete)", t("firewall_rules"),
               "rules_delete_confirm", False, None),
        ok_cancel(t, "reversible", "RuleAddDialog (an IP address)", t("firewall_rules"),
                  t("ip_address_or_cidr"), None, None, False, "add_action", field),
    ]  # fmt: skip


def firewall(t: Any) -> list[dict[str, Any]]:
    where = "pcapdroid FirewallStatus"
    overflow = [t("user_guide"), t("whitelist_mode"), t("block_new_apps")]
    conn = [t("select"), t("hide"), t("block"), t("search"), t("copy_action"),
            t("decrypt_action"), t("app_details")]  # fmt: skip
    block = [t("app_val", APP), t("ip_address_val", IP), t("host_val", HOST)]
    unblock = [t("unblock_permanently"), t("unblock_for_n_minutes", 10),
               t("unblock_for_n_hours", 1), t("unblock_for_n_hours", 8)]  # fmt: skip
    return [
        menu("opens-prompt", f"{where} (the overflow menu)", t("firewall"), overflow,
             [(t("whitelist_mode"), False)]),
        menu("reversible", f"{where} (the overflow menu)", t("firewall"), overflow,
             [(t("block_new_apps"), False)]),
        ok_cancel(t, "reversible", "FirewallStatus (Whitelist mode)", t("firewall"),
                  t("whitelist_mode"), t("firewall_whitelist_notice"), None, False),
        ok_cancel(t, "harmless", "FirewallStatus (Whitelist mode)", t("firewall"),
                  t("whitelist_mode"), t("firewall_whitelist_notice"), False, None),
        menu("harmless", "pcapdroid ConnectionsFragment (a connection's menu)",
             t("connections_view"), conn, [(t("block"), False)]),
        menu("reversible", "pcapdroid ConnectionsFragment (Block…)", t("connections_view"),
             block, [(t("ip_address_val", IP), False)]),
        menu("reversible", "pcapdroid app_context_menu (a blocked app)", t("firewall"),
             unblock, [(t("unblock_permanently"), False)]),
    ]  # fmt: skip


def control(t: Any) -> list[dict[str, Any]]:
    def consent(forever: bool) -> dict[str, Any]:
        return page(t("ctrl_consent_title"), [
            {"text": CALLER}, {"text": "net.dinglisch.android.taskerm"},
            {"radio": t("once"), "rid": f"{ID}choice_once", "checked": not forever},
            {"radio": t("forever"), "rid": f"{ID}choice_forever", "checked": forever},
            {"text": t("ctrl_consent")},
            {"button": t("deny"), "rid": f"{ID}deny_btn"},
            {"button": t("allow"), "rid": f"{ID}allow_btn"}])  # fmt: skip

    where = "pcapdroid CaptureCtrl (control request"
    selected = page(t("n_selected", 1), [
        {"icon": t("select_all"), "rid": f"{ID}select_all"},
        {"icon": t("delete"), "rid": f"{ID}delete_entry"}, {"text": CALLER}])  # fmt: skip
    overflow = [t("user_guide"), t("show_api_key"), t("generate_api_key")]
    key = "Xq3f9LmP0aTzR7wVb2KcN8dYhJ5sE1gU"
    return [
        entry("grant", f"{where}, once)", consent(False), [(t("allow"), True)]),
        entry("grant", f"{where}, forever)", consent(True), [(t("allow"), True)]),
        entry("harmless", f"{where}, once)", consent(False), [(t("deny"), False)]),
        entry("revoke", "pcapdroid EditCtrlPermissions (an app selected)", selected,
              [(t("delete"), True)]),
        menu("opens-prompt", "pcapdroid EditCtrlPermissions (the overflow menu)",
             t("control_permissions"), overflow, [(t("generate_api_key"), False)]),
        ok_cancel(t, "revoke", "EditCtrlPermissions (discard the API key)",
                  t("control_permissions"), t("warning"), t("api_key_discard_confirm"),
                  None, True),
        ok_cancel(t, "harmless", "EditCtrlPermissions (discard the API key)",
                  t("control_permissions"), t("warning"), t("api_key_discard_confirm"),
                  False, None),
        dialog("harmless", "pcapdroid EditCtrlPermissions (API key)", t("control_permissions"),
               t("api_key"), key, [(t("copy_to_clipboard"), NEUTRAL, False),
                                   (t("ok"), POSITIVE, None)]),
    ]  # fmt: skip


def backup(t: Any) -> list[dict[str, Any]]:
    where = "SettingsBackupHandler"
    settings = t("title_activity_settings")
    merge = t("import_capture_list_confirm", 12, 5)

    def capture_list(category: str, keep: bool | None, replace: bool | None,
                     merged: bool | None) -> dict[str, Any]:  # fmt: skip
        return dialog(category, f"pcapdroid {where} (Capture list)", settings,
                      t("capture_list"), merge,
                      [(t("replace_action"), NEUTRAL, replace),
                       (t("keep_current_action"), NEGATIVE, keep),
                       (t("merge_action"), POSITIVE, merged)])  # fmt: skip

    return [
        ok_cancel(t, "overwrite", f"{where} (Import settings)", settings, t("import_settings"),
                  t("import_settings_confirm", DATE), None, True, "import_action"),
        ok_cancel(t, "harmless", f"{where} (Import settings)", settings, t("import_settings"),
                  t("import_settings_confirm", DATE), False, None, "import_action"),
        capture_list("overwrite", None, True, None),
        capture_list("reversible", None, None, False),
        capture_list("harmless", False, None, None),
    ]  # fmt: skip
