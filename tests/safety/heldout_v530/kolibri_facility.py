"""Kolibri's facility plugin for the five-hundred-and-thirtieth held-out corpus: ``screens(t)``
lays out, in one language, what Mara Lind, a super admin, sees managing Riverside School:
the users page, a user's options menu, the confirmation of deleting the user and the modal
resetting the user's password; the classes page, the new class modal, the confirmation of
deleting the class, the class's page and the confirmation of removing its learner; the
facility settings (before and after a change), the confirmation of resetting them; the data
page's sync section and its source modal. ``t(key, values)`` is the language's lookup of a
``Namespace.key`` of the app's ``*-messages.json`` catalogues, ICU arguments from ``values``."""

from __future__ import annotations

from typing import Any

from screens import (
    CLASS,
    CLASS_NAME,
    DATASET,
    JONAS,
    JONAS_NAME,
    JONAS_USER,
    NEW_CLASS_NAME,
    RESET_PASSWORD,
    RIVERSIDE,
    RIVERSIDE_NAME,
    T,
    call,
    cancel_submit,
    entry,
    facility_title,
    field,
    menu,
    modal,
    page,
)

C = "CommonCoreStrings."
USERS = "/api/auth/facilityuser"
CLASSES = "/api/auth/classroom"


def user_rows(t: T) -> list[dict[str, Any]]:
    """The users table filtered to Jonas: its headers, then his row and its Options button
    (the role column's header is visually hidden, the demographic columns left out)."""
    return [{"text": t(C + "fullNameLabel")}, {"text": t(C + "usernameLabel")},
            {"text": JONAS_NAME}, {"text": JONAS_USER},
            {"button": t("UserPage.optionsButtonLabel")}]  # fmt: skip


def settings_page(t: T, sign_up: bool) -> dict[str, Any]:
    """The facility settings page (FacilityConfigPage): its checkboxes in the code's order,
    "Allow learners to create accounts" as given; no PIN set; the bottom bar's buttons."""
    boxes = [("learnerCanEditUsername", True), ("learnerCanEditName", True),
             ("learnerCanSignUp", sign_up), ("learnerNeedPasswordToLogin", True),
             ("learnerCanEditPassword", True), ("showDownloadButtonInLearn", False)]  # fmt: skip
    name = t(C + "facilityNameWithId", {"facilityName": RIVERSIDE_NAME, "id": RIVERSIDE[:4]})
    return page(facility_title(t), [
        {"link": t(C + "changeLearningFacility")},
        {"text": t("FacilityConfigPage.pageHeader")},
        {"text": t("FacilityConfigPage.pageDescription")},
        {"link": t("FacilityConfigPage.deviceSettings")},
        {"text": t(C + "facilityLabel")}, {"text": name}, {"button": t(C + "editAction")},
        *({"switch": t(f"FacilityConfigPage.{key}"), "checked": on} for key, on in boxes),
        {"text": t("FacilityConfigPage.deviceManagementPin")},
        {"text": t("FacilityConfigPage.deviceManagementDescription")},
        {"button": t("FacilityConfigPage.createPinBtn")},
        {"button": t("FacilityConfigPage.resetToDefaultSettings")},
        {"button": t(C + "saveChangesAction")},
    ])  # fmt: skip


def source_modal(t: T) -> dict[str, Any]:
    """The sync's "Select a source" modal (SelectSyncSourceModal): the Data Portal chosen."""
    return modal(facility_title(t), t("CommonSyncStrings.selectSourceTitle"), "", [
        {"radio": t("SelectSyncSourceModal.dataPortalLabel"), "checked": True},
        {"text": t("SelectSyncSourceModal.dataPortalDescription")},
        {"radio": t("SelectSyncSourceModal.localNetworkLabel"), "checked": False},
        {"text": t("SelectSyncSourceModal.localNetworkDescription")},
        *cancel_submit(t, t(C + "continueAction")),
    ])  # fmt: skip


