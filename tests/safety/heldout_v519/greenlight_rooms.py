"""Greenlight's rooms for the five-hundred-and-nineteenth held-out corpus: ``screens(t)`` lays
out, in one language, the rooms list, a room's page with its recordings and settings tabs,
the confirmations of deleting a recording, the presentation and the room, the access tab and
its share modal, a shared room's settings and leaving it, and a room's join page;
``t(key, *values)`` is the language's lookup of an i18next key of
``app/assets/locales/<lang>.json``, its ``{{placeholders}}`` filled in order."""

from __future__ import annotations

from typing import Any

from screens import (
    BBB,
    BIO,
    BIO_NAME,
    JOIN,
    JONAS,
    JONAS_NAME,
    LI,
    LI_NAME,
    MARA,
    MARA_NAME,
    PAGE,
    RID3,
    STAFF_NAME,
    THESIS,
    THESIS_NAME,
    T,
    call,
    confirm_delete,
    entry,
    field,
    modal,
    page,
)


def tabs(t: T, access: bool = True) -> list[dict[str, Any]]:
    """A room's feature tabs (FeatureTabs): the access tab only where the user may share."""
    keys = ["recording.recordings", "room.presentation.presentation"]
    keys += ["room.shared_access.access"] if access else []
    return [{"tab": t(key)} for key in [*keys, "room.settings.settings"]]


def room_head(t: T, name: str, session: bool = True) -> list[dict[str, Any]]:
    """A room's header: its name, its last session (left out where there was one: the
    browser writes its date in the language), Start Meeting and Copy Join Link."""
    last = [] if session else [{"text": t("room.no_last_session")}]
    return [{"text": name}, *last, {"button": t("room.meeting.start_meeting")},
            {"button": t("copy")}]  # fmt: skip


def settings_tab(t: T, name: str, typed: str) -> list[dict[str, Any]]:
    """The settings tab (RoomSettings): the name form, the access codes (none for viewers,
    one for moderators, its copy, regenerate and remove icons nameless), the user settings'
    switches, each labelled by its description."""
    switches = [("allow_room_to_be_recorded", True), ("require_signed_in", False),
                ("require_mod_approval", False), ("allow_any_user_to_start", False),
                ("all_users_join_as_mods", False), ("mute_users_on_join", False)]  # fmt: skip
    return [
        {"text": t("room.room_name")}, {"field": "room.name", "text": typed},
        {"button": t("update")},
        {"text": t("room.settings.generate_viewers_access_code")},
        {"button": t("room.settings.generate")},
        {"text": t("room.settings.generate_mods_access_code")},
        {"field": "moderator-code", "text": "x7k2pq"},
        {"text": t("room.settings.user_settings")},
        *({"switch": t(f"room.settings.{key}"), "checked": on} for key, on in switches),
    ]  # fmt: skip


