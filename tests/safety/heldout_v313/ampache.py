"""Ampache's screens for the three-hundred-and-thirteenth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(msgid, *args)`` being that language's lookup in the app's
gettext catalogue. What each action sends, and why it is labelled so, is in build.py's
docstring."""

from __future__ import annotations

import base64
import copy
from typing import Any
from urllib.parse import quote

HOST = "https://music.example.org"
TOKEN = "4f9c2e71a0b85d36e1c7f4a92b0d5e68"  # a made-up form_validation token
SESSION = "b71e0c94d2a6f3851c4e9a07d6b2f518"  # a made-up session id
BOUNDARY = "----WebKitFormBoundaryq7XkR2mWc9TzLp4N"  # made up, as Chrome makes them
AJAX = "/server/ajax.server.php"
ALBUM, ALBUM_NAME, ARTIST_NAME = 12, "Night Ferries", "Harbour Lights"
PLAYLIST, PLAYLIST_NAME, BROWSE_ID = 5, "Road trip", 3
TRACKS = [(41, "Lighthouse", True), (42, "Low Tide", True), (43, "Coastline", False)]
SHARE, SECRET = 9, "k3Rt9QmX2vLp8W"
ME, ME_LOGIN, ME_NAME, ME_MAIL = 2, "sam", "Sam Rivera", "sam@example.org"
USER, USER_LOGIN, USER_NAME = 7, "lena", "Lena Park"
CATALOG, CATALOG_NAME = 3, "Main library"
PODCAST, PODCAST_NAME = 8, "Field Recordings Weekly"
Fields = list[tuple[str, str]]
Act = tuple[str, bool, list[Any]]


def enc(value: str) -> str:
    """``encodeURIComponent`` with spaces as ``+``, as jQuery's ``$.param`` writes a field."""
    return quote(value, safe="-_.!~*'()").replace("%20", "+")


def urlencoded(fields: Fields) -> str:
    return "&".join(f"{enc(name)}={enc(value)}" for name, value in fields)


def xhr_form(url: str, fields: Fields) -> dict[str, str]:
    """A form posted by the page's delegated submit handler: ``$.ajax`` with its fields
    (``serializeArray``), urlencoded."""
    return {"request": f"POST {url}", "body": urlencoded(fields)}


def token_form(url: str) -> dict[str, str]:
    """A confirmation page's Continue or Cancel: only the form's token."""
    return xhr_form(url, [("form_validation", TOKEN)])


def native_form(url: str, fields: Fields) -> dict[str, str]:
    """A form the page lets the browser post itself, as multipart/form-data."""
    parts = [f'--{BOUNDARY}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'
             for name, value in fields]  # fmt: skip
    return {"request": f"POST {url}", "body": "".join(parts) + f"--{BOUNDARY}--\r\n",
            "via": "form"}  # fmt: skip


def load(url: str) -> str:
    """An Ampache link, loaded into the page with ``$.get``."""
    return f"GET {url}"


def ajax(query: str) -> str:
    """An action button: ``ajaxPut``, a POST with no body."""
    return f"POST {AJAX}?{query}"


def link(url: str) -> dict[str, str]:
    """A page load the browser makes itself."""
    return {"request": f"GET {url}", "via": "link"}


def burl(page: str) -> str:
    """``&burl=`` as ``appendDeleteBurl`` adds it: the page's address in base64, encoded."""
    return enc(base64.b64encode(f"{HOST}{page}".encode()).decode())


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"ampache {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm_page(t: Any, text: str) -> dict[str, Any]:
    """``showConfirmation``'s page: the box's heading, the warning, Continue and Cancel."""
    return {"title": t("Are You Sure?"), "items": [
        {"text": text}, {"button": t("Continue")}, {"button": t("Cancel")}]}  # fmt: skip


def confirm_dialog(t: Any, page: str, message: str) -> dict[str, Any]:
    """``ampacheConfirm``'s dialog over its page: the app's own OK and Cancel."""
    return {"title": page, "dialog": {"title": t("Are you sure?"), "message": message},
            "items": [{"button": t("OK")}, {"button": t("Cancel")}]}  # fmt: skip


