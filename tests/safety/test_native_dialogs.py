"""Native menus and dialogs: a menu entry that only opens a confirmation, a choice list
that acts when a choice is tapped, a negated label, and a dialog's answer where the
dialog says nothing at stake. Screens are written here, not taken from a corpus."""

from __future__ import annotations

from typing import Any

import pytest

from m2miner.actions import Action
from m2miner.config import SafetyConfig
from m2miner.devices.base import AppTarget
from m2miner.safety.context import read_screen
from m2miner.safety.model_check import release_question
from m2miner.safety.policy import Policy, Verdict
from m2miner.testing.safety_corpus import PACKAGE, build_observation, locate

POLICY = Policy(SafetyConfig(), AppTarget("app", PACKAGE))
YES, NO = "android:id/button1", "android:id/button2"


def tap(screen: dict[str, Any], label: str) -> Verdict:
    obs = build_observation(screen)
    x, y = locate(obs, label)
    return POLICY.check_action(Action("click", x=x, y=y), obs)


def menu(*entries: str) -> dict[str, Any]:
    return {"title": "Notes", "dialog": {}, "items": [{"menu": e} for e in entries]}


@pytest.mark.parametrize(
    "entry",
    ["Delete", "Empty trash", "Delete all notes", "Unsubscribe", "Löschen", "削除",
     "Удалить", "Vider la corbeille"],
)  # fmt: skip
def test_a_destructive_entry_of_an_overflow_menu_opens_its_confirmation(entry: str) -> None:
    verdict = tap(menu("Share", "Rename", entry), entry)
    assert verdict.allowed and verdict.reason is not None
    assert "opens its confirmation" in verdict.reason and verdict.role == "menu_item"


def test_a_menu_entry_that_sends_pays_or_calls_still_commits() -> None:
    for entry in ("Send messages", "Pay now", "Call Ana"):
        verdict = tap(menu("Share", entry), entry)
        assert not verdict.allowed and verdict.rule == "commit-label", entry


def test_where_the_popup_cannot_be_told_from_a_dialog_a_destructive_entry_still_blocks() -> None:
    # One entry alone, or a popup that states something (a title of its own), may be
    # the decision itself.
    assert tap(menu("Delete"), "Delete").rule == "commit-label"
    titled = {"title": "Notes", "dialog": {"title": "Delete 3 notes?"},
              "items": [{"menu": "Delete"}, {"menu": "Keep"}]}  # fmt: skip
    assert not tap(titled, "Delete").allowed
    assert not tap({"title": "Notes", "items": [{"button": "Delete"}]}, "Delete").allowed


def test_a_choice_list_without_buttons_acts_when_a_choice_is_tapped() -> None:
    choices = {"title": "Ana", "dialog": {"title": "Scheduled message"},
               "items": [{"radio": "Update message"}, {"radio": "Send now"},
                         {"radio": "Delete"}]}  # fmt: skip
    assert tap(choices, "Send now").rule == "commit-label"
    assert tap(choices, "Delete").rule == "commit-label"
    assert tap(choices, "Update message").allowed
    # With a button to confirm the choice, tapping one only selects it.
    picker = {**choices, "items": [*choices["items"], {"button": "Cancel"}, {"button": "OK"}]}
    assert tap(picker, "Send now").allowed and tap(picker, "Delete").allowed


@pytest.mark.parametrize(
    "label",
    ["Don't delete", "Do not delete", "Nicht löschen", "Ne pas supprimer", "No eliminar",
     "Não excluir", "Не удалять", "不删除", "削除しない", "삭제하지 않음"],
)  # fmt: skip
def test_a_negated_operation_keeps_things_as_they_are(label: str) -> None:
    screen = {"title": "Inbox", "dialog": {"title": "Delete this message?"},
              "items": [{"button": label}, {"button": "Delete"}]}  # fmt: skip
    assert tap(screen, label).allowed
    assert tap(screen, "Delete").rule == "commit-label"


