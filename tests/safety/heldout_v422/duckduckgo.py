"""DuckDuckGo's screens (``com.duckduckgo.mobile.android``, a private web browser with a Fire
Button, passwords, bookmarks, Sync & Backup, a subscription with a VPN, App Tracking Protection
and Duck.ai chats), strings from the modules' ``src/main/res/values*/strings*.xml``. The site,
bookmark, folder, device, file and chat names and the typed texts on the screens are the same
in every language.

Read from the code (paths under the repository root):
``browser/browser-ui/src/main/res/layout/bottom_sheet_browser_menu.xml`` and
``browsermenu/BrowserMenuBottomSheet.kt`` (the browser menu: "Delete Tabs and Data", which
opens the Fire sheet, "Fireproof This Site", which keeps the site's cookies through the Fire
Button and can be removed again, "Disable Privacy Protection", which adds the site to the
unprotected sites, and "Report Broken Site", which opens the report form);
``app/src/main/java/com/duckduckgo/app/global/view/SingleTabFireDialog.kt``,
``SingleTabFireDialogViewModel.kt`` and ``res/layout/sheet_fire_single_tab.xml`` (the Fire
sheet: its title by origin, the site-data subtitle, ``deleteThisTabButton``, which burns the
current tab and its site's data, or, on a Duck.ai tab, reads "Delete Chat" and deletes the
chat, and ``deleteAllSecondaryButton`` or ``deleteAllPrimaryButton``, which close every tab and
delete the cookies, site data, history and, when chosen, Duck.ai chats; nothing is kept for an
undo); ``BrowserTabFragment.kt`` and ``BrowserTabViewModel.kt`` ("Remove search suggestion?"
with Cancel and Remove, which removes the entry from the history with
``removeHistoryEntryByUrl``); ``app/.../tabs/ui/TabSwitcherActivity.kt``,
``TabSwitcherViewModel.kt``, ``res/menu/menu_tab_switcher_activity.xml`` and
``res/layout/popup_tabs_menu.xml`` (the tab switcher's toolbar, with "Clear Data", which opens
the Fire sheet, its popup menu with "Close All Tabs", and "Close all 3 tabs?" with Cancel and
"Close Tabs", which only marks the tabs deletable and shows a snackbar with Undo;
``purgeDeletableTabs`` runs only once the snackbar is gone);
``app/.../firebutton/DataClearingSettingsActivity.kt`` and
``res/layout/activity_data_clearing_settings.xml`` (Data Clearing: the fire animation, the
"Delete Duck.ai Chats" switch, which only makes later Fire Button uses take the chats too,
"Fireproof Sites", "Automatically Delete Data" and "Delete Tabs and Data", which opens the Fire
sheet); ``app/.../fire/fireproofwebsite/ui/FireproofWebsitesActivity.kt`` ("Remove All", which
removes every site's fireproofing at once and shows a snackbar with Undo);
``app/.../privacy/ui/AllowListActivity.kt`` and
``res/layout/popup_window_edit_delete_menu.xml`` (Unprotected Sites: a row's Edit and Delete,
and "Confirm" with the platform's Cancel and OK, ``android.R.string.no`` and ``yes``, whose OK
takes the domain off the list);
``saved-sites/saved-sites-impl/.../bookmarks/BookmarksActivity.kt``, ``BookmarksViewModel.kt``
and the menus ``bookmark_activity_menu.xml``, ``bookmark_popup_menu.xml`` and
``bookmark_folder_popup_menu.xml`` (Bookmarks: Import, which opens the import dialog, Export,
which opens the system's file picker, and "Add Folder"; a bookmark's Delete, which hides it and
shows "Deleted ..." with Undo, deleting it only when the snackbar is dismissed; a folder's
Delete, which opens "Delete Travel?" with Cancel and Delete, which hides the folder behind the
same Undo snackbar); ``autofill/autofill-impl/.../viewing/AutofillManagementListMode.kt``,
``AutofillManagementCredentialsMode.kt``, ``AutofillManagementStringBuilder.kt``,
``AutofillPasswordsManagementViewModel.kt`` and the menus ``autofill_list_mode_menu.xml`` and
``autofill_view_mode_menu.xml`` (Passwords: the overflow with "Add Password", "Reset Excluded
Sites", "Import Passwords From Google", "Sync Desktop Passwords" and "Delete All Passwords";
the delete-all dialog, whose Delete asks for the device's authentication first and then deletes
with an Undo snackbar, ``OfferUserUndoMassDeletion``; a password's Delete, whose dialog's
Delete deletes it and offers Undo, ``OfferUserUndoDeletion``; "Reset Excluded Sites?" with
Cancel and Reset, which clears the list of sites never to save a password for; "Report autofill
not working on github.com?" with Cancel and "Send Report", which sends the report to
DuckDuckGo); ``sync/sync-impl/.../ui/SyncActivity.kt`` and ``res/layout/view_sync_enabled
.xml`` and ``popup_windows_remove_device_menu.xml`` (Sync & Backup: "Turn Off Sync & Backup…",
"Download Recovery Code as PDF", "Turn Off and Delete Server Data…", a synced device's "Remove
Device"; "Turn off sync?" with Cancel and "Turn Off", which signs this device out of the
account and keeps its data; "Delete server data?" with Cancel and "Delete Server Data", which
deletes the account and its backup from the server; "Remove device?" with Cancel and Remove,
which logs the other device out of the account);
``subscriptions/subscriptions-impl/.../ui/SubscriptionSettingsActivity.kt``,
``res/layout/activity_subscription_settings.xml``, ``feedback/SubscriptionFeedbackViewModel
.kt`` and ``res/layout/content_feedback_submit.xml`` ("Remove From This Device", "Remove from
this device?" with Cancel and "Remove Subscription", which forgets the subscription on this
device and leaves it active, to be restored with "I Have a Subscription"; the feedback form's
Submit, which sends it); ``downloads/downloads-impl/.../DownloadsActivity.kt``,
``DownloadsViewModel.kt``, ``downloads_activity_menu.xml`` and
``popup_window_download_item_menu.xml`` ("Delete All" and a file's Delete, both with an Undo
snackbar before the files go); ``app-tracking-protection/vpn-impl/.../tracker_activity/
DeviceShieldTrackerActivity.kt`` ("Disable and Delete Data", which opens "Disable and delete
data?" with Cancel and Disable, which turns the protection off and deletes its settings and the
history of tracking attempts), ``menu_exclusion_list_activity.xml`` and
``dialog_tracking_protection_restore_defaults.xml`` ("Restore Default Protected Apps" and its
dialog's Restore, which drops the user's own choices of protected apps);
``network-protection/network-protection-impl/.../exclusion/ui/NetpAppExclusionListActivity.kt``,
``menu_netp_exclusion_list_activity.xml`` and ``dialog_netp_restore_defaults.xml`` (the VPN's
"Restore Protection for All Apps" and its dialog's Restore, which drops the apps the user
excluded); ``duckchat/duckchat-impl/.../history/ChatHistoryFragment.kt``,
``ChatHistoryViewModel.kt``, ``menu_chat_history_default.xml`` and
``popup_chat_history_row.xml`` (Chats: the toolbar's "Delete chats", which opens the Fire
sheet, and a chat's Delete, which deletes it at once through ``dataClearingTrigger``);
``feedback/feedback-impl/.../content_feedback_open_ended_feedback.xml`` (the feedback form's
Submit); ``voice-search/voice-search-impl/.../VoiceSearchPermissionDialogsLauncher.kt``
("Remove Private Voice Search option from the address bar?" with Cancel and Remove, which hides
the microphone, to be shown again in Settings).
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, entry, menu, page, plain

SITE, PAGE = "github.com", "news.ycombinator.com"
BOOKMARK, FOLDER, DOMAIN = "Hacker News", "Travel", "example.org"
DEVICE, OTHER = "Pixel 8", "MacBook Air"
FILE, CHAT = "boarding-pass.pdf", "Trip to Lisbon"
TYPED = "Pages freeze when I switch tabs"


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        browser(t)
        + tabs(t)
        + data_clearing(t)
        + bookmarks(t)
        + passwords(t)
        + sync(t)
        + subscription(t)
        + downloads(t)
        + protections(t)
        + chats(t)
    )


def browser_menu(t: Any) -> dict[str, Any]:
    """The browser menu's sheet over a web page."""
    icons = (
        ("backMenuItem", "browserMenuBack"),
        ("forwardMenuItem", "browserMenuForward"),
        ("newTabMenuItem", "browserMenuNewTab"),
        ("settingsMenuItem", "browserMenuSettings"),
        ("refreshActionMenuItem", "browserMenuRefresh"),
    )
    rows = (
        ("addBookmarksMenuItem", "browserMenuAddBookmark"),
        ("sharePageMenuItem", "browserMenuShare"),
        ("findInPageMenuItem", "browserMenuFindInPage"),
        ("changeBrowsingModeMenuItem", "browserMenuDesktopSite"),
        ("bookmarksMenuItem", "browserMenuBookmarks"),
        ("autofillMenuItem", "browserMenuAutofill"),
        ("downloadsMenuItem", "browserMenuDownloads"),
        ("fireproofWebsiteMenuItem", "browserMenuFireproofSite"),
        ("fireMenuItem", "browserMenuFireTabsData"),
        ("reportBrokenSiteMenuItem", "browserMenuReportBrokenSite"),
        ("privacyProtectionMenuItem", "browserMenuDisablePrivacyProtection"),
        ("printPageMenuItem", "browserMenuPrintSite"),
    )
    return page(
        PAGE,
        [
            *({"icon": t(key), "rid": f"{ID}{rid}"} for rid, key in icons),
            *({"row": t(key), "rid": f"{ID}{rid}"} for rid, key in rows),
        ],
    )


