/** Whether `ip` (v4 or v6) is covered by any entry of the allowlist (exact addresses or CIDR ranges). */
export function ipAllowed(ip: string | null, allowlist: readonly string[]): boolean {
  if (!ip) return false;
  const address = parseIp(ip);
  if (!address) return false;
  return allowlist.some((entry) => {
    const [base, prefixText] = entry.split('/');
    const network = base ? parseIp(base) : null;
    if (!network || network.bits !== address.bits) return false;
    const prefix = prefixText === undefined ? address.bits : Number(prefixText);
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > address.bits) return false;
    const shift = BigInt(address.bits - prefix);
    return address.value >> shift === network.value >> shift;
  });
}

function parseIp(text: string): { value: bigint; bits: 32 | 128 } | null {
  if (text.includes('.') && !text.includes(':')) {
    const parts = text.split('.');
    if (parts.length !== 4) return null;
    let value = 0n;
    for (const part of parts) {
      if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
      value = (value << 8n) | BigInt(Number(part));
    }
    return { value, bits: 32 };
  }
  if (!text.includes(':')) return null;
  const [head, tail, ...rest] = text.split('::');
  if (rest.length > 0) return null;
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  if (tail === undefined ? headGroups.length !== 8 : missing < 1) return null;
  const groups = [...headGroups, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...tailGroups];
  let value = 0n;
  for (const group of groups) {
    if (!/^[0-9a-fA-F]{1,4}$/.test(group)) return null;
    value = (value << 16n) | BigInt(parseInt(group, 16));
  }
  return { value, bits: 128 };
}
