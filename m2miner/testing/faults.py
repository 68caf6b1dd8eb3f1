"""The fault-injecting device wrapper, for the tests that import it from here; it is a
product feature, in :mod:`m2miner.rehearsal.faults`."""

from m2miner.rehearsal.faults import FaultyDevice, FaultySnapshotDevice, wrap_faulty

__all__ = ["FaultyDevice", "FaultySnapshotDevice", "wrap_faulty"]
