"""OpenKeychain's encryption, decryption and backup pages (``org.sufficientlysecure.keychain``):
files encrypted and shared, their originals deleted, a decrypted file's original deleted, the
contact keys exported. Strings from ``OpenKeychain/src/main/res/values*/strings.xml``; the
file names and sizes are the same in every language, and the export menu's two rows are
written in English in the app's own menu file.

Read from the code (``OpenKeychain/src/main/java/org/sufficientlysecure/keychain/ui``):
``EncryptDecryptFragment.java`` with ``res/layout/encrypt_decrypt_fragment.xml`` ("Encrypt
files", "Encrypt text", "Select input file" and "Read from clipboard", which open the
encryption page, the system's file picker or the decryption page); ``EncryptFilesFragment.java``
with ``res/menu/encrypt_file_fragment.xml`` and ``encrypt_activity.xml`` (the icons "Encrypt and
save file", which encrypts and then opens the system's save dialog, "Encrypt and share file",
which encrypts and then opens the system's share sheet, and "Encrypt/sign and copy text"; the
overflow's ticks "Encrypt with password", "Delete files after encryption", "Enable
compression", "Encrypt to signer", "Encrypt filenames" and "Enable ASCII Armor", each only
setting how the next encryption runs; with "Delete files after encryption" ticked, the
encryption ends in ``DeleteFileDialogFragment``); ``dialog/DeleteFileDialogFragment.java``
("Delete original files?", "The following files will be deleted:" and the names, Cancel and
Delete, whose Delete removes each file through ``DocumentsContract.deleteDocument``, with no
trash); ``DecryptListFragment.java`` with ``res/menu/decrypt_item_context_menu.xml`` (a
decrypted file's popup menu: "View log", which opens the log, and "Delete original file",
which deletes the encrypted original at once with ``deleteFileSecurely``, with no
question); ``BackupRestoreFragment.java`` with ``res/layout/backup_restore_fragment.xml`` and
``res/menu/export_public.xml`` ("Export contact keys only" opens a popup menu of "To file",
which opens the system's save dialog, and "Share", which opens the system's share sheet).
"""

from __future__ import annotations

from typing import Any

from screens import ID, NEGATIVE, POSITIVE, alert, entry, menu, page, pick, plain

BOB, ALICE = "Bob Baker", "Alice Liddell"
FILE, SIZE = "tax-return-2024.pdf", "1.2 MB"


def screens(t: Any) -> list[dict[str, Any]]:
    return encrypt_decrypt(t) + encrypt_files(t) + backup(t)


def encrypt_decrypt(t: Any) -> list[dict[str, Any]]:
    home = page(
        t("nav_encrypt_decrypt"),
        [
            {"text": t("section_encrypt")},
            {"button": t("btn_encrypt_files"), "rid": f"{ID}encrypt_files"},
            {"button": t("btn_encrypt_text"), "rid": f"{ID}encrypt_text"},
            {"text": t("section_decrypt")},
            {"button": t("btn_decrypt_files"), "rid": f"{ID}decrypt_files"},
            {"button": t("btn_decrypt_clipboard"), "rid": f"{ID}decrypt_from_clipboard"},
        ],
    )
    where = "openkeychain DecryptListFragment (file menu)"
    rows = [t("btn_view_log"), t("btn_delete_original")]
    return [
        entry(
            "harmless",
            "openkeychain EncryptDecryptFragment",
            home,
            [(pick(home, t("btn_decrypt_files"), "decrypt_files"), False)],
        ),
        menu("delete", where, t("title_decrypt"), rows, [(t("btn_delete_original"), True)]),
        menu("harmless", where, t("title_decrypt"), rows, [(t("btn_view_log"), False)]),
    ]


def encrypt_files(t: Any) -> list[dict[str, Any]]:
    title = t("title_encrypt_files")
    files = page(
        title,
        [
            {"icon": t("btn_encrypt_save_file"), "rid": f"{ID}encrypt_save"},
            {"icon": t("btn_encrypt_share_file"), "rid": f"{ID}encrypt_share"},
            {"icon": t("btn_copy_encrypted_signed"), "rid": f"{ID}encrypt_copy"},
            {"text": BOB},
            {"text": t("label_asymmetric_from")},
            {"text": ALICE, "rid": f"{ID}sign_key_spinner"},
            {"row": FILE, "secondary": SIZE},
            plain("action_remove_file_from_list"),
            {"button": t("btn_add_files"), "rid": f"{ID}file_list_entry_add"},
        ],
    )
    ticks = {
        "label_symmetric": False,
        "label_delete_after_encryption": False,
        "label_enable_compression": True,
        "label_enable_self_encrypt": True,
        "label_encrypt_filenames": True,
        "label_file_ascii_armor": False,
    }
    overflow = {
        "title": title,
        "dialog": {},
        "items": [{"switch": t(k), "checked": on} for k, on in ticks.items()],
    }
    return [
        entry(
            "reversible",
            "openkeychain EncryptFilesFragment (overflow)",
            overflow,
            [(t("label_delete_after_encryption"), False)],
        ),
        entry(
            "harmless",
            "openkeychain EncryptFilesFragment",
            files,
            [(t("btn_encrypt_share_file"), False)],
        ),
        alert(
            "delete",
            "openkeychain DeleteFileDialogFragment (after encryption)",
            title,
            t("file_delete_confirmation_title"),
            t("file_delete_confirmation", "\n" + FILE),
            [(t("android:cancel"), NEGATIVE, False), (t("btn_delete"), POSITIVE, True)],
        ),
    ]


def backup(t: Any) -> list[dict[str, Any]]:
    return [
        menu(
            "harmless",
            "openkeychain BackupRestoreFragment (export contact keys)",
            t("nav_backup"),
            [t("=To file"), t("=Share")],
            [(t("=Share"), False)],
        ),
    ]
