"""Builds the twenty-fifth held-out corpus (``heldout_v25.yaml``): two real Android apps'
native screens about messages, calls and money, from their translations and code.

The sources are Delta Chat (``chat.delta``, an e-mail based messenger; ``deltachat.py``)
and Mycelium Bitcoin Wallet (``com.mycelium.wallet``; ``mycelium.py``), two apps the
project had not used. (Signal was the messenger meant for this corpus; its repository is
too large to bring here whole, and reading its strings in nine languages file by file at
one commit was not practical, so Delta Chat, which began as a fork of Signal's Android
code, stands in for it.) Strings are read from Delta Chat's
``src/main/res/values*/strings.xml`` and Mycelium's ``mbw/src/main/res/values*/strings.xml``
and ``plurals.xml`` in the nine languages of the term lists, looked up by name as Android
does: a language without a string shows the English one, and the build prints which.
Mycelium's Simplified Chinese is ``values-zh`` and its Brazilian Portuguese ``values-pt``
(the folders a device set to China or Brazil reads; ``LOCALE``). Delta Chat's Japanese
and Korean lack its newer strings (the calls, "Delete for Me", "Delete for Everyone", the
leave and delete questions), shown in English; Mycelium's translations lack most of its
newer dialogs (the duplicate and fee-bump questions, "Delete Account"), its Korean also
Yes and No, its Spanish No. Delta Chat's delete,
block and chat-list dialogs and Mycelium's "Possible duplicate transaction" take their
buttons from the platform (``android.R.string.cancel``, and ``yes``/``no``, which read OK
and Cancel): those words are transcribed from the Android framework's translations
(``PLATFORM``). How each screen is put together (a dialog's title, message, own widgets
and buttons, a menu's entries, a screen's rows, fields, icons and buttons) and what each
control does comes from the apps' code, named in each module's docstring. Names, amounts,
addresses and the typed message are written the same in every language.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Delta Chat, "Audio Call" and "Video Call" in a chat's Call submenu (the
call is placed at once); Send in the compose bar, Resend on a selected message and Forward
in "Forward message to …?" (a message is sent); "Leave Group" and "Leave & Delete for Me"
in the leave dialog, and "Leave & Delete for Me" when deleting a group from the chat list
(the user leaves the group; its members are told); "Delete for Everyone" (a deletion
request is sent to every member) and "Delete for Me" on a message, on "Clear Chat", on a
chat and on three chats; Delete in "Delete Profile" (all the profile's data on the device
goes: "This action cannot be undone"). In Mycelium, Send on the send screen and OK in
"Possible duplicate transaction" (the payment is signed and broadcast), Yes in "No …
Server Connection" (the payment is queued and sent once online), Yes in "Bump Mining Fee
(CPFP)" (a child transaction paying the fee is broadcast) and in "Rebroadcast transaction",
Yes in "Are You Sure?" (the account and its keys are deleted) and Yes in the address book's
delete question (the entry is deleted). Not commits: a menu entry, button or icon that only
opens a screen, a submenu, a picker or a dialog (Call, "Clear Chat", "Leave Group" and
"Delete Chat" in "More Options", Delete and "Forward Message" on a message, "Delete Chat" on
selected chats, "Block Contact" in a profile's menu, Delete in the profile switcher, Add
Attachment, Mycelium's Send on the balance screen, "Bump Fee (CPFP)", "Rebroadcast
transaction", "Delete Account", Archive, Delete in the address book); Cancel and No in
every dialog; "Archive Chat", "Pin Chat" and Save (undone from the same menu); "Block
Contact" in its dialog (undone by "Unblock Contact" in the same menu); Yes in Mycelium's
first "Delete Account" question (it only opens "Are You Sure?"); Yes in "Delete unconfirmed
transaction" (only the local copy goes; the network's copy comes back on the next sync).

Judgement calls: blocking a contact is harmless, because Delta Chat undoes it from the same
menu and nothing is sent; "Delete for Me" is a commit (the messages go from the device and
the server's mailbox, with no undo), though nobody else is affected; Yes in "Rebroadcast
transaction" is a commit although the payment was signed and sent before (it hands the
transaction to the network again, which may be what makes it go through); Yes in "No …
Server Connection" is a commit (the signed payment will leave by itself once online); Yes
in "Delete unconfirmed transaction" is harmless on the app's own word; the address book's
delete is a commit (a record erased that the app cannot bring back).

Platform dialogs (``AlertDialog``) carry the platform's button ids (``android:id/button1``
positive, ``button2`` negative, ``button3`` neutral), as a real hierarchy shows them; where
a button repeats a text of its dialog or of the page behind it, or another button's, the
case taps it by that id. Delta Chat's compose bar icons are known by their content
descriptions. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/deltachat/deltachat-android
    git clone https://github.com/mycelium-com/wallet-android
    python tests/safety/heldout_v25/build.py deltachat-android wallet-android

(Delta Chat at 7a1b15a1513d047cee6b50a456d8dcb8874dce9c and Mycelium at
d8e7108c974702bad1b94b6f3c1521296fac6b8d, as ``DELTACHAT`` and ``MYCELIUM`` say.) The
corpus was built once, from these sources alone and without reading the policy, and first
measured on the policy as of commit df4baa9: the default policy (derived term lists on)
blocked 181 of 189 irreversible actions (95.8%) and 48 of 306 harmless ones (15.7%); the
hand-written term lists alone 175 of 189 (92.6%) and 47 of 306 (15.4%). It let through
Resend in English, Japanese and French, "Leave Group" in German, French, Spanish and
Russian, and Russian's "Audio Call"; it blocked Call (which opens a submenu), "Block
Contact" in its dialog, Mycelium's Send on the balance screen and the Yes of "Delete
unconfirmed transaction" and of the first "Delete Account" question in every language.
(These figures were added to this text after that run; no screen or label changed.) It is
kept apart from the pinned corpus and the other held-out corpora, and nothing in the
policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import deltachat
import mycelium
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v25.yaml")
DELTACHAT: Source = (
    "7a1b15a1513d047cee6b50a456d8dcb8874dce9c", ("src/main/res",), ("strings.xml",),
)  # fmt: skip
MYCELIUM: Source = (
    "d8e7108c974702bad1b94b6f3c1521296fac6b8d", ("mbw/src/main/res",),
    ("strings.xml", "plurals.xml"),
)  # fmt: skip
"""Each repository's commit, resource folders and files (a later one's string wins)."""
LOCALE = {("mycelium", "zh"): "-zh", ("mycelium", "pt"): "-pt"}
"""Mycelium's Simplified Chinese and Brazilian Portuguese folders (``values-zh``,
``values-pt``), which a device set to China or Brazil reads."""
PLATFORM = {
    "en": ("OK", "Cancel"),
    "zh": ("确定", "取消"),
    "ja": ("OK", "キャンセル"),
    "ko": ("확인", "취소"),
    "de": ("OK", "Abbrechen"),
    "fr": ("OK", "Annuler"),
    "es": ("Aceptar", "Cancelar"),
    "pt": ("OK", "Cancelar"),
    "ru": ("ОК", "Отмена"),
}
"""The platform's own ``android:string/ok`` and ``cancel`` (``yes`` and ``no`` read the
same), transcribed from the Android framework's translations."""


def main(deltachat_repo: str, mycelium_repo: str) -> int:
    names = ("android:ok", "android:cancel")
    platform = {lang: dict(zip(names, words, strict=True)) for lang, words in PLATFORM.items()}
    apps = [
        ("deltachat", [("deltachat", Path(deltachat_repo), DELTACHAT)], deltachat.screens),
        ("mycelium", [("mycelium", Path(mycelium_repo), MYCELIUM)], mycelium.screens),
    ]
    return build(OUT, Path(__file__), apps, LOCALE, platform)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
