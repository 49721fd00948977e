import subprocess
import tempfile
from pathlib import Path


def render_pdf(html: str) -> bytes:
    with tempfile.TemporaryDirectory(prefix="pdf-") as workdir:
        src = Path(workdir) / "page.html"
        out = Path(workdir) / "page.pdf"
        src.write_text(html, encoding="utf-8")
        subprocess.run(["wkhtmltopdf", "--quiet", str(src), str(out)], check=True, timeout=120)
        return out.read_bytes()
