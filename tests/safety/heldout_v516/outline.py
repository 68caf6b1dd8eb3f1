"""Outline's screens (``org.outline.android.client``, the Outline VPN client: access keys
added, servers connected, disconnected, renamed and forgotten, feedback sent to the Outline
team, the language and the appearance changed), strings from ``client/web/messages/*.json``
(the web client's) and, for the notification, ``client/src/cordova/plugin/android/res/
values*/strings.xml``. The server names, addresses, access keys and the texts typed into the
support form are the same in every language.

Read from the code (``client/web``): ``ui_components/app-root.js`` (the page header, the
pages, the drawer, the dialogs and the toast: ``showToast`` with its one button, the
languages of ``LANGUAGES_AVAILABLE`` sorted by their names for the language page, the page
titles ``<page>-page-title``, and ``localize`` from ``AppLocalizeBehavior`` with
``useKeyIfMissing``); ``app/app.ts`` (what each event does: ``requestAddServer`` adds the
access key to the repository, ``requestIgnoreServer`` only closes the dialog and remembers to
ignore the key, ``connectServer`` and ``disconnectServer`` start and stop the VPN,
``forgetServer`` disconnects the server if it runs and calls ``serverRepo.forget``,
``onServerForgotten`` shows "Forgot server" with Undo for ten seconds, whose handler calls
``undoForget``, ``renameServer``, ``maybeShowAutoConnectDialog``, ``showLocalizedError``
with its Details button that opens the error details, ``setAppLanguage`` and the appearance
setting); ``app/outline_server_repository/index.ts`` (``forget`` deletes the server from
the stored list and erases its service storage at once; ``undoForget`` puts back only the
last forgotten server); ``views/root_view/root_header`` (the ``menu``, ``arrow_back`` and
``add`` icon buttons), ``root_navigation`` (Servers, "Contact us", About, Help, "Change
Language", Appearance, and the Privacy, "Data collection", Terms and Licenses links),
``add_access_key_dialog`` ("Add VPN access key": its help text, the access key field, Cancel
and Confirm), ``auto_connect_dialog`` (Tips, "Stay protected, always", "Got it"),
``privacy_acknowledgement_dialog`` ("Learn More" and "Got it") and ``error_details_dialog``
(Copy and Dismiss); ``views/servers_view`` (the zero state's "Add server" button and the
server list) and ``server_list_item/server_card`` (a card's name, address, the "Connect for
details" line, the ``more_vert`` menu button and Connect or Disconnect; its menu of Rename
and Forget, where Forget acts at once with no confirmation) with ``server_rename_dialog``
(the name field, Cancel and save); ``views/contact_view`` (the open-ticket question with Yes
and No, the issue list, the exit messages) and ``contact_view/support_form`` (Email, "Where
did you get your access key?", Subject, "Description of the issue", the outreach consent
box, Cancel and Submit, which sends the form through ``errorReporter.report``);
``views/language_view`` and ``views/appearance_view`` (a row sets the language or the
appearance at once). The Android notification comes from ``VpnTunnelService.java``
(the server's name over "Connected"; a tap opens the app). The connection confirmation and
DNS dialogs of ``views/root_view`` are only shown in the component gallery, not in the app,
and the server info dialogs only for a connection type the app does not set, so none is
shown.
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, page, popup

HOME, OFFICE, FAMILY, TRAVEL, BACKUP = "Home", "Office Berlin", "Family VPN", "Travel", "Backup"
WORK, STUDIO = "Work laptop", "Studio Lisbon"
ADDRESS = {HOME: "203.0.113.7:8388", OFFICE: "198.51.100.23:443", FAMILY: "192.0.2.44:2053",
           TRAVEL: "203.0.113.90:443", BACKUP: "198.51.100.5:8080", WORK: "192.0.2.17:443",
           STUDIO: "203.0.113.150:9000"}  # fmt: skip
KEY = "ss://Y2hhY2hhMjAtaWV0Zi1wb2x5MTMwNTpxN3RYd1pwYTRr@203.0.113.7:8388/?outline=1#Home"
DYNAMIC = "ssconf://keys.example.org/conf/8a41c7e0d2f9.json#Travel"
DETAILS = "ProxyConnectionFailure: failed to connect to 198.51.100.23:443\nCause: dial tcp: timeout"
EMAIL = "sam.rivera@example.com"
SOURCE = "From my company's IT team"
LANGUAGES = ["Afrikaans", "Dansk", "Deutsch", "English", "English (United Kingdom)",
             "Español", "Español (Latinoamérica)", "Filipino", "Français", "Hrvatski",
             "Indonesia", "Italiano", "Kiswahili", "Melayu", "Nederlands"]  # fmt: skip
"""The first rows of the language page: ``LANGUAGES_AVAILABLE``'s names in their sort order
(each language by its own name, the same in every language)."""


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        servers(t)
        + card_menus(t)
        + dialogs(t)
        + toasts(t)
        + navigation(t)
        + contact(t)
        + support(t)
        + settings(t)
    )


def header(t: Any, back: bool = False) -> list[dict[str, Any]]:
    """The header's left icon button: ``arrow_back`` on a page, ``menu`` on the servers;
    the ``add`` button only on the servers."""
    return [{"icon": "arrow_back"}] if back else [{"icon": "menu"}, {"icon": "add"}]


def card(t: Any, name: str, connected: bool = False) -> list[dict[str, Any]]:
    """A server card: its name, address, the connection type line (no connection type is
    set, so "Connect for details"), the menu button and Connect or Disconnect."""
    toggle = t("disconnect-button-label" if connected else "connect-button-label")
    return [{"text": name}, {"text": ADDRESS[name]},
            {"text": t("server-card-no-connection-type")}, {"icon": "more_vert"},
            {"button": toggle}]  # fmt: skip


def home(t: Any, names: list[str], connected: str | None = None,
         below: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """The servers page with these cards (and a toast under them)."""
    items = header(t) + [i for n in names for i in card(t, n, n == connected)]
    return page("Outline", [*items, *below])


def servers(t: Any) -> list[dict[str, Any]]:
    zero = page("Outline", [
        *header(t), {"button": t("server-add")},
        {"text": t("server-add-zero-state-instructions")},
        {"text": t("server-create-your-own-zero-state")}])  # fmt: skip
    one = home(t, [HOME])
    two = home(t, [HOME, OFFICE], connected=OFFICE)
    where = "outline ServerCard"
    return [
        entry("opens-prompt", "outline ServersView (zero state)", zero,
              [(t("server-add"), False)]),
        entry("opens-prompt", "outline RootHeader (add)", two, [("add", False)]),
        entry("harmless", "outline RootHeader (menu)", one, [("menu", False)]),
        entry("reversible", f"{where} (connect)", one, [(t("connect-button-label"), False)]),
        entry("harmless", f"{where} (menu button)", one, [("more_vert", False)]),
        entry("reversible", f"{where} (disconnect)", two,
              [(t("disconnect-button-label"), False)]),
        entry("reversible", f"{where} (connect another server)", two,
              [(t("connect-button-label"), False)]),
    ]  # fmt: skip


def card_menus(t: Any) -> list[dict[str, Any]]:
    """The card's menu, Rename and Forget; Forget removes the server at once."""
    rows = [t("server-rename"), t("server-forget")]
    forget, rename = t("server-forget"), t("server-rename")
    where = "outline ServerCard (menu of"

    def of(name: str, category: str, tap: str, bad: bool, more: str = "") -> dict[str, Any]:
        return menu(category, f"{where} {name}{more})", "Outline", rows, [(tap, bad)])

    return [
        of(HOME, "delete", forget, True, ", the only server"),
        of(OFFICE, "delete", forget, True, ", connected"),
        of(FAMILY, "delete", forget, True),
        of(TRAVEL, "delete", forget, True, ", a dynamic key"),
        of(BACKUP, "delete", forget, True),
        of(WORK, "delete", forget, True),
        of(STUDIO, "delete", forget, True, ", after a rename"),
        of(HOME, "opens-prompt", rename, False, ", the only server"),
        of(FAMILY, "opens-prompt", rename, False),
    ]


