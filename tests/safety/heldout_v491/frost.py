"""Frost for Facebook's screens (``com.pitchedapps.frost``, a themable Facebook client built
on web views, with native account, overlay, media and settings screens: accounts switched,
added and logged out, links copied and shared, images and videos downloaded and shared, the
web pages' own confirmations answered, the theme, tabs, feed and notification settings).
Strings from ``app/src/main/res/values*/strings*.xml`` and, for the words Frost takes from its
KAU library (``kau_*``), KAU's ``core/src/main/res-public/values*/strings_commons.xml``. The
account names, addresses, keywords and the web pages' own words are the same in every
language.

Read from the code (``app/src/main/kotlin/com/pitchedapps/frost``):
``activities/BaseMainActivity.kt`` with ``res/menu/menu_main.xml`` and
``res/layout/view_nav_header.xml`` (the main page's Search and Settings actions; the drawer's
items, from "Most Recent" to Marketplace; the account header's options: the other accounts'
names, which switch to that account with ``switchAccount``, Logout, "Add Account", which opens
the login page, and "Manage Account", which opens the account selector; Logout opens "Logout"
with "Are you sure you want to log out as %s?" (the account's name, or its user id when the
name is not known), No and Yes, which calls ``FbCookie.logout`` with ``deleteCookie = true``:
the account's cookie is deleted from the app's database and the session is gone; the exit
confirmation "Exit" / "Are you sure you want to exit?" with No, Yes, which only closes the
page, and "Do not show again", which turns the confirmation off); ``activities/
SelectorActivity.kt`` and ``res/layout/activity_selector.xml`` ("Select Facebook Account": an
account row switches to it with ``switchUser``, "Add Account" opens the login page);
``activities/WebOverlayActivity.kt`` and ``res/menu/menu_web.xml`` (the overlay's overflow:
Refresh, "Copy Link", Share, which opens the system's share sheet, and "Open in browser"; the
swipe hint's snackbar with "Got it"); ``utils/WebContextMenu.kt`` (a long-pressed link's
dialog, titled with the link's path: "Open Link", "Copy Link", "Copy Text", "Share Link");
``web/FrostChromeClients.kt`` (a page's ``alert``, ``confirm`` and ``beforeunload``, drawn as
Material Dialogs titled with the page's address and showing the page's message: OK, which
answers the page yes (``result.confirm``) and lets it go on with what it asked about, and
Cancel, which answers no); ``activities/ImageActivity.kt`` and ``res/layout/activity_image
.xml`` (the image viewer's ``download`` and ``share`` icons, which save the image to the
device's downloads and open the share sheet); ``res/menu/menu_video.xml`` and
``views/FrostVideoView.kt`` (a video's PIP and Download actions); ``utils/Downloader.kt`` ("No
Download Manager" with No and Yes, which opens the download manager's app info);
``activities/SettingsActivity.kt`` and ``res/menu/menu_settings.xml`` (Settings: the
sections, "About Frost for Facebook", "Help Translate", "Replay Introduction", which shows
the introduction again, and the toolbar's GitHub and Changelog); ``settings/Appearance.kt``
(Theme, which opens the theme picker, whose choices set the theme at once, the colours,
"Main Activity Layout" with its picker, "Main Activity Tabs", "Tint Nav Bar" and "Enforce
black media background");
``activities/TabCustomizerActivity.kt`` and ``res/layout/activity_tab_customizer.xml`` (the
tab customizer's ``fab_save``, which saves the new order of the tabs with ``saveTabs``, and
``fab_cancel``, which leaves it unchanged); ``settings/Behaviour.kt`` (its switches, "Exit
Confirmation" among them); ``settings/Feed.kt`` ("Newsfeed Order" with its picker and the
feed's switches); ``settings/Notifications.kt`` and ``views/Keywords.kt`` ("Notification
Frequency" with its picker of intervals, Keywords, whose dialog holds the keyword field, the
keywords with their ``keyword_delete`` icons and Done, which saves the list, "Enable general
notifications" and "Notify from all accounts");
``settings/Experimental.kt`` ("Restart Frost", which restarts the app); ``settings/Debug.kt``
and ``activities/DebugActivity.kt`` ("Debug from the Web" opens a page whose ``fab`` gathers
the page's body and a screenshot and hands them back to the settings, which open an email to
the developer in the mail app, still to be sent).
"""