def fire_sheet(
    t: Any, behind: str, title: str, buttons: list[tuple[str, str]], subtitle: bool = True
) -> dict[str, Any]:
    """The Fire sheet over ``behind``: its title, the site-data subtitle, its buttons."""
    shown = {"title": title}
    if subtitle:
        shown["message"] = t("singleTabFireDialogSubtitleSiteData")
    items = [{"button": label, "rid": f"{ID}{rid}"} for label, rid in buttons]
    return {"title": behind, "dialog": shown, "items": items}


def browser(t: Any) -> list[dict[str, Any]]:
    where = "duckduckgo BrowserMenuBottomSheet"
    sheet = browser_menu(t)
    fire = "duckduckgo SingleTabFireDialog"
    this_tab = (t("singleTabFireDialogDeleteThisTab"), "deleteThisTabButton")
    every = (t("singleTabFireDialogDeleteAll"), "deleteAllSecondaryButton")
    burn = fire_sheet(t, PAGE, t("singleTabFireDialogTitle"), [this_tab, every])
    with_chats = fire_sheet(t, PAGE, t("singleTabFireDialogTitleWithChats"), [this_tab, every])
    chat = fire_sheet(
        t,
        "Duck.ai",
        t("singleTabFireDialogTitleDuckAi"),
        [(t("singleTabFireDialogDeleteChat"), "deleteThisTabButton")],
        subtitle=False,
    )
    search = "duckduckgo BrowserTabFragment (remove search suggestion)"
    cancel, remove = t("autocompleteRemoveItemCancel"), t("autocompleteRemoveItemRemove")
    voice = (t("voiceSearchRemoveTitle"), t("voiceSearchRemoveSubtitle"))
    return [
        entry("opens-prompt", where, sheet, [(t("browserMenuFireTabsData"), False)]),
        entry("reversible", where, sheet, [(t("browserMenuFireproofSite"), False)]),
        entry("reversible", where, sheet, [(t("browserMenuDisablePrivacyProtection"), False)]),
        entry("harmless", where, sheet, [(t("browserMenuReportBrokenSite"), False)]),
        entry("delete", f"{fire} (browser)", burn, [(this_tab[0], True)]),
        entry("delete", f"{fire} (browser)", burn, [(every[0], True)]),
        entry("delete", f"{fire} (browser, with chats)", with_chats, [(every[0], True)]),
        entry(
            "delete", f"{fire} (Duck.ai tab)", chat, [(t("singleTabFireDialogDeleteChat"), True)]
        ),
        alert(
            "delete",
            search,
            "lisbon",
            t("autocompleteRemoveItemTitle"),
            None,
            (cancel, None),
            (remove, True),
        ),
        alert(
            "harmless",
            search,
            "lisbon",
            t("autocompleteRemoveItemTitle"),
            None,
            (cancel, False),
            (remove, None),
        ),
        alert(
            "reversible",
            "duckduckgo VoiceSearchPermissionDialogsLauncher (remove voice search)",
            PAGE,
            *voice,
            (t("voiceSearchNegativeAction"), None),
            (t("voiceSearchRemovePositiveButton"), False),
        ),
    ]


