"""The heatmap of Nextcloud Activity for the five-hundred-and-fifty-seventh held-out corpus:
``screens(t)`` lays out, in one language, the "Activity over time" view (its last days' cells,
named by their count and date), the same with a day selected and with a period selected. Read
from ``src/views/ActivityHeatmapView.vue``, ``src/components/ActivityHeatmap.vue`` and
``src/utils/heatmap.ts``; what each action sends, and why it is labelled so, is in build.py's
docstring."""

from __future__ import annotations

from datetime import date
from typing import Any

from screens import WINDOW_START, entry, navigation, page, stream

COUNTS = {date(2026, 8, 17): 5, date(2026, 8, 18): 4, date(2026, 8, 19): 0,
          date(2026, 8, 20): 1, date(2026, 8, 21): 7, date(2026, 8, 22): 2,
          date(2026, 8, 23): 0, date(2026, 8, 24): 3}  # fmt: skip
"""The activities of the last days, as the histogram counts them (today's so far)."""
TOTAL = 1284
CELL = "_%n activity on {date}_::_%n activities on {date}_"


def screens(t: Any) -> list[dict[str, Any]]:
    def cell(day: date) -> str:
        """A cell's name (``cellLabel``): its count and its date."""
        return t(CELL, COUNTS[day], {"date": day})

    def view(selection: list[dict[str, Any]]) -> dict[str, Any]:
        """The view: its heading and hint, the summary, the cells of the last days (the grid's
        rows and columns, and moment's month and weekday names, left out), the legend, then
        the buttons under the grid."""
        return page(t, [
            *navigation(t), {"text": t("Activity over time")},
            {"text": t("Pick a day to see what happened, or hold Shift and pick a second day for "
                       "a period.")},
            {"text": t("_%n activity since {date}_::_%n activities since {date}_", TOTAL,
                       {"date": WINDOW_START})},
            *[{"icon": cell(day)} for day in COUNTS], {"text": t("Less")}, {"text": t("More")},
            *selection])  # fmt: skip

    day, first = date(2026, 8, 20), date(2026, 8, 17)
    nothing = view([{"button": t("Show these activities")}])
    one_day = view([{"button": t("Show {date}", {"date": day})},
                    {"button": t("Clear selection")}])  # fmt: skip
    period = view([{"button": t("Show {from} to {to}", {"from": first, "to": day})},
                   {"button": t("Clear selection")}])  # fmt: skip
    return [
        entry("harmless", "heatmap", nothing, [
            (cell(day), False, []),
            (cell(date(2026, 8, 23)), False, []),
            (t("All activities"), False, [stream()]),
            (t("By others"), False, [stream("by")])]),
        entry("harmless", "heatmap day selected", one_day, [
            (t("Show {date}", {"date": day}), False, [stream(start=day, end=day)]),
            (t("Clear selection"), False, []),
            (cell(day), False, [])]),
        entry("harmless", "heatmap period selected", period, [
            (t("Show {from} to {to}", {"from": first, "to": day}), False,
             [stream(start=first, end=day)]),
            (t("Clear selection"), False, [])]),
    ]  # fmt: skip
