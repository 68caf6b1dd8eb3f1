"""The settings of Nextcloud Assistant for the five-hundred-and-fiftieth held-out corpus:
``screens(t)`` lays out, in one language, the user's own settings section (its switches, its
backends, its remembered conversations) and the administration section (its switches, the folder
of the skills every user's chat may use, and the file picker that chooses it). Read from
``src/components/PersonalSettings.vue``, ``src/components/AdminSettings.vue``,
``lib/Settings/`` and ``lib/Controller/ConfigController.php``; what each action sends, and why it
is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import ADMIN_CONFIG, CONFIG, call, entry, field, link, page, switch

DOCS = "https://docs.nextcloud.com/server/latest/admin_manual/ai/index.html"
PROVIDER = "OpenAI and LocalAI integration"
"""The provider of the instance's task types, by its name (the same in every language)."""
SKILLS = "/Skills/Team"
"""The folder of shared skills the administrator set before."""


def screens(t: Any) -> list[dict[str, Any]]:
    personal = page(t("Assistant"), [
        {"text": t("Nextcloud Assistant")},
        switch(t("Nextcloud Assistant in header"), True),
        switch(t("Auto-play audio chat responses"), True),
        switch(t("AI text generation in smart picker"), True),
        switch(t("AI image generation in smart picker"), False),
        switch(t("AI sticker generation in smart picker"), False),
        switch(t("AI transcription in smart picker"), True),
        {"text": t("Configured backends")},
        {"text": t("The following services are used as backends for Nextcloud Assistant:")},
        {"text": PROVIDER}, {"text": t("Remembered conversations")},
        {"text": t("The following conversations are remembered by the Assistant Chat and will be "
                   "taken into account for every new conversation:")},
        {"text": "Quarterly report summary"},
        {"text": "Q2 revenue, costs and the hiring plan for the autumn."}])  # fmt: skip

    def personal_value(key: str, value: str) -> list[Any]:
        return [call("PUT", CONFIG, {"values": {key: value}})]

    heading = t("Nextcloud Assistant")
    admin = page(heading, [
        {"text": t("Find more details on how to set up Assistant and recommended backends in the "
                   "Administration documentation.")},
        {"link": t("Administration documentation")},
        switch(t("Nextcloud Assistant in header"), True),
        switch(t("AI text generation in the smart picker"), True),
        switch(t("Text-to-image in the smart picker"), True),
        switch(t("Text-to-sticker in the smart picker"), False),
        switch(t("Speech-to-text in the smart picker"), True),
        {"text": t("Chat with AI")}])  # fmt: skip

    def admin_value(key: str, value: str) -> list[Any]:
        return [call("PUT", ADMIN_CONFIG, {"values": {key: value}})]

    # The skills part, scrolled into view (its heading is left out).
    skills = page(heading, [
        {"text": t("Select a folder containing skills (sub-folders, each holding a SKILL.md file). "
                   "These will be available to all users in addition to their personal skills in "
                   '"Chat with AI". The folder is resolved from the filesystem of the admin who '
                   "set it.")},
        {"button": t("Select global skills folder")}, {"button": t("Clear")},
        field("global-skills-path", t("Selected folder"), SKILLS), {"text": t("Set by")},
        {"text": "admin"}])  # fmt: skip
    # ``@nextcloud/dialogs``' file picker, titled by the app and with the app's one button; its
    # own controls (breadcrumbs, filter, close) are the library's words and left out.
    picker = {"title": heading, "dialog": {"title": t("Select global skills folder")}, "items": [
        {"row": "Documents"}, {"row": "Skills"}, {"row": "Templates"},
        {"button": t("Select")}]}  # fmt: skip
    skills_folder = f"{ADMIN_CONFIG}/global-skills"
    return [
        entry("reversible", "personal settings", personal, [
            (t("Nextcloud Assistant in header"), False, personal_value("assistant_enabled", "0")),
            (t("AI image generation in smart picker"), False,
             personal_value("text_to_image_picker_enabled", "1")),
            (t("Auto-play audio chat responses"), False,
             personal_value("autoplay_audio_chat", "0"))]),
        entry("harmless", "admin settings documentation", admin, [
            (t("Administration documentation"), False, [link(DOCS)])]),
        entry("reversible", "admin settings", admin, [
            (t("Nextcloud Assistant in header"), False, admin_value("assistant_enabled", "0")),
            (t("Text-to-sticker in the smart picker"), False,
             admin_value("text_to_sticker_picker_enabled", "1"))]),
        entry("opens-prompt", "admin settings skills folder", skills, [
            (t("Select global skills folder"), False, [])]),
        entry("reversible", "admin settings skills folder clear", skills, [
            (t("Clear"), False, [call("PUT", skills_folder, {"path": ""})])]),
        entry("reversible", "skills folder picker", picker, [
            (t("Select"), False, [call("PUT", skills_folder, {"path": "/Skills"})])]),
    ]  # fmt: skip
