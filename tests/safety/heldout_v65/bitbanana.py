"""BitBanana's screens (``app.michaelwuensch.bitbanana``, a wallet that runs a remote
lightning node: lightning and on-chain payments, channels, node connections, contacts and
watchtowers), strings from ``t(name)`` (``app/src/main/res/values*/strings.xml``). Its
dialogs (``android.app.AlertDialog``) use the app's own OK, Cancel and Delete.
The node, contact, tower and amount names are written the same in every language.

Read from the code (``app/src/main/java/app/michaelwuensch/bitbanana``): ``home/
SendBSDFragment.java`` with ``res/layout/bsd_send.xml`` (the send sheet: "Send lightning
payment" or "Send on-chain payment", the payee, the amount and "Send payment", which pays
the invoice at once (``prepareStandardBolt11Payment``) or sends the on-chain transaction
(``performOnChainSend``) when the fee is not below the minimum; below it, it only opens
``UserGuardian.securityLowOnChainFee``); ``util/UserGuardian.java`` (a warning:
``guardian_title``'s "Attention", its message, "Don't show again." where the warning can be
skipped, Cancel (``button2``) and OK (``button1``), which goes on with what it warns about:
the on-chain payment, the watchtower's removal (``dumbRemoveWatchtower``) or, before a
backup is restored, only the file picker (``securityBackupOverridesExistingData``));
``listViews/channels/itemDetails/ChannelDetailBSDFragment.java`` (a channel's sheet: "Close
Channel", or "Force Close Channel" when the peer is offline, which only opens a dialog with
the same title, "Do you really want to (force) close the channel with: …", Cancel and OK,
which closes the channel); ``listViews/backendConfigs/itemDetails/
BackendConfigDetailsActivity.java`` with ``res/menu/backend_config_details_menu.xml`` (a
node connection's overflow: Rename, Duplicate, Delete, which only opens "Do you really want
to delete this node connection?", Cancel and Delete (``button1``), which deletes it);
``listViews/contacts/itemDetails/ContactDetailsActivity.java`` with ``res/menu/
contact_details_menu.xml`` and ``contact_details_menu_bottom.xml`` (a contact's overflow:
Rename, and Delete, which removes the contact at once; its page's bottom buttons
(``BottomNavigationView``): Share, Copy, "Send money", which opens the send screen, "Open
Channel"); ``listViews/watchtowerSessions/
WatchtowerDetailsActivity.java`` with ``res/menu/watchtower_details_menu.xml`` (an active
tower's overflow: Deactivate, which Reactivate undoes, and Remove, which with sessions left
only opens the guardian's warning); ``backup/DataBackupIntroFragment.java`` (restoring a
backup over existing data opens the warning first).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, POSITIVE, dialog, entry, menu, page

HOME, NODE, CONTACT, TOWER, PEER = "BitBanana", "My node", "Alice", "Lightning Tower", "ACINQ"
AMOUNT, ADDRESS = "21,000 sat", "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"
RID = "app.michaelwuensch.bitbanana:id/"


def screens(t: Any) -> list[dict[str, Any]]:
    return send(t) + channels(t) + nodes(t) + contacts(t) + towers(t) + backup(t)


def sheet(title: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A bottom sheet over the home screen: its title and widgets."""
    return {"title": HOME, "dialog": {"title": title}, "items": items}


def guardian(t: Any, message: str, skip: bool, ok: bool | None,
             cancel: bool | None) -> tuple[Any, ...]:  # fmt: skip
    """A guardian warning's title, message, buttons and own widgets."""
    own = ({"switch": t("guardian_doNotShowAgain"), "rid": f"{RID}skip"},) if skip else ()
    buttons = [(t("cancel"), NEGATIVE, cancel), (t("ok"), POSITIVE, ok)]
    return t("guardian_Title"), message, buttons, own


def send(t: Any) -> list[dict[str, Any]]:
    where = "bitbanana SendBSDFragment"
    lightning = sheet(t("send_lightningPayment"), [
        {"text": t("payee")}, {"text": PEER}, {"text": t("amount")}, {"text": AMOUNT},
        {"button": t("send_sendPayment"), "rid": f"{RID}sendButton"}])  # fmt: skip
    onchain = sheet(t("send_onChainPayment"), [
        {"text": t("payee")}, {"text": ADDRESS}, {"text": t("amount")}, {"text": AMOUNT},
        {"button": t("send_sendPayment"), "rid": f"{RID}sendButton"}])  # fmt: skip
    low = t("guardian_low_onchain_fee", 1)
    fee = "bitbanana UserGuardian.securityLowOnChainFee"
    return [
        entry("payment", f"{where} (a lightning invoice)", lightning,
              [(t("send_sendPayment"), True)]),
        entry("payment", f"{where} (an on-chain address)", onchain,
              [(t("send_sendPayment"), True)]),
        dialog("payment", fee, HOME, *guardian(t, low, True, True, None)),
        dialog("harmless", fee, HOME, *guardian(t, low, True, None, False)),
    ]  # fmt: skip


