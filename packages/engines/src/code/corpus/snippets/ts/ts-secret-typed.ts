export const apiKey: string = 'a1b2c3d4e5f6g7h8i9j0';
