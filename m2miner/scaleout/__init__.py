"""Mining over many hosts: a Ray cluster of device actors and a shared store.

``fleet`` reads which devices each host reaches; ``worker`` is the device actor;
``schedule`` sends trees to free devices; ``driver`` runs a mining run on the cluster
(``m2miner mine --ray``). Ray is imported only inside these modules' functions.
"""
