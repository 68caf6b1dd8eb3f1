"""The safety guard on hand-written hierarchies, in English and Chinese."""

from __future__ import annotations

from pathlib import Path

import pytest

from m2miner.actions import Action
from m2miner.config import SafetyConfig
from m2miner.devices.base import AppTarget, Observation
from m2miner.safety.context import node_at, parse_bounds, parse_hierarchy
from m2miner.safety.policy import Policy as SafetyGuard

RECORDED = Path(__file__).parent / "recorded"
# Hand-written in the uiautomator dump format: a checkout whose "Place order" row is the
# clickable parent of its label, and a Chinese product page.
CHECKOUT = (RECORDED / "shop_checkout_en.xml").read_text(encoding="utf-8")
CHINESE = (RECORDED / "shop_product_zh.xml").read_text(encoding="utf-8")

SHOP = AppTarget(name="shop", package="com.example.shop")


def obs(hierarchy=CHECKOUT, package="com.example.shop", url=None):
    return Observation(
        png=b"", width=1080, height=2400, hierarchy=hierarchy, package=package, url=url
    )


def tap(x, y):
    return Action("click", x=x, y=y)


@pytest.fixture
def guard():
    return SafetyGuard(SafetyConfig(), SHOP)


def test_place_order_is_blocked_through_its_clickable_row(guard):
    # The tap lands on the row's icon, which has no text: the row's label decides.
    verdict = guard.check_action(tap(80, 2300), obs())
    assert not verdict.allowed
    assert verdict.element_text == "Place order $12.50"
    assert "place order" in (verdict.reason or "")
    assert not guard.check_action(tap(300, 2300), obs()).allowed
    assert not guard.check_action(Action("long_press", x=300, y=2300), obs()).allowed


def test_icon_buttons_are_judged_by_content_desc(guard):
    delete = guard.check_action(tap(970, 560), obs())
    assert not delete.allowed and delete.element_text == "Delete item"
    decrease = guard.check_action(tap(100, 560), obs())
    assert decrease.allowed and decrease.element_text == "Decrease"


def test_latin_terms_match_whole_words_only(guard):
    # "Payment" contains "pay" but is no payment button.
    verdict = guard.check_action(tap(500, 350), obs())
    assert verdict.allowed
    assert verdict.element_text == "Payment method: Visa"
    for text, blocked in [
        ("PAY NOW", True),
        ("Send", True),
        ("Calls", False),
        ("PayPal settings", False),
        ("Place  Order", True),
        ("Resend code", False),
        ("立即Pay", True),
    ]:
        assert (guard.blocked_term(text) is not None) is blocked, text


def test_chinese_terms_match_as_substrings(guard):
    o = obs(CHINESE)
    buy = guard.check_action(tap(800, 2300), o)
    assert not buy.allowed and buy.element_text == "立即购买"
    assert not guard.check_action(tap(500, 2050), o).allowed  # 去支付 ¥25
    assert not guard.check_action(tap(1000, 1850), o).allowed  # 发送 icon
    assert guard.check_action(tap(200, 2300), o).allowed  # 加入购物车
    # Plain text that mentions 支付 is not a button; the screen-sized clickable root
    # around it does not lend it the whole screen's text either.
    assert guard.blocked_term("支付宝账户设置说明") == "支付"
    assert guard.check_action(tap(500, 150), o).allowed


def test_sandbox_lets_everything_through():
    guard = SafetyGuard(SafetyConfig(sandbox=True), SHOP)
    verdict = guard.check_action(tap(300, 2300), obs())
    assert verdict.allowed and verdict.element_text == "Place order $12.50"


def test_custom_terms_add_to_the_term_files():
    # "Decrease" names nothing irreversible, until a configured term says it does.
    assert SafetyGuard(SafetyConfig(), SHOP).check_action(tap(100, 560), obs()).allowed
    guard = SafetyGuard(SafetyConfig(blocked_terms=["decrease"]), SHOP)
    verdict = guard.check_action(tap(100, 560), obs())
    assert not verdict.allowed and verdict.kind == "configured"
    assert not guard.check_action(tap(300, 2300), obs()).allowed  # the defaults stay


