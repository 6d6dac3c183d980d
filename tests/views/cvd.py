"""Colour-vision-deficiency simulation for the tests: Machado, Oliveira & Fernandes (2009),
severity 1, applied in linear RGB; distances in CIELAB (ΔE 1976)."""

from __future__ import annotations

import math

PROTANOPIA = ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998))
DEUTERANOPIA = ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881))


def _linear(c: float) -> float:
    c /= 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _gamma(c: float) -> float:
    c = min(1.0, max(0.0, c))
    return 255.0 * (12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055)


def simulate(rgb: tuple[int, int, int], matrix) -> tuple[float, float, float]:
    lin = [_linear(v) for v in rgb]
    return tuple(_gamma(sum(m * v for m, v in zip(row, lin))) for row in matrix)


def lab(rgb) -> tuple[float, float, float]:
    r, g, b = (_linear(v) for v in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
    f = [t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116 for t in (x, y, z)]
    return 116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])


def delta_e(a, b) -> float:
    return math.dist(lab(a), lab(b))


def closest_pair(colours, matrix) -> float:
    """The smallest ΔE between two of `colours` as someone with that deficiency sees them."""
    seen = [simulate(c, matrix) for c in colours]
    return min(delta_e(a, b) for i, a in enumerate(seen) for b in seen[i + 1:])
