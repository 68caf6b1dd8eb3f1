"""AdAway's screens (``org.adaway``, an ad blocker that writes the system's hosts file or
filters through a local VPN), strings from ``t(name)``.

Read from the code (``app/src/main/java/org/adaway/ui``): ``home/HomeActivity`` with
``layout/home_activity.xml`` and ``menu/next_actions.xml`` (the home page: the floating
button described "Pause/resume ad blocking", which pauses or resumes blocking, and the bar's
"Update blocked domains", which downloads the sources and installs the hosts file again,
and "Show requested domains"); ``hosts/HostsSourcesFragment`` with
``HostsSourcesAdapter`` (the sources' list: a source's checkbox, which enables or disables
it, a source's card, which opens its editor, and the button described "Add source");
``source/SourceEditActivity`` with ``menu/source_edit_menu.xml`` (a source's editor: its
Label and Location fields, the Block and Allow format buttons, and the toolbar's Delete,
which deletes the source at once, with no prompt, and Apply, which saves it);
``lists/type/AbstractListFragment`` with ``menu/checkbox_list_context.xml`` (a host's
contextual bar in "Your lists": Edit, which opens the host's dialog, and Delete, which
deletes the host from the list at once, in each of the Blocked, Allowed and Redirected
tabs) and ``lists/type/BlockedHostsFragment`` (the "Add
host to blacklist" dialog, ``MaterialAlertDialogBuilder``: the Hostname field, Add, which
adds the host, and Cancel); ``log/LogActivity`` with ``menu/log_menu.xml`` and
``layout/log_entry.xml`` (the DNS requests: "Sort domains" and "Clear log", which deletes
the logged requests at once; a request's icons, "Add entry to black list" and "Add entry to
white list", the latter written on the allow icon and, by the layout, on the redirect
icon too, so the allow icon is tapped by its id ``allowImageView``; the "Redirect domain"
dialog, whose Add adds a redirect, and Cancel); ``adware/AdwareFragment`` (the Adware page: an
app's row only opens the system's uninstall prompt, ``Intent.ACTION_DELETE``).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, POSITIVE, dialog, entry, menu, page

SOURCE, URL, HOST = "StevenBlack Unified hosts", "https://adaway.org/hosts.txt", "ads.example.com"


def screens(t: Any) -> list[dict[str, Any]]:
    return home(t) + sources(t) + source_edit(t) + lists(t) + adware(t) + log(t)


def home(t: Any) -> list[dict[str, Any]]:
    bar = page(t("app_name"), [
        {"text": t("app_description")}, {"text": t("blocked_hosts_label")},
        {"text": t("allowed_hosts_label")}, {"text": t("redirect_hosts_label")},
        {"icon": t("open_drawer_button_description")}, {"icon": t("update_button")},
        {"icon": t("show_log_button")},
        {"button": "", "desc": t("adblock_pause_button_description"),
         "rid": "org.adaway:id/fab"}])  # fmt: skip
    where = "adaway HomeActivity"
    return [
        entry("reversible", f"{where}, the pause button", bar,
              [(t("adblock_pause_button_description"), False)]),
        entry("reversible", f"{where}, the bar", bar, [(t("update_button"), False)]),
        entry("harmless", f"{where}, the bar", bar, [(t("show_log_button"), False)]),
    ]  # fmt: skip


def sources(t: Any) -> list[dict[str, Any]]:
    cards = page(
        t("hosts_title"),
        [
            {
                "list": [
                    {"switch": "", "rid": "org.adaway:id/sourceEnabledCheckBox"},
                    {"button": SOURCE, "rid": "org.adaway:id/sourceLabelTextView"},
                    {"text": URL},
                ]
            },
            {"icon": t("hosts_add_dialog_title"), "rid": "org.adaway:id/hosts_sources_add"},
        ],
    )
    where = "adaway HostsSourcesFragment"
    return [
        entry("reversible", f"{where}, a source's checkbox", cards,
              [("sourceEnabledCheckBox", False)]),
        entry("harmless", f"{where}, a source's card", cards, [(SOURCE, False)]),
        entry("harmless", f"{where}, Add source", cards, [(t("hosts_add_dialog_title"), False)]),
    ]  # fmt: skip


def source_edit(t: Any) -> list[dict[str, Any]]:
    editor = page(t("source_edit_title"), [
        {"icon": t("checkbox_list_context_delete")}, {"icon": t("checkbox_list_context_apply")},
        {"field": "label", "hint": t("source_edit_label"), "text": SOURCE},
        {"text": t("source_edit_format")},
        {"button": t("source_edit_format_block_list")},
        {"button": t("source_edit_format_allow_list")}, {"text": t("source_edit_type")},
        {"button": t("source_edit_url")}, {"button": t("source_edit_file")},
        {"field": "location", "hint": t("source_edit_url_location"), "text": URL}])  # fmt: skip
    where = "adaway SourceEditActivity (the toolbar)"
    return [
        entry("delete", where, editor, [(t("checkbox_list_context_delete"), True)]),
        entry("reversible", where, editor, [(t("checkbox_list_context_apply"), False)]),
        entry("harmless", "adaway SourceEditActivity (the format)", editor,
              [(t("source_edit_format_allow_list"), False)]),
    ]  # fmt: skip


def lists(t: Any) -> list[dict[str, Any]]:
    def bar(host: str) -> dict[str, Any]:
        return page(t("lists_title"), [
            {"icon": t("checkbox_list_context_edit")},
            {"icon": t("checkbox_list_context_delete")},
            {"list": [{"text": host}, {"text": "tracker.example.net"}]},
            {"tab": t("lists_tab_blocked")}, {"tab": t("lists_tab_allowed")},
            {"tab": t("lists_tab_redirected")}])  # fmt: skip

    where = "adaway AbstractListFragment (a host's contextual bar"
    add = "adaway BlockedHostsFragment.addItem"
    fields = ({"text": t("list_dialog_hostname")}, {"field": "hostname", "text": HOST})
    buttons = [(t("button_add"), POSITIVE, False), (t("button_cancel"), NEGATIVE, None)]
    cancel = [(t("button_add"), POSITIVE, None), (t("button_cancel"), NEGATIVE, False)]
    delete = t("checkbox_list_context_delete")
    return [
        entry("delete", f"{where}, Blocked)", bar(HOST), [(delete, True)]),
        entry("delete", f"{where}, Allowed)", bar("cdn.example.org"), [(delete, True)]),
        entry("delete", f"{where}, Redirected)", bar("home.example.net"), [(delete, True)]),
        entry("harmless", f"{where}, Blocked)", bar(HOST),
              [(t("checkbox_list_context_edit"), False)]),
        dialog("reversible", add, t("lists_title"), t("list_add_dialog_black"), None, buttons,
               fields),
        dialog("harmless", add, t("lists_title"), t("list_add_dialog_black"), None, cancel,
               fields),
    ]  # fmt: skip


def adware(t: Any) -> list[dict[str, Any]]:
    found = page(
        t("adware_header"),
        [
            {"text": t("adware_description")},
            {"list": [{"row": "Flashlight Pro"}, {"text": "com.example.flashlight"}]},
        ],
    )
    return [
        entry(
            "opens-prompt",
            "adaway AdwareFragment (an adware app's row)",
            found,
            [("Flashlight Pro", False)],
        )
    ]


def log(t: Any) -> list[dict[str, Any]]:
    title = t("shortcut_dns_requests")
    overflow = [t("tcpdump_menu_sort"), t("tcpdump_menu_clear")]
    requests = page(title, [
        {"icon": t("tcpdump_menu_sort")},
        {"list": [{"icon": t("tcpdump_entry_add_blacklist"), "rid": "blockImageView"},
                  {"icon": t("tcpdump_entry_add_whitelist"), "rid": "allowImageView"},
                  {"icon": t("tcpdump_entry_add_whitelist"), "rid": "redirectionImageView"},
                  {"text": HOST}]},
        {"button": "", "desc": t("log_toggle_recording_description"),
         "rid": "toggle_log_recording"}])  # fmt: skip
    where = "adaway LogActivity"
    redirect = "adaway LogActivity.addListItem (a redirect)"
    fields = ({"text": t("list_dialog_ip")}, {"field": "ip", "text": "0.0.0.0"})
    return [
        menu("delete", f"{where} (the overflow)", title, overflow,
             [(t("tcpdump_menu_clear"), True)]),
        menu("reversible", f"{where} (the overflow)", title, overflow,
             [(t("tcpdump_menu_sort"), False)]),
        entry("reversible", f"{where}, a request's icons", requests,
              [(t("tcpdump_entry_add_blacklist"), False), ("allowImageView", False)]),
        dialog("reversible", redirect, title, t("log_redirect_dialog_title"), None,
               [(t("button_add"), POSITIVE, False), (t("button_cancel"), NEGATIVE, None)],
               fields),
        dialog("harmless", redirect, title, t("log_redirect_dialog_title"), None,
               [(t("button_add"), POSITIVE, None), (t("button_cancel"), NEGATIVE, False)],
               fields),
    ]  # fmt: skip
