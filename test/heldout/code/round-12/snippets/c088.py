import paramiko


def run_remote(host: str, user: str, key_path: str) -> str:
    client = paramiko.SSHClient()
    client.set_missing_host_key_policy(paramiko.AutoAddPolicy())
    client.connect(host, username=user, key_filename=key_path, timeout=10)
    try:
        _stdin, stdout, stderr = client.exec_command("systemctl is-active nginx")
        status = stdout.read().decode().strip()
        err = stderr.read().decode().strip()
        if err:
            raise RuntimeError(err)
        return status
    finally:
        client.close()


if __name__ == "__main__":
    for h in ("web1.example.net", "web2.example.net"):
        print(h, run_remote(h, "deploy", "/home/deploy/.ssh/id_ed25519"))