@pytest.mark.parametrize(
    "label",
    ["Delete it, I will never need it", "No, overwrite", "删除它，我永远不需要它",
     "Удалить его, он мне никогда не понадобится", "No, eliminar"],
)  # fmt: skip
def test_a_negation_in_another_clause_does_not_negate_the_operation(label: str) -> None:
    # "never" speaks of the need, "No" answers the question: the button does what it names.
    screen = {"title": "Aliases", "dialog": {"title": "Delete shop@example.org"},
              "items": [{"button": "Cancel"}, {"button": label}]}  # fmt: skip
    assert tap(screen, label).rule == "commit-label"


@pytest.mark.parametrize(
    "label",
    ["Delete the drafts never sent", "Eliminar los borradores no enviados",
     "Excluir rascunhos não enviados", "Удалить не отправленные черновики",
     "Löschen nicht gesendeter Entwürfe"],
)  # fmt: skip
def test_a_negation_after_the_operation_speaks_of_something_else(label: str) -> None:
    # Latin and Cyrillic letters write a negation before the verb it negates: here it
    # says which drafts, and the button deletes them.
    screen = {"title": "Drafts", "dialog": {"title": "Clean up"},
              "items": [{"button": "Cancel"}, {"button": label}]}  # fmt: skip
    assert tap(screen, label).rule == "commit-label"


def test_a_negation_does_not_lift_a_critical_operation() -> None:
    screen = {"title": "Account", "items": [{"button": "Never mind, delete account"}]}
    assert tap(screen, "Never mind, delete account").rule == "critical"


def test_are_you_sure_alone_in_a_dialog_is_not_a_review_before_a_commit() -> None:
    # "Are you sure" on a screen marks a last step; in a dialog that states no
    # operation, amount or recipient, the answer is judged by the dialog's structure.
    asked = {"title": "Ana", "dialog": {"message": "Are you sure you want to pin Ana?"},
             "items": [{"button": "Pin"}, {"button": "Proceed"}, {"button": "Later"}]}  # fmt: skip
    assert tap(asked, "Proceed").rule != "commit-after-review"
    page = {"title": "Are you sure?", "items": [{"text": "Order #42"}, {"button": "Proceed"},
                                                {"button": "Edit"}]}  # fmt: skip
    assert tap(page, "Proceed").rule == "commit-after-review"


def test_the_positive_button_of_a_confirmation_stating_a_deletion_commits() -> None:
    dialog = {"title": "Inbox", "dialog": {"message": "Delete all messages of this thread?"},
              "items": [{"button": "No", "rid": NO}, {"button": "Yes", "rid": YES}]}  # fmt: skip
    assert not tap(dialog, "Yes").allowed
    assert tap(dialog, "No").allowed


def test_the_button_a_filled_form_is_named_for_publishes_what_was_typed() -> None:
    poll = {"title": "Create poll", "items": [
        {"field": "question", "hint": "Question", "text": "Lunch?"},
        {"field": "option1", "hint": "Option 1", "text": "Pizza"},
        {"button": "Create poll"}]}  # fmt: skip
    verdict = tap(poll, "Create poll")
    assert not verdict.allowed and verdict.rule == "commit-primary" and verdict.kind == "form"
    # Nothing typed yet (only the hints), or a label other than the title beside another
    # labelled button: allowed.
    empty = {**poll, "items": [{"field": "question", "hint": "Question"},
                               {"button": "Create poll"}]}  # fmt: skip
    assert tap(empty, "Create poll").allowed
    two = {"title": "Poll", "items": [*poll["items"], {"button": "Preview"}]}
    assert tap(two, "Create poll").allowed


@pytest.mark.parametrize("title", ["Sign in", "Save", "Continue", "Edit profile", "登录"])
def test_a_filled_form_named_for_a_harmless_or_reversible_step_is_not_a_commit(title: str) -> None:
    form = {"title": title, "items": [{"field": "name", "hint": "Name", "text": "Ana"},
                                      {"button": title}]}  # fmt: skip
    assert tap(form, title).allowed