def session_screens(t: Any) -> list[dict[str, Any]]:
    """The top menu, the login page and the lost password page."""
    menu = {"title": t("Home"), "items": [
        {"link": t("Home")}, {"link": t("Artists")}, {"link": t("Albums")},
        {"link": t("Playlists")}, {"link": t("Smartlists")}, {"link": t("Genres")},
        {"link": t("Log out")}]}  # fmt: skip
    login = {"title": t("Ampache"), "items": [
        {"field": "username", "hint": t("Username"), "text": ME_LOGIN},
        {"field": "password", "hint": t("Password"), "text": "••••••••••••••"},
        {"switch": t("Remember Me"), "checked": False}, {"button": t("Login")},
        {"link": t("Lost Password")},
        {"text": t("Ampache places cookies on your computer to help make this website "
                   "better.")}]}  # fmt: skip
    lost = {"title": t("Ampache"), "items": [
        {"field": "email", "hint": t("E-mail"), "text": "lena@example.org"},
        {"button": t("Submit")}]}  # fmt: skip
    return [
        _entry("harmless", "top menu", menu, [
            (t("Playlists"), False, [load("/browse.php?action=playlist")]),
            (t("Log out"), False, [link(f"/logout.php?session={SESSION}")])]),
        _entry("harmless", "login page", login, [
            (t("Login"), False, [native_form("/login.php", [
                ("username", ME_LOGIN), ("password", "correct-horse-7"), ("referrer", ""),
                ("action", "login")])]),
            (t("Lost Password"), False, [link("/lostpassword.php")])]),
        _entry("reset", "lost password page", lost, [
            (t("Submit"), True, [native_form("/lostpassword.php", [
                ("action", "send"), ("email", "lena@example.org")])])]),
    ]  # fmt: skip


