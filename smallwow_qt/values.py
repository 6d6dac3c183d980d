"""The base of the small immutable values: the engine's actions, events and data, the boards'
shapes, the controller's small values.

A value lists its fields in `FIELDS`, in the order of its `__init__`'s parameters, and keeps
them in its `__dict__`. Two values are equal when they are of the same class with equal
fields; they hash by their fields, print as `Pick(player='ann', index=1)` and refuse to be
changed (`dataclasses.FrozenInstanceError`, as the frozen dataclasses they replace).

They are written out rather than made by `@dataclass(frozen=True)`: generating a frozen
dataclass's six methods compiles them at every start (~1 ms a class here, ~30 ms for the
engine's). Each class writes its `__init__`; `fields_of` and `replace` stand in for
`dataclasses.fields` and `dataclasses.replace`.
"""

from __future__ import annotations

from typing import Any, ClassVar, TypeVar

V = TypeVar("V", bound="Value")


class Value:
    FIELDS: ClassVar[tuple[str, ...]] = ()

    def __setattr__(self, name: str, value: Any) -> None:
        raise _frozen()(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise _frozen()(f"cannot delete field {name!r}")

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return self.__dict__ == other.__dict__
        return NotImplemented

    def __hash__(self) -> int:
        fields = self.__dict__
        return hash(tuple([fields[name] for name in self.FIELDS]))

    def __repr__(self) -> str:
        fields = self.__dict__
        shown = ", ".join(f"{name}={fields[name]!r}" for name in self.FIELDS)
        return f"{type(self).__qualname__}({shown})"


def _frozen() -> type[AttributeError]:
    """`dataclasses.FrozenInstanceError`, imported when first raised: nothing else on the way
    to the first paint needs `dataclasses` (~1.5 ms to import)."""
    from dataclasses import FrozenInstanceError
    return FrozenInstanceError


def fields_of(value: Value | type[Value]) -> tuple[str, ...]:
    """The names of a value's fields, in order."""
    return value.FIELDS


def replace(value: V, **changes: Any) -> V:
    """A copy of `value` with some fields changed (through its `__init__`)."""
    unknown = set(changes) - set(value.FIELDS)
    if unknown:
        raise TypeError(f"{type(value).__name__} has no field {', '.join(sorted(unknown))}")
    return type(value)(**{name: changes.get(name, getattr(value, name)) for name in value.FIELDS})


class Record:
    """The base of the game state's mutable parts (`state.py`): each names its fields in
    `FIELDS` and keeps them in `__slots__`. Equal when of the same class with equal fields
    (in `FIELDS`: a slot left out of it is not compared); not hashable, as they change."""

    __slots__ = ()
    FIELDS: ClassVar[tuple[str, ...]] = ()
    __hash__ = None     # type: ignore[assignment]

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return all(getattr(self, name) == getattr(other, name) for name in self.FIELDS)
        return NotImplemented

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.FIELDS)
        return f"{type(self).__qualname__}({shown})"
