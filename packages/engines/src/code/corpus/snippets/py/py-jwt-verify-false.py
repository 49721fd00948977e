import jwt

def claims(token, key):
    return jwt.decode(token, key, verify=False)
