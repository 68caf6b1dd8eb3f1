"""Layer (c), the model check, through the real path: a configuration with a scripted
model entry, ``wrap_safe`` around a device, the question with its crop and context, the
answer read (or not), the cache, and the record on the next observation."""

from __future__ import annotations

import io
import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PIL import Image as PILImage
from pydantic import ValidationError

from m2miner.actions import Action
from m2miner.config import Config, ModelConfig, SafetyConfig
from m2miner.devices.base import AppTarget, Observation
from m2miner.errors import ConfigError, UnsafeActionError
from m2miner.llm.base import Image
from m2miner.rehearsal.scripted import ScriptedModel
from m2miner.safety.model_check import crop, parse_answer
from m2miner.safety.wrapper import SafeDevice, wrap_safe
from m2miner.testing.safety_corpus import PACKAGE, build_observation, locate

POLL = {
    # Its button is neither the screen's title nor its only labelled one (then the
    # structure layer would decide): the first two layers allow it without certainty.
    "title": "New poll",
    "items": [
        {"field": "createPollQuestion", "text": "Lunch?"},
        {"field": "option1", "text": "Pizza"},
        {"button": "Add option"},
        {"button": "CREATE POLL"},
        {"button": "Cancel"},
    ],
}


class Still:
    """A device that always shows one screen and records what it is asked to do."""

    name, domain = "still", "mobile"

    def __init__(self, obs: Observation) -> None:
        self.obs = obs
        self.done: list[Action] = []

    def start_app(self, app: AppTarget) -> None: ...

    def observe(self) -> Observation:
        return self.obs

    def execute(self, action: Action) -> None:
        self.done.append(action)

    def close(self) -> None: ...


def guarded(
    tmp_path: Path, script: Any, screen: Any = POLL, name: str = "replies", **safety: Any
) -> SafeDevice:
    """The screen on a device wrapped as the miner wraps it, with a scripted model check
    (one model and cache per replies file, as per model entry in a process)."""
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(script), encoding="utf-8")
    config = Config(
        models=[ModelConfig(name="guard", backend="scripted", model=str(path))],
        safety=SafetyConfig(model_check="guard", **safety),
    )
    device = wrap_safe(Still(build_observation(screen)), config.safety, AppTarget("app", PACKAGE))
    assert isinstance(device, SafeDevice)
    return device


def show(device: SafeDevice, screen: Any) -> None:
    """The device shows ``screen`` from now on (and the wrapper has seen it)."""
    device.device.obs = build_observation(screen)  # type: ignore[attr-defined]
    device.observe()


def tap(device: SafeDevice, label: str) -> Action:
    x, y = locate(device.device.observe(), label)
    action = Action("click", x=x, y=y)
    device.execute(action)
    return action


def model_of(device: SafeDevice) -> ScriptedModel:
    assert device.model_check is not None
    model = device.model_check.model
    assert isinstance(model, ScriptedModel)
    return model


def test_a_yes_blocks_what_the_other_layers_let_through_and_is_recorded(tmp_path: Path) -> None:
    device = guarded(tmp_path, ["Yes."])
    with pytest.raises(UnsafeActionError) as caught:
        tap(device, "CREATE POLL")
    verdict = caught.value.verdict
    assert verdict.rule == "model-check" and not verdict.allowed
    assert device.device.done == []  # type: ignore[attr-defined]
    record = verdict.record()
    model = record["layers"]["model"]
    assert model["verdict"] == "irreversible" and model["answer"] == "Yes."
    assert model["cached"] is False and model["model"] == "guard"
    assert "\nAction: click\nElement: CREATE POLL (role button)\n" in model["question"]
    texts = "Screen texts: Navigate up | New poll | Lunch? | Pizza | Add option | CREATE POLL"
    assert texts in model["question"]
    # The structure and term layers' findings stand beside the model's.
    assert record["layers"]["structure"]["primary"] is True
    assert record["layers"]["terms"] is None
    (call,) = model_of(device).calls
    assert call.temperature == 0.0 and call.max_tokens == 4
    assert call.logprob_tokens == ["yes", "no"]


