"""No test waits a fixed time: tests wait on a signal or a condition (`qtbot.waitSignal`,
`qtbot.waitUntil`, a loop on a condition with a deadline) or use a fake clock, so that they
neither pass by luck on a fast machine nor fail on a loaded one."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def _fixed_waits(tree: ast.AST) -> list[int]:
    """Lines of `qtbot.wait(...)`, and of `time.sleep(...)` outside a loop on a condition."""
    found = []

    def visit(node: ast.AST, in_while: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.Call) and isinstance(child.func, ast.Attribute):
                owner = child.func.value
                name = owner.id if isinstance(owner, ast.Name) else ""
                if (name, child.func.attr) == ("qtbot", "wait") or \
                        ((name, child.func.attr) == ("time", "sleep") and not in_while):
                    found.append(child.lineno)
            visit(child, in_while or isinstance(child, ast.While))

    visit(tree, False)
    return found


def test_no_test_waits_a_fixed_time():
    waits = [f"{path.relative_to(TESTS)}:{line}" for path in sorted(TESTS.rglob("*.py"))
             for line in _fixed_waits(ast.parse(path.read_text(encoding="utf-8")))]
    assert waits == []


def test_the_check_finds_a_fixed_wait():
    code = "def test_x(qtbot):\n    qtbot.wait(50)\n    time.sleep(1)\n    while x:\n        time.sleep(0.1)\n"
    assert _fixed_waits(ast.parse(code)) == [2, 3]