def test_screens_without_a_hierarchy_fail_closed(guard):
    # Typing is undone by clearing the field; Back navigates: neither needs a check.
    assert guard.check_action(Action("type", text="send money"), obs(hierarchy=None)).allowed
    assert guard.check_action(Action("system_button", button="Back"), obs(hierarchy=None)).allowed
    for hierarchy in (None, "<not xml"):
        for action in (
            tap(300, 2300),
            Action("swipe", x=500, y=2300, x2=500, y2=300),
            Action("system_button", button="Enter"),
            Action("type", text="hello\n"),
        ):
            verdict = guard.check_action(action, obs(hierarchy=hierarchy))
            assert not verdict.allowed and verdict.rule == "unchecked", (hierarchy, action)
    secure = Observation(
        png=b"", width=1080, height=2400, hierarchy=CHECKOUT, info={"blank_screen": True}
    )
    verdict = guard.check_action(tap(500, 350), secure)
    assert not verdict.allowed and "secure" in (verdict.reason or "")
    relaxed = SafetyGuard(SafetyConfig(unchecked="allow"), SHOP)
    assert relaxed.check_action(tap(300, 2300), obs(hierarchy=None)).allowed


def test_open_of_another_app_leaves(guard):
    assert guard.check_action(Action("open", text="shop"), obs()).allowed
    assert guard.check_action(Action("open", text="com.example.shop"), obs()).allowed
    verdict = guard.check_action(Action("open", text="Phone"), obs())
    assert not verdict.allowed and "leave" in (verdict.reason or "")


def test_location_on_android(guard):
    assert guard.check_location(obs()).allowed
    away = guard.check_location(obs(package="com.android.launcher3"))
    assert not away.allowed and "com.android.launcher3" in (away.reason or "")
    assert guard.check_location(obs(package="com.android.permissioncontroller")).allowed
    assert guard.check_location(obs(package=None)).allowed
    allowed = SafetyGuard(
        SafetyConfig(), AppTarget("shop", "com.example.shop", allowed_packages=("com.pay.sdk",))
    )
    assert allowed.check_location(obs(package="com.pay.sdk")).allowed
    free = SafetyGuard(SafetyConfig(stay_in_app=False), SHOP)
    assert free.check_location(obs(package="com.android.launcher3")).allowed


def test_location_on_web():
    app = AppTarget(
        name="web",
        url="http://127.0.0.1:8000/index.html",
        allowed_url_prefixes=("https://pay.example/checkout",),
    )
    guard = SafetyGuard(SafetyConfig(), app)
    assert guard.check_location(
        obs(package=None, url="http://127.0.0.1:8000/item.html?id=2")
    ).allowed
    assert guard.check_location(obs(package=None, url="https://pay.example/checkout/1")).allowed
    for url in (
        "http://127.0.0.1:9000/",
        "https://pay.example/other",
        "http://127.0.0.1:8000.evil.org/",
    ):
        assert not guard.check_location(obs(package=None, url=url)).allowed, url


def test_hit_testing_picks_the_smallest_node():
    nodes, _ = parse_hierarchy(CHECKOUT)
    node = node_at(nodes, 300, 2300)
    assert node is not None and node.element.get("text") == "Place order"
    assert node_at(nodes, 2000, 10) is None
    assert parse_bounds("[0,0][1080,2400]") == (0, 0, 1080, 2400)
    assert parse_bounds("0,0,1,1") is None


def test_uiautomator2_page_source_tags_are_read_too(guard):
    source = (
        '<hierarchy><android.widget.FrameLayout bounds="[0,0][1080,2400]">'
        '<android.widget.Button text="Send" clickable="true" bounds="[0,0][200,100]"/>'
        "</android.widget.FrameLayout></hierarchy>"
    )
    assert not guard.check_action(tap(50, 50), obs(source)).allowed
