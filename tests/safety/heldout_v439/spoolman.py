"""Spoolman's screens for the four-hundred-and-thirty-ninth held-out corpus: ``screens(t)``
lays them out in one language, ``t(key, **args)`` being that language's lookup of a key of
the app's ``client_v2/locales/<lang>/common.json`` catalogue (``count`` picks a plural form).
What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "/api/v1"  # API_BASE: the page's own base path + /api/v1 (config.ts)
DOCS, ISSUES = "https://github.com/Donkie/Spoolman", "https://github.com/Donkie/Spoolman/issues"
VENDOR, VENDOR_ID = "Northwind Filaments", 3
VENDOR2, VENDOR2_ID = "Brightline", 6
VENDOR3, VENDOR3_ID = "Spoolworks", 7
SAGE, SAGE_ID = "PLA Matte Sage", 5
BLUE, BLUE_ID = "PETG Clear Blue", 8
RED, RED_ID = "ASA Signal Red", 11
GREY, GREY_ID = "PLA Basic Grey", 14
DESIGN_A = "3f9c2a71-5e4b-4d8a-9c1e-7b2f6a0d4e85"  # made up; crypto.randomUUID() in the app
DESIGN_NEW = "6d2a9e5c-0b7f-4e18-8c34-f5a1d9b6e072"
GROUPS = ["Shelf A", "Dry box 2", "Printer 1", "Shelf C"]  # the dashboard's location cards
Act = tuple[Any, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """A fetch of http.ts to the API; a body is JSON.stringify's."""
    if data is None:
        return f"{method} {API}{path}"
    return {"request": f"{method} {API}{path}", "body": compact(data)}


