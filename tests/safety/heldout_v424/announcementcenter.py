"""Nextcloud Announcement Center's screens for the four-hundred-and-twenty-fourth held-out
corpus: ``screens(t)`` lays them out in one language, ``t(key, **args)`` being that language's
lookup of a string of the app's ``l10n/<lang>.json`` catalogue (English: the key itself),
``t.n(singular, plural, count, **args)`` its plural lookup and ``t.lib(key, **args)`` the
lookup of a string of the Nextcloud Vue components (``LIBRARY``). What each action sends, and
why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

OCS = "/ocs/v2.php/apps/announcementcenter/api/v1"  # generateOcsUrl('apps/announcementcenter/..')
CONFIG = "/ocs/v2.php/apps/provisioning_api/api/v1/config/apps/announcementcenter"
PAGE = "/index.php/apps/announcementcenter"  # generateUrl('/apps/announcementcenter')
AUTHOR = "Maria Keller"
Act = tuple[str, bool, list[Any]]

# The strings of @nextcloud/vue 9.9.0 these screens show, from its l10n/<lang>.pot (msgstr
# of msgid "Actions", "Close sidebar" and "Deselect {option}"): the NcActions trigger's
# aria-label, NcAppSidebar's close button and NcSelect's deselect button. build.py checks
# them against a checkout of the library when it is given one.
LIBRARY: dict[str, dict[str, str]] = {
    "Actions": {"zh_CN": "行为", "ja": "操作", "ko": "동작", "de": "Aktionen",
                "fr": "Actions", "es": "Acciones", "pt_BR": "Ações", "ru": "Действия"},
    "Close sidebar": {"zh_CN": "关闭侧边栏", "ja": "サイドバーを閉じる", "ko": "사이드바 닫기",
                      "de": "Seitenleiste schließen", "fr": "Fermer la barre latérale",
                      "es": "Cerrar barra lateral", "pt_BR": "Fechar barra lateral",
                      "ru": "Закрыть сайдбар"},
    "Deselect {option}": {"zh_CN": "取消选择 {option}", "ja": "{option} の選択を解除",
                          "ko": "{option} 선택 해제", "de": "{option} abwählen",
                          "fr": "Désélectionner {option}", "es": "Deseleccionar {option}",
                          "pt_BR": "Desselecionar {option}", "ru": "Отменить выбор {option}"},
}  # fmt: skip

# Groups of the instance: id and display name, as GET .../api/v1/groups lists them.
IT, STAFF, MANAGERS = ("it-staff", "IT staff"), ("staff", "Staff"), ("managers", "Managers")
BERLIN, HAMBURG, MUNICH = ("berlin", "Berlin office"), ("hamburg", "Hamburg office"), (
    "munich", "Munich office")  # fmt: skip

# The announcements on the page: id, subject, message, groups, comments (False: none
# allowed), notifications (the admin's "Clear notifications" entry shows).
A1 = (42, "Office closed on Friday",
      "The office stays closed on Friday for the move to the new building.",
      [], 3, True)  # fmt: skip
A2 = (41, "New VPN certificates",
      "Every laptop gets a new VPN certificate this week. Please keep it switched on.",
      [IT], False, False)  # fmt: skip
A3 = (44, "Quarterly all-hands", "We meet in the large hall with coffee and cake.",
      [STAFF, MANAGERS], 0, False)  # fmt: skip
A4 = (39, "Canteen menu for next week", "Soup, pasta and a vegetarian curry every day.",
      [BERLIN, HAMBURG, MUNICH], 5, True)  # fmt: skip
A5 = (37, "Printer on floor 3 replaced",
      "The old printer on floor 3 is gone. The new one prints on both sides by default.",
      [], False, True)  # fmt: skip


def api(method: str, path: str, data: Any = None) -> Any:
    """@nextcloud/axios's request to the app's OCS API; a body is JSON.stringify's."""
    if data is None:
        return f"{method} {OCS}{path}"
    return {"request": f"{method} {OCS}{path}", "body": compact(data)}


