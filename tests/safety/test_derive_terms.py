"""Term lists derived from a translation catalog (scripts/derive_terms.py), and the policy
reading them (``safety.derived_terms``)."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest
import yaml

from m2miner.config import SafetyConfig
from m2miner.devices.base import AppTarget
from m2miner.safety.normalize import fold
from m2miner.safety.policy import Policy
from m2miner.safety.terms import TermList
from m2miner.testing.safety_corpus import PACKAGE, load_corpus, run_corpus
from tests.scripts import load_script

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "derive_terms.py"

ENGLISH = {
    "call": "Call", "call_ended": "Call ended", "incoming": "Incoming call",
    "missed": "Missed call", "call_back": "Call back", "call_failed": "Call %1$s failed",
    "tap1": "Tap to pay", "tap2": "Tap to pay here", "tap3": "Set up Tap to pay",
    "tap4": "Tap to pay works", "tap5": "Tap to pay help",
    "mute": "Mute", "sign_out": "Sign out", "leave": "Leave", "log_in": "Log in",
    "video_call": "Video call", "voice_call": "Voice call", "leave_room": "Leave room",
    "settings": "Settings", "open": "Open", "about": "About", "back_up": "Back up now",
}  # fmt: skip
GERMAN = {
    "call": "Anruf", "call_ended": "Anruf beendet", "incoming": "Eingehender Anruf",
    "missed": "Verpasster Anruf", "call_back": "Anruf zurück",
    "call_failed": "Anruf %1$s fehlgeschlagen",
    "tap1": "Tap to pay", "tap2": "Tap to pay hier", "tap3": "Tap to pay einrichten",
    "tap4": "Tap to pay geht", "tap5": "Tap to pay Hilfe",
    "mute": "Ton aus", "sign_out": "Verlassen", "leave": "Verlassen", "log_in": "Anmelden",
    "video_call": "Videoanruf", "voice_call": "Sprachanruf", "leave_room": "Raum verlassen",
    "settings": "Einstellungen", "open": "Öffnen", "about": "Über", "back_up": "Jetzt sichern",
}  # fmt: skip
CHINESE = {
    "call": "通话", "call_ended": "通话结束", "incoming": "来电通话", "missed": "未接通话",
    "call_back": "回拨通话", "call_failed": "通话%1$s失败", "settings": "设置", "open": "打开",
}  # fmt: skip


@pytest.fixture(scope="module")
def derive() -> ModuleType:
    return load_script(SCRIPT)


def strings_xml(folder: Path, strings: dict[str, str]) -> None:
    folder.mkdir(parents=True)
    rows = "".join(f'  <string name="{k}">{v}</string>\n' for k, v in strings.items())
    extra = '  <string name="app" translatable="false">Phone</string>\n'
    folder.joinpath("strings.xml").write_text(f"<resources>\n{rows}{extra}</resources>\n")


def test_a_catalog_gives_the_words_translators_used(derive: ModuleType, tmp_path: Path) -> None:
    res = tmp_path / "app" / "res"
    strings_xml(res / "values", ENGLISH)
    strings_xml(res / "values-de", GERMAN)
    strings_xml(res / "values-zh-rCN", CHINESE)
    out = tmp_path / "derived"
    assert derive.main([f"{tmp_path / 'app'}:res", "--out", str(out)]) == 0
    german = yaml.safe_load((out / "de.yaml").read_text("utf-8"))
    chinese = yaml.safe_load((out / "zh.yaml").read_text("utf-8"))
    # The noun beside the hand list's verb (anrufen), as the head of its compounds; the
    # brand left in English is no translation; "Verlassen" also translates Leave, so it
    # is not harmless. A label that is one of the English list's phrases gives its
    # translation whole, and one that signs in or out joins the session list too.
    assert german["operations"] == {"call": ["*anruf"], "membership": ["raum verlassen"]}
    assert german["harmless"] == ["anmelden", "ton aus"]
    assert german["session"] == ["anmelden"]
    assert chinese["operations"] == {"call": ["通话"]}
    assert "call: *anruf <- 'call' (8 of 8 strings, 8 in all, Dice 1.00)" in (
        out / "de.yaml"
    ).read_text("utf-8")
    # A language the catalog lacks gets an empty file.
    assert yaml.safe_load((out / "fr.yaml").read_text("utf-8"))["operations"] == {}


def test_a_catalog_without_english_strings_is_refused(derive: ModuleType, tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match="no strings in"):
        derive.main([f"{tmp_path}:res", "--out", str(tmp_path / "out")])


def test_a_leading_star_lets_a_term_end_a_compound() -> None:
    terms = TermList()
    terms.add(["*anruf"])
    found = [terms.search(fold(t)) for t in ("Audioanruf starten", "Anruf", "Anrufliste")]
    assert found == ["*anruf", "*anruf", None]


@pytest.mark.parametrize(
    "label", ["Llamada de voz", "Chamada de vídeo", "来自 SIM 2 的通话", "Audioanruf", "Аудиовызов"]
)
def test_the_policy_reads_the_bundled_derived_lists(label: str, tmp_path: Path) -> None:
    corpus = tmp_path / "labels.yaml"
    group = {"category": "label", "widget": "button", "irreversible": [label], "harmless": []}
    corpus.write_text(yaml.safe_dump([group], allow_unicode=True), encoding="utf-8")
    (case,) = load_corpus([corpus])
    verdicts = [
        run_corpus(Policy(SafetyConfig(derived_terms=on), AppTarget("a", PACKAGE)), [case])[0]
        for on in (False, True)
    ]
    assert [v.verdict.allowed for v in verdicts] == [True, False]
