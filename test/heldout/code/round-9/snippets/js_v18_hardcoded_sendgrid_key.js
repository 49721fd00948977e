const sgMail = require("@sendgrid/mail");

sgMail.setApiKey("SG.q3V9xLk2Tz8Rb5Wm1Nc7Pd.Hf4Jy6Ue0Ia2Os8Kl3Mn5Bv7Cx9Zq1Wr4Et6Yu8I");

async function sendWelcome(to, name) {
  await sgMail.send({
    to,
    from: "hello@acme.example",
    subject: `Welcome, ${name}!`,
    text: "Thanks for signing up.",
  });
}

module.exports = { sendWelcome };
