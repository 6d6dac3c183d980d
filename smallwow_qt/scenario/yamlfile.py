"""Reading a scenario file safely and strictly (see `smallwow_qt.yamltext`): safe tags only,
bounded work whatever the file holds, duplicate keys refused (safe_load would silently keep
the last one, hiding a region listed twice)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from smallwow_qt.engine import CAPS
from smallwow_qt.yamltext import YamlProblem, load_yaml_text


class FileProblem(ValueError):
    """A file that cannot be used; the message names the file and what is wrong."""


def read_yaml(path: str | Path) -> Any:
    path = Path(path)
    try:
        if path.is_file() and path.stat().st_size > CAPS["scenario_bytes"]:
            raise FileProblem(f"{path}: far too large to be a scenario "
                              f"(more than {CAPS['scenario_bytes'] >> 20} MB)")
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
        return load_yaml_text(text)
    except YamlProblem as exc:
        raise FileProblem(f"{path}: {exc}") from None
