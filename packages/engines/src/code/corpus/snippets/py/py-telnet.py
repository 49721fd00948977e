import telnetlib

def connect(host):
    return telnetlib.Telnet(host, 23)
