"""``m2miner doctor``: check what mining needs, and say how to fix what is missing.

:func:`run_checks` returns one :class:`Check` per thing checked: adb and its devices,
Appium servers and a local Appium install, Chromium and chromedriver for web apps and
their start URLs, each
configured model endpoint, the database, free disk space, optional extras. A missing
part the configuration does not use is a warning; one it uses is a failure.
"""

from __future__ import annotations

from m2miner.config import Config
from m2miner.doctor.base import Check, Needs, Status
from m2miner.doctor.device_checks import adb_checks, app_url_checks, appium_checks, web_checks
from m2miner.doctor.env_checks import disk_checks, extras_checks, model_checks, store_checks

__all__ = ["Check", "Needs", "Status", "run_checks"]


def run_checks(config: Config, *, timeout_s: float = 5.0) -> list[Check]:
    """Every check for ``config``, in the order ``m2miner doctor`` prints them.

    ``timeout_s`` bounds each network probe (model servers; device probes use 2 s).
    Never raises for what it finds: problems are checks with status ``fail``/``warn``.
    """
    needs = Needs.of(config)
    return [
        *adb_checks(config, needs),
        *appium_checks(config, needs),
        *web_checks(needs),
        *app_url_checks(config),
        *model_checks(config, timeout_s=timeout_s),
        *store_checks(config),
        *disk_checks(config),
        *extras_checks(needs),
    ]
