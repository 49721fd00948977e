import { execSync } from 'node:child_process';
export function archive(dir) {
  return execSync(`tar czf /tmp/out.tgz ${dir}`);
}
