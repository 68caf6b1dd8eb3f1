"""Builds the fifty-second held-out corpus (``heldout_v52.yaml``): two real Android apps'
screens about online chess and a Bitcoin wallet, from their translations and code.

The sources are Lichess (``org.lichess.mobileV2``, the Flutter app of the lichess.org chess
server: games, challenges, messages, players; ``lichess.py``) and Blockstream Green
(``com.greenaddress.greenbits_android_wallet``, a Bitcoin, Liquid and Lightning wallet whose
screens are Compose Multiplatform; ``green.py``), two apps the project had not used. Signal
was meant to be the second app, but its repository is too large to copy here and its
strings (over half a million characters in English alone) too long to read page by page, so
Green stands in for it. Lichess keeps its strings in Flutter's ARB files
(``lib/l10n/app_*.arb``, ``app_en.arb`` the template), read by name as ``flutter gen-l10n``
does: a Brazilian device reads ``app_pt_BR.arb``, then ``app_pt.arb``; a Chinese one
``app_zh.arb``; a string missing from a language shows the English one, and the build prints
which. Green keeps its strings in ``compose/src/commonMain/composeResources/values*/``
``strings.xml``, read by name as Android does; its Chinese folder is the plain ``values-zh``
(``LOCALE``), which a device set to Chinese reads. Some of Green's translation files hold
English text for strings not yet translated, and a device shows that text as it is. How each
screen is put together (a dialog's title, message and buttons, a sheet's texts and buttons,
a menu's entries, a screen's rows, fields and icons) and what each control does comes from
the apps' code, named in each module's docstring. Names (players, wallets, accounts, an
address, a service) are written the same in every language.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Lichess, "Abort game" in a game's menu (the game is aborted at once),
"Claim victory" when the opponent has left, Yes in "Are you sure?" over "Resign the game"
(the game is lost) and over "Offer draw" (the offer goes to the opponent), Accept on "Your
opponent offers a draw" (the game ends drawn), "Claim a draw" on "Threefold repetition",
Accept on an incoming challenge (the game starts), a reason in the Decline sheet (the
challenge is declined with it), Yes in the conversation deletion dialog (the thread is
deleted) and Yes in the chat's report dialog (the message is reported to the moderators). In
Green, the armed "Remove wallet" (the wallet is deleted from the device), "Slide to Send" on
Review (the transaction is signed and broadcast), Redeem on Withdraw (the amount is
withdrawn from the service into the wallet), Send in the feedback dialog, Submit on "Contact
Support" (each sends what was written) and the armed "Delete credentials" (the watch-only
login is deleted on the server). Not commits: a control that only opens a dialog, a sheet, a
screen or a page (the bottom bar's and the menu's Resign, "Offer draw", Menu, Decline on a
challenge, the "Delete conversation" icon, the chat message's Report, the player page's
Challenge and "Report … to moderators", "Rename account", the Logout and "Archived Accounts"
rows, the "Remove wallet" icon, Next and Paste on Send, "Add Note", "Cancel 2FA Reset" and
"Dispute Two-Factor Reset", which open the two-factor screen, "Show Recovery Phrase", "Empty
Lightning Account"); No, Cancel and Decline in every dialog; "Flip board"; Takeback (the
menu's "Cancel takeback offer" withdraws it); Follow and Block (undone by Unfollow and
Unblock in the same place); OK in "Sign out"; "Archive account" and "Unarchive (1)".

Judgement calls: resigning, aborting and claiming a draw or a victory are commits though no
money moves (the game's result is recorded on the server for good and rates the players),
filed as ``game``; accepting a challenge and declining one with a reason are commits (a game
is created, or the challenger is answered, with no undo), filed as ``challenge``; the draw
offer's Yes is a commit (the opponent can accept it at once, and the app has no control that
withdraws it) but the takeback proposal is reversible (the same menu withdraws it); Decline
on the opponent's draw offer is harmless (the game goes on and nothing is given up); Block
is harmless, as in the other corpora, since Unblock undoes it in the same place; signing out
and logging out are harmless (signing in again restores them); archiving an account is
reversible (it is only hidden); removing a wallet is a commit though the recovery phrase
restores it (the app deletes it and its settings from the device with no undo); Redeem is a
commit though money comes in (it moves money between two parties for good), filed as
``transfer``; the wallet removal and the credentials deletion are cases only in their armed
state, since the first tap of the same-looking button only arms it; "Slide to Send" is a
track the user slides, not a button, and the case names it as the control whose use sends;
Green's "Rename wallet" and "Remove wallet" icons and Lichess's "Delete conversation",
Report, Previous and "… challenges you: …" are written in English in the code, so they are
English in every language.

Lichess's dialogs are Flutter ``AlertDialog``s and Green's Compose ``AlertDialog``s and
bottom sheets: neither has platform button ids, so buttons are known by their labels, or,
where Green gives a test tag (``remove_wallet``) and the label repeats a text of its sheet,
by that id. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/lichess-org/mobile
    git clone https://github.com/Blockstream/green_android
    python tests/safety/heldout_v52/build.py mobile green_android

(Lichess at 7b06b26bbad44272ac99560ab5b64476eafe3f3d and Green at
370cd508c8b99849973d0c2e1bcec25aff92e4bf, as ``LICHESS`` and ``GREEN`` say.) The corpus was
built once, from these sources alone and without reading the policy, and measured once
after it was final. It is kept apart from the pinned corpus and the other held-out corpora,
and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import green
import lichess
from android_corpus import Lookup, Source, Strings, write_languages

OUT = Path(__file__).with_name("heldout_v52.yaml")
LICHESS = ("7b06b26bbad44272ac99560ab5b64476eafe3f3d", "lib/l10n")
"""Lichess's commit and its ARB folder."""
ARB = {"en": (), "zh": ("zh",), "ja": ("ja",), "ko": ("ko",), "de": ("de",), "fr": ("fr",),
       "es": ("es",), "pt": ("pt_BR", "pt"), "ru": ("ru",)}  # fmt: skip
