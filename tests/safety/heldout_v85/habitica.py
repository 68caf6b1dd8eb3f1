"""Habitica's screens (``com.habitrpg.android.habitica``, a habit tracker played as a role-
playing game: tasks, a party with its chat and quests, challenges, private messages, shops
paid in Gold and Gems, Gems bought or gifted, and the account), strings from
``common/src/main/res``, ``Habitica/res`` and ``Habitica/src/main/res``
``values*/strings.xml``. The party, players, challenge, task, items and amounts written on
the screens are the server's content and the same in every language.

Read from the code (``Habitica/src/main/java/com/habitrpg/android/habitica``):
``ui/activities/TaskFormActivity.kt`` and ``res/menu/menu_task_edit.xml`` (a task's edit page:
Delete, ``action_delete``, only opens "Are you sure?", whose "Delete Task" calls
``deleteTask``; for a challenge's task it opens "Delete Challenge Task?", whose "Leave &
Delete Task" leaves the challenge keeping its other tasks and deletes this one and whose
"Leave & Delete N Tasks" leaves it deleting them all; for a broken challenge's task "Broken
Challenge", whose "Keep N Tasks" unlinks them and "Delete N Tasks" deletes them; Save,
``action_save``, saves the task; "Unsaved Changes" on Back, with Discard and Cancel);
``ui/fragments/social/party/PartyDetailFragment.kt`` and ``fragment_party_detail.xml``,
``menu_party.xml`` and ``party_member_menu.xml`` (the party page's "Leave Party" and the
overflow's Leave only open "Are you sure you want to leave this party?", whose Leave calls
``leaveGroup``, or, in a party challenge, "You're participating in a Party Challenge", whose
"Keep Challenges" and "Leave Challenges & Delete Tasks" both leave the party; a member's menu
"Send Message", "Transfer Leadership" and "Remove Member", the last two only opening "Transfer
Leadership?" (Transfer calls ``transferGroupOwnership``) and "Are you sure you want to remove
... from the group?" (Remove calls ``removeMemberFromGroup``), each with the platform's
Cancel); ``ui/fragments/social/challenges/ChallengeDetailFragment.kt`` and
``fragment_challenge_detail.xml`` (Join, ``join_button``, calls ``joinChallenge``; Leave,
``leave_button``, only opens "Leave Challenge", whose "Leave & Keep Tasks" and "Leave &
Delete Tasks" call ``leaveChallenge`` with ``keep-all`` and ``remove-all``; the overflow's
Share and "Report Challenge", which opens the report sheet);
``ui/fragments/ReportBottomSheetFragment.kt`` and ``fragment_report_message.xml`` (the report
sheet, for a player, a challenge or a message: the reason typed, and Report,
``report_button``, which sends the report, a player's report blocking the player too);
``ui/activities/FullProfileActivity.kt`` and ``menu_full_profile.xml`` (a player's profile
overflow: "Block Player" only opens "Block ...?", whose Block calls ``blockMember``, and reads
"Unblock Player" for a blocked player, which unblocks at once; "Report Player");
``ui/fragments/social/ChatFragment.kt``, ``InboxMessageListFragment.kt``,
``ui/views/social/ChatBarView.kt``, ``chat_bar_view.xml`` and ``chat_item.xml`` (the chat bar's
Send, ``sendButton``, posts the message to the party chat or the private conversation; a
message's Reply, Copy, Report and Delete, the last only opening "Are you sure?": "Do you really
want to delete?" with Yes, which deletes it, and in the inbox No);
``ui/views/shops/PurchaseDialog.kt`` (an item's purchase dialog: Pin or Unpin,
``pin_button``, the item, Close and Buy, ``buyButton``, which buys it at once with Gold or
Gems; "Excess Items", with "Purchase N" buttons and Close; the Orb of Rebirth's "Are you
sure you want to use the Orb of Rebirth?", with "Use Orb Of Rebirth" and "Go Back");
``ui/fragments/purchases/GemsPurchaseFragment.kt``, ``GemPurchaseOptionsView.kt`` and
``purchase_gem_view.xml`` (a Gem pack's price button, ``purchase_button``, starts Google
Play's purchase, and "Gift Gems"); ``GiftBalanceGemsFragment.kt`` (the Gems typed and "Send
Gift", ``gift_button``, which calls ``transferGems``);
``ui/fragments/preferences/AccountPreferenceFragment.kt``, ``HabiticaAccountDialog.kt``,
``res/xml/preferences_fragment.xml`` and ``dialog_habitica_account.xml`` (the Danger Zone's
"Reset Account" and "Delete Account" only open the full-screen confirmation, whose password
field and ``confirm_action_textview`` reset or delete the account; its back button
``back_imagebutton``); ``ui/fragments/social/QuestDetailFragment.kt`` and
``fragment_quest_detail.xml`` (the leader's "Begin Quest" only opens the HabiticaAlertDialog
with Yes and No; the leader's Cancel opens the platform dialog "Are you sure you want to
cancel this Quest? All progress will be lost." for an active quest, whose Yes calls
``abortQuest``, or the HabiticaAlertDialog of ``quest_cancel_message`` before it starts,
whose Yes calls ``cancelQuest`` and returns the scroll; a member's Leave opens the platform
dialog whose Yes calls ``leaveQuest``).
"""

