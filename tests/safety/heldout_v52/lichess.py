"""Lichess's screens (``org.lichess.mobileV2``, the Flutter app of the lichess.org chess
server), strings from ``t(name)``, read from ``lib/l10n/app_*.arb``; ``t("=text")`` is a text
the code writes in English in every language.

Read from the code (``lib/src``): ``view/game/game_body.dart`` (a live game's bottom bar:
Menu, Resign, "Chat room", Previous and Next; Resign and the menu's Resign and "Offer draw"
only open ``_showConfirmDialog`` while ``confirmResignAndDraw`` is on, its default in
``model/settings/board_preferences.dart``: a ``YesNoDialog`` titled "Are you sure?" whose Yes
resigns the game, ``resignGame``, or offers a draw, ``offerOrAcceptDraw``; ``_showGameMenu``,
an action sheet of Settings, "Flip board", which turns the board, "Abort game", which aborts
the game at once, ``abortGame``, Takeback, which proposes a takeback that the same menu's
"Cancel takeback offer" withdraws, "Offer draw", Resign, and, when the opponent has left,
"Claim victory", ``forceResign``, and "Call draw", ``forceDraw``; ``_GameNegotiationDialog``,
"Your opponent offers a draw" with Accept, which accepts the draw and ends the game, and
Decline; ``_ThreefoldDialog``, "Threefold repetition" with "Claim a draw", ``claimDraw``, and
Cancel); ``widgets/adaptive_action_sheet.dart`` (on Android an action sheet is a dialog of
its actions); ``model/challenge/challenge_service.dart`` (an incoming challenge's sheet, titled
"… challenges you: …" in English, with Accept, which accepts it and starts the game,
``acceptChallenge``, and Decline, which only opens ``showDeclineDialog``: a sheet titled
Decline of the reasons, each of which declines the challenge with that reason,
``decline(id, reason:)``); ``view/message/conversation_screen.dart`` (a
conversation's toolbar: the player's name, online, and a "Delete conversation" icon, which
opens a ``YesNoDialog``, "Are you sure you want to delete this conversation?", whose Yes
deletes the thread, ``deleteThread``); ``view/chat/chat_screen.dart`` with
``chat_context_menu.dart`` (a chat message's menu: "Copy to clipboard" and Report, which
opens a ``YesNoDialog``, "Report … to moderators", whose Yes reports the message,
``reportMessage``); ``view/user/user_screen.dart`` (a player's page: "Watch games",
Challenge, which opens the challenge screen, Message, Follow and Block, which act at once and
are undone by Unfollow and Unblock in the same place, and "Report … to moderators", which
opens the report page in the browser); ``view/account/account_menu.dart`` (on Android,
"Sign out" opens an ``AlertDialog`` with Cancel and OK, which signs out). Every dialog is a
Flutter ``AlertDialog`` with no resource ids, so its buttons are known by their labels.
"""

from __future__ import annotations

from typing import Any

from screens import compose_dialog, entry, menu

GAME, OPPONENT, CHAT = "Blitz 3+2", "DrNykterstein", '"gg"'


def screens(t: Any) -> list[dict[str, Any]]:
    return game(t) + negotiation(t) + challenges(t) + messages(t) + profile(t)


def yes_no(t: Any, bad: bool | None = True) -> list[tuple[str, bool | None]]:
    """A ``YesNoDialog``'s No and Yes, in the order it lays them out."""
    return [(t("no"), False), (t("yes"), bad)]


def cancel_ok(t: Any, bad: bool | None = True) -> list[tuple[str, bool | None]]:
    """An ``AlertDialog``'s Cancel and OK ("Sign out")."""
    return [(t("cancel"), False), (t("mobileOkButton"), bad)]


def game(t: Any) -> list[dict[str, Any]]:
    bar = {"title": GAME, "items": [
        {"text": OPPONENT}, {"button": t("menu")}, {"button": t("resign")},
        {"button": t("chatRoom")}, {"button": "Previous"}, {"button": t("next")}]}  # fmt: skip
    playing = [t("settingsSettings"), t("flipBoard"), t("takeback"), t("offerDraw"),
               t("resign")]  # fmt: skip
    opening = [t("settingsSettings"), t("flipBoard"), t("abortGame")]
    left = [t("settingsSettings"), t("flipBoard"), t("forceResignation"), t("forceDraw")]
    bar_where = "lichess GameBody._GameBottomBar (a live game)"
    where = "lichess GameBody._showGameMenu (a live game's menu)"
    confirm = "lichess GameBody._showConfirmDialog"
    return [
        entry("opens-prompt", bar_where, bar, [(t("resign"), False)]),
        entry("harmless", bar_where, bar, [(t("menu"), False)]),
        menu("opens-prompt", where, GAME, playing, [(t("resign"), False), (t("offerDraw"), False)]),
        menu("reversible", where, GAME, playing, [(t("flipBoard"), False), (t("takeback"), False)]),
        menu("game", f"{where} (before the second move)", GAME, opening,
             [(t("abortGame"), True)]),
        menu("game", f"{where} (the opponent has left)", GAME, left,
             [(t("forceResignation"), True)]),
        compose_dialog("game", f"{confirm} (Resign)", GAME, t("mobileAreYouSure"),
                       t("resignTheGame"), yes_no(t)),
        compose_dialog("send", f"{confirm} (Offer draw)", GAME, t("mobileAreYouSure"),
                       t("offerDraw"), yes_no(t)),
    ]  # fmt: skip