def test_two_identical_decisions_cost_one_call(tmp_path: Path) -> None:
    # One reply only: a second call would run out of script and fail closed.
    device = guarded(tmp_path, ["no"])
    tap(device, "CREATE POLL")
    first = device.observe().info["safety"]["layers"]["model"]
    tap(device, "CREATE POLL")
    second = device.observe().info["safety"]["layers"]["model"]
    assert len(device.device.done) == 2  # type: ignore[attr-defined]
    assert len(model_of(device).calls) == 1
    assert (first["cached"], second["cached"]) == (False, True)
    assert first["key"] == second["key"] and second["verdict"] == "harmless"
    assert device.model_check is not None
    assert (device.model_check.calls, device.model_check.hits) == (1, 1)


def test_the_cache_key_is_the_layout_not_the_digits_but_another_dialog_is_asked(
    tmp_path: Path,
) -> None:
    device = guarded(tmp_path, {"replies": ["no"], "cycle": True})
    tap(device, "CREATE POLL")
    retyped = [{"field": "createPollQuestion", "text": "Lunch at 12?"}, *POLL["items"][1:]]
    show(device, {**POLL, "items": retyped})
    tap(device, "CREATE POLL")
    assert len(model_of(device).calls) == 1  # typed text is not the layout
    other = {**POLL, "title": "Create event 2"}
    show(device, other)
    tap(device, "CREATE POLL")
    assert len(model_of(device).calls) == 2


def test_an_unreadable_answer_fails_closed_is_recorded_and_asked_again(tmp_path: Path) -> None:
    device = guarded(tmp_path, ["It depends on the app.", "yes or no"])
    for said in ("It depends on the app.", "yes or no"):
        with pytest.raises(UnsafeActionError) as caught:
            tap(device, "CREATE POLL")
        model = caught.value.verdict.record()["layers"]["model"]
        assert model["verdict"] == "unparsed" and model["answer"] == said
        assert "no readable answer" in (caught.value.verdict.reason or "")
    assert len(model_of(device).calls) == 2
    assert device.device.done == []  # type: ignore[attr-defined]


def test_a_failing_model_fails_closed(tmp_path: Path) -> None:
    device = guarded(tmp_path, [])  # the script is empty: every call raises ModelError
    with pytest.raises(UnsafeActionError) as caught:
        tap(device, "CREATE POLL")
    model = caught.value.verdict.record()["layers"]["model"]
    assert model["verdict"] == "unparsed" and "ran out of replies" in model["error"]
    assert "model check's model failed" in (caught.value.hint or "")


def test_certain_verdicts_are_not_asked(tmp_path: Path) -> None:
    device = guarded(tmp_path, [])
    tap(device, "Cancel")  # dismisses
    tap(device, "createPollQuestion")  # a field: focuses it
    pay = {"title": "Cart", "items": [{"button": "Pay now"}, {"text": "Total $12"}]}
    show(device, pay)
    with pytest.raises(UnsafeActionError) as caught:
        tap(device, "Pay now")  # blocked by the terms already
    assert caught.value.verdict.rule == "commit-label"
    assert model_of(device).calls == []
    scroll = {"title": "Feed", "items": [{"list": [{"row": "Post 1"}, {"row": "Post 2"}]}]}
    show(device, scroll)
    x, y = locate(device.device.observe(), "Post 1")
    device.execute(Action("swipe", x=x, y=y + 100, x2=x, y2=y))
    assert model_of(device).calls == []


def test_a_dismissal_guessed_from_its_place_or_first_word_is_asked(tmp_path: Path) -> None:
    # NewPipe's "Clear download history" sits in the dialog's negative slot, and
    # "Cancelar inscrição" (cancel a subscription) starts with a dismissing word: the
    # policy takes both for dismissals, but neither says it, so the model is asked.
    dialog = {"title": "Downloads", "dialog": {"title": "Clear download history?"},
              "items": [{"button": "Clear download history", "rid": "android:id/button2"},
                        {"button": "Cancel", "rid": "android:id/button1"}]}  # fmt: skip
    device = guarded(tmp_path, ["no", "no"], screen=dialog)
    tap(device, "Clear download history")
    tap(device, "Cancel")  # says it dismisses: not asked
    subscription = {"title": "Canal", "items": [{"button": "Cancelar inscrição"}]}
    show(device, subscription)
    tap(device, "Cancelar inscrição")
    asked = [
        " ".join(p for p in call.messages[-1].content if isinstance(p, str))
        for call in model_of(device).calls
    ]
    assert len(asked) == 2 and "Clear download history" in asked[0]
    assert "Cancelar inscrição" in asked[1]


