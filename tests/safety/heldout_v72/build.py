"""Builds the seventy-second held-out corpus (``heldout_v72.yaml``): two real Android apps'
screens about a home automation server and a microblogging client, from their translations
and code.

The sources are openHAB (``org.openhab.habdroid``, the Android client of an openHAB home
automation server, whose sitemaps send commands to the devices of a house; ``openhab.py``)
and Twidere (``org.mariotaku.twidere``, a client of Twitter, Mastodon and other
microblogging services that posts, deletes and retweets tweets, sends direct messages and
blocks and reports users; ``twidere.py``), two apps the project had not used. Bluesky's
social-app was the first choice for the second app, but its repository is over the size
that can be fetched, so Twidere, a social client with the same actions (posting, deleting
posts, blocking, reporting, removing an account) and translated into all nine languages,
took its place. openHAB keeps its strings in ``mobile/src/main/res/values*/strings.xml``;
Twidere keeps its English in ``twidere/src/main/res/values`` and its translations in
``twidere/src/main/res-localized/values-*`` (``strings.xml`` and ``plurals.xml``), read by
name as Android does. Twidere has no ``values-pt-rBR``, so a device set to Portuguese
(Brazil) reads ``values-pt``; openHAB's ``values-pt-rBR`` and ``values-zh-rCN`` fall back
to ``values-pt`` and ``values-zh``. A language without a string shows the English one, and
the build prints which. How each screen is put together (a dialog's title, message, own
widgets and buttons, a menu's entries, a page's rows, switches, fields and icons) and what
each control does comes from the apps' code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in openHAB, Delete in "Do you really want to remove this server?" (the
server's configuration and credentials go from the device), "Clear log" on the log page
(the device's log is cleared at once, with no confirmation), OK in "Do you want to remove
all notification categories?" (every category's settings are deleted). In Twidere, OK in
"Delete tweet" (the tweet is deleted on the server); Block in "Block ..." (block); "Report
spam" in "Report ..." (the report is sent and the user blocked); Retweet and Comment in
"Retweet to your followers?" (the retweet or the quote is published); the composer's Send,
"Convert to tweet" in the direct message question and "Send anyway" for a protected tweet's
quote (a tweet is published); Send in the direct message question (the message is sent); a
conversation's Send (the message is sent); Delete in a message's context menu (the message
is deleted on the server at once); the drafts' selection's Send (the drafts are posted at
once); OK in "Delete selected drafts?" and in "Delete list ...?" and "Clear messages" in
"Clear all messages?" (data gone with no undo); "Leave conversation" in "Leave this
conversation?" (leave); OK in "Delete account" (the account leaves the app with its stored
data and settings). Not commits: a menu entry, icon or row that only opens the confirmation
or a submenu (openHAB's Delete on "Edit server", "Write Item NFC tag", "Create widget",
"Reset categories", "Open number picker"; Twidere's Delete, "Block users…", Block, "Report
spam", "Leave conversation" and "Clear messages" in their menus, a user in the list of a
tweet's users, Quote, the drafts' Delete, "Add image"); Cancel everywhere; the sitemap's
switch, the roller shutter's Open, the setpoint's Increase and the player's Play; a command
chosen for an NFC tag or a home screen widget, and OK in "Custom"; Save on "Edit server"
and in "Unsaved changes"; "Show errors only" and "Share log"; "Clear cache"; OK in the
notification hint; "Show and copy Item name"; Share and Copy; "Filter everywhere"; Mute in
"Mute ..."; "Cancel retweet"; OK in "Delete user ..." (from a list) and in "Delete saved
search ...".

Judgement calls: a command sent to a device from the sitemap (a light switched on, blinds
opened or stopped, the heating raised, a radio started) is reversible: the same widget
sends the opposite command at once, and openHAB's widgets carry no confirmation; "Clear
log" deletes the device's log with no undo and no question, so it is a delete although the
log is diagnostic; the notification categories' reset is a delete (the channels come back,
but with their default settings; the user's sound and importance for each are gone); Save
on "Edit server" is reversible (the server can be edited again); a command chosen for an
NFC tag only opens the page that waits for a tag, and for a home screen widget only asks
the launcher, so both are opens-prompt; "Unsaved changes"'s Discard is shown, not tapped.
In Twidere, Block is filed as block (the follows between both end and are not restored by
unblocking); Mute is reversible (unmuting restores the timeline, and nobody is told);
"Report spam" is filed as report; removing a member from a list is reversible (the member
can be added again); deleting a saved search is reversible (the dialog says it can be saved
again, and it is only a query); "Cancel retweet" undoes a retweet and is reversible;
"Convert to tweet" publishes the text as a tweet and is filed as publish; the drafts' Send
posts with no confirmation and is a commit though it sits in an action bar, and a message's
Delete deletes with no confirmation though it sits in a context menu; "Delete account" only
removes the account from the app, not from the service, but its stored tweets, messages and
per-account settings are deleted with no undo, so it is filed as account, a commit; "Clear
all messages?"'s button deletes each message on the server and is a delete. openHAB has no
Korean translation (its ``values-ko`` is empty), so a device set to Korean shows it in
English, printed as fallbacks; the other eight languages are translated. Twidere's Russian
titles the mute confirmation with the words of its block confirmation, as the catalog has
it; the screen shows what the app shows. Both apps' dialogs are platform ``AlertDialog``s
whose buttons carry ``android:id/button1/2/3``; a button whose label the dialog's own text
also says is tapped by its id. A control a screen shows but no case taps is still on the
screen.

    git clone https://github.com/openhab/openhab-android
    git clone https://github.com/TwidereProject/Twidere-Android
    python tests/safety/heldout_v72/build.py openhab-android Twidere-Android

(openHAB at af29c0afcf2bea5ffeeb41304670ead39a28fb4f and Twidere at
e04beceaecdc3695b6f05c8c12a3a8539d17f2aa, as ``OPENHAB`` and ``TWIDERE`` say.) The corpus
was built once, from these sources alone and without reading the policy, and measured once
after it was final. It is kept apart from the pinned corpus and the other held-out corpora,
and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import openhab
import twidere
from android_corpus import Lookup, Source, Strings, platform_buttons, write_languages

OUT = Path(__file__).with_name("heldout_v72.yaml")
COPY = {
    "en": "Copy", "zh": "复制", "ja": "コピー", "ko": "복사", "de": "Kopieren", "fr": "Copier",
    "es": "Copiar", "pt": "Copiar", "ru": "Копировать",
}  # fmt: skip
"""The platform's own ``android:string/copy``, which Twidere's message menu shows,
transcribed from the Android framework's translations."""
OPENHAB: Source = ("af29c0afcf2bea5ffeeb41304670ead39a28fb4f", ("mobile/src/main/res",),
                   ("strings.xml",))  # fmt: skip