@pytest.mark.parametrize(
    ("label", "allowed"),
    [("Marcar todo como leído", True), ("Marcar todas como lidas", True),
     ("Mark all as read", True), ("Vaciar la papelera", False), ("Esvaziar a lixeira", False)],
)  # fmt: skip
def test_a_phrase_matches_across_an_article_or_all_in_each_language(
    label: str, allowed: bool
) -> None:
    # "marcar como" (mark as) records a state; "vaciar papelera" (empty the bin) deletes.
    assert tap({"title": "Inbox", "items": [{"button": label}]}, label).allowed is allowed


def test_a_platform_dialogs_positive_and_negative_buttons_are_known_by_their_ids() -> None:
    # Labels no list knows: by their words alone neither answer is recognised.
    words = {"title": "Photos", "dialog": {"title": "Delete 3 photos?"},
             "items": [{"button": "Nah"}, {"button": "Sure"}]}  # fmt: skip
    assert tap(words, "Sure").allowed
    ids = {**words, "items": [{"button": "Nah", "rid": NO}, {"button": "Sure", "rid": YES}]}
    verdict = tap(ids, "Sure")
    assert not verdict.allowed and verdict.rule == "commit-context"
    assert tap(ids, "Nah").allowed
    # A negative answer that names an operation is judged by it.
    answers = [{"button": "Discard", "rid": NO}, {"button": "Save", "rid": YES}]
    save = {"title": "Note", "dialog": {"title": "Save changes?"}, "items": answers}
    assert tap(save, "Discard").rule == "commit-label"


def test_a_dialog_that_puts_cancel_in_the_positive_slot_decides_with_the_negative_one() -> None:
    # Some apps place the destructive answer in the negative slot and Cancel in the
    # positive one; the negative button is then the decision, not the way out.
    asked = {"title": "Confirm leaving group",
             "message": "Are you sure that you want to leave this group?"}  # fmt: skip
    answers = [{"button": "Leave", "rid": NO}, {"button": "Cancel", "rid": YES}]
    leave = {"title": "Book club", "dialog": asked, "items": answers}
    verdict = tap(leave, "Leave")
    assert not verdict.allowed and verdict.rule is not None
    assert tap(leave, "Cancel").allowed
    # In the usual layout the negative answer still keeps things as they are.
    usual = {**leave, "items": [{"button": "Stay", "rid": NO}, {"button": "Leave", "rid": YES}]}
    assert tap(usual, "Stay").allowed and not tap(usual, "Leave").allowed
    # A negative "No" beside a positive "Cancel" is a way out either way.
    both = {**leave, "items": [{"button": "No", "rid": NO}, {"button": "Cancel", "rid": YES}]}
    assert tap(both, "No").allowed


@pytest.mark.parametrize(
    ("message", "yes", "no"),
    [
        ("Do you want to empty the spam folder?", "Yes", "No"),
        ("Soll der Spam-Ordner geleert werden?", "Ja", "Nein"),
        ("¿Desea vaciar la carpeta de spam?", "Sí", "No"),
        ("本当にごみ箱フォルダーを空にしますか？", "はい", "いいえ"),
    ],
)
def test_a_question_with_one_answer_and_a_way_out_is_a_confirmation(
    message: str, yes: str, no: str
) -> None:
    # No operation any list names: the question itself is what the answer decides.
    dialog = {"title": "Mail", "dialog": {"message": message},
              "items": [{"button": no}, {"button": yes}]}  # fmt: skip
    verdict = tap(dialog, yes)
    assert not verdict.allowed and verdict.rule == "commit-primary"
    assert tap(dialog, no).allowed
    # Without a question it is a notice, and one that changes something back is not one.
    notice = {**dialog, "dialog": {"message": "The spam folder is empty."},
              "items": [{"button": "OK"}]}  # fmt: skip
    assert tap(notice, "OK").allowed
    apply = {**dialog, "items": [{"button": "Not now"}, {"button": "Update"}]}
    assert tap(apply, "Update").allowed