def test_a_choice_that_acts_when_tapped_is_asked(tmp_path: Path) -> None:
    # A list of backups with no button: tapping one restores it.
    backups = {"title": "Backups", "dialog": {"title": "Restore backup"},
               "items": [{"radio": "2026-11-29 20:41"}, {"radio": "2026-11-28 20:40"}]}  # fmt: skip
    device = guarded(tmp_path, ["no"], screen=backups)
    tap(device, "2026-11-29 20:41")
    assert len(model_of(device).calls) == 1
    switches = {"title": "Settings", "items": [{"switch": "Dark theme"}, {"button": "Done"}]}
    show(device, switches)
    tap(device, "Dark theme")  # a toggle that only toggles: not asked
    assert len(model_of(device).calls) == 1


def test_every_switch_is_asked_with_model_check_toggles(tmp_path: Path) -> None:
    # A member's page whose switch makes them a parent of the household: it acts at once.
    member = {"title": "Sam", "items": [{"switch": "Parent"}, {"button": "Remove member"}]}
    device = guarded(tmp_path, ["yes", "no"], screen=member, model_check_toggles=True)
    with pytest.raises(UnsafeActionError) as caught:
        tap(device, "Parent")
    verdict = caught.value.verdict
    assert verdict.rule == "model-check"
    assert "Element: Parent (role toggle)" in verdict.record()["layers"]["model"]["question"]
    switches = {"title": "Settings", "items": [{"switch": "Dark theme"}, {"button": "Done"}]}
    show(device, switches)
    tap(device, "Dark theme")
    assert len(model_of(device).calls) == 2
    # Without the option the same switch is not asked.
    default = guarded(tmp_path, [], screen=member, name="default")
    tap(default, "Parent")
    assert model_of(default).calls == []


def test_a_switch_on_and_the_same_switch_off_are_two_questions(tmp_path: Path) -> None:
    # Filen's public link: turned off, the link is dead; turned on, a new one is made.
    def link(on: bool) -> dict[str, Any]:
        switch = {"switch": "Enabled", "checked": on}
        return {"title": "Edit public link", "items": [switch, {"button": "Save"}]}

    device = guarded(tmp_path, ["yes", "no"], screen=link(True), model_check_toggles=True)
    with pytest.raises(UnsafeActionError) as caught:
        tap(device, "Enabled")
    question = caught.value.verdict.record()["layers"]["model"]["question"]
    assert "Element: Enabled (role toggle, currently on)" in question
    show(device, link(False))
    tap(device, "Enabled")  # not the cached yes: asked, and the no lets it through
    assert len(model_of(device).calls) == 2
    assert len(device.device.done) == 1  # type: ignore[attr-defined]


def test_model_check_toggles_needs_a_model_check() -> None:
    with pytest.raises(ValidationError, match=r"model_check_toggles needs safety\.model_check"):
        SafetyConfig(model_check_toggles=True)


def test_sandbox_mode_and_allow_rules_are_not_asked(tmp_path: Path) -> None:
    sandboxed = guarded(tmp_path, [], sandbox=True)
    tap(sandboxed, "CREATE POLL")
    assert model_of(sandboxed).calls == []
    rules = tmp_path / "poll.yaml"
    rules.write_text("allow:\n  - {text: CREATE POLL}\n", encoding="utf-8")
    allowed = guarded(tmp_path, [], name="other", policy_files=[rules])
    tap(allowed, "CREATE POLL")
    assert model_of(allowed).calls == []