TWIDERE: Source = (
    "e04beceaecdc3695b6f05c8c12a3a8539d17f2aa",
    ("twidere/src/main/res", "twidere/src/main/res-localized"), ("strings.xml", "plurals.xml"),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
LOCALE = {("twidere", "pt"): "-pt", ("openhab-language", "pt"): "-pt",
          ("openhab-language", "zh"): "-zh"}  # fmt: skip
"""openHAB is read a second time from ``values-pt`` and ``values-zh`` (after
``values-pt-rBR`` and ``values-zh-rCN``, before English) and Twidere from ``values-pt``
alone, as Android falls back from a region to its language; in the other languages
openHAB's second reading is the first one again."""


def main(openhab_repo: str, twidere_repo: str) -> int:
    platform = platform_buttons()

    def lookups(lang: str) -> list[Lookup]:
        shown = {**platform[lang], "android:copy": COPY[lang]}
        repo = Path(openhab_repo)
        region = [("openhab", repo, OPENHAB), ("openhab-language", repo, OPENHAB)]
        return [
            ("openhab", Strings(region, lang, LOCALE, shown), openhab.screens),
            ("twidere", Strings([("twidere", Path(twidere_repo), TWIDERE)], lang, LOCALE,
                                shown), twidere.screens),
        ]  # fmt: skip

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
