"""Moshidon's posts (``org.joinmastodon.android.moshinda``, a Mastodon client): a post's
footer, its menu for one's own post and for another's, the confirmations those open, and a
poll. Strings from ``mastodon/src/main/res/values*/strings*.xml``; the names, accounts,
posts and poll options are the same in every language.

Read from the code (``mastodon/src/main/java/org/joinmastodon/android``):
``ui/displayitems/FooterStatusDisplayItem.java`` (the footer's Reply, Boost, Favorite,
Bookmark and Share, each a ``FrameLayout`` that reports itself as a button with those words;
Reply opens the composer, Boost calls ``setReblogged`` at once, since "Ask before boosting"
is off by default, Bookmark calls ``setBookmarked``, Share opens the system's share sheet);
``ui/displayitems/HeaderStatusDisplayItem.java`` (the header's ``more`` button, "More
options", and the ``post.xml`` menu it opens: for one's own post Edit, Delete, "Delete and
re-draft", "Pin to profile", "Mute conversation", "Copy link to post" and "Open in
browser"; for another's, once the relationship is loaded and one does not follow them,
"Follow @x", "Mute @x", "Block @x", "Report @x", the link and the browser; Delete and Pin
open ``UiUtils.confirmDeletePost`` and ``confirmPinPost``, "Delete and re-draft" loads the
post's source and opens the same confirmation for a redraft, Follow calls
``performAccountAction``, which follows at once, Mute and Block open their sheets, Report
opens the report's first page); ``ui/utils/UiUtils.java`` (``showConfirmationAlert``: the
title, the message, Cancel and the confirming button; ``confirmDeletePost`` sends
``DeleteStatus``, ``DELETE /api/v1/statuses/:id``, with or without the redraft, which then
opens the composer with the deleted post's text; ``confirmPinPost`` sends
``SetStatusPinned``); ``ui/displayitems/PollFooterStatusDisplayItem.java`` and
``fragments/BaseStatusListFragment.java`` (an option's row only selects it; Vote sends
``submitPollVote``, ``POST /api/v1/polls/:id/votes``, which the server does not let one take
back; "Show results" only shows the counts).
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, entry, menu, page

SELF, SELF_ACCT = "Mira Lindqvist", "@mira"
JONAS, JONAS_ACCT, JONAS_SHORT = "Jonas Weber", "@jonas@social.example", "@jonas"
LENA, LENA_ACCT = "Lena Park", "@lena"
OWN_POST = "Finished mapping the river trail loop today: 42 km, mostly gravel. GPX file tomorrow."
JONAS_POST = "Does anyone know if the Vaxholm ferry takes bikes on weekends?"
POLL = "Where should the next group ride go?"
OPTIONS = ("Lake Mälaren loop", "Tyresta forest", "Coastal route")


def screens(t: Any) -> list[dict[str, Any]]:
    return footer(t) + own_menu(t) + other_menu(t) + poll(t)


def post(t: Any, name: str, acct: str, text: str) -> list[dict[str, Any]]:
    """A post in a timeline: its header (name, account, the "More options" button), its
    text and its footer's buttons."""
    return [
        {"text": name},
        {"text": acct},
        {"icon": t("more_options"), "rid": ID + "more"},
        {"text": text},
        {"button": t("button_reply"), "rid": ID + "reply_btn"},
        {"button": t("button_reblog"), "rid": ID + "boost_btn"},
        {"button": t("button_favorite"), "rid": ID + "favorite_btn"},
        {"button": t("add_bookmark"), "rid": ID + "bookmark_btn"},
        {"button": t("button_share"), "rid": ID + "share_btn"},
    ]


def footer(t: Any) -> list[dict[str, Any]]:
    home = page(t("sk_timeline_home"), post(t, JONAS, JONAS_ACCT, JONAS_POST))
    where = "moshidon FooterStatusDisplayItem"

    def tap(category: str, key: str, rid: str, bad: bool) -> dict[str, Any]:
        return entry(category, f"{where} ({rid})", home, [(t(key), ID + rid, bad)])

    return [
        tap("publish", "button_reblog", "boost_btn", True),
        tap("reversible", "add_bookmark", "bookmark_btn", False),
        tap("harmless", "button_reply", "reply_btn", False),
        entry("opens-prompt", "moshidon HeaderStatusDisplayItem (more)", home,
              [(t("more_options"), ID + "more", False)]),
    ]  # fmt: skip


def own_menu(t: Any) -> list[dict[str, Any]]:
    behind = t("sk_timeline_home")
    rows = [t("edit"), t("delete"), t("sk_delete_and_redraft"), t("sk_pin_post"),
            t("mo_mute_conversation"), t("sk_copy_link_to_post"), t("open_in_browser")]  # fmt: skip
    where = "moshidon HeaderStatusDisplayItem (own post menu)"
    confirm = "moshidon UiUtils.confirmDeletePost"
    return [
        menu("opens-prompt", where, behind, rows, [(t("delete"), False)]),
        menu("opens-prompt", where, behind, rows, [(t("sk_delete_and_redraft"), False)]),
        menu("opens-prompt", where, behind, rows, [(t("sk_pin_post"), False)]),
        alert("delete", confirm, behind, t("confirm_delete_title"), t("confirm_delete"),
              (t("cancel"), False), (t("delete"), True)),
        alert("delete", f"{confirm} (re-draft)", behind,
              t("sk_confirm_delete_and_redraft_title"), t("sk_confirm_delete_and_redraft"),
              (t("cancel"), False), (t("sk_delete_and_redraft"), True)),
        alert("reversible", "moshidon UiUtils.confirmPinPost", behind,
              t("sk_confirm_pin_post_title"), t("sk_confirm_pin_post"),
              (t("cancel"), None), (t("sk_pin_post"), False)),
    ]  # fmt: skip


def other_menu(t: Any) -> list[dict[str, Any]]:
    behind = t("sk_timeline_home")
    rows = [t("follow_user", JONAS_SHORT), t("mute_user", JONAS_SHORT),
            t("block_user", JONAS_SHORT), t("report_user", JONAS_SHORT),
            t("sk_copy_link_to_post"), t("open_in_browser")]  # fmt: skip
    where = "moshidon HeaderStatusDisplayItem (menu of another's post)"
    return [
        menu("reversible", where, behind, rows, [(t("follow_user", JONAS_SHORT), False)]),
        menu("opens-prompt", where, behind, rows, [(t("mute_user", JONAS_SHORT), False)]),
        menu("opens-prompt", where, behind, rows, [(t("block_user", JONAS_SHORT), False)]),
        menu("harmless", where, behind, rows, [(t("report_user", JONAS_SHORT), False)]),
    ]


def poll(t: Any) -> list[dict[str, Any]]:
    sep = f" {t('sk_separator')} "
    items = [
        {"text": LENA},
        {"text": LENA_ACCT},
        {"icon": t("more_options"), "rid": ID + "more"},
        {"text": POLL},
        *({"row": option} for option in OPTIONS),
        {"text": t("x_votes#18") + sep + t("x_days_left#2")},
        {"button": t("sk_poll_show_results"), "rid": ID + "results_btn"},
        {"button": t("action_vote"), "rid": ID + "vote_btn"},
    ]
    return [
        entry("vote", "moshidon PollFooterStatusDisplayItem (vote)",
              page(t("sk_timeline_home"), items), [(t("action_vote"), ID + "vote_btn", True)]),
    ]  # fmt: skip
