"""LNbits's node manager screens for the five-hundred-and-twenty-ninth held-out corpus, of the
super user, Mara (``pages/node.vue``): the dialogs that open and close a Lightning channel and
the confirmation of disconnecting a peer. ``screens(t)`` lays them out in one language."""

from __future__ import annotations

from typing import Any

from screens import CANCEL, OK, api, confirm, dialog, entry

PEER = "039a29eaa0bd275bb7a74bbfbbf3a4c27fd44d59d2cff2d1c1cc4042a347d959f8"
SHORT_ID = "845123x1750x1"
FUNDING_TXID = "f0176c5fd27a6c9d27935cba38d91e8273d74c013feb12bbcb6ebdfb9e9fcbfc"
FUNDING = 500000  # sats, typed into Funding Amount (v-model.number)


def node(path: str, query: str = "") -> str:
    """``nodeApi``'s URL: ``/node/api/v1`` and the path, then ``?`` and the query's
    URLSearchParams, the ``?`` written even where the query is empty."""
    return f"/node/api/v1{path}?{query}"


def screens(t: Any) -> list[dict[str, Any]]:
    open_channel = dialog([
        {"field": "peer_id", "hint": "Peer ID", "text": PEER},
        {"field": "funding_amount", "hint": "Funding Amount", "text": str(FUNDING)},
        {"row": "Advanced"}, {"button": t("open")}, {"button": t("cancel")}])  # fmt: skip
    close_channel = dialog([
        {"switch": "Force", "checked": False}, {"button": t("close")},
        {"button": t("cancel")}])  # fmt: skip
    # showCloseChannelDialog: {force: false, short_id, ...channel.point} as the query.
    point = f"force=false&short_id={SHORT_ID}&funding_txid={FUNDING_TXID}&output_index=1"
    channels = api("GET", node("/channels"))
    return [
        entry("transfer", "open channel dialog", open_channel, [
            (t("open"), True, [api("POST", node("/channels"),
                                   {"peer_id": PEER, "funding_amount": FUNDING}), channels]),
            (t("cancel"), False, [])]),
        entry("close-channel", "close channel dialog", close_channel, [
            (t("close"), True, [api("DELETE", node("/channels", point)), channels]),
            (t("cancel"), False, [])]),
        entry("reversible", "disconnect peer confirm", confirm(
            "Do you really wanna disconnect this peer?"), [
            (OK, False, [api("DELETE", node(f"/peers/{PEER}")),
                         api("GET", node("/peers"))]),
            (CANCEL, False, [])]),
    ]  # fmt: skip
