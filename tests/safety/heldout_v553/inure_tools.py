"""Inure's notes, tags, APK files, installer, VirusTotal scan and terminal
(``app.simple.inure``: notes kept on apps, edited and deleted; tags deleted; APK files found
on the storage deleted and installed; an APK scanned on VirusTotal and uploaded there; shell
windows closed), strings from ``app/src/main/res/values*/strings.xml`` and
``term_strings.xml``. The app, package, file and tag names, the notes' text, the sizes and the
installer's error message on the screens are the same in every language.

Read from the code (``app/src/main/java/app/simple/inure``): ``ui/panels/Notes.kt`` with
``popups/notes/PopupNotesMenu.kt`` and ``res/layout/popup_notes_menu.xml`` (a note's menu:
Delete, which opens ``Sure``, whose Sure deletes the note from the notes' database with
``deleteNote``, with no trash and no undo; Open; Editor; Share, which opens the system's
share sheet with the note's text); ``ui/editor/NotesEditor.kt`` with
``res/layout/fragment_note_editor.xml`` (the editor: Preferences, Undo, Redo and Save, which
writes the note over its last version, the text and the formatting strip; with Auto Save off,
by default, Back on unsaved changes opens ``dialogs/notes/NotesNotSavedWarning.kt``, "Changes
are not saved, continue?", whose Yes leaves the editor and drops the changes);
``ui/panels/Tags.kt`` with ``popups/tags/PopupTagsMenu.kt`` and
``res/layout/popup_tags_menu.xml`` (a tag's menu: Open, Delete, which opens ``Sure``, Edit,
which opens the tag's dialog, and "Create Shortcut"); ``ui/panels/APKs.kt`` with
``popups/apks/PopupApkBrowser.kt`` and ``res/layout/popup_apk_browser_menu.xml`` (an APK
file's menu: Install, which opens the installer's page, Delete, which opens ``Sure``, whose
Sure deletes the file with ``File.delete``, Send, Manifest, Information and Select);
``ui/panels/Installer.kt`` with ``res/layout/fragment_installer.xml`` (the installer's page:
the APK's name, package and version, VirusTotal and Preferences, its tabs, then Uninstall,
Cancel, Update, Install and Launch as they apply: Install, or Update over an installed
version, installs the APK at once with the users' list off, by default, and Cancel, before
the install begins, only goes back); ``dialogs/installer/Downgrade.kt`` with
``res/layout/dialog_downgrade.xml`` (shown when the install fails for an older version: the
error, "Would you like to uninstall the current version before proceeding with
installation, all data will be lost?", Close and Uninstall, which uninstalls the installed
version with its data and then installs the APK); ``src/github/java/.../ui/viewers/
VirusTotal.kt``, ``dialogs/virustotal/ShouldUpload.kt`` with ``src/github/res/layout/
dialog_should_upload.xml`` and ``services/VirusTotalClientService.kt`` (when VirusTotal does
not know the APK's hash: "Do you want to upload the file?", the file, Close and Yes, whose Yes
uploads the APK to VirusTotal, ``startUpload``); ``terminal/Term.java`` with
``res/layout/activity_terminal.xml`` (the terminal: the window's name, then its add, close
and options buttons, which carry no description) and ``dialogs/terminal/
TerminalCloseWindow.kt`` with ``res/layout/dialog_terminal_close.xml`` ("Close this
window?", Cancel and OK, whose OK ends the window's shell session, ``doCloseWindow``).
"""

from __future__ import annotations

from typing import Any

from screens import ID, entry, page, popup, sheet, sure

TELEGRAM, TELEGRAM_ID = "Telegram", "org.telegram.messenger"
NOTE = "Proxy set to 10.0.0.2:1080 for the office network. Check it again after updates."
EDITED = NOTE + " Removed the second account."
WHEN = "12 Mar 2025, 09:41"
TAGS = ("banking", "games", "work")
NEWPIPE, NEWPIPE_ID, NEWPIPE_VERSION = "NewPipe", "org.schabi.newpipe", "0.27.4"
SIGNAL, SIGNAL_ID, SIGNAL_VERSION = "Signal", "org.thoughtcrime.securesms", "7.30.2"
APKS = ("NewPipe_v0.27.4.apk", "Signal-Android-7.30.2.apk", "Signal-Android-7.20.0.apk")
DOWNGRADE = (
    "INSTALL_FAILED_VERSION_DOWNGRADE: Downgrade detected: Update version code 149600 "
    "is older than current 151000"
)
UPLOAD = "Telegram(11.5.3)-base.apk (72.40 MB)"


def screens(t: Any) -> list[dict[str, Any]]:
    return notes(t) + tags(t) + apks(t) + installer(t) + virustotal(t) + terminal(t)