from __future__ import annotations

from typing import Any

from screens import ID, entry, md, menu, page

ALICE, BOB, USER_ID = "Alice Martin", "Bob Lee", "100004123456789"
KEYWORD = "birthday"


def screens(t: Any) -> list[dict[str, Any]]:
    return accounts(t) + web(t) + pages(t) + media(t) + settings(t)


def accounts(t: Any) -> list[dict[str, Any]]:
    feed = t("feed")
    main = page(
        feed,
        [
            {"icon": t("kau_search"), "rid": f"{ID}action_search"},
            {"icon": t("kau_settings"), "rid": f"{ID}action_settings"},
            {"id": "fab"},
        ],
    )
    drawer_rows = [
        t(k)
        for k in (
            "most_recent", "top_stories", "activity_log", "photos", "groups", "friends", "chat",
            "pages", "events", "birthdays", "on_this_day", "notes", "saved", "marketplace",
        )
    ]  # fmt: skip
    drawer = page(
        feed,
        [
            {"text": ALICE, "rid": f"{ID}name"},
            {"icon": ALICE, "rid": f"{ID}avatar_primary"},
            {"id": "avatar_secondary"},
            {"row": BOB},
            {"button": t("kau_logout"), "rid": f"{ID}options_logout"},
            {"button": t("kau_add_account"), "rid": f"{ID}options_add_account"},
            {"button": t("kau_manage_account"), "rid": f"{ID}options_manage_account"},
            {"list": [{"row": r} for r in drawer_rows]},
        ],
    )
    where = "frost BaseMainActivity (account options)"
    logout = "frost BaseMainActivity (logout)"
    no, yes = t("kau_no"), t("kau_yes")

    def logging_out(who: str, ok: bool | None, cancel: bool | None) -> dict[str, Any]:
        return md(
            "sign-out" if ok else "harmless",
            logout,
            feed,
            t("kau_logout"),
            t("kau_logout_confirm_as_x", who),
            (no, cancel),
            (yes, ok),
        )

    exit_box = ({"switch": t("kau_do_not_show_again"), "rid": f"{ID}md_checkbox_prompt",
                 "checked": False},)  # fmt: skip
    exiting = "frost BaseMainActivity (exit confirmation)"
    selector = page(
        t("select_facebook_account"),
        [
            {"text": t("select_facebook_account"), "rid": f"{ID}text_select_account"},
            {"list": [{"row": ALICE}, {"row": BOB}, {"row": t("kau_add_account")}]},
        ],
    )
    return [
        entry("harmless", "frost BaseMainActivity (menu_main)", main, [(t("kau_search"), False)]),
        entry("opens-prompt", where, drawer, [(t("kau_logout"), False)]),
        entry("reversible", where, drawer, [(BOB, False)]),
        entry(
            "harmless", where, drawer, [(t("kau_add_account"), False), (t("marketplace"), False)]
        ),
        logging_out(ALICE, True, None),
        logging_out(ALICE, None, False),
        logging_out(BOB, True, None),
        logging_out(USER_ID, True, None),
        md(
            "harmless",
            exiting,
            feed,
            t("kau_exit"),
            t("kau_exit_confirmation"),
            (no, False),
            (yes, False),
            exit_box,
        ),
        md(
            "reversible",
            exiting,
            feed,
            t("kau_exit"),
            t("kau_exit_confirmation"),
            (no, None),
            (yes, None),
            exit_box,
            ((t("kau_do_not_show_again"), False),),
        ),
        entry("reversible", "frost SelectorActivity", selector, [(BOB, False)]),
    ]