def tabs(t: Any) -> list[dict[str, Any]]:
    where = "duckduckgo TabSwitcherActivity"
    title = t("tabActivityTitle")
    toolbar = [
        {"icon": t("=Duck.ai"), "rid": f"{ID}duckAIToolbarButton"},
        {"icon": t("fireMenu"), "rid": f"{ID}fireToolbarButton"},
        {"icon": t("newTabMenuItem"), "rid": f"{ID}newTabToolbarButton"},
        {"icon": t("options"), "rid": f"{ID}popupMenuToolbarButton"},
        {"list": [{"row": BOOKMARK, "secondary": PAGE}, {"row": "GitHub", "secondary": SITE}]},
    ]
    popup_menu = [
        {"menu": t("tabSwitcherListViewMenu"), "rid": f"{ID}listLayoutMenuItem"},
        {"menu": t("selectTabsMenuItem"), "rid": f"{ID}selectTabsMenuItem"},
        {"menu": t("closeAllTabsMenuItem"), "rid": f"{ID}closeAllTabsMenuItem"},
    ]
    closing = (
        t("tabSwitcherCloseAllTabsDialogTitle#3"),
        t("tabSwitcherCloseAllTabsDialogDescription#3"),
    )
    cancel, close = (
        t("closeAppTabsConfirmationDialogCancel"),
        t("closeTabsConfirmationDialogCloseTabs#3"),
    )
    gone = f"{where} (close all tabs)"
    return [
        entry("opens-prompt", f"{where} (toolbar)", page(title, toolbar), [(t("fireMenu"), False)]),
        entry(
            "opens-prompt",
            f"{where} (popup menu)",
            page(title, popup_menu),
            [(t("closeAllTabsMenuItem"), False)],
        ),
        alert("reversible", gone, title, *closing, (cancel, None), (close, False)),
        alert("harmless", gone, title, *closing, (cancel, False), (close, None)),
    ]


