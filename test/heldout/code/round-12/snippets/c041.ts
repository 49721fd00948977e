import { jwtDecode } from "jwt-decode";

type Claims = { exp: number };

let timer: ReturnType<typeof setTimeout> | undefined;

export function scheduleRefresh(accessToken: string, refresh: () => Promise<string>): void {
  const { exp } = jwtDecode<Claims>(accessToken);
  const delay = Math.max(0, exp * 1000 - Date.now() - 60_000);
  if (timer) clearTimeout(timer);
  timer = setTimeout(async () => {
    const next = await refresh();
    scheduleRefresh(next, refresh);
  }, delay);
}
