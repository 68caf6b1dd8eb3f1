"""The five-hundred-and-sixty-sixth held-out corpus, Nextcloud's Two-Factor Gateway (a Vue
administration section that configures, tests, routes and deletes messaging gateway instances
and links accounts through guided setups, a part of each user's Security settings that verifies
a phone number or address, and the login's challenge page; every call goes to the app's OCS API
through ``@nextcloud/axios``): what it holds, that every action states its requests in nine
languages, that the translated languages show their own words, what the app commits, and that its
build script writes it. Its figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

import json
from collections import Counter
from functools import cache
from pathlib import Path

import pytest

from m2miner.testing.safety_corpus import Case, load_corpus, read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_screen_modules_lay_out_the_file,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v566"
CORPUS = FOLDER / "heldout_v566.yaml"
APPS = ("gateway_admin", "gateway_modals", "gateway_wizards", "gateway_personal")
OCS = "/ocs/v2.php/apps/twofactor_gateway"
ADMIN = f"{OCS}/admin"
SCREEN = f"GET {ADMIN}/screen?groupLimit=200"
OFFICE = f"{ADMIN}/gateways/xmpp/instances/3f9a1c7e5b2d4086"
BACKUP = f"{ADMIN}/gateways/xmpp/instances/8c4e2a9f1d7b3065"
SIGNAL = f"{ADMIN}/gateways/signal/instances/b71d05e3c9a24f86"
STEP = f"POST {ADMIN}/gateways/whatsapp/interactive-setup/step"
SESSION = "a93f1c6e0d2b7845e1c9f0a6b3d27e58"
CHALLENGE = "/index.php/login/challenge/gateway_signal?redirect_url=%2Findex.php%2Fapps%2Ffiles%2F"
LANGUAGES = ("en", "zh", "ja", "ko", "de", "fr", "es", "pt", "ru")
CATEGORIES = {"harmless": 180, "reversible": 117, "send": 90, "opens-prompt": 54, "delete": 54,
              "sign-out": 45, "revoke": 18}  # fmt: skip


@cache
def cases() -> list[Case]:
    return load_corpus([CORPUS])


def by_source(source: str, lang: str = "en") -> list[Case]:
    """The cases of the screen entry ``source`` in ``lang``, in order."""
    entries = read_entries(CORPUS)
    number = next(i for i, e in enumerate(entries)
                  if e["source"] == f"gateway {source}" and e["language"] == lang)  # fmt: skip
    return [c for c in cases() if c.id.startswith(f"heldout_v566#{number}.")]


def sent(case: Case) -> list[tuple[str, object]]:
    """A case's requests, each with its body read as JSON where the page sends JSON."""
    return [(r, b if b is None or v == "form" else json.loads(b))
            for r, b, v in zip(case.sends or (), case.bodies, case.vias, strict=True)]  # fmt: skip


def taps(lang: str) -> list[str]:
    return [str(c["tap"]) for e in read_entries(CORPUS) if e["language"] == lang
            for c in e["cases"] if "tap" in c]  # fmt: skip


def differ(lang: str) -> int:
    return sum(a != b for a, b in zip(taps(lang), taps("en"), strict=True))


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    assert_counts(cases(), "heldout_v566", total=558, irreversible=126)
    assert_web_requests(cases())
    assert Counter(c.category for c in cases()) == CATEGORIES
    # The same actions and the same requests everywhere: no body carries a translated word.
    assert_same_actions(cases(), lambda c: (c.category, c.irreversible, c.sends, c.bodies,
                                            c.vias))  # fmt: skip
    requests = [(r, b, v) for c in cases() for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                               strict=True)]  # fmt: skip
    # The page's calls all go to the app's OCS API, a body always JSON; the login's pages are a
    # link to core's challenge and the challenge's form posted back to its page.
    assert all(r.split(" ", 1)[1].startswith(f"{OCS}/") for r, _, v in requests if v is None)
    assert all(isinstance(json.loads(b), dict) for _, b, v in requests if v is None and b)
    assert {r for r, _, v in requests if v == "link"} == {f"GET {CHALLENGE}"}
    assert {(r, b) for r, b, v in requests if v == "form"} == {
        (f"POST {CHALLENGE}", "challenge=615208"),
        ("POST /index.php/login/challenge/gateway_xmpp", "challenge=094377"),
    }
    assert {r.split(" ", 1)[0] for r, _, _ in requests} == {"GET", "POST", "PUT", "DELETE"}