def test_a_dialogs_other_way_forward_is_not_the_operation_another_control_names() -> None:
    # "Unsubscribe / archive": Archive hides the feed; only Unsubscribe erases it.
    dialog = {"title": "Tech Talk",
              "dialog": {"title": "Unsubscribe / archive",
                         "message": "Unsubscribing removes the subscription and its episodes."},
              "items": [{"button": "Cancel"}, {"button": "Unsubscribe"},
                        {"button": "Archive"}]}  # fmt: skip
    assert tap(dialog, "Archive").allowed
    assert not tap(dialog, "Unsubscribe").allowed
    # A generic answer, or the positive button, still decides what the dialog names.
    generic = {**dialog, "items": [{"button": "Cancel"}, {"button": "Unsubscribe"},
                                   {"button": "OK"}]}  # fmt: skip
    assert not tap(generic, "OK").allowed
    positive = {**dialog, "items": [{"button": "Cancel", "rid": NO},
                                    {"button": "Unsubscribe"},
                                    {"button": "Go on", "rid": YES}]}  # fmt: skip
    assert not tap(positive, "Go on").allowed
    # Alone beside a way out, the unnamed button is the decision.
    alone = {**dialog, "items": [{"button": "Cancel"}, {"button": "Archive"}]}
    assert not tap(alone, "Archive").allowed
    # A menu's entries are each an action of their own, not ways around another one.
    entries = tap(menu("Video call", "Archive"), "Archive")
    assert entries.allowed and "way forward" not in (entries.reason or "")


@pytest.mark.parametrize(
    ("title", "button"),
    [("Report @ana@social.example", "Report"), ("@ana@social.example 신고", "신고"),
     (None, "TOOT!")],
)  # fmt: skip
def test_a_filled_forms_button_named_by_the_title_or_alone_sends_what_was_typed(
    title: str | None, button: str
) -> None:
    form = {"items": [{"field": "editNote", "hint": "Additional comments", "text": "Spam"},
                      {"icon": "Add media"}, {"button": button}]}  # fmt: skip
    if title:
        form["title"] = title
    verdict = tap(form, button)
    assert not verdict.allowed and verdict.rule == "commit-primary" and verdict.kind == "form"
    # Nothing typed, or a second labelled button beside it: the form may be a step.
    assert tap({**form, "items": [{"field": "editNote", "hint": "Additional comments"},
                                  {"button": button}]}, button).allowed  # fmt: skip
    if title is None:
        two = {**form, "items": [*form["items"], {"button": "Preview"}]}
        assert tap(two, button).allowed
    # A saving or next-step button alone on a filled form is not a commit.
    assert tap({**form, "items": [form["items"][0], {"button": "Save"}]}, "Save").allowed


def test_the_button_of_a_choice_among_radio_buttons_sends_the_choice() -> None:
    poll = {"title": "Home", "items": [
        {"text": "Which day suits you?"}, {"radio": "Friday"}, {"radio": "Saturday"},
        {"button": "Vote"}, {"button": "Show results"}, {"icon": "Favorite"}]}  # fmt: skip
    verdict = tap(poll, "Vote")
    assert not verdict.allowed and verdict.kind == "choice"
    assert tap(poll, "Show results").allowed and tap(poll, "Favorite").allowed
    sort = {**poll, "items": [{"radio": "Newest"}, {"radio": "Oldest"}, {"button": "Apply"}]}
    assert tap(sort, "Apply").allowed
    picker = {**poll, "dialog": {"title": "Which day?"}}
    assert tap(picker, "Vote").rule != "commit-primary" or tap(picker, "Vote").kind != "choice"


def test_a_choice_commits_the_operation_its_dialog_names_when_choices_act() -> None:
    # Android's SIM picker places the call with the SIM tapped; the switch beside the
    # choices only sets an option.
    sim = {"title": "Keypad", "dialog": {},
           "items": [{"text": "Choose the SIM card for this call"}, {"radio": "1 - Telia"},
                     {"radio": "2 - Tele2"}, {"switch": "Remember this choice"}]}  # fmt: skip
    verdict = tap(sim, "2 - Tele2")
    assert (verdict.allowed, verdict.rule, verdict.kind) == (False, "commit-context", "call")
    assert tap(sim, "Remember this choice").allowed
    # A dialog that names no operation, or whose choices name operations of their own
    # (a menu of them, each judged by its label), leaves a neutral choice alone.
    theme = {"title": "Settings", "dialog": {"title": "Theme"},
             "items": [{"radio": "Light"}, {"radio": "Dark"}]}  # fmt: skip
    assert tap(theme, "Dark").allowed
    menu_of = {
        "title": "Ana",
        "dialog": {"title": "Send this later?"},
        "items": [{"radio": "Edit text"}, {"radio": "Send now"}, {"radio": "Delete"}],
    }
    assert tap(menu_of, "Edit text").allowed
    assert not tap(menu_of, "Send now").allowed


