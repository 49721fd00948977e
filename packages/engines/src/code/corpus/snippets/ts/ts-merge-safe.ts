interface Settings { theme: string; size: number }
export function withDefaults(s: Partial<Settings>): Settings {
  return { theme: 'light', size: 12, ...s };
}
