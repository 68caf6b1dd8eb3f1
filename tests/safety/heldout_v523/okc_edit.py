"""OpenKeychain's own-key editing (``org.sufficientlysecure.keychain``): the password changed,
the key shared and published on a keyserver, identities and subkeys marked for revocation or
stripping and the changes saved. Strings from ``OpenKeychain/src/main/res/values*/
strings.xml``; names, email addresses, key ids and fingerprints are the same in every
language.

Read from the code (``OpenKeychain/src/main/java/org/sufficientlysecure/keychain/ui``):
``keyview/ViewKeyActivity.java`` ("Change password" opens ``SetPassphraseDialogFragment``,
whose OK runs ``ChangeUnlockParcel``: the key's password is replaced by the new one, which the
same dialog can replace again); ``dialog/SetPassphraseDialogFragment.java`` with
``res/layout/passphrase_repeat_dialog.xml`` ("No Password", the two fields, Cancel and OK);
``ViewKeyAdvActivity.java`` with ``res/layout/view_key_adv_activity.xml`` and
``res/menu/action_mode_edit.xml`` (the tabs Start, Share, Identities and Subkeys; the title is
the key's name and the subtitle "Key ID: …", written in English in the code; the Edit icon
of the Identities and Subkeys tabs only starts the editing mode); ``ViewKeyAdvShareFragment.java``
with ``res/layout/view_key_adv_share_fragment.xml`` (the fingerprint and its copy button, "Share
with…", the key's copy button, "Share as SSH public key with…" and its copy button, which open
the system's share sheet or copy to the clipboard, and "Publish on keyserver", which opens
``UploadKeyActivity``); ``UploadKeyActivity.java`` with ``res/layout/upload_key_activity.xml``
(the keyserver spinner, the identities and "Upload To Keyserver", which runs
``UploadKeyringParcel``: the public key goes to the keyserver, where others can download it);
``ViewKeyAdvUserIdsFragment.java`` with ``res/menu/action_edit_uids.xml`` (in the editing mode
"Edit Identities", a tap on an identity opens ``EditUserIdDialogFragment``, whose rows only
mark the change in the ``SaveKeyringParcel`` being built: "Change to Primary Identity" and
"Revoke Identity", which a second tap offers to revert ("Revert revocation"); Save runs the
parcel, ``SaveKeyringParcel``, and signs the revocation into the key, which cannot be undone,
as the app's own words for a revoked identity say); ``ViewKeyAdvSubkeysFragment.java``,
``SubKeyItem.java`` and ``dialog/EditSubkeyDialogFragment.java`` with
``res/layout/view_key_adv_subkey_item.xml`` (in "Edit Subkeys", a tap on a subkey opens "Select
an action!" with "Change Expiry", "Revoke Subkey" and "Strip Subkey"; "Revoke Subkey" only
marks the subkey, "Strip Subkey" opens "Strip this subkey", whose "Strip it" only marks it
too; a marked subkey shows "Subkey will be revoked" or "Subkey will be stripped" and the image
button ``button_subkey_action_cancel``, which drops the mark; Save signs the subkey's
revocation, or deletes the subkey's secret part from the device, keeping only a stub).
"""

from __future__ import annotations

from typing import Any

from screens import ID, NEGATIVE, POSITIVE, alert, entry, menu, page, pick, plain, rows

ALICE, ALICE_MAIL, WORK_MAIL = "Alice Liddell", "alice@example.org", "alice@work.example"
KEY_ID = "Key ID: 9f3a\u20086c21\u2008d4b7\u20080e58"
MASTER, SUBKEY = "9f3a\u20086c21\u2008d4b7\u20080e58", "5b1e\u2008a7c4\u20083f92\u2008c610"
FINGERPRINT = "72d0 4b1e 8c39 a6f5 1d27\n9f3a 6c21 d4b7 0e58 4c1a"
SERVER = "hkps://keys.openpgp.org"
DOTS = "\u2022" * 12


def screens(t: Any) -> list[dict[str, Any]]:
    return password(t) + share(t) + identities(t) + subkeys(t)


def _tabs(t: Any) -> list[dict[str, Any]]:
    keys = ("key_view_tab_start", "key_view_tab_share", "section_user_ids", "key_view_tab_keys")
    return [{"tab": t(k)} for k in keys]


def password(t: Any) -> list[dict[str, Any]]:
    rows_ = [
        t(k)
        for k in ("menu_change_password", "menu_export_key", "menu_delete_key", "menu_advanced")
    ]
    fields = (
        {
            "switch": t("label_no_passphrase"),
            "rid": f"{ID}passphrase_no_passphrase",
            "checked": False,
        },
        {"field": f"{ID}passphrase_passphrase", "hint": t("label_passphrase"), "text": DOTS},
        {
            "field": f"{ID}passphrase_passphrase_again",
            "hint": t("label_passphrase_again"),
            "text": DOTS,
        },
    )
    return [
        menu(
            "opens-prompt",
            "openkeychain ViewKeyActivity (own key) (overflow)",
            ALICE,
            rows_,
            [(t("menu_change_password"), False)],
        ),
        alert(
            "reversible",
            "openkeychain SetPassphraseDialogFragment (change password)",
            ALICE,
            t("title_change_passphrase"),
            None,
            [(t("android:cancel"), NEGATIVE, None), (t("android:ok"), POSITIVE, False)],
            fields,
        ),
    ]