def web(t: Any) -> list[dict[str, Any]]:
    overlay = "https://m.facebook.com/groups/hikers.lyon/permalink/4412/"
    rows = [t("refresh"), t("copy_link"), t("kau_share"), t("open_in_browser")]
    context = [t("open_link"), t("copy_link"), t("copy_text"), t("share_link")]
    hint = page(
        overlay,
        [
            {"text": t("web_overlay_swipe_hint"), "rid": f"{ID}snackbar_text"},
            {"button": t("kau_got_it"), "rid": f"{ID}snackbar_action"},
        ],
    )
    return [
        menu("harmless", "frost WebOverlayActivity (menu_web)", overlay, rows,
             [(t("copy_link"), False), (t("kau_share"), False), (t("open_in_browser"), False)]),
        md("harmless", "frost WebContextMenu", t("feed"), "/groups/hikers.lyon/permalink/4412/",
           None, None, None, tuple({"row": r} for r in context),
           ((t("copy_text"), False), (t("share_link"), False))),
        entry("harmless", "frost WebOverlayActivity (swipe hint)", hint,
              [(t("kau_got_it"), False)]),
    ]  # fmt: skip


PAGE_DIALOGS = (
    # (what, address, the page's message, the effect of OK, whether Cancel is tapped too)
    ("delete post", "https://m.facebook.com/story.php?story_fbid=4412&id=100004123456789",
     "Are you sure you want to delete this post?", "delete", True),
    ("delete comment", "https://m.facebook.com/story.php?story_fbid=4412&id=100004123456789",
     "Are you sure you want to delete this comment?", "delete", False),
    ("delete photo", "https://m.facebook.com/photo.php?fbid=88231&id=100004123456789",
     "Are you sure you want to delete this photo?", "delete", False),
    ("delete conversation", "https://m.facebook.com/messages/read/?tid=cid.c.1000041",
     "Delete this entire conversation? This can't be undone.", "delete", True),
    ("unsend message", "https://m.facebook.com/messages/read/?tid=cid.c.1000041",
     "Remove this message for everyone in the chat?", "delete", False),
    ("unfriend", "https://m.facebook.com/bob.lee.5077",
     "Are you sure you want to remove Bob Lee as your friend?", "remove", True),
    ("remove member", "https://m.facebook.com/groups/hikers.lyon/members/",
     "Remove Bob Lee from Lyon Hikers? They won't be able to rejoin without an invitation.",
     "remove", False),
    ("leave group", "https://m.facebook.com/groups/hikers.lyon/",
     "Leave Lyon Hikers? You will need an admin's approval to join again.", "leave", False),
    ("delete event", "https://m.facebook.com/events/55120/",
     "Delete this event? Everyone invited will be told it was cancelled.", "delete", False),
)  # fmt: skip


def pages(t: Any) -> list[dict[str, Any]]:
    """The pages' own dialogs, which Frost draws natively with the platform's OK and Cancel."""
    ok, cancel = t("android:ok"), t("android:cancel")
    behind = t("feed")
    shown: list[dict[str, Any]] = []
    for what, address, message, effect, with_cancel in PAGE_DIALOGS:
        source = f"frost FrostChromeClients (confirm: {what})"
        shown.append(md(effect, source, behind, address, message, (cancel, None), (ok, True)))
        if with_cancel:
            shown.append(md("harmless", source, behind, address, message, (cancel, False),
                            (ok, None)))  # fmt: skip
    unload = (
        "https://m.facebook.com/story.php?story_fbid=4412&id=100004123456789",
        "You haven't finished your comment yet. Do you want to leave without finishing?",
    )
    source = "frost FrostChromeClients (beforeunload)"
    shown.append(md("discard", source, behind, *unload, (cancel, None), (ok, True)))
    shown.append(md("harmless", source, behind, *unload, (cancel, False), (ok, None)))
    alert = ("https://m.facebook.com/groups/hikers.lyon/", "Your post is pending approval.")
    shown.append(md("harmless", "frost FrostChromeClients (alert)", behind, *alert, None,
                    (ok, False)))  # fmt: skip
    return shown


