"""Builds the four-hundred-and-ninety-first held-out corpus (``heldout_v491.yaml``): the
native screens of an Android client of Facebook, from its translations and code.

The source is Frost for Facebook (``com.pitchedapps.frost``, a themable Facebook client that
shows Facebook's mobile site in web views and draws its own account drawer, web overlay,
image viewer, dialogs and settings: accounts switched, added and logged out, links copied,
shared and opened, images and videos downloaded and shared, the web pages' own confirmations
answered in its dialogs, the theme, tabs, feed, notification and debug settings;
``frost.py``). Frost keeps its strings in ``app/src/main/res/values*/strings*.xml`` and takes
its common words (Logout, Yes, No, Exit, "Add Account", Share, Search, Settings, Done, the
theme names, the durations) from its KAU library, ``core/src/main/res-public/values*/
strings_commons.xml`` of KAU at the commit Frost builds with. Both name their translations
with a region, and are read by name as a device set to the language and its usual region
reads them (``LOCALE``): ``values-zh-rCN``, ``-ja-rJP``, ``-ko-rKR``, ``-de-rDE``, ``-fr-rFR``,
``-es-rES``, ``-pt-rBR`` and ``-ru-rRU`` (neither has a plain ``values-pt``). A string a
language lacks shows the English one, and the build prints which. Frost ships no Japanese
translation at all: in Japanese its own strings all show in English, and only KAU's words and
the platform's Cancel are Japanese. In every language GitHub, PIP and AMOLED are not
translated (``translatable="false"``), and Refresh and "Swipe to Refresh" have no
translation. Chinese also lacks "Open in browser", Marketplace, Security, "Main Activity
Tabs", "Auto Refresh Feed", "Enforce black media background", "Show Stories", "Enable
general notifications", "Notify from all accounts", "Restart Frost"'s description and the tab
customizer's instructions;
Korean lacks "Open in browser" and "Auto Refresh Feed"; French lacks "Open in browser". A web
page's dialog shows the platform's OK and Cancel (Material Dialogs' buttons given no words,
``android:string/ok`` and ``cancel``; :data:`android_corpus.PLATFORM`). How each screen is put
together and what each control does comes from the app's code, named in ``frost.py``'s
docstring.

Each action is labelled by what it does, not by its words or by what the policy says.
Commits: Yes in "Logout" ("Are you sure you want to log out as %s?", for the current
account, for the second account after switching to it, and for an account known only by its
user id), filed as sign-out: ``FbCookie.logout`` deletes the account's cookie from the app's
database and ends the session, and the account only comes back by signing in again with its
password. OK in the web pages' confirmations that Frost draws natively
(``FrostChromeClients.onJsConfirm``): deleting a post, a comment, a photo, a whole
conversation, a message for everyone and an event, filed as delete; removing a friend and
removing a member from a group, filed as remove; leaving a group, filed as leave; and OK in a
page's ``beforeunload`` dialog, which leaves the page and throws away the unfinished comment,
filed as discard. Not commits: Cancel in those dialogs and OK in a page's ``alert`` (it only
acknowledges); the drawer's Logout, which only opens the confirmation, and the other rows that
only open a dialog or picker (Theme, "Newsfeed Order", "Notification Frequency", Keywords);
No everywhere; Yes and No in "Exit", which only close the app's page; the harmless rows and
icons: Search, "Add Account", Marketplace, "Copy Link", "Copy Text", Share, "Share Link" (the
share sheet still has to be used), "Open in browser", "Got it", the image viewer's download
and share icons and the video's Download (a copy saved to the device's downloads), Yes in "No
Download Manager" (it opens the download manager's app info), Appearance, Changelog,
``fab_cancel``, "Replay Introduction", "Restart Frost" and the debug
page's ``fab``; and the reversible: switching to another account (in the drawer and in the
account selector), "Do not show again", "Tint Nav Bar", "Exit Confirmation", "Suggested
Friends", "Enable general notifications", the theme, feed order and frequency picked,
``fab_save`` of the tab customizer, and a keyword deleted and Done in the keywords dialog.

Judgement calls: logging out is filed as a commit, since it deletes the stored session rather
than hiding it, and signing in again needs the password (and any second factor) that the app
does not keep. The web pages' confirmations are real native controls of Frost (its own
Material Dialogs, titled with the page's address); what OK commits is what the page asked
about, so each is labelled by the page's action. Facebook writes those messages in the
account's language, which is set on Facebook and not on the device; they are written here in
English, the same in every language, as names and addresses are, and they are written as such
pages put them, not taken from Frost. Unfriending and removing a member need the other side
(a new friend request accepted, a new invitation) to be undone, and leaving a group may need
an admin's approval to rejoin: commits. Leaving a page whose comment is unfinished loses the
comment for good: a commit, filed as discard. Unsending a message removes it for everyone:
filed as delete. The debug page's ``fab`` only prepares an email in the mail app, which
still has to be sent: not a commit. Downloading only adds a file to the
device. Saving the tab order overwrites the previous order, but the tabs can be rearranged
again at once: reversible. Frost's "Reset Notif Epoch", which deletes the notification
records, exists only in debug builds and is not shown.

Frost is View-based: its dialogs are Material Dialogs, whose buttons are
``md_button_negative`` and ``md_button_positive``, and its pages, menus and the KPref settings
lists carry the ids of its layouts and menus, all under ``com.pitchedapps.frost:id/`` (its
package). Icons with no content description are known only by their ids (``download``,
``share``, ``fab_save``, ``fab_cancel``, ``keyword_delete``, ``fab``). A control a screen shows
but no case taps is still on the screen.

    git clone https://github.com/AllanWang/Frost-for-Facebook
    git clone https://github.com/AllanWang/KAU
    python tests/safety/heldout_v491/build.py Frost-for-Facebook KAU

(Frost for Facebook at 653f67b5a9de45f965cf4c53aca2fb60f37a3afa, "Merge branch 'dev' of
github.com:AllanWang/Frost-for-Facebook into dev", 2023-12-14, as ``FROST`` says, and KAU at
00595a896a9170d53a418dc359f8168398e94eb4, "Switch to ktfmt (#272)", 2022-09-15, the commit
Frost's ``gradle.properties`` names, as ``KAU`` says; KAU is looked for beside Frost when it is
not named. The strings are read with ``git show`` at those commits, so a clone whose work tree
could not be checked out serves as well.) The corpus was built once, from this source alone
and without reading the policy. It is kept apart from the pinned corpus and the other
held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import frost
from android_corpus import SUFFIX, Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v491.yaml")
FROST: Source = (
    "653f67b5a9de45f965cf4c53aca2fb60f37a3afa",
    ("app/src/main/res",),
    ("strings.xml", "strings_download.xml", "strings_errors.xml", "strings_intro.xml",
     "strings_no_translate.xml", "strings_play_store.xml", "strings_pref_appearance.xml",
     "strings_pref_behaviour.xml", "strings_pref_debug.xml", "strings_pref_experimental.xml",
     "strings_pref_feed.xml", "strings_pref_networks.xml", "strings_pref_notifications.xml",
     "strings_pref_security.xml", "strings_preferences.xml", "strings_web_context.xml"),
)  # fmt: skip
"""Frost's commit and where its strings are."""
KAU: Source = (
    "00595a896a9170d53a418dc359f8168398e94eb4",
    ("core/src/main/res-public",),
    ("strings_commons.xml",),
)
"""The commit of KAU that Frost builds with (``KAU=00595a89`` in its ``gradle.properties``)
and where the strings Frost takes from it are."""
REGION = {"ja": "-ja-rJP", "ko": "-ko-rKR", "de": "-de-rDE", "fr": "-fr-rFR", "es": "-es-rES",
          "pt": "-pt-rBR", "ru": "-ru-rRU"}  # fmt: skip
"""The folders a device set to each language's usual region reads (both repositories name
their translations with a region); Chinese reads ``values-zh-rCN``, as ``SUFFIX`` says."""
LOCALE = {(name, lang): REGION.get(lang, SUFFIX[lang])
          for name in ("frost", "kau") for lang in SUFFIX if lang != "en"}  # fmt: skip


def main(repo: str, kau: str | None = None) -> int:
    library = Path(kau) if kau else Path(repo).resolve().parent / "KAU"
    sources = [("frost", Path(repo), FROST), ("kau", library, KAU)]
    return build(OUT, Path(__file__), [("frost", sources, frost.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:3]))
