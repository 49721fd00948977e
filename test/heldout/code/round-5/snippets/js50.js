const express = require("express");
const Ajv = require("ajv");

const ajv = new Ajv();
const validateOrder = ajv.compile({
  type: "object",
  properties: {
    sku: { type: "string", pattern: "^[A-Z0-9-]{3,20}$" },
    qty: { type: "integer", minimum: 1, maximum: 99 },
  },
  required: ["sku", "qty"],
  additionalProperties: false,
});

const app = express();
app.use(express.json());

app.post("/api/orders", (req, res) => {
  if (!validateOrder(req.body)) return res.status(400).json({ errors: validateOrder.errors });
  const order = JSON.parse(JSON.stringify(req.body));
  res.status(201).json({ received: order });
});

app.listen(3031);
