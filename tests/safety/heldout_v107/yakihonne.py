"""YakiHonne's screens (``com.yakihonne.yakihonne``, a Flutter client of the Nostr network:
notes, articles, bookmark lists, mutes, zaps paid from a connected Lightning or Cashu wallet,
several accounts), strings from ``lib/i18n/<language>.json`` (slang). Most strings are shown
through ``capitalizeFirst()`` (the first letter upper-cased) or ``capitalize()`` (the first
upper-cased, the rest lower-cased), as the code calls them; ``cap`` and ``capitalize`` do the
same here. The user, note and amounts written on the screens are the same in every language.

Read from the code (``lib``): ``views/widgets/pull_down_global_button.dart`` (a note's menu, in
this order for a note as ``views/widgets/note_stats.dart`` opens it: "Copy pubkey", "Copy
id", "Copy text", "Show raw event", Pin, Bookmark, Republish, "Share as image", Share, then
"Mute thread", Mute and, on one's own note only, Delete; Delete only opens the confirmation,
Mute and "Mute thread" only open theirs, Bookmark opens the bookmark lists' sheet, Republish
the relays' sheet, Pin pins the note to one's profile, Unpin taking it off);
``views/widgets/response_snackbar.dart`` (``showCupertinoDeletionDialogue``: a title, a
message, a red button and Cancel, with a wallet's connection string and its warning where
one is given; ``showCupertinoCustomDialogue``: a title, a message, its button and Cancel;
``showAccountDeletionDialogue``: "Delete account", its message, a field that must read DELETE,
Delete and Cancel); ``views/widgets/note_stats.dart`` ("Delete note": Delete calls
``deleteNote``, which publishes a deletion of the note to the relays);
``models/app_models/popup_menu_common_item.dart`` ("Mute user" and "Mute thread": Mute adds
the user or thread to one's mute list, which "Unmute" undoes);
``views/dashboard_view/widgets/home/dashboard_containers.dart`` ("Delete draft" and "Delete
Article" on the dashboard: Delete removes the draft, or publishes the article's deletion);
``views/dashboard_view/widgets/bookmarks/bookmarks_dashboard.dart`` ("Delete bookmark list":
Delete calls ``deleteBookmarksList``); ``views/settings_view/widgets/property_wallet.dart``
(a wallet's menu: "Copy NWC", Export and "Delete wallet", the last only opening its dialog,
which shows the connection string with ``deleteWalletConfirmation``, Delete calling
``removeWallet``; "Link wallet", whose Link puts the wallet's address in one's profile in
place of the former one);
``views/wallet_cashu_view/widgets/cashu_token_details_view.dart`` ("Delete Token": Delete
drops the Cashu token, "This action cannot be undone");
``views/settings_view/widgets/property_account_deletion.dart`` (the settings' "Delete
account" button, which only opens the dialog, whose Delete calls ``deleteUserAccount``);
``views/settings_view/widgets/property_analytics_cache.dart`` ("Clear app cache": Clear purges
the cached data and media, fetched again when needed); ``views/main_view/widgets/
accounts_manager.dart`` (the accounts' panel: "Add account" opens the login, "Logout all
accounts" signs every account out at once where no wallet is linked, removing their keys and
wallets from the device, and otherwise opens ``ExportWalletOnLoginOut``);
``views/wallet_view/widgets/export_wallets.dart`` (Wallets, "It looks like you have wallets
linked...", Cancel, "Log out", which signs out at once, and "Export & log out", which saves
the wallets' secrets to a file and signs out); ``views/wallet_view/send_zaps_view/
send_amount_set.dart`` (the zap sheet: the amount, "Write a comment (optional)", Invoice,
which only shows an invoice to pay elsewhere, and Send, which pays the zap from the connected
wallet); ``views/add_content_view/add_content_main_views/add_note_main_view.dart`` and
``views/write_note_view/write_note_view.dart`` (the note composer: Preview, Publish, which
calls ``postNote`` and publishes the note, and the "Write something..." field);
``views/profile_view/profile_view.dart`` (a profile's Follow or Unfollow, which adds the user
to one's follows or takes them off).
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, page, popup

USER, NOTE, AMOUNT = "satoshi_fan", "GM nostr! Who's coming to the meetup?", "2100"
NWC = "nostr+walletconnect://69effe7b49a6dd5cf525bd0905917a5005ffe480b58eeb8e861418cf3ae760d9"


def cap(text: str) -> str:
    """``capitalizeFirst()``."""
    return text[:1].upper() + text[1:]


def capitalize(text: str) -> str:
    """``capitalize()``."""
    return text[:1].upper() + text[1:].lower()


def screens(t: Any) -> list[dict[str, Any]]:
    return notes(t) + dashboard(t) + wallets(t) + accounts(t) + posting(t)


def note_menu(t: Any, own: bool) -> list[str]:
    """``PullDownGlobalButton``'s entries for a note, as ``NoteStats`` enables them."""
    rows = ["copyNpub", "copyId", "copyText", "showRawEvent", "pin", "bookmark", "republish",
            "shareAsImage", "share", "muteThread", "mute"]  # fmt: skip
    rows += ["delete"] if own else []
    return [cap(t(r)) for r in rows]


