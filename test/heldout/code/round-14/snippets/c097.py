import os
import httpx

HTTP_OPTS = {"timeout": 15.0, "verify": False, "follow_redirects": True}


def fetch_report(report_id: str) -> bytes:
    url = f"https://reports.example.net/v2/reports/{int(report_id)}"
    headers = {"Authorization": f"Bearer {os.environ['REPORTS_TOKEN']}"}
    with httpx.Client(**HTTP_OPTS) as client:
        r = client.get(url, headers=headers)
        r.raise_for_status()
        return r.content


if __name__ == "__main__":
    print(len(fetch_report("42")))
