"""OONI Probe's screens (``org.openobservatory.ooniprobe``, the Android app that measures
internet censorship and publishes the measurements on OONI Explorer: tests run, results
uploaded and deleted, OONI Run links installed and uninstalled), strings from
``app/src/main/res/values/strings.xml`` (English) and
``app/src/ooni/res/values-*/strings.xml`` (the translations of the ``ooni`` flavour). The link,
its author and the measured site written on the screens are the same in every language.

Read from the code (``app/src/main``): ``fragment/DashboardFragment.kt`` and
``res/layout/fragment_dashboard.xml`` (the Dashboard: Run, ``run_all``, which only opens
"Run tests"); ``activity/runtests/RunTestsActivity.kt`` and ``activity_run_tests.xml`` ("Run
tests": "Select all tests", "Deselect all tests", the test groups, and the
``fab_run_tests`` button "Run N test(s)", which starts the tests; with "Automatically
Publish Results" on, its default in ``res/xml/preferences_global.xml``, every measurement is
uploaded and published); ``fragment/ResultListFragment.java`` (Test Results: the delete
action of ``res/menu/delete.xml``, which only asks "Do you want to delete all test results?"
with Cancel and Delete, deleting them all; a result's long press, which asks "Do you want to
delete this test?"; the snackbar "Some not uploaded" with "Upload All", which only opens
"Results not uploaded", whose Upload resubmits every measurement not uploaded);
``fragment/ConfirmDialogFragment.kt`` (a ``MaterialAlertDialogBuilder`` dialog: its title
and message, the positive button, OK unless set, and the negative one, the platform's
Cancel unless set); ``activity/MeasurementDetailActivity.java`` (a measurement: the snackbar
"Not uploaded" with Upload, which uploads it at once; the menu's "Share Explorer URL" and
Run, which only asks "Re-run test", whose Run runs the test again on the site);
``activity/OverviewActivity.java`` and ``activity_overview.xml`` (an installed OONI Run
link: "Install updates automatically", "Run tests automatically" and "Uninstall Link",
which only asks "Are you sure?", whose "Uninstall Link" uninstalls it);
``activity/adddescriptor/AddDescriptorActivity.kt`` and ``activity_add_descriptor.xml``
("Install New Link": the link, its author, the two switches, Cancel and "Install Link",
which installs it).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, page

ID = "org.openobservatory.ooniprobe:id/"
LINK, AUTHOR, SITE = "Messaging apps in Kenya", "OONI", "https://www.example.org/"


def screens(t: Any) -> list[dict[str, Any]]:
    return runs(t) + results(t) + links(t)


def runs(t: Any) -> list[dict[str, Any]]:
    dashboard = page(t("Dashboard_Tab_Label"), [
        {"button": t("Dashboard_Card_Run"), "rid": f"{ID}run_all"},
        {"text": f"{t('Dashboard_Overview_LatestTest')} 2 hours ago"},
        {"text": t("Test_Websites_Fullname")},
        {"text": t("Test_InstantMessaging_Fullname")}])  # fmt: skip
    run = t("Dashboard_RunTests_RunButton_Label", 4)
    choose = page(t("Dashboard_RunTests_Title"), [
        {"text": t("Dashboard_RunTests_Description")},
        {"button": t("Dashboard_RunTests_SelectAll"), "rid": f"{ID}select_all"},
        {"button": t("Dashboard_RunTests_SelectNone"), "rid": f"{ID}select_none"},
        {"switch": t("Test_Websites_Fullname")}, {"switch": t("Test_InstantMessaging_Fullname")},
        {"switch": t("Test_Performance_Fullname")}, {"switch": t("Test_Circumvention_Fullname")},
        {"button": run, "rid": f"{ID}fab_run_tests"}])  # fmt: skip
    settings = page(t("Settings_Privacy_Label"), [
        {"switch": t("Settings_Sharing_UploadResults")},
        {"switch": t("Settings_Privacy_SendCrashReports")}])  # fmt: skip
    return [
        entry("opens-prompt", "ooni DashboardFragment (Run)", dashboard,
              [(t("Dashboard_Card_Run"), False)]),
        entry("publish", "ooni RunTestsActivity (run the selected tests)", choose, [(run, True)]),
        entry("reversible", "ooni RunTestsActivity", choose,
              [(t("Dashboard_RunTests_SelectNone"), False)]),
        entry("reversible", "ooni RunTestsActivity", choose,
              [(t("Test_Performance_Fullname"), False)]),
        entry("reversible", "ooni preferences_global (Privacy)", settings,
              [(t("Settings_Sharing_UploadResults"), False)]),
    ]  # fmt: skip


def results(t: Any) -> list[dict[str, Any]]:
    title = t("TestResults_Overview_Title")
    listing = page(title, [
        {"icon": t("Modal_DoYouWantToDeleteAllTests"), "rid": f"{ID}delete"},
        {"text": t("TestResults_Overview_FilterTests")}, {"text": t("Test_Websites_Fullname")},
        {"text": t("Test_InstantMessaging_Fullname")},
        {"text": t("Snackbar_ResultsSomeNotUploaded_Text")},
        {"button": t("Snackbar_ResultsSomeNotUploaded_UploadAll"),
         "rid": "com.google.android.material:id/snackbar_action"}])  # fmt: skip
    cancel, delete = t("android:cancel"), t("Modal_Delete")
    src = "ooni ResultListFragment"

    def deleting(category: str, message: str,
                 buttons: tuple[bool | None, bool | None]) -> dict[str, Any]:  # fmt: skip
        return alert(category, f"{src} ({message})", title, None, t(message),
                     (cancel, buttons[0]), (delete, buttons[1]))  # fmt: skip

    def upload(category: str, buttons: tuple[bool | None, bool | None]) -> dict[str, Any]:
        return alert(category, f"{src} (Results not uploaded)", title,
                     t("Modal_ResultsNotUploaded_Title"), t("Modal_ResultsNotUploaded_Paragraph"),
                     (cancel, buttons[0]),
                     (t("Modal_ResultsNotUploaded_Button_Upload"), buttons[1]))  # fmt: skip

    test = t("Test_WebConnectivity_Fullname")
    measurement = page(test, [
        {"icon": t("TestResults_Details_ShareExplorerURL"), "rid": f"{ID}shareExplorerUrl"},
        {"icon": t("Modal_ReRun_Websites_Run"), "rid": f"{ID}reRun"}, {"text": SITE},
        {"text": t("Snackbar_ResultsNotUploaded_Text")},
        {"button": t("Snackbar_ResultsNotUploaded_Upload"),
         "rid": "com.google.android.material:id/snackbar_action"}])  # fmt: skip
    detail = "ooni MeasurementDetailActivity"

    def rerun(category: str, buttons: tuple[bool | None, bool | None]) -> dict[str, Any]:
        return alert(category, f"{detail} (Re-run test)", test, None, t("Modal_ReRun_Title"),
                     (cancel, buttons[0]), (t("Modal_ReRun_Websites_Run"), buttons[1]))  # fmt: skip

    return [
        entry("opens-prompt", src, listing, [(t("Modal_DoYouWantToDeleteAllTests"), False)]),
        entry("opens-prompt", src, listing,
              [(t("Snackbar_ResultsSomeNotUploaded_UploadAll"), False)]),
        deleting("delete", "Modal_DoYouWantToDeleteAllTests", (None, True)),
        deleting("harmless", "Modal_DoYouWantToDeleteAllTests", (False, None)),
        deleting("delete", "Modal_DoYouWantToDeleteThisTest", (None, True)),
        deleting("harmless", "Modal_DoYouWantToDeleteThisTest", (False, None)),
        upload("upload", (None, True)),
        upload("harmless", (False, None)),
        entry("upload", f"{detail} (Not uploaded)", measurement,
              [(t("Snackbar_ResultsNotUploaded_Upload"), True)]),
        entry("opens-prompt", detail, measurement, [(t("Modal_ReRun_Websites_Run"), False)]),
        entry("harmless", detail, measurement,
              [(t("TestResults_Details_ShareExplorerURL"), False)]),
        rerun("publish", (None, True)),
        rerun("harmless", (False, None)),
    ]  # fmt: skip


def links(t: Any) -> list[dict[str, Any]]:
    overview = page(LINK, [
        {"text": AUTHOR}, {"text": t("AddDescriptor_Settings")},
        {"switch": t("AddDescriptor_AutoUpdate"), "rid": f"{ID}automatic_updates_switch"},
        {"switch": t("AddDescriptor_AutoRun"), "rid": f"{ID}switch_tests"},
        {"button": t("Dashboard_Runv2_Overview_UninstallLink"),
         "rid": f"{ID}uninstall_link"}])  # fmt: skip
    where = "ooni OverviewActivity"
    cancel, uninstall = t("android:cancel"), t("Dashboard_Runv2_Overview_UninstallLink")

    def sure(category: str, buttons: tuple[bool | None, bool | None]) -> dict[str, Any]:
        return alert(category, f"{where} (uninstall the link)", LINK,
                     t("Modal_CustomURL_Title_NotSaved"),
                     t("Dashboard_Runv2_Overview_Uninstall_Prompt"),
                     (cancel, buttons[0]), (uninstall, buttons[1]))  # fmt: skip

    add = page(t("AddDescriptor_Title"), [
        {"text": LINK}, {"text": t("AddDescriptor_Author")}, {"text": AUTHOR},
        {"text": t("AddDescriptor_Settings")},
        {"switch": t("AddDescriptor_AutoUpdate"), "rid": f"{ID}automatic_updates_switch"},
        {"switch": t("AddDescriptor_AutoRun"), "rid": f"{ID}tests_checkbox"},
        {"button": t("Modal_Cancel"), "rid": f"{ID}btn_cancel"},
        {"button": t("AddDescriptor_Action"), "rid": f"{ID}btn_install_link"}])  # fmt: skip
    install = "ooni AddDescriptorActivity"
    return [
        entry("opens-prompt", where, overview,
              [(t("Dashboard_Runv2_Overview_UninstallLink"), False)]),
        entry("reversible", where, overview, [(t("AddDescriptor_AutoUpdate"), False)]),
        sure("uninstall", (None, True)),
        sure("harmless", (False, None)),
        entry("install", install, add, [(t("AddDescriptor_Action"), True)]),
        entry("harmless", install, add, [(t("Modal_Cancel"), False)]),
        entry("reversible", install, add, [(t("AddDescriptor_AutoRun"), False)]),
    ]  # fmt: skip
