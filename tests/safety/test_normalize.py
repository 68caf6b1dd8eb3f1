"""Folding text so that disguises of a word compare equal, and term matching."""

from __future__ import annotations

import pytest

from m2miner.safety.normalize import fold, split_id, variants
from m2miner.safety.terms import TermList, load_terms


@pytest.mark.parametrize(
    ("text", "folded"),
    [
        ("P a y", "pay"),
        ("P-A-Y", "pay"),
        ("P.a.y now", "pay now"),
        ("Ｐａｙ", "pay"),  # fullwidth
        ("Pa\u200by", "pay"),  # zero-width space
        ("\u202ePay\ufe0f", "pay"),  # bidi override, variation selector
        ("Раy", "pay"),  # Cyrillic Р and а
        ("Ρay", "pay"),  # Greek Ρ
        ("Bestätigen", "bestatigen"),
        ("  Place \n order ", "place order"),
        ("支　付", "支 付"),  # an ideographic space is a space
        ("ガ", "ガ"),  # Japanese voicing marks stay
    ],
)
def test_fold(text: str, folded: str) -> None:
    assert fold(text) == folded


def test_invisible_characters_are_read_both_ways() -> None:
    assert variants("Buy\u2060now") == ["buynow", "buy now"]
    assert variants("Buy now") == ["buy now"]


def test_resource_ids_become_words() -> None:
    assert split_id("com.shop:id/btnPayNow") == "btn Pay Now"
    assert split_id("confirm_payment") == "confirm payment"
    assert split_id("ivDelete") == "iv Delete"


def test_terms_match_whole_words_stems_and_cjk_anywhere() -> None:
    terms = TermList()
    terms.add(["pay", "place order", "bezahl*", "支付"])
    for text, term in [
        ("pay now", "pay"),
        ("立即pay", "pay"),
        ("place   order $5", "place order"),
        ("jetzt bezahlen", "bezahl*"),
        ("bezahlung", "bezahl*"),
        ("去支付", "支付"),
        ("支 付", "支付"),
    ]:
        assert terms.search(text) == term, text
    for text in ("paypal", "payment", "replay", "displace order"):
        assert terms.search(text) is None, text
    assert terms.search("pay now", prefix=True) == "pay"
    assert terms.search("now pay", prefix=True) is None
    assert terms.search("pay now", whole=True) is None


def test_bundled_lists_cover_nine_languages() -> None:
    terms = load_terms()
    assert terms.languages == ["en", "zh", "ja", "ko", "de", "fr", "es", "pt", "ru"]
    for word, kind in [
        ("bezahlen", "payment"), ("payer", "payment"), ("pagar", "payment"),
        ("оплатить", "payment"), ("下单", "purchase"), ("購入", "purchase"),
        ("송금", "transfer"), ("uninstall", "uninstall"),
    ]:  # fmt: skip
        found = terms.operation(fold(word))
        assert found is not None and found.kind == kind, word
