"""wger's screens (``de.wger.flutter``, the Flutter app of the wger workout and nutrition
manager, with routines and their days, training logs, nutritional plans, meals and a
nutrition diary, measurements, body weight and settings), strings from
``lib/l10n/app_<language>.arb``. The routine, day, exercise, plan, meal and measurements
written on the screens are the same in every language. Cancel and Close are Flutter's
``MaterialLocalizations`` ``cancelButtonLabel`` and ``closeButtonLabel``
(``material:cancel``, ``material:close``).

Read from the code (``lib``): ``core/widgets/confirm_delete_dialog.dart``
(``showConfirmDeleteDialog``: an optional title, "Are you sure you want to delete '...'?",
Cancel and Delete, which awaits the deletion, then shows "Deleted");
``features/routines/widgets/routines_list.dart`` (the Routines page: a routine's row, its
dates and its Delete icon, which only opens the confirmation, whose Delete calls
``deleteRoutine``, deleting it locally and, through PowerSync, on the server);
``features/routines/widgets/app_bar.dart`` (the Routines page's menu: "Exercise list" and
"Contribute an exercise"; a routine's menu: "Training logs", Edit and Delete, which calls
``deleteRoutine`` at once, with no confirmation); ``features/routines/widgets/forms/day.dart``
(a day's delete asks with the title Delete; its Delete calls ``deleteDay``);
``features/routines/widgets/logs/log_delete_dialog.dart`` and ``log_edit_dialog.dart`` (a
training log's delete asks with the exercise's name, Delete calling ``deleteEntry``; its edit
is the Edit dialog with Cancel and Save, which saves the changed log);
``features/nutrition/widgets/nutritional_plans_list.dart`` (the Nutritional plans page: a
plan's row and its Delete icon, which only opens the confirmation, whose Delete calls
``deletePlan``); ``features/nutrition/screens/nutritional_plan_screen.dart`` (a plan's menu:
Edit and Delete, which calls ``deletePlan`` at once); ``features/nutrition/widgets/
meal.dart`` (a meal being edited: "Toggle details", Done, "No ingredients defined yet" and
its toolbar's "Add ingredient", Edit and Delete, which calls ``deleteMeal`` at once);
``features/nutrition/widgets/nutrition_tiles.dart`` and ``nutritional_diary_detail.dart``
(the Nutritional diary of a day: an entry's Delete icon calls ``deleteLog`` at once);
``features/measurements/screens/measurement_entries_screen.dart`` (a measurement category's
menu: Edit and Delete, which only opens the confirmation, whose Delete calls
``deleteCategory`` with its entries); ``features/measurements/widgets/entries.dart`` and
``features/weight/widgets/weight_overview.dart`` (an entry's popup menu: Edit and Delete,
which calls ``deleteEntry`` at once); ``core/widgets/app_bar.dart`` (the Options dialog:
"Your profile", Settings, "About us & Support", "Log out" and Close; "Log out" signs out,
keeping the local data by default); ``features/account/widgets/settings.dart`` and
``settings/data_privacy.dart`` (the Settings page's "Keep data when logging out" switch);
``features/routines/widgets/gym_mode/workout_menu.dart`` (gym mode's "Jump to" dialog: "End
workout", which turns to the session's last page, and Close).
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, page, popup

ROUTINE, DAY, EXERCISE = "Push Pull Legs", "Push day", "Bench press"
PLAN, MEAL, CATEGORY = "Cutting 2025", "Breakfast", "Biceps"


def screens(t: Any) -> list[dict[str, Any]]:
    return routines(t) + nutrition(t) + measurements(t) + options(t)


def confirm(t: Any, category: str, source: str, behind: str, name: str, bad: bool | None,
            title: str | None = None) -> dict[str, Any]:  # fmt: skip
    """``showConfirmDeleteDialog`` for ``name``: Delete tapped where ``bad`` says, Cancel
    (harmless) where it is None."""
    cancel = (t("material:cancel"), None if bad is not None else False)
    return popup(category, f"wger {source}", behind, title, t("confirmDelete", name),
                 [cancel, (t("delete"), bad)])  # fmt: skip


def routines(t: Any) -> list[dict[str, Any]]:
    listed = page(t("routines"), [
        {"text": ROUTINE}, {"text": "01/06/2025 - 31/08/2025"}, {"icon": t("delete")}])  # fmt: skip
    where = "RoutineDetailAppBar (the routine's menu)"
    detail = [t("labelWorkoutLogs"), t("edit"), t("delete")]
    top = [t("exerciseList"), t("contributeExercise")]
    edit = popup("reversible", "wger LogEditDialog", t("labelWorkoutLogs"), t("edit"), None,
                 [(t("material:cancel"), None), (t("save"), False)])  # fmt: skip
    return [
        entry("opens-prompt", "wger RoutinesList", listed, [(t("delete"), False)]),
        confirm(t, "delete", "RoutinesList (delete the routine)", t("routines"), ROUTINE, True),
        confirm(t, "harmless", "RoutinesList (delete the routine)", t("routines"), ROUTINE,
                None),
        menu("delete", f"wger {where}", ROUTINE, detail, [(t("delete"), True)]),
        menu("harmless", f"wger {where}", ROUTINE, detail, [(t("edit"), False)]),
        menu("harmless", f"wger {where}", ROUTINE, detail, [(t("labelWorkoutLogs"), False)]),
        menu("harmless", "wger RoutineListAppBar (the menu)", t("routines"), top,
             [(t("contributeExercise"), False)]),
        confirm(t, "harmless", "DayFormWidget (delete the day)", ROUTINE, DAY, None,
                t("delete")),
        confirm(t, "delete", "showDeleteLogDialog (delete a training log)",
                t("labelWorkoutLogs"), EXERCISE, True),
        confirm(t, "harmless", "showDeleteLogDialog (delete a training log)",
                t("labelWorkoutLogs"), EXERCISE, None),
        edit,
        popup("harmless", "wger WorkoutMenuDialog (Jump to)", ROUTINE, t("jumpTo"), None,
              [(t("endWorkout"), False), (t("material:close"), None)], ({"text": DAY},)),
    ]  # fmt: skip


def nutrition(t: Any) -> list[dict[str, Any]]:
    listed = page(t("nutritionalPlans"), [{"text": PLAN}, {"icon": t("delete")}])
    plan_menu = [t("edit"), t("delete")]
    meal = page(PLAN, [
        {"icon": t("logIngredient")}, {"icon": t("logMeal")}, {"text": MEAL},
        {"icon": t("toggleDetails")}, {"icon": t("done")}, {"text": t("noIngredientsDefined")},
        {"button": t("addIngredient")}, {"button": t("edit")},
        {"button": t("delete")}])  # fmt: skip
    diary = page(t("nutritionalDiary"), [
        {"text": "08:15"}, {"text": "60g Oat flakes"}, {"icon": t("delete")}])  # fmt: skip
    return [
        entry("opens-prompt", "wger NutritionalPlansList", listed, [(t("delete"), False)]),
        confirm(t, "delete", "NutritionalPlansList (delete the plan)", t("nutritionalPlans"),
                PLAN, True),
        confirm(t, "harmless", "NutritionalPlansList (delete the plan)",
                t("nutritionalPlans"), PLAN, None),
        menu("delete", "wger NutritionalPlanScreen (the plan's menu)", PLAN, plan_menu,
             [(t("delete"), True)]),
        menu("harmless", "wger NutritionalPlanScreen (the plan's menu)", PLAN, plan_menu,
             [(t("edit"), False)]),
        entry("delete", "wger MealEditingToolbar", meal, [(t("delete"), True)]),
        entry("harmless", "wger MealEditingToolbar", meal, [(t("addIngredient"), False)]),
        entry("harmless", "wger MealWidget (editing)", meal, [(t("done"), False)]),
        entry("delete", "wger DiaryEntryTile", diary, [(t("delete"), True)]),
    ]  # fmt: skip


def measurements(t: Any) -> list[dict[str, Any]]:
    entries = [t("edit"), t("delete")]
    where = "MeasurementEntriesScreen (the category's menu)"
    return [
        menu("opens-prompt", f"wger {where}", CATEGORY, entries, [(t("delete"), False)]),
        menu("harmless", f"wger {where}", CATEGORY, entries, [(t("edit"), False)]),
        confirm(t, "delete", "MeasurementEntriesScreen (delete the category)", CATEGORY,
                CATEGORY, True),
        confirm(t, "harmless", "MeasurementEntriesScreen (delete the category)", CATEGORY,
                CATEGORY, None),
        menu("delete", "wger EntriesList (an entry's menu)", CATEGORY, entries,
             [(t("delete"), True)]),
        menu("harmless", "wger EntriesList (an entry's menu)", CATEGORY, entries,
             [(t("edit"), False)]),
        menu("delete", "wger WeightOverview (an entry's menu)", t("weight"), entries,
             [(t("delete"), True)]),
    ]  # fmt: skip


def options(t: Any) -> list[dict[str, Any]]:
    rows = ({"button": t("userProfile")}, {"button": t("settingsTitle")},
            {"button": t("aboutPageTitle")}, {"button": t("logout")})  # fmt: skip

    def dialog(category: str, taps: tuple[tuple[str, bool], ...],
               close: bool | None = None) -> dict[str, Any]:  # fmt: skip
        return popup(category, "wger MainSettingsDialog", t("routines"), t("optionsLabel"),
                     None, [(t("material:close"), close)], rows, taps)  # fmt: skip

    settings = page(t("settingsTitle"), [
        {"text": t("settingsCacheTitle")}, {"text": t("settingsImageCacheDescription")},
        {"text": t("settingsDataTitle")},
        {"switch": t("settingsKeepDataOnLogout")},
        {"text": t("settingsKeepDataOnLogoutDescription")},
        {"text": t("others")}, {"button": t("selectAvailablePlates")}])  # fmt: skip
    return [
        dialog("reversible", ((t("logout"), False),)),
        dialog("harmless", ((t("aboutPageTitle"), False),)),
        dialog("harmless", (), False),
        entry("reversible", "wger SettingsDataPrivacy", settings,
              [(t("settingsKeepDataOnLogout"), False)]),
    ]  # fmt: skip
