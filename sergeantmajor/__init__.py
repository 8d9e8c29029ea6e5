"""Sergeant Major (3-5-8 / 8-5-3): the three-player trick-taking game."""

__version__ = "0.1.0"
