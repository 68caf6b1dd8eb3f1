"""Eternity's post and comment screens (``eu.toldi.infinityforlemmy``, a Lemmy client: a
post's page with its comments, its overflow menu for one's own post and for another's, the
questions of deleting, reporting and blocking, and a comment's menu sheet), strings from
``app/src/main/res/values*/strings.xml``. Community, user and instance names, post titles,
bodies, scores and the typed report reasons are the same in every language.

Read from the code (``app/src/main/java/eu/toldi/infinityforlemmy`` unless named):
``fragments/ViewPostDetailFragment.java`` with ``res/menu/view_post_detail_fragment.xml``
(``setupMenu``: Search, "Add a comment" and "Save post" shown as icons; Sort, Refresh, "Hide
Post", Crosspost and "Add to Post Filter" in the overflow, with "Edit Post", "Delete Post"
and "Mark NSFW" for one's own post and "Block User" for another's; the spoiler item, which
has no title, is left off; ``onOptionsItemSelected``: "Delete Post" asks "Delete This Post"
with Cancel and Delete, whose Delete calls ``DeleteThing.deletePost``, which posts
``api/v3/post/delete`` with ``deleted: true``, and the app offers no way to restore it;
"Mark NSFW" rewrites the post with ``postUpdate`` and then reads "Unmark NSFW"; "Edit Post"
opens ``EditPostActivity``; Report opens the dialog of ``res/layout/dialog_report.xml``,
"Report Post" with the ``reasonEditText`` field and Cancel and "Send Report", which calls
``LemmyPostAPI.reportPost``; "Block User" and "Block Community" ask "Are you sure?" with No
and Yes, whose Yes calls ``BlockUser.blockUser`` or ``BlockCommunity.blockCommunity`` and
closes the page; ``deleteComment``: "Delete This Comment" with Cancel and Delete, which calls
``DeleteThing.deleteComment``, ``api/v3/comment/delete`` with ``deleted: true``; "Hide Post"
calls the Reddit API's ``hide`` (``post/HidePost.java``), which a Lemmy server does not
have, so it is shown and not tapped); ``res/layout/item_post_detail_text.xml`` (the post's
community, user, title, body, its vote, comment count, save and share buttons, image buttons
without descriptions) and ``res/layout/item_comment.xml`` (a comment's author, body, vote,
more, save and reply buttons); ``adapters/CommentsRecyclerViewAdapter.java`` (the more
button opens ``CommentMoreBottomSheetFragment``, with Edit and Delete for one's own comment
on a post that is neither locked nor archived, Reply and Save only for a comment nested
deeper than the threshold; the save button saves or unsaves the comment);
``bottomsheetfragments/CommentMoreBottomSheetFragment.java`` with
``res/layout/fragment_comment_more_bottom_sheet.xml`` (Edit opens ``EditCommentActivity``,
Delete asks ``deleteComment``'s question, Share opens the system's share sheet, Copy opens
``CopyTextBottomSheetFragment``, Report opens the same report dialog, titled "Report Post",
whose "Send Report" calls ``LemmyCommentAPI.reportComment``). The page's title is the comment
sort's name, ``SortType.Type.NEW.fullName`` ("New", English in every language), the default
of ``loadSortType``.
"""

from __future__ import annotations

from typing import Any

from screens import ID, action, alert, entry, overflow, page, plain, sheet

SORT = "New"
"""The post page's title: the comment sort's name, not translated."""
ME, OTHER, COMMENTER = "riverbend", "trailmix", "pinecone"
COMMUNITY, INSTANCE = "hiking", "@lemmy.world"
OWN_TITLE = "Trip report: Lost Coast Trail in three days"
OWN_BODY = "Tide tables matter more than the map. Notes on camps, water and the bear canisters."
OTHER_TITLE = "Which stove do you carry above 3000 m?"
OTHER_BODY = "Canister stoves struggle in the cold for me. Curious what everyone uses."
COMMENT = "A remote canister with a preheat tube works well down to about -10 °C."
REASONS = {"post": "Spam: the same affiliate link posted in six communities today",
           "comment": "Harassment of another user across several threads"}  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return [*post_pages(t), *post_menus(t), *post_dialogs(t), *comment_sheets(t)]


