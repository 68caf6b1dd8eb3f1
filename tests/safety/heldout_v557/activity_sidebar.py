"""The files sidebar's Activity tab of Nextcloud Activity for the five-hundred-and-fifty-seventh
held-out corpus: ``screens(t)`` lays out, in one language, the sidebar of a file shared by a
public link and of a folder shared with a person before their Activity tab is opened, and the
file's tab scrolled to the button that loads older activities.
Read from ``src/sidebar.ts``, ``src/views/ActivityTab.vue``,
``src/components/DownloadSummary.vue`` and ``src/utils/api.ts``; what each action sends, and why
it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import ACTORS, FILES, activity, downloads, entry, sidebar_page

LAST_GIVEN = "9871"
"""The ``X-Activity-Last-Given`` header of the tab's first page: the cursor of the next."""


def screens(t: Any) -> list[dict[str, Any]]:
    budget, budget_id = "Budget 2026.ods", FILES["Budget 2026.ods"][0]
    photos, photos_id = "Team photos", FILES["Team photos"][0]

    def sidebar(name: str, content: list[dict[str, Any]]) -> dict[str, Any]:
        """The files app's sidebar, titled by the file's name; of its tabs only the app's own
        (the other tabs' names are the files app's words, left out)."""
        return {"title": name, "items": [{"tab": t("Activity")}, *content]}

    # The tab scrolled to its end: the oldest activity of its first page (the file's link in
    # it names the file the sidebar is titled by) and the button under it.
    end = sidebar(budget, [*activity(t, budget, ACTORS["liwei"], preview=False),
                           {"button": t("Load older activities")}])  # fmt: skip
    return [
        entry("harmless", "sidebar file", sidebar(budget, []), [
            (t("Activity"), False, [sidebar_page(budget_id), downloads(budget_id)])]),
        entry("harmless", "sidebar folder", sidebar(photos, []), [
            (t("Activity"), False, [sidebar_page(photos_id)])]),
        entry("harmless", "sidebar activity tab end", end, [
            (t("Load older activities"), False, [sidebar_page(budget_id, LAST_GIVEN)])]),
    ]  # fmt: skip
