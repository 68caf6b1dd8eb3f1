"""Wikipedia's screens (``org.wikipedia``, the Wikipedia app: articles edited and their
descriptions, talk pages, diffs with thanks, undo and rollback, reading lists, history and
the account), strings from ``app/src/main/res/values*/strings.xml``, an HTML string read as
its text. The article, users, list and texts written on the screens are the same in every
language.

Read from the code (``app/src/main``): ``java/org/wikipedia/edit/EditSectionActivity.kt``
with ``res/layout/activity_edit_section.xml``, ``res/menu/menu_edit_section.xml`` and
``res/layout/item_edit_actionbar_button.xml`` (editing a section: the wikitext, "Font and
theme", "Find in article" and the action bar's button, ``menu_save_section`` drawn as
``edit_actionbar_button_text``, which reads Next on the editor and on the preview, each only
moving on a step, and Publish on "Summarize edit", where it calls ``doSave``, publishing the
edit; leaving a changed editor asks ``edit_abandon_confirm`` with No and Yes);
``EditSummaryFragment`` with ``res/layout/fragment_preview_summary.xml`` (the summary field,
its tag chips, "This is a minor edit" and "Watch this page" checkboxes, each with a help
icon described by the same words, "Learn more about edit summaries" and the licence);
``java/org/wikipedia/descriptions/DescriptionEditView.kt`` with
``res/layout/view_description_edit.xml`` (an article description: Cancel, the header,
Publish, ``view_description_edit_save_button``, which publishes it to Wikidata, the article,
the field and "Show suggested descriptions"); ``java/org/wikipedia/talk/TalkReplyActivity.kt``
with ``res/layout/activity_talk_reply.xml`` (a reply or a new topic: Subject for a new topic,
the message, and ``replyNextButton``, Next, which only shows the preview, then Publish on the
preview, which calls ``postReply``, posting to the talk page; leaving a changed message asks
"Are you sure you want to exit?" with No and Yes); ``java/org/wikipedia/diff/
ArticleEditDetailsFragment.kt`` with ``res/layout/fragment_article_edit_details.xml`` and
``res/menu/menu_edit_details.xml`` (a diff: the previous and next edit, the editors, Thank,
which only opens the thanks dialog whose "Send thanks" calls ``sendThanks``, Watch, Warn and
Undo, which only opens ``UndoEditDialog``, whose Undo publishes the revert with its summary;
rollback asks "Are you sure you want to rollback the edits?", whose OK calls
``postRollback``; the overflow's "Share edit", "Copy link to clipboard", "Article edit
history", "Saved messages", "Report feature" and "Learn more");
``java/org/wikipedia/readinglist/ReadingListBehaviorsUtil.kt``, ``ReadingListsFragment.kt``
and ``res/menu/menu_reading_list_item.xml`` (a collection's menu; "Delete collection" only
opens "Are you sure you want to delete ...?", whose OK deletes it and shows a snackbar whose
Undo creates it again with its articles; "Delete selected collection(s)?" does the same for a
selection; "Remove all from offline" drops the saved copies, which "Save all for offline"
fetches again); ``java/org/wikipedia/history/HistoryFragment.kt`` ("Clear browsing history":
Yes deletes every history entry with no undo); ``java/org/wikipedia/settings/
LogoutPreference.kt`` with ``res/layout/view_preference_logout.xml`` (the account: "Log out",
which only asks "This will log you out on all devices ...", whose "Log out" calls
``logOut``, and "Vanish account", which only asks "Vanish account warning", whose "Vanish
account" opens the vanishing request form on the web, with the platform's Cancel);
``java/org/wikipedia/login/LoginActivity.kt`` with ``res/layout/activity_login.xml`` (the
username, the password, ``login_button``, "Log in", and "Join Wikipedia").
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, POSITIVE, dialog, entry, menu, page, plain

RID = "org.wikipedia:id/"
ARTICLE, USER, EDITOR, LIST = "Ada Lovelace", "Ada_Fan", "ExampleEditor", "Trip to Rome"
WIKITEXT = "'''Augusta Ada King, Countess of Lovelace''' was an English mathematician."
DESCRIPTION = "English mathematician (1815–1852)"
TOPIC, REPLY = "Birth date", "The 1815 date matches the sources cited below."
TERMS = "https://foundation.wikimedia.org/wiki/Terms_of_Use"
LICENSE = "https://creativecommons.org/licenses/by-sa/4.0/"


def screens(t: Any) -> list[dict[str, Any]]:
    parts = (editing, talk, diffs, lists, account)
    return [screen for part in parts for screen in part(t)]


def action(t: Any, key: str) -> dict[str, Any]:
    """The action bar's ``menu_save_section``, drawn as ``edit_actionbar_button_text``."""
    return {"button": t(key), "rid": f"{RID}edit_actionbar_button_text"}


