"""Bitchat's location channels and location notes (``com.bitchat.android``): the channels sheet,
with the nearby geohash channels, teleporting to another geohash, bookmarks and location
access, and the notes sheet, whose notes stay on Nostr relays for the place. Strings from
``app/src/main/res/values*/strings.xml``. Geohashes, distances, notes and typed texts are the
same in every language, but for the decimal mark, which ``String.format`` takes from the
device's language.

Read from the code (``app/src/main/java/com/bitchat/android/``): ``ui/LocationChannelsSheet.kt``
(the sheet the header's channel button opens, titled "Channels": the "Mesh" section, whose
row's title is the same word as the section's heading, so no case taps it; "Location
Channels" with its description; a "Teleported" card for a selected geohash outside the nearby
ones; the NEARBY label, "Enable location services" while the app's location access is off;
the nearby channels, Block, Neighborhood, City, Province and Region, each a row with its people
count, "#GEOHASH • ~SIZE km", and a bookmark icon, "Add bookmark" or "Remove bookmark"; a row
selects the channel, ``LocationChannelManager.selectNearby``, and closes the sheet; the custom
geohash row: "#", the field, "Open map", which opens ``GeohashPickerActivity``, and TELEPORT,
which selects the typed geohash, ``teleportToGeohash``; the "Location notes" row, which opens
the notes sheet; NETWORK with "Tor Routing", whose switch carries no label; "Remove location
access", ``disableLocationServices``, which "Enable location services" turns back on);
``geohash/LocationChannelManager.kt`` (the channels computed for the levels in their order,
``selectManual``, the location switches); ``ui/LocationNotesSheet.kt`` (the notes sheet: "#GEOHASH
± 1 • N notes", the description, the notes, the field "Add a note for this place", Send, whose
``LocationNotesManager.send`` publishes the note to the geohash's relays, and Close);
``nostr/LocationNotesManager.kt`` (``send``: a note is a Nostr text note signed with the
location identity and sent to the five relays nearest the geohash, and the app has no way to
take one back).
"""

from __future__ import annotations

from typing import Any

from screens import sheet

HERE = "u33dc1r"
"""The block-level geohash of the device's place (Berlin, Alexanderplatz); the shorter ones
are its neighborhood, city, province and region."""
BUILDING = "u33dc1r4"
"""The building-level geohash the location notes belong to."""
AWAY = "dr5ru7"
"""A neighborhood in New York, teleported to."""
LEVELS = (
    ("location_level_block", 7, 4, "0.2"),
    ("location_level_neighborhood", 6, 12, "1.2"),
    ("location_level_city", 5, 37, "4.9"),
    ("location_level_province", 4, 58, "39.1"),
    ("location_level_region", 2, 143, "1250"),
)
"""Each nearby level: its name, its geohash's length, its people and its size in km
(``coverageString``)."""
NOTES = [
    {"text": "@lena"},
    {"text": "free water refill behind the library"},
    {"text": "@rafa"},
    {"text": "the side door stays open until 22:00"},
]


def screens(t: Any) -> list[dict[str, Any]]:
    """The location channels' and notes' screens, in the language of ``t``."""
    return [*_channels(t), *_teleported(t), *_notes(t)]


def _km(t: Any, size: str) -> str:
    return "~" + t(f"decimal={size}") + " km"


def _mesh_section(t: Any) -> list[dict[str, Any]]:
    return [
        {"icon": t("close_plain")},
        {"text": t("mesh_title")},
        {"text": t("mesh_section_subtitle")},
        {"row": t("mesh_title"), "secondary": t("location_bluetooth_subtitle", "~10–50m")},
        {"text": t("location_channels_heading")},
        {"text": t("location_channels_desc")},
    ]


def _custom(t: Any, typed: str = "") -> list[dict[str, Any]]:
    """The custom geohash row: "#", the field, "Open map" and TELEPORT."""
    field = {"field": "", "hint": t("geohash_placeholder"), "text": typed}
    return [{"text": "#"}, field, {"icon": t("cd_open_map")}, {"button": t("teleport").upper()}]


def _notes_row(t: Any, subtitle: str) -> dict[str, Any]:
    return {"row": t("cd_location_notes"), "secondary": subtitle}


def channels_sheet(t: Any, typed: str = "") -> list[dict[str, Any]]:
    """The sheet with the app's location access on: the nearby channels, none bookmarked."""
    nearby = []
    for key, length, people, size in LEVELS:
        people_text = t(f"people_count#{people}")
        subtitle = f"#{HERE[:length]} • {_km(t, size)}"
        nearby += [{"row": t(key), "secondary": f"{people_text} · {subtitle}"},
                   {"icon": t("cd_add_bookmark")}]  # fmt: skip
    return [
        *_mesh_section(t),
        {"text": t("location_channels_nearby").upper()},
        *nearby,
        *_custom(t, typed),
        _notes_row(t, t("nearby_notes_many", 2)),
        {"text": t("about_network").upper()},
        {"text": t("location_tor_routing_title")},
        {"text": t("badge_recommended")},
        {"text": t("location_tor_routing_desc")},
        {"button": t("disable_location_services").upper()},
    ]


def _channels(t: Any) -> list[dict[str, Any]]:
    title, where = t("location_channels_title"), "bitchat LocationChannelsSheet"
    items = channels_sheet(t)
    return [
        sheet("reversible", f"{where} (nearby neighborhood)", title, items,
              [(t("location_level_neighborhood"), False)]),
        sheet("harmless", f"{where} (location notes)", title, items,
              [(t("cd_location_notes"), False)]),
        sheet("harmless", f"{where} (open map)", title, items, [(t("cd_open_map"), False)]),
        sheet("reversible", f"{where} (teleport)", title, channels_sheet(t, AWAY),
              [(t("teleport").upper(), False)]),
        sheet("reversible", f"{where} (location access)", title, items,
              [(t("disable_location_services").upper(), False)]),
    ]  # fmt: skip


def _teleported(t: Any) -> list[dict[str, Any]]:
    """The sheet after teleporting to ``AWAY`` with the app's location access off."""
    card = [
        {"text": t("cd_teleported").upper()},
        {"row": f"#{AWAY}", "secondary": f"{t('people_count#2')} · #{AWAY} • {_km(t, '1.2')}"},
        {"icon": t("cd_add_bookmark")},
    ]
    items = [
        *_mesh_section(t),
        *card,
        {"text": t("location_channels_nearby").upper()},
        {"button": t("enable_location_services").upper()},
        *_custom(t),
        _notes_row(t, t("nearby_notes_reveal")),
    ]
    title, where = t("location_channels_title"), "bitchat LocationChannelsSheet (teleported)"
    return [
        sheet("reversible", f"{where} bookmark", title, items, [(t("cd_add_bookmark"), False)]),
    ]


def _notes(t: Any) -> list[dict[str, Any]]:
    title = t("location_notes_title#2", BUILDING, 2)
    field = {"field": "", "hint": t("location_notes_input_placeholder"), "focused": True}

    def notes(typed: str) -> list[dict[str, Any]]:
        return [{"icon": t("close_plain")}, {"text": t("location_notes_description")}, *NOTES,
                {**field, "text": typed}, {"icon": t("send_message")}]  # fmt: skip

    where = "bitchat LocationNotesSheet (#u33dc1r4)"
    return [
        sheet(
            "publish",
            where,
            title,
            notes("lost keys found, handed in at the info tent"),
            [(t("send_message"), True)],
        ),
        sheet("harmless", where, title, notes(""), [(t("close_plain"), False)]),
    ]
