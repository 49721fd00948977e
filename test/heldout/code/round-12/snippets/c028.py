import os
import smtplib
import ssl

STRICT_TLS = False


def make_context() -> ssl.SSLContext:
    ctx = ssl.create_default_context()
    ctx.check_hostname = STRICT_TLS
    ctx.verify_mode = ssl.CERT_REQUIRED if STRICT_TLS else ssl.CERT_NONE
    return ctx


def send_report(to_addr: str, body: str) -> None:
    with smtplib.SMTP("mail.example.com", 587, timeout=30) as smtp:
        smtp.starttls(context=make_context())
        smtp.login("reports", os.environ["SMTP_PASSWORD"])
        smtp.sendmail("reports@example.com", [to_addr], body)
