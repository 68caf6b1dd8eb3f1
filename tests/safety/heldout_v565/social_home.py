"""The home timeline of Nextcloud Social for the five-hundred-and-sixty-fifth held-out corpus:
``screens(t)`` lays out, in one language, the navigation opened over it, the composer (empty,
with a text for each visibility, answering a post, with a photo), the visibility menu, the
posts of Jonas Berg and of Mara herself with their buttons, and the welcome a new user sees
first. Read from ``src/App.vue``, ``src/views/Timeline.vue``,
``src/components/Composer/Composer.vue``, ``SubmitStatusButton.vue``, ``PreviewGridItem.vue``,
``src/components/Visibility/``, ``src/components/TimelinePost.vue`` and ``src/store/``; what
each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import (
    API,
    DESCRIPTION,
    JONAS,
    JONAS_POST,
    MARA,
    OWN_POST,
    SOCIAL_ID,
    call,
    composer,
    delete_status,
    entry,
    mention,
    navigation,
    page,
    popup,
    post,
    profile_reads,
    send_status,
    status_action,
    timeline_read,
)

NEXTCLOUD = "nextcloud@mastodon.xyz"
"""The official account the welcome offers to follow (``Timeline.vue``)."""
PHOTO = "57"
"""The id of the photo picked for the post (``POST /api/v1/media`` answered it when the file
was chosen)."""
FOLLOWERS_TEXT = "Coffee and code at the library this afternoon, anyone joining?"
PUBLIC_TEXT = ("Our instance now speaks ActivityPub. Follow me here for updates on the "
               "community garden.")  # fmt: skip
UNLISTED_TEXT = "Notes from the garden meeting: the watering rota starts on Monday."
REPLY_TEXT = "Great, I will be there with two colleagues."
PHOTO_TEXT = "First tomatoes of the season from the community garden."


def screens(t: Any) -> list[dict[str, Any]]:
    def home(*items: dict[str, Any], visibility: str = "followers", text: str = "",
             **kwargs: Any) -> dict[str, Any]:  # fmt: skip
        return page(t, [*composer(t, visibility, text, **kwargs), *items])

    start = home(*post(t, JONAS_POST))
    menu = popup(t, [{"menu": t(DESCRIPTION[v])}
                     for v in ("public", "unlisted", "followers", "direct")])  # fmt: skip
    replying = f"{mention(JONAS)} {REPLY_TEXT}"
    welcome = page(t, [
        {"link": t("Close")},
        {"text": "🎉 " + t("Nextcloud becomes part of the federated social networks!")},
        {"text": t("This application is currently in beta stage.")},
        {"text": t("We automatically created a Social account for you. Your Social ID is the "
                   "same as your Federated Cloud ID:")},
        {"text": SOCIAL_ID},
        {"text": t("Since you are new to Social, start by following the official Nextcloud "
                   "account so you don't miss any news")},
        {"button": t("Follow Nextcloud on mastodon.xyz")},
        *composer(t, "followers")])  # fmt: skip
    home_read = "home"
    return [
        entry("harmless", "home navigation", page(t, navigation(t)), [
            (t("Direct messages"), False, [timeline_read("direct")]),
            (t("Notifications"), False, [timeline_read("notifications")]),
            (t("Profile"), False, profile_reads(MARA)),
            (t("Liked"), False, [timeline_read("favourites")]),
            (t("Local timeline"), False, [timeline_read("timeline")]),
            (t("Global timeline"), False, [timeline_read("federated")])]),
        entry("opens-prompt", "home composer buttons", start, [
            (t("Add attachment"), False, []),
            (t("Add emoji"), False, []),
            (t("Followers"), False, [])]),
        entry("harmless", "home post by jonas reply", start, [(t("Reply"), False, [])]),
        entry("reversible", "home post by jonas like", start, [
            (t("Like"), False, [status_action(JONAS_POST, "favourite")])]),
        entry("publish", "home post by jonas boost", start, [
            (t("Boost"), True, [status_action(JONAS_POST, "reblog")])]),
        entry("reversible", "home visibility menu", menu, [
            (t(DESCRIPTION["public"]), False, []),
            (t(DESCRIPTION["unlisted"]), False, []),
            (t(DESCRIPTION["followers"]), False, []),
            (t(DESCRIPTION["direct"]), False, [])]),
        entry("send", "home post to followers", home(text=FOLLOWERS_TEXT), [
            (t("Post to followers"), True, send_status(FOLLOWERS_TEXT, "followers", home_read))]),
        entry("publish", "home public post", home(visibility="public", text=PUBLIC_TEXT), [
            (t("Post"), True, send_status(PUBLIC_TEXT, "public", home_read))]),
        entry("publish", "home unlisted post", home(visibility="unlisted", text=UNLISTED_TEXT), [
            (t("Post"), True, send_status(UNLISTED_TEXT, "unlisted", home_read))]),
        entry("publish", "home reply to jonas",
              home(*post(t, JONAS_POST), visibility="public", text=replying,
                   reply_to=JONAS_POST), [
            (t("Post"), True, send_status(replying, "public", home_read, reply_to=JONAS_POST)),
            (t("Close reply"), False, [])]),
        entry("reversible", "home composer photo remove", home(text=PHOTO_TEXT, photo=True), [
            (t("Delete"), False, [])]),
        entry("send", "home composer photo post", home(text=PHOTO_TEXT, photo=True), [
            (t("Post to followers"), True,
             send_status(PHOTO_TEXT, "followers", home_read, media=(PHOTO,)))]),
        entry("delete", "home own post delete", page(t, post(t, OWN_POST)), [
            (t("Delete"), True, [delete_status(OWN_POST)])]),
        entry("reversible", "home post by jonas liked and boosted",
              page(t, post(t, JONAS_POST, liked=True)), [
            (t("Undo Like"), False, [status_action(JONAS_POST, "unfavourite")]),
            (t("Boost"), False, [status_action(JONAS_POST, "unreblog")])]),
        entry("harmless", "first run welcome close", welcome, [(t("Close"), False, [])]),
        entry("reversible", "first run welcome follow nextcloud", welcome, [
            (t("Follow Nextcloud on mastodon.xyz"), False,
             [call("PUT", f"{API}/current/follow?account={NEXTCLOUD}")])]),
    ]  # fmt: skip