from __future__ import annotations

from typing import Any

from screens import HABITICA, NEGATIVE, POSITIVE, alert, dialog, entry, menu, page

RID = HABITICA
PARTY, MEMBER, HANDLE = "The Procrastinators", "Lumi", "@lumi_reads"
CHALLENGE, TASK, MESSAGE = "30 Days of Reading", "Read 20 pages", "Boss fight at 8!"
ITEM, NOTES, GOLD, GEMS = "Health Potion", "Heals 15 Health (Instant Use)", "25", "4"
QUEST, TASKS = "The Basi-List", 5


def screens(t: Any) -> list[dict[str, Any]]:
    return tasks(t) + party(t) + challenges(t) + players(t) + chat(t) + shops(t) + account(t)


def task_form(t: Any) -> dict[str, Any]:
    return page(t("habit"), [
        {"button": t("delete"), "rid": f"{RID}action_delete"},
        {"button": t("save_changes"), "rid": f"{RID}action_save"},
        {"field": "", "text": TASK, "rid": f"{RID}text_edit_text"}])  # fmt: skip


def tasks(t: Any) -> list[dict[str, Any]]:
    where = "habitica TaskFormActivity"
    form, edit = task_form(t), t("habit")
    challenge = t("delete_challenge_task_description", TASKS, CHALLENGE)
    broken = t("broken_challenge_description", TASKS)
    return [
        entry("opens-prompt", f"{where} (the task's toolbar)", form, [(t("delete"), False)]),
        entry("reversible", f"{where} (the task's toolbar)", form,
              [(t("save_changes"), False)]),
        alert("delete", f"{where} (Are you sure?)", edit, t("are_you_sure"), None,
              [(t("delete_task"), True), (t("cancel"), None)]),
        alert("harmless", f"{where} (Are you sure?)", edit, t("are_you_sure"), None,
              [(t("delete_task"), None), (t("cancel"), False)]),
        alert("harmless", f"{where} (Delete Challenge Task?)", edit,
              t("delete_challenge_task_title"), challenge,
              [(t("leave_delete_task"), None), (t("leave_delete_x_tasks", TASKS), None)],
              close=(t("close"), False)),
        alert("delete", f"{where} (Broken Challenge)", edit, t("broken_challenge"), broken,
              [(t("keep_x_tasks", TASKS), None), (t("delete_x_tasks", TASKS), True)],
              close=(t("close"), None)),
        alert("reversible", f"{where} (Broken Challenge)", edit, t("broken_challenge"), broken,
              [(t("keep_x_tasks", TASKS), False), (t("delete_x_tasks", TASKS), None)],
              close=(t("close"), None)),
    ]  # fmt: skip


