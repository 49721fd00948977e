"""Writes src/verdict/models.py: one TypedDict per schema of the service's OpenAPI document (which the service builds
from its zod contracts), so the Python types follow the API instead of being copied by hand.

    python3 tools/generate_models.py http://127.0.0.1:8787/openapi.json      # or a saved openapi.json file

The test suite regenerates the module from the running service's document and fails when the shipped one differs.
"""

from __future__ import annotations

import json
import keyword
import re
import sys
import urllib.request
from pathlib import Path
from typing import Any

TARGET = Path(__file__).resolve().parent.parent / "src" / "verdict" / "models.py"
# MCP messages are JSON-RPC envelopes the MCP client libraries type themselves; they are not part of this SDK.
SKIP = re.compile(r"^Mcp")

HEADER = '''"""Request and response shapes of the Verdict API, generated from its OpenAPI document by
tools/generate_models.py. Do not edit by hand: regenerate instead (the tests compare this file with the service).

Every shape is a TypedDict: responses are the plain dicts parsed from JSON, typed for editors and type checkers.
Keys the API may omit are in the `total=False` part of each class.
"""

from __future__ import annotations

from typing import Any, Dict, List, Literal, Optional, TypedDict, Union

'''


def literal(value: Any) -> str:
    """A Python literal for a JSON scalar (strings keep JSON's double quotes, which Python reads the same way)."""
    return json.dumps(value) if isinstance(value, str) else repr(value)


def pascal(name: str) -> str:
    return "".join(part[:1].upper() + part[1:] for part in re.split(r"[^A-Za-z0-9]+", name) if part)


class Generator:
    def __init__(self, document: dict[str, Any]) -> None:
        self.schemas: dict[str, Any] = document["components"]["schemas"]
        self.classes: list[str] = []
        self.taken: set[str] = {name for name in self.schemas if not SKIP.match(name)}

    def run(self) -> str:
        for name in sorted(self.taken):
            self.object_class(name, self.schemas[name], top=True)
        exported = sorted(self.taken)
        body = "\n\n\n".join(self.classes)
        listing = "".join(f'    "{name}",\n' for name in exported)
        return f"{HEADER}__all__ = [\n{listing}]\n\n\n{body}\n"

    def fresh(self, name: str) -> str:
        candidate, n = name, 2
        while candidate in self.taken:
            candidate, n = f"{name}{n}", n + 1
        self.taken.add(candidate)
        return candidate

    def object_class(self, name: str, schema: dict[str, Any], top: bool = False) -> str:
        properties: dict[str, Any] = schema.get("properties") or {}
        if not top:
            name = self.fresh(name)
        required = set(schema.get("required") or [])
        fields = [(key, self.type_of(value, f"{name}{pascal(key)}"), key in required) for key, value in properties.items()]
        if not properties and not top:
            return self.mapping(schema, name)
        self.classes.append(self.render(name, fields))
        return name

    def render(self, name: str, fields: list[tuple[str, str, bool]]) -> str:
        required = [(k, t) for k, t, r in fields if r]
        optional = [(k, t) for k, t, r in fields if not r]
        usable = all(k.isidentifier() and not keyword.iskeyword(k) for k, _, _ in fields)
        if not usable:
            # Keys that are not Python identifiers (`async`) need the functional form; a class joins its two parts.
            def functional(cls: str, items: list[tuple[str, str]], total: bool) -> str:
                entries = ", ".join(f'"{k}": "{t}"' for k, t in items)
                return f'{cls} = TypedDict("{cls}", {{{entries}}}, total={total})'

            if required and optional:
                parts = [functional(f"_{name}Required", required, True), functional(f"_{name}Optional", optional, False)]
                return "\n".join([*parts, "", "", f"class {name}(_{name}Required, _{name}Optional):", "    pass"])
            return functional(name, required or optional, bool(required))
        lines: list[str] = []
        if required and optional:
            base = f"_{name}Required"
            lines.append(f"class {base}(TypedDict):")
            lines += [f"    {k}: {t}" for k, t in required]
            lines += ["", ""]
            lines.append(f"class {name}({base}, total=False):")
            lines += [f"    {k}: {t}" for k, t in optional]
        elif required:
            lines.append(f"class {name}(TypedDict):")
            lines += [f"    {k}: {t}" for k, t in required]
        else:
            lines.append(f"class {name}(TypedDict, total=False):")
            lines += [f"    {k}: {t}" for k, t in optional] or ["    pass"]
        return "\n".join(lines)

    def mapping(self, schema: dict[str, Any], name: str) -> str:
        extra = schema.get("additionalProperties")
        if isinstance(extra, dict) and extra:
            return f"Dict[str, {self.type_of(extra, name)}]"
        return "Dict[str, Any]"

    def type_of(self, schema: Any, name: str) -> str:
        if not isinstance(schema, dict) or not schema:
            return "Any"
        if "$ref" in schema:
            target = schema["$ref"].rsplit("/", 1)[-1]
            return "Any" if SKIP.match(target) else target
        for combinator in ("anyOf", "oneOf"):
            if combinator in schema:
                return self.union([self.type_of(s, name) for s in schema[combinator]])
        if "const" in schema:
            return f"Literal[{literal(schema['const'])}]"
        kinds = schema.get("type")
        if isinstance(kinds, list):
            return self.union([self.type_of({**schema, "type": kind}, name) for kind in kinds])
        if "enum" in schema:
            return self.union([f"Literal[{literal(value)}]" if value is not None else "None" for value in schema["enum"]])
        if kinds == "null":
            return "None"
        if kinds == "string":
            return "str"
        if kinds == "integer":
            return "int"
        if kinds == "number":
            return "float"
        if kinds == "boolean":
            return "bool"
        if kinds == "array":
            return f"List[{self.type_of(schema.get('items'), name)}]"
        if kinds == "object":
            return self.object_class(name, schema) if schema.get("properties") else self.mapping(schema, name)
        return "Any"

    @staticmethod
    def union(types: list[str]) -> str:
        unique: list[str] = []
        literals: list[str] = []
        for t in types:
            if t.startswith("Literal[") and t.count("Literal[") == 1:
                literals.append(t[len("Literal[") : -1])
            elif t not in unique:
                unique.append(t)
        if literals:
            unique.insert(0, f"Literal[{', '.join(dict.fromkeys(literals))}]")
        if "Any" in unique:
            return "Any"
        nullable = "None" in unique
        rest = [t for t in unique if t != "None"]
        inner = rest[0] if len(rest) == 1 else f"Union[{', '.join(rest)}]"
        return f"Optional[{inner}]" if nullable and rest else ("None" if nullable else inner)


def generate(document: dict[str, Any]) -> str:
    return Generator(document).run()


def load(source: str) -> dict[str, Any]:
    if re.match(r"^https?://", source):
        with urllib.request.urlopen(source, timeout=30) as answer:
            return json.loads(answer.read())
    return json.loads(Path(source).read_text(encoding="utf-8"))


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit("usage: generate_models.py <openapi.json URL or file>")
    TARGET.write_text(generate(load(sys.argv[1])), encoding="utf-8")
    print(f"wrote {TARGET}")
