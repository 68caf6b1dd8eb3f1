"""How the five-hundred-and-fifty-fourth held-out corpus writes a screen (``android_corpus``):
Bitchat's screens are Jetpack Compose. Its sheets are its own ``BitchatBottomSheet`` (a
Material 3 ``ModalBottomSheet``) drawn over the chat, its dialogs Material 3 ``AlertDialog``
composables (the dismiss button laid out before the confirm button), its menus Material 3
``DropdownMenu`` lists; none of their controls carries a resource id a hierarchy shows, so a
control is known by its words, and an icon button by its ``contentDescription`` (one whose
description is null names nothing and is left off). A row that merges its texts (a settings
toggle, a channel, a conversation) is known by its first text. The chat itself is a page
without a title: the header's brand button, the nickname field and the header's icons, the
messages, then the composer."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, menu, page, popup

__all__ = ["alert", "chat", "composer", "entry", "menu", "page", "popup", "sheet"]

ME = "maya"
"""The user's nickname, shown in the header's field."""
APP = "bitchat"
"""What a sheet or a dialog is drawn over, as far as a label's uniqueness goes."""
JONAS, PRIYA, TOMAS = "jonas", "priya", "tomas"
"""The peers on the Bluetooth mesh."""
TOKEN = (
    "cashuAeyJ0b2tlbiI6W3sibWludCI6Imh0dHBzOi8vbWludC5leGFtcGxlLm5ldCIsInByb29mcyI6W3siaWQiOiIw"
    "MGFkMjY4YzRkMWY1ODI2IiwiYW1vdW50IjoxNiwic2VjcmV0IjoiY2E5NzgxMTJjYTFiYmRjYWZhYzIzMWIzOWEyM2Rj"
    "NGRhNzg2ZWZmODE0N2M0ZTcyYjk4MDc3ODVhZmVlNDhiYiIsIkMiOiIwMjNlMjNlODE2MDAzOTU5NGEzMzg5NGY2NTY0"
    "ZTFiMTM0OGJiZDdhMDA4OGQ0MmM0YWNiNzNlZWFlZDU5YzAwOWQifV19XSwidW5pdCI6InNhdCIsIm1lbW8iOiJyaWRl"
    "IGhvbWUifQ"
)
"""A Cashu ecash token (version A, 16 sat from ``mint.example.net``, memo "ride home"): a bearer
instrument, redeemable by whoever holds it first."""


def chat(items: list[dict[str, Any]]) -> dict[str, Any]:
    """The chat screen: no title, its header, messages and composer as ``items``."""
    return {"title": None, "items": items}


def sheet(category: str, source: str, title: str | None, items: list[dict[str, Any]],
          taps: list[tuple[str, bool]], behind: str = APP) -> dict[str, Any]:  # fmt: skip
    """A ``BitchatBottomSheet`` over the chat: its title (``BitchatSheetTitle``, or none),
    its own widgets top to bottom, some of them tapped."""
    return popup(category, source, behind, title, None, [], tuple(items), tuple(taps))


def alert(category: str, source: str, title: str, message: str | None,
          buttons: list[tuple[str, bool | None]], items: tuple[dict[str, Any], ...] = (),
          behind: str = APP) -> dict[str, Any]:  # fmt: skip
    """A Material 3 ``AlertDialog``: its title, its text (a message or own widgets), then its
    dismiss and confirm buttons in the order a hierarchy lists them, each known by its
    words."""
    tapped = [label for label, bad in buttons if bad is not None]
    if title in tapped:
        raise SystemExit(f"{source}: the title {title!r} is also a button's label")
    return popup(category, source, behind, title, message, buttons, items)


def composer(
    t: Any, text: str = "", suggestions: tuple[dict[str, Any], ...] = ()
) -> list[dict[str, Any]]:
    """``ChatInputSection``: the command suggestions for the typed text, the field, then Send
    while it holds text, or the image picker and the voice note button."""
    field = {"field": "", "hint": t("type_a_message_placeholder"), "text": text, "focused": True}
    if text:
        return [*suggestions, field, {"icon": t("send_message")}]
    return [field, {"icon": t("pick_image")}, {"icon": t("cd_record_voice")}]