def party_page(t: Any) -> dict[str, Any]:
    return page(PARTY, [
        {"icon": t("invite"), "rid": f"{RID}menu_invite_item"},
        {"text": t("quest")}, {"button": t("start_quest"), "rid": f"{RID}new_quest_button"},
        {"text": t("party_description")}, {"text": t("members")},
        {"button": t("find_new_member"), "rid": f"{RID}find_new_member"},
        {"row": MEMBER, "secondary": HANDLE},
        {"button": t("leave_party"), "rid": f"{RID}leave_button"}])  # fmt: skip


def party(t: Any) -> list[dict[str, Any]]:
    where = "habitica PartyDetailFragment"
    rejoin = t("rejoin_party")
    members = [t("send_message"), t("transfer_ownership"), t("remove_member")]
    cancel = t("android:cancel")
    return [
        entry("opens-prompt", f"{where} (the party page)", party_page(t),
              [(t("leave_party"), False)]),
        menu("opens-prompt", "habitica PartyFragment (the party's overflow)", PARTY,
             [t("action_refresh"), t("leave")], [(t("leave"), False)]),
        alert("leave", f"{where} (Leave the party)", PARTY, t("leave_party_confirmation"),
              rejoin, [(t("leave"), True)], close=(t("close"), None)),
        menu("opens-prompt", f"{where} (a member's menu)", PARTY, members,
             [(t("remove_member"), False), (t("transfer_ownership"), False)]),
        alert("remove-member", f"{where} (Remove the member)", PARTY,
              t("remove_member_confirm", MEMBER), None,
              [(t("remove"), True), (cancel, None)]),
        alert("harmless", f"{where} (Transfer Leadership?)", PARTY,
              t("transfer_ownership_confirm"), t("transfer_ownership_confirm_message", MEMBER),
              [(t("transfer"), None), (cancel, False)]),
        *quests(t),
    ]  # fmt: skip


def quests(t: Any) -> list[dict[str, Any]]:
    where = "habitica QuestDetailFragment"
    leader = page(QUEST, [
        {"text": t("description")},
        {"button": t("quest_begin"), "rid": f"{RID}quest_begin_button"},
        {"button": t("quest_cancel"), "rid": f"{RID}quest_cancel_button"}])  # fmt: skip
    yes, no = t("yes"), t("no")
    begin = t("quest_begin_message", 3, 5)
    return [
        entry("opens-prompt", f"{where} (the leader's quest page)", leader,
              [(t("quest_begin"), False), (t("quest_cancel"), False)]),
        alert("harmless", f"{where} (Begin Quest)", QUEST, None, begin,
              [(yes, None), (no, False)]),
        dialog("abort", f"{where} (Cancel an active quest)", QUEST, None,
               t("quest_abort_message"),
               [(no, NEGATIVE, None), (yes, POSITIVE, True)]),
        alert("reversible", f"{where} (Cancel a quest not begun)", QUEST, None,
              t("quest_cancel_message"), [(yes, False), (no, None)]),
    ]  # fmt: skip


def challenge_page(t: Any, joined: bool) -> dict[str, Any]:
    button = ({"button": t("leave"), "rid": f"{RID}leave_button"} if joined
              else {"button": t("join"), "rid": f"{RID}join_button"})  # fmt: skip
    return page(CHALLENGE, [
        {"text": CHALLENGE}, {"text": "1204"}, {"text": t("participants")}, {"text": "25"},
        {"text": t("challenge_prize")}, button, {"text": t("created_challenge")},
        {"text": MEMBER}])  # fmt: skip