def editing(t: Any) -> list[dict[str, Any]]:
    license_text = plain(t("edit_save_action_license_logged_in", TERMS, LICENSE))
    editor = page(ARTICLE, [
        {"icon": t("menu_page_font_and_theme"), "rid": f"{RID}menu_edit_theme"},
        {"icon": t("menu_page_find_in_page"), "rid": f"{RID}menu_find_in_editor"},
        action(t, "edit_next"),
        {"field": f"{RID}edit_section_text", "text": WIKITEXT}])  # fmt: skip
    preview = page(t("edit_preview"), [action(t, "edit_next"), {"text": WIKITEXT}])
    summary = page(t("preview_edit_summarize_edit_title"), [
        action(t, "edit_done"),
        {"field": f"{RID}editSummaryText", "hint": t("preview_edit_summarize_edit_hint"),
         "text": ""},
        {"button": t("edit_summary_tag_typo")}, {"button": t("edit_summary_tag_grammar")},
        {"button": t("edit_summary_tag_links")}, {"button": t("edit_summary_tag_other")},
        {"switch": t("preview_edit_minor_edit"), "rid": f"{RID}minorEditCheckBox"},
        {"icon": t("preview_edit_minor_edit"), "rid": f"{RID}minorEditHelpButton"},
        {"switch": t("preview_edit_watch_this_page"), "rid": f"{RID}watchPageCheckBox"},
        {"icon": t("preview_edit_watch_this_page"), "rid": f"{RID}watchPageHelpButton"},
        {"button": t("preview_edit_learn_more"), "rid": f"{RID}learnMoreButton"},
        {"text": license_text}])  # fmt: skip
    described = page(t("description_edit_edit_description"), [
        {"icon": t("description_edit_cancel_hint"),
         "rid": f"{RID}view_description_edit_cancel_button"},
        {"button": t("description_edit_save"), "rid": f"{RID}view_description_edit_save_button"},
        {"text": t("description_edit_article_description_label")}, {"text": ARTICLE},
        {"field": f"{RID}view_description_edit_text", "hint": t("description_edit_text_hint"),
         "text": DESCRIPTION},
        {"button": t("description_edit_suggested_description_button_text"),
         "rid": f"{RID}suggestedDescButton"},
        {"button": t("description_edit_learn_more"), "rid": f"{RID}learnMoreButton"},
        {"text": plain(t("description_edit_license_notice", TERMS, LICENSE))}])  # fmt: skip
    where = "wikipedia EditSectionActivity"
    no, yes = t("edit_abandon_confirm_no"), t("edit_abandon_confirm_yes")
    return [
        entry("harmless", f"{where} (the editor's Next)", editor, [(t("edit_next"), False)]),
        entry("harmless", f"{where} (the preview's Next)", preview, [(t("edit_next"), False)]),
        entry("publish", f"{where} (Summarize edit: Publish)", summary,
              [(t("edit_done"), True)]),
        entry("reversible", f"{where} (Summarize edit: Watch this page)", summary,
              [("watchPageCheckBox", False)]),
        dialog("harmless", f"{where} (leave the changed editor)", ARTICLE, None,
               t("edit_abandon_confirm"), [(no, NEGATIVE, False), (yes, POSITIVE, None)]),
        entry("publish", "wikipedia DescriptionEditView (Publish)", described,
              [(t("description_edit_save"), True)]),
    ]  # fmt: skip


