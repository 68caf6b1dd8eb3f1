"""Per-app policy files: deny and allow rules by text, id, screen and URL; sandbox."""

from __future__ import annotations

from pathlib import Path

import pytest

from m2miner.actions import Action
from m2miner.config import SafetyConfig
from m2miner.devices.base import AppTarget
from m2miner.errors import ConfigError
from m2miner.safety.files import app_rules, load_policy_file
from m2miner.safety.network import rules_from
from m2miner.safety.policy import Policy
from m2miner.safety.terms import load_terms
from m2miner.testing.safety_corpus import build_observation, locate

SHOP = AppTarget("shop", "com.example.shop")
SCREEN = {
    "title": "Review your order",
    "items": [{"button": "Place order"}, {"id": "wipe_cart"}, {"button": "Share"}],
}


def tap(label: str, screen: dict = SCREEN) -> tuple[Action, object]:
    obs = build_observation(screen)
    x, y = locate(obs, label)
    return Action("click", x=x, y=y), obs


def policy(tmp_path: Path, text: str, app: AppTarget = SHOP, **config: object) -> Policy:
    path = tmp_path / "policy.yaml"
    path.write_text(text, encoding="utf-8")
    return Policy(SafetyConfig(policy_files=[path], **config), app)  # type: ignore[arg-type]


def test_allow_rules_by_text_id_and_screen(tmp_path: Path) -> None:
    plain = Policy(SafetyConfig(), SHOP)
    assert not plain.check_action(*tap("Place order")).allowed
    by_text = policy(tmp_path, "allow: [{text: place order}]")
    verdict = by_text.check_action(*tap("Place order"))
    assert verdict.allowed and verdict.rule == "commit-label"
    assert "policy.yaml: text='place order'" in verdict.detail["allowed_by"]
    by_screen = policy(tmp_path, "allow: [{screen: review your order, id: wipe_*}]")
    assert by_screen.check_action(*tap("wipe_cart")).allowed
    assert not by_screen.check_action(*tap("Place order")).allowed


def test_deny_rules_apply_in_sandbox_mode_too(tmp_path: Path) -> None:
    deny = policy(tmp_path, "sandbox: true\ndeny: [{text: share}]")
    verdict = deny.check_action(*tap("Share"))
    assert not verdict.allowed and verdict.rule == "deny"
    placed = deny.check_action(*tap("Place order"))
    assert placed.allowed and placed.sandboxed  # the file's sandbox mode


def test_url_rules_cover_screens_without_a_hierarchy(tmp_path: Path) -> None:
    web = AppTarget("web", url="https://staging.example/")
    screen = {"hierarchy": "none", "url": "https://staging.example/checkout", "items": []}
    obs = build_observation(screen)
    click = Action("click", x=10, y=10)
    assert not Policy(SafetyConfig(), web).check_action(click, obs).allowed
    allowed = policy(tmp_path, 'allow: [{url: "https://staging.example/"}]', app=web)
    assert allowed.check_action(click, obs).allowed


def test_files_apply_to_the_apps_they_name(tmp_path: Path) -> None:
    text = "apps: [com.example.shop]\nsandbox: true"
    assert policy(tmp_path, text).sandbox
    other = policy(tmp_path, text, app=AppTarget("maps", "com.example.maps"))
    assert not other.sandbox
    assert policy(tmp_path, text, app=SHOP).for_app(AppTarget("maps")).sandbox is False


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("allow: [{colour: red}]", "allow.0.colour"),
        ("allow: [{}]", "at least one of"),
        ("sandbox: maybe", "sandbox"),
    ],
)
def test_bad_policy_files_name_the_key(tmp_path: Path, text: str, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        policy(tmp_path, text)


def test_users_extend_the_term_lists(tmp_path: Path) -> None:
    extra = tmp_path / "terms.yaml"
    extra.write_text("operations:\n  gift: [send a gift]\nconfirm: [make it so]\n")
    terms = load_terms(files=(extra,))
    assert terms.operation("send a gift now").kind == "gift"  # type: ignore[union-attr]
    assert terms.find("confirm", "make it so", prefix=True) is not None
    bad = tmp_path / "bad.yaml"
    bad.write_text("colours: [red]\n")
    with pytest.raises(ConfigError, match="unknown keys"):
        load_terms(files=(bad,))


def test_the_example_policy_files_load_and_cover_what_they_list() -> None:
    examples = sorted((Path(__file__).parents[2] / "examples" / "policies").glob("*.yaml"))
    assert examples
    for path in examples:
        load_policy_file(path)
    folder = examples[0].parent
    mastodon = app_rules([(load_policy_file(folder / "mastodon.yaml"), "mastodon")], None)
    rules = rules_from(False, mastodon.requests)
    assert rules.allows("POST", "https://social.example", "/api/v1/statuses/110/favourite")
    assert rules.allows("PATCH", "", "/api/v1/accounts/update_credentials")
    for held in ("/api/v1/statuses", "/api/v1/statuses/110/reblog", "/api/v1/reports",
                 "/api/v1/accounts/109/block", "/api/v1/polls/34/votes"):  # fmt: skip
        assert not rules.allows("POST", "", held), held
    assert not rules.allows("DELETE", "", "/api/v1/statuses/111")
    jellyfin = app_rules([(load_policy_file(folder / "jellyfin.yaml"), "jellyfin")], None)
    rules = rules_from(False, jellyfin.requests)
    assert rules.allows("DELETE", "", "/Users/4c1f/FavoriteItems/9d3e")
    assert rules.allows("POST", "", "/Playlists/e6a1/Items")
    for held in ("/Items/9d3e", "/Users/b1e7/Policy", "/Auth/Keys", "/System/Shutdown"):
        assert not rules.allows("POST", "", held) and not rules.allows("DELETE", "", held)
