from pathlib import Path

Path("/var/run/app.sock").chmod(0o666)