def talk(t: Any) -> list[dict[str, Any]]:
    license_text = plain(t("edit_save_action_license_logged_in", TERMS, LICENSE))
    nxt = {"button": t("edit_next"), "rid": f"{RID}replyNextButton"}
    publish = {"button": t("description_edit_save"), "rid": f"{RID}replyNextButton"}
    reply = page(TOPIC, [
        {"text": f"Is 1815 right? The infobox says 10 December. {EDITOR}"},
        {"field": f"{RID}replyInputView", "hint": t("talk_reply_hint"), "text": REPLY},
        nxt])  # fmt: skip
    topic = page(t("talk_new_topic"), [
        {"field": f"{RID}replySubjectText", "hint": t("talk_reply_subject"), "text": TOPIC},
        {"field": f"{RID}replyInputView", "hint": t("talk_message_hint"), "text": REPLY},
        nxt])  # fmt: skip
    preview = page(t("edit_preview"), [publish, {"text": REPLY}, {"text": license_text}])
    where = "wikipedia TalkReplyActivity"
    no, yes = t("edit_abandon_confirm_no"), t("edit_abandon_confirm_yes")
    return [
        entry("harmless", f"{where} (a reply: Next)", reply, [(t("edit_next"), False)]),
        entry("send", f"{where} (a reply's preview: Publish)", preview,
              [(t("description_edit_save"), True)]),
        entry("harmless", f"{where} (a new topic: Next)", topic, [(t("edit_next"), False)]),
        entry("send", f"{where} (a new topic's preview: Publish)",
              page(t("edit_preview"), [publish, {"text": TOPIC}, {"text": REPLY},
                                       {"text": license_text}]),
              [(t("description_edit_save"), True)]),
        dialog("harmless", f"{where} (leave the changed message)", t("talk_new_topic"),
               t("talk_new_topic_exit_dialog_title"), t("talk_new_topic_exit_dialog_message"),
               [(no, NEGATIVE, False), (yes, POSITIVE, None)]),
    ]  # fmt: skip


def diffs(t: Any) -> list[dict[str, Any]]:
    diff = page(ARTICLE, [
        {"icon": t("watchlist_details_prev_edit"), "rid": f"{RID}olderIdButton"},
        {"icon": t("watchlist_details_next_edit"), "rid": f"{RID}newerIdButton"},
        {"text": USER}, {"text": EDITOR},
        {"text": "was an English mathematician and writer"},
        {"button": t("thank_label"), "rid": f"{RID}thankButton"},
        {"button": t("menu_page_watch"), "rid": f"{RID}watchButton"},
        {"icon": t("talk_warn"), "rid": f"{RID}talkButton"},
        {"button": t("edit_undo"), "rid": f"{RID}undoButton"}])  # fmt: skip
    where = "wikipedia ArticleEditDetailsFragment"
    thanks = ({"text": t("thank_dialog_title_text")}, {"text": t("thank_dialog_text")})
    cancel, send = t("thank_dialog_negative_button_text"), t("thank_dialog_positive_button_text")
    undo_view = ({"text": t("revision_undo_title")}, {"text": t("revision_undo_message")},
                 {"field": f"{RID}text_input", "hint": t("revision_undo_summary_hint"),
                  "text": "Unsourced date"},
                 {"text": t("revision_undo_reason")})  # fmt: skip
    undo_cancel, undo = t("text_input_dialog_cancel_button_text"), t("edit_undo")
    rollback = t("revision_rollback_dialog_title")
    ok, no = t("android:ok"), t("android:cancel")
    return [
        entry("opens-prompt", f"{where} (Thank)", diff, [(t("thank_label"), False)]),
        entry("opens-prompt", f"{where} (Undo)", diff, [(t("edit_undo"), False)]),
        entry("reversible", f"{where} (Watch)", diff, [(t("menu_page_watch"), False)]),
        dialog("send", f"{where} (thanks)", ARTICLE, None, None,
               [(cancel, NEGATIVE, None), (send, POSITIVE, True)], thanks),
        dialog("harmless", f"{where} (thanks)", ARTICLE, None, None,
               [(cancel, NEGATIVE, False), (send, POSITIVE, None)], thanks),
        dialog("publish", "wikipedia UndoEditDialog", ARTICLE, None, None,
               [(undo_cancel, NEGATIVE, None), (undo, POSITIVE, True)], undo_view),
        dialog("harmless", "wikipedia UndoEditDialog", ARTICLE, None, None,
               [(undo_cancel, NEGATIVE, False), (undo, POSITIVE, None)], undo_view),
        dialog("publish", f"{where} (rollback)", ARTICLE, None, rollback,
               [(no, NEGATIVE, None), (ok, POSITIVE, True)]),
        dialog("harmless", f"{where} (rollback)", ARTICLE, None, rollback,
               [(no, NEGATIVE, False), (ok, POSITIVE, None)]),
    ]  # fmt: skip


