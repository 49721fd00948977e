from jinja2 import Environment, PackageLoader, select_autoescape

from .mail import send_html

env = Environment(
    loader=PackageLoader("mailer", "templates"),
    autoescape=select_autoescape(["html", "xml"]),
)


def send_welcome(user) -> None:
    html = env.get_template("welcome.html").render(name=user.display_name, plan=user.plan)
    send_html(to=user.email, subject="Welcome aboard", html=html)
