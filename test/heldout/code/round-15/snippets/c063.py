import subprocess
import tempfile


def render_pdf(html: str) -> bytes:
    src = tempfile.mktemp(suffix=".html")
    with open(src, "w", encoding="utf-8") as fh:
        fh.write(html)
    out = src.replace(".html", ".pdf")
    subprocess.run(["wkhtmltopdf", "--quiet", src, out], check=True)
    with open(out, "rb") as fh:
        return fh.read()
