"""Blokada's screens (an ad and tracker blocker: protection turned on, paused and off, rules of
its own for domains added and deleted, activity logging switched, the devices of a Blokada Plus
account revoked, apps let past the VPN, the account restored from an ID, the support chat
ended; and, in the Blokada Family app built from the same code, children's devices renamed,
given a profile, paused, blocked and deleted, profiles and schedule rules deleted). Strings
from ``common/assets/translations/ui/*.json``, by key. Device, domain, app and profile names
and the account ID are the same in every language.

Read from the code (``common/lib/src``): ``app_variants/v6/widget/home/home_section.dart``,
``power_button.dart`` and ``tab/tab_buttons.dart`` (the home page: the settings gear and the
power button, known by their identifiers ``automation.home_settings`` and
``automation.power_toggle``; the power button turns protection on where it is off, and opens
the pause sheet where it is on; "Privacy Pulse" and Advanced open their pages);
``shared/ui/action_sheet.dart`` (the pause sheet: "Pause for 5 Minutes" and "Turn Off All
Protection", which pause or stop the blocking until the power button is tapped again, and
Cancel); ``features/plus/ui/pause_dialog.dart`` (Blokada Plus's dialog: "Pause for 5 min" and
"Turn off"); ``features/settings/ui/settings_section.dart`` (Settings: "My exceptions",
Activity, "VPN Devices" and "VPN Bypass", which open their pages; "Lock with pin", which with a
pin set opens the pin dialog, whose "Remove pin" drops the lock at once; the "Weekly privacy
report" switch, ``automation.settings_weekly_report``, written in English in the code; "My
account", which shows the account ID with Copy and Close; "Restore Account ID", whose dialog's
Save calls ``AccountStore.restore`` with the typed ID, replacing the account this device uses;
"Chat with us", Community, "Share log", which opens the system's share sheet, About and "Rate
us!"); ``features/settings/ui/exceptions_section.dart``, ``exception_item.dart`` and
``shared/navigation.dart`` ("My exceptions": the Blocked and Allowed tabs, the top bar's Add,
written in English in the code, which opens "Add an Exception", and the rows, whose swipe pane's
Delete, ``automation.exception_delete``, calls ``CustomlistActor.remove`` at once, with no
confirmation and no undo; a row tapped opens the domain's details); ``shared/ui/dialog.dart``
("Add an Exception": the domain field, Block and Allow, Cancel and Save, which adds the rule;
the account ID dialog; the restore dialog; the rename dialog; the device deletion dialog);
``features/settings/ui/retention_section.dart`` (Activity: the "Yes, store my activity" switch,
``automation.retention_toggle``, which sets the device's retention and can be set back, and the
privacy policy link); ``features/plus/ui/vpn_devices_list.dart`` and
``plus/domain/lease/actor.dart`` ("VPN Devices": this device, and every other device's row,
whose swipe pane's Delete calls ``deleteLeaseById``, removing that device's lease so that it is
cut off the VPN at once); ``features/plus/ui/vpn_bypass_section.dart``,
``vpn_bypass_item_swipe.dart`` and ``vpn_bypass_dialog.dart`` ("VPN Bypass": Add opens "Add
app", whose suggestions add an app to the bypass list; a row's Delete takes the app off the list
again); ``features/support/ui/support_section.dart`` and ``support/domain/actor.dart`` ("Chat
with us": the top bar's End calls ``clearSession``, which drops the chat session and its
history); ``features/rate/ui/rate_screen.dart`` (the rating card: Cancel and "Sure!", which only
opens the platform's rating dialog); ``features/stats/ui/domain_detail_section.dart`` and
``features/activity/ui/activity_rule_dialog.dart`` (a domain's details: "Add a Rule" opens the
rule dialog, "Copy name to Clipboard"; the rule dialog's choices, Cancel and Save, which
applies the rule chosen); and for Blokada Family ``app_variants/family/widget/device/
device_section.dart`` (a device's page: "Name of device", "Default profile", "Link this device
again" and "Delete this device", which opens the dialog whose Delete calls
``FamilyActor.deleteDevice``, unlinking the device from the account), ``now_section.dart`` (the
sheet of the device's filtering right now: "Resume now", "Pause filtering" and "Block
internet", each of the last two opening the sheet of durations), ``widget/profile/
profile_dialog.dart`` ("Select profile": the profiles and "Add new profile"),
``profile_editor_page.dart`` (the dialog of a profile's deletion, whose Delete removes the
profile from the account) and ``rule_editor_sheet.dart`` ("Edit rule": Save, and "Delete rule",
which saves the schedule without the rule at once).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, one, page, sheet

ID = "automation."
"""The prefix of the app's semantics identifiers (``AutomationIds``)."""
ACCOUNT = "qk7mzt4wfbpd"
OTHER_ACCOUNT = "hx2nvr8cjsle"
PHONE, IPHONE, LAPTOP, TV = "Pixel 8", "Anna's iPhone", "Work laptop", "Living room TV"
DOMAIN, WILDCARD, ALLOWED = "doubleclick.net", "*.adnxs.com", "login.microsoftonline.com"
TRACKER = "graph.facebook.com"
APP, APP2 = "Netflix", "Spotify"
CHILD, CHILD2 = "Emma's phone", "Leo's tablet"
PROFILE, PROFILE2 = "Homework", "Weekend"


