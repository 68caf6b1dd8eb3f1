"""Lidarr's settings for the five-hundred-and-forty-ninth held-out corpus: ``screens(t,
ui_language)`` lays out the general settings' security section with the API key's reset, the
indexers with an indexer's deletion, the quality definitions' reset and the UI settings' save
in one language, ``t(key, tokens)`` being that language's ``translate`` and ``ui_language`` the
id of the language the UI is set to. What each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import API_KEY, CANCEL, INDEXERS, api, command, confirm, entry, icon, modal, page

REDACTED = 5  # the indexer deleted


def screens(t: Any, ui_language: int = 1) -> list[dict[str, Any]]:
    return general_screens(t) + indexer_screens(t) + quality_screens(t, ui_language)


def toolbar(t: Any, pending: bool) -> list[dict[str, Any]]:
    """SettingsToolbar: the advanced settings button and Save, named by the pending changes."""
    save = "HasPendingChangesSaveChanges" if pending else "HasPendingChangesNoChanges"
    return [{"button": t("ShowAdvanced")}, {"button": t(save)}]


def general_screens(t: Any) -> list[dict[str, Any]]:
    """The general settings' security section and the API key's reset confirmation."""
    title = t("GeneralSettings")
    general = page(title, [*toolbar(t, False),
        {"text": t("Security")},
        {"field": "authenticationMethod", "hint": t("Authentication"), "text": t("AuthForm")},
        {"field": "username", "hint": t("Username"), "text": "admin"},
        {"field": "password", "hint": t("Password"), "text": "••••••••"},
        {"field": "apiKey", "hint": t("APIKey"), "text": API_KEY},
        {"icon": "copy"}, {"icon": "arrows-rotate"},
        {"text": t("ApiKeyHelpTextWarning")},
        {"text": t("CertificateValidation")}])  # fmt: skip
    reset = confirm(t("ResetAPIKey"), t("ResetAPIKeyMessageText"), t("Reset"), under=title)
    return [
        entry("opens-prompt", "general settings api key reset", general, [
            ("arrows-rotate", False, [])]),
        entry("revoke", "reset api key confirm", reset, [
            (t("Reset"), True, [command("ResetApiKey")]),
            (CANCEL, False, [])]),
    ]  # fmt: skip


def indexer_screens(t: Any) -> list[dict[str, Any]]:
    """The indexers page, an indexer's edit modal and its Delete confirmation."""
    title = t("IndexerSettings")
    cards: list[dict[str, Any]] = []
    for name, _ in INDEXERS.values():
        # The cards' labels are written in English in the code.
        cards += [{"button": name}, icon(t("CloneIndexer")), {"text": "RSS"},
                  {"text": "Automatic Search"}, {"text": "Interactive Search"}]  # fmt: skip
    indexers = page(title, [*toolbar(t, False), {"button": t("TestAllIndexers")},
                            {"button": t("ManageIndexers")}, {"text": t("Indexers")},
                            *cards])  # fmt: skip
    name, implementation = INDEXERS[REDACTED]
    edit = modal(t("EditIndexerImplementation", {"implementationName": implementation}), [
        {"field": "name", "hint": t("Name"), "text": name},
        {"switch": t("EnableRSS"), "checked": True},
        {"switch": t("EnableAutomaticSearch"), "checked": True},
        {"switch": t("EnableInteractiveSearch"), "checked": True},
        {"button": t("Delete")}, {"button": t("Test")}, {"button": t("Cancel")},
        {"button": t("Save")}], under=title)  # fmt: skip
    delete = confirm(t("DeleteIndexer"), t("DeleteIndexerMessageText", {"name": name}),
                     t("Delete"), under=title)  # fmt: skip
    return [
        entry("harmless", "indexers page", indexers, [
            (t("TestAllIndexers"), False, [api("POST", "/indexer/testall")])]),
        entry("opens-prompt", "edit indexer modal", edit, [(t("Delete"), False, [])]),
        entry("delete", "delete indexer confirm", delete, [
            (t("Delete"), True, [api("DELETE", f"/indexer/{REDACTED}?")]),
            (CANCEL, False, [])]),
    ]  # fmt: skip


def quality_screens(t: Any, ui_language: int) -> list[dict[str, Any]]:
    """The quality definitions' Reset Definitions, its modal, and the UI settings with Show
    Relative Dates turned off."""
    title = t("QualitySettings")
    quality = page(title, [*toolbar(t, False), {"button": t("ResetDefinitions")},
                           {"text": t("QualityDefinitions")}, {"text": "FLAC"},
                           {"text": "MP3-320"}, {"text": "AAC-256"}])  # fmt: skip
    reset = modal(t("ResetQualityDefinitions"), [
        {"switch": t("ResetTitles"), "checked": False},
        {"text": t("ResetDefinitionTitlesHelpText")},
        {"button": t("Cancel")}, {"button": t("Reset")}],
        t("ResetQualityDefinitionsMessageText"), under=title)  # fmt: skip
    ui = page(t("UiSettings"), [*toolbar(t, True),
        {"text": t("Calendar")}, {"text": t("FirstDayOfWeek")}, {"text": "Sunday"},
        {"text": t("Dates")}, {"text": t("ShortDateFormat")}, {"text": "Mar 25 2014"},
        {"switch": t("ShowRelativeDates"), "checked": False},
        {"text": t("ShowRelativeDatesHelpText")},
        {"text": t("Style")}, {"switch": t("EnableColorImpairedMode"), "checked": False},
        {"text": t("Language")}, {"text": t("UiLanguage")}])  # fmt: skip
    # createSaveHandler: the settings as GET /config/ui gave them (UiConfigResource's
    # properties in their order, the base class's id last), the change applied.
    settings = {"firstDayOfWeek": 0, "calendarWeekColumnHeader": "ddd M/D",
                "shortDateFormat": "MMM D YYYY", "longDateFormat": "dddd, MMMM D YYYY",
                "timeFormat": "h(:mm)a", "showRelativeDates": False,
                "enableColorImpairedMode": False, "uiLanguage": ui_language,
                "expandAlbumByDefault": False, "expandSingleByDefault": False,
                "expandEPByDefault": False, "expandBroadcastByDefault": False,
                "expandOtherByDefault": False, "theme": "auto", "id": 1}  # fmt: skip
    return [
        entry("opens-prompt", "quality settings", quality, [
            (t("ResetDefinitions"), False, [])]),
        entry("reset", "reset quality definitions modal", reset, [
            (t("Reset"), True, [command("ResetQualityDefinitions", resetTitles=False)]),
            (t("Cancel"), False, [])]),
        entry("reversible", "ui settings", ui, [
            (t("HasPendingChangesSaveChanges"), False, [api("PUT", "/config/ui", settings)])]),
    ]  # fmt: skip
