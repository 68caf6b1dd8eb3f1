"""Kolibri's coach plugin for the five-hundred-and-thirtieth held-out corpus: ``screens(t)`` lays
out, in one language, what Mara Lind sees coaching Grade 5 Science: the quizzes page (a draft
quiz and a started one), the confirmations of starting and of ending a quiz, a quiz's Options
menu and the confirmation of deleting it, a lesson's Options menu and the confirmation of
deleting it, a group's Options menu and the confirmation of deleting it. ``t(key, values)`` is
the language's lookup of a ``Namespace.key`` of the app's catalogues."""

from __future__ import annotations

from typing import Any

from screens import (
    DRAFT,
    DRAFT_TITLE,
    GROUP,
    GROUP_NAME,
    LESSON,
    LESSON_TITLE,
    QUIZ,
    QUIZ_TITLE,
    T,
    call,
    cancel_submit,
    coach_title,
    entry,
    megabytes,
    menu,
    modal,
    page,
)

C = "CommonCoreStrings."
S = "CommonCoachStrings."
EXAM = "/api/exams/exam"
DRAFT_MB, QUIZ_MB = 2, 3  # the quizzes' sizes (the "size" list's bytes, in megabytes)


def quizzes_page(t: T) -> dict[str, Any]:
    """The quizzes page (ExamsRootPage): its heading and New quiz, the status and recipients
    selects (their labels; the selected values repeat a header's words and are left out),
    the table's headers and its two rows (score and progress cells left out), each with its
    status button."""
    rows = [(DRAFT_TITLE, DRAFT_MB, "openQuizLabel"), (QUIZ_TITLE, QUIZ_MB, "closeQuizLabel")]
    headers = ("titleLabel", "avgScoreLabel", "recipientsLabel", "sizeLabel", "statusLabel")
    return page(coach_title(t), [
        {"text": t(S + "quizzesLabel")}, {"link": t(S + "newQuizAction")},
        {"text": t(S + "filterQuizStatus")},
        *({"text": t(S + key)} for key in headers),
        *(item for title, size, button in rows for item in (
            {"link": title}, {"text": t(S + "entireClassLabel")},
            {"text": megabytes(t, size)}, {"button": t(S + button)})),
    ])  # fmt: skip


def screens(t: T) -> list[dict[str, Any]]:
    title = coach_title(t)
    cancel = t(C + "cancelAction")
    start_quiz = modal(title, t(S + "openQuizLabel"), " ".join([
        t(S + "openQuizModalDetail"), t(S + "canNoLongerEditQuizNotice"),
        t(S + "lodQuizDetail"), t(S + "fileSizeToDownload", {"size": megabytes(t, DRAFT_MB)})]),
        cancel_submit(t, t(C + "continueAction")))  # fmt: skip
    end_quiz = modal(title, t(S + "closeQuizLabel"), t(S + "closeQuizModalDetail"),
                     cancel_submit(t, t(C + "continueAction")))  # fmt: skip
    quiz_menu = menu(title, [t(C + "editDetailsAction"),
                             t("QuizOptionsDropdownMenu.copyQuizAction"),
                             t(C + "deleteAction")])  # fmt: skip
    delete_quiz = modal(title, t("ManageExamModals.deleteExamTitle"), " ".join([
        t("ManageExamModals.deleteExamDescription", {"title": QUIZ_TITLE}),
        t("ManageExamModals.deleteExamConfirmation"), t(C + "cannotUndoActionWarning")]),
        cancel_submit(t, t(C + "deleteAction")))  # fmt: skip
    lesson_menu = menu(title, [t(C + "editDetailsAction"),
                               t("LessonOptionsDropdownMenu.copyLessonAction"),
                               t(S + "printReportAction"), t(S + "exportCSVAction"),
                               t(C + "deleteAction")])  # fmt: skip
    delete_lesson = modal(title, t("ManageLessonModals.deleteLessonTitle"), " ".join([
        t("ManageLessonModals.deleteLessonConfirmation", {"title": LESSON_TITLE}),
        t(C + "cannotUndoActionWarning")]), cancel_submit(t, t(C + "deleteAction")))  # fmt: skip
    group_menu = menu(title, [t(S + "renameGroupAction"), t(S + "enrollLearnersAction"),
                              t(C + "deleteAction")])  # fmt: skip
    delete_group = modal(title, t("DeleteGroupModal.deleteLearnerGroup"), " ".join([
        t("DeleteGroupModal.areYouSure", {"groupName": GROUP_NAME}),
        t(C + "cannotUndoActionWarning")]), cancel_submit(t, t(C + "deleteAction")))  # fmt: skip
    return [
        entry("opens-prompt", "quizzes page", quizzes_page(t), [
            (t(S + "openQuizLabel"), False, []),
            (t(S + "closeQuizLabel"), False, [])]),
        entry("publish", "start quiz confirm", start_quiz, [
            (t(C + "continueAction"), True, [
                call("PATCH", f"{EXAM}/{DRAFT}/", {"id": DRAFT, "active": True, "draft": False})]),
            (cancel, False, [])]),
        entry("end-quiz", "end quiz confirm", end_quiz, [
            (t(C + "continueAction"), True, [
                call("PATCH", f"{EXAM}/{QUIZ}/", {"id": QUIZ, "archive": True})]),
            (cancel, False, [])]),
        entry("opens-prompt", "quiz options menu", quiz_menu, [
            (t(C + "deleteAction"), False, [])]),
        entry("delete", "delete quiz confirm", delete_quiz, [
            (t(C + "deleteAction"), True, [call("DELETE", f"{EXAM}/{QUIZ}/")]),
            (cancel, False, [])]),
        entry("opens-prompt", "lesson options menu", lesson_menu, [
            (t(C + "deleteAction"), False, [])]),
        entry("delete", "delete lesson confirm", delete_lesson, [
            (t(C + "deleteAction"), True, [call("DELETE", f"/api/lessons/lesson/{LESSON}/")]),
            (cancel, False, [])]),
        entry("opens-prompt", "group options menu", group_menu, [
            (t(C + "deleteAction"), False, [])]),
        entry("delete", "delete group confirm", delete_group, [
            (t(C + "deleteAction"), True, [call("DELETE", f"/api/auth/learnergroup/{GROUP}/")]),
            (cancel, False, [])]),
    ]  # fmt: skip