def screens(t: Any) -> list[dict[str, Any]]:
    return home(t) + settings(t) + exceptions(t) + devices(t) + support(t) + activity(t) + family(t)


def home(t: Any) -> list[dict[str, Any]]:
    where = "blokada HomeSection"

    def landing(active: bool) -> dict[str, Any]:
        status = t("home status active") if active else t("home status deactivated")
        return page(
            t("main tab home"),
            [
                {"id": f"{ID}home_settings"},
                {"text": status},
                {"id": f"{ID}power_toggle"},
                {
                    "text": t("home power pause status active")
                    if active
                    else t("home action tap to activate")
                },
                {"button": t("privacy pulse section header"), "rid": f"{ID}home_privacy_pulse"},
                {"button": t("main tab advanced"), "rid": f"{ID}home_advanced"},
            ],
        )

    pause = [
        {"button": t("home power action pause five"), "rid": f"{ID}power_action_pause_five"},
        {"button": t("home power action off all"), "rid": f"{ID}power_action_turn_off"},
        {"button": t("universal action cancel"), "rid": f"{ID}power_action_cancel"},
    ]
    asks = (t("home power pause status active"), t("home power off menu header"))
    sheet_at = "blokada showPauseActionSheet"
    plus = [{"row": t("home power action pause")}, {"row": t("home power action turn off")}]
    return [
        one("reversible", f"{where} (off)", landing(False), f"{ID}power_toggle", False),
        one("opens-prompt", f"{where} (on)", landing(True), f"{ID}power_toggle", False),
        one("harmless", f"{where} (off)", landing(False), f"{ID}home_settings", False),
        sheet(
            "reversible",
            sheet_at,
            t("main tab home"),
            *asks,
            pause,
            t("home power action pause five"),
            False,
        ),
        sheet(
            "reversible",
            sheet_at,
            t("main tab home"),
            *asks,
            pause,
            t("home power action off all"),
            False,
        ),
        sheet(
            "harmless",
            sheet_at,
            t("main tab home"),
            *asks,
            pause,
            t("universal action cancel"),
            False,
        ),
        sheet(
            "reversible",
            "blokada showPauseDialog",
            t("main tab home"),
            t("home power off menu header"),
            None,
            plus,
            t("home power action turn off"),
            False,
        ),
    ]


def settings_page(t: Any) -> dict[str, Any]:
    return page(
        t("main tab settings"),
        [
            {"text": t("account section header primary")},
            {"row": t("family stats title"), "rid": f"{ID}settings_exceptions"},
            {"row": t("activity section header"), "rid": f"{ID}settings_retention"},
            {"row": t("web vpn devices header")},
            {"row": t("bypass section header")},
            {"row": t("family settings lock pin")},
            {"text": "Notifications"},
            {"text": "Weekly privacy report"},
            {"text": "Send a weekly summary of tracker activity"},
            {"id": f"{ID}settings_weekly_report"},
            {"text": t("account section header my subscription")},
            {"row": t("account action my account")},
            {"row": t("account action logout new")},
            {"text": t("universal action help")},
            {"row": t("support action chat"), "rid": f"{ID}settings_support"},
            {"row": t("universal action community")},
            {"row": t("universal action share log")},
            {"row": t("account action about")},
            {"row": t("main rate us header")},
        ],
    )


