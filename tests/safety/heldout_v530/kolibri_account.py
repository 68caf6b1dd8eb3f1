"""Kolibri's learner and account screens for the five-hundred-and-thirtieth held-out corpus:
``screens(t)`` lays out, in one language, Jonas Berg's quiz (two questions unanswered, then
all answered) and the confirmation of submitting it, Mara Lind's profile and the modal
changing her password, and the side navigation opened over the facility's users page.
``t(key, values)`` is the language's lookup of a ``Namespace.key`` of the app's catalogues;
``t.lang``, where the lookup has one, is the screens' language (``en`` otherwise), whose
code is in the side navigation's page paths."""

from __future__ import annotations

from typing import Any

from screens import (
    MARA,
    MARA_NAME,
    MARA_USER,
    NEW_PASSWORD,
    QUIZ_TITLE,
    RIVERSIDE_NAME,
    SESSION,
    TIME_SPENT,
    T,
    call,
    cancel_submit,
    entry,
    facility_title,
    field,
    link,
    modal,
    page,
    url_code,
)

C = "CommonCoreStrings."
QUESTIONS = 10


def quiz_page(t: T, answered: int) -> dict[str, Any]:
    """Jonas's quiz (ExamPage, a large window) on its last question: the time spent (its
    value left out), the bottom bar's Previous and Next, the count of answers and Submit
    Quiz (a flat button opening the confirmation while questions are unanswered, a raised
    one submitting at once when none is)."""
    counted = t("ExamPage.questionsAnswered", {"numAnswered": answered, "numTotal": QUESTIONS})
    return page(QUIZ_TITLE, [
        {"text": t(C + "timeSpentLabel") + ":"},
        {"button": t("ExamPage.previousQuestion")}, {"button": t("ExamPage.nextQuestion")},
        {"text": counted}, {"button": t("ExamPage.submitExam")},
    ])  # fmt: skip


def profile_page(t: T) -> dict[str, Any]:
    """Mara's profile (ProfilePage): a super admin's, its points and details; gender and
    birth year (not specified) left out."""
    return page(t(C + "profileLabel"), [
        {"text": t(C + "profileLabel")}, {"link": t(C + "editAction")},
        {"text": t("ProfilePage.points")}, {"text": "240"},
        {"text": t(C + "userTypeLabel")}, {"text": t(C + "superAdminLabel")},
        {"text": t(C + "facilityLabel")}, {"text": RIVERSIDE_NAME},
        {"text": t(C + "devicePermissionsLabel")},
        {"text": t("ProfilePage.isSuperuser").strip()},
        {"text": t("ProfilePage.youCan")},
        {"text": t("ProfilePage.manageDevicePermissions")},
        {"text": t("ProfilePage.manageContent")},
        {"text": t(C + "fullNameLabel")}, {"text": MARA_NAME},
        {"text": t(C + "usernameLabel")}, {"text": MARA_USER},
        {"text": t(C + "passwordLabel")}, {"button": t("ProfilePage.changePasswordPrompt")},
    ])  # fmt: skip


def side_nav(t: T) -> dict[str, Any]:
    """The side navigation (SideNav) opened over the facility's users page: Mara's name,
    username and kind, the plugins' entries (the facility's expanded), her profile, Sign
    out and Change language."""
    return {"title": facility_title(t), "dialog": {}, "items": [
        {"text": MARA_NAME}, {"text": MARA_USER}, {"text": t(C + "superAdminLabel")},
        {"link": t("CommonLearnStrings.learnLabel")}, {"link": t(C + "coachLabel")},
        {"link": t(C + "facilityLabel")}, {"link": t(C + "classesLabel")},
        {"link": t(C + "usersLabel")}, {"link": t(C + "settingsLabel")},
        {"link": t(C + "dataLabel")},
        {"link": t("CommonDeviceStrings.deviceManagementTitle")},
        {"link": t(C + "profileLabel")}, {"link": t("SideNav.signOut")},
        {"menu": t(C + "changeLanguageOption")},
    ]}  # fmt: skip


def screens(t: T) -> list[dict[str, Any]]:
    cancel = t(C + "cancelAction")
    submit = t("ExamPage.submitExam")
    unanswered = t("ExamPage.unanswered", {"numLeft": 2})
    # The confirmation's heading repeats its button's words: it is left out.
    confirm_submit = modal(QUIZ_TITLE, None, f"{unanswered} {t('ExamPage.areYouSure')}",
                           cancel_submit(t, submit))  # fmt: skip
    finished = [call("PUT", f"/api/logger/trackprogress/{SESSION}/",
                     {"progress_delta": 1, "time_spent_delta": TIME_SPENT})]  # fmt: skip
    change_password = modal(t(C + "profileLabel"),
                            t("ChangeUserPasswordModal.passwordChangeFormHeader"), "", [
        field(t(C + "passwordLabel"), "password"),
        field(t("PasswordTextbox.confirmPasswordLabel"), "confirm"),
        *cancel_submit(t, t(C + "updateAction"))])  # fmt: skip
    lang = url_code(t)
    return [
        entry("opens-prompt", "quiz page unanswered", quiz_page(t, 8), [
            (submit, False, [])]),
        entry("send", "submit quiz confirm", confirm_submit, [
            (submit, True, finished),
            (cancel, False, [])]),
        entry("send", "quiz page all answered", quiz_page(t, QUESTIONS), [
            (submit, True, finished)]),
        entry("opens-prompt", "profile page", profile_page(t), [
            (t("ProfilePage.changePasswordPrompt"), False, [])]),
        entry("reversible", "change password modal", change_password, [
            (t(C + "updateAction"), False, [
                call("PATCH", f"/api/auth/facilityuser/{MARA}/", {"password": NEW_PASSWORD})]),
            (cancel, False, [])]),
        entry("harmless", "side navigation", side_nav(t), [
            (t("SideNav.signOut"), False, [link(f"/{lang}/logout/")])]),
        entry("opens-prompt", "side navigation language", side_nav(t), [
            (t(C + "changeLanguageOption"), False, [])]),
    ]  # fmt: skip
