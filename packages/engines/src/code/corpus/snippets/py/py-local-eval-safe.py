def eval(expression):
    return expression.strip()

result = eval(user_text)