def lists(t: Any) -> list[dict[str, Any]]:
    saved = t("nav_item_saved")
    rows = [t("reading_list_menu_rename"), t("reading_list_action_menu_save_all_for_offline"),
            t("reading_list_action_menu_remove_all_from_offline"),
            t("reading_list_menu_export"), t("reading_list_menu_select"),
            t("reading_list_menu_delete"), t("reading_list_share_menu_label")]  # fmt: skip
    where = "wikipedia ReadingListBehaviorsUtil"
    ok = t("reading_list_delete_dialog_ok_button_text")
    cancel = t("reading_list_delete_dialog_cancel_button_text")
    asked = t("reading_list_delete_confirm", LIST)
    delete = t("reading_list_delete_lists_dialog_delete_button_text")
    history = t("history_list_title")
    no, yes = t("dialog_message_clear_history_no"), t("dialog_message_clear_history_yes")
    return [
        menu("opens-prompt", "wikipedia ReadingListsFragment (a collection's menu)", saved,
             rows, [(t("reading_list_menu_delete"), False)]),
        menu("reversible", "wikipedia ReadingListsFragment (a collection's menu)", saved,
             rows, [(t("reading_list_action_menu_remove_all_from_offline"), False)]),
        dialog("reversible", f"{where} (delete a collection)", saved, None, asked,
               [(cancel, NEGATIVE, None), (ok, POSITIVE, False)]),
        dialog("harmless", f"{where} (delete a collection)", saved, None, asked,
               [(cancel, NEGATIVE, False), (ok, POSITIVE, None)]),
        dialog("reversible", f"{where} (delete the selected collections)", saved,
               t("reading_list_delete_lists_confirm_dialog_title"),
               t("reading_list_delete_lists_confirm_dialog_message#2"),
               [(cancel, NEGATIVE, None), (delete, POSITIVE, False)]),
        dialog("delete", "wikipedia HistoryFragment (Clear browsing history)", history,
               t("dialog_title_clear_history"), t("dialog_message_clear_history"),
               [(no, NEGATIVE, None), (yes, POSITIVE, True)]),
        dialog("harmless", "wikipedia HistoryFragment (Clear browsing history)", history,
               t("dialog_title_clear_history"), t("dialog_message_clear_history"),
               [(no, NEGATIVE, False), (yes, POSITIVE, None)]),
    ]  # fmt: skip


def account(t: Any) -> list[dict[str, Any]]:
    heading = t("preferences_account_heading")
    settings = page(heading, [
        {"text": USER},
        {"button": t("preference_title_logout"), "rid": f"{RID}logoutButton"},
        {"button": t("account_vanish_request_title"),
         "rid": f"{RID}accountVanishButton"}])  # fmt: skip
    where = "wikipedia LogoutPreference"
    cancel, logout = t("logout_dialog_cancel_button_text"), t("preference_title_logout")
    vanish_title = t("account_vanish_request_confirm_title")
    vanish_text = plain(t("account_vanish_request_confirm"))
    no, vanish = t("android:cancel"), t("account_vanish_request_title")
    login = page(t("login_activity_title"), [
        {"field": f"{RID}login_username_text", "hint": t("login_username_hint"), "text": USER},
        {"field": f"{RID}login_password_input", "hint": t("login_password_hint"),
         "text": "••••••••••"},
        {"button": t("menu_login"), "rid": f"{RID}login_button"},
        {"text": t("login_dont_have_account")},
        {"button": t("login_join_wikipedia"),
         "rid": f"{RID}login_create_account_button"}])  # fmt: skip
    return [
        entry("opens-prompt", f"{where} (Log out)", settings,
              [(t("preference_title_logout"), False)]),
        entry("opens-prompt", f"{where} (Vanish account)", settings,
              [(t("account_vanish_request_title"), False)]),
        dialog("revoke", f"{where} (log out on all devices)", heading, None,
               t("logout_prompt"), [(cancel, NEGATIVE, None), (logout, POSITIVE, True)]),
        dialog("harmless", f"{where} (log out on all devices)", heading, None,
               t("logout_prompt"), [(cancel, NEGATIVE, False), (logout, POSITIVE, None)]),
        dialog("opens-prompt", f"{where} (Vanish account warning)", heading, vanish_title,
               vanish_text, [(no, NEGATIVE, None), (vanish, POSITIVE, False)]),
        dialog("harmless", f"{where} (Vanish account warning)", heading, vanish_title,
               vanish_text, [(no, NEGATIVE, False), (vanish, POSITIVE, None)]),
        entry("reversible", "wikipedia LoginActivity (Log in)", login, [("login_button", False)]),
        entry("harmless", "wikipedia LoginActivity (Join Wikipedia)", login,
              [(t("login_join_wikipedia"), False)]),
    ]  # fmt: skip
