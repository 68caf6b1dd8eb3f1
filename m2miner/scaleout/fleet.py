"""The fleet file: which devices each host of a Ray cluster reaches.

.. code-block:: yaml

    hosts:
      - name: rack1-a            # a label of your choice, one per Ray node
        adb: [emulator-5554, emulator-5556]
        appium: [http://127.0.0.1:4723]
        sim: 4                   # simulated devices (tests, benchmarks, a dry run)

Each device becomes a Ray custom resource ``device:<host>/<id>`` (``<id>`` is the adb
serial, ``appium<i>`` or ``sim<i>``) that only the node of its host offers, so its
actor is placed where the device can be reached and comes back there when Ray restarts
it. :func:`node_resources` gives the ``--resources`` JSON of a host's ``ray start``
(``m2miner fleet resources HOST`` prints it).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from m2miner.errors import ConfigError


@dataclass(frozen=True)
class FleetDevice:
    """One device of the fleet: its host, id on that host and device spec."""

    host: str
    id: str
    spec: str
    """``sim``, ``adb:SERIAL`` or ``appium:URL`` (a device spec, as ``--device`` takes)."""

    @property
    def resource(self) -> str:
        """The Ray custom resource only this device's host offers."""
        return f"device:{self.host}/{self.id}"

    @property
    def name(self) -> str:
        return f"{self.host}/{self.id}"


@dataclass(frozen=True)
class Fleet:
    """Every device of the cluster, host by host, in file order."""

    devices: tuple[FleetDevice, ...]

    @property
    def hosts(self) -> list[str]:
        return list(dict.fromkeys(d.host for d in self.devices))

    def on(self, host: str) -> list[FleetDevice]:
        return [d for d in self.devices if d.host == host]

    @classmethod
    def sim(cls, hosts: dict[str, int]) -> Fleet:
        """A fleet of sim devices: ``{"w1": 4, "w2": 4}``."""
        return parse_fleet({"hosts": [{"name": h, "sim": n} for h, n in hosts.items()]})


def parse_fleet(data: Any, source: str = "fleet") -> Fleet:
    """A fleet from the parsed YAML; ConfigError naming what is wrong."""
    hosts = data.get("hosts") if isinstance(data, dict) else None
    if not isinstance(hosts, list) or not hosts:
        raise ConfigError(f"{source}: expected `hosts:` with a list of hosts")
    devices: list[FleetDevice] = []
    for entry in hosts:
        devices.extend(_host_devices(entry, source))
    names = [d.name for d in devices]
    if len(names) != len(set(names)):
        raise ConfigError(f"{source}: a device is listed twice on one host")
    if not devices:
        raise ConfigError(f"{source}: no device is listed")
    return Fleet(tuple(devices))


def _host_devices(entry: Any, source: str) -> list[FleetDevice]:
    if not isinstance(entry, dict) or not isinstance(entry.get("name"), str):
        raise ConfigError(f"{source}: each host needs a `name`")
    host = entry["name"]
    unknown = set(entry) - {"name", "adb", "appium", "sim"}
    if unknown:
        raise ConfigError(f"{source}: host {host}: unknown keys {sorted(unknown)}")
    if not host or any(c in host for c in "/: "):
        raise ConfigError(f"{source}: host name {host!r} may not contain '/', ':' or spaces")
    out = [FleetDevice(host, str(s), f"adb:{s}") for s in _list(entry, "adb", source)]
    urls = _list(entry, "appium", source)
    out += [FleetDevice(host, f"appium{i}", f"appium:{u}") for i, u in enumerate(urls)]
    sims = entry.get("sim", 0)
    if not isinstance(sims, int) or sims < 0:
        raise ConfigError(f"{source}: host {host}: `sim` is a number of devices")
    out += [FleetDevice(host, f"sim{i}", "sim") for i in range(sims)]
    return out


def _list(entry: dict[str, Any], key: str, source: str) -> list[str]:
    value = entry.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ConfigError(f"{source}: host {entry['name']}: `{key}` is a list of strings")
    return value


def load_fleet(path: Path) -> Fleet:
    """Read a fleet file."""
    import yaml

    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ConfigError(
            f"cannot read the fleet file {path}: {exc}", hint="set ray.fleet"
        ) from exc
    except yaml.YAMLError as exc:
        raise ConfigError(f"fleet file {path} is not valid YAML: {exc}") from exc
    return parse_fleet(data, str(path))


def node_resources(fleet: Fleet, host: str) -> str:
    """The ``--resources`` JSON for ``ray start`` on ``host``."""
    devices = fleet.on(host)
    if not devices:
        raise ConfigError(f"host {host!r} is not in the fleet", hint=f"hosts: {fleet.hosts}")
    return json.dumps({d.resource: 1 for d in devices})
