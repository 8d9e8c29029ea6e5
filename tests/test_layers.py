"""The layers' contract, read from the source: which package may import which.

Every import statement counts, lazy ones inside functions and type-checking ones included, so
an upward import cannot slip in behind a function call (the engine once imported the bots'
level table that way).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "sergeantmajor"

# package (or module) -> the project's packages it may import, and whether Qt is allowed
CONTRACT: dict[str, tuple[set[str], bool]] = {
    "engine": (set(), False),
    "ai": ({"engine"}, False),
    "tutorial": ({"engine"}, False),
    "seats": ({"engine", "ai"}, False),
    "net": ({"engine"}, False),  # what a client and the server share
    "server": ({"engine", "ai", "seats", "net", "cli.py", "commands.py"}, False),
    "app": ({"engine", "ai", "seats", "net", "tutorial", "paths.py"}, True),  # no ui, no server
    "app/undo.py": ({"engine"}, False),
    "ui/table/model.py": ({"engine", "app/words.py"}, False),
    "ui/table/binding.py": ({"engine", "ui/table/model.py"}, False),
}


def _imports(path: Path) -> set[str]:
    """Every module ``path`` imports, as absolute dotted names."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    package = parts[:-1]  # a module and a package's __init__ both resolve from their folder
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                module = ".".join((*base, node.module)) if node.module else ".".join(base)
            else:
                module = node.module or ""
            found.add(module)
            found.update(f"{module}.{alias.name}" for alias in node.names)
    return found


def _files(name: str) -> list[Path]:
    target = PACKAGE / name
    return [target] if target.suffix == ".py" else sorted(target.rglob("*.py"))


def _allowed(module: str, allowed: set[str], own: str) -> bool:
    if not module.startswith("sergeantmajor."):
        return True
    rest = module.removeprefix("sergeantmajor.").replace(".", "/")
    if rest == "" or rest.startswith(own.removesuffix(".py")):
        return True
    # "from ..engine import Match" reads as the module and the name: both are under "engine"
    return any(rest == e.removesuffix(".py") or rest.startswith(e.removesuffix(".py") + "/")
               for e in allowed)


@pytest.mark.parametrize("name", sorted(CONTRACT))
def test_a_layer_imports_only_what_it_may(name):
    allowed, qt = CONTRACT[name]
    files = _files(name)
    assert files, f"{name} has no source"
    wrong: list[str] = []
    for path in files:
        for module in _imports(path):
            if not qt and module.split(".")[0] in ("PySide6", "shiboken6"):
                wrong.append(f"{path.relative_to(PACKAGE)}: {module}")
            elif module != "sergeantmajor" and not _allowed(module, allowed, name):
                wrong.append(f"{path.relative_to(PACKAGE)}: {module}")
    assert not wrong, "imports against the layers:\n" + "\n".join(sorted(set(wrong)))


def test_the_contract_catches_an_upward_import(tmp_path):
    """The checker itself: a lazy upward import inside a function is found."""
    module = PACKAGE / "engine" / "record.py"
    source = "def f():\n    from ..ai.base import make_bot\n"
    probe = module.with_name("_layer_probe.py")
    probe.write_text(source, encoding="utf-8")
    try:
        found = _imports(probe)
    finally:
        probe.unlink()
    assert "sergeantmajor.ai.base" in found
    assert not _allowed("sergeantmajor.ai.base", set(), "engine")


# --------------------------------------------------------------------------- import cycles
#: Cycles allowed among the modules of ui/ and app/, each with the reason it is still there.
#: FriendsPlay (ui/online/friends.py) takes the whole window until issue 29 gives it what it
#: uses; the window makes it (MainWindow.friends) and it calls back sit_at and stand_up.
ALLOWED_CYCLES = [{"ui/main_window.py", "ui/online/friends.py"}]


def _graph(folders: tuple[str, ...]) -> dict[str, set[str]]:
    """Who imports whom among the modules under ``folders`` (paths relative to the package):
    every import counts, lazy and type-checking ones too."""
    files = [p for folder in folders for p in _files(folder)]
    names = {".".join(p.relative_to(PACKAGE.parent).with_suffix("").parts): p for p in files}
    names.update({k.removesuffix(".__init__"): p for k, p in list(names.items())})
    graph: dict[str, set[str]] = {}
    for path in files:
        own = str(path.relative_to(PACKAGE))
        targets = set()
        for module in _imports(path):
            # "from .x import Name" reads as x.Name: the module is x
            found = names.get(module) or names.get(module.rpartition(".")[0])
            if found is not None and found != path:
                targets.add(str(found.relative_to(PACKAGE)))
        graph[own] = targets
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[set[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[set[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in graph.get(node, ()):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = set()
            while True:
                member = stack.pop()
                group.add(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(group)

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_no_import_cycle_in_ui_and_app():
    """A helper takes what it uses, not the window: no module of ui/ or app/ imports one
    that imports it back (architecture review 3: the window and seven helpers were one
    8-file cycle)."""
    cycles = _cycles(_graph(("ui", "app")))
    unexpected = [sorted(c) for c in cycles if c not in ALLOWED_CYCLES]
    assert not unexpected, f"import cycles in ui/ and app/: {unexpected}"


def test_the_cycle_check_finds_a_cycle():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert _cycles(graph) == [{"a", "b", "c"}]
