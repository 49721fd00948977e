import subprocess
import tempfile


def render_chart(csv_text: str) -> bytes:
    data_path = tempfile.mktemp(suffix=".csv")
    with open(data_path, "w") as fh:
        fh.write(csv_text)
    out_path = data_path.replace(".csv", ".png")
    subprocess.run(["gnuplot", "-e", f"datafile='{data_path}'; out='{out_path}'", "chart.gp"], check=True)
    with open(out_path, "rb") as fh:
        return fh.read()
