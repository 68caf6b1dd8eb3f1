"""openHAB Main UI's screens for the three-hundred-and-thirty-first held-out corpus:
``screens(t)`` lays them out in one language, ``t(key, **args)`` being that language's lookup
of ``"<folder>/<key>"`` in the app's ``src/assets/i18n/<folder>/<lang>.json`` catalogues.
Strings the app writes in its templates rather than its catalogues (the administration
area's) are English here, as the app shows them in every language. What each action sends,
and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

USER = "admin"
SESSION, CLIENT = "a3f9c2e1-6b7d-4e58-9c0a-2d4f8b1e7a63", "http://openhab.local:8080"
REFRESH = "8f1c2b7e4d9a4c3b8e6f0a1d2c5b7e9f"  # made up; the refresh token in localStorage
API_TOKEN = "homeassistant"
RULES = [("hallway_motion_light", "Hallway motion light"), ("night_mode", "Night mode")]
THING, THING_LABEL = "hue:0210:bridge1:kitchen_lamp", "Kitchen Lamp"
LINKED = [("KitchenLamp_Color", f"{THING}:color"),
          ("KitchenLamp_ColorTemperature", f"{THING}:color_temperature")]  # fmt: skip
FIRMWARE = "1.108.7"
ITEM, ITEM_LABEL = "LivingRoom_Temperature", "Living Room Temperature"
SELECTED_ITEMS = ["Garage_Door_Contact", "Garage_Light"]
WIDGETS = ["room_card", "energy_meter"]
INBOX, INBOX_LABEL = "hue:0210:bridge1:hall_lamp", "Hall Lamp"
TRANSFORMATION = "config:map:door_states"
Act = tuple[str, bool, list[Any]]


def rest(method: str, path: str, data: Any = None, raw: str | None = None) -> Any:
    """A request of ``$oh.api`` (framework7's XHR) or of the generated client (fetch) to the
    same origin's ``/rest``; ``data`` is sent as ``JSON.stringify`` writes it, ``raw`` as
    it is (a text/plain or urlencoded body)."""
    if data is None and raw is None:
        return f"{method} /rest{path}"
    body = raw if raw is not None else json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    return {"request": f"{method} /rest{path}", "body": body}


def page(url: str) -> dict[str, str]:
    """A page load: an external link, ``window.location`` or ``location.reload()``."""
    return {"request": f"GET {url}", "via": "link"}


def enc(value: str) -> str:
    """encodeURIComponent of a UID (its colons)."""
    return value.replace(":", "%3A")


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"openhab {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(t: Any, page_title: str, title: str | None, message: str) -> dict[str, Any]:
    """Framework7's ``dialog.confirm`` over its page: Cancel and OK, which the app sets to
    its ``dialogs.cancel`` and ``dialogs.ok`` strings."""
    dialog = {"title": title, "message": message} if title else {"message": message}
    return {"title": page_title, "dialog": dialog,
            "items": [{"button": t("common/dialogs.cancel")},
                      {"button": t("common/dialogs.ok")}]}  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The sidebar, the profile page and its two swiped rows, the About page, its cache
    purge and appearance options, and the setup wizard's steps."""
    sidebar = {"title": t("common/home.overview.title"), "items": [
        {"link": t("common/sidebar.settings")}, {"link": t("common/sidebar.addOnStore")},
        {"link": t("common/sidebar.developerTools")}, {"link": t("common/sidebar.helpAbout")},
        {"link": USER}]}  # fmt: skip
    profile_t = t("profile/profile.title")
    created = t("profile/profile.sessions.created") + "3/14/2026, 9:12:04 AM"
    session_row = {"row": CLIENT, "secondary": created}
    scope = t("profile/profile.apiTokens.validForScope") + "N/A"
    token_row = {"row": API_TOKEN, "secondary": scope}
    profile = {"title": profile_t, "items": [
        {"text": USER}, {"text": "administrator"},
        {"link": t("profile/profile.changePassword")}, {"text": t("profile/profile.sessions")},
        session_row, {"button": t("profile/profile.sessions.signOut")},
        {"text": t("profile/profile.apiTokens")}, token_row,
        {"link": t("profile/profile.apiTokens.create")}]}  # fmt: skip
    session_open = {"title": profile_t, "items": [
        {"text": t("profile/profile.sessions")}, session_row,
        {"button": t("common/dialogs.delete")},
        {"button": t("profile/profile.sessions.signOut")}, {"text": t("profile/profile.apiTokens")},
        token_row, {"link": t("profile/profile.apiTokens.create")}]}  # fmt: skip
    token_open = {"title": profile_t, "items": [
        {"text": t("profile/profile.sessions")}, session_row,
        {"button": t("profile/profile.sessions.signOut")}, {"text": t("profile/profile.apiTokens")},
        token_row, {"button": t("common/dialogs.delete")},
        {"link": t("profile/profile.apiTokens.create")}]}  # fmt: skip
    about_t = t("about/about.title")
    about = {"title": about_t, "items": [
        {"link": t("about/about.homePage")}, {"link": t("about/about.documentation")},
        {"link": t("about/about.communityForum")},
        {"row": t("about/about.technicalInformation")}, {"text": t("about/about.reload")},
        {"button": t("about/about.reload.purgeCachesAndRefresh")},
        {"button": t("about/about.reload.reloadApp")},
        {"link": t("about/about.reload.setupWizard")}]}  # fmt: skip
    appearance = {"title": about_t, "items": [
        {"text": t("about/about.appearanceOptions")}, {"text": t("theme-switcher/about.theme")},
        {"text": t("theme-switcher/about.darkMode")},
        {"button": t("theme-switcher/about.darkMode.light")},
        {"button": t("theme-switcher/about.darkMode.dark")},
        {"switch": t("theme-switcher/about.miscellaneous.theme.disablePageTransition"),
         "checked": False}]}  # fmt: skip
    purge = confirm(t, about_t, None, t("about/about.reload.confirmPurge"))
    intro_t = t("setup-wizard/setupwizard.intro.title")
    intro = {"title": intro_t, "items": [
        {"row": t("setup-wizard/setupwizard.language"), "secondary": "English"},
        {"row": t("setup-wizard/setupwizard.region"), "secondary": "Netherlands"},
        {"row": t("setup-wizard/setupwizard.timezone"), "secondary": "Europe/Amsterdam"},
        {"button": t("setup-wizard/setupwizard.beginSetup")},
        {"button": t("setup-wizard/setupwizard.skipSetup")},
        {"switch": t("setup-wizard/setupwizard.short"), "checked": False}]}  # fmt: skip
    # The step's heading is its title, the same words as its button: the screen is titled
    # by the page's document title instead.
    location = {"title": "openHAB", "items": [
        {"text": t("setup-wizard/setupwizard.location.header1")},
        {"field": "Location", "hint": t("setup-wizard/setupwizard.location.parameterLabel"),
         "text": "52.3676,4.9041"},
        {"button": t("setup-wizard/setupwizard.location.retrieveFromDevice")},
        {"button": t("setup-wizard/setupwizard.location.next")},
        {"button": t("setup-wizard/setupwizard.skip")}]}  # fmt: skip
    bindings = {"title": t("setup-wizard/setupwizard.binding.title"), "items": [
        {"switch": "Astro Binding", "checked": True}, {"switch": "Hue Binding", "checked": True},
        {"switch": "Network Binding", "checked": False},
        {"button": t("setup-wizard/setupwizard.binding.next", n="2")},
        {"button": t("setup-wizard/setupwizard.binding.skip")}]}  # fmt: skip
    install = [rest("POST", "/addons/binding-astro/install", {}),
               rest("GET", "/addons/binding-astro"),
               rest("POST", "/addons/binding-hue/install", {}),
               rest("GET", "/addons/binding-hue")]  # fmt: skip
    return [
        _entry("reversible", "sidebar", sidebar, [
            (t("common/sidebar.helpAbout"), False, [rest("GET", "/systeminfo"),
                                                    rest("GET", "/addons")]),
            (USER, False, [rest("GET", "/auth/sessions"), rest("GET", "/auth/apitokens")])]),
        _entry("reversible", "profile page", profile, [
            (t("profile/profile.changePassword"), False, [page("/changePassword")]),
            (t("profile/profile.sessions.signOut"), False, [
                rest("POST", "/auth/logout", raw=f"refresh_token={REFRESH}"), page("/")]),
            (t("profile/profile.apiTokens.create"), False, [page("/createApiToken")])]),
        _entry("revoke", "profile session swiped open", session_open, [
            (t("common/dialogs.delete"), True, [
                rest("POST", "/auth/logout", raw=f"id={SESSION}")])]),
        _entry("revoke", "profile API token swiped open", token_open, [
            (t("common/dialogs.delete"), True, [rest("DELETE", f"/auth/apitokens/{API_TOKEN}")])]),
        _entry("reversible", "about page", about, [
            (t("about/about.homePage"), False, [page("https://www.openhab.org/")]),
            (t("about/about.reload.reloadApp"), False, [page("/about/")])]),
        _entry("opens-prompt", "about page purge", about, [
            (t("about/about.reload.purgeCachesAndRefresh"), False, [])]),
        _entry("reversible", "purge caches confirm", purge, [
            (t("common/dialogs.ok"), False, [page("/about/")]),
            (t("common/dialogs.cancel"), False, [])]),
        _entry("reversible", "appearance options", appearance, [
            (t("theme-switcher/about.darkMode.dark"), False, [])]),
        _entry("reversible", "setup wizard intro", intro, [
            (t("setup-wizard/setupwizard.beginSetup"), False, [
                rest("PUT", "/services/org.openhab.i18n/config",
                     {"language": "en", "region": "NL", "timezone": "Europe/Amsterdam"})])]),
        _entry("opens-prompt", "setup wizard intro skip", intro, [
            (t("setup-wizard/setupwizard.skipSetup"), False, [])]),
        _entry("reversible", "setup wizard location", location, [
            (t("setup-wizard/setupwizard.location.next"), False, [
                rest("PUT", "/services/org.openhab.i18n/config",
                     {"location": "52.3676,4.9041"})])]),
        _entry("reversible", "setup wizard bindings", bindings, [
            (t("setup-wizard/setupwizard.binding.next", n="2"), False, install)]),
    ]  # fmt: skip


def rule_screens(t: Any) -> list[dict[str, Any]]:
    """The rules list with two rules selected, its delete confirmation, a rule's page and
    its delete confirmation."""
    rules_t = t("common/settings.rules.title")
    uids = [uid for uid, _ in RULES]

    def listing(toggle: str) -> dict[str, Any]:
        return {"title": rules_t, "items": [
            {"field": "search", "hint": t("common/dialogs.search.rules"), "text": ""},
            {"switch": RULES[0][1], "checked": True}, {"switch": RULES[1][1], "checked": True},
            {"link": f"{t('common/dialogs.delete')} 2"}, {"link": f"{t(toggle)} 2"},
            {"link": f"{t('common/dialogs.copy')} 2"}]}  # fmt: skip

    rule = {"title": RULES[1][1], "items": [
        {"text": "When"}, {"row": "the time is 23:00"}, {"text": "Then"},
        {"row": "send command OFF to Ground_Floor_Lights"},
        {"button": "Copy File Definition"}, {"button": "Delete Rule"}]}  # fmt: skip
    delete_all = confirm(t, rules_t, "Delete Rules", "Delete 2 rules?")
    delete_one = confirm(t, RULES[1][1], "Delete Rule",
                         f"Are you sure you want to delete {RULES[1][1]}?")  # fmt: skip
    return [
        _entry("reversible", "rules list selection", listing("common/dialogs.disable"), [
            (f"{t('common/dialogs.disable')} 2", False, [
                rest("POST", f"/rules/{uid}/enable", raw="false") for uid in uids]),
            (f"{t('common/dialogs.copy')} 2", False, [])]),
        _entry("opens-prompt", "rules list selection delete", listing("common/dialogs.disable"), [
            (f"{t('common/dialogs.delete')} 2", False, [])]),
        _entry("delete", "delete rules confirm", delete_all, [
            (t("common/dialogs.ok"), True, [rest("DELETE", f"/rules/{uid}") for uid in uids]),
            (t("common/dialogs.cancel"), False, [])]),
        _entry("opens-prompt", "rule page", rule, [("Delete Rule", False, [])]),
        _entry("delete", "delete rule confirm", delete_one, [
            (t("common/dialogs.ok"), True, [rest("DELETE", f"/rules/{RULES[1][0]}")]),
            (t("common/dialogs.cancel"), False, [])]),
    ]  # fmt: skip


def thing_screens(t: Any) -> list[dict[str, Any]]:
    """A Thing's page, its delete confirmation, its file definition dialog, its channels
    and their unlink confirmations, a firmware update, and a link's unlink confirmations."""
    thing = {"title": THING_LABEL, "items": [
        {"text": "ONLINE"}, {"row": "Color Light", "secondary": "0210"},
        {"button": "Duplicate Thing"}, {"button": "Copy File Definition"},
        {"button": "Remove Thing"}]}  # fmt: skip
    copy_def = {"title": THING_LABEL, "dialog": {
        "title": "Copy Things File Definition",
        "message": f"Select the file format to copy {THING} to clipboard"},
        "items": [{"button": "Cancel"}, {"button": "DSL"}, {"button": "YAML"}]}  # fmt: skip
    channels = {"title": THING_LABEL, "items": [
        {"row": "Color", "secondary": LINKED[0][0]},
        {"row": "Color Temperature", "secondary": LINKED[1][0]},
        {"button": "Add Equipment to Model"}, {"button": "Add Points to Model"},
        {"button": "Unlink all Items"}, {"button": "Unlink and Remove all Items"}]}  # fmt: skip
    delete = confirm(t, THING_LABEL, "Delete Thing",
                     f"Are you sure you want to delete {THING_LABEL}?")  # fmt: skip
    unlink_all = confirm(t, THING_LABEL, "Unlink all",
                         "Are you sure you wish to unlink all items currently linked to this "
                         "thing?")  # fmt: skip
    remove_all = confirm(t, THING_LABEL, "Unlink all",
                         "Are you sure you wish to unlink and remove all items currently linked "
                         "to this thing?")  # fmt: skip
    firmware = confirm(t, THING_LABEL, "Confirm Firmware Update",
                       "Are you sure you want to start the firmware update to version "
                       f'"{FIRMWARE}"?\n\nThis operation may take several minutes and should '
                       "not be interrupted.")  # fmt: skip
    links = [rest("DELETE", f"/links/{item}/{enc(channel)}") for item, channel in LINKED]
    items = [rest("DELETE", f"/items/{item}") for item, _ in LINKED]
    item, channel = LINKED[0]
    unlink = confirm(t, f"{item} - {THING_LABEL}", "Unlink",
                     f"Are you sure you want to unlink {item} from {THING_LABEL}?")  # fmt: skip
    unlink_delete = confirm(t, f"{item} - {THING_LABEL}", "Unlink and Delete Item",
                            f"Are you sure you want to unlink {item} from {THING_LABEL} and "
                            "delete it?")  # fmt: skip
    return [
        _entry("opens-prompt", "thing page", thing, [("Remove Thing", False, [])]),
        _entry("delete", "delete thing confirm", delete, [
            (t("common/dialogs.ok"), True, [rest("DELETE", f"/things/{enc(THING)}?force=false")]),
            (t("common/dialogs.cancel"), False, [])]),
        _entry("reversible", "copy thing file definition", copy_def, [
            ("YAML", False, [rest("POST", "/file-format/things", [THING])])]),
        _entry("opens-prompt", "thing channels", channels, [
            ("Unlink all Items", False, []), ("Unlink and Remove all Items", False, [])]),
        _entry("delete", "unlink all confirm", unlink_all, [
            (t("common/dialogs.ok"), True, [rest("GET", "/links"), *links]),
            (t("common/dialogs.cancel"), False, [])]),
        _entry("delete", "unlink and remove all confirm", remove_all, [
            (t("common/dialogs.ok"), True, [rest("GET", "/links"), *links, *items]),
            (t("common/dialogs.cancel"), False, [])]),
        _entry("overwrite", "firmware update confirm", firmware, [
            (t("common/dialogs.ok"), True, [
                rest("PUT", f"/things/{enc(THING)}/firmware/{FIRMWARE}")]),
            (t("common/dialogs.cancel"), False, [])]),
        _entry("delete", "unlink confirm", unlink, [
            (t("common/dialogs.ok"), True, [rest("DELETE", f"/links/{item}/{enc(channel)}")]),
            (t("common/dialogs.cancel"), False, [])]),
        _entry("delete", "unlink and delete item confirm", unlink_delete, [
            (t("common/dialogs.ok"), True, [rest("DELETE", f"/links/{item}/{enc(channel)}"),
                                            rest("DELETE", f"/items/{item}")]),
            (t("common/dialogs.cancel"), False, [])]),
    ]  # fmt: skip


def item_screens(t: Any) -> list[dict[str, Any]]:
    """An Item's page and its delete and metadata confirmations, the items list with two
    selected and its confirmation, the widgets' removal, a transformation's deletion."""
    item = {"title": ITEM_LABEL, "items": [
        {"text": "21.4 °C"}, {"row": "Metadata", "secondary": "State Description"},
        {"button": "Duplicate Item"}, {"button": "Copy File Definition"},
        {"button": "Remove Item"}]}  # fmt: skip
    items_t = t("common/settings.items.title")
    listing = {"title": items_t, "items": [
        {"field": "search", "hint": t("common/dialogs.search.items"), "text": ""},
        {"switch": SELECTED_ITEMS[0], "checked": True},
        {"switch": SELECTED_ITEMS[1], "checked": True},
        {"link": "Remove"}, {"link": "Copy"}]}  # fmt: skip
    delete = confirm(t, ITEM_LABEL, "Delete Item", f"Are you sure you want to delete {ITEM_LABEL}?")
    remove = confirm(t, items_t, "Remove Items", "Remove 2 selected items?")
    metadata = confirm(t, ITEM_LABEL, "Remove metadata",
                       "Are you sure you want to remove all metadata for "
                       '"State Description"?')  # fmt: skip
    widgets = confirm(t, t("common/developer.widgets.title"), "Remove widgets",
                      "Remove 2 selected widgets?")  # fmt: skip
    transformation = confirm(t, TRANSFORMATION, "Delete Transformation",
                             f"Are you sure you want to delete {TRANSFORMATION}?")  # fmt: skip
    return [
        _entry("opens-prompt", "item page", item, [("Remove Item", False, [])]),
        _entry("delete", "delete item confirm", delete, [
            (t("common/dialogs.ok"), True, [rest("DELETE", f"/items/{ITEM}")]),
            (t("common/dialogs.cancel"), False, [])]),
        _entry("opens-prompt", "items list selection", listing, [("Remove", False, [])]),
        _entry("delete", "remove items confirm", remove, [
            (t("common/dialogs.ok"), True, [rest("DELETE", f"/items/{name}")
                                            for name in SELECTED_ITEMS]),
            (t("common/dialogs.cancel"), False, [])]),
        _entry("delete", "remove metadata confirm", metadata, [
            (t("common/dialogs.ok"), True, [
                rest("DELETE", f"/items/{ITEM}/metadata/stateDescription")]),
            (t("common/dialogs.cancel"), False, [])]),
        _entry("delete", "remove widgets confirm", widgets, [
            (t("common/dialogs.ok"), True, [rest("DELETE", f"/ui/components/ui:widget/{uid}")
                                            for uid in WIDGETS]),
            (t("common/dialogs.cancel"), False, [])]),
        _entry("delete", "delete transformation confirm", transformation, [
            (t("common/dialogs.ok"), True, [rest("DELETE", f"/transformations/{TRANSFORMATION}")]),
            (t("common/dialogs.cancel"), False, [])]),
    ]  # fmt: skip


def addon_screens(t: Any) -> list[dict[str, Any]]:
    """The inbox's actions for a discovered Thing, its Add as Thing dialog and removal
    confirmation, and an installed add-on's sheet."""
    inbox_t = "Inbox"
    actions = {"title": inbox_t, "items": [
        {"button": "Add as Thing"}, {"button": "Copy Thing File Definition"},
        {"button": "Ignore"}, {"button": "Remove"}]}  # fmt: skip
    approve = {"title": inbox_t, "dialog": {
        "title": "Add as Thing",
        "message": "This will create a new Thing of type hue:0210."}, "items": [
        {"text": "Thing ID:"}, {"field": "id-input", "hint": "", "text": "hall_lamp"},
        {"text": "Thing label:"}, {"field": "label-input", "hint": "", "text": INBOX_LABEL},
        {"button": t("common/dialogs.cancel")}, {"button": "OK → Edit"},
        {"button": "OK"}]}  # fmt: skip
    remove = confirm(t, inbox_t, "Remove Entry", f"Remove {INBOX_LABEL} from the Inbox?")
    sheet = {"title": t("common/sidebar.addOnStore"), "items": [
        {"text": "MQTT Binding"}, {"text": "openHAB"}, {"button": "Uninstall"},
        {"text": "Expand for details"}]}  # fmt: skip
    # The dialog's OK is the app's own "OK" (not dialogs.ok) and its Cancel is dialogs.cancel.
    acts_approve: list[Act] = [
        ("OK", False, [rest("POST", f"/inbox/{INBOX}/approve?newThingId=hall_lamp",
                            raw=INBOX_LABEL)]),
        (t("common/dialogs.cancel"), False, [])]  # fmt: skip
    return [
        _entry("reversible", "inbox entry actions", actions, [
            ("Ignore", False, [rest("POST", f"/inbox/{INBOX}/ignore")]),
            ("Remove", False, [])]),
        _entry("reversible", "add as thing dialog", approve, acts_approve),
        _entry("reversible", "remove inbox entry confirm", remove, [
            (t("common/dialogs.ok"), False, [rest("DELETE", f"/inbox/{INBOX}")]),
            (t("common/dialogs.cancel"), False, [])]),
        _entry("reversible", "add-on sheet", sheet, [
            ("Uninstall", False, [rest("POST", "/addons/binding-mqtt/uninstall", {})])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return [*account_screens(t), *rule_screens(t), *thing_screens(t), *item_screens(t),
            *addon_screens(t)]  # fmt: skip
