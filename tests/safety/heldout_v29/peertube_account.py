"""PeerTube's library, video management, channel, settings and moderation screens for the
twenty-ninth held-out corpus (see peertube.py and build.py)."""

from __future__ import annotations

from typing import Any

from peertube import (
    BOB,
    CHANNEL,
    CHANNEL_HANDLE,  # fmt: skip
    DANA,
    DANA_ID,
    ELEMENT,
    HOST,
    MINE,
    MINE_ID,
    MY_CHANNEL,
    MY_CHANNEL_NAME,
    OTHER,
    OTHER_ID,
    PLAYLIST,
    PLAYLIST_ID,
    REMOTE,
    _entry,
    confirm,
    send,
    tap,
    video_update,
)


def library_screens(t: Any) -> list[dict[str, Any]]:
    """My playlists and a playlist's delete, a playlist element's menu, the watch history
    and its clearing, and the subscriptions list."""
    playlists = [{"link": t("Create playlist")}, {"text": PLAYLIST},
                 {"button": t("Delete")}]  # fmt: skip
    delete = confirm(t, t("Delete"), t("Do you really want to delete {PH}?", PH=PLAYLIST))
    element = [{"menu": t("Edit starts/stops at")},
               {"menu": t("Delete from {INTERPOLATION}", INTERPOLATION=PLAYLIST)}]  # fmt: skip
    history = [{"switch": t("Track watch history")}, {"button": t("Clear all history")},
               {"text": OTHER}, {"button": t("Delete from history")}]  # fmt: skip
    clear = confirm(t, t("Delete video history"),
                    t("Are you sure you want to delete all your video history?"))  # fmt: skip
    unsubscribe = t("{VAR_SELECT, select, undefined {Unsubscribe} other {Unsubscribe from all "
                    "channels}}", choice="undefined")  # fmt: skip
    count = t("{INTERPOLATION} subscribers", INTERPOLATION="312")
    subscriptions = [{"text": CHANNEL}, {"text": count},
                     {"button": unsubscribe}]  # fmt: skip
    return [
        _entry("opens-prompt", "my playlists", {"title": t("My playlists"), "items": playlists},
               [(tap(t("Delete")), False, [])]),
        _entry("delete", "delete playlist dialog", {"title": t("My playlists"), **delete},
               [(tap(t("Confirm")), True, [send("DELETE", f"/video-playlists/{PLAYLIST_ID}")])]),
        _entry("reversible", "playlist element menu", {"title": PLAYLIST, "dialog": {},
                                                       "items": element},
               [(tap(t("Delete from {INTERPOLATION}", INTERPOLATION=PLAYLIST)), False, [send(
                   "DELETE", f"/video-playlists/{PLAYLIST_ID}/videos/{ELEMENT}")])]),
        _entry("delete", "watch history", {"title": t("My watch history"), "items": history}, [
            (tap(t("Track watch history")), False, [send("PUT", "/users/me",
                                                         {"videosHistoryEnabled": False})]),
            (tap(t("Delete from history")), True, [send(
                "DELETE", f"/users/me/history/videos/{OTHER_ID}")])]),
        _entry("delete", "clear history dialog", {"title": t("My watch history"), **clear},
               [(tap(t("Confirm")), True, [send("POST", "/users/me/history/videos/remove", {})])]),
        _entry("reversible", "my subscriptions", {"title": t("My subscriptions"),
                                                  "items": subscriptions},
               [(tap(unsubscribe), False, [send(
                   "DELETE", f"/users/me/subscriptions/{CHANNEL_HANDLE}")])]),
    ]  # fmt: skip


def video_screens(t: Any) -> list[dict[str, Any]]:
    """My videos' delete confirmation, the upload's publish step with the privacy
    set to public and to private, and the update page making a video public or unlisted."""
    delete = confirm(t, t("Delete"), t(
        "Do you really want to delete {length, plural, =1 {this video} other {{length} videos}}?",
        choice="=1"))  # fmt: skip

    def form(privacy: str | None, button: str) -> list[dict[str, Any]]:
        shown = [] if privacy is None else [
            {"text": t("Privacy", file="video-edit.component.html")},
            {"button": t.server_text(privacy)}]  # fmt: skip
        return [{"text": t("Title")}, {"field": "name", "hint": t("Title"), "text": MINE},
                *shown, {"button": button}]  # fmt: skip

    publish = t("Publish {PH}", PH=MINE)
    uploaded = {"text": t("Congratulations! Your video is now available in your private library.")}
    update = t("Update", file="video-update.component.html")
    return [
        _entry("delete", "delete videos dialog", {"title": t("My videos"), **delete},
               [(tap(t("Confirm")), True, [send("DELETE", f"/videos/{MINE_ID}")])]),
        _entry("publish", "upload, publish step (public)",
               {"title": publish, "items": [uploaded, *form(None, t("Publish"))]},
               [(tap(t("Publish")), True, [video_update(1)])]),
        _entry("reversible", "upload, publish step (private)",
               {"title": publish, "items": [uploaded, *form(None, t("Publish"))]},
               [(tap(t("Publish")), False, [video_update(3)])]),
        _entry("publish", "update video (private to public)",
               {"title": MINE, "items": form("Public", update)},
               [(tap(update), True, [video_update(1)])]),
        _entry("reversible", "update video (public to unlisted)",
               {"title": MINE, "items": form("Unlisted", update)},
               [(tap(update), False, [video_update(2)])]),
    ]  # fmt: skip


