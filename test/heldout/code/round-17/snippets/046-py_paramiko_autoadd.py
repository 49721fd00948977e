import paramiko

POLICY = paramiko.AutoAddPolicy


def remote_uptime(host: str, user: str, key_path: str) -> str:
    ssh = paramiko.SSHClient()
    ssh.set_missing_host_key_policy(POLICY())
    ssh.connect(host, username=user, key_filename=key_path, timeout=10)
    try:
        _, stdout, _ = ssh.exec_command("uptime")
        return stdout.read().decode().strip()
    finally:
        ssh.close()
