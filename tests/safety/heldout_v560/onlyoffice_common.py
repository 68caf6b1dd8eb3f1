"""The common settings of the ONLYOFFICE connector for the five-hundred-and-sixtieth held-out
corpus: ``screens(t)`` lays out, in one language, the second block of the administration page
(its switches and the metadata's Clear, the formats opened for editing, the editor's
customization and Save) and the confirmation Clear opens. Read from ``templates/settings.php``,
``src/settings.js`` (``#onlyofficeSave``, ``#onlyofficeClearVersionHistory``) and, for the
formats the page lists, ``lib/AppConfig.php`` with the formats file of ``assets/document-formats``;
what each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import APP, call, dialog, entry, field, page, radio, switch

TITLE = "ONLYOFFICE"
FORMATS = (
    "doc", "docm", "docx", "dot", "dotm", "dotx", "epub", "fb2", "fodt", "hml", "htm", "html",
    "hwp", "hwpx", "md", "mht", "mhtml", "odt", "ott", "pages", "rtf", "stw", "sxw", "txt", "wps",
    "xml", "csv", "fods", "numbers", "ods", "ots", "tsv", "sxc", "xls", "xlsb", "xlsm", "xlsx",
    "xlt", "xltm", "xltx", "fodp", "key", "odg", "odp", "otp", "pot", "potm", "potx", "pps",
    "ppsm", "ppsx", "ppt", "pptm", "pptx", "sxi", "djvu", "docxf", "oform", "oxps", "pdf", "xps",
    "vsdx", "vsdm", "vssm", "vssx", "vstm", "vstx",
)  # fmt: skip
"""The formats the page lists as "The default application for opening the format", in the
order of ``onlyoffice-docs-formats.json``: those with a name, a MIME type, a type, actions and
conversions (``AppConfig::buildOnlyofficeFormats``); build.py checks them against the file."""
DEFAULT_ON = frozenset({"docx", "docxf", "oform", "pdf", "pptx", "xlsx", "vsdx"})
"""The formats ticked there: ``def`` of ``getAdditionalFormatAttributes``, none stored."""
EDITABLE = ("epub", "fb2", "html", "odt", "ott", "rtf", "txt", "csv", "ods", "ots", "tsv",
            "odp", "otp")  # fmt: skip
"""The formats listed under "Open the file for editing": those whose actions hold
``lossy-edit``; build.py checks them too."""
EDITABLE_ON = frozenset({"txt", "csv"})
"""The formats ticked there: ``edit`` of ``getAdditionalFormatAttributes``, none stored."""
GROUP = "finance"
"""The group the editors are limited to (``OC.Settings.setupGroupsSelect``'s id)."""


def save(groups: tuple[str, ...] = (), emails: bool = True) -> Any:
    """``#onlyofficeSave``: the PUT of the whole block, in the order the handler lists it, the
    page's other switches as they are (the editors in a new tab, sharing off, previews, the
    advanced permissions, the background check and the version metadata on, the chat, compact
    header, feedback and help buttons shown, no forcesave or live view, the review mode
    Original, the theme the system's, no name for an unknown author)."""
    return call("PUT", f"{APP}/ajax/settings/common", {
        "defFormats": {name: name in DEFAULT_ON for name in FORMATS},
        "editFormats": {name: name in EDITABLE_ON for name in EDITABLE},
        "sameTab": False, "enableSharing": False, "preview": True, "advanced": True,
        "cronChecker": True, "emailNotifications": emails, "versionHistory": True,
        "limitGroups": list(groups), "chat": True, "compactHeader": True, "feedback": True,
        "forcesave": False, "liveViewOnShare": False, "help": True,
        "reviewDisplay": "original", "theme": "theme-system", "unknownAuthor": ""})  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    same_tab = t("Open file in the same tab")
    cron = t("Enable background connection check to the editors")
    emails = t("Enable e-mail notifications")
    clear = t("Clear")
    top = page(TITLE, [
        {"text": t("Common settings")},
        switch(t("Allow the following groups to access the editors"), False),
        switch(t("Use ONLYOFFICE to generate a document preview (it will take up disk space)"),
               True),
        switch(same_tab, False),
        switch(t("Enable sharing (might increase editors loading time)"), False),
        switch(t("Provide advanced document permissions using ONLYOFFICE Docs"), True),
        switch(t("Keep metadata for each version once the document is edited (it will take up"
                 " disk space)"), True),
        {"button": clear},
        switch(cron, True), switch(emails, True),
        field("onlyofficeUnknownAuthor", t("Unknown author display name")),
    ])  # fmt: skip
    no, yes = t("core:No"), t("core:Yes")
    confirm = dialog(TITLE, t("js:Confirm metadata removal"),
                     t("js:Are you sure you want to clear metadata?"),
                     [{"button": no}, {"button": yes}])  # fmt: skip
    editable = page(TITLE, [
        {"text": t("Open the file for editing (due to format restrictions, the data might be lost"
                   " when saving to the formats from the list below)")},
        *(switch(name, name in EDITABLE_ON) for name in EDITABLE),
    ])  # fmt: skip
    forcesave = t("Keep intermediate versions when editing (forcesave)")
    chat = t("Display Chat menu button")
    final, dark = t("Final"), t("Dark")
    save_label = t("Save")
    customization = page(TITLE, [
        {"text": t("Editor customization settings")},
        switch(forcesave, False),
        switch(t("Enable live-viewing mode when accessing file by public link"), False),
        {"text": t("The customization section allows personalizing the editor interface")},
        switch(chat, True), switch(t("Display the header more compact"), True),
        switch(t("Display Feedback & Support menu button"), True),
        switch(t("Display Help menu button"), True),
        {"text": t("REVIEW mode for viewing")},
        radio(t("Markup"), False), radio(final, False), radio(t("Original"), True),
        {"text": t("Default editor theme")},
        radio(t("Same as system"), True), radio(t("Light"), False), radio(dark, False),
        {"button": save_label},
    ])  # fmt: skip
    history = f"{APP}/ajax/settings/history"
    return [
        entry("harmless", "common settings", top, [
            (same_tab, False, []), (cron, False, []), (emails, False, [])]),
        entry("opens-prompt", "common settings (metadata)", top, [(clear, False, [])]),
        entry("delete", "metadata removal confirmation", confirm, [
            (yes, True, [call("DELETE", history)]), (no, False, [])]),
        entry("harmless", "formats opened for editing", editable, [("odt", False, [])]),
        entry("harmless", "editor customization", customization, [
            (forcesave, False, []), (chat, False, []), (final, False, []), (dark, False, [])]),
        entry("reversible", "editor customization (editors limited to a group)", customization, [
            (save_label, False, [save(groups=(GROUP,))])]),
        entry("reversible", "editor customization (e-mail notifications turned off)",
              customization, [(save_label, False, [save(emails=False)])]),
    ]  # fmt: skip
