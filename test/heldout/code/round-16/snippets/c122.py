import requests


def make_session(token, verify_tls=True):
    session = requests.Session()
    session.headers["Authorization"] = f"token {token}"
    session.verify = verify_tls
    return session


def open_issues(token, repo):
    s = make_session(token)
    return s.get(f"https://api.github.com/repos/{repo}/issues", params={"state": "open"}, timeout=10).json()


def close_issue(token, repo, number):
    s = make_session(token, verify_tls=True)
    return s.patch(f"https://api.github.com/repos/{repo}/issues/{number}", json={"state": "closed"}, timeout=10)
