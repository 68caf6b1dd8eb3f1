"""Builds the hundred-and-sixth held-out corpus (``heldout_v106.yaml``): two real Android
apps' screens about remote desktop control and an e-book reader, from their translations and
code.

The sources are RustDesk (``com.carriez.flutter_hbb``, the Flutter mobile app of the
RustDesk remote desktop: a remote viewer's connection to one's phone accepted, dismissed and
disconnected, saved peers deleted, a remote computer's files deleted and overwritten and the
computer restarted, two-factor authentication turned off and trusted devices removed;
``rustdesk.py``) and Librera Reader (``com.foobnix.pdf.reader``, an e-book reader: books
deleted from the storage, their reading progress reset, the recent list cleared, bookmarks,
folders, tags, playlists, profiles and OPDS catalogs deleted and the settings restored;
``librera.py``), two apps the project had not used. RustDesk keeps its strings in one Rust
table a language, ``src/lang/<language>.rs`` (``cn.rs`` for Chinese, ``ptbr.rs`` for
Portuguese), read by the app's ``translate`` (``src/lang.rs``): a key missing or empty in a
language reads ``en.rs``, and one not there shows the key itself, which is the English text,
so the English screens are the keys and the English table's few entries. All nine languages
are translated. Librera keeps its strings in ``app/src/main/res/values*/strings.xml``, read
by name as Android does, in all nine languages (Portuguese in ``values-pt``, which a device
set to Portuguese (Brazil) reads, as there is no ``values-pt-rBR``, ``LOCALE``); where its
code asks for ``android.R.string.yes`` and ``cancel``, the platform's OK and Cancel show
(``PLATFORM``), and elsewhere its own OK and Cancel. A language without a string shows the
English one, and the build prints which. How each screen is put together (a dialog's title,
message, own widgets and buttons, a menu's rows, a page's rows, switches and buttons) and
what each control does comes from the apps' code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in RustDesk, Accept on a new connection's card (the remote viewer sees, and
with the permissions controls, the phone at once); Disconnect on a connected client's card;
OK in 'Delete "..."?' for a recent peer (the peer, its saved settings and password are
removed); OK in "Are you sure you want to delete this file?", in "Not an empty directory"
and in "Are you sure you want to delete this empty directory?" (the remote or local file or
folder is deleted, and the dialog says it is irreversible); OK in "Overwrite" (the existing
file is replaced); OK in "Restart remote device"; OK in ``cancel-2fa-confirm-tip`` (2FA is
turned off and the trusted devices cleared); OK in "Confirm Delete?" on "Manage trusted
devices". In Librera, the book menu's "↶ Reset progress" (done at once, with no
confirmation); OK (``android:id/button1``) in the "Delete this file permanently?"
confirmation; OK in "Clear everything?" on Recent; OK in "Delete this bookmark?", in
"Folder is not empty. Delete anyway?", in "Remove this tag from all books?", in "Delete this
playlist?", in "Delete this entry?" for a profile and in "Restore default settings?"; Delete
in "Delete this entry?" for an OPDS catalog. Not commits: rows that only open a confirmation
(a peer's Delete, a file's Delete, "Restart remote device" in the session's menu, the 2FA
switch turned off, the "Logout (...)" row, "Change ID", the book menu's "⊗ Delete", the file
information's Delete link and the Recent tab's "Clear all"); Cancel, Skip, Dismiss, Decline
and Close everywhere; "⧉ Copy", "➥ Send file" (it only offers the system's share targets)
and "Read!"; and the reversible Input Control switch, "Stop service", "I Agree" (it starts
the service, which can be stopped), "Accept sessions via click", "Add to Favorites", "Remove
from Favorites", the "Do this for all conflicts" checkbox, OK in "Close" (one's own session
ends and is opened again from the peer), "Insert Lock", "Block user input", OK in
``logout_tip``, "- Remove from Library", Move, and OK in "Switch to this profile?".

Judgement calls: Accept is filed as grant (a remote person gets to see, and may control, the
phone the moment it is tapped); Dismiss is harmless (the request is refused and nothing is
lost; the requester may ask again); Disconnect is filed as revoke (the remote viewer loses the
access it was granted, and only a new acceptance or the password lets it back), while OK in
"Close" on one's own side is reversible (one's own view of the other computer ends, and
tapping the peer connects again); restarting the remote computer is filed as reset (its
running programs and unsaved work are lost, and the session ends); turning 2FA off is filed as
security (the secret is gone and a new one must be set up and scanned); removing trusted
devices is filed as revoke (they must pass 2FA again); signing out of the RustDesk account is
reversible (one signs in again); "Insert Lock" is reversible (the computer's owner unlocks it
with the system password, and the session goes on); "Forget Password", "Always connect via
relay" and the overwrite dialog's checkbox are shown and not tapped; Cancel in "Overwrite" is
harmless (the rest of the transfer is cancelled and nothing is written). In Librera, "↶ Reset
progress" is filed as reset (the book's position and progress are gone, with no undo, though
the book stays); clearing the recent list is filed as delete (the list and its cached copies
go); deleting a profile is a delete (its settings, bookmarks and progress go, from the device
and from Google Drive); removing an OPDS catalog is a delete (it is dropped from the saved
list, and only its address typed again brings it back); "Restore default settings?" is filed as
reset; "- Remove from Library" is reversible (the same row then reads "+ Add to Library");
Move is reversible (the file is copied to the folder and the original deleted, and it can be
moved back). The Recent tab's "Clear all" is described as "Clear all" too, so it is tapped by
its id (``clearAllRecent``). The preferences' "Clear all recent" and "Clear all bookmarks"
buttons are not shown: their layout hides them (``android:visibility="gone"``), and the
first's Yes does nothing (its code is commented out). The book menu's "↻ Sync" is shown and
not tapped.

Librera is View-based: its dialogs are ``AlertDialog`` dialogs whose buttons are
``android:id/button1/2`` and its own views carry the ids of its layouts; its menus' rows are
known by their text. RustDesk is a Flutter app whose widgets set no keys, so its controls
carry no resource ids and are known by their labels alone. A control a screen shows but no
case taps is still on the screen.

    git clone https://github.com/rustdesk/rustdesk
    git clone https://github.com/foobnix/LibreraReader
    python tests/safety/heldout_v106/build.py rustdesk LibreraReader

(RustDesk at 7423dced37845c48093b6f71bd82e4a16cc8c79d and Librera Reader at
cda7b03dfd615581694b5c86020c4574428e8b26, as ``RUSTDESK`` and ``LIBRERA`` say; the strings
are read with ``git show`` at those commits, so a clone whose work tree could not be checked
out serves as well.) The corpus was built once, from these sources alone and without reading
the policy, and measured once after it was final. It is kept apart from the pinned corpus and
the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import librera
import rustdesk
from android_corpus import Lookup, Source, Strings, platform_buttons, write_languages

OUT = Path(__file__).with_name("heldout_v106.yaml")
RUSTDESK = ("7423dced37845c48093b6f71bd82e4a16cc8c79d", "src/lang/{}.rs")
LIBRERA: Source = (
    "cda7b03dfd615581694b5c86020c4574428e8b26", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
TABLES = {"en": "en", "zh": "cn", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr", "es": "es",
          "pt": "ptbr", "ru": "ru"}  # fmt: skip
"""The RustDesk table each language reads (``translate_locale``: ``zh_CN`` reads ``cn``,
``pt_BR`` reads ``ptbr``)."""
LOCALE = {("librera", "pt"): "-pt"}
"""Librera's Portuguese, read by a device set to Portuguese (Brazil)."""
PAIR = re.compile(r'\(\s*"((?:[^"\\]|\\.)*)"\s*,\s*"((?:[^"\\]|\\.)*)"\s*\)')