def data_clearing(t: Any) -> list[dict[str, Any]]:
    where = "duckduckgo DataClearingSettingsActivity"
    title = t("dataClearingActivityTitle")
    settings = page(
        title,
        [
            {"text": t("dataClearingDescription")},
            {
                "row": t("settingsFireAnimation"),
                "secondary": t("settingsHeroFireAnimation"),
                "rid": f"{ID}selectedFireAnimationSetting",
            },
            {
                "switch": t("settingsClearAiDataTitle"),
                "checked": False,
                "rid": f"{ID}clearDuckAiDataSetting",
            },
            {"text": t("settingsClearAiDataDeleteMessage")},
            {"row": t("settingsFireproofWebsites"), "rid": f"{ID}fireproofWebsites"},
            {
                "row": t("dataClearingAutomaticDataClearing"),
                "secondary": t("dataClearingAutomaticClearingOff"),
                "rid": f"{ID}automaticDataClearingSetting",
            },
            {"row": t("fireClearAll"), "rid": f"{ID}clearDataAction"},
        ],
    )
    burn = fire_sheet(
        t,
        title,
        t("singleTabFireDialogTitle"),
        [(t("singleTabFireDialogDeleteAll"), "deleteAllPrimaryButton")],
    )
    fireproof = t("fireproofWebsitesActivityTitle")
    unprotected = t("allowlistActivityTitle")
    row_menu = page(
        unprotected,
        [
            {"list": [{"row": DOMAIN}, {"row": "example.net"}]},
            {"menu": t("edit"), "rid": f"{ID}edit"},
            {"menu": t("delete"), "rid": f"{ID}delete"},
        ],
    )
    confirm = (t("dialogConfirmTitle"), t("allowlistEntryDeleteConfirmMessage", DOMAIN))
    yes, no = t("android:yes"), t("android:no")
    gone = "duckduckgo AllowListActivity (remove unprotected site)"
    return [
        entry("reversible", where, settings, [(t("settingsClearAiDataTitle"), False)]),
        entry("opens-prompt", where, settings, [(t("fireClearAll"), False)]),
        entry(
            "delete",
            "duckduckgo SingleTabFireDialog (settings)",
            burn,
            [(t("singleTabFireDialogDeleteAll"), True)],
        ),
        menu(
            "reversible",
            "duckduckgo FireproofWebsitesActivity",
            fireproof,
            [t("removeAll")],
            [(t("removeAll"), False)],
        ),
        entry(
            "opens-prompt",
            "duckduckgo AllowListActivity (row menu)",
            row_menu,
            [(t("delete"), False)],
        ),
        alert("reversible", gone, unprotected, *confirm, (no, None), (yes, False)),
        alert("harmless", gone, unprotected, *confirm, (no, False), (yes, None)),
    ]


