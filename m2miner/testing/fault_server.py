"""The fault-injecting model server, for the tests that import or run it from here
(``python -m m2miner.testing.fault_server``); it is a product feature, in
:mod:`m2miner.rehearsal.fault_server`."""

from m2miner.rehearsal.fault_server import FaultServer, main, parse_rates, serve_faults

__all__ = ["FaultServer", "main", "parse_rates", "serve_faults"]

if __name__ == "__main__":
    main()
