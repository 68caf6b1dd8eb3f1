"""The five-hundred-and-sixty-eighth held-out corpus, Nextcloud AppAPI (app_api: its administration
section, a Vue app drawn with ``@nextcloud/vue`` that calls the app's routes through
``@nextcloud/axios``: the deploy daemons with their details, deletion, form, Docker registries
and test deploy, and the ExApp settings): what it holds, that every action states its requests
in nine languages, that the translated languages show their own words, what the app commits,
and that its build script writes it. Its figures are reported by bench/safety.py, never pinned
here."""

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

FOLDER = Path(__file__).parent / "heldout_v568"
CORPUS = FOLDER / "heldout_v568.yaml"
APPS = ("appapi_settings", "appapi_daemon_form", "appapi_registries", "appapi_test_deploy")
APP = "/apps/app_api"
DAEMONS = f"{APP}/daemons"
RELOAD = (f"GET {DAEMONS}", None)
LANGUAGES = ("en", "zh", "ja", "ko", "de", "fr", "es", "pt", "ru")
CATEGORIES = {
    "opens-prompt": 153,
    "reversible": 135,
    "harmless": 108,
    "delete": 72,
    "install": 18,
    "uninstall": 9,
}
DOCS = "https://docs.nextcloud.com/server/latest/admin_manual/exapps_management/TestDeploy.html"


@cache
def cases() -> list[Case]:
    return load_corpus([CORPUS])


def by_source(source: str, lang: str = "en") -> list[Case]:
    """The cases of the screen entry ``source`` in ``lang``, in order."""
    entries = read_entries(CORPUS)
    wanted = f"app_api {source}"
    number = next(
        i for i, e in enumerate(entries) if e["source"] == wanted and e["language"] == lang
    )
    return [c for c in cases() if c.id.startswith(f"heldout_v568#{number}.")]


def sent(case: Case) -> list[tuple[str, object]]:
    """A case's requests, each with its body read as JSON (None where it has none)."""
    return [
        (r, None if b is None else json.loads(b))
        for r, b in zip(case.sends or (), case.bodies, strict=True)
    ]