def bookmarks(t: Any) -> list[dict[str, Any]]:
    where = "duckduckgo BookmarksActivity"
    title = t("bookmarksActivityTitle")
    overflow = [t(k) for k in ("importBookmarksMenu", "exportBookmarksMenu", "addFolder")]
    row = [
        t(k)
        for k in (
            "savedSiteDialogTitleEdit",
            "addToFavoritesMenu",
            "deleteSavedSiteConfirmationDialogDelete",
        )
    ]
    folder_row = [t("newTabPageMenuEdit"), t("deleteSavedSiteConfirmationDialogDelete")]
    delete = t("deleteSavedSiteConfirmationDialogDelete")
    folder = (t("deleteFolder", FOLDER), t("bookmarkFolderDeleteMessage#4"))
    cancel = t("deleteSavedSiteConfirmationDialogCancel")
    gone = f"{where} (delete folder)"
    snackbar = page(
        title,
        [
            {"list": [{"row": "GitHub", "secondary": SITE}, {"row": FOLDER}]},
            {
                "text": plain(t("bookmarkDeleteConfirmationMessage", BOOKMARK)),
                "rid": f"{ID}snackbar_text",
            },
            {"button": t("fireproofWebsiteSnackbarAction"), "rid": f"{ID}snackbar_action"},
        ],
    )
    return [
        menu(
            "opens-prompt",
            f"{where} (overflow)",
            title,
            overflow,
            [(t("importBookmarksMenu"), False)],
        ),
        menu(
            "harmless", f"{where} (overflow)", title, overflow, [(t("exportBookmarksMenu"), False)]
        ),
        menu("reversible", f"{where} (bookmark menu)", title, row, [(delete, False)]),
        menu("opens-prompt", f"{where} (folder menu)", title, folder_row, [(delete, False)]),
        alert("reversible", gone, title, *folder, (cancel, None), (delete, False)),
        alert("harmless", gone, title, *folder, (cancel, False), (delete, None)),
        entry(
            "reversible",
            f"{where} (deleted, Undo)",
            snackbar,
            [(t("fireproofWebsiteSnackbarAction"), False)],
        ),
    ]


def passwords(t: Any) -> list[dict[str, Any]]:
    where = "duckduckgo AutofillManagementListMode"
    title = t("autofillManagementScreenTitle")
    overflow = [
        t(k)
        for k in (
            "autofillManagementAddLogin",
            "credentialManagementClearNeverForThisSiteList",
            "autofillImportGooglePasswordsPasswordsMenuTitle",
            "autofillSyncDesktopPasswordsMenuTitle",
            "credentialManagementDeleteAllPasswordsMenu",
        )
    ]
    every = (
        t("credentialManagementDeleteAllPasswordsDialogConfirmationTitlePlural#12"),
        " ".join(
            (
                t("credentialManagementDeleteAllPasswordsDialogFirstInstructionNotSyncedPlural#12"),
                t("credentialManagementDeleteAllSecondInstructionPlural#12"),
            )
        ),
    )
    one = (
        t("credentialManagementDeleteAllPasswordsDialogConfirmationTitleSingular"),
        " ".join(
            (
                t("credentialManagementDeleteAllPasswordsDialogFirstInstructionNotSyncedSingular"),
                t("credentialManagementDeleteAllSecondInstructionSingular"),
            )
        ),
    )
    cancel, delete = t("autofillDeleteLoginDialogCancel"), t("autofillDeleteLoginDialogDelete")
    view = [t("credentialManagementViewMenuEdit"), t("credentialManagementViewMenuDelete")]
    reset = (
        t("credentialManagementClearNeverForThisSiteDialogTitle"),
        t("credentialManagementInstructionNeverForThisSite"),
    )
    report = (
        t("autofillManagementReportBreakageDialogTitle", SITE),
        t("autofillManagementReportBreakageDialogMessage"),
    )
    single = "duckduckgo AutofillManagementCredentialsMode"
    return [
        menu(
            "opens-prompt",
            f"{where} (overflow)",
            title,
            overflow,
            [(t("credentialManagementDeleteAllPasswordsMenu"), False)],
        ),
        menu(
            "opens-prompt",
            f"{where} (overflow)",
            title,
            overflow,
            [(t("credentialManagementClearNeverForThisSiteList"), False)],
        ),
        alert(
            "opens-prompt",
            f"{where} (delete all passwords)",
            title,
            *every,
            (cancel, None),
            (delete, False),
        ),
        menu(
            "opens-prompt",
            f"{single} (overflow)",
            SITE,
            view,
            [(t("credentialManagementViewMenuDelete"), False)],
        ),
        alert(
            "reversible", f"{single} (delete password)", SITE, *one, (cancel, None), (delete, False)
        ),
        alert(
            "harmless", f"{single} (delete password)", SITE, *one, (cancel, False), (delete, None)
        ),
        alert(
            "reset",
            f"{where} (reset excluded sites)",
            title,
            *reset,
            (t("credentialManagementClearNeverForThisSiteDialogNegativeButton"), None),
            (t("credentialManagementClearNeverForThisSiteDialogPositiveButton"), True),
        ),
        alert(
            "send",
            f"{where} (report autofill breakage)",
            title,
            *report,
            (cancel, None),
            (t("autofillManagementReportBreakageDialogPositiveButton"), True),
        ),
    ]