def post_page(t: Any, author: str, title: str, body: str) -> dict[str, Any]:
    """A post's page: the action-bar icons, the post with its buttons and one comment."""
    menu = "view_post_detail_fragment"
    post = "item_post_detail_text"
    return page(SORT, [
        action(t("action_search"), f"action_search_{menu}"),
        action(t("action_add_comment"), f"action_comment_{menu}"),
        action(t("action_save_post"), f"action_save_{menu}"),
        {"text": COMMUNITY, "rid": f"{ID}subreddit_text_view_{post}"},
        {"text": INSTANCE, "rid": f"{ID}community_instance_text_view_{post}"},
        {"text": author, "rid": f"{ID}user_text_view_{post}"},
        {"text": title, "rid": f"{ID}title_text_view_{post}"},
        {"text": body, "rid": f"{ID}content_markdown_view_{post}"},
        plain(f"upvote_button_{post}"), {"text": "128", "rid": f"{ID}score_text_view_{post}"},
        plain(f"downvote_button_{post}"),
        {"button": "23", "rid": f"{ID}comments_count_button_{post}"},
        plain(f"save_button_{post}"), plain(f"share_button_{post}"),
        {"text": COMMENTER, "rid": f"{ID}author_text_view_item_post_comment"},
        {"text": COMMENT, "rid": f"{ID}comment_markdown_view_item_post_comment"},
        plain("upvote_button_item_post_comment"),
        {"text": "14", "rid": f"{ID}score_text_view_item_post_comment"},
        plain("downvote_button_item_post_comment"), plain("more_button_item_post_comment"),
        plain("save_button_item_post_comment"), plain("reply_button_item_post_comment"),
    ])  # fmt: skip


def post_pages(t: Any) -> list[dict[str, Any]]:
    other = post_page(t, OTHER, OTHER_TITLE, OTHER_BODY)
    where = "eternity ViewPostDetailFragment (another's post)"
    return [
        entry("reversible", where, other, [("upvote_button_item_post_detail_text", False),
                                           ("save_button_item_post_comment", False)]),
        entry("harmless", where, other, [(t("action_add_comment"), False),
                                         ("more_button_item_post_comment", False)]),
    ]  # fmt: skip


def post_menus(t: Any) -> list[dict[str, Any]]:
    head = [t("action_sort"), t("action_refresh"), t("action_hide_post")]
    tail = [t("action_report"), t("action_crosspost"), t("action_add_to_post_filter")]
    block = t("block_community")
    own = [*head, t("action_edit_post"), t("action_delete_post"), t("action_mark_nsfw"),
           block, *tail]  # fmt: skip
    other = [*head, t("block_user"), block, *tail]
    mine = "eternity ViewPostDetailFragment (own post, overflow)"
    theirs = "eternity ViewPostDetailFragment (another's post, overflow)"
    return [
        overflow("opens-prompt", mine, SORT, own, [(t("action_delete_post"), False)]),
        overflow("reversible", mine, SORT, own, [(t("action_mark_nsfw"), False)]),
        overflow("harmless", mine, SORT, own, [(t("action_edit_post"), False)]),
        overflow("opens-prompt", theirs, SORT, other,
                 [(t("action_report"), False), (t("block_user"), False)]),
    ]  # fmt: skip


def report(t: Any, which: str) -> dict[str, Any]:
    """The report dialog: "Report Post" (for a comment too), the reason typed into its
    field (whose hint, "Reason", is written in the layout, not translated)."""
    field = {"field": f"{ID}reasonEditText", "hint": "Reason", "text": REASONS[which]}
    return alert("report", f"eternity ViewPostDetailFragment (report {which})", SORT,
                 t("report_post"), None, (t("cancel"), False), (t("send_report"), True),
                 (field,))  # fmt: skip


def post_dialogs(t: Any) -> list[dict[str, Any]]:
    sure = t("are_you_sure")
    return [
        alert("delete", "eternity ViewPostDetailFragment (delete own post)", SORT,
              t("delete_this_post"), sure, (t("cancel"), False), (t("delete"), True)),
        report(t, "post"),
        alert("reversible", "eternity ViewPostDetailFragment (block the post's author)", SORT,
              t("block_user"), sure, (t("no"), None), (t("yes"), False)),
    ]  # fmt: skip


def comment_rows(t: Any, own: bool) -> list[dict[str, Any]]:
    """The comment's menu sheet: Edit and Delete for one's own comment, then Share, Copy
    and Report (Reply and Save only show for a deeper comment)."""
    sheet_id = "comment_more_bottom_sheet_fragment"
    keys = [("edit", "edit_text_view"), ("delete", "delete_text_view")] if own else []
    keys += [("share", "share_text_view"), ("copy_text", "copy_text_view"),
             ("report", "report_view")]  # fmt: skip
    return [{"row": t(key), "rid": f"{ID}{rid}_{sheet_id}"} for key, rid in keys]


def comment_sheets(t: Any) -> list[dict[str, Any]]:
    mine, theirs = comment_rows(t, own=True), comment_rows(t, own=False)
    where = "eternity CommentMoreBottomSheetFragment"
    return [
        sheet("opens-prompt", f"{where} (own comment)", SORT, mine, [(t("delete"), False)]),
        sheet("harmless", f"{where} (own comment)", SORT, mine, [(t("copy_text"), False)]),
        alert("delete", "eternity ViewPostDetailFragment (delete own comment)", SORT,
              t("delete_this_comment"), t("are_you_sure"), (t("cancel"), False),
              (t("delete"), True)),
        sheet("opens-prompt", f"{where} (another's comment)", SORT, theirs,
              [(t("report"), False)]),
        sheet("harmless", f"{where} (another's comment)", SORT, theirs, [(t("share"), False)]),
        report(t, "comment"),
    ]  # fmt: skip