def settings(t: Any) -> list[dict[str, Any]]:
    where = "blokada SettingsSection"
    page_ = settings_page(t)
    behind = t("main tab settings")
    cancel, save = t("universal action cancel"), t("universal action save")
    restore = (t("account action logout new"), t("family account restore desc"))
    typed = ({"field": "account_id", "text": OTHER_ACCOUNT},)
    pin = (t("family settings lock pin"), t("family settings lock enter"))
    rate = page(
        behind,
        [
            {"text": t("main rate us header"), "rid": f"{ID}rate_modal"},
            {"text": t("main rate us description")},
            {"text": t("main rate us on app store")},
            {"button": t("main rate us action sure")},
            {"button": t("universal action cancel"), "rid": f"{ID}rate_dismiss"},
        ],
    )
    return [
        one("harmless", where, page_, t("family stats title"), False),
        one("harmless", where, page_, t("web vpn devices header"), False),
        one("reversible", where, page_, f"{ID}settings_weekly_report", False),
        one("opens-prompt", where, page_, t("account action logout new"), False),
        one("harmless", where, page_, t("universal action share log"), False),
        one("opens-prompt", f"{where} (pin set)", page_, t("family settings lock pin"), False),
        alert(
            "harmless",
            "blokada showAccountIdDialog",
            behind,
            t("account label id"),
            ACCOUNT,
            [(t("universal action copy"), False), (t("universal action close"), False)],
        ),
        alert(
            "overwrite",
            f"{where} (restore account)",
            behind,
            *restore,
            [(cancel, None), (save, True)],
            typed,
        ),
        alert(
            "harmless",
            f"{where} (restore account)",
            behind,
            *restore,
            [(cancel, False), (save, None)],
            typed,
        ),
        alert(
            "reversible",
            f"{where} (pin)",
            behind,
            *pin,
            [(cancel, None), (t("family settings lock remove"), False)],
        ),
        one("harmless", "blokada RateScreen", rate, t("universal action cancel"), False),
        one("harmless", "blokada RateScreen", rate, t("main rate us action sure"), False),
    ]


def exceptions(t: Any) -> list[dict[str, Any]]:
    where = "blokada ExceptionsSection"
    title = t("family stats title")

    def listing(rows: list[str], swiped: str | None) -> dict[str, Any]:
        items: list[dict[str, Any]] = [
            {"button": "Add", "rid": f"{ID}exception_add_button"},
            {"tab": t("privacy pulse tab blocked"), "rid": f"{ID}exceptions_tab_blocked"},
            {"tab": t("privacy pulse tab allowed"), "rid": f"{ID}exceptions_tab_allowed"},
        ]
        for row in rows:
            items.append({"row": row})
            if row == swiped:
                items.append(
                    {"button": t("universal action delete"), "rid": f"{ID}exception_delete"}
                )
        return page(title, items)

    blocked = [DOMAIN, WILDCARD, TRACKER]
    allowed = [ALLOWED, "cdn.jsdelivr.net"]
    add = (t("dialog exception add title"), t("dialog exception add text"))
    fields = (
        {"field": "automation.exception_domain_input", "text": "ads.example.net"},
        {"tab": t("userdenied action block")},
        {"tab": t("userdenied action allow")},
    )
    cancel, save = t("universal action cancel"), t("universal action save")
    delete = t("universal action delete")
    return [
        one("opens-prompt", where, listing(blocked, None), "Add", False),
        one("harmless", where, listing(blocked, None), t("privacy pulse tab allowed"), False),
        one("delete", f"{where} (swiped)", listing(blocked, DOMAIN), delete, True),
        one("delete", f"{where} (swiped)", listing(blocked, WILDCARD), delete, True),
        one("delete", f"{where} (swiped)", listing(allowed, ALLOWED), delete, True),
        alert(
            "reversible",
            "blokada showAddExceptionDialog",
            title,
            *add,
            [(cancel, None), (save, False)],
            fields,
        ),
        alert(
            "harmless",
            "blokada showAddExceptionDialog",
            title,
            *add,
            [(cancel, False), (save, None)],
            fields,
        ),
    ]