def sync(t: Any) -> list[dict[str, Any]]:
    where = "duckduckgo SyncActivity"
    title = t("sync_screen_title")
    settings = page(
        title,
        [
            {"row": t("sync_disable_sync_item"), "rid": f"{ID}disableSyncButton"},
            {"text": t("synced_devices_section_title")},
            {
                "list": [
                    {"row": DEVICE, "rid": f"{ID}localSyncDevice"},
                    {"row": OTHER, "rid": f"{ID}remoteSyncDevice"},
                ]
            },
            {
                "row": t("sync_setup_with_another_device_cta_title"),
                "rid": f"{ID}syncAnotherDeviceItem",
            },
            {
                "row": t("sync_settings_download_recovery_code_item"),
                "rid": f"{ID}saveRecoveryCodeItem",
            },
            {"row": t("sync_delete_account_item"), "rid": f"{ID}deleteAccountButton"},
        ],
    )
    remove_menu = page(
        title,
        [
            {"list": [{"row": DEVICE}, {"row": OTHER}]},
            {"menu": t("sync_device_menu_option_remove"), "rid": f"{ID}remove"},
        ],
    )
    off = (t("turn_off_sync_dialog_title"), t("turn_off_sync_dialog_content"))
    server = (
        t("sync_delete_server_data_dialog_title"),
        t("sync_delete_server_data_dialog_content"),
    )
    device = (t("remove_device_dialog_title"), t("remove_device_dialog_content", OTHER))
    server_cancel = t("sync_delete_server_data_dialog_secondary_button")
    server_ok = t("sync_delete_server_data_dialog_primary_button")
    return [
        entry("opens-prompt", where, settings, [(t("sync_disable_sync_item"), False)]),
        entry("opens-prompt", where, settings, [(t("sync_delete_account_item"), False)]),
        entry("export", where, settings, [(t("sync_settings_download_recovery_code_item"), False)]),
        entry(
            "opens-prompt",
            f"{where} (device menu)",
            remove_menu,
            [(t("sync_device_menu_option_remove"), False)],
        ),
        alert(
            "reversible",
            f"{where} (turn off sync)",
            title,
            *off,
            (t("turn_off_sync_dialog_secondary_button"), None),
            (t("turn_off_sync_dialog_primary_button"), False),
        ),
        alert(
            "delete",
            f"{where} (delete server data)",
            title,
            *server,
            (server_cancel, None),
            (server_ok, True),
        ),
        alert(
            "harmless",
            f"{where} (delete server data)",
            title,
            *server,
            (server_cancel, False),
            (server_ok, None),
        ),
        alert(
            "revoke",
            f"{where} (remove device)",
            title,
            *device,
            (t("remove_device_dialog_secondary_button"), None),
            (t("remove_device_dialog_primary_button"), True),
        ),
    ]