def read_table(repo: Path, name: str) -> dict[str, str]:
    """One ``src/lang/<name>.rs`` table: its ``("key", "text")`` pairs, escapes read."""
    commit, path = RUSTDESK
    done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{path.format(name)}"],
                          capture_output=True, text=True, check=True)  # fmt: skip

    def unescape(text: str) -> str:
        return re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t"}.get(m[1], m[1]), text)

    return {unescape(k): unescape(v) for k, v in PAIR.findall(done.stdout)}


class Translate:
    """RustDesk's ``translate(key)`` in one language: the language's table, then the English
    one, then the key itself, an empty text read as missing; a non-English screen that shows
    the English table's text or the key records it as a fallback."""

    def __init__(self, own: dict[str, str], english: dict[str, str], lang: str) -> None:
        self.own, self.english, self.lang = own, english, lang
        self.fallbacks: set[str] = set()

    def __call__(self, key: str) -> str:
        if self.own.get(key):
            return self.own[key]
        if self.lang != "en":
            self.fallbacks.add(key)
        return self.english.get(key) or key


def main(rustdesk_repo: str, librera_repo: str) -> int:
    repo = Path(rustdesk_repo)
    english = read_table(repo, "en")
    platform = platform_buttons(ok=("android:yes",), cancel=("android:cancel",))

    def lookups(lang: str) -> list[Lookup]:
        own: dict[str, Any] = read_table(repo, TABLES[lang])
        sources = [("librera", Path(librera_repo), LIBRERA)]
        return [
            ("rustdesk", Translate(own, english, lang), rustdesk.screens),
            ("librera", Strings(sources, lang, LOCALE, platform[lang]), librera.screens),
        ]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
