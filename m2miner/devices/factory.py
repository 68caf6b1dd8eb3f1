"""Opening a device from a spec (``sim``, ``adb:SERIAL``, ``appium:URL``) and an app alias."""

from __future__ import annotations

from dataclasses import dataclass

from m2miner.actions import Domain
from m2miner.config import AppConfig, Config
from m2miner.config_sources import BadValueError, closest, did_you_mean
from m2miner.devices.base import AppTarget, Device
from m2miner.devices.seed import AppSetup
from m2miner.errors import ConfigError
from m2miner.registry import DEVICES


@dataclass(frozen=True)
class DeviceSpec:
    """A device kind and, for real devices, its address (serial or server URL)."""

    kind: str
    address: str | None = None

    @classmethod
    def parse(cls, text: str) -> DeviceSpec:
        kind, _, address = text.partition(":")
        if not kind:
            raise ConfigError(
                f"device spec {text!r} names no kind; use sim, adb:SERIAL or appium:URL"
            )
        if kind not in DEVICES.names():
            names = DEVICES.names()
            best = closest(kind, names)
            raise BadValueError(
                f"device {text!r}: {kind!r} is not a device kind; expected one of: "
                f"{', '.join(names)}{did_you_mean(kind, names)}",
                corrections=[(text, f"{best}:{address}" if address else best)] if best else [],
                hint="use sim, adb:SERIAL or appium:URL (`m2miner devices` lists what is there)",
            )
        return cls(kind, address or None)

    @classmethod
    def configured(cls, config: Config) -> str:
        """The device the config names: ``device.kind``, with ``device.serial`` when set
        (a sim has no address)."""
        kind, serial = config.device.kind, config.device.serial
        return f"{kind}:{serial}" if serial and kind != "sim" else str(kind)

    def __str__(self) -> str:
        return f"{self.kind}:{self.address}" if self.address else self.kind


def app_target(config: Config, app: str, kind: str) -> tuple[AppTarget, Domain]:
    """Resolve an app alias: a bundled sim app on ``sim``, else an entry of ``[apps]``."""
    if kind == "sim":
        return _sim_target(config, app)
    if app in config.apps:
        entry = config.apps[app]
        if entry.domain == "web" and kind == "adb":
            raise ConfigError(
                f"app {app!r} is a web app; adb drives Android apps only",
                hint="mine it with --device appium:http://HOST:PORT (Chromium through Appium)",
            )
        return _config_target(app, entry), entry.domain
    raise ConfigError(
        f"app {app!r} is not configured for {kind} devices",
        hint=f'add [apps.{app}] with package = "..." (Android) or url = "..." (web) to the config',
    )


def _sim_target(config: Config, app: str) -> tuple[AppTarget, Domain]:
    from m2miner.devices.sim import list_apps, load_app

    if app not in list_apps():
        hint = "run `m2miner apps` to list them, or add [apps.NAME] to your config"
        if app in config.apps:
            hint = f"{app!r} is a real app in your config: --device adb:SERIAL or appium:URL"
        raise ConfigError(
            f"no simulated app named {app!r}{did_you_mean(app, list_apps())}; "
            f"sim apps: {', '.join(list_apps())}",
            hint=hint,
        )
    return AppTarget(name=app, package=load_app(app).package), "mobile"


def _config_target(name: str, entry: AppConfig) -> AppTarget:
    return AppTarget(
        name=name,
        package=entry.package,
        activity=entry.activity,
        url=entry.url,
        allowed_packages=tuple(entry.allowed_packages),
        allowed_url_prefixes=tuple(entry.allowed_url_prefixes),
        setup=AppSetup.from_config(entry.setup.model_dump()),
    )


def android_apps(config: Config) -> dict[str, AppTarget]:
    """The config's Android apps by alias: what ``open(NAME)`` may launch on a real device."""
    return {
        name: _config_target(name, entry)
        for name, entry in config.apps.items()
        if entry.domain == "mobile" and entry.package
    }


def open_backend(
    config: Config, spec: DeviceSpec, app: str, *, index: int, domain: Domain
) -> Device:
    cls = DEVICES.resolve(spec.kind)
    device_config = config.device
    if spec.kind == "sim":
        from m2miner.devices.sim import Realism

        return cls(
            app,
            width=device_config.width,
            height=device_config.height,
            realism=Realism(**device_config.sim.model_dump(exclude={"render"})),
            seed=config.seed + index,
            index=index,
            render=device_config.sim.render,
        )  # type: ignore[no-any-return]
    if spec.kind == "adb":
        serial = spec.address or device_config.serial
        return cls(serial, config=device_config, apps=android_apps(config))  # type: ignore[no-any-return]
    if spec.kind == "appium":
        url = spec.address or device_config.serial
        if not url:
            raise ConfigError(
                "an appium device needs a server URL: --device appium:http://HOST:PORT"
            )
        apps = android_apps(config)
        return cls(url, config=device_config, domain=domain, apps=apps)  # type: ignore[no-any-return]
    return cls(spec.address, config=device_config)  # type: ignore[no-any-return]
