"""The editor of Nextcloud Office for the five-hundred-and-forty-second held-out corpus:
``screens(t)`` lays out, in one language, what the app shows over a document opened in the
viewer (the loading and failure states, the button it adds to the editor's toolbar, the
confirmations of opening the file locally, the save-as and new-file dialogs, the image picker,
the Zotero hint) and the smart picker's document sections. Read from ``src/view/Office.vue``,
``src/mixins/openLocal.js``, ``saveAs.js``, ``src/view/FilesAppIntegration.js``,
``src/components/Modal/Confirmation.vue``, ``SaveAs.vue``, ``ZoteroHint.vue`` and
``src/view/DocumentTargetPicker.vue``; what each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import APP, NAME, OCS, call, dialog, entry, field, link, page

DOCUMENT = "/Documents/Quarterly report.docx"
"""The document open in the viewer (its path in the user's files)."""
TITLE = "Quarterly report.docx"
ZOTERO = "Link to your Zotero library"
"""The Zotero hint's heading: ``t('richdocument', ...)``, an app id with no catalog, so English
in every language."""
ZOTERO_KEYS = "https://www.zotero.org/settings/keys/new"
IMAGES = ("Logo.png", "Team photo.jpg")
"""The pictures the image picker lists in ``/Photos`` (the first one selected)."""
HANDBOOK = "/Documents/Team handbook.odt"
"""The document the smart picker links to, and its headings."""
HEADINGS = ("Introduction", "Budget overview", "Next steps")
OPEN_LOCAL = "/ocs/v2.php/apps/files/api/v1/openlocaleditor"


def screens(t: Any) -> list[dict[str, Any]]:
    product = t("Nextcloud Office (Collabora)")
    cancel, close = t("Cancel"), t("Close")
    loading = page(TITLE, [{"text": t("Loading {filename} …", {"filename": TITLE})},
                           {"button": cancel}])  # fmt: skip
    starting = page(TITLE, [{"text": t("Starting the built-in CODE server …")},
                            {"button": cancel}])  # fmt: skip
    failed = page(TITLE, [{"text": t("Document loading failed")},
                          {"text": t("Failed to load {productName} - please try again later",
                                     {"productName": product})},
                          {"button": close}])  # fmt: skip
    toolbar = page(TITLE, [{"button": t("Open in local editor")}])
    name = t("Open file locally")
    confirm = dialog(TITLE, name, t("When opening a file locally, the document will close for all"
                                    " users currently viewing the document."), [
        {"button": t("Continue editing online")}, {"button": t("Open locally")}])  # fmt: skip
    finished = dialog(TITLE, name, t("The file should now open locally. If you don't see this"
                                     " happening, make sure that the desktop client is installed"
                                     " on your system."), [
        {"button": t("Continue editing online")},
        {"button": t("Retry to open locally")}])  # fmt: skip
    save = t("Save")
    save_as = dialog(TITLE, t("Save As"), t("Save a copy of the file under a new name and continue"
                                           " editing the new file"), [
        field("save-as-path", t("Path to save"), "/Documents/Quarterly report.odt"),
        {"button": cancel}, {"button": save}])  # fmt: skip
    new_file = dialog(TITLE, t("New file"), t("Please enter the filename for the new file"), [
        field("save-as-path", t("Path to save"), "Minutes.docx"),
        {"button": cancel}, {"button": save}])  # fmt: skip
    picker = dialog(TITLE, t("Insert file from {name}", {"name": NAME}), None, [
        {"text": "Photos"}, *({"row": image} for image in IMAGES),
        {"button": t("Insert file")}])  # fmt: skip
    zotero = dialog(TITLE, ZOTERO, t("Connect your Zotero account to make use of references"
                                     " within Office."), [
        {"text": t("You can generate an account key here:")},
        {"link": t("Zotero account settings")},
        field("zotero-api-key", t("Zotero API key")), {"button": t("Submit")}])  # fmt: skip
    smart = t("Link to office document section")
    files = page(smart, [{"row": "Quarterly report.docx"}, {"row": "Team handbook.odt"},
                         {"button": cancel}, {"button": t("Select file")}])  # fmt: skip
    sections = page(smart, [{"text": smart}, {"text": t("Headings")},
                            *({"row": heading} for heading in HEADINGS),
                            {"button": smart}])  # fmt: skip
    targets = f"{OCS}/targets?path={HANDBOOK.replace('/', '%2F').replace(' ', '+')}"
    opened = call("POST", OPEN_LOCAL, {"path": DOCUMENT})
    return [
        entry("harmless", "editor loading", loading, [(cancel, False, [])]),
        entry("harmless", "editor loading (built-in CODE starting)", starting, [
            (cancel, False, [])]),
        entry("harmless", "editor loading failed", failed, [(close, False, [])]),
        entry("opens-prompt", "editor toolbar", toolbar, [
            (t("Open in local editor"), False, [])]),
        entry("sign-out", "open locally confirmation", confirm, [
            (t("Open locally"), True, [opened]),
            (t("Continue editing online"), False, [])]),
        entry("harmless", "open locally finished", finished, [
            (t("Retry to open locally"), False, [opened])]),
        entry("harmless", "save as dialog", save_as, [(cancel, False, [])]),
        entry("harmless", "new file dialog", new_file, [(cancel, False, [])]),
        entry("harmless", "insert image picker", picker, [
            (t("Insert file"), False, [call("POST", f"{APP}/assets",
                                            {"path": f"/Photos/{IMAGES[0]}"})])]),
        entry("harmless", "Zotero hint", zotero, [
            (t("Zotero account settings"), False, [link(ZOTERO_KEYS)])]),
        entry("harmless", "smart picker file list", files, [
            (cancel, False, []), (t("Select file"), False, [call("GET", targets)])]),
        entry("harmless", "smart picker sections", sections, [
            (heading, False, []) for heading in HEADINGS]),
    ]  # fmt: skip
