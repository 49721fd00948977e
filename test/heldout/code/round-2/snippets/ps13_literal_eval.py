import ast


def parse_setting(raw: str):
    """Settings are Python literals such as [1, 2] or {'a': 1}."""
    try:
        return ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        return raw
