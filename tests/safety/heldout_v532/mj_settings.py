"""Monerujo's settings and nodes (``com.m2049r.xmrwallet``, ``LoginActivity``): the look and
the lock set, the remote nodes bookmarked, added, tested and chosen, and the Tor help.
Strings from ``app/src/main/res/values*/strings.xml`` and ``help.xml``; node names and
addresses are the same in every language.

Read from the code (``app/src/main/java/com/m2049r/xmrwallet``): ``SettingsFragment.java``
with ``res/xml/root_preferences.xml`` (the page's subtitle Settings; Language, "Day / Night"
and Style, list preferences that open the support library's dialog of radio rows with the
platform's Cancel, where a row sets the preference at once and the app applies it,
``onSharedPreferenceChanged``; the switches "Lock Wallet in Background" and "Sticky Fiat";
Credits, "Privacy Policy" and About, which open their dialogs); ``NodeFragment.java`` with
``res/layout/fragment_node.xml``, ``item_node.xml`` and ``res/menu/node_menu.xml`` (the nodes
page, subtitle Nodes: "Add nodes manually or pull down to scan", the bookmarked nodes, whose
tap makes the node the one the wallets use, ``setNode``, and whose ``ibBookmark`` toggles the
bookmark; the floating button "Add Node", which opens the node dialog; the action item Help
and, in the overflow, "Restore default nodes", which bookmarks the app's default nodes again
beside the user's, ``AsyncFindNodes.RESTORE_DEFAULTS``); ``NodeFragment.EditDialog`` with
``res/layout/prompt_editnode.xml`` (the host, port, name, username and password fields, "Test
Result:", Test, which only connects to the node and shows the result, Cancel and OK, which
bookmarks the node and tests it; a node is edited or its bookmark dropped the same way);
``LoginFragment.changeNetwork`` and ``dialog/HelpFragment.java`` (without Orbot, "Enable
TOR" shows the Tor help, ``help_tor`` in ``res/values*/help.xml``, with "Nah…" and "Get
Orbot!", which only opens Orbot's page in the app store, ``getOrbotInstallIntent``:
the store installs it, if the user asks it to there).
"""

from __future__ import annotations

from typing import Any

from screens import ID, NEGATIVE, NEUTRAL, POSITIVE, alert, entry, html, menu, page, plain, switch

NODES = (("monerujo.io", 38), ("sethforprivacy.com", 52), ("xmr.rocks", 71))
"""The bookmarked nodes and how many seconds ago each saw its last block."""
HOST, PORT, NAME = "192.168.1.20", "18089", "home node"
SWITCH = "android:id/switch_widget"
TEXT1 = "android:id/text1"
"""A preference's switch and a platform dialog's list row."""


def screens(t: Any) -> list[dict[str, Any]]:
    return settings(t) + nodes(t) + tor(t)


def settings(t: Any) -> list[dict[str, Any]]:
    where = "monerujo SettingsFragment"
    prefs = page(
        t("menu_settings"),
        [
            {"icon": t("menu_back"), "rid": f"{ID}bSettings"},
            {"text": t("title_iface")},
            {
                "list": [
                    {"row": t("menu_language"), "secondary": t("language_system_default")},
                    {"row": t("setting_daynight"), "secondary": t("daynight_themes[0]")},
                    {"row": t("setting_theme"), "secondary": t("themes[0]")},
                    switch(t("setting_lock"), SWITCH, False),
                    switch(t("setting_stickyfiat"), SWITCH, False),
                    {"text": t("title_info")},
                    {"row": t("label_credits")},
                    {"row": t("menu_privacy")},
                    {"row": t("menu_about")},
                ]
            },
        ],
    )
    radios = tuple(
        {"radio": t(f"daynight_themes[{i}]"), "rid": TEXT1, "checked": i == 0} for i in range(3)
    )
    return [
        entry("opens-prompt", where, prefs, [(t("setting_daynight"), False)]),
        entry("reversible", where, prefs, [(t("setting_lock"), False)]),
        alert(
            "reversible",
            "monerujo SettingsFragment (Day / Night)",
            t("menu_settings"),
            t("setting_daynight"),
            None,
            [(t("android:cancel"), NEGATIVE, None)],
            radios,
            ((t("daynight_themes[2]"), False),),
        ),
    ]


def nodes(t: Any) -> list[dict[str, Any]]:
    where = "monerujo NodeFragment"
    rows: list[dict[str, Any]] = []
    for name, secs in NODES:
        rows += [plain("ibBookmark"), {"row": name, "secondary": t("node_updated_now", secs)}]
    listed = page(
        t("label_nodes"),
        [
            {"icon": t("menu_back"), "rid": f"{ID}bSettings"},
            {"icon": t("menu_help"), "rid": f"{ID}action_help_node"},
            {"text": t("node_pull_hint"), "rid": f"{ID}tvPull"},
            {"list": rows},
            {"icon": t("node_fab_add"), "rid": f"{ID}fab"},
        ],
    )
    fields = (
        {"field": "", "hint": t("node_address_hint"), "text": HOST, "focused": True},
        {"field": "", "hint": t("node_port_hint"), "text": PORT},
        {"field": "", "hint": t("node_name_hint"), "text": NAME},
        {"field": "", "hint": t("node_user_hint")},
        {"field": "", "hint": t("node_pass_hint")},
        {"text": t("node_result_label"), "rid": f"{ID}tvResultLabel"},
    )
    edit = "monerujo NodeFragment.EditDialog (new node)"

    def buttons(test: bool | None, ok: bool | None) -> list[tuple[str, str, bool | None]]:
        return [
            (t("label_test"), NEUTRAL, test),
            (t("label_cancel"), NEGATIVE, None),
            (t("label_ok"), POSITIVE, ok),
        ]

    return [
        entry("opens-prompt", where, listed, [(t("node_fab_add"), False)]),
        entry("reversible", where, listed, [(NODES[1][0], False)]),
        menu(
            "reversible",
            f"{where} (overflow)",
            t("label_nodes"),
            [t("menu_default_nodes")],
            [(t("menu_default_nodes"), False)],
        ),
        alert("harmless", edit, t("label_nodes"), None, None, buttons(False, None), fields),
        alert("reversible", edit, t("label_nodes"), None, None, buttons(None, False), fields),
    ]


def tor(t: Any) -> list[dict[str, Any]]:
    return [
        alert(
            "harmless",
            "monerujo HelpFragment (Tor, from the wallet list)",
            None,
            None,
            None,
            [(t("help_nok"), NEGATIVE, None), (t("help_getorbot"), POSITIVE, False)],
            ({"text": html(t("help_tor")), "rid": f"{ID}tvHelp"},),
        )
    ]
