"""CAPod's support pages (``eu.darken.capod``): the support page, the debug log's recorder,
its sessions and its screen, the contact form and the troubleshooter, strings from
``app/src/main/res/values*/strings.xml``. The log names, paths, sizes and the text typed into
the form are the same in every language.

Read from the code (``app/src/main/java/eu/darken/capod``): ``main/ui/settings/support/
SupportScreen.kt`` and ``SupportViewModel.kt`` (the Support page: Troubleshooter, Wiki, "Issue
tracker" and Discord, which open their page or the browser, "Contact developer", which opens
the form, "Record debug log", which only opens ``common/debug/recording/ui/
RecorderConsentDialog.kt``: "Debug log", its explanation, "Privacy policy", Cancel and "Record
debug log", which starts recording to a file on the device; while recording the row reads
"Stop recording", and a recording stopped too soon opens "Recording too short", with "Stop
anyway" and "Continue recording"; "Debug sessions", which opens the sessions sheet: its "Clear
stored debug logs", which only opens ``ConfirmationDialog`` "Delete session?", "All debug
sessions will be permanently deleted.", whose Delete calls ``deleteAllSessions``, each
session's row, which opens the recorder screen, and each session's trash can, which has no
content description and opens "Delete session?", "This debug session will be permanently
deleted.", whose Delete calls ``deleteSession``; both delete the log folders and zip files
from the storage, ``common/debug/recording/core/DebugSessionManager.kt``, with no trash);
``common/debug/recording/ui/RecorderActivity.kt``, ``RecorderScreen.kt`` and
``RecorderActivityVM.kt`` (the recorder screen after a recording: "Debug Log", "Sensitive
Information" with "Privacy policy", "Session Path", "Log Files", and its bottom bar's Delete,
which only opens "Delete session?", whose Delete calls ``discard``: ``deleteSession`` and
close; Keep, which closes and keeps the log; Share, which only opens the system's share
sheet for the zip, and back from it "Log sent?", "Was the debug log sent successfully? The
log will be deleted.", Cancel and Done, whose Done calls ``discard`` too); ``main/ui/settings/
support/contactform/ContactFormScreen.kt`` and ``ContactFormViewModel.kt`` (the form: the
category chips, for a bug report the debug log card with the ready logs, each with its radio
and its trash can, neither with a label, which opens "Delete debug log?", "This debug log will
be permanently deleted.", whose Delete calls ``deleteSession``, and "Record debug log"; the
description and "Expected behavior" fields with their word counts, and "Open email app", which
only builds an email to the developer, with the attached log, and hands it to the system's
chooser of email apps, where it is sent or not; back from it "Email sent?", "Was the email sent
successfully? The attached debug log will be deleted.", Cancel and Done, whose Done,
``confirmSent``, deletes the selected log and closes the form); ``troubleshooter/ui/
TroubleShooterScreen.kt`` and ``TroubleShooterViewModel.kt`` ("Start troubleshooting", which
scans with each combination of the compatibility options and keeps the one that receives the
headphones, the same three switches as the general settings).
"""

from __future__ import annotations

from typing import Any

from screens import card, dialog, entry, page, row, sheet

LOG = "capod_5.2.4-rc0_20260822T091512Z_3f9a2c1b"
LOG2 = "capod_5.2.4-rc0_20260819T183004Z_3f9a2c1b"
FOLDER = "/storage/emulated/0/Android/data/eu.darken.capod/files/debug/logs/"
SIZE = "1.4 MB"
DESCRIPTION = (
    "Since the last update my AirPods Pro 2 show no battery levels for the left pod after "
    "I take it out of the case, while the right pod and the case update normally every time."
)
EXPECTED = "Both pods should show their battery levels as soon as they leave the case."


def screens(t: Any) -> list[dict[str, Any]]:
    return support(t) + recorder(t) + contact(t) + troubleshooter(t)


def _support(t: Any, recording: bool) -> dict[str, Any]:
    record = (
        row(t("debug_debuglog_stop_action"), f"{FOLDER}{LOG}")
        if recording
        else row(t("debug_debuglog_record_action"), t("support_debuglog_desc"))
    )
    return page(
        t("settings_support_label"),
        [
            row(t("troubleshooter_title"), t("troubleshooter_summary")),
            {"text": t("settings_category_gethelp_label")},
            row(t("settings_wiki_label"), t("settings_wiki_description")),
            row(t("issue_tracker_label"), t("issue_tracker_description")),
            row(t("discord_label"), t("discord_description")),
            row(t("support_contact_label"), t("support_contact_desc")),
            {"text": t("settings_category_debug_label")},
            record,
            row(t("support_debuglog_sessions_label"), t("support_debuglog_folder_summary#2", SIZE)),
        ],
    )


def _confirm(t: Any, source: str, behind: str, title: str, message: str, yes: bool | None,
             no: bool | None, delete: str = "profiles_delete_action",
             cancel: str = "general_cancel_action") -> dict[str, Any]:  # fmt: skip
    """A ``ConfirmationDialog``: its title and message, then Cancel and its confirm button."""
    return dialog(
        "delete" if yes else "harmless",
        source,
        behind,
        t(title),
        t(message),
        [(t(cancel), no), (t(delete), yes)],
    )


