import boto3

aws_access_key_id = "AKIAIOSFODNN7EXAMPLE"  # expect: hardcoded_secret
OPENAI = "sk-proj-abcdefghijklmnopqrstuvwxyz0123456789"  # expect: hardcoded_secret
headers = {"Authorization": "token ghp_0123456789abcdefghijABCDEFGHIJ012345"}  # expect: hardcoded_secret

PRIVATE_KEY_PEM = """-----BEGIN RSA PRIVATE KEY-----
MIIEowIBAAKCAQEA7bq8
-----END RSA PRIVATE KEY-----"""  # expect: hardcoded_secret


def client():
    return boto3.client("s3", aws_access_key_id="AKIAI44QH8DHBEXAMPLE")  # expect: hardcoded_secret
