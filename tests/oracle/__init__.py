"""Readable Python references (oracles) of the compiled core: the differential tests
check the compiled modules against them (docs/compiled-core.md)."""
