"""Builds the eighty-first held-out corpus (``heldout_v81.yaml``): two real Android apps'
screens about a Nostr client and a Fediverse client, from their translations and code.

The sources are Amethyst (``com.vitorpamplona.amethyst``, a Nostr client with notes,
boosts, zaps (Lightning payments), deletion requests, reports, blocks, follows and
bookmarks; ``amethyst.py``) and Fedilab (``fr.gouv.etalab.mastodon``, the F-Droid build of
a client of Mastodon and other Fediverse servers, with messages, boosts, deletion and
re-drafting, mutes, blocks, domain blocks, lists and the composer; ``fedilab.py``), two apps
the project had not used. The pair drawn was Stack Wallet and Amethyst; Stack Wallet
(``cypherstack/stack_wallet``) writes its strings in its Dart code, in English only, with
no translation catalogue, so it was replaced by Fedilab, one of the alternates, read from
its GitHub mirror ``stom79/Fedilab`` (its home is on Codeberg).

Amethyst keeps its strings in ``amethyst/src/main/res/values*/strings.xml`` (and a few in
``commons/src/androidMain/res``), read by name as Android does, and holds both regional and
plain folders for most languages; a device set to a language in its main country reads the
regional folder (``values-zh-rCN``, ``-ja-rJP``, ``-ko-rKR``, ``-de-rDE``, ``-fr-rFR``,
``-es-rES``, ``-pt-rBR``, ``-ru-rRU``), then the plain one (``values-zh``, ``-ja``, ...),
then English, as Android's resource resolution does; Amethyst has no plain Korean folder.
Fedilab keeps its strings in ``app/src/main/res/values*/strings.xml``; a device set to
Portuguese (Brazil) reads ``values-pt-rBR``, then ``values-pt``, then English; its
confirmations' titles come from the string arrays ``more_action_confirm`` and
``more_action_owner_confirm``, read item by item. Both apps are translated into all nine
languages, with some strings missing; a language without a string shows the English one,
and the build prints which. How each screen is put together (a dialog's title, message,
own widgets and buttons, a popup's, sheet's or menu's rows, a page's rows, fields and
icons) and what each control does comes from the apps' code, named in each module's
docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Amethyst, both buttons of "Request Deletion" (Delete and "Don't show
again", which deletes too and stops asking: a NIP-09 deletion request is published for
the note) and of "Block & Hide User" (Block and "Don't show again", which blocks too); in
"Block and Report", "Block & Hide User" (the author is hidden at once) and "Post Report"
(the report is published, and the author hidden); Boost in the repost popup (a repost is
published at once); a preset amount in the zap popup and "⚡Zap" in "Send Zap" (the amount
is paid over Lightning); Post on the new note (published); in "Profile Actions", "Block &
Hide User" and the "Report ..." rows (done at once, with no confirmation). In Fedilab, Yes
in "Delete this message?" and in "Delete & re-draft this message?" (the message is deleted
on the server with its boosts, favourites and the links of its replies); Yes in "Block this
account?" and in "Block this domain?" (the domain's accounts are hidden and one's followers
there removed); Delete in "Delete list" (the list is deleted on the server); Publish in the
composer (the message is posted). Not commits: a row, a menu entry or a button that only
opens a confirmation, a page or a submenu (Block, Report, Delete, "Block / Report", "Request
Deletion", "Send on-chain instead", Report and Block and "Block domain" in Fedilab's
menus, Delete and "Delete & re-draft", "Delete list");
Cancel and Back everywhere; copying, sharing, Translate, Quote, "Edit Post", "Edit
message", "Edit nickname", "Edit list", "Quick Zap Amounts", "Emoji picker", "Add content
warning"; and the reversible Follow, Unfollow, "Mute
thread", "Mute conversation", Mute and "Keep notifications" in "Mute this account?", "Add
to bookmarks", "Add to Public Bookmarks", "Pin message", "Pin to Profile", "Unblock User",
Fedilab's Yes in "Boost this message?", "Unboost this message?" and "Do you want to
unfollow this account?".

Judgement calls: Amethyst's Boost is filed as publish and Fedilab's boost as reversible,
because the two protocols differ: Amethyst takes a boost back only by publishing a deletion
request, which, as its own "Request Deletion" text says, relays need not honour, while
Mastodon's unboost removes the boost from the server (``unReblog``); for the same reason
Amethyst's "Request Deletion" is filed as delete. "Don't show again" in Amethyst's two
confirmations is a commit, as its code does what the confirming button does before it stops
asking. Amethyst's Block hides the author through the account's mute list and is undone by
"Unblock User", but it is filed as block, a commit, as the other corpora file blocks;
Fedilab's Mute (and "Keep notifications", which mutes too) is reversible (unmuting restores
everything, and nobody is told). Follow and Unfollow are reversible in both apps (a public
account is followed again at once). A report is filed as report. Fedilab's Logout (it
revokes the token and removes the account from the device) is shown, not tapped; its
Cancel is. Amethyst's Like and Broadcast and Fedilab's Report page are not tapped. The zap
popup's and the zap dialog's amounts are figures, the same in every language, and "⚡Zap"
is written in the code, not translated.

Amethyst draws with Jetpack Compose, so its controls carry no resource ids a hierarchy
shows and are known by their labels alone; Fedilab's dialogs are platform ``AlertDialog``s
whose buttons carry ``android:id/button1/2/3`` (a button whose label the dialog's own text
also says is tapped by its id), and its composer's and list's controls carry the layout's
and menu's ids. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/vitorpamplona/amethyst
    git clone https://github.com/stom79/Fedilab
    python tests/safety/heldout_v81/build.py amethyst Fedilab

(Amethyst at 10149d7150bc4ee93d3da5e3708802a99e9e1ff9 and Fedilab at
0db91f6714abdb605a925f545b2712a6de732ff3, as ``AMETHYST`` and ``FEDILAB`` say.) The corpus
was built once, from these sources alone and without reading the policy, and measured once
after it was final. It is kept apart from the pinned corpus and the other held-out corpora,
and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import amethyst
import fedilab
from android_corpus import SUFFIX, Lookup, Repo, Source, Strings, read_arrays, write_languages

OUT = Path(__file__).with_name("heldout_v81.yaml")
AMETHYST: Source = (
    "10149d7150bc4ee93d3da5e3708802a99e9e1ff9",
    ("amethyst/src/main/res", "commons/src/androidMain/res"), ("strings.xml",),
)  # fmt: skip
FEDILAB: Source = ("0db91f6714abdb605a925f545b2712a6de732ff3", ("app/src/main/res",),
                   ("strings.xml",))  # fmt: skip
"""Each repository's commit and where its strings are."""
REGION = {"zh": "-zh-rCN", "ja": "-ja-rJP", "ko": "-ko-rKR", "de": "-de-rDE", "fr": "-fr-rFR",
          "es": "-es-rES", "pt": "-pt-rBR", "ru": "-ru-rRU"}  # fmt: skip