def media(t: Any) -> list[dict[str, Any]]:
    viewer = page(
        "",
        [
            {"id": "download"},
            {"id": "share"},
            {"text": "Sunrise over the Vercors", "rid": f"{ID}image_text"},
        ],
    )
    return [
        entry("harmless", "frost ImageActivity", viewer, [("download", False), ("share", False)]),
        menu("harmless", "frost FrostVideoView (menu_video)", t("feed"),
             [t("pip"), t("download")], [(t("download"), False)]),
        md("harmless", "frost Downloader (no download manager)", t("feed"),
           t("no_download_manager"), t("no_download_manager_desc"), (t("kau_no"), None),
           (t("kau_yes"), False)),
    ]  # fmt: skip


def _prefs(title: str, rows: list[tuple[str, str | None, bool | None]]) -> dict[str, Any]:
    """A KPref page: its rows, each a title, a description (or the current value) and,
    for a switch, whether it is on."""
    items: list[dict[str, Any]] = []
    for name, desc, checked in rows:
        if checked is None:
            row: dict[str, Any] = {"row": name, "rid": f"{ID}kau_pref_container"}
            if desc:
                row["secondary"] = desc
            items.append(row)
        else:
            items.append({"switch": name, "checked": checked})
    return page(title, [{"list": items}])


