"""The custom fonts and the global templates of Nextcloud Office's administration settings for
the five-hundred-and-forty-second held-out corpus: ``screens(t)`` lays out, in one language,
the fonts section (its upload button, its documentation link, each font's row) and the global
templates section. Read from ``src/components/AdminSettings.vue``, ``SettingsInputFile.vue``,
``SettingsFontList.vue``, ``SettingsFont.vue`` and ``AdminSettings/GlobalTemplates.vue``; what
each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

from screens import APP, ORIGIN, call, entry, link, page

FONTS = ("Caladea-Bold.ttf", "Carlito-Regular.ttf", "Noto Sans Devanagari.ttf")
"""The uploaded fonts, as the list sorts them."""
UPLOAD = "uploadlogo"
"""The upload button's id (``SettingsInputFile``'s ``<button id="uploadlogo">``): the button
has no words but its title, which in Chinese, Japanese and German is the words of the label
beside it, so it is tapped by its id."""
FONTS_DOC = ("https://docs.nextcloud.com/server/latest/admin_manual/office/configuration.html"
             "#custom-fonts")  # fmt: skip
TEMPLATES = (("Letterhead", 5127), ("Invoice", 5131))
"""The global templates (``Letterhead.ott``, ``Invoice.ots``) by the name the section shows
(without the extension) and their file ids."""


def screens(t: Any) -> list[dict[str, Any]]:
    office = t("Office")
    fonts_url = f"{ORIGIN}/index.php/apps/richdocuments/settings/fonts.json"
    upload = {"id": UPLOAD, "desc": t("Upload a font file")}
    top = page(office, [{"text": t("Custom Fonts")}, {"text": t("Upload font file")}, upload,
                        {"text": t("Available fonts")}, {"text": FONTS[0]},
                        {"icon": t("Delete this font")}])  # fmt: skip
    hints = page(office, [
        {"text": t("Make sure to set this URL: {url} in the coolwsd.xml file of your Collabora"
                   " Online server to ensure the added fonts get loaded automatically. Please"
                   " note that http:// will only work for debug builds of Collabora Online. In"
                   " production you must use https:// for remote font config.",
                   {"url": fonts_url})},
        {"text": t("For ideal document compatibility we recommend you to install commonly used"
                   " fonts. If your users are working with Microsoft Office, installing their"
                   " proprietary fonts can be done following the documentation.")},
        {"link": t("Custom fonts documentation")}])  # fmt: skip
    templates = page(office, [
        {"text": t("Global Templates")},
        {"text": t("Instance-wide templates that should be available to all users.")},
        {"button": t("New")}, *({"button": name} for name, _ in TEMPLATES)])  # fmt: skip
    out = [
        entry("opens-prompt", "custom fonts", top, [(UPLOAD, False, [])]),
        entry(
            "harmless",
            "custom fonts hints",
            hints,
            [(t("Custom fonts documentation"), False, [link(FONTS_DOC)])],
        ),
    ]
    for name in FONTS:
        row = page(office, [{"text": t("Available fonts")}, {"text": name},
                            {"icon": t("Delete this font")}])  # fmt: skip
        out.append(entry("delete", f"font {name}", row, [
            (t("Delete this font"), True,
             [call("DELETE", f"{APP}/settings/fonts/{quote(name, safe='')}")])]))  # fmt: skip
    out += [
        entry("opens-prompt", "global templates", templates, [(t("New"), False, [])]),
        entry("delete", "global templates (a template tapped)", templates, [
            (name, True, [call("DELETE", f"{APP}/template/{file_id}")])
            for name, file_id in TEMPLATES]),
    ]  # fmt: skip
    return out
