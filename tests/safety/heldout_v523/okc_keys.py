"""OpenKeychain's key list and key pages (``org.sufficientlysecure.keychain``): keys listed,
selected and deleted, a contact's key shared, updated, confirmed and deleted, one's own key
revoked or deleted. Strings from ``OpenKeychain/src/main/res/values*/strings.xml``; the
names, email addresses and fingerprints on the screens are the same in every language.

Read from the code (``OpenKeychain/src/main/java/org/sufficientlysecure/keychain/ui``):
``MainActivity.java`` (the drawer: Keys, Encrypt/Decrypt, Apps, Backup/Restore, Settings and
Help, each opening a page); ``KeyListFragment.java`` with ``res/layout/key_list_fragment.xml``
and ``res/menu/key_list.xml`` (the list, "My Keys" first; the search icon; the floating button
``fab_expand_menu_button``, which only unfolds the buttons for a QR code, a key search and a
file; the overflow's "Manage my keys" and "Update all keys", which downloads every key again from
the keyserver and merges what is new, ``KeySyncParcel.createRefreshAll``; a long press starts
the selection, whose menu, ``res/menu/key_list_multi.xml``, holds "Encrypt to…" and "Delete
key", which opens ``DeleteKeyDialogActivity``); ``DeleteKeyDialogActivity.java`` with
``res/layout/view_key_delete_fragment.xml`` and ``del_rev_dialog.xml`` (for public keys, or a
revoked secret one: the question in ``mainMessage``, Cancel and Delete, whose Delete runs
``DeleteKeyringParcel``: the key leaves the database, with no trash and no undo; for one's own
key that is not revoked, "Revoke/Delete key 'NAME'" with a spinner of "Revoke and Upload" and
"Delete only", Cancel and a positive button named after the choice: "Revoke and upload" runs
``RevokeKeyringParcel`` with the preferred keyserver, which signs the key's revocation and
uploads it, and "Delete only" opens the deletion's own dialog, titled "Delete YOUR key
'NAME'?"); ``keyview/ViewKeyActivity.java`` with ``res/layout/view_key_activity.xml`` and
``res/menu/key_view.xml`` (a key's page: the encrypt, share and copy icons, "Update from
keyserver", which imports the key again from the keyserver, the "Exchange keys" button, which
opens the QR scanner; the overflow's "Change password" and "Backup key" for one's own key,
"Delete key", Advanced, and "Confirm with fingerprint" for a contact's key not yet
confirmed); ``shareKey`` in ``keychain/util`` (Share key opens the system's share sheet);
``CertifyFingerprintActivity.java`` and ``CertifyFingerprintFragment.java`` with
``res/layout/certify_fingerprint_fragment.xml`` ("Fingerprints match" opens the confirmation
page, "Not matching" closes it); ``CertifyKeyFragment.java`` with
``res/layout/certify_key_fragment.xml`` (the identities to confirm, "My key:", the box
"Publish certification on keyservers" and "Confirm key", which signs the identities with
one's own key and, with the box ticked, uploads the signed key to the preferred keyserver,
``CertifyActionsParcel.setParcelableKeyServer``).
"""

from __future__ import annotations

from typing import Any

from screens import ID, NEGATIVE, POSITIVE, alert, entry, menu, page, pick, plain

ALICE, ALICE_MAIL = "Alice Liddell", "alice@example.org"
BOB, BOB_MAIL = "Bob Baker", "bob@example.net"
CAROL, CAROL_MAIL = "Carol Chen", "carol@example.com"
DAVE, DAVE_MAIL = "Dave Dunn", "dave@example.com"
FINGERPRINT = "1f4c 8a2d 93be 0c71 5e46\na7d2 b839 0e1f 6c54 2b98"


def screens(t: Any) -> list[dict[str, Any]]:
    return key_list(t) + contact_key(t) + own_key(t)


def _key_list(t: Any) -> dict[str, Any]:
    return page(
        t("app_name"),
        [
            {"icon": t("menu_search"), "rid": f"{ID}menu_key_list_search"},
            {"text": t("my_keys")},
            {"row": ALICE, "secondary": ALICE_MAIL},
            {"row": BOB, "secondary": BOB_MAIL},
            {"row": CAROL, "secondary": CAROL_MAIL},
            {"row": DAVE, "secondary": DAVE_MAIL},
            plain("fab_expand_menu_button"),
        ],
    )


def key_list(t: Any) -> list[dict[str, Any]]:
    where = "openkeychain KeyListFragment"
    keys = _key_list(t)
    drawer = page(
        t("app_name"),
        [
            {"row": t(k)}
            for k in (
                "nav_keys",
                "nav_encrypt_decrypt",
                "title_api_registered_apps",
                "nav_backup",
                "menu_preferences",
                "menu_help",
            )
        ],
    )
    selected = t("key_list_selected_keys#2")
    multi = [t("menu_encrypt_to"), t("menu_delete_key")]
    message = ({"text": t("key_deletion_confirmation_multi"), "rid": f"{ID}mainMessage"},)
    return [
        entry("harmless", where, keys, [(BOB, False)]),
        entry("harmless", where, keys, [("fab_expand_menu_button", False)]),
        menu(
            "harmless",
            "openkeychain KeyListFragment (overflow)",
            t("app_name"),
            [t("menu_manage_keys"), t("menu_update_all_keys")],
            [(t("menu_update_all_keys"), False)],
        ),
        entry(
            "harmless",
            "openkeychain MainActivity (drawer)",
            drawer,
            [(t("menu_preferences"), False)],
        ),
        menu(
            "opens-prompt",
            "openkeychain KeyListFragment (selection menu)",
            selected,
            multi,
            [(t("menu_delete_key"), False)],
        ),
        alert(
            "delete",
            "openkeychain DeleteKeyDialogFragment (two public keys)",
            t("app_name"),
            None,
            None,
            [(t("android:cancel"), NEGATIVE, False), (t("btn_delete"), POSITIVE, True)],
            message,
        ),
    ]