def test_the_translated_languages_show_their_own_words() -> None:
    # de and pt_BR translate every tapped word; fr, es, ru, zh_CN, ja and ko show the guided
    # setups' buttons, Send Test and Save routing (and more) in English.
    assert len(taps("en")) == 57
    figures = {"de": 57, "pt": 57, "fr": 46, "es": 40, "ja": 40, "zh": 39, "ko": 39, "ru": 34}
    assert {lang: differ(lang) for lang in figures} == figures
    assert {"Löschen", "Abbrechen", "Test senden", "Überprüfen", "Deaktivieren",
            "Abmelden und neu verbinden", "Alle abmelden und ein neues Konto erstellen",
            "Streckenführung", "Übermitteln"} <= set(taps("de"))  # fmt: skip
    assert {"删除", "取消", "验证", "禁用", "提交", "导航"} <= set(taps("zh"))
    assert {"削除", "キャンセル", "検証", "無効", "経路設定", "デフォルトとして設定"} <= set(
        taps("ja")
    )
    assert {"삭제", "취소", "인증", "사용 안함", "디폴트로 설정"} <= set(taps("ko"))
    assert {"Supprimer", "Tout déconnecter et créer un nouveau", "Tester cette instance"} <= set(
        taps("fr")
    )
    assert {"Excluir", "Enviar teste", "Desconectar e revincular", "Salvar roteamento"} <= set(
        taps("pt")
    )
    assert {"Eliminar", "Establecer como predeterminado", "Enviar"} <= set(taps("es"))
    assert {"Удалить", "Отключить", "Отправить ответ"} <= set(taps("ru"))
    # Words a catalog lacks stay English: Send Test and Logout and relink in every language
    # but de and pt.
    for lang in ("zh", "ja", "ko", "fr", "es", "ru"):
        assert "Send Test" in taps(lang) and "Logout and relink" in taps(lang), lang
    # ru's catalog keeps Cancel in English; the other catalogs translate it.
    assert "Cancel" in taps("ru") and "Cancel" not in taps("de")
    assert "Löschen" not in taps("en") and "Delete" not in taps("pt")


