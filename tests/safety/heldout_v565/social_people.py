"""The profiles and notifications of Nextcloud Social for the five-hundred-and-sixty-fifth
held-out corpus: ``screens(t)`` lays out, in one language, the profile of Jonas Berg (an account
of another server) before and after Mara follows him, the profile of Li Wei (an account of the
instance) with its composer, which writes to her directly, and her post, Mara's own profile with
her first post, and the notifications page. Read from ``src/views/Profile.vue``,
``src/views/ProfileTimeline.vue``, ``src/components/ProfileInfo.vue``,
``src/components/FollowButton.vue``, ``src/components/UserEntry.vue``,
``src/components/TimelineEntry.vue``, ``src/services/notifications.js``,
``src/mixins/accountMixins.js`` and ``src/store/account.js``; what each action sends, and why it
is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import (
    FIRST_POST,
    JONAS,
    LIWEI,
    LIWEI_POST,
    OWN_POST,
    Person,
    composer,
    delete_status,
    entry,
    follow,
    link,
    mention,
    page,
    post,
    profile_reads,
    send_status,
    status_action,
)

COUNTS = {"jonas": (412, 87, 265), "liwei": (23, 41, 58)}
"""Posts, following and followers, as each profile shows them."""
NOTES = {"jonas": "Organiser of the Hamburg Nextcloud meetup.",
         "liwei": "Designer on the photo team."}  # fmt: skip
MESSAGE_TEXT = "Are you free to pair on the photo sharing tests on Wednesday?"


def screens(t: Any) -> list[dict[str, Any]]:
    def profile(person: Person, button: str | None) -> list[dict[str, Any]]:
        """``ProfileInfo.vue``: the name, the three counts (router links on a local account's
        profile; a remote one's are disabled, and shown as text), the account's link, its note
        and the follow button in its state (``None``: none)."""
        posts, following, followers = COUNTS[person.username]
        kind = "link" if person.local else "text"
        items: list[dict[str, Any]] = [
            {"text": person.name},
            {kind: f"{posts} {t('posts')}"},
            {kind: f"{following} {t('following')}"},
            {kind: f"{followers} {t('followers')}"},
            {"link": f"@{person.acct}"},
            {"text": NOTES[person.username]},
        ]
        if button is not None:
            items.append({"button": t(button)})
        return items

    jonas = page(t, profile(JONAS, "Follow"))
    jonas_following = page(t, profile(JONAS, "Following"))
    # A tap on Following (on a phone, the hover the button's CSS waits for) shows Unfollow in
    # its place.
    jonas_unfollow = page(t, profile(JONAS, "Unfollow"))
    liwei = page(t, profile(LIWEI, "Following"))
    writing = f"{mention(LIWEI)} {MESSAGE_TEXT}"
    liwei_composer = page(t, composer(t, "direct", writing))
    liwei_post = page(t, post(t, LIWEI_POST))
    own_post = page(t, post(t, FIRST_POST))
    notifications = page(t, [
        {"text": t("Notifications")},
        {"text": t("{account} liked your post", {"account": JONAS.acct})},
        *post(t, OWN_POST, actions=False),
        {"text": t("{account} started to follow you", {"account": LIWEI.acct})},
        {"link": LIWEI.name}, {"text": LIWEI.acct}, {"text": NOTES["liwei"]}])  # fmt: skip
    return [
        entry("reversible", "profile jonas follow", jonas, [
            (t("Follow"), False, [follow(JONAS)])]),
        entry("harmless", "profile jonas account link", jonas, [
            (f"@{JONAS.acct}", False, [link(JONAS.url)])]),
        entry("harmless", "profile jonas following", jonas_following, [
            (t("Following"), False, [])]),
        entry("reversible", "profile jonas unfollow", jonas_unfollow, [
            (t("Unfollow"), False, [follow(JONAS, "DELETE")])]),
        entry("harmless", "profile liwei account link", liwei, [
            (f"@{LIWEI.acct}", False, [link(LIWEI.url)])]),
        entry("send", "profile liwei direct message", liwei_composer, [
            (t("Send message to mentioned users"), True,
             send_status(writing, "direct", "account", tag=LIWEI.username))]),
        entry("publish", "profile liwei post boost", liwei_post, [
            (t("Boost"), True, [status_action(LIWEI_POST, "reblog")])]),
        entry("reversible", "profile liwei post like", liwei_post, [
            (t("Like"), False, [status_action(LIWEI_POST, "favourite")])]),
        entry("delete", "own profile first post delete", own_post, [
            (t("Delete"), True, [delete_status(FIRST_POST)])]),
        entry("harmless", "notifications", notifications, [
            (LIWEI.name, False, profile_reads(LIWEI))]),
    ]  # fmt: skip
