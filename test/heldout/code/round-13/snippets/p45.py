import os
import tempfile
import subprocess


def render_pdf(html: str) -> bytes:
    src = tempfile.mktemp(suffix=".html")
    out = src.replace(".html", ".pdf")
    with open(src, "w", encoding="utf-8") as fh:
        fh.write(html)
    try:
        subprocess.run(["wkhtmltopdf", "--quiet", src, out], check=True, timeout=60)
        with open(out, "rb") as fh:
            return fh.read()
    finally:
        for p in (src, out):
            if os.path.exists(p):
                os.remove(p)
