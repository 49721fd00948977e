import jsonpickle
from flask import Flask, request

app = Flask(__name__)


class Job:
    def __init__(self, name, params):
        self.name = name
        self.params = params


@app.post("/jobs/import")
def import_job():
    job = jsonpickle.decode(request.get_data(as_text=True))
    if not isinstance(job, Job):
        return {"error": "not a job"}, 400
    return {"name": job.name, "params": job.params}
