import paramiko


def deploy(host, user, key_file):
    client = paramiko.SSHClient()
    client.set_missing_host_key_policy(paramiko.AutoAddPolicy())
    client.connect(host, username=user, key_filename=key_file)
    _, stdout, _ = client.exec_command("systemctl restart app")
    return stdout.read()
