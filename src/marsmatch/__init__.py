"""MarsMatch: rules engines for MarsMatch and Shengji, with records, judge and tools."""

__version__ = "0.1.0"