"""The ARB files a device in each language reads before the English template, in order."""
GREEN: Source = (
    "370cd508c8b99849973d0c2e1bcec25aff92e4bf",
    ("compose/src/commonMain/composeResources",), ("strings.xml",),
)  # fmt: skip
LOCALE = {("green", "zh"): "-zh"}
"""Green's Chinese folder, which a device set to Chinese reads."""


class ArbStrings(Strings):
    """``Strings`` read from Flutter ARB files: the language's, then the English template.
    An ICU placeholder (``{param}``) takes the arguments in order."""

    def __init__(self, repo: Path, lang: str) -> None:
        self.lang = lang
        self.tables = [(False, read_arb(repo, name)) for name in ARB[lang]]
        self.tables.append((True, read_arb(repo, "en")))
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        if key.startswith("="):
            return key[1:]
        for english, table in self.tables:
            value = table.get(key)
            if value:
                if english and self.lang != "en":
                    self.fallbacks.add(key)
                return _fill(value, args)
        raise KeyError(key)


def _fill(value: str, args: tuple[Any, ...]) -> str:
    """An ICU message with its placeholders filled in order."""
    values = iter(args)
    return re.sub(r"\{\w+\}", lambda _: str(next(values)), value)


def read_arb(repo: Path, name: str) -> dict[str, str]:
    """The messages of one ARB file at Lichess's commit, by name (metadata left out)."""
    commit, root = LICHESS
    done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{root}/app_{name}.arb"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    return {k: v for k, v in json.loads(done.stdout).items() if not k.startswith("@")}


def main(lichess_repo: str, green_repo: str) -> int:
    def lookups(lang: str) -> list[Lookup]:
        return [
            ("lichess", ArbStrings(Path(lichess_repo), lang), lichess.screens),
            ("green", Strings([("green", Path(green_repo), GREEN)], lang, LOCALE), green.screens),
        ]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
