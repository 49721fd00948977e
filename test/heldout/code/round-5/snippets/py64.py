from jinja2 import Environment, FileSystemLoader, select_autoescape

env = Environment(
    loader=FileSystemLoader("/opt/app/templates"),
    autoescape=select_autoescape(["html", "xml"]),
)


def render_welcome_email(user_name: str, plan: str) -> str:
    template = env.get_template("welcome.html")
    return template.render(name=user_name, plan=plan)
