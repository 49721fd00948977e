import paramiko


def run_remote(host: str, user: str, command: str = "df -h") -> str:
    ssh = paramiko.SSHClient()
    ssh.load_system_host_keys()
    ssh.set_missing_host_key_policy(paramiko.RejectPolicy())
    ssh.connect(host, username=user, timeout=10)
    try:
        _, out, _ = ssh.exec_command("df -h")
        return out.read().decode()
    finally:
        ssh.close()
