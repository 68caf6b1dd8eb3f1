"""Builds the eighty-fourth held-out corpus (``heldout_v84.yaml``): two real Android apps'
screens about an encyclopedia one edits and a VPN account, from their translations and code.

The sources are Wikipedia (``org.wikipedia``, the Wikimedia Foundation's Wikipedia app:
articles and their descriptions edited, talk pages, diffs with thanks, undo and rollback,
reading lists, history, logins and the account; ``wikipedia.py``) and Mullvad VPN
(``net.mullvad.mullvadvpn``, the Android part of the Mullvad VPN app: an account known only by
its number, the devices logged in on it, time bought or redeemed, custom lists, API access
methods, server IP overrides and problem reports; ``mullvad.py``), two apps the project had
not used. Wikipedia keeps its strings in ``app/src/main/res/values*/strings.xml`` and Mullvad
in ``android/lib/ui/resource/src/main/res/values*/strings.xml`` and ``plurals.xml``, read by
name as Android does; Wikipedia's Chinese is ``values-zh`` (read by a device set to Chinese,
China, as it has no ``values-zh-rCN``) and its Portuguese ``values-pt-rBR``, then
``values-pt``; Mullvad's Portuguese is ``values-pt`` (it has no ``values-pt-rBR``). Both apps
are translated into all nine languages, and every string the screens show has a translation,
so the build prints no string shown in English. Wikipedia's rollback and vanishing dialogs
use the platform's OK and Cancel (``PLATFORM``). A string written as HTML is shown as its
text. How each screen is put together (a dialog's title, message, own widgets and buttons, a
sheet's or menu's rows, a page's rows, fields and buttons) and what each control does comes
from the apps' code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Wikipedia, Publish on "Summarize edit" (the section edit is published),
Publish on an article description (published to Wikidata), Publish on the preview of a talk
reply and of a new topic (posted to the talk page), "Send thanks" (``sendThanks``: "'Thanks'
cannot be undone and are publicly viewable"), Undo in "Are you sure you want to undo this
edit?" (the revert is published), OK in "Are you sure you want to rollback the edits?"
(``postRollback``), Yes in "Clear browsing history" (every entry deleted, no undo), and "Log
out" in "This will log you out on all devices ..." (``logOut``). In Mullvad, Remove in
"Remove ...?" on "Manage devices" and "Yes, log out device" at login with too many devices
(the device is removed from the account and logged out), the saved account number's delete
icon on the login page (``clearAccountHistory``, at once), "Create new account" in the
warning that the saved account number "will be removed from this device. This cannot be
undone.", Redeem on "Enter voucher code" (the voucher is spent on the account), Delete in
'Delete "..."?' for a custom list and in "Delete method?" for an API access method, Reset in
"Reset all overrides" (every imported override is cleared), Send on "Report a problem" and
"Send anyway" with no email (the report and logs are sent). Not commits: rows, menu entries
and buttons that only open a confirmation or the next step (Wikipedia's editor and preview
Next, a reply's and a new topic's Next, a diff's Thank and Undo, "Delete collection",
"Log out" and "Vanish account" on the Account settings; Mullvad's "Add time", "More
actions"' "Delete account", a device's Remove icon, Continue on "Delete account", "Create new
account" on the login page, a Google Play product and "Redeem voucher" on the add-time sheet,
"Delete list", "Delete method" and "Reset overrides"); No, Cancel and Back everywhere;
"Manage devices", "Join Wikipedia"; and the reversible "Watch this page" checkbox, a diff's
Watch, "Remove all from offline", OK in the deletion of a collection and Delete in "Delete
selected collection(s)?", Wikipedia's "Log in" (``login_button``), Mullvad's "Log out" on the
Account page and in the pending-purchase warning, its "Log in" (``login_button_test_tag``)
and the deletion page's checkbox.

Judgement calls: deleting a reading list ("collection") is reversible, since the app then
shows a snackbar whose Undo creates the list again with its articles, while clearing the
browsing history is a delete (no undo); Wikipedia's "Log out" is filed as revoke (it ends the
sessions on every device, as its prompt says); "Vanish account" is not a commit (it only
opens the vanishing request form on the web, where the request is made); thanks and talk
replies are filed as send, edits, descriptions, undo and rollback as publish (public, and
kept in the page's history even when reverted); Mullvad's "Log out" is reversible (one logs
in again with the account number, the device getting a new name), also in the warning that a
purchase is still being verified, which fails only when another account is logged in;
removing a device is filed as revoke (that device is logged out and must log in again,
possibly someone else's); deleting the saved account number and creating a new account over
it are filed as delete (the number is the account's only key, and the app says it cannot be
undone); redeeming a voucher is filed as pay (the voucher is spent, its time bound to this
account); resetting the server IP overrides is filed as delete (they come back only by
importing them again); the Google Play products only start Play's own purchase sheet, which
is not shown. Not shown: the last "Delete account" of Mullvad's deletion page, whose button
reads as the page's title and carries no id (its Cancel is shown), the "Discard changes?"
dialog, whose Discard and Cancel read alike in Korean, Wikipedia's "Yes" that leaves a
changed editor or message (its No is shown), and account creation, whose Next may first ask
for a captcha.

Wikipedia is View-based: its dialogs are ``MaterialAlertDialogBuilder``'s, whose buttons are
``android:id/button1/2``, its other controls carry the ids its layouts and menus give (a
button whose label is also the page's title, as "Log in" is, and a checkbox whose label
is also its help icon's description are tapped by their ids). Mullvad is drawn with Jetpack
Compose: its dialogs and dropdown menus carry no resource ids a hierarchy shows and are known
by their labels, while its pages sit under a ``NavDisplay`` that sets
``testTagsAsResourceId``, so a page control the code tags shows the tag as its id (the login
button and the saved account number's delete icon, which has no description, are tapped by
theirs). A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/wikimedia/apps-android-wikipedia wikipedia
    git clone https://github.com/mullvad/mullvadvpn-app mullvad
    python tests/safety/heldout_v84/build.py wikipedia mullvad

(Wikipedia at aa428fa31b6f9fac1129116cdae5a32e8774809b and Mullvad VPN at
9380a8076bc0511937477989a80ebca89cb334d9, as ``WIKIPEDIA`` and ``MULLVAD`` say.) The corpus
was built once, from these sources alone and without reading the policy, and measured once
after it was final. It is kept apart from the pinned corpus and the other held-out corpora,
and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import mullvad
import wikipedia
from android_corpus import Lookup, Repo, Source, Strings, platform_buttons, write_languages

OUT = Path(__file__).with_name("heldout_v84.yaml")
WIKIPEDIA: Source = (
    "aa428fa31b6f9fac1129116cdae5a32e8774809b", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
MULLVAD: Source = (
    "9380a8076bc0511937477989a80ebca89cb334d9", ("android/lib/ui/resource/src/main/res",),
    ("strings.xml", "plurals.xml"),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
LOCALE = {("wikipedia", "zh"): "-zh", ("mullvad", "pt"): "-pt", ("wikipedia-pt", "pt"): "-pt"}
"""The folders a device set to Chinese (China) or Portuguese (Brazil) reads where an app has
no ``values-zh-rCN`` or ``values-pt-rBR``: Wikipedia's ``values-zh`` and Mullvad's
``values-pt``; Wikipedia's Portuguese reads ``values-pt-rBR``, then ``values-pt``."""


def main(wikipedia_repo: str, mullvad_repo: str) -> int:
    buttons = platform_buttons()

    def lookups(lang: str) -> list[Lookup]:
        wiki: list[Repo] = [("wikipedia", Path(wikipedia_repo), WIKIPEDIA)]
        if lang == "pt":
            wiki.append(("wikipedia-pt", Path(wikipedia_repo), WIKIPEDIA))
        vpn: list[Repo] = [("mullvad", Path(mullvad_repo), MULLVAD)]
        return [
            ("wikipedia", Strings(wiki, lang, LOCALE, buttons[lang]), wikipedia.screens),
            ("mullvad", Strings(vpn, lang, LOCALE, buttons[lang]), mullvad.screens),
        ]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