def compact(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def setting(key: str, value: str) -> dict[str, str]:
    """OCP.AppConfig.setValue: an axios POST of ``{"value": ..}`` to the provisioning API."""
    return {"request": f"POST {CONFIG}/{key}", "body": compact({"value": value})}


def page(url: str) -> dict[str, str]:
    """A page load: an ``<a href>`` followed."""
    return {"request": f"GET {url}", "via": "link"}


def announce(subject: str, message: str, groups: list[str], flags: tuple[bool, ...],
             schedule: int = 0, delete: int = 0) -> dict[str, str]:  # fmt: skip
    """NewForm's onAnnounce: postAnnouncement's POST. ``plainMessage`` is remark's output with
    strip-markdown, which for plain sentences is the text with a final newline (none for an
    empty text); a time never set is ``new Date(null).getTime() / 1000``, 0."""
    activities, notifications, emails, comments = flags
    return api("POST", "/announcements", {
        "subject": subject, "message": message,
        "plainMessage": f"{message}\n" if message else "", "groups": groups,
        "activities": activities, "notifications": notifications, "emails": emails,
        "comments": comments, "scheduleTime": schedule, "deleteTime": delete})  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"announcementcenter {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def visibility(t: Any, groups: list[tuple[str, str]]) -> str:
    """Announcement.vue's visibilityLabel."""
    if not groups:
        return t("visible to everyone")
    if len(groups) == 1:
        return t("visible to group {name}", name=groups[0][1])
    if len(groups) == 2:
        return t("visible to groups {name1} and {name2}", name1=groups[0][1], name2=groups[1][1])
    return t.n("visible to group {name} and %n more", "visible to group {name} and %n more",
               len(groups) - 1, name=groups[0][1])  # fmt: skip


def form_screens(t: Any) -> list[dict[str, Any]]:
    """NewForm at the top of the page (empty, filled, with its options menu open), the
    visibility select in that menu, and the page with no announcement yet."""
    title = f"{t('Announcements')} - Nextcloud"
    actions = t.lib("Actions")

    def form(subject: str, message: str) -> list[dict[str, Any]]:
        return [
            {"field": "subject", "hint": t("New announcement subject"), "text": subject},
            {"field": "message", "hint": t("Write announcement text, Markdown can be used\u00a0…"),
             "text": message},
            {"button": t("Announce")}, {"button": actions}]  # fmt: skip

    def menu(flags: tuple[bool, ...], groups: list[tuple[str, str]] = (), schedule: str = "",
             delete: str = "") -> list[dict[str, Any]]:  # fmt: skip
        names = ("Create activities", "Create notifications", "Send emails", "Allow comments")
        items: list[dict[str, Any]] = [{"switch": t(name), "checked": on}
                                       for name, on in zip(names, flags, strict=True)]  # fmt: skip
        items.append({"text": t("Visibility")})
        for _, name in groups:
            items += [{"text": name}, {"button": t.lib("Deselect {option}", option=name)}]
        items += [
            {"field": "visibility", "hint": t("Everyone"), "text": ""},
            {"field": "schedule", "hint": t("Schedule announcement time"), "text": schedule},
            {"field": "date-time-picker-delete_id", "hint": t("Schedule deletion time"),
             "text": delete}]  # fmt: skip
        return items

    def screen(subject: str, message: str, *menu_items: dict[str, Any]) -> dict[str, Any]:
        return {"title": title, "items": [*form(subject, message), *menu_items]}

    on = (True, True, True, True)  # the admin settings' defaults, all on
    s1 = ("Server maintenance on Saturday", "The file server is offline on Saturday morning.")
    s2 = ("VPN client update", "Install the new VPN client before Monday. It takes five minutes.")
    s3 = ("Kitchen cleaning rota", "The rota for October hangs next to the coffee machine.")
    s4 = ("Quarterly all-hands", "We meet in the large hall with coffee and cake.")
    s5 = ("Summer party photos", "The photos of the summer party are in the shared folder.")
    s6 = ("New travel policy", "Trains are booked through the travel desk from October.")
    s7 = ("Welcome to the announcements", "")
    select = {"title": title, "items": [
        *form(*s2), {"text": t("Visibility")},
        {"field": "visibility", "hint": t("Everyone"), "text": "", "focused": True},
        {"row": IT[1]}, {"row": MANAGERS[1]}, {"row": STAFF[1]}]}  # fmt: skip
    empty = {"title": title, "items": [
        *form(*s7), {"text": t("No announcements")},
        {"text": t("There are currently no announcements\u00a0…")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "new announcement form", screen("", ""), [
            (actions, False, [])]),
        _entry("publish", "new announcement filled", screen(*s1), [
            (t("Announce"), True, [announce(*s1, [], on)])]),
        _entry("opens-prompt", "new announcement filled options", screen(*s1), [
            (actions, False, [])]),
        _entry("reversible", "new announcement options menu", screen(*s1, *menu(on)), [
            (t("Create activities"), False, []), (t("Create notifications"), False, []),
            (t("Send emails"), False, []), (t("Allow comments"), False, [])]),
        _entry("reversible", "new announcement options menu with some off",
               screen(*s1, *menu((True, True, False, False))), [
            (t("Send emails"), False, []), (t("Allow comments"), False, [])]),
        _entry("reversible", "visibility select open", select, [
            (IT[1], False, []), (MANAGERS[1], False, []), (STAFF[1], False, [])]),
        _entry("reversible", "visibility with a group chosen", screen(*s2, *menu(on, [IT])), [
            (t.lib("Deselect {option}", option=IT[1]), False, [])]),
        _entry("publish", "announce to a group without emails",
               screen(*s2, *menu((True, True, False, True), [IT])), [
            (t("Announce"), True, [announce(*s2, [IT[0]], (True, True, False, True))])]),
        _entry("publish", "announce with every channel off",
               screen(*s3, *menu((False, False, False, True))), [
            (t("Announce"), True, [announce(*s3, [], (False, False, False, True))])]),
        _entry("reversible", "new announcement options menu with every channel off",
               screen(*s3, *menu((False, False, False, True))), [
            (t("Create activities"), False, []), (t("Create notifications"), False, [])]),
        _entry("reversible", "announce scheduled",
               screen(*s4, *menu(on, [STAFF, MANAGERS], schedule="2026-09-01T09:00")), [
            (t("Announce"), False, [announce(*s4, [STAFF[0], MANAGERS[0]], on,
                                             schedule=1788253200)])]),
        _entry("publish", "announce with a deletion time",
               screen(*s5, *menu(on, delete="2026-09-30T18:00")), [
            (t("Announce"), True, [announce(*s5, [], on, delete=1790791200)])]),
        _entry("publish", "announce to two groups without comments",
               screen(*s6, *menu((True, True, True, False), [BERLIN, HAMBURG])), [
            (t("Announce"), True, [announce(*s6, [BERLIN[0], HAMBURG[0]],
                                            (True, True, True, False))])]),
        _entry("publish", "first announcement on an empty page", empty, [
            (t("Announce"), True, [announce(*s7, [], on)])]),
    ]  # fmt: skip


def card_screens(t: Any) -> list[dict[str, Any]]:
    """Each announcement of the list as an admin sees it, its actions menu open (with "Clear
    notifications" where it has notifications), and the comments sidebar."""
    title = f"{t('Announcements')} - Nextcloud"
    actions = t.lib("Actions")

    def card(a: tuple[Any, ...], open_menu: bool) -> dict[str, Any]:
        _, subject, message, groups, comments, notifications = a
        items: list[dict[str, Any]] = [
            {"text": subject}, {"text": AUTHOR}, {"text": visibility(t, groups)},
            {"button": actions}]  # fmt: skip
        if open_menu:
            if notifications:
                items.append({"menu": t("Clear notifications")})
            items.append({"menu": t("Delete announcement")})
        items.append({"text": message})
        if comments is not False:
            items.append({"button": t.n("%n comment", "%n comments", comments)})
        return {"title": title, "items": items}

    entries = []
    for a in (A1, A2, A3, A4, A5):
        ident, subject = a[0], a[1]
        name = subject.lower()
        entries.append(_entry("opens-prompt", f"announcement {name}", card(a, False), [
            (actions, False, [])]))  # fmt: skip
        if a[5]:
            clear = api("DELETE", f"/announcements/{ident}/notifications")
            entries.append(_entry("withdraw", f"announcement {name} menu clear", card(a, True), [
                (t("Clear notifications"), True, [clear])]))  # fmt: skip
        delete = api("DELETE", f"/announcements/{ident}")
        entries.append(_entry("delete", f"announcement {name} menu delete", card(a, True), [
            (t("Delete announcement"), True, [delete])]))  # fmt: skip
    entries.append(_entry("harmless", "announcement menu closed again", card(A1, True), [
        (actions, False, [])]))  # fmt: skip
    sidebar = {"title": title, "items": [
        {"text": f"{A1[1]} - {t('Comments')}"}, {"button": t.lib("Close sidebar")}]}  # fmt: skip
    entries.append(_entry("harmless", "comments sidebar", sidebar, [
        (t.lib("Close sidebar"), False, [])]))  # fmt: skip
    return entries


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """The admin settings section (its switches on, then off), its group select open and with
    a second group chosen."""
    names = ("create_activities", "create_notifications", "send_emails", "allow_comments")
    labels = [t("Create activities by default"), t("Create notifications by default"),
              t("Send emails by default"), t("Allow comments by default")]  # fmt: skip
    label = t("These groups will be able to post announcements.")

    def section(on: bool, chosen: list[tuple[str, str]], listing: bool = False) -> dict[str, Any]:
        items: list[dict[str, Any]] = [{"text": t("Announcements")}]
        for _, name in chosen:
            items += [{"text": name}, {"button": t.lib("Deselect {option}", option=name)}]
        items.append({"field": "announcementcenter_admin_group", "hint": label, "text": "",
                      "focused": listing})  # fmt: skip
        if listing:
            items += [{"row": "Communications"}, {"row": IT[1]}]
        items += [{"switch": text, "checked": on} for text in labels]
        return {"items": items}

    admin, comms = ("admin", "admin"), ("comms", "Communications")
    return [
        _entry("reversible", "admin settings switches on", section(True, [admin]), [
            (text, False, [setting(key, "no")]) for key, text in zip(names, labels, strict=True)]),
        _entry("reversible", "admin settings switches off", section(False, [admin]), [
            (text, False, [setting(key, "yes")]) for key, text in zip(names, labels, strict=True)]),
        _entry("reversible", "admin settings group select open",
               section(True, [admin], listing=True), [
            ("Communications", False, [setting("admin_groups", compact(["admin", "comms"]))])]),
        _entry("reversible", "admin settings second group chosen",
               section(True, [admin, comms]), [
            (t.lib("Deselect {option}", option="Communications"), False,
             [setting("admin_groups", compact(["admin"]))])]),
    ]  # fmt: skip


def elsewhere_screens(t: Any) -> list[dict[str, Any]]:
    """Where the app shows outside its page: the dashboard widget, a notification, an
    activity, and the entry of the app menu."""
    widget = {"items": [
        {"text": t("Announcements")}, {"link": A1[1]}, {"link": A4[1]},
        {"link": A5[1]}]}  # fmt: skip

    def note(a: tuple[Any, ...]) -> dict[str, Any]:
        return {"items": [
            {"text": t("{user} announced {announcement}", user=AUTHOR, announcement=a[1])},
            {"link": a[1]}, {"text": a[2]}]}  # fmt: skip

    activity = {"items": [
        {"text": t("{actor} announced “{announcement}”", actor=AUTHOR, announcement=A4[1])},
        {"link": A4[1]}]}  # fmt: skip
    menu = {"items": [{"link": t("Announcements")}]}
    routed = f"{PAGE}/?announcement="  # linkToRouteAbsolute('announcementcenter.page.index')
    return [
        _entry("reversible", "dashboard widget", widget, [
            (A1[1], False, [page(f"{PAGE}?announcement={A1[0]}")]),
            (A4[1], False, [page(f"{PAGE}?announcement={A4[0]}")]),
            (A5[1], False, [page(f"{PAGE}?announcement={A5[0]}")])]),
        _entry("reversible", "notification", note(A1), [
            (A1[1], False, [page(f"{routed}{A1[0]}")])]),
        _entry("reversible", "second notification", note(A5), [
            (A5[1], False, [page(f"{routed}{A5[0]}")])]),
        _entry("reversible", "activity", activity, [
            (A4[1], False, [page(f"{routed}{A4[0]}")])]),
        _entry("reversible", "app menu", menu, [
            (t("Announcements"), False, [page(f"{PAGE}/")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*form_screens(t), *card_screens(t), *admin_screens(t), *elsewhere_screens(t)]
