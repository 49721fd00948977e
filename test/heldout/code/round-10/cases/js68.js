const express = require("express");
const app = express();
app.use(express.json());

function createUser(body) {
  return { created: body.name };
}
function disableUser(body) {
  return { disabled: body.name };
}

const actions = { create: createUser, disable: disableUser };

app.post("/users/:action", (req, res) => {
  const { action } = req.params;
  if (!Object.prototype.hasOwnProperty.call(actions, action)) {
    return res.status(404).json({ error: "unknown action" });
  }
  res.json(actions[action](req.body));
});

app.listen(3107);
