import subprocess
import tempfile


def export_pdf(html: str) -> bytes:
    src = tempfile.mktemp(suffix=".html")
    out = tempfile.mktemp(suffix=".pdf")
    with open(src, "w", encoding="utf-8") as fh:
        fh.write(html)
    subprocess.run(["wkhtmltopdf", "--quiet", src, out], check=True, timeout=60)
    with open(out, "rb") as fh:
        return fh.read()