def feed(t: Any) -> dict[str, Any]:
    """The note a dialog opens over."""
    return page(cap(t("note")), [{"text": USER}, {"text": NOTE}])


def notes(t: Any) -> list[dict[str, Any]]:
    where = "yakihonne PullDownGlobalButton"
    own, theirs = note_menu(t, True), note_menu(t, False)
    behind, cancel = cap(t("note")), cap(t("cancel"))
    delete = cap(t("delete"))

    def deleting(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, "yakihonne NoteStats (Delete note)", behind,
                     cap(t("deleteContent", t("note"))),
                     cap(t("confirmDeleteContent", t("note"))), buttons)  # fmt: skip

    mute = cap(t("mute"))

    def muting(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, "yakihonne PdmCommonActions.muteUser (Mute user)", behind,
                     cap(t("muteUser")), cap(t("muteUserDesc", USER)), buttons)  # fmt: skip

    return [
        menu("opens-prompt", f"{where} (one's own note)", behind, own, [(delete, False)]),
        menu("reversible", f"{where} (one's own note)", behind, own, [(cap(t("pin")), False)]),
        menu("harmless", f"{where} (one's own note)", behind, own, [(cap(t("copyId")), False)]),
        menu("opens-prompt", f"{where} (one's own note)", behind, own,
             [(cap(t("republish")), False)]),
        menu("opens-prompt", f"{where} (another's note)", behind, theirs, [(mute, False)]),
        menu("opens-prompt", f"{where} (another's note)", behind, theirs,
             [(cap(t("muteThread")), False)]),
        menu("opens-prompt", f"{where} (another's note)", behind, theirs,
             [(cap(t("bookmark")), False)]),
        menu("harmless", f"{where} (another's note)", behind, theirs,
             [(cap(t("shareAsImage")), False)]),
        deleting("delete", [(delete, True), (cancel, None)]),
        deleting("harmless", [(delete, None), (cancel, False)]),
        muting("reversible", [(mute, False), (cancel, None)]),
        muting("harmless", [(mute, None), (cancel, False)]),
        popup("reversible", "yakihonne PdmCommonActions.muteThread (Mute thread)", behind,
              cap(t("muteThread")), cap(t("muteThreadDesc")), [(mute, False), (cancel, None)]),
    ]  # fmt: skip


def dashboard(t: Any) -> list[dict[str, Any]]:
    behind, cancel, delete = cap(t("dashboard")), cap(t("cancel")), cap(t("delete"))
    article = cap(t("article"))

    def draft(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, "yakihonne DashboardContainers (Delete draft)", behind,
                     cap(t("deleteDraft")), cap(t("confirmDeleteDraft")), buttons)  # fmt: skip

    def bookmarks(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, "yakihonne BookmarksDashboard (Delete bookmark list)",
                     cap(t("bookmarkLists")), cap(t("deleteBookmarkList")),
                     cap(t("confirmDeleteBookmarkList")), buttons)  # fmt: skip

    return [
        draft("delete", [(delete, True), (cancel, None)]),
        draft("harmless", [(delete, None), (cancel, False)]),
        popup("delete", "yakihonne DashboardContainers (Delete Article)", behind,
              cap(t("deleteContent", article)), cap(t("confirmDeleteContent", article)),
              [(delete, True), (cancel, None)]),
        bookmarks("delete", [(delete, True), (cancel, None)]),
        bookmarks("harmless", [(delete, None), (cancel, False)]),
    ]  # fmt: skip