def screens(t: T) -> list[dict[str, Any]]:
    room_reads = [call("GET", f"/rooms/{BIO}.json"), call("GET", f"/room_settings/{BIO}.json"),
                  call("GET", "/rooms_configurations.json"),
                  call("GET", f"/server_tags/{BIO}.json"),
                  call("GET", "/server_tags/fallback_mode.json")]  # fmt: skip
    start = [call("POST", f"/meetings/{BIO}/start.json"), {"request": f"GET {JOIN}", "via": "link"}]
    rooms_list = page(PAGE, [
        {"tab": t("room.rooms")}, {"tab": t("recording.recordings")}, {"text": "2"},
        {"field": "rooms-search", "hint": t("search")}, {"button": t("room.add_new_room")},
        {"text": BIO_NAME}, {"button": t("start")},
        {"text": STAFF_NAME}, {"text": "3"}, {"button": t("join")}])  # fmt: skip
    create_room = modal(PAGE, t("room.create_new_room"), "", [
        *field(t("forms.room.fields.name.label"), "createRoleFormName", "Chemistry lab",
               t("forms.room.fields.name.placeholder")),
        {"button": t("close")}, {"button": t("room.create_room")}])  # fmt: skip
    created = {"room": {"name": "Chemistry lab", "user_id": MARA}, "user_id": MARA}
    recordings_tab = page(BIO_NAME, [*room_head(t, BIO_NAME), *tabs(t),
        {"field": "recordings-search", "hint": t("search")},
        *({"text": t(f"recording.{key}")} for key in ("name", "length", "users", "visibility",
                                                       "formats")),
        {"text": "Lecture 3: Mitosis"}, {"text": t("recording.length_in_minutes", 52)},
        {"text": "14"}, {"button": t("recording.published")},
        {"button": "presentation"}, {"button": "video"},
        {"icon": t("recording.copy_recording_urls")}, {"icon": t("delete")}])  # fmt: skip
    playback = {"request": f"GET {BBB}/playback/presentation/2.3/{RID3}", "via": "link"}
    settings = page(BIO_NAME, [*room_head(t, BIO_NAME), *tabs(t),
                               *settings_tab(t, BIO_NAME, "Biology 101 (spring term)"),
                               {"button": t("room.delete_room")}])  # fmt: skip
    access_tab = page(BIO_NAME, [*room_head(t, BIO_NAME), *tabs(t),
        {"field": "shared-search", "hint": t("search")},
        {"button": t("room.shared_access.add_share_access")},
        {"text": t("user.name")}, {"text": LI_NAME}])  # fmt: skip
    share = modal(BIO_NAME, t("room.shared_access.share_room_access"), "", [
        {"field": "share-search", "hint": t("search"), "text": "jon"},
        {"text": t("user.name")}, {"switch": JONAS_NAME, "checked": True},
        {"button": t("close")}, {"button": t("share")}])  # fmt: skip
    # Li Wei's view of Jonas's room shared with her: no access tab, no Delete Room.
    shared_settings = page(THESIS_NAME, [
        *room_head(t, THESIS_NAME, session=False), *tabs(t, access=False),
        *settings_tab(t, THESIS_NAME, THESIS_NAME),
        {"button": t("room.shared_access.delete_shared_access")}])  # fmt: skip
    join = page(BIO_NAME, [
        {"text": t("room.meeting.meeting_invitation")}, {"text": BIO_NAME}, {"text": MARA_NAME},
        *field(t("forms.room_join.fields.name.label"), "name", "Sam Patel",
               t("forms.room_join.fields.name.placeholder")),
        *field(t("room.settings.mod_access_code_optional"), "access_code", "",
               t("forms.room_join.fields.access_code.placeholder")),
        {"button": t("room.meeting.join_meeting")},
        {"text": t("authentication.already_have_account")},
        {"link": t("authentication.sign_in")}])  # fmt: skip
    return [
        entry("harmless", "rooms list", rooms_list, [(t("start"), False, start)]),
        entry("opens-prompt", "rooms list new room", rooms_list, [
            (t("room.add_new_room"), False, [])]),
        entry("reversible", "create room modal", create_room, [
            (t("room.create_room"), False, [call("POST", "/rooms.json", created)]),
            (t("close"), False, [])]),
        entry("harmless", "room page recordings tab", recordings_tab, [
            (t("room.meeting.start_meeting"), False, start),
            (t("room.settings.settings"), False, room_reads),
            ("presentation", False, [
                call("POST", "/recordings/recording_url.json",
                     {"id": RID3, "recording_format": "presentation"}), playback])]),
        entry("opens-prompt", "room page recording row", recordings_tab, [
            (t("delete"), False, []), (t("recording.published"), False, [])]),
        entry("delete", "delete recording confirm", confirm_delete(
            t, BIO_NAME, t("recording.delete_recording"),
            t("recording.are_you_sure_delete_recording")), [
            (t("delete"), True, [call("DELETE", f"/recordings/{RID3}.json")]),
            (t("close"), False, [])]),
        entry("delete", "delete presentation confirm", confirm_delete(
            t, BIO_NAME, t("room.presentation.delete_presentation"),
            t("room.presentation.are_you_sure_delete_presentation")), [
            (t("delete"), True, [call("DELETE", f"/rooms/{BIO}/purge_presentation.json")])]),
        entry("reversible", "room settings tab", settings, [
            (t("update"), False, [call("PATCH", f"/rooms/{BIO}.json",
                                       {"room": {"name": "Biology 101 (spring term)"}})]),
            (t("room.settings.generate"), False, [call("PATCH", f"/room_settings/{BIO}.json", {
                "settingName": "glViewerAccessCode", "settingValue": True})]),
            (t("room.settings.require_mod_approval"), False, [
                call("PATCH", f"/room_settings/{BIO}.json",
                     {"settingName": "guestPolicy", "settingValue": "ASK_MODERATOR"})])]),
        entry("opens-prompt", "room settings delete room", settings, [
            (t("room.delete_room"), False, [])]),
        entry("delete", "delete room confirm", confirm_delete(
            t, BIO_NAME, t("room.delete_room"), t("room.settings.are_you_sure_delete_room")), [
            (t("delete"), True, [call("DELETE", f"/rooms/{BIO}.json")]),
            (t("close"), False, [])]),
        entry("opens-prompt", "room access tab", access_tab, [
            (t("room.shared_access.add_share_access"), False, [])]),
        entry("reversible", "share room access modal", share, [
            (t("share"), False, [call("POST", "/shared_accesses.json",
                                      {"friendly_id": BIO, "shared_users": [JONAS]})]),
            (t("close"), False, [])]),
        entry("opens-prompt", "shared room settings tab", shared_settings, [
            (t("room.shared_access.delete_shared_access"), False, [])]),
        entry("leave", "delete shared access confirm", confirm_delete(
            t, THESIS_NAME, t("room.shared_access.delete_shared_access"),
            t("room.shared_access.are_you_sure_delete_shared_access")), [
            (t("delete"), True, [call("POST", f"/shared_accesses/{THESIS}/unshare_room.json",
                                      {"data": {"user_id": LI}})]),
            (t("close"), False, [])]),
        entry("harmless", "room join page", join, [
            (t("room.meeting.join_meeting"), False, [
                call("POST", f"/meetings/{BIO}/status.json",
                     {"name": "Sam Patel", "access_code": ""})])]),
    ]  # fmt: skip