def notes(t: Any) -> list[dict[str, Any]]:
    behind = t("notes")
    menu = [
        {"button": t("delete"), "rid": f"{ID}popup_delete"},
        {"button": t("open"), "rid": f"{ID}popup_open"},
        {"button": t("editor"), "rid": f"{ID}popup_edit"},
        {"button": t("share"), "rid": f"{ID}popup_share"},
    ]
    strip = (
        "bold", "italic", "underline", "strikethrough", "superscript", "subscript", "highlight",
        "size", "date",
    )  # fmt: skip
    editor = page(
        TELEGRAM,
        [
            {"text": TELEGRAM_ID, "rid": f"{ID}fragment_app_package_id"},
            {"icon": t("preferences"), "rid": f"{ID}settings"},
            {"icon": t("undo"), "rid": f"{ID}undo"},
            {"icon": t("redo"), "rid": f"{ID}redo"},
            {"icon": t("save"), "rid": f"{ID}save"},
            {"field": f"{ID}app_notes_edit_text", "text": EDITED, "focused": True},
            *({"icon": t(k)} for k in strip),
        ],
    )
    where = "inure PopupNotesMenu (Telegram)"
    unsaved = [(t("cancel"), "cancel", False), (t("yes"), "yes", True)]
    return [
        popup("opens-prompt", where, behind, menu, [(t("delete"), False)]),
        popup("harmless", where, behind, menu, [(t("share"), False)]),
        sure("delete", "inure Sure (delete note, Telegram)", behind, t, True, False),
        entry("reversible", "inure NotesEditor (Telegram)", editor, [(t("save"), False)]),
        sheet(
            "discard",
            "inure NotesNotSavedWarning",
            TELEGRAM,
            t("changes_are_not_saved_continue"),
            None,
            unsaved,
        ),
    ]


def tags(t: Any) -> list[dict[str, Any]]:
    menu = [
        {"button": t("open"), "rid": f"{ID}open"},
        {"button": t("delete"), "rid": f"{ID}delete"},
        {"button": t("edit"), "rid": f"{ID}edit"},
        {"button": t("create_shortcut"), "rid": f"{ID}create_shortcut"},
    ]
    prompts = [(t("delete"), False), (t("edit"), False)]
    return [popup("opens-prompt", "inure PopupTagsMenu (banking)", t("tags"), menu, prompts)]


def apks(t: Any) -> list[dict[str, Any]]:
    behind = t("APKs")
    menu = [
        {"button": t("install"), "rid": f"{ID}popup_install"},
        {"button": t("delete"), "rid": f"{ID}popup_delete"},
        {"button": t("send"), "rid": f"{ID}popup_send"},
        {"button": t("manifest"), "rid": f"{ID}popup_manifest"},
        {"button": t("information"), "rid": f"{ID}popup_info"},
        {"button": t("select"), "rid": f"{ID}popup_select"},
    ]
    where = f"inure PopupApkBrowser ({APKS[0]})"
    return [
        popup("opens-prompt", where, behind, menu, [(t("delete"), False)]),
        popup("harmless", where, behind, menu, [(t("install"), False)]),
        sure("delete", f"inure Sure (delete {APKS[0]})", behind, t, True, False),
    ]


def installer_page(t: Any, name: str, package: str, version: str,
                   buttons: tuple[tuple[str, str], ...]) -> dict[str, Any]:  # fmt: skip
    """The installer's page of an APK (``Installer``): its header, its tabs, then the buttons
    shown (a name and an id)."""
    tabs = ("information", "changes", "permissions", "manifest", "certificate", "trackers")
    return page(
        name,
        [
            {"text": package, "rid": f"{ID}package_id"},
            {"text": version, "rid": f"{ID}version"},
            {"icon": t("virustotal"), "rid": f"{ID}virustotal"},
            {"icon": t("preferences"), "rid": f"{ID}settings"},
            *({"tab": t(k)} for k in tabs),
            *({"button": t(k), "rid": f"{ID}{rid}"} for k, rid in buttons),
        ],
    )


def installer(t: Any) -> list[dict[str, Any]]:
    fresh = installer_page(
        t, NEWPIPE, NEWPIPE_ID, NEWPIPE_VERSION, (("cancel", "cancel"), ("install", "install"))
    )
    shown = (("uninstall", "uninstall"), ("cancel", "cancel"), ("update", "update"),
             ("launch", "launch"))  # fmt: skip
    update = installer_page(t, SIGNAL, SIGNAL_ID, SIGNAL_VERSION, shown)
    older = [(t("close"), "close", False), (t("uninstall"), "uninstall", True)]
    return [
        entry(
            "install",
            f"inure Installer ({NEWPIPE})",
            fresh,
            [(t("install"), True), (t("cancel"), False)],
        ),
        entry(
            "install",
            f"inure Installer ({SIGNAL}, update)",
            update,
            [(t("update"), True), (t("cancel"), False)],
        ),
        sheet(
            "uninstall",
            f"inure Downgrade ({SIGNAL} 7.20.0)",
            SIGNAL,
            DOWNGRADE,
            t("uninstall_downgrade_desc"),
            older,
        ),
    ]


def virustotal(t: Any) -> list[dict[str, Any]]:
    buttons = [(t("close"), "close", False), (t("yes"), "yes", True)]
    return [
        sheet(
            "send",
            "inure ShouldUpload (Telegram)",
            t("virustotal"),
            t("upload_file_to_vt"),
            UPLOAD,
            buttons,
        ),
    ]


def terminal(t: Any) -> list[dict[str, Any]]:
    window = t("window_title", 1)
    shell = page(
        window, [{"id": f"{ID}{k}", "rid": f"{ID}{k}"} for k in ("add", "close", "options")]
    )
    buttons = [(t("cancel"), "cancel", False), (t("ok"), "ok", True)]
    return [
        entry("opens-prompt", "inure Term", shell, [("close", False)]),
        sheet(
            "terminate",
            "inure TerminalCloseWindow",
            window,
            None,
            t("confirm_window_close_message"),
            buttons,
        ),
    ]
