"""The activity stream of Nextcloud Activity for the five-hundred-and-fifty-seventh held-out
corpus: ``screens(t)`` lays out, in one language, the stream page (its navigation, its filter
bar, a day's activities with their files' links and previews), the pickers of its filter bar (the
date menu and the account drop-down), a stream narrowed by a search and a period, and one that a
search leaves empty. Read from ``src/views/ActivityAppFeed.vue``,
``src/views/ActivityAppNavigation.vue``, ``src/components/ActivityFilterBar.vue``,
``src/components/ActivityGroup.vue``, ``src/components/activities/GenericActivity.vue``,
``src/components/richArgumentsTypes/FileRichArgument.vue`` and ``src/utils/dateRange.ts``;
what each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import (
    ACTORS,
    activity,
    days_ago,
    entry,
    file_link,
    filter_bar,
    histogram,
    navigation,
    page,
    popup,
    stream,
)


def screens(t: Any) -> list[dict[str, Any]]:
    today = [{"text": t("Today")}, *activity(t, "Budget 2026.ods", ACTORS["jonas"]),
             *activity(t, "Team photos", ACTORS["liwei"])]  # fmt: skip
    yesterday = [{"text": t("Yesterday")}, *activity(t, "Meeting notes.md")]
    start = page(t, [*navigation(t), *filter_bar(t), *today, *yesterday])
    # The date menu and the account drop-down, opened over the page.
    presets = ("Any time", "Today", "Last 7 days", "Last 30 days", "Custom range")
    dates = popup(t, [{"radio": t(p), "checked": p == "Any time"} for p in presets])
    accounts = popup(t, [{"row": name} for name in sorted(ACTORS.values())])
    # Narrowed to "budget" in the last seven days.
    week = days_ago(6)
    narrowed = page(t, [*navigation(t),
                        *filter_bar(t, "budget", "Last 7 days", clear=True),
                        *today[:4]])  # fmt: skip
    # A search that finds nothing: the empty content repeats Clear filters.
    empty = page(t, [*navigation(t), *filter_bar(t, "invoice", clear=True),
                     {"text": t("No matching activities")},
                     {"text": t("No activity matches the current filters")},
                     {"button": t("Clear filters")}])  # fmt: skip
    return [
        entry("harmless", "stream", start, [
            ("Budget 2026.ods", False, [file_link("Budget 2026.ods")]),
            (t("Open {filename}", {"filename": "Budget 2026.ods"}), False,
             [file_link("Budget 2026.ods")]),
            (t("Open {filename}", {"filename": "Team photos"}), False, [file_link("Team photos")]),
            (t("By others"), False, [stream("by")]),
            (t("By you"), False, [stream("self")]),
            (t("Focused"), False, [stream("focused")]),
            (t("Heatmap"), False, [histogram()]),
            (t("Activity settings"), False, [])]),
        entry("opens-prompt", "stream filter pickers", start, [
            (t("Any time"), False, []),
            (t("Anyone"), False, [])]),
        entry("harmless", "date menu", dates, [
            (t("Today"), False, [stream(start=days_ago(0))]),
            (t("Last 7 days"), False, [stream(start=week)]),
            (t("Last 30 days"), False, [stream(start=days_ago(29))]),
            (t("Custom range"), False, []),
            (t("Any time"), False, [])]),
        entry("harmless", "account picker", accounts, [
            (ACTORS["jonas"], False, [stream(actor="jonas")]),
            (ACTORS["mara"], False, [stream(actor="mara")])]),
        entry("harmless", "stream narrowed", narrowed, [
            (t("Clear search"), False, [stream(start=week)]),
            (t("Clear filters"), False, [stream()])]),
        entry("harmless", "stream no match", empty, [
            (t("Clear search"), False, [stream()])]),
    ]  # fmt: skip
