"""The RSS feed of Nextcloud Activity for the five-hundred-and-fifty-seventh held-out corpus:
``screens(t)`` lays out, in one language, the navigation's "Activity settings" opened beside each
of the page's views, with the personal RSS feed off (once) and on (seven times: beside the whole
stream, the heatmap, the streams of others, of the user and the focused one, a stream narrowed by
a search and one narrowed to an account). Its switch is the app's one control whose effect
cannot be taken back: turning the feed off drops its token, and the link any reader holds stops
working for good. Read from ``src/views/ActivityAppNavigation.vue``,
``lib/Controller/SettingsController.php`` (``feed``), ``lib/Controller/FeedController.php`` and
``lib/Controller/ActivitiesController.php`` (``getRSSLink``); what each action sends, and why it
is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import (
    ACTORS,
    FEED,
    PERSONAL,
    WINDOW_START,
    activity,
    call,
    entry,
    filter_bar,
    link,
    navigation,
    page,
)


def screens(t: Any) -> list[dict[str, Any]]:
    budget = activity(t, "Budget 2026.ods", ACTORS["jonas"])
    photos = activity(t, "Team photos", ACTORS["liwei"])
    notes = activity(t, "Meeting notes.md")

    def beside(content: list[dict[str, Any]], feed: bool = True) -> dict[str, Any]:
        """The navigation with its settings open, beside a view of the page."""
        return page(t, [*navigation(t, "on" if feed else "off"), *content])

    stream_all = [*filter_bar(t), {"text": t("Today")}, *budget, *photos]
    heatmap = [{"text": t("Activity over time")},
               {"text": t("Pick a day to see what happened, or hold Shift and pick a second day "
                          "for a period.")},
               {"text": t("_%n activity since {date}_::_%n activities since {date}_", 1284,
                          {"date": WINDOW_START})},
               {"text": t("Less")}, {"text": t("More")},
               {"button": t("Show these activities")}]  # fmt: skip
    others = [*filter_bar(t), {"text": t("Today")}, *budget, *photos]
    mine = [*filter_bar(t, period="Last 30 days", clear=True), {"text": t("Yesterday")}, *notes]
    focused = [{"button": t("New activities")}, *filter_bar(t), {"text": t("Today")}, *budget]
    searched = [*filter_bar(t, "photos", clear=True), {"text": t("Today")}, *photos]
    jonas = [*filter_bar(t, actor="jonas", clear=True), {"text": t("Today")}, *budget]
    switch = t("Enable RSS feed")

    def revoke() -> list[Any]:
        """``toggleRSSLink`` with the feed on: the token is dropped (``enable: false``)."""
        return [call("POST", FEED, {"enable": False})]

    return [
        entry("reversible", "feed off", beside(stream_all, feed=False), [
            (switch, False, [call("POST", FEED, {"enable": True})])]),
        entry("revoke", "feed on beside the stream", beside(stream_all), [
            (switch, True, revoke()),
            (t("Copy RSS feed link"), False, [])]),
        entry("revoke", "feed on beside the heatmap", beside(heatmap), [
            (switch, True, revoke())]),
        entry("revoke", "feed on beside by others", beside(others), [
            (switch, True, revoke()),
            (t("Personal notification settings"), False, [link(PERSONAL)])]),
        entry("revoke", "feed on beside by you", beside(mine), [
            (switch, True, revoke())]),
        entry("revoke", "feed on beside focused", beside(focused), [
            (switch, True, revoke()),
            (t("New activities"), False, [])]),
        entry("revoke", "feed on beside a search", beside(searched), [
            (switch, True, revoke())]),
        entry("revoke", "feed on beside an account", beside(jonas), [
            (switch, True, revoke()),
            (t("Copy RSS feed link"), False, [])]),
    ]  # fmt: skip
