enum Role {
  Admin = 'admin',
  User = 'user',
}
export const isAdmin = (r: Role): boolean => r === Role.Admin;
const z = { a: 1 } satisfies Record<string, number>;
