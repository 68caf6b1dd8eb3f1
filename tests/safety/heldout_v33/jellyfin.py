"""Jellyfin's web client screens for the thirty-third held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, *args)`` being that language's catalogue lookup. What
each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

ME = "4c1f0e9a7b2d4e58a3f6c9d01b27e845"
MOVIE = "9d3e7a51c0b84f2a96e1d4c8b7f03a62"
SERIES = "2b8f6c0d9e1a47c3b5d2f8e9a0c16d74"
PLAYLIST = "e6a19c4f2d7b40e8915c3a7d0f2b8e63"
COLLECTION = "7f2c8e1b4a9d46c0b3e5d1a8f6c2047e"
ENTRY = "c35e9b0a1f7d48e2a6c4b9d2e0f1a758"
SONG = "5a0d3c7e9b1f42d6a8e0c4b7f3d9e162"
USER = "b1e7d40c8a2f4963b5d0e9c1a7f3e286"
DEVICE = "f09c2b7e5d1a4c83"
API_KEY = "0e4b9f2c7a1d4e6b8c3f5a0d9e2b7c41"
TASK = "7738148ffcd07979c7ceb148e06b3aed"
MOVIE_NAME, SERIES_NAME, PERSON, LIBRARY = "Arrival", "The Expanse", "Jamie", "Movies"
Act = tuple[dict[str, Any], bool, list[Any]]


def send(method: str, path: str, body: Any = None) -> Any:
    """One request as the ApiClient or the SDK sends it: method and path on the server
    (no /api prefix), with the ``application/json`` body where it has one."""
    if body is None:
        return f"{method} {path}"
    return {"request": f"{method} {path}",
            "body": json.dumps(body, ensure_ascii=False, separators=(",", ":"))}  # fmt: skip


def tap(label: str) -> dict[str, Any]:
    return {"tap": label}


def item_screens(t: Any) -> list[dict[str, Any]]:
    """A movie card's "..." menu, the detail page's buttons (not yet and already played and
    favourite), a playlist entry's and a collection entry's menu."""
    keys = ("AddToPlayQueue", "PlayNext", "Select", "AddToCollection", "AddToPlaylist",
            "Download", "CopyStreamURL", "DeleteMedia", "EditMetadata", "EditImages",
            "Identify", "MoreMediaInfo", "RefreshMetadata", "Share")  # fmt: skip
    menu = [{"menu": t(key)} for key in keys]
    played = f"/Users/{ME}/PlayedItems/{MOVIE}"
    favorite = f"/Users/{ME}/FavoriteItems/{MOVIE}"
    detail = [{"text": MOVIE_NAME}, {"button": t("Play")}, {"button": t("Download")}]
    more = {"button": t("ButtonMore")}
    in_list = [{"menu": t(k)} for k in ("Play", "RemoveFromPlaylist", "MoveToTop", "MoveToBottom")]
    entries = f"/Playlists/{PLAYLIST}/Items"
    return [
        _entry("opens-prompt", "movie card menu", {"title": MOVIE_NAME, "dialog": {},
                                                   "items": menu}, [
            (tap(t(key)), False, [])
            for key in ("AddToPlaylist", "DeleteMedia", "RefreshMetadata")]),
        _entry("reversible", "movie detail page", {"title": MOVIE_NAME, "items": [
            *detail, {"button": t("MarkPlayed")}, {"button": t("AddToFavorites")}, more]}, [
            (tap(t("MarkPlayed")), False, [send("POST", f"{played}?DatePlayed=20261204081500")]),
            (tap(t("AddToFavorites")), False, [send("POST", favorite)])]),
        _entry("reversible", "watched favourite detail page", {"title": MOVIE_NAME, "items": [
            *detail, {"button": t("Watched")}, {"button": t("Favorite")}, more]}, [
            (tap(t("Watched")), False, [send("DELETE", played)]),
            (tap(t("Favorite")), False, [send("DELETE", favorite)])]),
        _entry("reversible", "playlist entry menu", {"title": "Road trip", "dialog": {},
                                                     "items": in_list}, [
            (tap(t("RemoveFromPlaylist")), False, [send("DELETE", f"{entries}?EntryIds={ENTRY}")]),
            (tap(t("MoveToTop")), False, [send("POST", f"{entries}/{ENTRY}/Move/0")])]),
        _entry("reversible", "collection entry menu", {"title": "Denis Villeneuve", "dialog": {},
                                                       "items": [
            {"menu": t("Play")}, {"menu": t("EditMetadata")}, {"menu": t("RemoveFromCollection")}]},
               [(tap(t("RemoveFromCollection")), False, [
                   send("DELETE", f"/Collections/{COLLECTION}/Items?Ids={MOVIE}")])]),
    ]  # fmt: skip


def editor_screens(t: Any) -> list[dict[str, Any]]:
    """The add-to-playlist and add-to-collection dialogs, for an existing list and a new one,
    and the refresh-metadata dialog in its two modes."""
    back = {"icon": t("ButtonBack")}
    pick = [back, {"field": "selectPlaylistToAddTo", "hint": t("LabelPlaylist"),
                   "text": "Road trip"}, {"button": t("Add")}]  # fmt: skip
    new = [back, {"field": "selectPlaylistToAddTo", "hint": t("LabelPlaylist"),
                  "text": t("OptionNew")},
           {"field": "txtNewPlaylistName", "hint": t("LabelName"), "text": "Sci-fi night"},
           {"switch": t("PlaylistPublic")}, {"button": t("Add")}]  # fmt: skip
    box = [back, {"field": "selectCollectionToAddTo", "hint": t("LabelCollection"),
                  "text": "Denis Villeneuve"}, {"button": t("ButtonOk")}]  # fmt: skip
    new_box = [back, {"field": "selectCollectionToAddTo", "hint": t("LabelCollection"),
                      "text": t("OptionNew")},
               {"field": "txtNewCollectionName", "hint": t("LabelName"), "text": "Villeneuve"},
               {"switch": t("SearchForCollectionInternetMetadata")},
               {"button": t("ButtonOk")}]  # fmt: skip
    refresh = f"/Items/{MOVIE}/Refresh?Recursive=true"
    scan = [back, {"field": "selectMetadataRefreshMode", "hint": t("LabelRefreshMode"),
                   "text": t("ScanForNewAndUpdatedFiles")}, {"button": t("Refresh")}]  # fmt: skip
    full = [back, {"field": "selectMetadataRefreshMode", "hint": t("LabelRefreshMode"),
                   "text": t("ReplaceAllMetadata")},
            {"switch": t("ReplaceExistingImages")},
            {"switch": t("ReplaceTrickplayImages")}, {"button": t("Refresh")}]  # fmt: skip
    dialog = {"title": t("AddToPlaylist")}
    return [
        _entry("reversible", "add to playlist dialog", {"title": MOVIE_NAME, "dialog": dialog,
                                                        "items": pick}, [
            (tap(t("Add")), False, [send(
                "POST", f"/Playlists/{PLAYLIST}/Items?ids={MOVIE}&userId={ME}")])]),
        _entry("reversible", "new playlist dialog", {"title": MOVIE_NAME, "dialog": dialog,
                                                     "items": new}, [
            (tap(t("Add")), False, [send("POST", "/Playlists", {
                "Name": "Sci-fi night", "IsPublic": False, "Ids": [MOVIE], "UserId": ME})])]),
        _entry("reversible", "add to collection dialog", {
            "title": MOVIE_NAME, "dialog": {"title": t("HeaderAddToCollection")}, "items": box}, [
            (tap(t("ButtonOk")), False, [send(
                "POST", f"/Collections/{COLLECTION}/Items?Ids={MOVIE}")])]),
        _entry("reversible", "new collection dialog", {
            "title": MOVIE_NAME, "dialog": {"title": t("HeaderAddToCollection")},
            "items": new_box}, [
            (tap(t("ButtonOk")), False, [send(
                "POST", f"/Collections?Name=Villeneuve&IsLocked=true&Ids={MOVIE}")])]),
        _entry("reversible", "refresh dialog (scan)", {
            "title": MOVIE_NAME, "dialog": {"title": t("RefreshMetadata")}, "items": scan}, [
            (tap(t("Refresh")), False, [send("POST", (
                f"{refresh}&ImageRefreshMode=Default&MetadataRefreshMode=Default"
                "&ReplaceAllImages=false&RegenerateTrickplay=false&ReplaceAllMetadata=false"))])]),
        _entry("overwrite", "refresh dialog (replace all)", {
            "title": MOVIE_NAME, "dialog": {"title": t("RefreshMetadata")}, "items": full}, [
            (tap(t("Refresh")), True, [send("POST", (
                f"{refresh}&ImageRefreshMode=FullRefresh&MetadataRefreshMode=FullRefresh"
                "&ReplaceAllImages=true&RegenerateTrickplay=false&ReplaceAllMetadata=true"))])]),
    ]  # fmt: skip


def delete_screens(t: Any) -> list[dict[str, Any]]:
    """deleteHelper's confirmations for a movie, a series, a playlist and a collection."""
    buttons = [{"button": t("ButtonCancel")}, {"button": t("Delete")}]
    series = [{"button": t("ButtonCancel")}, {"button": t("DeleteEntireSeries", "24")}]
    return [
        _entry("delete", "delete item dialog", {"title": MOVIE_NAME, "dialog": {
            "title": t("HeaderDeleteItem"), "message": t("ConfirmDeleteItemByName", MOVIE_NAME)},
            "items": buttons}, [
            (tap(t("Delete")), True, [send("DELETE", f"/Items/{MOVIE}")]),
            (tap(t("ButtonCancel")), False, [])]),
        _entry("delete", "delete series dialog", {"title": SERIES_NAME, "dialog": {
            "title": t("HeaderDeleteSeries"), "message": t("ConfirmDeleteSeries", "24")},
            "items": series}, [
            (tap(t("DeleteEntireSeries", "24")), True, [send("DELETE", f"/Items/{SERIES}")])]),
        _entry("delete", "delete playlist dialog", {"title": "Road trip", "dialog": {
            "title": t("HeaderDeletePlaylist"), "message": t("ConfirmDeletePlaylist")},
            "items": buttons}, [(tap(t("Delete")), True, [send("DELETE", f"/Items/{PLAYLIST}")])]),
        _entry("delete", "delete collection dialog", {"title": "Denis Villeneuve", "dialog": {
            "title": t("HeaderDeleteCollection"), "message": t("ConfirmDeleteCollection")},
            "items": buttons}, [
            (tap(t("Delete")), True, [send("DELETE", f"/Items/{COLLECTION}")])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The user's settings pages (display, home, playback, subtitles: Save), the profile
    page (password, image), its image confirmation and Quick Connect."""
    config = f"/Users/{ME}/Configuration"
    pages = (("Display", {"field": "selectLanguage", "text": "Deutsch"},
              {"DisplayMissingEpisodes": False, "EnableNextEpisodeAutoPlay": True}),
             ("Home", {"switch": "Continue Watching"},
              {"OrderedViews": [], "MyMediaExcludes": [], "LatestItemsExcludes": []}),
             ("TitlePlayback", {"switch": "Play default audio track"},
              {"AudioLanguagePreference": "eng", "PlayDefaultAudioTrack": True,
               "EnableNextEpisodeAutoPlay": True, "RememberAudioSelections": True}),
             ("Subtitles", {"field": "selectSubtitleLanguage", "text": "English"},
              {"SubtitleLanguagePreference": "eng", "SubtitleMode": "Smart"}))  # fmt: skip
    saves = [_entry("reversible", f"{key} settings", {"title": t(key), "items": [
        item, {"button": t("Save")}]}, [(tap(t("Save")), False, [send("POST", config, body)])])
             for key, item, body in pages]  # fmt: skip
    profile = [{"text": PERSON}, {"button": t("ButtonAddImage")}, {"button": t("DeleteImage")},
               {"field": "txtCurrentPassword", "hint": t("LabelCurrentPassword"), "text": "••••"},
               {"field": "txtNewPassword", "hint": t("LabelNewPassword"), "text": "••••••"},
               {"field": "txtNewPasswordConfirm", "hint": t("LabelNewPasswordConfirm"),
                "text": "••••••"}, {"button": t("SavePassword")}]  # fmt: skip
    image = {"title": t("DeleteImage"), "message": t("DeleteImageConfirmation")}
    quick = [{"text": t("QuickConnectDescription")},
             {"field": "txtQuickConnectCode", "hint": t("LabelQuickConnectCode"),
              "text": "482 913"}, {"button": t("Authorize")}]  # fmt: skip
    return [
        *saves,
        _entry("account", "profile page", {"title": t("Profile"), "items": profile}, [
            (tap(t("SavePassword")), True, [send("POST", f"/Users/{ME}/Password", {
                "CurrentPw": "old-secret", "NewPw": "new-secret"})]),
            (tap(t("ButtonAddImage")), False, []), (tap(t("DeleteImage")), False, [])]),
        _entry("delete", "delete profile image dialog", {"title": t("Profile"), "dialog": image,
                                                         "items": [
            {"button": t("ButtonCancel")}, {"button": t("ButtonOk")}]}, [
            (tap(t("ButtonOk")), True, [send("DELETE", f"/Users/{ME}/Images/Primary")])]),
        _entry("account", "quick connect page", {"title": t("QuickConnect"), "items": quick}, [
            (tap(t("Authorize")), True, [send(
                "POST", f"/QuickConnect/Authorize?code=482913&userId={ME}")])]),
    ]  # fmt: skip


def user_admin_screens(t: Any) -> list[dict[str, Any]]:
    """The dashboard's users page: a user's card menu, the delete confirmation, the profile
    tab (disable, Save), the password tab's reset and its confirmation."""
    menu = [{"menu": t(k)} for k in ("ButtonEditUser", "ButtonLibraryAccess",
                                     "ButtonParentalControl", "Delete")]  # fmt: skip
    delete = {"title": t("DeleteName", PERSON), "message": t("DeleteUserConfirmation")}
    policy = {"IsAdministrator": False, "IsDisabled": True, "EnableContentDownloading": True,
              "EnableAllFolders": True, "AuthenticationProviderId": "Jellyfin.Server."
              "Implementations.Users.DefaultAuthenticationProvider"}  # fmt: skip
    user = {"Name": PERSON, "Id": USER, "Policy": policy}
    profile = [
        {"field": "txtUserName", "hint": t("LabelName"), "text": PERSON},
        {"switch": t("OptionDisableUser")},
        {"button": t("Save")},
    ]
    password = [{"field": "txtNewPassword", "hint": t("LabelNewPassword")},
                {"button": t("SavePassword")}, {"button": t("ResetPassword")}]  # fmt: skip
    reset = {"title": t("ResetPassword"), "message": t("PasswordResetConfirmation")}
    return [
        _entry("opens-prompt", "user card menu", {"title": t("HeaderUsers"), "dialog": {},
                                                  "items": menu}, [
            (tap(t("Delete")), False, [])]),
        _entry("delete", "delete user dialog", {"title": t("HeaderUsers"), "dialog": delete,
                                                "items": [
            {"button": t("ButtonCancel")}, {"button": t("Delete")}]}, [
            (tap(t("Delete")), True, [send("DELETE", f"/Users/{USER}")])]),
        _entry("reversible", "edit user profile", {"title": PERSON, "items": profile}, [
            (tap(t("Save")), False, [send("POST", f"/Users/{USER}", user),
                                     send("POST", f"/Users/{USER}/Policy", policy)])]),
        _entry("opens-prompt", "edit user password", {"title": PERSON, "items": password}, [
            (tap(t("ResetPassword")), False, [])]),
        _entry("account", "reset password dialog", {"title": PERSON, "dialog": reset, "items": [
            {"button": t("ButtonCancel")}, {"button": t("ButtonOk")}]}, [
            (tap(t("ButtonOk")), True, [send("POST", f"/Users/{USER}/Password", {
                "resetPassword": True})])]),
    ]  # fmt: skip


def server_screens(t: Any) -> list[dict[str, Any]]:
    """Libraries (card menu, remove), devices, API keys, the dashboard's server widget and
    its restart and shutdown confirmations."""
    library = [{"menu": t(k)} for k in ("EditImages", "ManageLibrary", "ButtonRename",
                                        "ScanLibrary", "ButtonRemove")]  # fmt: skip
    remove = {
        "title": t("HeaderRemoveMediaFolder"),
        "message": t("MessageAreYouSureYouWishToRemoveMediaFolder"),
    }
    devices = [
        {"text": "Firefox"},
        {"icon": t("Edit")},
        {"icon": t("Delete")},
        {"button": t("DeleteAll")},
    ]
    device = {"title": t("HeaderDeleteDevice"), "message": t("DeleteDeviceConfirmation")}
    keys = [
        {"text": "Kodi"},
        {"text": API_KEY},
        {"icon": t("ButtonRevoke")},
        {"button": t("HeaderNewApiKey")},
    ]
    revoke = {"title": t("HeaderConfirmRevokeApiKey"), "message": t("MessageConfirmRevokeApiKey")}
    widget = [
        {"button": t("ButtonScanAllLibraries")},
        {"button": t("Restart")},
        {"button": t("ButtonShutdown")},
    ]
    confirm = [{"button": t("ButtonCancel")}]
    return [
        _entry("opens-prompt", "library card menu", {"title": LIBRARY, "dialog": {},
                                                     "items": library}, [
            (tap(t("ButtonRemove")), False, [])]),
        _entry("delete", "remove library dialog", {"title": LIBRARY, "dialog": remove, "items": [
            {"text": "/media/movies"}, {"button": t("ButtonCancel")}, {"button": t("Delete")}]}, [
            (tap(t("Delete")), True, [send(
                "DELETE", f"/Library/VirtualFolders?name={LIBRARY}&refreshLibrary=true")])]),
        _entry("opens-prompt", "devices page", {"title": t("HeaderDevices"), "items": devices}, [
            (tap(t("DeleteAll")), False, [])]),
        _entry("account", "delete device dialog", {"title": t("HeaderDevices"), "dialog": device,
                                                   "items": [
            {"button": t("ButtonCancel")}, {"button": t("Delete")}]}, [
            (tap(t("Delete")), True, [send("DELETE", f"/Devices?id={DEVICE}")])]),
        _entry("opens-prompt", "api keys page", {"title": t("HeaderApiKeys"), "items": keys}, [
            (tap(t("ButtonRevoke")), False, []), (tap(t("HeaderNewApiKey")), False, [])]),
        _entry("reversible", "new api key dialog", {"title": t("HeaderApiKeys"), "dialog": {
            "title": t("HeaderNewApiKey")}, "items": [
            {"field": "appName", "hint": t("LabelAppName"), "text": "Kodi"},
            {"button": t("ButtonCancel")}, {"button": t("ButtonOk")}]}, [
            (tap(t("ButtonOk")), False, [send("POST", "/Auth/Keys?app=Kodi")])]),
        _entry("account", "revoke api key dialog", {"title": t("HeaderApiKeys"), "dialog": revoke,
                                                    "items": [
            {"button": t("ButtonCancel")}, {"button": t("Delete")}]}, [
            (tap(t("Delete")), True, [send("DELETE", f"/Auth/Keys/{API_KEY}")])]),
        _entry("reversible", "dashboard server widget", {"title": t("TabDashboard"),
                                                         "items": widget}, [
            (tap(t("ButtonScanAllLibraries")), False, [send(
                "POST", f"/ScheduledTasks/Running/{TASK}")]),
            (tap(t("ButtonShutdown")), False, [])]),
        _entry("server", "restart dialog", {"title": t("TabDashboard"), "dialog": {
            "title": t("Restart"), "message": t("MessageConfirmRestart")},
            "items": [*confirm, {"button": t("Restart")}]}, [
            (tap(t("Restart")), True, [send("POST", "/System/Restart")])]),
        _entry("server", "shutdown dialog", {"title": t("TabDashboard"), "dialog": {
            "title": t("ButtonShutdown"), "message": t("MessageConfirmShutdown")},
            "items": [*confirm, {"button": t("ButtonShutdown")}]}, [
            (tap(t("ButtonShutdown")), True, [send("POST", "/System/Shutdown")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*item_screens(t), *editor_screens(t), *delete_screens(t), *settings_screens(t),
            *user_admin_screens(t), *server_screens(t)]  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{**action, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for action, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"jellyfin {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip
