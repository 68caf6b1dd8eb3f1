"""Nextcloud Music's internet radio and podcasts for the five-hundred-and-twenty-eighth
held-out corpus: ``screens(t)`` lays out, in one language, the Internet radio entry's popover
menu, the radio view and the confirmation of removing a station, the new station's editor in
the sidebar, the Podcasts entry's popover menu (twice: what opens, what reloads), the prompt
of adding a channel, a channel heading's menu (twice) and the confirmation of removing the
channel."""

from __future__ import annotations

from typing import Any

from screens import (
    CHANNELS,
    STATION,
    STATION_NAME,
    STATION_URL,
    T,
    confirm,
    entry,
    page,
    popover,
    prompt,
    sent,
)

NEW_STATION = ("Kiosk Jazz", "https://radio.example.net/kiosk-jazz.aac")
NEW_FEED = "https://feeds.example.org/tidal-notes.xml"
CHANNEL = 3  # the channel whose heading menu is open


def update(channel: int) -> dict[str, Any]:
    """podcastService's reloadChannel: the channel's update with the hash the page has."""
    return sent("POST", f"/podcasts/{channel}/update", {"prevHash": CHANNELS[channel][1]})


def screens(t: T) -> list[dict[str, Any]]:
    radio_menu = popover(
        t,
        [
            {"menu": t(key)}
            for key in ("Getting started", "Import from file", "Export to file", "Add manually")
        ],
    )
    radio_view = page(t, [{"text": t("Internet radio stations")}, {"text": "1."},
                          {"text": STATION_NAME}, {"text": STATION_URL},
                          {"icon": t("Details")}, {"icon": t("Delete")}])  # fmt: skip
    remove_station = confirm(t, t("Remove radio station"),
                             t('Are you sure to remove the radio station "{{ name }}"?',
                               STATION_NAME))  # fmt: skip
    name, url = NEW_STATION
    new_station = page(t, [{"text": t("New radio station")}, {"text": t("Name")},
                           {"field": "radio-name-editor", "text": name},
                           {"text": t("Stream URL")},
                           {"field": "streamUrl", "text": url, "focused": True},
                           {"icon": "icon-checkmark"}, {"icon": "icon-close"}])  # fmt: skip
    podcasts_menu = popover(
        t,
        [
            {"menu": t(key)}
            for key in (
                "Add from RSS feed",
                "Import from file",
                "Export to file",
                "Reload channels",
            )
        ],
    )
    add_channel = prompt(
        t, t("Add channel"), t("Add a new podcast channel from an RSS feed"), NEW_FEED
    )
    channel_menu = popover(t, [{"menu": t(key)} for key in ("Details", "Reload", "Remove")])
    channel_title = CHANNELS[CHANNEL][0]
    remove_channel = confirm(t, t("Remove channel"),
                             t('Are you sure to remove the podcast channel "{{ title }}"?',
                               channel_title))  # fmt: skip
    # The channels in the page's order, sorted by title; each reload waits for the last.
    by_title = sorted(CHANNELS, key=lambda channel: CHANNELS[channel][0].casefold())
    no, yes = t("core:No"), t("core:Yes")
    return [
        entry(
            "opens-prompt",
            "radio menu",
            radio_menu,
            [
                (t("Import from file"), False, []),
                (t("Export to file"), False, []),
                (t("Add manually"), False, []),
            ],
        ),
        entry("opens-prompt", "radio view", radio_view, [(t("Delete"), False, [])]),
        entry(
            "delete",
            "remove radio station confirm",
            remove_station,
            [
                (yes, True, [sent("DELETE", f"/radio/{STATION}", {"id": STATION})]),
                (no, False, []),
            ],
        ),
        entry(
            "reversible",
            "new radio station sidebar",
            new_station,
            [
                (
                    "icon-checkmark",
                    False,
                    [sent("POST", "/radio", {"name": name, "streamUrl": url})],
                ),
                ("icon-close", False, []),
            ],
        ),
        entry(
            "opens-prompt",
            "podcasts menu",
            podcasts_menu,
            [
                (t("Add from RSS feed"), False, []),
                (t("Import from file"), False, []),
            ],
        ),
        entry(
            "harmless",
            "podcasts menu reload",
            podcasts_menu,
            [
                (t("Reload channels"), False, [update(channel) for channel in by_title]),
            ],
        ),
        entry(
            "reversible",
            "add channel prompt",
            add_channel,
            [
                (yes, False, [sent("POST", "/podcasts", {"url": NEW_FEED})]),
                (no, False, []),
            ],
        ),
        entry("opens-prompt", "channel menu", channel_menu, [(t("Remove"), False, [])]),
        entry(
            "harmless",
            "channel menu reload",
            channel_menu,
            [
                (t("Reload"), False, [update(CHANNEL)]),
            ],
        ),
        entry(
            "delete",
            "remove channel confirm",
            remove_channel,
            [
                (yes, True, [sent("DELETE", f"/podcasts/{CHANNEL}", {"id": CHANNEL})]),
                (no, False, []),
            ],
        ),
    ]
