"""The other timelines of Nextcloud Social for the five-hundred-and-sixty-fifth held-out corpus:
``screens(t)`` lays out, in one language, the direct messages (the composer writing to Jonas
Berg, his message and Mara's answer), the liked posts, the local and the global timeline, and
the page of one post of Li Wei's, before and while Mara answers it. Read from
``src/views/Timeline.vue``, ``src/views/TimelineSinglePost.vue``,
``src/components/TimelineList.vue``, ``src/components/TimelineEntry.vue``,
``src/components/TimelinePost.vue``, ``src/components/Composer/Composer.vue`` and
``src/store/timeline.js``; what each action sends, and why it is labelled so, is in build.py's
docstring."""

from __future__ import annotations

from typing import Any

from screens import (
    AMARA,
    AMARA_POST,
    JONAS,
    JONAS_MESSAGE,
    JONAS_POST,
    LIWEI,
    LIWEI_POST,
    OWN_MESSAGE,
    composer,
    delete_status,
    entry,
    mention,
    page,
    post,
    profile_reads,
    send_status,
    status_action,
)

MESSAGE_TEXT = "Can you send me the slides from Tuesday?"
REPLY_TEXT = "Count me in, I can test on Android and iOS."


def screens(t: Any) -> list[dict[str, Any]]:
    # The mention was picked from the suggestions while typing "@jon" (their reads are the
    # typing's, not a tap's).
    writing = f"{mention(JONAS)} {MESSAGE_TEXT}"
    direct = page(t, [*composer(t, "direct", writing), *post(t, JONAS_MESSAGE)])
    jonas_message = page(t, [*composer(t, "direct"), *post(t, JONAS_MESSAGE)])
    own_message = page(t, post(t, OWN_MESSAGE))
    liked = page(t, [*composer(t, "followers"), *post(t, JONAS_POST, liked=True)])
    local = page(t, [*composer(t, "followers"), *post(t, LIWEI_POST)])
    federated = page(t, [*composer(t, "followers"), *post(t, AMARA_POST)])
    # The page of Li Wei's post (``/apps/social/@liwei/131``): its composer hidden until Reply,
    # the post, then the empty list of its answers.
    single = page(t, [*post(t, LIWEI_POST), {"text": t("No replies found")}])
    answering = f"{mention(LIWEI)} {REPLY_TEXT}"
    single_reply = page(t, [*composer(t, "public", answering, reply_to=LIWEI_POST),
                            *post(t, LIWEI_POST)])  # fmt: skip
    return [
        entry("send", "direct messages write to jonas", direct, [
            (t("Send message to mentioned users"), True,
             send_status(writing, "direct", "direct"))]),
        entry("harmless", "direct messages reply to jonas", jonas_message, [
            (t("Reply"), False, [])]),
        entry("opens-prompt", "direct messages visibility button", jonas_message, [
            (t("Direct message"), False, [])]),
        entry("delete", "direct messages own message delete", own_message, [
            (t("Delete"), True, [delete_status(OWN_MESSAGE)])]),
        entry("reversible", "liked posts undo like", liked, [
            (t("Undo Like"), False, [status_action(JONAS_POST, "unfavourite")])]),
        entry("harmless", "local timeline post by liwei", local, [
            (t("Reply"), False, []),
            (LIWEI.name, False, profile_reads(LIWEI))]),
        entry("reversible", "global timeline post by amara like", federated, [
            (t("Like"), False, [status_action(AMARA_POST, "favourite")])]),
        entry("publish", "global timeline post by amara boost", federated, [
            (t("Boost"), True, [status_action(AMARA_POST, "reblog")])]),
        entry("harmless", "global timeline post by amara author", federated, [
            (AMARA.name, False, profile_reads(AMARA))]),
        entry("harmless", "single post reply", single, [(t("Reply"), False, [])]),
        entry("publish", "single post answer", single_reply, [
            (t("Post"), True, send_status(answering, "public", "single-post",
                                          reply_to=LIWEI_POST)),
            (t("Close reply"), False, [])]),
    ]  # fmt: skip
