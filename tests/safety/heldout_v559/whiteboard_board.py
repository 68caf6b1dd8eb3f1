"""The board of Nextcloud Whiteboard for the five-hundred-and-fifty-ninth held-out corpus:
``screens(t, lang)`` lays out, in one language, the app's buttons in Excalidraw's toolbar, the
app's entries of the main menu (at rest, and while the user records and presents), the overlays
of a recording, of a presentation (the presenter's and a viewer's) and of the shared timer (its
four states), the diagram dialog of the assistant and the notice of a failed authentication.
Read from ``src/App.tsx``, ``src/components/`` (``ExcalidrawMenu``, ``Recording``,
``Presentation``, ``Timer``, ``CreatorMenuItem``, ``ToolbarButton``, ``EmojiPickerButton``,
``AssistantDialog``, ``AuthErrorNotification``) and ``src/hooks/`` (``useRecording``,
``usePresentation``, ``useTimer``, ``useAssistant``, ``useComment``, ``useSmartPicker``,
``useTableInsertion``); what each action sends, and why it is labelled so, is in build.py's
docstring."""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

from screens import (
    APP,
    FILE_ID,
    FILE_NAME,
    JWT,
    ME,
    ORIGIN,
    call,
    dialog,
    emit,
    entry,
    field,
    link,
    page,
)

LANG_TAGS = {"en": "en", "zh": "zh-CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt-BR", "ru": "ru"}  # fmt: skip
"""``getLanguage()``: the page's ``<html lang>``, Nextcloud's language with a hyphen."""
PRESENTER = "Jonas Berg"
"""Another editor of the board, who presents on the viewer's screens."""
RECORDING_FILE, RECORDING_NAME = 4711, "Sprint retro (2026-08-24 09-24).webm"
"""The recording the server saved in "Whiteboard Recordings", by id and name."""
PROMPT = "Onboarding flow for new volunteers"
WRAPPED = (
    "You have to generate mermaid diagrams! Never generate anything else! Always use mermaid "
    "syntax! and do not include any other text or explanation. Also do not use the backticks to "
    "indicate you are generating mermaid. This is the user-prompt for the requested diagram: "
)
"""``ScheduleTask``'s words before the user's prompt (``src/services/assistant/api.ts``)."""
TASKS = "/ocs/v2.php/taskprocessing"
TASK = 311
"""The id the task processing API gives the assistant's task."""


