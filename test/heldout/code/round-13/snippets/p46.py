import os
import subprocess
import tempfile


def render_pdf(html: str) -> bytes:
    with tempfile.TemporaryDirectory(prefix="pdf-") as workdir:
        src = os.path.join(workdir, "page.html")
        out = os.path.join(workdir, "page.pdf")
        with open(src, "w", encoding="utf-8") as fh:
            fh.write(html)
        subprocess.run(["wkhtmltopdf", "--quiet", src, out], check=True, timeout=60)
        with open(out, "rb") as fh:
            return fh.read()
