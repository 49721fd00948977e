import subprocess
import tempfile


def render_chart(csv_text: str) -> bytes:
    with tempfile.NamedTemporaryFile("w", suffix=".csv", delete=False) as data:
        data.write(csv_text)
    with tempfile.NamedTemporaryFile(suffix=".png", delete=False) as out:
        out_path = out.name
    subprocess.run(["gnuplot", "-c", "chart.gp", data.name, out_path], check=True)
    with open(out_path, "rb") as fh:
        return fh.read()
