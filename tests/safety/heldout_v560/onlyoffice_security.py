"""The security settings of the ONLYOFFICE connector for the five-hundred-and-sixtieth held-out
corpus: ``screens(t)`` lays out, in one language, the last block of the administration page
(plugins, macros, the document protection, the watermark and its options, Save), with the
watermark off and on. Read from ``templates/settings.php`` and ``src/settings.js``
(``#onlyofficeSecuritySave``); what each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import APP, call, entry, field, page, radio, switch

TITLE = "ONLYOFFICE"
WATERMARK = "CONFIDENTIAL {userDisplayName} {date}"
"""The watermark's text the administrator typed."""
OPTIONS = ("allGroups", "allTags", "linkAll", "linkRead", "linkSecure", "linkTags", "shareAll",
           "shareRead")  # fmt: skip
"""The watermark's switches in the order the handler reads them."""
SHOWN = frozenset({"shareAll", "linkAll"})
"""The switches ticked: the watermark on every share and every link share."""


def save(watermark: bool) -> Any:
    """``#onlyofficeSecuritySave``: the PUT of the block; the watermark's settings only where
    it is on, its lists of groups and tags empty (unticked), so left out."""
    settings: dict[str, Any] = {"enabled": watermark}
    if watermark:
        settings["text"] = WATERMARK
        settings.update({name: name in SHOWN for name in OPTIONS})
        settings.update(allGroupsList=[], allTagsList=[], linkTagsList=[])
    data = {"watermarks": settings, "plugins": True, "macros": True, "protection": "owner"}
    return call("PUT", f"{APP}/ajax/settings/security", data)


def screens(t: Any) -> list[dict[str, Any]]:
    plugins, macros = t("Enable plugins"), t("Run document macros")
    everyone = t("All users")
    watermarking = t("Enable watermarking")
    all_shares = t("Show watermark for all shares")
    save_label = t("Save")

    def block(watermark: bool) -> dict[str, Any]:
        """The block; with the watermark on, its settings (the read-only shares' switch hidden
        under all shares, the link shares' finer switches under all link shares)."""
        settings = [
            {"text": t("Watermark text")},
            {"text": t("Supported placeholders")
                     + ": {userId}, {userDisplayName}, {email}, {date}, {themingName}"},
            field("onlyofficeWatermark_text", t("DO NOT SHARE THIS") + " {userId} {date}",
                  WATERMARK),
            switch(t("Show watermark on tagged files"), False),
            switch(t("Show watermark for users of groups"), False),
            switch(all_shares, True),
            {"text": t("Link shares")},
            switch(t("Show watermark for all link shares"), True),
        ] if watermark else []  # fmt: skip
        return page(TITLE, [
            {"text": t("Security")}, switch(plugins, True), switch(macros, True),
            {"text": t("Enable document protection for")},
            radio(everyone, False), radio(t("Owner only"), True),
            {"text": t("Secure view enables you to secure documents by embedding a watermark")},
            switch(watermarking, watermark), *settings,
            {"button": save_label},
        ])  # fmt: skip

    return [
        entry("harmless", "security", block(False), [
            (plugins, False, []), (macros, False, []), (everyone, False, []),
            (watermarking, False, [])]),
        entry("reversible", "security (watermark turned off)", block(False), [
            (save_label, False, [save(False)])]),
        entry("harmless", "security (watermark on)", block(True), [(all_shares, False, [])]),
        entry("reversible", "security (watermark set)", block(True), [
            (save_label, False, [save(True)])]),
    ]  # fmt: skip