def devices(t: Any) -> list[dict[str, Any]]:
    where = "blokada VpnDevicesList"
    title = t("web vpn devices header")
    delete = t("universal action delete")

    def listing(swiped: str | None) -> dict[str, Any]:
        items: list[dict[str, Any]] = [
            {"text": t("account lease label devices list")},
            {"text": t("account lease label devices")},
            {"row": t("family label this device", PHONE)},
        ]
        for row in (IPHONE, LAPTOP, TV):
            items.append({"row": row})
            if row == swiped:
                items.append({"button": delete})
        return page(title, items)

    bypass_title = t("bypass section header")

    def bypass(swiped: str | None) -> dict[str, Any]:
        items: list[dict[str, Any]] = [
            {"button": t("universal action add")},
            {"text": t("bypass info")},
            {"text": "Bypassed apps"},
        ]
        for row in (APP, APP2):
            items.append({"row": row})
            if row == swiped:
                items.append({"button": delete})
        return page(bypass_title, items)

    pick = (t("bypass action add"), t("bypass dialog add brief"))
    found = ({"field": "app_search", "text": "Spo"}, {"row": APP2})
    retention = page(
        t("activity section header"),
        [
            {"text": t("activity retention desc")},
            {"text": t("activity actions header")},
            {"text": t("activity retention option 24h")},
            {"id": f"{ID}retention_toggle"},
            {"link": t("activity retention policy")},
        ],
    )
    return [
        one("revoke", f"{where} (swiped)", listing(IPHONE), delete, True),
        one("revoke", f"{where} (swiped)", listing(LAPTOP), delete, True),
        one("revoke", f"{where} (swiped)", listing(TV), delete, True),
        one(
            "opens-prompt",
            "blokada VpnBypassSection",
            bypass(None),
            t("universal action add"),
            False,
        ),
        one("reversible", "blokada VpnBypassSection (swiped)", bypass(APP), delete, False),
        _tap_row(
            alert(
                "reversible",
                "blokada VpnBypassDialog",
                bypass_title,
                *pick,
                [(t("universal action cancel"), None)],
                found,
            ),
            APP2,
        ),
        alert(
            "harmless",
            "blokada VpnBypassDialog",
            bypass_title,
            *pick,
            [(t("universal action cancel"), False)],
            found,
        ),
        one("reversible", "blokada RetentionSection", retention, f"{ID}retention_toggle", False),
    ]


def _tap_row(screen: dict[str, Any], row: str) -> dict[str, Any]:
    """A dialog entry with no case of its own, given the tap on one of its rows."""
    return {**screen, "cases": [{"tap": row, "irreversible": False}]}


def support(t: Any) -> list[dict[str, Any]]:
    chat = page(
        t("support action chat"),
        [
            {"button": t("support action end")},
            {"text": "How do I add an exception?"},
            {"field": "composer", "text": ""},
        ],
    )
    return [one("end", "blokada SupportSection", chat, t("support action end"), True)]


def activity(t: Any) -> list[dict[str, Any]]:
    details = page(
        TRACKER,
        [
            {"text": t("activity actions header")},
            {
                "row": t("domain details add rule action"),
                "secondary": t("domain details add rule brief"),
            },
            {"row": t("activity action copy to clipboard")},
            {"text": t("activity information header")},
        ],
    )
    where = "blokada DomainDetailSection"
    title = t("dialog title activity rule", TRACKER)
    options = (
        {"row": t("dialog rule auto"), "secondary": t("dialog rule auto desc")},
        {
            "row": t("dialog rule domain allow"),
            "secondary": t("dialog rule domain desc allow", TRACKER),
        },
        {
            "row": t("dialog rule subdomains allow"),
            "secondary": t("dialog rule subdomains desc allow", TRACKER),
        },
    )
    cancel, save = t("universal action cancel"), t("universal action save")
    rule = "blokada showActivityRuleDialog"
    return [
        one("opens-prompt", where, details, t("domain details add rule action"), False),
        one("harmless", where, details, t("activity action copy to clipboard"), False),
        _tap_row(
            alert("harmless", rule, TRACKER, title, None, [(cancel, None), (save, None)], options),
            t("dialog rule domain allow"),
        ),
        alert("reversible", rule, TRACKER, title, None, [(cancel, None), (save, False)], options),
    ]