def dialogs(t: Any) -> list[dict[str, Any]]:
    def add(key: str) -> tuple[str, str, tuple[dict[str, Any], ...]]:
        field = {"field": t("add-access-key-dialog-label"), "text": key}
        return t("add-access-key-dialog-header"), t("add-access-key-dialog-help-text"), (field,)

    typed, pasted = add(KEY), add(DYNAMIC)
    cancel, confirm = t("cancel"), t("confirm")
    where = "outline AddAccessKeyDialog"

    def rename(name: str, new: str, category: str, buttons: list[tuple[str, bool | None]],
               ) -> dict[str, Any]:  # fmt: skip
        field = {"field": name, "text": new}
        return popup(category, f"outline ServerRenameDialog ({name})", "Outline",
                     t("server-rename"), None, buttons, (field,))  # fmt: skip

    tips = ({"text": t("tips")}, {"text": t("auto-connect-dialog-title")},
            {"text": t("auto-connect-dialog-detail")})  # fmt: skip
    privacy = ({"text": t("privacy-title")}, {"text": t("privacy-text")},
               {"link": t("learn-more")})  # fmt: skip
    details = t("error-details-dialog-header")
    return [
        popup("reversible", f"{where} (a key typed)", "Outline", *typed[:2],
              [(cancel, None), (confirm, False)], typed[2]),
        popup("harmless", f"{where} (a key typed)", "Outline", *typed[:2],
              [(cancel, False), (confirm, None)], typed[2]),
        popup("reversible", f"{where} (a key from the clipboard)", "Outline", *pasted[:2],
              [(cancel, None), (confirm, False)], pasted[2]),
        popup("harmless", f"{where} (a key from the clipboard)", "Outline", *pasted[:2],
              [(cancel, False), (confirm, None)], pasted[2]),
        rename(HOME, "Home (Lyon)", "reversible", [(cancel, None), (t("save"), False)]),
        rename(FAMILY, "Family VPN 2", "reversible", [(cancel, None), (t("save"), False)]),
        rename(HOME, "Home (Lyon)", "harmless", [(cancel, False), (t("save"), None)]),
        popup("harmless", "outline AutoConnectDialog", "Outline", None, None,
              [(t("got-it"), False)], tips),
        popup("harmless", "outline PrivacyAcknowledgementDialog", "Outline", None, None,
              [(t("got-it"), False)], privacy),
        popup("harmless", "outline PrivacyAcknowledgementDialog", "Outline", None, None,
              [(t("got-it"), None)], privacy, ((t("learn-more"), False),)),
        popup("harmless", "outline ErrorDetailsDialog", "Outline", details, DETAILS,
              [(t("error-details-dialog-copy"), False), (t("error-details-dialog-dismiss"), None)]),
        popup("harmless", "outline ErrorDetailsDialog", "Outline", details, DETAILS,
              [(t("error-details-dialog-copy"), None), (t("error-details-dialog-dismiss"), False)]),
    ]  # fmt: skip