def challenges(t: Any) -> list[dict[str, Any]]:
    where = "habitica ChallengeDetailFragment"
    leave = t("challenge_leave_description")
    options = [t("share"), t("report_challenge")]
    return [
        entry("reversible", f"{where} (a challenge not joined)", challenge_page(t, False),
              [(t("join"), False)]),
        entry("opens-prompt", f"{where} (a challenge joined)", challenge_page(t, True),
              [(t("leave"), False)]),
        alert("leave", f"{where} (Leave Challenge)", CHALLENGE, t("challenge_leave_title"),
              leave, [(t("leave_keep_tasks"), True), (t("leave_delete_tasks"), None)],
              close=(t("close"), None)),
        alert("harmless", f"{where} (Leave Challenge)", CHALLENGE, t("challenge_leave_title"),
              leave, [(t("leave_keep_tasks"), None), (t("leave_delete_tasks"), None)],
              close=(t("close"), False)),
        menu("opens-prompt", f"{where} (the challenge's overflow)", CHALLENGE, options,
             [(t("report_challenge"), False)]),
    ]  # fmt: skip


def report(
    t: Any, category: str, kind: str, title: str, shown: str, reason: str, hint: str
) -> dict[str, Any]:
    sheet = page(title, [
        {"button": t("report"), "rid": f"{RID}report_button"}, {"text": shown},
        {"text": reason}, {"field": hint, "text": "Spam links in every post",
                           "rid": f"{RID}additional_info_edittext"}])  # fmt: skip
    where = f"habitica ReportBottomSheetFragment (a {kind}'s report)"
    return entry(category, where, sheet, [(t("report"), True)])


def players(t: Any) -> list[dict[str, Any]]:
    where = "habitica FullProfileActivity"
    options = [t("copy_username"), t("copy_userid"), t("block_user"), t("report_player")]
    blocked = [t("copy_username"), t("copy_userid"), t("unblock_user"), t("report_player")]
    title = t("block_user_title", MEMBER)
    return [
        menu("opens-prompt", f"{where} (a player's overflow)", MEMBER, options,
             [(t("block_user"), False), (t("report_player"), False)]),
        menu("reversible", f"{where} (a blocked player's overflow)", MEMBER, blocked,
             [(t("unblock_user"), False)]),
        alert("block", f"{where} (Block ...?)", MEMBER, title, t("block_user_description"),
              [(t("block"), True), (t("cancel"), None)]),
        alert("harmless", f"{where} (Block ...?)", MEMBER, title, t("block_user_description"),
              [(t("block"), None), (t("cancel"), False)]),
        report(t, "report", "player", t("report_player"), f"{MEMBER} {HANDLE}",
               t("report_reason_title_player"), t("report_hint")),
    ]  # fmt: skip


def chat_page(t: Any, title: str, draft: str) -> dict[str, Any]:
    return page(title, [
        {"text": MEMBER}, {"text": MESSAGE},
        {"button": t("reply"), "rid": f"{RID}reply_button"},
        {"button": t("copy"), "rid": f"{RID}copy_button"},
        {"button": t("report"), "rid": f"{RID}report_button"},
        {"button": t("delete"), "rid": f"{RID}delete_button"},
        {"field": t("write_message"), "text": draft, "rid": f"{RID}chatEditText"},
        {"icon": t("send"), "rid": f"{RID}sendButton"}])  # fmt: skip


def chat(t: Any) -> list[dict[str, Any]]:
    party_chat = chat_page(t, t("chat"), "On my way!")
    inbox = chat_page(t, MEMBER, "Thanks for the invite!")
    sure, really = t("confirm_delete_tag_title"), t("confirm_delete_tag_message")
    return [
        entry("send", "habitica ChatFragment (the party chat's Send)", party_chat,
              [(t("send"), True)]),
        entry("opens-prompt", "habitica ChatFragment (a message's buttons)", party_chat,
              [(t("delete"), False), (t("report"), False)]),
        alert("delete", "habitica ChatFragment (Delete the message)", t("chat"), sure, really,
              [(t("yes"), True)]),
        entry("send", "habitica InboxMessageListFragment (the conversation's Send)", inbox,
              [(t("send"), True)]),
        alert("harmless", "habitica InboxMessageListFragment (Delete the message)", MEMBER,
              sure, really, [(t("yes"), None), (t("no"), False)]),
    ]  # fmt: skip


