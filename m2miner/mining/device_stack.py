"""A device as a run uses it: the backend under the wrappers that every run puts on it.

The wrappers live beside what they add (the safety policy in :mod:`m2miner.safety`, fault
injection in :mod:`m2miner.rehearsal`) and the backends in :mod:`m2miner.devices`; this is
where they are put together, above all three, so that none of them imports another.
"""

from __future__ import annotations

from m2miner.actions import Domain
from m2miner.config import Config
from m2miner.devices.base import Device
from m2miner.devices.factory import DeviceSpec, open_backend


def open_device(
    config: Config, spec: DeviceSpec, app: str, *, index: int = 0, domain: Domain = "mobile"
) -> Device:
    """Create the device backend ``spec`` names, set up for ``app``, wrapped in the
    safety policy (:class:`~m2miner.safety.wrapper.SafeDevice`, always) over a
    :class:`~m2miner.rehearsal.faults.FaultyDevice` when ``faults.device`` rates are set."""
    from m2miner.safety.wrapper import wrap_safe

    device = open_backend(config, spec, app, index=index, domain=domain)
    if config.faults.device.active:
        from m2miner.rehearsal.faults import wrap_faulty

        device = wrap_faulty(device, config.faults, index)
    return wrap_safe(device, config.safety)