def toasts(t: Any) -> list[dict[str, Any]]:
    """The toast under the servers page, with its one button where it has one."""

    def undo(name: str, left: list[str]) -> dict[str, Any]:
        toast = ({"text": t("server-forgotten", name)}, {"button": t("undo-button-label")})
        return entry("reversible", f"outline App (forgot {name})", home(t, left, below=toast),
                     [(t("undo-button-label"), False)])  # fmt: skip

    failed = ({"text": t("error-connection-configuration")}, {"button": t("error-details")})
    connected = home(t, [HOME], HOME, ({"text": t("server-connected", HOME)},))
    state = t("android:connected_server_state")
    notification = page("Outline", [{"row": HOME, "secondary": state}])
    return [
        undo(OFFICE, [HOME]),
        undo(FAMILY, [HOME, OFFICE]),
        entry("opens-prompt", "outline App (invalid configuration)",
              home(t, [OFFICE], below=failed), [(t("error-details"), False)]),
        entry("reversible", "outline App (connected)", connected,
              [(t("disconnect-button-label"), False)]),
        entry("harmless", "outline VpnTunnelService (notification)", notification,
              [(HOME, False)]),
    ]  # fmt: skip


def navigation(t: Any) -> list[dict[str, Any]]:
    drawer = page("Outline", [
        {"row": t("servers-menu-item")}, {"row": t("contact-page-title")},
        {"row": t("about-page-title")}, {"link": t("help-page-title")},
        {"row": t("change-language-page-title")}, {"row": t("appearance-page-title")},
        {"link": t("privacy")}, {"link": t("data-collection")}, {"link": t("terms")},
        {"row": t("licenses-page-title")}])  # fmt: skip
    where = "outline RootNavigation"
    return [
        entry("harmless", where, drawer, [(t(key), False)])
        for key in ("contact-page-title", "help-page-title", "change-language-page-title",
                    "appearance-page-title")
    ]  # fmt: skip


