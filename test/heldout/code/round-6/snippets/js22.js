function merge(target, source) {
  for (const key of Object.keys(source)) {
    if (source[key] && typeof source[key] === "object") {
      if (!target[key]) target[key] = {};
      merge(target[key], source[key]);
    } else {
      target[key] = source[key];
    }
  }
  return target;
}

const defaults = { theme: "light", notifications: { email: true } };

module.exports = function updateSettings(req, res) {
  const settings = merge({}, defaults);
  merge(settings, JSON.parse(req.body.settingsJson));
  res.json(settings);
};
