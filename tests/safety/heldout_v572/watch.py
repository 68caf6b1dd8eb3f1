"""Tubular's video page and what opens from it (``org.polymorphicshade.tubular``), strings
from ``app/src/main/res/values*/strings.xml``. The video, channel, playlist and file names,
the times and the sizes on the screens are the same in every language.

Read from the code (``app/src/main/java/org/schabi/newpipe``):
``fragments/detail/VideoDetailFragment.java`` and ``res/layout/fragment_video_detail.xml`` (the
video page: its title and uploader, the controls "Add To", which opens
``local/dialog/PlaylistAppendDialog``, Background, Popup, Download, which opens
``download/DownloadDialog``, Share and "Open in browser", each with its description, and the
tabs, known by their descriptions: Comments, "Related items", Description and SponsorBlock;
``onRequestSubmitPendingSegment``, which sends the new segment to the SponsorBlock server set
in the settings with the extractor's ``submitSponsorBlockSegment`` and then says
"Your segment has been submitted"); ``fragments/list/sponsorblock/SponsorBlockFragment.java``
and ``res/layout/fragment_sponsor_block.xml`` (the SponsorBlock tab: Start and End, which mark
the segment's start and end at the player's position, the marked times, Clear, which asks
"Are you sure you want to clear your new segment?" with Cancel and Yes, whose Yes only forgets
the two marks, Submit, which opens "Select a category" with the nine categories and Cancel,
where a category's row submits the segment at once, the switches "Skip marked segments" and
"Whitelist channel", which adds the uploader to the local whitelist or takes it off, and the
video's segments); ``SponsorBlockSegmentListAdapter.java`` and
``res/layout/list_segments_item.xml`` (a segment: its category, its times, and for a segment
from the server "Up-vote segment" and "Down-vote segment", which send a vote,
``submitSponsorBlockSegmentVote`` with 1 or 0; a long press on either sends 20, which takes the
vote back; the new, not yet submitted segment, Pending, has no vote buttons, nor has one just
submitted, whose id the app does not know); ``download/DownloadDialog.java``,
``res/layout/download_dialog.xml`` and ``res/menu/dialog_url.xml`` (the title Download, the
back arrow described Cancel, OK, the file name, Video, Audio and Captions, the quality; OK
starts the download into a new file, or, where a finished download has the same name, asks
"A downloaded file with this name already exists" with Cancel and Overwrite, whose Overwrite
forgets the old download and truncates its file to write the new one over it);
``local/dialog/PlaylistAppendDialog.java`` and ``res/layout/dialog_playlists.xml`` ("New
Playlist", the note on grayed-out playlists and the playlists made in the app, a row of which
appends the video to it at once); ``local/dialog/PlaylistCreationDialog.java`` ("New
Playlist": the field Name, Cancel and Create, which creates the playlist with the video);
``info_list/dialog/InfoItemDialog.java`` and ``StreamDialogDefaultEntry.java`` (a video's
long-press dialog in a list: its title and uploader, then "Start playing in the background",
"Start playing in a popup", Download, "Add to playlist", Share, which opens the system's
share sheet, "Open in browser", "Mark as watched", which writes the video into the watch
history as watched, ``HistoryRecordManager.markAsWatched``, and "Show channel details");
``fragments/list/channel/ChannelFragment.java`` and ``res/layout/fragment_channel.xml`` (a
channel: its name, Subscribe, which adds the channel to the subscriptions at once and reads
Subscribed after, when a tap takes it off, and its tabs).
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, banner, choices, entry, page

VIDEO, UPLOADER = "Restoring a 1950s Lathe – Part 3", "Workshop Revival"
SEARCHED = "lathe restoration"
FILE = "Restoring a 1950s Lathe – Part 3.mp4"
QUALITY = "MPEG-4 1080p 264.18 MB"
WATCH_LATER, SHOP = "Watch later", "Shop projects"
NEW_PLAYLIST = "Machining"
SEGMENT = ("00:01:12", "00:02:03")
MARKED = ("00:14:05", "00:14:40")
CATEGORIES = ("sponsor", "intro", "outro", "interaction", "highlight", "self_promo",
              "non_music", "preview", "filler")  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return video(t) + sponsor_block(t) + playlists(t) + lists(t)


def _tabs(t: Any) -> list[dict[str, Any]]:
    keys = ("comments", "related_items", "description", "sponsor_block")
    return [{"icon": t(f"{key}_tab_description")} for key in keys]


def _control(label: str, desc: str | None, rid: str) -> dict[str, Any]:
    """A control of the video page: its words, its id and its description where that is not
    the same words (a catalog may give both one text: Russian's "Add To" and "Add to
    playlist" read alike, and the view then names one control by either)."""
    shown = {"button": label, "rid": rid}
    return shown | ({"desc": desc} if desc and desc != label else {})


def video(t: Any) -> list[dict[str, Any]]:
    controls = [
        ("controls_add_to_playlist_title", "add_to_playlist", "playlist_append"),
        ("controls_background_title", "play_audio", "background"),
        ("controls_popup_title", "open_in_popup_mode", "popup"),
        ("download", "controls_download_desc", "download"),
        ("share", None, "share"),
        ("open_in_browser", None, "open_in_browser"),
    ]
    detail = page(
        VIDEO,
        [
            {"text": VIDEO, "rid": f"{ID}detail_video_title_view"},
            {"text": UPLOADER, "rid": f"{ID}detail_uploader_text_view"},
            *(
                _control(t(key), t(desc) if desc else None, f"{ID}detail_controls_{rid}")
                for key, desc, rid in controls
            ),
            *_tabs(t),
        ],
    )
    where = "tubular VideoDetailFragment"
    form = (
        {"icon": t("cancel")},
        {"field": f"{ID}file_name", "hint": t("msg_name"), "text": FILE},
        {"radio": t("video"), "rid": f"{ID}video_button", "checked": True},
        {"radio": t("audio"), "rid": f"{ID}audio_button", "checked": False},
        {"radio": t("caption_setting_title"), "rid": f"{ID}subtitle_button", "checked": False},
        {"text": QUALITY, "rid": f"{ID}quality_spinner"},
    )
    download = page(t("download_dialog_title"), [*form, {"button": t("ok"), "rid": f"{ID}okay"}])
    ask = "tubular DownloadDialog (a downloaded file with this name)"

    def overwrite(category: str, cancel: bool | None, write: bool | None) -> dict[str, Any]:
        return alert(category, ask, t("download_dialog_title"), t("download_dialog_title"),
                     t("overwrite_finished_warning"), (t("cancel"), cancel),
                     (t("overwrite"), write))  # fmt: skip

    return [
        entry("opens-prompt", where, detail, [(t("controls_add_to_playlist_title"), False)]),
        entry("opens-prompt", where, detail, [(t("download"), False)]),
        entry("harmless", where, detail, [(t("sponsor_block_tab_description"), False)]),
        entry("reversible", "tubular DownloadDialog", download, [(t("ok"), False)]),
        overwrite("overwrite", None, True),
        overwrite("harmless", False, None),
    ]


def sponsor_block(t: Any) -> list[dict[str, Any]]:
    def control(key: str, desc: str, rid: str) -> dict[str, Any]:
        return {"button": t(key), "desc": t(desc), "rid": f"{ID}sponsor_block_controls_{rid}"}

    tab = page(
        VIDEO,
        [
            *_tabs(t),
            control("start", "sponsor_block_mark_the_start_of_a_segment", "mark_segment_start"),
            control("end", "sponsor_block_mark_the_end_of_a_segment", "mark_segment_end"),
            {"text": MARKED[0], "rid": f"{ID}sponsor_block_controls_segment_start"},
            {"text": MARKED[1], "rid": f"{ID}sponsor_block_controls_segment_end"},
            control("clear", "sponsor_block_clear_segment", "clear_segment"),
            control("submit", "sponsor_block_submit_segment", "submit_segment"),
            {
                "switch": t("sponsor_block_skip_marked_segments"),
                "rid": f"{ID}skipping_is_enabled_switch",
                "checked": True,
            },
            {
                "switch": t("sponsor_block_whitelist_channel"),
                "rid": f"{ID}channel_is_whitelisted_switch",
                "checked": False,
            },
            {
                "list": [
                    {
                        "text": t("sponsor_block_category_sponsor"),
                        "rid": f"{ID}item_segment_category_name_textview",
                    },
                    {"text": SEGMENT[0], "rid": f"{ID}item_segment_start_time_textview"},
                    {"text": SEGMENT[1], "rid": f"{ID}item_segment_end_time_textview"},
                    {
                        "icon": t("description_up_vote_segment"),
                        "rid": f"{ID}item_segment_vote_up_imageview",
                    },
                    {
                        "icon": t("description_down_vote_segment"),
                        "rid": f"{ID}item_segment_vote_down_imageview",
                    },
                    {"text": t("sponsor_block_category_pending")},
                    {"text": MARKED[0]},
                    {"text": MARKED[1]},
                ]
            },
        ],
    )
    where = "tubular SponsorBlockFragment"
    pick = "tubular SponsorBlockFragment doSubmitPendingSegment"
    rows = [t(f"sponsor_block_category_{key}") for key in CATEGORIES]
    head = ({"text": t("sponsor_block_select_a_category")},)
    cancel = ({"button": t("cancel"), "rid": "android:id/button2"},)
    clear = "tubular SponsorBlockFragment doClearPendingSegment"

    def clear_prompt(category: str, no: bool | None, yes: bool | None) -> dict[str, Any]:
        return alert(category, clear, VIDEO, None, t("sponsor_block_clear_marked_segment_prompt"),
                     (t("cancel"), no), (t("yes"), yes))  # fmt: skip

    return [
        entry("opens-prompt", where, tab, [(t("submit"), False)]),
        choices("publish", pick, VIDEO, head, rows, rows[0], True, cancel),
        choices("harmless", pick, VIDEO, head, rows, t("cancel"), False, cancel),
        entry("opens-prompt", where, tab, [(t("clear"), False)]),
        clear_prompt("reversible", None, False),
        entry("reversible", where, tab, [(t("sponsor_block_whitelist_channel"), False)]),
        entry("reversible", where, tab, [(t("description_down_vote_segment"), False)]),
    ]


def playlists(t: Any) -> list[dict[str, Any]]:
    append = (
        {"button": t("create_playlist"), "rid": f"{ID}newPlaylist"},
        {"text": t("duplicate_in_playlist"), "rid": f"{ID}playlist_duplicate"},
        {
            "list": [
                {"row": WATCH_LATER, "secondary": "12"},
                {"row": SHOP, "secondary": "31"},
            ]
        },
    )
    where = "tubular PlaylistAppendDialog"
    screen = {"title": VIDEO, "dialog": {}, "items": list(append)}
    field = ({"field": f"{ID}dialogEditText", "hint": t("name"), "text": NEW_PLAYLIST,
              "focused": True},)  # fmt: skip
    create = "tubular PlaylistCreationDialog"

    def creation(category: str, cancel: bool | None, made: bool | None) -> dict[str, Any]:
        return alert(category, create, VIDEO, t("create_playlist"), None, (t("cancel"), cancel),
                     (t("create"), made), items=field)  # fmt: skip

    return [
        entry("reversible", where, screen, [(WATCH_LATER, False)]),
        entry("opens-prompt", where, screen, [(t("create_playlist"), False)]),
        creation("reversible", None, False),
        creation("harmless", False, None),
    ]


def lists(t: Any) -> list[dict[str, Any]]:
    keys = ("start_here_on_background", "start_here_on_popup", "download", "add_to_playlist",
            "share", "open_in_browser", "mark_as_watched", "show_channel_details")  # fmt: skip
    rows = [t(key) for key in keys]
    where = "tubular SearchFragment InfoItemDialog"
    head = banner(VIDEO, UPLOADER)
    channel = page(
        UPLOADER,
        [
            {"text": UPLOADER, "rid": f"{ID}channel_title_view"},
            {"button": t("subscribe_button_title"), "rid": f"{ID}channel_subscribe_button"},
            *(
                {"tab": t(f"channel_tab_{key}")}
                for key in ("videos", "shorts", "livestreams", "playlists", "about")
            ),
        ],
    )
    return [
        choices("reversible", where, SEARCHED, head, rows, t("mark_as_watched"), False),
        entry(
            "reversible", "tubular ChannelFragment", channel, [(t("subscribe_button_title"), False)]
        ),
    ]