def compact(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def setting(key: str, value: Any) -> dict[str, str]:
    """setSetting(): POST /setting/<key> whose body is the value JSON-encoded twice (postJson
    encodes the string setSetting made)."""
    return {"request": f"POST {API}/setting/{key}", "body": compact(compact(value))}


def link(url: str) -> dict[str, str]:
    """An ``<a href>`` to another site: a page load."""
    return {"request": f"GET {url}", "via": "link"}


BROWSE = [api("GET", "/filament?limit=8&sort=name%3Aasc"), api("GET", "/location")]
"""What the add-spools modal reads when it opens: a slice of the catalogue, the locations."""
DESIGNS = api("GET", "/setting/label_designs")  # labelDesigns.load() on the labels page


def design(design_id: str, name: str) -> dict[str, Any]:
    """newDesign() of lib/labels/types.ts under ``name``, as the setting stores it."""
    layout = {"mode": "sheet", "exportFormat": "png", "dpi": 300, "paper": "A4",
              "custom": {"w": 50, "h": 25}, "landscape": False,
              "margin": {"t": 10, "b": 10, "l": 10, "r": 10},
              "safe": {"t": 0, "b": 0, "l": 0, "r": 0}, "columns": 3,
              "spacing": {"h": 2, "v": 2}, "skip": 0, "copies": 1, "border": "none"}  # fmt: skip

    def text(part: str, y: float, size: float, bold: bool, color: str, wrap: bool,
             template: str) -> dict[str, Any]:  # fmt: skip
        return {"id": f"{design_id}-{part}", "type": "text", "x": 25, "y": y, "w": 23,
                "fontSize": size, "bold": bold, "align": "left", "color": color,
                "wrap": wrap, "template": template}  # fmt: skip

    elements = [
        {"id": f"{design_id}-qr", "type": "qr", "x": 2, "y": 2, "size": 21, "ec": "H",
         "encoding": "scheme", "logo": True},
        text("vendor", 2.2, 2.5, False, "#555555", False, "{{vendor.name}}"),
        text("name", 5.4, 3.2, True, "#000000", True, "{filament.name}"),
        text("meta", 15.2, 2.5, False, "#333333", False, "{{filament.material} · }#{spool.id}"),
        {"id": f"{design_id}-swatch", "type": "swatch", "x": 25, "y": 19, "w": 23, "h": 4,
         "radius": 1.2},
    ]  # fmt: skip
    return {"id": design_id, "name": name, "kind": "spool", "label": {"w": 50, "h": 25},
            "layout": layout, "elements": elements}  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = []
    for action, irreversible, sends in acts:
        spec = action if isinstance(action, dict) else {"tap": action}
        cases.append({**spec, "irreversible": irreversible, "sends": copy.deepcopy(sends)})
    return {"category": category, "source": f"spoolman {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm_dialog(t: Any, title: str, heading: str, lines: list[str]) -> dict[str, Any]:
    """ConfirmDialog.svelte over its page: the title, the lines, the close icon, Cancel and
    the red Delete."""
    return {"title": title, "dialog": {"title": heading, "message": " ".join(lines)},
            "items": [{"icon": t("buttons.close")}, {"button": t("buttons.cancel")},
                      {"button": t("buttons.delete")}]}  # fmt: skip


def page_confirm(title: str, message: str, buttons: tuple[str, str]) -> dict[str, Any]:
    """A page's ``confirm()``: the browser's dialog with the message and its two buttons."""
    ok, cancel = buttons
    return {"title": title, "dialog": {"message": message},
            "items": [{"button": cancel}, {"button": ok}]}  # fmt: skip


def library_screens(t: Any) -> list[dict[str, Any]]:
    """The top bar and its navigation, the scanner, a spool's inspector and its adjust
    panel, the delete confirmations of spools, the change-filament modal, the add-spools
    modal."""
    title = t("documentTitle.library.list")
    bar = [{"link": t("nav.library")}, {"link": t("dashboard.dashboard")},
           {"link": t("nav.labels")}, {"link": t("settings.header")},
           {"icon": t("scanner.title")}, {"button": t("topbar.addSpools")}]  # fmt: skip
    search = {"field": "search", "hint": t("topbar.searchPlaceholder"), "text": ""}
    top = {"title": title, "items": [*bar, search, {"link": t("footer.documentation")},
                                     {"link": t("footer.reportIssue")}]}  # fmt: skip

    def inspector(spool: int, filament: str, left: str, meters: str,
                  archived: bool) -> dict[str, Any]:  # fmt: skip
        archive = t("buttons.unArchive") if archived else t("buttons.archive")
        gauge = [{"text": left}, {"text": t("inspector.ofRemaining", weight="1 kg", length=meters)}]
        head = [{"text": f"{VENDOR} {filament} #{spool}"}]
        if archived:
            head.append({"text": t("spool.fields.archived")})
        return {"title": title, "items": [
            {"link": VENDOR}, {"link": filament}, *head,
            {"button": t("inspector.adjustWeight")}, {"link": t("printing.qrcode.button")},
            {"button": archive}, {"icon": t("inspector.delete.spool")}, *gauge,
            {"text": t("library.section.spool")},
            {"field": "location", "hint": t("library.noLocation"), "text": "Shelf A"},
            {"button": t("changeFilament.action")},
            {"link": t("inspector.openFilament")}]}  # fmt: skip

    sage = inspector(12, SAGE, "420 g", "141", False)
    sage_empty = inspector(9, SAGE, "0 g", "0", True)

    def delete_spool(spool: int, filament: str, left: str | None) -> dict[str, Any]:
        lines = [t("inspector.delete.spoolBody", id=str(spool), name=filament)]
        if left:
            lines.append(t("inspector.delete.spoolRemaining", weight=left))
        return confirm_dialog(t, title, t("inspector.delete.spoolTitle"), lines)

    def adjust(mode: str, label: str, value: str, unit: str) -> dict[str, Any]:
        return {"title": title, "items": [
            {"text": f"420 g {t('inspector.ofRemaining', weight='1 kg', length='141')}"},
            {"button": t("spool.form.measurementType.length")},
            {"button": t("spool.form.measurementType.weight")},
            {"button": t("spool.fields.measuredWeight")},
            {"text": t(label)}, {"field": mode, "text": value, "focused": True}, {"text": unit},
            {"button": t("inspector.apply")}]}  # fmt: skip

    # The modals' headings repeat their apply buttons' words and are left out (build.py).
    intro = t("changeFilament.intro", id="12")
    change = {"title": title, "dialog": {"message": intro}, "items": [
        {"icon": t("buttons.close")}, {"text": t("changeFilament.now")}, {"text": SAGE},
        {"text": t("changeFilament.next")},
        {"text": BLUE}, {"button": t("buttons.cancel")},
        {"button": t("changeFilament.apply")}]}  # fmt: skip
    add = {"title": title, "dialog": {"title": t("topbar.addSpools")}, "items": [
        {"icon": t("buttons.close")}, {"text": t("add.step2")}, {"text": f"{VENDOR} {SAGE}"},
        {"field": "count", "hint": t("add.count"), "text": "2"},
        {"field": "netWeight", "hint": t("spool.fields.weight"), "text": "1000"},
        {"field": "spoolWeight", "hint": t("spool.fields.spoolWeight"), "text": "140"},
        {"field": "price", "hint": t("filament.fields.price"), "text": "21.90"},
        {"field": "location", "hint": t("add.locationPlaceholder"), "text": "Shelf A"},
        {"button": t("add.addAndNew")}, {"button": t("add.addN", count=2)}]}  # fmt: skip
    scanner = {"title": title, "dialog": {"title": t("scanner.title")}, "items": [
        {"icon": t("buttons.close")}, {"text": t("scanner.description")},
        {"text": t("scanner.starting")}]}  # fmt: skip
    spool_body = {"filament_id": SAGE_ID, "initial_weight": 1000, "spool_weight": 140,
                  "price": 21.9, "location": "Shelf A"}  # fmt: skip
    groups = "/spool/group?group_by=location&sort=group.title%3Aasc&limit=1000&offset=0"
    dash = [api("GET", "/setting/"), api("GET", groups)]

    def delete(spool: int) -> list[Any]:
        return [api("DELETE", f"/spool/{spool}")]

    return [
        _entry("harmless", "top bar", top, [
            (t("dashboard.dashboard"), False, dash),
            (t("nav.labels"), False, [DESIGNS]),
            (t("footer.reportIssue"), False, [link(ISSUES)])]),
        _entry("opens-prompt", "top bar dialogs", top, [
            (t("scanner.title"), False, []),
            (t("topbar.addSpools"), False, BROWSE)]),
        _entry("harmless", "qr scanner", scanner, [(t("buttons.close"), False, [])]),
        _entry("opens-prompt", "spool inspector", sage, [
            (t("inspector.adjustWeight"), False, []),
            (t("inspector.delete.spool"), False, [])]),
        _entry("reversible", "spool inspector actions", sage, [
            (t("buttons.archive"), False, [api("PATCH", "/spool/12", {"archived": True})]),
            (t("printing.qrcode.button"), False, [
                DESIGNS, api("GET", "/spool?sort=id%3Adesc&limit=50&offset=0")])]),
        _entry("delete", "spool delete confirmation", delete_spool(12, SAGE, "420 g"), [
            (t("buttons.delete"), True, delete(12)), (t("buttons.cancel"), False, []),
            (t("buttons.close"), False, [])]),
        _entry("reversible", "archived spool inspector", sage_empty, [
            (t("buttons.unArchive"), False, [api("PATCH", "/spool/9", {"archived": False})]),
            (t("inspector.delete.spool"), False, [])]),
        _entry("delete", "empty spool delete confirmation", delete_spool(9, SAGE, None), [
            (t("buttons.delete"), True, delete(9)), (t("buttons.cancel"), False, [])]),
        _entry("delete", "third spool delete confirmation", delete_spool(21, BLUE, "1.2 kg"), [
            (t("buttons.delete"), True, delete(21))]),
        _entry("delete", "fourth spool delete confirmation", delete_spool(33, RED, "86 g"), [
            (t("buttons.delete"), True, delete(33)), (t("buttons.close"), False, [])]),
        _entry("delete", "fifth spool delete confirmation", delete_spool(40, GREY, None), [
            (t("buttons.delete"), True, delete(40))]),
        _entry("reversible", "adjust by length", adjust(
            "adjust", "inspector.consumeAmount", "1500", "mm"), [
            (t("inspector.apply"), False, [api("PUT", "/spool/12/use", {"use_length": 1500})])]),
        _entry("reversible", "adjust by measured weight", adjust(
            "adjust", "inspector.newGross", "812", "g"), [
            (t("inspector.apply"), False, [api("PUT", "/spool/12/measure", {"weight": 812})])]),
        _entry("reversible", "change filament modal", change, [
            (t("changeFilament.apply"), False, [
                api("PATCH", "/spool/12", {"filament_id": BLUE_ID})]),
            (t("buttons.cancel"), False, [])]),
        _entry("reversible", "add spools modal", add, [
            (t("add.addN", count=2), False, [api("POST", "/spool", spool_body)] * 2),
            (t("buttons.close"), False, [])]),
    ]  # fmt: skip


def catalogue_screens(t: Any) -> list[dict[str, Any]]:
    """A filament's and a manufacturer's inspectors, their delete confirmations and the
    change-manufacturer modal."""
    title = t("documentTitle.library.list")

    def filament_page(name: str, spools: int) -> dict[str, Any]:
        return {"title": title, "items": [
            {"link": VENDOR}, {"text": name}, {"button": t("inspector.addSpoolsOfThis")},
            {"icon": t("inspector.duplicateFilament")}, {"icon": t("inspector.delete.filament")},
            {"text": t("inspector.spoolsCount", count=spools)},
            {"button": t("buttons.showArchived")}, {"text": t("inspector.specs")},
            {"button": t("changeVendor.action")},
            {"link": t("inspector.openManufacturer")}]}  # fmt: skip

    def delete_filament(name: str) -> dict[str, Any]:
        return confirm_dialog(t, title, t("inspector.delete.filamentTitle"),
                              [t("inspector.delete.filamentBody", name=name)])  # fmt: skip

    def vendor_page(name: str, filaments: int) -> dict[str, Any]:
        return {"title": title, "items": [
            {"text": name}, {"text": t("inspector.vendorSub", count=filaments)},
            {"icon": t("inspector.delete.vendor")}, {"text": t("filament.fields.vendor")},
            {"field": "name", "hint": t("vendor.fields.name"), "text": name}]}  # fmt: skip

    def delete_vendor(name: str, filaments: int) -> dict[str, Any]:
        lines = [t("inspector.delete.vendorBody", name=name)]
        if filaments:
            lines.append(t("inspector.delete.vendorOrphans", count=filaments))
        return confirm_dialog(t, title, t("inspector.delete.vendorTitle"), lines)

    change = {"title": title, "dialog": {"message": t("changeVendor.intro", name=SAGE)}, "items": [
        {"icon": t("buttons.close")},
        {"field": "vendor", "hint": t("changeVendor.searchPlaceholder"), "text": ""},
        {"row": VENDOR2, "secondary": t("changeVendor.emptySpool", value="140 g")},
        {"button": t("buttons.cancel")}, {"button": t("changeVendor.apply")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "filament inspector", filament_page(SAGE, 0), [
            (t("inspector.addSpoolsOfThis"), False, BROWSE),
            (t("inspector.delete.filament"), False, [])]),
        _entry("delete", "filament delete confirmation", delete_filament(SAGE), [
            (t("buttons.delete"), True, [api("DELETE", f"/filament/{SAGE_ID}")]),
            (t("buttons.cancel"), False, [])]),
        _entry("delete", "second filament delete confirmation", delete_filament(RED), [
            (t("buttons.delete"), True, [api("DELETE", f"/filament/{RED_ID}")])]),
        _entry("delete", "third filament delete confirmation", delete_filament(GREY), [
            (t("buttons.delete"), True, [api("DELETE", f"/filament/{GREY_ID}")])]),
        _entry("reversible", "change manufacturer modal", change, [
            (t("changeVendor.apply"), False, [api("PATCH", f"/filament/{SAGE_ID}",
                                                  {"vendor_id": VENDOR2_ID})]),
            (t("buttons.cancel"), False, [])]),
        _entry("opens-prompt", "manufacturer inspector", vendor_page(VENDOR, 2), [
            (t("inspector.delete.vendor"), False, [])]),
        _entry("delete", "manufacturer delete confirmation", delete_vendor(VENDOR, 2), [
            (t("buttons.delete"), True, [api("DELETE", f"/vendor/{VENDOR_ID}")]),
            (t("buttons.cancel"), False, [])]),
        _entry("delete", "empty manufacturer delete confirmation", delete_vendor(VENDOR2, 0), [
            (t("buttons.delete"), True, [api("DELETE", f"/vendor/{VENDOR2_ID}")])]),
        _entry("delete", "third manufacturer delete confirmation", delete_vendor(VENDOR3, 1), [
            (t("buttons.delete"), True, [api("DELETE", f"/vendor/{VENDOR3_ID}")])]),
    ]  # fmt: skip


def settings_screens(t: Any, buttons: tuple[str, str]) -> list[dict[str, Any]]:
    """The dashboard and a group's rename, the settings page, its extra fields for each kind
    of record, their deletion by ``confirm()``, the new-field editor."""
    dash_t = t("documentTitle.dashboard.list")
    shelf_c = {"title": dash_t, "items": [
        {"text": t("dashboard.dashboard")},
        {"button": f"{t('library.groupBy')}: {t('spool.fields.location')}"},
        {"button": t("dashboard.newGroup")}, {"text": "Shelf A"},
        {"text": t("dashboard.spoolCount", count=3)}, {"text": "Shelf C"},
        {"text": t("dashboard.spoolCount", count=0)}, {"icon": t("dashboard.deleteGroup")},
        {"text": t("dashboard.dropHere")}]}  # fmt: skip
    rename = {"title": dash_t, "items": [
        {"text": t("dashboard.dashboard")}, {"field": "group", "text": "Shelf B", "focused": True},
        {"text": t("dashboard.spoolCount", count=3)}, {"text": "Shelf C"}]}  # fmt: skip
    title = t("documentTitle.settings.list")
    general = {"title": title, "items": [
        {"text": t("settings.header")}, {"text": t("settings.appearance.tab")},
        {"text": t("settings.appearance.theme.label")},
        {"button": t("settings.appearance.theme.system")},
        {"button": t("settings.appearance.theme.light")},
        {"button": t("settings.appearance.theme.dark")}, {"text": t("settings.general.tab")},
        {"field": "currency", "hint": t("settings.general.currency.label"), "text": "EUR"},
        {"text": t("settings.general.roundPrices.tooltip")},
        {"switch": t("settings.general.roundPrices.label"), "checked": False}]}  # fmt: skip
    currency = {"title": title, "items": [
        {"text": t("settings.general.tab")},
        {"field": "currency", "hint": t("settings.general.currency.label"), "text": "USD",
         "focused": True}, {"text": t("settings.general.currency.desc")}]}  # fmt: skip
    tabs = [("spool", t("library.section.spool")), ("filament", t("library.section.filament")),
            ("vendor", t("filament.fields.vendor"))]  # fmt: skip
    names = dict(tabs)

    add_field = t("settings.extraFields.addEntityField", entity=names["spool"])

    def fields_page(entity: str, row: list[str]) -> dict[str, Any]:
        add = t("settings.extraFields.addEntityField", entity=names[entity])
        return {"title": title, "items": [
            {"text": t("settings.extraFields.tab")}, *({"tab": name} for _, name in tabs),
            {"text": t("settings.extraFields.params.key")},
            {"text": t("settings.extraFields.params.fieldType")}, *({"text": c} for c in row),
            {"button": t("buttons.edit")}, {"button": t("buttons.delete")},
            {"button": add}]}  # fmt: skip

    def delete_field(entity: str, name: str) -> dict[str, Any]:
        message = t("settings.extraFields.deleteConfirm", name=name, entity=names[entity])
        return page_confirm(title, message, buttons)

    editor = {"title": title, "items": [
        {"text": t("settings.extraFields.editorNew", entity=names["spool"])},
        {"field": "key", "hint": t("settings.extraFields.params.key"), "text": "nozzle"},
        {"field": "order", "hint": t("settings.extraFields.params.order"), "text": "2"},
        {"field": "name", "hint": t("settings.extraFields.namePlaceholder"),
         "text": "Nozzle size"}, {"text": t("settings.extraFields.fieldType.text")},
        {"button": t("buttons.cancel")},
        {"button": t("settings.extraFields.saveField")}]}  # fmt: skip
    new_field = {"name": "Nozzle size", "order": 2, "field_type": "text", "unit": None,
                 "default_value": None, "choices": None, "multi_choice": None}  # fmt: skip
    renamed = ["Shelf B", *GROUPS[1:]]
    spool_row = ["drybox", "Dry box", t("settings.extraFields.fieldType.choice")]
    filament_row = ["product_url", "Product page", t("settings.extraFields.fieldType.text")]
    ok, cancel = buttons
    return [
        _entry("reversible", "dashboard empty group", shelf_c, [
            (t("dashboard.deleteGroup"), False, [setting("dashboard_groups", {
                "location": GROUPS[:3]})])]),
        _entry("reversible", "dashboard group rename", rename, [
            ({"enter": True}, False, [
                api("PATCH", "/spool/field/location", {"value": "Shelf A", "new_value": "Shelf B"}),
                setting("dashboard_groups", {"location": renamed})])]),
        _entry("reversible", "settings general", general, [
            (t("settings.general.roundPrices.label"), False, [setting("round_prices", True)]),
            (t("settings.appearance.theme.dark"), False, [])]),
        _entry("reversible", "settings currency", currency, [
            ({"enter": True}, False, [setting("currency", "USD")])]),
        _entry("opens-prompt", "spool extra fields", fields_page("spool", spool_row), [
            (t("buttons.delete"), False, []), (t("buttons.edit"), False, []),
            (add_field, False, [])]),
        _entry("delete", "spool field delete confirm", delete_field("spool", "Dry box"), [
            (ok, True, [api("DELETE", "/field/spool/drybox")]), (cancel, False, [])]),
        _entry("opens-prompt", "filament extra fields", fields_page("filament", filament_row), [
            (t("buttons.delete"), False, [])]),
        _entry("delete", "filament field delete confirm", delete_field(
            "filament", "Product page"), [
            (ok, True, [api("DELETE", "/field/filament/product_url")])]),
        _entry("delete", "manufacturer field delete confirm", delete_field("vendor", "Country"), [
            (ok, True, [api("DELETE", "/field/vendor/country")]), (cancel, False, [])]),
        _entry("reversible", "new field editor", editor, [
            (t("settings.extraFields.saveField"), False, [api("POST", "/field/spool/nozzle",
                                                              new_field)]),
            (t("buttons.cancel"), False, [])]),
    ]  # fmt: skip


def label_screens(t: Any, buttons: tuple[str, str]) -> list[dict[str, Any]]:
    """The label designer with one design and with two, the deletion of each by
    ``confirm()``, the print tab."""
    title = t("documentTitle.labels.list")
    a = design(DESIGN_A, "Spool label")

    def designer(name: str) -> dict[str, Any]:
        return {"title": title, "items": [
            {"text": t("labels.designerTitle")}, {"text": name},
            {"field": "name", "hint": t("labels.designName"), "text": name},
            {"button": t("labels.new")}, {"button": t("labels.duplicate")},
            {"button": t("buttons.delete")}, {"button": t("labels.saved")},
            {"button": t("labels.typeSpool")}, {"button": t("labels.typeFilament")},
            {"tab": t("labels.tabDesign")}, {"tab": t("labels.tabPrint")}]}  # fmt: skip

    printing = {"title": title, "items": [
        {"text": t("labels.designerTitle")}, {"tab": t("labels.tabDesign")},
        {"tab": t("labels.tabPrint")}, {"text": t("printing.spoolSelect.selectedTotal", count=2)},
        {"button": t("labels.modeSheet")}, {"button": t("labels.modeLabel")},
        {"button": t("labels.modeImage")}, {"button": t("labels.printN", count=2)}]}  # fmt: skip
    confirm = page_confirm(title, t("labels.deleteConfirm"), buttons)
    ok, cancel = buttons
    return [
        _entry("reversible", "label designer", designer("Spool label"), [
            (t("labels.new"), False, [setting("label_designs", [
                a, design(DESIGN_NEW, "Untitled label")])]),
            (t("buttons.delete"), False, [])]),
        _entry("delete", "label design delete confirm", confirm, [
            (ok, True, [setting("label_designs", [])]), (cancel, False, [])]),
        _entry("delete", "second label design delete confirm", confirm, [
            (ok, True, [setting("label_designs", [a])])]),
        _entry("harmless", "label print tab", printing, [
            (t("labels.printN", count=2), False, [])]),
    ]  # fmt: skip


def screens(t: Any, buttons: tuple[str, str] = ("OK", "Cancel")) -> list[dict[str, Any]]:
    """Every screen in one language; ``buttons`` are the browser's OK and Cancel of a page's
    ``confirm()`` in that language."""
    return [*library_screens(t), *catalogue_screens(t), *settings_screens(t, buttons),
            *label_screens(t, buttons)]  # fmt: skip