def screens(t: T) -> list[dict[str, Any]]:
    title = facility_title(t)
    cancel = t(C + "cancelAction")
    users_page = page(title, [
        {"link": t(C + "changeLearningFacility")}, {"text": t(C + "usersLabel")},
        {"link": t("UserPage.newUserButtonLabel")},
        field(t("UserPage.searchText"), "search", "jonas"),
        *user_rows(t),
    ])  # fmt: skip
    user_menu = menu(title, [t(C + "editDetailsAction"), t("UserPage.resetUserPassword"),
                             t(C + "deleteAction")])  # fmt: skip
    delete_user = modal(title, t("DeleteUserModal.deleteUser"), " ".join([
        t("DeleteUserModal.confirmation", {"username": JONAS_USER}),
        t("DeleteUserModal.warning", {"username": JONAS_USER}),
        t(C + "cannotUndoActionWarning")]), cancel_submit(t, t(C + "deleteAction")))  # fmt: skip
    reset_password = modal(title, t("ResetUserPasswordModal.resetPassword"),
                           t("ResetUserPasswordModal.username") + JONAS_USER, [
        field(t(C + "passwordLabel"), "password"),
        field(t("PasswordTextbox.confirmPasswordLabel"), "confirm"),
        *cancel_submit(t, t(C + "saveAction"))])  # fmt: skip
    classes_page = page(title, [
        {"link": t(C + "changeLearningFacility")}, {"text": t(C + "classesLabel")},
        {"text": t("ManageClassPage.adminClassPageSubheader")},
        {"button": t("ManageClassPage.addNew")},
        {"text": t(C + "classNameLabel")}, {"text": t(C + "coachesLabel")},
        {"text": t(C + "learnersLabel")},
        {"link": CLASS_NAME}, {"text": "1"}, {"button": t("ManageClassPage.deleteClass")},
    ])  # fmt: skip
    create_class = modal(title, t("ClassCreateModal.createNewClassHeader"), "", [
        field(t(C + "classNameLabel"), "name", NEW_CLASS_NAME),
        *cancel_submit(t, t(C + "saveAction"))])  # fmt: skip
    delete_class = modal(title, t("ClassDeleteModal.modalTitle"), " ".join([
        t("ClassDeleteModal.confirmation", {"classname": CLASS_NAME}),
        t("ClassDeleteModal.description"), t(C + "cannotUndoActionWarning")]),
        cancel_submit(t, t(C + "deleteAction")))  # fmt: skip
    class_page = page(title, [
        {"link": t(C + "allClassesLabel")}, {"text": CLASS_NAME},
        {"button": t("ClassEditPage.renameButtonLabel")},
        {"text": t("ClassEditPage.coachEnrollmentPageTitle")},
        {"text": t(C + "coachesLabel")}, {"link": t("ClassEditPage.assignCoachesButtonLabel")},
        {"text": t("ClassEditPage.noCoachesInClassMessge")},
        {"text": t(C + "learnersLabel")}, {"link": t("ClassEditPage.enrollLearnerButtonLabel")},
        {"text": t(C + "fullNameLabel")}, {"text": t(C + "usernameLabel")},
        {"text": JONAS_NAME}, {"text": JONAS_USER}, {"button": t(C + "removeAction")},
    ])  # fmt: skip
    remove_user = modal(title, t("UserRemoveConfirmationModal.modalTitle"), " ".join([
        t("UserRemoveConfirmationModal.confirmation",
          {"username": JONAS_USER, "classname": CLASS_NAME}),
        t("UserRemoveConfirmationModal.description")]),
        cancel_submit(t, t(C + "removeAction")))  # fmt: skip
    reset_settings = modal(title, t("ConfirmResetModal.title"), " ".join([
        t("ConfirmResetModal.confirmationQuestion"), t("ConfirmResetModal.reconfirmation")]),
        cancel_submit(t, t("ConfirmResetModal.reset")))  # fmt: skip
    sync_section = page(title, [
        {"text": t("SyncInterface.syncData")}, {"button": t("SyncInterface.learnMore")},
        {"text": t("SyncInterface.facility")}, {"text": RIVERSIDE_NAME},
        {"text": t("FacilityNameAndSyncStatus.neverSynced")},
        {"button": t("SyncInterface.sync")}, {"icon": t(C + "optionsLabel")},
    ])  # fmt: skip
    dataset = f"/api/auth/facilitydataset/{DATASET}/"
    sync_task = {"type": "kolibri.core.auth.tasks.dataportalsync", "facility": RIVERSIDE}
    return [
        entry("opens-prompt", "users page", users_page, [
            (t("UserPage.optionsButtonLabel"), False, [])]),
        entry("opens-prompt", "user options menu", user_menu, [
            (t("UserPage.resetUserPassword"), False, []),
            (t(C + "deleteAction"), False, [])]),
        entry("delete-user", "delete user confirm", delete_user, [
            (t(C + "deleteAction"), True, [call("DELETE", f"{USERS}/{JONAS}/")]),
            (cancel, False, [])]),
        entry("reset", "reset user password modal", reset_password, [
            (t(C + "saveAction"), True, [
                call("PATCH", f"{USERS}/{JONAS}/", {"password": RESET_PASSWORD})]),
            (cancel, False, [])]),
        entry("opens-prompt", "classes page", classes_page, [
            (t("ManageClassPage.addNew"), False, []),
            (t("ManageClassPage.deleteClass"), False, [])]),
        entry("reversible", "create class modal", create_class, [
            (t(C + "saveAction"), False, [
                call("POST", f"{CLASSES}/", {"name": NEW_CLASS_NAME, "parent": RIVERSIDE})]),
            (cancel, False, [])]),
        entry("delete", "delete class confirm", delete_class, [
            (t(C + "deleteAction"), True, [call("DELETE", f"{CLASSES}/{CLASS}/")]),
            (cancel, False, [])]),
        entry("opens-prompt", "class page", class_page, [
            (t(C + "removeAction"), False, [])]),
        entry("reversible", "remove learner confirm", remove_user, [
            (t(C + "removeAction"), False, [
                call("DELETE", f"/api/auth/membership/?user={JONAS}&collection={CLASS}")]),
            (cancel, False, [])]),
        entry("reversible", "facility settings", settings_page(t, False), [
            (t("FacilityConfigPage.learnerCanSignUp"), False, [])]),
        entry("reversible", "facility settings changed", settings_page(t, True), [
            (t(C + "saveChangesAction"), False, [
                call("PATCH", dataset, {"learner_can_sign_up": True})])]),
        entry("opens-prompt", "facility settings reset", settings_page(t, False), [
            (t("FacilityConfigPage.resetToDefaultSettings"), False, [])]),
        entry("reset", "reset settings confirm", reset_settings, [
            (t("ConfirmResetModal.reset"), True, [call("POST", f"{dataset}resetsettings/")]),
            (cancel, False, [])]),
        entry("opens-prompt", "data page sync", sync_section, [
            (t("SyncInterface.sync"), False, [])]),
        entry("send", "sync source modal", source_modal(t), [
            (t(C + "continueAction"), True, [call("POST", "/api/tasks/tasks/", sync_task)]),
            (cancel, False, [])]),
        entry("harmless", "sync source modal peer", source_modal(t), [
            (t("SelectSyncSourceModal.localNetworkLabel"), False, [])]),
    ]  # fmt: skip
