"""Open Food Facts' screens (``org.openfoodfacts.scanner``, the Flutter app ``smooth_app``
that scans food products, lets anyone edit them in the public Open Food Facts database,
and keeps lists of products on the phone), strings from ``t(name)`` (``AppLocalizations``:
``packages/smooth_app/lib/l10n/app_<language>.arb``); ``material:close`` is Flutter's own
``MaterialLocalizations.closeButtonLabel``. The product's barcode, its name and the lists'
names are written the same in every language; the history's "Delete selected items" is
written in English in the code, so in every language.

Read from the code (``packages/smooth_app/lib``): ``generic_lib/dialogs/
smooth_alert_dialog.dart`` (``SmoothAlertDialog``: a title, a body, a close icon where
``close`` is set, and its buttons: in a row the negative before the positive; in a column
the positive first, or last where ``actionsOrder`` is ``numerical``);
``pages/product/common/product_buttons.dart`` (``ProductBottomButtonsBar``: Cancel, then
Save) with ``pages/product/add_basic_details_page.dart`` ("Basic Details": Save sends the
name, brand and quantity to the server as a background task, a public edit of the
product; Cancel with changes opens ``pages/product/may_exit_page_helper.dart``'s "Edit
product" popup, whose "Save changes" saves them the same way and "Discard changes" leaves
without sending anything), ``nutrition_page_loaded.dart`` ("Nutrition Facts": Save sends
the nutrition table) and ``edit_ocr/edit_ocr_page.dart`` ("Edit Ingredients": Save sends
the ingredients, Cancel closes the page); ``pages/product/product_image_unselect_button.dart``
("Unselect photo" opens "Confirm", "Are you sure?", whose Yes unselects the product's photo
on the server) and ``pages/product_crop_helper.dart`` with ``pages/crop_page.dart`` ("Send
image" uploads the photo to the product); ``pages/product/common/product_list_page.dart``
with ``product_list_popup_items.dart`` and ``product_list_item_popup_items.dart`` (a list's
menu: Rename, Share, "View on the web", "Empty the list", which opens a popup whose Yes
empties the list; in the history's selection mode "Delete selected items", whose popup's
Yes removes them); ``pages/all_product_list_modal.dart`` with ``pages/
product_list_user_dialog_helper.dart`` (a list's menu in "Lists" adds Delete, which opens
"Delete the list?", whose "Yes, I confirm" deletes the list; Rename opens "Rename list",
whose Okay renames it); ``pages/preferences/user_preferences_account.dart`` ("Delete
account" opens a web page where the deletion is asked for; "Sign out" opens a popup whose
Yes signs out); ``pages/preferences/user_preferences_food.dart`` ("Reset food preferences":
Yes sets the preferences back to the defaults); ``pages/offline_data_page.dart`` ("Clear
offline product data" empties the phone's cache of products at once); ``pages/product/
add_new_product_page.dart`` ("Leave this page?" when nothing was entered).
"""

from __future__ import annotations

from typing import Any

from screens import entry, flutter_dialog, menu, page

BARCODE, LIST, RENAMED = "3017620422003", "Breakfast", "Breakfast drinks"


def screens(t: Any) -> list[dict[str, Any]]:
    return edits(t) + photos(t) + lists(t) + account(t)


def bar(t: Any) -> list[dict[str, Any]]:
    """``ProductBottomButtonsBar``: Cancel, then Save."""
    return [{"button": t("cancel")}, {"button": t("save")}]


def edits(t: Any) -> list[dict[str, Any]]:
    basic = page(t("basic_details"), [
        {"text": t("barcode_barcode", BARCODE)},
        {"field": t("product_name"), "text": "Nutella"},
        {"field": t("brand_name"), "text": "Ferrero"},
        {"field": t("quantity"), "text": "400 g"}, *bar(t)])  # fmt: skip
    nutrition = page(t("nutrition_page_title"), [
        {"field": t("nutrition_page_serving_size"), "text": "15 g"},
        {"text": t("nutrition_page_per_100g")}, *bar(t)])  # fmt: skip
    ingredients = page(t("ingredients_editing_title"), [
        {"button": t("edit_ingredients_extract_ingredients_btn_text")},
        {"text": t("ingredients_editing_instructions")},
        {"field": t("ingredients"), "text": "Sugar, palm oil, hazelnuts 13%, skimmed milk"},
        *bar(t)])  # fmt: skip
    leave = (t("edit_product_label"), t("edit_product_form_item_exit_confirmation"))
    close = ({"icon": t("material:close")},)

    def save_or_not(discard: bool | None, save: bool | None) -> list[tuple[str, bool | None]]:
        return [(t("edit_product_form_item_exit_confirmation_negative_button"), discard),
                (t("edit_product_form_item_exit_confirmation_positive_button"), save)]  # fmt: skip

    exit_ = "smooth MayExitPageHelper (AddBasicDetailsPage, Cancel with changes)"
    return [
        entry("publish", "smooth AddBasicDetailsPage (Save)", basic, [(t("save"), True)]),
        entry("opens-prompt", "smooth AddBasicDetailsPage (Cancel with changes)", basic,
              [(t("cancel"), False)]),
        flutter_dialog("publish", exit_, t("basic_details"), *leave,
                       save_or_not(None, True), close),
        flutter_dialog("harmless", exit_, t("basic_details"), *leave,
                       save_or_not(False, None), close),
        entry("publish", "smooth NutritionPageLoaded (Save)", nutrition, [(t("save"), True)]),
        entry("publish", "smooth EditOcrPage (ingredients, Save)", ingredients,
              [(t("save"), True)]),
        entry("harmless", "smooth EditOcrPage (ingredients, Cancel)", ingredients,
              [(t("cancel"), False)]),
    ]  # fmt: skip


