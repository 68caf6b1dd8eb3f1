"""PipePipe's video page and what it opens (the playlist and download dialogs, the SponsorBlock
panel). Strings from ``app/src/main/res/values*/strings.xml``; video, channel, playlist and file
names and times are the same in every language.

Read from the code (``app/src/main/java/org/schabi/newpipe`` unless named): ``fragments/detail/
VideoDetailFragment.java`` and ``res/layout/fragment_video_detail.xml`` (the video's buttons,
each words with a content description: "Add To" ("Add to playlist"), Background ("Audio"),
Popup ("Open in popup mode"), Download ("Download stream file"), Share and "Open in browser";
"Add To" opens ``PlaylistAppendDialog``, Download opens ``DownloadDialog``; the SponsorBlock tab
is ``SponsorBlockFragment``; ``onRequestSubmitPendingSegment`` sends the new segment to the
SponsorBlock server (``submitSponsorBlockSegment``, a request to its API) and then shows "Your
segment has been submitted"); ``local/dialog/PlaylistAppendDialog.java`` and
``res/layout/dialog_playlists.xml`` ("New Playlist" (``newPlaylist``), which opens
``PlaylistCreationDialog``, and the local playlists, each adding the video at once);
``local/dialog/PlaylistCreationDialog.java`` ("New Playlist": the name field, Cancel and
Create, which creates the playlist with the video); ``download/DownloadDialog.java`` and
``res/layout/download_dialog.xml`` (the download dialog's toolbar, its title Download, its
back arrow described as Cancel and its OK (``okay``, ``res/menu/dialog_url.xml``), the file
name, Video, Audio and Captions, the quality and the threads; OK starts the download,
``prepareSelectedDownload``; where a finished download has the same file name it first asks,
title Download, "A downloaded file with this name already exists", Cancel and Overwrite, whose
Overwrite forgets the old download and writes the new one over its file);
``fragments/list/sponsorblock/SponsorBlockFragment.java`` and ``res/layout/
fragment_sponsor_block.xml`` (Start and End, which mark the new segment at the playing time,
the marked times, Clear, which asks "Are you sure you want to clear your new segment?", Submit,
which opens "Select a category" with the nine categories and Cancel, a category tapped
submitting the segment, "Skip marked segments" and "Whitelist channel", and the video's
segments); ``fragments/list/sponsorblock/SponsorBlockSegmentListAdapter.java`` (a segment's
"Up-vote segment" and "Down-vote segment" icons, each sending a vote, and a long press on
either sending the vote's undo, type 20).
"""

from __future__ import annotations

from typing import Any

from screens import alert, choices, control, custom, entry, page

VIDEO, UPLOADER = "Late Night Coding Mix", "Chillhop Music"
ROAD, STUDY = "Road Trip", "Study Session"
CATEGORIES = ("sponsor", "intro", "outro", "interaction", "highlight", "self_promo", "non_music",
              "preview", "filler")  # fmt: skip
"""The categories of ``doSubmitPendingSegment``'s list, in its order."""


def screens(t: Any) -> list[dict[str, Any]]:
    """The video page's screens, in the language of ``t``."""
    return [*_detail(t), *_download(t), *_sponsor_block(t)]


def _detail_page(t: Any) -> dict[str, Any]:
    return page(VIDEO, [
        {"text": UPLOADER},
        control(t("controls_add_to_playlist_title"), t("add_to_playlist"),
                "detail_controls_playlist_append"),
        control(t("controls_background_title"), t("play_audio"), "detail_controls_background"),
        control(t("controls_popup_title"), t("open_in_popup_mode"), "detail_controls_popup"),
        control(t("download"), t("controls_download_desc"), "detail_controls_download"),
        control(t("share"), t("share"), "detail_controls_share"),
        control(t("open_in_browser"), t("open_in_browser"), "detail_controls_open_in_browser"),
    ])  # fmt: skip


