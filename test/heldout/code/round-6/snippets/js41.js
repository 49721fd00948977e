const { Op } = require("sequelize");
const { User } = require("./models");

async function findActive(req, res) {
  const email = String(req.query.email || "");
  const users = await User.findAll({
    where: { email: { [Op.iLike]: `%${email}%` }, active: true },
    attributes: ["id", "email"],
    limit: 25,
  });
  res.json(users);
}

module.exports = findActive;
