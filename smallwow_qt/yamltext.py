"""YAML read safely: safe tags only, bounded work whatever the text holds.

`yaml.safe_load` alone is not enough for files a player may hand us: nine lines of nested
aliases ("billion laughs") stand for a billion values, which anything walking the result
(a duplicate-key check, a scenario's list of actions) visits one by one; an alias inside the
value it names builds a structure that contains itself; a thousand nested brackets overflow
the composer's recursion. So before anything is built, one pass over the parser's events
(the parser itself keeps an explicit stack and does not recurse) measures the document:

- its nesting depth (refused beyond `MAX_DEPTH`);
- how many values it stands for once every alias is expanded, counted from the size of
  each anchored value, never by expanding (refused beyond `MAX_VALUES`);
- aliases naming a value that is still open (a cycle), refused;
- keys listed twice in one mapping (safe_load would silently keep the last one).

Only then is the document built, with libyaml's C parser when it is installed (several
times faster) and PyYAML's pure-Python one otherwise; both use the safe constructor.

Files the game reads at every start can travel with a compiled copy (`load_yaml_file`): a
JSON file beside the YAML one holding the same data and the SHA-256 of the YAML it was made
from; when that matches, the JSON answers (PyYAML is then not even imported), otherwise the
YAML is read. `write_compiled` makes it; a test checks the shipped copies are current.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from smallwow_qt.digest import sha256_hex

MAX_DEPTH = 50           # real files nest 4 to 6 levels
MAX_VALUES = 200_000     # values after expanding aliases; a long scenario holds a few thousand

COMPILED_FORMAT = "smallwow-compiled-yaml"


def _yaml():
    import yaml        # imported on first use: a start that reads only compiled copies skips it
    return yaml


def safe_loader() -> type:
    yaml = _yaml()
    return getattr(yaml, "CSafeLoader", None) or yaml.SafeLoader


class YamlProblem(ValueError):
    """Text that is not YAML this program reads; the message is one line naming the problem."""


class _Open:
    __slots__ = ("anchor", "path", "mapping", "size", "items", "keys", "expect_key", "key")

    def __init__(self, anchor: str | None, path: str, mapping: bool) -> None:
        self.anchor = anchor
        self.path = path
        self.mapping = mapping
        self.size = 1                  # values it stands for, itself included
        self.items = 0                 # entries of a list (keys and values of a mapping)
        self.keys: set[str] = set()
        self.expect_key = True
        self.key = ""


def _measure(text: str, loader: type) -> None:
    """Refuse (YamlProblem) text nested too deep, too large once aliases are expanded, with
    an alias cycle or a duplicate key. Linear in the length of the text."""
    yaml = _yaml()
    sizes: dict[str, int] = {}           # anchor -> values it stands for
    scalars: dict[str, str] = {}         # anchor -> scalar text (for aliased keys)
    stack: list[_Open] = []

    def child_path(parent: _Open | None) -> str:
        if parent is None:
            return ""
        return f"{parent.path}{parent.key}." if parent.mapping else f"{parent.path}{parent.items}."

    def add(parent: _Open | None, size: int, key_text: str | None) -> None:
        """A value standing for `size` values ends inside `parent` (None: the document)."""
        if parent is None:
            return
        parent.size += size
        parent.items += 1
        if parent.size > MAX_VALUES:
            raise YamlProblem(f"aliases expand it to more than {MAX_VALUES:,} values "
                              "(nested aliases, a \"billion laughs\" file?)")
        if parent.mapping:
            if parent.expect_key:
                if key_text is not None:
                    if key_text in parent.keys:
                        raise YamlProblem(f"`{parent.path}{key_text}` is listed twice")
                    parent.keys.add(key_text)
                parent.key = key_text if key_text is not None else "?"
            parent.expect_key = not parent.expect_key

    for event in yaml.parse(text, Loader=loader):
        if isinstance(event, yaml.ScalarEvent):
            if event.anchor is not None:
                sizes[event.anchor] = 1
                scalars[event.anchor] = event.value
            add(stack[-1] if stack else None, 1, event.value)
        elif isinstance(event, yaml.AliasEvent):
            if any(o.anchor == event.anchor for o in stack):
                raise YamlProblem(f"the alias *{event.anchor} refers to a value that contains "
                                  "it (an alias cycle)")
            add(stack[-1] if stack else None, sizes.get(event.anchor, 1), scalars.get(event.anchor))
        elif isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
            if len(stack) >= MAX_DEPTH:
                raise YamlProblem(f"it is nested more than {MAX_DEPTH} levels deep")
            parent = stack[-1] if stack else None
            if parent is not None and parent.mapping and parent.expect_key:
                parent.key = "?"
            stack.append(_Open(event.anchor, child_path(parent),
                               isinstance(event, yaml.MappingStartEvent)))
        elif isinstance(event, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
            done = stack.pop()
            if done.anchor is not None:
                sizes[done.anchor] = done.size
            add(stack[-1] if stack else None, done.size, None)


def load_yaml_text(text: str) -> Any:
    """The data `text` holds (safe tags only); YamlProblem naming what is wrong otherwise."""
    yaml = _yaml()
    loader = safe_loader()
    try:
        _measure(text, loader)
        return yaml.load(text, Loader=loader)  # noqa: S506 - a safe loader
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        if "nesting depth" in problem:      # libyaml's own limit (1,000), met while reading ahead
            raise YamlProblem(f"it is nested more than {MAX_DEPTH} levels deep") from None
        raise YamlProblem(f"not valid YAML{where}: {problem}") from None
    except RecursionError:      # a guard: _measure bounds the depth before anything recurses
        raise YamlProblem(f"it is nested more than {MAX_DEPTH} levels deep") from None
    except YamlProblem:
        raise
    except ValueError as exc:   # a value the constructor cannot make: a number of more than
        # 4,300 digits (Python's limit for reading one), a date such as 2021-13-45
        if "digits" in str(exc):
            raise YamlProblem("a number has more than 4,300 digits") from None
        raise YamlProblem(f"a value cannot be read ({str(exc).splitlines()[0][:80]})") from None


# ----- compiled copies --------------------------------------------------------------------------

def source_digest(source: bytes) -> str:
    """The SHA-256 of a YAML file's bytes, in hex (see `smallwow_qt.digest`)."""
    return sha256_hex(source)