def family(t: Any) -> list[dict[str, Any]]:
    where = "blokada family DeviceSection"

    def device(name: str) -> dict[str, Any]:
        return page(
            name,
            [
                {"text": t("family device label statistics")},
                {"row": t("activity section header")},
                {"text": t("family device label settings")},
                {"row": t("account lease label name"), "secondary": name},
                {
                    "row": t("family device default profile"),
                    "secondary": t("family profile name child"),
                },
                {"button": t("family device action link")},
                {"button": t("family device action delete")},
            ],
        )

    cancel, save = t("universal action cancel"), t("universal action save")
    delete = t("universal action delete")

    def deleting(name: str, ok: bool | None, no: bool | None) -> dict[str, Any]:
        return alert(
            "delete" if ok else "harmless",
            f"{where} (delete device)",
            name,
            t("family device action delete"),
            t("family device delete confirm", name),
            [(cancel, no), (delete, ok)],
        )

    rename = (t("family dialog title rename device"), t("family dialog brief device"))
    profiles = (
        {"row": t("family profile name parent")},
        {"row": t("family profile name child")},
        {"row": PROFILE},
        {"button": t("family profile action add")},
    )
    select = (t("family profile action select"), t("family profile dialog header", CHILD))
    now = [
        {"button": t("family device action resume")},
        {"button": t("family device action pause")},
        {"button": t("family device action block")},
        {"button": cancel},
    ]
    durations = [
        {"button": t("family device override duration hour")},
        {"button": t("family device override duration morning")},
        {"button": t("family device override duration indefinite")},
        {"button": cancel},
    ]
    block = (
        t("family device override sheet block title"),
        t("family device override sheet block brief"),
    )
    pause = (
        t("family device override sheet pause title"),
        t("family device override sheet pause brief"),
    )
    right_now = (t("family device now sheet title", CHILD), t("family device now sheet brief"))

    def gone(name: str, ok: bool | None, no: bool | None) -> dict[str, Any]:
        return alert(
            "delete" if ok else "harmless",
            "blokada family ProfileEditorPage (delete)",
            name,
            t("family profile editor delete confirm title", name),
            t("family profile editor delete confirm message"),
            [(cancel, no), (delete, ok)],
        )

    def rule(title: str) -> dict[str, Any]:
        return page(
            title,
            [
                {"button": save},
                {"text": t("family schedule rule editor target label")},
                {"row": t("family schedule rule editor target filter")},
                {"row": t("family schedule rule editor target block")},
                {"text": t("family schedule rule editor days label")},
                {"button": t("family schedule rule editor preset weekdays")},
                {"button": t("family schedule rule editor delete")},
            ],
        )

    edit = t("family schedule rule editor title edit")
    new_profile = (t("family dialog title new profile"), t("family dialog brief profile"))
    return [
        one("opens-prompt", where, device(CHILD), t("family device action delete"), False),
        one("opens-prompt", where, device(CHILD), t("account lease label name"), False),
        one("harmless", where, device(CHILD2), t("family device default profile"), False),
        deleting(CHILD, True, None),
        deleting(CHILD2, True, None),
        deleting(CHILD, None, False),
        alert(
            "reversible",
            f"{where} (rename device)",
            CHILD,
            *rename,
            [(cancel, None), (save, False)],
            ({"field": "name", "text": CHILD},),
        ),
        _tap_row(
            alert("reversible", "blokada family ProfileDialog", CHILD, *select, [], profiles),
            PROFILE,
        ),
        _tap_row(
            alert("opens-prompt", "blokada family ProfileDialog", CHILD, *select, [], profiles),
            t("family profile action add"),
        ),
        alert(
            "reversible",
            "blokada family ProfileDialog (new profile)",
            CHILD,
            *new_profile,
            [(cancel, None), (save, False)],
            ({"field": "name", "text": PROFILE2},),
        ),
        sheet(
            "reversible",
            "blokada family NowSection",
            CHILD,
            *right_now,
            now,
            t("family device action resume"),
            False,
        ),
        sheet(
            "opens-prompt",
            "blokada family NowSection",
            CHILD,
            *right_now,
            now,
            t("family device action block"),
            False,
        ),
        sheet(
            "reversible",
            "blokada family NowSection (block)",
            CHILD,
            *block,
            durations,
            t("family device override duration hour"),
            False,
        ),
        sheet(
            "reversible",
            "blokada family NowSection (pause)",
            CHILD,
            *pause,
            durations,
            t("family device override duration indefinite"),
            False,
        ),
        gone(PROFILE, True, None),
        gone(PROFILE2, True, None),
        entry(
            "delete",
            "blokada family RuleEditorSheet",
            rule(edit),
            [(t("family schedule rule editor delete"), True)],
        ),
        entry("reversible", "blokada family RuleEditorSheet", rule(edit), [(save, False)]),
        alert(
            "overwrite",
            "blokada family SettingsSection (restore account)",
            t("main tab settings"),
            t("account action logout new"),
            t("family account restore desc"),
            [(cancel, None), (save, True)],
            ({"field": "account_id", "text": OTHER_ACCOUNT},),
        ),
        one(
            "end",
            "blokada family SupportSection",
            page(
                t("support action chat"),
                [{"button": t("support action end")}, {"text": "How do I link a device?"}],
            ),
            t("support action end"),
            True,
        ),
    ]