def support(t: Any) -> list[dict[str, Any]]:
    title = t("settings_support_label")
    idle, recording = _support(t, False), _support(t, True)
    where = "capod SupportScreen"

    def consent(category: str, cancel: bool | None, record: bool | None) -> dict[str, Any]:
        return dialog(
            category,
            "capod RecorderConsentDialog (Support)",
            title,
            t("support_debuglog_label"),
            None,
            [(t("general_cancel_action"), cancel), (t("debug_debuglog_record_action"), record)],
            (
                {"text": t("settings_debuglog_explanation")},
                {"button": t("settings_privacy_policy_label")},
            ),
        )

    sessions = (
        {"text": t("support_debuglog_sessions_label")},
        {"icon": t("support_debuglog_clear_action")},
        {"row": LOG},
        {"row": LOG2},
    )
    return [
        entry("harmless", where, idle, [(t("support_contact_label"), False)]),
        entry("opens-prompt", where, idle, [(t("debug_debuglog_record_action"), False)]),
        consent("reversible", None, False),
        consent("harmless", False, None),
        entry(
            "reversible",
            f"{where} (recording)",
            recording,
            [(t("debug_debuglog_stop_action"), False)],
        ),
        entry("harmless", where, idle, [(t("support_debuglog_sessions_label"), False)]),
        sheet(
            "opens-prompt",
            "capod DebugSessionsBottomSheet",
            title,
            sessions,
            t("support_debuglog_clear_action"),
            False,
        ),
        _confirm(
            t,
            "capod SupportScreen (clear all debug sessions)",
            title,
            "support_debuglog_session_delete_title",
            "support_debuglog_clear_all_message",
            True,
            None,
        ),
        _confirm(
            t,
            "capod SupportScreen (clear all debug sessions)",
            title,
            "support_debuglog_session_delete_title",
            "support_debuglog_clear_all_message",
            None,
            False,
        ),
        _confirm(
            t,
            "capod SupportScreen (delete one debug session)",
            title,
            "support_debuglog_session_delete_title",
            "support_debuglog_session_delete_message",
            True,
            None,
        ),
    ]


def recorder(t: Any) -> list[dict[str, Any]]:
    title = t("debug_debuglog_screen_title")
    screen = page(
        title,
        [
            {"text": t("debug_debuglog_screen_subtitle")},
            *card(
                t("debug_debuglog_screen_sensitive_title"),
                [
                    {"text": t("debug_debuglog_sensitive_information_message")},
                    {"button": t("settings_privacy_policy_label")},
                ],
            ),
            {"text": t("debug_debuglog_screen_session_path_label")},
            {"text": f"{FOLDER}{LOG}"},
            {"text": t("debug_debuglog_screen_log_files_label")},
            {"text": "core.log"},
            {"button": t("debug_debuglog_screen_discard_action")},
            {"button": t("debug_debuglog_screen_keep_action")},
            {"button": t("general_share_action")},
        ],
    )
    where = "capod RecorderScreen"

    def sent(yes: bool | None, no: bool | None) -> dict[str, Any]:
        return _confirm(t, "capod RecorderActivity (log sent?)", title,
                        "support_debuglog_sent_title", "support_debuglog_sent_message", yes, no,
                        delete="general_done_action")  # fmt: skip

    return [
        entry("opens-prompt", where, screen, [(t("debug_debuglog_screen_discard_action"), False)]),
        entry("harmless", where, screen, [(t("general_share_action"), False)]),
        _confirm(
            t,
            "capod RecorderActivity (delete session)",
            title,
            "support_debuglog_session_delete_title",
            "support_debuglog_session_delete_message",
            True,
            None,
        ),
        sent(True, None),
        sent(None, False),
    ]


def contact(t: Any) -> list[dict[str, Any]]:
    title = t("support_contact_label")
    words = len(DESCRIPTION.split())
    expected = len(EXPECTED.split())
    form = page(
        title,
        [
            *card(
                t("support_contact_category_label"),
                [
                    {"button": t("support_contact_category_question_label")},
                    {"button": t("support_contact_category_feature_label")},
                    {"button": t("support_contact_category_bug_label")},
                ],
            ),
            *card(
                t("support_contact_debuglog_label"),
                [
                    {"text": t("support_contact_debuglog_picker_hint")},
                    {"text": LOG},
                    {"button": t("debug_debuglog_record_action")},
                ],
            ),
            {"field": "", "hint": t("support_contact_description_label"), "text": DESCRIPTION},
            {"text": t(f"support_contact_word_count#{words}", 20)},
            {"text": t("support_contact_description_bug_hint")},
            {"field": "", "hint": t("support_contact_expected_label"), "text": EXPECTED},
            {"text": t(f"support_contact_word_count#{expected}", 10)},
            {"text": t("support_contact_expected_hint")},
            {"text": t("support_contact_welcome")},
            {"button": t("support_contact_send_action")},
            {"text": t("support_contact_footer")},
        ],
    )
    where = "capod ContactFormScreen (bug report, log attached)"

    def sent(yes: bool | None, no: bool | None) -> dict[str, Any]:
        return _confirm(t, "capod ContactFormScreen (email sent?, log attached)", title,
                        "support_contact_sent_title", "support_contact_sent_message", yes, no,
                        delete="general_done_action")  # fmt: skip

    return [
        entry("harmless", where, form, [(t("support_contact_send_action"), False)]),
        entry("reversible", where, form, [(t("support_contact_category_question_label"), False)]),
        _confirm(
            t,
            "capod ContactFormScreen (delete debug log)",
            title,
            "support_contact_debuglog_delete_title",
            "support_contact_debuglog_delete_message",
            True,
            None,
        ),
        sent(True, None),
        sent(None, False),
    ]


def troubleshooter(t: Any) -> list[dict[str, Any]]:
    intro = page(
        t("troubleshooter_title"),
        [
            {"text": t("troubleshooter_ble_intro_title")},
            {"text": t("troubleshooter_ble_intro_body1")},
            {"button": t("troubleshooter_ble_intro_start_action")},
        ],
    )
    return [
        entry(
            "reversible",
            "capod TroubleShooterScreen",
            intro,
            [(t("troubleshooter_ble_intro_start_action"), False)],
        ),
    ]