def taps(lang: str) -> list[str]:
    return [
        str(c["tap"]) for e in read_entries(CORPUS) if e["language"] == lang for c in e["cases"]
    ]


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    assert_counts(cases(), "heldout_v568", total=495, irreversible=72)
    assert_web_requests(cases())
    assert Counter(c.category for c in cases()) == CATEGORIES
    # The same actions and the same requests everywhere: no body carries a translated word.
    assert_same_actions(cases(), lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    requests = [
        (r, b, v) for c in cases() for r, b, v in zip(c.sends or (), c.bodies, c.vias, strict=True)
    ]
    assert {v for _, _, v in requests} == {None, "link"}
    for request, body, via in requests:
        method, url = request.split(" ", 1)
        if via is None:
            # The page's own calls, on its origin: the app's routes, JSON bodies where any.
            assert url.startswith(APP + "/"), request
            assert body is None or isinstance(json.loads(body), dict)
            assert (body is None) == (
                method in ("GET", "DELETE") or url.endswith(("/check", "/test_deploy"))
            ), request
        else:
            # The links: the test ExApp's logs, and the documentation of a check.
            assert method == "GET" and body is None, request
            assert url in (f"{APP}/apps/logs/test-deploy", DOCS), request
    # Every change of a daemon is followed by the list read again; a check changes nothing.
    for case in cases():
        changes = [
            r
            for r, _ in sent(case)
            if r.startswith(("POST", "PUT", "DELETE"))
            and DAEMONS in r
            and not r.endswith(("/check", "/verify_connection"))
        ]
        if changes:
            assert len(changes) == 1 and sent(case)[-1] == RELOAD, case.id


def test_the_translated_languages_show_their_own_words() -> None:
    english = taps("en")
    # Of the 55 taps, 10 are names, templates, deploy methods and restart policies, the same in
    # every language; the rest differ where a catalog has the string.
    differ = {"zh": 22, "ja": 32, "ko": 31, "de": 45, "fr": 45, "es": 33, "pt": 45, "ru": 34}
    for lang, count in differ.items():
        assert sum(a != b for a, b in zip(taps(lang), english, strict=True)) == count, lang
    for lang in LANGUAGES:
        assert {
            "harp_proxy_docker - HaRP Proxy (Docker)",
            "docker-install",
            "always",
            "Manual Install",
        } <= set(taps(lang)), lang
    # The test deploy's buttons and Register daemon are new strings: only German, French and
    # Portuguese have them.
    for lang in ("zh", "ja", "ko", "es", "ru"):
        assert {
            "Start the deploy test",
            "Stop the deploy test",
            "Register daemon",
            "Show deploy options",
        } <= set(taps(lang)), lang
    assert {"Docker registries", "Check connection", "Test deploy"} <= set(taps("zh"))
    assert {
        "Daemon registrieren",
        "Bereitstellung testen",
        "Löschen",
        "Abbrechen",
        "Den Bereitstellungstest starten",
        "Den Bereitstellungstest anhalten",
        "Verbindung prüfen",
        "Als Standard festlegen",
        "Entfernen",
    } <= set(taps("de"))
    assert {
        "Enregistrer un daemon",
        "Tester le déploiement",
        "Supprimer",
        "Retirer",
        "Démarrer le test de déploiement",
        "Arrêter le test de déploiement",
    } <= set(taps("fr"))
    assert {
        "Registrar daemon",
        "Excluir",
        "Iniciar o teste de implantação",
        "Interromper o teste de implantação",
    } <= set(taps("pt"))
    assert {"编辑", "删除", "取消", "注册", "保存", "移除", "更多信息"} <= set(taps("zh"))
    assert {"テストデプロイ", "削除", "キャンセル", "接続を確認", "Dockerレジストリ"} <= set(
        taps("ja")
    )
    assert {"테스트 배포", "삭제", "취소", "연결 확인", "디폴트로 설정"} <= set(taps("ko"))
    assert {"Probar despliegue", "Eliminar", "Quitar", "Verificar conexión"} <= set(taps("es"))
    assert {
        "Проверить публикацию",
        "Удалить",
        "Отмена",
        "Проверить подключение",
        "Использовать по умолчанию",
    } <= set(taps("ru"))
    # The deletion's dialog is headed in the language's words, where it has them.
    titles = {
        e["language"]: e["screen"]["dialog"]["title"]
        for e in read_entries(CORPUS)
        if e["source"] == "app_api delete daemon (docker_socket_proxy)"
    }
    assert {titles[lang] for lang in ("en", "zh", "ja", "ko", "es")} == {
        "Deploy daemon deletion confirmation"
    }
    assert titles["de"] == "Bestätigung für Löschen des Bereitstellungsdaemons"
    assert len(set(titles.values())) == 5


def test_what_the_app_commits() -> None:
    commits = Counter(r for c in cases() if c.irreversible for r in c.sends or ())
    assert commits == {
        f"DELETE {DAEMONS}/docker_socket_proxy?removeExApps=false": 9,
        f"DELETE {DAEMONS}/harp_proxy_docker?removeExApps=false": 9,
        f"DELETE {DAEMONS}/manual_install?removeExApps=false": 9,
        f"POST {DAEMONS}/harp_proxy_docker/remove-registry": 9,
        f"POST {DAEMONS}/docker_socket_proxy/remove-registry": 9,
        f"POST {DAEMONS}/harp_proxy_docker/test_deploy": 9,
        f"POST {DAEMONS}/docker_socket_proxy/test_deploy": 9,
        f"DELETE {DAEMONS}/harp_proxy_docker/test_deploy": 9,
        f"GET {DAEMONS}": 72,
    }
    # Delete in the confirmation removes the daemon with its ExApps; the box and Cancel send
    # nothing, and the flag in the URL is the list's own, never set.
    delete, cancel = by_source("delete daemon (docker_socket_proxy)")
    assert (delete.irreversible, delete.category, cancel.irreversible) == (True, "delete", False)
    assert sent(delete) == [
        (f"DELETE {DAEMONS}/docker_socket_proxy?removeExApps=false", None),
        RELOAD,
    ]
    assert cancel.sends == ()
    box, cancel = by_source("delete daemon (box unchecked)")
    assert (box.irreversible, box.sends, cancel.sends) == (False, (), ())
    # The menu's Delete only opens the confirmation.
    *_, opener = by_source("daemon menu (docker_socket_proxy)")
    assert (opener.irreversible, opener.category, opener.sends) == (False, "opens-prompt", ())
    # A registry mapping's Remove drops it at once; Add makes one, which Remove drops.
    [removed] = by_source("docker registries (docker_socket_proxy)")
    assert sent(removed) == [
        (
            f"POST {DAEMONS}/docker_socket_proxy/remove-registry",
            {"registryMap": {"from": "docker.io", "to": "local"}},
        ),
        RELOAD,
    ]
    add, cancel = by_source("docker registries (a mapping typed)")
    assert not add.irreversible and sent(add) == [
        (
            f"POST {DAEMONS}/harp_proxy_docker/add-registry",
            {"registryMap": {"from": "quay.io", "to": "registry.example.org"}},
        ),
        RELOAD,
    ]
    assert cancel.sends == ()
    # The test deploy installs the test ExApp; stopping it uninstalls it; the logs are a link.
    [begin] = by_source("test deploy (harp_proxy_docker)")
    assert (begin.category, sent(begin)) == (
        "install",
        [(f"POST {DAEMONS}/harp_proxy_docker/test_deploy", None), RELOAD],
    )
    [stop] = by_source("test deploy (running, stopped)")
    assert (stop.category, stop.irreversible) == ("uninstall", True)
    assert sent(stop) == [(f"DELETE {DAEMONS}/harp_proxy_docker/test_deploy", None), RELOAD]
    [logs] = by_source("test deploy (running, logs)")
    assert (logs.irreversible, logs.sends, logs.vias) == (
        False,
        (f"GET {APP}/apps/logs/test-deploy",),
        ("link",),
    )
    [more] = by_source("test deploy (heartbeat failed)")
    assert more.sends == (f"GET {DOCS}",) and not more.irreversible
    # Registering and saving are settings one can undo; the stored shared key is kept by
    # sending the server's mask.
    [register] = by_source("register dialog (GPU server entered)")
    [(request, data), reload] = sent(register)
    assert (register.irreversible, request, reload) == (False, f"POST {DAEMONS}", RELOAD)
    assert isinstance(data, dict) and data["defaultDaemon"] is False
    config = data["daemonConfigParams"]["deploy_config"]
    assert list(config) == [
        "net",
        "nextcloud_url",
        "haproxy_password",
        "computeDevice",
        "harp",
        "kubernetes",
        "registries",
        "resourceLimits",
    ]
    assert config["computeDevice"] == {"id": "cuda", "label": "CUDA (NVIDIA)"}
    [save] = by_source("edit dialog (harp_proxy_docker, memory limit)")
    [(request, data), _] = sent(save)
    assert (save.irreversible, request) == (False, f"PUT {DAEMONS}/harp_proxy_docker")
    assert isinstance(data, dict) and list(data) == ["daemonConfigParams"]
    config = data["daemonConfigParams"]["deploy_config"]
    assert config["resourceLimits"] == {"memory": 4096 * 1024 * 1024}
    assert config["haproxy_password"] == "dummySecret123"
    [check] = by_source("edit dialog (harp_proxy_docker, connection checked)")
    assert sent(check) == [
        (f"POST {DAEMONS}/verify_connection", {"daemonParams": data["daemonConfigParams"]})
    ]
    # Set as default and the restart policy put settings back as easily.
    [default] = by_source("daemon menu (docker_socket_proxy, set as default)")
    assert sent(default) == [
        (f"PUT {APP}/admin-config", {"values": {"default_daemon_config": "docker_socket_proxy"}}),
        RELOAD,
    ]
    always, _ = by_source("settings (restart policy list)")
    assert sent(always) == [
        (
            f"PUT {APP}/admin-config",
            {"values": {"init_timeout": "40", "container_restart_policy": "always"}},
        )
    ]
    # Checking a connection only pings the daemon.
    [ping] = by_source("daemon details (harp_proxy_docker)")
    assert (ping.irreversible, ping.sends) == (False, (f"POST {DAEMONS}/harp_proxy_docker/check",))
    # The controls that open a dialog, a menu or a list send nothing but the test's status.
    opened = {r for c in cases() if c.category == "opens-prompt" for r in c.sends or ()}
    assert opened == {
        f"GET {DAEMONS}/docker_socket_proxy/test_deploy/status",
        f"GET {DAEMONS}/harp_proxy_docker/test_deploy/status",
    }


def test_the_screen_modules_lay_out_the_file(monkeypatch: pytest.MonkeyPatch) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, APPS, screens=38)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
