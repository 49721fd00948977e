function setPath(obj, req) {
  obj[req.query.section][req.query.key] = req.query.value;
}