def channels(t: Any) -> list[dict[str, Any]]:
    where = "bitbanana ChannelDetailBSDFragment"

    def details(button: str) -> dict[str, Any]:
        return sheet(PEER, [
            {"text": t("channel_remote_public_key")}, {"text": "03864ef025fde8fb"},
            {"text": t("channel_local_balance")}, {"text": t("channel_remote_balance")},
            {"button": t(button), "rid": f"{RID}closeChannelButton"}])  # fmt: skip

    close = t("channel_close_confirmation", PEER)
    force = t("channel_close_force_confirmation", PEER, "2 weeks")
    out = []
    for key, ask, how in (("channel_close", close, "a peer online"),
                          ("channel_close_force", force, "a peer offline")):  # fmt: skip
        title = t(key)
        out += [
            entry("opens-prompt", f"{where} ({how})", details(key), [(title, False)]),
            dialog("payment", f"{where}.closeChannel ({how})", HOME, title, ask,
                   [(t("cancel"), NEGATIVE, None), (t("ok"), POSITIVE, True)]),
            dialog("harmless", f"{where}.closeChannel ({how})", HOME, title, ask,
                   [(t("cancel"), NEGATIVE, False), (t("ok"), POSITIVE, None)]),
        ]  # fmt: skip
    return out


def nodes(t: Any) -> list[dict[str, Any]]:
    where = "bitbanana BackendConfigDetailsActivity"
    overflow = [t("rename"), t("duplicate"), t("delete")]
    ask = t("confirm_node_deletion")
    return [
        menu("opens-prompt", f"{where} (a node connection's overflow)", NODE, overflow,
             [(t("delete"), False)]),
        menu("harmless", f"{where} (a node connection's overflow)", NODE, overflow,
             [(t("duplicate"), False)]),
        dialog("delete", f"{where}.actionDelete", NODE, None, ask,
               [(t("cancel"), NEGATIVE, None), (t("delete"), POSITIVE, True)]),
        dialog("harmless", f"{where}.actionDelete", NODE, None, ask,
               [(t("cancel"), NEGATIVE, False), (t("delete"), POSITIVE, None)]),
    ]  # fmt: skip


def contacts(t: Any) -> list[dict[str, Any]]:
    where = "bitbanana ContactDetailsActivity"
    overflow = [t("rename"), t("delete")]
    bottom = [
        ("share", "action_share"),
        ("copy", "action_copy"),
        ("send_money", "action_send_money"),
        ("channel_open", "action_open_channel"),
    ]
    details = page(CONTACT, [
        {"text": t("contact_type")}, {"text": t("data")}, {"text": "alice@getalby.com"},
        *({"button": t(key), "rid": f"{RID}{rid}"} for key, rid in bottom)])  # fmt: skip
    return [
        menu("delete", f"{where} (a contact's overflow)", CONTACT, overflow,
             [(t("delete"), True)]),
        menu("harmless", f"{where} (a contact's overflow)", CONTACT, overflow,
             [(t("rename"), False)]),
        entry("harmless", f"{where} (a contact's bottom buttons)", details,
              [(t("send_money"), False)]),
    ]  # fmt: skip


def towers(t: Any) -> list[dict[str, Any]]:
    where = "bitbanana WatchtowerDetailsActivity"
    overflow = [t("deactivate"), t("remove")]
    warn = t("guardian_remove_watchtower")
    remove = "bitbanana UserGuardian.dumbRemoveWatchtower"
    return [
        menu("reversible", f"{where} (an active tower's overflow)", TOWER, overflow,
             [(t("deactivate"), False)]),
        menu("opens-prompt", f"{where} (an active tower's overflow)", TOWER, overflow,
             [(t("remove"), False)]),
        dialog("revoke", remove, TOWER, *guardian(t, warn, False, True, None)),
        dialog("harmless", remove, TOWER, *guardian(t, warn, False, None, False)),
    ]  # fmt: skip


def backup(t: Any) -> list[dict[str, Any]]:
    where = "bitbanana UserGuardian.securityBackupOverridesExistingData"
    warn = t("guardian_backup_overrides_existing_data")
    return [dialog("opens-prompt", where, HOME, *guardian(t, warn, False, False, None))]