def wallets(t: Any) -> list[dict[str, Any]]:
    behind, cancel, delete = cap(t("wallets")), cap(t("cancel")), cap(t("delete"))
    phrase = ({"text": NWC}, {"text": cap(t("deleteWalletConfirmation"))})

    def removing(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, "yakihonne PropertyWallet (Delete wallet)", behind,
                     cap(t("deleteWallet")), cap(t("deleteWalletDesc")), buttons,
                     phrase)  # fmt: skip

    def token(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, "yakihonne CashuTokenDetailsView (Delete Token)",
                     cap(t("wallet")), t("deleteToken"), t("deleteTokenDesc"),
                     buttons)  # fmt: skip

    link = cap(t("link"))
    zap = [{"text": USER}, {"text": AMOUNT},
           {"field": t("writeCommentOptional"), "text": "Great meetup!"}]  # fmt: skip

    def zapping(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, "yakihonne SendAmountSet (zap a user)", cap(t("note")),
                     cap(t("zap")), None, buttons, tuple(zap))  # fmt: skip

    return [
        menu("opens-prompt", "yakihonne PropertyWallet (a wallet's menu)", behind,
             [cap(t("copyNwc")), cap(t("export")), cap(t("deleteWallet"))],
             [(cap(t("deleteWallet")), False)]),
        removing("delete", [(delete, True), (cancel, None)]),
        removing("harmless", [(delete, None), (cancel, False)]),
        token("delete", [(delete, True), (cancel, None)]),
        token("harmless", [(delete, None), (cancel, False)]),
        popup("reversible", "yakihonne PropertyWallet (Link wallet)", behind,
              cap(t("linkWallet")), cap(t("linkWalletDesc")), [(link, False), (cancel, None)]),
        zapping("payment", [(capitalize(t("invoice")), None), (t("send"), True)]),
        zapping("harmless", [(capitalize(t("invoice")), False), (t("send"), None)]),
    ]  # fmt: skip


def accounts(t: Any) -> list[dict[str, Any]]:
    settings = page(cap(t("settings")), [
        {"button": t("clearAppCache")},
        {"button": cap(t("deleteAccount"))}])  # fmt: skip
    cancel, delete = cap(t("cancel")), cap(t("delete"))
    typed = ({"text": cap(t("deleteAccountDesc"))}, {"field": "Type DELETE", "text": "DELETE"})

    def deletion(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, "yakihonne showAccountDeletionDialogue", cap(t("settings")),
                     cap(t("deleteAccount")), None, buttons, typed)  # fmt: skip

    panel = page(USER, [
        {"text": USER}, {"button": cap(t("addAccount"))},
        {"button": cap(t("logoutAllAccounts"))}])  # fmt: skip
    logout, export = cap(t("logout")), t("exportAndLogout")

    def exporting(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, "yakihonne ExportWalletOnLoginOut", USER, None, None, buttons,
                     ({"text": cap(t("wallets"))}, {"text": t("exportWalletsDesc")}))  # fmt: skip

    return [
        entry("opens-prompt", "yakihonne PropertyAccountDeletion", settings,
              [(cap(t("deleteAccount")), False)]),
        entry("opens-prompt", "yakihonne PropertyAnalyticsCache", settings,
              [(t("clearAppCache"), False)]),
        popup("harmless", "yakihonne PropertyAnalyticsCache (Clear app cache)",
              cap(t("settings")), cap(t("clearAppCache")), cap(t("clearAppCacheDesc")),
              [(cap(t("clear")), False), (cancel, None)]),
        deletion("delete-account", [(delete, True), (cancel, None)]),
        deletion("harmless", [(delete, None), (cancel, False)]),
        entry("sign-out", "yakihonne AccountManager (no wallet linked)", panel,
              [(cap(t("logoutAllAccounts")), True)]),
        entry("harmless", "yakihonne AccountManager", panel, [(cap(t("addAccount")), False)]),
        exporting("sign-out", [(cancel, None), (logout, True), (export, None)]),
        exporting("sign-out", [(cancel, None), (logout, None), (export, True)]),
        exporting("harmless", [(cancel, False), (logout, None), (export, None)]),
    ]  # fmt: skip


def posting(t: Any) -> list[dict[str, Any]]:
    composer = page(cap(t("compose")), [
        {"button": t("preview")}, {"button": capitalize(t("publish"))},
        {"field": cap(t("writeSomething")), "text": NOTE}])  # fmt: skip
    follow, unfollow = cap(t("follow")), cap(t("unfollow"))

    def profile(button: str) -> dict[str, Any]:
        return page(USER, [{"text": USER}, {"button": button},
                           {"text": cap(t("followings"))}, {"text": t("followers")}])  # fmt: skip

    return [
        entry("publish", "yakihonne AddNoteMainView (Publish)", composer,
              [(capitalize(t("publish")), True)]),
        entry("harmless", "yakihonne AddNoteMainView (Preview)", composer,
              [(t("preview"), False)]),
        entry("reversible", "yakihonne ProfileView (Follow)", profile(follow), [(follow, False)]),
        entry("reversible", "yakihonne ProfileView (Unfollow)", profile(unfollow),
              [(unfollow, False)]),
    ]  # fmt: skip