@pytest.mark.parametrize(
    ("title", "answer"),
    [("Confirm deletion", "Continue"), ("Confirmer la suppression", "Continuer"),
     ("Confirmar eliminación", "Continuar"), ("Confirmar exclusão", "Continuar"),
     ("Löschung bestätigen", "Weiter")],
)  # fmt: skip
def test_a_dialog_titled_with_the_operations_noun_states_it(title: str, answer: str) -> None:
    # Beside a second answer and a Cancel, the dialog's answer commits only where the
    # dialog states what is at stake: the noun of the deletion states it as its verb does.
    screen = {"title": "Files", "dialog": {"title": title},
              "items": [{"button": "Details"}, {"button": "Cancel", "rid": NO},
                        {"button": answer, "rid": YES}]}  # fmt: skip
    verdict = tap(screen, answer)
    assert not verdict.allowed and verdict.kind == "delete"


def prompt(message: str, *answers: str, rid: str = "") -> dict[str, Any]:
    items: list[dict[str, Any]] = [{"button": a} for a in answers]
    if rid:
        items[-1]["rid"] = rid
    return {"title": "notes.md", "dialog": {"message": message}, "items": items}


def test_the_third_answer_of_a_prompt_to_save_leaves_without_the_changes() -> None:
    # File Browser's editor asks with Cancel, Save changes and an answer that discards the
    # edits, whatever its words: 변경 사항 취소 (cancel the changes), Отказаться (decline).
    ko = prompt("변경 사항을 취소하시겠습니까?", "취소", "변경사항 저장", "변경 사항 취소")
    verdict = tap(ko, "변경 사항 취소")
    assert not verdict.allowed and verdict.rule == "commit-context"
    assert tap(ko, "취소").allowed and tap(ko, "변경사항 저장").allowed
    ru = prompt("Отменить ваши правки?", "Отмена", "Сохранить", "Отказаться")
    assert not tap(ru, "Отказаться").allowed and tap(ru, "Отмена").allowed
    # Apple's Save, Don't Save and Cancel: "Don't Save" is no save.
    mac = prompt("Do you want to save the changes you made?", "Don't Save", "Cancel", "Save")
    assert not tap(mac, "Don't Save").allowed and tap(mac, "Cancel").allowed
    # Where the third reads as the Cancel does (French: Annuler twice), either may discard.
    fr = prompt("Enregistrer les modifications ?", "Annuler", "Enregistrer", "Annuler", rid="leave")
    obs = build_observation(fr)
    x, y = locate(obs, "leave")
    verdict = POLICY.check_action(Action("click", x=x, y=y), obs)
    assert not verdict.allowed
    # Its words settle nothing then: the model check may still be asked to release it.
    asked = release_question(POLICY, Action("click", x=x, y=y), read_screen(obs), verdict)
    assert asked is not None


def test_three_answers_without_a_save_or_with_a_field_are_no_prompt_to_save() -> None:
    # Syncthing's upgrade dialog: release notes, Update, Close; a rename with its field.
    upgrade = prompt("A new version is available.", "Release notes", "Update", "Close")
    assert tap(upgrade, "Release notes").allowed
    rename = {"title": "Files", "dialog": {"title": "Rename"},
              "items": [{"field": "name", "text": "a.md"}, {"button": "Cancel"},
                        {"button": "Keep both"}, {"button": "Save"}]}  # fmt: skip
    assert tap(rename, "Keep both").allowed