def negotiation(t: Any) -> list[dict[str, Any]]:
    offer = [(t("accept"), True), (t("decline"), None)]
    refuse = [(t("accept"), None), (t("decline"), False)]
    where = "lichess GameBody._GameNegotiationDialog (a draw offer)"
    return [
        compose_dialog("game", where, GAME, None, t("yourOpponentOffersADraw"), offer),
        compose_dialog("harmless", where, GAME, None, t("yourOpponentOffersADraw"), refuse),
        compose_dialog("game", "lichess GameBody._ThreefoldDialog", GAME, None,
                       t("threefoldRepetition"),
                       [(t("claimADraw"), True), (t("cancel"), False)]),
    ]  # fmt: skip


def challenges(t: Any) -> list[dict[str, Any]]:
    about = f"{t('randomColor')} • {t('rated')} • 5+3"
    title = f"{OPPONENT} challenges you: {about}"
    sheet = {"title": t("mobileHomeTab"), "dialog": {"title": title}, "items": [
        {"button": t("accept")}, {"button": t("decline")}]}  # fmt: skip
    reasons = [t("challengeDeclineGeneric"), t("challengeDeclineLater"),
               t("challengeDeclineTooFast"), t("challengeDeclineTooSlow"),
               t("challengeDeclineRated"), t("challengeDeclineCasual")]  # fmt: skip
    decline = {"title": t("mobileHomeTab"), "dialog": {"title": t("decline")},
               "items": [{"button": r} for r in reasons]}  # fmt: skip
    where = "lichess ChallengeService.showConfirmDialog (an incoming challenge)"
    return [
        entry("challenge", where, sheet, [(t("accept"), True)]),
        entry("opens-prompt", where, sheet, [(t("decline"), False)]),
        entry("challenge", "lichess ChallengeService.showDeclineDialog", decline,
              [(t("challengeDeclineGeneric"), True)]),
    ]  # fmt: skip


def messages(t: Any) -> list[dict[str, Any]]:
    convo = {"title": OPPONENT, "items": [
        {"text": t("online")}, {"icon": t("=Delete conversation")},
        {"list": [{"text": "Good game! Rematch tomorrow?"}]}]}  # fmt: skip
    chat = [t("copyToClipboard"), t("=Report")]
    return [
        entry("opens-prompt", "lichess ConversationScreen (a conversation's toolbar)", convo,
              [(t("=Delete conversation"), False)]),
        compose_dialog("delete", "lichess ConversationScreen (Delete conversation)",
                       OPPONENT, t("mobileAreYouSure"),
                       t("=Are you sure you want to delete this conversation?"), yes_no(t)),
        menu("opens-prompt", "lichess ChatBubbleContextMenu (a chat message)", t("chatRoom"),
             chat, [(t("=Report"), False)]),
        compose_dialog("report", "lichess ChatScreen (report a message)", t("chatRoom"), None,
                       t("reportXToModerators", CHAT), yes_no(t)),
    ]  # fmt: skip


def profile(t: Any) -> list[dict[str, Any]]:
    rows = [t("watchGames"), t("challengeChallengeToPlay"), t("composeMessage"), t("follow"),
            t("block"), t("reportXToModerators", OPPONENT)]  # fmt: skip
    page = {"title": OPPONENT, "items": [{"list": [{"row": r} for r in rows]}]}
    where = "lichess UserScreen (another player's page)"
    return [
        entry("reversible", where, page, [(t("follow"), False), (t("block"), False)]),
        entry("harmless", where, page,
              [(t("challengeChallengeToPlay"), False),
               (t("reportXToModerators", OPPONENT), False)]),
        compose_dialog("harmless", "lichess AccountMenu._showSignOutConfirmDialog",
                       t("mobileSettingsTab"), t("logOut"), None, cancel_ok(t, False)),
    ]  # fmt: skip
