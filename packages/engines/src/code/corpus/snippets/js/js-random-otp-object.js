function issueOtp(phone) {
  return { phone, otp: String(Math.floor(100000 + Math.random() * 900000)), expires: Date.now() + 300000 };
}
