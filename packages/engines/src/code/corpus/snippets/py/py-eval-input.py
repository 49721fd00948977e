expr = input("calc> ")
print(eval(expr))