def compiled_path(path: Path) -> Path:
    return path.with_suffix(".json")


def compiled_text(path: Path) -> str:
    """The compiled copy of the YAML file `path` (YamlProblem if the YAML is not valid)."""
    source = path.read_bytes()
    data = load_yaml_text(source.decode("utf-8"))
    return json.dumps({"format": COMPILED_FORMAT, "source_sha256": source_digest(source),
                       "data": data}, ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def write_compiled(path: Path) -> Path:
    target = compiled_path(path)
    target.write_text(compiled_text(path), encoding="utf-8")
    return target


def load_yaml_file(path: Path) -> Any:
    """The data of the YAML file `path`: from its compiled copy when that was made from the
    file as it is now, else from the YAML itself. OSError, UnicodeDecodeError or YamlProblem
    when the file cannot be read."""
    source = path.read_bytes()
    try:
        copy = json.loads(compiled_path(path).read_bytes())
        if isinstance(copy, dict) and copy.get("format") == COMPILED_FORMAT and \
                copy.get("source_sha256") == source_digest(source):
            return copy.get("data")
    except (OSError, ValueError, RecursionError):
        pass
    return load_yaml_text(source.decode("utf-8"))


def main(argv: list[str] | None = None) -> int:
    """`python -m smallwow_qt.yamltext FILE.yaml...`: write each file's compiled copy."""
    paths = [Path(a) for a in (sys.argv[1:] if argv is None else argv)]
    if not paths:
        print("usage: python -m smallwow_qt.yamltext FILE.yaml...", file=sys.stderr)
        return 2
    for path in paths:
        try:
            print(write_compiled(path))
        except (OSError, UnicodeDecodeError, YamlProblem) as exc:
            print(f"{path}: {exc}", file=sys.stderr)
            return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
