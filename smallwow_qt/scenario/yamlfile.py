"""Reading YAML safely and strictly: `yaml.safe_load`, plus a refusal of duplicate keys
(safe_load would silently keep the last one, hiding a region listed twice)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml


class FileProblem(ValueError):
    """A file that cannot be used; the message names the file and what is wrong."""


def _duplicate_keys(node: yaml.Node, path: str = "") -> str | None:
    if isinstance(node, yaml.MappingNode):
        seen: set[Any] = set()
        for key_node, value_node in node.value:
            key = key_node.value if isinstance(key_node, yaml.ScalarNode) else None
            if key is not None:
                if key in seen:
                    return f"{path}{key}"
                seen.add(key)
            found = _duplicate_keys(value_node, f"{path}{key}.")
            if found:
                return found
    elif isinstance(node, yaml.SequenceNode):
        for i, item in enumerate(node.value):
            found = _duplicate_keys(item, f"{path}{i}.")
            if found:
                return found
    return None


def read_yaml(path: str | Path) -> Any:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise FileProblem(f"{path}: no such file") from None
    except IsADirectoryError:
        raise FileProblem(f"{path}: is a directory, not a file") from None
    except PermissionError:
        raise FileProblem(f"{path}: not allowed to read it") from None
    except UnicodeDecodeError:
        raise FileProblem(f"{path}: not a text file (UTF-8)") from None
    except OSError as exc:
        raise FileProblem(f"{path}: cannot be read ({exc.strerror or exc})") from None
    try:
        data = yaml.safe_load(text)
        duplicate = _duplicate_keys(yaml.compose(text, Loader=yaml.SafeLoader))
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise FileProblem(f"{path}: not valid YAML{where}: {problem}") from None
    if duplicate:
        raise FileProblem(f"{path}: `{duplicate}` is listed twice")
    return data
