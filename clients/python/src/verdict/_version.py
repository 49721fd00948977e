__version__ = "5.0.0"