def purchase(t: Any, category: str, price: str, case: tuple[str, bool]) -> dict[str, Any]:
    shop = t("market")
    items = (
        {"button": t("pin"), "rid": f"{RID}pin_button"}, {"text": ITEM}, {"text": NOTES},
        {"text": t("purchase_immediately_description")},
    )  # fmt: skip
    shown = alert(category, "habitica PurchaseDialog (an item's purchase)", shop, None, None,
                  [(t("close"), None)], items)  # fmt: skip
    shown["screen"]["items"].append({"button": t("reward_dialog_buy"), "rid": f"{RID}buyButton"})
    shown["screen"]["items"].append({"text": price, "rid": f"{RID}priceLabel"})
    shown["cases"] = [{"tap": case[0], "irreversible": case[1]}]
    return shown


def shops(t: Any) -> list[dict[str, Any]]:
    where = "habitica PurchaseDialog"
    gems = page(t("gems"), [
        {"text": t("gem_purchase_subtitle")},
        {"text": "4"}, {"button": "US$0.99", "rid": f"{RID}purchase_button"},
        {"text": "21"}, {"button": "US$4.99", "rid": f"{RID}purchase_button"},
        {"text": "42"}, {"button": "US$9.99", "rid": f"{RID}purchase_button"},
        {"button": t("gift_gems"), "rid": f"{RID}gift_gems_button"}])  # fmt: skip
    gift = page(t("gift_gems"), [
        {"tab": t("purchase")}, {"tab": t("from_balance")}, {"text": MEMBER},
        {"text": HANDLE}, {"text": t("gift_gems_balance_subtitle")},
        {"field": t("gems_to_gift"), "text": "20", "rid": f"{RID}gift_edit_text"},
        {"text": t("gift_gems_disclaimer")},
        {"button": t("send_gift"), "rid": f"{RID}gift_button"}])  # fmt: skip
    return [
        purchase(t, "payment", GOLD, (t("reward_dialog_buy"), True)),
        purchase(t, "reversible", GOLD, (t("pin"), False)),
        alert("reset", f"{where} (the Orb of Rebirth)", t("market"),
              t("rebirth_confirm_title"), None,
              [(t("rebirth_confirm_use"), True), (t("go_back"), None)],
              ({"text": GEMS, "rid": f"{RID}price_view"},)),
        alert("harmless", f"{where} (the Orb of Rebirth)", t("market"),
              t("rebirth_confirm_title"), None,
              [(t("rebirth_confirm_use"), None), (t("go_back"), False)],
              ({"text": GEMS, "rid": f"{RID}price_view"},)),
        entry("opens-prompt", "habitica GemsPurchaseFragment (a Gem pack)", gems,
              [("US$4.99", False)]),
        entry("transfer", "habitica GiftBalanceGemsFragment (Send Gift)", gift,
              [(t("send_gift"), True)]),
    ]  # fmt: skip


def account(t: Any) -> list[dict[str, Any]]:
    where = "habitica AccountPreferenceFragment"
    rows = page(t("settings"), [
        {"text": t("user_data")}, {"row": t("fix_character_values")},
        {"text": t("danger_zone")}, {"row": t("reset_account")},
        {"row": t("delete_account")}])  # fmt: skip

    def confirm(title: str, text: str, action: str) -> dict[str, Any]:
        return page(title, [
            {"button": "", "rid": f"{RID}back_imagebutton"},
            {"button": action, "rid": f"{RID}confirm_action_textview"}, {"text": text},
            {"field": t("password"), "text": "••••••••",
             "rid": f"{RID}confirmation_input_edittext"},
            {"button": t("forgot_pw_btn"), "rid": f"{RID}forgot_password"}])  # fmt: skip

    delete = confirm(t("are_you_sure_you_want_to_delete"), t("delete_account_description"),
                     t("delete_account"))  # fmt: skip
    return [
        entry("opens-prompt", f"{where} (Danger Zone)", rows,
              [(t("delete_account"), False), (t("reset_account"), False)]),
        entry("delete-account", "habitica HabiticaAccountDialog (Delete Account)", delete,
              [(t("delete_account"), True)]),
    ]  # fmt: skip