def test_enter_in_a_field_and_a_slide_control_are_asked(tmp_path: Path) -> None:
    form = {"title": "Profile", "items": [{"field": "nick", "hint": "Nickname", "focused": True}]}
    device = guarded(tmp_path, ["yes", "no"], screen=form)
    with pytest.raises(UnsafeActionError) as caught:
        device.execute(Action("system_button", button="Enter"))
    question = caught.value.verdict.record()["layers"]["model"]["question"]
    assert "press Enter in this field" in question
    for other in (
        Action("system_button", button="Back"),
        Action("key", text="KEYCODE_DEL"),
        Action("type", text="Ana"),
    ):
        device.execute(other)  # navigation, keys and typing are never asked
    assert len(model_of(device).calls) == 1
    show(device, {"title": "Display", "items": [{"text": "Ready"}, {"slider": ""}]})
    device.execute(Action("swipe", x=80, y=264 + 150 + 75, x2=1000, y2=264 + 150 + 75))
    asked = device.observe().info["safety"]["layers"]["model"]
    assert asked["verdict"] == "harmless" and "swipe across it" in asked["question"]


def test_logprobs_decide_and_the_answer_is_read_in_many_forms() -> None:
    assert parse_answer("No.").verdict == "harmless"
    assert parse_answer("**Yes** - it pays").verdict == "irreversible"
    assert parse_answer("The answer is no").verdict == "harmless"
    assert parse_answer("是").verdict == "irreversible"
    assert parse_answer("いいえ").verdict == "harmless"
    assert parse_answer("yes or no").verdict == "unparsed"
    assert parse_answer("").verdict == "unparsed"
    leaning = parse_answer("", {" Yes": -0.2, "No": -1.9})
    assert leaning.verdict == "irreversible" and leaning.p_yes == pytest.approx(0.8455, abs=1e-3)
    # Text and log-probs disagreeing: either saying yes blocks.
    assert parse_answer("no", {"yes": -0.1, "no": -2.5}).irreversible
    only_no = parse_answer("", {"no": -0.01, "maybe": -5})
    assert only_no.verdict == "harmless" and only_no.p_yes is not None and only_no.p_yes < 1e-9


