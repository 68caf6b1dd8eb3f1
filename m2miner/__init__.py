"""m2miner: mine training data for GUI agents with MCTS guided by multimodal LLM agents."""

__version__ = "0.2.0"