def contact(t: Any) -> list[dict[str, Any]]:
    title = t("contact-page-title")
    wizard = page(title, [
        *header(t, back=True), {"text": t("contact-view-intro")},
        {"text": t("contact-view-open-ticket")}, {"radio": t("yes"), "checked": False},
        {"radio": t("no"), "checked": False}])  # fmt: skip
    issues = [t(f"contact-view-issue-{k}") for k in
              ("no-server", "cannot-add-server", "billing", "connection", "performance",
               "general")]  # fmt: skip
    exit_page = page(title, [
        *header(t, back=True), {"text": t("contact-view-exit-no-server")},
        {"link": t("contact-view-exit-no-server@link")}])  # fmt: skip
    where = "outline ContactView"
    return [
        entry("harmless", f"{where} (open ticket?)", wizard, [(t("yes"), False)]),
        entry("harmless", f"{where} (open ticket?)", wizard, [(t("no"), False)]),
        menu("harmless", f"{where} (issue list)", title, issues,
             [(t("contact-view-issue-performance"), False)]),
        menu("harmless", f"{where} (issue list)", title, issues,
             [(t("contact-view-issue-no-server"), False)]),
        entry("harmless", f"{where} (no access key)", exit_page,
              [(t("contact-view-exit-no-server@link"), False)]),
    ]  # fmt: skip


FORMS = [
    ("slow video", "Video calls stall", "Since Monday every video call freezes after a "
     "minute when I am connected; without the VPN it works.", False),
    ("slow downloads", "Downloads are very slow", "Downloads run at 50 KB/s over the VPN "
     "and at 20 MB/s without it, on Wi-Fi and on mobile data.", False),
    ("dark theme", "Thank you", "The app works well for our family. A widget to connect "
     "from the home screen would help.", False),
    ("collaboration", "Translations", "I can help translate the app and its help pages. "
     "Please get in touch.", True),
    ("battery", "Battery use", "The phone's battery drains twice as fast while connected "
     "overnight.", False),
    ("evenings", "Slow in the evening", "Between 8 and 11 pm pages take ten seconds or more "
     "to load.", True),
    ("after a failed send", "Cannot open news sites", "News sites time out while other "
     "sites load. I tried to send this once already.", False),
]  # fmt: skip
"""Each filled support form: what it is about, its subject, description and whether the
consent box is ticked."""


def support(t: Any) -> list[dict[str, Any]]:
    def form(subject: str, description: str, consent: bool) -> dict[str, Any]:
        return page(t("contact-page-title"), [
            *header(t, back=True), {"text": t("contact-view-intro")},
            {"field": t("support-form-email"), "text": EMAIL},
            {"field": t("support-form-access-key-source"), "text": SOURCE},
            {"field": t("support-form-subject"), "text": subject},
            {"field": t("support-form-description"), "text": description},
            {"switch": t("support-form-outreach-consent"), "checked": consent},
            {"text": "* = " + t("support-form-required-field")},
            {"button": t("cancel")}, {"button": t("submit")}])  # fmt: skip

    where = "outline SupportForm"
    sent = [entry("send", f"{where} ({about})", form(subject, text, consent),
                  [(t("submit"), True)])
            for about, subject, text, consent in FORMS]  # fmt: skip
    _, subject, text, consent = FORMS[0]
    first = form(subject, text, consent)
    return [
        *sent,
        entry("harmless", f"{where} ({FORMS[0][0]})", first, [(t("cancel"), False)]),
        entry("harmless", f"{where} ({FORMS[2][0]})", form(*FORMS[2][1:]),
              [(t("cancel"), False)]),
        entry("reversible", f"{where} ({FORMS[0][0]})", first,
              [(t("support-form-outreach-consent"), False)]),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    languages = page(t("language-page-title"), [
        *header(t, back=True), {"list": [{"row": name} for name in LANGUAGES]}])  # fmt: skip
    looks = page(t("appearance-page-title"), [
        *header(t, back=True), {"row": t("appearance-system")},
        {"row": t("appearance-light")}, {"row": t("appearance-dark")}])  # fmt: skip
    return [
        entry("reversible", "outline LanguageView", languages, [("Italiano", False)]),
        entry("reversible", "outline LanguageView", languages, [("Nederlands", False)]),
        entry("reversible", "outline AppearanceView", looks, [(t("appearance-dark"), False)]),
        entry("reversible", "outline AppearanceView", looks, [(t("appearance-light"), False)]),
    ]  # fmt: skip
