import { exec } from 'child_process';
export function run(cmd: string): void {
  exec(`sh -c ${cmd}`);
}