def screens(t: Any, lang: str = "en") -> list[dict[str, Any]]:
    room = str(FILE_ID)

    def timer_event(event: str, **more: int) -> dict[str, str]:
        return emit(event, {"fileId": room, **more})

    # The app's buttons in Excalidraw's toolbar (icon buttons named by their aria-label, put
    # before Excalidraw's "more tools" in the order the app renders them).
    toolbar = page(FILE_NAME, [
        {"icon": t("Smart picker")}, {"icon": t("Insert table")}, {"icon": t("Assistant")},
        {"icon": t("Add comment")}, {"icon": t("Add reaction")}])  # fmt: skip

    def menu(recording: str, timer: str, presenting: str) -> dict[str, Any]:
        """The main menu opened: the app's entries (Excalidraw's own left out), a shortcut
        beside the entries that have one."""
        return page(FILE_NAME, [
            {"menu": t("Export image…")}, {"text": t("Ctrl+Shift+E")},
            {"menu": t("Download screenshot")}, {"text": t("Ctrl+Alt+S")},
            {"menu": t("Votings")},
            {"menu": t("Find text on canvas")}, {"text": t("Ctrl+F")},
            {"menu": t(recording)}, {"menu": t(timer)}, {"menu": t(presenting)},
            {"menu": t("Show element creators")}, {"menu": t("Show grid")}])  # fmt: skip

    at_rest = menu("Start Recording", "Show timer", "Start Presentation")
    busy = menu("Stop Recording", "Hide timer", "Stop Presentation")
    recording_url = (f"{ORIGIN}{APP}/recording/{FILE_ID}/{ME}?token={JWT}"
                     f"&lang={quote(LANG_TAGS[lang], safe='')}")  # fmt: skip
    start_recording = emit("start-recording", {"fileId": FILE_ID, "recordingUrl": recording_url,
                                               "uploadToken": JWT,
                                               "autoUploadOnDisconnect": False})  # fmt: skip
    recording = page(FILE_NAME, [
        {"text": t("Recording")}, {"text": f"{t('Duration')}: 00:04:12"},
        {"button": t("Stop recording")}])  # fmt: skip
    saved = page(FILE_NAME, [
        {"text": t("Recording saved successfully!")},
        {"text": f"{t('File')}: {RECORDING_NAME}"}, {"text": f"{t('Duration')}: 00:04:12"},
        {"text": t('Saved to "Whiteboard Recordings" folder')},
        {"link": t("View recording")}, {"icon": t("Dismiss")}])  # fmt: skip
    presenting = page(
        FILE_NAME, [{"text": t("You are presenting")}, {"text": t("LIVE")}, {"button": t("Stop")}]
    )

    def watching(follow: str) -> dict[str, Any]:
        return page(FILE_NAME, [
            {"text": t("{presenterName} is presenting", {"presenterName": PRESENTER})},
            {"button": t(follow)}])  # fmt: skip

    def timer(status: str, controls: list[dict[str, Any]], extra: list[dict[str, Any]],
              display: list[dict[str, Any]]) -> dict[str, Any]:  # fmt: skip
        """The timer's overlay: its title, its status, the time (fields while it is idle),
        its controls and any hint."""
        return page(FILE_NAME, [{"text": t("Timer")}, {"text": t(status)}, *extra, *display,
                                *controls])  # fmt: skip

    def inputs(hours: str, minutes: str, seconds: str) -> list[dict[str, Any]]:
        return [field("timer-hours", t("Hours"), hours),
                field("timer-minutes", t("Minutes"), minutes),
                field("timer-seconds", t("Seconds"), seconds)]  # fmt: skip

    presets = timer("Ready", [{"button": f"{m} {t('min')}"} for m in (1, 5, 10, 15)], [],
                    inputs("0", "0", "0"))  # fmt: skip
    typed = timer("Ready", [{"button": t("Start")}, {"button": t("Reset")}], [],
                  inputs("0", "2", "30"))  # fmt: skip
    started = [{"text": f"{t('Started by')} {PRESENTER}"}]
    running_controls = [{"button": t("Pause")}, {"button": t("Add 1 min")},
                        {"button": t("Add 5 min")}, {"button": t("Reset")}]  # fmt: skip
    running = timer("Running", running_controls, started, [{"text": "3:47"}])
    paused = timer("Paused", [{"button": t("Resume")}, *running_controls[1:],
                              {"text": t("Resume to continue the shared timer.")}],
                   started, [{"text": "2:05"}])  # fmt: skip
    assistant = dialog(FILE_NAME, t("Generate diagram"), [
        {"text": "AI"},
        {"text": t("Output is generated by AI. Make sure to always double-check.")},
        field("assistantQuery", t("Prompt to generate diagram"), PROMPT),
        {"button": t("Close")}, {"button": t("Generate")}])  # fmt: skip
    auth_error = page(FILE_NAME, [
        {"text": t("Authentication Configuration Issue")},
        {"text": t("Unable to connect to collaboration server. The JWT secret may be "
                   "misconfigured. You can continue working locally, and your changes will be "
                   "saved to your device.")},
        {"text": t("Local changes are automatically saved to your device. Collaboration "
                   "features will be unavailable until this issue is resolved.")},
        {"icon": t("Open Admin Settings")}, {"icon": t("Dismiss")}])  # fmt: skip
    schedule = call(
        "POST",
        f"{TASKS}/schedule",
        {"input": {"input": WRAPPED + PROMPT}, "type": "core:text2text", "appId": "whiteboard"},
    )
    return [
        entry("opens-prompt", "board toolbar", toolbar, [
            (t("Smart picker"), False, []), (t("Insert table"), False, []),
            (t("Assistant"), False, [])]),
        entry("harmless", "board toolbar add comment", toolbar, [(t("Add comment"), False, [])]),
        entry("opens-prompt", "main menu export", at_rest, [(t("Export image…"), False, [])]),
        entry("harmless", "main menu", at_rest, [
            (t("Download screenshot"), False, []), (t("Votings"), False, []),
            (t("Show timer"), False, [])]),
        entry("reversible", "main menu start recording", at_rest, [
            (t("Start Recording"), False, [start_recording])]),
        entry("reversible", "main menu start presentation", at_rest, [
            (t("Start Presentation"), False,
             [emit("presentation-start", {"fileId": room, "userId": ME})])]),
        entry("reversible", "main menu view toggles", at_rest, [
            (t("Show element creators"), False, []), (t("Show grid"), False, [])]),
        entry("reversible", "main menu while recording and presenting", busy, [
            (t("Stop Recording"), False, [emit("stop-recording", room)]),
            (t("Stop Presentation"), False, [emit("presentation-stop", {"fileId": room})])]),
        entry("reversible", "recording status", recording, [
            (t("Stop recording"), False, [emit("stop-recording", room)])]),
        entry("harmless", "recording saved", saved, [
            (t("View recording"), False, [link(f"{ORIGIN}/index.php/f/{RECORDING_FILE}")]),
            (t("Dismiss"), False, [])]),
        entry("reversible", "presenting", presenting, [
            (t("Stop"), False, [emit("presentation-stop", {"fileId": room})])]),
        entry("harmless", "watching a presentation following", watching("Following"), [
            (t("Following"), False, [])]),
        entry("harmless", "watching a presentation not following", watching("Follow"), [
            (t("Follow"), False, [emit("request-presenter-viewport", {"fileId": room})])]),
        entry("reversible", "timer presets", presets, [
            (f"5 {t('min')}", False, [timer_event("timer-start", durationMs=300000)])]),
        entry("reversible", "timer duration typed", typed, [
            (t("Start"), False, [timer_event("timer-start", durationMs=150000)]),
            (t("Reset"), False, [timer_event("timer-reset")])]),
        entry("reversible", "timer running", running, [
            (t("Pause"), False, [timer_event("timer-pause")]),
            (t("Add 1 min"), False, [timer_event("timer-extend", additionalMs=60000)]),
            (t("Add 5 min"), False, [timer_event("timer-extend", additionalMs=300000)]),
            (t("Reset"), False, [timer_event("timer-reset")])]),
        entry("reversible", "timer paused", paused, [
            (t("Resume"), False, [timer_event("timer-resume")])]),
        entry("reversible", "assistant diagram dialog", assistant, [
            (t("Generate"), False, [schedule, call("GET", f"{TASKS}/task/{TASK}")]),
            (t("Close"), False, [])]),
        entry("harmless", "authentication error notice", auth_error, [
            (t("Open Admin Settings"), False, [link("/index.php/settings/admin/whiteboard")]),
            (t("Dismiss"), False, [])]),
    ]  # fmt: skip