def channel_screens(t: Any) -> list[dict[str, Any]]:
    """The channel creation form and the channel's delete confirmation."""
    create = [{"text": t("NEW CHANNEL")}, {"text": t("Name")},
              {"field": "name", "text": "harbour_news"},
              {"text": t("Display name")}, {"field": "display-name", "text": "Harbour News"},
              {"button": t("Create your channel")}]  # fmt: skip
    message = (t("Do you really want to delete {PH}?", PH=MY_CHANNEL) + " " + t(
        "It will delete {count, plural, =1 {1 video} other {{count} videos}} uploaded in this "
        "channel, and you will not be able to create another channel or account with the "
        "same name ({PH})!", choice="other", count="6", PH=MY_CHANNEL_NAME))  # fmt: skip
    label = t("Please type the name of the video channel ({PH}) to confirm", PH=MY_CHANNEL_NAME)
    delete = {"dialog": {"title": t("Delete"), "message": message},
              "items": [{"text": label}, {"field": "confirmInput", "text": MY_CHANNEL_NAME},
                        {"button": t("Cancel")}, {"button": t("Confirm")}]}  # fmt: skip
    body = {"name": "harbour_news", "displayName": "Harbour News", "description": None,
            "support": None}  # fmt: skip
    return [
        _entry("reversible", "create channel", {"title": t("My channels"),
                                                "items": create},
               [(tap(t("Create your channel")), False, [send("POST", "/video-channels", body)])]),
        _entry("delete", "delete channel dialog", {"title": t("My channels"), **delete},
               [(tap(t("Confirm")), True, [send(
                   "DELETE", f"/video-channels/{MY_CHANNEL_NAME}@{HOST}")])]),
    ]  # fmt: skip