def settings(t: Any) -> list[dict[str, Any]]:
    home = t("kau_settings")
    sections = [
        (t(k), t(f"{k}_desc"), None)
        for k in ("appearance", "behaviour", "newsfeed", "notifications", "security")
    ] + [
        (t("about_frost"), t("about_frost_desc"), None),
        (t("help_translate"), t("help_translate_desc"), None),
        (t("replay_intro"), None, None),
        (t("experimental"), t("experimental_desc"), None),
        (t("debug_frost"), t("debug_frost_desc"), None),
    ]
    main = _prefs(home, sections)
    main["items"][:0] = [
        {"icon": t("github"), "rid": f"{ID}action_github"},
        {"icon": t("kau_changelog"), "rid": f"{ID}action_changelog"},
    ]
    appearance = _prefs(
        t("appearance"),
        [
            (t("theme"), t("kau_default"), None),
            (t("text_color"), None, None),
            (t("accent_color"), None, None),
            (t("main_activity_layout"), t("top_bar"), None),
            (t("main_tabs"), t("main_tabs_desc"), None),
            (t("tint_nav"), t("tint_nav_desc"), None),
            (t("enforce_black_media_bg"), None, False),
        ],
    )
    appearance["items"][0]["list"][5] = {"switch": t("tint_nav"), "checked": True}
    themes = [t(k) for k in ("kau_default", "kau_light", "kau_dark", "kau_amoled", "kau_glass",
                             "kau_custom")]  # fmt: skip
    radios = tuple({"radio": name, "checked": i == 0} for i, name in enumerate(themes))
    customizer = page(
        "",
        [
            {"list": [{"text": t(k)} for k in ("feed", "messages", "notifications", "kau_menu")]},
            {"text": t("tab_customizer_instructions"), "rid": f"{ID}instructions"},
            {"id": "fab_cancel"},
            {"id": "fab_save"},
        ],
    )
    behaviour = _prefs(
        t("behaviour"),
        [
            (t("auto_refresh_feed"), None, False),
            (t("fancy_animations"), None, True),
            (t("overlay_swipe"), None, True),
            (t("swipe_to_refresh"), None, True),
            (t("exit_confirmation"), None, True),
        ],
    )
    feed = _prefs(
        t("newsfeed"),
        [
            (t("newsfeed_sort"), t("kau_default"), None),
            (t("aggressive_recents"), None, False),
            (t("suggested_friends"), None, True),
            (t("show_stories"), None, True),
        ],
    )
    orders = tuple({"radio": t(k), "checked": k == "kau_default"}
                   for k in ("kau_default", "most_recent", "top_stories"))  # fmt: skip
    every = t("kau_x_hours#1")
    notifications = _prefs(
        t("notifications"),
        [
            (t("notification_frequency"), every, None),
            (t("notification_keywords"), t("notification_keywords_desc"), None),
            (t("notification_general"), None, True),
            (t("notification_general_all_accounts"), None, False),
        ],
    )
    intervals = [t("kau_x_minutes#15"), t("kau_x_minutes#30"), t("kau_x_hours#1"),
                 t("kau_x_hours#2"), t("kau_x_hours#3"), t("kau_x_hours#5"), t("kau_x_days#1"),
                 t("kau_x_days#2")]  # fmt: skip
    frequency = tuple({"radio": v, "checked": i == 2} for i, v in enumerate(intervals))
    keywords = (
        {"field": "edit_text", "hint": t("hint_keyword")},
        {"text": KEYWORD, "rid": f"{ID}keyword_text"},
        {"id": "keyword_delete"},
    )
    experimental = _prefs(
        t("experimental"),
        [
            (t("disclaimer"), t("experimental_disclaimer_info"), None),
            (t("verbose_logging"), None, False),
            (t("restart_frost"), t("restart_frost_desc"), None),
        ],
    )
    debug = page(
        t("debug_frost"),
        [{"text": "https://m.facebook.com/notifications", "rid": f"{ID}toolbar"}, {"id": "fab"}],
    )
    pick = "frost Appearance (theme)"
    return [
        entry("harmless", "frost SettingsActivity", main,
              [(t("appearance"), False), (t("kau_changelog"), False)]),
        entry("opens-prompt", "frost Appearance", appearance, [(t("theme"), False)]),
        entry("reversible", "frost Appearance", appearance, [(t("tint_nav"), False)]),
        md("reversible", pick, t("appearance"), t("theme"), None, None, None, radios,
           ((t("kau_dark"), False),)),
        entry("reversible", "frost TabCustomizerActivity", customizer, [("fab_save", False)]),
        entry("harmless", "frost TabCustomizerActivity", customizer, [("fab_cancel", False)]),
        entry("reversible", "frost Behaviour", behaviour, [(t("exit_confirmation"), False)]),
        entry("opens-prompt", "frost Feed", feed, [(t("newsfeed_sort"), False)]),
        entry("reversible", "frost Feed", feed, [(t("suggested_friends"), False)]),
        md("reversible", "frost Feed (newsfeed order)", t("newsfeed"), t("newsfeed_sort"), None,
           None, None, orders, ((t("most_recent"), False),)),
        entry("opens-prompt", "frost Notifications", notifications,
              [(t("notification_frequency"), False), (t("notification_keywords"), False)]),
        entry("reversible", "frost Notifications", notifications,
              [(t("notification_general"), False)]),
        entry("harmless", "frost SettingsActivity", main, [(t("replay_intro"), False)]),
        md("reversible", "frost Notifications (frequency)", t("notifications"),
           t("notification_frequency"), None, None, None, frequency,
           ((t("kau_x_hours#3"), False),)),
        md("reversible", "frost Notifications (keywords)", t("notifications"),
           t("notification_keywords"), None, None, (t("kau_done"), False), keywords,
           (("keyword_delete", False),)),
        entry("harmless", "frost Experimental", experimental, [(t("restart_frost"), False)]),
        entry("harmless", "frost DebugActivity", debug, [("fab", False)]),
    ]  # fmt: skip
