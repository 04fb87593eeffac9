"""A small deterministic PRNG whose whole state is one integer (so forks and saves copy it for free
and games replay byte for byte on any Python version). Algorithm: splitmix64."""
from __future__ import annotations

MASK = (1 << 64) - 1


def next_u64(state: int) -> tuple[int, int]:
    """Return (new_state, output)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """Uniform integer in [0, n) (rejection sampling, no modulo bias)."""
    if n <= 0:
        raise ValueError("n must be positive")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        state, v = next_u64(state)
        if v < limit:
            return state, v % n


def seed_state(seed: int) -> int:
    s, _ = next_u64((seed * 0x2545F4914F6CDD1D) & MASK)
    return s
