from flask import Flask, request

app = Flask(__name__)


@app.get("/hello")
def hello():
    name = request.args.get("name", "stranger")
    return f"""
    <html>
      <body>
        <h1>Hello, {name}!</h1>
        <p>Welcome to the beta.</p>
      </body>
    </html>
    """