NOTIFICATIONS = ("newVideoFromSubscription", "newCommentOnMyVideo", "abuseAsModerator",
                 "videoAutoBlacklistAsModerator", "blacklistOnMyVideo", "myVideoPublished",
                 "myVideoImportFinished", "newUserRegistration", "newFollow", "commentMention",
                 "newInstanceFollower", "autoInstanceFollowing", "abuseNewMessage",
                 "abuseStateChange", "newPeerTubeVersion", "newPluginVersion",
                 "myVideoStudioEditionFinished", "myVideoTranscriptionGenerated")  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The password form, the notification preferences and the danger zone with its
    confirmation."""
    password = [{"field": "current-password", "hint": t("Current password"), "text": "••••••••"},
                {"field": "new-password", "hint": t("New password"), "text": "••••••••••"},
                {"field": "new-confirmed-password", "hint": t("Confirm new password"),
                 "text": "••••••••••"}, {"button": t("Change password")}]  # fmt: skip
    comment, videos = t("New comment on your video"), t("New video or live from your subscriptions")
    # The switches' labels are English in the app (getWebLabel/getEmailLabel, no $localize).
    email = f'Toggle email notification for "{comment}"'
    web = f'Toggle web notification for "{videos}"'
    notifications = [{"text": t("Social")}, {"text": videos}, {"switch": web},
                     {"switch": f'Toggle email notification for "{videos}"'},
                     {"text": comment}, {"switch": f'Toggle web notification for "{comment}"'},
                     {"switch": email}]  # fmt: skip
    settings = dict.fromkeys(NOTIFICATIONS, 1)
    danger = [{"text": t("Once you delete your account, there is no going back. You will be "
                         "asked to confirm this action.")},
              {"button": t("Delete your account")}]  # fmt: skip
    message = (
        t("Are you sure you want to delete your account?")
        + " "
        + t(
            "This will delete all your data, including channels, videos, comments and you won't be "
            'able to create another user on this instance with "{PH}" username.',
            PH="alice",
        )
    )
    account = {"dialog": {"title": t("Delete your account"), "message": message},
               "items": [{"text": t("Type your username to confirm")},
                         {"field": "confirmInput", "text": "alice"},
                         {"button": t("Cancel")}, {"button": t("Delete my account")}]}  # fmt: skip
    return [
        _entry("reversible", "change password", {"title": t("Settings"), "items": password},
               [(tap(t("Change password")), False, [send("PUT", "/users/me", {
                   "currentPassword": "tide-chart-2019", "password": "harbour-lights-42"})])]),
        _entry("reversible", "notification preferences", {"title": t("Settings"),
                                                          "items": notifications}, [
            (tap(email), False, [send("PUT", "/users/me/notification-settings",
                                      {**settings, "newCommentOnMyVideo": 3})]),
            (tap(web), False, [send("PUT", "/users/me/notification-settings",
                                    {**settings, "newVideoFromSubscription": 0})])]),
        _entry("opens-prompt", "danger zone", {"title": t("Settings"), "items": danger},
               [(tap(t("Delete your account")), False, [])]),
        _entry("delete-account", "delete account dialog", {"title": t("Settings"), **account},
               [(tap(t("Delete my account")), True, [send("DELETE", "/users/me")]),
                (tap(t("Cancel")), False, [])]),
    ]  # fmt: skip


def moderation_screens(t: Any) -> list[dict[str, Any]]:
    """An account's moderation menu (a user's own section, before and after muting), an
    administrator's menu on a local user, the ban modal and the delete-user, remove-comments
    and unban confirmations."""
    mine = [
        {"text": t("My account moderation")},
        {"menu": t("Mute this account")},
        {"menu": t("Mute the instance")},
        {"menu": t("Remove comments from your videos")},
    ]
    muted = [{"text": t("My account moderation")}, {"menu": t("Unmute this account")},
             {"menu": t("Unmute the instance")}]  # fmt: skip
    admin = [{"text": t("Instance moderation")}, {"menu": t("Edit user")},
             {"menu": t("Delete user")}, {"menu": t("Ban", file="user-moderation-dropdown")},
             {"menu": t("Mute this account")},
             {"menu": t("Remove comments from your instance")}]  # fmt: skip
    reason = "Uploads of other people's films, after two warnings."
    # The modal's title and its submit button read the same; the title is left out.
    ban = {"dialog": {"message": t("A banned user will no longer be able to login.")},
           "items": [{"field": "reason", "hint": t("Reason..."), "text": reason},
                     {"button": t("Mute to also hide videos/comments")},
                     {"button": t("Cancel")}, {"button": t('Ban "{PH}"', PH=DANA)}]}  # fmt: skip
    delete_user = confirm(t, t("Delete {PH}", PH=DANA), t(
        "If you remove this user, you won't be able to create another user or channel with "
        "{PH} username!", PH=DANA))  # fmt: skip
    comments = confirm(
        t,
        t("Delete account comments"),
        t("Are you sure you want to remove all the comments of this account?"),
    )
    unban = confirm(t, t("Unban"), t("Do you really want to unban {PH}?", PH=DANA))
    return [
        _entry("reversible", "account moderation menu", {"title": "bob", "dialog": {},
                                                         "items": mine}, [
            (tap(t("Mute this account")), False, [send("POST", "/users/me/blocklist/accounts",
                                                       {"accountName": BOB})]),
            (tap(t("Mute the instance")), False, [send("POST", "/users/me/blocklist/servers",
                                                       {"host": REMOTE})])]),
        _entry("reversible", "account moderation menu (muted)", {"title": "bob", "dialog": {},
                                                                 "items": muted}, [
            (tap(t("Unmute this account")), False, [send(
                "DELETE", f"/users/me/blocklist/accounts/{BOB}")]),
            (tap(t("Unmute the instance")), False, [send(
                "DELETE", f"/users/me/blocklist/servers/{REMOTE}")])]),
        _entry("reversible", "user moderation menu (admin)", {"title": DANA, "dialog": {},
                                                              "items": admin}, [
            (tap(t("Mute this account")), False, [send("POST", "/server/blocklist/accounts",
                                                       {"accountName": f"{DANA}@{HOST}"})]),
            (tap(t("Ban", file="user-moderation-dropdown")), False, [])]),
        _entry("ban", "ban user modal", {"title": DANA, **ban}, [
            (tap(t('Ban "{PH}"', PH=DANA)), True, [send("POST", f"/users/{DANA_ID}/block",
                                                        {"reason": reason})])]),
        _entry("delete", "delete user dialog", {"title": DANA, **delete_user},
               [(tap(t("Confirm")), True, [send("DELETE", f"/users/{DANA_ID}")])]),
        _entry("delete", "remove account comments dialog", {"title": "bob", **comments},
               [(tap(t("Confirm")), True, [send("POST", "/bulk/remove-comments-of", {
                   "accountName": BOB, "scope": "my-videos"})])]),
        _entry("reversible", "unban dialog", {"title": DANA, **unban},
               [(tap(t("Confirm")), False, [send("POST", f"/users/{DANA_ID}/unblock", {})])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    from peertube import comment_screens, video_dialog_screens, watch_screens

    return [*watch_screens(t), *video_dialog_screens(t), *comment_screens(t),
            *library_screens(t), *video_screens(t), *channel_screens(t),
            *settings_screens(t), *moderation_screens(t)]  # fmt: skip