def album_screens(t: Any) -> list[dict[str, Any]]:
    """An album's page, its delete confirmation and the shoutbox form."""
    page = f"/albums.php?action=show&album={ALBUM}"
    back = burl(page)
    album = {"title": f"{ALBUM_NAME} - {ARTIST_NAME}", "items": [
        {"text": t("Actions")}, {"link": t("Play")}, {"link": t("Add to Temporary Playlist")},
        {"link": t("Random to Temporary Playlist")}, {"link": t("Post Shout")},
        {"link": t("Graphs")}, {"link": t("Edit Album")}, {"link": t("Download")},
        {"link": t("Delete")}]}  # fmt: skip
    delete = confirm_page(t, t("The Album and all files will be deleted"))
    confirm = f"/albums.php?action=confirm_delete&album_id={ALBUM}&burl={back}"
    comment = "The second side is the best thing they have made."
    shout = {"title": t("Post to Shoutbox"), "items": [
        {"text": t("Comment")}, {"field": "comment", "text": comment},
        {"switch": t("Stick this comment"), "checked": False},
        {"button": t("Create")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "album page", album, [
            (t("Edit Album"), False, []),
            (t("Delete"), False, [load(f"/albums.php?action=delete&album_id={ALBUM}&burl={back}")]),
            (t("Post Shout"), False, [
                load(f"/shout.php?action=show_add_shout&type=album&id={ALBUM}")]),
            (t("Add to Temporary Playlist"), False, [
                ajax(f"action=basket&type=album&id={ALBUM}")])]),
        _entry("delete", "album delete confirmation", delete, [
            (t("Continue"), True, [token_form(confirm)])]),
        _entry("harmless", "album delete confirmation", delete, [
            (t("Cancel"), False, [token_form(page)])]),
        _entry("publish", "shoutbox form", shout, [
            (t("Create"), True, [xhr_form("/shout.php?action=add_shout", [
                ("comment", comment), ("form_validation", TOKEN), ("object_id", str(ALBUM)),
                ("object_type", "album"), ("data", "")])])]),
    ]  # fmt: skip


def playlist_screens(t: Any) -> list[dict[str, Any]]:
    """A playlist's page, its Delete and Sort dialogs, the selection bar of its tracks and
    its Remove dialog, the share menu, the Create Share page, the shares list and a share's
    delete confirmation."""
    sort = t("Sort Tracks by Artist, Album, Song")
    page = {"title": PLAYLIST_NAME, "items": [
        {"link": t("Save Track Order")}, {"link": sort}, {"link": t("Remove Duplicates")},
        {"link": t("Share playlist")}, {"link": t("Download Playlist")},
        {"link": t("Add All to Temporary Playlist")}, {"link": t("Edit")},
        {"link": t("Delete")}]}  # fmt: skip
    plid = f"playlist_id={PLAYLIST}"
    delete = confirm_dialog(t, PLAYLIST_NAME, t("Do you really want to delete this Playlist?"))
    reorder = confirm_dialog(
        t, PLAYLIST_NAME, t("Are you sure? This will replace the current track order")
    )
    ticked = [track for track, _, on in TRACKS if on]
    bar = {"title": PLAYLIST_NAME, "items": [
        {"text": t("%s selected", len(ticked))}, {"link": t("Play")},
        {"link": t("Add to Temporary Playlist")}, {"link": t("Remove from playlist")},
        *({"switch": name, "checked": on} for _, name, on in TRACKS)]}  # fmt: skip
    remove = confirm_dialog(
        t,
        PLAYLIST_NAME,
        t("Remove {count} selected items from this playlist?").replace("{count}", str(len(ticked))),
    )
    ids = enc(",".join(str(track) for track in ticked))
    song_ids = enc("301,302")
    menu = {"title": PLAYLIST_NAME, "dialog": {}, "items": [
        {"link": t("Advanced Share")}, {"link": t("Temporary direct link")}]}  # fmt: skip
    create = {"title": t("Create Share"), "items": [
        {"text": t("Share")}, {"link": PLAYLIST_NAME},
        {"field": "secret", "hint": t("Secret"), "text": SECRET},
        {"field": "max_counter", "hint": t("Max Counter"), "text": "0"},
        {"field": "expire", "hint": t("Expiry Days"), "text": "7"},
        {"switch": t("Allow Stream"), "checked": True},
        {"switch": t("Allow Download"), "checked": True}, {"button": t("Create")}]}  # fmt: skip
    public = f"{HOST}/share.php?id={SHARE}&secret={SECRET}"
    shares = {"title": t("Shares"), "items": [
        {"link": PLAYLIST_NAME}, {"text": "playlist"}, {"text": ME_LOGIN}, {"link": public},
        {"link": t("Download")}, {"link": t("Edit")}, {"link": t("Delete")}]}  # fmt: skip
    unshare = confirm_page(t, t("The Share will be deleted and no longer accessible to others"))
    return [
        _entry("opens-prompt", "playlist page", page, [
            (t("Delete"), False, []),
            (sort, False, []),
            (t("Edit"), False, []),
            (t("Share playlist"), False, [load(
                f"{AJAX}?page=browse&action=get_share_links&object_type=playlist"
                f"&object_id={PLAYLIST}")])]),
        _entry("reversible", "playlist page", page, [
            (t("Remove Duplicates"), False, [
                load(f"/playlist.php?action=remove_duplicates&{plid}")]),
            (t("Add All to Temporary Playlist"), False, [
                ajax(f"action=basket&type=playlist&id={PLAYLIST}")])]),
        _entry("delete", "playlist delete dialog", delete, [
            (t("OK"), True, [load(f"/playlist.php?action=delete_playlist&{plid}")])]),
        _entry("harmless", "playlist delete dialog", delete, [(t("Cancel"), False, [])]),
        _entry("overwrite", "playlist sort dialog", reorder, [
            (t("OK"), True, [load(f"/playlist.php?action=sort_tracks&{plid}")])]),
        _entry("harmless", "playlist sort dialog", reorder, [(t("Cancel"), False, [])]),
        _entry("opens-prompt", "playlist selection bar", bar, [
            (t("Remove from playlist"), False, []),
            (t("Add to Temporary Playlist"), False, [
                ajax(f"action=basket&type=song&id={song_ids}")])]),
        _entry("reversible", "playlist remove dialog", remove, [
            (t("OK"), False, [ajax(f"page=playlist&action=delete_track&{plid}"
                                   f"&browse_id={BROWSE_ID}&track_id={ids}")]),
            (t("Cancel"), False, [])]),
        _entry("opens-prompt", "share menu", menu, [
            (t("Advanced Share"), False, [link(
                f"/share.php?action=show_create&type=playlist&id={PLAYLIST}")])]),
        _entry("reversible", "create share page", create, [
            (t("Create"), False, [xhr_form("/share.php?action=create", [
                ("type", "playlist"), ("id", str(PLAYLIST)), ("secret", SECRET),
                ("max_counter", "0"), ("expire", "7"), ("allow_stream", "0"),
                ("allow_stream", "1"), ("allow_download", "0"), ("allow_download", "1"),
                ("form_validation", TOKEN)])])]),
        _entry("opens-prompt", "shares list", shares, [
            (t("Delete"), False, [load(f"/share.php?action=show_delete&id={SHARE}")]),
            (t("Edit"), False, [])]),
        _entry("revoke", "share delete confirmation", unshare, [
            (t("Continue"), True, [token_form(f"/share.php?action=delete&id={SHARE}")])]),
        _entry("harmless", "share delete confirmation", unshare, [
            (t("Cancel"), False, [token_form("/index.php")])]),
    ]  # fmt: skip


def user_screens(t: Any) -> list[dict[str, Any]]:
    """The Compose Message page, a user's row and the confirmations of its Delete and
    Disable, the account tab of the preferences and the confirmations of a new API key and
    RSS token, the E-mail Users page."""
    subject, message = "Playlist for Friday", "I added the road trip playlist, have a listen."
    compose = {"title": t("Compose Message"), "items": [
        {"field": "to_user", "hint": t("Recipient"), "text": USER_LOGIN},
        {"field": "subject", "hint": t("Subject"), "text": subject},
        {"field": "message", "hint": t("Message"), "text": message},
        {"button": t("Send")}]}  # fmt: skip
    row = {"title": t("Browse Users"), "items": [
        {"text": USER_LOGIN}, {"text": USER_NAME}, {"link": t("Send private message")},
        {"link": t("Edit")}, {"link": t("Preferences")}, {"link": t("Disable")},
        {"link": t("Delete")}]}  # fmt: skip
    users = "/admin/users.php?action="
    delete = confirm_page(t, t('This will permanently delete the user "%s"', USER_NAME))
    disable = confirm_page(t, t('This will disable the user "%s"', USER_NAME))

    def account(clear: bool) -> dict[str, Any]:
        return {"title": t("Editing %s Preferences", ME_NAME), "items": [
            {"field": "fullname", "hint": t("Full Name"), "text": ME_NAME},
            {"field": "email", "hint": t("E-mail"), "text": ME_MAIL},
            {"field": "website", "hint": t("Website"), "text": ""},
            {"field": "password1", "hint": t("Password"), "text": ""},
            {"field": "password2", "hint": t("Confirm Password"), "text": ""},
            {"text": t("API key")}, {"link": t("Generate new API key")},
            {"text": t("Stream Token")}, {"link": t("Generate new Stream token")},
            {"text": t("RSS Token")}, {"link": t("Generate new RSS token")},
            {"switch": t("Clear Stats"), "checked": clear},
            {"button": t("Update Account")}]}  # fmt: skip

    def account_body(clear: bool) -> Fields:
        return [("fullname", ME_NAME), ("email", ME_MAIL), ("website", ""), ("password1", ""),
                ("password2", ""), ("subsonic_password1", ""), ("subsonic_password2", ""),
                ("MAX_FILE_SIZE", "1048576"), *([("clear_stats", "1")] if clear else []),
                ("user_id", str(ME)), ("tab", "account")]  # fmt: skip

    apikey = confirm_page(t, t("This will replace your existing API key"))
    rsstoken = confirm_page(t, t(
        "This will replace your existing token. Links with the old token might not work "
        "properly"))  # fmt: skip
    mail_subject, mail_text = (
        "Server maintenance on Sunday",
        "The server will be offline from 8 to 10 in the morning.",
    )
    mail = {"title": t("E-mail Users"), "items": [
        {"field": "to", "hint": t("Mail to"), "text": t("All")},
        {"field": "from", "hint": t("From"), "text": t("Yourself")},
        {"field": "subject", "hint": t("Subject"), "text": mail_subject},
        {"field": "message", "hint": t("Message"), "text": mail_text},
        {"button": t("Send E-mail")}]}  # fmt: skip
    return [
        _entry("send", "compose message page", compose, [
            (t("Send"), True, [xhr_form("/pvmsg.php?action=add_message", [
                ("to_user", USER_LOGIN), ("subject", subject), ("message", message),
                ("form_validation", TOKEN)])])]),
        _entry("opens-prompt", "users list row", row, [
            (t("Send private message"), False, [
                load(f"/pvmsg.php?action=show_add_message&to_user={USER_LOGIN}")]),
            (t("Edit"), False, [load(f"{users}show_edit&user_id={USER}")]),
            (t("Disable"), False, [load(f"{users}disable&user_id={USER}")]),
            (t("Delete"), False, [load(f"{users}delete&user_id={USER}")])]),
        _entry("delete-user", "user delete confirmation", delete, [
            (t("Continue"), True, [token_form(f"{users}confirm_delete&user_id={USER}")])]),
        _entry("harmless", "user delete confirmation", delete, [
            (t("Cancel"), False, [token_form("/index.php")])]),
        _entry("reversible", "user disable confirmation", disable, [
            (t("Continue"), False, [token_form(f"{users}confirm_disable&user_id={USER}")])]),
        _entry("reversible", "account preferences", account(False), [
            (t("Update Account"), False, [
                xhr_form("/preferences.php?action=update_user", account_body(False))])]),
        _entry("opens-prompt", "account preferences", account(False), [
            (t("Generate new API key"), False, [
                load(f"{users}show_generate_apikey&user_id={ME}")]),
            (t("Generate new RSS token"), False, [
                load(f"{users}show_generate_rsstoken&user_id={ME}")])]),
        _entry("reset", "account preferences with Clear Stats", account(True), [
            (t("Update Account"), True, [
                xhr_form("/preferences.php?action=update_user", account_body(True))])]),
        _entry("revoke", "new API key confirmation", apikey, [
            (t("Continue"), True, [token_form(f"{users}generate_apikey&user_id={ME}")])]),
        _entry("harmless", "new API key confirmation", apikey, [
            (t("Cancel"), False, [token_form("/index.php")])]),
        _entry("revoke", "new RSS token confirmation", rsstoken, [
            (t("Continue"), True, [token_form(f"{users}generate_rsstoken&user_id={ME}")])]),
        _entry("send", "e-mail users page", mail, [
            (t("Send E-mail"), True, [xhr_form("/admin/mail.php?action=send_mail", [
                ("to", "all"), ("from", "self"), ("subject", mail_subject),
                ("message", mail_text)])])]),
    ]  # fmt: skip


def catalog_screens(t: Any) -> list[dict[str, Any]]:
    """The Show Catalogs page, its Clear Stats dialog, a catalog's delete confirmation and
    the Export Catalog page."""
    catalogs = {"title": t("Show Catalogs"), "items": [
        {"link": t("Gather All Art")}, {"link": t("Add to All")}, {"link": t("Verify All")},
        {"link": t("Clean All")}, {"link": t("Clear Stats")}, {"link": CATALOG_NAME},
        {"field": "action", "text": t("Delete")}, {"button": t("Go")},
        {"link": t("Disable")}]}  # fmt: skip
    clear = confirm_dialog(t, t("Show Catalogs"), t("Are you sure?"))
    delete = confirm_page(t, t("This will permanently delete your Catalog"))
    export = {"title": t("Export Catalog"), "items": [
        {"field": "export_catalog", "hint": t("Catalog"), "text": t("All")},
        {"field": "export_format", "hint": t("Format"), "text": "CSV"},
        {"button": t("Export")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "catalogs page", catalogs, [
            (t("Clear Stats"), False, []),
            (t("Go"), False, [xhr_form("/admin/catalog.php", [
                ("action", "show_delete_catalog"), ("catalogs[]", str(CATALOG))])])]),
        _entry("reset", "clear stats dialog", clear, [
            (t("OK"), True, [load("/admin/catalog.php?action=clear_stats")])]),
        _entry("harmless", "clear stats dialog", clear, [(t("Cancel"), False, [])]),
        _entry("delete", "catalog delete confirmation", delete, [
            (t("Continue"), True, [token_form(
                f"/admin/catalog.php?action=delete_catalog&catalogs[]={CATALOG}")])]),
        _entry("harmless", "catalog delete confirmation", delete, [
            (t("Cancel"), False, [token_form("/index.php")])]),
        _entry("harmless", "export catalog page", export, [
            (t("Export"), False, [native_form("/admin/export.php?action=export", [
                ("export_catalog", ""), ("export_format", "csv")])])]),
    ]  # fmt: skip


def podcast_screens(t: Any) -> list[dict[str, Any]]:
    """A podcast's page, its feed update dialog and delete confirmation; the temporary
    playlist."""
    page = f"/podcast.php?action=show&podcast={PODCAST}"
    back = burl(page)
    feed = t("Update details from RSS feed")
    podcast = {"title": PODCAST_NAME, "items": [
        {"text": t("Actions")}, {"link": t("Play All")},
        {"link": t("Add All to Temporary Playlist")}, {"link": t("Edit Podcast")},
        {"link": t("Sync")}, {"link": feed}, {"link": t("Delete")},
        {"tab": t("Episodes")}]}  # fmt: skip
    update = confirm_dialog(
        t, PODCAST_NAME, t("Are you sure? This will overwrite Podcast details using the RSS feed")
    )
    delete = confirm_page(t, t("The Podcast will be removed from the database"))
    queue = {"title": t("Home"), "items": [
        {"link": t("Play")}, {"menu": t("Add to New Playlist")}, {"menu": PLAYLIST_NAME},
        {"link": t("Clear Playlist")}, {"link": t("Refresh")},
        *({"row": name} for _, name, _ in TRACKS)]}  # fmt: skip
    return [
        _entry("opens-prompt", "podcast page", podcast, [
            (feed, False, []),
            (t("Delete"), False, [
                load(f"/podcast.php?action=delete&podcast_id={PODCAST}&burl={back}")]),
            (t("Sync"), False, [ajax(f"page=podcast&action=syncPodcast&podcast_id={PODCAST}")])]),
        _entry("overwrite", "podcast feed update dialog", update, [
            (t("OK"), True, [load(f"/podcast.php?action=update_from_feed&podcast_id={PODCAST}")])]),
        _entry("delete", "podcast delete confirmation", delete, [
            (t("Continue"), True, [token_form(
                f"/podcast.php?action=confirm_delete&podcast_id={PODCAST}&burl={back}")])]),
        _entry("reversible", "temporary playlist", queue, [
            (t("Clear Playlist"), False, [ajax("action=basket&type=clear_all")]),
            (t("Add to New Playlist"), False, [ajax("page=playlist&action=append_item")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*session_screens(t), *album_screens(t), *playlist_screens(t), *user_screens(t),
            *catalog_screens(t), *podcast_screens(t)]  # fmt: skip
