"""Only the tapped element's own change names a step; other changes are side effects.

Hierarchies shaped as the Chromium backend dumps a TodoMVC page: a "Mark all as
complete" checkbox, rows of a checkbox, a label and a delete button, a footer with
filter links and "Clear completed". The four cases that once gave false descriptions:
a row's checkbox (the toggle-all box flips with it), "Clear completed" (the row is
removed, another takes its place), the "Active" filter (the row is hidden), and a tap on
a link that only blurs the field whose blur handler adds the item.
"""

from __future__ import annotations

from m2miner.actions import Action, describe
from m2miner.agents.describe_check import check_description
from m2miner.agents.effects import effect_of
from tests.agents.test_effects import dump, node, tap

ROW_H = 120


def todo_page(
    rows: list[tuple[str, bool]],
    *,
    field: str = "",
    focused: bool = False,
    completed_button: bool | None = None,
) -> str:
    parts = [
        node("[40,40][1040,160]", "android.widget.TextView", text="todos"),
        node(
            "[40,200][1040,320]",
            "android.widget.EditText",
            text=field,
            hint="What needs to be done?",
            clickable="true",
            focused=str(focused).lower(),
        ),
    ]
    top = 340
    if rows:
        every = all(done for _, done in rows)
        parts.append(
            node("[40,340][140,440]", "android.widget.CheckBox", text="Mark all as complete",
                 clickable="true", checked=str(every).lower())
        )  # fmt: skip
        top = 460
    for label, done in rows:
        parts += [
            f'<node class="android.widget.LinearLayout" bounds="[40,{top}][1040,{top + ROW_H}]"'
            f' text="" content-desc="{label}" resource-id="" clickable="false">',
            node(f"[60,{top + 20}][140,{top + 100}]", "android.widget.CheckBox", text=label,
                 clickable="true", checked=str(done).lower()),
            node(f"[160,{top + 20}][900,{top + 100}]", "android.widget.TextView", text=label),
            node(f"[920,{top + 20}][1020,{top + 100}]", "android.widget.Button", text="×",
                 content_desc="Delete", clickable="true"),
            "</node>",
        ]  # fmt: skip
        top += ROW_H
    if rows or completed_button:
        left = sum(not done for _, done in rows)
        parts.append(node(f"[40,{top}][400,{top + 80}]", "android.widget.TextView",
                          text=f"{left} items left"))  # fmt: skip
        for i, name in enumerate(("All", "Active", "Completed")):
            x = 420 + i * 200
            parts.append(node(f"[{x},{top}][{x + 180},{top + 80}]", "android.widget.TextView",
                              text=name, clickable="true"))  # fmt: skip
        if completed_button if completed_button is not None else any(d for _, d in rows):
            parts.append(node(f"[40,{top + 100}][500,{top + 180}]", "android.widget.Button",
                              text="Clear completed", clickable="true"))  # fmt: skip
        top += 200
    parts.append(node(f"[40,{top + 40}][600,{top + 100}]", "android.widget.TextView",
                      text="Part of TodoMVC", clickable="true"))  # fmt: skip
    return dump(*parts)


def test_a_row_checkbox_names_its_row_not_the_toggle_all_box() -> None:
    action = tap(100, 520)  # the checkbox of the only row, "a"
    effect = effect_of(todo_page([("a", False)]), todo_page([("a", True)]), action)
    assert (effect.kind, effect.label, effect.on) == ("toggled", "a", True)
    assert effect.side_effects == ('turned on "Mark all as complete"',)
    check = check_description(describe(action, "a"), action, effect)
    assert (check.status, check.description) == ("reworded", 'Turn on "a"')
    assert check.side_effects == ('turned on "Mark all as complete"',)


def test_clear_completed_is_not_described_as_unticking_the_next_row() -> None:
    # "a" (done) is removed; "b" moves up into its place, unticked.
    before = todo_page([("a", True), ("b", False)])
    after = todo_page([("b", False)])
    action = tap(200, 840)  # "Clear completed"
    effect = effect_of(before, after, action)
    assert effect.kind not in ("toggled", "selected")
    assert effect.target == "Clear completed"
    check = check_description('Click "Clear completed"', action, effect)
    assert (check.status, check.description) == ("ok", 'Click "Clear completed"')


def test_a_filter_link_that_hides_a_row_keeps_its_own_description() -> None:
    before = todo_page([("a", True), ("b", False)])
    after = todo_page([("b", False)], completed_button=True)  # "a" hidden by the filter
    action = tap(710, 740)  # "Active"
    effect = effect_of(before, after, action)
    assert effect.kind not in ("toggled", "selected")
    check = check_description('Click "Active"', action, effect)
    assert (check.status, check.description) == ("ok", 'Click "Active"')


def test_a_link_that_only_blurred_the_field_is_flagged_without_a_description() -> None:
    # Typed "b", tapped "Part of TodoMVC": the blur handler added "b", the list grew and
    # the link moved down without opening.
    before = todo_page([("a", False)], field="b", focused=True)
    after = todo_page([("a", False), ("b", False)])
    action = tap(300, 820)  # the link where it was before the tap
    effect = effect_of(before, after, action)
    assert (effect.kind, effect.target, effect.target_changed) == (
        "blurred",
        "Part of TodoMVC",
        False,
    )
    check = check_description('Click "Part of TodoMVC"', action, effect)
    assert (check.status, check.description) == ("flagged", None)
    assert check.reason.startswith('focus loss: the tap only took the focus from "What needs')


def test_leaving_an_empty_field_is_not_the_change_of_a_filter_tap() -> None:
    before = todo_page([("a", True), ("b", False)], focused=True)
    after = todo_page([("b", False)], completed_button=True)
    effect = effect_of(before, after, tap(710, 740))
    assert effect.kind != "blurred"
    assert check_description('Click "Active"', tap(710, 740), effect).status == "ok"


def test_a_label_tap_toggles_the_checkbox_it_labels() -> None:
    def form(on: bool) -> str:
        return dump(
            node("[40,100][140,200]", "android.widget.CheckBox", text="Remember me",
                 clickable="true", checked=str(on).lower()),
            node("[160,100][700,200]", "android.widget.TextView", text="Remember me",
                 clickable="true"),
        )  # fmt: skip

    effect = effect_of(form(False), form(True), Action("click", x=400, y=150))
    assert (effect.kind, effect.summary) == ("toggled", 'Turn on "Remember me"')
    assert effect.side_effects == ()