"""Amethyst's regional folders, read before the plain ones."""
LOCALE = {
    **{("amethyst-region", lang): suffix for lang, suffix in REGION.items()},
    ("amethyst", "zh"): "-zh", ("amethyst", "ko"): "-ko-rKR", ("fedilab-pt", "pt"): "-pt",
}  # fmt: skip
"""Where a source reads a language other than its plain ``values`` suffix (a folder a
source lacks is skipped)."""


class ArrayStrings(Strings):
    """:class:`Strings` that also reads each ``string-array``'s items as ``name[i]``."""

    def __init__(self, sources: list[Repo], lang: str,
                 locale: Mapping[tuple[str, str], str]) -> None:  # fmt: skip
        super().__init__(sources, lang, locale)
        suffixes = [locale.get((name, lang), SUFFIX[lang]) for name, _, _ in sources]
        order = [
            (repo, source, s) for (_, repo, source), s in zip(sources, suffixes, strict=True) if s
        ]
        order += [(repo, source, "") for _, repo, source in sources]
        for (_, table), (repo, source, suffix) in zip(self.tables, order, strict=True):
            table.update({k: v for k, v in read_arrays(repo, source, suffix).items()
                          if k not in table})  # fmt: skip


def main(amethyst_repo: str, fedilab_repo: str) -> int:
    def lookups(lang: str) -> list[Lookup]:
        nostr = [("amethyst-region", Path(amethyst_repo), AMETHYST),
                 ("amethyst", Path(amethyst_repo), AMETHYST)]  # fmt: skip
        fedi = [("fedilab", Path(fedilab_repo), FEDILAB),
                ("fedilab-pt", Path(fedilab_repo), FEDILAB)]  # fmt: skip
        return [
            ("amethyst", Strings(nostr, lang, LOCALE), amethyst.screens),
            ("fedilab", ArrayStrings(fedi, lang, LOCALE), fedilab.screens),
        ]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
