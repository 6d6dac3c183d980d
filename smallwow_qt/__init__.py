"""Small World of Warcraft for the desktop."""

__version__ = "0.1.0"
