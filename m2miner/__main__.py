"""``python -m m2miner`` runs the command line."""

from m2miner.cli import main

main()
