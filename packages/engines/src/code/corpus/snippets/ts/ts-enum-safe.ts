enum Role { Admin = 'admin', User = 'user' }
export const isAdmin = (r: Role): boolean => r === Role.Admin;
let z = { a: 1 } satisfies Record<string, number>;
