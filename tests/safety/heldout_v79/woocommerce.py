"""WooCommerce's screens (``com.woocommerce.android``, the Android app of a WooCommerce
store: orders, refunds, shipping labels, order notes, products, variations, coupons and
reviews), strings from ``WooCommerce/src/main/res/values*/strings.xml``. The order, amounts,
product, customer, coupon and review written on the screens are the same in every language.

Read from the code (``WooCommerce/src/main/kotlin/com/woocommerce/android``) and the layouts
and menus named: ``ui/orders/details/OrderDetailFragment.kt`` with
``order_detail_payment_info.xml`` ("See receipt", "Collect Payment", which opens the card
reader's payment flow, and "Issue refund", which opens the refund's pages);
``ui/payments/refunds/RefundSummaryFragment.kt`` with ``fragment_refund_summary.xml`` (the
reason and Refund, which only opens ``RefundConfirmationDialog``, a ``ConfirmationDialog``
whose own view says "Refund ..." and "Are you sure you want to issue a refund? This can't
be undone.", with Cancel and Refund, whose Refund calls ``onRefundConfirmed`` and refunds
the customer at once); ``view_shipping_label_item.xml``'s ``menu_shipping_label.xml``
("Request a refund", which opens ``ShippingLabelRefundFragment``, and "Print customs
form"); ``ui/orders/shippinglabels/ShippingLabelRefundFragment.kt`` with
``fragment_shipping_label_refund.xml`` ("Refund label (-...)", which calls
``refundShippingLabel`` at once: the label is voided and its cost refunded);
``ui/orders/shippinglabels/creation/CreateShippingLabelFragment.kt`` with
``view_shipping_label_order_summary.xml`` (the "Mark this order as complete and notify the
customer" checkbox and "Purchase shipping label", which calls ``onPurchaseButtonClicked``
and buys the labels at once with the store's card); ``ui/orders/notes/AddOrderNoteFragment.kt``
with ``fragment_add_order_note.xml`` and ``menu_add.xml`` (the note, the "Email note to
customer" switch and Add, which calls ``pushOrderNote``: with the switch on, the note is
emailed to the customer); ``ui/products/details/ProductDetailFragment.kt`` with
``menu_product_detail_fragment.xml`` (an existing product's overflow: Share, "View product
on store", "Product settings", Duplicate, which makes a draft copy, and "Trash product",
which only opens ``ProductDetailViewModel.onTrashButtonClicked``'s dialog "Do you want to
move this product to the Trash?", whose "Move to trash" trashes it with ``forceDelete =
false``, kept in the store's trash and offered with Undo; a new product's Publish, which
publishes it in the store, and its overflow's "Save as draft"); ``ui/reviews/
ReviewDetailFragment.kt`` with ``fragment_review_detail.xml`` (the Approve toggle, Spam and
Trash, each moderating the review with an Undo snackbar, and Reply);
``ui/products/variations/VariationDetailFragment.kt`` with
``menu_variation_detail_fragment.xml`` (Delete only opens "Do you want to delete this
Variation?", whose Delete calls ``deleteVariation``: variations cannot be trashed, so it is
deleted from the store); ``ui/products/downloads/ProductDownloadDetailsViewModel.kt`` ("Are
you sure you want to remove this file?": Delete drops the file from the product's draft,
saved only with the product's Update); ``ui/products/ConfirmRemoveProductImageDialog.kt``
("Are you sure you want to remove this image?": Remove drops the image from the draft);
``ui/coupons/details/CouponDetailsScreen.kt`` (a Compose page: its menu's "Copy Coupon Code",
"Share Coupon", "Edit Coupon" and "Delete Coupon", which only opens an ``AlertDialog`` whose
upper-cased Delete calls ``deleteCoupon`` with ``trash = false``, the coupon deleted for
good); ``ui/orders/details/OrderDetailViewModel.kt``'s ``onDeleteShipmentTrackingClicked``
(a tracking's menu, ``menu_order_detail_shipment_tracking_actions.xml``: "Copy tracking
number" and "Delete tracking", which removes it with an Undo snackbar);
``ui/prefs/AppSettingsActivity.kt`` (``confirmLogout``: Back and "Log out").
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, POSITIVE, dialog, entry, page, popup, sheet

RID = "com.woocommerce.android:id/"
NUMBER, TOTAL, LABEL_COST = "1042", "$84.00", "$7.63"
PRODUCT, VARIATION, COUPON = "Ceramic mug", "Blue - Large", "SUMMER10"
CUSTOMER, ACCOUNT = "Emma Wilson", "shopkeeper"
NOTE = "Your parcel left our warehouse today."


def screens(t: Any) -> list[dict[str, Any]]:
    return orders(t) + labels(t) + products(t) + others(t)


def ask(t: Any, category: str, source: str, behind: str, message: str, ok: str,
        cancel_bad: bool | None, ok_bad: bool | None, cancel: str = "cancel",
        ) -> dict[str, Any]:  # fmt: skip
    """A ``MaterialAlertDialogBuilder`` dialog with a message, its negative button, then its
    positive one."""
    buttons = [(t(cancel), NEGATIVE, cancel_bad), (t(ok), POSITIVE, ok_bad)]
    return dialog(category, f"woocommerce {source}", behind, None, message, buttons)


def orders(t: Any) -> list[dict[str, Any]]:
    title = t("orderdetail_orderstatus_ordernum", NUMBER)
    detail = page(title, [
        {"text": t("order_detail_payment_header")},
        {"text": t("order_total")}, {"text": TOTAL},
        {"text": t("orderdetail_payment_paid_by_customer")}, {"text": TOTAL},
        {"button": t("orderdetail_see_receipt_button"),
         "rid": f"{RID}paymentInfo_seeReceiptButton"},
        {"button": t("orderdetail_collect_payment_button"),
         "rid": f"{RID}paymentInfo_collectCardPresentPaymentButton"},
        {"button": t("orderdetail_issue_refund_button"),
         "rid": f"{RID}paymentInfo_issueRefundButton"},
    ])  # fmt: skip
    heading = t("order_refunds_title_with_amount", TOTAL)
    summary = page(heading, [
        {"text": t("order_refunds_previously_refunded")}, {"text": "$0.00"},
        {"text": t("order_refunds_refund_amount")}, {"text": TOTAL},
        {"field": t("order_refunds_reason_hint"), "text": "Damaged in transit",
         "rid": f"{RID}refundSummary_reason"},
        {"text": t("order_refunds_refund_via")}, {"text": t("order_refunds_manual_refund")},
        {"button": t("order_refunds_refund"), "rid": f"{RID}refundSummary_btnRefund"},
    ])  # fmt: skip
    said = (
        {"text": heading, "rid": f"{RID}confirmationDialog_header"},
        {"text": t("order_refunds_confirmation"), "rid": f"{RID}confirmationDialog_message"},
    )

    def confirming(category: str, cancel: bool | None, refund: bool | None) -> dict[str, Any]:
        return dialog(category, "woocommerce RefundConfirmationDialog", heading, None, None,
                      [(t("cancel"), NEGATIVE, cancel),
                       (t("order_refunds_refund"), POSITIVE, refund)], said)  # fmt: skip

    note = [
        {"field": t("orderdetail_note_hint"), "text": NOTE, "rid": f"{RID}addNote_editor"},
        {"switch": t("add_order_note_label"), "rid": f"{RID}addNote_switch"},
        {"button": t("add_order_note_menu_item"), "rid": f"{RID}menu_add"},
    ]
    noting = "woocommerce AddOrderNoteFragment"
    tracking = [(t("orderdetail_copy_tracking_number"), ""),
                (t("orderdetail_delete_tracking"), "")]  # fmt: skip
    where = "woocommerce OrderDetailFragment"
    return [
        entry("opens-prompt", where, detail, [(t("orderdetail_issue_refund_button"), False)]),
        entry("opens-prompt", where, detail,
              [(t("orderdetail_collect_payment_button"), False)]),
        entry("opens-prompt", "woocommerce RefundSummaryFragment", summary,
              [(t("order_refunds_refund"), False)]),
        confirming("payment", None, True),
        confirming("harmless", False, None),
        entry("send", f"{noting} (Email note to customer on)", page(title, note),
              [(t("add_order_note_menu_item"), True)]),
        entry("reversible", noting, page(title, note), [(t("add_order_note_label"), False)]),
        sheet("reversible", f"{where} (a shipment tracking's menu)", title, tracking,
              [(t("orderdetail_delete_tracking"), False)]),
    ]  # fmt: skip


def labels(t: Any) -> list[dict[str, Any]]:
    title = t("orderdetail_orderstatus_ordernum", NUMBER)
    menu = [(t("orderdetail_shipping_label_request_refund"), ""),
            (t("orderdetail_shipping_label_print_customs_form"), "")]  # fmt: skip
    refund = page(t("orderdetail_shipping_label_request_refund"), [
        {"text": t("shipping_label_refund_message")},
        {"text": t("shipping_label_refund_purchase_date_title")}, {"text": "Oct 2, 2024"},
        {"text": t("shipping_label_refund_amount_title")}, {"text": LABEL_COST},
        {"button": t("shipping_label_refund_button", LABEL_COST),
         "rid": f"{RID}shippingLabelRefund_btnRefund"},
    ])  # fmt: skip
    buy = page(t("shipping_label_create_title"), [
        {"text": t("shipping_label_create_order_summary")},
        {"text": t("shipping_label_create_price_subtotal")}, {"text": LABEL_COST},
        {"text": t("shipping_label_create_price_total")}, {"text": LABEL_COST},
        {"switch": t("shipping_label_create_mark_order_complete"),
         "rid": f"{RID}mark_order_complete_checkbox"},
        {"button": t("shipping_label_create_purchase"), "rid": f"{RID}purchase_label_button"},
    ])  # fmt: skip
    where = "woocommerce ShippingLabelItemView (menu_shipping_label)"
    return [
        sheet("opens-prompt", where, title, menu,
              [(t("orderdetail_shipping_label_request_refund"), False)]),
        entry("payment", "woocommerce ShippingLabelRefundFragment", refund,
              [(t("shipping_label_refund_button", LABEL_COST), True)]),
        entry("payment", "woocommerce CreateShippingLabelFragment (order summary)", buy,
              [(t("shipping_label_create_purchase"), True)]),
        entry("reversible", "woocommerce CreateShippingLabelFragment (order summary)", buy,
              [(t("shipping_label_create_mark_order_complete"), False)]),
    ]  # fmt: skip


def products(t: Any) -> list[dict[str, Any]]:
    overflow = [(t("share"), ""), (t("product_view_in_store"), ""),
                (t("product_settings"), ""), (t("product_duplicate"), ""),
                (t("product_trash"), "")]  # fmt: skip
    where = "woocommerce ProductDetailFragment (menu_product_detail_fragment)"
    trash = t("product_confirm_trash")
    new = t("product_add_tool_bar_title")
    adding = page(new, [
        {"button": t("product_add_tool_bar_menu_button_done"), "rid": f"{RID}menu_publish"},
        {"icon": t("more_options")},
        {"field": t("product_detail_title_hint"), "text": PRODUCT},
    ])  # fmt: skip
    drafting = [(t("product_detail_save_as_draft"), ""), (t("product_settings"), "")]
    variation = "woocommerce VariationDetailFragment"
    return [
        sheet("opens-prompt", where, PRODUCT, overflow, [(t("product_trash"), False)]),
        sheet("reversible", where, PRODUCT, overflow, [(t("product_duplicate"), False)]),
        ask(t, "reversible", "ProductDetailViewModel (trash)", PRODUCT, trash,
            "product_trash_yes", None, False),
        ask(t, "harmless", "ProductDetailViewModel (trash)", PRODUCT, trash,
            "product_trash_yes", False, None),
        entry("publish", "woocommerce ProductDetailFragment (a new product)", adding,
              [(t("product_add_tool_bar_menu_button_done"), True)]),
        sheet("reversible", "woocommerce ProductDetailFragment (a new product's overflow)",
              new, drafting, [(t("product_detail_save_as_draft"), False)]),
        sheet("opens-prompt", f"{variation} (menu_variation_detail_fragment)", VARIATION,
              [(t("delete"), "")], [(t("delete"), False)]),
        ask(t, "delete", "VariationDetailFragment (delete)", VARIATION,
            t("variation_confirm_delete"), "delete", None, True),
        ask(t, "reversible", "ProductDownloadDetailsViewModel (delete)",
            t("product_downloadable_files_edit_title"),
            t("product_downloadable_files_delete_confirmation"), "delete", None, False),
        ask(t, "reversible", "ConfirmRemoveProductImageDialog", PRODUCT,
            t("product_image_remove_confirmation"), "remove", None, False),
    ]  # fmt: skip


def others(t: Any) -> list[dict[str, Any]]:
    review = page(t("wc_review_title"), [
        {"text": PRODUCT}, {"text": CUSTOMER}, {"text": "Lovely mug, arrived quickly."},
        {"button": t("wc_approve"), "rid": f"{RID}review_approve"},
        {"button": t("wc_spam"), "rid": f"{RID}review_spam"},
        {"button": t("wc_trash"), "rid": f"{RID}review_trash"},
        {"button": t("wc_reply"), "rid": f"{RID}review_reply"},
    ])  # fmt: skip
    where = "woocommerce ReviewDetailFragment"
    coupon = [
        (t("coupon_details_menu_copy"), ""),
        (t("coupon_details_menu_share"), ""),
        (t("coupon_details_menu_edit"), ""),
        (t("coupon_details_delete"), ""),
    ]
    cancel, delete = t("cancel").upper(), t("delete").upper()

    def deleting(category: str, keep: bool | None, go: bool | None) -> dict[str, Any]:
        return popup(category, "woocommerce CouponDetailsScreen (delete)", COUPON,
                     t("coupon_details_delete"), t("coupon_details_delete_confirmation"),
                     [(cancel, keep), (delete, go)])  # fmt: skip

    logout = t("settings_confirm_logout", ACCOUNT)
    return [
        entry("reversible", where, review, [(t("wc_spam"), False)]),
        entry("reversible", where, review, [(t("wc_trash"), False)]),
        sheet("opens-prompt", "woocommerce CouponDetailsScreen (the menu)", COUPON, coupon,
              [(t("coupon_details_delete"), False)]),
        deleting("delete", None, True),
        deleting("harmless", False, None),
        ask(t, "reversible", "AppSettingsActivity (confirmLogout)", t("settings"), logout,
            "signout", None, False, "back"),
    ]  # fmt: skip