def photos(t: Any) -> list[dict[str, Any]]:
    title = t("front_packaging_photo_title")
    viewer = page(title, [
        {"button": t("capture")}, {"button": t("edit_photo_select_existing_button_label")},
        {"button": t("edit_photo_unselect_button_label")},
        {"button": t("edit_photo_button_label")}])  # fmt: skip
    crop = page(title, [{"button": t("send_image_button_label")}])
    sure = (t("confirm_button_label"), t("are_you_sure"))
    close = ({"icon": t("material:close")},)
    unselect = "smooth ProductImageUnselectButton"
    return [
        entry("opens-prompt", f"{unselect} (the photo's page)", viewer,
              [(t("edit_photo_unselect_button_label"), False)]),
        flutter_dialog("publish", unselect, title, *sure,
                       [(t("no"), None), (t("yes"), True)], close),
        flutter_dialog("harmless", unselect, title, *sure,
                       [(t("no"), False), (t("yes"), None)], close),
        entry("publish", "smooth ProductCropHelper (CropPage, Send image)", crop,
              [(t("send_image_button_label"), True)]),
    ]  # fmt: skip


def lists(t: Any) -> list[dict[str, Any]]:
    own = [t("user_list_popup_rename"), t("share"), t("label_web"), t("clear_long")]
    everything = [*own, t("action_delete_list")]
    empty = (t("clear_long"), t("confirm_clear_user_list", LIST))
    delete = (t("confirm_delete_user_list_title"), t("confirm_delete_user_list_message", LIST))
    rename = ({"field": t("user_list_name_hint"), "text": RENAMED},)
    history = t("recently_seen_products")
    selected = ["plural_compare_x_products#2", "compare_products_mode", "=Delete selected items"]
    picked = ({"text": t("confirm_clear_selected_user_list")},)
    helper = "smooth ProductListUserDialogHelper"
    clear = "smooth ProductListPopupClear"
    remove = "smooth ProductListItemPopupDelete"
    return [
        menu("opens-prompt", "smooth ProductListPage (the list's menu)", LIST, own,
             [(t("clear_long"), False)]),
        menu("harmless", "smooth ProductListPage (the list's menu)", LIST, own,
             [(t("share"), False)]),
        flutter_dialog("delete", clear, LIST, *empty, [(t("no"), None), (t("yes"), True)]),
        flutter_dialog("harmless", clear, LIST, *empty, [(t("no"), False), (t("yes"), None)]),
        menu("opens-prompt", "smooth AllProductListModal (a list's menu)",
             t("user_list_all_title"), everything, [(t("action_delete_list"), False)]),
        flutter_dialog("delete", f"{helper}.showDeleteUserListDialog", t("user_list_all_title"),
                       *delete, [(t("confirm_delete_user_list_button"), True), (t("no"), None)]),
        flutter_dialog("harmless", f"{helper}.showDeleteUserListDialog",
                       t("user_list_all_title"), *delete,
                       [(t("confirm_delete_user_list_button"), None), (t("no"), False)]),
        flutter_dialog("reversible", f"{helper}.showRenameUserListDialog",
                       t("user_list_all_title"), t("user_list_dialog_rename_title"), None,
                       [(t("cancel"), None), (t("okay"), False)], rename),
        menu("opens-prompt", "smooth ProductListPage (the history's selection menu)", history,
             [t(s) for s in selected], [(t("=Delete selected items"), False)]),
        flutter_dialog("delete", remove, history, None, t("alert_clear_selected_user_list"),
                       [(t("no"), None), (t("yes"), True)], picked),
        flutter_dialog("harmless", remove, history, None, t("alert_clear_selected_user_list"),
                       [(t("no"), False), (t("yes"), None)], picked),
    ]  # fmt: skip


def account(t: Any) -> list[dict[str, Any]]:
    profile = page(
        t("user_profile"),
        [{"row": t("view_profile")}, {"row": t("account_delete")}, {"row": t("sign_out")}],
    )
    out = (t("sign_out"), t("sign_out_confirmation"))
    offline = page(t("offline_data"), [
        {"row": t("update_offline_data")}, {"row": t("clear_local_database")},
        {"row": t("know_more")}])  # fmt: skip
    leave = (t("new_product_leave_title"), t("new_product_leave_message"))
    where = "smooth UserPreferencesAccount"
    return [
        entry("opens-prompt", f"{where} (Delete account)", profile,
              [(t("account_delete"), False)]),
        entry("opens-prompt", f"{where} (Sign out)", profile, [(t("sign_out"), False)]),
        flutter_dialog("reversible", f"{where}._confirmLogout", t("user_profile"), *out,
                       [(t("no"), None), (t("yes"), False)]),
        flutter_dialog("harmless", f"{where}._confirmLogout", t("user_profile"), *out,
                       [(t("no"), False), (t("yes"), None)]),
        flutter_dialog("reversible", "smooth UserPreferencesFood._confirmReset",
                       t("myPreferences_food_title"), None, t("confirmResetPreferences"),
                       [(t("no"), None), (t("yes"), False)]),
        entry("reversible", "smooth OfflineDataPage (Clear offline product data)", offline,
              [(t("clear_local_database"), False)]),
        flutter_dialog("harmless", "smooth AddNewProductPage._onWillPop", t("new_product"),
                       *leave, [(t("yes"), False), (t("cancel"), None)]),
    ]  # fmt: skip
