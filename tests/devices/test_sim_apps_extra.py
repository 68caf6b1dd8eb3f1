"""Behaviour of the contacts, messages, clock and shop sim apps beyond their task catalogues."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from m2miner.actions import Action
from m2miner.config import SafetyConfig
from m2miner.devices.base import AppTarget
from m2miner.devices.sim import SimDevice, load_app
from m2miner.devices.sim.solve import widget_point
from m2miner.safety.policy import Policy as SafetyGuard

BACK = Action("system_button", button="Back")


@pytest.fixture
def device():
    def start(app: str) -> SimDevice:
        sim = SimDevice(app)
        sim.start_app(AppTarget(name=app))
        return sim

    return start


def click(device: SimDevice, widget_id: str) -> Action:
    x, y = widget_point(device.frame(), widget_id)
    action = Action("click", x=x, y=y)
    device.execute(action)
    return action


def texts(device: SimDevice) -> list[str]:
    root = ET.fromstring(device.observe().hierarchy or "")
    return [el.get("text", "") for el in root.iter("node") if el.get("text")]


def variables(device: SimDevice, app: str) -> dict:
    own = device.state.app_state(app)
    assert own is not None
    return own.variables


@pytest.mark.parametrize("app", ["contacts", "messages", "clock", "shop"])
def test_app_has_a_varied_catalogue_with_short_tasks_naming_labels(app):
    tasks = load_app(app).tasks
    assert len(tasks) >= 10
    assert min(t.length for t in tasks) == 1
    assert max(t.length for t in tasks) >= 8
    assert len({t.intent for t in tasks}) == len(tasks)


def test_edited_phone_number_stays_when_the_contact_is_opened_again(device):
    sim = device("contacts")
    click(sim, "contact_ben_carter")
    click(sim, "edit_button")
    click(sim, "clear_phone_button")
    sim.execute(Action("type", text="+1 650-555-0199"))
    click(sim, "save_edit_button")
    sim.execute(BACK)
    click(sim, "contact_ben_carter")
    assert "+1 650-555-0199" in texts(sim)
    assert "+1 650-555-0147" not in texts(sim)


def test_a_reply_becomes_the_inbox_preview_of_its_conversation(device):
    sim = device("messages")
    click(sim, "conv_mom")
    click(sim, "message_field")
    sim.execute(Action("type", text="Landed safely"))
    sim.execute(Action("system_button", button="Enter"))
    sim.execute(BACK)
    assert "You: Landed safely" in texts(sim)
    assert "Mom: Landed safely" in variables(sim, "messages")["sent"]


def test_added_cities_fill_the_world_clock_in_order(device):
    sim = device("clock")
    click(sim, "clock_tab")
    for city in ("city_berlin", "city_amsterdam"):
        click(sim, "add_city_button")
        click(sim, city)
    shown = texts(sim)
    order = [shown.index(city) for city in ("London", "New York", "Berlin", "Amsterdam")]
    assert order == sorted(order)
    values = variables(sim, "clock")
    assert values["city_count"] == 4 and values["added_berlin"] and not values["added_tokyo"]


def test_a_new_alarm_shows_its_time_and_days(device):
    sim = device("clock")
    click(sim, "add_alarm_button")
    click(sim, "hour_picker")
    click(sim, "hour_6")
    click(sim, "pm_radio")
    click(sim, "sat_checkbox")
    click(sim, "save_alarm_button")
    assert "6:00 PM" in texts(sim)
    assert "Alarm set for 6:00 PM" in texts(sim)
    assert variables(sim, "clock")["d_sat"] is True


def test_adding_a_product_again_replaces_its_options_instead_of_adding_a_row(device):
    sim = device("shop")
    click(sim, "category_clothing")
    click(sim, "product_classic_cotton_t_shirt")
    click(sim, "color_blue")
    click(sim, "size_m")
    click(sim, "add_to_cart_button")
    click(sim, "size_l")
    click(sim, "plus_button")
    click(sim, "add_to_cart_button")
    click(sim, "view_cart_button")
    assert texts(sim).count("Classic Cotton T-Shirt") == 1
    assert "Size L, Blue" in texts(sim)
    assert variables(sim, "shop")["qty_classic_cotton_t_shirt"] == 2


def test_add_to_cart_waits_for_size_and_colour(device):
    sim = device("shop")
    click(sim, "category_clothing")
    click(sim, "product_classic_cotton_t_shirt")
    root = ET.fromstring(sim.observe().hierarchy or "")
    rid = "com.m2miner.shop:id/add_to_cart_button"
    (button,) = [el for el in root.iter("node") if el.get("resource-id") == rid]
    assert button.get("enabled") == "false"
    assert "Choose your options" in texts(sim)
    click(sim, "color_blue")
    click(sim, "size_m")
    click(sim, "add_to_cart_button")
    assert "Classic Cotton T-Shirt" in variables(sim, "shop")["cart"]


def test_place_order_is_the_guarded_last_step_of_checkout(device):
    sim = device("shop")
    for widget in ("cart_button", "checkout_button", "express_radio", "continue_button"):
        click(sim, widget)
    assert "Place order" in texts(sim)
    x, y = widget_point(sim.frame(), "place_order_button")
    place = Action("click", x=x, y=y)
    guard = SafetyGuard(SafetyConfig(), AppTarget(name="shop"))
    assert not guard.check_action(place, sim.observe()).allowed

    sim.execute(place)
    values = variables(sim, "shop")
    assert values["order_placed"] is True and values["cart"] == ()
    click(sim, "view_orders_button")
    assert "Order #112-5093" in texts(sim)
    assert "Placed today · Express delivery" in texts(sim)
