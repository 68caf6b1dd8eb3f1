"""Builds the seventy-ninth held-out corpus (``heldout_v79.yaml``): two real Android apps'
screens about a SIP softphone and a store's back office, from their translations and code.

The sources are Linphone (``org.linphone``, Belledonne Communications' SIP softphone, with
calls, conferences, contacts, conversations, meetings, recordings and SIP accounts;
``linphone.py``) and WooCommerce (``com.woocommerce.android``, the app of a WooCommerce
store, with orders, refunds, shipping labels, order notes, products, variations, coupons
and reviews; ``woocommerce.py``), two apps the project had not used. Both keep their
strings in ``strings.xml`` (Linphone in ``app/src/main/res/values*``, WooCommerce in
``WooCommerce/src/main/res/values*``), read by name as Android does. Linphone has no
Japanese or Korean translation (no ``values-ja`` or ``values-ko``), so a device set to
either shows it in English, and its Spanish (``values-es``) holds about a third of its
strings, so most of its Spanish screens show English too; a few of its newer strings (the
conversation's and the meeting's confirmations, "Delete for everyone") are missing from
some other languages and show English there. WooCommerce is translated into all nine
languages. A language without a string shows the English one, and the build prints which.
How each screen is put together (a dialog's title, message, own widgets and buttons, a
sheet's or menu's rows, a page's rows, fields, switches and icons) and what each control
does comes from the apps' code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Linphone, the send icon of a conversation (the message is sent); Delete in
a received message's long press (the message is deleted from the device at once, with no
undo); "Delete for everyone" (the message is withdrawn from every participant); Delete in
"Do you really want to delete this conversation?", in "Do you really want to delete all
messages?", in "Delete ...?" (a contact) and in "Do you really want to delete all calls
history?"; Delete in "Do you really want to leave this conversation?" (the group is left,
the app's button reads Delete); Confirm in "Start a group call?" (every participant is
called); a contact's Call and a call log's call icon (a call starts at once); Remove in
"Remove participant?" and in "Remove ... from conference?"; Yes in "Meeting will be
cancelled" (the meeting is cancelled on the server and every participant notified); a
recording's Delete (the file is deleted at once); "Sign out" in "Sign out of your account?"
(the account and its conversations, meetings and call logs go from the device); Confirm in
"Do you really want to encrypt everything?" (it "can't be undone"). In WooCommerce, Refund
in the refund's confirmation (the customer is refunded); "Refund label (-...)" (the label is
voided and refunded); "Purchase shipping label" (the label is bought with the store's card);
Add on an order note with "Email note to customer" on (the customer is emailed); Publish on
a new product (it goes live in the store); Delete in "Do you want to delete this Variation?"
and DELETE in "Delete Coupon" (deleted for good). Not commits: a row, an icon or a button
that only opens the confirmation ("Delete conversation", "Leave the group", "Delete
history", a group's Call, "Remove from the group", a contact's, an own message's and a call
log's Delete, the history's "Delete history" icon, "Cancel meeting", "Sign out" on the
account page, the "Encrypt everything" switch; "Issue refund", "Collect Payment", the refund
summary's Refund, "Request a refund", "Trash product", a variation's Delete, "Delete Coupon"
in its menu); Cancel, CANCEL and "Do not cancel"; the emoji picker and Forward; and as
reversible Mute, "Add to favourites", Pause, the "Email note to customer" switch, "Delete
tracking", the "Mark this order as complete" checkbox, Duplicate, "Move to trash", "Save as
draft", a download's Delete, an image's Remove, a review's Spam and Trash, and "Log out".

Judgement calls: Linphone's Delete on a received message deletes only the device's copy, but
with no undo, so it is a delete; "Delete for everyone" is filed as delete; deleting a
meeting that one does not organise was left out, as the dialog says it only goes from this
device's list; "Meeting will be cancelled"'s Yes is filed as delete (its No, which cancels
the meeting without notifying anyone, is shown, not tapped); the leave confirmation's button
reads Delete and is filed as leave, for what it does; starting a call (a contact's Call, a
call log's icon, a group call's Confirm) is filed as call, a commit, since the other side's
phone rings at once; "Sign out" is filed as account (the account's data on the device is
deleted, not the SIP account itself); turning on the encrypted storage is filed as security;
the contact editor's "Don't save changes?", the update dialog, "Delete for me" and "Hang up"
are not tapped. In WooCommerce, "Move to trash" is reversible (the product stays in the
store's trash and the list offers Undo), and so are a review's Spam and Trash and a
tracking's deletion, each with Undo; a download's Delete and an image's Remove only change
the product's draft, written with its Update; Duplicate makes a draft copy that can be
deleted; "Log out" only signs the app out (the store is unchanged and one signs in again);
Add with "Email note to customer" on is filed as send; a refund and a label's purchase or
refund are filed as payment; the checkbox that marks the order complete is a reversible
toggle (the order is completed only with the purchase).

Linphone's confirmations are its own dialogs whose buttons carry ``org.linphone:id/confirm``
and ``cancel`` (a confirm button whose label the page or the dialog also says, such as
"Sign out", is tapped by its id), and its sheets' rows carry their layouts' ids;
WooCommerce's dialogs are ``AlertDialog``s with ``android:id/button1/2``, its pages'
buttons carry their layouts' ids, its popup and overflow menus' rows carry none, and its
coupon page is drawn with Jetpack Compose, whose controls carry no ids. A control a screen
shows but no case taps is still on the screen.

    git clone https://github.com/BelledonneCommunications/linphone-android
    git clone https://github.com/woocommerce/woocommerce-android
    python tests/safety/heldout_v79/build.py linphone-android woocommerce-android

(Linphone at 31ae70795ee7f80a0c96a1d6e17a497a8907c722 and WooCommerce at
c8b90c301fd4d2a221f101bd83e39a83966cbea7, as ``LINPHONE`` and ``WOOCOMMERCE`` say.) The
corpus was built once, from these sources alone and without reading the policy, and
measured once after it was final. It is kept apart from the pinned corpus and the other
held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import linphone
import woocommerce
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v79.yaml")
LINPHONE: Source = ("31ae70795ee7f80a0c96a1d6e17a497a8907c722", ("app/src/main/res",),
                    ("strings.xml",))  # fmt: skip
WOOCOMMERCE: Source = ("c8b90c301fd4d2a221f101bd83e39a83966cbea7",
                       ("WooCommerce/src/main/res",), ("strings.xml",))  # fmt: skip
"""Each repository's commit and where its strings are."""


def main(linphone_repo: str, woocommerce_repo: str) -> int:
    return build(OUT, Path(__file__), [
        ("linphone", [("linphone", Path(linphone_repo), LINPHONE)], linphone.screens),
        ("woocommerce", [("woocommerce", Path(woocommerce_repo), WOOCOMMERCE)],
         woocommerce.screens),
    ])  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
