/**
 * Pattern-valid but obviously fake credentials and personal data for the corpora. Each is assembled from pieces so
 * that secret scanners run over this public repository do not flag the source, and each is a documented example value
 * or spells FAKE/EXAMPLE in its body.
 */
const j = (...parts: string[]) => parts.join('');

export const FAKE = {
  awsKeyId: j('AKIA', 'IOSFODNN7', 'EXAMPLE'),
  awsSessionKeyId: j('ASIA', 'FAKEEXAMPLE', '00000'),
  awsSecret: j('wJalrXUtnFEMI/K7MDENG/', 'bPxRfiCY', 'EXAMPLEKEY'),
  github: j('gh', 'p_', 'FAKE0EXAMPLE0TOKEN0', 'abcdefghij1234567'),
  githubFineGrained: j('github', '_pat_', '11FAKEEXAMPLE0000000000', '_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVW'),
  slack: j('xo', 'xb-', '000000000000-0000000000000-', 'FAKEexampleTOKENabcdefgh'),
  stripeLive: j('sk', '_live_', 'FAKE0000EXAMPLE', '0000abcd'),
  stripeRestricted: j('rk', '_live_', 'FAKE1111EXAMPLE', '1111wxyz'),
  openai: j('sk', '-proj-', 'FAKE0EXAMPLE0KEY0', 'notReal0abcdEFGH1234'),
  openaiLegacy: j('sk', '-', 'FAKEexample0000', 'T3BlbkFJ', 'FAKEexample1111'),
  anthropic: j('sk', '-ant-', 'api03-', 'FAKE_EXAMPLE_KEY_not_real_', '0000000000AA'),
  google: j('AI', 'za', 'SyFAKE-EXAMPLE_key_', '0000000000000000'),
  jwt: j(
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9',
    '.',
    'eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ',
    '.',
    'SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
  ),
  npm: j('np', 'm_', 'FAKEexample0000000000', 'abcdefghijklmno'),
  sendgrid: j('S', 'G.', 'FAKEexample0000000000', 'a', '.', 'FAKEexample0000000000000000000000', '0000000000'),
  verdictKey: j('svc', '_live_', 'FAKEexampleKEY00000000', 'abcdefghij'),
  rsaKey: j('-----BEGIN ', 'RSA PRIVATE KEY-----\n', 'MIIEowIBAAKCAQEA', 'FAKEFAKEFAKEEXAMPLE0000\n', '-----END ', 'RSA PRIVATE KEY-----'),
  pkcs8Key: j('-----BEGIN ', 'PRIVATE KEY-----\n', 'MIGHAgEAMBMGByqGSM49', 'FAKEEXAMPLE\n-----END ', 'PRIVATE KEY-----'),
  opensshKey: j(
    '-----BEGIN ',
    'OPENSSH PRIVATE KEY-----\n',
    'b3BlbnNzaC1rZXktdjEAAAAA',
    'FAKEEXAMPLE\n-----END ',
    'OPENSSH PRIVATE KEY-----',
  ),
  visaTest: j('4111 1111', ' 1111 1111'),
  mastercardTest: j('5555-5555', '-5555-4444'),
  amexTest: j('3782822', '46310005'),
  ssn: j('219-09', '-9999'),
  nino: j('AB 12', ' 34 56 C'),
  iban: j('GB82 WEST', ' 1234 5698 7654 32'),
  ibanDe: j('DE8937040044', '0532013000'),
};
