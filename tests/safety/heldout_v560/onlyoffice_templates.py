"""The common templates of the ONLYOFFICE connector for the five-hundred-and-sixtieth held-out
corpus: ``screens(t)`` lays out, in one language, the templates block of the administration page
(its add button and the four templates it lists), and each template's row with its two icons.
Read from ``templates/settings.php``, ``templates/templateItem.html``, ``src/settings.js`` and
``src/template.js`` (``DeleteTemplate``); what each action sends, and why it is labelled so, is
in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import APP, call, entry, link, page

TITLE = "ONLYOFFICE"
TEMPLATES = (("Letterhead.docx", 6021), ("Invoice.docx", 6022), ("Expense report.xlsx", 6023),
             ("Pitch deck.pptx", 6024))  # fmt: skip
"""The global templates the administrator uploaded, with their file ids."""
DOWNLOAD, DELETE = "onlyoffice-template-download", "icon-delete"
"""A template's two icons: spans with neither text nor title, named by their classes."""


def screens(t: Any) -> list[dict[str, Any]]:
    add = t("Add a new template")
    heading = [{"text": t("Common templates")}, {"icon": add}]

    def row(name: str) -> list[dict[str, Any]]:
        return [{"row": name}, {"icon": DOWNLOAD}, {"icon": DELETE}]

    section = page(TITLE, [*heading, *(item for name, _ in TEMPLATES for item in row(name))])

    def one(name: str) -> dict[str, Any]:
        """The block with one template's row: each row repeats the two icons."""
        return page(TITLE, [*heading, *row(name)])

    entries = [entry("opens-prompt", "common templates", section, [(add, False, [])])]
    for name, number in TEMPLATES[::2]:
        opened = link(f"{APP}/{number}?template=true")
        downloaded = link(f"{APP}/downloadas?fileId={number}&template=true")
        entries.append(entry("harmless", f"template {name}", one(name), [
            (name, False, [opened]), (DOWNLOAD, False, [downloaded])]))  # fmt: skip
    for name, number in TEMPLATES:
        deleted = call("DELETE", f"{APP}/ajax/template?templateId={number}")
        entries.append(entry("delete", f"template {name} (delete icon)", one(name), [
            (DELETE, True, [deleted])]))  # fmt: skip
    return entries