def test_the_crop_surrounds_the_element_and_outlines_it() -> None:
    buf = io.BytesIO()
    PILImage.new("RGB", (540, 1200), (255, 255, 255)).save(buf, format="PNG")
    obs = Observation(png=buf.getvalue(), width=1080, height=2400)
    image = crop(obs, (400, 1000, 680, 1100))
    assert isinstance(image, Image)
    # 162 px of margin each side (15% of 1080), at half the device's scale.
    assert (image.width, image.height) == ((280 + 324) // 2, (100 + 324) // 2)
    pixels = PILImage.open(io.BytesIO(image.png))
    assert pixels.getpixel((81, 81)) == (255, 0, 0)  # the element's corner
    assert pixels.getpixel((5, 5)) == (255, 255, 255)
    assert crop(Observation(png=b"", width=1080, height=2400), (0, 0, 10, 10)) is None


def test_the_question_carries_the_crop(tmp_path: Path) -> None:
    device = guarded(tmp_path, ["no"])
    buf = io.BytesIO()
    PILImage.new("RGB", (1080, 2400)).save(buf, format="PNG")
    still = device.device
    still.obs = replace(still.obs, png=buf.getvalue())  # type: ignore[attr-defined]
    tap(device, "CREATE POLL")
    (call,) = model_of(device).calls
    assert [m.role for m in call.messages] == ["system", "user"]
    assert len(call.messages[1].images) == 1


def test_a_model_check_must_name_a_model() -> None:
    with pytest.raises(ValidationError, match="which no \\[\\[models\\]\\] entry names"):
        Config(safety=SafetyConfig(model_check="nobody"))
    with pytest.raises(ConfigError, match="built without the configuration"):
        wrap_safe(Still(build_observation(POLL)), SafetyConfig(model_check="guard"))


def test_the_tiny_model_answers_through_its_logits_and_is_asked_once(tiny_model_dir: Path) -> None:
    config = Config(
        models=[
            ModelConfig(
                name="tiny", backend="hf", model=str(tiny_model_dir), max_pixels=64 * 28 * 28
            )
        ],
        safety=SafetyConfig(model_check="tiny"),
    )
    buf = io.BytesIO()
    PILImage.new("RGB", (1080, 2400), (240, 240, 240)).save(buf, format="PNG")
    obs = replace(build_observation(POLL), png=buf.getvalue())
    device = wrap_safe(Still(obs), config.safety, AppTarget("app", PACKAGE))
    assert isinstance(device, SafeDevice)
    records = []
    for _ in range(2):
        try:
            tap(device, "CREATE POLL")
            records.append(device.observe().info["safety"]["layers"]["model"])
        except UnsafeActionError as exc:
            records.append(exc.verdict.record()["layers"]["model"])
    first, second = records
    # The hf backend always scores "yes" and "no": a random model's answer is still read.
    assert first["verdict"] in ("irreversible", "harmless") and 0.0 <= first["p_yes"] <= 1.0
    blocked = first["p_yes"] >= 0.5 or parse_answer(first["answer"]).irreversible
    assert (first["verdict"] == "irreversible") == blocked
    assert (second["cached"], second["verdict"]) == (True, first["verdict"])
    assert device.model_check is not None and device.model_check.calls == 1


COMPOSE = {
    "title": "New message",
    "items": [
        {"field": "message_input", "text": "See you at six"},
        {"button": "Send"},
        {"button": "Erase all data"},
    ],
}
SURE_NO = {"no": -0.01, "yes": -4.6}  # p(yes) about 0.01
UNSURE_NO = {"no": -0.22, "yes": -1.6}  # p(yes) about 0.2


def releasing(
    tmp_path: Path, replies: list[str], logprobs: list[Any] | None, name: str = "replies"
) -> SafeDevice:
    script: dict[str, Any] = {"replies": replies}
    if logprobs is not None:
        script["logprobs"] = logprobs
    return guarded(tmp_path, script, COMPOSE, name, model_check_release=0.05)


def test_a_confident_no_releases_a_block_of_the_words_and_is_recorded(tmp_path: Path) -> None:
    device = releasing(tmp_path, ["No"], [SURE_NO])
    action = tap(device, "Send")
    assert device.device.done == [action]  # type: ignore[attr-defined]
    record = device.observe().info["safety"]
    assert record["rule"] == "model-release" and record["released"] == "commit-label"
    assert "the words said:" in record["reason"]
    model = record["layers"]["model"]
    assert model["verdict"] == "harmless" and model["p_yes"] < 0.05
    assert model["threshold"] == 0.05


def test_an_unsure_or_unmeasured_no_releases_nothing(tmp_path: Path) -> None:
    for name, logprobs in (("unsure", [UNSURE_NO]), ("text-only", None)):
        device = releasing(tmp_path, ["No"], logprobs, name)
        with pytest.raises(UnsafeActionError) as caught:
            tap(device, "Send")
        verdict = caught.value.verdict
        assert verdict.rule == "commit-label" and not verdict.allowed
        # The answer stands beside the words' reason on the blocked node.
        assert verdict.record()["layers"]["model"]["verdict"] == "harmless"
        assert device.device.done == []  # type: ignore[attr-defined]


def test_a_critical_term_is_never_put_to_the_model(tmp_path: Path) -> None:
    device = releasing(tmp_path, ["No"], [SURE_NO])
    with pytest.raises(UnsafeActionError) as caught:
        tap(device, "Erase all data")
    assert caught.value.verdict.rule == "critical"
    assert model_of(device).calls == []


SETTINGS = {
    "title": "Account",
    "items": [{"button": "Change password"}, {"button": "Delete account"}],
}
FAIRLY_SURE_NO = {"no": -0.04, "yes": -3.2}  # p(yes) about 0.04


def test_a_critical_row_on_a_full_screen_is_released_only_at_its_own_threshold(
    tmp_path: Path,
) -> None:
    # A settings row's "Delete account" opens its confirmation: with
    # model_check_release_critical a sure enough no releases it, at that threshold only.
    script = {"replies": ["No", "No"], "logprobs": [FAIRLY_SURE_NO, SURE_NO]}
    device = guarded(
        tmp_path, script, SETTINGS, model_check_release=0.05, model_check_release_critical=0.02
    )
    with pytest.raises(UnsafeActionError) as caught:
        tap(device, "Delete account")  # p(yes) 0.04: under 0.05, not under 0.02
    assert caught.value.verdict.rule == "critical"
    assert caught.value.verdict.record()["layers"]["model"]["threshold"] == 0.02
    show(device, {**SETTINGS, "title": "Profile"})  # another layout: asked again
    action = tap(device, "Delete account")
    assert device.device.done == [action]  # type: ignore[attr-defined]
    record = device.observe().info["safety"]
    assert (record["rule"], record["released"]) == ("model-release", "critical")
    assert len(model_of(device).calls) == 2


def test_a_critical_term_in_a_dialog_is_never_put_to_the_model(tmp_path: Path) -> None:
    confirm = {"title": "Account", "dialog": {"title": "Delete your account?"},
               "items": [{"button": "Cancel"}, {"button": "Delete account"}]}  # fmt: skip
    device = guarded(
        tmp_path, {"replies": ["No"], "logprobs": [SURE_NO]}, confirm,
        model_check_release=0.05, model_check_release_critical=0.02,
    )  # fmt: skip
    with pytest.raises(UnsafeActionError) as caught:
        tap(device, "Delete account")
    assert caught.value.verdict.rule == "critical"
    assert model_of(device).calls == []


def test_a_critical_entry_of_a_menu_is_released_not_a_dialogs_button(tmp_path: Path) -> None:
    # Shelter's app menu holds "Uninstall", which opens the system's prompt: a popup's
    # entry steps toward the operation, like a settings row; a dialog's button answers it.
    menu = {"title": "Apps", "dialog": {"title": "Operations for Firefox"},
            "items": [{"menu": "Freeze"}, {"menu": "Uninstall"}]}  # fmt: skip
    script = {"replies": ["No"], "logprobs": [SURE_NO]}
    device = guarded(
        tmp_path, script, menu, model_check_release=0.05, model_check_release_critical=0.02
    )
    action = tap(device, "Uninstall")
    assert device.device.done == [action]  # type: ignore[attr-defined]
    assert device.observe().info["safety"]["released"] == "critical"
    prompt = {"title": "Apps", "dialog": {"title": "Uninstall this app?"},
              "items": [{"button": "Cancel"}, {"button": "Uninstall"}]}  # fmt: skip
    show(device, prompt)
    with pytest.raises(UnsafeActionError) as caught:
        tap(device, "Uninstall")
    assert caught.value.verdict.rule == "critical"
    assert len(model_of(device).calls) == 1


def test_releasing_needs_a_model_check() -> None:
    for key in ("model_check_release", "model_check_release_critical"):
        with pytest.raises(ValidationError, match=rf"{key} needs safety\.model_check"):
            SafetyConfig(**{key: 0.05})
        with pytest.raises(ValidationError):
            SafetyConfig(model_check="guard", **{key: 1.0})
        deaf = ModelConfig(
            name="guard", backend="scripted", model="x.json", supports_logprobs=False
        )
        with pytest.raises(ValidationError, match=f"{key} releases only on measured"):
            Config(models=[deaf], safety=SafetyConfig(model_check="guard", **{key: 0.05}))


def test_signing_in_or_out_is_asked_and_an_export_is_not(tmp_path: Path) -> None:
    # "Log out" is a harmless word for the policy, but a settings row's "Log out" may
    # forget what only the password brings back (SimpMusic's and Namida's streaming
    # sessions), and in a dialog about every device it revokes every session: both are
    # asked, and a yes blocks. "Export" on the same page is certain and never asked.
    everywhere = {"title": "Account", "dialog": {
        "message": "This will log you out on all devices where you are logged in. "
                   "Do you want to continue?"},
        "items": [{"button": "Cancel"}, {"button": "Log out"}]}  # fmt: skip
    device = guarded(tmp_path, ["no", "yes", "no"], screen=everywhere)
    tap(device, "Log out")
    settings = {"title": "Settings", "items": [{"button": "Export"}, {"button": "Log out"}]}
    show(device, settings)
    with pytest.raises(UnsafeActionError) as caught:
        tap(device, "Log out")
    assert caught.value.verdict.rule == "model-check"
    tap(device, "Export")
    german = {"title": "Einstellungen", "items": [{"button": "Exportieren"},
                                                  {"button": "Abmelden"}]}  # fmt: skip
    show(device, german)
    tap(device, "Exportieren")
    tap(device, "Abmelden")
    calls = [" ".join(p for p in c.messages[-1].content if isinstance(p, str))
             for c in model_of(device).calls]  # fmt: skip
    assert len(calls) == 3
    assert "all devices" in calls[0]
    assert "Abmelden" in calls[2]


def test_a_negated_answer_is_asked_in_a_dialog(tmp_path: Path) -> None:
    # Proton Pass's "Understood, I will never need them" deletes the aliases for good, and
    # Amethyst's "Don't show again" beside "Block" blocks the user: in a dialog a negated
    # label is an answer, and what it does is what the dialog says. A whole dismissal
    # ("Not now") is never asked, nor is a negated label outside a dialog.
    aliases = {"title": "Aliases", "dialog": {
        "title": "You're about to permanently delete 2 aliases",
        "message": "Please note once deleted, the aliases can't be restored"},
        "items": [{"button": "Not now"},
                  {"button": "Understood, I will never need them"}]}  # fmt: skip
    device = guarded(tmp_path, ["no", "no"], screen=aliases)
    tap(device, "Not now")
    tap(device, "Understood, I will never need them")
    block = {"title": "Profile", "dialog": {"title": "Block & Hide User", "message":
             "Blocking a user will hide their content in your app."},
             "items": [{"button": "Don't show again"}, {"button": "Block"}]}  # fmt: skip
    show(device, block)
    tap(device, "Don't show again")
    banner = {"title": "Feed", "items": [{"text": "Tap a row to open it"},
                                         {"button": "Don't show again"}]}  # fmt: skip
    show(device, banner)
    tap(device, "Don't show again")
    asked = [" ".join(p for p in c.messages[-1].content if isinstance(p, str))
             for c in model_of(device).calls]  # fmt: skip
    assert len(asked) == 2
    assert "never need them" in asked[0] and "Block & Hide User" in asked[1]


def test_a_harmless_word_is_asked_in_a_dialog(tmp_path: Path) -> None:
    # Proton's "Sign in" under "This will allow the TV to access your Proton account"
    # grants a device the account, and a call screen's "Hang up" in a dialog answers what
    # the dialog says: both are asked. On a page "Hang up" is certain; "Sign in" is a
    # session word, asked on a page too (Bitwarden's "Confirm login" lets another
    # device in).
    tv = {"title": "Proton", "dialog": {
        "message": "This will allow the TV to access your Proton account."},
        "items": [{"button": "Sign in"}, {"button": "Cancel"}]}  # fmt: skip
    device = guarded(tmp_path, ["no", "no", "no"], screen=tv)
    tap(device, "Sign in")
    transfer = {"title": "Call", "dialog": {"message": "Transfer the call to Sam first?"},
                "items": [{"button": "Hang up"}, {"button": "Cancel"}]}  # fmt: skip
    show(device, transfer)
    tap(device, "Hang up")
    show(device, {"title": "Welcome", "items": [{"button": "Sign in"}, {"button": "Hang up"}]})
    tap(device, "Sign in")
    tap(device, "Hang up")
    calls = [" ".join(p for p in c.messages[-1].content if isinstance(p, str))
             for c in model_of(device).calls]  # fmt: skip
    assert len(calls) == 3
    assert "access your Proton account" in calls[0]
    assert "Transfer the call" in calls[1]
    assert "Welcome" in calls[2]


def test_a_harmless_word_beside_an_operation_is_asked(tmp_path: Path) -> None:
    # Pixeldroid's "Envoyer le commentaire" holds "commentaire", the feedback's word, and
    # sends a comment; "Exporter" on the same page names nothing more and is certain.
    post = {"title": "Publication de Sam", "items": [
        {"text": "Beautiful light!"}, {"icon": "Envoyer le commentaire"},
        {"button": "Exporter"}]}  # fmt: skip
    device = guarded(tmp_path, ["non"], screen=post)
    tap(device, "Envoyer le commentaire")
    tap(device, "Exporter")
    (call,) = model_of(device).calls
    assert "Element: Envoyer le commentaire" in " ".join(
        p for p in call.messages[-1].content if isinstance(p, str)
    )


def test_a_dismissing_word_the_title_repeats_is_asked(tmp_path: Path) -> None:
    # Bitkit's "Close" on the page "Close Connection" closes a Lightning channel and
    # sends its funds back on chain; "Close" under another title only closes.
    channel = {"title": "Close Connection", "items": [
        {"text": "The fee to close this Lightning Connection depends on the network"},
        {"button": "Back"}, {"button": "Close"}]}  # fmt: skip
    device = guarded(tmp_path, ["no"], screen=channel)
    tap(device, "Close")
    show(device, {"title": "Connection", "items": [{"button": "Close"}, {"button": "Back"}]})
    tap(device, "Close")
    (call,) = model_of(device).calls
    assert "Close Connection" in " ".join(
        p for p in call.messages[-1].content if isinstance(p, str)
    )


def test_a_dismissal_beside_a_save_alone_is_asked(tmp_path: Path) -> None:
    # Fossify's "Save before exiting?" leaves without the edits on its No; a rename
    # dialog's Cancel drops only what was typed, and a deletion's Cancel only closes.
    unsaved = {"title": "Edit note", "dialog": {
        "message": "You have some unsaved changes. Save before exiting?"},
        "items": [{"button": "No", "rid": "android:id/button2"},
                  {"button": "Save", "rid": "android:id/button1"}]}  # fmt: skip
    device = guarded(tmp_path, ["no"], screen=unsaved)
    tap(device, "No")
    rename = {"title": "Notes", "dialog": {"title": "Rename"},
              "items": [{"field": "name", "text": "Groceries"}, {"button": "Cancel"},
                        {"button": "Save"}]}  # fmt: skip
    show(device, rename)
    tap(device, "Cancel")
    delete = {"title": "Notes", "dialog": {"title": "Delete this note?"},
              "items": [{"button": "Cancel"}, {"button": "Delete"}]}  # fmt: skip
    show(device, delete)
    tap(device, "Cancel")
    (call,) = model_of(device).calls
    assert "Save before exiting?" in " ".join(
        p for p in call.messages[-1].content if isinstance(p, str)
    )


def test_a_search_fields_button_is_asked_in_a_dialog_not_on_a_page(tmp_path: Path) -> None:
    # Gitea's "Publish Wiki" dialog asks for a URL ("url" reads as a search word) and its
    # OK publishes; a page's search button only searches.
    publish = {"title": "Wiki", "dialog": {"title": "Publish Wiki"},
               "items": [{"field": "Customize URL", "text": "team-notes"},
                         {"button": "Cancel"}, {"button": "OK"}]}  # fmt: skip
    device = guarded(tmp_path, ["no"], screen=publish)
    tap(device, "OK")
    page = {"title": "Files", "items": [{"field": "Search files", "text": "report"},
                                        {"button": "Search"}, {"row": "report.pdf"}]}  # fmt: skip
    show(device, page)
    tap(device, "Search")
    (call,) = model_of(device).calls
    assert "Publish Wiki" in " ".join(p for p in call.messages[-1].content if isinstance(p, str))


def test_a_search_rows_other_button_is_asked(tmp_path: Path) -> None:
    # SimpMusic's "Clear search history" sits beside the focused search field and clears
    # the history at once: only a button whose whole label is a search word is certain.
    page = {"title": "Library", "items": [{"field": "Search songs", "text": "jazz"},
                                          {"button": "Search"},
                                          {"button": "Clear search history"}]}  # fmt: skip
    device = guarded(tmp_path, ["yes"], screen=page)
    tap(device, "Search")
    assert model_of(device).calls == []
    with pytest.raises(UnsafeActionError) as caught:
        tap(device, "Clear search history")
    assert caught.value.verdict.rule == "model-check"