def share(t: Any) -> list[dict[str, Any]]:
    where = "openkeychain ViewKeyAdvShareFragment"
    tab = page(
        ALICE,
        [
            {"text": KEY_ID},
            *_tabs(t),
            {"text": t("section_fingerprint")},
            {"text": FINGERPRINT, "rid": f"{ID}view_key_fingerprint"},
            plain("view_key_action_fingerprint_clipboard"),
            {"text": t("section_share_key")},
            {"button": t("key_view_action_share_with"), "rid": f"{ID}view_key_action_key_share"},
            plain("view_key_action_key_clipboard"),
            {
                "button": t("key_view_action_share_ssh_with"),
                "rid": f"{ID}view_key_action_key_ssh_share",
            },
            plain("view_key_action_key_ssh_clipboard"),
            {"button": t("key_view_action_upload"), "rid": f"{ID}view_key_action_upload"},
        ],
    )
    upload = page(
        t("title_send_key"),
        [
            {"text": t("section_key_server")},
            {"text": SERVER, "rid": f"{ID}upload_key_keyserver"},
            {"text": ALICE_MAIL},
            {"text": WORK_MAIL},
            {"text": t("section_actions")},
            {"button": t("btn_export_to_server"), "rid": f"{ID}upload_key_action_upload"},
        ],
    )
    return [
        entry(
            "harmless",
            where,
            tab,
            [(pick(tab, t("key_view_action_upload"), "view_key_action_upload"), False)],
        ),
        entry("harmless", where, tab, [("view_key_action_key_clipboard", False)]),
        entry(
            "publish",
            "openkeychain UploadKeyActivity",
            upload,
            [(pick(upload, t("btn_export_to_server"), "upload_key_action_upload"), True)],
        ),
    ]


def _identities(t: Any, editing: bool) -> dict[str, Any]:
    ids = [{"row": ALICE_MAIL, "secondary": ALICE}, {"row": WORK_MAIL, "secondary": ALICE}]
    if editing:
        top = [{"button": t("menu_uids_save"), "rid": f"{ID}menu_uids_save"}]
        title = t("title_edit_identities")
    else:
        top = [{"icon": t("key_view_action_edit"), "rid": f"{ID}menu_action_mode_edit"}]
        title = ALICE
    return page(title, [*top, *_tabs(t), {"text": t("section_user_ids")}, *ids])


def identities(t: Any) -> list[dict[str, Any]]:
    where = "openkeychain ViewKeyAdvUserIdsFragment"
    viewing, editing = _identities(t, False), _identities(t, True)
    choices = rows([t("edit_key_edit_user_id[0]"), t("edit_key_edit_user_id[1]")])
    save = pick(editing, t("menu_uids_save"), "menu_uids_save")
    return [
        entry(
            "harmless",
            where,
            viewing,
            [(pick(viewing, t("key_view_action_edit"), "menu_action_mode_edit"), False)],
        ),
        entry("opens-prompt", f"{where} (editing)", editing, [(WORK_MAIL, False)]),
        alert(
            "reversible",
            "openkeychain EditUserIdDialogFragment",
            t("title_edit_identities"),
            t("edit_key_edit_user_id_title"),
            None,
            [(t("android:cancel"), NEGATIVE, None)],
            choices,
            ((t("edit_key_edit_user_id[1]"), False),),
        ),
        entry("revoke", f"{where} (identity marked for revocation)", editing, [(save, True)]),
    ]


def _subkeys(t: Any, mark: str | None) -> dict[str, Any]:
    items: list[dict[str, Any]] = [
        {"button": t("menu_uids_save"), "rid": f"{ID}menu_uids_save"},
        *_tabs(t),
        {"text": t("section_keys")},
        {"row": MASTER, "secondary": "EdDSA"},
        {"row": SUBKEY, "secondary": "ECDH (Curve25519)"},
    ]
    if mark:
        items += [
            {"text": t(mark), "rid": f"{ID}text_subkey_action"},
            plain("button_subkey_action_cancel"),
        ]
    return page(t("title_edit_subkeys"), items)


def subkeys(t: Any) -> list[dict[str, Any]]:
    where = "openkeychain ViewKeyAdvSubkeysFragment"
    editing = _subkeys(t, None)
    revoking, stripping = _subkeys(t, "subkey_action_revoke"), _subkeys(t, "subkey_action_strip")
    choices = rows([t(f"edit_key_edit_subkey[{i}]") for i in range(3)])

    def actions(category: str, tap: str) -> dict[str, Any]:
        return alert(
            category,
            "openkeychain EditSubkeyDialogFragment",
            t("title_edit_subkeys"),
            t("edit_key_edit_subkey_title"),
            None,
            [(t("android:cancel"), NEGATIVE, None)],
            choices,
            ((t(tap), False),),
        )

    return [
        entry("opens-prompt", f"{where} (editing)", editing, [(SUBKEY, False)]),
        actions("reversible", "edit_key_edit_subkey[1]"),
        actions("opens-prompt", "edit_key_edit_subkey[2]"),
        alert(
            "reversible",
            "openkeychain EditSubkeyDialogFragment (strip)",
            t("title_edit_subkeys"),
            t("title_alert_strip"),
            t("alert_strip"),
            [(t("btn_do_not_save"), NEGATIVE, None), (t("strip"), POSITIVE, False)],
        ),
        entry(
            "revoke",
            f"{where} (subkey marked for revocation)",
            revoking,
            [(pick(revoking, t("menu_uids_save"), "menu_uids_save"), True)],
        ),
        entry(
            "harmless",
            f"{where} (subkey marked for revocation)",
            revoking,
            [("button_subkey_action_cancel", False)],
        ),
        entry(
            "delete",
            f"{where} (subkey marked for stripping)",
            stripping,
            [(pick(stripping, t("menu_uids_save"), "menu_uids_save"), True)],
        ),
    ]
