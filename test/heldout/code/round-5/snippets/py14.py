import paramiko


def run_remote(host, command_name):
    allowed = {"uptime": "uptime", "disk": "df -h /"}
    cmd = allowed[command_name]
    client = paramiko.SSHClient()
    client.set_missing_host_key_policy(paramiko.AutoAddPolicy())
    client.connect(host, username="deploy", key_filename="/home/deploy/.ssh/id_ed25519")
    try:
        _, stdout, _ = client.exec_command(cmd)
        return stdout.read().decode()
    finally:
        client.close()
