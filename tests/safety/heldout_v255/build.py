"""Builds the two-hundred-and-fifty-fifth held-out corpus (``heldout_v255.yaml``): an
Android two-factor authenticator's screens, from its translations and code.

The source is FreeOTP+ (``org.liberty.android.freeotpplus``, an authenticator that keeps TOTP
and HOTP tokens on the device: tokens added, edited and deleted, their codes shown and
copied, tokens imported from and exported to files, shared to other apps and as a QR code,
the app locked behind the device's authentication; ``freeotp.py``). FreeOTP+ keeps its
strings in ``app/src/main/res/values*/strings.xml``, in folders named with a region:
``values-zh-rCN``, ``-ja-rJP``, ``-de-rDE``, ``-fr-rFR``, ``-es-rES``, ``-pt-rBR`` and
``-ru-rRU`` (``LOCALE``), read by name as a device set to the language in that region reads
them. A string a language lacks shows the English one, and the build prints which: FreeOTP+
has no Korean translation, so Korean shows all 41 of the app's strings on these screens in
English, and only the platform's Cancel (``@android:string/cancel``, on the delete, edit and
add pages) in Korean; the other seven languages lack none of them. The app's name, FreeOTP+,
is set in ``app/build.gradle.kts`` and is the same in every language, as are the words the
layouts write out (TOTP, HOTP, the digits 5 to 8, the algorithms, the hints) and the link
"Apache 2.0". The import dialog's Cancel and Ok are the app's own ``cancel_text`` and
``ok_text``; the pages take Cancel from the platform (:data:`android_corpus.PLATFORM`). How
each screen is put together (a dialog's title, message and buttons, a menu's rows, a page's
widgets) and what each control does comes from the app's code, named in ``freeotp.py``'s
docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Delete on the delete page of each of the fourteen tokens (``deleteById``
removes the token, its secret with it; there is no trash and no undo, and the page itself
says the token "will be gone forever"), filed as delete; Ok in "Import JSON file", filed as
overwrite (the file's tokens are numbered from 1 and inserted with ``REPLACE``, so the stored
tokens under those numbers are replaced, secrets and all, as the dialog warns). Not commits:
the token menu's Delete, which only opens the delete page (opens-prompt); Cancel on the
delete pages, in the import dialog and on the edit and add pages; a tap on a token's card
(it shows the code and copies it to the clipboard), the card's menu icon, the scan button
"Add Token", "Quit and lock" (it only closes the app), the main menu's "Scan QR Code", "Add
Token", Import, Export, "About FreeOTP+", the four import and export rows (each only opens
the system's file picker or save screen), the token menu's Edit, "Share to other apps" and
"Share QR Code", the about page's two links, the edit page's image button, "Restore
Defaults" and "Remove user token image" (they only change the form), and the add page's
TOTP and HOTP, digits and algorithm controls (harmless); and the reversible: "Use dark
theme", "Copy to clipboard", "Require authentication" while it is on (it turns the lock off
at once, and it can be turned on again), Save on the edit page (the issuer, account and
image can be edited back) and Add on the add page (the new token can be deleted).

Judgement calls: deleting a token does not disable it on the server, as the page says, but
the secret is gone from the device, and with it the second factor, unless a backup was
exported: a commit. A tap on an HOTP token's card adds one to its counter, which the app
cannot take back; it is how a code is asked for, nothing leaves the device, and the server
accepts a code ahead of its own counter within its look-ahead window and catches up: filed
as harmless. The import and export rows only open the system's picker or save screen, where
the file is chosen; the key URI import then appends the file's tokens with no dialog (each
can be deleted) and an export writes every secret to the file named there. Those system
screens, like the chooser "Share to other apps" opens (nothing is shared until an app is
picked there) and the device's authentication prompt, are not the app's and are not shown.
The delete page is a dialog-themed activity with no label of its own, so its title is the
app's name; for the token with no issuer it shows the account alone. The QR scanner (a
camera view with no control), the QR code page (an image), reordering by drag and the
launcher's screenshot-mode shortcut are not shown. The token list shows the first six
tokens, Corporate VPN being the HOTP one; the card's menu icon has no description and is
tapped by its id where a search leaves one card.

FreeOTP+ is View-based: its ``AlertDialog`` buttons are ``android:id/button1`` (positive) and
``button2`` (negative), and its pages carry the ids of its layouts under
``org.liberty.android.freeotpplus:id/`` (its application id). A control a screen shows but no
case taps is still on the screen.

    git clone https://github.com/helloworld1/FreeOTPPlus
    python tests/safety/heldout_v255/build.py FreeOTPPlus

(FreeOTP+ at 92e9b4d87a44b504fab9633b910159e7101147d5, "Add authentik logo", 2024-10-12, as
``FREEOTP`` says; the strings are read with ``git show`` at that commit, so a clone whose work
tree could not be checked out serves as well.) The corpus was built once, from this source
alone and without reading the policy. It is kept apart from the pinned corpus and the other
held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import freeotp
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v255.yaml")
FREEOTP: Source = (
    "92e9b4d87a44b504fab9633b910159e7101147d5",
    ("app/src/main/res",),
    ("strings.xml",),
)
"""The commit and where the strings are."""
LOCALE = {
    ("freeotp", "ja"): "-ja-rJP", ("freeotp", "de"): "-de-rDE", ("freeotp", "fr"): "-fr-rFR",
    ("freeotp", "es"): "-es-rES", ("freeotp", "ru"): "-ru-rRU",
}  # fmt: skip
"""FreeOTP+ keeps its translations in folders named with a region (``values-ja-rJP``,
``-de-rDE``, ``-fr-rFR``, ``-es-rES``, ``-ru-rRU``, ``-zh-rCN``, ``-pt-rBR``), read as a device set
to the language in that region reads them; it has no ``values-pt``, and no Korean folder."""


def main(repo: str) -> int:
    sources = [("freeotp", Path(repo), FREEOTP)]
    return build(OUT, Path(__file__), [("freeotp", sources, freeotp.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