def subscription(t: Any) -> list[dict[str, Any]]:
    where = "duckduckgo SubscriptionSettingsActivity"
    title = t("subscriptionSetting")
    settings = page(
        title,
        [
            {"text": t("subscriptionSettingSectionManageSubscription")},
            {"row": t("subscriptionSettingViewAllPlans"), "rid": f"{ID}viewAllPlansTop"},
            {"row": t("subscriptionSettingManagePaymentOrCancel"), "rid": f"{ID}changePlan"},
            {"row": t("subscriptionSettingRemoveFromDevice"), "rid": f"{ID}removeDevice"},
            {"text": t("subscriptionSettingSectionHelpAndSupport")},
            {"row": t("subscriptionSettingSendFeedback"), "rid": f"{ID}sendFeedback"},
        ],
    )
    removing = (t("removeFromDevice"), t("removeFromDeviceDescription"))
    cancel, remove = t("cancel"), t("removeSubscription")
    gone = f"{where} (remove from device)"
    form = page(
        t("feedbackTitle"),
        [
            {"text": t("feedbackSubmitVpnHeader"), "rid": f"{ID}feedbackSubmitHeader"},
            {
                "field": f"{ID}feedbackSubmitDescription",
                "hint": t("feedbackSubmitVpnDescriptionHint"),
                "text": "The VPN drops every few minutes on mobile data",
            },
            {"button": t("feedbackSubmitVpnSubmit"), "rid": f"{ID}feedbackSubmitButton"},
        ],
    )
    return [
        entry("opens-prompt", where, settings, [(t("subscriptionSettingRemoveFromDevice"), False)]),
        alert("reversible", gone, title, *removing, (cancel, None), (remove, False)),
        alert("harmless", gone, title, *removing, (cancel, False), (remove, None)),
        entry(
            "send",
            "duckduckgo SubscriptionFeedbackActivity (submit)",
            form,
            [(t("feedbackSubmitVpnSubmit"), True)],
        ),
    ]


def downloads(t: Any) -> list[dict[str, Any]]:
    where = "duckduckgo DownloadsActivity"
    title = t("downloadsActivityTitle")
    item_menu = page(
        title,
        [
            {"list": [{"row": FILE, "secondary": "212 KB"}, {"row": "IMG_2041.jpg"}]},
            {"menu": t("downloadsItemMenuShare"), "rid": f"{ID}share"},
            {"menu": t("downloadsItemMenuDelete"), "rid": f"{ID}delete"},
        ],
    )
    return [
        menu(
            "reversible",
            f"{where} (overflow)",
            title,
            [t("downloadsActivityMenuDeleteAll")],
            [(t("downloadsActivityMenuDeleteAll"), False)],
        ),
        entry(
            "reversible", f"{where} (file menu)", item_menu, [(t("downloadsItemMenuDelete"), False)]
        ),
    ]