def _contact_page(t: Any) -> dict[str, Any]:
    return page(
        BOB,
        [
            {"text": t("view_key_unverified"), "rid": f"{ID}view_key_status"},
            {"icon": t("cd_encrypt_files"), "rid": f"{ID}view_key_action_encrypt_files"},
            {"icon": t("cd_encrypt_text"), "rid": f"{ID}view_key_action_encrypt_text"},
            {"icon": t("share_key"), "rid": f"{ID}view_key_action_share"},
            {"icon": t("share_key_clipboard"), "rid": f"{ID}view_key_action_share_clipboard"},
            {"icon": t("key_view_action_update"), "rid": f"{ID}menu_key_view_refresh"},
            {"text": t("title_key_status")},
            {"icon": t("cd_exchange_keys"), "rid": f"{ID}fab"},
        ],
    )


def _certify_page(t: Any, upload: bool) -> dict[str, Any]:
    return page(
        t("title_certify_key"),
        [
            {"text": t("certify_text"), "rid": f"{ID}textView"},
            {"switch": BOB_MAIL, "checked": True},
            {"text": t("section_certify")},
            {"text": t("add_keys_my_key")},
            {"text": ALICE, "rid": f"{ID}certify_key_spinner"},
            {
                "switch": t("label_send_key"),
                "rid": f"{ID}sign_key_upload_checkbox",
                "checked": upload,
            },
            {"button": t("key_view_action_certify"), "rid": f"{ID}certify_key_certify_button"},
        ],
    )


def contact_key(t: Any) -> list[dict[str, Any]]:
    where = "openkeychain ViewKeyActivity (contact's key)"
    contact = _contact_page(t)
    rows = [t("menu_delete_key"), t("menu_advanced"), t("menu_certify_fingerprint")]
    question = ({"text": t("public_key_deletetion_confirmation", BOB), "rid": f"{ID}mainMessage"},)
    fingerprint = page(
        t("title_certify_key"),
        [
            {"text": t("certify_fingerprint_text"), "rid": f"{ID}certify_fingerprint_intro"},
            {"text": t("label_fingerprint")},
            {"text": FINGERPRINT, "rid": f"{ID}certify_fingerprint_fingerprint"},
            {"button": t("btn_not_matching"), "rid": f"{ID}certify_fingerprint_button_no"},
            {"button": t("btn_match"), "rid": f"{ID}certify_fingerprint_button_yes"},
        ],
    )
    unticked, ticked = _certify_page(t, False), _certify_page(t, True)
    certify = "certify_key_certify_button"
    return [
        entry("harmless", where, contact, [(t("share_key"), False)]),
        entry("harmless", where, contact, [(t("key_view_action_update"), False)]),
        menu("opens-prompt", f"{where} (overflow)", BOB, rows, [(t("menu_delete_key"), False)]),
        alert(
            "delete",
            "openkeychain DeleteKeyDialogFragment (contact's key)",
            BOB,
            None,
            None,
            [(t("android:cancel"), NEGATIVE, False), (t("btn_delete"), POSITIVE, True)],
            question,
        ),
        entry(
            "harmless",
            "openkeychain CertifyFingerprintFragment",
            fingerprint,
            [(pick(fingerprint, t("btn_match"), "certify_fingerprint_button_yes"), False)],
        ),
        entry(
            "reversible",
            "openkeychain CertifyKeyFragment",
            unticked,
            [(pick(unticked, t("label_send_key"), "sign_key_upload_checkbox"), False)],
        ),
        entry(
            "publish",
            "openkeychain CertifyKeyFragment (publish ticked)",
            ticked,
            [(pick(ticked, t("key_view_action_certify"), certify), True)],
        ),
    ]


def own_key(t: Any) -> list[dict[str, Any]]:
    where = "openkeychain ViewKeyActivity (own key)"
    rows = [
        t(k)
        for k in ("menu_change_password", "menu_export_key", "menu_delete_key", "menu_advanced")
    ]
    title = t("del_rev_dialog_title", ALICE)

    def revoke_or_delete(
        category: str, choice: str, button: str, chosen: str, cases: tuple[bool | None, bool | None]
    ) -> dict[str, Any]:
        items = (
            {"text": t("del_rev_dialog_message")},
            {"text": t(choice), "rid": f"{ID}spinner"},
        )
        cancel, positive = cases
        buttons = [(t("android:cancel"), NEGATIVE, cancel), (t(button), POSITIVE, positive)]
        source = f"openkeychain RevokeDeleteDialogFragment ({chosen} chosen)"
        return alert(category, source, ALICE, title, None, buttons, items)

    secret = ({"text": t("secret_key_deletion_confirmation"), "rid": f"{ID}mainMessage"},)
    return [
        menu("opens-prompt", f"{where} (overflow)", ALICE, rows, [(t("menu_delete_key"), False)]),
        revoke_or_delete(
            "revoke",
            "del_rev_dialog_choice_rev_upload",
            "del_rev_dialog_btn_revoke",
            "revoke",
            (False, True),
        ),
        revoke_or_delete(
            "opens-prompt",
            "del_rev_dialog_choice_delete",
            "del_rev_dialog_btn_delete",
            "delete only",
            (None, False),
        ),
        alert(
            "delete",
            "openkeychain DeleteKeyDialogFragment (own key)",
            ALICE,
            t("title_delete_secret_key", ALICE),
            None,
            [(t("android:cancel"), NEGATIVE, False), (t("btn_delete"), POSITIVE, True)],
            secret,
        ),
    ]
