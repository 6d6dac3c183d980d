"""The fuzz scripts of `benchmarks/` as modules, for the tests that run a small seeded slice
of them (the scripts themselves run the long versions and print figures)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"


def script(name: str) -> ModuleType:
    """`benchmarks/NAME.py`, imported once."""
    key = f"benchmarks_{name}"
    if key not in sys.modules:
        spec = importlib.util.spec_from_file_location(key, BENCHMARKS / f"{name}.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[key] = module
        spec.loader.exec_module(module)
    return sys.modules[key]