def _detail(t: Any) -> list[dict[str, Any]]:
    shown = _detail_page(t)
    append = [
        {"row": t("create_playlist"), "rid": "newPlaylist"},
        {"list": [{"row": ROAD, "secondary": "12"}, {"row": STUDY, "secondary": "7"}]},
    ]
    name = ({"field": "dialogEditText", "hint": t("name"), "text": "Chill Evenings"},)
    return [
        entry("opens-prompt", "pipepipe VideoDetailFragment (Add To)", shown,
              [(t("controls_add_to_playlist_title"), False)]),
        entry("opens-prompt", "pipepipe VideoDetailFragment (Download)", shown,
              [(t("download"), False)]),
        custom("reversible", "pipepipe PlaylistAppendDialog", VIDEO, None, None, append,
               [(ROAD, False)]),
        alert("reversible", "pipepipe PlaylistCreationDialog", VIDEO, t("create_playlist"), None,
              negative=(t("cancel"), None), positive=(t("create"), False), items=name),
    ]  # fmt: skip


def _download(t: Any) -> list[dict[str, Any]]:
    form = [
        {"icon": t("cancel")},
        {"button": t("ok"), "rid": "okay"},
        {"text": t("msg_name")},
        {"field": "file_name", "text": VIDEO},
        {"radio": t("video"), "rid": "video_button", "checked": True},
        {"radio": t("audio"), "rid": "audio_button", "checked": False},
        {"radio": t("caption_setting_title"), "rid": "subtitle_button", "checked": False},
        {"text": "MPEG-4 1080p 412.3 MB"},
        {"text": t("msg_threads")},
        {"text": "3"},
    ]
    return [
        custom("reversible", "pipepipe DownloadDialog", VIDEO, t("download_dialog_title"), None,
               form, [(t("ok"), False)]),
        alert("overwrite", "pipepipe DownloadDialog (file exists)", VIDEO,
              t("download_dialog_title"), t("overwrite_finished_warning"),
              negative=(t("cancel"), False), positive=(t("overwrite"), True)),
    ]  # fmt: skip


def _sponsor_block(t: Any) -> list[dict[str, Any]]:
    panel = page(VIDEO, [
        control(t("start"), t("sponsor_block_mark_the_start_of_a_segment"),
                "sponsor_block_controls_mark_segment_start"),
        control(t("end"), t("sponsor_block_mark_the_end_of_a_segment"),
                "sponsor_block_controls_mark_segment_end"),
        {"text": "00:01:12"}, {"text": "00:02:47"},
        control(t("clear"), t("sponsor_block_clear_segment"),
                "sponsor_block_controls_clear_segment"),
        control(t("submit"), t("sponsor_block_submit_segment"),
                "sponsor_block_controls_submit_segment"),
        {"switch": t("sponsor_block_skip_marked_segments"), "rid": "skipping_is_enabled_switch",
         "checked": True},
        {"switch": t("sponsor_block_whitelist_channel"), "rid": "channel_is_whitelisted_switch",
         "checked": False},
        {"list": [
            {"text": t("sponsor_block_category_sponsor")},
            {"text": "00:00:31"}, {"text": "00:01:05"},
            {"icon": t("description_up_vote_segment"), "rid": "item_segment_vote_up_imageview"},
            {"icon": t("description_down_vote_segment"),
             "rid": "item_segment_vote_down_imageview"},
        ]},
    ])  # fmt: skip
    rows = [t(f"sponsor_block_category_{c}") for c in CATEGORIES]
    return [
        entry("opens-prompt", "pipepipe SponsorBlockFragment (Submit)", panel,
              [(t("submit"), False)]),
        entry("reversible", "pipepipe SponsorBlockSegmentListAdapter (vote)", panel,
              [(t("description_up_vote_segment"), False)]),
        choices("publish", "pipepipe SponsorBlockFragment.doSubmitPendingSegment", VIDEO,
                t("sponsor_block_select_a_category"), None, rows,
                [(t("sponsor_block_category_sponsor"), True)], negative=(t("cancel"), False)),
    ]  # fmt: skip
