"""Builds the eighty-sixth held-out corpus (``heldout_v86.yaml``): two real Android apps'
screens about a password manager and a photo-sharing client, from their translations and code.

The sources are Proton Pass (``proton.android.pass``, a password manager whose vaults and
items are shared with other Proton users: items trashed, restored and deleted for good,
Hide-my-email aliases and their contacts, vaults and folders deleted, left and handed over,
members' access revoked, invitations, item history and the account; ``proton.py``) and
Pixeldroid (``org.pixeldroid.app``, a client of the Pixelfed photo-sharing network: posts
published, commented, liked, reshared, redrafted, deleted and reported, direct messages,
follows and follow requests, collections, the profile and the account; ``pixeldroid.py``),
two apps the project had not used. Pixeldroid is developed on its own GitLab; it is read
from its GitHub mirror ``H-PixelDroid/PixelDroid`` (the "Release 42" merge). Proton Pass
keeps its strings in each feature module's ``src/main/res/values*/strings.xml``, read by name
in the order the build lists the modules (a name two modules share reads the same), and
takes its dialogs' OK and Cancel from Proton Core's ``presentation`` module (its
``presentation_alert_ok`` and ``presentation_alert_cancel``), read from that repository; its
Spanish is ``values-es-rES`` (read by a device set to Spanish, Spain), and it is translated
into all nine languages. Pixeldroid keeps its strings in ``app/src/main/res/values*/
strings.xml``; it has no Korean (the Korean device shows English), and its Japanese and
Chinese leave many strings untranslated; its dialogs' OK and Cancel are the platform's
(``android.R.string.ok`` and ``cancel``, as ``PLATFORM`` gives them). A language without a
string shows the English one, and the build prints which. How each screen is put together
(a dialog's title, message, fields and buttons, a sheet's or menu's rows, a page's widgets)
and what each control does comes from the apps' code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Proton Pass, OK in "Clear trash?" (every trashed item deleted for good),
Continue in "Delete permanently?", OK in "Delete permanently 3 items?", "Delete it, I will
never need it" for an enabled and a disabled alias and "Understood, I will never need them"
for two aliases (an alias cannot be restored once deleted), Delete on an alias contact
(``deleteAliasContact`` at once), "Block contact", Delete in "Delete vault" (the vault and
its items), Delete in "Delete folder" (the folder and its contents), Leave in "Leave vault"
and Continue in "Leave this Item?", "Revoke access" on a member (``removeShare`` at once),
Confirm in "Transfer ownership", "Reject invitation" and Reset in "Reset history for this
item?" (every past version deleted). In Pixeldroid, OK in "Delete this post?", OK in the
redraft dialog (the post is deleted with its comments and likes, its pictures reopened as a
draft), Comment (``submitComment``) under a post, the same button in a conversation and OK in
"Create new DM conversation" (the message is sent), Post on the last step of a new post,
Report on the report page and OK in "Are you sure you want to delete this collection?". Not
commits: rows and menu entries that only open a dialog or a page ("Empty trash", "Restore all
items", "Delete permanently", Leave on a trashed item shared with the user, "Delete vault",
"Leave vault", "Transfer ownership", the Account page's "Sign out", which opens the sign-out
dialog, and "Delete account", which opens Proton's web page for it; a post's Delete, Redraft
and Report, "Follow Requested", "Delete collection"); Cancel in the dialogs; "Copy
password", "Manage access", Edit and Settings; and the reversible "Move to trash" (the item
is restored from the trash), OK in "Move to trash 3 items?", Pin, "Disable instead" and
"Disable alias" (an alias is enabled again), OK in "Restore all items?", Restore on a trashed
item, Restore in "Restore this version?", the Viewer role, "Join shared vault", Pixeldroid's
Bookmark, like and reshare (each undone by a second tap), Follow, Unfollow, OK in "Cancel the
follow request?", Save on the profile and "Log out".

Judgement calls: blocking an alias contact is filed as block (mail from that sender is
refused from then on, and what is refused is lost), although "Unblock contact" lifts it;
rejecting an invitation is filed as decline (the invitation is gone and only its sender can
send another); transferring a vault is filed as transfer (the user is no longer its owner
and only the new owner can hand it back); leaving a vault or an item is a leave (only a
member who manages it can invite the user again); "Restore this version?" is reversible (the
current version stays in the item's history and can be restored in turn); the Viewer role
is reversible (the role is set back); "Join shared vault" is reversible (the vault can be
left); withdrawing a follow request and unfollowing are reversible (one follows again, a
locked account asked again); the redraft is a delete (the post's comments and likes do not
come back with the new post); the conversation's button reads Comment, as it does under a
post, and a comment field's hint reads the same word, so both buttons are tapped by their
id. Not shown: the alias trash dialog's "Move to trash" (its title reads the same in
Chinese), the dialog shown when a redraft is abandoned and the OK of "You did not save your
changes. Exit?", whose effect on work not yet saved is left out, and a story's reply field,
which sends with the keyboard's action and has no button.

Proton Pass draws with Jetpack Compose, so its buttons carry no resource ids a hierarchy
shows and are known by their labels; Pixeldroid's views carry their ids
(``org.pixeldroid.app:id/``) and its ``MaterialAlertDialogBuilder`` dialogs are the
platform's, whose buttons are ``android:id/button1`` and ``button2``. A control a screen
shows but no case taps is still on the screen.

    git clone https://github.com/protonpass/android-pass
    git clone https://github.com/ProtonMail/protoncore_android
    git clone https://github.com/H-PixelDroid/PixelDroid pixeldroid
    python tests/safety/heldout_v86/build.py android-pass protoncore_android pixeldroid

(Proton Pass at d04eec283d806799830c2b6810d0ba38aefcfbdd, Proton Core at
1b87f94ebfdfaf5e67145e8668efc52dbb931e0b and Pixeldroid at
7db32ebbe96f46510efad0abd77f7122cee1b3e3, as ``PROTON``, ``CORE`` and ``PIXELDROID`` say.) The
corpus was built once, from these sources alone and without reading the policy, and measured
once after it was final. It is kept apart from the pinned corpus and the other held-out
corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import pixeldroid
import proton
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v86.yaml")
MODULES = ("compose-components/impl", "common-ui/impl", "features/home", "features/trash",
           "features/item-trash", "features/item-options", "features/vault",
           "features/sharing", "features/item-details", "features/account",
           "features/alias-contacts", "features/item-history")  # fmt: skip
PROTON: Source = (
    "d04eec283d806799830c2b6810d0ba38aefcfbdd",
    tuple(f"pass/{module}/src/main/res" for module in MODULES), ("strings.xml",),
)  # fmt: skip
CORE: Source = (
    "1b87f94ebfdfaf5e67145e8668efc52dbb931e0b", ("presentation/src/main/res",),
    ("strings.xml",),
)  # fmt: skip
PIXELDROID: Source = (
    "7db32ebbe96f46510efad0abd77f7122cee1b3e3", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are (Proton Pass's feature modules, each
with its own ``res``, merged in this order as the app's resources are)."""
LOCALE = {("proton", "es"): "-es-rES", ("core", "es"): "-es-rES"}
"""Proton's Spanish folder (``values-es-rES``), read by a device set to Spanish, Spain."""


def main(proton_repo: str, core_repo: str, pixeldroid_repo: str) -> int:
    apps = [
        ("proton", [("proton", Path(proton_repo), PROTON), ("core", Path(core_repo), CORE)],
         proton.screens),
        ("pixeldroid", [("pixeldroid", Path(pixeldroid_repo), PIXELDROID)],
         pixeldroid.screens),
    ]  # fmt: skip
    return build(OUT, Path(__file__), apps, LOCALE, platform_buttons())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2], sys.argv[3]))