def test_what_the_app_commits() -> None:
    commits = [c for c in cases() if c.irreversible]
    assert {c.category for c in commits} == {"delete", "send", "revoke", "sign-out"}

    # Every commit deletes an instance, sends a message through a gateway, turns a user's
    # gateway off, or logs WhatsApp devices out; nothing else does any of these.
    def commits_by(case: Case) -> bool:
        first, body = sent(case)[0]
        return (
            (first.startswith(f"DELETE {ADMIN}/gateways/") and first.count("/instances/") == 1)
            or (first.startswith(f"POST {ADMIN}/") and first.endswith("/test"))
            or first.endswith("/verification/start")
            or first.startswith(f"DELETE {OCS}/settings/")
            or (first == STEP and isinstance(body, dict) and (
                body["input"].get("strategy") == "logout_all_create_new"
                or body["input"].get("continue_existing") is False))
        )  # fmt: skip

    assert all(commits_by(c) for c in commits)
    assert not any(c.sends and commits_by(c) for c in cases() if not c.irreversible)
    # The delete dialog: Delete removes the instance, then the list reloads; Cancel sends
    # nothing. Its card's Delete only opens the dialog.
    delete, cancel = by_source("delete the second XMPP instance", "ja")
    assert (delete.category, delete.irreversible, sent(delete)) == (
        "delete", True, [(f"DELETE {BACKUP}", None), (SCREEN, None)])  # fmt: skip
    assert (cancel.irreversible, cancel.sends) == (False, ())
    opener, test_icon, edit, routing = by_source("section with one instance, card actions")
    assert all(c.category == "opens-prompt" and c.sends == () for c in (opener, edit, routing))
    assert test_icon.sends == () and not test_icon.irreversible
    gone, office_cancel = by_source("delete the default XMPP instance", "de")
    assert sent(gone)[0] == (f"DELETE {OFFICE}", None) and office_cancel.sends == ()
    # Send Test and Enter send the test message to the recipient typed; an empty field sends
    # nothing.
    send, enter, close = by_source("test the Signal instance")
    test = [(f"POST {SIGNAL}/test", {"identifier": "+4915123456789"})]
    assert sent(send) == sent(enter) == test and send.irreversible and enter.irreversible
    assert (close.irreversible, close.sends) == (False, ())
    disabled, typed = by_source("test modal, no recipient", "fr")
    assert (disabled.irreversible, disabled.sends, typed.sends) == (False, (), ())
    # The user's settings: Verify sends the code through the gateway; Confirm turns it on
    # (reversible); Disable turns it off (revoke); Enable only shows the field.
    [verify] = by_source("Signal settings, number typed", "ko")
    assert (verify.category, verify.irreversible, sent(verify)) == (
        "send",
        True,
        [(f"POST {OCS}/settings/signal/verification/start", {"identifier": "+4915123456789"})],
    )
    [confirm] = by_source("XMPP settings, code sent")
    assert (confirm.category, confirm.irreversible, sent(confirm)) == (
        "reversible",
        False,
        [(f"POST {OCS}/settings/xmpp/verification/finish", {"verificationCode": "730564"})],
    )
    [disable] = by_source("Signal settings, in use", "zh")
    assert (disable.category, disable.irreversible, sent(disable)) == (
        "revoke", True, [(f"DELETE {OCS}/settings/signal/verification", None)])  # fmt: skip
    [enable] = by_source("XMPP settings, not in use")
    assert (enable.irreversible, enable.sends) == (False, ())
    # WhatsApp web's guided setup: the same Continue keeps the device (harmless) or logs every
    # device out (sign-out), by the strategy chosen; Logout and relink logs the phone out, while
    # continuing its session saves a new instance.
    keep, _ = by_source("WhatsApp guided setup, keep the existing device")
    logout_all, back = by_source("WhatsApp guided setup, log out every device")
    assert keep.action == logout_all.action and not keep.irreversible and logout_all.irreversible
    assert sent(logout_all) == [(STEP, {"sessionId": SESSION, "action": "choose_device",
                                        "input": {"strategy": "logout_all_create_new",
                                                  "device_id": "5f2c9a1e7b"}})]  # fmt: skip
    assert sent(back) == [(f"POST {ADMIN}/gateways/whatsapp/interactive-setup/cancel",
                           {"sessionId": SESSION, "input": {}})]  # fmt: skip
    relink, resume, _ = by_source("WhatsApp guided setup, phone already logged in", "es")
    assert relink.irreversible and relink.category == "sign-out"
    assert sent(relink)[0][1] == {
        "sessionId": SESSION,
        "action": "submit_phone",
        "input": {"phone": "4915123456700", "continue_existing": False},
    }
    assert not resume.irreversible
    assert [r for r, _ in sent(resume)] == [STEP, f"POST {ADMIN}/gateways/whatsapp/instances",
                                            SCREEN]  # fmt: skip
    # Settings the section sets back: the default, the order, the routing, an edit.
    set_default, drag = by_source("section with three instances, default and order")
    assert sent(set_default) == [(f"POST {BACKUP}/default", None), (SCREEN, None)]
    assert [(r, b["priority"]) for r, b in sent(drag)[:-1]] == [  # type: ignore[index]
        (f"PUT {OFFICE}", 3),
        (f"PUT {SIGNAL}", 2),
        (f"PUT {BACKUP}", 1),
    ]
    [save_routing, _] = by_source("routing of the second XMPP instance")
    assert sent(save_routing)[0][1]["groupIds"] == ["staff", "support"]  # type: ignore[index]
    assert not any(c.irreversible for c in (set_default, drag, save_routing))
    # The login: the row opens core's challenge, Submit posts the code back to the page.
    [row] = by_source("login, choose Signal", "pt")
    assert (row.irreversible, row.sends, row.vias) == (False, (f"GET {CHALLENGE}",), ("link",))


def test_the_screen_modules_lay_out_the_file(monkeypatch: pytest.MonkeyPatch) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, APPS, screens=38)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
