"""FFUpdater's download page and its crash report (``de.marmaro.krt.ffupdater``): an update
installed, its downloaded file deleted, a failed installation tried again, the error report
copied and the issue trackers opened. Strings from
``ffupdater/src/main/res/values*/strings.xml``; the addresses, the certificate hash and the
error's stack trace are the same in every language.

Read from the code (``ffupdater/src/main/java/de/marmaro/krt/ffupdater``):
``activity/download/DownloadActivity.kt`` with ``res/layout/activity_download.xml`` (the page
"Download Application": "Fetched metadata from …", "Downloaded application from:" and the
address, then, once installed, "Installed application is verified" with the certificate's
hash and "Application successfully installed"; where the downloaded update is kept after a
successful installation (the setting "Delete the downloaded update if the installation is
successful." switched off), "clear cache", which deletes the app's downloaded APK files
(``deleteFileCache``), and "open cache folder", which opens a file manager on the folder;
where the installation failed, "Retry installation", which runs ``startInstallationProcess``
again: it looks up, downloads and installs the update); ``activity/download/GuiHelper.kt``
(``displayAppInstallationFailure``: "Application installation was not successful", the
installer's reason, the underlined "Show the detailed error report.", which opens the crash
report, and the hint to try the native installer); ``installer/error/session/
GenericSessionResultDecoder.kt`` (the reason of an aborted installation);
``crash/CrashReportActivity.kt`` with ``res/layout/activity_crash_report.xml`` (the page
"Crash Reporter": the explanation, "Copy crash report to clipboard", which copies the report
and shows a message, and "Go to notabug.org", "Go to GitHub" and "Go to GitLab", which open the
project's issue trackers in the browser, then the stack trace).
"""

from __future__ import annotations

from typing import Any

from screens import on, page, rid

FIREFOX_URL = (
    "https://archive.mozilla.org/pub/fenix/releases/140.0.1/android/"
    "fenix-140.0.1-android-arm64-v8a/fenix-140.0.1.multi.android-arm64-v8a.apk"
)
HASH = "a78b62a5165b4494b2fead9e76a280d22d937fee6251aece599446b2ea319b04"
TRACE = (
    "java.lang.RuntimeException: Failed to install FIREFOX_RELEASE in the foreground.\n"
    "Caused by: de.marmaro.krt.ffupdater.installer.exceptions.InstallationFailedException: "
    "The installation failed because it was actively aborted."
)


def screens(t: Any) -> list[dict[str, Any]]:
    return download(t) + crash_report(t)


def _metadata(t: Any, source: str, url: str) -> list[dict[str, Any]]:
    return [
        {
            "text": t("download_activity__fetched_url_for_download_successfully", source),
            "rid": rid("fetchedUrlSuccessTextView"),
        },
        {"text": t("download_activity__downloaded_application_from")},
        {"text": url, "rid": rid("downloadedFileUrl")},
    ]


def download(t: Any) -> list[dict[str, Any]]:
    title = t("download_activity__label")
    clear = {
        "button": t("download_activity__delete_cache_button_text"),
        "rid": rid("install_activity__delete_cache_button"),
    }
    folder = {
        "button": t("download_activity__open_cache_folder_button_text"),
        "rid": rid("install_activity__open_cache_folder_button"),
    }
    installed = page(
        title,
        [
            *_metadata(t, "Mozilla Archive", FIREFOX_URL),
            {"text": t("installed_application_is_verified")},
            {"text": t("download_activity__sha_256_certificate_fingerprint")},
            {"text": HASH, "rid": rid("fingerprintInstalledGoodHash")},
            {"text": t("application_successfully_installed")},
            {"text": t("download_activity__you_can_now_close_this_window")},
            {"text": t("download_activity__delete_cache_explanation")},
            clear,
            {"text": t("download_activity__open_cache_explanation")},
            folder,
        ],
    )
    report = {
        "link": t("download_activity__exception__show_button"),
        "rid": rid("install_activity__exception__show_button"),
    }
    retry = {
        "button": t("download_activity__retry_installation"),
        "rid": rid("install_activity__retry_installation_button"),
    }
    failed = page(
        title,
        [
            *_metadata(t, "Mozilla Archive", FIREFOX_URL),
            {
                "text": t("application_installation_was_not_successful"),
                "rid": rid("install_activity__exception__text"),
            },
            {
                "text": t("session_installer__status_failure_aborted"),
                "rid": rid("install_activity__exception__description"),
            },
            report,
            {"text": t("download_activity__you_can_now_close_this_window")},
            {"text": t("download_activity__different_installer_info__text")},
            retry,
        ],
    )
    where = "ffupdater DownloadActivity"
    return [
        on("reversible", f"{where} (installed)", installed, [(clear, False)]),
        on("harmless", f"{where} (installed)", installed, [(folder, False)]),
        on("install", f"{where} (installation failed)", failed, [(retry, True)]),
        on("harmless", f"{where} (installation failed)", failed, [(report, False)]),
    ]


def crash_report(t: Any) -> list[dict[str, Any]]:
    def button(key: str, name: str) -> dict[str, Any]:
        return {"button": t(key), "rid": rid(f"crash_report__{name}")}

    copy = button(
        "crash_report__copy_crash_report_to_clipboard", "copy_error_message_to_clipboard_button"
    )
    notabug = button("crash_report__got_to_notabug_org", "got_to_notabug_org_button")
    github = button("crash_report__go_to_github", "got_to_github_button")
    gitlab = button("crash_report__go_to_gitlab", "got_to_gitlab_button")
    report = page(
        t("crash_report_activity__label"),
        [
            {
                "text": t("crash_report__explain_text__download_activity_install_file"),
                "rid": rid("crash_report__explanation_textview"),
            },
            copy,
            notabug,
            github,
            gitlab,
            {"text": TRACE, "rid": rid("crash_report__exception_stack_trace")},
        ],
    )
    where = "ffupdater CrashReportActivity"
    return [
        on("harmless", where, report, [(copy, False)]),
        on("harmless", where, report, [(github, False)]),
    ]
