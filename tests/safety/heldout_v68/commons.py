"""Wikimedia Commons' screens (``fr.free.nrw.commons``, the Commons app that uploads photos
to Wikimedia Commons, nominates files for deletion, thanks their authors and lets a user
review recent uploads), strings from ``t(name)`` (``app/src/main/res/values*/strings.xml``).
The file's title, the author's user name, the searches and the folder's path are written
the same in every language.

Read from the code (``app/src/main/java/fr/free/nrw/commons``): ``utils/DialogUtil.kt``
(``showAlertDialog``: a platform ``AlertDialog`` with the title, message, an optional view
and the positive and negative buttons given); ``upload/license/MediaLicenseFragment.kt``
with ``res/layout/fragment_media_license.xml`` (the last step, "Step N of N: Media
License": the licenses, Previous and Submit, which hands the files to the upload worker,
which publishes them on Commons); ``upload/UploadActivity.kt`` (back pressed in the upload
wizard: "Cancel Upload", whose "Cancel Upload" closes the wizard and drops what was typed,
the photo staying on the phone, and "Continue Upload"); ``upload/UploadProgressActivity.kt``
(the "Uploads" page's pause and cancel icons) with ``upload/PendingUploadsFragment.kt``
("Cancelling all the uploads...": Yes deletes the queued uploads, with their captions,
descriptions and categories, from the app's database; No); ``media/MediaDetailFragment.kt``
with ``res/layout/fragment_media_detail.xml`` and ``res/menu/fragment_image_detail.xml``
(a file's page: "Copy the wikitext to the clipboard", "Thank the author", which sends a
thank-you notification to the uploader at once, "Nominate for Deletion", which opens a
dialog: on another user's file "Why should ... be deleted?" with a text field, Cancel and
OK; on one's own "Nominate For Deletion" with a spinner of reasons, Cancel and Proceed;
OK and Proceed call ``delete/DeleteHelper.kt``'s ``makeDeletion``, which adds a deletion
template to the file's page, creates the deletion request page and notifies the uploader,
all public edits; the bookmark icon adds or removes the file from the bookmarks);
``description/DescriptionEditActivity.kt`` ("Edit descriptions and captions": Submit
publishes the new captions and descriptions on the file's page); ``review/
ReviewImageFragment.kt``, ``ReviewController.kt`` and ``ReviewActivity.kt`` with
``res/layout/fragment_review_image.xml`` and ``activity_review.xml`` ("Peer Review": "Skip
this image"; "Is this in-scope?", whose No opens ``DeleteHelper.askReasonAndExecute``'s
dialog of reasons, Justification, Cancel and OK, OK nominating the file for deletion;
"Is this correctly categorized?", whose No adds a "check categories" template to the file's
page at once; "Would you like to thank the contributor?", whose button ``button_no`` reads
"Yes, why not" and sends the thanks, and ``button_yes`` "Next image", which moves on);
``navtab/MoreBottomSheetFragment.kt`` with ``res/layout/fragment_more_bottom_sheet.xml``
(the "More" sheet; Logout opens "Do you really want to logout?", whose Yes signs out);
``explore/recentsearches/RecentSearchesFragment.kt`` with ``res/layout/
fragment_search_history.xml`` (the bin icon, without a description, opens "Are you sure you
want to clear your search history?", whose Yes deletes every recent search; a search held
opens "Do you want to delete this search?", whose DELETE, written ``uppercase()``, deletes
it); ``customselector/ui/selector/CustomSelectorActivity.kt`` with ``res/menu/
menu_custom_selector.xml`` and ``customselector/helper/FolderDeletionHelper.kt`` ("Delete
Folder" opens "Confirm Deletion", whose Delete deletes the folder's images from the phone).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, POSITIVE, dialog, entry, menu, page

FILE, AUTHOR, OWN = "Sunset over Lake Geneva", "Lumbercutter", "Tram stop at Plainpalais"
SEARCHES = ("Eiffel Tower", "Lake Geneva")
FOLDER, COUNT = "/storage/emulated/0/DCIM/Camera", 12


def screens(t: Any) -> list[dict[str, Any]]:
    return upload(t) + media(t) + review(t) + local(t)


def no_yes(t: Any, no: bool | None, yes: bool | None) -> list[tuple[str, str, bool | None]]:
    return [(t("no"), NEGATIVE, no), (t("yes"), POSITIVE, yes)]


def upload(t: Any) -> list[dict[str, Any]]:
    step = t("step_count", 4, 4, t("license_step_title"))
    licence = page(step, [
        {"text": step},
        {"button": t("license_name_cc_by_sa_four")}, {"button": t("license_name_cc_by_four")},
        {"button": t("license_name_cc0")},
        {"button": t("previous"), "rid": "btn_previous"},
        {"button": t("submit"), "rid": "btn_submit"}])  # fmt: skip
    warning = (t("back_button_warning"), t("back_button_warning_desc"))

    def leave(cancel: bool | None, go_on: bool | None) -> list[tuple[str, str, bool | None]]:
        return [(t("back_button_warning"), NEGATIVE, cancel),
                (t("back_button_continue"), POSITIVE, go_on)]  # fmt: skip

    uploads = page(t("uploads"), [
        {"icon": t("pause"), "rid": "pause_icon"}, {"icon": t("cancel"), "rid": "cancel_icon"},
        {"button": t("pending")}, {"button": t("failed")},
        {"text": "IMG_20260412_181502.jpg"}, {"text": "IMG_20260412_181544.jpg"}])  # fmt: skip
    cancel_all = (t("cancelling_all_the_uploads"),
                  t("are_you_sure_that_you_want_cancel_all_the_uploads"))  # fmt: skip
    wizard = "commons UploadActivity (back pressed)"
    pending = "commons PendingUploadsFragment.deleteUploads"
    return [
        entry("publish", "commons MediaLicenseFragment (Submit)", licence,
              [(t("submit"), True)]),
        entry("harmless", "commons MediaLicenseFragment (Previous)", licence,
              [(t("previous"), False)]),
        dialog("harmless", wizard, step, *warning, leave(False, None)),
        dialog("harmless", wizard, step, *warning, leave(None, False)),
        entry("opens-prompt", "commons UploadProgressActivity (cancel icon)", uploads,
              [(t("cancel"), False)]),
        entry("reversible", "commons UploadProgressActivity (pause icon)", uploads,
              [(t("pause"), False)]),
        dialog("delete", pending, t("uploads"), *cancel_all, no_yes(t, None, True)),
        dialog("harmless", pending, t("uploads"), *cancel_all, no_yes(t, False, None)),
    ]  # fmt: skip


def detail(t: Any, title: str, author: str, nominate: bool) -> dict[str, Any]:
    """A file's page, with the toolbar's bookmark and share icons."""
    items = [
        {"icon": t("menu_bookmark"), "rid": "menu_bookmark_current_image"},
        {"icon": t("menu_share"), "rid": "menu_share_current_image"},
        {"text": t("media_detail_title")},
        {"text": title},
        {"text": t("media_detail_license")},
        {"text": "CC BY-SA 4.0"},
        {"text": t("media_detail_author")},
        {"text": author},
        {"button": t("copy_wikicode"), "rid": "copyWikicode"},
        {"button": t("send_thanks_to_author"), "rid": "sendThanks"},
    ]
    if nominate:
        items.append({"button": t("nominate_deletion"), "rid": "nominateDeletion"})
    return page(title, items)


def media(t: Any) -> list[dict[str, Any]]:
    other = detail(t, FILE, AUTHOR, True)
    why = t("dialog_box_text_nomination", FILE)
    reason = ({"field": "", "text": "Promotional photo, out of scope"},)
    spinner = ({"button": t("deletion_reason_uploaded_by_mistake")},)

    def proceed(cancel: bool | None, go: bool | None) -> list[tuple[str, str, bool | None]]:
        return [(t("about_translate_cancel"), NEGATIVE, cancel),
                (t("about_translate_proceed"), POSITIVE, go)]  # fmt: skip

    def ok(cancel: bool | None, go: bool | None) -> list[tuple[str, str, bool | None]]:
        return [(t("cancel"), NEGATIVE, cancel), (t("ok"), POSITIVE, go)]

    edit = page(t("description_activity_title"), [
        {"icon": t("exit_location_picker"), "rid": "toolbar_back_button"},
        {"field": t("share_caption_hint"), "text": "Tram stop at Plainpalais, Geneva"},
        {"field": t("share_description_hint"), "text": "Line 12 tram stop in the evening"},
        {"button": t("submit"), "rid": "btn_edit_submit"}])  # fmt: skip
    where = "commons MediaDetailFragment"
    return [
        entry("opens-prompt", f"{where} (another user's file)", other,
              [(t("nominate_deletion"), False)]),
        dialog("publish", f"{where}.onDeleteButtonClicked (another user's file)", FILE,
               None, why, ok(None, True), reason),
        dialog("harmless", f"{where}.onDeleteButtonClicked (another user's file)", FILE,
               None, why, ok(False, None), reason),
        dialog("publish", f"{where}.onDeleteButtonClicked (one's own file)", OWN,
               t("nominate_delete"), None, proceed(None, True), spinner),
        dialog("harmless", f"{where}.onDeleteButtonClicked (one's own file)", OWN,
               t("nominate_delete"), None, proceed(False, None), spinner),
        entry("send", f"{where}.sendThanksToAuthor", other,
              [(t("send_thanks_to_author"), True)]),
        entry("harmless", f"{where} (copyWikicode)", other, [(t("copy_wikicode"), False)]),
        entry("reversible", "commons MediaDetailPagerFragment (bookmark)", other,
              [(t("menu_bookmark"), False)]),
        entry("publish", "commons DescriptionEditActivity", edit, [(t("submit"), True)]),
    ]  # fmt: skip


def question(t: Any, asked: str, why: str, no: str, yes: str) -> dict[str, Any]:
    """The "Peer Review" page at one question, its No button before its Yes."""
    return page(t("title_activity_review"), [
        {"icon": t("image_info"), "rid": "menu_image_info"},
        {"button": t("skip_image"), "rid": "skip_image"},
        {"text": t("review_is_uploaded_by", FILE, AUTHOR)},
        {"text": asked}, {"text": why},
        {"button": no, "rid": "button_no"}, {"button": yes, "rid": "button_yes"}])  # fmt: skip


def review(t: Any) -> list[dict[str, Any]]:
    scope = question(t, t("review_spam"), t("review_spam_explanation"), t("no"), t("yes"))
    categories = question(t, t("review_category"), t("review_category_explanation", 3),
                          t("no"), t("yes"))  # fmt: skip
    said = t("review_thanks_explanation", AUTHOR)
    thanks = question(t, t("review_thanks"), said, t("review_thanks_no_button_text"),
                      t("review_thanks_yes_button_text"))  # fmt: skip
    reasons = tuple({"switch": t(name)} for name in (
        "delete_helper_ask_spam_selfie", "delete_helper_ask_spam_blurry",
        "delete_helper_ask_spam_nonsense", "delete_helper_ask_spam_other"))  # fmt: skip
    reasons += ({"field": t("delete_helper_other_notes_hint"), "text": "A selfie"},)
    ask = t("review_spam_report_question")
    buttons = [(t("cancel"), NEGATIVE), (t("ok"), POSITIVE)]
    where = "commons ReviewImageFragment"
    helper = "commons DeleteHelper.askReasonAndExecute"
    return [
        entry("opens-prompt", f"{where} (in scope?)", scope, [(t("no"), False)]),
        entry("harmless", f"{where} (in scope?)", scope, [(t("yes"), False)]),
        dialog("publish", helper, t("title_activity_review"), ask, None,
               [(label, rid, True if rid == POSITIVE else None) for label, rid in buttons],
               reasons),
        dialog("harmless", helper, t("title_activity_review"), ask, None,
               [(label, rid, False if rid == NEGATIVE else None) for label, rid in buttons],
               reasons),
        entry("publish", f"{where} (categorized?)", categories, [(t("no"), True)]),
        entry("send", f"{where} (thanks)", thanks, [(t("review_thanks_no_button_text"), True)]),
        entry("harmless", f"{where} (thanks)", thanks,
              [(t("review_thanks_yes_button_text"), False)]),
        entry("harmless", "commons ReviewActivity (skip_image)", scope,
              [(t("skip_image"), False)]),
    ]  # fmt: skip


def local(t: Any) -> list[dict[str, Any]]:
    more = [t(name) for name in (
        "Profile", "navigation_item_review", "menu_settings", "navigation_item_info",
        "navigation_item_feedback", "navigation_item_feedback_github",
        "navigation_item_about", "navigation_item_logout")]  # fmt: skip
    home = t("navigation_item_home")
    searches = page(t("menu_search_button"), [
        {"text": t("search_recent_header")},
        {"icon": "", "rid": "recent_searches_delete_button"},
        *({"button": s} for s in SEARCHES)])  # fmt: skip
    one = [(t("cancel"), NEGATIVE), (t("delete").upper(), POSITIVE)]
    selector = t("custom_selector_title")
    folder = (t("custom_selector_confirm_deletion_title"),
              t("custom_selector_confirm_deletion_message", FOLDER, COUNT))  # fmt: skip
    bin_ = [(t("custom_selector_cancel"), NEGATIVE), (t("custom_selector_delete"), POSITIVE)]
    recent = "commons RecentSearchesFragment"
    return [
        menu("opens-prompt", "commons MoreBottomSheetFragment", home, more,
             [(t("navigation_item_logout"), False)]),
        dialog("reversible", "commons MoreBottomSheetFragment.onLogoutClicked", home, None,
               t("logout_verification"), no_yes(t, None, False)),
        dialog("harmless", "commons MoreBottomSheetFragment.onLogoutClicked", home, None,
               t("logout_verification"), no_yes(t, False, None)),
        entry("opens-prompt", f"{recent} (recent_searches_delete_button)", searches,
              [("recent_searches_delete_button", False)]),
        dialog("delete", f"{recent}.showDeleteRecentAlertDialog", t("menu_search_button"),
               None, t("delete_recent_searches_dialog"), no_yes(t, None, True)),
        dialog("harmless", f"{recent}.showDeleteRecentAlertDialog", t("menu_search_button"),
               None, t("delete_recent_searches_dialog"), no_yes(t, False, None)),
        dialog("delete", f"{recent}.showDeleteAlertDialog", t("menu_search_button"), None,
               t("delete_search_dialog"),
               [(label, rid, True if rid == POSITIVE else None) for label, rid in one]),
        dialog("harmless", f"{recent}.showDeleteAlertDialog", t("menu_search_button"), None,
               t("delete_search_dialog"),
               [(label, rid, False if rid == NEGATIVE else None) for label, rid in one]),
        menu("opens-prompt", "commons CustomSelectorActivity (menu_custom_selector)", selector,
             [t("custom_selector_delete_folder")], [(t("custom_selector_delete_folder"), False)]),
        dialog("delete", "commons FolderDeletionHelper", selector, *folder,
               [(label, rid, True if rid == POSITIVE else None) for label, rid in bin_]),
        dialog("harmless", "commons FolderDeletionHelper", selector, *folder,
               [(label, rid, False if rid == NEGATIVE else None) for label, rid in bin_]),
    ]  # fmt: skip