def protections(t: Any) -> list[dict[str, Any]]:
    tracker = "duckduckgo DeviceShieldTrackerActivity"
    title = t("atp_ActivityTitle")
    apptp = page(
        title,
        [
            {"text": t("atp_ActivityBlockingTrackersEnabledDescription")},
            {"row": t("atp_ActivityManageProtection"), "rid": f"{ID}ctaManageProtection"},
            {"row": t("atp_ActivityAppTrackersFAQ"), "rid": f"{ID}ctaWhatAreAppTrackers"},
            {"row": t("atp_ActivityRemoveFeature"), "rid": f"{ID}ctaRemoveFeature"},
        ],
    )
    remove = (t("atp_RemoveFeatureDialogTitle"), t("atp_RemoveFeatureDialogMessage"))
    apps = t("atp_TrackingProtectionExclusionListActivityTitle")
    apps_menu = [t("atp_ExcludeAppsManuallyMenuRestore"), t("atp_ExcludeAppsManuallyMenuReport")]
    atp_restore = {
        "title": apps,
        "dialog": {
            "title": t("atp_ExcludeAppsRestoreDefaultsTitle"),
            "message": t("atp_ExcludeAppsRestoreDefaultsMessage"),
        },
        "items": [
            {
                "button": t("atp_ExcludeAppsManuallyCTARestore"),
                "rid": f"{ID}trackingProtectionRestoreDefaultsRestore",
            },
            {
                "button": t("atp_ExcludeAppsManuallyCTACancel"),
                "rid": f"{ID}trackingProtectionRestoreDefaultsCancel",
            },
            {
                "text": t("atp_ExcludeAppsRestoreDefaultsDisclaimer"),
                "rid": f"{ID}trackingProtectionRestoreDefaultsDisclaimer",
            },
        ],
    }
    vpn = t("netpExclusionListTitle")
    vpn_menu = [t("netpExclusionListManuallyMenuRestore"), t("netpExclusionListManuallyMenuReport")]
    vpn_restore = {
        "title": vpn,
        "dialog": {
            "title": t("netpExclusionListRestoreDefaultsTitle"),
            "message": t("netpExclusionListRestoreDefaultsMessage"),
        },
        "items": [
            {
                "button": t("netpExclusionListManuallyCTARestore"),
                "rid": f"{ID}restore_default_dialog_action_restore",
            },
            {
                "button": t("netpExclusionListManuallyCTACancel"),
                "rid": f"{ID}restore_default_dialog_action_cancel",
            },
        ],
    }
    atp_list = "duckduckgo TrackingProtectionExclusionListActivity"
    vpn_list = "duckduckgo NetpAppExclusionListActivity"
    return [
        entry("opens-prompt", tracker, apptp, [(t("atp_ActivityRemoveFeature"), False)]),
        alert(
            "delete",
            f"{tracker} (disable and delete data)",
            title,
            *remove,
            (t("atp_RemoveFeatureDialogCancel"), None),
            (t("atp_RemoveFeatureDialogRemove"), True),
        ),
        menu(
            "opens-prompt",
            f"{atp_list} (overflow)",
            apps,
            apps_menu,
            [(t("atp_ExcludeAppsManuallyMenuRestore"), False)],
        ),
        entry(
            "reset",
            f"{atp_list} (restore defaults)",
            atp_restore,
            [(t("atp_ExcludeAppsManuallyCTARestore"), True)],
        ),
        menu(
            "opens-prompt",
            f"{vpn_list} (overflow)",
            vpn,
            vpn_menu,
            [(t("netpExclusionListManuallyMenuRestore"), False)],
        ),
        entry(
            "reset",
            f"{vpn_list} (restore defaults)",
            vpn_restore,
            [(t("netpExclusionListManuallyCTARestore"), True)],
        ),
    ]


def chats(t: Any) -> list[dict[str, Any]]:
    where = "duckduckgo ChatHistoryFragment"
    title = t("duck_ai_chat_history_title")
    recent = {"list": [{"row": CHAT}, {"row": "Sourdough starter schedule"}]}
    toolbar = page(
        title,
        [
            {"icon": t("duck_ai_chat_history_action_new"), "rid": f"{ID}chat_history_action_new"},
            {
                "icon": t("duck_ai_chat_history_action_search_content_description"),
                "rid": f"{ID}chat_history_action_search",
            },
            {
                "icon": t("duck_ai_chat_history_action_fire_content_description"),
                "rid": f"{ID}chat_history_action_fire",
            },
            {"text": t("duck_ai_chat_history_section_recent")},
            recent,
        ],
    )
    row_menu = page(
        title,
        [
            recent,
            *(
                {"menu": t(f"duck_ai_chat_history_action_{rid}"), "rid": f"{ID}{rid}"}
                for rid in ("pin", "rename", "download", "delete")
            ),
        ],
    )
    form = page(
        t("feedbackActivityTitle"),
        [
            {"text": t("tellUsHowToImprove"), "rid": f"{ID}title"},
            {"field": f"{ID}openEndedFeedback", "hint": t("openEndedInputHint"), "text": TYPED},
            {"button": t("submitFeedback"), "rid": f"{ID}submitFeedbackButton"},
        ],
    )
    return [
        entry(
            "opens-prompt",
            f"{where} (toolbar)",
            toolbar,
            [(t("duck_ai_chat_history_action_fire_content_description"), False)],
        ),
        entry(
            "delete",
            f"{where} (chat menu)",
            row_menu,
            [(t("duck_ai_chat_history_action_delete"), True)],
        ),
        entry(
            "send",
            "duckduckgo FeedbackActivity (open-ended feedback)",
            form,
            [(t("submitFeedback"), True)],
        ),
    ]
