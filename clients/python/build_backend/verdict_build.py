"""A small PEP 517 build backend for this one pure-Python package, written with the standard library only.

Why not setuptools: building a wheel must work with no network (no isolated build environment can be downloaded) on
any Python >= 3.10 that has pip, and setuptools builds wheels only when the separate `wheel` package is installed too,
which many Python installations lack. This backend reads the `[project]` table of pyproject.toml, packs `src/verdict`
into a `py3-none-any` wheel (PEP 427) with METADATA 2.1 and a RECORD of SHA-256 digests, and writes an sdist and an
editable wheel (PEP 660, a `.pth` file pointing at `src`). The wheel itself installs on Python >= 3.10.
"""

from __future__ import annotations

import base64
import hashlib
import io
import os
import tarfile
import time
import zipfile
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10: tomli is tomllib's origin, and pip (which runs this backend) vendors it
    try:
        import tomli as tomllib  # type: ignore[no-redef]
    except ModuleNotFoundError:
        from pip._vendor import tomli as tomllib  # type: ignore[no-redef]

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "verdict"
# Fixed timestamps make the same sources produce the same wheel bytes (reproducible builds); SOURCE_DATE_EPOCH wins.
WHEEL = "Wheel-Version: 1.0\nGenerator: verdict_build\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
EPOCH = int(os.environ.get("SOURCE_DATE_EPOCH", "315532800"))  # 1980-01-01, the earliest date a zip entry can hold


def _project() -> dict:
    with open(ROOT / "pyproject.toml", "rb") as handle:
        return tomllib.load(handle)["project"]


def _dist_name(project: dict) -> str:
    return project["name"].replace("-", "_")


def _metadata(project: dict) -> str:
    lines = [
        "Metadata-Version: 2.1",
        f"Name: {project['name']}",
        f"Version: {project['version']}",
        f"Summary: {project['description']}",
        f"Requires-Python: {project['requires-python']}",
        f"License: {project['license']['text']}",
    ]
    for author in project.get("authors", []):
        lines.append(f"Author: {author['name']}")
    if project.get("keywords"):
        lines.append(f"Keywords: {','.join(project['keywords'])}")
    for classifier in project.get("classifiers", []):
        lines.append(f"Classifier: {classifier}")
    for label, url in project.get("urls", {}).items():
        lines.append(f"Project-URL: {label}, {url}")
    for requirement in project.get("dependencies", []):
        lines.append(f"Requires-Dist: {requirement}")
    for extra, requirements in project.get("optional-dependencies", {}).items():
        lines.append(f"Provides-Extra: {extra}")
        for requirement in requirements:
            marker = f'extra == "{extra}"'
            joined = f"{requirement} and {marker}" if ";" in requirement else f"{requirement}; {marker}"
            lines.append(f"Requires-Dist: {joined}")
    readme = (ROOT / project["readme"]).read_text(encoding="utf-8")
    lines.append("Description-Content-Type: text/markdown; charset=UTF-8")
    return "\n".join(lines) + "\n\n" + readme


def _package_files() -> list[tuple[str, Path]]:
    base = ROOT / "src"
    files = []
    for path in sorted((base / PACKAGE).rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts and path.suffix not in {".pyc", ".pyo"}:
            files.append((path.relative_to(base).as_posix(), path))
    return files


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode("ascii")
    return f"{name},sha256={digest},{len(data)}"


def _write_wheel(directory: str, entries: list[tuple[str, bytes]], project: dict) -> str:
    name, version = _dist_name(project), project["version"]
    dist_info = f"{name}-{version}.dist-info"
    entries = [
        *entries,
        (f"{dist_info}/METADATA", _metadata(project).encode("utf-8")),
        (f"{dist_info}/WHEEL", WHEEL.encode("utf-8")),
        (f"{dist_info}/licenses/LICENSE", (ROOT / "LICENSE").read_bytes()),
    ]
    record = [_record_line(path, data) for path, data in entries] + [f"{dist_info}/RECORD,,"]
    entries.append((f"{dist_info}/RECORD", ("\n".join(record) + "\n").encode("utf-8")))
    filename = f"{name}-{version}-py3-none-any.whl"
    stamp = time.gmtime(max(EPOCH, 315532800))[:6]
    with zipfile.ZipFile(Path(directory) / filename, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for path, data in entries:
            info = zipfile.ZipInfo(path, date_time=stamp)
            info.external_attr = 0o644 << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, data)
    return filename


# PEP 517 hooks ---------------------------------------------------------------------------------------------------


def get_requires_for_build_wheel(config_settings=None) -> list[str]:
    return []


def get_requires_for_build_sdist(config_settings=None) -> list[str]:
    return []


def get_requires_for_build_editable(config_settings=None) -> list[str]:
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None) -> str:
    project = _project()
    dist_info = Path(metadata_directory) / f"{_dist_name(project)}-{project['version']}.dist-info"
    dist_info.mkdir(parents=True, exist_ok=True)
    (dist_info / "METADATA").write_text(_metadata(project), encoding="utf-8")
    return dist_info.name


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None) -> str:
    return _write_wheel(wheel_directory, [(name, path.read_bytes()) for name, path in _package_files()], _project())


def build_editable(wheel_directory, config_settings=None, metadata_directory=None) -> str:
    pth = f"{(ROOT / 'src').as_posix()}\n".encode("utf-8")
    return _write_wheel(wheel_directory, [(f"_{PACKAGE}_editable.pth", pth)], _project())


def build_sdist(sdist_directory, config_settings=None) -> str:
    project = _project()
    base = f"{_dist_name(project)}-{project['version']}"
    members = ["pyproject.toml", "README.md", "LICENSE", "build_backend/verdict_build.py"]
    members += [f"src/{name}" for name, _ in _package_files()]
    members += sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "tests").glob("*.py"))
    filename = f"{base}.tar.gz"
    with tarfile.open(Path(sdist_directory) / filename, "w:gz", format=tarfile.PAX_FORMAT) as archive:
        for member in members:
            data = (ROOT / member).read_bytes()
            info = tarfile.TarInfo(f"{base}/{member}")
            info.size, info.mtime, info.mode = len(data), EPOCH, 0o644
            archive.addfile(info, io.BytesIO(data))
        pkg_info = _metadata(project).encode("utf-8")
        info = tarfile.TarInfo(f"{base}/PKG-INFO")
        info.size, info.mtime, info.mode = len(pkg_info), EPOCH, 0o644
        archive.addfile(info, io.BytesIO(pkg_info))
    return filename
