"""What makes a control the last step before an effect, and what does not: a screen
built around one call to action (not a detail page offering several), a label that
records a state ("Mark as paid"), opens more ("Delete…", "Confirm edit") or changes a
setting back and forth in a dialog that states nothing at stake."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from m2miner.actions import Action
from m2miner.config import SafetyConfig
from m2miner.devices.base import AppTarget
from m2miner.safety.policy import Policy, Verdict
from m2miner.testing.safety_corpus import PACKAGE, build_observation, locate

POLICY = Policy(SafetyConfig(), AppTarget("app", PACKAGE))


def tap(screen: dict[str, Any], label: str) -> Verdict:
    obs = build_observation(screen)
    x, y = locate(obs, label)
    return POLICY.check_action(Action("click", x=x, y=y), obs)


def test_a_detail_page_offering_several_actions_has_no_primary_one() -> None:
    buttons = [{"button": "Capture"}, {"button": "Resend"}, {"button": "Go"}]
    detail = {"title": "Order #1042", "items": [{"text": "$120.00"}, *buttons]}
    for label in ("Capture", "Resend", "Go"):
        verdict = tap(detail, label)
        assert verdict.allowed, label
        assert verdict.detail["layers"]["structure"]["primary"] is False
    last_step = {"title": "Order #1042", "items": [{"text": "$120.00"}, {"button": "Go"}]}
    verdict = tap(last_step, "Go")
    assert not verdict.allowed and verdict.rule == "commit-primary"
    # A secondary control beside it does not make it a detail page.
    with_edit = {**last_step, "items": [*last_step["items"], {"button": "Edit"}]}
    assert tap(with_edit, "Go").rule == "commit-primary"


@pytest.mark.parametrize(
    "label", ["Mark as paid", "Marcar como pagado", "Als bezahlt markieren", "标记为已支付"]
)
def test_a_label_that_records_a_state_is_not_the_operation_it_names(label: str) -> None:
    screen = {"title": "Orders", "items": [{"text": "Ana Souza"}, {"button": label},
                                           {"button": "Help"}]}  # fmt: skip
    assert tap(screen, label).allowed
    pay = {"title": "Orders", "items": [{"button": "Pay"}, {"button": "Help"}]}
    assert tap(pay, "Pay").rule == "commit-label"
    dial = {"title": "Ana", "items": [{"button": "Marcar"}, {"button": "Ayuda"}]}
    assert tap(dial, "Marcar").rule == "commit-label"  # Spanish "dial"


def test_an_ellipsis_or_an_edit_word_opens_more_before_anything_happens() -> None:
    screen = {"title": "Spring launch", "items": [{"button": "Send…"}, {"button": "Send"}]}
    assert tap(screen, "Send…").allowed
    assert tap(screen, "Send").rule == "commit-label"
    amount = {"title": "订单", "items": [{"text": "$120.00"}, {"button": "确认编辑"}]}
    assert tap(amount, "确认编辑").allowed
    confirm = tap({**amount, "items": [{"text": "$120.00"}, {"button": "确认"}]}, "确认")
    assert not confirm.allowed and confirm.rule == "commit-primary"


def test_korean_words_are_not_matched_across_a_word_space() -> None:
    # 재설정 안내 보내기 sends the reset instructions: 보내기 (send), not 내보내기 (export)
    # across the space, and 설정 (settings) inside 재설정 (reset) is not navigation.
    screen = {"title": "비밀번호 재설정", "items": [{"field": "email", "text": "a@b.co"},
                                                   {"button": "재설정 안내 보내기"}]}  # fmt: skip
    verdict = tap(screen, "재설정 안내 보내기")
    assert not verdict.allowed and verdict.kind == "reset"
    export = {"title": "주문", "items": [{"button": "내보내기"}, {"button": "적용"}]}
    assert tap(export, "내보내기").allowed


def test_a_dialog_that_changes_a_setting_back_and_forth_is_not_a_commit() -> None:
    view = {"title": "Orders", "dialog": {"title": "Update default view",
                                          "message": "This updates it for all users. Sure?"},
            "items": [{"button": "Cancel"}, {"button": "Update for everyone"}]}  # fmt: skip
    verdict = tap(view, "Update for everyone")
    assert verdict.allowed and verdict.reason == "changes a setting that can be changed back"
    plan = {"title": "Plan", "dialog": {"title": "Update plan", "message": "$20.00 a month?"},
            "items": [{"button": "Cancel"}, {"button": "Update"}]}  # fmt: skip
    assert tap(plan, "Update").rule == "commit-primary"
    leave = {"title": "Room", "dialog": {"title": "Leave room?", "message": ""},
             "items": [{"button": "Cancel"}, {"button": "Leave"}]}  # fmt: skip
    verdict = tap(leave, "Leave")  # the title names leaving a room (membership)
    assert (verdict.rule, verdict.kind) == ("commit-context", "membership")


@pytest.mark.parametrize("label", ["Log out", "ログアウト", "Export", "エクスポート", "导出"])
def test_logging_out_and_exporting_are_harmless(label: str) -> None:
    screen = {"title": "注文", "items": [{"button": label}]}
    assert tap(screen, label).allowed


@pytest.mark.parametrize("label", ["Delete", "Löschen", "削除", "Удалить", "Delete collection"])
def test_a_screens_delete_opens_its_confirmation_where_the_screen_is_not_built_around_it(
    label: str,
) -> None:
    # A toolbar's or a detail page's Delete: the platforms' guidelines put a dialog or an
    # undo before a destructive operation, as an overflow menu's entry does.
    page = {"title": "Household 2019", "items": [{"button": "Rename"}, {"button": label},
                                                 {"button": "Save"}]}  # fmt: skip
    verdict = tap(page, label)
    assert verdict.allowed and verdict.reason.endswith("opens its confirmation")
    assert verdict.kind == "delete" and verdict.rule is None
    # In the dialog it opens, the same word is the decision.
    dialog = {"title": "Household 2019", "dialog": {"title": "Household 2019"},
              "items": [{"button": "Cancel"}, {"button": label}]}  # fmt: skip
    assert tap(dialog, label).rule == "commit-label"


def test_a_delete_that_acts_at_once_is_still_a_commit() -> None:
    # A list item's own control acts on its row (a clock's per-alarm delete).
    alarms = {"title": "Alarms", "items": [{"list": [{"text": "9:15 AM"}, {"button": "Delete"}]},
                                           {"button": "Add alarm"}]}  # fmt: skip
    assert tap(alarms, "Delete").rule == "commit-label"
    # The one call to action of a screen is its last step.
    last = {"title": "Household 2019", "items": [{"text": "12 accounts"}, {"button": "Delete"}]}
    assert tap(last, "Delete").rule == "commit-label"
    # A contextual action bar's Delete acts on the selection, often at once.
    for title in ("2", "2 selected", "已选择 2 项", "Выбрано: 2", "2 ausgewählt"):
        listed = {"list": [{"text": "wg0"}, {"text": "home"}]}
        bar = {"title": title, "items": [{"icon": "Copy"}, {"icon": "Delete"}, listed]}
        assert tap(bar, "Delete").rule == "commit-label", title
    # A screen whose title names the operation is that operation's step.
    named = {"title": "Delete book", "items": [{"button": "Delete"}, {"button": "Help"}]}
    assert tap(named, "Delete").rule == "commit-label"
    # Sending, paying and calling are not asked about first.
    compose = {"title": "Ana", "items": [{"button": "Send"}, {"button": "Attach"}]}
    assert tap(compose, "Send").rule == "commit-label"
    # Critical operations are blocked on any element.
    reset = {"title": "System", "items": [{"button": "Factory reset"}, {"button": "Help"}]}
    assert tap(reset, "Factory reset").rule == "critical"


def test_on_a_web_page_the_words_of_a_delete_stay_what_they_were() -> None:
    # On a page the requests decide; where a policy file lets the words decide, a page's
    # Delete is still blocked by them.
    page = {"title": "Household 2019", "items": [{"button": "Rename"}, {"button": "Delete"},
                                                 {"button": "Save"}]}  # fmt: skip
    assert tap(page, "Delete").allowed
    assert tap({**page, "url": "https://books.example/b/7"}, "Delete").rule == "commit-label"


def test_an_apps_delete_that_acts_at_once_is_blocked_by_a_deny_rule(tmp_path: Path) -> None:
    # A source editor whose toolbar Delete removes the source at once, with no dialog.
    page = {"title": "Edit source", "items": [{"icon": "Delete"}, {"field": "url"},
                                              {"button": "Save"}]}  # fmt: skip
    assert tap(page, "Delete").allowed
    rules = tmp_path / "adblock.yaml"
    rules.write_text("deny:\n  - {screen: Edit source, text: Delete}\n", encoding="utf-8")
    policy = Policy(SafetyConfig(policy_files=[rules]), AppTarget("app", PACKAGE))
    obs = build_observation(page)
    x, y = locate(obs, "Delete")
    verdict = policy.check_action(Action("click", x=x, y=y), obs)
    assert not verdict.allowed and verdict.rule == "deny"


def test_a_check_box_beside_the_answer_is_an_option_of_the_decision() -> None:
    # "Remove?" [x Delete file] [Cancel] [Confirm]: the check box qualifies the answer;
    # the answer is still the decision the question asks for.
    question = {"title": "Remove?", "message": 'Remove "Lecture 3" from your history for good?'}
    items = [{"switch": "Delete file"}, {"button": "Cancel"}, {"button": "Confirm"}]
    remove = {"title": "Downloads", "dialog": question, "items": items}
    verdict = tap(remove, "Confirm")
    assert not verdict.allowed and verdict.rule == "commit-primary"
    assert tap(remove, "Cancel").allowed
    # Two answers besides Cancel still need the dialog to state what is at stake.
    choose = {**remove, "items": [*items[1:], {"button": "Open"}]}
    assert tap(choose, "Confirm").allowed


def test_a_question_with_one_answer_and_no_way_out_but_back_asks_to_confirm() -> None:
    # A bottom sheet that asks and offers only the answer: Back is the way out.
    sheet = {"title": "Family", "dialog": {"title": "Revoke invite?",
             "message": "The invitation to anna@example.org will be cancelled."},
             "items": [{"button": "Revoke"}]}  # fmt: skip
    verdict = tap(sheet, "Revoke")
    assert not verdict.allowed and verdict.rule == "commit-primary"
    # The same one button under a notice that asks nothing acknowledges it.
    notice = {**sheet, "dialog": {"title": "Invite sent", "message": "Anna will get an email."},
              "items": [{"button": "Got it"}]}  # fmt: skip
    assert tap(notice, "Got it").allowed


def test_a_check_box_that_names_an_operation_leaves_the_answer_the_decision() -> None:
    # "Leave?" [x Delete the conversation for me] [Cancel] [Leave]: the check box that
    # names a deletion is an option of leaving, not another way forward beside it.
    question = {
        "title": "Leave “Hiking club”?",
        "message": "You will then no longer be able to send or read messages here.",
    }
    items = [{"switch": "Delete the conversation for me"}, {"button": "Cancel"},
             {"button": "Leave"}]  # fmt: skip
    leave = {"title": "Hiking club", "dialog": question, "items": items}
    assert not tap(leave, "Leave").allowed
    assert tap(leave, "Cancel").allowed
    # A button that names the operation still makes the other one a way forward.
    answers = [{"button": "Cancel"}, {"button": "Archive"}, {"button": "Unsubscribe"}]
    either = {"title": "Inbox", "dialog": {"title": "Unsubscribe or archive?"}, "items": answers}
    assert tap(either, "Archive").allowed
    assert not tap(either, "Unsubscribe").allowed


ASKED = {"url": "https://blog.example/admin.php", "title": "Entries | Administration",
         "items": [{"link": "Entries"}, {"link": "Media"},
                   {"text": "Are you sure you want to delete #5 - Spring tulips permanently?"},
                   {"link": "No"}, {"link": "Yes"}, {"text": "Serendipity 2.5"}]}  # fmt: skip


def test_a_link_answering_a_pages_question_is_judged_as_a_dialogs_answer() -> None:
    # Server-rendered apps ask on a page: its Yes is a link whose GET deletes.
    assert tap(ASKED, "Yes").rule == "commit-context"
    assert tap(ASKED, "No").allowed and tap(ASKED, "Entries").allowed
    # The same page's links with no question just before them lead elsewhere.
    told = [{"text": "Entry #5 was deleted."} if "text" in i else i for i in ASKED["items"]]
    assert tap({**ASKED, "items": told}, "Yes").allowed


@pytest.mark.parametrize(
    "items",
    [
        # Nothing at stake: feedback asks a question too.
        [{"text": "Was this article helpful?"}, {"link": "Yes"}, {"link": "No"}],
        # No way out: a question leading to a form, not a decision.
        [{"text": "Need to remove a post?"}, {"link": "Remove a post"}],
        # More links than a question's answers: a list of operations to read about.
        [{"text": "Which do you want to delete?"}, {"link": "Posts"}, {"link": "Photos"},
         {"link": "Comments"}, {"link": "Back"}],
    ],
    ids=["helpful", "no-way-out", "list"],
)  # fmt: skip
def test_a_pages_question_is_a_confirmation_only_in_a_confirmations_shape(
    items: list[dict[str, str]],
) -> None:
    page = {"url": "https://help.example/a/7", "title": "Help", "items": items}
    assert all(tap(page, next(iter(i.values()))).allowed for i in items if "link" in i)
